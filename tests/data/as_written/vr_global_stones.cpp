#include <bits/stdc++.h>
using namespace std;

// Take 1, 3 or 4 stones; whoever cannot move loses. The pile is a global changed in place around
// each call (stones -= m; ... stones += m;), so canWin() has no parameter at all.
int stones;
int memo[1005];

bool canWin() {
    if (memo[stones] != -1) return memo[stones];
    bool res = false;
    for (int m : {1, 3, 4}) {
        if (m > stones) continue;
        stones -= m;
        bool theyWin = canWin();
        stones += m;
        if (!theyWin) { res = true; break; }
    }
    return memo[stones] = res;
}

int main() {
    cin >> stones;
    memset(memo, -1, sizeof memo);
    cout << (canWin() ? "First" : "Second") << endl;
}
