// The verifier runs a dialect op's rules once per signature (its name,
// attributes and operand and result types; lib/Dialect/PassedSignatures.c):
// an op of a signature that passed passes. An op that differs from a passing
// one in an attribute alone is still checked, and an op that broke a rule is
// checked, and reported, again (MLIR stops a block at its first error: the
// repeats are in functions of their own).
// RUN: tc-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @repeated
// CHECK-COUNT-3: "tensor_cast.rms_norm"(%{{.*}}, %{{.*}}) {eps = 9.99999974E-6 : f32}
func.func @repeated(%x: tensor<2x8xf16>, %g: tensor<8xf16>) -> tensor<2x8xf16> {
  %0 = "tensor_cast.rms_norm"(%x, %g) {eps = 1.0e-05 : f32} : (tensor<2x8xf16>, tensor<8xf16>) -> tensor<2x8xf16>
  %1 = "tensor_cast.rms_norm"(%0, %g) {eps = 1.0e-05 : f32} : (tensor<2x8xf16>, tensor<8xf16>) -> tensor<2x8xf16>
  %2 = "tensor_cast.rms_norm"(%1, %g) {eps = 1.0e-05 : f32} : (tensor<2x8xf16>, tensor<8xf16>) -> tensor<2x8xf16>
  return %2 : tensor<2x8xf16>
}

// -----

// The types of a passing op, another eps.
func.func @other_attribute(%x: tensor<2x8xf16>, %g: tensor<8xf16>) {
  %0 = "tensor_cast.rms_norm"(%x, %g) {eps = 1.0e-05 : f32} : (tensor<2x8xf16>, tensor<8xf16>) -> tensor<2x8xf16>
  // expected-error@+1 {{attribute 'eps' must be a positive finite 32-bit float attribute (e.g. 1.0e-05 : f32), got -1.000000e+00 : f32}}
  %1 = "tensor_cast.rms_norm"(%0, %g) {eps = -1.0 : f32} : (tensor<2x8xf16>, tensor<8xf16>) -> tensor<2x8xf16>
  return
}

// -----

// The attributes of a passing op, other types: the weight's width no longer
// matches the last dim.
func.func @other_types(%x: tensor<2x8xf16>, %g: tensor<8xf16>, %y: tensor<2x4xf16>) {
  %0 = "tensor_cast.rms_norm"(%x, %g) {eps = 1.0e-05 : f32} : (tensor<2x8xf16>, tensor<8xf16>) -> tensor<2x8xf16>
  // expected-error@+1 {{operand 'weight' dim 0 must be 4 (H, the last dim of 'x'), got 8}}
  %1 = "tensor_cast.rms_norm"(%y, %g) {eps = 1.0e-05 : f32} : (tensor<2x4xf16>, tensor<8xf16>) -> tensor<2x4xf16>
  return
}

// -----

// A broken op, twice: both are reported.
func.func @first(%x: tensor<2x8xf16>, %g: tensor<8xf16>) {
  // expected-error@+1 {{attribute 'eps' must be a positive finite}}
  %0 = "tensor_cast.rms_norm"(%x, %g) {eps = -1.0 : f32} : (tensor<2x8xf16>, tensor<8xf16>) -> tensor<2x8xf16>
  return
}
func.func @second(%x: tensor<2x8xf16>, %g: tensor<8xf16>) {
  // expected-error@+1 {{attribute 'eps' must be a positive finite}}
  %0 = "tensor_cast.rms_norm"(%x, %g) {eps = -1.0 : f32} : (tensor<2x8xf16>, tensor<8xf16>) -> tensor<2x8xf16>
  return
}
