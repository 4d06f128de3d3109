//===- Registry.c - The tensor_cast passes and pipelines by name ----------===//

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "Passes/PassDefinition.h"
#include "Support/IRUtils.h"

extern const TcPassDefinition tcCostReportPassDefinition;
extern const TcPassDefinition tcLiftCombineQuantPassDefinition;
extern const TcPassDefinition tcMergeLinearPassDefinition;
extern const TcPassDefinition tcPrintStatisticsPassDefinition;
extern const TcPassDefinition tcSequenceParallelPassDefinition;
extern const TcPassDefinition tcSplitCatLinearPassDefinition;
extern const TcPassDefinition tcVerifyPassDefinition;

static const TcPassDefinition *const kPasses[] = {
    &tcCostReportPassDefinition,
    &tcLiftCombineQuantPassDefinition,
    &tcMergeLinearPassDefinition,
    &tcPrintStatisticsPassDefinition,
    &tcSequenceParallelPassDefinition,
    &tcSplitCatLinearPassDefinition,
    &tcVerifyPassDefinition,
};
enum { NUM_PASSES = sizeof(kPasses) / sizeof(kPasses[0]) };

//===----------------------------------------------------------------------===//
// tc-pipeline: the reference simulator's order of the passes.
//===----------------------------------------------------------------------===//

typedef struct DefaultPipelineOptions {
  bool sequenceParallel;
} DefaultPipelineOptions;

static const DefaultPipelineOptions kDefaultPipelineDefaults = {false};

static const TcPassOption kDefaultPipelineOptions[] = {
    {"sequence-parallel",
     "Run tc-sequence-parallel (off by default, as in the reference "
     "simulator)",
     TC_OPTION_BOOL,
     offsetof(DefaultPipelineOptions, sequenceParallel), 0, 1, NULL},
};

/// The stages in the reference simulator's order, each with its default
/// options.
static const struct {
  const char *argument;
  bool onlyWithSequenceParallel;
} kDefaultPipelineStages[] = {
    {"tc-lift-combine-quant", false},
    {"tc-sequence-parallel", true},
    {"tc-merge-linear", false},
};

static void buildDefaultPipeline(const void *rawOptions,
                                 MlirOpPassManager functions,
                                 TcStatistics statistics) {
  const DefaultPipelineOptions *options = rawOptions;
  size_t numStages = sizeof(kDefaultPipelineStages) / sizeof(kDefaultPipelineStages[0]);
  for (size_t i = 0; i < numStages; ++i) {
    if (kDefaultPipelineStages[i].onlyWithSequenceParallel &&
        !options->sequenceParallel)
      continue;
    tcOpPassManagerAddPassWithOptions(
        functions, tcLookupPass(tcStringRef(kDefaultPipelineStages[i].argument)),
        NULL, statistics);
  }
}

static const TcPipelineDefinition kDefaultPipeline = {
    .argument = "tc-pipeline",
    .description = "The default pipeline, in the reference simulator's order: "
                   "tc-lift-combine-quant, tc-sequence-parallel (with "
                   "sequence-parallel=true), tc-merge-linear",
    .options = kDefaultPipelineOptions,
    .numOptions = 1,
    .optionsSize = sizeof(DefaultPipelineOptions),
    .defaultOptions = &kDefaultPipelineDefaults,
    .build = buildDefaultPipeline,
};

static const TcPipelineDefinition *const kPipelines[] = {&kDefaultPipeline};
enum { NUM_PIPELINES = sizeof(kPipelines) / sizeof(kPipelines[0]) };

//===----------------------------------------------------------------------===//
// Lookup and listing.
//===----------------------------------------------------------------------===//

const TcPassDefinition *tcLookupPass(MlirStringRef argument) {
  for (int i = 0; i < NUM_PASSES; ++i)
    if (tcStringRefEquals(argument, kPasses[i]->argument))
      return kPasses[i];
  return NULL;
}

const TcPipelineDefinition *tcLookupPipeline(MlirStringRef argument) {
  for (int i = 0; i < NUM_PIPELINES; ++i)
    if (tcStringRefEquals(argument, kPipelines[i]->argument))
      return kPipelines[i];
  return NULL;
}

bool tcIsRegisteredPass(MlirStringRef argument) {
  return tcLookupPass(argument) || tcLookupPipeline(argument);
}

void tcForEachPassDefinition(void (*callback)(const TcPassDefinition *,
                                              void *),
                             void *userData) {
  for (int i = 0; i < NUM_PASSES; ++i)
    callback(kPasses[i], userData);
}

void tcForEachPipelineDefinition(void (*callback)(const TcPipelineDefinition *,
                                                  void *),
                                 void *userData) {
  for (int i = 0; i < NUM_PIPELINES; ++i)
    callback(kPipelines[i], userData);
}

void tcForEachRegisteredPass(TcPassCallback callback, void *userData) {
  for (int i = 0; i < NUM_PASSES; ++i)
    callback(tcStringRef(kPasses[i]->argument),
             tcStringRef(kPasses[i]->description), userData);
  for (int i = 0; i < NUM_PIPELINES; ++i)
    callback(tcStringRef(kPipelines[i]->argument),
             tcStringRef(kPipelines[i]->description), userData);
}
