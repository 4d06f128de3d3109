// A tool reaching into the library's internals, and a name that is no
// public header.
#include "ToolSupport/ToolSupport.h"
#include "tensor_cast-c/TensorCast.h"
#include "Support/IRUtils.h"
#include "tensor_cast-c/Private.h"
#include "Own.h"
