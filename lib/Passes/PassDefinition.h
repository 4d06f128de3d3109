//===- PassDefinition.h - How a tensor_cast pass describes itself -*- C -*-===//
//
// Each pass file defines one `const TcPassDefinition`: its names, its options
// (parsed generically into the pass's own options struct), its counters and
// its run function. ExternalPass.c turns a definition into an MlirPass;
// Registry.c lists the definitions.
//
//===----------------------------------------------------------------------===//
#ifndef TC_PASSES_PASSDEFINITION_H
#define TC_PASSES_PASSDEFINITION_H

#include <stddef.h>
#include <stdint.h>

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "tensor_cast-c/Passes.h"

#include "Support/StringBuffer.h"

typedef enum TcPassOptionKind {
  TC_OPTION_BOOL,  // stored as bool
  TC_OPTION_INT64, // stored as int64_t, within [minValue, maxValue]
} TcPassOptionKind;

typedef struct TcPassOption {
  const char *name;
  const char *description;
  TcPassOptionKind kind;
  size_t offset; // of the field in the pass's options struct
  int64_t minValue, maxValue;
} TcPassOption;

/// What a running pass instance reports into; see tcPassRunCount.
typedef struct TcPassRun TcPassRun;

typedef struct TcPassDefinition {
  const char *argument;    // what users type: "tc-merge-linear"
  const char *name;        // MLIR's pass name, shown in timing and statistics
  const char *description; // one line
  const TcPassOption *options;
  unsigned numOptions;
  size_t optionsSize;           // sizeof the options struct
  const void *defaultOptions;   // an options struct with the defaults
  const char *const *counterNames;        // numCounters entries
  const char *const *counterDescriptions; // numCounters entries
  unsigned numCounters;
  /// Rewrites the IR under `op`. A pass that cannot apply leaves the IR as it
  /// was and succeeds; failure means a diagnostic was emitted.
  MlirLogicalResult (*run)(MlirOperation op, const void *options,
                           TcPassRun *run);
} TcPassDefinition;

/// A named pipeline of passes ("tc-pipeline"), with options of its own.
typedef struct TcPipelineDefinition {
  const char *argument;
  const char *description;
  const TcPassOption *options;
  unsigned numOptions;
  size_t optionsSize;
  const void *defaultOptions;
  /// Writes the comma-separated pass elements the pipeline stands for.
  void (*expand)(const void *options, TcStringBuffer *elements);
} TcPipelineDefinition;

/// The C API has no null test for MlirPass.
static inline bool tcPassIsNull(MlirPass pass) { return !pass.ptr; }

/// Adds `delta` to counter `counter` of the running pass (thread-safe).
void tcPassRunCount(TcPassRun *run, unsigned counter, uint64_t delta);

//===----------------------------------------------------------------------===//
// Library-internal entry points (Registry.c, ExternalPass.c, Statistics.c).
//===----------------------------------------------------------------------===//

const TcPassDefinition *tcLookupPass(MlirStringRef argument);
const TcPipelineDefinition *tcLookupPipeline(MlirStringRef argument);

/// Room for a pass's or pipeline's options struct; keeps it off the heap.
typedef struct TcOptionsStorage {
  _Alignas(16) char bytes[256];
} TcOptionsStorage;

/// Fills `optionsOut` with `defaults` (`optionsSize` bytes), then parses
/// "name=value name=value" over them. On error (an unknown option, a bad
/// value, a struct larger than TcOptionsStorage) writes the reason, prefixed
/// with `owner`, to `error` and returns false.
bool tcParsePassOptions(const char *owner, const TcPassOption *options,
                        unsigned numOptions, size_t optionsSize,
                        const void *defaults, MlirStringRef text,
                        TcOptionsStorage *optionsOut, TcStringBuffer *error);

/// Parses `options` over the definition's defaults and creates the pass; on a
/// bad option writes the reason to `error` and returns a null pass.
MlirPass tcCreateConfiguredPass(const TcPassDefinition *definition,
                                MlirStringRef options, TcStatistics statistics,
                                const char *anchorPath, TcStringBuffer *error);

/// Creates a pass; `anchorPath` ("func.func") is where it sits in the
/// pipeline, for the statistics report.
MlirPass tcCreatePassFromDefinition(const TcPassDefinition *definition,
                                    const void *options,
                                    TcStatistics statistics,
                                    const char *anchorPath);

typedef struct TcStatisticsEntry TcStatisticsEntry;
/// Adds an entry for one pass instance and its clones; the set owns it.
TcStatisticsEntry *tcStatisticsAddEntry(TcStatistics statistics,
                                        const TcPassDefinition *definition,
                                        const char *anchorPath);
void tcStatisticsEntryAdd(TcStatisticsEntry *entry, unsigned counter,
                          uint64_t delta);
void tcStatisticsRetain(TcStatistics statistics);

#endif // TC_PASSES_PASSDEFINITION_H
