//===- tc-host.c - Run tensor_cast passes from a C program ----------------===//
//
// Parses a model, runs tc-merge-linear and tc-sequence-parallel with options
// through the public C API, then MLIR's canonicalize and cse by name, prints
// the result and the counters. Usage:
//   tc-host MODEL.mlir
//
//===----------------------------------------------------------------------===//

#include <stdio.h>

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "tensor_cast-c/TensorCast.h"

static void printTo(MlirStringRef text, void *userData) {
  fwrite(text.data, 1, text.length, (FILE *)userData);
}

/// Adds `argument{options}` to `passManager` (nested on func.func).
static int addPass(MlirOpPassManager functions, const char *argument,
                   const char *options, TcStatistics statistics) {
  MlirLogicalResult added = tcOpPassManagerAddPass(
      functions, mlirStringRefCreateFromCString(argument),
      mlirStringRefCreateFromCString(options), statistics, printTo, stderr);
  if (mlirLogicalResultIsFailure(added)) {
    fprintf(stderr, "\n");
    return 0;
  }
  return 1;
}

static int run(MlirContext context, const char *path) {
  MlirModule module =
      mlirModuleCreateParseFromFile(context, mlirStringRefCreateFromCString(path));
  if (mlirModuleIsNull(module))
    return 1; // the diagnostic has been printed
  MlirOperation moduleOp = mlirModuleGetOperation(module);
  int status = 1;
  TcStatistics statistics = tcStatisticsCreate();
  MlirPassManager passManager = mlirPassManagerCreate(context);
  MlirOpPassManager functions = mlirPassManagerGetNestedUnder(
      passManager, mlirStringRefCreateFromCString("func.func"));
  if (mlirLogicalResultIsSuccess(tcOperationVerifySemantics(moduleOp)) &&
      addPass(functions, "tc-merge-linear", "max-merged-n=4096", statistics) &&
      addPass(functions, "tc-sequence-parallel", "slice-replicated=true",
              statistics) &&
      mlirLogicalResultIsSuccess(mlirOpPassManagerAddPipeline(
          mlirPassManagerGetAsOpPassManager(passManager),
          mlirStringRefCreateFromCString("canonicalize, cse"), printTo,
          stderr)) &&
      mlirLogicalResultIsSuccess(
          mlirPassManagerRunOnOp(passManager, moduleOp))) {
    mlirOperationPrint(moduleOp, printTo, stdout);
    printf("\n");
    tcStatisticsPrint(statistics, printTo, stdout);
    status = 0;
  }
  mlirPassManagerDestroy(passManager);
  tcStatisticsRelease(statistics);
  mlirModuleDestroy(module);
  return status;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s MODEL.mlir\n", argv[0]);
    return 1;
  }
  mlirRegisterAllPasses(); // MLIR's own, for canonicalize and cse
  MlirContext context = mlirContextCreate();
  int status = 1;
  if (mlirLogicalResultIsSuccess(tcContextLoadDialect(context)))
    status = run(context, argv[1]);
  mlirContextDestroy(context);
  return status;
}
