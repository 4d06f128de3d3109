// One case per rule of the mixture-of-experts ops (moe_gate, moe_dispatch,
// moe_combine, moe_shared_add, all_to_all) in the semantic verifier; each error names the op,
// the operand, result or attribute, and what was expected.
// RUN: tc-opt %s --split-input-file --verify-diagnostics

// moe_gate: top_k is a 64-bit integer.
func.func @e0(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{attribute 'top_k' must be a 64-bit signless integer attribute (e.g. 0 : i64), got 2 : i32}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i32} : (tensor<8x4xf32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  return
}
// -----

// moe_gate: the logits are a ranked tensor of rank >= 1.
func.func @e1(%l: tensor<f32>) {
  // expected-error@+1 {{operand 'logits' must be a tensor of rank >= 1, got 'tensor<f32>'}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 1 : i64} : (tensor<f32>) -> (tensor<1xf32>, tensor<1xi64>)
  return
}
// -----

// moe_gate: the logits are floats.
func.func @e2(%l: tensor<8x4xi32>) {
  // expected-error@+1 {{operand 'logits' must be a tensor of f32, f16 or bf16 elements, got 'tensor<8x4xi32>'}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64} : (tensor<8x4xi32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  return
}
// -----

// moe_gate: the weights are floats.
func.func @e3(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{result 'weights' must be a tensor of f32, f16 or bf16 elements, got 'tensor<8x2xi64>'}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64} : (tensor<8x4xf32>) -> (tensor<8x2xi64>, tensor<8x2xi64>)
  return
}
// -----

// moe_gate: the ids are i32 or i64.
func.func @e4(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{result 'ids' must be a tensor of i32 or i64 elements, got 'tensor<8x2xf32>'}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64} : (tensor<8x4xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>)
  return
}
// -----

// moe_gate: the weights keep the tokens' dims.
func.func @e5(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{result 'weights' dim 0 must be 8 (the same dim of operand 'logits'), got 4}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64} : (tensor<8x4xf32>) -> (tensor<4x2xf32>, tensor<4x2xi64>)
  return
}
// -----

// moe_gate: the weights have the rank of the logits.
func.func @e6(%l: tensor<2x4x4xf32>) {
  // expected-error@+1 {{result 'weights' must be of rank 3 (the rank of operand 'logits'), got 'tensor<8x2xf32>'}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64} : (tensor<2x4x4xf32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  return
}
// -----

// moe_gate: ids and weights have one shape.
func.func @e7(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{result 'ids' dim 1 must be 2 (the shape of result 'weights'), got 3}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64} : (tensor<8x4xf32>) -> (tensor<8x2xf32>, tensor<8x3xi64>)
  return
}
// -----

// moe_gate: norm_topk_prob is a unit attribute.
func.func @e8(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{attribute 'norm_topk_prob' must be a unit attribute (present: renormalize the top-k weights to sum to 1), got true}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64, norm_topk_prob = true} : (tensor<8x4xf32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  return
}
// -----

// moe_gate: top_k is at most the experts.
func.func @e9(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{attribute 'top_k' (5) must be in [1, E], E = 4 the experts (the last dim of 'logits')}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 5 : i64} : (tensor<8x4xf32>) -> (tensor<8x5xf32>, tensor<8x5xi64>)
  return
}
// -----

// moe_gate: top_k is at least 1.
func.func @e10(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{attribute 'top_k' (0) must be in [1, E], E = 4 the experts (the last dim of 'logits')}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 0 : i64} : (tensor<8x4xf32>) -> (tensor<8x0xf32>, tensor<8x0xi64>)
  return
}
// -----

// moe_gate: the results' last dim is top_k.
func.func @e11(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{result 'weights' dim 1 must be 2 (top_k), got 3}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64} : (tensor<8x4xf32>) -> (tensor<8x3xf32>, tensor<8x3xi64>)
  return
}
// -----

// moe_dispatch: x is a tensor of rank >= 1.
func.func @e12(%x: tensor<f32>, %i: tensor<2xi64>) {
  // expected-error@+1 {{operand 'x' must be a tensor of rank >= 1, got 'tensor<f32>'}}
  %0 = "tensor_cast.moe_dispatch"(%x, %i) : (tensor<f32>, tensor<2xi64>) -> tensor<4xf32>
  return
}
// -----

