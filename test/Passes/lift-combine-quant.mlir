// tc-lift-combine-quant: every case that lifts or combines. Each checks the
// lifted op's place and types and the rebuilt views.
// RUN: tc-opt %s --split-input-file --tc-lift-combine-quant | FileCheck %s
// RUN: tc-opt %s --split-input-file --tc-lift-combine-quant | mlir-opt --split-input-file --irdl-file=%tc_irdl > /dev/null
// RUN: tc-opt %s --split-input-file --tc-lift-combine-quant --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// A fixed point: a second run changes nothing.
// RUN: tc-opt %s --split-input-file --tc-lift-combine-quant > %t.once
// RUN: tc-opt %t.once --split-input-file --tc-lift-combine-quant > %t.twice
// RUN: diff %t.once %t.twice

// Per-tensor static quantization lifts through any view: here a chain of two.
// CHECK-LABEL: func.func @per_tensor_two_views
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x8xf16>, %[[S:.*]]: tensor<f32>)
// CHECK-NEXT: %[[Q:.*]] = "tensor_cast.quantize"(%[[X]], %[[S]]) : (tensor<2x4x8xf16>, tensor<f32>) -> tensor<2x4x8xi8>
// CHECK-NEXT: %[[V1:.*]] = "tensor_cast.view"(%[[Q]]) : (tensor<2x4x8xi8>) -> tensor<8x8xi8>
// CHECK-NEXT: %[[V2:.*]] = "tensor_cast.view"(%[[V1]]) : (tensor<8x8xi8>) -> tensor<64xi8>
// CHECK-NEXT: return %[[V2]]
// STATS-LABEL: TcLiftCombineQuant
// STATS-NEXT: (S) 0 ops-combined
// STATS-NEXT: (S) 1 ops-lifted
// STATS-NEXT: (S) 2 views-rebuilt
func.func @per_tensor_two_views(%x: tensor<2x4x8xf16>, %s: tensor<f32>) -> tensor<64xi8> {
  %v1 = "tensor_cast.view"(%x) : (tensor<2x4x8xf16>) -> tensor<8x8xf16>
  %v2 = "tensor_cast.view"(%v1) : (tensor<8x8xf16>) -> tensor<64xf16>
  %q = "tensor_cast.quantize"(%v2, %s) : (tensor<64xf16>, tensor<f32>) -> tensor<64xi8>
  return %q : tensor<64xi8>
}

// -----

// The decoder pattern: three single-use views of the normed input, each
// quantized per token. One quantize follows the norm; one shared view of the
// data and one of the scale ((1,8,1) -> (8,1), the shape the users had)
// feed all three.
// CHECK-LABEL: func.func @three_per_token
// CHECK-SAME: (%[[H:.*]]: tensor<1x8x64xf16>, %[[G:.*]]: tensor<64xf16>)
// CHECK-NEXT: %[[N:.*]] = "tensor_cast.rms_norm"(%[[H]], %[[G]])
// CHECK-NEXT: %[[Q:.*]]:2 = "tensor_cast.dynamic_quantize_symmetric"(%[[N]]) {dims = array<i64: -1>} : (tensor<1x8x64xf16>) -> (tensor<1x8x64xi8>, tensor<1x8x1xf32>)
// CHECK-NEXT: %[[D:.*]] = "tensor_cast.view"(%[[Q]]#0) : (tensor<1x8x64xi8>) -> tensor<8x64xi8>
// CHECK-NEXT: %[[S:.*]] = "tensor_cast.view"(%[[Q]]#1) : (tensor<1x8x1xf32>) -> tensor<8x1xf32>
// CHECK-NEXT: return %[[D]], %[[S]], %[[D]], %[[S]], %[[D]], %[[S]]
// STATS-LABEL: TcLiftCombineQuant
// STATS-NEXT: (S) 2 ops-combined
// STATS-NEXT: (S) 3 ops-lifted
// STATS-NEXT: (S) 2 views-rebuilt
func.func @three_per_token(%h: tensor<1x8x64xf16>, %g: tensor<64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>, tensor<8x64xi8>, tensor<8x1xf32>, tensor<8x64xi8>, tensor<8x1xf32>) {
  %n = "tensor_cast.rms_norm"(%h, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<64xf16>) -> tensor<1x8x64xf16>
  %vq = "tensor_cast.view"(%n) : (tensor<1x8x64xf16>) -> tensor<8x64xf16>
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%vq) {dims = array<i64: -1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>)
  %vk = "tensor_cast.view"(%n) : (tensor<1x8x64xf16>) -> tensor<8x64xf16>
  %k:2 = "tensor_cast.dynamic_quantize_symmetric"(%vk) {dims = array<i64: -1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>)
  %vv = "tensor_cast.view"(%n) : (tensor<1x8x64xf16>) -> tensor<8x64xf16>
  %v:2 = "tensor_cast.dynamic_quantize_symmetric"(%vv) {dims = array<i64: -1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>)
  return %q#0, %q#1, %k#0, %k#1, %v#0, %v#1 : tensor<8x64xi8>, tensor<8x1xf32>, tensor<8x64xi8>, tensor<8x1xf32>, tensor<8x64xi8>, tensor<8x1xf32>
}

