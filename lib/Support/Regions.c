//===- Regions.c - A region marker's region in its block ----------------===//

#include "Support/Regions.h"

#include <stdlib.h>

#include "Support/Vectors.h"

void tcRegionTrackerAdd(TcRegionTracker *tracker, MlirOperation op) {
  TcOpKind kind = tcOpGetKind(op);
  if (kind == TC_OP_REGION_BEGIN) {
    TC_GROW_ARRAY(tracker->regions, tracker->capacity, tracker->count + 1);
    TC_GROW_ARRAY(tracker->open, tracker->openCapacity, tracker->numOpen + 1);
    tracker->regions[tracker->count] =
        (TcMarkedRegion){tcRegionMarkerGetId(op), op, {NULL}, 0};
    tracker->open[tracker->numOpen++] = tracker->count++;
    return;
  }
  if (kind != TC_OP_REGION_END)
    return;
  int64_t id = tcRegionMarkerGetId(op);
  for (size_t i = tracker->numOpen; i-- > 0;) {
    TcMarkedRegion *region = &tracker->regions[tracker->open[i]];
    if (region->id != id)
      continue;
    region->end = op;
    region->endOrder = ++tracker->numEnded;
    for (size_t j = i + 1; j < tracker->numOpen; ++j)
      tracker->open[j - 1] = tracker->open[j];
    --tracker->numOpen;
    return;
  }
}

const TcMarkedRegion *tcRegionTrackerFindCopied(const TcRegionTracker *tracker,
                                                int64_t id) {
  const TcMarkedRegion *found = NULL;
  for (size_t i = 0; i < tracker->count; ++i) {
    const TcMarkedRegion *region = &tracker->regions[i];
    // The one that ended last, not the one that began last.
    if (region->id == id && region->endOrder &&
        (!found || region->endOrder > found->endOrder))
      found = region;
  }
  return found;
}

void tcRegionTrackerDestroy(TcRegionTracker *tracker) {
  free(tracker->regions);
  free(tracker->open);
  *tracker = (TcRegionTracker){0};
}

bool tcOpIsRegionMarker(MlirOperation op, TcOpKind kind, int64_t id) {
  return tcOpGetKind(op) == kind && tcRegionMarkerGetId(op) == id;
}

/// A tracker fed `marker`'s block up to `marker`, inclusive.
static TcRegionTracker trackUpTo(MlirOperation marker) {
  TcRegionTracker tracker = {0};
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirOperationGetBlock(marker));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    tcRegionTrackerAdd(&tracker, op);
    if (mlirOperationEqual(op, marker))
      break;
  }
  return tracker;
}

bool tcCopyRegionFindRegion(MlirOperation copy, MlirOperation *begin,
                            MlirOperation *end) {
  TcRegionTracker tracker = trackUpTo(copy);
  const TcMarkedRegion *region =
      tcRegionTrackerFindCopied(&tracker, tcRegionMarkerGetId(copy));
  *begin = region ? region->begin : (MlirOperation){NULL};
  *end = region ? region->end : (MlirOperation){NULL};
  tcRegionTrackerDestroy(&tracker);
  return region != NULL;
}

MlirOperation tcRegionMarkerGetBegin(MlirOperation marker) {
  if (tcOpGetKind(marker) == TC_OP_COPY_REGION) {
    MlirOperation begin, end;
    tcCopyRegionFindRegion(marker, &begin, &end);
    return begin;
  }
  TcRegionTracker tracker = trackUpTo(marker);
  MlirOperation begin = {NULL};
  for (size_t i = 0; i < tracker.count; ++i)
    if (mlirOperationEqual(tracker.regions[i].end, marker))
      begin = tracker.regions[i].begin;
  tcRegionTrackerDestroy(&tracker);
  return begin;
}

bool tcRegionMarkerHasCopies(MlirOperation marker) {
  int64_t id = tcRegionMarkerGetId(marker);
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirOperationGetBlock(marker));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (tcOpIsRegionMarker(op, TC_OP_COPY_REGION, id))
      return true;
  return false;
}
