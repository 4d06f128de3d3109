// linear(concat(a, b, c)) in f32: tc-split-cat-linear's sum of three linears,
// each rounded to f32 before the adds.
func.func @c(%a0: tensor<8x64xf32>, %a1: tensor<8x64xf32>, %a2: tensor<8x64xf32>, %w: tensor<192x64xf32>) -> tensor<8x64xf32> {
  %x = tensor.concat dim(1) %a0, %a1, %a2 : (tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x192xf32>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<8x192xf32>, tensor<192x64xf32>) -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}
