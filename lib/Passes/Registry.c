//===- Registry.c - The tensor_cast passes and pipelines by name ----------===//

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "PassDefinition.h"
#include "Support/IRUtils.h"

extern const TcPassDefinition tcLiftCombineQuantPassDefinition;
extern const TcPassDefinition tcMergeLinearPassDefinition;
extern const TcPassDefinition tcSequenceParallelPassDefinition;
extern const TcPassDefinition tcSplitCatLinearPassDefinition;
extern const TcPassDefinition tcVerifyPassDefinition;

static const TcPassDefinition *const kPasses[] = {
    &tcLiftCombineQuantPassDefinition,
    &tcMergeLinearPassDefinition,
    &tcSequenceParallelPassDefinition,
    &tcSplitCatLinearPassDefinition,
    &tcVerifyPassDefinition,
};
enum { NUM_PASSES = sizeof(kPasses) / sizeof(kPasses[0]) };

//===----------------------------------------------------------------------===//
// tc-pipeline: upstream's order of the passes.
//===----------------------------------------------------------------------===//

typedef struct DefaultPipelineOptions {
  bool sequenceParallel;
} DefaultPipelineOptions;

static const DefaultPipelineOptions kDefaultPipelineDefaults = {false};

static const TcPassOption kDefaultPipelineOptions[] = {
    {"sequence-parallel",
     "Run tc-sequence-parallel (off by default, as upstream)", TC_OPTION_BOOL,
     offsetof(DefaultPipelineOptions, sequenceParallel), 0, 1},
};

/// The stages in upstream's order. A stage whose pass has not landed in this
/// library yet is skipped, so the pipeline grows as passes are added.
static const struct {
  const char *argument;
  bool onlyWithSequenceParallel;
} kDefaultPipelineStages[] = {
    {"tc-lift-combine-quant", false},
    {"tc-sequence-parallel", true},
    {"tc-merge-linear", false},
};

static void expandDefaultPipeline(const void *rawOptions,
                                  TcStringBuffer *elements) {
  const DefaultPipelineOptions *options = rawOptions;
  size_t numStages = sizeof(kDefaultPipelineStages) / sizeof(kDefaultPipelineStages[0]);
  for (size_t i = 0; i < numStages; ++i) {
    if (kDefaultPipelineStages[i].onlyWithSequenceParallel &&
        !options->sequenceParallel)
      continue;
    if (!tcLookupPass(tcStringRef(kDefaultPipelineStages[i].argument)))
      continue;
    if (elements->length)
      tcBufferAppendCString(elements, ",");
    tcBufferAppendCString(elements, kDefaultPipelineStages[i].argument);
  }
  // Until a rewrite exists the pipeline still checks its input.
  if (!elements->length)
    tcBufferAppendCString(elements, "tc-verify");
}

