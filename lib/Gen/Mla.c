//===- Mla.c - tc-gen: DeepSeek's multi-head latent attention -------------===//
//
// As transformers' DeepseekV3Attention (and V2's): q from q_proj, or the
// low-rank q_a_proj -> q_a_layernorm -> q_b_proj; each q head split into
// its no-RoPE part (qk_nope_head_dim) and its RoPE part (qk_rope_head_dim);
// kv_a_proj_with_mqa gives the compressed kv (kv_lora_rank) and one RoPE key
// shared by every head; kv_a_layernorm normalizes the compressed kv. Its
// eps is the norm class's default 1e-6, not rms_norm_eps.
//
// Prefill is written in the expanded form: kv_b_proj turns the compressed kv
// into every head's k_nope and v, the shared RoPE key is repeated over the
// heads, and attention runs on 192-wide keys with 128-wide values (MLA's
// default widths). A prefill chunk over a context first appends its latent
// entries to the latent cache and expands the whole, as engines' chunked
// MLA prefill does.
//
// A decode step is written as serving engines run it (FlashMLA): kv_b_proj's
// k rows are absorbed into q (head_linear: q_nope · W_UK per head), attention
// reads the latent cache itself, (B, T, 1, kv_lora_rank + qk_rope_head_dim),
// its first kv_lora_rank columns as the values, and the v rows of kv_b_proj
// take the latent output to each head's v (head_linear with W_UV). The same
// scores and outputs in exact arithmetic; the cache holds 576 numbers a
// token for DeepSeek-V3 instead of 2 x 128 x 192.
//
// Tensor parallelism splits the heads (q_b/q, kv_b and o, and the absorbed
// weights); q_a, kv_a, their norms and the latent cache are the same on
// every rank.
//
//===----------------------------------------------------------------------===//

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "Gen.h"

/// qk_head_dim^-0.5, times YaRN's mscale² when the config scales it.
static double softmaxScale(const Options *o) {
  return 1.0 / sqrt((double)(o->qkNopeDim + o->qkRopeDim)) * o->softmaxMscale;
}

/// tensor<d0 x ... x dtype> of `rank` dims.
static void shapeTypeOf(int rank, const int64_t *dims, const char *element,
                        char *buf, size_t size) {
  size_t used = (size_t)snprintf(buf, size, "tensor<");
  for (int d = 0; d < rank && used < size; ++d)
    used += (size_t)snprintf(buf + used, size - used, "%" PRId64 "x", dims[d]);
  if (used < size)
    snprintf(buf + used, size - used, "%s>", element);
}

/// A tensor of `dims` in the model's dtype.
static void shapeType(const Gen *g, int rank, const int64_t *dims, char *buf,
                      size_t size) {
  shapeTypeOf(rank, dims, g->o->dtype, buf, size);
}

/// `%l<layer>_<result>` = `input` (of `from`) viewed as `to`.
static void emitMlaView(Gen *g, int64_t layer, const char *result,
                        const char *input, int fromRank, const int64_t *from,
                        int toRank, const int64_t *to) {
  char in[128], out[128];
  shapeType(g, fromRank, from, in, sizeof in);
  shapeType(g, toRank, to, out, sizeof out);
  tcGenEmit(g, "  %%l%" PRId64 "_%s = \"tensor_cast.view\"(%s) : (%s) -> %s\n",
            layer, result, input, in, out);
}

