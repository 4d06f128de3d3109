//===- Device.c - Device presets and device files -------------------------===//

#include "Cost/Device.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Support/Json.h"

static const char *const kComputeTypeNames[TC_COMPUTE_TYPE_COUNT] = {
    "bf16", "f16", "f32", "f8", "i8", "f4", "i4"};

const char *tcComputeTypeGetName(TcComputeType type) {
  return kComputeTypeNames[type];
}

// Dense (no sparsity) peaks from the vendors' public data sheets. The launch
// overhead and collective latency are typical measured magnitudes, not
// data-sheet figures; a device file can state better ones.
static const TcDevice kPresets[] = {
    // NVIDIA H100 SXM5: 989.4 bf16/f16, 1978.9 fp8/int8 TFLOP/s, 67 f32;
    // HBM3 3.35 TB/s; NVLink 4 900 GB/s both directions.
    {.name = "h100",
     .teraFlops = {[TC_COMPUTE_BF16] = 989.4,
                   [TC_COMPUTE_F16] = 989.4,
                   [TC_COMPUTE_F32] = 67.0,
                   [TC_COMPUTE_F8] = 1978.9,
                   [TC_COMPUTE_I8] = 1978.9},
     .hbmGigabytesPerSecond = 3350.0,
     .linkGigabytesPerSecond = 450.0,
     .launchOverheadMicroseconds = 4.0,
     .collectiveLatencyMicroseconds = 8.0},
    // Huawei Ascend 910B-class: 320 bf16/f16 TFLOP/s, 640 int8 TOP/s; HBM2e
    // 1.6 TB/s; HCCS 7 links of 56 GB/s.
    {.name = "ascend910b",
     .teraFlops = {[TC_COMPUTE_BF16] = 320.0,
                   [TC_COMPUTE_F16] = 320.0,
                   [TC_COMPUTE_F32] = 80.0,
                   [TC_COMPUTE_I8] = 640.0},
     .hbmGigabytesPerSecond = 1600.0,
     .linkGigabytesPerSecond = 392.0,
     .launchOverheadMicroseconds = 10.0,
     .collectiveLatencyMicroseconds = 15.0},
};
enum { NUM_PRESETS = sizeof(kPresets) / sizeof(kPresets[0]) };

const char *tcDevicePresetNames(void) { return "h100, ascend910b"; }

double tcDeviceGetPeakFlopsPerMicrosecond(const TcDevice *device,
                                     TcComputeType type) {
  double teraFlops = device->teraFlops[type] > 0
                         ? device->teraFlops[type]
                         : device->teraFlops[TC_COMPUTE_BF16];
  return teraFlops * 1e6;
}

//===----------------------------------------------------------------------===//
// Device files.
//===----------------------------------------------------------------------===//

typedef struct DeviceFile {
  const char *path;
  TcStringBuffer *error;
} DeviceFile;

static bool failField(const DeviceFile *file, const TcJsonValue *at,
                      const char *field, const char *expected) {
  tcBufferClear(file->error);
  tcBufferAppendFormat(file->error, "device file '%s'", file->path);
  if (at)
    tcBufferAppendFormat(file->error, ":%u:%u", at->line, at->column);
  tcBufferAppendFormat(file->error, ": field '%s': %s", field, expected);
  return false;
}

/// A number > 0 (or >= 0 when `zeroAllowed`) in `*out`; `field` is the
/// key in `object`, `path` its name in messages ("tflops.bf16").
static bool readNumber(const DeviceFile *file, const TcJsonValue *object,
                       const char *field, const char *path, bool zeroAllowed,
                       double *out) {
  const TcJsonValue *value = tcJsonObjectGet(object, field);
  const char *bound = zeroAllowed ? ">= 0" : "> 0";
  char expected[96];
  if (!value) {
    snprintf(expected, sizeof(expected), "missing (a number %s)", bound);
    return failField(file, object, path, expected);
  }
  if (value->kind != TC_JSON_NUMBER) {
    snprintf(expected, sizeof(expected), "expected a number %s, got %s", bound,
             tcJsonKindGetName(value->kind));
    return failField(file, value, path, expected);
  }
  if (!(zeroAllowed ? value->number >= 0 : value->number > 0) ||
      value->number > 1e12) {
    snprintf(expected, sizeof(expected),
             "expected a number %s (and at most 1e12), got %g", bound,
             value->number);
    return failField(file, value, path, expected);
  }
  *out = value->number;
  return true;
}

