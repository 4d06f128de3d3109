//===- Emit.c - tc-gen: the pieces every model is written with -----------===//
//
// Types, argument lists, and the ops around a projection: its activation
// quantization per the scheme, the linear or quant_linear, and the views
// the reference simulator's quantized layers put around them; all_reduce
// and the norms.
//
//===----------------------------------------------------------------------===//

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "Gen.h"
#include "Util/ArraySize.h"
#include "Util/StringBuffer.h"

//===----------------------------------------------------------------------===//
// The text and its locations.
//===----------------------------------------------------------------------===//

/// An op's line starts with its results ("  %x = ...") or, without results,
/// its quoted name; argument lines are indented further, comments and the
/// function's braces not at all.
static bool isOpLine(const GenText *text) {
  return text->head[0] == ' ' && text->head[1] == ' ' &&
         (text->head[2] == '%' || text->head[2] == '"');
}

/// `text` as an MLIR string literal: quotes, backslashes and control bytes
/// as two-digit hex escapes.
static void printMlirString(TcStringBuffer *out, const char *text) {
  tcBufferAppendCString(out, "\"");
  for (const unsigned char *c = (const unsigned char *)text; *c; ++c) {
    if (*c == '"' || *c == '\\' || *c < 0x20 || *c == 0x7f)
      tcBufferAppendFormat(out, "\\%02X", *c);
    else
      tcBufferAppend(out, (const char *)c, 1);
  }
  tcBufferAppendCString(out, "\"");
}

static void putText(const Gen *g, const char *chars, size_t length) {
  GenText *text = g->text;
  for (size_t i = 0; i < length; ++i) {
    char c = chars[i];
    if (c == '\n') {
      if (isOpLine(text) && text->scope[0]) {
        tcBufferAppendFormat(g->out, " loc(\"%s\"(", text->scope);
        printMlirString(g->out, text->file);
        tcBufferAppendFormat(g->out, ":%" PRId64 ":3))", text->line);
      }
      ++text->line;
      text->column = 0;
      memset(text->head, 0, sizeof text->head);
    } else if (text->column < 3) {
      text->head[text->column++] = c;
    }
    tcBufferAppend(g->out, &c, 1);
  }
}

void tcGenEmit(const Gen *g, const char *format, ...) {
  TcStringBuffer buffer = {0};
  va_list args;
  va_start(args, format);
  tcBufferAppendFormatV(&buffer, format, args);
  va_end(args);
  putText(g, tcBufferGetCString(&buffer), buffer.length);
  tcBufferDestroy(&buffer);
}

void tcGenSetScope(const Gen *g, const char *format, ...) {
  va_list args;
  va_start(args, format);
  vsnprintf(g->text->scope, sizeof g->text->scope, format, args);
  va_end(args);
}

int64_t tcGenGlobalExpertIndex(const Gen *g, int64_t local) {
  // Expert group rank / columns holds experts a * local experts onwards.
  if (g->o->expertParallel <= 1)
    return local;
  return g->o->rank / g->expertColumns * g->localExperts + local;
}

void tcGenSetProjectionScope(const Gen *g, int64_t layer, const Projection *p) {
  int64_t expert;
  char part[24];
  if (sscanf(p->name, "e%" SCNd64 "_%23s", &expert, part) == 2) {
    tcGenSetScope(g, "layers.%" PRId64 ".mlp.experts.%" PRId64 ".%s_proj",
                  layer, tcGenGlobalExpertIndex(g, expert), part);
  } else {
    char path[128];
    tcGenProjectionPath(g, layer, p, path, sizeof path);
    tcGenSetScope(g, "%s", path);
  }
}

//===----------------------------------------------------------------------===//
// Types and names.
//===----------------------------------------------------------------------===//

const char *const kTcQuantNames[QUANT_COUNT] = {
    "none",  "int8",      "int8-dynamic", "int4", "fp8",
    "mxfp4", "fp8-block", "fp8-channel",  "nvfp4"};

