//===- Report.c - tc-plan: the table, JSON, CSV and the Pareto chart ------===//
//
// The table is sorted by throughput per GPU, the best point (under the
// targets) marked `*` and the Pareto front (throughput per GPU against speed
// per user, among the points that fit) `P`. The JSON is read by tools outside
// the repository: its keys are a contract (docs/planning.md). The chart is
// SVG the tool writes itself: every point that fits, the front as a line,
// the best point labelled.
//
//===----------------------------------------------------------------------===//

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "Plan.h"
#include "Util/ArraySize.h"

static bool isPareto(const Plan *plan, size_t index) {
  for (size_t i = 0; i < plan->numPareto; ++i)
    if (plan->pareto[i] == index)
      return true;
  return false;
}

static const PlanPoint *sortPoints;

static int byThroughput(const void *a, const void *b) {
  const PlanPoint *x = &sortPoints[*(const size_t *)a];
  const PlanPoint *y = &sortPoints[*(const size_t *)b];
  if (x->tokensPerSecondPerGpu != y->tokensPerSecondPerGpu)
    return x->tokensPerSecondPerGpu < y->tokensPerSecondPerGpu ? 1 : -1;
  return x->tpotMs < y->tpotMs ? -1 : x->tpotMs > y->tpotMs;
}

/// Indices of the points, by throughput per GPU, highest first.
static size_t *sortedIndices(const Plan *plan) {
  size_t *order = malloc(sizeof(size_t) * (plan->numPoints + 1));
  if (!order)
    abort();
  for (size_t i = 0; i < plan->numPoints; ++i)
    order[i] = i;
  sortPoints = plan->points;
  qsort(order, plan->numPoints, sizeof(size_t), byThroughput);
  return order;
}

/// Whether any point has what `has` says: the table then shows the column.
static bool anyPoint(const Plan *plan, bool (*has)(const PlanPoint *)) {
  for (size_t i = 0; i < plan->numPoints; ++i)
    if (has(&plan->points[i]))
      return true;
  return false;
}

/// A point that splits experts: the table then says each point's token
/// exchange.
static bool splitsExperts(const PlanPoint *p) { return p->exchange != NULL; }
static bool hasGroups(const PlanPoint *p) { return p->dp > 1; }
static bool isDisaggregated(const PlanPoint *p) { return p->disaggregated; }
static bool hasDrafts(const PlanPoint *p) { return p->mtp > 0; }

/// The point's layout in words, written into `text` (`size` bytes) and
/// returned: "TP 8 EP 8 (all-to-all) x1", "TP 2 EP 1 x4", "TP 1 DP 8 EP 8
/// (all-gather) x1".
const char *planDescribeLayout(const PlanPoint *point, char *text,
                               size_t size) {
  char dp[32] = "";
  if (point->dp > 1)
    snprintf(dp, sizeof dp, " DP %" PRId64, point->dp);
  if (point->exchange)
    snprintf(text, size, "TP %" PRId64 "%s EP %" PRId64 " (%s) x%" PRId64,
             point->tp, dp, point->ep, point->exchange, point->replicas);
  else
    snprintf(text, size, "TP %" PRId64 "%s EP %" PRId64 " x%" PRId64,
             point->tp, dp, point->ep, point->replicas);
  return text;
}

/// The point in words, into `text` (`size` bytes): its layout, sequence
/// parallelism, scheme, batch and throughput ("TP 2 EP 1 x4 SP off none
/// batch 32: 664.8 tok/s/GPU, 41.5 tok/s/user").
static const char *describePoint(const PlanPoint *point, char *text,
                                 size_t size) {
  char layout[128];
  char mtp[32] = "", prefill[96] = "", workers[64] = "";
  if (point->mtp > 0)
    snprintf(mtp, sizeof mtp, " MTP %" PRId64, point->mtp);
  if (point->disaggregated) {
    planDescribePrefill(point, workers, sizeof workers);
    snprintf(prefill, sizeof prefill, " (decode workers; prefill %s)", workers);
  }
  snprintf(text, size,
           "%s SP %s %s batch %" PRId64 "%s%s: %.1f tok/s/GPU, %.1f "
           "tok/s/user",
           planDescribeLayout(point, layout, sizeof layout),
           point->sequenceParallel ? "on" : "off", point->quant, point->batch,
           mtp, prefill, point->tokensPerSecondPerGpu,
           point->tokensPerSecondPerUser);
  return text;
}

static void printTargets(const PlanOptions *options, FILE *out) {
  if (options->ttftMs > 0)
    fprintf(out, ", TTFT <= %g ms", options->ttftMs);
  if (options->tpotMs > 0)
    fprintf(out, ", TPOT <= %g ms", options->tpotMs);
}

