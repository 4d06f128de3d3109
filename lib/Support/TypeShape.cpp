//===- TypeShape.cpp - A type's shape in one lookup -----------------------===//
//
// The C API reads a shape one dim at a time, each call a ShapedType interface
// lookup; the verifier, which runs on every op inside MLIR's verifier, reads
// many. This returns the whole shape, which lives in the uniqued type.
//
//===----------------------------------------------------------------------===//

#include "mlir/CAPI/IR.h"
#include "mlir/IR/BuiltinTypes.h"

#include "Support/IRUtils.h"

int64_t tcTypeGetShape(MlirType type, const int64_t **dims) {
  // The common case first: a concrete type test, not an interface lookup.
  if (auto tensor = llvm::dyn_cast<mlir::RankedTensorType>(unwrap(type))) {
    *dims = tensor.getShape().data();
    return static_cast<int64_t>(tensor.getRank());
  }
  auto shaped = llvm::dyn_cast<mlir::ShapedType>(unwrap(type));
  if (!shaped || !shaped.hasRank()) {
    *dims = nullptr;
    return -1;
  }
  llvm::ArrayRef<int64_t> shape = shaped.getShape();
  *dims = shape.data();
  return static_cast<int64_t>(shape.size());
}
