// One case per rule of the semantic verifier (lib/Dialect/Verifier.c), the rules IRDL
// cannot express. Each error names the op, the operand/result/attribute and
// what was expected.
// RUN: tc-opt %s --split-input-file --verify-diagnostics

// X must be float.
func.func @linear_x_float(%x: tensor<2x8xi32>, %w: tensor<8x4xi32>) {
  // expected-error@+1 {{operand 'x' must be a tensor of f32, f16 or bf16 elements, got 'tensor<2x8xi32>'}}
  %0 = "tensor_cast.linear"(%x, %w) : (tensor<2x8xi32>, tensor<8x4xi32>) -> tensor<2x4xf16>
  return
}
// -----

// W must be 2-D.
func.func @linear_w_2_d(%x: tensor<2x8xf16>, %w: tensor<8xf16>) {
  // expected-error@+1 {{operand 'w' must be a 2-D tensor (K, N), got 'tensor<8xf16>'}}
  %0 = "tensor_cast.linear"(%x, %w) : (tensor<2x8xf16>, tensor<8xf16>) -> tensor<2x4xf16>
  return
}
// -----

// W element type must match x.
func.func @linear_w_element_type_match_x(%x: tensor<2x8xf16>, %w: tensor<8x4xbf16>) {
  // expected-error@+1 {{operand 'w' must have the element type of operand 'x' ('f16'), got 'tensor<8x4xbf16>'}}
  %0 = "tensor_cast.linear"(%x, %w) : (tensor<2x8xf16>, tensor<8x4xbf16>) -> tensor<2x4xf16>
  return
}
// -----

// K must agree.
func.func @linear_k_agree(%x: tensor<2x8xf16>, %w: tensor<6x4xf16>) {
  // expected-error@+1 {{operand 'w' dim 0 must be 8 (K, the last dim of 'x'), got 6}}
  %0 = "tensor_cast.linear"(%x, %w) : (tensor<2x8xf16>, tensor<6x4xf16>) -> tensor<2x4xf16>
  return
}
// -----

// Y must be float.
func.func @linear_y_float(%x: tensor<2x8xf16>, %w: tensor<8x4xf16>) {
  // expected-error@+1 {{result 'y' must be a tensor of f32, f16 or bf16 elements, got 'tensor<2x4xi8>'}}
  %0 = "tensor_cast.linear"(%x, %w) : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xi8>
  return
}
// -----

// Y rank must be x's.
func.func @linear_y_rank_x_s(%x: tensor<2x8xf16>, %w: tensor<8x4xf16>) {
  // expected-error@+1 {{result 'y' must be of rank 2 (the rank of 'x'), got 'tensor<1x2x4xf16>'}}
  %0 = "tensor_cast.linear"(%x, %w) : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<1x2x4xf16>
  return
}
// -----

// Y leading dims must be x's.
func.func @linear_y_leading_dims_x_s(%x: tensor<2x8xf16>, %w: tensor<8x4xf16>) {
  // expected-error@+1 {{result 'y' dim 0 must be 2 (the same dim of 'x'), got 3}}
  %0 = "tensor_cast.linear"(%x, %w) : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<3x4xf16>
  return
}
// -----

// Y last dim must be N.
func.func @linear_y_last_dim_n(%x: tensor<2x8xf16>, %w: tensor<8x4xf16>) {
  // expected-error@+1 {{result 'y' dim 1 must be 4 (N, dim 1 of 'w'), got 5}}
  %0 = "tensor_cast.linear"(%x, %w) : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x5xf16>
  return
}
// -----

// Y element type must be x's.
func.func @linear_y_element_type_x_s(%x: tensor<2x8xf16>, %w: tensor<8x4xf16>) {
  // expected-error@+1 {{result 'y' must have the element type of operand 'x' ('f16'), got 'tensor<2x4xf32>'}}
  %0 = "tensor_cast.linear"(%x, %w) : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xf32>
  return
}
// -----

// Bias must be 1-D.
func.func @linear_bias_1_d(%x: tensor<2x8xf16>, %w: tensor<8x4xf16>, %b: tensor<1x4xf16>) {
  // expected-error@+1 {{operand 'bias' must be a 1-D tensor (N), got 'tensor<1x4xf16>'}}
  %0 = "tensor_cast.linear"(%x, %w, %b) : (tensor<2x8xf16>, tensor<8x4xf16>, tensor<1x4xf16>) -> tensor<2x4xf16>
  return
}
// -----

// Bias must have N elements.
func.func @linear_bias_have_n_elements(%x: tensor<2x8xf16>, %w: tensor<8x4xf16>, %b: tensor<3xf16>) {
  // expected-error@+1 {{operand 'bias' dim 0 must be 4 (N, dim 1 of 'w'), got 3}}
  %0 = "tensor_cast.linear"(%x, %w, %b) : (tensor<2x8xf16>, tensor<8x4xf16>, tensor<3xf16>) -> tensor<2x4xf16>
  return
}
// -----

// Bias element type must be y's.
func.func @linear_bias_element_type_y_s(%x: tensor<2x8xf16>, %w: tensor<8x4xf16>, %b: tensor<4xf32>) {
  // expected-error@+1 {{operand 'bias' must have the element type of result 'y' ('f16'), got 'tensor<4xf32>'}}
  %0 = "tensor_cast.linear"(%x, %w, %b) : (tensor<2x8xf16>, tensor<8x4xf16>, tensor<4xf32>) -> tensor<2x4xf16>
  return
}
// -----

// W must be a quantized type.
func.func @quant_linear_w_quantized_type(%x: tensor<4x64xf16>, %w: tensor<64x16xf16>, %s: tensor<16xf32>) {
  // expected-error@+1 {{operand 'w' must be a tensor of i8, i4, f8E4M3FN, f8E5M2 or f4E2M1FN elements (the quantization scheme), got 'tensor<64x16xf16>'}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0>} : (tensor<4x64xf16>, tensor<64x16xf16>, tensor<16xf32>) -> tensor<4x16xf16>
  return
}
// -----

// K must agree.
func.func @quant_linear_k_agree(%x: tensor<4x32xi8>, %w: tensor<64x16xi8>, %s: tensor<16xf32>, %xs: tensor<4x1xf32>) {
  // expected-error@+1 {{operand 'w' dim 0 must be 32 (K, the last dim of 'x'), got 64}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x32xi8>, tensor<64x16xi8>, tensor<16xf32>, tensor<4x1xf32>) -> tensor<4x16xf16>
  return
}
// -----

