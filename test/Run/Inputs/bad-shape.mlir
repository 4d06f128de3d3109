// K of w (6) does not match x (8): the semantic verifier's error.
func.func @f(%x: tensor<2x8xf32>, %w: tensor<6x4xf32>) -> tensor<2x4xf32> {
  %y = "tensor_cast.linear"(%x, %w) : (tensor<2x8xf32>, tensor<6x4xf32>) -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}
