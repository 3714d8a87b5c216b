// Alice and Bob take turns removing a non-zero square number of stones.
// The player who cannot move loses.
class Solution {
public:
    vector<int> memo;  // -1 unknown, 0 lose, 1 win

    bool win(int n) {
        if (n == 0) return false;
        if (~memo[n]) return memo[n];
        for (int k = 1; k * k <= n; k++) {
            if (!win(n - k * k)) return memo[n] = 1;
        }
        return memo[n] = 0;
    }

    bool winnerSquareGame(int n) {
        memo.assign(n + 1, -1);
        return win(n);
    }
};
