#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;
#define f first
#define s second
#define rep(i, n) for (int i = 0; i < (int)(n); i++)
using P = pair<int, int>;

int memo[1001];
vector<P> moves; // (stones taken, stones needed)

// 1 if the player to move wins with n stones left
int f(int n) {
    ++gt_calls;
    if (memo[n] != -1) { ++gt_memo; return memo[n]; }
    int win = 0;
    rep(i, moves.size()) {
        if (n >= moves[i].s && !f(n - moves[i].f)) win = 1;
    }
    return memo[n] = win;
}

int main() {
    int n, k;
    cin >> n >> k;
    moves.resize(k);
    rep(i, k) cin >> moves[i].f >> moves[i].s;
    memset(memo, -1, sizeof memo);
    cout << ((++gt_roots, f(n)) ? "First" : "Second") << endl;
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
