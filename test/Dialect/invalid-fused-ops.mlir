// One case per rule of the fused ops (rms_norm_quant, add_rms_norm_quant,
// swiglu_quant, all_reduce_add_rms_norm, qk_norm_rope) in the semantic
// verifier; each error names the op, the operand, result or attribute, and
// what was expected.
// RUN: tc-opt %s --split-input-file --verify-diagnostics

// The quantization is named by a quantize op.
func.func @rms_norm_quant_quantization_named_quantize_op(%x: tensor<2x64xbf16>, %w: tensor<64xbf16>) {
  // expected-error@+1 {{attribute 'quantize' must be the name of a quantize op ("quantize", "dynamic_quantize_symmetric", "dynamic_quantize_asymmetric", "dynamic_quantize_mxfp4" or "dynamic_quantize_nvfp4"), got "rms_norm"}}
  %q:2 = "tensor_cast.rms_norm_quant"(%x, %w) {eps = 1.0e-05 : f32, quantize = "rms_norm"} : (tensor<2x64xbf16>, tensor<64xbf16>) -> (tensor<2x64xi8>, tensor<2x1xf32>)
  return
}
// -----

// An asymmetric quantization has no fused form.
func.func @rms_norm_quant_asymmetric_quantization_has_no_fused(%x: tensor<2x64xbf16>, %w: tensor<64xbf16>) {
  // expected-error@+1 {{'quantize' = "dynamic_quantize_asymmetric" has no fused form: a fused quantization is symmetric (no offset)}}
  %q:2 = "tensor_cast.rms_norm_quant"(%x, %w) {eps = 1.0e-05 : f32, quantize = "dynamic_quantize_asymmetric", dims = array<i64: -1>} : (tensor<2x64xbf16>, tensor<64xbf16>) -> (tensor<2x64xi8>, tensor<2x1xf32>)
  return
}
// -----

// A static quantization takes its scale as an operand.
func.func @rms_norm_quant_static_quantization_takes_scale_operand(%x: tensor<2x64xbf16>, %w: tensor<64xbf16>) {
  // expected-error@+1 {{'quantize' = "quantize" takes 1 operand 'scale' after the producer's 2 operands (its scale), got 0}}
  %q = "tensor_cast.rms_norm_quant"(%x, %w) {eps = 1.0e-05 : f32, quantize = "quantize"} : (tensor<2x64xbf16>, tensor<64xbf16>) -> tensor<2x64xi8>
  return
}
// -----

// A dynamic quantization computes its scale: no operand for it.
func.func @rms_norm_quant_dynamic_quantization_computes_scale_no(%x: tensor<2x64xbf16>, %w: tensor<64xbf16>, %s: tensor<f32>) {
  // expected-error@+1 {{'quantize' = "dynamic_quantize_symmetric" takes 0 operand 'scale' after the producer's 2 operands (none: the scale is computed), got 1}}
  %q:2 = "tensor_cast.rms_norm_quant"(%x, %w, %s) {eps = 1.0e-05 : f32, quantize = "dynamic_quantize_symmetric", dims = array<i64: -1>} : (tensor<2x64xbf16>, tensor<64xbf16>, tensor<f32>) -> (tensor<2x64xi8>, tensor<2x1xf32>)
  return
}
// -----

// A static quantization returns q alone.
func.func @rms_norm_quant_static_quantization_returns_q_alone(%x: tensor<2x64xbf16>, %w: tensor<64xbf16>, %s: tensor<f32>) {
  // expected-error@+1 {{'quantize' = "quantize" returns q alone, got 2 quantized results}}
  %q:2 = "tensor_cast.rms_norm_quant"(%x, %w, %s) {eps = 1.0e-05 : f32, quantize = "quantize"} : (tensor<2x64xbf16>, tensor<64xbf16>, tensor<f32>) -> (tensor<2x64xi8>, tensor<2x1xf32>)
  return
}
// -----

// A fused dynamic scale is per row: one scale for the whole tensor is not.
func.func @rms_norm_quant_fused_dynamic_scale_per_row(%x: tensor<2x64xbf16>, %w: tensor<64xbf16>) {
  // expected-error@+1 {{attribute 'dims' must be [-1]: a fused quantization computes each row's scale as the row is written (a scale over other dims needs a pass over the whole output first)}}
  %q:2 = "tensor_cast.rms_norm_quant"(%x, %w) {eps = 1.0e-05 : f32, quantize = "dynamic_quantize_symmetric", dims = array<i64>} : (tensor<2x64xbf16>, tensor<64xbf16>) -> (tensor<2x64xf8E4M3FN>, tensor<f32>)
  return
}
// -----

