//===- model.c - Tests of the generator's C API (tensor_cast-c/Model.h) ---===//
//
// A host builds a model's program in memory, runs it and costs it, with no
// tc-gen process or file in between; the text tcModelWrite gives is what
// tc-gen writes for the same flags (the RUN lines diff them), and bad flags
// or configs are a status and one sentence, with nothing written.
//
//===----------------------------------------------------------------------===//

// RUN: rm -rf %t && mkdir -p %t
// RUN: tc-model-capi-test %tc_src_root/examples/models/qwen3_dense_8b.json %t/api.mlir 2>&1 | FileCheck %s
// RUN: tc-gen --config=%tc_src_root/examples/models/qwen3_dense_8b.json --tiny --world-size 2 --layers=2 -o %t/api.mlir.tc-gen
// RUN: sed 's/api.mlir.tc-gen/api.mlir/' %t/api.mlir.tc-gen | diff - %t/api.mlir

#include <stdio.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "tensor_cast-c/TensorCast.h"

#include "PrintDiagnostics.h"

static void writeToFile(MlirStringRef text, void *file) {
  fwrite(text.data, 1, text.length, file);
}

static void printError(MlirStringRef text, void *userData) {
  (void)userData;
  fprintf(stderr, "error: %.*s\n", (int)text.length, text.data);
}

static void countCalls(MlirStringRef text, void *calls) {
  (void)text;
  ++*(int *)calls;
}

/// The text for the flags, to the file at `path`; prints the status.
static void testWrite(const char *const *flags, int count, const char *path) {
  fprintf(stderr, "@testWrite\n");
  FILE *file = fopen(path, "w");
  if (!file)
    return;
  TcModelStatus status =
      tcModelWrite(count, flags, mlirStringRefCreateFromCString("api.mlir"),
                   writeToFile, file, printError, NULL);
  fclose(file);
  fprintf(stderr, "status %d\n", (int)status);
  // CHECK-LABEL: @testWrite
  // CHECK-NEXT: status 0
}

/// The first argument's and the result's sources, read back from the module.
static void printSources(MlirOperation function) {
  MlirAttribute args = mlirOperationGetAttributeByName(
      function, mlirStringRefCreateFromCString("arg_attrs"));
  MlirAttribute source = mlirDictionaryAttrGetElementByName(
      mlirArrayAttrGetElement(args, 2),
      mlirStringRefCreateFromCString("tensor_cast.source"));
  MlirStringRef name = mlirStringAttrGetValue(mlirDictionaryAttrGetElementByName(
      source, mlirStringRefCreateFromCString("name")));
  fprintf(stderr, "argument 2: %.*s\n", (int)name.length, name.data);
}

/// The module: verified, with the sources; it runs, and it costs.
static void testCreate(const char *const *flags, int count) {
  fprintf(stderr, "@testCreate\n");
  MlirContext context = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(context, printDiagnostic, NULL, NULL);
  MlirModule module = tcModelCreate(context, count, flags, printError, NULL);
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "no module\n");
    mlirContextDestroy(context);
    return;
  }
  MlirOperation function =
      mlirBlockGetFirstOperation(mlirModuleGetBody(module));
  printSources(function);
  TcRunOptions runOptions = tcRunOptionsGetDefault();
  TcRunResult result = tcRunResultCreateFromFunction(function, &runOptions);
  TcRunJoinedOutput logits = tcRunResultGetJoinedOutput(result, 0);
  fprintf(stderr, "world size %lld, joined %.*s of %lld\n",
          (long long)tcRunResultGetWorldSize(result), (int)logits.name.length,
          logits.name.data, (long long)logits.numElements);
  tcRunResultDestroy(result);
  TcCostOptions costOptions = tcCostOptionsGetDefault();
  TcCostSummary summary;
  MlirLogicalResult costed = tcOperationEstimateCost(
      mlirModuleGetOperation(module), &costOptions, &summary);
  fprintf(stderr, "costed %d, step time positive %d\n",
          mlirLogicalResultIsSuccess(costed), summary.stepTimeMicroseconds > 0);
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testCreate
  // CHECK-NEXT: argument 2: model.embed_tokens.weight
  // CHECK-NEXT: world size 2, joined logits of 512
  // CHECK-NEXT: costed 1, step time positive 1
}

/// Bad flags and configs: a status, one sentence, nothing written, no module.
static void testErrors(const char *config) {
  fprintf(stderr, "@testErrors\n");
  char configFlag[1024];
  snprintf(configFlag, sizeof configFlag, "--config=%s", config);
  const char *threeRanks[] = {configFlag, "--world-size=3"};
  const char *noFile[] = {"--config=/no/such/config.json"};
  const char *unknown[] = {"--no-such-flag"};
  const char *const *cases[] = {threeRanks, noFile, unknown};
  int counts[] = {2, 1, 1};
  for (int i = 0; i < 3; ++i) {
    int calls = 0;
    TcModelStatus status =
        tcModelWrite(counts[i], cases[i], mlirStringRefCreateFromCString(""),
                     countCalls, &calls, printError, NULL);
    fprintf(stderr, "status %d, text calls %d\n", (int)status, calls);
  }
  fprintf(stderr, "null flags: status %d\n",
          (int)tcModelWrite(2, NULL, mlirStringRefCreateFromCString(""),
                            countCalls, NULL, printError, NULL));
  MlirContext context = mlirContextCreate();
  MlirModule module = tcModelCreate(context, 1, unknown, printError, NULL);
  fprintf(stderr, "module null %d\n", mlirModuleIsNull(module));
  mlirContextDestroy(context);
  // CHECK-LABEL: @testErrors
  // CHECK-NEXT: error: --world-size must divide num_attention_heads (--heads)
  // CHECK-NEXT: status 2, text calls 0
  // CHECK-NEXT: error: could not read config '/no/such/config.json': No such file or directory
  // CHECK-NEXT: status 1, text calls 0
  // CHECK-NEXT: error: unknown option '--no-such-flag'
  // CHECK-NEXT: status 2, text calls 0
  // CHECK-NEXT: error: expected a list of flags
  // CHECK-NEXT: null flags: status 2
  // CHECK-NEXT: error: unknown option '--no-such-flag'
  // CHECK-NEXT: module null 1
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: tc-model-capi-test CONFIG.json OUTPUT.mlir\n");
    return 1;
  }
  char configFlag[1024];
  snprintf(configFlag, sizeof configFlag, "--config=%s", argv[1]);
  // "--world-size" "2": the two-word form, as on tc-gen's command line.
  const char *flags[] = {configFlag, "--tiny", "--world-size", "2",
                         "--layers=2"};
  int count = (int)(sizeof flags / sizeof flags[0]);
  testWrite(flags, count, argv[2]);
  testCreate(flags, count);
  testErrors(argv[1]);
  return 0;
}
