//===- DialectHooks.cpp - The semantic verifier inside MLIR's verifier ----===//
//
// IRDL builds the dialect's ops with verifiers for what IRDL can state. The
// C API cannot add to them, so this file (C++ because MLIR's op definitions
// are C++ objects) installs two hooks on each op and forwards to C:
//  - the op verifier runs IRDL's constraints, then the op's semantic rules
//    (Verifier.c), unless the op's signature is in the context's record of
//    signatures that passed both (PassedSignatures.h); the region verifier
//    checks, as IRDL's did, that the op has no region;
//  - the custom-syntax parser, which IRDL leaves failing without a message,
//    reports where the op is and how to write it.
//
//===----------------------------------------------------------------------===//

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/ExtensibleDialect.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OpImplementation.h"

#include <memory>

#include "Dialect/Verifier.h"

using namespace mlir;

namespace {
/// OperationName keeps its definition protected; a derived class may name the
/// accessor, and the member pointer works on any OperationName.
struct DefinitionAccess : OperationName {
  static OperationName::Impl *get(OperationName name) {
    return (name.*(&DefinitionAccess::getImpl))();
  }
};

/// DynamicOpDefinition keeps IRDL's verifier private, with a setter and no
/// getter. An explicit instantiation may name a private member
/// ([temp.spec.general]), so instantiating this one hands the member pointer
/// to a friend function: the hook moves IRDL's verifier into its wrapper.
template <OperationName::VerifyInvariantsFn DynamicOpDefinition::*Member>
struct VerifierMember {
  friend OperationName::VerifyInvariantsFn DynamicOpDefinition::*
  irdlVerifierMember() {
    return Member;
  }
};
OperationName::VerifyInvariantsFn DynamicOpDefinition::*irdlVerifierMember();
template struct VerifierMember<&DynamicOpDefinition::verifyFn>;
} // namespace

/// Replaces IRDL's op verifier: an op of a signature that passed skips
/// everything; otherwise IRDL's constraints, then (for an op without
/// regions, as every dialect op is) the semantic rules, which record the
/// signature when they pass. One lookup an op.
static LogicalResult
verifyDialectOp(Operation *op, TcOpKind kind, TcPassedSignatures *passed,
                const OperationName::VerifyInvariantsFn &irdlVerifier) {
  if (tcPassedSignaturesContain(passed, wrap(op)))
    return success();
  if (failed(irdlVerifier(op)))
    return failure();
  if (op->getNumRegions() != 0) // reported by verifyNoRegions
    return success();
  return unwrap(tcOperationVerifyDialectOp(wrap(op), kind, passed));
}

/// Replaces IRDL's region verifier, which for ops declaring no region only
/// checks that there is none (MLIR runs it after the op's nested ops).
static LogicalResult verifyNoRegions(Operation *op) {
  if (op->getNumRegions() != 0)
    return op->emitOpError()
           << "unexpected number of regions: expected 0 but got "
           << op->getNumRegions();
  return success();
}

static ParseResult refuseCustomSyntax(OpAsmParser &parser,
                                      OperationState &state) {
  StringRef name = state.name.getStringRef();
  // MLIR puts "custom op 'NAME' " in front of the message.
  return parser.emitError(parser.getNameLoc())
         << "has no custom syntax: the dialect's ops (IRDL) parse only in "
            "generic form, \""
         << name << "\"(operands) : (types) -> types";
}

void tcContextInstallDialectHooks(MlirContext context) {
  MLIRContext *ctx = unwrap(context);
  Dialect *dialect = ctx->getLoadedDialect("tensor_cast");
  if (!dialect || !isa<ExtensibleDialect>(dialect))
    return;
  // The signatures that passed, shared by the ops' hooks: they live as long
  // as the hooks, which the context's dialect owns.
  std::shared_ptr<TcPassedSignatures> passed(tcPassedSignaturesCreate(),
                                             tcPassedSignaturesDestroy);
  // (getRegisteredOperationsByDialect misses dynamic ops in MLIR 22.)
  for (RegisteredOperationName name : ctx->getRegisteredOperations()) {
    if (&name.getDialect() != dialect)
      continue;
    // Every op of an IRDL dialect is a dynamic op.
    auto *definition =
        static_cast<DynamicOpDefinition *>(DefinitionAccess::get(name));
    definition->setParseFn(refuseCustomSyntax);
    TcOpKind kind = tcOpKindFromName(wrap(name.getStringRef()));
    if (kind == TC_OP_NONE) // an op the C rules do not know: IRDL's alone
      continue;
    // IRDL's constraints read the op's signature as well, so the op
    // verifier runs them and the rules behind one lookup.
    OperationName::VerifyInvariantsFn irdlVerifier =
        std::move(definition->*irdlVerifierMember());
    definition->setVerifyFn(
        [kind, passed, irdlVerifier = std::move(irdlVerifier)](Operation *op) {
          return verifyDialectOp(op, kind, passed.get(), irdlVerifier);
        });
    definition->setVerifyRegionFn(verifyNoRegions);
  }
}