// Nor a scale over the leading dim.
func.func @rms_norm_quant_nor_scale_over_leading_dim(%x: tensor<2x64xbf16>, %w: tensor<64xbf16>) {
  // expected-error@+1 {{attribute 'dims' must be [-1]}}
  %q:2 = "tensor_cast.rms_norm_quant"(%x, %w) {eps = 1.0e-05 : f32, quantize = "dynamic_quantize_symmetric", dims = array<i64: 0>} : (tensor<2x64xbf16>, tensor<64xbf16>) -> (tensor<2x64xf8E4M3FN>, tensor<1x64xf32>)
  return
}
// -----

// q has the shape of the norm's output.
func.func @rms_norm_quant_q_has_shape_norm_s(%x: tensor<2x64xbf16>, %w: tensor<64xbf16>) {
  // expected-error@+1 {{result 'q' dim 1 must be 64 (the shape of the norm's output), got 32}}
  %q:2 = "tensor_cast.rms_norm_quant"(%x, %w) {eps = 1.0e-05 : f32, quantize = "dynamic_quantize_symmetric", dims = array<i64: -1>} : (tensor<2x64xbf16>, tensor<64xbf16>) -> (tensor<2x32xf8E4M3FN>, tensor<2x1xf32>)
  return
}
// -----

// The group size divides the norm's width.
func.func @rms_norm_quant_group_size_divides_norm_s(%x: tensor<2x64xbf16>, %w: tensor<64xbf16>) {
  // expected-error@+1 {{the norm's output last dim (K = 64) must be a multiple of 'group_size' (48)}}
  %q:2 = "tensor_cast.rms_norm_quant"(%x, %w) {eps = 1.0e-05 : f32, quantize = "dynamic_quantize_symmetric", dims = array<i64: -1>, group_size = 48 : i64} : (tensor<2x64xbf16>, tensor<64xbf16>) -> (tensor<2x64xf8E4M3FN>, tensor<2x1xf32>)
  return
}
// -----

// The norm's rules hold: the weight is (H).
func.func @rms_norm_quant_norm_s_rules_hold_weight(%x: tensor<2x64xbf16>, %w: tensor<32xbf16>) {
  // expected-error@+1 {{operand 'weight' dim 0 must be 64 (H, the last dim of 'x'), got 32}}
  %q:2 = "tensor_cast.rms_norm_quant"(%x, %w) {eps = 1.0e-05 : f32, quantize = "dynamic_quantize_symmetric", dims = array<i64: -1>} : (tensor<2x64xbf16>, tensor<32xbf16>) -> (tensor<2x64xf8E4M3FN>, tensor<2x1xf32>)
  return
}
// -----

// NVFP4's global scale is an f32 scalar.
func.func @rms_norm_quant_nvfp4_s_global_scale_f32(%x: tensor<2x64xbf16>, %w: tensor<64xbf16>, %g: tensor<bf16>) {
  // expected-error@+1 {{operand 'global_scale' must be a tensor of f32 elements, got 'tensor<bf16>'}}
  %q:2 = "tensor_cast.rms_norm_quant"(%x, %w, %g) {eps = 1.0e-05 : f32, quantize = "dynamic_quantize_nvfp4"} : (tensor<2x64xbf16>, tensor<64xbf16>, tensor<bf16>) -> (tensor<2x64xf4E2M1FN>, tensor<2x4xf8E4M3FN>)
  return
}
// -----

// add_rms_norm_quant: the residual has x's type.
func.func @add_rms_norm_quant_add_rms_norm_quant_residual(%x: tensor<2x64xbf16>, %r: tensor<2x64xf16>, %w: tensor<64xbf16>, %s: tensor<f32>) {
  // expected-error@+1 {{operand 'residual' must have the type of operand 'x' ('tensor<2x64xbf16>'), got 'tensor<2x64xf16>'}}
  %q:2 = "tensor_cast.add_rms_norm_quant"(%x, %r, %w, %s) {eps = 1.0e-05 : f32, quantize = "quantize"} : (tensor<2x64xbf16>, tensor<2x64xf16>, tensor<64xbf16>, tensor<f32>) -> (tensor<2x64xi8>, tensor<2x64xbf16>)
  return
}
// -----