/// `%l<layer>_<result>` = the columns [offset, offset + width) of the last
/// dim of `input` (of `dims`).
static void emitColumnsOf(Gen *g, int64_t layer, const char *result,
                          const char *input, int rank, const int64_t *dims,
                          int64_t offset, int64_t width, const char *element) {
  int64_t part[4];
  memcpy(part, dims, sizeof(int64_t) * (size_t)rank);
  part[rank - 1] = width;
  char in[128], out[128];
  shapeTypeOf(rank, dims, element, in, sizeof in);
  shapeTypeOf(rank, part, element, out, sizeof out);
  tcGenEmit(g, "  %%l%" PRId64 "_%s = tensor.extract_slice %s[", layer, result,
            input);
  for (int d = 0; d < rank; ++d)
    tcGenEmit(g, "%s%" PRId64, d ? ", " : "", d == rank - 1 ? offset : 0);
  tcGenEmit(g, "] [");
  for (int d = 0; d < rank; ++d)
    tcGenEmit(g, "%s%" PRId64, d ? ", " : "", part[d]);
  tcGenEmit(g, "] [");
  for (int d = 0; d < rank; ++d)
    tcGenEmit(g, "%s1", d ? ", " : "");
  tcGenEmit(g, "] : %s to %s\n", in, out);
}

/// emitColumnsOf in the model's dtype.
static void emitColumns(Gen *g, int64_t layer, const char *result,
                        const char *input, int rank, const int64_t *dims,
                        int64_t offset, int64_t width) {
  emitColumnsOf(g, layer, result, input, rank, dims, offset, width,
                g->o->dtype);
}

/// `%l<layer>_<result>` = concatenation of `count` 4-D values along `dim`.
static void emitConcatOf(Gen *g, int64_t layer, const char *result, int dim,
                         int count, const char *const *inputs,
                         int64_t (*dims)[4], const char *element) {
  int64_t out[4];
  memcpy(out, dims[0], sizeof out);
  for (int i = 1; i < count; ++i)
    out[dim] += dims[i][dim];
  char type[128];
  tcGenEmit(g, "  %%l%" PRId64 "_%s = tensor.concat dim(%d)", layer, result,
            dim);
  for (int i = 0; i < count; ++i)
    tcGenEmit(g, "%s %s", i ? "," : "", inputs[i]);
  tcGenEmit(g, " : (");
  for (int i = 0; i < count; ++i) {
    shapeTypeOf(4, dims[i], element, type, sizeof type);
    tcGenEmit(g, "%s%s", i ? ", " : "", type);
  }
  shapeTypeOf(4, out, element, type, sizeof type);
  tcGenEmit(g, ") -> %s\n", type);
}

/// emitConcatOf in the model's dtype.
static void emitConcat(Gen *g, int64_t layer, const char *result, int dim,
                       int count, const char *const *inputs,
                       int64_t (*dims)[4]) {
  emitConcatOf(g, layer, result, dim, count, inputs, dims, g->o->dtype);
}

/// `%l<layer>_<result>` = attention(`q`, `k`, `v`) at MLA's softmax scale;
/// `dims` are q's, k's, v's and the result's shapes.
/// `cache`: k and v are the latent cache's (its element type, its scales).
static void emitMlaAttentionOp(Gen *g, int64_t layer, const char *result,
                               const char *q, const char *k, const char *v,
                               int64_t (*dims)[4], bool cache) {
  char types[4][128], scale[32], scaleOperands[96] = "", scaleTypes[64] = "";
  for (int i = 0; i < 4; ++i)
    shapeTypeOf(4, dims[i],
                cache && (i == 1 || i == 2) ? kvElement(g->o) : g->o->dtype,
                types[i], sizeof types[i]);
  if (cache)
    tcGenKvScaleOperands(g, layer, scaleOperands, sizeof scaleOperands,
                         scaleTypes, sizeof scaleTypes);
  tcGenFormatFloat(softmaxScale(g->o), scale, sizeof scale);
  tcGenEmit(g,
            "  %%l%" PRId64
            "_%s = \"tensor_cast.attention\"(%s, %s, %s%s) {scale "
            "= %s : f64} : (%s, %s, %s%s) -> %s\n",
            layer, result, q, k, v, scaleOperands, scale, types[0], types[1],
            types[2], scaleTypes, types[3]);
}

