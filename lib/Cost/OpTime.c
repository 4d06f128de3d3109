//===- OpTime.c - How long one op's cost takes on a device ----------------===//

#include "Cost/OpTime.h"

#include <math.h>

#include "Cost/KernelModel.h"

static double maxOf(double a, double b) { return a > b ? a : b; }

bool tcOpCostLaunchesKernel(const TcOpCost *cost) {
  if (cost->kind != TC_COST_KERNEL || cost->fusedIntoAttention ||
      cost->fusedIntoNorm || cost->fusedIntoCollective)
    return false;
  return !cost->routed || cost->kernelClass == TC_KERNEL_MOE_DISPATCH;
}

//===----------------------------------------------------------------------===//
// The data-sheet roofline.
//===----------------------------------------------------------------------===//

/// The kernels the host launches for `cost`.
static int launchesOf(const TcOpCost *cost) {
  if (!tcOpCostLaunchesKernel(cost))
    return 0;
  return cost->kernels > 1 ? cost->kernels : 1;
}

/// The host's time launching them (the roofline's, which has no graphs).
static double launchTime(const TcOpCost *cost, const TcDevice *device) {
  return launchesOf(cost) * device->launchOverheadMicroseconds;
}

static double rooflineTime(const TcOpCost *cost, const TcDevice *device) {
  if (cost->kind == TC_COST_COLLECTIVE)
    return cost->commBytes / (device->linkGigabytesPerSecond * 1e3) +
           device->collectiveLatencyMicroseconds;
  // Matrix ops run on the matrix units; everything else on the vector unit
  // when the device states one.
  bool matrix = cost->kernelClass == TC_KERNEL_GEMM ||
                cost->kernelClass == TC_KERNEL_ATTENTION;
  double flopsPerMicrosecond =
      !matrix && device->vectorTeraFlops > 0
          ? device->vectorTeraFlops * 1e6
          : tcDeviceGetPeakFlopsPerMicrosecond(device, cost->computeType);
  double compute = cost->flops / flopsPerMicrosecond;
  double memory = cost->bytes / (device->hbmGigabytesPerSecond * 1e3);
  return maxOf(compute, memory) + launchTime(cost, device);
}

//===----------------------------------------------------------------------===//
// A calibrated device.
//===----------------------------------------------------------------------===//

static double collectiveTime(const TcOpCost *cost, const TcDevice *device,
                             const TcTimeOptions *options) {
  const TcKernelModel *model = &device->model;
  TcCollectiveKind kind = cost->collective;
  double time = tcCollectiveTime(&model->collectives[kind], cost->ranks,
                                 cost->messageBytes);
  if (kind == TC_COLLECTIVE_ALL_REDUCE && options->customAllReduce) {
    double custom =
        tcCollectiveTime(&model->collectives[TC_COLLECTIVE_CUSTOM_ALL_REDUCE],
                         cost->ranks, cost->messageBytes);
    if (custom >= 0 && (time < 0 || custom < time))
      time = custom;
  }
  return time >= 0 ? time : rooflineTime(cost, device);
}

static bool sameRouting(const TcRoutedExperts *a, const TcRoutedExperts *b) {
  return a->tokens == b->tokens && a->experts == b->experts &&
         a->topK == b->topK && a->localExperts == b->localExperts &&
         a->skew == b->skew;
}

static bool memoMatches(const TcSkewedGemmMemo *memo,
                        const TcRoutedExperts *routing,
                        const TcGemmShape *gemm) {
  return memo->valid && sameRouting(&memo->routing, routing) &&
         memo->klass == gemm->klass && memo->n == gemm->n &&
         memo->k == gemm->k && memo->weightBytes == gemm->weightBytes;
}

