//===- CostReport.c - tc-cost-report: what a program costs on one rank ----===//
//
// Walks each function once in program order and charges every op its cost
// (Cost/OpCost.c) and time on a device (Cost/Device.c):
//  - `copy_region id` is one more execution of the ops between
//    `region_begin id` and `region_end id`, so the body's totals, recorded as
//    they are charged, are charged again (and replayed on the timeline);
//  - peak activation memory sweeps the buffers op results allocate, each live
//    from its op to its last use (views extend the buffer they view).
// The report goes to stderr, stdout or a file. The IR is never changed.
//
//===----------------------------------------------------------------------===//

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"

#include "Cost/OpCost.h"
#include "Cost/OpTime.h"
#include "Cost/Report.h"
#include "PassDefinition.h"
#include "Support/IRUtils.h"
#include "Support/PointerSet.h"
#include "Support/Vectors.h"

typedef struct CostReportOptions {
  const char *format;
  const char *out;
  const char *device;
  const char *cudaGraphs;
  const char *allReduce;
} CostReportOptions;

static const char *const kFormats[] = {"json", "markdown", "csv", "trace",
                                       NULL};

static const char *const kCudaGraphs[] = {"auto", "on", "off", NULL};
static const char *const kAllReduce[] = {"auto", "nccl", NULL};

static const CostReportOptions kDefaults = {"json", "", "h100", "auto",
                                            "auto"};

static const TcPassOption kOptions[] = {
    {"format", "json, markdown, csv, or trace (Chrome trace events)",
     TC_OPTION_STRING, offsetof(CostReportOptions, format), 0, 0, kFormats},
    {"out", "Where to write the report: a file, '-' for stdout (default: "
            "stderr)",
     TC_OPTION_STRING, offsetof(CostReportOptions, out), 0, 0, NULL},
    {"device",
     "A preset (h100: calibrated to measured kernels; h100-datasheet, "
     "ascend910b: data-sheet rooflines) or a device JSON file",
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
};

//===----------------------------------------------------------------------===//
// Per-function state.
//===----------------------------------------------------------------------===//

enum { NO_BUFFER = SIZE_MAX };

typedef struct ValueInfo {
  double share;
  size_t buffer;
  bool fromArguments; // computed from function arguments and constants only
} ValueInfo;

typedef struct Buffer {
  double bytes;
  size_t firstOp, lastOp;
} Buffer;

/// A region's totals per report row, grown as rows appear.
typedef struct RowTotals {
  TcCostTotals *rows;
  size_t size, capacity;
} RowTotals;

typedef struct Region {
  int64_t id;
  MlirOperation begin;
  RowTotals totals;
  size_t firstEvent, endEvent;
  bool closed;
} Region;

typedef struct Analysis {
  TcCostReport *report;
  bool recordEvents;
  TcTimeOptions timeOptions;
  TcTimeState timeState;
  TcPointerMap valueIndex; // value -> index into values
  ValueInfo *values;
  size_t numValues, valueCapacity;
  Buffer *buffers;
  size_t numBuffers, bufferCapacity;
  Region *regions; // in order of region_begin
  size_t numRegions, regionCapacity;
  size_t *openRegions; // indices into regions, innermost last
  size_t numOpen, openCapacity;
} Analysis;

static void rowTotalsAdd(RowTotals *totals, size_t row,
                         const TcCostTotals *delta) {
  if (row >= totals->size) {
    tcGrowArray((void **)&totals->rows, &totals->capacity, row + 1,
                sizeof(TcCostTotals));
    memset(totals->rows + totals->size, 0,
           (row + 1 - totals->size) * sizeof(TcCostTotals));
    totals->size = row + 1;
  }
  tcCostTotalsAdd(&totals->rows[row], delta);
}

/// Charges `delta` to report row `row` and to every open region's body.
static void charge(Analysis *analysis, size_t row, const TcCostTotals *delta) {
  tcCostTotalsAdd(&analysis->report->rows[row], delta);
  for (size_t i = 0; i < analysis->numOpen; ++i)
    rowTotalsAdd(&analysis->regions[analysis->openRegions[i]].totals, row,
                 delta);
}

static const ValueInfo *lookupValue(const Analysis *analysis, MlirValue value) {
  size_t index;
  return tcPointerMapLookup(&analysis->valueIndex, value.ptr, &index)
             ? &analysis->values[index]
             : NULL;
}

static double shareOfValue(MlirValue value, void *userData) {
  const ValueInfo *info = lookupValue(userData, value);
  return info ? info->share : 1.0;
}

static void recordValue(Analysis *analysis, MlirValue value,
                        const ValueInfo *info) {
  tcGrowArray((void **)&analysis->values, &analysis->valueCapacity,
              analysis->numValues + 1, sizeof(ValueInfo));
  analysis->values[analysis->numValues] = *info;
  tcPointerMapSet(&analysis->valueIndex, value.ptr, analysis->numValues++);
}

static size_t addBuffer(Analysis *analysis, double bytes, size_t opIndex) {
  tcGrowArray((void **)&analysis->buffers, &analysis->bufferCapacity,
              analysis->numBuffers + 1, sizeof(Buffer));
  analysis->buffers[analysis->numBuffers] = (Buffer){bytes, opIndex, opIndex};
  return analysis->numBuffers++;
}

static void analysisReset(Analysis *analysis) {
  tcPointerMapDestroy(&analysis->valueIndex);
  analysis->valueIndex = (TcPointerMap){0};
  for (size_t i = 0; i < analysis->numRegions; ++i)
    free(analysis->regions[i].totals.rows);
  analysis->numValues = analysis->numBuffers = 0;
  analysis->numRegions = analysis->numOpen = 0;
  analysis->timeState = (TcTimeState){0};
}

static void analysisDestroy(Analysis *analysis) {
  analysisReset(analysis);
  free(analysis->values);
  free(analysis->buffers);
  free(analysis->regions);
  free(analysis->openRegions);
}

static MlirLogicalResult emitOpError(MlirOperation op, const char *message) {
  TcStringBuffer text = {0};
  tcBufferAppendFormat(&text, "tc-cost-report: %s", message);
  mlirEmitError(mlirOperationGetLocation(op), tcBufferGetCString(&text));
  tcBufferDestroy(&text);
  return mlirLogicalResultFailure();
}

//===----------------------------------------------------------------------===//
// Values: routing shares, buffers and their lifetimes.
//===----------------------------------------------------------------------===//

/// The last use of every buffer `op` reads is now at least `opIndex`.
static void recordUses(Analysis *analysis, MlirOperation op, size_t opIndex) {
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; ++i) {
    const ValueInfo *info =
        lookupValue(analysis, mlirOperationGetOperand(op, i));
    if (info && info->buffer != NO_BUFFER)
      analysis->buffers[info->buffer].lastOp = opIndex;
  }
}