// -----

// Asymmetric quantization has three results: scale and offset users each get
// a view to the shape they had.
// CHECK-LABEL: func.func @asymmetric
// CHECK-SAME: (%[[H:.*]]: tensor<2x4x16xf16>)
// CHECK-NEXT: %[[Q:.*]]:3 = "tensor_cast.dynamic_quantize_asymmetric"(%[[H]]) {dims = array<i64: -1>} : (tensor<2x4x16xf16>) -> (tensor<2x4x16xi8>, tensor<2x4x1xf32>, tensor<2x4x1xi32>)
// CHECK-NEXT: %[[D:.*]] = "tensor_cast.view"(%[[Q]]#0) : (tensor<2x4x16xi8>) -> tensor<8x16xi8>
// CHECK-NEXT: %[[S:.*]] = "tensor_cast.view"(%[[Q]]#1) : (tensor<2x4x1xf32>) -> tensor<8x1xf32>
// CHECK-NEXT: %[[O:.*]] = "tensor_cast.view"(%[[Q]]#2) : (tensor<2x4x1xi32>) -> tensor<8x1xi32>
// CHECK-NEXT: return %[[D]], %[[S]], %[[O]], %[[D]]
// STATS-LABEL: TcLiftCombineQuant
// STATS-NEXT: (S) 1 ops-combined
func.func @asymmetric(%h: tensor<2x4x16xf16>) -> (tensor<8x16xi8>, tensor<8x1xf32>, tensor<8x1xi32>, tensor<8x16xi8>) {
  %v1 = "tensor_cast.view"(%h) : (tensor<2x4x16xf16>) -> tensor<8x16xf16>
  %a:3 = "tensor_cast.dynamic_quantize_asymmetric"(%v1) {dims = array<i64: -1>} : (tensor<8x16xf16>) -> (tensor<8x16xi8>, tensor<8x1xf32>, tensor<8x1xi32>)
  %v2 = "tensor_cast.view"(%h) : (tensor<2x4x16xf16>) -> tensor<8x16xf16>
  %b:3 = "tensor_cast.dynamic_quantize_asymmetric"(%v2) {dims = array<i64: -1>} : (tensor<8x16xf16>) -> (tensor<8x16xi8>, tensor<8x1xf32>, tensor<8x1xi32>)
  return %a#0, %a#1, %b#2, %b#0 : tensor<8x16xi8>, tensor<8x1xf32>, tensor<8x1xi32>, tensor<8x16xi8>
}

// -----

