//===- tc-opt.c - mlir-opt for the tensor_cast dialect and passes ---------===//
//
// Reads MLIR (a file or stdin), verifies it (MLIR's verifier with the IRDL
// dialect, then the semantic verifier), runs a pass pipeline and prints the
// result. Flags follow mlir-opt's; every failure is a diagnostic and exit 1.
//
//===----------------------------------------------------------------------===//

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "tensor_cast-c/TensorCast.h"

#include "Driver/Driver.h"
#include "Support/IRUtils.h"

#ifndef TC_VERSION
#define TC_VERSION "unknown"
#endif

typedef struct Options {
  const char *input;
  const char *output;
  bool splitInputFile;
  bool verifyDiagnostics;
  bool skipVerifyEach; // --verify-each=false: only the final IR is verified
  bool printIRBefore, printIRAfter;
  bool timing;
  bool printGeneric;
  bool disableThreading;
  bool statistics;
  bool allowUnregistered;
  const char *passPipeline; // --pass-pipeline, or NULL
  TcStringBuffer flagPipeline; // built from individual pass flags
  TcStringBuffer mlirPassFlags; // NUL-separated names of the other pass flags
  bool lastFlagWasTensorCast;  // to keep consecutive tc passes in one nest
} Options;

static void printUsage(FILE *stream) {
  fputs(
      "OVERVIEW: tensor_cast optimizer driver (mlir-opt for the tensor_cast "
      "dialect)\n\n"
      "USAGE: tc-opt [options] [input file|-]\n\n"
      "OPTIONS:\n"
      "  -o <file>                     Output file (default: stdout)\n"
      "  --split-input-file            Split the input on '// -----' lines "
      "and process each chunk alone\n"
      "  --verify-diagnostics          Check diagnostics against "
      "expected-error/warning/remark/note comments\n"
      "  --pass-pipeline=<pipeline>    A textual pipeline, e.g. "
      "'builtin.module(func.func(tc-verify),canonicalize)'\n"
      "  --<pass>[=<options>]          Add a pass: a tensor_cast pass (run on "
      "each func.func) or one of MLIR's (run on the module)\n"
      "  --tc-stats                    Print the passes' counters (MLIR's pass "
      "statistics layout) to stderr\n"
      "  --list-passes                 List the tensor_cast passes and their "
      "options\n"
      "  --mlir-print-ir-before-all    Print the IR before every pass\n"
      "  --mlir-print-ir-after-all     Print the IR after every pass\n"
      "  --verify-each=<true|false>    Verify the IR after every pass "
      "(default true; the final IR is always verified)\n"
      "  --mlir-timing                 Print pass timing to stderr\n"
      "  --mlir-print-op-generic       Print ops in the generic form\n"
      "  --mlir-disable-threading      Run passes on one thread\n"
      "  --allow-unregistered-dialect  Accept ops of unknown dialects\n"
      "  --help                        This text\n"
      "  --version                     The version\n\n",
      stream);
  fputs("Run 'tc-opt --list-passes' for the tensor_cast passes; MLIR's own "
        "passes (canonicalize, cse, ...) are available too.\n",
        stream);
}

static void printToStream(MlirStringRef text, void *userData) {
  fwrite(text.data, 1, text.length, (FILE *)userData);
}

static int failUsage(const char *format, const char *argument) {
  return tcReportUsageError("tc-opt", format, argument);
}

/// Adds `--NAME[=OPTIONS]` to the pipeline built from flags. tensor_cast
/// passes run on each function (nested under func.func, so they can run in
/// parallel); MLIR's own run on the module, as mlir-opt's flags do.
static void addPassFlag(Options *options, const char *body) {
  const char *equals = strchr(body, '=');
  size_t nameLength = equals ? (size_t)(equals - body) : strlen(body);
  bool isTensorCast =
      tcIsRegisteredPass(mlirStringRefCreate(body, nameLength));
  TcStringBuffer *pipeline = &options->flagPipeline;
  if (options->lastFlagWasTensorCast && isTensorCast) {
    pipeline->length -= 1; // reopen the func.func( nest
    pipeline->data[pipeline->length] = '\0';
    tcBufferAppendCString(pipeline, ",");
  } else {
    if (pipeline->length)
      tcBufferAppendCString(pipeline, ",");
    if (isTensorCast)
      tcBufferAppendCString(pipeline, "func.func(");
  }
  tcBufferAppend(pipeline, body, nameLength);
  if (!isTensorCast) { // checked against MLIR's registry once it is filled
    tcBufferAppend(&options->mlirPassFlags, body, nameLength);
    tcBufferAppend(&options->mlirPassFlags, "", 1);
  }
  if (equals)
    tcBufferAppendFormat(pipeline, "{%s}", equals + 1);
  if (isTensorCast)
    tcBufferAppendCString(pipeline, ")");
  options->lastFlagWasTensorCast = isTensorCast;
}

