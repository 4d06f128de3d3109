// tc-fuse-attn-quant: attention with the static per-tensor or NVFP4
// quantize of its output (directly, or after the view joining its heads)
// becomes one op; one case per guard leaves the IR as it was. The output
// verifies upstream.
// RUN: tc-opt %s --split-input-file --tc-fuse-attn-quant | FileCheck %s
// RUN: tc-opt %s --split-input-file --tc-fuse-attn-quant | mlir-opt --split-input-file --irdl-file=%tc_irdl > /dev/null
// RUN: tc-opt %s --split-input-file --tc-fuse-attn-quant --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// A static int8 scale on the output (tc-lift-combine-quant lifted the
// quantize above the view).
// CHECK-LABEL: func.func @static
// CHECK-SAME: (%[[Q:.*]]: tensor<2x1x4x16xbf16>, %[[K:.*]]: tensor<2x8x2x16xbf16>, %[[V:.*]]: tensor<2x8x2x16xbf16>, %[[S:.*]]: tensor<f32>)
// CHECK-NEXT: %[[O:.*]] = "tensor_cast.attention_quant"(%[[Q]], %[[K]], %[[V]], %[[S]]) {quantize = "quantize", scale = 2.500000e-01 : f64} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xbf16>, tensor<2x8x2x16xbf16>, tensor<f32>) -> tensor<2x1x4x16xi8>
// CHECK-NEXT: %[[J:.*]] = "tensor_cast.view"(%[[O]])
// CHECK-NEXT: return %[[J]]
// STATS-LABEL: TcFuseAttnQuant
// STATS: (S) 1 fused
func.func @static(%q: tensor<2x1x4x16xbf16>, %k: tensor<2x8x2x16xbf16>, %v: tensor<2x8x2x16xbf16>, %s: tensor<f32>) -> tensor<2x64xi8> {
  %o = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xbf16>, tensor<2x8x2x16xbf16>) -> tensor<2x1x4x16xbf16>
  %x = "tensor_cast.quantize"(%o, %s) : (tensor<2x1x4x16xbf16>, tensor<f32>) -> tensor<2x1x4x16xi8>
  %j = "tensor_cast.view"(%x) : (tensor<2x1x4x16xi8>) -> tensor<2x64xi8>
  return %j : tensor<2x64xi8>
}

// -----

// NVFP4 after the view joining the heads: the fused op writes each head's
// blocks, and views join them again; an FP8 cache's scales stay first.
// CHECK-LABEL: func.func @nvfp4
// CHECK-SAME: (%[[Q:.*]]: tensor<2x1x4x16xbf16>, %[[K:.*]]: tensor<2x8x2x16xf8E4M3FN>, %[[V:.*]]: tensor<2x8x2x16xf8E4M3FN>, %[[KS:.*]]: tensor<f32>, %[[VS:.*]]: tensor<f32>, %[[G:.*]]: tensor<f32>)
// CHECK-NEXT: %[[O:.*]]:2 = "tensor_cast.attention_quant"(%[[Q]], %[[K]], %[[V]], %[[KS]], %[[VS]], %[[G]]) {quantize = "dynamic_quantize_nvfp4", scale = 2.500000e-01 : f64} : {{.*}} -> (tensor<2x1x4x16xf4E2M1FN>, tensor<2x1x4x1xf8E4M3FN>)
// CHECK-NEXT: %[[J:.*]] = "tensor_cast.view"(%[[O]]#0) : (tensor<2x1x4x16xf4E2M1FN>) -> tensor<2x1x64xf4E2M1FN>
// CHECK-NEXT: %[[B:.*]] = "tensor_cast.view"(%[[O]]#1) : (tensor<2x1x4x1xf8E4M3FN>) -> tensor<2x1x4xf8E4M3FN>
// CHECK-NEXT: return %[[J]], %[[B]]
// STATS-LABEL: TcFuseAttnQuant
// STATS: (S) 1 fused
func.func @nvfp4(%q: tensor<2x1x4x16xbf16>, %k: tensor<2x8x2x16xf8E4M3FN>, %v: tensor<2x8x2x16xf8E4M3FN>, %ks: tensor<f32>, %vs: tensor<f32>, %g: tensor<f32>) -> (tensor<2x1x64xf4E2M1FN>, tensor<2x1x4xf8E4M3FN>) {
  %o = "tensor_cast.attention"(%q, %k, %v, %ks, %vs) {scale = 0.25 : f64} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xf8E4M3FN>, tensor<2x8x2x16xf8E4M3FN>, tensor<f32>, tensor<f32>) -> tensor<2x1x4x16xbf16>
  %j = "tensor_cast.view"(%o) : (tensor<2x1x4x16xbf16>) -> tensor<2x1x64xbf16>
  %x:2 = "tensor_cast.dynamic_quantize_nvfp4"(%j, %g) : (tensor<2x1x64xbf16>, tensor<f32>) -> (tensor<2x1x64xf4E2M1FN>, tensor<2x1x4xf8E4M3FN>)
  return %x#0, %x#1 : tensor<2x1x64xf4E2M1FN>, tensor<2x1x4xf8E4M3FN>
}

