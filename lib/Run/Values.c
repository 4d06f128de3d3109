//===- Values.c - tc-run: the value store every kernel reads and writes ---===//
//
// Each SSA value has a slot with one tensor per simulated rank; kernels
// read their operands and define their results here, and report errors at
// the op. The run loop (Machine.c) calls the kernels; the kernels call only
// this file, so the two are not a circle.
//
//===----------------------------------------------------------------------===//

#include "Run/Machine.h"

#include <stdarg.h>
#include <stdlib.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

#include "Support/IRUtils.h"
#include "Support/Vectors.h"
#include "Util/StringBuffer.h"

bool tcRunEmitError(MlirOperation op, const char *format, ...) {
  TcStringBuffer message = {0};
  tcBufferAppendCString(&message, "tc-run: ");
  va_list arguments;
  va_start(arguments, format);
  tcBufferAppendFormatV(&message, format, arguments);
  va_end(arguments);
  mlirEmitError(mlirOperationGetLocation(op), tcBufferGetCString(&message));
  tcBufferDestroy(&message);
  return false;
}

//===----------------------------------------------------------------------===//
// Values.
//===----------------------------------------------------------------------===//

int64_t tcMachineFindRank(const TcMachine *machine, int64_t rank) {
  for (int64_t i = 0; i < machine->worldSize; ++i)
    if (machine->rankIds[i] == rank)
      return i;
  return -1;
}

void tcTensorGetStrides(const TcTensor *tensor, int64_t strides[]) {
  int64_t stride = 1;
  for (int64_t d = tensor->rank - 1; d >= 0; --d) {
    strides[d] = stride;
    stride *= tensor->shape[d];
  }
}

void tcTensorRound(TcTensor *tensor) {
  for (int64_t i = 0; i < tensor->numElements; ++i)
    tensor->data[i] = tcNumberRound(tensor->format, tensor->data[i]);
}

/// Fills `tensor`'s shape and format from a static ranked tensor type.
static bool describeType(MlirType type, TcTensor *tensor) {
  if (!mlirTypeIsAShaped(type)) { // a scalar (tensor.extract): a 0-D tensor
    *tensor = (TcTensor){.rank = 0, .numElements = 1,
                         .format = tcNumberFormatOf(type)};
    return tensor->format.kind != TC_NUMBER_UNSUPPORTED;
  }
  if (!mlirTypeIsARankedTensor(type) || !mlirShapedTypeHasStaticShape(type))
    return false;
  int64_t rank = mlirShapedTypeGetRank(type);
  if (rank > TC_RUN_MAX_RANK)
    return false;
  *tensor = (TcTensor){.rank = rank};
  for (int64_t d = 0; d < rank; ++d)
    tensor->shape[d] = mlirShapedTypeGetDimSize(type, d);
  // Too many elements to count is too many to hold: the budget refuses it.
  if (!tcTypeGetStaticElementCount(type, &tensor->numElements))
    tensor->numElements = INT64_MAX;
  tensor->format = tcNumberFormatOf(mlirShapedTypeGetElementType(type));
  return tensor->format.kind != TC_NUMBER_UNSUPPORTED;
}

static bool failOnType(MlirOperation where, MlirType type) {
  TcStringBuffer text = {0};
  tcBufferAppendType(&text, type);
  tcRunEmitError(
      where,
      "cannot hold a value of type %s: it needs a scalar or a static "
      "ranked tensor of at most %d dims of "
      "f64/f32/f16/bf16/f8E4M3FN/f8E5M2/f4E2M1FN/"
      "f8E8M0FNU or an integer type",
      tcBufferGetCString(&text), (int)TC_RUN_MAX_RANK);
  tcBufferDestroy(&text);
  return false;
}

