//===- TensorSource.c - Which model tensor a function value is -----------===//
//
// Reads `tensor_cast.source` and maps a piece's elements to the model
// tensor's. Checkpoints store a linear weight as (N, K) (torch's layout);
// the dialect's weights are (K, N), hence `transpose`.
//
//===----------------------------------------------------------------------===//

#include "Support/TensorSource.h"

#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include "Support/IRUtils.h"
#include "Util/CheckedMath.h"

static MlirAttribute elementOf(MlirOperation function, const char *list,
                               intptr_t index) {
  MlirAttribute attrs = tcOpGetAttr(function, list);
  if (mlirAttributeIsNull(attrs) || !mlirAttributeIsAArray(attrs) ||
      index >= mlirArrayAttrGetNumElements(attrs))
    return (MlirAttribute){NULL};
  MlirAttribute dict = mlirArrayAttrGetElement(attrs, index);
  if (!mlirAttributeIsADictionary(dict))
    return (MlirAttribute){NULL};
  return mlirDictionaryAttrGetElementByName(dict,
                                            tcStringRef(TC_SOURCE_ATTR_NAME));
}

MlirAttribute tcFunctionGetArgumentSource(MlirOperation function,
                                          intptr_t index) {
  return elementOf(function, "arg_attrs", index);
}

MlirAttribute tcFunctionGetResultSource(MlirOperation function,
                                        intptr_t index) {
  return elementOf(function, "res_attrs", index);
}

//===----------------------------------------------------------------------===//
// Parsing.
//===----------------------------------------------------------------------===//

static bool failParse(TcStringBuffer *error, const char *message) {
  tcBufferAppendCString(error, message);
  return false;
}

/// Reads a `dense i64 array` of `count` elements (any count when 0).
static bool readI64Array(MlirAttribute attr, int64_t count, int64_t *values,
                         int64_t *size) {
  if (!mlirAttributeIsADenseI64Array(attr))
    return false;
  intptr_t n = mlirDenseArrayGetNumElements(attr);
  if ((count && n != count) || n > TC_SOURCE_MAX_RANK)
    return false;
  for (intptr_t i = 0; i < n; ++i)
    values[i] = mlirDenseI64ArrayGetElement(attr, i);
  if (size)
    *size = n;
  return true;
}

static int countPlaceholders(MlirStringRef name) {
  int found = 0;
  for (size_t i = 0; i + 1 < name.length; ++i)
    found += name.data[i] == '{' && name.data[i + 1] == '}';
  return found;
}

static bool readName(MlirAttribute value, TcTensorSource *source,
                     TcStringBuffer *error) {
  if (!mlirAttributeIsAString(value) ||
      mlirStringAttrGetValue(value).length == 0)
    return failParse(error, "'name' must be a non-empty string (the tensor's "
                            "name in the checkpoint)");
  source->name = mlirStringAttrGetValue(value);
  return true;
}

static bool readShape(MlirAttribute value, TcTensorSource *source,
                      TcStringBuffer *error) {
  int64_t count = 1;
  if (!readI64Array(value, 0, source->shape, &source->rank))
    return failParse(error, "'shape' must be array<i64: ...> of at most 8 "
                            "dims (the tensor's shape in the checkpoint)");
  for (int64_t d = 0; d < source->rank; ++d)
    if (source->shape[d] <= 0 ||
        !tcMultiplyChecked(count, source->shape[d], &count))
      return failParse(error, "'shape' must have positive dims whose product "
                              "fits in 64 bits");
  return true;
}

/// `split` is one or more (dim, parts, every) triples, each along its own
/// dim.
static bool readSplit(MlirAttribute value, TcTensorSource *source,
                      TcStringBuffer *error) {
  int64_t split[3 * TC_SOURCE_MAX_SPLITS], size = 0;
  bool ok = mlirAttributeIsADenseI64Array(value) &&
            mlirDenseArrayGetNumElements(value) <= 3 * TC_SOURCE_MAX_SPLITS;
  for (intptr_t i = 0; ok && i < mlirDenseArrayGetNumElements(value); ++i)
    split[size++] = mlirDenseI64ArrayGetElement(value, i);
  ok = ok && size > 0 && size % 3 == 0;
  source->parts = 1;
  for (int64_t s = 0; ok && s < size / 3; ++s) {
    TcSourceSplit cut = {split[3 * s], split[3 * s + 1], split[3 * s + 2]};
    ok = cut.dim >= 0 && cut.parts >= 1 && cut.every >= 1 &&
         tcMultiplyChecked(source->parts, cut.parts, &source->parts);
    for (int64_t t = 0; ok && t < s; ++t)
      ok = source->splits[t].dim != cut.dim;
    source->splits[s] = cut;
  }
  if (!ok)
    return failParse(error, "'split' must be array<i64: dim, parts, every, "
                            "...>: one to four triples with distinct dims >= "
                            "0, parts >= 1 and every >= 1");
  source->numSplits = size / 3;
  return true;
}

