//===- Builtin.c - tc-run: the arith and tensor ops the passes emit -------===//
//
// Elementwise arith ops, dense constants, tensor.concat, static
// tensor.extract_slice and reshapes. Anything else is reported, not guessed.
//
//===----------------------------------------------------------------------===//

#include <math.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include "Run/Machine.h"
#include "Support/IRUtils.h"
#include "Util/ArraySize.h"

bool tcKernelCopyValue(TcMachine *machine, MlirValue from, MlirValue to,
                       MlirOperation where) {
  for (int64_t rank = 0; rank < machine->worldSize; ++rank) {
    const TcTensor *x = tcMachineGetValue(machine, from, rank);
    TcTensor *y = tcMachineGetValue(machine, to, rank);
    if (!x || !y)
      return tcRunEmitError(where, "a value it reads was never computed");
    if (x->numElements != y->numElements)
      return tcRunEmitError(where,
                            "the result must have as many elements as the "
                            "operand");
    for (int64_t i = 0; i < x->numElements; ++i)
      y->data[i] = tcNumberRound(y->format, x->data[i]);
  }
  return true;
}

bool tcKernelCopy(TcMachine *machine, MlirOperation op) {
  // An operand from outside the function body is named as such.
  return tcMachineGetOperand(machine, op, 0, 0) &&
         tcKernelCopyValue(machine, mlirOperationGetOperand(op, 0),
                           mlirOperationGetResult(op, 0), op);
}

