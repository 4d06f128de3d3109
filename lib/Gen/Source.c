//===- Source.c - tc-gen: where each argument and result comes from ------===//
//
// A real decoder's arguments carry `tensor_cast.source`: the tensor of the
// Hugging Face checkpoint they are this rank's piece of (by the names the
// family's checkpoints use) and how the piece is cut: transposed (weights
// are (K, N) here, (N, K) in torch), split along a dim into parts that
// ranks hold (kv heads replicated over `every` ranks when TP exceeds them),
// an expert index that depends on the rank (expert parallelism), or a
// row-parallel bias that only one rank of the sum adds. The logits say how
// the ranks' vocab slices join. tc-run draws each model tensor once from
// these and reads checkpoints by them.
//
// A quantized weight is its checkpoint tensor in the quantized type, and its
// scales and int4 zero points are tensors of their own (compressed-tensors'
// names: weight_scale, weight_zero_point, input_scale), cut as the weight
// is: every layout of a quantized model runs on slices of one quantized
// checkpoint, as engines load it.
//
//===----------------------------------------------------------------------===//

#include <inttypes.h>
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

#include "Gen.h"
#include "Util/CheckedMath.h"
#include "Util/StringBuffer.h"

/// Whether arguments get sources: a real decoder's, not the stand-in's.
static bool hasSources(const Gen *g) { return g->o->decoder; }

void tcGenSourceNamed(Source *source, const char *format, ...) {
  *source = (Source){.numSplits = 0};
  va_list args;
  va_start(args, format);
  vsnprintf(source->name, sizeof source->name, format, args);
  va_end(args);
}

void tcGenSourceShape(Source *source, int rank, int64_t d0, int64_t d1,
                      int64_t d2, int64_t d3) {
  int64_t dims[4] = {d0, d1, d2, d3};
  source->rank = rank;
  memcpy(source->shape, dims, sizeof dims);
}

/// Splits `source` along `dim` where the whole has `total` and each rank
/// `local`; `every` ranks hold the same part.
void tcGenSourceSplit(Source *source, int dim, int64_t total, int64_t local,
                      int64_t every) {
  if (local <= 0 || local >= total)
    return; // whole on every rank
  int s = source->numSplits++;
  source->splits[s].dim = dim;
  source->splits[s].parts = (total + local - 1) / local;
  source->splits[s].every = every;
}

static void appendShape(TcStringBuffer *text, const Source *source) {
  if (source->rank == 0) { // a scalar: MLIR writes the empty array so
    tcBufferAppendCString(text, "shape = array<i64>");
    return;
  }
  tcBufferAppendCString(text, "shape = array<i64: ");
  for (int d = 0; d < source->rank; ++d)
    tcBufferAppendFormat(text, "%s%" PRId64, d ? ", " : "", source->shape[d]);
  tcBufferAppendCString(text, ">");
}

static void appendSource(TcStringBuffer *text, const Source *source) {
  tcBufferAppendFormat(text, "tensor_cast.source = {name = \"%s\", ",
                       source->name);
  appendShape(text, source);
  if (source->rows[0] > 0)
    tcBufferAppendFormat(text,
                         ", rows = array<i64: %" PRId64 ", %" PRId64
                         ", %" PRId64 ">",
                         source->rows[0], source->rows[1], source->rows[2]);
  if (source->transpose)
    tcBufferAppendCString(text, ", transpose");
  for (int s = 0; s < source->numSplits; ++s)
    tcBufferAppendFormat(text, "%s%d, %" PRId64 ", %" PRId64 "%s",
                         s ? ", " : ", split = array<i64: ",
                         source->splits[s].dim, source->splits[s].parts,
                         source->splits[s].every,
                         s + 1 == source->numSplits ? ">" : "");
  if (source->hasExpert)
    tcBufferAppendFormat(text,
                         ", expert = array<i64: %" PRId64 ", %" PRId64
                         ", %" PRId64 ">",
                         source->expert[0], source->expert[1],
                         source->expert[2]);
  if (source->partial > 1)
    tcBufferAppendFormat(text, ", partial = %" PRId64, source->partial);
  tcBufferAppendCString(text, "}");
}

