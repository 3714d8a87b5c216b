#include <bits/stdc++.h>
using namespace std;
using ll = long long;
#define rep(i, n) for (int i = 0; i < (int)(n); i++)
#define all(v) (v).begin(), (v).end()
const ll MOD = 998244353;

// ---- template: counting, recursive (not used in every problem) ----
ll P(ll n, ll r) { return r == 0 ? 1 : n % MOD * P(n - 1, r - 1) % MOD; }
ll nCr(ll n, ll r) {
    if (r < 0 || r > n) return 0;
    if (r == 0 || r == n) return 1;
    return (nCr(n - 1, r - 1) + nCr(n - 1, r)) % MOD;
}
template <class T> bool chmax(T& a, const T& b) { if (a < b) { a = b; return true; } return false; }
// ---- end of template ----

int N, K;
vector<int> A;
int dp[10005];

// the most stones the player to move takes from n stones
int f(int n) {
    if (n == 0) return 0;
    if (dp[n] != -1) return dp[n];
    int best = 0;
    rep(i, K) {
        if (A[i] > n) break;
        chmax(best, n - f(n - A[i]));
    }
    return dp[n] = best;
}

int main() {
    cin >> N >> K;
    A.resize(K);
    rep(i, K) cin >> A[i];
    memset(dp, -1, sizeof(dp));
    cout << f(N) << endl;
}
