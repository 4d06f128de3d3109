// Input MLIR 22 itself crashes on (mlir-opt segfaults on each): tc-opt and
// tc-run refuse it before MLIR sees it, with a located error for each
// (the whole input is refused, whatever --split-input-file says).
// RUN: not tc-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not tc-run %s 2>&1 | FileCheck %s --check-prefix=INTERP

// A negative tensor.concat dim: ConcatOp's verifier indexes shapes with it.
// CHECK: mlir-crashes.mlir:[[@LINE+3]]:8: error: 'tensor.concat' op attribute 'dim' must be non-negative (a literal of 2^63 or more is a negative i64): refused before parsing, MLIR 22's verifier of a negative dim crashes
// INTERP: mlir-crashes.mlir:[[@LINE+2]]:8: error: 'tensor.concat' op attribute 'dim' must be non-negative
func.func @custom(%a: tensor<2x4xf16>, %b: tensor<2x4xf16>) -> tensor<4x4xf16> {
  %0 = tensor.concat dim(-1) %a, %b : (tensor<2x4xf16>, tensor<2x4xf16>) -> tensor<4x4xf16>
  return %0 : tensor<4x4xf16>
}

// -----

// The same in generic form.
// CHECK: mlir-crashes.mlir:[[@LINE+2]]:8: error: 'tensor.concat' op attribute 'dim' must be non-negative
func.func @generic(%a: tensor<2x4xf16>, %b: tensor<2x4xf16>) -> tensor<4x4xf16> {
  %0 = "tensor.concat"(%a, %b) <{dim = -2 : i64}> : (tensor<2x4xf16>, tensor<2x4xf16>) -> tensor<4x4xf16>
  return %0 : tensor<4x4xf16>
}

// -----

// 2^64 - 1 keeps its 64 bits in MLIR's parser: it is dim -1 (a segfault).
// CHECK: mlir-crashes.mlir:[[@LINE+2]]:8: error: 'tensor.concat' op attribute 'dim' must be non-negative
func.func @wrapped(%a: tensor<2x4xf16>, %b: tensor<2x4xf16>) -> tensor<4x4xf16> {
  %0 = tensor.concat dim(18446744073709551615) %a, %b : (tensor<2x4xf16>, tensor<2x4xf16>) -> tensor<4x4xf16>
  return %0 : tensor<4x4xf16>
}

// -----

// The same in hexadecimal, and 2^63, in generic form.
// CHECK: mlir-crashes.mlir:[[@LINE+3]]:8: error: 'tensor.concat' op attribute 'dim' must be non-negative
// CHECK: mlir-crashes.mlir:[[@LINE+3]]:8: error: 'tensor.concat' op attribute 'dim' must be non-negative
func.func @wrapped_generic(%a: tensor<2x4xf16>, %b: tensor<2x4xf16>) -> (tensor<4x4xf16>, tensor<4x4xf16>) {
  %0 = "tensor.concat"(%a, %b) <{dim = 0xFFFFFFFFFFFFFFFF : i64}> : (tensor<2x4xf16>, tensor<2x4xf16>) -> tensor<4x4xf16>
  %1 = "tensor.concat"(%a, %b) <{dim = 9223372036854775808 : i64}> : (tensor<2x4xf16>, tensor<2x4xf16>) -> tensor<4x4xf16>
  return %0, %1 : tensor<4x4xf16>, tensor<4x4xf16>
}

// -----

// A non-negative dim (and "dim" elsewhere on the line) is left to MLIR.
// CHECK-NOT: error
func.func @fine(%dim: tensor<2x4xf16>, %b: tensor<2x4xf16>) -> tensor<4x4xf16> {
  %0 = tensor.concat dim(0) %dim, %b : (tensor<2x4xf16>, tensor<2x4xf16>) -> tensor<4x4xf16>
  return %0 : tensor<4x4xf16>
}