/// One expert's GEMM under skewed routing: the mean over the busiest rank's
/// experts of their bodies (each expert op is charged the mean, so the
/// block's experts add up to the rank's), remembered in `state` for the
/// block's next expert of the same shape. Negative when the draw does not
/// model the shape.
static double skewedExpertGemmTime(const TcGemmShape *gemm, double share,
                                   const TcMoeModel *moe,
                                   const TcKernelPeaks *peaks, double skew,
                                   TcTimeState *state) {
  TcRoutedExperts routing = {.tokens = gemm->rows,
                             .experts = gemm->experts,
                             .topK = floor(share * gemm->experts + 0.5),
                             .localExperts = gemm->localExperts,
                             .skew = skew};
  for (size_t i = 0; i < TC_SKEWED_GEMM_MEMOS; ++i)
    if (memoMatches(&state->skewedGemms[i], &routing, gemm))
      return state->skewedGemms[i].microseconds;
  double time = tcSkewedExpertsGemmTime(moe, peaks, gemm->klass, &routing,
                                        gemm->n, gemm->k, gemm->weightBytes);
  if (time >= 0)
    time /= gemm->localExperts;
  TcSkewedGemmMemo *memo = &state->skewedGemms[state->nextSkewedGemm];
  state->nextSkewedGemm = (state->nextSkewedGemm + 1) % TC_SKEWED_GEMM_MEMOS;
  *memo = (TcSkewedGemmMemo){.valid = true,
                             .routing = routing,
                             .klass = gemm->klass,
                             .n = gemm->n,
                             .k = gemm->k,
                             .weightBytes = gemm->weightBytes,
                             .microseconds = time};
  return time;
}

static double gemmTime(const TcOpCost *cost, const TcDevice *device,
                       const TcKernelPeaks *peaks,
                       const TcTimeOptions *options, TcTimeState *state) {
  const TcKernelModel *model = &device->model;
  const TcGemmShape *gemm = &cost->gemm;
  if (!cost->routed) {
    const TcGemmModel *klass = &model->gemm[gemm->klass];
    return klass->fixedMicroseconds +
           tcGemmBodyTime(klass, peaks, gemm->klass, gemm->m, gemm->n, gemm->k,
                          gemm->weightBytes);
  }
  // An expert's GEMM inside the grouped kernel: under skewed routing the
  // busiest rank's share of it; under balanced routing its rows, run only
  // when the expert receives any (on the busiest rank: whole experts).
  const TcMoeModel *moe = &model->moe[gemm->klass];
  double time = options->moeRoutingSkew > 0 && gemm->experts > 0
                    ? skewedExpertGemmTime(gemm, cost->routedShare, moe, peaks,
                                           options->moeRoutingSkew, state)
                    : -1;
  if (time < 0) {
    double active = tcExpertActiveShare(gemm->rows, cost->routedShare,
                                        gemm->localExperts);
    time = active * tcGroupedGemmBodyTime(moe, peaks, gemm->klass,
                                          tcExpertRows(gemm->m, active),
                                          gemm->n, gemm->k, gemm->weightBytes);
  }
  if (state->moeFixedCostPending) {
    // The block's assignments: its tokens (the expert's rows before the
    // routing share) times top-k (the share times the experts); without a
    // dispatch in reach, at least one per token.
    double assignments = gemm->experts > 0
                             ? gemm->rows * cost->routedShare * gemm->experts
                             : gemm->rows;
    time += tcMoeFixedTime(moe, gemm->localExperts, assignments);
    state->moeFixedCostPending = false;
  }
  return time;
}

