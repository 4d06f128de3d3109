//===- LiftCombineQuant.c - tc-lift-combine-quant ------------------------===//
//
// Lifts quantize ops above chains of single-use views to the tensor the views
// start from, and quantizes that tensor once per distinct quantization.
// Reference: the reference simulator's LiftCombineQuantPass. In a decoder,
// q/k/v each view the normed input and quantize it identically; afterwards
// one quantize follows the norm and one shared view feeds q, k and v, which
// lets tc-merge-linear merge them.
//
// Differences from the reference pass, for exactness and valid output:
//  - per-token and mxfp4/NVFP4 group quantization lift only through views
//    that keep the last dim (the reduction is along it); per-tensor through
//    any view;
//  - the scale (and offset) results get a view to the shape their users had,
//    where the reference pass handed them the pre-view shape;
//  - the lifted op goes after its true input *and* its other operands, and
//    views with operands of their own (dynamic expand_shape) stop the walk,
//    so nothing is used before it is defined (the reference's ordering bug).
//
//===----------------------------------------------------------------------===//

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include "Passes/PassDefinition.h"
#include "Support/Builders.h"
#include "Support/Grouping.h"
#include "Support/FusedQuant.h"
#include "Support/IRUtils.h"
#include "Support/Vectors.h"
#include "Util/PointerSet.h"

// Each counter once: its enumerator (COUNTER_<NAME>), the name users see,
// and its description.
#define LIFT_COMBINE_QUANT_COUNTERS(X)                           \
  X(OPS_LIFTED, "ops-lifted",                                    \
    "Number of quantize ops moved above a chain of views")       \
  X(OPS_COMBINED, "ops-combined",                                \
    "Number of quantize ops folded into an identical one")       \
  X(VIEWS_REBUILT, "views-rebuilt",                              \
    "Number of views rebuilt on a quantized value (shared ones " \
    "counted once)")

TC_DECLARE_COUNTERS(LIFT_COMBINE_QUANT_COUNTERS)

//===----------------------------------------------------------------------===//
// Sites: a quantize op, the views above it and the tensor they start from.
//===----------------------------------------------------------------------===//

enum { MAX_KEY_ATTRIBUTES = 4, MAX_QUANT_RESULTS = 3 };

enum {
  KEY_BLOCK,
  KEY_OP_NAME,
  KEY_TRUE_INPUT,
  KEY_OPERAND_1,
  KEY_OPERAND_2,
  KEY_NUM_ATTRIBUTES,
  KEY_ATTRIBUTES,
  KEY_RESULT_TYPES = KEY_ATTRIBUTES + 2 * MAX_KEY_ATTRIBUTES,
  KEY_SIZE = KEY_RESULT_TYPES + MAX_QUANT_RESULTS
};

/// The views above a quantize: data[0] feeds it, the last one reads the
/// true input. The views of all sites live in one array (a malloc per site
/// costs more than the walk itself once MLIR has filled the heap); `data`
/// points into it once the walk is over.
typedef struct ViewChain {
  const MlirOperation *data;
  size_t start, size;
} ViewChain;

typedef struct QuantSite {
  TcGroupKey group; // first: see tcGroupByKey
  MlirOperation op;
  MlirValue trueInput;
  ViewChain chain;
} QuantSite;

typedef struct SiteList {
  QuantSite *data;
  size_t size, capacity;
  TcOpVector views; // every site's chain, one after the other
} SiteList;

_Static_assert((int)KEY_SIZE <= (int)TC_GROUP_KEY_SIZE, "grouping key too long");

/// A pure reshape with no operand but its source: the walk passes through
/// it. (A dynamic expand_shape reads its sizes from operands that may be
/// defined after the true input, so it stops the walk.)
static bool isSimpleView(MlirOperation op) {
  return (tcOpGetKind(op) == TC_OP_VIEW || tcOpIsNamed(op, "tensor.collapse_shape") ||
          tcOpIsNamed(op, "tensor.expand_shape")) &&
         mlirOperationGetNumOperands(op) == 1 &&
         mlirOperationGetNumResults(op) == 1;
}

