// tc-merge-linear: every case that merges. Each checks the exact
// concat / merged op / slice structure and types.
// RUN: tc-opt %s --split-input-file --tc-merge-linear | FileCheck %s
// The output verifies upstream too (tensor ops, IRDL dialect).
// RUN: tc-opt %s --split-input-file --tc-merge-linear | mlir-opt --split-input-file --irdl-file=%tc_irdl > /dev/null
// The pass reaches a fixed point: running it again changes nothing.
// RUN: tc-opt %s --split-input-file --tc-merge-linear > %t.once
// RUN: tc-opt %t.once --split-input-file --tc-merge-linear > %t.twice
// RUN: diff %t.once %t.twice

// GQA q/k/v with unequal N: one concat of the weights along N, one merged
// linear, one slice per original op in program order.
// CHECK-LABEL: func.func @gqa_qkv
// CHECK-SAME: (%[[X:.*]]: tensor<128x4096xf16>, %[[WQ:.*]]: tensor<4096x4096xf16>, %[[WK:.*]]: tensor<4096x1024xf16>, %[[WV:.*]]: tensor<4096x1024xf16>)
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[WQ]], %[[WK]], %[[WV]] : (tensor<4096x4096xf16>, tensor<4096x1024xf16>, tensor<4096x1024xf16>) -> tensor<4096x6144xf16>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.linear"(%[[X]], %[[W]]) : (tensor<128x4096xf16>, tensor<4096x6144xf16>) -> tensor<128x6144xf16>
// CHECK-NEXT: %[[Q:.*]] = tensor.extract_slice %[[Y]][0, 0] [128, 4096] [1, 1] : tensor<128x6144xf16> to tensor<128x4096xf16>
// CHECK-NEXT: %[[K:.*]] = tensor.extract_slice %[[Y]][0, 4096] [128, 1024] [1, 1] : tensor<128x6144xf16> to tensor<128x1024xf16>
// CHECK-NEXT: %[[V:.*]] = tensor.extract_slice %[[Y]][0, 5120] [128, 1024] [1, 1] : tensor<128x6144xf16> to tensor<128x1024xf16>
// CHECK-NEXT: return %[[Q]], %[[K]], %[[V]]
func.func @gqa_qkv(%x: tensor<128x4096xf16>, %wq: tensor<4096x4096xf16>, %wk: tensor<4096x1024xf16>, %wv: tensor<4096x1024xf16>) -> (tensor<128x4096xf16>, tensor<128x1024xf16>, tensor<128x1024xf16>) {
  %q = "tensor_cast.linear"(%x, %wq) : (tensor<128x4096xf16>, tensor<4096x4096xf16>) -> tensor<128x4096xf16>
  %k = "tensor_cast.linear"(%x, %wk) : (tensor<128x4096xf16>, tensor<4096x1024xf16>) -> tensor<128x1024xf16>
  %v = "tensor_cast.linear"(%x, %wv) : (tensor<128x4096xf16>, tensor<4096x1024xf16>) -> tensor<128x1024xf16>
  return %q, %k, %v : tensor<128x4096xf16>, tensor<128x1024xf16>, tensor<128x1024xf16>
}

// -----

