//===- MergeLinear.c - tc-merge-linear: one op for sibling linears ------===//
//
// Sibling `linear`/`quant_linear` ops that read the same input (q/k/v,
// gate/up) become one op on weights concatenated along N, followed by one
// `tensor.extract_slice` per original op. Reference: the reference
// simulator's MergeLinearPass and its da8w4 concat-linear fusion.
//
// Differences from the reference pass, all for exactness or safety:
//  - per-tensor scales/offsets that differ across the group are broadcast to
//    per-channel and concatenated (the reference kept the first member's
//    "for performance simulation only"; `loose=true` restores that);
//  - mxfp4 group scales are concatenated (the reference kept the first
//    member's); NVFP4's per-tensor global scales that differ are made
//    per-channel like the others (its block scales concatenate);
//  - slices cut the last dim, so `x` may have any rank;
//  - members that depend on each other are not merged, and producers of later
//    members' weights are hoisted (in order) above the merged op rather than
//    re-sorting the whole block.
//
//===----------------------------------------------------------------------===//

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include "Passes/PassDefinition.h"
#include "Support/Builders.h"
#include "Support/DenseConstants.h"
#include "Support/Grouping.h"
#include "Support/IRUtils.h"
#include "Support/Vectors.h"
#include "Util/ArraySize.h"
#include "Util/PointerSet.h"

typedef struct MergeLinearOptions {
  int64_t maxMergedN; // 0: no limit
  int64_t minGroupSize;
  bool loose;
} MergeLinearOptions;

static const MergeLinearOptions kDefaultOptions = {0, 2, false};

static const TcPassOption kOptions[] = {
    {"max-merged-n",
     "Do not build a merged op whose N exceeds this (0: no limit); a larger "
     "group is split greedily in program order",
     TC_OPTION_INT64, offsetof(MergeLinearOptions, maxMergedN), 0, INT64_MAX, NULL},
    {"min-group-size", "Merge only groups of at least this many ops",
     TC_OPTION_INT64, offsetof(MergeLinearOptions, minGroupSize), 2, INT64_MAX, NULL},
    {"loose",
     "Reproduce the reference simulator: per-tensor scales/offsets that "
     "differ take the first op's value (not numerically exact; for "
     "performance simulation only)",
     TC_OPTION_BOOL, offsetof(MergeLinearOptions, loose), 0, 1, NULL},
};

// Each counter once: its enumerator (COUNTER_<NAME>), the name users see,
// and its description.
#define MERGE_LINEAR_COUNTERS(X)                                  \
  X(GROUPS_MERGED, "groups-merged",                               \
    "Number of merged ops created")                               \
  X(OPS_MERGED, "ops-merged",                                     \
    "Number of linear ops replaced by a merged op")               \
  X(CONSTANTS_FOLDED, "constants-folded",                         \
    "Number of concatenations of constants folded into one "      \
    "constant")                                                   \
  X(SCALES_MADE_PER_CHANNEL, "scales-made-per-channel",           \
    "Number of groups whose differing per-tensor scales were "    \
    "made per-channel")                                           \
  X(SCALES_WIDENED, "scales-widened",                             \
    "Number of block scales repeated to a narrower block to "     \
    "concatenate with another member's")                          \
  X(SCALES_APPROXIMATED, "scales-approximated",                   \
    "Number of groups that took the first op's per-tensor scale " \
    "(loose=true)")                                               \
  X(REFUSED_MIXED_BIAS, "refused-mixed-bias",                     \
    "Number of groups refused: bias on some members only")        \
  X(REFUSED_DYNAMIC_N, "refused-dynamic-n",                       \
    "Number of groups refused: too few members with a static N")  \
  X(REFUSED_MAX_MERGED_N, "refused-max-merged-n",                 \
    "Number of groups refused: max-merged-n left too few "        \
    "members to merge")                                           \
  X(REFUSED_DEPENDENT, "refused-dependent",                       \
    "Number of groups refused: a member feeds another member")    \
  X(REFUSED_UNMOVABLE_PRODUCER, "refused-unmovable-producer",     \
    "Number of groups refused: a later member's operand is "      \
    "produced by an op that cannot be moved above the first "     \
    "member")                                                     \
  X(REFUSED_TOO_LARGE, "refused-too-large",                       \
    "Number of groups refused: the merged weight or result "      \
    "would have more elements than fit in 64 bits, leaving too "  \
    "few members to merge")                                       \
  X(REFUSED_EMPTY, "refused-empty",                               \
    "Number of groups refused: the rows are empty (a zero-size "  \
    "leading dim) or too few members have a non-zero N (MLIR "    \
    "allows no slice of an empty dim, and there is nothing to "   \
    "merge)")

TC_DECLARE_COUNTERS(MERGE_LINEAR_COUNTERS)

//===----------------------------------------------------------------------===//
// Candidates and their grouping key.
//===----------------------------------------------------------------------===//

/// What must be equal for two ops to merge; see fillGroupingKey.
enum {
  KEY_BLOCK,
  KEY_OP_KIND,
  KEY_X,
  KEY_X_TYPE,
  KEY_X_SCALE,
  KEY_X_OFFSET,
  KEY_OUT_TYPE,
  KEY_W_TYPE,
  KEY_W_SCALE_SHAPE,
  KEY_W_SCALE_TYPE,
  KEY_W_SCALE_GROUPS,
  KEY_W_OFFSET_SHAPE,
  KEY_W_OFFSET_TYPE,
  KEY_W_OFFSET_GROUPS,
  KEY_GLOBAL_SCALE_SHAPE,
  KEY_SIZE
};

