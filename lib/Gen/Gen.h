//===- Gen.h - tc-gen's model description and its writers --------*- C -*-===//
//
// The generator is split by what it does, each file using only those below
// it:
//   Model.c             the public entry points (tensor_cast-c/Model.h)
//   Options.c           a config, the options given, their checks
//   Random.c            --random: a model drawn from a seed
//   Checks.c            whether the shapes fit the layout
//   Config.c            reading a Hugging Face config
//   Decoder.c           a real model: embedding, the layers, LM head
//   StandIn.c           the layer stack of earlier versions (no --config)
//   Layers.c            the stack of layers, with or without region markers
//   Attention.c, Moe.c  a layer's attention; its MoE block
//   Mla.c               DeepSeek's multi-head latent attention
//   Emit.c              the pieces every model is written with
//   Source.c            where each argument comes from (tensor_cast.source)
//   Facts.c             what a model is, without its program (parameters)
//
//===----------------------------------------------------------------------===//
#ifndef TC_GEN_GEN_H
#define TC_GEN_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ModelOptions.h"
#include "Support/IRUtils.h"
#include "Util/StringBuffer.h"
#include "tensor_cast-c/Model.h"

typedef enum Quant {
  QUANT_NONE,
  QUANT_INT8,         // static per-tensor activation scale, per-channel weight
  QUANT_INT8_DYNAMIC, // dynamic per-token activations, per-channel weight
  QUANT_INT4,         // weight-only, group-wise scales and offsets
  QUANT_FP8,          // dynamic per-token fp8 activations, per-tensor weight
  QUANT_MXFP4,        // mxfp4 activations and weights, e8m0 group scales
  QUANT_FP8_BLOCK,    // fp8 activations in 1 x g groups, weights in g x g blocks
  QUANT_FP8_CHANNEL,  // dynamic per-token fp8 activations, per-channel weight
                      // (fbgemm_fp8 and compressed-tensors' FP8 checkpoints)
  QUANT_NVFP4,        // NVFP4 activations and weights: e4m3 scales per 16
                      // and per-tensor global scales (ModelOpt checkpoints)
  QUANT_COUNT
} Quant;

extern const char *const kTcQuantNames[QUANT_COUNT];

