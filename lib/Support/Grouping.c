//===- Grouping.c - Partition ops into groups of equal keys ---------------===//

#include "Grouping.h"

#include <stdlib.h>
#include <string.h>

#include "StringBuffer.h"

static int compareKeys(const TcGroupKey *lhs, const TcGroupKey *rhs) {
  for (int i = 0; i < TC_GROUP_KEY_SIZE; ++i)
    if (lhs->key[i] != rhs->key[i])
      return lhs->key[i] < rhs->key[i] ? -1 : 1;
  return 0;
}

static int compareByKeyThenOrder(const void *a, const void *b) {
  const TcGroupKey *lhs = a, *rhs = b;
  int byKey = compareKeys(lhs, rhs);
  if (byKey)
    return byKey;
  return lhs->order < rhs->order ? -1 : lhs->order > rhs->order;
}

static int compareByFirstOrder(const void *a, const void *b) {
  size_t lhs = ((const TcGroupKey *)((const TcGroupRun *)a)->first)->order;
  size_t rhs = ((const TcGroupKey *)((const TcGroupRun *)b)->first)->order;
  return lhs < rhs ? -1 : lhs > rhs;
}

TcGroupRun *tcGroupByKey(void *records, size_t count, size_t recordSize,
                         size_t *numRuns) {
  *numRuns = 0;
  if (!count)
    return NULL;
  qsort(records, count, recordSize, compareByKeyThenOrder);
  char *base = records;
  TcGroupRun *runs = tcCheckAllocation(malloc(sizeof(TcGroupRun) * count));
  for (size_t begin = 0, end; begin < count; begin = end) {
    const TcGroupKey *key = (const TcGroupKey *)(base + begin * recordSize);
    for (end = begin + 1;
         end < count &&
         !compareKeys(key, (const TcGroupKey *)(base + end * recordSize));
         ++end)
      ;
    runs[(*numRuns)++] = (TcGroupRun){base + begin * recordSize, end - begin};
  }
  qsort(runs, *numRuns, sizeof(TcGroupRun), compareByFirstOrder);
  return runs;
}
