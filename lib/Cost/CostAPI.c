//===- CostAPI.c - The cost analysis behind the public C API --------------===//

#include "tensor_cast-c/Cost.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "mlir-c/Diagnostics.h"

#include "Cost/Analysis.h"
#include "Cost/Device.h"
#include "Cost/KernelModel.h"
#include "Cost/Report.h"

TcCostOptions tcCostOptionsGetDefault(void) {
  return (TcCostOptions){"h100", TC_CUDA_GRAPH_MODE_AUTO, true,
                        TC_DEFAULT_ROUTING_SKEW, -1.0, NULL, 0};
}

/// The time of the report's rows of op `name` (every role).
static double timeOfOp(const TcCostReport *report, const char *name) {
  double time = 0;
  for (size_t i = 0; i < report->numRows; ++i)
    if (strcmp(report->rowNames[i], name) == 0)
      time += report->rows[i].timeMicroseconds;
  return time;
}

static void summarize(const TcCostReport *report, TcCostSummary *summary) {
  TcCostTotals total = tcCostReportGetTotals(report);
  TcCostMemory memory = tcCostReportGetMemory(report);
  *summary = (TcCostSummary){
      .attentionMicroseconds = timeOfOp(report, "tensor_cast.attention"),
      .stepTimeMicroseconds = report->stepTimeMicroseconds,
      .serialTimeMicroseconds = total.timeMicroseconds,
      // Every kernel and collective is launched once (a copy_region's again).
      .hostMicroseconds = tcCostReportHostLaunches(report)
                              ? (double)total.kernels *
                                    report->device.launchOverheadMicroseconds
                              : 0,
      .iterationSyncMicroseconds =
          report->worldSize > 1 ? report->device.iterationSyncMicroseconds
                                : 0,
      .flops = total.flops,
      .bytes = total.bytes,
      .commBytes = total.commBytes,
      .kernels = total.kernels,
      .worldSize = report->worldSize,
      .weightBytes = report->weightBytes,
      .kvCacheBytes = report->kvCacheBytes,
      .peakActivationBytes = report->peakActivationBytes,
      .capacityBytes = memory.capacity,
      .reserveBytes = memory.reserve,
      .fits = memory.fits,
      .gpusPerNode = report->device.network.gpusPerNode,
      .nodes = tcCostReportGetNodes(report),
      .linkGigabytesPerSecond = report->device.linkGigabytesPerSecond,
      .networkGigabytesPerSecond = report->device.network.gigabytesPerSecond,
      .networkLatencyMicroseconds = report->device.network.latencyMicroseconds,
      .launchOverheadMicroseconds = report->device.calibrated
                                        ? report->device.launchOverheadMicroseconds
                                        : 0,
  };
  snprintf(summary->deviceName, sizeof summary->deviceName, "%s",
           report->device.name);
}

MlirLogicalResult tcOperationEstimateCost(MlirOperation op,
                                          const TcCostOptions *options,
                                          TcCostSummary *summary) {
  *summary = (TcCostSummary){0};
  if (!(isfinite(options->moeRoutingSkew) && options->moeRoutingSkew >= 0)) {
    mlirEmitError(mlirOperationGetLocation(op),
                  "expected moeRoutingSkew finite and at least 0 (0: "
                  "balanced routing)");
    return mlirLogicalResultFailure();
  }
  TcCostReport report = {.worldSize = 1};
  TcStringBuffer error = {0};
  if (!tcCostReportSetUp(&report, options, &error)) {
    mlirEmitError(mlirOperationGetLocation(op), tcBufferGetCString(&error));
    tcBufferDestroy(&error);
    return mlirLogicalResultFailure();
  }
  MlirLogicalResult result = tcCostAnalyze(op, options, &report);
  if (mlirLogicalResultIsSuccess(result))
    summarize(&report, summary);
  tcCostReportDestroy(&report);
  return result;
}