static bool checkKeys(const DeviceFile *file, const TcJsonValue *object,
                      const char *const *known, size_t numKnown,
                      const char *what) {
  for (size_t i = 0; i < object->count; ++i) {
    bool found = false;
    for (size_t k = 0; k < numKnown && !found; ++k)
      found = strcmp(object->keys[i], known[k]) == 0;
    if (!found) {
      TcStringBuffer expected = {0};
      tcBufferAppendFormat(&expected, "unknown %s (expected one of", what);
      for (size_t k = 0; k < numKnown; ++k)
        tcBufferAppendFormat(&expected, "%s '%s'", k ? "," : "", known[k]);
      tcBufferAppendCString(&expected, ")");
      failField(file, &object->items[i], object->keys[i],
                tcBufferGetCString(&expected));
      tcBufferDestroy(&expected);
      return false;
    }
  }
  return true;
}

static bool readTeraFlops(const DeviceFile *file, const TcJsonValue *root,
                          TcDevice *device) {
  const TcJsonValue *table = tcJsonObjectGet(root, "tflops");
  if (!table)
    return failField(file, root, "tflops",
                     "missing (an object of peak TFLOP/s by type, with bf16)");
  if (table->kind != TC_JSON_OBJECT)
    return failField(file, table, "tflops",
                     "expected an object of peak TFLOP/s by type");
  if (!checkKeys(file, table, kComputeTypeNames, TC_COMPUTE_TYPE_COUNT,
                 "element type"))
    return false;
  for (int type = 0; type < TC_COMPUTE_TYPE_COUNT; ++type) {
    if (type != TC_COMPUTE_BF16 &&
        !tcJsonObjectGet(table, kComputeTypeNames[type]))
      continue;
    char path[32];
    snprintf(path, sizeof(path), "tflops.%s", kComputeTypeNames[type]);
    if (!readNumber(file, table, kComputeTypeNames[type], path, false,
                    &device->teraFlops[type]))
      return false;
  }
  return true;
}

static bool readName(const DeviceFile *file, const TcJsonValue *root,
                     TcDevice *device) {
  const TcJsonValue *name = tcJsonObjectGet(root, "name");
  const char *text = file->path;
  if (name) {
    if (name->kind != TC_JSON_STRING || !name->string[0])
      return failField(file, name, "name", "expected a non-empty string");
    text = name->string;
  }
  snprintf(device->name, sizeof(device->name), "%s", text);
  return true;
}

static bool readDeviceFields(const DeviceFile *file, const TcJsonValue *root,
                             TcDevice *device) {
  static const char *const kKeys[] = {
      "name",          "tflops",
      "hbm_gb_per_s",  "link_gb_per_s",
      "launch_overhead_us", "collective_latency_us"};
  if (root->kind != TC_JSON_OBJECT)
    return failField(file, root, "(document)", "expected a JSON object");
  return checkKeys(file, root, kKeys, sizeof(kKeys) / sizeof(kKeys[0]),
                   "field") &&
         readName(file, root, device) && readTeraFlops(file, root, device) &&
         readNumber(file, root, "hbm_gb_per_s", "hbm_gb_per_s", false,
                    &device->hbmGigabytesPerSecond) &&
         readNumber(file, root, "link_gb_per_s", "link_gb_per_s", false,
                    &device->linkGigabytesPerSecond) &&
         readNumber(file, root, "launch_overhead_us", "launch_overhead_us", true,
                    &device->launchOverheadMicroseconds) &&
         readNumber(file, root, "collective_latency_us", "collective_latency_us", true,
                    &device->collectiveLatencyMicroseconds);
}

static bool loadDeviceFile(const char *path, TcDevice *device,
                           TcStringBuffer *error) {
  TcJsonValue root;
  TcStringBuffer parseError = {0};
  TcJsonFileStatus status = tcJsonParseFile(path, &root, &parseError);
  if (status == TC_JSON_FILE_UNREADABLE)
    tcBufferAppendFormat(error,
                         "unknown device '%s': not a preset (%s) and not a "
                         "readable device file (%s)",
                         path, tcDevicePresetNames(), strerror(errno));
  else if (status == TC_JSON_FILE_MALFORMED)
    tcBufferAppendFormat(error, "device file '%s':%s (not JSON)", path,
                         tcBufferGetCString(&parseError));
  tcBufferDestroy(&parseError);
  if (status != TC_JSON_FILE_OK)
    return false;
  memset(device, 0, sizeof(*device));
  DeviceFile file = {path, error};
  bool ok = readDeviceFields(&file, &root, device);
  tcJsonDestroy(&root);
  return ok;
}

bool tcDeviceLoad(const char *nameOrPath, TcDevice *device,
                  TcStringBuffer *error) {
  for (int i = 0; i < NUM_PRESETS; ++i) {
    if (strcmp(nameOrPath, kPresets[i].name) == 0) {
      *device = kPresets[i];
      return true;
    }
  }
  return loadDeviceFile(nameOrPath, device, error);
}