// CHECK-LABEL: func.func @gate_up
// CHECK-SAME: (%[[X:.*]]: tensor<16x4096xbf16>, %[[WG:.*]]: tensor<4096x11008xbf16>, %[[WU:.*]]: tensor<4096x11008xbf16>)
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[WG]], %[[WU]] : {{.*}} -> tensor<4096x22016xbf16>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.linear"(%[[X]], %[[W]]) : (tensor<16x4096xbf16>, tensor<4096x22016xbf16>) -> tensor<16x22016xbf16>
// CHECK-NEXT: %[[G:.*]] = tensor.extract_slice %[[Y]][0, 0] [16, 11008] [1, 1] : tensor<16x22016xbf16> to tensor<16x11008xbf16>
// CHECK-NEXT: %[[U:.*]] = tensor.extract_slice %[[Y]][0, 11008] [16, 11008] [1, 1] : tensor<16x22016xbf16> to tensor<16x11008xbf16>
// CHECK-NEXT: return %[[G]], %[[U]]
func.func @gate_up(%x: tensor<16x4096xbf16>, %wg: tensor<4096x11008xbf16>, %wu: tensor<4096x11008xbf16>) -> (tensor<16x11008xbf16>, tensor<16x11008xbf16>) {
  %g = "tensor_cast.linear"(%x, %wg) : (tensor<16x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<16x11008xbf16>
  %u = "tensor_cast.linear"(%x, %wu) : (tensor<16x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<16x11008xbf16>
  return %g, %u : tensor<16x11008xbf16>, tensor<16x11008xbf16>
}

// -----

// Qwen2.5-style biased q/k/v: the biases are concatenated too.
// CHECK-LABEL: func.func @qkv_bias
// CHECK-SAME: (%[[X:.*]]: tensor<32x896xbf16>, %[[WQ:.*]]: tensor<896x896xbf16>, %[[BQ:.*]]: tensor<896xbf16>, %[[WK:.*]]: tensor<896x128xbf16>, %[[BK:.*]]: tensor<128xbf16>, %[[WV:.*]]: tensor<896x128xbf16>, %[[BV:.*]]: tensor<128xbf16>)
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[WQ]], %[[WK]], %[[WV]] : {{.*}} -> tensor<896x1152xbf16>
// CHECK-NEXT: %[[B:.*]] = tensor.concat dim(0) %[[BQ]], %[[BK]], %[[BV]] : (tensor<896xbf16>, tensor<128xbf16>, tensor<128xbf16>) -> tensor<1152xbf16>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.linear"(%[[X]], %[[W]], %[[B]]) : (tensor<32x896xbf16>, tensor<896x1152xbf16>, tensor<1152xbf16>) -> tensor<32x1152xbf16>
// CHECK-NEXT: %[[Q:.*]] = tensor.extract_slice %[[Y]][0, 0] [32, 896] [1, 1]
// CHECK-NEXT: %[[K:.*]] = tensor.extract_slice %[[Y]][0, 896] [32, 128] [1, 1]
// CHECK-NEXT: %[[V:.*]] = tensor.extract_slice %[[Y]][0, 1024] [32, 128] [1, 1]
// CHECK-NEXT: return %[[Q]], %[[K]], %[[V]]
func.func @qkv_bias(%x: tensor<32x896xbf16>, %wq: tensor<896x896xbf16>, %bq: tensor<896xbf16>, %wk: tensor<896x128xbf16>, %bk: tensor<128xbf16>, %wv: tensor<896x128xbf16>, %bv: tensor<128xbf16>) -> (tensor<32x896xbf16>, tensor<32x128xbf16>, tensor<32x128xbf16>) {
  %q = "tensor_cast.linear"(%x, %wq, %bq) : (tensor<32x896xbf16>, tensor<896x896xbf16>, tensor<896xbf16>) -> tensor<32x896xbf16>
  %k = "tensor_cast.linear"(%x, %wk, %bk) : (tensor<32x896xbf16>, tensor<896x128xbf16>, tensor<128xbf16>) -> tensor<32x128xbf16>
  %v = "tensor_cast.linear"(%x, %wv, %bv) : (tensor<32x896xbf16>, tensor<896x128xbf16>, tensor<128xbf16>) -> tensor<32x128xbf16>
  return %q, %k, %v : tensor<32x896xbf16>, tensor<32x128xbf16>, tensor<32x128xbf16>
}

// -----

// CHECK-LABEL: func.func @int8_per_channel
// CHECK-SAME: (%[[X:.*]]: tensor<128x64xi8>, %[[XS:.*]]: tensor<128x1xf32>, %[[W1:.*]]: tensor<64x32xi8>, %[[S1:.*]]: tensor<32xf32>, %[[W2:.*]]: tensor<64x16xi8>, %[[S2:.*]]: tensor<16xf32>)
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]] : (tensor<64x32xi8>, tensor<64x16xi8>) -> tensor<64x48xi8>
// CHECK-NEXT: %[[S:.*]] = tensor.concat dim(0) %[[S1]], %[[S2]] : (tensor<32xf32>, tensor<16xf32>) -> tensor<48xf32>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[S]], %[[XS]]) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<128x64xi8>, tensor<64x48xi8>, tensor<48xf32>, tensor<128x1xf32>) -> tensor<128x48xf16>
// CHECK-NEXT: %[[Y1:.*]] = tensor.extract_slice %[[Y]][0, 0] [128, 32] [1, 1] : tensor<128x48xf16> to tensor<128x32xf16>
// CHECK-NEXT: %[[Y2:.*]] = tensor.extract_slice %[[Y]][0, 32] [128, 16] [1, 1] : tensor<128x48xf16> to tensor<128x16xf16>
// CHECK-NEXT: return %[[Y1]], %[[Y2]]
func.func @int8_per_channel(%x: tensor<128x64xi8>, %xs: tensor<128x1xf32>, %w1: tensor<64x32xi8>, %s1: tensor<32xf32>, %w2: tensor<64x16xi8>, %s2: tensor<16xf32>) -> (tensor<128x32xf16>, tensor<128x16xf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<128x64xi8>, tensor<64x32xi8>, tensor<32xf32>, tensor<128x1xf32>) -> tensor<128x32xf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<128x64xi8>, tensor<64x16xi8>, tensor<16xf32>, tensor<128x1xf32>) -> tensor<128x16xf16>
  return %y1, %y2 : tensor<128x32xf16>, tensor<128x16xf16>
}

// -----

// Different per-tensor scales: each is broadcast to its op's N and the
// results concatenated, so the merged op is per-channel and exact.
// CHECK-LABEL: func.func @int8_per_tensor_different_scales
// CHECK-SAME: (%[[X:.*]]: tensor<8x64xi8>, %[[XS:.*]]: tensor<f32>, %[[W1:.*]]: tensor<64x4xi8>, %[[S1:.*]]: tensor<f32>, %[[W2:.*]]: tensor<64x2xi8>, %[[S2:.*]]: tensor<f32>)
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]]
// CHECK-NEXT: %[[E1:.*]] = tensor.extract %[[S1]][] : tensor<f32>
// CHECK-NEXT: %[[B1:.*]] = tensor.splat %[[E1]] : tensor<4xf32>
// CHECK-NEXT: %[[E2:.*]] = tensor.extract %[[S2]][] : tensor<f32>
// CHECK-NEXT: %[[B2:.*]] = tensor.splat %[[E2]] : tensor<2xf32>
// CHECK-NEXT: %[[S:.*]] = tensor.concat dim(0) %[[B1]], %[[B2]] : (tensor<4xf32>, tensor<2xf32>) -> tensor<6xf32>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[S]], %[[XS]]) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x6xi8>, tensor<6xf32>, tensor<f32>) -> tensor<8x6xf16>
// CHECK-NEXT: %[[Y1:.*]] = tensor.extract_slice %[[Y]][0, 0] [8, 4] [1, 1]
// CHECK-NEXT: %[[Y2:.*]] = tensor.extract_slice %[[Y]][0, 4] [8, 2] [1, 1]
// CHECK-NEXT: return %[[Y1]], %[[Y2]]
func.func @int8_per_tensor_different_scales(%x: tensor<8x64xi8>, %xs: tensor<f32>, %w1: tensor<64x4xi8>, %s1: tensor<f32>, %w2: tensor<64x2xi8>, %s2: tensor<f32>) -> (tensor<8x4xf16>, tensor<8x2xf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x4xi8>, tensor<f32>, tensor<f32>) -> tensor<8x4xf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x2xi8>, tensor<f32>, tensor<f32>) -> tensor<8x2xf16>
  return %y1, %y2 : tensor<8x4xf16>, tensor<8x2xf16>
}

// -----

