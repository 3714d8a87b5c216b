import sys
import threading


def main():
    N, K = map(int, sys.stdin.readline().split())
    a = list(map(int, sys.stdin.readline().split()))
    dp = [-1] * (K + 1)

    def win(k):
        if dp[k] != -1:
            return dp[k]
        res = 0
        for x in a:
            if x <= k and win(k - x) == 0:
                res = 1
                break
        dp[k] = res
        return res

    print("First" if win(K) else "Second")


sys.setrecursionlimit(1 << 20)
threading.stack_size(1 << 27)
t = threading.Thread(target=main)
t.start()
t.join()
