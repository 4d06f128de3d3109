//===- Fusion.c - What the fusion passes share ----------------------------===//
//
// The fused op computes exactly what the pair computed (tc-run rounds the
// producer's output to its type before quantizing it), so the rewrite only
// has to keep the IR valid: the producer's output must have no other user
// (it would still be written), the quantization must be one a fused kernel
// runs (symmetric, row by row), and everything the fused op reads must exist
// where the producer stood.
//
//===----------------------------------------------------------------------===//

#include "Passes/Fusion.h"

#include <stdlib.h>

#include "mlir-c/BuiltinAttributes.h"

#include "Passes/PassDefinition.h"
#include "Support/Builders.h"
#include "Support/FusedQuant.h"
#include "Support/IRUtils.h"
#include "Support/Vectors.h"
#include "Util/StringBuffer.h"

MlirOperation tcQuantizeUserOf(MlirOperation producer) {
  if (mlirOperationGetNumResults(producer) < 1)
    return (MlirOperation){NULL};
  MlirValue output = mlirOperationGetResult(producer, 0);
  for (MlirOpOperand use = mlirValueGetFirstUse(output);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (mlirOpOperandGetOperandNumber(use) == 0 &&
        tcOpKindIsQuantize(tcOpGetKind(user)))
      return user;
  }
  return (MlirOperation){NULL};
}

/// A dynamic quantization whose `dims` is the last dim alone.
static bool reducesLastDimOnly(MlirOperation quantize) {
  MlirAttribute dims = tcOpGetAttr(quantize, "dims");
  if (mlirAttributeIsNull(dims) || !mlirAttributeIsADenseI64Array(dims) ||
      mlirDenseArrayGetNumElements(dims) != 1)
    return false;
  int64_t dim = mlirDenseI64ArrayGetElement(dims, 0);
  int64_t rank = tcValueGetRank(mlirOperationGetOperand(quantize, 0));
  return dim == -1 || (rank > 0 && dim == rank - 1);
}

bool tcValueIsAvailableBefore(MlirValue value, MlirOperation producer) {
  if (mlirValueIsABlockArgument(value))
    return true;
  MlirOperation owner = mlirOpResultGetOwner(value);
  MlirBlock block = mlirOperationGetBlock(producer);
  if (!mlirBlockEqual(mlirOperationGetBlock(owner), block)) {
    // An op of an enclosing block dominates the producer's whole block.
    for (MlirOperation parent = mlirBlockGetParentOperation(block);
         !mlirOperationIsNull(parent);
         parent = mlirOperationGetParentOperation(parent))
      if (mlirBlockEqual(mlirOperationGetBlock(owner),
                         mlirOperationGetBlock(parent)))
        return mlirOperationIsBeforeInBlock(owner, parent);
    return false;
  }
  return mlirOperationIsBeforeInBlock(owner, producer);
}

TcQuantFusionVerdict tcCheckQuantFusion(MlirOperation producer,
                                        MlirOperation quantize) {
  TcOpKind kind = tcOpGetKind(quantize);
  if (!tcValueHasSingleUse(mlirOperationGetResult(producer, 0)))
    return TC_QUANT_FUSION_OTHER_USERS;
  if (kind == TC_OP_DYNAMIC_QUANTIZE_ASYMMETRIC ||
      (kind == TC_OP_QUANTIZE && mlirOperationGetNumOperands(quantize) > 2))
    return TC_QUANT_FUSION_OFFSET;
  if (kind == TC_OP_DYNAMIC_QUANTIZE_SYMMETRIC && !reducesLastDimOnly(quantize))
    return TC_QUANT_FUSION_NOT_ROWWISE;
  for (intptr_t i = 1, n = mlirOperationGetNumOperands(quantize); i < n; ++i)
    if (!tcValueIsAvailableBefore(mlirOperationGetOperand(quantize, i),
                                  producer))
      return TC_QUANT_FUSION_LATE_SCALE;
  return TC_QUANT_FUSION_OK;
}

MlirNamedAttribute *tcFusedAttributes(MlirOperation first,
                                      MlirOperation second,
                                      MlirNamedAttribute extra,
                                      intptr_t *count) {
  intptr_t fromFirst = mlirOperationGetNumAttributes(first);
  intptr_t fromSecond = mlirOperationGetNumAttributes(second);
  MlirNamedAttribute *attributes = tcCheckAllocation(malloc(
      sizeof(MlirNamedAttribute) * (size_t)(fromFirst + fromSecond + 1)));
  intptr_t n = 0;
  for (intptr_t i = 0; i < fromFirst; ++i)
    attributes[n++] = mlirOperationGetAttribute(first, i);
  for (intptr_t i = 0; i < fromSecond; ++i)
    attributes[n++] = mlirOperationGetAttribute(second, i);
  if (!mlirAttributeIsNull(extra.attribute))
    attributes[n++] = extra;
  *count = n;
  return attributes;
}

