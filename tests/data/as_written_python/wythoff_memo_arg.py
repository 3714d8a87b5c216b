# Wythoff's game: two piles; take any number from one pile, or the same number from both.
# Whoever takes the last stone wins. The memo is passed along as an argument.
import sys

sys.setrecursionlimit(10000)


def win(a, b, memo):
    if (a, b) in memo:
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
print("First" if win(a, b, {}) else "Second")
