// The verifier runs a dialect op's rules, and IRDL's constraints, once per
// signature (its name, attributes and operand and result types;
// lib/Dialect/PassedSignatures.c): an op of a signature that passed passes.
// An op that differs from a passing one in an attribute or a type alone is
// still checked, by IRDL and by the rules, and an op that broke a rule is
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

// -----

// IRDL's constraints after a passing op of the same name: a missing
// attribute, and an operand that is not a tensor.
func.func @irdl_attribute(%x: tensor<4xf16>) {
  %0 = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4xf16>) -> tensor<4xf16>
  // expected-error@+1 {{attribute "rank_group" is expected but not provided}}
  %1 = "tensor_cast.all_reduce"(%0) {rank = 0 : i64} : (tensor<4xf16>) -> tensor<4xf16>
  return
}

// -----

func.func @irdl_type(%x: tensor<4xf16>, %m: memref<4xf16>) {
  %0 = "tensor_cast.region_end"(%x) {id = 0 : i64} : (tensor<4xf16>) -> tensor<4xf16>
  // expected-error@+1 {{expected base type 'builtin.tensor' but got 'builtin.memref'}}
  %1 = "tensor_cast.region_end"(%m) {id = 0 : i64} : (memref<4xf16>) -> tensor<4xf16>
  return
}
