//===- tc-gen.c - Write a transformer decoder stack in the tensor_cast dialect
//
// The graph a tensor-parallel rank of a Llama-style model traces to in the
// upstream simulator: an embedding all_reduce, then per layer the input norm,
// q/k/v projections (viewed to (-1, H) and quantized per the scheme), an
// attention stand-in made of ops tc-run executes, o_proj + all_reduce,
// add_rms_norm2, gate/up, down + all_reduce, and the next norm. With markers
// (the default, as upstream) layer 0 sits between region_begin and
// region_end and each further layer is a copy_region; without, every layer is
// written out with its own weights. Output is deterministic and verifies.
//
//===----------------------------------------------------------------------===//

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Support/CheckedMath.h"

#ifndef TC_VERSION
#define TC_VERSION "unknown"
#endif

typedef enum Quant {
  QUANT_NONE,
  QUANT_INT8,         // static per-tensor activation scale, per-channel weight
  QUANT_INT8_DYNAMIC, // dynamic per-token activations, per-channel weight
  QUANT_INT4,         // weight-only, group-wise scales and offsets
  QUANT_FP8,          // dynamic per-token fp8 activations, per-tensor weight
  QUANT_MXFP4,        // mxfp4 activations and weights, e8m0 group scales
} Quant;

static const char *const kQuantNames[] = {"none", "int8", "int8-dynamic",
                                          "int4", "fp8",  "mxfp4"};

typedef struct Options {
  int64_t layers, batch, seq, hidden, heads, kvHeads, ffn, worldSize, rank;
  int64_t groupSize;
  Quant quant;
  bool qkvBias, markers;
  const char *dtype;
  const char *output;
  uint64_t randomSeed; // 0: use the options as given
} Options;

typedef struct Gen {
  const Options *o;
  FILE *out;
  int64_t tokens;       // batch * seq: rows of the (-1, H) views
  int64_t qWidth;       // q columns on this rank
  int64_t kvWidth;      // k and v columns on this rank
  int64_t ffnWidth;     // gate/up columns on this rank
} Gen;

//===----------------------------------------------------------------------===//
// Types and names.
//===----------------------------------------------------------------------===//

/// tensor<B x S x N x dtype>: an activation of the residual stream's layout.
static void act3(const Gen *g, int64_t n, char *buf, size_t size) {
  snprintf(buf, size, "tensor<%" PRId64 "x%" PRId64 "x%" PRId64 "x%s>",
           g->o->batch, g->o->seq, n, g->o->dtype);
}

static void tensor2(int64_t rows, int64_t columns, const char *element,
                    char *buf, size_t size) {
  snprintf(buf, size, "tensor<%" PRId64 "x%" PRId64 "x%s>", rows, columns,
           element);
}

static const char *weightElement(Quant quant, const char *dtype) {
  switch (quant) {
  case QUANT_INT8:
  case QUANT_INT8_DYNAMIC:
    return "i8";
  case QUANT_INT4:
    return "i4";
  case QUANT_FP8:
    return "f8E4M3FN";
  case QUANT_MXFP4:
    return "f4E2M1FN";
  default:
    return dtype;
  }
}

/// The weight scale's type for a (K, N) weight.
static void weightScaleType(const Gen *g, int64_t k, int64_t n, char *buf,
                            size_t size) {
  switch (g->o->quant) {
  case QUANT_INT8:
  case QUANT_INT8_DYNAMIC:
    snprintf(buf, size, "tensor<%" PRId64 "xf32>", n);
    return;
  case QUANT_INT4:
    tensor2(k / g->o->groupSize, n, "f32", buf, size);
    return;
  case QUANT_FP8:
    snprintf(buf, size, "tensor<f32>");
    return;
  case QUANT_MXFP4:
    tensor2(k / 32, n, "f8E8M0FNU", buf, size);
    return;
  default:
    buf[0] = '\0';
  }
}

static const char *sharded(const Gen *g) {
  return g->o->worldSize > 1 ? " {tensor_cast.sharded}" : "";
}

