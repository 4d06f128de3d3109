// One case per rule of the decoder ops (embedding, rope, attention, swiglu)
// in the semantic verifier; each error names the op, the operand, result or
// attribute, and what was expected.
// RUN: tc-opt %s --split-input-file --verify-diagnostics

// Embedding: the rank must be in its group.
func.func @m0(%ids: tensor<2x8xi64>, %t: tensor<16x32xf16>) {
  // expected-error@+1 {{attribute 'rank' (2) must be a member of 'rank_group'}}
  %0 = "tensor_cast.embedding"(%ids, %t) {rank = 2 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x8xi64>, tensor<16x32xf16>) -> tensor<2x8x32xf16>
  return
}
// -----

// Embedding: ids are a tensor of rank >= 1.
func.func @m1(%ids: tensor<i64>, %t: tensor<16x32xf16>) {
  // expected-error@+1 {{operand 'ids' must be a tensor of rank >= 1, got 'tensor<i64>'}}
  %0 = "tensor_cast.embedding"(%ids, %t) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<i64>, tensor<16x32xf16>) -> tensor<32xf16>
  return
}
// -----

// Embedding: ids are i32 or i64.
func.func @m2(%ids: tensor<2x8xf32>, %t: tensor<16x32xf16>) {
  // expected-error@+1 {{operand 'ids' must be a tensor of i32 or i64 elements, got 'tensor<2x8xf32>'}}
  %0 = "tensor_cast.embedding"(%ids, %t) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x8xf32>, tensor<16x32xf16>) -> tensor<2x8x32xf16>
  return
}
// -----

// Embedding: the table is (V/n, H).
func.func @m3(%ids: tensor<2x8xi64>, %t: tensor<16xf16>) {
  // expected-error@+1 {{operand 'table' must be a 2-D tensor (V/n, H), got 'tensor<16xf16>'}}
  %0 = "tensor_cast.embedding"(%ids, %t) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x8xi64>, tensor<16xf16>) -> tensor<2x8x32xf16>
  return
}
// -----

// Embedding: the table is float.
func.func @m4(%ids: tensor<2x8xi64>, %t: tensor<16x32xi8>) {
  // expected-error@+1 {{operand 'table' must be a tensor of f32, f16 or bf16 elements, got 'tensor<16x32xi8>'}}
  %0 = "tensor_cast.embedding"(%ids, %t) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x8xi64>, tensor<16x32xi8>) -> tensor<2x8x32xi8>
  return
}
// -----

// Embedding: y has the table's element type.
func.func @m5(%ids: tensor<2x8xi64>, %t: tensor<16x32xf16>) {
  // expected-error@+1 {{result 'y' must have the element type of operand 'table' ('f16'), got 'tensor<2x8x32xf32>'}}
  %0 = "tensor_cast.embedding"(%ids, %t) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x8xi64>, tensor<16x32xf16>) -> tensor<2x8x32xf32>
  return
}
// -----

// Embedding: y is ids' shape and H.
func.func @m6(%ids: tensor<2x8xi64>, %t: tensor<16x32xf16>) {
  // expected-error@+1 {{result 'y' must be of the shape of 'ids' followed by H, got 'tensor<16x32xf16>'}}
  %0 = "tensor_cast.embedding"(%ids, %t) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x8xi64>, tensor<16x32xf16>) -> tensor<16x32xf16>
  return
}
// -----

// Embedding: y's leading dims are ids'.
func.func @m7(%ids: tensor<2x8xi64>, %t: tensor<16x32xf16>) {
  // expected-error@+1 {{result 'y' dim 1 must be 8 (the same dim of 'ids'), got 4}}
  %0 = "tensor_cast.embedding"(%ids, %t) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x8xi64>, tensor<16x32xf16>) -> tensor<2x4x32xf16>
  return
}
// -----

