//===- Vectors.c - Growable arrays of ops and values ----------------------===//

#include "Support/Vectors.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#include "Util/StringBuffer.h"

void *tcGrowArray(void *data, size_t *capacity, size_t needed,
                  size_t elementSize) {
  if (needed <= *capacity)
    return data;
  size_t grown = *capacity ? *capacity * 2 : 8;
  while (grown < needed && grown <= SIZE_MAX / 2)
    grown *= 2;
  // A size past the address space is as unservable as a failed realloc.
  bool fits = grown >= needed && grown <= SIZE_MAX / elementSize;
  data = tcCheckAllocation(fits ? realloc(data, grown * elementSize) : NULL);
  *capacity = grown;
  return data;
}

void tcOpVectorPush(TcOpVector *vector, MlirOperation op) {
  TC_GROW_ARRAY(vector->data, vector->capacity, vector->size + 1);
  vector->data[vector->size++] = op;
}

bool tcOpVectorContains(const TcOpVector *vector, MlirOperation op) {
  for (size_t i = 0; i < vector->size; ++i)
    if (mlirOperationEqual(vector->data[i], op))
      return true;
  return false;
}

void tcOpVectorDestroy(TcOpVector *vector) {
  free(vector->data);
  *vector = (TcOpVector){0};
}

static int compareBlockOrder(const void *a, const void *b) {
  MlirOperation lhs = *(const MlirOperation *)a, rhs = *(const MlirOperation *)b;
  if (mlirOperationEqual(lhs, rhs))
    return 0;
  return mlirOperationIsBeforeInBlock(lhs, rhs) ? -1 : 1;
}

void tcOpVectorSortInBlockOrder(TcOpVector *vector) {
  if (vector->size > 1)
    qsort(vector->data, vector->size, sizeof(MlirOperation), compareBlockOrder);
}

void tcValueVectorPush(TcValueVector *vector, MlirValue value) {
  TC_GROW_ARRAY(vector->data, vector->capacity, vector->size + 1);
  vector->data[vector->size++] = value;
}

MlirValue tcValueVectorPop(TcValueVector *vector) {
  return vector->data[--vector->size];
}

void tcValueVectorDestroy(TcValueVector *vector) {
  free(vector->data);
  *vector = (TcValueVector){0};
}
