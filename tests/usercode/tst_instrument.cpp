// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The reader of programs as written (src/instrument), in process on small programs in many
// styles: which functions are traced, which parameters make the state, which one names the player
// to move, which tests are memo tests, the kind of value suggested; and the text work around it
// (what a web page does to code, undone; nested edits).

#include "instrument/clang_tree.h"
#include "instrument/instrumenter.h"
#include "instrument/recursion_analysis.h"
#include "instrument/source_text.h"
#include "instrument/text_edits.h"

#include <QtTest>

using namespace gt::instrument;

namespace {

const std::vector<std::string> kArgs {"-x", "c++", "-std=gnu++20", "-Wno-everything"};

QString roles(const Analysis& a)
{
    QStringList out;
    for (int f : a.traced)
        for (const Param& p : a.functions[std::size_t(f)].params)
            out << QString::fromStdString(p.name) + u':'
                    + (p.role == Param::Role::Fixed       ? u'f'
                            : p.role == Param::Role::Turn ? u't'
                                                          : u's');
    return out.join(u' ');
}

QString traced(const Analysis& a)
{
    QStringList out;
    for (int f : a.traced)
        out << QString::fromStdString(a.functions[std::size_t(f)].name);
    return out.join(u',');
}

QString memoTests(const Analysis& a)
{
    QStringList out;
    for (int f : a.traced)
        for (const MemoTest& t : a.functions[std::size_t(f)].memoTests)
            out << QStringLiteral("%1%2@%3").arg(
                t.missing ? QStringLiteral("miss:") : QString(), QString::fromStdString(t.table), QString::number(t.line));
    return out.join(u' ');
}

} // namespace

class TestInstrument : public QObject {
    Q_OBJECT

private slots:
    void analysis_data();
    void analysis();
    void memoStoredOnly_data();
    void memoStoredOnly();
    void stateOutsideTheParameters_data();
    void stateOutsideTheParameters();
    void instrumentedTextKeepsLines();
    void macroNamesInTheInstrumentedText();
    void bracedReturnsAreRecorded();
    void severalRecursionsAreAllTraced();
    void normalization_data();
    void normalization();
    void stdcppFirst_data();
    void stdcppFirst();
    void editsNest();
};

