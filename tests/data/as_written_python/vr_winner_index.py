# Takahashi (0) moves first, then Aoki (1); take 1, 3 or 4 stones; whoever cannot move loses.
# who(n, p) is the index of the player who wins with player p to move.
N = int(input())
dp = [[-1] * 2 for _ in range(N + 1)]


def who(n, p):
    if dp[n][p] != -1:
        return dp[n][p]
    w = 1 - p
    for m in (1, 3, 4):
        if m <= n and who(n - m, 1 - p) == p:
            w = p
    dp[n][p] = w
    return w


print(["Takahashi", "Aoki"][who(N, 0)])
