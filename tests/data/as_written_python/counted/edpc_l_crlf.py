import atexit
import sys

gt_calls = gt_memo = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}",
                              file=sys.stderr))

# EDPC L - Deque. f(l, r): (mover's total - the other's) on a[l..r].
sys.setrecursionlimit(10 ** 5)

N = int(input())
a = list(map(int, input().split()))
memo = {}


def f(l, r):
    global gt_calls, gt_memo
    gt_calls += 1
    if l > r:
        return 0
    if (l, r) not in memo:
        memo[l, r] = max(a[l] - f(l + 1, r), a[r] - f(l, r - 1))
    else:
        gt_memo += 1
    return memo[l, r]


gt_roots += 1
print(f(0, N - 1))
