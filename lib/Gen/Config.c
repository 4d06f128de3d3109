//===- Config.c - tc-gen: a model from its Hugging Face config.json -------===//
//
// The fields transformers' Llama, Mistral, Mixtral, Qwen2, Qwen3 and their
// MoE configurations use, read as transformers reads them: a field that is
// absent takes its family's default (the defaults of transformers' config
// classes), v5's spellings (`dtype`, `rope_parameters`) and the older ones
// (`torch_dtype`, `rope_scaling` and `rope_theta`) both work, and a field
// that would change the computation in a way tc-gen cannot write is refused
// by name. A field of the wrong kind or value is an error naming the field
// and where it is.
//
//===----------------------------------------------------------------------===//

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "Gen.h"
#include "Util/ArraySize.h"
#include "Util/Json.h"
#include "Util/StringBuffer.h"

typedef struct Config {
  const char *path;
  const TcJsonValue *root;
  TcStringBuffer *error;
  // Which of the root's keys a reader looked at (one flag per item), and the
  // names it asked for, present or not: a key nobody reads is named with
  // the closest of them (a misspelt field changes the model silently).
  bool *read;
  TcStringBuffer *asked; // "name\n" each
  TcStringBuffer *warnings;
  const char *const *familyName; // whose defaults an absent size takes (the
                                 // options' model type, once it is read)
} Config;

static bool failField(const Config *config, const char *field,
                      const TcJsonValue *at, const char *format, ...)
    __attribute__((format(printf, 4, 5)));
static bool failField(const Config *config, const char *field,
                      const TcJsonValue *at, const char *format, ...) {
  tcBufferAppendCString(config->error, config->path);
  if (at)
    tcBufferAppendFormat(config->error, ":%u:%u", at->line, at->column);
  tcBufferAppendFormat(config->error, ": field '%s': ", field);
  va_list args;
  va_start(args, format);
  tcBufferAppendFormatV(config->error, format, args);
  va_end(args);
  return false;
}

/// The top-level `name`'s value (NULL when absent), noted as read.
static const TcJsonValue *rootGet(const Config *config, const char *name) {
  const TcJsonValue *root = config->root;
  if (config->read && root->kind == TC_JSON_OBJECT) {
    for (size_t i = 0; i < root->count; ++i)
      if (!strcmp(root->keys[i], name))
        config->read[i] = true;
    tcBufferAppendFormat(config->asked, "%s\n", name);
  }
  return tcJsonObjectGet(root, name);
}

/// `object`'s `name`: the top level's noted as read.
static const TcJsonValue *objectGet(const Config *config,
                                    const TcJsonValue *object,
                                    const char *name) {
  return object == config->root ? rootGet(config, name)
                                : tcJsonObjectGet(object, name);
}

/// The field's value, NULL when absent or null.
static const TcJsonValue *field(const Config *config, const char *name) {
  const TcJsonValue *value = rootGet(config, name);
  return value && value->kind != TC_JSON_NULL ? value : NULL;
}

/// The sizes that decide the model's shape: one taken from the family's
/// defaults is said (transformers takes it silently; a config missing
/// hidden_size would give Llama-2-7B's 4096).
static const char *const kArchitectureSizes[] = {
    "num_hidden_layers", "hidden_size", "intermediate_size",
    "num_attention_heads", "num_key_value_heads", "vocab_size", "head_dim",
    "num_experts", "num_local_experts", "n_routed_experts",
    "num_experts_per_tok", "moe_intermediate_size",
    "shared_expert_intermediate_size", "n_shared_experts", "q_lora_rank",
    "kv_lora_rank", "qk_nope_head_dim", "qk_rope_head_dim", "v_head_dim",
    "first_k_dense_replace"};

static void noteDefaultSize(const Config *config, const char *name,
                            int64_t value) {
  for (size_t i = 0; config->warnings && i < TC_ARRAY_SIZE(kArchitectureSizes);
       ++i)
    if (!strcmp(name, kArchitectureSizes[i]))
      tcBufferAppendFormat(config->warnings,
                           "%s: field '%s' is missing: took %s's default %lld\n",
                           config->path, name, *config->familyName,
                           (long long)value);
}

/// A positive integer field; `fallback` (> 0) when absent, or required when
/// `fallback` is 0.
static bool readPositive(const Config *config, const char *name,
                         int64_t fallback, int64_t *out) {
  const TcJsonValue *value = field(config, name);
  if (!value) {
    if (fallback > 0) {
      *out = fallback;
      noteDefaultSize(config, name, fallback);
      return true;
    }
    return failField(config, name, NULL, "missing (a positive integer)");
  }
  if (value->kind != TC_JSON_NUMBER || !value->isInteger ||
      value->integer <= 0 || value->integer > ((int64_t)1 << 40))
    return failField(config, name, value,
                     "expected a positive integer (at most 2^40), got %s",
                     value->kind == TC_JSON_NUMBER ? "another number"
                                                   : tcJsonKindGetName(value->kind));
  *out = value->integer;
  return true;
}

static bool readPositiveNumber(const Config *config, const char *name,
                               const TcJsonValue *object, double fallback,
                               double *out) {
  const TcJsonValue *value = objectGet(config, object, name);
  if (!value || value->kind == TC_JSON_NULL) {
    if (fallback > 0) {
      *out = fallback;
      return true;
    }
    return failField(config, name, NULL, "missing (a positive number)");
  }
  if (value->kind != TC_JSON_NUMBER || !(value->number > 0))
    return failField(config, name, value, "expected a positive number");
  *out = value->number;
  return true;
}

static bool readBool(const Config *config, const char *name, bool fallback,
                     bool *out) {
  const TcJsonValue *value = field(config, name);
  if (!value) {
    *out = fallback;
    return true;
  }
  if (value->kind != TC_JSON_BOOL)
    return failField(config, name, value, "expected true or false, got %s",
                     tcJsonKindGetName(value->kind));
  *out = value->boolean;
  return true;
}

/// A boolean field that must stay false (absent counts as false): `what` says
/// which feature its true value asks for that tc-gen does not write.
static bool refuseTrue(const Config *config, const char *name,
                       const char *what) {
  bool value = false;
  if (!readBool(config, name, false, &value))
    return false;
  return !value || failField(config, name, field(config, name), "%s", what);
}

/// What a family's transformers config class assumes for a field the
/// config.json leaves out.
typedef struct Family {
  const char *modelType;
  int64_t vocab, hidden, ffn, layers, heads;
  int64_t kvHeads; // 0: num_attention_heads (explicit null: always that)
  int64_t headDim; // 0: hidden_size / num_attention_heads
  double eps, ropeTheta;
  int64_t slidingWindow; // mistral's 4096 when absent (null: none)
} Family;

