#include <bits/stdc++.h>
using namespace std;
#define rep(i, n) for (int i = 0; i < (int)(n); i++)

// Grundy numbers of "take 1, 3 or 4" kept in a hash map; several heaps, XOR of their numbers.
unordered_map<int, int> memo;
const int TAKE[3] = {1, 3, 4};

int grundy(int n) {
    if (memo.count(n)) return memo[n];
    bool used[8] = {};
    rep(k, 3) {
        if (TAKE[k] > n) continue;
        int v = grundy(n - TAKE[k]);
        if (v < 8) used[v] = true;
    }
    int g = 0;
    while (used[g]) g++;
    return memo[n] = g;
}

int main() {
    int k;
    cin >> k;
    int x = 0;
    rep(i, k) {
        int a;
        cin >> a;
        x ^= grundy(a);
    }
    cout << (x ? "First" : "Second") << "\n";
}
