module {
  func.func private @declared_only(tensor<4xf16>) -> tensor<4xf16>
}