/// The model as the config gave it: its shape and parameter count, so that
/// a wrong model (a misspelt field, a family default) shows.
static void printModel(const Plan *plan, FILE *out) {
  const TcModelFacts *m = &plan->facts;
  fprintf(out,
          "model: %s, %" PRId64 " layers, hidden %" PRId64 ", %" PRId64
          " heads (%" PRId64 " kv) of %" PRId64 ", ffn %" PRId64
          ", vocab %" PRId64,
          m->modelType, m->layers, m->hidden, m->heads, m->kvHeads,
          m->headDim, m->ffn, m->vocab);
  if (m->experts)
    fprintf(out, ", %" PRId64 " experts (top-%" PRId64 ") of ffn %" PRId64,
            m->experts, m->topK, m->expertFfn);
  if (m->latentAttention)
    fputs(", latent attention", out);
  if (m->kvCache && !strcmp(m->kvCache, "fp8"))
    fputs(", FP8 KV cache", out);
  // Three figures, in T from a trillion on (Kimi-K2's 1.03T, not 1.03e+03B).
  if (m->parameters >= 1e12)
    fprintf(out, "; %.3gT parameters\n", m->parameters / 1e12);
  else
    fprintf(out, "; %.3gB parameters\n", m->parameters / 1e9);
}

/// "h200: 141 GB each, 14.1 GB of it reserved" for each device.
static void printDevices(const PlanOptions *options, const Plan *plan,
                         FILE *out) {
  for (size_t d = 0; d < options->numDevices; ++d)
    fprintf(out, "%s%s: %.0f GB each, %.3g GB of it reserved", d ? "; " : "",
            plan->devices[d].name, plan->devices[d].capacityGb,
            plan->devices[d].reserveGb);
}

/// Each device's best point, when several are compared.
static void printDeviceBests(const PlanOptions *options, const Plan *plan,
                             FILE *out) {
  if (options->numDevices < 2)
    return;
  for (size_t d = 0; d < options->numDevices; ++d) {
    long best = plan->devices[d].best;
    fprintf(out, "best on %s: ", plan->devices[d].name);
    if (best < 0) {
      fputs("none (no point fits and meets the targets)\n", out);
      continue;
    }
    const PlanPoint *p = &plan->points[best];
    char point[256];
    fprintf(out, "%s, %.1f GB/GPU\n", describePoint(p, point, sizeof point),
            p->memoryGbPerGpu);
  }
}

/// The sweep, the devices, the request, the targets and the model.
static void printHeading(const PlanOptions *options, const Plan *plan,
                         FILE *out) {
  fprintf(out, "%s on %" PRId64 " GPUs (", options->config, options->gpus);
  printDevices(options, plan, out);
  fprintf(out, "), input %" PRId64 " and output %" PRId64
               " tokens per request",
          options->inputLength, options->outputLength);
  if (options->balancedRouting)
    fputs(", MoE routing balanced", out);
  printTargets(options, out);
  fprintf(out, ": %zu points of %zu layouts (%zu refused by the model)\n",
          plan->numPoints, plan->layoutsTried, plan->layoutsRefused);
  printModel(plan, out);
  if (plan->layoutsRefused)
    fprintf(out, "the first refused: %s\n", plan->firstRefusal);
  fputc('\n', out);
}

/// The table's optional columns: those some point needs.
typedef struct Columns {
  bool exchanges, groups, mtp, disaggregated;
  int deviceWidth; // the GPU column's, when several devices compare; 0: none
} Columns;

static Columns chooseColumns(const PlanOptions *options, const Plan *plan) {
  Columns columns = {.exchanges = anyPoint(plan, splitsExperts),
                     .groups = anyPoint(plan, hasGroups),
                     .mtp = anyPoint(plan, hasDrafts),
                     .disaggregated = anyPoint(plan, isDisaggregated)};
  for (size_t d = 0; options->numDevices > 1 && d < options->numDevices; ++d)
    if ((int)strlen(plan->devices[d].name) > columns.deviceWidth)
      columns.deviceWidth = (int)strlen(plan->devices[d].name);
  return columns;
}

static void printColumnNames(const Columns *c, FILE *out) {
  fprintf(out, "    %-*s%s%s%3s %s%3s %s%4s %3s %-12s %6s%s %10s %10s %12s %13s %11s %5s\n",
          c->deviceWidth, c->deviceWidth ? "GPU" : "",
          c->deviceWidth ? " " : "",
          c->disaggregated ? "prefill workers    " : "", "TP",
          c->groups ? " DP " : "", "EP", c->exchanges ? "exchange   " : "",
          "rep", "SP", "quant", "batch", c->mtp ? " MTP" : "", "TTFT ms",
          "TPOT ms", "tok/s/GPU", "tok/s/user", "GB/GPU", "fits");
}

