#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;
typedef long long ll;
long long gt_gcd_calls = 0, gt_gcd_roots = 0, gt_win_calls = 0, gt_win_memo = 0, gt_win_roots = 0;

ll gcd(ll a, ll b) { ++gt_calls; ++gt_gcd_calls; return b == 0 ? a : gcd(b, a % b); }

int K;
int memo[1001][2];

// does player 0 win when player `turn` is to move with n stones?
// a move takes 1..K stones, taking the last stone wins
bool firstWins(int n, int turn) {
    ++gt_calls; ++gt_win_calls;
    if (n == 0) return turn == 1;
    if (memo[n][turn] != -1) { ++gt_memo; ++gt_win_memo; return memo[n][turn]; }
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
        if ((++gt_roots, ++gt_win_roots, firstWins(n, 0))) wins++;
    ll g = (++gt_roots, ++gt_gcd_roots, gcd(wins, L));
    printf("%lld/%lld\n", wins / g, L / g);
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
    fprintf(stderr, "fn gcd calls=%lld memo=0 roots=%lld\n", gt_gcd_calls, gt_gcd_roots);
    fprintf(stderr, "fn firstWins calls=%lld memo=%lld roots=%lld\n", gt_win_calls, gt_win_memo, gt_win_roots);
}
