//===- OpCost.c - The per-op formulas of the cost model -------------------===//
//
// Every formula here is stated in docs/cost-report.md and checked by
// hand-computed cases in test/Cost. FLOPs count a multiply-add as two;
// elementwise ops charge a fixed count per element, named next to each.
//
//===----------------------------------------------------------------------===//

#include "Cost/OpCost.h"

#include <stdlib.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include "Support/FusedQuant.h"
#include "Support/IRUtils.h"
#include "Support/Regions.h"
#include "Util/ArraySize.h"

//===----------------------------------------------------------------------===//
// Sizes.
//===----------------------------------------------------------------------===//

static unsigned elementBits(MlirType type) {
  if (mlirTypeIsAInteger(type))
    return mlirIntegerTypeGetWidth(type);
  if (mlirTypeIsAFloat(type))
    return mlirFloatTypeGetWidth(type);
  if (mlirTypeIsAIndex(type))
    return 64;
  return 0;
}

/// The element count of a shaped type in `*count`; false on a dynamic dim.
static bool staticElementCount(MlirType type, double *count) {
  const int64_t *dims;
  int64_t rank = tcTypeGetShape(type, &dims);
  *count = 1;
  for (int64_t d = 0; d < rank; ++d) {
    if (tcDimIsDynamic(dims[d]))
      return false;
    *count *= (double)dims[d];
  }
  return true;
}

bool tcValueGetBytes(MlirValue value, double *bytes) {
  MlirType type = mlirValueGetType(value);
  *bytes = 0;
  if (!mlirTypeIsAShaped(type))
    return true;
  double count;
  if (!staticElementCount(type, &count))
    return false;
  *bytes = count * elementBits(mlirShapedTypeGetElementType(type)) / 8.0;
  return true;
}

/// Elements of a value whose shapes were checked static already.
static double elementsOf(MlirValue value) {
  double count = 1;
  staticElementCount(mlirValueGetType(value), &count);
  return count;
}

/// Dim `index` of a value, 0 when it has no such dim: verified IR always
/// has it, but a report must not read past a shape on any input.
static double dimOf(MlirValue value, int64_t index) {
  const int64_t *dims;
  int64_t rank = tcTypeGetShape(mlirValueGetType(value), &dims);
  return index < rank && !tcDimIsDynamic(dims[index]) ? (double)dims[index]
                                                       : 0;
}

static double lastDimOf(MlirValue value) {
  int64_t last = tcValueGetLastDim(value);
  return last > 0 ? (double)last : 0;
}

static TcComputeType computeTypeOf(MlirType type) {
  if (mlirTypeIsAF32(type))
    return TC_COMPUTE_F32;
  if (mlirTypeIsAF16(type))
    return TC_COMPUTE_F16;
  if (tcTypeIsFp8(type))
    return TC_COMPUTE_F8;
  if (mlirTypeIsAFloat4E2M1FN(type))
    return TC_COMPUTE_F4;
  if (tcTypeIsSignlessInteger(type, 8))
    return TC_COMPUTE_I8;
  if (tcTypeIsSignlessInteger(type, 4))
    return TC_COMPUTE_I4;
  return TC_COMPUTE_BF16;
}

//===----------------------------------------------------------------------===//
// Routing shares.
//===----------------------------------------------------------------------===//

/// The share of the rows of `op`'s results (the same for all of them).
static double resultShareOf(MlirOperation op, TcValueShareFn share,
                            void *userData) {
  TcOpKind kind = tcOpGetKind(op);
  if (kind == TC_OP_MOE_DISPATCH) {
    // Each of the E rows holds the tokens routed to one expert: k of every
    // token's choices spread over E experts, T·k/E tokens a row on average.
    if (mlirOperationGetNumOperands(op) < 2 || mlirOperationGetNumResults(op) < 1)
      return 1.0;
    double topK = lastDimOf(mlirOperationGetOperand(op, 1));
    double experts = dimOf(mlirOperationGetResult(op, 0), 0);
    return experts > 0 && topK > 0 && topK <= experts ? topK / experts : 1.0;
  }
  if (kind == TC_OP_MOE_COMBINE)
    return 1.0; // every token's row again
  // Any other op: its rows are those of its least-shared operand.
  double least = 1.0;
  intptr_t count = mlirOperationGetNumOperands(op);
  for (intptr_t i = 0; i < count; ++i) {
    double operandShare = share(mlirOperationGetOperand(op, i), userData);
    least = operandShare < least ? operandShare : least;
  }
  return least;
}

//===----------------------------------------------------------------------===//
// Op classes.
//===----------------------------------------------------------------------===//

static bool isPlumbing(MlirOperation op, TcOpKind kind) {
  if (kind != TC_OP_NONE)
    return tcOpKindHasTraits(kind, TC_OP_TRAIT_PLUMBING);
  // Layout changes and slices are views; constants and empty tensors are
  // not activations; a GEMM reads a transposed weight as it is.
  static const char *const kViews[] = {
      "tensor.extract_slice", "tensor.collapse_shape", "tensor.expand_shape",
      "tensor.cast",          "tensor.reshape",        "tensor.empty",
      "arith.constant",       "linalg.transpose",
      // A scalar read out of a tensor, or a scalar broadcast: engines fold
      // these into the kernels that use them; none launches one.
      "tensor.extract",       "tensor.splat",
  };
  for (size_t i = 0; i < TC_ARRAY_SIZE(kViews); ++i)
    if (tcOpIsNamed(op, kViews[i]))
      return true;
  return false;
}

/// arith's float ops on whole tensors: one FLOP per result element.
static bool isArithFloatElementwise(MlirOperation op) {
  static const char *const kOps[] = {"arith.addf",     "arith.subf",
                                     "arith.mulf",     "arith.divf",
                                     "arith.maximumf", "arith.minimumf",
                                     "arith.negf"};
  for (size_t i = 0; i < TC_ARRAY_SIZE(kOps); ++i)
    if (tcOpIsNamed(op, kOps[i]))
      return true;
  return false;
}

//===----------------------------------------------------------------------===//
// Weights.
//===----------------------------------------------------------------------===//

/// quant_linear's weight operands: every slot but the activation's (x, its
/// scale and offset).
static bool isQuantLinearWeight(MlirOperation op, intptr_t index) {
  MlirValue slots[TC_QL_NUM_SLOTS];
  if (tcQuantLinearGetOperands(op, slots) != -1)
    return false;
  MlirValue operand = mlirOperationGetOperand(op, index);
  static const int kActivationSlots[] = {TC_QL_X, TC_QL_X_SCALE,
                                         TC_QL_X_OFFSET};
  for (size_t i = 0; i < TC_ARRAY_SIZE(kActivationSlots); ++i)
    if (!mlirValueIsNull(slots[kActivationSlots[i]]) &&
        mlirValueEqual(slots[kActivationSlots[i]], operand))
      return false;
  return true;
}

