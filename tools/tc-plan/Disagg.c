//===- Disagg.c - tc-plan: disaggregated prefill and decode ---------------===//
//
// A disaggregated deployment splits the GPUs into x prefill workers of one
// layout and y decode workers of another, as Dynamo and TensorRT-LLM's
// disaggregated serving run them: a request's prefill runs on a prefill
// worker (its groups one request each, nothing else in its iterations), its
// KV cache moves to a decode worker (NVLink inside a node, the network
// between), and the decode steps run with no prefill in them. TTFT is the
// prefill plus the transfer; TPOT the decode step alone (over the tokens an
// MTP step yields); the deployment serves as many requests as its slower
// side, prefills at x · DP / prefill time, decodes at y · batch / (output
// tokens · TPOT). Every number comes from points the sweep costed: a
// layout's prefill and a decode point's step.
//
//===----------------------------------------------------------------------===//

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "Plan.h"

static int64_t gpusOf(int64_t tp, int64_t dp) { return tp * dp; }

static bool sameLayout(const PlanPoint *a, const PlanPoint *b) {
  return a->device == b->device && a->tp == b->tp && a->dp == b->dp &&
         a->ep == b->ep && a->sequenceParallel == b->sequenceParallel &&
         a->quant == b->quant &&
         (a->exchange == b->exchange ||
          (a->exchange && b->exchange && !strcmp(a->exchange, b->exchange)));
}

/// Point `j` stands for its layout as a prefill worker: the layout's first
/// aggregated point without MTP on device `d` in scheme `quant`.
static bool isPrefillLayout(const Plan *plan, size_t j, size_t d,
                            const char *quant) {
  const PlanPoint *p = &plan->points[j];
  if (p->device != d || p->disaggregated || p->mtp > 0 || p->prefillMs <= 0 ||
      strcmp(p->quant, quant))
    return false;
  for (size_t k = 0; k < j; ++k) {
    const PlanPoint *earlier = &plan->points[k];
    if (!earlier->disaggregated && earlier->mtp == 0 &&
        sameLayout(earlier, p))
      return false;
  }
  return true;
}

/// The KV cache of one request's input, moved to its decode group: each of
/// the group's GPUs receives its share in parallel, over NVLink when the
/// deployment is one node, else over the network.
static double transferMs(const PlanOptions *options, const PlanDevice *device,
                         const PlanPoint *decode) {
  double bytes = (double)options->inputLength * decode->kvBytesPerToken;
  bool oneNode = device->gpusPerNode <= 0 || options->gpus <= device->gpusPerNode;
  double perSecond = (oneNode ? device->linkGbPerS : device->networkGbPerS) * 1e9;
  if (perSecond <= 0)
    return 0;
  return bytes / perSecond * 1e3 + (oneNode ? 0 : device->networkLatencyUs / 1e3);
}

/// `decode` served by y workers of its layout and `prefill`'s layout on x
/// workers, the x (and the most y it leaves room for) that serve the most
/// tokens/s per GPU; false when no split has a worker of each.
static bool splitWorkers(const PlanOptions *options, const PlanDevice *device,
                         const PlanPoint *prefill, const PlanPoint *decode,
                         PlanPoint *point) {
  int64_t prefillGpus = gpusOf(prefill->tp, prefill->dp);
  int64_t decodeGpus = gpusOf(decode->tp, decode->dp);
  double tpot = decode->decodeMs / decode->tokensPerStep;
  double osl = (double)options->outputLength;
  bool found = false;
  for (int64_t x = 1; x * prefillGpus + decodeGpus <= options->gpus; ++x) {
    int64_t y = (options->gpus - x * prefillGpus) / decodeGpus;
    double prefillRate = (double)(x * prefill->dp) / prefill->prefillMs;
    double decodeRate = (double)y * (double)decode->batch / (osl * tpot);
    double rate = prefillRate < decodeRate ? prefillRate : decodeRate;
    double perGpu = rate * osl * 1e3 / (double)(x * prefillGpus + y * decodeGpus);
    if (found && perGpu <= point->tokensPerSecondPerGpu)
      continue;
    found = true;
    point->prefillWorkers = x;
    point->decodeWorkers = point->replicas = y;
    point->tokensPerSecondPerGpu = perGpu;
  }
  return found;
}

