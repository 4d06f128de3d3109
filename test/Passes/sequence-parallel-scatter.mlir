// tc-sequence-parallel folds all_slice(all_reduce(x)) into reduce_scatter(x)
// when nothing else reads the all_reduce and both name the same group: the
// same sum, each rank keeping its chunk (vLLM's MoE sequence parallelism:
// linear -> all_reduce -> chunk -> linear -> all_gather). tc-run proves each
// case computes what it computed before.
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel | FileCheck %s
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: tc-opt %s --tc-sequence-parallel -o %t.mlir
// RUN: tc-run --compare %s %t.mlir --func=chunked_linear | FileCheck %s --check-prefix=SAME
// RUN: tc-run --compare %s %t.mlir --func=sequence_dim | FileCheck %s --check-prefix=SAME
// RUN: tc-run --compare %s %t.mlir --func=other_reader | FileCheck %s --check-prefix=SAME
// RUN: tc-run --compare %s %t.mlir --func=other_group | FileCheck %s --check-prefix=SAME
// SAME: PASS: 0 of 1 outputs out of tolerance (rtol 0, atol 0)

// 2-D tokens: the chunk of the sum is the reduce_scatter along dim 0.
// CHECK-LABEL: func.func @chunked_linear
// CHECK-SAME: (%[[X:.*]]: tensor<8x16xf16>, %[[W1:.*]]: tensor<16x32xf16> {tensor_cast.sharded}, %[[W2:.*]]: tensor<32x16xf16>)
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.linear"(%[[X]], %[[W1]])
// CHECK-NEXT: %[[RS:.*]] = "tensor_cast.reduce_scatter"(%[[Y]]) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x32xf16>) -> tensor<4x32xf16>
// CHECK-NEXT: %[[Z:.*]] = "tensor_cast.linear"(%[[RS]], %[[W2]]) : (tensor<4x32xf16>, tensor<32x16xf16>) -> tensor<4x16xf16>
// CHECK-NEXT: %[[G:.*]] = "tensor_cast.all_gather"(%[[Z]]) {dim = 0 : i64
// CHECK-NEXT: return %[[G]]
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 1 collectives-inserted
// STATS-NEXT: (S) 1 collectives-removed
// STATS: (S) 1 scatters-folded
func.func @chunked_linear(%x: tensor<8x16xf16>, %w1: tensor<16x32xf16> {tensor_cast.sharded}, %w2: tensor<32x16xf16>) -> tensor<8x16xf16> {
  %y = "tensor_cast.linear"(%x, %w1) : (tensor<8x16xf16>, tensor<16x32xf16>) -> tensor<8x32xf16>
  %r = "tensor_cast.all_reduce"(%y) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x32xf16>) -> tensor<8x32xf16>
  %c = "tensor_cast.all_slice"(%r) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x32xf16>) -> tensor<4x32xf16>
  %z = "tensor_cast.linear"(%c, %w2) : (tensor<4x32xf16>, tensor<32x16xf16>) -> tensor<4x16xf16>
  %g = "tensor_cast.all_gather"(%z) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x16xf16>) -> tensor<8x16xf16>
  return %g : tensor<8x16xf16>
}

// -----

// 3-D, the sequence dim, rank 1 of 4, dim written from the end.
// CHECK-LABEL: func.func @sequence_dim
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x16xbf16>)
// CHECK-NEXT: %[[RS:.*]] = "tensor_cast.reduce_scatter"(%[[X]]) {dim = -2 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<1x8x16xbf16>) -> tensor<1x2x16xbf16>
// CHECK-NEXT: return %[[RS]]
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 1 scatters-folded
func.func @sequence_dim(%x: tensor<1x8x16xbf16>) -> tensor<1x2x16xbf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 1 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<1x8x16xbf16>) -> tensor<1x8x16xbf16>
  %c = "tensor_cast.all_slice"(%r) {dim = -2 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<1x8x16xbf16>) -> tensor<1x2x16xbf16>
  return %c : tensor<1x2x16xbf16>
}

// -----

// The full sum is read elsewhere too: the all_reduce stays (a reduce_scatter
// beside it would move more bytes), and so does the slice.
// CHECK-LABEL: func.func @other_reader
// CHECK-NEXT: %[[R:.*]] = "tensor_cast.all_reduce"(%arg0)
// CHECK-NEXT: %[[C:.*]] = "tensor_cast.all_slice"(%[[R]])
// CHECK-NEXT: %[[S:.*]] = "tensor_cast.all_gather"(%[[C]])
// CHECK-NEXT: %[[T:.*]] = arith.addf %[[S]], %[[R]]
// CHECK-NEXT: return %[[T]]
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 0 scatters-folded
func.func @other_reader(%x: tensor<8x16xf16>) -> tensor<8x16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x16xf16>) -> tensor<8x16xf16>
  %c = "tensor_cast.all_slice"(%r) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x16xf16>) -> tensor<4x16xf16>
  %s = "tensor_cast.all_gather"(%c) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x16xf16>) -> tensor<8x16xf16>
  %t = arith.addf %s, %r : tensor<8x16xf16>
  return %t : tensor<8x16xf16>
}

// -----

// The slice is over another group than the sum: not one reduce_scatter.
// CHECK-LABEL: func.func @other_group
// CHECK-NEXT: "tensor_cast.all_reduce"(%arg0) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>}
// CHECK-NEXT: "tensor_cast.all_slice"
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 0 scatters-folded
func.func @other_group(%x: tensor<8x16xf16>) -> tensor<4x16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<8x16xf16>) -> tensor<8x16xf16>
  %c = "tensor_cast.all_slice"(%r) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x16xf16>) -> tensor<4x16xf16>
  return %c : tensor<4x16xf16>
}