/// Point `i`'s row: '*' the best, 'P' on the Pareto front.
static void printRow(const Plan *plan, size_t i, const Columns *c, FILE *out) {
  const PlanPoint *p = &plan->points[i];
  char exchange[16] = "", device[80] = "", dp[16] = "", prefill[64] = "";
  char batch[24], drafts[24] = "", workers[48];
  if (c->groups)
    snprintf(dp, sizeof dp, "%3" PRId64 " ", p->dp);
  if (c->exchanges)
    snprintf(exchange, sizeof exchange, "%-10s ",
             p->exchange ? p->exchange : "-");
  if (c->deviceWidth)
    snprintf(device, sizeof device, "%-*s ", c->deviceWidth,
             plan->devices[p->device].name);
  snprintf(batch, sizeof batch, "%" PRId64 "%s", p->batch,
           p->searched ? "^" : "");
  if (c->mtp && p->mtp > 0)
    snprintf(drafts, sizeof drafts, " %3" PRId64, p->mtp);
  else if (c->mtp)
    snprintf(drafts, sizeof drafts, " %3s", "-");
  if (c->disaggregated)
    snprintf(prefill, sizeof prefill, "%-18s ",
             planDescribePrefill(p, workers, sizeof workers));
  fprintf(out,
          "%c%c  %s%s%3" PRId64 " %s%3" PRId64 " %s%4" PRId64
          " %3s %-12s %6s%s %10.2f %10.2f %12.1f %13.1f %11.1f %5s\n",
          (long)i == plan->best ? '*' : ' ', isPareto(plan, i) ? 'P' : ' ',
          device, prefill, p->tp, dp, p->ep, exchange, p->replicas,
          p->sequenceParallel ? "on" : "off", p->quant, batch, drafts,
          p->prefillMs, p->tpotMs, p->tokensPerSecondPerGpu,
          p->tokensPerSecondPerUser, p->memoryGbPerGpu,
          p->fits ? "yes" : "no");
}

/// Whether some point's iterations pay the host's sync of their ranks.
static bool anyIterationSync(const Plan *plan) {
  for (size_t i = 0; i < plan->numPoints; ++i)
    if (plan->points[i].iterationSyncMs > 0)
      return true;
  return false;
}

/// Beside several GPUs, each one's host time per prefill kernel: a prefill
/// runs outside CUDA graphs and pays it for every kernel, so it is part of
/// the TTFTs compared, and it is the device file's (fitted to the GPU's
/// serving runs, or the data sheet's where they do not tell it), not its
/// kernels'. A data-sheet device charges none.
static void printLaunchTimes(const PlanOptions *options, const Plan *plan,
                             FILE *out) {
  bool any = false;
  for (size_t d = 0; d < options->numDevices; ++d)
    any |= plan->devices[d].launchUs > 0;
  if (options->numDevices < 2 || !any)
    return;
  fputs("Each prefill kernel also takes the host's launch time (the device "
        "file's launch_overhead_us, fitted to the GPU's serving runs where "
        "they tell it: ",
        out);
  for (size_t d = 0; d < options->numDevices; ++d) {
    fprintf(out, "%s%s ", d ? ", " : "", plan->devices[d].name);
    if (plan->devices[d].launchUs > 0)
      fprintf(out, "%g us", plan->devices[d].launchUs);
    else
      fputs("none, a data sheet", out);
  }
  fputs("), part of each GPU's TTFT besides its kernels.\n", out);
}

/// What the marks and columns mean.
static void printLegend(const PlanOptions *options, const Plan *plan,
                        const Columns *c, FILE *out) {
  fprintf(out, "\n* best%s: the most tokens/s per GPU; P: Pareto front "
               "(tok/s/GPU against tok/s/user, points that fit%s)\n",
          options->ttftMs > 0 || options->tpotMs > 0 ? " under the targets"
                                                    : "",
          c->deviceWidth ? ", each GPU's own" : "");
  printDeviceBests(options, plan, out);
  fprintf(out, "TTFT: one request's prefill of its input. TPOT: the decode "
               "step at the mean context plus its share of the prefills "
               "in-flight batching runs inside its iterations. GB/GPU: "
               "weights, the KV cache at the full context and peak "
               "activations; a point fits in the GPU's memory less the "
               "serving engine's reserve (--memory-reserve-gb).\n");
  printLaunchTimes(options, plan, out);
  if (anyIterationSync(plan))
    fputs("On more than one GPU each iteration (decode step, prefill chunk) "
          "also takes the device's iteration_sync_us: the host keeping the "
          "ranks in step.\n",
          out);
  if (c->disaggregated)
    fprintf(out, "prefill workers: a disaggregated deployment, that many "
                 "prefill workers of that layout beside rep decode workers of "
                 "the row's; TTFT adds the KV cache's transfer, TPOT is the "
                 "decode step alone.\n");
  if (c->mtp)
    fprintf(out, "MTP: draft tokens a step (multi-token prediction), each "
                 "accepted at %.2f after the ones before it; TPOT over the "
                 "tokens a step yields.\n",
            options->mtpAccept);
  if (options->batchMax)
    fprintf(out, "batch^: the layout's largest batch that fits%s "
                 "(--batch=max).\n",
            options->tpotMs > 0 ? " and meets --tpot-ms" : "");
}

/// The best point's cache and the tc-gen commands of its programs.
static void printBest(const PlanOptions *options, const PlanPoint *best,
                      FILE *out) {
  fprintf(out, "The best point's KV cache holds %.0f tokens a GPU (%.0f "
               "requests of %" PRId64 " tokens a data-parallel group).\n",
          best->kvTokensPerGpu,
          best->kvTokensPerGpu /
              (double)(options->inputLength + options->outputLength),
          options->inputLength + options->outputLength);
  char commands[PLAN_MAX_CHUNKS + 1][PLAN_COMMAND_SIZE];
  char iteration[PLAN_COMMAND_SIZE];
  int64_t chunks = planCountChunks(options);
  planPointCommands(options, best, commands);
  fprintf(out, "\nThe best point's decode step:\n  %s\nIts prefill%s:\n",
          commands[chunks], chunks > 1 ? " in chunks" : "");
  for (int64_t chunk = 0; chunk < chunks; ++chunk)
    fprintf(out, "  %s\n", commands[chunk]);
  if (planIterationCommand(options, best, iteration))
    fprintf(out, "A decode iteration that also runs a prefill (its GEMMs, "
                 "norms and collectives):\n  %s\n",
            iteration);
  if (planDraftCommand(options, best, iteration))
    fprintf(out, "Its MTP draft step (run %" PRId64 " times a step):\n  %s\n",
            best->mtp, iteration);
}

