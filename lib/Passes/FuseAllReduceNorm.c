//===- FuseAllReduceNorm.c - tc-fuse-allreduce-norm -------------------------===//
//
// all_reduce(x) whose sum only the residual add + RMS norm after it reads
// (add_rms_norm, add_rms_norm2, or add_rms_norm_quant once
// tc-fuse-norm-quant has run; or an arith.addf of the residual whose sum an
// rms_norm or rms_norm_quant normalizes, the same add written out) becomes
// one all_reduce_add_rms_norm: the
// collective's kernel adds the residual and normalizes (and quantizes) the
// sum on the way out, as TensorRT-LLM's AllReduce with its RMSNorm fusion
// and vLLM's fuse_allreduce_rms (FlashInfer's one-shot kernel) run it. The
// fused op stays where the all_reduce was: every rank still issues its
// collectives in the same order. Exact: the norm reads the sum rounded to
// x's type, as the all_reduce stored it, and x + residual rounds the same
// either way round.
//
// Between region markers, the all_reduce that closes a layer feeds the
// residual add that region_end closes the region with, and the norm that
// engines fuse it with is the region's first op, run on that sum by the
// next copy_region: no op can hold them across the boundary. The pass marks
// that all_reduce (TC_FUSED_WITH_REGION_NORM_ATTR) and the cost model
// prices the three as the fused collective; the IR computes what it did.
//
//===----------------------------------------------------------------------===//

#include <stdlib.h>

#include "mlir-c/BuiltinAttributes.h"

#include "Passes/Fusion.h"
#include "Passes/PassDefinition.h"
#include "Support/Builders.h"
#include "Support/FusedQuant.h"
#include "Support/IRUtils.h"
#include "Support/Vectors.h"

#define FUSE_ALL_REDUCE_NORM_COUNTERS(X)                                      \
  X(FUSED, "fused",                                                           \
    "Number of all_reduces fused with the add + RMS norm after them")         \
  X(REFUSED_OTHER_USERS, "refused-other-users",                               \
    "Number of candidates refused: the sum has another user, so the "         \
    "all_reduce would still write it")                                        \
  X(REFUSED_LATE_OPERAND, "refused-late-operand",                             \
    "Number of candidates refused: the residual, the norm's weight or its "   \
    "scale is computed after the all_reduce, where the fused op goes")        \
  X(MARKED_ACROSS_REGION, "marked-across-region",                             \
    "Number of all_reduces closing a layer marked as fused with the next "    \
    "layer's input norm (region markers)")

TC_DECLARE_COUNTERS(FUSE_ALL_REDUCE_NORM_COUNTERS)

static bool isAddNorm(TcOpKind kind) {
  return kind == TC_OP_ADD_RMS_NORM || kind == TC_OP_ADD_RMS_NORM2 ||
         kind == TC_OP_ADD_RMS_NORM_QUANT;
}

/// The add + norm reading the all_reduce's sum (as x or as the residual),
/// or null.
static MlirOperation addNormUserOf(MlirOperation allReduce) {
  MlirValue sum = mlirOperationGetResult(allReduce, 0);
  for (MlirOpOperand use = mlirValueGetFirstUse(sum); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use))
    if (mlirOpOperandGetOperandNumber(use) < 2 &&
        isAddNorm(tcOpGetKind(mlirOpOperandGetOwner(use))))
      return mlirOpOperandGetOwner(use);
  return (MlirOperation){NULL};
}

/// What fuses with an all_reduce: the norm, and `add`, the arith.addf of
/// the sum and the residual that the norm normalizes (a written-out residual
/// add, as a marker program's layers expanded have it), or null when the
/// norm adds the residual itself.
typedef struct Candidate {
  MlirOperation allReduce, add, norm;
} Candidate;

static bool findCandidate(MlirOperation allReduce, Candidate *c) {
  *c = (Candidate){allReduce, {NULL}, addNormUserOf(allReduce)};
  if (!mlirOperationIsNull(c->norm))
    return true;
  MlirOperation add =
      tcValueGetSoleUser(mlirOperationGetResult(allReduce, 0));
  if (mlirOperationIsNull(add) || !tcOpIsNamed(add, "arith.addf") ||
      mlirOperationGetNumOperands(add) != 2)
    return false;
  c->add = add;
  c->norm = tcValueGetNormUser(mlirOperationGetResult(add, 0));
  return !mlirOperationIsNull(c->norm);
}

/// The op that adds the sum and the residual: the add, or the norm.
static MlirOperation adderOf(const Candidate *c) {
  return mlirOperationIsNull(c->add) ? c->norm : c->add;
}

/// The operand of the adder that is not the all_reduce's sum.
static MlirValue residualOf(const Candidate *c) {
  MlirOperation adder = adderOf(c);
  MlirValue sum = mlirOperationGetResult(c->allReduce, 0);
  MlirValue first = mlirOperationGetOperand(adder, 0);
  return mlirValueEqual(first, sum) ? mlirOperationGetOperand(adder, 1) : first;
}

/// The norm's operands after x (and the residual): its weight and scale.
static intptr_t firstNormOperand(const Candidate *c) {
  return mlirOperationIsNull(c->add) ? 2 : 1;
}

