//===- DiagnosticVerifier.c - mlir-opt's --verify-diagnostics -------------===//
//
// Expectations are comments in the chunk:
//   // expected-error {{text}}        on this line
//   // expected-error@+2 {{text}}     two lines below (@-N above)
//   // expected-note@above {{text}}   the line above (@below: below)
// A diagnostic matches an unmet expectation of its severity on its line
// whose text it contains. Both leftovers are reported, as mlir-opt does.
//
//===----------------------------------------------------------------------===//

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "Driver.h"
#include "Support/IRUtils.h"

typedef struct Expectation {
  MlirDiagnosticSeverity severity;
  unsigned line;              // where the diagnostic is expected
  unsigned commentLine;       // where the comment is, for reporting
  unsigned commentColumn;
  const char *text;           // into the source, not NUL-terminated
  size_t textLength;
  bool matched;
} Expectation;

typedef struct ExpectationList {
  Expectation *items;
  size_t count, capacity;
  bool malformed;
} ExpectationList;

static const struct {
  const char *word;
  MlirDiagnosticSeverity severity;
} kKinds[] = {{"error", MlirDiagnosticError},
              {"warning", MlirDiagnosticWarning},
              {"remark", MlirDiagnosticRemark},
              {"note", MlirDiagnosticNote}};

static void append(ExpectationList *list, Expectation expectation) {
  if (list->count == list->capacity) {
    list->capacity = list->capacity ? list->capacity * 2 : 8;
    list->items = tcCheckAllocation(
        realloc(list->items, list->capacity * sizeof(Expectation)));
  }
  list->items[list->count++] = expectation;
}

/// Parses "@+N", "@-N", "@above", "@below" (or nothing) after the kind word;
/// returns false on a malformed designator.
static bool parseLineDesignator(const char **at, const char *lineEnd,
                                unsigned line, unsigned *target) {
  *target = line;
  if (*at >= lineEnd || **at != '@')
    return true;
  ++*at;
  if ((size_t)(lineEnd - *at) >= 5 && strncmp(*at, "above", 5) == 0) {
    *at += 5;
    *target = line - 1;
    return line > 1;
  }
  if ((size_t)(lineEnd - *at) >= 5 && strncmp(*at, "below", 5) == 0) {
    *at += 5;
    *target = line + 1;
    return true;
  }
  if (*at >= lineEnd || (**at != '+' && **at != '-'))
    return false;
  char sign = *(*at)++;
  unsigned offset = 0;
  if (*at >= lineEnd || !isdigit((unsigned char)**at))
    return false;
  while (*at < lineEnd && isdigit((unsigned char)**at))
    offset = offset * 10 + (unsigned)(*(*at)++ - '0');
  if (sign == '-' && offset >= line)
    return false;
  *target = sign == '+' ? line + offset : line - offset;
  return true;
}

/// Reads every expectation on one line of the chunk.
static void scanLine(const TcSource *source, const char *line,
                     const char *lineEnd, unsigned lineNumber,
                     ExpectationList *list, FILE *stream) {
  static const char prefix[] = "expected-";
  const char *at = line;
  while ((at = memchr(at, 'e', (size_t)(lineEnd - at))) != NULL) {
    if ((size_t)(lineEnd - at) < sizeof(prefix) - 1 ||
        strncmp(at, prefix, sizeof(prefix) - 1) != 0) {
      ++at;
      continue;
    }
    const char *start = at;
    at += sizeof(prefix) - 1;
    int kind = -1;
    for (int i = 0; i < 4 && kind < 0; ++i) {
      size_t length = strlen(kKinds[i].word);
      if ((size_t)(lineEnd - at) >= length &&
          strncmp(at, kKinds[i].word, length) == 0 &&
          (at + length == lineEnd ||
           (!isalnum((unsigned char)at[length]) && at[length] != '-'))) {
        kind = i;
        at += length;
      }
    }
    if (kind < 0)
      continue; // e.g. "expected-foo": not an expectation
    unsigned column = (unsigned)(start - line) + 1;
    unsigned target = 0;
    bool ok = parseLineDesignator(&at, lineEnd, lineNumber, &target);
    while (ok && at < lineEnd && *at == ' ')
      ++at;
    const char *open = ok && lineEnd - at >= 2 && strncmp(at, "{{", 2) == 0
                           ? at + 2
                           : NULL;
    const char *close = NULL;
    for (const char *c = open; c && c + 1 < lineEnd && !close; ++c)
      if (c[0] == '}' && c[1] == '}')
        close = c;
    if (!close) {
      tcDiagnosticPrint(stream, source, MlirDiagnosticError, source->name,
                        lineNumber, column,
                        "malformed expected-* comment: expected "
                        "'expected-<kind>[@(+N|-N|above|below)] {{text}}'");
      list->malformed = true;
      continue;
    }
    append(list, (Expectation){kKinds[kind].severity, target, lineNumber,
                               column, open, (size_t)(close - open), false});
    at = close + 2;
  }
}