// Per-group w_scale must divide K.
func.func @quant_linear_per_group_w_scale_divide(%x: tensor<4x64xi8>, %w: tensor<64x16xi8>, %s: tensor<3x16xf32>, %xs: tensor<4x1xf32>) {
  // expected-error@+1 {{operand 'w_scale' dim 0 (number of groups) must divide K = 64, got 3}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x64xi8>, tensor<64x16xi8>, tensor<3x16xf32>, tensor<4x1xf32>) -> tensor<4x16xf16>
  return
}
// -----

// Per-channel w_scale must have N entries.
func.func @quant_linear_per_channel_w_scale_have(%x: tensor<4x64xi8>, %w: tensor<64x16xi8>, %s: tensor<8xf32>, %xs: tensor<4x1xf32>) {
  // expected-error@+1 {{operand 'w_scale' dim 0 must be 16 (N, dim 1 of 'w'), got 8}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x64xi8>, tensor<64x16xi8>, tensor<8xf32>, tensor<4x1xf32>) -> tensor<4x16xf16>
  return
}
// -----

// Per-block w_scale (K/g, N/h) must divide N.
func.func @block_scale_columns(%x: tensor<4x64xf8E4M3FN>, %w: tensor<64x16xf8E4M3FN>, %s: tensor<2x3xf32>, %xs: tensor<4x2xf32>) {
  // expected-error@+1 {{operand 'w_scale' dim 1 (N per group, or the number of column blocks) must divide N = 16, got 3}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x64xf8E4M3FN>, tensor<64x16xf8E4M3FN>, tensor<2x3xf32>, tensor<4x2xf32>) -> tensor<4x16xbf16>
  return
}
// -----

// W_scale rank 3 is no scheme.
func.func @quant_linear_w_scale_rank_3_no(%x: tensor<4x64xi8>, %w: tensor<64x16xi8>, %s: tensor<1x1x16xf32>, %xs: tensor<4x1xf32>) {
  // expected-error@+1 {{operand 'w_scale' must be a tensor of shape () per tensor, (N) per channel, (K/group, N) per group or (K/group, N/block) per block, got 'tensor<1x1x16xf32>'}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x64xi8>, tensor<64x16xi8>, tensor<1x1x16xf32>, tensor<4x1xf32>) -> tensor<4x16xf16>
  return
}
// -----

// W_scale must be float.
func.func @quant_linear_w_scale_float(%x: tensor<4x64xi8>, %w: tensor<64x16xi8>, %s: tensor<16xi32>, %xs: tensor<4x1xf32>) {
  // expected-error@+1 {{operand 'w_scale' must be a tensor of f32, f16 or bf16 elements, got 'tensor<16xi32>'}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x64xi8>, tensor<64x16xi8>, tensor<16xi32>, tensor<4x1xf32>) -> tensor<4x16xf16>
  return
}
// -----

// Mxfp4 w_scale is (K/32, N).
func.func @quant_linear_mxfp4_w_scale_k_32(%x: tensor<4x64xbf16>, %w: tensor<64x16xf4E2M1FN>, %s: tensor<4x16xf8E8M0FNU>) {
  // expected-error@+1 {{operand 'w_scale' dim 0 must be 2 (K/32 for mxfp4 weights), got 4}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0>} : (tensor<4x64xbf16>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E8M0FNU>) -> tensor<4x16xbf16>
  return
}
// -----

// Mxfp4 w_scale is f8E8M0FNU.
func.func @quant_linear_mxfp4_w_scale_f8e8m0fnu(%x: tensor<4x64xbf16>, %w: tensor<64x16xf4E2M1FN>, %s: tensor<2x16xf32>) {
  // expected-error@+1 {{operand 'w_scale' must be a tensor of f8E8M0FNU (mxfp4) or f8E4M3FN (NVFP4) elements for f4E2M1FN weights, got 'tensor<2x16xf32>'}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0>} : (tensor<4x64xbf16>, tensor<64x16xf4E2M1FN>, tensor<2x16xf32>) -> tensor<4x16xbf16>
  return
}
// -----

// W_offset only with integer weights.
func.func @quant_linear_w_offset_only_integer_weights(%x: tensor<4x64xf16>, %w: tensor<64x16xf8E4M3FN>, %s: tensor<16xf32>, %o: tensor<16xi32>) {
  // expected-error@+1 {{operand 'w_offset' is only allowed with i8 or i4 weights (asymmetric integer quantization)}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %o) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0, 0>} : (tensor<4x64xf16>, tensor<64x16xf8E4M3FN>, tensor<16xf32>, tensor<16xi32>) -> tensor<4x16xf16>
  return
}
// -----

// W_offset has w_scale's shape.
func.func @quant_linear_w_offset_has_w_scale(%x: tensor<4x64xf16>, %w: tensor<64x16xi4>, %s: tensor<4x16xf16>, %o: tensor<16xi32>) {
  // expected-error@+1 {{operand 'w_offset' must be of rank 2 (the shape of operand 'w_scale'), got 'tensor<16xi32>'}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %o) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0, 0>} : (tensor<4x64xf16>, tensor<64x16xi4>, tensor<4x16xf16>, tensor<16xi32>) -> tensor<4x16xf16>
  return
}
// -----

// W_offset is i32.
func.func @quant_linear_w_offset_i32(%x: tensor<4x64xf16>, %w: tensor<64x16xi4>, %s: tensor<4x16xf16>, %o: tensor<4x16xf16>) {
  // expected-error@+1 {{operand 'w_offset' must be a tensor of i32 elements, got 'tensor<4x16xf16>'}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %o) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0, 0>} : (tensor<4x64xf16>, tensor<64x16xi4>, tensor<4x16xf16>, tensor<4x16xf16>) -> tensor<4x16xf16>
  return
}
// -----

// X_offset needs x_scale.
func.func @quant_linear_x_offset_needs_x_scale(%x: tensor<4x64xf16>, %w: tensor<64x16xi8>, %s: tensor<16xf32>, %o: tensor<4x1xi32>) {
  // expected-error@+1 {{operand 'x_offset' requires operand 'x_scale'}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %o) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 1, 0, 0>} : (tensor<4x64xf16>, tensor<64x16xi8>, tensor<16xf32>, tensor<4x1xi32>) -> tensor<4x16xf16>
  return
}
// -----