static bool isWeightOperand(MlirOperation op, intptr_t index) {
  TcOpKind kind = tcOpGetKind(op);
  switch (tcOpKindGetOperandRole(kind, index)) {
  case TC_OPERAND_WEIGHT:
    return true;
  case TC_OPERAND_BY_SEGMENTS:
    return isQuantLinearWeight(op, index);
  default:
    return false;
  }
}

enum { MAX_USE_CHAIN = 8 }; // ops passed through between a value and its use

/// What a use is to `everyUseReaches`: the goal, an op whose results carry
/// the value on (then each of its results must reach the goal), or neither.
typedef enum UseRole { USE_GOAL, USE_PASSES_ON, USE_OTHER } UseRole;
typedef UseRole (*UseRoleFn)(MlirOperation owner, intptr_t operand);

/// True when `value` has uses and every one reaches a goal, directly or
/// through ops that pass it on (at most MAX_USE_CHAIN of them).
static bool everyUseReaches(MlirValue value, UseRoleFn roleOf, int depth) {
  if (depth > MAX_USE_CHAIN)
    return false;
  bool used = false;
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    used = true;
    MlirOperation owner = mlirOpOperandGetOwner(use);
    UseRole role =
        roleOf(owner, (intptr_t)mlirOpOperandGetOperandNumber(use));
    if (role == USE_GOAL)
      continue;
    if (role == USE_OTHER)
      return false;
    for (intptr_t i = 0, n = mlirOperationGetNumResults(owner); i < n; ++i)
      if (!everyUseReaches(mlirOperationGetResult(owner, i), roleOf,
                           depth + 1))
        return false;
  }
  return used;
}

/// Weights reach weight operands through views and concatenations.
static UseRole weightUseRole(MlirOperation owner, intptr_t operand) {
  if (isWeightOperand(owner, operand))
    return USE_GOAL;
  return isPlumbing(owner, tcOpGetKind(owner)) ||
                 tcOpIsNamed(owner, "tensor.concat")
             ? USE_PASSES_ON
             : USE_OTHER;
}

bool tcValueFeedsOnlyWeights(MlirValue value) {
  return everyUseReaches(value, weightUseRole, 0);
}

//===----------------------------------------------------------------------===//
// Formulas.
//===----------------------------------------------------------------------===//

typedef struct Shares {
  TcValueShareFn share;
  void *userData;
  double results;
} Shares;

/// Bytes of operands `first`.. of `op`, each times its share of rows.
static double operandBytesFrom(MlirOperation op, intptr_t first,
                               const Shares *shares) {
  double total = 0, bytes;
  for (intptr_t i = first, n = mlirOperationGetNumOperands(op); i < n; ++i) {
    MlirValue operand = mlirOperationGetOperand(op, i);
    tcValueGetBytes(operand, &bytes);
    total += bytes * shares->share(operand, shares->userData);
  }
  return total;
}

/// Bytes of results `first`.. of `op`, times the results' share of rows.
static double resultBytesFrom(MlirOperation op, intptr_t first,
                              const Shares *shares) {
  double total = 0, bytes;
  for (intptr_t i = first, n = mlirOperationGetNumResults(op); i < n; ++i) {
    tcValueGetBytes(mlirOperationGetResult(op, i), &bytes);
    total += bytes * shares->results;
  }
  return total;
}

/// Bytes of the operands alone (a fused op's result stays on chip).
static double operandBytes(MlirOperation op, const Shares *shares) {
  return operandBytesFrom(op, 0, shares);
}

/// Bytes read and written by a kernel: each tensor operand and result once,
/// times its share of rows.
static double streamedBytes(MlirOperation op, const Shares *shares) {
  return operandBytesFrom(op, 0, shares) + resultBytesFrom(op, 0, shares);
}

/// The mean of q·kᵀ's and p·v's widths, (D + Dv) / 2: D itself unless the
/// values are narrower (multi-head latent attention).
static double meanHeadDim(MlirOperation op) {
  return (dimOf(mlirOperationGetOperand(op, 0), 3) +
          dimOf(mlirOperationGetOperand(op, 2), 3)) /
         2;
}

static double attentionFlops(MlirOperation op) {
  MlirValue q = mlirOperationGetOperand(op, 0);
  MlirValue k = mlirOperationGetOperand(op, 1);
  double batch = dimOf(q, 0), queries = dimOf(q, 1), heads = dimOf(q, 2);
  double headDim = meanHeadDim(op), keys = dimOf(k, 1);
  double window = keys;
  MlirAttribute windowAttr = tcOpGetAttr(op, "sliding_window");
  if (!mlirAttributeIsNull(windowAttr) && mlirAttributeIsAInteger(windowAttr))
    window = (double)mlirIntegerAttrGetValueInt(windowAttr);
  // q·kᵀ and p·v are 2·D each per pair; scale, exp and normalize 3.
  return batch * heads * tcVisiblePairs(queries, keys, window) *
         (4 * headDim + 3);
}

// FLOPs of one execution before the routing share, one function per rule;
// x is the first operand and y the first result (null when there is none).
typedef double (*FlopRule)(MlirOperation op, MlirValue x, MlirValue y);

static double gemmFlops(MlirOperation op, MlirValue x, MlirValue y) {
  return 2 * elementsOf(x) * lastDimOf(y); // 2·M·K·N = 2 · elements(x) · N
}
static double twoPerInput(MlirOperation op, MlirValue x, MlirValue y) {
  return 2 * elementsOf(x);
}
static double threePerInput(MlirOperation op, MlirValue x, MlirValue y) {
  return 3 * elementsOf(x);
}
static double fourPerInput(MlirOperation op, MlirValue x, MlirValue y) {
  return 4 * elementsOf(x);
}
static double fivePerInput(MlirOperation op, MlirValue x, MlirValue y) {
  return 5 * elementsOf(x);
}
static double fourPerOutput(MlirOperation op, MlirValue x, MlirValue y) {
  return 4 * elementsOf(y);
}
static double attentionRuleFlops(MlirOperation op, MlirValue x, MlirValue y) {
  return attentionFlops(op);
}
static double moeGateFlops(MlirOperation op, MlirValue x, MlirValue y) {
  return (3 + lastDimOf(y)) * elementsOf(x); // softmax (3), k-way selection
}
static double moeCombineFlops(MlirOperation op, MlirValue x, MlirValue y) {
  // A multiply-add per chosen expert per element.
  return 2 * lastDimOf(mlirOperationGetOperand(op, 1)) * elementsOf(y);
}
static double moeSharedAddFlops(MlirOperation op, MlirValue x, MlirValue y) {
  // The sigmoid of the gate (3), then a multiply-add (2).
  return 3 * elementsOf(mlirOperationGetOperand(op, 2)) + 2 * elementsOf(y);
}
static double noArithmetic(MlirOperation op, MlirValue x, MlirValue y) {
  return 0;
}