/// True when every operand of `op` is computed from function arguments and
/// constants only (block arguments are the function's).
static bool operandsComeFromArguments(const Analysis *analysis,
                                      MlirOperation op) {
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; ++i) {
    const ValueInfo *info =
        lookupValue(analysis, mlirOperationGetOperand(op, i));
    if (info && !info->fromArguments)
      return false;
  }
  return true;
}

/// Weight preparation (merged q/k/v or gate/up weights concatenated, say)
/// happens once when weights are loaded, not per step: an op computed from
/// arguments alone whose results only feed weight operands.
static bool isWeightPreparation(MlirOperation op, bool fromArguments) {
  if (!fromArguments || mlirOperationGetNumResults(op) == 0)
    return false;
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; ++i)
    if (!tcValueFeedsOnlyWeights(mlirOperationGetResult(op, i)))
      return false;
  return true;
}

/// Views share their operand's buffer; kernels and collectives allocate one
/// buffer per result, of its share of rows.
static void recordResults(Analysis *analysis, MlirOperation op,
                          const TcOpCost *cost, bool fromArguments,
                          size_t opIndex) {
  double share = cost->resultShare;
  size_t viewed = NO_BUFFER;
  bool aliases = cost->kind == TC_COST_PLUMBING || cost->writesIntoFirstOperand;
  if (aliases && mlirOperationGetNumOperands(op) > 0) {
    const ValueInfo *info =
        lookupValue(analysis, mlirOperationGetOperand(op, 0));
    viewed = info ? info->buffer : NO_BUFFER;
  }
  for (intptr_t i = 0, n = mlirOperationGetNumResults(op); i < n; ++i) {
    MlirValue result = mlirOperationGetResult(op, i);
    size_t buffer = viewed;
    if (!aliases) {
      double bytes;
      tcValueGetBytes(result, &bytes);
      buffer = addBuffer(analysis, bytes * share, opIndex);
    }
    ValueInfo info = {share, buffer, fromArguments};
    recordValue(analysis, result, &info);
  }
}

