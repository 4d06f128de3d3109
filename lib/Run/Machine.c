//===- Machine.c - tc-run: the run loop, world and results ----------------===//

#include "Run/Machine.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "tensor_cast-c/Run.h"

#include "Cost/OpCost.h"

#include "Support/IRUtils.h"
#include "Support/Regions.h"
#include "Support/Vectors.h"
#include "Util/StringBuffer.h"

static void destroyMachine(TcMachine *machine) {
  size_t count = machine->numSlots * (size_t)machine->worldSize;
  for (size_t i = 0; i < count; ++i)
    free(machine->tensors[i].data);
  free(machine->tensors);
  free(machine->rankIds);
  tcPointerMapDestroy(&machine->slotOfValue);
}

//===----------------------------------------------------------------------===//
// The world.
//===----------------------------------------------------------------------===//

static bool isCollective(MlirOperation op) {
  return tcOpKindHasTraits(tcOpGetKind(op), TC_OP_TRAIT_COLLECTIVE);
}

/// The members of `op`'s rank_group in ascending order; 0 when malformed.
static int64_t sortedRankGroup(MlirOperation op, int64_t **members) {
  MlirAttribute group = tcOpGetAttr(op, "rank_group");
  if (mlirAttributeIsNull(group) || !mlirAttributeIsADenseI64Array(group))
    return 0;
  *members = tcDenseI64ArrayCopySorted(group);
  return mlirDenseArrayGetNumElements(group);
}

static MlirBlock functionBody(MlirOperation function) {
  if (!tcOpIsNamed(function, "func.func") ||
      mlirOperationGetNumRegions(function) != 1)
    return (MlirBlock){NULL};
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(function, 0));
}

/// Adds `members` (ascending) to the ascending set `ranks` of *size.
static int64_t *mergeRanks(int64_t *ranks, int64_t *size,
                           const int64_t *members, int64_t count) {
  int64_t *merged =
      tcCheckAllocation(malloc(sizeof(int64_t) * (size_t)(*size + count)));
  int64_t i = 0, j = 0, n = 0;
  while (i < *size || j < count) {
    int64_t next = j == count || (i < *size && ranks[i] <= members[j])
                       ? ranks[i++]
                       : members[j++];
    if (n == 0 || merged[n - 1] != next)
      merged[n++] = next;
  }
  free(ranks);
  *size = n;
  return merged;
}

/// Whether every rank of `world` (ascending, `size` ranks) lies in a copy of
/// the group `members` (ascending) that lies in `world` (see groupOfRank).
static bool groupTilesWorld(const int64_t *members, int64_t count,
                            const int64_t *world, int64_t size) {
  int64_t group[TC_RUN_MAX_GROUP];
  if (count > TC_RUN_MAX_GROUP || size % count != 0)
    return false;
  // Each rank's copy holds the rank itself, so the copies tile the world
  // exactly when each lies in it.
  for (int64_t i = 0; i < size; ++i) {
    if (!tcRankGroupOfRank(members, count, world[i], group))
      return false;
    for (int64_t k = 0; k < count; ++k)
      if (!bsearch(&group[k], world, (size_t)size, sizeof(int64_t),
                   tcCompareInt64))
        return false;
  }
  return true;
}

/// A source cut for more ranks than this is not a world tc-run simulates
/// (its groups would be larger than any collective's); it adds none.
enum { TC_RUN_MAX_SOURCE_RANKS = TC_RUN_MAX_GROUP };

/// The ranks a source's splits cut its tensor for: each split's parts times
/// the ranks that share a part (0 without a split).
static int64_t ranksCutFor(MlirAttribute attr) {
  TcTensorSource source;
  int64_t ranks = 0, span;
  if (!tcTensorSourceRead(attr, &source))
    return 0;
  for (int64_t s = 0; s < source.numSplits; ++s)
    if (tcMultiplyChecked(source.splits[s].parts, source.splits[s].every,
                          &span) &&
        span > ranks && span <= TC_RUN_MAX_SOURCE_RANKS)
      ranks = span;
  return ranks;
}

