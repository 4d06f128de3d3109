// tensor_cast.source says which checkpoint tensor a function argument is a
// piece of, and how the pieces of the ranks cut it; on a result, which model
// output the ranks' results join into. One case per rule; each error names
// the argument or result and what was expected.
// RUN: tc-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{'func.func' op argument 0 attribute 'tensor_cast.source': must be a dictionary {name = "...", shape = array<i64: ...>, ...}}}
func.func @not_a_dictionary(%x: tensor<4xf16> {tensor_cast.source = "w"}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'name' is missing}}
func.func @no_name(%x: tensor<4xf16> {tensor_cast.source = {shape = array<i64: 4>}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'name' must be a non-empty string (the tensor's name in the checkpoint)}}
func.func @empty_name(%x: tensor<4xf16> {tensor_cast.source = {name = "", shape = array<i64: 4>}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'shape' is missing}}
func.func @no_shape(%x: tensor<4xf16> {tensor_cast.source = {name = "w"}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'shape' must have positive dims whose product fits in 64 bits}}
func.func @zero_dim(%x: tensor<4xf16> {tensor_cast.source = {name = "w", shape = array<i64: 0>}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'shape' must have positive dims whose product fits in 64 bits}}
func.func @shape_overflows(%x: tensor<4x4xf16> {tensor_cast.source = {name = "w", shape = array<i64: 4294967296, 4294967296>}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'shape' must be array<i64: ...> of at most 8 dims (the tensor's shape in the checkpoint)}}
func.func @shape_not_array(%x: tensor<4xf16> {tensor_cast.source = {name = "w", shape = 4 : i64}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'transpose' needs a 2-D shape}}
func.func @transpose_vector(%x: tensor<4xf16> {tensor_cast.source = {name = "w", shape = array<i64: 4>, transpose}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'transpose' must be a unit attribute}}
func.func @transpose_value(%x: tensor<4x2xf16> {tensor_cast.source = {name = "w", shape = array<i64: 2, 4>, transpose = true}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'split' must be array<i64: dim, parts, every, ...>: one to four triples with distinct dims >= 0, parts >= 1 and every >= 1}}
func.func @split_two_entries(%x: tensor<2xf16> {tensor_cast.source = {name = "w", shape = array<i64: 4>, split = array<i64: 0, 2>}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'split' dims must be below the value's rank}}
func.func @split_dim_beyond_rank(%x: tensor<2xf16> {tensor_cast.source = {name = "w", shape = array<i64: 4>, split = array<i64: 1, 2, 1>}}) {
  return
}

// -----

// Several splits each cut their own dim: the batch over data-parallel groups,
// the heads over tensor parallelism. Two along one dim are refused.
// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'split' must be array<i64: dim, parts, every, ...>: one to four triples with distinct dims >= 0, parts >= 1 and every >= 1}}
func.func @split_same_dim_twice(%x: tensor<2x2xf16> {tensor_cast.source = {name = "w", shape = array<i64: 8, 2>, split = array<i64: 0, 2, 2, 0, 2, 1>}}) {
  return
}

// -----

// At most four splits.
// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'split' must be array<i64: dim, parts, every, ...>: one to four triples with distinct dims >= 0, parts >= 1 and every >= 1}}
func.func @split_five_times(%x: tensor<1x1x1x1x1xf16> {tensor_cast.source = {name = "w", shape = array<i64: 2, 2, 2, 2, 2>, split = array<i64: 0, 2, 1, 1, 2, 2, 2, 2, 4, 3, 2, 8, 4, 2, 16>}}) {
  return
}

// -----

// The second split's parts must cover its dim too.
// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 2 parts of 3 along dim 1 do not cover the tensor's 8 (or one part is only padding)}}
func.func @second_split_short(%x: tensor<2x3xf16> {tensor_cast.source = {name = "w", shape = array<i64: 4, 8>, split = array<i64: 0, 2, 2, 1, 2, 1>}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'expert' must be array<i64: first, step, every> with 0 <= first, step < 2^31 and every >= 1}}
func.func @expert_every_zero(%x: tensor<4xf16> {tensor_cast.source = {name = "e.{}.w", shape = array<i64: 4>, expert = array<i64: 0, 1, 0>}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'name' must hold one '{}' exactly when 'expert' gives its index}}
func.func @expert_without_placeholder(%x: tensor<4xf16> {tensor_cast.source = {name = "e.3.w", shape = array<i64: 4>, expert = array<i64: 0, 1, 1>}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'name' must hold one '{}' exactly when 'expert' gives its index}}
func.func @placeholder_without_expert(%x: tensor<4xf16> {tensor_cast.source = {name = "e.{}.w", shape = array<i64: 4>}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'partial' must be a positive integer (the ranks whose sum the value is a term of)}}
func.func @partial_zero(%x: tensor<4xf16> {tensor_cast.source = {name = "b", shape = array<i64: 4>, partial = 0}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': unknown key 'shard' (expected name, shape, transpose, rows, split, expert, partial)}}
func.func @unknown_key(%x: tensor<4xf16> {tensor_cast.source = {name = "w", shape = array<i64: 4>, shard = 1}}) {
  return
}

// -----

// The piece must be the tensor, transposed: (K, N) from torch's (N, K).
// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': dim 0 is 8, but the tensor (transposed) has 4}}
func.func @not_transposed(%x: tensor<8x4xf16> {tensor_cast.source = {name = "w", shape = array<i64: 8, 4>, transpose}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': a 2-D tensor needs a static tensor of rank 2}}
func.func @wrong_rank(%x: tensor<8xf16> {tensor_cast.source = {name = "w", shape = array<i64: 2, 4>}}) {
  return
}

// -----

// Four parts of 3 rows cover 10 rows (the last one padded), but not 13.
// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 4 parts of 3 along dim 0 do not cover the tensor's 13 (or one part is only padding)}}
func.func @parts_too_small(%x: tensor<3x4xf16> {tensor_cast.source = {name = "w", shape = array<i64: 13, 4>, split = array<i64: 0, 4, 1>}}) {
  return
}

// -----

// Four parts of 4 rows over 12: the last part is only padding.
// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 4 parts of 4 along dim 0 do not cover the tensor's 12 (or one part is only padding)}}
func.func @part_only_padding(%x: tensor<4x4xf16> {tensor_cast.source = {name = "w", shape = array<i64: 12, 4>, split = array<i64: 0, 4, 1>}}) {
  return
}

// -----

// A result is joined from the ranks' pieces; nothing is summed or looked up.
// expected-error@+1 {{'func.func' op result 0 attribute 'tensor_cast.source': a result's source takes no 'expert', 'partial', 'transpose' or 'rows'}}
func.func @result_partial(%x: tensor<4xf16>) -> (tensor<4xf16> {tensor_cast.source = {name = "y", shape = array<i64: 4>, partial = 2}}) {
  return %x : tensor<4xf16>
}

// -----

// expected-error@+1 {{'func.func' op result 0 attribute 'tensor_cast.source': dim 0 is 4, but the tensor has 8}}
func.func @result_wrong_shape(%x: tensor<4xf16>) -> (tensor<4xf16> {tensor_cast.source = {name = "y", shape = array<i64: 8>}}) {
  return %x : tensor<4xf16>
}

// -----

// Only function arguments and results come from the model.
func.func @on_an_op(%x: tensor<2x8xf16>) {
  // expected-error@+1 {{attribute 'tensor_cast.source' is only allowed on function arguments and results}}
  %0 = "tensor_cast.region_begin"(%x) {id = 0 : i64, tensor_cast.source = {name = "x", shape = array<i64: 2, 8>}} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  return
}

// -----

// An argument's error points at its declaration.
func.func @at_the_argument(
    %a: tensor<4xf16>,
    // expected-error@+1 {{'func.func' op argument 1 attribute 'tensor_cast.source': dim 0 is 2, but the tensor has 4}}
    %b: tensor<2xf16> {tensor_cast.source = {name = "b", shape = array<i64: 4>}}) {
  return
}

// -----

// expected-error@+1 {{'expert' must be array<i64: first, step, every> with 0 <= first, step < 2^31 and every >= 1}}
func.func @expert_step_too_large(%x: tensor<4xf16> {tensor_cast.source = {name = "e.{}.w", shape = array<i64: 4>, expert = array<i64: 0, 4294967296, 1>}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'rows' must be array<i64: period, offset, length> with 0 <= offset, 1 <= length and offset + length <= period}}
func.func @rows_past_period(%x: tensor<2x3x4xf16> {tensor_cast.source = {name = "w", shape = array<i64: 10, 4>, rows = array<i64: 5, 3, 3>}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': 'rows' needs a 2-D shape whose rows the period divides}}
func.func @rows_period_not_dividing(%x: tensor<2x3x4xf16> {tensor_cast.source = {name = "w", shape = array<i64: 11, 4>, rows = array<i64: 5, 0, 3>}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': a 2-D tensor read by rows needs a static tensor of rank 3}}
func.func @rows_value_rank(%x: tensor<6x4xf16> {tensor_cast.source = {name = "w", shape = array<i64: 10, 4>, rows = array<i64: 5, 0, 3>}}) {
  return
}

// -----

// expected-error@+1 {{argument 0 attribute 'tensor_cast.source': dim 2 is 4, but the tensor (transposed) has 3}}
func.func @rows_transposed(%x: tensor<2x4x4xf16> {tensor_cast.source = {name = "w", shape = array<i64: 10, 4>, rows = array<i64: 5, 2, 3>, transpose}}) {
  return
}

// -----

// expected-error@+1 {{'func.func' op result 0 attribute 'tensor_cast.source': a result's source takes no 'expert', 'partial', 'transpose' or 'rows'}}
func.func @rows_on_result() -> (tensor<2x3x4xf16> {tensor_cast.source = {name = "y", shape = array<i64: 10, 4>, rows = array<i64: 5, 0, 3>}}) {
  %0 = arith.constant dense<0.0> : tensor<2x3x4xf16>
  return %0 : tensor<2x3x4xf16>
}
