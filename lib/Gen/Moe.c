//===- Moe.c - tc-gen: a mixture-of-experts block -------------------------===//
//
// As transformers' Qwen3MoeSparseMoeBlock and MixtralSparseMoeBlock: the
// router (a replicated linear) and moe_gate on every token; the tokens
// dispatched to their experts; per expert gate/up, SwiGLU and down, each a
// projection of its own (so the passes see and merge them); the weighted
// combine. With --expert-parallel=1 every rank holds every expert with 1/n of
// its columns, and an all_reduce sums the ranks' combined outputs, as a dense
// MLP. With --expert-parallel=e the n ranks form an e x (n/e) mesh: rank r is
// expert group a = r / (n/e) and column shard m = r % (n/e), and holds the
// E/e experts of group a with 1/(n/e) of their columns. By default (as
// TensorRT-LLM and vLLM run experts beside tensor-parallel attention) every
// rank keeps every token: it dispatches them all, runs its experts on their
// rows, combines over its experts alone, and one all_reduce over the n
// ranks sums the partial outputs. With --expert-exchange=all-to-all its
// expert-parallel group {m, m + n/e, ...} (one rank of each expert group)
// splits the tokens (all_slice: they are the same on every rank; rank r takes
// chunk a) and exchanges them with all_to_all; the ranks {a·n/e, ...} of its
// expert group, which hold the same tokens, sum their outputs with an
// all_reduce; an all_gather over the expert-parallel group reassembles the
// tokens.
//
//===----------------------------------------------------------------------===//

#include <inttypes.h>
#include <stdlib.h>

#include "Gen.h"

/// tensor<E x B x Q x H>: the tokens as the experts see them, with `batch`
/// and `queries` the token dims on this rank.
static void expertsType(const Gen *g, int64_t experts, int64_t batch,
                        int64_t queries, char *buf, size_t size) {
  snprintf(buf, size,
           "tensor<%" PRId64 "x%" PRId64 "x%" PRId64 "x%" PRId64 "x%s>",
           experts, batch, queries, g->o->hidden, g->o->dtype);
}

/// tensor<B x Q x n x element>.
static void tokensType(const Gen *g, int64_t batch, int64_t queries, int64_t n,
                       const char *element, char *buf, size_t size) {
  snprintf(buf, size, "tensor<%" PRId64 "x%" PRId64 "x%" PRId64 "x%s>", batch,
           queries, n, element);
}

/// `g` seeing `batch` sequences of `queries` tokens: every type it writes
/// says so (the (-1, K) views of quantized projections included). `options`
/// holds the copy of g's options the view points to.
static Gen withBatch(const Gen *g, Options *options, int64_t batch,
                     int64_t queries) {
  *options = *g->o;
  options->batch = batch;
  Gen view = *g;
  view.o = options;
  view.queries = queries;
  view.tokens = batch * queries;
  return view;
}

/// DeepSeek's routing attributes after top_k: ", scoring_func = ...", as
/// the config says; "" for softmax greedy routing at scale 1.
static void routingAttributes(const Options *o, char *buf, size_t size) {
  size_t used = 0;
  buf[0] = '\0';
  if (o->sigmoidScoring)
    used += (size_t)snprintf(buf + used, size - used,
                             ", scoring_func = \"sigmoid\"");
  if (o->topkMethod != TC_TOPK_GREEDY)
    used += (size_t)snprintf(buf + used, size - used,
                             ", topk_method = \"%s\", n_group = %" PRId64
                             " : i64, topk_group = %" PRId64 " : i64",
                             kTcTopkMethodNames[o->topkMethod], o->groups,
                             o->openGroups);
  if (o->routedScale != 1.0 && o->routedScale > 0) {
    char scale[32];
    tcGenFormatFloat(o->routedScale, scale, sizeof scale);
    snprintf(buf + used, size - used, ", routed_scaling_factor = %s : f64",
             scale);
  }
}

/// `%l<layer>_<name>` = linear(`input`, %w_<name>_<layer>), a weight every
/// rank holds whole (the router, the shared expert's gate), with the types
/// of the input, the weight and the result.
static void emitWholeLinear(Gen *g, int64_t layer, const char *name,
                            const char *input, const char *inputType,
                            const char *weightType, const char *resultType) {
  tcGenEmit(g,
            "  %%l%" PRId64 "_%s = \"tensor_cast.linear\"(%s, %%w_%s_%" PRId64
            ") : (%s, %s) -> %s\n",
            layer, name, input, name, layer, inputType, weightType,
            resultType);
}

