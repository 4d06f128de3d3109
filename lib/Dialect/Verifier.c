//===- Verifier.c - The rules of the dialect that IRDL cannot express -----===//
//
// IRDL checks op names, operand and result counts, operandSegmentSizes sums
// and attribute kinds. Everything else in the contract
// (docs/dialect.md) is checked here: ranks, K/N
// agreement, scale shapes per quantization scheme, element types, collective
// shapes, attribute widths. Each broken rule is one error at the op, naming
// the op, the operand/result/attribute and what was expected; checking an op
// stops at its first error, as MLIR's own verifiers do. Each op's row of
// kOpRules states its operands' and results' ranks and types as data
// (ValueCheck) between the attributes they rely on and the rules that relate
// them.
//
//===----------------------------------------------------------------------===//

#include "tensor_cast-c/Dialect.h"

#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

#include "Dialect/Verifier.h"
#include "Support/FusedQuant.h"
#include "Support/IRUtils.h"
#include "Support/Regions.h"
#include "Support/TensorSource.h"
#include "Util/ArraySize.h"
#include "Util/PointerSet.h"

typedef struct OpCheck {
  MlirOperation op;
  const char *opName;          // NULL: the name of check->op
  TcStringBuffer message;
  bool memoizeCounts;          // for a walk over many ops, not for one op
  TcPointerSet countableTypes; // types already counted (they are uniqued)
} OpCheck;

typedef bool (*ElementTypePredicate)(MlirType type);

//===----------------------------------------------------------------------===//
// Reporting.
//===----------------------------------------------------------------------===//

static void emitMessage(OpCheck *check) {
  mlirEmitError(mlirOperationGetLocation(check->op),
                tcBufferGetCString(&check->message));
  tcBufferClear(&check->message);
}

static void startMessage(OpCheck *check) {
  tcBufferClear(&check->message);
  if (check->opName) {
    tcBufferAppendFormat(&check->message, "'%s' op ", check->opName);
    return;
  }
  // Another dialect's op: its name is only looked up for a message.
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(check->op));
  tcBufferAppendFormat(&check->message, "'%.*s' op ", (int)name.length,
                       name.data);
}