/// Ranks 0 .. k-1 for the largest k a source of `function` is cut for:
/// groups that hold their own pieces and never meet in a collective
/// (attention data parallelism without experts) are still ranks of the
/// world.
static int64_t *mergeSourceRanks(MlirOperation function, int64_t *ranks,
                                 int64_t *size) {
  MlirBlock body = functionBody(function);
  int64_t needed = 0;
  for (intptr_t i = 0; i < mlirBlockGetNumArguments(body); ++i) {
    int64_t cut = ranksCutFor(tcFunctionGetArgumentSource(function, i));
    needed = cut > needed ? cut : needed;
  }
  for (intptr_t i = 0, n = tcOpGetArrayAttrSize(function, "res_attrs"); i < n;
       ++i) {
    int64_t cut = ranksCutFor(tcFunctionGetResultSource(function, i));
    needed = cut > needed ? cut : needed;
  }
  if (needed <= 1)
    return ranks;
  int64_t *all = tcCheckAllocation(malloc(sizeof(int64_t) * (size_t)needed));
  for (int64_t r = 0; r < needed; ++r)
    all[r] = r;
  ranks = mergeRanks(ranks, size, all, needed);
  free(all);
  return ranks;
}

/// The ranks `function` runs on, ascending: the union of its collectives'
/// groups and the ranks its sources are cut for, which each group must
/// tile; *size 0 when it has neither, -1 when they do not make one SPMD
/// program.
static int64_t *collectRankIds(MlirOperation function, int64_t *size) {
  int64_t *ranks = NULL;
  *size = 0;
  MlirBlock body = functionBody(function);
  if (mlirBlockIsNull(body))
    return NULL;
  for (int pass = 0; pass < 2; ++pass) { // the union, then the tiling
    if (pass == 1)
      ranks = mergeSourceRanks(function, ranks, size);
    for (MlirOperation op = mlirBlockGetFirstOperation(body);
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
      if (!isCollective(op))
        continue;
      int64_t *members = NULL;
      int64_t count = sortedRankGroup(op, &members);
      bool tiles = count == 0 || pass == 0 ||
                   groupTilesWorld(members, count, ranks, *size);
      if (pass == 0 && count > 0) // malformed: the verifier reports it
        ranks = mergeRanks(ranks, size, members, count);
      free(members);
      if (!tiles) {
        free(ranks);
        *size = -1;
        return NULL;
      }
    }
  }
  return ranks;
}

int64_t tcFunctionGetWorldSize(MlirOperation function) {
  int64_t size;
  free(collectRankIds(function, &size));
  return size;
}

/// Sets up the machine's world from the function and the options.
static bool setUpWorld(TcMachine *machine, MlirOperation function,
                       int64_t requested) {
  int64_t size;
  int64_t *ranks = collectRankIds(function, &size);
  if (size < 0)
    return tcRunEmitError(
        function, "the collectives run over different sets of ranks, so "
                  "this is not one SPMD program (a group smaller than the "
                  "ranks must be evenly strided, a row or column of a "
                  "device mesh of them)");
  if (size > 0 && requested > 0 && requested != size) {
    free(ranks);
    return tcRunEmitError(
        function,
        "a world size of %lld was requested, but the collectives' "
        "rank_group and the sources' splits need %lld ranks",
        (long long)requested, (long long)size);
  }
  if (size == 0) {
    size = requested > 0 ? requested : 1;
    ranks = tcCheckAllocation(malloc(sizeof(int64_t) * (size_t)size));
    for (int64_t i = 0; i < size; ++i)
      ranks[i] = i;
  }
  machine->worldSize = size;
  machine->rankIds = ranks;
  return true;
}

//===----------------------------------------------------------------------===//
// Running.
//===----------------------------------------------------------------------===//

/// An output joined from the ranks' pieces by its result's source.
typedef struct JoinedOutput {
  TcTensorSource source; // rank -1: the result has no source
  int64_t numElements;
  double *data;
} JoinedOutput;

typedef struct RunResult {
  int64_t worldSize;
  intptr_t numOutputs;
  MlirType *types;
  int64_t *numElements;
  double **data; // [output * worldSize + position]
  JoinedOutput *joined;
  int64_t numLoaded; // arguments read from the checkpoint
} RunResult;

TcRunOptions tcRunOptionsGetDefault(void) {
  return (TcRunOptions){.worldSize = 0,
                        .seed = 0,
                        .inputs = NULL,
                        .maxFlops = TC_RUN_DEFAULT_MAX_FLOPS,
                        .weights = NULL,
                        .strictWeights = false};
}