void tcGenAppendArgumentAttributes(const Gen *g, bool isSharded,
                                   const Source *source, TcStringBuffer *text) {
  bool sharded = isSharded && g->o->worldSize > 1;
  bool withSource = source && hasSources(g);
  if (!sharded && !withSource)
    return;
  tcBufferAppendFormat(text, " {%s%s", sharded ? "tensor_cast.sharded" : "",
                       sharded && withSource ? ", " : "");
  if (withSource)
    appendSource(text, source);
  tcBufferAppendCString(text, "}");
}

void tcGenResultType(const Gen *g, const char *type, const Source *source,
                     char *buf, size_t size) {
  if (!source || !hasSources(g)) {
    snprintf(buf, size, "%s", type);
    return;
  }
  TcStringBuffer text = {0};
  tcBufferAppendFormat(&text, "(%s {", type);
  appendSource(&text, source);
  tcBufferAppendCString(&text, "})");
  snprintf(buf, size, "%s", tcBufferGetCString(&text));
  tcBufferDestroy(&text);
}

//===----------------------------------------------------------------------===//
// The names of a family's checkpoints.
//===----------------------------------------------------------------------===//

static bool isMixtral(const Gen *g) {
  return g->o->modelType && !strcmp(g->o->modelType, "mixtral");
}

/// The module of `layer`'s MoE block: Mixtral's block_sparse_moe, Qwen's mlp.
static const char *moeModule(const Gen *g) {
  return isMixtral(g) ? "block_sparse_moe" : "mlp";
}

void tcGenRouterSource(const Gen *g, int64_t layer, Source *source) {
  tcGenSourceNamed(source, "model.layers.%" PRId64 ".%s.gate.weight", layer,
                   moeModule(g));
  tcGenSourceShape(source, 2, g->o->experts, g->o->hidden, 0, 0);
  source->transpose = true;
}

void tcGenRouterBiasSource(const Gen *g, int64_t layer, Source *source) {
  tcGenSourceNamed(source,
                   "model.layers.%" PRId64 ".mlp.gate.e_score_correction_bias",
                   layer);
  tcGenSourceShape(source, 1, g->o->experts, 0, 0, 0);
}

void tcGenAbsorbedSource(const Gen *g, int64_t layer, const char *which,
                         Source *source) {
  const Options *o = g->o;
  int64_t period = o->qkNopeDim + o->vHeadDim;
  tcGenSourceNamed(
      source, "model.layers.%" PRId64 ".self_attn.kv_b_proj.weight", layer);
  tcGenSourceShape(source, 2, o->heads * period, o->kvLoraRank, 0, 0);
  bool values = which[0] == 'v';
  source->rows[0] = period;
  source->rows[1] = values ? o->qkNopeDim : 0;
  source->rows[2] = values ? o->vHeadDim : o->qkNopeDim;
  source->transpose = values; // W_UV multiplies the latent: (kv_lora, v)
  tcGenSourceSplit(source, 0, o->heads, g->qHeads, 1);
}

void tcGenLatentCacheSource(const Gen *g, int64_t layer, Source *source) {
  const Options *o = g->o;
  tcGenSourceNamed(source, "past_key_values.%" PRId64 ".latent", layer);
  tcGenSourceShape(source, 4, g->globalBatch, o->context, 1,
                   o->kvLoraRank + o->qkRopeDim);
  tcGenBatchSplit(g, source);
}

void tcGenSharedGateSource(const Gen *g, int64_t layer, Source *source) {
  tcGenSourceNamed(
      source, "model.layers.%" PRId64 ".mlp.shared_expert_gate.weight", layer);
  tcGenSourceShape(source, 2, 1, g->o->hidden, 0, 0);
  source->transpose = true;
}

/// Mixtral's experts are w1 (gate), w3 (up) and w2 (down).
static const char *expertPart(const Gen *g, const char *part) {
  if (!isMixtral(g))
    return !strcmp(part, "gate") ? "gate_proj"
           : !strcmp(part, "up") ? "up_proj"
                                 : "down_proj";
  return !strcmp(part, "gate") ? "w1" : !strcmp(part, "up") ? "w3" : "w2";
}

