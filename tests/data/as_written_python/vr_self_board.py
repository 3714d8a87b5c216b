# Tic-tac-toe in a class: the board and the mover live in attributes of self, changed in place
# around each call. Prints who wins with perfect play: X, O or Draw.
class Game:
    LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

    def __init__(self, rows):
        self.board = [c for row in rows for c in row]
        self.me = 'X' if self.board.count('X') == self.board.count('O') else 'O'

    def winner(self):
        for a, b, c in self.LINES:
            if self.board[a] != '.' and self.board[a] == self.board[b] == self.board[c]:
                return self.board[a]
        return None

    def solve(self):
        """1 if the player to move wins, 0 for a draw, -1 if they lose"""
        w = self.winner()
        if w is not None:
            return 1 if w == self.me else -1
        if '.' not in self.board:
            return 0
        best = -1
        for i in range(9):
            if self.board[i] == '.':
                self.board[i] = self.me
                self.me = 'O' if self.me == 'X' else 'X'
                best = max(best, -self.solve())
                self.me = 'O' if self.me == 'X' else 'X'
                self.board[i] = '.'
        return best


game = Game([input().strip() for _ in range(3)])
first = game.me
r = game.solve()
print(first if r == 1 else ('O' if first == 'X' else 'X') if r == -1 else 'Draw')