// moe_dispatch: ids are i32 or i64.
func.func @e13(%x: tensor<8x16xf16>, %i: tensor<8x2xf16>) {
  // expected-error@+1 {{operand 'ids' must be a tensor of i32 or i64 elements, got 'tensor<8x2xf16>'}}
  %0 = "tensor_cast.moe_dispatch"(%x, %i) : (tensor<8x16xf16>, tensor<8x2xf16>) -> tensor<4x8x16xf16>
  return
}
// -----

// moe_dispatch: ids route x's tokens.
func.func @e14(%x: tensor<8x16xf16>, %i: tensor<6x2xi64>) {
  // expected-error@+1 {{operand 'ids' dim 0 must be 8 (the same dim of operand 'x'), got 6}}
  %0 = "tensor_cast.moe_dispatch"(%x, %i) : (tensor<8x16xf16>, tensor<6x2xi64>) -> tensor<4x8x16xf16>
  return
}
// -----

// moe_dispatch: ids have x's rank.
func.func @e15(%x: tensor<2x4x16xf16>, %i: tensor<8x2xi64>) {
  // expected-error@+1 {{operand 'ids' must be of rank 3 (the rank of operand 'x'), got 'tensor<8x2xi64>'}}
  %0 = "tensor_cast.moe_dispatch"(%x, %i) : (tensor<2x4x16xf16>, tensor<8x2xi64>) -> tensor<4x2x4x16xf16>
  return
}
// -----

// moe_dispatch: the result has x's element type.
func.func @e16(%x: tensor<8x16xf16>, %i: tensor<8x2xi64>) {
  // expected-error@+1 {{result 'y' must have the element type of operand 'x' ('f16'), got 'tensor<4x8x16xf32>'}}
  %0 = "tensor_cast.moe_dispatch"(%x, %i) : (tensor<8x16xf16>, tensor<8x2xi64>) -> tensor<4x8x16xf32>
  return
}
// -----

// moe_dispatch: the result is (E, x's shape).
func.func @e17(%x: tensor<8x16xf16>, %i: tensor<8x2xi64>) {
  // expected-error@+1 {{result 'y' must be of the shape of 'x' behind the experts (E, ...), got 'tensor<8x16xf16>'}}
  %0 = "tensor_cast.moe_dispatch"(%x, %i) : (tensor<8x16xf16>, tensor<8x2xi64>) -> tensor<8x16xf16>
  return
}
// -----

// moe_dispatch: the result's dims after E are x's.
func.func @e18(%x: tensor<8x16xf16>, %i: tensor<8x2xi64>) {
  // expected-error@+1 {{result 'y' dim 2 must be 16 (the dim of 'x' it follows), got 8}}
  %0 = "tensor_cast.moe_dispatch"(%x, %i) : (tensor<8x16xf16>, tensor<8x2xi64>) -> tensor<4x8x8xf16>
  return
}
// -----

// moe_combine: y is (E, ..., H).
func.func @e19(%y: tensor<16xf16>, %w: tensor<8x2xf16>, %i: tensor<8x2xi64>) {
  // expected-error@+1 {{operand 'y' must be a tensor of rank >= 2, got 'tensor<16xf16>'}}
  %0 = "tensor_cast.moe_combine"(%y, %w, %i) : (tensor<16xf16>, tensor<8x2xf16>, tensor<8x2xi64>) -> tensor<8x16xf16>
  return
}
// -----

// moe_combine: y holds floats.
func.func @e20(%y: tensor<4x8x16xi8>, %w: tensor<8x2xf16>, %i: tensor<8x2xi64>) {
  // expected-error@+1 {{operand 'y' must be a tensor of f32, f16 or bf16 elements, got 'tensor<4x8x16xi8>'}}
  %0 = "tensor_cast.moe_combine"(%y, %w, %i) : (tensor<4x8x16xi8>, tensor<8x2xf16>, tensor<8x2xi64>) -> tensor<8x16xi8>
  return
}
// -----

// moe_combine: the result has y's element type.
func.func @e21(%y: tensor<4x8x16xf16>, %w: tensor<8x2xf16>, %i: tensor<8x2xi64>) {
  // expected-error@+1 {{result 'out' must have the element type of operand 'y' ('f16'), got 'tensor<8x16xf32>'}}
  %0 = "tensor_cast.moe_combine"(%y, %w, %i) : (tensor<4x8x16xf16>, tensor<8x2xf16>, tensor<8x2xi64>) -> tensor<8x16xf32>
  return
}
// -----