// add_rms_norm_quant: residual_out, its last result, has x's type.
func.func @add_rms_norm_quant_add_rms_norm_quant_residual_2(%x: tensor<2x64xbf16>, %r: tensor<2x64xbf16>, %w: tensor<64xbf16>, %s: tensor<f32>) {
  // expected-error@+1 {{result 'residual_out' must have the type of operand 'x' ('tensor<2x64xbf16>'), got 'tensor<2x64xf32>'}}
  %q:2 = "tensor_cast.add_rms_norm_quant"(%x, %r, %w, %s) {eps = 1.0e-05 : f32, quantize = "quantize"} : (tensor<2x64xbf16>, tensor<2x64xbf16>, tensor<64xbf16>, tensor<f32>) -> (tensor<2x64xi8>, tensor<2x64xf32>)
  return
}
// -----

// swiglu_quant: gate and up have one type.
func.func @swiglu_quant_swiglu_quant_gate_up_have(%g: tensor<2x64xbf16>, %u: tensor<2x32xbf16>) {
  // expected-error@+1 {{operand 'up' must have the type of operand 'gate' ('tensor<2x64xbf16>'), got 'tensor<2x32xbf16>'}}
  %q:2 = "tensor_cast.swiglu_quant"(%g, %u) {quantize = "dynamic_quantize_symmetric", dims = array<i64: -1>} : (tensor<2x64xbf16>, tensor<2x32xbf16>) -> (tensor<2x64xf8E4M3FN>, tensor<2x1xf32>)
  return
}
// -----

// swiglu_quant: the scale of a per-token quantization has one per row.
func.func @swiglu_quant_swiglu_quant_scale_per_token(%g: tensor<2x64xbf16>, %u: tensor<2x64xbf16>) {
  // expected-error@+1 {{result 'scale' dim 0 must be 2 (the same dim of 'x'), got 4}}
  %q:2 = "tensor_cast.swiglu_quant"(%g, %u) {quantize = "dynamic_quantize_symmetric", dims = array<i64: -1>} : (tensor<2x64xbf16>, tensor<2x64xbf16>) -> (tensor<2x64xf8E4M3FN>, tensor<4x1xf32>)
  return
}
// -----

// all_reduce_add_rms_norm: the rank is in its group.
func.func @all_reduce_add_rms_norm_all_reduce_add_rms_norm(%x: tensor<2x64xbf16>, %r: tensor<2x64xbf16>, %w: tensor<64xbf16>) {
  // expected-error@+1 {{attribute 'rank' (3) must be a member of 'rank_group'}}
  %y:2 = "tensor_cast.all_reduce_add_rms_norm"(%x, %r, %w) {eps = 1.0e-05 : f32, rank = 3 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x64xbf16>, tensor<2x64xbf16>, tensor<64xbf16>) -> (tensor<2x64xbf16>, tensor<2x64xbf16>)
  return
}
// -----

// all_reduce_add_rms_norm: a scale operand needs a quantization.
func.func @all_reduce_add_rms_norm_all_reduce_add_rms_norm_2(%x: tensor<2x64xbf16>, %r: tensor<2x64xbf16>, %w: tensor<64xbf16>, %s: tensor<f32>) {
  // expected-error@+1 {{operand 'quant_scale' and result 'scale' need a 'quantize' attribute (the quantize op fused in)}}
  %y:2 = "tensor_cast.all_reduce_add_rms_norm"(%x, %r, %w, %s) {eps = 1.0e-05 : f32, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x64xbf16>, tensor<2x64xbf16>, tensor<64xbf16>, tensor<f32>) -> (tensor<2x64xbf16>, tensor<2x64xbf16>)
  return
}
// -----

// all_reduce_add_rms_norm: unquantized, y has x's type.
func.func @all_reduce_add_rms_norm_all_reduce_add_rms_norm_3(%x: tensor<2x64xbf16>, %r: tensor<2x64xbf16>, %w: tensor<64xbf16>) {
  // expected-error@+1 {{result 'y' must have the type of operand 'x' ('tensor<2x64xbf16>'), got 'tensor<2x64xf32>'}}
  %y:2 = "tensor_cast.all_reduce_add_rms_norm"(%x, %r, %w) {eps = 1.0e-05 : f32, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x64xbf16>, tensor<2x64xbf16>, tensor<64xbf16>) -> (tensor<2x64xf32>, tensor<2x64xbf16>)
  return
}
// -----

