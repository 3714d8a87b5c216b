#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;
#define int long long
#define rep(i, n) for (int i = 0; i < (int)(n); i++)

int n;
int a[3000];
int dp[3000][3000];
bool vis[3000][3000];

// X - Y on a[l..r] when the player to move plays optimally
int f(int l, int r) {
    ++gt_calls;
    if (l > r) return 0;
    if (vis[l][r]) { ++gt_memo; return dp[l][r]; }
    vis[l][r] = true;
    return dp[l][r] = max(a[l] - f(l + 1, r), a[r] - f(l, r - 1));
}

signed main() {
    cin >> n;
    rep(i, n) cin >> a[i];
    printf("%lld\n", (++gt_roots, f(0, n - 1)));
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
