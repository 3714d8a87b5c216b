#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

int n;
vector<int> a;
map<pair<int, int>, tuple<int, int>> memo;

// The cards of vr_pair_cards as a tuple: (what the player to move gets, what the other gets)
// from a[l..r], the larger own share first.
tuple<int, int> best(int l, int r) {
    ++gt_calls;
    if (l > r) return make_tuple(0, 0);
    auto it = memo.find({l, r});
    if (it != memo.end()) { ++gt_memo; return it->second; }
    auto [leftMine, leftTheirs] = best(l + 1, r);
    auto [rightMine, rightTheirs] = best(l, r - 1);
    tuple<int, int> res = a[l] + leftTheirs >= a[r] + rightTheirs ? make_tuple(a[l] + leftTheirs, leftMine)
                                                                  : make_tuple(a[r] + rightTheirs, rightMine);
    memo[{l, r}] = res;
    return res;
}

int main() {
    cin >> n;
    a.resize(n);
    for (int &x : a) cin >> x;
    auto [mine, theirs] = (++gt_roots, best(0, n - 1));
    cout << mine << ' ' << theirs << '\n';
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
