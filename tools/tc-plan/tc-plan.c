//===- tc-plan.c - How should I deploy this model? -----------------------===//
//
//   tc-plan --config=model.json --gpus=8 --isl=1024 --osl=512
//           [--batch=1,8,32,128] [--ttft-ms=X] [--tpot-ms=Y] [--quant=none,fp8]
//           [--device=h100[,h200,...]] [--format=table|json|csv]
//           [--plot=FILE.svg]
//
// Every layout the model allows on the GPUs, at each batch, on each device:
// TTFT, TPOT, memory per GPU and whether it fits, tokens/s per GPU and per
// user; the best point under the targets (overall and per device), each
// device's Pareto front, and the commands that reproduce each point. One process: the programs are built, rewritten and
// costed in memory (Sweep.c).
//
//===----------------------------------------------------------------------===//

// access (POSIX): a chart that cannot be written is refused before the sweep.
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tensor_cast-c/TensorCast.h"

#include "Plan.h"
#include "ToolSupport/ToolSupport.h"
#include "Util/ArraySize.h"

#ifndef TC_VERSION
#define TC_VERSION "unknown"
#endif

static void printUsage(FILE *stream) {
  fputs(
      "OVERVIEW: tc-plan: which layout serves this model best on these GPUs?\n\n"
      "USAGE: tc-plan --config=config.json --gpus=<n> --isl=<n> --osl=<n> "
      "[options]\n\n"
      "Evaluates every layout the model allows on the GPUs (tensor parallelism TP\n"
      "inside a node and, for MoE models, attention data parallelism DP, TP x DP\n"
      "dividing the GPUs, the rest as replicas; expert parallelism EP dividing TP x DP,\n"
      "with each of tc-gen's --expert-exchange forms; sequence parallelism on and\n"
      "off; each --quant scheme) at each batch: TTFT (one request's prefill of its\n"
      "input), TPOT (the decode step at the mean context plus its share of the\n"
      "prefills in-flight batching runs inside its iterations), memory per GPU\n"
      "(weights, the KV cache at the full context, peak activations) and whether it\n"
      "fits, tokens/s per GPU and per user. Reports the best point under the targets\n"
      "and the Pareto front, with the tc-gen | tc-opt commands of each.\n"
      "\n"
      "OPTIONS:\n",
      stream);
  fputs(
      "  --config=<file>      a Hugging Face config.json (as tc-gen --config)\n"
      "  --gpus=<n>           GPUs to deploy on (1..1024)\n"
      "  --isl=<n>, --osl=<n> input and output tokens per request\n"
      "  --chunk=<n>          prefill in chunks of n tokens (each over the "
      "cache of those\n                       before it), as chunked prefill "
      "runs; TTFT adds them up\n"
      "  --batch=<n,...>      concurrent requests per replica (per data-parallel "
      "group\n                       with DP) to evaluate [1,8,32,128]; "
      "max: also each\n                       layout's largest batch whose "
      "KV cache fits (with\n                       --tpot-ms, the largest that "
      "also meets it)\n"
      "  --kv-dtype=<t>       the KV cache's elements, as tc-gen's: auto (the "
      "checkpoint's\n                       scheme, else the model's dtype), "
      "fp8, or the dtype [auto]\n"
      "  --ttft-ms=<x>        the longest acceptable time to first token\n"
      "  --tpot-ms=<x>        the longest acceptable time per output token\n"
      "  --quant=<s,...>      schemes to allow (tc-gen's --quant) [the "
      "config's: none,\n                       or its quantization_config's "
      "scheme]\n"
      "  --disagg             also disaggregated deployments: x prefill and y "
      "decode\n                       workers of the GPUs, each in its own "
      "layout, the KV cache\n                       moved between them "
      "(TTFT: prefill + transfer; TPOT: the\n                       decode "
      "step alone)\n"
      "  --mtp=<k>            multi-token prediction: with a config's MTP "
      "layers (DeepSeek's\n                       num_nextn_predict_layers) "
      "each batch also verifying k\n                       draft tokens a "
      "step, the draft layer run k times [the\n                       "
      "config's layers; 0: none]\n"
      "  --mtp-accept=<a>     the chance each draft token is accepted after "
      "the ones\n                       before it [0.85: DeepSeek-V3's "
      "technical report, 85-90%\n                       for the second "
      "token]\n"
      "  --moe-routing=<r>    how MoE tokens spread over the experts: skewed "
      "(a power\n                       law, the block timed on its busiest "
      "rank) or balanced\n                       (as an expert-parallel load "
      "balancer spreads them) [skewed]\n"
      "  --device=<d>[,<d>...] presets (h100, h200, b200, their -datasheet\n"
      "                       twins, ascend910b) or device JSON files; several\n"
      "                       are swept and compared in one report [h100]\n"
      "  --gpus-per-node=<n>  GPUs in one node [the network's: 8]; --gpus may "
      "span nodes\n"
      "  --network=<n>        the network between nodes: ndr400 (a 400 Gb/s "
      "ConnectX-7\n                       per GPU), xdr800 (800 Gb/s "
      "ConnectX-8) or a network JSON\n                       file [ndr400]\n"
      "  --cross-node-tp      let tensor parallelism span nodes (by default "
      "each TP\n                       group stays inside a node, on NVLink)\n"
      "  --memory-reserve-gb=<x>  GB of each GPU the serving engine keeps off "
      "the\n                       model (CUDA context and graphs, NCCL "
      "buffers) [the\n                       device's memory_reserve_gb, else "
      "a tenth of its HBM]\n"
      "  --strict             a config field nobody reads or a size taken from "
      "a\n                       family default is an error, not a warning\n"
      "  --format=<f>         table, json or csv [table]\n"
      "  --plot=<file.svg>    the Pareto chart, written as SVG\n"
      "  --no-progress        no progress line on stderr\n"
      "  --help, --version\n",
      stream);
}

