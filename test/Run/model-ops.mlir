// tc-run's kernels of the decoder ops on constants, so every value can be
// worked out by hand (f32 results: the exact value rounded to f32).
// RUN: tc-run %s --func=embedding --print=10 | FileCheck %s --check-prefix=EMBED
// RUN: tc-run %s --func=rope --print=10 | FileCheck %s --check-prefix=ROPE
// RUN: tc-run %s --func=attention --print=10 | FileCheck %s --check-prefix=ATTN
// RUN: tc-run %s --func=swiglu --print=10 | FileCheck %s --check-prefix=SWIGLU
// RUN: tc-run %s --func=rope_interleaved --print=10 | FileCheck %s --check-prefix=INTERLEAVED
// RUN: tc-run %s --func=attention_narrow_values --print=10 | FileCheck %s --check-prefix=NARROW
// RUN: tc-run %s --func=head_linear --print=10 | FileCheck %s --check-prefix=HEADS
// RUN: tc-run %s --func=attention_fp8_cache --print=10 | FileCheck %s --check-prefix=FP8CACHE

// Rank 0 of 2 owns ids 0 and 1 (the table's two rows), rank 1 owns 2 and 3;
// id 5 belongs to no rank. The all_reduce after it gives every id its row.
// EMBED-LABEL: @embedding: world size 2
// EMBED-NEXT: output 0: tensor<5x2xf32>
// EMBED-NEXT:   rank 0: sum 10, abs-sum 10, values [1, 2, 3, 4, 0, 0, 0, 0, 0, 0]
// EMBED-NEXT:   rank 1: sum 10, abs-sum 10, values [0, 0, 0, 0, 1, 2, 3, 4, 0, 0]
// EMBED-NEXT: output 1: tensor<5x2xf32>
// EMBED-NEXT:   rank 0: sum 20, abs-sum 20, values [1, 2, 3, 4, 1, 2, 3, 4, 0, 0]
func.func @embedding() -> (tensor<5x2xf32>, tensor<5x2xf32>) {
  %ids = arith.constant dense<[0, 1, 2, 3, 5]> : tensor<5xi64>
  %table = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %e = "tensor_cast.embedding"(%ids, %table) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<5xi64>, tensor<2x2xf32>) -> tensor<5x2xf32>
  %s = "tensor_cast.all_reduce"(%e) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<5x2xf32>) -> tensor<5x2xf32>
  return %e, %s : tensor<5x2xf32>, tensor<5x2xf32>
}

// head_dim 2, so one frequency, theta^0 = 1: x = (1, 0) at position p turns
// to (cos p, sin p). Output 0: p = 1. Output 1: Llama 3 scaling with
// original_max_position 1 puts the wavelength 2π above 1/low_freq_factor,
// so the frequency is divided by the factor 2: p = 2 turns by 1 again.
// Output 2: original 8, low 1, high 2 put 2π between 8/2 and 8/1; the
// smoothed frequency is (1 - s)/2 + s with s = 8/(2π) - 1, that is 2/π:
// (cos 2/π, sin 2/π). Output 3: head_dim 4 and theta 100 give the
// frequencies 1 and 100^(-2/4) = 0.1; rotate-half pairs element i with
// element i + 2, so x = (1, 1, 0, 0) at position 1 turns to
// (cos 1, cos 0.1, sin 1, sin 0.1).
// ROPE-LABEL: @rope: world size 1
// ROPE-NEXT: output 0: tensor<1x1x1x2xf32>
// ROPE-NEXT:   rank 0: sum {{.*}}, values [0.540302277, 0.841470957]
// ROPE-NEXT: output 1: tensor<1x1x1x2xf32>
// ROPE-NEXT:   rank 0: sum {{.*}}, values [0.540302277, 0.841470957]
// ROPE-NEXT: output 2: tensor<1x1x1x2xf32>
// ROPE-NEXT:   rank 0: sum {{.*}}, values [0.804109812, 0.594480753]
// ROPE-NEXT: output 3: tensor<1x1x1x4xf32>
// ROPE-NEXT:   rank 0: sum {{.*}}, values [0.540302277, 0.995004177, 0.841470957, 0.099833414]
func.func @rope() -> (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>, tensor<1x1x1x4xf32>) {
  %x = arith.constant dense<[[[[1.0, 0.0]]]]> : tensor<1x1x1x2xf32>
  %p1 = arith.constant dense<1> : tensor<1x1xi32>
  %p2 = arith.constant dense<2> : tensor<1x1xi64>
  %y = "tensor_cast.rope"(%x, %p1) {theta = 1.0e+04 : f64} : (tensor<1x1x1x2xf32>, tensor<1x1xi32>) -> tensor<1x1x1x2xf32>
  %z = "tensor_cast.rope"(%x, %p2) {theta = 1.0e+04 : f64, llama3_scaling = array<f64: 2.0, 1.0, 4.0, 1.0>} : (tensor<1x1x1x2xf32>, tensor<1x1xi64>) -> tensor<1x1x1x2xf32>
  %w = "tensor_cast.rope"(%x, %p1) {theta = 1.0e+04 : f64, llama3_scaling = array<f64: 2.0, 1.0, 2.0, 8.0>} : (tensor<1x1x1x2xf32>, tensor<1x1xi32>) -> tensor<1x1x1x2xf32>
  %x4 = arith.constant dense<[[[[1.0, 1.0, 0.0, 0.0]]]]> : tensor<1x1x1x4xf32>
  %r4 = "tensor_cast.rope"(%x4, %p1) {theta = 1.0e+02 : f64} : (tensor<1x1x1x4xf32>, tensor<1x1xi32>) -> tensor<1x1x1x4xf32>
  return %y, %z, %w, %r4 : tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>, tensor<1x1x1x4xf32>
}

