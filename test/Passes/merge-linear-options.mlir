// tc-merge-linear options: max-merged-n, min-group-size, loose; bad values.
// RUN: tc-opt %s --split-input-file --tc-merge-linear=max-merged-n=5120 | FileCheck %s --check-prefix=MAX5120
// RUN: tc-opt %s --split-input-file --tc-merge-linear=max-merged-n=6144 | FileCheck %s --check-prefix=MAX6144
// RUN: tc-opt %s --split-input-file --tc-merge-linear=min-group-size=3 | FileCheck %s --check-prefix=MIN3
// RUN: tc-opt %s --split-input-file --tc-merge-linear=loose=true --tc-stats 2>&1 | FileCheck %s --check-prefix=LOOSE
// The pipeline syntax takes the same options.
// RUN: tc-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tc-merge-linear{max-merged-n=5120 min-group-size=2}))' | FileCheck %s --check-prefix=MAX5120

// max-merged-n smaller than any two members of @gqa_qkv: that function is
// unchanged, each member refused.
// RUN: tc-opt %s --split-input-file --tc-merge-linear=max-merged-n=1500 | FileCheck %s --check-prefix=MAX1500-IR
// RUN: tc-opt %s --split-input-file --tc-merge-linear=max-merged-n=1500 --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=MAX1500

// Bad option values are errors that point at the option.
// RUN: not tc-opt %s --tc-merge-linear=max-merged-n=-1 2>&1 | FileCheck %s --check-prefix=BAD-MAX
// BAD-MAX: error: tc-merge-linear: option 'max-merged-n' must be in [0, 9223372036854775807], got -1
// RUN: not tc-opt %s --tc-merge-linear=min-group-size=1 2>&1 | FileCheck %s --check-prefix=BAD-MIN
// BAD-MIN: error: tc-merge-linear: option 'min-group-size' must be in [2, 9223372036854775807], got 1
// RUN: not tc-opt %s --tc-merge-linear=loose=maybe 2>&1 | FileCheck %s --check-prefix=BAD-LOOSE
// BAD-LOOSE: for the --loose option: 'maybe' is invalid value for boolean argument!
// BAD-LOOSE: error: tc-merge-linear: invalid options 'loose=maybe' (its options: max-merged-n, min-group-size, loose)
// RUN: not tc-opt %s --tc-merge-linear=bogus=1 2>&1 | FileCheck %s --check-prefix=BAD-NAME
// BAD-NAME: error: tc-merge-linear: no such option bogus (its options: max-merged-n, min-group-size, loose)

