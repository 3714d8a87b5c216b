#include <bits/stdc++.h>
using namespace std;

// EDPC K - Stones, bottom-up: no recursion needed
// dp[i] depends only on dp[i - a_j] for smaller i
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    vector<int> a(n);
    for (auto &x : a) cin >> x;
    // dp[i]: the player to move with i stones left wins
    vector<bool> dp(k + 1, false);
    for (int i = 1; i <= k; i++)
        for (int x : a)
            if (x <= i && !dp[i - x]) dp[i] = true;
    cout << (dp[k] ? "First" : "Second") << '\n';
    return 0;
}
