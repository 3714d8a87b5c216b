#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    unordered_map<string, bool> memo;

    bool canWin(string currentState) {
        if (memo.contains(currentState)) return memo[currentState];
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