// Greedy in program order: q (4096) + k (1024) fit in 5120, v starts a
// group of its own, too small to merge.
// MAX5120-LABEL: func.func @gqa_qkv
// MAX5120-SAME: (%[[X:.*]]: tensor<128x4096xf16>, %[[WQ:.*]]: tensor<4096x4096xf16>, %[[WK:.*]]: tensor<4096x1024xf16>, %[[WV:.*]]: tensor<4096x1024xf16>)
// MAX5120-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[WQ]], %[[WK]] : {{.*}} -> tensor<4096x5120xf16>
// MAX5120-NEXT: %[[Y:.*]] = "tensor_cast.linear"(%[[X]], %[[W]]) {{.*}} -> tensor<128x5120xf16>
// MAX5120-NEXT: %[[Q:.*]] = tensor.extract_slice %[[Y]][0, 0] [128, 4096]
// MAX5120-NEXT: %[[K:.*]] = tensor.extract_slice %[[Y]][0, 4096] [128, 1024]
// MAX5120-NEXT: %[[V:.*]] = "tensor_cast.linear"(%[[X]], %[[WV]])
// MAX5120-NEXT: return %[[Q]], %[[K]], %[[V]]
// MAX6144-LABEL: func.func @gqa_qkv
// MAX6144: tensor.concat dim(1) {{.*}} -> tensor<4096x6144xf16>
// MAX1500-IR-LABEL: func.func @gqa_qkv
// MAX1500-IR-SAME: (%[[X:.*]]: tensor<128x4096xf16>, %[[WQ:.*]]: tensor<4096x4096xf16>, %[[WK:.*]]: tensor<4096x1024xf16>, %[[WV:.*]]: tensor<4096x1024xf16>)
// MAX1500-IR-NEXT: %[[Q:.*]] = "tensor_cast.linear"(%[[X]], %[[WQ]]) : (tensor<128x4096xf16>, tensor<4096x4096xf16>) -> tensor<128x4096xf16>
// MAX1500-IR-NEXT: %[[K:.*]] = "tensor_cast.linear"(%[[X]], %[[WK]]) : (tensor<128x4096xf16>, tensor<4096x1024xf16>) -> tensor<128x1024xf16>
// MAX1500-IR-NEXT: %[[V:.*]] = "tensor_cast.linear"(%[[X]], %[[WV]]) : (tensor<128x4096xf16>, tensor<4096x1024xf16>) -> tensor<128x1024xf16>
// MAX1500-IR-NEXT: return %[[Q]], %[[K]], %[[V]]
// MAX1500-LABEL: TcMergeLinear
// MAX1500: (S) 0 groups-merged
// MAX1500: (S) 3 refused-max-merged-n
func.func @gqa_qkv(%x: tensor<128x4096xf16>, %wq: tensor<4096x4096xf16>, %wk: tensor<4096x1024xf16>, %wv: tensor<4096x1024xf16>) -> (tensor<128x4096xf16>, tensor<128x1024xf16>, tensor<128x1024xf16>) {
  %q = "tensor_cast.linear"(%x, %wq) : (tensor<128x4096xf16>, tensor<4096x4096xf16>) -> tensor<128x4096xf16>
  %k = "tensor_cast.linear"(%x, %wk) : (tensor<128x4096xf16>, tensor<4096x1024xf16>) -> tensor<128x1024xf16>
  %v = "tensor_cast.linear"(%x, %wv) : (tensor<128x4096xf16>, tensor<4096x1024xf16>) -> tensor<128x1024xf16>
  return %q, %k, %v : tensor<128x4096xf16>, tensor<128x1024xf16>, tensor<128x1024xf16>
}

// -----

// min-group-size=3: a pair is left alone.
// MIN3-LABEL: func.func @pair
// MIN3-NOT: tensor.concat
// MIN3-COUNT-2: "tensor_cast.linear"
// MAX1500-LABEL: TcMergeLinear
// MAX1500: (S) 1 groups-merged
func.func @pair(%x: tensor<4x64xf16>, %w1: tensor<64x8xf16>, %w2: tensor<64x8xf16>) -> (tensor<4x8xf16>, tensor<4x8xf16>) {
  %y1 = "tensor_cast.linear"(%x, %w1) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  %y2 = "tensor_cast.linear"(%x, %w2) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  return %y1, %y2 : tensor<4x8xf16>, tensor<4x8xf16>
}

// -----

// loose=true reproduces the reference simulator: different per-tensor scales and offsets
// take the first op's, and the counter says so.
// LOOSE-LABEL: func.func @per_tensor_scales
// LOOSE-SAME: (%[[X:.*]]: tensor<8x64xi8>, %[[XS:.*]]: tensor<f32>, %[[W1:.*]]: tensor<64x4xi8>, %[[S1:.*]]: tensor<f32>, %[[O1:.*]]: tensor<i32>, %[[W2:.*]]: tensor<64x2xi8>, %[[S2:.*]]: tensor<f32>, %[[O2:.*]]: tensor<i32>)
// LOOSE-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]]
// LOOSE-NEXT: "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[S1]], %[[O1]], %[[XS]]) {{.*}} : (tensor<8x64xi8>, tensor<64x6xi8>, tensor<f32>, tensor<i32>, tensor<f32>) -> tensor<8x6xf16>
// MIN3-LABEL: func.func @per_tensor_scales
// MIN3-NOT: tensor.concat
// MAX1500-LABEL: TcMergeLinear
// MAX1500: (S) 1 groups-merged
func.func @per_tensor_scales(%x: tensor<8x64xi8>, %xs: tensor<f32>, %w1: tensor<64x4xi8>, %s1: tensor<f32>, %o1: tensor<i32>, %w2: tensor<64x2xi8>, %s2: tensor<f32>, %o2: tensor<i32>) -> (tensor<8x4xf16>, tensor<8x2xf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %o1, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x4xi8>, tensor<f32>, tensor<i32>, tensor<f32>) -> tensor<8x4xf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %o2, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x2xi8>, tensor<f32>, tensor<i32>, tensor<f32>) -> tensor<8x2xf16>
  return %y1, %y2 : tensor<8x4xf16>, tensor<8x2xf16>
}

