//===- Diagnostics.c - Collect and print diagnostics like mlir-opt --------===//

#include <stdlib.h>
#include <string.h>

#include "Driver.h"
#include "Support/IRUtils.h"

typedef struct FileLocation {
  MlirStringRef file;
  unsigned line, column;
  bool found;
} FileLocation;

/// Finds the file:line:col a location points at, looking through names,
/// call sites (the callee, where the problem is) and fused locations.
static FileLocation findFileLocation(MlirLocation location, int depth) {
  FileLocation result = {{NULL, 0}, 0, 0, false};
  if (depth > 16)
    return result;
  if (mlirLocationIsAFileLineColRange(location)) {
    result.file = mlirIdentifierStr(
        mlirLocationFileLineColRangeGetFilename(location));
    result.line = (unsigned)mlirLocationFileLineColRangeGetStartLine(location);
    result.column =
        (unsigned)mlirLocationFileLineColRangeGetStartColumn(location);
    result.found = true;
  } else if (mlirLocationIsAName(location)) {
    result = findFileLocation(mlirLocationNameGetChildLoc(location), depth + 1);
  } else if (mlirLocationIsACallSite(location)) {
    result =
        findFileLocation(mlirLocationCallSiteGetCallee(location), depth + 1);
  } else if (mlirLocationIsAFused(location)) {
    intptr_t count = mlirLocationFusedGetNumLocations(location);
    MlirLocation *parts = tcCheckAllocation(
        malloc((size_t)(count ? count : 1) * sizeof(MlirLocation)));
    mlirLocationFusedGetLocations(location, parts);
    for (intptr_t i = 0; i < count && !result.found; ++i)
      result = findFileLocation(parts[i], depth + 1);
    free(parts);
  }
  return result;
}

static const char *severityName(MlirDiagnosticSeverity severity) {
  switch (severity) {
  case MlirDiagnosticError:
    return "error";
  case MlirDiagnosticWarning:
    return "warning";
  case MlirDiagnosticNote:
    return "note";
  case MlirDiagnosticRemark:
    return "remark";
  }
  return "error";
}

/// Returns line `line` (1-based) of the source, without its newline.
static MlirStringRef findSourceLine(const TcSource *source, unsigned line) {
  const char *at = source->text, *end = source->text + source->length;
  for (unsigned current = 1; current < line && at < end; ++current) {
    const char *newline = memchr(at, '\n', (size_t)(end - at));
    if (!newline)
      return mlirStringRefCreate(NULL, 0);
    at = newline + 1;
  }
  const char *lineEnd = memchr(at, '\n', (size_t)(end - at));
  return mlirStringRefCreate(at, (size_t)((lineEnd ? lineEnd : end) - at));
}

void tcDiagnosticPrint(FILE *stream, const TcSource *source,
                       MlirDiagnosticSeverity severity, const char *file,
                       unsigned line, unsigned column, const char *message) {
  if (!file) {
    fprintf(stream, "<unknown>:0: %s: %s\n", severityName(severity), message);
    return;
  }
  fprintf(stream, "%s:%u:%u: %s: %s\n", file, line, column,
          severityName(severity), message);
  if (!source || strcmp(file, source->name) != 0 || line == 0)
    return;
  MlirStringRef text = findSourceLine(source, line);
  if (!text.data)
    return;
  fprintf(stream, "%.*s\n", (int)text.length, text.data);
  // Tabs stay tabs so the caret lines up in a terminal.
  for (unsigned i = 1; i < column && i <= text.length; ++i)
    fputc(text.data[i - 1] == '\t' ? '\t' : ' ', stream);
  fputs("^\n", stream);
}

/// `parent` is the diagnostic a note belongs to: a note at its parent's
/// location does not repeat the source line, as in mlir-opt.
static void addDiagnostic(TcDiagnosticCollector *collector,
                          MlirDiagnostic diagnostic, const TcDiagnostic *parent) {
  TcStringBuffer message = {0};
  mlirDiagnosticPrint(diagnostic, tcBufferAppendCallback, &message);
  MlirDiagnosticSeverity severity = mlirDiagnosticGetSeverity(diagnostic);
  if (collector->dropOperationNotes && severity == MlirDiagnosticNote &&
      strncmp(tcBufferGetCString(&message), "see current operation", 21) == 0) {
    tcBufferDestroy(&message);
    return;
  }
  FileLocation location =
      findFileLocation(mlirDiagnosticGetLocation(diagnostic), 0);
  // Undo the shift of line 1 by the module tcSourceParse wraps around it.
  if (location.found && location.line == 1 &&
      location.column > TC_SOURCE_WRAP_COLUMNS)
    location.column -= TC_SOURCE_WRAP_COLUMNS;
  TcDiagnostic item = {severity, NULL, location.line, location.column, NULL};
  if (location.found) {
    item.file = tcCheckAllocation(malloc(location.file.length + 1));
    memcpy(item.file, location.file.data, location.file.length);
    item.file[location.file.length] = '\0';
  }
  item.message = message.data ? message.data
                              : tcCheckAllocation(calloc(1, 1));
  if (severity == MlirDiagnosticError)
    ++collector->errorCount;
  bool sameAsParent = parent && parent->file && item.file &&
                      parent->line == item.line &&
                      parent->column == item.column &&
                      strcmp(parent->file, item.file) == 0;
  if (collector->stream)
    tcDiagnosticPrint(collector->stream,
                      sameAsParent ? NULL : collector->source, item.severity,
                      item.file, item.line, item.column, item.message);
  if (collector->count == collector->capacity) {
    collector->capacity = collector->capacity ? collector->capacity * 2 : 8;
    collector->items = tcCheckAllocation(realloc(
        collector->items, collector->capacity * sizeof(TcDiagnostic)));
  }
  collector->items[collector->count++] = item;
}

static MlirLogicalResult handleDiagnostic(MlirDiagnostic diagnostic,
                                          void *userData) {
  TcDiagnosticCollector *collector = userData;
  size_t parentIndex = collector->count;
  addDiagnostic(collector, diagnostic, NULL);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(diagnostic); ++i)
    addDiagnostic(collector, mlirDiagnosticGetNote(diagnostic, i),
                  parentIndex < collector->count
                      ? &collector->items[parentIndex]
                      : NULL);
  return mlirLogicalResultSuccess();
}

MlirDiagnosticHandlerID
tcDiagnosticCollectorAttach(TcDiagnosticCollector *collector,
                            MlirContext context) {
  return mlirContextAttachDiagnosticHandler(context, handleDiagnostic,
                                            collector, NULL);
}

void tcDiagnosticCollectorClear(TcDiagnosticCollector *collector) {
  for (size_t i = 0; i < collector->count; ++i) {
    free(collector->items[i].file);
    free(collector->items[i].message);
  }
  collector->count = 0;
  collector->errorCount = 0;
}

void tcDiagnosticCollectorDestroy(TcDiagnosticCollector *collector) {
  tcDiagnosticCollectorClear(collector);
  free(collector->items);
  collector->items = NULL;
  collector->capacity = 0;
}
