#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int A, B;
    cin >> A >> B;
    vector<vector<int>> memo(A + 1, vector<int>(B + 1, -1));

    // 1 if the player to move wins with piles a, b: take any number from one pile,
    // or the same number from both
    function<int(int, int)> dfs = [&](int a, int b) {
        ++gt_calls;
        if (a == 0 && b == 0) return 0;
        if (memo[a][b] >= 0) { ++gt_memo; return memo[a][b]; }
        int res = 0;
        for (int k = 1; k <= a && !res; k++) if (!dfs(a - k, b)) res = 1;
        for (int k = 1; k <= b && !res; k++) if (!dfs(a, b - k)) res = 1;
        for (int k = 1; k <= min(a, b) && !res; k++) if (!dfs(a - k, b - k)) res = 1;
        return memo[a][b] = res;
    };

    cout << ((++gt_roots, dfs(A, B)) ? "First" : "Second") << "\n";
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
    return 0;
}
