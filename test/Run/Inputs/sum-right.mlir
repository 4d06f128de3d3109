// a + (b + c) in f16: the same sum, reassociated, so some elements round
// differently.
func.func @sum(%a: tensor<64xf16>, %b: tensor<64xf16>, %c: tensor<64xf16>) -> tensor<64xf16> {
  %bc = arith.addf %b, %c : tensor<64xf16>
  %s = arith.addf %a, %bc : tensor<64xf16>
  return %s : tensor<64xf16>
}
