/*===-- tensor_cast-c/Dialect.h - Load and verify the dialect -----*- C -*-===*\
|* The tensor_cast dialect is defined in IRDL (dialect/tensor_cast.irdl.mlir) *|
|* and compiled into the library. Loading it also puts the contract's rules  *|
|* that IRDL cannot state (shapes, element types, attribute widths) into     *|
|* MLIR's verifier, so mlirOperationVerify checks them like any op's.         *|
\*===----------------------------------------------------------------------===*/
#ifndef TENSOR_CAST_C_DIALECT_H
#define TENSOR_CAST_C_DIALECT_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"
#include "tensor_cast-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Loads the tensor_cast dialect into `context` (not null), together with the
/// upstream dialects its IR uses (func, tensor, arith, linalg) and irdl, which
/// defines it. From then on MLIR's verifier checks each tensor_cast op's
/// semantic rules, and an op written in custom syntax is a located parse
/// error.
/// Idempotent: a second call on the same context does nothing. On failure the
/// reason is emitted as a diagnostic on `context`.
TC_CAPI_EXPORTED MlirLogicalResult tcContextLoadDialect(MlirContext context);

/// Returns the IRDL definition of the dialect compiled into the library, the
/// same text as the installed `tensor_cast.irdl.mlir`. The memory is static:
/// the caller borrows it and must not free it.
TC_CAPI_EXPORTED MlirStringRef tcDialectGetIRDL(void);

/// Verifies `op` (not null) and everything nested in it: MLIR's verifier,
/// which includes each tensor_cast op's rules, then the rules that span ops
/// (`tensor_cast.sharded` only as a unit attribute of function arguments,
/// every value's element count fits in 64 bits). Emits one error diagnostic
/// per broken rule, naming the op, the operand or attribute and what was
/// expected, and returns failure if there is any.
TC_CAPI_EXPORTED MlirLogicalResult tcOperationVerifySemantics(MlirOperation op);

#ifdef __cplusplus
}
#endif

#endif /* TENSOR_CAST_C_DIALECT_H */