static const Family kFamilies[] = {
    {"llama", 32000, 4096, 11008, 32, 32, 0, 0, 1e-6, 10000.0, 0},
    {"mistral", 32000, 4096, 14336, 32, 32, 8, 0, 1e-6, 10000.0, 4096},
    {"qwen2", 151936, 4096, 22016, 32, 32, 32, 0, 1e-6, 10000.0, 0},
    {"qwen3", 151936, 4096, 22016, 32, 32, 32, 128, 1e-6, 10000.0, 0},
    {"qwen2_moe", 151936, 2048, 5632, 24, 16, 16, 0, 1e-6, 10000.0, 0},
    {"qwen3_moe", 151936, 2048, 6144, 24, 32, 4, 0, 1e-6, 10000.0, 0},
    {"mixtral", 32000, 4096, 14336, 32, 32, 8, 0, 1e-5, 1e6, 0},
    // DeepSeek's heads are MLA's: kv heads are the q heads, head_dim is
    // qk_nope_head_dim + qk_rope_head_dim (Mla.c).
    {"deepseek_v2", 102400, 4096, 11008, 30, 32, 0, 0, 1e-6, 10000.0, 0},
    {"deepseek_v3", 129280, 7168, 18432, 61, 128, 0, 0, 1e-6, 10000.0, 0},
    // Kimi-K2 is DeepSeek-V3's architecture under its own name.
    {"kimi_k2", 163840, 7168, 18432, 61, 64, 0, 0, 1e-6, 50000.0, 0},
};
#define MODEL_TYPE_LIST                                                        \
  "llama, mistral, qwen2, qwen3, qwen2_moe, qwen3_moe, mixtral, "              \
  "deepseek_v2, deepseek_v3, kimi_k2"

static bool readModelType(const Config *config, Options *o,
                          const Family **family) {
  const TcJsonValue *value = field(config, "model_type");
  if (!value || value->kind != TC_JSON_STRING)
    return failField(config, "model_type", value,
                     "expected a string, one of " MODEL_TYPE_LIST);
  for (size_t i = 0; i < TC_ARRAY_SIZE(kFamilies); ++i)
    if (!strcmp(value->string, kFamilies[i].modelType)) {
      *family = &kFamilies[i];
      o->modelType = kFamilies[i].modelType;
      return true;
    }
  return failField(config, "model_type", value,
                   "unknown model type \"%s\" (" MODEL_TYPE_LIST ")",
                   value->string);
}

static bool isDeepSeekFamily(const Options *o) {
  return !strcmp(o->modelType, "deepseek_v2") ||
         !strcmp(o->modelType, "deepseek_v3") ||
         !strcmp(o->modelType, "kimi_k2");
}

/// True when `name` is in the config with the value null (transformers
/// passes None on, which is not the same as leaving the field out).
static bool isExplicitNull(const Config *config, const char *name) {
  const TcJsonValue *value = rootGet(config, name);
  return value && value->kind == TC_JSON_NULL;
}

/// Mistral and Mixtral share their attention: a window on every layer, no
/// biases.
static bool isMistralLike(const Options *o) {
  return !strcmp(o->modelType, "mistral") || !strcmp(o->modelType, "mixtral");
}

/// mlp_only_layers: the layers that keep a dense MLP (absent: none).
static bool readMlpOnlyLayers(const Config *config, Options *o) {
  const TcJsonValue *value = field(config, "mlp_only_layers");
  o->numMlpOnlyLayers = 0;
  if (!value)
    return true;
  if (value->kind != TC_JSON_ARRAY)
    return failField(config, "mlp_only_layers", value,
                     "expected an array of layer indices, got %s",
                     tcJsonKindGetName(value->kind));
  free(o->mlpOnlyLayers); // a second --config replaces the first
  o->mlpOnlyLayers = tcCheckAllocation(
      malloc(sizeof(int64_t) * (value->count ? value->count : 1)));
  for (size_t i = 0; i < value->count; ++i) {
    const TcJsonValue *item = &value->items[i];
    if (item->kind != TC_JSON_NUMBER || !item->isInteger || item->integer < 0)
      return failField(config, "mlp_only_layers", item,
                       "expected a non-negative layer index");
    o->mlpOnlyLayers[o->numMlpOnlyLayers++] = item->integer;
  }
  return true;
}

static bool readDeepSeekExperts(const Config *config, Options *o);

/// Mixtral's experts: num_local_experts (or num_experts), top-2 by default,
/// each as wide as the dense MLP, always renormalized.
static bool readMixtralExperts(const Config *config, Options *o) {
  o->normTopk = true;
  o->moeFfn = o->ffn;
  // MixtralConfig maps num_experts onto num_local_experts.
  const char *experts =
      field(config, "num_local_experts") ? "num_local_experts" : "num_experts";
  return readPositive(config, experts, 8, &o->experts) &&
         readPositive(config, "num_experts_per_tok", 2, &o->topK);
}

/// The shared expert: Qwen2-MoE's (shared_expert_intermediate_size, 0 for
/// none), and none for Qwen3-MoE, whose block has none (a width there is an
/// error naming the model type that has one).
static bool readQwenSharedExpert(const Config *config, Options *o,
                                 bool qwen2) {
  const TcJsonValue *shared = field(config, "shared_expert_intermediate_size");
  o->sharedFfn = 0;
  if (qwen2) { // Qwen2MoeSparseMoeBlock: a shared expert with a sigmoid gate
    if (shared && shared->kind == TC_JSON_NUMBER && shared->isInteger &&
        shared->integer == 0)
      return true;
    return readPositive(config, "shared_expert_intermediate_size", 5632,
                        &o->sharedFfn);
  }
  if (shared && !(shared->kind == TC_JSON_NUMBER && shared->number == 0))
    return failField(config, "shared_expert_intermediate_size", shared,
                     "Qwen3MoeSparseMoeBlock has no shared expert (Qwen2-MoE's "
                     "has: model_type qwen2_moe)");
  return true;
}

/// The experts of qwen3_moe (num_experts, moe_intermediate_size,
/// norm_topk_prob, decoder_sparse_step, mlp_only_layers) and mixtral
/// (num_local_experts, intermediate_size, always renormalized), with
/// transformers' defaults; no experts for the dense types.
static bool readExperts(const Config *config, Options *o) {
  o->experts = 0;
  o->sparseStep = 1;
  o->firstDense = 0;
  o->sigmoidScoring = false;
  o->topkMethod = TC_TOPK_GREEDY;
  o->routedScale = 1.0;
  o->sharedGate = !strcmp(o->modelType, "qwen2_moe");
  if (o->mla)
    return readDeepSeekExperts(config, o);
  if (!strcmp(o->modelType, "mixtral"))
    return readMixtralExperts(config, o);
  bool qwen2 = !strcmp(o->modelType, "qwen2_moe");
  if (!qwen2 && strcmp(o->modelType, "qwen3_moe"))
    return true;
  return readQwenSharedExpert(config, o, qwen2) &&
         readPositive(config, "num_experts", qwen2 ? 60 : 128, &o->experts) &&
         readPositive(config, "num_experts_per_tok", qwen2 ? 4 : 8, &o->topK) &&
         readPositive(config, "moe_intermediate_size", qwen2 ? 1408 : 768,
                      &o->moeFfn) &&
         readBool(config, "norm_topk_prob", false, &o->normTopk) &&
         readPositive(config, "decoder_sparse_step", 1, &o->sparseStep) &&
         readMlpOnlyLayers(config, o);
}

/// transformers v5 writes `dtype`; earlier versions `torch_dtype`.
static bool readDtype(const Config *config, Options *o) {
  static const char *const names[][2] = {
      {"bfloat16", "bf16"}, {"float16", "f16"}, {"float32", "f32"}};
  const char *name = field(config, "dtype") ? "dtype" : "torch_dtype";
  const TcJsonValue *value = field(config, name);
  if (!value) {
    o->dtype = "bf16";
    return true;
  }
  if (value->kind == TC_JSON_STRING)
    for (size_t i = 0; i < 3; ++i)
      if (!strcmp(value->string, names[i][0])) {
        o->dtype = names[i][1];
        return true;
      }
  return failField(config, name, value,
                   "expected \"bfloat16\", \"float16\" or \"float32\"");
}

