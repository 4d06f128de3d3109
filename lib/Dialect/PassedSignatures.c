//===- PassedSignatures.c - Ops whose rules held, by signature ------------===//
//
// Open addressing over the signatures' hashes; each entry's pointers live in
// one growing array, compared in full on a hash match.
//
//===----------------------------------------------------------------------===//

#include "Dialect/PassedSignatures.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "Support/IRUtils.h"
#include "Util/StringBuffer.h"

enum {
  MAX_SIGNATURE = 64,       // pointers; a longer signature is not kept
  MAX_ENTRIES = 1 << 16,    // the set's bound
};

typedef struct Entry {
  uint64_t hash;
  size_t start, count; // the pointers' place in `pointers`
} Entry;

struct TcPassedSignatures {
  pthread_mutex_t lock;
  Entry *entries; // count == 0: an empty slot
  size_t size, capacity; // capacity is 0 or a power of two
  const void **pointers;
  size_t numPointers, pointerCapacity;
};

TcPassedSignatures *tcPassedSignaturesCreate(void) {
  TcPassedSignatures *signatures =
      tcCheckAllocation(calloc(1, sizeof(TcPassedSignatures)));
  pthread_mutex_init(&signatures->lock, NULL);
  return signatures;
}

void tcPassedSignaturesDestroy(TcPassedSignatures *signatures) {
  if (!signatures)
    return;
  pthread_mutex_destroy(&signatures->lock);
  free(signatures->entries);
  free(signatures->pointers);
  free(signatures);
}

static uint64_t hashPointers(const void *const *pointers, size_t count) {
  uint64_t hash = 0x9E3779B97F4A7C15u ^ count;
  for (size_t i = 0; i < count; ++i) {
    hash ^= (uint64_t)(uintptr_t)pointers[i];
    hash *= 0xFF51AFD7ED558CCDu;
    hash ^= hash >> 29;
  }
  return hash;
}

/// The slot of the signature, or the empty slot where it would go.
static Entry *findSlot(const TcPassedSignatures *signatures, uint64_t hash,
                       const void *const *pointers, size_t count) {
  size_t mask = signatures->capacity - 1;
  for (size_t i = (size_t)hash & mask;; i = (i + 1) & mask) {
    Entry *entry = &signatures->entries[i];
    if (entry->count == 0 ||
        (entry->hash == hash && entry->count == count &&
         memcmp(signatures->pointers + entry->start, pointers,
                count * sizeof(*pointers)) == 0))
      return entry;
  }
}

bool tcPassedSignaturesContain(TcPassedSignatures *signatures,
                               MlirOperation op) {
  const void *pointers[MAX_SIGNATURE];
  size_t count = tcOperationGetSignature(op, pointers, MAX_SIGNATURE);
  if (count == 0)
    return false;
  uint64_t hash = hashPointers(pointers, count);
  pthread_mutex_lock(&signatures->lock);
  bool found = signatures->capacity != 0 &&
               findSlot(signatures, hash, pointers, count)->count != 0;
  pthread_mutex_unlock(&signatures->lock);
  return found;
}

/// Doubles the slots (at least 64), placing every entry again.
static void grow(TcPassedSignatures *signatures) {
  size_t capacity = signatures->capacity ? signatures->capacity * 2 : 64;
  Entry *old = signatures->entries;
  size_t oldCapacity = signatures->capacity;
  signatures->entries = tcCheckAllocation(calloc(capacity, sizeof(Entry)));
  signatures->capacity = capacity;
  for (size_t i = 0; i < oldCapacity; ++i)
    if (old[i].count != 0)
      *findSlot(signatures, old[i].hash,
                signatures->pointers + old[i].start, old[i].count) = old[i];
  free(old);
}

static size_t appendPointers(TcPassedSignatures *signatures,
                             const void *const *pointers, size_t count) {
  if (signatures->numPointers + count > signatures->pointerCapacity) {
    size_t capacity = signatures->pointerCapacity * 2 + count + 256;
    // Bounded: MAX_ENTRIES signatures of MAX_SIGNATURE pointers at most.
    signatures->pointers = tcCheckAllocation(
        realloc(signatures->pointers, capacity * sizeof(*pointers)));
    signatures->pointerCapacity = capacity;
  }
  size_t start = signatures->numPointers;
  memcpy(signatures->pointers + start, pointers, count * sizeof(*pointers));
  signatures->numPointers += count;
  return start;
}

void tcPassedSignaturesAdd(TcPassedSignatures *signatures, MlirOperation op) {
  const void *pointers[MAX_SIGNATURE];
  size_t count = tcOperationGetSignature(op, pointers, MAX_SIGNATURE);
  if (count == 0)
    return;
  uint64_t hash = hashPointers(pointers, count);
  pthread_mutex_lock(&signatures->lock);
  if (signatures->size < MAX_ENTRIES) {
    // At most half full: the probes stay short.
    if (2 * (signatures->size + 1) > signatures->capacity)
      grow(signatures);
    Entry *slot = findSlot(signatures, hash, pointers, count);
    if (slot->count == 0) {
      *slot = (Entry){.hash = hash,
                      .start = appendPointers(signatures, pointers, count),
                      .count = count};
      ++signatures->size;
    }
  }
  pthread_mutex_unlock(&signatures->lock);
}
