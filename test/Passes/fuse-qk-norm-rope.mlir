// tc-fuse-qk-norm-rope: Qwen3's q and k head norms with their RoPE become
// one op, placed where the first RoPE was; one case per guard leaves the IR
// as it was. The output verifies upstream.
// RUN: tc-opt %s --split-input-file --tc-fuse-qk-norm-rope | FileCheck %s
// RUN: tc-opt %s --split-input-file --tc-fuse-qk-norm-rope | mlir-opt --split-input-file --irdl-file=%tc_irdl > /dev/null
// RUN: tc-opt %s --split-input-file --tc-fuse-qk-norm-rope --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// CHECK-LABEL: func.func @qwen3
// CHECK-SAME: (%[[Q:.*]]: tensor<2x1x16x16xbf16>, %[[K:.*]]: tensor<2x1x4x16xbf16>, %[[QW:.*]]: tensor<16xbf16>, %[[KW:.*]]: tensor<16xbf16>, %[[P:.*]]: tensor<2x1xi64>)
// CHECK-NEXT: %[[F:.*]]:2 = "tensor_cast.qk_norm_rope"(%[[Q]], %[[K]], %[[QW]], %[[KW]], %[[P]]) {eps = 9.99999997E-7 : f32, theta = 1.000000e+06 : f64} : (tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>, tensor<16xbf16>, tensor<16xbf16>, tensor<2x1xi64>) -> (tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>)
// CHECK-NEXT: return %[[F]]#0, %[[F]]#1
// STATS-LABEL: TcFuseQkNormRope
// STATS: (S) 1 fused
func.func @qwen3(%q: tensor<2x1x16x16xbf16>, %k: tensor<2x1x4x16xbf16>, %qw: tensor<16xbf16>, %kw: tensor<16xbf16>, %p: tensor<2x1xi64>) -> (tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>) {
  %qn = "tensor_cast.rms_norm"(%q, %qw) {eps = 1.0e-06 : f32} : (tensor<2x1x16x16xbf16>, tensor<16xbf16>) -> tensor<2x1x16x16xbf16>
  %kn = "tensor_cast.rms_norm"(%k, %kw) {eps = 1.0e-06 : f32} : (tensor<2x1x4x16xbf16>, tensor<16xbf16>) -> tensor<2x1x4x16xbf16>
  %qr = "tensor_cast.rope"(%qn, %p) {theta = 1.0e+06 : f64} : (tensor<2x1x16x16xbf16>, tensor<2x1xi64>) -> tensor<2x1x16x16xbf16>
  %kr = "tensor_cast.rope"(%kn, %p) {theta = 1.0e+06 : f64} : (tensor<2x1x4x16xbf16>, tensor<2x1xi64>) -> tensor<2x1x4x16xbf16>
  return %qr, %kr : tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>
}

// -----

// Refused: the two rotations differ (another theta).
// CHECK-LABEL: func.func @mismatch
// CHECK-COUNT-2: "tensor_cast.rms_norm"
// STATS-LABEL: TcFuseQkNormRope
// STATS: (S) 2 refused-mismatch
func.func @mismatch(%q: tensor<2x1x16x16xbf16>, %k: tensor<2x1x4x16xbf16>, %qw: tensor<16xbf16>, %kw: tensor<16xbf16>, %p: tensor<2x1xi64>) -> (tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>) {
  %qn = "tensor_cast.rms_norm"(%q, %qw) {eps = 1.0e-06 : f32} : (tensor<2x1x16x16xbf16>, tensor<16xbf16>) -> tensor<2x1x16x16xbf16>
  %kn = "tensor_cast.rms_norm"(%k, %kw) {eps = 1.0e-06 : f32} : (tensor<2x1x4x16xbf16>, tensor<16xbf16>) -> tensor<2x1x4x16xbf16>
  %qr = "tensor_cast.rope"(%qn, %p) {theta = 1.0e+06 : f64} : (tensor<2x1x16x16xbf16>, tensor<2x1xi64>) -> tensor<2x1x16x16xbf16>
  %kr = "tensor_cast.rope"(%kn, %p) {theta = 1.0e+04 : f64} : (tensor<2x1x4x16xbf16>, tensor<2x1xi64>) -> tensor<2x1x4x16xbf16>
  return %qr, %kr : tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>
}

// -----

// Refused: the normalized q is read by another op too; k is then alone.
// CHECK-LABEL: func.func @other_user
// CHECK-COUNT-2: "tensor_cast.rms_norm"
// STATS-LABEL: TcFuseQkNormRope
// STATS: (S) 1 refused-other-users
// STATS: (S) 1 refused-unpaired
func.func @other_user(%q: tensor<2x1x16x16xbf16>, %k: tensor<2x1x4x16xbf16>, %qw: tensor<16xbf16>, %kw: tensor<16xbf16>, %p: tensor<2x1xi64>) -> (tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>, tensor<2x1x16x16xbf16>) {
  %qn = "tensor_cast.rms_norm"(%q, %qw) {eps = 1.0e-06 : f32} : (tensor<2x1x16x16xbf16>, tensor<16xbf16>) -> tensor<2x1x16x16xbf16>
  %kn = "tensor_cast.rms_norm"(%k, %kw) {eps = 1.0e-06 : f32} : (tensor<2x1x4x16xbf16>, tensor<16xbf16>) -> tensor<2x1x4x16xbf16>
  %qr = "tensor_cast.rope"(%qn, %p) {theta = 1.0e+06 : f64} : (tensor<2x1x16x16xbf16>, tensor<2x1xi64>) -> tensor<2x1x16x16xbf16>
  %kr = "tensor_cast.rope"(%kn, %p) {theta = 1.0e+06 : f64} : (tensor<2x1x4x16xbf16>, tensor<2x1xi64>) -> tensor<2x1x4x16xbf16>
  return %qr, %kr, %qn : tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>, tensor<2x1x16x16xbf16>
}

// -----

// Refused: k's heads are computed after q's RoPE, where the fused op goes.
// CHECK-LABEL: func.func @late_operand
// CHECK-COUNT-2: "tensor_cast.rms_norm"
// STATS-LABEL: TcFuseQkNormRope
// STATS: (S) 2 refused-late-operand
func.func @late_operand(%q: tensor<2x1x16x16xbf16>, %k: tensor<2x1x4x16xbf16>, %qw: tensor<16xbf16>, %kw: tensor<16xbf16>, %p: tensor<2x1xi64>) -> (tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>) {
  %qn = "tensor_cast.rms_norm"(%q, %qw) {eps = 1.0e-06 : f32} : (tensor<2x1x16x16xbf16>, tensor<16xbf16>) -> tensor<2x1x16x16xbf16>
  %qr = "tensor_cast.rope"(%qn, %p) {theta = 1.0e+06 : f64} : (tensor<2x1x16x16xbf16>, tensor<2x1xi64>) -> tensor<2x1x16x16xbf16>
  %k2 = arith.addf %k, %k : tensor<2x1x4x16xbf16>
  %kn = "tensor_cast.rms_norm"(%k2, %kw) {eps = 1.0e-06 : f32} : (tensor<2x1x4x16xbf16>, tensor<16xbf16>) -> tensor<2x1x4x16xbf16>
  %kr = "tensor_cast.rope"(%kn, %p) {theta = 1.0e+06 : f64} : (tensor<2x1x4x16xbf16>, tensor<2x1xi64>) -> tensor<2x1x4x16xbf16>
  return %qr, %kr : tensor<2x1x16x16xbf16>, tensor<2x1x4x16xbf16>
}
