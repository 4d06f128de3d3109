// Collectives over part of the ranks, as expert parallelism smaller than the
// world uses: a rank_group is one row or column of a device mesh of the
// simulated ranks (an evenly strided run), and every other rank runs the
// collective over its own copy of it. World 4, rank r holding [r]:
// over [0, 2] the groups are {0, 2} and {1, 3}; over [0, 1], {0, 1} and
// {2, 3}.
// RUN: tc-run %s --func=groups --print=4 | FileCheck %s --check-prefix=GROUPS
// RUN: not tc-run %s --func=not_strided 2>&1 | FileCheck %s --check-prefix=STRIDE
// RUN: not tc-run %s --func=not_tiling 2>&1 | FileCheck %s --check-prefix=TILING

// GROUPS-LABEL: @groups: world size 4
// GROUPS-NEXT: output 0: tensor<1xf32>
// GROUPS-NEXT:   rank 0: sum 2, abs-sum 2, values [2]
// GROUPS-NEXT:   rank 1: sum 4, abs-sum 4, values [4]
// GROUPS-NEXT:   rank 2: sum 2, abs-sum 2, values [2]
// GROUPS-NEXT:   rank 3: sum 4, abs-sum 4, values [4]
// GROUPS-NEXT: output 1: tensor<2xf32>
// GROUPS-NEXT:   rank 0: sum 1, abs-sum 1, values [0, 1]
// GROUPS-NEXT:   rank 1: sum 1, abs-sum 1, values [0, 1]
// GROUPS-NEXT:   rank 2: sum 5, abs-sum 5, values [2, 3]
// GROUPS-NEXT:   rank 3: sum 5, abs-sum 5, values [2, 3]
// GROUPS-NEXT: output 2: tensor<2xf32>
// GROUPS-NEXT:   rank 0: sum 4, abs-sum 4, values [0, 4]
// GROUPS-NEXT:   rank 1: sum 4, abs-sum 4, values [0, 4]
// GROUPS-NEXT:   rank 2: sum 8, abs-sum 8, values [2, 6]
// GROUPS-NEXT:   rank 3: sum 8, abs-sum 8, values [2, 6]
func.func @groups() -> (tensor<1xf32>, tensor<2xf32>, tensor<2xf32>) {
  %full = arith.constant dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %x = "tensor_cast.all_slice"(%full) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<4xf32>) -> tensor<1xf32>
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 2>} : (tensor<1xf32>) -> tensor<1xf32>
  %g = "tensor_cast.all_gather"(%x) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1xf32>) -> tensor<2xf32>
  // The gathered pairs exchanged within {0, 2} and {1, 3}: ranks 0 and 1
  // receive both pairs' first elements (0, 2), ranks 2 and 3 the second
  // (1, 3); summed within {0, 1} and {2, 3}: (0, 4) and (2, 6).
  %a = "tensor_cast.all_to_all"(%g) {split_dim = 0 : i64, concat_dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 2>} : (tensor<2xf32>) -> tensor<2xf32>
  %s = "tensor_cast.all_reduce"(%a) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2xf32>) -> tensor<2xf32>
  return %r, %g, %s : tensor<1xf32>, tensor<2xf32>, tensor<2xf32>
}

// STRIDE: sub-groups.mlir:[[@LINE+1]]:1: error: tc-run: the collectives run over different sets of ranks, so this is not one SPMD program (a group smaller than the ranks must be evenly strided, a row or column of a device mesh of them)
func.func @not_strided(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "tensor_cast.all_reduce"(%0) {rank = 0 : i64, rank_group = array<i64: 0, 1, 3>} : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

// TILING: sub-groups.mlir:[[@LINE+1]]:1: error: tc-run: the collectives run over different sets of ranks
func.func @not_tiling(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tensor_cast.all_reduce"(%x) {rank = 1 : i64, rank_group = array<i64: 0, 1, 2>} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "tensor_cast.all_reduce"(%0) {rank = 1 : i64, rank_group = array<i64: 1, 2>} : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