// -----

// Refused: a per-token dynamic scale spans every head of a token.
// CHECK-LABEL: func.func @per_token
// CHECK-NEXT: "tensor_cast.attention"
// STATS-LABEL: TcFuseAttnQuant
// STATS: (S) 1 refused-scheme
func.func @per_token(%q: tensor<2x1x4x16xbf16>, %k: tensor<2x8x2x16xbf16>, %v: tensor<2x8x2x16xbf16>) -> tensor<2x1x64xf8E4M3FN> {
  %o = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xbf16>, tensor<2x8x2x16xbf16>) -> tensor<2x1x4x16xbf16>
  %j = "tensor_cast.view"(%o) : (tensor<2x1x4x16xbf16>) -> tensor<2x1x64xbf16>
  %x:2 = "tensor_cast.dynamic_quantize_symmetric"(%j) {dims = array<i64: -1>} : (tensor<2x1x64xbf16>) -> (tensor<2x1x64xf8E4M3FN>, tensor<2x1x1xf32>)
  return %x#0 : tensor<2x1x64xf8E4M3FN>
}

// -----

// Refused: a per-channel static scale (the kernels take one).
// CHECK-LABEL: func.func @per_channel
// CHECK-NEXT: "tensor_cast.attention"
// STATS-LABEL: TcFuseAttnQuant
// STATS: (S) 1 refused-scheme
func.func @per_channel(%q: tensor<2x1x4x16xbf16>, %k: tensor<2x8x2x16xbf16>, %v: tensor<2x8x2x16xbf16>, %s: tensor<16xf32>) -> tensor<2x1x4x16xi8> {
  %o = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xbf16>, tensor<2x8x2x16xbf16>) -> tensor<2x1x4x16xbf16>
  %x = "tensor_cast.quantize"(%o, %s) : (tensor<2x1x4x16xbf16>, tensor<16xf32>) -> tensor<2x1x4x16xi8>
  return %x : tensor<2x1x4x16xi8>
}

// -----

// Refused: NVFP4 blocks across heads (a head_dim of 8 is half a block).
// CHECK-LABEL: func.func @blocks_across_heads
// CHECK-NEXT: "tensor_cast.attention"
// STATS-LABEL: TcFuseAttnQuant
// STATS: (S) 1 refused-scheme
func.func @blocks_across_heads(%q: tensor<2x1x4x8xbf16>, %k: tensor<2x8x2x8xbf16>, %v: tensor<2x8x2x8xbf16>, %g: tensor<f32>) -> tensor<2x1x32xf4E2M1FN> {
  %o = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<2x1x4x8xbf16>, tensor<2x8x2x8xbf16>, tensor<2x8x2x8xbf16>) -> tensor<2x1x4x8xbf16>
  %j = "tensor_cast.view"(%o) : (tensor<2x1x4x8xbf16>) -> tensor<2x1x32xbf16>
  %x:2 = "tensor_cast.dynamic_quantize_nvfp4"(%j, %g) : (tensor<2x1x32xbf16>, tensor<f32>) -> (tensor<2x1x32xf4E2M1FN>, tensor<2x1x2xf8E4M3FN>)
  return %x#0 : tensor<2x1x32xf4E2M1FN>
}

