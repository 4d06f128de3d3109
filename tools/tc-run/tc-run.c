//===- tc-run.c - Run a tensor_cast function on every rank; compare two -----===//
//
//   tc-run FILE                    per-output summary (shape, checksum, values)
//   tc-run --compare A B           run both on the same inputs, report the max
//                                  absolute/relative difference per output
//                                  (joined over the ranks for two layouts of
//                                  one model), exit 1 above the tolerance
//                                  (default: exact)
//   --weights=CKPT, --output=FILE  safetensors in and out
//
// Input is verified as tc-opt verifies it; every failure is a diagnostic with
// file:line:col and exit 1.
//
//===----------------------------------------------------------------------===//

#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "tensor_cast-c/Dialect.h"
#include "tensor_cast-c/Run.h"
#include "tensor_cast-c/TensorCast.h"

#include "ToolSupport/ToolSupport.h"
#include "Util/ArraySize.h"
#include "Util/Safetensors.h"
#include "Util/StringBuffer.h"

#ifndef TC_VERSION
#define TC_VERSION "unknown"
#endif

typedef struct Options {
  const char *inputs[2];
  int numInputs;
  bool compare;
  const char *function; // NULL: the first func.func
  uint64_t seed;
  int64_t worldSize;
  double rtol, atol, ulps;
  double maxGflop;   // 0: no limit
  int64_t numValues; // values printed per output and rank
  const char *weights; // a safetensors checkpoint, or NULL
  bool strictWeights;
  const char *output; // where to write the joined outputs, or NULL
} Options;

static void printUsage(FILE *stream) {
  fputs(
      "OVERVIEW: tc-run, the reference interpreter of the tensor_cast "
      "dialect\n\n"
      "USAGE: tc-run [options] FILE\n"
      "       tc-run --compare [options] A.mlir B.mlir   ('-' reads stdin)\n"
      "Inputs are MLIR text or bytecode (tc-opt --emit-bytecode).\n\n"
      "Runs a func.func on every rank of its world at once (an SPMD "
      "simulation:\ncollectives combine the ranks' values) on pseudo-random "
      "inputs from a seed.\nAn argument with a tensor_cast.source (tc-gen's "
      "real models) gets its piece of\nthe model tensor, drawn once from the "
      "seed and its name, so every layout of one\nmodel runs on the same "
      "weights; two layouts compare by their joined outputs.\nOtherwise "
      "arguments marked {tensor_cast.sharded} differ per rank and the others "
      "are\nthe same on every rank. Values are computed in "
      "double and every op result is rounded\nto its element type, with real "
      "quantization (i8/i4 rounding and clamping,\nfp8/fp4 rounding, "
      "per-tensor/channel/group/token scales and offsets).\n"
      "copy_region runs its region again on its operand (with the weights "
      "the region\nreads): a marker program computes every layer.\n\n"
      "OPTIONS:\n"
      "  --compare          Run A and B on the same inputs and compare their "
      "outputs\n"
      "  --rtol=<x>         Relative tolerance of --compare (default 0)\n"
      "  --atol=<x>         Absolute tolerance of --compare (default 0): "
      "|a-b| <= atol + rtol*|a|\n"
      "  --ulps=<x>         Tolerance in units in the last place of the "
      "output's element\n"
      "                     type at the output's largest |a| (default 0), "
      "added to the above\n"
      "  --seed=<n>         Seed of the inputs (default 0)\n"
      "  --world-size=<n>   Ranks to simulate (default: the collectives' "
      "rank_group, else 1)\n"
      "  --func=<name>      The function to run (default: the first)\n"
      "  --print=<n>        Values shown per output and rank (default 4)\n"
      "  --weights=<path>   Take the arguments whose tensor_cast.source names "
      "a tensor of\n"
      "                     this safetensors checkpoint (a file, the index "
      "JSON of its\n"
      "                     shards, or their directory; bf16/f16/f32 in "
      "torch layouts;\n"
      "                     input_ids, position_ids and past_key_values.<l>."
      "key/.value\n"
      "                     too) from it; draw the others. A tensor of another "
      "shape is\n"
      "                     an error\n"
      "  --strict-weights   With --weights: an argument whose tensor is "
      "missing is an error\n"
      "  --output=<file>    Write the outputs to a safetensors file in f32: "
      "each joined\n"
      "                     over the ranks under its source's name (logits), "
      "others as\n"
      "                     output.<i> (output.<i>.rank<r> on several ranks)\n"
      "  --max-gflop=<x>    Refuse a function whose ops need more GFLOP over "
      "all ranks\n"
      "                     (tc-cost-report's count; default 64, some 20 "
      "seconds; 0: no limit)\n"
      "  --help, --version\n\n"
      "Ops it runs: every tensor_cast op; arith.constant (dense), "
      "addf/subf/mulf/divf/\nmaximumf/minimumf/negf/truncf/extf; tensor.concat, "
      "static tensor.extract_slice,\ncollapse_shape/expand_shape/cast, "
      "tensor.extract from a 0-D tensor, tensor.splat;\ntensor.empty (zeros), "
      "linalg.transpose; func.return. Any other op is an error.\n",
      stream);
}