// Embedding: y's last dim is the table's width.
func.func @m8(%ids: tensor<2x8xi64>, %t: tensor<16x32xf16>) {
  // expected-error@+1 {{result 'y' dim 2 must be 32 (H, the table's width), got 16}}
  %0 = "tensor_cast.embedding"(%ids, %t) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x8xi64>, tensor<16x32xf16>) -> tensor<2x8x16xf16>
  return
}
// -----

// RoPE: theta is finite.
func.func @theta_infinite(%x: tensor<2x8x4x16xf16>, %p: tensor<2x8xi32>) {
  // expected-error@+1 {{attribute 'theta' must be a positive finite float attribute (e.g. 1.0e+06 : f64), got 0x7FF0000000000000 : f64}}
  %0 = "tensor_cast.rope"(%x, %p) {theta = 0x7FF0000000000000 : f64} : (tensor<2x8x4x16xf16>, tensor<2x8xi32>) -> tensor<2x8x4x16xf16>
  return
}
// -----

// RoPE: theta is a positive float.
func.func @m9(%x: tensor<2x8x4x16xf16>, %p: tensor<2x8xi32>) {
  // expected-error@+1 {{attribute 'theta' must be a positive finite float attribute (e.g. 1.0e+06 : f64), got 0.000000e+00 : f64}}
  %0 = "tensor_cast.rope"(%x, %p) {theta = 0.0 : f64} : (tensor<2x8x4x16xf16>, tensor<2x8xi32>) -> tensor<2x8x4x16xf16>
  return
}
// -----

// RoPE: x is (..., S, heads, head_dim).
func.func @m10(%x: tensor<8x16xf16>, %p: tensor<8xi32>) {
  // expected-error@+1 {{operand 'x' must be a tensor of rank >= 3, got 'tensor<8x16xf16>'}}
  %0 = "tensor_cast.rope"(%x, %p) {theta = 1.0e+04 : f64} : (tensor<8x16xf16>, tensor<8xi32>) -> tensor<8x16xf16>
  return
}
// -----

// RoPE: x is float.
func.func @m11(%x: tensor<2x8x4x16xi8>, %p: tensor<2x8xi32>) {
  // expected-error@+1 {{operand 'x' must be a tensor of f32, f16 or bf16 elements, got 'tensor<2x8x4x16xi8>'}}
  %0 = "tensor_cast.rope"(%x, %p) {theta = 1.0e+04 : f64} : (tensor<2x8x4x16xi8>, tensor<2x8xi32>) -> tensor<2x8x4x16xi8>
  return
}
// -----

// RoPE: positions are i32 or i64.
func.func @m12(%x: tensor<2x8x4x16xf16>, %p: tensor<2x8xf32>) {
  // expected-error@+1 {{operand 'positions' must be a tensor of i32 or i64 elements, got 'tensor<2x8xf32>'}}
  %0 = "tensor_cast.rope"(%x, %p) {theta = 1.0e+04 : f64} : (tensor<2x8x4x16xf16>, tensor<2x8xf32>) -> tensor<2x8x4x16xf16>
  return
}
// -----

// RoPE: y has x's type.
func.func @m13(%x: tensor<2x8x4x16xf16>, %p: tensor<2x8xi32>) {
  // expected-error@+1 {{result 'y' must have the type of operand 'x' ('tensor<2x8x4x16xf16>'), got 'tensor<2x8x4x16xf32>'}}
  %0 = "tensor_cast.rope"(%x, %p) {theta = 1.0e+04 : f64} : (tensor<2x8x4x16xf16>, tensor<2x8xi32>) -> tensor<2x8x4x16xf32>
  return
}
// -----

