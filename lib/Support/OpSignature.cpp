//===- OpSignature.cpp - What one op's rules read, as pointers ------------===//
//
// The verifier's rules of one dialect op, and IRDL's constraints, read the
// op's name, its attributes and the types of its operands and results,
// nothing else. Each is uniqued in the context, so pointers name them: an op
// whose pointers equal those of an op that passed both passes as well. The C
// API reads attributes one at a time and has no handle on the dictionary
// that holds them; this writes the pointers out in one call.
//
//===----------------------------------------------------------------------===//

#include "mlir/CAPI/IR.h"
#include "mlir/IR/Operation.h"

#include "Support/IRUtils.h"

size_t tcOperationGetSignature(MlirOperation op, const void **pointers,
                               size_t capacity) {
  mlir::Operation *operation = unwrap(op);
  // Properties, regions and successors are not in the pointers: an op that
  // has any has no signature (the dialect's ops have none).
  if (operation->getPropertiesStorageSize() != 0 ||
      operation->getNumRegions() != 0 || operation->getNumSuccessors() != 0)
    return 0;
  size_t count = 3 + operation->getNumOperands() + operation->getNumResults();
  if (count > capacity)
    return 0;
  size_t at = 0;
  pointers[at++] = operation->getName().getAsOpaquePointer();
  pointers[at++] = operation->getRawDictionaryAttrs().getAsOpaquePointer();
  // The operand count keeps operand and result types apart.
  pointers[at++] = reinterpret_cast<const void *>(
      static_cast<uintptr_t>(operation->getNumOperands()));
  for (mlir::Value operand : operation->getOperands())
    pointers[at++] = operand.getType().getAsOpaquePointer();
  for (mlir::Value result : operation->getResults())
    pointers[at++] = result.getType().getAsOpaquePointer();
  return count;
}
