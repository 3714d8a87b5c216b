import sys


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    heaps = list(map(int, data[2:2 + n]))
    moves = list(map(int, data[2 + n:2 + n + k]))
    memo = {}

    def grundy(x):
        nonlocal memo
        if x in memo:
            return memo[x]
        seen = set()
        for m in moves:
            if m <= x:
                seen.add(grundy(x - m))
        g = 0
        while g in seen:
            g += 1
        memo[x] = g
        return g

    x = 0
    for h in heaps:
        x ^= grundy(h)
    print("First" if x else "Second")


main()
