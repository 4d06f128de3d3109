//===- capi.c - Tests of the public C API of tensor_cast ------------------===//
//
// In the style of mlir/test/CAPI/*.c: each test prints what it observed and
// FileCheck compares it with the CHECK lines below each test.
//
//===----------------------------------------------------------------------===//

// RUN: tc-capi-test 2>&1 | FileCheck %s

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "tensor_cast-c/TensorCast.h"

#include "PrintDiagnostics.h"

static const char kValidModule[] =
    "func.func @f(%x: tensor<2x8xf32>, %w: tensor<8x4xf32>, %g: "
    "tensor<4xf32>) -> tensor<2x4xf32> {\n"
    "  %y = \"tensor_cast.linear\"(%x, %w) : (tensor<2x8xf32>, "
    "tensor<8x4xf32>) -> tensor<2x4xf32>\n"
    "  %n = \"tensor_cast.rms_norm\"(%y, %g) {eps = 1.0e-05 : f32} : "
    "(tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>\n"
    "  return %n : tensor<2x4xf32>\n"
    "}\n";

// K of w (6) does not match the last dim of x (8): only the C verifier knows.
static const char kBadShapeModule[] =
    "func.func @f(%x: tensor<2x8xf32>, %w: tensor<6x4xf32>) -> "
    "tensor<2x4xf32> {\n"
    "  %y = \"tensor_cast.linear\"(%x, %w) : (tensor<2x8xf32>, "
    "tensor<6x4xf32>) -> tensor<2x4xf32>\n"
    "  return %y : tensor<2x4xf32>\n"
    "}\n";

static MlirContext createContext(void) {
  MlirContext context = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(context, printDiagnostic, NULL, NULL);
  return context;
}

static void testDialectIRDL(void) {
  fprintf(stderr, "@testDialectIRDL\n");
  MlirStringRef text = tcGetDialectIRDL();
  fprintf(stderr, "length positive: %d\n", text.length > 0);
  fprintf(stderr, "defines tensor_cast: %d\n",
          strstr(text.data, "\"irdl.dialect\"() <{sym_name = \"tensor_cast\"}>") !=
              NULL);
  // CHECK-LABEL: @testDialectIRDL
  // CHECK: length positive: 1
  // CHECK: defines tensor_cast: 1
}

static void testLoadDialect(void) {
  fprintf(stderr, "@testLoadDialect\n");
  MlirContext context = createContext();
  MlirStringRef linear = mlirStringRefCreateFromCString("tensor_cast.linear");
  fprintf(stderr, "before: %d\n", mlirContextIsRegisteredOperation(context, linear));
  fprintf(stderr, "first load: %d\n",
          mlirLogicalResultIsSuccess(tcContextLoadDialect(context)));
  fprintf(stderr, "second load: %d\n",
          mlirLogicalResultIsSuccess(tcContextLoadDialect(context)));
  fprintf(stderr, "after: %d\n", mlirContextIsRegisteredOperation(context, linear));
  fprintf(stderr, "tensor loaded: %d\n",
          !mlirDialectIsNull(mlirContextGetOrLoadDialect(
              context, mlirStringRefCreateFromCString("tensor"))));
  mlirContextDestroy(context);
  // CHECK-LABEL: @testLoadDialect
  // CHECK: before: 0
  // CHECK: first load: 1
  // CHECK: second load: 1
  // CHECK: after: 1
  // CHECK: tensor loaded: 1
}

static void testVerifySemantics(void) {
  fprintf(stderr, "@testVerifySemantics\n");
  MlirContext context = createContext();
  tcContextLoadDialect(context);
  MlirModule good = mlirModuleCreateParse(
      context, mlirStringRefCreateFromCString(kValidModule));
  fprintf(stderr, "valid: %d\n",
          mlirLogicalResultIsSuccess(
              tcOperationVerifySemantics(mlirModuleGetOperation(good))));
  MlirModule bad = mlirModuleCreateParse(
      context, mlirStringRefCreateFromCString(kBadShapeModule));
  fprintf(stderr, "parsed despite bad K: %d\n", !mlirModuleIsNull(bad));
  fprintf(stderr, "invalid: %d\n",
          mlirLogicalResultIsFailure(
              tcOperationVerifySemantics(mlirModuleGetOperation(bad))));
  mlirModuleDestroy(good);
  mlirModuleDestroy(bad);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testVerifySemantics
  // CHECK: valid: 1
  // CHECK: parsed despite bad K: 1
  // CHECK: diagnostic: 'tensor_cast.linear' op operand 'w' dim 0 must be 8 (K, the last dim of 'x'), got 6
  // CHECK: invalid: 1
}

