// LeetCode 464 "Can I Win" (seed articles 000 and 001): players alternately take an unused
// number 1..max and add it to a running total; whoever brings it to the total or beyond wins.
// solve(need, used) is true when the player to move wins; the memo is keyed by the set of used
// numbers and read after the base case; every move is tried in increasing order and OR-ed.
#include <gametree.h>

static int maxChoosable;
static int total;
static std::vector<signed char> memo; // by the set of used numbers: -1 unknown

// "{1,3}": the label is made in every call, so it is written into one buffer.
static const char* setText(unsigned used) {
    static char text[4 * 20 + 3];
    char* at = text;
    *at++ = '{';
    for (int i = 1; i <= maxChoosable; ++i) {
        if (!(used >> (i - 1) & 1)) continue;
        if (at > text + 1) *at++ = ',';
        if (i >= 10) *at++ = char('0' + i / 10);
        *at++ = char('0' + i % 10);
    }
    *at++ = '}';
    *at = '\0';
    return text;
}

static bool solve(int need, unsigned used) {
    gt::Call call("used %s · %s %d", setText(used), need > 0 ? "need" : "reached", need > 0 ? need : total - need);
    call.cell(used);                                   // dp[used]: a table of subsets
    if (need <= 0) return call.base(false);            // the opponent just won
    if (gt::memoOn() && memo[used] != -1) return call.memo(memo[used] == 1);
    bool canWin = false;
    bool stoppedEarly = false;
    for (int i = 1; i <= maxChoosable; ++i) {
        if (used >> (i - 1) & 1) continue;
        gt::move("+%d", i);
        canWin |= !solve(need - i, used | 1u << (i - 1));
        if (canWin && gt::shortCircuitOn()) {
            stoppedEarly = (~used & ((1u << maxChoosable) - 1)) >> i != 0; // unused numbers left
            break;
        }
    }
    if (gt::memoOn()) memo[used] = canWin;
    return call.value(canWin, stoppedEarly ? gt::StoppedEarly : gt::AllMoves);
}

GT_GAME(run) {
    maxChoosable = run.param("max", 10, 1, 20, "largest number that can be chosen");
    total = run.param("total", 11, 0, 300, "desired total");
    run.title("Can I Win (LeetCode 464)");
    run.values(gt::Values::MoverWins);
    run.defaults(true, false);                         // the article ORs every move
    run.subsetTable("dp[1 << max]", maxChoosable);
    if (total <= 0) return run.answer(true);           // the first player has already won: no call
    if (total > maxChoosable * (maxChoosable + 1) / 2) return run.answer(false); // out of reach
    memo.assign(std::size_t(1) << maxChoosable, -1);
    run.answer(solve(total, 0));
}
