import atexit
import sys

gt_calls = gt_memo = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}",
                              file=sys.stderr))

input = sys.stdin.readline

# take 1, 2 or 5 stones; whoever takes the last one wins.
# first_wins(n, turn): does player 0 (who moves first) win, with player `turn` to move?
MOVES = (1, 2, 5)
memo = {}


def first_wins(n, turn):
    global gt_calls, gt_memo
    gt_calls += 1
    r = memo.get((n, turn))
    if r is not None:
        gt_memo += 1
        return r
    if n == 0:
        r = turn == 1  # player 0 took the last stone
    elif turn == 0:
        r = False
        for m in MOVES:
            if m <= n and first_wins(n - m, turn ^ 1):
                r = True
                break
    else:
        r = True
        for m in MOVES:
            if m <= n and not first_wins(n - m, turn ^ 1):
                r = False
                break
    memo[(n, turn)] = r
    return r


n = int(input())
gt_roots += 1
print("First" if first_wins(n, 0) else "Second")
