//===- Machine.h - tc-run's state: values of every rank, op kernels -*- C -*-===//
//
// The interpreter runs a function's ops in order. Each SSA value has one
// tensor per rank; an op's kernel reads its operands' tensors and fills its
// results' tensors on every rank at once, which is what lets a collective see
// all ranks' inputs. Kernels report failure with a diagnostic at the op.
//
//===----------------------------------------------------------------------===//
#ifndef TC_RUN_MACHINE_H
#define TC_RUN_MACHINE_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/IR.h"

#include "Run/Numerics.h"
#include "Support/IRUtils.h"
#include "Support/TensorSource.h"
#include "Util/PointerSet.h"

enum { TC_RUN_MAX_RANK = 8 };

/// The most memory tc-run's values may take, over all ranks (8 GiB). A value
/// that would pass it is refused with a diagnostic at its op before anything
/// is allocated; a program that big is not one to simulate element by
/// element.
#define TC_RUN_MAX_VALUE_BYTES ((int64_t)8 << 30)

typedef struct TcTensor {
  int64_t rank;
  int64_t shape[TC_RUN_MAX_RANK];
  int64_t numElements;
  TcNumberFormat format;
  double *data; // row-major, each element representable in `format`
} TcTensor;

typedef struct TcMachine {
  int64_t worldSize;
  int64_t *rankIds; // the global rank simulated at each position, ascending
  TcPointerMap slotOfValue; // MlirValue -> index into `tensors` / worldSize
  TcTensor *tensors;        // [slot * worldSize + position]
  size_t numSlots, capacity;
  int64_t bytesHeld; // by `tensors`' data, at most TC_RUN_MAX_VALUE_BYTES
} TcMachine;

/// The tensor of `value` on the rank at `position`; NULL (after a diagnostic
/// at `user`) when the value was never computed.
const TcTensor *tcMachineGetOperand(TcMachine *machine, MlirOperation user,
                                    intptr_t operand, int64_t position);

/// The tensor of `value` on the rank at `position`; NULL when not defined.
TcTensor *tcMachineGetValue(TcMachine *machine, MlirValue value,
                            int64_t position);

/// The tensor of result `index` of `op` on the rank at `position` (kernels
/// run after tcMachineDefine created it).
TcTensor *tcMachineGetResult(TcMachine *machine, MlirOperation op,
                             intptr_t index, int64_t position);

/// Creates the tensors of `value` (one per rank) with the shape of its static
/// type, data zeroed. Returns the tensor at position 0; the others follow it
/// (index by position). NULL after a diagnostic when the type is not a static
/// ranked tensor of a supported element type.
TcTensor *tcMachineDefine(TcMachine *machine, MlirValue value,
                          MlirOperation where);

