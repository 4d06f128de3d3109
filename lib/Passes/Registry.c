//===- Registry.c - The tensor_cast passes and pipelines by name ----------===//

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "Passes/PassDefinition.h"
#include "Support/IRUtils.h"
#include "Util/ArraySize.h"

extern const TcPassDefinition tcCostReportPassDefinition;
extern const TcPassDefinition tcFuseActQuantPassDefinition;
extern const TcPassDefinition tcFuseAllReduceNormPassDefinition;
extern const TcPassDefinition tcFuseAttnQuantPassDefinition;
extern const TcPassDefinition tcFuseNormQuantPassDefinition;
extern const TcPassDefinition tcFuseQkNormRopePassDefinition;
extern const TcPassDefinition tcLiftCombineQuantPassDefinition;
extern const TcPassDefinition tcMergeLinearPassDefinition;
extern const TcPassDefinition tcPrintStatisticsPassDefinition;
extern const TcPassDefinition tcSequenceParallelPassDefinition;
extern const TcPassDefinition tcSplitCatLinearPassDefinition;
extern const TcPassDefinition tcVerifyPassDefinition;

static const TcPassDefinition *const kPasses[] = {
    &tcCostReportPassDefinition,
    &tcFuseActQuantPassDefinition,
    &tcFuseAllReduceNormPassDefinition,
    &tcFuseAttnQuantPassDefinition,
    &tcFuseNormQuantPassDefinition,
    &tcFuseQkNormRopePassDefinition,
    &tcLiftCombineQuantPassDefinition,
    &tcMergeLinearPassDefinition,
    &tcPrintStatisticsPassDefinition,
    &tcSequenceParallelPassDefinition,
    &tcSplitCatLinearPassDefinition,
    &tcVerifyPassDefinition,
};
enum { NUM_PASSES = TC_ARRAY_SIZE(kPasses) };

//===----------------------------------------------------------------------===//
// tc-pipeline: the reference simulator's order of the passes, then the
// fusions of the serving engine it models.
//===----------------------------------------------------------------------===//

typedef struct DefaultPipelineOptions {
  bool sequenceParallel;
  const char *engine;
} DefaultPipelineOptions;

/// The engines whose fusions the pipeline can run, as a stage's mask.
enum {
  ENGINE_TRTLLM = 1u << 0,
  ENGINE_VLLM = 1u << 1,
  ENGINE_NONE = 1u << 2,
  EVERY_ENGINE = ENGINE_TRTLLM | ENGINE_VLLM | ENGINE_NONE,
};

static const char *const kEngines[] = {"trtllm", "vllm", "none", NULL};

/// TensorRT-LLM by default: the calibration's kernels are its kernels.
static const DefaultPipelineOptions kDefaultPipelineDefaults = {false,
                                                                "trtllm"};

static const TcPassOption kDefaultPipelineOptions[] = {
    {"sequence-parallel",
     "Run tc-sequence-parallel (off by default, as in the reference "
     "simulator)",
     TC_OPTION_BOOL,
     offsetof(DefaultPipelineOptions, sequenceParallel), 0, 1, NULL},
    {"engine",
     "The serving engine whose fusions run after the rewrites: trtllm "
     "(TensorRT-LLM's fused kernels: all five), vllm (vLLM's compiler at "
     "its default level: norm + quant, activation + quant, all-reduce + "
     "norm) or none",
     TC_OPTION_STRING, offsetof(DefaultPipelineOptions, engine), 0, 0,
     kEngines},
};

/// The stages in order, each with its default options: the reference
/// simulator's passes, then the fusions (docs/passes.md says which engine
/// runs which, and where that is documented). A quantize fuses into its
/// norm before the norm fuses into the all-reduce before it.
static const struct {
  const char *argument;
  bool onlyWithSequenceParallel;
  unsigned engines;
} kDefaultPipelineStages[] = {
    {"tc-lift-combine-quant", false, EVERY_ENGINE},
    {"tc-sequence-parallel", true, EVERY_ENGINE},
    {"tc-merge-linear", false, EVERY_ENGINE},
    {"tc-fuse-norm-quant", false, ENGINE_TRTLLM | ENGINE_VLLM},
    {"tc-fuse-act-quant", false, ENGINE_TRTLLM | ENGINE_VLLM},
    {"tc-fuse-allreduce-norm", false, ENGINE_TRTLLM | ENGINE_VLLM},
    {"tc-fuse-qk-norm-rope", false, ENGINE_TRTLLM},
    {"tc-fuse-attn-quant", false, ENGINE_TRTLLM},
};

static unsigned engineMask(const char *engine) {
  for (unsigned i = 0; kEngines[i]; ++i)
    if (strcmp(engine, kEngines[i]) == 0)
      return 1u << i;
  return ENGINE_TRTLLM;
}

static void buildDefaultPipeline(const void *rawOptions,
                                 void (*addPass)(const TcPassDefinition *,
                                                 void *),
                                 void *userData) {
  const DefaultPipelineOptions *options = rawOptions;
  unsigned engine = engineMask(options->engine);
  size_t numStages = TC_ARRAY_SIZE(kDefaultPipelineStages);
  for (size_t i = 0; i < numStages; ++i) {
    if ((kDefaultPipelineStages[i].onlyWithSequenceParallel &&
         !options->sequenceParallel) ||
        !(kDefaultPipelineStages[i].engines & engine))
      continue;
    addPass(tcLookupPass(tcStringRef(kDefaultPipelineStages[i].argument)),
            userData);
  }
}

static const TcPipelineDefinition kDefaultPipeline = {
    .argument = "tc-pipeline",
    .description = "The default pipeline: tc-lift-combine-quant, "
                   "tc-sequence-parallel (with sequence-parallel=true), "
                   "tc-merge-linear (the reference simulator's order), then "
                   "the fusions of the engine it models (engine=trtllm by "
                   "default, vllm, none)",
    .options = kDefaultPipelineOptions,
    .numOptions = 2,
    .optionsSize = sizeof(DefaultPipelineOptions),
    .defaultOptions = &kDefaultPipelineDefaults,
    .build = buildDefaultPipeline,
};

static const TcPipelineDefinition *const kPipelines[] = {&kDefaultPipeline};
enum { NUM_PIPELINES = TC_ARRAY_SIZE(kPipelines) };

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

bool tcPassIsRegistered(MlirStringRef argument) {
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

void tcPassForEachRegistered(TcPassCallback callback, void *userData) {
  for (int i = 0; i < NUM_PASSES; ++i)
    callback(tcStringRef(kPasses[i]->argument),
             tcStringRef(kPasses[i]->description), userData);
  for (int i = 0; i < NUM_PIPELINES; ++i)
    callback(tcStringRef(kPipelines[i]->argument),
             tcStringRef(kPipelines[i]->description), userData);
}
