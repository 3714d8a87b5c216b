#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;
long long gt_p_calls = 0, gt_p_roots = 0, gt_ncr_calls = 0, gt_ncr_roots = 0, gt_f_calls = 0, gt_f_memo = 0, gt_f_roots = 0;
using ll = long long;
#define rep(i, n) for (int i = 0; i < (int)(n); i++)
#define all(v) (v).begin(), (v).end()
const ll MOD = 998244353;

// ---- template: counting, recursive (not used in every problem) ----
ll P(ll n, ll r) { ++gt_calls; ++gt_p_calls; return r == 0 ? 1 : n % MOD * P(n - 1, r - 1) % MOD; }
ll nCr(ll n, ll r) {
    ++gt_calls; ++gt_ncr_calls;
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
    ++gt_calls; ++gt_f_calls;
    if (n == 0) return 0;
    if (dp[n] != -1) { ++gt_memo; ++gt_f_memo; return dp[n]; }
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
    cout << (++gt_roots, ++gt_f_roots, f(N)) << endl;
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
    fprintf(stderr, "fn P calls=%lld memo=0 roots=%lld\n", gt_p_calls, gt_p_roots);
    fprintf(stderr, "fn nCr calls=%lld memo=0 roots=%lld\n", gt_ncr_calls, gt_ncr_roots);
    fprintf(stderr, "fn f calls=%lld memo=%lld roots=%lld\n", gt_f_calls, gt_f_memo, gt_f_roots);
}
