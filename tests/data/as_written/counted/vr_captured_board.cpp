#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

// Tic-tac-toe from the position on stdin; X moves first. The board and the move count live in
// main, and the recursion (a lambda through self) changes them in place around each call
// (ABC 349 E style): its only parameter is itself.
int main() {
    vector<string> g(3);
    for (auto& row : g) cin >> row;
    int moves = 0;
    for (auto& row : g)
        for (char c : row) moves += c != '.';
    auto wins = [&](char p) {
        for (int i = 0; i < 3; i++) {
            if (g[i][0] == p && g[i][1] == p && g[i][2] == p) return true;
            if (g[0][i] == p && g[1][i] == p && g[2][i] == p) return true;
        }
        return (g[0][0] == p && g[1][1] == p && g[2][2] == p) || (g[0][2] == p && g[1][1] == p && g[2][0] == p);
    };
    // 1: the player to move wins, 0: a draw, -1: the player to move loses
    auto dfs = [&](auto self) -> int {
        ++gt_calls;
        char me = moves % 2 == 0 ? 'X' : 'O', other = me == 'X' ? 'O' : 'X';
        if (wins(other)) return -1;
        if (moves == 9) return 0;
        int best = -1;
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++) {
                if (g[i][j] != '.') continue;
                g[i][j] = me, moves++;
                best = max(best, -self(self));
                g[i][j] = '.', moves--;
            }
        return best;
    };
    ++gt_roots;
    int v = dfs(dfs);
    char me = moves % 2 == 0 ? 'X' : 'O';
    cout << (v > 0 ? string(1, me) : v < 0 ? string(1, me == 'X' ? 'O' : 'X') : string("Draw")) << "\n";
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
