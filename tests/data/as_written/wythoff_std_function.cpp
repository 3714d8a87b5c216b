#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int A, B;
    cin >> A >> B;
    vector<vector<int>> memo(A + 1, vector<int>(B + 1, -1));

    // 1 if the player to move wins with piles a, b: take any number from one pile,
    // or the same number from both
    function<int(int, int)> dfs = [&](int a, int b) {
        if (a == 0 && b == 0) return 0;
        if (memo[a][b] >= 0) return memo[a][b];
        int res = 0;
        for (int k = 1; k <= a && !res; k++) if (!dfs(a - k, b)) res = 1;
        for (int k = 1; k <= b && !res; k++) if (!dfs(a, b - k)) res = 1;
        for (int k = 1; k <= min(a, b) && !res; k++) if (!dfs(a - k, b - k)) res = 1;
        return memo[a][b] = res;
    };

    cout << (dfs(A, B) ? "First" : "Second") << "\n";
    return 0;
}
