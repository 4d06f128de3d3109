// tc-run's kernels of the mixture-of-experts ops on constants, so every value
// can be worked out by hand (f32 results: the exact value rounded to f32).
// RUN: tc-run %s --func=gate --print=10 | FileCheck %s --check-prefix=GATE
// RUN: tc-run %s --func=deepseek_gates --print=10 | FileCheck %s --check-prefix=DEEPSEEK
// RUN: tc-run %s --func=dispatch_combine --print=20 | FileCheck %s --check-prefix=EXPERTS
// RUN: tc-run %s --func=all_to_all --print=10 | FileCheck %s --check-prefix=A2A
// RUN: tc-run %s --func=shared_add --print=10 | FileCheck %s --check-prefix=SHARED
// RUN: not tc-run %s --func=bad_id 2>&1 | FileCheck %s --check-prefix=BADID

// Token 0's logits (1, 3, 2, 3): experts 1 and 3 tie for the top, and the
// lower id comes first. Their softmax weight is e^0 / (e^-2 + 1 + e^-1 + 1)
// = 0.399486303 each; renormalized, 1/2 each. Token 1's logits (0, 0, 0, 5):
// expert 3 with e^5 / (3 + e^5) = 0.980186641, then the three-way tie at 0
// goes to expert 0 with 1 / (3 + e^5) = 0.00660444563; renormalized,
// 1 / (1 + e^-5) = 0.993307173 and e^-5 / (1 + e^-5) = 0.00669285096.
// GATE-LABEL: @gate: world size 1
// GATE-NEXT: output 0: tensor<2x2xf32>
// GATE-NEXT:   rank 0: sum {{.*}}, values [0.399486303, 0.399486303, 0.980186641, 0.00660444563]
// GATE-NEXT: output 1: tensor<2x2xi64>
// GATE-NEXT:   rank 0: sum 7, abs-sum 7, values [1, 3, 3, 0]
// GATE-NEXT: output 2: tensor<2x2xf32>
// GATE-NEXT:   rank 0: sum {{.*}}, values [0.5, 0.5, 0.993307173, 0.00669285096]
func.func @gate() -> (tensor<2x2xf32>, tensor<2x2xi64>, tensor<2x2xf32>) {
  %l = arith.constant dense<[[1.0, 3.0, 2.0, 3.0], [0.0, 0.0, 0.0, 5.0]]> : tensor<2x4xf32>
  %w:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64} : (tensor<2x4xf32>) -> (tensor<2x2xf32>, tensor<2x2xi64>)
  %n:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64, norm_topk_prob} : (tensor<2x4xf32>) -> (tensor<2x2xf32>, tensor<2x2xi64>)
  return %w#0, %w#1, %n#0 : tensor<2x2xf32>, tensor<2x2xi64>, tensor<2x2xf32>
}

// Tokens (1, 2), (3, 4), (5, 6) choose experts {0, 2}, {2, 1}, {1, 0}.
// Expert 0 gets tokens 0 and 2, expert 1 tokens 1 and 2, expert 2 tokens 0
// and 1; the other rows are zero. Combining the dispatched tokens themselves
// with weights (0.25, 0.75), (0.5, 0.5), (1, 2) gives each token times the
// sum of its weights: (1, 2), (3, 4), 3 · (5, 6).
// EXPERTS-LABEL: @dispatch_combine: world size 1
// EXPERTS-NEXT: output 0: tensor<3x3x2xf32>
// EXPERTS-NEXT:   rank 0: sum 42, abs-sum 42, values [1, 2, 0, 0, 5, 6, 0, 0, 3, 4, 5, 6, 1, 2, 3, 4, 0, 0]
// EXPERTS-NEXT: output 1: tensor<3x2xf32>
// EXPERTS-NEXT:   rank 0: sum 43, abs-sum 43, values [1, 2, 3, 4, 15, 18]
func.func @dispatch_combine() -> (tensor<3x3x2xf32>, tensor<3x2xf32>) {
  %x = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %ids = arith.constant dense<[[0, 2], [2, 1], [1, 0]]> : tensor<3x2xi32>
  %d = "tensor_cast.moe_dispatch"(%x, %ids) : (tensor<3x2xf32>, tensor<3x2xi32>) -> tensor<3x3x2xf32>
  %w = arith.constant dense<[[0.25, 0.75], [0.5, 0.5], [1.0, 2.0]]> : tensor<3x2xf32>
  %c = "tensor_cast.moe_combine"(%d, %w, %ids) : (tensor<3x3x2xf32>, tensor<3x2xf32>, tensor<3x2xi32>) -> tensor<3x2xf32>
  return %d, %c : tensor<3x3x2xf32>, tensor<3x2xf32>
}

// Rank 0 holds rows (0, 1), (2, 3) and rank 1 rows (4, 5), (6, 7). Split by
// rows and joined by columns, rank 0 receives both ranks' first rows side by
// side, rank 1 their second rows. Split and joined by columns, rank 0
// receives both ranks' first columns, in rank order.
// A2A-LABEL: @all_to_all: world size 2
// A2A-NEXT: output 0: tensor<1x4xf32>
// A2A-NEXT:   rank 0: sum 10, abs-sum 10, values [0, 1, 4, 5]
// A2A-NEXT:   rank 1: sum 18, abs-sum 18, values [2, 3, 6, 7]
// A2A-NEXT: output 1: tensor<2x2xf32>
// A2A-NEXT:   rank 0: sum 12, abs-sum 12, values [0, 4, 2, 6]
// A2A-NEXT:   rank 1: sum 16, abs-sum 16, values [1, 5, 3, 7]
func.func @all_to_all() -> (tensor<1x4xf32>, tensor<2x2xf32>) {
  %full = arith.constant dense<[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0], [6.0, 7.0]]> : tensor<4x2xf32>
  %x = "tensor_cast.all_slice"(%full) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x2xf32>) -> tensor<2x2xf32>
  %a = "tensor_cast.all_to_all"(%x) {split_dim = 0 : i64, concat_dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x2xf32>) -> tensor<1x4xf32>
  %b = "tensor_cast.all_to_all"(%x) {split_dim = 1 : i64, concat_dim = -1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %a, %b : tensor<1x4xf32>, tensor<2x2xf32>
}

