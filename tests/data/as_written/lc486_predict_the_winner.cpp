#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    vector<vector<int>> memo;

    // best (my score - opponent's score) on nums[l..r] when I move first
    int diff(vector<int>& nums, int l, int r) {
        if (l == r) return nums[l];
        if (memo[l][r] != INT_MIN) return memo[l][r];
        memo[l][r] = max(nums[l] - diff(nums, l + 1, r), nums[r] - diff(nums, l, r - 1));
        return memo[l][r];
    }

    bool predictTheWinner(vector<int>& nums) {
        int n = nums.size();
        memo.assign(n, vector<int>(n, INT_MIN));
        return diff(nums, 0, n - 1) >= 0;
    }
};
