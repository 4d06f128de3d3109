//===- Sweep.c - tc-plan: every layout, built, rewritten and costed -------===//
//
// A layout is a tensor-parallel size TP and (MoE models) an attention
// data-parallel size DP whose product divides the GPUs (the rest serve as
// replicas), an expert-parallel size dividing TP x DP with tc-gen's token
// exchanges (one all_reduce, or all_to_all around the experts; with DP the
// tokens gathered, or DeepEP's all_to_all), sequence parallelism on or off
// (without DP), and a quantization scheme. The generator
// decides what a model allows: a layout it refuses (heads that TP does not
// divide, a dense model with experts split, ...) is counted and skipped. Per
// layout, the prefill of one request's input costs its TTFT; per batch, the
// decode step at the mean context and a decode iteration that also runs a
// prefill (in-flight batching) its TPOT. Each program is built by the library
// (tcModelCreate), rewritten by the default pipeline and costed
// (tcOperationEstimateCost) in one context, with no text between them: the
// numbers are those of tc-gen | tc-opt --tc-pipeline --tc-cost-report for the
// same flags (planPointCommands writes those commands).
//
//===----------------------------------------------------------------------===//

// isatty and fileno (POSIX): the progress line only on a terminal.
#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/Pass.h"
#include "tensor_cast-c/TensorCast.h"

#include "Plan.h"
#include "ToolSupport/ToolSupport.h"

/// What a program costs, or why it could not be built.
typedef struct Costed {
  bool ok;
  TcCostSummary summary;
  char why[512];
} Costed;

static void appendMessage(MlirStringRef text, void *userData) {
  Costed *costed = userData;
  size_t used = strlen(costed->why);
  size_t room = sizeof costed->why - used - 1;
  size_t length = text.length < room ? text.length : room;
  memcpy(costed->why + used, text.data, length);
  costed->why[used + length] = '\0';
}

/// Diagnostics go to the point being costed: a refused layout is not an
/// error of the sweep.
static MlirLogicalResult keepDiagnostic(MlirDiagnostic diagnostic,
                                        void *userData) {
  Costed **current = userData;
  if (*current && !(*current)->why[0])
    mlirDiagnosticPrint(diagnostic, appendMessage, *current);
  return mlirLogicalResultSuccess();
}

typedef struct Sweep {
  const PlanOptions *options;
  const char *device; // the device being swept
  MlirContext context;
  Costed *current; // where diagnostics go
} Sweep;

/// The flags of one program: the layout, and prefill or decode.
enum { MAX_PROGRAM_FLAGS = 16 };
typedef struct ProgramFlags {
  char text[MAX_PROGRAM_FLAGS][1100];
  const char *argv[MAX_PROGRAM_FLAGS];
  int count;
} ProgramFlags;

