#include <bits/stdc++.h>
using namespace std;
#define f first
#define s second
#define all(v) (v).begin(), (v).end()
typedef long long ll;

int main() {
    int n, m;
    cin >> n >> m;
    // two piles; a move takes 1 or 2 stones from one pile, or one stone from each
    map<pair<int, int>, int> memo;
    auto dfs = [&](auto &&self, int a, int b) -> int {
        auto it = memo.find({a, b});
        if (it != memo.end()) return it->s;
        int win = 0;
        vector<pair<int, int>> nexts = {{a - 1, b}, {a - 2, b}, {a, b - 1}, {a, b - 2}, {a - 1, b - 1}};
        for (auto &p : nexts)
            if (p.f >= 0 && p.s >= 0 && !self(self, p.f, p.s)) win = 1;
        memo[{a, b}] = win;
        return win;
    };
    cout << (dfs(dfs, n, m) ? "First" : "Second") << '\n';
}