// Keys k = (0, 1), values v = (10, 20), scale 1. Prefill, q = (1, 1): the
// first query sees key 0 alone (10); the second weighs e^0 and e^1:
// (10 + 20e) / (1 + e) = 17.310585. A window of 1 leaves the second query
// its own key (20). Decode (one query at position 1) is the second row.
// Two query heads share the one kv head: q = (1, 0) gives 17.310585 and the
// plain mean 15.
// ATTN-LABEL: @attention: world size 1
// ATTN-NEXT: output 0: tensor<1x2x1x1xf32>
// ATTN-NEXT:   rank 0: sum {{.*}}, values [10, 17.310585]
// ATTN-NEXT: output 1: tensor<1x2x1x1xf32>
// ATTN-NEXT:   rank 0: sum {{.*}}, values [10, 20]
// ATTN-NEXT: output 2: tensor<1x1x1x1xf32>
// ATTN-NEXT:   rank 0: sum {{.*}}, values [17.310585]
// ATTN-NEXT: output 3: tensor<1x1x2x1xf32>
// ATTN-NEXT:   rank 0: sum {{.*}}, values [17.310585, 15]
func.func @attention() -> (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1x1x2x1xf32>) {
  %q = arith.constant dense<1.0> : tensor<1x2x1x1xf32>
  %k = arith.constant dense<[[[[0.0]], [[1.0]]]]> : tensor<1x2x1x1xf32>
  %v = arith.constant dense<[[[[10.0]], [[20.0]]]]> : tensor<1x2x1x1xf32>
  %o = "tensor_cast.attention"(%q, %k, %v) {scale = 1.0 : f64} : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %w = "tensor_cast.attention"(%q, %k, %v) {scale = 1.0 : f64, sliding_window = 1 : i64} : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %q1 = arith.constant dense<1.0> : tensor<1x1x1x1xf32>
  %d = "tensor_cast.attention"(%q1, %k, %v) {scale = 1.0 : f64} : (tensor<1x1x1x1xf32>, tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x1x1x1xf32>
  %q2 = arith.constant dense<[[[[1.0], [0.0]]]]> : tensor<1x1x2x1xf32>
  %g = "tensor_cast.attention"(%q2, %k, %v) {scale = 1.0 : f64} : (tensor<1x1x2x1xf32>, tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) -> tensor<1x1x2x1xf32>
  return %o, %w, %d, %g : tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1x1x2x1xf32>
}

// silu(0)·1 = 0, silu(1)·2 = 2/(1 + e^-1), silu(-1)·3 = -3/(1 + e).
// SWIGLU-LABEL: @swiglu: world size 1
// SWIGLU-NEXT: output 0: tensor<3xf32>
// SWIGLU-NEXT:   rank 0: sum {{.*}}, values [0, 1.4621172, -0.806824267]
func.func @swiglu() -> tensor<3xf32> {
  %g = arith.constant dense<[0.0, 1.0, -1.0]> : tensor<3xf32>
  %u = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %y = "tensor_cast.swiglu"(%g, %u) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %y : tensor<3xf32>
}

// Interleaved pairs: x = (1, 2, 3, 4) holds the pairs (1, 2) and (3, 4), read
// as the halves (1, 3) and (2, 4). At position 1 with theta 1e4 and D = 4
// the angles are 1 and 0.01: y = (1·cos 1 − 2·sin 1, 3·cos .01 − 4·sin .01,
// 2·cos 1 + 1·sin 1, 4·cos .01 + 3·sin .01), in the rotate-half layout.
// INTERLEAVED-LABEL: @rope_interleaved: world size 1
// INTERLEAVED-NEXT: output 0: tensor<1x1x1x4xf32>
// INTERLEAVED-NEXT:   rank 0: sum {{.*}}, values [-1.14263964, 2.95985055, 1.92207563, 4.02979946]
func.func @rope_interleaved() -> tensor<1x1x1x4xf32> {
  %x = arith.constant dense<[[[[1.0, 2.0, 3.0, 4.0]]]]> : tensor<1x1x1x4xf32>
  %p = arith.constant dense<[[1]]> : tensor<1x1xi64>
  %y = "tensor_cast.rope"(%x, %p) {theta = 1.0e+04 : f64, interleaved} : (tensor<1x1x1x4xf32>, tensor<1x1xi64>) -> tensor<1x1x1x4xf32>
  return %y : tensor<1x1x1x4xf32>
}

// Values narrower than the keys (MLA: D = 2, Dv = 1). Query 0 sees key 0
// alone: 10. Query 1 scores (0, 1)·(1, 2) = 2 and (0, 1)·(3, −1) = −1:
// (10 + 20·e^−3) / (1 + e^−3).
// NARROW-LABEL: @attention_narrow_values: world size 1
// NARROW-NEXT: output 0: tensor<1x2x1x1xf32>
// NARROW-NEXT:   rank 0: sum {{.*}}, values [10, 10.4742584]
func.func @attention_narrow_values() -> tensor<1x2x1x1xf32> {
  %q = arith.constant dense<[[[[1.0, 0.0]], [[0.0, 1.0]]]]> : tensor<1x2x1x2xf32>
  %k = arith.constant dense<[[[[1.0, 2.0]], [[3.0, -1.0]]]]> : tensor<1x2x1x2xf32>
  %v = arith.constant dense<[[[[10.0]], [[20.0]]]]> : tensor<1x2x1x1xf32>
  %o = "tensor_cast.attention"(%q, %k, %v) {scale = 1.0 : f64} : (tensor<1x2x1x2xf32>, tensor<1x2x1x2xf32>, tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  return %o : tensor<1x2x1x1xf32>
}

// A linear per head: head 0's (1, 2) times (1, 1)ᵀ is 3, head 1's (3, 4)
// times (2, −1)ᵀ is 2; the second token (5, 6), (7, 8): 11 and 6.
// HEADS-LABEL: @head_linear: world size 1
// HEADS-NEXT: output 0: tensor<2x2x1xf32>
// HEADS-NEXT:   rank 0: sum 22, abs-sum 22, values [3, 2, 11, 6]
func.func @head_linear() -> tensor<2x2x1xf32> {
  %x = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]> : tensor<2x2x2xf32>
  %w = arith.constant dense<[[[1.0], [1.0]], [[2.0], [-1.0]]]> : tensor<2x2x1xf32>
  %y = "tensor_cast.head_linear"(%x, %w) : (tensor<2x2x2xf32>, tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
  return %y : tensor<2x2x1xf32>
}

// An FP8 KV cache: the stored keys (0, 0.5) at k_scale 2 and values (4, 8) at
// v_scale 2.5 are @attention's (0, 1) and (10, 20): its values again, [10,
// 17.310585] causal and 17.310585 for the decode query.
// FP8CACHE-LABEL: @attention_fp8_cache: world size 1
// FP8CACHE-NEXT: output 0: tensor<1x2x1x1xf32>
// FP8CACHE-NEXT:   rank 0: sum {{.*}}, values [10, 17.310585]
// FP8CACHE-NEXT: output 1: tensor<1x1x1x1xf32>
// FP8CACHE-NEXT:   rank 0: sum {{.*}}, values [17.310585]
func.func @attention_fp8_cache() -> (tensor<1x2x1x1xf32>, tensor<1x1x1x1xf32>) {
  %q = arith.constant dense<1.0> : tensor<1x2x1x1xf32>
  %k = arith.constant dense<[[[[0.0]], [[0.5]]]]> : tensor<1x2x1x1xf8E4M3FN>
  %v = arith.constant dense<[[[[4.0]], [[8.0]]]]> : tensor<1x2x1x1xf8E4M3FN>
  %ks = arith.constant dense<2.0> : tensor<f32>
  %vs = arith.constant dense<2.5> : tensor<f32>
  %o = "tensor_cast.attention"(%q, %k, %v, %ks, %vs) {scale = 1.0 : f64} : (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf8E4M3FN>, tensor<1x2x1x1xf8E4M3FN>, tensor<f32>, tensor<f32>) -> tensor<1x2x1x1xf32>
  %q1 = arith.constant dense<1.0> : tensor<1x1x1x1xf32>
  %d = "tensor_cast.attention"(%q1, %k, %v, %ks, %vs) {scale = 1.0 : f64} : (tensor<1x1x1x1xf32>, tensor<1x2x1x1xf8E4M3FN>, tensor<1x2x1x1xf8E4M3FN>, tensor<f32>, tensor<f32>) -> tensor<1x1x1x1xf32>
  return %o, %d : tensor<1x2x1x1xf32>, tensor<1x1x1x1xf32>
}