/// The Llama 3 frequency scaling's four numbers, from `params`.
static bool readLlama3Scaling(const Config *config, const char *name,
                              const TcJsonValue *params, Options *o) {
  static const char *const names[4] = {"factor", "low_freq_factor",
                                        "high_freq_factor",
                                        "original_max_position_embeddings"};
  for (int i = 0; i < 4; ++i)
    if (!readPositiveNumber(config, names[i], params, 0, &o->llama3[i]))
      return false;
  if (!(o->llama3[2] > o->llama3[1]))
    return failField(config, name, params,
                     "high_freq_factor must be above low_freq_factor");
  o->llama3Scaling = true;
  return true;
}

/// YaRN's cos/sin scale for a context stretched `scale` times.
static double yarnMscale(double scale, double mscale) {
  return scale <= 1.0 ? 1.0 : 0.1 * mscale * log(scale) + 1.0;
}

/// A number of `params` that is absent, null or 0 reads as `fallback` (as
/// transformers' `get(...) or default`); otherwise a positive number.
static bool readOptionalNumber(const Config *config, const char *name,
                               const TcJsonValue *params, double fallback,
                               double *out) {
  const TcJsonValue *value = tcJsonObjectGet(params, name);
  if (!value || value->kind == TC_JSON_NULL ||
      (value->kind == TC_JSON_NUMBER && value->number == 0)) {
    *out = fallback;
    return true;
  }
  return readPositiveNumber(config, name, params, 0, out);
}

/// YaRN's original context and factor: given, or from the config's
/// max_position_embeddings.
static bool readYarnStretch(const Config *config, const char *name,
                            const TcJsonValue *params, double *original,
                            double *factor) {
  double positions = 0;
  const TcJsonValue *maxPositions =
      rootGet(config, "max_position_embeddings");
  if (maxPositions && maxPositions->kind != TC_JSON_NULL &&
      !readPositiveNumber(config, "max_position_embeddings", config->root, 0,
                          &positions))
    return false;
  if (!readOptionalNumber(config, "original_max_position_embeddings", params,
                          positions, original) ||
      !readOptionalNumber(config, "factor", params,
                          *original > 0 ? positions / *original : 0, factor))
    return false;
  if (!(*original > 0) || !(*factor > 0))
    return failField(config, name, params,
                     "yarn needs original_max_position_embeddings or the "
                     "config's max_position_embeddings, and a factor");
  return true;
}

/// YaRN, as transformers v5 computes it (_compute_yarn_parameters): the
/// original context is the parameters' original_max_position_embeddings,
/// else max_position_embeddings; the factor theirs, else the ratio of the
/// two; the attention factor theirs, else mscale/mscale_all_dim's ratio
/// (DeepSeek), else 0.1 ln(factor) + 1; beta_fast 32 and beta_slow 1 unless
/// given; truncate true unless false.
static bool readYarnScaling(const Config *config, const char *name,
                            const TcJsonValue *params, Options *o) {
  double original, factor, mscale, mscaleAll, attention;
  if (!readYarnStretch(config, name, params, &original, &factor))
    return false;
  if (!readOptionalNumber(config, "mscale", params, 0, &mscale) ||
      !readOptionalNumber(config, "mscale_all_dim", params, 0, &mscaleAll) ||
      !readOptionalNumber(config, "attention_factor", params,
                          mscale > 0 && mscaleAll > 0
                              ? yarnMscale(factor, mscale) /
                                    yarnMscale(factor, mscaleAll)
                              : yarnMscale(factor, 1.0),
                          &attention) ||
      !readOptionalNumber(config, "beta_fast", params, 32, &o->yarn[2]) ||
      !readOptionalNumber(config, "beta_slow", params, 1, &o->yarn[3]))
    return false;
  const TcJsonValue *truncate = tcJsonObjectGet(params, "truncate");
  if (truncate && truncate->kind != TC_JSON_NULL &&
      truncate->kind != TC_JSON_BOOL)
    return failField(config, "truncate", truncate, "expected true or false");
  if (o->yarn[2] < o->yarn[3])
    return failField(config, name, params,
                     "beta_fast must be at least beta_slow");
  o->yarn[0] = factor;
  o->yarn[1] = original;
  o->yarn[4] = attention;
  // DeepSeek's softmax scale takes mscale(factor, mscale_all_dim)² (Mla.c).
  double softmaxMscale = yarnMscale(factor, mscaleAll);
  if (mscaleAll > 0)
    o->softmaxMscale = softmaxMscale * softmaxMscale;
  o->yarn[5] = truncate && truncate->kind == TC_JSON_BOOL && !truncate->boolean
                   ? 0.0
                   : 1.0;
  o->yarnScaling = true;
  return true;
}

/// The scaling of the RoPE parameters `params` (the config's field `name`)
/// by their `rope_type` (or `type`): "default" when absent, "llama3" and
/// "yarn" read; any other type changes the frequencies and is refused.
static bool readRopeType(const Config *config, const char *name,
                         const TcJsonValue *params, Options *o) {
  const TcJsonValue *type = tcJsonObjectGet(params, "rope_type");
  if (!type || type->kind == TC_JSON_NULL)
    type = tcJsonObjectGet(params, "type");
  if (!type || type->kind == TC_JSON_NULL)
    return true; // "default"
  bool isString = type->kind == TC_JSON_STRING;
  if (isString && !strcmp(type->string, "default"))
    return true;
  if (isString && !strcmp(type->string, "llama3"))
    return readLlama3Scaling(config, name, params, o);
  if (isString && !strcmp(type->string, "yarn"))
    return readYarnScaling(config, name, params, o);
  return failField(config, name, type,
                   "rope type %s%s%s is not supported (\"default\", "
                   "\"llama3\" and \"yarn\" are; longrope, dynamic and "
                   "linear scaling change the frequencies)",
                   isString ? "\"" : "",
                   isString ? type->string : tcJsonKindGetName(type->kind),
                   isString ? "\"" : "");
}

/// RoPE as transformers reads it: the parameters are `rope_scaling` (older
/// configs) or else `rope_parameters` (v5); theta is theirs, else the
/// top-level `rope_theta`, else the family's; the type is their
/// `rope_type` (or `type`), "default" when absent. "default" and "llama3"
/// are written; any other type changes the frequencies and is refused.
static bool readRope(const Config *config, const Family *family, Options *o) {
  o->llama3Scaling = o->yarnScaling = false;
  o->softmaxMscale = 1.0;
  const char *name = "rope_scaling";
  const TcJsonValue *params = field(config, name);
  if (params && params->kind == TC_JSON_OBJECT && params->count == 0)
    params = NULL; // an empty dict counts as none, as in Python
  if (!params) {
    name = "rope_parameters";
    params = field(config, name);
  }
  if (params && params->kind != TC_JSON_OBJECT)
    return failField(config, name, params, "expected null or an object");
  const TcJsonValue *theta = params ? tcJsonObjectGet(params, "rope_theta") : NULL;
  if (theta && theta->kind != TC_JSON_NULL) {
    if (!readPositiveNumber(config, "rope_theta", params, 0, &o->ropeTheta))
      return false;
  } else if (!readPositiveNumber(config, "rope_theta", config->root,
                                 family->ropeTheta, &o->ropeTheta)) {
    return false;
  }
  return !params || readRopeType(config, name, params, o);
}

