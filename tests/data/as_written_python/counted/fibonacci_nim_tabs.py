import atexit
import sys
from functools import cache

gt_calls = gt_body = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_calls - gt_body} roots={gt_roots}",
							  file=sys.stderr))

sys.setrecursionlimit(10000)


# Fibonacci nim: the first move takes 1..n-1 stones, then each move takes 1..2*(last take).
# Whoever takes the last stone wins.
@cache
def win_cached(n, limit):
	global gt_body
	gt_body += 1
	if n == 0:
		return False
	for t in range(1, min(limit, n) + 1):
		if not win(n - t, 2 * t):
			return True
	return False


def win(n, limit):
	global gt_calls
	gt_calls += 1
	return win_cached(n, limit)


n = int(input())
gt_roots += 1
print("First" if win(n, n - 1) else "Second")