/// A linear or quant_linear, its operands in quant_linear's slot layout (a
/// linear has x, w and bias only; an absent operand is a null value).
typedef struct Member {
  TcGroupKey group; // first: see tcGroupByKey
  MlirOperation op;
  MlirValue slots[TC_QL_NUM_SLOTS];
  int64_t n; // the result's last dim
} Member;

_Static_assert((int)KEY_SIZE <= (int)TC_GROUP_KEY_SIZE, "grouping key too long");

typedef struct MemberList {
  Member *data;
  size_t size, capacity;
} MemberList;

static bool readLinearOperands(MlirOperation op, Member *member) {
  intptr_t count = mlirOperationGetNumOperands(op);
  if (count < 2 || count > 3)
    return false;
  member->slots[TC_QL_X] = mlirOperationGetOperand(op, 0);
  member->slots[TC_QL_W] = mlirOperationGetOperand(op, 1);
  if (count == 3)
    member->slots[TC_QL_BIAS] = mlirOperationGetOperand(op, 2);
  return true;
}

static uintptr_t valueKey(MlirValue value) { return (uintptr_t)value.ptr; }

/// x up to views: a view of v to x's type holds v's elements in the same
/// order, so ops reading views of one value to one type read the same x.
/// (The reference simulator's quantized layers view x once per projection;
/// without an activation quantize to combine them, weight-only int4 would
/// not merge.)
static uintptr_t activationKey(MlirValue x) {
  MlirOperation producer = tcValueGetDefiningOp(x);
  if (!mlirOperationIsNull(producer) && tcOpGetKind(producer) == TC_OP_VIEW)
    return valueKey(mlirOperationGetOperand(producer, 0));
  return valueKey(x);
}

static uintptr_t elementTypeKey(MlirValue value) {
  return mlirValueIsNull(value) ? 0
                                : (uintptr_t)tcValueGetElementType(value).ptr;
}

/// The columns each element of a (K/g, N/h) scale covers, h (1 per group,
/// 128 for FP8 blocks); 0 when N or the block count is not static and whole.
static int64_t scaleBlockWidth(MlirValue scale, int64_t n) {
  int64_t blocks = tcValueGetDim(scale, 1);
  return blocks > 0 && n > 0 && n % blocks == 0 ? n / blocks : 0;
}

/// Scales are concatenated along their last dim, so they must agree on rank
/// and on the number of groups (dim 0 of a (K/g, N/h) scale); block widths
/// may differ (the wider are repeated to the narrowest common width, see
/// buildWidenedScale), but must be known.
static void scaleKey(MlirValue scale, int64_t n, uintptr_t *shape,
                     uintptr_t *type, uintptr_t *groups) {
  if (mlirValueIsNull(scale))
    return;
  int64_t rank = tcValueGetRank(scale);
  *shape = (uintptr_t)(rank + 1);
  *type = elementTypeKey(scale);
  if (rank != 2)
    return;
  // An unknown block width gets a key of its own (no merge).
  *groups = scaleBlockWidth(scale, n) ? (uintptr_t)tcValueGetDim(scale, 0)
                                      : (uintptr_t)scale.ptr;
}

/// Everything that must be equal across a group except the bias, whose
/// presence is checked per group so that a mixed group is refused as a whole
/// (the reference pass's rule) rather than silently split.
static void fillGroupingKey(Member *member) {
  uintptr_t *key = member->group.key;
  MlirValue *slots = member->slots;
  key[KEY_BLOCK] = (uintptr_t)mlirOperationGetBlock(member->op).ptr;
  key[KEY_OP_KIND] = (uintptr_t)tcOpGetKind(member->op);
  key[KEY_X] = activationKey(slots[TC_QL_X]);
  key[KEY_X_TYPE] = (uintptr_t)mlirValueGetType(slots[TC_QL_X]).ptr;
  key[KEY_X_SCALE] = valueKey(slots[TC_QL_X_SCALE]);
  key[KEY_X_OFFSET] = valueKey(slots[TC_QL_X_OFFSET]);
  key[KEY_OUT_TYPE] = elementTypeKey(mlirOperationGetResult(member->op, 0));
  key[KEY_W_TYPE] = elementTypeKey(slots[TC_QL_W]);
  scaleKey(slots[TC_QL_W_SCALE], member->n, &key[KEY_W_SCALE_SHAPE],
           &key[KEY_W_SCALE_TYPE], &key[KEY_W_SCALE_GROUPS]);
  scaleKey(slots[TC_QL_W_OFFSET], member->n, &key[KEY_W_OFFSET_SHAPE],
           &key[KEY_W_OFFSET_TYPE], &key[KEY_W_OFFSET_GROUPS]);
  MlirValue global = slots[TC_QL_GLOBAL_SCALE];
  key[KEY_GLOBAL_SCALE_SHAPE] =
      mlirValueIsNull(global) ? 0 : (uintptr_t)(tcValueGetRank(global) + 1);
}

/// Shapes the rewrite relies on; anything else is left alone (the verifier
/// reports it if it is invalid).
static bool hasMergeableShapes(const Member *member) {
  MlirValue result = mlirOperationGetResult(member->op, 0);
  int64_t rank = tcValueGetRank(result);
  if (rank < 1 || tcValueGetRank(member->slots[TC_QL_W]) != 2 ||
      tcValueGetRank(member->slots[TC_QL_X]) != rank)
    return false;
  // Leading dims equal to x's (dynamic where x's are) keep every member's
  // result type equal to its slice of the merged result.
  for (int64_t d = 0; d + 1 < rank; ++d)
    if (tcValueGetDim(result, d) != tcValueGetDim(member->slots[TC_QL_X], d))
      return false;
  for (int slot = TC_QL_W_SCALE; slot < TC_QL_NUM_SLOTS; ++slot)
    if (!mlirValueIsNull(member->slots[slot]) &&
        tcValueGetRank(member->slots[slot]) < 0)
      return false;
  return true;
}

