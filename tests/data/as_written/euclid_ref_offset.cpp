#include <bits/stdc++.h>
using namespace std;
typedef long long ll;

unordered_map<ll, int> memo; // 0: not known yet, otherwise the answer plus one

// Euclid's game on (a, b) with a >= b: take a positive multiple of b from a, leaving it
// non-negative; the player who makes a number 0 wins. 1 when the player to move wins.
int win(ll a, ll b) {
    if (b == 0) return 0;
    auto &r = memo[a * 1000003 + b];
    if (r) return r - 1;
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
    puts(win(a, b) ? "Stan wins" : "Ollie wins");
}
