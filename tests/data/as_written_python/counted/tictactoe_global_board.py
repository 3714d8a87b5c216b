import atexit
import sys

gt_calls = gt_memo = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}",
                              file=sys.stderr))

# Tic-tac-toe from a position on stdin (3 lines of X, O and .; X moves first).
# Prints who wins with perfect play: X, O or Draw.
board = []
for _ in range(3):
    board += list(input().strip())

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winner():
    for a, b, c in LINES:
        if board[a] != '.' and board[a] == board[b] == board[c]:
            return board[a]
    return None


# 1 if the player to move (p) wins, 0 for a draw, -1 if p loses
def negamax(p):
    global board, gt_calls
    gt_calls += 1
    q = 'O' if p == 'X' else 'X'
    w = winner()
    if w is not None:
        return 1 if w == p else -1
    if '.' not in board:
        return 0
    best = -1
    for i in range(9):
        if board[i] == '.':
            board[i] = p
            best = max(best, -negamax(q))
            board[i] = '.'
    return best


mover = 'X' if board.count('X') == board.count('O') else 'O'
other = 'O' if mover == 'X' else 'X'
gt_roots += 1
r = negamax(mover)
print(mover if r == 1 else other if r == -1 else "Draw")