/// Result 0 filled with the single element of operand 0, on every rank.
static bool broadcastScalar(TcMachine *machine, MlirOperation op) {
  for (int64_t rank = 0; rank < machine->worldSize; ++rank) {
    const TcTensor *x = tcMachineGetOperand(machine, op, 0, rank);
    TcTensor *y = tcMachineGetResult(machine, op, 0, rank);
    if (!x || x->numElements != 1)
      return tcRunEmitError(op, "expected a single-element operand");
    for (int64_t i = 0; i < y->numElements; ++i)
      y->data[i] = tcNumberRound(y->format, x->data[0]);
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Elementwise arith.
//===----------------------------------------------------------------------===//

typedef enum Elementwise {
  EW_ADD,
  EW_SUB,
  EW_MUL,
  EW_DIV,
  EW_MAX,
  EW_MIN,
  EW_NEG,
  EW_CAST,
  EW_NONE
} Elementwise;

static const struct {
  const char *name;
  Elementwise kind;
} kElementwise[] = {
    {"arith.addf", EW_ADD},     {"arith.subf", EW_SUB},
    {"arith.mulf", EW_MUL},     {"arith.divf", EW_DIV},
    {"arith.maximumf", EW_MAX}, {"arith.minimumf", EW_MIN},
    {"arith.negf", EW_NEG},     {"arith.truncf", EW_CAST},
    {"arith.extf", EW_CAST},
};

static Elementwise elementwiseKind(MlirOperation op) {
  for (size_t i = 0; i < TC_ARRAY_SIZE(kElementwise); ++i)
    if (tcOpIsNamed(op, kElementwise[i].name))
      return kElementwise[i].kind;
  return EW_NONE;
}

static double apply(Elementwise kind, double a, double b) {
  switch (kind) {
  case EW_ADD:
    return a + b;
  case EW_SUB:
    return a - b;
  case EW_MUL:
    return a * b;
  case EW_DIV:
    return a / b;
  case EW_MAX: // maximumf/minimumf propagate NaN
    return isnan(a) || isnan(b) ? NAN : fmax(a, b);
  case EW_MIN:
    return isnan(a) || isnan(b) ? NAN : fmin(a, b);
  case EW_NEG:
    return -a;
  default:
    return a;
  }
}

static bool elementwise(TcMachine *machine, MlirOperation op) {
  Elementwise kind = elementwiseKind(op);
  bool binary = mlirOperationGetNumOperands(op) == 2;
  for (int64_t rank = 0; rank < machine->worldSize; ++rank) {
    const TcTensor *a = tcMachineGetOperand(machine, op, 0, rank);
    const TcTensor *b = binary ? tcMachineGetOperand(machine, op, 1, rank) : a;
    TcTensor *y = tcMachineGetResult(machine, op, 0, rank);
    if (!a || !b || a->numElements != y->numElements ||
        b->numElements != y->numElements)
      return tcRunEmitError(op, "operands and result must have the same shape");
    for (int64_t i = 0; i < y->numElements; ++i)
      y->data[i] = tcNumberRound(y->format, apply(kind, a->data[i], b->data[i]));
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Constants.
//===----------------------------------------------------------------------===//

/// arith.constant with a dense elements value: the same on every rank.
static bool constant(TcMachine *machine, MlirOperation op) {
  MlirAttribute value = tcOpGetAttr(op, "value");
  if (mlirAttributeIsNull(value) || !mlirAttributeIsADenseElements(value))
    return tcRunEmitError(op, "only dense tensor constants are supported");
  TcTensor *first = tcMachineGetResult(machine, op, 0, 0);
  unsigned bytes = tcNumberStorageBytes(first->format);
  const uint8_t *raw = mlirDenseElementsAttrGetRawData(value);
  bool splat = mlirDenseElementsAttrIsSplat(value);
  for (int64_t rank = 0; rank < machine->worldSize; ++rank) {
    TcTensor *y = tcMachineGetResult(machine, op, 0, rank);
    for (int64_t i = 0; i < y->numElements; ++i)
      y->data[i] =
          tcNumberDecode(y->format, raw + (splat ? 0 : (size_t)i * bytes));
  }
  return true;
}

//===----------------------------------------------------------------------===//
// tensor.concat and tensor.extract_slice.
//===----------------------------------------------------------------------===//

static int64_t productOfDims(const TcTensor *tensor, int64_t from, int64_t to) {
  int64_t product = 1;
  for (int64_t d = from; d < to; ++d)
    product *= tensor->shape[d];
  return product;
}

static bool concat(TcMachine *machine, MlirOperation op) {
  MlirAttribute dimAttr = tcOpGetAttr(op, "dim");
  if (mlirAttributeIsNull(dimAttr) || !mlirAttributeIsAInteger(dimAttr))
    return tcRunEmitError(op, "expected attribute 'dim'");
  int64_t dim = mlirIntegerAttrGetValueInt(dimAttr);
  for (int64_t rank = 0; rank < machine->worldSize; ++rank) {
    TcTensor *y = tcMachineGetResult(machine, op, 0, rank);
    if (dim < 0 || dim >= y->rank)
      return tcRunEmitError(op, "attribute 'dim' is out of range");
    int64_t outer = productOfDims(y, 0, dim), inner = productOfDims(y, dim + 1, y->rank);
    int64_t offset = 0; // along dim
    for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
      const TcTensor *x = tcMachineGetOperand(machine, op, i, rank);
      if (!x || x->rank != y->rank || offset + x->shape[dim] > y->shape[dim])
        return tcRunEmitError(op, "operand shapes do not add up to the result");
      int64_t run = x->shape[dim] * inner;
      for (int64_t o = 0; o < outer; ++o)
        memcpy(&y->data[(o * y->shape[dim] + offset) * inner],
               &x->data[o * run], sizeof(double) * (size_t)run);
      offset += x->shape[dim];
    }
  }
  return true;
}

static bool readStaticArray(MlirOperation op, const char *name, int64_t rank,
                            int64_t values[]) {
  MlirAttribute attr = tcOpGetAttr(op, name);
  if (mlirAttributeIsNull(attr) || !mlirAttributeIsADenseI64Array(attr) ||
      mlirDenseArrayGetNumElements(attr) != rank)
    return tcRunEmitError(op, "expected attribute '%s' with one entry per dim",
                          name);
  for (int64_t d = 0; d < rank; ++d) {
    values[d] = mlirDenseI64ArrayGetElement(attr, d);
    if (values[d] == mlirShapedTypeGetDynamicStrideOrOffset() ||
        tcDimIsDynamic(values[d]))
      return tcRunEmitError(op, "only static offsets, sizes and strides are "
                                "supported");
  }
  return true;
}

/// True when every index offset + i * stride, i < size, is in [0, dim). The
/// indices are monotonic, so the first and the last decide; MLIR's verifier
/// lets negative strides through.
static bool sliceIsInBounds(int64_t offset, int64_t size, int64_t stride,
                            int64_t dim) {
  int64_t span, last;
  if (size == 0)
    return true;
  return size > 0 && offset >= 0 && offset < dim &&
         tcMultiplyChecked(size - 1, stride, &span) &&
         tcAddChecked(offset, span, &last) && last >= 0 && last < dim;
}

/// The elements at offsets + i * strides, i < sizes, in row-major order (a
/// rank-reducing slice has the same elements in the same order).
static bool extractSlice(TcMachine *machine, MlirOperation op) {
  if (mlirOperationGetNumOperands(op) != 1)
    return tcRunEmitError(
        op, "only static offsets, sizes and strides are supported");
  int64_t offsets[TC_RUN_MAX_RANK], sizes[TC_RUN_MAX_RANK],
      strides[TC_RUN_MAX_RANK], sourceStrides[TC_RUN_MAX_RANK];
  for (int64_t rank = 0; rank < machine->worldSize; ++rank) {
    const TcTensor *x = tcMachineGetOperand(machine, op, 0, rank);
    TcTensor *y = tcMachineGetResult(machine, op, 0, rank);
    if (!x || !readStaticArray(op, "static_offsets", x->rank, offsets) ||
        !readStaticArray(op, "static_sizes", x->rank, sizes) ||
        !readStaticArray(op, "static_strides", x->rank, strides))
      return false;
    int64_t count = 1;
    for (int64_t d = 0; d < x->rank; ++d) {
      if (!sliceIsInBounds(offsets[d], sizes[d], strides[d], x->shape[d]))
        return tcRunEmitError(op, "the slice is out of bounds in dim %lld",
                              (long long)d);
      if (!tcMultiplyChecked(count, sizes[d], &count))
        return tcRunEmitError(op, "the sizes do not match the result");
    }
    if (count != y->numElements)
      return tcRunEmitError(op, "the sizes do not match the result");
    tcTensorGetStrides(x, sourceStrides);
    for (int64_t i = 0; i < count; ++i) {
      int64_t rest = i, source = 0;
      for (int64_t d = x->rank - 1; d >= 0; --d) {
        source += (offsets[d] + (rest % sizes[d]) * strides[d]) * sourceStrides[d];
        rest /= sizes[d];
      }
      y->data[i] = x->data[source];
    }
  }
  return true;
}

/// The element of a 0-D tensor as a scalar (what merge-linear emits to widen
/// a per-tensor scale); indexed extracts are not supported.
static bool extractScalar(TcMachine *machine, MlirOperation op) {
  if (mlirOperationGetNumOperands(op) != 1)
    return tcRunEmitError(op,
                          "only tensor.extract from a 0-D tensor is supported");
  return broadcastScalar(machine, op);
}

/// Every element of the result is the scalar operand (tensor.splat).
static bool splat(TcMachine *machine, MlirOperation op) {
  if (mlirOperationGetNumOperands(op) != 1)
    return tcRunEmitError(op,
                          "only tensor.splat to a static shape is supported");
  return broadcastScalar(machine, op);
}

/// tensor.empty: the result's zeros (tcMachineDefine made them).
static bool empty(TcMachine *machine, MlirOperation op) {
  (void)machine;
  if (mlirOperationGetNumOperands(op) != 0)
    return tcRunEmitError(op,
                          "only tensor.empty of a static shape is supported");
  return true;
}

/// linalg.transpose: result dim d is input dim permutation[d] (the init
/// operand only gives the shape).
static bool transpose(TcMachine *machine, MlirOperation op) {
  MlirAttribute permutation = tcOpGetAttr(op, "permutation");
  if (mlirAttributeIsNull(permutation) ||
      !mlirAttributeIsADenseI64Array(permutation))
    return tcRunEmitError(op, "expected attribute 'permutation' (array<i64>)");
  int64_t order[TC_RUN_MAX_RANK], inputStrides[TC_RUN_MAX_RANK];
  for (int64_t position = 0; position < machine->worldSize; ++position) {
    const TcTensor *x = tcMachineGetOperand(machine, op, 0, position);
    TcTensor *y = tcMachineGetResult(machine, op, 0, position);
    if (!x)
      return false;
    if (mlirDenseArrayGetNumElements(permutation) != x->rank ||
        y->rank != x->rank || y->numElements != x->numElements)
      return tcRunEmitError(op, "the permutation does not fit the operands");
    for (int64_t d = 0; d < x->rank; ++d) {
      order[d] = mlirDenseI64ArrayGetElement(permutation, d);
      if (order[d] < 0 || order[d] >= x->rank ||
          y->shape[d] != x->shape[order[d]])
        return tcRunEmitError(op, "the permutation does not fit the operands");
    }
    tcTensorGetStrides(x, inputStrides);
    for (int64_t i = 0; i < y->numElements; ++i) {
      int64_t rest = i, source = 0;
      for (int64_t d = y->rank - 1; d >= 0; --d) {
        source += (rest % y->shape[d]) * inputStrides[order[d]];
        rest /= y->shape[d];
      }
      y->data[i] = x->data[source];
    }
  }
  return true;
}

TcKernel tcLookupBuiltinKernel(MlirOperation op) {
  if (tcOpIsNamed(op, "tensor.empty"))
    return empty;
  if (tcOpIsNamed(op, "linalg.transpose"))
    return transpose;
  if (tcOpIsNamed(op, "tensor.extract"))
    return extractScalar;
  if (tcOpIsNamed(op, "tensor.splat"))
    return splat;
  if (elementwiseKind(op) != EW_NONE)
    return elementwise;
  if (tcOpIsNamed(op, "arith.constant"))
    return constant;
  if (tcOpIsNamed(op, "tensor.concat"))
    return concat;
  if (tcOpIsNamed(op, "tensor.extract_slice"))
    return extractSlice;
  if (tcOpIsNamed(op, "tensor.collapse_shape") ||
      tcOpIsNamed(op, "tensor.expand_shape") || tcOpIsNamed(op, "tensor.cast"))
    return tcKernelCopy;
  return NULL;
}
