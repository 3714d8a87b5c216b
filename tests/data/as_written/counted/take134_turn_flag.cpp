#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

const int MOVES[3] = {1, 3, 4};
int memo[1001][2];

// true if player 0 (the first player) wins when player `turn` is to move with n stones left;
// whoever takes the last stone wins
bool win(int n, int turn) {
    ++gt_calls;
    if (n == 0) return turn == 1;
    if (memo[n][turn] != -1) { ++gt_memo; return memo[n][turn]; }
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
    printf("%s\n", (++gt_roots, win(n, 0)) ? "First" : "Second");
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
    return 0;
}
