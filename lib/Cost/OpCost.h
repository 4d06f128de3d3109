//===- OpCost.h - What one op costs on one rank ---------------------*- C -*-===//
//
// The per-op formulas of the cost model (docs/cost-report.md): FLOPs,
// bytes moved to and from memory, and bytes sent over the interconnect.
// Times are the report's business: they need a device.
//
//===----------------------------------------------------------------------===//
#ifndef TC_COST_OPCOST_H
#define TC_COST_OPCOST_H

#include <stdbool.h>

#include "mlir-c/IR.h"

#include "Cost/Device.h"
#include "Support/IRUtils.h"
#include "Util/StringBuffer.h"

typedef enum TcCostKind {
  TC_COST_PLUMBING,   // moves no data: views, markers, slices of a value
  TC_COST_KERNEL,     // one kernel launch on the device
  TC_COST_COLLECTIVE, // one collective over the interconnect
} TcCostKind;

/// Which of a calibrated device's kernel classes times a kernel.
typedef enum TcKernelClass {
  TC_KERNEL_BANDWIDTH, // norms, RoPE, activations, quantizes, elementwise
  TC_KERNEL_GEMM,
  TC_KERNEL_ATTENTION,
  TC_KERNEL_MOE_DISPATCH, // starts a fused MoE block
} TcKernelClass;

/// The shape of a GEMM: rows of real work (after the routing share),
/// output columns, reduction length, and weight bytes per element.
typedef struct TcGemmShape {
  TcGemmClass klass;
  double m, n, k, weightBytes;
  double rows; // rows before the routing share (the expert's capacity)
  /// A routed GEMM's MoE block: its experts and those this rank holds (0
  /// when the program does not say: routing is then taken as balanced).
  double experts, localExperts;
} TcGemmShape;

/// DeepSeek's multi-head latent attention, which runs its own kernels:
/// absorbed decode (every head against one latent key head whose first
/// columns are the values) and prefill (values narrower than the keys).
typedef enum TcMlaKind { TC_MLA_NONE, TC_MLA_DECODE, TC_MLA_CONTEXT } TcMlaKind;

/// `kvBytes`: the bytes a kernel model reads per key and value element (of
/// the mean head dim); `mla` with `keyWidth`, `valueWidth` and the cache's
/// `elementBytes` for MLA's kernel models.
typedef struct TcAttentionShape {
  TcAttentionClass klass;
  double batch, queries, keys, qHeads, kvHeads, headDim, window, kvBytes;
  TcMlaKind mla;
  double keyWidth, valueWidth, elementBytes;
} TcAttentionShape;

typedef struct TcOpCost {
  TcCostKind kind;
  TcComputeType computeType; // whose peak the FLOPs run at
  /// `bytes` of a collective: what it streams from memory besides the
  /// transfer, 0 but for one with a norm on the way (all_reduce_add_rms_norm,
  /// one kernel as TensorRT-LLM's and FlashInfer's fused all-reduce run it:
  /// the residual, the weight and what the norm writes), no launch of its own.
  double flops, bytes, commBytes;
  bool writesIntoFirstOperand; // results are its first operand, updated
  double resultShare;          // the share of rows of each of its results
  TcKernelClass kernelClass;
  /// Part of a fused MoE block (between moe_dispatch and moe_combine, both
  /// included): the block is one kernel, so no fixed cost of its own.
  bool routed;
  double routedShare; // the share of rows of its routed operand
  /// Runs inside the attention kernels as serving engines build them: RoPE
  /// and the KV cache write of the keys and values attention reads (the
  /// q and k head norms with their RoPE are tc-fuse-qk-norm-rope's op).
  bool fusedIntoAttention;
  /// The residual add before the next layer's norm (directly, or closing a
  /// layer between region markers): engines fuse the two (add + RMSNorm, a
  /// written-out program's add_rms_norm2), so it reads its operands and
  /// launches nothing.
  bool fusedIntoNorm;
  /// Runs inside a marked all_reduce's collective (region markers: the
  /// residual add closing a layer and the next layer's input norm, which
  /// engines run with it): no launch, and its bytes are the collective's.
  bool fusedIntoCollective;
  /// The router's top-k before a fused MoE block: launched (the host counts
  /// it), but the block's measured time holds its GPU time, so it has no
  /// fixed cost of its own on a calibrated device.
  bool timedWithMoeBlock;
  /// The kernels it runs one after another when it launches any: 1, or 2
  /// for a dynamic quantize to one scale for the whole tensor (the abs-max
  /// over all of it must finish before any element is quantized; `bytes`
  /// holds the second read of the input).
  int kernels;
  TcGemmShape gemm;           // kernelClass TC_KERNEL_GEMM
  TcAttentionShape attention; // kernelClass TC_KERNEL_ATTENTION
  double messageBytes; // collectives: the larger per-rank buffer
  TcCollectiveKind collective; // collectives: which one (NCCL's)
  int64_t ranks;        // collectives: the group size
  /// Collectives: the group's lowest and highest rank and, when its ranks
  /// are evenly spaced, the step between them (0 otherwise): which nodes the
  /// group spans.
  int64_t firstRank, lastRank, rankStride;
  /// An MoE block's all_to_all: the experts each token is sent to (top_k),
  /// 0 when unknown. Copies of a token bound for one node cross the network
  /// once (DeepEP forwards them inside the node).
  double copiesPerToken;
} TcOpCost;

/// The share of a value's token rows that are real work: 1 except for the
/// experts' inputs and outputs between moe_dispatch and moe_combine, where
/// each expert sees top_k / experts of the tokens under balanced routing.
typedef double (*TcValueShareFn)(MlirValue value, void *userData);

/// True when ops of `kind` have a FLOP rule in the cost model's table (the
/// registry test asks it of every op).
bool tcOpKindHasFlopRule(TcOpKind kind);

/// The cost of one execution of `op`, its token rows scaled by `share`.
/// Fails, writing what was expected to `error`, on a shape the model cannot
/// count (a dynamic dim).
bool tcOpEstimateCost(MlirOperation op, TcValueShareFn share, void *userData,
                      TcOpCost *cost, TcStringBuffer *error);

/// True when every use of `value` is, directly or through views and
/// concatenations, a weight operand (linear's w and bias, quant_linear's w,
/// its scale, offset and bias, a norm's scale, the embedding table); false
/// for an unused value.
bool tcValueFeedsOnlyWeights(MlirValue value);

/// True when `value` is a KV cache: a function argument only ever appended
/// to (the first operand of concatenations), which serving engines keep
/// preallocated and write in place.
bool tcValueIsAppendedCache(MlirValue value);

/// The most queries a sequence a generation step runs: its last token and
/// the speculative draft tokens it verifies (multi-token prediction).
enum { TC_GENERATION_MAX_QUERIES = 16 };
/// Whether attention `op` is a generation step: one query a sequence, or a
/// few (at most TC_GENERATION_MAX_QUERIES) after a cache, which engines run
/// in their generation kernels (and CUDA graphs), not as a prefill.
bool tcAttentionIsGenerationStep(MlirOperation op);

/// The bytes of a tensor value (i4/f4 count half a byte), 0 for anything
/// else, and false on a dynamic dim.
bool tcValueGetBytes(MlirValue value, double *bytes);

#endif // TC_COST_OPCOST_H
