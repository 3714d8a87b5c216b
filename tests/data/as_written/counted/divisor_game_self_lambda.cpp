#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

int main() {
    int n;
    cin >> n;
    vector<int> memo(n + 1, -1);

    // the player to move replaces x by x - d for a divisor d of x with d < x
    auto dfs = [&](auto&& self, int x) -> int {
        ++gt_calls;
        if (memo[x] != -1) { ++gt_memo; return memo[x]; }
        int win = 0;
        for (int d = 1; d * d <= x; d++) {
            if (x % d) continue;
            if (d < x && !self(self, x - d)) win = 1;
            int e = x / d;
            if (e != d && e < x && !self(self, x - e)) win = 1;
        }
        return memo[x] = win;
    };

    cout << ((++gt_roots, dfs(dfs, n)) ? "Alice" : "Bob") << endl;
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