/// DeepSeek-V2 (transformers' DeepseekV2Config) or V3 and its kin.
static bool isDeepSeekV2(const Options *o) {
  return !strcmp(o->modelType, "deepseek_v2");
}

/// An optional string field that must be one of `choices` (NULL-terminated);
/// its index in `*choice`, `fallback` when absent.
static bool readChoice(const Config *config, const char *name,
                       const char *const *choices, int fallback, int *choice) {
  const TcJsonValue *value = field(config, name);
  *choice = fallback;
  if (!value)
    return true;
  if (value->kind == TC_JSON_STRING)
    for (int i = 0; choices[i]; ++i)
      if (!strcmp(value->string, choices[i])) {
        *choice = i;
        return true;
      }
  TcStringBuffer list = {0};
  for (int i = 0; choices[i]; ++i)
    tcBufferAppendFormat(&list, "%s\"%s\"", i ? ", " : "", choices[i]);
  failField(config, name, value, "expected one of %s",
            tcBufferGetCString(&list));
  tcBufferDestroy(&list);
  return false;
}

/// A non-negative integer field (0 allowed), `fallback` when absent or null.
static bool readCount(const Config *config, const char *name, int64_t fallback,
                      int64_t *out) {
  const TcJsonValue *value = field(config, name);
  if (!value || (value->kind == TC_JSON_NUMBER && value->isInteger &&
                 value->integer == 0)) {
    *out = value ? 0 : fallback;
    if (!value)
      noteDefaultSize(config, name, fallback);
    return true;
  }
  return readPositive(config, name, 0, out);
}

/// MLA's widths (transformers' DeepseekV3Config defaults; V2's are the same):
/// q_lora_rank (null: a plain q_proj), kv_lora_rank, qk_nope_head_dim,
/// qk_rope_head_dim, v_head_dim, rope_interleave.
static bool readLatentAttention(const Config *config, Options *o) {
  o->mla = true;
  o->qLoraRank = 1536;
  if (isExplicitNull(config, "q_lora_rank"))
    o->qLoraRank = 0;
  else if (!readCount(config, "q_lora_rank", 1536, &o->qLoraRank))
    return false;
  if (!readPositive(config, "kv_lora_rank", 512, &o->kvLoraRank) ||
      !readPositive(config, "qk_nope_head_dim", 128, &o->qkNopeDim) ||
      !readPositive(config, "qk_rope_head_dim", 64, &o->qkRopeDim) ||
      !readPositive(config, "v_head_dim", 128, &o->vHeadDim) ||
      !readBool(config, "rope_interleave", true, &o->ropeInterleave))
    return false;
  // V2's rotary embedding multiplies complex pairs: interleaved too.
  if (isDeepSeekV2(o))
    o->ropeInterleave = true;
  if (o->qkRopeDim % 2)
    return failField(config, "qk_rope_head_dim",
                     field(config, "qk_rope_head_dim"),
                     "must be even (RoPE rotates pairs)");
  o->headDim = o->qkNopeDim + o->qkRopeDim;
  o->kvHeads = o->heads; // every q head has its own k and v
  // Multi-token prediction layers after the model's (V3's one).
  return readCount(config, "num_nextn_predict_layers", 0, &o->nextnLayers);
}

/// DeepSeek's experts: n_routed_experts routed, n_shared_experts shared
/// (added, no gate), the first first_k_dense_replace layers dense, and the
/// router's scoring_func, topk_method with n_group / topk_group,
/// norm_topk_prob and routed_scaling_factor as each version computes them.
/// The router DeepSeek's version has: V2 softmax with greedy or group-limited
/// greedy top-k, V3 sigmoid with noaux_tc; its renormalization.
static bool checkDeepSeekRouter(const Config *config, Options *o, int scoring) {
  bool v2 = isDeepSeekV2(o);
  o->sigmoidScoring = scoring == TC_SCORING_SIGMOID;
  bool noauxTc = o->topkMethod == TC_TOPK_NOAUX_TC;
  if (v2 && (o->sigmoidScoring || noauxTc))
    return failField(config, o->sigmoidScoring ? "scoring_func" : "topk_method",
                     field(config, o->sigmoidScoring ? "scoring_func"
                                                     : "topk_method"),
                     "DeepSeek-V2 routes by softmax, greedy or "
                     "group_limited_greedy");
  if (!v2 && (!o->sigmoidScoring || !noauxTc))
    return failField(config, !o->sigmoidScoring ? "scoring_func" : "topk_method",
                     field(config, !o->sigmoidScoring ? "scoring_func"
                                                      : "topk_method"),
                     "DeepSeek-V3's router is sigmoid scoring with noaux_tc");
  // V2 never renormalizes (transformers' DeepseekV2Moe); V3 as it says.
  o->normTopk = false;
  if (v2)
    rootGet(config, "norm_topk_prob"); // seen: V2's router ignores it
  return v2 || readBool(config, "norm_topk_prob", true, &o->normTopk);
}

/// Group-limited routing's n_group and topk_group (seen and unused by
/// greedy routing).
static bool readDeepSeekGroups(const Config *config, Options *o) {
  bool v2 = isDeepSeekV2(o);
  o->groups = o->openGroups = 1;
  bool grouped = o->topkMethod != TC_TOPK_GREEDY;
  if (!grouped) { // the groups mean nothing to greedy routing: seen, unused
    rootGet(config, "n_group");
    rootGet(config, "topk_group");
  }
  if (grouped &&
      (!readPositive(config, "n_group", v2 ? 0 : 8, &o->groups) ||
       !readPositive(config, "topk_group", v2 ? 0 : 4, &o->openGroups)))
    return false;
  if (grouped && (o->experts % o->groups || o->openGroups > o->groups))
    return failField(config, "n_group", field(config, "n_group"),
                     "must divide n_routed_experts and be at least "
                     "topk_group");
  return true;
}

static bool readDeepSeekExperts(const Config *config, Options *o) {
  bool v2 = isDeepSeekV2(o);
  int scoring;
  int64_t shared = 0, freq = 1;
  // V2's defaults are None: its experts' count and top-k are required; no
  // n_shared_experts means no shared experts.
  if (!readPositive(config, "n_routed_experts", v2 ? 0 : 256, &o->experts) ||
      !readPositive(config, "num_experts_per_tok", v2 ? 0 : 8, &o->topK) ||
      !readPositive(config, "moe_intermediate_size", v2 ? 1407 : 2048,
                    &o->moeFfn) ||
      !readCount(config, "n_shared_experts", v2 ? 0 : 1, &shared) ||
      !readCount(config, "first_k_dense_replace", v2 ? 0 : 3,
                 &o->firstDense) ||
      !readPositive(config, "moe_layer_freq", 1, &freq) ||
      !readChoice(config, "scoring_func", kTcScoringFuncNames,
                  v2 ? TC_SCORING_SOFTMAX : TC_SCORING_SIGMOID, &scoring) ||
      !readChoice(config, "topk_method", kTcTopkMethodNames,
                  v2 ? TC_TOPK_GREEDY : TC_TOPK_NOAUX_TC, &o->topkMethod) ||
      !readPositiveNumber(config, "routed_scaling_factor", config->root,
                          v2 ? 1.0 : 2.5, &o->routedScale))
    return false;
  if (freq != 1)
    return failField(config, "moe_layer_freq", field(config, "moe_layer_freq"),
                     "only 1 is supported (transformers makes every layer "
                     "from first_k_dense_replace on a MoE layer)");
  if (!checkDeepSeekRouter(config, o, scoring) || !readDeepSeekGroups(config, o))
    return false;
  o->sharedFfn = shared * o->moeFfn;
  o->sharedGate = false;
  return true;
}

