// The same three times written out, on the same weight.
func.func @f(%x: tensor<2x4xf32>, %w: tensor<4x4xf32>) -> tensor<2x4xf32> {
  %y0 = "tensor_cast.linear"(%x, %w) : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
  %s0 = arith.addf %y0, %x : tensor<2x4xf32>
  %y1 = "tensor_cast.linear"(%s0, %w) : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
  %s1 = arith.addf %y1, %s0 : tensor<2x4xf32>
  %y2 = "tensor_cast.linear"(%s1, %w) : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
  %s2 = arith.addf %y2, %s1 : tensor<2x4xf32>
  return %s2 : tensor<2x4xf32>
}