static int failUsage(const char *format, const char *argument) {
  return tcReportUsageError("tc-run", format, argument);
}

static bool parseUnsigned(const char *text, uint64_t *value) {
  char *end;
  errno = 0;
  unsigned long long parsed = strtoull(text, &end, 10);
  if (!*text || *end || errno || text[0] == '-')
    return false;
  *value = parsed;
  return true;
}

static bool parseNonNegative(const char *text, double *value) {
  char *end;
  errno = 0;
  *value = strtod(text, &end);
  return *text && !*end && !errno && *value >= 0.0 && isfinite(*value);
}

/// --rtol, --atol, --ulps: -1 when read, 1 (the exit code) after the
/// message, 0 when `arg` is none of them.
static int parseToleranceFlag(const char *arg, Options *options) {
  static const struct {
    const char *name;
    size_t field;
  } kTolerances[] = {{"rtol", offsetof(Options, rtol)},
                     {"atol", offsetof(Options, atol)},
                     {"ulps", offsetof(Options, ulps)}};
  for (size_t i = 0; i < TC_ARRAY_SIZE(kTolerances); ++i) {
    const char *value = tcFlagGetValue(arg, kTolerances[i].name);
    if (!value)
      continue;
    if (parseNonNegative(value,
                         (double *)((char *)options + kTolerances[i].field)))
      return -1;
    char format[96];
    snprintf(format, sizeof format,
             "option '--%s' expects a non-negative number, got '%%s'",
             kTolerances[i].name);
    return failUsage(format, value);
  }
  return 0;
}

/// The tolerances and the run's limits: --rtol, --atol, --ulps,
/// --max-gflop, --seed, --world-size, --print. -1 when read, 1 (the exit
/// code) after the message, 0 when `arg` is none of them.
static int parseNumberFlag(const char *arg, Options *options) {
  const char *value;
  uint64_t number;
  int tolerance = parseToleranceFlag(arg, options);
  if (tolerance != 0)
    return tolerance;
  if ((value = tcFlagGetValue(arg, "max-gflop"))) {
    if (!parseNonNegative(value, &options->maxGflop))
      return failUsage("option '--max-gflop' expects a non-negative "
                       "number (0: no limit), got '%s'", value);
  } else if ((value = tcFlagGetValue(arg, "seed"))) {
    if (!parseUnsigned(value, &options->seed))
      return failUsage("option '--seed' expects an unsigned integer, got "
                       "'%s'", value);
  } else if ((value = tcFlagGetValue(arg, "world-size"))) {
    if (!parseUnsigned(value, &number) || number == 0 || number > 1024)
      return failUsage("option '--world-size' expects an integer in "
                       "1..1024, got '%s'", value);
    options->worldSize = (int64_t)number;
  } else if ((value = tcFlagGetValue(arg, "print"))) {
    if (!parseUnsigned(value, &number) || number > 1000000)
      return failUsage("option '--print' expects an unsigned integer, got "
                       "'%s'", value);
    options->numValues = (int64_t)number;
  } else
    return 0;
  return -1;
}

/// The flags that name things: --func, --weights, --strict-weights,
/// --output, --compare. -1 when read, 0 when `arg` is none of them.
static int parseNameFlag(const char *arg, Options *options) {
  const char *value;
  if (!strcmp(arg, "--compare"))
    options->compare = true;
  else if ((value = tcFlagGetValue(arg, "func")))
    options->function = value;
  else if ((value = tcFlagGetValue(arg, "weights")))
    options->weights = value;
  else if (!strcmp(arg, "--strict-weights"))
    options->strictWeights = true;
  else if ((value = tcFlagGetValue(arg, "output")))
    options->output = value;
  else
    return 0;
  return -1;
}

