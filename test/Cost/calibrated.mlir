// tc-cost-report on a calibrated device, hand-computed: every number below
// follows from the kernel formulas (docs/cost-model.md) with the round
// parameters of Inputs/unit-calibrated.json: 1 FLOP/us in bf16, 1 byte/us of
// HBM, one SM, efficiencies 1 and sharpness 1, so a GEMM takes
// fixed + compute + memory. The host's launch is 1000 us: under CUDA graphs
// it is gone; without them the host launches the kernels 1000 us apart and
// each starts no earlier than its launch (its own time is the GPU's).
// RUN: tc-opt %s --split-input-file -o /dev/null --tc-cost-report="device=%S/Inputs/unit-calibrated.json out=- cuda-graphs=on" | FileCheck %s
// cuda-graphs=auto replays decode steps (a function with one-token attention)
// from a graph, and launches prefill's kernels from the host.
// RUN: tc-opt %s --split-input-file -o /dev/null --tc-cost-report="device=%S/Inputs/unit-calibrated.json out=-" | FileCheck %s --check-prefix=AUTO
// all-reduce=nccl: NCCL's protocols only, no one-shot kernel.
// RUN: tc-opt %s --split-input-file -o /dev/null --tc-cost-report="device=%S/Inputs/unit-calibrated.json out=- cuda-graphs=on all-reduce=nccl" | FileCheck %s --check-prefix=NCCL
// moe-routing=balanced: every expert the mean of the tokens (the skewed
// default is in @skewed_experts).
// RUN: tc-opt %s --split-input-file -o /dev/null --tc-cost-report="device=%S/Inputs/unit-calibrated.json out=- cuda-graphs=on moe-routing=balanced" | FileCheck %s --check-prefix=BALANCED
// A bf16 MoE block whose fixed cost grows with the rank's experts (expert_us
// 0.5; @busiest_rank).
// RUN: sed 's/"narrow_half": 8}/"narrow_half": 8, "expert_us": 0.5}/' %S/Inputs/unit-calibrated.json > %t.expert.json
// RUN: tc-opt %s --split-input-file -o /dev/null --tc-cost-report="device=%t.expert.json out=- cuda-graphs=on moe-routing=balanced" | FileCheck %s --check-prefix=PER-EXPERT
// A bf16 MoE block whose fixed cost grows with its token-expert assignments,
// tokens x top-k wherever the experts are (assignment_ns 1000: 1 us each;
// @experts, @skewed_expert_parallel).
// RUN: sed 's/"narrow_half": 8}/"narrow_half": 8, "assignment_ns": 1000}/' %S/Inputs/unit-calibrated.json > %t.assignment.json
// RUN: tc-opt %s --split-input-file -o /dev/null --tc-cost-report="device=%t.assignment.json out=- cuda-graphs=on moe-routing=balanced" | FileCheck %s --check-prefix=ASSIGNMENT

// linear (M=2, K=4, N=8), bf16: fixed 10; compute 2·2·4·8 = 128; memory
// w 4·8·2 = 64 + x 2·4·2 = 16 + y 2·8·2 = 32 = 112. 10 + 128 + 112 = 250.
// rms_norm, bandwidth-bound: fixed 2 + x 32 + weight 16 + y 32 = 82.
// tensor.extract of a scalar launches nothing.
// CHECK-LABEL: "functions": ["@gemm_and_norm"]
// CHECK: "calibrated": true},
// CHECK: {"op": "tensor_cast.linear", "count": 1, "kernels": 1, "flops": 128, "bytes": 112, "comm_bytes": 0, "time_us": 250},
// CHECK-NEXT: {"op": "tensor_cast.rms_norm", "count": 1, "kernels": 1, "flops": 64, "bytes": 80, "comm_bytes": 0, "time_us": 82},
// CHECK-NEXT: {"op": "arith.constant", "count": 1, "kernels": 0,
// CHECK-NEXT: {"op": "tensor.extract", "count": 1, "kernels": 0, "flops": 0, "bytes": 0, "comm_bytes": 0, "time_us": 0}
// AUTO-LABEL: "functions": ["@gemm_and_norm"]
// Launched from the host: the linear starts at 1000 and ends at 1250, the
// norm starts at its launch, 2000, and ends at 2082.
// AUTO: {"op": "tensor_cast.linear", "count": 1, "kernels": 1, "flops": 128, "bytes": 112, "comm_bytes": 0, "time_us": 250},
// AUTO-NEXT: {"op": "tensor_cast.rms_norm", "count": 1, "kernels": 1, "flops": 64, "bytes": 80, "comm_bytes": 0, "time_us": 82},
// AUTO: "total": {{.*}}"time_us": 332, {{.*}}"step_time_us": 2082, "cuda_graphs": false}
func.func @gemm_and_norm(%x: tensor<2x4xbf16>, %w: tensor<4x8xbf16>, %g: tensor<8xbf16>) -> (tensor<2x8xbf16>, bf16) {
  %y = "tensor_cast.linear"(%x, %w) : (tensor<2x4xbf16>, tensor<4x8xbf16>) -> tensor<2x8xbf16>
  %n = "tensor_cast.rms_norm"(%y, %g) {eps = 1.0e-06 : f32} : (tensor<2x8xbf16>, tensor<8xbf16>) -> tensor<2x8xbf16>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %n[%c0, %c0] : tensor<2x8xbf16>
  return %n, %e : tensor<2x8xbf16>, bf16
}

// -----

