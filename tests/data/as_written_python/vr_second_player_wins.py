import sys
sys.setrecursionlimit(10000)

# Take 1, 3 or 4 stones; whoever cannot move loses. Bob moves first here, and the recursion
# answers "does Alice win?" at every depth (turn 'B' is Bob's move, 'A' Alice's).


def main():
    n = int(sys.stdin.readline())
    memo = {}

    def alice_wins(k, turn):
        if (k, turn) in memo:
            return memo[k, turn]
        nxt = 'A' if turn == 'B' else 'B'
        results = [alice_wins(k - m, nxt) for m in (1, 3, 4) if m <= k]
        if turn == 'A':
            ans = any(results)
        else:
            ans = all(results)
        memo[k, turn] = ans
        return ans

    print("Alice" if alice_wins(n, 'B') else "Bob")


main()
