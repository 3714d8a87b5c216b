class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        squares = [k * k for k in range(1, int(n ** 0.5) + 1)]

        @lru_cache(None)
        def win(m):
            return any(not win(m - s) for s in squares if s <= m)

        return win(n)
