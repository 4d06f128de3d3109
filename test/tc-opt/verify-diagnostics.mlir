// --verify-diagnostics: every designator form is understood (this file passes),
// and a wrong or missing expectation fails the run with both sides reported.
// RUN: tc-opt %s --split-input-file --verify-diagnostics
// RUN: sed -e 's/got 6}}/got 7}}/' -e 's/must not be empty}}/is wrong}}/' %s > %t.wrong.mlir
// RUN: not tc-opt %t.wrong.mlir --split-input-file --verify-diagnostics 2>&1 | FileCheck %s

func.func @below_and_plus(%x: tensor<2x8xf16>, %w: tensor<6x4xf16>) {
  // expected-error@below {{operand 'w' dim 0 must be 8 (K, the last dim of 'x'), got 6}}
  %0 = "tensor_cast.linear"(%x, %w) : (tensor<2x8xf16>, tensor<6x4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @above_and_minus(%x: tensor<4xf16>) {
  %0 = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64>} : (tensor<4xf16>) -> tensor<4xf16>
  // expected-error@above {{attribute 'rank_group' must not be empty}}
  return
}

// -----

func.func @same_line(%x: tensor<4xf16>) {
  %0 = "tensor_cast.region_end"(%x) {id = 0 : i32} : (tensor<4xf16>) -> tensor<4xf16> // expected-error {{attribute 'id' must be a 64-bit}}
  return
}

// -----

func.func @minus(%x: tensor<4xf16>) {
  %0 = "tensor_cast.copy_region"(%x) {id = 0 : i32} : (tensor<4xf16>) -> tensor<4xf16>
  // expected-error@-1 {{attribute 'id' must be a 64-bit}}
  return
}

// CHECK-DAG: wrong.mlir:9:8: error: unexpected error: 'tensor_cast.linear' op operand 'w' dim 0 must be 8 (K, the last dim of 'x'), got 6
// CHECK-DAG: wrong.mlir:8:6: error: expected error "operand 'w' dim 0 must be 8 (K, the last dim of 'x'), got 7" was not produced
// CHECK-DAG: wrong.mlir:16:8: error: unexpected error: 'tensor_cast.all_reduce' op attribute 'rank_group' must not be empty
// CHECK-DAG: wrong.mlir:17:6: error: expected error "attribute 'rank_group' is wrong" was not produced
