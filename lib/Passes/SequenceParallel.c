//===- SequenceParallel.c - tc-sequence-parallel --------------------------===//
//
// Rewrites `all_reduce -> norm` into `reduce_scatter -> norm -> all_gather`
// on the sequence dim: the same bytes cross the wire (a ring all_reduce is a
// reduce_scatter plus an all_gather), but the norm and what sits between the
// collectives run on 1/world-size of the tokens. Reference:
// the reference simulator's SequenceParallelPass and its three rewriters,
// applied in its order: P1 and P2 in program order, then P3.
//
//   P1  all_reduce -> [region_begin] -> rms_norm | add_rms_norm(x, residual)
//   P2  add_rms_norm2(all_reduce, local residual), either operand order
//   P3  residual + all_reduce[-> view] -> arith.addf -> [region_end]
//       -> copy_region* -> rms_norm | add_rms_norm, and the fused
//       add_rms_norm(residual, all_reduce[-> view])
//
// The reference pass edits FX metadata; here every value has a type, so a
// rewrite must leave valid IR on its own:
//  - what becomes local (markers, views, adds, norms) is retyped to the local
//    shape in place; a new view gets its local shape;
//  - every user that still needs the full value reads an all_gather of the
//    local one, so each rewrite is exact by itself. Later rewrites look
//    through such a gather to the local value (this is how P1 makes the
//    residual local for P2, and P2 for the next P2 or P3), and gathers nobody
//    reads at the end are erased: the residual stays local exactly when all
//    its users went local, and is gathered otherwise;
//  - a norm never mixes full and local inputs (the reference's GLM-5 bug). A
//    residual that is only available full is sliced to this rank's chunk
//    with a tensor_cast.all_slice when it is provably the same on every
//    rank (see Support/Replication.h): exact, no communication. Otherwise,
//    or with slice-replicated=false, the pattern is left alone;
//  - all_reduce users outside the pattern read an all_gather of the
//    reduce_scatter (exact), so the all_reduce always goes away. Without
//    region markers the embedding's all_reduce feeds both the first norm and
//    the first residual; the reference left the residual on the all_reduce
//    and then refused P2 ("two all_reduces"): its failure without markers.
//  - P3's add may have users besides the norm's chain (the reference refuses
//    them): written out, a layer's sum is also the next layer's residual.
//    They read an all_gather of the local sum, which the next layer's
//    rewrite looks through, so a written-out stack goes local as its marker
//    program does;
//  - a view between the all_reduce and the add is only rewritten when both
//    shapes have nothing but unit dims before their shard dims: then a chunk
//    along the shard dim is one contiguous run of elements in both, and the
//    view of the chunk is the chunk of the view.
//
// The shard dim is 0 for 2-D tensors and 1 (sequence) otherwise; this rank's
// chunk is the one at its position in `rank_group`, as in reduce_scatter and
// all_gather.
//
//===----------------------------------------------------------------------===//

#include <stdint.h>
#include <stdlib.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include "Passes/PassDefinition.h"
#include "Support/Builders.h"
#include "Support/IRUtils.h"
#include "Support/Regions.h"
#include "Support/Replication.h"
#include "Support/Vectors.h"
#include "Util/ArraySize.h"

typedef struct SequenceParallelOptions {
  bool sliceReplicated;
  bool sinkQuantize;
} SequenceParallelOptions;

static const SequenceParallelOptions kDefaultOptions = {true, true};

static const TcPassOption kOptions[] = {
    {"slice-replicated",
     "Take this rank's chunk of a full residual that is the same on every "
     "rank with tensor_cast.all_slice (otherwise leave the pattern alone)",
     TC_OPTION_BOOL, offsetof(SequenceParallelOptions, sliceReplicated), 0, 1, NULL},
    {"sink-quantize",
     "Move a static per-tensor quantize above the all_gather it is the only "
     "user of, so the gather moves quantized data",
     TC_OPTION_BOOL, offsetof(SequenceParallelOptions, sinkQuantize), 0, 1, NULL},
};

// Each counter once: its enumerator (COUNTER_<NAME>), the name users see,
// and its description.
#define SEQUENCE_PARALLEL_COUNTERS(X)                             \
  X(P1_MATCHES, "p1-matches",                                     \
    "Number of all_reduce -> [region_begin] -> norm rewrites "    \
    "(P1)")                                                       \
  X(P2_MATCHES, "p2-matches",                                     \
    "Number of all_reduce -> add_rms_norm2 rewrites (P2)")        \
  X(P3_MATCHES, "p3-matches",                                     \
    "Number of residual + all_reduce -> add -> norm rewrites "    \
    "(P3)")                                                       \
  X(COLLECTIVES_INSERTED, "collectives-inserted",                 \
    "Number of reduce_scatter and all_gather ops left in the IR") \
  X(COLLECTIVES_REMOVED, "collectives-removed",                   \
    "Number of all_reduce ops removed, and all_gathers of an "    \
    "expert-parallel MoE output that no one reads once the norm " \
    "after it is local")                                          \
  X(QUANTIZES_MOVED, "quantizes-moved",                           \
    "Number of static quantize ops moved above an all_gather")    \
  X(GATHERED_NORMS, "gathered-norms",                             \
    "Number of norms made local whose input was an all_gather "   \
    "of a local value (the output of an expert-parallel MoE "     \
    "block)")                                                     \
  X(SLICES_FOLDED, "slices-folded",                               \
    "Number of all_slice ops of values computed token by token "  \
    "from an all_gather of a local value, replaced by that "      \
    "computation on the local value (tokens stay local into an "  \
    "expert-parallel MoE block, and across a written-out layer "  \
    "boundary)")                                                  \
  X(SCATTERS_FOLDED, "scatters-folded",                           \
    "Number of all_slice(all_reduce(x)) with no other reader of " \
    "the all_reduce replaced by reduce_scatter(x): the same "     \
    "sum, of which each rank keeps only its chunk")               \
  X(REFUSED_WORLD_SIZE_1, "refused-world-size-1",                 \
    "Number of candidates refused: the rank group has one rank "  \
    "(or is malformed)")                                          \
  X(REFUSED_NOT_DIVISIBLE, "refused-not-divisible",               \
    "Number of candidates refused: the shard dim is dynamic or "  \
    "not divisible by the world size, or the tensor has fewer "   \
    "than 2 dims")                                                \
  X(REFUSED_RESIDUAL_NOT_LOCAL, "refused-residual-not-local",     \
    "Number of candidates refused: a residual is neither local "  \
    "nor the same on every rank (or slice-replicated=false)")     \
  X(REFUSED_TWO_ALL_REDUCES, "refused-two-all-reduces",           \
    "Number of candidates refused: both inputs come from an "     \
    "all_reduce")                                                 \
  X(REFUSED_SHARED_CHAIN, "refused-shared-chain",                 \
    "Number of candidates refused: a marker between the add and " \
    "the norm has other users, or the next op of the chain "      \
    "reads the add twice")                                        \
  X(REFUSED_VIEW, "refused-view",                                 \
    "Number of candidates refused: a view between the "           \
    "all_reduce and the add does not keep this rank's tokens "    \
    "together")                                                   \
  X(REFUSED_WEIGHT_PER_RANK, "refused-weight-per-rank",           \
    "Number of candidates refused: the norm's weight is not "     \
    "provably the same on every rank")                            \
  X(REFUSED_SINK_SCALE_PER_RANK, "refused-sink-scale-per-rank",   \
    "Number of quantizes left after their all_gather: the scale " \
    "or offset is not provably the same on every rank")            \
  X(REFUSED_REGION_BOUNDARY, "refused-region-boundary",           \
    "Number of candidates refused: a repeated region (one that "  \
    "copy_region runs again) would take a local value at one "    \
    "end and a full one at the other")

TC_DECLARE_COUNTERS(SEQUENCE_PARALLEL_COUNTERS)