/// `%l<layer>_<result>` = RoPE of `input`, (B, Q, heads, qk_rope_head_dim).
static void emitMlaRope(Gen *g, int64_t layer, const char *result,
                        const char *input, int64_t heads) {
  int64_t dims[4] = {g->o->batch, g->queries, heads, g->o->qkRopeDim};
  char type[128], name[64];
  shapeType(g, 4, dims, type, sizeof type);
  snprintf(name, sizeof name, "%%l%" PRId64 "_%s", layer, result);
  tcGenEmitRopeOp(g, name, input, type);
}

/// An RMS norm over MLA's `width`-wide rank (q_a_layernorm,
/// kv_a_layernorm), eps 1e-6.
static void emitLatentNorm(Gen *g, int64_t layer, const char *result,
                           const char *input, const char *weight,
                           int64_t width) {
  char type[128];
  tcGenAct3(g, width, type, sizeof type);
  tcGenEmit(g,
            "  %%l%" PRId64 "_%s = \"tensor_cast.rms_norm\"(%s, %%%s_%" PRId64
            ") {eps = 1.0e-06 : f32} : (%s, tensor<%" PRId64 "x%s>) -> %s\n",
            layer, result, input, weight, layer, type, width, g->o->dtype,
            type);
}

/// `%l<layer>_qn` (B, Q, H, nope) and `%l<layer>_qr` (B, Q, H, rope, after
/// RoPE): the queries, from q_proj or the low-rank q path.
static void emitQueries(Gen *g, int64_t layer, const char *normed) {
  const Options *o = g->o;
  int64_t heads = g->qHeads, width = o->qkNopeDim + o->qkRopeDim;
  char name[64];
  Projection q;
  if (o->qLoraRank > 0) {
    Projection a = tcGenAttentionProjection(g, "q_a");
    tcGenEmitProjection(g, layer, &a, normed);
    tcGenSetScope(g, "layers.%" PRId64 ".self_attn.q_a_layernorm", layer);
    snprintf(name, sizeof name, "%%l%" PRId64 "_q_a", layer);
    emitLatentNorm(g, layer, "q_an", name, "g_qa", o->qLoraRank);
    q = tcGenAttentionProjection(g, "q_b");
    snprintf(name, sizeof name, "%%l%" PRId64 "_q_an", layer);
    tcGenEmitProjection(g, layer, &q, name);
  } else {
    q = tcGenAttentionProjection(g, "q");
    tcGenEmitProjection(g, layer, &q, normed);
  }
  tcGenSetScope(g, "layers.%" PRId64 ".self_attn", layer);
  snprintf(name, sizeof name, "%%l%" PRId64 "_%s", layer, q.name);
  int64_t flat[3] = {o->batch, g->queries, heads * width};
  int64_t split[4] = {o->batch, g->queries, heads, width};
  emitMlaView(g, layer, "q4", name, 3, flat, 4, split);
  snprintf(name, sizeof name, "%%l%" PRId64 "_q4", layer);
  emitColumns(g, layer, "qn", name, 4, split, 0, o->qkNopeDim);
  emitColumns(g, layer, "qp", name, 4, split, o->qkNopeDim, o->qkRopeDim);
  snprintf(name, sizeof name, "%%l%" PRId64 "_qp", layer);
  emitMlaRope(g, layer, "qr", name, heads);
}