// RoPE: llama3_scaling has four positive values, high above low.
func.func @m14(%x: tensor<2x8x4x16xf16>, %p: tensor<2x8xi32>) {
  // expected-error@+1 {{attribute 'llama3_scaling' must be array<f64: factor, low_freq_factor, high_freq_factor, original_max_position_embeddings> (all positive, high above low), got array<f64: 8.000000e+00, 4.000000e+00, 1.000000e+00, 8.192000e+03>}}
  %0 = "tensor_cast.rope"(%x, %p) {theta = 1.0e+04 : f64, llama3_scaling = array<f64: 8.0, 4.0, 1.0, 8192.0>} : (tensor<2x8x4x16xf16>, tensor<2x8xi32>) -> tensor<2x8x4x16xf16>
  return
}
// -----

// RoPE: yarn_scaling has six values: positive, beta_fast at least beta_slow,
// truncate 0 or 1.
func.func @m14y(%x: tensor<2x8x4x16xf16>, %p: tensor<2x8xi32>) {
  // expected-error@+1 {{attribute 'yarn_scaling' must be array<f64: factor, original_max_position_embeddings, beta_fast, beta_slow, attention_factor, truncate> (positive, beta_fast at least beta_slow, truncate 0 or 1), got array<f64: 4.000000e+00, 4.096000e+03, 1.000000e+00, 3.200000e+01, 1.000000e+00, 1.000000e+00>}}
  %0 = "tensor_cast.rope"(%x, %p) {theta = 1.0e+04 : f64, yarn_scaling = array<f64: 4.0, 4096.0, 1.0, 32.0, 1.0, 1.0>} : (tensor<2x8x4x16xf16>, tensor<2x8xi32>) -> tensor<2x8x4x16xf16>
  return
}
// -----

func.func @m14t(%x: tensor<2x8x4x16xf16>, %p: tensor<2x8xi32>) {
  // expected-error@+1 {{attribute 'yarn_scaling' must be array<f64: factor, original_max_position_embeddings, beta_fast, beta_slow, attention_factor, truncate>}}
  %0 = "tensor_cast.rope"(%x, %p) {theta = 1.0e+04 : f64, yarn_scaling = array<f64: 4.0, 4096.0, 32.0, 1.0, 1.0, 0.5>} : (tensor<2x8x4x16xf16>, tensor<2x8xi32>) -> tensor<2x8x4x16xf16>
  return
}
// -----

func.func @m14n(%x: tensor<2x8x4x16xf16>, %p: tensor<2x8xi32>) {
  // expected-error@+1 {{attribute 'yarn_scaling' must be array<f64: factor, original_max_position_embeddings, beta_fast, beta_slow, attention_factor, truncate>}}
  %0 = "tensor_cast.rope"(%x, %p) {theta = 1.0e+04 : f64, yarn_scaling = array<f64: 4.0, 4096.0, 32.0, 1.0, 1.0>} : (tensor<2x8x4x16xf16>, tensor<2x8xi32>) -> tensor<2x8x4x16xf16>
  return
}
// -----

// RoPE: one rescaling at most.
func.func @m14b(%x: tensor<2x8x4x16xf16>, %p: tensor<2x8xi32>) {
  // expected-error@+1 {{'tensor_cast.rope' op takes 'llama3_scaling' or 'yarn_scaling', not both}}
  %0 = "tensor_cast.rope"(%x, %p) {theta = 1.0e+04 : f64, llama3_scaling = array<f64: 8.0, 1.0, 4.0, 8192.0>, yarn_scaling = array<f64: 4.0, 4096.0, 32.0, 1.0, 1.0, 1.0>} : (tensor<2x8x4x16xf16>, tensor<2x8xi32>) -> tensor<2x8x4x16xf16>
  return
}
// -----

// RoPE: head_dim is even.
func.func @m15(%x: tensor<2x8x4x15xf16>, %p: tensor<2x8xi32>) {
  // expected-error@+1 {{operand 'x' must be of an even head_dim (its last dim; the rotation pairs halves), got 'tensor<2x8x4x15xf16>'}}
  %0 = "tensor_cast.rope"(%x, %p) {theta = 1.0e+04 : f64} : (tensor<2x8x4x15xf16>, tensor<2x8xi32>) -> tensor<2x8x4x15xf16>
  return
}
// -----

