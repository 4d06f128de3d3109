//===- Facts.c - What a config describes: shape, experts, parameters ------===//
//
// What tcModelGetFacts says of a model, without writing a program: a
// planner learns from it what layouts a model allows (experts, latent
// attention, the scheme, the longest context), and the parameter count makes
// a wrong model visible (a misspelt field that left a family default).
//
//===----------------------------------------------------------------------===//

#include "tensor_cast-c/Model.h"

#include "Gen/Gen.h"
#include "Util/ArraySize.h"

/// One layer's attention weights: GQA's q, k, v, o (and biases, q/k norms),
/// or MLA's low-rank projections and their norms.
static double attentionParameters(const Options *o) {
  double h = (double)o->hidden;
  if (o->mla) {
    double qk = (double)(o->qkNopeDim + o->qkRopeDim), heads = (double)o->heads;
    double q = o->qLoraRank > 0
                   ? h * (double)o->qLoraRank + (double)o->qLoraRank +
                         (double)o->qLoraRank * heads * qk
                   : h * heads * qk;
    double kv = h * (double)(o->kvLoraRank + o->qkRopeDim) +
                (double)o->kvLoraRank +
                (double)o->kvLoraRank * heads *
                    (double)(o->qkNopeDim + o->vHeadDim);
    return q + kv + heads * (double)o->vHeadDim * h;
  }
  double q = (double)(o->heads * o->headDim),
         kv = (double)(o->kvHeads * o->headDim);
  double weights = h * (q + 2 * kv) + q * h;
  double biases = (o->qkvBias ? q + 2 * kv : 0) + (o->oBias ? h : 0);
  return weights + biases + (hasQkNorm(o) ? 2.0 * (double)o->headDim : 0);
}

/// SwiGLU's gate, up and down of width `ffn` (and Llama's mlp_bias).
static double mlpParameters(const Options *o, int64_t ffn) {
  double h = (double)o->hidden, f = (double)ffn;
  return 3 * h * f + (o->mlpBias ? 2 * f + h : 0);
}

/// A mixture-of-experts block: the router (and DeepSeek-V3's correction
/// bias), every expert, the shared expert and its gate.
static double expertParameters(const Options *o) {
  double h = (double)o->hidden, e = (double)o->experts;
  double router = h * e + (o->topkMethod == TC_TOPK_NOAUX_TC ? e : 0);
  double shared = o->sharedFfn > 0 ? mlpParameters(o, o->sharedFfn) +
                                         (o->sharedGate ? h : 0)
                                   : 0;
  return router + e * mlpParameters(o, o->moeFfn) + shared;
}

double tcGenCountParameters(const Options *o) {
  double h = (double)o->hidden, vocab = (double)o->vocab;
  double total = vocab * h * (o->tieEmbeddings ? 1 : 2) + h; // + final norm
  for (int64_t layer = 0; layer < o->layers; ++layer)
    total += 2 * h + attentionParameters(o) +
             (isMoeLayer(o, layer) ? expertParameters(o)
                                   : mlpParameters(o, o->ffn));
  return total;
}

/// `dtype` in static storage (the options' may point into argv).
static const char *staticDtype(const char *dtype) {
  static const char *const kDtypes[] = {"bf16", "f16", "f32"};
  for (size_t i = 0; i < TC_ARRAY_SIZE(kDtypes); ++i)
    if (!strcmp(dtype, kDtypes[i]))
      return kDtypes[i];
  return "";
}

void tcGenGetFacts(const Options *o, TcModelFacts *facts) {
  *facts = (TcModelFacts){
      .modelType = o->modelType ? o->modelType : "",
      .layers = o->layers,
      .hidden = o->hidden,
      .heads = o->heads,
      .kvHeads = o->kvHeads,
      .headDim = o->decoder ? o->headDim : o->hidden / o->heads,
      .ffn = o->ffn,
      .vocab = o->vocab,
      .experts = o->experts,
      .topK = o->experts ? o->topK : 0,
      .expertFfn = o->experts ? o->moeFfn : 0,
      .latentAttention = o->mla,
      .mtpLayers = o->nextnLayers,
      .maxPositions = o->maxPositions,
      .quant = kTcQuantNames[o->quant],
      .dtype = staticDtype(o->dtype),
      .kvCache = o->kvFp8 ? "fp8" : staticDtype(o->dtype),
      .parameters = o->decoder ? tcGenCountParameters(o) : 0,
  };
}