/// `%l<layer>_route#0` (weights) and `#1` (ids) of every token.
static void emitRouter(Gen *g, int64_t layer, const char *normed) {
  const Options *o = g->o;
  char h[128], logits[128], weights[128], ids[128], router[128];
  tcGenAct3(g, o->hidden, h, sizeof h);
  tcGenAct3(g, o->experts, logits, sizeof logits);
  tcGenAct3(g, o->topK, weights, sizeof weights);
  tokensType(g, o->batch, g->queries, o->topK, "i64", ids, sizeof ids);
  tcGenTensor2(o->hidden, o->experts, o->dtype, router, sizeof router);
  tcGenSetScope(g, "layers.%" PRId64 ".mlp.gate", layer);
  emitWholeLinear(g, layer, "router", normed, h, router, logits);
  char routing[256], bias[64] = "", biasType[64] = "";
  routingAttributes(o, routing, sizeof routing);
  if (o->topkMethod == TC_TOPK_NOAUX_TC) {
    snprintf(bias, sizeof bias, ", %%w_ebias_%" PRId64, layer);
    snprintf(biasType, sizeof biasType, ", tensor<%" PRId64 "xf32>",
             o->experts);
  }
  tcGenEmit(g,
            "  %%l%" PRId64 "_route:2 = \"tensor_cast.moe_gate\"(%%l%" PRId64
            "_router%s) {%stop_k = %" PRId64 " : i64%s} : (%s%s) -> (%s, %s)\n",
            layer, layer, bias, o->normTopk ? "norm_topk_prob, " : "", o->topK,
            routing, logits, biasType, weights, ids);
}

/// The expert-parallel group of this rank: one rank of each expert group.
static void emitExpertParallelGroup(const Gen *g) {
  int64_t columns = g->expertColumns;
  tcGenEmitSubGroup(g, g->o->rank % columns, columns, g->o->expertParallel);
}

/// `%l<layer>_<result>` = all_to_all of `%l<layer>_<input>`.
static void emitAllToAll(Gen *g, int64_t layer, const char *result,
                         const char *input, int64_t splitDim,
                         int64_t concatDim, const char *inType,
                         const char *outType) {
  tcGenEmit(g,
            "  %%l%" PRId64 "_%s = \"tensor_cast.all_to_all\"(%%l%" PRId64
            "_%s) {concat_dim = %" PRId64 " : i64, split_dim = %" PRId64
            " : i64, ",
            layer, result, layer, input, concatDim, splitDim);
  emitExpertParallelGroup(g);
  tcGenEmit(g, "} : (%s) -> %s\n", inType, outType);
}

/// `%l<layer>_<name>s` = this rank's chunk of `input` along the token dim.
static void emitTokenSlice(Gen *g, int64_t layer, const char *name,
                           const char *input, int64_t n, const char *element) {
  int64_t ranks = g->o->expertParallel, batch = g->o->batch;
  int64_t queries = g->queries;
  char full[128], part[128];
  tokensType(g, batch, queries, n, element, full, sizeof full);
  tokensType(g, g->tokenDim == 0 ? batch / ranks : batch,
             g->tokenDim == 1 ? queries / ranks : queries, n, element, part,
             sizeof part);
  tcGenEmit(g,
            "  %%l%" PRId64
            "_%ss = \"tensor_cast.all_slice\"(%s) {dim = %" PRId64 " : i64, ",
            layer, name, input, g->tokenDim);
  emitExpertParallelGroup(g);
  tcGenEmit(g, "} : (%s) -> %s\n", full, part);
}

