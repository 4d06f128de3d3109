//===- Regions.h - A region marker's region in its block ---------*- C -*-===//
//
// A region is the ops of a block from a `region_begin id` to the next
// `region_end id`; `copy_region id` runs the last such region that ended
// before it once more. These find a marker's region in its block. (The C API
// walks a block forwards only, so each is one pass over the block.)
//
//===----------------------------------------------------------------------===//
#ifndef TC_SUPPORT_REGIONS_H
#define TC_SUPPORT_REGIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/IR.h"

#include "Support/IRUtils.h"

/// True when `op` is a `kind` marker (region_begin, region_end or
/// copy_region) of region `id`.
bool tcOpIsRegionMarker(MlirOperation op, TcOpKind kind, int64_t id);

/// The region_begin and region_end of the region `copy` runs again: the last
/// region of its id that ended before it in its block. False when there is
/// none.
bool tcCopyRegionFindRegion(MlirOperation copy, MlirOperation *begin,
                            MlirOperation *end);

/// The region_begin of `marker`'s region: the last one of its id before it
/// in its block, or null.
MlirOperation tcRegionMarkerGetBegin(MlirOperation marker);

/// True when a copy_region of `marker`'s id is in its block.
bool tcRegionMarkerHasCopies(MlirOperation marker);

#endif // TC_SUPPORT_REGIONS_H
