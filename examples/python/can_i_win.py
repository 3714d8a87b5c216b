# LeetCode 464 "Can I Win" (seed articles 000 and 001), as submitted on LeetCode: no imports,
# `cache` is one of the names LeetCode's Python 3 imports for you.
# Players take turns picking an unused number 1..maxChoosableInteger and add it to a running
# total; whoever brings the total to desiredTotal or beyond wins.
# solve(s, mask): s is what is still needed, mask the numbers used (bit i for number i); it is
# True when the player to move can force a win. As in the articles, every unused number is tried
# and OR-ed (no early exit), and s <= 0 means the opponent just reached the total.
# Call: canIWin(10, 11) -> false (344 calls).


class Solution:
    def canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool:
        n = maxChoosableInteger
        if desiredTotal <= 0:
            return True
        if desiredTotal > n * (n + 1) // 2:
            return False

        @cache
        def solve(s, mask):
            if s <= 0:
                return False
            ret = False
            for i in range(1, n + 1):
                if not (mask >> i) & 1:
                    ret |= not solve(s - i, mask ^ (1 << i))
            return ret

        return solve(desiredTotal, 0)
