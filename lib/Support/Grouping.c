//===- Grouping.c - Partition ops into groups of equal keys ---------------===//

#include "Support/Grouping.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "Util/StringBuffer.h"

static const TcGroupKey *recordKey(const char *records, size_t recordSize,
                                   size_t index) {
  return (const TcGroupKey *)(records + index * recordSize);
}

static bool sameKey(const TcGroupKey *lhs, const TcGroupKey *rhs) {
  return !memcmp(lhs->key, rhs->key, sizeof(lhs->key));
}

/// A 64-bit mix of the key's words (splitmix64's finaliser per word): MLIR
/// handles are aligned pointers whose low bits carry nothing.
static uint64_t hashKey(const TcGroupKey *key) {
  uint64_t hash = 0x9e3779b97f4a7c15u;
  for (int i = 0; i < TC_GROUP_KEY_SIZE; ++i) {
    uint64_t word = (hash ^ (uint64_t)key->key[i]) * 0xbf58476d1ce4e5b9u;
    hash = (word ^ (word >> 31)) * 0x94d049bb133111ebu;
    hash ^= hash >> 29;
  }
  return hash;
}

/// Numbers the groups in the order of their first record: `groupOf[i]` is
/// record i's group, `firstOf[g]` group g's first record. Returns the number
/// of groups. One probe sequence per record in a table sized once (the
/// record count is known), so no rehashing.
static size_t numberGroups(const char *records, size_t count,
                           size_t recordSize, size_t *groupOf,
                           size_t *firstOf) {
  size_t numSlots = 64;
  while (numSlots < 2 * count)
    numSlots *= 2;
  size_t *slots = tcCheckAllocation(calloc(numSlots, sizeof(size_t)));
  size_t numGroups = 0;
  for (size_t i = 0; i < count; ++i) {
    const TcGroupKey *key = recordKey(records, recordSize, i);
    size_t slot = (size_t)hashKey(key) & (numSlots - 1);
    while (slots[slot] &&
           !sameKey(key, recordKey(records, recordSize,
                                   firstOf[slots[slot] - 1])))
      slot = (slot + 1) & (numSlots - 1);
    if (!slots[slot]) {
      firstOf[numGroups] = i;
      slots[slot] = ++numGroups;
    }
    groupOf[i] = slots[slot] - 1;
  }
  free(slots);
  return numGroups;
}

/// Moves record i to position destination[i] (a permutation, which is
/// consumed: it ends as the identity).
static void permuteRecords(char *records, size_t count, size_t recordSize,
                           size_t *destination) {
  // `held` is the record on its way to `to`; `spare` takes the one it
  // displaces, then the two buffers swap roles.
  char *buffers = tcCheckAllocation(malloc(2 * recordSize));
  char *held = buffers, *spare = buffers + recordSize;
  for (size_t start = 0; start < count; ++start) {
    if (destination[start] == start)
      continue;
    memcpy(held, records + start * recordSize, recordSize);
    size_t to = destination[start];
    destination[start] = start;
    while (to != start) {
      memcpy(spare, records + to * recordSize, recordSize);
      memcpy(records + to * recordSize, held, recordSize);
      char *displaced = spare;
      spare = held;
      held = displaced;
      size_t after = destination[to];
      destination[to] = to;
      to = after;
    }
    memcpy(records + start * recordSize, held, recordSize);
  }
  free(buffers);
}

TcGroupRun *tcGroupByKey(void *records, size_t count, size_t recordSize,
                         size_t *numRuns) {
  *numRuns = 0;
  if (!count)
    return NULL;
  size_t *groupOf = tcCheckAllocation(malloc(sizeof(size_t) * count));
  // One array per group, used twice: first record while numbering, then
  // next free position (one allocation of fresh memory instead of two).
  size_t *next = tcCheckAllocation(malloc(sizeof(size_t) * count));
  size_t numGroups = numberGroups(records, count, recordSize, groupOf, next);
  // A stable counting sort: each group's size, then its first position,
  // then the next free position of its group for every record.
  memset(next, 0, sizeof(size_t) * numGroups);
  for (size_t i = 0; i < count; ++i)
    ++next[groupOf[i]];
  char *base = records;
  TcGroupRun *runs = tcCheckAllocation(malloc(sizeof(TcGroupRun) * numGroups));
  for (size_t group = 0, position = 0; group < numGroups; ++group) {
    runs[group] = (TcGroupRun){base + position * recordSize, next[group]};
    position += next[group];
    next[group] = position - runs[group].size;
  }
  // The permutation is applied in place: a copy of all records would be
  // fresh memory as large as the records themselves.
  for (size_t i = 0; i < count; ++i)
    groupOf[i] = next[groupOf[i]]++;
  permuteRecords(base, count, recordSize, groupOf);
  free(next);
  free(groupOf);
  *numRuns = numGroups;
  return runs;
}
