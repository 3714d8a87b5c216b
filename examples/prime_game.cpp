// yukicoder No.7 (seed article 004): from N the player to move subtracts a prime not above the
// starting N and not above what is left; whoever is handed 0 or 1 wins. dfs(turn, n) says
// whether the FIRST player wins; primes are tried largest first; the base case comes before the
// memo; the first player's turn is an OR node (return at the first winning move), the second
// player's an AND node (return at the first losing one).
#include <gametree.h>

static int start;
static std::vector<int> primesDescending;
static std::vector<signed char> memo; // by (turn, n): -1 unknown

static int dfs(int turn, int n) {
    gt::Call call("N=%d, %s player", n, turn == 0 ? "first" : "second");
    call.cell(turn, n);                                         // visit[turn][N]
    if (n == 0 || n == 1) return call.base(turn == 0 ? 1 : 0); // handed 0 or 1: the mover wins
    const int state = turn * (start + 1) + n;
    if (gt::memoOn() && memo[state] >= 0) return call.memo(int(memo[state]));
    const int deciding = turn == 0 ? 1 : 0; // the child value that settles it
    int result = 1 - deciding;
    bool stoppedEarly = false;
    for (std::size_t k = 0; k < primesDescending.size(); ++k) {
        const int p = primesDescending[k];
        if (n - p < 0) continue;
        gt::move("−%d", p);
        if (dfs(1 - turn, n - p) == deciding) {
            result = deciding;
            if (gt::shortCircuitOn()) {
                stoppedEarly = k + 1 < primesDescending.size(); // smaller primes remain
                break;
            }
        }
    }
    if (gt::memoOn()) memo[state] = result;
    return call.value(result, stoppedEarly ? gt::StoppedEarly : gt::AllMoves);
}

GT_GAME(run) {
    start = run.param("n", 7, 2, 10000, "the starting number N");
    run.title("Prime Number Game (yukicoder No.7)");
    run.values(gt::Values::FirstPlayerWins);
    run.defaults(true, true);                     // the article returns at once
    std::vector<bool> composite(start + 1, false);
    for (int p = 2; p <= start; ++p) {
        if (composite[p]) continue;
        primesDescending.insert(primesDescending.begin(), p);
        for (long long q = (long long)p * p; q <= start; q += p) composite[q] = true;
    }
    run.table("visit[2][N+1]", 2, start + 1);
    run.tableAxes("turn", "N");
    memo.assign(2 * (start + 1), -1);
    run.answer(dfs(0, start));
}
