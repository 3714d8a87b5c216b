#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;
class Solution {
public:
   int dp[1 << 21];
   bool solve(int n, int s, int mask){
        ++gt_calls;
      if(s <= 0) return false;
      if(dp[mask] != -1) { ++gt_memo; return dp[mask]; }
      bool ret = false;
      for(int i = 1; i <= n; i++){
         if(!((mask >> i) & 1)){
            ret |= (!solve(n, s - i, (mask ^ (1 << i))));
         }
      }
      return dp[mask] = ret;
   }
   bool canIWin(int n, int desiredTotal) {
      if(desiredTotal <= 0) return true;
      for(int i = 0; i < (1 << 21); i++)dp[i] = -1;
      if(desiredTotal > (n * (n + 1)/ 2))return false;
      ++gt_roots; return solve(n, desiredTotal, 0);
   }
};
int main() {
Solution ob;
cout << (ob.canIWin(10,11));
fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
