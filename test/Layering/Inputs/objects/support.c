// Support calling up into Cost.
double tcCostOfSomething(void);
double tcSupportHelper(void) { return tcCostOfSomething(); }