static void addFlag(ProgramFlags *flags, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
static void addFlag(ProgramFlags *flags, const char *format, ...) {
  if (flags->count == MAX_PROGRAM_FLAGS)
    abort(); // a program's flags are this file's: more is a bug here
  va_list args;
  va_start(args, format);
  vsnprintf(flags->text[flags->count], sizeof flags->text[0], format, args);
  va_end(args);
  flags->argv[flags->count] = flags->text[flags->count];
  ++flags->count;
}

int64_t planCountChunks(const PlanOptions *options) {
  if (options->chunk <= 0 || options->chunk >= options->inputLength)
    return 1;
  return (options->inputLength + options->chunk - 1) / options->chunk;
}

static void addLayoutFlags(ProgramFlags *flags, const PlanOptions *options,
                           const PlanPoint *point) {
  addFlag(flags, "--config=%s", options->config);
  addFlag(flags, "--world-size=%" PRId64, point->tp * point->dp);
  if (point->dp > 1)
    addFlag(flags, "--attention-dp=%" PRId64, point->dp);
  if (point->ep > 1)
    addFlag(flags, "--expert-parallel=%" PRId64, point->ep);
  if (point->exchange && strcmp(point->exchange, "all-gather"))
    addFlag(flags, "--expert-exchange=%s", point->exchange);
  if (strcmp(point->quant, "none") || options->quantGiven)
    addFlag(flags, "--quant=%s", point->quant);
}

/// The layout's flags and the cache's: a prefill chunk over a cache takes
/// chunkKvDtype (an FP8 latent cache is read in the model's dtype there).
static void addProgramFlags(ProgramFlags *flags, const PlanOptions *options,
                            const PlanPoint *point, bool chunkOverCache) {
  addLayoutFlags(flags, options, point);
  const char *kv = chunkOverCache && options->chunkKvDtype
                       ? options->chunkKvDtype
                       : options->kvDtype;
  if (kv)
    addFlag(flags, "--kv-dtype=%s", kv);
}

/// tc-gen's flags for prefill chunk `chunk` of `point` (the whole input
/// unchunked): its tokens over the cache of the chunks before it. Filled in
/// place: `argv` points into `text`.
/// The layout `point`'s prefills run in: a disaggregated point's prefill
/// workers' (written into `view`), else its own.
static const PlanPoint *prefillLayoutOf(const PlanPoint *point,
                                        PlanPoint *view) {
  if (!point->disaggregated)
    return point;
  *view = *point;
  view->tp = point->prefillTp;
  view->dp = point->prefillDp;
  view->ep = point->prefillEp;
  view->exchange = point->prefillExchange;
  view->sequenceParallel = point->prefillSequenceParallel;
  return view;
}

static void prefillFlags(const PlanOptions *options, const PlanPoint *point,
                         int64_t chunk, ProgramFlags *flags) {
  PlanPoint view;
  point = prefillLayoutOf(point, &view);
  flags->count = 0;
  int64_t size = planCountChunks(options) == 1 ? options->inputLength
                                               : options->chunk;
  int64_t start = chunk * size;
  addProgramFlags(flags, options, point, start > 0);
  int64_t end = start + size < options->inputLength ? start + size
                                                    : options->inputLength;
  if (point->dp > 1) // a request in each group, as balanced serving has
    addFlag(flags, "--batch=%" PRId64, point->dp);
  addFlag(flags, "--seq=%" PRId64, end - start);
  if (start > 0)
    addFlag(flags, "--context=%" PRId64, start);
}

/// tc-gen's flags for the decode step of `point` at the mean context, in
/// place.
static void decodeFlags(const PlanOptions *options, const PlanPoint *point,
                        ProgramFlags *flags) {
  flags->count = 0;
  addProgramFlags(flags, options, point, false);
  addFlag(flags, "--decode");
  addFlag(flags, "--batch=%" PRId64, point->batch);
  addFlag(flags, "--context=%" PRId64,
          options->inputLength + options->outputLength / 2);
  if (point->mtp > 0)
    addFlag(flags, "--mtp=%" PRId64, point->mtp);
}

/// tc-gen's flags for the MTP draft layer's step of `point`, in place.
static void draftFlags(const PlanOptions *options, const PlanPoint *point,
                       ProgramFlags *flags) {
  decodeFlags(options, point, flags);
  addFlag(flags, "--mtp-draft");
}

static const char *pipelineOptions(bool sequenceParallel) {
  return sequenceParallel ? "sequence-parallel=true" : "";
}

/// The program of `flags` (tc-gen's, as the point's command prints them),
/// or a null module with the reason in `costed`.
static MlirModule createProgram(Sweep *sweep, const ProgramFlags *flags,
                                Costed *costed) {
  TcModelOptions model;
  TcStringBuffer error = {0};
  MlirModule module = {NULL};
  if (tcToolParseModelFlags(flags->count, flags->argv, &model, &error))
    module = tcModelCreate(sweep->context, &model, appendMessage, costed);
  else
    appendMessage(mlirStringRefCreate(tcBufferGetCString(&error), error.length),
                  costed);
  tcBufferDestroy(&error);
  return module;
}

/// Builds the program of `flags`, runs the default pipeline on it and costs
/// it on the device.
static Costed costProgram(Sweep *sweep, const ProgramFlags *flags,
                          bool sequenceParallel) {
  Costed costed = {.ok = false};
  sweep->current = &costed;
  MlirModule module = createProgram(sweep, flags, &costed);
  if (!mlirModuleIsNull(module)) {
    MlirPassManager manager = mlirPassManagerCreate(sweep->context);
    MlirOperation op = mlirModuleGetOperation(module);
    costed.ok =
        mlirLogicalResultIsSuccess(tcOpPassManagerAddPass(
            mlirPassManagerGetAsOpPassManager(manager),
            mlirStringRefCreateFromCString("tc-pipeline"),
            mlirStringRefCreateFromCString(pipelineOptions(sequenceParallel)),
            (TcStatistics){NULL}, appendMessage, &costed)) &&
        mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(manager, op));
    mlirPassManagerDestroy(manager);
    TcCostOptions costOptions = tcCostOptionsGetDefault();
    costOptions.device = sweep->device;
    costOptions.memoryReserveGigabytes = sweep->options->memoryReserveGb;
    costOptions.network = sweep->options->network;
    costOptions.gpusPerNode = sweep->options->gpusPerNode;
    if (sweep->options->balancedRouting)
      costOptions.moeRoutingSkew = 0;
    costed.ok = costed.ok &&
                mlirLogicalResultIsSuccess(
                    tcOperationEstimateCost(op, &costOptions, &costed.summary));
    mlirModuleDestroy(module);
  }
  sweep->current = NULL;
  return costed;
}

void planAddPoint(Plan *plan, const PlanPoint *point) {
  if (plan->numPoints == plan->capacity) {
    plan->capacity = plan->capacity ? 2 * plan->capacity : 64;
    plan->points = realloc(plan->points, sizeof(PlanPoint) * plan->capacity);
    if (!plan->points)
      abort();
  }
  plan->points[plan->numPoints++] = *point;
}