//===----------------------------------------------------------------------===//
// The signature.
//===----------------------------------------------------------------------===//

typedef struct Projection {
  const char *name; // q, k, v, o, gate, up, down
  int64_t k, n;
  bool bias;
  const char *site; // which static input scale it shares: attn, o, mlp, down
} Projection;

static void projectionsOf(const Gen *g, Projection p[7]) {
  const Options *o = g->o;
  p[0] = (Projection){"q", o->hidden, g->qWidth, o->qkvBias, "attn"};
  p[1] = (Projection){"k", o->hidden, g->kvWidth, o->qkvBias, "attn"};
  p[2] = (Projection){"v", o->hidden, g->kvWidth, o->qkvBias, "attn"};
  p[3] = (Projection){"o", g->qWidth, o->hidden, false, "o"};
  p[4] = (Projection){"gate", o->hidden, g->ffnWidth, false, "mlp"};
  p[5] = (Projection){"up", o->hidden, g->ffnWidth, false, "mlp"};
  p[6] = (Projection){"down", g->ffnWidth, o->hidden, false, "down"};
}

static void argument(Gen *g, bool *first, const char *text) {
  fprintf(g->out, "%s\n    %s", *first ? "" : ",", text);
  *first = false;
}

static void layerArguments(Gen *g, int64_t layer, bool *first) {
  char type[128], text[256];
  snprintf(text, sizeof text, "%%g_in_%" PRId64 ": tensor<%" PRId64 "x%s>",
           layer, g->o->hidden, g->o->dtype);
  argument(g, first, text);
  snprintf(text, sizeof text, "%%g_post_%" PRId64 ": tensor<%" PRId64 "x%s>",
           layer, g->o->hidden, g->o->dtype);
  argument(g, first, text);
  if (g->o->quant == QUANT_INT8)
    for (int s = 0; s < 4; ++s) {
      static const char *const sites[] = {"attn", "o", "mlp", "down"};
      snprintf(text, sizeof text, "%%xs_%s_%" PRId64 ": tensor<f32>", sites[s],
               layer);
      argument(g, first, text);
    }
  Projection projections[7];
  projectionsOf(g, projections);
  for (int i = 0; i < 7; ++i) {
    const Projection *p = &projections[i];
    tensor2(p->k, p->n, weightElement(g->o->quant, g->o->dtype), type,
            sizeof type);
    snprintf(text, sizeof text, "%%w_%s_%" PRId64 ": %s%s", p->name, layer,
             type, sharded(g));
    argument(g, first, text);
    if (g->o->quant != QUANT_NONE) {
      weightScaleType(g, p->k, p->n, type, sizeof type);
      snprintf(text, sizeof text, "%%ws_%s_%" PRId64 ": %s%s", p->name, layer,
               type, sharded(g));
      argument(g, first, text);
    }
    if (g->o->quant == QUANT_INT4) {
      tensor2(p->k / g->o->groupSize, p->n, "i32", type, sizeof type);
      snprintf(text, sizeof text, "%%wo_%s_%" PRId64 ": %s%s", p->name, layer,
               type, sharded(g));
      argument(g, first, text);
    }
    if (p->bias) {
      snprintf(text, sizeof text,
               "%%b_%s_%" PRId64 ": tensor<%" PRId64 "x%s>%s", p->name, layer,
               p->n, g->o->dtype, sharded(g));
      argument(g, first, text);
    }
  }
}

static void emitSignature(Gen *g) {
  char type[128], text[256];
  bool first = true;
  fprintf(g->out, "func.func @decoder(");
  act3(g, g->o->hidden, type, sizeof type);
  snprintf(text, sizeof text, "%%emb: %s%s", type, sharded(g));
  argument(g, &first, text);
  snprintf(text, sizeof text, "%%g_final: tensor<%" PRId64 "x%s>",
           g->o->hidden, g->o->dtype);
  argument(g, &first, text);
  int64_t written = g->o->markers ? 1 : g->o->layers;
  for (int64_t layer = 0; layer < written; ++layer)
    layerArguments(g, layer, &first);
  fprintf(g->out, ") -> %s {\n", type);
}

