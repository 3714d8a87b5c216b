// EDPC L "Deque": two players take turns removing the first or the last number of a sequence
// and adding it to their total; each plays for the largest difference between their total and
// the other's. f(l, r) is that difference for the player to move on a[l..r]:
// max(a[l] - f(l + 1, r), a[r] - f(l, r - 1)). The contest's answers reach 3e12, so the values
// are long long, as contest code has them.
#include <gametree.h>

#include <algorithm>
#include <vector>

static std::vector<long long> a;
static std::vector<long long> memo; // by l * n + r
static std::vector<char> known;

static long long f(int l, int r) {
    gt::Call call("l=%d r=%d", l, r);
    if (l > r) return call.base(0LL); // nothing left: no difference
    const std::size_t k = std::size_t(l) * a.size() + std::size_t(r);
    if (gt::memoOn() && known[k]) return call.memo(memo[k]);
    gt::move("take %lld left", a[l]);
    const long long left = a[l] - f(l + 1, r);
    gt::move("take %lld right", a[r]);
    const long long right = a[r] - f(l, r - 1);
    const long long best = std::max(left, right);
    if (gt::memoOn()) {
        memo[k] = best;
        known[k] = 1;
    }
    return call.value(best);
}

GT_GAME(run) {
    const std::vector<int> numbers = run.paramList("a", {10, 80, 90, 30}, 1, 1000000000, 1, 300, "the sequence");
    run.title("Deque (EDPC L)");
    run.values(gt::Values::ScoreDifference);
    run.noShortCircuit();
    a.assign(numbers.begin(), numbers.end());
    memo.assign(a.size() * a.size(), 0);
    known.assign(a.size() * a.size(), 0);
    run.answer(f(0, int(a.size()) - 1));
}