// X without x_scale is float.
func.func @quant_linear_x_without_x_scale_float(%x: tensor<4x64xi8>, %w: tensor<64x16xi8>, %s: tensor<16xf32>) {
  // expected-error@+1 {{operand 'x' must be a tensor of f32, f16 or bf16 elements (no 'x_scale': x is not quantized), got 'tensor<4x64xi8>'}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0>} : (tensor<4x64xi8>, tensor<64x16xi8>, tensor<16xf32>) -> tensor<4x16xf16>
  return
}
// -----

// X with x_scale is quantized.
func.func @quant_linear_x_x_scale_quantized(%x: tensor<4x64xf16>, %w: tensor<64x16xi8>, %s: tensor<16xf32>, %xs: tensor<4x1xf32>) {
  // expected-error@+1 {{operand 'x' must be a tensor of i8, i4, f8E4M3FN, f8E5M2 or f4E2M1FN elements (it has an 'x_scale'), got 'tensor<4x64xf16>'}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x64xf16>, tensor<64x16xi8>, tensor<16xf32>, tensor<4x1xf32>) -> tensor<4x16xf16>
  return
}
// -----

// Per-token x_scale keeps x's leading dims.
func.func @quant_linear_per_token_x_scale_keeps(%x: tensor<4x64xi8>, %w: tensor<64x16xi8>, %s: tensor<16xf32>, %xs: tensor<2x1xf32>) {
  // expected-error@+1 {{operand 'x_scale' dim 0 must be 4 (the same dim of 'x'), got 2}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x64xi8>, tensor<64x16xi8>, tensor<16xf32>, tensor<2x1xf32>) -> tensor<4x16xf16>
  return
}
// -----

// Per-group x_scale must divide K.
func.func @quant_linear_per_group_x_scale_divide(%x: tensor<4x64xi8>, %w: tensor<64x16xi8>, %s: tensor<16xf32>, %xs: tensor<4x3xf32>) {
  // expected-error@+1 {{operand 'x_scale' last dim (1 per token, or the number of groups) must divide K = 64, got 3}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x64xi8>, tensor<64x16xi8>, tensor<16xf32>, tensor<4x3xf32>) -> tensor<4x16xf16>
  return
}
// -----

// X_scale rank must be x's.
func.func @quant_linear_x_scale_rank_x_s(%x: tensor<4x64xi8>, %w: tensor<64x16xi8>, %s: tensor<16xf32>, %xs: tensor<4xf32>) {
  // expected-error@+1 {{operand 'x_scale' must be a tensor of shape () per tensor, (...,1) per token or (...,K/group) per group, with the rank of 'x', got 'tensor<4xf32>'}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x64xi8>, tensor<64x16xi8>, tensor<16xf32>, tensor<4xf32>) -> tensor<4x16xf16>
  return
}
// -----

// X_offset only with integer activations.
func.func @quant_linear_x_offset_only_integer_activations(%x: tensor<4x64xf8E4M3FN>, %w: tensor<64x16xf8E4M3FN>, %s: tensor<16xf32>, %xs: tensor<4x1xf32>, %xo: tensor<4x1xi32>) {
  // expected-error@+1 {{operand 'x_offset' is only allowed with i8 or i4 activations (asymmetric integer quantization)}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs, %xo) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 1, 0, 0>} : (tensor<4x64xf8E4M3FN>, tensor<64x16xf8E4M3FN>, tensor<16xf32>, tensor<4x1xf32>, tensor<4x1xi32>) -> tensor<4x16xf16>
  return
}
// -----

// Quantize x must be float.
func.func @quantize_quantize_x_float(%x: tensor<4x64xi32>, %s: tensor<f32>) {
  // expected-error@+1 {{operand 'x' must be a tensor of f32, f16 or bf16 elements, got 'tensor<4x64xi32>'}}
  %0 = "tensor_cast.quantize"(%x, %s) : (tensor<4x64xi32>, tensor<f32>) -> tensor<4x64xi8>
  return
}
// -----

// Quantize scale must broadcast.
func.func @quantize_quantize_scale_broadcast(%x: tensor<4x64xf16>, %s: tensor<32xf32>) {
  // expected-error@+1 {{operand 'scale' dim 0 must be 1 or 64 to broadcast to operand 'x', got 32}}
  %0 = "tensor_cast.quantize"(%x, %s) : (tensor<4x64xf16>, tensor<32xf32>) -> tensor<4x64xi8>
  return
}
// -----

// Quantize scale rank at most x's.
func.func @quantize_quantize_scale_rank_at_most(%x: tensor<64xf16>, %s: tensor<1x64xf32>) {
  // expected-error@+1 {{operand 'scale' must be a tensor broadcastable to operand 'x' (rank <= its rank), got 'tensor<1x64xf32>'}}
  %0 = "tensor_cast.quantize"(%x, %s) : (tensor<64xf16>, tensor<1x64xf32>) -> tensor<64xi8>
  return
}
// -----

// Quantize q is a quantized type.
func.func @quantize_quantize_q_quantized_type(%x: tensor<4x64xf16>, %s: tensor<f32>) {
  // expected-error@+1 {{result 'q' must be a tensor of i8, i4, f8E4M3FN, f8E5M2 or f4E2M1FN elements, got 'tensor<4x64xf16>'}}
  %0 = "tensor_cast.quantize"(%x, %s) : (tensor<4x64xf16>, tensor<f32>) -> tensor<4x64xf16>
  return
}
// -----

// Quantize q keeps x's shape.
func.func @quantize_quantize_q_keeps_x_s(%x: tensor<4x64xf16>, %s: tensor<f32>) {
  // expected-error@+1 {{result 'q' dim 1 must be 64 (the shape of operand 'x'), got 32}}
  %0 = "tensor_cast.quantize"(%x, %s) : (tensor<4x64xf16>, tensor<f32>) -> tensor<4x32xi8>
  return
}
// -----

// Quantize offset only for integer q.
func.func @quantize_quantize_offset_only_integer_q(%x: tensor<4x64xf16>, %s: tensor<f32>, %o: tensor<i32>) {
  // expected-error@+1 {{operand 'offset' is only allowed when result 'q' has i8 or i4 elements}}
  %0 = "tensor_cast.quantize"(%x, %s, %o) : (tensor<4x64xf16>, tensor<f32>, tensor<i32>) -> tensor<4x64xf8E4M3FN>
  return
}
// -----

// Quantize offset has scale's shape.
func.func @quantize_quantize_offset_has_scale_s(%x: tensor<4x64xf16>, %s: tensor<64xf32>, %o: tensor<i32>) {
  // expected-error@+1 {{operand 'offset' must be of rank 1 (the shape of operand 'scale'), got 'tensor<i32>'}}
  %0 = "tensor_cast.quantize"(%x, %s, %o) : (tensor<4x64xf16>, tensor<64xf32>, tensor<i32>) -> tensor<4x64xi8>
  return
}
// -----

