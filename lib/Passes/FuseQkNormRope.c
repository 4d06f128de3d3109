//===- FuseQkNormRope.c - tc-fuse-qk-norm-rope ------------------------------===//
//
// Qwen3's attention normalizes each head of q and of k (an rms_norm over the
// head_dim) and then rotates them: rope(rms_norm(q)), rope(rms_norm(k)).
// The two chains become one qk_norm_rope, as TensorRT-LLM's fused QK-norm +
// RoPE kernel and vLLM's enable_qk_norm_rope_fusion run them. Chains pair in
// program order (the first with the second, a layer's q with its k); the op
// computes each chain alone, so any pairing is exact, and pairs need the
// same positions, eps and rotation.
//
//===----------------------------------------------------------------------===//

#include <stdlib.h>

#include "mlir-c/BuiltinAttributes.h"

#include "Passes/Fusion.h"
#include "Passes/PassDefinition.h"
#include "Support/Builders.h"
#include "Support/IRUtils.h"
#include "Support/Vectors.h"

#define FUSE_QK_NORM_ROPE_COUNTERS(X)                                         \
  X(FUSED, "fused", "Number of q and k norm + RoPE pairs fused")              \
  X(REFUSED_OTHER_USERS, "refused-other-users",                               \
    "Number of chains refused: the normalized heads have another user")       \
  X(REFUSED_MISMATCH, "refused-mismatch",                                     \
    "Number of pairs refused: other positions, eps or rotation attributes")   \
  X(REFUSED_LATE_OPERAND, "refused-late-operand",                             \
    "Number of pairs refused: the second chain's input is computed after "    \
    "the first RoPE, where the fused op goes")                                \
  X(REFUSED_UNPAIRED, "refused-unpaired",                                     \
    "Number of chains left without a partner")

TC_DECLARE_COUNTERS(FUSE_QK_NORM_ROPE_COUNTERS)

/// The head norm (an rms_norm of a 4-D operand) that RoPE `rope` rotates,
/// or null.
static MlirOperation headNormOf(MlirOperation rope) {
  MlirValue x = mlirOperationGetOperand(rope, 0);
  if (!mlirValueIsAOpResult(x))
    return (MlirOperation){NULL};
  MlirOperation norm = mlirOpResultGetOwner(x);
  if (tcOpGetKind(norm) != TC_OP_RMS_NORM ||
      tcValueGetRank(mlirOperationGetOperand(norm, 0)) != 4)
    return (MlirOperation){NULL};
  return norm;
}

typedef struct Chains {
  TcOpVector ropes;
  TcPassRun *run;
} Chains;

/// The ropes of head norms whose output only they read, in program order.
static MlirWalkResult collectChains(MlirOperation op, void *userData) {
  Chains *chains = userData;
  if (tcOpGetKind(op) != TC_OP_ROPE)
    return MlirWalkResultAdvance;
  MlirOperation norm = headNormOf(op);
  if (mlirOperationIsNull(norm))
    return MlirWalkResultAdvance;
  if (tcValueHasSingleUse(mlirOperationGetResult(norm, 0)))
    tcOpVectorPush(&chains->ropes, op);
  else
    tcPassRunCount(chains->run, COUNTER_REFUSED_OTHER_USERS, 1);
  return MlirWalkResultAdvance;
}

/// Every attribute of `a` is on `b` with the same value, and no other.
static bool sameAttributes(MlirOperation a, MlirOperation b) {
  intptr_t n = mlirOperationGetNumAttributes(a);
  if (n != mlirOperationGetNumAttributes(b))
    return false;
  for (intptr_t i = 0; i < n; ++i) {
    MlirNamedAttribute named = mlirOperationGetAttribute(a, i);
    MlirAttribute other = mlirOperationGetAttributeByName(
        b, mlirIdentifierStr(named.name));
    if (mlirAttributeIsNull(other) ||
        !mlirAttributeEqual(other, named.attribute))
      return false;
  }
  return true;
}

