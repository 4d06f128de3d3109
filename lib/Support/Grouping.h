//===- Grouping.h - Partition ops into groups of equal keys ---------*- C -*-===//
//
// Passes that combine ops (merge linears, combine quantizations) describe
// each candidate by a key of MLIR handles (uniqued, so equal pointers mean
// equal things) and its program order, then rewrite each group of equal keys.
// Groups come out in the order of their first member so that the output does
// not depend on pointer values.
//
//===----------------------------------------------------------------------===//
#ifndef TC_SUPPORT_GROUPING_H
#define TC_SUPPORT_GROUPING_H

#include <stddef.h>
#include <stdint.h>

enum { TC_GROUP_KEY_SIZE = 20 };

/// The first member of every record grouped by tcGroupByKey. Unused key
/// entries must be zero.
typedef struct TcGroupKey {
  uintptr_t key[TC_GROUP_KEY_SIZE];
  size_t order; // program order (walk order)
} TcGroupKey;

/// A run of `size` records with equal keys, in program order.
typedef struct TcGroupRun {
  void *first;
  size_t size;
} TcGroupRun;

/// Sorts `count` records of `recordSize` bytes (each starting with a
/// TcGroupKey) into runs of equal keys and returns the runs (malloc'ed, to be
/// freed) ordered by their first record's program order.
TcGroupRun *tcGroupByKey(void *records, size_t count, size_t recordSize,
                         size_t *numRuns);

#endif // TC_SUPPORT_GROUPING_H
