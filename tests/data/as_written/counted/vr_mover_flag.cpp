#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

// Alice and Bob take 1, 3 or 4 stones; whoever cannot move loses. Alice moves first.
// win(n, bob) is whether the player to move wins; bob says whose move it is (printed only).
int memo[1005][2];

bool win(int n, bool bob) {
    ++gt_calls;
    if (memo[n][bob] != -1) { ++gt_memo; return memo[n][bob]; }
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
    cout << ((++gt_roots, win(n, false)) ? "Alice" : "Bob") << '\n';
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
