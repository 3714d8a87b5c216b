import atexit
import sys
from functools import lru_cache

gt_calls = gt_body = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_calls - gt_body} roots={gt_roots}",
                              file=sys.stderr))

# Alice and Bob take 1, 3 or 4 stones; whoever cannot move loses; Alice moves first.
# win(n, bob) is whether the player to move wins; bob only says whose move it is.


@lru_cache(maxsize=None)
def win_cached(n, bob):
    global gt_body
    gt_body += 1
    for m in (1, 3, 4):
        if m <= n and not win(n - m, not bob):
            return True
    return False


def win(n, bob):
    global gt_calls
    gt_calls += 1
    return win_cached(n, bob)


n = int(input())
gt_roots += 1
print("Alice" if win(n, False) else "Bob")