/// Returns -1 to go on, or the exit code (after --help, --version, errors).
static int parseArguments(int argc, char **argv, Options *options) {
  for (int i = 1; i < argc; ++i) {
    const char *arg = argv[i];
    const char *value;
    if (arg[0] != '-' || strcmp(arg, "-") == 0) {
      if (options->input)
        return failUsage("more than one input file ('%s')", arg);
      options->input = arg;
    } else if (strcmp(arg, "-o") == 0) {
      if (++i >= argc)
        return failUsage("%s needs a file name", "-o");
      options->output = argv[i];
    } else if (strncmp(arg, "-o", 2) == 0 && arg[2] != '\0' && arg[1] != '-') {
      options->output = arg + 2;
    } else if (tcFlagIs(arg, "help") || tcFlagIs(arg, "h")) {
      printUsage(stdout);
      return 0;
    } else if (tcFlagIs(arg, "version")) {
      printf("tc-opt (tensor_cast) %s\n", TC_VERSION);
      return 0;
    } else if (tcFlagIs(arg, "list-passes")) {
      tcPrintRegisteredPasses(printToStream, stdout);
      return 0;
    } else if (tcFlagIs(arg, "split-input-file")) {
      options->splitInputFile = true;
    } else if (tcFlagIs(arg, "verify-diagnostics")) {
      options->verifyDiagnostics = true;
    } else if (tcFlagIs(arg, "mlir-print-ir-before-all")) {
      options->printIRBefore = true;
    } else if (tcFlagIs(arg, "mlir-print-ir-after-all")) {
      options->printIRAfter = true;
    } else if ((value = tcFlagGetValue(arg, "verify-each")) != NULL) {
      if (strcmp(value, "true") != 0 && strcmp(value, "false") != 0)
        return failUsage("--verify-each expects true or false, got '%s'",
                         value);
      options->skipVerifyEach = strcmp(value, "false") == 0;
    } else if (tcFlagIs(arg, "verify-each")) {
      options->skipVerifyEach = false;
    } else if (tcFlagIs(arg, "mlir-timing")) {
      options->timing = true;
    } else if (tcFlagIs(arg, "mlir-print-op-generic")) {
      options->printGeneric = true;
    } else if (tcFlagIs(arg, "mlir-disable-threading")) {
      options->disableThreading = true;
    } else if (tcFlagIs(arg, "tc-stats")) {
      options->statistics = true;
    } else if (tcFlagIs(arg, "allow-unregistered-dialect")) {
      options->allowUnregistered = true;
    } else if ((value = tcFlagGetValue(arg, "pass-pipeline")) != NULL) {
      options->passPipeline = value;
    } else if (tcFlagIs(arg, "pass-pipeline")) {
      if (++i >= argc)
        return failUsage("%s needs a pipeline", "--pass-pipeline");
      options->passPipeline = argv[i];
    } else if ((value = tcFlagGetValue(arg, "o")) != NULL) {
      options->output = value;
    } else {
      addPassFlag(options, arg[1] == '-' ? arg + 2 : arg + 1);
    }
  }
  if (options->passPipeline && options->flagPipeline.length)
    return failUsage("%s cannot be combined with individual pass flags",
                     "--pass-pipeline");
  if (!options->input)
    options->input = "-";
  return -1;
}

