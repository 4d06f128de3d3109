//===- FuseAttnQuant.c - tc-fuse-attn-quant ---------------------------------===//
//
// attention whose output feeds a quantize (directly, or through the view
// that joins its heads) becomes one attention_quant: the attention kernel
// writes its output quantized for the o_proj, as TensorRT-LLM's attention
// with an FP8 or NVFP4 output and vLLM's fuse_attn_quant run it. Only the
// quantizations an attention kernel can apply as it writes each head are
// fused: one static per-tensor scale, or NVFP4's 16-element blocks (inside
// a head when the head_dim is a multiple of 16). A per-token dynamic scale
// spans every head of a token, which one kernel's tile never holds: refused.
// Exact: the fused op quantizes the output attention would store, and a
// per-tensor scale or a block inside a head quantizes the same elements
// whichever view they are seen through.
//
//===----------------------------------------------------------------------===//

#include <stdlib.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include "Passes/Fusion.h"
#include "Passes/PassDefinition.h"
#include "Support/Builders.h"
#include "Support/FusedQuant.h"
#include "Support/IRUtils.h"
#include "Support/Vectors.h"

#define FUSE_ATTN_QUANT_COUNTERS(X)                                           \
  X(FUSED, "fused", "Number of attentions fused with the quantize after them")\
  X(REFUSED_OTHER_USERS, "refused-other-users",                               \
    "Number of candidates refused: the output has another user, so it "       \
    "would be written anyway")                                                \
  X(REFUSED_SCHEME, "refused-scheme",                                         \
    "Number of candidates refused: a quantization no attention kernel "       \
    "applies (a dynamic or per-channel scale, or blocks across heads)")       \
  X(REFUSED_SHAPE, "refused-shape",                                           \
    "Number of candidates refused: v's head_dim is not q's, or the view "     \
    "does more than join the heads")                                          \
  X(REFUSED_LATE_SCALE, "refused-late-scale",                                 \
    "Number of candidates refused: the output scale is computed after the "   \
    "attention, where the fused op goes")

TC_DECLARE_COUNTERS(FUSE_ATTN_QUANT_COUNTERS)

/// A candidate: the attention, the view joining its heads (or null) and the
/// quantize reading the output.
typedef struct Candidate {
  MlirOperation attention, view, quantize;
} Candidate;

/// The quantize after `attention`'s output, through at most one view; its
/// first user chain, whether or not it may fuse.
static bool findCandidate(MlirOperation attention, Candidate *candidate) {
  *candidate = (Candidate){attention, {NULL}, {NULL}};
  MlirValue output = mlirOperationGetResult(attention, 0);
  for (MlirOpOperand use = mlirValueGetFirstUse(output);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (tcOpKindIsQuantize(tcOpGetKind(user))) {
      candidate->quantize = user;
      return true;
    }
    if (tcOpGetKind(user) != TC_OP_VIEW)
      continue;
    MlirOperation next = tcValueGetSoleUser(mlirOperationGetResult(user, 0));
    if (!mlirOperationIsNull(next) && tcOpKindIsQuantize(tcOpGetKind(next)) &&
        mlirOpOperandGetOperandNumber(
            mlirValueGetFirstUse(mlirOperationGetResult(user, 0))) == 0) {
      candidate->view = user;
      candidate->quantize = next;
      return true;
    }
  }
  return false;
}

/// Every dim of `value` is static.
static bool hasStaticShape(MlirValue value) {
  int64_t rank = tcValueGetRank(value);
  for (int64_t i = 0; i < rank; ++i)
    if (tcDimIsDynamic(tcValueGetDim(value, i)))
      return false;
  return rank >= 0;
}

/// `view` turns (..., H, D) into (..., H·D), leading dims kept.
static bool joinsHeads(MlirOperation view) {
  MlirValue in = mlirOperationGetOperand(view, 0);
  MlirValue out = mlirOperationGetResult(view, 0);
  int64_t rank = tcValueGetRank(in);
  if (rank < 2 || tcValueGetRank(out) != rank - 1 || !hasStaticShape(in) ||
      !hasStaticShape(out))
    return false;
  for (int64_t i = 0; i + 2 < rank; ++i)
    if (tcValueGetDim(in, i) != tcValueGetDim(out, i))
      return false;
  return tcValueGetDim(in, rank - 2) * tcValueGetDim(in, rank - 1) ==
         tcValueGetDim(out, rank - 2);
}

static bool hasOneElement(MlirValue value) {
  int64_t count;
  return tcTypeGetStaticElementCount(mlirValueGetType(value), &count) &&
         count == 1;
}

static Counter checkCandidate(const Candidate *c) {
  MlirOperation attention = c->attention;
  // The view's own output has the quantize alone (findCandidate).
  if (mlirOperationIsNull(tcValueGetSoleUser(mlirOperationGetResult(attention, 0))))
    return COUNTER_REFUSED_OTHER_USERS;
  // The fused op's results take attention's static (B, S, H, D) (IR that
  // only IRDL checked, under mlir-opt, may have any rank).
  MlirValue output = mlirOperationGetResult(attention, 0);
  if (!hasStaticShape(output) || tcValueGetRank(output) != 4 ||
      tcValueGetRank(mlirOperationGetOperand(attention, 0)) != 4 ||
      tcValueGetRank(mlirOperationGetOperand(attention, 2)) != 4)
    return COUNTER_REFUSED_SHAPE;
  TcOpKind kind = tcOpGetKind(c->quantize);
  int64_t headDim = tcValueGetDim(mlirOperationGetOperand(attention, 0), 3);
  if (kind == TC_OP_QUANTIZE) {
    if (mlirOperationGetNumOperands(c->quantize) != 2 ||
        !hasOneElement(mlirOperationGetOperand(c->quantize, 1)))
      return COUNTER_REFUSED_SCHEME;
  } else if (kind != TC_OP_DYNAMIC_QUANTIZE_NVFP4 ||
             headDim % TC_NVFP4_BLOCK != 0) {
    return COUNTER_REFUSED_SCHEME;
  }
  if (tcValueGetDim(mlirOperationGetOperand(attention, 2), 3) != headDim ||
      (!mlirOperationIsNull(c->view) && !joinsHeads(c->view)))
    return COUNTER_REFUSED_SHAPE;
  if (!tcValueIsAvailableBefore(mlirOperationGetOperand(c->quantize, 1),
                                attention))
    return COUNTER_REFUSED_LATE_SCALE;
  return COUNTER_FUSED;
}

