//===- Diagnostics.c - Print diagnostics like mlir-opt ---------------------===//

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Support/IRUtils.h"
#include "ToolSupport/ToolSupport.h"

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

/// Prints "file:line:col: severity: message", the source line and a caret.
static void printLocated(FILE *stream, const TcSource *source,
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

/// Where a diagnostic points, in the file's own lines and columns.
typedef struct PrintedLocation {
  char file[4096]; // a path; longer ones are cut
  unsigned line, column;
  bool found;
} PrintedLocation;

static PrintedLocation locate(MlirDiagnostic diagnostic) {
  FileLocation location =
      findFileLocation(mlirDiagnosticGetLocation(diagnostic), 0);
  PrintedLocation printed = {.found = location.found};
  if (!location.found)
    return printed;
  // Undo the shift of line 1 by the module tcSourceParse wraps around it.
  printed.line = location.line;
  printed.column = location.column;
  if (printed.line == 1 && printed.column > TC_SOURCE_WRAP_COLUMNS)
    printed.column -= TC_SOURCE_WRAP_COLUMNS;
  snprintf(printed.file, sizeof(printed.file), "%.*s",
           (int)location.file.length, location.file.data);
  return printed;
}

/// Prints `diagnostic`; a note at its parent's location does not repeat the
/// source line, as in mlir-opt.
static void printDiagnostic(const TcDiagnosticPrinter *printer,
                            MlirDiagnostic diagnostic,
                            const PrintedLocation *parent) {
  TcStringBuffer message = {0};
  mlirDiagnosticPrint(diagnostic, tcBufferAppendCallback, &message);
  PrintedLocation where = locate(diagnostic);
  bool sameAsParent = parent && parent->found && where.found &&
                      parent->line == where.line &&
                      parent->column == where.column &&
                      strcmp(parent->file, where.file) == 0;
  printLocated(printer->stream, sameAsParent ? NULL : printer->source,
                    mlirDiagnosticGetSeverity(diagnostic),
                    where.found ? where.file : NULL, where.line, where.column,
                    tcBufferGetCString(&message));
  tcBufferDestroy(&message);
}

static MlirLogicalResult handleDiagnostic(MlirDiagnostic diagnostic,
                                          void *userData) {
  const TcDiagnosticPrinter *printer = userData;
  printDiagnostic(printer, diagnostic, NULL);
  PrintedLocation parent = locate(diagnostic);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(diagnostic); ++i)
    printDiagnostic(printer, mlirDiagnosticGetNote(diagnostic, i), &parent);
  return mlirLogicalResultSuccess();
}

MlirDiagnosticHandlerID
tcDiagnosticPrinterAttach(TcDiagnosticPrinter *printer, MlirContext context) {
  return mlirContextAttachDiagnosticHandler(context, handleDiagnostic, printer,
                                            NULL);
}
