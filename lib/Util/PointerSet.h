//===- PointerSet.h - A set of pointers (MLIR handles) --------------*- C -*-===//
//
// Open addressing with linear probing. Passes use it for "already seen" and
// "already claimed by a rewrite" tests, which must stay O(1) on large graphs;
// tc-run maps SSA values to their storage with the map.
//
//===----------------------------------------------------------------------===//
#ifndef TC_UTIL_POINTERSET_H
#define TC_UTIL_POINTERSET_H

#include <stdbool.h>
#include <stddef.h>

typedef struct TcPointerSet {
  const void **slots; // NULL marks an empty slot
  size_t size, capacity; // capacity is 0 or a power of two
} TcPointerSet;

/// Adds `pointer` (not NULL); returns false when it was already there.
bool tcPointerSetInsert(TcPointerSet *set, const void *pointer);
/// Makes room for `count` pointers in all, so that inserting them never
/// rehashes (a rehash of a large set touches every slot again).
void tcPointerSetReserve(TcPointerSet *set, size_t count);
/// Removes `pointer`; false when it was not a member.
bool tcPointerSetErase(TcPointerSet *set, const void *pointer);
bool tcPointerSetContains(const TcPointerSet *set, const void *pointer);
void tcPointerSetDestroy(TcPointerSet *set);

/// A map from pointers to indices, with the same hashing.
typedef struct TcPointerMap {
  const void **keys; // NULL marks an empty slot
  size_t *values;
  size_t size, capacity;
} TcPointerMap;

/// Maps `pointer` (not NULL) to `value`, replacing an earlier value.
void tcPointerMapSet(TcPointerMap *map, const void *pointer, size_t value);
/// The value of `pointer` in `*value`; false when it has none.
bool tcPointerMapLookup(const TcPointerMap *map, const void *pointer,
                        size_t *value);
void tcPointerMapDestroy(TcPointerMap *map);

#endif // TC_UTIL_POINTERSET_H
