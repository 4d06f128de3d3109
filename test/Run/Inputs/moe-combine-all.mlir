// The 8 experts combined on one rank (no experts run: each returns its token).
func.func @moe(%x: tensor<2x4x16xf32>, %l: tensor<2x4x8xf32>) -> tensor<2x4x16xf32> {
  %g:2 = "tensor_cast.moe_gate"(%l) {top_k = 3 : i64} : (tensor<2x4x8xf32>) -> (tensor<2x4x3xf32>, tensor<2x4x3xi64>)
  %d = "tensor_cast.moe_dispatch"(%x, %g#1) : (tensor<2x4x16xf32>, tensor<2x4x3xi64>) -> tensor<8x2x4x16xf32>
  %c = "tensor_cast.moe_combine"(%d, %g#0, %g#1) : (tensor<8x2x4x16xf32>, tensor<2x4x3xf32>, tensor<2x4x3xi64>) -> tensor<2x4x16xf32>
  return %c : tensor<2x4x16xf32>
}
