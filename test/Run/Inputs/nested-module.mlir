// A function inside a nested module is found.
module {
  module @inner {
    func.func @nested(%x: tensor<4xf16>) -> tensor<4xf16> {
      return %x : tensor<4xf16>
    }
  }
}
