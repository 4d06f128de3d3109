//===- ParseGuards.c - Refuse text MLIR 22 crashes or fails silently on ---===//
//
// MLIR's parser and verifiers are trusted with text from the user; two inputs
// crash MLIR 22 itself (mlir-opt too), so tc-opt and tc-run look for them
// before MLIR sees the text and report a located error instead:
//  - nesting (regions, attributes, types, parentheses) deeper than
//    TC_MAX_NESTING: MLIR's parser recurses once per level and overflows the
//    stack after a few thousand levels. The tools also run with a large
//    stack (tcRunWithLargeStack), so that the parser, the verifier, the
//    printer and the walks all have room for what the limit lets in;
//  - `tensor.concat` with a negative `dim`: tensor::ConcatOp's verifier
//    indexes the operand shapes with it (a segfault in MLIR 22.1.8).
// The scan is lexical: it skips comments and strings and tracks brackets; it
// does not parse, so it errs only towards counting more depth, never less.
//
// A large text is scanned in two halves at once, split after a newline (no
// string or comment spans lines). Only the bracket depth carries over, and a
// depth clamped at 0 composes: from depth d, the second half's depth at any
// point is max(d + S, D), S its unclamped bracket sum from the split and D
// its depth scanned from 0. So the second half records where S first reaches
// each height, and the first half's final depth says which one is too deep.
//
//===----------------------------------------------------------------------===//

#include <ctype.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif


#include "Support/Vectors.h"
#include "ToolSupport/ToolSupport.h"
#include "Util/StringBuffer.h"

#define TC_STRINGIFY_VALUE(x) #x
#define TC_STRINGIFY(x) TC_STRINGIFY_VALUE(x)

static const char kNestingMessage[] =
    "nesting deeper than " TC_STRINGIFY(TC_MAX_NESTING) " levels (regions, "
    "attributes, types or parentheses): refused before parsing, MLIR's "
    "parser would overflow its stack";

static const char kConcatMessage[] =
    "'tensor.concat' op attribute 'dim' must be non-negative (a literal of "
    "2^63 or more is a negative i64): refused before parsing, MLIR 22's "
    "verifier of a negative dim crashes";

/// A finding, located in the part of the text its scan covers.
typedef struct Finding {
  const char *at;
  unsigned line, column;
  const char *message;
} Finding;

typedef struct Scan {
  const char *at, *end;
  const char *lineStart;
  unsigned line; // 1-based, counted from the start of this scan's part
  unsigned depth;
  bool tooDeep; // stopped at a bracket deeper than TC_MAX_NESTING
  Finding *findings;
  size_t numFindings, findingCapacity;
  // The second half's record of its unclamped bracket sum: where it first
  // reached each height 1..TC_MAX_NESTING + 1 (NULL: not recorded).
  Finding *heights;
  int64_t sum, maxSum;
  // Which of the BLOCK_BYTES bytes from blockStart are interesting (bit i
  // for byte i); bytes at or past `end` are not.
  const char *blockStart;
  uint64_t blockMask;
} Scan;

static Finding findingAt(const Scan *scan, const char *at,
                         const char *message) {
  return (Finding){at, scan->line, (unsigned)(at - scan->lineStart) + 1,
                   message};
}

static void reportAt(Scan *scan, const char *at, const char *message) {
  TC_GROW_ARRAY(scan->findings, scan->findingCapacity, scan->numFindings + 1);
  scan->findings[scan->numFindings++] = findingAt(scan, at, message);
}

static bool isIdentifierChar(char c) {
  return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '$';
}

static const char *endOfLine(const Scan *scan) {
  const char *newline = memchr(scan->at, '\n', (size_t)(scan->end - scan->at));
  return newline ? newline : scan->end;
}

const char *tcTextSkipString(const char *at, const char *end) {
  for (++at; at < end && *at != '\n'; ++at) {
    if (*at == '\\' && at + 1 < end && at[1] != '\n')
      ++at;
    else if (*at == '"')
      return at + 1;
  }
  return at;
}

static void skipString(Scan *scan) {
  scan->at = tcTextSkipString(scan->at, scan->end);
}

