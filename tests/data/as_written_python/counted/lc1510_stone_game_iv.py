import atexit
import sys

gt_calls = gt_body = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_calls - gt_body} roots={gt_roots}",
                              file=sys.stderr))


class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        global gt_roots
        squares = [k * k for k in range(1, int(n ** 0.5) + 1)]

        @lru_cache(None)
        def win_cached(m):
            global gt_body
            gt_body += 1
            return any(not win(m - s) for s in squares if s <= m)

        def win(m):
            global gt_calls
            gt_calls += 1
            return win_cached(m)

        gt_roots += 1
        return win(n)