/// Builds the pass manager for one chunk, or returns false after printing
/// why the pipeline is wrong (unknown pass, bad option).
static bool buildPassManager(const Options *options, MlirContext context,
                             TcStatistics statistics, MlirPassManager *out) {
  MlirPassManager passManager = mlirPassManagerCreateOnOperation(
      context, tcStringRef("builtin.module"));
  TcStringBuffer pipeline = {0}, error = {0};
  if (options->passPipeline)
    tcBufferAppendCString(&pipeline, options->passPipeline);
  else
    tcBufferAppendFormat(&pipeline, "builtin.module(%s)",
                         tcBufferGetCString(&options->flagPipeline));
  MlirLogicalResult parsed = tcParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(passManager),
      tcStringRef("builtin.module"),
      mlirStringRefCreate(pipeline.data, pipeline.length), statistics,
      tcBufferAppendCallback, &error);
  tcBufferDestroy(&pipeline);
  if (mlirLogicalResultIsFailure(parsed)) {
    fprintf(stderr, "%s\n", tcBufferGetCString(&error));
    tcBufferDestroy(&error);
    mlirPassManagerDestroy(passManager);
    return false;
  }
  tcBufferDestroy(&error);
  mlirPassManagerEnableVerifier(passManager, !options->skipVerifyEach);
  if (options->timing)
    mlirPassManagerEnableTiming(passManager);
  if (options->printIRBefore || options->printIRAfter) {
    MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
    if (options->printGeneric)
      mlirOpPrintingFlagsPrintGenericOpForm(flags);
    mlirPassManagerEnableIRPrinting(passManager, options->printIRBefore,
                                    options->printIRAfter,
                                    /*printModuleScope=*/false,
                                    /*printAfterOnlyOnChange=*/false,
                                    /*printAfterOnlyOnFailure=*/false, flags,
                                    mlirStringRefCreate(NULL, 0));
    mlirOpPrintingFlagsDestroy(flags);
  }
  *out = passManager;
  return true;
}

static void printModule(const Options *options, MlirModule module,
                        FILE *output) {
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  if (options->printGeneric)
    mlirOpPrintingFlagsPrintGenericOpForm(flags);
  mlirOperationPrintWithFlags(mlirModuleGetOperation(module), flags,
                              printToStream, output);
  mlirOpPrintingFlagsDestroy(flags);
  fputs("\n", output);
}

/// Parses, verifies, transforms and prints one chunk. Returns true on success.
static bool processChunk(const Options *options, MlirContext context,
                         const TcSource *source, const TcChunk *chunk,
                         TcStatistics statistics, FILE *output) {
  MlirPassManager passManager = {NULL};
  if (!buildPassManager(options, context, statistics, &passManager))
    return false;
  MlirModule module = tcChunkParse(context, source, chunk);
  bool ok = !mlirModuleIsNull(module);
  MlirOperation root = ok ? mlirModuleGetOperation(module) : (MlirOperation){0};
  ok = ok && mlirLogicalResultIsSuccess(tcOperationVerifySemantics(root));
  ok = ok && mlirLogicalResultIsSuccess(
                 mlirPassManagerRunOnOp(passManager, root));
  // MLIR's passes in the pipeline do not know the dialect's rules: check the
  // final IR so the output is always verified IR. With --verify-each=false
  // the pass manager did not verify it either.
  if (ok && options->skipVerifyEach)
    ok = mlirOperationVerify(root);
  ok = ok && mlirLogicalResultIsSuccess(tcOperationVerifySemantics(root));
  if (ok)
    printModule(options, module, output);
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  mlirPassManagerDestroy(passManager);
  return ok;
}

static MlirContext createContext(const Options *options) {
  MlirContext context = mlirContextCreate();
  mlirContextEnableMultithreading(context, !options->disableThreading);
  mlirContextSetAllowUnregisteredDialects(context, options->allowUnregistered);
  return context;
}

