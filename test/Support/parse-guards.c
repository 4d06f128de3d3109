//===- parse-guards.c - The lexical guards against a plain scanner --------===//
//
// tcTextCheckParseGuards finds interesting bytes a 64-byte block at a time
// (SSE2 where there is SSE2) and dispatches on them; its mistakes would sit
// at block edges, the end of the text, or a '.' or '"' that starts a
// `tensor.concat`. Here it is compared, finding by finding, with the plainest
// statement of the same rules, one byte at a time, on texts drawn from the
// bytes that matter, of every length around a block. Each test prints what it
// observed for FileCheck.
//
//===----------------------------------------------------------------------===//

// RUN: tc-guards-test 2>&1 | FileCheck %s

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ToolSupport/ToolSupport.h"

enum { MAX_FINDINGS = 64 };

typedef struct Findings {
  unsigned count;
  unsigned line[MAX_FINDINGS], column[MAX_FINDINGS];
  char kind[MAX_FINDINGS]; // 'n' nesting, 'c' concat
} Findings;

static void addFinding(Findings *findings, unsigned line, unsigned column,
                       char kind) {
  if (findings->count < MAX_FINDINGS) {
    findings->line[findings->count] = line;
    findings->column[findings->count] = column;
    findings->kind[findings->count] = kind;
  }
  ++findings->count;
}

static void recordFinding(unsigned line, unsigned column, const char *message,
                          void *userData) {
  addFinding(userData, line, column, strncmp(message, "nesting", 7) ? 'c' : 'n');
}

//===----------------------------------------------------------------------===//
// The rules, one byte at a time.
//===----------------------------------------------------------------------===//

static bool isWordByte(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '$';
}

static bool textAt(const char *text, size_t length, size_t at,
                   const char *word) {
  size_t n = strlen(word);
  return at + n <= length && memcmp(text + at, word, n) == 0;
}

/// `dim` then `(` or `=` then `-`, spaces allowed, from `from` to the line's
/// end, at the first `dim` word followed by `(` or `=`.
static bool referenceDimIsNegative(const char *text, size_t length,
                                   size_t from) {
  size_t lineEnd = from;
  while (lineEnd < length && text[lineEnd] != '\n')
    ++lineEnd;
  for (size_t p = from; p + 3 <= lineEnd; ++p) {
    if (!textAt(text, lineEnd, p, "dim") || (p > from && isWordByte(text[p - 1])))
      continue;
    size_t q = p + 3;
    while (q < lineEnd && (text[q] == ' ' || text[q] == '\t'))
      ++q;
    if (q == lineEnd || (text[q] != '(' && text[q] != '='))
      continue;
    for (++q; q < lineEnd && (text[q] == ' ' || text[q] == '\t'); ++q)
      ;
    return q < lineEnd && text[q] == '-';
  }
  return false;
}

static void referenceScan(const char *text, size_t length, Findings *out) {
  unsigned line = 1, depth = 0;
  size_t lineStart = 0;
  for (size_t i = 0; i < length;) {
    char c = text[i];
    if (c == '\n') {
      ++line;
      lineStart = ++i;
    } else if (c == '/' && i + 1 < length && text[i + 1] == '/') {
      while (i < length && text[i] != '\n')
        ++i;
    } else if (c == '"') {
      if (textAt(text, length, i + 1, "tensor.concat\"") &&
          referenceDimIsNegative(text, length, i))
        addFinding(out, line, (unsigned)(i - lineStart) + 1, 'c');
      for (++i; i < length && text[i] != '\n'; ++i) {
        if (text[i] == '\\' && i + 1 < length && text[i + 1] != '\n')
          ++i;
        else if (text[i] == '"') {
          ++i;
          break;
        }
      }
    } else if (c == '.') {
      size_t name = i - 6;
      if (i - lineStart >= 6 && textAt(text, length, name, "tensor.concat") &&
          (name == lineStart || !isWordByte(text[name - 1])) &&
          (name + 13 == length || !isWordByte(text[name + 13])) &&
          referenceDimIsNegative(text, length, name))
        addFinding(out, line, (unsigned)(name - lineStart) + 1, 'c');
      ++i;
    } else {
      bool opens = c == '(' || c == '[' || c == '{' ||
                   (c == '<' && !(i + 1 < length && text[i + 1] == '='));
      bool closes = c == ')' || c == ']' || c == '}' ||
                    (c == '>' && !(i > lineStart && text[i - 1] == '-') &&
                     !(i + 1 < length && text[i + 1] == '='));
      if (opens && ++depth > TC_MAX_NESTING) {
        addFinding(out, line, (unsigned)(i - lineStart) + 1, 'n');
        return;
      }
      if (closes && depth > 0)
        --depth;
      ++i;
    }
  }
}