static int failUsage(const char *format, const char *argument) {
  return tcReportUsageError("tc-plan", format, argument);
}

static bool parseCount(const char *text, int64_t low, int64_t high,
                       int64_t *value) {
  char *end;
  errno = 0;
  long long parsed = strtoll(text, &end, 10);
  if (!*text || *end || errno || parsed < low || parsed > high)
    return false;
  *value = parsed;
  return true;
}

static bool parseMilliseconds(const char *text, double *value) {
  char *end;
  errno = 0;
  *value = strtod(text, &end);
  return *text && !*end && !errno && *value > 0 && *value < 1e9;
}

/// DeepSeek-V3's technical report (section 5.4.3): the second token's
/// acceptance rate "between 85% and 90%"; its low end.
static const double kDefaultMtpAccept = 0.85;

/// "1,8,32": up to PLAN_MAX_LIST counts in 1..2^20, none empty ("1,,8" and
/// "1,8," are refused: a list mistyped is not a shorter list).
static bool parseBatches(const char *text, PlanOptions *options) {
  options->numBatches = 0;
  options->batchMax = false;
  for (const char *item = text;; ++item) {
    size_t length = strcspn(item, ",");
    char count[32];
    if (length == 0 || length >= sizeof count ||
        options->numBatches == PLAN_MAX_LIST)
      return false;
    memcpy(count, item, length);
    count[length] = '\0';
    if (!strcmp(count, "max") && !options->batchMax)
      options->batchMax = true;
    else if (!parseCount(count, 1, 1 << 20,
                         &options->batches[options->numBatches++]))
      return false;
    item += length;
    if (!*item)
      return true;
  }
}

/// A number of GB at least 0 (below the device's memory, checked with it).
static bool parseGigabytes(const char *text, double *value) {
  char *end;
  errno = 0;
  *value = strtod(text, &end);
  return *text && !*end && !errno && *value >= 0 && *value < 1e6;
}

/// Whether `path` can be written, before a sweep that may take seconds: its
/// folder exists and is writable, and so is the file if it exists. The
/// file is not touched (a failed run leaves an earlier chart alone).
static bool canWrite(const char *path) {
  char folder[4096];
  const char *slash = strrchr(path, '/');
  if (!slash)
    snprintf(folder, sizeof folder, ".");
  else if (slash == path)
    snprintf(folder, sizeof folder, "/");
  else
    snprintf(folder, sizeof folder, "%.*s", (int)(slash - path), path);
  if (access(path, F_OK) == 0)
    return access(path, W_OK) == 0;
  return access(folder, W_OK | X_OK) == 0;
}