// moe_combine: the result drops y's experts dim.
func.func @e22(%y: tensor<4x8x16xf16>, %w: tensor<8x2xf16>, %i: tensor<8x2xi64>) {
  // expected-error@+1 {{result 'out' must be of the shape of 'y' without its experts dim, got 'tensor<4x8x16xf16>'}}
  %0 = "tensor_cast.moe_combine"(%y, %w, %i) : (tensor<4x8x16xf16>, tensor<8x2xf16>, tensor<8x2xi64>) -> tensor<4x8x16xf16>
  return
}
// -----

// moe_combine: the result's dims are y's after E.
func.func @e23(%y: tensor<4x8x16xf16>, %w: tensor<8x2xf16>, %i: tensor<8x2xi64>) {
  // expected-error@+1 {{result 'out' dim 1 must be 16 (the dim of 'y' after the experts), got 8}}
  %0 = "tensor_cast.moe_combine"(%y, %w, %i) : (tensor<4x8x16xf16>, tensor<8x2xf16>, tensor<8x2xi64>) -> tensor<8x8xf16>
  return
}
// -----

// moe_combine: the weights are floats.
func.func @e24(%y: tensor<4x8x16xf16>, %w: tensor<8x2xi64>, %i: tensor<8x2xi64>) {
  // expected-error@+1 {{operand 'weights' must be a tensor of f32, f16 or bf16 elements, got 'tensor<8x2xi64>'}}
  %0 = "tensor_cast.moe_combine"(%y, %w, %i) : (tensor<4x8x16xf16>, tensor<8x2xi64>, tensor<8x2xi64>) -> tensor<8x16xf16>
  return
}
// -----

// moe_combine: the weights are per token.
func.func @e25(%y: tensor<4x8x16xf16>, %w: tensor<6x2xf16>, %i: tensor<8x2xi64>) {
  // expected-error@+1 {{operand 'weights' dim 0 must be 8 (the same dim of result 'out'), got 6}}
  %0 = "tensor_cast.moe_combine"(%y, %w, %i) : (tensor<4x8x16xf16>, tensor<6x2xf16>, tensor<8x2xi64>) -> tensor<8x16xf16>
  return
}
// -----

// moe_combine: ids are i32 or i64.
func.func @e26(%y: tensor<4x8x16xf16>, %w: tensor<8x2xf16>, %i: tensor<8x2xf32>) {
  // expected-error@+1 {{operand 'ids' must be a tensor of i32 or i64 elements, got 'tensor<8x2xf32>'}}
  %0 = "tensor_cast.moe_combine"(%y, %w, %i) : (tensor<4x8x16xf16>, tensor<8x2xf16>, tensor<8x2xf32>) -> tensor<8x16xf16>
  return
}
// -----

// moe_combine: ids and weights have one shape.
func.func @e27(%y: tensor<4x8x16xf16>, %w: tensor<8x2xf16>, %i: tensor<8x1xi64>) {
  // expected-error@+1 {{operand 'ids' dim 1 must be 2 (the shape of operand 'weights'), got 1}}
  %0 = "tensor_cast.moe_combine"(%y, %w, %i) : (tensor<4x8x16xf16>, tensor<8x2xf16>, tensor<8x1xi64>) -> tensor<8x16xf16>
  return
}
// -----

// all_to_all: the rank is in its group.
func.func @e28(%x: tensor<4x8xf16>) {
  // expected-error@+1 {{attribute 'rank' (3) must be a member of 'rank_group'}}
  %0 = "tensor_cast.all_to_all"(%x) {split_dim = 0 : i64, concat_dim = 1 : i64, rank = 3 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x8xf16>) -> tensor<2x16xf16>
  return
}
// -----

// all_to_all: split_dim is a 64-bit integer.
func.func @e29(%x: tensor<4x8xf16>) {
  // expected-error@+1 {{attribute 'split_dim' must be a 64-bit signless integer attribute (e.g. 0 : i64), got 0 : i32}}
  %0 = "tensor_cast.all_to_all"(%x) {split_dim = 0 : i32, concat_dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x8xf16>) -> tensor<2x16xf16>
  return
}
// -----

