import sys
from functools import lru_cache

sys.setrecursionlimit(10000)


# take 1, 3 or 4 stones; whoever takes the last stone wins
@lru_cache(maxsize=None)
def win(n):
    return (n >= 1 and not win(n - 1)) or (n >= 3 and not win(n - 3)) or (n >= 4 and not win(n - 4))


n = int(input())
print("First" if win(n) else "Second")
