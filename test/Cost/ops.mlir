// tc-cost-report, hand-computed: every number below follows from docs/cost-report.md's
// formulas ("Cost report") on a device with round figures (Inputs/unit-
// device.json): 1 FLOP/us in bf16 (0.5 in f32, 2 in i8), 1 byte/us of HBM and
// of link, 1 us per launch, 2 us per collective. So a kernel takes
// max(FLOPs / peak, bytes) + 1 us and a collective comm_bytes + 2 us.
// cuda-graphs=off: every kernel pays its launch, decode steps included
// (which would otherwise replay a CUDA graph).
// RUN: tc-opt %s --split-input-file -o /dev/null --tc-cost-report="device=%S/Inputs/unit-device.json out=- cuda-graphs=off" | FileCheck %s
// The pass changes nothing.
// RUN: tc-opt %s --split-input-file > %t.before
// RUN: tc-opt %s --split-input-file --tc-cost-report="device=%S/Inputs/unit-device.json out=%t.json" > %t.after
// RUN: diff %t.before %t.after

// linear (M=6, K=4, N=8): 2·6·4·8 = 384 FLOPs; x 48 + w 64 + y 96 = 208 bytes.
// all_reduce over 4 ranks of 96 bytes: 2·3/4·96 = 144. rms_norm: 4 FLOPs an
// element (192), x 96 + weight 16 + y 96 = 208 bytes. Peak: two 96-byte
// buffers live at once.
// CHECK-LABEL: "functions": ["@linear_norm"]
// CHECK-NEXT: "world_size": 4,
// CHECK-NEXT: "device": {"name": "unit", "tflops": {"bf16": 1e-06, "f32": 5e-07, "i8": 2e-06}, "hbm_gb_per_s": 0.001, "link_gb_per_s": 0.001, "launch_overhead_us": 1, "collective_latency_us": 2, "calibrated": false},
// The network between nodes (networks/ndr400.json): this world of 4 fills one.
// CHECK-NEXT: "network": {"name": "ndr400", "gpus_per_node": 8, "nodes": 1, "gb_per_s": 50, "latency_us": 10},
// CHECK-NEXT: "ops": [
// CHECK-NEXT: {"op": "tensor_cast.linear", "count": 1, "kernels": 1, "flops": 384, "bytes": 208, "comm_bytes": 0, "time_us": 385},
// CHECK-NEXT: {"op": "tensor_cast.all_reduce", "count": 1, "kernels": 1, "flops": 0, "bytes": 0, "comm_bytes": 144, "time_us": 146},
// CHECK-NEXT: {"op": "tensor_cast.rms_norm", "count": 1, "kernels": 1, "flops": 192, "bytes": 208, "comm_bytes": 0, "time_us": 209}
// CHECK-NEXT: ],
// CHECK-NEXT: "total": {"flops": 576, "bytes": 416, "comm_bytes": 144, "kernels": 3, "time_us": 740, "peak_activation_bytes": 192, "step_time_us": 740, "cuda_graphs": false},
// Resident: w 64 and g 16 bytes of weights; the device states no capacity.
// CHECK-NEXT: "memory": {"weight_bytes": 80, "kv_cache_bytes": 0, "peak_activation_bytes": 192, "total_bytes": 272}
func.func @linear_norm(%x: tensor<2x3x4xbf16>, %w: tensor<4x8xbf16>, %g: tensor<8xbf16>) -> tensor<2x3x8xbf16> {
  %y = "tensor_cast.linear"(%x, %w) : (tensor<2x3x4xbf16>, tensor<4x8xbf16>) -> tensor<2x3x8xbf16>
  %r = "tensor_cast.all_reduce"(%y) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<2x3x8xbf16>) -> tensor<2x3x8xbf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-06 : f32} : (tensor<2x3x8xbf16>, tensor<8xbf16>) -> tensor<2x3x8xbf16>
  return %n : tensor<2x3x8xbf16>
}