/// TPOT (the decode step over the tokens it yields, plus its share of the
/// prefills) and the throughputs.
static void setThroughput(const PlanOptions *options, PlanPoint *point) {
  // With attention data parallelism each group runs its own requests'
  // prefills, the groups' side by side in one iteration.
  point->tpotMs = point->decodeMs / point->tokensPerStep +
                  point->iterationPrefillMs *
                      (double)(point->batch / point->dp) /
                      (double)options->outputLength;
  point->tokensPerSecondPerUser = 1000.0 / point->tpotMs;
  point->tokensPerSecondPerGpu = point->tokensPerSecondPerUser *
                                 (double)point->batch /
                                 (double)(point->tp * point->dp);
}

/// Memory a GPU: the weights, the KV cache at the full context and peak
/// activations (the draft layer's too); whether it fits.
static void setMemory(const PlanOptions *options, PlanPoint *point,
                      const TcCostSummary *decode,
                      const TcCostSummary *draft) {
  double mean = (double)(options->inputLength + options->outputLength / 2);
  double full = (double)(options->inputLength + options->outputLength);
  // The KV cache grows linearly in the tokens held: at the full context.
  double bytes = decode->weightBytes + decode->kvCacheBytes * full / mean +
                 decode->peakActivationBytes;
  if (draft)
    bytes += draft->weightBytes + draft->kvCacheBytes * full / mean;
  point->memoryGbPerGpu = bytes / 1e9;
  point->capacityGb = decode->capacityBytes / 1e9;
  point->reserveGb = decode->reserveBytes / 1e9;
  point->fits = decode->capacityBytes <= 0 ||
                bytes <= decode->capacityBytes - decode->reserveBytes;
}

/// The tokens the KV cache holds on a GPU, and a prefill worker's memory.
static void setCacheCapacity(const PlanOptions *options, PlanPoint *point,
                             const TcCostSummary *decode) {
  double mean = (double)(options->inputLength + options->outputLength / 2);
  // A token's cache on this GPU: the decode step's cache holds each of its
  // group's requests at the mean context.
  double perToken = decode->kvCacheBytes /
                    ((double)(point->batch / point->dp) * mean);
  double free = decode->capacityBytes - decode->reserveBytes -
                decode->weightBytes - decode->peakActivationBytes;
  point->kvTokensPerGpu =
      perToken > 0 && decode->capacityBytes > 0 && free > 0 ? free / perToken
                                                             : 0;
  point->kvBytesPerToken = perToken > 0 ? perToken : 0;
  // As a prefill worker: one request's cache a group beside its program.
  double prefill = point->prefillResidentGb * 1e9 +
                   (double)options->inputLength * point->kvBytesPerToken;
  point->prefillMemoryGb = prefill / 1e9;
  point->prefillFits = decode->capacityBytes <= 0 ||
                       prefill <= decode->capacityBytes - decode->reserveBytes;
}

/// TPOT as a serving engine measures it: the decode step (with MTP over
/// the tokens it yields) plus its share of the prefills in-flight batching
/// runs inside its iterations (each of the batch's requests is replaced
/// every output-length tokens); throughput from it. `draft`: the MTP draft
/// step's cost (its weights and cache held too), or NULL.
static void finishPoint(const PlanOptions *options, PlanPoint *point,
                        const TcCostSummary *decode,
                        const TcCostSummary *draft) {
  setThroughput(options, point);
  setMemory(options, point, decode, draft);
  setCacheCapacity(options, point, decode);
  point->meetsTargets =
      point->fits &&
      (options->ttftMs <= 0 || point->prefillMs <= options->ttftMs) &&
      (options->tpotMs <= 0 || point->tpotMs <= options->tpotMs);
}

/// Counts a layout the model refuses; the first one's layout and reason are
/// kept for the report.
/// The model refuses a layout on every device alike: counted on the first.
static void noteRefusal(Plan *plan, const PlanPoint *layout, const char *why) {
  if (layout->device > 0)
    return;
  ++plan->layoutsRefused;
  if (plan->firstRefusal[0])
    return;
  char dp[32] = "";
  if (layout->dp > 1)
    snprintf(dp, sizeof dp, " DP %" PRId64, layout->dp);
  snprintf(plan->firstRefusal, sizeof plan->firstRefusal,
           "TP %" PRId64 "%s EP %" PRId64 "%s%s SP %s %s: %s", layout->tp,
           dp, layout->ep, layout->exchange ? " " : "",
           layout->exchange ? layout->exchange : "",
           layout->sequenceParallel ? "on" : "off", layout->quant, why);
}

static double seconds(void) {
  struct timespec now;
  timespec_get(&now, TIME_UTC);
  return (double)now.tv_sec + now.tv_nsec * 1e-9;
}

/// tc-gen's flags for one decode iteration that also runs a request's whole
/// prefill, as one program over their tokens together, in place.
static void iterationFlags(const PlanOptions *options, const PlanPoint *point,
                           ProgramFlags *flags) {
  flags->count = 0;
  addProgramFlags(flags, options, point, false);
  if (point->dp > 1) // each group's prefill beside its decoding requests
    addFlag(flags, "--batch=%" PRId64, point->dp);
  addFlag(flags, "--seq=%" PRId64,
          options->inputLength + point->batch / point->dp);
}