static void collectExpectations(const TcSource *source, const TcChunk *chunk,
                                ExpectationList *list, FILE *stream) {
  const char *at = chunk->text, *end = chunk->text + chunk->length;
  for (unsigned line = chunk->firstLine; at < end; ++line) {
    const char *lineEnd = memchr(at, '\n', (size_t)(end - at));
    if (!lineEnd)
      lineEnd = end;
    scanLine(source, at, lineEnd, line, list, stream);
    at = lineEnd + 1;
  }
}

static bool contains(const char *haystack, const char *needle, size_t length) {
  if (length == 0)
    return true;
  for (const char *at = haystack; (at = strchr(at, needle[0])) != NULL; ++at)
    if (strncmp(at, needle, length) == 0)
      return true;
  return false;
}

static Expectation *findMatch(ExpectationList *list, const TcDiagnostic *item) {
  for (size_t i = 0; i < list->count; ++i) {
    Expectation *expectation = &list->items[i];
    if (!expectation->matched && expectation->severity == item->severity &&
        expectation->line == item->line &&
        contains(item->message, expectation->text, expectation->textLength))
      return expectation;
  }
  return NULL;
}

static const char *kindWord(MlirDiagnosticSeverity severity) {
  for (int i = 0; i < 4; ++i)
    if (kKinds[i].severity == severity)
      return kKinds[i].word;
  return "error";
}

bool tcVerifyExpectedDiagnostics(const TcSource *source, const TcChunk *chunk,
                                 const TcDiagnosticCollector *collector,
                                 FILE *stream) {
  ExpectationList list = {0};
  collectExpectations(source, chunk, &list, stream);
  bool ok = !list.malformed;
  TcStringBuffer message = {0};
  for (size_t i = 0; i < collector->count; ++i) {
    const TcDiagnostic *item = &collector->items[i];
    bool inThisFile = item->file && strcmp(item->file, source->name) == 0;
    Expectation *match = inThisFile ? findMatch(&list, item) : NULL;
    if (match) {
      match->matched = true;
      continue;
    }
    ok = false;
    tcBufferClear(&message);
    tcBufferAppendFormat(&message, "unexpected %s: %s",
                         kindWord(item->severity), item->message);
    tcDiagnosticPrint(stream, source, MlirDiagnosticError, item->file,
                      item->line, item->column, tcBufferGetCString(&message));
  }
  for (size_t i = 0; i < list.count; ++i) {
    const Expectation *expectation = &list.items[i];
    if (expectation->matched)
      continue;
    ok = false;
    tcBufferClear(&message);
    tcBufferAppendFormat(&message, "expected %s \"%.*s\" was not produced",
                         kindWord(expectation->severity),
                         (int)expectation->textLength, expectation->text);
    tcDiagnosticPrint(stream, source, MlirDiagnosticError, source->name,
                      expectation->commentLine, expectation->commentColumn,
                      tcBufferGetCString(&message));
  }
  tcBufferDestroy(&message);
  free(list.items);
  return ok;
}