/// tensor<B x S x N x dtype>: an activation of the residual stream's layout.
void tcGenAct3(const Gen *g, int64_t n, char *buf, size_t size) {
  snprintf(buf, size, "tensor<%" PRId64 "x%" PRId64 "x%" PRId64 "x%s>",
           g->o->batch, g->queries, n, g->o->dtype);
}

void tcGenTensor2(int64_t rows, int64_t columns, const char *element, char *buf,
                  size_t size) {
  snprintf(buf, size, "tensor<%" PRId64 "x%" PRId64 "x%s>", rows, columns,
           element);
}

/// The KV cache of one layer on this rank: (B, context, kv heads, D).
void tcGenCacheType(const Gen *g, int64_t tokens, char *buf, size_t size) {
  snprintf(buf, size, "tensor<%" PRId64 "x%" PRId64 "x%" PRId64 "x%" PRId64
           "x%s>",
           g->o->batch, tokens, g->kvHeads, g->o->headDim, kvElement(g->o));
}

/// An FP8 cache's static per-tensor scales of `layer`: k_scale and v_scale
/// (the latent cache's one k_scale with MLA), f32 `()`, the same on every
/// rank, named as llm-compressor's and ModelOpt's checkpoints store them.
void tcGenKvScaleArguments(Gen *g, int64_t layer, bool *first) {
  if (!hasKvScales(g->o))
    return;
  static const char *const names[2] = {"k", "v"};
  for (int i = 0; i < (g->o->mla ? 1 : 2); ++i) {
    char text[96];
    Source source;
    snprintf(text, sizeof text, "%%%s_scale_%" PRId64 ": tensor<f32>",
             names[i], layer);
    tcGenSourceNamed(&source, "model.layers.%" PRId64 ".self_attn.%s_scale",
                     layer, names[i]);
    tcGenSourceShape(&source, 0, 0, 0, 0, 0);
    tcGenDeclareArgument(g, first, text, false, &source);
  }
}

/// The operands and types an attention op adds for an FP8 cache: ", %k_scale_L,
/// %v_scale_L" into `operands` and ", tensor<f32>, tensor<f32>" into
/// `types` (MLA's latent cache: its one scale twice); both empty otherwise.
void tcGenKvScaleOperands(const Gen *g, int64_t layer, char *operands,
                          size_t operandsSize, char *types, size_t typesSize) {
  operands[0] = types[0] = '\0';
  if (!hasKvScales(g->o))
    return;
  snprintf(operands, operandsSize, ", %%k_scale_%" PRId64 ", %%%s_scale_%" PRId64,
           layer, g->o->mla ? "k" : "v", layer);
  snprintf(types, typesSize, ", tensor<f32>, tensor<f32>");
}

/// `result` = `input` (of `type`, the model's dtype) quantized to the FP8
/// cache with the static scale `scale`; `quantizedType` is the result's.
void tcGenEmitCacheQuantize(Gen *g, const char *result, const char *input,
                            const char *scale, const char *type,
                            const char *quantizedType) {
  tcGenEmit(
      g, "  %s = \"tensor_cast.quantize\"(%s, %s) : (%s, tensor<f32>) -> %s\n",
      result, input, scale, type, quantizedType);
}

/// tensor<n x dtype>: a norm weight or a bias.
void tcGenVectorType(const Gen *g, int64_t n, char *buf, size_t size) {
  snprintf(buf, size, "tensor<%" PRId64 "x%s>", n, g->o->dtype);
}

void tcGenQuantFlags(const Options *o, char *buf, size_t size) {
  if (o->quant == QUANT_INT4 || o->quant == QUANT_FP8_BLOCK)
    snprintf(buf, size, "--quant=%s --group-size=%" PRId64,
             kTcQuantNames[o->quant], o->groupSize);
  else
    snprintf(buf, size, "--quant=%s", kTcQuantNames[o->quant]);
}

const char *tcGenWeightElement(Quant quant, const char *dtype) {
  switch (quant) {
  case QUANT_INT8:
  case QUANT_INT8_DYNAMIC:
    return "i8";
  case QUANT_INT4:
    return "i4";
  case QUANT_FP8:
  case QUANT_FP8_BLOCK:
  case QUANT_FP8_CHANNEL:
    return "f8E4M3FN";
  case QUANT_MXFP4:
  case QUANT_NVFP4:
    return "f4E2M1FN";
  default:
    return dtype;
  }
}

