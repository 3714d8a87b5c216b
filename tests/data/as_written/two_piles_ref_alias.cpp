#include <bits/stdc++.h>
using namespace std;
template <class T> bool chmax(T &a, const T &b) { if (a < b) { a = b; return true; } return false; }

int dp[105][105];

// 1 if the player to move wins: take any number of stones from one pile,
// or one stone from each pile
int solve(int n, int m) {
    int &res = dp[n][m];
    if (res != -1) return res;
    int best = 0;
    for (int k = 1; k <= n; k++) chmax(best, 1 - solve(n - k, m));
    for (int k = 1; k <= m; k++) chmax(best, 1 - solve(n, m - k));
    if (n > 0 && m > 0) chmax(best, 1 - solve(n - 1, m - 1));
    return res = best;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(0);
    int n, m;
    cin >> n >> m;
    memset(dp, -1, sizeof(dp));
    cout << (solve(n, m) ? "First" : "Second") << endl;
}
