//===- Expectations.c - expected-* comments mean nothing unless asked -----===//
//
// MLIR 22's MlirOptMain builds its diagnostic verifier whether or not
// --verify-diagnostics is given, and the verifier's destructor reports every
// `expected-error {{...}}` comment it did not see produced: without the flag,
// mlir-opt prints "expected error ... was not produced" and exits 0. tc-opt
// hands MLIR a copy of such input in which those comments no longer read as
// expectations, so a comment is only a comment unless the user asked.
//
//===----------------------------------------------------------------------===//

#include <stdbool.h>
#include <string.h>

#include "ToolSupport/ToolSupport.h"
#include "Util/ArraySize.h"

static const char kExpected[] = "expected-";
enum { EXPECTED_LENGTH = sizeof(kExpected) - 1 };

/// True when `at` (in a comment) starts an expectation MLIR's verifier reads:
/// expected-error, -note, -remark or -warning.
static bool startsExpectation(const char *at, const char *end) {
  static const char *const kinds[] = {"error", "note", "remark", "warning"};
  if ((size_t)(end - at) < EXPECTED_LENGTH ||
      memcmp(at, kExpected, EXPECTED_LENGTH) != 0)
    return false;
  const char *kind = at + EXPECTED_LENGTH;
  for (size_t i = 0; i < TC_ARRAY_SIZE(kinds); ++i) {
    size_t length = strlen(kinds[i]);
    if ((size_t)(end - kind) >= length && memcmp(kind, kinds[i], length) == 0)
      return true;
  }
  return false;
}

/// Turns the expectations of one comment (from `at` to its line's end) into
/// `expected_error`, ... and returns how many.
static size_t hideInComment(char *at, const char *end) {
  size_t count = 0;
  for (; at < end && *at != '\n'; ++at) {
    if (startsExpectation(at, end)) {
      at[EXPECTED_LENGTH - 1] = '_';
      ++count;
    }
  }
  return count;
}

size_t tcTextHideDiagnosticExpectations(char *text, size_t length) {
  const char *end = text + length;
  size_t count = 0;
  for (char *at = text; at < end;) {
    if (*at == '"') {
      at = (char *)tcTextSkipString(at, end);
    } else if (*at == '/' && at + 1 < end && at[1] == '/') {
      char *newline = memchr(at, '\n', (size_t)(end - at));
      count += hideInComment(at, newline ? newline : end);
      at = newline ? newline + 1 : (char *)end;
    } else {
      ++at;
    }
  }
  return count;
}
