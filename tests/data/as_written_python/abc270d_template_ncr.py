import sys
from functools import lru_cache

sys.setrecursionlimit(10 ** 6)
input = sys.stdin.readline
MOD = 998244353


# ---- template: counting, recursive (not used in every problem) ----
def P(n, r):
    return 1 if r == 0 else n * P(n - 1, r - 1) % MOD


@lru_cache(maxsize=None)
def nCr(n, r):
    if r < 0 or r > n:
        return 0
    if r == 0 or r == n:
        return 1
    return (nCr(n - 1, r - 1) + nCr(n - 1, r)) % MOD
# ---- end of template ----


def main():
    N, K = map(int, input().split())
    A = list(map(int, input().split()))
    dp = [-1] * (N + 1)

    def f(n):
        # the most stones the player to move takes from n stones
        if n == 0:
            return 0
        if dp[n] != -1:
            return dp[n]
        best = 0
        for a in A:
            if a > n:
                break
            best = max(best, n - f(n - a))
        dp[n] = best
        return best

    print(f(N))


main()
