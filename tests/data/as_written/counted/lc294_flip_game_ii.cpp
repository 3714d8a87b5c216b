#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

class Solution {
public:
    unordered_map<string, bool> memo;

    bool canWin(string currentState) {
        ++gt_calls;
        if (memo.contains(currentState)) { ++gt_memo; return memo[currentState]; }
        for (int i = 0; i + 1 < (int)currentState.size(); i++) {
            if (currentState[i] == '+' && currentState[i + 1] == '+') {
                currentState[i] = currentState[i + 1] = '-';
                bool opponentWins = canWin(currentState);
                currentState[i] = currentState[i + 1] = '+';
                if (!opponentWins) return memo[currentState] = true;
            }
        }
        return memo[currentState] = false;
    }
};

int main() {
    Solution sol;
    ++gt_roots;  // canWin is both the entry point and the recursion
    auto result = sol.canWin("++++++++");
    cout << boolalpha << result << '\n';
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
