//===- Attention.c - tc-gen: a layer's attention --------------------------===//
//
// From a layer's q/k/v projections to `%l<layer>_attn`, the input of o_proj:
// the real model's (heads, q/k norms, RoPE, the KV cache with --context,
// tensor_cast.attention) or the stand-in's (arith ops with GQA's shapes).
//
//===----------------------------------------------------------------------===//

#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "Gen.h"

/// tensor<B x Q x heads x D x dtype>: q, k or v split into heads.
static void heads4(const Gen *g, int64_t heads, char *buf, size_t size) {
  snprintf(buf, size, "tensor<%" PRId64 "x%" PRId64 "x%" PRId64 "x%" PRId64
           "x%s>",
           g->o->batch, g->queries, heads, g->o->headDim, g->o->dtype);
}

//===----------------------------------------------------------------------===//
// The real model.
//===----------------------------------------------------------------------===//

/// `%l<layer>_<name>4` = the (B, Q, width) projection viewed as heads.
static void emitSplitHeads(Gen *g, int64_t layer, const char *name,
                           int64_t heads, int64_t width) {
  char flat[128], split[128];
  tcGenAct3(g, width, flat, sizeof flat);
  heads4(g, heads, split, sizeof split);
  tcGenEmit(g,
            "  %%l%" PRId64 "_%s4 = \"tensor_cast.view\"(%%l%" PRId64
            "_%s) : (%s) -> %s\n",
            layer, name, layer, name, flat, split);
}

/// Qwen3's q_norm / k_norm: an RMS norm over head_dim.
static void emitHeadNorm(Gen *g, int64_t layer, const char *name,
                         const char *weight, int64_t heads) {
  char type[128], weightType[64], eps[32];
  heads4(g, heads, type, sizeof type);
  tcGenVectorType(g, g->o->headDim, weightType, sizeof weightType);
  tcGenFormatFloat(g->o->eps, eps, sizeof eps);
  tcGenSetScope(g, "layers.%" PRId64 ".self_attn.%s_norm", layer, name);
  tcGenEmit(g,
            "  %%l%" PRId64 "_%sn = \"tensor_cast.rms_norm\"(%%l%" PRId64
            "_%s4, %%%s_%" PRId64 ") {eps = %s : f32} : (%s, %s) -> %s\n",
            layer, name, layer, name, weight, layer, eps, type, weightType,
            type);
}

/// Appends ", NAME = array<f64: v0, v1, ...>" to `buf`.
static void appendF64Array(char *buf, size_t size, const char *name,
                           const double *values, int count) {
  size_t used = strlen(buf);
  used += (size_t)snprintf(buf + used, size - used, ", %s = array<f64: ", name);
  for (int i = 0; i < count && used < size; ++i) {
    char value[32];
    tcGenFormatFloat(values[i], value, sizeof value);
    used += (size_t)snprintf(buf + used, size - used, "%s%s", i ? ", " : "",
                             value);
  }
  if (used < size)
    snprintf(buf + used, size - used, ">");
}

void tcGenRopeAttributes(const Gen *g, char *buf, size_t size) {
  const Options *o = g->o;
  char theta[32];
  tcGenFormatFloat(o->ropeTheta, theta, sizeof theta);
  snprintf(buf, size, "theta = %s : f64", theta);
  if (o->llama3Scaling)
    appendF64Array(buf, size, "llama3_scaling", o->llama3, 4);
  if (o->yarnScaling)
    appendF64Array(buf, size, "yarn_scaling", o->yarn, 6);
  if (o->ropeInterleave && strlen(buf) + 14 < size)
    strcat(buf, ", interleaved");
}

void tcGenEmitRopeOp(Gen *g, const char *result, const char *input,
                     const char *type) {
  char positions[64], attributes[320];
  snprintf(positions, sizeof positions, "tensor<%" PRId64 "x%" PRId64 "xi64>",
           g->o->batch, g->queries);
  tcGenRopeAttributes(g, attributes, sizeof attributes);
  tcGenEmit(
      g, "  %s = \"tensor_cast.rope\"(%s, %%positions) {%s} : (%s, %s) -> %s\n",
      result, input, attributes, type, positions, type);
}

static void emitRope(Gen *g, int64_t layer, const char *name,
                     const char *input, int64_t heads) {
  char type[128], result[64];
  heads4(g, heads, type, sizeof type);
  snprintf(result, sizeof result, "%%l%" PRId64 "_%sr", layer, name);
  tcGenEmitRopeOp(g, result, input, type);
}

/// With a KV cache (--decode, or a prefill chunk over --context): the cache
/// followed by this step's k or v.
/// An FP8 cache's step entries are first quantized with the layer's scale.
static void emitAppendToCache(Gen *g, int64_t layer, const char *name,
                              const char *input) {
  char cache[128], step[128], full[128], quantized[64], scale[64];
  tcGenCacheType(g, g->o->context, cache, sizeof cache);
  heads4(g, g->kvHeads, step, sizeof step);
  tcGenCacheType(g, g->o->context + g->queries, full, sizeof full);
  if (g->o->kvFp8) {
    char stepCache[128];
    tcGenCacheType(g, g->queries, stepCache, sizeof stepCache);
    snprintf(quantized, sizeof quantized, "%%l%" PRId64 "_%sq", layer, name);
    snprintf(scale, sizeof scale, "%%%s_scale_%" PRId64, name, layer);
    tcGenEmitCacheQuantize(g, quantized, input, scale, step, stepCache);
    input = quantized;
    snprintf(step, sizeof step, "%s", stepCache);
  }
  tcGenEmit(g,
            "  %%l%" PRId64 "_%sc = tensor.concat dim(1) %%%s_cache_%" PRId64
            ", %s : (%s, %s) -> %s\n",
            layer, name, name, layer, input, cache, step, full);
}