// -----

// Quantized and f32 work runs at its type's peak; i4 is half a byte.
// dynamic_quantize_symmetric: 3·32 = 96 FLOPs; x 64 + q 32 + scale 16 = 112
// bytes (memory-bound: 113 us). quant_linear i8: 2·32·16 = 1024 FLOPs at 2/us
// = 512 us; q 32 + w 128 + w_scale 64 + x_scale 16 + y 128 = 368 bytes.
// linear f32: 2·32·2 = 128 FLOPs at 0.5/us = 256 us; 128 + 64 + 32 = 224
// bytes. quantize: 2·32 = 64 FLOPs; x 64 + scale 4 + q 32 = 100 bytes.
// quant_linear with i4 weights: 2·64·4 = 512 FLOPs at 2/us = 256 us; x 64 +
// w 128·0.5 = 64 + scale 8 + offset 16 + x_scale 8 + bias 8 + y 16 = 184.
// Peak: q (48 with its scale) and y (128) live together, then y, yf (32),
// qs (32) and y4 (16) up to the return: 208.
// CHECK-LABEL: "functions": ["@quantized"]
// CHECK: {"op": "tensor_cast.dynamic_quantize_symmetric", "count": 1, "kernels": 1, "flops": 96, "bytes": 112, "comm_bytes": 0, "time_us": 113},
// CHECK-NEXT: {"op": "tensor_cast.quant_linear", "count": 2, "kernels": 2, "flops": 1536, "bytes": 552, "comm_bytes": 0, "time_us": 770},
// CHECK-NEXT: {"op": "tensor_cast.linear", "count": 1, "kernels": 1, "flops": 128, "bytes": 224, "comm_bytes": 0, "time_us": 257},
// CHECK-NEXT: {"op": "tensor_cast.quantize", "count": 1, "kernels": 1, "flops": 64, "bytes": 100, "comm_bytes": 0, "time_us": 101}
// CHECK: "total": {"flops": 1824, "bytes": 988, "comm_bytes": 0, "kernels": 5, "time_us": 1241, "peak_activation_bytes": 208, "step_time_us": 1241, "cuda_graphs": false}
func.func @quantized(%x: tensor<4x8xbf16>, %w: tensor<8x16xi8>, %ws: tensor<16xf32>, %xf: tensor<4x8xf32>, %wf: tensor<8x2xf32>, %s: tensor<f32>,
                     %x4: tensor<2x32xi8>, %xs4: tensor<2x1xf32>, %w4: tensor<32x4xi4>, %ws4: tensor<1x4xf16>, %wo4: tensor<1x4xi32>, %b4: tensor<4xbf16>)
    -> (tensor<4x16xbf16>, tensor<4x2xf32>, tensor<4x8xi8>, tensor<2x4xbf16>) {
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: -1>} : (tensor<4x8xbf16>) -> (tensor<4x8xi8>, tensor<4x1xf32>)
  %y = "tensor_cast.quant_linear"(%q#0, %w, %ws, %q#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<16xf32>, tensor<4x1xf32>) -> tensor<4x16xbf16>
  %yf = "tensor_cast.linear"(%xf, %wf) : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  %qs = "tensor_cast.quantize"(%x, %s) : (tensor<4x8xbf16>, tensor<f32>) -> tensor<4x8xi8>
  %y4 = "tensor_cast.quant_linear"(%x4, %w4, %ws4, %wo4, %xs4, %b4) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1, 0>} : (tensor<2x32xi8>, tensor<32x4xi4>, tensor<1x4xf16>, tensor<1x4xi32>, tensor<2x1xf32>, tensor<4xbf16>) -> tensor<2x4xbf16>
  return %y, %yf, %qs, %y4 : tensor<4x16xbf16>, tensor<4x2xf32>, tensor<4x8xi8>, tensor<2x4xbf16>
}

