//===- Groups.c - tc-run: which simulated ranks a rank group holds --------===//
//
// A collective's `rank_group` names global ranks; the machine simulates a
// world of copies of it (a device mesh). These map a group to machine
// positions: the collectives run over them, and kernels that own a share
// (embedding rows, a chunk of experts) ask their place in their group.
//
//===----------------------------------------------------------------------===//

#include <stdlib.h>

#include "mlir-c/BuiltinAttributes.h"

#include "Run/Machine.h"
#include "Support/IRUtils.h"

bool tcRankGroupOfRank(const int64_t *members, int64_t count, int64_t rank,
                       int64_t *group) {
  int64_t stride = count > 1 ? members[1] - members[0] : 1;
  if (count < 1 || stride < 1 || rank < 0 || members[0] < 0)
    return false;
  for (int64_t i = 1; i < count; ++i)
    if (members[i] - members[i - 1] != stride)
      return false;
  int64_t block = count * stride;
  if (members[0] % block >= stride) // the group itself is not one of them
    return false;
  int64_t base = rank / block * block + rank % stride;
  for (int64_t i = 0; i < count; ++i)
    group[i] = base + i * stride;
  return true;
}

bool tcMachineGetPlaceInGroup(TcMachine *machine, MlirOperation op,
                              int64_t position, int64_t *place,
                              int64_t *size) {
  int64_t positions[TC_RUN_MAX_GROUP], numGroups;
  if (!tcMachineGetGroups(machine, op, positions, &numGroups, size))
    return false;
  for (int64_t i = 0; i < numGroups * *size; ++i)
    if (positions[i] == position) {
      *place = i % *size;
      return true;
    }
  return tcRunEmitError(op, "'rank_group' must list every simulated rank");
}

/// The group (machine positions, in rank_group's order) that the rank at
/// `position` belongs to: rank_group moved to that rank's copy of it.
static bool groupOfPosition(TcMachine *machine, MlirOperation op,
                            MlirAttribute rankGroup, const int64_t *sorted,
                            int64_t size, int64_t position, int64_t *group) {
  int64_t members[TC_RUN_MAX_GROUP];
  if (!tcRankGroupOfRank(sorted, size, machine->rankIds[position], members))
    return tcRunEmitError(op, "'rank_group' is not a row or column of a device "
                              "mesh of the simulated ranks");
  for (int64_t i = 0; i < size; ++i) {
    int64_t rank = mlirDenseI64ArrayGetElement(rankGroup, i);
    group[i] = tcMachineFindRank(machine, rank - sorted[0] + members[0]);
    if (group[i] < 0)
      return tcRunEmitError(op, "'rank_group' must have a copy for every "
                                "simulated rank");
  }
  return true;
}

bool tcMachineGetGroups(TcMachine *machine, MlirOperation op,
                        int64_t positions[TC_RUN_MAX_GROUP],
                        int64_t *numGroups, int64_t *size) {
  MlirAttribute group = tcOpGetAttr(op, "rank_group");
  if (mlirAttributeIsNull(group) || !mlirAttributeIsADenseI64Array(group))
    return tcRunEmitError(op, "expected attribute 'rank_group' (array<i64>)");
  *size = mlirDenseArrayGetNumElements(group);
  if (*size < 1 || machine->worldSize % *size != 0 ||
      machine->worldSize > TC_RUN_MAX_GROUP)
    return tcRunEmitError(op, "'rank_group' must tile the simulated ranks");
  int64_t *sorted = tcDenseI64ArrayCopySorted(group);
  bool assigned[TC_RUN_MAX_GROUP] = {false}, ok = true;
  *numGroups = 0;
  for (int64_t position = 0; ok && position < machine->worldSize; ++position) {
    if (assigned[position])
      continue;
    int64_t *members = &positions[*numGroups * *size];
    ok = groupOfPosition(machine, op, group, sorted, *size, position, members);
    for (int64_t i = 0; ok && i < *size; ++i) {
      ok = !assigned[members[i]] ||
           tcRunEmitError(op, "'rank_group' must tile the simulated ranks");
      assigned[members[i]] = true;
    }
    ++*numGroups;
  }
  free(sorted);
  return ok;
}
