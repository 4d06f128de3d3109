!act = tensor<2x8xf16>
!vec = tensor<8xf16>
#eps = 1.0e-6 : f32
func.func @aliased(%x: !act, %w: !vec) -> !act {
  %0 = "tensor_cast.rms_norm"(%x, %w) {eps = #eps} : (!act, !vec) -> !act
  return %0 : !act
}
