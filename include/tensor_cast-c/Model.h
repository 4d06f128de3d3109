/*===-- tensor_cast-c/Model.h - Programs of real models (tc-gen) -*- C -*-===*\
|* One rank's program of a transformer decoder, from a Hugging Face          *|
|* config.json and tc-gen's options: what tc-gen writes, as text or as a     *|
|* module, without a process or a file in between. A host that sweeps        *|
|* layouts (a planner) builds each point's program here, runs the pipeline   *|
|* and costs it in memory; its options, written as tc-gen's flags, are the   *|
|* command that reproduces the point.                                         *|
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
  TC_MODEL_BAD_CONFIG = 1,  ///< the config file: unreadable, or a field
  TC_MODEL_BAD_OPTIONS = 2, ///< an option, or options that do not fit together
} TcModelStatus;

/// An integer option left at this value is not given: the config's value,
/// else tc-gen's default.
#define TC_MODEL_UNSET INT64_C(-1)

/// A yes-or-no option that may be left to the config or the default.
typedef enum TcModelChoice {
  TC_MODEL_CHOICE_UNSET = -1,
  TC_MODEL_CHOICE_NO = 0,
  TC_MODEL_CHOICE_YES = 1,
} TcModelChoice;

/// What program to write: tc-gen's options, one field each (the flag in
/// brackets; tc-gen's --help says what each means). Start from
/// tcModelOptionsGetDefault, where nothing is given, and set what the host
/// chooses: the config sets the model first, `tiny` shrinks it, and every
/// field given then overrides them. Strings are borrowed for the call.
typedef struct TcModelOptions {
  const char *config; ///< [--config] a Hugging Face config.json; NULL: the
                      ///< stand-in layer stack of earlier versions
  bool tiny;          ///< [--tiny] widths small enough for tc-run
  bool decode;        ///< [--decode] one decode step over `context` tokens
  bool qkvBias;       ///< [--qkv-bias] true adds q, k and v biases
  bool strict;        ///< [--strict] what the config left to chance fails
  bool mtpDraft;      ///< [--mtp-draft] the MTP draft layer's step
  /// Sizes and the layout: TC_MODEL_UNSET, or at least 1 (0 allowed for
  /// `rank`, `context` and `sharedFfn`) and at most 2^40.
  int64_t layers, batch, seq, hidden, heads, kvHeads, ffn; ///< [--layers ...]
  int64_t worldSize, rank;         ///< [--world-size] [--rank]
  int64_t groupSize;               ///< [--group-size] int4's group, fp8-block's
  int64_t headDim, vocab, context; ///< [--head-dim] [--vocab] [--context]
  int64_t expertParallel, attentionDp; ///< [--expert-parallel] [--attention-dp]
  int64_t mtp;                         ///< [--mtp] draft tokens a decode step
  int64_t experts, topK, moeFfn, sharedFfn; ///< [--experts] [--top-k] ...
  const char *quant;   ///< [--quant] a scheme's name ("fp8", "nvfp4", ...);
                       ///< NULL: the config's, else none
  const char *dtype;   ///< [--dtype] "f16", "bf16" or "f32"; NULL: the
                       ///< config's, else f16
  const char *kvDtype; ///< [--kv-dtype] "auto", "fp8" or the dtype; NULL: auto
  TcModelChoice allLogits;    ///< [--logits] all (YES) or last (NO)
  TcModelChoice allToAll;     ///< [--expert-exchange] all-to-all (YES) or
                              ///< all-reduce (NO)
  TcModelChoice markers;      ///< [--markers] [--no-markers] region markers
  TcModelChoice normTopkProb; ///< [--[no-]norm-topk-prob]
  uint64_t randomSeed;        ///< [--random] 0: the options as given
} TcModelOptions;

/// Options where nothing is given: the program tc-gen writes with no flags.
TC_CAPI_EXPORTED TcModelOptions tcModelOptionsGetDefault(void);

/// Writes the program tc-gen writes for `options` to `callback`, in pieces.
/// Each op's location names `fileName` (the file the text goes to;
/// "<stdin>" for a pipe). On failure calls `error` (may be null) once with
/// one sentence naming the option (as tc-gen spells it) or the config
/// field, writes nothing, and returns the status.
TC_CAPI_EXPORTED TcModelStatus tcModelWrite(const TcModelOptions *options,
                                            MlirStringRef fileName,
                                            MlirStringCallback callback,
                                            void *userData,
                                            MlirStringCallback error,
                                            void *errorData);

/// The program of `options` (as tcModelWrite) parsed into a module in
/// `context`, with the dialect loaded into it; owned by the caller. A null
/// module after `error` was called (the options or the config), or after the
/// context's diagnostic handlers saw why it did not parse or verify.
TC_CAPI_EXPORTED MlirModule tcModelCreate(MlirContext context,
                                          const TcModelOptions *options,
                                          MlirStringCallback error,
                                          void *errorData);

/// What a model is, as the program of the same options has it: the config's
/// sizes after the options' overrides (the whole model's, not one rank's).
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

/// Reads the model of `options` (as tcModelWrite) into `facts` without writing
/// its program. Calls `warning` (may be null) once per thing the config
/// left to chance, in one sentence with the file:line:col: a field nobody
/// reads (with the field it probably meant), an architecture size taken from
/// the family's defaults; with `options->strict` those are an
/// error instead. On failure calls `error` (may be null) once, zeroes
/// `facts` and returns the status.
TC_CAPI_EXPORTED TcModelStatus tcModelGetFacts(const TcModelOptions *options,
                                               TcModelFacts *facts,
                                               MlirStringCallback warning,
                                               void *warningData,
                                               MlirStringCallback error,
                                               void *errorData);

#ifdef __cplusplus
}
#endif

#endif /* TENSOR_CAST_C_MODEL_H */