// Dims in range.
func.func @dynamic_quantize_symmetric_dims_range(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{attribute 'dims' entry 3 is out of range for operand 'x' of rank 3 (expected [-3, 3))}}
  %0:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: 3>} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xi8>, tensor<2x8x1xf32>)
  return
}
// -----

// Dims without repeats.
func.func @dynamic_quantize_symmetric_dims_without_repeats(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{attribute 'dims' names dim 2 more than once}}
  %0:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: -1, 2>} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xi8>, tensor<2x8x1xf32>)
  return
}
// -----

// Dims is array<i64>.
func.func @dynamic_quantize_symmetric_dims_array_i64(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{attribute 'dims' must be an array<i64: ...> attribute, got array<i32: -1>}}
  %0:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i32: -1>} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xi8>, tensor<2x8x1xf32>)
  return
}
// -----

// A group size needs the last dim alone reduced.
func.func @group_size_per_tensor(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{attribute 'group_size' groups the last dim: it needs 'dims' = [-1] (the last dim alone reduced)}}
  %0:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64>, group_size = 32 : i64} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<f32>)
  return
}
// -----

func.func @group_size_two_dims(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{attribute 'group_size' groups the last dim: it needs 'dims' = [-1] (the last dim alone reduced)}}
  %0:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: 1, 2>, group_size = 32 : i64} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<2x1x2xf32>)
  return
}
// -----

// The group size divides the last dim.
func.func @group_size_divides(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{operand 'x' last dim (K = 64) must be a multiple of 'group_size' (48)}}
  %0:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: -1>, group_size = 48 : i64} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>)
  return
}
// -----

func.func @group_size_positive(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{attribute 'group_size' must be positive, got 0}}
  %0:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: -1>, group_size = 0 : i64} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>)
  return
}
// -----

func.func @group_size_type(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{attribute 'group_size' must be a 64-bit signless integer attribute (e.g. 0 : i64), got 32 : i32}}
  %0:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: -1>, group_size = 32 : i32} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<2x8x2xf32>)
  return
}
// -----

// With a group size g the scale's last dim is K/g.
func.func @group_scale_shape(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{result 'scale' dim 2 must be 2 (K / group_size), got 1}}
  %0:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: -1>, group_size = 32 : i64} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>)
  return
}
// -----

// Per-token scale sets the reduced dim to 1.
func.func @dynamic_quantize_symmetric_per_token_scale_sets_reduced(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{result 'scale' dim 2 must be 1 (a reduced dim), got 64}}
  %0:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: -1>} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xi8>, tensor<2x8x64xf32>)
  return
}
// -----

// Per-tensor scale is 0-D.
func.func @dynamic_quantize_symmetric_per_tensor_scale_0_d(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{result 'scale' must be a 0-D tensor () for 'dims' = [], got 'tensor<1xf32>'}}
  %0:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64>} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xi8>, tensor<1xf32>)
  return
}
// -----

// Symmetric q is integer or fp8.
func.func @dynamic_quantize_symmetric_symmetric_q_integer_fp8(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{result 'q' must be a tensor of i8, i4, f8E4M3FN or f8E5M2 elements, got 'tensor<2x8x64xf16>'}}
  %0:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: -1>} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf16>, tensor<2x8x1xf32>)
  return
}
// -----

// Asymmetric q is integer.
func.func @dynamic_quantize_asymmetric_asymmetric_q_integer(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{result 'q' must be a tensor of i8 or i4 elements (asymmetric), got 'tensor<2x8x64xf8E4M3FN>'}}
  %0:3 = "tensor_cast.dynamic_quantize_asymmetric"(%x) {dims = array<i64: -1>} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<2x8x1xf32>, tensor<2x8x1xi32>)
  return
}
// -----

// Asymmetric offset is i32.
func.func @dynamic_quantize_asymmetric_asymmetric_offset_i32(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{result 'offset' must be a tensor of i32 elements, got 'tensor<2x8x1xf32>'}}
  %0:3 = "tensor_cast.dynamic_quantize_asymmetric"(%x) {dims = array<i64: -1>} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xi8>, tensor<2x8x1xf32>, tensor<2x8x1xf32>)
  return
}
// -----

// Group_size positive.
func.func @dynamic_quantize_mxfp4_group_size_positive(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{attribute 'group_size' must be positive, got 0}}
  %0:2 = "tensor_cast.dynamic_quantize_mxfp4"(%x) {group_size = 0 : i64} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf4E2M1FN>, tensor<2x8x2xf8E8M0FNU>)
  return
}
// -----

// Group_size is i64.
func.func @dynamic_quantize_mxfp4_group_size_i64(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{attribute 'group_size' must be a 64-bit signless integer attribute (e.g. 0 : i64), got 32 : i32}}
  %0:2 = "tensor_cast.dynamic_quantize_mxfp4"(%x) {group_size = 32 : i32} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf4E2M1FN>, tensor<2x8x2xf8E8M0FNU>)
  return
}
// -----

// K a multiple of group_size.
func.func @dynamic_quantize_mxfp4_k_multiple_group_size(%x: tensor<2x8x48xf16>) {
  // expected-error@+1 {{operand 'x' last dim (K = 48) must be a multiple of 'group_size' (32)}}
  %0:2 = "tensor_cast.dynamic_quantize_mxfp4"(%x) {group_size = 32 : i64} : (tensor<2x8x48xf16>) -> (tensor<2x8x48xf4E2M1FN>, tensor<2x8x2xf8E8M0FNU>)
  return
}
// -----

// Mxfp4 q is f4E2M1FN.
func.func @dynamic_quantize_mxfp4_mxfp4_q_f4e2m1fn(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{result 'q' must be a tensor of f4E2M1FN elements, got 'tensor<2x8x64xi8>'}}
  %0:2 = "tensor_cast.dynamic_quantize_mxfp4"(%x) {group_size = 32 : i64} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xi8>, tensor<2x8x2xf8E8M0FNU>)
  return
}
// -----

// Mxfp4 scale is f8E8M0FNU.
func.func @dynamic_quantize_mxfp4_mxfp4_scale_f8e8m0fnu(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{result 'scale' must be a tensor of f8E8M0FNU elements, got 'tensor<2x8x2xf32>'}}
  %0:2 = "tensor_cast.dynamic_quantize_mxfp4"(%x) {group_size = 32 : i64} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf4E2M1FN>, tensor<2x8x2xf32>)
  return
}
// -----

