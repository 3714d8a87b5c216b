#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

int dp[1 << 17];

// 1 if the player to move wins with n stones; a move takes 1, 2, 4, 8, ... stones
int canWin(int n) {
    ++gt_calls;
    if (dp[n] == -1) {
        dp[n] = 0;
        for (int p = 1; p <= n; p <<= 1) {
            if (!canWin(n - p)) {
                dp[n] = 1;
                break;
            }
        }
    } else {
        ++gt_memo;
    }
    return dp[n];
}

int main() {
    int n;
    cin >> n;
    for (int i = 0; i <= n; i++) dp[i] = -1;
    cout << ((++gt_roots, canWin(n)) ? "Yes" : "No") << endl;
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