// RoPE: positions have x's leading dims.
func.func @m16(%x: tensor<2x8x4x16xf16>, %p: tensor<16xi32>) {
  // expected-error@+1 {{operand 'positions' must be of the shape of 'x' without its last two dims, got 'tensor<16xi32>'}}
  %0 = "tensor_cast.rope"(%x, %p) {theta = 1.0e+04 : f64} : (tensor<2x8x4x16xf16>, tensor<16xi32>) -> tensor<2x8x4x16xf16>
  return
}
// -----

// RoPE: positions' dims are x's.
func.func @m17(%x: tensor<2x8x4x16xf16>, %p: tensor<2x4xi32>) {
  // expected-error@+1 {{operand 'positions' dim 1 must be 8 (the same dim of 'x'), got 4}}
  %0 = "tensor_cast.rope"(%x, %p) {theta = 1.0e+04 : f64} : (tensor<2x8x4x16xf16>, tensor<2x4xi32>) -> tensor<2x8x4x16xf16>
  return
}
// -----

// Attention: scale is a positive float.
func.func @m18(%q: tensor<1x4x8x16xbf16>, %k: tensor<1x4x2x16xbf16>, %v: tensor<1x4x2x16xbf16>) {
  // expected-error@+1 {{attribute 'scale' must be a positive finite float attribute (e.g. 0.0883883 : f64), got -1.000000e+00 : f64}}
  %0 = "tensor_cast.attention"(%q, %k, %v) {scale = -1.0 : f64} : (tensor<1x4x8x16xbf16>, tensor<1x4x2x16xbf16>, tensor<1x4x2x16xbf16>) -> tensor<1x4x8x16xbf16>
  return
}
// -----

// Attention: q is (B, S, Hq, D).
func.func @m19(%q: tensor<4x8x16xbf16>, %k: tensor<1x4x2x16xbf16>, %v: tensor<1x4x2x16xbf16>) {
  // expected-error@+1 {{operand 'q' must be a 4-D tensor (B, S, Hq, D), got 'tensor<4x8x16xbf16>'}}
  %0 = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<4x8x16xbf16>, tensor<1x4x2x16xbf16>, tensor<1x4x2x16xbf16>) -> tensor<4x8x16xbf16>
  return
}
// -----

// Attention: q is float.
func.func @m20(%q: tensor<1x4x8x16xi8>, %k: tensor<1x4x2x16xbf16>, %v: tensor<1x4x2x16xbf16>) {
  // expected-error@+1 {{operand 'q' must be a tensor of f32, f16 or bf16 elements, got 'tensor<1x4x8x16xi8>'}}
  %0 = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<1x4x8x16xi8>, tensor<1x4x2x16xbf16>, tensor<1x4x2x16xbf16>) -> tensor<1x4x8x16xi8>
  return
}
// -----

// Attention: k is (B, T, Hkv, D).
func.func @m21(%q: tensor<1x4x8x16xbf16>, %k: tensor<4x2x16xbf16>, %v: tensor<1x4x2x16xbf16>) {
  // expected-error@+1 {{operand 'k' must be a 4-D tensor (B, T, Hkv, D), got 'tensor<4x2x16xbf16>'}}
  %0 = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<1x4x8x16xbf16>, tensor<4x2x16xbf16>, tensor<1x4x2x16xbf16>) -> tensor<1x4x8x16xbf16>
  return
}
// -----

// Attention: k has q's element type.
func.func @m22(%q: tensor<1x4x8x16xbf16>, %k: tensor<1x4x2x16xf16>, %v: tensor<1x4x2x16xbf16>) {
  // expected-error@+1 {{operand 'k' must have the element type of operand 'q' ('bf16'), got 'tensor<1x4x2x16xf16>'}}
  %0 = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<1x4x8x16xbf16>, tensor<1x4x2x16xf16>, tensor<1x4x2x16xbf16>) -> tensor<1x4x8x16xbf16>
  return
}
// -----