static bool readMember(MlirOperation op, Member *member) {
  TcOpKind kind = tcOpGetKind(op);
  if (kind != TC_OP_LINEAR && kind != TC_OP_QUANT_LINEAR)
    return false;
  memset(member, 0, sizeof(*member));
  member->op = op;
  if (mlirOperationGetNumResults(op) != 1 ||
      !(kind == TC_OP_LINEAR ? readLinearOperands(op, member)
                             : tcQuantLinearGetOperands(op, member->slots) < 0) ||
      !hasMergeableShapes(member))
    return false;
  MlirValue result = mlirOperationGetResult(op, 0);
  member->n = tcValueGetLastDim(result);
  fillGroupingKey(member);
  return true;
}

static MlirWalkResult collectMember(MlirOperation op, void *userData) {
  MemberList *members = userData;
  Member member;
  if (!readMember(op, &member))
    return MlirWalkResultAdvance;
  TC_GROW_ARRAY(members->data, members->capacity, members->size + 1);
  members->data[members->size++] = member;
  return MlirWalkResultAdvance;
}

/// A run of members with equal keys (see tcGroupByKey), in program order.
typedef TcGroupRun Group;

static Member *groupMember(const Group *group, size_t index) {
  return (Member *)group->first + index;
}

//===----------------------------------------------------------------------===//
// Placement: the merged op replaces the first member, so everything later
// members read must be available there.
//===----------------------------------------------------------------------===//

typedef enum Placement {
  PLACEMENT_OK,
  PLACEMENT_DEPENDENT,
  PLACEMENT_UNMOVABLE
} Placement;

/// The slots that differ per member (the others are shared by the key).
static const int kPerMemberSlots[] = {TC_QL_W, TC_QL_W_SCALE, TC_QL_W_OFFSET,
                                      TC_QL_BIAS, TC_QL_GLOBAL_SCALE};
enum { NUM_PER_MEMBER_SLOTS = TC_ARRAY_SIZE(kPerMemberSlots) };

static bool isMemberOp(Member *const *chunk, size_t size, MlirOperation op) {
  for (size_t i = 0; i < size; ++i)
    if (mlirOperationEqual(chunk[i]->op, op))
      return true;
  return false;
}

/// Ops that may move up past their neighbours: no regions, no effects that
/// order matters for. Collectives keep their order across ranks and region
/// markers delimit regions, so neither moves.
static bool isHoistable(MlirOperation op) {
  if (mlirOperationGetNumRegions(op))
    return false;
  TcOpKind kind = tcOpGetKind(op);
  if (kind != TC_OP_NONE)
    return !tcOpKindHasTraits(kind, TC_OP_TRAIT_PINNED);
  return tcOpIsArithOrTensor(op);
}

/// Collects, into `hoist` and in block order, the ops between the first
/// member and the later members that produce (transitively) the later
/// members' own operands. A member among them means one member feeds
/// another: no merge. Runs before anything is mutated, so MLIR's cached op
/// order answers each "is before" in O(1).
static Placement collectOpsToHoist(Member *const *chunk, size_t size,
                                   TcOpVector *hoist) {
  MlirOperation first = chunk[0]->op;
  MlirBlock block = mlirOperationGetBlock(first);
  TcValueVector worklist = {0};
  TcPointerSet seen = {0};
  for (size_t i = 1; i < size; ++i)
    for (int s = 0; s < NUM_PER_MEMBER_SLOTS; ++s)
      if (!mlirValueIsNull(chunk[i]->slots[kPerMemberSlots[s]]))
        tcValueVectorPush(&worklist, chunk[i]->slots[kPerMemberSlots[s]]);
  Placement placement = PLACEMENT_OK;
  while (worklist.size && placement == PLACEMENT_OK) {
    MlirValue value = tcValueVectorPop(&worklist);
    if (!mlirValueIsAOpResult(value))
      continue;
    MlirOperation producer = mlirOpResultGetOwner(value);
    // Values from enclosing blocks, or from earlier in this one, dominate
    // the first member already.
    if (!mlirBlockEqual(mlirOperationGetBlock(producer), block) ||
        mlirOperationIsBeforeInBlock(producer, first) ||
        !tcPointerSetInsert(&seen, producer.ptr))
      continue;
    if (isMemberOp(chunk, size, producer))
      placement = PLACEMENT_DEPENDENT;
    else if (!isHoistable(producer))
      placement = PLACEMENT_UNMOVABLE;
    else {
      tcOpVectorPush(hoist, producer);
      for (intptr_t i = 0; i < mlirOperationGetNumOperands(producer); ++i)
        tcValueVectorPush(&worklist, mlirOperationGetOperand(producer, i));
    }
  }
  tcValueVectorDestroy(&worklist);
  tcPointerSetDestroy(&seen);
  if (placement == PLACEMENT_OK)
    tcOpVectorSortInBlockOrder(hoist);
  return placement;
}

//===----------------------------------------------------------------------===//
// Building the merged op (detached until everything is built).
//===----------------------------------------------------------------------===//

