//===- Builders.c - Create the upstream ops the passes emit ---------------===//

#include "Support/Builders.h"

#include <stdlib.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include "Support/IRUtils.h"
#include "Util/StringBuffer.h"

MlirNamedAttribute tcNamedAttribute(MlirContext context, const char *name,
                                    MlirAttribute attr) {
  return mlirNamedAttributeGet(mlirIdentifierGet(context, tcStringRef(name)),
                               attr);
}

static MlirOperation createOp(MlirStringRef name, MlirLocation loc,
                              intptr_t numOperands, const MlirValue *operands,
                              intptr_t numResults, const MlirType *resultTypes,
                              intptr_t numAttributes,
                              const MlirNamedAttribute *attributes) {
  MlirOperationState state = mlirOperationStateGet(name, loc);
  if (numOperands)
    mlirOperationStateAddOperands(&state, numOperands, operands);
  if (numResults)
    mlirOperationStateAddResults(&state, numResults, resultTypes);
  if (numAttributes)
    mlirOperationStateAddAttributes(&state, numAttributes, attributes);
  return mlirOperationCreate(&state);
}

MlirOperation tcBuildOp(const char *name, MlirLocation loc, intptr_t numOperands,
                        const MlirValue *operands, intptr_t numResults,
                        const MlirType *resultTypes, intptr_t numAttributes,
                        const MlirNamedAttribute *attributes) {
  return createOp(tcStringRef(name), loc, numOperands, operands, numResults,
                  resultTypes, numAttributes, attributes);
}

MlirOperation tcBuildOpLike(MlirOperation original, MlirLocation loc,
                            intptr_t numOperands, const MlirValue *operands,
                            intptr_t numResults, const MlirType *resultTypes) {
  intptr_t numAttributes = mlirOperationGetNumAttributes(original);
  MlirNamedAttribute *attributes = tcCheckAllocation(
      malloc(sizeof(MlirNamedAttribute) * (numAttributes ? numAttributes : 1)));
  for (intptr_t i = 0; i < numAttributes; ++i)
    attributes[i] = mlirOperationGetAttribute(original, i);
  // The name as a string ref: identifier storage is not NUL-terminated.
  MlirOperation op = createOp(mlirIdentifierStr(mlirOperationGetName(original)),
                              loc, numOperands, operands, numResults,
                              resultTypes, numAttributes, attributes);
  free(attributes);
  return op;
}

/// tensor.concat has no type inference interface: its result takes the sum
/// along `dim` and, elsewhere, any operand's static size.
static MlirType concatResultType(int64_t dim, intptr_t numValues,
                                 const MlirValue *values) {
  MlirType first = mlirValueGetType(values[0]);
  intptr_t rank = mlirShapedTypeGetRank(first);
  int64_t *shape = tcCheckAllocation(malloc(sizeof(int64_t) * (rank ? rank : 1)));
  for (intptr_t d = 0; d < rank; ++d) {
    shape[d] = d == dim ? 0 : tcValueGetDim(values[0], d);
    for (intptr_t i = 0; i < numValues; ++i) {
      int64_t size = tcValueGetDim(values[i], d);
      if (d != dim && tcDimIsDynamic(shape[d]))
        shape[d] = size;
      else if (d == dim && !tcDimIsDynamic(shape[d]))
        shape[d] = tcDimIsDynamic(size) ? size : shape[d] + size;
    }
  }
  MlirType type = mlirRankedTensorTypeGet(rank, shape,
                                          mlirShapedTypeGetElementType(first),
                                          mlirAttributeGetNull());
  free(shape);
  return type;
}

MlirOperation tcBuildConcat(MlirLocation loc, int64_t dim, intptr_t numValues,
                            const MlirValue *values) {
  MlirContext context = mlirLocationGetContext(loc);
  MlirNamedAttribute dimAttr = tcNamedAttribute(
      context, "dim", mlirIntegerAttrGet(mlirIntegerTypeGet(context, 64), dim));
  MlirType resultType = concatResultType(dim, numValues, values);
  return tcBuildOp("tensor.concat", loc, numValues, values, 1, &resultType, 1,
                   &dimAttr);
}

MlirOperation tcBuildConstant(MlirLocation loc, MlirAttribute value) {
  MlirNamedAttribute valueAttr =
      tcNamedAttribute(mlirLocationGetContext(loc), "value", value);
  MlirType type = mlirAttributeGetType(value);
  return tcBuildOp("arith.constant", loc, 0, NULL, 1, &type, 1, &valueAttr);
}