// Constant per-tensor scales: the broadcast and concatenation fold into one
// constant, and the old scale constants are gone.
// CHECK-LABEL: func.func @int8_per_tensor_constant_scales
// CHECK-SAME: (%[[X:.*]]: tensor<8x64xi8>, %[[XS:.*]]: tensor<f32>, %[[W1:.*]]: tensor<64x4xi8>, %[[W2:.*]]: tensor<64x2xi8>)
// CHECK-NOT: dense<5.000000e-01> : tensor<f32>
// CHECK-NOT: dense<2.500000e-01> : tensor<f32>
// CHECK: %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]]
// CHECK-NEXT: %[[S:.*]] = arith.constant dense<[5.000000e-01, 5.000000e-01, 5.000000e-01, 5.000000e-01, 2.500000e-01, 2.500000e-01]> : tensor<6xf32>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[S]], %[[XS]])
// CHECK-SAME: -> tensor<8x6xf16>
// CHECK-NOT: arith.constant
// CHECK: return
func.func @int8_per_tensor_constant_scales(%x: tensor<8x64xi8>, %xs: tensor<f32>, %w1: tensor<64x4xi8>, %w2: tensor<64x2xi8>) -> (tensor<8x4xf16>, tensor<8x2xf16>) {
  %s1 = arith.constant dense<5.000000e-01> : tensor<f32>
  %s2 = arith.constant dense<2.500000e-01> : tensor<f32>
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x4xi8>, tensor<f32>, tensor<f32>) -> tensor<8x4xf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x2xi8>, tensor<f32>, tensor<f32>) -> tensor<8x2xf16>
  return %y1, %y2 : tensor<8x4xf16>, tensor<8x2xf16>
}

// -----

// One shared per-tensor scale stays per-tensor.
// CHECK-LABEL: func.func @int8_per_tensor_same_scale
// CHECK-SAME: (%[[X:.*]]: tensor<8x64xi8>, %[[XS:.*]]: tensor<f32>, %[[W1:.*]]: tensor<64x4xi8>, %[[W2:.*]]: tensor<64x2xi8>, %[[S:.*]]: tensor<f32>)
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]]
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[S]], %[[XS]]) {{.*}} : (tensor<8x64xi8>, tensor<64x6xi8>, tensor<f32>, tensor<f32>) -> tensor<8x6xf16>
// CHECK-NEXT: tensor.extract_slice %[[Y]][0, 0] [8, 4] [1, 1]
// CHECK-NEXT: tensor.extract_slice %[[Y]][0, 4] [8, 2] [1, 1]
func.func @int8_per_tensor_same_scale(%x: tensor<8x64xi8>, %xs: tensor<f32>, %w1: tensor<64x4xi8>, %w2: tensor<64x2xi8>, %s: tensor<f32>) -> (tensor<8x4xf16>, tensor<8x2xf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x4xi8>, tensor<f32>, tensor<f32>) -> tensor<8x4xf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x2xi8>, tensor<f32>, tensor<f32>) -> tensor<8x2xf16>
  return %y1, %y2 : tensor<8x4xf16>, tensor<8x2xf16>
}

// -----

// Dynamic int8 activations, int4 group-wise weights with offsets (the reference simulator's da8w4 fusion):
// weights, group scales and offsets are all concatenated along N.
// CHECK-LABEL: func.func @int4_grouped_offsets
// CHECK-SAME: (%[[X:.*]]: tensor<8x128xi8>, %[[XS:.*]]: tensor<8x1xf32>, %[[W1:.*]]: tensor<128x64xi4>, %[[S1:.*]]: tensor<4x64xf16>, %[[O1:.*]]: tensor<4x64xi32>, %[[W2:.*]]: tensor<128x32xi4>, %[[S2:.*]]: tensor<4x32xf16>, %[[O2:.*]]: tensor<4x32xi32>)
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]] : (tensor<128x64xi4>, tensor<128x32xi4>) -> tensor<128x96xi4>
// CHECK-NEXT: %[[S:.*]] = tensor.concat dim(1) %[[S1]], %[[S2]] : (tensor<4x64xf16>, tensor<4x32xf16>) -> tensor<4x96xf16>
// CHECK-NEXT: %[[O:.*]] = tensor.concat dim(1) %[[O1]], %[[O2]] : (tensor<4x64xi32>, tensor<4x32xi32>) -> tensor<4x96xi32>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[S]], %[[O]], %[[XS]]) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0, 0>} : (tensor<8x128xi8>, tensor<128x96xi4>, tensor<4x96xf16>, tensor<4x96xi32>, tensor<8x1xf32>) -> tensor<8x96xbf16>
// CHECK-NEXT: %[[Y1:.*]] = tensor.extract_slice %[[Y]][0, 0] [8, 64] [1, 1] : tensor<8x96xbf16> to tensor<8x64xbf16>
// CHECK-NEXT: %[[Y2:.*]] = tensor.extract_slice %[[Y]][0, 64] [8, 32] [1, 1] : tensor<8x96xbf16> to tensor<8x32xbf16>
// CHECK-NEXT: return %[[Y1]], %[[Y2]]
func.func @int4_grouped_offsets(%x: tensor<8x128xi8>, %xs: tensor<8x1xf32>, %w1: tensor<128x64xi4>, %s1: tensor<4x64xf16>, %o1: tensor<4x64xi32>, %w2: tensor<128x32xi4>, %s2: tensor<4x32xf16>, %o2: tensor<4x32xi32>) -> (tensor<8x64xbf16>, tensor<8x32xbf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %o1, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0, 0>} : (tensor<8x128xi8>, tensor<128x64xi4>, tensor<4x64xf16>, tensor<4x64xi32>, tensor<8x1xf32>) -> tensor<8x64xbf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %o2, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0, 0>} : (tensor<8x128xi8>, tensor<128x32xi4>, tensor<4x32xf16>, tensor<4x32xi32>, tensor<8x1xf32>) -> tensor<8x32xbf16>
  return %y1, %y2 : tensor<8x64xbf16>, tensor<8x32xbf16>
}

// -----

