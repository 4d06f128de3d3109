//===- PassDefinition.h - How a tensor_cast pass describes itself -*- C -*-===//
//
// Each pass file defines one `const TcPassDefinition`: its names, its options
// (parsed generically into the pass's own options struct), its counters and
// its run function. PassAdaptor.cpp turns a definition into an MLIR pass;
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

#include "Util/StringBuffer.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum TcPassOptionKind {
  TC_OPTION_BOOL,  // stored as bool
  TC_OPTION_INT64, // stored as int64_t, within [minValue, maxValue]
  TC_OPTION_STRING, // stored as const char *, one of `choices` when set
} TcPassOptionKind;

typedef struct TcPassOption {
  const char *name;
  const char *description;
  TcPassOptionKind kind;
  size_t offset; // of the field in the pass's options struct
  int64_t minValue, maxValue;
  /// String options: the accepted values, NULL-terminated; NULL: any text.
  /// The stored pointer lives as long as the pass that passes it.
  const char *const *choices;
} TcPassOption;

/// What a pass runs on: func.func (the default), any op, or the module.
typedef enum TcPassAnchor {
  TC_ANCHOR_FUNCTION,
  TC_ANCHOR_ANY,
  TC_ANCHOR_MODULE,
} TcPassAnchor;

/// What a running pass instance reports into: its counters, and whether it
/// changed the IR (a pass that did not keeps every analysis, so MLIR does not
/// verify the IR again after it).
typedef struct TcStatisticsEntry TcStatisticsEntry;
typedef struct TcPassRun {
  TcStatisticsEntry *entry; // may be null: no counters collected
  bool changed;
} TcPassRun;

typedef struct TcPassDefinition {
  const char *argument;    // what users type: "tc-merge-linear"
  const char *name;        // MLIR's pass name, shown in timing and statistics
  const char *description; // one line
  TcPassAnchor anchor;
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

/// A pass's counters, declared once: LIST(X) calls X(ID, "name",
/// "description") per counter, and TC_DECLARE_COUNTERS(LIST) makes of it the
/// enum Counter of COUNTER_<ID> and NUM_COUNTERS, and the kCounterNames and
/// kCounterDescriptions tables the definition points to, so the three never
/// drift apart.
#define TC_COUNTER_ENUMERATOR(id, name, description) COUNTER_##id,
#define TC_COUNTER_NAME(id, name, description) name,
#define TC_COUNTER_DESCRIPTION(id, name, description) description,
#define TC_DECLARE_COUNTERS(LIST)                                             \
  typedef enum Counter { LIST(TC_COUNTER_ENUMERATOR) NUM_COUNTERS } Counter;  \
  static const char *const kCounterNames[NUM_COUNTERS] = {                    \
      LIST(TC_COUNTER_NAME)};                                                 \
  static const char *const kCounterDescriptions[NUM_COUNTERS] = {             \
      LIST(TC_COUNTER_DESCRIPTION)};

/// A named pipeline of passes ("tc-pipeline"), with options of its own.
typedef struct TcPipelineDefinition {
  const char *argument;
  const char *description;
  const TcPassOption *options;
  unsigned numOptions;
  size_t optionsSize;
  const void *defaultOptions;
  /// Names the pipeline's passes, configured by `options`, in order, each
  /// through `addPass` (which the pass manager's owner gives, with its
  /// `userData`): the definition says what runs, not how it is added.
  void (*build)(const void *options,
                void (*addPass)(const TcPassDefinition *pass, void *userData),
                void *userData);
} TcPipelineDefinition;

/// Adds `delta` to counter `counter` of the running pass (thread-safe).
void tcPassRunCount(TcPassRun *run, unsigned counter, uint64_t delta);

/// Records that the running pass changed the IR.
static inline void tcPassRunMarkChanged(TcPassRun *run) { run->changed = true; }

//===----------------------------------------------------------------------===//
// Library-internal entry points.
//===----------------------------------------------------------------------===//

const TcPassDefinition *tcLookupPass(MlirStringRef argument);
const TcPipelineDefinition *tcLookupPipeline(MlirStringRef argument);

/// Room for a pass's or pipeline's options struct; keeps it off the heap.
typedef union TcOptionsStorage {
  char bytes[256];
  max_align_t alignment;
} TcOptionsStorage;

/// Calls `callback` for each pass and each pipeline definition.
void tcForEachPassDefinition(void (*callback)(const TcPassDefinition *,
                                              void *),
                             void *userData);
void tcForEachPipelineDefinition(void (*callback)(const TcPipelineDefinition *,
                                                  void *),
                                 void *userData);

/// Adds an entry for one pass instance and its clones; the set owns it.
/// Returns null when `statistics` is null.
TcStatisticsEntry *tcStatisticsAddEntry(TcStatistics statistics,
                                        const TcPassDefinition *definition,
                                        const char *anchorPath);
void tcStatisticsEntryAdd(TcStatisticsEntry *entry, unsigned counter,
                          uint64_t delta);
/// Takes one more reference to `statistics` (may be null).
void tcStatisticsRetain(TcStatistics statistics);

#ifdef __cplusplus
}
#endif

#endif // TC_PASSES_PASSDEFINITION_H