/// The inputs and the flags together. Returns -1 to go on, or the exit code.
static int checkArguments(const Options *options) {
  int expected = options->compare ? 2 : 1;
  if (options->numInputs != expected)
    return failUsage(options->compare ? "--compare needs two input files%s"
                                      : "expected one input file%s",
                     "");
  if (options->strictWeights && !options->weights)
    return failUsage("--strict-weights needs --weights%s", "");
  if (options->output && options->compare)
    return failUsage("--output writes one run's outputs; it does not go with "
                     "--compare%s", "");
  if (options->compare && !strcmp(options->inputs[0], "-") &&
      !strcmp(options->inputs[1], "-"))
    return failUsage("only one input can be stdin%s", "");
  return -1;
}

/// Returns -1 to go on, or the exit code.
static int parseArguments(int argc, char **argv, Options *options) {
  *options = (Options){.numValues = 4,
                       .maxGflop = TC_RUN_DEFAULT_MAX_FLOPS / 1e9};
  for (int i = 1; i < argc; ++i) {
    const char *arg = argv[i];
    int code;
    if (arg[0] != '-' || !strcmp(arg, "-")) {
      if (options->numInputs == 2)
        return failUsage("too many input files ('%s')", arg);
      options->inputs[options->numInputs++] = arg;
    } else if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
      printUsage(stdout);
      return 0;
    } else if (!strcmp(arg, "--version")) {
      printf("tc-run (tensor_cast) %s\n", TC_VERSION);
      return 0;
    } else if ((code = parseNumberFlag(arg, options)) ||
               (code = parseNameFlag(arg, options))) {
      if (code != -1)
        return code;
    } else {
      return failUsage("unknown option '%s'", arg);
    }
  }
  return checkArguments(options);
}

//===----------------------------------------------------------------------===//
// Loading.
//===----------------------------------------------------------------------===//

/// One input: its text, parsed and verified module, and the function to run.
typedef struct Program {
  TcSource source;
  MlirModule module;
  MlirOperation function;
} Program;

typedef struct FunctionSearch {
  const char *name; // NULL: the first function with a body
  MlirOperation found;
} FunctionSearch;

static bool hasBody(MlirOperation op) {
  return mlirOperationGetNumRegions(op) == 1 &&
         !mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)));
}

static bool isNamed(MlirStringRef text, const char *name) {
  return mlirStringRefEqual(text, mlirStringRefCreateFromCString(name));
}

static MlirWalkResult visitFunction(MlirOperation op, void *userData) {
  FunctionSearch *search = userData;
  if (!isNamed(mlirIdentifierStr(mlirOperationGetName(op)), "func.func"))
    return MlirWalkResultAdvance;
  MlirAttribute symbol = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("sym_name"));
  bool named = !search->name ||
               (!mlirAttributeIsNull(symbol) && mlirAttributeIsAString(symbol) &&
                isNamed(mlirStringAttrGetValue(symbol), search->name));
  if (!named || !hasBody(op))
    return MlirWalkResultSkip; // functions hold no functions
  search->found = op;
  return MlirWalkResultInterrupt;
}

/// The first func.func with a body, in program order, at any depth of nested
/// modules; with `name`, the first one of that name.
static MlirOperation findFunction(MlirModule module, const char *name) {
  FunctionSearch search = {name, {NULL}};
  mlirOperationWalk(mlirModuleGetOperation(module), visitFunction, &search,
                    MlirWalkPreOrder);
  return search.found;
}

static bool loadProgram(const char *path, const Options *options,
                        MlirContext context, TcDiagnosticPrinter *printer,
                        Program *program) {
  TcStringBuffer error = {0};
  *program = (Program){0};
  if (!tcSourceRead(path, &program->source, &error)) {
    fprintf(stderr, "tc-run: error: %s\n", tcBufferGetCString(&error));
    tcBufferDestroy(&error);
    return false;
  }
  printer->source = &program->source;
  program->module = tcSourceParse(context, &program->source);
  // The public verifier: MLIR's (parsing ran it once already; a second run
  // is cheap next to executing the program) and the rules that span ops.
  if (mlirModuleIsNull(program->module) ||
      mlirLogicalResultIsFailure(tcOperationVerifySemantics(
          mlirModuleGetOperation(program->module))))
    return false;
  program->function = findFunction(program->module, options->function);
  if (mlirOperationIsNull(program->function)) {
    char message[320];
    snprintf(message, sizeof message,
             "tc-run: no func.func%s%.200s%s with a body in this file",
             options->function ? " named '@" : "",
             options->function ? options->function : "",
             options->function ? "'" : "");
    mlirEmitError(mlirOperationGetLocation(
                      mlirModuleGetOperation(program->module)),
                  message);
    return false;
  }
  return true;
}

