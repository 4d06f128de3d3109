/*===-- tensor_cast-c/TensorCast.h - The whole public C API -------*- C -*-===*/
#ifndef TENSOR_CAST_C_TENSORCAST_H
#define TENSOR_CAST_C_TENSORCAST_H

#include "tensor_cast-c/Cost.h"
#include "tensor_cast-c/Dialect.h"
#include "tensor_cast-c/Model.h"
#include "tensor_cast-c/Passes.h"
#include "tensor_cast-c/Run.h"

#endif /* TENSOR_CAST_C_TENSORCAST_H */
