#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

int H, W;
vector<string> g;
pair<int, int> dp[60][60];

// A piece starts in the top-left corner; a turn moves it one cell right or down, and the mover
// scores the digit of the cell it lands on. (the mover's points, the other's points) from (h, w).
pair<int, int> play(int h, int w) {
    ++gt_calls;
    if (h == H - 1 && w == W - 1) return {0, 0};
    if (dp[h][w] != make_pair(INT_MAX, INT_MAX)) { ++gt_memo; return dp[h][w]; }
    pair<int, int> best = {INT_MIN, 0};
    for (int d = 0; d < 2; d++) {
        int nh = h + (d == 0), nw = w + (d == 1);
        if (nh >= H || nw >= W) continue;
        pair<int, int> next = play(nh, nw);
        int mine = g[nh][nw] - '0' + next.second, theirs = next.first;
        if (mine - theirs > best.first - best.second) best = {mine, theirs};
    }
    return dp[h][w] = best;
}

int main() {
    cin >> H >> W;
    g.resize(H);
    for (auto &row : g) cin >> row;
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++) dp[i][j] = make_pair(INT_MAX, INT_MAX);
    auto [a, b] = (++gt_roots, play(0, 0));
    if (a > b) cout << "Takahashi" << endl;
    else if (a < b) cout << "Aoki" << endl;
    else cout << "Draw" << endl;
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
