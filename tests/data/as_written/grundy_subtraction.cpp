#include <bits/stdc++.h>
using namespace std;
using ll = long long;
#define rep(i, n) for (int i = 0; i < (int)(n); ++i)

int K;
vector<int> S;
int gr[10001];

// Grundy number of one heap of x stones; a move removes s stones for some s in S
int grundy(int x) {
    if (gr[x] >= 0) return gr[x];
    set<int> st;
    for (int s : S)
        if (s <= x) st.insert(grundy(x - s));
    int g = 0;
    while (st.count(g)) g++;
    return gr[x] = g;
}

int main() {
    int n;
    scanf("%d %d", &n, &K);
    vector<int> a(n);
    rep(i, n) scanf("%d", &a[i]);
    S.resize(K);
    rep(i, K) scanf("%d", &S[i]);
    memset(gr, -1, sizeof(gr));
    ll x = 0;
    rep(i, n) x ^= grundy(a[i]);
    printf("%s\n", x ? "First" : "Second");
}