/// One planned merge: built (detached) in the planning phase of a round,
/// inserted in its commit phase.
typedef struct MergeBuild {
  Member **chunk; // owned array; the members live until the round ends
  size_t size;
  TcOpVector hoist; // ops to move above the first member, in block order
  MlirLocation loc; // all members' locations, fused
  bool broadcast[TC_QL_NUM_SLOTS]; // per-tensor operands made per-channel
  TcOpVector built;
  MlirValue merged[TC_QL_NUM_SLOTS];
  MlirOperation mergedOp;
  MlirOperation *slices; // per member; null when its result was unused
  TcPassRun *run;
} MergeBuild;

static bool allSameOrEqualConstants(Member *const *chunk, size_t size,
                                    int slot) {
  MlirValue first = chunk[0]->slots[slot];
  for (size_t i = 1; i < size; ++i) {
    MlirValue value = chunk[i]->slots[slot];
    if (!mlirValueEqual(value, first) && !tcValuesAreEqualConstants(value, first))
      return false;
  }
  return true;
}

/// Whether the members' per-tensor operands in `slot` (and `withSlot`'s,
/// which keeps its shape, when present) differ: then they are broadcast to
/// per-channel, which is exact, or under `loose` the first member's are
/// used, as the reference pass does.
static void decideBroadcast(MergeBuild *build, const MergeLinearOptions *options,
                            int slot, int withSlot) {
  Member *first = build->chunk[0];
  if (mlirValueIsNull(first->slots[slot]) ||
      tcValueGetRank(first->slots[slot]) != 0)
    return;
  bool same = allSameOrEqualConstants(build->chunk, build->size, slot);
  if (withSlot >= 0 && !mlirValueIsNull(first->slots[withSlot]))
    same = same && allSameOrEqualConstants(build->chunk, build->size, withSlot);
  if (same)
    return;
  if (options->loose) {
    tcPassRunCount(build->run, COUNTER_SCALES_APPROXIMATED, 1);
    return;
  }
  build->broadcast[slot] = true;
  if (withSlot >= 0)
    build->broadcast[withSlot] = true;
  tcPassRunCount(build->run, COUNTER_SCALES_MADE_PER_CHANNEL, 1);
}

/// The weight scale with its offset, and NVFP4's global scale, each on its
/// own.
static void decideScaleBroadcast(MergeBuild *build,
                                 const MergeLinearOptions *options) {
  decideBroadcast(build, options, TC_QL_W_SCALE, TC_QL_W_OFFSET);
  decideBroadcast(build, options, TC_QL_GLOBAL_SCALE, -1);
}

static int64_t mergedN(Member *const *chunk, size_t size) {
  int64_t n = 0;
  for (size_t i = 0; i < size; ++i)
    n += chunk[i]->n;
  return n;
}

static bool collect(MergeBuild *build, MlirOperation op) {
  return tcCollectBuiltOp(&build->built, op);
}

/// Member `i`'s operand in `slot` as a piece of the concatenation: itself,
/// or (broadcast) its 0-D value as a tensor of N_i elements.
static MlirValue buildPieceValue(MergeBuild *build, size_t i, int slot,
                                 bool broadcast) {
  MlirValue value = build->chunk[i]->slots[slot];
  if (!broadcast)
    return value;
  int64_t n = build->chunk[i]->n;
  MlirType type = mlirRankedTensorTypeGet(1, &n, tcValueGetElementType(value),
                                          mlirAttributeGetNull());
  MlirAttribute constant = tcValueGetDenseConstant(value);
  if (!mlirAttributeIsNull(constant)) {
    TcDensePiece piece = {constant, n};
    MlirOperation op =
        tcBuildConstant(build->loc, tcDenseConcatLastDim(type, 1, &piece));
    return collect(build, op) ? tcOpResult(op) : (MlirValue){NULL};
  }
  MlirOperation scalar = tcBuildExtractScalar(build->loc, value);
  if (!collect(build, scalar))
    return (MlirValue){NULL};
  MlirOperation splat = tcBuildSplat(build->loc, tcOpResult(scalar), type);
  return collect(build, splat) ? tcOpResult(splat) : (MlirValue){NULL};
}

/// When every piece is a constant, the concatenation is one new constant.
static bool tryFoldConcat(MergeBuild *build, int slot, bool broadcast,
                          MlirValue *result) {
  TcDensePiece *pieces =
      tcCheckAllocation(malloc(sizeof(TcDensePiece) * build->size));
  bool folded = true;
  for (size_t i = 0; i < build->size && folded; ++i) {
    pieces[i].elements = tcValueGetDenseConstant(build->chunk[i]->slots[slot]);
    pieces[i].broadcastSize = broadcast ? build->chunk[i]->n : 0;
    folded = !mlirAttributeIsNull(pieces[i].elements);
  }
  if (folded) {
    MlirType firstType = mlirValueGetType(build->chunk[0]->slots[slot]);
    int64_t n = mergedN(build->chunk, build->size);
    MlirType type =
        broadcast ? mlirRankedTensorTypeGet(1, &n,
                                            mlirShapedTypeGetElementType(firstType),
                                            mlirAttributeGetNull())
                  : tcTensorTypeWithDim(firstType,
                                        mlirShapedTypeGetRank(firstType) - 1, n);
    // Null when too large to fold: the pieces are concatenated instead.
    MlirAttribute value = tcDenseConcatLastDim(type, build->size, pieces);
    MlirOperation op = mlirAttributeIsNull(value)
                           ? (MlirOperation){NULL}
                           : tcBuildConstant(build->loc, value);
    folded = !mlirOperationIsNull(op) && collect(build, op);
    if (folded) {
      *result = tcOpResult(op);
      tcPassRunCount(build->run, COUNTER_CONSTANTS_FOLDED, 1);
    }
  }
  free(pieces);
  return folded;
}

