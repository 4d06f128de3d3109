int toolA(int);
int toolB(int n) { return n ? toolA(n - 1) : 0; }