void TestInstrument::analysis_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QString>("traced");
    QTest::addColumn<QString>("roles");
    QTest::addColumn<QString>("memo");
    QTest::addColumn<QString>("values");

    QTest::newRow("bitmask negamax, array member") << QByteArray(R"(#include <vector>
struct Solution {
    int dp[1 << 10];
    bool solve(int n, int s, int mask) {
        if (s <= 0) return false;
        if (dp[mask] != -1) return dp[mask];
        bool r = false;
        for (int i = 1; i <= n; i++)
            if (!((mask >> i) & 1)) r |= !solve(n, s - i, mask ^ (1 << i));
        return dp[mask] = r;
    }
};
)") << "solve"
                                                   << "n:f s:s mask:s"
                                                   << "dp@6"
                                                   << "mover-wins";
    QTest::newRow("turn flag with literal turns, visit[T][N] >= 0") << QByteArray(R"(#include <vector>
std::vector<std::vector<int>> seen(2, std::vector<int>(100, -1));
std::vector<int> P {7, 5, 3, 2};
bool dfs(const int T, const int N) {
    if (N == 0 || N == 1) return T == 0;
    if (seen[T][N] >= 0) return seen[T][N];
    for (int x : P)
        if (N - x >= 0 && (T == 0 ? dfs(1, N - x) : !dfs(0, N - x)))
            return seen[T][N] = T == 0;
    return seen[T][N] = T != 0;
}
int main() { return dfs(0, 7); }
)") << "dfs"
                                                                    << "T:t N:s"
                                                                    << "seen@6"
                                                                    << "first-player-wins";
    QTest::newRow("1 - turn, a reference alias memo") << QByteArray(R"(long long dp[50][2];
long long take[50];
long long best(int i, int turn) {
    if (i == 0) return 0;
    long long &res = dp[i][turn];
    if (res != -1) return res;
    res = best(i - 1, 1 - turn) + (turn == 0 ? take[i] : 0);
    return res;
}
int main() { return int(best(10, 0)); }
)") << "best"
                                                      << "i:s turn:t"
                                                      << "dp@6"
                                                      << "plain";
    QTest::newRow("players 1 and 2 through a local: q = 3 - p") << QByteArray(R"(signed char dp[50][3];
bool firstWins(int n, int p) {
    if (n == 0) return p == 2;
    if (dp[n][p] != -1) return dp[n][p];
    int q = 3 - p;
    bool r = p == 1 ? (firstWins(n - 1, q) || (n >= 2 && firstWins(n - 2, q)))
                    : (firstWins(n - 1, q) && (n < 2 || firstWins(n - 2, q)));
    return dp[n][p] = r;
}
int main() {
    for (auto& row : dp) for (auto& cell : row) cell = -1;
    return firstWins(10, 1);
}
)") << "firstWins"
                                                                << "n:s p:t"
                                                                << "dp@4"
                                                                << "first-player-wins";
    QTest::newRow("a colour of +1 and -1: -color") << QByteArray(R"(#include <algorithm>
int leaf[16] = {3, -2, 5, 1, -4, 6, 0, 2, 7, -1, -3, 4, 2, 2, -5, 1};
int negamax(int node, int depth, int color) {
    if (depth == 0) return color * leaf[node - 16];
    int best = -1000;
    for (int c = 0; c < 2; c++)
        best = std::max(best, -negamax(2 * node + c, depth - 1, -color));
    return best;
}
int main() { return negamax(1, 4, 1); }
)") << "negamax"
                                                   << "node:s depth:s color:t"
                                                   << ""
                                                   << "negamax";
    QTest::newRow("!turn, ~dp") << QByteArray(R"(int dp[100][2];
bool win(int n, bool turn) {
    if (n == 0) return !turn;
    if (~dp[n][turn]) return dp[n][turn];
    return dp[n][turn] = n >= 2 ? win(n - 2, !turn) : win(n - 1, !turn);
}
int main() { return win(10, false); }
)") << "win"
                                << "n:s turn:t"
                                << "dp@4"
                                << "first-player-wins";
    QTest::newRow("std::function lambda, find() != end()") << QByteArray(R"(#include <functional>
#include <map>
int main() {
    std::map<int, long long> memo;
    std::function<long long(int)> f = [&](int n) -> long long {
        if (n < 2) return n;
        auto it = memo.find(n);
        if (it != memo.end()) return it->second;
        return memo[n] = f(n - 1) + f(n - 2);
    };
    return int(f(20) % 7);
}
)") << "f"
                                                           << "n:s"
                                                           << "memo@8"
                                                           << "plain";
    // `a[i] - self(...)` in a generic lambda is an unresolved operator call to libclang.
    QTest::newRow("generic lambda, score difference") << QByteArray(R"(#include <algorithm>
#include <map>
#include <utility>
#include <vector>
using namespace std;
int main() {
    vector<long long> a {1, 4};
    map<pair<long long, int>, long long> memo;
    auto dfs = [&](auto&& self, long long rest, int t) -> long long {
        if (rest == 0) return 0;
        auto it = memo.find({rest, t});
        if (it != memo.end()) return it->second;
        long long best = 0;
        for (long long m : a)
            if (m <= rest) best = max(best, m - self(self, rest - m, 1 - t));
        return memo[{rest, t}] = best;
    };
    return int(dfs(dfs, 10, 0));
}
)") << "dfs"
                                                      << "self:f rest:s t:t"
                                                      << "memo@12"
                                                      << "score-difference";
    // `1 - t` with `auto t` is an unresolved operator call too, and `auto` has no type yet: the
    // flip still names the mover. (A memo keyed on such a parameter is not found yet: its
    // operator[] and operator= are unresolved as well.)
    QTest::newRow("generic lambda, auto turn flag") << QByteArray(R"(#include <vector>
using namespace std;
int main() {
    vector<int> moves {1, 2};
    auto win = [&](auto&& self, int n, auto t) -> bool {
        if (n == 0) return t == 1;
        bool w = t == 1;
        for (int m : moves)
            if (m <= n && self(self, n - m, 1 - t) == (t == 0)) w = t == 0;
        return w;
    };
    return win(win, 5, 0) ? 0 : 1;
}
)") << "win"
                                                    << "self:f n:s t:t"
                                                    << ""
                                                    << "first-player-wins";
    QTest::newRow("generic lambda through self, count()") << QByteArray(R"(#include <map>
int main() {
    std::map<int, int> memo;
    auto dfs = [&](auto&& self, int n) -> int {
        if (n == 0) return 0;
        if (memo.count(n)) return memo[n];
        int r = 0;
        for (int k = 1; k <= 3 && k <= n; ++k) {
            const int v = n - self(self, n - k);
            if (v > r) r = v;
        }
        return memo[n] = r;
    };
    return dfs(dfs, 10);
}
)") << "dfs"
                                                          << "self:f n:s"
                                                          << "memo@6"
                                                          << "mover-score";
    QTest::newRow("mutual recursion") << QByteArray(R"(bool second(int n);
bool first(int n) { return n > 0 && !second(n - 1); }
bool second(int n) { return n > 0 && !first(n - 1); }
int main() { return first(5); }
)") << "first,second"
                                      << "n:s n:s"
                                      << ""
                                      << "mover-wins";
    QTest::newRow("inverted memo, #define int long long, rep") << QByteArray(R"(#include <vector>
#define int long long
#define rep(i, n) for (int i = 0; i < (n); ++i)
std::vector<int> a {3, 1, 4, 1, 5};
int dp[10][10];
bool done[10][10];
int f(int l, int r) {
    if (l > r) return 0;
    if (!done[l][r]) {
        done[l][r] = true;
        dp[l][r] = a[l] - f(l + 1, r) > a[r] - f(l, r - 1) ? a[l] - f(l + 1, r) : a[r] - f(l, r - 1);
    }
    return dp[l][r];
}
signed main() { rep(i, 1) f(0, 4); return 0; }
)") << "f"
                                                               << "l:s r:s"
                                                               << "miss:done@9"
                                                               << "score-difference";
    QTest::newRow("grundy with a set") << QByteArray(R"(#include <set>
int g[100];
int grundy(int n) {
    if (g[n] >= 0) return g[n];
    std::set<int> seen;
    for (int k = 1; k <= 3 && k <= n; ++k) seen.insert(grundy(n - k));
    int m = 0;
    while (seen.count(m)) ++m;
    return g[n] = m;
}
int main() { for (int& x : g) x = -1; return grundy(20); }
)") << "grundy"
                                       << "n:s"
                                       << "g@4"
                                       << "grundy";
    QTest::newRow("board changed in place, turn through a local") << QByteArray(R"(#include <string>
int play(std::string& b, char me) {
    const char op = me == 'X' ? 'O' : 'X';
    int best = -1;
    for (int i = 0; i < 3; ++i)
        if (b[i] == '.') {
            b[i] = me;
            const int v = -play(b, op);
            b[i] = '.';
            if (v > best) best = v;
        }
    return best == -1 ? 0 : best;
}
int main() { std::string b = "..."; return play(b, 'X'); }
)") << "play"
                                                                  << "b:s me:t"
                                                                  << ""
                                                                  << "negamax";
    QTest::newRow("negamax +-1") << QByteArray(R"(#include <map>
#include <string>
std::map<std::string, int> memo;
int negamax(std::string board) {
    if (memo.count(board)) return memo[board];
    if (board.size() > 3) return -1;
    int best = -1;
    for (char c : {'a', 'b'}) { int v = -negamax(board + c); if (v > best) best = v; }
    return memo[board] = best;
}
int main() { return negamax(""); }
)") << "negamax"
                                 << "board:s"
                                 << "memo@5"
                                 << "negamax";
    // A class-type entry is returned as a copy of itself (a constructor call to libclang).
    QTest::newRow("pair sentinel, make_pair(INT_MAX, INT_MAX)") << QByteArray(R"(#include <climits>
#include <utility>
using namespace std;
pair<int, int> dp[10][10];
pair<int, int> play(int h, int w) {
    if (h == 9 && w == 9) return {0, 0};
    if (dp[h][w] != make_pair(INT_MAX, INT_MAX)) return dp[h][w];
    pair<int, int> a = h < 9 ? play(h + 1, w) : make_pair(-1, 0);
    pair<int, int> b = w < 9 ? play(h, w + 1) : make_pair(-1, 0);
    return dp[h][w] = a.second - a.first > b.second - b.first ? make_pair(a.second + 1, a.first) : make_pair(b.second + 1, b.first);
}
int main() { return play(0, 0).first; }
)") << "play"
                                                                << "h:s w:s"
                                                                << "dp@7"
                                                                << "mover-score";
    QTest::newRow("pair sentinel, pair<int,int>{-1,-1}, vector") << QByteArray(R"(#include <utility>
#include <vector>
using namespace std;
vector<int> a {4, 1, 7, 3};
vector<pair<int, int>> memo(4, {-1, -1});
pair<int, int> take(int i) {
    if (i == 4) return {0, 0};
    if (memo[i] != pair<int, int>{-1, -1}) return memo[i];
    auto [mine, theirs] = take(i + 1);
    memo[i] = {a[i] + theirs, mine};
    return memo[i];
}
int main() { return take(0).first; }
)") << "take"
                                                                 << "i:s"
                                                                 << "memo@8"
                                                                 << "mover-score";
    QTest::newRow("generic lambda returning a pair, count()") << QByteArray(R"(#include <map>
#include <utility>
int main() {
    std::map<int, std::pair<int, int>> memo;
    auto go = [&](auto&& self, int n) -> std::pair<int, int> {
        if (n == 0) return {0, 0};
        if (memo.count(n)) return memo[n];
        auto [x, y] = self(self, n - 1);
        return memo[n] = {y + 1, x};
    };
    return go(go, 5).first;
}
)") << "go"
                                                              << "self:f n:s"
                                                              << "memo@7"
                                                              << "mover-score";
    // Memo tests in more forms: any sentinel, inverted, a flag table guarding an answer table, a
    // reference bound to the cell, an answer made of the entry.
    QTest::newRow("dp[i] != INF") << QByteArray(R"(const int INF = 1e9;
int dp[50];
int best(int i) {
    if (i >= 40) return 0;
    if (dp[i] != INF) return dp[i];
    return dp[i] = i - best(i + 1);
}
int main() { for (int& x : dp) x = INF; return best(0); }
)") << "best"
                                  << "i:s"
                                  << "dp@5"
                                  << "mover-score";
    QTest::newRow("memo[i] != LLONG_MAX") << QByteArray(R"(#include <climits>
long long memo[50];
long long go(int i) {
    if (i >= 40) return 0;
    if (memo[i] != LLONG_MAX) return memo[i];
    return memo[i] = i - go(i + 2) - go(i + 3);
}
int main() { for (long long& x : memo) x = LLONG_MAX; return int(go(0)); }
)") << "go"
                                          << "i:s"
                                          << "memo@5"
                                          << "score-difference";
    QTest::newRow("inverted, dp[x][y] == INF") << QByteArray(R"(#define INF 0x3f3f3f3f
int dp[20][20];
int win(int x, int y) {
    if (dp[x][y] == INF) {
        dp[x][y] = 0;
        for (int k = 1; k <= 3; k++)
            if ((x >= k && !win(x - k, y)) || (y >= k && !win(x, y - k))) dp[x][y] = 1;
    }
    return dp[x][y];
}
int main() { return win(13, 6); }
)") << "win"
                                               << "x:s y:s"
                                               << "miss:dp@4"
                                               << "mover-wins";
    QTest::newRow("a done table guards an answer table") << QByteArray(R"(bool done[10][10][27];
bool ans[10][10][27];
int to[10] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 0};
bool win(int v, int u, int c) {
    if (done[v][u][c]) return ans[v][u][c];
    done[v][u][c] = true;
    bool r = false;
    if (v < 9 && v + 1 >= c && !win(u, to[v], v + 1)) r = true;
    ans[v][u][c] = r;
    return r;
}
int main() { return win(0, 3, 0); }
)") << "win"
                                                         << "v:s u:s c:s"
                                                         << "done@5"
                                                         << "mover-wins";
    QTest::newRow("seen.count(x) guards memo[x]") << QByteArray(R"(#include <map>
#include <set>
std::set<long long> seen;
std::map<long long, int> memo;
int win(long long x) {
    if (x == 0) return 0;
    if (seen.count(x)) return memo[x];
    seen.insert(x);
    int r = 0;
    for (long long y : {x - 1, x / 2})
        if (!win(y)) r = 1;
    memo[x] = r;
    return r;
}
int main() { return win(100); }
)") << "win"
                                                  << "x:s"
                                                  << "seen@7"
                                                  << "mover-wins";
    QTest::newRow("auto& r = memo[key]; if (r) return r - 1;") << QByteArray(R"(#include <unordered_map>
std::unordered_map<long long, int> memo;
int win(long long a, long long b) {
    if (b == 0) return 0;
    auto &r = memo[a * 1000 + b];
    if (r) return r - 1;
    int res = 0;
    for (long long k = 1; k * b <= a; k++)
        if (!win(a - k * b > b ? a - k * b : b, a - k * b > b ? b : a - k * b)) res = 1;
    r = res + 1;
    return res;
}
int main() { return win(64, 17); }
)") << "win"
                                                               << "a:s b:s"
                                                               << "memo@6"
                                                               << "mover-wins";
    QTest::newRow("bool &v = vis[n]; if (v) return dp[n];") << QByteArray(R"(bool vis[100];
int dp[100];
int grundy(int n) {
    bool &v = vis[n];
    if (v) return dp[n];
    v = true;
    int a = n >= 1 ? grundy(n - 1) : -1, b = n >= 2 ? grundy(n - 2) : -1;
    int g = 0;
    while (g == a || g == b) g++;
    return dp[n] = g;
}
int main() { return grundy(30); }
)") << "grundy"
                                                            << "n:s"
                                                            << "vis@5"
                                                            << "plain";
    QTest::newRow("return dp[n] == 1;") << QByteArray(R"(int dp[100];
bool win(int n) {
    if (n == 0) return false;
    if (dp[n] != -1) return dp[n] == 1;
    dp[n] = !win(n - 1) || (n >= 3 && !win(n - 3));
    return dp[n];
}
int main() { for (int& x : dp) x = -1; return win(20); }
)") << "win"
                                        << "n:s"
                                        << "dp@4"
                                        << "mover-wins";
    QTest::newRow("an else after the memo answer") << QByteArray(R"(int memo[100];
int count(int n) {
    if (memo[n] >= 0) {
        return memo[n];
    } else {
        memo[n] = n < 2 ? 1 : count(n - 1) + count(n - 2);
    }
    return memo[n];
}
int main() { for (int& x : memo) x = -1; return count(10); }
)") << "count"
                                                   << "n:s"
                                                   << "memo@3"
                                                   << "plain";
    // A name made by a macro is found as the compiler sees it (`first`) and shown as written.
    QTest::newRow("#define f first, int f(...)") << QByteArray(R"(#include <utility>
#define f first
#define s second
int memo[100];
std::pair<int, int> moves[2] = {{1, 1}, {3, 3}};
int f(int n) {
    if (memo[n] != -1) return memo[n];
    int win = 0;
    for (auto& m : moves)
        if (n >= m.s && !f(n - m.f)) win = 1;
    return memo[n] = win;
}
int main() { for (int& x : memo) x = -1; return f(20); }
)") << "f"
                                                 << "n:s"
                                                 << "memo@7"
                                                 << "mover-wins";
    QTest::newRow("#define s second, a parameter s") << QByteArray(R"(#define s second
int dp[50][50];
int dfs(int v, int s) {
    if (v == 0) return 0;
    if (dp[v][s] >= 0) return dp[v][s];
    return dp[v][s] = (s > 0 && !dfs(v - 1, s - 1)) || !dfs(v - 1, s);
}
int main() { for (auto& r : dp) for (int& x : r) x = -1; return dfs(10, 3); }
)") << "dfs"
                                                     << "v:s s:s"
                                                     << "dp@5"
                                                     << "mover-wins";
    QTest::newRow("#define of a lambda's variable") << QByteArray(R"(#include <map>
#define go solve_it
int main() {
    std::map<int, int> memo;
    auto go = [&](auto&& self, int n) -> int {
        if (n < 2) return n;
        if (memo.count(n)) return memo[n];
        return memo[n] = self(self, n - 1) + self(self, n - 2);
    };
    return go(go, 12) % 7;
}
)") << "go"
                                                    << "self:f n:s"
                                                    << "memo@7"
                                                    << "plain";
    // The calls inside a function-like macro's expansion are the compiler's: found like any other.
    QTest::newRow("calls through #define F(x)") << QByteArray(R"(#define F(x) win(x)
#define REC(n, k) ((n) >= (k) && !win((n) - (k)))
int memo[64];
int win(int n) {
    if (memo[n] != -1) return memo[n];
    int r = 0;
    for (int k = 1; k <= 3; k++)
        if (REC(n, k)) r = 1;
    if (n >= 5 && !F(n - 5)) r = 1;
    return memo[n] = r;
}
int main() { for (int& x : memo) x = -1; return F(40); }
)") << "win"
                                                << "n:s"
                                                << "memo@5"
                                                << "mover-wins";
}

