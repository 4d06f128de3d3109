//===- FuseAllReduceNorm.c - tc-fuse-allreduce-norm -------------------------===//
//
// all_reduce(x) whose sum only the residual add + RMS norm after it reads
// (add_rms_norm, add_rms_norm2, or add_rms_norm_quant once
// tc-fuse-norm-quant has run) becomes one all_reduce_add_rms_norm: the
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

static Counter checkFusion(MlirOperation allReduce, MlirOperation norm) {
  MlirValue sum = mlirOperationGetResult(allReduce, 0);
  MlirOpOperand use = mlirValueGetFirstUse(sum);
  if (!mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)))
    return COUNTER_REFUSED_OTHER_USERS;
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(norm); i < n; ++i) {
    MlirValue operand = mlirOperationGetOperand(norm, i);
    if (!mlirValueEqual(operand, sum) &&
        !tcValueIsAvailableBefore(operand, allReduce))
      return COUNTER_REFUSED_LATE_OPERAND;
  }
  return COUNTER_FUSED;
}

/// The fused op's results: the norm's, with the residual sum last (which
/// add_rms_norm computes and does not return).
static intptr_t fusedResultTypes(MlirOperation norm, MlirType *types) {
  intptr_t n = 0;
  for (intptr_t i = 0, count = mlirOperationGetNumResults(norm); i < count; ++i)
    types[n++] = mlirValueGetType(mlirOperationGetResult(norm, i));
  if (tcOpGetKind(norm) == TC_OP_ADD_RMS_NORM)
    types[n++] = mlirValueGetType(mlirOperationGetOperand(norm, 0));
  return n;
}

static void fuse(MlirOperation allReduce, MlirOperation norm) {
  MlirValue sum = mlirOperationGetResult(allReduce, 0);
  MlirValue operands[4];
  intptr_t numOperands = mlirOperationGetNumOperands(norm);
  for (intptr_t i = 0; i < numOperands && i < 4; ++i)
    operands[i] = mlirOperationGetOperand(norm, i);
  // The sum first: x + residual is the same sum either way round.
  if (mlirValueEqual(operands[1], sum)) {
    operands[1] = operands[0];
    operands[0] = sum;
  }
  operands[0] = mlirOperationGetOperand(allReduce, 0);
  MlirType types[4];
  intptr_t numResults = fusedResultTypes(norm, types);
  intptr_t numAttributes;
  MlirNamedAttribute *attributes = tcFusedAttributes(
      allReduce, norm, (MlirNamedAttribute){{NULL}, {NULL}}, &numAttributes);
  MlirOperation fused =
      tcBuildOp(tcOpKindGetName(TC_OP_ALL_REDUCE_ADD_RMS_NORM),
                tcFusedLocation(allReduce, norm), numOperands, operands,
                numResults, types, numAttributes, attributes);
  free(attributes);
  mlirBlockInsertOwnedOperationAfter(mlirOperationGetBlock(allReduce),
                                     allReduce, fused);
  for (intptr_t i = 0, n = mlirOperationGetNumResults(norm); i < n; ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(norm, i),
                                  mlirOperationGetResult(fused, i));
  mlirOperationDestroy(norm);
  mlirOperationDestroy(allReduce);
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
    MlirOperation norm = addNormUserOf(allReduce);
    if (mlirOperationIsNull(norm)) {
      if (markAcrossRegion(allReduce)) {
        tcPassRunCount(run, COUNTER_MARKED_ACROSS_REGION, 1);
        tcPassRunMarkChanged(run);
      }
      continue;
    }
    Counter verdict = checkFusion(allReduce, norm);
    tcPassRunCount(run, verdict, 1);
    if (verdict != COUNTER_FUSED)
      continue;
    fuse(allReduce, norm);
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