// CHECK-LABEL: func.func @fp8_per_channel
// CHECK-SAME: (%[[X:.*]]: tensor<16x64xf8E4M3FN>, %[[XS:.*]]: tensor<16x1xf32>, %[[W1:.*]]: tensor<64x32xf8E4M3FN>, %[[S1:.*]]: tensor<32xf32>, %[[W2:.*]]: tensor<64x8xf8E4M3FN>, %[[S2:.*]]: tensor<8xf32>)
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]] : {{.*}} -> tensor<64x40xf8E4M3FN>
// CHECK-NEXT: %[[S:.*]] = tensor.concat dim(0) %[[S1]], %[[S2]] : {{.*}} -> tensor<40xf32>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[S]], %[[XS]]) {{.*}} -> tensor<16x40xbf16>
// CHECK-NEXT: %[[Y1:.*]] = tensor.extract_slice %[[Y]][0, 0] [16, 32] [1, 1]
// CHECK-NEXT: %[[Y2:.*]] = tensor.extract_slice %[[Y]][0, 32] [16, 8] [1, 1]
// CHECK-NEXT: return %[[Y1]], %[[Y2]]
func.func @fp8_per_channel(%x: tensor<16x64xf8E4M3FN>, %xs: tensor<16x1xf32>, %w1: tensor<64x32xf8E4M3FN>, %s1: tensor<32xf32>, %w2: tensor<64x8xf8E4M3FN>, %s2: tensor<8xf32>) -> (tensor<16x32xbf16>, tensor<16x8xbf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<16x64xf8E4M3FN>, tensor<64x32xf8E4M3FN>, tensor<32xf32>, tensor<16x1xf32>) -> tensor<16x32xbf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<16x64xf8E4M3FN>, tensor<64x8xf8E4M3FN>, tensor<8xf32>, tensor<16x1xf32>) -> tensor<16x8xbf16>
  return %y1, %y2 : tensor<16x32xbf16>, tensor<16x8xbf16>
}

// -----

// FP8 block scales (K/128, N/128) of equal block width concatenate along N:
// block j of the merged scale covers merged columns 128j..128j+127, the
// members' own blocks in order.
// CHECK-LABEL: func.func @fp8_blocks
// CHECK-SAME: (%[[X:.*]]: tensor<4x256xf8E4M3FN>, %[[XS:.*]]: tensor<4x2xf32>, %[[W1:.*]]: tensor<256x256xf8E4M3FN>, %[[S1:.*]]: tensor<2x2xf32>, %[[W2:.*]]: tensor<256x128xf8E4M3FN>, %[[S2:.*]]: tensor<2x1xf32>)
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]] : {{.*}} -> tensor<256x384xf8E4M3FN>
// CHECK-NEXT: %[[S:.*]] = tensor.concat dim(1) %[[S1]], %[[S2]] : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[S]], %[[XS]]) {{.*}} -> tensor<4x384xbf16>
// CHECK-NEXT: %[[Y1:.*]] = tensor.extract_slice %[[Y]][0, 0] [4, 256] [1, 1]
// CHECK-NEXT: %[[Y2:.*]] = tensor.extract_slice %[[Y]][0, 256] [4, 128] [1, 1]
// CHECK-NEXT: return %[[Y1]], %[[Y2]]
func.func @fp8_blocks(%x: tensor<4x256xf8E4M3FN>, %xs: tensor<4x2xf32>, %w1: tensor<256x256xf8E4M3FN>, %s1: tensor<2x2xf32>, %w2: tensor<256x128xf8E4M3FN>, %s2: tensor<2x1xf32>) -> (tensor<4x256xbf16>, tensor<4x128xbf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x256xf8E4M3FN>, tensor<256x256xf8E4M3FN>, tensor<2x2xf32>, tensor<4x2xf32>) -> tensor<4x256xbf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x256xf8E4M3FN>, tensor<256x128xf8E4M3FN>, tensor<2x1xf32>, tensor<4x2xf32>) -> tensor<4x128xbf16>
  return %y1, %y2 : tensor<4x256xbf16>, tensor<4x128xbf16>
}

// -----

// Block scales of different widths (128 and 64 columns, as DeepSeek's q_a
// and its 576-wide kv_a) merge at the narrower: each column of the wider
// scale repeated twice (a view, a concatenation, a view) covers the same
// weights in 64-wide blocks.
// CHECK-LABEL: func.func @fp8_block_widths
// CHECK-SAME: (%[[X:.*]]: tensor<4x256xf8E4M3FN>, %[[XS:.*]]: tensor<4x2xf32>, %[[W1:.*]]: tensor<256x256xf8E4M3FN>, %[[S1:.*]]: tensor<2x2xf32>, %[[W2:.*]]: tensor<256x128xf8E4M3FN>, %[[S2:.*]]: tensor<2x2xf32>)
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]] : {{.*}} -> tensor<256x384xf8E4M3FN>
// CHECK-NEXT: %[[C:.*]] = "tensor_cast.view"(%[[S1]]) : (tensor<2x2xf32>) -> tensor<2x2x1xf32>
// CHECK-NEXT: %[[R:.*]] = tensor.concat dim(2) %[[C]], %[[C]] : (tensor<2x2x1xf32>, tensor<2x2x1xf32>) -> tensor<2x2x2xf32>
// CHECK-NEXT: %[[S1W:.*]] = "tensor_cast.view"(%[[R]]) : (tensor<2x2x2xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[S:.*]] = tensor.concat dim(1) %[[S1W]], %[[S2]] : (tensor<2x4xf32>, tensor<2x2xf32>) -> tensor<2x6xf32>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[S]], %[[XS]]) {{.*}} -> tensor<4x384xbf16>
// CHECK-NEXT: %[[Y1:.*]] = tensor.extract_slice %[[Y]][0, 0] [4, 256] [1, 1]
// CHECK-NEXT: %[[Y2:.*]] = tensor.extract_slice %[[Y]][0, 256] [4, 128] [1, 1]
// CHECK-NEXT: return %[[Y1]], %[[Y2]]
func.func @fp8_block_widths(%x: tensor<4x256xf8E4M3FN>, %xs: tensor<4x2xf32>, %w1: tensor<256x256xf8E4M3FN>, %s1: tensor<2x2xf32>, %w2: tensor<256x128xf8E4M3FN>, %s2: tensor<2x2xf32>) -> (tensor<4x256xbf16>, tensor<4x128xbf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x256xf8E4M3FN>, tensor<256x256xf8E4M3FN>, tensor<2x2xf32>, tensor<4x2xf32>) -> tensor<4x256xbf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x256xf8E4M3FN>, tensor<256x128xf8E4M3FN>, tensor<2x2xf32>, tensor<4x2xf32>) -> tensor<4x128xbf16>
  return %y1, %y2 : tensor<4x256xbf16>, tensor<4x128xbf16>
}

