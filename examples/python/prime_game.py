# yukicoder No.7 "Prime Number Game" (seed article 004). From N, the player to move subtracts a
# prime p <= N (the primes up to the starting N) and hands the rest over; whoever is handed 0 or
# 1 wins. dfs(T, n) says whether the FIRST player wins when it is player T's turn (0 first,
# 1 second) with n left: an OR node on the first player's turn, an AND node on the second's,
# each returning at the first move that decides it. Primes are tried largest first; the
# 0/1 base case comes before the visit table (-1 unknown, else 0/1).
# Input: "7" -> Win (4 calls); "9299" -> Win (27095 calls).
import sys

sys.setrecursionlimit(100000)

N = int(input())

P = []
for i in range(2, N + 1):
    j = 2
    while j * j <= i:
        if i % j == 0:
            break
        j += 1
    else:
        P.append(i)
P.reverse()

visit = [[-1] * (N + 1) for _ in range(2)]


def dfs(T, n):
    if n == 0 or n == 1:
        return T == 0
    if visit[T][n] >= 0:
        return visit[T][n] == 1
    if T == 0:
        for x in P:
            if n - x >= 0:
                if dfs(1, n - x):
                    visit[T][n] = 1
                    return True
        visit[T][n] = 0
        return False
    else:
        for x in P:
            if n - x >= 0:
                if not dfs(0, n - x):
                    visit[T][n] = 0
                    return False
        visit[T][n] = 1
        return True


print("Win" if dfs(0, N) else "Lose")
