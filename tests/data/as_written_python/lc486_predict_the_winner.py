import functools


class Solution:
    def predictTheWinner(self, nums: List[int]) -> bool:
        @functools.lru_cache(maxsize=None)
        def best(l, r):
            """(points of the player to move, points of the other) on nums[l..r]"""
            if l == r:
                return nums[l], 0
            other, mine = best(l + 1, r)
            take_left = (nums[l] + mine, other)
            other, mine = best(l, r - 1)
            take_right = (nums[r] + mine, other)
            return max(take_left, take_right)

        first, second = best(0, len(nums) - 1)
        return first >= second