static void destroyProgram(Program *program) {
  if (!mlirModuleIsNull(program->module))
    mlirModuleDestroy(program->module);
  if (program->source.text)
    tcSourceDestroy(&program->source);
}

//===----------------------------------------------------------------------===//
// Reports.
//===----------------------------------------------------------------------===//

static void printToStream(MlirStringRef text, void *stream) {
  fwrite(text.data, 1, text.length, stream);
}

static void printType(MlirType type, FILE *stream) {
  mlirTypePrint(type, printToStream, stream);
}

static MlirAttribute attributeOf(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op,
                                         mlirStringRefCreateFromCString(name));
}

static const char *functionName(MlirOperation function) {
  static char name[256];
  MlirStringRef symbol = mlirStringAttrGetValue(attributeOf(function, "sym_name"));
  snprintf(name, sizeof name, "%.*s", (int)symbol.length, symbol.data);
  return name;
}

static void printShape(const TcRunJoinedOutput *joined, FILE *stream) {
  for (intptr_t d = 0; d < joined->rank; ++d)
    fprintf(stream, "%s%lld", d ? "x" : "", (long long)joined->shape[d]);
}

/// The model's output the ranks' pieces join into, when the result says how.
static void printJoined(TcRunResult result, intptr_t out,
                        const Options *options) {
  TcRunJoinedOutput joined = tcRunResultGetJoinedOutput(result, out);
  if (!joined.data)
    return;
  double sum = 0.0, absSum = 0.0;
  for (int64_t i = 0; i < joined.numElements; ++i) {
    sum += joined.data[i];
    absSum += fabs(joined.data[i]);
  }
  printf("  joined %.*s (", (int)joined.name.length, joined.name.data);
  printShape(&joined, stdout);
  printf("): sum %.9g, abs-sum %.9g, values [", sum, absSum);
  int64_t shown = joined.numElements < options->numValues ? joined.numElements
                                                           : options->numValues;
  for (int64_t i = 0; i < shown; ++i)
    printf("%s%.9g", i ? ", " : "", joined.data[i]);
  printf("%s]\n", shown == joined.numElements ? "" : shown ? ", ..." : "...");
}

static void printSummary(TcRunResult result, const Options *options) {
  for (intptr_t out = 0; out < tcRunResultGetNumOutputs(result); ++out) {
    printf("output %ld: ", (long)out);
    printType(tcRunResultGetOutputType(result, out), stdout);
    putchar('\n');
    int64_t count = tcRunResultGetOutputNumElements(result, out);
    for (int64_t rank = 0; rank < tcRunResultGetWorldSize(result); ++rank) {
      const double *data = tcRunResultGetOutputData(result, rank, out);
      double sum = 0.0, absSum = 0.0;
      for (int64_t i = 0; i < count; ++i) {
        sum += data[i];
        absSum += fabs(data[i]);
      }
      printf("  rank %ld: sum %.9g, abs-sum %.9g, values [", (long)rank, sum,
             absSum);
      int64_t shown = count < options->numValues ? count : options->numValues;
      for (int64_t i = 0; i < shown; ++i)
        printf("%s%.9g", i ? ", " : "", data[i]);
      printf("%s]\n", shown == count ? "" : shown ? ", ..." : "...");
    }
    printJoined(result, out, options);
  }
}

typedef struct Difference {
  double maxAbs, maxRel;
  int64_t failures, firstRank, firstIndex;
  double firstA, firstB;
} Difference;

static bool sameNumber(double a, double b) {
  return a == b || (isnan(a) && isnan(b));
}

static double largestMagnitude(const double *data, int64_t count,
                               double largest) {
  for (int64_t i = 0; i < count; ++i)
    if (isfinite(data[i]))
      largest = fmax(largest, fabs(data[i]));
  return largest;
}

/// --ulps in absolute terms for one output: that many units in the last
/// place of its element type, at the largest magnitude A has on any rank.
static double ulpTolerance(TcRunResult a, intptr_t out, const Options *options) {
  if (options->ulps == 0.0)
    return 0.0;
  double largest = 0.0;
  int64_t count = tcRunResultGetOutputNumElements(a, out);
  for (int64_t rank = 0; rank < tcRunResultGetWorldSize(a); ++rank)
    largest = largestMagnitude(tcRunResultGetOutputData(a, rank, out), count,
                               largest);
  return options->ulps * tcRunResultGetOutputUlp(a, out, largest);
}