void planPrintTable(const PlanOptions *options, const Plan *plan, FILE *out) {
  printHeading(options, plan, out);
  Columns columns = chooseColumns(options, plan);
  printColumnNames(&columns, out);
  size_t *order = sortedIndices(plan);
  for (size_t k = 0; k < plan->numPoints; ++k)
    printRow(plan, order[k], &columns, out);
  free(order);
  printLegend(options, plan, &columns, out);
  if (plan->best >= 0)
    printBest(options, &plan->points[plan->best], out);
}

//===----------------------------------------------------------------------===//
// JSON and CSV.
//===----------------------------------------------------------------------===//

static void printJsonString(FILE *out, const char *text) {
  fputc('"', out);
  for (const unsigned char *c = (const unsigned char *)text; *c; ++c) {
    if (*c == '"' || *c == '\\')
      fprintf(out, "\\%c", *c);
    else if (*c < 0x20)
      fprintf(out, "\\u%04x", *c);
    else
      fputc(*c, out);
  }
  fputc('"', out);
}

/// A JSON string, or null for NULL.
static void printJsonStringOrNull(FILE *out, const char *text) {
  if (text)
    printJsonString(out, text);
  else
    fputs("null", out);
}

/// The device and the layout: "device" ... "quant".
static void printJsonLayout(const PlanOptions *options, const Plan *plan,
                            const PlanPoint *p, FILE *out) {
  fputs("{\"device\": ", out);
  printJsonString(out, options->devices[p->device]);
  fputs(", \"device_name\": ", out);
  printJsonString(out, plan->devices[p->device].name);
  fprintf(out,
          ", \"tp\": %" PRId64 ", \"attention_dp\": %" PRId64
          ", \"ep\": %" PRId64 ", \"expert_exchange\": ",
          p->tp, p->dp, p->ep);
  printJsonStringOrNull(out, p->exchange);
  fprintf(out, ", \"replicas\": %" PRId64 ", \"sequence_parallel\": %s, "
               "\"quant\": ",
          p->replicas, p->sequenceParallel ? "true" : "false");
  printJsonString(out, p->quant);
}

/// The point's numbers: "batch" ... "meets_targets".
static void printJsonFigures(const PlanPoint *p, FILE *out) {
  fprintf(out,
          ", \"batch\": %" PRId64 ", \"ttft_ms\": %.10g, \"tpot_ms\": %.10g, "
          "\"decode_step_ms\": %.10g, \"iteration_sync_ms\": %.10g, "
          "\"tokens_per_s_per_gpu\": %.10g, "
          "\"tokens_per_s_per_user\": %.10g, \"memory_gb_per_gpu\": %.10g, "
          "\"capacity_gb\": %.10g, \"reserve_gb\": %.10g, "
          "\"batch_searched\": %s, \"kv_cache_tokens_per_gpu\": %.10g, "
          "\"mtp\": %" PRId64 ", \"mtp_draft_step_ms\": %.10g, "
          "\"tokens_per_step\": %.10g, \"mode\": \"%s\", "
          "\"prefill_workers\": %" PRId64 ", \"prefill_tp\": %" PRId64
          ", \"prefill_attention_dp\": %" PRId64 ", \"prefill_ep\": %" PRId64
          ", \"decode_workers\": %" PRId64 ", \"kv_transfer_ms\": %.10g, "
          "\"prefill_memory_gb_per_gpu\": %.10g, "
          "\"fits\": %s, \"meets_targets\": %s",
          p->batch, p->prefillMs, p->tpotMs, p->decodeMs, p->iterationSyncMs,
          p->tokensPerSecondPerGpu, p->tokensPerSecondPerUser,
          p->memoryGbPerGpu, p->capacityGb, p->reserveGb,
          p->searched ? "true" : "false", p->kvTokensPerGpu, p->mtp,
          p->draftMs, p->tokensPerStep,
          p->disaggregated ? "disaggregated" : "aggregated",
          p->disaggregated ? p->prefillWorkers : 0,
          p->disaggregated ? p->prefillTp : p->tp,
          p->disaggregated ? p->prefillDp : p->dp,
          p->disaggregated ? p->prefillEp : p->ep,
          p->disaggregated ? p->decodeWorkers : 0, p->kvTransferMs,
          p->prefillMemoryGb, p->fits ? "true" : "false",
          p->meetsTargets ? "true" : "false");
}