/// What matching a candidate found: not a candidate (nothing to count), a
/// match, a refusal with the counter that says why, or an op MLIR would not
/// create (it said why; the pass fails, see noteBuilt).
typedef struct Verdict {
  enum {
    VERDICT_NOT_A_CANDIDATE,
    VERDICT_MATCHED,
    VERDICT_REFUSED,
    VERDICT_BUILD_FAILED
  } kind;
  Counter refusal; // VERDICT_REFUSED only
} Verdict;

static const Verdict kNotACandidate = {VERDICT_NOT_A_CANDIDATE, NUM_COUNTERS};
static const Verdict kMatched = {VERDICT_MATCHED, NUM_COUNTERS};
static const Verdict kBuildFailed = {VERDICT_BUILD_FAILED, NUM_COUNTERS};

static Verdict refused(Counter reason) {
  return (Verdict){VERDICT_REFUSED, reason};
}

static bool isMatched(Verdict verdict) {
  return verdict.kind == VERDICT_MATCHED;
}

//===----------------------------------------------------------------------===//
// Shard groups and local shapes.
//===----------------------------------------------------------------------===//

/// A collective's group; this rank's chunk is chunk `position`.
typedef struct ShardGroup {
  MlirAttribute rank, rankGroup;
  int64_t worldSize, position;
} ShardGroup;

/// Reads an all_reduce's group. Attributes of the wrong kind (IR that only
/// IRDL has checked, as under mlir-opt) give a world size of 0: refused.
static ShardGroup readShardGroup(MlirOperation allReduce) {
  ShardGroup group = {.rank = tcOpGetAttr(allReduce, "rank"),
                      .rankGroup = tcOpGetAttr(allReduce, "rank_group")};
  if (mlirAttributeIsNull(group.rank) || !mlirAttributeIsAInteger(group.rank) ||
      mlirAttributeIsNull(group.rankGroup) ||
      !mlirAttributeIsADenseI64Array(group.rankGroup))
    return group;
  int64_t rank = mlirIntegerAttrGetValueInt(group.rank);
  group.worldSize = mlirDenseArrayGetNumElements(group.rankGroup);
  for (int64_t i = 0; i < group.worldSize; ++i)
    if (mlirDenseI64ArrayGetElement(group.rankGroup, i) == rank)
      group.position = i;
  return group;
}

static int64_t shardDim(MlirValue value) {
  return tcValueGetRank(value) == 2 ? 0 : 1;
}

/// The reference pass's shardability test: at least 2 dims, a static shard dim
/// divisible by the world size.
static bool isShardable(MlirValue value, const ShardGroup *group) {
  if (tcValueGetRank(value) < 2)
    return false;
  int64_t size = tcValueGetDim(value, shardDim(value));
  return !tcDimIsDynamic(size) && size % group->worldSize == 0;
}

static MlirType localType(MlirValue full, const ShardGroup *group) {
  int64_t dim = shardDim(full);
  return tcTensorTypeWithDim(mlirValueGetType(full), dim,
                             tcValueGetDim(full, dim) / group->worldSize);
}

/// True when only unit dims precede the shard dim, so that a chunk along it
/// is one contiguous run of elements.
static bool chunkIsContiguous(MlirValue value) {
  for (int64_t d = 0; d < shardDim(value); ++d)
    if (tcValueGetDim(value, d) != 1)
      return false;
  return true;
}

static bool isDefinedBy(MlirValue value, TcOpKind kind) {
  MlirOperation op = tcValueGetDefiningOp(value);
  return !mlirOperationIsNull(op) && tcOpGetKind(op) == kind;
}

//===----------------------------------------------------------------------===//
// Where an operand comes from.
//===----------------------------------------------------------------------===//

typedef enum CommPath {
  COMM_NONE,
  COMM_DIRECT, // the all_reduce itself
  COMM_MARKER, // region_begin(all_reduce), P1
  COMM_VIEW,   // view(all_reduce), P3
  COMM_GATHER, // all_gather of a local value: already reduced, nothing to scatter
} CommPath;

/// How `value` comes from an all_reduce, which is stored in `allReduce`.
static CommPath commPathOf(MlirValue value, MlirOperation *allReduce) {
  MlirOperation op = tcValueGetDefiningOp(value);
  if (mlirOperationIsNull(op))
    return COMM_NONE;
  TcOpKind kind = tcOpGetKind(op);
  if (kind == TC_OP_ALL_REDUCE) {
    *allReduce = op;
    return COMM_DIRECT;
  }
  if (kind != TC_OP_REGION_BEGIN && kind != TC_OP_VIEW)
    return COMM_NONE;
  MlirValue source = mlirOperationGetOperand(op, 0);
  if (!isDefinedBy(source, TC_OP_ALL_REDUCE))
    return COMM_NONE;
  *allReduce = tcValueGetDefiningOp(source);
  return kind == TC_OP_REGION_BEGIN ? COMM_MARKER : COMM_VIEW;
}

/// True when collective `op` runs over `group`, as the same rank of it.
static bool isOverGroup(MlirOperation op, const ShardGroup *group) {
  return mlirAttributeEqual(tcOpGetAttr(op, "rank"), group->rank) &&
         mlirAttributeEqual(tcOpGetAttr(op, "rank_group"), group->rankGroup);
}

/// The local value an all_gather of the same group gathered `full` from, or
/// null: P1 and P2 leave their local results behind such gathers.
static MlirValue gatheredLocal(MlirValue full, const ShardGroup *group) {
  MlirOperation gather = tcValueGetDefiningOp(full);
  if (mlirOperationIsNull(gather) || tcOpGetKind(gather) != TC_OP_ALL_GATHER)
    return (MlirValue){NULL};
  MlirAttribute dim = tcOpGetAttr(gather, "dim");
  if (mlirAttributeIsNull(dim) || !mlirAttributeIsAInteger(dim))
    return (MlirValue){NULL};
  int64_t rank = tcValueGetRank(full);
  int64_t d = mlirIntegerAttrGetValueInt(dim);
  if ((d < 0 ? d + rank : d) != shardDim(full) || !isOverGroup(gather, group))
    return (MlirValue){NULL};
  return mlirOperationGetOperand(gather, 0);
}

//===----------------------------------------------------------------------===//
// A planned rewrite.
//===----------------------------------------------------------------------===//

enum { MAX_RESIDUALS = 2 };

/// An operand that is set to a new value when the rewrite commits.
typedef struct OperandSlot {
  MlirOperation op;
  intptr_t index;
} OperandSlot;

/// One residual made local: the gathered local value, or a slice built
/// (detached) for it.
typedef struct LocalResidual {
  OperandSlot slot;
  MlirValue local;
  MlirOperation slice; // inserted before slot.op; null when gathered
} LocalResidual;

typedef struct Rewrite {
  Counter pattern; // COUNTER_P1_MATCHES, _P2 or _P3
  // The collective on the comm side: an all_reduce, or with COMM_GATHER an
  // all_gather whose operand is the local value.
  MlirOperation allReduce, norm;
  ShardGroup group;
  CommPath path;
  MlirOperation through; // the marker or view of `path`
  OperandSlot commSlot;  // reads the all_reduce side; gets the local value
  LocalResidual residuals[MAX_RESIDUALS];
  int numResiduals;
  TcOpVector chain; // P3: addf, [region_end], copy_region*; retyped in place
  // Built, detached until the rewrite commits.
  MlirOperation reduceScatter, localView;
} Rewrite;

typedef struct SpContext {
  const SequenceParallelOptions *options;
  TcPassRun *run;
  TcReplication replication;
  TcOpVector gathers; // every all_gather made
  // P1 candidates through the region_begin of a repeated region, left for
  // the P3 rewrite through its region_end (see matchP3ThroughRegion).
  TcOpVector deferredP1;
  TcPointerSet gatherSet; // the same, to ask whether a gather is the pass's
  // The program's all_slices and the residual slices the pass made: a later
  // rewrite may leave either reading an all_gather of a local value.
  TcOpVector *slices;
  unsigned numReduceScatters;
  bool buildFailed; // MLIR would not create an op: the pass fails
  bool deferRepeatedRegions; // P1 leaves repeated regions to P3
} SpContext;

