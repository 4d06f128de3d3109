//===- Safetensors.c - Read and write safetensors checkpoints ------------===//
//
// Headers are read whole when a checkpoint is opened and checked against the
// file (every byte range inside the data, as long as its dtype and shape
// say); data is read per tensor when asked for. The format is little-endian,
// as are the hosts the project builds on.
//
//===----------------------------------------------------------------------===//

#include "Util/Safetensors.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "Util/ArraySize.h"
#include "Util/CheckedMath.h"
#include "Util/Json.h"

/// A header larger than this is not a checkpoint's (transformers' are a few
/// MB at most for the largest models).
#define TC_SAFETENSORS_MAX_HEADER ((uint64_t)256 << 20)

typedef struct DtypeInfo {
  const char *name; // as the header spells it
  const char *shortName;
  int64_t size;
} DtypeInfo;

static const DtypeInfo kDtypes[] = {
    [TC_SAFETENSOR_BF16] = {"BF16", "bf16", 2},
    [TC_SAFETENSOR_F16] = {"F16", "f16", 2},
    [TC_SAFETENSOR_F32] = {"F32", "f32", 4},
    [TC_SAFETENSOR_F64] = {"F64", "f64", 8},
    [TC_SAFETENSOR_I32] = {"I32", "i32", 4},
    [TC_SAFETENSOR_I64] = {"I64", "i64", 8},
};
enum { NUM_DTYPES = TC_ARRAY_SIZE(kDtypes) };

const char *tcSafetensorDtypeGetName(TcSafetensorDtype dtype) {
  return kDtypes[dtype].shortName;
}

//===----------------------------------------------------------------------===//
// Reading headers.
//===----------------------------------------------------------------------===//

static bool failFile(TcStringBuffer *error, const char *file,
                     const char *format, const char *detail) {
  tcBufferAppendFormat(error, "%s: ", file);
  tcBufferAppendFormat(error, format, detail);
  return false;
}

static bool readDtype(const TcJsonValue *value, TcSafetensor *tensor) {
  if (!value || value->kind != TC_JSON_STRING)
    return false;
  for (int i = 0; i < NUM_DTYPES; ++i)
    if (!strcmp(value->string, kDtypes[i].name)) {
      tensor->dtype = (TcSafetensorDtype)i;
      return true;
    }
  return false;
}

static bool readShape(const TcJsonValue *value, TcSafetensor *tensor) {
  if (!value || value->kind != TC_JSON_ARRAY ||
      value->count > TC_SAFETENSOR_MAX_RANK)
    return false;
  tensor->rank = (int64_t)value->count;
  tensor->numElements = 1;
  for (size_t d = 0; d < value->count; ++d) {
    const TcJsonValue *dim = &value->items[d];
    if (dim->kind != TC_JSON_NUMBER || !dim->isInteger || dim->integer < 0 ||
        !tcMultiplyChecked(tensor->numElements, dim->integer,
                           &tensor->numElements))
      return false;
    tensor->shape[d] = dim->integer;
  }
  return true;
}

/// The byte range [begin, end) of the data, which must be the tensor's size
/// and lie within `dataSize`.
static bool readOffsets(const TcJsonValue *value, TcSafetensor *tensor,
                        int64_t dataSize, int64_t dataStart) {
  int64_t bytes;
  if (!value || value->kind != TC_JSON_ARRAY || value->count != 2)
    return false;
  const TcJsonValue *begin = &value->items[0], *end = &value->items[1];
  if (begin->kind != TC_JSON_NUMBER || !begin->isInteger ||
      end->kind != TC_JSON_NUMBER || !end->isInteger || begin->integer < 0 ||
      end->integer < begin->integer || end->integer > dataSize ||
      !tcMultiplyChecked(tensor->numElements, kDtypes[tensor->dtype].size,
                         &bytes) ||
      end->integer - begin->integer != bytes)
    return false;
  tensor->begin = dataStart + begin->integer;
  return true;
}

