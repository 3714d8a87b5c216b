from functools import lru_cache

# Alice and Bob take 1, 3 or 4 stones; whoever cannot move loses; Alice moves first.
# win(n, bob) is whether the player to move wins; bob only says whose move it is.


@lru_cache(maxsize=None)
def win(n, bob):
    for m in (1, 3, 4):
        if m <= n and not win(n - m, not bob):
            return True
    return False


n = int(input())
print("Alice" if win(n, False) else "Bob")
