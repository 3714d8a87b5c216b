import atexit
import sys
from functools import lru_cache

gt_calls = gt_memo = gt_roots = 0
gt_p = gt_ncr = gt_ncr_body = gt_f = gt_f_memo = gt_f_roots = 0


def gt_report():
    print(f"fn P calls={gt_p} memo=0 roots=0", file=sys.stderr)
    print(f"fn nCr calls={gt_ncr} memo={gt_ncr - gt_ncr_body} roots=0", file=sys.stderr)
    print(f"fn f calls={gt_f} memo={gt_f_memo} roots={gt_f_roots}", file=sys.stderr)
    print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}", file=sys.stderr)


atexit.register(gt_report)

sys.setrecursionlimit(10 ** 6)
input = sys.stdin.readline
MOD = 998244353


# ---- template: counting, recursive (not used in every problem) ----
def P(n, r):
    global gt_calls, gt_p
    gt_calls += 1
    gt_p += 1
    return 1 if r == 0 else n * P(n - 1, r - 1) % MOD


@lru_cache(maxsize=None)
def nCr_cached(n, r):
    global gt_ncr_body
    gt_ncr_body += 1
    if r < 0 or r > n:
        return 0
    if r == 0 or r == n:
        return 1
    return (nCr(n - 1, r - 1) + nCr(n - 1, r)) % MOD


def nCr(n, r):
    global gt_calls, gt_ncr
    gt_calls += 1
    gt_ncr += 1
    return nCr_cached(n, r)
# ---- end of template ----


def main():
    global gt_roots, gt_f_roots
    N, K = map(int, input().split())
    A = list(map(int, input().split()))
    dp = [-1] * (N + 1)

    def f(n):
        global gt_calls, gt_memo, gt_f, gt_f_memo
        gt_calls += 1
        gt_f += 1
        # the most stones the player to move takes from n stones
        if n == 0:
            return 0
        if dp[n] != -1:
            gt_memo += 1
            gt_f_memo += 1
            return dp[n]
        best = 0
        for a in A:
            if a > n:
                break
            best = max(best, n - f(n - a))
        dp[n] = best
        return best

    gt_roots += 1
    gt_f_roots += 1
    print(f(N))


main()