static void compareValues(const double *a, const double *b, int64_t count,
                          int64_t rank, const Options *options,
                          double ulpAbs, Difference *difference) {
  for (int64_t i = 0; i < count; ++i) {
    if (sameNumber(a[i], b[i]))
      continue;
    double abs = fabs(a[i] - b[i]);
    double scale = fmax(fabs(a[i]), fabs(b[i]));
    double rel = scale > 0.0 ? abs / scale : 0.0;
    if (isnan(abs)) // NaN against a number, or inf against -inf
      abs = rel = INFINITY;
    difference->maxAbs = fmax(difference->maxAbs, abs);
    difference->maxRel = fmax(difference->maxRel, rel);
    if (abs <= options->atol + options->rtol * fabs(a[i]) + ulpAbs)
      continue;
    if (difference->failures++ == 0) {
      difference->firstRank = rank;
      difference->firstIndex = i;
      difference->firstA = a[i];
      difference->firstB = b[i];
    }
  }
}

/// Ends an output's line: its largest differences and whether it is within
/// tolerance (with the first element that is not, and its rank when the
/// outputs are per rank). Returns 1 when it is not.
static int printVerdict(const Difference *difference, bool perRank) {
  printf("): max abs diff %.9g, max rel diff %.9g: ", difference->maxAbs,
         difference->maxRel);
  if (!difference->failures) {
    puts(difference->maxAbs == 0.0 ? "equal" : "within tolerance");
    return 0;
  }
  printf("MISMATCH in %lld elements (first: ",
         (long long)difference->failures);
  if (perRank)
    printf("rank %lld, ", (long long)difference->firstRank);
  printf("element %lld: %.9g vs %.9g)\n", (long long)difference->firstIndex,
         difference->firstA, difference->firstB);
  return 1;
}

/// Prints one line per output; returns the number of outputs out of tolerance.
static int reportComparison(TcRunResult a, TcRunResult b,
                            const Options *options) {
  int mismatches = 0;
  for (intptr_t out = 0; out < tcRunResultGetNumOutputs(a); ++out) {
    Difference difference = {0};
    int64_t count = tcRunResultGetOutputNumElements(a, out);
    double ulpAbs = ulpTolerance(a, out, options);
    for (int64_t rank = 0; rank < tcRunResultGetWorldSize(a); ++rank)
      compareValues(tcRunResultGetOutputData(a, rank, out),
                    tcRunResultGetOutputData(b, rank, out), count, rank,
                    options, ulpAbs, &difference);
    printf("output %ld (", (long)out);
    printType(tcRunResultGetOutputType(a, out), stdout);
    mismatches += printVerdict(&difference, true);
  }
  return mismatches;
}


static bool sameShape(const TcRunJoinedOutput *a, const TcRunJoinedOutput *b) {
  if (a->rank != b->rank)
    return false;
  for (intptr_t d = 0; d < a->rank; ++d)
    if (a->shape[d] != b->shape[d])
      return false;
  return true;
}

/// Two layouts of one model: the outputs joined over each world, compared
/// position by position. Returns the number out of tolerance, or -1 after an
/// error when they cannot be joined or do not correspond.
static int reportJoinedComparison(TcRunResult a, TcRunResult b,
                                  const Options *options) {
  if (tcRunResultGetNumOutputs(a) != tcRunResultGetNumOutputs(b)) {
    fprintf(stderr, "tc-run: error: the functions return %ld and %ld values\n",
            (long)tcRunResultGetNumOutputs(a), (long)tcRunResultGetNumOutputs(b));
    return -1;
  }
  int mismatches = 0;
  for (intptr_t out = 0; out < tcRunResultGetNumOutputs(a); ++out) {
    TcRunJoinedOutput ja = tcRunResultGetJoinedOutput(a, out);
    TcRunJoinedOutput jb = tcRunResultGetJoinedOutput(b, out);
    if (!ja.data || !jb.data || !sameShape(&ja, &jb)) {
      fprintf(stderr,
              "tc-run: error: output %ld: programs of different layouts are "
              "compared by their joined outputs, but %s\n",
              (long)out,
              !ja.data || !jb.data
                  ? "a result has no 'tensor_cast.source' to join it by"
                  : "the joined shapes differ");
      return -1;
    }
    Difference difference = {0};
    double ulpAbs =
        options->ulps *
        tcRunResultGetOutputUlp(a, out, largestMagnitude(ja.data, ja.numElements,
                                                          0.0));
    compareValues(ja.data, jb.data, ja.numElements, 0, options, ulpAbs,
                  &difference);
    printf("output %ld (%.*s, joined ", (long)out, (int)ja.name.length,
           ja.name.data);
    printShape(&ja, stdout);
    mismatches += printVerdict(&difference, false);
  }
  return mismatches;
}