/// How far a quantization may lift and stay exact.
typedef enum LiftRule {
  LIFT_NEVER,
  LIFT_THROUGH_ANY_VIEW,     // per tensor
  LIFT_KEEPING_LAST_DIM,     // per token, mxfp4 groups: reduced along it
} LiftRule;

static bool isDimsAttr(MlirOperation op, intptr_t size, int64_t first) {
  MlirAttribute dims = tcOpGetAttr(op, "dims");
  if (mlirAttributeIsNull(dims) || !mlirAttributeIsADenseI64Array(dims) ||
      mlirDenseArrayGetNumElements(dims) != size)
    return false;
  return size == 0 || mlirDenseI64ArrayGetElement(dims, 0) == first;
}

/// How far a quantize may be lifted; any op that is not a quantize is never
/// lifted.
static LiftRule liftRule(MlirOperation op) {
  TcOpKind kind = tcOpGetKind(op);
  if (kind == TC_OP_QUANTIZE) {
    // A scale (and offset) broadcast over the shape would change meaning
    // under a view; a 0-D one does not.
    for (intptr_t i = 1; i < mlirOperationGetNumOperands(op); ++i)
      if (tcValueGetRank(mlirOperationGetOperand(op, i)) != 0)
        return LIFT_NEVER;
    return LIFT_THROUGH_ANY_VIEW;
  }
  if (kind == TC_OP_DYNAMIC_QUANTIZE_SYMMETRIC ||
      kind == TC_OP_DYNAMIC_QUANTIZE_ASYMMETRIC) {
    if (isDimsAttr(op, 0, 0))
      return LIFT_THROUGH_ANY_VIEW;
    // Only the literal -1 keeps meaning "the last dim" at another rank.
    return isDimsAttr(op, 1, -1) ? LIFT_KEEPING_LAST_DIM : LIFT_NEVER;
  }
  // Groups along the last dim; NVFP4's global scale is one number.
  if (kind == TC_OP_DYNAMIC_QUANTIZE_MXFP4 ||
      kind == TC_OP_DYNAMIC_QUANTIZE_NVFP4)
    return LIFT_KEEPING_LAST_DIM;
  return LIFT_NEVER;
}

static bool viewKeepsLastDim(MlirOperation view) {
  int64_t in = tcValueGetLastDim(mlirOperationGetOperand(view, 0));
  int64_t out = tcValueGetLastDim(mlirOperationGetResult(view, 0));
  return in >= 0 && !tcDimIsDynamic(in) && in == out;
}

/// Walks from the quantize's input up through single-use views of its block.
static void walkViewChain(QuantSite *site, TcOpVector *views) {
  LiftRule rule = liftRule(site->op);
  MlirBlock block = mlirOperationGetBlock(site->op);
  MlirValue current = mlirOperationGetOperand(site->op, 0);
  site->chain.start = views->size;
  while (rule != LIFT_NEVER && mlirValueIsAOpResult(current) &&
         tcValueHasSingleUse(current)) {
    MlirOperation view = mlirOpResultGetOwner(current);
    if (!isSimpleView(view) ||
        !mlirBlockEqual(mlirOperationGetBlock(view), block) ||
        (rule == LIFT_KEEPING_LAST_DIM && !viewKeepsLastDim(view)) ||
        tcValueGetRank(mlirOperationGetOperand(view, 0)) < 0)
      break;
    tcOpVectorPush(views, view);
    ++site->chain.size;
    current = mlirOperationGetOperand(view, 0);
  }
  site->trueInput = current;
}