/// True when the integer literal at `p` (before `end`) is one MLIR reads as
/// a negative i64: a minus sign, or a decimal or hexadecimal value at or
/// above 2^63 that still fits 64 bits (the parser keeps its bits, so
/// 18446744073709551615 is -1). A literal wider than 64 bits MLIR refuses
/// itself.
static bool literalIsNegativeI64(const char *p, const char *end) {
  if (p < end && *p == '-')
    return true;
  uint64_t value = 0;
  bool hex = end - p > 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X');
  unsigned base = hex ? 16 : 10;
  for (p += hex ? 2 : 0; p < end && isxdigit((unsigned char)*p); ++p) {
    unsigned digit = isdigit((unsigned char)*p)
                         ? (unsigned)(*p - '0')
                         : (unsigned)(tolower((unsigned char)*p) - 'a' + 10);
    if (digit >= base)
      break;
    if (value > (UINT64_MAX - digit) / base)
      return false; // wider than 64 bits: MLIR's own error
    value = value * base + digit;
  }
  return value > (uint64_t)INT64_MAX;
}

/// True when `dim` of the tensor.concat named at `name` is negative as MLIR
/// reads it, in its custom form `dim(-1)` or generic form `dim = -1`, on the
/// op's line.
static bool concatDimIsNegative(const Scan *scan, const char *name) {
  const char *lineEnd = endOfLine(scan);
  static const char kDim[] = "dim";
  for (const char *p = name; p + 3 <= lineEnd; ++p) {
    if (memcmp(p, kDim, 3) != 0 || (p > name && isIdentifierChar(p[-1])))
      continue;
    const char *q = p + 3;
    while (q < lineEnd && (*q == ' ' || *q == '\t'))
      ++q;
    if (q == lineEnd || (*q != '(' && *q != '='))
      continue;
    for (++q; q < lineEnd && (*q == ' ' || *q == '\t'); ++q)
      ;
    return literalIsNegativeI64(q, lineEnd);
  }
  return false;
}

static const char kConcatDialect[] = "tensor", kConcatOp[] = "concat";
enum {
  CONCAT_DIALECT_LENGTH = sizeof(kConcatDialect) - 1,
  CONCAT_OP_LENGTH = sizeof(kConcatOp) - 1,
  CONCAT_LENGTH = CONCAT_DIALECT_LENGTH + 1 + CONCAT_OP_LENGTH,
};

/// At a '.': true when it is the one of `tensor.concat`, a word of the line
/// (the custom form). The name starts CONCAT_DIALECT_LENGTH bytes before.
static bool isCustomConcatName(const Scan *scan) {
  const char *name = scan->at - CONCAT_DIALECT_LENGTH;
  const char *after = scan->at + 1 + CONCAT_OP_LENGTH;
  return scan->at - scan->lineStart >= CONCAT_DIALECT_LENGTH &&
         scan->end - scan->at > CONCAT_OP_LENGTH &&
         memcmp(name, kConcatDialect, CONCAT_DIALECT_LENGTH) == 0 &&
         memcmp(scan->at + 1, kConcatOp, CONCAT_OP_LENGTH) == 0 &&
         (name == scan->lineStart || !isIdentifierChar(name[-1])) &&
         (after == scan->end || !isIdentifierChar(*after));
}

/// At a '"': true when the string is "tensor.concat" (the generic form).
static bool isGenericConcatName(const Scan *scan) {
  return scan->end - scan->at > CONCAT_LENGTH + 1 &&
         memcmp(scan->at + 1, kConcatDialect, CONCAT_DIALECT_LENGTH) == 0 &&
         scan->at[1 + CONCAT_DIALECT_LENGTH] == '.' &&
         memcmp(scan->at + 2 + CONCAT_DIALECT_LENGTH, kConcatOp,
                CONCAT_OP_LENGTH) == 0 &&
         scan->at[1 + CONCAT_LENGTH] == '"';
}

static void checkConcatDim(Scan *scan, const char *name) {
  if (concatDimIsNegative(scan, name))
    reportAt(scan, name, kConcatMessage);
}

/// `<=` in affine constraints nests nothing.
static bool angleOpens(const Scan *scan) {
  return scan->at + 1 == scan->end || scan->at[1] != '=';
}

/// Neither `->` nor `>=` closes a `<`.
static bool angleCloses(const Scan *scan) {
  return !(scan->at > scan->lineStart && scan->at[-1] == '-') &&
         !(scan->at + 1 < scan->end && scan->at[1] == '=');
}

/// The bytes the scan looks at; it steps over all others (most of the text)
/// a block of BLOCK_BYTES at a time. A '.' may be the one of
/// `tensor.concat` (a tenth as frequent as brackets in real IR).
static const bool kInteresting[256] = {
    ['\n'] = true, ['/'] = true, ['.'] = true, ['"'] = true, ['('] = true,
    ['['] = true,
    ['{'] = true,  ['<'] = true, [')'] = true, [']'] = true, ['}'] = true,
    ['>'] = true,
};

