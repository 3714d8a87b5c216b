#include <bits/stdc++.h>
using namespace std;

int K;
unordered_map<int, bool> memo;

// n stones left, the opponent just took `last` (0: nobody has moved yet).
// The mover takes 1..K stones but not `last`; whoever cannot move loses.
bool win(int n, int last) {
    int key = n * 32 + last;
    if (memo.find(key) != memo.end()) return memo[key];
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
    int T;
    cin >> T;
    while (T--) {
        int n;
        cin >> n >> K;
        memo.clear();
        cout << (win(n, 0) ? "Alice" : "Bob") << '\n';
    }
    return 0;
}