static const TcPipelineDefinition kDefaultPipeline = {
    .argument = "tc-pipeline",
    .description = "The default pipeline, in upstream's order: "
                   "tc-lift-combine-quant, tc-sequence-parallel (with "
                   "sequence-parallel=true), tc-merge-linear",
    .options = kDefaultPipelineOptions,
    .numOptions = 1,
    .optionsSize = sizeof(DefaultPipelineOptions),
    .defaultOptions = &kDefaultPipelineDefaults,
    .expand = expandDefaultPipeline,
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

static void printOptions(TcStringBuffer *out, const TcPassOption *options,
                         unsigned numOptions) {
  for (unsigned i = 0; i < numOptions; ++i)
    tcBufferAppendFormat(out, "      --%-22s - %s (%s)\n", options[i].name,
                         options[i].description,
                         options[i].kind == TC_OPTION_BOOL ? "bool" : "int");
}

void tcPrintRegisteredPasses(MlirStringCallback callback, void *userData) {
  TcStringBuffer out = {0};
  tcBufferAppendCString(&out, "Passes:\n");
  for (int i = 0; i < NUM_PASSES; ++i) {
    tcBufferAppendFormat(&out, "  --%-26s - %s\n", kPasses[i]->argument,
                         kPasses[i]->description);
    printOptions(&out, kPasses[i]->options, kPasses[i]->numOptions);
  }
  tcBufferAppendCString(&out, "Pass Pipelines:\n");
  for (int i = 0; i < NUM_PIPELINES; ++i) {
    tcBufferAppendFormat(&out, "  --%-26s - %s\n", kPipelines[i]->argument,
                         kPipelines[i]->description);
    printOptions(&out, kPipelines[i]->options, kPipelines[i]->numOptions);
  }
  callback(mlirStringRefCreate(out.data, out.length), userData);
  tcBufferDestroy(&out);
}

MlirPass tcCreateConfiguredPass(const TcPassDefinition *definition,
                                MlirStringRef options, TcStatistics statistics,
                                const char *anchorPath, TcStringBuffer *error) {
  TcOptionsStorage parsed;
  if (!tcParsePassOptions(definition->argument, definition->options,
                          definition->numOptions, definition->optionsSize,
                          definition->defaultOptions, options, &parsed, error))
    return (MlirPass){NULL};
  return tcCreatePassFromDefinition(definition, parsed.bytes, statistics,
                                    anchorPath);
}

static void appendNotATensorCastPass(TcStringBuffer *error,
                                     MlirStringRef argument) {
  tcBufferAppendFormat(error, "'%.*s' is not a tensor_cast pass",
                       (int)argument.length, argument.data);
}

/// Hands `error` to the caller's callback, if any.
static void reportError(const TcStringBuffer *error,
                        MlirStringCallback errorCallback, void *userData) {
  if (errorCallback)
    errorCallback(mlirStringRefCreate(error->data, error->length), userData);
}

MlirPass tcCreatePass(MlirStringRef argument, MlirStringRef options,
                      TcStatistics statistics, MlirStringCallback errorCallback,
                      void *userData) {
  TcStringBuffer error = {0};
  MlirPass pass = {NULL};
  const TcPassDefinition *definition = tcLookupPass(argument);
  if (definition)
    pass = tcCreateConfiguredPass(definition, options, statistics, "", &error);
  else
    appendNotATensorCastPass(&error, argument);
  if (tcPassIsNull(pass))
    reportError(&error, errorCallback, userData);
  tcBufferDestroy(&error);
  return pass;
}

void tcForEachRegisteredPass(TcPassCallback callback, void *userData) {
  for (int i = 0; i < NUM_PASSES; ++i)
    callback(tcStringRef(kPasses[i]->argument),
             tcStringRef(kPasses[i]->description), userData);
  for (int i = 0; i < NUM_PIPELINES; ++i)
    callback(tcStringRef(kPipelines[i]->argument),
             tcStringRef(kPipelines[i]->description), userData);
}

MlirLogicalResult tcOpPassManagerAddPass(MlirOpPassManager passManager,
                                         MlirStringRef argument,
                                         MlirStringRef options,
                                         TcStatistics statistics,
                                         MlirStringCallback errorCallback,
                                         void *userData) {
  // Options go inside the element's braces; a brace in them would end the
  // element early and smuggle in other passes.
  bool braces = options.length && (memchr(options.data, '{', options.length) ||
                                   memchr(options.data, '}', options.length));
  if (!tcIsRegisteredPass(argument) || braces) {
    TcStringBuffer error = {0};
    if (braces)
      tcBufferAppendFormat(&error, "%.*s: options must not contain braces",
                           (int)argument.length, argument.data);
    else
      appendNotATensorCastPass(&error, argument);
    reportError(&error, errorCallback, userData);
    tcBufferDestroy(&error);
    return mlirLogicalResultFailure();
  }
  // One pipeline element "argument{options}": the pipeline parser validates
  // the options and adds nothing on error.
  TcStringBuffer element = {0};
  tcBufferAppend(&element, argument.data, argument.length);
  if (options.length) {
    tcBufferAppendCString(&element, "{");
    tcBufferAppend(&element, options.data, options.length);
    tcBufferAppendCString(&element, "}");
  }
  MlirLogicalResult result = tcOpPassManagerAddPipeline(
      passManager, mlirStringRefCreate(element.data, element.length),
      statistics, errorCallback, userData);
  tcBufferDestroy(&element);
  return result;
}
