// Every pass on zero-size dims: a valid rewrite or none, never an error.
// MLIR allows no tensor.extract_slice of an empty dim ("offset 0 is
// out-of-bounds: 0 >= 0"), so the passes that cut slices refuse what would
// need one (a counter says so); the others rewrite as usual. Each case is
// also run through both pipelines and proved unchanged in value by tc-run.
// RUN: tc-opt %s --split-input-file --tc-merge-linear | FileCheck %s --check-prefix=MERGE
// RUN: tc-opt %s --split-input-file --tc-merge-linear --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=MERGE-STATS
// RUN: tc-opt %s --split-input-file --tc-split-cat-linear | FileCheck %s --check-prefix=SPLIT
// RUN: tc-opt %s --split-input-file --tc-split-cat-linear --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=SPLIT-STATS
// RUN: tc-opt %s --split-input-file --tc-lift-combine-quant | FileCheck %s --check-prefix=LIFT
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel | FileCheck %s --check-prefix=SP
// RUN: tc-opt %s --split-input-file --tc-pipeline -o /dev/null
// RUN: tc-opt %s --split-input-file --tc-pipeline=sequence-parallel=true -o /dev/null
// RUN: tc-opt %s --split-input-file --tc-cost-report="out=%t.json" -o /dev/null
// RUN: tc-opt %s --split-input-file --tc-verify -o /dev/null
// RUN: tc-opt %s --tc-pipeline=sequence-parallel=true -o %t.sp.mlir
// RUN: tc-opt %s --tc-split-cat-linear -o %t.split.mlir
// RUN: tc-run --compare %s %t.sp.mlir --func=merge_empty_rows | FileCheck %s --check-prefix=SAME
// RUN: tc-run --compare %s %t.sp.mlir --func=merge_zero_width | FileCheck %s --check-prefix=SAME
// RUN: tc-run --compare %s %t.split.mlir --func=split_empty_rows | FileCheck %s --check-prefix=SAME
// RUN: tc-run --compare %s %t.sp.mlir --func=lift_empty | FileCheck %s --check-prefix=SAME
// RUN: tc-run --compare %s %t.sp.mlir --func=sp_no_tokens | FileCheck %s --check-prefix=SAME
// SAME: PASS: 0 of {{[1-9]}} outputs out of tolerance

// No rows: nothing to merge, and no slice of the empty rows to cut.
// MERGE-LABEL: func.func @merge_empty_rows
// MERGE-NEXT: "tensor_cast.linear"(%arg0, %arg1)
// MERGE-NEXT: "tensor_cast.linear"(%arg0, %arg2)
// MERGE-NEXT: return
// MERGE-STATS-LABEL: TcMergeLinear
// MERGE-STATS: (S) 0 groups-merged
// MERGE-STATS: (S) 1 refused-empty
func.func @merge_empty_rows(%x: tensor<0x64xf16>, %wq: tensor<64x32xf16>, %wk: tensor<64x16xf16>) -> (tensor<0x32xf16>, tensor<0x16xf16>) {
  %q = "tensor_cast.linear"(%x, %wq) : (tensor<0x64xf16>, tensor<64x32xf16>) -> tensor<0x32xf16>
  %k = "tensor_cast.linear"(%x, %wk) : (tensor<0x64xf16>, tensor<64x16xf16>) -> tensor<0x16xf16>
  return %q, %k : tensor<0x32xf16>, tensor<0x16xf16>
}

// -----

// A member of width 0 stays as it is; its siblings merge.
// MERGE-LABEL: func.func @merge_zero_width
// MERGE-SAME: (%[[X:.*]]: tensor<4x64xf16>, %[[WQ:.*]]: tensor<64x32xf16>, %[[WK:.*]]: tensor<64x16xf16>, %[[WV:.*]]: tensor<64x0xf16>)
// MERGE-NEXT: %[[W:.*]] = tensor.concat dim(1) %[[WQ]], %[[WK]] : {{.*}} -> tensor<64x48xf16>
// MERGE-NEXT: %[[Y:.*]] = "tensor_cast.linear"(%[[X]], %[[W]]) : (tensor<4x64xf16>, tensor<64x48xf16>) -> tensor<4x48xf16>
// MERGE-NEXT: %[[Q:.*]] = tensor.extract_slice %[[Y]][0, 0] [4, 32]
// MERGE-NEXT: %[[K:.*]] = tensor.extract_slice %[[Y]][0, 32] [4, 16]
// MERGE-NEXT: %[[V:.*]] = "tensor_cast.linear"(%[[X]], %[[WV]]) : (tensor<4x64xf16>, tensor<64x0xf16>) -> tensor<4x0xf16>
// MERGE-NEXT: return %[[Q]], %[[K]], %[[V]]
// MERGE-STATS-LABEL: TcMergeLinear
// MERGE-STATS: (S) 1 groups-merged
// MERGE-STATS: (S) 2 ops-merged
func.func @merge_zero_width(%x: tensor<4x64xf16>, %wq: tensor<64x32xf16>, %wk: tensor<64x16xf16>, %wv: tensor<64x0xf16>) -> (tensor<4x32xf16>, tensor<4x16xf16>, tensor<4x0xf16>) {
  %q = "tensor_cast.linear"(%x, %wq) : (tensor<4x64xf16>, tensor<64x32xf16>) -> tensor<4x32xf16>
  %k = "tensor_cast.linear"(%x, %wk) : (tensor<4x64xf16>, tensor<64x16xf16>) -> tensor<4x16xf16>
  %v = "tensor_cast.linear"(%x, %wv) : (tensor<4x64xf16>, tensor<64x0xf16>) -> tensor<4x0xf16>
  return %q, %k, %v : tensor<4x32xf16>, tensor<4x16xf16>, tensor<4x0xf16>
}

