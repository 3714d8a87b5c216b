#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

class Solution {
public:
    vector<vector<int>> memo;

    // best (my score - opponent's score) on nums[l..r] when I move first
    int diff(vector<int>& nums, int l, int r) {
        ++gt_calls;
        if (l == r) return nums[l];
        if (memo[l][r] != INT_MIN) { ++gt_memo; return memo[l][r]; }
        memo[l][r] = max(nums[l] - diff(nums, l + 1, r), nums[r] - diff(nums, l, r - 1));
        return memo[l][r];
    }

    bool predictTheWinner(vector<int>& nums) {
        int n = nums.size();
        memo.assign(n, vector<int>(n, INT_MIN));
        ++gt_roots; return diff(nums, 0, n - 1) >= 0;
    }
};

int main() {
    Solution sol;
    vector<int> nums = {1, 5, 233, 7};
    auto result = sol.predictTheWinner(nums);
    cout << boolalpha << result << '\n';
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
