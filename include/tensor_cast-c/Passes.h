/*===-- tensor_cast-c/Passes.h - Passes, pipelines, statistics ----*- C -*-===*\
|* Every tensor_cast pass is an MLIR pass with its own argument              *|
|* ("tc-merge-linear") and options. tcRegisterAllPasses puts them in MLIR's   *|
|* pass registry, where textual pipelines (mlirParsePassPipeline) find them   *|
|* next to MLIR's own passes; tcOpPassManagerAddPass adds one directly.       *|
|* The passes run on func.func, except tc-print-stats, which runs on any op.  *|
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

/// A reference-counted set of counters shared by the passes created with it.
/// Passes update it from any thread; read it after the pass manager has run.
typedef struct TcStatistics {
  void *ptr;
} TcStatistics;

/// Creates an empty set of counters and returns the caller's reference to it.
TC_CAPI_EXPORTED TcStatistics tcStatisticsCreate(void);

/// Drops the caller's reference to `statistics` (may be null). The set is
/// freed when the last reference goes: every pass created with it holds one.
TC_CAPI_EXPORTED void tcStatisticsRelease(TcStatistics statistics);

/// Returns the set that passes built from MLIR's registry (textual pipelines,
/// tc-opt's and mlir-opt's pass flags) count into. It lives as long as the
/// process; the caller borrows it and must not release it.
TC_CAPI_EXPORTED TcStatistics tcStatisticsGetGlobal(void);

/// Returns true if `statistics` is null.
static inline bool tcStatisticsIsNull(TcStatistics statistics) {
  return !statistics.ptr;
}

/// Returns the value of counter `counterName` of the pass `passArgument`
/// (e.g. "tc-merge-linear", "groups-merged"), summed over every instance of
/// that pass that ran with `statistics`; 0 if there is none or if
/// `statistics` is null.
TC_CAPI_EXPORTED uint64_t tcStatisticsGetValue(TcStatistics statistics,
                                               MlirStringRef passArgument,
                                               MlirStringRef counterName);

/// Prints every pass instance's counters in the layout of MLIR's pass
/// statistics report, calling `callback` (not null) with pieces of the text
/// and `userData`. A null `statistics` prints an empty report.
TC_CAPI_EXPORTED void tcStatisticsPrint(TcStatistics statistics,
                                        MlirStringCallback callback,
                                        void *userData);

//===----------------------------------------------------------------------===//
// Passes and pipelines.
//===----------------------------------------------------------------------===//

/// Returns true if `argument` names a tensor_cast pass or pipeline
/// ("tc-verify", "tc-pipeline", ...).
TC_CAPI_EXPORTED bool tcPassIsRegistered(MlirStringRef argument);

/// Calls `callback` (not null) once for each tensor_cast pass and pipeline
/// with its argument ("tc-merge-linear"), its one-line description and
/// `userData`.
typedef void (*TcPassCallback)(MlirStringRef argument, MlirStringRef description,
                               void *userData);
TC_CAPI_EXPORTED void tcPassForEachRegistered(TcPassCallback callback,
                                              void *userData);

/// Registers every tensor_cast pass and pipeline, with its options, in
/// MLIR's global pass registry, so that mlirParsePassPipeline and
/// mlirOpPassManagerAddPipeline find them by name
/// ("func.func(tc-merge-linear{max-merged-n=4096})"). Their counters go to
/// tcStatisticsGetGlobal(). Safe to call more than once. MLIR's own passes
/// are registered by mlirRegisterAllPasses (mlir-c/RegisterEverything.h).
TC_CAPI_EXPORTED void tcRegisterAllPasses(void);

/// Makes every context created with `registry` (not null) load the
/// tensor_cast dialect (and func, tensor, arith) when it loads func, as
/// `mlir-opt --load-dialect-plugin` needs.
TC_CAPI_EXPORTED void tcDialectRegistryInsertTensorCast(MlirDialectRegistry registry);

/// Creates the tensor_cast pass `argument` configured by `options`, a string
/// in pass-pipeline option syntax ("max-merged-n=8192 loose=true", or empty).
/// The caller owns the returned pass until it hands it to a pass manager on
/// func.func (mlirOpPassManagerAddOwnedPass). Counters go to `statistics`
/// (may be null: none are kept), which the pass holds a reference to. On an
/// unknown name or a bad option, calls `errorCallback` (may be null) with the
/// reason and `userData`, and returns a null pass.
TC_CAPI_EXPORTED MlirPass tcPassCreate(MlirStringRef argument,
                                       MlirStringRef options,
                                       TcStatistics statistics,
                                       MlirStringCallback errorCallback,
                                       void *userData);

/// Adds the tensor_cast pass or pipeline `argument`, configured by `options`
/// (pass-pipeline option syntax, or empty), to `passManager` (not null),
/// nested under func.func unless `passManager` is on func.func already. The
/// default pipeline is `tcOpPassManagerAddPass(pm, "tc-pipeline",
/// "sequence-parallel=true", ...)`. Counters go to `statistics` (may be
/// null). On an unknown name or a bad option, calls `errorCallback` (may be
/// null) with the reason and `userData`, adds nothing and returns failure.
TC_CAPI_EXPORTED MlirLogicalResult tcOpPassManagerAddPass(
    MlirOpPassManager passManager, MlirStringRef argument,
    MlirStringRef options, TcStatistics statistics,
    MlirStringCallback errorCallback, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* TENSOR_CAST_C_PASSES_H */
