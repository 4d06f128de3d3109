//===- DeviceCatalog.h - The device files the project ships ---------*- C -*-===//
//
// Every file of devices/ compiled in (cmake/EmbedDeviceCatalog.cmake): the
// calibrated GPUs scripts/calibrate.py writes, their data-sheet twins and
// other data-sheet devices. A GPU is one of these files, not code: adding
// one is adding its file to the list in lib/CMakeLists.txt.
//
//===----------------------------------------------------------------------===//
#ifndef TC_COST_DEVICECATALOG_H
#define TC_COST_DEVICECATALOG_H

/// One shipped device file: its preset name (the file name without
/// ".json") and its text.
typedef struct TcShippedDevice {
  const char *name;
  const char *text;
  unsigned long size;
} TcShippedDevice;

extern const TcShippedDevice tcShippedDevices[];
extern const unsigned long tcNumShippedDevices;
/// The names, comma-separated, in the catalog's order.
extern const char tcShippedDeviceNames[];

/// The networks between nodes the project ships (networks/), the same way:
/// the first is the default.
extern const TcShippedDevice tcShippedNetworks[];
extern const unsigned long tcNumShippedNetworks;
extern const char tcShippedNetworkNames[];

#endif // TC_COST_DEVICECATALOG_H
