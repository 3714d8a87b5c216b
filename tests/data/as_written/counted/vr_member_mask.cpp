#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

class Solution {
    int used = 0;              // the numbers taken so far, a bit each, changed in place
    int maxN = 0;
    unordered_map<int, bool> seen;

    // Whether the player to move reaches the total first; the state is (left, used).
    bool wins(int left) {
        ++gt_calls;
        if (seen.count(used)) { ++gt_memo; return seen[used]; }
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
        ++gt_roots; return wins(desiredTotal);
    }
};

int main() {
    Solution sol;
    auto result = sol.canIWin(5, 12);
    cout << boolalpha << result << '\n';
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