static double attentionTime(const TcOpCost *cost, const TcDevice *device,
                            const TcKernelPeaks *peaks) {
  const TcAttentionShape *a = &cost->attention;
  const TcKernelModel *model = &device->model;
  if (model->hasMla && a->mla == TC_MLA_DECODE)
    return tcMlaDecodeTime(tcKernelModelGetMlaDecode(model, a->klass,
                                                     a->qHeads),
                           peaks, a->batch,
                           a->keys, a->qHeads, a->keyWidth, a->valueWidth,
                           a->elementBytes);
  if (model->hasMla && a->mla == TC_MLA_CONTEXT)
    return tcMlaContextTime(&model->mlaContext[a->klass], peaks, a->batch,
                            a->queries, a->keys, a->qHeads, a->headDim);
  if (a->queries == 1)
    return tcDecodeAttentionTime(model->decodeAttention[a->klass], peaks,
                                 a->batch, a->keys, a->qHeads, a->kvHeads,
                                 a->headDim, a->window, a->kvBytes, false);
  return tcContextAttentionTime(&model->contextAttention[a->klass], peaks,
                                a->klass, a->batch, a->queries, a->keys,
                                a->qHeads, a->kvHeads, a->headDim, a->window,
                                a->kvBytes);
}

static double calibratedKernelTime(const TcOpCost *cost,
                                   const TcDevice *device,
                                   const TcTimeOptions *options,
                                   TcTimeState *state) {
  TcKernelPeaks peaks = tcDeviceGetKernelPeaks(device);
  switch (cost->kernelClass) {
  case TC_KERNEL_GEMM:
    return gemmTime(cost, device, &peaks, options, state);
  case TC_KERNEL_ATTENTION:
    return attentionTime(cost, device, &peaks);
  case TC_KERNEL_MOE_DISPATCH:
    state->moeFixedCostPending = true;
    break;
  case TC_KERNEL_BANDWIDTH:
    break;
  }
  // Each kernel it launches pays the fixed cost (unless the MoE block's
  // measured time holds it).
  int launches = launchesOf(cost);
  bool fixed = launches > 0 && !cost->routed && !cost->timedWithMoeBlock;
  return tcElementwiseTime(&device->model.elementwise, &peaks, cost->bytes,
                           fixed) +
         (fixed && launches > 1
              ? (launches - 1) * device->model.elementwise.fixedMicroseconds
              : 0);
}

//===----------------------------------------------------------------------===//
// Collectives between nodes.
//===----------------------------------------------------------------------===//

void tcOpCostGetNodeSpan(const TcOpCost *cost, int64_t gpusPerNode,
                         int64_t *nodes, int64_t *perNode) {
  *nodes = 1;
  *perNode = cost->ranks;
  if (cost->kind != TC_COST_COLLECTIVE || gpusPerNode <= 0 || cost->ranks < 2)
    return;
  if (cost->rankStride > 0) {
    int64_t count = 0, last = -1;
    for (int64_t i = 0; i < cost->ranks; ++i) {
      int64_t node = (cost->firstRank + i * cost->rankStride) / gpusPerNode;
      count += node != last;
      last = node;
    }
    *nodes = count;
  } else { // irregular: every node between its first and last rank's
    *nodes = cost->lastRank / gpusPerNode - cost->firstRank / gpusPerNode + 1;
  }
  *perNode = cost->ranks / *nodes > 0 ? cost->ranks / *nodes : 1;
}

/// The ring's bytes per rank of `kind` over `ranks` for a `message` (the
/// larger buffer).
/// `cost`'s collective over the `ranks` of its group inside one node, on
/// NVLink: the calibrated curves, or the roofline.
static double insideNodeTime(const TcOpCost *cost, const TcDevice *device,
                             const TcTimeOptions *options, int64_t ranks) {
  if (ranks < 2)
    return 0;
  TcOpCost node = *cost;
  node.ranks = ranks;
  node.commBytes = tcCollectiveRingBytes(cost->collective, (double)ranks,
                                         cost->messageBytes);
  return device->calibrated ? collectiveTime(&node, device, options)
                            : rooflineTime(&node, device);
}

/// The share of an MoE all_to_all's remote copies that cross the network
/// when each token crosses once per node it is bound for (DeepEP's
/// dispatch and combine forward the copies inside the node): of `copies`
/// experts a token picks uniformly over `nodes` nodes, the distinct remote
/// nodes over the remote copies; 1 when `copies` is not known.
static double deduplicatedShare(double copies, double nodes) {
  if (copies <= 1 || nodes < 2)
    return 1.0;
  double remoteCopies = copies * (nodes - 1) / nodes;
  double remoteNodes = (nodes - 1) * (1 - pow(1 - 1 / nodes, copies));
  return remoteNodes / remoteCopies;
}