static bool addTensor(TcSafetensors *checkpoint, const char *file,
                      const char *name, const TcJsonValue *entry,
                      int64_t dataSize, int64_t dataStart,
                      TcStringBuffer *error) {
  TcSafetensor tensor = {.file = checkpoint->numFiles - 1};
  if (tcSafetensorsFind(checkpoint, name))
    return failFile(error, file, "tensor '%s' appears twice in the checkpoint",
                    name);
  if (entry->kind != TC_JSON_OBJECT ||
      !readDtype(tcJsonObjectGet(entry, "dtype"), &tensor))
    return failFile(error, file,
                    "tensor '%s': expected a 'dtype' of BF16, F16, F32, F64, "
                    "I32 or I64",
                    name);
  if (!readShape(tcJsonObjectGet(entry, "shape"), &tensor))
    return failFile(error, file,
                    "tensor '%s': expected a 'shape' of at most 8 "
                    "non-negative integers",
                    name);
  if (!readOffsets(tcJsonObjectGet(entry, "data_offsets"), &tensor, dataSize,
                   dataStart))
    return failFile(error, file,
                    "tensor '%s': 'data_offsets' must be [begin, end] within "
                    "the file's data, as many bytes as its dtype and shape",
                    name);
  if (checkpoint->numTensors == checkpoint->capacity) {
    checkpoint->capacity = checkpoint->capacity ? 2 * checkpoint->capacity : 64;
    checkpoint->tensors = tcCheckAllocation(realloc(
        checkpoint->tensors, sizeof(TcSafetensor) * checkpoint->capacity));
  }
  tensor.name = tcCopyCString(name);
  checkpoint->tensors[checkpoint->numTensors++] = tensor;
  return true;
}

static uint64_t readLittleEndian64(const unsigned char bytes[8]) {
  uint64_t value = 0;
  for (int i = 7; i >= 0; --i)
    value = value << 8 | bytes[i];
  return value;
}

/// Reads the JSON header of the shard `file` (its size `fileSize`).
static bool readHeaderText(FILE *stream, const char *file, int64_t fileSize,
                           char **text, uint64_t *length,
                           TcStringBuffer *error) {
  unsigned char prefix[8];
  if (fread(prefix, 1, 8, stream) != 8)
    return failFile(error, file, "%sshorter than the 8 bytes of header length",
                    "");
  *length = readLittleEndian64(prefix);
  if (*length > TC_SAFETENSORS_MAX_HEADER ||
      *length > (uint64_t)(fileSize - 8))
    return failFile(error, file,
                    "%sthe header length (the first 8 bytes) is past the end "
                    "of the file: not a safetensors file",
                    "");
  *text = tcCheckAllocation(malloc(*length + 1));
  if (fread(*text, 1, *length, stream) != *length)
    return failFile(error, file, "%scannot read the header", "");
  (*text)[*length] = '\0';
  return true;
}

static bool readShard(TcSafetensors *checkpoint, const char *file,
                      TcStringBuffer *error) {
  struct stat info;
  FILE *stream = stat(file, &info) == 0 ? fopen(file, "rb") : NULL;
  if (!stream || !S_ISREG(info.st_mode)) {
    // A directory or a device opens: say what it is, not errno's "Success".
    bool failed =
        stream ? failFile(error, file, "%snot a regular file (a safetensors "
                                       "file or its index is expected)",
                          "")
               : failFile(error, file, "cannot open: %s", strerror(errno));
    if (stream)
      fclose(stream);
    return failed;
  }
  checkpoint->files = tcCheckAllocation(
      realloc(checkpoint->files, sizeof(char *) * (checkpoint->numFiles + 1)));
  checkpoint->files[checkpoint->numFiles++] = tcCopyCString(file);
  char *text = NULL;
  uint64_t length = 0;
  TcJsonValue root = {0};
  TcStringBuffer jsonError = {0};
  bool ok = readHeaderText(stream, file, (int64_t)info.st_size, &text, &length,
                           error);
  fclose(stream);
  if (ok && !tcJsonParse(text, (size_t)length, &root, &jsonError))
    ok = failFile(error, file, "header: %s", tcBufferGetCString(&jsonError));
  if (ok && root.kind != TC_JSON_OBJECT)
    ok = failFile(error, file, "%sthe header must be a JSON object", "");
  int64_t dataStart = 8 + (int64_t)length;
  for (size_t i = 0; ok && i < root.count; ++i)
    if (strcmp(root.keys[i], "__metadata__"))
      ok = addTensor(checkpoint, file, root.keys[i], &root.items[i],
                     (int64_t)info.st_size - dataStart, dataStart, error);
  free(text);
  tcJsonDestroy(&root);
  tcBufferDestroy(&jsonError);
  return ok;
}

//===----------------------------------------------------------------------===//
// Checkpoints: a file, an index of shards, a directory.
//===----------------------------------------------------------------------===//

/// `name` beside `path` (in its directory).
static char *siblingPath(const char *path, const char *name) {
  const char *slash = strrchr(path, '/');
  TcStringBuffer joined = {0};
  if (slash)
    tcBufferAppend(&joined, path, (size_t)(slash - path) + 1);
  tcBufferAppendCString(&joined, name);
  char *result = tcCopyCString(tcBufferGetCString(&joined));
  tcBufferDestroy(&joined);
  return result;
}

