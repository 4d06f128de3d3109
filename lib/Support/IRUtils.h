//===- IRUtils.h - Helpers over the MLIR C API shared by the library -*- C -*-===//
//
// Op kinds of the dialect, element-type classes of the contract
// (docs/dialect.md) and shape/attribute accessors.
//
//===----------------------------------------------------------------------===//
#ifndef TC_SUPPORT_IRUTILS_H
#define TC_SUPPORT_IRUTILS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mlir-c/IR.h"

#include "Util/CheckedMath.h"
#include "Util/StringBuffer.h"

#ifdef __cplusplus
extern "C" {
#endif

/// What an op is, beyond its operands (Ops.def says which op has which, and
/// what each means).
typedef enum TcOpTrait {
  TC_OP_TRAIT_COLLECTIVE = 1u << 0,
  TC_OP_TRAIT_COMMUNICATES = 1u << 1,
  TC_OP_TRAIT_PINNED = 1u << 2,
  TC_OP_TRAIT_PLUMBING = 1u << 3,
  TC_OP_TRAIT_REARRANGES = 1u << 4,
  TC_OP_TRAIT_SAME_ON_GROUP = 1u << 5,
  TC_OP_TRAIT_SAME_IF_OPERANDS_ARE = 1u << 6,
  TC_OP_TRAIT_OWN_CHUNK = 1u << 7,
  TC_OP_TRAIT_QUANTIZE = 1u << 8,
  TC_OP_TRAIT_FUSED_QUANT = 1u << 9,
} TcOpTrait;

/// What an operand holds (Ops.def's operand roles; the letters are theirs).
typedef enum TcOperandRole {
  TC_OPERAND_DATA = 'x',
  TC_OPERAND_WEIGHT = 'w',
  TC_OPERAND_TOKEN_ID = 't',
  TC_OPERAND_POSITION = 'p',
  TC_OPERAND_EXPERT_ID = 'e',
  TC_OPERAND_SCALE = 's',
  TC_OPERAND_OFFSET = 'o',
  TC_OPERAND_BY_SEGMENTS = '?', // quant_linear: tcQuantLinearGetOperands
} TcOperandRole;

/// The collective a communicating op runs as (Ops.def's exchange).
typedef enum TcOpExchange {
  TC_EXCHANGE_NONE,
  TC_EXCHANGE_ALL_REDUCE,
  TC_EXCHANGE_ALL_GATHER,
  TC_EXCHANGE_REDUCE_SCATTER,
  TC_EXCHANGE_ALL_TO_ALL,
} TcOpExchange;

/// The ops of the dialect (Ops.def); TC_OP_NONE for any other op.
typedef enum TcOpKind {
  TC_OP_NONE = 0,
#define TC_OP(kind, name, traits, roles, exchange) TC_OP_##kind,
#include "Ops.def"
  TC_OP_KIND_COUNT
} TcOpKind;

/// True when ops of `kind` have every trait of `traits` (TC_OP_NONE: none).
bool tcOpKindHasTraits(TcOpKind kind, unsigned traits);

/// The role of operand `index` of an op of `kind` (past the letters of its
/// row, the last one's); TC_OPERAND_DATA for TC_OP_NONE.
TcOperandRole tcOpKindGetOperandRole(TcOpKind kind, intptr_t index);

/// True when some operand of an op of `kind` has `role`.
bool tcOpKindHasOperandRole(TcOpKind kind, TcOperandRole role);

/// Ops.def's operand roles of `kind`, one letter per declared operand ("" for
/// TC_OP_NONE).
const char *tcOpKindGetOperandRoles(TcOpKind kind);

/// The collective an op of `kind` runs as (TC_EXCHANGE_NONE: none).
TcOpExchange tcOpKindGetExchange(TcOpKind kind);

/// The 4-bit float formats' blocks along K: mxfp4's 32 elements share an
/// e8m0 scale, NVFP4's 16 an e4m3 scale.
enum { TC_MXFP4_BLOCK = 32, TC_NVFP4_BLOCK = 16 };

/// quant_linear's operand slots, in operandSegmentSizes order.
enum {
  TC_QL_X,
  TC_QL_W,
  TC_QL_W_SCALE,
  TC_QL_W_OFFSET,
  TC_QL_X_SCALE,
  TC_QL_X_OFFSET,
  TC_QL_BIAS,
  TC_QL_GLOBAL_SCALE, // NVFP4's per-tensor factor of the product
  TC_QL_NUM_SLOTS
};

/// Reads quant_linear's operands into `slots` (absent ones null) from its
/// operandSegmentSizes. Returns -1 when it is well formed; otherwise the slot
/// whose entry is wrong (not 1 for x/w/w_scale, not 0 or 1 for the others),
/// or TC_QL_NUM_SLOTS when the attribute is missing, malformed or does not
/// add up to the operand count.
int tcQuantLinearGetOperands(MlirOperation op,
                             MlirValue slots[TC_QL_NUM_SLOTS]);

/// The unit attribute that marks a function argument as holding different
/// values on each rank.
#define TC_SHARDED_ATTR_NAME "tensor_cast.sharded"

/// True when argument `index` of `function` carries TC_SHARDED_ATTR_NAME.
bool tcFunctionArgumentIsSharded(MlirOperation function, intptr_t index);

TcOpKind tcOpGetKind(MlirOperation op);

/// True when `op` is named "tensor_cast.*". The dialect allows no unknown
/// ops, so in verified IR that is a dialect op; cheaper than tcOpGetKind.
bool tcOpIsInDialect(MlirOperation op);
/// The kind of the op named `name` ("tensor_cast.linear"), or TC_OP_NONE.
TcOpKind tcOpKindFromName(MlirStringRef name);
/// True when `op` is named `name` ("tensor.concat").
bool tcOpIsNamed(MlirOperation op, const char *name);
/// True for ops of the arith and tensor dialects: value computations without
/// side effects that the passes may move and that depend on no rank.
bool tcOpIsArithOrTensor(MlirOperation op);
/// Returns the full op name ("tensor_cast.linear") of a kind.
const char *tcOpKindGetName(TcOpKind kind);
MlirStringRef tcStringRef(const char *text);
bool tcStringRefEquals(MlirStringRef text, const char *expected);

// Element types of the contract.
bool tcTypeIsActivationFloat(MlirType type); // f32, f16, bf16
bool tcTypeIsSignlessInteger(MlirType type, unsigned width);
bool tcTypeIsFp8(MlirType type);         // f8E4M3FN, f8E5M2
bool tcTypeIsQuantizedData(MlirType type); // i8, i4, fp8, f4E2M1FN

/// The rank of `type` (-1 when it is not a ranked shaped type) and, in
/// *dims, its dims, which live as long as the type's context. One lookup for
/// the whole shape (TypeShape.cpp), where the C API makes one per dim.
int64_t tcTypeGetShape(MlirType type, const int64_t **dims);

/// Writes what one op's verifier rules read, as pointers uniqued in its
/// context: its name, its attribute dictionary, its operand count, then its
/// operand and result types (OpSignature.cpp). Returns how many, or 0 when
/// they exceed `capacity` or the op has properties, regions or successors,
/// which the pointers would not name.
size_t tcOperationGetSignature(MlirOperation op, const void **pointers,
                               size_t capacity);

// Shapes. A value that is not a ranked tensor has rank -1.
int64_t tcValueGetRank(MlirValue value);
int64_t tcValueGetDim(MlirValue value, int64_t index);
/// The size of the last dim; -1 for a 0-D or unranked value.
int64_t tcValueGetLastDim(MlirValue value);
MlirType tcValueGetElementType(MlirValue value);
bool tcDimIsDynamic(int64_t size);

/// The product of the static dims of a ranked shaped type (1 for rank 0) in
/// `*count`; false when it does not fit in int64_t. Dynamic dims are left
/// out, so a true answer with a dynamic dim is only a lower bound; a static
/// 0 dim makes the count 0. Any other type counts as one element.
bool tcTypeGetStaticElementCount(MlirType type, int64_t *count);

/// True when a ranked shaped type with its last dim set to `lastDim` would
/// still have a static element count that fits in int64_t.
bool tcTypeWithLastDimFits(MlirType type, int64_t lastDim);
/// The op `value` is a result of; a null op for a block argument.
MlirOperation tcValueGetDefiningOp(MlirValue value);
/// True when exactly one operand uses `value`.
bool tcValueHasSingleUse(MlirValue value);

/// The op that alone uses `value` (once), or null.
MlirOperation tcValueGetSoleUser(MlirValue value);
/// True when both sizes are static and differ: dynamic sizes agree with anything.
bool tcDimsConflict(int64_t a, int64_t b);

// Attributes.
MlirAttribute tcOpGetAttr(MlirOperation op, const char *name);

/// The elements of `op`'s array attribute `name` (a function's arg_attrs or
/// res_attrs); 0 when it is absent or not an array.
intptr_t tcOpGetArrayAttrSize(MlirOperation op, const char *name);

/// The index in `choices` (NULL-terminated) of `op`'s string attribute
/// `name`: 0 when it is absent (the first choice is the default), -1 when it
/// is not one of them.
int tcOpGetStringChoice(MlirOperation op, const char *name,
                        const char *const *choices);

/// moe_gate's `topk_method`, in the order of kTcTopkMethodNames; its
/// `scoring_func`, in the order of kTcScoringFuncNames (both end with NULL).
typedef enum TcTopkMethod {
  TC_TOPK_GREEDY,
  TC_TOPK_GROUP_LIMITED_GREEDY, // groups ranked by their best score
  TC_TOPK_NOAUX_TC,             // by their two best, scores plus the bias
} TcTopkMethod;
extern const char *const kTcTopkMethodNames[4];
typedef enum TcScoringFunc { TC_SCORING_SOFTMAX, TC_SCORING_SIGMOID } TcScoringFunc;
extern const char *const kTcScoringFuncNames[3];

/// The `id` of a region marker (region_begin, region_end, copy_region); 0
/// when it has none (the verifier requires one).
int64_t tcRegionMarkerGetId(MlirOperation marker);
bool tcAttrIsI64(MlirAttribute attr);
bool tcAttrIsF32(MlirAttribute attr);
/// qsort/bsearch order of two int64_t.
int tcCompareInt64(const void *a, const void *b);
/// The elements of a DenseI64ArrayAttr in ascending order, in a buffer the
/// caller frees (never NULL, even when empty).
int64_t *tcDenseI64ArrayCopySorted(MlirAttribute array);
/// True when a DenseI64ArrayAttr holds some value twice; the smallest such
/// value goes to `*duplicate`. O(n log n): groups can be large.
bool tcDenseI64ArrayFindDuplicate(MlirAttribute array, int64_t *duplicate);

/// Appends the printed form of a type / an attribute to `buffer`.
void tcBufferAppendType(TcStringBuffer *buffer, MlirType type);
void tcBufferAppendAttribute(TcStringBuffer *buffer, MlirAttribute attr);

#ifdef __cplusplus
}
#endif

#endif // TC_SUPPORT_IRUTILS_H
