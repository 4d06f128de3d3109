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
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Dialect/IRDL.h"
#include "tensor_cast-c/Dialect.h"

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

/// How a collective's result compares across the ranks of its group: one
/// of three traits says it ("unsaid" for none, "several" for more).
static const char *rankResultOf(TcOpKind kind) {
  static const struct {
    unsigned trait;
    const char *text;
  } kResults[] = {
      {TC_OP_TRAIT_SAME_ON_GROUP, "same on the group"},
      {TC_OP_TRAIT_SAME_IF_OPERANDS_ARE, "same where its operands are"},
      {TC_OP_TRAIT_OWN_CHUNK, "this rank's own"},
  };
  const char *text = "unsaid";
  int said = 0;
  for (size_t i = 0; i < sizeof kResults / sizeof kResults[0]; ++i)
    if (tcOpKindHasTraits(kind, kResults[i].trait)) {
      text = kResults[i].text;
      ++said;
    }
  return said > 1 ? "several" : text;
}

/// True when `roles` is a row's operand roles: letters of TcOperandRole,
/// "?" alone.
static bool areOperandRoles(const char *roles) {
  if (strcmp(roles, "?") == 0)
    return true;
  return roles[0] != '\0' && strspn(roles, "xwtpeso") == strlen(roles);
}

/// Each row's columns agree with each other: its operand roles are letters
/// of TcOperandRole; an op says how its result compares across ranks
/// exactly when it is collective; it has an exchange exactly when it
/// communicates. A row that does not is named.
static void testOpColumns(void) {
  printf("@testOpColumns\n");
  int wrong = 0;
  for (int kind = TC_OP_NONE + 1; kind < TC_OP_KIND_COUNT; ++kind) {
    const char *name = tcOpKindGetName((TcOpKind)kind);
    const char *roles = tcOpKindGetOperandRoles((TcOpKind)kind);
    const char *result = rankResultOf((TcOpKind)kind);
    bool collective = tcOpKindHasTraits(kind, TC_OP_TRAIT_COLLECTIVE);
    bool saysRanks = strcmp(result, "unsaid") != 0;
    bool several = strcmp(result, "several") == 0;
    bool communicates = tcOpKindHasTraits(kind, TC_OP_TRAIT_COMMUNICATES);
    bool exchanges = tcOpKindGetExchange((TcOpKind)kind) != TC_EXCHANGE_NONE;
    bool badRoles = !areOperandRoles(roles);
    if (badRoles)
      printf("operand roles '%s': %s\n", roles, name);
    if (collective && several)
      printf("several rank results: %s\n", name);
    if (collective != saysRanks)
      printf("%s rank result: %s\n", collective ? "no" : "a non-collective's",
             name);
    if (communicates != exchanges)
      printf("exchange %d, communicates %d: %s\n", exchanges, communicates,
             name);
    wrong += badRoles || collective != saysRanks || communicates != exchanges ||
             (collective && several);
  }
  printf("rows whose columns disagree: %d\n", wrong);
  printf("none: roles '%s', role of operand 0 '%c', exchange %d\n",
         tcOpKindGetOperandRoles(TC_OP_NONE),
         (char)tcOpKindGetOperandRole(TC_OP_NONE, 0),
         (int)tcOpKindGetExchange(TC_OP_NONE));
  printf("linear: operand 0 '%c', 1 '%c', 2 (bias) '%c', 7 '%c'\n",
         (char)tcOpKindGetOperandRole(TC_OP_LINEAR, 0),
         (char)tcOpKindGetOperandRole(TC_OP_LINEAR, 1),
         (char)tcOpKindGetOperandRole(TC_OP_LINEAR, 2),
         (char)tcOpKindGetOperandRole(TC_OP_LINEAR, 7));
  // CHECK-LABEL: @testOpColumns
  // CHECK-NEXT: rows whose columns disagree: 0
  // CHECK-NEXT: none: roles '', role of operand 0 'x', exchange 0
  // CHECK-NEXT: linear: operand 0 'x', 1 'w', 2 (bias) 'w', 7 'w'
}

/// The operands the IRDL entry of `operation` (an irdl.operation) declares,
/// optional and variadic ones included; -1 without an irdl.operands.
static intptr_t declaredOperands(MlirOperation operation) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(operation, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (tcOpIsNamed(op, "irdl.operands"))
      return mlirOperationGetNumOperands(op);
  }
  return -1;
}

