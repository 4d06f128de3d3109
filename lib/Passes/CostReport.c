//===- CostReport.c - tc-cost-report: what a program costs on one rank ----===//
//
// The pass around the cost analysis (Cost/Analysis.c): reads its options,
// loads the device, and writes the report to stderr, stdout or a file. The
// IR is never changed.
//
//===----------------------------------------------------------------------===//

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Diagnostics.h"

#include "Cost/Analysis.h"
#include "Cost/KernelModel.h"
#include "Cost/Report.h"
#include "Passes/PassDefinition.h"
#include "Util/ArraySize.h"

typedef struct CostReportOptions {
  const char *format;
  const char *out;
  const char *device;
  const char *cudaGraphs;
  const char *allReduce;
  const char *moeRouting;
  const char *memoryReserve;
  const char *network;
  const char *gpusPerNode;
} CostReportOptions;

static const char *const kFormats[] = {"json", "markdown", "csv", "trace",
                                       NULL};
static const char *const kCudaGraphs[] = {"auto", "on", "off", NULL};
static const char *const kAllReduce[] = {"auto", "nccl", NULL};
static const char *const kMoeRouting[] = {"skewed", "balanced", NULL};

static const CostReportOptions kDefaults = {"json",   "",       "h100",
                                            "auto",   "auto",   "skewed",
                                            "device", "ndr400", "network"};

static const TcPassOption kOptions[] = {
    {"format", "json, markdown, csv, or trace (Chrome trace events)",
     TC_OPTION_STRING, offsetof(CostReportOptions, format), 0, 0, kFormats},
    {"out", "Where to write the report: a file, '-' for stdout (default: "
            "stderr)",
     TC_OPTION_STRING, offsetof(CostReportOptions, out), 0, 0, NULL},
    {"device",
     "A preset (h100, h200, b200: calibrated to measured kernels; "
     "h100-datasheet, h200-datasheet, b200-datasheet, ascend910b: data-sheet "
     "rooflines) or a device JSON file",
     TC_OPTION_STRING, offsetof(CostReportOptions, device), 0, 0, NULL},
    {"cuda-graphs",
     "auto (on for decode steps, as serving engines capture them), on or "
     "off: on removes the host's launch cost per kernel",
     TC_OPTION_STRING, offsetof(CostReportOptions, cudaGraphs), 0, 0,
     kCudaGraphs},
    {"all-reduce",
     "auto (the faster of NCCL and the one-shot/two-shot kernels serving "
     "engines use, as TensorRT-LLM's AUTO) or nccl",
     TC_OPTION_STRING, offsetof(CostReportOptions, allReduce), 0, 0,
     kAllReduce},
    {"moe-routing",
     "skewed (a power law of exponent 1.2, as the calibration's power-law "
     "runs draw it; an MoE block takes its busiest rank's time) or balanced "
     "(every expert the mean)",
     TC_OPTION_STRING, offsetof(CostReportOptions, moeRouting), 0, 0,
     kMoeRouting},
    {"memory-reserve-gb",
     "GB of the device's memory the serving engine keeps off the model (CUDA "
     "context and graphs, NCCL buffers), or 'device' for the device's own "
     "memory_reserve_gb (a tenth of HBM when it states none)",
     TC_OPTION_STRING, offsetof(CostReportOptions, memoryReserve), 0, 0,
     NULL},
    {"network",
     "The network between nodes that collectives over ranks of several nodes "
     "cross: a preset (ndr400: a 400 Gb/s ConnectX-7 per GPU, as DGX H100, "
     "H200 and B200; xdr800: an 800 Gb/s ConnectX-8 per GPU) or a network "
     "JSON file",
     TC_OPTION_STRING, offsetof(CostReportOptions, network), 0, 0, NULL},
    {"gpus-per-node",
     "The GPUs of one node, rank r on node r / gpus-per-node, or 'network' "
     "for the network file's own (8 in the presets)",
     TC_OPTION_STRING, offsetof(CostReportOptions, gpusPerNode), 0, 0, NULL},
};

static MlirLogicalResult writeReport(MlirOperation module, const char *path,
                                     const TcStringBuffer *text) {
  bool toStdout = strcmp(path, "-") == 0;
  FILE *stream = !path[0] ? stderr : toStdout ? stdout : fopen(path, "w");
  bool ok = stream != NULL;
  if (ok) {
    ok = fwrite(text->data ? text->data : "", 1, text->length, stream) ==
         text->length;
    ok = (stream == stderr || stream == stdout ? fflush(stream)
                                               : fclose(stream)) == 0 &&
         ok;
  }
  if (ok)
    return mlirLogicalResultSuccess();
  TcStringBuffer message = {0};
  tcBufferAppendFormat(&message, "could not write the report to '%s': %s",
                       path, strerror(errno));
  tcCostEmitError(module, tcBufferGetCString(&message));
  tcBufferDestroy(&message);
  return mlirLogicalResultFailure();
}

