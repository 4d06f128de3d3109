//===- Options.c - tc-gen's options: a config, the options given, checks --===//
//
// The options of a model program come as a TcModelOptions (a C host's, or
// tc-gen's command line parsed in the tool): a config sets the model first,
// --tiny shrinks it, and every other option given overrides what they set.
// Each error is one sentence in `error` that names the option (as tc-gen
// spells it) or the config field; nothing is printed here.
//
//===----------------------------------------------------------------------===//

#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Gen.h"
#include "ModelOptions.h"
#include "Util/ArraySize.h"
#include "Util/CheckedMath.h"
#include "Util/StringBuffer.h"

//===----------------------------------------------------------------------===//
// The options given, checked and applied.
//===----------------------------------------------------------------------===//

/// An option's error: the message in `error`; returns TC_GEN_BAD_OPTIONS.
static int failUsage(TcStringBuffer *error, const char *format,
                     const char *argument) {
  tcBufferAppendFormat(error, format, argument);
  return TC_GEN_BAD_OPTIONS;
}

/// The integer options: tc-gen's flag, the given field and the model's.
typedef struct IntegerField {
  TcGenIntegerOption option;
  size_t field; // offsetof(Options, ...)
} IntegerField;

#define INTEGER(flag, given, model, allowZero)                                 \
  {                                                                            \
    {flag, offsetof(TcModelOptions, given), allowZero},                        \
        offsetof(Options, model)                                               \
  }
static const IntegerField kIntegerFields[] = {
    INTEGER("layers", layers, layers, false),
    INTEGER("batch", batch, batch, false),
    INTEGER("seq", seq, seq, false),
    INTEGER("hidden", hidden, hidden, false),
    INTEGER("heads", heads, heads, false),
    INTEGER("kv-heads", kvHeads, kvHeads, false),
    INTEGER("ffn", ffn, ffn, false),
    INTEGER("world-size", worldSize, worldSize, false),
    INTEGER("rank", rank, rank, true),
    INTEGER("group-size", groupSize, groupSize, false),
    INTEGER("head-dim", headDim, headDim, false),
    INTEGER("vocab", vocab, vocab, false),
    INTEGER("context", context, context, true),
    INTEGER("expert-parallel", expertParallel, expertParallel, false),
    INTEGER("attention-dp", attentionDp, attentionDp, false),
    INTEGER("mtp", mtp, mtp, false),
    INTEGER("experts", experts, experts, false),
    INTEGER("top-k", topK, topK, false),
    INTEGER("moe-ffn", moeFfn, moeFfn, false),
    INTEGER("shared-ffn", sharedFfn, sharedFfn, true),
};
#undef INTEGER

const TcGenIntegerOption *tcGenGetIntegerOption(size_t index) {
  return index < TC_ARRAY_SIZE(kIntegerFields) ? &kIntegerFields[index].option
                                               : NULL;
}

bool tcGenIntegerOptionAllows(const TcGenIntegerOption *option, int64_t value) {
  return value >= (option->allowZero ? 0 : 1) && value <= TC_GEN_MAX_INTEGER;
}

int tcGenFailInteger(const TcGenIntegerOption *option, const char *text,
                     TcStringBuffer *error) {
  tcBufferAppendFormat(error, "expected a %s integer in '--%s=%s'",
                       option->allowZero ? "non-negative" : "positive",
                       option->flag, text);
  return TC_GEN_BAD_OPTIONS;
}

const char *tcGenGetQuantName(size_t index) {
  return index < TC_ARRAY_SIZE(kTcQuantNames) ? kTcQuantNames[index] : NULL;
}

void tcGenAppendQuantNames(TcStringBuffer *out) {
  for (size_t q = 0; q < TC_ARRAY_SIZE(kTcQuantNames); ++q)
    tcBufferAppendFormat(out, "%s%s", q ? ", " : "", kTcQuantNames[q]);
}

/// The scheme named `name` in `*quant`: TC_GEN_OK, or TC_GEN_BAD_OPTIONS
/// with the names in `error`.
static int quantNamed(const char *name, Quant *quant, TcStringBuffer *error) {
  for (size_t q = 0; q < TC_ARRAY_SIZE(kTcQuantNames); ++q)
    if (!strcmp(name, kTcQuantNames[q])) {
      *quant = (Quant)q;
      return TC_GEN_OK;
    }
  tcBufferAppendFormat(error, "unknown quantization scheme in '--quant=%s' (",
                       name);
  tcGenAppendQuantNames(error);
  tcBufferAppendCString(error, ")");
  return TC_GEN_BAD_OPTIONS;
}