static double peakOfBuffers(const Analysis *analysis, size_t numOps) {
  double *delta = tcCheckAllocation(calloc(numOps + 1, sizeof(double)));
  for (size_t i = 0; i < analysis->numBuffers; ++i) {
    const Buffer *buffer = &analysis->buffers[i];
    delta[buffer->firstOp] += buffer->bytes;
    delta[buffer->lastOp + 1] -= buffer->bytes;
  }
  double live = 0, peak = 0;
  for (size_t i = 0; i < numOps; ++i) {
    live += delta[i];
    peak = live > peak ? live : peak;
  }
  free(delta);
  return peak;
}

//===----------------------------------------------------------------------===//
// Regions: region_begin / region_end / copy_region.
//===----------------------------------------------------------------------===//

static int64_t regionIdOf(MlirOperation op) {
  MlirAttribute id = tcOpGetAttr(op, "id");
  return !mlirAttributeIsNull(id) && mlirAttributeIsAInteger(id)
             ? mlirIntegerAttrGetValueInt(id)
             : 0;
}

static Region *findRegion(Analysis *analysis, int64_t id) {
  for (size_t i = 0; i < analysis->numRegions; ++i)
    if (analysis->regions[i].id == id)
      return &analysis->regions[i];
  return NULL;
}

static MlirLogicalResult beginRegion(Analysis *analysis, MlirOperation op) {
  int64_t id = regionIdOf(op);
  if (findRegion(analysis, id)) {
    TcStringBuffer message = {0};
    tcBufferAppendFormat(&message,
                         "region id %lld begins twice in one function",
                         (long long)id);
    emitOpError(op, tcBufferGetCString(&message));
    tcBufferDestroy(&message);
    return mlirLogicalResultFailure();
  }
  tcGrowArray((void **)&analysis->regions, &analysis->regionCapacity,
              analysis->numRegions + 1, sizeof(Region));
  analysis->regions[analysis->numRegions] = (Region){
      .id = id, .begin = op, .firstEvent = analysis->report->numEvents};
  tcGrowArray((void **)&analysis->openRegions, &analysis->openCapacity,
              analysis->numOpen + 1, sizeof(size_t));
  analysis->openRegions[analysis->numOpen++] = analysis->numRegions++;
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult endRegion(Analysis *analysis, MlirOperation op) {
  int64_t id = regionIdOf(op);
  Region *innermost =
      analysis->numOpen
          ? &analysis->regions[analysis->openRegions[analysis->numOpen - 1]]
          : NULL;
  if (!innermost || innermost->id != id) {
    TcStringBuffer message = {0};
    tcBufferAppendFormat(&message, "region_end id %lld ", (long long)id);
    if (innermost)
      tcBufferAppendFormat(&message,
                           "does not close the innermost open region "
                           "(id %lld)",
                           (long long)innermost->id);
    else
      tcBufferAppendCString(&message, "has no open region_begin before it");
    emitOpError(op, tcBufferGetCString(&message));
    tcBufferDestroy(&message);
    return mlirLogicalResultFailure();
  }
  innermost->closed = true;
  innermost->endEvent = analysis->report->numEvents;
  --analysis->numOpen;
  return mlirLogicalResultSuccess();
}

/// One more execution of a closed region: its totals again, and its events
/// again on the timeline.
static MlirLogicalResult copyRegion(Analysis *analysis, MlirOperation op) {
  int64_t id = regionIdOf(op);
  Region *region = findRegion(analysis, id);
  if (!region || !region->closed) {
    TcStringBuffer message = {0};
    tcBufferAppendFormat(&message,
                         "copy_region id %lld names no region that ends "
                         "before it in this function",
                         (long long)id);
    emitOpError(op, tcBufferGetCString(&message));
    tcBufferDestroy(&message);
    return mlirLogicalResultFailure();
  }
  // `charge` may grow the open regions' totals; this one is closed.
  for (size_t row = 0; row < region->totals.size; ++row)
    charge(analysis, row, &region->totals.rows[row]);
  TcCostReport *report = analysis->report;
  for (size_t e = region->firstEvent; e < region->endEvent; ++e) {
    TcCostEvent event = report->events[e]; // the array may move
    tcCostReportAddEvent(report, &event);
  }
  return mlirLogicalResultSuccess();
}

//===----------------------------------------------------------------------===//
// Ops.
//===----------------------------------------------------------------------===//

static void noteWorldSize(TcCostReport *report, MlirOperation op) {
  MlirAttribute group = tcOpGetAttr(op, "rank_group");
  if (mlirAttributeIsNull(group) || !mlirAttributeIsADenseI64Array(group))
    return;
  for (intptr_t i = 0, n = mlirDenseArrayGetNumElements(group); i < n; ++i) {
    int64_t rank = mlirDenseI64ArrayGetElement(group, i);
    if (rank >= 0 && rank < INT64_MAX && rank + 1 > report->worldSize)
      report->worldSize = rank + 1;
  }
}

static MlirLogicalResult chargeOp(Analysis *analysis, MlirOperation op,
                                  size_t opIndex) {
  TcOpCost cost;
  TcStringBuffer error = {0};
  if (!tcOpEstimateCost(op, shareOfValue, analysis, &cost, &error)) {
    emitOpError(op, tcBufferGetCString(&error));
    tcBufferDestroy(&error);
    return mlirLogicalResultFailure();
  }
  bool fromArguments = operandsComeFromArguments(analysis, op);
  if (cost.kind != TC_COST_PLUMBING && isWeightPreparation(op, fromArguments))
    cost = (TcOpCost){.kind = TC_COST_PLUMBING,
                      .computeType = cost.computeType,
                      .resultShare = cost.resultShare,
                      .routedShare = 1.0};
  recordUses(analysis, op, opIndex);
  recordResults(analysis, op, &cost, fromArguments, opIndex);
  noteWorldSize(analysis->report, op);

  TcOpKind kind = tcOpGetKind(op);
  if (kind == TC_OP_REGION_END && !mlirLogicalResultIsSuccess(
                                      endRegion(analysis, op)))
    return mlirLogicalResultFailure();
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  size_t row = tcCostReportGetRow(analysis->report, name.data, name.length);
  TcCostTotals delta = {
      .count = 1,
      .kernels = cost.kind == TC_COST_COLLECTIVE || tcOpCostLaunchesKernel(&cost),
      .flops = cost.flops,
      .bytes = cost.bytes,
      .commBytes = cost.commBytes,
      .timeMicroseconds =
          tcOpCostGetTime(&cost, &analysis->report->device,
                          &analysis->timeOptions, &analysis->timeState),
  };
  charge(analysis, row, &delta);
  if (analysis->recordEvents && cost.kind != TC_COST_PLUMBING) {
    TcCostEvent event = {row, cost.kind == TC_COST_COLLECTIVE, delta.flops,
                         delta.bytes, delta.commBytes, delta.timeMicroseconds};
    tcCostReportAddEvent(analysis->report, &event);
  }
  if (kind == TC_OP_REGION_BEGIN)
    return beginRegion(analysis, op);
  if (kind == TC_OP_COPY_REGION)
    return copyRegion(analysis, op);
  return mlirLogicalResultSuccess();
}

static void noteFunctionName(TcCostReport *report, MlirOperation function) {
  MlirAttribute name = tcOpGetAttr(function, "sym_name");
  MlirStringRef text = mlirAttributeIsNull(name) || !mlirAttributeIsAString(name)
                           ? tcStringRef("")
                           : mlirStringAttrGetValue(name);
  TcStringBuffer symbol = {0};
  tcBufferAppendCString(&symbol, "@");
  tcBufferAppend(&symbol, text.data, text.length);
  if (report->functions.length)
    tcBufferAppendCString(&report->functions, ", ");
  tcBufferAppendJsonString(&report->functions, symbol.data, symbol.length);
  tcBufferDestroy(&symbol);
}

static MlirLogicalResult analyzeFunction(Analysis *analysis,
                                         MlirOperation function) {
  MlirRegion body = mlirOperationGetRegion(function, 0);
  MlirBlock block = mlirRegionGetFirstBlock(body);
  if (mlirBlockIsNull(block))
    return mlirLogicalResultSuccess(); // a declaration
  noteFunctionName(analysis->report, function);
  analysisReset(analysis);
  size_t opIndex = 0;
  MlirLogicalResult result = mlirLogicalResultSuccess();
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op) && mlirLogicalResultIsSuccess(result);
       op = mlirOperationGetNextInBlock(op), ++opIndex) {
    if (tcOpIsNamed(op, "func.return"))
      recordUses(analysis, op, opIndex);
    else
      result = chargeOp(analysis, op, opIndex);
  }
  if (mlirLogicalResultIsSuccess(result) && analysis->numOpen) {
    const Region *open =
        &analysis->regions[analysis->openRegions[analysis->numOpen - 1]];
    TcStringBuffer message = {0};
    tcBufferAppendFormat(&message,
                         "region_begin id %lld has no region_end in its block",
                         (long long)open->id);
    result = emitOpError(open->begin, tcBufferGetCString(&message));
    tcBufferDestroy(&message);
  }
  if (mlirLogicalResultIsSuccess(result)) {
    double peak = peakOfBuffers(analysis, opIndex);
    if (peak > analysis->report->peakActivationBytes)
      analysis->report->peakActivationBytes = peak;
  }
  return result;
}

