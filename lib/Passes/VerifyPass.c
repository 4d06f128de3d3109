//===- VerifyPass.c - tc-verify: run the semantic verifier as a pass ------===//
//
// Lets a pipeline check the dialect's rules at any point, e.g. after MLIR's
// own passes, which do not know them. (Every tensor_cast pass also verifies
// its own output; see ExternalPass.c.)
//
//===----------------------------------------------------------------------===//

#include "PassDefinition.h"
#include "Support/IRUtils.h"

enum { COUNTER_OPS_VERIFIED, NUM_COUNTERS };
static const char *const kCounterNames[NUM_COUNTERS] = {"ops-verified"};
static const char *const kCounterDescriptions[NUM_COUNTERS] = {
    "Number of tensor_cast ops verified"};

static MlirWalkResult countDialectOps(MlirOperation op, void *userData) {
  if (tcOpGetKind(op) != TC_OP_NONE)
    ++*(uint64_t *)userData;
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runVerify(MlirOperation op, const void *options,
                                   TcPassRun *run) {
  (void)options;
  uint64_t count = 0;
  mlirOperationWalk(op, countDialectOps, &count, MlirWalkPreOrder);
  tcPassRunCount(run, COUNTER_OPS_VERIFIED, count);
  // The verifier itself runs after every pass, this one included.
  return mlirLogicalResultSuccess();
}

const TcPassDefinition tcVerifyPassDefinition = {
    .argument = "tc-verify",
    .name = "TcVerify",
    .description = "Check the tensor_cast rules that IRDL cannot express "
                   "(shapes, scales, element types, attribute widths)",
    .counterNames = kCounterNames,
    .counterDescriptions = kCounterDescriptions,
    .numCounters = NUM_COUNTERS,
    .run = runVerify,
};
