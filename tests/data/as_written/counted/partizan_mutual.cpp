#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;

// The first player may take 1, 3 or 4 stones, the second only 1 or 2.
// Whoever cannot move loses.
int firstMoves[] = {1, 3, 4};
int secondMoves[] = {1, 2};

bool secondWins(int n);

// the first player is to move: does she win?
bool firstWins(int n) {
    ++gt_calls;
    for (int m : firstMoves)
        if (m <= n && !secondWins(n - m)) return true;
    return false;
}

// the second player is to move: does he win?
bool secondWins(int n) {
    ++gt_calls;
    for (int m : secondMoves)
        if (m <= n && !firstWins(n - m)) return true;
    return false;
}

int main() {
    int n;
    cin >> n;
    if ((++gt_roots, firstWins(n))) cout << "First" << endl;
    else cout << "Second" << endl;
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
    return 0;
}