/// The disaggregated point of `decode` with `prefill`'s layout.
static bool pairWorkers(const PlanOptions *options, const PlanDevice *device,
                        const PlanPoint *prefill, const PlanPoint *decode,
                        PlanPoint *point) {
  *point = *decode;
  if (!splitWorkers(options, device, prefill, decode, point))
    return false;
  point->disaggregated = true;
  point->prefillTp = prefill->tp;
  point->prefillDp = prefill->dp;
  point->prefillEp = prefill->ep;
  point->prefillExchange = prefill->exchange;
  point->prefillSequenceParallel = prefill->sequenceParallel;
  point->kvTransferMs = transferMs(options, device, decode);
  point->prefillMs = prefill->prefillMs + point->kvTransferMs;
  point->prefillAttentionMs = prefill->prefillAttentionMs;
  point->prefillMemoryGb = prefill->prefillMemoryGb;
  point->prefillFits = prefill->prefillFits;
  point->iterationPrefillMs = 0;
  point->fusedPrefill = false;
  point->tpotMs = decode->decodeMs / decode->tokensPerStep;
  point->tokensPerSecondPerUser = 1e3 / point->tpotMs;
  point->memoryGbPerGpu = decode->memoryGbPerGpu > prefill->prefillMemoryGb
                              ? decode->memoryGbPerGpu
                              : prefill->prefillMemoryGb;
  point->fits = decode->fits && prefill->prefillFits;
  point->meetsTargets =
      point->fits &&
      (options->ttftMs <= 0 || point->prefillMs <= options->ttftMs) &&
      (options->tpotMs <= 0 || point->tpotMs <= options->tpotMs);
  return true;
}

/// Whether `candidate` beats `best`: meeting the targets first, then
/// fitting, then tokens/s per GPU.
static bool isBetter(const PlanPoint *candidate, const PlanPoint *best) {
  if (candidate->meetsTargets != best->meetsTargets)
    return candidate->meetsTargets;
  if (candidate->fits != best->fits)
    return candidate->fits;
  return candidate->tokensPerSecondPerGpu > best->tokensPerSecondPerGpu;
}

void planDisaggregate(const PlanOptions *options, Plan *plan, size_t d) {
  size_t count = plan->numPoints; // the aggregated points swept so far
  for (size_t i = 0; i < count; ++i) {
    PlanPoint decode = plan->points[i], best, candidate;
    if (decode.device != d || decode.disaggregated)
      continue;
    bool found = false;
    for (size_t j = 0; j < count; ++j)
      if (isPrefillLayout(plan, j, d, decode.quant) &&
          pairWorkers(options, &plan->devices[d], &plan->points[j], &decode,
                      &candidate) &&
          (!found || isBetter(&candidate, &best))) {
        best = candidate;
        found = true;
      }
    if (found)
      planAddPoint(plan, &best);
  }
}

const char *planDescribePrefill(const PlanPoint *point, char *text,
                                size_t size) {
  if (!point->disaggregated) {
    snprintf(text, size, "-");
    return text;
  }
  size_t used = (size_t)snprintf(text, size, "%" PRId64 "x TP %" PRId64,
                                 point->prefillWorkers, point->prefillTp);
  if (point->prefillDp > 1 && used < size)
    used += (size_t)snprintf(text + used, size - used, " DP %" PRId64,
                             point->prefillDp);
  if (point->prefillEp > 1 && used < size)
    snprintf(text + used, size - used, " EP %" PRId64, point->prefillEp);
  return text;
}
