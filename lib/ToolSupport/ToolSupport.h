//===- ToolSupport.h - What the tools share (not in the library) -*- C -*-===//
//
// tc-opt is MLIR's own driver; what it adds (guards against input that
// crashes MLIR, a large stack) is here. tc-run, a C tool, also reads a source
// (file or stdin), parses it so that diagnostics keep the file's own name,
// lines and columns, prints diagnostics in mlir-opt's layout and parses its
// flags.
//
//===----------------------------------------------------------------------===//
#ifndef TC_TOOLSUPPORT_TOOLSUPPORT_H
#define TC_TOOLSUPPORT_TOOLSUPPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

#include "Util/StringBuffer.h"
#include "tensor_cast-c/Model.h"

#ifdef __cplusplus
extern "C" {
#endif

//===----------------------------------------------------------------------===//
// Sources.
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

/// The text tcSourceParse puts before line 1 of a file, and its width.
#define TC_SOURCE_WRAP_OPEN "builtin.module {"
#define TC_SOURCE_WRAP_COLUMNS ((unsigned)sizeof(TC_SOURCE_WRAP_OPEN) - 1)

/// How deep brackets may nest in an input, and the stack the tools run on.
/// MLIR 22's parser overflows an 8 MiB stack at about 10,000 nested modules;
/// real IR nests a few dozen levels.
#define TC_MAX_NESTING 2000
#define TC_LARGE_STACK_BYTES ((size_t)512 << 20)

/// Called with each thing tcTextCheckParseGuards finds: a 1-based line and
/// column in the text and a message (without "error: ").
typedef void (*TcGuardCallback)(unsigned line, unsigned column,
                                const char *message, void *userData);

/// Looks for what MLIR 22 would crash on before MLIR parses `text`: nesting
/// deeper than TC_MAX_NESTING (the scan stops there) and every tensor.concat
/// with a negative dim. Returns how many it found.
size_t tcTextCheckParseGuards(const char *text, size_t length,
                              TcGuardCallback callback, void *userData);

/// Texts from this size on are scanned in two halves on two threads.
#define TC_GUARD_SPLIT_BYTES ((size_t)1 << 20)

/// tcTextCheckParseGuards, splitting texts of `minimumBytesToSplit` bytes or
/// more (tests split small ones).
size_t tcTextCheckParseGuardsInHalves(const char *text, size_t length,
                                      size_t minimumBytesToSplit,
                                      TcGuardCallback callback,
                                      void *userData);

/// The end of the "..." string whose opening quote is at `at` (before
/// `end`): just past its closing quote, or at the newline or end that cuts
/// it (MLIR strings do not span lines).
const char *tcTextSkipString(const char *at, const char *end);

/// Makes the `expected-error`, -note, -remark and -warning comments of
/// `text` (changed in place) plain comments to MLIR's diagnostic verifier,
/// which MLIR 22's MlirOptMain runs even without --verify-diagnostics: their
/// '-' becomes '_'. Strings are left as they are. Returns how many.
size_t tcTextHideDiagnosticExpectations(char *text, size_t length);

/// Points each op location of tc-gen's form that ends its line,
/// loc("NAME"("FILE.mlir":L:C)), at `fileName` (the file being read), the
/// line it is on and the column of the line's first character, so that a
/// diagnostic cites the file read and the op's place in it (a copy edited
/// by hand, a line added); NAME stays. Appends the rewritten text to `out`
/// and returns how many moved; with none (every position already names
/// this file and its own line, as a program tc-gen wrote to it does),
/// appends nothing, so the caller keeps the text it has.
size_t tcTextRelocateNamedPositions(const char *text, size_t length,
                                    const char *fileName,
                                    TcStringBuffer *out);

/// Runs main(argc, argv) with a TC_LARGE_STACK_BYTES stack and returns its
/// exit code: on the calling thread, which must be the process's main
/// thread, when its stack limit can be raised that far; else on a thread
/// with that stack; else on the calling thread as it is.
int tcRunWithLargeStack(int (*main)(int, char **), int argc, char **argv);

/// True when `source` is MLIR bytecode (it starts with "ML\xefR").
bool tcSourceIsBytecode(const TcSource *source);

/// Parses a source as mlir-opt does (several top-level ops are wrapped in a
/// builtin.module; a lone module is used as it is), with diagnostics at the
/// file's own lines and columns, after tcTextCheckParseGuards; MLIR
/// bytecode as it is (its top-level op a module). Returns a null module on
/// error.
MlirModule tcSourceParse(MlirContext context, const TcSource *source);

//===----------------------------------------------------------------------===//
// Diagnostics.
//===----------------------------------------------------------------------===//

/// Prints each diagnostic of a context as it comes, in mlir-opt's layout.
typedef struct TcDiagnosticPrinter {
  const TcSource *source; // for the source line under each diagnostic
  FILE *stream;
} TcDiagnosticPrinter;

/// Attaches `printer` to `context` as its diagnostic handler.
MlirDiagnosticHandlerID
tcDiagnosticPrinterAttach(TcDiagnosticPrinter *printer, MlirContext context);

//===----------------------------------------------------------------------===//
// Command lines (tc-run, tc-gen, tc-plan).
//===----------------------------------------------------------------------===//

/// "--name=value" or "-name=value": the value if `arg` is that flag, else NULL.
const char *tcFlagGetValue(const char *arg, const char *name);

/// Prints "<tool>: error: <format with argument>" and a pointer to --help to
/// stderr; returns 1, the exit code.
int tcReportUsageError(const char *tool, const char *format,
                       const char *argument);

/// Flushes standard output. False after "<tool>: error: could not write the
/// output: <reason>" when it could not be written (a full disk): a tool
/// whose output was lost must not exit 0.
bool tcToolFinishStandardOutput(const char *tool);

/// tc-gen's flags (`numFlags` of them: no program name, no -o) read into
/// `options`, which then points into `flags`; `--name value` is read as
/// `--name=value`, as LLVM's tools accept it. On a flag it cannot read
/// appends one sentence naming it to `error` and returns false. What the
/// options mean together the library checks (tcModelWrite).
bool tcToolParseModelFlags(int numFlags, const char *const *flags,
                           TcModelOptions *options, TcStringBuffer *error);

/// The `index`th quantization scheme tc-gen's --quant takes; NULL past the
/// last.
const char *tcToolGetQuantName(size_t index);

/// Appends those schemes to `out`, as tc-gen's messages list them ("none,
/// int8, ...").
void tcToolAppendQuantNames(TcStringBuffer *out);

#ifdef __cplusplus
}
#endif

#endif // TC_TOOLSUPPORT_TOOLSUPPORT_H
