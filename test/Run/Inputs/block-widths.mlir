// Two fp8 quant_linears on one input whose weight scales have blocks of 128
// and 64 columns (as DeepSeek's q_a_proj and kv_a_proj_with_mqa).
func.func @block_widths(%x: tensor<4x256xf8E4M3FN>, %xs: tensor<4x2xf32>, %w1: tensor<256x256xf8E4M3FN>, %s1: tensor<2x2xf32>, %w2: tensor<256x128xf8E4M3FN>, %s2: tensor<2x2xf32>) -> (tensor<4x256xbf16>, tensor<4x128xbf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x256xf8E4M3FN>, tensor<256x256xf8E4M3FN>, tensor<2x2xf32>, tensor<4x2xf32>) -> tensor<4x256xbf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x256xf8E4M3FN>, tensor<256x128xf8E4M3FN>, tensor<2x2xf32>, tensor<4x2xf32>) -> tensor<4x128xbf16>
  return %y1, %y2 : tensor<4x256xbf16>, tensor<4x128xbf16>
}
