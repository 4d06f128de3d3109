//===- MoeKernels.c - tc-run: the mixture-of-experts ops ------------------===//
//
// Routing, dispatch and combine with the semantics of Hugging Face
// transformers' Qwen3MoeSparseMoeBlock and MixtralSparseMoeBlock, computed in
// double and rounded once to the result's element type. Experts are ranked
// by their logits (softmax is monotonic, so that is its top-k) with ties to
// the lower id, and the combine adds the experts in ascending id order, as
// the reference loops over experts: equal programs give equal bits.
//
//===----------------------------------------------------------------------===//

#include <math.h>
#include <stdlib.h>

#include "mlir-c/BuiltinAttributes.h"

#include "Run/Machine.h"
#include "Support/IRUtils.h"

/// The expert id `value` as an index below `experts`; false after a
/// diagnostic when it is not one.
static bool readExpertId(MlirOperation op, double value, int64_t experts,
                         int64_t *id) {
  if (!(value >= 0.0 && value < (double)experts) || value != floor(value))
    return tcRunEmitError(op, "expert id %g is outside [0, %lld)", value,
                          (long long)experts);
  *id = (int64_t)value;
  return true;
}

//===----------------------------------------------------------------------===//
// moe_gate.
//===----------------------------------------------------------------------===//

/// How moe_gate routes (docs/dialect.md): its attributes, read once.
typedef struct Routing {
  int64_t experts, topK, groups, openGroups;
  bool sigmoid;   // scoring_func "sigmoid" (else softmax)
  TcTopkMethod method;
  bool normalize; // norm_topk_prob
  double scale;   // routed_scaling_factor
  const double *bias; // noaux_tc's e_score_correction_bias, else NULL
} Routing;

/// The index of the largest value not yet chosen; the lower id on a tie.
static int64_t bestUnchosen(const double *values, const bool *chosen,
                            int64_t count) {
  int64_t best = -1;
  for (int64_t e = 0; e < count; ++e)
    if (!chosen[e] && (best < 0 || values[e] > values[best]))
      best = e;
  return best;
}

/// Softmax or sigmoid of one token's logits into `scores`.
static void scoreToken(const Routing *routing, const double *logits,
                       double *scores) {
  int64_t experts = routing->experts;
  if (routing->sigmoid) {
    for (int64_t e = 0; e < experts; ++e)
      scores[e] = 1.0 / (1.0 + exp(-logits[e]));
    return;
  }
  double max = logits[0], total = 0.0;
  for (int64_t e = 1; e < experts; ++e)
    max = logits[e] > max ? logits[e] : max;
  for (int64_t e = 0; e < experts; ++e)
    total += exp(logits[e] - max);
  for (int64_t e = 0; e < experts; ++e)
    scores[e] = exp(logits[e] - max) / total;
}

/// A group's rank: its best score (group_limited_greedy) or the sum of its
/// two best (noaux_tc).
static double groupScore(const Routing *routing, const double *choice) {
  int64_t size = routing->experts / routing->groups;
  double first = -INFINITY, second = -INFINITY;
  for (int64_t e = 0; e < size; ++e) {
    if (choice[e] > first) {
      second = first;
      first = choice[e];
    } else if (choice[e] > second) {
      second = choice[e];
    }
  }
  return routing->method == TC_TOPK_NOAUX_TC ? first + second : first;
}

/// Group-limited routing: the experts outside the topk_group best groups
/// get a choice score of 0.0, as transformers' masked_fill does.
static void maskClosedGroups(const Routing *routing, double *choice,
                             bool *chosen) {
  int64_t groups = routing->groups, size = routing->experts / groups;
  double *rank = tcCheckAllocation(malloc(sizeof(double) * (size_t)groups));
  bool *open = tcCheckAllocation(malloc(sizeof(bool) * (size_t)groups));
  for (int64_t g = 0; g < groups; ++g) {
    rank[g] = groupScore(routing, &choice[g * size]);
    open[g] = false;
  }
  for (int64_t j = 0; j < routing->openGroups; ++j)
    open[bestUnchosen(rank, open, groups)] = true;
  for (int64_t e = 0; e < routing->experts; ++e) {
    if (!open[e / size])
      choice[e] = 0.0;
    chosen[e] = false;
  }
  free(rank);
  free(open);
}

