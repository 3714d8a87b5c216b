import atexit
import sys

gt_calls = gt_body = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_calls - gt_body} roots={gt_roots}",
                              file=sys.stderr))


class Solution:
    def stoneGameIII(self, stoneValue: List[int]) -> str:
        global gt_roots
        self.v = stoneValue
        gt_roots += 1
        d = self.best(0)
        if d > 0:
            return "Alice"
        if d < 0:
            return "Bob"
        return "Tie"

    def best(self, i):
        global gt_calls
        gt_calls += 1
        return self.best_cached(i)

    @cache
    def best_cached(self, i):
        # mover's total - opponent's total from stone i on; take 1, 2 or 3 stones
        global gt_body
        gt_body += 1
        if i >= len(self.v):
            return 0
        return max([sum(self.v[i:i + k]) - self.best(i + k) for k in range(1, 4) if i + k <= len(self.v)])
