#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

class Solution {
    unordered_map<int, bool> memo;
    int maxN;

    // used: bitmask of the numbers already taken, remaining: what is left to reach the total
    bool canWinFrom(int used, int remaining) {
        ++gt_calls;
        if (memo.count(used)) { ++gt_memo; return memo[used]; }
        for (int i = 1; i <= maxN; i++) {
            int bit = 1 << i;
            if (used & bit) continue;
            if (i >= remaining || !canWinFrom(used | bit, remaining - i)) {
                return memo[used] = true;
            }
        }
        return memo[used] = false;
    }

public:
    bool canIWin(int maxChoosableInteger, int desiredTotal) {
        if (desiredTotal <= 0) return true;
        if (maxChoosableInteger * (maxChoosableInteger + 1) / 2 < desiredTotal) return false;
        maxN = maxChoosableInteger;
        memo.clear();
        ++gt_roots; return canWinFrom(0, desiredTotal);
    }
};

int main() {
    Solution sol;
    auto result = sol.canIWin(10, 40);
    cout << boolalpha << result << '\n';
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
