//===- Layers.c - tc-gen: the stack of decoder layers ---------------------===//
//
// From the residual stream's input `%h0` to the final norm, as the simulator
// traces repeated layers: with markers, layer 0 between region_begin and
// region_end and a copy_region per further layer; without, every layer
// written out with its own weights, each input norm fused with the previous
// layer's residual add (add_rms_norm2).
//
//===----------------------------------------------------------------------===//

#include <inttypes.h>
#include <string.h>

#include "Gen.h"

/// The layer's attention (or MLA), o_proj and the all_reduce of its output
/// into `%l<layer>_o_sum`.
static void emitAttentionBlock(Gen *g, int64_t layer, const Projection *p,
                               const char *normed) {
  char name[96], sum[64];
  if (g->o->mla) {
    tcGenEmitMlaAttention(g, layer, normed);
  } else {
    for (int i = 0; i < 3; ++i)
      tcGenEmitProjection(g, layer, &p[i], normed);
    tcGenSetScope(g, "layers.%" PRId64 ".self_attn", layer);
    if (g->o->decoder)
      tcGenEmitDecoderAttention(g, layer);
    else
      tcGenEmitStandInAttention(g, layer);
  }
  snprintf(name, sizeof name, "%%l%" PRId64 "_attn", layer);
  tcGenEmitProjection(g, layer, &p[3], name);
  snprintf(name, sizeof name, "%%l%" PRId64 "_o", layer);
  snprintf(sum, sizeof sum, "%%l%" PRId64 "_o_sum", layer);
  tcGenEmitAllReduce(g, sum, name);
}

/// The dense MLP from `input`: gate and up, SwiGLU (the stand-in's mulf),
/// down and the all_reduce of its output into `%l<layer>_down_sum`.
static void emitDenseMlp(Gen *g, int64_t layer, const Projection *p,
                         const char *input) {
  char name[96], sum[64], act[128];
  tcGenEmitProjection(g, layer, &p[4], input);
  tcGenEmitProjection(g, layer, &p[5], input);
  tcGenAct3(g, g->ffnWidth, act, sizeof act);
  tcGenSetScope(g, "layers.%" PRId64 ".mlp.act_fn", layer);
  if (g->o->decoder)
    tcGenEmit(g,
              "  %%l%" PRId64 "_act = \"tensor_cast.swiglu\"(%%l%" PRId64
              "_gate, %%l%" PRId64 "_up) : (%s, %s) -> %s\n",
              layer, layer, layer, act, act, act);
  else
    tcGenEmit(g,
              "  %%l%" PRId64 "_act = arith.mulf %%l%" PRId64
              "_gate, %%l%" PRId64 "_up : %s\n",
              layer, layer, layer, act);
  snprintf(name, sizeof name, "%%l%" PRId64 "_act", layer);
  tcGenEmitProjection(g, layer, &p[6], name);
  snprintf(name, sizeof name, "%%l%" PRId64 "_down", layer);
  snprintf(sum, sizeof sum, "%%l%" PRId64 "_down_sum", layer);
  tcGenEmitAllReduce(g, sum, name);
}

/// One layer from its normed input `normed` and residual `residual`; leaves
/// `%l<layer>_post#1` (the residual) and `%l<layer>_down_sum`.
static void emitLayer(Gen *g, int64_t layer, const char *normed,
                      const char *residual) {
  Projection p[7];
  tcGenProjectionsOf(g, p);
  char name[96], sum[64], post[64], weight[64];
  emitAttentionBlock(g, layer, p, normed);
  snprintf(sum, sizeof sum, "%%l%" PRId64 "_o_sum", layer);
  snprintf(post, sizeof post, "%%l%" PRId64 "_post", layer);
  snprintf(weight, sizeof weight, "%%g_post_%" PRId64, layer);
  tcGenSetScope(g, "layers.%" PRId64 ".post_attention_layernorm", layer);
  tcGenEmitNorm2(g, post, sum, residual, weight);
  snprintf(name, sizeof name, "%s#0", post);
  if (isMoeLayer(g->o, layer))
    tcGenEmitMoeBlock(g, layer, name);
  else
    emitDenseMlp(g, layer, p, name);
}

/// The region that repeats `layer`: one per kind of layer (dense, MoE), in
/// the order they first appear, so a model whose first layers are dense
/// (DeepSeek's first_k_dense_replace, Qwen's mlp_only_layers) writes one
/// layer of each kind.
static int64_t regionOf(const Options *o, int64_t layer) {
  return isMoeLayer(o, layer) == isMoeLayer(o, 0) ? 0 : 1;
}

bool tcGenIsWrittenLayer(const Options *o, int64_t layer) {
  if (!o->markers)
    return true;
  for (int64_t earlier = 0; earlier < layer; ++earlier)
    if (regionOf(o, earlier) == regionOf(o, layer))
      return false;
  return true;
}