static bool readActivation(const Config *config) {
  const TcJsonValue *value = field(config, "hidden_act");
  if (!value || (value->kind == TC_JSON_STRING && !strcmp(value->string, "silu")))
    return true;
  return failField(config, "hidden_act", value,
                   "only \"silu\" is supported (SwiGLU MLPs)");
}

/// layer_types, when given, must make every layer full attention: a
/// sliding-window layer of a Qwen model is not written.
static bool readLayerTypes(const Config *config) {
  const TcJsonValue *value = field(config, "layer_types");
  if (!value)
    return true;
  if (value->kind != TC_JSON_ARRAY)
    return failField(config, "layer_types", value,
                     "expected an array of layer types");
  for (size_t i = 0; i < value->count; ++i) {
    const TcJsonValue *item = &value->items[i];
    if (item->kind != TC_JSON_STRING || strcmp(item->string, "full_attention"))
      return failField(config, "layer_types", item,
                       "only \"full_attention\" layers are supported");
  }
  return true;
}

/// Mistral's window applies to every layer; Qwen's only with
/// use_sliding_window, which is not supported.
static bool readSlidingWindow(const Config *config, const Family *family,
                              Options *o) {
  o->slidingWindow = 0;
  if (isMistralLike(o)) {
    // Absent: the family's (Mistral 4096, Mixtral none); null: none.
    if (isExplicitNull(config, "sliding_window"))
      return true;
    if (!field(config, "sliding_window")) {
      o->slidingWindow = family->slidingWindow;
      return true;
    }
    return readPositive(config, "sliding_window", 0, &o->slidingWindow);
  }
  return refuseTrue(config, "use_sliding_window",
                    "sliding-window layers of Qwen models are not supported") &&
         readLayerTypes(config);
}

/// q/k/v and o biases: attention_bias (Llama, Qwen3); Qwen2 always has
/// q/k/v biases and never an o bias, Qwen2-MoE as its qkv_bias says (true
/// when absent); Mistral has none. Llama's mlp_bias gives gate, up and down
/// biases.
static bool readBiases(const Config *config, Options *o) {
  bool bias = false;
  o->mlpBias = false;
  if (!strcmp(o->modelType, "qwen2")) {
    o->qkvBias = true;
    o->oBias = false;
    return true;
  }
  if (!strcmp(o->modelType, "qwen2_moe")) {
    o->oBias = false;
    return readBool(config, "qkv_bias", true, &o->qkvBias);
  }
  if (isMistralLike(o)) {
    o->qkvBias = o->oBias = false;
    return true;
  }
  if (o->mla) { // attention_bias: q_a, kv_a and o (never q_b, kv_b, q)
    o->qkvBias = o->oBias = false;
    return refuseTrue(config, "attention_bias",
                      "MLA's projection biases are not supported");
  }
  if (!readBool(config, "attention_bias", false, &bias))
    return false;
  o->qkvBias = o->oBias = bias;
  return strcmp(o->modelType, "llama") ||
         readBool(config, "mlp_bias", false, &o->mlpBias);
}

static bool readShapes(const Config *config, const Family *family,
                       Options *o) {
  if (!readPositive(config, "num_hidden_layers", family->layers, &o->layers) ||
      !readPositive(config, "hidden_size", family->hidden, &o->hidden) ||
      !readPositive(config, "intermediate_size", family->ffn, &o->ffn) ||
      !readPositive(config, "num_attention_heads", family->heads, &o->heads) ||
      !readPositive(config, "vocab_size", family->vocab, &o->vocab))
    return false;
  // Null, or absent in a family without a count of its own: the heads'
  // (what the config class derives); absent otherwise: the family's (a
  // default, said).
  if (isExplicitNull(config, "num_key_value_heads") ||
      (!family->kvHeads && !field(config, "num_key_value_heads")))
    o->kvHeads = o->heads;
  else if (!readPositive(config, "num_key_value_heads", family->kvHeads,
                         &o->kvHeads))
    return false;
  // Absent: the family's (said), else hidden_size / num_attention_heads.
  if (!field(config, "head_dim") && !family->headDim) {
    if (o->hidden % o->heads != 0)
      return failField(config, "head_dim", NULL,
                       "missing, and num_attention_heads (%lld) does not "
                       "divide hidden_size (%lld)",
                       (long long)o->heads, (long long)o->hidden);
    o->headDim = o->hidden / o->heads;
  } else if (!readPositive(config, "head_dim", family->headDim, &o->headDim)) {
    return false;
  }
  if (o->heads % o->kvHeads != 0)
    return failField(config, "num_key_value_heads",
                     field(config, "num_key_value_heads"),
                     "%lld does not divide num_attention_heads (%lld)",
                     (long long)o->kvHeads, (long long)o->heads);
  return true;
}

/// The side g of weight_block_size [g, g]; 0 when it is anything else.
static int64_t squareBlockSide(const TcJsonValue *blocks) {
  if (blocks->kind != TC_JSON_ARRAY || blocks->count != 2)
    return 0;
  const TcJsonValue *rows = &blocks->items[0], *columns = &blocks->items[1];
  if (rows->kind != TC_JSON_NUMBER || columns->kind != TC_JSON_NUMBER ||
      rows->number != columns->number || rows->number < 1 ||
      rows->number > 65536 || rows->number != floor(rows->number))
    return 0;
  return (int64_t)rows->number;
}

/// The error of quantization_config's `at`, `why` and the flag that writes
/// it anyway (`remedy`), kept in `refusal` for when the program is written.
static void deferRefusal(const Config *config, const TcJsonValue *at,
                         const char *why, const char *remedy, char *refusal,
                         size_t size) {
  TcStringBuffer text = {0};
  Config deferred = {.path = config->path, .root = config->root, .error = &text};
  failField(&deferred, "quantization_config", at,
            "%s; pass %s to write it anyway", why, remedy);
  snprintf(refusal, size, "%s", tcBufferGetCString(&text));
  tcBufferDestroy(&text);
}

/// A quantization_config whose scheme tc-gen does not write: refused when
/// the program is written unless --quant says what to write instead (the
/// model in its dtype, or another scheme). Returns true: reading goes on.
static bool deferQuantRefusal(const Config *config, const TcJsonValue *at,
                              Options *o, const char *why) {
  deferRefusal(config, at, why,
               "--quant (none, the model's dtype, or a scheme of tc-gen's)",
               o->quantRefusal, sizeof o->quantRefusal);
  return true;
}

static void chooseQuant(Options *o, Quant quant, int64_t side) {
  o->quant = o->configQuant = quant;
  o->configBlockSize = side;
}

/// `object`'s `name` as a string ("" when absent or another kind).
static const char *stringOf(const TcJsonValue *object, const char *name) {
  const TcJsonValue *value = tcJsonObjectGet(object, name);
  return value && value->kind == TC_JSON_STRING ? value->string : "";
}

/// `object`'s `name` as a positive integer (0 when absent or another kind).
static int64_t countOf(const TcJsonValue *object, const char *name) {
  const TcJsonValue *value = tcJsonObjectGet(object, name);
  return value && value->kind == TC_JSON_NUMBER && value->isInteger &&
                 value->integer > 0 && value->integer <= 65536
             ? value->integer
             : 0;
}

