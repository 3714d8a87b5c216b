// Tic-tac-toe solved by memoized negamax: score(board) is the result for the player to move,
// 1 a win, 0 a draw, -1 a loss, and a position is worth the best of its moves seen from the
// other side (-score of the board after it). The memo is keyed by the board; the short-circuit
// returns at the first winning move. X moves first; the starting board is a parameter.
#include <gametree.h>

static std::vector<signed char> memo; // by the board read in base 3: 2 is unknown

static bool won(const char* b, char p) {
    static const int lines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    for (const auto& l : lines)
        if (b[l[0]] == p && b[l[1]] == p && b[l[2]] == p) return true;
    return false;
}

static int key(const char* b) {
    int k = 0;
    for (int i = 0; i < 9; ++i) k = 3 * k + (b[i] == 'X' ? 1 : b[i] == 'O' ? 2 : 0);
    return k;
}

// The result for `me`, to move on board b (9 cells of 'X', 'O' or '.').
static int score(char* b, char me) {
    gt::Call call("%.3s/%.3s/%.3s", b, b + 3, b + 6);
    const char other = me == 'X' ? 'O' : 'X';
    if (won(b, other)) return call.base(-1);            // the last move won
    int empty = 0;
    for (int i = 0; i < 9; ++i) empty += b[i] == '.';
    if (empty == 0) return call.base(0);                // a full board: a draw
    const int k = key(b);
    if (gt::memoOn() && memo[k] != 2) return call.memo(int(memo[k]));
    int best = -2;
    for (int i = 0; i < 9; ++i) {
        if (b[i] != '.') continue;
        gt::move("%c at %d", me, i + 1);
        b[i] = me;
        best = std::max(best, -score(b, other));
        b[i] = '.';
        if (best == 1 && gt::shortCircuitOn()) {
            bool movesLeft = false;
            for (int j = i + 1; j < 9; ++j) movesLeft |= b[j] == '.';
            if (gt::memoOn()) memo[k] = 1;
            return call.value(1, movesLeft ? gt::StoppedEarly : gt::AllMoves);
        }
    }
    if (gt::memoOn()) memo[k] = best;
    return call.value(best);
}

GT_GAME(run) {
    // The board's cells as numbers, row by row: 0 empty, 1 X, 2 O. X moves when the counts are equal.
    const std::vector<int> cells = run.paramList("board", {1, 0, 0, 0, 2, 0, 0, 0, 0}, 0, 2, 9, 9,
                                                 "the nine cells, row by row: 0 empty, 1 X, 2 O");
    run.title("Tic-tac-toe (memoized negamax)");
    run.values(gt::Values::Negamax);
    run.defaults(true, false);
    char board[10] = {};
    int xs = 0, os = 0;
    for (int i = 0; i < 9; ++i) {
        board[i] = cells[i] == 1 ? 'X' : cells[i] == 2 ? 'O' : '.';
        xs += cells[i] == 1;
        os += cells[i] == 2;
    }
    memo.assign(19683, 2);
    run.answer(score(board, xs == os ? 'X' : 'O'));
}