// all_reduce_add_rms_norm: quantized, its quantization's rules hold.
func.func @all_reduce_add_rms_norm_all_reduce_add_rms_norm_4(%x: tensor<2x64xbf16>, %r: tensor<2x64xbf16>, %w: tensor<64xbf16>) {
  // expected-error@+1 {{result 'q' must be a tensor of i8, i4, f8E4M3FN or f8E5M2 elements, got 'tensor<2x64xbf16>'}}
  %q:3 = "tensor_cast.all_reduce_add_rms_norm"(%x, %r, %w) {eps = 1.0e-05 : f32, rank = 0 : i64, rank_group = array<i64: 0, 1>, quantize = "dynamic_quantize_symmetric", dims = array<i64: -1>} : (tensor<2x64xbf16>, tensor<2x64xbf16>, tensor<64xbf16>) -> (tensor<2x64xbf16>, tensor<2x1xf32>, tensor<2x64xbf16>)
  return
}
// -----

// qk_norm_rope: each weight is the head_dim of its operand.
func.func @qk_norm_rope_qk_norm_rope_each_weight(%q: tensor<2x1x16x16xbf16>, %k: tensor<2x1x4x16xbf16>, %qw: tensor<16xbf16>, %kw: tensor<8xbf16>, %p: tensor<2x1xi64>) {
  // expected-error@+1 {{operand 'k_weight' dim 0 must be 16 (H, the last dim of 'k'), got 8}}
  %r:2 = "tensor_cast.qk_norm_rope"(%q, %k, %qw, %kw, %p) {eps = 1.0e-06 : f32, theta = 1.0e+06 : f64} : (tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>, tensor<16xbf16>, tensor<8xbf16>, tensor<2x1xi64>) -> (tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>)
  return
}
// -----

// qk_norm_rope: the positions are k's tokens too.
func.func @qk_norm_rope_qk_norm_rope_positions_are(%q: tensor<2x1x16x16xbf16>, %k: tensor<2x3x4x16xbf16>, %qw: tensor<16xbf16>, %kw: tensor<16xbf16>, %p: tensor<2x1xi64>) {
  // expected-error@+1 {{operand 'positions' dim 1 must be 3 (the same dim of 'k'), got 1}}
  %r:2 = "tensor_cast.qk_norm_rope"(%q, %k, %qw, %kw, %p) {eps = 1.0e-06 : f32, theta = 1.0e+06 : f64} : (tensor<2x1x16x16xbf16>, tensor<2x3x4x16xbf16>, tensor<16xbf16>, tensor<16xbf16>, tensor<2x1xi64>) -> (tensor<2x1x16x16xbf16>, tensor<2x3x4x16xbf16>)
  return
}
// -----

// qk_norm_rope: each result has its operand's type.
func.func @qk_norm_rope_qk_norm_rope_each_result(%q: tensor<2x1x16x16xbf16>, %k: tensor<2x1x4x16xbf16>, %qw: tensor<16xbf16>, %kw: tensor<16xbf16>, %p: tensor<2x1xi64>) {
  // expected-error@+1 {{result 'k_out' must have the type of operand 'k' ('tensor<2x1x4x16xbf16>'), got 'tensor<2x1x4x16xf32>'}}
  %r:2 = "tensor_cast.qk_norm_rope"(%q, %k, %qw, %kw, %p) {eps = 1.0e-06 : f32, theta = 1.0e+06 : f64} : (tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>, tensor<16xbf16>, tensor<16xbf16>, tensor<2x1xi64>) -> (tensor<2x1x16x16xbf16>, tensor<2x1x4x16xf32>)
  return
}
// -----

// qk_norm_rope: the head_dim is even.
func.func @qk_norm_rope_qk_norm_rope_head_dim(%q: tensor<2x1x16x15xbf16>, %k: tensor<2x1x4x15xbf16>, %qw: tensor<15xbf16>, %kw: tensor<15xbf16>, %p: tensor<2x1xi64>) {
  // expected-error@+1 {{operand 'q' must be of an even head_dim (its last dim; the rotation pairs halves), got 'tensor<2x1x16x15xbf16>'}}
  %r:2 = "tensor_cast.qk_norm_rope"(%q, %k, %qw, %kw, %p) {eps = 1.0e-06 : f32, theta = 1.0e+06 : f64} : (tensor<2x1x16x15xbf16>, tensor<2x1x4x15xbf16>, tensor<15xbf16>, tensor<15xbf16>, tensor<2x1xi64>) -> (tensor<2x1x16x15xbf16>, tensor<2x1x4x15xbf16>)
  return
}
// -----