/// The element type of a 4-bit float scheme's block scales.
static const char *fp4ScaleElement(Quant quant) {
  return quant == QUANT_NVFP4 ? "f8E4M3FN" : "f8E8M0FNU";
}

/// The weight scale's type for a (K, N) weight.
void tcGenWeightScaleType(const Gen *g, int64_t k, int64_t n, char *buf,
                          size_t size) {
  switch (g->o->quant) {
  case QUANT_INT8:
  case QUANT_INT8_DYNAMIC:
  case QUANT_FP8_CHANNEL:
    snprintf(buf, size, "tensor<%" PRId64 "xf32>", n);
    return;
  case QUANT_INT4:
    tcGenTensor2(k / g->o->groupSize, n, "f32", buf, size);
    return;
  case QUANT_FP8:
    snprintf(buf, size, "tensor<f32>");
    return;
  case QUANT_MXFP4:
  case QUANT_NVFP4:
    tcGenTensor2(k / tcGenFp4Group(g->o->quant), n,
                 fp4ScaleElement(g->o->quant), buf, size);
    return;
  case QUANT_FP8_BLOCK:
    tcGenTensor2(k / g->o->groupSize, n / tcGenFp8BlockColumns(g, n), "f32",
                 buf, size);
    return;
  default:
    buf[0] = '\0';
  }
}

const char *tcGenSharded(const Gen *g) {
  return g->o->worldSize > 1 ? " {tensor_cast.sharded}" : "";
}

void tcGenArgument(Gen *g, bool *first, const char *text) {
  tcGenEmit(g, "%s\n    %s", *first ? "" : ",", text);
  *first = false;
}

void tcGenDeclareArgument(Gen *g, bool *first, const char *declaration,
                          bool isSharded, const Source *source) {
  TcStringBuffer text = {0};
  tcBufferAppendCString(&text, declaration);
  tcGenAppendArgumentAttributes(g, isSharded, source, &text);
  tcGenArgument(g, first, tcBufferGetCString(&text));
  tcBufferDestroy(&text);
}

Projection *tcGenLayerProjections(const Gen *g, int64_t layer, int64_t *count) {
  bool moe = isMoeLayer(g->o, layer), shared = moe && g->o->sharedFfn > 0;
  Projection attention[5], dense[7];
  int64_t first = tcGenAttentionProjections(g, attention);
  *count = first + (moe ? 3 * g->localExperts + (shared ? 3 : 0) : 3);
  Projection *p = tcCheckAllocation(malloc(sizeof(Projection) * (size_t)*count));
  tcGenProjectionsOf(g, dense);
  memcpy(p, attention, sizeof(Projection) * (size_t)first);
  if (!moe)
    memcpy(&p[first], &dense[4], sizeof(Projection) * 3);
  for (int64_t e = 0; moe && e < g->localExperts; ++e) {
    Projection *expert = &p[first + 3 * e];
    for (int i = 0; i < 3; ++i) {
      expert[i] = dense[4 + i];
      if (i < 2)
        expert[i].n = g->expertWidth;
      else
        expert[i].k = g->expertWidth;
      snprintf(expert[i].name, sizeof expert[i].name, "e%" PRId64 "_%s", e,
               dense[4 + i].name);
      snprintf(expert[i].site, sizeof expert[i].site, "e%" PRId64 "_%s", e,
               dense[4 + i].site);
    }
  }
  // The shared expert: split over the ranks like a dense MLP, or (tokens
  // exchanged with all_to_all) over one expert group's ranks for its
  // tokens, whole on each rank when a group is one rank.
  for (int i = 0; shared && i < 3; ++i) {
    Projection *q = &p[*count - 3 + i];
    *q = dense[4 + i];
    if (i < 2)
      q->n = g->sharedWidth;
    else
      q->k = g->sharedWidth;
    q->replicated = g->o->allToAll && g->expertColumns == 1;
    snprintf(q->name, sizeof q->name, "se_%s", dense[4 + i].name);
    snprintf(q->site, sizeof q->site, "se_%s", dense[4 + i].site);
  }
  return p;
}

