// Passes and Run are siblings.
#include "Cost/OpCost.h"
#include "Run/Machine.h"