//===----------------------------------------------------------------------===//
// The body.
//===----------------------------------------------------------------------===//

static void emitAllReduce(Gen *g, const char *result, const char *input) {
  char type[128];
  act3(g, g->o->hidden, type, sizeof type);
  if (g->o->worldSize == 1) { // no collective at world size 1, as upstream
    fprintf(g->out, "  %s = \"tensor_cast.view\"(%s) : (%s) -> %s\n", result,
            input, type, type);
    return;
  }
  fprintf(g->out,
          "  %s = \"tensor_cast.all_reduce\"(%s) {rank = %" PRId64
          " : i64, rank_group = array<i64: ",
          result, input, g->o->rank);
  for (int64_t r = 0; r < g->o->worldSize; ++r)
    fprintf(g->out, "%s%" PRId64, r ? ", " : "", r);
  fprintf(g->out, ">} : (%s) -> %s\n", type, type);
}

/// The quantized activation's and its scale's types for a (-1, K) view;
/// the view's own type and "" when the scheme leaves x unquantized (none,
/// weight-only int4).
static void activationTypes(const Gen *g, const Projection *p, char *xType,
                            char *xsType, size_t size) {
  xsType[0] = '\0';
  switch (g->o->quant) {
  case QUANT_INT8:
    tensor2(g->tokens, p->k, "i8", xType, size);
    snprintf(xsType, size, "tensor<f32>");
    return;
  case QUANT_INT8_DYNAMIC:
  case QUANT_FP8:
    tensor2(g->tokens, p->k, g->o->quant == QUANT_FP8 ? "f8E4M3FN" : "i8",
            xType, size);
    tensor2(g->tokens, 1, "f32", xsType, size);
    return;
  case QUANT_MXFP4:
    tensor2(g->tokens, p->k, "f4E2M1FN", xType, size);
    tensor2(g->tokens, p->k / 32, "f8E8M0FNU", xsType, size);
    return;
  default:
    tensor2(g->tokens, p->k, g->o->dtype, xType, size);
  }
}

/// Quantizes the (-1, K) view `%<base>_xv` per the scheme; sets the names of
/// the quantized activation and its scale ("" when x is not quantized).
static void emitActivationQuant(Gen *g, const char *base, int64_t layer,
                                const Projection *p, const char *xType,
                                const char *xsType, char *x, char *xs,
                                size_t size) {
  char view[128];
  tensor2(g->tokens, p->k, g->o->dtype, view, sizeof view);
  snprintf(x, size, "%s_xv", base);
  xs[0] = '\0';
  switch (g->o->quant) {
  case QUANT_INT8:
    fprintf(g->out,
            "  %s_xq = \"tensor_cast.quantize\"(%s_xv, %%xs_%s_%" PRId64
            ") : (%s, %s) -> %s\n",
            base, base, p->site, layer, view, xsType, xType);
    snprintf(x, size, "%s_xq", base);
    snprintf(xs, size, "%%xs_%s_%" PRId64, p->site, layer);
    return;
  case QUANT_INT8_DYNAMIC:
  case QUANT_FP8:
    fprintf(g->out,
            "  %s_xq:2 = \"tensor_cast.dynamic_quantize_symmetric\"(%s_xv) "
            "{dims = array<i64: -1>} : (%s) -> (%s, %s)\n",
            base, base, view, xType, xsType);
    break;
  case QUANT_MXFP4:
    fprintf(g->out,
            "  %s_xq:2 = \"tensor_cast.dynamic_quantize_mxfp4\"(%s_xv) "
            "{group_size = 32 : i64} : (%s) -> (%s, %s)\n",
            base, base, view, xType, xsType);
    break;
  default:
    return; // int4 is weight-only
  }
  snprintf(x, size, "%s_xq#0", base);
  snprintf(xs, size, "%s_xq#1", base);
}

