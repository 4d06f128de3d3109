// tc-merge-linear: one case per guard. Each leaves the IR exactly as it was
// (the printed output equals the output without the pass), and the counters
// say why the group was refused.
// RUN: tc-opt %s --split-input-file > %t.before
// RUN: tc-opt %s --split-input-file --tc-merge-linear > %t.after
// RUN: diff %t.before %t.after
// RUN: tc-opt %s --split-input-file --tc-merge-linear | FileCheck %s
// RUN: tc-opt %s --split-input-file --tc-merge-linear --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// A single linear has nothing to merge with.
// CHECK-LABEL: func.func @single_member
// CHECK-NEXT: "tensor_cast.linear"
// CHECK-NEXT: return
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
func.func @single_member(%x: tensor<4x64xf16>, %w: tensor<64x8xf16>) -> tensor<4x8xf16> {
  %y = "tensor_cast.linear"(%x, %w) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  return %y : tensor<4x8xf16>
}

// -----

// Bias on some members only: the whole group is refused, as in the reference pass.
// CHECK-LABEL: func.func @mixed_bias
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: "tensor_cast.linear"
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
// STATS: (S) 1 refused-mixed-bias
func.func @mixed_bias(%x: tensor<4x64xf16>, %w1: tensor<64x8xf16>, %b1: tensor<8xf16>, %w2: tensor<64x8xf16>) -> (tensor<4x8xf16>, tensor<4x8xf16>) {
  %y1 = "tensor_cast.linear"(%x, %w1, %b1) : (tensor<4x64xf16>, tensor<64x8xf16>, tensor<8xf16>) -> tensor<4x8xf16>
  %y2 = "tensor_cast.linear"(%x, %w2) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  return %y1, %y2 : tensor<4x8xf16>, tensor<4x8xf16>
}

// -----

// CHECK-LABEL: func.func @different_x
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: "tensor_cast.linear"
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
func.func @different_x(%x1: tensor<4x64xf16>, %x2: tensor<4x64xf16>, %w1: tensor<64x8xf16>, %w2: tensor<64x8xf16>) -> (tensor<4x8xf16>, tensor<4x8xf16>) {
  %y1 = "tensor_cast.linear"(%x1, %w1) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  %y2 = "tensor_cast.linear"(%x2, %w2) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  return %y1, %y2 : tensor<4x8xf16>, tensor<4x8xf16>
}

// -----

// Same x, different activation scales: the dequantized inputs differ.
// CHECK-LABEL: func.func @different_x_scale
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: "tensor_cast.quant_linear"
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
func.func @different_x_scale(%x: tensor<8x64xi8>, %xs1: tensor<8x1xf32>, %xs2: tensor<8x1xf32>, %w1: tensor<64x4xi8>, %s1: tensor<4xf32>, %w2: tensor<64x4xi8>, %s2: tensor<4xf32>) -> (tensor<8x4xf16>, tensor<8x4xf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x4xi8>, tensor<4xf32>, tensor<8x1xf32>) -> tensor<8x4xf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs2) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x4xi8>, tensor<4xf32>, tensor<8x1xf32>) -> tensor<8x4xf16>
  return %y1, %y2 : tensor<8x4xf16>, tensor<8x4xf16>
}

// -----

// An activation offset on one member only.
// CHECK-LABEL: func.func @different_x_offset
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: "tensor_cast.quant_linear"
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
func.func @different_x_offset(%x: tensor<8x64xi8>, %xs: tensor<8x1xf32>, %xo: tensor<8x1xi32>, %w1: tensor<64x4xi8>, %s1: tensor<4xf32>, %w2: tensor<64x4xi8>, %s2: tensor<4xf32>) -> (tensor<8x4xf16>, tensor<8x4xf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs, %xo) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 1, 0, 0>} : (tensor<8x64xi8>, tensor<64x4xi8>, tensor<4xf32>, tensor<8x1xf32>, tensor<8x1xi32>) -> tensor<8x4xf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x4xi8>, tensor<4xf32>, tensor<8x1xf32>) -> tensor<8x4xf16>
  return %y1, %y2 : tensor<8x4xf16>, tensor<8x4xf16>
}

// -----

// CHECK-LABEL: func.func @different_out_dtype
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: "tensor_cast.quant_linear"
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
func.func @different_out_dtype(%x: tensor<8x64xi8>, %xs: tensor<8x1xf32>, %w1: tensor<64x4xi8>, %s1: tensor<4xf32>, %w2: tensor<64x4xi8>, %s2: tensor<4xf32>) -> (tensor<8x4xf16>, tensor<8x4xbf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x4xi8>, tensor<4xf32>, tensor<8x1xf32>) -> tensor<8x4xf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x4xi8>, tensor<4xf32>, tensor<8x1xf32>) -> tensor<8x4xbf16>
  return %y1, %y2 : tensor<8x4xf16>, tensor<8x4xbf16>
}