/// A serving engine's iteration running the program of `summary`: its step
/// and the host's time keeping the ranks in step.
static double iterationMs(const TcCostSummary *summary) {
  return (summary->stepTimeMicroseconds + summary->iterationSyncMicroseconds) /
         1e3;
}

/// What one request's prefill adds to the decode iteration that runs it, as
/// in-flight batching does: the GEMMs, norms and collectives of one program
/// over the prefill's and the batch's tokens (the weights read once),
/// launched from the host, with the decode step's and the prefill's own
/// attention in place of its causal one, and at least the host's launches
/// (engines replay only decode-only iterations from a graph); at least 0. A
/// chunked prefill, or a layout that refuses the joint program, keeps the
/// separate prefill.
static double iterationPrefillMs(Sweep *sweep, PlanPoint *point,
                                 const TcCostSummary *decode) {
  point->fusedPrefill = false;
  if (planCountChunks(sweep->options) > 1)
    return point->prefillMs;
  ProgramFlags flags;
  iterationFlags(sweep->options, point, &flags);
  Costed joint = costProgram(sweep, &flags, point->sequenceParallel);
  if (!joint.ok)
    return point->prefillMs;
  point->fusedPrefill = true;
  double gpu = (joint.summary.stepTimeMicroseconds -
                joint.summary.attentionMicroseconds +
                decode->attentionMicroseconds) /
                   1e3 +
               point->prefillAttentionMs;
  double host = joint.summary.hostMicroseconds / 1e3;
  double iteration = (gpu > host ? gpu : host) +
                     decode->iterationSyncMicroseconds / 1e3;
  double added = iteration - point->decodeMs;
  return added > 0 ? added : 0;
}

/// `layout` at `perGroup` requests a data-parallel group (its prefill
/// costed already) into `point`; false after noting the model's refusal.
static bool costBatch(Sweep *sweep, Plan *plan, const PlanPoint *layout,
                      int64_t perGroup, PlanPoint *point) {
  *point = *layout;
  point->batch = perGroup * layout->dp;
  ProgramFlags flags;
  decodeFlags(sweep->options, point, &flags);
  Costed decode = costProgram(sweep, &flags, point->sequenceParallel);
  if (!decode.ok) {
    noteRefusal(plan, point, decode.why);
    return false;
  }
  point->decodeMs = iterationMs(&decode.summary);
  point->iterationSyncMs = decode.summary.iterationSyncMicroseconds / 1e3;
  point->tokensPerStep = 1;
  point->iterationPrefillMs = iterationPrefillMs(sweep, point, &decode.summary);
  finishPoint(sweep->options, point, &decode.summary, NULL);
  return true;
}

/// The tokens an MTP step yields on average: the verified token and each of
/// the k drafts while they are accepted, 1 + a + ... + a^k.
static double tokensPerMtpStep(int64_t drafts, double accept) {
  double tokens = 1, run = 1;
  for (int64_t i = 0; i < drafts; ++i)
    tokens += run *= accept;
  return tokens;
}

/// `plain` (a costed point without MTP) with `drafts` MTP draft tokens a
/// step: the decode step verifying them and the draft layer's step run
/// `drafts` times, over the tokens a step yields; its prefills as plain's.
/// False after noting the model's refusal.
static bool costMtpPoint(Sweep *sweep, Plan *plan, const PlanPoint *plain,
                         int64_t drafts, PlanPoint *point) {
  *point = *plain;
  point->mtp = drafts;
  ProgramFlags flags;
  decodeFlags(sweep->options, point, &flags);
  Costed verify = costProgram(sweep, &flags, point->sequenceParallel);
  draftFlags(sweep->options, point, &flags);
  Costed draft = verify.ok ? costProgram(sweep, &flags, point->sequenceParallel)
                           : verify;
  if (!draft.ok) {
    noteRefusal(plan, point, draft.why);
    return false;
  }
  point->draftMs = draft.summary.stepTimeMicroseconds / 1e3;
  point->decodeMs = iterationMs(&verify.summary) +
                    (double)drafts * point->draftMs;
  point->tokensPerStep = tokensPerMtpStep(drafts, sweep->options->mtpAccept);
  finishPoint(sweep->options, point, &verify.summary, &draft.summary);
  return true;
}

int64_t planMtpTokens(const PlanOptions *options, const Plan *plan) {
  if (plan->facts.mtpLayers == 0)
    return 0;
  return options->mtp >= 0 ? options->mtp : plan->facts.mtpLayers;
}

/// Whether `point` is one "max" keeps: it fits, and meets --tpot-ms.
static bool isWithinLimits(const PlanOptions *options, const PlanPoint *point) {
  return point->fits &&
         (options->tpotMs <= 0 || point->tpotMs <= options->tpotMs);
}

/// A step from `batch` when bracketing the largest batch: a sixteenth.
static int64_t bracketStep(int64_t batch) {
  return batch / 16 > 1 ? batch / 16 : 1;
}

