//===- Projections.c - tc-gen: a model's projections and their names ----===//
//
// Which projections a layer has (their widths, bias and sharding), the
// checkpoint path of each, and the block widths the quantization schemes
// cut them in: what the writer (Emit.c) and the checkpoint sources
// (Source.c) both read, so neither reads the other for it.
//
//===----------------------------------------------------------------------===//

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "Gen.h"
#include "Util/ArraySize.h"
#include "Util/CheckedMath.h"

void tcGenProjectionPath(const Gen *g, int64_t layer, const Projection *p,
                         char *buf, size_t size) {
  char part[24];
  if (sscanf(p->name, "se_%23s", part) == 1) {
    snprintf(buf, size, "layers.%" PRId64 ".mlp.%s.%s_proj", layer,
             sharedExpertModule(g->o), part);
    return;
  }
  bool attention = tcGenIsAttentionProjectionName(p->name);
  snprintf(buf, size, "layers.%" PRId64 ".%s.%s_proj%s", layer,
           attention ? "self_attn" : "mlp", p->name,
           strcmp(p->name, "kv_a") ? "" : "_with_mqa");
}

bool tcGenIsAttentionProjectionName(const char *name) {
  static const char *const names[] = {"q",   "k",   "v",    "o",
                                      "q_a", "q_b", "kv_a", "kv_b"};
  for (size_t i = 0; i < TC_ARRAY_SIZE(names); ++i)
    if (!strcmp(name, names[i]))
      return true;
  return false;
}

int64_t tcGenFp4Group(Quant quant) {
  return quant == QUANT_MXFP4   ? TC_MXFP4_BLOCK
         : quant == QUANT_NVFP4 ? TC_NVFP4_BLOCK
                                : 0;
}

int64_t tcGenFp8BlockColumns(const Gen *g, int64_t n) {
  return tcGreatestCommonDivisor(n, g->o->groupSize);
}

Projection tcGenAttentionProjection(const Gen *g, const char *name) {
  const Options *o = g->o;
  int64_t heads = g->qHeads, qkWidth = o->qkNopeDim + o->qkRopeDim;
  int64_t latent = o->kvLoraRank + o->qkRopeDim;
  bool whole = g->tp == 1; // one rank an attention data-parallel group
  if (!strcmp(name, "q_a"))
    return (Projection){"q_a",      o->hidden, o->qLoraRank,
                        o->qkvBias, "attn",    true};
  if (!strcmp(name, "q_b"))
    return (Projection){"q_b", o->qLoraRank, heads * qkWidth,
                        false, "q_b",        whole};
  if (!strcmp(name, "q"))
    return (Projection){"q", o->hidden, heads * qkWidth, false, "attn", whole};
  if (!strcmp(name, "kv_a"))
    return (Projection){"kv_a", o->hidden, latent, o->qkvBias, "attn", true};
  if (!strcmp(name, "kv_b"))
    return (Projection){
        "kv_b", o->kvLoraRank, heads * (o->qkNopeDim + o->vHeadDim),
        false,  "kv_b",        whole};
  return (Projection){"o",  heads * o->vHeadDim, o->hidden, o->oBias, "o",
                      whole};
}

int64_t tcGenAttentionProjections(const Gen *g, Projection p[5]) {
  if (!g->o->mla) {
    Projection dense[7];
    tcGenProjectionsOf(g, dense);
    memcpy(p, dense, sizeof(Projection) * 4);
    return 4;
  }
  // q_a and kv_a first: with int8 they share the site of the layer's input.
  int64_t count = 0;
  if (g->o->qLoraRank > 0)
    p[count++] = tcGenAttentionProjection(g, "q_a");
  p[count++] = tcGenAttentionProjection(g, "kv_a");
  p[count++] = tcGenAttentionProjection(g, g->o->qLoraRank > 0 ? "q_b" : "q");
  if (!g->o->decode)
    p[count++] = tcGenAttentionProjection(g, "kv_b");
  p[count++] = tcGenAttentionProjection(g, "o");
  return count;
}

void tcGenProjectionsOf(const Gen *g, Projection p[7]) {
  const Options *o = g->o;
  // Whole on every rank when attention data parallelism leaves one rank a
  // group.
  bool whole = g->tp == 1;
  p[0] = (Projection){"q", o->hidden, g->qWidth, o->qkvBias, "attn", whole};
  p[1] = (Projection){"k", o->hidden, g->kvWidth, o->qkvBias, "attn", whole};
  p[2] = (Projection){"v", o->hidden, g->kvWidth, o->qkvBias, "attn", whole};
  p[3] = o->mla ? tcGenAttentionProjection(g, "o")
                : (Projection){"o", g->qWidth, o->hidden, o->oBias, "o", whole};
  p[4] = (Projection){"gate", o->hidden, g->ffnWidth, o->mlpBias, "mlp", whole};
  p[5] = (Projection){"up", o->hidden, g->ffnWidth, o->mlpBias, "mlp", whole};
  p[6] =
      (Projection){"down", g->ffnWidth, o->hidden, o->mlpBias, "down", whole};
}
