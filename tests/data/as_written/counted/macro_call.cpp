#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;
#define F(x) win(x)
#define REC(n, k) ((n) >= (k) && !win((n) - (k)))
#define rep(i, n) for (int i = 0; i < (int)(n); i++)
int memo[200];
int win(int n) {
    ++gt_calls;
    if (memo[n] != -1) { ++gt_memo; return memo[n]; }
    int r = 0;
    rep(k, 3) if (REC(n, k + 1)) r = 1;
    if (n >= 5 && !F(n - 5)) r = 1;
    return memo[n] = r;
}
int main() {
    int n; cin >> n;
    memset(memo, -1, sizeof memo);
    cout << ((++gt_roots, F(n)) ? "First" : "Second") << endl;
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
