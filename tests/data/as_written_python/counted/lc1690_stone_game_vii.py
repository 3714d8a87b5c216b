import atexit
import sys

gt_calls = gt_memo = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}",
                              file=sys.stderr))


class Solution:
    def stoneGameVII(self, stones: List[int]) -> int:
        global gt_roots
        self.pre = [0]
        for s in stones:
            self.pre.append(self.pre[-1] + s)
        self.memo = {}
        gt_roots += 1
        return self.dp(0, len(stones) - 1)

    # best (mover's points - opponent's points) on stones[l..r]; removing a stone scores the
    # sum of the stones that remain
    def dp(self, l, r):
        global gt_calls, gt_memo
        gt_calls += 1
        if l == r:
            return 0
        if (l, r) in self.memo:
            gt_memo += 1
            return self.memo[(l, r)]
        left = self.pre[r + 1] - self.pre[l + 1] - self.dp(l + 1, r)
        right = self.pre[r] - self.pre[l] - self.dp(l, r - 1)
        self.memo[(l, r)] = max(left, right)
        return self.memo[(l, r)]