// The host does not wait for the GPU: it launches the norm at 2000 while the
// linear (M=2, K=32, N=32: fixed 10 + compute 2·2·32·32 = 4096 + memory
// w 2048 + x 128 + y 128 = 6410) runs from its launch at 1000 to 7410; the
// norm (fixed 2 + x 128 + weight 64 + y 128 = 322) starts when the stream
// is free, at 7410, and ends at 7732. Under graphs: 6410 + 322 = 6732.
// CHECK-LABEL: "functions": ["@host_runs_ahead"]
// CHECK: "total": {{.*}}"time_us": 6732, {{.*}}"step_time_us": 6732, "cuda_graphs": true}
// AUTO-LABEL: "functions": ["@host_runs_ahead"]
// AUTO: {"op": "tensor_cast.linear", "count": 1, "kernels": 1, "flops": 4096, "bytes": 2304, "comm_bytes": 0, "time_us": 6410},
// AUTO-NEXT: {"op": "tensor_cast.rms_norm", "count": 1, "kernels": 1, {{.*}}"time_us": 322}
// AUTO: "total": {{.*}}"time_us": 6732, {{.*}}"step_time_us": 7732, "cuda_graphs": false}
func.func @host_runs_ahead(%x: tensor<2x32xbf16>, %w: tensor<32x32xbf16>, %g: tensor<32xbf16>) -> tensor<2x32xbf16> {
  %y = "tensor_cast.linear"(%x, %w) : (tensor<2x32xbf16>, tensor<32x32xbf16>) -> tensor<2x32xbf16>
  %n = "tensor_cast.rms_norm"(%y, %g) {eps = 1.0e-06 : f32} : (tensor<2x32xbf16>, tensor<32xbf16>) -> tensor<2x32xbf16>
  return %n : tensor<2x32xbf16>
}

// -----

// Decode attention (B=1, D=4, 5 keys), bf16 cache. MHA (2 q heads over 2 kv
// heads): fixed 3; memory: K and V 1·5·2·2·4·2 = 160 + q and o 4·1·2·4 = 32
// = 192; compute on the kernels' smallest tile, 64 wide (a head of 4 is
// padded to it): 4·1·2·64·5 = 2560; waves of (sequence, q head) blocks over
// one SM: 2, at 1 us. 3 + 2 + 2560 + 192 = 2757. (5 keys fit one chunk of
// 1000: no split.)
// GQA (4 q heads over 2 kv heads): fixed 4; memory 160 + 4·1·4·4 = 224;
// compute 4·1·4·64·5 = 5120; 2 waves of (sequence, kv head) blocks.
// 4 + 2 + 5120 + 224 = 5350. Sum 8107. (The
// report's FLOPs and bytes columns keep their own counts: 4·D+3 FLOPs a
// pair and head, each operand and result once.)
// CHECK-LABEL: "functions": ["@decode"]
// CHECK: {"op": "tensor_cast.attention", "count": 2, "kernels": 2, "flops": 570, "bytes": 416, "comm_bytes": 0, "time_us": 8107}
// AUTO-LABEL: "functions": ["@decode"]
// AUTO: {"op": "tensor_cast.attention", "count": 2, "kernels": 2, "flops": 570, "bytes": 416, "comm_bytes": 0, "time_us": 8107}
func.func @decode(%q: tensor<1x1x2x4xbf16>, %q4: tensor<1x1x4x4xbf16>, %k: tensor<1x5x2x4xbf16>, %v: tensor<1x5x2x4xbf16>) -> (tensor<1x1x2x4xbf16>, tensor<1x1x4x4xbf16>) {
  %a = "tensor_cast.attention"(%q, %k, %v) {scale = 0.5 : f64} : (tensor<1x1x2x4xbf16>, tensor<1x5x2x4xbf16>, tensor<1x5x2x4xbf16>) -> tensor<1x1x2x4xbf16>
  %b = "tensor_cast.attention"(%q4, %k, %v) {scale = 0.5 : f64} : (tensor<1x1x4x4xbf16>, tensor<1x5x2x4xbf16>, tensor<1x5x2x4xbf16>) -> tensor<1x1x4x4xbf16>
  return %a, %b : tensor<1x1x2x4xbf16>, tensor<1x1x4x4xbf16>
}

// -----

// A group too wide for one tile (33 q heads over 1 kv head) runs one block
// per (sequence, q head): 33 blocks. Its 5 keys split into chunks of 2:
// min(ceil(5/2) = 3, floor(target 100 / 33) = 3) = 3 splits, 99 blocks, 99
// waves over one SM, busy 1. Memory: K and V 1·5·2·1·4·2 = 80 + q and o
// 4·1·33·4 = 528 = 608; compute on 64-wide tiles 4·1·33·64·5 = 42240.
// Fixed 5 + the split's reduction 10 + 99 + 608 + 42240 = 42962.
// CHECK-LABEL: "functions": ["@decode_wide"]
// CHECK: {"op": "tensor_cast.attention", "count": 1, "kernels": 1, {{.*}} "time_us": 42962}
func.func @decode_wide(%q: tensor<1x1x33x4xbf16>, %k: tensor<1x5x1x4xbf16>, %v: tensor<1x5x1x4xbf16>) -> tensor<1x1x33x4xbf16> {
  %a = "tensor_cast.attention"(%q, %k, %v) {scale = 0.5 : f64} : (tensor<1x1x33x4xbf16>, tensor<1x5x1x4xbf16>, tensor<1x5x1x4xbf16>) -> tensor<1x1x33x4xbf16>
  return %a : tensor<1x1x33x4xbf16>
}

// -----

