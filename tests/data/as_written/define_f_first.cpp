#include <bits/stdc++.h>
using namespace std;
#define f first
#define s second
#define rep(i, n) for (int i = 0; i < (int)(n); i++)
using P = pair<int, int>;

int memo[1001];
vector<P> moves; // (stones taken, stones needed)

// 1 if the player to move wins with n stones left
int f(int n) {
    if (memo[n] != -1) return memo[n];
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
    cout << (f(n) ? "First" : "Second") << endl;
}