// -----

// mxfp4 group scales (K/32, N) are concatenated along N (the reference pass kept the
// first op's, which has the wrong N).
// CHECK-LABEL: func.func @mxfp4
// CHECK-SAME: (%[[X:.*]]: tensor<16x128xf4E2M1FN>, %[[XS:.*]]: tensor<16x4xf8E8M0FNU>, %[[W1:.*]]: tensor<128x64xf4E2M1FN>, %[[S1:.*]]: tensor<4x64xf8E8M0FNU>, %[[W2:.*]]: tensor<128x32xf4E2M1FN>, %[[S2:.*]]: tensor<4x32xf8E8M0FNU>)
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]] : {{.*}} -> tensor<128x96xf4E2M1FN>
// CHECK-NEXT: %[[S:.*]] = tensor.concat dim(1) %[[S1]], %[[S2]] : (tensor<4x64xf8E8M0FNU>, tensor<4x32xf8E8M0FNU>) -> tensor<4x96xf8E8M0FNU>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[S]], %[[XS]]) {{.*}} -> tensor<16x96xbf16>
// CHECK-NEXT: %[[Y1:.*]] = tensor.extract_slice %[[Y]][0, 0] [16, 64] [1, 1]
// CHECK-NEXT: %[[Y2:.*]] = tensor.extract_slice %[[Y]][0, 64] [16, 32] [1, 1]
// CHECK-NEXT: return %[[Y1]], %[[Y2]]
func.func @mxfp4(%x: tensor<16x128xf4E2M1FN>, %xs: tensor<16x4xf8E8M0FNU>, %w1: tensor<128x64xf4E2M1FN>, %s1: tensor<4x64xf8E8M0FNU>, %w2: tensor<128x32xf4E2M1FN>, %s2: tensor<4x32xf8E8M0FNU>) -> (tensor<16x64xbf16>, tensor<16x32xbf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<16x128xf4E2M1FN>, tensor<128x64xf4E2M1FN>, tensor<4x64xf8E8M0FNU>, tensor<16x4xf8E8M0FNU>) -> tensor<16x64xbf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<16x128xf4E2M1FN>, tensor<128x32xf4E2M1FN>, tensor<4x32xf8E8M0FNU>, tensor<16x4xf8E8M0FNU>) -> tensor<16x32xbf16>
  return %y1, %y2 : tensor<16x64xbf16>, tensor<16x32xbf16>
}

// -----

// 3-D x: the slices cut the last dim.
// CHECK-LABEL: func.func @x_3d
// CHECK-SAME: (%[[X:.*]]: tensor<2x16x64xf16>, %[[W1:.*]]: tensor<64x32xf16>, %[[W2:.*]]: tensor<64x16xf16>)
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]] : {{.*}} -> tensor<64x48xf16>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.linear"(%[[X]], %[[W]]) : (tensor<2x16x64xf16>, tensor<64x48xf16>) -> tensor<2x16x48xf16>
// CHECK-NEXT: %[[Y1:.*]] = tensor.extract_slice %[[Y]][0, 0, 0] [2, 16, 32] [1, 1, 1] : tensor<2x16x48xf16> to tensor<2x16x32xf16>
// CHECK-NEXT: %[[Y2:.*]] = tensor.extract_slice %[[Y]][0, 0, 32] [2, 16, 16] [1, 1, 1] : tensor<2x16x48xf16> to tensor<2x16x16xf16>
// CHECK-NEXT: return %[[Y1]], %[[Y2]]
func.func @x_3d(%x: tensor<2x16x64xf16>, %w1: tensor<64x32xf16>, %w2: tensor<64x16xf16>) -> (tensor<2x16x32xf16>, tensor<2x16x16xf16>) {
  %y1 = "tensor_cast.linear"(%x, %w1) : (tensor<2x16x64xf16>, tensor<64x32xf16>) -> tensor<2x16x32xf16>
  %y2 = "tensor_cast.linear"(%x, %w2) : (tensor<2x16x64xf16>, tensor<64x16xf16>) -> tensor<2x16x16xf16>
  return %y1, %y2 : tensor<2x16x32xf16>, tensor<2x16x16xf16>
}

// -----

// A dynamic token dim: the slices take its size from the merged result.
// CHECK-LABEL: func.func @dynamic_tokens
// CHECK-SAME: (%[[X:.*]]: tensor<?x64xf16>, %[[W1:.*]]: tensor<64x32xf16>, %[[W2:.*]]: tensor<64x16xf16>)
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]]
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.linear"(%[[X]], %[[W]]) : (tensor<?x64xf16>, tensor<64x48xf16>) -> tensor<?x48xf16>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[M:.*]] = tensor.dim %[[Y]], %[[C0]] : tensor<?x48xf16>
// CHECK-NEXT: %[[Y1:.*]] = tensor.extract_slice %[[Y]][0, 0] [%[[M]], 32] [1, 1] : tensor<?x48xf16> to tensor<?x32xf16>
// CHECK-NEXT: %[[Y2:.*]] = tensor.extract_slice %[[Y]][0, 32] [%[[M]], 16] [1, 1] : tensor<?x48xf16> to tensor<?x16xf16>
// CHECK-NEXT: return %[[Y1]], %[[Y2]]
func.func @dynamic_tokens(%x: tensor<?x64xf16>, %w1: tensor<64x32xf16>, %w2: tensor<64x16xf16>) -> (tensor<?x32xf16>, tensor<?x16xf16>) {
  %y1 = "tensor_cast.linear"(%x, %w1) : (tensor<?x64xf16>, tensor<64x32xf16>) -> tensor<?x32xf16>
  %y2 = "tensor_cast.linear"(%x, %w2) : (tensor<?x64xf16>, tensor<64x16xf16>) -> tensor<?x16xf16>
  return %y1, %y2 : tensor<?x32xf16>, tensor<?x16xf16>
}