/// The head norms (four a element) and RoPE (three) of q and k.
static double qkNormRopeFlops(MlirOperation op, MlirValue q, MlirValue y) {
  return 7 * (elementsOf(q) + elementsOf(mlirOperationGetOperand(op, 1)));
}

static double quantizeFlopsPerElement(TcOpKind kind);

/// Attention's FLOPs, then its output's quantization.
static double attentionQuantFlops(MlirOperation op, MlirValue q, MlirValue y) {
  return attentionFlops(op) +
         quantizeFlopsPerElement(tcFusedQuantGetLayout(op).quantize) *
             elementsOf(y);
}

/// FLOPs per input element of a quantize op of `kind`, as its rule counts.
static double quantizeFlopsPerElement(TcOpKind kind) {
  switch (kind) {
  case TC_OP_QUANTIZE:
    return 2; // scale, offset
  case TC_OP_DYNAMIC_QUANTIZE_ASYMMETRIC:
    return 4; // min, max, scale, offset
  default:
    return 3; // abs-max, scale, round
  }
}

/// A fused op: its producer's FLOPs (the norm's four, five with the residual
/// add; SwiGLU's four), then its quantization's, on x's elements.
static double fusedQuantFlops(MlirOperation op, MlirValue x, MlirValue y) {
  TcOpKind kind = tcOpGetKind(op);
  bool adds = kind == TC_OP_ADD_RMS_NORM_QUANT ||
              kind == TC_OP_ALL_REDUCE_ADD_RMS_NORM;
  TcOpKind quantize = tcFusedQuantGetLayout(op).quantize;
  double quantization =
      quantize == TC_OP_NONE ? 0 : quantizeFlopsPerElement(quantize);
  return ((adds ? 5 : 4) + quantization) * elementsOf(x);
}

/// Each op's FLOP rule, indexed by kind (a NULL entry is a forgotten op:
/// tcOpKindHasFlopRule tells the registry test).
static const FlopRule kOpFlops[TC_OP_KIND_COUNT] = {
    [TC_OP_LINEAR] = gemmFlops,
    [TC_OP_QUANT_LINEAR] = gemmFlops,
    [TC_OP_QUANTIZE] = twoPerInput, // scale, offset
    [TC_OP_DYNAMIC_QUANTIZE_SYMMETRIC] = threePerInput, // abs-max, scale, round
    [TC_OP_DYNAMIC_QUANTIZE_MXFP4] = threePerInput,
    [TC_OP_DYNAMIC_QUANTIZE_NVFP4] = threePerInput,
    [TC_OP_DYNAMIC_QUANTIZE_ASYMMETRIC] = fourPerInput, // min, max, scale, offset
    [TC_OP_RMS_NORM] = fourPerInput, // square-add, rsqrt scale, weight
    [TC_OP_ADD_RMS_NORM] = fivePerInput, // the residual add, then the norm
    [TC_OP_ADD_RMS_NORM2] = fivePerInput,
    [TC_OP_ROPE] = threePerInput, // two multiplies and an add
    [TC_OP_ATTENTION] = attentionRuleFlops,
    [TC_OP_SWIGLU] = fourPerOutput, // exp, add, divide, multiply
    [TC_OP_HEAD_LINEAR] = gemmFlops, // 2·(rows·G·K)·N
    [TC_OP_MOE_GATE] = moeGateFlops,
    [TC_OP_MOE_COMBINE] = moeCombineFlops,
    [TC_OP_MOE_SHARED_ADD] = moeSharedAddFlops,
    // Row gathers and copies move bytes and do no arithmetic; collectives'
    // time is the transfer's.
    [TC_OP_EMBEDDING] = noArithmetic,
    [TC_OP_MOE_DISPATCH] = noArithmetic,
    [TC_OP_VIEW] = noArithmetic,
    [TC_OP_REGION_BEGIN] = noArithmetic,
    [TC_OP_REGION_END] = noArithmetic,
    [TC_OP_COPY_REGION] = noArithmetic,
    [TC_OP_ALL_SLICE] = noArithmetic,
    [TC_OP_ALL_REDUCE] = noArithmetic,
    [TC_OP_REDUCE_SCATTER] = noArithmetic,
    [TC_OP_ALL_GATHER] = noArithmetic,
    [TC_OP_ALL_TO_ALL] = noArithmetic,
    [TC_OP_RMS_NORM_QUANT] = fusedQuantFlops,
    [TC_OP_ADD_RMS_NORM_QUANT] = fusedQuantFlops,
    [TC_OP_SWIGLU_QUANT] = fusedQuantFlops,
    [TC_OP_ALL_REDUCE_ADD_RMS_NORM] = fusedQuantFlops, // the add + norm's
    [TC_OP_QK_NORM_ROPE] = qkNormRopeFlops,
    [TC_OP_ATTENTION_QUANT] = attentionQuantFlops,
};

bool tcOpKindHasFlopRule(TcOpKind kind) {
  return kind > TC_OP_NONE && kind < TC_OP_KIND_COUNT && kOpFlops[kind];
}

/// FLOPs of one execution before the routing share: the op's rule, or for
/// another dialect's op one per element of an arith float elementwise op.
static double kernelFlops(MlirOperation op, TcOpKind kind) {
  MlirValue x = mlirOperationGetNumOperands(op) > 0
                    ? mlirOperationGetOperand(op, 0)
                    : (MlirValue){0};
  MlirValue y = mlirOperationGetNumResults(op) > 0
                    ? mlirOperationGetResult(op, 0)
                    : (MlirValue){0};
  if (tcOpKindHasFlopRule(kind))
    return kOpFlops[kind](op, x, y);
  return isArithFloatElementwise(op) && !mlirValueIsNull(y) ? elementsOf(y) : 0;
}

