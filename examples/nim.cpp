// Nim with three heaps: the player to move takes one or more stones from one heap; whoever takes
// the last stone wins. win(a, b, c) is true when the player to move wins, that is when some move
// leaves the opponent a losing position. Memoized by the heaps; the short-circuit returns at the
// first winning move. (The theory: the mover wins exactly when a XOR b XOR c is not 0.)
#include <gametree.h>

static std::vector<signed char> memo; // by a * 64 + b * 8 + c: -1 unknown

// Are there moves after taking `take` from heap h, in the order they are tried?
static bool movesAfter(const int heaps[3], int h, int take) {
    if (take < heaps[h]) return true;
    for (int k = h + 1; k < 3; ++k)
        if (heaps[k] > 0) return true;
    return false;
}

static bool win(int a, int b, int c) {
    gt::Call call("(%d,%d,%d)", a, b, c);
    if (a + b + c == 0) return call.base(false); // no stone left: the opponent took the last
    const int key = a * 64 + b * 8 + c;
    if (gt::memoOn() && memo[key] != -1) return call.memo(memo[key] == 1);
    int heaps[3] = {a, b, c};
    bool canWin = false;
    for (int h = 0; h < 3; ++h) {
        for (int take = 1; take <= heaps[h]; ++take) {
            gt::move("heap %d −%d", h + 1, take);
            heaps[h] -= take;
            canWin |= !win(heaps[0], heaps[1], heaps[2]);
            heaps[h] += take;
            if (canWin && gt::shortCircuitOn()) {
                if (gt::memoOn()) memo[key] = true;
                return call.value(true, movesAfter(heaps, h, take) ? gt::StoppedEarly : gt::AllMoves);
            }
        }
    }
    if (gt::memoOn()) memo[key] = canWin;
    return call.value(canWin);
}

GT_GAME(run) {
    const std::vector<int> heaps = run.paramList("heaps", {1, 2, 3}, 0, 7, 3, 3, "stones in each of the three heaps");
    run.title("Nim, three heaps");
    run.values(gt::Values::MoverWins);
    run.defaults(true, true);
    memo.assign(8 * 8 * 8, -1);
    run.answer(win(heaps[0], heaps[1], heaps[2]));
}