/// `%l<layer>_ckvn` (B, Q, kv_lora, normed) and `%l<layer>_kr` (B, Q, 1,
/// rope, after RoPE): this step's compressed kv and shared RoPE key.
static void emitCompressedKv(Gen *g, int64_t layer, const char *normed) {
  const Options *o = g->o;
  Projection a = tcGenAttentionProjection(g, "kv_a");
  tcGenEmitProjection(g, layer, &a, normed);
  char name[64];
  int64_t dims[3] = {o->batch, g->queries, o->kvLoraRank + o->qkRopeDim};
  snprintf(name, sizeof name, "%%l%" PRId64 "_kv_a", layer);
  tcGenSetScope(g, "layers.%" PRId64 ".self_attn", layer);
  emitColumns(g, layer, "ckv", name, 3, dims, 0, o->kvLoraRank);
  emitColumns(g, layer, "kp", name, 3, dims, o->kvLoraRank, o->qkRopeDim);
  tcGenSetScope(g, "layers.%" PRId64 ".self_attn.kv_a_layernorm", layer);
  snprintf(name, sizeof name, "%%l%" PRId64 "_ckv", layer);
  emitLatentNorm(g, layer, "ckvn", name, "g_kva", o->kvLoraRank);
  tcGenSetScope(g, "layers.%" PRId64 ".self_attn", layer);
  int64_t rope[3] = {o->batch, g->queries, o->qkRopeDim};
  int64_t rope4[4] = {o->batch, g->queries, 1, o->qkRopeDim};
  snprintf(name, sizeof name, "%%l%" PRId64 "_kp", layer);
  emitMlaView(g, layer, "kp4", name, 3, rope, 4, rope4);
  snprintf(name, sizeof name, "%%l%" PRId64 "_kp4", layer);
  emitMlaRope(g, layer, "kr", name, 1);
}

/// `%l<layer>_latc` (B, T, 1, kv_lora + rope): the latent cache followed by
/// this step's entries.
static void emitLatentAppend(Gen *g, int64_t layer) {
  const Options *o = g->o;
  int64_t q = g->queries, width = o->kvLoraRank + o->qkRopeDim;
  int64_t flat[3] = {o->batch, q, o->kvLoraRank};
  int64_t dims[2][4] = {{o->batch, q, 1, o->kvLoraRank},
                        {o->batch, q, 1, o->qkRopeDim}};
  char ckv[64], kr[64], cache[64], lat[64];
  snprintf(ckv, sizeof ckv, "%%l%" PRId64 "_ckvn", layer);
  emitMlaView(g, layer, "ckv4", ckv, 3, flat, 4, dims[0]);
  snprintf(ckv, sizeof ckv, "%%l%" PRId64 "_ckv4", layer);
  snprintf(kr, sizeof kr, "%%l%" PRId64 "_kr", layer);
  const char *entry[2] = {ckv, kr};
  emitConcat(g, layer, "lat", 3, 2, entry, dims);
  snprintf(cache, sizeof cache, "%%latent_cache_%" PRId64, layer);
  snprintf(lat, sizeof lat, "%%l%" PRId64 "_lat", layer);
  int64_t both[2][4] = {{o->batch, o->context, 1, width},
                        {o->batch, q, 1, width}};
  if (o->kvFp8) { // the step's entries quantized with the cache's scale
    char type[128], quantized[128], scale[64];
    shapeType(g, 4, both[1], type, sizeof type);
    shapeTypeOf(4, both[1], kvElement(o), quantized, sizeof quantized);
    snprintf(scale, sizeof scale, "%%k_scale_%" PRId64, layer);
    char result[64];
    snprintf(result, sizeof result, "%%l%" PRId64 "_latq", layer);
    tcGenEmitCacheQuantize(g, result, lat, scale, type, quantized);
    snprintf(lat, sizeof lat, "%s", result);
  }
  const char *parts[2] = {cache, lat};
  emitConcatOf(g, layer, "latc", 1, 2, parts, both, kvElement(o));
}

/// `%l<layer>_qc` (B, Q, H, width + rope): each head's query, `first`
/// (B, Q, H, width) followed by its rotated part `%l<layer>_qr`; the
/// expanded form's first part is q's nope columns, the absorbed form's
/// their product with W_UK.
static void emitQueryWithRope(Gen *g, int64_t layer, const char *first,
                              int64_t width) {
  char qr[64];
  snprintf(qr, sizeof qr, "%%l%" PRId64 "_qr", layer);
  const char *parts[2] = {first, qr};
  int64_t dims[2][4] = {{g->o->batch, g->queries, g->qHeads, width},
                        {g->o->batch, g->queries, g->qHeads, g->o->qkRopeDim}};
  emitConcat(g, layer, "qc", 3, 2, parts, dims);
}