MlirOperation tcBuildIndexConstant(MlirLocation loc, int64_t value) {
  MlirType index = mlirIndexTypeGet(mlirLocationGetContext(loc));
  return tcBuildConstant(loc, mlirIntegerAttrGet(index, value));
}

MlirOperation tcBuildDim(MlirLocation loc, MlirValue source, MlirValue index) {
  MlirValue operands[] = {source, index};
  MlirType indexType = mlirIndexTypeGet(mlirLocationGetContext(loc));
  return tcBuildOp("tensor.dim", loc, 2, operands, 1, &indexType, 0, NULL);
}

MlirOperation tcBuildExtractSlice(MlirLocation loc, MlirValue source,
                                  MlirType resultType, const int64_t *offsets,
                                  const int64_t *sizes,
                                  intptr_t numDynamicSizes,
                                  const MlirValue *dynamicSizes) {
  MlirContext context = mlirLocationGetContext(loc);
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(source));
  int64_t *strides = tcCheckAllocation(malloc(sizeof(int64_t) * (rank ? rank : 1)));
  for (intptr_t i = 0; i < rank; ++i)
    strides[i] = 1;
  // Segments: source, dynamic offsets, dynamic sizes, dynamic strides.
  int32_t segments[] = {1, 0, (int32_t)numDynamicSizes, 0};
  MlirNamedAttribute attributes[] = {
      tcNamedAttribute(context, "static_offsets",
                       mlirDenseI64ArrayGet(context, rank, offsets)),
      tcNamedAttribute(context, "static_sizes",
                       mlirDenseI64ArrayGet(context, rank, sizes)),
      tcNamedAttribute(context, "static_strides",
                       mlirDenseI64ArrayGet(context, rank, strides)),
      tcNamedAttribute(context, "operandSegmentSizes",
                       mlirDenseI32ArrayGet(context, 4, segments)),
  };
  free(strides);
  MlirValue *operands =
      tcCheckAllocation(malloc(sizeof(MlirValue) * (1 + numDynamicSizes)));
  operands[0] = source;
  for (intptr_t i = 0; i < numDynamicSizes; ++i)
    operands[1 + i] = dynamicSizes[i];
  MlirOperation op =
      tcBuildOp("tensor.extract_slice", loc, 1 + numDynamicSizes, operands, 1,
                &resultType, 4, attributes);
  free(operands);
  return op;
}

MlirOperation tcBuildSplat(MlirLocation loc, MlirValue scalar,
                           MlirType resultType) {
  return tcBuildOp("tensor.splat", loc, 1, &scalar, 1, &resultType, 0, NULL);
}

MlirOperation tcBuildExtractScalar(MlirLocation loc, MlirValue tensor) {
  MlirType elementType = tcValueGetElementType(tensor);
  return tcBuildOp("tensor.extract", loc, 1, &tensor, 1, &elementType, 0, NULL);
}

/// `type` (a ranked tensor) with element type `elementType` and, when
/// `index` >= 0, dim `index` set to `size`.
static MlirType reshapeTensorType(MlirType type, int64_t index, int64_t size,
                                  MlirType elementType) {
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t *shape = tcCheckAllocation(malloc(sizeof(int64_t) * (rank ? rank : 1)));
  for (intptr_t i = 0; i < rank; ++i)
    shape[i] = i == index ? size : mlirShapedTypeGetDimSize(type, i);
  MlirType result = mlirRankedTensorTypeGet(rank, shape, elementType,
                                            mlirRankedTensorTypeGetEncoding(type));
  free(shape);
  return result;
}

MlirType tcTensorTypeWithDim(MlirType type, int64_t index, int64_t size) {
  return reshapeTensorType(type, index, size, mlirShapedTypeGetElementType(type));
}

MlirType tcTensorTypeWithElementType(MlirType type, MlirType elementType) {
  return reshapeTensorType(type, -1, 0, elementType);
}

bool tcCollectBuiltOp(TcOpVector *built, MlirOperation op) {
  if (mlirOperationIsNull(op))
    return false;
  tcOpVectorPush(built, op);
  return true;
}

void tcOpVectorDestroyOps(TcOpVector *built) {
  while (built->size)
    mlirOperationDestroy(built->data[--built->size]);
}

void tcInsertOpsBefore(const TcOpVector *built, MlirOperation anchor) {
  MlirBlock block = mlirOperationGetBlock(anchor);
  for (size_t i = 0; i < built->size; ++i)
    mlirBlockInsertOwnedOperationBefore(block, anchor, built->data[i]);
}
