import sys
from functools import lru_cache


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))

    @lru_cache(maxsize=None)
    def best(l, r):
        """(what the player to move gets, what the other gets) from a[l..r]"""
        if l > r:
            return 0, 0
        mine_l, theirs_l = best(l + 1, r)
        mine_r, theirs_r = best(l, r - 1)
        return max((a[l] + theirs_l, mine_l), (a[r] + theirs_r, mine_r))

    print(*best(0, n - 1))


main()