/// A collective whose group spans `nodes` nodes of `perNode` of its ranks
/// each, as NCCL runs it hierarchically: inside each node on NVLink (the
/// device's own curve at the node's ranks) and between nodes on the
/// network, each rank through its own NIC, so a node sends and receives at
/// `perNode` NICs' bandwidth. An all_reduce is a reduce-scatter and an
/// all-gather inside the node around an all_reduce of 1/perNode of the
/// message between nodes; an all-gather or a reduce-scatter moves the
/// other nodes' share of the message; an MoE all_to_all sends each token
/// once per remote node (DeepEP), its NVLink part overlapped.
static double crossNodeTime(const TcOpCost *cost, const TcDevice *device,
                            const TcTimeOptions *options, int64_t nodes,
                            int64_t perNode) {
  const TcNetwork *network = &device->network;
  double bandwidth = network->gigabytesPerSecond * 1e3; // bytes per us
  double a = (double)nodes, k = (double)perNode, message = cost->messageBytes;
  double remote = (a - 1) / a;
  switch (cost->collective) {
  case TC_COLLECTIVE_ALL_TO_ALL: {
    double across = message * remote *
                    deduplicatedShare(cost->copiesPerToken, a) / bandwidth;
    double inside = insideNodeTime(cost, device, options, perNode);
    return (across > inside ? across : inside) +
           network->latencyMicroseconds;
  }
  case TC_COLLECTIVE_ALL_REDUCE:
  case TC_COLLECTIVE_CUSTOM_ALL_REDUCE:
    return insideNodeTime(cost, device, options, perNode) +
           2 * remote * message / k / bandwidth + network->latencyMicroseconds;
  case TC_COLLECTIVE_ALL_GATHER:
  case TC_COLLECTIVE_REDUCE_SCATTER:
  case TC_COLLECTIVE_KIND_COUNT:
    break;
  }
  return insideNodeTime(cost, device, options, perNode) +
         remote * message / k / bandwidth + network->latencyMicroseconds;
}

/// A fused collective's norm: its bytes at the device's streaming rate,
/// with no fixed cost (it runs inside the collective's kernel).
static double epilogueTime(const TcOpCost *cost, const TcDevice *device) {
  if (cost->kind != TC_COST_COLLECTIVE || cost->bytes <= 0)
    return 0;
  if (!device->calibrated)
    return cost->bytes / (device->hbmGigabytesPerSecond * 1e3);
  TcKernelPeaks peaks = tcDeviceGetKernelPeaks(device);
  return tcElementwiseTime(&device->model.elementwise, &peaks, cost->bytes,
                           false);
}

static double opTime(const TcOpCost *cost, const TcDevice *device,
                     const TcTimeOptions *options, TcTimeState *state) {
  int64_t nodes, perNode;
  tcOpCostGetNodeSpan(cost, device->network.gpusPerNode, &nodes, &perNode);
  if (nodes > 1)
    return crossNodeTime(cost, device, options, nodes, perNode);
  if (!device->calibrated) {
    double time = rooflineTime(cost, device);
    return options->cudaGraphs ? time - launchTime(cost, device) : time;
  }
  if (cost->kind == TC_COST_COLLECTIVE)
    return collectiveTime(cost, device, options);
  // The GPU's time alone: the schedule starts a kernel no earlier than the
  // host launches it.
  return calibratedKernelTime(cost, device, options, state);
}

double tcOpCostGetTime(const TcOpCost *cost, const TcDevice *device,
                       const TcTimeOptions *options, TcTimeState *state) {
  if (cost->kind == TC_COST_PLUMBING)
    return 0;
  return opTime(cost, device, options, state) + epilogueTime(cost, device);
}
