import atexit
import sys

gt_calls = gt_memo = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}",
                              file=sys.stderr))

sys.setrecursionlimit(100000)

N = int(input())

P = []
for i in range(2, N + 1):
    j = 2
    while j * j <= i:
        if i % j == 0:
            break
        j += 1
    else:
        P.append(i)
P.reverse()

visit = [[-1] * (N + 1) for _ in range(2)]


def dfs(T, n):
    global gt_calls, gt_memo
    gt_calls += 1
    if n == 0 or n == 1:
        return T == 0
    if visit[T][n] >= 0:
        gt_memo += 1
        return visit[T][n] == 1
    if T == 0:
        for x in P:
            if n - x >= 0:
                if dfs(1, n - x):
                    visit[T][n] = 1
                    return True
        visit[T][n] = 0
        return False
    else:
        for x in P:
            if n - x >= 0:
                if not dfs(0, n - x):
                    visit[T][n] = 0
                    return False
        visit[T][n] = 1
        return True


gt_roots += 1
print("Win" if dfs(0, N) else "Lose")
