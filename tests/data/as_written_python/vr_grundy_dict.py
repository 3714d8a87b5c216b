import sys

# Grundy numbers of "take 1, 3 or 4" in a dict, the mex through a list of flags; XOR over heaps.
g = {}


def grundy(n):
    if n in g:
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
    x ^= grundy(int(a))
print("First" if x else "Second")