/// Every op the pass creates goes through here. The builders give explicit
/// result types, so MLIR does not refuse them; if it ever does (after
/// emitting why), the one policy is: nothing of that rewrite is inserted, no
/// further rewrite starts, and the pass fails.
static bool noteBuilt(SpContext *ctx, MlirOperation op) {
  if (mlirOperationIsNull(op))
    ctx->buildFailed = true;
  return !mlirOperationIsNull(op);
}

/// The op of the chain that reads chain op `i` (the add is the last one):
/// the op before it in the chain, or the norm.
static MlirOperation chainUserOf(const Rewrite *rewrite, size_t i) {
  return i == 0 ? rewrite->norm : rewrite->chain.data[i - 1];
}

static void destroyRewrite(Rewrite *rewrite, bool built) {
  if (built) {
    for (int i = 0; i < rewrite->numResiduals; ++i)
      if (!mlirOperationIsNull(rewrite->residuals[i].slice))
        mlirOperationDestroy(rewrite->residuals[i].slice);
    if (!mlirOperationIsNull(rewrite->localView))
      mlirOperationDestroy(rewrite->localView);
    if (!mlirOperationIsNull(rewrite->reduceScatter))
      mlirOperationDestroy(rewrite->reduceScatter);
  }
  tcOpVectorDestroy(&rewrite->chain);
}

//===----------------------------------------------------------------------===//
// Planning: checks and detached ops, no mutation.
//===----------------------------------------------------------------------===//

static MlirAttribute i64Attr(MlirContext context, int64_t value) {
  return mlirIntegerAttrGet(mlirIntegerTypeGet(context, 64), value);
}

/// `name` (reduce_scatter, all_gather or all_slice) of `input` along `dim` over `group`.
static MlirOperation buildCollective(const char *name, MlirLocation loc,
                                     MlirValue input, MlirType resultType,
                                     int64_t dim, const ShardGroup *group) {
  MlirContext context = mlirLocationGetContext(loc);
  MlirNamedAttribute attributes[3] = {
      tcNamedAttribute(context, "dim", i64Attr(context, dim)),
      tcNamedAttribute(context, "rank", group->rank),
      tcNamedAttribute(context, "rank_group", group->rankGroup),
  };
  return tcBuildOp(name, loc, 1, &input, 1, &resultType, 3, attributes);
}

/// This rank's chunk of a full value, as an all_slice: unlike a static
/// extract_slice it names the chunk by rank, so the program stays the same
/// SPMD program on every rank (what tc-run simulates).
static MlirOperation buildLocalSlice(MlirValue full, const ShardGroup *group,
                                     MlirLocation loc) {
  return buildCollective("tensor_cast.all_slice", loc, full,
                         localType(full, group), shardDim(full), group);
}

/// Plans the local form of the residual read by `slot`: matched, or refused
/// when there is none.
static Verdict planResidual(SpContext *ctx, Rewrite *rewrite,
                            OperandSlot slot) {
  MlirValue full = mlirOperationGetOperand(slot.op, slot.index);
  LocalResidual *residual = &rewrite->residuals[rewrite->numResiduals];
  *residual = (LocalResidual){.slot = slot,
                              .local = gatheredLocal(full, &rewrite->group)};
  if (mlirValueIsNull(residual->local)) {
    if (!ctx->options->sliceReplicated || !mlirShapedTypeHasStaticShape(mlirValueGetType(full)) ||
        !tcValueIsReplicated(&ctx->replication, full,
                             rewrite->group.rankGroup))
      return refused(COUNTER_REFUSED_RESIDUAL_NOT_LOCAL);
    residual->slice = buildLocalSlice(full, &rewrite->group,
                                      mlirOperationGetLocation(slot.op));
    if (!noteBuilt(ctx, residual->slice))
      return kBuildFailed;
    residual->local = tcOpResult(residual->slice);
  }
  ++rewrite->numResiduals;
  return kMatched;
}

/// Checks the all_reduce and, for a view, the view; then builds the
/// reduce_scatter (and the local view). Returns a match or a refusal.
static Verdict planCommSide(SpContext *ctx, Rewrite *rewrite) {
  MlirOperation allReduce = rewrite->allReduce;
  rewrite->group = readShardGroup(allReduce);
  if (rewrite->group.worldSize < 2)
    return refused(COUNTER_REFUSED_WORLD_SIZE_1);
  MlirValue full = tcOpResult(allReduce);
  if (!isShardable(full, &rewrite->group))
    return refused(COUNTER_REFUSED_NOT_DIVISIBLE);
  if (rewrite->path == COMM_GATHER) // the gather's operand is the local value
    return kMatched;
  if (rewrite->path == COMM_VIEW) {
    MlirValue viewed = tcOpResult(rewrite->through);
    if (!isShardable(viewed, &rewrite->group))
      return refused(COUNTER_REFUSED_NOT_DIVISIBLE);
    if (!chunkIsContiguous(full) || !chunkIsContiguous(viewed))
      return refused(COUNTER_REFUSED_VIEW);
  }
  MlirLocation loc = mlirOperationGetLocation(allReduce);
  rewrite->reduceScatter = buildCollective(
      "tensor_cast.reduce_scatter", loc, mlirOperationGetOperand(allReduce, 0),
      localType(full, &rewrite->group), shardDim(full), &rewrite->group);
  if (!noteBuilt(ctx, rewrite->reduceScatter))
    return kBuildFailed;
  if (rewrite->path == COMM_VIEW) {
    MlirValue viewed = tcOpResult(rewrite->through);
    MlirValue local = tcOpResult(rewrite->reduceScatter);
    MlirType type = localType(viewed, &rewrite->group);
    rewrite->localView =
        tcBuildOpLike(rewrite->through, mlirOperationGetLocation(rewrite->through),
                      1, &local, 1, &type);
    if (!noteBuilt(ctx, rewrite->localView))
      return kBuildFailed;
  }
  return kMatched;
}

/// The norm's weight: operand 1 of rms_norm, 2 of the add_ forms.
static MlirValue normWeight(MlirOperation norm) {
  return mlirOperationGetOperand(
      norm, tcOpGetKind(norm) == TC_OP_RMS_NORM ? 1 : 2);
}

/// Plans the residual operands, then the comm side. After the rewrite each
/// rank normalises only its own tokens and the gather assembles the ranks'
/// chunks, so the weight each rank applies must be the weight every rank
/// would have applied: provably the same on every rank, or refused.
static Verdict planRewrite(SpContext *ctx, Rewrite *rewrite,
                            const OperandSlot *residualSlots,
                            int numResidualSlots) {
  for (int i = 0; i < numResidualSlots; ++i) {
    MlirValue residual =
        mlirOperationGetOperand(residualSlots[i].op, residualSlots[i].index);
    MlirOperation other;
    if (commPathOf(residual, &other) == COMM_DIRECT)
      return refused(COUNTER_REFUSED_TWO_ALL_REDUCES);
  }
  // The comm side's group decides what "local" means for the residuals.
  Verdict verdict = planCommSide(ctx, rewrite);
  if (!isMatched(verdict))
    return verdict;
  if (!tcValueIsReplicated(&ctx->replication, normWeight(rewrite->norm),
                           rewrite->group.rankGroup))
    return refused(COUNTER_REFUSED_WEIGHT_PER_RANK);
  for (int i = 0; i < numResidualSlots; ++i) {
    MlirValue residual =
        mlirOperationGetOperand(residualSlots[i].op, residualSlots[i].index);
    if (!mlirOperationIsNull(rewrite->through) &&
        mlirValueEqual(residual, tcOpResult(rewrite->through)))
      return refused(COUNTER_REFUSED_RESIDUAL_NOT_LOCAL); // it is about to change
    verdict = planResidual(ctx, rewrite, residualSlots[i]);
    if (!isMatched(verdict))
      return verdict;
  }
  return kMatched;
}

//===----------------------------------------------------------------------===//
// Committing.
//===----------------------------------------------------------------------===//

static void insertAfter(MlirOperation anchor, MlirOperation op) {
  mlirBlockInsertOwnedOperationAfter(mlirOperationGetBlock(anchor), anchor, op);
}

