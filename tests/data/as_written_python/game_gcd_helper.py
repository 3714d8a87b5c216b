# Coprime take-away: from n stones a move takes d stones, 1 <= d <= n, with gcd(n, d) = 1.
# The player who takes the last stone wins.


def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)


memo = {}


def win(n):
    if n == 0:
        return False
    if n in memo:
        return memo[n]
    res = False
    for d in range(1, n + 1):
        if gcd(n, d) == 1 and not win(n - d):
            res = True
            break
    memo[n] = res
    return res


n = int(input())
print("First" if win(n) else "Second")
