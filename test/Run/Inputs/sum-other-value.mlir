// (a + b) + c + c/64 in f16: far more than a rounding away from sum-left.mlir.
func.func @sum(%a: tensor<64xf16>, %b: tensor<64xf16>, %c: tensor<64xf16>) -> tensor<64xf16> {
  %ab = arith.addf %a, %b : tensor<64xf16>
  %s = arith.addf %ab, %c : tensor<64xf16>
  %k = arith.constant dense<0.015625> : tensor<64xf16>
  %d = arith.mulf %c, %k : tensor<64xf16>
  %t = arith.addf %s, %d : tensor<64xf16>
  return %t : tensor<64xf16>
}
