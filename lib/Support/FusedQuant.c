//===- FusedQuant.c - Where a fused op keeps its quantization --------------===//

#include "Support/FusedQuant.h"

#include "mlir-c/BuiltinAttributes.h"

#include "Support/Regions.h"

bool tcOpKindIsQuantize(TcOpKind kind) {
  return tcOpKindHasTraits(kind, TC_OP_TRAIT_QUANTIZE);
}

bool tcOpKindIsFusedQuant(TcOpKind kind) {
  return tcOpKindHasTraits(kind, TC_OP_TRAIT_FUSED_QUANT);
}

void tcQuantizeKindGetArity(TcOpKind kind, intptr_t *minArguments,
                            intptr_t *maxArguments, intptr_t *numResults) {
  *minArguments = *maxArguments = 0;
  *numResults = 2; // q and its scale
  if (kind == TC_OP_QUANTIZE) { // scale [, offset] -> q
    *minArguments = 1;
    *maxArguments = 2;
    *numResults = 1;
  } else if (kind == TC_OP_DYNAMIC_QUANTIZE_NVFP4) { // global_scale
    *minArguments = *maxArguments = 1;
  } else if (kind == TC_OP_DYNAMIC_QUANTIZE_ASYMMETRIC) { // q, scale, offset
    *numResults = 3;
  }
}

bool tcOpQuantizesOutput(MlirOperation op) {
  TcOpKind kind = tcOpGetKind(op);
  return tcOpKindIsFusedQuant(kind) ||
         (kind == TC_OP_ALL_REDUCE_ADD_RMS_NORM &&
          !mlirAttributeIsNull(tcOpGetAttr(op, "quantize")));
}

TcOpKind tcFusedQuantKindOfProducer(TcOpKind producer) {
  switch (producer) {
  case TC_OP_RMS_NORM:
    return TC_OP_RMS_NORM_QUANT;
  case TC_OP_ADD_RMS_NORM:
  case TC_OP_ADD_RMS_NORM2:
    return TC_OP_ADD_RMS_NORM_QUANT;
  case TC_OP_SWIGLU:
    return TC_OP_SWIGLU_QUANT;
  default:
    return TC_OP_NONE;
  }
}

static TcOpKind quantizeKindOf(MlirOperation op) {
  MlirAttribute name = tcOpGetAttr(op, "quantize");
  if (mlirAttributeIsNull(name) || !mlirAttributeIsAString(name))
    return TC_OP_NONE;
  MlirStringRef text = mlirStringAttrGetValue(name);
  char qualified[64] = "tensor_cast.";
  size_t prefix = sizeof("tensor_cast.") - 1;
  if (text.length + prefix >= sizeof qualified)
    return TC_OP_NONE;
  for (size_t i = 0; i < text.length; ++i)
    qualified[prefix + i] = text.data[i];
  TcOpKind kind = tcOpKindFromName(
      mlirStringRefCreate(qualified, prefix + text.length));
  return tcOpKindIsQuantize(kind) ? kind : TC_OP_NONE;
}

TcFusedQuantLayout tcFusedQuantGetLayout(MlirOperation op) {
  TcOpKind kind = tcOpGetKind(op);
  TcFusedQuantLayout layout = {.quantize = quantizeKindOf(op)};
  bool addsResidual = kind == TC_OP_ADD_RMS_NORM_QUANT ||
                      kind == TC_OP_ALL_REDUCE_ADD_RMS_NORM;
  layout.numProducerOperands = addsResidual ? 3 : 2;
  layout.numTrailingResults = addsResidual ? 1 : 0;
  intptr_t operands = mlirOperationGetNumOperands(op);
  intptr_t results = mlirOperationGetNumResults(op);
  layout.firstArgument = layout.numProducerOperands;
  layout.numArguments = operands > layout.firstArgument
                            ? operands - layout.firstArgument
                            : 0;
  if (kind == TC_OP_ATTENTION_QUANT) { // q, k, v, kv_scales..., o_scale
    layout.numProducerOperands = operands > 0 ? operands - 1 : 0;
    layout.firstArgument = layout.numProducerOperands;
    layout.numArguments = operands > 0 ? 1 : 0;
  }
  layout.firstResult = 0;
  layout.numResults = results > layout.numTrailingResults
                          ? results - layout.numTrailingResults
                          : 0;
  return layout;
}

MlirOperation tcValueGetNormUser(MlirValue value) {
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    TcOpKind kind = tcOpGetKind(user);
    if (mlirOpOperandGetOperandNumber(use) == 0 &&
        (kind == TC_OP_RMS_NORM || kind == TC_OP_RMS_NORM_QUANT))
      return user;
  }
  return (MlirOperation){NULL};
}

bool tcAllReduceGetRegionNorm(MlirOperation allReduce, MlirOperation *add,
                              MlirOperation *norm) {
  if (tcOpGetKind(allReduce) != TC_OP_ALL_REDUCE)
    return false;
  *add = tcValueGetSoleUser(mlirOperationGetResult(allReduce, 0));
  if (mlirOperationIsNull(*add) || !tcOpIsNamed(*add, "arith.addf") ||
      mlirOperationGetNumOperands(*add) != 2)
    return false;
  MlirOperation end = tcValueGetSoleUser(mlirOperationGetResult(*add, 0));
  if (mlirOperationIsNull(end) || tcOpGetKind(end) != TC_OP_REGION_END ||
      !tcRegionMarkerHasCopies(end))
    return false;
  MlirOperation begin = tcRegionMarkerGetBegin(end);
  if (mlirOperationIsNull(begin))
    return false;
  *norm = tcValueGetNormUser(mlirOperationGetResult(begin, 0));
  return !mlirOperationIsNull(*norm);
}