// -----

// embedding: ids 32 + rows read 64 + rows written 64 = 160 bytes, no FLOPs.
// rope: 3·64 = 192 FLOPs; 128 + positions 32 + 128 = 288 bytes; it feeds
// attention only, so it runs inside the attention kernel: no launch.
// attention (B=1, Hq=2, D=8, 4·8+3 = 35 FLOPs a visible pair and head):
// causal prefill S=T=4 sees 1+2+3+4 = 10 pairs (700 FLOPs); a window of 2
// sees 1+2+2+2 = 7 (490); decode S=1 over T=4 sees 4 (280). Bytes q+k+v+o:
// 128+64+64+128 = 384 twice, 32+64+64+32 = 192.
// swiglu: 4·32 = 128 FLOPs, 3·64 bytes. add_rms_norm2: 5·32 = 160 FLOPs;
// 64+64+16 in, 2·64 out = 272. The view is free and keeps %a alive to the
// return. Peak at add_rms_norm2: e 64, a 128, aw 128, ad 32, s 64, n 128.
// CHECK-LABEL: "functions": ["@decoder_ops"]
// CHECK-NEXT: "world_size": 2,
// CHECK: {"op": "tensor_cast.embedding", "count": 1, "kernels": 1, "flops": 0, "bytes": 160, "comm_bytes": 0, "time_us": 161},
// CHECK-NEXT: {"op": "tensor_cast.rope", "count": 1, "kernels": 0, "flops": 192, "bytes": 288, "comm_bytes": 0, "time_us": 288},
// CHECK-NEXT: {"op": "tensor_cast.attention", "count": 3, "kernels": 3, "flops": 1470, "bytes": 960, "comm_bytes": 0, "time_us": 1473},
// CHECK-NEXT: {"op": "tensor_cast.swiglu", "count": 1, "kernels": 1, "flops": 128, "bytes": 192, "comm_bytes": 0, "time_us": 193},
// CHECK-NEXT: {"op": "tensor_cast.add_rms_norm2", "count": 1, "kernels": 1, "flops": 160, "bytes": 272, "comm_bytes": 0, "time_us": 273},
// CHECK-NEXT: {"op": "tensor_cast.view", "count": 1, "kernels": 0, "flops": 0, "bytes": 0, "comm_bytes": 0, "time_us": 0}
// CHECK: "total": {"flops": 1950, "bytes": 1872, "comm_bytes": 0, "kernels": 6, "time_us": 2388, "peak_activation_bytes": 544, "step_time_us": 2388, "cuda_graphs": false}
func.func @decoder_ops(%ids: tensor<1x4xi64>, %table: tensor<16x8xbf16>, %pos: tensor<1x4xi64>, %q: tensor<1x4x2x8xbf16>, %k: tensor<1x4x1x8xbf16>, %v: tensor<1x4x1x8xbf16>,
                       %q1: tensor<1x1x2x8xbf16>, %g: tensor<1x4x8xbf16>, %u: tensor<1x4x8xbf16>, %w: tensor<8xbf16>)
    -> (tensor<1x4x16xbf16>, tensor<1x4x2x8xbf16>, tensor<1x1x2x8xbf16>, tensor<1x4x8xbf16>, tensor<1x4x8xbf16>) {
  %e = "tensor_cast.embedding"(%ids, %table) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4xi64>, tensor<16x8xbf16>) -> tensor<1x4x8xbf16>
  %r = "tensor_cast.rope"(%q, %pos) {theta = 1.0e+06 : f64} : (tensor<1x4x2x8xbf16>, tensor<1x4xi64>) -> tensor<1x4x2x8xbf16>
  %a = "tensor_cast.attention"(%r, %k, %v) {scale = 0.25 : f64} : (tensor<1x4x2x8xbf16>, tensor<1x4x1x8xbf16>, tensor<1x4x1x8xbf16>) -> tensor<1x4x2x8xbf16>
  %aw = "tensor_cast.attention"(%r, %k, %v) {scale = 0.25 : f64, sliding_window = 2 : i64} : (tensor<1x4x2x8xbf16>, tensor<1x4x1x8xbf16>, tensor<1x4x1x8xbf16>) -> tensor<1x4x2x8xbf16>
  %ad = "tensor_cast.attention"(%q1, %k, %v) {scale = 0.25 : f64} : (tensor<1x1x2x8xbf16>, tensor<1x4x1x8xbf16>, tensor<1x4x1x8xbf16>) -> tensor<1x1x2x8xbf16>
  %s = "tensor_cast.swiglu"(%g, %u) : (tensor<1x4x8xbf16>, tensor<1x4x8xbf16>) -> tensor<1x4x8xbf16>
  %n:2 = "tensor_cast.add_rms_norm2"(%e, %s, %w) {eps = 1.0e-06 : f32} : (tensor<1x4x8xbf16>, tensor<1x4x8xbf16>, tensor<8xbf16>) -> (tensor<1x4x8xbf16>, tensor<1x4x8xbf16>)
  %av = "tensor_cast.view"(%a) : (tensor<1x4x2x8xbf16>) -> tensor<1x4x16xbf16>
  return %av, %aw, %ad, %n#0, %n#1 : tensor<1x4x16xbf16>, tensor<1x4x2x8xbf16>, tensor<1x1x2x8xbf16>, tensor<1x4x8xbf16>, tensor<1x4x8xbf16>
}