/// The static per-tensor input scales, one per site that quantizes x (in
/// the order the projections first use them): int8's scale (%xs), NVFP4's
/// global scale (%xg).
static void staticScaleArguments(Gen *g, int64_t layer, const Projection *p,
                                 int64_t count, bool *first) {
  if (g->o->quant != QUANT_INT8 && g->o->quant != QUANT_NVFP4)
    return;
  const char *prefix = g->o->quant == QUANT_INT8 ? "xs" : "xg";
  char text[96];
  for (int64_t i = 0; i < count; ++i) {
    if (i > 0 && !strcmp(p[i].site, p[i - 1].site))
      continue; // q/k/v, gate/up: one site
    snprintf(text, sizeof text, "%%%s_%s_%" PRId64 ": tensor<f32>", prefix,
             p[i].site, layer);
    Source source;
    tcGenInputScaleSource(g, layer, &p[i], &source);
    tcGenDeclareArgument(g, first, text, false, &source);
  }
}

/// The bias `%b_<name>_<layer>` of projection `p`, split as its columns are.
static void biasArgument(Gen *g, int64_t layer, const Projection *p,
                         bool *first) {
  char text[256];
  snprintf(text, sizeof text, "%%b_%s_%" PRId64 ": tensor<%" PRId64 "x%s>",
           p->name, layer, p->n, g->o->dtype);
  Source source;
  tcGenProjectionSource(g, layer, p, true, &source);
  tcGenDeclareArgument(g, first, text, !p->replicated, &source);
}

/// The weight of projection `p` of `layer` and what its scheme adds: scales,
/// int4 offsets, a bias.
static void projectionArguments(Gen *g, int64_t layer, const Projection *p,
                                bool *first) {
  char type[128], text[256];
  bool split = !p->replicated;
  bool quantized = g->o->quant != QUANT_NONE;
  Source source;
  tcGenTensor2(p->k, p->n, tcGenWeightElement(g->o->quant, g->o->dtype), type,
               sizeof type);
  snprintf(text, sizeof text, "%%w_%s_%" PRId64 ": %s", p->name, layer, type);
  // A quantized weight and its scales are pieces of one quantized
  // checkpoint, or (narrower fp8 blocks than the checkpoint's) of none.
  Source scale, offset;
  tcGenProjectionSource(g, layer, p, false, &source);
  bool sourced = !quantized ||
                 tcGenQuantScaleSource(g, p, &source, "weight_scale", &scale);
  if (sourced && g->o->quant == QUANT_INT4)
    tcGenQuantScaleSource(g, p, &source, "weight_zero_point", &offset);
  tcGenDeclareArgument(g, first, text, split, sourced ? &source : NULL);
  if (quantized) {
    tcGenWeightScaleType(g, p->k, p->n, type, sizeof type);
    snprintf(text, sizeof text, "%%ws_%s_%" PRId64 ": %s", p->name, layer,
             type);
    tcGenDeclareArgument(g, first, text, split, sourced ? &scale : NULL);
  }
  if (g->o->quant == QUANT_INT4) {
    tcGenTensor2(p->k / g->o->groupSize, p->n, "i32", type, sizeof type);
    snprintf(text, sizeof text, "%%wo_%s_%" PRId64 ": %s", p->name, layer,
             type);
    tcGenDeclareArgument(g, first, text, split, sourced ? &offset : NULL);
  }
  if (g->o->quant == QUANT_NVFP4) { // the weight's per-tensor scale, whole
    snprintf(text, sizeof text, "%%wg_%s_%" PRId64 ": tensor<f32>", p->name,
             layer);
    Source global;
    tcGenWeightGlobalScaleSource(&source, &global);
    tcGenDeclareArgument(g, first, text, false, sourced ? &global : NULL);
  }
  if (p->bias)
    biasArgument(g, layer, p, first);
}

