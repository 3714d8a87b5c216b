class Solution:
    def stoneGameIII(self, stoneValue: List[int]) -> str:
        self.v = stoneValue
        d = self.best(0)
        if d > 0:
            return "Alice"
        if d < 0:
            return "Bob"
        return "Tie"

    @cache
    def best(self, i):
        # mover's total - opponent's total from stone i on; take 1, 2 or 3 stones
        if i >= len(self.v):
            return 0
        return max([sum(self.v[i:i + k]) - self.best(i + k) for k in range(1, 4) if i + k <= len(self.v)])
