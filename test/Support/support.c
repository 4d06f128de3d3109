//===- support.c - Tests of the passes' internal helpers -----------------===//
//
// The pointer set underlies the passes' O(1) "seen" and "claimed" questions
// and the replication memo; its deletion (backward shift, no tombstones) is
// easy to get subtly wrong, so it is checked here against a plain array on
// long random sequences over few pointers: the table stays small, so probe
// runs collide and wrap around its end. Each test prints what it observed
// for FileCheck. The op registry's tables are checked here too.
//
//===----------------------------------------------------------------------===//

// RUN: tc-support-test 2>&1 | FileCheck %s

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "Cost/OpCost.h"
#include "Dialect/Verifier.h"
#include "Run/Machine.h"
#include "Support/IRUtils.h"
#include "Util/PointerSet.h"

enum { UNIVERSE = 48, STEPS = 200000 };

/// A small deterministic generator (xorshift), so failures reproduce.
static uint64_t nextRandom(uint64_t *state) {
  *state ^= *state << 13;
  *state ^= *state >> 7;
  *state ^= *state << 17;
  return *state;
}

/// Pointers 8 bytes apart, like MLIR handles; never NULL.
static const void *pointerAt(const char *base, size_t i) {
  return base + 8 * (i + 1);
}

static void testSetAgainstArray(void) {
  printf("@testSetAgainstArray\n");
  static char base[8 * (UNIVERSE + 1)];
  bool member[UNIVERSE] = {false};
  size_t size = 0, mismatches = 0, erased = 0;
  TcPointerSet set = {0};
  uint64_t state = 0x9e3779b97f4a7c15ULL;
  for (size_t step = 0; step < STEPS; ++step) {
    size_t i = nextRandom(&state) % UNIVERSE;
    const void *pointer = pointerAt(base, i);
    switch (nextRandom(&state) % 3) {
    case 0: // insert
      mismatches += tcPointerSetInsert(&set, pointer) != !member[i];
      size += !member[i];
      member[i] = true;
      break;
    case 1: // erase
      mismatches += tcPointerSetErase(&set, pointer) != member[i];
      size -= member[i];
      erased += member[i];
      member[i] = false;
      break;
    default: // every member is still found after the shifts
      for (size_t j = 0; j < UNIVERSE; ++j)
        mismatches += tcPointerSetContains(&set, pointerAt(base, j)) != member[j];
    }
    mismatches += set.size != size;
  }
  printf("erased: %s, mismatches: %zu\n", erased > STEPS / 10 ? "many" : "few",
         mismatches);
  tcPointerSetDestroy(&set);
  // CHECK-LABEL: @testSetAgainstArray
  // CHECK: erased: many, mismatches: 0
}

static void testEraseMissing(void) {
  printf("@testEraseMissing\n");
  static char base[64];
  TcPointerSet set = {0};
  printf("empty: %d\n", tcPointerSetErase(&set, base + 8));
  tcPointerSetInsert(&set, base + 8);
  printf("other: %d\n", tcPointerSetErase(&set, base + 16));
  printf("member: %d\n", tcPointerSetErase(&set, base + 8));
  bool again = tcPointerSetErase(&set, base + 8);
  printf("again: %d, size: %zu\n", again, set.size);
  tcPointerSetDestroy(&set);
  // CHECK-LABEL: @testEraseMissing
  // CHECK: empty: 0
  // CHECK: other: 0
  // CHECK: member: 1
  // CHECK: again: 0, size: 0
}

/// The op registry (Support/Ops.def): every kind's name reads back as that
/// kind, the traits agree with each other (an op that moves bytes between
/// ranks runs over a rank group, and a collective keeps its place), and
/// every op has an entry in each per-op table: the verifier's rules, tc-run's
/// kernels and the cost model's FLOP rules (a forgotten op is named).
static void testOpRegistry(void) {
  printf("@testOpRegistry\n");
  int kinds = 0, roundTrips = 0, inconsistent = 0, withoutKernel = 0;
  int withoutRules = 0, withoutFlops = 0;
  for (int kind = TC_OP_NONE + 1; kind < TC_OP_KIND_COUNT; ++kind) {
    const char *name = tcOpKindGetName((TcOpKind)kind);
    ++kinds;
    MlirStringRef nameRef = mlirStringRefCreateFromCString(name);
    roundTrips += (int)tcOpKindFromName(nameRef) == kind;
    if ((tcOpKindHasTraits(kind, TC_OP_TRAIT_COMMUNICATES) &&
         !tcOpKindHasTraits(kind, TC_OP_TRAIT_COLLECTIVE)) ||
        (tcOpKindHasTraits(kind, TC_OP_TRAIT_COLLECTIVE) &&
         !tcOpKindHasTraits(kind, TC_OP_TRAIT_PINNED)))
      ++inconsistent;
    TcOpKernel kernel = tcOpKindGetKernel((TcOpKind)kind);
    if (!kernel.world && !kernel.rank) {
      printf("no tc-run kernel: %s\n", name);
      ++withoutKernel;
    }
    if (!tcOpKindHasVerifier((TcOpKind)kind)) {
      printf("no verifier rules: %s\n", name);
      ++withoutRules;
    }
    if (!tcOpKindHasFlopRule((TcOpKind)kind)) {
      printf("no FLOP rule: %s\n", name);
      ++withoutFlops;
    }
    if (tcOpKindHasTraits(kind, TC_OP_TRAIT_COLLECTIVE))
      printf("collective %s communicates %d\n", name,
              tcOpKindHasTraits(kind, TC_OP_TRAIT_COMMUNICATES));
  }
  printf("kinds %d, names read back %d, inconsistent traits %d, without a "
         "tc-run kernel %d, verifier rules %d, a FLOP rule %d\n",
         kinds, roundTrips, inconsistent, withoutKernel, withoutRules,
         withoutFlops);
  printf("none has rules: %d, a FLOP rule: %d\n",
         tcOpKindHasVerifier(TC_OP_NONE), tcOpKindHasFlopRule(TC_OP_NONE));
  printf("none has traits: %d, unknown name: %d\n",
          tcOpKindHasTraits(TC_OP_NONE, 0),
          tcOpKindFromName(mlirStringRefCreateFromCString("tensor_cast.nope")));
  // CHECK-LABEL: @testOpRegistry
  // CHECK-NEXT: collective tensor_cast.all_reduce communicates 1
  // CHECK-NEXT: collective tensor_cast.reduce_scatter communicates 1
  // CHECK-NEXT: collective tensor_cast.all_gather communicates 1
  // CHECK-NEXT: collective tensor_cast.all_slice communicates 0
  // CHECK-NEXT: collective tensor_cast.all_to_all communicates 1
  // CHECK-NEXT: collective tensor_cast.all_reduce_add_rms_norm communicates 1
  // CHECK-NEXT: kinds [[N:[0-9]+]], names read back [[N]], inconsistent traits 0, without a tc-run kernel 0, verifier rules 0, a FLOP rule 0
  // CHECK-NEXT: none has rules: 0, a FLOP rule: 0
  // CHECK-NEXT: none has traits: 0, unknown name: 0
}

int main(void) {
  testSetAgainstArray();
  testEraseMissing();
  testOpRegistry();
  return 0;
}
