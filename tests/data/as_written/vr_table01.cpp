#include <bits/stdc++.h>
using namespace std;

// 1 if the player to move wins with n stones (take 1, 3 or 4; no move loses), else 0.
int dp[2005];

int f(int n) {
    if (dp[n] != -1) return dp[n];
    for (int x : {1, 3, 4})
        if (x <= n && f(n - x) == 0) return dp[n] = 1;
    return dp[n] = 0;
}

int main() {
    int n;
    scanf("%d", &n);
    memset(dp, -1, sizeof dp);
    printf("%s\n", f(n) == 1 ? "First" : "Second");
}
