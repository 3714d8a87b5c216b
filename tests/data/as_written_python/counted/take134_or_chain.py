import atexit
import sys
from functools import lru_cache

gt_calls = gt_body = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_calls - gt_body} roots={gt_roots}",
                              file=sys.stderr))

sys.setrecursionlimit(10000)


# take 1, 3 or 4 stones; whoever takes the last stone wins
@lru_cache(maxsize=None)
def win_cached(n):
    global gt_body
    gt_body += 1
    return (n >= 1 and not win(n - 1)) or (n >= 3 and not win(n - 3)) or (n >= 4 and not win(n - 4))


def win(n):
    global gt_calls
    gt_calls += 1
    return win_cached(n)


n = int(input())
gt_roots += 1
print("First" if win(n) else "Second")