/// The interpreter computes every row of every value, routed or not.
static double everyRow(MlirValue value, void *userData) { return 1.0; }

/// "16 FLOP", "1.5 MFLOP", "137.4 GFLOP", ... for messages.
static void appendFlops(TcStringBuffer *text, double flops) {
  static const char *const kUnits[] = {"", "k", "M", "G", "T", "P"};
  int unit = 0;
  while (flops >= 1000 && unit < 5) {
    flops /= 1000;
    ++unit;
  }
  tcBufferAppendFormat(text, unit ? "%.1f %sFLOP" : "%.0f %sFLOP", flops,
                       kUnits[unit]);
}

/// What the ops of a function add up to, copy_region runs included: each
/// region's FLOPs (`regionFlops`, by the tracker's index) are counted as its
/// ops run and again for every copy.
typedef struct WorkCount {
  double total, largest;
  MlirOperation largestOp;
  TcRegionTracker regions;
  double *regionFlops;
  size_t capacity;
} WorkCount;

static void addWork(WorkCount *work, double flops) {
  work->total += flops;
  for (size_t i = 0; i < work->regions.numOpen; ++i)
    work->regionFlops[work->regions.open[i]] += flops;
}

/// Tracks `op` if it is a region marker; a copy_region adds its region's
/// FLOPs once more.
static void countRegionMarker(WorkCount *work, MlirOperation op) {
  tcRegionTrackerAdd(&work->regions, op);
  TC_GROW_ARRAY(work->regionFlops, work->capacity, work->regions.count + 1);
  if (tcOpGetKind(op) == TC_OP_REGION_BEGIN)
    work->regionFlops[work->regions.count - 1] = 0;
  const TcMarkedRegion *copied =
      tcOpGetKind(op) == TC_OP_COPY_REGION
          ? tcRegionTrackerFindCopied(&work->regions, tcRegionMarkerGetId(op))
          : NULL;
  if (copied)
    addWork(work, work->regionFlops[copied - work->regions.regions]);
}

/// The error of a function over --max-gflop, at its largest op.
static void reportTooMuchWork(const TcMachine *machine, const WorkCount *work,
                              double maxFlops) {
  TcStringBuffer amounts[3] = {{0}, {0}, {0}};
  appendFlops(&amounts[0], work->total);
  appendFlops(&amounts[1], maxFlops);
  appendFlops(&amounts[2], work->largest);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(work->largestOp));
  tcRunEmitError(
      work->largestOp,
      "the function needs about %s on its %lld rank(s), more than the "
      "limit of %s (--max-gflop); its largest op is this '%.*s' (%s). "
      "tc-run is meant for small programs, such as tc-gen --tiny writes",
      tcBufferGetCString(&amounts[0]), (long long)machine->worldSize,
      tcBufferGetCString(&amounts[1]), (int)name.length, name.data,
      tcBufferGetCString(&amounts[2]));
  for (int i = 0; i < 3; ++i)
    tcBufferDestroy(&amounts[i]);
}

/// Refuses, before anything runs, a function whose ops add up to more FLOPs
/// on all ranks than `maxFlops`: a full-size model would keep the
/// interpreter busy for hours. Ops the cost model cannot count (a dynamic
/// shape) count nothing here; running them says what is wrong.
static bool checkWork(const TcMachine *machine, MlirBlock body,
                      double maxFlops) {
  if (maxFlops <= 0)
    return true;
  WorkCount work = {.largest = -1};
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    countRegionMarker(&work, op);
    TcOpCost cost;
    TcStringBuffer error = {0};
    bool counted = tcOpEstimateCost(op, everyRow, NULL, &cost, &error);
    tcBufferDestroy(&error);
    if (!counted)
      continue;
    double flops = cost.flops * (double)machine->worldSize;
    addWork(&work, flops);
    if (flops > work.largest) {
      work.largest = flops;
      work.largestOp = op;
    }
  }
  tcRegionTrackerDestroy(&work.regions);
  free(work.regionFlops);
  if (work.total <= maxFlops)
    return true;
  reportTooMuchWork(machine, &work, maxFlops);
  return false;
}

