#include <bits/stdc++.h>
using namespace std;

// Flip Game II: turn "++" into "--"; whoever cannot move loses. The row is a global string
// changed in place, and the memo is keyed by it.
string s;
unordered_map<string, bool> memo;

bool canWin() {
    auto it = memo.find(s);
    if (it != memo.end()) return it->second;
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
    puts(canWin() ? "First" : "Second");
}
