// linear(concat(a, b, c)) in bf16: tc-split-cat-linear's sum of three linears,
// each rounded to bf16 before the adds.
func.func @c(%a0: tensor<8x64xbf16>, %a1: tensor<8x64xbf16>, %a2: tensor<8x64xbf16>, %w: tensor<192x64xbf16>) -> tensor<8x64xbf16> {
  %x = tensor.concat dim(1) %a0, %a1, %a2 : (tensor<8x64xbf16>, tensor<8x64xbf16>, tensor<8x64xbf16>) -> tensor<8x192xbf16>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<8x192xbf16>, tensor<192x64xbf16>) -> tensor<8x64xbf16>
  return %y : tensor<8x64xbf16>
}