static void insertBefore(MlirOperation anchor, MlirOperation op) {
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(anchor), anchor,
                                      op);
}

/// Destroys an op of the IR. The replication memo forgets its results first:
/// MLIR may put the next op it creates at the same address.
static void destroyOp(SpContext *ctx, MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    tcReplicationErase(&ctx->replication, mlirOperationGetResult(op, i));
  mlirOperationDestroy(op);
}

/// An all_gather of `local` (typed `fullType`), inserted after `anchor`.
static MlirOperation insertGather(SpContext *ctx, MlirValue local,
                                  MlirType fullType, MlirOperation anchor,
                                  const ShardGroup *group) {
  MlirOperation gather = buildCollective(
      "tensor_cast.all_gather", mlirOperationGetLocation(anchor), local,
      fullType, shardDim(local), group);
  if (!noteBuilt(ctx, gather))
    return gather; // the pass fails: its half-made rewrite is not printed
  insertAfter(anchor, gather);
  tcOpVectorPush(&ctx->gathers, gather);
  tcPointerSetInsert(&ctx->gatherSet, gather.ptr);
  return gather;
}

static bool hasUserOtherThan(MlirValue value, MlirOperation user) {
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use))
    if (!mlirOperationEqual(mlirOpOperandGetOwner(use), user))
      return true;
  return false;
}

/// Makes `value` (a result of `owner`) hold this rank's chunk. Its users
/// other than `localUser` (which may be null) read an all_gather of it
/// instead; a gather no one reads is erased at the end of the pass.
static void localizeResult(SpContext *ctx, MlirOperation owner,
                           MlirValue value, MlirOperation localUser,
                           const ShardGroup *group) {
  MlirType fullType = mlirValueGetType(value);
  MlirType type = localType(value, group);
  if (hasUserOtherThan(value, localUser)) {
    MlirOperation gather = insertGather(ctx, value, fullType, owner, group);
    if (mlirOperationIsNull(gather))
      return;
    MlirOperation exceptions[2] = {gather, localUser};
    mlirValueReplaceAllUsesExcept(value, tcOpResult(gather),
                                  mlirOperationIsNull(localUser) ? 1 : 2,
                                  exceptions);
  }
  mlirValueSetType(value, type);
  tcReplicationForget(&ctx->replication, value);
}

static void setOperand(OperandSlot slot, MlirValue value) {
  mlirOperationSetOperand(slot.op, slot.index, value);
}

/// Users of the all_reduce outside the pattern read an all_gather of the
/// reduce_scatter; then the all_reduce (and an unused old view) go away.
static void retireAllReduce(SpContext *ctx, Rewrite *rewrite) {
  if (rewrite->path == COMM_VIEW &&
      mlirOpOperandIsNull(mlirValueGetFirstUse(tcOpResult(rewrite->through))))
    destroyOp(ctx, rewrite->through);
  MlirValue full = tcOpResult(rewrite->allReduce);
  if (!mlirOpOperandIsNull(mlirValueGetFirstUse(full))) {
    MlirOperation gather =
        insertGather(ctx, tcOpResult(rewrite->reduceScatter),
                     mlirValueGetType(full), rewrite->reduceScatter,
                     &rewrite->group);
    if (mlirOperationIsNull(gather))
      return;
    mlirValueReplaceAllUsesOfWith(full, tcOpResult(gather));
  }
  destroyOp(ctx, rewrite->allReduce);
  tcPassRunCount(ctx->run, COUNTER_COLLECTIVES_REMOVED, 1);
  tcPassRunMarkChanged(ctx->run);
}

static bool isGatherOfThePass(const SpContext *ctx, MlirOperation gather) {
  return tcPointerSetContains(&ctx->gatherSet, gather.ptr);
}

/// With COMM_GATHER the norm now reads the local value. A gather no one
/// reads any more goes: the pass's own at the end (finishGathers), one of
/// the program's now.
static void retireGather(SpContext *ctx, MlirOperation gather) {
  if (!mlirOpOperandIsNull(mlirValueGetFirstUse(tcOpResult(gather))) ||
      isGatherOfThePass(ctx, gather))
    return;
  destroyOp(ctx, gather);
  tcPassRunCount(ctx->run, COUNTER_COLLECTIVES_REMOVED, 1);
}

/// Inserts the reduce_scatter (unless the path gathers) and the local view;
/// returns the value the chain now reads in place of the all_reduce's.
static MlirValue insertLocalCommunication(SpContext *ctx, Rewrite *rewrite) {
  MlirValue localComm = mlirOperationGetOperand(rewrite->allReduce, 0);
  if (rewrite->path != COMM_GATHER) {
    insertAfter(rewrite->allReduce, rewrite->reduceScatter);
    ++ctx->numReduceScatters;
    localComm = tcOpResult(rewrite->reduceScatter);
  }
  if (!mlirOperationIsNull(rewrite->localView)) {
    insertAfter(rewrite->reduceScatter, rewrite->localView);
    localComm = tcOpResult(rewrite->localView);
  }
  return localComm;
}

/// Points each residual's use at its local chunk (inserting the slice that
/// takes it); keeps the values they read before in `oldResiduals`.
static void localizeResiduals(SpContext *ctx, Rewrite *rewrite,
                              MlirValue oldResiduals[MAX_RESIDUALS]) {
  for (int i = 0; i < rewrite->numResiduals; ++i) {
    LocalResidual *residual = &rewrite->residuals[i];
    if (!mlirOperationIsNull(residual->slice)) {
      insertBefore(residual->slot.op, residual->slice);
      tcOpVectorPush(ctx->slices, residual->slice);
    }
    oldResiduals[i] =
        mlirOperationGetOperand(residual->slot.op, residual->slot.index);
    setOperand(residual->slot, residual->local);
  }
}

/// A residual read through a gather of the program (the add after an
/// expert-parallel block may have it on either side) may be unread now.
static void retireUnreadResidualGathers(SpContext *ctx, Rewrite *rewrite,
                                        const MlirValue *oldResiduals) {
  for (int i = 0; i < rewrite->numResiduals; ++i) {
    bool seen = mlirValueEqual(oldResiduals[i], tcOpResult(rewrite->allReduce));
    for (int j = 0; j < i; ++j)
      seen |= mlirValueEqual(oldResiduals[i], oldResiduals[j]);
    if (!seen && isDefinedBy(oldResiduals[i], TC_OP_ALL_GATHER))
      retireGather(ctx, tcValueGetDefiningOp(oldResiduals[i]));
  }
}

static void commitRewrite(SpContext *ctx, Rewrite *rewrite) {
  const ShardGroup *group = &rewrite->group;
  bool gathered = rewrite->path == COMM_GATHER;
  MlirValue localComm = insertLocalCommunication(ctx, rewrite);
  MlirValue oldResiduals[MAX_RESIDUALS];
  localizeResiduals(ctx, rewrite, oldResiduals);
  setOperand(rewrite->commSlot, localComm);
  if (rewrite->path == COMM_MARKER)
    localizeResult(ctx, rewrite->through, tcOpResult(rewrite->through),
                   rewrite->norm, group);
  // Only the add may have users outside the chain (chainUsesAreLocal).
  for (size_t i = 0; i < rewrite->chain.size; ++i) {
    MlirOperation op = rewrite->chain.data[i];
    localizeResult(ctx, op, tcOpResult(op), chainUserOf(rewrite, i), group);
  }
  // Last result first: each gather goes right after the norm, so result 0's
  // ends up first.
  for (intptr_t i = mlirOperationGetNumResults(rewrite->norm); i-- > 0;)
    localizeResult(ctx, rewrite->norm, mlirOperationGetResult(rewrite->norm, i),
                   (MlirOperation){NULL}, group);
  if (gathered)
    retireGather(ctx, rewrite->allReduce);
  else
    retireAllReduce(ctx, rewrite);
  retireUnreadResidualGathers(ctx, rewrite, oldResiduals);
  tcPassRunCount(ctx->run, gathered ? COUNTER_GATHERED_NORMS : rewrite->pattern,
                 1);
  tcPassRunMarkChanged(ctx->run);
}

