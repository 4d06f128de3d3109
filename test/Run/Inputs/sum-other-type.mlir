func.func @sum(%a: tensor<64xf32>, %b: tensor<64xf32>, %c: tensor<64xf32>) -> tensor<64xf32> {
  %ab = arith.addf %a, %b : tensor<64xf32>
  %s = arith.addf %ab, %c : tensor<64xf32>
  return %s : tensor<64xf32>
}
