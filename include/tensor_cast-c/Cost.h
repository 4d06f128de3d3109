/*===-- tensor_cast-c/Cost.h - What a program costs on a device ---*- C -*-===*\
|* The analysis behind tc-cost-report as a function: a module or func.func    *|
|* and a device in, the numbers of the report's totals out, without a pass    *|
|* manager (tc-run, planners and C hosts call it directly).                   *|
\*===----------------------------------------------------------------------===*/
#ifndef TENSOR_CAST_C_COST_H
#define TENSOR_CAST_C_COST_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/IR.h"
#include "tensor_cast-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// How kernels are launched: from the host one by one, or replayed from a
/// CUDA graph (no host launch cost). Auto: graphs for decode steps, as
/// serving engines capture them.
typedef enum TcCudaGraphMode {
  TC_CUDA_GRAPH_MODE_AUTO,
  TC_CUDA_GRAPH_MODE_ON,
  TC_CUDA_GRAPH_MODE_OFF,
} TcCudaGraphMode;

/// What to cost on. Start from tcCostOptionsGetDefault().
typedef struct TcCostOptions {
  /// A preset ("h100", "h200", "b200", their "-datasheet" twins,
  /// "ascend910b": the files of devices/, compiled in) or the path of a
  /// device JSON file (docs/cost-model.md), NUL-terminated. Borrowed.
  const char *device;
  TcCudaGraphMode cudaGraphs;
  /// All-reduces may use the one-shot/two-shot kernels of serving engines
  /// where they beat NCCL (true) or NCCL only (false).
  bool customAllReduce;
  /// How an MoE block's tokens spread over its experts: 0 evenly (every
  /// expert the mean); above 0 skewed as a power law of that exponent, the
  /// block timed on its busiest rank. Finite and at least 0.
  double moeRoutingSkew;
  /// GB of each device's memory the serving engine keeps off the model (its
  /// CUDA context and graphs, NCCL buffers); negative: the device's own
  /// (memory_reserve_gb, else a tenth of its HBM).
  double memoryReserveGigabytes;
  /// The network between nodes that a collective over ranks of several
  /// nodes crosses: a preset ("ndr400", "xdr800": the files of networks/,
  /// compiled in) or the path of a network JSON file; NULL or "": ndr400.
  /// Borrowed.
  const char *network;
  /// GPUs per node (rank r on node r / gpusPerNode); 0: the network's own.
  int64_t gpusPerNode;
} TcCostOptions;

/// Returns device "h100", CUDA graphs auto, custom all-reduce allowed, MoE
/// routing skewed with exponent 1.2 (that of the calibration's power-law
/// runs), the device's memory reserve, network "ndr400" with its 8 GPUs a
/// node.
TC_CAPI_EXPORTED TcCostOptions tcCostOptionsGetDefault(void);

/// One rank's cost of a program (tc-cost-report's "total" and "memory").
typedef struct TcCostSummary {
  double stepTimeMicroseconds;   // compute and communication overlapped
  double serialTimeMicroseconds; // every op's time added up
  double attentionMicroseconds;  // the attention kernels' part of it
  // The host's time launching the kernels, one after another, outside a
  // CUDA graph on a calibrated device (0 under graphs): the step is at least
  // this long however short the kernels.
  double hostMicroseconds;
  // What a serving engine's iteration running this program adds on the host
  // to keep its ranks in step: the device's iteration_sync_us when the
  // program spans more than one rank, else 0. Not in the step time: an
  // engine pays it once an iteration, whatever the iteration runs.
  double iterationSyncMicroseconds;
  double flops, bytes, commBytes;
  int64_t kernels;
  int64_t worldSize;
  double weightBytes, kvCacheBytes, peakActivationBytes;
  double capacityBytes; // the device's memory, 0 when it states none
  double reserveBytes;  // the part of it the serving engine keeps
  bool fits; // weights + KV caches + peak activations <= capacity - reserve
  char deviceName[64]; // the device's name (its file's "name")
  /// The system's GPUs per node (the network's, or TcCostOptions'), and the
  /// nodes the world fills.
  int64_t gpusPerNode, nodes;
  /// The links a transfer between GPUs takes (a disaggregated deployment's
  /// KV cache): NVLink's per GPU and direction inside a node, the network's
  /// per GPU and direction between nodes, and its fixed cost.
  double linkGigabytesPerSecond, networkGigabytesPerSecond;
  double networkLatencyMicroseconds;
  /// The host time the model charges per kernel launched outside a CUDA
  /// graph on this device, whether or not this program runs under graphs:
  /// a calibrated device's launch_overhead_us (fitted to its serving runs
  /// where they tell it); 0 on a data-sheet device, which charges none.
  double launchOverheadMicroseconds;
} TcCostSummary;

/// Estimates what `op` (a verified module or func.func, not null) costs on
/// one rank with `options` (not null) and fills `summary` (not null). On
/// failure (an unknown device, a bad device file, a dynamic shape, ...)
/// emits an error diagnostic at `op`'s or the offending op's location
/// through `op`'s context and returns failure; `summary` is then zeroed.
TC_CAPI_EXPORTED MlirLogicalResult tcOperationEstimateCost(
    MlirOperation op, const TcCostOptions *options, TcCostSummary *summary);

#ifdef __cplusplus
}
#endif

#endif /* TENSOR_CAST_C_COST_H */
