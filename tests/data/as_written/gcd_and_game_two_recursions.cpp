#include <bits/stdc++.h>
using namespace std;
typedef long long ll;

ll gcd(ll a, ll b) { return b == 0 ? a : gcd(b, a % b); }

int K;
int memo[1001][2];

// does player 0 win when player `turn` is to move with n stones?
// a move takes 1..K stones, taking the last stone wins
bool firstWins(int n, int turn) {
    if (n == 0) return turn == 1;
    if (memo[n][turn] != -1) return memo[n][turn];
    bool res = (turn == 1);
    for (int d = 1; d <= K && d <= n; d++) {
        bool r = firstWins(n - d, turn ^ 1);
        if (r != res) { res = r; break; }
    }
    return memo[n][turn] = res;
}

// N is chosen uniformly from 1..L: print the probability that the first player wins
int main() {
    ll L;
    cin >> L >> K;
    memset(memo, -1, sizeof(memo));
    ll wins = 0;
    for (int n = 1; n <= L; n++)
        if (firstWins(n, 0)) wins++;
    ll g = gcd(wins, L);
    printf("%lld/%lld\n", wins / g, L / g);
}
