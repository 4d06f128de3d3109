// tc-sequence-parallel at the edges of an expert-parallel MoE block: what
// keeps the tokens from staying local. Each case leaves the IR exactly as it
// was; a refusal is counted by the guard that made it, a non-candidate by
// none.
// RUN: tc-opt %s --split-input-file > %t.before
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel > %t.after
// RUN: diff %t.before %t.after
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// The norm after the block normalises with a weight that differs per rank:
// each rank's local tokens would get its own weight.
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 0 gathered-norms
// STATS: (S) 1 refused-weight-per-rank
func.func @weight_per_rank(%c: tensor<1x2x8xf32> {tensor_cast.sharded}, %res: tensor<1x4x8xf32>, %g: tensor<8xf32> {tensor_cast.sharded}) -> tensor<1x4x8xf32> {
  %o = "tensor_cast.all_gather"(%c) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x2x8xf32>) -> tensor<1x4x8xf32>
  %n:2 = "tensor_cast.add_rms_norm2"(%o, %res, %g) {eps = 1.0e-05 : f32} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  return %n#0 : tensor<1x4x8xf32>
}

// -----

// The residual is neither local nor the same on every rank: no chunk of it
// is this rank's.
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 0 gathered-norms
// STATS: (S) 1 refused-residual-not-local
func.func @residual_per_rank(%c: tensor<1x2x8xf32> {tensor_cast.sharded}, %res: tensor<1x4x8xf32> {tensor_cast.sharded}, %g: tensor<8xf32>) -> tensor<1x4x8xf32> {
  %o = "tensor_cast.all_gather"(%c) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x2x8xf32>) -> tensor<1x4x8xf32>
  %n:2 = "tensor_cast.add_rms_norm2"(%o, %res, %g) {eps = 1.0e-05 : f32} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  return %n#0 : tensor<1x4x8xf32>
}

// -----

// Gathered along the hidden dim, not the sequence: the local value is not
// a chunk of tokens. Not a candidate.
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 0 collectives-removed
// STATS: (S) 0 gathered-norms
func.func @gathered_other_dim(%c: tensor<1x4x4xf32> {tensor_cast.sharded}, %res: tensor<1x4x8xf32>, %g: tensor<8xf32>) -> tensor<1x4x8xf32> {
  %o = "tensor_cast.all_gather"(%c) {dim = 2 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x4xf32>) -> tensor<1x4x8xf32>
  %n:2 = "tensor_cast.add_rms_norm2"(%o, %res, %g) {eps = 1.0e-05 : f32} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  return %n#0 : tensor<1x4x8xf32>
}

// -----

// A slice along the hidden dim of gathered tokens is not this rank's tokens.
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 0 slices-folded
func.func @slice_other_dim(%x: tensor<1x2x8xf32> {tensor_cast.sharded}) -> tensor<1x4x4xf32> {
  %f = "tensor_cast.all_gather"(%x) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x2x8xf32>) -> tensor<1x4x8xf32>
  %s = "tensor_cast.all_slice"(%f) {dim = 2 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x8xf32>) -> tensor<1x4x4xf32>
  return %s : tensor<1x4x4xf32>
}

// -----

// Only linear and moe_gate are followed back to the gather (each token's
// result from its own row); attention mixes the tokens, so its slice stays.
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 0 slices-folded
func.func @slice_of_attention(%q: tensor<1x2x2x4xf32> {tensor_cast.sharded}, %k: tensor<1x4x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %f = "tensor_cast.all_gather"(%q) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x2x2x4xf32>) -> tensor<1x4x2x4xf32>
  %a = "tensor_cast.attention"(%f, %k, %k) {scale = 5.0e-01 : f64} : (tensor<1x4x2x4xf32>, tensor<1x4x2x4xf32>, tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
  %s = "tensor_cast.all_slice"(%a) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x2x4xf32>) -> tensor<1x2x2x4xf32>
  return %s : tensor<1x2x2x4xf32>
}

// -----

// A slice over another group than the gather's.
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 0 slices-folded
func.func @slice_other_group(%x: tensor<1x2x8xf32> {tensor_cast.sharded}) -> tensor<1x2x8xf32> {
  %f = "tensor_cast.all_gather"(%x) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x2x8xf32>) -> tensor<1x4x8xf32>
  %s = "tensor_cast.all_slice"(%f) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 1, 0>} : (tensor<1x4x8xf32>) -> tensor<1x2x8xf32>
  return %s : tensor<1x2x8xf32>
}

// -----

// An expert-parallel block over a sub-group of the ranks (expert parallelism
// smaller than the world): its tokens are gathered over {0, 2}, while the
// residual is this rank's chunk of the world's. No chunk of it belongs to
// the sub-group's split, so the norm keeps its gathered inputs.
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 0 gathered-norms
// STATS: (S) 1 refused-residual-not-local
func.func @sub_group_block(%c: tensor<1x2x8xf32> {tensor_cast.sharded}, %rl: tensor<1x1x8xf32> {tensor_cast.sharded}, %g: tensor<8xf32>) -> tensor<1x4x8xf32> {
  %o = "tensor_cast.all_gather"(%c) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 2>} : (tensor<1x2x8xf32>) -> tensor<1x4x8xf32>
  %res = "tensor_cast.all_gather"(%rl) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<1x1x8xf32>) -> tensor<1x4x8xf32>
  %n:2 = "tensor_cast.add_rms_norm2"(%o, %res, %g) {eps = 1.0e-05 : f32} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>, tensor<8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  return %n#0 : tensor<1x4x8xf32>
}
