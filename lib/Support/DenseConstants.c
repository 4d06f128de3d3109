//===- DenseConstants.c - Fold concatenations of constant tensors ---------===//

#include "Support/DenseConstants.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include "Support/Builders.h"
#include "Support/IRUtils.h"
#include "Util/StringBuffer.h"

/// Bytes per element in a dense attribute's raw buffer; 0 when the layout is
/// not one element per whole number of bytes (i1 is bit-packed).
static size_t elementStorageBytes(MlirType type) {
  unsigned width = 0;
  if (mlirTypeIsAInteger(type))
    width = mlirIntegerTypeGetWidth(type);
  else if (mlirTypeIsAIndex(type))
    width = 64;
  else if (mlirTypeIsAFloat(type))
    width = mlirFloatTypeGetWidth(type);
  if (width <= 1)
    return 0;
  return (width + 7) / 8;
}

MlirAttribute tcValueGetDenseConstant(MlirValue value) {
  MlirAttribute none = {NULL};
  MlirOperation producer = tcValueGetDefiningOp(value);
  if (mlirOperationIsNull(producer) || !tcOpIsNamed(producer, "arith.constant"))
    return none;
  MlirAttribute elements = tcOpGetAttr(producer, "value");
  if (mlirAttributeIsNull(elements) || !mlirAttributeIsADenseElements(elements))
    return none;
  MlirType type = mlirAttributeGetType(elements);
  if (!mlirTypeIsARankedTensor(type) || !mlirShapedTypeHasStaticShape(type) ||
      !elementStorageBytes(mlirShapedTypeGetElementType(type)))
    return none;
  return elements;
}

static int64_t lastDim(MlirType type) {
  intptr_t rank = mlirShapedTypeGetRank(type);
  return rank ? mlirShapedTypeGetDimSize(type, rank - 1) : 1;
}

/// Elements per row of a piece: what it contributes to each row of the result.
static int64_t pieceRowLength(const TcDensePiece *piece) {
  return piece->broadcastSize > 0
             ? piece->broadcastSize
             : lastDim(mlirAttributeGetType(piece->elements));
}

static bool allSameSplat(size_t numPieces, const TcDensePiece *pieces,
                         size_t elementBytes) {
  const void *first = mlirDenseElementsAttrGetRawData(pieces[0].elements);
  for (size_t i = 0; i < numPieces; ++i) {
    bool splat = pieces[i].broadcastSize > 0 ||
                 mlirDenseElementsAttrIsSplat(pieces[i].elements);
    if (!splat || memcmp(first, mlirDenseElementsAttrGetRawData(pieces[i].elements),
                         elementBytes))
      return false;
  }
  return true;
}

/// Copies `count` elements of row `row` of `piece` to `out`.
static void copyPieceRow(const TcDensePiece *piece, int64_t row, int64_t count,
                         size_t elementBytes, char *out) {
  const char *data = mlirDenseElementsAttrGetRawData(piece->elements);
  bool splat = piece->broadcastSize > 0 ||
               mlirDenseElementsAttrIsSplat(piece->elements);
  if (splat) {
    for (int64_t i = 0; i < count; ++i)
      memcpy(out + i * elementBytes, data, elementBytes);
    return;
  }
  memcpy(out, data + (size_t)(row * count) * elementBytes,
         (size_t)count * elementBytes);
}

MlirAttribute tcDenseConcatLastDim(MlirType resultType, size_t numPieces,
                                   const TcDensePiece *pieces) {
  size_t elementBytes =
      elementStorageBytes(mlirShapedTypeGetElementType(resultType));
  // A raw buffer of one element makes a splat.
  if (allSameSplat(numPieces, pieces, elementBytes))
    return mlirDenseElementsAttrRawBufferGet(
        resultType, elementBytes,
        mlirDenseElementsAttrGetRawData(pieces[0].elements));
  int64_t rowLength = lastDim(resultType), numRows = 1, bytes;
  for (intptr_t i = 0; i + 1 < mlirShapedTypeGetRank(resultType); ++i)
    if (!tcMultiplyChecked(numRows, mlirShapedTypeGetDimSize(resultType, i),
                           &numRows))
      return (MlirAttribute){NULL};
  if (!tcMultiplyChecked(numRows, rowLength, &bytes) ||
      !tcMultiplyChecked(bytes, (int64_t)elementBytes, &bytes) ||
      bytes > TC_MAX_FOLDED_CONSTANT_BYTES)
    return (MlirAttribute){NULL};
  size_t size = (size_t)bytes;
  char *buffer = tcCheckAllocation(malloc(size ? size : 1));
  char *out = buffer;
  for (int64_t row = 0; row < numRows; ++row)
    for (size_t i = 0; i < numPieces; ++i) {
      int64_t count = pieceRowLength(&pieces[i]);
      copyPieceRow(&pieces[i], row, count, elementBytes, out);
      out += (size_t)count * elementBytes;
    }
  MlirAttribute result = mlirDenseElementsAttrRawBufferGet(resultType, size, buffer);
  free(buffer);
  return result;
}

MlirAttribute tcDenseSliceRows(MlirAttribute elements, int64_t offset,
                               int64_t rows) {
  MlirType type = mlirAttributeGetType(elements);
  MlirType resultType = tcTensorTypeWithDim(type, 0, rows);
  int64_t rowElements = 1;
  for (intptr_t d = 1; d < mlirShapedTypeGetRank(type); ++d)
    rowElements *= mlirShapedTypeGetDimSize(type, d);
  size_t elementBytes = elementStorageBytes(mlirShapedTypeGetElementType(type));
  const char *data = mlirDenseElementsAttrGetRawData(elements);
  if (mlirDenseElementsAttrIsSplat(elements))
    return mlirDenseElementsAttrRawBufferGet(resultType, elementBytes, data);
  size_t rowBytes = (size_t)rowElements * elementBytes;
  return mlirDenseElementsAttrRawBufferGet(
      resultType, (size_t)rows * rowBytes, data + (size_t)offset * rowBytes);
}

bool tcValuesAreEqualConstants(MlirValue a, MlirValue b) {
  MlirAttribute lhs = tcValueGetDenseConstant(a), rhs = tcValueGetDenseConstant(b);
  return !mlirAttributeIsNull(lhs) && !mlirAttributeIsNull(rhs) &&
         mlirAttributeEqual(lhs, rhs);
}