/// "h100,h200,b200": presets or device files, each once; split in a copy
/// of `text` that the options own.
static bool parseDevices(const char *text, PlanOptions *options) {
  free(options->deviceList);
  options->deviceList = strdup(text);
  if (!options->deviceList)
    abort();
  options->numDevices = 0;
  for (char *start = options->deviceList;;) {
    size_t length = strcspn(start, ",");
    bool last = !start[length];
    start[length] = '\0';
    if (length == 0 || options->numDevices == PLAN_MAX_LIST)
      return false;
    for (size_t i = 0; i < options->numDevices; ++i)
      if (!strcmp(options->devices[i], start))
        return false;
    options->devices[options->numDevices++] = start;
    if (last)
      return true;
    start += length + 1;
  }
}

/// tc-gen's scheme spelled by the `length` characters at `start`; NULL if
/// none is.
static const char *quantNamed(const char *start, size_t length) {
  const char *name;
  for (size_t q = 0; (name = tcToolGetQuantName(q)); ++q)
    if (strlen(name) == length && !strncmp(name, start, length))
      return name;
  return NULL;
}

/// "none,fp8": tc-gen's schemes.
static bool parseQuants(const char *text, PlanOptions *options) {
  options->numQuants = 0;
  const char *start = text;
  while (*start) {
    size_t length = strcspn(start, ",");
    const char *name = quantNamed(start, length);
    if (!name || options->numQuants == PLAN_MAX_LIST)
      return false;
    options->quants[options->numQuants++] = name;
    start += length + (start[length] == ',');
  }
  return options->numQuants > 0;
}

/// The usage error of a --quant list tc-plan cannot read, with tc-gen's
/// schemes.
static int failQuants(const char *arg) {
  TcStringBuffer message = {0};
  tcBufferAppendCString(&message, "expected schemes like none,fp8 (");
  tcToolAppendQuantNames(&message);
  tcBufferAppendFormat(&message, ") in '%s'", arg);
  int code = failUsage("%s", tcBufferGetCString(&message));
  tcBufferDestroy(&message);
  return code;
}

/// 0 when tc-gen takes `arg`, its --kv-dtype flag; else the usage error's
/// exit code, after tc-gen's own words.
static int checkKvDtype(const char *arg) {
  TcModelOptions scratch;
  TcStringBuffer error = {0};
  bool read = tcToolParseModelFlags(1, &arg, &scratch, &error);
  int code = read ? 0 : failUsage("%s", tcBufferGetCString(&error));
  tcBufferDestroy(&error);
  return code;
}

typedef struct Flag {
  const char *name;
  int64_t *value;
  int64_t low, high;
  const char *expected; // what the message says the value must be
} Flag;

/// What a flag parser returns for a flag that is not its own.
enum { FLAG_NOT_MINE = -2, FLAG_READ = -1 };

/// The counts: GPUs, tokens, the chunk. FLAG_READ, the exit code, or
/// FLAG_NOT_MINE.
static int parseCountFlag(const char *arg, PlanOptions *options) {
  const Flag counts[] = {
      {"gpus", &options->gpus, 1, 1024, "a number of GPUs from 1 to 1024"},
      {"isl", &options->inputLength, 1, 1 << 20,
       "a number of tokens from 1 to 2^20"},
      {"osl", &options->outputLength, 1, 1 << 20,
       "a number of tokens from 1 to 2^20"},
      {"chunk", &options->chunk, 1, 1 << 20,
       "a number of tokens from 1 to 2^20"},
      {"gpus-per-node", &options->gpusPerNode, 1, 4096,
       "a number of GPUs per node from 1 to 4096"}};
  const char *value;
  for (size_t i = 0; i < TC_ARRAY_SIZE(counts); ++i)
    if ((value = tcFlagGetValue(arg, counts[i].name))) {
      if (parseCount(value, counts[i].low, counts[i].high, counts[i].value))
        return FLAG_READ;
      char format[128];
      snprintf(format, sizeof format, "expected %s in '%%s'",
               counts[i].expected);
      return failUsage(format, arg);
    }
  return FLAG_NOT_MINE;
}