/// The shared RoPE key `kr` (B, keys, 1, rope) once per head, as
/// transformers' expand then cat writes it; its name into `kre` (`size`
/// bytes): `kr` itself for one head.
static void emitRopeKeyPerHead(Gen *g, int64_t layer, const char *kr,
                               int64_t keys, char *kre, size_t size) {
  int64_t heads = g->qHeads;
  snprintf(kre, size, "%s", kr);
  if (heads <= 1)
    return;
  const char **copies = tcCheckAllocation(malloc(sizeof(char *) * (size_t)heads));
  int64_t (*one)[4] = tcCheckAllocation(malloc(sizeof(int64_t[4]) * (size_t)heads));
  for (int64_t h = 0; h < heads; ++h) {
    copies[h] = kr;
    one[h][0] = g->o->batch, one[h][1] = keys, one[h][2] = 1,
    one[h][3] = g->o->qkRopeDim;
  }
  emitConcat(g, layer, "kre", 2, (int)heads, copies, one);
  snprintf(kre, size, "%%l%" PRId64 "_kre", layer);
  free(copies);
  free(one);
}

/// The expanded form: k_nope and v of every head from kv_b_proj over the
/// `keys` compressed entries `ckv` (B, keys, kv_lora), the RoPE key `kr`
/// (B, keys, 1, rope) repeated over the heads; `%l<layer>_a` (B, Q, H, v).
static void emitExpanded(Gen *g, int64_t layer, const char *ckv,
                         const char *kr, int64_t keys) {
  const Options *o = g->o;
  int64_t heads = g->qHeads, nope = o->qkNopeDim, rope = o->qkRopeDim;
  // kv_b_proj runs over every key: write it for `keys` tokens.
  Gen all = *g;
  all.queries = keys;
  all.tokens = o->batch * keys;
  Projection b = tcGenAttentionProjection(g, "kv_b");
  tcGenEmitProjection(&all, layer, &b, ckv);
  tcGenSetScope(g, "layers.%" PRId64 ".self_attn", layer);
  char name[64];
  int64_t flat[3] = {o->batch, keys, heads * (nope + o->vHeadDim)};
  int64_t split[4] = {o->batch, keys, heads, nope + o->vHeadDim};
  snprintf(name, sizeof name, "%%l%" PRId64 "_kv_b", layer);
  emitMlaView(g, layer, "kv4", name, 3, flat, 4, split);
  snprintf(name, sizeof name, "%%l%" PRId64 "_kv4", layer);
  emitColumns(g, layer, "kn", name, 4, split, 0, nope);
  emitColumns(g, layer, "v", name, 4, split, nope, o->vHeadDim);
  char kre[64], kn[64], qn[64];
  emitRopeKeyPerHead(g, layer, kr, keys, kre, sizeof kre);
  snprintf(kn, sizeof kn, "%%l%" PRId64 "_kn", layer);
  const char *keyParts[2] = {kn, kre};
  int64_t keyDims[2][4] = {{o->batch, keys, heads, nope},
                           {o->batch, keys, heads, rope}};
  emitConcat(g, layer, "k", 3, 2, keyParts, keyDims);
  snprintf(qn, sizeof qn, "%%l%" PRId64 "_qn", layer);
  emitQueryWithRope(g, layer, qn, nope);
  int64_t dims[4][4] = {{o->batch, g->queries, heads, nope + rope},
                        {o->batch, keys, heads, nope + rope},
                        {o->batch, keys, heads, o->vHeadDim},
                        {o->batch, g->queries, heads, o->vHeadDim}};
  char qc[64], k[64], v[64];
  snprintf(qc, sizeof qc, "%%l%" PRId64 "_qc", layer);
  snprintf(k, sizeof k, "%%l%" PRId64 "_k", layer);
  snprintf(v, sizeof v, "%%l%" PRId64 "_v", layer);
  emitMlaAttentionOp(g, layer, "a", qc, k, v, dims, false);
}