/// Layer `layer` between region_begin and region_end from `input`:
/// norm, the layer, the residual add. Layer 0's names are %begin, %l0_in,
/// %l0_out and %c0.
static void emitRegion(Gen *g, int64_t layer, const char *input) {
  char h[128], begin[32];
  int64_t id = regionOf(g->o, layer);
  tcGenAct3(g, g->o->hidden, h, sizeof h);
  if (layer == 0)
    snprintf(begin, sizeof begin, "%%begin");
  else
    snprintf(begin, sizeof begin, "%%begin%" PRId64, layer);
  tcGenSetScope(g, "layers.%" PRId64, layer);
  tcGenEmit(g,
            "  %s = \"tensor_cast.region_begin\"(%s) {id = %" PRId64
            " : i64} : (%s) -> %s\n",
            begin, input, id, h, h);
  tcGenEmitLayerFrom(g, layer, begin);
  tcGenEmit(g,
            "  %%c%" PRId64 " = \"tensor_cast.region_end\"(%%l%" PRId64
            "_out) {id = %" PRId64 " : i64} : (%s) -> %s\n",
            layer, layer, id, h, h);
}

/// Per kind of layer, its first layer as a region (region_begin -> the
/// layer -> residual add -> region_end); every further layer a
/// copy_region of its kind's; the final norm. As the simulator traces
/// repeated layers.
static void emitWithMarkers(Gen *g, char *normed, size_t size) {
  char h[128], previous[32];
  tcGenAct3(g, g->o->hidden, h, sizeof h);
  for (int64_t layer = 0; layer < g->o->layers; ++layer) {
    if (layer == 0)
      snprintf(previous, sizeof previous, "%%h0");
    else
      snprintf(previous, sizeof previous, "%%c%" PRId64, layer - 1);
    if (tcGenIsWrittenLayer(g->o, layer)) {
      emitRegion(g, layer, previous);
      continue;
    }
    tcGenSetScope(g, "layers.%" PRId64, layer);
    tcGenEmit(g,
              "  %%c%" PRId64
              " = \"tensor_cast.copy_region\"(%s) {id = %" PRId64
              " : i64} : (%s) -> %s\n",
              layer, previous, regionOf(g->o, layer), h, h);
  }
  char last[32];
  snprintf(last, sizeof last, "%%c%" PRId64, g->o->layers - 1);
  tcGenSetScope(g, "norm");
  tcGenEmitRmsNorm(g, "%y", last, "%g_final");
  snprintf(normed, size, "%%y");
}

/// Every layer written out; each layer's input norm is the add_rms_norm2 of
/// the previous layer's output and residual (layer 0: rms_norm).
static void emitUnrolled(Gen *g, char *normed, size_t size) {
  char h[128], in[96], residual[96], previous[64], weight[64];
  tcGenAct3(g, g->o->hidden, h, sizeof h);
  for (int64_t layer = 0; layer < g->o->layers; ++layer) {
    snprintf(weight, sizeof weight, "%%g_in_%" PRId64, layer);
    tcGenSetScope(g, "layers.%" PRId64 ".input_layernorm", layer);
    if (layer == 0) {
      tcGenEmitRmsNorm(g, "%l0_in", "%h0", weight);
      snprintf(in, sizeof in, "%%l0_in");
      snprintf(residual, sizeof residual, "%%h0");
    } else {
      char norm[64];
      snprintf(norm, sizeof norm, "%%l%" PRId64 "_in", layer);
      snprintf(previous, sizeof previous, "%%l%" PRId64 "_down_sum",
               layer - 1);
      char res[64];
      snprintf(res, sizeof res, "%%l%" PRId64 "_post#1", layer - 1);
      tcGenEmitNorm2(g, norm, previous, res, weight);
      snprintf(in, sizeof in, "%s#0", norm);
      snprintf(residual, sizeof residual, "%s#1", norm);
    }
    emitLayer(g, layer, in, residual);
  }
  int64_t last = g->o->layers - 1;
  snprintf(previous, sizeof previous, "%%l%" PRId64 "_down_sum", last);
  snprintf(residual, sizeof residual, "%%l%" PRId64 "_post#1", last);
  tcGenSetScope(g, "norm");
  tcGenEmitNorm2(g, "%y", previous, residual, "%g_final");
  snprintf(normed, size, "%%y#0");
}

void tcGenEmitLayerFrom(Gen *g, int64_t layer, const char *input) {
  char h[128], in[32], weight[32];
  tcGenAct3(g, g->o->hidden, h, sizeof h);
  snprintf(in, sizeof in, "%%l%" PRId64 "_in", layer);
  snprintf(weight, sizeof weight, "%%g_in_%" PRId64, layer);
  tcGenSetScope(g, "layers.%" PRId64 ".input_layernorm", layer);
  tcGenEmitRmsNorm(g, in, input, weight);
  emitLayer(g, layer, in, input);
  tcGenSetScope(g, "layers.%" PRId64, layer);
  tcGenEmit(g,
            "  %%l%" PRId64 "_out = arith.addf %%l%" PRId64
            "_post#1, %%l%" PRId64 "_down_sum : %s\n",
            layer, layer, layer, h);
}

void tcGenEmitLayerStack(Gen *g, char *normed, size_t size) {
  if (g->o->markers)
    emitWithMarkers(g, normed, size);
  else
    emitUnrolled(g, normed, size);
}
