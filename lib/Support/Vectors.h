//===- Vectors.h - Growable arrays of ops and values ----------------*- C -*-===//
//
// Passes collect ops first and rewrite after (erasing during a walk is a
// use-after-free), so they need lists of MLIR handles. Out of memory aborts.
//
//===----------------------------------------------------------------------===//
#ifndef TC_SUPPORT_VECTORS_H
#define TC_SUPPORT_VECTORS_H

#include <stdbool.h>
#include <stddef.h>

#include "mlir-c/IR.h"

typedef struct TcOpVector {
  MlirOperation *data;
  size_t size, capacity;
} TcOpVector;

typedef struct TcValueVector {
  MlirValue *data;
  size_t size, capacity;
} TcValueVector;

void tcOpVectorPush(TcOpVector *vector, MlirOperation op);
bool tcOpVectorContains(const TcOpVector *vector, MlirOperation op);
void tcOpVectorDestroy(TcOpVector *vector);
/// Sorts ops of one block into block order.
void tcOpVectorSortInBlockOrder(TcOpVector *vector);

void tcValueVectorPush(TcValueVector *vector, MlirValue value);
MlirValue tcValueVectorPop(TcValueVector *vector);
void tcValueVectorDestroy(TcValueVector *vector);

/// `data` (of `*capacity` elements of `elementSize` bytes) grown to hold at
/// least `needed` elements: the same pointer when it already does, else the
/// reallocated one (`*capacity` updated). Through TC_GROW_ARRAY.
void *tcGrowArray(void *data, size_t *capacity, size_t needed,
                  size_t elementSize);

/// Grows the array `data` (an lvalue pointer, `capacity` its size_t
/// capacity) to hold at least `needed` elements of its type.
#define TC_GROW_ARRAY(data, capacity, needed)                                  \
  ((data) = tcGrowArray((data), &(capacity), (needed), sizeof *(data)))

#endif // TC_SUPPORT_VECTORS_H