/// "max": the largest batch a group of `layout` runs within its memory
/// (and --tpot-ms). The tokens the GPU's cache holds over a request's
/// tokens give the first guess; steps up or down bracket the answer
/// (activations grow with the batch, and TPOT with it) and a bisection
/// finds it.
static void searchLargestBatch(Sweep *sweep, Plan *plan, PlanPoint layout) {
  const PlanOptions *options = sweep->options;
  PlanPoint best, point;
  if (!costBatch(sweep, plan, &layout, 1, &best) ||
      !isWithinLimits(options, &best))
    return; // one request does not fit (or is too slow): the list says so
  double full = (double)(options->inputLength + options->outputLength);
  double guess = best.kvTokensPerGpu / full;
  int64_t limit = ((int64_t)1 << 20) / layout.dp;
  int64_t low = 1, high = limit + 1; // low is within the limits, high not
  int64_t batch = guess >= (double)limit ? limit : guess >= 2 ? (int64_t)guess : 2;
  for (int step = 0; step < 24 && batch > low && batch < high; ++step) {
    if (!costBatch(sweep, plan, &layout, batch, &point))
      return;
    if (isWithinLimits(options, &point)) {
      low = batch;
      best = point;
      batch = high <= limit ? high : batch + bracketStep(batch);
    } else {
      high = batch;
      batch = low > 1 ? low : batch - bracketStep(batch);
    }
    if (high - low <= 1 || (low > 1 && high <= limit))
      break;
  }
  while (high - low > 1 && high <= limit) {
    int64_t middle = low + (high - low) / 2;
    if (!costBatch(sweep, plan, &layout, middle, &point))
      return;
    if (isWithinLimits(options, &point)) {
      low = middle;
      best = point;
    } else {
      high = middle;
    }
  }
  best.searched = true;
  planAddPoint(plan, &best);
}

/// Every batch of one layout (its prefill costed already).
static void sweepBatches(Sweep *sweep, Plan *plan, PlanPoint layout) {
  const PlanOptions *options = sweep->options;
  int64_t drafts = planMtpTokens(options, plan);
  for (size_t b = 0; b < options->numBatches; ++b) {
    PlanPoint point, withMtp;
    if (!costBatch(sweep, plan, &layout, options->batches[b], &point))
      continue;
    planAddPoint(plan, &point);
    if (drafts > 0 && costMtpPoint(sweep, plan, &point, drafts, &withMtp))
      planAddPoint(plan, &withMtp);
  }
  if (options->batchMax)
    searchLargestBatch(sweep, plan, layout);
}

/// One layout: its prefill, then its batches, each program through the
/// pipeline its commands name (with sequence parallelism or without).
static void sweepLayout(Sweep *sweep, Plan *plan, PlanPoint layout) {
  plan->layoutsTried += layout.device == 0;
  layout.prefillMs = layout.prefillAttentionMs = layout.prefillResidentGb = 0;
  for (int64_t chunk = 0; chunk < planCountChunks(sweep->options); ++chunk) {
    ProgramFlags flags;
    prefillFlags(sweep->options, &layout, chunk, &flags);
    Costed prefill = costProgram(sweep, &flags, layout.sequenceParallel);
    if (!prefill.ok) {
      noteRefusal(plan, &layout, prefill.why);
      return;
    }
    layout.prefillMs += iterationMs(&prefill.summary);
    layout.prefillAttentionMs += prefill.summary.attentionMicroseconds / 1e3;
    double resident = (prefill.summary.weightBytes +
                       prefill.summary.peakActivationBytes) / 1e9;
    if (resident > layout.prefillResidentGb)
      layout.prefillResidentGb = resident;
  }
  sweepBatches(sweep, plan, layout);
}

/// On a terminal only: `\r` in a redirected stderr would put the next
/// message mid-line.
static void printProgress(const Sweep *sweep, double start, size_t done,
                          size_t total, bool *shown) {
  if (!sweep->options->progress || !isatty(fileno(stderr)) ||
      seconds() - start < 1.0)
    return;
  fprintf(stderr, "\rtc-plan: %zu of %zu layouts", done, total);
  *shown = true;
}

static void printConfigWarning(MlirStringRef text, void *userData) {
  (void)userData;
  fprintf(stderr, "tc-plan: warning: %.*s\n", (int)text.length, text.data);
}

/// What the config describes (its sizes, experts, scheme), read once: a bad
/// config is the sweep's error, not one layout's; what it left to chance is
/// said (an error with --strict). Without --quant the points carry the
/// config's own scheme (an FP8 checkpoint's).
static bool readConfigFacts(PlanOptions *options, Plan *plan) {
  Costed costed = {.ok = false};
  TcModelOptions model = tcModelOptionsGetDefault();
  model.config = options->config;
  model.worldSize = 1;
  model.kvDtype = options->kvDtype;
  // A config's scheme tc-gen refuses is read when --quant replaces it.
  if (options->quantGiven)
    model.quant = options->quants[0];
  model.strict = options->strict;
  TcModelStatus status = tcModelGetFacts(
      &model, &plan->facts, printConfigWarning, NULL, appendMessage, &costed);
  if (status == TC_MODEL_BAD_CONFIG)
    fprintf(stderr, "tc-plan: error: %s\n", costed.why);
  snprintf(plan->configScheme, sizeof plan->configScheme, "%s",
           status == TC_MODEL_OK && !options->quantGiven ? plan->facts.quant
                                                          : "none");
  options->chunkKvDtype = plan->facts.latentAttention &&
                                  !strcmp(plan->facts.kvCache, "fp8")
                              ? plan->facts.dtype
                              : NULL;
  return status != TC_MODEL_BAD_CONFIG;
}

