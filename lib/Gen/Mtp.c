//===- Mtp.c - tc-gen: DeepSeek's multi-token prediction layer ------------===//
//
// The draft of a decode step with multi-token prediction, as vLLM's
// DeepSeekMultiTokenPredictorLayer computes it: the embedded next tokens
// (the shared embedding) normalized by enorm, the target model's final
// hidden states (after its norm) normalized by hnorm, the two concatenated
// and projected back to the hidden size by eh_proj (replicated on every
// rank), one decoder layer (model.layers.<num_hidden_layers>: MLA and the
// MoE block, with its own latent cache), its residual added, and the shared
// head: its norm and its LM head (vocab-parallel). vLLM zeroes the
// embedding at position 0, which a decode step never has; the prefill's
// draft is not written.
//
//===----------------------------------------------------------------------===//

#include <inttypes.h>

#include "Gen.h"

void mtpArguments(Gen *g, bool *first) {
  const Options *o = g->o;
  int64_t layer = mtpLayer(o);
  char type[128], text[256];
  Source source;
  act3(g, o->hidden, type, sizeof type);
  snprintf(text, sizeof text, "%%hidden: %s", type);
  sourceNamed(&source, "hidden_states");
  sourceShape(&source, 3, g->globalBatch, g->queries, o->hidden, 0);
  batchSplit(g, &source);
  // The same on every rank of a group; each group has its own.
  declareArgument(g, first, text, o->attentionDp > 1, &source);
  layerNormArgument(g, layer, "g_enorm", "enorm", o->hidden, first);
  layerNormArgument(g, layer, "g_hnorm", "hnorm", o->hidden, first);
  tensor2(2 * o->hidden, o->hidden, o->dtype, type, sizeof type);
  snprintf(text, sizeof text, "%%w_eh: %s", type);
  sourceNamed(&source, "model.layers.%" PRId64 ".eh_proj.weight", layer);
  sourceShape(&source, 2, o->hidden, 2 * o->hidden, 0, 0);
  source.transpose = true;
  declareArgument(g, first, text, false, &source);
  layerNormArgument(g, layer, "g_shead", "shared_head.norm", o->hidden, first);
  tensor2(o->hidden, g->vocabShard, o->dtype, type, sizeof type);
  snprintf(text, sizeof text, "%%lm_head: %s", type);
  sourceNamed(&source, "model.layers.%" PRId64 ".shared_head.head.weight",
              layer);
  sourceShape(&source, 2, o->vocab, o->hidden, 0, 0);
  source.transpose = true;
  sourceSplit(&source, 1, o->vocab, g->vocabShard, 1);
  declareArgument(g, first, text, true, &source);
}

void emitMtpInput(Gen *g) {
  const Options *o = g->o;
  int64_t layer = mtpLayer(o);
  char h[128], both[128], weight[128];
  act3(g, o->hidden, h, sizeof h);
  act3(g, 2 * o->hidden, both, sizeof both);
  tensor2(2 * o->hidden, o->hidden, o->dtype, weight, sizeof weight);
  char name[32];
  setScope(g, "layers.%" PRId64 ".enorm", layer);
  snprintf(name, sizeof name, "%%g_enorm_%" PRId64, layer);
  emitRmsNorm(g, "%mtp_e", "%h0", name);
  setScope(g, "layers.%" PRId64 ".hnorm", layer);
  snprintf(name, sizeof name, "%%g_hnorm_%" PRId64, layer);
  emitRmsNorm(g, "%mtp_h", "%hidden", name);
  setScope(g, "layers.%" PRId64 ".eh_proj", layer);
  emit(g,
       "  %%mtp_cat = tensor.concat dim(2) %%mtp_e, %%mtp_h : (%s, %s) -> "
       "%s\n",
       h, h, both);
  emit(g,
       "  %%mtp_in = \"tensor_cast.linear\"(%%mtp_cat, %%w_eh) : (%s, %s) -> "
       "%s\n",
       both, weight, h);
}