// "Stores into a table but never returns an entry it tested" is said of a recursion that stores
// its values in a table it never tests (a memo read before the call), not of one that changes a
// board, marks a path or fills a local set.
void TestInstrument::memoStoredOnly_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<bool>("memoFound");
    QTest::addColumn<bool>("storedOnly");
    QTest::newRow("a board changed in place") << QByteArray(R"(char b[10] = "XO.OX....";
int play(char me) {
    int best = -2;
    for (int i = 0; i < 9; i++)
        if (b[i] == '.') {
            b[i] = me;
            int v = -play(me == 'X' ? 'O' : 'X');
            if (v > best) best = v;
            b[i] = '.';
        }
    return best == -2 ? 0 : best;
}
int main() { return play('X'); }
)") << false << false;
    QTest::newRow("a path marked and unmarked") << QByteArray(R"(bool used[8];
int next[8][2] = {{1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6}, {6, 7}, {7, 7}, {7, 7}};
bool win(int v) {
    used[v] = true;
    bool r = false;
    for (int u : next[v])
        if (!used[u] && !win(u)) r = true;
    used[v] = false;
    return r;
}
int main() { return win(0); }
)") << false << false;
    QTest::newRow("a local set of the children's values") << QByteArray(R"(#include <set>
int grundy(int n) {
    std::set<int> s;
    for (int k = 1; k <= 3 && k <= n; k++) s.insert(grundy(n - k));
    int g = 0;
    while (s.count(g)) g++;
    return g;
}
int main() { return grundy(8); }
)") << false << false;
    QTest::newRow("a memo read before the call") << QByteArray(R"(int dp[100];
int f(int n) {
    int best = 0;
    for (int k = 1; k <= 3 && k <= n; k++) {
        if (dp[n - k] == -1) dp[n - k] = f(n - k);
        if (n - dp[n - k] > best) best = n - dp[n - k];
    }
    return best;
}
int main() { for (int& x : dp) x = -1; return f(20); }
)") << false << true;
    QTest::newRow("values kept under a test of a call") << QByteArray(R"(int known[100];
bool win(int n) {
    bool r = false;
    for (int k = 1; k <= 2 && k <= n; k++)
        if (!win(n - k)) r = true;
    known[n] = r;
    return r;
}
int main() { return win(12); }
)") << false << true;
    QTest::newRow("a memo through a reference, answered as r - 1") << QByteArray(R"(#include <map>
std::map<int, int> memo;
int win(int n) {
    if (n == 0) return 0;
    int& r = memo[n];
    if (r) return r - 1;
    int res = !win(n - 1) || (n >= 2 && !win(n - 2)) ? 1 : 0;
    r = res + 1;
    return res;
}
int main() { return win(30); }
)") << true << false;
}

