//===- Builders.h - Create the upstream ops the passes emit ---------*- C -*-===//
//
// Every builder returns a *detached* op (or a null op when MLIR refused to
// create it, after emitting a diagnostic). A pass builds everything a rewrite
// needs first and inserts it only when all of it was built, so a rewrite that
// cannot complete leaves the IR exactly as it was (see tcOpVectorDestroyOps).
//
//===----------------------------------------------------------------------===//
#ifndef TC_SUPPORT_BUILDERS_H
#define TC_SUPPORT_BUILDERS_H

#include <stdint.h>

#include "mlir-c/IR.h"

#include "Support/Vectors.h"

MlirNamedAttribute tcNamedAttribute(MlirContext context, const char *name,
                                    MlirAttribute attr);

/// A detached op `name` with the given operands, result types and attributes.
MlirOperation tcBuildOp(const char *name, MlirLocation loc, intptr_t numOperands,
                        const MlirValue *operands, intptr_t numResults,
                        const MlirType *resultTypes, intptr_t numAttributes,
                        const MlirNamedAttribute *attributes);

/// A detached op with the name and all attributes of `original` (including
/// inherent ones such as operandSegmentSizes), at `loc`, on new operands and
/// with new result types.
MlirOperation tcBuildOpLike(MlirOperation original, MlirLocation loc,
                            intptr_t numOperands, const MlirValue *operands,
                            intptr_t numResults, const MlirType *resultTypes);

/// `tensor.concat dim(dim) values...`, with the result type it infers.
MlirOperation tcBuildConcat(MlirLocation loc, int64_t dim, intptr_t numValues,
                            const MlirValue *values);

/// `arith.constant` holding `value` (a typed attribute).
MlirOperation tcBuildConstant(MlirLocation loc, MlirAttribute value);

/// `arith.constant index`.
MlirOperation tcBuildIndexConstant(MlirLocation loc, int64_t value);

/// `tensor.dim source, index`.
MlirOperation tcBuildDim(MlirLocation loc, MlirValue source, MlirValue index);

/// `tensor.extract_slice` of `source` with unit strides, static `offsets`,
/// and `sizes` where a dynamic size takes the next of `dynamicSizes`.
MlirOperation tcBuildExtractSlice(MlirLocation loc, MlirValue source,
                                  MlirType resultType, const int64_t *offsets,
                                  const int64_t *sizes,
                                  intptr_t numDynamicSizes,
                                  const MlirValue *dynamicSizes);

/// `tensor.splat scalar` to the static tensor type `resultType`.
MlirOperation tcBuildSplat(MlirLocation loc, MlirValue scalar,
                           MlirType resultType);

/// `tensor.extract tensor[]` of a 0-D tensor.
MlirOperation tcBuildExtractScalar(MlirLocation loc, MlirValue tensor);

/// `type` (a ranked tensor) with dim `index` set to `size`.
MlirType tcTensorTypeWithDim(MlirType type, int64_t index, int64_t size);

/// `type` (a ranked tensor) with element type `elementType`.
MlirType tcTensorTypeWithElementType(MlirType type, MlirType elementType);

/// Appends `op` to `built` when it is not null; returns whether it was.
bool tcCollectBuiltOp(TcOpVector *built, MlirOperation op);

/// Destroys detached ops built for a rewrite that is abandoned, newest first
/// (later ops use the results of earlier ones).
void tcOpVectorDestroyOps(TcOpVector *built);

/// Inserts the detached ops, in order, before `anchor`.
void tcInsertOpsBefore(const TcOpVector *built, MlirOperation anchor);

/// Result 0 of `op`.
static inline MlirValue tcOpResult(MlirOperation op) {
  return mlirOperationGetResult(op, 0);
}

#endif // TC_SUPPORT_BUILDERS_H
