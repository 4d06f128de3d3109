//===- Analysis.h - What a program costs on one rank ----------------*- C -*-===//
//
// The cost analysis behind tc-cost-report, tc-plan and the C API: per op
// name the count, kernels, FLOPs, bytes, communication and time; the
// two-stream schedule's step time; peak activations, weights and KV caches.
//
//===----------------------------------------------------------------------===//
#ifndef TC_COST_ANALYSIS_H
#define TC_COST_ANALYSIS_H

#include <stdbool.h>

#include "mlir-c/IR.h"
#include "tensor_cast-c/Cost.h"

#include "Cost/Report.h"
#include "Util/StringBuffer.h"

/// Loads `options`' device (a preset or a file), memory reserve and network
/// into `report`'s device, the one set-up of every caller of tcCostAnalyze.
/// False, with what was expected in `error`, on a bad device, reserve or
/// network.
bool tcCostReportSetUp(TcCostReport *report, const TcCostOptions *options,
                       TcStringBuffer *error);

/// Emits "tc-cost-report: `message`" at `op`'s location; returns failure.
MlirLogicalResult tcCostEmitError(MlirOperation op, const char *message);

/// True when `op` (a module or function) holds attention over one new token
/// per sequence: a decode step.
bool tcCostIsDecodeStep(MlirOperation op);

/// Fills `report`, whose device is set, from every func.func in `op` (a
/// module, or a func.func itself). On an op it cannot cost, emits an error
/// at the op's location and fails.
MlirLogicalResult tcCostAnalyze(MlirOperation op,
                                const TcCostOptions *options,
                                TcCostReport *report);

#endif // TC_COST_ANALYSIS_H