static void collectError(MlirStringRef text, void *userData) {
  (void)userData;
  fprintf(stderr, "error: %.*s\n", (int)text.length, text.data);
}

static void testRegistry(void) {
  fprintf(stderr, "@testRegistry\n");
  fprintf(stderr, "tc-verify: %d\n",
          tcIsRegisteredPass(mlirStringRefCreateFromCString("tc-verify")));
  fprintf(stderr, "tc-pipeline: %d\n",
          tcIsRegisteredPass(mlirStringRefCreateFromCString("tc-pipeline")));
  fprintf(stderr, "canonicalize: %d\n",
          tcIsRegisteredPass(mlirStringRefCreateFromCString("canonicalize")));
  tcPrintRegisteredPasses(printToStderr, NULL);
  // CHECK-LABEL: @testRegistry
  // CHECK: tc-verify: 1
  // CHECK: tc-pipeline: 1
  // CHECK: canonicalize: 0
  // CHECK: Passes:
  // CHECK: --tc-verify
  // CHECK: Pass Pipelines:
  // CHECK: --tc-pipeline
  // CHECK: --sequence-parallel
}

static void testCreatePass(void) {
  fprintf(stderr, "@testCreatePass\n");
  MlirContext context = createContext();
  tcContextLoadDialect(context);
  TcStatistics statistics = tcStatisticsCreate();
  fprintf(stderr, "statistics null: %d, null is null: %d\n",
          tcStatisticsIsNull(statistics),
          tcStatisticsIsNull((TcStatistics){NULL}));
  MlirPass bad = tcCreatePass(mlirStringRefCreateFromCString("tc-nope"),
                              mlirStringRefCreateFromCString(""), statistics,
                              collectError, NULL);
  fprintf(stderr, "unknown pass is null: %d\n", bad.ptr == NULL);
  MlirPass badOption = tcCreatePass(
      mlirStringRefCreateFromCString("tc-verify"),
      mlirStringRefCreateFromCString("depth=3"), statistics, collectError, NULL);
  fprintf(stderr, "bad option is null: %d\n", badOption.ptr == NULL);

  MlirPass pass = tcCreatePass(mlirStringRefCreateFromCString("tc-verify"),
                               mlirStringRefCreateFromCString(""), statistics,
                               collectError, NULL);
  MlirPassManager passManager = mlirPassManagerCreate(context);
  MlirOpPassManager functions = mlirPassManagerGetNestedUnder(
      passManager, mlirStringRefCreateFromCString("func.func"));
  mlirOpPassManagerAddOwnedPass(functions, pass);
  MlirModule module = mlirModuleCreateParse(
      context, mlirStringRefCreateFromCString(kValidModule));
  fprintf(stderr, "run: %d\n",
          mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(
              passManager, mlirModuleGetOperation(module))));
  fprintf(stderr, "ops-verified: %llu\n",
          (unsigned long long)tcStatisticsGetValue(
              statistics, mlirStringRefCreateFromCString("tc-verify"),
              mlirStringRefCreateFromCString("ops-verified")));
  fprintf(stderr, "unknown counter: %llu\n",
          (unsigned long long)tcStatisticsGetValue(
              statistics, mlirStringRefCreateFromCString("tc-verify"),
              mlirStringRefCreateFromCString("nope")));
  tcStatisticsPrint(statistics, printToStderr, NULL);
  // The pass holds its own reference: destroying the statistics first is fine.
  tcStatisticsDestroy(statistics);
  mlirPassManagerDestroy(passManager);
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testCreatePass
  // CHECK-NEXT: statistics null: 0, null is null: 1
  // CHECK: error: 'tc-nope' is not a tensor_cast pass
  // CHECK: unknown pass is null: 1
  // CHECK: error: tc-verify: no such option 'depth' (it takes no options)
  // CHECK: bad option is null: 1
  // CHECK: run: 1
  // CHECK: ops-verified: 2
  // CHECK: unknown counter: 0
  // CHECK: ... Pass statistics report ...
  // CHECK: TcVerify
  // CHECK-NEXT: (S) 2 ops-verified - Number of tensor_cast ops verified
}