static bool defineArguments(TcMachine *machine, MlirOperation function,
                            MlirBlock body, const TcRunOptions *options,
                            int64_t *numLoaded) {
  intptr_t numArguments = mlirBlockGetNumArguments(body);
  for (intptr_t i = 0; i < numArguments; ++i) {
    TcTensor *tensors =
        tcMachineDefine(machine, mlirBlockGetArgument(body, i), function);
    if (!tensors)
      return false;
    if (!options->inputs)
      continue;
    for (int64_t position = 0; position < machine->worldSize; ++position) {
      TcTensor *tensor = &tensors[position];
      const double *input =
          options->inputs[position * numArguments + i];
      memcpy(tensor->data, input, sizeof(double) * (size_t)tensor->numElements);
      tcTensorRound(tensor);
    }
  }
  if (options->inputs)
    return true;
  return tcMachineGenerateInputs(machine, function, options->seed) &&
         (!options->weights ||
          tcMachineLoadWeights(machine, function, options->weights,
                               options->strictWeights, numLoaded));
}

//===----------------------------------------------------------------------===//
// Regions: copy_region runs its region once more.
//===----------------------------------------------------------------------===//

static bool runOp(TcMachine *machine, MlirOperation op);

/// The region takes and gives values of one type: the copy's operand is the
/// region's input, its result the region's output.
static bool checkRegionTypes(MlirOperation copy, int64_t id,
                             MlirOperation begin, MlirOperation end) {
  MlirType input = mlirValueGetType(mlirOperationGetResult(begin, 0));
  MlirType output = mlirValueGetType(mlirOperationGetResult(end, 0));
  MlirType x = mlirValueGetType(mlirOperationGetOperand(copy, 0));
  MlirType y = mlirValueGetType(mlirOperationGetResult(copy, 0));
  if (mlirTypeEqual(x, input) && mlirTypeEqual(y, output))
    return true;
  TcStringBuffer types[2] = {{0}, {0}};
  tcBufferAppendType(&types[0], mlirTypeEqual(x, input) ? y : x);
  tcBufferAppendType(&types[1], mlirTypeEqual(x, input) ? output : input);
  tcRunEmitError(
      copy,
      "copy_region id %lld runs its region on a value of type %s, but "
      "the region's %s is %s",
      (long long)id, tcBufferGetCString(&types[0]),
      mlirTypeEqual(x, input) ? "output" : "input",
      tcBufferGetCString(&types[1]));
  tcBufferDestroy(&types[0]);
  tcBufferDestroy(&types[1]);
  return false;
}

/// `copy_region id` is one more execution of region `id` on its operand:
/// region_begin's result takes the operand's values, the ops up to
/// region_end run again (with the same weights: whatever they read from
/// outside the region), and region_end's result is the copy's. The region's
/// values then hold this latest execution.
static bool runCopyRegion(TcMachine *machine, MlirOperation copy) {
  int64_t id = tcRegionMarkerGetId(copy);
  MlirOperation begin, end;
  if (!tcCopyRegionFindRegion(copy, &begin, &end))
    return tcRunEmitError(
        copy,
        "copy_region id %lld names no region that ends before "
        "it in this block",
        (long long)id);
  if (!checkRegionTypes(copy, id, begin, end) ||
      !tcKernelCopyValue(machine, mlirOperationGetOperand(copy, 0),
                         mlirOperationGetResult(begin, 0), copy))
    return false;
  for (MlirOperation op = mlirOperationGetNextInBlock(begin);;
       op = mlirOperationGetNextInBlock(op)) {
    if (!runOp(machine, op))
      return false;
    if (mlirOperationEqual(op, end))
      break;
  }
  return tcKernelCopyValue(machine, mlirOperationGetResult(end, 0),
                           mlirOperationGetResult(copy, 0), copy);
}

#define ON_EVERY_RANK(kernel) {NULL, kernel}
#define OVER_THE_WORLD(kernel) {kernel, NULL}