typedef struct Options {
  int64_t layers, batch, seq, hidden, heads, kvHeads, ffn, worldSize, rank;
  int64_t groupSize;      // int4's group; fp8-block's block side
  // The scheme a config's quantization_config gives (QUANT_NONE: none) and
  // its int4 group or fp8 block side (0: none), which --group-size
  // overrides; applied when the program is written in that scheme.
  Quant configQuant;
  int64_t configBlockSize;
  Quant quant;
  bool qkvBias, markers;
  const char *dtype;
  const char *output;
  uint64_t randomSeed; // 0: use the options as given
  // A real decoder (--config, or --decoder): what the config says.
  bool decoder;
  const char *configPath;
  const char *modelType; // llama, mistral, qwen2, qwen3
  int64_t headDim, vocab, slidingWindow; // slidingWindow 0: none
  double eps, ropeTheta;
  bool llama3Scaling;
  double llama3[4]; // factor, low, high, original_max_position_embeddings
  bool yarnScaling;
  double yarn[6]; // factor, original positions, beta_fast, beta_slow,
                  // attention factor, truncate (0 or 1)
  bool tieEmbeddings, oBias;
  bool mlpBias; // Llama's mlp_bias: gate, up and down biases
  bool decode, tiny;
  int64_t context; // --decode: tokens already in the KV cache
  /// --logits=all: the LM head over every token; by default prefill
  /// computes it for each sequence's last token only, as serving engines do.
  bool allLogits;
  bool logitsGiven; // --logits appeared (it needs --config)
  // Mixture of experts (qwen3_moe, mixtral); experts 0: a dense model.
  int64_t experts, topK, moeFfn, sparseStep, expertParallel;
  /// --attention-dp=d: the world's n ranks are d attention data-parallel
  /// groups of n/d tensor-parallel ranks (rank r: group r / (n/d)); each
  /// group serves its own batch / d sequences with its own KV cache, and
  /// the experts span the world. 1: attention is tensor-parallel over all.
  int64_t attentionDp;
  /// --expert-exchange=all-to-all: with expert parallelism, tokens split
  /// over the expert-parallel group and exchanged with all_to_all; by
  /// default every rank keeps every token and one all_reduce sums the
  /// experts' outputs, as TensorRT-LLM and vLLM run it beside
  /// tensor-parallel attention.
  bool allToAll;
  bool exchangeGiven; // --expert-exchange appeared (it needs experts)
  int64_t sharedFfn; // qwen2_moe's shared expert width; 0: none
  bool normTopk;
  int64_t *mlpOnlyLayers; // the config's mlp_only_layers (dense layers)
  int64_t numMlpOnlyLayers;
  bool sharedGate; // qwen2_moe's sigmoid gate on the shared expert
  // DeepSeek (deepseek_v2, deepseek_v3, kimi_k2): multi-head latent
  // attention. headDim is then qk_nope_head_dim + qk_rope_head_dim.
  bool mla;
  int64_t qLoraRank; // 0: a plain q_proj
  int64_t kvLoraRank, qkNopeDim, qkRopeDim, vHeadDim;
  bool ropeInterleave;   // RoPE's pairs interleaved (rope_interleave)
  double softmaxMscale;  // MLA's softmax scale is this / sqrt(qk_head_dim):
                         // YaRN's mscale(factor, mscale_all_dim)² when the
                         // rope scaling gives mscale_all_dim, else 1
  // DeepSeek's routing: scoring_func, topk_method, the groups, the scale.
  bool sigmoidScoring;
  int topkMethod; // a TcTopkMethod
  int64_t groups, openGroups;
  double routedScale;   // routed_scaling_factor (1 for other families)
  int64_t firstDense;   // first_k_dense_replace: the leading dense layers
  // Multi-token prediction (DeepSeek's num_nextn_predict_layers): the MTP
  // layers the checkpoint has; --mtp=k, a decode step verifying k draft
  // tokens (1 + k queries a sequence); --mtp-draft, the program of the
  // draft layer's step instead of the model's.
  int64_t nextnLayers, mtp;
  bool mtpDraft;
  // A quantization_config with no scheme here that an explicit --quant may
  // replace (block-wise FP8: DeepSeek-V3's and Kimi-K2's checkpoints): the
  // config's error, reported unless --quant is given.
  char quantRefusal[1400]; // FILE:LINE:COL and why (a longer path is cut)
  /// The KV cache's element type. kvFp8: f8E4M3FN with per-tensor k and v
  /// scales (--kv-dtype=fp8, or auto and a checkpoint whose
  /// quantization_config stores its cache in FP8); else the model's dtype.
  const char *kvDtype; // --kv-dtype as given; NULL: auto
  bool configKvFp8;    // the checkpoint's kv_cache_scheme says FP8
  bool kvFp8;
  char kvRefusal[1400]; // a kv cache scheme not written; --kv-dtype overrides
  /// What the config left to chance, a line each: a field nobody reads (a
  /// misspelt one, say), an architecture size taken from the family's
  /// defaults. Said as warnings; errors with --strict.
  TcStringBuffer configWarnings;
  bool strict;
  int64_t maxPositions; // max_position_embeddings; 0: the config says none
} Options;


/// Qwen3 (and Qwen3-MoE) normalize q and k over head_dim before RoPE.
static inline bool hasQkNorm(const Options *o) {
  return o->modelType && (strcmp(o->modelType, "qwen3") == 0 ||
                          strcmp(o->modelType, "qwen3_moe") == 0);
}

/// Whether `layer`'s MLP is a mixture of experts: as transformers' Qwen3-MoE,
/// not in mlp_only_layers and (layer + 1) a multiple of decoder_sparse_step.
static inline bool isMoeLayer(const Options *o, int64_t layer) {
  if (o->experts == 0 || (layer + 1) % o->sparseStep != 0 ||
      layer < o->firstDense)
    return false;
  for (int64_t i = 0; i < o->numMlpOnlyLayers; ++i)
    if (o->mlpOnlyLayers[i] == layer)
      return false;
  return true;
}

/// DeepSeek's checkpoints name the shared experts `shared_experts` (plural,
/// no gate); Qwen2-MoE's `shared_expert`.
static inline const char *sharedExpertModule(const Options *o) {
  return o->mla ? "shared_experts" : "shared_expert";
}

/// The program text being written: where the current line began (to tell
/// an op's line) and the model part being written, which each op's line
/// ends with as its location: loc("layers.3.self_attn.q_proj"("f.mlir":9:3)),
/// Hugging Face's module path without "model.", around the op's place in
/// the output so diagnostics keep their file:line:col.
typedef struct GenText {
  const char *file; // the output's name: the -o path, or <stdin> for a pipe
  int64_t line;     // of the output, from 1
  char scope[128];
  char head[4]; // the current line's first three characters
  int column;
} GenText;

