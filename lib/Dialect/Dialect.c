//===- Dialect.c - Load the tensor_cast IRDL dialect into a context -------===//
//
// The dialect is data, not code: its IRDL definition is compiled into the
// library (cmake/EmbedTextFile.cmake) and handed to mlirLoadIRDLDialects.
//
//===----------------------------------------------------------------------===//

#include "tensor_cast-c/Dialect.h"

#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/IRDL.h"
#include "mlir-c/Dialect/Linalg.h"
#include "mlir-c/Dialect/Tensor.h"

#include "Dialect/Verifier.h"

// Defined in the generated tensor_cast_irdl.c.
extern const char tcDialectIRDLText[];
extern const unsigned long tcDialectIRDLText_size;

MlirStringRef tcDialectGetIRDL(void) {
  return mlirStringRefCreate(tcDialectIRDLText, tcDialectIRDLText_size);
}

static void loadUpstreamDialects(MlirContext context) {
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__irdl__(), context);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), context);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__tensor__(), context);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__arith__(), context);
  // A tied LM head is the embedding table through linalg.transpose.
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__linalg__(), context);
}

MlirLogicalResult tcContextLoadDialect(MlirContext context) {
  loadUpstreamDialects(context);
  // IRDL refuses to define a dialect twice, so a second call must stop here.
  if (mlirContextIsRegisteredOperation(
          context, mlirStringRefCreateFromCString("tensor_cast.linear")))
    return mlirLogicalResultSuccess();

  MlirModule definition = mlirModuleCreateParse(context, tcDialectGetIRDL());
  if (mlirModuleIsNull(definition))
    return mlirLogicalResultFailure();
  // The loaded dialect does not refer to the IRDL ops once it is built.
  MlirLogicalResult result = mlirLoadIRDLDialects(definition);
  mlirModuleDestroy(definition);
  if (mlirLogicalResultIsSuccess(result))
    tcContextInstallDialectHooks(context);
  return result;
}