/// The outputs as safetensors entries: each joined output under its name,
/// the others by position (and rank when there are several).
static size_t collectOutputTensors(TcRunResult result,
                                   TcSafetensorOutput *tensors, char **names,
                                   int64_t *shapes) {
  size_t count = 0;
  int64_t world = tcRunResultGetWorldSize(result);
  for (intptr_t out = 0; out < tcRunResultGetNumOutputs(result); ++out) {
    TcRunJoinedOutput joined = tcRunResultGetJoinedOutput(result, out);
    if (joined.data) {
      TcStringBuffer name = {0};
      tcBufferAppend(&name, joined.name.data, joined.name.length);
      names[count] = tcCopyCString(tcBufferGetCString(&name));
      tcBufferDestroy(&name);
      tensors[count] = (TcSafetensorOutput){names[count], joined.rank,
                                            joined.shape, joined.data};
      ++count;
      continue;
    }
    MlirType type = tcRunResultGetOutputType(result, out);
    int64_t *shape = &shapes[out * 8];
    intptr_t rank = mlirShapedTypeGetRank(type);
    for (intptr_t d = 0; d < rank && d < 8; ++d)
      shape[d] = mlirShapedTypeGetDimSize(type, d);
    for (int64_t r = 0; r < world; ++r) {
      char name[64];
      if (world == 1)
        snprintf(name, sizeof name, "output.%ld", (long)out);
      else
        snprintf(name, sizeof name, "output.%ld.rank%lld", (long)out,
                 (long long)r);
      names[count] = tcCopyCString(name);
      tensors[count] = (TcSafetensorOutput){
          names[count], rank, shape, tcRunResultGetOutputData(result, r, out)};
      ++count;
    }
  }
  return count;
}

/// --output: the outputs in f32 as a safetensors file.
static bool writeOutputs(TcRunResult result, const char *path) {
  size_t capacity = (size_t)(tcRunResultGetNumOutputs(result) *
                             tcRunResultGetWorldSize(result)) + 1;
  TcSafetensorOutput *tensors =
      tcCheckAllocation(calloc(capacity, sizeof(TcSafetensorOutput)));
  char **names = tcCheckAllocation(calloc(capacity, sizeof(char *)));
  int64_t *shapes = tcCheckAllocation(
      calloc((size_t)tcRunResultGetNumOutputs(result) * 8 + 1, sizeof(int64_t)));
  size_t count = collectOutputTensors(result, tensors, names, shapes);
  TcStringBuffer error = {0};
  bool ok = tcSafetensorsWriteF32(path, tensors, count, &error);
  if (!ok)
    fprintf(stderr, "tc-run: error: --output: %s\n", tcBufferGetCString(&error));
  for (size_t i = 0; i < count; ++i)
    free(names[i]);
  free(names);
  free(tensors);
  free(shapes);
  tcBufferDestroy(&error);
  return ok;
}

static MlirWalkResult findCopy(MlirOperation op, void *userData) {
  if (!isNamed(mlirIdentifierStr(mlirOperationGetName(op)),
               "tensor_cast.copy_region"))
    return MlirWalkResultAdvance;
  *(bool *)userData = true;
  return MlirWalkResultInterrupt;
}

/// A marker program runs layer 0's weights in every layer, so a checkpoint's
/// other layers go unread: say so, once.
static void noteMarkerWeights(const Program *program, const Options *options) {
  bool copies = false;
  if (!options->weights)
    return;
  mlirOperationWalk(program->function, findCopy, &copies, MlirWalkPreOrder);
  if (copies)
    fprintf(stderr,
            "tc-run: note: %s repeats its layers with copy_region, which "
            "run layer 0 again with its weights: only layer 0's tensors are "
            "read (tc-gen --no-markers writes every layer)\n",
            program->source.name);
}

/// True when every result of `function` says how the ranks' pieces join
/// (`tensor_cast.source`), so that layouts of different types compare.
static bool resultsJoin(MlirOperation function) {
  MlirType type = mlirTypeAttrGetValue(attributeOf(function, "function_type"));
  MlirAttribute attrs = attributeOf(function, "res_attrs");
  intptr_t count = mlirFunctionTypeGetNumResults(type);
  if (count == 0 || mlirAttributeIsNull(attrs) || !mlirAttributeIsAArray(attrs) ||
      mlirArrayAttrGetNumElements(attrs) != count)
    return false;
  for (intptr_t i = 0; i < count; ++i) {
    MlirAttribute dict = mlirArrayAttrGetElement(attrs, i);
    if (!mlirAttributeIsADictionary(dict) ||
        mlirAttributeIsNull(mlirDictionaryAttrGetElementByName(
            dict, mlirStringRefCreateFromCString("tensor_cast.source"))))
      return false;
  }
  return true;
}

