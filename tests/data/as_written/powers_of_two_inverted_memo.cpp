#include <bits/stdc++.h>
using namespace std;

int dp[1 << 17];

// 1 if the player to move wins with n stones; a move takes 1, 2, 4, 8, ... stones
int canWin(int n) {
    if (dp[n] == -1) {
        dp[n] = 0;
        for (int p = 1; p <= n; p <<= 1) {
            if (!canWin(n - p)) {
                dp[n] = 1;
                break;
            }
        }
    }
    return dp[n];
}

int main() {
    int n;
    cin >> n;
    for (int i = 0; i <= n; i++) dp[i] = -1;
    cout << (canWin(n) ? "Yes" : "No") << endl;
}