static bool isDtypeName(const char *name) {
  return !strcmp(name, "f16") || !strcmp(name, "bf16") || !strcmp(name, "f32");
}

int tcGenCheckQuantName(const char *name, TcStringBuffer *error) {
  Quant quant;
  return quantNamed(name, &quant, error);
}

int tcGenCheckDtype(const char *dtype, TcStringBuffer *error) {
  if (!isDtypeName(dtype))
    return failUsage(error, "unknown dtype in '--dtype=%s' (f16, bf16, f32)",
                     dtype);
  return TC_GEN_OK;
}

int tcGenCheckKvDtype(const char *kv, TcStringBuffer *error) {
  if (strcmp(kv, "auto") && strcmp(kv, "fp8") && !isDtypeName(kv))
    return failUsage(error,
                     "unknown KV cache dtype in '--kv-dtype=%s' (auto, "
                     "fp8, or the model's dtype: f16, bf16, f32)",
                     kv);
  return TC_GEN_OK;
}

/// Each integer option given, checked and set in the model.
static int applyIntegers(const TcModelOptions *given, Options *o,
                         TcStringBuffer *error) {
  for (size_t i = 0; i < TC_ARRAY_SIZE(kIntegerFields); ++i) {
    const IntegerField *row = &kIntegerFields[i];
    int64_t value = *(const int64_t *)((const char *)given + row->option.field);
    if (value == TC_MODEL_UNSET)
      continue;
    if (!tcGenIntegerOptionAllows(&row->option, value)) {
      char text[24];
      snprintf(text, sizeof text, "%" PRId64, value);
      return tcGenFailInteger(&row->option, text, error);
    }
    *(int64_t *)((char *)o + row->field) = value;
  }
  return TC_GEN_OK;
}

/// A yes-or-no option: `*value` set when given; false when out of range.
static bool applyChoice(TcModelChoice choice, bool *value, bool *given) {
  if (choice == TC_MODEL_CHOICE_UNSET)
    return true;
  if (choice != TC_MODEL_CHOICE_NO && choice != TC_MODEL_CHOICE_YES)
    return false;
  *value = choice == TC_MODEL_CHOICE_YES;
  if (given)
    *given = true;
  return true;
}

/// The yes-or-no options given, set in the model; then the switches
/// (--qkv-bias, --decode, --strict, --mtp-draft) and the --random seed.
static int applyChoicesAndSwitches(const TcModelOptions *given, Options *o,
                                   TcStringBuffer *error) {
  if (!applyChoice(given->allLogits, &o->allLogits, &o->logitsGiven) ||
      !applyChoice(given->allToAll, &o->allToAll, &o->exchangeGiven) ||
      !applyChoice(given->markers, &o->markers, NULL) ||
      !applyChoice(given->normTopkProb, &o->normTopk, NULL))
    return failUsage(error, "%s",
                     "a yes-or-no option (allLogits, allToAll, "
                     "markers, normTopkProb) is not a TcModelChoice");
  if (given->qkvBias)
    o->qkvBias = true;
  o->decode = given->decode;
  o->strict = given->strict;
  o->mtpDraft = given->mtpDraft;
  o->randomSeed = given->randomSeed;
  return TC_GEN_OK;
}

