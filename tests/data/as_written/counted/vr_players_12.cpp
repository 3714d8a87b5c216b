#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

int dp[1001][3];

// Take 1, 3 or 4 stones; whoever takes the last stone wins. Players are 1 and 2, player 1
// starts: does player 1 win when player p is to move with n stones left?
bool oneWins(int n, int p) {
    ++gt_calls;
    if (n == 0) return p == 2;
    if (dp[n][p] != -1) { ++gt_memo; return dp[n][p]; }
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
    cout << ((++gt_roots, oneWins(n, 1)) ? "First" : "Second") << endl;
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