/// The module of projection `p`, e.g. "model.layers.3.self_attn.q_proj",
/// "model.layers.3.mlp.experts.{}.gate_proj" (the expert by rank); sets the
/// expert index of `source`.
static void projectionModule(const Gen *g, int64_t layer, const Projection *p,
                             Source *source, char *buf, size_t size) {
  int64_t expert;
  char part[24];
  if (sscanf(p->name, "e%" SCNd64 "_%23s", &expert, part) == 2 &&
      g->o->expertParallel == 1) { // every rank holds every expert
    snprintf(buf, size, "model.layers.%" PRId64 ".%s.experts.%" PRId64 ".%s",
             layer, moeModule(g), expert, expertPart(g, part));
  } else if (sscanf(p->name, "e%" SCNd64 "_%23s", &expert, part) == 2) {
    snprintf(buf, size, "model.layers.%" PRId64 ".%s.experts.{}.%s", layer,
             moeModule(g), expertPart(g, part));
    source->hasExpert = true;
    source->expert[0] = expert;
    source->expert[1] = g->localExperts;
    source->expert[2] = g->expertColumns;
  } else {
    char path[112]; // a module path is far shorter; room for "model."
    tcGenProjectionPath(g, layer, p, path, sizeof path);
    snprintf(buf, size, "model.%s", path);
  }
}

/// MLA's projections, whole: (K, N) on a rank that holds every head.
static bool wholeMlaProjection(const Gen *g, const Projection *p, int64_t *k,
                               int64_t *n) {
  if (!g->o->mla || !tcGenIsAttentionProjectionName(p->name))
    return false;
  Gen allHeads = *g;
  allHeads.qHeads = g->o->heads;
  Projection whole = tcGenAttentionProjection(&allHeads, p->name);
  *k = whole.k;
  *n = whole.n;
  return true;
}

/// The width of the MLP projection `p` belongs to: an expert's, the shared
/// expert's or the dense MLP's.
static int64_t mlpWidth(const Gen *g, const Projection *p) {
  if (p->name[0] == 'e')
    return g->o->moeFfn;
  return strncmp(p->name, "se_", 3) ? g->o->ffn : g->o->sharedFfn;
}

/// The whole projection's (K, N): this rank's widened by the split.
static void wholeProjection(const Gen *g, const Projection *p, int64_t *k,
                            int64_t *n) {
  const Options *o = g->o;
  const char *part = strrchr(p->name, '_') ? strrchr(p->name, '_') + 1 : p->name;
  *k = p->k;
  *n = p->n;
  if (wholeMlaProjection(g, p, k, n))
    return;
  if (!strcmp(p->name, "q"))
    *n = o->heads * o->headDim;
  else if (!strcmp(p->name, "k") || !strcmp(p->name, "v"))
    *n = o->kvHeads * o->headDim;
  else if (!strcmp(p->name, "o"))
    *k = o->heads * o->headDim;
  else if (!strcmp(part, "gate") || !strcmp(part, "up"))
    *n = mlpWidth(g, p);
  else if (!strcmp(part, "down"))
    *k = mlpWidth(g, p);
}

/// Ranks that hold the same kv head: TP past the kv heads replicates them.
static int64_t kvReplicas(const Gen *g, const Projection *p) {
  bool kv = !strcmp(p->name, "k") || !strcmp(p->name, "v");
  return kv && g->o->kvHeads < g->tp ? g->tp / g->o->kvHeads : 1;
}

void tcGenProjectionSource(const Gen *g, int64_t layer, const Projection *p,
                           bool bias, Source *source) {
  char module[128];
  int64_t k, n;
  Source named = {.numSplits = 0};
  projectionModule(g, layer, p, &named, module, sizeof module);
  wholeProjection(g, p, &k, &n);
  tcGenSourceNamed(source, "%s.%s", module, bias ? "bias" : "weight");
  source->hasExpert = named.hasExpert;
  memcpy(source->expert, named.expert, sizeof named.expert);
  bool rowParallel = k != p->k;
  if (bias) {
    tcGenSourceShape(source, 1, n, 0, 0, 0);
    if (rowParallel)
      source->partial = g->tp; // added once, after its group's sum
    else
      tcGenSourceSplit(source, 0, n, p->n, kvReplicas(g, p));
    return;
  }
  tcGenSourceShape(source, 2, n, k, 0, 0);
  source->transpose = true;
  if (rowParallel)
    tcGenSourceSplit(source, 0, k, p->k, 1);
  else
    tcGenSourceSplit(source, 1, n, p->n, kvReplicas(g, p));
}

