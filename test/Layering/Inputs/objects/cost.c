double tcSupportHelper(void);
double tcCostOfSomething(void) { return 1.0; }
double tcCostInternal(void) { return tcSupportHelper(); }