/// Same op, same true input, same other operands, same attributes and result
/// element types: the same quantization of the same tensor.
static bool fillCombineKey(QuantSite *site) {
  MlirOperation op = site->op;
  uintptr_t *key = site->group.key;
  intptr_t numOperands = mlirOperationGetNumOperands(op);
  intptr_t numAttributes = mlirOperationGetNumAttributes(op);
  intptr_t numResults = mlirOperationGetNumResults(op);
  if (numOperands > 3 || numAttributes > MAX_KEY_ATTRIBUTES ||
      numResults > MAX_QUANT_RESULTS)
    return false;
  key[KEY_BLOCK] = (uintptr_t)mlirOperationGetBlock(op).ptr;
  key[KEY_OP_NAME] = (uintptr_t)tcOpGetKind(op);
  key[KEY_TRUE_INPUT] = (uintptr_t)site->trueInput.ptr;
  for (intptr_t i = 1; i < numOperands; ++i)
    key[KEY_OPERAND_1 + i - 1] = (uintptr_t)mlirOperationGetOperand(op, i).ptr;
  key[KEY_NUM_ATTRIBUTES] = (uintptr_t)numAttributes;
  // Attribute dictionaries are sorted by name; attributes are uniqued.
  for (intptr_t i = 0; i < numAttributes; ++i) {
    MlirNamedAttribute attr = mlirOperationGetAttribute(op, i);
    key[KEY_ATTRIBUTES + 2 * i] = (uintptr_t)attr.name.ptr;
    key[KEY_ATTRIBUTES + 2 * i + 1] = (uintptr_t)attr.attribute.ptr;
  }
  for (intptr_t i = 0; i < numResults; ++i) {
    MlirValue result = mlirOperationGetResult(op, i);
    if (tcValueGetRank(result) < 0)
      return false;
    key[KEY_RESULT_TYPES + i] = (uintptr_t)tcValueGetElementType(result).ptr;
  }
  return true;
}

static MlirWalkResult collectSite(MlirOperation op, void *userData) {
  SiteList *sites = userData;
  if (!tcOpKindIsQuantize(tcOpGetKind(op)) || mlirOperationGetNumOperands(op) < 1 ||
      tcValueGetRank(mlirOperationGetOperand(op, 0)) < 0)
    return MlirWalkResultAdvance;
  QuantSite site = {.op = op};
  walkViewChain(&site, &sites->views);
  if (!fillCombineKey(&site)) {
    sites->views.size = site.chain.start;
    return MlirWalkResultAdvance;
  }
  TC_GROW_ARRAY(sites->data, sites->capacity, sites->size + 1);
  sites->data[sites->size++] = site;
  return MlirWalkResultAdvance;
}

/// Sites with equal keys, in program order.
typedef struct QuantClass {
  QuantSite *sites;
  size_t size;
  MlirOperation anchor; // the lifted op goes after it; null: block start
} QuantClass;

//===----------------------------------------------------------------------===//
// Placement: right after the true input and the other operands.
//===----------------------------------------------------------------------===//

/// The latest op of `block` defining one of the lifted op's operands; null
/// when all come from block arguments or enclosing blocks.
static MlirOperation findAnchor(const QuantSite *site, MlirBlock block) {
  MlirOperation anchor = {NULL};
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(site->op); ++i) {
    MlirValue value = i == 0 ? site->trueInput : mlirOperationGetOperand(site->op, i);
    if (!mlirValueIsAOpResult(value))
      continue;
    MlirOperation producer = mlirOpResultGetOwner(value);
    if (!mlirBlockEqual(mlirOperationGetBlock(producer), block))
      continue;
    if (mlirOperationIsNull(anchor) || mlirOperationIsBeforeInBlock(anchor, producer))
      anchor = producer;
  }
  return anchor;
}

//===----------------------------------------------------------------------===//
// Rewriting one class.
//===----------------------------------------------------------------------===//

