#include <bits/stdc++.h>
using namespace std;

class Solution {
    int n;
    vector<int> dp;

    // best (mover - other) score difference from stone i on
    int best(const vector<int>& v, int i) {
        if (i >= n) return 0;
        if (dp[i] != -1e9) return dp[i];
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
        int d = best(stoneValue, 0);
        if (d > 0) return "Alice";
        if (d < 0) return "Bob";
        return "Tie";
    }
};