/// The narrowest block width the members' (K/g, N/h) weight scales (or
/// offsets) in `slot` share, the gcd of their widths, and (`*uneven`)
/// whether they differ; 0 for another slot, scales of another rank or a
/// width that is not known.
static int64_t commonBlockWidth(const MergeBuild *build, int slot,
                                bool *uneven) {
  *uneven = false;
  if (slot != TC_QL_W_SCALE && slot != TC_QL_W_OFFSET)
    return 0;
  int64_t width = 0;
  for (size_t i = 0; i < build->size; ++i) {
    MlirValue scale = build->chunk[i]->slots[slot];
    int64_t own = tcValueGetRank(scale) == 2
                      ? scaleBlockWidth(scale, build->chunk[i]->n)
                      : 0;
    if (own == 0) {
      *uneven = false;
      return 0;
    }
    *uneven = *uneven || (width && own != width);
    width = tcGreatestCommonDivisor(width, own);
  }
  return width;
}

/// A (G, H) scale with each column repeated `repeat` times, (G, H·repeat):
/// the same scale for every weight element, in blocks `repeat` times
/// narrower, so it concatenates with scales of that width (exact).
static MlirValue buildWidenedScale(MergeBuild *build, MlirValue scale,
                                   int64_t repeat) {
  int64_t g = tcValueGetDim(scale, 0), h = tcValueGetDim(scale, 1);
  MlirType element = tcValueGetElementType(scale);
  MlirType column = mlirRankedTensorTypeGet(3, (int64_t[]){g, h, 1}, element,
                                            mlirAttributeGetNull());
  MlirOperation expand =
      tcBuildOp("tensor_cast.view", build->loc, 1, &scale, 1, &column, 0, NULL);
  if (!collect(build, expand))
    return (MlirValue){NULL};
  MlirValue *copies = tcCheckAllocation(malloc(sizeof(MlirValue) * repeat));
  for (int64_t i = 0; i < repeat; ++i)
    copies[i] = tcOpResult(expand);
  MlirOperation repeated = tcBuildConcat(build->loc, 2, repeat, copies);
  free(copies);
  if (!collect(build, repeated))
    return (MlirValue){NULL};
  MlirType flat = mlirRankedTensorTypeGet(2, (int64_t[]){g, h * repeat},
                                          element, mlirAttributeGetNull());
  MlirValue input = tcOpResult(repeated);
  MlirOperation collapse =
      tcBuildOp("tensor_cast.view", build->loc, 1, &input, 1, &flat, 0, NULL);
  return collect(build, collapse) ? tcOpResult(collapse) : (MlirValue){NULL};
}

/// Member `i`'s scale in `slot` at block width `width`.
static MlirValue buildScaleAtWidth(MergeBuild *build, size_t i, int slot,
                                   int64_t width) {
  MlirValue scale = build->chunk[i]->slots[slot];
  int64_t repeat = scaleBlockWidth(scale, build->chunk[i]->n) / width;
  return repeat == 1 ? scale : buildWidenedScale(build, scale, repeat);
}

/// The members' operands in `slot`, concatenated along their last dim;
/// block scales of different widths first repeated to their common width.
static bool buildConcatenation(MergeBuild *build, int slot, bool broadcast) {
  bool widen;
  int64_t width = commonBlockWidth(build, slot, &widen);
  if (!widen && tryFoldConcat(build, slot, broadcast, &build->merged[slot]))
    return true;
  if (widen)
    tcPassRunCount(build->run, COUNTER_SCALES_WIDENED, 1);
  MlirValue *pieces = tcCheckAllocation(malloc(sizeof(MlirValue) * build->size));
  bool ok = true;
  for (size_t i = 0; i < build->size && ok; ++i) {
    pieces[i] = widen ? buildScaleAtWidth(build, i, slot, width)
                      : buildPieceValue(build, i, slot, broadcast);
    ok = !mlirValueIsNull(pieces[i]);
  }
  if (ok) {
    int64_t lastDim = broadcast ? 0 : tcValueGetRank(pieces[0]) - 1;
    MlirOperation concat =
        tcBuildConcat(build->loc, lastDim, (intptr_t)build->size, pieces);
    ok = collect(build, concat);
    if (ok)
      build->merged[slot] = tcOpResult(concat);
  }
  free(pieces);
  return ok;
}

static bool buildMergedOperands(MergeBuild *build) {
  Member *first = build->chunk[0];
  memcpy(build->merged, first->slots, sizeof(build->merged));
  for (int s = 0; s < NUM_PER_MEMBER_SLOTS; ++s) {
    int slot = kPerMemberSlots[s];
    if (mlirValueIsNull(first->slots[slot]))
      continue;
    bool perTensor = tcValueGetRank(first->slots[slot]) == 0;
    if (perTensor && !build->broadcast[slot])
      continue; // shared (or, with loose, the first member's)
    if (!buildConcatenation(build, slot, perTensor))
      return false;
  }
  return true;
}

/// The merged op: the first member's name and attributes (including
/// operandSegmentSizes, equal across the group), the merged operands.
static bool buildMergedOp(MergeBuild *build) {
  MlirOperation first = build->chunk[0]->op;
  MlirValue operands[TC_QL_NUM_SLOTS];
  intptr_t numOperands = 0;
  for (int slot = 0; slot < TC_QL_NUM_SLOTS; ++slot)
    if (!mlirValueIsNull(build->merged[slot]))
      operands[numOperands++] = build->merged[slot];
  MlirType firstType = mlirValueGetType(mlirOperationGetResult(first, 0));
  MlirType resultType = tcTensorTypeWithDim(
      firstType, mlirShapedTypeGetRank(firstType) - 1,
      mergedN(build->chunk, build->size));
  build->mergedOp = tcBuildOpLike(first, build->loc, numOperands, operands, 1,
                                  &resultType);
  return collect(build, build->mergedOp);
}

