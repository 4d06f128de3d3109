//===- Statistics.c - Pass counters and MLIR's statistics report ----------===//
//
// MLIR's own pass statistics are compiled out of Debian's build and C passes
// cannot declare any, so the counters live here. Every pass instance gets an
// entry; its clones (one per thread) share it and add atomically.
//
//===----------------------------------------------------------------------===//

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Passes/PassDefinition.h"
#include "Support/IRUtils.h"

struct TcStatisticsEntry {
  const TcPassDefinition *definition;
  char *anchorPath; // "func.func", "" at the top level
  _Atomic uint64_t *counters;
  TcStatisticsEntry *next;
};

typedef struct StatisticsImpl {
  atomic_int referenceCount;
  pthread_mutex_t lock; // for adding entries
  TcStatisticsEntry *first, *last;
} StatisticsImpl;

static StatisticsImpl *unwrap(TcStatistics statistics) {
  return (StatisticsImpl *)statistics.ptr;
}

TcStatistics tcStatisticsCreate(void) {
  StatisticsImpl *impl = tcCheckAllocation(calloc(1, sizeof(StatisticsImpl)));
  atomic_init(&impl->referenceCount, 1);
  pthread_mutex_init(&impl->lock, NULL);
  return (TcStatistics){impl};
}

void tcStatisticsRetain(TcStatistics statistics) {
  if (!tcStatisticsIsNull(statistics))
    atomic_fetch_add(&unwrap(statistics)->referenceCount, 1);
}

TcStatistics tcStatisticsGetGlobal(void) {
  // Its one reference is never released: registered passes outlive main.
  static StatisticsImpl global = {.referenceCount = 1,
                                  .lock = PTHREAD_MUTEX_INITIALIZER};
  return (TcStatistics){&global};
}

void tcStatisticsRelease(TcStatistics statistics) {
  StatisticsImpl *impl = unwrap(statistics);
  if (!impl || atomic_fetch_sub(&impl->referenceCount, 1) != 1)
    return;
  for (TcStatisticsEntry *entry = impl->first, *next; entry; entry = next) {
    next = entry->next;
    free(entry->anchorPath);
    free(entry->counters);
    free(entry);
  }
  pthread_mutex_destroy(&impl->lock);
  free(impl);
}

TcStatisticsEntry *tcStatisticsAddEntry(TcStatistics statistics,
                                        const TcPassDefinition *definition,
                                        const char *anchorPath) {
  StatisticsImpl *impl = unwrap(statistics);
  if (!impl)
    return NULL;
  TcStatisticsEntry *entry =
      tcCheckAllocation(calloc(1, sizeof(TcStatisticsEntry)));
  // Pass managers are built and initialized on one thread, but several
  // (one per --split-input-file chunk) may share the global set.
  pthread_mutex_lock(&impl->lock);
  entry->definition = definition;
  entry->anchorPath = tcCopyCString(anchorPath ? anchorPath : "");
  entry->counters = tcCheckAllocation(
      calloc(definition->numCounters ? definition->numCounters : 1,
             sizeof(_Atomic uint64_t)));
  for (unsigned i = 0; i < definition->numCounters; ++i)
    atomic_init(&entry->counters[i], 0);
  if (impl->last)
    impl->last->next = entry;
  else
    impl->first = entry;
  impl->last = entry;
  pthread_mutex_unlock(&impl->lock);
  return entry;
}

void tcStatisticsEntryAdd(TcStatisticsEntry *entry, unsigned counter,
                          uint64_t delta) {
  if (entry && counter < entry->definition->numCounters)
    atomic_fetch_add_explicit(&entry->counters[counter], delta,
                              memory_order_relaxed);
}

void tcPassRunCount(TcPassRun *run, unsigned counter, uint64_t delta) {
  tcStatisticsEntryAdd(run->entry, counter, delta);
}

uint64_t tcStatisticsGetValue(TcStatistics statistics,
                              MlirStringRef passArgument,
                              MlirStringRef counterName) {
  StatisticsImpl *impl = unwrap(statistics);
  uint64_t total = 0;
  for (TcStatisticsEntry *entry = impl ? impl->first : NULL; entry;
       entry = entry->next) {
    const TcPassDefinition *definition = entry->definition;
    if (!tcStringRefEquals(passArgument, definition->argument))
      continue;
    for (unsigned i = 0; i < definition->numCounters; ++i)
      if (tcStringRefEquals(counterName, definition->counterNames[i]))
        total += atomic_load(&entry->counters[i]);
  }
  return total;
}