/// The lifted op's result types: the true input's shape, the original
/// element types; scales keep their rule (per tensor: (); per token: last
/// dim 1; mxfp4: last dim K/group, which the views kept).
static void liftedResultTypes(const QuantSite *site, MlirType *types) {
  MlirType input = mlirValueGetType(site->trueInput);
  intptr_t rank = mlirShapedTypeGetRank(input);
  for (intptr_t i = 0; i < mlirOperationGetNumResults(site->op); ++i) {
    MlirValue result = mlirOperationGetResult(site->op, i);
    MlirType element = tcValueGetElementType(result);
    if (i == 0) {
      types[i] = tcTensorTypeWithElementType(input, element);
    } else if (tcValueGetRank(result) == 0) {
      types[i] = mlirValueGetType(result);
    } else {
      MlirType shaped = tcTensorTypeWithElementType(input, element);
      types[i] = tcTensorTypeWithDim(shaped, rank - 1, tcValueGetLastDim(result));
    }
  }
}

/// Rebuilt views are shared: the same view of the same value is built once.
typedef struct ViewCache {
  MlirOperation *ops;
  size_t size, capacity;
} ViewCache;

/// Whether `view` is `name`(`source`) -> `type` with the attributes of
/// `attributesOf` (none when it is null).
static bool isViewOf(MlirOperation view, MlirIdentifier name, MlirValue source,
                     MlirType type, MlirOperation attributesOf) {
  if (!mlirIdentifierEqual(mlirOperationGetName(view), name) ||
      !mlirValueEqual(mlirOperationGetOperand(view, 0), source) ||
      !mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(view, 0)), type))
    return false;
  intptr_t numAttributes = mlirOperationIsNull(attributesOf)
                               ? 0
                               : mlirOperationGetNumAttributes(attributesOf);
  if (numAttributes != mlirOperationGetNumAttributes(view))
    return false;
  for (intptr_t i = 0; i < numAttributes; ++i) {
    MlirNamedAttribute x = mlirOperationGetAttribute(view, i);
    MlirNamedAttribute y = mlirOperationGetAttribute(attributesOf, i);
    if (!mlirIdentifierEqual(x.name, y.name) ||
        !mlirAttributeEqual(x.attribute, y.attribute))
      return false;
  }
  return true;
}

typedef struct ClassRewrite {
  MlirBlock block;
  MlirOperation cursor; // the last op placed; the next goes after it
  ViewCache views;
  TcPassRun *run;
} ClassRewrite;

static void insertAfterCursor(ClassRewrite *rewrite, MlirOperation op) {
  if (mlirOperationIsNull(rewrite->cursor))
    mlirBlockInsertOwnedOperation(rewrite->block, 0, op);
  else
    mlirBlockInsertOwnedOperationAfter(rewrite->block, rewrite->cursor, op);
  rewrite->cursor = op;
}

/// Like insertAfterCursor, for an op already in the block.
static void moveAfterCursor(ClassRewrite *rewrite, MlirOperation op) {
  if (!mlirOperationIsNull(rewrite->cursor))
    mlirOperationMoveAfter(op, rewrite->cursor);
  else if (!mlirOperationEqual(mlirBlockGetFirstOperation(rewrite->block), op))
    mlirOperationMoveBefore(op, mlirBlockGetFirstOperation(rewrite->block));
  rewrite->cursor = op;
}

/// The view built earlier in this class that `isViewOf` the arguments, or
/// null. Looked up before building: most scale views are shared, and
/// building one only to destroy it cost more than the search.
static MlirOperation findBuiltView(const ClassRewrite *rewrite,
                                   MlirIdentifier name, MlirValue source,
                                   MlirType type, MlirOperation attributesOf) {
  for (size_t i = 0; i < rewrite->views.size; ++i)
    if (isViewOf(rewrite->views.ops[i], name, source, type, attributesOf))
      return rewrite->views.ops[i];
  return (MlirOperation){NULL};
}

/// Records a view of quantized data that later sites may share.
static void rememberView(ClassRewrite *rewrite, MlirOperation view) {
  TC_GROW_ARRAY(rewrite->views.ops, rewrite->views.capacity,
                rewrite->views.size + 1);
  rewrite->views.ops[rewrite->views.size++] = view;
  tcPassRunCount(rewrite->run, COUNTER_VIEWS_REBUILT, 1);
  tcPassRunMarkChanged(rewrite->run);
}