/// `%l<layer>_<result>` = head_linear(`input` (B, Q, H, k), %w_<weight>_L
/// (H, k, n)).
static void emitHeadLinear(Gen *g, int64_t layer, const char *result,
                           const char *input, const char *weight, int64_t k,
                           int64_t n) {
  int64_t heads = g->qHeads;
  int64_t in[4] = {g->o->batch, g->queries, heads, k};
  int64_t out[4] = {g->o->batch, g->queries, heads, n};
  int64_t w[3] = {heads, k, n};
  char inType[128], outType[128], wType[128];
  shapeType(g, 4, in, inType, sizeof inType);
  shapeType(g, 4, out, outType, sizeof outType);
  shapeType(g, 3, w, wType, sizeof wType);
  tcGenEmit(g,
            "  %%l%" PRId64
            "_%s = \"tensor_cast.head_linear\"(%s, %%w_%s_%" PRId64
            ") : (%s, %s) -> %s\n",
            layer, result, input, weight, layer, inType, wType, outType);
}

/// The absorbed form over the latent cache `%l<layer>_latc`; `%l<layer>_a`
/// (B, Q, H, v).
static void emitAbsorbed(Gen *g, int64_t layer) {
  const Options *o = g->o;
  int64_t heads = g->qHeads, latent = o->kvLoraRank, rope = o->qkRopeDim;
  int64_t keys = o->context + g->queries;
  char qn[64], ql[64], latc[64];
  snprintf(qn, sizeof qn, "%%l%" PRId64 "_qn", layer);
  tcGenSetScope(g, "layers.%" PRId64 ".self_attn.kv_b_proj", layer);
  emitHeadLinear(g, layer, "ql", qn, "uk", o->qkNopeDim, latent);
  tcGenSetScope(g, "layers.%" PRId64 ".self_attn", layer);
  snprintf(ql, sizeof ql, "%%l%" PRId64 "_ql", layer);
  emitQueryWithRope(g, layer, ql, latent);
  int64_t cache[4] = {o->batch, keys, 1, latent + rope};
  snprintf(latc, sizeof latc, "%%l%" PRId64 "_latc", layer);
  emitColumnsOf(g, layer, "vl", latc, 4, cache, 0, latent, kvElement(o));
  int64_t dims[4][4] = {{o->batch, g->queries, heads, latent + rope},
                        {o->batch, keys, 1, latent + rope},
                        {o->batch, keys, 1, latent},
                        {o->batch, g->queries, heads, latent}};
  char qc[64], vl[64];
  snprintf(qc, sizeof qc, "%%l%" PRId64 "_qc", layer);
  snprintf(vl, sizeof vl, "%%l%" PRId64 "_vl", layer);
  emitMlaAttentionOp(g, layer, "al", qc, latc, vl, dims, true);
  char al[64];
  snprintf(al, sizeof al, "%%l%" PRId64 "_al", layer);
  tcGenSetScope(g, "layers.%" PRId64 ".self_attn.kv_b_proj", layer);
  emitHeadLinear(g, layer, "a", al, "uv", latent, o->vHeadDim);
  tcGenSetScope(g, "layers.%" PRId64 ".self_attn", layer);
}