void TestInstrument::memoStoredOnly()
{
    QFETCH(QByteArray, source);
    QFETCH(bool, memoFound);
    QFETCH(bool, storedOnly);
    const ParsedSource parsed("stored.cpp", source.toStdString(), kArgs);
    QCOMPARE(parsed.errorCount(), 0);
    const Analysis a = analyzeRecursion(parsed, {});
    QCOMPARE(a.memoFound, memoFound);
    QCOMPARE(a.memoStoredOnly, storedOnly);
}

void TestInstrument::analysis()
{
    QFETCH(QByteArray, source);
    QFETCH(QString, traced);
    QFETCH(QString, roles);
    QFETCH(QString, memo);
    QFETCH(QString, values);
    const ParsedSource parsed("case.cpp", source.toStdString(), kArgs);
    QVERIFY(parsed.parsed());
    QCOMPARE(parsed.errorCount(), 0);
    const Analysis a = analyzeRecursion(parsed, {});
    QCOMPARE(::traced(a), traced);
    QCOMPARE(::roles(a), roles);
    QCOMPARE(memoTests(a), memo);
    QCOMPARE(QString::fromLatin1(valueKindName(a.values)), values);
}

// Variables outside the parameters that the recursion changes before a call and again after it,
// and reads, are state (labelled by name); the rest it or its helpers change are only suspects,
// named where the labels turn out to miss the state. A memo keyed by such a variable has its shape.
void TestInstrument::stateOutsideTheParameters_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QString>("outside");  // the traced functions' outerState
    QTest::addColumn<QString>("suspects"); // Analysis::suspects
    QTest::addColumn<QString>("indexes");  // the first memo test's indexes

    QTest::newRow("global board restored, a call counter") << QByteArray(R"(
int b[9], calls;
int dfs() {
    calls++;
    int best = -1;
    for (int i = 0; i < 9; i++) {
        if (b[i]) continue;
        b[i] = 1;
        best = -dfs() > best ? -dfs() : best;
        b[i] = 0;
    }
    return best;
}
int main() { return dfs(); }
)") << "b"
                                                           << "calls"
                                                           << "";
    QTest::newRow("a depth kept but never read") << QByteArray(R"(
int depth;
int f(int n) {
    if (n < 2) return n;
    depth++;
    int r = f(n - 1) + f(n - 2);
    depth--;
    return r;
}
int main() { return f(5); }
)") << ""
                                                 << "depth"
                                                 << "";
    QTest::newRow("tables of the calls' states") << QByteArray(R"(
int dp[100], inProgress[100];
int f(int n) {
    if (dp[n] != -1) return dp[n];
    inProgress[n] = 1;
    int r = n < 2 ? n : f(n - 1) + f(n - 2);
    inProgress[n] = 0;
    return dp[n] = r;
}
int main() { for (int& x : dp) x = -1; return f(10); }
)") << ""
                                                 << ""
                                                 << "n";
    QTest::newRow("captured mask keyed by the memo") << QByteArray(R"(#include <functional>
#include <map>
int main() {
    int used = 0;
    std::map<int, bool> memo;
    std::function<bool(int)> win = [&](int left) -> bool {
        if (memo.count(used)) return memo[used];
        bool r = false;
        for (int i = 1; i <= 5 && !r; i++) {
            if (used >> i & 1) continue;
            if (i >= left) { r = true; break; }
            used |= 1 << i;
            r = !win(left - i);
            used ^= 1 << i;
        }
        return memo[used] = r;
    };
    return win(9);
}
)") << "used"
                                                     << ""
                                                     << "used";
    QTest::newRow("member path, push_back and pop_back") << QByteArray(R"(#include <vector>
struct Solution {
    std::vector<int> path;
    int go(int n) {
        if (n == 0) return path.size() % 2;
        int r = 0;
        for (int m = 1; m <= 2 && m <= n; m++) {
            path.push_back(m);
            r += go(n - m);
            path.pop_back();
        }
        return r;
    }
};
)") << "path"
                                                         << ""
                                                         << "";
    QTest::newRow("helpers change the board") << QByteArray(R"(
int b[9];
void put(int i) { b[i] = 1; }
void take(int i) { b[i] = 0; }
int dfs() {
    int best = -1;
    for (int i = 0; i < 9; i++)
        if (!b[i]) { put(i); int v = -dfs(); take(i); if (v > best) best = v; }
    return best;
}
int main() { return dfs(); }
)") << "b"
                                              << ""
                                              << "";
    QTest::newRow("a helper handed the board") << QByteArray(R"(
int b[9];
void place(int* board, int i, int p) { board[i] = p; }
int dfs() {
    int best = -1;
    for (int i = 0; i < 9; i++)
        if (!b[i]) { place(b, i, 1); int v = -dfs(); place(b, i, 0); if (v > best) best = v; }
    return best;
}
int main() { return dfs(); }
)") << ""
                                               << ""
                                               << "";
    QTest::newRow("the enclosing method's parameter, captured") << QByteArray(R"(#include <functional>
#include <string>
struct Solution {
    bool canWin(std::string s) {
        std::function<bool()> dfs = [&]() -> bool {
            for (std::size_t i = 0; i + 1 < s.size(); i++)
                if (s[i] == '+' && s[i + 1] == '+') {
                    s[i] = s[i + 1] = '-';
                    bool w = !dfs();
                    s[i] = s[i + 1] = '+';
                    if (w) return true;
                }
            return false;
        };
        return dfs();
    }
};
)") << "s"
                                                                << ""
                                                                << "";
    QTest::newRow("a field of a global struct") << QByteArray(R"(
struct Game { int board[4]; } st;
int dfs() {
    int best = -1;
    for (int i = 0; i < 4; i++)
        if (!st.board[i]) { st.board[i] = 1; int v = -dfs(); st.board[i] = 0; if (v > best) best = v; }
    return best;
}
int main() { return dfs(); }
)") << "st.board"
                                                << ""
                                                << "";
}