/// `tensor.dim merged, d` for every dynamic dim of the merged result (all but
/// the last), shared by the slices.
static bool buildDynamicSizes(MergeBuild *build, MlirValue *dynamicSizes) {
  MlirValue merged = tcOpResult(build->mergedOp);
  int64_t rank = tcValueGetRank(merged);
  for (int64_t d = 0; d + 1 < rank; ++d) {
    dynamicSizes[d] = (MlirValue){NULL};
    if (!tcDimIsDynamic(tcValueGetDim(merged, d)))
      continue;
    MlirOperation index = tcBuildIndexConstant(build->loc, d);
    if (!collect(build, index))
      return false;
    MlirOperation dim = tcBuildDim(build->loc, merged, tcOpResult(index));
    if (!collect(build, dim))
      return false;
    dynamicSizes[d] = tcOpResult(dim);
  }
  return true;
}

/// One slice per member whose result is used: the member's columns of the
/// merged result, with the member's own result type.
static bool buildSlices(MlirOperation mergedOp, MergeBuild *build) {
  MlirValue merged = tcOpResult(mergedOp);
  int64_t rank = tcValueGetRank(merged);
  MlirValue *dynamicSizes = tcCheckAllocation(malloc(sizeof(MlirValue) * rank));
  int64_t *offsets = tcCheckAllocation(calloc((size_t)rank, sizeof(int64_t)));
  int64_t *sizes = tcCheckAllocation(malloc(sizeof(int64_t) * rank));
  MlirValue *sliceDynamicSizes = tcCheckAllocation(malloc(sizeof(MlirValue) * rank));
  bool ok = buildDynamicSizes(build, dynamicSizes);
  for (size_t i = 0; i < build->size && ok; ++i) {
    MlirValue result = mlirOperationGetResult(build->chunk[i]->op, 0);
    if (!mlirOpOperandIsNull(mlirValueGetFirstUse(result))) {
      intptr_t numDynamic = 0;
      for (int64_t d = 0; d + 1 < rank; ++d) {
        sizes[d] = tcValueGetDim(result, d);
        if (tcDimIsDynamic(sizes[d]))
          sliceDynamicSizes[numDynamic++] = dynamicSizes[d];
      }
      sizes[rank - 1] = build->chunk[i]->n;
      build->slices[i] = tcBuildExtractSlice(
          mlirOperationGetLocation(build->chunk[i]->op), merged,
          mlirValueGetType(result), offsets, sizes, numDynamic,
          sliceDynamicSizes);
      ok = collect(build, build->slices[i]);
    }
    offsets[rank - 1] += build->chunk[i]->n;
  }
  free(dynamicSizes);
  free(offsets);
  free(sizes);
  free(sliceDynamicSizes);
  return ok;
}

static MlirLocation fusedMemberLocation(Member *const *chunk, size_t size) {
  MlirLocation *locations =
      tcCheckAllocation(malloc(sizeof(MlirLocation) * size));
  for (size_t i = 0; i < size; ++i)
    locations[i] = mlirOperationGetLocation(chunk[i]->op);
  MlirLocation fused =
      mlirLocationFusedGet(mlirOperationGetContext(chunk[0]->op),
                           (intptr_t)size, locations, mlirAttributeGetNull());
  free(locations);
  return fused;
}

//===----------------------------------------------------------------------===//
// Committing the rewrite.
//===----------------------------------------------------------------------===//

/// Constants that only the replaced members read (folded weights, scales
/// dropped under `loose`) are dead once the members are gone.
static void collectOperandProducers(Member *const *chunk, size_t size,
                                    TcOpVector *producers) {
  for (size_t i = 0; i < size; ++i)
    for (int s = 0; s < NUM_PER_MEMBER_SLOTS; ++s) {
      MlirValue value = chunk[i]->slots[kPerMemberSlots[s]];
      if (mlirValueIsNull(value) || !mlirValueIsAOpResult(value))
        continue;
      MlirOperation producer = mlirOpResultGetOwner(value);
      if (!tcOpVectorContains(producers, producer))
        tcOpVectorPush(producers, producer);
    }
}

/// The views later members read x through (the merged op reads the first
/// member's x): dead once the members are gone, unless something else reads
/// them.
static void collectOtherViewsOfX(Member *const *chunk, size_t size,
                                 TcOpVector *producers) {
  MlirValue x = chunk[0]->slots[TC_QL_X];
  for (size_t i = 1; i < size; ++i) {
    MlirValue other = chunk[i]->slots[TC_QL_X];
    MlirOperation producer = tcValueGetDefiningOp(other);
    if (!mlirValueEqual(other, x) && !mlirOperationIsNull(producer) &&
        tcOpGetKind(producer) == TC_OP_VIEW &&
        !tcOpVectorContains(producers, producer))
      tcOpVectorPush(producers, producer);
  }
}

/// Constants the merge folded into one, and views of x it made redundant.
static void eraseDeadProducers(const TcOpVector *producers) {
  for (size_t i = 0; i < producers->size; ++i) {
    MlirOperation op = producers->data[i];
    if ((tcOpIsNamed(op, "arith.constant") || tcOpGetKind(op) == TC_OP_VIEW) &&
        mlirOpOperandIsNull(mlirValueGetFirstUse(tcOpResult(op))))
      mlirOperationDestroy(op);
  }
}