/// Commits a planned rewrite, or counts why it was refused and drops what
/// was built. False when MLIR would not create an op (noteBuilt).
static bool finishRewrite(SpContext *ctx, Rewrite *rewrite, Verdict verdict) {
  if (isMatched(verdict))
    commitRewrite(ctx, rewrite);
  else if (verdict.kind == VERDICT_REFUSED)
    tcPassRunCount(ctx->run, verdict.refusal, 1);
  destroyRewrite(rewrite, !isMatched(verdict));
  return verdict.kind != VERDICT_BUILD_FAILED;
}

//===----------------------------------------------------------------------===//
// Repeated regions.
//
// copy_region runs its region again on its operand, so a region that has
// copies takes values of one type at its region_begin and gives one type at
// its region_end (the verifier holds every copy to them). P1 through its
// region_begin and P3 through its region_end each change one end; they are
// made together or not at all.
//===----------------------------------------------------------------------===//

/// The first region_end or copy_region of the chain whose region is
/// repeated, or null.
static MlirOperation repeatedMarkerIn(const TcOpVector *chain) {
  for (size_t i = 0; i < chain->size; ++i) {
    TcOpKind kind = tcOpGetKind(chain->data[i]);
    if ((kind == TC_OP_REGION_END || kind == TC_OP_COPY_REGION) &&
        tcRegionMarkerHasCopies(chain->data[i]))
      return chain->data[i];
  }
  return (MlirOperation){NULL};
}

/// True when every copy_region of `marker`'s region, and its region_end,
/// are in the chain (so all of them turn local together), and the chain's
/// markers are all of that region.
static bool chainHoldsRegionEnds(const TcOpVector *chain, MlirOperation marker) {
  int64_t id = tcRegionMarkerGetId(marker);
  for (size_t i = 0; i < chain->size; ++i) {
    TcOpKind kind = tcOpGetKind(chain->data[i]);
    if ((kind == TC_OP_REGION_END || kind == TC_OP_COPY_REGION) &&
        tcRegionMarkerGetId(chain->data[i]) != id)
      return false;
  }
  for (MlirOperation op =
           mlirBlockGetFirstOperation(mlirOperationGetBlock(marker));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!tcOpIsRegionMarker(op, TC_OP_COPY_REGION, id) &&
        !tcOpIsRegionMarker(op, TC_OP_REGION_END, id))
      continue;
    bool found = false;
    for (size_t i = 0; i < chain->size && !found; ++i)
      found = mlirOperationEqual(chain->data[i], op);
    if (!found)
      return false;
  }
  return true;
}

/// The deferred P1 candidate whose region_begin is `begin`, or null; its
/// position goes to `index`.
static MlirOperation findDeferredP1(const SpContext *ctx, MlirOperation begin,
                                    size_t *index) {
  for (*index = 0; *index < ctx->deferredP1.size; ++*index) {
    MlirOperation norm = ctx->deferredP1.data[*index];
    if (mlirOperationEqual(
            tcValueGetDefiningOp(mlirOperationGetOperand(norm, 0)), begin))
      return norm;
  }
  return (MlirOperation){NULL};
}

/// True when a residual of the plan reads a result of `op` (which the P1
/// rewrite committed before it makes local under it).
static bool planReadsResultOf(const Rewrite *rewrite, MlirOperation op) {
  for (int i = 0; i < rewrite->numResiduals; ++i) {
    const OperandSlot *slot = &rewrite->residuals[i].slot;
    MlirValue residual = mlirOperationGetOperand(slot->op, slot->index);
    if (mlirOperationEqual(tcValueGetDefiningOp(residual), op))
      return true;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// The patterns.
//===----------------------------------------------------------------------===//

/// P1: all_reduce -> [region_begin] -> rms_norm | add_rms_norm(x, residual).
static Verdict matchP1(SpContext *ctx, MlirOperation norm, Rewrite *rewrite) {
  MlirValue x = mlirOperationGetOperand(norm, 0);
  CommPath path = commPathOf(x, &rewrite->allReduce);
  if (path != COMM_DIRECT && path != COMM_MARKER)
    return kNotACandidate;
  if (path == COMM_MARKER && ctx->deferRepeatedRegions &&
      tcRegionMarkerHasCopies(tcValueGetDefiningOp(x))) {
    tcOpVectorPush(&ctx->deferredP1, norm);
    return kNotACandidate;
  }
  rewrite->pattern = COUNTER_P1_MATCHES;
  rewrite->norm = norm;
  rewrite->path = path;
  if (path == COMM_MARKER) {
    rewrite->through = tcValueGetDefiningOp(x);
    rewrite->commSlot = (OperandSlot){rewrite->through, 0};
  } else {
    rewrite->commSlot = (OperandSlot){norm, 0};
  }
  OperandSlot residual = {norm, 1};
  return planRewrite(ctx, rewrite, &residual,
                     tcOpGetKind(norm) == TC_OP_ADD_RMS_NORM ? 1 : 0);
}

/// Records the first of `op`'s first two operands that is an all_gather of a
/// local value along the shard dim as the comm side (COMM_GATHER): an
/// expert-parallel MoE block ends so, its tokens gathered after their
/// combine. The norm can then read the local value, exactly as after a
/// reduce_scatter.
static bool findGatheredOperand(MlirOperation op, Rewrite *rewrite) {
  for (int i = 0; i < 2; ++i) {
    MlirValue operand = mlirOperationGetOperand(op, i);
    if (!isDefinedBy(operand, TC_OP_ALL_GATHER))
      continue;
    MlirOperation gather = tcValueGetDefiningOp(operand);
    ShardGroup group = readShardGroup(gather);
    if (group.worldSize < 2 || mlirValueIsNull(gatheredLocal(operand, &group)))
      continue;
    rewrite->allReduce = gather;
    rewrite->path = COMM_GATHER;
    rewrite->through = (MlirOperation){NULL};
    rewrite->commSlot = (OperandSlot){op, i};
    return true;
  }
  return false;
}

/// Finds which of `op`'s first two operands comes from an all_reduce
/// (directly, or also through a view when `allowView`) and records it as the
/// rewrite's comm side; without one, an all_gather of a local value.
/// Not a candidate when there is neither, refused (two-all-reduces) when
/// both operands come from an all_reduce, matched otherwise.
static Verdict findCommOperand(MlirOperation op, bool allowView,
                                Rewrite *rewrite) {
  int found = -1;
  for (int i = 0; i < 2; ++i) {
    MlirOperation allReduce;
    MlirValue operand = mlirOperationGetOperand(op, i);
    CommPath path = commPathOf(operand, &allReduce);
    if (path != COMM_DIRECT && !(allowView && path == COMM_VIEW))
      continue;
    if (found >= 0)
      return refused(COUNTER_REFUSED_TWO_ALL_REDUCES);
    found = i;
    rewrite->allReduce = allReduce;
    rewrite->path = path;
    rewrite->through = path == COMM_VIEW ? tcValueGetDefiningOp(operand)
                                         : (MlirOperation){NULL};
  }
  if (found < 0)
    return findGatheredOperand(op, rewrite) ? kMatched : kNotACandidate;
  rewrite->commSlot = (OperandSlot){op, found};
  return kMatched;
}

/// The other of `op`'s first two operands: the residual beside the comm side.
static OperandSlot residualBesideComm(const Rewrite *rewrite) {
  return (OperandSlot){rewrite->commSlot.op, 1 - rewrite->commSlot.index};
}

/// `pattern` on `norm`, whose operand from the all_reduce becomes local and
/// whose other operand is the residual (P2, and P3 in its fused form).
static Verdict planBesideCommOperand(SpContext *ctx, MlirOperation norm,
                                      bool allowView, Counter pattern,
                                      Rewrite *rewrite) {
  Verdict verdict = findCommOperand(norm, allowView, rewrite);
  if (!isMatched(verdict))
    return verdict;
  rewrite->pattern = pattern;
  rewrite->norm = norm;
  OperandSlot residual = residualBesideComm(rewrite);
  return planRewrite(ctx, rewrite, &residual, 1);
}

/// P2: add_rms_norm2 with exactly one operand straight from an all_reduce.
static Verdict matchP2(SpContext *ctx, MlirOperation norm, Rewrite *rewrite) {
  return planBesideCommOperand(ctx, norm, /*allowView=*/false,
                               COUNTER_P2_MATCHES, rewrite);
}

/// Collects norm's x chain back to an arith.addf: copy_region*, then an
/// optional region_end, then the add. Returns the add, or a null op.
static MlirOperation collectChainToAdd(MlirOperation norm, TcOpVector *chain) {
  MlirOperation op = tcValueGetDefiningOp(mlirOperationGetOperand(norm, 0));
  while (!mlirOperationIsNull(op) && tcOpGetKind(op) == TC_OP_COPY_REGION) {
    tcOpVectorPush(chain, op);
    op = tcValueGetDefiningOp(mlirOperationGetOperand(op, 0));
  }
  if (!mlirOperationIsNull(op) && tcOpGetKind(op) == TC_OP_REGION_END) {
    tcOpVectorPush(chain, op);
    op = tcValueGetDefiningOp(mlirOperationGetOperand(op, 0));
  }
  if (mlirOperationIsNull(op) || !tcOpIsNamed(op, "arith.addf") ||
      mlirOperationGetNumOperands(op) != 2)
    return (MlirOperation){NULL};
  tcOpVectorPush(chain, op);
  return op;
}

static size_t numUsesBy(MlirValue value, MlirOperation user) {
  size_t count = 0;
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use))
    count += mlirOperationEqual(mlirOpOperandGetOwner(use), user);
  return count;
}

