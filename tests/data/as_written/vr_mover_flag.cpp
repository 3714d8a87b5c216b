#include <bits/stdc++.h>
using namespace std;

// Alice and Bob take 1, 3 or 4 stones; whoever cannot move loses. Alice moves first.
// win(n, bob) is whether the player to move wins; bob says whose move it is (printed only).
int memo[1005][2];

bool win(int n, bool bob) {
    if (memo[n][bob] != -1) return memo[n][bob];
    bool res = false;
    for (int m : {1, 3, 4}) {
        if (m > n) break;
        if (!win(n - m, !bob)) { res = true; break; }
    }
    memo[n][bob] = res;
    return res;
}

int main() {
    int n;
    cin >> n;
    memset(memo, -1, sizeof(memo));
    cout << (win(n, false) ? "Alice" : "Bob") << '\n';
}