/// Every op of the dialect and its kernel, indexed by kind (the per-op
/// table; test/Support/support.c fails for an op left out).
static const TcOpKernel kOpKernels[TC_OP_KIND_COUNT] = {
    [TC_OP_LINEAR] = ON_EVERY_RANK(tcRunLinearOnRank),
    [TC_OP_QUANT_LINEAR] = ON_EVERY_RANK(tcRunQuantLinearOnRank),
    [TC_OP_QUANTIZE] = ON_EVERY_RANK(tcRunQuantizeOnRank),
    [TC_OP_DYNAMIC_QUANTIZE_SYMMETRIC] = ON_EVERY_RANK(tcRunQuantizeOnRank),
    [TC_OP_DYNAMIC_QUANTIZE_ASYMMETRIC] = ON_EVERY_RANK(tcRunQuantizeOnRank),
    [TC_OP_DYNAMIC_QUANTIZE_MXFP4] = ON_EVERY_RANK(tcRunQuantizeOnRank),
    [TC_OP_DYNAMIC_QUANTIZE_NVFP4] = ON_EVERY_RANK(tcRunQuantizeOnRank),
    [TC_OP_RMS_NORM] = ON_EVERY_RANK(tcRunNormOnRank),
    [TC_OP_ADD_RMS_NORM] = ON_EVERY_RANK(tcRunNormOnRank),
    [TC_OP_ADD_RMS_NORM2] = ON_EVERY_RANK(tcRunNormOnRank),
    [TC_OP_EMBEDDING] = ON_EVERY_RANK(tcRunEmbeddingOnRank),
    [TC_OP_ROPE] = ON_EVERY_RANK(tcRunRopeOnRank),
    [TC_OP_ATTENTION] = ON_EVERY_RANK(tcRunAttentionOnRank),
    [TC_OP_SWIGLU] = ON_EVERY_RANK(tcRunSwigluOnRank),
    [TC_OP_HEAD_LINEAR] = ON_EVERY_RANK(tcRunHeadLinearOnRank),
    [TC_OP_MOE_GATE] = ON_EVERY_RANK(tcRunMoeGateOnRank),
    [TC_OP_MOE_DISPATCH] = ON_EVERY_RANK(tcRunMoeDispatchOnRank),
    [TC_OP_MOE_COMBINE] = ON_EVERY_RANK(tcRunMoeCombineOnRank),
    [TC_OP_MOE_SHARED_ADD] = ON_EVERY_RANK(tcRunMoeSharedAddOnRank),
    [TC_OP_VIEW] = OVER_THE_WORLD(tcKernelCopy),
    [TC_OP_REGION_BEGIN] = OVER_THE_WORLD(tcKernelCopy),
    [TC_OP_REGION_END] = OVER_THE_WORLD(tcKernelCopy),
    [TC_OP_COPY_REGION] = OVER_THE_WORLD(runCopyRegion),
    [TC_OP_ALL_REDUCE] = OVER_THE_WORLD(tcRunAllReduce),
    [TC_OP_REDUCE_SCATTER] = OVER_THE_WORLD(tcRunReduceScatter),
    [TC_OP_ALL_GATHER] = OVER_THE_WORLD(tcRunAllGather),
    [TC_OP_ALL_SLICE] = OVER_THE_WORLD(tcRunAllSlice),
    [TC_OP_ALL_TO_ALL] = OVER_THE_WORLD(tcRunAllToAll),
    [TC_OP_RMS_NORM_QUANT] = ON_EVERY_RANK(tcRunFusedQuantOnRank),
    [TC_OP_ADD_RMS_NORM_QUANT] = ON_EVERY_RANK(tcRunFusedQuantOnRank),
    [TC_OP_SWIGLU_QUANT] = ON_EVERY_RANK(tcRunFusedQuantOnRank),
    [TC_OP_ALL_REDUCE_ADD_RMS_NORM] = OVER_THE_WORLD(tcRunAllReduceAddRmsNorm),
    [TC_OP_QK_NORM_ROPE] = ON_EVERY_RANK(tcRunQkNormRopeOnRank),
    [TC_OP_ATTENTION_QUANT] = ON_EVERY_RANK(tcRunAttentionQuantOnRank),
};

#undef ON_EVERY_RANK
#undef OVER_THE_WORLD

TcOpKernel tcOpKindGetKernel(TcOpKind kind) {
  if (kind <= TC_OP_NONE || kind >= TC_OP_KIND_COUNT)
    return (TcOpKernel){NULL, NULL};
  return kOpKernels[kind];
}

