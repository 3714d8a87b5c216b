#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;
#define INF 0x3f3f3f3f

int dp[105][105];

// a rook on (x, y) moves left or down by 1 to 3 cells; the player who cannot move loses.
// dp is 1 when the player to move wins
int win(int x, int y) {
    ++gt_calls;
    if (dp[x][y] == INF) {
        dp[x][y] = 0;
        for (int k = 1; k <= 3; k++) {
            if (x >= k && !win(x - k, y)) dp[x][y] = 1;
            if (y >= k && !win(x, y - k)) dp[x][y] = 1;
        }
    } else {
        ++gt_memo;
    }
    return dp[x][y];
}

int main() {
    int x, y;
    scanf("%d %d", &x, &y);
    memset(dp, 0x3f, sizeof dp);
    printf("%s\n", (++gt_roots, win(x, y)) ? "Alice" : "Bob");
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
