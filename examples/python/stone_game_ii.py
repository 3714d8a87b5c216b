# LeetCode 1140 "Stone Game II" (seed article 002), as submitted on LeetCode (List is imported
# for you). Piles in a row; the player to move takes the first X piles left, 1 <= X <= 2M, then
# M = max(M, X). solve(i, m) is the number of stones the player to move gets from pile i on:
# my share = stones left - the least the opponent can get. The memo dp[i][m] is read after the
# i >= n base case and before the "take everything" shortcut, whose value is not stored.
# Call: stoneGameII([2,7,9,4,4]) -> 10 (9 calls).


class Solution:
    def stoneGameII(self, piles: List[int]) -> int:
        n = len(piles)
        arr = [0] * n
        arr[n - 1] = piles[n - 1]
        for i in range(n - 2, -1, -1):
            arr[i] = arr[i + 1] + piles[i]
        dp = [[-1] * (n + 1) for _ in range(n + 1)]
        return self.solve(arr, 0, 1, dp)

    def solve(self, arr, i, m, dp):
        if i >= len(arr):
            return 0
        if dp[i][m] != -1:
            return dp[i][m]
        if i - 1 + 2 * m >= len(arr):
            return arr[i]
        opponent = float('inf')
        for x in range(1, 2 * m + 1):
            opponent = min(opponent, self.solve(arr, i + x, max(x, m), dp))
        dp[i][m] = arr[i] - opponent
        return dp[i][m]