enum { BLOCK_BYTES = 64 };

static uint64_t interestingMaskOfBytes(const char *bytes, size_t count) {
  uint64_t mask = 0;
  for (size_t i = 0; i < count; ++i)
    mask |= (uint64_t)kInteresting[(unsigned char)bytes[i]] << i;
  return mask;
}

#if defined(__SSE2__)
/// kInteresting for 16 bytes at once. Pairs differ in one bit: '(' 0x28
/// ')' 0x29, '.' 0x2E '/' 0x2F, '<' 0x3C '>' 0x3E, '[' 0x5B '{' 0x7B,
/// ']' 0x5D '}' 0x7D.
static unsigned interestingMaskOf16(const char *bytes) {
  __m128i v = _mm_loadu_si128((const __m128i *)bytes);
  __m128i parens = _mm_cmpeq_epi8(_mm_and_si128(v, _mm_set1_epi8((char)0xFE)),
                                  _mm_set1_epi8('('));
  __m128i angles = _mm_cmpeq_epi8(_mm_and_si128(v, _mm_set1_epi8((char)0xFD)),
                                  _mm_set1_epi8('<'));
  __m128i lowerCase = _mm_and_si128(v, _mm_set1_epi8((char)0xDF));
  __m128i opens = _mm_cmpeq_epi8(lowerCase, _mm_set1_epi8('['));
  __m128i closes = _mm_cmpeq_epi8(lowerCase, _mm_set1_epi8(']'));
  __m128i dots = _mm_cmpeq_epi8(_mm_and_si128(v, _mm_set1_epi8((char)0xFE)),
                                _mm_set1_epi8('.'));
  __m128i others =
      _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\n')), dots),
                   _mm_cmpeq_epi8(v, _mm_set1_epi8('"')));
  __m128i any = _mm_or_si128(_mm_or_si128(parens, angles),
                             _mm_or_si128(_mm_or_si128(opens, closes), others));
  return (unsigned)_mm_movemask_epi8(any);
}
#endif

/// Starts the block at `start`.
static void loadBlock(Scan *scan, const char *start) {
  scan->blockStart = start;
  size_t count = (size_t)(scan->end - start);
#if defined(__SSE2__)
  if (count >= BLOCK_BYTES) {
    scan->blockMask = 0;
    for (int i = 0; i < BLOCK_BYTES / 16; ++i)
      scan->blockMask |= (uint64_t)interestingMaskOf16(start + 16 * i)
                         << (16 * i);
    return;
  }
#endif
  scan->blockMask = interestingMaskOfBytes(
      start, count < BLOCK_BYTES ? count : BLOCK_BYTES);
}

/// Steps to the next interesting byte, stopping at `limit` at the latest.
/// The scan only moves forward, so the block starts at or before it.
static void skipUninteresting(Scan *scan, const char *limit) {
  size_t offset = (size_t)(scan->at - scan->blockStart);
  if (offset >= BLOCK_BYTES) {
    loadBlock(scan, scan->at);
    offset = 0;
  }
  for (;;) {
    uint64_t ahead = scan->blockMask & (~(uint64_t)0 << offset);
    size_t toLimit = (size_t)(limit - scan->blockStart);
    if (ahead) {
      size_t next = (size_t)__builtin_ctzll(ahead);
      scan->at = next < toLimit ? scan->blockStart + next : limit;
      return;
    }
    if (toLimit <= BLOCK_BYTES) {
      scan->at = limit;
      return;
    }
    loadBlock(scan, scan->blockStart + BLOCK_BYTES);
    offset = 0;
  }
}

/// The bracket at scan->at opens a level: the depth goes up, and the second
/// half records its unclamped sum's new heights. False when too deep.
static bool openLevel(Scan *scan) {
  if (scan->heights && ++scan->sum > scan->maxSum) {
    scan->maxSum = scan->sum;
    if (scan->sum <= TC_MAX_NESTING + 1)
      scan->heights[scan->sum] = findingAt(scan, scan->at, kNestingMessage);
  }
  if (++scan->depth <= TC_MAX_NESTING)
    return true;
  reportAt(scan, scan->at, kNestingMessage);
  scan->tooDeep = true;
  return false;
}

static void closeLevel(Scan *scan) {
  scan->depth -= scan->depth > 0;
  scan->sum -= scan->heights != NULL;
}

