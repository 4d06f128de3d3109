/*===-- tensor_cast-c/Run.h - The reference interpreter (tc-run) ---*- C -*-===*\
|* Executes a func.func of the dialect (plus the func/arith/tensor ops the    *|
|* passes emit) on every rank of its world at once, an SPMD simulation:       *|
|* collectives combine the ranks' values. Values are computed in double and  *|
|* every op result is rounded to its element type, with real quantization    *|
|* semantics, so a rewrite that changes a single rounding shows.             *|
\*===----------------------------------------------------------------------===*/
#ifndef TENSOR_CAST_C_RUN_H
#define TENSOR_CAST_C_RUN_H

#include <stdint.h>

#include "mlir-c/IR.h"
#include "tensor_cast-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// How to run a function. Start from tcRunOptionsGetDefault().
typedef struct TcRunOptions {
  /// Ranks to simulate. 0: the size of the `rank_group` of the function's
  /// collectives, or 1 when it has none. A nonzero value must agree with the
  /// collectives.
  int64_t worldSize;
  /// Seed of the pseudo-random inputs. An argument marked
  /// `tensor_cast.sharded` gets different values on each rank, any other the
  /// same values on every rank.
  uint64_t seed;
  /// Explicit inputs instead of generated ones, or NULL:
  /// `inputs[rank * numArguments + argument]` holds the argument's elements
  /// in row-major order, rounded to its element type when read.
  const double *const *inputs;
  /// The most work to take on, in FLOPs over all ranks: a function whose ops
  /// add up to more (tc-cost-report's count of each op, on every rank) is
  /// refused before anything runs, at its largest op. 0 or less: no limit.
  double maxFlops;
  /// A checkpoint (safetensors: a file, the index JSON of its shards, or the
  /// directory holding either), or NULL. An argument whose
  /// `tensor_cast.source` names one of its tensors takes that tensor's piece
  /// instead of drawn values; a tensor of that name but another shape is an
  /// error at the argument. Ignored with `inputs`.
  const char *weights;
  /// With `weights`: an argument with a source whose tensor is missing is an
  /// error (false: it keeps its drawn values).
  bool strictWeights;
} TcRunOptions;

/// The default of TcRunOptions.maxFlops: 64 GFLOP, 15 to 25 seconds of the
/// interpreter on one core of a current machine (it computes in double at
/// 2.5 to 4 GFLOP/s). Full-size models need thousands of times more.
#define TC_RUN_DEFAULT_MAX_FLOPS 64e9

/// Returns world size 0 (from the function), seed 0, generated inputs, and
/// TC_RUN_DEFAULT_MAX_FLOPS.
TC_CAPI_EXPORTED TcRunOptions tcRunOptionsGetDefault(void);

/// The outputs of one run, on every rank. Owned by the caller.
typedef struct TcRunResult {
  void *ptr;
} TcRunResult;

/// Returns how many arguments took their values from TcRunOptions.weights
/// (`result` not null).
TC_CAPI_EXPORTED int64_t tcRunResultGetNumLoadedArguments(TcRunResult result);

/// Returns true if `result` is null (the run failed).
static inline bool tcRunResultIsNull(TcRunResult result) { return !result.ptr; }

/// Returns the world size `function`'s (not null) collectives imply: the
/// size of their `rank_group`, 0 when it has no collectives, -1 when they
/// disagree on the set of ranks (that is not one SPMD program).
TC_CAPI_EXPORTED int64_t tcFunctionGetWorldSize(MlirOperation function);

/// Runs `function` (a func.func with one block, not null) with `options`
/// (not null) and returns its outputs, owned by the caller (release them
/// with tcRunResultDestroy). On failure (an op it cannot execute, a dynamic
/// shape, ...) emits an error diagnostic at the op's location through
/// `function`'s context and returns a null result; an op tc-run cannot
/// execute is never skipped.
TC_CAPI_EXPORTED TcRunResult tcRunResultCreateFromFunction(
    MlirOperation function, const TcRunOptions *options);

/// Frees `result` (may be null) and the output data it owns.
TC_CAPI_EXPORTED void tcRunResultDestroy(TcRunResult result);

/// Returns the number of ranks `result` (not null) holds outputs for.
TC_CAPI_EXPORTED int64_t tcRunResultGetWorldSize(TcRunResult result);

/// Returns the number of values the function returns (`result` not null).
TC_CAPI_EXPORTED intptr_t tcRunResultGetNumOutputs(TcRunResult result);

/// Returns the type of output `output` (valid while the function's context
/// lives; `result` not null).
TC_CAPI_EXPORTED MlirType tcRunResultGetOutputType(TcRunResult result,
                                                   intptr_t output);

/// Returns the number of elements of output `output` (`result` not null).
TC_CAPI_EXPORTED int64_t tcRunResultGetOutputNumElements(TcRunResult result,
                                                         intptr_t output);

/// Returns the spacing of the numbers of output `output`'s element type at
/// `magnitude` (its unit in the last place there; 1 for integers; the
/// smallest normal spacing below the normal range), `result` not null: a
/// tolerance stated in ulps of a value's scale.
TC_CAPI_EXPORTED double tcRunResultGetOutputUlp(TcRunResult result,
                                                intptr_t output,
                                                double magnitude);

/// Returns the elements of output `output` on the rank at `position`
/// (0-based, in ascending rank order), row-major, each exactly representable
/// in the output's element type. `result` (not null) owns them: the caller
/// borrows them until tcRunResultDestroy.
TC_CAPI_EXPORTED const double *
tcRunResultGetOutputData(TcRunResult result, intptr_t position, intptr_t output);

/// One output of the model, joined from the ranks' pieces as its result's
/// `tensor_cast.source` says (each part from the first rank that holds it,
/// padding dropped). Borrowed from the result (the name from the function's
/// context).
typedef struct TcRunJoinedOutput {
  MlirStringRef name;   // the source's name, e.g. "logits"; empty: no source
  intptr_t rank;        // of the model output
  const int64_t *shape; // the model output's shape
  int64_t numElements;
  const double *data;   // row-major; NULL when the result has no source
} TcRunJoinedOutput;

/// Returns output `output` joined over the ranks (`result` not null); its
/// `data` is NULL when the function's result has no `tensor_cast.source`.
TC_CAPI_EXPORTED TcRunJoinedOutput
tcRunResultGetJoinedOutput(TcRunResult result, intptr_t output);

#ifdef __cplusplus
}
#endif

#endif /* TENSOR_CAST_C_RUN_H */
