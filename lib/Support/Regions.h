//===- Regions.h - A region marker's region in its block ---------*- C -*-===//
//
// A region is the ops of a block from a `region_begin id` to the
// `region_end id` that closes it (the innermost open region of that id);
// `copy_region id` runs the last region of its id that ended before it once
// more. One tracker, fed a block's ops in order, applies that rule for every
// user: the verifier, tc-run, its work limit and tc-sequence-parallel.
//
//===----------------------------------------------------------------------===//
#ifndef TC_SUPPORT_REGIONS_H
#define TC_SUPPORT_REGIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mlir-c/IR.h"

#include "Support/IRUtils.h"

/// A region of a block: its region_begin and, once it has ended, its
/// region_end (null while open).
typedef struct TcMarkedRegion {
  int64_t id;
  MlirOperation begin, end;
  size_t endOrder; // 1 for the first region to end, 2 for the next, ...
} TcMarkedRegion;

/// The regions of one block so far, in the order they begin.
typedef struct TcRegionTracker {
  TcMarkedRegion *regions;
  size_t count, capacity;
  size_t *open; // indices into `regions` of the open ones, innermost last
  size_t numOpen, openCapacity;
  size_t numEnded;
} TcRegionTracker;

/// Takes the block's next op: a region_begin opens a region, a region_end
/// closes the innermost open region of its id; other ops change nothing.
void tcRegionTrackerAdd(TcRegionTracker *tracker, MlirOperation op);

/// The region a copy_region of `id` runs: the last region of that id that
/// has ended, or NULL.
const TcMarkedRegion *tcRegionTrackerFindCopied(const TcRegionTracker *tracker,
                                                int64_t id);

void tcRegionTrackerDestroy(TcRegionTracker *tracker);

/// True when `op` is a `kind` marker (region_begin, region_end or
/// copy_region) of region `id`.
bool tcOpIsRegionMarker(MlirOperation op, TcOpKind kind, int64_t id);

/// The region_begin and region_end of the region `copy` runs again (the
/// tracker's rule, over its block up to it). False when there is none.
bool tcCopyRegionFindRegion(MlirOperation copy, MlirOperation *begin,
                            MlirOperation *end);

/// The region_begin of the region a region_end closes or a copy_region
/// runs, or null.
MlirOperation tcRegionMarkerGetBegin(MlirOperation marker);

/// True when a copy_region of `marker`'s id is in its block.
bool tcRegionMarkerHasCopies(MlirOperation marker);

#endif // TC_SUPPORT_REGIONS_H
