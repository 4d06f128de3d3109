//===- FuseNormQuant.c - tc-fuse-norm-quant --------------------------------===//
//
// rms_norm, add_rms_norm or add_rms_norm2 followed by the quantize of its
// output (static, dynamic per token or per group of the last dim, MXFP4,
// NVFP4) becomes one rms_norm_quant / add_rms_norm_quant: the normalized
// value never goes to memory in the activation type. This is the fusion
// tc-lift-combine-quant moves quantizes up for, as serving engines run it
// (vLLM's fuse_norm_quant, TensorRT-LLM's fused add + RMSNorm + quant
// kernels). Exact: the fused op quantizes the value the norm would store.
//
//===----------------------------------------------------------------------===//

#include "Passes/PassDefinition.h"
#include "Passes/Fusion.h"
#include "Support/IRUtils.h"

#define FUSE_NORM_QUANT_COUNTERS(X) TC_QUANT_FUSION_COUNTERS(X, "norms")
TC_DECLARE_COUNTERS(FUSE_NORM_QUANT_COUNTERS)

static bool isNorm(MlirOperation op) {
  TcOpKind kind = tcOpGetKind(op);
  return kind == TC_OP_RMS_NORM || kind == TC_OP_ADD_RMS_NORM ||
         kind == TC_OP_ADD_RMS_NORM2;
}

static MlirLogicalResult runFuseNormQuant(MlirOperation root,
                                          const void *options,
                                          TcPassRun *run) {
  (void)options;
  tcRunQuantFusion(root, isNorm, run);
  return mlirLogicalResultSuccess();
}

const TcPassDefinition tcFuseNormQuantPassDefinition = {
    .argument = "tc-fuse-norm-quant",
    .name = "TcFuseNormQuant",
    .description = "Fuse an RMS norm (with or without the residual add) and "
                   "the quantize of its output into one op",
    .counterNames = kCounterNames,
    .counterDescriptions = kCounterDescriptions,
    .numCounters = NUM_COUNTERS,
    .run = runFuseNormQuant,
};
