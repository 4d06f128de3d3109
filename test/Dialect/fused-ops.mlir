// One valid use of each fused op the fusion passes write; printing keeps
// each op as written, and mlir-opt loading the IRDL file prints the same.
// RUN: tc-opt %s | FileCheck %s
// RUN: tc-opt %s | tc-opt | FileCheck %s
// RUN: tc-opt %s > %t.tc && mlir-opt --irdl-file=%tc_irdl %s > %t.mlir-opt && diff %t.tc %t.mlir-opt

// A dynamic per-token FP8 quantization fused into the norm: q and its scale.
// CHECK-LABEL: func.func @rms_norm_quant
// CHECK-SAME: (%[[X:.*]]: tensor<2x8x64xbf16>, %[[W:.*]]: tensor<64xbf16>)
// CHECK: %[[Q:.*]]:2 = "tensor_cast.rms_norm_quant"(%[[X]], %[[W]]) {dims = array<i64: -1>, eps = 9.99999974E-6 : f32, quantize = "dynamic_quantize_symmetric"} : (tensor<2x8x64xbf16>, tensor<64xbf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>)
// CHECK: return %[[Q]]#0, %[[Q]]#1
func.func @rms_norm_quant(%x: tensor<2x8x64xbf16>, %w: tensor<64xbf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>) {
  %q:2 = "tensor_cast.rms_norm_quant"(%x, %w) {eps = 1.0e-05 : f32, quantize = "dynamic_quantize_symmetric", dims = array<i64: -1>} : (tensor<2x8x64xbf16>, tensor<64xbf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>)
  return %q#0, %q#1 : tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>
}

// A static int8 quantization: its scale an operand, q then residual_out.
// CHECK-LABEL: func.func @add_rms_norm_quant
// CHECK-SAME: (%[[X:.*]]: tensor<2x8x64xbf16>, %[[R:.*]]: tensor<2x8x64xbf16>, %[[W:.*]]: tensor<64xbf16>, %[[S:.*]]: tensor<f32>)
// CHECK: %[[Q:.*]]:2 = "tensor_cast.add_rms_norm_quant"(%[[X]], %[[R]], %[[W]], %[[S]]) {eps = 9.99999974E-6 : f32, quantize = "quantize"} : (tensor<2x8x64xbf16>, tensor<2x8x64xbf16>, tensor<64xbf16>, tensor<f32>) -> (tensor<2x8x64xi8>, tensor<2x8x64xbf16>)
func.func @add_rms_norm_quant(%x: tensor<2x8x64xbf16>, %r: tensor<2x8x64xbf16>, %w: tensor<64xbf16>, %s: tensor<f32>) -> (tensor<2x8x64xi8>, tensor<2x8x64xbf16>) {
  %q:2 = "tensor_cast.add_rms_norm_quant"(%x, %r, %w, %s) {eps = 1.0e-05 : f32, quantize = "quantize"} : (tensor<2x8x64xbf16>, tensor<2x8x64xbf16>, tensor<64xbf16>, tensor<f32>) -> (tensor<2x8x64xi8>, tensor<2x8x64xbf16>)
  return %q#0, %q#1 : tensor<2x8x64xi8>, tensor<2x8x64xbf16>
}

// NVFP4: the global scale an operand, the block scales a result.
// CHECK-LABEL: func.func @swiglu_quant
// CHECK: "tensor_cast.swiglu_quant"(%{{.*}}, %{{.*}}, %{{.*}}) {quantize = "dynamic_quantize_nvfp4"} : (tensor<2x8x128xbf16>, tensor<2x8x128xbf16>, tensor<f32>) -> (tensor<2x8x128xf4E2M1FN>, tensor<2x8x8xf8E4M3FN>)
func.func @swiglu_quant(%g: tensor<2x8x128xbf16>, %u: tensor<2x8x128xbf16>, %gs: tensor<f32>) -> (tensor<2x8x128xf4E2M1FN>, tensor<2x8x8xf8E4M3FN>) {
  %q:2 = "tensor_cast.swiglu_quant"(%g, %u, %gs) {quantize = "dynamic_quantize_nvfp4"} : (tensor<2x8x128xbf16>, tensor<2x8x128xbf16>, tensor<f32>) -> (tensor<2x8x128xf4E2M1FN>, tensor<2x8x8xf8E4M3FN>)
  return %q#0, %q#1 : tensor<2x8x128xf4E2M1FN>, tensor<2x8x8xf8E4M3FN>
}

// FP8 per group of 16 of the last dim (fp8-block activations).
// CHECK-LABEL: func.func @swiglu_quant_groups
// CHECK: "tensor_cast.swiglu_quant"(%{{.*}}, %{{.*}}) {dims = array<i64: -1>, group_size = 16 : i64, quantize = "dynamic_quantize_symmetric"}
func.func @swiglu_quant_groups(%g: tensor<4x64xbf16>, %u: tensor<4x64xbf16>) -> (tensor<4x64xf8E4M3FN>, tensor<4x4xf32>) {
  %q:2 = "tensor_cast.swiglu_quant"(%g, %u) {quantize = "dynamic_quantize_symmetric", dims = array<i64: -1>, group_size = 16 : i64} : (tensor<4x64xbf16>, tensor<4x64xbf16>) -> (tensor<4x64xf8E4M3FN>, tensor<4x4xf32>)
  return %q#0, %q#1 : tensor<4x64xf8E4M3FN>, tensor<4x4xf32>
}

