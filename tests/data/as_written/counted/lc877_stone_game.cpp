#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

class Solution {
public:
    map<tuple<int, int, bool>, int> memo;

    // Alice's total minus Bob's total on piles[l..r]; alice tells whose turn it is
    int play(vector<int>& piles, int l, int r, bool alice) {
        ++gt_calls;
        if (l > r) return 0;
        auto it = memo.find({l, r, alice});
        if (it != memo.end()) { ++gt_memo; return it->second; }
        int res;
        if (alice) {
            res = max(piles[l] + play(piles, l + 1, r, !alice),
                      piles[r] + play(piles, l, r - 1, !alice));
        } else {
            res = min(-piles[l] + play(piles, l + 1, r, !alice),
                      -piles[r] + play(piles, l, r - 1, !alice));
        }
        memo[{l, r, alice}] = res;
        return res;
    }

    bool stoneGame(vector<int>& piles) {
        memo.clear();
        ++gt_roots; return play(piles, 0, piles.size() - 1, true) > 0;
    }
};

int main() {
    Solution sol;
    vector<int> piles = {3, 9, 1, 2, 8, 7};
    auto result = sol.stoneGame(piles);
    cout << boolalpha << result << '\n';
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