static bool alreadyRead(const TcSafetensors *checkpoint, const char *file) {
  for (size_t i = 0; i < checkpoint->numFiles; ++i)
    if (!strcmp(checkpoint->files[i], file))
      return true;
  return false;
}

static bool readIndex(TcSafetensors *checkpoint, const char *path,
                      TcStringBuffer *error) {
  TcJsonValue root = {0};
  TcStringBuffer jsonError = {0};
  TcJsonFileStatus status = tcJsonParseFile(path, &root, &jsonError);
  bool ok = status == TC_JSON_FILE_OK;
  if (status == TC_JSON_FILE_UNREADABLE)
    failFile(error, path, "cannot open: %s", strerror(errno));
  else if (status == TC_JSON_FILE_MALFORMED)
    failFile(error, path, "%s", tcBufferGetCString(&jsonError));
  const TcJsonValue *map = ok ? tcJsonObjectGet(&root, "weight_map") : NULL;
  if (ok && (!map || map->kind != TC_JSON_OBJECT))
    ok = failFile(error, path, "%sexpected an object 'weight_map' (tensor "
                               "name: shard file)", "");
  for (size_t i = 0; ok && i < map->count; ++i) {
    if (map->items[i].kind != TC_JSON_STRING || strchr(map->items[i].string, '/')) {
      ok = failFile(error, path, "weight_map['%s'] must name a shard file "
                                 "beside the index", map->keys[i]);
      break;
    }
    char *shard = siblingPath(path, map->items[i].string);
    if (!alreadyRead(checkpoint, shard))
      ok = readShard(checkpoint, shard, error);
    free(shard);
  }
  tcJsonDestroy(&root);
  tcBufferDestroy(&jsonError);
  return ok;
}

static bool endsWith(const char *text, const char *suffix) {
  size_t n = strlen(text), m = strlen(suffix);
  return n >= m && !strcmp(text + n - m, suffix);
}

static bool isFile(const char *path) {
  struct stat info;
  return stat(path, &info) == 0 && S_ISREG(info.st_mode);
}

bool tcSafetensorsOpen(const char *path, TcSafetensors *checkpoint,
                       TcStringBuffer *error) {
  struct stat info;
  *checkpoint = (TcSafetensors){0};
  bool ok;
  if (stat(path, &info) == 0 && S_ISDIR(info.st_mode)) {
    TcStringBuffer inside = {0};
    tcBufferAppendFormat(&inside, "%s/model.safetensors.index.json", path);
    if (isFile(tcBufferGetCString(&inside))) {
      ok = readIndex(checkpoint, tcBufferGetCString(&inside), error);
    } else {
      tcBufferClear(&inside);
      tcBufferAppendFormat(&inside, "%s/model.safetensors", path);
      ok = isFile(tcBufferGetCString(&inside))
               ? readShard(checkpoint, tcBufferGetCString(&inside), error)
               : failFile(error, path, "%sa directory without "
                                       "model.safetensors or "
                                       "model.safetensors.index.json", "");
    }
    tcBufferDestroy(&inside);
  } else {
    ok = endsWith(path, ".json") ? readIndex(checkpoint, path, error)
                                 : readShard(checkpoint, path, error);
  }
  if (!ok)
    tcSafetensorsDestroy(checkpoint);
  return ok;
}

void tcSafetensorsDestroy(TcSafetensors *checkpoint) {
  for (size_t i = 0; i < checkpoint->numFiles; ++i)
    free(checkpoint->files[i]);
  for (size_t i = 0; i < checkpoint->numTensors; ++i)
    free(checkpoint->tensors[i].name);
  free(checkpoint->files);
  free(checkpoint->tensors);
  *checkpoint = (TcSafetensors){0};
}

const TcSafetensor *tcSafetensorsFind(const TcSafetensors *checkpoint,
                                      const char *name) {
  for (size_t i = 0; i < checkpoint->numTensors; ++i)
    if (!strcmp(checkpoint->tensors[i].name, name))
      return &checkpoint->tensors[i];
  return NULL;
}

//===----------------------------------------------------------------------===//
// Data.
//===----------------------------------------------------------------------===//

static double halfToDouble(uint16_t bits) {
  int exponent = (bits >> 10) & 0x1f;
  double mantissa = bits & 0x3ff;
  double magnitude = exponent == 0    ? ldexp(mantissa, -24)
                     : exponent == 31 ? (mantissa ? NAN : INFINITY)
                                      : ldexp(mantissa + 1024.0, exponent - 25);
  return bits & 0x8000 ? -magnitude : magnitude;
}

