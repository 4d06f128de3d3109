//===- SplitCatLinear.c - tc-split-cat-linear -----------------------------===//
//
// linear(concat(t_0..t_n-1, last dim), W, b) becomes
// linear(t_0, W[0:k_0], b) + linear(t_1, W[k_0:k_0+k_1]) + ..., so the
// concatenation is never materialised. Reference: the cat_linear_fused
// pre-grad pass of the reference simulator, with its gating as options and
// its later rule that the concat must have no other user (otherwise it stays
// alive and nothing is saved).
//
// The sum re-associates the reduction over K and rounds each partial product
// to the output type, so results may differ in the last bits from the single
// linear: the pass is not in tc-pipeline, and running it is the opt-in.
//
//===----------------------------------------------------------------------===//

#include <stdint.h>
#include <stdlib.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include "Passes/PassDefinition.h"
#include "Support/Builders.h"
#include "Support/DenseConstants.h"
#include "Support/IRUtils.h"
#include "Support/Vectors.h"
#include "Util/ArraySize.h"

typedef struct SplitCatLinearOptions {
  int64_t maxParts;
  int64_t minPieceWidth;
  int64_t maxTotalWidth;
} SplitCatLinearOptions;

/// The reference pass's MAX_PARTS, MIN_PIECE_WIDTH and MAX_TOTAL_CAT_WIDTH.
static const SplitCatLinearOptions kDefaultOptions = {3, 8, 384};

static const TcPassOption kOptions[] = {
    {"max-parts", "Split only concatenations of at most this many parts",
     TC_OPTION_INT64, offsetof(SplitCatLinearOptions, maxParts), 2, INT64_MAX, NULL},
    {"min-piece-width", "Every part must be at least this wide (last dim)",
     TC_OPTION_INT64, offsetof(SplitCatLinearOptions, minPieceWidth), 1,
     INT64_MAX, NULL},
    {"max-total-width", "The concatenation must be at most this wide",
     TC_OPTION_INT64, offsetof(SplitCatLinearOptions, maxTotalWidth), 1,
     INT64_MAX, NULL},
};

// Each counter once: its enumerator (COUNTER_<NAME>), the name users see,
// and its description.
#define SPLIT_CAT_LINEAR_COUNTERS(X)                              \
  X(REWRITES, "rewrites",                                         \
    "Number of linears over a concatenation split into a sum")    \
  X(CONSTANTS_FOLDED, "constants-folded",                         \
    "Number of weight row slices folded into constants")          \
  X(REFUSED_TOO_MANY_PARTS, "refused-too-many-parts",             \
    "Number of candidates refused: more parts than max-parts")    \
  X(REFUSED_NARROW_PIECE, "refused-narrow-piece",                 \
    "Number of candidates refused: a part narrower than "         \
    "min-piece-width")                                            \
  X(REFUSED_TOO_WIDE, "refused-too-wide",                         \
    "Number of candidates refused: wider than max-total-width")   \
  X(REFUSED_NOT_LAST_DIM, "refused-not-last-dim",                 \
    "Number of candidates refused: the concatenation is not on "  \
    "the last dim")                                               \
  X(REFUSED_CONCAT_SHARED, "refused-concat-shared",               \
    "Number of candidates refused: the concatenation has "        \
    "another user")                                               \
  X(REFUSED_WEIGHT_MISMATCH, "refused-weight-mismatch",           \
    "Number of candidates refused: the weight is not (K, N) "     \
    "with K the total width")                                     \
  X(REFUSED_SHAPE, "refused-shape",                               \
    "Number of candidates refused: a part with a dynamic width "  \
    "or another leading shape")                                   \
  X(REFUSED_EMPTY, "refused-empty",                               \
    "Number of candidates refused: the weight has no columns (N " \
    "= 0): nothing to compute, and MLIR allows no slice of an "   \
    "empty dim")

TC_DECLARE_COUNTERS(SPLIT_CAT_LINEAR_COUNTERS)

//===----------------------------------------------------------------------===//
// Gating.
//===----------------------------------------------------------------------===//

/// The concat feeding `linear`'s x, or a null op.
static MlirOperation concatFeeding(MlirOperation linear) {
  MlirOperation producer =
      tcValueGetDefiningOp(mlirOperationGetOperand(linear, 0));
  return !mlirOperationIsNull(producer) && tcOpIsNamed(producer, "tensor.concat")
             ? producer
             : (MlirOperation){NULL};
}

/// Every part has x's leading dims (the same, or both dynamic) and a static
/// width; returns the total width, or -1.
static int64_t partsTotalWidth(MlirOperation concat, MlirValue x) {
  int64_t rank = tcValueGetRank(x), total = 0;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(concat); ++i) {
    MlirValue part = mlirOperationGetOperand(concat, i);
    if (tcValueGetRank(part) != rank)
      return -1;
    for (int64_t d = 0; d + 1 < rank; ++d)
      if (tcValueGetDim(part, d) != tcValueGetDim(x, d))
        return -1;
    int64_t width = tcValueGetLastDim(part);
    if (tcDimIsDynamic(width))
      return -1;
    total += width;
  }
  return total;
}

