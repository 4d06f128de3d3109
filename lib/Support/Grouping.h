//===- Grouping.h - Partition ops into groups of equal keys ---------*- C -*-===//
//
// Passes that combine ops (merge linears, combine quantizations) describe
// each candidate by a key of MLIR handles (uniqued, so equal pointers mean
// equal things), collect the candidates in program order, then rewrite each
// group of equal keys. Groups come out in the order of their first member and
// members keep their order, so the output does not depend on pointer values.
//
// Grouping hashes the keys (expected O(1) per record, so the cost stays
// linear in the module size) and moves the records in place.
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
} TcGroupKey;

/// A run of `size` records with equal keys, in program order.
typedef struct TcGroupRun {
  void *first;
  size_t size;
} TcGroupRun;

/// Reorders `count` records of `recordSize` bytes (each starting with a
/// TcGroupKey, in program order) into runs of equal keys and returns the runs
/// (malloc'ed, to be freed) in the order of their first record.
TcGroupRun *tcGroupByKey(void *records, size_t count, size_t recordSize,
                         size_t *numRuns);

#endif // TC_SUPPORT_GROUPING_H
