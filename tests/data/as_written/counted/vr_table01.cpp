#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

// 1 if the player to move wins with n stones (take 1, 3 or 4; no move loses), else 0.
int dp[2005];

int f(int n) {
    ++gt_calls;
    if (dp[n] != -1) { ++gt_memo; return dp[n]; }
    for (int x : {1, 3, 4})
        if (x <= n && f(n - x) == 0) return dp[n] = 1;
    return dp[n] = 0;
}

int main() {
    int n;
    scanf("%d", &n);
    memset(dp, -1, sizeof dp);
    printf("%s\n", (++gt_roots, f(n)) == 1 ? "First" : "Second");
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
