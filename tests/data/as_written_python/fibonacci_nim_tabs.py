from functools import cache
import sys

sys.setrecursionlimit(10000)


# Fibonacci nim: the first move takes 1..n-1 stones, then each move takes 1..2*(last take).
# Whoever takes the last stone wins.
@cache
def win(n, limit):
	if n == 0:
		return False
	for t in range(1, min(limit, n) + 1):
		if not win(n - t, 2 * t):
			return True
	return False


n = int(input())
print("First" if win(n, n - 1) else "Second")
