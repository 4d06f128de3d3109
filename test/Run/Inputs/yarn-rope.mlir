// A rope with YaRN scaling (factor 4 over an original context of 64,
// beta_fast 32, beta_slow 1, attention factor 1.5, truncated), its input and
// output named so that tc-run --weights/--output carry them (yarn.py).
func.func @rope(
    %x: tensor<1x4x2x16xf32> {tensor_cast.source = {name = "x", shape = array<i64: 1, 4, 2, 16>}},
    %positions: tensor<1x4xi64> {tensor_cast.source = {name = "positions", shape = array<i64: 1, 4>}})
    -> (tensor<1x4x2x16xf32> {tensor_cast.source = {name = "y", shape = array<i64: 1, 4, 2, 16>}}) {
  %y = "tensor_cast.rope"(%x, %positions) {theta = 1.0e+04 : f64, yarn_scaling = array<f64: 4.0, 64.0, 32.0, 1.0, 1.5, 1.0>} : (tensor<1x4x2x16xf32>, tensor<1x4xi64>) -> tensor<1x4x2x16xf32>
  return %y : tensor<1x4x2x16xf32>
}
