# EDPC L - Deque. f(l, r): (mover's total - the other's) on a[l..r].
import sys
sys.setrecursionlimit(10 ** 5)

N = int(input())
a = list(map(int, input().split()))
memo = {}


def f(l, r):
    if l > r:
        return 0
    if (l, r) not in memo:
        memo[l, r] = max(a[l] - f(l + 1, r), a[r] - f(l, r - 1))
    return memo[l, r]


print(f(0, N - 1))
