//===- Replication.c - Which values are the same on every rank ------------===//

#include "Support/Replication.h"

#include "mlir-c/BuiltinAttributes.h"

#include "Support/IRUtils.h"

typedef enum Verdict { VERDICT_NO, VERDICT_YES, VERDICT_FROM_OPERANDS } Verdict;

static bool isEntryBlockOfFunction(MlirBlock block) {
  MlirOperation parent = mlirBlockGetParentOperation(block);
  if (mlirOperationIsNull(parent) || !tcOpIsNamed(parent, "func.func"))
    return false;
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(parent, 0));
  return mlirBlockEqual(entry, block);
}

/// Ops whose results are a function of their operands only, on every rank:
/// the dialect's ops but the collectives, and those collectives whose result
/// is the same where each operand is (a collective that says nothing, or
/// keeps this rank's own chunk, is not).
static bool isRankIndependent(MlirOperation op) {
  if (mlirOperationGetNumRegions(op) != 0)
    return false;
  TcOpKind kind = tcOpGetKind(op);
  if (kind == TC_OP_NONE)
    return tcOpIsArithOrTensor(op);
  return !tcOpKindHasTraits(kind, TC_OP_TRAIT_COLLECTIVE) ||
         tcOpKindHasTraits(kind, TC_OP_TRAIT_SAME_IF_OPERANDS_ARE);
}

static Verdict immediateVerdict(MlirValue value, MlirAttribute rankGroup) {
  if (mlirValueIsABlockArgument(value)) {
    MlirBlock block = mlirBlockArgumentGetOwner(value);
    if (!isEntryBlockOfFunction(block))
      return VERDICT_NO;
    return tcFunctionArgumentIsSharded(mlirBlockGetParentOperation(block),
                             mlirBlockArgumentGetArgNumber(value))
               ? VERDICT_NO
               : VERDICT_YES;
  }
  MlirOperation op = mlirOpResultGetOwner(value);
  TcOpKind kind = tcOpGetKind(op);
  if (tcOpKindHasTraits(kind, TC_OP_TRAIT_SAME_ON_GROUP)) {
    // Identical across the ranks of the collective's own group only.
    MlirAttribute group = tcOpGetAttr(op, "rank_group");
    return !mlirAttributeIsNull(group) && mlirAttributeEqual(group, rankGroup)
               ? VERDICT_YES
               : VERDICT_FROM_OPERANDS;
  }
  if (!isRankIndependent(op))
    return VERDICT_NO;
  return mlirOperationGetNumOperands(op) ? VERDICT_FROM_OPERANDS : VERDICT_YES;
}

static void resetFor(TcReplication *replication, MlirAttribute rankGroup) {
  if (!mlirAttributeIsNull(replication->rankGroup) &&
      mlirAttributeEqual(replication->rankGroup, rankGroup))
    return;
  tcPointerSetDestroy(&replication->replicated);
  tcPointerSetDestroy(&replication->notReplicated);
  replication->rankGroup = rankGroup;
}

static bool isKnown(const TcReplication *replication, MlirValue value) {
  return tcPointerSetContains(&replication->replicated, value.ptr) ||
         tcPointerSetContains(&replication->notReplicated, value.ptr);
}

/// Decides `value` from its operands when they are all known; otherwise
/// pushes the unknown ones and returns false.
static bool decideFromOperands(TcReplication *replication, MlirValue value) {
  MlirOperation op = mlirOpResultGetOwner(value);
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  bool allKnown = true;
  for (intptr_t i = 0; i < numOperands; ++i) {
    MlirValue operand = mlirOperationGetOperand(op, i);
    if (tcPointerSetContains(&replication->notReplicated, operand.ptr)) {
      tcPointerSetInsert(&replication->notReplicated, value.ptr);
      return true;
    }
    if (!isKnown(replication, operand)) {
      tcValueVectorPush(&replication->worklist, operand);
      allKnown = false;
    }
  }
  if (allKnown)
    tcPointerSetInsert(&replication->replicated, value.ptr);
  return allKnown;
}

bool tcValueIsReplicated(TcReplication *replication, MlirValue value,
                         MlirAttribute rankGroup) {
  resetFor(replication, rankGroup);
  tcValueVectorPush(&replication->worklist, value);
  while (replication->worklist.size) {
    MlirValue top = replication->worklist.data[replication->worklist.size - 1];
    if (isKnown(replication, top)) {
      tcValueVectorPop(&replication->worklist);
      continue;
    }
    Verdict verdict = immediateVerdict(top, rankGroup);
    if (verdict == VERDICT_FROM_OPERANDS) {
      if (decideFromOperands(replication, top))
        tcValueVectorPop(&replication->worklist);
      continue; // or revisit once the pushed operands are decided
    }
    tcPointerSetInsert(verdict == VERDICT_YES ? &replication->replicated
                                              : &replication->notReplicated,
                       top.ptr);
    tcValueVectorPop(&replication->worklist);
  }
  return tcPointerSetContains(&replication->replicated, value.ptr) &&
         !tcPointerSetContains(&replication->notReplicated, value.ptr);
}

void tcReplicationForget(TcReplication *replication, MlirValue value) {
  // The sets have no removal; a value in both counts as not replicated.
  tcPointerSetInsert(&replication->notReplicated, value.ptr);
}

void tcReplicationErase(TcReplication *replication, MlirValue value) {
  tcPointerSetErase(&replication->replicated, value.ptr);
  tcPointerSetErase(&replication->notReplicated, value.ptr);
}

void tcReplicationDestroy(TcReplication *replication) {
  tcPointerSetDestroy(&replication->replicated);
  tcPointerSetDestroy(&replication->notReplicated);
  tcValueVectorDestroy(&replication->worklist);
  *replication = (TcReplication){0};
}