/// The markers of the chain have one user each, the next op of the chain.
/// The add may have others (written out, each layer's output is the next
/// layer's residual as well as its norm's input): they read an all_gather of
/// the local sum, which a later rewrite that takes the residual local looks
/// through. Its chain user must read it once, as the one local operand.
static bool chainUsesAreLocal(const Rewrite *rewrite) {
  size_t last = rewrite->chain.size - 1;
  for (size_t i = 0; i < last; ++i)
    if (!tcValueHasSingleUse(tcOpResult(rewrite->chain.data[i])))
      return false;
  MlirValue sum = tcOpResult(rewrite->chain.data[last]);
  return numUsesBy(sum, chainUserOf(rewrite, last)) == 1;
}

/// P3: residual + all_reduce[-> view] -> addf -> [region_end] ->
/// copy_region* -> norm.
static Verdict matchP3Chain(SpContext *ctx, MlirOperation norm,
                             Rewrite *rewrite) {
  MlirOperation add = collectChainToAdd(norm, &rewrite->chain);
  if (mlirOperationIsNull(add))
    return kNotACandidate;
  Verdict verdict = findCommOperand(add, /*allowView=*/true, rewrite);
  if (!isMatched(verdict))
    return verdict;
  rewrite->pattern = COUNTER_P3_MATCHES;
  rewrite->norm = norm;
  if (!chainUsesAreLocal(rewrite))
    return refused(COUNTER_REFUSED_SHARED_CHAIN);
  OperandSlot residuals[2] = {residualBesideComm(rewrite), {norm, 1}};
  return planRewrite(ctx, rewrite, residuals,
                     tcOpGetKind(norm) == TC_OP_ADD_RMS_NORM ? 2 : 1);
}

/// P3, fused: add_rms_norm(residual, all_reduce[-> view]). The all_reduce
/// as x (operand 0) is P1's.
static Verdict matchP3Fused(SpContext *ctx, MlirOperation norm,
                             Rewrite *rewrite) {
  MlirOperation allReduce;
  CommPath xPath = commPathOf(mlirOperationGetOperand(norm, 0), &allReduce);
  if (tcOpGetKind(norm) != TC_OP_ADD_RMS_NORM || xPath == COMM_DIRECT ||
      xPath == COMM_MARKER)
    return kNotACandidate;
  return planBesideCommOperand(ctx, norm, /*allowView=*/true,
                               COUNTER_P3_MATCHES, rewrite);
}

static Verdict matchP3(SpContext *ctx, MlirOperation norm, Rewrite *rewrite) {
  Verdict verdict = matchP3Chain(ctx, norm, rewrite);
  if (verdict.kind != VERDICT_NOT_A_CANDIDATE)
    return verdict;
  tcOpVectorDestroy(&rewrite->chain);
  *rewrite = (Rewrite){0};
  return matchP3Fused(ctx, norm, rewrite);
}

/// P3 through the end of a repeated region: the chain must turn the
/// region's region_end and every copy of it local, and its region_begin must
/// be local already or turn local now, by the P1 left for it (planned here
/// and committed first). Otherwise both are refused.
static Verdict matchP3ThroughRegion(SpContext *ctx, MlirOperation norm,
                                     Rewrite *rewrite) {
  Verdict verdict = matchP3(ctx, norm, rewrite);
  MlirOperation marker = isMatched(verdict) && rewrite->chain.size
                             ? repeatedMarkerIn(&rewrite->chain)
                             : (MlirOperation){NULL};
  if (mlirOperationIsNull(marker))
    return verdict;
  MlirOperation begin = tcRegionMarkerGetBegin(marker);
  MlirValue add = tcOpResult(rewrite->chain.data[rewrite->chain.size - 1]);
  MlirType local = localType(add, &rewrite->group);
  if (mlirOperationIsNull(begin) || !chainHoldsRegionEnds(&rewrite->chain, marker))
    return refused(COUNTER_REFUSED_REGION_BOUNDARY);
  MlirValue input = tcOpResult(begin);
  if (mlirTypeEqual(mlirValueGetType(input), local))
    return verdict; // the region's input is local already
  size_t index;
  MlirOperation entry = findDeferredP1(ctx, begin, &index);
  // Left deferred when refused here: refuseDeferredP1 counts it.
  if (mlirOperationIsNull(entry) || planReadsResultOf(rewrite, begin) ||
      planReadsResultOf(rewrite, entry))
    return refused(COUNTER_REFUSED_REGION_BOUNDARY);
  ctx->deferredP1.data[index] = ctx->deferredP1.data[--ctx->deferredP1.size];
  Rewrite first = {0};
  Verdict firstVerdict = matchP1(ctx, entry, &first);
  if (isMatched(firstVerdict) &&
      !mlirTypeEqual(localType(input, &first.group), local))
    firstVerdict = refused(COUNTER_REFUSED_REGION_BOUNDARY);
  bool built = finishRewrite(ctx, &first, firstVerdict);
  if (!isMatched(firstVerdict))
    return refused(COUNTER_REFUSED_REGION_BOUNDARY);
  return built ? verdict : kBuildFailed;
}

typedef Verdict (*MatchFunction)(SpContext *, MlirOperation, Rewrite *);

/// A repeated region whose end no P3 rewrite took keeps its full input: each
/// P1 left for it is refused, and counted for its own reason when it has one.
static bool refuseDeferredP1(SpContext *ctx) {
  for (size_t i = 0; i < ctx->deferredP1.size; ++i) {
    Rewrite rewrite = {0};
    Verdict verdict = matchP1(ctx, ctx->deferredP1.data[i], &rewrite);
    if (isMatched(verdict))
      verdict = refused(COUNTER_REFUSED_REGION_BOUNDARY);
    if (!finishRewrite(ctx, &rewrite, verdict))
      return false;
  }
  ctx->deferredP1.size = 0;
  return true;
}

