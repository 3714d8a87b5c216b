#include <bits/stdc++.h>
using namespace std;

map<string, int> memo;

bool hasLine(const string& b, char c) {
    static const int L[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    for (auto& l : L)
        if (b[l[0]] == c && b[l[1]] == c && b[l[2]] == c) return true;
    return false;
}

// value for the player `me` who is to move: 1 win, 0 draw, -1 loss
int negamax(string& b, char me) {
    string key = b + me;
    if (memo.count(key)) return memo[key];
    char op = (me == 'X') ? 'O' : 'X';
    if (hasLine(b, op)) return memo[key] = -1;
    int best = -2;
    for (int i = 0; i < 9; i++) {
        if (b[i] != '.') continue;
        b[i] = me;
        best = max(best, -negamax(b, op));
        b[i] = '.';
    }
    if (best == -2) best = 0;  // full board
    return memo[key] = best;
}

int main() {
    string b, row;
    for (int i = 0; i < 3; i++) {
        cin >> row;
        b += row;
    }
    int x = count(b.begin(), b.end(), 'X'), o = count(b.begin(), b.end(), 'O');
    char me = (x == o) ? 'X' : 'O';
    char op = (me == 'X') ? 'O' : 'X';
    int v = negamax(b, me);
    if (v > 0) cout << me << '\n';
    else if (v < 0) cout << op << '\n';
    else cout << "Draw" << '\n';
}
