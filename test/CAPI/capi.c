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

/// Valid for MLIR's verifier, which sees no tensor_cast op; the marker
/// attribute belongs on function arguments only.
static const char kMisplacedShardedModule[] =
    "func.func @f(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {\n"
    "  \"func.return\"(%x) {tensor_cast.sharded} : (tensor<2x8xf32>) -> ()\n"
    "}\n";

static MlirContext createContext(void) {
  MlirContext context = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(context, printDiagnostic, NULL, NULL);
  return context;
}

static void testDialectIRDL(void) {
  fprintf(stderr, "@testDialectIRDL\n");
  MlirStringRef text = tcDialectGetIRDL();
  fprintf(stderr, "length positive: %d\n", text.length > 0);
  fprintf(stderr, "defines tensor_cast: %d\n",
          strstr(text.data, "irdl.dialect @tensor_cast {") != NULL);
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
  // The op's rules run inside MLIR's verifier, so parsing fails.
  MlirModule badShape = mlirModuleCreateParse(
      context, mlirStringRefCreateFromCString(kBadShapeModule));
  fprintf(stderr, "bad K rejected by the parser: %d\n",
          mlirModuleIsNull(badShape));
  MlirModule misplaced = mlirModuleCreateParse(
      context, mlirStringRefCreateFromCString(kMisplacedShardedModule));
  fprintf(stderr, "misplaced marker parsed: %d\n", !mlirModuleIsNull(misplaced));
  fprintf(stderr, "invalid: %d\n",
          mlirLogicalResultIsFailure(
              tcOperationVerifySemantics(mlirModuleGetOperation(misplaced))));
  mlirModuleDestroy(good);
  mlirModuleDestroy(misplaced);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testVerifySemantics
  // CHECK: valid: 1
  // CHECK: diagnostic: 'tensor_cast.linear' op operand 'w' dim 0 must be 8 (K, the last dim of 'x'), got 6
  // CHECK: bad K rejected by the parser: 1
  // CHECK: misplaced marker parsed: 1
  // CHECK: diagnostic: 'func.return' op attribute 'tensor_cast.sharded' is only allowed on function arguments
  // CHECK: invalid: 1
}

static void collectError(MlirStringRef text, void *userData) {
  (void)userData;
  fprintf(stderr, "error: %.*s\n", (int)text.length, text.data);
}

static void testRegistry(void) {
  fprintf(stderr, "@testRegistry\n");
  fprintf(stderr, "tc-verify: %d\n",
          tcPassIsRegistered(mlirStringRefCreateFromCString("tc-verify")));
  fprintf(stderr, "tc-pipeline: %d\n",
          tcPassIsRegistered(mlirStringRefCreateFromCString("tc-pipeline")));
  fprintf(stderr, "canonicalize: %d\n",
          tcPassIsRegistered(mlirStringRefCreateFromCString("canonicalize")));
  // CHECK-LABEL: @testRegistry
  // CHECK: tc-verify: 1
  // CHECK: tc-pipeline: 1
  // CHECK: canonicalize: 0
}

