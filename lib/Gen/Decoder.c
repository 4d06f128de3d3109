//===- Decoder.c - tc-gen: a real decoder from its config -----------------===//
//
// One tensor-parallel rank's program of a Llama / Mistral / Qwen2 / Qwen3
// model, as transformers computes it: a vocab-parallel embedding and its
// all_reduce; per layer the input norm, q/k/v projections (biases per the
// config), q/k norms over head_dim (Qwen3), RoPE, grouped-query attention
// (causal; with --context the step's queries follow a KV cache, the new
// k/v concatenated to the cache), o_proj and its all_reduce, the post-
// attention norm, gate/up, SwiGLU, down and its all_reduce; the final norm
// and the LM head, whose result is this rank's slice of the logits.
//
//===----------------------------------------------------------------------===//

#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "Gen.h"

//===----------------------------------------------------------------------===//
// The signature.
//===----------------------------------------------------------------------===//

static void cacheArgument(Gen *g, int64_t layer, const char *which,
                          bool *first) {
  char type[128], text[256];
  Source source;
  tcGenCacheType(g, g->o->context, type, sizeof type);
  snprintf(text, sizeof text, "%%%c_cache_%" PRId64 ": %s", which[0], layer,
           type);
  tcGenCacheSource(g, layer, which, &source);
  tcGenDeclareArgument(g, first, text, true, &source);
}

static void layerArguments(Gen *g, int64_t layer, bool *first) {
  tcGenLayerNormArguments(g, layer, first);
  if (hasQkNorm(g->o)) {
    tcGenLayerNormArgument(g, layer, "g_qn", "self_attn.q_norm", g->o->headDim,
                           first);
    tcGenLayerNormArgument(g, layer, "g_kn", "self_attn.k_norm", g->o->headDim,
                           first);
  }
  if (g->o->mla)
    tcGenMlaNormArguments(g, layer, first);
  tcGenLayerProjectionArguments(g, layer, first);
  if (g->o->mla) {
    tcGenMlaCacheArguments(g, layer, first);
  } else if (g->o->context > 0) { // else a prefill from the first token
    cacheArgument(g, layer, "key", first);
    cacheArgument(g, layer, "value", first);
  }
  tcGenKvScaleArguments(g, layer, first);
}

/// The tokens the LM head computes logits for: prefill's last token of
/// each sequence unless --logits=all.
static int64_t logitTokens(const Gen *g) {
  bool verifying = g->o->decode && g->o->mtp > 0 && !g->o->mtpDraft;
  return g->o->allLogits || verifying ? g->queries : 1;
}

static void logitsType(const Gen *g, char *buf, size_t size) {
  snprintf(buf, size, "tensor<%" PRId64 "x%" PRId64 "x%" PRId64 "x%s>",
           g->o->batch, logitTokens(g), g->vocabShard, g->o->dtype);
}

/// The vocab-parallel embedding table, (V, H) split along the vocabulary.
static void vocabularySource(const Gen *g, const char *name, bool transpose,
                             Source *source) {
  tcGenSourceNamed(source, "%s", name);
  tcGenSourceShape(source, 2, g->o->vocab, g->o->hidden, 0, 0);
  source->transpose = transpose;
  tcGenSourceSplit(source, transpose ? 1 : 0, g->o->vocab, g->vocabShard, 1);
}

static void tokenArguments(Gen *g, bool *first) {
  char text[128];
  Source source;
  const char *names[2][2] = {{"ids", "input_ids"}, {"positions", "position_ids"}};
  for (int i = 0; i < 2; ++i) {
    snprintf(text, sizeof text,
             "%%%s: tensor<%" PRId64 "x%" PRId64 "xi64>", names[i][0],
             g->o->batch, g->queries);
    tcGenSourceNamed(&source, "%s", names[i][1]);
    tcGenSourceShape(&source, 2, g->globalBatch, g->queries, 0, 0);
    tcGenBatchSplit(g, &source);
    // Each data-parallel group's own tokens.
    tcGenDeclareArgument(g, first, text, g->o->attentionDp > 1, &source);
  }
}

static void emitLogitsResult(Gen *g);

