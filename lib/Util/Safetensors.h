//===- Safetensors.h - Read and write safetensors checkpoints -----*- C -*-===//
//
// The format Hugging Face checkpoints are stored in: 8 bytes of header
// length (little-endian), a JSON header naming each tensor's dtype, shape and
// byte range in the data that follows, then the raw little-endian data. A
// checkpoint is one file, or shards listed by an index JSON
// (model.safetensors.index.json: {"weight_map": {name: shard file}}), or a
// directory holding either, as transformers' save_pretrained writes it.
//
//===----------------------------------------------------------------------===//
#ifndef TC_UTIL_SAFETENSORS_H
#define TC_UTIL_SAFETENSORS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "Util/StringBuffer.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { TC_SAFETENSOR_MAX_RANK = 8 };

typedef enum TcSafetensorDtype {
  TC_SAFETENSOR_BF16,
  TC_SAFETENSOR_F16,
  TC_SAFETENSOR_F32,
  TC_SAFETENSOR_F64,
  TC_SAFETENSOR_I32,
  TC_SAFETENSOR_I64,
} TcSafetensorDtype;

typedef struct TcSafetensor {
  char *name;
  TcSafetensorDtype dtype;
  int64_t rank;
  int64_t shape[TC_SAFETENSOR_MAX_RANK];
  int64_t numElements;
  size_t file;   // index into the checkpoint's files
  int64_t begin; // byte offset of the data in that file
} TcSafetensor;

typedef struct TcSafetensors {
  char **files; // paths of the shards
  size_t numFiles;
  TcSafetensor *tensors;
  size_t numTensors, capacity;
} TcSafetensors;

/// Opens the checkpoint at `path` (a .safetensors file, an index JSON, or a
/// directory holding model.safetensors or model.safetensors.index.json) and
/// reads every header. On failure returns false with "FILE: what was wrong"
/// in `error`; `checkpoint` is then empty.
bool tcSafetensorsOpen(const char *path, TcSafetensors *checkpoint,
                       TcStringBuffer *error);

void tcSafetensorsDestroy(TcSafetensors *checkpoint);

/// The tensor named `name`, or NULL.
const TcSafetensor *tcSafetensorsFind(const TcSafetensors *checkpoint,
                                      const char *name);

/// Reads `tensor`'s elements as doubles into `values` (numElements of them).
/// On failure returns false with the reason in `error`.
bool tcSafetensorsRead(const TcSafetensors *checkpoint,
                       const TcSafetensor *tensor, double *values,
                       TcStringBuffer *error);

/// "bf16", "f16", ...: for messages.
const char *tcSafetensorDtypeGetName(TcSafetensorDtype dtype);

/// One tensor to write: f32 values of `shape`.
typedef struct TcSafetensorOutput {
  const char *name;
  int64_t rank;
  const int64_t *shape;
  const double *values; // rounded to f32 when written
} TcSafetensorOutput;

/// Writes `count` tensors to a safetensors file at `path` in f32. On failure
/// returns false with the reason in `error`.
bool tcSafetensorsWriteF32(const char *path, const TcSafetensorOutput *tensors,
                           size_t count, TcStringBuffer *error);

#ifdef __cplusplus
}
#endif

#endif // TC_UTIL_SAFETENSORS_H
