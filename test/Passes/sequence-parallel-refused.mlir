// tc-sequence-parallel: one case per guard, and the non-candidates the issue
// lists. Each leaves the IR exactly as it was, and the counters say which
// guard refused it.
// RUN: tc-opt %s --split-input-file > %t.before
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel > %t.after
// RUN: diff %t.before %t.after
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// A rank group of one rank: nothing to scatter.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-world-size-1
func.func @world_size_1(%x: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> tensor<1x8x16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}

// -----

// 127 tokens on 2 ranks.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-not-divisible
func.func @not_divisible(%x: tensor<1x127x16xf16>, %g: tensor<16xf16>) -> tensor<1x127x16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x127x16xf16>) -> tensor<1x127x16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<1x127x16xf16>, tensor<16xf16>) -> tensor<1x127x16xf16>
  return %n : tensor<1x127x16xf16>
}

// -----

// A dynamic sequence dim: the chunk size is unknown.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-not-divisible
func.func @dynamic_tokens(%x: tensor<1x?x16xf16>, %g: tensor<16xf16>) -> tensor<1x?x16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x?x16xf16>) -> tensor<1x?x16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<1x?x16xf16>, tensor<16xf16>) -> tensor<1x?x16xf16>
  return %n : tensor<1x?x16xf16>
}

// -----

// A 1-D tensor has no sequence dim to shard.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-not-divisible
func.func @one_d(%x: tensor<16xf16>, %g: tensor<16xf16>) -> tensor<16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<16xf16>) -> tensor<16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<16xf16>, tensor<16xf16>) -> tensor<16xf16>
  return %n : tensor<16xf16>
}

// -----

// An all_reduce with no norm after it.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS-NOT: (S) 1
func.func @no_norm_after(%x: tensor<1x8x16xf16>, %w: tensor<16x16xf16>) -> tensor<1x8x16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %y = "tensor_cast.linear"(%r, %w) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  return %y : tensor<1x8x16xf16>
}

// -----

// Norms without an all_reduce.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS-NOT: (S) 1
func.func @norm_without_all_reduce(%x: tensor<1x8x16xf16>, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %h:2 = "tensor_cast.add_rms_norm2"(%x, %res, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  %n = "tensor_cast.rms_norm"(%h#0, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n, %h#1 : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}

// -----

// add_rms_norm2 whose two inputs are both all_reduces.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-two-all-reduces
func.func @both_all_reduces(%x: tensor<1x8x16xf16>, %y: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %b = "tensor_cast.all_reduce"(%y) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h:2 = "tensor_cast.add_rms_norm2"(%a, %b, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  return %h#0, %h#1 : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}

// -----

// A marker-wrapped all_reduce feeding add_rms_norm2: P2 wants the all_reduce
// itself, and there is no norm after the marker for P1.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS-NOT: (S) 1
func.func @marker_wrapped_all_reduce(%x: tensor<1x8x16xf16>, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %b = "tensor_cast.region_begin"(%a) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h:2 = "tensor_cast.add_rms_norm2"(%b, %res, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  return %h#0, %h#1 : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}

// -----

// The residual differs per rank (a sharded argument) and nothing made it
// local: slicing it would not be exact.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-residual-not-local
func.func @sharded_residual(%x: tensor<1x8x16xf16>, %res: tensor<1x8x16xf16> {tensor_cast.sharded}, %g: tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h:2 = "tensor_cast.add_rms_norm2"(%a, %res, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  return %h#0, %h#1 : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}

// -----

// The residual comes from an all_reduce over another group (ranks 0 and 2)
// of a sharded value: it is not the same on ranks 0 and 1.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-residual-not-local
func.func @residual_from_other_group(%x: tensor<1x8x16xf16>, %y: tensor<1x8x16xf16> {tensor_cast.sharded}, %g: tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %other = "tensor_cast.all_reduce"(%y) {rank = 0 : i64, rank_group = array<i64: 0, 2>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %res = arith.addf %other, %other : tensor<1x8x16xf16>
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h:2 = "tensor_cast.add_rms_norm2"(%a, %res, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  return %h#0, %h#1 : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}

// -----

// The marker between the add and the norm has another user: the chain is
// the norm's alone but for the add.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-shared-chain
func.func @shared_marker(%x: tensor<1x8x16xf16>, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s = arith.addf %res, %a : tensor<1x8x16xf16>
  %e = "tensor_cast.region_end"(%s) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%e, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n, %e : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}

// -----

// The norm reads the add twice, as its input and as its residual: the
// residual would have to be local and full at once.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-shared-chain
func.func @add_read_twice(%x: tensor<1x8x16xf16>, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> tensor<1x8x16xf16> {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s = arith.addf %res, %a : tensor<1x8x16xf16>
  %n = "tensor_cast.add_rms_norm"(%s, %s, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}

// -----

// A view from (16, 16) to (2, 8, 16): a chunk along dim 1 of the view is not
// a chunk along dim 0 of the all_reduce (batch 2 comes first).
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-view
func.func @view_splits_tokens(%x: tensor<16x16xf16>, %res: tensor<2x8x16xf16>, %g: tensor<16xf16>) -> tensor<2x8x16xf16> {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<16x16xf16>) -> tensor<16x16xf16>
  %v = "tensor_cast.view"(%a) : (tensor<16x16xf16>) -> tensor<2x8x16xf16>
  %s = arith.addf %res, %v : tensor<2x8x16xf16>
  %n = "tensor_cast.rms_norm"(%s, %g) {eps = 1.0e-05 : f32} : (tensor<2x8x16xf16>, tensor<16xf16>) -> tensor<2x8x16xf16>
  return %n : tensor<2x8x16xf16>
}