static bool isTrue(const TcJsonValue *object, const char *name) {
  const TcJsonValue *value = tcJsonObjectGet(object, name);
  return value && value->kind == TC_JSON_BOOL && value->boolean;
}

/// "quant_method": "fp8" (transformers' FineGrainedFP8 and vLLM's Fp8
/// config): dynamic per-token activations and per-tensor weight scales, or
/// with square weight_block_size blocks (DeepSeek-V3's, Qwen3's FP8
/// checkpoints' [128, 128]) fp8-block.
static bool readFp8Method(const Config *config, const TcJsonValue *value,
                          Options *o) {
  const TcJsonValue *scheme = tcJsonObjectGet(value, "activation_scheme");
  if (scheme && scheme->kind != TC_JSON_NULL &&
      (scheme->kind != TC_JSON_STRING || strcmp(scheme->string, "dynamic")))
    return deferQuantRefusal(config, scheme, o,
                             "only \"activation_scheme\": \"dynamic\" is "
                             "written for fp8 (activations quantized per "
                             "token); static fp8 activation scales are not a "
                             "scheme here");
  const TcJsonValue *blocks = tcJsonObjectGet(value, "weight_block_size");
  if (!blocks || blocks->kind == TC_JSON_NULL) {
    chooseQuant(o, QUANT_FP8, 0);
    return true;
  }
  int64_t side = squareBlockSide(blocks);
  if (side == 0)
    return deferQuantRefusal(
        config, blocks, o,
        "expected square FP8 blocks, [g, g] with g a positive integer "
        "(fp8-block scales g x g weight blocks and 1 x g activation groups; "
        "--quant=fp8-block --group-size=G writes those)");
  chooseQuant(o, QUANT_FP8_BLOCK, side);
  return true;
}

/// "quant_method": "awq" or "gptq": 4-bit weights in groups of the input
/// dim with zero points, activations in the model's dtype: int4.
static bool readInt4Method(const Config *config, const TcJsonValue *value,
                           Options *o, const char *method) {
  int64_t bits = countOf(value, "bits") ? countOf(value, "bits")
                                        : countOf(value, "w_bit");
  int64_t group = countOf(value, "group_size") ? countOf(value, "group_size")
                                               : countOf(value, "q_group_size");
  if (bits != 4 || group == 0) {
    char why[256];
    snprintf(why, sizeof why,
             "%s with %lld-bit weights in groups of %lld: only 4-bit weights "
             "in groups (a positive group_size) are written (int4)",
             method, (long long)bits, (long long)group);
    return deferQuantRefusal(config, value, o, why);
  }
  chooseQuant(o, QUANT_INT4, group);
  return true;
}

/// A compressed-tensors fp8 scheme with dynamic fp8 activations: per
/// tensor or per channel with per-token activations, or square blocks with
/// activation groups of the block's side (in `side`).
static bool compressedFp8Scheme(const TcJsonValue *weights,
                                const TcJsonValue *inputs, Quant *quant,
                                int64_t *side) {
  const char *strategy = stringOf(weights, "strategy");
  const char *inputStrategy = stringOf(inputs, "strategy");
  if (!strcmp(strategy, "tensor") && !strcmp(inputStrategy, "token"))
    return *quant = QUANT_FP8, true;
  if (!strcmp(strategy, "channel") && !strcmp(inputStrategy, "token"))
    return *quant = QUANT_FP8_CHANNEL, true;
  const TcJsonValue *blocks = tcJsonObjectGet(weights, "block_structure");
  *side = blocks ? squareBlockSide(blocks) : 0;
  if (!strcmp(strategy, "block") && *side && !strcmp(inputStrategy, "group") &&
      countOf(inputs, "group_size") == *side)
    return *quant = QUANT_FP8_BLOCK, true;
  return false;
}

/// One compressed-tensors scheme (a config group's weights and
/// input_activations) as tc-gen's scheme, in `quant` and `side`; false when
/// none matches.
static bool compressedScheme(const TcJsonValue *weights,
                             const TcJsonValue *inputs, Quant *quant,
                             int64_t *side) {
  const char *type = stringOf(weights, "type"), *strategy = stringOf(weights, "strategy");
  int64_t bits = countOf(weights, "num_bits");
  bool hasInputs = inputs && inputs->kind == TC_JSON_OBJECT;
  const char *inputStrategy = hasInputs ? stringOf(inputs, "strategy") : "";
  bool dynamic = hasInputs && isTrue(inputs, "dynamic");
  *side = 0;
  if (!strcmp(type, "float") && bits == 8 && hasInputs && dynamic &&
      !strcmp(stringOf(inputs, "type"), "float"))
    return compressedFp8Scheme(weights, inputs, quant, side);
  if (!strcmp(type, "int") && bits == 8 && !strcmp(strategy, "channel") &&
      hasInputs && !strcmp(stringOf(inputs, "type"), "int")) {
    if (dynamic && !strcmp(inputStrategy, "token"))
      return *quant = QUANT_INT8_DYNAMIC, true;
    if (!dynamic && !strcmp(inputStrategy, "tensor"))
      return *quant = QUANT_INT8, true;
    return false;
  }
  if (!strcmp(type, "int") && bits == 4 && !strcmp(strategy, "group") &&
      !hasInputs && (*side = countOf(weights, "group_size")))
    return *quant = QUANT_INT4, true;
  // NVFP4 ("nvfp4-pack-quantized"): e2m1 weights and activations in groups
  // of 16 with a per-tensor global scale each.
  if (!strcmp(type, "float") && bits == 4 &&
      !strcmp(strategy, "tensor_group") && countOf(weights, "group_size") == 16 &&
      hasInputs && !strcmp(stringOf(inputs, "type"), "float") &&
      countOf(inputs, "num_bits") == 4 &&
      !strcmp(inputStrategy, "tensor_group") &&
      countOf(inputs, "group_size") == 16)
    return *quant = QUANT_NVFP4, true;
  return false;
}

/// ModelOpt's hf_quant_config.json layout nested in a quantization_config,
/// its "quantization" object; NULL when there is none.
static const TcJsonValue *modelOptLayout(const TcJsonValue *value) {
  const TcJsonValue *nested = tcJsonObjectGet(value, "quantization");
  return nested && nested->kind == TC_JSON_OBJECT ? nested : NULL;
}

/// "quant_method": "modelopt" (NVIDIA ModelOpt's checkpoints, as vLLM and
/// TensorRT-LLM read them): quant_algo at the top or under "quantization";
/// NVFP4 (e2m1 in groups of 16 with e4m3 scales, per-tensor global scales
/// of weights and static inputs) is written.
static bool readModelOpt(const Config *config, const TcJsonValue *value,
                         Options *o) {
  const TcJsonValue *scheme = modelOptLayout(value);
  if (!scheme)
    scheme = value;
  const char *algo = stringOf(scheme, "quant_algo");
  const TcJsonValue *at = tcJsonObjectGet(scheme, "quant_algo");
  if (strcmp(algo, "NVFP4")) {
    char why[200];
    snprintf(why, sizeof why,
             "modelopt quant_algo \"%s\" is not written (NVFP4 is; ModelOpt's "
             "FP8 takes static per-tensor activation scales, which no scheme "
             "here has)",
             algo[0] ? algo : "(none)");
    return deferQuantRefusal(config, at ? at : value, o, why);
  }
  const TcJsonValue *group = tcJsonObjectGet(scheme, "group_size");
  if (group && countOf(scheme, "group_size") != 16)
    return deferQuantRefusal(config, group, o,
                             "NVFP4's group_size must be 16 (an e4m3 scale "
                             "per 16 elements)");
  chooseQuant(o, QUANT_NVFP4, 0);
  return true;
}