/// Expert `e` of this rank on `%l<layer>_disp` row e: `%l<layer>_e<e>_y`,
/// its output with a leading unit dim for the concat.
static void emitExpert(Gen *g, int64_t layer, int64_t e,
                       const Projection p[3]) {
  const Options *o = g->o;
  char all[128], h[128], act[128], one[128], name[64];
  expertsType(g, g->localExperts, o->batch, g->queries, all, sizeof all);
  tcGenAct3(g, o->hidden, h, sizeof h);
  tcGenAct3(g, g->expertWidth, act, sizeof act);
  expertsType(g, 1, o->batch, g->queries, one, sizeof one);
  int64_t expert = tcGenGlobalExpertIndex(g, e);
  tcGenSetScope(g, "layers.%" PRId64 ".mlp.experts.%" PRId64, layer, expert);
  tcGenEmit(g,
            "  %%l%" PRId64 "_e%" PRId64 "_x = tensor.extract_slice %%l%" PRId64
            "_disp[%" PRId64 ", 0, 0, 0] [1, %" PRId64 ", %" PRId64 ", %" PRId64
            "] [1, 1, 1, 1] : %s to %s\n",
            layer, e, layer, e, o->batch, g->queries, o->hidden, all, h);
  snprintf(name, sizeof name, "%%l%" PRId64 "_e%" PRId64 "_x", layer, e);
  tcGenEmitProjection(g, layer, &p[0], name);
  tcGenEmitProjection(g, layer, &p[1], name);
  tcGenSetScope(g, "layers.%" PRId64 ".mlp.experts.%" PRId64 ".act_fn", layer,
                expert);
  tcGenEmit(g,
            "  %%l%" PRId64 "_e%" PRId64
            "_act = \"tensor_cast.swiglu\"(%%l%" PRId64 "_e%" PRId64
            "_gate, %%l%" PRId64 "_e%" PRId64 "_up) : (%s, %s) -> %s\n",
            layer, e, layer, e, layer, e, act, act, act);
  snprintf(name, sizeof name, "%%l%" PRId64 "_e%" PRId64 "_act", layer, e);
  tcGenEmitProjection(g, layer, &p[2], name);
  tcGenEmit(g,
            "  %%l%" PRId64 "_e%" PRId64 "_y = \"tensor_cast.view\"(%%l%" PRId64
            "_e%" PRId64 "_down) : (%s) -> %s\n",
            layer, e, layer, e, h, one);
}

/// `%l<layer>_ye`: the experts' outputs stacked, (local experts, B, Q, H);
/// `experts` holds gate/up/down of each.
static void emitExperts(Gen *g, int64_t layer, const Projection *experts) {
  for (int64_t e = 0; e < g->localExperts; ++e)
    emitExpert(g, layer, e, &experts[3 * e]);
  char one[128], all[128];
  expertsType(g, 1, g->o->batch, g->queries, one, sizeof one);
  expertsType(g, g->localExperts, g->o->batch, g->queries, all, sizeof all);
  tcGenSetScope(g, "layers.%" PRId64 ".mlp.experts", layer);
  tcGenEmit(g, "  %%l%" PRId64 "_ye = tensor.concat dim(0)", layer);
  for (int64_t e = 0; e < g->localExperts; ++e)
    tcGenEmit(g, "%s %%l%" PRId64 "_e%" PRId64 "_y", e ? "," : "", layer, e);
  tcGenEmit(g, " : (");
  for (int64_t e = 0; e < g->localExperts; ++e)
    tcGenEmit(g, "%s%s", e ? ", " : "", one);
  tcGenEmit(g, ") -> %s\n", all);
}

/// Qwen2-MoE's shared expert gate over `input` and `%l<layer>_moes`, the
/// routed output plus the shared expert's scaled by its sigmoid; `h` and
/// `gate` are the types of the activations and of the gate's output.
static void emitGatedSharedAdd(Gen *g, int64_t layer, const char *input,
                               const char *h, const char *gate) {
  char weight[96];
  tcGenTensor2(g->o->hidden, 1, g->o->dtype, weight, sizeof weight);
  tcGenSetScope(g, "layers.%" PRId64 ".mlp.shared_expert_gate", layer);
  emitWholeLinear(g, layer, "sgate", input, h, weight, gate);
  tcGenSetScope(g, "layers.%" PRId64 ".mlp", layer);
  tcGenEmit(g,
            "  %%l%" PRId64 "_moes = \"tensor_cast.moe_shared_add\"(%%l%" PRId64
            "_moe, %%l%" PRId64 "_se_down, %%l%" PRId64
            "_sgate) : (%s, %s, %s) -> %s\n",
            layer, layer, layer, layer, h, h, gate, h);
}

