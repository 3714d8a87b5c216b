#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

// Alice and Bob take turns removing a non-zero square number of stones.
// The player who cannot move loses.
class Solution {
public:
    vector<int> memo;  // -1 unknown, 0 lose, 1 win

    bool win(int n) {
        ++gt_calls;
        if (n == 0) return false;
        if (~memo[n]) { ++gt_memo; return memo[n]; }
        for (int k = 1; k * k <= n; k++) {
            if (!win(n - k * k)) return memo[n] = 1;
        }
        return memo[n] = 0;
    }

    bool winnerSquareGame(int n) {
        memo.assign(n + 1, -1);
        ++gt_roots; return win(n);
    }
};

int main() {
    Solution sol;
    auto result = sol.winnerSquareGame(17);
    cout << boolalpha << result << '\n';
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
