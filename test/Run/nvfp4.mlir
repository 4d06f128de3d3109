// tc-run's NVFP4 kernels on constants, worked out by hand: the activation
// quantize (16-element blocks, e4m3 block scales against the per-tensor
// global scale, e2m1 elements) and the GEMM (block scales on both sides,
// the global factor per tensor or per column).
// RUN: tc-run %s --func=quantize_exact --print=16 | FileCheck %s --check-prefix=EXACT
// RUN: tc-run %s --func=quantize_rounds --print=16 | FileCheck %s --check-prefix=ROUNDS
// RUN: tc-run %s --func=quantize_zero_block --print=16 | FileCheck %s --check-prefix=ZERO
// RUN: tc-run %s --func=gemm --print=4 | FileCheck %s --check-prefix=GEMM
// RUN: tc-run %s --func=gemm_per_column --print=4 | FileCheck %s --check-prefix=COLUMNS
// RUN: tc-run %s --func=round_trip --print=4 | FileCheck %s --check-prefix=TRIP
// RUN: not tc-run %s --func=negative_global 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// amax 12 against global 0.5: scale 12 / (6 * 0.5) = 4 (an e4m3 number),
// so x / (4 * 0.5) = [6, -1.5, 0.75, 0.125, 0...]; 0.75 lies halfway
// between e2m1's 0.5 and 1 and rounds to the even 1; 0.125 rounds to 0.
// EXACT-LABEL: @quantize_exact: world size 1
// EXACT-NEXT: output 0: tensor<1x16xf4E2M1FN>
// EXACT-NEXT:   rank 0: {{.*}} values [6, -1.5, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
// EXACT-NEXT: output 1: tensor<1x1xf8E4M3FN>
// EXACT-NEXT:   rank 0: {{.*}} values [4]
func.func @quantize_exact() -> (tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>) {
  %x = arith.constant dense<[[12.0, -3.0, 1.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<1x16xf32>
  %g = arith.constant dense<0.5> : tensor<f32>
  %q:2 = "tensor_cast.dynamic_quantize_nvfp4"(%x, %g) : (tensor<1x16xf32>, tensor<f32>) -> (tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>)
  return %q#0, %q#1 : tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>
}

// amax 10 against global 1: 10 / 6 = 1.667 rounds to e4m3's 1.625 (of
// 1.625 and 1.75); x / 1.625 = [6.15, -3.08, 1.23]: 6.15 saturates at 6,
// -3.08 rounds to -3, 1.23 to 1. The second block is amax 6 at scale 1.
// ROUNDS-LABEL: @quantize_rounds: world size 1
// ROUNDS-NEXT: output 0: tensor<1x32xf4E2M1FN>
// ROUNDS-NEXT:   rank 0: {{.*}} values [6, -3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ...]
// ROUNDS-NEXT: output 1: tensor<1x2xf8E4M3FN>
// ROUNDS-NEXT:   rank 0: {{.*}} values [1.625, 1]
func.func @quantize_rounds() -> (tensor<1x32xf4E2M1FN>, tensor<1x2xf8E4M3FN>) {
  %x = arith.constant dense<[[10.0, -5.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 6.0, 3.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<1x32xf32>
  %g = arith.constant dense<1.0> : tensor<f32>
  %q:2 = "tensor_cast.dynamic_quantize_nvfp4"(%x, %g) : (tensor<1x32xf32>, tensor<f32>) -> (tensor<1x32xf4E2M1FN>, tensor<1x2xf8E4M3FN>)
  return %q#0, %q#1 : tensor<1x32xf4E2M1FN>, tensor<1x2xf8E4M3FN>
}

// A block of zeros has scale 0 and quantizes to zeros (no 0 / 0).
// ZERO-LABEL: @quantize_zero_block: world size 1
// ZERO-NEXT: output 0: tensor<1x16xf4E2M1FN>
// ZERO-NEXT:   rank 0: sum 0, abs-sum 0,
// ZERO-NEXT: output 1: tensor<1x1xf8E4M3FN>
// ZERO-NEXT:   rank 0: {{.*}} values [0]
func.func @quantize_zero_block() -> (tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>) {
  %x = arith.constant dense<0.0> : tensor<1x16xf32>
  %g = arith.constant dense<0.5> : tensor<f32>
  %q:2 = "tensor_cast.dynamic_quantize_nvfp4"(%x, %g) : (tensor<1x16xf32>, tensor<f32>) -> (tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>)
  return %q#0, %q#1 : tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>
}

// x = [1, 2, 0...] at block scale 2 dequantizes to [2, 4]; w's column 0
// [1, 0.5] at scale 0.5 to [0.5, 0.25], column 1 [6, -1] at scale 4 to
// [24, -4]. The products: 2 * 0.5 + 4 * 0.25 = 2 and 2 * 24 - 4 * 4 = 32,
// times the global 0.25: [0.5, 8].
// GEMM-LABEL: @gemm: world size 1
// GEMM-NEXT: output 0: tensor<1x2xf32>
// GEMM-NEXT:   rank 0: sum 8.5, abs-sum 8.5, values [0.5, 8]
// COLUMNS-LABEL: @gemm_per_column: world size 1
// COLUMNS-NEXT: output 0: tensor<1x2xf32>
// COLUMNS-NEXT:   rank 0: sum 64.5, abs-sum 64.5, values [0.5, 64]
func.func @gemm() -> tensor<1x2xf32> {
  %x = arith.constant dense<[[1.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<1x16xf4E2M1FN>
  %xs = arith.constant dense<2.0> : tensor<1x1xf8E4M3FN>
  %w = arith.constant dense<[[1.0, 6.0], [0.5, -1.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]> : tensor<16x2xf4E2M1FN>
  %ws = arith.constant dense<[[0.5, 4.0]]> : tensor<1x2xf8E4M3FN>
  %alpha = arith.constant dense<0.25> : tensor<f32>
  %y = "tensor_cast.quant_linear"(%x, %w, %ws, %xs, %alpha) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<1x16xf4E2M1FN>, tensor<16x2xf4E2M1FN>, tensor<1x2xf8E4M3FN>, tensor<1x1xf8E4M3FN>, tensor<f32>) -> tensor<1x2xf32>
  return %y : tensor<1x2xf32>
}

// The same GEMM with a global factor per column, [0.25, 2]: [0.5, 64].
func.func @gemm_per_column() -> tensor<1x2xf32> {
  %x = arith.constant dense<[[1.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<1x16xf4E2M1FN>
  %xs = arith.constant dense<2.0> : tensor<1x1xf8E4M3FN>
  %w = arith.constant dense<[[1.0, 6.0], [0.5, -1.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]> : tensor<16x2xf4E2M1FN>
  %ws = arith.constant dense<[[0.5, 4.0]]> : tensor<1x2xf8E4M3FN>
  %alpha = arith.constant dense<[0.25, 2.0]> : tensor<2xf32>
  %y = "tensor_cast.quant_linear"(%x, %w, %ws, %xs, %alpha) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<1x16xf4E2M1FN>, tensor<16x2xf4E2M1FN>, tensor<1x2xf8E4M3FN>, tensor<1x1xf8E4M3FN>, tensor<2xf32>) -> tensor<1x2xf32>
  return %y : tensor<1x2xf32>
}

// End to end: @quantize_exact's x (q [6, -1.5, 1, 0...], scale 4, global
// 0.5) against a weight whose column 0 is e_0 and column 1 is e_1 + e_2 at
// scale 1 and global factor 0.5 (the activation's 0.5 times the weight's
// 1): y = 0.5 * 4 * [6, -1.5 + 1] = [12, -1]: x's first element back
// exactly, the second and third as NVFP4 rounded them (-3 + 1.5 was -1.5).
// TRIP-LABEL: @round_trip: world size 1
// TRIP-NEXT: output 0: tensor<1x2xf32>
// TRIP-NEXT:   rank 0: {{.*}} values [12, -1]
func.func @round_trip() -> tensor<1x2xf32> {
  %x = arith.constant dense<[[12.0, -3.0, 1.5, 0.25, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<1x16xf32>
  %g = arith.constant dense<0.5> : tensor<f32>
  %q:2 = "tensor_cast.dynamic_quantize_nvfp4"(%x, %g) : (tensor<1x16xf32>, tensor<f32>) -> (tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>)
  %w = arith.constant dense<[[1.0, 0.0], [0.0, 1.0], [0.0, 1.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]> : tensor<16x2xf4E2M1FN>
  %ws = arith.constant dense<1.0> : tensor<1x2xf8E4M3FN>
  %alpha = arith.constant dense<0.5> : tensor<f32>
  %y = "tensor_cast.quant_linear"(%q#0, %w, %ws, %q#1, %alpha) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<1x16xf4E2M1FN>, tensor<16x2xf4E2M1FN>, tensor<1x2xf8E4M3FN>, tensor<1x1xf8E4M3FN>, tensor<f32>) -> tensor<1x2xf32>
  return %y : tensor<1x2xf32>
}

// A global scale that is not a positive number has no NVFP4 meaning.
// NEGATIVE: nvfp4.mlir:[[@LINE+4]]:10: error: tc-run: 'global_scale' must be a positive finite number
func.func @negative_global() -> tensor<1x16xf4E2M1FN> {
  %x = arith.constant dense<1.0> : tensor<1x16xf32>
  %g = arith.constant dense<-0.5> : tensor<f32>
  %q:2 = "tensor_cast.dynamic_quantize_nvfp4"(%x, %g) : (tensor<1x16xf32>, tensor<f32>) -> (tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>)
  return %q#0 : tensor<1x16xf4E2M1FN>
}
