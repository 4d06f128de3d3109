// End to end: q/k/v each view the normed input and quantize it per token.
// tc-lift-combine-quant leaves one quantize and one shared view, which lets
// tc-merge-linear merge q, k and v into one quant_linear.
// RUN: tc-opt %s --tc-lift-combine-quant --tc-merge-linear | FileCheck %s
// Without the lift, the three linears read three different inputs.
// RUN: tc-opt %s --tc-merge-linear | FileCheck %s --check-prefix=NO-LIFT

// CHECK-LABEL: func.func @qkv
// CHECK-SAME: (%[[H:.*]]: tensor<1x8x64xf16>, %[[G:.*]]: tensor<64xf16>, %[[WQ:.*]]: tensor<64x64xi8>, %[[SQ:.*]]: tensor<64xf32>, %[[WK:.*]]: tensor<64x32xi8>, %[[SK:.*]]: tensor<32xf32>, %[[WV:.*]]: tensor<64x32xi8>, %[[SV:.*]]: tensor<32xf32>)
// CHECK-NEXT: %[[N:.*]] = "tensor_cast.rms_norm"(%[[H]], %[[G]])
// CHECK-NEXT: %[[Q:.*]]:2 = "tensor_cast.dynamic_quantize_symmetric"(%[[N]])
// CHECK-NEXT: %[[X:.*]] = "tensor_cast.view"(%[[Q]]#0) : (tensor<1x8x64xi8>) -> tensor<8x64xi8>
// CHECK-NEXT: %[[XS:.*]] = "tensor_cast.view"(%[[Q]]#1) : (tensor<1x8x1xf32>) -> tensor<8x1xf32>
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[WQ]], %[[WK]], %[[WV]] : {{.*}} -> tensor<64x128xi8>
// CHECK-NEXT: %[[S:.*]] = tensor.concat dim(0) %[[SQ]], %[[SK]], %[[SV]] : {{.*}} -> tensor<128xf32>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[S]], %[[XS]]) {{.*}} -> tensor<8x128xf16>
// CHECK-NEXT: %[[YQ:.*]] = tensor.extract_slice %[[Y]][0, 0] [8, 64]
// CHECK-NEXT: %[[YK:.*]] = tensor.extract_slice %[[Y]][0, 64] [8, 32]
// CHECK-NEXT: %[[YV:.*]] = tensor.extract_slice %[[Y]][0, 96] [8, 32]
// CHECK-NEXT: return %[[YQ]], %[[YK]], %[[YV]]
// NO-LIFT-LABEL: func.func @qkv
// NO-LIFT-NOT: tensor.concat
// NO-LIFT-COUNT-3: "tensor_cast.quant_linear"
func.func @qkv(%h: tensor<1x8x64xf16>, %g: tensor<64xf16>, %wq: tensor<64x64xi8>, %sq: tensor<64xf32>, %wk: tensor<64x32xi8>, %sk: tensor<32xf32>, %wv: tensor<64x32xi8>, %sv: tensor<32xf32>) -> (tensor<8x64xf16>, tensor<8x32xf16>, tensor<8x32xf16>) {
  %n = "tensor_cast.rms_norm"(%h, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<64xf16>) -> tensor<1x8x64xf16>
  %vq = "tensor_cast.view"(%n) : (tensor<1x8x64xf16>) -> tensor<8x64xf16>
  %xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%vq) {dims = array<i64: -1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>)
  %q = "tensor_cast.quant_linear"(%xq#0, %wq, %sq, %xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x64xi8>, tensor<64xf32>, tensor<8x1xf32>) -> tensor<8x64xf16>
  %vk = "tensor_cast.view"(%n) : (tensor<1x8x64xf16>) -> tensor<8x64xf16>
  %xk:2 = "tensor_cast.dynamic_quantize_symmetric"(%vk) {dims = array<i64: -1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>)
  %k = "tensor_cast.quant_linear"(%xk#0, %wk, %sk, %xk#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x32xi8>, tensor<32xf32>, tensor<8x1xf32>) -> tensor<8x32xf16>
  %vv = "tensor_cast.view"(%n) : (tensor<1x8x64xf16>) -> tensor<8x64xf16>
  %xv:2 = "tensor_cast.dynamic_quantize_symmetric"(%vv) {dims = array<i64: -1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>)
  %v = "tensor_cast.quant_linear"(%xv#0, %wv, %sv, %xv#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x32xi8>, tensor<32xf32>, tensor<8x1xf32>) -> tensor<8x32xf16>
  return %q, %k, %v : tensor<8x64xf16>, tensor<8x32xf16>, tensor<8x32xf16>
}