// -----

// Two interleaved groups (by input): each merges on its own, in program order.
// CHECK-LABEL: func.func @two_groups
// CHECK-SAME: (%[[A:.*]]: tensor<4x64xf16>, %[[B:.*]]: tensor<4x32xf16>, %[[W1:.*]]: tensor<64x8xf16>, %[[W2:.*]]: tensor<32x8xf16>, %[[W3:.*]]: tensor<64x8xf16>, %[[W4:.*]]: tensor<32x8xf16>)
// CHECK-NEXT: %[[WA:.*]] = tensor.concat dim(1) %[[W1]], %[[W3]]
// CHECK-NEXT: %[[YA:.*]] = "tensor_cast.linear"(%[[A]], %[[WA]]) {{.*}} -> tensor<4x16xf16>
// CHECK-NEXT: %[[Y1:.*]] = tensor.extract_slice %[[YA]][0, 0] [4, 8]
// CHECK-NEXT: %[[Y3:.*]] = tensor.extract_slice %[[YA]][0, 8] [4, 8]
// CHECK-NEXT: %[[WB:.*]] = tensor.concat dim(1) %[[W2]], %[[W4]]
// CHECK-NEXT: %[[YB:.*]] = "tensor_cast.linear"(%[[B]], %[[WB]]) {{.*}} -> tensor<4x16xf16>
// CHECK-NEXT: %[[Y2:.*]] = tensor.extract_slice %[[YB]][0, 0] [4, 8]
// CHECK-NEXT: %[[Y4:.*]] = tensor.extract_slice %[[YB]][0, 8] [4, 8]
// CHECK-NEXT: return %[[Y1]], %[[Y2]], %[[Y3]], %[[Y4]]
func.func @two_groups(%a: tensor<4x64xf16>, %b: tensor<4x32xf16>, %w1: tensor<64x8xf16>, %w2: tensor<32x8xf16>, %w3: tensor<64x8xf16>, %w4: tensor<32x8xf16>) -> (tensor<4x8xf16>, tensor<4x8xf16>, tensor<4x8xf16>, tensor<4x8xf16>) {
  %y1 = "tensor_cast.linear"(%a, %w1) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  %y2 = "tensor_cast.linear"(%b, %w2) : (tensor<4x32xf16>, tensor<32x8xf16>) -> tensor<4x8xf16>
  %y3 = "tensor_cast.linear"(%a, %w3) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  %y4 = "tensor_cast.linear"(%b, %w4) : (tensor<4x32xf16>, tensor<32x8xf16>) -> tensor<4x8xf16>
  return %y1, %y2, %y3, %y4 : tensor<4x8xf16>, tensor<4x8xf16>, tensor<4x8xf16>, tensor<4x8xf16>
}

// -----

// Members far apart, with a user of the first in between and the second's
// weight produced after it: the producer moves up, the users stay below.
// CHECK-LABEL: func.func @far_apart
// CHECK-SAME: (%[[X:.*]]: tensor<4x64xf16>, %[[W1:.*]]: tensor<64x8xf16>, %[[FLAT:.*]]: tensor<512xf16>)
// CHECK-NEXT: %[[W2:.*]] = "tensor_cast.view"(%[[FLAT]])
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]]
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.linear"(%[[X]], %[[W]])
// CHECK-NEXT: %[[Y1:.*]] = tensor.extract_slice %[[Y]][0, 0] [4, 8]
// CHECK-NEXT: %[[Y2:.*]] = tensor.extract_slice %[[Y]][0, 8] [4, 8]
// CHECK-NEXT: %[[U1:.*]] = arith.addf %[[Y1]], %[[Y1]]
// CHECK-NEXT: %[[U2:.*]] = arith.addf %[[Y2]], %[[U1]]
// CHECK-NEXT: return %[[U1]], %[[U2]]
func.func @far_apart(%x: tensor<4x64xf16>, %w1: tensor<64x8xf16>, %w2flat: tensor<512xf16>) -> (tensor<4x8xf16>, tensor<4x8xf16>) {
  %y1 = "tensor_cast.linear"(%x, %w1) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  %u1 = arith.addf %y1, %y1 : tensor<4x8xf16>
  %w2 = "tensor_cast.view"(%w2flat) : (tensor<512xf16>) -> tensor<64x8xf16>
  %y2 = "tensor_cast.linear"(%x, %w2) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  %u2 = arith.addf %y2, %u1 : tensor<4x8xf16>
  return %u1, %u2 : tensor<4x8xf16>, tensor<4x8xf16>
}

// -----