// attention_quant: a per-token dynamic scale spans the heads.
func.func @attention_quant_attention_quant_per_token_dynamic(%q: tensor<2x1x4x16xbf16>, %k: tensor<2x8x2x16xbf16>, %v: tensor<2x8x2x16xbf16>, %s: tensor<f32>) {
  // expected-error@+1 {{attribute 'quantize' must be "quantize" or "dynamic_quantize_nvfp4" (an attention kernel's output takes one static scale or NVFP4's blocks), got "dynamic_quantize_symmetric"}}
  %o:2 = "tensor_cast.attention_quant"(%q, %k, %v, %s) {scale = 0.25 : f64, quantize = "dynamic_quantize_symmetric", dims = array<i64: -1>} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xbf16>, tensor<2x8x2x16xbf16>, tensor<f32>) -> (tensor<2x1x4x16xf8E4M3FN>, tensor<2x1x4x1xf32>)
  return
}
// -----

// attention_quant: one output scale for the tensor.
func.func @attention_quant_attention_quant_one_output_scale(%q: tensor<2x1x4x16xbf16>, %k: tensor<2x8x2x16xbf16>, %v: tensor<2x8x2x16xbf16>, %s: tensor<16xf32>) {
  // expected-error@+1 {{operand 'o_scale' must be one per-tensor scale (a tensor of one element), got 'tensor<16xf32>'}}
  %o = "tensor_cast.attention_quant"(%q, %k, %v, %s) {scale = 0.25 : f64, quantize = "quantize"} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xbf16>, tensor<2x8x2x16xbf16>, tensor<16xf32>) -> tensor<2x1x4x16xi8>
  return
}
// -----

// attention_quant: the output has q's shape, so v's head_dim is q's.
func.func @attention_quant_attention_quant_output_has_q(%q: tensor<2x1x4x16xbf16>, %k: tensor<2x8x2x16xbf16>, %v: tensor<2x8x2x8xbf16>, %s: tensor<f32>) {
  // expected-error@+1 {{operand 'v' must be of q's head_dim (the quantized output has q's shape), got 'tensor<2x8x2x8xbf16>'}}
  %o = "tensor_cast.attention_quant"(%q, %k, %v, %s) {scale = 0.25 : f64, quantize = "quantize"} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xbf16>, tensor<2x8x2x8xbf16>, tensor<f32>) -> tensor<2x1x4x16xi8>
  return
}
// -----

// attention_quant: an FP8 cache's two scales come before the output's.
func.func @attention_quant_attention_quant_fp8_cache_s(%q: tensor<2x1x4x16xbf16>, %k: tensor<2x8x2x16xf8E4M3FN>, %v: tensor<2x8x2x16xf8E4M3FN>, %ks: tensor<f32>, %s: tensor<f32>) {
  // expected-error@+1 {{expected 0 or 2 'kv_scales' operands (k_scale, v_scale: an FP8 KV cache's per-tensor scales), got 1}}
  %o = "tensor_cast.attention_quant"(%q, %k, %v, %ks, %s) {scale = 0.25 : f64, quantize = "quantize"} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xf8E4M3FN>, tensor<2x8x2x16xf8E4M3FN>, tensor<f32>, tensor<f32>) -> tensor<2x1x4x16xi8>
  return
}
// -----

// attention_quant: q is the quantized type.
func.func @attention_quant_attention_quant_q_quantized_type(%q: tensor<2x1x4x16xbf16>, %k: tensor<2x8x2x16xbf16>, %v: tensor<2x8x2x16xbf16>, %s: tensor<f32>) {
  // expected-error@+1 {{result 'o' must be a tensor of i8, i4, f8E4M3FN, f8E5M2 or f4E2M1FN elements, got 'tensor<2x1x4x16xbf16>'}}
  %o = "tensor_cast.attention_quant"(%q, %k, %v, %s) {scale = 0.25 : f64, quantize = "quantize"} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xbf16>, tensor<2x8x2x16xbf16>, tensor<f32>) -> tensor<2x1x4x16xbf16>
  return
}
