//===- Replication.h - Which values are the same on every rank -----*- C -*-===//
//
// A value is replicated when every rank of a group holds the same data in it:
// it is computed only from replicated function arguments (those without the
// `tensor_cast.sharded` attribute), constants and the outputs of all_reduce /
// all_gather over that group, by ops that do not depend on the rank. A pass
// may then take this rank's chunk of it locally, without communication.
// Everything else (reduce_scatter outputs, sharded arguments, results of ops
// with regions or of unknown dialects, block arguments of other blocks) is
// conservatively not replicated.
//
//===----------------------------------------------------------------------===//
#ifndef TC_SUPPORT_REPLICATION_H
#define TC_SUPPORT_REPLICATION_H

#include <stdbool.h>

#include "mlir-c/IR.h"

#include "Support/Vectors.h"
#include "Util/PointerSet.h"

/// Memoized answers for one rank group. Zero-initialize; destroy after use.
typedef struct TcReplication {
  MlirAttribute rankGroup; // the group the memo holds answers for
  TcPointerSet replicated, notReplicated;
  TcValueVector worklist;
} TcReplication;

/// True when `value` holds the same data on every rank of `rankGroup` (a
/// collective's `rank_group` attribute). Iterative: deep chains of ops do
/// not grow the C stack.
bool tcValueIsReplicated(TcReplication *replication, MlirValue value,
                         MlirAttribute rankGroup);

/// Records that `value` no longer holds replicated data (a pass changed it
/// in place to hold this rank's chunk).
void tcReplicationForget(TcReplication *replication, MlirValue value);

/// Drops what the memo knows about `value`, whose op a pass is about to
/// destroy: the memory may hold a new op's result next, which must start
/// unknown.
void tcReplicationErase(TcReplication *replication, MlirValue value);

void tcReplicationDestroy(TcReplication *replication);

#endif // TC_SUPPORT_REPLICATION_H
