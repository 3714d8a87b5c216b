#include <bits/stdc++.h>
using namespace std;

int n;
int a[1005];
pair<int, int> dp[1005][1005];
bool vis[1005][1005];

// Cards in a row, a turn takes the leftmost or the rightmost: (what the player to move gets,
// what the other gets) from a[l..r].
pair<int, int> go(int l, int r) {
    if (l > r) return {0, 0};
    if (vis[l][r]) return dp[l][r];
    vis[l][r] = true;
    auto L = go(l + 1, r);
    auto R = go(l, r - 1);
    pair<int, int> x = {a[l] + L.second, L.first};
    pair<int, int> y = {a[r] + R.second, R.first};
    return dp[l][r] = max(x, y);
}

int main() {
    cin >> n;
    for (int i = 0; i < n; i++) cin >> a[i];
    pair<int, int> res = go(0, n - 1);
    cout << res.first << ' ' << res.second << '\n';
}
