// Tic-tac-toe by minimax with alpha-beta pruning, from X's side: 1 X wins, 0 a draw, -1 O wins.
// X maximises, O minimises; [alpha, beta] is the window of values that can still matter, and a
// call returns as soon as its value falls outside it: a cutoff, marked as stopped early. The
// Short-circuit switch turns the pruning on and off; alpha and beta are part of each label.
#include <gametree.h>

static bool won(const char* b, char p) {
    static const int lines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    for (const auto& l : lines)
        if (b[l[0]] == p && b[l[1]] == p && b[l[2]] == p) return true;
    return false;
}

static int minimax(char* b, bool xToMove, int alpha, int beta) {
    gt::Call call(xToMove ? gt::First : gt::Second, "%.3s/%.3s/%.3s α=%d β=%d", b, b + 3, b + 6, alpha, beta);
    if (won(b, 'X')) return call.base(1);
    if (won(b, 'O')) return call.base(-1);
    int empty = 0;
    for (int i = 0; i < 9; ++i) empty += b[i] == '.';
    if (empty == 0) return call.base(0);
    int best = xToMove ? -2 : 2;
    for (int i = 0; i < 9; ++i) {
        if (b[i] != '.') continue;
        gt::move("%c at %d", xToMove ? 'X' : 'O', i + 1);
        b[i] = xToMove ? 'X' : 'O';
        const int v = minimax(b, !xToMove, alpha, beta);
        b[i] = '.';
        if (xToMove) {
            best = std::max(best, v);
            alpha = std::max(alpha, v);
        } else {
            best = std::min(best, v);
            beta = std::min(beta, v);
        }
        if (alpha >= beta && gt::shortCircuitOn()) {
            bool movesLeft = false;
            for (int j = i + 1; j < 9; ++j) movesLeft |= b[j] == '.';
            return call.value(best, movesLeft ? gt::StoppedEarly : gt::AllMoves);
        }
    }
    return call.value(best);
}

GT_GAME(run) {
    const std::vector<int> cells = run.paramList("board", {1, 2, 0, 0, 1, 0, 0, 0, 0}, 0, 2, 9, 9,
                                                 "the nine cells, row by row: 0 empty, 1 X, 2 O");
    run.title("Tic-tac-toe (minimax with alpha-beta)");
    run.values(gt::Values::FirstPlayerScore);
    run.defaults(false, true);                 // no memo; the short-circuit is the pruning
    char board[10] = {};
    int xs = 0, os = 0;
    for (int i = 0; i < 9; ++i) {
        board[i] = cells[i] == 1 ? 'X' : cells[i] == 2 ? 'O' : '.';
        xs += cells[i] == 1;
        os += cells[i] == 2;
    }
    run.answer(minimax(board, xs == os, -1, 1));
}
