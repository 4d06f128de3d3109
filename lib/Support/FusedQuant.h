//===- FusedQuant.h - Where a fused op keeps the quantization it ends with -*- C -*-===//
//
// A fused op of the dialect (rms_norm_quant, add_rms_norm_quant,
// swiglu_quant, attention_quant) is a producer whose output leaves the
// kernel quantized: its operands are the producer's, then the quantize op's
// after x (a static scale, or NVFP4's global_scale: at most one; always one
// for attention_quant, whose kernels take one output scale); its results are the quantize
// op's (q, then a dynamic scale), then the producer's other results
// (add_rms_norm_quant's residual_out). Its `quantize` attribute names the
// quantize op it absorbed. Quantizations with an offset have no fused form:
// the engines' fused kernels are symmetric. The verifier, tc-run, the cost
// model and the passes read the layout here.
//
//===----------------------------------------------------------------------===//
#ifndef TC_SUPPORT_FUSEDQUANT_H
#define TC_SUPPORT_FUSEDQUANT_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/IR.h"

#include "Support/IRUtils.h"

#ifdef __cplusplus
extern "C" {
#endif

/// True for quantize, dynamic_quantize_{symmetric,asymmetric,mxfp4,nvfp4}.
bool tcOpKindIsQuantize(TcOpKind kind);

/// True for the fused ops that end with a quantization.
bool tcOpKindIsFusedQuant(TcOpKind kind);

/// True when `op` quantizes its output: a fused op, or an
/// all_reduce_add_rms_norm with a `quantize` attribute (without one it
/// returns the norm's output in x's type).
bool tcOpQuantizesOutput(MlirOperation op);

/// What a quantize op of `kind` takes after x and returns: at least
/// `minArguments`, at most `maxArguments` operands (a static quantize's
/// second is its offset), `numResults` results.
void tcQuantizeKindGetArity(TcOpKind kind, intptr_t *minArguments,
                            intptr_t *maxArguments, intptr_t *numResults);

/// A fused op's parts: its producer's operands, the quantization's operands
/// and results, and the producer's results after them.
typedef struct TcFusedQuantLayout {
  TcOpKind quantize; // TC_OP_NONE: `quantize` names no quantize op
  intptr_t numProducerOperands;
  intptr_t firstArgument, numArguments; // scale, offset / global_scale
  intptr_t firstResult, numResults;     // q, scale, offset
  intptr_t numTrailingResults;          // residual_out
} TcFusedQuantLayout;

/// The layout of `op`, a fused op (tcOpKindIsFusedQuant) or an
/// all_reduce_add_rms_norm (numResults counts y without a quantization, and
/// `quantize` is then TC_OP_NONE); counts taken from
/// the op as it is (the verifier checks them against the quantize's arity).
/// The fused op's own limits: at most one quantization operand, no offset.
enum { TC_FUSED_QUANT_MAX_ARGUMENTS = 1, TC_FUSED_QUANT_MAX_RESULTS = 2 };
TcFusedQuantLayout tcFusedQuantGetLayout(MlirOperation op);

/// The fused op of `producer` (rms_norm, add_rms_norm, add_rms_norm2,
/// swiglu), TC_OP_NONE for any other kind.
TcOpKind tcFusedQuantKindOfProducer(TcOpKind producer);

/// The norm (rms_norm or rms_norm_quant) that normalizes `value` as its x,
/// or null.
MlirOperation tcValueGetNormUser(MlirValue value);

/// The unit attribute tc-fuse-allreduce-norm puts on an all_reduce that
/// closes a layer between region markers: engines run it with the residual
/// add and the next layer's input norm as one collective, which no op can
/// hold across the region boundary, so the cost model prices the three as
/// that collective.
#define TC_FUSED_WITH_REGION_NORM_ATTR "tensor_cast.fused_with_region_norm"

/// The ops a layer-closing all_reduce would run fused with: `add`, the
/// arith.addf of its sum and the residual that a region_end closes a copied
/// region with, and `norm`, the region's input norm (an rms_norm or
/// rms_norm_quant of its region_begin), which the region's next execution
/// runs on that sum. False when `allReduce` is not such an all_reduce.
bool tcAllReduceGetRegionNorm(MlirOperation allReduce, MlirOperation *add,
                              MlirOperation *norm);

#ifdef __cplusplus
}
#endif

#endif // TC_SUPPORT_FUSEDQUANT_H
