// A public header of the Dialect layer that needs the passes.
#include "tensor_cast-c/Passes.h"
