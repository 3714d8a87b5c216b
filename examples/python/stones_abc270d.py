# AtCoder ABC 270 D "Stones" (seed article 003). N stones; the player to move removes A_i of
# them for some A_i <= the stones left (A_1 = 1 < A_2 < ... < A_K); each player maximises the
# stones they remove. dfs(n) is what the player to move gets from n stones:
# max over A_i <= n of (n - dfs(n - A_i)). lru_cache answers a repeated n before the body runs.
# Input: "10 2 / 1 4" -> 5 (18 calls); "100 3 / 1 3 7" -> 50 (293 calls).
import sys
from functools import lru_cache

sys.setrecursionlimit(10 ** 6)

N, K = map(int, input().split())
A = list(map(int, input().split()))


@lru_cache(None)
def dfs(n):
    if n == 0:
        return 0
    res = 0
    for a in A:
        if a > n:
            break
        res = max(res, n - dfs(n - a))
    return res


print(dfs(N))