void TestInstrument::stateOutsideTheParameters()
{
    QFETCH(QByteArray, source);
    QFETCH(QString, outside);
    QFETCH(QString, suspects);
    QFETCH(QString, indexes);
    const ParsedSource parsed("case.cpp", source.toStdString(), kArgs);
    QVERIFY(parsed.parsed());
    QCOMPARE(parsed.errorCount(), 0);
    const Analysis a = analyzeRecursion(parsed, {});
    QStringList names, found, index;
    for (int f : a.traced) {
        for (const Param& p : a.functions[std::size_t(f)].outerState)
            names << QString::fromStdString(p.name);
        for (const MemoTest& t : a.functions[std::size_t(f)].memoTests)
            for (const std::string& i : t.indexes)
                index << QString::fromStdString(i);
    }
    for (const std::string& s : a.suspects)
        found << QString::fromStdString(s);
    QCOMPARE(names.join(u','), outside);
    QCOMPARE(found.join(u','), suspects);
    QCOMPARE(index.join(u','), indexes);
    // The frame each call opens passes them after the parameters, and its descriptor names them.
    const QString text = QString::fromStdString(instrument(parsed, a, {}).text);
    for (const QString& name : names) {
        QVERIFY2(text.contains(u'|' + name + QStringLiteral("\", ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral(", ") + name + QStringLiteral(");")), qPrintable(text));
    }
}

// Every edit stays on its line: compiler messages and the code panel keep the user's lines.
void TestInstrument::instrumentedTextKeepsLines()
{
    const std::string source = "int dp[20];\nint f(int n) {\n  if (dp[n]) return dp[n];\n  if (n < 2) return n;\n"
                               "  return dp[n] = f(n - 1) + f(n - 2);\n}\nint main() { return f(10); }\n";
    const ParsedSource parsed("lines.cpp", source, kArgs);
    const Analysis a = analyzeRecursion(parsed, {});
    const Instrumented out = instrument(parsed, a, {});
    QCOMPARE(std::count(out.text.begin(), out.text.end(), '\n'), std::count(source.begin(), source.end(), '\n'));
    const QStringList lines = QString::fromStdString(out.text).split(u'\n');
    QCOMPARE(lines[1], QStringLiteral("int f(int n) { ::__gt::Frame __gt_f(0, 2, ::__gt::Turn {false, 0}, \"-f|n\", n);"));
    QCOMPARE(lines[2], QStringLiteral("  if (__gt_f.memoTest(dp[n])) return __gt_f.ret((dp[n]), 3, 0);"));
    QCOMPARE(lines[4], QStringLiteral("  return __gt_f.ret((dp[n] = f(n - 1) + f(n - 2)), 5, 0);"));
    QCOMPARE(lines[6], QStringLiteral("int main() { return f(10); }"));
}

// The code added around a function named by a macro uses the compiler's names (what the macro
// makes of them is the same), its descriptor the names as written.
void TestInstrument::macroNamesInTheInstrumentedText()
{
    const std::string source = "#define f first\n#define s second\nint dp[20][20];\n"
                               "int f(int n, int s) {\n  if (dp[n][s]) return dp[n][s];\n"
                               "  return dp[n][s] = n ? 1 + f(n - 1, !s) : 0;\n}\nint main() { return f(5, 0); }\n";
    const ParsedSource parsed("macro.cpp", source, kArgs);
    QCOMPARE(parsed.errorCount(), 0);
    const Analysis a = analyzeRecursion(parsed, {});
    QCOMPARE(::traced(a), QStringLiteral("f"));
    QCOMPARE(::roles(a), QStringLiteral("n:s s:t"));
    QVERIFY(a.find("first") == a.find("f"));
    const Instrumented out = instrument(parsed, a, {});
    const QStringList lines = QString::fromStdString(out.text).split(u'\n');
    QCOMPARE(lines[3],
        QStringLiteral("int f(int n, int s) { ::__gt::Frame __gt_f(0, 4, ::__gt::Turn {true, static_cast<long long>(second)}, "
                       "\"-f|n|s\", n, second);"));
    // --call names the method as written and calls it by the compiler's name.
    const Instrumented called = instrument(parsed, a, CallRequest {"f"});
    QCOMPARE(QString::fromStdString(called.calledSignature), QStringLiteral("f(int n, int s)"));
    QVERIFY(called.text.find("return first(__gt_a0, __gt_a1);") != std::string::npos);
}

// A template's recursions beside the game's are all traced, each its own group (the run draws the
// one with the most calls); each is read as if traced alone, and a label names its function only
// where its group has several. --trace still traces only what it names.
void TestInstrument::severalRecursionsAreAllTraced()
{
    const std::string source = "long long P(long long n, long long r) { return r == 0 ? 1 : n * P(n - 1, r - 1); }\n"
                               "long long nCr(long long n, long long r) {\n"
                               "  if (r == 0 || r == n) return 1;\n  return nCr(n - 1, r - 1) + nCr(n - 1, r);\n}\n"
                               "bool a(int n);\nbool b(int n) { return n > 0 && !a(n - 1); }\n"
                               "bool a(int n) { return n > 0 && !b(n - 1); }\n"
                               "int main() { return a(5); }\n";
    const ParsedSource parsed("template.cpp", source, kArgs);
    QCOMPARE(parsed.errorCount(), 0);
    const Analysis all = analyzeRecursion(parsed, {});
    QCOMPARE(::traced(all), QStringLiteral("P,nCr,b,a"));
    QCOMPARE(int(all.groups.size()), 3);
    QStringList groups;
    for (int f : all.traced)
        groups << QString::number(all.groupOf(f));
    QCOMPARE(groups.join(u','), QStringLiteral("0,1,2,2"));
    QCOMPARE(::roles(all), QStringLiteral("n:s r:s n:s r:s n:s n:s"));
    const QStringList lines = QString::fromStdString(instrument(parsed, all, {}).text).split(u'\n');
    QVERIFY2(lines[0].contains(QStringLiteral("\"-P|n|r\"")), qPrintable(lines[0]));
    QVERIFY2(lines[6].contains(QStringLiteral("\"+b|n\"")), qPrintable(lines[6]));
    AnalysisRequest request;
    request.traceNames = {"nCr"};
    const Analysis chosen = analyzeRecursion(parsed, request);
    QCOMPARE(::traced(chosen), QStringLiteral("nCr"));
    QVERIFY(chosen.groups.empty());
}

// `return {a, b};` in a function that returns a class is given the function's type, so that the
// value is recorded (it once read 0): as libclang prints it for a function, as written after a
// lambda's arrow.
void TestInstrument::bracedReturnsAreRecorded()
{
    const std::string source
        = "#include <utility>\nusing P = std::pair<int, int>;\n"
          "P f(int n) {\n  if (n == 0) return {1, 0};\n  P r = f(n - 1);\n  return {r.second + 1, r.first};\n}\n"
          "int main() {\n  auto g = [&](auto&& self, int n) -> std::pair<int, int> {\n"
          "    if (n == 0) return {};\n    return self(self, n - 1);\n  };\n  return f(3).first + g(g, 2).first;\n}\n";
    const ParsedSource parsed("braced.cpp", source, kArgs);
    QCOMPARE(parsed.errorCount(), 0);
    AnalysisRequest request;
    request.traceNames = {"f", "g"};
    const Analysis a = analyzeRecursion(parsed, request);
    const Instrumented out = instrument(parsed, a, {});
    const QStringList lines = QString::fromStdString(out.text).split(u'\n');
    QCOMPARE(lines[3], QStringLiteral("  if (n == 0) return __gt_f.retv(P{1, 0}, 4, 0);"));
    QCOMPARE(lines[5], QStringLiteral("  return __gt_f.retv(P{r.second + 1, r.first}, 6, 0);"));
    QCOMPARE(lines[9], QStringLiteral("    if (n == 0) return __gt_f.retv(std :: pair < int , int >{}, 10, 0);"));
}

void TestInstrument::normalization_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("characters");
    QTest::newRow("non-breaking indentation")
        << QByteArray("int a;\n\xC2\xA0\xC2\xA0 int b;\n") << QByteArray("int a;\n   int b;\n") << 2;
    QTest::newRow("ideographic space") << QByteArray("int\xE3\x80\x80x;") << QByteArray("int x;") << 1;
    QTest::newRow("zero-width space") << QByteArray("in\xE2\x80\x8Bt x;") << QByteArray("int x;") << 1;
    QTest::newRow("smart quotes become a literal")
        << QByteArray("puts(\xE2\x80\x9CWin\xE2\x80\x9D);") << QByteArray("puts(\"Win\");") << 2;
    QTest::newRow("kept inside a literal") << QByteArray("auto s = \"a\xC2\xA0\xE2\x80\x9C\";")
                                           << QByteArray("auto s = \"a\xC2\xA0\xE2\x80\x9C\";") << 0;
    QTest::newRow("main without a type") << QByteArray("#include <cstdio>\nmain() {\n}\n")
                                         << QByteArray("#include <cstdio>\nint main() {\n}\n") << 0;
    QTest::newRow("main with #define int") << QByteArray("#define int long long\nmain() {}\n")
                                           << QByteArray("#define int long long\nsigned main() {}\n") << 0;
    QTest::newRow("a call of main is left alone")
        << QByteArray("int main() { return x ? main() : 0; }") << QByteArray("int main() { return x ? main() : 0; }") << 0;
    QTest::newRow("digit separators") << QByteArray("int n = 1'000'000; char c = '\xC2\xA0';")
                                      << QByteArray("int n = 1'000'000; char c = '\xC2\xA0';") << 0;
}

void TestInstrument::normalization()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, output);
    QFETCH(int, characters);
    const Normalization n = normalizeSource(input.toStdString());
    QCOMPARE(QByteArray::fromStdString(n.text), output);
    QCOMPARE(n.nonBreakingSpaces + n.ideographicSpaces + n.zeroWidth + n.smartQuotes, characters);
}