static int64_t groupSize(MlirOperation op) {
  MlirAttribute group = tcOpGetAttr(op, "rank_group");
  return !mlirAttributeIsNull(group) && mlirAttributeIsADenseI64Array(group)
             ? mlirDenseArrayGetNumElements(group)
             : 1;
}

/// The lowest and highest member of `op`'s rank_group and the step between
/// members when they are evenly spaced (0 otherwise).
static void describeGroup(MlirOperation op, TcOpCost *cost) {
  MlirAttribute group = tcOpGetAttr(op, "rank_group");
  intptr_t n = mlirDenseArrayGetNumElements(group);
  int64_t *members = tcDenseI64ArrayCopySorted(group);
  cost->firstRank = members[0];
  cost->lastRank = members[n - 1];
  cost->rankStride = n > 1 ? members[1] - members[0] : 0;
  for (intptr_t i = 2; i < n && cost->rankStride; ++i)
    if (members[i] - members[i - 1] != cost->rankStride)
      cost->rankStride = 0;
  free(members);
}

/// The last dim of operand `index` of `op`, 0 when it has none.
static double lastDimOfOperand(MlirOperation op, intptr_t index) {
  return mlirOperationGetNumOperands(op) > index
             ? lastDimOf(mlirOperationGetOperand(op, index))
             : 0;
}

/// top_k of the MoE block an all_to_all moves tokens of: the ids the
/// moe_dispatch before it read, or the moe_combine after it reads; 0 when
/// neither is there.
static double copiesPerTokenOf(MlirOperation op) {
  MlirValue input = mlirOperationGetOperand(op, 0);
  if (mlirValueIsAOpResult(input) &&
      tcOpGetKind(mlirOpResultGetOwner(input)) == TC_OP_MOE_DISPATCH)
    return lastDimOfOperand(mlirOpResultGetOwner(input), 1);
  for (MlirOpOperand use = mlirValueGetFirstUse(mlirOperationGetResult(op, 0));
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use))
    if (tcOpGetKind(mlirOpOperandGetOwner(use)) == TC_OP_MOE_COMBINE)
      return lastDimOfOperand(mlirOpOperandGetOwner(use), 2);
  return 0;
}

/// A collective's per-rank input and output bytes, their routed shares.
static void collectiveBuffers(MlirOperation op, const Shares *shares,
                              double *input, double *output) {
  MlirValue x = mlirOperationGetOperand(op, 0);
  tcValueGetBytes(x, input);
  tcValueGetBytes(mlirOperationGetResult(op, 0), output);
  *input *= shares->share(x, shares->userData);
  *output *= shares->results;
}

/// What a collective with a norm on the way reads and writes besides the
/// all-reduce's own buffers (x in, the residual sum out, its last result):
/// the residual, the norm's weight and scale, and the norm's outputs.
static double epilogueBytesOf(MlirOperation op, const Shares *shares) {
  double residualSum;
  intptr_t last = mlirOperationGetNumResults(op) - 1;
  tcValueGetBytes(mlirOperationGetResult(op, last), &residualSum);
  return operandBytesFrom(op, 1, shares) + resultBytesFrom(op, 0, shares) -
         residualSum * shares->results;
}

/// An all_reduce tc-fuse-allreduce-norm marked: it closes a layer between
/// region markers, fused with the residual add and the next layer's norm.
static bool isFusedWithRegionNorm(MlirOperation op) {
  MlirOperation add, norm;
  return !mlirAttributeIsNull(tcOpGetAttr(op, TC_FUSED_WITH_REGION_NORM_ATTR)) &&
         tcAllReduceGetRegionNorm(op, &add, &norm);
}

/// What the marked all_reduce's fused norm reads and writes besides the
/// all-reduce's buffers, as all_reduce_add_rms_norm's: the residual, the
/// norm's weight (and any static scale) and the norm's outputs.
static double regionNormBytesOf(MlirOperation op, const Shares *shares) {
  MlirOperation add, norm;
  tcAllReduceGetRegionNorm(op, &add, &norm);
  MlirValue sum = mlirOperationGetResult(op, 0);
  double sumBytes; // the all-reduce's own buffer, not the norm's
  tcValueGetBytes(sum, &sumBytes);
  return operandBytesFrom(add, 0, shares) -
         sumBytes * shares->share(sum, shares->userData) +
         operandBytesFrom(norm, 1, shares) + resultBytesFrom(norm, 0, shares);
}

/// The region_end that closes the region `begin` opens, or null.
static MlirOperation regionEndOf(MlirOperation begin) {
  int64_t id = tcRegionMarkerGetId(begin);
  for (MlirOperation op = mlirOperationGetNextInBlock(begin);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (tcOpIsRegionMarker(op, TC_OP_REGION_END, id))
      return tcRegionMarkerGetBegin(op).ptr == begin.ptr ? op
                                                         : (MlirOperation){NULL};
  return (MlirOperation){NULL};
}

/// The marked all_reduce a residual add reads, or null.
static MlirOperation markedAllReduceOf(MlirOperation add) {
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(add); i < n; ++i) {
    MlirValue operand = mlirOperationGetOperand(add, i);
    if (mlirValueIsAOpResult(operand) &&
        isFusedWithRegionNorm(mlirOpResultGetOwner(operand)))
      return mlirOpResultGetOwner(operand);
  }
  return (MlirOperation){NULL};
}

/// A region's input norm that the marked all_reduce closing the region runs
/// (for the region's next execution): its bytes are the collective's.
static bool isNormFusedIntoCollective(MlirOperation op, TcOpKind kind) {
  if ((kind != TC_OP_RMS_NORM && kind != TC_OP_RMS_NORM_QUANT) ||
      mlirOperationGetNumOperands(op) < 1)
    return false;
  MlirValue x = mlirOperationGetOperand(op, 0);
  if (!mlirValueIsAOpResult(x) ||
      tcOpGetKind(mlirOpResultGetOwner(x)) != TC_OP_REGION_BEGIN)
    return false;
  MlirOperation end = regionEndOf(mlirOpResultGetOwner(x));
  if (mlirOperationIsNull(end))
    return false;
  MlirValue closed = mlirOperationGetOperand(end, 0);
  if (!mlirValueIsAOpResult(closed))
    return false;
  MlirOperation allReduce = markedAllReduceOf(mlirOpResultGetOwner(closed));
  MlirOperation add, norm;
  return !mlirOperationIsNull(allReduce) &&
         tcAllReduceGetRegionNorm(allReduce, &add, &norm) &&
         mlirOperationEqual(norm, op);
}