// -----

// int8 and int4 weights are different schemes.
// CHECK-LABEL: func.func @different_weight_type
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: "tensor_cast.quant_linear"
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
func.func @different_weight_type(%x: tensor<8x64xi8>, %xs: tensor<8x1xf32>, %w1: tensor<64x4xi8>, %s1: tensor<4xf32>, %w2: tensor<64x4xi4>, %s2: tensor<4xf32>) -> (tensor<8x4xf16>, tensor<8x4xf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x4xi8>, tensor<4xf32>, tensor<8x1xf32>) -> tensor<8x4xf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x4xi4>, tensor<4xf32>, tensor<8x1xf32>) -> tensor<8x4xf16>
  return %y1, %y2 : tensor<8x4xf16>, tensor<8x4xf16>
}

// -----

// Per-channel and per-tensor weight scales do not concatenate.
// CHECK-LABEL: func.func @different_scale_granularity
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: "tensor_cast.quant_linear"
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
func.func @different_scale_granularity(%x: tensor<8x64xi8>, %xs: tensor<8x1xf32>, %w1: tensor<64x4xi8>, %s1: tensor<4xf32>, %w2: tensor<64x4xi8>, %s2: tensor<f32>) -> (tensor<8x4xf16>, tensor<8x4xf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x4xi8>, tensor<4xf32>, tensor<8x1xf32>) -> tensor<8x4xf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x4xi8>, tensor<f32>, tensor<8x1xf32>) -> tensor<8x4xf16>
  return %y1, %y2 : tensor<8x4xf16>, tensor<8x4xf16>
}

// -----

// Group-wise scales with different group sizes (4 and 2 groups over K).
// CHECK-LABEL: func.func @different_group_size
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: "tensor_cast.quant_linear"
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
func.func @different_group_size(%x: tensor<8x128xi8>, %xs: tensor<8x1xf32>, %w1: tensor<128x64xi4>, %s1: tensor<4x64xf16>, %w2: tensor<128x64xi4>, %s2: tensor<2x64xf16>) -> (tensor<8x64xbf16>, tensor<8x64xbf16>) {
  %y1 = "tensor_cast.quant_linear"(%x, %w1, %s1, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x128xi8>, tensor<128x64xi4>, tensor<4x64xf16>, tensor<8x1xf32>) -> tensor<8x64xbf16>
  %y2 = "tensor_cast.quant_linear"(%x, %w2, %s2, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x128xi8>, tensor<128x64xi4>, tensor<2x64xf16>, tensor<8x1xf32>) -> tensor<8x64xbf16>
  return %y1, %y2 : tensor<8x64xbf16>, tensor<8x64xbf16>
}

// -----

// The first member's result is the second's weight: merging would need the
// result before it exists.
// CHECK-LABEL: func.func @member_feeds_member
// CHECK-SAME: (%[[X:.*]]: tensor<64x64xf16>, %[[W:.*]]: tensor<64x64xf16>)
// CHECK-NEXT: %[[Y1:.*]] = "tensor_cast.linear"(%[[X]], %[[W]])
// CHECK-NEXT: %[[Y2:.*]] = "tensor_cast.linear"(%[[X]], %[[Y1]])
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
// STATS: (S) 1 refused-dependent
func.func @member_feeds_member(%x: tensor<64x64xf16>, %w: tensor<64x64xf16>) -> tensor<64x64xf16> {
  %y1 = "tensor_cast.linear"(%x, %w) : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  %y2 = "tensor_cast.linear"(%x, %y1) : (tensor<64x64xf16>, tensor<64x64xf16>) -> tensor<64x64xf16>
  return %y2 : tensor<64x64xf16>
}

// -----

// A member feeds another through a view.
// CHECK-LABEL: func.func @member_feeds_member_through_view
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: "tensor_cast.linear"
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
// STATS: (S) 1 refused-dependent
func.func @member_feeds_member_through_view(%x: tensor<8x64xf16>, %w: tensor<64x512xf16>) -> tensor<8x8xf16> {
  %y1 = "tensor_cast.linear"(%x, %w) : (tensor<8x64xf16>, tensor<64x512xf16>) -> tensor<8x512xf16>
  %w2 = "tensor_cast.view"(%y1) : (tensor<8x512xf16>) -> tensor<64x64xf16>
  %y2 = "tensor_cast.linear"(%x, %w2) : (tensor<8x64xf16>, tensor<64x64xf16>) -> tensor<8x64xf16>
  %r = "tensor_cast.view"(%y2) : (tensor<8x64xf16>) -> tensor<8x8x8xf16>
  %s = tensor.extract_slice %r[0, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<8x8x8xf16> to tensor<8x8xf16>
  return %s : tensor<8x8xf16>
}

// -----

// The second weight comes from a collective issued after the first member;
// collectives keep their order, so it cannot move up.
// CHECK-LABEL: func.func @unmovable_producer
// CHECK-NOT: tensor.concat
// CHECK: "tensor_cast.linear"
// CHECK-NEXT: "tensor_cast.all_reduce"
// CHECK-NEXT: "tensor_cast.linear"
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
// STATS: (S) 1 refused-unmovable-producer
func.func @unmovable_producer(%x: tensor<4x64xf16>, %w1: tensor<64x8xf16>, %partial: tensor<64x8xf16>) -> (tensor<4x8xf16>, tensor<4x8xf16>) {
  %y1 = "tensor_cast.linear"(%x, %w1) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  %w2 = "tensor_cast.all_reduce"(%partial) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<64x8xf16>) -> tensor<64x8xf16>
  %y2 = "tensor_cast.linear"(%x, %w2) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  return %y1, %y2 : tensor<4x8xf16>, tensor<4x8xf16>
}