/// Emits `%l<layer>_<name>` = projection of the 3-D activation `input`.
static void emitProjection(Gen *g, int64_t layer, const Projection *p,
                           const char *input) {
  const Options *o = g->o;
  char base[64], in3[128], out3[128];
  snprintf(base, sizeof base, "%%l%" PRId64 "_%s", layer, p->name);
  act3(g, p->k, in3, sizeof in3);
  act3(g, p->n, out3, sizeof out3);
  char bias[128] = "", biasType[128] = "";
  if (p->bias) {
    snprintf(bias, sizeof bias, ", %%b_%s_%" PRId64, p->name, layer);
    snprintf(biasType, sizeof biasType, ", tensor<%" PRId64 "x%s>", p->n,
             o->dtype);
  }
  char weightType[128];
  tensor2(p->k, p->n, weightElement(o->quant, o->dtype), weightType,
          sizeof weightType);
  if (o->quant == QUANT_NONE) {
    fprintf(g->out,
            "  %s = \"tensor_cast.linear\"(%s, %%w_%s_%" PRId64 "%s) : (%s, "
            "%s%s) -> %s\n",
            base, input, p->name, layer, bias, in3, weightType, biasType, out3);
    return;
  }
  // As upstream's quantized linear layer: view to (-1, K), quantize, linear,
  // view back.
  char view[128], out2[128], x[160], xs[160], xType[128] = "", xsType[128] = "";
  tensor2(g->tokens, p->k, o->dtype, view, sizeof view);
  tensor2(g->tokens, p->n, o->dtype, out2, sizeof out2);
  fprintf(g->out, "  %s_xv = \"tensor_cast.view\"(%s) : (%s) -> %s\n", base,
          input, in3, view);
  activationTypes(g, p, xType, xsType, sizeof xType);
  emitActivationQuant(g, base, layer, p, xType, xsType, x, xs, sizeof x);
  char scaleType[128], offset[128] = "", offsetType[128] = "";
  weightScaleType(g, p->k, p->n, scaleType, sizeof scaleType);
  if (o->quant == QUANT_INT4) {
    snprintf(offset, sizeof offset, ", %%wo_%s_%" PRId64, p->name, layer);
    char t[96];
    tensor2(p->k / o->groupSize, p->n, "i32", t, sizeof t);
    snprintf(offsetType, sizeof offsetType, ", %s", t);
  }
  bool hasXs = xs[0] != '\0';
  fprintf(g->out,
          "  %s_y = \"tensor_cast.quant_linear\"(%s, %%w_%s_%" PRId64
          ", %%ws_%s_%" PRId64 "%s%s%s%s) {operandSegmentSizes = array<i32: "
          "1, 1, 1, %d, %d, 0, %d>} : (%s, %s, %s%s%s%s%s) -> %s\n",
          base, x, p->name, layer, p->name, layer, offset, hasXs ? ", " : "",
          xs, bias, offset[0] ? 1 : 0, hasXs ? 1 : 0, p->bias ? 1 : 0, xType,
          weightType, scaleType, offsetType, hasXs ? ", " : "", xsType,
          biasType, out2);
  fprintf(g->out, "  %s = \"tensor_cast.view\"(%s_y) : (%s) -> %s\n", base,
          base, out2, out3);
}

