//===- Analysis.c - What a program costs on one rank ----------------------===//
//
// Walks each function once in program order and charges every op its cost
// (Cost/OpCost.c) and time on a device (Cost/OpTime.c):
//  - `copy_region id` is one more execution of the ops between
//    `region_begin id` and `region_end id`, so the body's totals, recorded as
//    they are charged, are charged again (and replayed on the timeline);
//  - peak activation memory sweeps the buffers op results allocate, each live
//    from its op to its last use (views extend the buffer they view);
//  - a schedule on two streams, compute and communication, each in program
//    order: an op starts when its operands are ready and its stream is free
//    (a copy_region replays its body's schedule from its operand's time);
//  - resident memory: the weights and KV caches among the arguments, each
//    counted once per execution of the region that reads it.
// The IR is never changed.
//
//===----------------------------------------------------------------------===//

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"

#include "Cost/Analysis.h"
#include "Cost/OpCost.h"
#include "Cost/OpTime.h"
#include "Cost/Report.h"
#include "Cost/Role.h"
#include "Support/IRUtils.h"
#include "Support/Vectors.h"
#include "Util/PointerSet.h"

//===----------------------------------------------------------------------===//
// Per-function state.
//===----------------------------------------------------------------------===//

enum { NO_BUFFER = SIZE_MAX };

