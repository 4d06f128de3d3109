// A linear whose weight does not match its input: only the semantic
// verifier knows (test/tc-opt/output-verified.test).
func.func @f(%x: tensor<2x8xf16>, %w: tensor<6x4xf16>) -> tensor<2x4xf16> {
  %0 = "tensor_cast.linear"(%x, %w) : (tensor<2x8xf16>, tensor<6x4xf16>) -> tensor<2x4xf16>
  return %0 : tensor<2x4xf16>
}