// The all-reduce with the add + norm on the way, unquantized and quantized.
// CHECK-LABEL: func.func @all_reduce_add_rms_norm
// CHECK: %[[Y:.*]]:2 = "tensor_cast.all_reduce_add_rms_norm"(%{{.*}}, %{{.*}}, %{{.*}}) {eps = 9.99999974E-6 : f32, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x8x64xbf16>, tensor<2x8x64xbf16>, tensor<64xbf16>) -> (tensor<2x8x64xbf16>, tensor<2x8x64xbf16>)
// CHECK: %[[Q:.*]]:3 = "tensor_cast.all_reduce_add_rms_norm"(%{{.*}}, %{{.*}}, %{{.*}}) {dims = array<i64: -1>, eps = 9.99999974E-6 : f32, quantize = "dynamic_quantize_symmetric", rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x8x64xbf16>, tensor<2x8x64xbf16>, tensor<64xbf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>, tensor<2x8x64xbf16>)
func.func @all_reduce_add_rms_norm(%x: tensor<2x8x64xbf16>, %r: tensor<2x8x64xbf16>, %w: tensor<64xbf16>) -> (tensor<2x8x64xbf16>, tensor<2x8x64xbf16>, tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>, tensor<2x8x64xbf16>) {
  %y:2 = "tensor_cast.all_reduce_add_rms_norm"(%x, %r, %w) {eps = 1.0e-05 : f32, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x8x64xbf16>, tensor<2x8x64xbf16>, tensor<64xbf16>) -> (tensor<2x8x64xbf16>, tensor<2x8x64xbf16>)
  %q:3 = "tensor_cast.all_reduce_add_rms_norm"(%x, %r, %w) {eps = 1.0e-05 : f32, rank = 0 : i64, rank_group = array<i64: 0, 1>, quantize = "dynamic_quantize_symmetric", dims = array<i64: -1>} : (tensor<2x8x64xbf16>, tensor<2x8x64xbf16>, tensor<64xbf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>, tensor<2x8x64xbf16>)
  return %y#0, %y#1, %q#0, %q#1, %q#2 : tensor<2x8x64xbf16>, tensor<2x8x64xbf16>, tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>, tensor<2x8x64xbf16>
}

// Qwen3's head norms and RoPE of q and k.
// CHECK-LABEL: func.func @qk_norm_rope
// CHECK: "tensor_cast.qk_norm_rope"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) {eps = 9.99999997E-7 : f32, theta = 1.000000e+06 : f64} : (tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>, tensor<16xbf16>, tensor<16xbf16>, tensor<2x1xi64>) -> (tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>)
func.func @qk_norm_rope(%q: tensor<2x1x16x16xbf16>, %k: tensor<2x1x4x16xbf16>, %qw: tensor<16xbf16>, %kw: tensor<16xbf16>, %p: tensor<2x1xi64>) -> (tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>) {
  %r:2 = "tensor_cast.qk_norm_rope"(%q, %k, %qw, %kw, %p) {eps = 1.0e-06 : f32, theta = 1.0e+06 : f64} : (tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>, tensor<16xbf16>, tensor<16xbf16>, tensor<2x1xi64>) -> (tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>)
  return %r#0, %r#1 : tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>
}

// Attention whose output leaves the kernel quantized: a static per-tensor
// scale after an FP8 cache's scales, and NVFP4 with its block scales.
// CHECK-LABEL: func.func @attention_quant
// CHECK: "tensor_cast.attention_quant"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) {quantize = "quantize", scale = 2.500000e-01 : f64} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xf8E4M3FN>, tensor<2x8x2x16xf8E4M3FN>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x1x4x16xf8E4M3FN>
// CHECK: "tensor_cast.attention_quant"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) {quantize = "dynamic_quantize_nvfp4", scale = 2.500000e-01 : f64} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xbf16>, tensor<2x8x2x16xbf16>, tensor<f32>) -> (tensor<2x1x4x16xf4E2M1FN>, tensor<2x1x4x1xf8E4M3FN>)
func.func @attention_quant(%q: tensor<2x1x4x16xbf16>, %k8: tensor<2x8x2x16xf8E4M3FN>, %v8: tensor<2x8x2x16xf8E4M3FN>, %ks: tensor<f32>, %vs: tensor<f32>, %os: tensor<f32>, %k: tensor<2x8x2x16xbf16>, %v: tensor<2x8x2x16xbf16>) -> (tensor<2x1x4x16xf8E4M3FN>, tensor<2x1x4x16xf4E2M1FN>) {
  %o = "tensor_cast.attention_quant"(%q, %k8, %v8, %ks, %vs, %os) {scale = 0.25 : f64, quantize = "quantize"} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xf8E4M3FN>, tensor<2x8x2x16xf8E4M3FN>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<2x1x4x16xf8E4M3FN>
  %n:2 = "tensor_cast.attention_quant"(%q, %k, %v, %os) {scale = 0.25 : f64, quantize = "dynamic_quantize_nvfp4"} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xbf16>, tensor<2x8x2x16xbf16>, tensor<f32>) -> (tensor<2x1x4x16xf4E2M1FN>, tensor<2x1x4x1xf8E4M3FN>)
  return %o, %n#0 : tensor<2x1x4x16xf8E4M3FN>, tensor<2x1x4x16xf4E2M1FN>
}
