#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;
#define rep(i, n) for (int i = 0; i < (int)(n); i++)

// Grundy numbers of "take 1, 3 or 4" kept in a hash map; several heaps, XOR of their numbers.
unordered_map<int, int> memo;
const int TAKE[3] = {1, 3, 4};

int grundy(int n) {
    ++gt_calls;
    if (memo.count(n)) { ++gt_memo; return memo[n]; }
    bool used[8] = {};
    rep(k, 3) {
        if (TAKE[k] > n) continue;
        int v = grundy(n - TAKE[k]);
        if (v < 8) used[v] = true;
    }
    int g = 0;
    while (used[g]) g++;
    return memo[n] = g;
}

int main() {
    int k;
    cin >> k;
    int x = 0;
    rep(i, k) {
        int a;
        cin >> a;
        x ^= (++gt_roots, grundy(a));
    }
    cout << (x ? "First" : "Second") << "\n";
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
