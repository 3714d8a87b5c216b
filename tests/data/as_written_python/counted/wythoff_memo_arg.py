import atexit
import sys

gt_calls = gt_memo = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}",
                              file=sys.stderr))

# Wythoff's game: two piles; take any number from one pile, or the same number from both.
# Whoever takes the last stone wins. The memo is passed along as an argument.

sys.setrecursionlimit(10000)


def win(a, b, memo):
    global gt_calls, gt_memo
    gt_calls += 1
    if (a, b) in memo:
        gt_memo += 1
        return memo[(a, b)]
    res = False
    for k in range(1, a + 1):
        if not win(a - k, b, memo):
            res = True
            break
    if not res:
        for k in range(1, b + 1):
            if not win(a, b - k, memo):
                res = True
                break
    if not res:
        for k in range(1, min(a, b) + 1):
            if not win(a - k, b - k, memo):
                res = True
                break
    memo[(a, b)] = res
    return res


a, b = map(int, input().split())
gt_roots += 1
print("First" if win(a, b, {}) else "Second")
