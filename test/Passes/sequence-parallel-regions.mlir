// copy_region runs its region again, so tc-sequence-parallel makes a
// repeated region local at both ends or at neither: P1 through its
// region_begin together with P3 through its region_end and every copy
// (sequence-parallel.mlir, @p3_view_copies, and every tc-gen marker model).
// Each case below can change only one end: both rewrites are refused, the
// IR stays exactly as it was, and refused-region-boundary counts them.
// RUN: tc-opt %s --split-input-file > %t.before
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel > %t.after
// RUN: diff %t.before %t.after
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel --tc-stats -o /dev/null 2>&1 | FileCheck %s

// The region's input comes from no all_reduce: P3 through its end alone
// would leave it full while the copies turn local.
// CHECK-LABEL: TcSequenceParallel
// CHECK: (S) 0 p3-matches
// CHECK: (S) 1 refused-region-boundary
func.func @input_not_reduced(%x: tensor<8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> tensor<1x8x16xf16> {
  %b = "tensor_cast.region_begin"(%res) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x16xf16>) -> tensor<8x16xf16>
  %v = "tensor_cast.view"(%a) : (tensor<8x16xf16>) -> tensor<1x8x16xf16>
  %s = arith.addf %b, %v : tensor<1x8x16xf16>
  %e = "tensor_cast.region_end"(%s) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %c = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%c, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}

// -----

// P1 through the region_begin, but nothing after the copies is a norm that
// P3 could take the region's end local for.
// CHECK-LABEL: TcSequenceParallel
// CHECK: (S) 0 p1-matches
// CHECK: (S) 1 refused-region-boundary
func.func @output_stays_full(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %g: tensor<16xf16>, %w: tensor<16x16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %b = "tensor_cast.region_begin"(%a) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%b, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %l = "tensor_cast.linear"(%n, %w) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  %e = "tensor_cast.region_end"(%l) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %c = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  return %c, %n : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}

// -----

// The same when P1 is refused for a reason of its own: that reason is what
// is counted (one token: nothing to split).
// CHECK-LABEL: TcSequenceParallel
// CHECK: (S) 1 refused-not-divisible
// CHECK: (S) 0 refused-region-boundary
func.func @input_not_divisible(%x: tensor<1x1x16xf16> {tensor_cast.sharded}, %g: tensor<16xf16>, %w: tensor<16x16xf16>) -> tensor<1x1x16xf16> {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x1x16xf16>) -> tensor<1x1x16xf16>
  %b = "tensor_cast.region_begin"(%a) {id = 0 : i64} : (tensor<1x1x16xf16>) -> tensor<1x1x16xf16>
  %n = "tensor_cast.rms_norm"(%b, %g) {eps = 1.0e-05 : f32} : (tensor<1x1x16xf16>, tensor<16xf16>) -> tensor<1x1x16xf16>
  %e = "tensor_cast.region_end"(%n) {id = 0 : i64} : (tensor<1x1x16xf16>) -> tensor<1x1x16xf16>
  %c = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<1x1x16xf16>) -> tensor<1x1x16xf16>
  return %c : tensor<1x1x16xf16>
}

// -----

// A copy of the region outside the chain P3 follows (the second reads the
// region's end directly): taking the chain local would leave that copy full.
// CHECK-LABEL: TcSequenceParallel
// CHECK: (S) 0 p1-matches
// CHECK: (S) 0 p3-matches
// CHECK: (S) 2 refused-region-boundary
func.func @copy_outside_chain(%x0: tensor<1x8x16xf16> {tensor_cast.sharded}, %x: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %a0 = "tensor_cast.all_reduce"(%x0) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %b = "tensor_cast.region_begin"(%a0) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n0 = "tensor_cast.rms_norm"(%b, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s = arith.addf %res, %a : tensor<1x8x16xf16>
  %e = "tensor_cast.region_end"(%s) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %c = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%c, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %d = "tensor_cast.copy_region"(%n0) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  return %n, %n0, %d : tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<1x8x16xf16>
}

// -----

// The chain holds the markers of two regions (a copy of region 1 on region
// 0's end): one rewrite cannot keep both consistent.
// CHECK-LABEL: TcSequenceParallel
// CHECK: (S) 0 p1-matches
// CHECK: (S) 0 p3-matches
// CHECK: (S) 2 refused-region-boundary
func.func @two_regions_in_chain(%x0: tensor<1x8x16xf16> {tensor_cast.sharded}, %x: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %b1 = "tensor_cast.region_begin"(%res) {id = 1 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %e1 = "tensor_cast.region_end"(%b1) {id = 1 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %a0 = "tensor_cast.all_reduce"(%x0) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %b = "tensor_cast.region_begin"(%a0) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n0 = "tensor_cast.rms_norm"(%b, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s = arith.addf %res, %a : tensor<1x8x16xf16>
  %e = "tensor_cast.region_end"(%s) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %c = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %c1 = "tensor_cast.copy_region"(%c) {id = 1 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%c1, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n, %n0 : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}