/// "quant_method": "compressed-tensors" (llm-compressor's checkpoints): each
/// config group's scheme, which must agree: FP8 W8A8 (per-tensor,
/// per-channel or block weights, dynamic activations), INT8 W8A8 (dynamic
/// per-token or static per-tensor activations), INT4 weight-only groups.
static bool readCompressedTensors(const Config *config,
                                  const TcJsonValue *value, Options *o) {
  const TcJsonValue *groups = tcJsonObjectGet(value, "config_groups");
  if (!groups || groups->kind != TC_JSON_OBJECT || groups->count == 0)
    return deferQuantRefusal(config, groups ? groups : value, o,
                             "compressed-tensors needs config_groups, an "
                             "object of named groups");
  Quant quant = QUANT_NONE;
  int64_t side = 0;
  for (size_t i = 0; i < groups->count; ++i) {
    const TcJsonValue *group = &groups->items[i];
    Quant each;
    int64_t eachSide;
    const TcJsonValue *weights = tcJsonObjectGet(group, "weights");
    if (!weights || weights->kind != TC_JSON_OBJECT ||
        !compressedScheme(weights, tcJsonObjectGet(group, "input_activations"),
                          &each, &eachSide))
      return deferQuantRefusal(
          config, group, o,
          "this compressed-tensors scheme is not written (FP8 W8A8 with "
          "dynamic activations per token or per block group, INT8 W8A8 "
          "per-channel with dynamic per-token or static per-tensor "
          "activations, INT4 weight-only groups and NVFP4 are)");
    if (i > 0 && (each != quant || eachSide != side))
      return deferQuantRefusal(config, group, o,
                               "config groups with different schemes");
    quant = each;
    side = eachSide;
  }
  chooseQuant(o, quant, side);
  return true;
}

/// True when a checkpoint may leave the module `entry` names (a name, glob
/// or "re:" pattern) unquantized and tc-gen's program still be the model:
/// the LM head, the embedding and MoE routers, which tc-gen never quantizes.
static bool isUnquantizedAnyway(const char *entry) {
  static const char *const kModules[] = {"lm_head", "embed_tokens", "gate",
                                         "shared_expert_gate"};
  if (strstr(entry, "lm_head") || strstr(entry, "embed_tokens"))
    return true;
  // The last name of the pattern, its regex and glob marks dropped.
  char last[128] = "";
  size_t n = 0;
  for (const char *c = entry; *c && n + 1 < sizeof last; ++c) {
    if (*c == '.' || *c == '/')
      n = 0;
    else if (*c != '$' && *c != '*' && *c != '^')
      last[n++] = *c;
    last[n] = '\0';
  }
  for (size_t i = 0; i < TC_ARRAY_SIZE(kModules); ++i)
    if (!strcmp(last, kModules[i]))
      return true;
  return false;
}

/// The modules a quantization_config leaves unquantized ("ignore" of
/// compressed-tensors and ModelOpt, "exclude_modules" of ModelOpt's
/// hf_quant_config layout, "modules_to_not_convert"): tc-gen writes every
/// projection in the scheme, so a checkpoint that keeps others (attention
/// in bf16, say) would be another model. True when one is refused (the
/// refusal deferred as deferQuantRefusal's).
static bool refusesUnquantizedModules(const Config *config,
                                      const TcJsonValue *value, Options *o) {
  static const char *const kLists[] = {"ignore", "exclude_modules",
                                       "modules_to_not_convert"};
  const TcJsonValue *scopes[] = {value, modelOptLayout(value)};
  for (size_t s = 0; s < 2; ++s)
    for (size_t l = 0; scopes[s] && l < TC_ARRAY_SIZE(kLists); ++l) {
      const TcJsonValue *list = tcJsonObjectGet(scopes[s], kLists[l]);
      if (!list || list->kind != TC_JSON_ARRAY)
        continue;
      for (size_t i = 0; i < list->count; ++i) {
        const TcJsonValue *entry = &list->items[i];
        if (entry->kind == TC_JSON_STRING &&
            isUnquantizedAnyway(entry->string))
          continue;
        char why[256];
        snprintf(why, sizeof why,
                 "the checkpoint leaves '%.80s' unquantized, and tc-gen "
                 "writes every projection in the scheme (only the LM head, "
                 "embeddings and MoE routers may be left out)",
                 entry->kind == TC_JSON_STRING ? entry->string : "?");
        return deferQuantRefusal(config, entry, o, why);
      }
    }
  return false;
}

/// A kv cache scheme tc-gen does not write: refused when the program is
/// written unless --kv-dtype says which cache to write.
static bool deferKvRefusal(const Config *config, const TcJsonValue *at,
                           Options *o, const char *why) {
  deferRefusal(config, at, why, "--kv-dtype (fp8, or the model's dtype)",
               o->kvRefusal, sizeof o->kvRefusal);
  return true;
}

/// compressed-tensors' kv_cache_scheme: FP8 e4m3 with one static scale per
/// tensor (llm-compressor's "strategy": "tensor") is the FP8 cache.
static bool readCompressedKvScheme(const Config *config,
                                   const TcJsonValue *scheme, Options *o) {
  const char *strategy = stringOf(scheme, "strategy");
  if (scheme->kind != TC_JSON_OBJECT || strcmp(stringOf(scheme, "type"), "float") ||
      countOf(scheme, "num_bits") != 8 ||
      (strategy[0] && strcmp(strategy, "tensor")) || isTrue(scheme, "dynamic"))
    return deferKvRefusal(config, scheme, o,
                          "this kv_cache_scheme is not written (an FP8 cache: "
                          "\"type\": \"float\", \"num_bits\": 8, static "
                          "per-tensor scales, is)");
  o->configKvFp8 = true;
  return true;
}

/// The checkpoint's KV cache: compressed-tensors' kv_cache_scheme or
/// ModelOpt's kv_cache_quant_algo (at the top or under "quantization");
/// null or absent: the model's dtype.
static bool readKvCacheScheme(const Config *config, const TcJsonValue *value,
                              Options *o) {
  const TcJsonValue *scheme = tcJsonObjectGet(value, "kv_cache_scheme");
  if (scheme && scheme->kind != TC_JSON_NULL)
    return readCompressedKvScheme(config, scheme, o);
  const TcJsonValue *scopes[2] = {value, modelOptLayout(value)};
  for (int s = 0; s < 2; ++s) {
    const TcJsonValue *algo =
        scopes[s] ? tcJsonObjectGet(scopes[s], "kv_cache_quant_algo") : NULL;
    if (!algo || algo->kind == TC_JSON_NULL)
      continue;
    if (algo->kind != TC_JSON_STRING || strcmp(algo->string, "FP8"))
      return deferKvRefusal(config, algo, o,
                            "kv_cache_quant_algo is not written (\"FP8\" "
                            "is)");
    o->configKvFp8 = true;
  }
  return true;
}

