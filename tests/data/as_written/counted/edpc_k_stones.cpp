#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

int N, K;
int a[100];
int memo[100001];

// can the player to move win with k stones left?
bool win(int k) {
    ++gt_calls;
    if (~memo[k]) { ++gt_memo; return memo[k]; }
    bool res = false;
    for (int i = 0; i < N; i++) {
        if (a[i] > k) break;
        if (!win(k - a[i])) {
            res = true;
            break;
        }
    }
    return memo[k] = res;
}

int main() {
    cin >> N >> K;
    for (int i = 0; i < N; i++) cin >> a[i];
    memset(memo, -1, sizeof(memo));
    puts((++gt_roots, win(K)) ? "First" : "Second");
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