// mxfp4 groups run along the last dim, which a collapse of the leading dims
// keeps: the op lifts, the group scales are viewed back to (8, 2).
// CHECK-LABEL: func.func @mxfp4
// CHECK-SAME: (%[[H:.*]]: tensor<1x8x64xbf16>)
// CHECK-NEXT: %[[Q:.*]]:2 = "tensor_cast.dynamic_quantize_mxfp4"(%[[H]]) {group_size = 32 : i64} : (tensor<1x8x64xbf16>) -> (tensor<1x8x64xf4E2M1FN>, tensor<1x8x2xf8E8M0FNU>)
// CHECK-NEXT: %[[D:.*]] = tensor.collapse_shape %[[Q]]#0 {{\[\[}}0, 1], [2]] : tensor<1x8x64xf4E2M1FN> into tensor<8x64xf4E2M1FN>
// CHECK-NEXT: %[[S:.*]] = "tensor_cast.view"(%[[Q]]#1) : (tensor<1x8x2xf8E8M0FNU>) -> tensor<8x2xf8E8M0FNU>
// CHECK-NEXT: return %[[D]], %[[S]]
// STATS-LABEL: TcLiftCombineQuant
// STATS: (S) 1 ops-lifted
func.func @mxfp4(%h: tensor<1x8x64xbf16>) -> (tensor<8x64xf4E2M1FN>, tensor<8x2xf8E8M0FNU>) {
  %v = tensor.collapse_shape %h [[0, 1], [2]] : tensor<1x8x64xbf16> into tensor<8x64xbf16>
  %q:2 = "tensor_cast.dynamic_quantize_mxfp4"(%v) {group_size = 32 : i64} : (tensor<8x64xbf16>) -> (tensor<8x64xf4E2M1FN>, tensor<8x2xf8E8M0FNU>)
  return %q#0, %q#1 : tensor<8x64xf4E2M1FN>, tensor<8x2xf8E8M0FNU>
}

// -----

// Two different scales on one tensor: both lift, neither combines, and they
// stay in program order.
// CHECK-LABEL: func.func @two_scales
// CHECK-SAME: (%[[X:.*]]: tensor<4x16xf16>, %[[S1:.*]]: tensor<f32>, %[[S2:.*]]: tensor<f32>)
// CHECK-NEXT: %[[Q1:.*]] = "tensor_cast.quantize"(%[[X]], %[[S1]]) : (tensor<4x16xf16>, tensor<f32>) -> tensor<4x16xi8>
// CHECK-NEXT: %[[V1:.*]] = "tensor_cast.view"(%[[Q1]])
// CHECK-NEXT: %[[Q2:.*]] = "tensor_cast.quantize"(%[[X]], %[[S2]]) : (tensor<4x16xf16>, tensor<f32>) -> tensor<4x16xi8>
// CHECK-NEXT: %[[V2:.*]] = "tensor_cast.view"(%[[Q2]])
// CHECK-NEXT: return %[[V1]], %[[V2]]
// STATS-LABEL: TcLiftCombineQuant
// STATS-NEXT: (S) 0 ops-combined
// STATS-NEXT: (S) 2 ops-lifted
func.func @two_scales(%x: tensor<4x16xf16>, %s1: tensor<f32>, %s2: tensor<f32>) -> (tensor<64xi8>, tensor<64xi8>) {
  %v1 = "tensor_cast.view"(%x) : (tensor<4x16xf16>) -> tensor<64xf16>
  %q1 = "tensor_cast.quantize"(%v1, %s1) : (tensor<64xf16>, tensor<f32>) -> tensor<64xi8>
  %v2 = "tensor_cast.view"(%x) : (tensor<4x16xf16>) -> tensor<64xf16>
  %q2 = "tensor_cast.quantize"(%v2, %s2) : (tensor<64xf16>, tensor<f32>) -> tensor<64xi8>
  return %q1, %q2 : tensor<64xi8>, tensor<64xi8>
}

// -----

// The reference pass inserted the lifted op right after the true input, before its
// scale existed. Here the scale is defined after the norm: the lifted op goes
// after both.
// CHECK-LABEL: func.func @scale_defined_later
// CHECK-SAME: (%[[H:.*]]: tensor<2x8xf16>, %[[G:.*]]: tensor<8xf16>)
// CHECK-NEXT: %[[N:.*]] = "tensor_cast.rms_norm"(%[[H]], %[[G]])
// CHECK-NEXT: %[[S:.*]] = arith.constant dense<5.000000e-01> : tensor<f32>
// CHECK-NEXT: %[[Q:.*]] = "tensor_cast.quantize"(%[[N]], %[[S]]) : (tensor<2x8xf16>, tensor<f32>) -> tensor<2x8xi8>
// CHECK-NEXT: %[[V:.*]] = tensor.collapse_shape %[[Q]] {{\[\[}}0, 1]] : tensor<2x8xi8> into tensor<16xi8>
// CHECK-NEXT: return %[[V]]
func.func @scale_defined_later(%h: tensor<2x8xf16>, %g: tensor<8xf16>) -> tensor<16xi8> {
  %n = "tensor_cast.rms_norm"(%h, %g) {eps = 1.0e-05 : f32} : (tensor<2x8xf16>, tensor<8xf16>) -> tensor<2x8xf16>
  %v = tensor.collapse_shape %n [[0, 1]] : tensor<2x8xf16> into tensor<16xf16>
  %s = arith.constant dense<5.000000e-01> : tensor<f32>
  %q = "tensor_cast.quantize"(%v, %s) : (tensor<16xf16>, tensor<f32>) -> tensor<16xi8>
  return %q : tensor<16xi8>
}