MlirNamedAttribute tcQuantizeAttributeOf(MlirOperation quantize) {
  MlirContext context = mlirOperationGetContext(quantize);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(quantize));
  size_t prefix = sizeof("tensor_cast.") - 1;
  return tcNamedAttribute(
      context, "quantize",
      mlirStringAttrGet(context, mlirStringRefCreate(name.data + prefix,
                                                     name.length - prefix)));
}

MlirLocation tcFusedLocation(MlirOperation first, MlirOperation second) {
  MlirLocation locations[2] = {mlirOperationGetLocation(first),
                               mlirOperationGetLocation(second)};
  return mlirLocationFusedGet(mlirOperationGetContext(first), 2, locations,
                              mlirAttributeGetNull());
}

void tcFuseQuantization(MlirOperation producer, MlirOperation quantize) {
  TcOpKind fusedKind = tcFusedQuantKindOfProducer(tcOpGetKind(producer));
  intptr_t producerOperands = mlirOperationGetNumOperands(producer);
  intptr_t quantizeOperands = mlirOperationGetNumOperands(quantize);
  intptr_t quantizeResults = mlirOperationGetNumResults(quantize);
  bool keepsResidual = fusedKind == TC_OP_ADD_RMS_NORM_QUANT;
  MlirValue operands[8];
  MlirType types[4];
  intptr_t numOperands = 0, numResults = 0;
  for (intptr_t i = 0; i < producerOperands; ++i)
    operands[numOperands++] = mlirOperationGetOperand(producer, i);
  for (intptr_t i = 1; i < quantizeOperands; ++i)
    operands[numOperands++] = mlirOperationGetOperand(quantize, i);
  for (intptr_t i = 0; i < quantizeResults; ++i)
    types[numResults++] = mlirValueGetType(mlirOperationGetResult(quantize, i));
  if (keepsResidual) // add_rms_norm's sum, which add_rms_norm2 also returns
    types[numResults++] = mlirValueGetType(mlirOperationGetOperand(producer, 0));
  intptr_t numAttributes;
  MlirNamedAttribute *attributes = tcFusedAttributes(
      producer, quantize, tcQuantizeAttributeOf(quantize), &numAttributes);
  MlirOperation fused =
      tcBuildOp(tcOpKindGetName(fusedKind), tcFusedLocation(producer, quantize),
                numOperands, operands, numResults, types, numAttributes,
                attributes);
  free(attributes);
  mlirBlockInsertOwnedOperationAfter(mlirOperationGetBlock(producer), producer,
                                     fused);
  for (intptr_t i = 0; i < quantizeResults; ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(quantize, i),
                                  mlirOperationGetResult(fused, i));
  if (keepsResidual && mlirOperationGetNumResults(producer) > 1)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(producer, 1),
                                  mlirOperationGetResult(fused, numResults - 1));
  mlirOperationDestroy(quantize);
  mlirOperationDestroy(producer);
}

typedef struct Candidates {
  bool (*isProducer)(MlirOperation);
  TcOpVector ops;
} Candidates;

static MlirWalkResult collectProducer(MlirOperation op, void *userData) {
  Candidates *candidates = userData;
  if (candidates->isProducer(op) && !mlirOperationIsNull(tcQuantizeUserOf(op)))
    tcOpVectorPush(&candidates->ops, op);
  return MlirWalkResultAdvance;
}

void tcRunQuantFusion(MlirOperation root, bool (*isProducer)(MlirOperation),
                      TcPassRun *run) {
  // Collect first: rewriting during the walk would erase the visited op.
  Candidates candidates = {isProducer, {0}};
  mlirOperationWalk(root, collectProducer, &candidates, MlirWalkPreOrder);
  for (size_t i = 0; i < candidates.ops.size; ++i) {
    MlirOperation producer = candidates.ops.data[i];
    MlirOperation quantize = tcQuantizeUserOf(producer);
    TcQuantFusionVerdict verdict = tcCheckQuantFusion(producer, quantize);
    tcPassRunCount(run, (unsigned)verdict, 1);
    if (verdict != TC_QUANT_FUSION_OK)
      continue;
    tcFuseQuantization(producer, quantize);
    tcPassRunMarkChanged(run);
  }
  tcOpVectorDestroy(&candidates.ops);
}
