// Support reaching up to Cost and to a public header above it.
#include "Cost/OpCost.h"
#include "tensor_cast-c/Passes.h"
#include "Util/StringBuffer.h"
#include "mlir-c/IR.h"
