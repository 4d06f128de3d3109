//===- Fusion.h - What the fusion passes share ----------------*- C -*-===//
//
// What the fusion passes share: where a fused op may go and what it carries
// (operands available there, both ops' attributes and locations), and the
// quantize fusions' whole rewrite (tc-fuse-norm-quant, tc-fuse-act-quant):
// finding the quantize op that reads a producer's output, deciding whether
// the pair can become one fused op (Support/FusedQuant.h) exactly, and
// rewriting it.
//
//===----------------------------------------------------------------------===//
#ifndef TC_PASSES_FUSION_H
#define TC_PASSES_FUSION_H

#include <stdbool.h>

#include "mlir-c/IR.h"

#include "Passes/PassDefinition.h"

/// Whether a producer and the quantize op after it can be fused, or why not.
typedef enum TcQuantFusionVerdict {
  TC_QUANT_FUSION_OK,
  /// The producer's output has a user besides the quantize: it would have
  /// to be written anyway, and nothing is saved.
  TC_QUANT_FUSION_OTHER_USERS,
  /// A quantization with an offset: the fused kernels are symmetric.
  TC_QUANT_FUSION_OFFSET,
  /// A dynamic scale over more than each row's last dim: it needs the whole
  /// output before the first element is quantized.
  TC_QUANT_FUSION_NOT_ROWWISE,
  /// The quantize's scale is computed after the producer, where the fused op
  /// goes.
  TC_QUANT_FUSION_LATE_SCALE,
} TcQuantFusionVerdict;

/// The counters of a quantize fusion pass, in TcQuantFusionVerdict's order
/// (the first counts fusions); `WHAT` names the producers ("norms").
#define TC_QUANT_FUSION_COUNTERS(X, WHAT)                                     \
  X(FUSED, "fused", "Number of " WHAT " fused with the quantize after them")  \
  X(REFUSED_OTHER_USERS, "refused-other-users",                               \
    "Number of candidates refused: the output has another user, so it "       \
    "would be written anyway")                                                \
  X(REFUSED_OFFSET, "refused-offset",                                         \
    "Number of candidates refused: a quantization with an offset (fused "     \
    "kernels are symmetric)")                                                 \
  X(REFUSED_NOT_ROWWISE, "refused-not-rowwise",                               \
    "Number of candidates refused: a dynamic scale over more than each "      \
    "row's last dim")                                                         \
  X(REFUSED_LATE_SCALE, "refused-late-scale",                                 \
    "Number of candidates refused: the quantize's scale is computed after "   \
    "the producer")

/// `value` exists before `op` runs: a block argument, or the result of an op
/// before it in its block or before an op enclosing it.
bool tcValueIsAvailableBefore(MlirValue value, MlirOperation op);

/// The attributes of `first`, then `second`'s, then `extra` unless its
/// attribute is null: a fused op's. The caller frees the array.
MlirNamedAttribute *tcFusedAttributes(MlirOperation first,
                                      MlirOperation second,
                                      MlirNamedAttribute extra,
                                      intptr_t *count);

/// `quantize = "<name>"`: the quantize op (`quantize`) a fused op ends with.
MlirNamedAttribute tcQuantizeAttributeOf(MlirOperation quantize);

/// A fused op's location: both ops' locations, fused.
MlirLocation tcFusedLocation(MlirOperation first, MlirOperation second);

/// Fuses, under `root`, each op `isProducer` accepts with the quantize op
/// that reads its output, counting each candidate under its verdict (the
/// pass's counters are TC_QUANT_FUSION_COUNTERS).
void tcRunQuantFusion(MlirOperation root, bool (*isProducer)(MlirOperation),
                      TcPassRun *run);

/// A quantize op that reads result 0 of `producer` as its x, or null.
MlirOperation tcQuantizeUserOf(MlirOperation producer);

/// Whether `producer` and `quantize` (tcQuantizeUserOf) fuse exactly.
TcQuantFusionVerdict tcCheckQuantFusion(MlirOperation producer,
                                        MlirOperation quantize);

/// Replaces `producer` and `quantize` (checked: TC_QUANT_FUSION_OK) by the
/// fused op of the producer's kind, at the producer's place, and erases
/// both.
void tcFuseQuantization(MlirOperation producer, MlirOperation quantize);

#endif // TC_PASSES_FUSION_H
