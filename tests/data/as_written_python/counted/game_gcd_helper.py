import atexit
import sys

gt_calls = gt_memo = gt_roots = 0
gt_gcd = gt_win = gt_win_memo = gt_win_roots = 0


def gt_report():
    print(f"fn gcd calls={gt_gcd} memo=0 roots=0", file=sys.stderr)
    print(f"fn win calls={gt_win} memo={gt_win_memo} roots={gt_win_roots}", file=sys.stderr)
    print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}", file=sys.stderr)


atexit.register(gt_report)

# Coprime take-away: from n stones a move takes d stones, 1 <= d <= n, with gcd(n, d) = 1.
# The player who takes the last stone wins.


def gcd(a, b):
    global gt_calls, gt_gcd
    gt_calls += 1
    gt_gcd += 1
    return a if b == 0 else gcd(b, a % b)


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
    res = False
    for d in range(1, n + 1):
        if gcd(n, d) == 1 and not win(n - d):
            res = True
            break
    memo[n] = res
    return res


n = int(input())
gt_roots += 1
gt_win_roots += 1
print("First" if win(n) else "Second")
