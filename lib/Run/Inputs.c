//===- Inputs.c - tc-run: deterministic pseudo-random function arguments --===//
//
// Each argument gets values from a generator seeded by (seed, argument, rank
// position), where the position is 0 for arguments that are the same on every
// rank. Values are drawn by the argument's role so that the program computes
// something meaningful: scales are small and positive (a quantized weight
// times its scale is of order 1), offsets are small integers, quantized data
// covers its type's range, activations and float weights are in [-1, 1).
//
//===----------------------------------------------------------------------===//

#include <math.h>

#include "mlir-c/BuiltinAttributes.h"

#include "Run/Machine.h"
#include "Support/IRUtils.h"
#include "Support/TensorSource.h"
#include "Support/Vectors.h"
#include "Util/CheckedMath.h"
#include "Util/PointerSet.h"

typedef enum ArgumentRole {
  ROLE_DATA,
  ROLE_SCALE,
  ROLE_OFFSET,
  ROLE_TOKEN_ID, // in [0, the vocabulary): an embedding's ids
  ROLE_POSITION, // in [0, TC_RUN_MAX_POSITION): rope's positions
} ArgumentRole;

/// Positions drawn for RoPE: a long context's, so that every frequency turns.
enum { TC_RUN_MAX_POSITION = 32768 };

/// The rows of the checkpoint tensor `table` is a piece of; 0 when it has no
/// source.
static int64_t sourceRows(MlirValue table) {
  if (!mlirValueIsABlockArgument(table))
    return 0;
  TcTensorSource source;
  bool named = tcMachineReadArgumentSource(
      mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(table)),
      mlirBlockArgumentGetArgNumber(table), &source);
  return named && source.rank > 0 ? source.shape[0] : 0;
}

/// The vocabulary an embedding's ids index: the model's when the table says
/// where it comes from (a padded vocab-parallel table has more rows), else
/// the table's rows on every rank of its group.
static int64_t vocabularyOf(MlirOperation embedding) {
  MlirValue table = mlirOperationGetOperand(embedding, 1);
  int64_t modelRows = sourceRows(table);
  if (modelRows > 0)
    return modelRows;
  MlirAttribute group = tcOpGetAttr(embedding, "rank_group");
  int64_t rows = tcValueGetDim(table, 0), vocabulary;
  int64_t ranks = mlirAttributeIsADenseI64Array(group)
                      ? mlirDenseArrayGetNumElements(group)
                      : 1;
  return tcMultiplyChecked(rows, ranks, &vocabulary) ? vocabulary : rows;
}

