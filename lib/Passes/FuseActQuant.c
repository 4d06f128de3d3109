//===- FuseActQuant.c - tc-fuse-act-quant ----------------------------------===//
//
// swiglu followed by the quantize of its output (static, dynamic per token
// or per group of the last dim, MXFP4, NVFP4) becomes one swiglu_quant: the
// activation is quantized in registers before the down projection reads it,
// as vLLM's fuse_act_quant and TensorRT-LLM's SwiGLU + quant kernels run it.
// Exact: the fused op quantizes the value SwiGLU would store.
//
//===----------------------------------------------------------------------===//

#include "Passes/PassDefinition.h"
#include "Passes/Fusion.h"
#include "Support/IRUtils.h"

#define FUSE_ACT_QUANT_COUNTERS(X) TC_QUANT_FUSION_COUNTERS(X, "activations")
TC_DECLARE_COUNTERS(FUSE_ACT_QUANT_COUNTERS)

static bool isActivation(MlirOperation op) {
  return tcOpGetKind(op) == TC_OP_SWIGLU;
}

static MlirLogicalResult runFuseActQuant(MlirOperation root,
                                         const void *options, TcPassRun *run) {
  (void)options;
  tcRunQuantFusion(root, isActivation, run);
  return mlirLogicalResultSuccess();
}

const TcPassDefinition tcFuseActQuantPassDefinition = {
    .argument = "tc-fuse-act-quant",
    .name = "TcFuseActQuant",
    .description = "Fuse SwiGLU and the quantize of its output into one op",
    .counterNames = kCounterNames,
    .counterDescriptions = kCounterDescriptions,
    .numCounters = NUM_COUNTERS,
    .run = runFuseActQuant,
};