// -----

// A weight with no columns: no row slice of it can be cut.
// SPLIT-LABEL: func.func @split_no_columns
// SPLIT-NEXT: %[[X:.*]] = tensor.concat dim(1) %arg0, %arg1
// SPLIT-NEXT: "tensor_cast.linear"(%[[X]], %arg2)
// SPLIT-NEXT: return
// The reports of the two cases above come first, one per case.
// SPLIT-STATS-LABEL: TcSplitCatLinear
// SPLIT-STATS-LABEL: TcSplitCatLinear
// SPLIT-STATS-LABEL: TcSplitCatLinear
// SPLIT-STATS: (S) 1 refused-empty
// SPLIT-STATS: (S) 0 rewrites
func.func @split_no_columns(%a: tensor<4x16xf16>, %b: tensor<4x16xf16>, %w: tensor<32x0xf16>) -> tensor<4x0xf16> {
  %x = tensor.concat dim(1) %a, %b : (tensor<4x16xf16>, tensor<4x16xf16>) -> tensor<4x32xf16>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<4x32xf16>, tensor<32x0xf16>) -> tensor<4x0xf16>
  return %y : tensor<4x0xf16>
}

// -----

// No rows: the weight's row slices are not empty, so the split is valid.
// SPLIT-LABEL: func.func @split_empty_rows
// SPLIT-SAME: (%[[A:.*]]: tensor<0x16xf16>, %[[B:.*]]: tensor<0x16xf16>, %[[W:.*]]: tensor<32x64xf16>)
// SPLIT-NEXT: %[[W0:.*]] = tensor.extract_slice %[[W]][0, 0] [16, 64]
// SPLIT-NEXT: %[[Y0:.*]] = "tensor_cast.linear"(%[[A]], %[[W0]]) : (tensor<0x16xf16>, tensor<16x64xf16>) -> tensor<0x64xf16>
// SPLIT-NEXT: %[[W1:.*]] = tensor.extract_slice %[[W]][16, 0] [16, 64]
// SPLIT-NEXT: %[[Y1:.*]] = "tensor_cast.linear"(%[[B]], %[[W1]]) : (tensor<0x16xf16>, tensor<16x64xf16>) -> tensor<0x64xf16>
// SPLIT-NEXT: %[[S:.*]] = arith.addf %[[Y0]], %[[Y1]] : tensor<0x64xf16>
// SPLIT-NEXT: return %[[S]]
// SPLIT-STATS-LABEL: TcSplitCatLinear
// SPLIT-STATS: (S) 1 rewrites
func.func @split_empty_rows(%a: tensor<0x16xf16>, %b: tensor<0x16xf16>, %w: tensor<32x64xf16>) -> tensor<0x64xf16> {
  %x = tensor.concat dim(1) %a, %b : (tensor<0x16xf16>, tensor<0x16xf16>) -> tensor<0x32xf16>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<0x32xf16>, tensor<32x64xf16>) -> tensor<0x64xf16>
  return %y : tensor<0x64xf16>
}

// -----

// An empty per-tensor quantize lifts through its view as any other.
// LIFT-LABEL: func.func @lift_empty
// LIFT-SAME: (%[[X:.*]]: tensor<0x4x8xf16>, %[[S:.*]]: tensor<f32>)
// LIFT-NEXT: %[[Q:.*]] = "tensor_cast.quantize"(%[[X]], %[[S]]) : (tensor<0x4x8xf16>, tensor<f32>) -> tensor<0x4x8xi8>
// LIFT-NEXT: %[[V:.*]] = "tensor_cast.view"(%[[Q]]) : (tensor<0x4x8xi8>) -> tensor<0xi8>
// LIFT-NEXT: return %[[V]]
func.func @lift_empty(%x: tensor<0x4x8xf16>, %s: tensor<f32>) -> tensor<0xi8> {
  %v = "tensor_cast.view"(%x) : (tensor<0x4x8xf16>) -> tensor<0xf16>
  %q = "tensor_cast.quantize"(%v, %s) : (tensor<0xf16>, tensor<f32>) -> tensor<0xi8>
  return %q : tensor<0xi8>
}

// -----

// No tokens: each rank's share of 0 tokens is 0 tokens, an exact split.
// SP-LABEL: func.func @sp_no_tokens
// SP-SAME: (%[[X:.*]]: tensor<1x0x16xf16>, %[[G:.*]]: tensor<16xf16>)
// SP-NEXT: %[[RS:.*]] = "tensor_cast.reduce_scatter"(%[[X]]) {dim = 1 : i64, {{.*}}} : (tensor<1x0x16xf16>) -> tensor<1x0x16xf16>
// SP-NEXT: %[[N:.*]] = "tensor_cast.rms_norm"(%[[RS]], %[[G]])
// SP-NEXT: %[[AG:.*]] = "tensor_cast.all_gather"(%[[N]]) {dim = 1 : i64, {{.*}}} : (tensor<1x0x16xf16>) -> tensor<1x0x16xf16>
// SP-NEXT: return %[[AG]]
func.func @sp_no_tokens(%x: tensor<1x0x16xf16>, %g: tensor<16xf16>) -> tensor<1x0x16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x0x16xf16>) -> tensor<1x0x16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<1x0x16xf16>, tensor<16xf16>) -> tensor<1x0x16xf16>
  return %n : tensor<1x0x16xf16>
}
