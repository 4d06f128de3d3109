// tc-fuse-allreduce-norm: an all_reduce whose sum only the residual add +
// RMS norm after it reads becomes one collective, at the all_reduce's place;
// one case per guard leaves the IR as it was. The output verifies upstream.
// RUN: tc-opt %s --split-input-file --tc-fuse-allreduce-norm | FileCheck %s
// RUN: tc-opt %s --split-input-file --tc-fuse-allreduce-norm | mlir-opt --split-input-file --irdl-file=%tc_irdl > /dev/null
// RUN: tc-opt %s --split-input-file --tc-fuse-allreduce-norm --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// add_rms_norm2 after the o_proj's all_reduce: its two results.
// CHECK-LABEL: func.func @add_norm2
// CHECK-SAME: (%[[X:.*]]: tensor<4x64xbf16>, %[[R:.*]]: tensor<4x64xbf16>, %[[W:.*]]: tensor<64xbf16>)
// CHECK-NEXT: %[[F:.*]]:2 = "tensor_cast.all_reduce_add_rms_norm"(%[[X]], %[[R]], %[[W]]) {eps = 9.99999974E-6 : f32, rank = 1 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<4x64xbf16>, tensor<4x64xbf16>, tensor<64xbf16>) -> (tensor<4x64xbf16>, tensor<4x64xbf16>)
// CHECK-NEXT: return %[[F]]#0, %[[F]]#1
// STATS-LABEL: TcFuseAllReduceNorm
// STATS: (S) 1 fused
func.func @add_norm2(%x: tensor<4x64xbf16>, %r: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> (tensor<4x64xbf16>, tensor<4x64xbf16>) {
  %s = "tensor_cast.all_reduce"(%x) {rank = 1 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<4x64xbf16>) -> tensor<4x64xbf16>
  %y:2 = "tensor_cast.add_rms_norm2"(%s, %r, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<4x64xbf16>, tensor<64xbf16>) -> (tensor<4x64xbf16>, tensor<4x64xbf16>)
  return %y#0, %y#1 : tensor<4x64xbf16>, tensor<4x64xbf16>
}

// -----

// The sum as the norm's residual operand: x + residual is the same sum
// either way round, so the sum goes first.
// CHECK-LABEL: func.func @sum_as_residual
// CHECK-SAME: (%[[X:.*]]: tensor<4x64xbf16>, %[[R:.*]]: tensor<4x64xbf16>, %[[W:.*]]: tensor<64xbf16>)
// CHECK-NEXT: %[[F:.*]]:2 = "tensor_cast.all_reduce_add_rms_norm"(%[[X]], %[[R]], %[[W]])
// STATS-LABEL: TcFuseAllReduceNorm
// STATS: (S) 1 fused
func.func @sum_as_residual(%x: tensor<4x64xbf16>, %r: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> tensor<4x64xbf16> {
  %s = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x64xbf16>) -> tensor<4x64xbf16>
  %y:2 = "tensor_cast.add_rms_norm2"(%r, %s, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<4x64xbf16>, tensor<64xbf16>) -> (tensor<4x64xbf16>, tensor<4x64xbf16>)
  return %y#0 : tensor<4x64xbf16>
}

// -----

// The norm with its quantize fused in (tc-fuse-norm-quant ran first): the
// collective returns the quantized value, its scale and the residual sum.
// CHECK-LABEL: func.func @quantized
// CHECK-NEXT: %[[F:.*]]:3 = "tensor_cast.all_reduce_add_rms_norm"(%{{.*}}, %{{.*}}, %{{.*}}) {dims = array<i64: -1>, eps = 9.99999974E-6 : f32, quantize = "dynamic_quantize_symmetric", rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x64xbf16>, tensor<4x64xbf16>, tensor<64xbf16>) -> (tensor<4x64xf8E4M3FN>, tensor<4x1xf32>, tensor<4x64xbf16>)
// CHECK-NEXT: return %[[F]]#0, %[[F]]#1, %[[F]]#2
// STATS-LABEL: TcFuseAllReduceNorm
// STATS: (S) 1 fused
func.func @quantized(%x: tensor<4x64xbf16>, %r: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> (tensor<4x64xf8E4M3FN>, tensor<4x1xf32>, tensor<4x64xbf16>) {
  %s = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x64xbf16>) -> tensor<4x64xbf16>
  %q:3 = "tensor_cast.add_rms_norm_quant"(%s, %r, %w) {eps = 1.0e-05 : f32, quantize = "dynamic_quantize_symmetric", dims = array<i64: -1>} : (tensor<4x64xbf16>, tensor<4x64xbf16>, tensor<64xbf16>) -> (tensor<4x64xf8E4M3FN>, tensor<4x1xf32>, tensor<4x64xbf16>)
  return %q#0, %q#1, %q#2 : tensor<4x64xf8E4M3FN>, tensor<4x1xf32>, tensor<4x64xbf16>
}

// -----

// add_rms_norm returns no sum; the fused op's goes unused.
// CHECK-LABEL: func.func @add_norm
// CHECK-NEXT: %[[F:.*]]:2 = "tensor_cast.all_reduce_add_rms_norm"
// CHECK-NEXT: return %[[F]]#0
// STATS-LABEL: TcFuseAllReduceNorm
// STATS: (S) 1 fused
func.func @add_norm(%x: tensor<4x64xbf16>, %r: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> tensor<4x64xbf16> {
  %s = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x64xbf16>) -> tensor<4x64xbf16>
  %y = "tensor_cast.add_rms_norm"(%s, %r, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<4x64xbf16>, tensor<64xbf16>) -> tensor<4x64xbf16>
  return %y : tensor<4x64xbf16>
}

// -----

// Refused: the sum is returned too (the embedding's all_reduce: its sum is
// the first residual).
// CHECK-LABEL: func.func @other_user
// CHECK-NEXT: "tensor_cast.all_reduce"
// CHECK-NEXT: "tensor_cast.add_rms_norm2"
// STATS-LABEL: TcFuseAllReduceNorm
// STATS: (S) 1 refused-other-users
func.func @other_user(%x: tensor<4x64xbf16>, %r: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> (tensor<4x64xbf16>, tensor<4x64xbf16>) {
  %s = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x64xbf16>) -> tensor<4x64xbf16>
  %y:2 = "tensor_cast.add_rms_norm2"(%s, %r, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<4x64xbf16>, tensor<64xbf16>) -> (tensor<4x64xbf16>, tensor<4x64xbf16>)
  return %y#0, %s : tensor<4x64xbf16>, tensor<4x64xbf16>
}

// -----

// Refused: the residual is computed after the all_reduce, and the
// collective keeps its place.
// CHECK-LABEL: func.func @late_residual
// CHECK-NEXT: "tensor_cast.all_reduce"
// CHECK-NEXT: arith.addf
// CHECK-NEXT: "tensor_cast.add_rms_norm2"
// STATS-LABEL: TcFuseAllReduceNorm
// STATS: (S) 1 refused-late-operand
func.func @late_residual(%x: tensor<4x64xbf16>, %a: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> tensor<4x64xbf16> {
  %s = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x64xbf16>) -> tensor<4x64xbf16>
  %r = arith.addf %a, %a : tensor<4x64xbf16>
  %y:2 = "tensor_cast.add_rms_norm2"(%s, %r, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<4x64xbf16>, tensor<64xbf16>) -> (tensor<4x64xbf16>, tensor<4x64xbf16>)
  return %y#0 : tensor<4x64xbf16>
}

// -----

// Between region markers: the all_reduce closing the layer feeds the
// residual add region_end closes it with; the norm it runs with in engines
// is the region's first op, run on that sum by the copy. The all_reduce is
// marked, and nothing else changes.
// CHECK-LABEL: func.func @markers
// CHECK: %[[B:.*]] = "tensor_cast.region_begin"
// CHECK-NEXT: "tensor_cast.rms_norm"(%[[B]], %{{.*}})
// CHECK-NEXT: %[[S:.*]] = "tensor_cast.all_reduce"(%{{.*}}) {rank = 0 : i64, rank_group = array<i64: 0, 1>, tensor_cast.fused_with_region_norm}
// CHECK-NEXT: arith.addf %[[B]], %[[S]]
// STATS-LABEL: TcFuseAllReduceNorm
// STATS: (S) 1 marked-across-region
func.func @markers(%x: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> tensor<4x64xbf16> {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<4x64xbf16>) -> tensor<4x64xbf16>
  %n = "tensor_cast.rms_norm"(%b, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<64xbf16>) -> tensor<4x64xbf16>
  %s = "tensor_cast.all_reduce"(%n) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x64xbf16>) -> tensor<4x64xbf16>
  %a = arith.addf %b, %s : tensor<4x64xbf16>
  %e = "tensor_cast.region_end"(%a) {id = 0 : i64} : (tensor<4x64xbf16>) -> tensor<4x64xbf16>
  %c = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<4x64xbf16>) -> tensor<4x64xbf16>
  return %c : tensor<4x64xbf16>
}

// -----

// Not marked: a region never copied has no next layer in it.
// CHECK-LABEL: func.func @markers_no_copy
// CHECK: "tensor_cast.all_reduce"(%{{.*}}) {rank = 0 : i64, rank_group = array<i64: 0, 1>} :
// STATS-LABEL: TcFuseAllReduceNorm
// STATS: (S) 0 marked-across-region
func.func @markers_no_copy(%x: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> tensor<4x64xbf16> {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<4x64xbf16>) -> tensor<4x64xbf16>
  %n = "tensor_cast.rms_norm"(%b, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<64xbf16>) -> tensor<4x64xbf16>
  %s = "tensor_cast.all_reduce"(%n) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x64xbf16>) -> tensor<4x64xbf16>
  %a = arith.addf %b, %s : tensor<4x64xbf16>
  %e = "tensor_cast.region_end"(%a) {id = 0 : i64} : (tensor<4x64xbf16>) -> tensor<4x64xbf16>
  return %e : tensor<4x64xbf16>
}