/// The collective a communicating op runs as.
static TcCollectiveKind collectiveKindOf(TcOpKind kind) {
  switch (tcOpKindGetExchange(kind)) {
  case TC_EXCHANGE_ALL_GATHER:
    return TC_COLLECTIVE_ALL_GATHER;
  case TC_EXCHANGE_REDUCE_SCATTER:
    return TC_COLLECTIVE_REDUCE_SCATTER;
  case TC_EXCHANGE_ALL_TO_ALL:
    return TC_COLLECTIVE_ALL_TO_ALL;
  case TC_EXCHANGE_ALL_REDUCE:
  case TC_EXCHANGE_NONE: // moves no bytes between ranks: never asked
    break;
  }
  return TC_COLLECTIVE_ALL_REDUCE;
}

/// The ring model's bytes sent per rank.
static double collectiveBytes(MlirOperation op, TcCollectiveKind kind,
                              double ranks, const Shares *shares) {
  double input, output;
  collectiveBuffers(op, shares, &input, &output);
  return tcCollectiveRingBytes(
      kind, ranks, kind == TC_COLLECTIVE_ALL_GATHER ? output : input);
}

/// True when a quant_linear's operands (`slots`) are NVFP4 weights and
/// activations (e2m1 data with e4m3 block scales on both sides, and the
/// global scale): an FP4 tensor-core GEMM. NVFP4 weights with an
/// unquantized x are weight-only, a bf16 GEMM.
static bool isNvfp4Gemm(const MlirValue *slots) {
  return !mlirValueIsNull(slots[TC_QL_GLOBAL_SCALE]) &&
         !mlirValueIsNull(slots[TC_QL_X_SCALE]) &&
         mlirTypeIsAFloat4E2M1FN(tcValueGetElementType(slots[TC_QL_X]));
}

/// The GEMM class of a linear (`quantized` null) or a quant_linear (its
/// operands): fp8 weights scaled per block (a (K/g, N/h) w_scale) run the
/// block-scaled kernel; other fp8 weights, and int8 (at fp8's tensor-core
/// rate), the per-tensor one; NVFP4 on both sides the FP4 one; other 4-bit
/// weights are dequantized into bf16 GEMMs.
static TcGemmClass gemmClassOf(MlirType weightElement,
                               const MlirValue *quantized) {
  if (tcTypeIsFp8(weightElement)) {
    bool blocks = quantized && tcValueGetRank(quantized[TC_QL_W_SCALE]) == 2;
    return blocks ? TC_GEMM_FP8_BLOCK : TC_GEMM_FP8;
  }
  if (tcTypeIsSignlessInteger(weightElement, 8))
    return TC_GEMM_FP8;
  if (quantized && isNvfp4Gemm(quantized))
    return TC_GEMM_NVFP4;
  return TC_GEMM_BF16;
}

/// The bytes a weight element takes with its share of the block scales the
/// GEMM reads beside it (NVFP4: half a byte and an e4m3 scale per 16).
static double weightBytesOf(MlirValue w, TcGemmClass klass,
                            const MlirValue *quantized) {
  MlirType element = mlirShapedTypeGetElementType(mlirValueGetType(w));
  double bytes = elementBits(element) / 8.0;
  if (klass != TC_GEMM_NVFP4)
    return bytes;
  double scaleBytes, weights = elementsOf(w);
  tcValueGetBytes(quantized[TC_QL_W_SCALE], &scaleBytes);
  return weights > 0 ? bytes + scaleBytes / weights : bytes;
}

/// The MoE block an expert's activation `value` flows from: `experts` (the
/// rows of moe_dispatch's result) and `localExperts`, those this rank holds
/// (the rows of the all_to_all that brings their tokens or the all_slice
/// that takes their rows of the dispatch, or all of them).
/// Follows first operands back (views, slices, quantizes, activations, the
/// expert's earlier GEMM); false when no dispatch is in reach.
static bool routedExpertsOf(MlirValue value, double *experts,
                            double *localExperts) {
  *experts = *localExperts = 0;
  for (int step = 0; step < 64 && mlirValueIsAOpResult(value); ++step) {
    MlirOperation owner = mlirOpResultGetOwner(value);
    TcOpKind kind = tcOpGetKind(owner);
    if (kind == TC_OP_MOE_DISPATCH) {
      *experts = dimOf(value, 0);
      if (*localExperts == 0)
        *localExperts = *experts;
      return *experts > 0;
    }
    if ((kind == TC_OP_ALL_TO_ALL || kind == TC_OP_ALL_SLICE) &&
        *localExperts == 0)
      *localExperts = dimOf(value, 0);
    if (mlirOperationGetNumOperands(owner) < 1)
      return false;
    value = mlirOperationGetOperand(owner, 0);
  }
  return false;
}

static void describeGemm(MlirOperation op, const Shares *shares,
                         TcOpCost *cost) {
  MlirValue x = mlirOperationGetOperand(op, 0);
  MlirValue w = mlirOperationGetOperand(op, 1);
  MlirType element = mlirShapedTypeGetElementType(mlirValueGetType(w));
  double k = lastDimOf(x), n = lastDimOf(mlirOperationGetResult(op, 0));
  double rows = k > 0 ? elementsOf(x) / k : 0;
  cost->kernelClass = TC_KERNEL_GEMM;
  MlirValue slots[TC_QL_NUM_SLOTS];
  const MlirValue *quantized = tcOpGetKind(op) == TC_OP_QUANT_LINEAR &&
                                       tcQuantLinearGetOperands(op, slots) < 0
                                   ? slots
                                   : NULL;
  TcGemmClass klass = gemmClassOf(element, quantized);
  cost->gemm = (TcGemmShape){
      .klass = klass,
      .m = rows * shares->results,
      .n = n,
      .k = k,
      .weightBytes = weightBytesOf(w, klass, quantized),
      .rows = rows,
  };
  if (shares->results < 1.0 &&
      !routedExpertsOf(x, &cost->gemm.experts, &cost->gemm.localExperts))
    cost->gemm.experts = cost->gemm.localExperts = 0;
}

/// A linear per head, G GEMMs (M x K) · (K x N) of one launch: costed as
/// one GEMM of its FLOPs and weight bytes, (M x K) · (K x G·N) (engines'
/// batched matmul streams every head's weight once, like one wide GEMM).
static void describeHeadLinear(MlirOperation op, const Shares *shares,
                               TcOpCost *cost) {
  describeGemm(op, shares, cost);
  MlirValue w = mlirOperationGetOperand(op, 1);
  double groups = dimOf(w, 0);
  if (groups > 0) {
    cost->gemm.m /= groups;
    cost->gemm.rows /= groups;
    cost->gemm.n *= groups;
  }
}