typedef struct ModuleWalk {
  Analysis *analysis;
  bool failed;
} ModuleWalk;

static MlirWalkResult analyzeEachFunction(MlirOperation op, void *userData) {
  ModuleWalk *walk = userData;
  if (!tcOpIsNamed(op, "func.func"))
    return MlirWalkResultAdvance;
  if (!mlirLogicalResultIsSuccess(analyzeFunction(walk->analysis, op))) {
    walk->failed = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultSkip;
}

//===----------------------------------------------------------------------===//
// The pass.
//===----------------------------------------------------------------------===//

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
  emitOpError(module, tcBufferGetCString(&message));
  tcBufferDestroy(&message);
  return mlirLogicalResultFailure();
}

static MlirWalkResult findDecodeAttention(MlirOperation op, void *userData) {
  if (tcOpGetKind(op) != TC_OP_ATTENTION || mlirOperationGetNumOperands(op) < 1)
    return MlirWalkResultAdvance;
  const int64_t *dims;
  int64_t rank = tcTypeGetShape(
      mlirValueGetType(mlirOperationGetOperand(op, 0)), &dims);
  if (rank >= 2 && dims[1] == 1) {
    *(bool *)userData = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

/// A decode step: some attention computes one new token per sequence.
static bool isDecodeStep(MlirOperation module) {
  bool found = false;
  mlirOperationWalk(module, findDecodeAttention, &found, MlirWalkPreOrder);
  return found;
}

static MlirLogicalResult runCostReport(MlirOperation module,
                                       const void *rawOptions,
                                       TcPassRun *run) {
  (void)run; // the IR is never changed
  const CostReportOptions *options = rawOptions;
  TcCostReport report = {.worldSize = 1};
  TcStringBuffer text = {0};
  if (!tcDeviceLoad(options->device, &report.device, &text)) {
    emitOpError(module, tcBufferGetCString(&text));
    tcBufferDestroy(&text);
    return mlirLogicalResultFailure();
  }
  TcCostFormat format = TC_COST_FORMAT_JSON;
  tcCostFormatFromName(options->format, &format);
  bool graphs = strcmp(options->cudaGraphs, "on") == 0 ||
                (strcmp(options->cudaGraphs, "auto") == 0 &&
                 isDecodeStep(module));
  Analysis analysis = {
      .report = &report,
      .recordEvents = format == TC_COST_FORMAT_TRACE,
      .timeOptions = {.cudaGraphs = graphs,
                      .customAllReduce = strcmp(options->allReduce, "auto") == 0}};
  ModuleWalk walk = {&analysis, false};
  mlirOperationWalk(module, analyzeEachFunction, &walk, MlirWalkPreOrder);
  analysisDestroy(&analysis);
  MlirLogicalResult result = mlirLogicalResultFailure();
  if (!walk.failed) {
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
                   "FLOPs, bytes, communication and time on a device, and "
                   "peak activation memory (the IR is unchanged)",
    .anchor = TC_ANCHOR_MODULE,
    .options = kOptions,
    .numOptions = sizeof(kOptions) / sizeof(kOptions[0]),
    .optionsSize = sizeof(CostReportOptions),
    .defaultOptions = &kDefaults,
    .run = runCostReport,
};