// -----

// The ring model on 64-byte tensors: reduce_scatter over 4 ranks sends 3/4 of
// its input (48), all_gather 3/4 of its output (48), all_to_all over 2 ranks
// 1/2 of its input (32). all_slice and a collective over one rank move
// nothing: no kernel, no time, no buffer.
// CHECK-LABEL: "functions": ["@collectives"]
// CHECK-NEXT: "world_size": 4,
// CHECK: {"op": "tensor_cast.reduce_scatter", "count": 1, "kernels": 1, "flops": 0, "bytes": 0, "comm_bytes": 48, "time_us": 50},
// CHECK-NEXT: {"op": "tensor_cast.all_gather", "count": 1, "kernels": 1, "flops": 0, "bytes": 0, "comm_bytes": 48, "time_us": 50},
// CHECK-NEXT: {"op": "tensor_cast.all_to_all", "count": 1, "kernels": 1, "flops": 0, "bytes": 0, "comm_bytes": 32, "time_us": 34},
// CHECK-NEXT: {"op": "tensor_cast.all_slice", "count": 1, "kernels": 0, "flops": 0, "bytes": 0, "comm_bytes": 0, "time_us": 0},
// CHECK-NEXT: {"op": "tensor_cast.all_reduce", "count": 1, "kernels": 0, "flops": 0, "bytes": 0, "comm_bytes": 0, "time_us": 0}
// CHECK: "total": {"flops": 0, "bytes": 0, "comm_bytes": 128, "kernels": 3, "time_us": 134, "peak_activation_bytes": 128, "step_time_us": 134, "cuda_graphs": false}
func.func @collectives(%x: tensor<4x8xbf16>, %y: tensor<8x8xbf16>) -> (tensor<4x8xbf16>, tensor<2x16xbf16>, tensor<2x8xbf16>, tensor<4x8xbf16>) {
  %rs = "tensor_cast.reduce_scatter"(%x) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<4x8xbf16>) -> tensor<1x8xbf16>
  %ag = "tensor_cast.all_gather"(%rs) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<1x8xbf16>) -> tensor<4x8xbf16>
  %aa = "tensor_cast.all_to_all"(%x) {split_dim = 0 : i64, concat_dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x8xbf16>) -> tensor<2x16xbf16>
  %sl = "tensor_cast.all_slice"(%y) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<8x8xbf16>) -> tensor<2x8xbf16>
  %one = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0>} : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
  return %ag, %aa, %sl, %one : tensor<4x8xbf16>, tensor<2x16xbf16>, tensor<2x8xbf16>, tensor<4x8xbf16>
}

