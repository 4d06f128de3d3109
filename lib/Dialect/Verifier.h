//===- Verifier.h - The semantic verifier's two halves -----------*- C -*-===//
//
// The rules of one dialect op run inside MLIR's own verifier (installed by
// DialectHooks.cpp), so they hold after parsing, after every pass and under
// --verify-diagnostics like any op's verifier. The few rules that look past
// one dialect op run as a walk (tc-verify, tcOperationVerifySemantics).
//
//===----------------------------------------------------------------------===//
#ifndef TC_DIALECT_VERIFIER_H
#define TC_DIALECT_VERIFIER_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include "Dialect/PassedSignatures.h"
#include "Support/IRUtils.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Checks the rules of `op`, a tensor_cast op of `kind` (the hook knows it
/// from the op's definition) that passed its IRDL constraints; emits one
/// error at the op and returns failure if one is broken. With `passed` (the
/// context's, or NULL), the signature of an op that passes is recorded (the
/// hook looks it up before IRDL's constraints). Thread-safe: MLIR verifies
/// functions in parallel.
MlirLogicalResult tcOperationVerifyDialectOp(MlirOperation op, TcOpKind kind,
                                             TcPassedSignatures *passed);

/// True when ops of `kind` have rules of their own in the verifier's table
/// (the registry test asks it of every op).
bool tcOpKindHasVerifier(TcOpKind kind);

/// The rules that are not one dialect op's, over `op` and everything in it:
/// `tensor_cast.sharded` only as a unit attribute of function arguments, and
/// an element count that fits in 64 bits for every value.
MlirLogicalResult tcOperationVerifyWholeIRRules(MlirOperation op);

/// Makes MLIR's verifier run tcOperationVerifyDialectOp on every op of the
/// dialect loaded in `context`, and makes the custom-syntax form of its ops
/// a located parse error (IRDL ops have only the generic form).
void tcContextInstallDialectHooks(MlirContext context);

#ifdef __cplusplus
}
#endif

#endif // TC_DIALECT_VERIFIER_H
