// A subtraction game: the player to move takes 1, 3 or 4 stones (the moves are a parameter);
// whoever cannot move loses. g(n), the Grundy number of a pile of n, is the mex of g over the
// piles a move leaves (the smallest number none of them has): the player to move loses exactly
// when it is 0. A sum of such games is won by the XOR of the piles' Grundy numbers.
#include <gametree.h>

#include <vector>

static std::vector<int> moves;
static std::vector<int> memo; // -1 unknown

static int g(int n) {
    gt::Call call("n=%d", n);
    if (n < moves[0]) return call.base(0); // no move: lost, mex{} = 0
    if (gt::memoOn() && memo[n] != -1) return call.memo(memo[n]);
    std::vector<bool> reached(moves.size() + 1, false); // a mex is at most the number of moves
    for (int m : moves) {
        if (m > n) break;
        gt::move("-%d", m);
        const int value = g(n - m);
        if (value < int(reached.size())) reached[value] = true;
    }
    int mex = 0;
    while (reached[mex]) ++mex;
    if (gt::memoOn()) memo[n] = mex;
    return call.value(mex);
}

GT_GAME(run) {
    const int n = run.param("n", 10, 0, 10000, "stones in the pile");
    moves = run.paramList("moves", {1, 3, 4}, 1, 100, 1, 10, "the moves, increasing");
    run.title("Subtraction game (Grundy numbers)");
    run.values(gt::Values::Grundy);
    run.noShortCircuit();
    memo.assign(n + 1, -1);
    run.answer(g(n));
}