// -----

// Each copy_region is one more execution of region 0: linear (2·8·4 = 64
// FLOPs, 16+32+16 = 64 bytes) three times, its rms_norm (32 FLOPs, 16+8+16 =
// 40 bytes) three times plus the final one.
// CHECK-LABEL: "functions": ["@regions"]
// CHECK: {"op": "tensor_cast.region_begin", "count": 1, "kernels": 0, "flops": 0, "bytes": 0, "comm_bytes": 0, "time_us": 0},
// CHECK-NEXT: {"op": "tensor_cast.linear", "count": 3, "kernels": 3, "flops": 192, "bytes": 192, "comm_bytes": 0, "time_us": 195},
// CHECK-NEXT: {"op": "tensor_cast.rms_norm", "count": 4, "kernels": 4, "flops": 128, "bytes": 160, "comm_bytes": 0, "time_us": 164},
// CHECK-NEXT: {"op": "tensor_cast.region_end", "count": 1, "kernels": 0, "flops": 0, "bytes": 0, "comm_bytes": 0, "time_us": 0},
// CHECK-NEXT: {"op": "tensor_cast.copy_region", "count": 2, "kernels": 0, "flops": 0, "bytes": 0, "comm_bytes": 0, "time_us": 0}
// CHECK: "total": {"flops": 320, "bytes": 352, "comm_bytes": 0, "kernels": 7, "time_us": 359, "peak_activation_bytes": 32, "step_time_us": 359, "cuda_graphs": false},
// Every layer has its own weights: w (32 bytes) and g (8), first read in
// region 0, count three times (the region and its two copies).
// CHECK-NEXT: "memory": {"weight_bytes": 120, "kv_cache_bytes": 0, "peak_activation_bytes": 32, "total_bytes": 152}
func.func @regions(%x: tensor<2x4xbf16>, %w: tensor<4x4xbf16>, %g: tensor<4xbf16>) -> tensor<2x4xbf16> {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %l = "tensor_cast.linear"(%b, %w) : (tensor<2x4xbf16>, tensor<4x4xbf16>) -> tensor<2x4xbf16>
  %n = "tensor_cast.rms_norm"(%l, %g) {eps = 1.0e-06 : f32} : (tensor<2x4xbf16>, tensor<4xbf16>) -> tensor<2x4xbf16>
  %e = "tensor_cast.region_end"(%n) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %c1 = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %c2 = "tensor_cast.copy_region"(%c1) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %f = "tensor_cast.rms_norm"(%c2, %g) {eps = 1.0e-06 : f32} : (tensor<2x4xbf16>, tensor<4xbf16>) -> tensor<2x4xbf16>
  return %f : tensor<2x4xbf16>
}

// -----

