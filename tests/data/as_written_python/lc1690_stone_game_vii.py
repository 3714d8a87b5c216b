class Solution:
    def stoneGameVII(self, stones: List[int]) -> int:
        self.pre = [0]
        for s in stones:
            self.pre.append(self.pre[-1] + s)
        self.memo = {}
        return self.dp(0, len(stones) - 1)

    # best (mover's points - opponent's points) on stones[l..r]; removing a stone scores the
    # sum of the stones that remain
    def dp(self, l, r):
        if l == r:
            return 0
        if (l, r) in self.memo:
            return self.memo[(l, r)]
        left = self.pre[r + 1] - self.pre[l + 1] - self.dp(l + 1, r)
        right = self.pre[r] - self.pre[l] - self.dp(l, r - 1)
        self.memo[(l, r)] = max(left, right)
        return self.memo[(l, r)]
