#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

int n;
vector<int> a;
vector<pair<int, int>> memo;

// (the mover's total, the other's total) on a[i..n-1]; a turn takes one or two numbers from the front
pair<int, int> take(int i) {
    ++gt_calls;
    if (i == n) return {0, 0};
    if (i == n - 1) return {a[i], 0};
    if (memo[i] != pair<int, int>{-1, -1}) { ++gt_memo; return memo[i]; }
    pair<int, int> best{-1, -1};
    int sum = 0;
    for (int k = 1; k <= 2 && i + k <= n; k++) {
        sum += a[i + k - 1];
        auto [mine, theirs] = take(i + k);
        if (best.first < 0 || sum + theirs - mine > best.first - best.second) best = {sum + theirs, mine};
    }
    memo[i] = best;
    return best;
}

int main() {
    cin >> n;
    a.resize(n);
    for (int &x : a) cin >> x;
    memo.assign(n, {-1, -1});
    pair<int, int> r = (++gt_roots, take(0));
    cout << r.first << ' ' << r.second << '\n';
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
