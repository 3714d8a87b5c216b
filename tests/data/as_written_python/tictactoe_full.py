# Full tic-tac-toe minimax from the empty board, no memo, no pruning: every game position is one
# call (549,946 of them). A benchmark for tracing, not a clever solution.
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
board = [0] * 9  # 0 empty, 1 X, 2 O


def minimax(player, last):
    # value for X: 1 X wins, 0 draw, -1 O wins; `last` is the cell just played (-1: none)
    if last >= 0:
        p = board[last]
        for a, b, c in LINES:
            if board[a] == p and board[b] == p and board[c] == p:
                return 1 if p == 1 else -1
    if 0 not in board:
        return 0
    best = -2 if player == 1 else 2
    for i in range(9):
        if board[i] == 0:
            board[i] = player
            v = minimax(3 - player, i)
            board[i] = 0
            if player == 1:
                best = max(best, v)
            else:
                best = min(best, v)
    return best


v = minimax(1, -1)
print("X" if v > 0 else "O" if v < 0 else "Draw")