/// A layer's norm weight `%<name>_<layer>` of `size`, from the checkpoint's
/// model.layers.<layer>.<module>.weight.
void tcGenLayerNormArgument(Gen *g, int64_t layer, const char *name,
                            const char *module, int64_t size, bool *first) {
  char text[128];
  Source source;
  snprintf(text, sizeof text, "%%%s_%" PRId64 ": tensor<%" PRId64 "x%s>", name,
           layer, size, g->o->dtype);
  tcGenSourceNamed(&source, "model.layers.%" PRId64 ".%s.weight", layer,
                   module);
  tcGenSourceShape(&source, 1, size, 0, 0, 0);
  tcGenDeclareArgument(g, first, text, false, &source);
}

/// A layer's input and post-attention norm weights, (H) each.
void tcGenLayerNormArguments(Gen *g, int64_t layer, bool *first) {
  tcGenLayerNormArgument(g, layer, "g_in", "input_layernorm", g->o->hidden,
                         first);
  tcGenLayerNormArgument(g, layer, "g_post", "post_attention_layernorm",
                         g->o->hidden, first);
}

/// A layer's seven projections (q, k, v, o, gate, up, down) with what the
/// scheme adds: int8's static input scales, weight scales and offsets,
/// biases.
void tcGenLayerProjectionArguments(Gen *g, int64_t layer, bool *first) {
  int64_t count;
  Projection *projections = tcGenLayerProjections(g, layer, &count);
  staticScaleArguments(g, layer, projections, count, first);
  if (isMoeLayer(g->o, layer)) { // the routers: replicated, never quantized
    char text[160], type[96];
    Source source;
    tcGenTensor2(g->o->hidden, g->o->experts, g->o->dtype, type, sizeof type);
    snprintf(text, sizeof text, "%%w_router_%" PRId64 ": %s", layer, type);
    tcGenRouterSource(g, layer, &source);
    tcGenDeclareArgument(g, first, text, false, &source);
    if (g->o->topkMethod == TC_TOPK_NOAUX_TC) { // its correction bias, f32
      snprintf(text, sizeof text, "%%w_ebias_%" PRId64 ": tensor<%" PRId64
               "xf32>", layer, g->o->experts);
      tcGenRouterBiasSource(g, layer, &source);
      tcGenDeclareArgument(g, first, text, false, &source);
    }
    if (g->o->sharedGate) {
      tcGenTensor2(g->o->hidden, 1, g->o->dtype, type, sizeof type);
      snprintf(text, sizeof text, "%%w_sgate_%" PRId64 ": %s", layer, type);
      tcGenSharedGateSource(g, layer, &source);
      tcGenDeclareArgument(g, first, text, false, &source);
    }
  }
  for (int64_t i = 0; i < count; ++i)
    projectionArguments(g, layer, &projections[i], first);
  free(projections);
}

void tcGenEmitSubGroup(const Gen *g, int64_t start, int64_t stride,
                       int64_t count) {
  tcGenEmit(g,
            "rank = %" PRId64 " : i64, rank_group = array<i64: ", g->o->rank);
  for (int64_t i = 0; i < count; ++i)
    tcGenEmit(g, "%s%" PRId64, i ? ", " : "", start + i * stride);
  tcGenEmit(g, ">");
}

void tcGenEmitRankGroup(const Gen *g) {
  tcGenEmitSubGroup(g, g->o->rank / g->tp * g->tp, 1, g->tp);
}

void tcGenEmitDataParallelGroup(const Gen *g) {
  tcGenEmitSubGroup(g, g->o->rank % g->tp, g->tp, g->o->attentionDp);
}

/// `result` = the sum of `input` over `ranks` ranks from `start`, one apart:
/// a view when there is one rank (no collective, as in the reference
/// simulator).
static void emitAllReduceOver(Gen *g, const char *result, const char *input,
                              int64_t start, int64_t ranks) {
  char type[128];
  tcGenAct3(g, g->o->hidden, type, sizeof type);
  if (ranks == 1) {
    tcGenEmit(g, "  %s = \"tensor_cast.view\"(%s) : (%s) -> %s\n", result,
              input, type, type);
    return;
  }
  tcGenEmit(g, "  %s = \"tensor_cast.all_reduce\"(%s) {", result, input);
  tcGenEmitSubGroup(g, start, 1, ranks);
  tcGenEmit(g, "} : (%s) -> %s\n", type, type);
}