/// A request longer than the model's context is refused, as serving engines
/// refuse it (max_model_len); a flag that means nothing for the model is
/// said.
static bool checkRequest(const PlanOptions *options, const Plan *plan) {
  int64_t tokens = options->inputLength + options->outputLength;
  if (plan->facts.maxPositions > 0 && tokens > plan->facts.maxPositions) {
    fprintf(stderr,
            "tc-plan: error: --isl + --osl is %" PRId64 " tokens, beyond the "
            "model's max_position_embeddings (%" PRId64 ") in '%s'\n",
            tokens, plan->facts.maxPositions, options->config);
    return false;
  }
  if (options->routingGiven && plan->facts.experts == 0)
    fprintf(stderr, "tc-plan: warning: --moe-routing has no effect: %s is a "
                    "dense model (no experts)\n",
            options->config);
  return true;
}

/// A layout's sizes: TP, attention DP, EP and sequence parallelism.
typedef struct LayoutSizes {
  int64_t tp, dp, ep;
  int sp;
} LayoutSizes;

/// Whether every tensor-parallel group of `tp` consecutive ranks of the
/// GPUs lies inside one node (serving engines keep TP on NVLink).
static bool tensorParallelInsideNodes(const PlanOptions *options, int64_t tp,
                                      int64_t perNode) {
  for (int64_t start = 0; perNode > 0 && start < options->gpus; start += tp)
    if (start / perNode != (start + tp - 1) / perNode)
      return false;
  return true;
}

/// The layouts: TP x DP dividing the GPUs, DP only for a model with experts
/// (a dense model's groups would be replicas); EP dividing TP x DP for a
/// model with experts; sequence parallelism where attention has more than
/// one rank and no data parallelism (its pass leaves sub-group blocks).
static bool isLayout(const PlanOptions *options, bool experts,
                     int64_t perNode, LayoutSizes s) {
  int64_t world = s.tp * s.dp;
  return options->gpus % world == 0 && world % s.ep == 0 &&
         (experts || (s.ep == 1 && s.dp == 1)) &&
         (!s.sp || (s.tp > 1 && s.dp == 1)) &&
         (options->crossNodeTp ||
          tensorParallelInsideNodes(options, s.tp, perNode));
}

/// tc-gen's token exchanges of an expert-parallel layout, each a layout of
/// its own: neither wins everywhere (one all_reduce of every token's hidden
/// state against two all_to_alls of the routed copies). With attention data
/// parallelism the tokens are gathered from the groups, or (one rank a
/// group, whole experts) exchanged as DeepEP does.
static const char *const kExchanges[] = {"all-reduce", "all-to-all"};
static const char *const kGroupExchanges[] = {"all-gather", "all-to-all"};

/// The exchanges a layout sweeps: none without expert or data parallelism.
static int countExchanges(LayoutSizes s) {
  if (s.dp > 1)
    return s.tp == 1 && s.ep == s.dp ? 2 : 1;
  return s.ep > 1 ? 2 : 1;
}

static const char *exchangeOf(LayoutSizes s, int x) {
  if (s.dp > 1)
    return kGroupExchanges[x];
  return s.ep > 1 ? kExchanges[x] : NULL;
}

/// Calls `visit` on every layout of the GPUs, in the order the table lists
/// them before sorting.
static void forEachLayout(const PlanOptions *options, bool experts,
                          int64_t perNode,
                          void (*visit)(LayoutSizes, int, void *),
                          void *userData) {
  for (int64_t tp = 1; tp <= options->gpus; ++tp)
    for (int64_t dp = 1; tp * dp <= options->gpus; ++dp)
      for (int64_t ep = 1; ep <= tp * dp; ++ep)
        for (int sp = 0; sp < 2; ++sp) {
          LayoutSizes s = {tp, dp, ep, sp};
          if (!isLayout(options, experts, perNode, s))
            continue;
          for (int x = 0; x < countExchanges(s); ++x)
            visit(s, x, userData);
        }
}

static void countOne(LayoutSizes s, int x, void *count) {
  (void)s, (void)x;
  ++*(size_t *)count;
}

static size_t countLayouts(const PlanOptions *options, bool experts,
                           int64_t perNode) {
  size_t count = 0;
  forEachLayout(options, experts, perNode, countOne, &count);
  return count * options->numQuants;
}

