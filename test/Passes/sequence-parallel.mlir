// tc-sequence-parallel: every pattern that fires, at world size 2. Each case
// checks the reduce_scatter, what became local (with its local type), where
// the all_gathers went, and that no all_reduce is left.
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel | FileCheck %s
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel | mlir-opt --split-input-file --irdl-file=%tc_irdl > /dev/null
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// A second run finds nothing left to do.
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel > %t.once
// RUN: tc-opt %t.once --split-input-file --tc-sequence-parallel > %t.twice
// RUN: diff %t.once %t.twice

// P1 without a marker: the norm runs on this rank's 4 of 8 tokens.
// CHECK-LABEL: func.func @p1_no_marker
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x16xf16>, %[[G:.*]]: tensor<16xf16>)
// CHECK-NEXT: %[[RS:.*]] = "tensor_cast.reduce_scatter"(%[[X]]) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[N:.*]] = "tensor_cast.rms_norm"(%[[RS]], %[[G]]) {eps = {{.*}}} : (tensor<1x4x16xf16>, tensor<16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[AG:.*]] = "tensor_cast.all_gather"(%[[N]]) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x16xf16>) -> tensor<1x8x16xf16>
// CHECK-NEXT: return %[[AG]]
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 2 collectives-inserted
// STATS-NEXT: (S) 1 collectives-removed
// STATS-NEXT: (S) 0 gathered-norms
// STATS-NEXT: (S) 1 p1-matches
func.func @p1_no_marker(%x: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> tensor<1x8x16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}

// -----

// P1 through a region_begin: the marker stays, on the local value.
// CHECK-LABEL: func.func @p1_marker
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x16xf16>, %[[G:.*]]: tensor<16xf16>)
// CHECK-NEXT: %[[RS:.*]] = "tensor_cast.reduce_scatter"(%[[X]]) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[B:.*]] = "tensor_cast.region_begin"(%[[RS]]) {id = 0 : i64} : (tensor<1x4x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[N:.*]] = "tensor_cast.rms_norm"(%[[B]], %[[G]]) {{.*}} : (tensor<1x4x16xf16>, tensor<16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[AG:.*]] = "tensor_cast.all_gather"(%[[N]]) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x16xf16>) -> tensor<1x8x16xf16>
// CHECK-NEXT: return %[[AG]]
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 1 p1-matches
func.func @p1_marker(%x: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> tensor<1x8x16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %b = "tensor_cast.region_begin"(%r) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%b, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}

// -----

