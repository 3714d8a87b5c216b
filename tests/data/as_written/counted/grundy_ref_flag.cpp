#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

const int MAX = 1000;
bool vis[MAX + 1];
int dp[MAX + 1];

// Grundy number of a heap of n: a move takes 1 or 2 stones, or splits the heap into two
// non-empty heaps of different sizes.
int grundy(int n) {
    ++gt_calls;
    bool &v = vis[n];
    if (v) { ++gt_memo; return dp[n]; }
    v = true;
    set<int> s;
    if (n >= 1) s.insert(grundy(n - 1));
    if (n >= 2) s.insert(grundy(n - 2));
    for (int a = 1; a * 2 < n; a++) s.insert(grundy(a) ^ grundy(n - a));
    int g = 0;
    while (s.count(g)) g++;
    return dp[n] = g;
}

int main() {
    int n;
    cin >> n;
    int g = (++gt_roots, grundy(n));
    cout << g << '\n' << (g ? "First" : "Second") << '\n';
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
