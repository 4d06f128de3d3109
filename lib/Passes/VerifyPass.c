//===- VerifyPass.c - tc-verify: check the IR at a point in a pipeline ----===//
//
// Each dialect op's rules run inside MLIR's verifier (after parsing and after
// every pass that changed something). tc-verify adds the rules that span ops
// (where `tensor_cast.sharded` may appear, every value's element count) and,
// unless told not to, runs MLIR's verifier too: a check point for pipelines
// run with --verify-each=false.
//
//===----------------------------------------------------------------------===//

#include <stddef.h>

#include "Dialect/Verifier.h"
#include "Passes/PassDefinition.h"
#include "Support/IRUtils.h"
#include "Util/ArraySize.h"

typedef struct VerifyOptions {
  bool mlirVerifier;
} VerifyOptions;

static const VerifyOptions kDefaults = {true};

static const TcPassOption kOptions[] = {
    {"mlir-verifier",
     "Also run MLIR's verifier, with each tensor_cast op's rules (off when it "
     "has just run, e.g. right after parsing)",
     TC_OPTION_BOOL, offsetof(VerifyOptions, mlirVerifier), 0, 1, NULL},
};

// Each counter once: its enumerator (COUNTER_<NAME>), the name users see,
// and its description.
#define VERIFY_COUNTERS(X)                \
  X(OPS_VERIFIED, "ops-verified",         \
    "Number of tensor_cast ops verified")

TC_DECLARE_COUNTERS(VERIFY_COUNTERS)

static MlirWalkResult countDialectOps(MlirOperation op, void *userData) {
  if (tcOpGetKind(op) != TC_OP_NONE)
    ++*(uint64_t *)userData;
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runVerify(MlirOperation op, const void *rawOptions,
                                   TcPassRun *run) {
  const VerifyOptions *options = rawOptions;
  uint64_t count = 0;
  mlirOperationWalk(op, countDialectOps, &count, MlirWalkPreOrder);
  tcPassRunCount(run, COUNTER_OPS_VERIFIED, count);
  if (options->mlirVerifier && !mlirOperationVerify(op))
    return mlirLogicalResultFailure();
  return tcOperationVerifyWholeIRRules(op);
}

const TcPassDefinition tcVerifyPassDefinition = {
    .argument = "tc-verify",
    .name = "TcVerify",
    .description = "Check the tensor_cast rules, those that span ops "
                   "included, and MLIR's verifier",
    .options = kOptions,
    .numOptions = TC_ARRAY_SIZE(kOptions),
    .optionsSize = sizeof(VerifyOptions),
    .defaultOptions = &kDefaults,
    .counterNames = kCounterNames,
    .counterDescriptions = kCounterDescriptions,
    .numCounters = NUM_COUNTERS,
    .run = runVerify,
};