/// Both functions must take and return the same types, or the inputs (and
/// what is compared) would not correspond; unless both are layouts of one
/// model whose outputs join (`*layouts` then). Both live in one context, so
/// types compare by identity.
static bool checkComparable(const Program *a, const Program *b, bool *layouts) {
  MlirType typeA = mlirTypeAttrGetValue(attributeOf(a->function, "function_type"));
  MlirType typeB = mlirTypeAttrGetValue(attributeOf(b->function, "function_type"));
  *layouts = false;
  if (mlirTypeEqual(typeA, typeB))
    return true;
  if (resultsJoin(a->function) && resultsJoin(b->function)) {
    *layouts = true;
    return true;
  }
  fputs("tc-run: error: cannot compare functions of different types:\n", stderr);
  fprintf(stderr, "  %s: ", a->source.name);
  printType(typeA, stderr);
  fprintf(stderr, "\n  %s: ", b->source.name);
  printType(typeB, stderr);
  fputs("\n  (layouts of one model compare when every result has a "
        "'tensor_cast.source', as tc-gen writes)\n", stderr);
  return false;
}

/// The world both programs run in: the one their collectives imply (they must
/// agree), else --world-size, else 1.
static bool chooseWorldSize(const Program *programs, int count,
                            const Options *options, int64_t *worldSize) {
  *worldSize = options->worldSize;
  for (int i = 0; i < count; ++i) {
    int64_t implied = tcFunctionGetWorldSize(programs[i].function);
    if (implied <= 0)
      continue; // none (0), or inconsistent (-1): the run reports it
    if (*worldSize > 0 && *worldSize != implied) {
      fprintf(stderr,
              "tc-run: error: %s: its collectives run over %lld ranks, but the "
              "world size is %lld\n",
              programs[i].source.name, (long long)implied,
              (long long)*worldSize);
      return false;
    }
    *worldSize = implied;
  }
  return true;
}

static MlirWalkResult findActivationQuantizer(MlirOperation op,
                                              void *userData) {
  static const char *const kQuantizers[] = {
      "tensor_cast.quantize", "tensor_cast.dynamic_quantize_symmetric",
      "tensor_cast.dynamic_quantize_asymmetric",
      "tensor_cast.dynamic_quantize_mxfp4",
      "tensor_cast.dynamic_quantize_nvfp4"};
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  for (size_t i = 0; i < TC_ARRAY_SIZE(kQuantizers); ++i)
    if (name.length == strlen(kQuantizers[i]) &&
        !memcmp(name.data, kQuantizers[i], name.length)) {
      *(const char **)userData = kQuantizers[i];
      return MlirWalkResultInterrupt;
    }
  return MlirWalkResultAdvance;
}

/// The first op of `function` that quantizes an activation, or NULL.
static const char *activationQuantizer(MlirOperation function) {
  const char *found = NULL;
  mlirOperationWalk(function, findActivationQuantizer, &found,
                    MlirWalkPreOrder);
  return found;
}

/// Two layouts that quantize their activations and differ: the verdict is
/// that they cannot be compared, and why (never a bare mismatch between
/// layouts that differ by their roundings).
static void explainQuantizedLayouts(const char *quantizer, int mismatches,
                                    long outputs) {
  printf("NOT COMPARABLE: %d of %ld outputs out of tolerance, and the layouts "
         "quantize their activations (%s): their weights are slices of one "
         "quantized checkpoint, but each quantizes its own values (a "
         "row-parallel projection takes a token's scale over its rank's "
         "slice of the row, and sums a split rounds differently can land on "
         "the next quantization level), so the layouts compute different "
         "roundings of the model and no elementwise tolerance follows from "
         "the scheme. Compare each layout with its rewritten form (exact), "
         "or the layouts with --quant=none or a weight-only scheme (int4).\n",
         mismatches, outputs, quantizer);
}

/// The run's options for tc-run's.
static TcRunOptions runOptionsOf(const Options *options) {
  TcRunOptions runOptions = tcRunOptionsGetDefault();
  runOptions.seed = options->seed;
  runOptions.weights = options->weights;
  runOptions.strictWeights = options->strictWeights;
  runOptions.maxFlops = options->maxGflop * 1e9;
  return runOptions;
}