static void testCreatePass(void) {
  fprintf(stderr, "@testCreatePass\n");
  MlirContext context = createContext();
  tcContextLoadDialect(context);
  TcStatistics statistics = tcStatisticsCreate();
  fprintf(stderr, "statistics null: %d, null is null: %d\n",
          tcStatisticsIsNull(statistics),
          tcStatisticsIsNull((TcStatistics){NULL}));
  MlirPass bad = tcPassCreate(mlirStringRefCreateFromCString("tc-nope"),
                              mlirStringRefCreateFromCString(""), statistics,
                              collectError, NULL);
  fprintf(stderr, "unknown pass is null: %d\n", bad.ptr == NULL);
  MlirPass badOption = tcPassCreate(mlirStringRefCreateFromCString("tc-verify"),
                                    mlirStringRefCreateFromCString("depth=3"),
                                    statistics, collectError, NULL);
  fprintf(stderr, "bad option is null: %d\n", badOption.ptr == NULL);

  MlirPass pass = tcPassCreate(mlirStringRefCreateFromCString("tc-verify"),
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
  // The pass holds its own reference: releasing ours first is fine.
  tcStatisticsRelease(statistics);
  mlirPassManagerDestroy(passManager);
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testCreatePass
  // CHECK-NEXT: statistics null: 0, null is null: 1
  // CHECK: error: 'tc-nope' is not a tensor_cast pass
  // CHECK: unknown pass is null: 1
  // CHECK: error: tc-verify: no such option depth (its options: mlir-verifier)
  // CHECK: bad option is null: 1
  // CHECK: run: 1
  // CHECK: ops-verified: 2
  // CHECK: unknown counter: 0
  // CHECK: ... Pass statistics report ...
  // CHECK: TcVerify
  // CHECK-NEXT: (S) 2 ops-verified - Number of tensor_cast ops verified
}

/// tc-cost-report runs on the module, from a pass created by name with a
/// string option, and writes to stderr by default; a bad choice is refused.
static void testCostReport(void) {
  fprintf(stderr, "@testCostReport\n");
  MlirContext context = createContext();
  tcContextLoadDialect(context);
  MlirPass bad = tcPassCreate(mlirStringRefCreateFromCString("tc-cost-report"),
                              mlirStringRefCreateFromCString("format=yaml"),
                              (TcStatistics){NULL}, collectError, NULL);
  fprintf(stderr, "bad format is null: %d\n", bad.ptr == NULL);
  MlirPass pass = tcPassCreate(mlirStringRefCreateFromCString("tc-cost-report"),
                               mlirStringRefCreateFromCString("format=csv"),
                               (TcStatistics){NULL}, collectError, NULL);
  MlirPassManager passManager = mlirPassManagerCreate(context);
  mlirPassManagerAddOwnedPass(passManager, pass);
  MlirModule module = mlirModuleCreateParse(
      context, mlirStringRefCreateFromCString(kValidModule));
  fprintf(stderr, "run: %d\n",
          mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(
              passManager, mlirModuleGetOperation(module))));
  mlirPassManagerDestroy(passManager);
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
  // linear: 2·2·8·4 = 128 FLOPs, 64 + 128 + 32 bytes; rms_norm: 4·8 FLOPs,
  // 32 + 16 + 32 bytes (f32).
  // CHECK-LABEL: @testCostReport
  // CHECK-NEXT: error: tc-cost-report: option 'format' must be one of 'json', 'markdown', 'csv', 'trace', got 'yaml'
  // CHECK-NEXT: bad format is null: 1
  // CHECK-NEXT: op,count,kernels,flops,bytes,comm_bytes,time_us,peak_activation_bytes
  // CHECK-NEXT: tensor_cast.linear,1,1,128,224,0,
  // CHECK-NEXT: tensor_cast.rms_norm,1,1,32,80,0,
  // CHECK-NEXT: total,2,2,160,304,0,{{[0-9.]+}},64
  // CHECK-NEXT: run: 1
}

/// Passes from MLIR's registry, mixed with MLIR's own in one textual
/// pipeline, count into the global statistics.
static void testPipelines(void) {
  fprintf(stderr, "@testPipelines\n");
  tcRegisterAllPasses();
  mlirRegisterAllPasses();
  MlirContext context = createContext();
  tcContextLoadDialect(context);
  MlirPassManager passManager = mlirPassManagerCreate(context);
  MlirOpPassManager top = mlirPassManagerGetAsOpPassManager(passManager);
  MlirLogicalResult added = mlirOpPassManagerAddPipeline(
      top,
      mlirStringRefCreateFromCString(
          "func.func(tc-pipeline{sequence-parallel=true}), canonicalize, "
          "func.func(tc-verify), cse"),
      printToStderr, NULL);
  fprintf(stderr, "\n");
  fprintf(stderr, "added: %d\n", mlirLogicalResultIsSuccess(added));
  mlirPrintPassPipeline(top, printToStderr, NULL);
  fprintf(stderr, "\n");
  MlirLogicalResult badValue = mlirOpPassManagerAddPipeline(
      top, mlirStringRefCreateFromCString("func.func(tc-pipeline{sequence-parallel=maybe})"),
      printToStderr, NULL);
  fprintf(stderr, "\n");
  fprintf(stderr, "bad value: %d\n", mlirLogicalResultIsFailure(badValue));
  MlirLogicalResult outOfRange = mlirOpPassManagerAddPipeline(
      top, mlirStringRefCreateFromCString("func.func(tc-merge-linear{max-merged-n=-5})"),
      printToStderr, NULL);
  fprintf(stderr, "\n");
  fprintf(stderr, "out of range: %d\n", mlirLogicalResultIsFailure(outOfRange));
  MlirModule module = mlirModuleCreateParse(
      context, mlirStringRefCreateFromCString(kValidModule));
  uint64_t before = tcStatisticsGetValue(
      tcStatisticsGetGlobal(), mlirStringRefCreateFromCString("tc-verify"),
      mlirStringRefCreateFromCString("ops-verified"));
  fprintf(stderr, "run: %d\n",
          mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(
              passManager, mlirModuleGetOperation(module))));
  fprintf(stderr, "global ops-verified: +%llu\n",
          (unsigned long long)(tcStatisticsGetValue(
                                   tcStatisticsGetGlobal(),
                                   mlirStringRefCreateFromCString("tc-verify"),
                                   mlirStringRefCreateFromCString("ops-verified")) -
                               before));
  mlirModuleDestroy(module);
  mlirPassManagerDestroy(passManager);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testPipelines
  // CHECK: added: 1
  // tc-pipeline adds its stages, tc-merge-linear last, with their options.
  // CHECK: {{^}}any(func.func(tc-lift-combine-quant,tc-sequence-parallel{{.*}},tc-merge-linear{{.*}},tc-fuse-norm-quant,tc-fuse-act-quant,tc-fuse-allreduce-norm,tc-fuse-qk-norm-rope,tc-fuse-attn-quant),canonicalize{{.*}},func.func(tc-verify{mlir-verifier=true}),cse)
  // CHECK: failed to add `tc-pipeline` with options `sequence-parallel=maybe`
  // CHECK: bad value: 1
  // CHECK: tc-merge-linear: option 'max-merged-n' must be in [0, {{[0-9]+}}], got -5
  // CHECK: out of range: 1
  // CHECK: run: 1
  // CHECK: global ops-verified: +2
}

