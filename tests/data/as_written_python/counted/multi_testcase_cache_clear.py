import atexit
import sys
from functools import *

gt_calls = gt_body = gt_roots = 0
gt_first = None  # (calls, memo) of the first top-level call
atexit.register(lambda: print(f"calls={gt_first[0]} memo={gt_first[1]} roots={gt_roots}",
                              file=sys.stderr))

# Misère take-away: take 1..k stones; whoever takes the last stone loses.
K = 0


@cache
def win_cached(n):
    global gt_body
    gt_body += 1
    if n == 0:
        return True  # the opponent took the last stone
    for t in range(1, min(K, n) + 1):
        if not win(n - t):
            return True
    return False


def win(n):
    global gt_calls
    gt_calls += 1
    return win_cached(n)


T = int(input())
for _ in range(T):
    n, K = map(int, input().split())
    win_cached.cache_clear()
    gt_roots += 1
    print("Alice" if win(n) else "Bob")
    if gt_roots == 1:
        gt_first = (gt_calls, gt_calls - gt_body)
