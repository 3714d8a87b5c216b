// AtCoder ABC 270 D "Stones" (seed article 003): N stones; the player to move removes a_i of them
// for some a_i <= the stones left; each player maximises the stones they remove.
// dfs(n) = max over a <= n of (n - dfs(n - a)); the memo is read before the n = 0 base case.
#include <gametree.h>

static std::vector<int> memo;
static std::vector<int> a;

static int dfs(int n) {
    gt::Call call("n=%d", n);            // enters a call; the label is the state: memo answers
                                         // link to the first computed call with an equal label
    call.cell(n);                        // its cell in the DP table: dp[n]
    if (gt::memoOn() && memo[n] != -1) return call.memo(memo[n]);
    if (n == 0) return call.base(0);
    int best = 0;
    for (int x : a) {
        if (x > n) break;
        gt::move("-%d", x);              // labels the edge to the next call entered
        best = std::max(best, n - dfs(n - x));
    }
    if (gt::memoOn()) memo[n] = best;
    return call.value(best);             // computed from its children
}

GT_GAME(run) {                           // the program's entry point
    const int n = run.param("n", 10, 1, 10000, "stones in the pile");
    a = run.paramList("moves", {1, 4}, 1, 10000, 1, 100, "the moves, increasing");
    run.title("Stones (ABC 270 D)");
    run.values(gt::Values::MoverScore);
    run.noShortCircuit();                // a maximum needs every move
    run.table("dp[N+1]", n + 1);         // the memo as the article allocates it
    run.tableAxes("n");
    memo.assign(n + 1, -1);
    run.answer(dfs(n));
}
