/*===-- tensor_cast-c/Dialect.h - Load and verify the dialect -----*- C -*-===*\
|* The tensor_cast dialect is defined in IRDL (dialect/tensor_cast.irdl.mlir) *|
|* and compiled into the library; IRDL checks names, operand counts and       *|
|* attribute kinds, and tcOperationVerifySemantics checks the rest of the     *|
|* contract (shapes, element types, attribute widths).                        *|
\*===----------------------------------------------------------------------===*/
#ifndef TENSOR_CAST_C_DIALECT_H
#define TENSOR_CAST_C_DIALECT_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"
#include "tensor_cast-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Loads the tensor_cast dialect into `context`, together with the upstream
/// dialects its IR uses (func, tensor, arith) and irdl, which defines it.
/// Idempotent: a second call on the same context does nothing. On failure the
/// reason is emitted as a diagnostic on `context`.
TC_CAPI_EXPORTED MlirLogicalResult tcContextLoadDialect(MlirContext context);

/// Returns the IRDL definition of the dialect compiled into the library, the
/// same text as the installed `tensor_cast.irdl.mlir`. The memory is static:
/// the caller borrows it and must not free it.
TC_CAPI_EXPORTED MlirStringRef tcGetDialectIRDL(void);

/// Runs the semantic verifier on `op` and everything nested in it, emitting one
/// error diagnostic at each offending op (naming the op, the operand or
/// attribute and what was expected). Returns failure if any rule is broken.
/// The IR must already satisfy MLIR's own verifier (as parsed IR does).
TC_CAPI_EXPORTED MlirLogicalResult tcOperationVerifySemantics(MlirOperation op);

#ifdef __cplusplus
}
#endif

#endif /* TENSOR_CAST_C_DIALECT_H */
