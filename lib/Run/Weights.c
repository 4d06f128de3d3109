//===- Weights.c - tc-run: arguments read from a checkpoint --------------===//
//
// An argument whose `tensor_cast.source` names a tensor of the checkpoint
// gets that tensor's piece on each rank (transposed, split, padded with
// zeros, zero where a partial term is not held), rounded to the argument's
// element type; the others keep their drawn values. A tensor of the right
// name but another shape is always an error: the checkpoint is not of this
// model. A missing one is an error only when asked (strict).
//
//===----------------------------------------------------------------------===//

#include <stdlib.h>

#include "mlir-c/Diagnostics.h"

#include "Run/Machine.h"
#include "Util/Safetensors.h"

static void appendShape(TcStringBuffer *text, const int64_t *shape,
                        int64_t rank) {
  tcBufferAppendCString(text, "(");
  for (int64_t d = 0; d < rank; ++d)
    tcBufferAppendFormat(text, "%s%lld", d ? ", " : "", (long long)shape[d]);
  tcBufferAppendCString(text, rank == 1 ? ",)" : ")");
}

/// Emits "tc-run: argument N: ..." at the argument's declaration.
static bool failArgument(MlirValue argument, intptr_t index,
                         TcStringBuffer *message) {
  TcStringBuffer text = {0};
  tcBufferAppendFormat(&text, "tc-run: argument %ld: %s", (long)index,
                       tcBufferGetCString(message));
  mlirEmitError(mlirValueGetLocation(argument), tcBufferGetCString(&text));
  tcBufferDestroy(&text);
  tcBufferDestroy(message);
  return false;
}

static bool sameShape(const TcSafetensor *tensor,
                      const TcTensorSource *source) {
  if (tensor->rank != source->rank)
    return false;
  for (int64_t d = 0; d < source->rank; ++d)
    if (tensor->shape[d] != source->shape[d])
      return false;
  return true;
}

/// The checkpoint tensor for the rank at `position`, checked against the
/// source; NULL with `*ok` true when it is missing and that is allowed.
static const TcSafetensor *findTensor(const TcSafetensors *checkpoint,
                                      const TcTensorSource *source,
                                      const char *name, MlirValue argument,
                                      intptr_t index, bool strict, bool *ok) {
  const TcSafetensor *tensor = tcSafetensorsFind(checkpoint, name);
  TcStringBuffer message = {0};
  *ok = true;
  if (!tensor && strict) {
    tcBufferAppendFormat(&message,
                         "tensor '%s' is not in the checkpoint "
                         "(--strict-weights)",
                         name);
    *ok = failArgument(argument, index, &message);
  } else if (tensor && !sameShape(tensor, source)) {
    tcBufferAppendFormat(&message, "tensor '%s' in the checkpoint is ", name);
    appendShape(&message, tensor->shape, tensor->rank);
    tcBufferAppendCString(&message, ", but this model's is ");
    appendShape(&message, source->shape, source->rank);
    *ok = failArgument(argument, index, &message);
  }
  tcBufferDestroy(&message);
  return *ok ? tensor : NULL;
}

/// Fills the rank at `position`'s piece from the whole tensor `whole`.
static void fillPiece(TcTensor *tensor, const TcTensorSource *source,
                      int64_t rank, const double *whole) {
  int64_t part = tcTensorSourceGetPart(source, rank);
  bool held = tcTensorSourceIsHeldBy(source, rank);
  for (int64_t e = 0; e < tensor->numElements; ++e) {
    int64_t index =
        held ? tcTensorSourceMapIndex(source, tensor->shape, part, e) : -1;
    tensor->data[e] = index < 0 ? 0.0 : whole[index];
  }
  tcTensorRound(tensor);
}

/// The whole tensor the rank reads, read once for the ranks that share it
/// (every rank but for expert parallelism).
typedef struct WholeTensor {
  const TcSafetensor *tensor;
  double *values;
} WholeTensor;

static bool readWhole(const TcSafetensors *checkpoint,
                      const TcSafetensor *tensor, MlirValue argument,
                      intptr_t index, WholeTensor *whole) {
  if (whole->tensor == tensor)
    return true;
  free(whole->values);
  whole->tensor = tensor;
  whole->values = tcCheckAllocation(
      malloc(sizeof(double) * (size_t)(tensor->numElements + 1)));
  TcStringBuffer error = {0};
  bool ok = tcSafetensorsRead(checkpoint, tensor, whole->values, &error) ||
            failArgument(argument, index, &error);
  tcBufferDestroy(&error);
  return ok;
}

/// Loads argument `index` on every rank; counts it in `*loaded` when any
/// rank's piece came from the checkpoint.
static bool loadArgument(TcMachine *machine, MlirOperation function,
                         intptr_t index, const TcSafetensors *checkpoint,
                         bool strict, int64_t *loaded) {
  TcTensorSource source;
  if (!tcMachineReadArgumentSource(function, index, &source))
    return true;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(function, 0));
  MlirValue argument = mlirBlockGetArgument(body, index);
  WholeTensor whole = {NULL, NULL};
  bool ok = true;
  for (int64_t position = 0; ok && position < machine->worldSize; ++position) {
    int64_t rank = machine->rankIds[position];
    TcStringBuffer name = {0};
    tcTensorSourceGetName(&source, rank, &name);
    const TcSafetensor *tensor =
        findTensor(checkpoint, &source, tcBufferGetCString(&name), argument,
                   index, strict, &ok);
    tcBufferDestroy(&name);
    if (tensor && (ok = readWhole(checkpoint, tensor, argument, index, &whole)))
      fillPiece(tcMachineGetValue(machine, argument, position), &source, rank,
                whole.values);
  }
  *loaded += whole.tensor != NULL;
  free(whole.values);
  return ok;
}

bool tcMachineLoadWeights(TcMachine *machine, MlirOperation function,
                          const char *path, bool strict, int64_t *loaded) {
  TcSafetensors checkpoint;
  TcStringBuffer error = {0};
  *loaded = 0;
  if (!tcSafetensorsOpen(path, &checkpoint, &error)) {
    bool failed =
        tcRunEmitError(function, "--weights: %s", tcBufferGetCString(&error));
    tcBufferDestroy(&error);
    return failed;
  }
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(function, 0));
  bool ok = true;
  for (intptr_t i = 0; ok && i < mlirBlockGetNumArguments(body); ++i)
    ok = loadArgument(machine, function, i, &checkpoint, strict, loaded);
  tcSafetensorsDestroy(&checkpoint);
  return ok;
}
