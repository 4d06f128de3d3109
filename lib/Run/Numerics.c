//===- Numerics.c - Rounding to and decoding the dialect's element types --===//

#include "Run/Numerics.h"

#include <math.h>
#include <string.h>

#include "Util/ArraySize.h"
#include "mlir-c/BuiltinTypes.h"

/// A binary float format: sign bit (except E8M0), exponent, mantissa.
typedef struct MiniFloat {
  int exponentBits, mantissaBits, bias;
  bool hasInfinity;
  bool allOnesIsNaN; // only the all-ones pattern is NaN (the "FN" formats)
  double maxFinite;
} MiniFloat;

static const MiniFloat kF16 = {5, 10, 15, true, false, 65504.0};
static const MiniFloat kBF16 = {8, 7, 127, true, false, 3.38953138925153547590e38};
static const MiniFloat kF8E4M3FN = {4, 3, 7, false, true, 448.0};
static const MiniFloat kF8E5M2 = {5, 2, 15, true, false, 57344.0};
static const MiniFloat kF4E2M1FN = {2, 1, 1, false, false, 6.0};

static const MiniFloat *miniFloatOf(TcNumberKind kind) {
  switch (kind) {
  case TC_NUMBER_F16:
    return &kF16;
  case TC_NUMBER_BF16:
    return &kBF16;
  case TC_NUMBER_F8E4M3FN:
    return &kF8E4M3FN;
  case TC_NUMBER_F8E5M2:
    return &kF8E5M2;
  case TC_NUMBER_F4E2M1FN:
    return &kF4E2M1FN;
  default:
    return NULL;
  }
}

double tcNumberUlp(TcNumberFormat format, double value) {
  int mantissaBits, minExponent;
  const MiniFloat *mini = miniFloatOf(format.kind);
  if (mini) {
    mantissaBits = mini->mantissaBits;
    minExponent = 1 - mini->bias;
  } else if (format.kind == TC_NUMBER_F32) {
    mantissaBits = 23;
    minExponent = -126;
  } else if (format.kind == TC_NUMBER_F64) {
    mantissaBits = 52;
    minExponent = -1022;
  } else if (format.kind == TC_NUMBER_F8E8M0FNU) {
    return fabs(value); // powers of two: the next one up is 2x
  } else {
    return 1.0; // integers
  }
  int exponent = value != 0.0 && isfinite(value) ? ilogb(value) : minExponent;
  if (exponent < minExponent)
    exponent = minExponent;
  return ldexp(1.0, exponent - mantissaBits);
}

TcNumberFormat tcNumberFormatOf(MlirType type) {
  TcNumberFormat format = {TC_NUMBER_UNSUPPORTED, 0, false};
  if (mlirTypeIsAInteger(type)) {
    unsigned width = mlirIntegerTypeGetWidth(type);
    if (width >= 2 && width <= 64)
      format = (TcNumberFormat){TC_NUMBER_INT, width,
                                mlirIntegerTypeIsUnsigned(type)};
    return format;
  }
  struct {
    bool (*is)(MlirType);
    TcNumberKind kind;
    unsigned width;
  } floats[] = {
      {mlirTypeIsAF64, TC_NUMBER_F64, 64},
      {mlirTypeIsAF32, TC_NUMBER_F32, 32},
      {mlirTypeIsAF16, TC_NUMBER_F16, 16},
      {mlirTypeIsABF16, TC_NUMBER_BF16, 16},
      {mlirTypeIsAFloat8E4M3FN, TC_NUMBER_F8E4M3FN, 8},
      {mlirTypeIsAFloat8E5M2, TC_NUMBER_F8E5M2, 8},
      {mlirTypeIsAFloat4E2M1FN, TC_NUMBER_F4E2M1FN, 4},
      {mlirTypeIsAFloat8E8M0FNU, TC_NUMBER_F8E8M0FNU, 8},
  };
  for (size_t i = 0; i < TC_ARRAY_SIZE(floats); ++i)
    if (floats[i].is(type))
      return (TcNumberFormat){floats[i].kind, floats[i].width, false};
  return format;
}

bool tcNumberFormatIsInteger(TcNumberFormat format) {
  return format.kind == TC_NUMBER_INT;
}

static double integerMin(TcNumberFormat format) {
  return format.isUnsigned ? 0.0 : -ldexp(1.0, (int)format.width - 1);
}

static double integerMax(TcNumberFormat format) {
  return format.isUnsigned ? ldexp(1.0, (int)format.width) - 1.0
                           : ldexp(1.0, (int)format.width - 1) - 1.0;
}

