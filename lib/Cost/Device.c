//===- Device.c - Device presets and device files -------------------------===//

#include "Cost/Device.h"

#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Cost/DeviceCatalog.h"
#include "Util/ArraySize.h"
#include "Util/Json.h"

static const char *const kComputeTypeNames[TC_COMPUTE_TYPE_COUNT] = {
    "bf16", "f16", "f32", "f8", "i8", "f4", "i4"};

const char *tcComputeTypeGetName(TcComputeType type) {
  return kComputeTypeNames[type];
}

const char *tcDevicePresetNames(void) { return tcShippedDeviceNames; }

TcKernelPeaks tcDeviceGetKernelPeaks(const TcDevice *device) {
  return (TcKernelPeaks){
      .bf16TeraFlops = tcDeviceGetPeakFlopsPerMicrosecond(device, TC_COMPUTE_BF16) / 1e6,
      .fp8TeraFlops = tcDeviceGetPeakFlopsPerMicrosecond(device, TC_COMPUTE_F8) / 1e6,
      .fp4TeraFlops = tcDeviceGetPeakFlopsPerMicrosecond(device, TC_COMPUTE_F4) / 1e6,
      .hbmGigabytesPerSecond = device->hbmGigabytesPerSecond,
      .numSms = device->numSms,
  };
}

bool tcDeviceSupportsNvfp4(const TcDevice *device) {
  return device->teraFlops[TC_COMPUTE_F4] > 0 &&
         (!device->calibrated || device->model.hasNvfp4);
}

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
  const char *kind; // "device" or "network": what messages call the file
} DeviceFile;