static int64_t narrowestPart(MlirOperation concat) {
  int64_t narrowest = INT64_MAX;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(concat); ++i) {
    MlirValue part = mlirOperationGetOperand(concat, i);
    int64_t width = tcValueGetLastDim(part);
    if (width < narrowest)
      narrowest = width;
  }
  return narrowest;
}

/// The counter of the first gate `linear` fails, or COUNTER_REWRITES when it
/// passes all. Candidates are linears whose x is a tensor.concat.
static unsigned checkGates(MlirOperation linear, MlirOperation concat,
                           const SplitCatLinearOptions *options) {
  MlirValue x = mlirOperationGetOperand(linear, 0);
  MlirValue w = mlirOperationGetOperand(linear, 1);
  int64_t rank = tcValueGetRank(x);
  MlirAttribute dim = tcOpGetAttr(concat, "dim");
  if (rank < 1 || mlirAttributeIsNull(dim) || !mlirAttributeIsAInteger(dim) ||
      mlirIntegerAttrGetValueInt(dim) != rank - 1)
    return COUNTER_REFUSED_NOT_LAST_DIM;
  if (!tcValueHasSingleUse(x))
    return COUNTER_REFUSED_CONCAT_SHARED;
  intptr_t numParts = mlirOperationGetNumOperands(concat);
  if (numParts > options->maxParts)
    return COUNTER_REFUSED_TOO_MANY_PARTS;
  int64_t total = partsTotalWidth(concat, x);
  if (numParts < 2 || total < 0)
    return COUNTER_REFUSED_SHAPE;
  if (narrowestPart(concat) < options->minPieceWidth)
    return COUNTER_REFUSED_NARROW_PIECE;
  if (total > options->maxTotalWidth)
    return COUNTER_REFUSED_TOO_WIDE;
  if (tcValueGetRank(w) != 2 || tcValueGetDim(w, 0) != total)
    return COUNTER_REFUSED_WEIGHT_MISMATCH;
  if (tcValueGetDim(w, 1) == 0)
    return COUNTER_REFUSED_EMPTY;
  return COUNTER_REWRITES;
}

//===----------------------------------------------------------------------===//
// Rewriting.
//===----------------------------------------------------------------------===//

typedef struct SplitBuild {
  MlirOperation linear;
  MlirLocation loc;
  TcOpVector built;
  MlirValue weightColumns; // tensor.dim w, 1 when N is dynamic
  TcPassRun *run;
} SplitBuild;

static bool collect(SplitBuild *build, MlirOperation op) {
  return tcCollectBuiltOp(&build->built, op);
}

/// Rows [offset, offset + rows) of the (K, N) weight: a folded constant when
/// the weight is one, else a tensor.extract_slice.
static MlirValue buildWeightRows(SplitBuild *build, int64_t offset,
                                 int64_t rows) {
  MlirValue w = mlirOperationGetOperand(build->linear, 1);
  int64_t columns = tcValueGetDim(w, 1);
  MlirType type = tcTensorTypeWithDim(mlirValueGetType(w), 0, rows);
  MlirAttribute constant = tcValueGetDenseConstant(w);
  MlirOperation op;
  if (!mlirAttributeIsNull(constant)) {
    op = tcBuildConstant(build->loc, tcDenseSliceRows(constant, offset, rows));
    if (!mlirOperationIsNull(op))
      tcPassRunCount(build->run, COUNTER_CONSTANTS_FOLDED, 1);
  } else {
    int64_t offsets[2] = {offset, 0}, sizes[2] = {rows, columns};
    bool dynamicColumns = tcDimIsDynamic(columns);
    op = tcBuildExtractSlice(build->loc, w, type, offsets, sizes,
                             dynamicColumns ? 1 : 0, &build->weightColumns);
  }
  return collect(build, op) ? tcOpResult(op) : (MlirValue){NULL};
}

static bool buildWeightColumns(SplitBuild *build) {
  MlirValue w = mlirOperationGetOperand(build->linear, 1);
  if (!tcDimIsDynamic(tcValueGetDim(w, 1)) ||
      !mlirAttributeIsNull(tcValueGetDenseConstant(w)))
    return true;
  MlirOperation one = tcBuildIndexConstant(build->loc, 1);
  if (!collect(build, one))
    return false;
  MlirOperation dim = tcBuildDim(build->loc, w, tcOpResult(one));
  if (!collect(build, dim))
    return false;
  build->weightColumns = tcOpResult(dim);
  return true;
}

