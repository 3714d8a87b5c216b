#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;
long long gt_gcd_calls = 0, gt_gcd_roots = 0, gt_win_calls = 0, gt_win_memo = 0, gt_win_roots = 0;

// Coprime take-away: from n stones a move takes d stones, 1 <= d <= n, with gcd(n, d) = 1.
// The player who takes the last stone wins.
int GCD(int a, int b) { ++gt_calls; ++gt_gcd_calls; return b == 0 ? a : GCD(b, a % b); }

int memo[1005];

bool win(int n) {
    ++gt_calls; ++gt_win_calls;
    if (n == 0) return false;
    if (memo[n] != -1) { ++gt_memo; ++gt_win_memo; return memo[n]; }
    for (int d = 1; d <= n; d++)
        if (GCD(n, d) == 1 && !win(n - d)) { memo[n] = 1; return true; }
    memo[n] = 0;
    return false;
}

int main() {
    int n;
    cin >> n;
    memset(memo, -1, sizeof memo);
    cout << ((++gt_roots, ++gt_win_roots, win(n)) ? "First" : "Second") << '\n';
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
    fprintf(stderr, "fn GCD calls=%lld memo=0 roots=%lld\n", gt_gcd_calls, gt_gcd_roots);
    fprintf(stderr, "fn win calls=%lld memo=%lld roots=%lld\n", gt_win_calls, gt_win_memo, gt_win_roots);
}