void tcGenEmitAllReduce(Gen *g, const char *result, const char *input) {
  emitAllReduceOver(g, result, input, g->o->rank / g->tp * g->tp, g->tp);
}

void tcGenEmitWorldAllReduce(Gen *g, const char *result, const char *input) {
  emitAllReduceOver(g, result, input, 0, g->o->worldSize);
}

/// The quantized activation's and its scale's types for a (-1, K) view;
/// the view's own type and "" when the scheme leaves x unquantized (none,
/// weight-only int4).
static void activationTypes(const Gen *g, const Projection *p, char *xType,
                            char *xsType, size_t size) {
  xsType[0] = '\0';
  switch (g->o->quant) {
  case QUANT_INT8:
    tcGenTensor2(g->tokens, p->k, "i8", xType, size);
    snprintf(xsType, size, "tensor<f32>");
    return;
  case QUANT_INT8_DYNAMIC:
  case QUANT_FP8:
  case QUANT_FP8_CHANNEL:
    tcGenTensor2(g->tokens, p->k,
                 g->o->quant == QUANT_INT8_DYNAMIC ? "i8" : "f8E4M3FN", xType,
                 size);
    tcGenTensor2(g->tokens, 1, "f32", xsType, size);
    return;
  case QUANT_MXFP4:
  case QUANT_NVFP4:
    tcGenTensor2(g->tokens, p->k, "f4E2M1FN", xType, size);
    tcGenTensor2(g->tokens, p->k / tcGenFp4Group(g->o->quant),
                 fp4ScaleElement(g->o->quant), xsType, size);
    return;
  case QUANT_FP8_BLOCK:
    tcGenTensor2(g->tokens, p->k, "f8E4M3FN", xType, size);
    tcGenTensor2(g->tokens, p->k / g->o->groupSize, "f32", xsType, size);
    return;
  default:
    tcGenTensor2(g->tokens, p->k, g->o->dtype, xType, size);
  }
}

/// `%<base>_xq:2`, the scheme's dynamic quantize of the (-1, K) view
/// `%<base>_xv` (of type `view`); false for a scheme without one.
static bool emitDynamicActivationQuant(Gen *g, const char *base, int64_t layer,
                                       const Projection *p, const char *view,
                                       const char *xType, const char *xsType) {
  switch (g->o->quant) {
  case QUANT_INT8_DYNAMIC:
  case QUANT_FP8:
  case QUANT_FP8_CHANNEL:
    tcGenEmit(g,
              "  %s_xq:2 = \"tensor_cast.dynamic_quantize_symmetric\"(%s_xv) "
              "{dims = array<i64: -1>} : (%s) -> (%s, %s)\n",
              base, base, view, xType, xsType);
    return true;
  case QUANT_MXFP4:
    tcGenEmit(g,
              "  %s_xq:2 = \"tensor_cast.dynamic_quantize_mxfp4\"(%s_xv) "
              "{group_size = 32 : i64} : (%s) -> (%s, %s)\n",
              base, base, view, xType, xsType);
    return true;
  case QUANT_NVFP4: // against the site's static global scale
    tcGenEmit(g,
              "  %s_xq:2 = \"tensor_cast.dynamic_quantize_nvfp4\"(%s_xv, "
              "%%xg_%s_%" PRId64 ") : (%s, tensor<f32>) -> (%s, %s)\n",
              base, base, p->site, layer, view, xType, xsType);
    return true;
  case QUANT_FP8_BLOCK:
    tcGenEmit(g,
              "  %s_xq:2 = \"tensor_cast.dynamic_quantize_symmetric\"(%s_xv) "
              "{dims = array<i64: -1>, group_size = %" PRId64
              " : i64} : (%s) -> "
              "(%s, %s)\n",
              base, base, g->o->groupSize, view, xType, xsType);
    return true;
  default:
    return false; // int4 is weight-only
  }
}