//===----------------------------------------------------------------------===//
// Random texts.
//===----------------------------------------------------------------------===//

/// A small deterministic generator (xorshift), so failures reproduce.
static uint64_t nextRandom(uint64_t *state) {
  *state ^= *state << 13;
  *state ^= *state >> 7;
  *state ^= *state << 17;
  return *state;
}

static const char *const kPieces[] = {
    "tensor.concat", "\"tensor.concat\"", " dim(-1)", " dim = -2", "dim(0)",
    "->", ">=", "<=", "//", "\"", "\\\"", "\n", "x", "tensor", ".", "(", ")",
    "[", "]", "{", "}", "<", ">", " ", "a.b", "_tensor.concat", "%t",
};
enum { PIECE_COUNT = sizeof(kPieces) / sizeof(kPieces[0]) };

/// Fills `text` with random pieces up to `length` bytes; returns the length.
static size_t randomText(char *text, size_t length, uint64_t *state) {
  size_t at = 0;
  while (at < length) {
    const char *piece = kPieces[nextRandom(state) % PIECE_COUNT];
    size_t n = strlen(piece);
    if (at + n > length)
      n = length - at;
    memcpy(text + at, piece, n);
    at += n;
  }
  return at;
}

static bool sameFindings(const Findings *a, const Findings *b) {
  if (a->count != b->count)
    return false;
  for (unsigned i = 0; i < a->count && i < MAX_FINDINGS; ++i)
    if (a->line[i] != b->line[i] || a->column[i] != b->column[i] ||
        a->kind[i] != b->kind[i])
      return false;
  return true;
}

/// Compares both scans on `text`; prints the first few texts they differ on.
static bool compareOn(const char *text, size_t length, unsigned *found) {
  static unsigned printed;
  // An exact-size copy, so reading past the end is a sanitizer error.
  char *copy = malloc(length ? length : 1);
  memcpy(copy, text, length);
  Findings fast = {0}, halves = {0}, plain = {0};
  size_t returned = tcTextCheckParseGuards(copy, length, recordFinding, &fast);
  // The same text always split in two halves scanned at once.
  size_t returnedByHalves =
      tcTextCheckParseGuardsInHalves(copy, length, 0, recordFinding, &halves);
  referenceScan(copy, length, &plain);
  free(copy);
  *found += plain.count;
  if (returned == fast.count && sameFindings(&fast, &plain) &&
      returnedByHalves == halves.count && sameFindings(&halves, &plain))
    return true;
  if (++printed > 3)
    return false;
  printf("differs on %zu bytes: fast %u finding(s), halves %u, plain %u: "
         "\"%.*s\"\n",
         length, fast.count, halves.count, plain.count,
         length > 300 ? 300 : (int)length, text);
  return false;
}

static void testRandomTexts(void) {
  printf("@testRandomTexts\n");
  enum { TEXTS = 20000, LONGEST = 300 };
  static char text[LONGEST];
  uint64_t state = 0x9e3779b97f4a7c15ULL;
  unsigned mismatches = 0, found = 0;
  for (unsigned t = 0; t < TEXTS; ++t) {
    size_t length = randomText(text, nextRandom(&state) % LONGEST, &state);
    mismatches += !compareOn(text, length, &found);
  }
  printf("mismatches: %u, concat findings: %s\n", mismatches,
         found > TEXTS / 10 ? "many" : "few");
  // CHECK-LABEL: @testRandomTexts
  // CHECK: mismatches: 0, concat findings: many
}

