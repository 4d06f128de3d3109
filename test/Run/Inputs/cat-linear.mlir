// linear(concat(a, b)) in f16: what tc-split-cat-linear rewrites into a sum
// of two linears, each rounded to f16 before the add.
func.func @cat_linear(%a: tensor<4x16xf16>, %b: tensor<4x16xf16>, %w: tensor<32x64xf16>) -> tensor<4x64xf16> {
  %x = tensor.concat dim(1) %a, %b : (tensor<4x16xf16>, tensor<4x16xf16>) -> tensor<4x32xf16>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<4x32xf16>, tensor<32x64xf16>) -> tensor<4x64xf16>
  return %y : tensor<4x64xf16>
}
