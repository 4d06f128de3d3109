//===- FusedKernels.c - tc-run: ops whose output leaves quantized ---------===//
//
// A fused op computes its producer's output (rounded to the producer's
// element type, as the unfused program stores it), then quantizes it with
// the quantize op its `quantize` attribute names. Rounding first keeps the
// fused program bit for bit equal to the unfused one: fusing changes where
// the bytes go, not what the values are.
//
//===----------------------------------------------------------------------===//

#include <stdlib.h>

#include "Run/Machine.h"
#include "Support/FusedQuant.h"
#include "Util/StringBuffer.h"

/// A tensor of `like`'s shape and format, zeroed, that the caller frees.
static TcTensor temporaryLike(const TcTensor *like) {
  TcTensor tensor = *like;
  tensor.data = tcCheckAllocation(calloc(
      (size_t)(like->numElements ? like->numElements : 1), sizeof(double)));
  return tensor;
}

/// The producer's output on the rank at `position` into `produced`: the
/// norm of `x` (with operand 1 added for the ops that add a residual, whose
/// sum goes to their last result) or SwiGLU of operands 0 and 1.
static bool runProducer(TcMachine *machine, MlirOperation op,
                        const TcFusedQuantLayout *layout, const TcTensor *x,
                        int64_t position, TcTensor *produced) {
  const TcTensor *second = tcMachineGetOperand(machine, op, 1, position);
  if (!x || !second)
    return false;
  TcOpKind kind = tcOpGetKind(op);
  if (kind == TC_OP_SWIGLU_QUANT) {
    if (x->numElements != second->numElements)
      return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
    tcRunSwigluTensors(x, second, produced);
    return true;
  }
  if (kind == TC_OP_RMS_NORM_QUANT)
    return tcRunNormTensors(op, x, NULL, second, produced, NULL);
  const TcTensor *weight = tcMachineGetOperand(machine, op, 2, position);
  TcTensor *residualOut = tcMachineGetResult(
      machine, op, mlirOperationGetNumResults(op) - 1, position);
  return weight &&
         tcRunNormTensors(op, x, second, weight, produced, residualOut);
}

/// The fused op's quantization of `produced` into its results.
static bool quantizeProduced(TcMachine *machine, MlirOperation op,
                             const TcFusedQuantLayout *layout,
                             const TcTensor *produced, int64_t position) {
  TcQuantizeTensors tensors;
  return tcMachineGetQuantizeTensors(machine, op, produced,
                                     layout->firstArgument,
                                     layout->numArguments, layout->firstResult,
                                     layout->numResults, position, &tensors) &&
         tcRunQuantizeTensors(op, layout->quantize, &tensors);
}

bool tcRunFusedOnRankWithInput(TcMachine *machine, MlirOperation op,
                               const TcTensor *x, int64_t position) {
  TcFusedQuantLayout layout = tcFusedQuantGetLayout(op);
  if (!x)
    return false;
  if (!tcOpQuantizesOutput(op)) // the norm's output as it is
    return runProducer(machine, op, &layout, x, position,
                       tcMachineGetResult(machine, op, 0, position));
  TcTensor produced = temporaryLike(x);
  bool ok = runProducer(machine, op, &layout, x, position, &produced) &&
            quantizeProduced(machine, op, &layout, &produced, position);
  free(produced.data);
  return ok;
}

bool tcRunFusedQuantOnRank(TcMachine *machine, MlirOperation op,
                           int64_t position) {
  return tcRunFusedOnRankWithInput(
      machine, op, tcMachineGetOperand(machine, op, 0, position), position);
}

/// The head norm, then RoPE, of pair `which` of a qk_norm_rope (0: q,
/// operands 0 and 2; 1: k, operands 1 and 3) into its result `which`.
static bool normThenRope(TcMachine *machine, MlirOperation op, intptr_t which,
                         int64_t position) {
  const TcTensor *x = tcMachineGetOperand(machine, op, which, position);
  const TcTensor *weight =
      tcMachineGetOperand(machine, op, 2 + which, position);
  const TcTensor *positions = tcMachineGetOperand(machine, op, 4, position);
  if (!x || !weight || !positions)
    return false;
  TcTensor normed = temporaryLike(x);
  bool ok = tcRunNormTensors(op, x, NULL, weight, &normed, NULL) &&
            tcRunRopeTensors(op, &normed, positions,
                             tcMachineGetResult(machine, op, which, position));
  free(normed.data);
  return ok;
}

bool tcRunQkNormRopeOnRank(TcMachine *machine, MlirOperation op,
                           int64_t position) {
  return normThenRope(machine, op, 0, position) &&
         normThenRope(machine, op, 1, position);
}

/// attention_quant: attention into q's shape and format (the output the
/// unfused attention stores), then its quantization.
bool tcRunAttentionQuantOnRank(TcMachine *machine, MlirOperation op,
                               int64_t position) {
  TcFusedQuantLayout layout = tcFusedQuantGetLayout(op);
  const TcTensor *q = tcMachineGetOperand(machine, op, 0, position);
  if (!q)
    return false;
  TcTensor produced = temporaryLike(q);
  bool ok = tcRunAttentionInto(machine, op, position,
                               layout.numProducerOperands > 3, &produced) &&
            quantizeProduced(machine, op, &layout, &produced, position);
  free(produced.data);
  return ok;
}
