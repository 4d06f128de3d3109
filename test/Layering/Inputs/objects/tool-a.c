// Two files of one tool that call each other, and a call into the
// library's internals.
int toolB(int);
double tcCostInternal(void);
int toolA(int n) { return n ? toolB(n - 1) : (int)tcCostInternal(); }