/// Whether the device reads: a bad device is the sweep's error, not one
/// layout's. Costs an empty function on it (an empty module is no program).
/// Costs an empty program on the device being swept, with the network
/// options when `withNetwork`: what the device (and the system) is, or why
/// not.
static Costed probeDevice(Sweep *sweep, bool withNetwork) {
  Costed costed = {.ok = false};
  sweep->current = &costed;
  MlirModule empty = mlirModuleCreateParse(
      sweep->context,
      mlirStringRefCreateFromCString("func.func @device_probe() {\n  return\n}\n"));
  TcCostOptions costOptions = tcCostOptionsGetDefault();
  costOptions.device = sweep->device;
  costOptions.memoryReserveGigabytes = sweep->options->memoryReserveGb;
  if (withNetwork) {
    costOptions.network = sweep->options->network;
    costOptions.gpusPerNode = sweep->options->gpusPerNode;
  }
  costed.ok = mlirLogicalResultIsSuccess(tcOperationEstimateCost(
      mlirModuleGetOperation(empty), &costOptions, &costed.summary));
  mlirModuleDestroy(empty);
  sweep->current = NULL;
  return costed;
}

/// The device and then the network it is in, each error named by its flag.
static bool checkDevice(Sweep *sweep, PlanDevice *device) {
  Costed costed = probeDevice(sweep, false);
  const char *flag = "--device";
  if (costed.ok) {
    costed = probeDevice(sweep, true);
    flag = "--network";
  }
  if (!costed.ok) {
    fprintf(stderr, "tc-plan: error: %s: %s\n", flag, costed.why);
    return false;
  }
  snprintf(device->name, sizeof device->name, "%s", costed.summary.deviceName);
  device->capacityGb = costed.summary.capacityBytes / 1e9;
  device->reserveGb = costed.summary.reserveBytes / 1e9;
  device->gpusPerNode = costed.summary.gpusPerNode;
  device->linkGbPerS = costed.summary.linkGigabytesPerSecond;
  device->networkGbPerS = costed.summary.networkGigabytesPerSecond;
  device->networkLatencyUs = costed.summary.networkLatencyMicroseconds;
  device->launchUs = costed.summary.launchOverheadMicroseconds;
  return true;
}

/// Counts the layouts swept so far, for the progress line.
typedef struct Progress {
  double start;
  size_t done, total;
  bool shown;
} Progress;

/// What sweeping one layout needs.
typedef struct LayoutVisit {
  Sweep *sweep;
  Plan *plan;
  size_t device, quant;
  Progress *progress;
} LayoutVisit;

static void sweepOne(LayoutSizes s, int x, void *userData) {
  LayoutVisit *v = userData;
  const PlanOptions *options = v->sweep->options;
  PlanPoint layout = {.device = v->device, .tp = s.tp, .dp = s.dp,
                      .ep = s.ep, .exchange = exchangeOf(s, x),
                      .replicas = options->gpus / (s.tp * s.dp),
                      .sequenceParallel = s.sp,
                      .quant = options->quantGiven ? options->quants[v->quant]
                                                   : v->plan->configScheme};
  sweepLayout(v->sweep, v->plan, layout);
  printProgress(v->sweep, v->progress->start, ++v->progress->done,
                v->progress->total, &v->progress->shown);
}

/// Every layout of the model on device `d`.
static void sweepDevice(Sweep *sweep, Plan *plan, size_t d, bool experts,
                        Progress *progress) {
  const PlanOptions *options = sweep->options;
  sweep->device = options->devices[d];
  for (size_t q = 0; q < options->numQuants; ++q) {
    LayoutVisit visit = {sweep, plan, d, q, progress};
    forEachLayout(options, experts, plan->devices[0].gpusPerNode, sweepOne,
                  &visit);
  }
}

bool planSweep(PlanOptions *options, Plan *plan) {
  *plan = (Plan){.best = -1};
  if (!readConfigFacts(options, plan) || !checkRequest(options, plan))
    return false;
  bool experts = plan->facts.experts > 0;
  Sweep sweep = {.options = options, .context = mlirContextCreate()};
  mlirContextAttachDiagnosticHandler(sweep.context, keepDiagnostic,
                                     &sweep.current, NULL);
  tcContextLoadDialect(sweep.context);
  for (size_t d = 0; d < options->numDevices; ++d) {
    sweep.device = options->devices[d];
    if (!checkDevice(&sweep, &plan->devices[d])) {
      mlirContextDestroy(sweep.context);
      return false;
    }
  }
  Progress progress = {
      .start = seconds(),
      .total = countLayouts(options, experts, plan->devices[0].gpusPerNode) *
               options->numDevices};
  for (size_t d = 0; d < options->numDevices; ++d)
    sweepDevice(&sweep, plan, d, experts, &progress);
  if (progress.shown)
    fputc('\n', stderr);
  mlirContextDestroy(sweep.context);
  return true;
}

static const PlanPoint *frontPoints;

static int bySpeedPerUser(const void *a, const void *b) {
  const PlanPoint *x = &frontPoints[*(const size_t *)a];
  const PlanPoint *y = &frontPoints[*(const size_t *)b];
  if (x->tokensPerSecondPerUser != y->tokensPerSecondPerUser)
    return x->tokensPerSecondPerUser < y->tokensPerSecondPerUser ? 1 : -1;
  return x->tokensPerSecondPerGpu < y->tokensPerSecondPerGpu ? 1 : -1;
}

