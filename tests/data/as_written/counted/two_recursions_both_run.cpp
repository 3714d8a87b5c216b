#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;
long long gt_ds_calls = 0, gt_ds_roots = 0, gt_win_calls = 0, gt_win_memo = 0, gt_win_roots = 0;

// the sum of the decimal digits of x
int digitSum(int x) { ++gt_calls; ++gt_ds_calls; return x == 0 ? 0 : x % 10 + digitSum(x / 10); }

// Digit subtraction: a move subtracts one of the nonzero digits of n from n; at 0 the player to
// move has lost.
map<int, bool> memo;

bool win(int n) {
    ++gt_calls; ++gt_win_calls;
    if (n == 0) return false;
    auto it = memo.find(n);
    if (it != memo.end()) { ++gt_memo; ++gt_win_memo; return it->second; }
    bool res = false;
    for (int x = n; x > 0 && !res; x /= 10)
        if (x % 10 != 0 && !win(n - x % 10)) res = true;
    return memo[n] = res;
}

int main() {
    int n;
    cin >> n;
    int s = (++gt_roots, ++gt_ds_roots, digitSum(n));
    printf("digit sum %d, %s wins\n", s, (++gt_roots, ++gt_win_roots, win(n)) ? "First" : "Second");
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
    fprintf(stderr, "fn digitSum calls=%lld memo=0 roots=%lld\n", gt_ds_calls, gt_ds_roots);
    fprintf(stderr, "fn win calls=%lld memo=%lld roots=%lld\n", gt_win_calls, gt_win_memo, gt_win_roots);
}