/// q * repeat(k) + repeat(v): GQA's shapes, computed by tc-run.
static void emitAttention(Gen *g, int64_t layer) {
  char q3[128], kv3[128];
  act3(g, g->qWidth, q3, sizeof q3);
  act3(g, g->kvWidth, kv3, sizeof kv3);
  int64_t repeat = g->qWidth / g->kvWidth;
  const char *names[2] = {"k", "v"};
  for (int i = 0; i < 2; ++i) {
    if (repeat == 1) {
      fprintf(g->out,
              "  %%l%" PRId64 "_%sr = \"tensor_cast.view\"(%%l%" PRId64
              "_%s) : (%s) -> %s\n",
              layer, names[i], layer, names[i], kv3, q3);
      continue;
    }
    fprintf(g->out, "  %%l%" PRId64 "_%sr = tensor.concat dim(2)", layer,
            names[i]);
    for (int64_t r = 0; r < repeat; ++r)
      fprintf(g->out, "%s %%l%" PRId64 "_%s", r ? "," : "", layer, names[i]);
    fprintf(g->out, " : (");
    for (int64_t r = 0; r < repeat; ++r)
      fprintf(g->out, "%s%s", r ? ", " : "", kv3);
    fprintf(g->out, ") -> %s\n", q3);
  }
  fprintf(g->out,
          "  %%l%" PRId64 "_qk = arith.mulf %%l%" PRId64 "_q, %%l%" PRId64
          "_kr : %s\n",
          layer, layer, layer, q3);
  fprintf(g->out,
          "  %%l%" PRId64 "_attn = arith.addf %%l%" PRId64 "_qk, %%l%" PRId64
          "_vr : %s\n",
          layer, layer, layer, q3);
}

static void emitNorm2(Gen *g, const char *result, const char *x,
                      const char *residual, const char *weight) {
  char h[128];
  act3(g, g->o->hidden, h, sizeof h);
  fprintf(g->out,
          "  %s:2 = \"tensor_cast.add_rms_norm2\"(%s, %s, %s) {eps = 1.0e-05 "
          ": f32} : (%s, %s, tensor<%" PRId64 "x%s>) -> (%s, %s)\n",
          result, x, residual, weight, h, h, g->o->hidden, g->o->dtype, h, h);
}

static void emitRmsNorm(Gen *g, const char *result, const char *x,
                        const char *weight) {
  char h[128];
  act3(g, g->o->hidden, h, sizeof h);
  fprintf(g->out,
          "  %s = \"tensor_cast.rms_norm\"(%s, %s) {eps = 1.0e-05 : f32} : "
          "(%s, tensor<%" PRId64 "x%s>) -> %s\n",
          result, x, weight, h, g->o->hidden, g->o->dtype, h);
}

/// One layer from its normed input `normed` and residual `residual`; leaves
/// `%l<layer>_post#1` (the residual) and `%l<layer>_down_sum`.
static void emitLayer(Gen *g, int64_t layer, const char *normed,
                      const char *residual) {
  Projection p[7];
  projectionsOf(g, p);
  char name[96], sum[64], post[64], weight[64], act[128];
  for (int i = 0; i < 3; ++i)
    emitProjection(g, layer, &p[i], normed);
  emitAttention(g, layer);
  snprintf(name, sizeof name, "%%l%" PRId64 "_attn", layer);
  emitProjection(g, layer, &p[3], name);
  snprintf(name, sizeof name, "%%l%" PRId64 "_o", layer);
  snprintf(sum, sizeof sum, "%%l%" PRId64 "_o_sum", layer);
  emitAllReduce(g, sum, name);
  snprintf(post, sizeof post, "%%l%" PRId64 "_post", layer);
  snprintf(weight, sizeof weight, "%%g_post_%" PRId64, layer);
  emitNorm2(g, post, sum, residual, weight);
  snprintf(name, sizeof name, "%s#0", post);
  emitProjection(g, layer, &p[4], name);
  emitProjection(g, layer, &p[5], name);
  act3(g, g->ffnWidth, act, sizeof act);
  fprintf(g->out,
          "  %%l%" PRId64 "_act = arith.mulf %%l%" PRId64 "_gate, %%l%" PRId64
          "_up : %s\n",
          layer, layer, layer, act);
  snprintf(name, sizeof name, "%%l%" PRId64 "_act", layer);
  emitProjection(g, layer, &p[6], name);
  snprintf(name, sizeof name, "%%l%" PRId64 "_down", layer);
  snprintf(sum, sizeof sum, "%%l%" PRId64 "_down_sum", layer);
  emitAllReduce(g, sum, name);
}

