//===- PointerSet.c - A set of pointers (MLIR handles) --------------------===//

#include "PointerSet.h"

#include <stdint.h>
#include <stdlib.h>

#include "StringBuffer.h"

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

static void grow(TcPointerSet *set) {
  size_t capacity = set->capacity ? set->capacity * 2 : 64;
  const void **slots = tcCheckAllocation(calloc(capacity, sizeof(void *)));
  for (size_t i = 0; i < set->capacity; ++i)
    if (set->slots[i])
      slots[findSlot(slots, capacity, set->slots[i])] = set->slots[i];
  free(set->slots);
  set->slots = slots;
  set->capacity = capacity;
}

bool tcPointerSetInsert(TcPointerSet *set, const void *pointer) {
  // Keep the load under 1/2 so probes stay short.
  if (2 * (set->size + 1) > set->capacity)
    grow(set);
  size_t index = findSlot(set->slots, set->capacity, pointer);
  if (set->slots[index])
    return false;
  set->slots[index] = pointer;
  ++set->size;
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