// Mxfp4 scale is (..., K/group_size).
func.func @dynamic_quantize_mxfp4_mxfp4_scale_k_group_size(%x: tensor<2x8x64xf16>) {
  // expected-error@+1 {{result 'scale' dim 2 must be 2 (K/group_size), got 4}}
  %0:2 = "tensor_cast.dynamic_quantize_mxfp4"(%x) {group_size = 32 : i64} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf4E2M1FN>, tensor<2x8x4xf8E8M0FNU>)
  return
}
// -----

// View keeps the element type.
func.func @view_view_keeps_element_type(%x: tensor<2x8xf16>) {
  // expected-error@+1 {{result 'y' must have the element type of operand 'x' ('f16'), got 'tensor<16xf32>'}}
  %0 = "tensor_cast.view"(%x) : (tensor<2x8xf16>) -> tensor<16xf32>
  return
}
// -----

// View keeps the element count.
func.func @view_view_keeps_element_count(%x: tensor<2x8xf16>) {
  // expected-error@+1 {{result 'y' must have as many elements as operand 'x' (16), got 15}}
  %0 = "tensor_cast.view"(%x) : (tensor<2x8xf16>) -> tensor<15xf16>
  return
}
// -----

// View result is static.
func.func @view_view_result_static(%x: tensor<2x8xf16>) {
  // expected-error@+1 {{result 'y' must be a tensor of static shape, got 'tensor<?xf16>'}}
  %0 = "tensor_cast.view"(%x) : (tensor<2x8xf16>) -> tensor<?xf16>
  return
}
// -----

// Eps is f32.
func.func @rms_norm_eps_f32(%x: tensor<2x8xf16>, %g: tensor<8xf16>) {
  // expected-error@+1 {{attribute 'eps' must be a positive finite 32-bit float attribute (e.g. 1.0e-05 : f32), got 1.000000e-05 : f64}}
  %0 = "tensor_cast.rms_norm"(%x, %g) {eps = 1.0e-05 : f64} : (tensor<2x8xf16>, tensor<8xf16>) -> tensor<2x8xf16>
  return
}
// -----

// Eps is above zero: a negative one takes the root of a negative number.
func.func @eps_negative(%x: tensor<2x8xf16>, %g: tensor<8xf16>) {
  // expected-error@+1 {{attribute 'eps' must be a positive finite 32-bit float attribute (e.g. 1.0e-05 : f32), got -1.000000e+00 : f32}}
  %0 = "tensor_cast.rms_norm"(%x, %g) {eps = -1.0 : f32} : (tensor<2x8xf16>, tensor<8xf16>) -> tensor<2x8xf16>
  return
}
// -----

// Eps is not zero: a row of zeros would divide by zero.
func.func @eps_zero(%x: tensor<2x8xf16>, %r: tensor<2x8xf16>, %g: tensor<8xf16>) {
  // expected-error@+1 {{attribute 'eps' must be a positive finite 32-bit float attribute (e.g. 1.0e-05 : f32), got 0.000000e+00 : f32}}
  %0 = "tensor_cast.add_rms_norm"(%x, %r, %g) {eps = 0.0 : f32} : (tensor<2x8xf16>, tensor<2x8xf16>, tensor<8xf16>) -> tensor<2x8xf16>
  return
}
// -----

// Eps is finite.
func.func @eps_nan(%x: tensor<2x8xf16>, %r: tensor<2x8xf16>, %g: tensor<8xf16>) {
  // expected-error@+1 {{attribute 'eps' must be a positive finite 32-bit float attribute (e.g. 1.0e-05 : f32), got 0x7FC00000 : f32}}
  %0:2 = "tensor_cast.add_rms_norm2"(%x, %r, %g) {eps = 0x7FC00000 : f32} : (tensor<2x8xf16>, tensor<2x8xf16>, tensor<8xf16>) -> (tensor<2x8xf16>, tensor<2x8xf16>)
  return
}
// -----

// Weight has H entries.
func.func @rms_norm_weight_has_h_entries(%x: tensor<2x8xf16>, %g: tensor<4xf16>) {
  // expected-error@+1 {{operand 'weight' dim 0 must be 8 (H, the last dim of 'x'), got 4}}
  %0 = "tensor_cast.rms_norm"(%x, %g) {eps = 1.0e-05 : f32} : (tensor<2x8xf16>, tensor<4xf16>) -> tensor<2x8xf16>
  return
}
// -----

// Norm y has x's type.
func.func @rms_norm_norm_y_has_x_s(%x: tensor<2x8xf16>, %g: tensor<8xf16>) {
  // expected-error@+1 {{result 'y' must have the type of operand 'x' ('tensor<2x8xf16>'), got 'tensor<2x8xf32>'}}
  %0 = "tensor_cast.rms_norm"(%x, %g) {eps = 1.0e-05 : f32} : (tensor<2x8xf16>, tensor<8xf16>) -> tensor<2x8xf32>
  return
}
// -----

// Residual has x's type.
func.func @add_rms_norm_residual_has_x_s_type(%x: tensor<2x8xf16>, %r: tensor<2x4xf16>, %g: tensor<8xf16>) {
  // expected-error@+1 {{operand 'residual' must have the type of operand 'x' ('tensor<2x8xf16>'), got 'tensor<2x4xf16>'}}
  %0 = "tensor_cast.add_rms_norm"(%x, %r, %g) {eps = 1.0e-05 : f32} : (tensor<2x8xf16>, tensor<2x4xf16>, tensor<8xf16>) -> tensor<2x8xf16>
  return
}
// -----

// Residual_out has x's type.
func.func @add_rms_norm2_residual_out_has_x_s(%x: tensor<2x8xf16>, %r: tensor<2x8xf16>, %g: tensor<8xf16>) {
  // expected-error@+1 {{result 'residual_out' must have the type of operand 'x' ('tensor<2x8xf16>'), got 'tensor<2x8xf32>'}}
  %0:2 = "tensor_cast.add_rms_norm2"(%x, %r, %g) {eps = 1.0e-05 : f32} : (tensor<2x8xf16>, tensor<2x8xf16>, tensor<8xf16>) -> (tensor<2x8xf16>, tensor<2x8xf32>)
  return
}
// -----

