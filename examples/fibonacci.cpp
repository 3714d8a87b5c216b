// Fibonacci, the classic first memoized recursion: fib(n) = fib(n - 1) + fib(n - 2). No players:
// drawn as a plain call tree, with the memo answers marked and linked to where they were computed.
#include <gametree.h>

static std::vector<int> memo; // -1 unknown

static int fib(int n) {
    gt::Call call("fib(%d)", n);
    if (n <= 1) return call.base(n);
    if (gt::memoOn() && memo[n] != -1) return call.memo(memo[n]);
    gt::move("n−1");
    const int a = fib(n - 1);
    gt::move("n−2");
    const int b = fib(n - 2);
    if (gt::memoOn()) memo[n] = a + b;
    return call.value(a + b);
}

GT_GAME(run) {
    const int n = run.param("n", 6, 0, 40, "which Fibonacci number");
    run.title("Fibonacci");
    run.values(gt::Values::Plain);
    run.noShortCircuit();
    memo.assign(n + 1, -1);
    run.answer(fib(n));
}