// Constant weights: the concatenation is folded into one constant (rows of
// w1 followed by w2's column) and the old constants are erased.
// CHECK-LABEL: func.func @constant_weights
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>)
// CHECK-NEXT: %[[W:.*]] = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 7.000000e+00], [3.000000e+00, 4.000000e+00, 8.000000e+00], [5.000000e+00, 6.000000e+00, 9.000000e+00]]> : tensor<3x3xf32>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.linear"(%[[X]], %[[W]]) : (tensor<4x3xf32>, tensor<3x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT: %[[Y1:.*]] = tensor.extract_slice %[[Y]][0, 0] [4, 2] [1, 1] : tensor<4x3xf32> to tensor<4x2xf32>
// CHECK-NEXT: %[[Y2:.*]] = tensor.extract_slice %[[Y]][0, 2] [4, 1] [1, 1] : tensor<4x3xf32> to tensor<4x1xf32>
// CHECK-NEXT: return %[[Y1]], %[[Y2]]
func.func @constant_weights(%x: tensor<4x3xf32>) -> (tensor<4x2xf32>, tensor<4x1xf32>) {
  %w1 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %w2 = arith.constant dense<[[7.0], [8.0], [9.0]]> : tensor<3x1xf32>
  %y1 = "tensor_cast.linear"(%x, %w1) : (tensor<4x3xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
  %y2 = "tensor_cast.linear"(%x, %w2) : (tensor<4x3xf32>, tensor<3x1xf32>) -> tensor<4x1xf32>
  return %y1, %y2 : tensor<4x2xf32>, tensor<4x1xf32>
}

// -----

// Two interleaved groups where the second group's first member feeds the
// first group's second weight: the first group hoists it, and the second
// group merges in a later round, on the rewritten IR.
// CHECK-LABEL: func.func @interleaved_groups
// CHECK-SAME: (%[[A:.*]]: tensor<4x64xf16>, %[[B:.*]]: tensor<64x32xf16>, %[[WA1:.*]]: tensor<64x8xf16>, %[[WB1:.*]]: tensor<32x8xf16>, %[[WB2:.*]]: tensor<32x8xf16>)
// CHECK-NEXT: %[[WB:.*]] = tensor.concat dim(1) %[[WB1]], %[[WB2]]
// CHECK-NEXT: %[[YB:.*]] = "tensor_cast.linear"(%[[B]], %[[WB]]) {{.*}} -> tensor<64x16xf16>
// CHECK-NEXT: %[[B1:.*]] = tensor.extract_slice %[[YB]][0, 0] [64, 8]
// CHECK-NEXT: %[[B2:.*]] = tensor.extract_slice %[[YB]][0, 8] [64, 8]
// CHECK-NEXT: %[[WA2:.*]] = "tensor_cast.view"(%[[B1]])
// CHECK-NEXT: %[[WA:.*]] = tensor.concat dim(1) %[[WA1]], %[[WA2]]
// CHECK-NEXT: %[[YA:.*]] = "tensor_cast.linear"(%[[A]], %[[WA]]) {{.*}} -> tensor<4x16xf16>
// CHECK-NEXT: %[[A1:.*]] = tensor.extract_slice %[[YA]][0, 0] [4, 8]
// CHECK-NEXT: %[[A2:.*]] = tensor.extract_slice %[[YA]][0, 8] [4, 8]
// CHECK-NEXT: return %[[A1]], %[[A2]], %[[B2]]
func.func @interleaved_groups(%a: tensor<4x64xf16>, %b: tensor<64x32xf16>, %wa1: tensor<64x8xf16>, %wb1: tensor<32x8xf16>, %wb2: tensor<32x8xf16>) -> (tensor<4x8xf16>, tensor<4x8xf16>, tensor<64x8xf16>) {
  %a1 = "tensor_cast.linear"(%a, %wa1) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  %b1 = "tensor_cast.linear"(%b, %wb1) : (tensor<64x32xf16>, tensor<32x8xf16>) -> tensor<64x8xf16>
  %wa2 = "tensor_cast.view"(%b1) : (tensor<64x8xf16>) -> tensor<64x8xf16>
  %a2 = "tensor_cast.linear"(%a, %wa2) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  %b2 = "tensor_cast.linear"(%b, %wb2) : (tensor<64x32xf16>, tensor<32x8xf16>) -> tensor<64x8xf16>
  return %a1, %a2, %b2 : tensor<4x8xf16>, tensor<4x8xf16>, tensor<64x8xf16>
}

// -----

// Two different splat weights of 2^41 elements each: folding them into one
// constant would write out 8 TiB (it aborted in malloc), so the merged
// weight is a tensor.concat of the two constants instead.
// CHECK-LABEL: func.func @huge_splat_weights
// CHECK-DAG:  %[[W1:.*]] = arith.constant dense<1.000000e+00> : tensor<2x1099511627776xf16>
// CHECK-DAG:  %[[W2:.*]] = arith.constant dense<2.000000e+00> : tensor<2x1099511627776xf16>
// CHECK:      %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]] : (tensor<2x1099511627776xf16>, tensor<2x1099511627776xf16>) -> tensor<2x2199023255552xf16>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.linear"(%arg0, %[[W]])
func.func @huge_splat_weights(%x: tensor<1x2xf16>) -> (tensor<1x1099511627776xf16>, tensor<1x1099511627776xf16>) {
  %w1 = arith.constant dense<1.0> : tensor<2x1099511627776xf16>
  %w2 = arith.constant dense<2.0> : tensor<2x1099511627776xf16>
  %a = "tensor_cast.linear"(%x, %w1) : (tensor<1x2xf16>, tensor<2x1099511627776xf16>) -> tensor<1x1099511627776xf16>
  %b = "tensor_cast.linear"(%x, %w2) : (tensor<1x2xf16>, tensor<2x1099511627776xf16>) -> tensor<1x1099511627776xf16>
  return %a, %b : tensor<1x1099511627776xf16>, tensor<1x1099511627776xf16>
}

// -----

// Weight-only int4 as tc-gen writes it (the reference simulator's quantized layer): each
// projection views x itself. Views of one value to one type are the same x,
// so q and k merge on the first view; the second view, now unused, goes.
// CHECK-LABEL: func.func @int4_views_of_x
// CHECK-SAME: (%[[H:.*]]: tensor<1x8x64xf16>, %[[WQ:[^:]*]]: tensor<64x64xi4>, %[[SQ:[^:]*]]: tensor<2x64xf32>, %[[OQ:[^:]*]]: tensor<2x64xi32>, %[[WK:[^:]*]]: tensor<64x32xi4>, %[[SK:[^:]*]]: tensor<2x32xf32>, %[[OK:[^:]*]]: tensor<2x32xi32>)
// CHECK-NEXT: %[[XV:.*]] = "tensor_cast.view"(%[[H]]) : (tensor<1x8x64xf16>) -> tensor<8x64xf16>
// CHECK-DAG: %[[W:.*]] = tensor.concat dim(1) %[[WQ]], %[[WK]] : (tensor<64x64xi4>, tensor<64x32xi4>) -> tensor<64x96xi4>
// CHECK-DAG: %[[S:.*]] = tensor.concat dim(1) %[[SQ]], %[[SK]] : (tensor<2x64xf32>, tensor<2x32xf32>) -> tensor<2x96xf32>
// CHECK-DAG: %[[O:.*]] = tensor.concat dim(1) %[[OQ]], %[[OK]] : (tensor<2x64xi32>, tensor<2x32xi32>) -> tensor<2x96xi32>
// CHECK: %[[Y:.*]] = "tensor_cast.quant_linear"(%[[XV]], %[[W]], %[[S]], %[[O]]) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0, 0>} : (tensor<8x64xf16>, tensor<64x96xi4>, tensor<2x96xf32>, tensor<2x96xi32>) -> tensor<8x96xf16>
// CHECK-NOT: "tensor_cast.view"
// CHECK: return
func.func @int4_views_of_x(%h: tensor<1x8x64xf16>, %wq: tensor<64x64xi4>, %sq: tensor<2x64xf32>, %oq: tensor<2x64xi32>, %wk: tensor<64x32xi4>, %sk: tensor<2x32xf32>, %ok: tensor<2x32xi32>) -> (tensor<8x64xf16>, tensor<8x32xf16>) {
  %xq = "tensor_cast.view"(%h) : (tensor<1x8x64xf16>) -> tensor<8x64xf16>
  %q = "tensor_cast.quant_linear"(%xq, %wq, %sq, %oq) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0, 0>} : (tensor<8x64xf16>, tensor<64x64xi4>, tensor<2x64xf32>, tensor<2x64xi32>) -> tensor<8x64xf16>
  %xk = "tensor_cast.view"(%h) : (tensor<1x8x64xf16>) -> tensor<8x64xf16>
  %k = "tensor_cast.quant_linear"(%xk, %wk, %sk, %ok) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0, 0>} : (tensor<8x64xf16>, tensor<64x32xi4>, tensor<2x32xf32>, tensor<2x32xi32>) -> tensor<8x32xf16>
  return %q, %k : tensor<8x64xf16>, tensor<8x32xf16>
}

