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

#include "Cost/Report.h"

typedef enum TcCudaGraphs {
  TC_CUDA_GRAPHS_AUTO, // on for decode steps, as serving engines capture them
  TC_CUDA_GRAPHS_ON,
  TC_CUDA_GRAPHS_OFF,
} TcCudaGraphs;

typedef struct TcCostAnalysisOptions {
  TcCudaGraphs cudaGraphs;
  bool customAllReduce; // the faster of NCCL and one-shot kernels
  double routingSkew;   // MoE routing: 0 balanced, else a power law's exponent
} TcCostAnalysisOptions;

/// Emits "tc-cost-report: `message`" at `op`'s location; returns failure.
MlirLogicalResult tcCostEmitError(MlirOperation op, const char *message);

/// True when `op` (a module or function) holds attention over one new token
/// per sequence: a decode step.
bool tcCostIsDecodeStep(MlirOperation op);

/// Fills `report`, whose device is set, from every func.func in `op` (a
/// module, or a func.func itself). On an op it cannot cost, emits an error
/// at the op's location and fails.
MlirLogicalResult tcCostAnalyze(MlirOperation op,
                                const TcCostAnalysisOptions *options,
                                TcCostReport *report);

#endif // TC_COST_ANALYSIS_H
