import atexit
import sys

gt_calls = gt_body = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_calls - gt_body} roots={gt_roots}",
                              file=sys.stderr))


class Solution:
    def canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool:
        global gt_roots
        n = maxChoosableInteger
        if desiredTotal <= 0:
            return True
        if desiredTotal > n * (n + 1) // 2:
            return False

        @cache
        def solve_cached(s, mask):
            global gt_body
            gt_body += 1
            if s <= 0:
                return False
            ret = False
            for i in range(1, n + 1):
                if not (mask >> i) & 1:
                    ret |= not solve(s - i, mask ^ (1 << i))
            return ret

        def solve(s, mask):
            global gt_calls
            gt_calls += 1
            return solve_cached(s, mask)

        gt_roots += 1
        return solve(desiredTotal, 0)