/// The shared expert (`shared`: its gate/up/down; null without one) on
/// `input`, tokens (batch, queries): gate/up, SwiGLU, down, scaled by the
/// sigmoid of its gate (Qwen2-MoE) or not (DeepSeek's shared experts) and
/// added to the routed `%l<layer>_moe` as `%l<layer>_moes`. Its name, "" without a shared expert.
static void emitSharedExpert(Gen *g, int64_t layer, const Projection *shared,
                             const char *input, int64_t batch, int64_t queries,
                             char *result, size_t size) {
  result[0] = '\0';
  if (!shared)
    return;
  // The projections are written for the tokens this rank has here.
  Options tokens;
  Gen local = withBatch(g, &tokens, batch, queries);
  char h[128], act[128], gate[128], name[64];
  tcGenAct3(&local, g->o->hidden, h, sizeof h);
  tcGenAct3(&local, g->sharedWidth, act, sizeof act);
  tcGenAct3(&local, 1, gate, sizeof gate);
  tcGenEmitProjection(&local, layer, &shared[0], input);
  tcGenEmitProjection(&local, layer, &shared[1], input);
  tcGenSetScope(g, "layers.%" PRId64 ".mlp.%s.act_fn", layer,
                sharedExpertModule(g->o));
  tcGenEmit(g,
            "  %%l%" PRId64 "_se_act = \"tensor_cast.swiglu\"(%%l%" PRId64
            "_se_gate, %%l%" PRId64 "_se_up) : (%s, %s) -> %s\n",
            layer, layer, layer, act, act, act);
  snprintf(name, sizeof name, "%%l%" PRId64 "_se_act", layer);
  tcGenEmitProjection(&local, layer, &shared[2], name);
  snprintf(result, size, "%%l%" PRId64 "_moes", layer);
  if (!g->o->sharedGate) { // DeepSeek: the shared experts' output added
    tcGenSetScope(g, "layers.%" PRId64 ".mlp", layer);
    tcGenEmit(g,
              "  %%l%" PRId64 "_moes = arith.addf %%l%" PRId64
              "_moe, %%l%" PRId64 "_se_down : %s\n",
              layer, layer, layer, h);
    return;
  }
  emitGatedSharedAdd(g, layer, input, h, gate);
}

/// The tokens a MoE block routes: the normed hidden states and their
/// routing weights and expert ids (every token of the step, or the tokens
/// gathered from every data-parallel group).
typedef struct Routed {
  char x[64], weights[64], ids[64];
} Routed;

/// This layer's own tokens as the router left them.
static Routed routedHere(int64_t layer, const char *normed) {
  Routed r;
  snprintf(r.x, sizeof r.x, "%s", normed);
  snprintf(r.weights, sizeof r.weights, "%%l%" PRId64 "_route#0", layer);
  snprintf(r.ids, sizeof r.ids, "%%l%" PRId64 "_route#1", layer);
  return r;
}

/// The combine of the stacked experts `%l<layer>_<stacked>` (of `type`;
/// over this rank's chunk of the experts when `chunked`) and the shared
/// expert on the tokens added; its name in `result`: this rank's part of the
/// block's output, to be summed over the world.
static void emitCombine(Gen *g, int64_t layer, const char *stacked,
                        const Routed *tokens, const char *type, bool chunked,
                        const Projection *shared, char *result, size_t size) {
  const Options *o = g->o;
  char h[128], weights[128], ids[128];
  tcGenAct3(g, o->hidden, h, sizeof h);
  tcGenAct3(g, o->topK, weights, sizeof weights);
  tokensType(g, o->batch, g->queries, o->topK, "i64", ids, sizeof ids);
  tcGenEmit(g,
            "  %%l%" PRId64 "_moe = \"tensor_cast.moe_combine\"(%%l%" PRId64
            "_%s, %s, %s) ",
            layer, layer, stacked, tokens->weights, tokens->ids);
  if (chunked) {
    tcGenEmit(g, "{");
    emitExpertParallelGroup(g);
    tcGenEmit(g, "} ");
  }
  tcGenEmit(g, ": (%s, %s, %s) -> %s\n", type, weights, ids, h);
  emitSharedExpert(g, layer, shared, tokens->x, o->batch, g->queries, result,
                   size);
  if (!result[0])
    snprintf(result, size, "%%l%" PRId64 "_moe", layer);
}

/// `%l<layer>_<name>` = moe_dispatch of every token to the E experts.
static void emitDispatchAll(Gen *g, int64_t layer, const char *name,
                            const Routed *tokens) {
  const Options *o = g->o;
  char h[128], all[128], ids[128];
  tcGenAct3(g, o->hidden, h, sizeof h);
  expertsType(g, o->experts, o->batch, g->queries, all, sizeof all);
  tokensType(g, o->batch, g->queries, o->topK, "i64", ids, sizeof ids);
  tcGenEmit(g,
            "  %%l%" PRId64 "_%s = \"tensor_cast.moe_dispatch\"(%s, %s) : (%s, "
            "%s) -> %s\n",
            layer, name, tokens->x, tokens->ids, h, ids, all);
}

