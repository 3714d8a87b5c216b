import atexit
import sys

gt_calls = gt_memo = gt_roots = 0
gt_ds = gt_ds_roots = gt_win = gt_win_memo = gt_win_roots = 0


def gt_report():
    print(f"fn digit_sum calls={gt_ds} memo=0 roots={gt_ds_roots}", file=sys.stderr)
    print(f"fn win calls={gt_win} memo={gt_win_memo} roots={gt_win_roots}", file=sys.stderr)
    print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}", file=sys.stderr)


atexit.register(gt_report)

sys.setrecursionlimit(10000)


def digit_sum(x):
    """The sum of the decimal digits of x."""
    global gt_calls, gt_ds
    gt_calls += 1
    gt_ds += 1
    return 0 if x == 0 else x % 10 + digit_sum(x // 10)


# Digit subtraction: a move subtracts one of the nonzero digits of n from n; at 0 the player to
# move has lost.
memo = {}


def win(n):
    global gt_calls, gt_memo, gt_win, gt_win_memo
    gt_calls += 1
    gt_win += 1
    if n == 0:
        return False
    if n in memo:
        gt_memo += 1
        gt_win_memo += 1
        return memo[n]
    res = any(int(c) and not win(n - int(c)) for c in str(n))
    memo[n] = res
    return res


def main():
    global gt_roots, gt_ds_roots, gt_win_roots
    n = int(sys.stdin.readline())
    gt_roots += 1
    gt_ds_roots += 1
    s = digit_sum(n)
    gt_roots += 1
    gt_win_roots += 1
    print(f"digit sum {s}, {'First' if win(n) else 'Second'} wins")


main()