/// region_begin -> layer 0 -> residual add -> region_end -> copy_region x
/// (layers - 1) -> final norm, as the simulator traces repeated layers.
static void emitWithMarkers(Gen *g) {
  char h[128];
  act3(g, g->o->hidden, h, sizeof h);
  fprintf(g->out,
          "  %%begin = \"tensor_cast.region_begin\"(%%h0) {id = 0 : i64} : "
          "(%s) -> %s\n",
          h, h);
  emitRmsNorm(g, "%l0_in", "%begin", "%g_in_0");
  emitLayer(g, 0, "%l0_in", "%begin");
  fprintf(g->out, "  %%l0_out = arith.addf %%l0_post#1, %%l0_down_sum : %s\n",
          h);
  fprintf(g->out,
          "  %%c0 = \"tensor_cast.region_end\"(%%l0_out) {id = 0 : i64} : "
          "(%s) -> %s\n",
          h, h);
  for (int64_t layer = 1; layer < g->o->layers; ++layer)
    fprintf(g->out,
            "  %%c%" PRId64 " = \"tensor_cast.copy_region\"(%%c%" PRId64
            ") {id = 0 : i64} : (%s) -> %s\n",
            layer, layer - 1, h, h);
  char last[32];
  snprintf(last, sizeof last, "%%c%" PRId64, g->o->layers - 1);
  emitRmsNorm(g, "%y", last, "%g_final");
  fprintf(g->out, "  return %%y : %s\n}\n", h);
}

/// Every layer written out; each layer's input norm is the add_rms_norm2 of
/// the previous layer's output and residual (layer 0: rms_norm).
static void emitUnrolled(Gen *g) {
  char h[128], in[96], residual[96], previous[64], weight[64];
  act3(g, g->o->hidden, h, sizeof h);
  for (int64_t layer = 0; layer < g->o->layers; ++layer) {
    snprintf(weight, sizeof weight, "%%g_in_%" PRId64, layer);
    if (layer == 0) {
      emitRmsNorm(g, "%l0_in", "%h0", weight);
      snprintf(in, sizeof in, "%%l0_in");
      snprintf(residual, sizeof residual, "%%h0");
    } else {
      char norm[64];
      snprintf(norm, sizeof norm, "%%l%" PRId64 "_in", layer);
      snprintf(previous, sizeof previous, "%%l%" PRId64 "_down_sum",
               layer - 1);
      char res[64];
      snprintf(res, sizeof res, "%%l%" PRId64 "_post#1", layer - 1);
      emitNorm2(g, norm, previous, res, weight);
      snprintf(in, sizeof in, "%s#0", norm);
      snprintf(residual, sizeof residual, "%s#1", norm);
    }
    emitLayer(g, layer, in, residual);
  }
  int64_t last = g->o->layers - 1;
  snprintf(previous, sizeof previous, "%%l%" PRId64 "_down_sum", last);
  snprintf(residual, sizeof residual, "%%l%" PRId64 "_post#1", last);
  emitNorm2(g, "%y", previous, residual, "%g_final");
  fprintf(g->out, "  return %%y#0 : %s\n}\n", h);
}

static void emitModel(Gen *g) {
  const Options *o = g->o;
  fprintf(g->out,
          "// tc-gen --layers=%" PRId64 " --batch=%" PRId64 " --seq=%" PRId64
          " --hidden=%" PRId64 " --heads=%" PRId64 " --kv-heads=%" PRId64
          " --ffn=%" PRId64 " --world-size=%" PRId64 " --rank=%" PRId64
          " --group-size=%" PRId64 " --quant=%s --dtype=%s%s%s\n",
          o->layers, o->batch, o->seq, o->hidden, o->heads, o->kvHeads, o->ffn,
          o->worldSize, o->rank, o->groupSize, kQuantNames[o->quant], o->dtype,
          o->qkvBias ? " --qkv-bias" : "", o->markers ? "" : " --no-markers");
  emitSignature(g);
  emitAllReduce(g, "%h0", "%emb"); // the vocab-parallel embedding's sum
  if (o->markers)
    emitWithMarkers(g);
  else
    emitUnrolled(g);
}