/// quantization_config: the checkpoint's scheme, as serving engines load
/// it, when the dialect has it (fp8, fbgemm_fp8, compressed-tensors, awq,
/// gptq, modelopt); any other method, or a scheme of these without a counterpart, is
/// refused by name when the program is written, unless --quant replaces it.
static bool readQuantization(const Config *config, Options *o) {
  o->quantRefusal[0] = o->kvRefusal[0] = '\0';
  o->configQuant = QUANT_NONE;
  o->configBlockSize = 0;
  o->configKvFp8 = false;
  const TcJsonValue *value = field(config, "quantization_config");
  if (!value)
    return true;
  if (value->kind != TC_JSON_OBJECT)
    return failField(config, "quantization_config", value,
                     "expected an object");
  readKvCacheScheme(config, value, o);
  const char *method = stringOf(value, "quant_method");
  if (refusesUnquantizedModules(config, value, o))
    return true;
  if (!strcmp(method, "fp8"))
    return readFp8Method(config, value, o);
  if (!strcmp(method, "fbgemm_fp8")) { // per-channel weights, per-token acts
    chooseQuant(o, QUANT_FP8_CHANNEL, 0);
    return true;
  }
  if (!strcmp(method, "compressed-tensors"))
    return readCompressedTensors(config, value, o);
  if (!strcmp(method, "awq") || !strcmp(method, "gptq"))
    return readInt4Method(config, value, o, method);
  if (!strcmp(method, "modelopt"))
    return readModelOpt(config, value, o);
  char why[256];
  snprintf(why, sizeof why,
           "quant_method \"%s\" is not written (fp8, fbgemm_fp8, "
           "compressed-tensors, awq, gptq and modelopt are)",
           method[0] ? method : "(none)");
  const TcJsonValue *at = tcJsonObjectGet(value, "quant_method");
  return deferQuantRefusal(config, at ? at : value, o, why);
}

/// max_position_embeddings, the longest context the model was trained for
/// (0 when the config does not say): a planner refuses longer requests.
static bool readMaxPositions(const Config *config, Options *o) {
  o->maxPositions = 0;
  return !field(config, "max_position_embeddings") ||
         readPositive(config, "max_position_embeddings", 0, &o->maxPositions);
}

static bool readFields(const Config *config, Options *o) {
  if (config->root->kind != TC_JSON_OBJECT)
    return failField(config, "(top level)", config->root, "expected an object");
  o->decoder = true;
  const Family *family = NULL;
  o->mla = o->ropeInterleave = false;
  return readModelType(config, o, &family) && readShapes(config, family, o) &&
         readPositiveNumber(config, "rms_norm_eps", config->root, family->eps,
                            &o->eps) &&
         readRope(config, family, o) && readActivation(config) &&
         (!isDeepSeekFamily(o) || readLatentAttention(config, o)) &&
         readSlidingWindow(config, family, o) && readBiases(config, o) &&
         readBool(config, "tie_word_embeddings", false, &o->tieEmbeddings) &&
         readDtype(config, o) && readExperts(config, o) &&
         readQuantization(config, o) && readMaxPositions(config, o);
}

/// Fields that do not change one inference step's computation (training,
/// generation, tokenizer and bookkeeping fields): read by nobody, on
/// purpose.
static const char *const kFieldsWithoutEffect[] = {
    "_name_or_path", "architectures", "auto_map", "transformers_version",
    "bos_token_id", "eos_token_id", "pad_token_id", "use_cache",
    "initializer_range", "attention_dropout", "hidden_dropout",
    "tokenizer_class", "pretraining_tp", "output_router_logits",
    "router_aux_loss_coef", "router_jitter_noise", "aux_loss_alpha",
    "seq_aux", "ep_size", "max_window_layers", "model_name",
    "quantization", "use_bfloat16",
    "is_decoder", "return_dict", "torchscript", "sliding_window"};

static bool isWithoutEffect(const char *key) {
  for (size_t i = 0; i < TC_ARRAY_SIZE(kFieldsWithoutEffect); ++i)
    if (!strcmp(key, kFieldsWithoutEffect[i]))
      return true;
  return false;
}

/// Levenshtein distance of two short names (capped at 32 characters).
static size_t editDistance(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  la = la < 32 ? la : 32;
  lb = lb < 32 ? lb : 32;
  size_t row[33];
  for (size_t j = 0; j <= lb; ++j)
    row[j] = j;
  for (size_t i = 1; i <= la; ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= lb; ++j) {
      size_t above = row[j];
      size_t best = diagonal + (a[i - 1] != b[j - 1]);
      if (above + 1 < best)
        best = above + 1;
      if (row[j - 1] + 1 < best)
        best = row[j - 1] + 1;
      row[j] = best;
      diagonal = above;
    }
  }
  return row[lb];
}

/// The name asked for that is closest to `key` (within a quarter of its
/// length), or NULL.
static const char *closestAsked(const Config *config, const char *key,
                                char *best, size_t size) {
  const char *names = tcBufferGetCString(config->asked);
  size_t bestDistance = strlen(key) / 4 + 1;
  const char *found = NULL;
  for (const char *name = names; *name;) {
    size_t length = strcspn(name, "\n");
    char candidate[64];
    snprintf(candidate, sizeof candidate, "%.*s", (int)length, name);
    size_t distance = editDistance(key, candidate);
    if (distance > 0 && distance < bestDistance) {
      bestDistance = distance;
      snprintf(best, size, "%s", candidate);
      found = best;
    }
    name += length + (name[length] == '\n');
  }
  return found;
}

/// A top-level field nobody read and that is not known to be without effect
/// is said, with the field it was probably meant to be.
static void noteUnreadFields(const Config *config) {
  const TcJsonValue *root = config->root;
  for (size_t i = 0; i < root->count; ++i) {
    if (config->read[i] || isWithoutEffect(root->keys[i]))
      continue;
    char suggestion[64];
    const TcJsonValue *at = &root->items[i];
    tcBufferAppendFormat(config->warnings,
                         "%s:%u:%u: field '%s' is not read by tc-gen",
                         config->path, at->line, at->column, root->keys[i]);
    if (closestAsked(config, root->keys[i], suggestion, sizeof suggestion))
      tcBufferAppendFormat(config->warnings, " (did you mean '%s'?)",
                           suggestion);
    tcBufferAppendCString(config->warnings, "\n");
  }
}

bool tcGenReadModelConfig(const char *path, Options *o, TcStringBuffer *error) {
  TcJsonValue root;
  TcStringBuffer jsonError = {0};
  TcJsonFileStatus status = tcJsonParseFile(path, &root, &jsonError);
  if (status == TC_JSON_FILE_UNREADABLE)
    tcBufferAppendFormat(error, "could not read config '%s': %s", path,
                         strerror(errno));
  else if (status == TC_JSON_FILE_MALFORMED)
    tcBufferAppendFormat(error, "%s:%s (not a JSON config)", path,
                         tcBufferGetCString(&jsonError));
  tcBufferDestroy(&jsonError);
  if (status != TC_JSON_FILE_OK)
    return false;
  TcStringBuffer asked = {0};
  // A second --config replaces the first, and its warnings.
  tcBufferDestroy(&o->configWarnings);
  Config config = {.path = path,
                   .root = &root,
                   .error = error,
                   .read = tcCheckAllocation(calloc(root.count + 1, sizeof(bool))),
                   .asked = &asked,
                   .warnings = &o->configWarnings,
                   .familyName = &o->modelType};
  o->configPath = path;
  bool ok = readFields(&config, o);
  if (ok)
    noteUnreadFields(&config);
  free(config.read);
  tcBufferDestroy(&asked);
  // Strings the options keep point into static tables, not into the tree.
  tcJsonDestroy(&root);
  return ok;
}