// Causal prefill attention (B=1, S=T=4, 2 q heads over 2 kv heads, D=4):
// 1+2+3+4 = 10 visible pairs; compute 4·1·2·4·10 = 320 (the blocks, 2, fill
// their waves of one SM); memory 1·4·4·(2·(2+4) + 2·2 + 2·2·2) = 384: q, k,
// v in, o out, k and v into the cache; 1 us for its one sequence; its 2
// blocks (sequence, head, query tile) run in 2 waves of 1 us.
// 5 + 1 + 320 + 384 + 2 = 712.
// CHECK-LABEL: "functions": ["@prefill"]
// CHECK: {"op": "tensor_cast.attention", "count": 1, "kernels": 1, "flops": 380, "bytes": 256, "comm_bytes": 0, "time_us": 712}
func.func @prefill(%q: tensor<1x4x2x4xbf16>, %k: tensor<1x4x2x4xbf16>, %v: tensor<1x4x2x4xbf16>) -> tensor<1x4x2x4xbf16> {
  %a = "tensor_cast.attention"(%q, %k, %v) {scale = 0.5 : f64} : (tensor<1x4x2x4xbf16>, tensor<1x4x2x4xbf16>, tensor<1x4x2x4xbf16>) -> tensor<1x4x2x4xbf16>
  return %a : tensor<1x4x2x4xbf16>
}

// -----

// Collectives take their library's fastest protocol at the group size.
// all_reduce of 32 bytes over 4 ranks: NCCL min(3 + 32, 50 + 16) = 35; the
// one-shot kernel 0.5 + 32 = 32.5, which auto takes. Of 256 bytes: NCCL
// min(3 + 256, 50 + 128) = 178, one-shot 256.5: NCCL. all_gather of a
// 64-byte output over 2 ranks: 4 + 64 = 68.
// CHECK-LABEL: "functions": ["@collectives"]
// CHECK: {"op": "tensor_cast.all_reduce", "count": 2, "kernels": 2, "flops": 0, "bytes": 0, "comm_bytes": 432, "time_us": 210.5},
// CHECK-NEXT: {"op": "tensor_cast.all_gather", "count": 1, "kernels": 1, "flops": 0, "bytes": 0, "comm_bytes": 32, "time_us": 68}
// NCCL-LABEL: "functions": ["@collectives"]
// NCCL: {"op": "tensor_cast.all_reduce", "count": 2, "kernels": 2, "flops": 0, "bytes": 0, "comm_bytes": 432, "time_us": 213},
func.func @collectives(%x: tensor<2x8xbf16>, %big: tensor<8x16xbf16>) -> (tensor<2x8xbf16>, tensor<8x16xbf16>, tensor<4x8xbf16>) {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %b = "tensor_cast.all_reduce"(%big) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<8x16xbf16>) -> tensor<8x16xbf16>
  %g = "tensor_cast.all_gather"(%x) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x8xbf16>) -> tensor<4x8xbf16>
  return %a, %b, %g : tensor<2x8xbf16>, tensor<8x16xbf16>, tensor<4x8xbf16>
}

// -----