/// Takes what a value of `shape` needs on every rank from the budget, or
/// says at `where` why it cannot.
static bool reserveBytes(TcMachine *machine, const TcTensor *shape,
                         MlirOperation where, MlirType type) {
  int64_t bytes;
  if (tcMultiplyChecked(shape->numElements, machine->worldSize, &bytes) &&
      tcMultiplyChecked(bytes, (int64_t)sizeof(double), &bytes) &&
      bytes <= TC_RUN_MAX_VALUE_BYTES - machine->bytesHeld) {
    machine->bytesHeld += bytes;
    return true;
  }
  TcStringBuffer text = {0};
  tcBufferAppendType(&text, type);
  tcRunEmitError(
      where,
      "a value of type %s, held on each of %lld ranks, needs more "
      "memory than tc-run gives a program's values (%lld GiB, %lld MiB "
      "already in use)",
      tcBufferGetCString(&text), (long long)machine->worldSize,
      (long long)(TC_RUN_MAX_VALUE_BYTES >> 30),
      (long long)(machine->bytesHeld >> 20));
  tcBufferDestroy(&text);
  return false;
}

/// Frees the tensors of `slot` and gives their bytes back to the budget.
static void releaseSlot(TcMachine *machine, size_t slot) {
  for (int64_t position = 0; position < machine->worldSize; ++position) {
    TcTensor *tensor =
        &machine->tensors[slot * (size_t)machine->worldSize + (size_t)position];
    if (tensor->data)
      machine->bytesHeld -= tensor->numElements * (int64_t)sizeof(double);
    free(tensor->data);
    *tensor = (TcTensor){0};
  }
}

TcTensor *tcMachineDefine(TcMachine *machine, MlirValue value,
                          MlirOperation where) {
  TcTensor shape;
  MlirType type = mlirValueGetType(value);
  if (!describeType(type, &shape))
    return failOnType(where, type), NULL;
  size_t slot;
  if (tcPointerMapLookup(&machine->slotOfValue, value.ptr, &slot)) {
    // Defined again (a region run once more by copy_region): the value
    // keeps its slot and gets fresh tensors.
    releaseSlot(machine, slot);
  } else {
    slot = machine->numSlots++;
    TC_GROW_ARRAY(machine->tensors, machine->capacity,
                  machine->numSlots * (size_t)machine->worldSize);
    tcPointerMapSet(&machine->slotOfValue, value.ptr, slot);
  }
  if (!reserveBytes(machine, &shape, where, type)) {
    for (int64_t position = 0; position < machine->worldSize; ++position)
      machine->tensors[slot * (size_t)machine->worldSize + (size_t)position] =
          (TcTensor){0};
    return NULL;
  }
  size_t first = slot * (size_t)machine->worldSize;
  for (int64_t position = 0; position < machine->worldSize; ++position) {
    TcTensor *tensor = &machine->tensors[first + (size_t)position];
    *tensor = shape;
    tensor->data = tcCheckAllocation(
        calloc((size_t)(shape.numElements ? shape.numElements : 1),
               sizeof(double)));
  }
  return &machine->tensors[first];
}

TcTensor *tcMachineGetValue(TcMachine *machine, MlirValue value,
                            int64_t position) {
  size_t slot;
  if (!tcPointerMapLookup(&machine->slotOfValue, value.ptr, &slot))
    return NULL;
  return &machine->tensors[slot * (size_t)machine->worldSize +
                           (size_t)position];
}

TcTensor *tcMachineGetResult(TcMachine *machine, MlirOperation op,
                             intptr_t index, int64_t position) {
  return tcMachineGetValue(machine, mlirOperationGetResult(op, index), position);
}

const TcTensor *tcMachineGetOperand(TcMachine *machine, MlirOperation user,
                                    intptr_t operand, int64_t position) {
  const TcTensor *tensor = tcMachineGetValue(
      machine, mlirOperationGetOperand(user, operand), position);
  if (!tensor)
    tcRunEmitError(user, "operand %d is defined outside the function body",
                   (int)operand);
  return tensor;
}