/// Every rank holds every expert (1/n of its columns): dispatch all tokens
/// and combine; the part to sum in `result`.
static void emitTensorParallelExperts(Gen *g, int64_t layer,
                                      const Routed *tokens,
                                      const Projection *experts,
                                      const Projection *shared, char *result,
                                      size_t size) {
  char all[128];
  expertsType(g, g->o->experts, g->o->batch, g->queries, all, sizeof all);
  emitDispatchAll(g, layer, "disp", tokens);
  emitExperts(g, layer, experts);
  emitCombine(g, layer, "ye", tokens, all, false, shared, result, size);
}

/// Every rank keeps every token: all of them dispatched, this rank's experts
/// take their rows of the dispatch (all_slice over the expert-parallel
/// group: chunk a is expert group a's), and their outputs are combined over
/// those experts alone (moe_combine over the group's chunk); the expert
/// groups', the column shards' and the split shared expert's parts are
/// summed over the world after. The part in `result`.
static void emitExpertGroupExperts(Gen *g, int64_t layer, const Routed *tokens,
                                   const Projection *experts,
                                   const Projection *shared, char *result,
                                   size_t size) {
  const Options *o = g->o;
  char all[128], local[128];
  expertsType(g, o->experts, o->batch, g->queries, all, sizeof all);
  expertsType(g, g->localExperts, o->batch, g->queries, local, sizeof local);
  emitDispatchAll(g, layer, "dall", tokens);
  tcGenEmit(g,
            "  %%l%" PRId64 "_disp = \"tensor_cast.all_slice\"(%%l%" PRId64
            "_dall) {dim = 0 : i64, ",
            layer, layer);
  emitExpertParallelGroup(g);
  tcGenEmit(g, "} : (%s) -> %s\n", all, local);
  emitExperts(g, layer, experts);
  tcGenSetScope(g, "layers.%" PRId64 ".mlp.experts", layer);
  emitCombine(g, layer, "ye", tokens, local, true, shared, result, size);
}

/// Every token on every rank: the experts' parts summed by one all_reduce
/// over the world, `%l<layer>_down_sum`.
static void emitExpertAllReduceBlock(Gen *g, int64_t layer, const char *normed,
                                     const Projection *experts,
                                     const Projection *shared) {
  Routed tokens = routedHere(layer, normed);
  char part[64], sum[64];
  if (g->o->expertParallel > 1)
    emitExpertGroupExperts(g, layer, &tokens, experts, shared, part,
                           sizeof part);
  else
    emitTensorParallelExperts(g, layer, &tokens, experts, shared, part,
                              sizeof part);
  snprintf(sum, sizeof sum, "%%l%" PRId64 "_down_sum", layer);
  tcGenSetScope(g, "layers.%" PRId64 ".mlp", layer);
  tcGenEmitWorldAllReduce(g, sum, part);
}

/// The block's output `moe` (of type `part`, this expert group's tokens)
/// summed over the ranks that split the group's expert columns, then
/// gathered over the expert groups into `result`.
static void emitExpertGroupGather(Gen *g, int64_t layer, const char *moe,
                                  const char *part, const char *result) {
  const Options *o = g->o;
  char summed[64], h[128];
  snprintf(summed, sizeof summed, "%s", moe);
  if (g->expertColumns > 1) { // the column shards of this expert group
    int64_t group = o->rank / g->expertColumns * g->expertColumns;
    tcGenEmit(g, "  %%l%" PRId64 "_moer = \"tensor_cast.all_reduce\"(%s) {",
              layer, moe);
    tcGenEmitSubGroup(g, group, 1, g->expertColumns);
    tcGenEmit(g, "} : (%s) -> %s\n", part, part);
    snprintf(summed, sizeof summed, "%%l%" PRId64 "_moer", layer);
  }
  tcGenAct3(g, o->hidden, h, sizeof h);
  tcGenEmit(g,
            "  %s = \"tensor_cast.all_gather\"(%s) {dim = %" PRId64 " : i64, ",
            result, summed, g->tokenDim);
  emitExpertParallelGroup(g);
  tcGenEmit(g, "} : (%s) -> %s\n", part, h);
}