/// Runs each of the `count` programs: in one world, or (two layouts) each in
/// its own. False after a diagnostic.
static bool runPrograms(Program *programs, int count, bool layouts,
                        const Options *options, TcDiagnosticPrinter *printer,
                        TcRunResult *results) {
  TcRunOptions runOptions = runOptionsOf(options);
  bool ok = layouts ||
            chooseWorldSize(programs, count, options, &runOptions.worldSize);
  for (int i = 0; ok && i < count; ++i) {
    printer->source = &programs[i].source; // for the source line under errors
    ok = !layouts ||
         chooseWorldSize(&programs[i], 1, options, &runOptions.worldSize);
    if (ok) {
      noteMarkerWeights(&programs[i], options);
      results[i] =
          tcRunResultCreateFromFunction(programs[i].function, &runOptions);
    }
    ok = ok && !tcRunResultIsNull(results[i]);
  }
  return ok;
}

/// "@f: world size 2[ against 4], seed 1[, N arguments from FILE]".
static void printRunHeader(const Program *programs, const TcRunResult *results,
                           int count, bool layouts, const Options *options) {
  printf("@%s: world size %lld", functionName(programs[0].function),
         (long long)tcRunResultGetWorldSize(results[0]));
  if (layouts)
    printf(" against %lld", (long long)tcRunResultGetWorldSize(results[1]));
  printf(", seed %llu", (unsigned long long)options->seed);
  for (int i = 0; options->weights && i < count; ++i)
    printf("%s%lld arguments from %s", i ? " and " : ", ",
           (long long)tcRunResultGetNumLoadedArguments(results[i]),
           options->weights);
  putchar('\n');
}

/// --compare's verdict: PASS or FAIL with the outputs out of tolerance, or
/// NOT COMPARABLE for layouts that round differently. Returns the exit
/// code.
static int printComparison(const Program *programs, const TcRunResult *results,
                        bool layouts, const Options *options) {
  int mismatches = layouts
                       ? reportJoinedComparison(results[0], results[1], options)
                       : reportComparison(results[0], results[1], options);
  if (mismatches < 0)
    return 1;
  const char *quantizer = NULL;
  for (int i = 0; layouts && mismatches && !quantizer && i < 2; ++i)
    quantizer = activationQuantizer(programs[i].function);
  if (quantizer) {
    explainQuantizedLayouts(quantizer, mismatches,
                            (long)tcRunResultGetNumOutputs(results[0]));
    return 1;
  }
  printf("%s: %d of %ld outputs out of tolerance (rtol %g, atol %g",
         mismatches ? "FAIL" : "PASS", mismatches,
         (long)tcRunResultGetNumOutputs(results[0]), options->rtol,
         options->atol);
  printf(options->ulps != 0.0 ? ", ulps %g)\n" : ")\n", options->ulps);
  return mismatches ? 1 : 0;
}

static int run(const Options *options) {
  MlirContext context = mlirContextCreate();
  TcDiagnosticPrinter printer = {.stream = stderr};
  tcDiagnosticPrinterAttach(&printer, context);
  Program programs[2];
  memset(programs, 0, sizeof programs);
  int count = options->compare ? 2 : 1;
  bool ok = mlirLogicalResultIsSuccess(tcContextLoadDialect(context));
  for (int i = 0; ok && i < count; ++i)
    ok = loadProgram(options->inputs[i], options, context, &printer,
                     &programs[i]);
  bool layouts = false;
  ok = ok && (count == 1 || checkComparable(&programs[0], &programs[1], &layouts));
  TcRunResult results[2] = {{NULL}, {NULL}};
  ok = ok && runPrograms(programs, count, layouts, options, &printer, results);
  int exitCode = ok ? 0 : 1;
  if (ok) {
    printRunHeader(programs, results, count, layouts, options);
    if (options->compare)
      exitCode = printComparison(programs, results, layouts, options);
    else {
      printSummary(results[0], options);
      if (options->output && !writeOutputs(results[0], options->output))
        exitCode = 1;
    }
  }
  for (int i = 0; i < 2; ++i) {
    tcRunResultDestroy(results[i]);
    destroyProgram(&programs[i]);
  }
  mlirContextDestroy(context);
  return exitCode;
}

static int runTool(int argc, char **argv) {
  Options options;
  int exitCode = parseArguments(argc, argv, &options);
  if (exitCode < 0)
    exitCode = run(&options);
  return tcToolFinishStandardOutput("tc-run") ? exitCode : 1;
}

/// On a large stack: MLIR's parser, verifier and printer recurse per level
/// of nesting (see tcTextCheckParseGuards).
int main(int argc, char **argv) {
  return tcRunWithLargeStack(runTool, argc, argv);
}
