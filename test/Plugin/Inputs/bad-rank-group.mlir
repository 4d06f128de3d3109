// An all_reduce whose rank_group is array<i32>: IRDL accepts it, the C verifier does not.
func.func @bad(%x: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> tensor<1x8x16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i32: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}
