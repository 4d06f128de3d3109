//===- Collectives.c - tc-run: the collectives, all_to_all included ---------===//
//
// Each kernel sees every rank's operand at once. Sums run over the ranks in
// `rank_group` order; chunk i along `dim` belongs to the i-th rank of the
// group, and all_gather concatenates in that order. So reduce_scatter then
// all_gather gives exactly all_reduce, as the passes assume.
//
//===----------------------------------------------------------------------===//

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"

#include "Run/Machine.h"
#include "Support/IRUtils.h"
#include "Util/StringBuffer.h"

/// Attribute `name`, a dim of `tensor`, normalized.
static bool readDimAttr(MlirOperation op, const char *name,
                        const TcTensor *tensor, int64_t *dim) {
  MlirAttribute attr = tcOpGetAttr(op, name);
  if (mlirAttributeIsNull(attr) || !mlirAttributeIsAInteger(attr))
    return tcRunEmitError(op, "expected attribute '%s' (i64)", name);
  *dim = mlirIntegerAttrGetValueInt(attr);
  if (*dim < 0)
    *dim += tensor->rank;
  if (*dim < 0 || *dim >= tensor->rank)
    return tcRunEmitError(op, "attribute '%s' is out of range", name);
  return true;
}

/// dim, normalized; the split of a tensor around it.
typedef struct DimSplit {
  int64_t outer, size, inner; // elements before, along and after the dim
} DimSplit;

static bool splitAtDim(MlirOperation op, const TcTensor *tensor, int64_t count,
                       DimSplit *split) {
  int64_t dim;
  if (!readDimAttr(op, "dim", tensor, &dim))
    return false;
  *split = (DimSplit){1, tensor->shape[dim], 1};
  if (split->size % count != 0)
    return tcRunEmitError(op,
                          "dim %lld (%lld) is not divisible by the world size",
                          (long long)dim, (long long)split->size);
  for (int64_t d = 0; d < dim; ++d)
    split->outer *= tensor->shape[d];
  for (int64_t d = dim + 1; d < tensor->rank; ++d)
    split->inner *= tensor->shape[d];
  return true;
}

/// Copies chunk `chunk` (of `count`) along the dim of `full` to `part`, or
/// back when `toFull`.
static void moveChunk(double *full, double *part, DimSplit split, int64_t chunk,
                      int64_t count, bool toFull) {
  int64_t rows = split.size / count;
  size_t bytes = sizeof(double) * (size_t)(rows * split.inner);
  for (int64_t o = 0; o < split.outer; ++o) {
    double *wide = &full[(o * split.size + chunk * rows) * split.inner];
    double *narrow = &part[o * rows * split.inner];
    memcpy(toFull ? wide : narrow, toFull ? narrow : wide, bytes);
  }
}

/// The sum over the group, in group order, rounded to `format`.
static double *sumOverGroup(TcMachine *machine, MlirOperation op,
                            const int64_t *positions, int64_t size,
                            TcNumberFormat format, int64_t *numElements) {
  const TcTensor *first = tcMachineGetOperand(machine, op, 0, positions[0]);
  *numElements = first->numElements;
  double *sum = tcCheckAllocation(
      calloc((size_t)(first->numElements ? first->numElements : 1),
             sizeof(double)));
  for (int64_t i = 0; i < size; ++i) {
    const TcTensor *x = tcMachineGetOperand(machine, op, 0, positions[i]);
    for (int64_t e = 0; e < x->numElements; ++e)
      sum[e] += x->data[e];
  }
  for (int64_t e = 0; e < first->numElements; ++e)
    sum[e] = tcNumberRound(format, sum[e]);
  return sum;
}

/// A collective on one group: `positions` (machine positions, in rank_group
/// order) of `size` ranks.
typedef bool (*GroupKernel)(TcMachine *machine, MlirOperation op,
                            const int64_t *positions, int64_t size);

/// Runs `kernel` on each group of the op's rank_group: the group itself and
/// its copies for the other ranks (a row or column of the device mesh).
static bool runPerGroup(TcMachine *machine, MlirOperation op,
                        GroupKernel kernel) {
  int64_t positions[TC_RUN_MAX_GROUP], numGroups, size;
  if (!tcMachineGetGroups(machine, op, positions, &numGroups, &size))
    return false;
  for (int64_t g = 0; g < numGroups; ++g)
    if (!kernel(machine, op, &positions[g * size], size))
      return false;
  return true;
}

static bool allReduceGroup(TcMachine *machine, MlirOperation op,
                           const int64_t *positions, int64_t size) {
  int64_t count;
  TcNumberFormat format = tcMachineGetResult(machine, op, 0, 0)->format;
  double *sum = sumOverGroup(machine, op, positions, size, format, &count);
  for (int64_t i = 0; i < size; ++i)
    memcpy(tcMachineGetResult(machine, op, 0, positions[i])->data, sum,
           sizeof(double) * (size_t)count);
  free(sum);
  return true;
}