/// The tc-gen commands of the point's programs: "commands" ...
/// "mtp_draft_command".
static void printJsonCommands(const PlanOptions *options, const PlanPoint *p,
                              FILE *out) {
  char commands[PLAN_MAX_CHUNKS + 1][PLAN_COMMAND_SIZE];
  char iteration[PLAN_COMMAND_SIZE];
  int64_t chunks = planCountChunks(options);
  planPointCommands(options, p, commands);
  fputs(", \"commands\": [", out);
  for (int64_t i = 0; i <= chunks; ++i) {
    fputs(i ? ", " : "", out);
    printJsonString(out, commands[i]);
  }
  fputs("], \"iteration_command\": ", out);
  printJsonStringOrNull(
      out, planIterationCommand(options, p, iteration) ? iteration : NULL);
  fputs(", \"mtp_draft_command\": ", out);
  printJsonStringOrNull(
      out, planDraftCommand(options, p, iteration) ? iteration : NULL);
}

static void printJsonPoint(const PlanOptions *options, const Plan *plan,
                           const PlanPoint *p, FILE *out) {
  printJsonLayout(options, plan, p, out);
  printJsonFigures(p, out);
  printJsonCommands(options, p, out);
  fputs("}", out);
}

/// "model" ... "parameters": the model as the config gave it.
static void printJsonModel(const PlanOptions *options, const Plan *plan,
                           FILE *out) {
  fputs("{\"model\": ", out);
  printJsonString(out, options->config);
  const TcModelFacts *m = &plan->facts;
  fputs(", \"model_type\": ", out);
  printJsonString(out, m->modelType);
  fprintf(out,
          ", \"layers\": %" PRId64 ", \"hidden\": %" PRId64
          ", \"experts\": %" PRId64 ", \"parameters\": %.10g",
          m->layers, m->hidden, m->experts, m->parameters);
}

/// The first device at the top (one device's plan reads as before), then
/// every device with its best point.
static void printJsonDevices(const PlanOptions *options, const Plan *plan,
                             FILE *out) {
  fputs(", \"device\": ", out);
  printJsonString(out, options->devices[0]);
  fputs(", \"device_name\": ", out);
  printJsonString(out, plan->devices[0].name);
  fprintf(out, ", \"capacity_gb\": %.10g, \"reserve_gb\": %.10g",
          plan->devices[0].capacityGb, plan->devices[0].reserveGb);
  fputs(", \"devices\": [", out);
  for (size_t d = 0; d < options->numDevices; ++d) {
    fputs(d ? ", {\"device\": " : "{\"device\": ", out);
    printJsonString(out, options->devices[d]);
    fputs(", \"device_name\": ", out);
    printJsonString(out, plan->devices[d].name);
    fprintf(out, ", \"capacity_gb\": %.10g, \"reserve_gb\": %.10g, "
                 "\"best_index\": %ld}",
            plan->devices[d].capacityGb, plan->devices[d].reserveGb,
            plan->devices[d].best);
  }
  fputs("]", out);
}

void planPrintJson(const PlanOptions *options, const Plan *plan, FILE *out) {
  printJsonModel(options, plan, out);
  printJsonDevices(options, plan, out);
  fprintf(out,
          ", \"gpus\": %" PRId64 ", \"input_tokens\": %" PRId64
          ", \"output_tokens\": %" PRId64 ", \"moe_routing\": \"%s\", "
          "\"mtp_accept\": %.10g, \"points\": [",
          options->gpus, options->inputLength, options->outputLength,
          options->balancedRouting ? "balanced" : "skewed",
          options->mtpAccept);
  for (size_t i = 0; i < plan->numPoints; ++i) {
    fputs(i ? ",\n  " : "\n  ", out);
    printJsonPoint(options, plan, &plan->points[i], out);
  }
  fputs("],\n \"best\": ", out);
  if (plan->best >= 0)
    printJsonPoint(options, plan, &plan->points[plan->best], out);
  else
    fputs("null", out);
  fprintf(out, ", \"best_index\": %ld, \"pareto\": [", plan->best);
  for (size_t i = 0; i < plan->numPareto; ++i)
    fprintf(out, "%s%zu", i ? ", " : "", plan->pareto[i]);
  fprintf(out, "],\n \"layouts_tried\": %zu, \"layouts_refused\": %zu, "
               "\"first_refusal\": ",
          plan->layoutsTried, plan->layoutsRefused);
  printJsonStringOrNull(out,
                        plan->layoutsRefused ? plan->firstRefusal : NULL);
  fputs("}\n", out);
}

/// A field as RFC 4180 writes it: quoted when it holds a comma, a quote or
/// a line break, its quotes doubled.
static void printCsvField(FILE *out, const char *text) {
  if (!text[strcspn(text, ",\"\r\n")]) {
    fputs(text, out);
    return;
  }
  fputc('"', out);
  for (const char *c = text; *c; ++c)
    fputs(*c == '"' ? "\"\"" : (char[2]){*c, 0}, out);
  fputc('"', out);
}