static bool failField(const DeviceFile *file, const TcJsonValue *at,
                      const char *field, const char *expected) {
  tcBufferClear(file->error);
  tcBufferAppendFormat(file->error, "%s file '%s'",
                       file->kind ? file->kind : "device", file->path);
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

//===----------------------------------------------------------------------===//
// The calibrated sections: objects of named numbers, read through tables of
// (key, offset) so every class is checked the same way.
//===----------------------------------------------------------------------===//

enum { MAX_FIELDS = 24 }; // of one parameter set

typedef struct NumberField {
  const char *key;
  size_t offset; // of a double in the struct being read
  bool zeroAllowed;
  bool optional;
  double fallback; // taken when an optional key is absent
} NumberField;

#define FIELD(type, key, member) {key, offsetof(type, member), false, false, 0}
#define FIELD0(type, key, member) {key, offsetof(type, member), true, false, 0}
#define OPTIONAL_FIELD(type, key, member, fallback)                           \
  {key, offsetof(type, member), false, true, fallback}
#define OPTIONAL_FIELD0(type, key, member, fallback)                          \
  {key, offsetof(type, member), true, true, fallback}

static const NumberField kGemmFields[] = {
    FIELD0(TcGemmModel, "fixed_us", fixedMicroseconds),
    FIELD(TcGemmModel, "compute_eff", computeEfficiency),
    FIELD0(TcGemmModel, "k_half", kHalf),
    FIELD0(TcGemmModel, "m_min", mMin),
    FIELD0(TcGemmModel, "wave_exp", waveExponent),
    FIELD(TcGemmModel, "memory_eff", memoryEfficiency),
    FIELD(TcGemmModel, "sharpness", sharpness),
    OPTIONAL_FIELD0(TcGemmModel, "m_edge", mEdge, 0),
    OPTIONAL_FIELD0(TcGemmModel, "split_k", splitK, 0),
};
static const NumberField kContextFields[] = {
    FIELD0(TcContextAttentionModel, "fixed_us", fixedMicroseconds),
    FIELD0(TcContextAttentionModel, "seq_us", sequenceMicroseconds),
    FIELD(TcContextAttentionModel, "compute_eff", computeEfficiency),
    FIELD0(TcContextAttentionModel, "d_half", headDimHalf),
    FIELD0(TcContextAttentionModel, "diag_tile", diagonalTile),
    FIELD(TcContextAttentionModel, "tile_q", queryTile),
    FIELD(TcContextAttentionModel, "memory_eff", memoryEfficiency),
    FIELD(TcContextAttentionModel, "sharpness", sharpness),
    FIELD0(TcContextAttentionModel, "wave_us", waveMicroseconds),
    FIELD0(TcContextAttentionModel, "window_tile", windowTile),
};
static const NumberField kDecodeFields[] = {
    FIELD0(TcDecodeAttentionModel, "fixed_us", fixedMicroseconds),
    FIELD0(TcDecodeAttentionModel, "wave_us", waveMicroseconds),
    FIELD0(TcDecodeAttentionModel, "head_dim_exp", headDimExponent),
    FIELD(TcDecodeAttentionModel, "memory_eff", memoryEfficiency),
    FIELD(TcDecodeAttentionModel, "compute_eff", computeEfficiency),
    FIELD(TcDecodeAttentionModel, "sharpness", sharpness),
    // A set costed by masked MHA's launcher (threads_per_sm) splits by the
    // launcher's rules and says nothing of these; checkDecodeRule.
    OPTIONAL_FIELD(TcDecodeAttentionModel, "split_chunk", splitChunk, 0),
    OPTIONAL_FIELD(TcDecodeAttentionModel, "split_target", splitTarget, 0),
    FIELD0(TcDecodeAttentionModel, "split_us", splitMicroseconds),
    // The grouped-query set alone uses it (XQA's query tiles).
    OPTIONAL_FIELD0(TcDecodeAttentionModel, "tile_exp", tileExponent, 0),
    FIELD0(TcDecodeAttentionModel, "window_tile", windowTile),
    OPTIONAL_FIELD0(TcDecodeAttentionModel, "split_root", splitRoot, 0),
    // Devices fitted without rows that have attention sinks say nothing.
    OPTIONAL_FIELD(TcDecodeAttentionModel, "sink_scale", sinkScale, 1.0),
    // Read in the grouped-query set alone: classes whose XQA always runs
    // (no dispatch to the per-head kernel) say nothing.
    OPTIONAL_FIELD0(TcDecodeAttentionModel, "xqa_min_blocks", xqaMinBlocks,
                    0),
    OPTIONAL_FIELD0(TcDecodeAttentionModel, "threads_per_sm", threadsPerSm, 0),
    // Read in the large-group set alone, which must state the first
    // (checkLargeGroupSet).
    OPTIONAL_FIELD0(TcDecodeAttentionModel, "heads_above", headsAbove, 0),
    OPTIONAL_FIELD0(TcDecodeAttentionModel, "tile_head_dim_from",
                    tileHeadDimFrom, 0),
};
_Static_assert(TC_ARRAY_SIZE(kDecodeFields) <= MAX_FIELDS,
               "the largest parameter set fits readNumbers' key list");
static const NumberField kElementwiseFields[] = {
    FIELD0(TcElementwiseModel, "fixed_us", fixedMicroseconds),
    FIELD(TcElementwiseModel, "memory_eff", memoryEfficiency),
};
static const NumberField kMoeFields[] = {
    FIELD0(TcMoeModel, "fixed_us", fixedMicroseconds),
    FIELD(TcMoeModel, "tile_m", rowTile),
    FIELD(TcMoeModel, "compute_eff", computeEfficiency),
    FIELD(TcMoeModel, "memory_eff", memoryEfficiency),
    FIELD(TcMoeModel, "sharpness", sharpness),
    FIELD0(TcMoeModel, "narrow_half", narrowHalf),
    OPTIONAL_FIELD0(TcMoeModel, "expert_us", expertMicroseconds, 0),
    OPTIONAL_FIELD0(TcMoeModel, "assignment_ns", assignmentNanoseconds, 0),
};
static const NumberField kMlaContextFields[] = {
    FIELD0(TcMlaContextModel, "fixed_us", fixedMicroseconds),
    FIELD0(TcMlaContextModel, "seq_us", sequenceMicroseconds),
    FIELD(TcMlaContextModel, "compute_eff", computeEfficiency),
    FIELD0(TcMlaContextModel, "diag_tile", diagonalTile),
    FIELD(TcMlaContextModel, "tile_q", queryTile),
    FIELD0(TcMlaContextModel, "head_bytes", headBytes),
    FIELD(TcMlaContextModel, "sharpness", sharpness),
    FIELD0(TcMlaContextModel, "wave_us", waveMicroseconds),
};
/// One MLA decode kernel's parameters (the class's and a low-latency one's).
#define MLA_DECODE_FIELDS                                                      \
  FIELD0(TcMlaDecodeModel, "fixed_us", fixedMicroseconds),                     \
      FIELD0(TcMlaDecodeModel, "wave_us", waveMicroseconds),                   \
      FIELD(TcMlaDecodeModel, "memory_eff", memoryEfficiency),                 \
      FIELD(TcMlaDecodeModel, "compute_eff", computeEfficiency),               \
      FIELD(TcMlaDecodeModel, "sharpness", sharpness),                         \
      FIELD(TcMlaDecodeModel, "split_chunk", splitChunk),                      \
      FIELD(TcMlaDecodeModel, "split_target", splitTarget),                    \
      FIELD0(TcMlaDecodeModel, "split_us", splitMicroseconds),                 \
      FIELD(TcMlaDecodeModel, "head_tile", headTile),                        \
      OPTIONAL_FIELD(TcMlaDecodeModel, "mma_bytes", mmaBytes, 2),             \
      OPTIONAL_FIELD(TcMlaDecodeModel, "overlap", overlap, 0),                \
      OPTIONAL_FIELD0(TcMlaDecodeModel, "head_bytes", headBytes, 0)
static const NumberField kMlaDecodeFields[] = {MLA_DECODE_FIELDS};
/// A low-latency kernel adds how much of the cache each further head tile
/// reads again, and the most heads it runs.
static const NumberField kMlaLowLatencyFields[] = {
    MLA_DECODE_FIELDS,
    FIELD0(TcMlaDecodeModel, "reread", reread),
    FIELD(TcMlaDecodeModel, "max_heads", maxHeads),
};
#undef MLA_DECODE_FIELDS
static const NumberField kProtocolFields[] = {
    FIELD0(TcProtocol, "latency_us", latencyMicroseconds),
    FIELD(TcProtocol, "gb_per_s", gigabytesPerSecond),
};

#undef FIELD
#undef FIELD0
#undef OPTIONAL_FIELD
#undef OPTIONAL_FIELD0

static const char *const kDecodeRegimeNames[] = {"mha", "gqa", "wide",
                                                 "gqa_large_group"};
_Static_assert(TC_ARRAY_SIZE(kDecodeRegimeNames) == TC_DECODE_REGIME_COUNT,
               "a name per decode regime");
static const char *const kCollectiveNames[] = {
    "all_reduce", "all_gather", "reduce_scatter", "all_to_all",
    "custom_all_reduce"};

/// The member `key` of `object`, which must be an object itself.
static const TcJsonValue *requireObject(const DeviceFile *file,
                                        const TcJsonValue *object,
                                        const char *key, const char *path) {
  const TcJsonValue *value = tcJsonObjectGet(object, key);
  if (!value) {
    failField(file, object, path, "missing (an object)");
    return NULL;
  }
  if (value->kind != TC_JSON_OBJECT) {
    failField(file, value, path, "expected an object");
    return NULL;
  }
  return value;
}

static bool readNumbers(const DeviceFile *file, const TcJsonValue *object,
                        const char *path, const NumberField *fields,
                        size_t numFields, void *out) {
  const char *keys[MAX_FIELDS];
  for (size_t i = 0; i < numFields; ++i)
    keys[i] = fields[i].key;
  if (!checkKeys(file, object, keys, numFields, "parameter"))
    return false;
  for (size_t i = 0; i < numFields; ++i) {
    char name[128];
    snprintf(name, sizeof(name), "%s.%s", path, fields[i].key);
    double *member = (double *)((char *)out + fields[i].offset);
    if (fields[i].optional && !tcJsonObjectGet(object, fields[i].key)) {
      *member = fields[i].fallback;
      continue;
    }
    if (!readNumber(file, object, fields[i].key, name, fields[i].zeroAllowed,
                    member))
      return false;
  }
  return true;
}

/// `section` is an object with one entry per name in `names` (those after
/// the first `numRequired` may be absent), each an object of `fields`, read
/// into `out` at a stride of `size` bytes.
static bool readClasses(const DeviceFile *file, const TcJsonValue *section,
                        const char *path, const char *const *names,
                        size_t numNames, size_t numRequired,
                        const NumberField *fields, size_t numFields, void *out,
                        size_t size) {
  if (!checkKeys(file, section, names, numNames, "class"))
    return false;
  for (size_t i = 0; i < numNames; ++i) {
    if (i >= numRequired && !tcJsonObjectGet(section, names[i]))
      continue;
    char name[96];
    snprintf(name, sizeof(name), "%s.%s", path, names[i]);
    const TcJsonValue *object = requireObject(file, section, names[i], name);
    if (!object || !readNumbers(file, object, name, fields, numFields,
                                (char *)out + i * size))
      return false;
  }
  return true;
}

static bool readCurve(const DeviceFile *file, const TcJsonValue *entry,
                      const char *path, int64_t previousRanks,
                      TcCollectiveCurve *curve) {
  static const char *const kKeys[] = {"ranks", "protocols"};
  if (entry->kind != TC_JSON_OBJECT)
    return failField(file, entry, path, "expected an object");
  if (!checkKeys(file, entry, kKeys, 2, "field"))
    return false;
  const TcJsonValue *ranks = tcJsonObjectGet(entry, "ranks");
  if (!ranks || !ranks->isInteger || ranks->integer <= previousRanks ||
      ranks->integer > (1 << 20))
    return failField(file, ranks ? ranks : entry, path,
                     "expected 'ranks', an integer group size above the "
                     "previous entry's");
  curve->ranks = ranks->integer;
  const TcJsonValue *protocols = tcJsonObjectGet(entry, "protocols");
  if (!protocols || protocols->kind != TC_JSON_ARRAY ||
      protocols->count == 0 || protocols->count > TC_MAX_PROTOCOLS)
    return failField(file, protocols ? protocols : entry, path,
                     "expected 'protocols', an array of 1 to 4 objects");
  for (size_t i = 0; i < protocols->count; ++i) {
    char name[128];
    snprintf(name, sizeof(name), "%s.protocols[%zu]", path, i);
    if (protocols->items[i].kind != TC_JSON_OBJECT)
      return failField(file, &protocols->items[i], name,
                       "expected an object");
    if (!readNumbers(file, &protocols->items[i], name, kProtocolFields, 2,
                     &curve->protocols[i]))
      return false;
  }
  curve->numProtocols = protocols->count;
  return true;
}

static bool readCollectives(const DeviceFile *file, const TcJsonValue *root,
                            TcKernelModel *model) {
  const TcJsonValue *section =
      requireObject(file, root, "collectives", "collectives");
  if (!section || !checkKeys(file, section, kCollectiveNames,
                             TC_COLLECTIVE_KIND_COUNT, "collective"))
    return false;
  for (int kind = 0; kind < TC_COLLECTIVE_KIND_COUNT; ++kind) {
    char path[64];
    snprintf(path, sizeof(path), "collectives.%s", kCollectiveNames[kind]);
    const TcJsonValue *list = tcJsonObjectGet(section, kCollectiveNames[kind]);
    if (!list && kind == TC_COLLECTIVE_CUSTOM_ALL_REDUCE)
      continue; // optional: NCCL alone
    if (!list || list->kind != TC_JSON_ARRAY || list->count == 0 ||
        list->count > TC_MAX_CURVES)
      return failField(file, list ? list : section, path,
                       "expected an array of 1 to 8 group sizes, each "
                       "{\"ranks\": N, \"protocols\": [...]}");
    TcCollectiveModel *collective = &model->collectives[kind];
    for (size_t i = 0; i < list->count; ++i) {
      char entry[96];
      snprintf(entry, sizeof(entry), "%s[%zu]", path, i);
      if (!readCurve(file, &list->items[i], entry,
                     i ? collective->curves[i - 1].ranks : 0,
                     &collective->curves[i]))
        return false;
    }
    collective->numCurves = list->count;
  }
  return true;
}

/// A decode set names its multi-block rule: masked MHA's launcher
/// (threads_per_sm, at least one of its blocks), or chunks of split_chunk
/// keys up to split_target blocks.
static bool checkDecodeRule(const DeviceFile *file, const TcJsonValue *object,
                            const char *path,
                            const TcDecodeAttentionModel *model) {
  char name[128];
  if (model->threadsPerSm > 0) {
    if (model->threadsPerSm >= TC_MMHA_BASE_THREADS)
      return true;
    snprintf(name, sizeof(name), "%s.threads_per_sm", path);
    return failField(file, tcJsonObjectGet(object, "threads_per_sm"), name,
                     "expected 0 or at least 256 (one block of the per-head "
                     "kernel)");
  }
  if (model->splitChunk > 0 && model->splitTarget > 0)
    return true;
  snprintf(name, sizeof(name), "%s.%s", path,
           model->splitChunk > 0 ? "split_target" : "split_chunk");
  return failField(file, object, name,
                   "missing (a set without threads_per_sm splits the keys "
                   "by split_chunk and split_target)");
}

/// The large-group set says where it runs: groups of more query heads per
/// kv head than `heads_above` (at least 1, below XQA's 32), which a set read
/// without it (0) would never run.
static bool checkLargeGroupSet(const DeviceFile *file, const TcJsonValue *set,
                               const char *path,
                               const TcDecodeAttentionModel *model) {
  if (model->headsAbove >= 1 && model->headsAbove < 32)
    return true;
  char name[128];
  snprintf(name, sizeof(name), "%s.heads_above", path);
  const TcJsonValue *value = tcJsonObjectGet(set, "heads_above");
  return failField(file, value ? value : set, name,
                   value ? "expected at least 1 and below 32 (the query heads "
                           "per kv head XQA runs)"
                         : "missing (the query heads per kv head a group "
                           "passes to run on this set)");
}

static bool readDecodeAttention(const DeviceFile *file,
                                const TcJsonValue *root,
                                TcKernelModel *model) {
  const TcJsonValue *section =
      requireObject(file, root, "attention_decode", "attention_decode");
  if (!section || !checkKeys(file, section, tcAttentionClassNames,
                             TC_ATTENTION_CLASS_COUNT, "class"))
    return false;
  for (int klass = 0; klass < TC_ATTENTION_CLASS_COUNT; ++klass) {
    char path[64];
    snprintf(path, sizeof(path), "attention_decode.%s",
             tcAttentionClassNames[klass]);
    const TcJsonValue *regimes =
        requireObject(file, section, tcAttentionClassNames[klass], path);
    // The large-group set is optional: a class without it runs every
    // grouped-query step on the grouped-query set.
    if (!regimes || !readClasses(file, regimes, path, kDecodeRegimeNames,
                                 TC_DECODE_REGIME_COUNT,
                                 TC_DECODE_GQA_LARGE_GROUP, kDecodeFields,
                                 TC_ARRAY_SIZE(kDecodeFields),
                                 model->decodeAttention[klass],
                                 sizeof(TcDecodeAttentionModel)))
      return false;
    for (int regime = 0; regime < TC_DECODE_REGIME_COUNT; ++regime) {
      const TcJsonValue *set =
          tcJsonObjectGet(regimes, kDecodeRegimeNames[regime]);
      if (!set)
        continue;
      char name[96];
      snprintf(name, sizeof(name), "%s.%s", path, kDecodeRegimeNames[regime]);
      const TcDecodeAttentionModel *parameters =
          &model->decodeAttention[klass][regime];
      if (!checkDecodeRule(file, set, name, parameters) ||
          (regime == TC_DECODE_GQA_LARGE_GROUP &&
           !checkLargeGroupSet(file, set, name, parameters)))
        return false;
    }
  }
  return true;
}

/// Each MLA decode kernel of `section` takes bf16 MMAs (mma_bytes 2) or,
/// with an fp8 cache on a device that states its fp8 peak, fp8 ones (1).
/// One without `overlap` overlaps memory and compute as sharply as it adds
/// the waves (the three-way soft max such files were fitted with).
static bool checkMlaDecodeKernels(const DeviceFile *file,
                                  const TcJsonValue *root,
                                  const TcJsonValue *section, const char *path,
                                  TcMlaDecodeModel *models,
                                  const TcDevice *device) {
  for (int klass = 0; klass < TC_ATTENTION_CLASS_COUNT; ++klass) {
    const TcJsonValue *object =
        tcJsonObjectGet(section, tcAttentionClassNames[klass]);
    if (!object)
      continue;
    if (models[klass].overlap == 0)
      models[klass].overlap = models[klass].sharpness;
    double bytes = models[klass].mmaBytes;
    char name[128];
    snprintf(name, sizeof(name), "%s.%s.mma_bytes", path,
             tcAttentionClassNames[klass]);
    if (bytes != 2 && (bytes != 1 || klass != TC_ATTENTION_FP8))
      return failField(file, tcJsonObjectGet(object, "mma_bytes"), name,
                       klass == TC_ATTENTION_FP8
                           ? "expected 2 (bf16 MMAs) or 1 (fp8 MMAs)"
                           : "expected 2 (a bf16 cache runs bf16 MMAs)");
    if (bytes == 1 && !(device->teraFlops[TC_COMPUTE_F8] > 0))
      return failField(file, tcJsonObjectGet(root, "tflops"), "tflops.f8",
                       "missing (the fp8 peak an MLA decode kernel with "
                       "mma_bytes 1 scales)");
  }
  return true;
}

/// MLA's kernels: both sections or neither (a device fitted without the
/// MLA tables costs MLA as attention).
static bool readMla(const DeviceFile *file, const TcJsonValue *root,
                    TcDevice *device) {
  TcKernelModel *model = &device->model;
  const TcJsonValue *context = tcJsonObjectGet(root, "mla_context");
  const TcJsonValue *decode = tcJsonObjectGet(root, "mla_decode");
  const TcJsonValue *lowLatency =
      tcJsonObjectGet(root, "mla_decode_low_latency");
  if (!context && !decode && lowLatency)
    return failField(file, lowLatency, "mla_decode_low_latency",
                     "expected beside mla_context and mla_decode (a second "
                     "kernel of theirs)");
  if (!context && !decode)
    return true;
  const TcJsonValue *section;
  if (!(section = requireObject(file, root, "mla_context", "mla_context")) ||
      !readClasses(file, section, "mla_context", tcAttentionClassNames,
                   TC_ATTENTION_CLASS_COUNT, TC_ATTENTION_CLASS_COUNT,
                   kMlaContextFields, TC_ARRAY_SIZE(kMlaContextFields),
                   model->mlaContext, sizeof(TcMlaContextModel)))
    return false;
  if (!(section = requireObject(file, root, "mla_decode", "mla_decode")) ||
      !readClasses(file, section, "mla_decode", tcAttentionClassNames,
                   TC_ATTENTION_CLASS_COUNT, TC_ATTENTION_CLASS_COUNT,
                   kMlaDecodeFields, TC_ARRAY_SIZE(kMlaDecodeFields),
                   model->mlaDecode, sizeof(TcMlaDecodeModel)) ||
      !checkMlaDecodeKernels(file, root, section, "mla_decode",
                             model->mlaDecode, device))
    return false;
  if (lowLatency &&
      (!(section = requireObject(file, root, "mla_decode_low_latency",
                                 "mla_decode_low_latency")) ||
       !readClasses(file, section, "mla_decode_low_latency",
                    tcAttentionClassNames, TC_ATTENTION_CLASS_COUNT, 0,
                    kMlaLowLatencyFields, TC_ARRAY_SIZE(kMlaLowLatencyFields),
                    model->mlaDecodeLowLatency, sizeof(TcMlaDecodeModel)) ||
       !checkMlaDecodeKernels(file, root, section, "mla_decode_low_latency",
                              model->mlaDecodeLowLatency, device)))
    return false;
  model->hasMla = true;
  return true;
}

/// NVFP4's GEMM and MoE classes: both or neither, and the device states the
/// FP4 peak their formulas scale.
static bool readNvfp4Presence(const DeviceFile *file, const TcJsonValue *root,
                              const TcJsonValue *gemm, const TcJsonValue *moe,
                              TcDevice *device) {
  const char *name = tcGemmClassNames[TC_GEMM_NVFP4];
  bool inGemm = tcJsonObjectGet(gemm, name) != NULL;
  bool inMoe = tcJsonObjectGet(moe, name) != NULL;
  if (inGemm != inMoe)
    return failField(file, inGemm ? gemm : moe,
                     inGemm ? "moe.nvfp4" : "gemm.nvfp4",
                     "missing (NVFP4's GEMM and MoE classes come together)");
  if (inGemm && !(device->teraFlops[TC_COMPUTE_F4] > 0))
    return failField(file, root, "tflops.f4",
                     "missing (the FP4 peak the nvfp4 classes scale)");
  device->model.hasNvfp4 = inGemm;
  return true;
}

/// The kernel classes of a calibrated device file (it has a "gemm" section).
static bool readKernelModel(const DeviceFile *file, const TcJsonValue *root,
                            TcDevice *device) {
  TcKernelModel *model = &device->model;
  const TcJsonValue *section;
  if (!(section = requireObject(file, root, "gemm", "gemm")) ||
      !readClasses(file, section, "gemm", tcGemmClassNames, TC_GEMM_CLASS_COUNT,
                   TC_GEMM_REQUIRED_CLASSES, kGemmFields,
                   TC_ARRAY_SIZE(kGemmFields), model->gemm,
                   sizeof(TcGemmModel)))
    return false;
  const TcJsonValue *gemm = section;
  if (!(section = requireObject(file, root, "attention_context",
                                "attention_context")) ||
      !readClasses(file, section, "attention_context", tcAttentionClassNames,
                   TC_ATTENTION_CLASS_COUNT, TC_ATTENTION_CLASS_COUNT,
                   kContextFields, TC_ARRAY_SIZE(kContextFields),
                   model->contextAttention, sizeof(TcContextAttentionModel)))
    return false;
  if (!readDecodeAttention(file, root, model))
    return false;
  if (!(section = requireObject(file, root, "elementwise", "elementwise")) ||
      !readNumbers(file, section, "elementwise", kElementwiseFields,
                   TC_ARRAY_SIZE(kElementwiseFields), &model->elementwise))
    return false;
  if (!(section = requireObject(file, root, "moe", "moe")) ||
      !readClasses(file, section, "moe", tcGemmClassNames, TC_GEMM_CLASS_COUNT,
                   TC_GEMM_REQUIRED_CLASSES, kMoeFields,
                   TC_ARRAY_SIZE(kMoeFields), model->moe, sizeof(TcMoeModel)) ||
      !readNvfp4Presence(file, root, gemm, section, device))
    return false;
  if (!readCollectives(file, root, model) || !readMla(file, root, device))
    return false;
  if (!tcJsonObjectGet(root, "num_sms"))
    return failField(file, root, "num_sms",
                     "missing (the number of SMs, which a calibrated "
                     "device's formulas scale)");
  device->calibrated = true;
  return true;
}

/// num_sms, when the file states it: a data-sheet figure (the calibrated
/// formulas need it; readKernelModel requires it there).
static bool readNumSms(const DeviceFile *file, const TcJsonValue *root,
                       TcDevice *device) {
  const TcJsonValue *sms = tcJsonObjectGet(root, "num_sms");
  if (!sms)
    return true;
  if (!sms->isInteger || sms->integer < 1 || sms->integer > 100000)
    return failField(file, sms, "num_sms",
                     "expected the number of SMs (compute units), an "
                     "integer from 1 to 100000");
  device->numSms = sms->integer;
  return true;
}

/// A data sheet's count of a kernel's heads or elements, when given: an
/// integer from 1 to `most`. scripts/calibrate.py reads these fields from a
/// data-sheet device to choose the kernels it fits; the cost model reads
/// the fitted kernels, not the fields.
static bool checkSheetCount(const DeviceFile *file, const TcJsonValue *root,
                            const char *field, int64_t most,
                            const char *expected) {
  const TcJsonValue *count = tcJsonObjectGet(root, field);
  if (count &&
      (!count->isInteger || count->integer < 1 || count->integer > most))
    return failField(file, count, field, expected);
  return true;
}

/// mla_decode_low_latency_heads: the heads per rank up to which the GPU's
/// attention backend runs a low-latency MLA decode kernel of its own;
/// mla_decode_head_tile: the query heads of a sequence one block of its MLA
/// decode kernel runs; decode_fp8_large_group_heads and
/// decode_fp8_large_group_head_dim: the query heads per kv head above which,
/// at tiles' head dims of at least the second, its fp8-cache grouped decode
/// runs a kernel of its own.
static bool checkSheetCounts(const DeviceFile *file, const TcJsonValue *root) {
  return checkSheetCount(
             file, root, "mla_decode_low_latency_heads", 4096,
             "expected the heads per rank up to which the low-latency "
             "MLA decode kernel runs, an integer from 1 to 4096") &&
         checkSheetCount(file, root, "mla_decode_head_tile", 4096,
                         "expected the query heads one block of the MLA "
                         "decode kernel runs, an integer from 1 to 4096") &&
         checkSheetCount(file, root, "decode_fp8_large_group_heads", 31,
                         "expected the query heads per kv head above which "
                         "fp8-cache grouped decode runs its large-group "
                         "kernel, an integer from 1 to 31") &&
         checkSheetCount(file, root, "decode_fp8_large_group_head_dim", 4096,
                         "expected the least tile head dim at which "
                         "fp8-cache grouped decode runs its large-group "
                         "kernel, an integer from 1 to 4096");
}

/// A number field that a device file may leave out (then 0).
static bool readOptionalNumber(const DeviceFile *file, const TcJsonValue *root,
                               const char *field, bool zeroAllowed,
                               double *out) {
  return !tcJsonObjectGet(root, field) ||
         readNumber(file, root, field, field, zeroAllowed, out);
}

/// Whether a reserve of `gigabytes` leaves the model some of the device's
/// memory (any, when the device states none).
static bool leavesMemory(const TcDevice *device, double gigabytes) {
  return isfinite(gigabytes) &&
         (device->hbmGigabytes <= 0 || gigabytes < device->hbmGigabytes);
}

/// memory_reserve_gb: at least 0 and below hbm_gb; absent, a tenth of it.
static bool readMemoryReserve(const DeviceFile *file, const TcJsonValue *root,
                              TcDevice *device) {
  const TcJsonValue *value = tcJsonObjectGet(root, "memory_reserve_gb");
  device->memoryReserveGigabytes = device->hbmGigabytes * 0.1;
  if (!value)
    return true;
  if (!readNumber(file, root, "memory_reserve_gb", "memory_reserve_gb", true,
                  &device->memoryReserveGigabytes))
    return false;
  if (!leavesMemory(device, device->memoryReserveGigabytes))
    return failField(file, value, "memory_reserve_gb",
                     "expected less than hbm_gb (the memory it is kept from)");
  return true;
}

// A device file's fields: the data sheet's, then a calibrated device's
// kernel models, then what it was fitted to.
static const char *const kDeviceKeys[] = {
    "name", "source", "tflops", "vector_tflops", "hbm_gb_per_s", "hbm_gb",
    "memory_reserve_gb", "link_gb_per_s", "launch_overhead_us",
    "iteration_sync_us", "collective_latency_us", "num_sms",
    "mla_decode_low_latency_heads", "mla_decode_head_tile",
    "decode_fp8_large_group_heads", "decode_fp8_large_group_head_dim",
    "gemm",
    "attention_context", "attention_decode", "elementwise", "moe",
    "collectives", "mla_context", "mla_decode", "mla_decode_low_latency",
    "fitted_from"};

/// `source` (where the figures come from) and `fitted_from` (what
/// scripts/calibrate.py fitted the device to; its check reads it), when
/// given, of the right kinds.
static bool checkProvenance(const DeviceFile *file, const TcJsonValue *root) {
  const TcJsonValue *source = tcJsonObjectGet(root, "source");
  if (source && source->kind != TC_JSON_STRING)
    return failField(file, source, "source",
                     "expected a string (where the figures come from)");
  const TcJsonValue *fitted = tcJsonObjectGet(root, "fitted_from");
  if (fitted && fitted->kind != TC_JSON_OBJECT)
    return failField(file, fitted, "fitted_from",
                     "expected an object (the fingerprints of the tables and "
                     "scripts the device was fitted with)");
  return true;
}

/// The data sheet's figures: name, peaks, memory, links, launch costs, SMs.
static bool readDataSheet(const DeviceFile *file, const TcJsonValue *root,
                          TcDevice *device) {
  return readName(file, root, device) && readTeraFlops(file, root, device) &&
         readOptionalNumber(file, root, "vector_tflops", false,
                            &device->vectorTeraFlops) &&
         readNumber(file, root, "hbm_gb_per_s", "hbm_gb_per_s", false,
                    &device->hbmGigabytesPerSecond) &&
         readOptionalNumber(file, root, "hbm_gb", false,
                            &device->hbmGigabytes) &&
         readMemoryReserve(file, root, device) &&
         readNumber(file, root, "link_gb_per_s", "link_gb_per_s", false,
                    &device->linkGigabytesPerSecond) &&
         readNumber(file, root, "launch_overhead_us", "launch_overhead_us",
                    true, &device->launchOverheadMicroseconds) &&
         readOptionalNumber(file, root, "iteration_sync_us", true,
                            &device->iterationSyncMicroseconds) &&
         readNumber(file, root, "collective_latency_us",
                    "collective_latency_us", true,
                    &device->collectiveLatencyMicroseconds) &&
         readNumSms(file, root, device) &&
         checkSheetCounts(file, root);
}

/// Without a 'gemm' section a device is a data sheet: no other kernel
/// model section may appear.
static bool checkNoStrayKernelModels(const DeviceFile *file,
                                     const TcJsonValue *root) {
  static const char *const kCalibrated[] = {
      "attention_context", "attention_decode",
      "elementwise",       "moe",
      "collectives",       "mla_context",
      "mla_decode",        "mla_decode_low_latency"};
  for (size_t i = 0; i < TC_ARRAY_SIZE(kCalibrated); ++i)
    if (tcJsonObjectGet(root, kCalibrated[i]))
      return failField(file, tcJsonObjectGet(root, kCalibrated[i]),
                       kCalibrated[i],
                       "belongs to a calibrated device, which needs a "
                       "'gemm' section too");
  return true;
}

static bool readDeviceFields(const DeviceFile *file, const TcJsonValue *root,
                             TcDevice *device) {
  if (root->kind != TC_JSON_OBJECT)
    return failField(file, root, "(document)", "expected a JSON object");
  if (!checkProvenance(file, root) ||
      !checkKeys(file, root, kDeviceKeys, TC_ARRAY_SIZE(kDeviceKeys),
                 "field") ||
      !readDataSheet(file, root, device))
    return false;
  if (!tcJsonObjectGet(root, "gemm"))
    return checkNoStrayKernelModels(file, root);
  return readKernelModel(file, root, device);
}

//===----------------------------------------------------------------------===//
// The network between nodes (networks/): GPUs per node, the NIC's bandwidth
// and latency.
//===----------------------------------------------------------------------===//

static bool readNetworkFields(const DeviceFile *file, const TcJsonValue *root,
                              TcNetwork *network) {
  static const char *const kKeys[] = {"name", "source", "gpus_per_node",
                                      "gb_per_s", "latency_us"};
  if (root->kind != TC_JSON_OBJECT)
    return failField(file, root, "(document)", "expected a JSON object");
  const TcJsonValue *source = tcJsonObjectGet(root, "source");
  if (!source || source->kind != TC_JSON_STRING || !source->string[0])
    return failField(file, source ? source : root, "source",
                     "expected a string naming where the figures come from");
  const TcJsonValue *name = tcJsonObjectGet(root, "name");
  if (name && (name->kind != TC_JSON_STRING || !name->string[0]))
    return failField(file, name, "name", "expected a non-empty string");
  snprintf(network->name, sizeof network->name, "%s",
           name ? name->string : file->path);
  const TcJsonValue *gpus = tcJsonObjectGet(root, "gpus_per_node");
  if (!gpus || !gpus->isInteger || gpus->integer < 1 || gpus->integer > 4096)
    return failField(file, gpus ? gpus : root, "gpus_per_node",
                     "expected the GPUs a node holds, an integer from 1 to "
                     "4096");
  network->gpusPerNode = gpus->integer;
  return checkKeys(file, root, kKeys, TC_ARRAY_SIZE(kKeys), "field") &&
         readNumber(file, root, "gb_per_s", "gb_per_s", false,
                    &network->gigabytesPerSecond) &&
         readNumber(file, root, "latency_us", "latency_us", true,
                    &network->latencyMicroseconds);
}

//===----------------------------------------------------------------------===//
// Loading a preset or a file.
//===----------------------------------------------------------------------===//

/// Reads a parsed document into the device or network `out`.
typedef bool (*ReadFields)(const DeviceFile *file, const TcJsonValue *root,
                           void *out);

static bool readDeviceDocument(const DeviceFile *file, const TcJsonValue *root,
                               void *out) {
  memset(out, 0, sizeof(TcDevice));
  return readDeviceFields(file, root, out);
}

static bool readNetworkDocument(const DeviceFile *file,
                                const TcJsonValue *root, void *out) {
  memset(out, 0, sizeof(TcNetwork));
  return readNetworkFields(file, root, out);
}

/// The presets of one kind: the shipped files and their names.
typedef struct Catalog {
  const char *kind; // "device", "network"
  const TcShippedDevice *files;
  unsigned long count;
  const char *names;
  ReadFields read;
} Catalog;

static bool loadFile(const Catalog *catalog, const char *path, void *out,
                     TcStringBuffer *error) {
  TcJsonValue root;
  TcStringBuffer parseError = {0};
  TcJsonFileStatus status = tcJsonParseFile(path, &root, &parseError);
  if (status == TC_JSON_FILE_UNREADABLE)
    tcBufferAppendFormat(error,
                         "unknown %s '%s': not a preset (%s) and not a "
                         "readable %s file (%s)",
                         catalog->kind, path, catalog->names, catalog->kind,
                         strerror(errno));
  else if (status == TC_JSON_FILE_MALFORMED)
    tcBufferAppendFormat(error, "%s file '%s':%s (not JSON)", catalog->kind,
                         path, tcBufferGetCString(&parseError));
  tcBufferDestroy(&parseError);
  if (status != TC_JSON_FILE_OK)
    return false;
  DeviceFile file = {path, error, catalog->kind};
  bool ok = catalog->read(&file, &root, out);
  tcJsonDestroy(&root);
  return ok;
}

/// A shipped file (compiled in); its text is the file in the repository, so
/// a failure here is a build defect, reported like a file's.
static bool loadShipped(const Catalog *catalog, const TcShippedDevice *shipped,
                        void *out, TcStringBuffer *error) {
  char path[96];
  snprintf(path, sizeof(path), "%ss/%s.json", catalog->kind, shipped->name);
  TcJsonValue root;
  TcStringBuffer parseError = {0};
  bool ok = tcJsonParse(shipped->text, shipped->size, &root, &parseError);
  if (!ok)
    tcBufferAppendFormat(error, "%s file '%s':%s (not JSON)", catalog->kind,
                         path, tcBufferGetCString(&parseError));
  tcBufferDestroy(&parseError);
  if (!ok)
    return false;
  DeviceFile file = {path, error, catalog->kind};
  ok = catalog->read(&file, &root, out);
  tcJsonDestroy(&root);
  return ok;
}

static bool loadPreset(const Catalog *catalog, const char *nameOrPath,
                       void *out, TcStringBuffer *error) {
  for (unsigned long i = 0; i < catalog->count; ++i)
    if (strcmp(nameOrPath, catalog->files[i].name) == 0)
      return loadShipped(catalog, &catalog->files[i], out, error);
  return loadFile(catalog, nameOrPath, out, error);
}

bool tcNetworkLoad(const char *nameOrPath, TcNetwork *network,
                   TcStringBuffer *error) {
  Catalog networks = {"network", tcShippedNetworks, tcNumShippedNetworks,
                      tcShippedNetworkNames, readNetworkDocument};
  return loadPreset(&networks, nameOrPath, network, error);
}

bool tcDeviceLoad(const char *nameOrPath, TcDevice *device,
                  TcStringBuffer *error) {
  Catalog devices = {"device", tcShippedDevices, tcNumShippedDevices,
                     tcShippedDeviceNames, readDeviceDocument};
  // Every system has a network between its nodes: the default one until the
  // caller chooses another (tcDeviceSetNetwork).
  return loadPreset(&devices, nameOrPath, device, error) &&
         tcNetworkLoad(tcShippedNetworks[0].name, &device->network, error);
}

bool tcDeviceSetNetwork(TcDevice *device, const char *nameOrPath,
                        int64_t gpusPerNode, TcStringBuffer *error) {
  if (nameOrPath && *nameOrPath &&
      !tcNetworkLoad(nameOrPath, &device->network, error))
    return false;
  if (gpusPerNode < 0 || gpusPerNode > 4096) {
    tcBufferAppendFormat(error,
                         "GPUs per node %lld: expected 1 to 4096 (0: the "
                         "network's own)",
                         (long long)gpusPerNode);
    return false;
  }
  if (gpusPerNode > 0)
    device->network.gpusPerNode = gpusPerNode;
  return true;
}

const char *tcNetworkPresetNames(void) { return tcShippedNetworkNames; }

bool tcDeviceSetMemoryReserve(TcDevice *device, double gigabytes,
                              TcStringBuffer *error) {
  if (gigabytes < 0)
    return true;
  if (!leavesMemory(device, gigabytes)) {
    tcBufferAppendFormat(error,
                         "memory reserve %g GB: expected at least 0 and below "
                         "the device's %g GB",
                         gigabytes, device->hbmGigabytes);
    return false;
  }
  device->memoryReserveGigabytes = gigabytes;
  return true;
}