// Attention: an FP8 KV cache has both scales, k_scale and v_scale.
func.func @m22b(%q: tensor<1x1x8x16xbf16>, %k: tensor<1x4x2x16xf8E4M3FN>, %v: tensor<1x4x2x16xf8E4M3FN>, %ks: tensor<f32>) {
  // expected-error@+1 {{expected 0 or 2 'kv_scales' operands (k_scale, v_scale: an FP8 KV cache's per-tensor scales), got 1}}
  %0 = "tensor_cast.attention"(%q, %k, %v, %ks) {scale = 0.25 : f64} : (tensor<1x1x8x16xbf16>, tensor<1x4x2x16xf8E4M3FN>, tensor<1x4x2x16xf8E4M3FN>, tensor<f32>) -> tensor<1x1x8x16xbf16>
  return
}
// -----

// Attention: the cache's two scales have one type (IRDL's variadic operands).
func.func @m22g(%q: tensor<1x1x8x16xbf16>, %k: tensor<1x4x2x16xf8E4M3FN>, %v: tensor<1x4x2x16xf8E4M3FN>, %ks: tensor<f32>, %vs: tensor<2xf32>) {
  // expected-error@+1 {{expected 'tensor<f32>' but got 'tensor<2xf32>'}}
  %0 = "tensor_cast.attention"(%q, %k, %v, %ks, %vs) {scale = 0.25 : f64} : (tensor<1x1x8x16xbf16>, tensor<1x4x2x16xf8E4M3FN>, tensor<1x4x2x16xf8E4M3FN>, tensor<f32>, tensor<2xf32>) -> tensor<1x1x8x16xbf16>
  return
}
// -----

// Attention: the cache's scales are per-tensor f32.
func.func @m22c(%q: tensor<1x1x8x16xbf16>, %k: tensor<1x4x2x16xf8E4M3FN>, %v: tensor<1x4x2x16xf8E4M3FN>, %s: tensor<2xf32>) {
  // expected-error@+1 {{operand 'k_scale' must be a 0-D tensor (), got 'tensor<2xf32>'}}
  %0 = "tensor_cast.attention"(%q, %k, %v, %s, %s) {scale = 0.25 : f64} : (tensor<1x1x8x16xbf16>, tensor<1x4x2x16xf8E4M3FN>, tensor<1x4x2x16xf8E4M3FN>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x1x8x16xbf16>
  return
}
// -----

// Attention: the cache's scales are f32.
func.func @m22d(%q: tensor<1x1x8x16xbf16>, %k: tensor<1x4x2x16xf8E4M3FN>, %v: tensor<1x4x2x16xf8E4M3FN>, %ks: tensor<bf16>) {
  // expected-error@+1 {{operand 'k_scale' must be a tensor of f32 elements, got 'tensor<bf16>'}}
  %0 = "tensor_cast.attention"(%q, %k, %v, %ks, %ks) {scale = 0.25 : f64} : (tensor<1x1x8x16xbf16>, tensor<1x4x2x16xf8E4M3FN>, tensor<1x4x2x16xf8E4M3FN>, tensor<bf16>, tensor<bf16>) -> tensor<1x1x8x16xbf16>
  return
}
// -----

// Attention: scales come with an FP8 cache only.
func.func @m22e(%q: tensor<1x1x8x16xbf16>, %k: tensor<1x4x2x16xbf16>, %v: tensor<1x4x2x16xbf16>, %s: tensor<f32>) {
  // expected-error@+1 {{operand 'k' must be a tensor of f8E4M3FN or f8E5M2 elements (an FP8 KV cache: it has 'kv_scales'), got 'tensor<1x4x2x16xbf16>'}}
  %0 = "tensor_cast.attention"(%q, %k, %v, %s, %s) {scale = 0.25 : f64} : (tensor<1x1x8x16xbf16>, tensor<1x4x2x16xbf16>, tensor<1x4x2x16xbf16>, tensor<f32>, tensor<f32>) -> tensor<1x1x8x16xbf16>
  return
}
// -----

// Attention: an FP8 cache's values are fp8 as its keys.
func.func @m22f(%q: tensor<1x1x8x16xbf16>, %k: tensor<1x4x2x16xf8E4M3FN>, %v: tensor<1x4x2x16xbf16>, %s: tensor<f32>) {
  // expected-error@+1 {{operand 'v' must have the element type of operand 'k' ('f8E4M3FN'), got 'tensor<1x4x2x16xbf16>'}}
  %0 = "tensor_cast.attention"(%q, %k, %v, %s, %s) {scale = 0.25 : f64} : (tensor<1x1x8x16xbf16>, tensor<1x4x2x16xf8E4M3FN>, tensor<1x4x2x16xbf16>, tensor<f32>, tensor<f32>) -> tensor<1x1x8x16xbf16>
  return
}
// -----

// Attention: v has k's keys (its head_dim may differ: MLA).
func.func @m23(%q: tensor<1x4x8x16xbf16>, %k: tensor<1x4x2x16xbf16>, %v: tensor<1x5x2x8xbf16>) {
  // expected-error@+1 {{operand 'v' dim 1 must be 4 (T, the keys of 'k'), got 5}}
  %0 = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<1x4x8x16xbf16>, tensor<1x4x2x16xbf16>, tensor<1x5x2x8xbf16>) -> tensor<1x4x8x8xbf16>
  return
}
// -----

