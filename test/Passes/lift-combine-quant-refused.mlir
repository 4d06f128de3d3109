// tc-lift-combine-quant: one case per guard. Each leaves the IR exactly as
// it was (the output equals the output without the pass).
// RUN: tc-opt %s --split-input-file > %t.before
// RUN: tc-opt %s --split-input-file --tc-lift-combine-quant > %t.after
// RUN: diff %t.before %t.after
// RUN: tc-opt %s --split-input-file --tc-lift-combine-quant | FileCheck %s

// The view feeding the quantize has a second user: nothing to lift through.
// CHECK-LABEL: func.func @view_with_two_users
// CHECK-NEXT: "tensor_cast.view"
// CHECK-NEXT: "tensor_cast.quantize"
func.func @view_with_two_users(%x: tensor<4x16xf16>, %s: tensor<f32>) -> (tensor<64xi8>, tensor<64xf16>) {
  %v = "tensor_cast.view"(%x) : (tensor<4x16xf16>) -> tensor<64xf16>
  %q = "tensor_cast.quantize"(%v, %s) : (tensor<64xf16>, tensor<f32>) -> tensor<64xi8>
  return %q, %v : tensor<64xi8>, tensor<64xf16>
}

// -----

// Per-token scales reduce the last dim; a view that changes it (8x64 to
// 4x128) changes which elements share a scale.
// CHECK-LABEL: func.func @per_token_last_dim_changes
// CHECK-NEXT: "tensor_cast.view"
// CHECK-NEXT: "tensor_cast.dynamic_quantize_symmetric"
func.func @per_token_last_dim_changes(%x: tensor<8x64xf16>) -> (tensor<4x128xi8>, tensor<4x1xf32>) {
  %v = "tensor_cast.view"(%x) : (tensor<8x64xf16>) -> tensor<4x128xf16>
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%v) {dims = array<i64: -1>} : (tensor<4x128xf16>) -> (tensor<4x128xi8>, tensor<4x1xf32>)
  return %q#0, %q#1 : tensor<4x128xi8>, tensor<4x1xf32>
}

// -----

// The same for mxfp4 groups.
// CHECK-LABEL: func.func @mxfp4_last_dim_changes
// CHECK-NEXT: "tensor_cast.view"
// CHECK-NEXT: "tensor_cast.dynamic_quantize_mxfp4"
func.func @mxfp4_last_dim_changes(%x: tensor<8x64xbf16>) -> (tensor<4x128xf4E2M1FN>, tensor<4x4xf8E8M0FNU>) {
  %v = "tensor_cast.view"(%x) : (tensor<8x64xbf16>) -> tensor<4x128xbf16>
  %q:2 = "tensor_cast.dynamic_quantize_mxfp4"(%v) {group_size = 32 : i64} : (tensor<4x128xbf16>) -> (tensor<4x128xf4E2M1FN>, tensor<4x4xf8E8M0FNU>)
  return %q#0, %q#1 : tensor<4x128xf4E2M1FN>, tensor<4x4xf8E8M0FNU>
}

// -----

// dims = [1] names the last dim only at rank 2; at the true input's rank it
// would name another, so the op stays.
// CHECK-LABEL: func.func @positive_reduction_dim
// CHECK-NEXT: "tensor_cast.view"
// CHECK-NEXT: "tensor_cast.dynamic_quantize_symmetric"
func.func @positive_reduction_dim(%x: tensor<1x8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>) {
  %v = "tensor_cast.view"(%x) : (tensor<1x8x64xf16>) -> tensor<8x64xf16>
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%v) {dims = array<i64: 1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>)
  return %q#0, %q#1 : tensor<8x64xi8>, tensor<8x1xf32>
}

// -----

// A per-channel static scale broadcasts over the viewed shape: not lifted.
// CHECK-LABEL: func.func @static_per_channel_scale
// CHECK-NEXT: "tensor_cast.view"
// CHECK-NEXT: "tensor_cast.quantize"
func.func @static_per_channel_scale(%x: tensor<1x8x64xf16>, %s: tensor<64xf32>) -> tensor<8x64xi8> {
  %v = "tensor_cast.view"(%x) : (tensor<1x8x64xf16>) -> tensor<8x64xf16>
  %q = "tensor_cast.quantize"(%v, %s) : (tensor<8x64xf16>, tensor<64xf32>) -> tensor<8x64xi8>
  return %q : tensor<8x64xi8>
}

// -----

// Different quantize ops of one tensor are never combined.
// CHECK-LABEL: func.func @different_ops
// CHECK-NEXT: "tensor_cast.dynamic_quantize_symmetric"
// CHECK-NEXT: "tensor_cast.dynamic_quantize_asymmetric"
func.func @different_ops(%x: tensor<4x16xf16>) -> (tensor<4x16xi8>, tensor<4x16xi8>) {
  %a:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: -1>} : (tensor<4x16xf16>) -> (tensor<4x16xi8>, tensor<4x1xf32>)
  %b:3 = "tensor_cast.dynamic_quantize_asymmetric"(%x) {dims = array<i64: -1>} : (tensor<4x16xf16>) -> (tensor<4x16xi8>, tensor<4x1xf32>, tensor<4x1xi32>)
  return %a#0, %b#0 : tensor<4x16xi8>, tensor<4x16xi8>
}

// -----

// Different attributes (per tensor, per token) are different quantizations.
// CHECK-LABEL: func.func @different_dims
// CHECK-COUNT-2: "tensor_cast.dynamic_quantize_symmetric"
func.func @different_dims(%x: tensor<4x16xf16>) -> (tensor<4x16xi8>, tensor<4x16xi8>) {
  %a:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: -1>} : (tensor<4x16xf16>) -> (tensor<4x16xi8>, tensor<4x1xf32>)
  %b:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64>} : (tensor<4x16xf16>) -> (tensor<4x16xi8>, tensor<f32>)
  return %a#0, %b#0 : tensor<4x16xi8>, tensor<4x16xi8>
}

// -----

// A quantize of a block argument with nothing to combine stays where it is.
// CHECK-LABEL: func.func @block_argument
// CHECK-NEXT: arith.constant
// CHECK-NEXT: "tensor_cast.quantize"
func.func @block_argument(%x: tensor<4x16xf16>) -> tensor<4x16xi8> {
  %s = arith.constant dense<2.500000e-01> : tensor<f32>
  %q = "tensor_cast.quantize"(%x, %s) : (tensor<4x16xf16>, tensor<f32>) -> tensor<4x16xi8>
  return %q : tensor<4x16xi8>
}

// -----

// A dynamic expand_shape reads its sizes from operands that may come after
// the true input: the walk stops at it.
// CHECK-LABEL: func.func @dynamic_expand_shape
// CHECK-NEXT: tensor.expand_shape
// CHECK-NEXT: "tensor_cast.dynamic_quantize_symmetric"
func.func @dynamic_expand_shape(%h: tensor<?xf16>, %n: index) -> tensor<?x4xi8> {
  %v = tensor.expand_shape %h [[0, 1]] output_shape [%n, 4] : tensor<?xf16> into tensor<?x4xf16>
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%v) {dims = array<i64>} : (tensor<?x4xf16>) -> (tensor<?x4xi8>, tensor<f32>)
  return %q#0 : tensor<?x4xi8>
}
