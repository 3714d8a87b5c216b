#include <bits/stdc++.h>
using namespace std;
using ll = long long;

// Takahashi (0) moves first, then Aoki (1); take 1, 3 or 4 stones; whoever cannot move
// loses. who(n, p) is the index of the player who wins when player p is to move.
map<pair<int, int>, int> memo;

int who(int n, int p) {
    auto it = memo.find({n, p});
    if (it != memo.end()) return it->second;
    int w = 1 - p;
    for (int m : {1, 3, 4})
        if (m <= n && who(n - m, 1 - p) == p) w = p;
    memo[{n, p}] = w;
    return w;
}

int main() {
    int n;
    cin >> n;
    cout << (who(n, 0) == 0 ? "Takahashi" : "Aoki") << endl;
}