static void commitMerge(MergeBuild *build) {
  MlirOperation first = build->chunk[0]->op;
  for (size_t i = 0; i < build->hoist.size; ++i)
    mlirOperationMoveBefore(build->hoist.data[i], first);
  tcInsertOpsBefore(&build->built, first);
  for (size_t i = 0; i < build->size; ++i)
    if (!mlirOperationIsNull(build->slices[i]))
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(build->chunk[i]->op, 0),
                                    tcOpResult(build->slices[i]));
  TcOpVector producers = {0};
  collectOperandProducers(build->chunk, build->size, &producers);
  collectOtherViewsOfX(build->chunk, build->size, &producers);
  for (size_t i = 0; i < build->size; ++i)
    mlirOperationDestroy(build->chunk[i]->op);
  eraseDeadProducers(&producers);
  tcOpVectorDestroy(&producers);
}

static void destroyMergeBuild(MergeBuild *build) {
  tcOpVectorDestroy(&build->built);
  tcOpVectorDestroy(&build->hoist);
  free(build->slices);
  free(build->chunk);
}

//===----------------------------------------------------------------------===//
// Rounds: plan every merge against the IR as it is, then commit them all.
//
// Mutating between plans would make each "is before" query re-number the
// whole block (MLIR invalidates its op order cache on insertion), which is
// quadratic on a large function. A plan that touches an op an earlier plan
// of the round also touches (a member, or an op to hoist) waits for the next
// round, when it is planned afresh against the rewritten IR. The first plan
// of a round never waits, so every round makes progress.
//===----------------------------------------------------------------------===//

typedef struct Round {
  const MergeLinearOptions *options;
  TcPassRun *run;
  TcPointerSet claimed; // members and hoisted ops of this round's plans
  MergeBuild *plans;
  size_t numPlans, capacity;
  bool deferred; // some chunk waits for the next round
  bool failed;   // MLIR rejected an op the pass built
  // Refusals are final only in the last round (a refused chunk is seen
  // again in every round), so each round counts its own.
  uint64_t refusals[NUM_COUNTERS];
} Round;

static void countRefusal(Round *round, unsigned counter) {
  ++round->refusals[counter];
}

static bool claimsOverlap(const Round *round, Member *const *chunk, size_t size,
                          const TcOpVector *hoist) {
  for (size_t i = 0; i < size; ++i)
    if (tcPointerSetContains(&round->claimed, chunk[i]->op.ptr))
      return true;
  for (size_t i = 0; i < hoist->size; ++i)
    if (tcPointerSetContains(&round->claimed, hoist->data[i].ptr))
      return true;
  return false;
}

static void claim(Round *round, const MergeBuild *build) {
  for (size_t i = 0; i < build->size; ++i)
    tcPointerSetInsert(&round->claimed, build->chunk[i]->op.ptr);
  for (size_t i = 0; i < build->hoist.size; ++i)
    tcPointerSetInsert(&round->claimed, build->hoist.data[i].ptr);
}

static bool buildMerge(MergeBuild *build, const MergeLinearOptions *options) {
  build->loc = fusedMemberLocation(build->chunk, build->size);
  build->slices = tcCheckAllocation(calloc(build->size, sizeof(MlirOperation)));
  decideScaleBroadcast(build, options);
  return buildMergedOperands(build) && buildMergedOp(build) &&
         buildSlices(build->mergedOp, build);
}

/// Plans the merge of one chunk (members in program order, sizes checked),
/// or counts why it cannot merge, or defers it to the next round.
static void planChunk(Round *round, Member *const *chunk, size_t size) {
  TcOpVector hoist = {0};
  Placement placement = collectOpsToHoist(chunk, size, &hoist);
  if (placement != PLACEMENT_OK) {
    countRefusal(round, placement == PLACEMENT_DEPENDENT
                            ? COUNTER_REFUSED_DEPENDENT
                            : COUNTER_REFUSED_UNMOVABLE_PRODUCER);
    tcOpVectorDestroy(&hoist);
    return;
  }
  if (claimsOverlap(round, chunk, size, &hoist)) {
    round->deferred = true;
    tcOpVectorDestroy(&hoist);
    return;
  }
  MergeBuild build = {.size = size, .hoist = hoist, .run = round->run};
  build.chunk = tcCheckAllocation(malloc(sizeof(Member *) * size));
  memcpy(build.chunk, chunk, sizeof(Member *) * size);
  if (!buildMerge(&build, round->options)) {
    // MLIR rejected a built op (it emitted why); nothing was inserted.
    tcOpVectorDestroyOps(&build.built);
    destroyMergeBuild(&build);
    round->failed = true;
    return;
  }
  claim(round, &build);
  TC_GROW_ARRAY(round->plans, round->capacity, round->numPlans + 1);
  round->plans[round->numPlans++] = build;
}

//===----------------------------------------------------------------------===//
// Groups: bias and N checks, then chunks of at most max-merged-n.
//===----------------------------------------------------------------------===//

static bool hasMixedBias(const Group *group) {
  bool firstHasBias = !mlirValueIsNull(groupMember(group, 0)->slots[TC_QL_BIAS]);
  for (size_t i = 1; i < group->size; ++i)
    if (!mlirValueIsNull(groupMember(group, i)->slots[TC_QL_BIAS]) != firstHasBias)
      return true;
  return false;
}

static bool hasStaticN(const Member *member) {
  return !tcDimIsDynamic(member->n) &&
         !tcDimIsDynamic(tcValueGetDim(member->slots[TC_QL_W], 1));
}