// The shared expert's output scaled by sigmoid(gate) joins the routed one:
// gate 0 halves (4, 8) onto (1, 2); gate ln 3 scales (2, 2) by 3/4.
// SHARED-LABEL: @shared_add: world size 1
// SHARED-NEXT: output 0: tensor<2x2xf32>
// SHARED-NEXT:   rank 0: sum 12, abs-sum 12, values [3, 6, 1.5, 1.5]
func.func @shared_add() -> tensor<2x2xf32> {
  %r = arith.constant dense<[[1.0, 2.0], [0.0, 0.0]]> : tensor<2x2xf32>
  %s = arith.constant dense<[[4.0, 8.0], [2.0, 2.0]]> : tensor<2x2xf32>
  %g = arith.constant dense<[[0.0], [1.09861229]]> : tensor<2x1xf32>
  %o = "tensor_cast.moe_shared_add"(%r, %s, %g) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x2xf32>
  return %o : tensor<2x2xf32>
}

// An id no expert has is an error at the op, not a silent zero row.
// BADID: moe-ops.mlir:[[@LINE+4]]:8: error: tc-run: expert id 3 is outside [0, 3)
func.func @bad_id() -> tensor<3x1x2xf32> {
  %x = arith.constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %ids = arith.constant dense<[[3]]> : tensor<1x1xi64>
  %d = "tensor_cast.moe_dispatch"(%x, %ids) : (tensor<1x2xf32>, tensor<1x1xi64>) -> tensor<3x1x2xf32>
  return %d : tensor<3x1x2xf32>
}

// DeepSeek's routing, E = 4 in n_group = 2 groups {0, 1}, {2, 3}, one open.
// noaux_tc (V3): sigmoid scores s, choice scores s + bias, bias (0, 0, −0.5,
// −0.25). Token 0, logits (0, 1, 2, −2): s = (.5, .731, .881, .119), choice
// (.5, .731, .381, −.131); group sums of the two best 1.231 and .250 open
// group 0: experts 1 and 0, weighted s1 and s0 renormalized, times 2.5.
// Token 1, logits (2, −4, 2, 2): choice (.881, .018, .381, .631); the sums
// .899 and 1.012 open group 1 (its best alone, .631, would lose to .881):
// experts 3 and 2, equal s, 1.25 each.
// group_limited_greedy (V2): softmax scores, groups ranked by their best,
// times 1.5, no renormalization. Token 0's best is expert 2: group 1, experts
// 2 and 3; token 1's groups tie (s0 = s2): the lower group, experts 0 and 1.
// DEEPSEEK-LABEL: @deepseek_gates: world size 1
// DEEPSEEK-NEXT: output 0: tensor<2x2xf32>
// DEEPSEEK-NEXT:   rank 0: sum {{.*}}, values [1.48461366, 1.01538634, 1.25, 1.25]
// DEEPSEEK-NEXT: output 1: tensor<2x2xi64>
// DEEPSEEK-NEXT:   rank 0: sum 6, abs-sum 6, values [1, 0, 3, 2]
// DEEPSEEK-NEXT: output 2: tensor<2x2xf32>
// DEEPSEEK-NEXT:   rank 0: sum {{.*}}, values [0.985849559, 0.0180564635, 0.499587208, 0.00123835285]
// DEEPSEEK-NEXT: output 3: tensor<2x2xi64>
// DEEPSEEK-NEXT:   rank 0: sum 6, abs-sum 6, values [2, 3, 0, 1]
func.func @deepseek_gates() -> (tensor<2x2xf32>, tensor<2x2xi64>, tensor<2x2xf32>, tensor<2x2xi64>) {
  %l = arith.constant dense<[[0.0, 1.0, 2.0, -2.0], [2.0, -4.0, 2.0, 2.0]]> : tensor<2x4xf32>
  %b = arith.constant dense<[0.0, 0.0, -0.5, -0.25]> : tensor<4xf32>
  %v3:2 = "tensor_cast.moe_gate"(%l, %b) {top_k = 2 : i64, scoring_func = "sigmoid", topk_method = "noaux_tc", n_group = 2 : i64, topk_group = 1 : i64, norm_topk_prob, routed_scaling_factor = 2.5 : f64} : (tensor<2x4xf32>, tensor<4xf32>) -> (tensor<2x2xf32>, tensor<2x2xi64>)
  %v2:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64, topk_method = "group_limited_greedy", n_group = 2 : i64, topk_group = 1 : i64, routed_scaling_factor = 1.5 : f64} : (tensor<2x4xf32>) -> (tensor<2x2xf32>, tensor<2x2xi64>)
  return %v3#0, %v3#1, %v2#0, %v2#1 : tensor<2x2xf32>, tensor<2x2xi64>, tensor<2x2xf32>, tensor<2x2xi64>
}