/// True when attention's v is a slice of its k (FlashMLA's latent cache:
/// the values are the first Dv columns of the keys).
static bool valuesAreInKeys(MlirOperation op) {
  MlirValue v = mlirOperationGetOperand(op, 2);
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation slice = mlirOpResultGetOwner(v);
  return tcOpIsNamed(slice, "tensor.extract_slice") &&
         mlirOperationGetNumOperands(slice) >= 1 &&
         mlirValueEqual(mlirOperationGetOperand(slice, 0),
                        mlirOperationGetOperand(op, 1));
}

/// attention, or attention_quant (its output quantized in the kernel).
static bool isAttention(TcOpKind kind) {
  return kind == TC_OP_ATTENTION || kind == TC_OP_ATTENTION_QUANT;
}

/// A symmetric dynamic quantize to a single scale (its scale result holds
/// one element): two passes over the input, the abs-max then the quantize,
/// as TensorRT-LLM runs FP8 per-tensor activations (the calibration's fp8
/// GEMM rows include both).
static bool isPerTensorDynamicQuantize(MlirOperation op, TcOpKind kind) {
  if (kind != TC_OP_DYNAMIC_QUANTIZE_SYMMETRIC ||
      mlirOperationGetNumResults(op) < 2)
    return false;
  return elementsOf(mlirOperationGetResult(op, 1)) == 1;
}

bool tcAttentionIsGenerationStep(MlirOperation op) {
  if (!isAttention(tcOpGetKind(op)) || mlirOperationGetNumOperands(op) < 2)
    return false;
  double queries = dimOf(mlirOperationGetOperand(op, 0), 1);
  double keys = dimOf(mlirOperationGetOperand(op, 1), 1);
  return queries == 1 || (queries > 1 && queries <= TC_GENERATION_MAX_QUERIES &&
                          keys > queries);
}

/// MLA as tc-gen writes it: in a generation step, new tokens whose values
/// are a slice of a single latent key head; in prefill, with neither a
/// window nor grouped heads, values narrower than the keys (128 against
/// 192).
static TcMlaKind mlaKindOf(MlirOperation op, bool valuesInKeys) {
  MlirValue q = mlirOperationGetOperand(op, 0);
  MlirValue k = mlirOperationGetOperand(op, 1);
  MlirValue v = mlirOperationGetOperand(op, 2);
  if (tcAttentionIsGenerationStep(op))
    return valuesInKeys && dimOf(k, 2) == 1 ? TC_MLA_DECODE : TC_MLA_NONE;
  bool windowed = !mlirAttributeIsNull(tcOpGetAttr(op, "sliding_window"));
  return !windowed && dimOf(q, 2) == dimOf(k, 2) && dimOf(v, 3) < dimOf(k, 3)
             ? TC_MLA_CONTEXT
             : TC_MLA_NONE;
}

/// The shape as the kernels take it: a generation step's few queries a
/// sequence (the last token and its speculative drafts) run in the
/// generation kernels, folded into the heads as FlashMLA's s_q and XQA's
/// speculative-decoding mode fold them; MLA's kernels are classed by the
/// cache they read (an fp8 cache runs the fp8 kernels whatever the queries).
static void asTheKernelsRunIt(TcAttentionShape *shape, bool generation,
                              bool fp8Cache) {
  if (generation && shape->queries > 1) {
    shape->qHeads *= shape->queries;
    shape->queries = 1;
  }
  if (shape->mla != TC_MLA_NONE)
    shape->klass = fp8Cache ? TC_ATTENTION_FP8 : TC_ATTENTION_BF16;
}

/// `valuesInKeys`: v is a slice of k (valuesAreInKeys).
static void describeAttention(MlirOperation op, bool valuesInKeys,
                              TcOpCost *cost) {
  MlirValue q = mlirOperationGetOperand(op, 0);
  MlirValue k = mlirOperationGetOperand(op, 1);
  MlirType qElement = mlirShapedTypeGetElementType(mlirValueGetType(q));
  MlirType kElement = mlirShapedTypeGetElementType(mlirValueGetType(k));
  double keys = dimOf(k, 1), window = 0;
  MlirAttribute windowAttr = tcOpGetAttr(op, "sliding_window");
  if (!mlirAttributeIsNull(windowAttr) && mlirAttributeIsAInteger(windowAttr))
    window = (double)mlirIntegerAttrGetValueInt(windowAttr);
  bool generation = tcAttentionIsGenerationStep(op);
  bool fp8 = tcTypeIsFp8(qElement) || (generation && tcTypeIsFp8(kElement));
  // The kernel models read keys and values of the mean width; values that
  // are the keys' first columns (MLA's latent cache) are read with them.
  double kvBytes = elementBits(kElement) / 8.0, headDim = meanHeadDim(op);
  if (valuesInKeys && headDim > 0)
    kvBytes *= dimOf(k, 3) / (2 * headDim);
  cost->kernelClass = TC_KERNEL_ATTENTION;
  cost->attention = (TcAttentionShape){
      .klass = fp8 ? TC_ATTENTION_FP8 : TC_ATTENTION_BF16,
      .batch = dimOf(q, 0),
      .queries = dimOf(q, 1),
      .keys = keys,
      .qHeads = dimOf(q, 2),
      .kvHeads = dimOf(k, 2),
      .headDim = headDim,
      .window = window,
      .kvBytes = kvBytes,
      .mla = mlaKindOf(op, valuesInKeys),
      .keyWidth = dimOf(k, 3),
      .valueWidth = dimOf(mlirOperationGetOperand(op, 2), 3),
      .elementBytes = elementBits(kElement) / 8.0,
  };
  asTheKernelsRunIt(&cost->attention, generation, tcTypeIsFp8(kElement));
}

/// Keys, values and queries reach attention through views, an FP8 cache's
/// quantization of the step's entries and the cache append (a
/// concatenation) before it.
static UseRole attentionUseRole(MlirOperation owner, intptr_t operand) {
  TcOpKind kind = tcOpGetKind(owner);
  if (isAttention(kind))
    return USE_GOAL;
  if (kind == TC_OP_QUANTIZE)
    return operand == 0 ? USE_PASSES_ON : USE_OTHER;
  return kind == TC_OP_VIEW || tcOpIsNamed(owner, "tensor.concat") ||
                 tcOpIsNamed(owner, "tensor.extract_slice")
             ? USE_PASSES_ON
             : USE_OTHER;
}

