#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;
template <class T> bool chmax(T &a, const T &b) { if (a < b) { a = b; return true; } return false; }

int dp[105][105];

// 1 if the player to move wins: take any number of stones from one pile,
// or one stone from each pile
int solve(int n, int m) {
    ++gt_calls;
    int &res = dp[n][m];
    if (res != -1) { ++gt_memo; return res; }
    int best = 0;
    for (int k = 1; k <= n; k++) chmax(best, 1 - solve(n - k, m));
    for (int k = 1; k <= m; k++) chmax(best, 1 - solve(n, m - k));
    if (n > 0 && m > 0) chmax(best, 1 - solve(n - 1, m - 1));
    return res = best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(0);
    int n, m;
    cin >> n >> m;
    memset(dp, -1, sizeof(dp));
    cout << ((++gt_roots, solve(n, m)) ? "First" : "Second") << endl;
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