void planPrintCsv(const PlanOptions *options, const Plan *plan, FILE *out) {
  fputs("tp,ep,replicas,sequence_parallel,quant,batch,ttft_ms,tpot_ms,"
        "decode_step_ms,tokens_per_s_per_gpu,tokens_per_s_per_user,"
        "memory_gb_per_gpu,fits,meets_targets,best,pareto,expert_exchange,"
        "device,attention_dp,batch_searched,kv_cache_tokens_per_gpu,mtp,"
        "tokens_per_step,mode,prefill_workers,prefill_tp,prefill_attention_dp,"
        "prefill_ep,decode_workers,kv_transfer_ms\n",
        out);
  for (size_t i = 0; i < plan->numPoints; ++i) {
    const PlanPoint *p = &plan->points[i];
    fprintf(out,
            "%" PRId64 ",%" PRId64 ",%" PRId64 ",%d,%s,%" PRId64
            ",%.6g,%.6g,%.6g,%.6g,%.6g,%.6g,%d,%d,%d,%d,%s,",
            p->tp, p->ep, p->replicas, p->sequenceParallel, p->quant, p->batch,
            p->prefillMs, p->tpotMs, p->decodeMs, p->tokensPerSecondPerGpu,
            p->tokensPerSecondPerUser, p->memoryGbPerGpu, p->fits,
            p->meetsTargets, (long)i == plan->best, isPareto(plan, i),
            p->exchange ? p->exchange : "");
    printCsvField(out, plan->devices[p->device].name);
    fprintf(out,
            ",%" PRId64 ",%d,%.6g,%" PRId64 ",%.6g,%s,%" PRId64 ",%" PRId64
            ",%" PRId64 ",%" PRId64 ",%" PRId64 ",%.6g\n",
            p->dp, p->searched, p->kvTokensPerGpu, p->mtp, p->tokensPerStep,
            p->disaggregated ? "disagg" : "agg",
            p->disaggregated ? p->prefillWorkers : 0,
            p->disaggregated ? p->prefillTp : p->tp,
            p->disaggregated ? p->prefillDp : p->dp,
            p->disaggregated ? p->prefillEp : p->ep,
            p->disaggregated ? p->decodeWorkers : 0, p->kvTransferMs);
  }
  (void)options;
}

//===----------------------------------------------------------------------===//
// The chart.
//===----------------------------------------------------------------------===//

enum { SVG_WIDTH = 720, SVG_HEIGHT = 480, SVG_LEFT = 80, SVG_BOTTOM = 60,
       SVG_TOP = 40, SVG_RIGHT = 30 };

typedef struct Axes {
  double xMax, yMax;
} Axes;

static double svgX(const Axes *axes, double x) {
  return SVG_LEFT + x / axes->xMax * (SVG_WIDTH - SVG_LEFT - SVG_RIGHT);
}

static double svgY(const Axes *axes, double y) {
  return SVG_HEIGHT - SVG_BOTTOM -
         y / axes->yMax * (SVG_HEIGHT - SVG_BOTTOM - SVG_TOP);
}

/// A round number at least `value` and at most a quarter above it (1, 1.2,
/// 1.5, 1.6, 2, 2.5, 3, 3.2, 4, 5, 6, 6.4, 8 times a power of ten: no step
/// is more than 1.25 times the one before), so the data fills the axis and
/// its quarters fall on readable ticks.
static double niceCeiling(double value) {
  static const double kSteps[] = {1, 1.2, 1.5, 1.6, 2, 2.5, 3,
                                  3.2, 4, 5, 6, 6.4, 8, 10};
  if (value <= 0)
    return 1;
  double unit = pow(10, floor(log10(value)));
  for (size_t i = 0; i < TC_ARRAY_SIZE(kSteps); ++i)
    if (kSteps[i] * unit >= value * (1 + 1e-9))
      return kSteps[i] * unit;
  return 10 * unit;
}

static void svgAxes(FILE *out, const Axes *axes) {
  fprintf(out,
          "<line x1='%d' y1='%d' x2='%d' y2='%d' stroke='black'/>\n"
          "<line x1='%d' y1='%d' x2='%d' y2='%d' stroke='black'/>\n",
          SVG_LEFT, SVG_HEIGHT - SVG_BOTTOM, SVG_WIDTH - SVG_RIGHT,
          SVG_HEIGHT - SVG_BOTTOM, SVG_LEFT, SVG_TOP, SVG_LEFT,
          SVG_HEIGHT - SVG_BOTTOM);
  for (int t = 0; t <= 4; ++t) {
    double x = axes->xMax * t / 4, y = axes->yMax * t / 4;
    fprintf(out,
            "<text x='%.1f' y='%d' font-size='11' text-anchor='middle'>%g</text>\n"
            "<text x='%d' y='%.1f' font-size='11' text-anchor='end'>%g</text>\n",
            svgX(axes, x), SVG_HEIGHT - SVG_BOTTOM + 16, x, SVG_LEFT - 6,
            svgY(axes, y) + 4, y);
  }
  fprintf(out,
          "<text x='%d' y='%d' font-size='13' text-anchor='middle'>tokens/s "
          "per user</text>\n"
          "<text x='18' y='%d' font-size='13' text-anchor='middle' "
          "transform='rotate(-90 18 %d)'>tokens/s per GPU</text>\n",
          (SVG_LEFT + SVG_WIDTH - SVG_RIGHT) / 2, SVG_HEIGHT - 18,
          SVG_HEIGHT / 2, SVG_HEIGHT / 2);
}