static int run(const Options *options) {
  TcSource source;
  TcStringBuffer error = {0};
  if (!tcSourceRead(options->input, &source, &error)) {
    fprintf(stderr, "tc-opt: error: %s\n", tcBufferGetCString(&error));
    tcBufferDestroy(&error);
    return 1;
  }
  FILE *output = stdout;
  if (options->output && strcmp(options->output, "-") != 0 &&
      !(output = fopen(options->output, "w"))) {
    fprintf(stderr, "tc-opt: error: could not open output file '%s'\n",
            options->output);
    tcSourceDestroy(&source);
    return 1;
  }

  MlirContext context = createContext(options);
  TcDiagnosticCollector collector = {
      .source = &source,
      .stream = options->verifyDiagnostics ? NULL : stderr,
      .dropOperationNotes = options->verifyDiagnostics};
  tcDiagnosticCollectorAttach(&collector, context);
  bool ok = mlirLogicalResultIsSuccess(tcContextLoadDialect(context));
  TcStatistics statistics = tcStatisticsCreate();

  TcChunk *chunks = NULL;
  size_t numChunks = tcSourceSplit(&source, options->splitInputFile, &chunks);
  bool anyChunkFailed = false;
  // A failing chunk fails the run, but later chunks still run, as in mlir-opt.
  for (size_t i = 0; ok && i < numChunks; ++i) {
    if (i > 0)
      fputs("// -----\n", output);
    tcDiagnosticCollectorClear(&collector);
    bool chunkOk = processChunk(options, context, &source, &chunks[i],
                                statistics, output);
    if (options->verifyDiagnostics)
      chunkOk = tcVerifyExpectedDiagnostics(&source, &chunks[i], &collector,
                                            stderr);
    anyChunkFailed |= !chunkOk;
  }
  free(chunks);
  if (options->statistics)
    tcStatisticsPrint(statistics, printToStream, stderr);
  tcStatisticsDestroy(statistics);
  mlirContextDestroy(context);
  tcDiagnosticCollectorDestroy(&collector);
  tcSourceDestroy(&source);
  if (output != stdout && fclose(output) != 0) {
    fprintf(stderr, "tc-opt: error: could not write output file '%s'\n",
            options->output);
    return 1;
  }
  return ok && !anyChunkFailed ? 0 : 1;
}

/// True when MLIR's registry has a pass or pipeline called `name`: parsing
/// it alone fails with a different error otherwise (e.g. a missing option).
static bool isRegisteredMlirPass(MlirContext context, const char *name) {
  MlirPassManager passManager = mlirPassManagerCreate(context);
  TcStringBuffer pipeline = {0}, error = {0};
  tcBufferAppendFormat(&pipeline, "builtin.module(%s)", name);
  MlirLogicalResult parsed = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(passManager),
      mlirStringRefCreate(pipeline.data, pipeline.length),
      tcBufferAppendCallback, &error);
  bool known = mlirLogicalResultIsSuccess(parsed) ||
               !strstr(tcBufferGetCString(&error), "does not refer to a "
                                                   "registered pass");
  tcBufferDestroy(&pipeline);
  tcBufferDestroy(&error);
  mlirPassManagerDestroy(passManager);
  return known;
}

/// A flag that is neither one of tc-opt's nor a pass is an unknown argument,
/// as in mlir-opt, not an unknown pass.
static int checkPassFlags(const Options *options) {
  const TcStringBuffer *names = &options->mlirPassFlags;
  if (!names->length)
    return -1;
  MlirContext context = mlirContextCreate();
  int exitCode = -1;
  for (size_t at = 0; at < names->length && exitCode < 0;
       at += strlen(names->data + at) + 1)
    if (!isRegisteredMlirPass(context, names->data + at)) {
      fprintf(stderr,
              "tc-opt: error: unknown command line argument '--%s'\n"
              "Run 'tc-opt --help' for the options and 'tc-opt "
              "--list-passes' for the passes.\n",
              names->data + at);
      exitCode = 1;
    }
  mlirContextDestroy(context);
  return exitCode;
}

static int runTool(int argc, char **argv) {
  Options options = {0};
  int exitCode = parseArguments(argc, argv, &options);
  if (exitCode < 0) {
    mlirRegisterAllPasses();
    exitCode = checkPassFlags(&options);
  }
  if (exitCode < 0)
    exitCode = run(&options);
  tcBufferDestroy(&options.flagPipeline);
  tcBufferDestroy(&options.mlirPassFlags);
  return exitCode;
}

/// On a large stack: MLIR's parser, verifier and printer recurse per level
/// of nesting (see tcChunkCheckParseGuards).
int main(int argc, char **argv) {
  return tcRunWithLargeStack(runTool, argc, argv);
}