// -----

// A view with two users stops the walk there: the quantize lifts above the
// single-use view only, onto the shared one.
// CHECK-LABEL: func.func @two_user_view_stops_walk
// CHECK-SAME: (%[[X:.*]]: tensor<2x32xf16>, %[[S:.*]]: tensor<f32>)
// CHECK-NEXT: %[[SHARED:.*]] = "tensor_cast.view"(%[[X]]) : (tensor<2x32xf16>) -> tensor<4x16xf16>
// CHECK-NEXT: %[[Q:.*]] = "tensor_cast.quantize"(%[[SHARED]], %[[S]]) : (tensor<4x16xf16>, tensor<f32>) -> tensor<4x16xi8>
// CHECK-NEXT: %[[V:.*]] = "tensor_cast.view"(%[[Q]]) : (tensor<4x16xi8>) -> tensor<64xi8>
// CHECK-NEXT: return %[[V]], %[[SHARED]]
func.func @two_user_view_stops_walk(%x: tensor<2x32xf16>, %s: tensor<f32>) -> (tensor<64xi8>, tensor<4x16xf16>) {
  %shared = "tensor_cast.view"(%x) : (tensor<2x32xf16>) -> tensor<4x16xf16>
  %v = "tensor_cast.view"(%shared) : (tensor<4x16xf16>) -> tensor<64xf16>
  %q = "tensor_cast.quantize"(%v, %s) : (tensor<64xf16>, tensor<f32>) -> tensor<64xi8>
  return %q, %shared : tensor<64xi8>, tensor<4x16xf16>
}

// -----

// Identical quantizations with no view between them and their input combine
// in place of the first.
// CHECK-LABEL: func.func @combine_without_views
// CHECK-SAME: (%[[X:.*]]: tensor<4x16xf16>)
// CHECK-NEXT: %[[Q:.*]]:2 = "tensor_cast.dynamic_quantize_symmetric"(%[[X]]) {dims = array<i64>}
// CHECK-NEXT: return %[[Q]]#0, %[[Q]]#0, %[[Q]]#1
func.func @combine_without_views(%x: tensor<4x16xf16>) -> (tensor<4x16xi8>, tensor<4x16xi8>, tensor<f32>) {
  %a:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64>} : (tensor<4x16xf16>) -> (tensor<4x16xi8>, tensor<f32>)
  %b:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64>} : (tensor<4x16xf16>) -> (tensor<4x16xi8>, tensor<f32>)
  return %a#0, %b#0, %b#1 : tensor<4x16xi8>, tensor<4x16xi8>, tensor<f32>
}

// -----

// The scale is computed after the view: the lifted quantize goes after the
// scale (its anchor), and the view it reads moves below it, so that nothing
// is used before it is defined.
// CHECK-LABEL: func.func @scale_defined_after_view
// CHECK-SAME: (%[[X:.*]]: tensor<2x32xf16>, %[[A:.*]]: tensor<f32>)
// CHECK-NEXT: %[[S:.*]] = arith.mulf %[[A]], %[[A]]
// CHECK-NEXT: %[[Q:.*]] = "tensor_cast.quantize"(%[[X]], %[[S]]) : (tensor<2x32xf16>, tensor<f32>) -> tensor<2x32xi8>
// CHECK-NEXT: %[[V:.*]] = "tensor_cast.view"(%[[Q]]) : (tensor<2x32xi8>) -> tensor<64xi8>
// CHECK-NEXT: return %[[V]]
// STATS-LABEL: TcLiftCombineQuant
// STATS-NEXT: (S) 0 ops-combined
// STATS-NEXT: (S) 1 ops-lifted
// STATS-NEXT: (S) 1 views-rebuilt
func.func @scale_defined_after_view(%x: tensor<2x32xf16>, %a: tensor<f32>) -> tensor<64xi8> {
  %v = "tensor_cast.view"(%x) : (tensor<2x32xf16>) -> tensor<64xf16>
  %s = arith.mulf %a, %a : tensor<f32>
  %q = "tensor_cast.quantize"(%v, %s) : (tensor<64xf16>, tensor<f32>) -> tensor<64xi8>
  return %q : tensor<64xi8>
}

