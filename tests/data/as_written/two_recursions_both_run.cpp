#include <bits/stdc++.h>
using namespace std;

// the sum of the decimal digits of x
int digitSum(int x) { return x == 0 ? 0 : x % 10 + digitSum(x / 10); }

// Digit subtraction: a move subtracts one of the nonzero digits of n from n; at 0 the player to
// move has lost.
map<int, bool> memo;

bool win(int n) {
    if (n == 0) return false;
    auto it = memo.find(n);
    if (it != memo.end()) return it->second;
    bool res = false;
    for (int x = n; x > 0 && !res; x /= 10)
        if (x % 10 != 0 && !win(n - x % 10)) res = true;
    return memo[n] = res;
}

int main() {
    int n;
    cin >> n;
    int s = digitSum(n);
    printf("digit sum %d, %s wins\n", s, win(n) ? "First" : "Second");
}