typedef struct Gen {
  const Options *o;
  TcStringBuffer *out; // the program text
  GenText *text;
  int64_t queries;      // tokens per sequence this step: seq, or 1 to decode
  int64_t tokens;       // batch * queries: rows of the (-1, H) views
  int64_t qWidth;       // q columns on this rank
  int64_t kvWidth;      // k and v columns on this rank
  int64_t ffnWidth;     // gate/up columns on this rank
  int64_t qHeads, kvHeads; // heads on this rank (kv heads may be replicas)
  int64_t vocabShard;   // embedding and LM head rows on this rank
  int64_t localExperts; // experts on this rank (all with --expert-parallel=1)
  int64_t expertWidth;  // an expert's gate/up columns on this rank
  int64_t sharedWidth;  // the shared expert's gate/up columns on this rank
  int64_t expertColumns; // the ranks that split each expert's columns
  int64_t tokenDim;     // --expert-parallel: the dim tokens are split along
  int64_t tp;           // attention's tensor-parallel ranks: n / attentionDp
  int64_t globalBatch;  // the sequences of every data-parallel group
} Gen;

/// The ranks that split the shared expert's columns: those of one expert
/// group when the tokens are split over the groups (all_to_all), else all.
static inline int64_t tcGenSharedSplit(const Options *o) {
  return o->allToAll ? o->worldSize / o->expertParallel : o->worldSize;
}

/// The KV cache's (or latent cache's) element type.
static inline const char *kvElement(const Options *o) {
  return o->kvFp8 ? "f8E4M3FN" : o->dtype;
}

/// An FP8 cache that the step reads: its new entries are quantized with
/// the layer's static scales and attention dequantizes what it reads.
/// Prefill from the first token attends over its own k and v in the
/// model's dtype (engines' context attention) and writes no cache here.
static inline bool hasKvScales(const Options *o) {
  return o->kvFp8 && o->context > 0;
}

/// Attention's (and the dense layers', the embedding's, the LM head's)
/// tensor-parallel size: the world over the attention data-parallel groups.
static inline int64_t attentionTp(const Options *o) {
  return o->attentionDp > 0 ? o->worldSize / o->attentionDp : o->worldSize;
}

typedef struct Projection {
  char name[24]; // q, k, v, o, gate, up, down; e<i>_gate... for expert i;
                 // MLA's q_a, q_b, kv_a, kv_b
  int64_t k, n;
  bool bias;
  char site[24]; // the static input scale it shares: attn, o, mlp, down, ...
  bool replicated; // the same weight on every rank (not {tensor_cast.sharded})
} Projection;

/// What a `tensor_cast.source` says (docs/dialect.md): the checkpoint
/// tensor `name` of `shape` (torch's layout), transposed, split (each split
/// into `parts` along its `dim` of the argument's layout, that groups of
/// `every` ranks hold: the batch over attention data parallelism, heads or
/// columns over tensor parallelism), an expert index first + step *
/// (rank / every) for "{}", or a term only the ranks r % partial == 0 add.
typedef struct Source {
  char name[160];
  int rank;
  int64_t shape[4];
  bool transpose;
  int64_t rows[3]; // period, offset, length of each head's rows; 0: all
  struct {
    int dim;
    int64_t parts, every;
  } splits[2];
  int numSplits;
  bool hasExpert;
  int64_t expert[3];
  int64_t partial;
} Source;