// all_to_all: split_dim is a dim of x.
func.func @e30(%x: tensor<4x8xf16>) {
  // expected-error@+1 {{attribute 'split_dim' (2) is out of range for operand 'x' of rank 2}}
  %0 = "tensor_cast.all_to_all"(%x) {split_dim = 2 : i64, concat_dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x8xf16>) -> tensor<2x16xf16>
  return
}
// -----

// all_to_all: concat_dim is a dim of x.
func.func @e31(%x: tensor<4x8xf16>) {
  // expected-error@+1 {{attribute 'concat_dim' (-3) is out of range for operand 'x' of rank 2}}
  %0 = "tensor_cast.all_to_all"(%x) {split_dim = 0 : i64, concat_dim = -3 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x8xf16>) -> tensor<2x16xf16>
  return
}
// -----

// all_to_all: x is a tensor of rank >= 1.
func.func @e32(%x: tensor<f16>) {
  // expected-error@+1 {{operand 'x' must be a tensor of rank >= 1, got 'tensor<f16>'}}
  %0 = "tensor_cast.all_to_all"(%x) {split_dim = 0 : i64, concat_dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<f16>) -> tensor<f16>
  return
}
// -----

// all_to_all: the element type stays.
func.func @e33(%x: tensor<4x8xf16>) {
  // expected-error@+1 {{result 'y' must have the element type of operand 'x' ('f16'), got 'tensor<2x16xf32>'}}
  %0 = "tensor_cast.all_to_all"(%x) {split_dim = 0 : i64, concat_dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x8xf16>) -> tensor<2x16xf32>
  return
}
// -----

// all_to_all: the rank stays.
func.func @e34(%x: tensor<4x8xf16>) {
  // expected-error@+1 {{result 'y' must be of the rank of 'x', got 'tensor<32xf16>'}}
  %0 = "tensor_cast.all_to_all"(%x) {split_dim = 0 : i64, concat_dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x8xf16>) -> tensor<32xf16>
  return
}
// -----

// all_to_all: the split dim divides by the world size.
func.func @e35(%x: tensor<3x8xf16>) {
  // expected-error@+1 {{operand 'x' dim 0 (3, 'split_dim') must be divisible by the world size (2, the size of 'rank_group')}}
  %0 = "tensor_cast.all_to_all"(%x) {split_dim = 0 : i64, concat_dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<3x8xf16>) -> tensor<1x16xf16>
  return
}
// -----

// all_to_all: the split dim shrinks by the world size.
func.func @e36(%x: tensor<4x8xf16>) {
  // expected-error@+1 {{result 'y' dim 0 must be 2 (dim of 'x' divided by the world size), got 4}}
  %0 = "tensor_cast.all_to_all"(%x) {split_dim = 0 : i64, concat_dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x8xf16>) -> tensor<4x16xf16>
  return
}
// -----

// all_to_all: the concat dim grows by the world size.
func.func @e37(%x: tensor<4x8xf16>) {
  // expected-error@+1 {{result 'y' dim 1 must be 16 (dim of 'x' times the world size), got 8}}
  %0 = "tensor_cast.all_to_all"(%x) {split_dim = 0 : i64, concat_dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x8xf16>) -> tensor<2x8xf16>
  return
}
// -----

// all_to_all: one dim for both keeps its size.
func.func @e38(%x: tensor<4x8xf16>) {
  // expected-error@+1 {{result 'y' dim 0 must be 4 (the same dim of 'x'), got 2}}
  %0 = "tensor_cast.all_to_all"(%x) {split_dim = 0 : i64, concat_dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x8xf16>) -> tensor<2x8xf16>
  return
}
// -----

// all_to_all: the growth fits in 64 bits.
func.func @e39(%x: tensor<?x4611686018427387904xi8>) {
  // expected-error@+1 {{operand 'x' dim 1 times the world size does not fit in 64 bits}}
  %0 = "tensor_cast.all_to_all"(%x) {split_dim = 0 : i64, concat_dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<?x4611686018427387904xi8>) -> tensor<?x4611686018427387904xi8>
  return
}
// -----

// moe_shared_add: routed is a tensor of rank >= 1.
func.func @e40(%r: tensor<f16>, %s: tensor<f16>, %g: tensor<1xf16>) {
  // expected-error@+1 {{operand 'routed' must be a tensor of rank >= 1, got 'tensor<f16>'}}
  %0 = "tensor_cast.moe_shared_add"(%r, %s, %g) : (tensor<f16>, tensor<f16>, tensor<1xf16>) -> tensor<f16>
  return
}
// -----