static double elementAt(const unsigned char *bytes, TcSafetensorDtype dtype) {
  switch (dtype) {
  case TC_SAFETENSOR_BF16: {
    uint32_t bits = (uint32_t)(bytes[0] | bytes[1] << 8) << 16;
    float value;
    memcpy(&value, &bits, sizeof value);
    return value;
  }
  case TC_SAFETENSOR_F16:
    return halfToDouble((uint16_t)(bytes[0] | bytes[1] << 8));
  case TC_SAFETENSOR_F32: {
    float value;
    memcpy(&value, bytes, sizeof value);
    return value;
  }
  case TC_SAFETENSOR_F64: {
    double value;
    memcpy(&value, bytes, sizeof value);
    return value;
  }
  case TC_SAFETENSOR_I32: {
    int32_t value;
    memcpy(&value, bytes, sizeof value);
    return value;
  }
  case TC_SAFETENSOR_I64: {
    int64_t value;
    memcpy(&value, bytes, sizeof value);
    return (double)value;
  }
  }
  return 0.0;
}

bool tcSafetensorsRead(const TcSafetensors *checkpoint,
                       const TcSafetensor *tensor, double *values,
                       TcStringBuffer *error) {
  const char *file = checkpoint->files[tensor->file];
  int64_t size = kDtypes[tensor->dtype].size;
  size_t bytes = (size_t)(tensor->numElements * size);
  unsigned char *data = tcCheckAllocation(malloc(bytes ? bytes : 1));
  FILE *stream = fopen(file, "rb");
  bool ok = stream && fseek(stream, (long)tensor->begin, SEEK_SET) == 0 &&
            fread(data, 1, bytes, stream) == bytes;
  if (stream)
    fclose(stream);
  if (!ok)
    failFile(error, file, "cannot read tensor '%s'", tensor->name);
  for (int64_t i = 0; ok && i < tensor->numElements; ++i)
    values[i] = elementAt(&data[i * size], tensor->dtype);
  free(data);
  return ok;
}

//===----------------------------------------------------------------------===//
// Writing.
//===----------------------------------------------------------------------===//

static int64_t elementCount(const TcSafetensorOutput *tensor) {
  int64_t count = 1;
  for (int64_t d = 0; d < tensor->rank; ++d)
    count *= tensor->shape[d];
  return count;
}

/// The JSON header, padded with spaces to a multiple of 8 bytes so that the
/// data is aligned.
static void writeHeader(TcStringBuffer *header,
                        const TcSafetensorOutput *tensors, size_t count) {
  int64_t offset = 0;
  tcBufferAppendCString(header, "{");
  for (size_t i = 0; i < count; ++i) {
    int64_t bytes = elementCount(&tensors[i]) * 4;
    tcBufferAppendFormat(header, "%s", i ? "," : "");
    tcBufferAppendJsonString(header, tensors[i].name, strlen(tensors[i].name));
    tcBufferAppendCString(header, ":{\"dtype\":\"F32\",\"shape\":[");
    for (int64_t d = 0; d < tensors[i].rank; ++d)
      tcBufferAppendFormat(header, "%s%lld", d ? "," : "",
                           (long long)tensors[i].shape[d]);
    tcBufferAppendFormat(header, "],\"data_offsets\":[%lld,%lld]}",
                         (long long)offset, (long long)(offset + bytes));
    offset += bytes;
  }
  tcBufferAppendCString(header, "}");
  while (header->length % 8)
    tcBufferAppendCString(header, " ");
}

bool tcSafetensorsWriteF32(const char *path, const TcSafetensorOutput *tensors,
                           size_t count, TcStringBuffer *error) {
  TcStringBuffer header = {0};
  writeHeader(&header, tensors, count);
  FILE *stream = fopen(path, "wb");
  if (!stream) {
    tcBufferDestroy(&header);
    return failFile(error, path, "cannot open for writing: %s",
                    strerror(errno));
  }
  unsigned char prefix[8];
  uint64_t length = header.length;
  for (int i = 0; i < 8; ++i)
    prefix[i] = (unsigned char)(length >> (8 * i));
  bool ok = fwrite(prefix, 1, 8, stream) == 8 &&
            fwrite(tcBufferGetCString(&header), 1, header.length, stream) ==
                header.length;
  for (size_t i = 0; ok && i < count; ++i)
    for (int64_t e = 0; ok && e < elementCount(&tensors[i]); ++e) {
      float value = (float)tensors[i].values[e];
      ok = fwrite(&value, sizeof value, 1, stream) == 1;
    }
  ok = fclose(stream) == 0 && ok;
  tcBufferDestroy(&header);
  if (!ok)
    return failFile(error, path, "cannot write: %s", strerror(errno));
  return true;
}
