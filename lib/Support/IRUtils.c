//===- IRUtils.c - Helpers over the MLIR C API shared by the library ------===//

#include "Support/IRUtils.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

// The tables of Ops.def, indexed by kind.
static const char *const kOpNames[TC_OP_KIND_COUNT] = {
    [TC_OP_NONE] = "",
#define TC_OP(kind, name, traits, roles, exchange)                             \
  [TC_OP_##kind] = "tensor_cast." name,
#include "Ops.def"
};
static const size_t kOpNameLengths[TC_OP_KIND_COUNT] = {
#define TC_OP(kind, name, traits, roles, exchange)                             \
  [TC_OP_##kind] = sizeof("tensor_cast." name) - 1,
#include "Ops.def"
};
static const unsigned kOpTraits[TC_OP_KIND_COUNT] = {
#define TC_OP(kind, name, traits, roles, exchange) [TC_OP_##kind] = (traits),
#include "Ops.def"
};
static const char *const kOpOperandRoles[TC_OP_KIND_COUNT] = {
    [TC_OP_NONE] = "",
#define TC_OP(kind, name, traits, roles, exchange) [TC_OP_##kind] = roles,
#include "Ops.def"
};
static const TcOpExchange kOpExchanges[TC_OP_KIND_COUNT] = {
#define TC_OP(kind, name, traits, roles, exchange)                             \
  [TC_OP_##kind] = TC_EXCHANGE_##exchange,
#include "Ops.def"
};

static bool isOpKind(TcOpKind kind) {
  return kind > TC_OP_NONE && kind < TC_OP_KIND_COUNT;
}

bool tcOpKindHasTraits(TcOpKind kind, unsigned traits) {
  return isOpKind(kind) && (kOpTraits[kind] & traits) == traits;
}

const char *tcOpKindGetOperandRoles(TcOpKind kind) {
  return isOpKind(kind) ? kOpOperandRoles[kind] : "";
}

TcOperandRole tcOpKindGetOperandRole(TcOpKind kind, intptr_t index) {
  const char *roles = tcOpKindGetOperandRoles(kind);
  size_t count = strlen(roles);
  if (count == 0 || index < 0)
    return TC_OPERAND_DATA;
  return (TcOperandRole)roles[(size_t)index < count ? (size_t)index
                                                     : count - 1];
}

bool tcOpKindHasOperandRole(TcOpKind kind, TcOperandRole role) {
  return role != 0 && strchr(tcOpKindGetOperandRoles(kind), (int)role);
}

TcOpExchange tcOpKindGetExchange(TcOpKind kind) {
  return isOpKind(kind) ? kOpExchanges[kind] : TC_EXCHANGE_NONE;
}

MlirStringRef tcStringRef(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

bool tcStringRefEquals(MlirStringRef text, const char *expected) {
  size_t length = strlen(expected);
  return text.length == length && memcmp(text.data, expected, length) == 0;
}

bool tcOpIsArithOrTensor(MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  return (name.length > 6 && memcmp(name.data, "arith.", 6) == 0) ||
         (name.length > 7 && memcmp(name.data, "tensor.", 7) == 0);
}

TcOpKind tcOpGetKind(MlirOperation op) {
  return tcOpKindFromName(mlirIdentifierStr(mlirOperationGetName(op)));
}

static const char kDialectPrefix[] = "tensor_cast.";
enum { DIALECT_PREFIX_LENGTH = sizeof(kDialectPrefix) - 1 };

static bool isDialectOpName(MlirStringRef name) {
  return name.length > DIALECT_PREFIX_LENGTH &&
         memcmp(name.data, kDialectPrefix, DIALECT_PREFIX_LENGTH) == 0;
}

bool tcOpIsInDialect(MlirOperation op) {
  return isDialectOpName(mlirIdentifierStr(mlirOperationGetName(op)));
}

TcOpKind tcOpKindFromName(MlirStringRef name) {
  const size_t prefixLength = DIALECT_PREFIX_LENGTH;
  if (!isDialectOpName(name))
    return TC_OP_NONE;
  // Called on every op the verifier and the passes visit: lengths first.
  for (int kind = TC_OP_NONE + 1; kind < TC_OP_KIND_COUNT; ++kind)
    if (kOpNameLengths[kind] == name.length &&
        memcmp(kOpNames[kind] + prefixLength, name.data + prefixLength,
               name.length - prefixLength) == 0)
      return (TcOpKind)kind;
  return TC_OP_NONE;
}

bool tcOpIsNamed(MlirOperation op, const char *name) {
  return tcStringRefEquals(mlirIdentifierStr(mlirOperationGetName(op)), name);
}

MlirOperation tcValueGetDefiningOp(MlirValue value) {
  return mlirValueIsAOpResult(value) ? mlirOpResultGetOwner(value)
                                     : (MlirOperation){NULL};
}

const char *tcOpKindGetName(TcOpKind kind) {
  return (kind > TC_OP_NONE && kind < TC_OP_KIND_COUNT) ? kOpNames[kind] : "";
}

bool tcTypeIsActivationFloat(MlirType type) {
  return mlirTypeIsAF32(type) || mlirTypeIsAF16(type) || mlirTypeIsABF16(type);
}

bool tcTypeIsSignlessInteger(MlirType type, unsigned width) {
  return mlirTypeIsAInteger(type) && mlirIntegerTypeIsSignless(type) &&
         mlirIntegerTypeGetWidth(type) == width;
}

bool tcTypeIsFp8(MlirType type) {
  return mlirTypeIsAFloat8E4M3FN(type) || mlirTypeIsAFloat8E5M2(type);
}

bool tcTypeIsQuantizedData(MlirType type) {
  return tcTypeIsSignlessInteger(type, 8) || tcTypeIsSignlessInteger(type, 4) ||
         tcTypeIsFp8(type) || mlirTypeIsAFloat4E2M1FN(type);
}

int64_t tcValueGetRank(MlirValue value) {
  MlirType type = mlirValueGetType(value);
  if (!mlirTypeIsARankedTensor(type))
    return -1;
  const int64_t *dims;
  return tcTypeGetShape(type, &dims);
}

int64_t tcValueGetDim(MlirValue value, int64_t index) {
  const int64_t *dims;
  tcTypeGetShape(mlirValueGetType(value), &dims);
  return dims[index];
}

int64_t tcValueGetLastDim(MlirValue value) {
  MlirType type = mlirValueGetType(value);
  const int64_t *dims;
  int64_t rank = mlirTypeIsARankedTensor(type) ? tcTypeGetShape(type, &dims) : -1;
  return rank > 0 ? dims[rank - 1] : -1;
}

MlirType tcValueGetElementType(MlirValue value) {
  return mlirShapedTypeGetElementType(mlirValueGetType(value));
}

bool tcTypeWithLastDimFits(MlirType type, int64_t lastDim) {
  int64_t rank = mlirShapedTypeGetRank(type), count = 1;
  if (rank == 0 || lastDim == 0)
    return true;
  for (int64_t d = 0; d + 1 < rank; ++d) {
    int64_t size = mlirShapedTypeGetDimSize(type, d);
    if (size == 0)
      return true;
    if (!tcDimIsDynamic(size) && !tcMultiplyChecked(count, size, &count))
      return false;
  }
  return tcMultiplyChecked(count, lastDim, &count);
}

bool tcDimIsDynamic(int64_t size) { return mlirShapedTypeIsDynamicSize(size); }

int tcCompareInt64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

int64_t *tcDenseI64ArrayCopySorted(MlirAttribute array) {
  intptr_t size = mlirDenseArrayGetNumElements(array);
  int64_t *sorted = tcCheckAllocation(malloc(sizeof(int64_t) * (size_t)(size + 1)));
  for (intptr_t i = 0; i < size; ++i)
    sorted[i] = mlirDenseI64ArrayGetElement(array, i);
  qsort(sorted, (size_t)size, sizeof(int64_t), tcCompareInt64);
  return sorted;
}

bool tcDenseI64ArrayFindDuplicate(MlirAttribute array, int64_t *duplicate) {
  intptr_t size = mlirDenseArrayGetNumElements(array);
  int64_t *sorted = tcDenseI64ArrayCopySorted(array);
  bool found = false;
  for (intptr_t i = 1; i < size && !found; ++i)
    if (sorted[i] == sorted[i - 1]) {
      *duplicate = sorted[i];
      found = true;
    }
  free(sorted);
  return found;
}

bool tcTypeGetStaticElementCount(MlirType type, int64_t *count) {
  *count = 1;
  const int64_t *dims;
  int64_t rank = tcTypeGetShape(type, &dims);
  // A 0 dim makes the shape empty however large the others, so an overflow
  // only counts at the end.
  bool overflowed = false;
  for (int64_t d = 0; d < rank; ++d) {
    if (dims[d] == 0) {
      *count = 0;
      return true;
    }
    if (!overflowed && !tcDimIsDynamic(dims[d]))
      overflowed = !tcMultiplyChecked(*count, dims[d], count);
  }
  return !overflowed;
}

bool tcValueHasSingleUse(MlirValue value) {
  MlirOpOperand use = mlirValueGetFirstUse(value);
  return !mlirOpOperandIsNull(use) &&
         mlirOpOperandIsNull(mlirOpOperandGetNextUse(use));
}

bool tcDimsConflict(int64_t a, int64_t b) {
  return !tcDimIsDynamic(a) && !tcDimIsDynamic(b) && a != b;
}

MlirAttribute tcOpGetAttr(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op, tcStringRef(name));
}

intptr_t tcOpGetArrayAttrSize(MlirOperation op, const char *name) {
  MlirAttribute array = tcOpGetAttr(op, name);
  return !mlirAttributeIsNull(array) && mlirAttributeIsAArray(array)
             ? mlirArrayAttrGetNumElements(array)
             : 0;
}

int tcOpGetStringChoice(MlirOperation op, const char *name,
                        const char *const *choices) {
  MlirAttribute attr = tcOpGetAttr(op, name);
  if (mlirAttributeIsNull(attr))
    return 0;
  if (mlirAttributeIsAString(attr))
    for (int i = 0; choices[i]; ++i)
      if (tcStringRefEquals(mlirStringAttrGetValue(attr), choices[i]))
        return i;
  return -1;
}

const char *const kTcTopkMethodNames[4] = {"greedy", "group_limited_greedy",
                                           "noaux_tc", NULL};
const char *const kTcScoringFuncNames[3] = {"softmax", "sigmoid", NULL};

int64_t tcRegionMarkerGetId(MlirOperation marker) {
  MlirAttribute id = tcOpGetAttr(marker, "id");
  return !mlirAttributeIsNull(id) && mlirAttributeIsAInteger(id)
             ? mlirIntegerAttrGetValueInt(id)
             : 0;
}

bool tcAttrIsI64(MlirAttribute attr) {
  if (mlirAttributeIsNull(attr) || !mlirAttributeIsAInteger(attr))
    return false;
  return tcTypeIsSignlessInteger(mlirAttributeGetType(attr), 64);
}

bool tcAttrIsF32(MlirAttribute attr) {
  return !mlirAttributeIsNull(attr) && mlirAttributeIsAFloat(attr) &&
         mlirTypeIsAF32(mlirAttributeGetType(attr));
}

void tcBufferAppendType(TcStringBuffer *buffer, MlirType type) {
  mlirTypePrint(type, tcBufferAppendCallback, buffer);
}

void tcBufferAppendAttribute(TcStringBuffer *buffer, MlirAttribute attr) {
  mlirAttributePrint(attr, tcBufferAppendCallback, buffer);
}

int tcQuantLinearGetOperands(MlirOperation op,
                             MlirValue slots[TC_QL_NUM_SLOTS]) {
  MlirAttribute sizes = tcOpGetAttr(op, "operandSegmentSizes");
  if (mlirAttributeIsNull(sizes) || !mlirAttributeIsADenseI32Array(sizes) ||
      mlirDenseArrayGetNumElements(sizes) != TC_QL_NUM_SLOTS)
    return TC_QL_NUM_SLOTS;
  intptr_t next = 0, count = mlirOperationGetNumOperands(op);
  for (int slot = 0; slot < TC_QL_NUM_SLOTS; ++slot) {
    int32_t size = mlirDenseI32ArrayGetElement(sizes, slot);
    bool required = slot <= TC_QL_W_SCALE;
    if (size < 0 || size > 1 || (required && size != 1))
      return slot;
    slots[slot] = size && next < count ? mlirOperationGetOperand(op, next++)
                                       : (MlirValue){NULL};
    if (size && mlirValueIsNull(slots[slot]))
      return TC_QL_NUM_SLOTS;
  }
  return next == count ? -1 : TC_QL_NUM_SLOTS;
}

bool tcFunctionArgumentIsSharded(MlirOperation function, intptr_t index) {
  MlirAttribute argAttrs = tcOpGetAttr(function, "arg_attrs");
  if (mlirAttributeIsNull(argAttrs) || !mlirAttributeIsAArray(argAttrs) ||
      index >= mlirArrayAttrGetNumElements(argAttrs))
    return false;
  MlirAttribute dict = mlirArrayAttrGetElement(argAttrs, index);
  return mlirAttributeIsADictionary(dict) &&
         !mlirAttributeIsNull(mlirDictionaryAttrGetElementByName(
             dict, tcStringRef(TC_SHARDED_ATTR_NAME)));
}

MlirOperation tcValueGetSoleUser(MlirValue value) {
  return tcValueHasSingleUse(value)
             ? mlirOpOperandGetOwner(mlirValueGetFirstUse(value))
             : (MlirOperation){NULL};
}
