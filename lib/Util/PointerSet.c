//===- PointerSet.c - A set of pointers (MLIR handles) --------------------===//

#include "Util/PointerSet.h"

#include <stdint.h>
#include <stdlib.h>

#include "Util/StringBuffer.h"

static size_t hashPointer(const void *pointer, size_t capacity) {
  uintptr_t value = (uintptr_t)pointer;
  value ^= value >> 33;
  value *= (uintptr_t)0xff51afd7ed558ccdULL; // a 64-bit mixer (MurmurHash3)
  value ^= value >> 33;
  return (size_t)value & (capacity - 1);
}

static size_t findSlot(const void **slots, size_t capacity, const void *pointer) {
  size_t index = hashPointer(pointer, capacity);
  while (slots[index] && slots[index] != pointer)
    index = (index + 1) & (capacity - 1);
  return index;
}

static void rehash(TcPointerSet *set, size_t capacity) {
  const void **slots = tcCheckAllocation(calloc(capacity, sizeof(void *)));
  for (size_t i = 0; i < set->capacity; ++i)
    if (set->slots[i])
      slots[findSlot(slots, capacity, set->slots[i])] = set->slots[i];
  free(set->slots);
  set->slots = slots;
  set->capacity = capacity;
}

void tcPointerSetReserve(TcPointerSet *set, size_t count) {
  size_t capacity = set->capacity ? set->capacity : 64;
  while (2 * count > capacity)
    capacity *= 2;
  if (capacity > set->capacity)
    rehash(set, capacity);
}

bool tcPointerSetInsert(TcPointerSet *set, const void *pointer) {
  // Keep the load under 1/2 so probes stay short.
  tcPointerSetReserve(set, set->size + 1);
  size_t index = findSlot(set->slots, set->capacity, pointer);
  if (set->slots[index])
    return false;
  set->slots[index] = pointer;
  ++set->size;
  return true;
}

/// True when `home` lies cyclically in (hole, index]: a member found at
/// `index` with that home slot must not move back to `hole`.
static bool homeBetween(size_t hole, size_t home, size_t index) {
  return hole < index ? hole < home && home <= index
                      : hole < home || home <= index;
}

bool tcPointerSetErase(TcPointerSet *set, const void *pointer) {
  if (!set->capacity)
    return false;
  size_t mask = set->capacity - 1;
  size_t hole = findSlot(set->slots, set->capacity, pointer);
  if (!set->slots[hole])
    return false;
  // Backward-shift deletion: linear probing has no tombstones, so every
  // later member of the same run that would no longer be found from its
  // home slot moves back into the hole.
  for (size_t index = (hole + 1) & mask; set->slots[index];
       index = (index + 1) & mask) {
    if (homeBetween(hole, hashPointer(set->slots[index], set->capacity), index))
      continue;
    set->slots[hole] = set->slots[index];
    hole = index;
  }
  set->slots[hole] = NULL;
  --set->size;
  return true;
}

bool tcPointerSetContains(const TcPointerSet *set, const void *pointer) {
  if (!set->capacity)
    return false;
  return set->slots[findSlot(set->slots, set->capacity, pointer)] != NULL;
}

void tcPointerSetDestroy(TcPointerSet *set) {
  free(set->slots);
  *set = (TcPointerSet){0};
}

static void growMap(TcPointerMap *map) {
  size_t capacity = map->capacity ? map->capacity * 2 : 64;
  const void **keys = tcCheckAllocation(calloc(capacity, sizeof(void *)));
  size_t *values = tcCheckAllocation(calloc(capacity, sizeof(size_t)));
  for (size_t i = 0; i < map->capacity; ++i) {
    if (!map->keys[i])
      continue;
    size_t index = findSlot(keys, capacity, map->keys[i]);
    keys[index] = map->keys[i];
    values[index] = map->values[i];
  }
  free(map->keys);
  free(map->values);
  map->keys = keys;
  map->values = values;
  map->capacity = capacity;
}

void tcPointerMapSet(TcPointerMap *map, const void *pointer, size_t value) {
  if (2 * (map->size + 1) > map->capacity)
    growMap(map);
  size_t index = findSlot(map->keys, map->capacity, pointer);
  if (!map->keys[index]) {
    map->keys[index] = pointer;
    ++map->size;
  }
  map->values[index] = value;
}

bool tcPointerMapLookup(const TcPointerMap *map, const void *pointer,
                        size_t *value) {
  if (!map->capacity)
    return false;
  size_t index = findSlot(map->keys, map->capacity, pointer);
  if (!map->keys[index])
    return false;
  *value = map->values[index];
  return true;
}

void tcPointerMapDestroy(TcPointerMap *map) {
  free(map->keys);
  free(map->values);
  *map = (TcPointerMap){0};
}
