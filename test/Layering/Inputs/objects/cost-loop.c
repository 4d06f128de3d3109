// A second file of the Cost layer: it and loop-back.c call each other (a
// circle inside one layer of the library).
double tcCostLoopBack(int);
double tcCostLoop(int n) { return n ? tcCostLoopBack(n - 1) : 0.0; }