/// Matches and rewrites each norm in turn, so that what one rewrite makes
/// local is seen by the next.
static bool applyPattern(SpContext *ctx, const TcOpVector *norms,
                         MatchFunction match) {
  for (size_t i = 0; i < norms->size; ++i) {
    Rewrite rewrite = {0};
    Verdict verdict = match(ctx, norms->data[i], &rewrite);
    if (!finishRewrite(ctx, &rewrite, verdict))
      return false;
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Clean-up: unused gathers, quantize before gather.
//===----------------------------------------------------------------------===//

/// The static per-tensor quantize that is the only user of `gather`, or null.
/// Whether its scale and offset allow the move is decided by the caller.
static MlirOperation soleStaticQuantizeUser(MlirOperation gather) {
  MlirValue full = tcOpResult(gather);
  if (!tcValueHasSingleUse(full))
    return (MlirOperation){NULL};
  MlirOperation user = mlirOpOperandGetOwner(mlirValueGetFirstUse(full));
  if (tcOpGetKind(user) != TC_OP_QUANTIZE ||
      !mlirValueEqual(mlirOperationGetOperand(user, 0), full))
    return (MlirOperation){NULL};
  for (intptr_t i = 1; i < mlirOperationGetNumOperands(user); ++i)
    if (tcValueGetRank(mlirOperationGetOperand(user, i)) != 0)
      return (MlirOperation){NULL};
  return user;
}

/// quantize(all_gather(x)) becomes all_gather(quantize(x)), both placed where
/// the quantize was (its scale and offset are defined before it). Exact: the
/// quantization is elementwise with one scale.
static void sinkQuantize(SpContext *ctx, MlirOperation gather,
                         MlirOperation quantize) {
  MlirValue local = mlirOperationGetOperand(gather, 0);
  MlirValue quantized = tcOpResult(quantize);
  intptr_t numOperands = mlirOperationGetNumOperands(quantize);
  MlirValue operands[3] = {local, {NULL}, {NULL}};
  for (intptr_t i = 1; i < numOperands && i < 3; ++i)
    operands[i] = mlirOperationGetOperand(quantize, i);
  MlirType localQuantizedType = tcTensorTypeWithElementType(
      mlirValueGetType(local), tcValueGetElementType(quantized));
  MlirOperation localQuantize =
      tcBuildOpLike(quantize, mlirOperationGetLocation(quantize), numOperands,
                    operands, 1, &localQuantizedType);
  if (!noteBuilt(ctx, localQuantize))
    return;
  MlirValue q = tcOpResult(localQuantize);
  MlirOperation newGather = tcBuildOpLike(
      gather, mlirOperationGetLocation(gather), 1, &q, 1,
      (MlirType[]){mlirValueGetType(quantized)});
  if (!noteBuilt(ctx, newGather)) {
    mlirOperationDestroy(localQuantize);
    return;
  }
  insertBefore(quantize, localQuantize);
  insertBefore(quantize, newGather);
  mlirValueReplaceAllUsesOfWith(quantized, tcOpResult(newGather));
  destroyOp(ctx, quantize);
  destroyOp(ctx, gather);
  tcPassRunCount(ctx->run, COUNTER_QUANTIZES_MOVED, 1);
  tcPassRunMarkChanged(ctx->run);
}

/// True when every rank of the gather's group quantizes with the same scale
/// and offset: after the move each rank quantizes its own chunk, and the
/// gathered result must be what quantizing the gathered value gave.
static bool quantizeFactorsAreReplicated(SpContext *ctx, MlirOperation gather,
                                         MlirOperation quantize) {
  MlirAttribute rankGroup = tcOpGetAttr(gather, "rank_group");
  for (intptr_t i = 1; i < mlirOperationGetNumOperands(quantize); ++i)
    if (!tcValueIsReplicated(&ctx->replication,
                             mlirOperationGetOperand(quantize, i), rankGroup))
      return false;
  return true;
}

static void finishGathers(SpContext *ctx) {
  uint64_t inserted = ctx->numReduceScatters;
  for (size_t i = 0; i < ctx->gathers.size; ++i) {
    MlirOperation gather = ctx->gathers.data[i];
    if (mlirOpOperandIsNull(mlirValueGetFirstUse(tcOpResult(gather)))) {
      destroyOp(ctx, gather);
      continue;
    }
    MlirOperation quantize = soleStaticQuantizeUser(gather);
    if (ctx->options->sinkQuantize && !mlirOperationIsNull(quantize) &&
        !ctx->buildFailed) {
      if (quantizeFactorsAreReplicated(ctx, gather, quantize))
        sinkQuantize(ctx, gather, quantize);
      else
        tcPassRunCount(ctx->run, COUNTER_REFUSED_SINK_SCALE_PER_RANK, 1);
    }
    ++inserted;
  }
  tcPassRunCount(ctx->run, COUNTER_COLLECTIVES_INSERTED, inserted);
  tcPassRunMarkChanged(ctx->run);
}

//===----------------------------------------------------------------------===//
// Tokens kept local into an expert-parallel MoE block.
//===----------------------------------------------------------------------===//

/// Ops whose result rows along token dim `dim` depend only on the same rows
/// of operand 0 (and on operands every row shares): computed on this rank's
/// chunk they give this rank's chunk. linear (its x's last dim is the
/// feature dim) and moe_gate (routing is per token).
static bool isTokenWise(MlirOperation op, int64_t dim) {
  TcOpKind kind = tcOpGetKind(op);
  if (kind != TC_OP_LINEAR && kind != TC_OP_MOE_GATE)
    return false;
  int64_t rank = tcValueGetRank(mlirOperationGetOperand(op, 0));
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    if (tcValueGetRank(mlirOperationGetResult(op, i)) != rank)
      return false;
  return dim < rank - 1;
}

typedef struct LocalClones {
  TcPointerMap cloneOf; // original op -> its clone on local operands
  TcOpVector originals, clones;
} LocalClones;

/// The clone of token-wise `op` on `x`, its local operand 0, with every result
/// retyped to its local shape; inserted before `before`. Null when a result
/// is not shardable or MLIR refuses the op.
static MlirOperation cloneOnLocal(SpContext *ctx, MlirOperation op,
                                  MlirValue x,
                                  const ShardGroup *group,
                                  MlirOperation before) {
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  intptr_t numResults = mlirOperationGetNumResults(op);
  MlirValue operands[3];
  MlirType types[2];
  if (numOperands > 3 || numResults > 2)
    return (MlirOperation){NULL};
  operands[0] = x;
  for (intptr_t i = 1; i < numOperands; ++i)
    operands[i] = mlirOperationGetOperand(op, i);
  for (intptr_t i = 0; i < numResults; ++i) {
    MlirValue result = mlirOperationGetResult(op, i);
    if (!isShardable(result, group))
      return (MlirOperation){NULL};
    types[i] = localType(result, group);
  }
  MlirOperation clone =
      tcBuildOpLike(op, mlirOperationGetLocation(op), numOperands, operands,
                    numResults, types);
  if (noteBuilt(ctx, clone))
    insertBefore(before, clone);
  return clone;
}

/// This rank's chunk of `full` along the shard dim of `group` without a
/// slice, or null: the operand of an all_gather over the group, or a
/// token-wise op of such a value rebuilt on it (before `before`; each op
/// once). Exact: each rank computes its rows from the same rows and its own
/// other operands, as it did before taking its chunk.
static MlirValue localCounterpart(SpContext *ctx, MlirValue full,
                                  const ShardGroup *group,
                                  MlirOperation before, LocalClones *clones) {
  MlirValue local = gatheredLocal(full, group);
  MlirOperation op = tcValueGetDefiningOp(full);
  if (!mlirValueIsNull(local) || mlirOperationIsNull(op) ||
      !isTokenWise(op, shardDim(full)))
    return local;
  intptr_t index = mlirOpResultGetResultNumber(full);
  size_t clone;
  if (tcPointerMapLookup(&clones->cloneOf, op.ptr, &clone))
    return mlirOperationGetResult((MlirOperation){(void *)clone}, index);
  MlirValue x = localCounterpart(ctx, mlirOperationGetOperand(op, 0), group,
                                 before, clones);
  if (mlirValueIsNull(x))
    return x;
  MlirOperation built = cloneOnLocal(ctx, op, x, group, before);
  if (mlirOperationIsNull(built))
    return (MlirValue){NULL};
  tcPointerMapSet(&clones->cloneOf, op.ptr, (size_t)built.ptr);
  tcOpVectorPush(&clones->originals, op);
  tcOpVectorPush(&clones->clones, built);
  return mlirOperationGetResult(built, index);
}

static bool hasNoUses(MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    if (!mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, i))))
      return false;
  return true;
}

