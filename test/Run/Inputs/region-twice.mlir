// A region run three times: region_begin ... region_end, then two copies.
func.func @f(%x: tensor<2x4xf32>, %w: tensor<4x4xf32>) -> tensor<2x4xf32> {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = "tensor_cast.linear"(%b, %w) : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
  %s = arith.addf %y, %b : tensor<2x4xf32>
  %e = "tensor_cast.region_end"(%s) {id = 0 : i64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %c1 = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %c2 = "tensor_cast.copy_region"(%c1) {id = 0 : i64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %c2 : tensor<2x4xf32>
}