static Axes chartAxes(const Plan *plan) {
  Axes axes = {0, 0};
  for (size_t i = 0; i < plan->numPoints; ++i)
    if (plan->points[i].fits) {
      axes.xMax = fmax(axes.xMax, plan->points[i].tokensPerSecondPerUser);
      axes.yMax = fmax(axes.yMax, plan->points[i].tokensPerSecondPerGpu);
    }
  axes.xMax = niceCeiling(axes.xMax);
  axes.yMax = niceCeiling(axes.yMax);
  return axes;
}

/// `text` in an SVG text node.
static void svgEscape(FILE *out, const char *text) {
  for (const char *c = text; *c; ++c)
    fputs(*c == '<'   ? "&lt;"
          : *c == '&' ? "&amp;"
          : *c == '>' ? "&gt;"
                      : (char[2]){*c, 0},
          out);
}

/// A device's colours: its front's, and its other points' (a lighter
/// shade). One device keeps red and grey.
static const char *const kFrontColors[] = {"#d62728", "#1f77b4", "#2ca02c",
                                           "#9467bd", "#ff7f0e", "#8c564b"};
static const char *const kPointColors[] = {"#9ab",    "#9ec5e8", "#a6dba0",
                                           "#c9b3de", "#fdc38d", "#c8a99f"};
enum { NUM_COLORS = TC_ARRAY_SIZE(kFrontColors) };

/// Every point that fits: a dot without sequence parallelism, a ring with
/// it (the two often coincide), the front in its device's colour, the rest
/// lighter; each device's front as a line.
static void svgPoints(FILE *out, const Plan *plan, const Axes *axes,
                      size_t numDevices) {
  for (size_t i = 0; i < plan->numPoints; ++i) {
    const PlanPoint *p = &plan->points[i];
    if (!p->fits)
      continue;
    char point[256];
    size_t c = p->device % NUM_COLORS;
    const char *color = isPareto(plan, i) ? kFrontColors[c] : kPointColors[c];
    double x = svgX(axes, p->tokensPerSecondPerUser);
    double y = svgY(axes, p->tokensPerSecondPerGpu);
    double r = p->sequenceParallel ? 5 : 3;
    const char *fill = p->sequenceParallel ? "none" : color;
    if (p->disaggregated) // a square
      fprintf(out,
              "<rect x='%.1f' y='%.1f' width='%.0f' height='%.0f' fill='%s' "
              "stroke='%s' stroke-width='1.5'><title>%s</title></rect>\n",
              x - r, y - r, 2 * r, 2 * r, fill, color,
              describePoint(p, point, sizeof point));
    else
      fprintf(out,
              "<circle cx='%.1f' cy='%.1f' r='%.0f' fill='%s' stroke='%s' "
              "stroke-width='1.5'><title>%s</title></circle>\n",
              x, y, r, fill, color, describePoint(p, point, sizeof point));
  }
  for (size_t d = 0; d < numDevices; ++d) {
    fprintf(out, "<polyline fill='none' stroke='%s' stroke-width='1.5' "
                 "points='",
            kFrontColors[d % NUM_COLORS]);
    bool first = true;
    for (size_t i = 0; i < plan->numPareto; ++i) {
      const PlanPoint *p = &plan->points[plan->pareto[i]];
      if (p->device != d)
        continue;
      fprintf(out, "%s%.1f,%.1f", first ? "" : " ",
              svgX(axes, p->tokensPerSecondPerUser),
              svgY(axes, p->tokensPerSecondPerGpu));
      first = false;
    }
    fputs("'/>\n", out);
  }
}

/// --tpot-ms as the speed per user it allows: the points right of the line
/// meet it, which the label says.
static void svgTarget(FILE *out, const PlanOptions *options, const Axes *axes) {
  if (options->tpotMs <= 0 || 1000.0 / options->tpotMs > axes->xMax)
    return;
  double x = svgX(axes, 1000.0 / options->tpotMs);
  fprintf(out,
          "<line x1='%.1f' y1='%d' x2='%.1f' y2='%d' stroke='#555' "
          "stroke-dasharray='4 4'/>\n<text x='%.1f' y='%d' font-size='11' "
          "fill='#555'>TPOT &lt;= %g ms: the points to the right meet it "
          "&#8594;</text>\n",
          x, SVG_TOP, x, SVG_HEIGHT - SVG_BOTTOM, x + 4, SVG_TOP + 12,
          options->tpotMs);
}

/// The legend's colours: each device's front and points, or one device's;
/// returns the next row's y.
static int svgLegendColors(FILE *out, const Plan *plan, size_t numDevices,
                           int x, int y) {
  if (numDevices > 1) {
    for (size_t d = 0; d < numDevices; ++d, y += 16) {
      fprintf(out,
              "<circle cx='%d' cy='%d' r='3' fill='%s' stroke='%s'/>"
              "<circle cx='%d' cy='%d' r='3' fill='%s' stroke='%s'/>"
              "<text x='%d' y='%d'>",
              x + 10, y, kFrontColors[d % NUM_COLORS],
              kFrontColors[d % NUM_COLORS], x + 20, y,
              kPointColors[d % NUM_COLORS], kPointColors[d % NUM_COLORS],
              x + 30, y + 4);
      svgEscape(out, plan->devices[d].name);
      fputs(": Pareto front; lighter: other points</text>\n", out);
    }
  } else {
    fprintf(out,
            "<circle cx='%d' cy='%d' r='3' fill='#d62728' stroke='#d62728'/>"
            "<text x='%d' y='%d'>Pareto front (no point beats it on both)"
            "</text>\n<circle cx='%d' cy='%d' r='3' fill='#9ab' "
            "stroke='#9ab'/><text x='%d' y='%d'>other points that fit</text>\n",
            x + 10, y, x + 22, y + 4, x + 10, y + 16, x + 22, y + 20);
    y += 32;
  }
  return y;
}

