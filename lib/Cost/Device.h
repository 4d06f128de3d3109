//===- Device.h - What one device can do, for the cost model --------*- C -*-===//
//
// A device is its peak dense throughput per element type, its HBM and
// interconnect bandwidth, and two fixed costs: a kernel launch and a
// collective's latency. Presets carry public figures; a JSON file describes
// any other device (format in the README, "Cost report").
//
//===----------------------------------------------------------------------===//
#ifndef TC_COST_DEVICE_H
#define TC_COST_DEVICE_H

#include <stdbool.h>

#include "Support/StringBuffer.h"

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

typedef struct TcDevice {
  char name[64];
  /// Dense peak in TFLOP/s (TOP/s for integers); 0: not stated, bf16's.
  double teraFlops[TC_COMPUTE_TYPE_COUNT];
  double hbmGigabytesPerSecond;
  double linkGigabytesPerSecond; // one direction, per device
  double launchOverheadMicroseconds;
  double collectiveLatencyMicroseconds;
} TcDevice;

/// The preset called `nameOrPath`, or else the device file at that path.
/// On failure writes what was expected (with the file's line:column and
/// field) to `error` and returns false.
bool tcDeviceLoad(const char *nameOrPath, TcDevice *device,
                  TcStringBuffer *error);

/// The peak for `type` in FLOP/us, bf16's when the device states none.
double tcDeviceGetPeakFlopsPerMicrosecond(const TcDevice *device,
                                     TcComputeType type);

/// The presets' names, comma-separated, for messages and --help.
const char *tcDevicePresetNames(void);

#endif // TC_COST_DEVICE_H