/// linear(part, rows of W [, bias]) with the original result type.
static MlirValue buildPartialLinear(SplitBuild *build, MlirValue part,
                                    MlirValue rows, bool withBias) {
  MlirValue operands[3] = {part, rows, {NULL}};
  intptr_t numOperands = 2;
  if (withBias)
    operands[numOperands++] = mlirOperationGetOperand(build->linear, 2);
  MlirType type = mlirValueGetType(mlirOperationGetResult(build->linear, 0));
  MlirOperation op = tcBuildOp("tensor_cast.linear", build->loc, numOperands,
                               operands, 1, &type, 0, NULL);
  return collect(build, op) ? tcOpResult(op) : (MlirValue){NULL};
}

static MlirValue buildAdd(SplitBuild *build, MlirValue lhs, MlirValue rhs) {
  MlirValue operands[2] = {lhs, rhs};
  MlirType type = mlirValueGetType(lhs);
  MlirOperation op =
      tcBuildOp("arith.addf", build->loc, 2, operands, 1, &type, 0, NULL);
  return collect(build, op) ? tcOpResult(op) : (MlirValue){NULL};
}

/// The sum of the partial linears, the bias on the first; null on failure.
static MlirValue buildSum(SplitBuild *build, MlirOperation concat) {
  bool hasBias = mlirOperationGetNumOperands(build->linear) > 2;
  MlirValue sum = {NULL};
  int64_t offset = 0;
  if (!buildWeightColumns(build))
    return sum;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(concat); ++i) {
    MlirValue part = mlirOperationGetOperand(concat, i);
    int64_t width = tcValueGetLastDim(part);
    MlirValue rows = buildWeightRows(build, offset, width);
    MlirValue partial = mlirValueIsNull(rows)
                            ? rows
                            : buildPartialLinear(build, part, rows,
                                                 hasBias && i == 0);
    if (mlirValueIsNull(partial))
      return (MlirValue){NULL};
    sum = i == 0 ? partial : buildAdd(build, sum, partial);
    if (mlirValueIsNull(sum))
      return sum;
    offset += width;
  }
  return sum;
}

/// Rewrites one candidate; false when MLIR rejected a built op (it emitted
/// why; the IR is unchanged).
static bool splitLinear(MlirOperation linear, MlirOperation concat,
                        TcPassRun *run) {
  SplitBuild build = {.linear = linear,
                      .loc = mlirOperationGetLocation(linear),
                      .run = run};
  MlirValue sum = buildSum(&build, concat);
  if (mlirValueIsNull(sum)) {
    tcOpVectorDestroyOps(&build.built);
    tcOpVectorDestroy(&build.built);
    return false;
  }
  tcInsertOpsBefore(&build.built, linear);
  tcOpVectorDestroy(&build.built);
  MlirValue w = mlirOperationGetOperand(linear, 1);
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(linear, 0), sum);
  mlirOperationDestroy(linear);
  mlirOperationDestroy(concat); // its only user was the linear
  // A folded constant weight may have no user left.
  if (mlirValueIsAOpResult(w) && !mlirAttributeIsNull(tcValueGetDenseConstant(w)) &&
      mlirOpOperandIsNull(mlirValueGetFirstUse(w)))
    mlirOperationDestroy(mlirOpResultGetOwner(w));
  tcPassRunCount(run, COUNTER_REWRITES, 1);
  tcPassRunMarkChanged(run);
  return true;
}

static MlirWalkResult collectLinearsOverConcat(MlirOperation op, void *userData) {
  if (tcOpGetKind(op) == TC_OP_LINEAR && mlirOperationGetNumOperands(op) >= 2 &&
      mlirOperationGetNumResults(op) == 1 &&
      !mlirOperationIsNull(concatFeeding(op)))
    tcOpVectorPush(userData, op);
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runSplitCatLinear(MlirOperation root,
                                           const void *rawOptions,
                                           TcPassRun *run) {
  const SplitCatLinearOptions *options = rawOptions;
  // Collect first: rewriting during the walk would erase the visited op.
  TcOpVector candidates = {0};
  mlirOperationWalk(root, collectLinearsOverConcat, &candidates,
                    MlirWalkPreOrder);
  bool ok = true;
  for (size_t i = 0; i < candidates.size && ok; ++i) {
    MlirOperation linear = candidates.data[i];
    MlirOperation concat = concatFeeding(linear);
    unsigned verdict = checkGates(linear, concat, options);
    if (verdict != COUNTER_REWRITES)
      tcPassRunCount(run, verdict, 1);
    else
      ok = splitLinear(linear, concat, run);
  }
  tcOpVectorDestroy(&candidates);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

const TcPassDefinition tcSplitCatLinearPassDefinition = {
    .argument = "tc-split-cat-linear",
    .name = "TcSplitCatLinear",
    .description = "Rewrite linear(concat(parts, last dim), W, b) into a sum "
                   "of per-part linears on row slices of W",
    .options = kOptions,
    .numOptions = TC_ARRAY_SIZE(kOptions),
    .optionsSize = sizeof(SplitCatLinearOptions),
    .defaultOptions = &kDefaultOptions,
    .counterNames = kCounterNames,
    .counterDescriptions = kCounterDescriptions,
    .numCounters = NUM_COUNTERS,
    .run = runSplitCatLinear,
};
