// LeetCode 1140 "Stone Game II" (seed article 002): piles in a row; the player to move takes the
// first X piles, 1 <= X <= 2M, then M = max(M, X). solve(i, M) is the stones the player to move
// gets from pile i on: "my share = stones left - the opponent's best". The memo is read before
// the take-everything shortcut, and the shortcut's value is not stored.
#include <gametree.h>
#include <climits>

static std::vector<int> piles;
static std::vector<int> suffix; // stones in piles i..n-1
static std::vector<int> memo;   // by (i, M): -1 unknown
static int n;

static int solve(int i, int m) {
    gt::Call call("i=%d M=%d", i, m);
    if (i >= n) return call.base(0);
    call.cell(i, m);                                       // dp[i][m], as the article indexes it
    if (gt::memoOn() && memo[i * (n + 1) + m] != -1) return call.memo(memo[i * (n + 1) + m]);
    if (i - 1 + 2 * m >= n) return call.base(suffix[i]);   // all the rest fits in 2M: take it
    int opponentBest = INT_MAX;
    for (int x = 1; x <= 2 * m; ++x) {
        gt::move("x=%d", x);
        opponentBest = std::min(opponentBest, solve(i + x, std::max(x, m)));
    }
    const int mine = suffix[i] - opponentBest;
    if (gt::memoOn()) memo[i * (n + 1) + m] = mine;
    return call.value(mine);
}

GT_GAME(run) {
    piles = run.paramList("piles", {2, 7, 9, 4, 4}, 1, 10000, 1, 100, "stones in each pile, in order");
    run.title("Stone Game II (LeetCode 1140)");
    run.values(gt::Values::MoverScore);
    run.noShortCircuit();                                  // a minimum needs every move
    n = int(piles.size());
    suffix.assign(n + 1, 0);
    for (int i = n - 1; i >= 0; --i) suffix[i] = suffix[i + 1] + piles[i];
    run.table("dp[n+1][n+1]", n + 1, n + 1);
    run.tableAxes("i", "M");
    memo.assign((n + 1) * (n + 1), -1);
    run.answer(solve(0, 1));
}