// The MoE block (E = 4 experts, top 2, 4 tokens of width 8) is one fused
// kernel. Its parts are bandwidth-bound without fixed costs, except its
// GEMMs: the expert linear sees half its 4 rows (m = 2); balanced routing
// spreads the 4 · 1/2 = 2 assignments per expert evenly, so every expert is
// busy (min(1, 2) = 1) with its 2 rows, padded to the row tile of 4: compute
// 2·4·8·8 = 512 at an efficiency of 8 / (8 + narrow_half 8) = 0.5 for its
// narrow slice (min(n, k) = 8): 1024; memory w 128 + x 2·2·8 + y 2·2·8 =
// 192; 1216, plus the block's fixed cost 7, charged with its first GEMM:
// 1223. Router linear (M=4, K=8, N=4):
// 10 + 256 + (64 + 64 + 32) = 426. moe_gate, the router's top-k, is
// launched but runs inside the block's measured time (the calibration's MoE
// runs time the module from the router's logits): 112, no fixed cost.
// dispatch 256, concat 256, combine 272 bytes. moe_shared_add: 2 + 200.
// CHECK-LABEL: "functions": ["@experts"]
// CHECK: {"op": "tensor_cast.linear", "count": 2, "kernels": 1, "flops": 512, "bytes": 352, "comm_bytes": 0, "time_us": 1649},
// CHECK-NEXT: {"op": "tensor_cast.moe_gate", "count": 1, "kernels": 1, "flops": 80, "bytes": 112, "comm_bytes": 0, "time_us": 112},
// CHECK-NEXT: {"op": "tensor_cast.moe_dispatch", "count": 1, "kernels": 1, "flops": 0, "bytes": 256, "comm_bytes": 0, "time_us": 256},
// CHECK: {"op": "tensor.concat", "count": 1, "kernels": 0, "flops": 0, "bytes": 256, "comm_bytes": 0, "time_us": 256},
// CHECK-NEXT: {"op": "tensor_cast.moe_combine", "count": 1, "kernels": 0, "flops": 128, "bytes": 272, "comm_bytes": 0, "time_us": 272},
// CHECK-NEXT: {"op": "tensor_cast.moe_shared_add", "count": 1, "kernels": 1, "flops": 76, "bytes": 200, "comm_bytes": 0, "time_us": 202}
// CHECK: "total": {"flops": 796, "bytes": 1448, "comm_bytes": 0, "kernels": 4, "time_us": 2747,
// The block's 4 tokens' top-2: 8 assignments, 8 us more, with its first GEMM.
// ASSIGNMENT-LABEL: "functions": ["@experts"]
// ASSIGNMENT: {"op": "tensor_cast.linear", "count": 2, "kernels": 1, "flops": 512, "bytes": 352, "comm_bytes": 0, "time_us": 1657},
func.func @experts(%x: tensor<4x8xbf16>, %wg: tensor<8x4xbf16>, %we: tensor<8x8xbf16>, %sh: tensor<4x8xbf16>, %sg: tensor<4x1xbf16>) -> tensor<4x8xbf16> {
  %logits = "tensor_cast.linear"(%x, %wg) : (tensor<4x8xbf16>, tensor<8x4xbf16>) -> tensor<4x4xbf16>
  %g:2 = "tensor_cast.moe_gate"(%logits) {top_k = 2 : i64} : (tensor<4x4xbf16>) -> (tensor<4x2xbf16>, tensor<4x2xi64>)
  %d = "tensor_cast.moe_dispatch"(%x, %g#1) : (tensor<4x8xbf16>, tensor<4x2xi64>) -> tensor<4x4x8xbf16>
  %s = tensor.extract_slice %d[0, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<4x4x8xbf16> to tensor<4x8xbf16>
  %h = "tensor_cast.linear"(%s, %we) : (tensor<4x8xbf16>, tensor<8x8xbf16>) -> tensor<4x8xbf16>
  %hv = "tensor_cast.view"(%h) : (tensor<4x8xbf16>) -> tensor<1x4x8xbf16>
  %y = tensor.concat dim(0) %hv, %hv, %hv, %hv : (tensor<1x4x8xbf16>, tensor<1x4x8xbf16>, tensor<1x4x8xbf16>, tensor<1x4x8xbf16>) -> tensor<4x4x8xbf16>
  %c = "tensor_cast.moe_combine"(%y, %g#0, %g#1) : (tensor<4x4x8xbf16>, tensor<4x2xbf16>, tensor<4x2xi64>) -> tensor<4x8xbf16>
  %o = "tensor_cast.moe_shared_add"(%c, %sh, %sg) : (tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x1xbf16>) -> tensor<4x8xbf16>
  return %o : tensor<4x8xbf16>
}

// -----

// Skewed routing (the default; power law 1.2): 2 tokens each pick 1 of 4
// experts. The draw's weights at the middle of each expert's quantile,
// (2.511886 - 1.641335 u)^-5 at u = 7/8, 5/8, 3/8, 1/8, are 0.69425,
// 0.13799, 0.04078, 0.01532 (sum 0.88834); their shares of the 2
// assignments round to 2, 0, 0, 0: one expert busy with both rows, three
// idle. Each expert op is charged the mean over the 4: its 2 rows padded to
// 4, compute 1024 (as above) and memory 128 + 2·2·8 + 2·2·8 = 192; 1216 / 4
// = 304, plus the block's fixed cost 7: 311. Balanced routing instead
// spreads the 2 assignments over 2 experts with 1 row each: 0.5 · (1024 +
// 160) + 7 = 599. Router linear (M=2, K=8, N=4): 10 + 128 + (64 + 32 + 16)
// = 250.
// CHECK-LABEL: "functions": ["@skewed_experts"]
// CHECK: {"op": "tensor_cast.linear", "count": 2, "kernels": 1, "flops": 192, "bytes": 256, "comm_bytes": 0, "time_us": 561},
// CHECK: "cuda_graphs": true, "moe_routing_skew": 1.2},
// BALANCED-LABEL: "functions": ["@skewed_experts"]
// BALANCED: {"op": "tensor_cast.linear", "count": 2, "kernels": 1, "flops": 192, "bytes": 256, "comm_bytes": 0, "time_us": 849},
// BALANCED: "cuda_graphs": true, "moe_routing_skew": 0},
func.func @skewed_experts(%x: tensor<2x8xbf16>, %wg: tensor<8x4xbf16>, %we: tensor<8x8xbf16>) -> tensor<2x8xbf16> {
  %logits = "tensor_cast.linear"(%x, %wg) : (tensor<2x8xbf16>, tensor<8x4xbf16>) -> tensor<2x4xbf16>
  %g:2 = "tensor_cast.moe_gate"(%logits) {top_k = 1 : i64} : (tensor<2x4xbf16>) -> (tensor<2x1xbf16>, tensor<2x1xi64>)
  %d = "tensor_cast.moe_dispatch"(%x, %g#1) : (tensor<2x8xbf16>, tensor<2x1xi64>) -> tensor<4x2x8xbf16>
  %s = tensor.extract_slice %d[0, 0, 0] [1, 2, 8] [1, 1, 1] : tensor<4x2x8xbf16> to tensor<2x8xbf16>
  %h = "tensor_cast.linear"(%s, %we) : (tensor<2x8xbf16>, tensor<8x8xbf16>) -> tensor<2x8xbf16>
  %hv = "tensor_cast.view"(%h) : (tensor<2x8xbf16>) -> tensor<1x2x8xbf16>
  %y = tensor.concat dim(0) %hv, %hv, %hv, %hv : (tensor<1x2x8xbf16>, tensor<1x2x8xbf16>, tensor<1x2x8xbf16>, tensor<1x2x8xbf16>) -> tensor<4x2x8xbf16>
  %c = "tensor_cast.moe_combine"(%y, %g#0, %g#1) : (tensor<4x2x8xbf16>, tensor<2x1xbf16>, tensor<2x1xi64>) -> tensor<2x8xbf16>
  return %c : tensor<2x8xbf16>
}

// -----

// Two MoE blocks of the same expert shape whose routing differs (top 1, then
// top 2 of the 4 experts over the same 2 tokens) are timed each on its own
// draw. Top 1: 304 + 7 = 311 (as @skewed_experts). Top 2: the shares of 4
// assignments round to 3 (capped at the 2 tokens: 2), 1, 0, 0; the missing
// one goes to an idle expert: rows 2, 1, 1, 0; (1216 + 1184 + 1184) / 4 = 896,
// plus the block's fixed 7: 903. With both routers (250 each): 1714.
// CHECK-LABEL: "functions": ["@skewed_two_blocks"]
// CHECK: {"op": "tensor_cast.linear", "count": 4, "kernels": 2, {{.*}}, "time_us": 1714},
func.func @skewed_two_blocks(%x: tensor<2x8xbf16>, %wg: tensor<8x4xbf16>, %we: tensor<8x8xbf16>) -> (tensor<2x8xbf16>, tensor<2x8xbf16>) {
  %logits = "tensor_cast.linear"(%x, %wg) : (tensor<2x8xbf16>, tensor<8x4xbf16>) -> tensor<2x4xbf16>
  %g:2 = "tensor_cast.moe_gate"(%logits) {top_k = 1 : i64} : (tensor<2x4xbf16>) -> (tensor<2x1xbf16>, tensor<2x1xi64>)
  %d = "tensor_cast.moe_dispatch"(%x, %g#1) : (tensor<2x8xbf16>, tensor<2x1xi64>) -> tensor<4x2x8xbf16>
  %s = tensor.extract_slice %d[0, 0, 0] [1, 2, 8] [1, 1, 1] : tensor<4x2x8xbf16> to tensor<2x8xbf16>
  %h = "tensor_cast.linear"(%s, %we) : (tensor<2x8xbf16>, tensor<8x8xbf16>) -> tensor<2x8xbf16>
  %hv = "tensor_cast.view"(%h) : (tensor<2x8xbf16>) -> tensor<1x2x8xbf16>
  %y = tensor.concat dim(0) %hv, %hv, %hv, %hv : (tensor<1x2x8xbf16>, tensor<1x2x8xbf16>, tensor<1x2x8xbf16>, tensor<1x2x8xbf16>) -> tensor<4x2x8xbf16>
  %c = "tensor_cast.moe_combine"(%y, %g#0, %g#1) : (tensor<4x2x8xbf16>, tensor<2x1xbf16>, tensor<2x1xi64>) -> tensor<2x8xbf16>
  %logits2 = "tensor_cast.linear"(%c, %wg) : (tensor<2x8xbf16>, tensor<8x4xbf16>) -> tensor<2x4xbf16>
  %g2:2 = "tensor_cast.moe_gate"(%logits2) {top_k = 2 : i64} : (tensor<2x4xbf16>) -> (tensor<2x2xbf16>, tensor<2x2xi64>)
  %d2 = "tensor_cast.moe_dispatch"(%c, %g2#1) : (tensor<2x8xbf16>, tensor<2x2xi64>) -> tensor<4x2x8xbf16>
  %s2 = tensor.extract_slice %d2[0, 0, 0] [1, 2, 8] [1, 1, 1] : tensor<4x2x8xbf16> to tensor<2x8xbf16>
  %h2 = "tensor_cast.linear"(%s2, %we) : (tensor<2x8xbf16>, tensor<8x8xbf16>) -> tensor<2x8xbf16>
  %hv2 = "tensor_cast.view"(%h2) : (tensor<2x8xbf16>) -> tensor<1x2x8xbf16>
  %y2 = tensor.concat dim(0) %hv2, %hv2, %hv2, %hv2 : (tensor<1x2x8xbf16>, tensor<1x2x8xbf16>, tensor<1x2x8xbf16>, tensor<1x2x8xbf16>) -> tensor<4x2x8xbf16>
  %c2 = "tensor_cast.moe_combine"(%y2, %g2#0, %g2#1) : (tensor<4x2x8xbf16>, tensor<2x2xbf16>, tensor<2x2xi64>) -> tensor<2x8xbf16>
  return %c, %c2 : tensor<2x8xbf16>, tensor<2x8xbf16>
}

// -----

// Expert parallelism over 2 ranks: the all_to_all brings this rank's 2 of
// the 4 experts the 4 tokens of both ranks (T = 4). The draw's shares of
// the 4 assignments (weights as above) round to 3, 1, 0, 0; the busiest
// rank holds the heaviest expert and the heaviest of the other three's one
// stratum: 3 and 1 rows. Their bodies: both padded to 4 rows (compute
// 1024), memory 128 + 32 · 3 = 224 and 128 + 32 = 160; mean (1248 + 1184)
// / 2 = 1216, plus the fixed 7: 1223. Balanced: each expert 4 · 1/4 = 1 row,
// 1184 + 7 = 1191.
// CHECK-LABEL: "functions": ["@skewed_expert_parallel"]
// CHECK: {"op": "tensor_cast.linear", "count": 1, "kernels": 0, "flops": 128, "bytes": 160, "comm_bytes": 0, "time_us": 1223},
// BALANCED-LABEL: "functions": ["@skewed_expert_parallel"]
// BALANCED: {"op": "tensor_cast.linear", "count": 1, "kernels": 0, "flops": 128, "bytes": 160, "comm_bytes": 0, "time_us": 1191},
// The rank's kernel sorts the 4 tokens the all_to_all brings, top-1 each: 4
// assignments, 4 us more.
// ASSIGNMENT-LABEL: "functions": ["@skewed_expert_parallel"]
// ASSIGNMENT: {"op": "tensor_cast.linear", "count": 1, "kernels": 0, "flops": 128, "bytes": 160, "comm_bytes": 0, "time_us": 1195},
func.func @skewed_expert_parallel(%x: tensor<2x8xbf16>, %ids: tensor<2x1xi64>, %we: tensor<8x8xbf16>) -> tensor<2x4x8xbf16> {
  %d = "tensor_cast.moe_dispatch"(%x, %ids) : (tensor<2x8xbf16>, tensor<2x1xi64>) -> tensor<4x2x8xbf16>
  %a = "tensor_cast.all_to_all"(%d) {concat_dim = 1 : i64, split_dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x2x8xbf16>) -> tensor<2x4x8xbf16>
  %s = tensor.extract_slice %a[0, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<2x4x8xbf16> to tensor<4x8xbf16>
  %h = "tensor_cast.linear"(%s, %we) : (tensor<4x8xbf16>, tensor<8x8xbf16>) -> tensor<4x8xbf16>
  %hv = "tensor_cast.view"(%h) : (tensor<4x8xbf16>) -> tensor<1x4x8xbf16>
  %y = tensor.concat dim(0) %hv, %hv : (tensor<1x4x8xbf16>, tensor<1x4x8xbf16>) -> tensor<2x4x8xbf16>
  return %y : tensor<2x4x8xbf16>
}

// -----

// Expert parallelism by slicing the experts (the tokens replicated on every
// rank, as tc-gen does when a decode step has fewer tokens than ranks): one
// token to 1 of 4 experts, this rank's 2 of them. Balanced routing spreads
// 1/4 of an assignment over each expert, half of one over this rank's two;
// but a rank runs whole experts, so the busiest runs one: half of the
// rank's experts, each on max(1, 0.25 / 0.5) = 1 row padded to 4, compute
// 1024 and memory 128 + 16 + 16 = 160: 0.5 · 1184 + the fixed 7 = 599.
// With 0.5 an expert of the rank's 2 besides (expert_us): 600.
// BALANCED-LABEL: "functions": ["@busiest_rank"]
// BALANCED: {"op": "tensor_cast.linear", "count": 1, "kernels": 0, "flops": 32, "bytes": 136, "comm_bytes": 0, "time_us": 599},
// PER-EXPERT-LABEL: "functions": ["@busiest_rank"]
// PER-EXPERT: {"op": "tensor_cast.linear", "count": 1, "kernels": 0, "flops": 32, "bytes": 136, "comm_bytes": 0, "time_us": 600},
func.func @busiest_rank(%x: tensor<1x8xbf16>, %ids: tensor<1x1xi64>, %we: tensor<8x8xbf16>) -> tensor<2x1x8xbf16> {
  %d = "tensor_cast.moe_dispatch"(%x, %ids) : (tensor<1x8xbf16>, tensor<1x1xi64>) -> tensor<4x1x8xbf16>
  %a = "tensor_cast.all_slice"(%d) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x1x8xbf16>) -> tensor<2x1x8xbf16>
  %s = tensor.extract_slice %a[0, 0, 0] [1, 1, 8] [1, 1, 1] : tensor<2x1x8xbf16> to tensor<1x8xbf16>
  %h = "tensor_cast.linear"(%s, %we) : (tensor<1x8xbf16>, tensor<8x8xbf16>) -> tensor<1x8xbf16>
  %hv = "tensor_cast.view"(%h) : (tensor<1x8xbf16>) -> tensor<1x1x8xbf16>
  %y = tensor.concat dim(0) %hv, %hv : (tensor<1x1x8xbf16>, tensor<1x1x8xbf16>) -> tensor<2x1x8xbf16>
  return %y : tensor<2x1x8xbf16>
}

// -----

// The residual add before a norm is fused into it (add + RMSNorm, as
// engines run it and as a written-out program's add_rms_norm2 says): it
// reads its operands, 2·32 = 64 bytes, and launches nothing: 64. The norm:
// 2 + 32 + 16 + 32 = 82. An add nothing normalizes is a kernel of its own:
// 2 + 3·32 = 98.
// CHECK-LABEL: "functions": ["@residual_adds"]
// CHECK: {"op": "arith.addf", "count": 2, "kernels": 1, "flops": 32, "bytes": 160, "comm_bytes": 0, "time_us": 162},
// CHECK-NEXT: {"op": "tensor_cast.rms_norm", "count": 1, "kernels": 1, "flops": 64, "bytes": 80, "comm_bytes": 0, "time_us": 82}
func.func @residual_adds(%x: tensor<2x8xbf16>, %r: tensor<2x8xbf16>, %g: tensor<8xbf16>) -> (tensor<2x8xbf16>, tensor<2x8xbf16>) {
  %s = arith.addf %x, %r : tensor<2x8xbf16>
  %n = "tensor_cast.rms_norm"(%s, %g) {eps = 1.0e-06 : f32} : (tensor<2x8xbf16>, tensor<8xbf16>) -> tensor<2x8xbf16>
  %p = arith.addf %x, %r : tensor<2x8xbf16>
  return %n, %p : tensor<2x8xbf16>, tensor<2x8xbf16>
}

// -----

// Between region markers the add closes the layer: the next layer's norm is
// the region's own, read through region_end and copy_region. Three layers:
// the norm three times (82 each) and the final one, the add three times
// (64 each, fused), as the written-out program with add_rms_norm2 costs.
// CHECK-LABEL: "functions": ["@layer_markers"]
// CHECK: {"op": "tensor_cast.rms_norm", "count": 4, "kernels": 4, "flops": 256, "bytes": 320, "comm_bytes": 0, "time_us": 328},
// CHECK-NEXT: {"op": "arith.addf", "count": 3, "kernels": 0, "flops": 48, "bytes": 192, "comm_bytes": 0, "time_us": 192},
func.func @layer_markers(%x: tensor<2x8xbf16>, %g: tensor<8xbf16>) -> tensor<2x8xbf16> {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %n = "tensor_cast.rms_norm"(%b, %g) {eps = 1.0e-06 : f32} : (tensor<2x8xbf16>, tensor<8xbf16>) -> tensor<2x8xbf16>
  %s = arith.addf %n, %b : tensor<2x8xbf16>
  %e = "tensor_cast.region_end"(%s) {id = 0 : i64} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %c1 = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %c2 = "tensor_cast.copy_region"(%c1) {id = 0 : i64} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %f = "tensor_cast.rms_norm"(%c2, %g) {eps = 1.0e-06 : f32} : (tensor<2x8xbf16>, tensor<8xbf16>) -> tensor<2x8xbf16>
  return %f : tensor<2x8xbf16>
}

// -----

// Qwen3's q and k head norms as written (engine=none, or vLLM's default
// set): two kernels, each 2 + its operand 64 + weight 8 + out 64 = 138. RoPE
// runs inside attention: its bytes (q or k 64 + positions 32 + out 64,
// twice) and no launch.
// CHECK-LABEL: "functions": ["@qk_norms"]
// CHECK: {"op": "tensor_cast.rms_norm", "count": 2, "kernels": 2, "flops": 256, "bytes": 272, "comm_bytes": 0, "time_us": 276},
// CHECK-NEXT: {"op": "tensor_cast.rope", "count": 2, "kernels": 0, "flops": 192, "bytes": 320, "comm_bytes": 0, "time_us": 320},
func.func @qk_norms(%q: tensor<1x4x2x4xbf16>, %k: tensor<1x4x2x4xbf16>, %v: tensor<1x4x2x4xbf16>, %gq: tensor<4xbf16>, %gk: tensor<4xbf16>, %pos: tensor<1x4xi64>) -> tensor<1x4x2x4xbf16> {
  %qn = "tensor_cast.rms_norm"(%q, %gq) {eps = 1.0e-06 : f32} : (tensor<1x4x2x4xbf16>, tensor<4xbf16>) -> tensor<1x4x2x4xbf16>
  %kn = "tensor_cast.rms_norm"(%k, %gk) {eps = 1.0e-06 : f32} : (tensor<1x4x2x4xbf16>, tensor<4xbf16>) -> tensor<1x4x2x4xbf16>
  %qr = "tensor_cast.rope"(%qn, %pos) {theta = 1.0e+06 : f64} : (tensor<1x4x2x4xbf16>, tensor<1x4xi64>) -> tensor<1x4x2x4xbf16>
  %kr = "tensor_cast.rope"(%kn, %pos) {theta = 1.0e+06 : f64} : (tensor<1x4x2x4xbf16>, tensor<1x4xi64>) -> tensor<1x4x2x4xbf16>
  %a = "tensor_cast.attention"(%qr, %kr, %v) {scale = 0.5 : f64} : (tensor<1x4x2x4xbf16>, tensor<1x4x2x4xbf16>, tensor<1x4x2x4xbf16>) -> tensor<1x4x2x4xbf16>
  return %a : tensor<1x4x2x4xbf16>
}

// -----

// tc-fuse-qk-norm-rope's op (TensorRT-LLM's fused QK-norm + RoPE kernel):
// one kernel reading q, k (64 each), both weights (8 each) and the positions
// (32), writing both (64 each): 2 + 304 = 306, against 276 + 320 unfused.
// CHECK-LABEL: "functions": ["@qk_norm_rope"]
// CHECK: {"op": "tensor_cast.qk_norm_rope", "count": 1, "kernels": 1, "flops": 448, "bytes": 304, "comm_bytes": 0, "time_us": 306},
func.func @qk_norm_rope(%q: tensor<1x4x2x4xbf16>, %k: tensor<1x4x2x4xbf16>, %v: tensor<1x4x2x4xbf16>, %gq: tensor<4xbf16>, %gk: tensor<4xbf16>, %pos: tensor<1x4xi64>) -> tensor<1x4x2x4xbf16> {
  %r:2 = "tensor_cast.qk_norm_rope"(%q, %k, %gq, %gk, %pos) {eps = 1.0e-06 : f32, theta = 1.0e+06 : f64} : (tensor<1x4x2x4xbf16>, tensor<1x4x2x4xbf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<1x4xi64>) -> (tensor<1x4x2x4xbf16>, tensor<1x4x2x4xbf16>)
  %a = "tensor_cast.attention"(%r#0, %r#1, %v) {scale = 0.5 : f64} : (tensor<1x4x2x4xbf16>, tensor<1x4x2x4xbf16>, tensor<1x4x2x4xbf16>) -> tensor<1x4x2x4xbf16>
  return %a : tensor<1x4x2x4xbf16>
}

// -----

// A norm and the per-token quantize of its output: two kernels, the norm
// 2 + x 32 + weight 16 + out 32 = 82, the quantize 2 + in 32 + q 16 + scale
// 8 = 58. tc-fuse-norm-quant's one op reads x and the weight and writes q
// and its scale: 2 + 32 + 16 + 16 + 8 = 74, with both FLOP counts (4 + 3
// a element).
// CHECK-LABEL: "functions": ["@norm_then_quant"]
// CHECK: {"op": "tensor_cast.rms_norm", "count": 1, "kernels": 1, "flops": 64, "bytes": 80, "comm_bytes": 0, "time_us": 82},
// CHECK-NEXT: {"op": "tensor_cast.dynamic_quantize_symmetric", "count": 1, "kernels": 1, "flops": 48, "bytes": 56, "comm_bytes": 0, "time_us": 58}
// CHECK-LABEL: "functions": ["@norm_quant"]
// CHECK: {"op": "tensor_cast.rms_norm_quant", "count": 1, "kernels": 1, "flops": 112, "bytes": 72, "comm_bytes": 0, "time_us": 74}
func.func @norm_then_quant(%x: tensor<2x8xbf16>, %g: tensor<8xbf16>) -> (tensor<2x8xf8E4M3FN>, tensor<2x1xf32>) {
  %n = "tensor_cast.rms_norm"(%x, %g) {eps = 1.0e-06 : f32} : (tensor<2x8xbf16>, tensor<8xbf16>) -> tensor<2x8xbf16>
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%n) {dims = array<i64: -1>} : (tensor<2x8xbf16>) -> (tensor<2x8xf8E4M3FN>, tensor<2x1xf32>)
  return %q#0, %q#1 : tensor<2x8xf8E4M3FN>, tensor<2x1xf32>
}

// -----

func.func @norm_quant(%x: tensor<2x8xbf16>, %g: tensor<8xbf16>) -> (tensor<2x8xf8E4M3FN>, tensor<2x1xf32>) {
  %q:2 = "tensor_cast.rms_norm_quant"(%x, %g) {eps = 1.0e-06 : f32, quantize = "dynamic_quantize_symmetric", dims = array<i64: -1>} : (tensor<2x8xbf16>, tensor<8xbf16>) -> (tensor<2x8xf8E4M3FN>, tensor<2x1xf32>)
  return %q#0, %q#1 : tensor<2x8xf8E4M3FN>, tensor<2x1xf32>
}

// -----

// An all_reduce and the add + norm after it (2 ranks, 32 bytes: the
// collective 32.5; the norm 2 + x, residual, y, residual_out 32 each + the
// weight 16 = 146) against tc-fuse-allreduce-norm's one collective: the
// all-reduce's 32.5 and the norm's bytes besides the all-reduce's buffers
// (x in, the residual sum out: residual 32, weight 16, y 32 = 80) streamed
// on the way, no launch: 112.5; its FLOPs are the add + norm's (5 an element).
// CHECK-LABEL: "functions": ["@all_reduce_then_norm"]
// CHECK: {"op": "tensor_cast.all_reduce", "count": 1, "kernels": 1, "flops": 0, "bytes": 0, "comm_bytes": 32, "time_us": 32.5},
// CHECK-NEXT: {"op": "tensor_cast.add_rms_norm2", "count": 1, "kernels": 1, "flops": 80, "bytes": 144, "comm_bytes": 0, "time_us": 146}
// CHECK-LABEL: "functions": ["@all_reduce_norm"]
// CHECK: {"op": "tensor_cast.all_reduce_add_rms_norm", "count": 1, "kernels": 1, "flops": 80, "bytes": 80, "comm_bytes": 32, "time_us": 112.5}
func.func @all_reduce_then_norm(%x: tensor<2x8xbf16>, %r: tensor<2x8xbf16>, %g: tensor<8xbf16>) -> (tensor<2x8xbf16>, tensor<2x8xbf16>) {
  %s = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %y:2 = "tensor_cast.add_rms_norm2"(%s, %r, %g) {eps = 1.0e-06 : f32} : (tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<8xbf16>) -> (tensor<2x8xbf16>, tensor<2x8xbf16>)
  return %y#0, %y#1 : tensor<2x8xbf16>, tensor<2x8xbf16>
}

// -----

func.func @all_reduce_norm(%x: tensor<2x8xbf16>, %r: tensor<2x8xbf16>, %g: tensor<8xbf16>) -> (tensor<2x8xbf16>, tensor<2x8xbf16>) {
  %y:2 = "tensor_cast.all_reduce_add_rms_norm"(%x, %r, %g) {eps = 1.0e-06 : f32, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<8xbf16>) -> (tensor<2x8xbf16>, tensor<2x8xbf16>)
  return %y#0, %y#1 : tensor<2x8xbf16>, tensor<2x8xbf16>
}

// -----

// Between region markers, an all_reduce tc-fuse-allreduce-norm marked runs
// with the residual add that closes the layer and the region's input norm
// (the next layer's, in the copy): each execution the collective 32.5 plus
// the bytes the norm reads and writes besides the all-reduce's buffers (the
// residual 32, the weight 16, the norm's output 32 = 80, as
// all_reduce_add_rms_norm's), and the add and the norm launch and stream
// nothing of their own: 2 x 112.5. Unmarked the same program is 357 (two
// norm kernels of 82, two adds of 64).
// CHECK-LABEL: "functions": ["@marked_layers"]
// CHECK: {"op": "tensor_cast.rms_norm", "count": 2, "kernels": 0, "flops": 128, "bytes": 0, "comm_bytes": 0, "time_us": 0},
// CHECK-NEXT: {"op": "tensor_cast.all_reduce", "count": 2, "kernels": 2, "flops": 0, "bytes": 160, "comm_bytes": 64, "time_us": 225},
// CHECK-NEXT: {"op": "arith.addf", "count": 2, "kernels": 0, "flops": 32, "bytes": 0, "comm_bytes": 0, "time_us": 0},
func.func @marked_layers(%x: tensor<2x8xbf16>, %w: tensor<8xbf16>) -> tensor<2x8xbf16> {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %n = "tensor_cast.rms_norm"(%b, %w) {eps = 1.0e-06 : f32} : (tensor<2x8xbf16>, tensor<8xbf16>) -> tensor<2x8xbf16>
  %s = "tensor_cast.all_reduce"(%n) {rank = 0 : i64, rank_group = array<i64: 0, 1>, tensor_cast.fused_with_region_norm} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %a = arith.addf %b, %s : tensor<2x8xbf16>
  %e = "tensor_cast.region_end"(%a) {id = 0 : i64} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %c = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  return %c : tensor<2x8xbf16>
}

// -----

// FP8 weights scaled per block (a (K/2, N/4) w_scale, activations quantized
// in groups of 2) run the block-scaled GEMM class, fixed 30 (the per-tensor
// fp8 class's is 20): compute 2·2·4·8 = 128 FLOP at 2 FLOP/us = 64; memory
// w 4·8·1 = 32 + x 2·4·2 = 16 (the tables' bf16 input) + y 2·8·2 = 32 = 80;
// 30 + 64 + 80 = 174 (per tensor it would be 164). Its bytes: x 8 + w 32 +
// the scales 16 + 16 + y 32 = 104.
// CHECK-LABEL: "functions": ["@fp8_blocks"]
// CHECK: {"op": "tensor_cast.quant_linear", "count": 1, "kernels": 1, "flops": 128, "bytes": 104, "comm_bytes": 0, "time_us": 174}
func.func @fp8_blocks(%x: tensor<2x4xbf16>, %w: tensor<4x8xf8E4M3FN>, %ws: tensor<2x2xf32>) -> tensor<2x8xbf16> {
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: -1>, group_size = 2 : i64} : (tensor<2x4xbf16>) -> (tensor<2x4xf8E4M3FN>, tensor<2x2xf32>)
  %y = "tensor_cast.quant_linear"(%q#0, %w, %ws, %q#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<2x4xf8E4M3FN>, tensor<4x8xf8E4M3FN>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x8xbf16>
  return %y : tensor<2x8xbf16>
}
