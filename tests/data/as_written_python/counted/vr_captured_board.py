import atexit
import sys

gt_calls = gt_memo = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}",
                              file=sys.stderr))


def main():
    global gt_roots
    # Tic-tac-toe from the position on stdin; X moves first. The board (a list of row lists)
    # and the move count live in main, and the nested dfs() changes them in place around each
    # call (ABC 349 E style): dfs takes no parameter.
    g = [list(sys.stdin.readline().strip()) for _ in range(3)]
    moves = sum(c != '.' for row in g for c in row)

    def wins(p):
        rows = any(all(g[i][j] == p for j in range(3)) for i in range(3))
        cols = any(all(g[i][j] == p for i in range(3)) for j in range(3))
        diag = all(g[i][i] == p for i in range(3)) or all(g[i][2 - i] == p for i in range(3))
        return rows or cols or diag

    # 1: the player to move wins, 0: a draw, -1: the player to move loses
    def dfs():
        global gt_calls
        nonlocal moves
        gt_calls += 1
        me = 'X' if moves % 2 == 0 else 'O'
        if wins('O' if me == 'X' else 'X'):
            return -1
        if moves == 9:
            return 0
        best = -1
        for i in range(3):
            for j in range(3):
                if g[i][j] == '.':
                    g[i][j] = me
                    moves += 1
                    best = max(best, -dfs())
                    g[i][j] = '.'
                    moves -= 1
        return best

    gt_roots += 1
    v = dfs()
    me = 'X' if moves % 2 == 0 else 'O'
    print(me if v > 0 else ('O' if me == 'X' else 'X') if v < 0 else 'Draw')


main()