/// splitmix64: small, fast and good enough to fill test tensors.
static uint64_t nextRandom(uint64_t *state) {
  uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
  z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/// Uniform in [low, high).
static double uniform(uint64_t *state, double low, double high) {
  double unit = (double)(nextRandom(state) >> 11) * 0x1.0p-53;
  return low + (high - low) * unit;
}

/// The bound of the expert ids `user` (moe_dispatch or moe_combine) reads:
/// its expert count (dispatch's result dim 0, combine's operand dim 0).
static int64_t expertIdBound(MlirOperation user) {
  MlirValue experts = tcOpGetKind(user) == TC_OP_MOE_DISPATCH
                          ? mlirOperationGetResult(user, 0)
                          : mlirOperationGetOperand(user, 0);
  int64_t bound = tcValueGetRank(experts) > 0 ? tcValueGetDim(experts, 0) : 1;
  // A combine over one rank's chunk of the experts: the group holds them all.
  MlirAttribute group = tcOpGetAttr(user, "rank_group");
  if (!mlirAttributeIsNull(group) && mlirAttributeIsADenseI64Array(group))
    bound *= mlirDenseArrayGetNumElements(group);
  return bound;
}

static ArgumentRole quantLinearRole(MlirOperation user, MlirValue argument) {
  MlirValue slots[TC_QL_NUM_SLOTS];
  if (tcQuantLinearGetOperands(user, slots) >= 0)
    return ROLE_DATA;
  if (mlirValueEqual(slots[TC_QL_W_SCALE], argument) ||
      mlirValueEqual(slots[TC_QL_X_SCALE], argument) ||
      mlirValueEqual(slots[TC_QL_GLOBAL_SCALE], argument))
    return ROLE_SCALE;
  if (mlirValueEqual(slots[TC_QL_W_OFFSET], argument) ||
      mlirValueEqual(slots[TC_QL_X_OFFSET], argument))
    return ROLE_OFFSET;
  return ROLE_DATA;
}

/// What `argument`, operand `operand` of `user`, holds: its row of Ops.def
/// says (a weight is data to fill); ids are bounded by what they index.
static ArgumentRole roleInUser(MlirOperation user, intptr_t operand,
                               MlirValue argument, int64_t *bound) {
  switch (tcOpKindGetOperandRole(tcOpGetKind(user), operand)) {
  case TC_OPERAND_TOKEN_ID:
    *bound = vocabularyOf(user);
    return ROLE_TOKEN_ID;
  case TC_OPERAND_EXPERT_ID:
    *bound = expertIdBound(user);
    return ROLE_TOKEN_ID;
  case TC_OPERAND_POSITION:
    return ROLE_POSITION;
  case TC_OPERAND_SCALE:
    return ROLE_SCALE;
  case TC_OPERAND_OFFSET:
    return ROLE_OFFSET;
  case TC_OPERAND_BY_SEGMENTS:
    return quantLinearRole(user, argument);
  case TC_OPERAND_DATA:
  case TC_OPERAND_WEIGHT:
    break;
  }
  return ROLE_DATA;
}

/// Ops that pass values through unchanged (possibly rearranged or split):
/// what a pass puts between an argument and its real user, such as the
/// tensor.concat of merged scales.
static bool passesValuesThrough(MlirOperation op) {
  TcOpKind kind = tcOpGetKind(op);
  // Views, region markers and all_slice launch nothing: they hand a value
  // on; the exchanges move its elements.
  if (tcOpKindHasTraits(kind, TC_OP_TRAIT_PLUMBING) ||
      tcOpKindHasTraits(kind, TC_OP_TRAIT_REARRANGES))
    return true;
  return kind == TC_OP_NONE &&
         (tcOpIsNamed(op, "tensor.concat") ||
          tcOpIsNamed(op, "tensor.extract_slice") ||
          tcOpIsNamed(op, "tensor.collapse_shape") ||
          tcOpIsNamed(op, "tensor.expand_shape") ||
          tcOpIsNamed(op, "tensor.cast") || tcOpIsNamed(op, "tensor.extract") ||
          tcOpIsNamed(op, "tensor.splat"));
}

/// The role of the first use that has one, looking through ops that pass
/// values through, so that a program and its rewritten form (where a scale
/// may reach its quant_linear through a concat) draw the same inputs.
static ArgumentRole argumentRole(MlirValue argument, int64_t *bound) {
  TcValueVector work = {0};
  TcPointerSet seen = {0};
  ArgumentRole role = ROLE_DATA;
  tcValueVectorPush(&work, argument);
  while (role == ROLE_DATA && work.size) {
    MlirValue value = tcValueVectorPop(&work);
    for (MlirOpOperand use = mlirValueGetFirstUse(value);
         role == ROLE_DATA && !mlirOpOperandIsNull(use);
         use = mlirOpOperandGetNextUse(use)) {
      MlirOperation user = mlirOpOperandGetOwner(use);
      role = roleInUser(user, (intptr_t)mlirOpOperandGetOperandNumber(use),
                        value, bound);
      if (passesValuesThrough(user) && tcPointerSetInsert(&seen, user.ptr))
        tcValueVectorPush(&work, mlirOperationGetResult(user, 0));
    }
  }
  tcValueVectorDestroy(&work);
  tcPointerSetDestroy(&seen);
  return role;
}

static double drawScale(uint64_t *state, TcNumberFormat format) {
  if (format.kind == TC_NUMBER_F8E8M0FNU) // mxfp4: 2^-8 .. 2^-6
    return ldexp(1.0, -8 + (int)(nextRandom(state) % 3));
  if (tcNumberFormatIsInteger(format))
    return (double)(1 + nextRandom(state) % 4);
  return uniform(state, 0.5, 1.5) / 64.0;
}

static double drawData(uint64_t *state, TcNumberFormat format) {
  switch (format.kind) {
  case TC_NUMBER_INT: {
    // Symmetric ranges for signed types (-127..127 for i8), as quantizers
    // produce; i32 and wider stay small.
    double top = fmin(tcNumberMaxValue(format), 100.0);
    double bottom = format.isUnsigned ? 0.0 : -top;
    return floor(uniform(state, bottom, top + 1.0));
  }
  case TC_NUMBER_F8E4M3FN:
  case TC_NUMBER_F8E5M2:
    return uniform(state, -16.0, 16.0);
  case TC_NUMBER_F4E2M1FN:
    return uniform(state, -6.0, 6.0);
  case TC_NUMBER_F8E8M0FNU:
    return ldexp(1.0, -2 + (int)(nextRandom(state) % 5));
  default:
    return uniform(state, -1.0, 1.0);
  }
}

/// An integer in [0, bound).
static double drawIndex(uint64_t *state, int64_t bound) {
  return bound > 0 ? (double)(nextRandom(state) % (uint64_t)bound) : 0.0;
}

static double draw(uint64_t *state, ArgumentRole role, int64_t bound,
                   TcNumberFormat format) {
  switch (role) {
  case ROLE_TOKEN_ID:
    return drawIndex(state, bound);
  case ROLE_POSITION:
    return drawIndex(state, TC_RUN_MAX_POSITION);
  case ROLE_SCALE:
    return drawScale(state, format);
  case ROLE_OFFSET:
    return floor(uniform(state, -4.0, 5.0));
  case ROLE_DATA:
    break;
  }
  return drawData(state, format);
}

/// FNV-1a: a model tensor's values depend on its name, not on where the
/// argument stands in the function.
static uint64_t hashName(const char *name) {
  uint64_t hash = UINT64_C(0xCBF29CE484222325);
  for (const unsigned char *c = (const unsigned char *)name; *c; ++c)
    hash = (hash ^ *c) * UINT64_C(0x100000001B3);
  return hash;
}

/// Fills the rank at `position`'s piece of the model tensor `source`: each
/// element drawn from its index in the whole tensor (a counter-based stream
/// of splitmix64), so that every layout's pieces come from one tensor.
static void drawPiece(TcMachine *machine, TcTensor *tensor,
                      const TcTensorSource *source, int64_t position,
                      uint64_t seed, ArgumentRole role, int64_t bound) {
  int64_t rank = machine->rankIds[position];
  TcStringBuffer name = {0};
  tcTensorSourceGetName(source, rank, &name);
  uint64_t base = seed ^ hashName(tcBufferGetCString(&name));
  tcBufferDestroy(&name);
  int64_t part = tcTensorSourceGetPart(source, rank);
  bool held = tcTensorSourceIsHeldBy(source, rank);
  for (int64_t e = 0; e < tensor->numElements; ++e) {
    int64_t index =
        held ? tcTensorSourceMapIndex(source, tensor->shape, part, e) : -1;
    uint64_t state = base + UINT64_C(0x9E3779B97F4A7C15) * (uint64_t)index;
    tensor->data[e] =
        index < 0 ? 0.0
                  : tcNumberRound(tensor->format,
                                  draw(&state, role, bound, tensor->format));
  }
}

/// The values of an argument without a source: drawn per argument, the same
/// on every rank unless it is sharded.
static void drawArgument(TcMachine *machine, TcTensor *tensor, intptr_t i,
                         bool sharded, int64_t position, uint64_t seed,
                         ArgumentRole role, int64_t bound) {
  uint64_t state = seed ^ (UINT64_C(0x2545F4914F6CDD1D) * (uint64_t)(i + 1));
  state ^= UINT64_C(0x9E3779B97F4A7C15) * (uint64_t)(sharded ? position + 1 : 0);
  for (int64_t e = 0; e < tensor->numElements; ++e)
    tensor->data[e] =
        tcNumberRound(tensor->format, draw(&state, role, bound, tensor->format));
}

bool tcMachineReadArgumentSource(MlirOperation function, intptr_t index,
                                 TcTensorSource *source) {
  return tcTensorSourceRead(tcFunctionGetArgumentSource(function, index),
                            source);
}

bool tcMachineGenerateInputs(TcMachine *machine, MlirOperation function,
                             uint64_t seed) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(function, 0));
  for (intptr_t i = 0; i < mlirBlockGetNumArguments(body); ++i) {
    MlirValue argument = mlirBlockGetArgument(body, i);
    int64_t bound = 0;
    ArgumentRole role = argumentRole(argument, &bound);
    bool sharded = tcFunctionArgumentIsSharded(function, i);
    TcTensorSource source;
    bool named = tcMachineReadArgumentSource(function, i, &source);
    for (int64_t position = 0; position < machine->worldSize; ++position) {
      TcTensor *tensor = tcMachineGetValue(machine, argument, position);
      if (named)
        drawPiece(machine, tensor, &source, position, seed, role, bound);
      else
        drawArgument(machine, tensor, i, sharded, position, seed, role, bound);
    }
  }
  return true;
}