/// Quantizes the (-1, K) view `%<base>_xv` per the scheme; sets the names of
/// the quantized activation and its scale ("" when x is not quantized).
static void emitActivationQuant(Gen *g, const char *base, int64_t layer,
                                const Projection *p, const char *xType,
                                const char *xsType, char *x, char *xs,
                                size_t size) {
  char view[128];
  tcGenTensor2(g->tokens, p->k, g->o->dtype, view, sizeof view);
  snprintf(x, size, "%s_xv", base);
  xs[0] = '\0';
  if (g->o->quant == QUANT_INT8) {
    tcGenEmit(g,
              "  %s_xq = \"tensor_cast.quantize\"(%s_xv, %%xs_%s_%" PRId64
              ") : (%s, %s) -> %s\n",
              base, base, p->site, layer, view, xsType, xType);
    snprintf(x, size, "%s_xq", base);
    snprintf(xs, size, "%%xs_%s_%" PRId64, p->site, layer);
    return;
  }
  if (!emitDynamicActivationQuant(g, base, layer, p, view, xType, xsType))
    return;
  snprintf(x, size, "%s_xq#0", base);
  snprintf(xs, size, "%s_xq#1", base);
}

/// int4's weight offset operand and its type (", %wo_..", ", tensor<..>"),
/// empty for every other scheme.
static void weightOffsetOf(Gen *g, int64_t layer, const Projection *p,
                           char *offset, char *offsetType, size_t size) {
  offset[0] = offsetType[0] = '\0';
  if (g->o->quant != QUANT_INT4)
    return;
  snprintf(offset, size, ", %%wo_%s_%" PRId64, p->name, layer);
  char t[96];
  tcGenTensor2(p->k / g->o->groupSize, p->n, "i32", t, sizeof t);
  snprintf(offsetType, size, ", %s", t);
}

/// NVFP4: the product's factor, the input's and the weight's global scales
/// multiplied (once, from the arguments: weight preparation, as engines
/// compute it when they load the checkpoint); its operand and type, empty
/// for every other scheme.
static void emitGlobalScale(Gen *g, const char *base, int64_t layer,
                            const Projection *p, char *global,
                            size_t globalSize, char *globalType,
                            size_t typeSize) {
  global[0] = globalType[0] = '\0';
  if (g->o->quant != QUANT_NVFP4)
    return;
  tcGenEmit(g,
            "  %s_alpha = arith.mulf %%xg_%s_%" PRId64 ", %%wg_%s_%" PRId64
            " : tensor<f32>\n",
            base, p->site, layer, p->name, layer);
  snprintf(global, globalSize, ", %s_alpha", base);
  snprintf(globalType, typeSize, ", tensor<f32>");
}

/// As the reference simulator's quantized linear layer: view to (-1, K),
/// quantize, linear, view back.
static void emitQuantProjection(Gen *g, int64_t layer, const Projection *p,
                                const char *input, const char *base,
                                const char *in3, const char *out3,
                                const char *bias, const char *biasType,
                                const char *weightType) {
  const Options *o = g->o;
  char view[128], out2[128], x[160], xs[160], xType[128] = "", xsType[128] = "";
  tcGenTensor2(g->tokens, p->k, o->dtype, view, sizeof view);
  tcGenTensor2(g->tokens, p->n, o->dtype, out2, sizeof out2);
  tcGenEmit(g, "  %s_xv = \"tensor_cast.view\"(%s) : (%s) -> %s\n", base, input,
            in3, view);
  activationTypes(g, p, xType, xsType, sizeof xType);
  emitActivationQuant(g, base, layer, p, xType, xsType, x, xs, sizeof x);
  char scaleType[128], offset[128], offsetType[128];
  tcGenWeightScaleType(g, p->k, p->n, scaleType, sizeof scaleType);
  weightOffsetOf(g, layer, p, offset, offsetType, sizeof offset);
  bool hasXs = xs[0] != '\0';
  char global[96], globalType[32];
  emitGlobalScale(g, base, layer, p, global, sizeof global, globalType,
                  sizeof globalType);
  tcGenEmit(g,
            "  %s_y = \"tensor_cast.quant_linear\"(%s, %%w_%s_%" PRId64
            ", %%ws_%s_%" PRId64
            "%s%s%s%s%s) {operandSegmentSizes = array<i32: "
            "1, 1, 1, %d, %d, 0, %d, %d>} : (%s, %s, %s%s%s%s%s%s) -> %s\n",
            base, x, p->name, layer, p->name, layer, offset, hasXs ? ", " : "",
            xs, bias, global, offset[0] ? 1 : 0, hasXs ? 1 : 0, p->bias ? 1 : 0,
            global[0] ? 1 : 0, xType, weightType, scaleType, offsetType,
            hasXs ? ", " : "", xsType, biasType, globalType, out2);
  tcGenEmit(g, "  %s = \"tensor_cast.view\"(%s_y) : (%s) -> %s\n", base, base,
            out2, out3);
}

