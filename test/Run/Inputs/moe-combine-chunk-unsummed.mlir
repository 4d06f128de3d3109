// As moe-combine-chunk.mlir without the all_reduce: each rank keeps its half.
func.func @moe(%x: tensor<2x4x16xf32>, %l: tensor<2x4x8xf32>) -> tensor<2x4x16xf32> {
  %g:2 = "tensor_cast.moe_gate"(%l) {top_k = 3 : i64} : (tensor<2x4x8xf32>) -> (tensor<2x4x3xf32>, tensor<2x4x3xi64>)
  %d = "tensor_cast.moe_dispatch"(%x, %g#1) : (tensor<2x4x16xf32>, tensor<2x4x3xi64>) -> tensor<8x2x4x16xf32>
  %s = "tensor_cast.all_slice"(%d) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x2x4x16xf32>) -> tensor<4x2x4x16xf32>
  %c = "tensor_cast.moe_combine"(%s, %g#0, %g#1) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x2x4x16xf32>, tensor<2x4x3xf32>, tensor<2x4x3xi64>) -> tensor<2x4x16xf32>
  %r = "tensor_cast.view"(%c) : (tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  return %r : tensor<2x4x16xf32>
}