/// A pass that reports no change keeps every analysis, so MLIR does not
/// verify the IR after it: IR broken behind the pass manager's back (a K
/// that no longer matches) goes unnoticed after tc-verify{mlir-verifier=
/// false}, which changes nothing, and is caught after tc-merge-linear,
/// which merges the two valid linears.
static const char kTwoLinears[] =
    "func.func @f(%x: tensor<2x8xf16>, %a: tensor<8x4xf16>, %b: tensor<8x4xf16>)"
    " -> (tensor<2x4xf16>, tensor<2x4xf16>) {\n"
    "  %0 = \"tensor_cast.linear\"(%x, %a) : (tensor<2x8xf16>, tensor<8x4xf16>)"
    " -> tensor<2x4xf16>\n"
    "  %1 = \"tensor_cast.linear\"(%x, %b) : (tensor<2x8xf16>, tensor<8x4xf16>)"
    " -> tensor<2x4xf16>\n"
    "  return %0, %1 : tensor<2x4xf16>, tensor<2x4xf16>\n"
    "}\n";

static bool runOnBrokenIR(const char *argument, const char *options) {
  MlirContext context = createContext();
  tcContextLoadDialect(context);
  MlirModule module = mlirModuleCreateParse(
      context, mlirStringRefCreateFromCString(kTwoLinears));
  MlirOperation moduleOp = mlirModuleGetOperation(module);
  // Break a third op in: a linear whose weight is x itself (K 2, not 8).
  MlirOperation function = mlirBlockGetFirstOperation(
      mlirModuleGetBody(module));
  MlirBlock body =
      mlirRegionGetFirstBlock(mlirOperationGetRegion(function, 0));
  MlirOperation first = mlirBlockGetFirstOperation(body);
  MlirValue weight = mlirBlockGetArgument(body, 0);
  MlirOperation broken = mlirOperationClone(first);
  mlirOperationSetOperand(broken, 1, weight);
  mlirBlockInsertOwnedOperationBefore(body, first, broken);
  MlirPassManager passManager = mlirPassManagerCreate(context);
  MlirOpPassManager functions = mlirPassManagerGetNestedUnder(
      passManager, mlirStringRefCreateFromCString("func.func"));
  tcOpPassManagerAddPass(functions, mlirStringRefCreateFromCString(argument),
                         mlirStringRefCreateFromCString(options),
                         (TcStatistics){NULL}, collectError, NULL);
  bool ok = mlirLogicalResultIsSuccess(
      mlirPassManagerRunOnOp(passManager, moduleOp));
  mlirPassManagerDestroy(passManager);
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
  return ok;
}

