//===- ExternalPass.c - Turn a TcPassDefinition into an MlirPass ----------===//
//
// MLIR clones a pass once per thread and never initializes the clones, so all
// per-instance state is copied in `clone`: the options (read-only while
// running) and a reference to the shared counters entry.
//
//===----------------------------------------------------------------------===//

#include <stdlib.h>
#include <string.h>

#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Tensor.h"
#include "tensor_cast-c/Dialect.h"

#include "PassDefinition.h"
#include "Support/IRUtils.h"

typedef struct PassInstance {
  const TcPassDefinition *definition;
  void *options; // owned copy of the definition's options struct
  TcStatistics statistics; // a reference of our own, or null
  TcStatisticsEntry *entry;
} PassInstance;

struct TcPassRun {
  TcStatisticsEntry *entry;
};

void tcPassRunCount(TcPassRun *run, unsigned counter, uint64_t delta) {
  tcStatisticsEntryAdd(run->entry, counter, delta);
}

static PassInstance *createInstance(const TcPassDefinition *definition,
                                    const void *options,
                                    TcStatistics statistics,
                                    TcStatisticsEntry *entry) {
  PassInstance *instance = tcCheckAllocation(calloc(1, sizeof(PassInstance)));
  instance->definition = definition;
  instance->options =
      tcCheckAllocation(malloc(definition->optionsSize ? definition->optionsSize : 1));
  if (definition->optionsSize)
    memcpy(instance->options, options, definition->optionsSize);
  instance->statistics = statistics;
  tcStatisticsRetain(statistics);
  instance->entry = entry;
  return instance;
}

static void constructPass(void *userData) { (void)userData; }

static void destructPass(void *userData) {
  PassInstance *instance = userData;
  tcStatisticsDestroy(instance->statistics);
  free(instance->options);
  free(instance);
}

static void *clonePass(void *userData) {
  PassInstance *instance = userData;
  return createInstance(instance->definition, instance->options,
                        instance->statistics, instance->entry);
}

/// Runs the pass, then the semantic verifier on what it produced: MLIR's own
/// verifier (run by the pass manager) knows nothing of shapes or scales.
static void runPass(MlirOperation op, MlirExternalPass pass, void *userData) {
  PassInstance *instance = userData;
  TcPassRun run = {instance->entry};
  if (mlirLogicalResultIsFailure(
          instance->definition->run(op, instance->options, &run)) ||
      mlirLogicalResultIsFailure(tcOperationVerifySemantics(op)))
    mlirExternalPassSignalFailure(pass);
}

MlirPass tcCreatePassFromDefinition(const TcPassDefinition *definition,
                                    const void *options,
                                    TcStatistics statistics,
                                    const char *anchorPath) {
  TcStatisticsEntry *entry =
      tcStatisticsAddEntry(statistics, definition, anchorPath);
  PassInstance *instance =
      createInstance(definition, options, statistics, entry);
  MlirExternalPassCallbacks callbacks = {constructPass, destructPass, NULL,
                                         clonePass, runPass};
  // Passes create tensor and arith ops; the tensor_cast dialect itself has no
  // dialect handle (it is IRDL) and must be loaded before the pass runs.
  MlirDialectHandle dependencies[] = {mlirGetDialectHandle__tensor__(),
                                      mlirGetDialectHandle__arith__()};
  return mlirCreateExternalPass(
      mlirTypeIDCreate(definition), tcStringRef(definition->name),
      tcStringRef(definition->argument), tcStringRef(definition->description),
      mlirStringRefCreate(NULL, 0), 2, dependencies, callbacks, instance);
}
