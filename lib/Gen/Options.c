//===- Options.c - tc-gen's options: flags, a config, checks, --random ----===//
//
// The options of a model program come as tc-gen's flags (the tool's command
// line, or a C host's through tcModelWrite): a config sets the model first,
// --tiny shrinks it, and every other flag overrides what they set. Each
// error is one sentence in `error` that names the flag or the config field;
// nothing is printed here.
//
//===----------------------------------------------------------------------===//

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Gen.h"
#include "Util/ArraySize.h"
#include "Util/CheckedMath.h"
#include "Util/StringBuffer.h"

//===----------------------------------------------------------------------===//
// Options.
//===----------------------------------------------------------------------===//

/// A flag's error: the message in `error`; returns TC_GEN_BAD_FLAGS.
static int failUsage(TcStringBuffer *error, const char *format,
                     const char *argument) {
  tcBufferAppendFormat(error, format, argument);
  return TC_GEN_BAD_FLAGS;
}

static bool parsePositive(const char *text, int64_t *value, bool allowZero) {
  char *end;
  errno = 0;
  long long parsed = strtoll(text, &end, 10);
  if (!*text || *end || errno || parsed < (allowZero ? 0 : 1) ||
      parsed > (1LL << 40))
    return false;
  *value = parsed;
  return true;
}

typedef struct IntegerFlag {
  const char *name;
  int64_t *value;
  bool allowZero;
} IntegerFlag;

static const char *flagValue(const char *arg, const char *name) {
  size_t length = strlen(name);
  if (strncmp(arg, "--", 2) == 0 && strncmp(arg + 2, name, length) == 0 &&
      arg[2 + length] == '=')
    return arg + 3 + length;
  return NULL;
}

/// The flags that take a value: `--name value` is read as `--name=value`,
/// as LLVM's tools accept it.
static const char *const kValueFlags[] = {
    "config", "layers", "batch", "seq", "hidden", "heads", "kv-heads", "ffn",
    "world-size", "rank", "group-size", "head-dim", "vocab", "context",
    "expert-parallel", "experts", "top-k", "moe-ffn", "shared-ffn", "quant",
    "dtype", "logits", "random", "expert-exchange", "attention-dp",
    "kv-dtype", "mtp"};

static bool takesValue(const char *arg) {
  const char *name = strncmp(arg, "--", 2) == 0 ? arg + 2 : NULL;
  for (size_t f = 0; name && f < TC_ARRAY_SIZE(kValueFlags); ++f)
    if (strcmp(name, kValueFlags[f]) == 0)
      return true;
  return false;
}

static int parseFlag(Options *o, const char *arg, const IntegerFlag *flags,
                     size_t numFlags, TcStringBuffer *error) {
  const char *value;
  for (size_t i = 0; i < numFlags; ++i)
    if ((value = flagValue(arg, flags[i].name))) {
      if (!parsePositive(value, flags[i].value, flags[i].allowZero))
        return failUsage(error, flags[i].allowZero
                             ? "expected a non-negative integer in '%s'"
                             : "expected a positive integer in '%s'",
                         arg);
      return 0;
    }
  if ((value = flagValue(arg, "quant"))) {
    for (size_t q = 0; q < TC_ARRAY_SIZE(kTcQuantNames); ++q)
      if (!strcmp(value, kTcQuantNames[q])) {
        o->quant = (Quant)q;
        return 0;
      }
    return failUsage(error, "unknown quantization scheme in '%s' (none, int8, "
                     "int8-dynamic, int4, fp8, mxfp4, fp8-block, fp8-channel, "
                     "nvfp4)",
                     arg);
  }
  if ((value = flagValue(arg, "dtype"))) {
    if (strcmp(value, "f16") && strcmp(value, "bf16") && strcmp(value, "f32"))
      return failUsage(error, "unknown dtype in '%s' (f16, bf16, f32)", arg);
    o->dtype = value;
    return 0;
  }
  if ((value = flagValue(arg, "kv-dtype"))) {
    if (strcmp(value, "auto") && strcmp(value, "fp8") && strcmp(value, "f16") &&
        strcmp(value, "bf16") && strcmp(value, "f32"))
      return failUsage(error, "unknown KV cache dtype in '%s' (auto, fp8, or "
                       "the model's dtype: f16, bf16, f32)",
                       arg);
    o->kvDtype = value;
    return 0;
  }
  if ((value = flagValue(arg, "logits"))) {
    if (strcmp(value, "all") && strcmp(value, "last"))
      return failUsage(error, "unknown value in '%s' (last, all)", arg);
    o->allLogits = strcmp(value, "all") == 0;
    o->logitsGiven = true;
    return 0;
  }
  if ((value = flagValue(arg, "expert-exchange"))) {
    if (strcmp(value, "all-reduce") && strcmp(value, "all-to-all"))
      return failUsage(error, "unknown value in '%s' (all-reduce, all-to-all)",
                       arg);
    o->allToAll = strcmp(value, "all-to-all") == 0;
    o->exchangeGiven = true;
    return 0;
  }
  if ((value = flagValue(arg, "random"))) {
    int64_t seed;
    if (!parsePositive(value, &seed, false))
      return failUsage(error, "expected a positive integer in '%s'", arg);
    o->randomSeed = (uint64_t)seed;
    return 0;
  }
  if (!strcmp(arg, "--qkv-bias"))
    o->qkvBias = true;
  else if (!strcmp(arg, "--decode"))
    o->decode = true;
  else if (!strcmp(arg, "--markers"))
    o->markers = true;
  else if (!strcmp(arg, "--no-markers"))
    o->markers = false;
  else if (!strcmp(arg, "--norm-topk-prob"))
    o->normTopk = true;
  else if (!strcmp(arg, "--no-norm-topk-prob"))
    o->normTopk = false;
  else if (!strcmp(arg, "--strict"))
    o->strict = true;
  else if (!strcmp(arg, "--mtp-draft"))
    o->mtpDraft = true;
  else if (takesValue(arg))
    return failUsage(error, "'%s' needs a value ('--name=value' or '--name value')",
                     arg);
  else
    return failUsage(error, "unknown option '%s'", arg);
  return 0;
}

