//===- Relocate.c - Locations of a program written out, read back ---------===//
//
// tc-gen writes each op's location as its model part around its own place
// in the output: loc("layers.0.self_attn.q_proj"("tiny.mlir":24:3)). MLIR
// reports a diagnostic there, so a copy edited by hand (badop.mlir, a line
// added above) would be reported at tiny.mlir:24:3, another file and another
// op. The tools reading a program point such locations at the file being
// read instead: the name stays (the cost report's roles), the position
// becomes the op's own line and its first column. Only positions in MLIR
// texts move (a file ending in .mlir, or <stdin>); a frontend's location
// (model.py:10:4) is the program's provenance and stays.
//
//===----------------------------------------------------------------------===//

#include <stdio.h>
#include <string.h>

#include "ToolSupport/ToolSupport.h"

static bool endsWith(const char *start, const char *end, const char *suffix) {
  size_t length = strlen(suffix);
  return (size_t)(end - start) >= length &&
         memcmp(end - length, suffix, length) == 0;
}

static const char *skipDigits(const char *at, const char *end) {
  const char *start = at;
  while (at < end && *at >= '0' && *at <= '9')
    ++at;
  return at > start && at - start <= 9 ? at : NULL;
}

/// For `loc("NAME"("FILE":L:C))` at `at` (its `loc(`): where "FILE":L:C
/// starts and ends, when FILE names an MLIR text.
static bool findPosition(const char *at, const char *end,
                         const char **positionStart,
                         const char **positionEnd) {
  at += 4; // loc(
  if (at >= end || *at != '"')
    return false;
  at = tcTextSkipString(at, end);
  if (at >= end || *at != '(' || at + 1 >= end || at[1] != '"')
    return false;
  const char *file = at + 1;
  const char *fileEnd = tcTextSkipString(file, end);
  if (fileEnd >= end || fileEnd[-1] != '"' || fileEnd == file + 1 ||
      !(endsWith(file + 1, fileEnd - 1, ".mlir") ||
        endsWith(file + 1, fileEnd - 1, "<stdin>")))
    return false;
  const char *p = fileEnd;
  if (p >= end || *p != ':' || !(p = skipDigits(p + 1, end)) || p >= end ||
      *p != ':' || !(p = skipDigits(p + 1, end)) || end - p < 2 ||
      p[0] != ')' || p[1] != ')')
    return false;
  *positionStart = file;
  *positionEnd = p;
  return true;
}

/// The last `loc(` of [start, end), searched from the end: the op's own
/// location ends its line, and a million-op program has a million lines.
static const char *lastLoc(const char *start, const char *end) {
  for (size_t left = (size_t)(end - start); left >= 4; --left) {
    const char *p = start + left - 4;
    if (p[0] == 'l' && memcmp(p, "loc(", 4) == 0)
      return p;
  }
  return NULL;
}

/// Appends ":LINE:COLUMN" (printf's cost, paid once a line, shows in a
/// run's profile).
static void appendPosition(TcStringBuffer *out, unsigned line,
                           unsigned column) {
  char text[24], *at = text + sizeof text;
  for (unsigned value = column;; value /= 10) {
    *--at = (char)('0' + value % 10);
    if (value < 10)
      break;
  }
  *--at = ':';
  for (unsigned value = line;; value /= 10) {
    *--at = (char)('0' + value % 10);
    if (value < 10)
      break;
  }
  *--at = ':';
  tcBufferAppend(out, at, (size_t)(text + sizeof text - at));
}

static void appendFileName(TcStringBuffer *out, const char *name) {
  tcBufferAppendCString(out, "\"");
  for (const char *c = name; *c; ++c) {
    if (*c == '"' || *c == '\\')
      tcBufferAppendCString(out, "\\");
    tcBufferAppend(out, c, 1);
  }
  tcBufferAppendCString(out, "\"");
}

/// Whether [start, end) is `quoted` followed by `suffix`.
static bool textIs(const char *start, const char *end,
                   const TcStringBuffer *quoted, const TcStringBuffer *suffix) {
  return (size_t)(end - start) == quoted->length + suffix->length &&
         memcmp(start, quoted->data, quoted->length) == 0 &&
         memcmp(start + quoted->length, suffix->data, suffix->length) == 0;
}

/// Whether the position [start, end) is already the op's place: its own
/// line and column in this file, named as read or by its base name (tc-gen
/// names the file it writes by its base name). Such a position stays, and
/// a program read back as it was written is not copied.
static bool namesThisPlace(const char *start, const char *end,
                           const TcStringBuffer *quotedName,
                           const TcStringBuffer *quotedBaseName,
                           const TcStringBuffer *lineAndColumn) {
  return textIs(start, end, quotedName, lineAndColumn) ||
         textIs(start, end, quotedBaseName, lineAndColumn);
}

/// The position of the op location that ends the line [lineStart, lineEnd)
/// (tc-gen's form), and where the line's text starts (`first`).
static bool findLinePosition(const char *lineStart, const char *lineEnd,
                             const char **first, const char **positionStart,
                             const char **positionEnd) {
  const char *text = lineStart;
  while (text < lineEnd && (*text == ' ' || *text == '\t'))
    ++text;
  *first = text;
  const char *at = lineEnd;
  while (at > text && (at[-1] == ' ' || at[-1] == '\r'))
    --at;
  // Such a location ends in "))": a line that ends otherwise (every line
  // of a program without tc-gen's locations) is not searched.
  const char *loc =
      at - text >= 2 && at[-1] == ')' && at[-2] == ')' ? lastLoc(text, at)
                                                        : NULL;
  return loc && findPosition(loc, at, positionStart, positionEnd) &&
         *positionEnd + 2 == at;
}

size_t tcTextRelocateNamedPositions(const char *text, size_t length,
                                    const char *fileName,
                                    TcStringBuffer *out) {
  const char *end = text + length, *copied = text;
  size_t count = 0;
  unsigned line = 1;
  TcStringBuffer quotedName = {0}; // written once, copied at every op
  TcStringBuffer quotedBaseName = {0};
  TcStringBuffer position = {0}; // the op's :L:C
  appendFileName(&quotedName, fileName);
  const char *slash = strrchr(fileName, '/');
  appendFileName(&quotedBaseName, slash ? slash + 1 : fileName);
  for (const char *lineStart = text; lineStart < end; ++line) {
    const char *lineEnd = memchr(lineStart, '\n', (size_t)(end - lineStart));
    lineEnd = lineEnd ? lineEnd : end;
    const char *first, *positionStart, *positionEnd;
    if (findLinePosition(lineStart, lineEnd, &first, &positionStart,
                         &positionEnd)) {
      position.length = 0;
      appendPosition(&position, line, (unsigned)(first - lineStart) + 1);
      if (!namesThisPlace(positionStart, positionEnd, &quotedName,
                          &quotedBaseName, &position)) {
        tcBufferAppend(out, copied, (size_t)(positionStart - copied));
        tcBufferAppend(out, quotedName.data, quotedName.length);
        tcBufferAppend(out, position.data, position.length);
        copied = positionEnd;
        ++count;
      }
    }
    lineStart = lineEnd + 1;
  }
  if (count)
    tcBufferAppend(out, copied, (size_t)(end - copied));
  tcBufferDestroy(&quotedName);
  tcBufferDestroy(&quotedBaseName);
  tcBufferDestroy(&position);
  return count;
}
