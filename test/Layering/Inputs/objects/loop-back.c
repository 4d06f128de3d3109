double tcCostLoop(int);
double tcCostLoopBack(int n) { return n ? tcCostLoop(n - 1) : 1.0; }
