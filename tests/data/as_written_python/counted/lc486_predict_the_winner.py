import functools
import atexit
import sys

gt_calls = gt_body = gt_roots = 0
atexit.register(lambda: print(f"calls={gt_calls} memo={gt_calls - gt_body} roots={gt_roots}",
                              file=sys.stderr))


class Solution:
    def predictTheWinner(self, nums: List[int]) -> bool:
        global gt_roots

        @functools.lru_cache(maxsize=None)
        def best_cached(l, r):
            """(points of the player to move, points of the other) on nums[l..r]"""
            global gt_body
            gt_body += 1
            if l == r:
                return nums[l], 0
            other, mine = best(l + 1, r)
            take_left = (nums[l] + mine, other)
            other, mine = best(l, r - 1)
            take_right = (nums[r] + mine, other)
            return max(take_left, take_right)

        def best(l, r):
            global gt_calls
            gt_calls += 1
            return best_cached(l, r)

        gt_roots += 1
        first, second = best(0, len(nums) - 1)
        return first >= second
