#include <bits/stdc++.h>
using namespace std;
using ll = long long;
using P = pair<ll, ll>;

int n;
vector<ll> a;
map<tuple<int, int, int>, P> memo;

// The same cards: (Taro's total, Jiro's total) from a[l..r] with `who` to move (0: Taro, who
// starts); each takes the end that leaves him furthest ahead.
P solve(int l, int r, int who) {
    if (l > r) return P(0, 0);
    auto key = make_tuple(l, r, who);
    auto it = memo.find(key);
    if (it != memo.end()) return it->second;
    P left = solve(l + 1, r, 1 - who), right = solve(l, r - 1, 1 - who);
    if (who == 0) {
        left.first += a[l];
        right.first += a[r];
        return memo[key] = left.first - left.second >= right.first - right.second ? left : right;
    }
    left.second += a[l];
    right.second += a[r];
    return memo[key] = left.second - left.first >= right.second - right.first ? left : right;
}

int main() {
    cin >> n;
    a.resize(n);
    for (auto &x : a) cin >> x;
    P r = solve(0, n - 1, 0);
    cout << (r.first > r.second ? "Taro" : r.first < r.second ? "Jiro" : "Draw") << ' ' << r.first << ' ' << r.second << endl;
}
