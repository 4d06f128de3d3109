/*===-- tensor_cast-c/Passes.h - Passes, pipelines, statistics ----*- C -*-===*\
|* Every tensor_cast pass is registered under its own name ("tc-verify",      *|
|* ...) and can be mixed with MLIR's own passes in one textual pipeline.      *|
\*===----------------------------------------------------------------------===*/
#ifndef TENSOR_CAST_C_PASSES_H
#define TENSOR_CAST_C_PASSES_H

#include <stdint.h>

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"
#include "tensor_cast-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

//===----------------------------------------------------------------------===//
// Statistics: the counters passes keep (what tc-opt --tc-stats prints).
//===----------------------------------------------------------------------===//

/// A set of counters shared by the passes created with it. Passes update it
/// from any thread; read it after the pass manager has run.
typedef struct TcStatistics {
  void *ptr;
} TcStatistics;

/// Creates an empty set of counters, owned by the caller.
TC_CAPI_EXPORTED TcStatistics tcStatisticsCreate(void);

/// Releases the caller's reference. Passes created with `statistics` hold
/// their own reference, so this may be called before they are destroyed.
TC_CAPI_EXPORTED void tcStatisticsDestroy(TcStatistics statistics);

/// Returns true if `statistics` is null.
static inline bool tcStatisticsIsNull(TcStatistics statistics) {
  return !statistics.ptr;
}

/// Returns the value of counter `counterName` of the pass `passArgument`
/// (e.g. "tc-merge-linear", "groups-merged"), summed over every instance of
/// that pass created with `statistics`; 0 if there is none.
TC_CAPI_EXPORTED uint64_t tcStatisticsGetValue(TcStatistics statistics,
                                               MlirStringRef passArgument,
                                               MlirStringRef counterName);

/// Prints every pass instance's counters in the layout of MLIR's pass
/// statistics report, calling `callback` with pieces of the text.
TC_CAPI_EXPORTED void tcStatisticsPrint(TcStatistics statistics,
                                        MlirStringCallback callback,
                                        void *userData);

//===----------------------------------------------------------------------===//
// Passes and pipelines.
//===----------------------------------------------------------------------===//

/// Returns true if `argument` names a tensor_cast pass or pipeline
/// ("tc-verify", "tc-pipeline", ...).
TC_CAPI_EXPORTED bool tcIsRegisteredPass(MlirStringRef argument);

/// Prints the tensor_cast passes and pipelines with their descriptions and
/// options, in the layout of `mlir-opt --help`'s pass list.
TC_CAPI_EXPORTED void tcPrintRegisteredPasses(MlirStringCallback callback,
                                              void *userData);

/// Calls `callback` once for each tensor_cast pass and pipeline, in the
/// order --list-passes shows them, with its argument ("tc-merge-linear") and
/// its one-line description.
typedef void (*TcPassCallback)(MlirStringRef argument, MlirStringRef description,
                               void *userData);
TC_CAPI_EXPORTED void tcForEachRegisteredPass(TcPassCallback callback,
                                              void *userData);

/// Adds the tensor_cast pass or pipeline `argument`, configured by `options`
/// (pass-pipeline option syntax, or empty), to `passManager`. The default
/// pipeline is `tcOpPassManagerAddPass(pm, "tc-pipeline",
/// "sequence-parallel=true", ...)`. On an unknown name or a bad option, calls
/// `errorCallback` with the reason, adds nothing and returns failure.
TC_CAPI_EXPORTED MlirLogicalResult tcOpPassManagerAddPass(
    MlirOpPassManager passManager, MlirStringRef argument,
    MlirStringRef options, TcStatistics statistics,
    MlirStringCallback errorCallback, void *userData);

/// Registers every tensor_cast pass and pipeline, with its options, in
/// MLIR's global pass registry, so that mlirParsePassPipeline and mlir-opt's
/// --pass-pipeline find them by name ("func.func(tc-merge-linear{loose=true})").
/// Each is registered as a pass pipeline whose builder parses the options and
/// adds the C pass. Safe to call more than once. Counters are not collected
/// for passes built from the registry (MLIR's own statistics are compiled out
/// of this MLIR build); use tcCreatePass for counters.
TC_CAPI_EXPORTED void tcRegisterAllPasses(void);

/// Makes every context created with `registry` load the tensor_cast dialect
/// (and func, tensor, arith) as soon as it exists, as `mlir-opt
/// --load-dialect-plugin` needs.
TC_CAPI_EXPORTED void tcDialectRegistryInsertTensorCast(MlirDialectRegistry registry);

/// Creates the tensor_cast pass `argument` configured by `options`, a string
/// in pass-pipeline option syntax ("max-merged-n=8192 loose=true", or empty).
/// The caller owns the returned pass until it hands it to a pass manager
/// (mlirOpPassManagerAddOwnedPass). Counters go to `statistics` (may be null).
/// On an unknown name or a bad option, calls `errorCallback` with the reason
/// and returns a null pass.
TC_CAPI_EXPORTED MlirPass tcCreatePass(MlirStringRef argument,
                                       MlirStringRef options,
                                       TcStatistics statistics,
                                       MlirStringCallback errorCallback,
                                       void *userData);

/// Parses `pipelineElements`, a comma-separated list of pass elements as in
/// mlirOpPassManagerAddPipeline ("tc-verify, canonicalize,
/// func.func(tc-pipeline{sequence-parallel=true})"), and adds them to
/// `passManager`. Unlike mlirOpPassManagerAddPipeline it accepts tensor_cast
/// passes with options; every other element goes to MLIR's pass registry.
/// On error, calls `errorCallback` with a message that points at the column
/// and returns failure; `passManager` may then hold part of the pipeline.
TC_CAPI_EXPORTED MlirLogicalResult tcOpPassManagerAddPipeline(
    MlirOpPassManager passManager, MlirStringRef pipelineElements,
    TcStatistics statistics, MlirStringCallback errorCallback, void *userData);

/// Parses an anchored pipeline "builtin.module(...)" whose anchor is
/// `anchorOpName` (the operation `passManager` runs on) and adds its elements
/// to `passManager`, as tcOpPassManagerAddPipeline does.
TC_CAPI_EXPORTED MlirLogicalResult tcParsePassPipeline(
    MlirOpPassManager passManager, MlirStringRef anchorOpName,
    MlirStringRef pipeline, TcStatistics statistics,
    MlirStringCallback errorCallback, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* TENSOR_CAST_C_PASSES_H */