/// Emits `%l<layer>_<name>` = projection of the 3-D activation `input`.
void tcGenEmitProjection(Gen *g, int64_t layer, const Projection *p,
                         const char *input) {
  const Options *o = g->o;
  char base[64], in3[128], out3[128];
  snprintf(base, sizeof base, "%%l%" PRId64 "_%s", layer, p->name);
  tcGenSetProjectionScope(g, layer, p);
  tcGenAct3(g, p->k, in3, sizeof in3);
  tcGenAct3(g, p->n, out3, sizeof out3);
  char bias[128] = "", biasType[128] = "";
  if (p->bias) {
    snprintf(bias, sizeof bias, ", %%b_%s_%" PRId64, p->name, layer);
    snprintf(biasType, sizeof biasType, ", tensor<%" PRId64 "x%s>", p->n,
             o->dtype);
  }
  char weightType[128];
  tcGenTensor2(p->k, p->n, tcGenWeightElement(o->quant, o->dtype), weightType,
               sizeof weightType);
  if (o->quant != QUANT_NONE) {
    emitQuantProjection(g, layer, p, input, base, in3, out3, bias, biasType,
                        weightType);
    return;
  }
  tcGenEmit(g,
            "  %s = \"tensor_cast.linear\"(%s, %%w_%s_%" PRId64 "%s) : (%s, "
            "%s%s) -> %s\n",
            base, input, p->name, layer, bias, in3, weightType, biasType, out3);
}

void tcGenFormatFloat(double value, char *buf, size_t size) {
  for (int digits = 1; digits <= 17; ++digits) {
    snprintf(buf, size, "%.*e", digits, value);
    if (strtod(buf, NULL) == value)
      return;
  }
}

void tcGenEmitNorm2(Gen *g, const char *result, const char *x,
                    const char *residual, const char *weight) {
  char h[128], eps[32];
  tcGenFormatFloat(g->o->eps, eps, sizeof eps);
  tcGenAct3(g, g->o->hidden, h, sizeof h);
  tcGenEmit(g,
            "  %s:2 = \"tensor_cast.add_rms_norm2\"(%s, %s, %s) {eps = %s "
            ": f32} : (%s, %s, tensor<%" PRId64 "x%s>) -> (%s, %s)\n",
            result, x, residual, weight, eps, h, h, g->o->hidden, g->o->dtype,
            h, h);
}

void tcGenEmitRmsNorm(Gen *g, const char *result, const char *x,
                      const char *weight) {
  char h[128], eps[32];
  tcGenFormatFloat(g->o->eps, eps, sizeof eps);
  tcGenAct3(g, g->o->hidden, h, sizeof h);
  tcGenEmit(g,
            "  %s = \"tensor_cast.rms_norm\"(%s, %s) {eps = %s : f32} : "
            "(%s, tensor<%" PRId64 "x%s>) -> %s\n",
            result, x, weight, eps, h, g->o->hidden, g->o->dtype, h);
}