// Attention: v has k's element type.
func.func @m23b(%q: tensor<1x4x8x16xbf16>, %k: tensor<1x4x2x16xbf16>, %v: tensor<1x4x2x16xf16>) {
  // expected-error@+1 {{operand 'v' must have the element type of operand 'k' ('bf16'), got 'tensor<1x4x2x16xf16>'}}
  %0 = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<1x4x8x16xbf16>, tensor<1x4x2x16xbf16>, tensor<1x4x2x16xf16>) -> tensor<1x4x8x16xbf16>
  return
}
// -----

// Attention: o is as wide as v.
func.func @m23c(%q: tensor<1x4x8x16xbf16>, %k: tensor<1x4x2x16xbf16>, %v: tensor<1x4x2x8xbf16>) {
  // expected-error@+1 {{result 'o' dim 3 must be 8 (Dv, the head_dim of 'v'), got 16}}
  %0 = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<1x4x8x16xbf16>, tensor<1x4x2x16xbf16>, tensor<1x4x2x8xbf16>) -> tensor<1x4x8x16xbf16>
  return
}
// -----

// Attention: o has q's element type.
func.func @m24(%q: tensor<1x4x8x16xbf16>, %k: tensor<1x4x2x16xbf16>, %v: tensor<1x4x2x16xbf16>) {
  // expected-error@+1 {{result 'o' must have the element type of operand 'q' ('bf16'), got 'tensor<1x4x8x16xf32>'}}
  %0 = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<1x4x8x16xbf16>, tensor<1x4x2x16xbf16>, tensor<1x4x2x16xbf16>) -> tensor<1x4x8x16xf32>
  return
}
// -----

// Attention: o has q's heads.
func.func @m24b(%q: tensor<1x4x8x16xbf16>, %k: tensor<1x4x2x16xbf16>, %v: tensor<1x4x2x16xbf16>) {
  // expected-error@+1 {{result 'o' dim 2 must be 8 (Hq, the heads of 'q'), got 4}}
  %0 = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<1x4x8x16xbf16>, tensor<1x4x2x16xbf16>, tensor<1x4x2x16xbf16>) -> tensor<1x4x4x16xbf16>
  return
}
// -----