// Rank is i64.
func.func @all_reduce_rank_i64(%x: tensor<1x8x64xf16>) {
  // expected-error@+1 {{attribute 'rank' must be a 64-bit signless integer attribute (e.g. 0 : i64), got 0 : i32}}
  %0 = "tensor_cast.all_reduce"(%x) {rank = 0 : i32, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  return
}
// -----

// Rank_group is array<i64>.
func.func @all_reduce_rank_group_array_i64(%x: tensor<1x8x64xf16>) {
  // expected-error@+1 {{attribute 'rank_group' must be an array<i64: ...> attribute, got array<i32: 0, 1>}}
  %0 = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i32: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  return
}
// -----

// Rank_group not empty.
func.func @all_reduce_rank_group_not_empty(%x: tensor<1x8x64xf16>) {
  // expected-error@+1 {{attribute 'rank_group' must not be empty}}
  %0 = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  return
}
// -----

// Rank_group without duplicates.
func.func @all_reduce_rank_group_without_duplicates(%x: tensor<1x8x64xf16>) {
  // expected-error@+1 {{attribute 'rank_group' lists rank 0 twice}}
  %0 = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1, 0>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  return
}
// -----

// Rank in rank_group.
func.func @all_reduce_rank_rank_group(%x: tensor<1x8x64xf16>) {
  // expected-error@+1 {{attribute 'rank' (2) must be a member of 'rank_group'}}
  %0 = "tensor_cast.all_reduce"(%x) {rank = 2 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  return
}
// -----

// All_reduce keeps the type.
func.func @all_reduce_all_reduce_keeps_type(%x: tensor<1x8x64xf16>) {
  // expected-error@+1 {{result 'y' must have the type of operand 'x' ('tensor<1x8x64xf16>'), got 'tensor<1x4x64xf16>'}}
  %0 = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x4x64xf16>
  return
}
// -----

// Reduce_scatter dim divisible by world size.
func.func @reduce_scatter_reduce_scatter_dim_divisible_world(%x: tensor<1x7x64xf16>) {
  // expected-error@+1 {{operand 'x' dim 1 (7) must be divisible by the world size (2, the size of 'rank_group')}}
  %0 = "tensor_cast.reduce_scatter"(%x) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x7x64xf16>) -> tensor<1x3x64xf16>
  return
}
// -----

// Reduce_scatter divides dim.
func.func @reduce_scatter_reduce_scatter_divides_dim(%x: tensor<1x8x64xf16>) {
  // expected-error@+1 {{result 'y' dim 1 must be 4 (dim of 'x' divided by the world size), got 8}}
  %0 = "tensor_cast.reduce_scatter"(%x) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  return
}
// -----

// Reduce_scatter keeps other dims.
func.func @reduce_scatter_reduce_scatter_keeps_other_dims(%x: tensor<1x8x64xf16>) {
  // expected-error@+1 {{result 'y' dim 2 must be 64 (the same dim of 'x'), got 32}}
  %0 = "tensor_cast.reduce_scatter"(%x) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x4x32xf16>
  return
}
// -----

// All_slice dim divisible by world size.
func.func @all_slice_indivisible(%x: tensor<1x6x64xf16>) {
  // expected-error@+1 {{'tensor_cast.all_slice' op operand 'x' dim 1 (6) must be divisible by the world size (4, the size of 'rank_group')}}
  %0 = "tensor_cast.all_slice"(%x) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<1x6x64xf16>) -> tensor<1x1x64xf16>
  return
}

// -----

// All_slice divides dim.
func.func @all_slice_result(%x: tensor<1x8x64xf16>) {
  // expected-error@+1 {{'tensor_cast.all_slice' op result 'y' dim 1 must be 4 (dim of 'x' divided by the world size), got 8}}
  %0 = "tensor_cast.all_slice"(%x) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  return
}

// -----

// Dim in range.
func.func @reduce_scatter_dim_range(%x: tensor<1x8x64xf16>) {
  // expected-error@+1 {{attribute 'dim' (3) is out of range for operand 'x' of rank 3}}
  %0 = "tensor_cast.reduce_scatter"(%x) {dim = 3 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  return
}
// -----

// Dim is i64.
func.func @all_gather_dim_i64(%x: tensor<1x8x64xf16>) {
  // expected-error@+1 {{attribute 'dim' must be a 64-bit signless integer attribute (e.g. 0 : i64), got 1 : i32}}
  %0 = "tensor_cast.all_gather"(%x) {dim = 1 : i32, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x16x64xf16>
  return
}
// -----

// All_gather multiplies dim.
func.func @all_gather_all_gather_multiplies_dim(%x: tensor<1x8x64xf16>) {
  // expected-error@+1 {{result 'y' dim 1 must be 16 (dim of 'x' times the world size), got 8}}
  %0 = "tensor_cast.all_gather"(%x) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  return
}
// -----

// A dynamic dim stays dynamic.
func.func @all_gather_dynamic_dim_stays_dynamic(%x: tensor<1x?x64xf16>) {
  // expected-error@+1 {{result 'y' dim 1 must be dynamic because operand 'x' dim 1 is}}
  %0 = "tensor_cast.all_gather"(%x) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x?x64xf16>) -> tensor<1x16x64xf16>
  return
}
// -----

// Id is i64.
func.func @region_begin_id_i64(%x: tensor<2x8xf16>) {
  // expected-error@+1 {{attribute 'id' must be a 64-bit signless integer attribute (e.g. 0 : i64), got 0 : i32}}
  %0 = "tensor_cast.region_begin"(%x) {id = 0 : i32} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  return
}
// -----

// Markers keep the type.
func.func @copy_region_markers_keep_type(%x: tensor<2x8xf16>) {
  // expected-error@+1 {{result 'y' must have the type of operand 'x' ('tensor<2x8xf16>'), got 'tensor<2x8xf32>'}}
  %0 = "tensor_cast.copy_region"(%x) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf32>
  return
}
// -----

// Region_end keeps the type.
func.func @region_end_region_end_keeps_type(%x: tensor<2x8xf16>) {
  // expected-error@+1 {{result 'y' must have the type of operand 'x' ('tensor<2x8xf16>'), got 'tensor<2x4xf16>'}}
  %0 = "tensor_cast.region_end"(%x) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x4xf16>
  return
}
// -----

// Sharded only on function arguments.
func.func @region_begin_sharded_only_function_arguments(%x: tensor<2x8xf16>) {
  // expected-error@+1 {{attribute 'tensor_cast.sharded' is only allowed on function arguments}}
  %0 = "tensor_cast.region_begin"(%x) {id = 0 : i64, tensor_cast.sharded} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  return
}

// -----

// The sharded marker is a unit attribute.
// expected-error@+1 {{'func.func' op argument 0 attribute 'tensor_cast.sharded' must be a unit attribute (no value)}}
func.func @sharded_value(%x: tensor<2x8xf16> {tensor_cast.sharded = 1 : i64}) {
  return
}
// -----

// A view's result whose element count overflows int64 (3037000500^2 > 2^63):
// with a wrapped count it could pass the element-count rule.
func.func @view_count_overflows(%x: tensor<2x3037000500xf16>) {
  // expected-error@+1 {{'tensor_cast.view' op result #0 has more elements than fit in 64 bits: 'tensor<3037000500x3037000500xf16>'}}
  %0 = "tensor_cast.view"(%x) : (tensor<2x3037000500xf16>) -> tensor<3037000500x3037000500xf16>
  return
}
// -----

// Every value is counted, function arguments included (at their declaration).
// expected-error@+1 {{'func.func' op block argument #0 has more elements than fit in 64 bits: 'tensor<4294967296x4294967296xf16>'}}
func.func @argument_count_overflows(%x: tensor<4294967296x4294967296xf16>) {
  return
}
// -----

// A dim of 0 makes any shape empty, however large the other dims.
func.func @empty_is_countable(%x: tensor<4294967296x4294967296x0xf16>) -> tensor<0xf16> {
  %0 = "tensor_cast.view"(%x) : (tensor<4294967296x4294967296x0xf16>) -> tensor<0xf16>
  return %0 : tensor<0xf16>
}
// -----

// all_gather's result dim is x's dim times the world size, which must fit.
func.func @gather_dim_overflows(%x: tensor<4611686018427387904xf16>) {
  // expected-error@+1 {{operand 'x' dim 0 (4611686018427387904) times the world size (3) does not fit in 64 bits}}
  %0 = "tensor_cast.all_gather"(%x) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2>} : (tensor<4611686018427387904xf16>) -> tensor<9223372036854775806xf16>
  return
}

