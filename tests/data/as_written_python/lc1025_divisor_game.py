class Solution:
    def divisorGame(self, n: int) -> bool:
        @cache
        def dfs(x):
            # the player to move picks a divisor d of x with 0 < d < x and leaves x - d
            for d in range(1, x):
                if x % d == 0 and not dfs(x - d):
                    return True
            return False

        return dfs(n)
