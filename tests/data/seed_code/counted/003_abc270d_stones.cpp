#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

// chmax
template<class T> void chmax(T& a, T b) { if (a < b) a = b; }

// 入力
int N, K;
vector<int> A;

// 盤面の状態が state である状態からスタートして、
// その状態で手番であるプレイヤーの得られる得点の最大値を返す
int dfs(int n, vector<int> &dp) {
    ++gt_calls;
    // すでに求まっている場合
    if (dp[n] != -1) { ++gt_memo; return dp[n]; }
    
    // 終端条件
    if (n == 0) return 0;
    
    // 打てる手をすべて試す
    int res = 0;
    for (auto a : A) {
        if (a > n) break;
        
        // dfs(n-a) によって、相手視点の得点が得られるので、これを n から引く
        chmax(res, n - dfs(n-a, dp));
    }
    
    // メモ化して返す
    return dp[n] = res;
}

int main() {
    cin >> N >> K;
    A.resize(K);
    for (int i = 0; i < K; ++i) cin >> A[i];
    
    // メモ化再帰
    vector<int> dp(N+1, -1);
    cout << (++gt_roots, dfs(N, dp)) << endl;
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
