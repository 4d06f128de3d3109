//===- Device.h - What one device can do, for the cost model --------*- C -*-===//
//
// A device is its peak dense throughput per element type, its HBM and
// interconnect bandwidth, and two fixed costs: a kernel launch and a
// collective's latency. Presets carry public figures; a JSON file describes
// any other device (format in docs/cost-model.md).
//
//===----------------------------------------------------------------------===//
#ifndef TC_COST_DEVICE_H
#define TC_COST_DEVICE_H

#include <stdbool.h>
#include <stdint.h>

#include "Cost/KernelModel.h"
#include "Util/StringBuffer.h"

/// The element-type classes a device states a peak for.
typedef enum TcComputeType {
  TC_COMPUTE_BF16, // also every type without a class of its own
  TC_COMPUTE_F16,
  TC_COMPUTE_F32,
  TC_COMPUTE_F8,
  TC_COMPUTE_I8,
  TC_COMPUTE_F4,
  TC_COMPUTE_I4,
  TC_COMPUTE_TYPE_COUNT
} TcComputeType;

/// "bf16", "f16", ...: the key in device files and reports.
const char *tcComputeTypeGetName(TcComputeType type);

/// The network between a system's nodes (a file of networks/): a collective
/// whose ranks sit on several nodes crosses it, one NIC per GPU.
typedef struct TcNetwork {
  char name[64];
  int64_t gpusPerNode; // ranks r and s share a node when r / it == s / it
  double gigabytesPerSecond;  // per GPU, one direction
  double latencyMicroseconds; // a message's fixed cost between nodes
} TcNetwork;

typedef struct TcDevice {
  char name[64];
  /// Dense peak in TFLOP/s (TOP/s for integers); 0: not stated, bf16's.
  double teraFlops[TC_COMPUTE_TYPE_COUNT];
  /// The vector unit's peak for non-matrix ops (norms, activations); 0:
  /// not stated, the matrix peaks apply.
  double vectorTeraFlops;
  double hbmGigabytesPerSecond;
  double hbmGigabytes; // capacity; 0: not stated
  /// What a serving engine keeps off the model (CUDA context and graphs,
  /// NCCL buffers, the allocator): memory_reserve_gb, else a tenth of HBM
  /// (vLLM's gpu_memory_utilization 0.9).
  double memoryReserveGigabytes;
  double linkGigabytesPerSecond; // one direction, per device
  /// The host's cost to launch a kernel; the GPU overlaps it with earlier
  /// kernels, and CUDA graphs remove it.
  double launchOverheadMicroseconds;
  /// The host's time a serving engine's iteration spends keeping more than
  /// one rank in step (its executor broadcasting the iteration's new
  /// requests from rank 0), whatever the kernels: iteration_sync_us, fitted
  /// to a device's serving runs; 0 when absent (a data sheet's).
  double iterationSyncMicroseconds;
  double collectiveLatencyMicroseconds;
  /// True when the kernel classes below were fitted to measurements (a
  /// device file with a "gemm" section); false: the data-sheet roofline.
  bool calibrated;
  int64_t numSms;
  TcKernelModel model;
  /// The system's network between nodes: the first preset of networks/
  /// unless tcDeviceSetNetwork chose another.
  TcNetwork network;
} TcDevice;

/// The preset called `nameOrPath`, or else the device file at that path.
/// On failure writes what was expected (with the file's line:column and
/// field) to `error` and returns false.
bool tcDeviceLoad(const char *nameOrPath, TcDevice *device,
                  TcStringBuffer *error);

/// The network preset called `nameOrPath` (networks/, compiled in), or else
/// the network file at that path; false with what was expected in `error`.
bool tcNetworkLoad(const char *nameOrPath, TcNetwork *network,
                   TcStringBuffer *error);

/// Puts `device` in a system on the network `nameOrPath` (NULL or "": keep
/// the default) with `gpusPerNode` GPUs a node (0: the network's own). False,
/// with what was expected in `error`, on a bad network or count.
bool tcDeviceSetNetwork(TcDevice *device, const char *nameOrPath,
                        int64_t gpusPerNode, TcStringBuffer *error);

/// The network presets' names, comma-separated.
const char *tcNetworkPresetNames(void);

/// Replaces the device's memory reserve with `gigabytes` when it is at least
/// 0 (a negative value keeps the device's). False, with what was expected in
/// `error`, when it is not below the device's memory or not finite.
bool tcDeviceSetMemoryReserve(TcDevice *device, double gigabytes,
                              TcStringBuffer *error);

/// The peak for `type` in FLOP/us, bf16's when the device states none.
double tcDeviceGetPeakFlopsPerMicrosecond(const TcDevice *device,
                                     TcComputeType type);

/// The peaks and bandwidth the kernel formulas scale.
TcKernelPeaks tcDeviceGetKernelPeaks(const TcDevice *device);

/// True when `device` runs NVFP4 GEMMs: it states an FP4 peak and, when
/// calibrated, was fitted to NVFP4 kernels (Hopper has no FP4 tensor cores).
bool tcDeviceSupportsNvfp4(const TcDevice *device);

/// The presets' names, comma-separated, for messages and --help.
const char *tcDevicePresetNames(void);

#endif // TC_COST_DEVICE_H