/// The attention op over `q`, `k` and `v` (the cache's, appended to, over a
/// context), viewed back to the heads' columns as `%l<layer>_attn`.
static void emitAttentionOp(Gen *g, int64_t layer, const char *qIn,
                            const char *kIn, const char *vIn) {
  const Options *o = g->o;
  char q[64], k[64], v[64];
  snprintf(q, sizeof q, "%s", qIn);
  snprintf(k, sizeof k, "%s", kIn);
  snprintf(v, sizeof v, "%s", vIn);
  char qType[128], kvType[128], flat[128], scale[32], window[64] = "";
  heads4(g, g->qHeads, qType, sizeof qType);
  heads4(g, g->kvHeads, kvType, sizeof kvType);
  if (o->context > 0) {
    emitAppendToCache(g, layer, "k", k);
    emitAppendToCache(g, layer, "v", v);
    snprintf(k, sizeof k, "%%l%" PRId64 "_kc", layer);
    snprintf(v, sizeof v, "%%l%" PRId64 "_vc", layer);
    tcGenCacheType(g, o->context + g->queries, kvType, sizeof kvType);
  }
  tcGenFormatFloat(1.0 / sqrt((double)o->headDim), scale, sizeof scale);
  if (o->slidingWindow)
    snprintf(window, sizeof window, ", sliding_window = %" PRId64 " : i64",
             o->slidingWindow);
  char scaleOperands[96], scaleTypes[64];
  tcGenKvScaleOperands(g, layer, scaleOperands, sizeof scaleOperands,
                       scaleTypes, sizeof scaleTypes);
  tcGenEmit(g,
            "  %%l%" PRId64 "_a = \"tensor_cast.attention\"(%s, %s, %s%s) "
            "{scale = %s : f64%s} : (%s, %s, %s%s) -> %s\n",
            layer, q, k, v, scaleOperands, scale, window, qType, kvType, kvType,
            scaleTypes, qType);
  tcGenAct3(g, g->qWidth, flat, sizeof flat);
  tcGenEmit(g,
            "  %%l%" PRId64 "_attn = \"tensor_cast.view\"(%%l%" PRId64
            "_a) : (%s) -> %s\n",
            layer, layer, qType, flat);
}

void tcGenEmitDecoderAttention(Gen *g, int64_t layer) {
  const Options *o = g->o;
  emitSplitHeads(g, layer, "q", g->qHeads, g->qWidth);
  emitSplitHeads(g, layer, "k", g->kvHeads, g->kvWidth);
  emitSplitHeads(g, layer, "v", g->kvHeads, g->kvWidth);
  char q[64], k[64], v[64];
  snprintf(q, sizeof q, "%%l%" PRId64 "_q4", layer);
  snprintf(k, sizeof k, "%%l%" PRId64 "_k4", layer);
  snprintf(v, sizeof v, "%%l%" PRId64 "_v4", layer);
  if (hasQkNorm(o)) {
    emitHeadNorm(g, layer, "q", "g_qn", g->qHeads);
    emitHeadNorm(g, layer, "k", "g_kn", g->kvHeads);
    tcGenSetScope(g, "layers.%" PRId64 ".self_attn", layer);
    snprintf(q, sizeof q, "%%l%" PRId64 "_qn", layer);
    snprintf(k, sizeof k, "%%l%" PRId64 "_kn", layer);
  }
  emitRope(g, layer, "q", q, g->qHeads);
  emitRope(g, layer, "k", k, g->kvHeads);
  snprintf(q, sizeof q, "%%l%" PRId64 "_qr", layer);
  snprintf(k, sizeof k, "%%l%" PRId64 "_kr", layer);
  emitAttentionOp(g, layer, q, k, v);
}

//===----------------------------------------------------------------------===//
// The stand-in.
//===----------------------------------------------------------------------===//

/// q * repeat(k) + repeat(v): GQA's shapes, computed by tc-run.
void tcGenEmitStandInAttention(Gen *g, int64_t layer) {
  char q3[128], kv3[128];
  tcGenAct3(g, g->qWidth, q3, sizeof q3);
  tcGenAct3(g, g->kvWidth, kv3, sizeof kv3);
  int64_t repeat = g->qWidth / g->kvWidth;
  const char *names[2] = {"k", "v"};
  for (int i = 0; i < 2; ++i) {
    if (repeat == 1) {
      tcGenEmit(g,
                "  %%l%" PRId64 "_%sr = \"tensor_cast.view\"(%%l%" PRId64
                "_%s) : (%s) -> %s\n",
                layer, names[i], layer, names[i], kv3, q3);
      continue;
    }
    tcGenEmit(g, "  %%l%" PRId64 "_%sr = tensor.concat dim(2)", layer,
              names[i]);
    for (int64_t r = 0; r < repeat; ++r)
      tcGenEmit(g, "%s %%l%" PRId64 "_%s", r ? "," : "", layer, names[i]);
    tcGenEmit(g, " : (");
    for (int64_t r = 0; r < repeat; ++r)
      tcGenEmit(g, "%s%s", r ? ", " : "", kv3);
    tcGenEmit(g, ") -> %s\n", q3);
  }
  tcGenEmit(g,
            "  %%l%" PRId64 "_qk = arith.mulf %%l%" PRId64 "_q, %%l%" PRId64
            "_kr : %s\n",
            layer, layer, layer, q3);
  tcGenEmit(g,
            "  %%l%" PRId64 "_attn = arith.addf %%l%" PRId64 "_qk, %%l%" PRId64
            "_vr : %s\n",
            layer, layer, layer, q3);
}
