//===- SourceFile.c - Read, split and parse an input like mlir-opt --------===//

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"

#include "Driver.h"
#include "Support/IRUtils.h"

static bool readStream(FILE *stream, TcSource *source) {
  size_t capacity = 1 << 16, length = 0;
  char *text = tcCheckAllocation(malloc(capacity));
  for (;;) {
    if (length + 1 >= capacity) {
      capacity *= 2;
      text = tcCheckAllocation(realloc(text, capacity));
    }
    size_t got = fread(text + length, 1, capacity - length - 1, stream);
    length += got;
    if (got == 0)
      break;
  }
  text[length] = '\0';
  source->text = text;
  source->length = length;
  return !ferror(stream);
}

bool tcSourceRead(const char *path, TcSource *source, TcStringBuffer *error) {
  *source = (TcSource){0};
  bool isStdin = strcmp(path, "-") == 0;
  if (!isStdin) {
    struct stat info;
    if (stat(path, &info) == 0 && S_ISDIR(info.st_mode)) {
      tcBufferAppendFormat(error, "could not open input file '%s': it is a "
                                  "directory", path);
      return false;
    }
  }
  FILE *stream = isStdin ? stdin : fopen(path, "rb");
  if (!stream) {
    tcBufferAppendFormat(error, "could not open input file '%s': %s", path,
                         strerror(errno));
    return false;
  }
  bool ok = readStream(stream, source);
  int readErrno = errno;
  if (!isStdin)
    fclose(stream);
  if (!ok) {
    tcBufferAppendFormat(error, "could not read input file '%s': %s", path,
                         strerror(readErrno));
    tcSourceDestroy(source);
    return false;
  }
  source->name = tcCopyCString(isStdin ? "<stdin>" : path);
  return true;
}

void tcSourceDestroy(TcSource *source) {
  free(source->name);
  free(source->text);
  *source = (TcSource){0};
}

/// True when [line, lineEnd) is a split marker: "// -----" and trailing blanks.
static bool isSplitMarker(const char *line, const char *lineEnd) {
  static const char marker[] = "// -----";
  size_t markerLength = sizeof(marker) - 1;
  if ((size_t)(lineEnd - line) < markerLength ||
      memcmp(line, marker, markerLength) != 0)
    return false;
  for (const char *c = line + markerLength; c < lineEnd; ++c)
    if (*c != ' ' && *c != '\t' && *c != '\r')
      return false;
  return true;
}

size_t tcSourceSplit(const TcSource *source, bool split, TcChunk **chunks) {
  size_t count = 0, capacity = 4;
  *chunks = tcCheckAllocation(malloc(capacity * sizeof(TcChunk)));
  const char *text = source->text, *end = source->text + source->length;
  const char *chunkStart = text;
  unsigned chunkLine = 1, line = 1;
  for (const char *at = text; split && at < end; ++line) {
    const char *lineEnd = memchr(at, '\n', (size_t)(end - at));
    if (!lineEnd)
      lineEnd = end;
    if (isSplitMarker(at, lineEnd)) {
      if (count == capacity)
        *chunks = tcCheckAllocation(
            realloc(*chunks, (capacity *= 2) * sizeof(TcChunk)));
      (*chunks)[count++] = (TcChunk){chunkStart, (size_t)(at - chunkStart),
                                     chunkLine};
      chunkStart = lineEnd < end ? lineEnd + 1 : end;
      chunkLine = line + 1;
    }
    at = lineEnd < end ? lineEnd + 1 : end;
  }
  if (count == capacity)
    *chunks =
        tcCheckAllocation(realloc(*chunks, (capacity + 1) * sizeof(TcChunk)));
  (*chunks)[count++] =
      (TcChunk){chunkStart, (size_t)(end - chunkStart), chunkLine};
  return count;
}

// The chunk is wrapped in a module so that several top-level ops parse, as in
// mlir-opt. The opening goes where the lines before the chunk would be (as
// newlines), so the chunk keeps its lines and columns; only text on line 1 of
// the file moves right, by TC_CHUNK_WRAP_COLUMNS, which Diagnostics.c takes
// back off.
static const char kWrapOpen[] = TC_CHUNK_WRAP_OPEN;
static const char kWrapClose[] = "\n}\n";

