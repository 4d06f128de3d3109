// The regex asks for a K below 8; the verifier says 8.
func.func @regex(%x: tensor<2x8xf16>, %w: tensor<6x4xf16>) -> tensor<2x4xf16> {
  // expected-error-re @below {{must be {{[0-7]}} (K}}
  %0 = "tensor_cast.linear"(%x, %w) : (tensor<2x8xf16>, tensor<6x4xf16>) -> tensor<2x4xf16>
  return %0 : tensor<2x4xf16>
}