/// RoPE, an FP8 cache's quantization and the KV cache append run inside the
/// attention kernel of serving engines (the measured attention kernels
/// include them: TensorRT-LLM's RoPE + append kernel writes the fp8 cache),
/// and the head splits that reach it are strided views (MLA's q_nope /
/// q_pe, k_nope / v).
static bool isFusedIntoAttention(MlirOperation op, TcOpKind kind) {
  if (mlirOperationGetNumResults(op) != 1)
    return false;
  if (kind != TC_OP_ROPE && kind != TC_OP_QUANTIZE &&
      !tcOpIsNamed(op, "tensor.concat") &&
      !tcOpIsNamed(op, "tensor.extract_slice"))
    return false;
  return everyUseReaches(mlirOperationGetResult(op, 0), attentionUseRole, 0);
}

/// The router's choices reach the MoE block's dispatch and combine, through
/// views, slices and the exchanges that move them with their tokens.
static UseRole moeBlockUseRole(MlirOperation owner, intptr_t operand) {
  (void)operand;
  TcOpKind kind = tcOpGetKind(owner);
  if (tcOpKindHasOperandRole(kind, TC_OPERAND_EXPERT_ID))
    return USE_GOAL; // the block's dispatch and combine
  if (tcOpKindHasTraits(kind, TC_OP_TRAIT_REARRANGES) ||
      tcOpIsNamed(owner, "tensor.extract_slice"))
    return USE_PASSES_ON;
  return USE_OTHER;
}

/// The router's top-k (moe_gate) whose choices only the MoE block reads:
/// engines run it inside the fused MoE module, whose forward takes the
/// router's logits, and the calibration's MoE runs time that forward, top-k
/// included.
static bool isRoutingOfMoeBlock(MlirOperation op, TcOpKind kind) {
  if (kind != TC_OP_MOE_GATE || mlirOperationGetNumResults(op) < 1)
    return false;
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; ++i)
    if (!everyUseReaches(mlirOperationGetResult(op, i), moeBlockUseRole, 0))
      return false;
  return true;
}

/// An rms_norm, with or without its quantize fused in.
static bool isRmsNorm(TcOpKind kind) {
  return kind == TC_OP_RMS_NORM || kind == TC_OP_RMS_NORM_QUANT;
}

/// True when some use of `value` is an rms_norm.
static bool feedsRmsNorm(MlirValue value) {
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use))
    if (isRmsNorm(tcOpGetKind(mlirOpOperandGetOwner(use))))
      return true;
  return false;
}

/// The residual add before the next layer's norm: an arith.addf an
/// rms_norm reads, directly or (between region markers) through the
/// region_end it closes the layer with, whose result the region's copies and
/// the final norm read. Engines fuse the two into one add + RMSNorm kernel
/// (a written-out program's add_rms_norm2).
static bool isResidualAddBeforeNorm(MlirOperation op) {
  if (!tcOpIsNamed(op, "arith.addf") || mlirOperationGetNumResults(op) != 1)
    return false;
  MlirValue sum = mlirOperationGetResult(op, 0);
  if (feedsRmsNorm(sum))
    return true;
  MlirOpOperand use = mlirValueGetFirstUse(sum);
  if (mlirOpOperandIsNull(use) ||
      !mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)) ||
      tcOpGetKind(mlirOpOperandGetOwner(use)) != TC_OP_REGION_END)
    return false;
  MlirValue closed = mlirOperationGetResult(mlirOpOperandGetOwner(use), 0);
  for (use = mlirValueGetFirstUse(closed); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use)) {
    MlirOperation owner = mlirOpOperandGetOwner(use);
    TcOpKind kind = tcOpGetKind(owner);
    // The next region (a layer of another kind) opens with its input norm.
    bool opensNormedRegion = kind == TC_OP_REGION_BEGIN &&
                             feedsRmsNorm(mlirOperationGetResult(owner, 0));
    if (kind != TC_OP_COPY_REGION && !isRmsNorm(kind) && !opensNormedRegion)
      return false;
  }
  return true;
}

/// The share of rows of the operand that carries routed tokens (the least).
static double routedOperandShare(MlirOperation op, const Shares *shares) {
  double least = 1.0;
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; ++i) {
    double share =
        shares->share(mlirOperationGetOperand(op, i), shares->userData);
    least = share < least ? share : least;
  }
  return least;
}

/// The collective's message as the libraries measure it: the larger of the
/// per-rank input and output buffers (all_gather's gathered output,
/// reduce_scatter's and all_to_all's whole input).
static double messageBytesOf(MlirOperation op, const Shares *shares) {
  double input, output;
  collectiveBuffers(op, shares, &input, &output);
  return input > output ? input : output;
}

/// A KV cache append: a concatenation after a function argument that is
/// only ever appended to (the first operand of concatenations), which
/// serving engines write in place into a preallocated cache instead of
/// copying the cache.
bool tcValueIsAppendedCache(MlirValue value) {
  if (!mlirValueIsABlockArgument(value))
    return false;
  bool used = false;
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    used = true;
    if (mlirOpOperandGetOperandNumber(use) != 0 ||
        !tcOpIsNamed(mlirOpOperandGetOwner(use), "tensor.concat") ||
        mlirOperationGetNumOperands(mlirOpOperandGetOwner(use)) < 2)
      return false;
  }
  return used;
}

static bool isInPlaceAppend(MlirOperation op) {
  return tcOpIsNamed(op, "tensor.concat") &&
         mlirOperationGetNumOperands(op) >= 2 &&
         tcValueIsAppendedCache(mlirOperationGetOperand(op, 0));
}

/// Bytes of an in-place append: the appended rows, read and written.
static double appendedBytes(MlirOperation op, const Shares *shares) {
  double total = 0, bytes;
  for (intptr_t i = 1, n = mlirOperationGetNumOperands(op); i < n; ++i) {
    MlirValue operand = mlirOperationGetOperand(op, i);
    tcValueGetBytes(operand, &bytes);
    total += 2 * bytes * shares->share(operand, shares->userData);
  }
  return total;
}

/// False, with what was expected in `error`, when `value` (the `position`th
/// `role` of its op: "operand" or "result") has a dynamic dim.
static bool checkStaticValue(MlirValue value, const char *role,
                             intptr_t position, TcStringBuffer *error) {
  double bytes;
  if (tcValueGetBytes(value, &bytes))
    return true;
  tcBufferAppendFormat(error,
                       "the cost model needs static shapes: %s #%ld has a "
                       "dynamic dim",
                       role, (long)position);
  return false;
}