/// Emits "'op' op <formatted text>" and returns false, so rules can
/// `return fail(...)`.
static bool fail(OpCheck *check, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
static bool fail(OpCheck *check, const char *format, ...) {
  startMessage(check);
  va_list args;
  va_start(args, format);
  tcBufferAppendFormatV(&check->message, format, args);
  va_end(args);
  emitMessage(check);
  return false;
}

/// Emits "'op' op <what> must be <expected>, got '<type>'" and returns false.
static bool failWithType(OpCheck *check, const char *what, const char *expected,
                         MlirValue value) {
  startMessage(check);
  tcBufferAppendFormat(&check->message, "%s must be %s, got '", what, expected);
  tcBufferAppendType(&check->message, mlirValueGetType(value));
  tcBufferAppendCString(&check->message, "'");
  emitMessage(check);
  return false;
}

//===----------------------------------------------------------------------===//
// Reusable rules.
//===----------------------------------------------------------------------===//

static bool requireRankAtLeast(OpCheck *check, MlirValue value,
                               const char *what, int64_t minRank) {
  int64_t rank = tcValueGetRank(value);
  if (rank < 0)
    return failWithType(check, what, "a ranked tensor", value);
  if (rank < minRank) {
    char expected[64];
    snprintf(expected, sizeof(expected), "a tensor of rank >= %" PRId64,
             minRank);
    return failWithType(check, what, expected, value);
  }
  return true;
}

/// `layout` names the dims for the message, e.g. "(K, N)".
static bool requireRank(OpCheck *check, MlirValue value, const char *what,
                        int64_t rank, const char *layout) {
  if (tcValueGetRank(value) == rank)
    return true;
  char expected[96];
  snprintf(expected, sizeof(expected), "a %" PRId64 "-D tensor%s%s", rank,
           layout[0] ? " " : "", layout);
  return failWithType(check, what, expected, value);
}

static bool requireElementType(OpCheck *check, MlirValue value,
                               const char *what, ElementTypePredicate isValid,
                               const char *description) {
  if (isValid(tcValueGetElementType(value)))
    return true;
  char expected[160];
  snprintf(expected, sizeof(expected), "a tensor of %s", description);
  return failWithType(check, what, expected, value);
}

/// Emits "'op' op <what> must have the <property> of <referenceWhat>
/// ('<expected>'), got '<actual type>'" and returns false.
static bool failMismatch(OpCheck *check, const char *what, const char *property,
                         const char *referenceWhat, MlirType expected,
                         MlirValue value) {
  startMessage(check);
  tcBufferAppendFormat(&check->message, "%s must have the %s of %s ('", what,
                       property, referenceWhat);
  tcBufferAppendType(&check->message, expected);
  tcBufferAppendCString(&check->message, "'), got '");
  tcBufferAppendType(&check->message, mlirValueGetType(value));
  tcBufferAppendCString(&check->message, "'");
  emitMessage(check);
  return false;
}

static bool requireSameType(OpCheck *check, MlirValue value, const char *what,
                            MlirValue reference, const char *referenceWhat) {
  MlirType expected = mlirValueGetType(reference);
  return mlirTypeEqual(mlirValueGetType(value), expected) ||
         failMismatch(check, what, "type", referenceWhat, expected, value);
}

static bool requireSameElementType(OpCheck *check, MlirValue value,
                                   const char *what, MlirValue reference,
                                   const char *referenceWhat) {
  MlirType expected = tcValueGetElementType(reference);
  return mlirTypeEqual(tcValueGetElementType(value), expected) ||
         failMismatch(check, what, "element type", referenceWhat, expected,
                      value);
}

/// Checks dim `index` of `value` against `expected` (`meaning` says where the
/// expected size comes from); dynamic sizes on either side agree with anything.
static bool requireDim(OpCheck *check, MlirValue value, const char *what,
                       int64_t index, int64_t expected, const char *meaning) {
  int64_t actual = tcValueGetDim(value, index);
  if (!tcDimsConflict(actual, expected))
    return true;
  return fail(check,
              "%s dim %" PRId64 " must be %" PRId64 " (%s), got %" PRId64, what,
              index, expected, meaning, actual);
}

/// `value` must have the shape of `reference` (dims agree where static).
static bool requireSameShape(OpCheck *check, MlirValue value, const char *what,
                             MlirValue reference, const char *referenceWhat) {
  int64_t rank = tcValueGetRank(reference);
  // The message is formatted only for a mismatch: this runs on every op.
  bool same = tcValueGetRank(value) == rank;
  for (int64_t i = 0; same && i < rank; ++i)
    same = !tcDimsConflict(tcValueGetDim(value, i), tcValueGetDim(reference, i));
  if (same)
    return true;
  char meaning[96];
  snprintf(meaning, sizeof(meaning), "the shape of %s", referenceWhat);
  if (tcValueGetRank(value) != rank) {
    char expected[128];
    snprintf(expected, sizeof(expected), "of rank %" PRId64 " (%s)", rank,
             meaning);
    return failWithType(check, what, expected, value);
  }
  for (int64_t i = 0; i < rank; ++i)
    if (!requireDim(check, value, what, i, tcValueGetDim(reference, i),
                    meaning))
      return false;
  return true;
}

/// `value` has the dims of `reference` except the last (leading dims: the
/// tokens, however many dims hold them).
static bool requireSameLeadingDims(OpCheck *check, MlirValue value,
                                   const char *what, MlirValue reference,
                                   const char *referenceWhat) {
  int64_t rank = tcValueGetRank(reference);
  if (tcValueGetRank(value) != rank) {
    char expected[128];
    snprintf(expected, sizeof(expected), "of rank %" PRId64 " (the rank of %s)",
             rank, referenceWhat);
    return failWithType(check, what, expected, value);
  }
  char meaning[96];
  snprintf(meaning, sizeof(meaning), "the same dim of %s", referenceWhat);
  for (int64_t i = 0; i + 1 < rank; ++i)
    if (!requireDim(check, value, what, i, tcValueGetDim(reference, i),
                    meaning))
      return false;
  return true;
}

/// Emits "'op' op attribute '<name>' must be <expected>, got <attr>" (got
/// none when it is missing: an optional group, say, given only in part).
static bool failAttribute(OpCheck *check, const char *name,
                          const char *expected, MlirAttribute attr) {
  startMessage(check);
  tcBufferAppendFormat(&check->message, "attribute '%s' must be %s, got ", name,
                       expected);
  if (mlirAttributeIsNull(attr))
    tcBufferAppendCString(&check->message, "none");
  else
    tcBufferAppendAttribute(&check->message, attr);
  emitMessage(check);
  return false;
}

static bool requireI64Attr(OpCheck *check, const char *name) {
  MlirAttribute attr = tcOpGetAttr(check->op, name);
  return tcAttrIsI64(attr) ||
         failAttribute(check, name,
                       "a 64-bit signless integer attribute (e.g. 0 : i64)",
                       attr);
}

/// A norm's epsilon: an f32 above 0 and finite (0 divides by zero on a row
/// of zeros; a negative one takes the root of a negative number).
static bool requirePositiveF32Attr(OpCheck *check, const char *name) {
  MlirAttribute attr = tcOpGetAttr(check->op, name);
  if (tcAttrIsF32(attr)) {
    double value = mlirFloatAttrGetValueDouble(attr);
    if (value > 0.0 && isfinite(value))
      return true;
  }
  return failAttribute(
      check, name, "a positive finite 32-bit float attribute (e.g. 1.0e-05 : f32)",
      attr);
}

static bool requireI64ArrayAttr(OpCheck *check, const char *name) {
  MlirAttribute attr = tcOpGetAttr(check->op, name);
  return (!mlirAttributeIsNull(attr) && mlirAttributeIsADenseI64Array(attr)) ||
         failAttribute(check, name, "an array<i64: ...> attribute", attr);
}

static int64_t getI64Attr(OpCheck *check, const char *name) {
  return mlirIntegerAttrGetValueInt(tcOpGetAttr(check->op, name));
}

static bool isActivationFloat(MlirType type) {
  return tcTypeIsActivationFloat(type);
}
static bool isI32(MlirType type) { return tcTypeIsSignlessInteger(type, 32); }
static bool isQuantizedData(MlirType type) { return tcTypeIsQuantizedData(type); }
static bool isMxfp4Data(MlirType type) { return mlirTypeIsAFloat4E2M1FN(type); }
static bool isMxfp4Scale(MlirType type) { return mlirTypeIsAFloat8E8M0FNU(type); }
static bool isNvfp4Scale(MlirType type) { return mlirTypeIsAFloat8E4M3FN(type); }
static bool isF32(MlirType type) { return mlirTypeIsAF32(type); }
static bool isInt8OrInt4(MlirType type) {
  return tcTypeIsSignlessInteger(type, 8) || tcTypeIsSignlessInteger(type, 4);
}
static bool isIntegerOrFp8(MlirType type) {
  return isInt8OrInt4(type) || tcTypeIsFp8(type);
}

#define ACTIVATION_TYPES "f32, f16 or bf16 elements"
#define QUANTIZED_TYPES "i8, i4, f8E4M3FN, f8E5M2 or f4E2M1FN elements"

static bool isTokenInteger(MlirType type) {
  return tcTypeIsSignlessInteger(type, 32) || tcTypeIsSignlessInteger(type, 64);
}
#define TOKEN_TYPES "i32 or i64 elements"

//===----------------------------------------------------------------------===//
// Each op's operands and results, stated as data.
//===----------------------------------------------------------------------===//

/// An operand (`index` >= 0) or a result (-1 - its index), with its name in
/// messages.
typedef struct ValueRef {
  int index;
  const char *what;
} ValueRef;
#define OPERAND(i, name) {(i), "operand '" name "'"}
#define RESULT(i, name) {-1 - (i), "result '" name "'"}

/// What a check of an op's table asks of an operand or a result.
typedef enum ValueRule {
  RULE_RANK_AT_LEAST, // a ranked tensor of rank `rank` or more
  RULE_RANK,          // a tensor of rank `rank`, its dims named by `text`
  RULE_ELEMENT,       // elements `predicate` accepts, described by `text`
  RULE_SAME_ELEMENT,  // the element type of `other`
  RULE_SAME_TYPE,     // the type of `other`
  RULE_SAME_SHAPE,    // the shape of `other`
  RULE_SAME_LEADING,  // the rank of `other` and its dims but the last
} ValueRule;

typedef struct ValueCheck {
  ValueRule rule;
  ValueRef value, other;
  int64_t rank;
  const char *text;
  ElementTypePredicate predicate;
} ValueCheck;

#define RANK_AT_LEAST(v, n)                                                    \
  {.rule = RULE_RANK_AT_LEAST, .value = v, .rank = (n)}
#define RANK_IS(v, n, dims)                                                    \
  {.rule = RULE_RANK, .value = v, .rank = (n), .text = (dims)}
#define ACTIVATIONS(v)                                                         \
  {.rule = RULE_ELEMENT, .value = v, .predicate = isActivationFloat,           \
   .text = ACTIVATION_TYPES}
#define TOKEN_IDS(v)                                                           \
  {.rule = RULE_ELEMENT, .value = v, .predicate = isTokenInteger,              \
   .text = TOKEN_TYPES}
#define SAME_ELEMENT(v, reference)                                             \
  {.rule = RULE_SAME_ELEMENT, .value = v, .other = reference}
#define SAME_TYPE(v, reference)                                                \
  {.rule = RULE_SAME_TYPE, .value = v, .other = reference}
#define SAME_SHAPE(v, reference)                                               \
  {.rule = RULE_SAME_SHAPE, .value = v, .other = reference}
#define SAME_LEADING_DIMS(v, reference)                                        \
  {.rule = RULE_SAME_LEADING, .value = v, .other = reference}

static MlirValue valueOf(const OpCheck *check, ValueRef ref) {
  return ref.index >= 0 ? mlirOperationGetOperand(check->op, ref.index)
                        : mlirOperationGetResult(check->op, -1 - ref.index);
}

static bool checkValue(OpCheck *check, const ValueCheck *c) {
  MlirValue value = valueOf(check, c->value);
  const char *what = c->value.what;
  switch (c->rule) {
  case RULE_RANK_AT_LEAST:
    return requireRankAtLeast(check, value, what, c->rank);
  case RULE_RANK:
    return requireRank(check, value, what, c->rank, c->text);
  case RULE_ELEMENT:
    return requireElementType(check, value, what, c->predicate, c->text);
  case RULE_SAME_ELEMENT:
    return requireSameElementType(check, value, what, valueOf(check, c->other),
                                  c->other.what);
  case RULE_SAME_TYPE:
    return requireSameType(check, value, what, valueOf(check, c->other),
                           c->other.what);
  case RULE_SAME_SHAPE:
    return requireSameShape(check, value, what, valueOf(check, c->other),
                            c->other.what);
  case RULE_SAME_LEADING:
    return requireSameLeadingDims(check, value, what,
                                  valueOf(check, c->other), c->other.what);
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Linear ops.
//===----------------------------------------------------------------------===//

/// y (...,N) of a linear with x (...,K) and w (K,N).
static bool verifyLinearResult(OpCheck *check, MlirValue x, MlirValue w,
                               MlirValue y) {
  if (!requireElementType(check, y, "result 'y'", isActivationFloat,
                          ACTIVATION_TYPES))
    return false;
  int64_t rank = tcValueGetRank(x);
  if (tcValueGetRank(y) != rank) {
    char expected[64];
    snprintf(expected, sizeof(expected),
             "of rank %" PRId64 " (the rank of 'x')", rank);
    return failWithType(check, "result 'y'", expected, y);
  }
  for (int64_t i = 0; i + 1 < rank; ++i)
    if (!requireDim(check, y, "result 'y'", i, tcValueGetDim(x, i),
                    "the same dim of 'x'"))
      return false;
  return requireDim(check, y, "result 'y'", rank - 1, tcValueGetDim(w, 1),
                    "N, dim 1 of 'w'");
}

static bool verifyContraction(OpCheck *check, MlirValue x, MlirValue w) {
  return requireDim(check, w, "operand 'w'", 0,
                    tcValueGetLastDim(x),
                    "K, the last dim of 'x'");
}

static bool verifyBias(OpCheck *check, MlirValue bias, MlirValue w,
                       MlirValue y) {
  return requireRank(check, bias, "operand 'bias'", 1, "(N)") &&
         requireDim(check, bias, "operand 'bias'", 0, tcValueGetDim(w, 1),
                    "N, dim 1 of 'w'") &&
         requireSameElementType(check, bias, "operand 'bias'", y,
                                "result 'y'");
}

static const ValueCheck kLinearValues[] = {
    RANK_AT_LEAST(OPERAND(0, "x"), 1), ACTIVATIONS(OPERAND(0, "x")),
    RANK_IS(OPERAND(1, "w"), 2, "(K, N)"),
    SAME_ELEMENT(OPERAND(1, "w"), OPERAND(0, "x"))};

/// After kLinearValues: K, the result and the bias.
static bool verifyLinear(OpCheck *check) {
  MlirOperation op = check->op;
  MlirValue x = mlirOperationGetOperand(op, 0);
  MlirValue w = mlirOperationGetOperand(op, 1);
  MlirValue y = mlirOperationGetResult(op, 0);
  if (!verifyContraction(check, x, w) || !verifyLinearResult(check, x, w, y) ||
      !requireSameElementType(check, y, "result 'y'", x, "operand 'x'"))
    return false;
  if (mlirOperationGetNumOperands(op) > 2)
    return verifyBias(check, mlirOperationGetOperand(op, 2), w, y);
  return true;
}

typedef struct QuantLinearOperands {
  MlirValue slots[TC_QL_NUM_SLOTS]; // absent optional operands are null
} QuantLinearOperands;

static bool isPresent(const QuantLinearOperands *operands, int slot) {
  return !mlirValueIsNull(operands->slots[slot]);
}

static const char *const kQuantLinearSlotNames[TC_QL_NUM_SLOTS] = {
    "x", "w", "w_scale", "w_offset", "x_scale", "x_offset", "bias",
    "global_scale"};

/// Reads operandSegmentSizes into slots; IRDL has checked its sum already.
static bool collectQuantLinearOperands(OpCheck *check,
                                       QuantLinearOperands *operands) {
  int badSlot = tcQuantLinearGetOperands(check->op, operands->slots);
  if (badSlot == TC_QL_NUM_SLOTS)
    return fail(check, "attribute 'operandSegmentSizes' must be an "
                       "array<i32: ...> of 8 entries (x, w, w_scale, "
                       "w_offset, x_scale, x_offset, bias, global_scale)");
  if (badSlot >= 0) {
    MlirAttribute sizes = tcOpGetAttr(check->op, "operandSegmentSizes");
    bool required = badSlot <= TC_QL_W_SCALE;
    return fail(check,
                "attribute 'operandSegmentSizes' entry %d ('%s') must be "
                "%s, got %d",
                badSlot, kQuantLinearSlotNames[badSlot],
                required ? "1" : "0 or 1",
                mlirDenseI32ArrayGetElement(sizes, badSlot));
  }
  return true;
}

/// A scale's count of groups or blocks, `count` (its `part`), splits
/// `extent` (named `extentName`) into whole parts; unknown sizes pass.
static bool requireWholeParts(OpCheck *check, const char *what,
                              const char *part, int64_t count,
                              const char *extentName, int64_t extent) {
  if (tcDimIsDynamic(count) || tcDimIsDynamic(extent) ||
      (count > 0 && extent % count == 0))
    return true;
  return fail(check, "%s %s must divide %s = %" PRId64 ", got %" PRId64, what,
              part, extentName, extent, count);
}

/// The 4-bit float schemes: e2m1 data whose scales' element type names the
/// format (mxfp4: an e8m0 scale per 32; NVFP4: an e4m3 scale per 16 and a
/// per-tensor f32 global scale).
typedef enum Fp4Scheme { FP4_NONE, FP4_MXFP4, FP4_NVFP4 } Fp4Scheme;

static const struct {
  int64_t group;
  const char *shape, *kGroups, *scaleTypes;
} kFp4Schemes[] = {
    [FP4_MXFP4] = {TC_MXFP4_BLOCK, "(K/32, N) for mxfp4 weights",
                   "K/32 for mxfp4 weights", "f8E8M0FNU elements (mxfp4)"},
    [FP4_NVFP4] = {TC_NVFP4_BLOCK, "(K/16, N) for NVFP4 weights",
                   "K/16 for NVFP4 weights", "f8E4M3FN elements (NVFP4)"},
};

/// The scheme of e2m1 data `data` scaled by `scale` (FP4_NONE: not e2m1).
static Fp4Scheme fp4SchemeOf(MlirValue data, MlirValue scale) {
  if (!mlirTypeIsAFloat4E2M1FN(tcValueGetElementType(data)))
    return FP4_NONE;
  return isNvfp4Scale(tcValueGetElementType(scale)) ? FP4_NVFP4 : FP4_MXFP4;
}

/// w_scale / w_offset: () per tensor, (N) per channel, (K/g, N) per group,
/// (K/g, N/h) per g x h block (FP8 checkpoints' 128 x 128 blocks); mxfp4
/// always (K/32, N), NVFP4 (K/16, N).
static bool verifyWeightScaleShape(OpCheck *check, MlirValue scale,
                                   const char *what, MlirValue w,
                                   Fp4Scheme fp4) {
  int64_t k = tcValueGetDim(w, 0), n = tcValueGetDim(w, 1);
  int64_t rank = tcValueGetRank(scale);
  if (fp4 != FP4_NONE) {
    int64_t group = kFp4Schemes[fp4].group;
    if (!requireRank(check, scale, what, 2, kFp4Schemes[fp4].shape))
      return false;
    if (!tcDimIsDynamic(k) && k % group != 0)
      return fail(check,
                  "operand 'w' dim 0 (K = %" PRId64 ") must be a multiple of "
                  "%" PRId64 " (the scheme's block)",
                  k, group);
    if (!tcDimIsDynamic(k) && !requireDim(check, scale, what, 0, k / group,
                                          kFp4Schemes[fp4].kGroups))
      return false;
    return requireDim(check, scale, what, 1, n, "N, dim 1 of 'w'");
  }
  if (rank == 0)
    return true;
  if (rank == 1)
    return requireDim(check, scale, what, 0, n, "N, dim 1 of 'w'");
  if (rank == 2)
    return requireWholeParts(check, what, "dim 0 (number of groups)",
                             tcValueGetDim(scale, 0), "K", k) &&
           requireWholeParts(check, what,
                             "dim 1 (N per group, or the number of column "
                             "blocks)",
                             tcValueGetDim(scale, 1), "N", n);
  return failWithType(check, what,
                      "a tensor of shape () per tensor, (N) per channel, "
                      "(K/group, N) per group or (K/group, N/block) per block",
                      scale);
}

/// x_scale / x_offset: () per tensor, (...,1) per token, (...,K/g) per group.
static bool verifyActivationScaleShape(OpCheck *check, MlirValue scale,
                                       const char *what, MlirValue x) {
  int64_t rank = tcValueGetRank(scale), xRank = tcValueGetRank(x);
  if (rank == 0)
    return true;
  if (rank != xRank)
    return failWithType(check, what,
                        "a tensor of shape () per tensor, (...,1) per token "
                        "or (...,K/group) per group, with the rank of 'x'",
                        scale);
  for (int64_t i = 0; i + 1 < rank; ++i)
    if (!requireDim(check, scale, what, i, tcValueGetDim(x, i),
                    "the same dim of 'x'"))
      return false;
  return requireWholeParts(check, what,
                           "last dim (1 per token, or the number of groups)",
                           tcValueGetDim(scale, rank - 1), "K",
                           tcValueGetDim(x, xRank - 1));
}

static bool isFp4Scale(MlirType type) {
  return isMxfp4Scale(type) || isNvfp4Scale(type);
}

/// NVFP4's global scale: required with NVFP4 weights (the product of the
/// activation's and the weight's per-tensor scales: a () f32, or (N), one
/// per output column, as tc-merge-linear writes for members whose differ),
/// allowed nowhere else.
static bool verifyGlobalScale(OpCheck *check,
                              const QuantLinearOperands *operands,
                              bool nvfp4) {
  if (!isPresent(operands, TC_QL_GLOBAL_SCALE)) {
    if (nvfp4)
      return fail(check, "NVFP4 weights (f4E2M1FN with f8E4M3FN 'w_scale') "
                         "need operand 'global_scale' (a () f32: the "
                         "activation's and the weight's per-tensor scales "
                         "multiplied)");
    return true;
  }
  if (!nvfp4)
    return fail(check, "operand 'global_scale' is only allowed with NVFP4 "
                       "weights (f4E2M1FN with f8E4M3FN 'w_scale')");
  MlirValue global = operands->slots[TC_QL_GLOBAL_SCALE];
  if (!requireElementType(check, global, "operand 'global_scale'", isF32,
                          "f32 elements"))
    return false;
  if (tcValueGetRank(global) == 0)
    return true;
  if (tcValueGetRank(global) != 1)
    return failWithType(check, "operand 'global_scale'",
                        "a tensor of shape () per tensor or (N) per channel",
                        global);
  return requireDim(check, global, "operand 'global_scale'", 0,
                    tcValueGetDim(operands->slots[TC_QL_W], 1),
                    "N, dim 1 of 'w'");
}

static bool verifyQuantLinearWeights(OpCheck *check,
                                     const QuantLinearOperands *operands) {
  MlirValue w = operands->slots[TC_QL_W];
  MlirType wType = tcValueGetElementType(w);
  MlirValue scale = operands->slots[TC_QL_W_SCALE];
  Fp4Scheme fp4 = fp4SchemeOf(w, scale);
  if (fp4 != FP4_NONE &&
      !requireElementType(check, scale, "operand 'w_scale'", isFp4Scale,
                          "f8E8M0FNU (mxfp4) or f8E4M3FN (NVFP4) elements "
                          "for f4E2M1FN weights"))
    return false;
  if (!verifyWeightScaleShape(check, scale, "operand 'w_scale'", w, fp4))
    return false;
  if (fp4 == FP4_NONE && !requireElementType(check, scale, "operand 'w_scale'",
                                             isActivationFloat,
                                             ACTIVATION_TYPES))
    return false;
  if (!verifyGlobalScale(check, operands, fp4 == FP4_NVFP4))
    return false;
  if (!isPresent(operands, TC_QL_W_OFFSET))
    return true;
  MlirValue offset = operands->slots[TC_QL_W_OFFSET];
  if (!isInt8OrInt4(wType))
    return fail(check, "operand 'w_offset' is only allowed with i8 or i4 "
                       "weights (asymmetric integer quantization)");
  return requireSameShape(check, offset, "operand 'w_offset'", scale,
                          "operand 'w_scale'") &&
         requireElementType(check, offset, "operand 'w_offset'", isI32,
                            "i32 elements");
}

/// An e2m1 activation: its scales name its scheme, which must be the
/// weight's (the fp4 kernels multiply two operands of one format), and group
/// its last dim by the scheme's block.
static bool verifyFp4Activation(OpCheck *check,
                                const QuantLinearOperands *operands) {
  MlirValue x = operands->slots[TC_QL_X];
  MlirValue scale = operands->slots[TC_QL_X_SCALE];
  if (!requireElementType(check, scale, "operand 'x_scale'", isFp4Scale,
                          "f8E8M0FNU (mxfp4) or f8E4M3FN (NVFP4) elements "
                          "for an f4E2M1FN 'x'"))
    return false;
  Fp4Scheme scheme = fp4SchemeOf(x, scale);
  MlirValue w = operands->slots[TC_QL_W];
  Fp4Scheme weights = fp4SchemeOf(w, operands->slots[TC_QL_W_SCALE]);
  if (scheme != FP4_NVFP4 && weights == FP4_NVFP4)
    return fail(check, "NVFP4 weights take an NVFP4 'x' (f8E4M3FN 'x_scale') "
                       "or an unquantized one, got an mxfp4 'x' (f8E8M0FNU "
                       "'x_scale')");
  if (scheme != FP4_NVFP4)
    return true; // mxfp4's groups: verifyActivationScaleShape's
  if (weights != FP4_NVFP4)
    return fail(check, "an NVFP4 'x' (f8E4M3FN 'x_scale') needs NVFP4 weights "
                       "(f4E2M1FN with f8E4M3FN 'w_scale')");
  if (tcValueGetRank(scale) == 0)
    return fail(check, "operand 'x_scale' of an NVFP4 'x' must be "
                       "(..., K/16), a scale per 16 elements");
  int64_t k = tcValueGetLastDim(x);
  return tcDimIsDynamic(k) ||
         requireDim(check, scale, "operand 'x_scale'",
                    tcValueGetRank(scale) - 1, k / TC_NVFP4_BLOCK,
                    "K/16 (a scale per 16 elements of 'x')");
}

static bool verifyQuantLinearActivation(OpCheck *check,
                                        const QuantLinearOperands *operands) {
  MlirValue x = operands->slots[TC_QL_X];
  if (!isPresent(operands, TC_QL_X_SCALE)) {
    if (isPresent(operands, TC_QL_X_OFFSET))
      return fail(check, "operand 'x_offset' requires operand 'x_scale'");
    return requireElementType(check, x, "operand 'x'", isActivationFloat,
                              ACTIVATION_TYPES " (no 'x_scale': x is not "
                              "quantized)");
  }
  if (!requireElementType(check, x, "operand 'x'", isQuantizedData,
                          QUANTIZED_TYPES " (it has an 'x_scale')"))
    return false;
  MlirValue scale = operands->slots[TC_QL_X_SCALE];
  if (!verifyActivationScaleShape(check, scale, "operand 'x_scale'", x))
    return false;
  if (mlirTypeIsAFloat4E2M1FN(tcValueGetElementType(x))
          ? !verifyFp4Activation(check, operands)
          : !requireElementType(check, scale, "operand 'x_scale'",
                                isActivationFloat, ACTIVATION_TYPES))
    return false;
  if (!isPresent(operands, TC_QL_X_OFFSET))
    return true;
  MlirValue offset = operands->slots[TC_QL_X_OFFSET];
  if (!isInt8OrInt4(tcValueGetElementType(x)))
    return fail(check, "operand 'x_offset' is only allowed with i8 or i4 "
                       "activations (asymmetric integer quantization)");
  return requireSameShape(check, offset, "operand 'x_offset'", scale,
                          "operand 'x_scale'") &&
         requireElementType(check, offset, "operand 'x_offset'", isI32,
                            "i32 elements");
}

static bool verifyQuantLinear(OpCheck *check) {
  QuantLinearOperands operands = {0};
  if (!collectQuantLinearOperands(check, &operands))
    return false;
  MlirValue x = operands.slots[TC_QL_X], w = operands.slots[TC_QL_W];
  MlirValue y = mlirOperationGetResult(check->op, 0);
  if (!requireRankAtLeast(check, x, "operand 'x'", 1) ||
      !requireRank(check, w, "operand 'w'", 2, "(K, N)") ||
      !requireElementType(check, w, "operand 'w'", isQuantizedData,
                          QUANTIZED_TYPES " (the quantization scheme)") ||
      !requireRankAtLeast(check, operands.slots[TC_QL_W_SCALE],
                          "operand 'w_scale'", 0) ||
      !verifyContraction(check, x, w) ||
      !verifyQuantLinearWeights(check, &operands) ||
      !verifyQuantLinearActivation(check, &operands) ||
      !verifyLinearResult(check, x, w, y))
    return false;
  if (isPresent(&operands, TC_QL_BIAS))
    return verifyBias(check, operands.slots[TC_QL_BIAS], w, y);
  return true;
}

//===----------------------------------------------------------------------===//
// Quantize ops.
//===----------------------------------------------------------------------===//

/// Numpy broadcasting: aligned from the last dim, each dim 1 or equal.
static bool verifyBroadcastableTo(OpCheck *check, MlirValue value,
                                  const char *what, MlirValue target,
                                  const char *targetName) {
  int64_t rank = tcValueGetRank(value), targetRank = tcValueGetRank(target);
  if (rank > targetRank) {
    char expected[128];
    snprintf(expected, sizeof expected,
             "a tensor broadcastable to %s (rank <= its rank)", targetName);
    return failWithType(check, what, expected, value);
  }
  for (int64_t i = 0; i < rank; ++i) {
    int64_t dim = tcValueGetDim(value, i);
    int64_t targetDim = tcValueGetDim(target, targetRank - rank + i);
    if (dim != 1 && tcDimsConflict(dim, targetDim))
      return fail(check,
                  "%s dim %" PRId64 " must be 1 or %" PRId64
                  " to broadcast to %s, got %" PRId64,
                  what, i, targetDim, targetName, dim);
  }
  return true;
}

/// What a quantization reads and writes: a quantize op's own x, operands and
/// results, or the quantization a fused op ends with, whose x is the value
/// the op computes first (`x` is then a value of its type).
typedef struct QuantizeParts {
  MlirValue x;
  const char *xName;      // how messages name x
  intptr_t firstArgument; // scale [, offset] or global_scale
  intptr_t numArguments;
  intptr_t firstResult; // q [, scale [, offset]]
  const char *qName;    // how messages name q
} QuantizeParts;

static QuantizeParts quantizeOpParts(MlirOperation op) {
  return (QuantizeParts){mlirOperationGetOperand(op, 0), "operand 'x'", 1,
                         mlirOperationGetNumOperands(op) - 1, 0,
                         "result 'q'"};
}

static MlirValue quantizeArgument(OpCheck *check, const QuantizeParts *parts,
                                  intptr_t index) {
  return mlirOperationGetOperand(check->op, parts->firstArgument + index);
}

static MlirValue quantizeResult(OpCheck *check, const QuantizeParts *parts,
                                intptr_t index) {
  return mlirOperationGetResult(check->op, parts->firstResult + index);
}

static bool verifyQuantizeParts(OpCheck *check, const QuantizeParts *parts) {
  MlirValue x = parts->x;
  MlirValue scale = quantizeArgument(check, parts, 0);
  MlirValue q = quantizeResult(check, parts, 0);
  if (!requireRankAtLeast(check, x, parts->xName, 0) ||
      !requireElementType(check, x, parts->xName, isActivationFloat,
                          ACTIVATION_TYPES) ||
      !requireRankAtLeast(check, scale, "operand 'scale'", 0) ||
      !requireElementType(check, scale, "operand 'scale'", isActivationFloat,
                          ACTIVATION_TYPES) ||
      !verifyBroadcastableTo(check, scale, "operand 'scale'", x,
                             parts->xName) ||
      !requireRankAtLeast(check, q, parts->qName, 0) ||
      !requireSameShape(check, q, parts->qName, x, parts->xName) ||
      !requireElementType(check, q, parts->qName, isQuantizedData,
                          QUANTIZED_TYPES))
    return false;
  if (parts->numArguments < 2)
    return true;
  MlirValue offset = quantizeArgument(check, parts, 1);
  if (!isInt8OrInt4(tcValueGetElementType(q)))
    return fail(check, "operand 'offset' is only allowed when result 'q' has "
                       "i8 or i4 elements");
  return requireRankAtLeast(check, offset, "operand 'offset'", 0) &&
         requireSameShape(check, offset, "operand 'offset'", scale,
                          "operand 'scale'") &&
         requireElementType(check, offset, "operand 'offset'", isI32,
                            "i32 elements");
}

static bool verifyQuantize(OpCheck *check) {
  QuantizeParts parts = quantizeOpParts(check->op);
  return verifyQuantizeParts(check, &parts);
}

/// `dims`: each in [-rank, rank), no dim twice. Marks reduced dims in
/// `reduced` (indexed by normalized dim, room for `rank` entries).
static bool verifyReductionDims(OpCheck *check, int64_t rank,
                                const char *xName, bool *reduced) {
  if (!requireI64ArrayAttr(check, "dims"))
    return false;
  MlirAttribute dims = tcOpGetAttr(check->op, "dims");
  for (intptr_t i = 0; i < mlirDenseArrayGetNumElements(dims); ++i) {
    int64_t dim = mlirDenseI64ArrayGetElement(dims, i);
    if (dim < -rank || dim >= rank)
      return fail(check,
                  "attribute 'dims' entry %" PRId64 " is out of range for "
                  "%s of rank %" PRId64 " (expected [%" PRId64 ", %" PRId64
                  "))",
                  dim, xName, rank, -rank, rank);
    int64_t normalized = dim < 0 ? dim + rank : dim;
    if (reduced[normalized])
      return fail(check,
                  "attribute 'dims' names dim %" PRId64 " more than once",
                  normalized);
    reduced[normalized] = true;
  }
  return true;
}

/// The optional `group_size` of a dynamic quantization (0 when absent): g
/// consecutive elements of the last dim share a scale, which needs `dims` =
/// [-1] (the last dim alone reduced) and g dividing that dim.
static bool readQuantGroupSize(OpCheck *check, MlirValue x,
                               const char *xName, const bool *reduced,
                               int64_t *group) {
  *group = 0;
  if (mlirAttributeIsNull(tcOpGetAttr(check->op, "group_size")))
    return true;
  if (!requireI64Attr(check, "group_size"))
    return false;
  *group = getI64Attr(check, "group_size");
  if (*group <= 0)
    return fail(check, "attribute 'group_size' must be positive, got %" PRId64,
                *group);
  int64_t rank = tcValueGetRank(x);
  bool lastOnly = rank > 0 && reduced[rank - 1];
  for (int64_t i = 0; lastOnly && i + 1 < rank; ++i)
    lastOnly = !reduced[i];
  if (!lastOnly)
    return fail(check, "attribute 'group_size' groups the last dim: it needs "
                       "'dims' = [-1] (the last dim alone reduced)");
  int64_t k = tcValueGetDim(x, rank - 1);
  if (!tcDimIsDynamic(k) && k % *group != 0)
    return fail(check,
                "%s last dim (K = %" PRId64 ") must be a multiple "
                "of 'group_size' (%" PRId64 ")",
                xName, k, *group);
  return true;
}

/// scale of a dynamic quantization: x's shape with each reduced dim set to 1
/// (the last to K/g with a group size g), or () when no dim is reduced (per
/// tensor).
static bool verifyReducedScaleShape(OpCheck *check, MlirValue scale,
                                    const char *what, MlirValue x,
                                    const bool *reduced, bool perTensor,
                                    int64_t group) {
  int64_t rank = tcValueGetRank(x);
  if (perTensor)
    return requireRank(check, scale, what, 0, "() for 'dims' = []");
  if (tcValueGetRank(scale) != rank)
    return failWithType(check, what,
                        group ? "of the rank of 'x' (the last dim K/group_size)"
                              : "of the rank of 'x' (reduced dims set to 1)",
                        scale);
  for (int64_t i = 0; i < rank; ++i) {
    int64_t dim = tcValueGetDim(x, i);
    bool grouped = group && i == rank - 1;
    int64_t expected = grouped ? (tcDimIsDynamic(dim) ? dim : dim / group)
                       : reduced[i] ? 1
                                    : dim;
    if (!requireDim(check, scale, what, i, expected,
                    grouped      ? "K / group_size"
                    : reduced[i] ? "a reduced dim"
                                 : "the same dim of 'x'"))
      return false;
  }
  return true;
}

#define TC_MAX_RANK 64

/// A fused op quantizes its output row by row as the kernel writes it: a
/// dynamic scale may reduce the last dim alone (per token, or per group of
/// it), not dims whose other elements another row of the kernel computes.
static bool requireRowwiseReduction(OpCheck *check, const bool *reduced,
                                    int64_t rank) {
  bool lastOnly = rank > 0 && reduced[rank - 1];
  for (int64_t i = 0; lastOnly && i + 1 < rank; ++i)
    lastOnly = !reduced[i];
  return lastOnly ||
         fail(check, "attribute 'dims' must be [-1]: a fused quantization "
                     "computes each row's scale as the row is written (a "
                     "scale over other dims needs a pass over the whole "
                     "output first)");
}

/// The quantized data `q`: x's shape, integers (or fp8 when symmetric).
static bool verifyQuantizedData(OpCheck *check, const QuantizeParts *parts,
                                MlirValue q, bool asymmetric) {
  return requireRankAtLeast(check, q, parts->qName, 0) &&
         requireSameShape(check, q, parts->qName, parts->x, parts->xName) &&
         (asymmetric ? requireElementType(check, q, parts->qName, isInt8OrInt4,
                                          "i8 or i4 elements (asymmetric)")
                     : requireElementType(check, q, parts->qName,
                                          isIntegerOrFp8,
                                          "i8, i4, f8E4M3FN or f8E5M2 "
                                          "elements"));
}

static bool verifyDynamicQuantizeParts(OpCheck *check,
                                       const QuantizeParts *parts,
                                       bool asymmetric, bool rowwise) {
  MlirOperation op = check->op;
  MlirValue x = parts->x;
  MlirValue q = quantizeResult(check, parts, 0);
  MlirValue scale = quantizeResult(check, parts, 1);
  if (!requireRankAtLeast(check, x, parts->xName, 0) ||
      !requireElementType(check, x, parts->xName, isActivationFloat,
                          ACTIVATION_TYPES))
    return false;
  int64_t rank = tcValueGetRank(x);
  if (rank > TC_MAX_RANK)
    return fail(check, "%s has rank %" PRId64 ", above the supported %d",
                parts->xName, rank, TC_MAX_RANK);
  bool reduced[TC_MAX_RANK] = {false};
  if (!verifyReductionDims(check, rank, parts->xName, reduced) ||
      (rowwise && !requireRowwiseReduction(check, reduced, rank)))
    return false;
  bool perTensor =
      mlirDenseArrayGetNumElements(tcOpGetAttr(op, "dims")) == 0;
  int64_t group = 0;
  if (!readQuantGroupSize(check, x, parts->xName, reduced, &group))
    return false;
  if (!verifyQuantizedData(check, parts, q, asymmetric) ||
      !requireRankAtLeast(check, scale, "result 'scale'", 0) ||
      !verifyReducedScaleShape(check, scale, "result 'scale'", x, reduced,
                               perTensor, group) ||
      !requireElementType(check, scale, "result 'scale'", isActivationFloat,
                          ACTIVATION_TYPES))
    return false;
  if (!asymmetric)
    return true;
  MlirValue offset = quantizeResult(check, parts, 2);
  return requireRankAtLeast(check, offset, "result 'offset'", 0) &&
         requireSameShape(check, offset, "result 'offset'", scale,
                          "result 'scale'") &&
         requireElementType(check, offset, "result 'offset'", isI32,
                            "i32 elements");
}

/// A 4-bit float group quantization: its group along the last dim, as
/// messages name it, and its scales' element types.
typedef struct Fp4Grouping {
  int64_t size;
  const char *name, *perGroup, *scaleTypes;
  bool (*isScale)(MlirType);
} Fp4Grouping;

/// A group quantization's results: q (x's shape, f4E2M1FN) and scale
/// (x's shape with the last dim K/group).
static bool verifyFp4QuantizeResults(OpCheck *check,
                                     const QuantizeParts *parts,
                                     const Fp4Grouping *grouping) {
  int64_t group = grouping->size;
  MlirValue x = parts->x;
  MlirValue q = quantizeResult(check, parts, 0);
  MlirValue scale = quantizeResult(check, parts, 1);
  if (!requireRankAtLeast(check, x, parts->xName, 1) ||
      !requireElementType(check, x, parts->xName, isActivationFloat,
                          ACTIVATION_TYPES))
    return false;
  int64_t rank = tcValueGetRank(x), k = tcValueGetDim(x, rank - 1);
  if (!tcDimIsDynamic(k) && k % group != 0)
    return fail(check,
                "%s last dim (K = %" PRId64 ") must be a multiple "
                "of %s (%" PRId64 ")",
                parts->xName, k, grouping->name, group);
  if (!requireRankAtLeast(check, q, parts->qName, 0) ||
      !requireSameShape(check, q, parts->qName, x, parts->xName) ||
      !requireElementType(check, q, parts->qName, isMxfp4Data,
                          "f4E2M1FN elements") ||
      !requireRankAtLeast(check, scale, "result 'scale'", 0) ||
      !requireElementType(check, scale, "result 'scale'", grouping->isScale,
                          grouping->scaleTypes))
    return false;
  if (tcValueGetRank(scale) != rank) {
    char expected[96];
    snprintf(expected, sizeof expected,
             "of the rank of 'x' with shape (..., %s)", grouping->perGroup);
    return failWithType(check, "result 'scale'", expected, scale);
  }
  for (int64_t i = 0; i + 1 < rank; ++i)
    if (!requireDim(check, scale, "result 'scale'", i, tcValueGetDim(x, i),
                    "the same dim of 'x'"))
      return false;
  return requireDim(check, scale, "result 'scale'", rank - 1,
                    tcDimIsDynamic(k) ? k : k / group, grouping->perGroup);
}

static bool verifyMxfp4Parts(OpCheck *check, const QuantizeParts *parts) {
  if (!requireI64Attr(check, "group_size"))
    return false;
  int64_t groupSize = getI64Attr(check, "group_size");
  if (groupSize <= 0)
    return fail(check, "attribute 'group_size' must be positive, got %" PRId64,
                groupSize);
  Fp4Grouping grouping = {groupSize, "'group_size'", "K/group_size",
                          "f8E8M0FNU elements", isMxfp4Scale};
  return verifyFp4QuantizeResults(check, parts, &grouping);
}

static bool verifyDynamicQuantizeMxfp4(OpCheck *check) {
  QuantizeParts parts = quantizeOpParts(check->op);
  return verifyMxfp4Parts(check, &parts);
}

/// NVFP4: 16-element blocks, e4m3 block scales relative to the per-tensor
/// f32 global scale operand.
static bool verifyNvfp4Parts(OpCheck *check, const QuantizeParts *parts) {
  static const Fp4Grouping kNvfp4 = {TC_NVFP4_BLOCK, "the NVFP4 block", "K/16",
                                     "f8E4M3FN elements (NVFP4)", isNvfp4Scale};
  MlirValue global = quantizeArgument(check, parts, 0);
  return requireRank(check, global, "operand 'global_scale'", 0, "()") &&
         requireElementType(check, global, "operand 'global_scale'", isF32,
                            "f32 elements") &&
         verifyFp4QuantizeResults(check, parts, &kNvfp4);
}

static bool verifyDynamicQuantizeNvfp4(OpCheck *check) {
  QuantizeParts parts = quantizeOpParts(check->op);
  return verifyNvfp4Parts(check, &parts);
}

//===----------------------------------------------------------------------===//
// Views, norms, markers.
//===----------------------------------------------------------------------===//

/// Number of elements, or -1 when a dim is dynamic. Every value's count
/// fits in int64_t once verifyElementCounts has passed.
static int64_t getStaticElementCount(MlirValue value) {
  int64_t count;
  MlirType type = mlirValueGetType(value);
  const int64_t *dims;
  int64_t rank = tcTypeGetShape(type, &dims);
  for (int64_t d = 0; d < rank; ++d)
    if (tcDimIsDynamic(dims[d]))
      return -1;
  if (rank < 0 || !tcTypeGetStaticElementCount(type, &count))
    return -1;
  return count;
}

static const ValueCheck kViewValues[] = {
    RANK_AT_LEAST(OPERAND(0, "x"), 0), RANK_AT_LEAST(RESULT(0, "y"), 0),
    SAME_ELEMENT(RESULT(0, "y"), OPERAND(0, "x"))};

/// After kViewValues: as many elements in as out.
static bool verifyView(OpCheck *check) {
  MlirValue x = mlirOperationGetOperand(check->op, 0);
  MlirValue y = mlirOperationGetResult(check->op, 0);
  int64_t outCount = getStaticElementCount(y);
  if (outCount < 0)
    return failWithType(check, "result 'y'", "a tensor of static shape", y);
  int64_t inCount = getStaticElementCount(x);
  if (inCount >= 0 && inCount != outCount)
    return fail(check,
                "result 'y' must have as many elements as operand 'x' "
                "(%" PRId64 "), got %" PRId64,
                inCount, outCount);
  return true;
}

/// x (...,H) and weight (H) of a norm, with the names messages use, and
/// its eps.
static bool verifyNormInputsNamed(OpCheck *check, MlirValue x,
                                  const char *xName, MlirValue weight,
                                  const char *weightName) {
  if (!requirePositiveF32Attr(check, "eps") ||
      !requireRankAtLeast(check, x, xName, 1) ||
      !requireElementType(check, x, xName, isActivationFloat,
                          ACTIVATION_TYPES) ||
      !requireRank(check, weight, weightName, 1, "(H)") ||
      !requireElementType(check, weight, weightName, isActivationFloat,
                          ACTIVATION_TYPES))
    return false;
  char meaning[64];
  snprintf(meaning, sizeof meaning, "H, the last dim of %s",
           strchr(xName, '\'') ? strchr(xName, '\'') : xName);
  return requireDim(check, weight, weightName, 0, tcValueGetLastDim(x),
                    meaning);
}

static bool verifyNormInputs(OpCheck *check, MlirValue x, MlirValue weight) {
  return verifyNormInputsNamed(check, x, "operand 'x'", weight,
                               "operand 'weight'");
}

static bool requireEps(OpCheck *check) {
  return requirePositiveF32Attr(check, "eps");
}
static const ValueCheck kRmsNormValues[] = {
    RANK_AT_LEAST(OPERAND(0, "x"), 1), ACTIVATIONS(OPERAND(0, "x")),
    RANK_IS(OPERAND(1, "weight"), 1, "(H)"), ACTIVATIONS(OPERAND(1, "weight"))};
/// add_rms_norm's and add_rms_norm2's: x, residual, weight.
static const ValueCheck kAddRmsNormValues[] = {
    RANK_AT_LEAST(OPERAND(0, "x"), 1), ACTIVATIONS(OPERAND(0, "x")),
    RANK_IS(OPERAND(2, "weight"), 1, "(H)"), ACTIVATIONS(OPERAND(2, "weight"))};

/// After requireEps and the op's values: H, and the residual's and results'
/// types.
static bool verifyNorm(OpCheck *check, TcOpKind kind) {
  MlirOperation op = check->op;
  MlirValue x = mlirOperationGetOperand(op, 0);
  bool hasResidual = kind != TC_OP_RMS_NORM;
  MlirValue weight = mlirOperationGetOperand(op, hasResidual ? 2 : 1);
  if (!requireDim(check, weight, "operand 'weight'", 0, tcValueGetLastDim(x),
                  "H, the last dim of 'x'"))
    return false;
  if (hasResidual &&
      !requireSameType(check, mlirOperationGetOperand(op, 1),
                       "operand 'residual'", x, "operand 'x'"))
    return false;
  if (!requireSameType(check, mlirOperationGetResult(op, 0), "result 'y'", x,
                       "operand 'x'"))
    return false;
  if (kind == TC_OP_ADD_RMS_NORM2)
    return requireSameType(check, mlirOperationGetResult(op, 1),
                           "result 'residual_out'", x, "operand 'x'");
  return true;
}

static bool requireRegionId(OpCheck *check) {
  return requireI64Attr(check, "id");
}
static const ValueCheck kRegionMarkerValues[] = {
    SAME_TYPE(RESULT(0, "y"), OPERAND(0, "x"))};

//===----------------------------------------------------------------------===//
// Collectives.
//===----------------------------------------------------------------------===//

/// rank (i64) and rank_group (non-empty array<i64>, no duplicates, holds rank).
/// Returns the world size, or 0 after an error.
static int64_t verifyRankGroup(OpCheck *check) {
  if (!requireI64Attr(check, "rank") ||
      !requireI64ArrayAttr(check, "rank_group"))
    return 0;
  MlirAttribute group = tcOpGetAttr(check->op, "rank_group");
  int64_t rank = getI64Attr(check, "rank");
  intptr_t size = mlirDenseArrayGetNumElements(group);
  if (size == 0)
    return fail(check, "attribute 'rank_group' must not be empty"), 0;
  bool rankFound = false;
  int64_t duplicate;
  for (intptr_t i = 0; i < size; ++i)
    rankFound |= mlirDenseI64ArrayGetElement(group, i) == rank;
  if (tcDenseI64ArrayFindDuplicate(group, &duplicate))
    return fail(check, "attribute 'rank_group' lists rank %" PRId64 " twice",
                duplicate),
           0;
  if (!rankFound)
    return fail(check,
                "attribute 'rank' (%" PRId64 ") must be a member of "
                "'rank_group'",
                rank),
           0;
  return (int64_t)size;
}

static bool requireRankGroup(OpCheck *check) {
  return verifyRankGroup(check) > 0;
}
static const ValueCheck kAllReduceValues[] = {
    RANK_AT_LEAST(OPERAND(0, "x"), 0),
    SAME_TYPE(RESULT(0, "y"), OPERAND(0, "x"))};

/// Normalizes attribute `name`, a dim of a rank-`rank` tensor, into *dim.
static bool requireDimAttr(OpCheck *check, const char *name, int64_t rank,
                           int64_t *dim) {
  if (!requireI64Attr(check, name))
    return false;
  *dim = getI64Attr(check, name);
  if (*dim < -rank || *dim >= rank)
    return fail(check,
                "attribute '%s' (%" PRId64 ") is out of range for operand "
                "'x' of rank %" PRId64,
                name, *dim, rank);
  if (*dim < 0)
    *dim += rank;
  return true;
}

/// reduce_scatter and all_slice divide `dim` by the world size, all_gather
/// multiplies it.
/// The world's size: rank_group's, once verifyRankGroup has passed.
static int64_t worldSizeOf(const OpCheck *check) {
  return mlirDenseArrayGetNumElements(tcOpGetAttr(check->op, "rank_group"));
}

static bool requireRankGroupAndDim(OpCheck *check) {
  return verifyRankGroup(check) > 0 && requireI64Attr(check, "dim");
}
static const ValueCheck kScatterOrGatherValues[] = {
    RANK_AT_LEAST(OPERAND(0, "x"), 1), RANK_AT_LEAST(RESULT(0, "y"), 1),
    SAME_ELEMENT(RESULT(0, "y"), OPERAND(0, "x"))};

/// The size of dim `dim` of a scatter's (or gather's) result, from the
/// operand's `size`: divided (multiplied) by the world size; dynamic stays.
static bool scatteredOrGatheredDim(OpCheck *check, bool scatter, int64_t dim,
                                   int64_t size, int64_t worldSize,
                                   int64_t *expected) {
  *expected = size;
  if (tcDimIsDynamic(size))
    return true;
  if (scatter && size % worldSize != 0)
    return fail(check,
                "operand 'x' dim %" PRId64 " (%" PRId64 ") must be "
                "divisible by the world size (%" PRId64 ", the size of "
                "'rank_group')",
                dim, size, worldSize);
  if (scatter) {
    *expected = size / worldSize;
    return true;
  }
  if (!tcMultiplyChecked(size, worldSize, expected))
    return fail(check,
                "operand 'x' dim %" PRId64 " (%" PRId64 ") times the world "
                "size (%" PRId64 ") does not fit in 64 bits",
                dim, size, worldSize);
  return true;
}

/// After requireRankGroupAndDim and kScatterOrGatherValues: the dims.
static bool verifyScatterOrGather(OpCheck *check, bool scatter) {
  MlirValue x = mlirOperationGetOperand(check->op, 0);
  MlirValue y = mlirOperationGetResult(check->op, 0);
  int64_t worldSize = worldSizeOf(check);
  int64_t rank = tcValueGetRank(x), dim;
  if (!requireDimAttr(check, "dim", rank, &dim))
    return false;
  if (tcValueGetRank(y) != rank)
    return failWithType(check, "result 'y'", "of the rank of 'x'", y);
  for (int64_t i = 0; i < rank; ++i) {
    int64_t size = tcValueGetDim(x, i);
    if (i != dim) {
      if (!requireDim(check, y, "result 'y'", i, size, "the same dim of 'x'"))
        return false;
      continue;
    }
    int64_t expected;
    if (!scatteredOrGatheredDim(check, scatter, dim, size, worldSize,
                                &expected))
      return false;
    if (!requireDim(check, y, "result 'y'", i, expected,
                    scatter ? "dim of 'x' divided by the world size"
                            : "dim of 'x' times the world size"))
      return false;
    if (tcDimIsDynamic(size) && !tcDimIsDynamic(tcValueGetDim(y, i)))
      return fail(check,
                  "result 'y' dim %" PRId64 " must be dynamic because "
                  "operand 'x' dim %" PRId64 " is",
                  i, i);
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Driver.
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// The decoder's own ops: embedding, RoPE, attention, SwiGLU.
//===----------------------------------------------------------------------===//

/// A float attribute (f32 or f64) whose value passes `isValid`.
static bool requireFloatAttr(OpCheck *check, const char *name,
                             bool (*isValid)(double), const char *expected) {
  MlirAttribute attr = tcOpGetAttr(check->op, name);
  if (!mlirAttributeIsNull(attr) && mlirAttributeIsAFloat(attr)) {
    MlirType type = mlirAttributeGetType(attr);
    if ((mlirTypeIsAF32(type) || mlirTypeIsAF64(type)) &&
        isValid(mlirFloatAttrGetValueDouble(attr)))
      return true;
  }
  return failAttribute(check, name, expected, attr);
}

static bool isPositiveFinite(double value) {
  return value > 0.0 && isfinite(value);
}

/// y[..., :] = table[id - p·V, :] for the rows this rank owns, p its place in
/// rank_group and V the table's rows; zeros for any other id.
static const ValueCheck kEmbeddingValues[] = {
    RANK_AT_LEAST(OPERAND(0, "ids"), 1), TOKEN_IDS(OPERAND(0, "ids")),
    RANK_IS(OPERAND(1, "table"), 2, "(V/n, H)"),
    ACTIVATIONS(OPERAND(1, "table")),
    SAME_ELEMENT(RESULT(0, "y"), OPERAND(1, "table"))};

/// After requireRankGroup and kEmbeddingValues: y's shape.
static bool verifyEmbedding(OpCheck *check) {
  MlirOperation op = check->op;
  MlirValue ids = mlirOperationGetOperand(op, 0);
  MlirValue table = mlirOperationGetOperand(op, 1);
  MlirValue y = mlirOperationGetResult(op, 0);
  int64_t rank = tcValueGetRank(ids);
  if (tcValueGetRank(y) != rank + 1)
    return failWithType(check, "result 'y'",
                        "of the shape of 'ids' followed by H", y);
  for (int64_t i = 0; i < rank; ++i)
    if (!requireDim(check, y, "result 'y'", i, tcValueGetDim(ids, i),
                    "the same dim of 'ids'"))
      return false;
  return requireDim(check, y, "result 'y'", rank, tcValueGetDim(table, 1),
                    "H, the table's width");
}

static bool isValidLlama3Scaling(MlirAttribute attr) {
  if (!mlirAttributeIsADenseF64Array(attr) ||
      mlirDenseArrayGetNumElements(attr) != 4)
    return false;
  double factor = mlirDenseF64ArrayGetElement(attr, 0);
  double low = mlirDenseF64ArrayGetElement(attr, 1);
  double high = mlirDenseF64ArrayGetElement(attr, 2);
  double original = mlirDenseF64ArrayGetElement(attr, 3);
  return isPositiveFinite(factor) && isPositiveFinite(low) &&
         isPositiveFinite(high) && high > low && isPositiveFinite(original);
}

/// YaRN's six numbers: factor, original_max_position_embeddings, beta_fast,
/// beta_slow, attention_factor, truncate (0 or 1).
static bool isValidYarnScaling(MlirAttribute attr) {
  if (!mlirAttributeIsADenseF64Array(attr) ||
      mlirDenseArrayGetNumElements(attr) != 6)
    return false;
  for (int i = 0; i < 5; ++i)
    if (!isPositiveFinite(mlirDenseF64ArrayGetElement(attr, i)))
      return false;
  double truncate = mlirDenseF64ArrayGetElement(attr, 5);
  return mlirDenseF64ArrayGetElement(attr, 2) >=
             mlirDenseF64ArrayGetElement(attr, 3) &&
         (truncate == 0.0 || truncate == 1.0);
}

/// At most one rescaling of the frequencies, each well formed.
static bool verifyRopeScaling(OpCheck *check) {
  MlirAttribute llama3 = tcOpGetAttr(check->op, "llama3_scaling");
  MlirAttribute yarn = tcOpGetAttr(check->op, "yarn_scaling");
  if (!mlirAttributeIsNull(llama3) && !isValidLlama3Scaling(llama3))
    return failAttribute(check, "llama3_scaling",
                         "array<f64: factor, low_freq_factor, "
                         "high_freq_factor, original_max_position_embeddings> "
                         "(all positive, high above low)",
                         llama3);
  if (!mlirAttributeIsNull(yarn) && !isValidYarnScaling(yarn))
    return failAttribute(check, "yarn_scaling",
                         "array<f64: factor, original_max_position_embeddings, "
                         "beta_fast, beta_slow, attention_factor, truncate> "
                         "(positive, beta_fast at least beta_slow, truncate 0 "
                         "or 1)",
                         yarn);
  if (!mlirAttributeIsNull(llama3) && !mlirAttributeIsNull(yarn))
    return fail(check, "takes 'llama3_scaling' or 'yarn_scaling', not both");
  return true;
}

/// Rotary embedding of x (..., S, heads, head_dim) at `positions` (..., S).
/// RoPE of x (..., heads, head_dim) at positions into y, each named as
/// messages name it; the rotation's attributes are the op's.
static bool verifyRopeOf(OpCheck *check, MlirValue x, const char *xName,
                         MlirValue positions, MlirValue y, const char *yName) {
  MlirOperation op = check->op;
  if (!requireFloatAttr(check, "theta", isPositiveFinite,
                        "a positive finite float attribute (e.g. 1.0e+06 : f64)") ||
      !requireRankAtLeast(check, x, xName, 3) ||
      !requireElementType(check, x, xName, isActivationFloat,
                          ACTIVATION_TYPES) ||
      !requireElementType(check, positions, "operand 'positions'",
                          isTokenInteger, TOKEN_TYPES) ||
      !requireSameType(check, y, yName, x, xName))
    return false;
  if (!verifyRopeScaling(check))
    return false;
  MlirAttribute interleaved = tcOpGetAttr(op, "interleaved");
  if (!mlirAttributeIsNull(interleaved) && !mlirAttributeIsAUnit(interleaved))
    return failAttribute(check, "interleaved",
                         "a unit attribute (present: x's pairs are "
                         "de-interleaved before the rotation)",
                         interleaved);
  int64_t rank = tcValueGetRank(x), headDim = tcValueGetDim(x, rank - 1);
  if (!tcDimIsDynamic(headDim) && headDim % 2 != 0)
    return failWithType(check, xName,
                        "of an even head_dim (its last dim; the rotation "
                        "pairs halves)",
                        x);
  // Messages name x by its quoted name alone: "'x'".
  const char *quoted = strchr(xName, '\'') ? strchr(xName, '\'') : xName;
  char expected[96], meaning[64];
  snprintf(expected, sizeof expected,
           "of the shape of %s without its last two dims", quoted);
  snprintf(meaning, sizeof meaning, "the same dim of %s", quoted);
  if (tcValueGetRank(positions) != rank - 2)
    return failWithType(check, "operand 'positions'", expected, positions);
  for (int64_t i = 0; i + 2 < rank; ++i)
    if (!requireDim(check, positions, "operand 'positions'", i,
                    tcValueGetDim(x, i), meaning))
      return false;
  return true;
}

static bool verifyRope(OpCheck *check) {
  MlirOperation op = check->op;
  return verifyRopeOf(check, mlirOperationGetOperand(op, 0), "operand 'x'",
                      mlirOperationGetOperand(op, 1),
                      mlirOperationGetResult(op, 0), "result 'y'");
}

/// Qwen3's head norms and RoPE of q and of k in one op: each rms_norm over
/// the head_dim with its own weight, then RoPE at the same positions.
static bool verifyQkNormRope(OpCheck *check) {
  MlirOperation op = check->op;
  MlirValue q = mlirOperationGetOperand(op, 0);
  MlirValue k = mlirOperationGetOperand(op, 1);
  MlirValue positions = mlirOperationGetOperand(op, 4);
  return verifyNormInputsNamed(check, q, "operand 'q'",
                               mlirOperationGetOperand(op, 2),
                               "operand 'q_weight'") &&
         verifyNormInputsNamed(check, k, "operand 'k'",
                               mlirOperationGetOperand(op, 3),
                               "operand 'k_weight'") &&
         verifyRopeOf(check, q, "operand 'q'", positions,
                      mlirOperationGetResult(op, 0), "result 'q_out'") &&
         verifyRopeOf(check, k, "operand 'k'", positions,
                      mlirOperationGetResult(op, 1), "result 'k_out'");
}

/// Dims 0..2 of `value` are those of `reference`, each with its meaning.
static bool requireFirstThreeDims(OpCheck *check, MlirValue value,
                                  const char *what, MlirValue reference,
                                  const char *const meanings[3]) {
  for (int64_t i = 0; i < 3; ++i)
    if (!requireDim(check, value, what, i, tcValueGetDim(reference, i),
                    meanings[i]))
      return false;
  return true;
}

/// v (B, T, Hkv, Dv): k's batch, keys and heads, k's element type; Dv may
/// differ from D (multi-head latent attention: 192-wide keys, 128-wide
/// values; or the latent cache, whose first Dv columns are the values).
static bool verifyAttentionValues(OpCheck *check, MlirValue v, MlirValue k) {
  static const char *const meanings[3] = {"B, the batch of 'k'",
                                          "T, the keys of 'k'",
                                          "Hkv, the heads of 'k'"};
  return requireRank(check, v, "operand 'v'", 4, "(B, T, Hkv, Dv)") &&
         requireSameElementType(check, v, "operand 'v'", k, "operand 'k'") &&
         requireFirstThreeDims(check, v, "operand 'v'", k, meanings);
}

/// o (B, S, Hq, Dv): q's element type, batch, queries and heads, v's width.
static bool verifyAttentionResult(OpCheck *check, MlirValue o, MlirValue q,
                                  MlirValue v) {
  static const char *const meanings[3] = {"B, the batch of 'q'",
                                          "S, the queries of 'q'",
                                          "Hq, the heads of 'q'"};
  return requireRank(check, o, "result 'o'", 4, "(B, S, Hq, Dv)") &&
         requireSameElementType(check, o, "result 'o'", q, "operand 'q'") &&
         requireFirstThreeDims(check, o, "result 'o'", q, meanings) &&
         requireDim(check, o, "result 'o'", 3, tcValueGetDim(v, 3),
                    "Dv, the head_dim of 'v'");
}

static bool isFp8(MlirType type) { return tcTypeIsFp8(type); }

/// An FP8 KV cache: k and v stored in fp8 with their per-tensor scales,
/// `kv_scales` = (k_scale, v_scale), f32 `()` each. Without them k has q's
/// element type.
static bool verifyAttentionKeyType(OpCheck *check, MlirValue k, MlirValue q,
                                   intptr_t scales) {
  if (scales == 0)
    return requireSameElementType(check, k, "operand 'k'", q, "operand 'q'");
  if (scales != 2)
    return fail(check,
                "expected 0 or 2 'kv_scales' operands (k_scale, v_scale: an "
                "FP8 KV cache's per-tensor scales), got %ld",
                (long)scales);
  static const char *const names[2] = {"operand 'k_scale'",
                                       "operand 'v_scale'"};
  for (int i = 0; i < 2; ++i) {
    MlirValue scale = mlirOperationGetOperand(check->op, 3 + i);
    if (!requireRank(check, scale, names[i], 0, "()") ||
        !requireElementType(check, scale, names[i], isF32, "f32 elements"))
      return false;
  }
  return requireElementType(check, k, "operand 'k'", isFp8,
                            "f8E4M3FN or f8E5M2 elements (an FP8 KV cache: it "
                            "has 'kv_scales')");
}

/// Causal grouped-query attention, the S queries being the last S of the
/// T keys: q (B, S, Hq, D), k (B, T, Hkv, D), v (B, T, Hkv, Dv), with
/// `numKvScales` operands after them (an FP8 cache's scales); its output's
/// rules are the caller's.
static bool verifyAttentionOperands(OpCheck *check, intptr_t numKvScales) {
  MlirOperation op = check->op;
  MlirValue q = mlirOperationGetOperand(op, 0);
  MlirValue k = mlirOperationGetOperand(op, 1);
  MlirValue v = mlirOperationGetOperand(op, 2);
  if (!requireFloatAttr(check, "scale", isPositiveFinite,
                        "a positive finite float attribute (e.g. 0.0883883 : f64)") ||
      !requireRank(check, q, "operand 'q'", 4, "(B, S, Hq, D)") ||
      !requireElementType(check, q, "operand 'q'", isActivationFloat,
                          ACTIVATION_TYPES) ||
      !requireRank(check, k, "operand 'k'", 4, "(B, T, Hkv, D)") ||
      !verifyAttentionKeyType(check, k, q, numKvScales) ||
      !requireDim(check, k, "operand 'k'", 0, tcValueGetDim(q, 0),
                  "B, the batch of 'q'") ||
      !requireDim(check, k, "operand 'k'", 3, tcValueGetDim(q, 3),
                  "D, the head_dim of 'q'") ||
      !verifyAttentionValues(check, v, k))
    return false;
  MlirAttribute window = tcOpGetAttr(op, "sliding_window");
  if (!mlirAttributeIsNull(window) &&
      (!tcAttrIsI64(window) || mlirIntegerAttrGetValueInt(window) <= 0))
    return failAttribute(check, "sliding_window",
                         "a positive 64-bit integer attribute (e.g. 4096 : "
                         "i64)",
                         window);
  int64_t s = tcValueGetDim(q, 1), hq = tcValueGetDim(q, 2);
  int64_t t = tcValueGetDim(k, 1), hkv = tcValueGetDim(k, 2);
  if (!tcDimIsDynamic(hq) && !tcDimIsDynamic(hkv) &&
      (hkv == 0 || hq % hkv != 0))
    return fail(check,
                "operand 'k' heads (Hkv = %" PRId64 ") must divide the heads "
                "of 'q' (Hq = %" PRId64 ")",
                hkv, hq);
  if (!tcDimIsDynamic(s) && !tcDimIsDynamic(t) && t < s)
    return fail(check,
                "operand 'k' must hold at least the %" PRId64 " queries' "
                "own positions (T >= S), got T = %" PRId64,
                s, t);
  return true;
}

static bool verifyAttention(OpCheck *check) {
  MlirOperation op = check->op;
  return verifyAttentionOperands(check, mlirOperationGetNumOperands(op) - 3) &&
         verifyAttentionResult(check, mlirOperationGetResult(op, 0),
                               mlirOperationGetOperand(op, 0),
                               mlirOperationGetOperand(op, 2));
}


/// y[..., g, :] = x[..., g, :] · w[g]: x (..., G, K), w (G, K, N), y
/// (..., G, N), one element type.
static const ValueCheck kHeadLinearValues[] = {
    RANK_AT_LEAST(OPERAND(0, "x"), 2), ACTIVATIONS(OPERAND(0, "x")),
    RANK_IS(OPERAND(1, "w"), 3, "(G, K, N)"),
    SAME_ELEMENT(OPERAND(1, "w"), OPERAND(0, "x")),
    SAME_ELEMENT(RESULT(0, "y"), OPERAND(0, "x"))};

/// After kHeadLinearValues: G, K and y's shape.
static bool verifyHeadLinear(OpCheck *check) {
  MlirOperation op = check->op;
  MlirValue x = mlirOperationGetOperand(op, 0);
  MlirValue w = mlirOperationGetOperand(op, 1);
  MlirValue y = mlirOperationGetResult(op, 0);
  int64_t rank = tcValueGetRank(x);
  if (tcValueGetRank(y) != rank)
    return failWithType(check, "result 'y'", "of the rank of 'x'", y);
  if (!requireDim(check, w, "operand 'w'", 0, tcValueGetDim(x, rank - 2),
                  "G, the groups of 'x' (its dim before last)") ||
      !requireDim(check, w, "operand 'w'", 1, tcValueGetDim(x, rank - 1),
                  "K, the last dim of 'x'"))
    return false;
  for (int64_t i = 0; i + 1 < rank; ++i)
    if (!requireDim(check, y, "result 'y'", i, tcValueGetDim(x, i),
                    "the same dim of 'x'"))
      return false;
  return requireDim(check, y, "result 'y'", rank - 1, tcValueGetDim(w, 2),
                    "N, the last dim of 'w'");
}

/// gate and up of a SwiGLU: one activation type.
static bool verifySwigluInputs(OpCheck *check) {
  MlirOperation op = check->op;
  MlirValue gate = mlirOperationGetOperand(op, 0);
  return requireElementType(check, gate, "operand 'gate'", isActivationFloat,
                            ACTIVATION_TYPES) &&
         requireSameType(check, mlirOperationGetOperand(op, 1), "operand 'up'",
                         gate, "operand 'gate'");
}

/// silu(gate) · up.
static const ValueCheck kSwigluValues[] = {
    ACTIVATIONS(OPERAND(0, "gate")),
    SAME_TYPE(OPERAND(1, "up"), OPERAND(0, "gate")),
    SAME_TYPE(RESULT(0, "y"), OPERAND(0, "gate"))};

//===----------------------------------------------------------------------===//
// Fused ops: a producer whose output leaves the kernel quantized.
//===----------------------------------------------------------------------===//

/// The quantize op a fused op names, without the dialect's prefix.
static const char *quantizeNameOf(TcOpKind kind) {
  return tcOpKindGetName(kind) + sizeof("tensor_cast.") - 1;
}

/// The fused op's quantization operands and results count as its
/// `quantize` takes and returns them (a static scale at most, no offset).
static bool verifyFusedQuantArity(OpCheck *check,
                                  const TcFusedQuantLayout *layout,
                                  const char *name) {
  intptr_t minArguments, maxArguments, numResults;
  tcQuantizeKindGetArity(layout->quantize, &minArguments, &maxArguments,
                         &numResults);
  if (maxArguments > TC_FUSED_QUANT_MAX_ARGUMENTS)
    maxArguments = TC_FUSED_QUANT_MAX_ARGUMENTS; // a static scale, no offset
  if (layout->numArguments < minArguments || layout->numArguments > maxArguments)
    return fail(check,
                "'quantize' = \"%s\" takes %ld operand 'scale' after the "
                "producer's %ld operands (%s), got %ld",
                name, (long)maxArguments, (long)layout->numProducerOperands,
                maxArguments ? "its scale" : "none: the scale is computed",
                (long)layout->numArguments);
  if (layout->numResults != numResults)
    return fail(check,
                "'quantize' = \"%s\" returns %s, got %ld quantized results",
                name, numResults == 1 ? "q alone" : "q and its scale",
                (long)layout->numResults);
  return true;
}

/// The quantization a fused op ends with: its `quantize` attribute names a
/// quantize op, whose operands after x follow the producer's and whose
/// results come first; `produced` has the type of the producer's output.
static bool verifyFusedQuantization(OpCheck *check, MlirValue produced,
                                    const char *producedName) {
  TcFusedQuantLayout layout = tcFusedQuantGetLayout(check->op);
  if (layout.quantize == TC_OP_NONE)
    return failAttribute(check, "quantize",
                         "the name of a quantize op (\"quantize\", "
                         "\"dynamic_quantize_symmetric\", "
                         "\"dynamic_quantize_asymmetric\", "
                         "\"dynamic_quantize_mxfp4\" or "
                         "\"dynamic_quantize_nvfp4\")",
                         tcOpGetAttr(check->op, "quantize"));
  const char *name = quantizeNameOf(layout.quantize);
  if (layout.quantize == TC_OP_DYNAMIC_QUANTIZE_ASYMMETRIC)
    return fail(check, "'quantize' = \"%s\" has no fused form: a fused "
                       "quantization is symmetric (no offset)",
                name);
  if (!verifyFusedQuantArity(check, &layout, name))
    return false;
  bool attention = tcOpGetKind(check->op) == TC_OP_ATTENTION_QUANT;
  QuantizeParts parts = {produced, producedName, layout.firstArgument,
                         layout.numArguments, layout.firstResult,
                         attention ? "result 'o'" : "result 'q'"};
  switch (layout.quantize) {
  case TC_OP_QUANTIZE:
    return verifyQuantizeParts(check, &parts);
  case TC_OP_DYNAMIC_QUANTIZE_SYMMETRIC:
  case TC_OP_DYNAMIC_QUANTIZE_ASYMMETRIC:
    return verifyDynamicQuantizeParts(
        check, &parts, layout.quantize == TC_OP_DYNAMIC_QUANTIZE_ASYMMETRIC,
        /*rowwise=*/true);
  case TC_OP_DYNAMIC_QUANTIZE_MXFP4:
    return verifyMxfp4Parts(check, &parts);
  default:
    return verifyNvfp4Parts(check, &parts);
  }
}

/// rms_norm(x, weight) quantized.
static bool verifyRmsNormQuant(OpCheck *check) {
  MlirValue x = mlirOperationGetOperand(check->op, 0);
  return verifyNormInputs(check, x, mlirOperationGetOperand(check->op, 1)) &&
         verifyFusedQuantization(check, x, "the norm's output");
}

/// add_rms_norm2(x, residual, weight): its y quantized, then residual_out.
static bool verifyAddRmsNormQuant(OpCheck *check) {
  MlirOperation op = check->op;
  MlirValue x = mlirOperationGetOperand(op, 0);
  intptr_t last = mlirOperationGetNumResults(op) - 1;
  return verifyNormInputs(check, x, mlirOperationGetOperand(op, 2)) &&
         requireSameType(check, mlirOperationGetOperand(op, 1),
                         "operand 'residual'", x, "operand 'x'") &&
         verifyFusedQuantization(check, x, "the norm's output") &&
         requireSameType(check, mlirOperationGetResult(op, last),
                         "result 'residual_out'", x, "operand 'x'");
}

/// add_rms_norm2(all_reduce(x), residual, weight), its y quantized when a
/// `quantize` attribute names how.
static bool verifyAllReduceAddRmsNorm(OpCheck *check) {
  MlirOperation op = check->op;
  MlirValue x = mlirOperationGetOperand(op, 0);
  intptr_t last = mlirOperationGetNumResults(op) - 1;
  if (verifyRankGroup(check) <= 0 ||
      !verifyNormInputs(check, x, mlirOperationGetOperand(op, 2)) ||
      !requireSameType(check, mlirOperationGetOperand(op, 1),
                       "operand 'residual'", x, "operand 'x'") ||
      !requireSameType(check, mlirOperationGetResult(op, last),
                       "result 'residual_out'", x, "operand 'x'"))
    return false;
  if (!mlirAttributeIsNull(tcOpGetAttr(op, "quantize")))
    return verifyFusedQuantization(check, x, "the norm's output");
  if (mlirOperationGetNumOperands(op) != 3 ||
      mlirOperationGetNumResults(op) != 2)
    return fail(check, "operand 'quant_scale' and result 'scale' need a "
                       "'quantize' attribute (the quantize op fused in)");
  return requireSameType(check, mlirOperationGetResult(op, 0), "result 'y'", x,
                         "operand 'x'");
}

/// swiglu(gate, up) quantized.
static bool verifySwigluQuant(OpCheck *check) {
  return verifySwigluInputs(check) &&
         verifyFusedQuantization(check, mlirOperationGetOperand(check->op, 0),
                                 "the SwiGLU's output");
}

/// attention whose output leaves the kernel quantized as the attention
/// kernels write it: with one static per-tensor scale (FP8 or int8) or as
/// NVFP4 with its global scale, the operand after the cache's scales. The
/// output has q's shape (v's head_dim is q's).
static bool verifyAttentionQuant(OpCheck *check) {
  MlirOperation op = check->op;
  intptr_t operands = mlirOperationGetNumOperands(op);
  MlirValue q = mlirOperationGetOperand(op, 0);
  MlirValue v = mlirOperationGetOperand(op, 2);
  if (!verifyAttentionOperands(check, operands - 4))
    return false;
  if (tcDimsConflict(tcValueGetDim(v, 3), tcValueGetDim(q, 3)))
    return failWithType(check, "operand 'v'",
                        "of q's head_dim (the quantized output has q's "
                        "shape)",
                        v);
  TcFusedQuantLayout layout = tcFusedQuantGetLayout(op);
  if (layout.quantize != TC_OP_QUANTIZE &&
      layout.quantize != TC_OP_DYNAMIC_QUANTIZE_NVFP4)
    return failAttribute(check, "quantize",
                         "\"quantize\" or \"dynamic_quantize_nvfp4\" (an "
                         "attention kernel's output takes one static scale "
                         "or NVFP4's blocks)",
                         tcOpGetAttr(op, "quantize"));
  MlirValue scale = mlirOperationGetOperand(op, operands - 1);
  if (layout.quantize == TC_OP_QUANTIZE && getStaticElementCount(scale) != 1)
    return failWithType(check, "operand 'o_scale'",
                        "one per-tensor scale (a tensor of one element)",
                        scale);
  return verifyFusedQuantization(check, q, "the attention's output");
}

//===----------------------------------------------------------------------===//
// Mixture of experts: routing, dispatch, combine, all_to_all.
//===----------------------------------------------------------------------===//

/// An optional string attribute `name` that is absent or one of `choices`
/// (NULL-terminated); its index in `*choice` (0 when absent).
static bool readChoiceAttr(OpCheck *check, const char *name,
                           const char *const *choices, const char *expected,
                           int *choice) {
  *choice = tcOpGetStringChoice(check->op, name, choices);
  return *choice >= 0 ||
         failAttribute(check, name, expected, tcOpGetAttr(check->op, name));
}

/// Group-limited routing: `n_group` groups of the E experts, of which the
/// `topk_group` best are open to each token's top_k.
static bool verifyMoeGateGroups(OpCheck *check, int64_t experts, int64_t topK,
                                bool topTwo) {
  if (!requireI64Attr(check, "n_group") || !requireI64Attr(check, "topk_group"))
    return false;
  int64_t groups = getI64Attr(check, "n_group");
  int64_t open = getI64Attr(check, "topk_group");
  if (groups < 1 || (!tcDimIsDynamic(experts) && experts % groups != 0))
    return fail(check,
                "attribute 'n_group' (%" PRId64 ") must divide the %" PRId64
                " experts",
                groups, experts);
  if (open < 1 || open > groups)
    return fail(check,
                "attribute 'topk_group' (%" PRId64 ") must be in [1, n_group "
                "= %" PRId64 "]",
                open, groups);
  if (tcDimIsDynamic(experts))
    return true;
  int64_t perGroup = experts / groups;
  if (topTwo && perGroup < 2)
    return fail(check,
                "noaux_tc ranks a group by its two best experts: each of the "
                "%" PRId64 " groups needs at least 2 of the %" PRId64 " experts",
                groups, experts);
  if (topK > open * perGroup)
    return fail(check,
                "attribute 'top_k' (%" PRId64 ") must be at most the %" PRId64
                " experts of the topk_group open groups",
                topK, open * perGroup);
  return true;
}

/// The bias (E) that noaux_tc adds to the scores to choose, and only then.
static bool verifyMoeGateBias(OpCheck *check, int64_t experts, bool noauxTc) {
  MlirOperation op = check->op;
  bool hasBias = mlirOperationGetNumOperands(op) > 1;
  if (noauxTc != hasBias)
    return fail(check, noauxTc ? "topk_method \"noaux_tc\" needs operand "
                                 "'bias' (e_score_correction_bias, (E))"
                               : "operand 'bias' is added to the scores only "
                                 "by topk_method \"noaux_tc\"");
  if (!hasBias)
    return true;
  MlirValue bias = mlirOperationGetOperand(op, 1);
  return requireRank(check, bias, "operand 'bias'", 1, "(E)") &&
         requireElementType(check, bias, "operand 'bias'", isActivationFloat,
                            ACTIVATION_TYPES) &&
         requireDim(check, bias, "operand 'bias'", 0, experts,
                    "E, the experts");
}

/// DeepSeek's routing (docs/dialect.md): scoring_func, topk_method with
/// its groups and bias, routed_scaling_factor.
static bool verifyMoeGateRouting(OpCheck *check, int64_t experts,
                                 int64_t topK) {
  int scoring, method;
  if (!readChoiceAttr(check, "scoring_func", kTcScoringFuncNames,
                      "\"softmax\" or \"sigmoid\"", &scoring) ||
      !readChoiceAttr(check, "topk_method", kTcTopkMethodNames,
                      "\"greedy\", \"group_limited_greedy\" or "
                      "\"noaux_tc\"",
                      &method))
    return false;
  MlirAttribute factor = tcOpGetAttr(check->op, "routed_scaling_factor");
  if (!mlirAttributeIsNull(factor) &&
      !requireFloatAttr(check, "routed_scaling_factor", isPositiveFinite,
                        "a positive finite float attribute (e.g. 2.5 : f64)"))
    return false;
  bool grouped = method != TC_TOPK_GREEDY, noauxTc = method == TC_TOPK_NOAUX_TC;
  if (!grouped && (!mlirAttributeIsNull(tcOpGetAttr(check->op, "n_group")) ||
                   !mlirAttributeIsNull(tcOpGetAttr(check->op, "topk_group"))))
    return fail(check, "attributes 'n_group' and 'topk_group' need a "
                       "group-limited topk_method");
  if (grouped && !verifyMoeGateGroups(check, experts, topK, noauxTc))
    return false;
  return verifyMoeGateBias(check, experts, noauxTc);
}

/// moe_gate's `first`: its i64 attribute top_k.
static bool requireTopK(OpCheck *check) {
  return requireI64Attr(check, "top_k");
}

/// Softmax (or sigmoid) scores over the E experts of logits (..., E), then
/// the top_k largest (ties to the lower id): weights (..., k) and ids
/// (..., k).
static const ValueCheck kMoeGateValues[] = {
    RANK_AT_LEAST(OPERAND(0, "logits"), 1), ACTIVATIONS(OPERAND(0, "logits")),
    ACTIVATIONS(RESULT(0, "weights")), TOKEN_IDS(RESULT(1, "ids")),
    SAME_LEADING_DIMS(RESULT(0, "weights"), OPERAND(0, "logits")),
    SAME_SHAPE(RESULT(1, "ids"), RESULT(0, "weights"))};

/// After requireTopK and kMoeGateValues: norm_topk_prob, top_k against the
/// experts, the routing.
static bool verifyMoeGate(OpCheck *check) {
  MlirOperation op = check->op;
  MlirValue logits = mlirOperationGetOperand(op, 0);
  MlirValue weights = mlirOperationGetResult(op, 0);
  MlirAttribute norm = tcOpGetAttr(op, "norm_topk_prob");
  if (!mlirAttributeIsNull(norm) && !mlirAttributeIsAUnit(norm))
    return failAttribute(check, "norm_topk_prob",
                         "a unit attribute (present: renormalize the top-k "
                         "weights to sum to 1)",
                         norm);
  int64_t topK = getI64Attr(check, "top_k");
  int64_t rank = tcValueGetRank(logits);
  int64_t experts = tcValueGetDim(logits, rank - 1);
  if (topK < 1 || (!tcDimIsDynamic(experts) && topK > experts))
    return fail(check,
                "attribute 'top_k' (%" PRId64 ") must be in [1, E], E = %" PRId64
                " the experts (the last dim of 'logits')",
                topK, experts);
  return requireDim(check, weights, "result 'weights'", rank - 1, topK,
                    "top_k") &&
         verifyMoeGateRouting(check, experts, topK);
}

/// x (..., H) and the ids (..., k) that route it; checks their leading dims
/// agree.
static bool requireRoutedTokens(OpCheck *check, MlirValue ids,
                                const char *idsWhat, MlirValue tokens,
                                const char *tokensWhat) {
  return requireRankAtLeast(check, ids, idsWhat, 1) &&
         requireElementType(check, ids, idsWhat, isTokenInteger,
                            TOKEN_TYPES) &&
         requireSameLeadingDims(check, ids, idsWhat, tokens, tokensWhat);
}

/// y (E, ..., H): y[e, t] = x[t] when token t chose expert e, zeros otherwise.
static const ValueCheck kMoeDispatchValues[] = {
    RANK_AT_LEAST(OPERAND(0, "x"), 1), RANK_AT_LEAST(OPERAND(1, "ids"), 1),
    TOKEN_IDS(OPERAND(1, "ids")),
    SAME_LEADING_DIMS(OPERAND(1, "ids"), OPERAND(0, "x")),
    RANK_AT_LEAST(RESULT(0, "y"), 1),
    SAME_ELEMENT(RESULT(0, "y"), OPERAND(0, "x"))};

/// After kMoeDispatchValues: y's experts dim ahead of x's shape.
static bool verifyMoeDispatch(OpCheck *check) {
  MlirOperation op = check->op;
  MlirValue x = mlirOperationGetOperand(op, 0);
  MlirValue y = mlirOperationGetResult(op, 0);
  int64_t rank = tcValueGetRank(x);
  if (tcValueGetRank(y) != rank + 1)
    return failWithType(check, "result 'y'",
                        "of the shape of 'x' behind the experts (E, ...)", y);
  for (int64_t i = 0; i < rank; ++i)
    if (!requireDim(check, y, "result 'y'", i + 1, tcValueGetDim(x, i),
                    "the dim of 'x' it follows"))
      return false;
  return true;
}

/// out (..., H) = sum over token t's experts e, ascending, of
/// weights[t, j] · y[e, t] where ids[t, j] = e. With `rank` and
/// `rank_group`, y holds this rank's chunk of the experts (expert
/// parallelism) and the sum runs over those alone.
static bool requireRankGroupIfChunked(OpCheck *check) {
  bool chunked = !mlirAttributeIsNull(tcOpGetAttr(check->op, "rank")) ||
                 !mlirAttributeIsNull(tcOpGetAttr(check->op, "rank_group"));
  return !chunked || verifyRankGroup(check) > 0;
}
static const ValueCheck kMoeCombineValues[] = {
    RANK_AT_LEAST(OPERAND(0, "y"), 2), ACTIVATIONS(OPERAND(0, "y")),
    RANK_AT_LEAST(RESULT(0, "out"), 1),
    SAME_ELEMENT(RESULT(0, "out"), OPERAND(0, "y"))};

/// After requireRankGroupIfChunked and kMoeCombineValues: out's shape, the
/// weights and the ids.
static bool verifyMoeCombine(OpCheck *check) {
  MlirOperation op = check->op;
  MlirValue y = mlirOperationGetOperand(op, 0);
  MlirValue weights = mlirOperationGetOperand(op, 1);
  MlirValue ids = mlirOperationGetOperand(op, 2);
  MlirValue out = mlirOperationGetResult(op, 0);
  int64_t rank = tcValueGetRank(y);
  if (tcValueGetRank(out) != rank - 1)
    return failWithType(check, "result 'out'",
                        "of the shape of 'y' without its experts dim", out);
  for (int64_t i = 1; i < rank; ++i)
    if (!requireDim(check, out, "result 'out'", i - 1, tcValueGetDim(y, i),
                    "the dim of 'y' after the experts"))
      return false;
  return requireElementType(check, weights, "operand 'weights'",
                            isActivationFloat, ACTIVATION_TYPES) &&
         requireSameLeadingDims(check, weights, "operand 'weights'", out,
                                "result 'out'") &&
         requireRoutedTokens(check, ids, "operand 'ids'", out,
                             "result 'out'") &&
         requireSameShape(check, ids, "operand 'ids'", weights,
                          "operand 'weights'");
}

/// out = routed + sigmoid(gate) · shared: a shared expert's output, scaled by
/// its gate (one logit per token), added to the routed experts' combine.
static const ValueCheck kMoeSharedAddValues[] = {
    RANK_AT_LEAST(OPERAND(0, "routed"), 1), ACTIVATIONS(OPERAND(0, "routed")),
    SAME_TYPE(OPERAND(1, "shared"), OPERAND(0, "routed")),
    SAME_TYPE(RESULT(0, "out"), OPERAND(0, "routed")),
    SAME_ELEMENT(OPERAND(2, "gate"), OPERAND(0, "routed"))};

/// After kMoeSharedAddValues: one gate logit per token.
static bool verifyMoeSharedAdd(OpCheck *check) {
  MlirOperation op = check->op;
  MlirValue routed = mlirOperationGetOperand(op, 0);
  MlirValue gate = mlirOperationGetOperand(op, 2);
  if (!requireSameLeadingDims(check, gate, "operand 'gate'", routed,
                              "operand 'routed'"))
    return false;
  return requireDim(check, gate, "operand 'gate'", tcValueGetRank(gate) - 1, 1,
                    "one logit per token");
}


/// x is split into world-size chunks along split_dim, chunk i going to the
/// i-th rank of rank_group; the chunks received are concatenated along
/// concat_dim in rank_group order.
static const ValueCheck kAllToAllValues[] = {
    RANK_AT_LEAST(OPERAND(0, "x"), 1),
    SAME_ELEMENT(RESULT(0, "y"), OPERAND(0, "x"))};

/// After requireRankGroup and kAllToAllValues: the dims and their sizes.
static bool verifyAllToAll(OpCheck *check) {
  MlirValue x = mlirOperationGetOperand(check->op, 0);
  MlirValue y = mlirOperationGetResult(check->op, 0);
  int64_t worldSize = worldSizeOf(check);
  int64_t splitDim, concatDim;
  int64_t rank = tcValueGetRank(x);
  if (!requireDimAttr(check, "split_dim", rank, &splitDim) ||
      !requireDimAttr(check, "concat_dim", rank, &concatDim))
    return false;
  if (tcValueGetRank(y) != rank)
    return failWithType(check, "result 'y'", "of the rank of 'x'", y);
  int64_t split = tcValueGetDim(x, splitDim);
  if (!tcDimIsDynamic(split) && split % worldSize != 0)
    return fail(check,
                "operand 'x' dim %" PRId64 " (%" PRId64 ", 'split_dim') must "
                "be divisible by the world size (%" PRId64 ", the size of "
                "'rank_group')",
                splitDim, split, worldSize);
  for (int64_t i = 0; i < rank; ++i) {
    int64_t expected = tcValueGetDim(x, i);
    bool dynamic = tcDimIsDynamic(expected);
    if (!dynamic && i == splitDim)
      expected /= worldSize;
    if (!dynamic && i == concatDim &&
        !tcMultiplyChecked(expected, worldSize, &expected))
      return fail(check,
                  "operand 'x' dim %" PRId64 " times the world size does not "
                  "fit in 64 bits",
                  i);
    const char *meaning = i == splitDim && i == concatDim
                              ? "the same dim of 'x'"
                          : i == splitDim  ? "dim of 'x' divided by the world size"
                          : i == concatDim ? "dim of 'x' times the world size"
                                           : "the same dim of 'x'";
    if (!requireDim(check, y, "result 'y'", i, expected, meaning))
      return false;
  }
  return true;
}

// The parameterized rules, one function per op as the table wants them.
static bool verifyDynamicQuantizeSymmetric(OpCheck *check) {
  QuantizeParts parts = quantizeOpParts(check->op);
  return verifyDynamicQuantizeParts(check, &parts, /*asymmetric=*/false,
                                    /*rowwise=*/false);
}
static bool verifyDynamicQuantizeAsymmetric(OpCheck *check) {
  QuantizeParts parts = quantizeOpParts(check->op);
  return verifyDynamicQuantizeParts(check, &parts, /*asymmetric=*/true,
                                    /*rowwise=*/false);
}
static bool verifyRmsNorm(OpCheck *check) {
  return verifyNorm(check, TC_OP_RMS_NORM);
}
static bool verifyAddRmsNorm(OpCheck *check) {
  return verifyNorm(check, TC_OP_ADD_RMS_NORM);
}
static bool verifyAddRmsNorm2(OpCheck *check) {
  return verifyNorm(check, TC_OP_ADD_RMS_NORM2);
}
static bool verifyScatter(OpCheck *check) {
  return verifyScatterOrGather(check, /*scatter=*/true);
}
static bool verifyGather(OpCheck *check) {
  return verifyScatterOrGather(check, /*scatter=*/false);
}

typedef bool (*OpRule)(OpCheck *check);

/// An op's rules, checked in order: `first` (the attributes the values'
/// checks rely on), each of `values` (its operands' and results' ranks and
/// types, stated once here), then `rest` (how they relate). NULL: none.
typedef struct OpRules {
  OpRule first;
  const ValueCheck *values;
  size_t numValues;
  OpRule rest;
} OpRules;
#define RULES(first, values, rest) {first, values, TC_ARRAY_SIZE(values), rest}
#define RULE(rest) {NULL, NULL, 0, rest}

/// Each op's rules, indexed by kind (an empty entry is a forgotten op:
/// tcOpKindHasVerifier tells the registry test).
static const OpRules kOpRules[TC_OP_KIND_COUNT] = {
    [TC_OP_LINEAR] = RULES(NULL, kLinearValues, verifyLinear),
    [TC_OP_QUANT_LINEAR] = RULE(verifyQuantLinear),
    [TC_OP_QUANTIZE] = RULE(verifyQuantize),
    [TC_OP_DYNAMIC_QUANTIZE_SYMMETRIC] = RULE(verifyDynamicQuantizeSymmetric),
    [TC_OP_DYNAMIC_QUANTIZE_ASYMMETRIC] = RULE(verifyDynamicQuantizeAsymmetric),
    [TC_OP_DYNAMIC_QUANTIZE_MXFP4] = RULE(verifyDynamicQuantizeMxfp4),
    [TC_OP_DYNAMIC_QUANTIZE_NVFP4] = RULE(verifyDynamicQuantizeNvfp4),
    [TC_OP_VIEW] = RULES(NULL, kViewValues, verifyView),
    [TC_OP_RMS_NORM] = RULES(requireEps, kRmsNormValues, verifyRmsNorm),
    [TC_OP_ADD_RMS_NORM] =
        RULES(requireEps, kAddRmsNormValues, verifyAddRmsNorm),
    [TC_OP_ADD_RMS_NORM2] =
        RULES(requireEps, kAddRmsNormValues, verifyAddRmsNorm2),
    [TC_OP_ALL_REDUCE] = RULES(requireRankGroup, kAllReduceValues, NULL),
    [TC_OP_REDUCE_SCATTER] =
        RULES(requireRankGroupAndDim, kScatterOrGatherValues, verifyScatter),
    [TC_OP_ALL_GATHER] =
        RULES(requireRankGroupAndDim, kScatterOrGatherValues, verifyGather),
    [TC_OP_ALL_SLICE] =
        RULES(requireRankGroupAndDim, kScatterOrGatherValues, verifyScatter),
    [TC_OP_REGION_BEGIN] = RULES(requireRegionId, kRegionMarkerValues, NULL),
    [TC_OP_REGION_END] = RULES(requireRegionId, kRegionMarkerValues, NULL),
    [TC_OP_COPY_REGION] = RULES(requireRegionId, kRegionMarkerValues, NULL),
    [TC_OP_EMBEDDING] =
        RULES(requireRankGroup, kEmbeddingValues, verifyEmbedding),
    [TC_OP_ROPE] = RULE(verifyRope),
    [TC_OP_ATTENTION] = RULE(verifyAttention),
    [TC_OP_SWIGLU] = RULES(NULL, kSwigluValues, NULL),
    [TC_OP_HEAD_LINEAR] = RULES(NULL, kHeadLinearValues, verifyHeadLinear),
    [TC_OP_MOE_GATE] = RULES(requireTopK, kMoeGateValues, verifyMoeGate),
    [TC_OP_MOE_DISPATCH] = RULES(NULL, kMoeDispatchValues, verifyMoeDispatch),
    [TC_OP_MOE_COMBINE] = RULES(requireRankGroupIfChunked, kMoeCombineValues,
                                verifyMoeCombine),
    [TC_OP_MOE_SHARED_ADD] =
        RULES(NULL, kMoeSharedAddValues, verifyMoeSharedAdd),
    [TC_OP_ALL_TO_ALL] = RULES(requireRankGroup, kAllToAllValues, verifyAllToAll),
    [TC_OP_RMS_NORM_QUANT] = RULE(verifyRmsNormQuant),
    [TC_OP_ADD_RMS_NORM_QUANT] = RULE(verifyAddRmsNormQuant),
    [TC_OP_SWIGLU_QUANT] = RULE(verifySwigluQuant),
    [TC_OP_ALL_REDUCE_ADD_RMS_NORM] = RULE(verifyAllReduceAddRmsNorm),
    [TC_OP_QK_NORM_ROPE] = RULE(verifyQkNormRope),
    [TC_OP_ATTENTION_QUANT] = RULE(verifyAttentionQuant),
};

bool tcOpKindHasVerifier(TcOpKind kind) {
  return kind > TC_OP_NONE && kind < TC_OP_KIND_COUNT &&
         (kOpRules[kind].first || kOpRules[kind].numValues ||
          kOpRules[kind].rest);
}

static bool verifyOp(OpCheck *check, TcOpKind kind) {
  if (!tcOpKindHasVerifier(kind))
    return true;
  const OpRules *rules = &kOpRules[kind];
  if (rules->first && !rules->first(check))
    return false;
  for (size_t i = 0; i < rules->numValues; ++i)
    if (!checkValue(check, &rules->values[i]))
      return false;
  return !rules->rest || rules->rest(check);
}

/// Where a source's error points: the argument's declaration in the body
/// (`index` >= 0), else the function.
static MlirLocation sourceLocation(MlirOperation function, intptr_t index) {
  MlirBlock body = mlirOperationGetNumRegions(function)
                       ? mlirRegionGetFirstBlock(
                             mlirOperationGetRegion(function, 0))
                       : (MlirBlock){NULL};
  if (index < 0 || mlirBlockIsNull(body) ||
      index >= mlirBlockGetNumArguments(body))
    return mlirOperationGetLocation(function);
  return mlirValueGetLocation(mlirBlockGetArgument(body, index));
}

/// `tensor_cast.source` entry `index` of the function's `list` ("arg_attrs"
/// or "res_attrs") against the type `type` it describes.
static bool verifySource(OpCheck *check, const char *what, intptr_t index,
                         MlirAttribute attr, MlirType type, bool isResult) {
  TcTensorSource source;
  TcStringBuffer error = {0};
  bool ok = tcTensorSourceParse(attr, &source, &error);
  if (ok && isResult && (source.hasExpert || source.partial > 0 ||
                         source.transpose || source.hasRows)) {
    tcBufferAppendCString(&error, "a result's source takes no 'expert', "
                                  "'partial', 'transpose' or 'rows'");
    ok = false;
  }
  ok = ok && tcTensorSourceCheckFits(&source, type, &error);
  if (!ok) {
    startMessage(check);
    tcBufferAppendFormat(&check->message,
                         "%s %ld attribute '" TC_SOURCE_ATTR_NAME "': %s", what,
                         (long)index, tcBufferGetCString(&error));
    mlirEmitError(sourceLocation(check->op, isResult ? -1 : index),
                  tcBufferGetCString(&check->message));
    tcBufferClear(&check->message);
  }
  tcBufferDestroy(&error);
  return ok;
}

/// The sources of a function's arguments and results fit their types.
static bool verifySources(OpCheck *check) {
  MlirAttribute typeAttr = tcOpGetAttr(check->op, "function_type");
  if (mlirAttributeIsNull(typeAttr) || !mlirAttributeIsAType(typeAttr) ||
      !mlirTypeIsAFunction(mlirTypeAttrGetValue(typeAttr)))
    return true;
  MlirType type = mlirTypeAttrGetValue(typeAttr);
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumInputs(type); ++i) {
    MlirAttribute attr = tcFunctionGetArgumentSource(check->op, i);
    if (!mlirAttributeIsNull(attr) &&
        !verifySource(check, "argument", i, attr,
                      mlirFunctionTypeGetInput(type, i), false))
      return false;
  }
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumResults(type); ++i) {
    MlirAttribute attr = tcFunctionGetResultSource(check->op, i);
    if (!mlirAttributeIsNull(attr) &&
        !verifySource(check, "result", i, attr,
                      mlirFunctionTypeGetResult(type, i), true))
      return false;
  }
  return true;
}

/// `tensor_cast.sharded` is a unit attribute of function arguments only,
/// `tensor_cast.source` one of function arguments and results.
static bool verifyNotSharded(OpCheck *check) {
  if (!mlirAttributeIsNull(tcOpGetAttr(check->op, TC_SHARDED_ATTR_NAME)))
    return fail(check, "attribute '" TC_SHARDED_ATTR_NAME "' is only allowed "
                       "on function arguments");
  if (!mlirAttributeIsNull(tcOpGetAttr(check->op, TC_SOURCE_ATTR_NAME)))
    return fail(check, "attribute '" TC_SOURCE_ATTR_NAME "' is only allowed "
                       "on function arguments and results");
  return true;
}

static bool verifyShardedAttributes(OpCheck *check) {
  MlirOperation op = check->op;
  if (!verifyNotSharded(check))
    return false;
  if (mlirOperationGetNumRegions(op) == 0) // no arguments to mark
    return true;
  MlirAttribute argAttrs = tcOpGetAttr(op, "arg_attrs");
  intptr_t count = tcOpGetArrayAttrSize(op, "arg_attrs");
  for (intptr_t i = 0; i < count; ++i) {
    MlirAttribute dict = mlirArrayAttrGetElement(argAttrs, i);
    if (!mlirAttributeIsADictionary(dict))
      continue;
    MlirAttribute sharded = mlirDictionaryAttrGetElementByName(
        dict, tcStringRef(TC_SHARDED_ATTR_NAME));
    if (!mlirAttributeIsNull(sharded) && !mlirAttributeIsAUnit(sharded))
      return fail(check,
                  "argument %ld attribute '" TC_SHARDED_ATTR_NAME
                  "' must be a unit attribute (no value)",
                  (long)i);
  }
  return verifySources(check);
}

/// A value whose static dims multiply past INT64_MAX has no element count:
/// MLIR and every pass would compute it with signed overflow.
static bool requireCountableType(OpCheck *check, MlirValue value,
                                 const char *what, intptr_t index) {
  int64_t count;
  MlirType type = mlirValueGetType(value);
  if (check->memoizeCounts &&
      tcPointerSetContains(&check->countableTypes, type.ptr))
    return true;
  if (tcTypeGetStaticElementCount(type, &count)) {
    if (check->memoizeCounts)
      tcPointerSetInsert(&check->countableTypes, type.ptr);
    return true;
  }
  startMessage(check);
  tcBufferAppendFormat(&check->message, "%s #%ld has more elements than fit "
                       "in 64 bits: '", what, (long)index);
  tcBufferAppendType(&check->message, type);
  tcBufferAppendCString(&check->message, "'");
  // A block argument's own location points at its declaration.
  mlirEmitError(mlirValueGetLocation(value),
                tcBufferGetCString(&check->message));
  tcBufferClear(&check->message);
  return false;
}

/// True when `value` is a result of a dialect op, whose own check counted it.
static bool isDialectOpResult(MlirValue value) {
  MlirOperation owner = tcValueGetDefiningOp(value);
  return !mlirOperationIsNull(owner) && tcOpIsInDialect(owner);
}

static bool verifyResultCounts(OpCheck *check) {
  MlirOperation op = check->op;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    if (!requireCountableType(check, mlirOperationGetResult(op, i), "result",
                              i))
      return false;
  return true;
}

/// The results and operands of a dialect op: the values its rules and the
/// passes count. Checked inside MLIR's verifier, op by op; an operand another
/// dialect op produced was counted there.
static bool verifyOperandAndResultCounts(OpCheck *check) {
  MlirOperation op = check->op;
  if (!verifyResultCounts(check))
    return false;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    MlirValue operand = mlirOperationGetOperand(op, i);
    if (!isDialectOpResult(operand) &&
        !requireCountableType(check, operand, "operand", i))
      return false;
  }
  return true;
}

/// Every result of the op and every argument of its blocks: together these
/// are every value of the IR, each checked once.
static bool verifyElementCounts(OpCheck *check) {
  MlirOperation op = check->op;
  if (!verifyResultCounts(check))
    return false;
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
    for (MlirBlock block = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(block); block = mlirBlockGetNextInRegion(block))
      for (intptr_t i = 0; i < mlirBlockGetNumArguments(block); ++i)
        if (!requireCountableType(check, mlirBlockGetArgument(block, i),
                                  "block argument", i))
          return false;
  return true;
}

static void destroyCheck(OpCheck *check) {
  tcBufferDestroy(&check->message);
  tcPointerSetDestroy(&check->countableTypes);
}

MlirLogicalResult tcOperationVerifyDialectOp(MlirOperation op, TcOpKind kind,
                                             TcPassedSignatures *passed) {
  OpCheck check = {.op = op, .opName = tcOpKindGetName(kind)};
  bool ok = verifyOperandAndResultCounts(&check) && verifyOp(&check, kind) &&
            verifyNotSharded(&check);
  destroyCheck(&check);
  if (ok && passed)
    tcPassedSignaturesAdd(passed, op);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

typedef struct VerifyState {
  OpCheck check; // its opName stays NULL: named from the op on error
  bool failed;
} VerifyState;

/// copy_region runs its region again on its operand: the region must end
/// before it in its block, take the operand's type at its region_begin and
/// give the result's type at its region_end.
static bool verifyCopy(OpCheck *check, const TcMarkedRegion *region,
                       int64_t id) {
  MlirOperation copy = check->op;
  if (!region)
    return fail(check,
                "names region %lld, but no region_begin/region_end of that "
                "id ends before it in its block",
                (long long)id);
  return requireSameType(check, mlirOperationGetOperand(copy, 0),
                         "operand 'x'", mlirOperationGetResult(region->begin, 0),
                         "the region's input (its region_begin's result)") &&
         requireSameType(check, mlirOperationGetResult(copy, 0), "result 'y'",
                         mlirOperationGetResult(region->end, 0),
                         "the region's output (its region_end's result)");
}

/// The copy_regions of `block` against the regions they run again.
static bool verifyRepeatedRegions(OpCheck *check, MlirBlock block) {
  TcRegionTracker tracker = {0};
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       ok && !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    tcRegionTrackerAdd(&tracker, op);
    if (tcOpGetKind(op) != TC_OP_COPY_REGION)
      continue;
    int64_t id = tcRegionMarkerGetId(op);
    check->op = op;
    ok = verifyCopy(check, tcRegionTrackerFindCopied(&tracker, id), id);
  }
  tcRegionTrackerDestroy(&tracker);
  return ok;
}

/// verifyRepeatedRegions over every block of `op`'s regions.
static bool verifyBlocksOf(OpCheck *check, MlirOperation op) {
  bool ok = true;
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
    for (MlirBlock block = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(block); block = mlirBlockGetNextInRegion(block))
      ok &= verifyRepeatedRegions(check, block);
  return ok;
}

/// The rules that are not one dialect op's: where `tensor_cast.sharded` may
/// appear, that every value of the IR has an element count, and that each
/// copy_region fits the region it runs again.
static MlirWalkResult verifyWholeIRVisitor(MlirOperation op, void *userData) {
  VerifyState *state = userData;
  if (tcOpIsInDialect(op)) // checked inside MLIR's verifier
    return MlirWalkResultAdvance;
  state->check.op = op;
  if (!verifyElementCounts(&state->check) ||
      !verifyShardedAttributes(&state->check) ||
      !verifyBlocksOf(&state->check, op))
    state->failed = true;
  return MlirWalkResultAdvance;
}

MlirLogicalResult tcOperationVerifyWholeIRRules(MlirOperation op) {
  VerifyState state = {.check.memoizeCounts = true};
  mlirOperationWalk(op, verifyWholeIRVisitor, &state, MlirWalkPreOrder);
  destroyCheck(&state.check);
  return state.failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

MlirLogicalResult tcOperationVerifySemantics(MlirOperation op) {
  // MLIR's verifier runs each dialect op's rules (DialectHooks.cpp).
  if (!mlirOperationVerify(op))
    return mlirLogicalResultFailure();
  return tcOperationVerifyWholeIRRules(op);
}