void TestInstrument::stdcppFirst_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<bool>("first");
    QTest::newRow("first line") << QByteArray("#include <bits/stdc++.h>\nint main() {}") << true;
    QTest::newRow("after comments") << QByteArray("// A\n/* B */\n  # include <bits/stdc++.h>\n") << true;
    // libclang reads its precompiled copy first: what a preprocessor line changes is the file's own code.
    QTest::newRow("after a define") << QByteArray("#define X\n#include <bits/stdc++.h>\n") << true;
    QTest::newRow("after option pragmas") << QByteArray(
        "#pragma GCC optimize(\"O3,unroll-loops\")\n#pragma GCC target(\"avx2\")\n#include <bits/stdc++.h>\n")
                                          << true;
    QTest::newRow("after a LOCAL block") << QByteArray(
        "#if defined(LOCAL)\n#include \"debug.h\"\n#else\n#define debug(...)\n#endif\n#include <bits/stdc++.h>\n")
                                         << true;
    QTest::newRow("continued directive") << QByteArray("#define LONG_ONE \\\n    1\n#include <bits/stdc++.h>\n") << true;
    QTest::newRow("another header") << QByteArray("#include <iostream>\n#include <bits/stdc++.h>\n") << false;
    QTest::newRow("code first") << QByteArray("#pragma GCC optimize(\"O3\")\nint x;\n#include <bits/stdc++.h>\n") << false;
    QTest::newRow("only inside an #if") << QByteArray("#ifdef A\n#include <bits/stdc++.h>\n#endif\nint x;\n") << false;
}

void TestInstrument::stdcppFirst()
{
    QFETCH(QByteArray, source);
    QFETCH(bool, first);
    QCOMPARE(includesStdcppFirst(source.toStdString()), first);
}

void TestInstrument::editsNest()
{
    TextEdits edits;
    const std::string text = "return a ? b : c;";
    edits.wrap(7, 16, "R(", ")", 0); // the whole expression
    edits.wrap(7, 8, "T(", ")", 1);  // its condition, starting at the same offset
    edits.replace(0, 6, "RETURN");
    QCOMPARE(QString::fromStdString(edits.applyTo(text)), QStringLiteral("RETURN R(T(a) ? b : c);"));
}

QTEST_APPLESS_MAIN(TestInstrument)
#include "tst_instrument.moc"