// moe_shared_add: routed holds floats.
func.func @e41(%r: tensor<8x16xi8>, %s: tensor<8x16xi8>, %g: tensor<8x1xi8>) {
  // expected-error@+1 {{operand 'routed' must be a tensor of f32, f16 or bf16 elements, got 'tensor<8x16xi8>'}}
  %0 = "tensor_cast.moe_shared_add"(%r, %s, %g) : (tensor<8x16xi8>, tensor<8x16xi8>, tensor<8x1xi8>) -> tensor<8x16xi8>
  return
}
// -----

// moe_shared_add: shared has routed's type.
func.func @e42(%r: tensor<8x16xf16>, %s: tensor<8x8xf16>, %g: tensor<8x1xf16>) {
  // expected-error@+1 {{operand 'shared' must have the type of operand 'routed' ('tensor<8x16xf16>'), got 'tensor<8x8xf16>'}}
  %0 = "tensor_cast.moe_shared_add"(%r, %s, %g) : (tensor<8x16xf16>, tensor<8x8xf16>, tensor<8x1xf16>) -> tensor<8x16xf16>
  return
}
// -----

// moe_shared_add: the result has routed's type.
func.func @e43(%r: tensor<8x16xf16>, %s: tensor<8x16xf16>, %g: tensor<8x1xf16>) {
  // expected-error@+1 {{result 'out' must have the type of operand 'routed' ('tensor<8x16xf16>'), got 'tensor<8x16xf32>'}}
  %0 = "tensor_cast.moe_shared_add"(%r, %s, %g) : (tensor<8x16xf16>, tensor<8x16xf16>, tensor<8x1xf16>) -> tensor<8x16xf32>
  return
}
// -----

// moe_shared_add: the gate has routed's element type.
func.func @e44(%r: tensor<8x16xf16>, %s: tensor<8x16xf16>, %g: tensor<8x1xf32>) {
  // expected-error@+1 {{operand 'gate' must have the element type of operand 'routed' ('f16'), got 'tensor<8x1xf32>'}}
  %0 = "tensor_cast.moe_shared_add"(%r, %s, %g) : (tensor<8x16xf16>, tensor<8x16xf16>, tensor<8x1xf32>) -> tensor<8x16xf16>
  return
}
// -----

// moe_shared_add: the gate is per token.
func.func @e45(%r: tensor<8x16xf16>, %s: tensor<8x16xf16>, %g: tensor<4x1xf16>) {
  // expected-error@+1 {{operand 'gate' dim 0 must be 8 (the same dim of operand 'routed'), got 4}}
  %0 = "tensor_cast.moe_shared_add"(%r, %s, %g) : (tensor<8x16xf16>, tensor<8x16xf16>, tensor<4x1xf16>) -> tensor<8x16xf16>
  return
}
// -----

// moe_shared_add: one gate logit per token.
func.func @e46(%r: tensor<8x16xf16>, %s: tensor<8x16xf16>, %g: tensor<8x2xf16>) {
  // expected-error@+1 {{operand 'gate' dim 1 must be 1 (one logit per token), got 2}}
  %0 = "tensor_cast.moe_shared_add"(%r, %s, %g) : (tensor<8x16xf16>, tensor<8x16xf16>, tensor<8x2xf16>) -> tensor<8x16xf16>
  return
}
// -----

// moe_gate: scoring_func is softmax or sigmoid.
func.func @route0(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{attribute 'scoring_func' must be "softmax" or "sigmoid", got "tanh"}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64, scoring_func = "tanh"} : (tensor<8x4xf32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  return
}
// -----

// moe_gate: topk_method is one of three.
func.func @route1(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{attribute 'topk_method' must be "greedy", "group_limited_greedy" or "noaux_tc", got "random"}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64, topk_method = "random"} : (tensor<8x4xf32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  return
}
// -----

// moe_gate: routed_scaling_factor is positive.
func.func @route2(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{attribute 'routed_scaling_factor' must be a positive finite float attribute (e.g. 2.5 : f64), got -1.000000e+00 : f64}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64, routed_scaling_factor = -1.0 : f64} : (tensor<8x4xf32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  return
}
// -----

// moe_gate: groups need a group-limited method.
func.func @route3(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{attributes 'n_group' and 'topk_group' need a group-limited topk_method}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64, n_group = 2 : i64, topk_group = 1 : i64} : (tensor<8x4xf32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  return
}
// -----

