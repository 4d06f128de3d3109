//===- Config.c - tc-gen: a model from its Hugging Face config.json -------===//
//
// The fields transformers' Llama, Mistral, Qwen2 and Qwen3 configurations
// use, with transformers' defaults where a field may be absent. A field of
// the wrong kind or value is an error naming the field and where it is.
//
//===----------------------------------------------------------------------===//

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "Gen.h"
#include "Util/Json.h"
#include "Util/StringBuffer.h"

typedef struct Config {
  const char *path;
  const TcJsonValue *root;
} Config;

static bool failField(const Config *config, const char *field,
                      const TcJsonValue *at, const char *format, ...)
    __attribute__((format(printf, 4, 5)));
static bool failField(const Config *config, const char *field,
                      const TcJsonValue *at, const char *format, ...) {
  fprintf(stderr, "tc-gen: error: %s", config->path);
  if (at)
    fprintf(stderr, ":%u:%u", at->line, at->column);
  fprintf(stderr, ": field '%s': ", field);
  va_list args;
  va_start(args, format);
  vfprintf(stderr, format, args);
  va_end(args);
  fputc('\n', stderr);
  return false;
}

/// The field's value, NULL when absent or null.
static const TcJsonValue *field(const Config *config, const char *name) {
  const TcJsonValue *value = tcJsonObjectGet(config->root, name);
  return value && value->kind != TC_JSON_NULL ? value : NULL;
}