/// Emits "tc-run: <message>" as an error at `op`; returns false.
bool tcRunEmitError(MlirOperation op, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

/// Position of `rank` in the machine's world; -1 when not simulated.
int64_t tcMachineFindRank(const TcMachine *machine, int64_t rank);

/// Row-major strides of a tensor.
void tcTensorGetStrides(const TcTensor *tensor, int64_t strides[]);

/// Rounds every element of `tensor` to its format.
void tcTensorRound(TcTensor *tensor);

/// The kernels. Each returns false after a diagnostic at `op`.
typedef bool (*TcKernel)(TcMachine *machine, MlirOperation op);

/// A kernel of an op each rank computes alone, on the rank at `position`.
typedef bool (*TcRankKernel)(TcMachine *machine, MlirOperation op,
                             int64_t position);

/// What runs an op of the dialect: a kernel over the whole world
/// (collectives, copies) or one each rank runs alone. Machine.c maps every
/// op kind to one, in a table indexed by kind.
typedef struct TcOpKernel {
  TcKernel world;
  TcRankKernel rank;
} TcOpKernel;

/// The kernel of ops of `kind` (both null for TC_OP_NONE).
TcOpKernel tcOpKindGetKernel(TcOpKind kind);

/// The kernel of an op of another dialect (arith, tensor, linalg,
/// func.return), or NULL when tc-run cannot execute it.
TcKernel tcLookupBuiltinKernel(MlirOperation op);

// Kernels.c: linear, quantization and norms.
bool tcRunLinearOnRank(TcMachine *machine, MlirOperation op, int64_t rank);
bool tcRunHeadLinearOnRank(TcMachine *machine, MlirOperation op,
                           int64_t rank);
bool tcRunQuantLinearOnRank(TcMachine *machine, MlirOperation op, int64_t rank);
/// Every quantize op (static, dynamic symmetric / asymmetric, MXFP4, NVFP4):
/// x, then its operands and results in order.
bool tcRunQuantizeOnRank(TcMachine *machine, MlirOperation op, int64_t rank);
bool tcRunNormOnRank(TcMachine *machine, MlirOperation op, int64_t rank);

/// A quantization's tensors: x, the quantize op's operands after x (scale
/// and offset, or global_scale; null when absent) and its results (q, then
/// scale and offset).
typedef struct TcQuantizeTensors {
  const TcTensor *x;
  const TcTensor *arguments[2];
  TcTensor *results[3];
} TcQuantizeTensors;

/// Fills `tensors` with x and `op`'s operands and results at the given
/// positions on the rank at `position`; false when one was never computed
/// (after a diagnostic) or the counts exceed a quantize op's.
bool tcMachineGetQuantizeTensors(TcMachine *machine, MlirOperation op,
                                 const TcTensor *x, intptr_t firstArgument,
                                 intptr_t numArguments, intptr_t firstResult,
                                 intptr_t numResults, int64_t position,
                                 TcQuantizeTensors *tensors);

/// The quantization of the quantize op kind `kind` of `tensors`, reading
/// `dims` and `group_size` from `op`.
bool tcRunQuantizeTensors(MlirOperation op, TcOpKind kind,
                          const TcQuantizeTensors *tensors);

/// y = rms_norm(x [+ residual], weight) with `op`'s eps; residualOut (may be
/// null) gets the sum rounded to x's type.
bool tcRunNormTensors(MlirOperation op, const TcTensor *x,
                      const TcTensor *residual, const TcTensor *weight,
                      TcTensor *y, TcTensor *residualOut);
// ModelKernels.c: the decoder's ops.
bool tcRunEmbeddingOnRank(TcMachine *machine, MlirOperation op, int64_t rank);
bool tcRunRopeOnRank(TcMachine *machine, MlirOperation op, int64_t rank);
/// y = RoPE of x at `positions` with `op`'s theta and scaling.
bool tcRunRopeTensors(MlirOperation op, const TcTensor *x,
                      const TcTensor *positions, TcTensor *y);
bool tcRunQkNormRopeOnRank(TcMachine *machine, MlirOperation op, int64_t rank);
/// Attention of `op`'s operands 0-2 (k and v dequantized by operands 3 and 4
/// when `hasKvScales`) into `o`, rounded to o's format.
bool tcRunAttentionInto(TcMachine *machine, MlirOperation op,
                        int64_t position, bool hasKvScales, TcTensor *o);
bool tcRunAttentionQuantOnRank(TcMachine *machine, MlirOperation op,
                               int64_t rank);
bool tcRunAttentionOnRank(TcMachine *machine, MlirOperation op, int64_t rank);
bool tcRunSwigluOnRank(TcMachine *machine, MlirOperation op, int64_t rank);
/// y = silu(gate) · up, element by element, rounded to y's format.
void tcRunSwigluTensors(const TcTensor *gate, const TcTensor *up, TcTensor *y);
// FusedKernels.c: a producer whose output leaves the kernel quantized.
bool tcRunFusedQuantOnRank(TcMachine *machine, MlirOperation op,
                           int64_t rank);
/// The fused op's outputs on the rank at `position` with `x` in place of its
/// operand 0 (all_reduce_add_rms_norm: the group's sum).
bool tcRunFusedOnRankWithInput(TcMachine *machine, MlirOperation op,
                               const TcTensor *x, int64_t position);
// MoeKernels.c: routing, dispatch and combine.
bool tcRunMoeGateOnRank(TcMachine *machine, MlirOperation op, int64_t rank);
bool tcRunMoeDispatchOnRank(TcMachine *machine, MlirOperation op,
                            int64_t rank);
bool tcRunMoeCombineOnRank(TcMachine *machine, MlirOperation op, int64_t rank);
bool tcRunMoeSharedAddOnRank(TcMachine *machine, MlirOperation op,
                             int64_t rank);
// Collectives.c: each sees every rank's operand at once.
bool tcRunAllReduce(TcMachine *machine, MlirOperation op);
bool tcRunReduceScatter(TcMachine *machine, MlirOperation op);
bool tcRunAllGather(TcMachine *machine, MlirOperation op);
bool tcRunAllSlice(TcMachine *machine, MlirOperation op);
bool tcRunAllToAll(TcMachine *machine, MlirOperation op);
bool tcRunAllReduceAddRmsNorm(TcMachine *machine, MlirOperation op);

enum { TC_RUN_MAX_GROUP = 1024 };

/// The groups of the op's rank_group over the simulated ranks: the group
/// and its copy for every other rank (a row or column of the device mesh),
/// each as machine positions in rank_group's order, group g at
/// positions[g * size]. False after a diagnostic when it does not tile them.
bool tcMachineGetGroups(TcMachine *machine, MlirOperation op,
                        int64_t positions[TC_RUN_MAX_GROUP],
                        int64_t *numGroups, int64_t *size);

/// The place of the rank simulated at `position` in its copy of the op's
/// rank_group, and the group's size. False after a diagnostic when the
/// group does not tile the ranks.
bool tcMachineGetPlaceInGroup(TcMachine *machine, MlirOperation op,
                              int64_t position, int64_t *place,
                              int64_t *size);

/// The copy of the group `members` (ascending, an evenly strided run of
/// ranks) that holds `rank`, ascending, into `group`: the ranks are tiled by
/// blocks of count x stride ranks, each holding `stride` interleaved copies.
/// False when `members` is not such a group.
bool tcRankGroupOfRank(const int64_t *members, int64_t count, int64_t rank,
                       int64_t *group);

/// Copies operand 0's elements into result 0 on every rank (views, region
/// markers, reshapes: the same elements in row-major order).
bool tcKernelCopy(TcMachine *machine, MlirOperation op);
/// The values of `from` into `to` (as many elements), rounded to `to`'s
/// element type, on every rank; false after a diagnostic at `where`.
bool tcKernelCopyValue(TcMachine *machine, MlirValue from, MlirValue to,
                       MlirOperation where);

/// Reads argument `index`'s `tensor_cast.source` into `source`; false when it
/// has none (the verifier has checked those it has).
bool tcMachineReadArgumentSource(MlirOperation function, intptr_t index,
                                 TcTensorSource *source);

/// Replaces the drawn values of the arguments whose source names a tensor of
/// the checkpoint at `path` (see TcRunOptions.weights); counts them in
/// `*loaded`. False after a diagnostic.
bool tcMachineLoadWeights(TcMachine *machine, MlirOperation function,
                          const char *path, bool strict, int64_t *loaded);

/// Fills the function's arguments with pseudo-random values (see Run.h).
bool tcMachineGenerateInputs(TcMachine *machine, MlirOperation function,
                             uint64_t seed);

#endif // TC_RUN_MACHINE_H
