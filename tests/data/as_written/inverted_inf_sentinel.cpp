#include <bits/stdc++.h>
using namespace std;
#define INF 0x3f3f3f3f

int dp[105][105];

// a rook on (x, y) moves left or down by 1 to 3 cells; the player who cannot move loses.
// dp is 1 when the player to move wins
int win(int x, int y) {
    if (dp[x][y] == INF) {
        dp[x][y] = 0;
        for (int k = 1; k <= 3; k++) {
            if (x >= k && !win(x - k, y)) dp[x][y] = 1;
            if (y >= k && !win(x, y - k)) dp[x][y] = 1;
        }
    }
    return dp[x][y];
}

int main() {
    int x, y;
    scanf("%d %d", &x, &y);
    memset(dp, 0x3f, sizeof dp);
    printf("%s\n", win(x, y) ? "Alice" : "Bob");
}
