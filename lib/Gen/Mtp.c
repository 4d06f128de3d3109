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

void tcGenMtpArguments(Gen *g, bool *first) {
  const Options *o = g->o;
  int64_t layer = mtpLayer(o);
  char type[128], text[256];
  Source source;
  tcGenAct3(g, o->hidden, type, sizeof type);
  snprintf(text, sizeof text, "%%hidden: %s", type);
  tcGenSourceNamed(&source, "hidden_states");
  tcGenSourceShape(&source, 3, g->globalBatch, g->queries, o->hidden, 0);
  tcGenBatchSplit(g, &source);
  // The same on every rank of a group; each group has its own.
  tcGenDeclareArgument(g, first, text, o->attentionDp > 1, &source);
  tcGenLayerNormArgument(g, layer, "g_enorm", "enorm", o->hidden, first);
  tcGenLayerNormArgument(g, layer, "g_hnorm", "hnorm", o->hidden, first);
  tcGenTensor2(2 * o->hidden, o->hidden, o->dtype, type, sizeof type);
  snprintf(text, sizeof text, "%%w_eh: %s", type);
  tcGenSourceNamed(&source, "model.layers.%" PRId64 ".eh_proj.weight", layer);
  tcGenSourceShape(&source, 2, o->hidden, 2 * o->hidden, 0, 0);
  source.transpose = true;
  tcGenDeclareArgument(g, first, text, false, &source);
  tcGenLayerNormArgument(g, layer, "g_shead", "shared_head.norm", o->hidden,
                         first);
  tcGenTensor2(o->hidden, g->vocabShard, o->dtype, type, sizeof type);
  snprintf(text, sizeof text, "%%lm_head: %s", type);
  tcGenSourceNamed(&source, "model.layers.%" PRId64 ".shared_head.head.weight",
                   layer);
  tcGenSourceShape(&source, 2, o->vocab, o->hidden, 0, 0);
  source.transpose = true;
  tcGenSourceSplit(&source, 1, o->vocab, g->vocabShard, 1);
  tcGenDeclareArgument(g, first, text, true, &source);
}

void tcGenEmitMtpInput(Gen *g) {
  const Options *o = g->o;
  int64_t layer = mtpLayer(o);
  char h[128], both[128], weight[128];
  tcGenAct3(g, o->hidden, h, sizeof h);
  tcGenAct3(g, 2 * o->hidden, both, sizeof both);
  tcGenTensor2(2 * o->hidden, o->hidden, o->dtype, weight, sizeof weight);
  char name[32];
  tcGenSetScope(g, "layers.%" PRId64 ".enorm", layer);
  snprintf(name, sizeof name, "%%g_enorm_%" PRId64, layer);
  tcGenEmitRmsNorm(g, "%mtp_e", "%h0", name);
  tcGenSetScope(g, "layers.%" PRId64 ".hnorm", layer);
  snprintf(name, sizeof name, "%%g_hnorm_%" PRId64, layer);
  tcGenEmitRmsNorm(g, "%mtp_h", "%hidden", name);
  tcGenSetScope(g, "layers.%" PRId64 ".eh_proj", layer);
  tcGenEmit(g,
            "  %%mtp_cat = tensor.concat dim(2) %%mtp_e, %%mtp_h : (%s, %s) -> "
            "%s\n",
            h, h, both);
  tcGenEmit(
      g,
      "  %%mtp_in = \"tensor_cast.linear\"(%%mtp_cat, %%w_eh) : (%s, %s) -> "
      "%s\n",
      both, weight, h);
}