/// Round to nearest, ties to even: scale to the value's quantum (the spacing
/// of the format's numbers at its exponent, fixed below the normal range for
/// subnormals) and let nearbyint round in the default mode.
static double roundMiniFloat(const MiniFloat *format, double value) {
  if (isnan(value) || value == 0.0)
    return value;
  if (isinf(value))
    return format->hasInfinity ? value : copysign(format->maxFinite, value);
  int exponent;
  frexp(value, &exponent);
  exponent -= 1; // value = 1.m * 2^exponent
  if (exponent < 1 - format->bias)
    exponent = 1 - format->bias;
  double quantum = ldexp(1.0, exponent - format->mantissaBits);
  double rounded = nearbyint(value / quantum) * quantum;
  if (fabs(rounded) > format->maxFinite)
    return format->hasInfinity ? copysign(INFINITY, value)
                               : copysign(format->maxFinite, value);
  return rounded;
}

/// E8M0 holds 2^(e-127) for e in 0..254: the nearest power of two.
static double roundE8M0(double value) {
  if (!(value > 0.0))
    return NAN;
  double exponent = nearbyint(log2(value));
  exponent = fmin(fmax(exponent, -127.0), 127.0);
  return ldexp(1.0, (int)exponent);
}

double tcNumberRound(TcNumberFormat format, double value) {
  switch (format.kind) {
  case TC_NUMBER_F64:
    return value;
  case TC_NUMBER_F32:
    return (double)(float)value;
  case TC_NUMBER_F8E8M0FNU:
    return roundE8M0(value);
  case TC_NUMBER_INT:
    if (isnan(value))
      return 0.0;
    return fmin(fmax(nearbyint(value), integerMin(format)), integerMax(format));
  case TC_NUMBER_UNSUPPORTED:
    return NAN;
  default:
    return roundMiniFloat(miniFloatOf(format.kind), value);
  }
}

double tcNumberMaxValue(TcNumberFormat format) {
  switch (format.kind) {
  case TC_NUMBER_F64:
    return 1.7976931348623157e308;
  case TC_NUMBER_F32:
    return 3.40282346638528859812e38;
  case TC_NUMBER_F8E8M0FNU:
    return ldexp(1.0, 127);
  case TC_NUMBER_INT:
    return integerMax(format);
  case TC_NUMBER_UNSUPPORTED:
    return 0.0;
  default:
    return miniFloatOf(format.kind)->maxFinite;
  }
}

double tcNumberMinValue(TcNumberFormat format) {
  if (format.kind == TC_NUMBER_INT)
    return integerMin(format);
  if (format.kind == TC_NUMBER_F8E8M0FNU)
    return ldexp(1.0, -127);
  return -tcNumberMaxValue(format);
}

unsigned tcNumberStorageBytes(TcNumberFormat format) {
  return (format.width + 7) / 8;
}

static uint64_t loadLittleEndian(const uint8_t *bytes, unsigned count) {
  uint64_t bits = 0;
  for (unsigned i = 0; i < count; ++i)
    bits |= (uint64_t)bytes[i] << (8 * i);
  return bits;
}

static double decodeMiniFloat(const MiniFloat *format, uint64_t bits) {
  int mantissaBits = format->mantissaBits;
  uint64_t mantissa = bits & ((1u << mantissaBits) - 1);
  uint64_t exponentMask = (1u << format->exponentBits) - 1;
  uint64_t exponent = (bits >> mantissaBits) & exponentMask;
  bool negative = (bits >> (mantissaBits + format->exponentBits)) & 1;
  double magnitude;
  if (exponent == 0) {
    magnitude = ldexp((double)mantissa, 1 - format->bias - mantissaBits);
  } else if (exponent == exponentMask && format->hasInfinity) {
    magnitude = mantissa ? NAN : INFINITY;
  } else if (exponent == exponentMask && format->allOnesIsNaN &&
             mantissa == ((1u << mantissaBits) - 1)) {
    magnitude = NAN;
  } else {
    magnitude = ldexp(1.0 + ldexp((double)mantissa, -mantissaBits),
                      (int)exponent - format->bias);
  }
  return negative ? -magnitude : magnitude;
}

double tcNumberDecode(TcNumberFormat format, const uint8_t *bytes) {
  unsigned count = tcNumberStorageBytes(format);
  uint64_t bits = loadLittleEndian(bytes, count);
  switch (format.kind) {
  case TC_NUMBER_F64: {
    double value;
    memcpy(&value, &bits, sizeof value);
    return value;
  }
  case TC_NUMBER_F32: {
    uint32_t narrow = (uint32_t)bits;
    float value;
    memcpy(&value, &narrow, sizeof value);
    return value;
  }
  case TC_NUMBER_F8E8M0FNU:
    return bits == 0xFF ? NAN : ldexp(1.0, (int)bits - 127);
  case TC_NUMBER_INT: {
    if (format.width < 64)
      bits &= (UINT64_C(1) << format.width) - 1;
    if (!format.isUnsigned && format.width < 64 &&
        (bits >> (format.width - 1)) & 1)
      return (double)(int64_t)(bits | ~((UINT64_C(1) << format.width) - 1));
    return format.isUnsigned ? (double)bits : (double)(int64_t)bits;
  }
  case TC_NUMBER_UNSUPPORTED:
    return NAN;
  default:
    return decodeMiniFloat(miniFloatOf(format.kind), bits);
  }
}