/// The IRDL file and Ops.def against each other: every irdl.operation has a
/// row and every row an irdl.operation, and a row has one operand role per
/// operand the IRDL entry declares (but quant_linear's "?", by segments).
static void testRowsAgainstIRDL(void) {
  printf("@testRowsAgainstIRDL\n");
  MlirContext context = mlirContextCreate();
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__irdl__(), context);
  MlirModule definition = mlirModuleCreateParse(context, tcDialectGetIRDL());
  int entries = 0, withoutRow = 0, countsDiffer = 0;
  bool seen[TC_OP_KIND_COUNT] = {false};
  MlirOperation dialect =
      mlirBlockGetFirstOperation(mlirModuleGetBody(definition));
  MlirBlock ops = mlirRegionGetFirstBlock(mlirOperationGetRegion(dialect, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(ops);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute symbol = tcOpGetAttr(op, "sym_name");
    if (!tcOpIsNamed(op, "irdl.operation") || mlirAttributeIsNull(symbol))
      continue;
    ++entries;
    MlirStringRef symbolName = mlirStringAttrGetValue(symbol);
    char full[128];
    snprintf(full, sizeof full, "tensor_cast.%.*s", (int)symbolName.length,
             symbolName.data);
    TcOpKind kind = tcOpKindFromName(mlirStringRefCreateFromCString(full));
    if (kind == TC_OP_NONE) {
      printf("no Ops.def row: %s\n", full);
      ++withoutRow;
      continue;
    }
    seen[kind] = true;
    const char *roles = tcOpKindGetOperandRoles(kind);
    intptr_t declared = declaredOperands(op);
    if (strcmp(roles, "?") != 0 && (intptr_t)strlen(roles) != declared) {
      printf("%s declares %ld operands, its row has %zu roles\n", full,
             (long)declared, strlen(roles));
      ++countsDiffer;
    }
  }
  int withoutEntry = 0;
  for (int kind = TC_OP_NONE + 1; kind < TC_OP_KIND_COUNT; ++kind)
    if (!seen[kind]) {
      printf("no IRDL entry: %s\n", tcOpKindGetName((TcOpKind)kind));
      ++withoutEntry;
    }
  printf("IRDL entries %d (kinds %d), without a row %d, rows without an "
         "entry %d, operand counts that differ %d\n",
         entries, TC_OP_KIND_COUNT - 1, withoutRow, withoutEntry,
         countsDiffer);
  mlirModuleDestroy(definition);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testRowsAgainstIRDL
  // CHECK-NEXT: IRDL entries [[N:[0-9]+]] (kinds [[N]]), without a row 0, rows without an entry 0, operand counts that differ 0
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
      printf("collective %s communicates %d, result %s, exchange %d\n", name,
             tcOpKindHasTraits(kind, TC_OP_TRAIT_COMMUNICATES),
             rankResultOf((TcOpKind)kind), (int)tcOpKindGetExchange(kind));
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
  // Exchanges: 1 all_reduce, 2 all_gather, 3 reduce_scatter, 4 all_to_all.
  // CHECK-LABEL: @testOpRegistry
  // CHECK-NEXT: collective tensor_cast.all_reduce communicates 1, result same on the group, exchange 1
  // CHECK-NEXT: collective tensor_cast.reduce_scatter communicates 1, result this rank's own, exchange 3
  // CHECK-NEXT: collective tensor_cast.all_gather communicates 1, result same on the group, exchange 2
  // CHECK-NEXT: collective tensor_cast.all_slice communicates 0, result this rank's own, exchange 0
  // CHECK-NEXT: collective tensor_cast.all_to_all communicates 1, result this rank's own, exchange 4
  // CHECK-NEXT: collective tensor_cast.all_reduce_add_rms_norm communicates 1, result same where its operands are, exchange 1
  // CHECK-NEXT: kinds [[N:[0-9]+]], names read back [[N]], inconsistent traits 0, without a tc-run kernel 0, verifier rules 0, a FLOP rule 0
  // CHECK-NEXT: none has rules: 0, a FLOP rule: 0
  // CHECK-NEXT: none has traits: 0, unknown name: 0
}

int main(void) {
  testSetAgainstArray();
  testEraseMissing();
  testOpColumns();
  testRowsAgainstIRDL();
  testOpRegistry();
  return 0;
}