/// memory-reserve-gb: 'device' (-1: the device's own), or a number of GB at
/// least 0 (tcCostReportSetUp checks it against the device's memory).
static bool parseMemoryReserve(const char *text, double *gigabytes,
                               TcStringBuffer *error) {
  *gigabytes = -1;
  if (strcmp(text, "device") == 0)
    return true;
  char *end;
  *gigabytes = strtod(text, &end);
  if (*text && !*end && *gigabytes >= 0)
    return true;
  tcBufferAppendFormat(error,
                       "option 'memory-reserve-gb' must be a number of GB "
                       "at least 0, or 'device', got '%s'",
                       text);
  return false;
}

/// gpus-per-node: 'network' (0: the network's own), or a count of GPUs from
/// 1 to 4096.
static bool parseGpusPerNode(const char *text, int64_t *gpus,
                             TcStringBuffer *error) {
  *gpus = 0;
  if (strcmp(text, "network") == 0)
    return true;
  char *end;
  long long parsed = strtoll(text, &end, 10);
  if (*text && !*end && parsed >= 1 && parsed <= 4096) {
    *gpus = parsed;
    return true;
  }
  tcBufferAppendFormat(error,
                       "option 'gpus-per-node' must be an integer from 1 to "
                       "4096, or 'network', got '%s'",
                       text);
  return false;
}

/// The pass's options as the cost analysis takes them (the C API's).
static bool costOptionsOf(const CostReportOptions *options, TcCostOptions *cost,
                          TcStringBuffer *error) {
  *cost = tcCostOptionsGetDefault();
  cost->device = options->device;
  if (strcmp(options->cudaGraphs, "on") == 0)
    cost->cudaGraphs = TC_CUDA_GRAPH_MODE_ON;
  else if (strcmp(options->cudaGraphs, "off") == 0)
    cost->cudaGraphs = TC_CUDA_GRAPH_MODE_OFF;
  cost->customAllReduce = strcmp(options->allReduce, "auto") == 0;
  if (strcmp(options->moeRouting, "balanced") == 0)
    cost->moeRoutingSkew = 0;
  cost->network = options->network;
  return parseMemoryReserve(options->memoryReserve,
                            &cost->memoryReserveGigabytes, error) &&
         parseGpusPerNode(options->gpusPerNode, &cost->gpusPerNode, error);
}

static MlirLogicalResult runCostReport(MlirOperation module,
                                       const void *rawOptions,
                                       TcPassRun *run) {
  (void)run; // the IR is never changed
  const CostReportOptions *options = rawOptions;
  TcCostReport report = {.worldSize = 1};
  TcStringBuffer text = {0};
  TcCostOptions costOptions;
  if (!costOptionsOf(options, &costOptions, &text) ||
      !tcCostReportSetUp(&report, &costOptions, &text)) {
    tcCostEmitError(module, tcBufferGetCString(&text));
    tcBufferDestroy(&text);
    tcCostReportDestroy(&report);
    return mlirLogicalResultFailure();
  }
  TcCostFormat format = TC_COST_FORMAT_JSON;
  tcCostFormatFromName(options->format, &format);
  MlirLogicalResult result = tcCostAnalyze(module, &costOptions, &report);
  if (mlirLogicalResultIsSuccess(result)) {
    tcCostReportPrint(&report, format, &text);
    result = writeReport(module, options->out, &text);
  }
  tcBufferDestroy(&text);
  tcCostReportDestroy(&report);
  return result;
}

const TcPassDefinition tcCostReportPassDefinition = {
    .argument = "tc-cost-report",
    .name = "TcCostReport",
    .description = "Report what the program costs on one rank: per op "
                   "FLOPs, bytes, communication and time on a device, the "
                   "step time with compute and communication overlapped, "
                   "and memory (the IR is unchanged)",
    .anchor = TC_ANCHOR_MODULE,
    .options = kOptions,
    .numOptions = TC_ARRAY_SIZE(kOptions),
    .optionsSize = sizeof(CostReportOptions),
    .defaultOptions = &kDefaults,
    .run = runCostReport,
};