static bool checkStaticShapes(MlirOperation op, TcStringBuffer *error) {
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; ++i)
    if (!checkStaticValue(mlirOperationGetOperand(op, i), "operand", i, error))
      return false;
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; ++i)
    if (!checkStaticValue(mlirOperationGetResult(op, i), "result", i, error))
      return false;
  return true;
}

/// A communicating op over more than one rank: the collective it runs as,
/// its bytes on the wire, its group, and what a fused norm streams.
static void describeCollective(MlirOperation op, TcOpKind kind,
                               const Shares *shares, TcOpCost *cost) {
  int64_t ranks = groupSize(op);
  if (ranks <= 1)
    return;
  cost->kind = TC_COST_COLLECTIVE;
  cost->collective = collectiveKindOf(kind);
  cost->commBytes = collectiveBytes(op, cost->collective, (double)ranks, shares);
  cost->messageBytes = messageBytesOf(op, shares);
  cost->ranks = ranks;
  describeGroup(op, cost);
  if (kind == TC_OP_ALL_TO_ALL)
    cost->copiesPerToken = copiesPerTokenOf(op);
  if (kind == TC_OP_ALL_REDUCE_ADD_RMS_NORM) {
    cost->bytes = epilogueBytesOf(op, shares);
    cost->flops = kernelFlops(op, kind) * shares->results;
  } else if (isFusedWithRegionNorm(op)) {
    cost->bytes = regionNormBytesOf(op, shares);
  }
}

/// Whose peak a kernel's FLOPs run at: its first operand's element type (or
/// its first result's), bf16 when it has neither.
static TcComputeType computeTypeOfOp(MlirOperation op) {
  MlirValue typed = mlirOperationGetNumOperands(op) > 0
                        ? mlirOperationGetOperand(op, 0)
                        : mlirOperationGetNumResults(op) > 0
                              ? mlirOperationGetResult(op, 0)
                              : (MlirValue){0};
  if (mlirValueIsNull(typed) || !mlirTypeIsAShaped(mlirValueGetType(typed)))
    return TC_COMPUTE_BF16;
  return computeTypeOf(mlirShapedTypeGetElementType(mlirValueGetType(typed)));
}

/// The kernel models a kernel is priced by beyond its bytes (the default):
/// a GEMM's, an attention's, the MoE block's.
static void describeKernelClass(MlirOperation op, TcOpKind kind,
                                const Shares *shares, bool valuesInKeys,
                                TcOpCost *cost) {
  if (kind == TC_OP_LINEAR || kind == TC_OP_QUANT_LINEAR)
    describeGemm(op, shares, cost);
  else if (kind == TC_OP_HEAD_LINEAR)
    describeHeadLinear(op, shares, cost);
  else if (isAttention(kind))
    describeAttention(op, valuesInKeys, cost);
  else if (kind == TC_OP_MOE_DISPATCH)
    cost->kernelClass = TC_KERNEL_MOE_DISPATCH;
}

/// The bytes a kernel moves: a gather's, none when a collective counts
/// them, a residual add's operands, an in-place append's, else what it
/// streams; a per-tensor dynamic quantize reads its input twice (abs-max,
/// then quantize), and values that are the keys' columns are read once.
static void describeKernelBytes(MlirOperation op, TcOpKind kind,
                                const Shares *shares, bool valuesInKeys,
                                TcOpCost *cost) {
  if (kind == TC_OP_EMBEDDING) {
    // A gather: the ids, then each row read from the table and written.
    double ids, rows;
    tcValueGetBytes(mlirOperationGetOperand(op, 0), &ids);
    tcValueGetBytes(mlirOperationGetResult(op, 0), &rows);
    cost->bytes = ids + 2 * rows;
  } else if (cost->fusedIntoCollective) {
    cost->bytes = 0; // counted with the collective
  } else if ((cost->fusedIntoNorm = isResidualAddBeforeNorm(op))) {
    cost->bytes = operandBytes(op, shares);
  } else if (isInPlaceAppend(op)) {
    cost->bytes = appendedBytes(op, shares);
    cost->writesIntoFirstOperand = true;
  } else {
    cost->bytes = streamedBytes(op, shares);
  }
  if (isPerTensorDynamicQuantize(op, kind)) {
    double input;
    tcValueGetBytes(mlirOperationGetOperand(op, 0), &input);
    cost->kernels = 2;
    cost->bytes += input * shares->share(mlirOperationGetOperand(op, 0),
                                         shares->userData);
  }
  if (valuesInKeys) {
    double values; // read once, with the keys they are part of
    tcValueGetBytes(mlirOperationGetOperand(op, 2), &values);
    cost->bytes -= values * shares->share(mlirOperationGetOperand(op, 2),
                                          shares->userData);
  }
}

bool tcOpEstimateCost(MlirOperation op, TcValueShareFn share, void *userData,
                      TcOpCost *cost, TcStringBuffer *error) {
  *cost = (TcOpCost){.kind = TC_COST_PLUMBING,
                     .computeType = TC_COMPUTE_BF16,
                     .resultShare = resultShareOf(op, share, userData),
                     .routedShare = 1.0,
                     .kernels = 1};
  TcOpKind kind = tcOpGetKind(op);
  if (isPlumbing(op, kind))
    return true;
  if (!checkStaticShapes(op, error))
    return false;
  Shares shares = {share, userData, cost->resultShare};
  if (tcOpKindHasTraits(kind, TC_OP_TRAIT_COMMUNICATES)) {
    describeCollective(op, kind, &shares, cost);
    return true;
  }
  cost->kind = TC_COST_KERNEL;
  cost->computeType = computeTypeOfOp(op);
  cost->flops = kernelFlops(op, kind) * shares.results;
  cost->routedShare = routedOperandShare(op, &shares);
  // The block's dispatch and combine, and every op on its routed rows.
  cost->routed = tcOpKindHasOperandRole(kind, TC_OPERAND_EXPERT_ID) ||
                 cost->routedShare < 1.0;
  cost->fusedIntoAttention = isFusedIntoAttention(op, kind);
  cost->fusedIntoCollective =
      isNormFusedIntoCollective(op, kind) ||
      (tcOpIsNamed(op, "arith.addf") &&
       !mlirOperationIsNull(markedAllReduceOf(op)));
  cost->timedWithMoeBlock = isRoutingOfMoeBlock(op, kind);
  bool valuesInKeys = kind == TC_OP_ATTENTION && valuesAreInKeys(op);
  describeKernelClass(op, kind, &shares, valuesInKeys, cost);
  describeKernelBytes(op, kind, &shares, valuesInKeys, cost);
  return true;
}