static void emitSignature(Gen *g) {
  const Options *o = g->o;
  char type[128], text[256];
  bool first = true;
  Source source;
  tcGenEmit(g, "func.func @%s(", o->mtpDraft ? "mtp" : "decoder");
  tokenArguments(g, &first);
  tcGenTensor2(g->vocabShard, o->hidden, o->dtype, type, sizeof type);
  snprintf(text, sizeof text, "%%embed: %s", type);
  vocabularySource(g, "model.embed_tokens.weight", false, &source);
  tcGenDeclareArgument(g, &first, text, true, &source);
  if (o->mtpDraft) {
    tcGenMtpArguments(g, &first);
    layerArguments(g, mtpLayer(o), &first);
    emitLogitsResult(g);
    return;
  }
  tcGenVectorType(g, o->hidden, type, sizeof type);
  snprintf(text, sizeof text, "%%g_final: %s", type);
  tcGenSourceNamed(&source, "model.norm.weight");
  tcGenSourceShape(&source, 1, o->hidden, 0, 0, 0);
  tcGenDeclareArgument(g, &first, text, false, &source);
  if (!o->tieEmbeddings) {
    tcGenTensor2(o->hidden, g->vocabShard, o->dtype, type, sizeof type);
    snprintf(text, sizeof text, "%%lm_head: %s", type);
    vocabularySource(g, "lm_head.weight", true, &source);
    tcGenDeclareArgument(g, &first, text, true, &source);
  }
  for (int64_t layer = 0; layer < o->layers; ++layer)
    if (tcGenIsWrittenLayer(o, layer))
      layerArguments(g, layer, &first);
  emitLogitsResult(g);
}

/// The signature's end: this rank's logits, the checkpoint-shaped source
/// split along the vocabulary (and the batch).
static void emitLogitsResult(Gen *g) {
  const Options *o = g->o;
  char type[128], result[512];
  Source source;
  logitsType(g, type, sizeof type);
  tcGenSourceNamed(&source, "logits");
  tcGenSourceShape(&source, 3, g->globalBatch, logitTokens(g), o->vocab, 0);
  tcGenBatchSplit(g, &source);
  tcGenSourceSplit(&source, 2, o->vocab, g->vocabShard, 1);
  tcGenResultType(g, type, &source, result, sizeof result);
  tcGenEmit(g, ") -> %s {\n", result);
}

//===----------------------------------------------------------------------===//
// The model.
//===----------------------------------------------------------------------===//

static void emitEmbedding(Gen *g) {
  char table[128], h[128];
  tcGenTensor2(g->vocabShard, g->o->hidden, g->o->dtype, table, sizeof table);
  tcGenAct3(g, g->o->hidden, h, sizeof h);
  tcGenSetScope(g, "embed_tokens");
  tcGenEmit(g, "  %%e = \"tensor_cast.embedding\"(%%ids, %%embed) {");
  tcGenEmitRankGroup(g);
  tcGenEmit(g, "} : (tensor<%" PRId64 "x%" PRId64 "xi64>, %s) -> %s\n",
            g->o->batch, g->queries, table, h);
  tcGenEmitAllReduce(g, "%h0", "%e");
}

/// This rank's logits: the final norm times its columns of the LM head
/// (the embedding table transposed when they are tied).
static void emitLmHead(Gen *g, const char *normed) {
  const Options *o = g->o;
  char weight[128], h[128], logits[128];
  tcGenTensor2(o->hidden, g->vocabShard, o->dtype, weight, sizeof weight);
  tcGenAct3(g, o->hidden, h, sizeof h);
  logitsType(g, logits, sizeof logits);
  if (o->mtpDraft)
    tcGenSetScope(g, "layers.%" PRId64 ".shared_head.head", mtpLayer(o));
  else
    tcGenSetScope(g, "lm_head");
  const char *w = "%lm_head";
  if (logitTokens(g) != g->queries) {
    // The last token of each sequence: the only logits sampling reads.
    char last[128];
    snprintf(last, sizeof last, "tensor<%" PRId64 "x1x%" PRId64 "x%s>",
             o->batch, o->hidden, o->dtype);
    tcGenEmit(g,
              "  %%y_last = tensor.extract_slice %s[0, %" PRId64
              ", 0] [%" PRId64 ", 1, %" PRId64 "] [1, 1, 1] : %s to %s\n",
              normed, g->queries - 1, o->batch, o->hidden, h, last);
    snprintf(h, sizeof h, "%s", last);
    normed = "%y_last";
  }
  if (o->tieEmbeddings) {
    char table[128];
    tcGenTensor2(g->vocabShard, o->hidden, o->dtype, table, sizeof table);
    tcGenEmit(g, "  %%lm_init = tensor.empty() : %s\n", weight);
    tcGenEmit(g,
              "  %%lm_w = linalg.transpose ins(%%embed : %s) outs(%%lm_init : "
              "%s) permutation = [1, 0]\n",
              table, weight);
    w = "%lm_w";
  }
  tcGenEmit(g, "  %%logits = \"tensor_cast.linear\"(%s, %s) : (%s, %s) -> %s\n",
            normed, w, h, weight, logits);
  tcGenEmit(g, "  return %%logits : %s\n}\n", logits);
}

