#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;
const int INF = 1e9;

int n;
int a[200];
int dp[200];

// the best (mover's coins minus the other's) on a[i..n-1] when a turn takes 1, 2 or 3 coins from the front
int best(int i) {
    ++gt_calls;
    if (i == n) return 0;
    if (dp[i] != INF) { ++gt_memo; return dp[i]; }
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
    int d = (++gt_roots, best(0));
    if (d > 0) puts("First");
    else if (d < 0) puts("Second");
    else puts("Draw");
    printf("%d\n", d);
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
