#include <bits/stdc++.h>
using namespace std;

set<long long> seen;
map<long long, int> memo;

// A move replaces x by x - 1, x / 2 or x / 3; the player who makes it 0 wins.
// 1 when the player to move wins from x.
int win(long long x) {
    if (x == 0) return 0;
    if (seen.count(x)) return memo[x];
    seen.insert(x);
    int r = 0;
    for (long long y : {x - 1, x / 2, x / 3})
        if (!win(y)) r = 1;
    memo[x] = r;
    return r;
}

int main() {
    long long x;
    cin >> x;
    cout << (win(x) ? "First" : "Second") << "\n";
}