/// The file name alone: the header is the same wherever tc-gen ran from.
static const char *baseName(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

/// "prefill of 8", "prefill of 512 over a context of 1024", "decode over a
/// context of 2048".
static void describeStep(const Options *o, char *buf, size_t size) {
  if (o->mtpDraft)
    snprintf(buf, size,
             "the MTP draft layer (model.layers.%" PRId64 ") of a decode step "
             "over a context of %" PRId64,
             mtpLayer(o), o->context);
  else if (o->decode && o->mtp > 0)
    snprintf(buf, size,
             "decode verifying %" PRId64 " MTP draft tokens (%" PRId64
             " queries a sequence) over a context of %" PRId64,
             o->mtp, o->mtp + 1, o->context);
  else if (o->decode)
    snprintf(buf, size, "decode over a context of %" PRId64, o->context);
  else if (o->context > 0)
    snprintf(buf, size, "prefill of %" PRId64 " over a context of %" PRId64,
             o->seq, o->context);
  else
    snprintf(buf, size, "prefill of %" PRId64, o->seq);
}

/// MLA's widths, the form of its attention, and DeepSeek's routing.
static void emitMlaHeader(const Gen *g) {
  const Options *o = g->o;
  char q[48];
  if (o->qLoraRank > 0)
    snprintf(q, sizeof q, "q_lora_rank %" PRId64, o->qLoraRank);
  else
    snprintf(q, sizeof q, "a plain q_proj");
  tcGenEmit(
      g,
      "// multi-head latent attention (%s form): %s, kv_lora_rank %" PRId64
      ", qk %" PRId64 " + %" PRId64 " (RoPE), v %" PRId64
      "; the KV cache is the latent, %" PRId64 " a token\n",
      o->decode ? "absorbed" : "expanded", q, o->kvLoraRank, o->qkNopeDim,
      o->qkRopeDim, o->vHeadDim, o->kvLoraRank + o->qkRopeDim);
  if (o->experts == 0)
    return;
  char scale[32];
  tcGenFormatFloat(o->routedScale, scale, sizeof scale);
  tcGenEmit(g, "// routing: %s scores, %s",
            o->sigmoidScoring ? "sigmoid" : "softmax",
            kTcTopkMethodNames[o->topkMethod]);
  if (o->topkMethod != TC_TOPK_GREEDY)
    tcGenEmit(g, " (%" PRId64 " of %" PRId64 " groups)", o->openGroups,
              o->groups);
  tcGenEmit(g, ", weights x %s; the first %" PRId64 " layers dense\n", scale,
            o->firstDense);
}

/// "8.03B", "671B", "1.2M": three significant figures.
static void formatParameters(double count, char *out, size_t size) {
  const char *unit = count >= 1e9 ? "B" : count >= 1e6 ? "M" : "K";
  double scaled = count / (count >= 1e9 ? 1e9 : count >= 1e6 ? 1e6 : 1e3);
  snprintf(out, size, scaled >= 100 ? "%.0f%s" : scaled >= 10 ? "%.1f%s" : "%.2f%s",
           scaled, unit);
}

/// The header's MoE line: which layers, the experts, and where this rank's
/// experts and tokens are.
static void emitMoeHeader(const Gen *g) {
  const Options *o = g->o;
  int64_t moeLayers = 0;
  for (int64_t layer = 0; layer < o->layers; ++layer)
    moeLayers += isMoeLayer(o, layer);
  tcGenEmit(g,
            "// MoE in %" PRId64 " of %" PRId64 " layers: %" PRId64
            " experts, top-%" PRId64 "%s, expert ffn %" PRId64
            "; --expert-parallel=%" PRId64 ": ",
            moeLayers, o->layers, o->experts, o->topK,
            o->normTopk ? " renormalized" : "", o->moeFfn, o->expertParallel);
  if (o->sharedFfn > 0)
    tcGenEmit(g, "a shared expert of ffn %" PRId64 " (%s), ", o->sharedFfn,
              g->sharedWidth == o->sharedFfn ? "whole on each rank" : "split");
  const char *tokens =
      o->attentionDp > 1 && o->allToAll
          ? "each rank's tokens exchanged with all_to_all"
      : o->attentionDp > 1 ? "every group's tokens gathered here, their sum "
                             "returned to each group"
      : !o->allToAll ? "every token here, one all_reduce"
                       : g->tokenDim == 1 ? "tokens split along the sequence"
                                          : "tokens split along the batch";
  if (o->expertParallel == 1)
    tcGenEmit(g, "every expert here with %" PRId64 " of its columns\n",
              g->expertWidth);
  else if (g->expertColumns == 1)
    tcGenEmit(g, "%" PRId64 " whole experts here, %s\n", g->localExperts,
              tokens);
  else
    tcGenEmit(
        g, "%" PRId64 " experts here with %" PRId64 " of their columns, %s\n",
        g->localExperts, g->expertWidth, tokens);
}

static void emitHeader(const Gen *g) {
  const Options *o = g->o;
  char step[192], quant[64];
  describeStep(o, step, sizeof step);
  tcGenQuantFlags(o, quant, sizeof quant);
  char parameters[32];
  formatParameters(tcGenCountParameters(o), parameters, sizeof parameters);
  tcGenEmit(g,
            "// tc-gen --config=%s: %s, %" PRId64 " layers, hidden %" PRId64
            ", %" PRId64 " heads (%" PRId64 " kv) of %" PRId64 ", ffn %" PRId64
            ", vocab %" PRId64 "; %s parameters\n",
            o->configPath ? baseName(o->configPath) : "(drawn by --random)",
            o->modelType, o->layers, o->hidden, o->heads, o->kvHeads,
            o->headDim, o->ffn, o->vocab, parameters);
  tcGenEmit(g,
            "// rank %" PRId64 " of %" PRId64 " (%" PRId64 " q heads, %" PRId64
            " kv heads%s, %" PRId64 " vocab rows here), batch %" PRId64
            ", %s, %s --dtype=%s%s%s%s\n",
            o->rank, o->worldSize, g->qHeads, g->kvHeads,
            o->kvHeads < g->tp ? " replicated" : "", g->vocabShard,
            g->globalBatch, step, quant, o->dtype,
            o->markers ? "" : " --no-markers", o->tiny ? " --tiny" : "",
            o->allLogits && !o->decode ? " --logits=all" : "");
  if (o->attentionDp > 1)
    tcGenEmit(g,
              "// --attention-dp=%" PRId64
              ": attention data-parallel group %" PRId64 " of %" PRId64
              " (%" PRId64 " tensor-parallel rank%s a group), its "
              "%" PRId64 " sequences and their cache\n",
              o->attentionDp, o->rank / g->tp, o->attentionDp, g->tp,
              g->tp > 1 ? "s" : "", o->batch);
  if (o->mla)
    emitMlaHeader(g);
  if (o->experts == 0)
    return;
  emitMoeHeader(g);
}

/// The MTP draft layer from the embedded tokens: its input projection, the
/// layer, the shared head's norm.
static void emitMtpDraft(Gen *g) {
  int64_t layer = mtpLayer(g->o);
  char out[32], weight[32];
  tcGenEmitMtpInput(g);
  tcGenEmitLayerFrom(g, layer, "%mtp_in");
  snprintf(out, sizeof out, "%%l%" PRId64 "_out", layer);
  snprintf(weight, sizeof weight, "%%g_shead_%" PRId64, layer);
  tcGenSetScope(g, "layers.%" PRId64 ".shared_head.norm", layer);
  tcGenEmitRmsNorm(g, "%y", out, weight);
}

void tcGenEmitDecoderModel(Gen *g) {
  emitHeader(g);
  emitSignature(g);
  emitEmbedding(g);
  char normed[32] = "%y";
  if (g->o->mtpDraft)
    emitMtpDraft(g);
  else
    tcGenEmitLayerStack(g, normed, sizeof normed);
  emitLmHead(g, normed);
}
