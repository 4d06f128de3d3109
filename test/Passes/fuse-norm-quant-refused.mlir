// tc-fuse-norm-quant: one case per guard. Each leaves the IR exactly as it
// was, and the counters say which guard refused it.
// RUN: tc-opt %s --split-input-file > %t.before
// RUN: tc-opt %s --split-input-file --tc-fuse-norm-quant > %t.after
// RUN: diff %t.before %t.after
// RUN: tc-opt %s --split-input-file --tc-fuse-norm-quant --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// The normalized value is also returned: it would be written anyway.
// STATS-LABEL: TcFuseNormQuant
// STATS: (S) 1 refused-other-users
func.func @other_user(%x: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> (tensor<4x64xf8E4M3FN>, tensor<4x64xbf16>) {
  %y = "tensor_cast.rms_norm"(%x, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<64xbf16>) -> tensor<4x64xbf16>
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%y) {dims = array<i64: -1>} : (tensor<4x64xbf16>) -> (tensor<4x64xf8E4M3FN>, tensor<4x1xf32>)
  return %q#0, %y : tensor<4x64xf8E4M3FN>, tensor<4x64xbf16>
}

// -----

// A static quantization with an offset: no fused kernel takes one.
// STATS-LABEL: TcFuseNormQuant
// STATS: (S) 1 refused-offset
func.func @static_offset(%x: tensor<4x64xbf16>, %w: tensor<64xbf16>, %s: tensor<f32>, %o: tensor<i32>) -> tensor<4x64xi8> {
  %y = "tensor_cast.rms_norm"(%x, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<64xbf16>) -> tensor<4x64xbf16>
  %q = "tensor_cast.quantize"(%y, %s, %o) : (tensor<4x64xbf16>, tensor<f32>, tensor<i32>) -> tensor<4x64xi8>
  return %q : tensor<4x64xi8>
}

// -----

// An asymmetric dynamic quantization: an offset too.
// STATS-LABEL: TcFuseNormQuant
// STATS: (S) 1 refused-offset
func.func @asymmetric(%x: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> tensor<4x64xi8> {
  %y = "tensor_cast.rms_norm"(%x, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<64xbf16>) -> tensor<4x64xbf16>
  %q:3 = "tensor_cast.dynamic_quantize_asymmetric"(%y) {dims = array<i64: -1>} : (tensor<4x64xbf16>) -> (tensor<4x64xi8>, tensor<4x1xf32>, tensor<4x1xi32>)
  return %q#0 : tensor<4x64xi8>
}

// -----

// One dynamic scale for the whole tensor: the abs-max over every row must
// finish before the first element is quantized.
// STATS-LABEL: TcFuseNormQuant
// STATS: (S) 1 refused-not-rowwise
func.func @per_tensor(%x: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> tensor<4x64xf8E4M3FN> {
  %y = "tensor_cast.rms_norm"(%x, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<64xbf16>) -> tensor<4x64xbf16>
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%y) {dims = array<i64>} : (tensor<4x64xbf16>) -> (tensor<4x64xf8E4M3FN>, tensor<f32>)
  return %q#0 : tensor<4x64xf8E4M3FN>
}

// -----

// A scale per column (over the rows): not one a row's kernel computes.
// STATS-LABEL: TcFuseNormQuant
// STATS: (S) 1 refused-not-rowwise
func.func @per_column(%x: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> tensor<4x64xf8E4M3FN> {
  %y = "tensor_cast.rms_norm"(%x, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<64xbf16>) -> tensor<4x64xbf16>
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%y) {dims = array<i64: 0>} : (tensor<4x64xbf16>) -> (tensor<4x64xf8E4M3FN>, tensor<1x64xf32>)
  return %q#0 : tensor<4x64xf8E4M3FN>
}

// -----

// The static scale is computed after the norm, where the fused op goes.
// STATS-LABEL: TcFuseNormQuant
// STATS: (S) 1 refused-late-scale
func.func @late_scale(%x: tensor<4x64xbf16>, %w: tensor<64xbf16>, %a: tensor<f32>, %b: tensor<f32>) -> tensor<4x64xi8> {
  %y = "tensor_cast.rms_norm"(%x, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<64xbf16>) -> tensor<4x64xbf16>
  %s = arith.addf %a, %b : tensor<f32>
  %q = "tensor_cast.quantize"(%y, %s) : (tensor<4x64xbf16>, tensor<f32>) -> tensor<4x64xi8>
  return %q : tensor<4x64xi8>
}