/// True when the members' shared rows (the result's leading dims, x's) have
/// a zero-size dim: there is no work to merge, and no slice to cut.
static bool hasEmptyRows(const Member *member) {
  MlirValue result = mlirOperationGetResult(member->op, 0);
  for (int64_t d = 0; d + 1 < tcValueGetRank(result); ++d)
    if (tcValueGetDim(result, d) == 0)
      return true;
  return false;
}

/// True when a merged op of width `n` can exist: N, and the merged weight
/// and result (N as their last dim), have element counts that fit in int64.
static bool mergedWidthFits(const Member *first, int64_t n) {
  return tcTypeWithLastDimFits(mlirValueGetType(first->slots[TC_QL_W]), n) &&
         tcTypeWithLastDimFits(
             mlirValueGetType(mlirOperationGetResult(first->op, 0)), n);
}

/// Splits the members greedily, in program order, into chunks whose merged N
/// stays within max-merged-n (and within what int64 can count), and plans the
/// chunks that are large enough.
static void planChunks(Round *round, Member **members, size_t size) {
  const MergeLinearOptions *options = round->options;
  size_t begin = 0;
  // Why the last chunk ended early: a chunk too small to merge was cut by
  // its own end or, when it runs to the end of the group, by its start.
  unsigned cut = COUNTER_REFUSED_MAX_MERGED_N;
  while (begin < size) {
    size_t end = begin + 1;
    int64_t n = members[begin]->n, wider = 0;
    while (end < size) {
      if (!tcAddChecked(n, members[end]->n, &wider) ||
          !mergedWidthFits(members[begin], wider)) {
        cut = COUNTER_REFUSED_TOO_LARGE;
        break;
      }
      if (options->maxMergedN && wider > options->maxMergedN) {
        cut = COUNTER_REFUSED_MAX_MERGED_N;
        break;
      }
      n = wider;
      ++end;
    }
    if ((int64_t)(end - begin) >= options->minGroupSize)
      planChunk(round, members + begin, end - begin);
    else
      countRefusal(round, cut);
    begin = end;
  }
}

static void planGroup(Round *round, const Group *group) {
  if ((int64_t)group->size < round->options->minGroupSize)
    return;
  if (hasMixedBias(group)) {
    countRefusal(round, COUNTER_REFUSED_MIXED_BIAS);
    return;
  }
  if (hasEmptyRows(groupMember(group, 0))) {
    countRefusal(round, COUNTER_REFUSED_EMPTY);
    return;
  }
  Member **members = tcCheckAllocation(malloc(sizeof(Member *) * group->size));
  size_t size = 0, empty = 0;
  for (size_t i = 0; i < group->size; ++i) {
    const Member *member = groupMember(group, i);
    if (!hasStaticN(member))
      continue;
    if (member->n == 0)
      ++empty; // stays as it is: a zero-width slice may not end the result
    else
      members[size++] = groupMember(group, i);
  }
  if ((int64_t)size < round->options->minGroupSize)
    countRefusal(round, (int64_t)(size + empty) >= round->options->minGroupSize
                            ? COUNTER_REFUSED_EMPTY
                            : COUNTER_REFUSED_DYNAMIC_N);
  else
    planChunks(round, members, size);
  free(members);
}

/// One round over `root`; returns whether another round is needed.
static bool runRound(MlirOperation root, Round *round) {
  MemberList members = {0};
  mlirOperationWalk(root, collectMember, &members, MlirWalkPreOrder);
  size_t numGroups;
  Group *groups =
      tcGroupByKey(members.data, members.size, sizeof(Member), &numGroups);
  for (size_t i = 0; i < numGroups && !round->failed; ++i)
    planGroup(round, &groups[i]);
  for (size_t i = 0; i < round->numPlans; ++i) {
    if (!round->failed) {
      commitMerge(&round->plans[i]);
      tcPassRunCount(round->run, COUNTER_GROUPS_MERGED, 1);
      tcPassRunMarkChanged(round->run);
      tcPassRunCount(round->run, COUNTER_OPS_MERGED, round->plans[i].size);
    } else {
      tcOpVectorDestroyOps(&round->plans[i].built);
    }
    destroyMergeBuild(&round->plans[i]);
  }
  free(groups);
  free(members.data);
  return round->deferred && !round->failed;
}

static MlirLogicalResult runMergeLinear(MlirOperation root,
                                        const void *options, TcPassRun *run) {
  bool again = true, failed = false;
  uint64_t refusals[NUM_COUNTERS] = {0};
  while (again) {
    Round round = {.options = options, .run = run};
    again = runRound(root, &round);
    failed = round.failed;
    memcpy(refusals, round.refusals, sizeof(refusals));
    free(round.plans);
    tcPointerSetDestroy(&round.claimed);
  }
  for (unsigned counter = 0; counter < NUM_COUNTERS; ++counter)
    if (refusals[counter])
      tcPassRunCount(run, counter, refusals[counter]);
  return failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

const TcPassDefinition tcMergeLinearPassDefinition = {
    .argument = "tc-merge-linear",
    .name = "TcMergeLinear",
    .description = "Merge sibling linear/quant_linear ops that share their "
                   "input into one op on concatenated weights, then slice "
                   "the result",
    .options = kOptions,
    .numOptions = TC_ARRAY_SIZE(kOptions),
    .optionsSize = sizeof(MergeLinearOptions),
    .defaultOptions = &kDefaultOptions,
    .counterNames = kCounterNames,
    .counterDescriptions = kCounterDescriptions,
    .numCounters = NUM_COUNTERS,
    .run = runMergeLinear,
};