static bool reduceScatterGroup(TcMachine *machine, MlirOperation op,
                               const int64_t *positions, int64_t size) {
  int64_t count;
  DimSplit split;
  if (!splitAtDim(op, tcMachineGetOperand(machine, op, 0, 0), size, &split))
    return false;
  TcNumberFormat format = tcMachineGetResult(machine, op, 0, 0)->format;
  double *sum = sumOverGroup(machine, op, positions, size, format, &count);
  for (int64_t i = 0; i < size; ++i)
    moveChunk(sum, tcMachineGetResult(machine, op, 0, positions[i])->data,
              split, i, size, false);
  free(sum);
  return true;
}

static bool allGatherGroup(TcMachine *machine, MlirOperation op,
                           const int64_t *positions, int64_t size) {
  DimSplit split;
  if (!splitAtDim(op, tcMachineGetResult(machine, op, 0, 0), size, &split))
    return false;
  for (int64_t target = 0; target < size; ++target)
    for (int64_t i = 0; i < size; ++i) {
      const TcTensor *x = tcMachineGetOperand(machine, op, 0, positions[i]);
      moveChunk(tcMachineGetResult(machine, op, 0, positions[target])->data,
                x->data, split, i, size, true);
    }
  return true;
}

static bool allSliceGroup(TcMachine *machine, MlirOperation op,
                          const int64_t *positions, int64_t size) {
  DimSplit split;
  if (!splitAtDim(op, tcMachineGetOperand(machine, op, 0, 0), size, &split))
    return false;
  for (int64_t i = 0; i < size; ++i) {
    const TcTensor *x = tcMachineGetOperand(machine, op, 0, positions[i]);
    moveChunk(x->data, tcMachineGetResult(machine, op, 0, positions[i])->data,
              split, i, size, false);
  }
  return true;
}

bool tcRunAllReduce(TcMachine *machine, MlirOperation op) {
  return runPerGroup(machine, op, allReduceGroup);
}

/// The all_reduce's sum (rounded to x's type, as all_reduce stores it), then
/// each rank's add + RMS norm (and quantization) of it.
static bool allReduceAddRmsNormGroup(TcMachine *machine, MlirOperation op,
                                     const int64_t *positions, int64_t size) {
  int64_t count;
  const TcTensor *first = tcMachineGetOperand(machine, op, 0, positions[0]);
  if (!first)
    return false;
  double *sum =
      sumOverGroup(machine, op, positions, size, first->format, &count);
  TcTensor reduced = *first;
  reduced.data = sum;
  bool ok = true;
  for (int64_t i = 0; ok && i < size; ++i)
    ok = tcRunFusedOnRankWithInput(machine, op, &reduced, positions[i]);
  free(sum);
  return ok;
}

bool tcRunAllReduceAddRmsNorm(TcMachine *machine, MlirOperation op) {
  return runPerGroup(machine, op, allReduceAddRmsNormGroup);
}

bool tcRunReduceScatter(TcMachine *machine, MlirOperation op) {
  return runPerGroup(machine, op, reduceScatterGroup);
}

bool tcRunAllGather(TcMachine *machine, MlirOperation op) {
  return runPerGroup(machine, op, allGatherGroup);
}

bool tcRunAllSlice(TcMachine *machine, MlirOperation op) {
  return runPerGroup(machine, op, allSliceGroup);
}

/// The rank at place `target` of the group receives chunk `target` (along
/// split_dim) of every rank's x and concatenates them along concat_dim in
/// group order. Element by element: tc-run's shapes are small.
static bool allToAllGroup(TcMachine *machine, MlirOperation op,
                          const int64_t *positions, int64_t size) {
  int64_t splitDim, concatDim;
  const TcTensor *first = tcMachineGetOperand(machine, op, 0, positions[0]);
  if (!first || !readDimAttr(op, "split_dim", first, &splitDim) ||
      !readDimAttr(op, "concat_dim", first, &concatDim))
    return false;
  if (first->shape[splitDim] % size != 0)
    return tcRunEmitError(op, "split_dim is not divisible by the world size");
  int64_t chunk[TC_RUN_MAX_RANK], xStrides[TC_RUN_MAX_RANK];
  memcpy(chunk, first->shape, sizeof(int64_t) * (size_t)first->rank);
  chunk[splitDim] /= size;
  tcTensorGetStrides(first, xStrides);
  for (int64_t target = 0; target < size; ++target) {
    TcTensor *y = tcMachineGetResult(machine, op, 0, positions[target]);
    for (int64_t i = 0; i < y->numElements; ++i) {
      int64_t rest = i, source = 0, offset = 0;
      for (int64_t d = y->rank - 1; d >= 0; --d) {
        int64_t index = rest % y->shape[d];
        rest /= y->shape[d];
        if (d == concatDim) { // which sender, and where in its chunk
          source = index / chunk[d];
          index %= chunk[d];
        }
        if (d == splitDim)
          index += target * chunk[d];
        offset += index * xStrides[d];
      }
      const TcTensor *x = tcMachineGetOperand(machine, op, 0, positions[source]);
      if (!x)
        return false;
      y->data[i] = x->data[offset];
    }
  }
  return true;
}

bool tcRunAllToAll(TcMachine *machine, MlirOperation op) {
  return runPerGroup(machine, op, allToAllGroup);
}