static MlirValue insertBuiltView(ClassRewrite *rewrite, MlirOperation view) {
  insertAfterCursor(rewrite, view);
  rememberView(rewrite, view);
  return tcOpResult(view);
}

static MlirType quantizedViewType(MlirOperation view, MlirValue source) {
  return tcTensorTypeWithElementType(
      mlirValueGetType(mlirOperationGetResult(view, 0)),
      tcValueGetElementType(source));
}

/// The same view as `original`, on `source` (quantized data).
static MlirValue rebuildView(ClassRewrite *rewrite, MlirOperation original,
                             MlirValue source) {
  MlirType type = quantizedViewType(original, source);
  MlirOperation built = findBuiltView(rewrite, mlirOperationGetName(original),
                                      source, type, original);
  if (!mlirOperationIsNull(built))
    return tcOpResult(built);
  return insertBuiltView(
      rewrite, tcBuildOpLike(original, mlirOperationGetLocation(original), 1,
                             &source, 1, &type));
}

/// A scale or offset of the lifted op, viewed to `type`, the shape its
/// users had (the view is located at `loc`, their quantize).
static MlirValue matchShape(ClassRewrite *rewrite, MlirValue lifted,
                            MlirType type, MlirLocation loc) {
  if (mlirTypeEqual(mlirValueGetType(lifted), type))
    return lifted;
  MlirIdentifier name = mlirIdentifierGet(mlirTypeGetContext(type),
                                          tcStringRef("tensor_cast.view"));
  MlirOperation built =
      findBuiltView(rewrite, name, lifted, type, (MlirOperation){NULL});
  if (!mlirOperationIsNull(built))
    return tcOpResult(built);
  return insertBuiltView(rewrite, tcBuildOp("tensor_cast.view", loc, 1, &lifted,
                                            1, &type, 0, NULL));
}

/// Replaces `site`'s quantize (and its now-dead views) with `lifted`.
static void replaceSite(ClassRewrite *rewrite, const QuantSite *site,
                        MlirOperation lifted) {
  MlirValue data = tcOpResult(lifted);
  for (size_t i = site->chain.size; i-- > 0;)
    data = rebuildView(rewrite, site->chain.data[i], data);
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(site->op, 0), data);
  MlirLocation loc = mlirOperationGetLocation(site->op);
  for (intptr_t i = 1; i < mlirOperationGetNumResults(site->op); ++i) {
    MlirValue original = mlirOperationGetResult(site->op, i);
    mlirValueReplaceAllUsesOfWith(
        original, matchShape(rewrite, mlirOperationGetResult(lifted, i),
                             mlirValueGetType(original), loc));
  }
  mlirOperationDestroy(site->op);
  // Each view had the next one (or the quantize) as its only user.
  for (size_t i = 0; i < site->chain.size; ++i)
    mlirOperationDestroy(site->chain.data[i]);
}

/// The lifted quantize's scales and offsets (results 1..): their users get
/// a view to the type they had (`usedTypes`).
static void reshapeScalesForUsers(ClassRewrite *rewrite, MlirOperation quantize,
                                  const MlirType *usedTypes) {
  MlirLocation loc = mlirOperationGetLocation(quantize);
  for (intptr_t i = 1; i < mlirOperationGetNumResults(quantize); ++i) {
    MlirValue lifted = mlirOperationGetResult(quantize, i);
    MlirValue shaped = matchShape(rewrite, lifted, usedTypes[i], loc);
    if (mlirValueEqual(shaped, lifted))
      continue;
    MlirOperation view = tcValueGetDefiningOp(shaped);
    mlirValueReplaceAllUsesExcept(lifted, shaped, 1, &view);
  }
}

