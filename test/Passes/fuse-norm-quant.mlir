// tc-fuse-norm-quant: each norm with the quantize of its output becomes one
// op that returns the quantized value, its scale and the residual sum. The
// output verifies upstream too; a second run changes nothing.
// RUN: tc-opt %s --split-input-file --tc-fuse-norm-quant | FileCheck %s
// RUN: tc-opt %s --split-input-file --tc-fuse-norm-quant | mlir-opt --split-input-file --irdl-file=%tc_irdl > /dev/null
// RUN: tc-opt %s --split-input-file --tc-fuse-norm-quant > %t.once
// RUN: tc-opt %t.once --split-input-file --tc-fuse-norm-quant > %t.twice
// RUN: diff %t.once %t.twice
// RUN: tc-opt %s --split-input-file --tc-fuse-norm-quant --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// Per case: one fusion each, two in the last.
// STATS-COUNT-3: (S) 1 fused
// STATS: (S) 2 fused

// Dynamic per-token FP8 after an rms_norm.
// CHECK-LABEL: func.func @per_token
// CHECK-SAME: (%[[X:.*]]: tensor<2x8x64xbf16>, %[[W:.*]]: tensor<64xbf16>)
// CHECK-NEXT: %[[Q:.*]]:2 = "tensor_cast.rms_norm_quant"(%[[X]], %[[W]]) {dims = array<i64: -1>, eps = 9.99999974E-6 : f32, quantize = "dynamic_quantize_symmetric"} : (tensor<2x8x64xbf16>, tensor<64xbf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>)
// CHECK-NEXT: return %[[Q]]#0, %[[Q]]#1
func.func @per_token(%x: tensor<2x8x64xbf16>, %w: tensor<64xbf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>) {
  %y = "tensor_cast.rms_norm"(%x, %w) {eps = 1.0e-05 : f32} : (tensor<2x8x64xbf16>, tensor<64xbf16>) -> tensor<2x8x64xbf16>
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%y) {dims = array<i64: -1>} : (tensor<2x8x64xbf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>)
  return %q#0, %q#1 : tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>
}

// -----

// Static int8 after add_rms_norm2: the scale becomes an operand, and the
// residual sum's users read the fused op's last result.
// CHECK-LABEL: func.func @static_residual
// CHECK-SAME: (%[[X:.*]]: tensor<4x64xbf16>, %[[R:.*]]: tensor<4x64xbf16>, %[[W:.*]]: tensor<64xbf16>, %[[S:.*]]: tensor<f32>)
// CHECK-NEXT: %[[F:.*]]:2 = "tensor_cast.add_rms_norm_quant"(%[[X]], %[[R]], %[[W]], %[[S]]) {eps = 9.99999974E-6 : f32, quantize = "quantize"} : (tensor<4x64xbf16>, tensor<4x64xbf16>, tensor<64xbf16>, tensor<f32>) -> (tensor<4x64xi8>, tensor<4x64xbf16>)
// CHECK-NEXT: return %[[F]]#0, %[[F]]#1
func.func @static_residual(%x: tensor<4x64xbf16>, %r: tensor<4x64xbf16>, %w: tensor<64xbf16>, %s: tensor<f32>) -> (tensor<4x64xi8>, tensor<4x64xbf16>) {
  %y:2 = "tensor_cast.add_rms_norm2"(%x, %r, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<4x64xbf16>, tensor<64xbf16>) -> (tensor<4x64xbf16>, tensor<4x64xbf16>)
  %q = "tensor_cast.quantize"(%y#0, %s) : (tensor<4x64xbf16>, tensor<f32>) -> tensor<4x64xi8>
  return %q, %y#1 : tensor<4x64xi8>, tensor<4x64xbf16>
}

// -----

// add_rms_norm (no residual result) with NVFP4: the fused op returns the
// sum all the same, unused.
// CHECK-LABEL: func.func @nvfp4
// CHECK-NEXT: %[[F:.*]]:3 = "tensor_cast.add_rms_norm_quant"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) {eps = 9.99999974E-6 : f32, quantize = "dynamic_quantize_nvfp4"} : (tensor<4x64xbf16>, tensor<4x64xbf16>, tensor<64xbf16>, tensor<f32>) -> (tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>, tensor<4x64xbf16>)
// CHECK-NEXT: return %[[F]]#0, %[[F]]#1
func.func @nvfp4(%x: tensor<4x64xbf16>, %r: tensor<4x64xbf16>, %w: tensor<64xbf16>, %g: tensor<f32>) -> (tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>) {
  %y = "tensor_cast.add_rms_norm"(%x, %r, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<4x64xbf16>, tensor<64xbf16>) -> tensor<4x64xbf16>
  %q:2 = "tensor_cast.dynamic_quantize_nvfp4"(%y, %g) : (tensor<4x64xbf16>, tensor<f32>) -> (tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>)
  return %q#0, %q#1 : tensor<4x64xf4E2M1FN>, tensor<4x4xf8E4M3FN>
}

// -----

// FP8 in groups of 16 (fp8-block activations) and MXFP4.
// CHECK-LABEL: func.func @groups
// CHECK-NEXT: %[[A:.*]]:2 = "tensor_cast.rms_norm_quant"(%{{.*}}, %{{.*}}) {dims = array<i64: -1>, eps = 9.99999974E-6 : f32, group_size = 16 : i64, quantize = "dynamic_quantize_symmetric"} : {{.*}} -> (tensor<4x64xf8E4M3FN>, tensor<4x4xf32>)
// CHECK-NEXT: %[[B:.*]]:2 = "tensor_cast.rms_norm_quant"(%{{.*}}, %{{.*}}) {eps = 9.99999974E-6 : f32, group_size = 32 : i64, quantize = "dynamic_quantize_mxfp4"} : {{.*}} -> (tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>)
// CHECK-NEXT: return %[[A]]#0, %[[B]]#0
func.func @groups(%x: tensor<4x64xbf16>, %x2: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> (tensor<4x64xf8E4M3FN>, tensor<4x64xf4E2M1FN>) {
  %y = "tensor_cast.rms_norm"(%x, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<64xbf16>) -> tensor<4x64xbf16>
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%y) {dims = array<i64: -1>, group_size = 16 : i64} : (tensor<4x64xbf16>) -> (tensor<4x64xf8E4M3FN>, tensor<4x4xf32>)
  %y2 = "tensor_cast.rms_norm"(%x2, %w) {eps = 1.0e-05 : f32} : (tensor<4x64xbf16>, tensor<64xbf16>) -> tensor<4x64xbf16>
  %m:2 = "tensor_cast.dynamic_quantize_mxfp4"(%y2) {group_size = 32 : i64} : (tensor<4x64xbf16>) -> (tensor<4x64xf4E2M1FN>, tensor<4x2xf8E8M0FNU>)
  return %q#0, %m#0 : tensor<4x64xf8E4M3FN>, tensor<4x64xf4E2M1FN>
}
