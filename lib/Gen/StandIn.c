//===- StandIn.c - tc-gen: the decoder stack with an attention stand-in ---===//
//
// Without --config, tc-gen writes what it wrote before real models: the
// layers of a Llama-style model from the residual stream's input (an
// all_reduce of `%emb`) to the final norm, with attention stood in for by
// arith ops on q, k and v (GQA's shapes) and the MLP's activation by a mulf.
// The pass tests and the fuzzer's random models are written this way.
//
//===----------------------------------------------------------------------===//

#include <inttypes.h>
#include <string.h>

#include "Gen.h"

static void layerArguments(Gen *g, int64_t layer, bool *first) {
  tcGenLayerNormArguments(g, layer, first);
  tcGenLayerProjectionArguments(g, layer, first);
}

static void emitSignature(Gen *g) {
  char type[128], text[256];
  bool first = true;
  tcGenEmit(g, "func.func @decoder(");
  tcGenAct3(g, g->o->hidden, type, sizeof type);
  snprintf(text, sizeof text, "%%emb: %s%s", type, tcGenSharded(g));
  tcGenArgument(g, &first, text);
  snprintf(text, sizeof text, "%%g_final: tensor<%" PRId64 "x%s>",
           g->o->hidden, g->o->dtype);
  tcGenArgument(g, &first, text);
  int64_t written = g->o->markers ? 1 : g->o->layers;
  for (int64_t layer = 0; layer < written; ++layer)
    layerArguments(g, layer, &first);
  tcGenEmit(g, ") -> %s {\n", type);
}

void tcGenEmitStandInModel(Gen *g) {
  const Options *o = g->o;
  // The command that writes this program again.
  char quant[64];
  tcGenQuantFlags(o, quant, sizeof quant);
  tcGenEmit(g,
            "// tc-gen --layers=%" PRId64 " --batch=%" PRId64 " --seq=%" PRId64
            " --hidden=%" PRId64 " --heads=%" PRId64 " --kv-heads=%" PRId64
            " --ffn=%" PRId64 " --world-size=%" PRId64 " --rank=%" PRId64
            " %s --dtype=%s%s%s\n",
            o->layers, o->batch, o->seq, o->hidden, o->heads, o->kvHeads,
            o->ffn, o->worldSize, o->rank, quant, o->dtype,
            o->qkvBias ? " --qkv-bias" : "", o->markers ? "" : " --no-markers");
  emitSignature(g);
  tcGenEmitAllReduce(g, "%h0", "%emb"); // the vocab-parallel embedding's sum
  char normed[32], h[128];
  tcGenEmitLayerStack(g, normed, sizeof normed);
  tcGenAct3(g, o->hidden, h, sizeof h);
  tcGenEmit(g, "  return %s : %s\n}\n", normed, h);
}
