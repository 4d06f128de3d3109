// tc-run's summary on constants, so every value is known: world size 2 from
// the collectives, the same constant on both ranks.
// RUN: tc-run %s | FileCheck %s
// RUN: tc-run %s --print=0 | FileCheck %s --check-prefix=NOVALUES

// CHECK: @constants: world size 2, seed 0
// all_reduce over 2 ranks doubles [1, 2, 3, 4]: sum 20, abs-sum 20.
// CHECK-NEXT: output 0: tensor<4xf16>
// CHECK-NEXT:   rank 0: sum 20, abs-sum 20, values [2, 4, 6, 8]
// CHECK-NEXT:   rank 1: sum 20, abs-sum 20, values [2, 4, 6, 8]
// reduce_scatter keeps each rank's half of the sum.
// CHECK-NEXT: output 1: tensor<2xf16>
// CHECK-NEXT:   rank 0: sum 6, abs-sum 6, values [2, 4]
// CHECK-NEXT:   rank 1: sum 14, abs-sum 14, values [6, 8]
// 1/3 in f16 (0x3555) through a splat constant and arith.divf, and -1/3.
// CHECK-NEXT: output 2: tensor<5xf16>
// CHECK-NEXT:   rank 0: sum 1.66625977, abs-sum 1.66625977, values [0.333251953, 0.333251953, 0.333251953, 0.333251953, ...]
// NOVALUES: rank 0: sum 20, abs-sum 20, values [...]
func.func @constants() -> (tensor<4xf16>, tensor<2xf16>, tensor<5xf16>) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf16>
  %r = "tensor_cast.all_reduce"(%c) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4xf16>) -> tensor<4xf16>
  %s = "tensor_cast.reduce_scatter"(%c) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4xf16>) -> tensor<2xf16>
  %one = arith.constant dense<1.0> : tensor<5xf16>
  %three = arith.constant dense<3.0> : tensor<5xf16>
  %third = arith.divf %one, %three : tensor<5xf16>
  return %r, %s, %third : tensor<4xf16>, tensor<2xf16>, tensor<5xf16>
}