static void testPipelines(void) {
  fprintf(stderr, "@testPipelines\n");
  MlirContext context = createContext();
  tcContextLoadDialect(context);
  TcStatistics statistics = tcStatisticsCreate();
  MlirPassManager passManager = mlirPassManagerCreate(context);
  MlirOpPassManager top = mlirPassManagerGetAsOpPassManager(passManager);
  MlirLogicalResult added = tcOpPassManagerAddPipeline(
      top,
      mlirStringRefCreateFromCString(
          "func.func(tc-pipeline{sequence-parallel=true}), canonicalize, "
          "func.func(tc-verify)"),
      statistics, collectError, NULL);
  fprintf(stderr, "added: %d\n", mlirLogicalResultIsSuccess(added));
  mlirPrintPassPipeline(top, printToStderr, NULL);
  fprintf(stderr, "\n");
  MlirLogicalResult unknown = tcOpPassManagerAddPipeline(
      top, mlirStringRefCreateFromCString("cse, no-such-pass"), statistics,
      collectError, NULL);
  fprintf(stderr, "unknown: %d\n", mlirLogicalResultIsFailure(unknown));
  MlirPassManager other = mlirPassManagerCreate(context);
  MlirLogicalResult wrongAnchor = tcParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(other),
      mlirStringRefCreateFromCString("builtin.module"),
      mlirStringRefCreateFromCString("func.func(tc-verify)"), statistics,
      collectError, NULL);
  fprintf(stderr, "wrong anchor: %d\n", mlirLogicalResultIsFailure(wrongAnchor));
  MlirLogicalResult anchored = tcParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(other),
      mlirStringRefCreateFromCString("builtin.module"),
      mlirStringRefCreateFromCString("builtin.module(func.func(tc-verify))"),
      statistics, collectError, NULL);
  fprintf(stderr, "anchored: %d\n", mlirLogicalResultIsSuccess(anchored));
  mlirPassManagerDestroy(other);
  mlirPassManagerDestroy(passManager);
  tcStatisticsDestroy(statistics);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testPipelines
  // CHECK: added: 1
  // tc-pipeline expands to the registered stages, tc-merge-linear last.
  // CHECK: {{^}}any(func.func({{(tc-[a-z-]+,)*}}tc-merge-linear),canonicalize{{.*}},func.func(tc-verify))
  // CHECK: error: <pass-pipeline>:1:6: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
  // CHECK: unknown: 1
  // CHECK: error: <pass-pipeline>:1:1: error: the pipeline is anchored on 'func.func' but runs on 'builtin.module'
  // CHECK: wrong anchor: 1
  // CHECK: anchored: 1
}


static void printPassName(MlirStringRef argument, MlirStringRef description,
                          void *userData) {
  ++*(int *)userData;
  fprintf(stderr, "pass %.*s: %d\n", (int)argument.length, argument.data,
          description.length > 0);
}

static void testForEachRegisteredPass(void) {
  fprintf(stderr, "@testForEachRegisteredPass\n");
  int count = 0;
  tcForEachRegisteredPass(printPassName, &count);
  fprintf(stderr, "count: %d\n", count);
  // CHECK-LABEL: @testForEachRegisteredPass
  // CHECK-NEXT: pass tc-lift-combine-quant: 1
  // CHECK-NEXT: pass tc-merge-linear: 1
  // CHECK-NEXT: pass tc-sequence-parallel: 1
  // CHECK-NEXT: pass tc-split-cat-linear: 1
  // CHECK-NEXT: pass tc-verify: 1
  // CHECK-NEXT: pass tc-pipeline: 1
  // CHECK-NEXT: count: 6
}

static MlirLogicalResult addPass(MlirOpPassManager passManager,
                                 const char *argument, const char *options,
                                 TcStatistics statistics) {
  MlirLogicalResult result = tcOpPassManagerAddPass(
      passManager, mlirStringRefCreateFromCString(argument),
      mlirStringRefCreateFromCString(options), statistics, collectError, NULL);
  fprintf(stderr, "add %s{%s}: %d\n", argument, options,
          mlirLogicalResultIsSuccess(result));
  return result;
}

static void printPipeline(MlirPassManager passManager) {
  mlirPrintPassPipeline(mlirPassManagerGetAsOpPassManager(passManager),
                        printToStderr, NULL);
  fprintf(stderr, "\n");
}

