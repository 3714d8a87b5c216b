#include <bits/stdc++.h>
using namespace std;

int N, K;
int a[100];
int memo[100001];

// can the player to move win with k stones left?
bool win(int k) {
    if (~memo[k]) return memo[k];
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
    puts(win(K) ? "First" : "Second");
}
