#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    map<tuple<int, int, bool>, int> memo;

    // Alice's total minus Bob's total on piles[l..r]; alice tells whose turn it is
    int play(vector<int>& piles, int l, int r, bool alice) {
        if (l > r) return 0;
        auto it = memo.find({l, r, alice});
        if (it != memo.end()) return it->second;
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
        return play(piles, 0, piles.size() - 1, true) > 0;
    }
};