/// Turns the first site's quantize into the lifted op and its views into
/// views of the quantized data, in place, where tc-merge-linear's order
/// wants them: right after the anchor. Nothing is created, so nothing is
/// allocated; once MLIR has parsed a million ops, a fresh op costs several
/// microseconds in malloc, which is what this pass used to spend its time on.
static MlirOperation liftFirstSite(ClassRewrite *rewrite,
                                   const QuantSite *site) {
  MlirOperation quantize = site->op;
  intptr_t numResults = mlirOperationGetNumResults(quantize);
  MlirType liftedTypes[MAX_QUANT_RESULTS], usedTypes[MAX_QUANT_RESULTS];
  liftedResultTypes(site, liftedTypes);
  for (intptr_t i = 0; i < numResults; ++i)
    usedTypes[i] = mlirValueGetType(mlirOperationGetResult(quantize, i));
  MlirValue data = tcOpResult(quantize);
  if (site->chain.size) {
    // In data-flow order the chain runs from data[size - 1], which reads
    // the true input, to data[0], which fed the quantize. Afterwards the
    // quantize reads the true input, the chain reads the quantize, and the
    // quantize's users read the chain.
    MlirOperation readsInput = site->chain.data[site->chain.size - 1];
    MlirOperation fedQuantize = site->chain.data[0];
    mlirValueReplaceAllUsesOfWith(data, tcOpResult(fedQuantize));
    mlirOperationSetOperand(quantize, 0, site->trueInput);
    mlirOperationSetOperand(readsInput, 0, data);
  }
  for (intptr_t i = 0; i < numResults; ++i)
    mlirValueSetType(mlirOperationGetResult(quantize, i), liftedTypes[i]);
  moveAfterCursor(rewrite, quantize);
  for (size_t i = site->chain.size; i-- > 0;) {
    MlirOperation view = site->chain.data[i];
    MlirValue viewed = tcOpResult(view);
    mlirValueSetType(viewed, quantizedViewType(view, data));
    moveAfterCursor(rewrite, view);
    rememberView(rewrite, view);
    data = viewed;
  }
  reshapeScalesForUsers(rewrite, quantize, usedTypes);
  return quantize;
}

/// The first site's quantize, lifted in place, then every other site
/// folded into it (its views rebuilt on the lifted data, shared when equal).
static void rewriteClass(const QuantClass *quantClass, TcPassRun *run) {
  const QuantSite *first = &quantClass->sites[0];
  ClassRewrite rewrite = {.block = mlirOperationGetBlock(first->op),
                          .cursor = quantClass->anchor,
                          .run = run};
  if (first->chain.size)
    tcPassRunCount(run, COUNTER_OPS_LIFTED, 1);
  MlirOperation lifted = liftFirstSite(&rewrite, first);
  for (size_t i = 1; i < quantClass->size; ++i) {
    if (quantClass->sites[i].chain.size)
      tcPassRunCount(run, COUNTER_OPS_LIFTED, 1);
    replaceSite(&rewrite, &quantClass->sites[i], lifted);
  }
  tcPassRunCount(run, COUNTER_OPS_COMBINED, quantClass->size - 1);
  tcPassRunMarkChanged(run);
  free(rewrite.views.ops);
}

//===----------------------------------------------------------------------===//
// Rounds, as in tc-merge-linear: plan every class against the IR as it is
// (order queries stay O(1)), then rewrite them all. A class touching an op
// an earlier class of the round rewrites (a quantize, a view, an anchor)
// waits for the next round.
//===----------------------------------------------------------------------===//

static bool classWorthRewriting(const QuantClass *quantClass) {
  return quantClass->size > 1 || quantClass->sites[0].chain.size > 0;
}

/// What the classes of a round touch: the ops they erase (quantize ops and
/// their views) and the ops they insert after.
typedef struct Claims {
  TcPointerSet erased;
  TcPointerSet anchors;
} Claims;