// -----

// The dialect's ops have no regions. The semantic rules take the place of
// IRDL's region verifier, so they keep its check.
func.func @op_with_a_region(%x: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error@+1 {{'tensor_cast.region_end' op unexpected number of regions: expected 0 but got 1}}
  %0 = "tensor_cast.region_end"(%x) ({
  ^bb0:
  }) {id = 0 : i64} : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// NVFP4: the global scale comes with NVFP4 weights alone.
func.func @nvfp4_global_without_nvfp4(%x: tensor<4x64xbf16>, %w: tensor<64x16xf8E4M3FN>, %s: tensor<f32>, %g: tensor<f32>) {
  // expected-error@+1 {{operand 'global_scale' is only allowed with NVFP4 weights (f4E2M1FN with f8E4M3FN 'w_scale')}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %g) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 1>} : (tensor<4x64xbf16>, tensor<64x16xf8E4M3FN>, tensor<f32>, tensor<f32>) -> tensor<4x16xbf16>
  return
}
// -----

// NVFP4 weights need their global scale.
func.func @nvfp4_without_global(%x: tensor<4x64xbf16>, %w: tensor<64x16xf4E2M1FN>, %s: tensor<4x16xf8E4M3FN>) {
  // expected-error@+1 {{NVFP4 weights (f4E2M1FN with f8E4M3FN 'w_scale') need operand 'global_scale' (a () f32: the activation's and the weight's per-tensor scales multiplied)}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0>} : (tensor<4x64xbf16>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>) -> tensor<4x16xbf16>
  return
}
// -----

// The global scale is f32.
func.func @nvfp4_global_f16(%x: tensor<4x64xbf16>, %w: tensor<64x16xf4E2M1FN>, %s: tensor<4x16xf8E4M3FN>, %g: tensor<f16>) {
  // expected-error@+1 {{operand 'global_scale' must be a tensor of f32 elements, got 'tensor<f16>'}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %g) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 1>} : (tensor<4x64xbf16>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>, tensor<f16>) -> tensor<4x16xbf16>
  return
}
// -----

// A per-column global scale has one element per column.
func.func @nvfp4_global_columns(%x: tensor<4x64xbf16>, %w: tensor<64x16xf4E2M1FN>, %s: tensor<4x16xf8E4M3FN>, %g: tensor<8xf32>) {
  // expected-error@+1 {{operand 'global_scale' dim 0 must be 16 (N, dim 1 of 'w'), got 8}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %g) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 1>} : (tensor<4x64xbf16>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>, tensor<8xf32>) -> tensor<4x16xbf16>
  return
}
// -----

// Per tensor or per column: nothing else.
func.func @nvfp4_global_rank(%x: tensor<4x64xbf16>, %w: tensor<64x16xf4E2M1FN>, %s: tensor<4x16xf8E4M3FN>, %g: tensor<1x16xf32>) {
  // expected-error@+1 {{operand 'global_scale' must be a tensor of shape () per tensor or (N) per channel, got 'tensor<1x16xf32>'}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %g) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 1>} : (tensor<4x64xbf16>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>, tensor<1x16xf32>) -> tensor<4x16xbf16>
  return
}
// -----

// NVFP4 w_scale is (K/16, N).
func.func @nvfp4_w_scale_groups(%x: tensor<4x64xbf16>, %w: tensor<64x16xf4E2M1FN>, %s: tensor<2x16xf8E4M3FN>, %g: tensor<f32>) {
  // expected-error@+1 {{operand 'w_scale' dim 0 must be 4 (K/16 for NVFP4 weights), got 2}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %g) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 1>} : (tensor<4x64xbf16>, tensor<64x16xf4E2M1FN>, tensor<2x16xf8E4M3FN>, tensor<f32>) -> tensor<4x16xbf16>
  return
}
// -----

// NVFP4 weights are whole blocks of 16 along K.
func.func @nvfp4_partial_block(%x: tensor<4x40xbf16>, %w: tensor<40x16xf4E2M1FN>, %s: tensor<2x16xf8E4M3FN>, %g: tensor<f32>) {
  // expected-error@+1 {{operand 'w' dim 0 (K = 40) must be a multiple of 16 (the scheme's block)}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %g) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 1>} : (tensor<4x40xbf16>, tensor<40x16xf4E2M1FN>, tensor<2x16xf8E4M3FN>, tensor<f32>) -> tensor<4x16xbf16>
  return
}
// -----

// An NVFP4 activation needs NVFP4 weights: no kernel multiplies it with mxfp4.
func.func @nvfp4_x_mxfp4_w(%x: tensor<4x64xf4E2M1FN>, %xs: tensor<4x4xf8E4M3FN>, %w: tensor<64x16xf4E2M1FN>, %s: tensor<2x16xf8E8M0FNU>) {
  // expected-error@+1 {{an NVFP4 'x' (f8E4M3FN 'x_scale') needs NVFP4 weights (f4E2M1FN with f8E4M3FN 'w_scale')}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x64xf4E2M1FN>, tensor<64x16xf4E2M1FN>, tensor<2x16xf8E8M0FNU>, tensor<4x4xf8E4M3FN>) -> tensor<4x16xbf16>
  return
}
// -----

// Nor an mxfp4 activation with NVFP4 weights.
func.func @mxfp4_x_nvfp4_w(%x: tensor<4x64xf4E2M1FN>, %xs: tensor<4x2xf8E8M0FNU>, %w: tensor<64x16xf4E2M1FN>, %s: tensor<4x16xf8E4M3FN>, %g: tensor<f32>) {
  // expected-error@+1 {{NVFP4 weights take an NVFP4 'x' (f8E4M3FN 'x_scale') or an unquantized one, got an mxfp4 'x' (f8E8M0FNU 'x_scale')}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs, %g) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<4x64xf4E2M1FN>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>, tensor<4x2xf8E8M0FNU>, tensor<f32>) -> tensor<4x16xbf16>
  return
}
// -----

// An NVFP4 activation has a scale per 16 elements.
func.func @nvfp4_x_scale_groups(%x: tensor<4x64xf4E2M1FN>, %xs: tensor<4x2xf8E4M3FN>, %w: tensor<64x16xf4E2M1FN>, %s: tensor<4x16xf8E4M3FN>, %g: tensor<f32>) {
  // expected-error@+1 {{operand 'x_scale' dim 1 must be 4 (K/16 (a scale per 16 elements of 'x')), got 2}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs, %g) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<4x64xf4E2M1FN>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>, tensor<4x2xf8E4M3FN>, tensor<f32>) -> tensor<4x16xbf16>
  return
}
// -----

// Not one scale for the whole NVFP4 activation.
func.func @nvfp4_x_scale_per_tensor(%x: tensor<4x64xf4E2M1FN>, %xs: tensor<f8E4M3FN>, %w: tensor<64x16xf4E2M1FN>, %s: tensor<4x16xf8E4M3FN>, %g: tensor<f32>) {
  // expected-error@+1 {{operand 'x_scale' of an NVFP4 'x' must be (..., K/16), a scale per 16 elements}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs, %g) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<4x64xf4E2M1FN>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>, tensor<f8E4M3FN>, tensor<f32>) -> tensor<4x16xbf16>
  return
}
// -----

// An e2m1 activation's scales name its scheme.
func.func @fp4_x_f32_scale(%x: tensor<4x64xf4E2M1FN>, %xs: tensor<4x4xf32>, %w: tensor<64x16xf4E2M1FN>, %s: tensor<4x16xf8E4M3FN>, %g: tensor<f32>) {
  // expected-error@+1 {{operand 'x_scale' must be a tensor of f8E8M0FNU (mxfp4) or f8E4M3FN (NVFP4) elements for an f4E2M1FN 'x', got 'tensor<4x4xf32>'}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s, %xs, %g) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<4x64xf4E2M1FN>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>, tensor<4x4xf32>, tensor<f32>) -> tensor<4x16xbf16>
  return
}
// -----

// dynamic_quantize_nvfp4's global scale is one f32.
func.func @nvfp4_quantize_global_rank(%x: tensor<2x64xbf16>, %g: tensor<1xf32>) {
  // expected-error@+1 {{operand 'global_scale' must be a 0-D tensor (), got 'tensor<1xf32>'}}
  %0:2 = "tensor_cast.dynamic_quantize_nvfp4"(%x, %g) : (tensor<2x64xbf16>, tensor<1xf32>) -> (tensor<2x64xf4E2M1FN>, tensor<2x4xf8E4M3FN>)
  return
}
// -----

func.func @nvfp4_quantize_global_type(%x: tensor<2x64xbf16>, %g: tensor<bf16>) {
  // expected-error@+1 {{operand 'global_scale' must be a tensor of f32 elements, got 'tensor<bf16>'}}
  %0:2 = "tensor_cast.dynamic_quantize_nvfp4"(%x, %g) : (tensor<2x64xbf16>, tensor<bf16>) -> (tensor<2x64xf4E2M1FN>, tensor<2x4xf8E4M3FN>)
  return
}
// -----

// Whole blocks of 16.
func.func @nvfp4_quantize_partial_block(%x: tensor<2x40xbf16>, %g: tensor<f32>) {
  // expected-error@+1 {{operand 'x' last dim (K = 40) must be a multiple of the NVFP4 block (16)}}
  %0:2 = "tensor_cast.dynamic_quantize_nvfp4"(%x, %g) : (tensor<2x40xbf16>, tensor<f32>) -> (tensor<2x40xf4E2M1FN>, tensor<2x2xf8E4M3FN>)
  return
}
// -----

// NVFP4's block scales are e4m3 (e8m0 is mxfp4's).
func.func @nvfp4_quantize_scale_type(%x: tensor<2x64xbf16>, %g: tensor<f32>) {
  // expected-error@+1 {{result 'scale' must be a tensor of f8E4M3FN elements (NVFP4), got 'tensor<2x4xf8E8M0FNU>'}}
  %0:2 = "tensor_cast.dynamic_quantize_nvfp4"(%x, %g) : (tensor<2x64xbf16>, tensor<f32>) -> (tensor<2x64xf4E2M1FN>, tensor<2x4xf8E8M0FNU>)
  return
}
// -----

func.func @nvfp4_quantize_scale_groups(%x: tensor<2x64xbf16>, %g: tensor<f32>) {
  // expected-error@+1 {{result 'scale' dim 1 must be 4 (K/16), got 2}}
  %0:2 = "tensor_cast.dynamic_quantize_nvfp4"(%x, %g) : (tensor<2x64xbf16>, tensor<f32>) -> (tensor<2x64xf4E2M1FN>, tensor<2x2xf8E4M3FN>)
  return
}
// -----

// IRDL counts the operands: x and the global scale.
func.func @nvfp4_quantize_no_global(%x: tensor<2x64xbf16>) {
  // expected-error@+1 {{op expects exactly 2 operands, but got 1}}
  %0:2 = "tensor_cast.dynamic_quantize_nvfp4"(%x) : (tensor<2x64xbf16>) -> (tensor<2x64xf4E2M1FN>, tensor<2x4xf8E4M3FN>)
  return
}
