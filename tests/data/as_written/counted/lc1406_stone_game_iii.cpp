#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

class Solution {
    int n;
    vector<int> dp;

    // best (mover - other) score difference from stone i on
    int best(const vector<int>& v, int i) {
        ++gt_calls;
        if (i >= n) return 0;
        if (dp[i] != -1e9) { ++gt_memo; return dp[i]; }
        int res = -1e9, take = 0;
        for (int k = 0; k < 3 && i + k < n; k++) {
            take += v[i + k];
            res = max(res, take - best(v, i + k + 1));
        }
        return dp[i] = res;
    }

public:
    string stoneGameIII(vector<int>& stoneValue) {
        n = stoneValue.size();
        dp.assign(n, -1e9);
        ++gt_roots; int d = best(stoneValue, 0);
        if (d > 0) return "Alice";
        if (d < 0) return "Bob";
        return "Tie";
    }
};

int main() {
    Solution sol;
    vector<int> stoneValue = {1, 2, 3, -1, -2, -3, 7, -4, 5, 2};
    auto result = sol.stoneGameIII(stoneValue);
    cout << boolalpha << result << '\n';
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
