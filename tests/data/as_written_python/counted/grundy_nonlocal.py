import atexit
import sys

gt_calls = gt_memo = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}",
                              file=sys.stderr))


def main():
    global gt_roots
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    heaps = list(map(int, data[2:2 + n]))
    moves = list(map(int, data[2 + n:2 + n + k]))
    memo = {}

    def grundy(x):
        global gt_calls, gt_memo
        nonlocal memo
        gt_calls += 1
        if x in memo:
            gt_memo += 1
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
        gt_roots += 1
        x ^= grundy(h)
    print("First" if x else "Second")


main()
