#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

int K;
unordered_map<int, bool> memo;

// n stones left, the opponent just took `last` (0: nobody has moved yet).
// The mover takes 1..K stones but not `last`; whoever cannot move loses.
bool win(int n, int last) {
    ++gt_calls;
    int key = n * 32 + last;
    if (memo.find(key) != memo.end()) { ++gt_memo; return memo[key]; }
    bool res = false;
    for (int t = 1; t <= K && t <= n; t++) {
        if (t == last) continue;
        if (!win(n - t, t)) {
            res = true;
            break;
        }
    }
    return memo[key] = res;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    long long gt_first_calls = 0, gt_first_memo = 0;
    int T;
    cin >> T;
    while (T--) {
        int n;
        cin >> n >> K;
        memo.clear();
        cout << ((++gt_roots, win(n, 0)) ? "Alice" : "Bob") << '\n';
        if (gt_roots == 1) { gt_first_calls = gt_calls; gt_first_memo = gt_memo; }
    }
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_first_calls, gt_first_memo, gt_roots);
    return 0;
}
