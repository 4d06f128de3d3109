//===- Driver.h - What tc-opt is built on (library-internal) ------*- C -*-===//
//
// Reading a source (file or stdin) and splitting it like mlir-opt's
// --split-input-file, parsing a chunk so that diagnostics keep the file's own
// name, lines and columns, collecting and printing diagnostics in mlir-opt's
// layout, and checking them against `expected-*` comments.
//
//===----------------------------------------------------------------------===//
#ifndef TC_DRIVER_DRIVER_H
#define TC_DRIVER_DRIVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

#include "Support/StringBuffer.h"

//===----------------------------------------------------------------------===//
// Sources and chunks.
//===----------------------------------------------------------------------===//

typedef struct TcSource {
  char *name; // the path, or "<stdin>"
  char *text; // the whole input, NUL-terminated
  size_t length;
} TcSource;

/// Reads `path` ("-" for stdin) whole. On failure writes the reason to
/// `error` and returns false.
bool tcSourceRead(const char *path, TcSource *source, TcStringBuffer *error);
void tcSourceDestroy(TcSource *source);

typedef struct TcChunk {
  const char *text; // into the source's text
  size_t length;
  unsigned firstLine; // 1-based line of the chunk's first character
} TcChunk;

/// Splits on lines that are "// -----" (as mlir-opt does) when `split`, else
/// returns the whole source as one chunk. The caller frees *chunks.
size_t tcSourceSplit(const TcSource *source, bool split, TcChunk **chunks);

/// The text tcChunkParse puts before line 1 of a file, and its width.
#define TC_CHUNK_WRAP_OPEN "builtin.module {"
#define TC_CHUNK_WRAP_COLUMNS 16u

/// How deep brackets may nest in a chunk, and the stack the tools run on.
/// MLIR 22's parser overflows an 8 MiB stack at about 10,000 nested modules;
/// real IR nests a few dozen levels.
#define TC_MAX_NESTING 2000
#define TC_LARGE_STACK_BYTES ((size_t)512 << 20)

/// Looks for what MLIR 22 would crash on (too deep a nesting, a
/// tensor.concat with a negative dim) or fail on in silence (an op of the
/// dialect in custom syntax) before MLIR parses the chunk; emits a located
/// error through `context` and returns false when it finds one.
bool tcChunkCheckParseGuards(MlirContext context, const TcSource *source,
                             const TcChunk *chunk);

/// Runs main(argc, argv) on a thread with a TC_LARGE_STACK_BYTES stack and
/// returns its exit code (on the calling thread when no thread can start).
int tcRunWithLargeStack(int (*main)(int, char **), int argc, char **argv);

/// Parses a chunk as mlir-opt does (several top-level ops are wrapped in a
/// builtin.module; a lone module is used as it is), with diagnostics at the
/// file's own lines and columns, after tcChunkCheckParseGuards. Returns a
/// null module on error.
MlirModule tcChunkParse(MlirContext context, const TcSource *source,
                        const TcChunk *chunk);

//===----------------------------------------------------------------------===//
// Diagnostics.
//===----------------------------------------------------------------------===//

typedef struct TcDiagnostic {
  MlirDiagnosticSeverity severity;
  char *file; // NULL when the location has no file
  unsigned line, column;
  char *message;
} TcDiagnostic;

typedef struct TcDiagnosticCollector {
  const TcSource *source;  // for the source line under each diagnostic
  FILE *stream;            // where to print as they come; NULL collects
  bool dropOperationNotes; // "see current operation" notes, as mlir-opt
                           // does under --verify-diagnostics
  TcDiagnostic *items;
  size_t count, capacity;
  size_t errorCount;
} TcDiagnosticCollector;

/// Attaches `collector` to `context` as its diagnostic handler.
MlirDiagnosticHandlerID
tcDiagnosticCollectorAttach(TcDiagnosticCollector *collector,
                            MlirContext context);
void tcDiagnosticCollectorClear(TcDiagnosticCollector *collector);
void tcDiagnosticCollectorDestroy(TcDiagnosticCollector *collector);

/// Prints "file:line:col: severity: message", the source line and a caret.
void tcDiagnosticPrint(FILE *stream, const TcSource *source,
                       MlirDiagnosticSeverity severity, const char *file,
                       unsigned line, unsigned column, const char *message);

/// Checks the diagnostics of `chunk` against its expected-error/warning/
/// remark/note comments and prints every mismatch to `stream`. Returns true
/// when each diagnostic was expected and each expectation was met.
bool tcVerifyExpectedDiagnostics(const TcSource *source, const TcChunk *chunk,
                                 const TcDiagnosticCollector *collector,
                                 FILE *stream);

//===----------------------------------------------------------------------===//
// Command lines (tc-opt, tc-run).
//===----------------------------------------------------------------------===//

/// "--name=value" or "-name=value": the value if `arg` is that flag, else NULL.
const char *tcFlagGetValue(const char *arg, const char *name);

/// True when `arg` is "--name" or "-name".
bool tcFlagIs(const char *arg, const char *name);

/// Prints "<tool>: error: <format with argument>" and a pointer to --help to
/// stderr; returns 1, the exit code.
int tcReportUsageError(const char *tool, const char *format,
                       const char *argument);

#endif // TC_DRIVER_DRIVER_H
