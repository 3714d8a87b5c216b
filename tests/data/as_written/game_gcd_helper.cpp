#include <bits/stdc++.h>
using namespace std;

// Coprime take-away: from n stones a move takes d stones, 1 <= d <= n, with gcd(n, d) = 1.
// The player who takes the last stone wins.
int GCD(int a, int b) { return b == 0 ? a : GCD(b, a % b); }

int memo[1005];

bool win(int n) {
    if (n == 0) return false;
    if (memo[n] != -1) return memo[n];
    for (int d = 1; d <= n; d++)
        if (GCD(n, d) == 1 && !win(n - d)) { memo[n] = 1; return true; }
    memo[n] = 0;
    return false;
}

int main() {
    int n;
    cin >> n;
    memset(memo, -1, sizeof memo);
    cout << (win(n) ? "First" : "Second") << '\n';
}