/// `type` with the shape `shape` of rank `rank`.
static MlirType withShape(MlirType type, int64_t rank, const int64_t *shape) {
  return mlirRankedTensorTypeGet(rank, shape,
                                 mlirShapedTypeGetElementType(type),
                                 mlirAttributeGetNull());
}

/// The fused op's results: the quantize's element types in attention's
/// (B, S, H, D) shape, NVFP4's block scales (B, S, H, D/16). Returns how many.
static intptr_t fusedResultTypes(const Candidate *c, MlirType types[2]) {
  MlirType outputType =
      mlirValueGetType(mlirOperationGetResult(c->attention, 0));
  int64_t shape[4];
  for (int i = 0; i < 4; ++i)
    shape[i] = mlirShapedTypeGetDimSize(outputType, i);
  intptr_t numResults = mlirOperationGetNumResults(c->quantize);
  types[0] = withShape(mlirValueGetType(mlirOperationGetResult(c->quantize, 0)),
                       4, shape);
  if (numResults > 1) {
    shape[3] /= TC_NVFP4_BLOCK;
    types[1] = withShape(
        mlirValueGetType(mlirOperationGetResult(c->quantize, 1)), 4, shape);
  }
  return numResults;
}

/// The quantize's users read the fused op's results, through a view that
/// joins the heads again where the quantize read one.
static void replaceQuantizeResults(const Candidate *c, MlirOperation fused) {
  MlirBlock block = mlirOperationGetBlock(fused);
  MlirOperation last = fused;
  for (intptr_t i = 0, n = mlirOperationGetNumResults(fused); i < n; ++i) {
    MlirValue replacement = mlirOperationGetResult(fused, i);
    if (!mlirOperationIsNull(c->view)) { // the heads joined again
      MlirType type = mlirValueGetType(mlirOperationGetResult(c->quantize, i));
      MlirOperation view = tcBuildOp(
          tcOpKindGetName(TC_OP_VIEW), mlirOperationGetLocation(c->view), 1,
          &replacement, 1, &type, 0, NULL);
      mlirBlockInsertOwnedOperationAfter(block, last, view);
      last = view;
      replacement = mlirOperationGetResult(view, 0);
    }
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(c->quantize, i),
                                  replacement);
  }
}

static void fuse(const Candidate *c) {
  MlirOperation attention = c->attention, quantize = c->quantize;
  intptr_t numOperands = mlirOperationGetNumOperands(attention);
  MlirValue operands[8];
  for (intptr_t i = 0; i < numOperands && i < 7; ++i)
    operands[i] = mlirOperationGetOperand(attention, i);
  operands[numOperands] = mlirOperationGetOperand(quantize, 1);
  MlirType types[2];
  intptr_t numResults = fusedResultTypes(c, types);
  intptr_t numAttributes;
  MlirNamedAttribute *attributes = tcFusedAttributes(
      attention, quantize, tcQuantizeAttributeOf(quantize), &numAttributes);
  MlirOperation fused =
      tcBuildOp(tcOpKindGetName(TC_OP_ATTENTION_QUANT),
                tcFusedLocation(attention, quantize), numOperands + 1, operands,
                numResults, types, numAttributes, attributes);
  free(attributes);
  mlirBlockInsertOwnedOperationAfter(mlirOperationGetBlock(attention),
                                     attention, fused);
  replaceQuantizeResults(c, fused);
  mlirOperationDestroy(quantize);
  if (!mlirOperationIsNull(c->view))
    mlirOperationDestroy(c->view);
  mlirOperationDestroy(attention);
}

static MlirWalkResult collectAttentions(MlirOperation op, void *userData) {
  if (tcOpGetKind(op) == TC_OP_ATTENTION)
    tcOpVectorPush(userData, op);
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runFuseAttnQuant(MlirOperation root,
                                          const void *options,
                                          TcPassRun *run) {
  (void)options;
  // Collect first: rewriting during the walk would erase the visited op.
  TcOpVector attentions = {0};
  mlirOperationWalk(root, collectAttentions, &attentions, MlirWalkPreOrder);
  for (size_t i = 0; i < attentions.size; ++i) {
    Candidate candidate;
    if (!findCandidate(attentions.data[i], &candidate))
      continue;
    Counter verdict = checkCandidate(&candidate);
    tcPassRunCount(run, verdict, 1);
    if (verdict != COUNTER_FUSED)
      continue;
    fuse(&candidate);
    tcPassRunMarkChanged(run);
  }
  tcOpVectorDestroy(&attentions);
  return mlirLogicalResultSuccess();
}

const TcPassDefinition tcFuseAttnQuantPassDefinition = {
    .argument = "tc-fuse-attn-quant",
    .name = "TcFuseAttnQuant",
    .description = "Fuse attention and the static or NVFP4 quantize of its "
                   "output into one op",
    .counterNames = kCounterNames,
    .counterDescriptions = kCounterDescriptions,
    .numCounters = NUM_COUNTERS,
    .run = runFuseAttnQuant,
};