static Counter checkPair(MlirOperation first, MlirOperation second) {
  MlirOperation firstNorm = headNormOf(first), secondNorm = headNormOf(second);
  if (!mlirBlockEqual(mlirOperationGetBlock(first),
                      mlirOperationGetBlock(second)) ||
      !mlirValueEqual(mlirOperationGetOperand(first, 1),
                      mlirOperationGetOperand(second, 1)) ||
      !sameAttributes(first, second) || !sameAttributes(firstNorm, secondNorm))
    return COUNTER_REFUSED_MISMATCH;
  for (intptr_t i = 0; i < 2; ++i)
    if (!tcValueIsAvailableBefore(mlirOperationGetOperand(secondNorm, i),
                                  first))
      return COUNTER_REFUSED_LATE_OPERAND;
  return COUNTER_FUSED;
}

static void fusePair(MlirOperation first, MlirOperation second) {
  MlirOperation firstNorm = headNormOf(first), secondNorm = headNormOf(second);
  MlirValue operands[5] = {mlirOperationGetOperand(firstNorm, 0),
                           mlirOperationGetOperand(secondNorm, 0),
                           mlirOperationGetOperand(firstNorm, 1),
                           mlirOperationGetOperand(secondNorm, 1),
                           mlirOperationGetOperand(first, 1)};
  MlirType types[2] = {mlirValueGetType(mlirOperationGetResult(first, 0)),
                       mlirValueGetType(mlirOperationGetResult(second, 0))};
  intptr_t numAttributes;
  // The norms' eps, then the rotation's attributes.
  MlirNamedAttribute *attributes = tcFusedAttributes(
      firstNorm, first, (MlirNamedAttribute){{NULL}, {NULL}}, &numAttributes);
  MlirOperation fused = tcBuildOp(
      tcOpKindGetName(TC_OP_QK_NORM_ROPE), tcFusedLocation(first, second), 5,
      operands, 2, types, numAttributes, attributes);
  free(attributes);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(first), first,
                                      fused);
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(first, 0),
                                mlirOperationGetResult(fused, 0));
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(second, 0),
                                mlirOperationGetResult(fused, 1));
  MlirOperation dead[4] = {first, second, firstNorm, secondNorm};
  for (int i = 0; i < 4; ++i)
    mlirOperationDestroy(dead[i]);
}

static MlirLogicalResult runFuseQkNormRope(MlirOperation root,
                                           const void *options,
                                           TcPassRun *run) {
  (void)options;
  // Collect first: rewriting during the walk would erase the visited op.
  Chains chains = {{0}, run};
  mlirOperationWalk(root, collectChains, &chains, MlirWalkPreOrder);
  size_t i = 0;
  for (; i + 1 < chains.ropes.size; i += 2) {
    MlirOperation first = chains.ropes.data[i];
    MlirOperation second = chains.ropes.data[i + 1];
    Counter verdict = checkPair(first, second);
    tcPassRunCount(run, verdict, verdict == COUNTER_FUSED ? 1 : 2);
    if (verdict != COUNTER_FUSED)
      continue;
    fusePair(first, second);
    tcPassRunMarkChanged(run);
  }
  tcPassRunCount(run, COUNTER_REFUSED_UNPAIRED, chains.ropes.size - i);
  tcOpVectorDestroy(&chains.ropes);
  return mlirLogicalResultSuccess();
}

const TcPassDefinition tcFuseQkNormRopePassDefinition = {
    .argument = "tc-fuse-qk-norm-rope",
    .name = "TcFuseQkNormRope",
    .description = "Fuse the q and k head norms and their RoPE (Qwen3's "
                   "attention) into one op",
    .counterNames = kCounterNames,
    .counterDescriptions = kCounterDescriptions,
    .numCounters = NUM_COUNTERS,
    .run = runFuseQkNormRope,
};