// -----

// By default the same op is exact: scales and offsets both become per-channel
// (an offset must keep its scale's shape), even the offset that was shared.
// MIN3-LABEL: func.func @per_tensor_scale_shared_offset
// MIN3-NOT: tensor.concat
// MAX6144-LABEL: func.func @per_tensor_scale_shared_offset
// MAX6144-SAME: (%[[X:.*]]: tensor<8x64xi8>, %[[XS:.*]]: tensor<f32>, %[[O:.*]]: tensor<i32>, %[[W1:.*]]: tensor<64x4xi8>, %[[S1:.*]]: tensor<f32>, %[[W2:.*]]: tensor<64x2xi8>, %[[S2:.*]]: tensor<f32>)
// MAX6144-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[W1]], %[[W2]]
// MAX6144-NEXT: %[[E1:.*]] = tensor.extract %[[S1]][]
// MAX6144-NEXT: %[[B1:.*]] = tensor.splat %[[E1]] : tensor<4xf32>
// MAX6144-NEXT: %[[E2:.*]] = tensor.extract %[[S2]][]
// MAX6144-NEXT: %[[B2:.*]] = tensor.splat %[[E2]] : tensor<2xf32>
// MAX6144-NEXT: %[[S:.*]] = tensor.concat dim(0) %[[B1]], %[[B2]]
// MAX6144-NEXT: %[[F1:.*]] = tensor.extract %[[O]][]
// MAX6144-NEXT: %[[C1:.*]] = tensor.splat %[[F1]] : tensor<4xi32>
// MAX6144-NEXT: %[[F2:.*]] = tensor.extract %[[O]][]
// MAX6144-NEXT: %[[C2:.*]] = tensor.splat %[[F2]] : tensor<2xi32>
// MAX6144-NEXT: %[[OO:.*]] = tensor.concat dim(0) %[[C1]], %[[C2]]
// MAX6144-NEXT: "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[S]], %[[OO]], %[[XS]]) {{.*}} : (tensor<8x64xi8>, tensor<64x6xi8>, tensor<6xf32>, tensor<6xi32>, tensor<f32>) -> tensor<8x6xf16>
// LOOSE-LABEL: func.func @per_tensor_scale_shared_offset
// LOOSE: "tensor_cast.quant_linear"({{.*}}) {{.*}} : (tensor<8x64xi8>, tensor<64x6xi8>, tensor<f32>, tensor<i32>, tensor<f32>) -> tensor<8x6xf16>
// LOOSE-LABEL: TcMergeLinear
// LOOSE: (S) 1 groups-merged
// LOOSE: (S) 1 scales-approximated
// LOOSE: (S) 0 scales-made-per-channel
func.func @per_tensor_scale_shared_offset(%x: tensor<8x64xi8>, %xs: tensor<f32>, %o: tensor<i32>, %w1: tensor<64x4xi8>, %s1: tensor<f32>, %w2: tensor<64x2xi8>, %s2: tensor<f32>) -> (tensor<8x4xf16>, tensor<8x2xf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %o, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x4xi8>, tensor<f32>, tensor<i32>, tensor<f32>) -> tensor<8x4xf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %o, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x2xi8>, tensor<f32>, tensor<i32>, tensor<f32>) -> tensor<8x2xf16>
  return %y1, %y2 : tensor<8x4xf16>, tensor<8x2xf16>
}

// -----

// min-group-size=3 merges a triple.
// MIN3-LABEL: func.func @triple
// MIN3: tensor.concat dim(1) {{.*}} -> tensor<64x24xf16>
func.func @triple(%x: tensor<4x64xf16>, %w1: tensor<64x8xf16>, %w2: tensor<64x8xf16>, %w3: tensor<64x8xf16>) -> (tensor<4x8xf16>, tensor<4x8xf16>, tensor<4x8xf16>) {
  %y1 = "tensor_cast.linear"(%x, %w1) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  %y2 = "tensor_cast.linear"(%x, %w2) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  %y3 = "tensor_cast.linear"(%x, %w3) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  return %y1, %y2, %y3 : tensor<4x8xf16>, tensor<4x8xf16>, tensor<4x8xf16>
}
