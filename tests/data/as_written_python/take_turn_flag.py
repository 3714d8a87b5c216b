import sys
input = sys.stdin.readline

# take 1, 2 or 5 stones; whoever takes the last one wins.
# first_wins(n, turn): does player 0 (who moves first) win, with player `turn` to move?
MOVES = (1, 2, 5)
memo = {}


def first_wins(n, turn):
    r = memo.get((n, turn))
    if r is not None:
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
print("First" if first_wins(n, 0) else "Second")
