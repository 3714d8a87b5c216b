from functools import *

# Misère take-away: take 1..k stones; whoever takes the last stone loses.
K = 0


@cache
def win(n):
    if n == 0:
        return True  # the opponent took the last stone
    for t in range(1, min(K, n) + 1):
        if not win(n - t):
            return True
    return False


T = int(input())
for _ in range(T):
    n, K = map(int, input().split())
    win.cache_clear()
    print("Alice" if win(n) else "Bob")
