#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

// Flip Game II: turn "++" into "--"; whoever cannot move loses. The row is a global string
// changed in place, and the memo is keyed by it.
string s;
unordered_map<string, bool> memo;

bool canWin() {
    ++gt_calls;
    auto it = memo.find(s);
    if (it != memo.end()) { ++gt_memo; return it->second; }
    bool win = false;
    for (size_t i = 0; i + 1 < s.size() && !win; i++) {
        if (s[i] != '+' || s[i + 1] != '+') continue;
        s[i] = s[i + 1] = '-';
        win = !canWin();
        s[i] = s[i + 1] = '+';
    }
    memo[s] = win;
    return win;
}

int main() {
    cin >> s;
    puts((++gt_roots, canWin()) ? "First" : "Second");
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