// RoPE: interleaved is a unit attribute.
func.func @m24c(%x: tensor<1x4x2x8xf32>, %p: tensor<1x4xi64>) {
  // expected-error@+1 {{attribute 'interleaved' must be a unit attribute (present: x's pairs are de-interleaved before the rotation), got true}}
  %0 = "tensor_cast.rope"(%x, %p) {theta = 1.0e+04 : f64, interleaved = true} : (tensor<1x4x2x8xf32>, tensor<1x4xi64>) -> tensor<1x4x2x8xf32>
  return
}
// -----

// head_linear: w is (G, K, N).
func.func @m24d(%x: tensor<2x4x8xf32>, %w: tensor<4x8xf32>) {
  // expected-error@+1 {{operand 'w' must be a 3-D tensor (G, K, N), got 'tensor<4x8xf32>'}}
  %0 = "tensor_cast.head_linear"(%x, %w) : (tensor<2x4x8xf32>, tensor<4x8xf32>) -> tensor<2x4x8xf32>
  return
}
// -----

// head_linear: x has w's groups before its last dim.
func.func @m24e(%x: tensor<2x4x8xf32>, %w: tensor<3x8x5xf32>) {
  // expected-error@+1 {{operand 'w' dim 0 must be 4 (G, the groups of 'x' (its dim before last)), got 3}}
  %0 = "tensor_cast.head_linear"(%x, %w) : (tensor<2x4x8xf32>, tensor<3x8x5xf32>) -> tensor<2x4x5xf32>
  return
}
// -----

// head_linear: K agrees.
func.func @m24f(%x: tensor<2x4x8xf32>, %w: tensor<4x6x5xf32>) {
  // expected-error@+1 {{operand 'w' dim 1 must be 8 (K, the last dim of 'x'), got 6}}
  %0 = "tensor_cast.head_linear"(%x, %w) : (tensor<2x4x8xf32>, tensor<4x6x5xf32>) -> tensor<2x4x5xf32>
  return
}
// -----

// head_linear: y is (..., G, N).
func.func @m24g(%x: tensor<2x4x8xf32>, %w: tensor<4x8x5xf32>) {
  // expected-error@+1 {{result 'y' dim 2 must be 5 (N, the last dim of 'w'), got 8}}
  %0 = "tensor_cast.head_linear"(%x, %w) : (tensor<2x4x8xf32>, tensor<4x8x5xf32>) -> tensor<2x4x8xf32>
  return
}
// -----

// head_linear: y keeps x's leading dims.
func.func @m24h(%x: tensor<2x4x8xf32>, %w: tensor<4x8x5xf32>) {
  // expected-error@+1 {{result 'y' dim 0 must be 2 (the same dim of 'x'), got 3}}
  %0 = "tensor_cast.head_linear"(%x, %w) : (tensor<2x4x8xf32>, tensor<4x8x5xf32>) -> tensor<3x4x5xf32>
  return
}
// -----

// head_linear: one element type.
func.func @m24i(%x: tensor<2x4x8xf32>, %w: tensor<4x8x5xbf16>) {
  // expected-error@+1 {{operand 'w' must have the element type of operand 'x' ('f32'), got 'tensor<4x8x5xbf16>'}}
  %0 = "tensor_cast.head_linear"(%x, %w) : (tensor<2x4x8xf32>, tensor<4x8x5xbf16>) -> tensor<2x4x5xf32>
  return
}
// -----

// head_linear: y has x's rank.
func.func @m24j(%x: tensor<2x4x8xf32>, %w: tensor<4x8x5xf32>) {
  // expected-error@+1 {{result 'y' must be of the rank of 'x', got 'tensor<8x5xf32>'}}
  %0 = "tensor_cast.head_linear"(%x, %w) : (tensor<2x4x8xf32>, tensor<4x8x5xf32>) -> tensor<8x5xf32>
  return
}
// -----

