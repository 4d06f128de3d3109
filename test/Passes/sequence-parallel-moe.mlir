// tc-sequence-parallel through an expert-parallel MoE block: the tokens stay
// local from the norm before the block to the norm after it. The router and
// moe_gate run on this rank's tokens instead of on the gathered sequence (the
// all_slices of the block fold away), and the norm after the block reads the
// combine's local output instead of its all_gather. Every token is routed
// exactly as before; tc-run checks the whole function.
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel | FileCheck %s
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: tc-opt %s --tc-sequence-parallel | tc-run --compare %s -

// CHECK-LABEL: func.func @moe_ep
// CHECK-SAME: (%[[A:.*]]: tensor<1x4x8xf32> {tensor_cast.sharded}, %[[RES:.*]]: tensor<1x4x8xf32>, %[[G:.*]]: tensor<8xf32>, %[[WR:.*]]: tensor<8x2xf32>, %[[W0:.*]]: tensor<8x8xf32> {tensor_cast.sharded})
// CHECK: %[[RS:.*]] = "tensor_cast.reduce_scatter"(%[[A]])
// CHECK: %[[RESS:.*]] = "tensor_cast.all_slice"(%[[RES]])
// CHECK: %[[P:.*]]:2 = "tensor_cast.add_rms_norm2"(%[[RS]], %[[RESS]], %[[G]]) {{.*}} -> (tensor<1x2x8xf32>, tensor<1x2x8xf32>)
// CHECK-NEXT: %[[L:.*]] = "tensor_cast.linear"(%[[P]]#0, %[[WR]]) : (tensor<1x2x8xf32>, tensor<8x2xf32>) -> tensor<1x2x2xf32>
// CHECK-NEXT: %[[R:.*]]:2 = "tensor_cast.moe_gate"(%[[L]]) {top_k = 1 : i64} : (tensor<1x2x2xf32>) -> (tensor<1x2x1xf32>, tensor<1x2x1xi64>)
// CHECK-NEXT: %[[D:.*]] = "tensor_cast.moe_dispatch"(%[[P]]#0, %[[R]]#1)
// CHECK: %[[C:.*]] = "tensor_cast.moe_combine"(%{{.*}}, %[[R]]#0, %[[R]]#1)
// CHECK-NEXT: %[[N:.*]]:2 = "tensor_cast.add_rms_norm2"(%[[C]], %[[P]]#1, %[[G]]) {{.*}} -> (tensor<1x2x8xf32>, tensor<1x2x8xf32>)
// CHECK-NEXT: %[[OUT:.*]] = "tensor_cast.all_gather"(%[[N]]#0) {dim = 1 : i64
// CHECK-NEXT: return %[[OUT]]
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 2 collectives-inserted
// STATS-NEXT: (S) 2 collectives-removed
// STATS-NEXT: (S) 1 gathered-norms
// STATS: (S) 1 p2-matches
// STATS: (S) 3 slices-folded
func.func @moe_ep(%a: tensor<1x4x8xf32> {tensor_cast.sharded}, %res: tensor<1x4x8xf32>, %g: tensor<8xf32>, %wr: tensor<8x2xf32>, %w0: tensor<8x8xf32> {tensor_cast.sharded}) -> tensor<1x4x8xf32> {
  %ar = "tensor_cast.all_reduce"(%a) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %p:2 = "tensor_cast.add_rms_norm2"(%ar, %res, %g) {eps = 1.0e-05 : f32} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  %logits = "tensor_cast.linear"(%p#0, %wr) : (tensor<1x4x8xf32>, tensor<8x2xf32>) -> tensor<1x4x2xf32>
  %r:2 = "tensor_cast.moe_gate"(%logits) {top_k = 1 : i64} : (tensor<1x4x2xf32>) -> (tensor<1x4x1xf32>, tensor<1x4x1xi64>)
  %xs = "tensor_cast.all_slice"(%p#0) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x8xf32>) -> tensor<1x2x8xf32>
  %ws = "tensor_cast.all_slice"(%r#0) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x1xf32>) -> tensor<1x2x1xf32>
  %is = "tensor_cast.all_slice"(%r#1) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x1xi64>) -> tensor<1x2x1xi64>
  %d = "tensor_cast.moe_dispatch"(%xs, %is) : (tensor<1x2x8xf32>, tensor<1x2x1xi64>) -> tensor<2x1x2x8xf32>
  %t = "tensor_cast.all_to_all"(%d) {split_dim = 0 : i64, concat_dim = 2 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x1x2x8xf32>) -> tensor<1x1x4x8xf32>
  %e = tensor.extract_slice %t[0, 0, 0, 0] [1, 1, 4, 8] [1, 1, 1, 1] : tensor<1x1x4x8xf32> to tensor<1x4x8xf32>
  %y = "tensor_cast.linear"(%e, %w0) : (tensor<1x4x8xf32>, tensor<8x8xf32>) -> tensor<1x4x8xf32>
  %yv = "tensor_cast.view"(%y) : (tensor<1x4x8xf32>) -> tensor<1x1x4x8xf32>
  %b = "tensor_cast.all_to_all"(%yv) {split_dim = 2 : i64, concat_dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x1x4x8xf32>) -> tensor<2x1x2x8xf32>
  %c = "tensor_cast.moe_combine"(%b, %ws, %is) : (tensor<2x1x2x8xf32>, tensor<1x2x1xf32>, tensor<1x2x1xi64>) -> tensor<1x2x8xf32>
  %o = "tensor_cast.all_gather"(%c) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x2x8xf32>) -> tensor<1x4x8xf32>
  %n:2 = "tensor_cast.add_rms_norm2"(%o, %p#1, %g) {eps = 1.0e-05 : f32} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  return %n#0 : tensor<1x4x8xf32>
}
