// Everything here is allowed.
#include "Cost/OpCost.h"
#include "Run/Machine.h"
#include "tensor_cast-c/Run.h"
#include <stdio.h>