// moe_gate: a group-limited method needs n_group.
func.func @route4(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{attribute 'n_group' must be a 64-bit signless integer attribute (e.g. 0 : i64), got none}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64, topk_method = "group_limited_greedy", topk_group = 1 : i64} : (tensor<8x4xf32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  return
}
// -----

// moe_gate: n_group divides the experts.
func.func @route5(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{attribute 'n_group' (3) must divide the 4 experts}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64, topk_method = "group_limited_greedy", n_group = 3 : i64, topk_group = 1 : i64} : (tensor<8x4xf32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  return
}
// -----

// moe_gate: topk_group is at most n_group.
func.func @route6(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{attribute 'topk_group' (3) must be in [1, n_group = 2]}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64, topk_method = "group_limited_greedy", n_group = 2 : i64, topk_group = 3 : i64} : (tensor<8x4xf32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  return
}
// -----

// moe_gate: the open groups hold top_k experts.
func.func @route7(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{attribute 'top_k' (3) must be at most the 2 experts of the topk_group open groups}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 3 : i64, topk_method = "group_limited_greedy", n_group = 2 : i64, topk_group = 1 : i64} : (tensor<8x4xf32>) -> (tensor<8x3xf32>, tensor<8x3xi64>)
  return
}
// -----

// moe_gate: noaux_tc needs the bias.
func.func @route8(%l: tensor<8x4xf32>) {
  // expected-error@+1 {{topk_method "noaux_tc" needs operand 'bias' (e_score_correction_bias, (E))}}
  %0:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64, topk_method = "noaux_tc", n_group = 2 : i64, topk_group = 1 : i64, scoring_func = "sigmoid"} : (tensor<8x4xf32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  return
}
// -----

// moe_gate: only noaux_tc adds a bias.
func.func @route_bias(%l: tensor<8x4xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{operand 'bias' is added to the scores only by topk_method "noaux_tc"}}
  %0:2 = "tensor_cast.moe_gate"(%l, %b) {top_k = 2 : i64} : (tensor<8x4xf32>, tensor<4xf32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  return
}
// -----

// moe_gate: the bias has one number per expert.
func.func @route_bias_shape(%l: tensor<8x4xf32>, %b: tensor<3xf32>) {
  // expected-error@+1 {{operand 'bias' dim 0 must be 4 (E, the experts), got 3}}
  %0:2 = "tensor_cast.moe_gate"(%l, %b) {top_k = 2 : i64, topk_method = "noaux_tc", n_group = 2 : i64, topk_group = 1 : i64} : (tensor<8x4xf32>, tensor<3xf32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  return
}
// -----

// moe_gate: noaux_tc ranks groups by their two best experts.
func.func @route_pairs(%l: tensor<8x4xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{noaux_tc ranks a group by its two best experts: each of the 4 groups needs at least 2 of the 4 experts}}
  %0:2 = "tensor_cast.moe_gate"(%l, %b) {top_k = 2 : i64, topk_method = "noaux_tc", n_group = 4 : i64, topk_group = 2 : i64} : (tensor<8x4xf32>, tensor<4xf32>) -> (tensor<8x2xf32>, tensor<8x2xi64>)
  return
}
// -----

// moe_combine over one rank's chunk of the experts: rank and rank_group come
// together, and the rank is in the group.
func.func @combine_chunk_no_group(%y: tensor<2x8x16xf16>, %w: tensor<8x2xf16>, %i: tensor<8x2xi64>) {
  // expected-error@+1 {{'tensor_cast.moe_combine' op attribute 'rank_group' must be an array<i64: ...> attribute, got none}}
  %0 = "tensor_cast.moe_combine"(%y, %w, %i) {rank = 0 : i64} : (tensor<2x8x16xf16>, tensor<8x2xf16>, tensor<8x2xi64>) -> tensor<8x16xf16>
  return
}
// -----

func.func @combine_chunk_rank(%y: tensor<2x8x16xf16>, %w: tensor<8x2xf16>, %i: tensor<8x2xi64>) {
  // expected-error@+1 {{attribute 'rank' (3) must be a member of 'rank_group'}}
  %0 = "tensor_cast.moe_combine"(%y, %w, %i) {rank = 3 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x8x16xf16>, tensor<8x2xf16>, tensor<8x2xi64>) -> tensor<8x16xf16>
  return
}