// -----

// Refused: the output is also returned.
// CHECK-LABEL: func.func @other_user
// CHECK-NEXT: "tensor_cast.attention"
// STATS-LABEL: TcFuseAttnQuant
// STATS: (S) 1 refused-other-users
func.func @other_user(%q: tensor<2x1x4x16xbf16>, %k: tensor<2x8x2x16xbf16>, %v: tensor<2x8x2x16xbf16>, %s: tensor<f32>) -> (tensor<2x1x4x16xi8>, tensor<2x1x4x16xbf16>) {
  %o = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xbf16>, tensor<2x8x2x16xbf16>) -> tensor<2x1x4x16xbf16>
  %x = "tensor_cast.quantize"(%o, %s) : (tensor<2x1x4x16xbf16>, tensor<f32>) -> tensor<2x1x4x16xi8>
  return %x, %o : tensor<2x1x4x16xi8>, tensor<2x1x4x16xbf16>
}

// -----

// Refused: the view does more than join the heads (it folds the batch in).
// CHECK-LABEL: func.func @other_view
// CHECK-NEXT: "tensor_cast.attention"
// STATS-LABEL: TcFuseAttnQuant
// STATS: (S) 1 refused-shape
func.func @other_view(%q: tensor<2x1x4x16xbf16>, %k: tensor<2x8x2x16xbf16>, %v: tensor<2x8x2x16xbf16>, %g: tensor<f32>) -> tensor<128xf4E2M1FN> {
  %o = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xbf16>, tensor<2x8x2x16xbf16>) -> tensor<2x1x4x16xbf16>
  %j = "tensor_cast.view"(%o) : (tensor<2x1x4x16xbf16>) -> tensor<128xbf16>
  %x:2 = "tensor_cast.dynamic_quantize_nvfp4"(%j, %g) : (tensor<128xbf16>, tensor<f32>) -> (tensor<128xf4E2M1FN>, tensor<8xf8E4M3FN>)
  return %x#0 : tensor<128xf4E2M1FN>
}

// -----

// Refused: the output scale is computed after the attention.
// CHECK-LABEL: func.func @late_scale
// CHECK-NEXT: "tensor_cast.attention"
// STATS-LABEL: TcFuseAttnQuant
// STATS: (S) 1 refused-late-scale
func.func @late_scale(%q: tensor<2x1x4x16xbf16>, %k: tensor<2x8x2x16xbf16>, %v: tensor<2x8x2x16xbf16>, %a: tensor<f32>) -> tensor<2x1x4x16xi8> {
  %o = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<2x1x4x16xbf16>, tensor<2x8x2x16xbf16>, tensor<2x8x2x16xbf16>) -> tensor<2x1x4x16xbf16>
  %s = arith.mulf %a, %a : tensor<f32>
  %x = "tensor_cast.quantize"(%o, %s) : (tensor<2x1x4x16xbf16>, tensor<f32>) -> tensor<2x1x4x16xi8>
  return %x : tensor<2x1x4x16xi8>
}

// -----

// Refused: a dynamic batch (the fused op's results take attention's shape).
// CHECK-LABEL: func.func @dynamic
// CHECK-NEXT: "tensor_cast.attention"
// STATS-LABEL: TcFuseAttnQuant
// STATS: (S) 1 refused-shape
func.func @dynamic(%q: tensor<?x1x4x16xbf16>, %k: tensor<?x8x2x16xbf16>, %v: tensor<?x8x2x16xbf16>, %s: tensor<f32>) -> tensor<?x1x4x16xi8> {
  %o = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<?x1x4x16xbf16>, tensor<?x8x2x16xbf16>, tensor<?x8x2x16xbf16>) -> tensor<?x1x4x16xbf16>
  %x = "tensor_cast.quantize"(%o, %s) : (tensor<?x1x4x16xbf16>, tensor<f32>) -> tensor<?x1x4x16xi8>
  return %x : tensor<?x1x4x16xi8>
}
