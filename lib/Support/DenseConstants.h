//===- DenseConstants.h - Fold concatenations of constant tensors ---*- C -*-===//
//
// When the weights (or scales) of a rewrite are `arith.constant` tensors, the
// concatenation is computed at compile time: the bytes are copied, so the
// folded constant is exactly the concatenation.
//
//===----------------------------------------------------------------------===//
#ifndef TC_SUPPORT_DENSECONSTANTS_H
#define TC_SUPPORT_DENSECONSTANTS_H

#include <stddef.h>
#include <stdint.h>

#include "mlir-c/IR.h"

/// The elements of `value` when it is the result of an `arith.constant`
/// holding a dense (not resource) tensor of integers or floats that are
/// stored one or more whole bytes each; a null attribute otherwise.
MlirAttribute tcValueGetDenseConstant(MlirValue value);

/// One input of tcDenseConcatLastDim: a dense attribute, or with
/// `broadcastSize > 0` a 0-D one repeated `broadcastSize` times.
typedef struct TcDensePiece {
  MlirAttribute elements;
  int64_t broadcastSize;
} TcDensePiece;

/// The most bytes a folded concatenation may hold: splats (one element each)
/// of a huge type would otherwise be expanded in memory.
#define TC_MAX_FOLDED_CONSTANT_BYTES ((int64_t)256 << 20)

/// The concatenation of `pieces` along the last dim, of type `resultType`
/// (static, same element type as every piece). A splat when every piece is
/// the same splat value; a null attribute when it would take more than
/// TC_MAX_FOLDED_CONSTANT_BYTES (the caller keeps the concatenation).
MlirAttribute tcDenseConcatLastDim(MlirType resultType, size_t numPieces,
                                   const TcDensePiece *pieces);

/// Rows [offset, offset + rows) of a dense constant of rank >= 1 (dim 0 is
/// the row dim): the same bytes, so exact. A splat stays a splat.
MlirAttribute tcDenseSliceRows(MlirAttribute elements, int64_t offset,
                               int64_t rows);

/// True when `a` and `b` are the same constant value (both dense, equal).
bool tcValuesAreEqualConstants(MlirValue a, MlirValue b);

#endif // TC_SUPPORT_DENSECONSTANTS_H