static Counter checkFusion(const Candidate *c) {
  MlirValue sum = mlirOperationGetResult(c->allReduce, 0);
  MlirOpOperand use = mlirValueGetFirstUse(sum);
  if (!mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)))
    return COUNTER_REFUSED_OTHER_USERS;
  if (!tcValueIsAvailableBefore(residualOf(c), c->allReduce))
    return COUNTER_REFUSED_LATE_OPERAND;
  for (intptr_t i = firstNormOperand(c), n = mlirOperationGetNumOperands(c->norm);
       i < n; ++i)
    if (!tcValueIsAvailableBefore(mlirOperationGetOperand(c->norm, i),
                                  c->allReduce))
      return COUNTER_REFUSED_LATE_OPERAND;
  return COUNTER_FUSED;
}

/// The norm's results but its residual sum (add_rms_norm2's and
/// add_rms_norm_quant's last): y, or q and its scale.
static intptr_t normOutputsOf(MlirOperation norm) {
  TcOpKind kind = tcOpGetKind(norm);
  intptr_t results = mlirOperationGetNumResults(norm);
  return kind == TC_OP_ADD_RMS_NORM2 || kind == TC_OP_ADD_RMS_NORM_QUANT
             ? results - 1
             : results;
}

static void fuse(const Candidate *c) {
  MlirValue operands[4] = {mlirOperationGetOperand(c->allReduce, 0),
                           residualOf(c)};
  intptr_t numOperands = 2;
  for (intptr_t i = firstNormOperand(c), n = mlirOperationGetNumOperands(c->norm);
       i < n && numOperands < 4; ++i)
    operands[numOperands++] = mlirOperationGetOperand(c->norm, i);
  // The norm's outputs, then the residual sum (x's type).
  MlirType types[4];
  intptr_t outputs = normOutputsOf(c->norm), numResults = 0;
  for (intptr_t i = 0; i < outputs && i < 3; ++i)
    types[numResults++] = mlirValueGetType(mlirOperationGetResult(c->norm, i));
  types[numResults++] = mlirValueGetType(operands[0]);
  intptr_t numAttributes;
  MlirNamedAttribute *attributes = tcFusedAttributes(
      c->allReduce, c->norm, (MlirNamedAttribute){{NULL}, {NULL}},
      &numAttributes);
  MlirOperation fused =
      tcBuildOp(tcOpKindGetName(TC_OP_ALL_REDUCE_ADD_RMS_NORM),
                tcFusedLocation(c->allReduce, c->norm), numOperands, operands,
                numResults, types, numAttributes, attributes);
  free(attributes);
  mlirBlockInsertOwnedOperationAfter(mlirOperationGetBlock(c->allReduce),
                                     c->allReduce, fused);
  MlirValue residualSum = mlirOperationGetResult(fused, numResults - 1);
  for (intptr_t i = 0, n = mlirOperationGetNumResults(c->norm); i < n; ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(c->norm, i),
                                  i < outputs ? mlirOperationGetResult(fused, i)
                                              : residualSum);
  if (!mlirOperationIsNull(c->add))
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(c->add, 0),
                                  residualSum);
  mlirOperationDestroy(c->norm);
  if (!mlirOperationIsNull(c->add))
    mlirOperationDestroy(c->add);
  mlirOperationDestroy(c->allReduce);
}

/// Marks an all_reduce that closes a layer between region markers; false
/// when it does not, or is marked already.
static bool markAcrossRegion(MlirOperation allReduce) {
  MlirOperation add, norm;
  if (!tcAllReduceGetRegionNorm(allReduce, &add, &norm) ||
      !mlirAttributeIsNull(tcOpGetAttr(allReduce,
                                       TC_FUSED_WITH_REGION_NORM_ATTR)))
    return false;
  MlirContext context = mlirOperationGetContext(allReduce);
  mlirOperationSetAttributeByName(
      allReduce, mlirStringRefCreateFromCString(TC_FUSED_WITH_REGION_NORM_ATTR),
      mlirUnitAttrGet(context));
  return true;
}

static MlirWalkResult collectAllReduces(MlirOperation op, void *userData) {
  if (tcOpGetKind(op) == TC_OP_ALL_REDUCE)
    tcOpVectorPush(userData, op);
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runFuseAllReduceNorm(MlirOperation root,
                                              const void *options,
                                              TcPassRun *run) {
  (void)options;
  // Collect first: rewriting during the walk would erase the visited op.
  TcOpVector candidates = {0};
  mlirOperationWalk(root, collectAllReduces, &candidates, MlirWalkPreOrder);
  for (size_t i = 0; i < candidates.size; ++i) {
    MlirOperation allReduce = candidates.data[i];
    Candidate candidate;
    if (!findCandidate(allReduce, &candidate)) {
      if (markAcrossRegion(allReduce)) {
        tcPassRunCount(run, COUNTER_MARKED_ACROSS_REGION, 1);
        tcPassRunMarkChanged(run);
      }
      continue;
    }
    Counter verdict = checkFusion(&candidate);
    tcPassRunCount(run, verdict, 1);
    if (verdict != COUNTER_FUSED)
      continue;
    fuse(&candidate);
    tcPassRunMarkChanged(run);
  }
  tcOpVectorDestroy(&candidates);
  return mlirLogicalResultSuccess();
}

const TcPassDefinition tcFuseAllReduceNormPassDefinition = {
    .argument = "tc-fuse-allreduce-norm",
    .name = "TcFuseAllReduceNorm",
    .description = "Fuse an all_reduce and the residual add + RMS norm (and "
                   "its quantize) that read its sum into one collective",
    .counterNames = kCounterNames,
    .counterDescriptions = kCounterDescriptions,
    .numCounters = NUM_COUNTERS,
    .run = runFuseAllReduceNorm,
};
