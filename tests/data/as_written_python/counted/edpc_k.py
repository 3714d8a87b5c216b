import atexit
import sys
import threading

gt_calls = gt_memo = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}",
                              file=sys.stderr))


def main():
    global gt_roots
    N, K = map(int, sys.stdin.readline().split())
    a = list(map(int, sys.stdin.readline().split()))
    dp = [-1] * (K + 1)

    def win(k):
        global gt_calls, gt_memo
        gt_calls += 1
        if dp[k] != -1:
            gt_memo += 1
            return dp[k]
        res = 0
        for x in a:
            if x <= k and win(k - x) == 0:
                res = 1
                break
        dp[k] = res
        return res

    gt_roots += 1
    print("First" if win(K) else "Second")


sys.setrecursionlimit(1 << 20)
threading.stack_size(1 << 27)
t = threading.Thread(target=main)
t.start()
t.join()
