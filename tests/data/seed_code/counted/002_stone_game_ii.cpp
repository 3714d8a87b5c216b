#include <bits/stdc++.h>
using namespace std;
long long gt_calls = 0, gt_memo = 0, gt_roots = 0;
class Solution {
    public:
    void printVector(vector <int> v){
        for(int i =0;i<v.size();i++)cout << v[i] << " ";
        cout << endl;
    }
    int stoneGameII(vector<int>& piles) {
        int n = piles.size();
        vector <int> arr(n);
        arr[n-1] = piles[n-1];
        for(int i = n-2;i>=0;i--)arr[i] = arr[i+1] + piles[i];
        vector < vector <int> > dp(n+1,vector <int> (n+1,-1));
        ++gt_roots; return solve(arr,0,1,dp);
    }
    int solve(vector <int> arr, int i, int m, vector < vector <int> > &dp){
        ++gt_calls;
        if(i >=arr.size())return 0;
        if(dp[i][m]!=-1){ ++gt_memo; return dp[i][m]; }
        if(i-1+2*m >=arr.size())return arr[i];
        int opponentCanTake = INT_MAX;
        for(int x =1;x<=2*m;x++){
            opponentCanTake = min(opponentCanTake,solve(arr,i+x,max(x,m),dp));
        }
        dp[i][m] = arr[i] - opponentCanTake;
        return dp[i][m];
    }
};
int main(){
    vector<int> v = {2,7,9,4,4};
    Solution ob;
    cout <<(ob.stoneGameII(v));
    fprintf(stderr, "calls=%lld memo=%lld roots=%lld\n", gt_calls, gt_memo, gt_roots);
}