//===----------------------------------------------------------------------===//
// The report, laid out as mlir::PassManager's (PassStatistics.cpp): a title
// bar, one "'op' Pipeline" line per nesting level, and "(S) value name -
// description" lines sorted by name with values and names aligned.
//===----------------------------------------------------------------------===//

typedef struct Printer {
  MlirStringCallback callback;
  void *userData;
  TcStringBuffer line;
} Printer;

static void flushLine(Printer *printer) {
  printer->callback(mlirStringRefCreate(printer->line.data, printer->line.length),
                    printer->userData);
  tcBufferClear(&printer->line);
}

static void printTitle(Printer *printer) {
  static const char bar[] = "===-------------------------------------------"
                            "------------------------------===\n";
  static const char title[] = "... Pass statistics report ...";
  tcBufferAppendCString(&printer->line, bar);
  tcBufferAppendFormat(&printer->line, "%*s%s\n",
                       (int)((80 - strlen(title)) / 2), "", title);
  tcBufferAppendCString(&printer->line, bar);
  flushLine(printer);
}

/// Prints the "'op' Pipeline" lines of `path` that `previous` did not share;
/// returns the indentation for the pass under it.
static int printAnchorPath(Printer *printer, const char *path,
                           const char *previous) {
  int indent = 0;
  const char *segment = path;
  bool sharedSoFar = true;
  while (*segment) {
    const char *end = strchr(segment, '/');
    size_t length = end ? (size_t)(end - segment) : strlen(segment);
    size_t offset = (size_t)(segment - path);
    sharedSoFar = sharedSoFar && strlen(previous) >= offset + length &&
                  strncmp(previous, path, offset + length) == 0 &&
                  (previous[offset + length] == '\0' ||
                   previous[offset + length] == '/');
    if (!sharedSoFar) {
      tcBufferAppendFormat(&printer->line, "%*s'%.*s' Pipeline\n", indent, "",
                           (int)length, segment);
      flushLine(printer);
    }
    indent += 2;
    segment = end ? end + 1 : segment + length;
  }
  return indent;
}

static int compareCounterNames(const void *a, const void *b) {
  const char *const *nameA = a, *const *nameB = b;
  return strcmp(*nameA, *nameB);
}

static void printEntry(Printer *printer, const TcStatisticsEntry *entry,
                       int indent) {
  const TcPassDefinition *definition = entry->definition;
  tcBufferAppendFormat(&printer->line, "%*s%s\n", indent, "", definition->name);
  unsigned count = definition->numCounters;
  if (!count) {
    flushLine(printer);
    return;
  }
  const char **sorted = tcCheckAllocation(calloc(count, sizeof(char *)));
  int nameWidth = 0, valueWidth = 0;
  for (unsigned i = 0; i < count; ++i) {
    sorted[i] = definition->counterNames[i];
    int nameLength = (int)strlen(sorted[i]);
    int valueLength = snprintf(NULL, 0, "%llu",
                               (unsigned long long)atomic_load(&entry->counters[i]));
    nameWidth = nameLength > nameWidth ? nameLength : nameWidth;
    valueWidth = valueLength > valueWidth ? valueLength : valueWidth;
  }
  qsort(sorted, count, sizeof(char *), compareCounterNames);
  for (unsigned s = 0; s < count; ++s) {
    unsigned i = 0;
    while (definition->counterNames[i] != sorted[s])
      ++i;
    tcBufferAppendFormat(&printer->line, "%*s(S) %*llu %-*s - %s\n", indent + 2,
                         "", valueWidth,
                         (unsigned long long)atomic_load(&entry->counters[i]),
                         nameWidth, sorted[s],
                         definition->counterDescriptions[i]);
  }
  free(sorted);
  flushLine(printer);
}

void tcStatisticsPrint(TcStatistics statistics, MlirStringCallback callback,
                       void *userData) {
  StatisticsImpl *impl = unwrap(statistics);
  Printer printer = {callback, userData, {0}};
  printTitle(&printer);
  const char *previousPath = "";
  for (TcStatisticsEntry *entry = impl ? impl->first : NULL; entry;
       entry = entry->next) {
    int indent = printAnchorPath(&printer, entry->anchorPath, previousPath);
    printEntry(&printer, entry, indent);
    previousPath = entry->anchorPath;
  }
  tcBufferDestroy(&printer.line);
}