static void testNoVerificationWithoutChange(void) {
  fprintf(stderr, "@testNoVerificationWithoutChange\n");
  fprintf(stderr, "unchanged: %d\n",
          runOnBrokenIR("tc-verify", "mlir-verifier=false"));
  fprintf(stderr, "changed: %d\n", runOnBrokenIR("tc-merge-linear", ""));
  // CHECK-LABEL: @testNoVerificationWithoutChange
  // CHECK-NEXT: unchanged: 1
  // CHECK-NEXT: diagnostic: {{.+}}
  // CHECK: changed: 0
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
  tcPassForEachRegistered(printPassName, &count);
  fprintf(stderr, "count: %d\n", count);
  // CHECK-LABEL: @testForEachRegisteredPass
  // CHECK-NEXT: pass tc-cost-report: 1
  // CHECK-NEXT: pass tc-fuse-act-quant: 1
  // CHECK-NEXT: pass tc-fuse-allreduce-norm: 1
  // CHECK-NEXT: pass tc-fuse-attn-quant: 1
  // CHECK-NEXT: pass tc-fuse-norm-quant: 1
  // CHECK-NEXT: pass tc-fuse-qk-norm-rope: 1
  // CHECK-NEXT: pass tc-lift-combine-quant: 1
  // CHECK-NEXT: pass tc-merge-linear: 1
  // CHECK-NEXT: pass tc-print-stats: 1
  // CHECK-NEXT: pass tc-sequence-parallel: 1
  // CHECK-NEXT: pass tc-split-cat-linear: 1
  // CHECK-NEXT: pass tc-verify: 1
  // CHECK-NEXT: pass tc-pipeline: 1
  // CHECK-NEXT: count: 13
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
  tcStatisticsRelease(statistics);
  mlirPassManagerDestroy(passManager);
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testOpPassManagerAddPass
  // CHECK-NEXT: error: 'tc-nope' is not a tensor_cast pass
  // CHECK-NEXT: add tc-nope{}: 0
  // CHECK-NEXT: error: 'canonicalize' is not a tensor_cast pass
  // CHECK-NEXT: add canonicalize{}: 0
  // CHECK-NEXT: error: tc-merge-linear: no such option bogus (its options: max-merged-n, min-group-size, loose)
  // CHECK: add tc-merge-linear{bogus=1}: 0
  // CHECK: add tc-merge-linear{loose=true}, canonicalize{}: 0
  // Nothing was added by the failures.
  // CHECK-NEXT: any(func.func())
  // CHECK-NEXT: add tc-merge-linear{max-merged-n=64}: 1
  // CHECK-NEXT: add tc-pipeline{sequence-parallel=true}: 1
  // CHECK-NEXT: any(func.func(tc-merge-linear{loose=false max-merged-n=64 min-group-size=2},tc-lift-combine-quant,tc-sequence-parallel{{[{].*[}]}},tc-merge-linear{loose=false max-merged-n=0 min-group-size=2},tc-fuse-norm-quant,tc-fuse-act-quant,tc-fuse-allreduce-norm,tc-fuse-qk-norm-rope,tc-fuse-attn-quant))
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
      mlirStringRefCreateFromCString(pipeline), printToStderr, NULL);
  fprintf(stderr, "\n");
  fprintf(stderr, "parsed: %d\n", mlirLogicalResultIsSuccess(parsed));
  printPipeline(passManager);
  MlirPassManager bad = mlirPassManagerCreate(context);
  parsed = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(bad),
      mlirStringRefCreateFromCString(
          "builtin.module(func.func(tc-merge-linear{max-merged-n=-1}))"),
      printToStderr, NULL);
  fprintf(stderr, "\n");
  fprintf(stderr, "bad option parsed: %d\n", mlirLogicalResultIsSuccess(parsed));
  mlirPassManagerDestroy(bad);
  mlirPassManagerDestroy(passManager);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testRegisterAllPasses
  // CHECK: parsed: 1
  // CHECK-NEXT: builtin.module(func.func(tc-sequence-parallel{sink-quantize=true slice-replicated=false},canonicalize{{.*}},tc-verify{mlir-verifier=true}))
  // CHECK: tc-merge-linear: option 'max-merged-n' must be in [0, {{[0-9]+}}], got -1
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
  testCostReport();
  testPipelines();
  testNoVerificationWithoutChange();
  testForEachRegisteredPass();
  testOpPassManagerAddPass();
  testRegisterAllPasses();
  testDialectRegistryInsert();
  return 0;
}