static bool readExpert(MlirAttribute value, TcTensorSource *source,
                       TcStringBuffer *error) {
  int64_t expert[3];
  // first and step below 2^31 keep first + step * (rank / every) in range
  // for any rank a world holds.
  if (!readI64Array(value, 3, expert, NULL) || expert[0] < 0 ||
      expert[0] > INT32_MAX || expert[1] < 0 || expert[1] > INT32_MAX ||
      expert[2] < 1)
    return failParse(error, "'expert' must be array<i64: first, step, every> "
                            "with 0 <= first, step < 2^31 and every >= 1");
  source->hasExpert = true;
  source->expertFirst = expert[0];
  source->expertStep = expert[1];
  source->expertEvery = expert[2];
  return true;
}

static bool readPartial(MlirAttribute value, TcTensorSource *source,
                        TcStringBuffer *error) {
  if (!mlirAttributeIsAInteger(value) ||
      mlirIntegerAttrGetValueInt(value) < 1)
    return failParse(error, "'partial' must be a positive integer (the ranks "
                            "whose sum the value is a term of)");
  source->partial = mlirIntegerAttrGetValueInt(value);
  return true;
}

static bool readRows(MlirAttribute value, TcTensorSource *source,
                     TcStringBuffer *error) {
  int64_t rows[3];
  if (!readI64Array(value, 3, rows, NULL) || rows[0] < 1 || rows[1] < 0 ||
      rows[2] < 1 || rows[1] > rows[0] - rows[2])
    return failParse(error, "'rows' must be array<i64: period, offset, "
                            "length> with 0 <= offset, 1 <= length and "
                            "offset + length <= period");
  source->hasRows = true;
  source->rowPeriod = rows[0];
  source->rowOffset = rows[1];
  source->rowLength = rows[2];
  return true;
}

static bool readEntry(MlirNamedAttribute entry, TcTensorSource *source,
                      TcStringBuffer *error) {
  MlirStringRef key = mlirIdentifierStr(entry.name);
  MlirAttribute value = entry.attribute;
  if (tcStringRefEquals(key, "name"))
    return readName(value, source, error);
  if (tcStringRefEquals(key, "shape"))
    return readShape(value, source, error);
  if (tcStringRefEquals(key, "split"))
    return readSplit(value, source, error);
  if (tcStringRefEquals(key, "expert"))
    return readExpert(value, source, error);
  if (tcStringRefEquals(key, "partial"))
    return readPartial(value, source, error);
  if (tcStringRefEquals(key, "rows"))
    return readRows(value, source, error);
  if (tcStringRefEquals(key, "transpose")) {
    source->transpose = true;
    return mlirAttributeIsAUnit(value) ||
           failParse(error, "'transpose' must be a unit attribute");
  }
  tcBufferAppendFormat(error,
                       "unknown key '%.*s' (expected name, shape, transpose, "
                       "rows, split, expert, partial)",
                       (int)key.length, key.data);
  return false;
}

bool tcTensorSourceParse(MlirAttribute attr, TcTensorSource *source,
                         TcStringBuffer *error) {
  *source = (TcTensorSource){.parts = 1, .rank = -1};
  if (!mlirAttributeIsADictionary(attr))
    return failParse(error, "must be a dictionary {name = \"...\", shape = "
                            "array<i64: ...>, ...}");
  for (intptr_t i = 0; i < mlirDictionaryAttrGetNumElements(attr); ++i)
    if (!readEntry(mlirDictionaryAttrGetElement(attr, i), source, error))
      return false;
  if (!source->name.data)
    return failParse(error, "'name' is missing");
  if (source->rank < 0)
    return failParse(error, "'shape' is missing");
  if (source->transpose && source->rank != 2)
    return failParse(error, "'transpose' needs a 2-D shape");
  if (source->hasRows &&
      (source->rank != 2 || source->shape[0] % source->rowPeriod != 0))
    return failParse(error, "'rows' needs a 2-D shape whose rows the period "
                            "divides");
  for (int64_t s = 0; s < source->numSplits; ++s)
    if (source->splits[s].dim >= tcTensorSourceGetValueRank(source))
      return failParse(error, "'split' dims must be below the value's rank");
  if (source->hasExpert != (countPlaceholders(source->name) == 1))
    return failParse(error, "'name' must hold one '{}' exactly when 'expert' "
                            "gives its index");
  return true;
}

bool tcTensorSourceRead(MlirAttribute attr, TcTensorSource *source) {
  TcStringBuffer error = {0};
  bool ok = !mlirAttributeIsNull(attr) &&
            tcTensorSourceParse(attr, source, &error);
  tcBufferDestroy(&error);
  return ok;
}

//===----------------------------------------------------------------------===//
// Pieces.
//===----------------------------------------------------------------------===//

int64_t tcTensorSourceGetValueRank(const TcTensorSource *source) {
  return source->rank + (source->hasRows ? 1 : 0);
}

/// Swaps the last two of `rank` dims.
static void swapLastTwo(int64_t *dims, int64_t rank) {
  int64_t last = dims[rank - 1];
  dims[rank - 1] = dims[rank - 2];
  dims[rank - 2] = last;
}

