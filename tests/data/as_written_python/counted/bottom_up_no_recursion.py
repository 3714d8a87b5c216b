import atexit
import sys

atexit.register(lambda: print("calls=0 memo=0 roots=0", file=sys.stderr))

# ABC 270 D "Stones", bottom-up: dp[n] = stones the player to move gets from a pile of n.
N, K = map(int, input().split())
A = list(map(int, input().split()))
dp = [0] * (N + 1)
for n in range(1, N + 1):
    for a in A:
        if a > n:
            break
        dp[n] = max(dp[n], n - dp[n - a])
print(dp[N])