/// The model, the hardware and the output: --config, --network, --device,
/// --plot, --memory-reserve-gb, --format.
static int parseSetupFlag(const char *arg, PlanOptions *options) {
  const char *value;
  if ((value = tcFlagGetValue(arg, "config")))
    options->config = value;
  else if ((value = tcFlagGetValue(arg, "network"))) {
    if (!*value)
      return failUsage("expected a network preset (ndr400, xdr800) or file "
                       "in '%s'", arg);
    options->network = value;
  }
  else if ((value = tcFlagGetValue(arg, "device"))) {
    if (!parseDevices(value, options))
      return failUsage("expected devices like h100,h200,b200 (presets or "
                       "device files, each once, at most 32) in '%s'",
                       arg);
  }
  else if ((value = tcFlagGetValue(arg, "plot"))) {
    if (!*value || !canWrite(value))
      return failUsage("cannot write the chart in '%s' (its folder must "
                       "exist and be writable)", arg);
    options->plot = value;
  } else if ((value = tcFlagGetValue(arg, "memory-reserve-gb"))) {
    if (!parseGigabytes(value, &options->memoryReserveGb))
      return failUsage("expected a number of GB at least 0 in '%s'", arg);
  }
  else if ((value = tcFlagGetValue(arg, "format"))) {
    if (strcmp(value, "table") && strcmp(value, "json") && strcmp(value, "csv"))
      return failUsage("unknown format in '%s' (table, json, csv)", arg);
    options->format = value;
  } else
    return FLAG_NOT_MINE;
  return FLAG_READ;
}

/// What the sweep tries and the targets it meets: --batch, --kv-dtype,
/// --quant, --ttft-ms, --tpot-ms.
static int parseSweepFlag(const char *arg, PlanOptions *options) {
  const char *value;
  if ((value = tcFlagGetValue(arg, "batch"))) {
    if (!parseBatches(value, options))
      return failUsage("expected batch sizes like 1,8,32,max (at most 32, "
                       "each 1..2^20, max once: the largest that fits) in "
                       "'%s'", arg);
  } else if ((value = tcFlagGetValue(arg, "kv-dtype"))) {
    int code = checkKvDtype(arg);
    if (code)
      return code;
    options->kvDtype = value;
  } else if ((value = tcFlagGetValue(arg, "quant"))) {
    options->quantGiven = true;
    if (!parseQuants(value, options))
      return failQuants(arg);
  } else if ((value = tcFlagGetValue(arg, "ttft-ms"))) {
    if (!parseMilliseconds(value, &options->ttftMs))
      return failUsage("expected a positive number of milliseconds in '%s'",
                       arg);
  } else if ((value = tcFlagGetValue(arg, "tpot-ms"))) {
    if (!parseMilliseconds(value, &options->tpotMs))
      return failUsage("expected a positive number of milliseconds in '%s'",
                       arg);
  } else
    return FLAG_NOT_MINE;
  return FLAG_READ;
}

/// How the engine serves: --mtp, --mtp-accept, --moe-routing and the
/// switches.
static int parseServingFlag(const char *arg, PlanOptions *options) {
  const char *value;
  if ((value = tcFlagGetValue(arg, "mtp"))) {
    if (!parseCount(value, 0, 15, &options->mtp))
      return failUsage("expected MTP draft tokens from 0 (none) to 15 in '%s'",
                       arg);
  } else if ((value = tcFlagGetValue(arg, "mtp-accept"))) {
    char *end;
    errno = 0;
    options->mtpAccept = strtod(value, &end);
    if (!*value || *end || errno || !(options->mtpAccept >= 0) ||
        options->mtpAccept > 1)
      return failUsage("expected an acceptance rate from 0 to 1 in '%s'", arg);
  } else if ((value = tcFlagGetValue(arg, "moe-routing"))) {
    if (strcmp(value, "skewed") && strcmp(value, "balanced"))
      return failUsage("unknown routing in '%s' (skewed, balanced)", arg);
    options->balancedRouting = !strcmp(value, "balanced");
    options->routingGiven = true;
  } else if (!strcmp(arg, "--no-progress")) {
    options->progress = false;
  } else if (!strcmp(arg, "--strict")) {
    options->strict = true;
  } else if (!strcmp(arg, "--cross-node-tp")) {
    options->crossNodeTp = true;
  } else if (!strcmp(arg, "--disagg")) {
    options->disagg = true;
  } else
    return FLAG_NOT_MINE;
  return FLAG_READ;
}

/// Returns -1 to go on, or the exit code.
static int parseFlag(const char *arg, PlanOptions *options) {
  int (*const parsers[])(const char *, PlanOptions *) = {
      parseCountFlag, parseSetupFlag, parseSweepFlag, parseServingFlag};
  for (size_t i = 0; i < TC_ARRAY_SIZE(parsers); ++i) {
    int code = parsers[i](arg, options);
    if (code != FLAG_NOT_MINE)
      return code;
  }
  return failUsage("unknown option '%s'", arg);
}