/// The tensor's dims in the value's layout.
static void valueLayoutShape(const TcTensorSource *source, int64_t *shape) {
  memcpy(shape, source->shape, sizeof(int64_t) * (size_t)source->rank);
  if (source->hasRows) {
    shape[0] = source->shape[0] / source->rowPeriod;
    shape[1] = source->rowLength;
    shape[2] = source->shape[1];
  }
  if (source->transpose)
    swapLastTwo(shape, tcTensorSourceGetValueRank(source));
}

/// The split along `dim`, or null.
static const TcSourceSplit *splitAlong(const TcTensorSource *source,
                                       int64_t dim) {
  for (int64_t s = 0; s < source->numSplits; ++s)
    if (source->splits[s].dim == dim && source->splits[s].parts > 1)
      return &source->splits[s];
  return NULL;
}

bool tcTensorSourceCheckFits(const TcTensorSource *source, MlirType type,
                             TcStringBuffer *error) {
  int64_t rank = tcTensorSourceGetValueRank(source);
  if (!mlirTypeIsARankedTensor(type) || !mlirShapedTypeHasStaticShape(type) ||
      mlirShapedTypeGetRank(type) != rank) {
    tcBufferAppendFormat(error, "a %lld-D tensor%s needs a static tensor of "
                         "rank %lld",
                         (long long)source->rank,
                         source->hasRows ? " read by rows" : "",
                         (long long)rank);
    return false;
  }
  int64_t full[TC_SOURCE_MAX_RANK + 1];
  valueLayoutShape(source, full);
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = mlirShapedTypeGetDimSize(type, d), covered;
    const TcSourceSplit *split = splitAlong(source, d);
    if (!split && size != full[d]) {
      tcBufferAppendFormat(error, "dim %lld is %lld, but the tensor%s has %lld",
                           (long long)d, (long long)size,
                           source->transpose ? " (transposed)" : "",
                           (long long)full[d]);
      return false;
    }
    if (split && (!tcMultiplyChecked(size, split->parts, &covered) ||
                  covered < full[d] || size * (split->parts - 1) >= full[d])) {
      tcBufferAppendFormat(error,
                           "%lld parts of %lld along dim %lld do not cover the "
                           "tensor's %lld (or one part is only padding)",
                           (long long)split->parts, (long long)size,
                           (long long)d, (long long)full[d]);
      return false;
    }
  }
  return true;
}

void tcTensorSourceGetName(const TcTensorSource *source, int64_t rank,
                           TcStringBuffer *name) {
  const char *data = source->name.data;
  size_t length = source->name.length;
  for (size_t i = 0; i < length; ++i) {
    if (source->hasExpert && i + 1 < length && data[i] == '{' &&
        data[i + 1] == '}') {
      int64_t expert = source->expertFirst +
                       source->expertStep * (rank / source->expertEvery);
      tcBufferAppendFormat(name, "%lld", (long long)expert);
      ++i;
      continue;
    }
    tcBufferAppend(name, &data[i], 1);
  }
}

int64_t tcTensorSourceGetPart(const TcTensorSource *source, int64_t rank) {
  int64_t part = 0;
  for (int64_t s = 0; s < source->numSplits; ++s) {
    const TcSourceSplit *split = &source->splits[s];
    part = part * split->parts + (rank / split->every) % split->parts;
  }
  return part;
}

bool tcTensorSourceIsHeldBy(const TcTensorSource *source, int64_t rank) {
  return source->partial <= 0 || rank % source->partial == 0;
}

int64_t tcTensorSourceMapIndex(const TcTensorSource *source,
                               const int64_t *shape, int64_t part,
                               int64_t index) {
  int64_t rank = tcTensorSourceGetValueRank(source);
  int64_t full[TC_SOURCE_MAX_RANK + 1], position[TC_SOURCE_MAX_RANK + 1] = {0};
  valueLayoutShape(source, full);
  for (int64_t d = rank - 1; d >= 0; --d) {
    position[d] = index % shape[d];
    index /= shape[d];
  }
  for (int64_t s = source->numSplits - 1; s >= 0; --s) {
    const TcSourceSplit *split = &source->splits[s];
    position[split->dim] += part % split->parts * shape[split->dim];
    part /= split->parts;
    if (position[split->dim] >= full[split->dim])
      return -1;
  }
  if (source->transpose)
    swapLastTwo(position, rank);
  if (source->hasRows) { // (block, row, column) -> (row of the tensor, column)
    position[0] = position[0] * source->rowPeriod + source->rowOffset +
                  position[1];
    position[1] = position[2];
  }
  int64_t flat = 0;
  for (int64_t d = 0; d < source->rank; ++d)
    flat = flat * source->shape[d] + position[d];
  return flat;
}

int64_t tcTensorSourceGetNumElements(const TcTensorSource *source) {
  int64_t count = 1;
  for (int64_t d = 0; d < source->rank; ++d)
    count *= source->shape[d]; // checked when parsed
  return count;
}