/// What the marks mean, and what the chart leaves out: with several
/// devices, a row per device in its colours.
static void svgLegend(FILE *out, const Plan *plan, size_t numDevices) {
  size_t missing = 0;
  for (size_t i = 0; i < plan->numPoints; ++i)
    missing += !plan->points[i].fits;
  bool disaggregated = anyPoint(plan, isDisaggregated);
  size_t rows = (numDevices > 1 ? numDevices + 2 : 4) + disaggregated;
  int x = SVG_WIDTH - SVG_RIGHT - 272, y = SVG_TOP + 28;
  fprintf(out,
          "<g font-size='11'>\n<rect x='%d' y='%d' width='268' height='%zu' "
          "fill='white' stroke='#ccc'/>\n",
          x, y - 12, 16 * rows + (missing ? 20 : 4));
  y = svgLegendColors(out, plan, numDevices, x, y);
  fprintf(out,
          "<circle cx='%d' cy='%d' r='5' fill='none' stroke='#888' "
          "stroke-width='1.5'/><text x='%d' y='%d'>ring: sequence parallel "
          "on</text>\n"
          "<circle cx='%d' cy='%d' r='6' fill='none' stroke='black' "
          "stroke-width='2'/><text x='%d' y='%d'>best under the targets</text>\n",
          x + 10, y, x + 22, y + 4, x + 10, y + 16, x + 22, y + 20);
  if (disaggregated) {
    y += 16;
    fprintf(out,
            "<rect x='%d' y='%d' width='6' height='6' fill='#888' "
            "stroke='#888'/><text x='%d' y='%d'>square: disaggregated prefill "
            "and decode</text>\n",
            x + 7, y + 13, x + 22, y + 20);
  }
  if (missing)
    fprintf(out, "<text x='%d' y='%d' fill='#555'>%zu of %zu points do not fit "
                 "in memory: not shown</text>\n",
            x + 4, y + 36, missing, plan->numPoints);
  fputs("</g>\n", out);
}

static void svgBest(FILE *out, const Plan *plan, const Axes *axes,
                    size_t numDevices) {
  if (plan->best < 0)
    return;
  const PlanPoint *p = &plan->points[plan->best];
  double x = svgX(axes, p->tokensPerSecondPerUser);
  double y = svgY(axes, p->tokensPerSecondPerGpu);
  char layout[128];
  fprintf(out,
          "<circle cx='%.1f' cy='%.1f' r='6' fill='none' stroke='black' "
          "stroke-width='2'/>\n<text x='%.1f' y='%.1f' font-size='12' "
          "text-anchor='%s'>best: ",
          x, y, x > SVG_WIDTH / 2 ? x - 10 : x + 10, y - 10,
          x > SVG_WIDTH / 2 ? "end" : "start");
  if (numDevices > 1) {
    svgEscape(out, plan->devices[p->device].name);
    fputc(' ', out);
  }
  fprintf(out, "%s, batch %" PRId64 "</text>\n",
          planDescribeLayout(p, layout, sizeof layout), p->batch);
}

bool planWriteSvg(const PlanOptions *options, const Plan *plan,
                  const char *path) {
  FILE *out = fopen(path, "w");
  if (!out)
    return false;
  Axes axes = chartAxes(plan);
  fprintf(out,
          "<svg xmlns='http://www.w3.org/2000/svg' width='%d' height='%d' "
          "font-family='sans-serif'>\n<rect width='100%%' height='100%%' "
          "fill='white'/>\n<text x='%d' y='22' font-size='14'>",
          SVG_WIDTH, SVG_HEIGHT, SVG_LEFT);
  // The model as the config names it (its file's base name, its type and
  // size), the GPUs, the request.
  const char *slash = strrchr(options->config, '/');
  svgEscape(out, slash ? slash + 1 : options->config);
  fprintf(out, " (%s, %.3gB) on %" PRId64 " x ", plan->facts.modelType,
          plan->facts.parameters / 1e9, options->gpus);
  for (size_t d = 0; d < options->numDevices; ++d) {
    fputs(d ? (d + 1 == options->numDevices ? " or " : ", ") : "", out);
    svgEscape(out, plan->devices[d].name);
  }
  fprintf(out,
          ", %" PRId64 " tokens in / %" PRId64 " out</text>\n",
          options->inputLength, options->outputLength);
  svgAxes(out, &axes);
  svgTarget(out, options, &axes);
  svgPoints(out, plan, &axes, options->numDevices);
  svgBest(out, plan, &axes, options->numDevices);
  svgLegend(out, plan, options->numDevices);
  fputs("</svg>\n", out);
  return fclose(out) == 0;
}