/// Runs a kernel of an op each rank computes alone on every rank.
static bool runOnEveryRank(TcMachine *machine, MlirOperation op,
                           TcRankKernel kernel) {
  for (int64_t rank = 0; rank < machine->worldSize; ++rank)
    if (!kernel(machine, op, rank))
      return false;
  return true;
}

/// An op with regions runs only when its kernel stands for them: the
/// region of linalg.transpose just yields its input.
static bool kernelCoversRegions(MlirOperation op) {
  return mlirOperationGetNumRegions(op) == 0 ||
         tcOpIsNamed(op, "linalg.transpose");
}

static bool runOp(TcMachine *machine, MlirOperation op) {
  TcOpKind kind = tcOpGetKind(op);
  TcOpKernel kernel = kind == TC_OP_NONE
                          ? (TcOpKernel){tcLookupBuiltinKernel(op), NULL}
                          : tcOpKindGetKernel(kind);
  if ((!kernel.world && !kernel.rank) || !kernelCoversRegions(op)) {
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
    return tcRunEmitError(op,
                          "cannot execute '%.*s' (see tc-run --help for the "
                          "ops it runs)",
                          (int)name.length, name.data);
  }
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    if (!tcMachineDefine(machine, mlirOperationGetResult(op, i), op))
      return false;
  return kernel.rank ? runOnEveryRank(machine, op, kernel.rank)
                     : kernel.world(machine, op);
}

static RunResult *collectOutputs(TcMachine *machine, MlirOperation ret) {
  RunResult *result = tcCheckAllocation(calloc(1, sizeof(RunResult)));
  intptr_t count = mlirOperationGetNumOperands(ret);
  int64_t world = machine->worldSize;
  result->worldSize = world;
  result->numOutputs = count;
  result->types = tcCheckAllocation(calloc((size_t)count + 1, sizeof(MlirType)));
  result->numElements =
      tcCheckAllocation(calloc((size_t)count + 1, sizeof(int64_t)));
  result->data = tcCheckAllocation(
      calloc((size_t)(count * world) + 1, sizeof(double *)));
  for (intptr_t i = 0; i < count; ++i) {
    result->types[i] = mlirValueGetType(mlirOperationGetOperand(ret, i));
    for (int64_t position = 0; position < world; ++position) {
      const TcTensor *tensor = tcMachineGetOperand(machine, ret, i, position);
      size_t bytes = sizeof(double) * (size_t)tensor->numElements;
      double *copy = tcCheckAllocation(malloc(bytes ? bytes : 1));
      memcpy(copy, tensor->data, bytes);
      result->numElements[i] = tensor->numElements;
      result->data[i * world + position] = copy;
    }
  }
  return result;
}

/// The first position that holds `part` of `source`; -1 when no rank of
/// the world does.
static int64_t holderOf(const TcMachine *machine, const TcTensorSource *source,
                        int64_t part) {
  for (int64_t position = 0; position < machine->worldSize; ++position)
    if (tcTensorSourceGetPart(source, machine->rankIds[position]) == part)
      return position;
  return -1;
}

/// Joins output `i` from the pieces the ranks hold (each part from the first
/// rank holding it; padding dropped).
static bool joinOutput(TcMachine *machine, MlirOperation function,
                       MlirOperation ret, intptr_t i, JoinedOutput *joined) {
  TcTensorSource *source = &joined->source;
  if (!tcTensorSourceRead(tcFunctionGetResultSource(function, i), source)) {
    source->rank = -1;
    return true;
  }
  joined->numElements = tcTensorSourceGetNumElements(source);
  if (joined->numElements > TC_RUN_MAX_VALUE_BYTES / (int64_t)sizeof(double))
    return tcRunEmitError(
        function,
        "result %ld joins into %lld elements (its source), more "
        "than tc-run holds (8 GiB)",
        (long)i, (long long)joined->numElements);
  joined->data = tcCheckAllocation(
      calloc((size_t)joined->numElements + 1, sizeof(double)));
  for (int64_t part = 0; part < source->parts; ++part) {
    int64_t position = holderOf(machine, source, part);
    if (position < 0)
      return tcRunEmitError(
          function,
          "result %ld's part %lld of %lld (its source) is on no "
          "rank of a world of %lld",
          (long)i, (long long)part, (long long)source->parts,
          (long long)machine->worldSize);
    const TcTensor *piece = tcMachineGetOperand(machine, ret, i, position);
    for (int64_t e = 0; e < piece->numElements; ++e) {
      int64_t index = tcTensorSourceMapIndex(source, piece->shape, part, e);
      if (index >= 0)
        joined->data[index] = piece->data[e];
    }
  }
  return true;
}