/// splitmix64, for --random.
static uint64_t nextRandom(uint64_t *state) {
  uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
  z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static int64_t pick(uint64_t *state, const int64_t *choices, size_t count) {
  return choices[nextRandom(state) % count];
}

static const char *checkShapes(const Options *o);
static void randomizeExperts(Options *o);

/// Half the seeds are real decoders: a model type and the features of its
/// config, drawn on top of the shapes (which fit a decoder too), from a
/// stream of their own so the shapes stay what the seed gave before.
static void randomizeDecoder(Options *o) {
  static const char *const types[] = {"llama", "mistral", "qwen2", "qwen3"};
  static const int64_t vocabs[] = {64, 96, 128}, contexts[] = {1, 3, 5},
                       windows[] = {2, 3, 8};
  uint64_t state = o->randomSeed ^ UINT64_C(0xD1B54A32D192ED03);
  if (nextRandom(&state) % 2 == 0)
    return;
  o->decoder = true;
  o->modelType = types[nextRandom(&state) % 4];
  o->headDim = o->hidden / o->heads;
  if (nextRandom(&state) % 3 == 0)
    o->kvHeads = 1; // replicated on every rank past the first
  o->vocab = pick(&state, vocabs, 3);
  o->eps = nextRandom(&state) % 2 ? 1e-5 : 1e-6;
  o->ropeTheta = nextRandom(&state) % 2 ? 10000.0 : 1e6;
  o->tieEmbeddings = nextRandom(&state) % 2;
  o->llama3Scaling = !strcmp(o->modelType, "llama") && nextRandom(&state) % 2;
  static const double llama3[4] = {8.0, 1.0, 4.0, 64.0};
  memcpy(o->llama3, llama3, sizeof llama3);
  o->slidingWindow =
      !strcmp(o->modelType, "mistral") ? pick(&state, windows, 3) : 0;
  if (!strcmp(o->modelType, "qwen2"))
    o->qkvBias = true;
  else if (!strcmp(o->modelType, "mistral"))
    o->qkvBias = false;
  o->oBias = o->qkvBias && strcmp(o->modelType, "qwen2") != 0;
  o->decode = nextRandom(&state) % 2;
  o->context = o->decode ? pick(&state, contexts, 3) : 0;
}

/// A third of the random Mistral and Qwen2/3 decoders become their MoE
/// family (mixtral, qwen2_moe with a shared expert, qwen3_moe), with every
/// expert layout the world size allows. Drawn from a stream of their own, and
/// valid by construction: widths are multiples of 32 per rank (mxfp4's group)
/// and the expert-parallel size divides the step's tokens.
static void randomizeExperts(Options *o) {
  static const char *const dense[] = {"mistral", "qwen2", "qwen3"};
  static const char *const moe[] = {"mixtral", "qwen2_moe", "qwen3_moe"};
  static const int64_t experts[] = {4, 8}, topKs[] = {1, 2, 4}, units[] = {1, 2};
  uint64_t state = o->randomSeed ^ UINT64_C(0x8BB84B93962EACC9);
  int family = -1;
  for (int i = 0; i < 3; ++i)
    if (!strcmp(o->modelType, dense[i]))
      family = i;
  if (family < 0 || nextRandom(&state) % 3 != 0)
    return;
  o->modelType = moe[family];
  o->experts = pick(&state, experts, 2);
  o->topK = pick(&state, topKs, 3);
  int64_t n = o->worldSize, queries = o->decode ? 1 : o->seq, choices[3];
  size_t count = 0;
  for (int64_t ep = 1; ep <= n; ep *= 2)
    if (n % ep == 0 && (queries % ep == 0 || o->batch % ep == 0))
      choices[count++] = ep;
  o->expertParallel = pick(&state, choices, count);
  int64_t columns = n / o->expertParallel;
  o->moeFfn = columns * 32 * pick(&state, units, 2);
  // The shared expert's columns split over every rank (all_reduce) or over
  // one expert group's (all_to_all): n · 32 · u suits both.
  o->sharedFfn = family == 1 ? n * 32 * pick(&state, units, 2) : 0;
  o->normTopk = family == 0 || nextRandom(&state) % 2;
  o->sparseStep = o->layers > 1 && nextRandom(&state) % 3 == 0 ? 2 : 1;
  o->allToAll = o->expertParallel > 1 && nextRandom(&state) % 2;
}

/// --random=SEED: shapes, scheme, world size, rank, dtype, bias and markers
/// drawn from the seed, redrawn until they fit together; for half the seeds
/// a real decoder's features too. Shapes stay small
/// so tc-run checks them quickly; the seed alone reproduces the graph.
static void randomizeOptions(Options *o) {
  static const int64_t worlds[] = {1, 2, 4}, small[] = {1, 2}, seqs[] = {2, 4, 8},
                       headDims[] = {8, 16, 32}, layers[] = {1, 2, 3},
                       ffnUnits[] = {1, 2, 3};
  static const char *const dtypes[] = {"f16", "bf16", "f32"};
  uint64_t state = o->randomSeed;
  do {
    o->worldSize = pick(&state, worlds, 3);
    o->kvHeads = o->worldSize * pick(&state, small, 2);
    o->heads = o->kvHeads * pick(&state, small, 2);
    o->hidden = o->heads * pick(&state, headDims, 3);
    o->ffn = o->worldSize * 32 * pick(&state, ffnUnits, 3);
    o->batch = pick(&state, small, 2);
    o->seq = pick(&state, seqs, 3);
    o->layers = pick(&state, layers, 3);
    o->rank = (int64_t)(nextRandom(&state) % (uint64_t)o->worldSize);
    o->quant = (Quant)(nextRandom(&state) % (TC_ARRAY_SIZE(kTcQuantNames)));
    o->groupSize =
        o->quant == QUANT_INT4 || o->quant == QUANT_FP8_BLOCK ? 8 : 32;
    o->dtype = dtypes[nextRandom(&state) % 3];
    o->qkvBias = nextRandom(&state) % 2;
    o->markers = nextRandom(&state) % 2;
  } while (checkShapes(o));
  randomizeDecoder(o);
  if (o->decoder)
    randomizeExperts(o);
}

/// True when the largest tensors the model has (activations of tokens x the
/// widest dim, weights of hidden x the widest dim) can be counted in int64.
static bool shapesFit(const Options *o) {
  int64_t widest = o->hidden > o->ffn ? o->hidden : o->ffn, tokens, count;
  return tcMultiplyChecked(o->batch, o->seq, &tokens) &&
         tcMultiplyChecked(tokens, widest, &count) &&
         tcMultiplyChecked(o->hidden, widest, &count);
}

static const char *checkShapes(const Options *o) {
  char why[160] = "";
  if (!shapesFit(o))
    snprintf(why, sizeof why,
             "the model's tensors would have more elements than fit in 64 "
             "bits (--batch x --seq x max(--hidden, --ffn), or --hidden x "
             "max(--hidden, --ffn))");
  else if (o->hidden % o->heads)
    snprintf(why, sizeof why, "--heads must divide --hidden");
  else if (o->heads % o->kvHeads)
    snprintf(why, sizeof why, "--kv-heads must divide --heads");
  else if (o->heads % o->worldSize || o->kvHeads % o->worldSize ||
           o->ffn % o->worldSize)
    snprintf(why, sizeof why,
             "--world-size must divide --heads, --kv-heads and --ffn");
  else if (o->rank >= o->worldSize)
    snprintf(why, sizeof why, "--rank must be below --world-size");
  else if ((o->quant == QUANT_INT4 || o->quant == QUANT_FP8_BLOCK) &&
           (o->hidden % o->groupSize || (o->ffn / o->worldSize) % o->groupSize ||
            (o->hidden / o->worldSize) % o->groupSize))
    snprintf(why, sizeof why,
             o->quant == QUANT_INT4
                 ? "--group-size must divide every K (hidden, and hidden and "
                   "ffn per rank)"
                 : "fp8-block's block (--group-size, 128 unless given) must "
                   "divide every K (hidden, and hidden and ffn per rank)");
  else if (tcGenFp4Group(o->quant) &&
           (o->hidden % tcGenFp4Group(o->quant) ||
            (o->ffn / o->worldSize) % tcGenFp4Group(o->quant) ||
            (o->hidden / o->worldSize) % tcGenFp4Group(o->quant)))
    snprintf(why, sizeof why,
             "%s needs every K (hidden, and hidden and ffn per rank) to be "
             "a multiple of %" PRId64,
             kTcQuantNames[o->quant], tcGenFp4Group(o->quant));
  static char reason[160];
  memcpy(reason, why, sizeof reason);
  return why[0] ? reason : NULL;
}

/// --tiny: the model's structure (layers, heads and kv heads, biases, norms,
/// tied embeddings, RoPE, experts and routing, the quant scheme) with widths
/// small enough for tc-run: hidden 64, head_dim 16, ffn 256, an expert's ffn
/// 32, vocabulary 512.
static void shrinkToTiny(Options *o) {
  o->tiny = true;
  o->hidden = 64;
  o->headDim = 16;
  o->ffn = 256;
  o->moeFfn = 32;
  o->sharedFfn = o->sharedFfn ? 64 : 0;
  o->vocab = 512;
  if (o->mla) { // MLA's ranks and head widths, each a multiple of 8
    o->qLoraRank = o->qLoraRank ? 48 : 0;
    o->kvLoraRank = 32;
    o->qkNopeDim = 16;
    o->qkRopeDim = 8;
    o->vHeadDim = 16;
    o->headDim = o->qkNopeDim + o->qkRopeDim;
  }
}

/// The ranks that split the shared expert's columns: those of one expert
/// group when the tokens are split over the groups (all_to_all), else all.
static int64_t sharedSplit(const Options *o) {
  return o->allToAll ? o->worldSize / o->expertParallel : o->worldSize;
}

/// The experts' shapes: top_k of E; the experts split over `ep` groups of
/// ranks, each expert's columns over the n/ep ranks of a group, and the
/// tokens (with ep > 1) over the ep groups, along the sequence or the batch.
static const char *checkExpertShapes(const Options *o) {
  int64_t n = o->worldSize, ep = o->expertParallel, columns = n / ep;
  if (o->exchangeGiven && ep == 1)
    return "--expert-exchange needs --expert-parallel above 1";
  if (o->experts == 0)
    return ep == 1 ? NULL
                   : "--expert-parallel needs a model with experts (model_type "
                     "qwen3_moe or mixtral)";
  if (o->topK > o->experts)
    return "num_experts_per_tok (--top-k) must be at most the experts";
  if (n % ep)
    return "--expert-parallel must divide --world-size";
  if (o->moeFfn % columns)
    return "--world-size / --expert-parallel (the ranks that split each "
           "expert's columns) must divide the experts' ffn "
           "(moe_intermediate_size, --moe-ffn)";
  if (o->sharedFfn % sharedSplit(o))
    return o->allToAll
               ? "--world-size / --expert-parallel must divide the shared "
                 "expert's ffn (shared_expert_intermediate_size, --shared-ffn)"
               : "--world-size must divide the shared expert's ffn "
                 "(shared_expert_intermediate_size, --shared-ffn)";
  if (ep > 1 && o->experts % ep)
    return "--expert-parallel must divide the experts";
  int64_t width = o->moeFfn / columns, shared = o->sharedFfn / sharedSplit(o);
  int64_t fp4 = tcGenFp4Group(o->quant);
  if ((o->quant == QUANT_INT4 && (width % o->groupSize || shared % o->groupSize)) ||
      (fp4 && (width % fp4 || shared % fp4)))
    return "the experts' ffn per rank must be a multiple of the quantization "
           "group (--group-size; 32 for mxfp4, 16 for nvfp4)";
  if (o->quant == QUANT_FP8_BLOCK &&
      (width % o->groupSize || shared % o->groupSize)) {
    static char why[240];
    snprintf(why, sizeof why,
             "fp8-block needs the experts' ffn per rank (%" PRId64
             ", shared %" PRId64 ") to be a multiple of the block (%" PRId64
             "): engines keep an expert's blocks whole, so split its columns "
             "over fewer ranks (a larger --expert-parallel)",
             width, shared, o->groupSize);
    return why;
  }
  return NULL;
}

/// Attention data parallelism: d groups of the world, each with its own
/// sequences; all_to_all then only in DeepEP's layout (one rank a group,
/// whole experts).
static const char *checkDataParallel(const Options *o) {
  int64_t dp = o->attentionDp;
  if (dp == 1)
    return NULL;
  if (o->worldSize % dp)
    return "--attention-dp must divide --world-size (the world is --attention-dp "
           "groups of tensor-parallel ranks)";
  if (o->batch % dp)
    return "--batch must be a multiple of --attention-dp (each attention "
           "data-parallel group serves batch / attention-dp sequences)";
  if (o->allToAll && (attentionTp(o) != 1 || o->expertParallel != o->worldSize))
    return "--expert-exchange=all-to-all with --attention-dp needs one rank a "
           "group (--attention-dp equal to --world-size) and whole experts "
           "(--expert-parallel equal to --world-size), as DeepEP runs it";
  return NULL;
}

/// A real decoder's shapes on `worldSize` ranks: heads split, kv heads
/// split or (fewer than the ranks) replicated, the vocabulary padded to a
/// multiple of the ranks.
static const char *checkDecoderShapes(const Options *o) {
  static char why[200];
  const char *layout = checkDataParallel(o);
  if (layout)
    return layout;
  int64_t n = attentionTp(o), tokens, count;
  int64_t qWidth = o->heads / n * o->headDim, ffnWidth = o->ffn / n;
  int64_t widest = o->vocab > o->ffn ? o->vocab : o->ffn;
  if (o->heads % o->kvHeads)
    return "num_key_value_heads (--kv-heads) must divide num_attention_heads "
           "(--heads)";
  if (o->heads % n)
    return "attention's tensor parallelism (--world-size / --attention-dp) "
           "must divide num_attention_heads (--heads)";
  if (o->kvHeads % n && n % o->kvHeads)
    return "attention's tensor parallelism (--world-size / --attention-dp) "
           "must divide num_key_value_heads (--kv-heads) or be a multiple of "
           "it (kv heads are then replicated)";
  if (o->ffn % n)
    return "attention's tensor parallelism (--world-size / --attention-dp), "
           "which the dense MLP shares, must divide intermediate_size (--ffn)";
  if (o->rank >= o->worldSize)
    return "--rank must be below --world-size";
  if (o->headDim % 2)
    return "head_dim must be even (RoPE rotates pairs)";
  if (o->mla && (o->quant == QUANT_INT4 || o->quant == QUANT_MXFP4))
    return "int4 and mxfp4 have no scheme for multi-head latent attention "
           "here (its absorbed weights stay in the model's dtype; use fp8, "
           "int8 or int8-dynamic)";
  if (!tcMultiplyChecked(o->batch, o->seq + o->context + 1, &tokens) ||
      !tcMultiplyChecked(tokens, widest > o->hidden ? widest : o->hidden,
                         &count) ||
      !tcMultiplyChecked(o->heads, o->headDim, &count) ||
      !tcMultiplyChecked(count, o->hidden, &count) ||
      !tcMultiplyChecked(widest, o->hidden, &count))
    return "the model's tensors would have more elements than fit in 64 bits";
  int64_t k[3] = {o->hidden, qWidth, ffnWidth};
  for (int i = 0; i < 3; ++i) {
    if (o->quant == QUANT_FP8_BLOCK && k[i] % o->groupSize) {
      snprintf(why, sizeof why,
               "fp8-block needs every K per rank to be a multiple of the "
               "block (%" PRId64 "): hidden %" PRId64 ", q heads x head_dim "
               "%" PRId64 ", ffn %" PRId64,
               o->groupSize, k[0], k[1], k[2]);
      return why;
    }
    if (o->quant == QUANT_INT4 && k[i] % o->groupSize) {
      snprintf(why, sizeof why,
               "--group-size (%" PRId64 ") must divide every K per rank "
               "(hidden %" PRId64 ", q heads x head_dim %" PRId64
               ", ffn %" PRId64 ")",
               o->groupSize, k[0], k[1], k[2]);
      return why;
    }
    if (tcGenFp4Group(o->quant) && k[i] % tcGenFp4Group(o->quant)) {
      snprintf(why, sizeof why,
               "%s needs every K per rank to be a multiple of %" PRId64
               " (hidden %" PRId64 ", q heads x head_dim %" PRId64
               ", ffn %" PRId64 ")",
               kTcQuantNames[o->quant], tcGenFp4Group(o->quant), k[0], k[1],
               k[2]);
      return why;
    }
  }
  int64_t block = o->quant == QUANT_FP8_BLOCK ? o->groupSize
                  : o->quant == QUANT_NVFP4   ? tcGenFp4Group(o->quant)
                                              : 0;
  if (block && o->mla &&
      (o->qLoraRank % block || o->kvLoraRank % block ||
       (o->heads / n * o->vHeadDim) % block)) {
    snprintf(why, sizeof why,
             "%s needs every K per rank to be a multiple of the block "
             "(%" PRId64 "): q_lora_rank %" PRId64 ", kv_lora_rank %" PRId64
             ", heads x v_head_dim %" PRId64,
             kTcQuantNames[o->quant], block, o->qLoraRank, o->kvLoraRank,
             o->heads / n * o->vHeadDim);
    return why;
  }
  if (o->decode && o->context == 0)
    return "--decode needs --context=N, the tokens already in the KV cache";
  return checkExpertShapes(o);
}

/// The greatest common divisor of every K per rank a block or group of the
/// input dim must divide: hidden, the q heads' and ffn's columns, an
/// expert's and the shared expert's, and MLA's low ranks.
static int64_t commonInputWidth(const Options *o) {
  int64_t n = o->worldSize, ep = o->expertParallel, tp = attentionTp(o);
  if (n <= 0 || ep <= 0 || n % ep || tp <= 0 || n % o->attentionDp)
    return 0; // the shape checks say why
  int64_t widths[] = {o->hidden, o->heads / tp * o->headDim, o->ffn / tp,
                      o->experts ? o->moeFfn / (n / ep) : 0,
                      o->sharedFfn / sharedSplit(o),
                      o->mla ? o->qLoraRank : 0, o->mla ? o->kvLoraRank : 0,
                      o->mla ? o->heads / tp * o->vHeadDim : 0};
  int64_t common = 0;
  for (size_t i = 0; i < TC_ARRAY_SIZE(widths); ++i)
    if (widths[i] > 0)
      common = tcGreatestCommonDivisor(common, widths[i]);
  return common;
}

/// --tiny keeps the scheme and shrinks its block with the widths, as hidden
/// shrinks to 64: an fp8 block or int4 group of at most 16 (DeepSeek-V3's
/// 128 at hidden 64 would refuse every layout), the same for every layout so
/// that layouts compare; halved further only where a layout's K per rank
/// would not hold it whole (an expert split over many ranks). --group-size
/// on the line is kept (chooseGroupSize).
static void shrinkGroupToTiny(Options *o) {
  enum { TINY_GROUP = 16 };
  if (o->groupSize > TINY_GROUP)
    o->groupSize = TINY_GROUP;
  int64_t common = commonInputWidth(o);
  if (common <= 0)
    return;
  while (o->groupSize > 1 && common % o->groupSize)
    o->groupSize /= 2;
}

/// The group or block side when --group-size does not give it: fp8-block's
/// 128, or the config's own for its scheme, shrunk with the widths under
/// --tiny.
static void chooseGroupSize(Options *o) {
  if (o->quant == QUANT_FP8_BLOCK)
    o->groupSize = 128;
  if (o->quant == o->configQuant && o->configBlockSize)
    o->groupSize = o->configBlockSize;
  if (o->tiny && (o->quant == QUANT_FP8_BLOCK || o->quant == QUANT_INT4))
    shrinkGroupToTiny(o);
}

/// `argv` with each `--name value` of a flag that takes a value joined into
/// `--name=value` (in `joined`, freed by the caller); the count in `*argc`.
char **tcGenJoinFlagValues(int *argc, char **argv, char ***joined) {
  char **out = tcCheckAllocation(calloc((size_t)*argc + 1, sizeof(char *)));
  *joined = tcCheckAllocation(calloc((size_t)*argc + 1, sizeof(char *)));
  int count = 0, numJoined = 0;
  for (int i = 0; i < *argc; ++i) {
    if (takesValue(argv[i]) && i + 1 < *argc) {
      size_t size = strlen(argv[i]) + strlen(argv[i + 1]) + 2;
      char *flag = tcCheckAllocation(malloc(size));
      snprintf(flag, size, "%s=%s", argv[i], argv[i + 1]);
      out[count++] = (*joined)[numJoined++] = flag;
      ++i;
    } else {
      out[count++] = argv[i];
    }
  }
  *argc = count;
  return out;
}

static bool flagGiven(int argc, char **argv, const char *name) {
  for (int i = 0; i < argc; ++i)
    if (flagValue(argv[i], name) || (strncmp(argv[i], "--", 2) == 0 &&
                                      strcmp(argv[i] + 2, name) == 0))
      return true;
  return false;
}

/// The model types whose layers have experts.
static bool isMoeFamily(const Options *o) {
  return o->modelType && (!strcmp(o->modelType, "qwen2_moe") ||
                          !strcmp(o->modelType, "qwen3_moe") ||
                          !strcmp(o->modelType, "mixtral") || o->mla);
}

/// A flag the mode would ignore is an error: the user asked for something
/// the program would not have.
static const char *ignoredFlag(int argc, char **argv, const Options *o) {
  if (o->randomSeed)
    return NULL; // --random draws the flags itself
  if (o->decode && flagGiven(argc, argv, "seq"))
    return "--seq is a prefill's length; a --decode step has one token per "
           "sequence (its cache is --context)";
  if (o->decode && o->logitsGiven)
    return "--logits chooses a prefill's tokens; a --decode step has one";
  if (o->quant != QUANT_INT4 && o->quant != QUANT_FP8_BLOCK &&
      flagGiven(argc, argv, "group-size"))
    return "--group-size is int4's group or fp8-block's block; add "
           "--quant=int4 or --quant=fp8-block";
  if (!o->decoder && (flagGiven(argc, argv, "head-dim") ||
                      flagGiven(argc, argv, "vocab")))
    return "--head-dim and --vocab need --config";
  static const char *const expertFlags[] = {"experts", "top-k", "moe-ffn",
                                            "shared-ffn", "norm-topk-prob",
                                            "no-norm-topk-prob"};
  for (size_t i = 0; o->decoder && !isMoeFamily(o) && i < 6; ++i)
    if (flagGiven(argc, argv, expertFlags[i]))
      return "--experts, --top-k, --moe-ffn, --shared-ffn and "
             "--[no-]norm-topk-prob need a model with experts (model_type "
             "qwen2_moe, qwen3_moe or mixtral)";
  return NULL;
}

/// Multi-token prediction's flags against the model: a config with MTP
/// layers, a decode step, a few draft tokens.
static const char *checkMtp(const Options *o) {
  if (o->mtp == 0 && !o->mtpDraft)
    return NULL;
  if (!o->decoder || o->nextnLayers == 0)
    return "--mtp and --mtp-draft need a config with multi-token prediction "
           "layers (DeepSeek's num_nextn_predict_layers)";
  if (!o->decode)
    return "--mtp and --mtp-draft are a decode step's (add --decode): a "
           "prefill's draft zeroes the embedding at position 0, which is not "
           "written";
  if (o->mtp > 15)
    return "--mtp must be at most 15 draft tokens a step";
  return NULL;
}

/// The KV cache's element type from --kv-dtype and the checkpoint: auto
/// takes the checkpoint's scheme (its refusal when tc-gen does not write
/// it), else the model's dtype.
static int chooseKvCache(Options *o, TcStringBuffer *error) {
  const char *kv = o->kvDtype ? o->kvDtype : "auto";
  if (!strcmp(kv, "auto") && o->kvRefusal[0]) {
    tcBufferAppendCString(error, o->kvRefusal);
    return TC_GEN_BAD_CONFIG;
  }
  o->kvFp8 = !strcmp(kv, "fp8") || (!strcmp(kv, "auto") && o->configKvFp8);
  if (strcmp(kv, "auto") && strcmp(kv, "fp8") && strcmp(kv, o->dtype))
    return failUsage(error,
                     "--kv-dtype=%s: a cache in another float type than the "
                     "model's --dtype is not written (fp8, or the dtype)",
                     kv);
  if (o->kvFp8 && !o->decoder)
    return failUsage(error, "%s", "--kv-dtype=fp8 needs --config (a real "
                     "decoder's KV cache)");
  if (o->kvFp8 && o->mla && o->context > 0 && !o->decode)
    return failUsage(error, "%s",
                     "an FP8 latent cache under a prefill chunk (--context "
                     "without --decode) is not written: the expanded form "
                     "would dequantize the cache before kv_b_proj; write the "
                     "chunk with --kv-dtype of the model's dtype");
  return TC_GEN_OK;
}

int tcGenParseOptions(int argc, char **argv, Options *o,
                      TcStringBuffer *error) {
  *o = (Options){.layers = 2, .batch = 1, .seq = 8, .hidden = 64, .heads = 4,
                 .kvHeads = 2, .ffn = 128, .worldSize = 2, .rank = 0,
                 .groupSize = 32, .quant = QUANT_NONE, .markers = true,
                 .dtype = "f16", .eps = 1e-5, .sparseStep = 1,
                 .expertParallel = 1, .attentionDp = 1, .routedScale = 1.0};
  const IntegerFlag flags[] = {
      {"layers", &o->layers, false},   {"batch", &o->batch, false},
      {"seq", &o->seq, false},         {"hidden", &o->hidden, false},
      {"heads", &o->heads, false},     {"kv-heads", &o->kvHeads, false},
      {"ffn", &o->ffn, false},         {"world-size", &o->worldSize, false},
      {"rank", &o->rank, true},        {"group-size", &o->groupSize, false},
      {"head-dim", &o->headDim, false}, {"vocab", &o->vocab, false},
      {"context", &o->context, true},
      {"expert-parallel", &o->expertParallel, false},
      {"attention-dp", &o->attentionDp, false},
      {"mtp", &o->mtp, false},
      {"experts", &o->experts, false}, {"top-k", &o->topK, false},
      {"moe-ffn", &o->moeFfn, false},  {"shared-ffn", &o->sharedFfn, true},
  };
  // A config sets the model first; --tiny shrinks it; every other flag then
  // overrides what they set, wherever it stands on the line.
  for (int i = 0; i < argc; ++i) {
    const char *path = flagValue(argv[i], "config");
    if (path && !tcGenReadModelConfig(path, o, error))
      return TC_GEN_BAD_CONFIG;
  }
  for (int i = 0; i < argc; ++i)
    if (!strcmp(argv[i], "--tiny"))
      shrinkToTiny(o);
  for (int i = 0; i < argc; ++i) {
    const char *arg = argv[i];
    if (flagValue(arg, "config") || !strcmp(arg, "--tiny"))
      continue;
    int code = parseFlag(o, arg, flags, TC_ARRAY_SIZE(flags), error);
    if (code)
      return code;
  }
  if (!flagGiven(argc, argv, "group-size") && !o->randomSeed)
    chooseGroupSize(o);
  if (o->randomSeed)
    randomizeOptions(o);
  if (!o->decoder && o->attentionDp > 1)
    return failUsage(error, "%s", "--attention-dp needs --config (a real "
                     "decoder's layout)");
  if (!o->decoder && (o->decode || o->tiny || o->context || o->experts ||
                     o->logitsGiven))
    return failUsage(error, "%s", "--decode, --context, --tiny, --logits and the "
                           "experts need --config");
  if (o->strict && o->configWarnings.length) {
    // One sentence: the warnings' lines joined.
    tcBufferAppendCString(error, "--strict:");
    const char *line = tcBufferGetCString(&o->configWarnings);
    for (const char *separator = " "; *line; separator = "; ") {
      size_t length = strcspn(line, "\n");
      tcBufferAppendFormat(error, "%s%.*s", separator, (int)length, line);
      line += length + (line[length] == '\n');
    }
    return TC_GEN_BAD_CONFIG;
  }
  if (o->quantRefusal[0] && !flagGiven(argc, argv, "quant")) {
    tcBufferAppendCString(error, o->quantRefusal);
    return TC_GEN_BAD_CONFIG;
  }
  const char *ignored = ignoredFlag(argc, argv, o);
  if (ignored)
    return failUsage(error, "%s", ignored);
  int code = chooseKvCache(o, error);
  if (code)
    return code;
  const char *mtp = checkMtp(o);
  if (mtp)
    return failUsage(error, "%s", mtp);
  const char *why = o->decoder ? checkDecoderShapes(o) : checkShapes(o);
  return why ? failUsage(error, "%s", why) : TC_GEN_OK;
}

static Gen standInGen(const Options *o, TcStringBuffer *out) {
  int64_t headDim = o->hidden / o->heads;
  return (Gen){.o = o,
               .out = out,
               .queries = o->seq,
               .tokens = o->batch * o->seq,
               .qWidth = o->heads * headDim / o->worldSize,
               .kvWidth = o->kvHeads * headDim / o->worldSize,
               .ffnWidth = o->ffn / o->worldSize,
               .tp = o->worldSize,
               .globalBatch = o->batch};
}

/// `o` is one rank's: its batch is its data-parallel group's.
static Gen decoderGen(const Options *o, TcStringBuffer *out) {
  // A decode step verifying MTP drafts runs each sequence's last token and
  // its drafts; the draft layer's step one token a sequence.
  int64_t verified = o->mtpDraft ? 0 : o->mtp;
  int64_t n = attentionTp(o), queries = o->decode ? 1 + verified : o->seq;
  int64_t kvHeads = o->kvHeads >= n ? o->kvHeads / n : 1;
  int64_t ep = o->expertParallel, columns = o->worldSize / ep;
  return (Gen){.o = o,
               .out = out,
               .queries = queries,
               .tokens = o->batch * queries,
               .qHeads = o->heads / n,
               .kvHeads = kvHeads,
               .qWidth = o->heads / n * o->headDim,
               .kvWidth = kvHeads * o->headDim,
               .ffnWidth = o->ffn / n,
               .vocabShard = (o->vocab + n - 1) / n,
               .localExperts = o->experts / ep,
               .expertWidth = o->moeFfn / columns,
               .sharedWidth = o->sharedFfn / sharedSplit(o),
               .expertColumns = columns,
               .tokenDim = o->attentionDp > 1 || queries % ep ? 0 : 1,
               .tp = n,
               .globalBatch = o->batch * o->attentionDp};
}

void tcGenWriteProgram(const Options *options, const char *fileName,
                       TcStringBuffer *text) {
  Options rank = *options; // the batch of this rank's data-parallel group
  rank.batch = options->batch / options->attentionDp;
  Gen gen = options->decoder ? decoderGen(&rank, text)
                             : standInGen(options, text);
  GenText lines = {.file = fileName, .line = 1};
  gen.text = &lines;
  if (options->decoder)
    tcGenEmitDecoderModel(&gen);
  else
    tcGenEmitStandInModel(&gen);
}

void tcGenDestroyOptions(Options *o) {
  free(o->mlpOnlyLayers);
  o->mlpOnlyLayers = NULL;
  tcBufferDestroy(&o->configWarnings);
}