/// One token: its top_k experts by their choice scores (the scores, plus
/// the bias under noaux_tc, groups masked), weighted by their scores,
/// renormalized when asked and times routed_scaling_factor.
static void routeToken(const Routing *routing, const double *logits,
                       double *scores, double *choice, bool *chosen,
                       double *weights, double *ids) {
  int64_t experts = routing->experts;
  bool plain = !routing->sigmoid && routing->method == TC_TOPK_GREEDY;
  scoreToken(routing, logits, scores);
  // Plain softmax ranks the logits themselves (monotonic, and no rounding
  // of probabilities can reorder them).
  for (int64_t e = 0; e < experts; ++e) {
    choice[e] = plain ? logits[e] : scores[e];
    if (routing->bias)
      choice[e] += routing->bias[e];
    chosen[e] = false;
  }
  if (routing->method != TC_TOPK_GREEDY)
    maskClosedGroups(routing, choice, chosen);
  double selected = 0.0;
  for (int64_t j = 0; j < routing->topK; ++j) {
    int64_t best = bestUnchosen(choice, chosen, experts);
    chosen[best] = true;
    ids[j] = (double)best;
    weights[j] = scores[best];
    selected += weights[j];
  }
  for (int64_t j = 0; j < routing->topK; ++j)
    weights[j] = (routing->normalize ? weights[j] / selected : weights[j]) *
                 routing->scale;
}

static int64_t optionalI64(MlirOperation op, const char *name) {
  MlirAttribute attr = tcOpGetAttr(op, name);
  return mlirAttributeIsNull(attr) || !mlirAttributeIsAInteger(attr)
             ? 1
             : mlirIntegerAttrGetValueInt(attr);
}

/// The routing of `op` over `experts`; false after a diagnostic when its
/// attributes cannot route (tc-verify says why).
static bool readRouting(MlirOperation op, int64_t experts, Routing *routing) {
  MlirAttribute topK = tcOpGetAttr(op, "top_k");
  MlirAttribute scale = tcOpGetAttr(op, "routed_scaling_factor");
  if (mlirAttributeIsNull(topK) || !mlirAttributeIsAInteger(topK))
    return tcRunEmitError(op, "expected attribute 'top_k' (i64)");
  int scoring = tcOpGetStringChoice(op, "scoring_func", kTcScoringFuncNames);
  int method = tcOpGetStringChoice(op, "topk_method", kTcTopkMethodNames);
  if (scoring < 0 || method < 0)
    return tcRunEmitError(op, "its routing attributes do not agree (run "
                              "tc-verify)");
  *routing = (Routing){
      .experts = experts,
      .topK = mlirIntegerAttrGetValueInt(topK),
      .groups = optionalI64(op, "n_group"),
      .openGroups = optionalI64(op, "topk_group"),
      .sigmoid = scoring == TC_SCORING_SIGMOID,
      .method = (TcTopkMethod)method,
      .normalize = !mlirAttributeIsNull(tcOpGetAttr(op, "norm_topk_prob")),
      .scale = mlirAttributeIsNull(scale) || !mlirAttributeIsAFloat(scale)
                   ? 1.0
                   : mlirFloatAttrGetValueDouble(scale),
  };
  if (routing->topK < 1 || routing->topK > experts || routing->groups < 1 ||
      experts % routing->groups != 0 || routing->openGroups < 1 ||
      routing->openGroups > routing->groups ||
      routing->topK > routing->openGroups * (experts / routing->groups))
    return tcRunEmitError(op, "its routing attributes do not agree (run "
                              "tc-verify)");
  return true;
}

