#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

// Take 1, 3 or 4 stones; whoever cannot move loses. The pile is a global changed in place around
// each call (stones -= m; ... stones += m;), so canWin() has no parameter at all.
int stones;
int memo[1005];

bool canWin() {
    ++gt_calls;
    if (memo[stones] != -1) { ++gt_memo; return memo[stones]; }
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
    cout << ((++gt_roots, canWin()) ? "First" : "Second") << endl;
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