void tcGenBatchSplit(const Gen *g, Source *source) {
  tcGenSourceSplit(source, 0, g->globalBatch, g->o->batch, g->tp);
}

void tcGenCacheSource(const Gen *g, int64_t layer, const char *which,
                      Source *source) {
  const Options *o = g->o;
  tcGenSourceNamed(source, "past_key_values.%" PRId64 ".%s", layer, which);
  tcGenSourceShape(source, 4, g->globalBatch, o->context, o->kvHeads,
                   o->headDim);
  tcGenBatchSplit(g, source);
  Projection k = {.name = "k"};
  tcGenSourceSplit(source, 2, o->kvHeads, g->kvHeads, kvReplicas(g, &k));
}

/// The tensor beside `weight` ("<module>.weight" renamed to
/// "<module>.<suffix>", the same expert), whole and untransposed.
static void besideWeight(const Source *weight, const char *suffix,
                         Source *source) {
  *source = *weight;
  size_t stem = strlen(weight->name) - strlen("weight");
  snprintf(source->name + stem, sizeof source->name - stem, "%s", suffix);
  source->transpose = false;
  source->numSplits = 0;
}

/// A block-scaled weight's scale on this rank: the groups of K this rank's
/// rows hold (row parallel), or the blocks of `h` columns it holds.
static void splitBlockScale(const Gen *g, const Projection *p, Source *source,
                            int64_t k, int64_t n, int64_t group, int64_t h) {
  if (k != p->k)
    tcGenSourceSplit(source, 0, k / group, p->k / group, 1);
  else
    tcGenSourceSplit(source, 1, n / h, p->n / h, kvReplicas(g, p));
}

bool tcGenQuantScaleSource(const Gen *g, const Projection *p,
                           const Source *weight, const char *suffix,
                           Source *source) {
  int64_t k, n;
  wholeProjection(g, p, &k, &n);
  besideWeight(weight, suffix, source);
  int64_t group =
      tcGenFp4Group(g->o->quant) ? tcGenFp4Group(g->o->quant) : g->o->groupSize;
  switch (g->o->quant) {
  case QUANT_FP8: // one scale for the whole tensor, on every rank
    tcGenSourceShape(source, 0, 0, 0, 0, 0);
    return true;
  case QUANT_INT8:
  case QUANT_INT8_DYNAMIC:
  case QUANT_FP8_CHANNEL: // a scale per output column
    tcGenSourceShape(source, 1, n, 0, 0, 0);
    if (k == p->k) // column parallel: this rank's columns
      tcGenSourceSplit(source, 0, n, p->n, kvReplicas(g, p));
    return true;
  case QUANT_INT4:
  case QUANT_MXFP4: // (K/g, N): a scale per group of each column's inputs
    tcGenSourceShape(source, 2, k / group, n, 0, 0);
    splitBlockScale(g, p, source, k, n, group, 1);
    return true;
  case QUANT_NVFP4: // (K/16, N) here; ModelOpt's (N, K/16)
    tcGenSourceShape(source, 2, n, k / group, 0, 0);
    source->transpose = true;
    splitBlockScale(g, p, source, k, n, group, 1);
    return true;
  case QUANT_FP8_BLOCK: { // (K/g, N/h) here; torch's (N/h, K/g)
    int64_t h = tcGenFp8BlockColumns(g, p->n);
    if (tcGenFp8BlockColumns(g, n) != h)
      return false; // this rank's blocks are not the checkpoint's
    tcGenSourceShape(source, 2, n / h, k / group, 0, 0);
    source->transpose = true;
    splitBlockScale(g, p, source, k, n, group, h);
    return true;
  }
  default:
    return false;
  }
}

void tcGenWeightGlobalScaleSource(const Source *weight, Source *source) {
  besideWeight(weight, "weight_scale_2", source);
  tcGenSourceShape(source, 0, 0, 0, 0, 0);
}

void tcGenInputScaleSource(const Gen *g, int64_t layer, const Projection *p,
                           Source *source) {
  char module[128];
  Source named = {.numSplits = 0};
  projectionModule(g, layer, p, &named, module, sizeof module);
  tcGenSourceNamed(source, "%s.input_scale", module);
  source->hasExpert = named.hasExpert;
  memcpy(source->expert, named.expert, sizeof named.expert);
  tcGenSourceShape(source, 0, 0, 0, 0, 0);
}