bool tcRunMoeGateOnRank(TcMachine *machine, MlirOperation op,
                          int64_t position) {
  const TcTensor *logits = tcMachineGetOperand(machine, op, 0, position);
  TcTensor *weights = tcMachineGetResult(machine, op, 0, position);
  TcTensor *ids = tcMachineGetResult(machine, op, 1, position);
  if (!logits)
    return false;
  int64_t experts = logits->shape[logits->rank - 1];
  Routing routing = {0};
  if (!readRouting(op, experts, &routing))
    return false;
  int64_t topK = routing.topK;
  int64_t tokens = experts ? logits->numElements / experts : 0;
  if (weights->numElements != tokens * topK)
    return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
  if (mlirOperationGetNumOperands(op) > 1) {
    const TcTensor *bias = tcMachineGetOperand(machine, op, 1, position);
    if (!bias)
      return false;
    if (bias->numElements != experts)
      return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
    routing.bias = bias->data;
  }
  bool *chosen = tcCheckAllocation(malloc(sizeof(bool) * (size_t)experts));
  double *scores = tcCheckAllocation(malloc(sizeof(double) * 2 * (size_t)experts));
  for (int64_t t = 0; t < tokens; ++t) {
    double *w = &weights->data[t * topK];
    routeToken(&routing, &logits->data[t * experts], scores, scores + experts,
               chosen, w, &ids->data[t * topK]);
    for (int64_t j = 0; j < topK; ++j)
      w[j] = tcNumberRound(weights->format, w[j]);
  }
  free(chosen);
  free(scores);
  return true;
}

//===----------------------------------------------------------------------===//
// moe_dispatch and moe_combine.
//===----------------------------------------------------------------------===//

/// The shapes dispatch and combine share: `experts` (E, ..., H) holds, per
/// expert, the `tokens` tensor (..., H); `ids` (..., k) routes its tokens.
typedef struct ExpertLayout {
  int64_t experts, tokens, width, topK;
} ExpertLayout;

static bool readExpertLayout(MlirOperation op, const TcTensor *experts,
                             const TcTensor *tokens, const TcTensor *ids,
                             ExpertLayout *layout) {
  layout->width = tokens->shape[tokens->rank - 1];
  layout->experts = experts->shape[0];
  layout->tokens = layout->width ? tokens->numElements / layout->width : 0;
  layout->topK = ids->shape[ids->rank - 1];
  if (ids->numElements != layout->tokens * layout->topK ||
      experts->numElements != layout->experts * tokens->numElements)
    return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
  return true;
}

/// y[e, t] = x[t] for each expert e token t chose; the rest stays zero.
bool tcRunMoeDispatchOnRank(TcMachine *machine, MlirOperation op,
                              int64_t position) {
  const TcTensor *x = tcMachineGetOperand(machine, op, 0, position);
  const TcTensor *ids = tcMachineGetOperand(machine, op, 1, position);
  TcTensor *y = tcMachineGetResult(machine, op, 0, position);
  ExpertLayout layout;
  if (!x || !ids || !readExpertLayout(op, y, x, ids, &layout))
    return false;
  for (int64_t t = 0; t < layout.tokens; ++t)
    for (int64_t j = 0; j < layout.topK; ++j) {
      int64_t e = 0;
      if (!readExpertId(op, ids->data[t * layout.topK + j], layout.experts, &e))
        return false;
      double *row = &y->data[(e * layout.tokens + t) * layout.width];
      for (int64_t h = 0; h < layout.width; ++h)
        row[h] = x->data[t * layout.width + h];
    }
  return true;
}

/// Token t's slots in ascending expert order (a stable insertion sort: k is
/// small), so the sum runs as the reference's loop over experts.
static bool sortSlotsByExpert(MlirOperation op, const double *ids,
                              int64_t topK, int64_t experts, int64_t *slots,
                              int64_t *expertOf) {
  for (int64_t j = 0; j < topK; ++j) {
    if (!readExpertId(op, ids[j], experts, &expertOf[j]))
      return false;
    int64_t i = j;
    for (; i > 0 && expertOf[slots[i - 1]] > expertOf[j]; --i)
      slots[i] = slots[i - 1];
    slots[i] = j;
  }
  return true;
}