//===----------------------------------------------------------------------===//
// Options.
//===----------------------------------------------------------------------===//

static void printUsage(FILE *stream) {
  fputs(
      "OVERVIEW: tc-gen writes a tensor-parallel transformer decoder stack in "
      "the\ntensor_cast dialect (one rank's program), as the simulator traces "
      "it.\n\n"
      "USAGE: tc-gen [options] [-o FILE]\n\n"
      "OPTIONS (defaults in brackets):\n"
      "  --layers=<n> [2]  --batch=<n> [1]  --seq=<n> [8]  --hidden=<n> [64]\n"
      "  --heads=<n> [4]  --kv-heads=<n> [2]  --ffn=<n> [128]\n"
      "  --world-size=<n> [2]   tensor-parallel ranks (heads, kv heads and "
      "ffn must divide)\n"
      "  --rank=<n> [0]         the rank this program is traced for\n"
      "  --quant=<scheme> [none] none | int8 (static) | int8-dynamic "
      "(per-token) |\n"
      "                         int4 (weight-only, group-wise with offsets) | "
      "fp8 | mxfp4\n"
      "  --group-size=<n> [32]  int4 group size\n"
      "  --dtype=<t> [f16]      f16 | bf16 | f32\n"
      "  --qkv-bias             q/k/v projections with bias\n"
      "  --markers [default] | --no-markers   region_begin/end + "
      "copy_region, or every layer\n"
      "  --random=<seed>        draw all of the above from a seed (small "
      "shapes; the\n                         header comment lists what was "
      "drawn)\n"
      "  -o <file>              output file (default stdout)\n"
      "  --help, --version\n",
      stream);
}

static int failUsage(const char *format, const char *argument) {
  fputs("tc-gen: error: ", stderr);
  fprintf(stderr, format, argument);
  fputs("\nRun 'tc-gen --help' for the options.\n", stderr);
  return 1;
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

static int parseFlag(Options *o, const char *arg, const IntegerFlag *flags,
                     size_t numFlags) {
  const char *value;
  for (size_t i = 0; i < numFlags; ++i)
    if ((value = flagValue(arg, flags[i].name))) {
      if (!parsePositive(value, flags[i].value, flags[i].allowZero))
        return failUsage(flags[i].allowZero
                             ? "expected a non-negative integer in '%s'"
                             : "expected a positive integer in '%s'",
                         arg);
      return 0;
    }
  if ((value = flagValue(arg, "quant"))) {
    for (size_t q = 0; q < sizeof kQuantNames / sizeof kQuantNames[0]; ++q)
      if (!strcmp(value, kQuantNames[q])) {
        o->quant = (Quant)q;
        return 0;
      }
    return failUsage("unknown quantization scheme in '%s' (none, int8, "
                     "int8-dynamic, int4, fp8, mxfp4)",
                     arg);
  }
  if ((value = flagValue(arg, "dtype"))) {
    if (strcmp(value, "f16") && strcmp(value, "bf16") && strcmp(value, "f32"))
      return failUsage("unknown dtype in '%s' (f16, bf16, f32)", arg);
    o->dtype = value;
    return 0;
  }
  if ((value = flagValue(arg, "random"))) {
    int64_t seed;
    if (!parsePositive(value, &seed, false))
      return failUsage("expected a positive integer in '%s'", arg);
    o->randomSeed = (uint64_t)seed;
    return 0;
  }
  if (!strcmp(arg, "--qkv-bias"))
    o->qkvBias = true;
  else if (!strcmp(arg, "--markers"))
    o->markers = true;
  else if (!strcmp(arg, "--no-markers"))
    o->markers = false;
  else
    return failUsage("unknown option '%s'", arg);
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

/// --random=SEED: shapes, scheme, world size, rank, dtype, bias and markers
/// drawn from the seed, redrawn until they fit together. Shapes stay small
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
    o->quant = (Quant)(nextRandom(&state) %
                       (sizeof kQuantNames / sizeof kQuantNames[0]));
    o->groupSize = o->quant == QUANT_INT4 ? 8 : 32;
    o->dtype = dtypes[nextRandom(&state) % 3];
    o->qkvBias = nextRandom(&state) % 2;
    o->markers = nextRandom(&state) % 2;
  } while (checkShapes(o));
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
  else if (o->quant == QUANT_INT4 &&
           (o->hidden % o->groupSize || (o->ffn / o->worldSize) % o->groupSize ||
            (o->hidden / o->worldSize) % o->groupSize))
    snprintf(why, sizeof why,
             "--group-size must divide every K (hidden, and hidden and ffn per "
             "rank)");
  else if (o->quant == QUANT_MXFP4 &&
           (o->hidden % 32 || (o->ffn / o->worldSize) % 32 ||
            (o->hidden / o->worldSize) % 32))
    snprintf(why, sizeof why,
             "mxfp4 needs every K (hidden, and hidden and ffn per rank) to be "
             "a multiple of 32");
  static char reason[160];
  memcpy(reason, why, sizeof reason);
  return why[0] ? reason : NULL;
}