/// Scans scan->at .. scan->end, recording findings; stops when too deep.
static void scanPart(Scan *scan) {
  loadBlock(scan, scan->at);
  for (;;) {
    skipUninteresting(scan, scan->end);
    if (scan->at == scan->end)
      return;
    char c = *scan->at;
    // One dispatch per interesting byte: a tenth of MLIR text.
    switch (c) {
    case '\n':
      ++scan->line;
      scan->lineStart = ++scan->at;
      continue;
    case '/':
      if (scan->at + 1 < scan->end && scan->at[1] == '/')
        scan->at = endOfLine(scan);
      else
        ++scan->at;
      continue;
    case '"':
      if (isGenericConcatName(scan))
        checkConcatDim(scan, scan->at);
      // Comments and strings are stepped over whole.
      skipString(scan);
      continue;
    case '.':
      if (isCustomConcatName(scan))
        checkConcatDim(scan, scan->at - CONCAT_DIALECT_LENGTH);
      ++scan->at;
      continue;
    case '(':
    case '[':
    case '{':
      if (!openLevel(scan))
        return;
      break;
    case '<':
      if (angleOpens(scan) && !openLevel(scan))
        return;
      break;
    case ')':
    case ']':
    case '}':
      closeLevel(scan);
      break;
    case '>':
      if (angleCloses(scan))
        closeLevel(scan);
      break;
    default:
      break;
    }
    ++scan->at;
  }
}

static Scan startScan(const char *start, const char *end) {
  return (Scan){.at = start, .end = end, .lineStart = start, .line = 1,
                .blockStart = start};
}

static void *scanPartOnThread(void *scan) {
  scanPart(scan);
  return NULL;
}

static void report(const Finding *finding, unsigned lineOffset,
                   TcGuardCallback callback, void *userData) {
  callback(finding->line + lineOffset, finding->column, finding->message,
           userData);
}

/// Reports the second half's findings in order, given the first half's
/// final depth and line count; returns how many.
static size_t reportSecondHalf(const Scan *first, const Scan *second,
                               TcGuardCallback callback, void *userData) {
  unsigned lineOffset = first->line - 1;
  // From depth d, the sum S first exceeds the limit at height limit + 1 - d.
  int64_t height = (int64_t)TC_MAX_NESTING + 1 - (int64_t)first->depth;
  const Finding *tooDeep =
      second->maxSum >= height ? &second->heights[height] : NULL;
  size_t count = 0;
  for (size_t i = 0; i < second->numFindings; ++i) {
    const Finding *finding = &second->findings[i];
    if (tooDeep && finding->at >= tooDeep->at)
      break;
    report(finding, lineOffset, callback, userData);
    ++count;
  }
  if (tooDeep) {
    report(tooDeep, lineOffset, callback, userData);
    ++count;
  }
  return count;
}

/// Where the second half starts: after the first newline at or past the
/// middle; `end` when there is none.
static const char *secondHalfStart(const char *text, const char *end) {
  const char *middle = text + (end - text) / 2;
  const char *newline = memchr(middle, '\n', (size_t)(end - middle));
  return newline ? newline + 1 : end;
}

size_t tcTextCheckParseGuardsInHalves(const char *text, size_t length,
                                      size_t minimumBytesToSplit,
                                      TcGuardCallback callback,
                                      void *userData) {
  const char *end = text + length;
  const char *split =
      length >= minimumBytesToSplit ? secondHalfStart(text, end) : end;
  Scan first = startScan(text, split), second = startScan(split, end);
  Finding *heights = NULL;
  pthread_t thread;
  bool threaded = false;
  if (split < end) {
    heights = tcCheckAllocation(calloc(TC_MAX_NESTING + 2, sizeof(Finding)));
    second.heights = heights;
    threaded = pthread_create(&thread, NULL, scanPartOnThread, &second) == 0;
    if (!threaded)
      scanPart(&second);
  }
  scanPart(&first);
  if (threaded)
    pthread_join(thread, NULL);
  size_t count = first.numFindings;
  for (size_t i = 0; i < first.numFindings; ++i)
    report(&first.findings[i], 0, callback, userData);
  if (heights && !first.tooDeep)
    count += reportSecondHalf(&first, &second, callback, userData);
  free(first.findings);
  free(second.findings);
  free(heights);
  return count;
}

size_t tcTextCheckParseGuards(const char *text, size_t length,
                              TcGuardCallback callback, void *userData) {
  return tcTextCheckParseGuardsInHalves(text, length, TC_GUARD_SPLIT_BYTES,
                                        callback, userData);
}
