//===- Numerics.h - Element formats of the dialect, exactly ---------*- C -*-===//
//
// tc-run computes in double and rounds every op result to its element type,
// so a rewrite that changes how values are rounded shows up as a difference.
// This file knows each element type of the contract: how to round a double
// to it (round to nearest, ties to even, as IEEE and torch do), how to decode
// its bits in a dense constant, and its quantization range.
//
//===----------------------------------------------------------------------===//
#ifndef TC_RUN_NUMERICS_H
#define TC_RUN_NUMERICS_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/IR.h"

typedef enum TcNumberKind {
  TC_NUMBER_UNSUPPORTED = 0,
  TC_NUMBER_F64,
  TC_NUMBER_F32,
  TC_NUMBER_F16,
  TC_NUMBER_BF16,
  TC_NUMBER_F8E4M3FN,
  TC_NUMBER_F8E5M2,
  TC_NUMBER_F4E2M1FN,
  TC_NUMBER_F8E8M0FNU,
  TC_NUMBER_INT, // integer of `width` bits; signless counts as signed
} TcNumberKind;

typedef struct TcNumberFormat {
  TcNumberKind kind;
  unsigned width; // bits
  bool isUnsigned; // TC_NUMBER_INT only
} TcNumberFormat;

/// The format of an element type; kind TC_NUMBER_UNSUPPORTED for any other.
TcNumberFormat tcNumberFormatOf(MlirType elementType);

bool tcNumberFormatIsInteger(TcNumberFormat format);

/// `value` rounded to the nearest number of `format` (ties to even).
/// Integers clamp to their range; float formats without infinities saturate
/// at their largest finite value (the clamp every quantizer applies);
/// f8E8M0FNU (a power of two) rounds in the log domain.
double tcNumberRound(TcNumberFormat format, double value);

/// The largest finite value of `format` (the quantization range's top).
double tcNumberMaxValue(TcNumberFormat format);
/// The smallest value of `format` (-max for floats, -2^(w-1) for integers).
double tcNumberMinValue(TcNumberFormat format);

/// Decodes one element stored little-endian in `bytes` (the layout of a
/// dense elements attribute's raw data: one element per whole byte count).
double tcNumberDecode(TcNumberFormat format, const uint8_t *bytes);

/// The spacing of `format`'s numbers at magnitude `value` (its unit in the
/// last place; 1 for integers; the smallest normal spacing below the normal
/// range). For a tolerance stated in ulps of a value's scale.
double tcNumberUlp(TcNumberFormat format, double value);

/// Bytes per element in that layout.
unsigned tcNumberStorageBytes(TcNumberFormat format);

#endif // TC_RUN_NUMERICS_H
