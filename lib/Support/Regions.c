//===- Regions.c - A region marker's region in its block ----------------===//

#include "Support/Regions.h"

static MlirOperation firstInBlockOf(MlirOperation op) {
  return mlirBlockGetFirstOperation(mlirOperationGetBlock(op));
}

bool tcOpIsRegionMarker(MlirOperation op, TcOpKind kind, int64_t id) {
  return tcOpGetKind(op) == kind && tcRegionMarkerGetId(op) == id;
}

bool tcCopyRegionFindRegion(MlirOperation copy, MlirOperation *begin,
                            MlirOperation *end) {
  int64_t id = tcRegionMarkerGetId(copy);
  MlirOperation open = {NULL};
  *begin = *end = (MlirOperation){NULL};
  for (MlirOperation op = firstInBlockOf(copy); !mlirOperationEqual(op, copy);
       op = mlirOperationGetNextInBlock(op)) {
    if (tcOpIsRegionMarker(op, TC_OP_REGION_BEGIN, id))
      open = op;
    else if (tcOpIsRegionMarker(op, TC_OP_REGION_END, id) &&
             !mlirOperationIsNull(open))
      *begin = open, *end = op;
  }
  return !mlirOperationIsNull(*end);
}

MlirOperation tcRegionMarkerGetBegin(MlirOperation marker) {
  int64_t id = tcRegionMarkerGetId(marker);
  MlirOperation begin = {NULL};
  for (MlirOperation op = firstInBlockOf(marker);
       !mlirOperationEqual(op, marker); op = mlirOperationGetNextInBlock(op))
    if (tcOpIsRegionMarker(op, TC_OP_REGION_BEGIN, id))
      begin = op;
  return begin;
}

bool tcRegionMarkerHasCopies(MlirOperation marker) {
  int64_t id = tcRegionMarkerGetId(marker);
  for (MlirOperation op = firstInBlockOf(marker); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (tcOpIsRegionMarker(op, TC_OP_COPY_REGION, id))
      return true;
  return false;
}
