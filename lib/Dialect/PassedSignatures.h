//===- PassedSignatures.h - Ops whose rules held, by signature ---*- C -*-===//
//
// MLIR verifies the whole program after every pass that changes it, and a
// model's program repeats each layer's ops with the same types and
// attributes. The rules of one dialect op, and IRDL's constraints, read only
// its signature (tcOperationGetSignature), so once an op of a signature has
// passed both, every op of that signature passes: the verifier hooks look the
// signature up before running them. Only passes are kept; an op that breaks a
// rule is checked, and reported, every time.
//
//===----------------------------------------------------------------------===//
#ifndef TC_DIALECT_PASSEDSIGNATURES_H
#define TC_DIALECT_PASSEDSIGNATURES_H

#include <stdbool.h>

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The signatures of one context (their pointers are uniqued in it and die
/// with it). Thread-safe: MLIR verifies functions in parallel.
typedef struct TcPassedSignatures TcPassedSignatures;

TcPassedSignatures *tcPassedSignaturesCreate(void);
void tcPassedSignaturesDestroy(TcPassedSignatures *signatures);

/// True when an op of `op`'s signature has passed its rules.
bool tcPassedSignaturesContain(TcPassedSignatures *signatures,
                               MlirOperation op);
/// Records that `op` passed its rules. The set stops growing at a bound (a
/// program of ever new shapes is verified in full, as without it).
void tcPassedSignaturesAdd(TcPassedSignatures *signatures, MlirOperation op);

#ifdef __cplusplus
}
#endif

#endif // TC_DIALECT_PASSEDSIGNATURES_H