/// The experts a combine's y holds at `position`: all `rows` of them from
/// expert 0, or (with `rank_group`, expert parallelism) chunk i of the E =
/// size · rows experts, i the rank's place in its copy of the group.
static bool combinedExperts(TcMachine *machine, MlirOperation op,
                            int64_t position, int64_t rows, int64_t *first,
                            int64_t *experts) {
  *first = 0;
  *experts = rows;
  if (mlirAttributeIsNull(tcOpGetAttr(op, "rank_group")))
    return true;
  int64_t place, size;
  if (!tcMachineGetPlaceInGroup(machine, op, position, &place, &size))
    return false;
  *first = place * rows;
  *experts = size * rows;
  return true;
}

/// out[t] = sum over t's experts e, ascending, of weights[t, j] · y[e, t]:
/// those of them y holds (all, or this rank's chunk).
bool tcRunMoeCombineOnRank(TcMachine *machine, MlirOperation op,
                             int64_t position) {
  const TcTensor *y = tcMachineGetOperand(machine, op, 0, position);
  const TcTensor *weights = tcMachineGetOperand(machine, op, 1, position);
  const TcTensor *ids = tcMachineGetOperand(machine, op, 2, position);
  TcTensor *out = tcMachineGetResult(machine, op, 0, position);
  ExpertLayout layout;
  int64_t first, experts;
  if (!y || !weights || !ids || !readExpertLayout(op, y, out, ids, &layout) ||
      !combinedExperts(machine, op, position, layout.experts, &first,
                       &experts))
    return false;
  if (weights->numElements != ids->numElements)
    return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
  int64_t *slots = tcCheckAllocation(
      malloc(sizeof(int64_t) * 2 * (size_t)(layout.topK ? layout.topK : 1)));
  int64_t *expertOf = slots + layout.topK;
  bool ok = true;
  for (int64_t t = 0; ok && t < layout.tokens; ++t) {
    ok = sortSlotsByExpert(op, &ids->data[t * layout.topK], layout.topK,
                           experts, slots, expertOf);
    double *row = &out->data[t * layout.width];
    for (int64_t i = 0; ok && i < layout.topK; ++i) {
      int64_t j = slots[i], local = expertOf[j] - first;
      if (local < 0 || local >= layout.experts)
        continue; // another rank's expert
      double w = weights->data[t * layout.topK + j];
      const double *expertRow =
          &y->data[(local * layout.tokens + t) * layout.width];
      for (int64_t h = 0; h < layout.width; ++h)
        row[h] += w * expertRow[h];
    }
    for (int64_t h = 0; ok && h < layout.width; ++h)
      row[h] = tcNumberRound(out->format, row[h]);
  }
  free(slots);
  return ok;
}

/// out = routed + sigmoid(gate) · shared, gate one logit per token.
bool tcRunMoeSharedAddOnRank(TcMachine *machine, MlirOperation op,
                               int64_t position) {
  const TcTensor *routed = tcMachineGetOperand(machine, op, 0, position);
  const TcTensor *shared = tcMachineGetOperand(machine, op, 1, position);
  const TcTensor *gate = tcMachineGetOperand(machine, op, 2, position);
  TcTensor *out = tcMachineGetResult(machine, op, 0, position);
  if (!routed || !shared || !gate)
    return false;
  int64_t width = out->shape[out->rank - 1];
  if (routed->numElements != out->numElements ||
      shared->numElements != out->numElements ||
      gate->numElements * width != out->numElements)
    return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
  for (int64_t i = 0; i < out->numElements; ++i) {
    double g = gate->data[i / width];
    out->data[i] = tcNumberRound(out->format, routed->data[i] +
                                                  shared->data[i] / (1.0 + exp(-g)));
  }
  return true;
}
