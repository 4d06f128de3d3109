//===- SourceFile.c - Read and parse an input like mlir-opt ---------------===//

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"

#include "Support/IRUtils.h"
#include "ToolSupport/ToolSupport.h"

static bool readStream(FILE *stream, TcSource *source) {
  TcStringBuffer text = {0};
  bool ok = tcBufferAppendStream(&text, stream);
  source->text = text.data; // never NULL: appending reserves room
  source->length = text.length;
  return ok;
}

/// A program tc-gen wrote, read back: its ops' positions at this file
/// (Relocate.c).
static void relocateNamedPositions(TcSource *source) {
  TcStringBuffer moved = {0};
  if (tcSourceIsBytecode(source) ||
      !tcTextRelocateNamedPositions(source->text, source->length, source->name,
                                    &moved))
    return;
  free(source->text);
  source->text = moved.data;
  source->length = moved.length;
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
  relocateNamedPositions(source);
  return true;
}

void tcSourceDestroy(TcSource *source) {
  free(source->name);
  free(source->text);
  *source = (TcSource){0};
}

// The source is wrapped in a module so that several top-level ops parse, as
// in mlir-opt. Only text on line 1 moves right, by TC_SOURCE_WRAP_COLUMNS,
// which Diagnostics.c takes back off.
static const char kWrapOpen[] = TC_SOURCE_WRAP_OPEN;
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

/// mlirOperationCreateParse, and a located error at line 1 when the parser
/// failed without saying why (the promise is a diagnostic with file:line:col
/// for every bad input).
static MlirOperation parseOrSayWhy(MlirContext context, const TcSource *source,
                                   MlirStringRef text) {
  unsigned errors = 0;
  MlirDiagnosticHandlerID counter =
      mlirContextAttachDiagnosticHandler(context, countError, &errors, NULL);
  MlirOperation parsed =
      mlirOperationCreateParse(context, text, tcStringRef(source->name));
  mlirContextDetachDiagnosticHandler(context, counter);
  if (mlirOperationIsNull(parsed) && errors == 0)
    mlirEmitError(mlirLocationFileLineColGet(context, tcStringRef(source->name),
                                             1, 1),
                  "MLIR could not parse this input and gave no reason");
  return parsed;
}

typedef struct GuardReport {
  MlirContext context;
  const TcSource *source;
} GuardReport;

/// Emits a guard's finding where the parser would have seen it: line 1 is
/// shifted by the wrapping module, which the diagnostic printer takes back.
static void emitGuardFinding(unsigned line, unsigned column,
                             const char *message, void *userData) {
  GuardReport *report = userData;
  if (line == 1)
    column += TC_SOURCE_WRAP_COLUMNS;
  mlirEmitError(mlirLocationFileLineColGet(report->context,
                                           tcStringRef(report->source->name),
                                           line, column),
                message);
}

bool tcSourceIsBytecode(const TcSource *source) {
  static const char kMagic[4] = {'M', 'L', '\xef', 'R'};
  return source->length >= sizeof kMagic &&
         memcmp(source->text, kMagic, sizeof kMagic) == 0;
}

/// MLIR bytecode (tc-opt --emit-bytecode) is parsed as it is: the guards
/// and the wrapping module are for text. Its top-level op must be a module.
static MlirModule parseBytecode(MlirContext context, const TcSource *source) {
  MlirOperation parsed = parseOrSayWhy(
      context, source, mlirStringRefCreate(source->text, source->length));
  if (mlirOperationIsNull(parsed))
    return (MlirModule){NULL};
  if (tcOpIsNamed(parsed, "builtin.module"))
    return mlirModuleFromOperation(parsed);
  mlirEmitError(mlirOperationGetLocation(parsed),
                "expected a builtin.module at the top of the bytecode");
  mlirOperationDestroy(parsed);
  return (MlirModule){NULL};
}

MlirModule tcSourceParse(MlirContext context, const TcSource *source) {
  if (tcSourceIsBytecode(source))
    return parseBytecode(context, source);
  GuardReport report = {context, source};
  if (tcTextCheckParseGuards(source->text, source->length, emitGuardFinding,
                             &report))
    return (MlirModule){NULL};
  size_t openLength = sizeof(kWrapOpen) - 1;
  size_t closeLength = sizeof(kWrapClose) - 1;
  size_t length = openLength + source->length + closeLength;
  char *buffer = tcCheckAllocation(malloc(length + 1));
  memcpy(buffer, kWrapOpen, openLength);
  memcpy(buffer + openLength, source->text, source->length);
  memcpy(buffer + openLength + source->length, kWrapClose, closeLength + 1);
  MlirOperation wrapper =
      parseOrSayWhy(context, source, mlirStringRefCreate(buffer, length));
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

int tcReportUsageError(const char *tool, const char *format,
                       const char *argument) {
  fprintf(stderr, "%s: error: ", tool);
  fprintf(stderr, format, argument);
  fprintf(stderr, "\nRun '%s --help' for the options.\n", tool);
  return 1;
}

bool tcToolFinishStandardOutput(const char *tool) {
  errno = 0;
  if (fflush(stdout) == 0 && !ferror(stdout))
    return true;
  fprintf(stderr, "%s: error: could not write the output: %s\n", tool,
          errno ? strerror(errno) : "write error");
  return false;
}
