import sys

sys.setrecursionlimit(10000)


def digit_sum(x):
    """The sum of the decimal digits of x."""
    return 0 if x == 0 else x % 10 + digit_sum(x // 10)


# Digit subtraction: a move subtracts one of the nonzero digits of n from n; at 0 the player to
# move has lost.
memo = {}


def win(n):
    if n == 0:
        return False
    if n in memo:
        return memo[n]
    res = any(int(c) and not win(n - int(c)) for c in str(n))
    memo[n] = res
    return res


def main():
    n = int(sys.stdin.readline())
    s = digit_sum(n)
    print(f"digit sum {s}, {'First' if win(n) else 'Second'} wins")


main()