// Source.c
/// Starts `source` for the tensor of the printf-style name, whole and not
/// transposed.
void tcGenSourceNamed(Source *source, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
void tcGenSourceShape(Source *source, int rank, int64_t d0, int64_t d1,
                      int64_t d2, int64_t d3);
/// Splits `source` along `dim`, of `total` in the whole and `local` here;
/// `every` ranks hold each part. Nothing when `local` is the whole; a second
/// call adds a split along another dim.
void tcGenSourceSplit(Source *source, int dim, int64_t total, int64_t local,
                      int64_t every);
/// Splits `source` along its dim 0, the batch, over the attention
/// data-parallel groups: group d holds sequences [d b, (d + 1) b). Nothing
/// without them.
void tcGenBatchSplit(const Gen *g, Source *source);
/// Appends an argument's attributes to `text`: " {tensor_cast.sharded,
/// tensor_cast.source = {...}}", sharded when the world has more than one
/// rank, the source when it is a real decoder's (NULL: none); nothing when
/// neither.
void tcGenAppendArgumentAttributes(const Gen *g, bool isSharded,
                                   const Source *source, TcStringBuffer *text);
/// The function's result type with its source: "(type {tensor_cast.source
/// = ...})", or `type` alone.
void tcGenResultType(const Gen *g, const char *type, const Source *source,
                     char *buf, size_t size);
/// The sources of `layer`'s MoE router and shared-expert gate.
void tcGenRouterSource(const Gen *g, int64_t layer, Source *source);
void tcGenSharedGateSource(const Gen *g, int64_t layer, Source *source);
/// The source of projection `p`'s weight (or bias) in `layer`.
void tcGenProjectionSource(const Gen *g, int64_t layer, const Projection *p,
                           bool bias, Source *source);
/// The source of a quantized projection's scale (`suffix` "weight_scale")
/// or int4 zero points ("weight_zero_point"), cut as its `weight` (the
/// projection's weight source) is; false when this rank's fp8 blocks are
/// narrower than the checkpoint's (no source then).
bool tcGenQuantScaleSource(const Gen *g, const Projection *p,
                           const Source *weight, const char *suffix,
                           Source *source);
/// The source of an NVFP4 weight's per-tensor global scale (ModelOpt's
/// "weight_scale_2", one number) beside its `weight`.
void tcGenWeightGlobalScaleSource(const Source *weight, Source *source);
/// The source of the static input scale (int8's scale, NVFP4's global
/// scale) of the site whose first projection is `p`: that module's
/// input_scale (the site's other projections read the same input, and
/// checkpoints store equal scales for them; engines take their maximum).
void tcGenInputScaleSource(const Gen *g, int64_t layer, const Projection *p,
                           Source *source);
/// The source of `layer`'s MoE routing bias (noaux_tc).
void tcGenRouterBiasSource(const Gen *g, int64_t layer, Source *source);
/// The source of MLA's absorbed weight `which` ("k" or "v") of `layer`:
/// kv_b_proj's rows of each head, (heads, nope, kv_lora) or (heads,
/// kv_lora, v) transposed.
void tcGenAbsorbedSource(const Gen *g, int64_t layer, const char *which,
                         Source *source);
/// The source of `layer`'s latent cache (MLA).
void tcGenLatentCacheSource(const Gen *g, int64_t layer, Source *source);
/// The source of `layer`'s KV cache, `which` "key" or "value".
void tcGenCacheSource(const Gen *g, int64_t layer, const char *which,
                      Source *source);

// Emit.c
/// Writes program text to g->out; an op's line ends with the current scope's
/// location.
void tcGenEmit(const Gen *g, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
/// The model part the following ops belong to: printf-style, e.g.
/// ("layers.%d.mlp", layer); "" for none.
void tcGenSetScope(const Gen *g, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
/// The scope of projection `p` of `layer`: layers.L.self_attn.q_proj, ...,
/// layers.L.mlp.experts.E.down_proj (E the expert's global index).
void tcGenSetProjectionScope(const Gen *g, int64_t layer, const Projection *p);
/// The module path of projection `p` of `layer` that is not a routed
/// expert's: layers.L.self_attn.kv_a_proj_with_mqa,
/// layers.L.mlp.shared_experts.gate_proj, ... (the checkpoint's name
/// without "model." and ".weight").
void tcGenProjectionPath(const Gen *g, int64_t layer, const Projection *p,
                         char *buf, size_t size);
/// The index in the model of this rank's local expert `local`.
int64_t tcGenGlobalExpertIndex(const Gen *g, int64_t local);
void tcGenAct3(const Gen *g, int64_t n, char *buf, size_t size);
void tcGenTensor2(int64_t rows, int64_t columns, const char *element, char *buf,
                  size_t size);
const char *tcGenWeightElement(Quant quant, const char *dtype);

/// The block of a 4-bit float scheme's scales along K (mxfp4 32, NVFP4 16);
/// 0 for the other schemes.
int64_t tcGenFp4Group(Quant quant);
/// The flags that choose `o`'s scheme again: --quant, and --group-size where
/// the scheme has one (int4's group, fp8-block's block).
void tcGenQuantFlags(const Options *o, char *buf, size_t size);
/// tensor<n x dtype>.
void tcGenVectorType(const Gen *g, int64_t n, char *buf, size_t size);
/// The KV cache of one layer on this rank: (B, tokens, kv heads, D).
void tcGenCacheType(const Gen *g, int64_t tokens, char *buf, size_t size);
void tcGenKvScaleArguments(Gen *g, int64_t layer, bool *first);
void tcGenKvScaleOperands(const Gen *g, int64_t layer, char *operands,
                          size_t operandsSize, char *types, size_t typesSize);
void tcGenEmitCacheQuantize(Gen *g, const char *result, const char *input,
                            const char *scale, const char *type,
                            const char *quantizedType);
void tcGenWeightScaleType(const Gen *g, int64_t k, int64_t n, char *buf,
                          size_t size);
/// The columns one fp8-block weight scale covers for a weight of `n`
/// columns: the block side g, or for an N that g does not divide
/// (DeepSeek's kv_a_proj_with_mqa, 576 columns, whose checkpoint pads its
/// last block) the largest width dividing both, so every block is whole.
int64_t tcGenFp8BlockColumns(const Gen *g, int64_t n);
const char *tcGenSharded(const Gen *g);
void tcGenProjectionsOf(const Gen *g, Projection p[7]);
/// A layer's attention projections: q, k, v, o; or MLA's q (or q_a, q_b),
/// kv_a, kv_b (not in a decode step: its weights are absorbed), o. Returns
/// their count (at most 5).
int64_t tcGenAttentionProjections(const Gen *g, Projection p[5]);
/// The attention projection named `name` (MLA's), for emitting it.
Projection tcGenAttentionProjection(const Gen *g, const char *name);
/// True for an attention projection's name (q, k, v, o, q_a, ...).
bool tcGenIsAttentionProjectionName(const char *name);
/// Every projection of `layer` (q, k, v, o, then gate/up/down of the MLP, or
/// of each expert on this rank and then of the shared expert); the caller
/// frees the array.
Projection *tcGenLayerProjections(const Gen *g, int64_t layer, int64_t *count);
void tcGenArgument(Gen *g, bool *first, const char *text);
/// Writes the argument "%name: type" with its attributes (see
/// appendArgumentAttributes).
void tcGenDeclareArgument(Gen *g, bool *first, const char *declaration,
                          bool isSharded, const Source *source);
/// A layer's norm weight `%<name>_<layer>` of `size`, from the checkpoint's
/// model.layers.<layer>.<module>.weight.
void tcGenLayerNormArgument(Gen *g, int64_t layer, const char *name,
                            const char *module, int64_t size, bool *first);
void tcGenLayerNormArguments(Gen *g, int64_t layer, bool *first);
void tcGenLayerProjectionArguments(Gen *g, int64_t layer, bool *first);
/// The shortest "%.Ne" text that reads back as `value` (at least one
/// decimal, as MLIR's float attributes are written).
void tcGenFormatFloat(double value, char *buf, size_t size);
/// "rank = R : i64, rank_group = array<i64: ...>" of a collective over this
/// rank's tensor-parallel group (the world without attention data
/// parallelism).
void tcGenEmitRankGroup(const Gen *g);
/// The same over this rank's peers in the other data-parallel groups: the
/// ranks with its tensor-parallel position, one a group.
void tcGenEmitDataParallelGroup(const Gen *g);
/// The same over the `count` ranks start, start + stride, ...
void tcGenEmitSubGroup(const Gen *g, int64_t start, int64_t stride,
                       int64_t count);
/// `result` = the sum of the hidden-wide `input` over the tensor-parallel
/// group; over the whole world (the experts') for emitWorldAllReduce.
void tcGenEmitAllReduce(Gen *g, const char *result, const char *input);
void tcGenEmitWorldAllReduce(Gen *g, const char *result, const char *input);
void tcGenEmitProjection(Gen *g, int64_t layer, const Projection *p,
                         const char *input);
void tcGenEmitNorm2(Gen *g, const char *result, const char *x,
                    const char *residual, const char *weight);
void tcGenEmitRmsNorm(Gen *g, const char *result, const char *x,
                      const char *weight);

// Moe.c: the MoE block of `layer` from its normed input `normed` to
// `%l<layer>_down_sum`, its contribution to the residual on every rank.
void tcGenEmitMoeBlock(Gen *g, int64_t layer, const char *normed);

// Attention.c: a layer's attention, from its q/k/v projections to
// `%l<layer>_attn`: the real model's, or the stand-in's (no --config).
void tcGenEmitDecoderAttention(Gen *g, int64_t layer);
void tcGenEmitStandInAttention(Gen *g, int64_t layer);
/// The rope op's attributes: "theta = ... : f64", the scaling, interleaved.
void tcGenRopeAttributes(const Gen *g, char *buf, size_t size);
/// `result` = rope of `input` (of `type`) at the step's positions.
void tcGenEmitRopeOp(Gen *g, const char *result, const char *input,
                     const char *type);

// Mla.c: DeepSeek's multi-head latent attention of `layer` from its normed
// input to `%l<layer>_attn` (its projections included, o_proj excepted).
void tcGenEmitMlaAttention(Gen *g, int64_t layer, const char *normed);
/// Its arguments besides the projections: the q_a/kv_a norms, the absorbed
/// weights of a decode step, the latent cache.
void tcGenMlaNormArguments(Gen *g, int64_t layer, bool *first);
void tcGenMlaCacheArguments(Gen *g, int64_t layer, bool *first);
/// The KV cache of one layer on this rank: the latent (B, tokens, 1,
/// kv_lora_rank + qk_rope_head_dim).
void tcGenLatentCacheType(const Gen *g, int64_t tokens, char *buf, size_t size);

// Layers.c: the layers from `%h0` to the final norm, whose result's name it
// writes to `normed`.
void tcGenEmitLayerStack(Gen *g, char *normed, size_t size);
/// Whether `layer` is written with its own weights: every layer without
/// markers; with them, the first layer of each kind (dense, MoE).
bool tcGenIsWrittenLayer(const Options *o, int64_t layer);

// StandIn.c: the decoder stack with an attention stand-in and no embedding
// or LM head (no --config).
void tcGenEmitStandInModel(Gen *g);

// Decoder.c: the whole model of a config: embedding, layers, final norm,
// LM head; or with --mtp-draft its MTP draft layer's step.
void tcGenEmitDecoderModel(Gen *g);

// Layers.c: one layer written out from `input` (the residual stream): its
// input norm, the layer and the residual add into `%l<layer>_out`.
void tcGenEmitLayerFrom(Gen *g, int64_t layer, const char *input);

// Mtp.c: DeepSeek's multi-token prediction layer (as vLLM's
// DeepSeekMultiTokenPredictorLayer), the draft of a decode step.
/// Its own arguments: the target model's final hidden states, enorm,
/// hnorm, eh_proj, the shared head's norm and LM head.
void tcGenMtpArguments(Gen *g, bool *first);
/// From the embedded tokens `%h0` to `%mtp_in`: enorm of the embeddings and
/// hnorm of the hidden states, concatenated, times eh_proj.
void tcGenEmitMtpInput(Gen *g);
/// The MTP layer's index in the checkpoint: num_hidden_layers.
static inline int64_t mtpLayer(const Options *o) { return o->layers; }

// Config.c: fills `o` from a Hugging Face config.json; on failure appends
// "FILE:LINE:COL: field 'NAME': ..." to `error` and returns false.
bool tcGenReadModelConfig(const char *path, Options *o, TcStringBuffer *error);

// Options.c
/// The model of `given` in `o`: the config's, shrunk by --tiny, with every
/// option given over them, drawn from --random's seed, checked. Returns
/// TC_GEN_OK, or TC_GEN_BAD_CONFIG / TC_GEN_BAD_OPTIONS with one sentence in
/// `error`. `o` then owns an allocation (tcGenDestroyOptions) and points
/// into `given`'s strings.
int tcGenApplyOptions(const TcModelOptions *given, Options *o,
                      TcStringBuffer *error);

/// Frees what the options own.
void tcGenDestroyOptions(Options *o);

// Checks.c: why a stand-in model's or a real decoder's shapes do not fit
// together (one sentence in static storage); NULL when they do.
const char *tcGenCheckStandInShapes(const Options *o);
const char *tcGenCheckDecoderShapes(const Options *o);

// Random.c: --random's options, drawn from `o->randomSeed` until they fit.
void tcGenRandomizeOptions(Options *o);

/// The whole model's parameters (every rank's together): embedding, layers,
/// final norm and, unless tied, the LM head.
double tcGenCountParameters(const Options *o);
/// What tcModelGetFacts says of the model `o` describes.
void tcGenGetFacts(const Options *o, TcModelFacts *facts);

/// Appends the program of `options` to `text`; each op's location names
/// `fileName`.
void tcGenWriteProgram(const Options *options, const char *fileName,
                       TcStringBuffer *text);

#endif // TC_GEN_GEN_H