/// Each rank routes its chunk of the tokens to the experts' ranks and back.
static void emitExpertParallelExchange(Gen *g, int64_t layer,
                                       const char *normed, const char *weightsIn,
                                       const char *idsIn, const char *result,
                                       const Projection *experts,
                                       const Projection *shared) {
  const Options *o = g->o;
  int64_t n = o->expertParallel, dim = g->tokenDim;
  int64_t batch = dim == 0 ? o->batch / n : o->batch;
  int64_t queries = dim == 1 ? g->queries / n : g->queries;
  char part[128], send[128], local[128], weights[128], ids[128];
  emitTokenSlice(g, layer, "x", normed, o->hidden, o->dtype);
  emitTokenSlice(g, layer, "w", weightsIn, o->topK, o->dtype);
  emitTokenSlice(g, layer, "i", idsIn, o->topK, "i64");
  tokensType(g, batch, queries, o->hidden, o->dtype, part, sizeof part);
  tokensType(g, batch, queries, o->topK, o->dtype, weights, sizeof weights);
  tokensType(g, batch, queries, o->topK, "i64", ids, sizeof ids);
  expertsType(g, o->experts, batch, queries, send, sizeof send);
  expertsType(g, g->localExperts, o->batch, g->queries, local, sizeof local);
  tcGenEmit(g,
            "  %%l%" PRId64 "_send = \"tensor_cast.moe_dispatch\"(%%l%" PRId64
            "_xs, %%l%" PRId64 "_is) : (%s, %s) -> %s\n",
            layer, layer, layer, part, ids, send);
  emitAllToAll(g, layer, "disp", "send", 0, dim + 1, send, local);
  emitExperts(g, layer, experts);
  emitAllToAll(g, layer, "back", "ye", dim + 1, 0, local, send);
  tcGenEmit(g,
            "  %%l%" PRId64 "_moe = \"tensor_cast.moe_combine\"(%%l%" PRId64
            "_back, %%l%" PRId64 "_ws, %%l%" PRId64
            "_is) : (%s, %s, %s) -> %s\n",
            layer, layer, layer, layer, send, weights, ids, part);
  char moe[64], xs[64];
  snprintf(xs, sizeof xs, "%%l%" PRId64 "_xs", layer);
  emitSharedExpert(g, layer, shared, xs, batch, queries, moe, sizeof moe);
  if (!moe[0])
    snprintf(moe, sizeof moe, "%%l%" PRId64 "_moe", layer);
  emitExpertGroupGather(g, layer, moe, part, result);
}

/// `%l<layer>_<name>p`: `input` (B x Q x `n`) with `pad` rows of `fill`
/// (a dense literal) after its batch.
static void emitPadded(Gen *g, int64_t layer, const char *name,
                       const char *input, int64_t pad, int64_t n,
                       const char *element, const char *fill) {
  char full[128], rows[128], padded[128];
  tokensType(g, g->o->batch, g->queries, n, element, full, sizeof full);
  tokensType(g, pad, g->queries, n, element, rows, sizeof rows);
  tokensType(g, g->o->batch + pad, g->queries, n, element, padded,
             sizeof padded);
  tcGenEmit(g, "  %%l%" PRId64 "_%spad = arith.constant dense<%s> : %s\n",
            layer, name, fill, rows);
  tcGenEmit(g,
            "  %%l%" PRId64 "_%sp = tensor.concat dim(0) %s, %%l%" PRId64
            "_%spad : (%s, %s) -> %s\n",
            layer, name, input, layer, name, full, rows, padded);
}

/// The ids of the padding tokens, each choosing experts 0 .. k-1: a dense
/// literal of `rows` x Q tokens.
static char *paddingIds(int64_t rows, int64_t queries, int64_t topK) {
  size_t size = (size_t)(rows * queries) * (size_t)(topK * 22 + 4) + 16;
  char *text = malloc(size), *at = text;
  at += sprintf(at, "[");
  for (int64_t r = 0; r < rows; ++r) {
    at += sprintf(at, "%s[", r ? ", " : "");
    for (int64_t q = 0; q < queries; ++q) {
      at += sprintf(at, "%s[", q ? ", " : "");
      for (int64_t k = 0; k < topK; ++k)
        at += sprintf(at, "%s%" PRId64, k ? ", " : "", k);
      at += sprintf(at, "]");
    }
    at += sprintf(at, "]");
  }
  sprintf(at, "]");
  return text;
}

