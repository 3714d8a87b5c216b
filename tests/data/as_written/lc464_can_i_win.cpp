class Solution {
    unordered_map<int, bool> memo;
    int maxN;

    // used: bitmask of the numbers already taken, remaining: what is left to reach the total
    bool canWinFrom(int used, int remaining) {
        if (memo.count(used)) return memo[used];
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
        return canWinFrom(0, desiredTotal);
    }
};
