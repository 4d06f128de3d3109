//===- ParseGuards.c - Refuse text MLIR 22 crashes or fails silently on ---===//
//
// MLIR's parser and verifiers are trusted with text from the user; two inputs
// crash MLIR 22 itself (mlir-opt too), so tc-opt and tc-run look for them
// before MLIR sees the text and report a located error instead:
//  - nesting (regions, attributes, types, parentheses) deeper than
//    TC_MAX_NESTING: MLIR's parser recurses once per level and overflows the
//    stack after a few thousand levels. The tools also run on a thread with
//    a large stack (tcRunWithLargeStack), so that the parser, the verifier,
//    the printer and the walks all have room for what the limit lets in;
//  - `tensor.concat` with a negative `dim`: tensor::ConcatOp's verifier
//    indexes the operand shapes with it (a segfault in MLIR 22.1.8).
// The scan is lexical: it skips comments and strings and tracks brackets; it
// does not parse, so it errs only towards counting more depth, never less.
//
//===----------------------------------------------------------------------===//

#define _GNU_SOURCE // memmem
#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>


#include "Driver/Driver.h"

typedef struct Scan {
  const char *at, *end;
  const char *lineStart;
  unsigned line;
  TcGuardCallback callback;
  void *userData;
  size_t findings;
} Scan;

static void reportAt(Scan *scan, const char *at, const char *message) {
  scan->callback(scan->line, (unsigned)(at - scan->lineStart) + 1, message,
                 scan->userData);
  ++scan->findings;
}

static bool isIdentifierChar(char c) {
  return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '$';
}

static const char *endOfLine(const Scan *scan) {
  const char *newline = memchr(scan->at, '\n', (size_t)(scan->end - scan->at));
  return newline ? newline : scan->end;
}

/// Skips a "..." string (MLIR strings do not span lines).
static void skipString(Scan *scan) {
  for (++scan->at; scan->at < scan->end && *scan->at != '\n'; ++scan->at) {
    if (*scan->at == '\\' && scan->at + 1 < scan->end &&
        scan->at[1] != '\n')
      ++scan->at;
    else if (*scan->at == '"') {
      ++scan->at;
      return;
    }
  }
}

/// True when `dim` of the tensor.concat named at `name` is negative, in its
/// custom form `dim(-1)` or generic form `dim = -1`, on the op's line.
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
    return q < lineEnd && *q == '-';
  }
  return false;
}

static const char kConcat[] = "tensor.concat";
enum { CONCAT_LENGTH = sizeof(kConcat) - 1 };

