// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Plain minimax straight from each game's rules, written apart from the solvers in src/core:
// no memo, every move evaluated, absolute perspectives where the solvers use the mover's, and a
// count of the positions visited. With the memo and short-circuit off, a solver's recursion
// visits exactly these positions, so its call count must equal `positions`.

#include <algorithm>
#include <cstdint>
#include <vector>

namespace reference {

struct Result {
    std::int64_t answer = 0;
    std::int64_t positions = 0;
};

// Can I Win: does the first player force reaching `total`? (true with no position when total <= 0,
// false with none when all numbers together fall short)
inline Result canIWin(int max, int total)
{
    Result result;
    if (total <= 0)
        return {1, 0};
    if (max * (max + 1) / 2 < total)
        return {0, 0};
    // firstWins(sum, used, firstToMove): the position after the last move.
    auto firstWins = [&](auto&& self, int sum, std::uint32_t used, bool firstToMove) -> bool {
        ++result.positions;
        if (sum >= total)
            return !firstToMove; // whoever moved last reached the total
        bool any = false;
        bool all = true;
        for (int k = 1; k <= max; ++k) {
            if (used & (1u << k))
                continue;
            const bool first = self(self, sum + k, used | (1u << k), !firstToMove);
            any = any || first;
            all = all && first;
        }
        return firstToMove ? any : all;
    };
    result.answer = firstWins(firstWins, 0, 0, true);
    return result;
}

// Prime game: the player who is handed 0 or 1 wins. Returns whether the first player wins.
inline Result primeGame(int start)
{
    std::vector<int> primes;
    for (int p = 2; p <= start; ++p) {
        bool prime = true;
        for (int d = 2; d * d <= p; ++d)
            prime = prime && p % d != 0;
        if (prime)
            primes.push_back(p);
    }
    Result result;
    // moverWins(n): negamax from the mover's side.
    auto moverWins = [&](auto&& self, int n) -> bool {
        ++result.positions;
        if (n <= 1)
            return true;
        bool win = false;
        for (int p : primes)
            if (p <= n && !self(self, n - p))
                win = true;
        return win;
    };
    result.answer = moverWins(moverWins, start);
    return result;
}

// ABC 270 D: both maximise the stones they remove; returns the first player's stones, computed
// through the score difference (mine - theirs) rather than the solver's "n - dfs(n - a)".
inline Result stones(int n, const std::vector<int>& moves)
{
    Result result;
    auto difference = [&](auto&& self, int left) -> int {
        ++result.positions;
        if (left == 0)
            return 0;
        int best = -1'000'000;
        for (int a : moves)
            if (a <= left)
                best = std::max(best, a - self(self, left - a));
        return best;
    };
    const int d = difference(difference, n);
    result.answer = (n + d) / 2;
    return result;
}

// Stone Game II: Alice (first) maximises her stones, Bob minimises them; full game tree.
inline Result stoneGameII(const std::vector<int>& piles)
{
    Result result;
    const int n = int(piles.size());
    auto aliceGets = [&](auto&& self, int i, int m, bool aliceToMove) -> int {
        ++result.positions;
        if (i >= n)
            return 0;
        int best = aliceToMove ? -1 : 1'000'000'000;
        int taken = 0;
        for (int x = 1; x <= 2 * m && i + x <= n; ++x) {
            taken += piles[std::size_t(i + x - 1)];
            const int rest = self(self, i + x, std::max(m, x), !aliceToMove);
            best = aliceToMove ? std::max(best, taken + rest) : std::min(best, rest);
        }
        return best;
    };
    result.answer = aliceGets(aliceGets, 0, 1, true);
    return result;
}

} // namespace reference
