#include <bits/stdc++.h>
using namespace std;

map<pair<int, int>, bool> memo;

// n stones left, the player to move may take 1..limit of them;
// after taking t, the opponent may take up to 2t. Taking the last stone wins.
bool win(int n, int limit) {
    if (n == 0) return false;
    auto it = memo.find({n, limit});
    if (it != memo.end()) return it->second;
    bool res = false;
    for (int t = 1; t <= min(n, limit) && !res; t++)
        if (!win(n - t, 2 * t)) res = true;
    memo[{n, limit}] = res;
    return res;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    cout << (win(n, n - 1) ? "First" : "Second") << '\n';
}
