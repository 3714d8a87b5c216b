import atexit
import sys

gt_calls = gt_memo = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}",
                              file=sys.stderr))

# Partizan take-away: Alice (who moves first) removes 1 or 4 stones, Bob removes 2 or 3.
# A player who cannot move loses. No memo: the whole tree is searched.


def alice_wins(n):
    global gt_calls
    gt_calls += 1
    # Alice to move: she wins if some move leaves Bob losing
    for t in (1, 4):
        if t <= n and not bob_wins(n - t):
            return True
    return False


def bob_wins(n):
    global gt_calls
    gt_calls += 1
    for t in (2, 3):
        if t <= n and not alice_wins(n - t):
            return True
    return False


n = int(input())
gt_roots += 1
print("Alice" if alice_wins(n) else "Bob")
