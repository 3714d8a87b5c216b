#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

int n, m;
vector<pair<int, int>> adj[105]; // (to, letter)
bool done[105][105][27];
bool ans[105][105][27];

// Two marbles on a DAG whose edges carry letters. A turn moves the mover's own marble along an
// edge whose letter is not smaller than the last letter played; who cannot move loses.
// win(v, u, c): the mover's marble is on v, the other's on u, c is the last letter (0 at first).
bool win(int v, int u, int c) {
    ++gt_calls;
    if (done[v][u][c]) { ++gt_memo; return ans[v][u][c]; }
    done[v][u][c] = true;
    bool r = false;
    for (auto [to, letter] : adj[v]) {
        if (letter >= c && !win(u, to, letter)) {
            r = true;
            break;
        }
    }
    ans[v][u][c] = r;
    return r;
}

int main() {
    cin >> n >> m;
    for (int i = 0; i < m; i++) {
        int a, b;
        char ch;
        cin >> a >> b >> ch;
        adj[a].push_back({b, ch - 'a' + 1});
    }
    int s, t;
    cin >> s >> t;
    cout << ((++gt_roots, win(s, t, 0)) ? "Max" : "Lucas") << endl;
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