// Attention: k has q's batch.
func.func @m25(%q: tensor<1x4x8x16xbf16>, %k: tensor<2x4x2x16xbf16>, %v: tensor<2x4x2x16xbf16>) {
  // expected-error@+1 {{operand 'k' dim 0 must be 1 (B, the batch of 'q'), got 2}}
  %0 = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<1x4x8x16xbf16>, tensor<2x4x2x16xbf16>, tensor<2x4x2x16xbf16>) -> tensor<1x4x8x16xbf16>
  return
}
// -----

// Attention: k has q's head_dim.
func.func @m26(%q: tensor<1x4x8x16xbf16>, %k: tensor<1x4x2x8xbf16>, %v: tensor<1x4x2x8xbf16>) {
  // expected-error@+1 {{operand 'k' dim 3 must be 16 (D, the head_dim of 'q'), got 8}}
  %0 = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<1x4x8x16xbf16>, tensor<1x4x2x8xbf16>, tensor<1x4x2x8xbf16>) -> tensor<1x4x8x16xbf16>
  return
}
// -----

// Attention: sliding_window is a positive i64.
func.func @m27(%q: tensor<1x4x8x16xbf16>, %k: tensor<1x4x2x16xbf16>, %v: tensor<1x4x2x16xbf16>) {
  // expected-error@+1 {{attribute 'sliding_window' must be a positive 64-bit integer attribute (e.g. 4096 : i64), got 0 : i64}}
  %0 = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64, sliding_window = 0 : i64} : (tensor<1x4x8x16xbf16>, tensor<1x4x2x16xbf16>, tensor<1x4x2x16xbf16>) -> tensor<1x4x8x16xbf16>
  return
}
// -----

// Attention: Hkv divides Hq.
func.func @m28(%q: tensor<1x4x8x16xbf16>, %k: tensor<1x4x3x16xbf16>, %v: tensor<1x4x3x16xbf16>) {
  // expected-error@+1 {{operand 'k' heads (Hkv = 3) must divide the heads of 'q' (Hq = 8)}}
  %0 = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<1x4x8x16xbf16>, tensor<1x4x3x16xbf16>, tensor<1x4x3x16xbf16>) -> tensor<1x4x8x16xbf16>
  return
}
// -----

// Attention: the keys include the queries' own positions.
func.func @m29(%q: tensor<1x4x8x16xbf16>, %k: tensor<1x2x2x16xbf16>, %v: tensor<1x2x2x16xbf16>) {
  // expected-error@+1 {{operand 'k' must hold at least the 4 queries' own positions (T >= S), got T = 2}}
  %0 = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<1x4x8x16xbf16>, tensor<1x2x2x16xbf16>, tensor<1x2x2x16xbf16>) -> tensor<1x4x8x16xbf16>
  return
}
// -----

// SwiGLU: gate is float.
func.func @m31(%g: tensor<8xi8>, %u: tensor<8xi8>) {
  // expected-error@+1 {{operand 'gate' must be a tensor of f32, f16 or bf16 elements, got 'tensor<8xi8>'}}
  %0 = "tensor_cast.swiglu"(%g, %u) : (tensor<8xi8>, tensor<8xi8>) -> tensor<8xi8>
  return
}
// -----

// SwiGLU: up has gate's type.
func.func @m32(%g: tensor<8xf16>, %u: tensor<4xf16>) {
  // expected-error@+1 {{operand 'up' must have the type of operand 'gate' ('tensor<8xf16>'), got 'tensor<4xf16>'}}
  %0 = "tensor_cast.swiglu"(%g, %u) : (tensor<8xf16>, tensor<4xf16>) -> tensor<8xf16>
  return
}
// -----

// SwiGLU: y has gate's type.
func.func @m33(%g: tensor<8xf16>, %u: tensor<8xf16>) {
  // expected-error@+1 {{result 'y' must have the type of operand 'gate' ('tensor<8xf16>'), got 'tensor<8xbf16>'}}
  %0 = "tensor_cast.swiglu"(%g, %u) : (tensor<8xf16>, tensor<8xf16>) -> tensor<8xbf16>
  return
}
