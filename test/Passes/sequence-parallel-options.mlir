// tc-sequence-parallel options: each one moves its behaviour, and a bad value
// is an error.
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel | FileCheck %s --check-prefix=DEFAULT
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel=slice-replicated=false | FileCheck %s --check-prefix=NOSLICE
// RUN: tc-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(tc-sequence-parallel{sink-quantize=false}))' | FileCheck %s --check-prefix=NOSINK
// RUN: tc-opt %s --split-input-file --tc-sequence-parallel=slice-replicated=false --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=NOSLICE-STATS
// RUN: not tc-opt %s --tc-sequence-parallel=slice-replicated=maybe 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: for the --slice-replicated option: 'maybe' is invalid value for boolean argument

// A replicated residual: sliced by default; with slice-replicated=false the
// pattern is left alone, as the reference pass does.
// DEFAULT-LABEL: func.func @replicated_residual
// DEFAULT: %[[RS:.*]] = "tensor_cast.reduce_scatter"
// DEFAULT-NEXT: %[[R:.*]] = "tensor_cast.all_slice"
// DEFAULT-NEXT: "tensor_cast.add_rms_norm2"(%[[RS]], %[[R]], %{{.*}})
// NOSLICE-LABEL: func.func @replicated_residual
// NOSLICE-NEXT: %[[A:.*]] = "tensor_cast.all_reduce"
// NOSLICE-NEXT: "tensor_cast.add_rms_norm2"(%[[A]], %arg1, %arg2)
// NOSLICE-STATS-LABEL: TcSequenceParallel
// NOSLICE-STATS: (S) 0 p2-matches
// NOSLICE-STATS: (S) 1 refused-residual-not-local
func.func @replicated_residual(%x: tensor<1x8x16xf16>, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h:2 = "tensor_cast.add_rms_norm2"(%a, %res, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  return %h#0, %h#1 : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}

// -----

// With sink-quantize=false the quantize stays after the gather.
// DEFAULT-LABEL: func.func @quantize
// DEFAULT: %[[Q:.*]] = "tensor_cast.quantize"
// DEFAULT-NEXT: "tensor_cast.all_gather"(%[[Q]])
// NOSINK-LABEL: func.func @quantize
// NOSINK: %[[AG:.*]] = "tensor_cast.all_gather"
// NOSINK-NEXT: "tensor_cast.quantize"(%[[AG]], %arg2) : (tensor<1x8x16xf16>, tensor<f32>) -> tensor<1x8x16xi8>
// NOSLICE-STATS-LABEL: TcSequenceParallel
// NOSLICE-STATS: (S) 1 quantizes-moved
func.func @quantize(%x: tensor<1x8x16xf16>, %g: tensor<16xf16>, %scale: tensor<f32>) -> tensor<1x8x16xi8> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %q = "tensor_cast.quantize"(%n, %scale) : (tensor<1x8x16xf16>, tensor<f32>) -> tensor<1x8x16xi8>
  return %q : tensor<1x8x16xi8>
}

// -----

// Only a static per-tensor quantize moves; one with a per-channel scale
// stays after the gather.
// DEFAULT-LABEL: func.func @per_channel_quantize
// DEFAULT: %[[AG:.*]] = "tensor_cast.all_gather"
// DEFAULT-NEXT: "tensor_cast.quantize"(%[[AG]], %arg2)
func.func @per_channel_quantize(%x: tensor<1x8x16xf16>, %g: tensor<16xf16>, %scale: tensor<16xf32>) -> tensor<1x8x16xi8> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %q = "tensor_cast.quantize"(%n, %scale) : (tensor<1x8x16xf16>, tensor<16xf32>) -> tensor<1x8x16xi8>
  return %q : tensor<1x8x16xi8>
}