/// Erases `ops` that nobody reads, last first (a later op may read an
/// earlier one). They are linear and moe_gate: no effects.
static void eraseUnused(SpContext *ctx, const TcOpVector *ops) {
  for (size_t i = ops->size; i-- > 0;)
    if (hasNoUses(ops->data[i]))
      destroyOp(ctx, ops->data[i]);
}

static bool sliceIsAlongShardDim(MlirOperation slice) {
  MlirAttribute dim = tcOpGetAttr(slice, "dim");
  MlirValue full = mlirOperationGetOperand(slice, 0);
  if (mlirAttributeIsNull(dim) || !mlirAttributeIsAInteger(dim))
    return false;
  int64_t d = mlirIntegerAttrGetValueInt(dim), rank = tcValueGetRank(full);
  return (d < 0 ? d + rank : d) == shardDim(full);
}

/// The all_reduce `slice` takes its chunk of, when it reduces over the
/// slice's `group` and nothing else reads it; else a null op.
static MlirOperation soleAllReduceUnder(MlirOperation slice,
                                        const ShardGroup *group) {
  MlirValue full = mlirOperationGetOperand(slice, 0);
  MlirOperation allReduce = tcValueGetDefiningOp(full);
  if (mlirOperationIsNull(allReduce) ||
      tcOpGetKind(allReduce) != TC_OP_ALL_REDUCE ||
      mlirOperationGetNumOperands(allReduce) != 1 ||
      !tcValueHasSingleUse(full) || !isOverGroup(allReduce, group))
    return (MlirOperation){NULL};
  return allReduce;
}

/// all_slice(all_reduce(x)) is reduce_scatter(x) along the slice's dim: each
/// rank's chunk of the same sum, without moving the other chunks to it.
/// True when `slice` was replaced.
static bool foldScatter(SpContext *ctx, MlirOperation slice,
                        const ShardGroup *group) {
  MlirOperation allReduce = soleAllReduceUnder(slice, group);
  MlirAttribute dim = tcOpGetAttr(slice, "dim");
  if (mlirOperationIsNull(allReduce) || mlirAttributeIsNull(dim) ||
      !mlirAttributeIsAInteger(dim))
    return false;
  MlirValue result = tcOpResult(slice);
  MlirOperation scatter = buildCollective(
      "tensor_cast.reduce_scatter", mlirOperationGetLocation(slice),
      mlirOperationGetOperand(allReduce, 0), mlirValueGetType(result),
      mlirIntegerAttrGetValueInt(dim), group);
  if (!noteBuilt(ctx, scatter))
    return true; // handled: the pass fails
  insertBefore(slice, scatter);
  mlirValueReplaceAllUsesOfWith(result, tcOpResult(scatter));
  destroyOp(ctx, slice);
  destroyOp(ctx, allReduce);
  ++ctx->numReduceScatters; // counted with the gathers by finishGathers
  tcPassRunCount(ctx->run, COUNTER_SCATTERS_FOLDED, 1);
  tcPassRunCount(ctx->run, COUNTER_COLLECTIVES_REMOVED, 1);
  tcPassRunMarkChanged(ctx->run);
  return true;
}

/// all_slice(x) where x is all_gather(local) or computed token by token
/// from it (the router and moe_gate of an expert-parallel MoE block, after
/// P2 made its input local): x is computed on the local tokens instead, so
/// no rank gathers the sequence to take its chunk back, and every token is
/// routed exactly as before. `slices` are the program's all_slices and the
/// pass's own (the patterns erase none of them).
static void foldSlices(SpContext *ctx, const TcOpVector *slices) {
  LocalClones clones = {{0}, {0}, {0}};
  for (size_t i = 0; i < slices->size && !ctx->buildFailed; ++i) {
    MlirOperation slice = slices->data[i];
    ShardGroup group = readShardGroup(slice);
    if (group.worldSize < 2 || foldScatter(ctx, slice, &group) ||
        !sliceIsAlongShardDim(slice))
      continue;
    MlirValue local = localCounterpart(ctx, mlirOperationGetOperand(slice, 0),
                                       &group, slice, &clones);
    MlirValue result = tcOpResult(slice);
    if (mlirValueIsNull(local) ||
        !mlirTypeEqual(mlirValueGetType(local), mlirValueGetType(result)))
      continue;
    mlirValueReplaceAllUsesOfWith(result, local);
    destroyOp(ctx, slice);
    tcPassRunCount(ctx->run, COUNTER_SLICES_FOLDED, 1);
    tcPassRunMarkChanged(ctx->run);
  }
  eraseUnused(ctx, &clones.originals);
  eraseUnused(ctx, &clones.clones);
  tcPointerMapDestroy(&clones.cloneOf);
  tcOpVectorDestroy(&clones.originals);
  tcOpVectorDestroy(&clones.clones);
}

//===----------------------------------------------------------------------===//
// The pass.
//===----------------------------------------------------------------------===//

typedef struct Candidates {
  TcOpVector single; // rms_norm, add_rms_norm (P1, P3)
  TcOpVector pair;   // add_rms_norm2 (P2)
  TcOpVector slices; // all_slice (foldSlices)
} Candidates;

static MlirWalkResult collectCandidates(MlirOperation op, void *userData) {
  Candidates *found = userData;
  TcOpKind kind = tcOpGetKind(op);
  // Only well-formed ops (the verifier ran): operand and result counts.
  if ((kind == TC_OP_RMS_NORM && mlirOperationGetNumOperands(op) == 2) ||
      (kind == TC_OP_ADD_RMS_NORM && mlirOperationGetNumOperands(op) == 3))
    tcOpVectorPush(&found->single, op);
  else if (kind == TC_OP_ADD_RMS_NORM2 && mlirOperationGetNumOperands(op) == 3 &&
           mlirOperationGetNumResults(op) == 2)
    tcOpVectorPush(&found->pair, op);
  else if (kind == TC_OP_ALL_SLICE && mlirOperationGetNumOperands(op) == 1)
    tcOpVectorPush(&found->slices, op);
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runSequenceParallel(MlirOperation root,
                                             const void *rawOptions,
                                             TcPassRun *run) {
  // Norms are retyped in place and all_slices left alone until foldSlices,
  // never erased before, so the lists stay valid.
  Candidates found = {{0}, {0}, {0}};
  SpContext ctx = {.options = rawOptions, .run = run, .slices = &found.slices};
  mlirOperationWalk(root, collectCandidates, &found, MlirWalkPreOrder);
  ctx.deferRepeatedRegions = true;
  bool ok = applyPattern(&ctx, &found.single, matchP1);
  ctx.deferRepeatedRegions = false;
  ok = ok && applyPattern(&ctx, &found.pair, matchP2) &&
       applyPattern(&ctx, &found.single, matchP3ThroughRegion);
  if (ok)
    ok = refuseDeferredP1(&ctx);
  if (ok)
    foldSlices(&ctx, &found.slices);
  finishGathers(&ctx);
  ok = ok && !ctx.buildFailed;
  tcOpVectorDestroy(&found.single);
  tcOpVectorDestroy(&found.pair);
  tcOpVectorDestroy(&found.slices);
  tcOpVectorDestroy(&ctx.gathers);
  tcOpVectorDestroy(&ctx.deferredP1);
  tcPointerSetDestroy(&ctx.gatherSet);
  tcReplicationDestroy(&ctx.replication);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

const TcPassDefinition tcSequenceParallelPassDefinition = {
    .argument = "tc-sequence-parallel",
    .name = "TcSequenceParallel",
    .description = "Rewrite all_reduce -> norm patterns (P1, P2, P3) into "
                   "reduce_scatter -> norm -> all_gather on the sequence dim",
    .options = kOptions,
    .numOptions = TC_ARRAY_SIZE(kOptions),
    .optionsSize = sizeof(SequenceParallelOptions),
    .defaultOptions = &kDefaultOptions,
    .counterNames = kCounterNames,
    .counterDescriptions = kCounterDescriptions,
    .numCounters = NUM_COUNTERS,
    .run = runSequenceParallel,
};
