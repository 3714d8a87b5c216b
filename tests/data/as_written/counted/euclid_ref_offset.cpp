#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;
typedef long long ll;

unordered_map<ll, int> memo; // 0: not known yet, otherwise the answer plus one

// Euclid's game on (a, b) with a >= b: take a positive multiple of b from a, leaving it
// non-negative; the player who makes a number 0 wins. 1 when the player to move wins.
int win(ll a, ll b) {
    ++gt_calls;
    if (b == 0) return 0;
    auto &r = memo[a * 1000003 + b];
    if (r) { ++gt_memo; return r - 1; }
    int res = 0;
    for (ll k = 1; k * b <= a; k++) {
        ll c = a - k * b;
        if (!win(max(c, b), min(c, b))) {
            res = 1;
            break;
        }
    }
    r = res + 1;
    return res;
}

int main() {
    ll a, b;
    cin >> a >> b;
    if (a < b) swap(a, b);
    puts((++gt_roots, win(a, b)) ? "Stan wins" : "Ollie wins");
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