static bool joinOutputs(TcMachine *machine, MlirOperation function,
                        MlirOperation ret, RunResult *result) {
  result->joined = tcCheckAllocation(
      calloc((size_t)result->numOutputs + 1, sizeof(JoinedOutput)));
  for (intptr_t i = 0; i < result->numOutputs; ++i)
    if (!joinOutput(machine, function, ret, i, &result->joined[i]))
      return false;
  return true;
}

TcRunResult tcRunResultCreateFromFunction(MlirOperation function,
                                          const TcRunOptions *options) {
  TcRunResult none = {NULL};
  MlirBlock body = functionBody(function);
  if (mlirBlockIsNull(body) ||
      !mlirBlockIsNull(mlirBlockGetNextInRegion(body))) {
    tcRunEmitError(function, "expected a func.func with a body of one block");
    return none;
  }
  TcMachine machine = {0};
  RunResult *result = NULL;
  int64_t numLoaded = 0;
  bool ok = setUpWorld(&machine, function, options->worldSize) &&
            checkWork(&machine, body, options->maxFlops) &&
            defineArguments(&machine, function, body, options, &numLoaded);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       ok && !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (tcOpIsNamed(op, "func.return")) {
      result = collectOutputs(&machine, op);
      result->numLoaded = numLoaded;
      if (!joinOutputs(&machine, function, op, result)) {
        tcRunResultDestroy((TcRunResult){result});
        result = NULL;
      }
      break;
    }
    ok = runOp(&machine, op);
  }
  destroyMachine(&machine);
  return (TcRunResult){result};
}

void tcRunResultDestroy(TcRunResult handle) {
  RunResult *result = handle.ptr;
  if (!result)
    return;
  for (intptr_t i = 0; i < result->numOutputs * result->worldSize; ++i)
    free(result->data[i]);
  free(result->data);
  for (intptr_t i = 0; result->joined && i < result->numOutputs; ++i)
    free(result->joined[i].data);
  free(result->joined);
  free(result->numElements);
  free(result->types);
  free(result);
}

int64_t tcRunResultGetWorldSize(TcRunResult result) {
  return ((RunResult *)result.ptr)->worldSize;
}

intptr_t tcRunResultGetNumOutputs(TcRunResult result) {
  return ((RunResult *)result.ptr)->numOutputs;
}

MlirType tcRunResultGetOutputType(TcRunResult result, intptr_t output) {
  return ((RunResult *)result.ptr)->types[output];
}

int64_t tcRunResultGetOutputNumElements(TcRunResult result, intptr_t output) {
  return ((RunResult *)result.ptr)->numElements[output];
}

double tcRunResultGetOutputUlp(TcRunResult result, intptr_t output,
                               double magnitude) {
  MlirType type = tcRunResultGetOutputType(result, output);
  MlirType element =
      mlirTypeIsAShaped(type) ? mlirShapedTypeGetElementType(type) : type;
  return tcNumberUlp(tcNumberFormatOf(element), magnitude);
}

const double *tcRunResultGetOutputData(TcRunResult handle, intptr_t position,
                                       intptr_t output) {
  RunResult *result = handle.ptr;
  return result->data[output * result->worldSize + position];
}

TcRunJoinedOutput tcRunResultGetJoinedOutput(TcRunResult handle,
                                             intptr_t output) {
  const JoinedOutput *joined = &((RunResult *)handle.ptr)->joined[output];
  if (joined->source.rank < 0)
    return (TcRunJoinedOutput){.name = {"", 0}};
  return (TcRunJoinedOutput){.name = joined->source.name,
                             .rank = (intptr_t)joined->source.rank,
                             .shape = joined->source.shape,
                             .numElements = joined->numElements,
                             .data = joined->data};
}

int64_t tcRunResultGetNumLoadedArguments(TcRunResult result) {
  return ((RunResult *)result.ptr)->numLoaded;
}
