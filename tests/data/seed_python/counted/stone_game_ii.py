import atexit
import sys

gt_calls = gt_memo = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}",
                              file=sys.stderr))


class Solution:
    def stoneGameII(self, piles: List[int]) -> int:
        global gt_roots
        n = len(piles)
        arr = [0] * n
        arr[n - 1] = piles[n - 1]
        for i in range(n - 2, -1, -1):
            arr[i] = arr[i + 1] + piles[i]
        dp = [[-1] * (n + 1) for _ in range(n + 1)]
        gt_roots += 1
        return self.solve(arr, 0, 1, dp)

    def solve(self, arr, i, m, dp):
        global gt_calls, gt_memo
        gt_calls += 1
        if i >= len(arr):
            return 0
        if dp[i][m] != -1:
            gt_memo += 1
            return dp[i][m]
        if i - 1 + 2 * m >= len(arr):
            return arr[i]
        opponent = float('inf')
        for x in range(1, 2 * m + 1):
            opponent = min(opponent, self.solve(arr, i + x, max(x, m), dp))
        dp[i][m] = arr[i] - opponent
        return dp[i][m]
