// tc-fuse-act-quant: SwiGLU with the quantize of its output becomes one op;
// one case per guard leaves the IR as it was. The output verifies upstream.
// RUN: tc-opt %s --split-input-file --tc-fuse-act-quant | FileCheck %s
// RUN: tc-opt %s --split-input-file --tc-fuse-act-quant | mlir-opt --split-input-file --irdl-file=%tc_irdl > /dev/null
// RUN: tc-opt %s --split-input-file --tc-fuse-act-quant --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// Dynamic per-token FP8 (what tc-gen writes for fp8 checkpoints).
// CHECK-LABEL: func.func @per_token
// CHECK-SAME: (%[[G:.*]]: tensor<4x128xbf16>, %[[U:.*]]: tensor<4x128xbf16>)
// CHECK-NEXT: %[[Q:.*]]:2 = "tensor_cast.swiglu_quant"(%[[G]], %[[U]]) {dims = array<i64: -1>, quantize = "dynamic_quantize_symmetric"} : (tensor<4x128xbf16>, tensor<4x128xbf16>) -> (tensor<4x128xf8E4M3FN>, tensor<4x1xf32>)
// CHECK-NEXT: return %[[Q]]#0, %[[Q]]#1
// STATS-LABEL: TcFuseActQuant
// STATS: (S) 1 fused
func.func @per_token(%g: tensor<4x128xbf16>, %u: tensor<4x128xbf16>) -> (tensor<4x128xf8E4M3FN>, tensor<4x1xf32>) {
  %y = "tensor_cast.swiglu"(%g, %u) : (tensor<4x128xbf16>, tensor<4x128xbf16>) -> tensor<4x128xbf16>
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%y) {dims = array<i64: -1>} : (tensor<4x128xbf16>) -> (tensor<4x128xf8E4M3FN>, tensor<4x1xf32>)
  return %q#0, %q#1 : tensor<4x128xf8E4M3FN>, tensor<4x1xf32>
}

// -----

// Static int8 with a per-channel scale.
// CHECK-LABEL: func.func @static_channel
// CHECK-NEXT: %[[Q:.*]] = "tensor_cast.swiglu_quant"(%{{.*}}, %{{.*}}, %{{.*}}) {quantize = "quantize"} : (tensor<4x128xbf16>, tensor<4x128xbf16>, tensor<128xbf16>) -> tensor<4x128xi8>
// STATS-LABEL: TcFuseActQuant
// STATS: (S) 1 fused
func.func @static_channel(%g: tensor<4x128xbf16>, %u: tensor<4x128xbf16>, %s: tensor<128xbf16>) -> tensor<4x128xi8> {
  %y = "tensor_cast.swiglu"(%g, %u) : (tensor<4x128xbf16>, tensor<4x128xbf16>) -> tensor<4x128xbf16>
  %q = "tensor_cast.quantize"(%y, %s) : (tensor<4x128xbf16>, tensor<128xbf16>) -> tensor<4x128xi8>
  return %q : tensor<4x128xi8>
}

// -----

// Refused: the activation is also returned.
// CHECK-LABEL: func.func @other_user
// CHECK: "tensor_cast.swiglu"
// CHECK: "tensor_cast.dynamic_quantize_symmetric"
// STATS-LABEL: TcFuseActQuant
// STATS: (S) 1 refused-other-users
func.func @other_user(%g: tensor<4x128xbf16>, %u: tensor<4x128xbf16>) -> (tensor<4x128xf8E4M3FN>, tensor<4x128xbf16>) {
  %y = "tensor_cast.swiglu"(%g, %u) : (tensor<4x128xbf16>, tensor<4x128xbf16>) -> tensor<4x128xbf16>
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%y) {dims = array<i64: -1>} : (tensor<4x128xbf16>) -> (tensor<4x128xf8E4M3FN>, tensor<4x1xf32>)
  return %q#0, %y : tensor<4x128xf8E4M3FN>, tensor<4x128xbf16>
}

// -----

// Refused: an asymmetric quantization (an offset).
// CHECK-LABEL: func.func @asymmetric
// CHECK: "tensor_cast.swiglu"
// CHECK: "tensor_cast.dynamic_quantize_asymmetric"
// STATS-LABEL: TcFuseActQuant
// STATS: (S) 1 refused-offset
func.func @asymmetric(%g: tensor<4x128xbf16>, %u: tensor<4x128xbf16>) -> tensor<4x128xi8> {
  %y = "tensor_cast.swiglu"(%g, %u) : (tensor<4x128xbf16>, tensor<4x128xbf16>) -> tensor<4x128xbf16>
  %q:3 = "tensor_cast.dynamic_quantize_asymmetric"(%y) {dims = array<i64: -1>} : (tensor<4x128xbf16>) -> (tensor<4x128xi8>, tensor<4x1xf32>, tensor<4x1xi32>)
  return %q#0 : tensor<4x128xi8>
}

// -----

// Refused: one scale for the whole tensor.
// CHECK-LABEL: func.func @per_tensor
// CHECK: "tensor_cast.swiglu"
// STATS-LABEL: TcFuseActQuant
// STATS: (S) 1 refused-not-rowwise
func.func @per_tensor(%g: tensor<4x128xbf16>, %u: tensor<4x128xbf16>) -> tensor<4x128xf8E4M3FN> {
  %y = "tensor_cast.swiglu"(%g, %u) : (tensor<4x128xbf16>, tensor<4x128xbf16>) -> tensor<4x128xbf16>
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%y) {dims = array<i64>} : (tensor<4x128xbf16>) -> (tensor<4x128xf8E4M3FN>, tensor<f32>)
  return %q#0 : tensor<4x128xf8E4M3FN>
}

// -----

// Refused: the scale is computed after the activation.
// CHECK-LABEL: func.func @late_scale
// CHECK: "tensor_cast.swiglu"
// STATS-LABEL: TcFuseActQuant
// STATS: (S) 1 refused-late-scale
func.func @late_scale(%g: tensor<4x128xbf16>, %u: tensor<4x128xbf16>, %a: tensor<f32>) -> tensor<4x128xi8> {
  %y = "tensor_cast.swiglu"(%g, %u) : (tensor<4x128xbf16>, tensor<4x128xbf16>) -> tensor<4x128xbf16>
  %s = arith.mulf %a, %a : tensor<f32>
  %q = "tensor_cast.quantize"(%y, %s) : (tensor<4x128xbf16>, tensor<f32>) -> tensor<4x128xi8>
  return %q : tensor<4x128xi8>
}