// P1 with add_rms_norm: the residual is a replicated argument, so rank 1
// takes its own chunk (tokens 4..7) with an all_slice; full and local
// values never meet in one op.
// CHECK-LABEL: func.func @p1_add_rms_norm
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x16xf16>, %[[RES:.*]]: tensor<1x8x16xf16>, %[[G:.*]]: tensor<16xf16>)
// CHECK-NEXT: %[[RS:.*]] = "tensor_cast.reduce_scatter"(%[[X]]) {dim = 1 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[R:.*]] = "tensor_cast.all_slice"(%[[RES]]) {dim = 1 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[N:.*]] = "tensor_cast.add_rms_norm"(%[[RS]], %[[R]], %[[G]]) {{.*}} : (tensor<1x4x16xf16>, tensor<1x4x16xf16>, tensor<16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[AG:.*]] = "tensor_cast.all_gather"(%[[N]]) {dim = 1 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x16xf16>) -> tensor<1x8x16xf16>
// CHECK-NEXT: return %[[AG]]
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 1 p1-matches
func.func @p1_add_rms_norm(%x: tensor<1x8x16xf16>, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> tensor<1x8x16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.add_rms_norm"(%r, %res, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}

// -----

// A P2 chain over two layers: P1 leaves the marker local, the first P2 reads
// it (through the gather P1 left, which is then erased), and its residual
// result stays local for the second P2. Only the norms' outputs that feed
// full-size users, and the final results, are gathered.
// CHECK-LABEL: func.func @p2_chain
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x16xf16>, %[[G:.*]]: tensor<16xf16>, %[[W1:.*]]: tensor<16x16xf16> {tensor_cast.sharded}, %[[W2:.*]]: tensor<16x16xf16> {tensor_cast.sharded})
// CHECK-NEXT: %[[RS0:.*]] = "tensor_cast.reduce_scatter"(%[[X]])
// CHECK-NEXT: %[[B:.*]] = "tensor_cast.region_begin"(%[[RS0]]) {id = 0 : i64} : (tensor<1x4x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[N:.*]] = "tensor_cast.rms_norm"(%[[B]], %[[G]])
// CHECK-NEXT: %[[NF:.*]] = "tensor_cast.all_gather"(%[[N]])
// CHECK-NEXT: %[[O1:.*]] = "tensor_cast.linear"(%[[NF]], %[[W1]])
// CHECK-NEXT: %[[RS1:.*]] = "tensor_cast.reduce_scatter"(%[[O1]]) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[H1:.*]]:2 = "tensor_cast.add_rms_norm2"(%[[RS1]], %[[B]], %[[G]]) {{.*}} : (tensor<1x4x16xf16>, tensor<1x4x16xf16>, tensor<16xf16>) -> (tensor<1x4x16xf16>, tensor<1x4x16xf16>)
// CHECK-NEXT: %[[H1F:.*]] = "tensor_cast.all_gather"(%[[H1]]#0)
// CHECK-NEXT: %[[O2:.*]] = "tensor_cast.linear"(%[[H1F]], %[[W2]])
// CHECK-NEXT: %[[RS2:.*]] = "tensor_cast.reduce_scatter"(%[[O2]])
// CHECK-NEXT: %[[H2:.*]]:2 = "tensor_cast.add_rms_norm2"(%[[H1]]#1, %[[RS2]], %[[G]]) {{.*}} : (tensor<1x4x16xf16>, tensor<1x4x16xf16>, tensor<16xf16>) -> (tensor<1x4x16xf16>, tensor<1x4x16xf16>)
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.all_gather"(%[[H2]]#0) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x16xf16>) -> tensor<1x8x16xf16>
// CHECK-NEXT: %[[R:.*]] = "tensor_cast.all_gather"(%[[H2]]#1) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x16xf16>) -> tensor<1x8x16xf16>
// CHECK-NEXT: return %[[Y]], %[[R]]
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 7 collectives-inserted
// STATS-NEXT: (S) 3 collectives-removed
// STATS-NEXT: (S) 0 gathered-norms
// STATS-NEXT: (S) 1 p1-matches
// STATS-NEXT: (S) 2 p2-matches
func.func @p2_chain(%x: tensor<1x8x16xf16>, %g: tensor<16xf16>, %w1: tensor<16x16xf16> {tensor_cast.sharded}, %w2: tensor<16x16xf16> {tensor_cast.sharded}) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %e = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %m = "tensor_cast.region_begin"(%e) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%m, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %o1 = "tensor_cast.linear"(%n, %w1) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  %a1 = "tensor_cast.all_reduce"(%o1) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h1:2 = "tensor_cast.add_rms_norm2"(%a1, %m, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  %o2 = "tensor_cast.linear"(%h1#0, %w2) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  %a2 = "tensor_cast.all_reduce"(%o2) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h2:2 = "tensor_cast.add_rms_norm2"(%h1#1, %a2, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  return %h2#0, %h2#1 : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}

// -----

// P3 with a region_end: the residual P2 left local, plus the reduce_scatter,
// added locally; the add and the marker get the local shape.
// CHECK-LABEL: func.func @p3_region_end
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x16xf16>, %[[RES:.*]]: tensor<1x8x16xf16>, %[[G:.*]]: tensor<16xf16>, %[[W:.*]]: tensor<16x16xf16> {tensor_cast.sharded})
// CHECK-NEXT: %[[RS1:.*]] = "tensor_cast.reduce_scatter"(%[[X]])
// CHECK-NEXT: %[[R:.*]] = "tensor_cast.all_slice"(%[[RES]]) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[H:.*]]:2 = "tensor_cast.add_rms_norm2"(%[[RS1]], %[[R]], %[[G]])
// CHECK-NEXT: %[[HF:.*]] = "tensor_cast.all_gather"(%[[H]]#0)
// CHECK-NEXT: %[[O:.*]] = "tensor_cast.linear"(%[[HF]], %[[W]])
// CHECK-NEXT: %[[RS2:.*]] = "tensor_cast.reduce_scatter"(%[[O]]) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[H]]#1, %[[RS2]] : tensor<1x4x16xf16>
// CHECK-NEXT: %[[E:.*]] = "tensor_cast.region_end"(%[[S]]) {id = 0 : i64} : (tensor<1x4x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[N:.*]] = "tensor_cast.rms_norm"(%[[E]], %[[G]]) {{.*}} : (tensor<1x4x16xf16>, tensor<16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[AG:.*]] = "tensor_cast.all_gather"(%[[N]]) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x16xf16>) -> tensor<1x8x16xf16>
// CHECK-NEXT: return %[[AG]]
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 4 collectives-inserted
// STATS-NEXT: (S) 2 collectives-removed
// STATS-NEXT: (S) 0 gathered-norms
// STATS-NEXT: (S) 0 p1-matches
// STATS-NEXT: (S) 1 p2-matches
// STATS-NEXT: (S) 1 p3-matches
func.func @p3_region_end(%x: tensor<1x8x16xf16>, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>, %w: tensor<16x16xf16> {tensor_cast.sharded}) -> tensor<1x8x16xf16> {
  %a1 = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h:2 = "tensor_cast.add_rms_norm2"(%a1, %res, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  %o = "tensor_cast.linear"(%h#0, %w) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  %a2 = "tensor_cast.all_reduce"(%o) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s = arith.addf %h#1, %a2 : tensor<1x8x16xf16>
  %end = "tensor_cast.region_end"(%s) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%end, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}

// -----

// A repeated region made local at both ends: P1 through its region_begin
// and P3 through a view on the all_reduce (2-D, shard dim 0, to 3-D, shard
// dim 1), its region_end and a chain of copy_regions, together, on rank 1
// (copy_region runs the region again, so its input and output turn local
// at once). The view is rebuilt on the reduce_scatter with its local shape;
// the norm inside reads the region's local input.
// CHECK-LABEL: func.func @p3_view_copies
// CHECK-SAME: (%[[X0:.*]]: tensor<1x8x16xf16>, %[[X:.*]]: tensor<1x8x16xf16>, %[[G:.*]]: tensor<16xf16>, %[[W:.*]]: tensor<16x16xf16> {tensor_cast.sharded})
// CHECK-NEXT: %[[RS0:.*]] = "tensor_cast.reduce_scatter"(%[[X0]]) {dim = 1 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[B:.*]] = "tensor_cast.region_begin"(%[[RS0]]) {id = 0 : i64} : (tensor<1x4x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[N0:.*]] = "tensor_cast.rms_norm"(%[[B]], %[[G]]) {{.*}} -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[N0F:.*]] = "tensor_cast.all_gather"(%[[N0]])
// CHECK-NEXT: %[[RS1:.*]] = "tensor_cast.reduce_scatter"(%[[X]])
// CHECK-NEXT: %[[H:.*]]:2 = "tensor_cast.add_rms_norm2"(%[[RS1]], %[[B]], %[[G]])
// CHECK-NEXT: %[[HF:.*]] = "tensor_cast.all_gather"(%[[H]]#0)
// CHECK-NEXT: %[[V:.*]] = "tensor_cast.view"(%[[HF]]) : (tensor<1x8x16xf16>) -> tensor<8x16xf16>
// CHECK-NEXT: %[[O:.*]] = "tensor_cast.linear"(%[[V]], %[[W]])
// CHECK-NEXT: %[[RS2:.*]] = "tensor_cast.reduce_scatter"(%[[O]]) {dim = 0 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x16xf16>) -> tensor<4x16xf16>
// CHECK-NEXT: %[[RV:.*]] = "tensor_cast.view"(%[[RS2]]) : (tensor<4x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[RV]], %[[H]]#1 : tensor<1x4x16xf16>
// CHECK-NEXT: %[[E:.*]] = "tensor_cast.region_end"(%[[S]]) {id = 0 : i64} : (tensor<1x4x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[C1:.*]] = "tensor_cast.copy_region"(%[[E]]) {id = 0 : i64} : (tensor<1x4x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[C2:.*]] = "tensor_cast.copy_region"(%[[C1]]) {id = 0 : i64} : (tensor<1x4x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[N:.*]] = "tensor_cast.rms_norm"(%[[C2]], %[[G]]) {{.*}} : (tensor<1x4x16xf16>, tensor<16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[AG:.*]] = "tensor_cast.all_gather"(%[[N]]) {dim = 1 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x16xf16>) -> tensor<1x8x16xf16>
// CHECK-NEXT: return %[[AG]], %[[N0F]]
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 1 p1-matches
// STATS-NEXT: (S) 1 p2-matches
// STATS-NEXT: (S) 1 p3-matches
func.func @p3_view_copies(%x0: tensor<1x8x16xf16>, %x: tensor<1x8x16xf16>, %g: tensor<16xf16>, %w: tensor<16x16xf16> {tensor_cast.sharded}) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %a0 = "tensor_cast.all_reduce"(%x0) {rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %b = "tensor_cast.region_begin"(%a0) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n0 = "tensor_cast.rms_norm"(%b, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %a1 = "tensor_cast.all_reduce"(%x) {rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h:2 = "tensor_cast.add_rms_norm2"(%a1, %b, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  %v = "tensor_cast.view"(%h#0) : (tensor<1x8x16xf16>) -> tensor<8x16xf16>
  %o = "tensor_cast.linear"(%v, %w) : (tensor<8x16xf16>, tensor<16x16xf16>) -> tensor<8x16xf16>
  %a2 = "tensor_cast.all_reduce"(%o) {rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x16xf16>) -> tensor<8x16xf16>
  %a2v = "tensor_cast.view"(%a2) : (tensor<8x16xf16>) -> tensor<1x8x16xf16>
  %s = arith.addf %a2v, %h#1 : tensor<1x8x16xf16>
  %end = "tensor_cast.region_end"(%s) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %c1 = "tensor_cast.copy_region"(%end) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %c2 = "tensor_cast.copy_region"(%c1) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%c2, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n, %n0 : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}

// -----

// The fused tail add_rms_norm(residual, all_reduce).
// CHECK-LABEL: func.func @p3_fused
// CHECK: %[[H:.*]]:2 = "tensor_cast.add_rms_norm2"
// CHECK: %[[RS2:.*]] = "tensor_cast.reduce_scatter"(%{{.*}}) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[N:.*]] = "tensor_cast.add_rms_norm"(%[[H]]#1, %[[RS2]], %{{.*}}) {{.*}} : (tensor<1x4x16xf16>, tensor<1x4x16xf16>, tensor<16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[AG:.*]] = "tensor_cast.all_gather"(%[[N]]) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x16xf16>) -> tensor<1x8x16xf16>
// CHECK-NEXT: return %[[AG]]
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 1 p2-matches
// STATS-NEXT: (S) 1 p3-matches
func.func @p3_fused(%x: tensor<1x8x16xf16>, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>, %w: tensor<16x16xf16> {tensor_cast.sharded}) -> tensor<1x8x16xf16> {
  %a1 = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h:2 = "tensor_cast.add_rms_norm2"(%a1, %res, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  %o = "tensor_cast.linear"(%h#0, %w) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  %a2 = "tensor_cast.all_reduce"(%o) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.add_rms_norm"(%h#1, %a2, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}

// -----

// 2-D tensors shard dim 0; rank 3 is at position 1 of its group.
// CHECK-LABEL: func.func @two_d
// CHECK-SAME: (%[[X:.*]]: tensor<8x16xbf16>, %[[G:.*]]: tensor<16xbf16>)
// CHECK-NEXT: %[[RS:.*]] = "tensor_cast.reduce_scatter"(%[[X]]) {dim = 0 : i64, rank = 3 : i64, rank_group = array<i64: 2, 3>} : (tensor<8x16xbf16>) -> tensor<4x16xbf16>
// CHECK-NEXT: %[[N:.*]] = "tensor_cast.rms_norm"(%[[RS]], %[[G]]) {{.*}} : (tensor<4x16xbf16>, tensor<16xbf16>) -> tensor<4x16xbf16>
// CHECK-NEXT: %[[AG:.*]] = "tensor_cast.all_gather"(%[[N]]) {dim = 0 : i64, rank = 3 : i64, rank_group = array<i64: 2, 3>} : (tensor<4x16xbf16>) -> tensor<8x16xbf16>
// CHECK-NEXT: return %[[AG]]
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 1 p1-matches
func.func @two_d(%x: tensor<8x16xbf16>, %g: tensor<16xbf16>) -> tensor<8x16xbf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 3 : i64, rank_group = array<i64: 2, 3>} : (tensor<8x16xbf16>) -> tensor<8x16xbf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<8x16xbf16>, tensor<16xbf16>) -> tensor<8x16xbf16>
  return %n : tensor<8x16xbf16>
}

// -----

// A residual with another user (here the function's result) is gathered for
// that user; the next P2 still reads the local value.
// CHECK-LABEL: func.func @residual_fans_out
// CHECK-SAME: (%[[X1:.*]]: tensor<1x8x16xf16>, %[[X2:.*]]: tensor<1x8x16xf16>, %[[RES:.*]]: tensor<1x8x16xf16>, %[[G:.*]]: tensor<16xf16>)
// CHECK-NEXT: %[[RS1:.*]] = "tensor_cast.reduce_scatter"(%[[X1]])
// CHECK-NEXT: %[[R:.*]] = "tensor_cast.all_slice"(%[[RES]])
// CHECK-NEXT: %[[H1:.*]]:2 = "tensor_cast.add_rms_norm2"(%[[RS1]], %[[R]], %[[G]])
// CHECK-NEXT: %[[H1R:.*]] = "tensor_cast.all_gather"(%[[H1]]#1) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x16xf16>) -> tensor<1x8x16xf16>
// CHECK-NEXT: %[[RS2:.*]] = "tensor_cast.reduce_scatter"(%[[X2]])
// CHECK-NEXT: %[[H2:.*]]:2 = "tensor_cast.add_rms_norm2"(%[[RS2]], %[[H1]]#1, %[[G]])
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.all_gather"(%[[H2]]#0)
// CHECK-NEXT: %[[H2R:.*]] = "tensor_cast.all_gather"(%[[H2]]#1)
// CHECK-NEXT: return %[[Y]], %[[H2R]], %[[H1R]]
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 5 collectives-inserted
// STATS-NEXT: (S) 2 collectives-removed
// STATS-NEXT: (S) 0 gathered-norms
// STATS-NEXT: (S) 0 p1-matches
// STATS-NEXT: (S) 2 p2-matches
func.func @residual_fans_out(%x1: tensor<1x8x16xf16>, %x2: tensor<1x8x16xf16>, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %a1 = "tensor_cast.all_reduce"(%x1) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h1:2 = "tensor_cast.add_rms_norm2"(%a1, %res, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  %a2 = "tensor_cast.all_reduce"(%x2) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h2:2 = "tensor_cast.add_rms_norm2"(%a2, %h1#1, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  return %h2#0, %h2#1, %h1#1 : tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<1x8x16xf16>
}

// -----

// A static per-tensor quantize, the only user of the gathered norm, moves
// before the gather: the gather moves i8.
// CHECK-LABEL: func.func @quantize_moves
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x16xf16>, %[[G:.*]]: tensor<16xf16>, %[[S:.*]]: tensor<f32>)
// CHECK-NEXT: %[[RS:.*]] = "tensor_cast.reduce_scatter"(%[[X]])
// CHECK-NEXT: %[[N:.*]] = "tensor_cast.rms_norm"(%[[RS]], %[[G]])
// CHECK-NEXT: %[[Q:.*]] = "tensor_cast.quantize"(%[[N]], %[[S]]) : (tensor<1x4x16xf16>, tensor<f32>) -> tensor<1x4x16xi8>
// CHECK-NEXT: %[[AG:.*]] = "tensor_cast.all_gather"(%[[Q]]) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x16xi8>) -> tensor<1x8x16xi8>
// CHECK-NEXT: return %[[AG]]
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 1 quantizes-moved
func.func @quantize_moves(%x: tensor<1x8x16xf16>, %g: tensor<16xf16>, %scale: tensor<f32>) -> tensor<1x8x16xi8> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %q = "tensor_cast.quantize"(%n, %scale) : (tensor<1x8x16xf16>, tensor<f32>) -> tensor<1x8x16xi8>
  return %q : tensor<1x8x16xi8>
}

// -----

// A decoder stack as the reference simulator traces it with repetition markers: embedding
// all_reduce -> region_begin -> layer 0 -> region_end -> copy_region (layer
// 1) -> final norm. P1, then P2 on the marker made local, then P3: every
// all_reduce is gone and the residual stream stays local end to end.
// CHECK-LABEL: func.func @stack_markers
// CHECK-SAME: (%[[EMB:.*]]: tensor<1x8x16xf16> {tensor_cast.sharded}, %[[G:.*]]: tensor<16xf16>, %[[WO:.*]]: tensor<16x16xf16> {tensor_cast.sharded}, %[[WD:.*]]: tensor<16x16xf16> {tensor_cast.sharded})
// CHECK-NEXT: %[[RS0:.*]] = "tensor_cast.reduce_scatter"(%[[EMB]])
// CHECK-NEXT: %[[B:.*]] = "tensor_cast.region_begin"(%[[RS0]]) {id = 0 : i64} : (tensor<1x4x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[N:.*]] = "tensor_cast.rms_norm"(%[[B]], %[[G]])
// CHECK-NEXT: %[[NF:.*]] = "tensor_cast.all_gather"(%[[N]])
// CHECK-NEXT: %[[O:.*]] = "tensor_cast.linear"(%[[NF]], %[[WO]])
// CHECK-NEXT: %[[RS1:.*]] = "tensor_cast.reduce_scatter"(%[[O]])
// CHECK-NEXT: %[[P:.*]]:2 = "tensor_cast.add_rms_norm2"(%[[RS1]], %[[B]], %[[G]])
// CHECK-NEXT: %[[PF:.*]] = "tensor_cast.all_gather"(%[[P]]#0)
// CHECK-NEXT: %[[D:.*]] = "tensor_cast.linear"(%[[PF]], %[[WD]])
// CHECK-NEXT: %[[RS2:.*]] = "tensor_cast.reduce_scatter"(%[[D]])
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[P]]#1, %[[RS2]] : tensor<1x4x16xf16>
// CHECK-NEXT: %[[E:.*]] = "tensor_cast.region_end"(%[[S]]) {id = 0 : i64} : (tensor<1x4x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[C:.*]] = "tensor_cast.copy_region"(%[[E]]) {id = 0 : i64} : (tensor<1x4x16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[F:.*]] = "tensor_cast.rms_norm"(%[[C]], %[[G]])
// CHECK-NEXT: %[[FF:.*]] = "tensor_cast.all_gather"(%[[F]])
// CHECK-NEXT: return %[[FF]]
// CHECK-NOT: all_reduce
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 6 collectives-inserted
// STATS-NEXT: (S) 3 collectives-removed
// STATS-NEXT: (S) 0 gathered-norms
// STATS-NEXT: (S) 1 p1-matches
// STATS-NEXT: (S) 1 p2-matches
// STATS-NEXT: (S) 1 p3-matches
func.func @stack_markers(%emb: tensor<1x8x16xf16> {tensor_cast.sharded}, %g: tensor<16xf16>, %wo: tensor<16x16xf16> {tensor_cast.sharded}, %wd: tensor<16x16xf16> {tensor_cast.sharded}) -> tensor<1x8x16xf16> {
  %e = "tensor_cast.all_reduce"(%emb) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %b = "tensor_cast.region_begin"(%e) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%b, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %o = "tensor_cast.linear"(%n, %wo) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  %ao = "tensor_cast.all_reduce"(%o) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %p:2 = "tensor_cast.add_rms_norm2"(%ao, %b, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  %d = "tensor_cast.linear"(%p#0, %wd) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  %ad = "tensor_cast.all_reduce"(%d) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s = arith.addf %p#1, %ad : tensor<1x8x16xf16>
  %end = "tensor_cast.region_end"(%s) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %c = "tensor_cast.copy_region"(%end) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %f = "tensor_cast.rms_norm"(%c, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %f : tensor<1x8x16xf16>
}

// -----

// The same stack with every layer written out and no markers, the case that
// failed in the reference simulator: the embedding all_reduce feeds the first norm and the
// first residual. Its other user reads a gather of the reduce_scatter, which
// the first P2 looks through, so the whole chain still goes local.
// CHECK-LABEL: func.func @stack_no_markers
// CHECK-SAME: (%[[EMB:.*]]: tensor<1x8x16xf16> {tensor_cast.sharded}, %[[G:.*]]: tensor<16xf16>
// CHECK-NEXT: %[[RS0:.*]] = "tensor_cast.reduce_scatter"(%[[EMB]])
// CHECK-NEXT: %[[N:.*]] = "tensor_cast.rms_norm"(%[[RS0]], %[[G]])
// CHECK-NEXT: %[[NF:.*]] = "tensor_cast.all_gather"(%[[N]])
// CHECK-NEXT: %[[O0:.*]] = "tensor_cast.linear"(%[[NF]]
// CHECK-NEXT: %[[RS1:.*]] = "tensor_cast.reduce_scatter"(%[[O0]])
// CHECK-NEXT: %[[P:.*]]:2 = "tensor_cast.add_rms_norm2"(%[[RS1]], %[[RS0]], %[[G]])
// CHECK-NEXT: %[[PF:.*]] = "tensor_cast.all_gather"(%[[P]]#0)
// CHECK-NEXT: %[[D0:.*]] = "tensor_cast.linear"(%[[PF]]
// CHECK-NEXT: %[[RS2:.*]] = "tensor_cast.reduce_scatter"(%[[D0]])
// CHECK-NEXT: %[[Q:.*]]:2 = "tensor_cast.add_rms_norm2"(%[[RS2]], %[[P]]#1, %[[G]])
// CHECK-NEXT: %[[QF:.*]] = "tensor_cast.all_gather"(%[[Q]]#0)
// CHECK-NEXT: %[[O1:.*]] = "tensor_cast.linear"(%[[QF]]
// CHECK-NEXT: %[[RS3:.*]] = "tensor_cast.reduce_scatter"(%[[O1]])
// CHECK-NEXT: %[[R:.*]]:2 = "tensor_cast.add_rms_norm2"(%[[RS3]], %[[Q]]#1, %[[G]])
// CHECK-NEXT: %[[RF:.*]] = "tensor_cast.all_gather"(%[[R]]#0)
// CHECK-NEXT: %[[D1:.*]] = "tensor_cast.linear"(%[[RF]]
// CHECK-NEXT: %[[RS4:.*]] = "tensor_cast.reduce_scatter"(%[[D1]])
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[R]]#1, %[[RS4]] : tensor<1x4x16xf16>
// CHECK-NEXT: %[[F:.*]] = "tensor_cast.rms_norm"(%[[S]], %[[G]])
// CHECK-NEXT: %[[FF:.*]] = "tensor_cast.all_gather"(%[[F]])
// CHECK-NEXT: return %[[FF]]
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 10 collectives-inserted
// STATS-NEXT: (S) 5 collectives-removed
// STATS-NEXT: (S) 0 gathered-norms
// STATS-NEXT: (S) 1 p1-matches
// STATS-NEXT: (S) 3 p2-matches
// STATS-NEXT: (S) 1 p3-matches
func.func @stack_no_markers(%emb: tensor<1x8x16xf16> {tensor_cast.sharded}, %g: tensor<16xf16>, %wo0: tensor<16x16xf16> {tensor_cast.sharded}, %wd0: tensor<16x16xf16> {tensor_cast.sharded}, %wo1: tensor<16x16xf16> {tensor_cast.sharded}, %wd1: tensor<16x16xf16> {tensor_cast.sharded}) -> tensor<1x8x16xf16> {
  %e = "tensor_cast.all_reduce"(%emb) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%e, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %o0 = "tensor_cast.linear"(%n, %wo0) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  %ao0 = "tensor_cast.all_reduce"(%o0) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %p:2 = "tensor_cast.add_rms_norm2"(%ao0, %e, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  %d0 = "tensor_cast.linear"(%p#0, %wd0) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  %ad0 = "tensor_cast.all_reduce"(%d0) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %q:2 = "tensor_cast.add_rms_norm2"(%ad0, %p#1, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  %o1 = "tensor_cast.linear"(%q#0, %wo1) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  %ao1 = "tensor_cast.all_reduce"(%o1) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %r:2 = "tensor_cast.add_rms_norm2"(%ao1, %q#1, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  %d1 = "tensor_cast.linear"(%r#0, %wd1) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  %ad1 = "tensor_cast.all_reduce"(%d1) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s = arith.addf %r#1, %ad1 : tensor<1x8x16xf16>
  %f = "tensor_cast.rms_norm"(%s, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %f : tensor<1x8x16xf16>
}

// -----

// P3 whose add has another user (returned here): the add goes local and the
// other user reads an all_gather of it.
// CHECK-LABEL: func.func @p3_shared_add
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x16xf16> {tensor_cast.sharded}, %[[RES:.*]]: tensor<1x8x16xf16>, %[[G:.*]]: tensor<16xf16>)
// CHECK-NEXT: %[[RS:.*]] = "tensor_cast.reduce_scatter"(%[[X]])
// CHECK-NEXT: %[[R:.*]] = "tensor_cast.all_slice"(%[[RES]])
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[R]], %[[RS]] : tensor<1x4x16xf16>
// CHECK-NEXT: %[[SF:.*]] = "tensor_cast.all_gather"(%[[S]]) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x16xf16>) -> tensor<1x8x16xf16>
// CHECK-NEXT: %[[N:.*]] = "tensor_cast.rms_norm"(%[[S]], %[[G]]) {{.*}} : (tensor<1x4x16xf16>, tensor<16xf16>) -> tensor<1x4x16xf16>
// CHECK-NEXT: %[[NF:.*]] = "tensor_cast.all_gather"(%[[N]])
// CHECK-NEXT: return %[[NF]], %[[SF]]
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 3 collectives-inserted
// STATS-NEXT: (S) 1 collectives-removed
// STATS: (S) 1 p3-matches
// STATS: (S) 0 refused-shared-chain
func.func @p3_shared_add(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s = arith.addf %res, %a : tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%s, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n, %s : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}

// -----

// Two layer boundaries written out, as a traced model without markers: the
// first sum is the second norm's input and the second add's residual. The
// second P3 takes it local through the gather the first one left, and that
// gather goes.
// CHECK-LABEL: func.func @p3_written_out
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x16xf16> {tensor_cast.sharded}, %[[RES:.*]]: tensor<1x8x16xf16>, %[[G:.*]]: tensor<16xf16>, %[[W:.*]]: tensor<16x16xf16> {tensor_cast.sharded})
// CHECK-NEXT: %[[RS0:.*]] = "tensor_cast.reduce_scatter"(%[[X]])
// CHECK-NEXT: %[[R:.*]] = "tensor_cast.all_slice"(%[[RES]])
// CHECK-NEXT: %[[S0:.*]] = arith.addf %[[R]], %[[RS0]] : tensor<1x4x16xf16>
// CHECK-NEXT: %[[N0:.*]] = "tensor_cast.rms_norm"(%[[S0]], %[[G]])
// CHECK-NEXT: %[[N0F:.*]] = "tensor_cast.all_gather"(%[[N0]])
// CHECK-NEXT: %[[O:.*]] = "tensor_cast.linear"(%[[N0F]], %[[W]])
// CHECK-NEXT: %[[RS1:.*]] = "tensor_cast.reduce_scatter"(%[[O]])
// CHECK-NEXT: %[[S1:.*]] = arith.addf %[[S0]], %[[RS1]] : tensor<1x4x16xf16>
// CHECK-NEXT: %[[N1:.*]] = "tensor_cast.rms_norm"(%[[S1]], %[[G]])
// CHECK-NEXT: %[[N1F:.*]] = "tensor_cast.all_gather"(%[[N1]])
// CHECK-NEXT: return %[[N1F]]
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 4 collectives-inserted
// STATS-NEXT: (S) 2 collectives-removed
// STATS: (S) 2 p3-matches
// STATS: (S) 0 refused-shared-chain
func.func @p3_written_out(%x0: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>, %w: tensor<16x16xf16> {tensor_cast.sharded}) -> tensor<1x8x16xf16> {
  %a0 = "tensor_cast.all_reduce"(%x0) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s0 = arith.addf %res, %a0 : tensor<1x8x16xf16>
  %n0 = "tensor_cast.rms_norm"(%s0, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %o = "tensor_cast.linear"(%n0, %w) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  %a1 = "tensor_cast.all_reduce"(%o) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s1 = arith.addf %s0, %a1 : tensor<1x8x16xf16>
  %n1 = "tensor_cast.rms_norm"(%s1, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n1 : tensor<1x8x16xf16>
}

// -----

// The same boundary where the sum is the residual of the next add_rms_norm2:
// P2 runs first and slices the (replicated) full sum; P3 then makes the sum
// local, and the slice of its gather folds to the local sum.
// CHECK-LABEL: func.func @p3_written_out_after_p2
// CHECK-SAME: (%[[X:.*]]: tensor<1x8x16xf16> {tensor_cast.sharded}, %[[RES:.*]]: tensor<1x8x16xf16>, %[[G:.*]]: tensor<16xf16>, %[[W:.*]]: tensor<16x16xf16> {tensor_cast.sharded})
// CHECK-NEXT: %[[RS0:.*]] = "tensor_cast.reduce_scatter"(%[[X]])
// CHECK-NEXT: %[[R:.*]] = "tensor_cast.all_slice"(%[[RES]])
// CHECK-NEXT: %[[S0:.*]] = arith.addf %[[R]], %[[RS0]] : tensor<1x4x16xf16>
// CHECK-NEXT: %[[N0:.*]] = "tensor_cast.rms_norm"(%[[S0]], %[[G]])
// CHECK-NEXT: %[[N0F:.*]] = "tensor_cast.all_gather"(%[[N0]])
// CHECK-NEXT: %[[O:.*]] = "tensor_cast.linear"(%[[N0F]], %[[W]])
// CHECK-NEXT: %[[RS1:.*]] = "tensor_cast.reduce_scatter"(%[[O]])
// CHECK-NEXT: %[[H:.*]]:2 = "tensor_cast.add_rms_norm2"(%[[RS1]], %[[S0]], %[[G]])
// CHECK-NEXT: %[[H0:.*]] = "tensor_cast.all_gather"(%[[H]]#0)
// CHECK-NEXT: %[[H1:.*]] = "tensor_cast.all_gather"(%[[H]]#1)
// CHECK-NEXT: return %[[H0]], %[[H1]]
// STATS-LABEL: TcSequenceParallel
// STATS-NEXT: (S) 5 collectives-inserted
// STATS-NEXT: (S) 2 collectives-removed
// STATS: (S) 1 p2-matches
// STATS-NEXT: (S) 1 p3-matches
// STATS: (S) 0 refused-shared-chain
// STATS: (S) 1 slices-folded
func.func @p3_written_out_after_p2(%x0: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>, %w: tensor<16x16xf16> {tensor_cast.sharded}) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %a0 = "tensor_cast.all_reduce"(%x0) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s0 = arith.addf %res, %a0 : tensor<1x8x16xf16>
  %n0 = "tensor_cast.rms_norm"(%s0, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %o = "tensor_cast.linear"(%n0, %w) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  %a1 = "tensor_cast.all_reduce"(%o) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h:2 = "tensor_cast.add_rms_norm2"(%a1, %s0, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  return %h#0, %h#1 : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}
