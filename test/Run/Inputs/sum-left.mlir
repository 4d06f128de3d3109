// (a + b) + c in f16: rounds after each add.
func.func @sum(%a: tensor<64xf16>, %b: tensor<64xf16>, %c: tensor<64xf16>) -> tensor<64xf16> {
  %ab = arith.addf %a, %b : tensor<64xf16>
  %s = arith.addf %ab, %c : tensor<64xf16>
  return %s : tensor<64xf16>
}
