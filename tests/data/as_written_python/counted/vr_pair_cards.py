import atexit
import sys

gt_calls = gt_memo = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_memo} roots={gt_roots}",
                              file=sys.stderr))

from functools import lru_cache


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))

    def best(l, r):
        global gt_calls, gt_memo
        gt_calls += 1
        if (l, r) in seen:
            gt_memo += 1
        return cached(l, r)

    seen = set()

    @lru_cache(maxsize=None)
    def cached(l, r):
        """(what the player to move gets, what the other gets) from a[l..r]"""
        seen.add((l, r))
        if l > r:
            return 0, 0
        mine_l, theirs_l = best(l + 1, r)
        mine_r, theirs_r = best(l, r - 1)
        return max((a[l] + theirs_l, mine_l), (a[r] + theirs_r, mine_r))

    global gt_roots
    gt_roots += 1
    print(*best(0, n - 1))


main()