// -----

// NVFP4: the e4m3 block scales (K/16, N) concatenate along N; the members'
// global factors differ (each its weight's scale times the input's), so
// they are made per column, each broadcast over its member's N: exact.
// CHECK-LABEL: func.func @nvfp4
// CHECK-SAME: (%[[X:.*]]: tensor<16x64xf4E2M1FN>, %[[XS:.*]]: tensor<16x4xf8E4M3FN>, %[[W1:.*]]: tensor<64x32xf4E2M1FN>, %[[S1:.*]]: tensor<4x32xf8E4M3FN>, %[[G1:.*]]: tensor<f32>, %[[W2:.*]]: tensor<64x16xf4E2M1FN>, %[[S2:.*]]: tensor<4x16xf8E4M3FN>, %[[G2:.*]]: tensor<f32>)
// CHECK-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]] : {{.*}} -> tensor<64x48xf4E2M1FN>
// CHECK-NEXT: %[[S:.*]] = tensor.concat dim(1) %[[S1]], %[[S2]] : (tensor<4x32xf8E4M3FN>, tensor<4x16xf8E4M3FN>) -> tensor<4x48xf8E4M3FN>
// CHECK-NEXT: %[[E1:.*]] = tensor.extract %[[G1]][] : tensor<f32>
// CHECK-NEXT: %[[B1:.*]] = tensor.splat %[[E1]] : tensor<32xf32>
// CHECK-NEXT: %[[E2:.*]] = tensor.extract %[[G2]][] : tensor<f32>
// CHECK-NEXT: %[[B2:.*]] = tensor.splat %[[E2]] : tensor<16xf32>
// CHECK-NEXT: %[[G:.*]] = tensor.concat dim(0) %[[B1]], %[[B2]] : (tensor<32xf32>, tensor<16xf32>) -> tensor<48xf32>
// CHECK-NEXT: %[[Y:.*]] = "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[S]], %[[XS]], %[[G]]) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : {{.*}} -> tensor<16x48xbf16>
// CHECK-NEXT: %[[Y1:.*]] = tensor.extract_slice %[[Y]][0, 0] [16, 32] [1, 1]
// CHECK-NEXT: %[[Y2:.*]] = tensor.extract_slice %[[Y]][0, 32] [16, 16] [1, 1]
// CHECK-NEXT: return %[[Y1]], %[[Y2]]
func.func @nvfp4(%x: tensor<16x64xf4E2M1FN>, %xs: tensor<16x4xf8E4M3FN>, %w1: tensor<64x32xf4E2M1FN>, %s1: tensor<4x32xf8E4M3FN>, %g1: tensor<f32>, %w2: tensor<64x16xf4E2M1FN>, %s2: tensor<4x16xf8E4M3FN>, %g2: tensor<f32>) -> (tensor<16x32xbf16>, tensor<16x16xbf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs, %g1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<16x64xf4E2M1FN>, tensor<64x32xf4E2M1FN>, tensor<4x32xf8E4M3FN>, tensor<16x4xf8E4M3FN>, tensor<f32>) -> tensor<16x32xbf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs, %g2) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<16x64xf4E2M1FN>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>, tensor<16x4xf8E4M3FN>, tensor<f32>) -> tensor<16x16xbf16>
  return %y1, %y2 : tensor<16x32xbf16>, tensor<16x16xbf16>
}

// -----

// One global factor shared by the members stays one.
// CHECK-LABEL: func.func @nvfp4_shared_global
// CHECK-SAME: %[[G:[^:]*]]: tensor<f32>)
// CHECK: "tensor_cast.quant_linear"({{.*}}, %[[G]]) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : {{.*}}tensor<f32>) -> tensor<16x48xbf16>
// CHECK-NOT: tensor.splat
func.func @nvfp4_shared_global(%x: tensor<16x64xf4E2M1FN>, %xs: tensor<16x4xf8E4M3FN>, %w1: tensor<64x32xf4E2M1FN>, %s1: tensor<4x32xf8E4M3FN>, %w2: tensor<64x16xf4E2M1FN>, %s2: tensor<4x16xf8E4M3FN>, %g: tensor<f32>) -> (tensor<16x32xbf16>, tensor<16x16xbf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs, %g) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<16x64xf4E2M1FN>, tensor<64x32xf4E2M1FN>, tensor<4x32xf8E4M3FN>, tensor<16x4xf8E4M3FN>, tensor<f32>) -> tensor<16x32xbf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs, %g) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<16x64xf4E2M1FN>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>, tensor<16x4xf8E4M3FN>, tensor<f32>) -> tensor<16x16xbf16>
  return %y1, %y2 : tensor<16x32xbf16>, tensor<16x16xbf16>
}