/// Returns -1 to go on, or the exit code.
static int parseArguments(int argc, char **argv, PlanOptions *options) {
  *options = (PlanOptions){.format = "table",
                           .batches = {1, 8, 32, 128}, .numBatches = 4,
                           .quants = {"none"}, .numQuants = 1,
                           .memoryReserveGb = -1, .progress = true,
                           .mtp = -1, .mtpAccept = kDefaultMtpAccept};
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
      printUsage(stdout);
      return 0;
    }
    if (!strcmp(argv[i], "--version")) {
      printf("tc-plan (tensor_cast) %s\n", TC_VERSION);
      return 0;
    }
    int code = parseFlag(argv[i], options);
    if (code >= 0)
      return code;
  }
  if (!options->numDevices)
    options->devices[options->numDevices++] = "h100";
  if (!options->config)
    return failUsage("%s", "--config=<config.json> is required");
  if (!options->gpus || !options->inputLength || !options->outputLength)
    return failUsage("%s", "--gpus, --isl and --osl are required");
  if (planCountChunks(options) > PLAN_MAX_CHUNKS)
    return failUsage("%s", "--chunk splits --isl into more than 64 chunks");
  return -1;
}

/// No point fits, or none meets the targets: what the closest came to.
static int explainNoBest(const PlanOptions *options, const Plan *plan) {
  const PlanPoint *smallest = NULL, *fastestFirst = NULL, *fastestNext = NULL;
  for (size_t i = 0; i < plan->numPoints; ++i) {
    const PlanPoint *p = &plan->points[i];
    if (!smallest || p->memoryGbPerGpu < smallest->memoryGbPerGpu)
      smallest = p;
    if (p->fits && (!fastestFirst || p->prefillMs < fastestFirst->prefillMs))
      fastestFirst = p;
    if (p->fits && (!fastestNext || p->tpotMs < fastestNext->tpotMs))
      fastestNext = p;
  }
  if (!smallest) {
    fprintf(stderr,
            "tc-plan: error: the model allows no layout on %lld GPUs (%zu "
            "tried; the first refused: %s)\n",
            (long long)options->gpus, plan->layoutsTried, plan->firstRefusal);
  } else if (!fastestFirst) {
    char layout[128];
    fprintf(stderr,
            "tc-plan: error: no layout fits: the least memory per GPU is %.1f "
            "GB (%s, batch %lld), the device has %.1f GB (%.1f GB less "
            "the serving engine's reserve of %.3g GB, --memory-reserve-gb)\n",
            smallest->memoryGbPerGpu,
            planDescribeLayout(smallest, layout, sizeof layout),
            (long long)smallest->batch,
            smallest->capacityGb - smallest->reserveGb, smallest->capacityGb,
            smallest->reserveGb);
  } else {
    char first[128], next[128];
    fprintf(stderr,
            "tc-plan: error: no point meets the targets: the fastest TTFT is "
            "%.2f ms (%s), the fastest TPOT %.2f ms (%s, batch %lld)\n",
            fastestFirst->prefillMs,
            planDescribeLayout(fastestFirst, first, sizeof first),
            fastestNext->tpotMs,
            planDescribeLayout(fastestNext, next, sizeof next),
            (long long)fastestNext->batch);
  }
  return 1;
}

static int run(PlanOptions *options) {
  Plan plan;
  if (!planSweep(options, &plan))
    return 1;
  for (size_t d = 0; options->disagg && d < options->numDevices; ++d)
    planDisaggregate(options, &plan, d);
  planChoose(&plan, options->numDevices);
  if (plan.numPoints > 0) {
    if (!strcmp(options->format, "json"))
      planPrintJson(options, &plan, stdout);
    else if (!strcmp(options->format, "csv"))
      planPrintCsv(options, &plan, stdout);
    else
      planPrintTable(options, &plan, stdout);
  }
  int code = plan.best >= 0 ? 0 : explainNoBest(options, &plan);
  if (options->plot && plan.numPoints > 0 &&
      !planWriteSvg(options, &plan, options->plot)) {
    fprintf(stderr, "tc-plan: error: could not write '%s': %s\n",
            options->plot, strerror(errno));
    code = 1;
  }
  planDestroy(&plan);
  return code;
}

int main(int argc, char **argv) {
  PlanOptions options;
  int code = parseArguments(argc, argv, &options);
  if (code < 0) {
    tcRegisterAllPasses();
    code = run(&options);
  }
  free(options.deviceList);
  return tcToolFinishStandardOutput("tc-plan") ? code : 1;
}
