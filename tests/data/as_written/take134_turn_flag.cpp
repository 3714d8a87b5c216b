#include <bits/stdc++.h>
using namespace std;

const int MOVES[3] = {1, 3, 4};
int memo[1001][2];

// true if player 0 (the first player) wins when player `turn` is to move with n stones left;
// whoever takes the last stone wins
bool win(int n, int turn) {
    if (n == 0) return turn == 1;
    if (memo[n][turn] != -1) return memo[n][turn];
    bool res = (turn == 1);
    for (int m : MOVES) {
        if (m > n) continue;
        bool r = win(n - m, 1 - turn);
        if (turn == 0 && r) { res = true; break; }
        if (turn == 1 && !r) { res = false; break; }
    }
    return memo[n][turn] = res;
}

int main() {
    int n;
    scanf("%d", &n);
    memset(memo, -1, sizeof memo);
    printf("%s\n", win(n, 0) ? "First" : "Second");
    return 0;
}
