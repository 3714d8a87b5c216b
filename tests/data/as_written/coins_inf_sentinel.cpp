#include <bits/stdc++.h>
using namespace std;
const int INF = 1e9;

int n;
int a[200];
int dp[200];

// the best (mover's coins minus the other's) on a[i..n-1] when a turn takes 1, 2 or 3 coins from the front
int best(int i) {
    if (i == n) return 0;
    if (dp[i] != INF) return dp[i];
    int res = -INF, sum = 0;
    for (int k = 1; k <= 3 && i + k <= n; k++) {
        sum += a[i + k - 1];
        res = max(res, sum - best(i + k));
    }
    return dp[i] = res;
}

int main() {
    cin >> n;
    for (int i = 0; i < n; i++) cin >> a[i];
    fill(dp, dp + 200, INF);
    int d = best(0);
    if (d > 0) puts("First");
    else if (d < 0) puts("Second");
    else puts("Draw");
    printf("%d\n", d);
}
