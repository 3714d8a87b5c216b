import atexit
import sys
from functools import lru_cache

gt_calls = gt_body = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_calls - gt_body} roots={gt_roots}",
                              file=sys.stderr))

sys.setrecursionlimit(10 ** 6)

N, K = map(int, input().split())
A = list(map(int, input().split()))


@lru_cache(None)
def dfs_cached(n):
    global gt_body
    gt_body += 1
    if n == 0:
        return 0
    res = 0
    for a in A:
        if a > n:
            break
        res = max(res, n - dfs(n - a))
    return res


def dfs(n):
    global gt_calls
    gt_calls += 1
    return dfs_cached(n)


gt_roots += 1
print(dfs(N))