/// `tensor.concat` as a word (custom form) or `"tensor.concat"` (generic).
static bool startsConcat(const Scan *scan) {
  const char *at = scan->at + (*scan->at == '"');
  if ((size_t)(scan->end - at) < CONCAT_LENGTH ||
      memcmp(at, kConcat, CONCAT_LENGTH) != 0)
    return false;
  const char *after = at + CONCAT_LENGTH;
  if (*scan->at == '"')
    return after < scan->end && *after == '"';
  return (at == scan->lineStart || !isIdentifierChar(at[-1])) &&
         (after == scan->end || !isIdentifierChar(*after));
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
/// in a tight loop. Occurrences of "tensor.concat" are found apart, with
/// memmem, which is much faster than looking at every 't'.
static const bool kInteresting[256] = {
    ['\n'] = true, ['/'] = true, ['"'] = true, ['('] = true, ['['] = true,
    ['{'] = true,  ['<'] = true, [')'] = true, [']'] = true, ['}'] = true,
    ['>'] = true,
};

/// Steps to the next interesting byte, stopping at `limit` at the latest.
static void skipUninteresting(Scan *scan, const char *limit) {
  const unsigned char *at = (const unsigned char *)scan->at;
  const unsigned char *end = (const unsigned char *)limit;
  while (at < end && !kInteresting[*at])
    ++at;
  scan->at = (const char *)at;
}

/// Where the next "tensor.concat" at or after `from` starts (at its opening
/// quote in generic form), or NULL.
static const char *findConcatSite(const char *from, const char *end) {
  const char *found = memmem(from, (size_t)(end - from), kConcat, CONCAT_LENGTH);
  if (found && found > from && found[-1] == '"')
    return found - 1;
  return found;
}

size_t tcTextCheckParseGuards(const char *text, size_t length,
                              TcGuardCallback callback, void *userData) {
  Scan scan = {text, text + length, text, 1, callback, userData, 0};
  const char *nextConcat = findConcatSite(text, scan.end);
  unsigned depth = 0;
  while (scan.at < scan.end) {
    // Comments and strings are stepped over whole: an occurrence inside one
    // is behind the scan afterwards, and the next one is looked up.
    if (nextConcat && nextConcat < scan.at)
      nextConcat = findConcatSite(scan.at, scan.end);
    skipUninteresting(&scan, nextConcat ? nextConcat : scan.end);
    if (scan.at == scan.end)
      break;
    char c = *scan.at;
    if (scan.at == nextConcat) {
      nextConcat = findConcatSite(scan.at + 1, scan.end);
      if (startsConcat(&scan)) {
        if (concatDimIsNegative(&scan, scan.at))
          reportAt(&scan, scan.at,
                   "'tensor.concat' op attribute 'dim' must be non-negative: "
                   "refused before parsing, MLIR 22's verifier of a negative "
                   "dim crashes");
        scan.at += CONCAT_LENGTH + (c == '"' ? 2 : 0);
        continue;
      }
      if (!kInteresting[(unsigned char)c]) {
        ++scan.at;
        continue;
      }
    }
    // One dispatch per interesting byte: a tenth of MLIR text.
    bool opens = false;
    switch (c) {
    case '\n':
      ++scan.line;
      scan.lineStart = ++scan.at;
      continue;
    case '/':
      if (scan.at + 1 < scan.end && scan.at[1] == '/')
        scan.at = endOfLine(&scan);
      else
        ++scan.at;
      continue;
    case '"':
      skipString(&scan);
      continue;
    case '(':
    case '[':
    case '{':
      opens = true;
      break;
    case '<':
      opens = angleOpens(&scan);
      break;
    case ')':
    case ']':
    case '}':
      depth -= depth > 0;
      ++scan.at;
      continue;
    case '>':
      if (angleCloses(&scan))
        depth -= depth > 0;
      ++scan.at;
      continue;
    default:
      ++scan.at;
      continue;
    }
    if (opens && ++depth > TC_MAX_NESTING) {
      char message[160];
      snprintf(message, sizeof(message),
               "nesting deeper than %d levels (regions, attributes, types "
               "or parentheses): refused before parsing, MLIR's parser "
               "would overflow its stack",
               TC_MAX_NESTING);
      reportAt(&scan, scan.at, message);
      return scan.findings;
    }
    ++scan.at;
  }
  return scan.findings;
}

//===----------------------------------------------------------------------===//
// A large stack.
//===----------------------------------------------------------------------===//

typedef struct MainCall {
  int (*main)(int, char **);
  int argc;
  char **argv;
  int result;
} MainCall;

static void *callMain(void *data) {
  MainCall *call = data;
  call->result = call->main(call->argc, call->argv);
  return NULL;
}

int tcRunWithLargeStack(int (*main)(int, char **), int argc, char **argv) {
  MainCall call = {main, argc, argv, 1};
  pthread_attr_t attributes;
  pthread_t thread;
  // Reserved address space; pages are only touched as the stack grows.
  if (pthread_attr_init(&attributes) == 0 &&
      pthread_attr_setstacksize(&attributes, TC_LARGE_STACK_BYTES) == 0 &&
      pthread_create(&thread, &attributes, callMain, &call) == 0) {
    pthread_attr_destroy(&attributes);
    pthread_join(thread, NULL);
    return call.result;
  }
  return main(argc, argv); // no thread: the nesting limit still holds
}