// -----

// A dynamic N leaves too few members with a known slice size.
// CHECK-LABEL: func.func @dynamic_n
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: "tensor_cast.linear"
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
// STATS: (S) 1 refused-dynamic-n
func.func @dynamic_n(%x: tensor<4x64xf16>, %w1: tensor<64x8xf16>, %w2: tensor<64x?xf16>) -> (tensor<4x8xf16>, tensor<4x?xf16>) {
  %y1 = "tensor_cast.linear"(%x, %w1) : (tensor<4x64xf16>, tensor<64x8xf16>) -> tensor<4x8xf16>
  %y2 = "tensor_cast.linear"(%x, %w2) : (tensor<4x64xf16>, tensor<64x?xf16>) -> tensor<4x?xf16>
  return %y1, %y2 : tensor<4x8xf16>, tensor<4x?xf16>
}

// -----

// Merged N would not fit in int64 (2 x 2^62): the two stay apart instead of
// merging into a weight whose N wrapped around (it became dynamic).
// CHECK-LABEL: func.func @merged_n_overflows
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: "tensor_cast.linear"
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
// STATS: (S) 2 refused-too-large
func.func @merged_n_overflows(%x: tensor<1x1xf16>, %w1: tensor<1x4611686018427387904xf16>, %w2: tensor<1x4611686018427387904xf16>) -> (tensor<1x4611686018427387904xf16>, tensor<1x4611686018427387904xf16>) {
  %a = "tensor_cast.linear"(%x, %w1) : (tensor<1x1xf16>, tensor<1x4611686018427387904xf16>) -> tensor<1x4611686018427387904xf16>
  %b = "tensor_cast.linear"(%x, %w2) : (tensor<1x1xf16>, tensor<1x4611686018427387904xf16>) -> tensor<1x4611686018427387904xf16>
  return %a, %b : tensor<1x4611686018427387904xf16>, tensor<1x4611686018427387904xf16>
}

// -----

// Merged N fits, but the merged (2, 2^62) weight has 2^63 elements.
// CHECK-LABEL: func.func @merged_weight_overflows
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: "tensor_cast.linear"
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
// STATS: (S) 2 refused-too-large
func.func @merged_weight_overflows(%x: tensor<1x2xf16>, %w1: tensor<2x2305843009213693952xf16>, %w2: tensor<2x2305843009213693952xf16>) -> (tensor<1x2305843009213693952xf16>, tensor<1x2305843009213693952xf16>) {
  %a = "tensor_cast.linear"(%x, %w1) : (tensor<1x2xf16>, tensor<2x2305843009213693952xf16>) -> tensor<1x2305843009213693952xf16>
  %b = "tensor_cast.linear"(%x, %w2) : (tensor<1x2xf16>, tensor<2x2305843009213693952xf16>) -> tensor<1x2305843009213693952xf16>
  return %a, %b : tensor<1x2305843009213693952xf16>, tensor<1x2305843009213693952xf16>
}

// -----

// A view of x to another type is not the same x: a linear on %h and one on
// its (8, 64) view stay apart.
// CHECK-LABEL: func.func @view_to_another_type
// CHECK-NOT: tensor.concat
// CHECK-COUNT-2: "tensor_cast.linear"
// STATS-LABEL: TcMergeLinear
// STATS: (S) 0 groups-merged
func.func @view_to_another_type(%h: tensor<1x8x64xf16>, %w1: tensor<64x8xf16>, %w2: tensor<64x8xf16>) -> (tensor<1x8x8xf16>, tensor<8x8xf16>) {
  %a = "tensor_cast.linear"(%h, %w1) : (tensor<1x8x64xf16>, tensor<64x8xf16>) -> tensor<1x8x8xf16>
  %v = "tensor_cast.view"(%h) : (tensor<1x8x64xf16>) -> tensor<8x64xf16>
  %b = "tensor_cast.linear"(%v, %w2) : (tensor<8x64xf16>, tensor<64x8xf16>) -> tensor<8x8xf16>
  return %a, %b : tensor<1x8x8xf16>, tensor<8x8xf16>
}
