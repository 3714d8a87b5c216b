class Solution {
    int used = 0;              // the numbers taken so far, a bit each, changed in place
    int maxN = 0;
    unordered_map<int, bool> seen;

    // Whether the player to move reaches the total first; the state is (left, used).
    bool wins(int left) {
        if (seen.count(used)) return seen[used];
        bool res = false;
        for (int i = 1; i <= maxN && !res; i++) {
            if (used >> i & 1) continue;
            if (i >= left) { res = true; break; }
            used |= 1 << i;
            if (!wins(left - i)) res = true;
            used ^= 1 << i;
        }
        return seen[used] = res;
    }

public:
    bool canIWin(int maxChoosableInteger, int desiredTotal) {
        if (maxChoosableInteger * (maxChoosableInteger + 1) / 2 < desiredTotal) return false;
        maxN = maxChoosableInteger;
        return wins(desiredTotal);
    }
};
