import atexit
import sys

gt_calls = gt_memo = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}",
                              file=sys.stderr))

import sys

# Grundy numbers of "take 1, 3 or 4" in a dict, the mex through a list of flags; XOR over heaps.
g = {}


def grundy(n):
    global gt_calls, gt_memo
    gt_calls += 1
    if n in g:
        gt_memo += 1
        return g[n]
    seen = [False] * 8
    for t in (1, 3, 4):
        if t <= n:
            v = grundy(n - t)
            seen[v] = True
    r = 0
    while seen[r]:
        r += 1
    g[n] = r
    return r


data = sys.stdin.read().split()
x = 0
for a in data[1:]:
    gt_roots += 1
    x ^= grundy(int(a))
print("First" if x else "Second")
