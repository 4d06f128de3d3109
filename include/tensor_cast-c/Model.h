/*===-- tensor_cast-c/Model.h - Programs of real models (tc-gen) -*- C -*-===*\
|* One rank's program of a transformer decoder, from a Hugging Face          *|
|* config.json and tc-gen's flags: what tc-gen writes, as text or as a       *|
|* module, without a process or a file in between. A host that sweeps        *|
|* layouts (a planner) builds each point's program here, runs the pipeline   *|
|* and costs it in memory; the flags it passed are the tc-gen command that   *|
|* reproduces the point.                                                      *|
\*===----------------------------------------------------------------------===*/
#ifndef TENSOR_CAST_C_MODEL_H
#define TENSOR_CAST_C_MODEL_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"
#include "tensor_cast-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Why a program could not be written.
typedef enum TcModelStatus {
  TC_MODEL_OK = 0,
  TC_MODEL_BAD_CONFIG = 1, ///< the config file: unreadable, or a field
  TC_MODEL_BAD_FLAGS = 2,  ///< a flag, or flags that do not fit together
} TcModelStatus;

/// Writes the program tc-gen writes for `flags` (`numFlags` of tc-gen's
/// options, e.g. "--config=qwen3.json", "--world-size=8", "--decode",
/// "--context", "2048"; no program name, no -o) to `callback`, in pieces.
/// Each op's location names `fileName` (the file the text goes to; "<stdin>"
/// for a pipe). On failure calls `error` (may be null) once with one
/// sentence naming the flag or the config field, writes nothing, and returns
/// the status.
TC_CAPI_EXPORTED TcModelStatus tcModelWrite(intptr_t numFlags,
                                            const char *const *flags,
                                            MlirStringRef fileName,
                                            MlirStringCallback callback,
                                            void *userData,
                                            MlirStringCallback error,
                                            void *errorData);

/// The program of `flags` (as tcModelWrite) parsed into a module in
/// `context`, with the dialect loaded into it; owned by the caller. A null
/// module after `error` was called (the flags or the config), or after the
/// context's diagnostic handlers saw why it did not parse or verify.
TC_CAPI_EXPORTED MlirModule tcModelCreate(MlirContext context,
                                          intptr_t numFlags,
                                          const char *const *flags,
                                          MlirStringCallback error,
                                          void *errorData);

/// What a model is, as the program of the same flags has it: the config's
/// sizes after the flags' overrides (the whole model's, not one rank's).
typedef struct TcModelFacts {
  const char *modelType; ///< "llama", "deepseek_v3", ... (static storage)
  int64_t layers, hidden, heads, kvHeads, headDim, ffn, vocab;
  int64_t experts, topK, expertFfn; ///< experts 0: a dense model
  bool latentAttention;             ///< DeepSeek's multi-head latent attention
  int64_t mtpLayers; ///< multi-token prediction layers (num_nextn_predict_layers)
  int64_t maxPositions; ///< max_position_embeddings; 0: the config says none
  const char *quant;    ///< the scheme the program is written in (tc-gen's
                        ///< --quant name: the flag's, else the config's)
  const char *dtype;    ///< the activations' and weights' ("bf16", "f16",
                        ///< "f32"; static storage)
  const char *kvCache;  ///< the KV cache's elements: "fp8" or dtype
  double parameters;    ///< every weight of the model
} TcModelFacts;

/// Reads the model of `flags` (as tcModelWrite) into `facts` without writing
/// its program. Calls `warning` (may be null) once per thing the config
/// left to chance, in one sentence with the file:line:col: a field nobody
/// reads (with the field it probably meant), an architecture size taken from
/// the family's defaults; with "--strict" among the flags those are an
/// error instead. On failure calls `error` (may be null) once, zeroes
/// `facts` and returns the status.
TC_CAPI_EXPORTED TcModelStatus tcModelGetFacts(
    intptr_t numFlags, const char *const *flags, TcModelFacts *facts,
    MlirStringCallback warning, void *warningData, MlirStringCallback error,
    void *errorData);

#ifdef __cplusplus
}
#endif

#endif /* TENSOR_CAST_C_MODEL_H */