/// Device `d`'s points that fit and that no other of its points beats on
/// both throughput per GPU and speed per user, fastest per user first,
/// appended to the plan's fronts.
static void choosePareto(Plan *plan, size_t d, size_t *order) {
  size_t count = 0;
  for (size_t i = 0; i < plan->numPoints; ++i)
    if (plan->points[i].fits && plan->points[i].device == d)
      order[count++] = i;
  frontPoints = plan->points;
  qsort(order, count, sizeof(size_t), bySpeedPerUser);
  double bestThroughput = -1;
  for (size_t k = 0; k < count; ++k) {
    const PlanPoint *p = &plan->points[order[k]];
    if (p->tokensPerSecondPerGpu > bestThroughput) {
      plan->pareto[plan->numPareto++] = order[k];
      bestThroughput = p->tokensPerSecondPerGpu;
    }
  }
}

/// The point with the most tokens/s per GPU among those that meet the
/// targets, on device `d` (or any device when `d` is SIZE_MAX); -1: none.
static long bestPoint(const Plan *plan, size_t d) {
  long best = -1;
  for (size_t i = 0; i < plan->numPoints; ++i) {
    const PlanPoint *p = &plan->points[i];
    if (p->meetsTargets && (d == SIZE_MAX || p->device == d) &&
        (best < 0 || p->tokensPerSecondPerGpu >
                         plan->points[best].tokensPerSecondPerGpu))
      best = (long)i;
  }
  return best;
}

void planChoose(Plan *plan, size_t numDevices) {
  plan->best = bestPoint(plan, SIZE_MAX);
  size_t *order = malloc(sizeof(size_t) * (plan->numPoints + 1));
  plan->pareto = malloc(sizeof(size_t) * (plan->numPoints + 1));
  if (!order || !plan->pareto)
    abort();
  plan->numPareto = 0;
  for (size_t d = 0; d < numDevices; ++d) {
    plan->devices[d].best = bestPoint(plan, d);
    choosePareto(plan, d, order);
  }
  free(order);
}

void planDestroy(Plan *plan) {
  free(plan->points);
  free(plan->pareto);
  *plan = (Plan){.best = -1};
}

static void writeCommand(const PlanOptions *options, const PlanPoint *point,
                         const ProgramFlags *flags, char *command) {
  char reserve[64] = "", network[1200] = "", perNode[48] = "";
  if (options->memoryReserveGb >= 0)
    snprintf(reserve, sizeof reserve, " memory-reserve-gb=%g",
             options->memoryReserveGb);
  if (options->network)
    snprintf(network, sizeof network, " network=%s", options->network);
  if (options->gpusPerNode > 0)
    snprintf(perNode, sizeof perNode, " gpus-per-node=%" PRId64,
             options->gpusPerNode);
  int used = snprintf(command, PLAN_COMMAND_SIZE, "tc-gen");
  for (int i = 0; i < flags->count && used < PLAN_COMMAND_SIZE; ++i)
    used += snprintf(command + used, PLAN_COMMAND_SIZE - (size_t)used, " %s",
                     flags->argv[i]);
  if (used < PLAN_COMMAND_SIZE)
    snprintf(command + used, PLAN_COMMAND_SIZE - (size_t)used,
             " | tc-opt --tc-pipeline%s --tc-cost-report='format=json "
             "out=-%s%s%s%s%s%s' -o /dev/null",
             point->sequenceParallel ? "=sequence-parallel=true" : "",
             strcmp(options->devices[point->device], "h100") ? " device=" : "",
             strcmp(options->devices[point->device], "h100")
                 ? options->devices[point->device]
                 : "",
             options->balancedRouting ? " moe-routing=balanced" : "",
             reserve, network, perNode);
}

void planPointCommands(const PlanOptions *options, const PlanPoint *point,
                       char (*commands)[PLAN_COMMAND_SIZE]) {
  int64_t chunks = planCountChunks(options);
  ProgramFlags flags;
  PlanPoint view;
  const PlanPoint *prefill = prefillLayoutOf(point, &view);
  for (int64_t chunk = 0; chunk < chunks; ++chunk) {
    prefillFlags(options, prefill, chunk, &flags);
    writeCommand(options, prefill, &flags, commands[chunk]);
  }
  decodeFlags(options, point, &flags);
  writeCommand(options, point, &flags, commands[chunks]);
}

bool planDraftCommand(const PlanOptions *options, const PlanPoint *point,
                      char command[PLAN_COMMAND_SIZE]) {
  if (point->mtp == 0)
    return false;
  ProgramFlags flags;
  draftFlags(options, point, &flags);
  writeCommand(options, point, &flags, command);
  return true;
}

bool planIterationCommand(const PlanOptions *options, const PlanPoint *point,
                          char command[PLAN_COMMAND_SIZE]) {
  if (!point->fusedPrefill)
    return false;
  ProgramFlags flags;
  iterationFlags(options, point, &flags);
  writeCommand(options, point, &flags, command);
  return true;
}
