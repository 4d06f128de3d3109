//===- CheckedMath.h - int64 arithmetic that reports overflow ------*- C -*-===//
//
// Shapes are data from the user: every product or sum of dims the project
// computes (verifier, passes, tc-run, tc-gen) goes through these, so a shape
// too large to count is an error instead of signed overflow. Header-only and
// free of MLIR, so tc-gen can use it too.
//
//===----------------------------------------------------------------------===//
#ifndef TC_UTIL_CHECKEDMATH_H
#define TC_UTIL_CHECKEDMATH_H

#include <stdbool.h>
#include <stdint.h>

/// a * b in `*result`; false (and `*result` unspecified) when the exact
/// value does not fit in int64_t.
static inline bool tcMultiplyChecked(int64_t a, int64_t b, int64_t *result) {
  return !__builtin_mul_overflow(a, b, result);
}

/// a + b in `*result`; false when the exact value does not fit in int64_t.
static inline bool tcAddChecked(int64_t a, int64_t b, int64_t *result) {
  return !__builtin_add_overflow(a, b, result);
}

/// The greatest common divisor of two non-negative sizes (gcd(0, b) = b).
static inline int64_t tcGreatestCommonDivisor(int64_t a, int64_t b) {
  while (b) {
    int64_t r = a % b;
    a = b;
    b = r;
  }
  return a;
}

#endif // TC_UTIL_CHECKEDMATH_H
