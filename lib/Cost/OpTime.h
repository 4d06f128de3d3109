//===- OpTime.h - How long one op's cost takes on a device ----------*- C -*-===//
//
// A data-sheet device times a kernel by its roofline (FLOPs at peak against
// bytes at HBM bandwidth, plus a launch); a calibrated one by the kernel
// class its measurements were fitted for (Cost/KernelModel.h).
//
//===----------------------------------------------------------------------===//
#ifndef TC_COST_OPTIME_H
#define TC_COST_OPTIME_H

#include <stdbool.h>

#include "Cost/Device.h"
#include "Cost/KernelModel.h"
#include "Cost/OpCost.h"

typedef struct TcTimeOptions {
  /// Kernels replay from a CUDA graph: no host launch cost. Without graphs
  /// a kernel takes at least the host's launch time (the GPU overlaps the
  /// launch of the next kernel with the current one).
  bool cudaGraphs;
  /// All-reduces may use the custom one-shot/two-shot kernels serving
  /// engines pick for small messages (the faster of those and NCCL).
  bool customAllReduce;
  /// How an MoE block's tokens spread over its experts: 0 evenly (every
  /// expert the mean), above 0 skewed as a power law of that exponent, with
  /// the block timed on its busiest rank.
  double moeRoutingSkew;
} TcTimeOptions;

/// An expert GEMM's time under skewed routing and what it was computed for:
/// a block's experts share their shapes (gate/up and down: a few of them),
/// and drawing the busiest rank's loads walks every expert, so each op after
/// the first of its shape reuses it.
typedef struct TcSkewedGemmMemo {
  bool valid;
  TcRoutedExperts routing;
  TcGemmClass klass;
  double n, k, weightBytes, microseconds;
} TcSkewedGemmMemo;

enum { TC_SKEWED_GEMM_MEMOS = 4 };

/// Per function: a fused MoE block's fixed cost is charged once, with its
/// first GEMM (whose class it is fitted by).
typedef struct TcTimeState {
  bool moeFixedCostPending;
  TcSkewedGemmMemo skewedGemms[TC_SKEWED_GEMM_MEMOS];
  size_t nextSkewedGemm; // the slot the next new shape replaces
} TcTimeState;

/// True when the op is a kernel launch of its own: not plumbing, not a
/// collective, and not a part of a fused kernel (the MoE block, which
/// moe_dispatch launches; RoPE and the KV append inside attention).
bool tcOpCostLaunchesKernel(const TcOpCost *cost);

/// Microseconds `cost` takes on `device`.
/// The nodes the collective `cost`'s group spans with `gpusPerNode` GPUs a
/// node (rank r on node r / gpusPerNode), and its ranks on each; 1 node and
/// all its ranks for anything else.
void tcOpCostGetNodeSpan(const TcOpCost *cost, int64_t gpusPerNode,
                         int64_t *nodes, int64_t *perNode);

double tcOpCostGetTime(const TcOpCost *cost, const TcDevice *device,
                       const TcTimeOptions *options, TcTimeState *state);

#endif // TC_COST_OPTIME_H
