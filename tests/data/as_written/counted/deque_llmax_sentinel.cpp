#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;
using ll = long long;

int n;
vector<ll> a;
vector<vector<ll>> memo;

// the mover's total minus the other's on a[l..r]; a turn takes the leftmost or the rightmost number
ll go(int l, int r) {
    ++gt_calls;
    if (l > r) return 0;
    if (memo[l][r] != LLONG_MAX) { ++gt_memo; return memo[l][r]; }
    ll takeLeft = a[l] - go(l + 1, r);
    ll takeRight = a[r] - go(l, r - 1);
    return memo[l][r] = max(takeLeft, takeRight);
}

int main() {
    cin >> n;
    a.resize(n);
    for (auto &x : a) cin >> x;
    memo.assign(n, vector<ll>(n, LLONG_MAX));
    cout << (++gt_roots, go(0, n - 1)) << '\n';
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