void tcGenEmitMlaAttention(Gen *g, int64_t layer, const char *normed) {
  const Options *o = g->o;
  emitQueries(g, layer, normed);
  emitCompressedKv(g, layer, normed);
  char ckv[64], kr[64];
  snprintf(ckv, sizeof ckv, "%%l%" PRId64 "_ckvn", layer);
  snprintf(kr, sizeof kr, "%%l%" PRId64 "_kr", layer);
  int64_t keys = g->queries;
  if (o->context > 0) {
    emitLatentAppend(g, layer);
    keys += o->context;
    int64_t cache[4] = {o->batch, keys, 1, o->kvLoraRank + o->qkRopeDim};
    int64_t column[4] = {o->batch, keys, 1, o->kvLoraRank};
    int64_t flat[3] = {o->batch, keys, o->kvLoraRank};
    char latc[64];
    snprintf(latc, sizeof latc, "%%l%" PRId64 "_latc", layer);
    if (!o->decode) { // the whole context, expanded
      emitColumns(g, layer, "ckva", latc, 4, cache, 0, o->kvLoraRank);
      emitColumns(g, layer, "kra", latc, 4, cache, o->kvLoraRank,
                  o->qkRopeDim);
      snprintf(ckv, sizeof ckv, "%%l%" PRId64 "_ckva", layer);
      emitMlaView(g, layer, "ckv3", ckv, 4, column, 3, flat);
      snprintf(ckv, sizeof ckv, "%%l%" PRId64 "_ckv3", layer);
      snprintf(kr, sizeof kr, "%%l%" PRId64 "_kra", layer);
    }
  }
  if (o->decode)
    emitAbsorbed(g, layer);
  else
    emitExpanded(g, layer, ckv, kr, keys);
  int64_t heads[4] = {o->batch, g->queries, g->qHeads, o->vHeadDim};
  int64_t flat[3] = {o->batch, g->queries, g->qHeads * o->vHeadDim};
  char a[64];
  snprintf(a, sizeof a, "%%l%" PRId64 "_a", layer);
  emitMlaView(g, layer, "attn", a, 4, heads, 3, flat);
}

//===----------------------------------------------------------------------===//
// Arguments.
//===----------------------------------------------------------------------===//

void tcGenLatentCacheType(const Gen *g, int64_t tokens, char *buf,
                          size_t size) {
  int64_t dims[4] = {g->o->batch, tokens, 1,
                     g->o->kvLoraRank + g->o->qkRopeDim};
  shapeTypeOf(4, dims, kvElement(g->o), buf, size);
}

void tcGenMlaNormArguments(Gen *g, int64_t layer, bool *first) {
  if (g->o->qLoraRank > 0)
    tcGenLayerNormArgument(g, layer, "g_qa", "self_attn.q_a_layernorm",
                           g->o->qLoraRank, first);
  tcGenLayerNormArgument(g, layer, "g_kva", "self_attn.kv_a_layernorm",
                         g->o->kvLoraRank, first);
}

/// MLA's absorbed weight `which` ("uk" or "uv") of `layer`: kv_b_proj's k
/// rows of each head (H, nope, kv_lora), or its v rows transposed (H,
/// kv_lora, v).
static void absorbedArgument(Gen *g, int64_t layer, const char *which,
                             bool *first) {
  const Options *o = g->o;
  bool values = which[1] == 'v';
  int64_t dims[3] = {g->qHeads, values ? o->kvLoraRank : o->qkNopeDim,
                     values ? o->vHeadDim : o->kvLoraRank};
  char type[128], text[192];
  Source source;
  shapeType(g, 3, dims, type, sizeof type);
  snprintf(text, sizeof text, "%%w_%s_%" PRId64 ": %s", which, layer, type);
  tcGenAbsorbedSource(g, layer, values ? "v" : "k", &source);
  tcGenDeclareArgument(g, first, text, g->tp > 1, &source);
}

void tcGenMlaCacheArguments(Gen *g, int64_t layer, bool *first) {
  if (g->o->decode) {
    absorbedArgument(g, layer, "uk", first);
    absorbedArgument(g, layer, "uv", first);
  }
  if (g->o->context == 0)
    return;
  char type[128], text[192];
  Source source;
  tcGenLatentCacheType(g, g->o->context, type, sizeof type);
  snprintf(text, sizeof text, "%%latent_cache_%" PRId64 ": %s", layer, type);
  tcGenLatentCacheSource(g, layer, &source);
  // The same on every rank of an attention group; each group has its own.
  tcGenDeclareArgument(g, first, text, g->o->attentionDp > 1, &source);
}