/// Expert parallelism over the step's tokens. When neither the batch nor
/// the sequence divides by the expert-parallel size (decode at a small
/// batch), the batch is padded up to a multiple of it, as serving engines
/// pad: zero tokens routed to experts 0 .. k-1 with zero weights, whose
/// rows are dropped after the all_gather. Each real token's output depends
/// on its own row alone, so the padding changes no value.
static void emitExpertParallelBlock(Gen *g, int64_t layer, const char *normed,
                                    const Projection *experts,
                                    const Projection *shared) {
  const Options *o = g->o;
  int64_t n = o->expertParallel;
  char weightsIn[64], idsIn[64], result[64];
  snprintf(weightsIn, sizeof weightsIn, "%%l%" PRId64 "_route#0", layer);
  snprintf(idsIn, sizeof idsIn, "%%l%" PRId64 "_route#1", layer);
  snprintf(result, sizeof result, "%%l%" PRId64 "_down_sum", layer);
  int64_t pad = g->tokenDim == 0 && o->batch % n ? n - o->batch % n : 0;
  if (pad == 0) {
    emitExpertParallelExchange(g, layer, normed, weightsIn, idsIn, result,
                               experts, shared);
    return;
  }
  char *ids = paddingIds(pad, g->queries, o->topK);
  emitPadded(g, layer, "x", normed, pad, o->hidden, o->dtype, "0.000000e+00");
  emitPadded(g, layer, "w", weightsIn, pad, o->topK, o->dtype, "0.000000e+00");
  emitPadded(g, layer, "i", idsIn, pad, o->topK, "i64", ids);
  free(ids);
  char x[64], full[128], h[128];
  snprintf(x, sizeof x, "%%l%" PRId64 "_xp", layer);
  snprintf(weightsIn, sizeof weightsIn, "%%l%" PRId64 "_wp", layer);
  snprintf(idsIn, sizeof idsIn, "%%l%" PRId64 "_ip", layer);
  snprintf(result, sizeof result, "%%l%" PRId64 "_gathered", layer);
  tcGenAct3(g, o->hidden, h, sizeof h);
  // The block sees the padded batch.
  Options padded;
  Gen view = withBatch(g, &padded, o->batch + pad, g->queries);
  tcGenAct3(&view, o->hidden, full, sizeof full);
  emitExpertParallelExchange(&view, layer, x, weightsIn, idsIn, result,
                             experts, shared);
  tcGenEmit(g,
            "  %%l%" PRId64
            "_down_sum = tensor.extract_slice %s[0, 0, 0] [%" PRId64
            ", %" PRId64 ", %" PRId64 "] [1, 1, 1] : %s to %s\n",
            layer, result, o->batch, g->queries, o->hidden, full, h);
}

/// `%l<layer>_<name>g`: `input` (b x Q x `n`) of every data-parallel group,
/// gathered along the batch from this rank's peers in the other groups.
static void emitGatherGroups(Gen *g, int64_t layer, const char *name,
                             const char *input, int64_t n,
                             const char *element) {
  char part[128], all[128];
  tokensType(g, g->o->batch, g->queries, n, element, part, sizeof part);
  tokensType(g, g->globalBatch, g->queries, n, element, all, sizeof all);
  tcGenEmit(g,
            "  %%l%" PRId64
            "_%sg = \"tensor_cast.all_gather\"(%s) {dim = 0 : i64, ",
            layer, name, input);
  tcGenEmitDataParallelGroup(g);
  tcGenEmit(g, "} : (%s) -> %s\n", part, all);
}

/// `%l<layer>_down_sum`: this group's rows of the sum over the world of
/// `part` (every group's tokens): a reduce_scatter when each group is one
/// rank (its chunk is its rows), else an all_reduce and this group's chunk.
static void emitSumToGroups(Gen *g, int64_t layer, const char *part) {
  char all[128], mine[128];
  tokensType(g, g->globalBatch, g->queries, g->o->hidden, g->o->dtype, all,
             sizeof all);
  tcGenAct3(g, g->o->hidden, mine, sizeof mine);
  tcGenSetScope(g, "layers.%" PRId64 ".mlp", layer);
  if (g->tp == 1) {
    tcGenEmit(g,
              "  %%l%" PRId64 "_down_sum = \"tensor_cast.reduce_scatter\"(%s) "
              "{dim = 0 : i64, ",
              layer, part);
    tcGenEmitSubGroup(g, 0, 1, g->o->worldSize);
    tcGenEmit(g, "} : (%s) -> %s\n", all, mine);
    return;
  }
  tcGenEmit(g, "  %%l%" PRId64 "_sum = \"tensor_cast.all_reduce\"(%s) {", layer,
            part);
  tcGenEmitSubGroup(g, 0, 1, g->o->worldSize);
  tcGenEmit(g, "} : (%s) -> %s\n", all, all);
  tcGenEmit(g,
            "  %%l%" PRId64 "_down_sum = \"tensor_cast.all_slice\"(%%l%" PRId64
            "_sum) {dim = 0 : i64, ",
            layer, layer);
  tcGenEmitDataParallelGroup(g);
  tcGenEmit(g, "} : (%s) -> %s\n", all, mine);
}