/// Returns the lone builtin.module inside `wrapper`, detached, or null.
static MlirOperation takeLoneModule(MlirOperation wrapper) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(wrapper, 0));
  MlirOperation first = mlirBlockGetFirstOperation(body);
  if (mlirOperationIsNull(first) ||
      !mlirOperationIsNull(mlirOperationGetNextInBlock(first)) ||
      !tcOpIsNamed(first, "builtin.module"))
    return (MlirOperation){NULL};
  mlirOperationRemoveFromParent(first);
  return first;
}

/// Counts error diagnostics and passes each on to the next handler.
static MlirLogicalResult countError(MlirDiagnostic diagnostic, void *userData) {
  if (mlirDiagnosticGetSeverity(diagnostic) == MlirDiagnosticError)
    ++*(unsigned *)userData;
  return mlirLogicalResultFailure();
}

/// mlirOperationCreateParse, and a located error at the chunk's first line
/// when the parser failed without saying why (the promise is a diagnostic
/// with file:line:col for every bad input).
static MlirOperation parseOrSayWhy(MlirContext context, const TcSource *source,
                                   const TcChunk *chunk, MlirStringRef text) {
  unsigned errors = 0;
  MlirDiagnosticHandlerID counter =
      mlirContextAttachDiagnosticHandler(context, countError, &errors, NULL);
  MlirOperation parsed =
      mlirOperationCreateParse(context, text, tcStringRef(source->name));
  mlirContextDetachDiagnosticHandler(context, counter);
  if (mlirOperationIsNull(parsed) && errors == 0)
    mlirEmitError(mlirLocationFileLineColGet(context, tcStringRef(source->name),
                                             chunk->firstLine, 1),
                  "MLIR could not parse this input and gave no reason");
  return parsed;
}

MlirModule tcChunkParse(MlirContext context, const TcSource *source,
                        const TcChunk *chunk) {
  if (!tcChunkCheckParseGuards(context, source, chunk))
    return (MlirModule){NULL};
  unsigned padLines = chunk->firstLine - 1;
  size_t openLength = sizeof(kWrapOpen) - 1;
  size_t closeLength = sizeof(kWrapClose) - 1;
  size_t length = openLength + padLines + chunk->length + closeLength;
  char *buffer = tcCheckAllocation(malloc(length + 1));
  char *at = buffer;
  memcpy(at, kWrapOpen, openLength);
  at += openLength;
  memset(at, '\n', padLines);
  at += padLines;
  memcpy(at, chunk->text, chunk->length);
  at += chunk->length;
  memcpy(at, kWrapClose, closeLength + 1);
  MlirOperation wrapper = parseOrSayWhy(context, source, chunk,
                                        mlirStringRefCreate(buffer, length));
  free(buffer);
  if (mlirOperationIsNull(wrapper))
    return (MlirModule){NULL};
  MlirOperation lone = takeLoneModule(wrapper);
  if (mlirOperationIsNull(lone))
    return mlirModuleFromOperation(wrapper);
  mlirOperationDestroy(wrapper);
  return mlirModuleFromOperation(lone);
}

const char *tcFlagGetValue(const char *arg, const char *name) {
  const char *body = arg[1] == '-' ? arg + 2 : arg + 1;
  size_t length = strlen(name);
  if (strncmp(body, name, length) == 0 && body[length] == '=')
    return body + length + 1;
  return NULL;
}

bool tcFlagIs(const char *arg, const char *name) {
  const char *body = arg[1] == '-' ? arg + 2 : arg + 1;
  return strcmp(body, name) == 0;
}

int tcReportUsageError(const char *tool, const char *format,
                       const char *argument) {
  fprintf(stderr, "%s: error: ", tool);
  fprintf(stderr, format, argument);
  fprintf(stderr, "\nRun '%s --help' for the options.\n", tool);
  return 1;
}
