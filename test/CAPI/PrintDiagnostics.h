//===- PrintDiagnostics.h - Diagnostics to stderr, for the C API tests ----===//
//
// The C API test programs print every diagnostic to stderr, where FileCheck
// reads it with the rest of their output.
//
//===----------------------------------------------------------------------===//
#ifndef TC_TEST_CAPI_PRINTDIAGNOSTICS_H
#define TC_TEST_CAPI_PRINTDIAGNOSTICS_H

#include <stdio.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

static inline void printToStderr(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stderr);
}

static inline MlirLogicalResult printDiagnostic(MlirDiagnostic diagnostic,
                                                void *userData) {
  (void)userData;
  fprintf(stderr, "diagnostic: ");
  mlirDiagnosticPrint(diagnostic, printToStderr, NULL);
  fprintf(stderr, "\n");
  return mlirLogicalResultSuccess();
}

#endif // TC_TEST_CAPI_PRINTDIAGNOSTICS_H
