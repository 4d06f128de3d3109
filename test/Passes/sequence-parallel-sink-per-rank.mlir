// tc-sequence-parallel moves a static per-tensor quantize above the
// all_gather it is the only user of, so each rank quantizes its own chunk.
// That is exact only when the scale and the offset are the same on every
// rank; otherwise the quantize stays after the gather (the norm's rewrite
// itself still happens) and a counter says why.
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel | FileCheck %s
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// CHECK-LABEL: func.func @sharded_scale
// CHECK:      %[[N:.*]] = "tensor_cast.rms_norm"
// CHECK-NEXT: %[[G:.*]] = "tensor_cast.all_gather"(%[[N]])
// CHECK-NEXT: %[[Q:.*]] = "tensor_cast.quantize"(%[[G]], %arg2)
// CHECK-NEXT: return %[[Q]]
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 1 p1-matches
// STATS: (S) 0 quantizes-moved
// STATS: (S) 1 refused-sink-scale-per-rank
func.func @sharded_scale(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %g: tensor<16xf16>, %s: tensor<f32> {tensor_cast.sharded}) -> tensor<1x8x16xi8> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %q = "tensor_cast.quantize"(%n, %s) : (tensor<1x8x16xf16>, tensor<f32>) -> tensor<1x8x16xi8>
  return %q : tensor<1x8x16xi8>
}

// -----

// The scale is replicated, the offset is computed from a sharded argument.
// CHECK-LABEL: func.func @offset_from_sharded
// CHECK:      %[[N:.*]] = "tensor_cast.rms_norm"
// CHECK-NEXT: %[[G:.*]] = "tensor_cast.all_gather"(%[[N]])
// CHECK-NEXT: %[[O:.*]] = arith.addi %arg3, %arg4
// CHECK-NEXT: %[[Q:.*]] = "tensor_cast.quantize"(%[[G]], %arg2, %[[O]])
// CHECK-NEXT: return %[[Q]]
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 1 p1-matches
// STATS: (S) 0 quantizes-moved
// STATS: (S) 1 refused-sink-scale-per-rank
func.func @offset_from_sharded(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %g: tensor<16xf16>, %s: tensor<f32>, %o1: tensor<i32>, %o2: tensor<i32> {tensor_cast.sharded}) -> tensor<1x8x16xi8> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %o = arith.addi %o1, %o2 : tensor<i32>
  %q = "tensor_cast.quantize"(%n, %s, %o) : (tensor<1x8x16xf16>, tensor<f32>, tensor<i32>) -> tensor<1x8x16xi8>
  return %q : tensor<1x8x16xi8>
}

// -----

// Scale and offset both replicated (an argument, and an all_reduce over the
// gather's group): the quantize moves before the gather.
// CHECK-LABEL: func.func @replicated_factors
// CHECK:      %[[N:.*]] = "tensor_cast.rms_norm"
// CHECK-NEXT: %[[O:.*]] = "tensor_cast.all_reduce"
// CHECK-NEXT: %[[Q:.*]] = "tensor_cast.quantize"(%[[N]], %arg2, %[[O]]) : (tensor<1x4x16xf16>, tensor<f32>, tensor<i32>) -> tensor<1x4x16xi8>
// CHECK-NEXT: %[[G:.*]] = "tensor_cast.all_gather"(%[[Q]])
// CHECK-NEXT: return %[[G]]
// STATS-LABEL: TcSequenceParallel
// STATS: (S) 1 p1-matches
// STATS: (S) 1 quantizes-moved
// STATS: (S) 0 refused-sink-scale-per-rank
func.func @replicated_factors(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %g: tensor<16xf16>, %s: tensor<f32>, %op: tensor<i32> {tensor_cast.sharded}) -> tensor<1x8x16xi8> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %o = "tensor_cast.all_reduce"(%op) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<i32>) -> tensor<i32>
  %q = "tensor_cast.quantize"(%n, %s, %o) : (tensor<1x8x16xf16>, tensor<f32>, tensor<i32>) -> tensor<1x8x16xi8>
  return %q : tensor<1x8x16xi8>
}
