import atexit
import sys

gt_calls = gt_body = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_calls - gt_body} roots={gt_roots}",
                              file=sys.stderr))


class Solution:
    def divisorGame(self, n: int) -> bool:
        global gt_roots

        @cache
        def dfs_cached(x):
            global gt_body
            gt_body += 1
            # the player to move picks a divisor d of x with 0 < d < x and leaves x - d
            for d in range(1, x):
                if x % d == 0 and not dfs(x - d):
                    return True
            return False

        def dfs(x):
            global gt_calls
            gt_calls += 1
            return dfs_cached(x)

        gt_roots += 1
        return dfs(n)