/// Attention data parallelism, tokens gathered: every group's tokens, their
/// routing weights and ids gathered to every rank, the experts run on all
/// of them as without data parallelism (the shared expert too, its columns
/// split over the world), and each group's rows of the sum brought back to
/// it (TensorRT-LLM's all-gather / reduce-scatter; SGLang's all_reduce when
/// a group has several ranks).
static void emitGatheredGroupsBlock(Gen *g, int64_t layer, const char *normed,
                                    const Projection *experts,
                                    const Projection *shared) {
  const Options *o = g->o;
  Routed tokens = routedHere(layer, normed);
  emitGatherGroups(g, layer, "x", tokens.x, o->hidden, o->dtype);
  emitGatherGroups(g, layer, "w", tokens.weights, o->topK, o->dtype);
  emitGatherGroups(g, layer, "i", tokens.ids, o->topK, "i64");
  snprintf(tokens.x, sizeof tokens.x, "%%l%" PRId64 "_xg", layer);
  snprintf(tokens.weights, sizeof tokens.weights, "%%l%" PRId64 "_wg", layer);
  snprintf(tokens.ids, sizeof tokens.ids, "%%l%" PRId64 "_ig", layer);
  // The experts see every group's sequences.
  Options all;
  Gen view = withBatch(g, &all, g->globalBatch, g->queries);
  char part[64];
  if (o->expertParallel > 1)
    emitExpertGroupExperts(&view, layer, &tokens, experts, shared, part,
                           sizeof part);
  else
    emitTensorParallelExperts(&view, layer, &tokens, experts, shared, part,
                              sizeof part);
  emitSumToGroups(g, layer, part);
}

/// Attention data parallelism, DeepEP's layout (one rank a group, whole
/// experts): each rank dispatches its own tokens to the experts' ranks with
/// an all_to_all, runs its experts on what every rank sent, sends the
/// outputs back and combines its tokens' (the shared expert, whole here, on
/// its own tokens).
static void emitExchangeGroupsBlock(Gen *g, int64_t layer, const char *normed,
                                    const Projection *experts,
                                    const Projection *shared) {
  const Options *o = g->o;
  Routed tokens = routedHere(layer, normed);
  char send[128], local[128], h[128], moe[64];
  expertsType(g, o->experts, o->batch, g->queries, send, sizeof send);
  expertsType(g, g->localExperts, g->globalBatch, g->queries, local,
              sizeof local);
  emitDispatchAll(g, layer, "send", &tokens);
  emitAllToAll(g, layer, "disp", "send", 0, 1, send, local);
  Options all;
  Gen view = withBatch(g, &all, g->globalBatch, g->queries);
  emitExperts(&view, layer, experts);
  emitAllToAll(g, layer, "back", "ye", 1, 0, local, send);
  tcGenAct3(g, o->hidden, h, sizeof h);
  emitCombine(g, layer, "back", &tokens, send, false, shared, moe, sizeof moe);
  tcGenSetScope(g, "layers.%" PRId64 ".mlp", layer);
  tcGenEmit(
      g, "  %%l%" PRId64 "_down_sum = \"tensor_cast.view\"(%s) : (%s) -> %s\n",
      layer, moe, h, h);
}

void tcGenEmitMoeBlock(Gen *g, int64_t layer, const char *normed) {
  // q, k, v, o, then gate/up/down of each expert, then of the shared one.
  int64_t count;
  Projection *p = tcGenLayerProjections(g, layer, &count);
  Projection attention[5];
  const Projection *experts = &p[tcGenAttentionProjections(g, attention)];
  const Projection *shared =
      g->o->sharedFfn > 0 ? &experts[3 * g->localExperts] : NULL;
  emitRouter(g, layer, normed);
  tcGenSetScope(g, "layers.%" PRId64 ".mlp.experts", layer);
  if (g->o->attentionDp > 1 && g->o->allToAll)
    emitExchangeGroupsBlock(g, layer, normed, experts, shared);
  else if (g->o->attentionDp > 1)
    emitGatheredGroupsBlock(g, layer, normed, experts, shared);
  else if (g->o->expertParallel > 1 && g->o->allToAll)
    emitExpertParallelBlock(g, layer, normed, experts, shared);
  else
    emitExpertAllReduceBlock(g, layer, normed, experts, shared);
  free(p);
}
