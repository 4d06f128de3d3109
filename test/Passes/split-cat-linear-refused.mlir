// tc-split-cat-linear: one case per gate, with the reference pass's limits (max-parts=3,
// min-piece-width=8, max-total-width=384). Each leaves the IR exactly as it
// was, and the counters say which gate refused it. The options move each
// limit: with a looser one the same case fires.
// RUN: tc-opt %s --split-input-file > %t.before
// RUN: tc-opt %s --split-input-file --tc-split-cat-linear > %t.after
// RUN: diff %t.before %t.after
// RUN: tc-opt %s --split-input-file --tc-split-cat-linear --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: tc-opt %s --split-input-file --tc-split-cat-linear=max-parts=4 | FileCheck %s --check-prefix=PARTS4
// RUN: tc-opt %s --split-input-file --tc-split-cat-linear=min-piece-width=7 | FileCheck %s --check-prefix=WIDTH7
// RUN: tc-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tc-split-cat-linear{max-total-width=400}))' | FileCheck %s --check-prefix=TOTAL400
// RUN: not tc-opt %s --tc-split-cat-linear=max-parts=1 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: tc-split-cat-linear: option 'max-parts' must be in [2, 9223372036854775807], got 1

// Four parts: over max-parts.
// STATS-LABEL: TcSplitCatLinear
// STATS: (S) 1 refused-too-many-parts
// STATS: (S) 0 rewrites
// PARTS4-LABEL: func.func @four_parts
// PARTS4-COUNT-4: "tensor_cast.linear"
// PARTS4-NOT: tensor.concat
// WIDTH7-LABEL: func.func @four_parts
// WIDTH7: tensor.concat
func.func @four_parts(%a: tensor<4x8xf16>, %w: tensor<32x4xf16>) -> tensor<4x4xf16> {
  %x = tensor.concat dim(1) %a, %a, %a, %a : (tensor<4x8xf16>, tensor<4x8xf16>, tensor<4x8xf16>, tensor<4x8xf16>) -> tensor<4x32xf16>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<4x32xf16>, tensor<32x4xf16>) -> tensor<4x4xf16>
  return %y : tensor<4x4xf16>
}

// -----

// A part of width 7: under min-piece-width.
// STATS-LABEL: TcSplitCatLinear
// STATS: (S) 1 refused-narrow-piece
// WIDTH7-LABEL: func.func @narrow_piece
// WIDTH7-NOT: tensor.concat
// WIDTH7: arith.addf
// PARTS4-LABEL: func.func @narrow_piece
// PARTS4: tensor.concat
func.func @narrow_piece(%a: tensor<4x7xf16>, %b: tensor<4x16xf16>, %w: tensor<23x4xf16>) -> tensor<4x4xf16> {
  %x = tensor.concat dim(1) %a, %b : (tensor<4x7xf16>, tensor<4x16xf16>) -> tensor<4x23xf16>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<4x23xf16>, tensor<23x4xf16>) -> tensor<4x4xf16>
  return %y : tensor<4x4xf16>
}

// -----

// 2 x 200 = 400: over max-total-width.
// STATS-LABEL: TcSplitCatLinear
// STATS: (S) 1 refused-too-wide
// TOTAL400-LABEL: func.func @too_wide
// TOTAL400-NOT: tensor.concat
// TOTAL400: arith.addf
func.func @too_wide(%a: tensor<4x200xf16>, %b: tensor<4x200xf16>, %w: tensor<400x4xf16>) -> tensor<4x4xf16> {
  %x = tensor.concat dim(1) %a, %b : (tensor<4x200xf16>, tensor<4x200xf16>) -> tensor<4x400xf16>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<4x400xf16>, tensor<400x4xf16>) -> tensor<4x4xf16>
  return %y : tensor<4x4xf16>
}

// -----

// A concat along the tokens, not along K.
// STATS-LABEL: TcSplitCatLinear
// STATS: (S) 1 refused-not-last-dim
// TOTAL400-LABEL: func.func @not_last_dim
// TOTAL400: tensor.concat
func.func @not_last_dim(%a: tensor<4x16xf16>, %b: tensor<4x16xf16>, %w: tensor<16x4xf16>) -> tensor<8x4xf16> {
  %x = tensor.concat dim(0) %a, %b : (tensor<4x16xf16>, tensor<4x16xf16>) -> tensor<8x16xf16>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<8x16xf16>, tensor<16x4xf16>) -> tensor<8x4xf16>
  return %y : tensor<8x4xf16>
}

// -----

// The concat has a second user: it would stay alive, nothing saved.
// STATS-LABEL: TcSplitCatLinear
// STATS: (S) 1 refused-concat-shared
// TOTAL400-LABEL: func.func @concat_shared
// TOTAL400: tensor.concat
func.func @concat_shared(%a: tensor<4x16xf16>, %b: tensor<4x16xf16>, %w: tensor<32x4xf16>) -> (tensor<4x4xf16>, tensor<4x32xf16>) {
  %x = tensor.concat dim(1) %a, %b : (tensor<4x16xf16>, tensor<4x16xf16>) -> tensor<4x32xf16>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<4x32xf16>, tensor<32x4xf16>) -> tensor<4x4xf16>
  return %y, %x : tensor<4x4xf16>, tensor<4x32xf16>
}

// -----

// W's K is dynamic, so it cannot be checked against the total width.
// STATS-LABEL: TcSplitCatLinear
// STATS: (S) 1 refused-weight-mismatch
// TOTAL400-LABEL: func.func @weight_k_unknown
// TOTAL400: tensor.concat
func.func @weight_k_unknown(%a: tensor<4x16xf16>, %b: tensor<4x16xf16>, %w: tensor<?x4xf16>) -> tensor<4x4xf16> {
  %x = tensor.concat dim(1) %a, %b : (tensor<4x16xf16>, tensor<4x16xf16>) -> tensor<4x32xf16>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<4x32xf16>, tensor<?x4xf16>) -> tensor<4x4xf16>
  return %y : tensor<4x4xf16>
}

// -----

// A part with a dynamic width.
// STATS-LABEL: TcSplitCatLinear
// STATS: (S) 1 refused-shape
// TOTAL400-LABEL: func.func @dynamic_width
// TOTAL400: tensor.concat
func.func @dynamic_width(%a: tensor<4x?xf16>, %b: tensor<4x16xf16>, %w: tensor<32x4xf16>) -> tensor<4x4xf16> {
  %x = tensor.concat dim(1) %a, %b : (tensor<4x?xf16>, tensor<4x16xf16>) -> tensor<4x?xf16>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<4x?xf16>, tensor<32x4xf16>) -> tensor<4x4xf16>
  return %y : tensor<4x4xf16>
}