typedef struct ValueInfo {
  double share;
  size_t buffer;
  bool fromArguments; // computed from function arguments and constants only
  double ready;       // when the schedule has computed it
  size_t producer;    // the event that computed it, or TC_COST_NO_EVENT
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

enum { NO_REGION = SIZE_MAX };

typedef struct Region {
  int64_t id;
  MlirOperation begin;
  RowTotals totals;
  size_t firstEvent, endEvent;
  size_t parent;  // the region open around it, or NO_REGION
  double copies;  // copy_region ops of it (in its parent's body, once)
  bool closed;
} Region;

/// A function argument that stays resident: a weight or a KV cache.
typedef struct Resident {
  double bytes;
  bool cache;
  size_t region; // innermost region open at its first use, or NO_REGION
} Resident;

typedef struct Analysis {
  TcCostReport *report;
  TcTimeOptions timeOptions;
  TcTimeState timeState;
  double functionStart;  // functions run one after another
  double streamFree[2]; // compute, communication
  // When the host launches the kernels (tcCostReportHostLaunches) it does
  // not wait for the GPU: a kernel starts no earlier than its launch.
  bool hostLaunches;
  double hostFree;
  TcPointerMap residentIndex; // argument -> index into residents
  Resident *residents;
  size_t numResidents, residentCapacity;
  TcPointerMap valueIndex; // value -> index into values
  ValueInfo *values;
  size_t numValues, valueCapacity;
  Buffer *buffers;
  size_t numBuffers, bufferCapacity;
  Region *regions; // in order of region_begin
  size_t numRegions, regionCapacity;
  size_t *openRegions; // indices into regions, innermost last
  size_t numOpen, openCapacity;
  // Location names, interned as identifiers of the context (equal names
  // share one), to their index in report->labels; each one's role, parsed
  // once per distinct name rather than per op.
  TcPointerMap labelIndex;
  char **labelRoles; // by label index, owned
  size_t labelRoleCapacity;
} Analysis;

static void rowTotalsAdd(RowTotals *totals, size_t row,
                         const TcCostTotals *delta) {
  if (row >= totals->size) {
    TC_GROW_ARRAY(totals->rows, totals->capacity, row + 1);
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
  TC_GROW_ARRAY(analysis->values, analysis->valueCapacity,
                analysis->numValues + 1);
  analysis->values[analysis->numValues] = *info;
  tcPointerMapSet(&analysis->valueIndex, value.ptr, analysis->numValues++);
}

static size_t addBuffer(Analysis *analysis, double bytes, size_t opIndex) {
  TC_GROW_ARRAY(analysis->buffers, analysis->bufferCapacity,
                analysis->numBuffers + 1);
  analysis->buffers[analysis->numBuffers] = (Buffer){bytes, opIndex, opIndex};
  return analysis->numBuffers++;
}

static void analysisReset(Analysis *analysis) {
  tcPointerMapDestroy(&analysis->valueIndex);
  analysis->valueIndex = (TcPointerMap){0};
  tcPointerMapDestroy(&analysis->residentIndex);
  analysis->residentIndex = (TcPointerMap){0};
  for (size_t i = 0; i < analysis->numRegions; ++i)
    free(analysis->regions[i].totals.rows);
  analysis->numValues = analysis->numBuffers = analysis->numResidents = 0;
  analysis->numRegions = analysis->numOpen = 0;
  analysis->timeState = (TcTimeState){0};
  analysis->functionStart = analysis->report->stepTimeMicroseconds;
  analysis->streamFree[0] = analysis->streamFree[1] = analysis->functionStart;
  analysis->hostFree = analysis->functionStart;
}

static void analysisDestroy(Analysis *analysis) {
  analysisReset(analysis);
  free(analysis->values);
  free(analysis->buffers);
  free(analysis->regions);
  free(analysis->openRegions);
  free(analysis->residents);
  tcPointerMapDestroy(&analysis->labelIndex);
  for (size_t i = 0; i < analysis->report->numLabels; ++i)
    free(analysis->labelRoles[i]);
  free(analysis->labelRoles);
}

/// The index in report->labels of the name `op`'s location gives, added
/// with its role when new; TC_COST_NO_LABEL when it names nothing.
static size_t labelOf(Analysis *analysis, MlirOperation op) {
  TcStringBuffer text = {0};
  tcLocationAppendLabel(mlirOperationGetLocation(op), &text);
  size_t index = TC_COST_NO_LABEL;
  if (text.length > 0) {
    MlirIdentifier name =
        mlirIdentifierGet(mlirOperationGetContext(op),
                          mlirStringRefCreate(text.data, text.length));
    if (!tcPointerMapLookup(&analysis->labelIndex, name.ptr, &index)) {
      index = tcCostReportAddLabel(analysis->report, text.data);
      TC_GROW_ARRAY(analysis->labelRoles, analysis->labelRoleCapacity,
                    index + 1);
      TcStringBuffer role = {0};
      tcLabelAppendRole(text.data, &role);
      analysis->labelRoles[index] = tcCopyCString(tcBufferGetCString(&role));
      tcBufferDestroy(&role);
      tcPointerMapSet(&analysis->labelIndex, name.ptr, index);
    }
  }
  tcBufferDestroy(&text);
  return index;
}

MlirLogicalResult tcCostEmitError(MlirOperation op, const char *message) {
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
                          size_t opIndex, double ready, size_t producer) {
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
    ValueInfo info = {share, buffer, fromArguments, ready, producer};
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

static Region *findRegion(Analysis *analysis, int64_t id) {
  for (size_t i = 0; i < analysis->numRegions; ++i)
    if (analysis->regions[i].id == id)
      return &analysis->regions[i];
  return NULL;
}

static MlirLogicalResult beginRegion(Analysis *analysis, MlirOperation op) {
  int64_t id = tcRegionMarkerGetId(op);
  if (findRegion(analysis, id)) {
    TcStringBuffer message = {0};
    tcBufferAppendFormat(&message,
                         "region id %lld begins twice in one function",
                         (long long)id);
    tcCostEmitError(op, tcBufferGetCString(&message));
    tcBufferDestroy(&message);
    return mlirLogicalResultFailure();
  }
  TC_GROW_ARRAY(analysis->regions, analysis->regionCapacity,
                analysis->numRegions + 1);
  analysis->regions[analysis->numRegions] = (Region){
      .id = id,
      .begin = op,
      .firstEvent = analysis->report->numEvents,
      .parent = analysis->numOpen
                    ? analysis->openRegions[analysis->numOpen - 1]
                    : NO_REGION};
  TC_GROW_ARRAY(analysis->openRegions, analysis->openCapacity,
                analysis->numOpen + 1);
  analysis->openRegions[analysis->numOpen++] = analysis->numRegions++;
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult endRegion(Analysis *analysis, MlirOperation op) {
  int64_t id = tcRegionMarkerGetId(op);
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
    tcCostEmitError(op, tcBufferGetCString(&message));
    tcBufferDestroy(&message);
    return mlirLogicalResultFailure();
  }
  innermost->closed = true;
  innermost->endEvent = analysis->report->numEvents;
  --analysis->numOpen;
  return mlirLogicalResultSuccess();
}

/// Schedules `event` (its dependency already in place): it starts when that
/// dependency is done (or at `inputReady`), its stream is free, and (when
/// the host launches kernels) the host has launched it.
static size_t scheduleEvent(Analysis *analysis, TcCostEvent event,
                            double inputReady) {
  TcCostReport *report = analysis->report;
  double ready = event.dependency == TC_COST_NO_EVENT
                     ? inputReady
                     : report->events[event.dependency].startMicroseconds +
                           report->events[event.dependency].timeMicroseconds;
  if (analysis->hostLaunches && event.launches > 0) {
    analysis->hostFree +=
        event.launches * report->device.launchOverheadMicroseconds;
    if (analysis->hostFree > ready)
      ready = analysis->hostFree;
  }
  double *stream = &analysis->streamFree[event.collective ? 1 : 0];
  event.startMicroseconds = ready > *stream ? ready : *stream;
  *stream = event.startMicroseconds + event.timeMicroseconds;
  tcCostReportAddEvent(report, &event);
  return report->numEvents - 1;
}

static ValueInfo *lookupMutableValue(Analysis *analysis, MlirValue value) {
  size_t index;
  return tcPointerMapLookup(&analysis->valueIndex, value.ptr, &index)
             ? &analysis->values[index]
             : NULL;
}

/// The copy's events are the region's again, each waiting for the copy of
/// the event it waited for. What the region took from before it waits for
/// the copy's operand instead: its region_begin's input, or an argument (in
/// a layer every op depends on the layer's input anyway). The copy's result
/// is ready when the last replayed event ends.
static void replaySchedule(Analysis *analysis, const Region *region,
                           MlirOperation copy) {
  TcCostReport *report = analysis->report;
  const ValueInfo *input =
      mlirOperationGetNumOperands(copy)
          ? lookupValue(analysis, mlirOperationGetOperand(copy, 0))
          : NULL;
  double inputReady = input ? input->ready : analysis->functionStart;
  size_t inputProducer = input ? input->producer : TC_COST_NO_EVENT;
  size_t first = report->numEvents, last = TC_COST_NO_EVENT;
  double end = inputReady;
  for (size_t e = region->firstEvent; e < region->endEvent; ++e) {
    TcCostEvent event = report->events[e]; // the array may move
    bool fromBefore = event.dependency == TC_COST_NO_EVENT ||
                      event.dependency < region->firstEvent;
    event.dependency = fromBefore
                           ? inputProducer
                           : first + (event.dependency - region->firstEvent);
    size_t index = scheduleEvent(analysis, event, inputReady);
    double finish = report->events[index].startMicroseconds +
                    report->events[index].timeMicroseconds;
    if (finish >= end) {
      end = finish;
      last = index;
    }
  }
  for (intptr_t i = 0, n = mlirOperationGetNumResults(copy); i < n; ++i) {
    ValueInfo *info = lookupMutableValue(analysis, mlirOperationGetResult(copy, i));
    if (info && last != TC_COST_NO_EVENT) {
      info->ready = end;
      info->producer = last;
    }
  }
}

/// One more execution of a closed region: its totals again, and its events
/// again on the timeline.
static MlirLogicalResult copyRegion(Analysis *analysis, MlirOperation op) {
  int64_t id = tcRegionMarkerGetId(op);
  Region *region = findRegion(analysis, id);
  if (!region || !region->closed) {
    TcStringBuffer message = {0};
    tcBufferAppendFormat(&message,
                         "copy_region id %lld names no region that ends "
                         "before it in this function",
                         (long long)id);
    tcCostEmitError(op, tcBufferGetCString(&message));
    tcBufferDestroy(&message);
    return mlirLogicalResultFailure();
  }
  // `charge` may grow the open regions' totals; this one is closed.
  for (size_t row = 0; row < region->totals.size; ++row)
    charge(analysis, row, &region->totals.rows[row]);
  region->copies += 1;
  replaySchedule(analysis, region, op);
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

/// The latest-ready operand of `op`: when it is ready and which event made
/// it (arguments are ready when the function starts).
static void latestOperand(const Analysis *analysis, MlirOperation op,
                          double *ready, size_t *producer) {
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; ++i) {
    const ValueInfo *info =
        lookupValue(analysis, mlirOperationGetOperand(op, i));
    if (info && info->ready > *ready) {
      *ready = info->ready;
      *producer = info->producer;
    }
  }
}

/// Records the function arguments `op` reads that stay resident on the
/// device, weights and KV caches, with the region whose executions each
/// stands for (a marker program's layer 0 weights are every layer's).
static void noteResidents(Analysis *analysis, MlirOperation op) {
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; ++i) {
    MlirValue operand = mlirOperationGetOperand(op, i);
    size_t index;
    if (!mlirValueIsABlockArgument(operand) ||
        tcPointerMapLookup(&analysis->residentIndex, operand.ptr, &index))
      continue;
    // Merged weights are concatenated too: a weight first, then a cache.
    bool cache = !tcValueFeedsOnlyWeights(operand);
    if (cache && !tcValueIsAppendedCache(operand))
      continue;
    double bytes;
    tcValueGetBytes(operand, &bytes);
    TC_GROW_ARRAY(analysis->residents, analysis->residentCapacity,
                  analysis->numResidents + 1);
    analysis->residents[analysis->numResidents] = (Resident){
        bytes, cache,
        analysis->numOpen ? analysis->openRegions[analysis->numOpen - 1]
                          : NO_REGION};
    tcPointerMapSet(&analysis->residentIndex, operand.ptr,
                    analysis->numResidents++);
  }
}

/// How many times a region's body runs: once, once more per copy, times its
/// parent's count.
static double executionsOf(const Analysis *analysis, size_t region) {
  double count = 1;
  for (; region != NO_REGION; region = analysis->regions[region].parent)
    count *= 1 + analysis->regions[region].copies;
  return count;
}

/// The function's resident memory, kept when it is the largest so far.
static void noteMemory(const Analysis *analysis, double peakActivations) {
  double weights = 0, caches = 0;
  for (size_t i = 0; i < analysis->numResidents; ++i) {
    const Resident *resident = &analysis->residents[i];
    double bytes = resident->bytes * executionsOf(analysis, resident->region);
    *(resident->cache ? &caches : &weights) += bytes;
  }
  TcCostReport *report = analysis->report;
  if (weights + caches + peakActivations >=
      report->weightBytes + report->kvCacheBytes + report->peakActivationBytes) {
    report->weightBytes = weights;
    report->kvCacheBytes = caches;
  }
  if (peakActivations > report->peakActivationBytes)
    report->peakActivationBytes = peakActivations;
}

/// False, after saying why, when the device has no kernel for the op: an
/// NVFP4 GEMM on a GPU without FP4 tensor cores would be priced as
/// something else.
static bool deviceRunsKernel(const Analysis *analysis, MlirOperation op,
                             const TcOpCost *cost) {
  const TcDevice *device = &analysis->report->device;
  if (cost->kernelClass != TC_KERNEL_GEMM ||
      cost->gemm.klass != TC_GEMM_NVFP4 || tcDeviceSupportsNvfp4(device))
    return true;
  char message[320];
  snprintf(message, sizeof message,
           "NVFP4 GEMM (f4E2M1FN x and w with f8E4M3FN block scales) on "
           "device '%s', which has no NVFP4 kernels (%s): NVFP4 runs on FP4 "
           "tensor cores (Blackwell: b200)",
           device->name,
           device->teraFlops[TC_COMPUTE_F4] > 0
               ? "its fitted classes have no gemm.nvfp4"
               : "no tflops.f4");
  tcCostEmitError(op, message);
  return false;
}

/// The cost of `op` as charged: its estimate, refused where the device does
/// not run its kernel, and nothing for a weight's preparation from the
/// function's arguments (done once, not per step).
static bool estimateChargedCost(Analysis *analysis, MlirOperation op,
                                TcOpCost *cost, bool *fromArguments) {
  TcStringBuffer error = {0};
  if (!tcOpEstimateCost(op, shareOfValue, analysis, cost, &error)) {
    tcCostEmitError(op, tcBufferGetCString(&error));
    tcBufferDestroy(&error);
    return false;
  }
  if (!deviceRunsKernel(analysis, op, cost))
    return false;
  *fromArguments = operandsComeFromArguments(analysis, op);
  if (cost->kind != TC_COST_PLUMBING &&
      isWeightPreparation(op, *fromArguments))
    *cost = (TcOpCost){.kind = TC_COST_PLUMBING,
                       .computeType = cost->computeType,
                       .resultShare = cost->resultShare,
                       .routedShare = 1.0};
  return true;
}

/// The row of the report `op` is charged to: its name and its label's role.
static size_t reportRowOf(Analysis *analysis, MlirOperation op,
                          size_t labelIndex) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  return tcCostReportGetRow(
      analysis->report, name.data, name.length,
      labelIndex == TC_COST_NO_LABEL ? "" : analysis->labelRoles[labelIndex]);
}

/// What `op` adds to its row: one op, its kernels (a collective is one),
/// FLOPs, bytes and time.
static TcCostTotals costDelta(Analysis *analysis, const TcOpCost *cost) {
  return (TcCostTotals){
      .count = 1,
      .kernels = cost->kind == TC_COST_COLLECTIVE ? 1
                 : tcOpCostLaunchesKernel(cost) ? cost->kernels
                                                : 0,
      .flops = cost->flops,
      .bytes = cost->bytes,
      .commBytes = cost->commBytes,
      .timeMicroseconds =
          tcOpCostGetTime(cost, &analysis->report->device,
                          &analysis->timeOptions, &analysis->timeState),
  };
}

/// Schedules `op`'s kernel or collective on its stream once its latest
/// operand is ready; returns when its results are, and their producer
/// event in `producer`.
static double scheduleOp(Analysis *analysis, MlirOperation op,
                         const TcOpCost *cost, const TcCostTotals *delta,
                         size_t row, size_t labelIndex, size_t *producer) {
  double ready = analysis->functionStart;
  *producer = TC_COST_NO_EVENT;
  latestOperand(analysis, op, &ready, producer);
  if (cost->kind == TC_COST_PLUMBING)
    return ready;
  TcCostEvent event = {.row = row,
                       .collective = cost->kind == TC_COST_COLLECTIVE,
                       .launches = (int)delta->kernels,
                       .flops = delta->flops,
                       .bytes = delta->bytes,
                       .commBytes = delta->commBytes,
                       .timeMicroseconds = delta->timeMicroseconds,
                       .dependency = *producer,
                       .label = labelIndex};
  *producer = scheduleEvent(analysis, event, ready);
  const TcCostEvent *scheduled = &analysis->report->events[*producer];
  return scheduled->startMicroseconds + scheduled->timeMicroseconds;
}

static MlirLogicalResult chargeOp(Analysis *analysis, MlirOperation op,
                                  size_t opIndex) {
  TcOpCost cost;
  bool fromArguments = false;
  if (!estimateChargedCost(analysis, op, &cost, &fromArguments))
    return mlirLogicalResultFailure();
  noteResidents(analysis, op);
  recordUses(analysis, op, opIndex);
  noteWorldSize(analysis->report, op);

  TcOpKind kind = tcOpGetKind(op);
  if (kind == TC_OP_REGION_END && !mlirLogicalResultIsSuccess(
                                      endRegion(analysis, op)))
    return mlirLogicalResultFailure();
  size_t labelIndex = labelOf(analysis, op);
  size_t row = reportRowOf(analysis, op, labelIndex);
  TcCostTotals delta = costDelta(analysis, &cost);
  charge(analysis, row, &delta);
  // Routing changes only a calibrated device's expert times.
  if (cost.kernelClass == TC_KERNEL_GEMM && cost.routed &&
      analysis->report->device.calibrated)
    analysis->report->routedExperts = true;
  size_t producer;
  double ready =
      scheduleOp(analysis, op, &cost, &delta, row, labelIndex, &producer);
  recordResults(analysis, op, &cost, fromArguments, opIndex, ready, producer);
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
    result = tcCostEmitError(open->begin, tcBufferGetCString(&message));
    tcBufferDestroy(&message);
  }
  if (mlirLogicalResultIsSuccess(result)) {
    noteMemory(analysis, peakOfBuffers(analysis, opIndex));
    double end = analysis->streamFree[0] > analysis->streamFree[1]
                     ? analysis->streamFree[0]
                     : analysis->streamFree[1];
    if (end > analysis->report->stepTimeMicroseconds)
      analysis->report->stepTimeMicroseconds = end;
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
// The entry point.
//===----------------------------------------------------------------------===//

static MlirWalkResult findDecodeAttention(MlirOperation op, void *userData) {
  if (!tcAttentionIsGenerationStep(op))
    return MlirWalkResultAdvance;
  *(bool *)userData = true;
  return MlirWalkResultInterrupt;
}

bool tcCostIsDecodeStep(MlirOperation op) {
  bool found = false;
  mlirOperationWalk(op, findDecodeAttention, &found, MlirWalkPreOrder);
  return found;
}

bool tcCostReportSetUp(TcCostReport *report, const TcCostOptions *options,
                       TcStringBuffer *error) {
  return tcDeviceLoad(options->device ? options->device : "", &report->device,
                      error) &&
         tcDeviceSetMemoryReserve(&report->device,
                                  options->memoryReserveGigabytes, error) &&
         tcDeviceSetNetwork(&report->device, options->network,
                            options->gpusPerNode, error);
}

MlirLogicalResult tcCostAnalyze(MlirOperation op, const TcCostOptions *options,
                                TcCostReport *report) {
  // Any mode but on and off is auto (a host's enum may hold anything).
  bool graphs =
      options->cudaGraphs == TC_CUDA_GRAPH_MODE_ON ||
      (options->cudaGraphs != TC_CUDA_GRAPH_MODE_OFF && tcCostIsDecodeStep(op));
  report->cudaGraphs = graphs;
  report->moeRoutingSkew = options->moeRoutingSkew;
  Analysis analysis = {
      .report = report,
      .hostLaunches = tcCostReportHostLaunches(report),
      .timeOptions = {.cudaGraphs = graphs,
                      .customAllReduce = options->customAllReduce,
                      .moeRoutingSkew = options->moeRoutingSkew}};
  ModuleWalk walk = {&analysis, false};
  mlirOperationWalk(op, analyzeEachFunction, &walk, MlirWalkPreOrder);
  analysisDestroy(&analysis);
  if (walk.failed)
    return mlirLogicalResultFailure();
  // An empty module is what a pipeline's consumer reads when its producer
  // failed (`tc-gen ... | tc-opt ...`): a zero cost that "fits" would look
  // like an answer.
  if (!report->functions.length)
    return tcCostEmitError(
        op, "nothing to cost: expected a func.func with a body (an empty "
            "input is what a failed producer leaves)");
  return mlirLogicalResultSuccess();
}