/// A positive integer field; `fallback` (> 0) when absent, or required when
/// `fallback` is 0.
static bool readPositive(const Config *config, const char *name,
                         int64_t fallback, int64_t *out) {
  const TcJsonValue *value = field(config, name);
  if (!value) {
    if (fallback > 0) {
      *out = fallback;
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
  const TcJsonValue *value = tcJsonObjectGet(object, name);
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

static const char *const kModelTypes[] = {"llama",     "mistral",  "qwen2",
                                           "qwen3",     "qwen2_moe", "qwen3_moe",
                                           "mixtral"};
#define MODEL_TYPE_LIST                                                        \
  "llama, mistral, qwen2, qwen3, qwen2_moe, qwen3_moe, mixtral"

static bool readModelType(const Config *config, Options *o) {
  const TcJsonValue *value = field(config, "model_type");
  if (!value || value->kind != TC_JSON_STRING)
    return failField(config, "model_type", value,
                     "expected a string, one of " MODEL_TYPE_LIST);
  for (size_t i = 0; i < sizeof kModelTypes / sizeof kModelTypes[0]; ++i)
    if (!strcmp(value->string, kModelTypes[i])) {
      o->modelType = kModelTypes[i];
      return true;
    }
  return failField(config, "model_type", value,
                   "unknown model type \"%s\" (" MODEL_TYPE_LIST ")",
                   value->string);
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

/// The experts of qwen3_moe (num_experts, moe_intermediate_size,
/// norm_topk_prob, decoder_sparse_step, mlp_only_layers) and mixtral
/// (num_local_experts, intermediate_size, always renormalized), with
/// transformers' defaults; no experts for the dense types.
static bool readExperts(const Config *config, Options *o) {
  o->experts = 0;
  o->sparseStep = 1;
  if (!strcmp(o->modelType, "mixtral")) {
    o->normTopk = true;
    o->moeFfn = o->ffn;
    return readPositive(config, "num_local_experts", 8, &o->experts) &&
           readPositive(config, "num_experts_per_tok", 2, &o->topK);
  }
  bool qwen2 = !strcmp(o->modelType, "qwen2_moe");
  if (!qwen2 && strcmp(o->modelType, "qwen3_moe"))
    return true;
  const TcJsonValue *shared = field(config, "shared_expert_intermediate_size");
  o->sharedFfn = 0;
  if (qwen2) { // Qwen2MoeSparseMoeBlock: a shared expert with a sigmoid gate
    if (shared && shared->kind == TC_JSON_NUMBER && shared->isInteger &&
        shared->integer == 0)
      o->sharedFfn = 0;
    else if (!readPositive(config, "shared_expert_intermediate_size", 5632,
                           &o->sharedFfn))
      return false;
  } else if (shared && !(shared->kind == TC_JSON_NUMBER && shared->number == 0)) {
    return failField(config, "shared_expert_intermediate_size", shared,
                     "Qwen3MoeSparseMoeBlock has no shared expert (Qwen2-MoE's "
                     "has: model_type qwen2_moe)");
  }
  return readPositive(config, "num_experts", qwen2 ? 60 : 128, &o->experts) &&
         readPositive(config, "num_experts_per_tok", qwen2 ? 4 : 8, &o->topK) &&
         readPositive(config, "moe_intermediate_size", qwen2 ? 1408 : 768,
                      &o->moeFfn) &&
         readBool(config, "norm_topk_prob", false, &o->normTopk) &&
         readPositive(config, "decoder_sparse_step", 1, &o->sparseStep) &&
         readMlpOnlyLayers(config, o);
}

static bool readDtype(const Config *config, Options *o) {
  static const char *const names[][2] = {
      {"bfloat16", "bf16"}, {"float16", "f16"}, {"float32", "f32"}};
  const TcJsonValue *value = field(config, "torch_dtype");
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
  return failField(config, "torch_dtype", value,
                   "expected \"bfloat16\", \"float16\" or \"float32\"");
}

/// null, or {"rope_type": "llama3", factor, low_freq_factor,
/// high_freq_factor, original_max_position_embeddings}.
static bool readRopeScaling(const Config *config, Options *o) {
  const TcJsonValue *value = field(config, "rope_scaling");
  o->llama3Scaling = false;
  if (!value)
    return true;
  if (value->kind != TC_JSON_OBJECT)
    return failField(config, "rope_scaling", value,
                     "expected null or an object");
  const TcJsonValue *type = tcJsonObjectGet(value, "rope_type");
  if (!type)
    type = tcJsonObjectGet(value, "type");
  if (!type || type->kind != TC_JSON_STRING || strcmp(type->string, "llama3"))
    return failField(config, "rope_scaling", type ? type : value,
                     "only \"rope_type\": \"llama3\" is supported");
  static const char *const names[4] = {"factor", "low_freq_factor",
                                        "high_freq_factor",
                                        "original_max_position_embeddings"};
  for (int i = 0; i < 4; ++i)
    if (!readPositiveNumber(config, names[i], value, 0, &o->llama3[i]))
      return false;
  if (!(o->llama3[2] > o->llama3[1]))
    return failField(config, "rope_scaling", value,
                     "high_freq_factor must be above low_freq_factor");
  o->llama3Scaling = true;
  return true;
}

static bool readActivation(const Config *config) {
  const TcJsonValue *value = field(config, "hidden_act");
  if (!value || (value->kind == TC_JSON_STRING && !strcmp(value->string, "silu")))
    return true;
  return failField(config, "hidden_act", value,
                   "only \"silu\" is supported (SwiGLU MLPs)");
}

/// Mistral's window applies to every layer; Qwen's only with
/// use_sliding_window, which is not supported.
static bool readSlidingWindow(const Config *config, Options *o) {
  o->slidingWindow = 0;
  if (isMistralLike(o))
    return !field(config, "sliding_window") ||
           readPositive(config, "sliding_window", 0, &o->slidingWindow);
  bool useWindow = false;
  if (!readBool(config, "use_sliding_window", false, &useWindow))
    return false;
  if (useWindow)
    return failField(config, "use_sliding_window",
                     field(config, "use_sliding_window"),
                     "sliding-window layers of Qwen models are not supported");
  return true;
}

/// q/k/v and o biases: attention_bias (Llama, Qwen3); Qwen2 always has
/// q/k/v biases and never an o bias; Mistral has none.
static bool readBiases(const Config *config, Options *o) {
  bool bias = false;
  if (!strcmp(o->modelType, "qwen2") || !strcmp(o->modelType, "qwen2_moe")) {
    o->qkvBias = true;
    o->oBias = false;
    return true;
  }
  if (isMistralLike(o)) {
    o->qkvBias = o->oBias = false;
    return true;
  }
  if (!readBool(config, "attention_bias", false, &bias))
    return false;
  o->qkvBias = o->oBias = bias;
  return true;
}

static bool readShapes(const Config *config, Options *o) {
  if (!readPositive(config, "num_hidden_layers", 0, &o->layers) ||
      !readPositive(config, "hidden_size", 0, &o->hidden) ||
      !readPositive(config, "intermediate_size", 0, &o->ffn) ||
      !readPositive(config, "num_attention_heads", 0, &o->heads) ||
      !readPositive(config, "num_key_value_heads", o->heads, &o->kvHeads) ||
      !readPositive(config, "vocab_size", 0, &o->vocab))
    return false;
  if (!field(config, "head_dim") && o->hidden % o->heads != 0)
    return failField(config, "head_dim", NULL,
                     "missing, and num_attention_heads (%lld) does not divide "
                     "hidden_size (%lld)",
                     (long long)o->heads, (long long)o->hidden);
  if (!readPositive(config, "head_dim", o->hidden / o->heads, &o->headDim))
    return false;
  if (o->heads % o->kvHeads != 0)
    return failField(config, "num_key_value_heads",
                     field(config, "num_key_value_heads"),
                     "%lld does not divide num_attention_heads (%lld)",
                     (long long)o->kvHeads, (long long)o->heads);
  return true;
}

static bool readFields(const Config *config, Options *o) {
  if (config->root->kind != TC_JSON_OBJECT)
    return failField(config, "(top level)", config->root, "expected an object");
  o->decoder = true;
  return readModelType(config, o) && readShapes(config, o) &&
         readPositiveNumber(config, "rms_norm_eps", config->root, 1e-6,
                            &o->eps) &&
         readPositiveNumber(config, "rope_theta", config->root, 10000.0,
                            &o->ropeTheta) &&
         readRopeScaling(config, o) && readActivation(config) &&
         readSlidingWindow(config, o) && readBiases(config, o) &&
         readBool(config, "tie_word_embeddings", false, &o->tieEmbeddings) &&
         readDtype(config, o) && readExperts(config, o);
}

bool readModelConfig(const char *path, Options *o) {
  TcJsonValue root;
  TcStringBuffer error = {0};
  TcJsonFileStatus status = tcJsonParseFile(path, &root, &error);
  if (status == TC_JSON_FILE_UNREADABLE)
    fprintf(stderr, "tc-gen: error: could not read config '%s': %s\n", path,
            strerror(errno));
  else if (status == TC_JSON_FILE_MALFORMED)
    fprintf(stderr, "tc-gen: error: %s:%s (not a JSON config)\n", path,
            tcBufferGetCString(&error));
  tcBufferDestroy(&error);
  if (status != TC_JSON_FILE_OK)
    return false;
  Config config = {path, &root};
  o->configPath = path;
  bool ok = readFields(&config, o);
  // Strings the options keep point into static tables, not into the tree.
  tcJsonDestroy(&root);
  return ok;
}
