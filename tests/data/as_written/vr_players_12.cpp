#include <bits/stdc++.h>
using namespace std;

int dp[1001][3];

// Take 1, 3 or 4 stones; whoever takes the last stone wins. Players are 1 and 2, player 1
// starts: does player 1 win when player p is to move with n stones left?
bool oneWins(int n, int p) {
    if (n == 0) return p == 2;
    if (dp[n][p] != -1) return dp[n][p];
    int q = 3 - p;
    bool res = p == 2;
    for (int m : {1, 3, 4}) {
        if (m > n) continue;
        bool r = oneWins(n - m, q);
        if (p == 1 && r) { res = true; break; }
        if (p == 2 && !r) { res = false; break; }
    }
    return dp[n][p] = res;
}

int main() {
    int n;
    cin >> n;
    memset(dp, -1, sizeof dp);
    cout << (oneWins(n, 1) ? "First" : "Second") << endl;
}
