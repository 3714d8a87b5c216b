#include <bits/stdc++.h>
using namespace std;
using ll = long long;

int n;
vector<ll> a;
vector<vector<ll>> memo;

// the mover's total minus the other's on a[l..r]; a turn takes the leftmost or the rightmost number
ll go(int l, int r) {
    if (l > r) return 0;
    if (memo[l][r] != LLONG_MAX) return memo[l][r];
    ll takeLeft = a[l] - go(l + 1, r);
    ll takeRight = a[r] - go(l, r - 1);
    return memo[l][r] = max(takeLeft, takeRight);
}

int main() {
    cin >> n;
    a.resize(n);
    for (auto &x : a) cin >> x;
    memo.assign(n, vector<ll>(n, LLONG_MAX));
    cout << go(0, n - 1) << '\n';
}