/// Returns -1 to go on, or the exit code.
static int parseArguments(int argc, char **argv, Options *o) {
  *o = (Options){.layers = 2, .batch = 1, .seq = 8, .hidden = 64, .heads = 4,
                 .kvHeads = 2, .ffn = 128, .worldSize = 2, .rank = 0,
                 .groupSize = 32, .quant = QUANT_NONE, .markers = true,
                 .dtype = "f16"};
  const IntegerFlag flags[] = {
      {"layers", &o->layers, false},   {"batch", &o->batch, false},
      {"seq", &o->seq, false},         {"hidden", &o->hidden, false},
      {"heads", &o->heads, false},     {"kv-heads", &o->kvHeads, false},
      {"ffn", &o->ffn, false},         {"world-size", &o->worldSize, false},
      {"rank", &o->rank, true},        {"group-size", &o->groupSize, false},
  };
  for (int i = 1; i < argc; ++i) {
    const char *arg = argv[i];
    if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
      printUsage(stdout);
      return 0;
    }
    if (!strcmp(arg, "--version")) {
      printf("tc-gen (tensor_cast) %s\n", TC_VERSION);
      return 0;
    }
    if (!strcmp(arg, "-o")) {
      if (++i == argc)
        return failUsage("%s", "-o needs a file name");
      o->output = argv[i];
      continue;
    }
    int code = parseFlag(o, arg, flags, sizeof flags / sizeof flags[0]);
    if (code)
      return code;
  }
  if (o->randomSeed)
    randomizeOptions(o);
  const char *why = checkShapes(o);
  return why ? failUsage("%s", why) : -1;
}

int main(int argc, char **argv) {
  Options options;
  int code = parseArguments(argc, argv, &options);
  if (code >= 0)
    return code;
  FILE *out = stdout;
  if (options.output && strcmp(options.output, "-") &&
      !(out = fopen(options.output, "w"))) {
    fprintf(stderr, "tc-gen: error: could not open output file '%s': %s\n",
            options.output, strerror(errno));
    return 1;
  }
  int64_t headDim = options.hidden / options.heads;
  Gen gen = {.o = &options,
             .out = out,
             .tokens = options.batch * options.seq,
             .qWidth = options.heads * headDim / options.worldSize,
             .kvWidth = options.kvHeads * headDim / options.worldSize,
             .ffnWidth = options.ffn / options.worldSize};
  emitModel(&gen);
  if (fflush(out) != 0 || ferror(out) || (out != stdout && fclose(out) != 0)) {
    fprintf(stderr, "tc-gen: error: could not write the output\n");
    return 1;
  }
  return 0;
}
