//===- TensorSource.h - Which model tensor a function value is ---*- C -*-===//
//
// `tensor_cast.source` (docs/dialect.md, "Where values come from") says of a
// function argument which tensor of the model (by its checkpoint name) it is
// a piece of, and how each rank's piece is cut from it; of a result, which
// model output the ranks' results join into. One reading of the attribute
// serves the verifier, tc-run's inputs and weights, and the joined outputs.
//
//===----------------------------------------------------------------------===//
#ifndef TC_SUPPORT_TENSORSOURCE_H
#define TC_SUPPORT_TENSORSOURCE_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/IR.h"

#include "Util/StringBuffer.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TC_SOURCE_ATTR_NAME "tensor_cast.source"

enum { TC_SOURCE_MAX_RANK = 8, TC_SOURCE_MAX_SPLITS = 4 };

/// One cut of a model tensor: along `dim` into `parts` parts, the rank `r`
/// holding part (r / every) % parts, each part as long as the value's own
/// `dim`; what lies past the tensor's end is zero (a padded last part).
typedef struct TcSourceSplit {
  int64_t dim, parts, every;
} TcSourceSplit;

/// A parsed `tensor_cast.source`. The value on the rank `r` is the piece the
/// splits cut (each along its own dim: attention data parallelism cuts the
/// batch, tensor parallelism the heads) of the model tensor, transposed
/// first when `transpose`.
typedef struct TcTensorSource {
  MlirStringRef name; // the checkpoint name; "{}" stands for the expert index
  int64_t rank;
  int64_t shape[TC_SOURCE_MAX_RANK]; // as the checkpoint stores it
  bool transpose; // the value's last two dims are the tensor's swapped
  // rows: the 2-D tensor's rows are `rowPeriod`-row blocks (one per head),
  // of which the value holds rows [rowOffset, rowOffset + rowLength) with
  // the block as a leading dim: (R, C) reads as (R / period, length, C).
  bool hasRows;
  int64_t rowPeriod, rowOffset, rowLength;
  TcSourceSplit splits[TC_SOURCE_MAX_SPLITS];
  int64_t numSplits; // 0: the whole tensor on every rank
  int64_t parts;     // the pieces the splits make: their parts' product
  bool hasExpert;
  int64_t expertFirst, expertStep, expertEvery; // "{}" = first + step*(r/every)
  int64_t partial; // >0: only ranks r with r % partial == 0 hold it, others 0
} TcTensorSource;

/// The `tensor_cast.source` of argument `index` of `function`, or null.
MlirAttribute tcFunctionGetArgumentSource(MlirOperation function,
                                          intptr_t index);
/// The `tensor_cast.source` of result `index` of `function`, or null.
MlirAttribute tcFunctionGetResultSource(MlirOperation function, intptr_t index);

/// The rank of the values a source describes: its tensor's, one more when
/// it takes rows of each block (`rows`).
int64_t tcTensorSourceGetValueRank(const TcTensorSource *source);

/// Reads `attr` into `source`. On a malformed attribute returns false with
/// what was expected in `error`.
bool tcTensorSourceParse(MlirAttribute attr, TcTensorSource *source,
                         TcStringBuffer *error);

/// Reads `attr` (may be null) into `source` when it is a well-formed source,
/// as the verifier has checked it; false for none or a malformed one.
bool tcTensorSourceRead(MlirAttribute attr, TcTensorSource *source);

/// Whether a value of `type` can be the piece `source` describes: the same
/// rank, the (transposed) tensor's dims except along the split dims, and
/// parts that cover the tensor with no part wholly padding. On failure returns
/// false with the reason in `error`.
bool tcTensorSourceCheckFits(const TcTensorSource *source, MlirType type,
                             TcStringBuffer *error);

/// The name of the tensor that the rank `rank` reads ("{}" replaced).
void tcTensorSourceGetName(const TcTensorSource *source, int64_t rank,
                           TcStringBuffer *name);

/// The piece the rank `rank` holds, in [0, parts): its part of each split,
/// the first split's the most significant.
int64_t tcTensorSourceGetPart(const TcTensorSource *source, int64_t rank);

/// True when the rank `rank` holds values (false: zeros, a partial term).
bool tcTensorSourceIsHeldBy(const TcTensorSource *source, int64_t rank);

/// The row-major index in the model tensor (its checkpoint layout) of the
/// element at row-major `index` of the piece of `shape` that piece `part`
/// (as tcTensorSourceGetPart numbers them) is; -1 for padding.
int64_t tcTensorSourceMapIndex(const TcTensorSource *source,
                               const int64_t *shape, int64_t part,
                               int64_t index);

/// The number of elements of the model tensor.
int64_t tcTensorSourceGetNumElements(const TcTensorSource *source);

#ifdef __cplusplus
}
#endif

#endif // TC_SUPPORT_TENSORSOURCE_H