static bool erasesClaimedOp(const Claims *claims, const QuantSite *site) {
  const void *op = site->op.ptr;
  if (tcPointerSetContains(&claims->erased, op) ||
      tcPointerSetContains(&claims->anchors, op))
    return true;
  for (size_t j = 0; j < site->chain.size; ++j) {
    const void *view = site->chain.data[j].ptr;
    if (tcPointerSetContains(&claims->erased, view) ||
        tcPointerSetContains(&claims->anchors, view))
      return true;
  }
  return false;
}

/// Claims what the class touches, unless an earlier class of the round
/// erases its anchor or touches what it erases.
static bool claimClass(Claims *claims, const QuantClass *quantClass) {
  const void *anchor = quantClass->anchor.ptr;
  if (anchor && tcPointerSetContains(&claims->erased, anchor))
    return false;
  for (size_t i = 0; i < quantClass->size; ++i)
    if (erasesClaimedOp(claims, &quantClass->sites[i]))
      return false;
  if (anchor)
    tcPointerSetInsert(&claims->anchors, anchor);
  for (size_t i = 0; i < quantClass->size; ++i) {
    const QuantSite *site = &quantClass->sites[i];
    tcPointerSetInsert(&claims->erased, site->op.ptr);
    for (size_t j = 0; j < site->chain.size; ++j)
      tcPointerSetInsert(&claims->erased, site->chain.data[j].ptr);
  }
  return true;
}

/// One round; sets `*again` when a class waits for the next one.
static void runRound(MlirOperation root, TcPassRun *run, bool *again) {
  SiteList sites = {0};
  mlirOperationWalk(root, collectSite, &sites, MlirWalkPreOrder);
  for (size_t i = 0; i < sites.size; ++i)
    sites.data[i].chain.data = sites.views.data + sites.data[i].chain.start;
  size_t numRuns;
  TcGroupRun *runs =
      tcGroupByKey(sites.data, sites.size, sizeof(QuantSite), &numRuns);
  QuantClass *classes = tcCheckAllocation(malloc(sizeof(QuantClass) * (numRuns + 1)));
  // Sized once: rehashing sets of a few hundred thousand ops costs more
  // than filling them.
  Claims claims = {{0}, {0}};
  tcPointerSetReserve(&claims.erased, sites.size + sites.views.size);
  tcPointerSetReserve(&claims.anchors, numRuns);
  size_t numPlanned = 0;
  for (size_t i = 0; i < numRuns; ++i) {
    QuantClass quantClass = {runs[i].first, runs[i].size, {NULL}};
    if (!classWorthRewriting(&quantClass))
      continue;
    MlirOperation first = quantClass.sites[0].op;
    quantClass.anchor =
        findAnchor(&quantClass.sites[0], mlirOperationGetBlock(first));
    if (claimClass(&claims, &quantClass))
      classes[numPlanned++] = quantClass;
    else
      *again = true;
  }
  free(runs);
  for (size_t i = numPlanned; i-- > 0;)
    rewriteClass(&classes[i], run);
  tcOpVectorDestroy(&sites.views);
  free(sites.data);
  free(classes);
  tcPointerSetDestroy(&claims.erased);
  tcPointerSetDestroy(&claims.anchors);
}

static MlirLogicalResult runLiftCombineQuant(MlirOperation root,
                                             const void *options,
                                             TcPassRun *run) {
  (void)options;
  bool again = true;
  while (again) {
    again = false;
    runRound(root, run, &again);
  }
  return mlirLogicalResultSuccess();
}

const TcPassDefinition tcLiftCombineQuantPassDefinition = {
    .argument = "tc-lift-combine-quant",
    .name = "TcLiftCombineQuant",
    .description = "Lift quantize ops above chains of single-use views to the "
                   "true input and combine identical ones",
    .counterNames = kCounterNames,
    .counterDescriptions = kCounterDescriptions,
    .numCounters = NUM_COUNTERS,
    .run = runLiftCombineQuant,
};
