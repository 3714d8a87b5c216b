#include <bits/stdc++.h>
using namespace std;

// Take 1, 3 or 4 stones; whoever cannot move loses. Bob moves first here, and the
// recursion answers "does Alice win?" at every depth: turn 1 is Bob's move, 0 Alice's.
int main() {
    int n;
    cin >> n;
    vector<array<int, 2>> memo(n + 1, {-1, -1});
    auto aliceWins = [&](auto self, int n, int turn) -> bool {
        if (memo[n][turn] >= 0) return memo[n][turn];
        bool alice = turn == 1; // Alice wins if Bob has no move
        for (int m : {1, 3, 4}) {
            if (m > n) continue;
            bool r = self(self, n - m, 1 - turn);
            if (turn == 0 && r) alice = true;
            if (turn == 1 && !r) alice = false;
        }
        memo[n][turn] = alice;
        return alice;
    };
    puts(aliceWins(aliceWins, n, 1) ? "Alice" : "Bob");
}