/// The options given over what the config (and --tiny) set.
static int applyGivenOptions(const TcModelOptions *given, Options *o,
                             TcStringBuffer *error) {
  int code = applyIntegers(given, o, error);
  if (!code && given->quant)
    code = quantNamed(given->quant, &o->quant, error);
  if (!code && given->dtype && !(code = tcGenCheckDtype(given->dtype, error)))
    o->dtype = given->dtype;
  if (!code && given->kvDtype &&
      !(code = tcGenCheckKvDtype(given->kvDtype, error)))
    o->kvDtype = given->kvDtype;
  return code ? code : applyChoicesAndSwitches(given, o, error);
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

/// The greatest common divisor of every K per rank a block or group of the
/// input dim must divide: hidden, the q heads' and ffn's columns, an
/// expert's and the shared expert's, and MLA's low ranks.
static int64_t commonInputWidth(const Options *o) {
  int64_t n = o->worldSize, ep = o->expertParallel, tp = attentionTp(o);
  if (n <= 0 || ep <= 0 || n % ep || tp <= 0 || n % o->attentionDp)
    return 0; // the shape checks say why
  int64_t widths[] = {o->hidden,
                      o->heads / tp * o->headDim,
                      o->ffn / tp,
                      o->experts ? o->moeFfn / (n / ep) : 0,
                      o->sharedFfn / tcGenSharedSplit(o),
                      o->mla ? o->qLoraRank : 0,
                      o->mla ? o->kvLoraRank : 0,
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

/// The model types whose layers have experts.
static bool isMoeFamily(const Options *o) {
  return o->modelType && (!strcmp(o->modelType, "qwen2_moe") ||
                          !strcmp(o->modelType, "qwen3_moe") ||
                          !strcmp(o->modelType, "mixtral") || o->mla);
}

/// An option the mode would ignore is an error: the user asked for
/// something the program would not have.
static const char *ignoredOption(const TcModelOptions *given,
                                 const Options *o) {
  if (o->randomSeed)
    return NULL; // --random draws the options itself
  if (o->decode && given->seq != TC_MODEL_UNSET)
    return "--seq is a prefill's length; a --decode step has one token per "
           "sequence (its cache is --context)";
  if (o->decode && o->logitsGiven)
    return "--logits chooses a prefill's tokens; a --decode step has one";
  if (o->quant != QUANT_INT4 && o->quant != QUANT_FP8_BLOCK &&
      given->groupSize != TC_MODEL_UNSET)
    return "--group-size is int4's group or fp8-block's block; add "
           "--quant=int4 or --quant=fp8-block";
  if (!o->decoder &&
      (given->headDim != TC_MODEL_UNSET || given->vocab != TC_MODEL_UNSET))
    return "--head-dim and --vocab need --config";
  bool expertOptions =
      given->experts != TC_MODEL_UNSET || given->topK != TC_MODEL_UNSET ||
      given->moeFfn != TC_MODEL_UNSET || given->sharedFfn != TC_MODEL_UNSET ||
      given->normTopkProb != TC_MODEL_CHOICE_UNSET;
  if (o->decoder && !isMoeFamily(o) && expertOptions)
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

/// The model as the config, --tiny and the options given set it.
static int setModel(const TcModelOptions *given, Options *o,
                    TcStringBuffer *error) {
  *o = (Options){.layers = 2, .batch = 1, .seq = 8, .hidden = 64, .heads = 4,
                 .kvHeads = 2, .ffn = 128, .worldSize = 2, .rank = 0,
                 .groupSize = 32, .quant = QUANT_NONE, .markers = true,
                 .dtype = "f16", .eps = 1e-5, .sparseStep = 1,
                 .expertParallel = 1, .attentionDp = 1, .routedScale = 1.0};
  // A config sets the model first; --tiny shrinks it; every other option
  // then overrides what they set.
  if (given->config && !tcGenReadModelConfig(given->config, o, error))
    return TC_GEN_BAD_CONFIG;
  if (given->tiny)
    shrinkToTiny(o);
  int code = applyGivenOptions(given, o, error);
  if (code)
    return code;
  if (given->groupSize == TC_MODEL_UNSET && !o->randomSeed)
    chooseGroupSize(o);
  if (o->randomSeed)
    tcGenRandomizeOptions(o);
  return TC_GEN_OK;
}

/// --strict: the config's warnings as one sentence, their lines joined.
static int failStrict(const Options *o, TcStringBuffer *error) {
  tcBufferAppendCString(error, "--strict:");
  const char *line = tcBufferGetCString(&o->configWarnings);
  for (const char *separator = " "; *line; separator = "; ") {
    size_t length = strcspn(line, "\n");
    tcBufferAppendFormat(error, "%s%.*s", separator, (int)length, line);
    line += length + (line[length] == '\n');
  }
  return TC_GEN_BAD_CONFIG;
}

int tcGenApplyOptions(const TcModelOptions *given, Options *o,
                      TcStringBuffer *error) {
  int code = setModel(given, o, error);
  if (code)
    return code;
  if (!o->decoder && o->attentionDp > 1)
    return failUsage(error, "%s", "--attention-dp needs --config (a real "
                     "decoder's layout)");
  if (!o->decoder && (o->decode || o->tiny || o->context || o->experts ||
                     o->logitsGiven))
    return failUsage(error, "%s", "--decode, --context, --tiny, --logits and the "
                           "experts need --config");
  if (o->strict && o->configWarnings.length)
    return failStrict(o, error);
  if (o->quantRefusal[0] && !given->quant) {
    tcBufferAppendCString(error, o->quantRefusal);
    return TC_GEN_BAD_CONFIG;
  }
  const char *ignored = ignoredOption(given, o);
  if (ignored)
    return failUsage(error, "%s", ignored);
  code = chooseKvCache(o, error);
  if (code)
    return code;
  const char *mtp = checkMtp(o);
  if (mtp)
    return failUsage(error, "%s", mtp);
  const char *why =
      o->decoder ? tcGenCheckDecoderShapes(o) : tcGenCheckStandInShapes(o);
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
               .sharedWidth = o->sharedFfn / tcGenSharedSplit(o),
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