// -----

// NVFP4 groups run along the last dim too; q/k/v quantize the normed input
// against one global scale: one quantize, lifted above the views.
// CHECK-LABEL: func.func @nvfp4
// CHECK-SAME: (%[[H:.*]]: tensor<1x8x64xbf16>, %[[G:.*]]: tensor<f32>)
// CHECK-NEXT: %[[Q:.*]]:2 = "tensor_cast.dynamic_quantize_nvfp4"(%[[H]], %[[G]]) : (tensor<1x8x64xbf16>, tensor<f32>) -> (tensor<1x8x64xf4E2M1FN>, tensor<1x8x4xf8E4M3FN>)
// CHECK-NEXT: %[[D:.*]] = "tensor_cast.view"(%[[Q]]#0) : (tensor<1x8x64xf4E2M1FN>) -> tensor<8x64xf4E2M1FN>
// CHECK-NEXT: %[[S:.*]] = "tensor_cast.view"(%[[Q]]#1) : (tensor<1x8x4xf8E4M3FN>) -> tensor<8x4xf8E4M3FN>
// CHECK-NEXT: return %[[D]], %[[S]], %[[D]], %[[S]]
func.func @nvfp4(%h: tensor<1x8x64xbf16>, %g: tensor<f32>) -> (tensor<8x64xf4E2M1FN>, tensor<8x4xf8E4M3FN>, tensor<8x64xf4E2M1FN>, tensor<8x4xf8E4M3FN>) {
  %v1 = "tensor_cast.view"(%h) : (tensor<1x8x64xbf16>) -> tensor<8x64xbf16>
  %q1:2 = "tensor_cast.dynamic_quantize_nvfp4"(%v1, %g) : (tensor<8x64xbf16>, tensor<f32>) -> (tensor<8x64xf4E2M1FN>, tensor<8x4xf8E4M3FN>)
  %v2 = "tensor_cast.view"(%h) : (tensor<1x8x64xbf16>) -> tensor<8x64xbf16>
  %q2:2 = "tensor_cast.dynamic_quantize_nvfp4"(%v2, %g) : (tensor<8x64xbf16>, tensor<f32>) -> (tensor<8x64xf4E2M1FN>, tensor<8x4xf8E4M3FN>)
  return %q1#0, %q1#1, %q2#0, %q2#1 : tensor<8x64xf4E2M1FN>, tensor<8x4xf8E4M3FN>, tensor<8x64xf4E2M1FN>, tensor<8x4xf8E4M3FN>
}

// -----

// Different global scales are different quantizations: each lifts, none
// combines.
// CHECK-LABEL: func.func @nvfp4_two_globals
// CHECK-COUNT-2: "tensor_cast.dynamic_quantize_nvfp4"
// CHECK-NOT: "tensor_cast.dynamic_quantize_nvfp4"
func.func @nvfp4_two_globals(%h: tensor<1x8x64xbf16>, %g1: tensor<f32>, %g2: tensor<f32>) -> (tensor<8x64xf4E2M1FN>, tensor<8x64xf4E2M1FN>) {
  %v1 = "tensor_cast.view"(%h) : (tensor<1x8x64xbf16>) -> tensor<8x64xbf16>
  %q1:2 = "tensor_cast.dynamic_quantize_nvfp4"(%v1, %g1) : (tensor<8x64xbf16>, tensor<f32>) -> (tensor<8x64xf4E2M1FN>, tensor<8x4xf8E4M3FN>)
  %v2 = "tensor_cast.view"(%h) : (tensor<1x8x64xbf16>) -> tensor<8x64xbf16>
  %q2:2 = "tensor_cast.dynamic_quantize_nvfp4"(%v2, %g2) : (tensor<8x64xbf16>, tensor<f32>) -> (tensor<8x64xf4E2M1FN>, tensor<8x4xf8E4M3FN>)
  return %q1#0, %q2#0 : tensor<8x64xf4E2M1FN>, tensor<8x64xf4E2M1FN>
}
