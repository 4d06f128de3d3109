// A tensor.concat dim at or past the rank (but below 2^63, so not negative
// as MLIR reads it; mlir-crashes.mlir has those) reaches MLIR's verifier,
// which refuses it with a located error instead of crashing.
// RUN: tc-opt %s --split-input-file --verify-diagnostics

func.func @rank(%a: tensor<2x4xf16>, %b: tensor<2x4xf16>) -> tensor<4x4xf16> {
  // expected-error @+1 {{concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(2) %a, %b : (tensor<2x4xf16>, tensor<2x4xf16>) -> tensor<4x4xf16>
  return %0 : tensor<4x4xf16>
}

// -----

func.func @largest(%a: tensor<2x4xf16>, %b: tensor<2x4xf16>) -> tensor<4x4xf16> {
  // expected-error @+1 {{concatenation dim must be less than the tensor rank}}
  %0 = "tensor.concat"(%a, %b) <{dim = 9223372036854775807 : i64}> : (tensor<2x4xf16>, tensor<2x4xf16>) -> tensor<4x4xf16>
  return %0 : tensor<4x4xf16>
}
