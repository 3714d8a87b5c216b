// A new game: a pile of n stones, each player in turn takes 1 to k of them, and whoever takes the
// last stone wins. Change it into your own recursion: every call is one gt::Call, every return
// says how the call ended, and the studio draws the tree, steps through it and exports it.
#include <gametree.h>

static std::vector<int> memo; // memo[n]: -1 unknown, else 1 when the player to move wins
static int k;

static bool win(int n) {
    gt::Call call("n=%d", n);                   // the label is the state: equal labels share the memo
    call.cell(n);                               // its cell in the DP table view: memo[n]
    if (gt::memoOn() && memo[n] != -1)
        return call.memo(memo[n] == 1);         // answered from the memo table
    if (n == 0)
        return call.base(false);                // no stone left: the opponent took the last one
    bool canWin = false;
    for (int take = 1; take <= k && take <= n; ++take) {
        gt::move("-%d", take);                  // the label of the edge to the next call
        if (!win(n - take)) {
            canWin = true;
            if (gt::shortCircuitOn()) {         // stop at the first winning move
                if (gt::memoOn()) memo[n] = 1;
                return call.value(true, take < k && take < n ? gt::StoppedEarly : gt::AllMoves);
            }
        }
    }
    if (gt::memoOn()) memo[n] = canWin;
    return call.value(canWin);                  // computed from the children
}

GT_GAME(run) {
    const int n = run.param("n", 10, 0, 1000, "stones in the pile");
    k = run.param("k", 3, 1, 10, "the most stones one move takes");
    run.title("Take 1 to k stones");
    run.values(gt::Values::MoverWins);          // true: the player to move wins
    run.defaults(true, false);                  // memo on, short-circuit off
    run.table("memo[n+1]", n + 1);              // the memo as the DP table view draws it
    run.tableAxes("n");
    memo.assign(n + 1, -1);
    run.answer(win(n));
}
