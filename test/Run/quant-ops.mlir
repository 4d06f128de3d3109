// tc-run's group-wise activation quantization and block-wise weight scales
// on constants, worked out by hand.
// RUN: tc-run %s --func=group_quantize --print=10 | FileCheck %s --check-prefix=GROUP
// RUN: tc-run %s --func=group_quantize_asymmetric --print=10 | FileCheck %s --check-prefix=ASYM
// RUN: tc-run %s --func=block_scales --print=10 | FileCheck %s --check-prefix=BLOCK
// RUN: tc-run %s --func=block_round_trip --print=10 | FileCheck %s --check-prefix=TRIP

// Groups of 2 along the last dim: [1, -4] has amax 4, so scale 4/448 and
// q = x / scale = 112, -448; [0.5, 2] has amax 2: scale 2/448, q = 112, 448.
// GROUP-LABEL: @group_quantize: world size 1
// GROUP-NEXT: output 0: tensor<1x4xf8E4M3FN>
// GROUP-NEXT:   rank 0: sum 224, abs-sum 1120, values [112, -448, 112, 448]
// GROUP-NEXT: output 1: tensor<1x2xf32>
// GROUP-NEXT:   rank 0: {{.*}} values [0.00892857183, 0.00446428591]
func.func @group_quantize() -> (tensor<1x4xf8E4M3FN>, tensor<1x2xf32>) {
  %x = arith.constant dense<[[1.0, -4.0, 0.5, 2.0]]> : tensor<1x4xf32>
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: -1>, group_size = 2 : i64} : (tensor<1x4xf32>) -> (tensor<1x4xf8E4M3FN>, tensor<1x2xf32>)
  return %q#0, %q#1 : tensor<1x4xf8E4M3FN>, tensor<1x2xf32>
}

// [1, -4] spans [-4, 1]: scale 5/255, offset round(-128 + 4 / (5/255)) = 76,
// q = 51 + 76 = 127 and -204 + 76 = -128; [0.5, 2] spans [0, 2]: scale
// 2/255, offset -128, q = round(63.75) - 128 = -64 and 255 - 128 = 127.
// ASYM-LABEL: @group_quantize_asymmetric: world size 1
// ASYM-NEXT: output 0: tensor<1x4xi8>
// ASYM-NEXT:   rank 0: {{.*}} values [127, -128, -64, 127]
// ASYM-NEXT: output 1: tensor<1x2xi32>
// ASYM-NEXT:   rank 0: {{.*}} values [76, -128]
func.func @group_quantize_asymmetric() -> (tensor<1x4xi8>, tensor<1x2xi32>) {
  %x = arith.constant dense<[[1.0, -4.0, 0.5, 2.0]]> : tensor<1x4xf32>
  %q:3 = "tensor_cast.dynamic_quantize_asymmetric"(%x) {dims = array<i64: -1>, group_size = 2 : i64} : (tensor<1x4xf32>) -> (tensor<1x4xi8>, tensor<1x2xf32>, tensor<1x2xi32>)
  return %q#0, %q#2 : tensor<1x4xi8>, tensor<1x2xi32>
}

// One 2 x 2 block per scale: columns 0-1 times 2, columns 2-3 times 0.5.
// y = [1, 2] . [[2, 4, 1.5, 2], [10, 12, 3.5, 4]] = [22, 28, 8.5, 10].
// BLOCK-LABEL: @block_scales: world size 1
// BLOCK-NEXT: output 0: tensor<1x4xf32>
// BLOCK-NEXT:   rank 0: sum 68.5, abs-sum 68.5, values [22, 28, 8.5, 10]
func.func @block_scales() -> tensor<1x4xf32> {
  %x = arith.constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %w = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf8E4M3FN>
  %s = arith.constant dense<[[2.0, 0.5]]> : tensor<1x2xf32>
  %y = "tensor_cast.quant_linear"(%x, %w, %s) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0>} : (tensor<1x2xf32>, tensor<2x4xf8E4M3FN>, tensor<1x2xf32>) -> tensor<1x4xf32>
  return %y : tensor<1x4xf32>
}

// The FP8 block scheme end to end: x quantized in groups of 2 (x = [1, -4,
// 0.5, 2] gives the q and scales of @group_quantize, which dequantize back
// to x exactly), weights in 2 x 2 blocks (rows 0-1 and 2-3, columns 0-1 and
// 2-3) with scales [[1, 2], [0.5, 4]]: the identity's diagonal lies in the
// blocks of scale 1 and 4, so w dequantizes to diag(1, 1, 4, 4) and
// y = [1, -4, 2, 8].
// TRIP-LABEL: @block_round_trip: world size 1
// TRIP-NEXT: output 0: tensor<1x4xf32>
// TRIP-NEXT:   rank 0: {{.*}} values [1, -4, 2, 8]
func.func @block_round_trip() -> tensor<1x4xf32> {
  %x = arith.constant dense<[[1.0, -4.0, 0.5, 2.0]]> : tensor<1x4xf32>
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: -1>, group_size = 2 : i64} : (tensor<1x4xf32>) -> (tensor<1x4xf8E4M3FN>, tensor<1x2xf32>)
  %w = arith.constant dense<[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]> : tensor<4x4xf8E4M3FN>
  %s = arith.constant dense<[[1.0, 2.0], [0.5, 4.0]]> : tensor<2x2xf32>
  %y = "tensor_cast.quant_linear"(%q#0, %w, %s, %q#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<1x4xf8E4M3FN>, tensor<4x4xf8E4M3FN>, tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<1x4xf32>
  return %y : tensor<1x4xf32>
}