// Nested regions: region 1 runs twice inside region 0 (itself and its copy),
// region 0 runs twice: the linear four times, each marker three times.
// CHECK-LABEL: "functions": ["@nested_regions"]
// CHECK: {"op": "tensor_cast.region_begin", "count": 3, "kernels": 0,
// CHECK-NEXT: {"op": "tensor_cast.linear", "count": 4, "kernels": 4, "flops": 256, "bytes": 256, "comm_bytes": 0, "time_us": 260},
// CHECK-NEXT: {"op": "tensor_cast.region_end", "count": 3, "kernels": 0,
// CHECK-NEXT: {"op": "tensor_cast.copy_region", "count": 3, "kernels": 0,
// CHECK: "total": {"flops": 256, "bytes": 256, "comm_bytes": 0, "kernels": 4, "time_us": 260,
// w, read in region 1, runs 2 x 2 times: 4 x 32 bytes.
// CHECK: "memory": {"weight_bytes": 128, "kv_cache_bytes": 0,
func.func @nested_regions(%x: tensor<2x4xbf16>, %w: tensor<4x4xbf16>) -> tensor<2x4xbf16> {
  %b0 = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %b1 = "tensor_cast.region_begin"(%b0) {id = 1 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %l = "tensor_cast.linear"(%b1, %w) : (tensor<2x4xbf16>, tensor<4x4xbf16>) -> tensor<2x4xbf16>
  %e1 = "tensor_cast.region_end"(%l) {id = 1 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %c1 = "tensor_cast.copy_region"(%e1) {id = 1 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %e0 = "tensor_cast.region_end"(%c1) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %c0 = "tensor_cast.copy_region"(%e0) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  return %c0 : tensor<2x4xbf16>
}

// -----

// Mixture of experts, E = 4 experts, top_k = 2: each expert sees 2/4 of the
// tokens on average, so everything between moe_dispatch and moe_combine is
// charged half its rows. Router linear: 2·32·4 = 256 FLOPs, 64+64+32 = 160
// bytes. moe_gate: (3 + 2)·16 = 80 FLOPs; 32 + 16 + 64 = 112 bytes.
// moe_dispatch: x 64 + ids 64 + half of 256 = 256 bytes. Expert linear: half
// of 2·32·8 = 256 FLOPs; 32 + w 128 + 32 = 192 bytes. tensor.concat (a copy):
// 4·32 + 128 = 256 bytes. moe_combine: 2·2·32 = 128 FLOPs; 128 + 16 + 64 + 64
// = 272 bytes. moe_shared_add: 3·4 + 2·32 = 76 FLOPs; 64+64+8+64 = 200.
// Peak at moe_combine: gate results 80, stacked experts 128, output 64.
// The block from moe_dispatch to moe_combine is one fused kernel, as serving
// engines run it: dispatch launches it, the expert linear, the concat and
// the combine launch nothing of their own (no 1 us each).
// CHECK-LABEL: "functions": ["@experts"]
// CHECK: {"op": "tensor_cast.linear", "count": 2, "kernels": 1, "flops": 512, "bytes": 352, "comm_bytes": 0, "time_us": 513},
// CHECK-NEXT: {"op": "tensor_cast.moe_gate", "count": 1, "kernels": 1, "flops": 80, "bytes": 112, "comm_bytes": 0, "time_us": 113},
// CHECK-NEXT: {"op": "tensor_cast.moe_dispatch", "count": 1, "kernels": 1, "flops": 0, "bytes": 256, "comm_bytes": 0, "time_us": 257},
// CHECK-NEXT: {"op": "tensor.extract_slice", "count": 1, "kernels": 0, "flops": 0, "bytes": 0, "comm_bytes": 0, "time_us": 0},
// CHECK-NEXT: {"op": "tensor_cast.view", "count": 1, "kernels": 0,
// CHECK-NEXT: {"op": "tensor.concat", "count": 1, "kernels": 0, "flops": 0, "bytes": 256, "comm_bytes": 0, "time_us": 256},
// CHECK-NEXT: {"op": "tensor_cast.moe_combine", "count": 1, "kernels": 0, "flops": 128, "bytes": 272, "comm_bytes": 0, "time_us": 272},
// CHECK-NEXT: {"op": "tensor_cast.moe_shared_add", "count": 1, "kernels": 1, "flops": 76, "bytes": 200, "comm_bytes": 0, "time_us": 201}
// CHECK: "total": {"flops": 796, "bytes": 1448, "comm_bytes": 0, "kernels": 4, "time_us": 1612, "peak_activation_bytes": 272, "step_time_us": 1612, "cuda_graphs": false}
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

// Other dialects' ops: arith's float elementwise ops are one FLOP an element;
// any other op is a memory-bound kernel over its operands and results;
// constants cost nothing.
// CHECK-LABEL: "functions": ["@other_ops"]
// CHECK: {"op": "arith.constant", "count": 1, "kernels": 0, "flops": 0, "bytes": 0, "comm_bytes": 0, "time_us": 0},
// CHECK-NEXT: {"op": "arith.mulf", "count": 1, "kernels": 1, "flops": 8, "bytes": 48, "comm_bytes": 0, "time_us": 49},
// CHECK-NEXT: {"op": "math.exp", "count": 1, "kernels": 1, "flops": 0, "bytes": 32, "comm_bytes": 0, "time_us": 33}
// CHECK: "total": {"flops": 8, "bytes": 80, "comm_bytes": 0, "kernels": 2, "time_us": 82, "peak_activation_bytes": 32, "step_time_us": 82, "cuda_graphs": false}
func.func @other_ops(%x: tensor<2x4xbf16>) -> tensor<2x4xbf16> {
  %c = arith.constant dense<2.0> : tensor<2x4xbf16>
  %m = arith.mulf %x, %c : tensor<2x4xbf16>
  %e = math.exp %m : tensor<2x4xbf16>
  return %e : tensor<2x4xbf16>
}

// -----

// Weight preparation happens once, when weights are loaded: the concatenation
// of merged gate/up weights (computed from arguments alone, feeding only a
// linear's weight) costs nothing and is no activation. Appending to a KV cache
// (a concatenation after an argument only ever appended to) writes in place: the
// new row read and written, 2·8 bytes, no new buffer. Any other concatenation
// is a copy: 8 + 32 in, 40 out. The linear: 2·8·16 = 256 FLOPs; x 16 + w 128 +
// y 64 = 208 bytes. Peak at the linear: the copy's 40 and y's 64.
// CHECK-LABEL: "functions": ["@concatenations"]
// CHECK: {"op": "tensor.concat", "count": 3, "kernels": 2, "flops": 0, "bytes": 96, "comm_bytes": 0, "time_us": 98},
// CHECK-NEXT: {"op": "tensor.extract_slice", "count": 1, "kernels": 0,
// CHECK-NEXT: {"op": "tensor_cast.linear", "count": 1, "kernels": 1, "flops": 256, "bytes": 208, "comm_bytes": 0, "time_us": 257}
// CHECK: "total": {"flops": 256, "bytes": 304, "comm_bytes": 0, "kernels": 3, "time_us": 355, "peak_activation_bytes": 104, "step_time_us": 355, "cuda_graphs": false},
// Resident: the two merged weights, 64 bytes each, and the KV cache, 32.
// CHECK-NEXT: "memory": {"weight_bytes": 128, "kv_cache_bytes": 32, "peak_activation_bytes": 104, "total_bytes": 264}
func.func @concatenations(%x: tensor<2x4xbf16>, %wg: tensor<4x8xbf16>, %wu: tensor<4x8xbf16>, %cache: tensor<4x4xbf16>, %other: tensor<4x4xbf16>)
    -> (tensor<2x16xbf16>, tensor<5x4xbf16>, tensor<5x4xbf16>) {
  %w = tensor.concat dim(1) %wg, %wu : (tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<4x16xbf16>
  %new = tensor.extract_slice %x[0, 0] [1, 4] [1, 1] : tensor<2x4xbf16> to tensor<1x4xbf16>
  %kv = tensor.concat dim(0) %cache, %new : (tensor<4x4xbf16>, tensor<1x4xbf16>) -> tensor<5x4xbf16>
  %copy = tensor.concat dim(0) %new, %other : (tensor<1x4xbf16>, tensor<4x4xbf16>) -> tensor<5x4xbf16>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<2x4xbf16>, tensor<4x16xbf16>) -> tensor<2x16xbf16>
  return %y, %kv, %copy : tensor<2x16xbf16>, tensor<5x4xbf16>, tensor<5x4xbf16>
}