static void testOpPassManagerAddPass(void) {
  fprintf(stderr, "@testOpPassManagerAddPass\n");
  MlirContext context = createContext();
  tcContextLoadDialect(context);
  TcStatistics statistics = tcStatisticsCreate();
  MlirPassManager passManager = mlirPassManagerCreate(context);
  MlirOpPassManager functions = mlirPassManagerGetNestedUnder(
      passManager, mlirStringRefCreateFromCString("func.func"));
  addPass(functions, "tc-nope", "", statistics);
  addPass(functions, "canonicalize", "", statistics);
  addPass(functions, "tc-merge-linear", "bogus=1", statistics);
  addPass(functions, "tc-merge-linear", "loose=true}, canonicalize{", statistics);
  printPipeline(passManager);
  addPass(functions, "tc-merge-linear", "max-merged-n=64", statistics);
  addPass(functions, "tc-pipeline", "sequence-parallel=true", statistics);
  printPipeline(passManager);
  MlirModule module = mlirModuleCreateParse(
      context, mlirStringRefCreateFromCString(kValidModule));
  fprintf(stderr, "run: %d\n",
          mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(
              passManager, mlirModuleGetOperation(module))));
  tcStatisticsDestroy(statistics);
  mlirPassManagerDestroy(passManager);
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testOpPassManagerAddPass
  // CHECK-NEXT: error: 'tc-nope' is not a tensor_cast pass
  // CHECK-NEXT: add tc-nope{}: 0
  // CHECK-NEXT: error: 'canonicalize' is not a tensor_cast pass
  // CHECK-NEXT: add canonicalize{}: 0
  // CHECK-NEXT: error: {{.*}}tc-merge-linear: no such option 'bogus'
  // CHECK: add tc-merge-linear{bogus=1}: 0
  // CHECK-NEXT: error: tc-merge-linear: options must not contain braces
  // CHECK-NEXT: add tc-merge-linear{loose=true}, canonicalize{}: 0
  // Nothing was added by the failures.
  // CHECK-NEXT: any(func.func())
  // CHECK-NEXT: add tc-merge-linear{max-merged-n=64}: 1
  // CHECK-NEXT: add tc-pipeline{sequence-parallel=true}: 1
  // CHECK-NEXT: any(func.func(tc-merge-linear,tc-lift-combine-quant,tc-sequence-parallel,tc-merge-linear))
  // CHECK-NEXT: run: 1
}

static void testRegisterAllPasses(void) {
  fprintf(stderr, "@testRegisterAllPasses\n");
  // Twice: registering a name twice would be a fatal error in MLIR.
  tcRegisterAllPasses();
  tcRegisterAllPasses();
  MlirContext context = createContext();
  tcContextLoadDialect(context);
  MlirPassManager passManager = mlirPassManagerCreate(context);
  const char *pipeline = "builtin.module(func.func(tc-sequence-parallel{"
                         "slice-replicated=false},canonicalize,tc-verify))";
  MlirLogicalResult parsed = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(passManager),
      mlirStringRefCreateFromCString(pipeline), collectError, NULL);
  fprintf(stderr, "parsed: %d\n", mlirLogicalResultIsSuccess(parsed));
  printPipeline(passManager);
  MlirPassManager bad = mlirPassManagerCreate(context);
  parsed = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(bad),
      mlirStringRefCreateFromCString(
          "builtin.module(func.func(tc-merge-linear{max-merged-n=-1}))"),
      collectError, NULL);
  fprintf(stderr, "bad option parsed: %d\n", mlirLogicalResultIsSuccess(parsed));
  mlirPassManagerDestroy(bad);
  mlirPassManagerDestroy(passManager);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testRegisterAllPasses
  // CHECK-NEXT: parsed: 1
  // CHECK-NEXT: builtin.module(func.func(tc-sequence-parallel,canonicalize{{.*}},tc-verify))
  // CHECK: error: {{.*}}tc-merge-linear: option 'max-merged-n' expects
  // CHECK: bad option parsed: 0
}

static void testDialectRegistryInsert(void) {
  fprintf(stderr, "@testDialectRegistryInsert\n");
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  tcDialectRegistryInsertTensorCast(registry);
  mlirRegisterAllDialects(registry);
  MlirContext context = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  // Nothing loads tensor_cast explicitly: parsing func.func loads func, which
  // loads tensor_cast through the registry.
  MlirModule module = mlirModuleCreateParse(
      context, mlirStringRefCreateFromCString(kValidModule));
  fprintf(stderr, "parsed: %d\n", !mlirModuleIsNull(module));
  fprintf(stderr, "tensor_cast loaded: %d\n",
          !mlirDialectIsNull(mlirContextGetOrLoadDialect(
              context, mlirStringRefCreateFromCString("tensor_cast"))));
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testDialectRegistryInsert
  // CHECK-NEXT: parsed: 1
  // CHECK-NEXT: tensor_cast loaded: 1
}

int main(void) {
  mlirRegisterAllPasses();
  testDialectIRDL();
  testLoadDialect();
  testVerifySemantics();
  testRegistry();
  testCreatePass();
  testPipelines();
  testForEachRegisteredPass();
  testOpPassManagerAddPass();
  testRegisterAllPasses();
  testDialectRegistryInsert();
  return 0;
}
