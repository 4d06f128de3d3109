// tc-sequence-parallel moves the norm (and a static quantize) across the
// collectives: afterwards each rank applies its own norm weight, scale and
// offset to its own tokens, and the all_gather puts the ranks' chunks side
// by side. That is exact only when those operands are the same on every
// rank. Each case below has one that is not (a `tensor_cast.sharded`
// argument, or a value computed from one, or from a reduce_scatter): the
// rewrite is refused, the IR stays exactly as it was, and a counter says why.
// The quantize that follows a gather: sequence-parallel-sink-per-rank.mlir.
// test/Run/sequence-parallel-per-rank.test runs the replicated twins, where
// the rewrite must fire, through tc-run.
// RUN: tc-opt %s --split-input-file > %t.before
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel > %t.after
// RUN: diff %t.before %t.after
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=NONE

// The rewrites below never fire.
// NONE-NOT: (S) {{[1-9][0-9]*}} p{{[123]}}-matches
// NONE-NOT: (S) {{[1-9][0-9]*}} quantizes-moved

// P1: all_reduce -> rms_norm, the weight a sharded argument.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-weight-per-rank
func.func @p1_sharded_weight(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %g: tensor<16xf16> {tensor_cast.sharded}) -> tensor<1x8x16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}

// -----

// P1 through a region marker into add_rms_norm, the weight computed from a
// sharded argument (a replicated residual alone is not enough).
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-weight-per-rank
func.func @p1_marker_weight_from_sharded(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>, %d: tensor<16xf16> {tensor_cast.sharded}) -> tensor<1x8x16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %b = "tensor_cast.region_begin"(%r) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %w = arith.mulf %g, %d : tensor<16xf16>
  %n = "tensor_cast.add_rms_norm"(%b, %res, %w) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}

// -----

// P2: add_rms_norm2(all_reduce, residual), the weight a sharded argument.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-weight-per-rank
func.func @p2_sharded_weight(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g: tensor<16xf16> {tensor_cast.sharded}) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h:2 = "tensor_cast.add_rms_norm2"(%a, %res, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  return %h#0, %h#1 : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}

// -----

// P2 with the residual first, the weight this rank's chunk of a replicated
// value (an all_slice differs per rank).
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-weight-per-rank
func.func @p2_weight_from_all_slice(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g2: tensor<32xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %g = "tensor_cast.all_slice"(%g2) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<32xf16>) -> tensor<16xf16>
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h:2 = "tensor_cast.add_rms_norm2"(%res, %a, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  return %h#0, %h#1 : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}

// -----

// P3: residual + all_reduce -> addf -> rms_norm, the weight sharded.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-weight-per-rank
func.func @p3_sharded_weight(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g: tensor<16xf16> {tensor_cast.sharded}) -> tensor<1x8x16xf16> {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s = arith.addf %res, %a : tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%s, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}

// -----

// P3 through a view and region markers into add_rms_norm, the weight
// reduce_scattered (each rank holds a different part of the sum).
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-weight-per-rank
func.func @p3_chain_weight_reduce_scattered(%x: tensor<8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %res2: tensor<1x8x16xf16>, %g2: tensor<32xf16> {tensor_cast.sharded}) -> tensor<1x8x16xf16> {
  %g = "tensor_cast.reduce_scatter"(%g2) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<32xf16>) -> tensor<16xf16>
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x16xf16>) -> tensor<8x16xf16>
  %b = "tensor_cast.region_begin"(%res) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %v = "tensor_cast.view"(%a) : (tensor<8x16xf16>) -> tensor<1x8x16xf16>
  %s = arith.addf %b, %v : tensor<1x8x16xf16>
  %e = "tensor_cast.region_end"(%s) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %c = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.add_rms_norm"(%c, %res2, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}

// -----

// P3, fused form: add_rms_norm(residual, all_reduce), the weight sharded.
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-weight-per-rank
func.func @p3_fused_sharded_weight(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g: tensor<16xf16> {tensor_cast.sharded}) -> tensor<1x8x16xf16> {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.add_rms_norm"(%res, %a, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}

// -----

// P3, fused form through a view, the weight from an all_reduce over another
// group (the same on ranks 0 and 2, not on 0 and 1).
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 0 collectives-inserted
// STATS-NEXT: (S) 0 collectives-removed
// STATS: (S) 1 refused-weight-per-rank
func.func @p3_fused_weight_other_group(%x: tensor<8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %gp: tensor<16xf16> {tensor_cast.sharded}) -> tensor<1x8x16xf16> {
  %g = "tensor_cast.all_reduce"(%gp) {rank = 0 : i64, rank_group = array<i64: 0, 2>} : (tensor<16xf16>) -> tensor<16xf16>
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x16xf16>) -> tensor<8x16xf16>
  %v = "tensor_cast.view"(%a) : (tensor<8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.add_rms_norm"(%res, %v, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}