/// Nesting right at the limit, ending at every offset of a block.
static void testNestingAtTheLimit(void) {
  printf("@testNestingAtTheLimit\n");
  enum { PAD = 70, DEPTH = TC_MAX_NESTING + 1 };
  static char text[PAD + DEPTH + DEPTH];
  unsigned mismatches = 0, found = 0, refused = 0;
  for (unsigned pad = 0; pad < PAD; ++pad) {
    for (unsigned depth = TC_MAX_NESTING; depth <= DEPTH; ++depth) {
      memset(text, 'x', pad);
      memset(text + pad, "([{<"[pad % 4], depth);
      memset(text + pad + depth, ")]}>"[pad % 4], depth);
      size_t length = pad + 2 * (size_t)depth;
      unsigned before = found;
      mismatches += !compareOn(text, length, &found);
      refused += found > before;
    }
  }
  printf("mismatches: %u, refused: %u of %u\n", mismatches, refused, 2 * PAD);
  // CHECK-LABEL: @testNestingAtTheLimit
  // CHECK: mismatches: 0, refused: 70 of 140
}

/// Nesting carried from the first half into the second: a brackets open
/// before the split, then c close and b open after it, with negative concat
/// dims on both sides to check the order and lines of what is reported.
static void testNestingAcrossHalves(void) {
  printf("@testNestingAcrossHalves\n");
  static const unsigned kOpen[] = {0, 1, 1000, 1999, 2000, 2001};
  static const unsigned kClose[] = {0, 1, 5, 1000};
  static const unsigned kReopen[] = {0, 1, 999, 1000, 1001, 2000, 2001, 2002};
  enum { MAX = 6 * 2100 };
  static char text[MAX];
  static const char kConcat[] = "tensor.concat dim(-1)\n";
  unsigned mismatches = 0, found = 0, cases = 0;
  for (unsigned i = 0; i < 6; ++i)
    for (unsigned j = 0; j < 4; ++j)
      for (unsigned k = 0; k < 8; ++k) {
        unsigned a = kOpen[i], c = kClose[j], b = kReopen[k];
        size_t secondLength = strlen(kConcat) + c + b + strlen(kConcat);
        size_t at = 0;
        memcpy(text + at, kConcat, strlen(kConcat));
        at += strlen(kConcat);
        memset(text + at, '(', a);
        at += a;
        // Pad the first half so that the split is its last newline.
        size_t pad = secondLength + 2 > a ? secondLength + 2 - a : 0;
        memset(text + at, 'x', pad);
        at += pad;
        text[at++] = '\n';
        memcpy(text + at, kConcat, strlen(kConcat));
        at += strlen(kConcat);
        memset(text + at, ')', c);
        at += c;
        memset(text + at, '<', b);
        at += b;
        memcpy(text + at, kConcat, strlen(kConcat));
        at += strlen(kConcat);
        mismatches += !compareOn(text, at, &found);
        ++cases;
      }
  printf("cases: %u, mismatches: %u, findings: %u\n", cases, mismatches,
         found);
  // CHECK-LABEL: @testNestingAcrossHalves
  // CHECK: cases: 192, mismatches: 0, findings: {{[1-9][0-9]*}}
}

/// A few texts whose findings are known, so the reference itself is checked.
static void testKnownTexts(void) {
  printf("@testKnownTexts\n");
  static const char *const texts[] = {
      "tensor.concat dim(-1) %a",
      "  %0 = \"tensor.concat\"(%a) <{dim = -2 : i64}>",
      "// tensor.concat dim(-1)\n\"tensor.concat dim(-1)\"",
      "%0 = tensor.concat dim(0) %dim",
      "x_tensor.concat dim(-1)",
  };
  for (size_t i = 0; i < sizeof(texts) / sizeof(texts[0]); ++i) {
    Findings fast = {0};
    tcTextCheckParseGuards(texts[i], strlen(texts[i]), recordFinding, &fast);
    printf("%zu:", i);
    for (unsigned f = 0; f < fast.count; ++f)
      printf(" %c at %u:%u", fast.kind[f], fast.line[f], fast.column[f]);
    printf("\n");
  }
  // CHECK-LABEL: @testKnownTexts
  // CHECK-NEXT: 0: c at 1:1
  // CHECK-NEXT: 1: c at 1:8
  // CHECK-NEXT: 2:{{$}}
  // CHECK-NEXT: 3:{{$}}
  // CHECK-NEXT: 4:{{$}}
}

int main(void) {
  testRandomTexts();
  testNestingAtTheLimit();
  testNestingAcrossHalves();
  testKnownTexts();
  return 0;
}
