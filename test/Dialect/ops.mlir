// One valid use of every tensor_cast op; printing keeps each op as written.
// RUN: tc-opt %s | FileCheck %s
// Print, parse, print again: the text is stable.
// RUN: tc-opt %s | tc-opt | FileCheck %s
// mlir-opt loads the same IRDL file and prints the same text.
// RUN: tc-opt %s > %t.tc && mlir-opt --irdl-file=%tc_irdl %s > %t.mlir-opt && diff %t.tc %t.mlir-opt

// CHECK-LABEL: func.func @linear
// CHECK-SAME: (%[[X:.*]]: tensor<2x16x64xf16>, %[[W:.*]]: tensor<64x32xf16>, %[[B:.*]]: tensor<32xf16>)
// CHECK: %[[Y:.*]] = "tensor_cast.linear"(%[[X]], %[[W]]) : (tensor<2x16x64xf16>, tensor<64x32xf16>) -> tensor<2x16x32xf16>
// CHECK: %[[YB:.*]] = "tensor_cast.linear"(%[[X]], %[[W]], %[[B]]) : (tensor<2x16x64xf16>, tensor<64x32xf16>, tensor<32xf16>) -> tensor<2x16x32xf16>
// CHECK: return %[[Y]], %[[YB]]
func.func @linear(%x: tensor<2x16x64xf16>, %w: tensor<64x32xf16>, %b: tensor<32xf16>) -> (tensor<2x16x32xf16>, tensor<2x16x32xf16>) {
  %y = "tensor_cast.linear"(%x, %w) : (tensor<2x16x64xf16>, tensor<64x32xf16>) -> tensor<2x16x32xf16>
  %yb = "tensor_cast.linear"(%x, %w, %b) : (tensor<2x16x64xf16>, tensor<64x32xf16>, tensor<32xf16>) -> tensor<2x16x32xf16>
  return %y, %yb : tensor<2x16x32xf16>, tensor<2x16x32xf16>
}

// CHECK-LABEL: func.func @quant_linear_int8
// CHECK-SAME: (%[[X:.*]]: tensor<128x64xi8>, %[[XS:.*]]: tensor<128x1xf32>, %[[W:.*]]: tensor<64x32xi8>, %[[WS:.*]]: tensor<32xf32>)
// CHECK: "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[WS]], %[[XS]]) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>}
func.func @quant_linear_int8(%x: tensor<128x64xi8>, %xs: tensor<128x1xf32>, %w: tensor<64x32xi8>, %ws: tensor<32xf32>) -> tensor<128x32xf16> {
  %y = "tensor_cast.quant_linear"(%x, %w, %ws, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<128x64xi8>, tensor<64x32xi8>, tensor<32xf32>, tensor<128x1xf32>) -> tensor<128x32xf16>
  return %y : tensor<128x32xf16>
}

// int4 weights, group-wise scales and offsets, dynamic int8 activations.
// CHECK-LABEL: func.func @quant_linear_int4_grouped
// CHECK: "tensor_cast.quant_linear"(%{{.*}}) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1, 0>} : (tensor<8x128xi8>, tensor<128x64xi4>, tensor<4x64xf16>, tensor<4x64xi32>, tensor<8x1xf32>, tensor<64xbf16>) -> tensor<8x64xbf16>
func.func @quant_linear_int4_grouped(%x: tensor<8x128xi8>, %xs: tensor<8x1xf32>, %w: tensor<128x64xi4>, %ws: tensor<4x64xf16>, %wo: tensor<4x64xi32>, %b: tensor<64xbf16>) -> tensor<8x64xbf16> {
  %y = "tensor_cast.quant_linear"(%x, %w, %ws, %wo, %xs, %b) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1, 0>} : (tensor<8x128xi8>, tensor<128x64xi4>, tensor<4x64xf16>, tensor<4x64xi32>, tensor<8x1xf32>, tensor<64xbf16>) -> tensor<8x64xbf16>
  return %y : tensor<8x64xbf16>
}

// CHECK-LABEL: func.func @quant_linear_mxfp4
// CHECK: "tensor_cast.quant_linear"(%{{.*}}) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x64xf4E2M1FN>, tensor<64x16xf4E2M1FN>, tensor<2x16xf8E8M0FNU>, tensor<4x2xf8E8M0FNU>) -> tensor<4x16xbf16>
func.func @quant_linear_mxfp4(%x: tensor<4x64xf4E2M1FN>, %xs: tensor<4x2xf8E8M0FNU>, %w: tensor<64x16xf4E2M1FN>, %ws: tensor<2x16xf8E8M0FNU>) -> tensor<4x16xbf16> {
  %y = "tensor_cast.quant_linear"(%x, %w, %ws, %xs) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x64xf4E2M1FN>, tensor<64x16xf4E2M1FN>, tensor<2x16xf8E8M0FNU>, tensor<4x2xf8E8M0FNU>) -> tensor<4x16xbf16>
  return %y : tensor<4x16xbf16>
}

// NVFP4: e2m1 data with an e4m3 scale per 16 on both sides and the
// per-tensor global factor; or per column (tc-merge-linear's); or weights
// alone (x unquantized).
// CHECK-LABEL: func.func @quant_linear_nvfp4
// CHECK-SAME: (%[[X:.*]]: tensor<4x64xf4E2M1FN>, %[[XS:.*]]: tensor<4x4xf8E4M3FN>, %[[W:.*]]: tensor<64x16xf4E2M1FN>, %[[WS:.*]]: tensor<4x16xf8E4M3FN>, %[[G:.*]]: tensor<f32>, %[[GN:.*]]: tensor<16xf32>, %[[B:.*]]: tensor<4x64xbf16>)
// CHECK: "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[WS]], %[[XS]], %[[G]]) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<4x64xf4E2M1FN>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>, tensor<4x4xf8E4M3FN>, tensor<f32>) -> tensor<4x16xbf16>
// CHECK: "tensor_cast.quant_linear"(%[[X]], %[[W]], %[[WS]], %[[XS]], %[[GN]]) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<4x64xf4E2M1FN>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>, tensor<4x4xf8E4M3FN>, tensor<16xf32>) -> tensor<4x16xbf16>
// CHECK: "tensor_cast.quant_linear"(%[[B]], %[[W]], %[[WS]], %[[G]]) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 1>} : (tensor<4x64xbf16>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>, tensor<f32>) -> tensor<4x16xbf16>
func.func @quant_linear_nvfp4(%x: tensor<4x64xf4E2M1FN>, %xs: tensor<4x4xf8E4M3FN>, %w: tensor<64x16xf4E2M1FN>, %ws: tensor<4x16xf8E4M3FN>, %g: tensor<f32>, %gn: tensor<16xf32>, %b: tensor<4x64xbf16>) -> (tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) {
  %y = "tensor_cast.quant_linear"(%x, %w, %ws, %xs, %g) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<4x64xf4E2M1FN>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>, tensor<4x4xf8E4M3FN>, tensor<f32>) -> tensor<4x16xbf16>
  %c = "tensor_cast.quant_linear"(%x, %w, %ws, %xs, %gn) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<4x64xf4E2M1FN>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>, tensor<4x4xf8E4M3FN>, tensor<16xf32>) -> tensor<4x16xbf16>
  %o = "tensor_cast.quant_linear"(%b, %w, %ws, %g) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 1>} : (tensor<4x64xbf16>, tensor<64x16xf4E2M1FN>, tensor<4x16xf8E4M3FN>, tensor<f32>) -> tensor<4x16xbf16>
  return %y, %c, %o : tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>
}

// CHECK-LABEL: func.func @dynamic_quantize_nvfp4
// CHECK: "tensor_cast.dynamic_quantize_nvfp4"(%{{.*}}, %{{.*}}) : (tensor<2x8x64xbf16>, tensor<f32>) -> (tensor<2x8x64xf4E2M1FN>, tensor<2x8x4xf8E4M3FN>)
func.func @dynamic_quantize_nvfp4(%x: tensor<2x8x64xbf16>, %g: tensor<f32>) -> tensor<2x8x4xf8E4M3FN> {
  %q:2 = "tensor_cast.dynamic_quantize_nvfp4"(%x, %g) : (tensor<2x8x64xbf16>, tensor<f32>) -> (tensor<2x8x64xf4E2M1FN>, tensor<2x8x4xf8E4M3FN>)
  return %q#1 : tensor<2x8x4xf8E4M3FN>
}

// FP8 blocks: activations quantized per token in groups of 128 along K,
// weights scaled per 128 x 128 block, (K/128, N/128).
// CHECK-LABEL: func.func @quant_linear_fp8_block
// CHECK-SAME: (%[[X:.*]]: tensor<4x256xbf16>, %[[W:.*]]: tensor<256x384xf8E4M3FN>, %[[WS:.*]]: tensor<2x3xf32>)
// CHECK: %[[Q:.*]]:2 = "tensor_cast.dynamic_quantize_symmetric"(%[[X]]) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<4x256xbf16>) -> (tensor<4x256xf8E4M3FN>, tensor<4x2xf32>)
// CHECK: "tensor_cast.quant_linear"(%[[Q]]#0, %[[W]], %[[WS]], %[[Q]]#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x256xf8E4M3FN>, tensor<256x384xf8E4M3FN>, tensor<2x3xf32>, tensor<4x2xf32>) -> tensor<4x384xbf16>
func.func @quant_linear_fp8_block(%x: tensor<4x256xbf16>, %w: tensor<256x384xf8E4M3FN>, %ws: tensor<2x3xf32>) -> tensor<4x384xbf16> {
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<4x256xbf16>) -> (tensor<4x256xf8E4M3FN>, tensor<4x2xf32>)
  %y = "tensor_cast.quant_linear"(%q#0, %w, %ws, %q#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x256xf8E4M3FN>, tensor<256x384xf8E4M3FN>, tensor<2x3xf32>, tensor<4x2xf32>) -> tensor<4x384xbf16>
  return %y : tensor<4x384xbf16>
}

// fp8 weights, per-channel scale, activations not quantized.
// CHECK-LABEL: func.func @quant_linear_fp8
// CHECK: "tensor_cast.quant_linear"(%{{.*}}) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0>} : (tensor<4x64xf16>, tensor<64x16xf8E4M3FN>, tensor<16xf32>) -> tensor<4x16xf16>
func.func @quant_linear_fp8(%x: tensor<4x64xf16>, %w: tensor<64x16xf8E4M3FN>, %ws: tensor<16xf32>) -> tensor<4x16xf16> {
  %y = "tensor_cast.quant_linear"(%x, %w, %ws) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0>} : (tensor<4x64xf16>, tensor<64x16xf8E4M3FN>, tensor<16xf32>) -> tensor<4x16xf16>
  return %y : tensor<4x16xf16>
}

// CHECK-LABEL: func.func @quantize
// CHECK: "tensor_cast.quantize"(%{{.*}}, %{{.*}}) : (tensor<4x64xf16>, tensor<f32>) -> tensor<4x64xi8>
// CHECK: "tensor_cast.quantize"(%{{.*}}, %{{.*}}, %{{.*}}) : (tensor<4x64xf16>, tensor<64xf32>, tensor<64xi32>) -> tensor<4x64xi8>
func.func @quantize(%x: tensor<4x64xf16>, %s: tensor<f32>, %sc: tensor<64xf32>, %o: tensor<64xi32>) -> (tensor<4x64xi8>, tensor<4x64xi8>) {
  %q = "tensor_cast.quantize"(%x, %s) : (tensor<4x64xf16>, tensor<f32>) -> tensor<4x64xi8>
  %q2 = "tensor_cast.quantize"(%x, %sc, %o) : (tensor<4x64xf16>, tensor<64xf32>, tensor<64xi32>) -> tensor<4x64xi8>
  return %q, %q2 : tensor<4x64xi8>, tensor<4x64xi8>
}

// CHECK-LABEL: func.func @dynamic_quantize
// CHECK: %[[Q:.*]]:2 = "tensor_cast.dynamic_quantize_symmetric"(%{{.*}}) {dims = array<i64: -1>} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xi8>, tensor<2x8x1xf32>)
// CHECK: %[[T:.*]]:2 = "tensor_cast.dynamic_quantize_symmetric"(%{{.*}}) {dims = array<i64>} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<f32>)
// CHECK: %[[A:.*]]:3 = "tensor_cast.dynamic_quantize_asymmetric"(%{{.*}}) {dims = array<i64: -1>} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xi8>, tensor<2x8x1xf32>, tensor<2x8x1xi32>)
// CHECK: %[[M:.*]]:2 = "tensor_cast.dynamic_quantize_mxfp4"(%{{.*}}) {group_size = 32 : i64} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf4E2M1FN>, tensor<2x8x2xf8E8M0FNU>)
func.func @dynamic_quantize(%x: tensor<2x8x64xf16>) -> (tensor<2x8x64xi8>, tensor<f32>, tensor<2x8x1xi32>, tensor<2x8x2xf8E8M0FNU>) {
  %q:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64: -1>} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xi8>, tensor<2x8x1xf32>)
  %t:2 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64>} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf8E4M3FN>, tensor<f32>)
  %a:3 = "tensor_cast.dynamic_quantize_asymmetric"(%x) {dims = array<i64: -1>} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xi8>, tensor<2x8x1xf32>, tensor<2x8x1xi32>)
  %m:2 = "tensor_cast.dynamic_quantize_mxfp4"(%x) {group_size = 32 : i64} : (tensor<2x8x64xf16>) -> (tensor<2x8x64xf4E2M1FN>, tensor<2x8x2xf8E8M0FNU>)
  return %q#0, %t#1, %a#2, %m#1 : tensor<2x8x64xi8>, tensor<f32>, tensor<2x8x1xi32>, tensor<2x8x2xf8E8M0FNU>
}

// CHECK-LABEL: func.func @view
// CHECK: "tensor_cast.view"(%{{.*}}) : (tensor<2x8x64xf16>) -> tensor<16x64xf16>
// CHECK: "tensor_cast.view"(%{{.*}}) : (tensor<?x64xf16>) -> tensor<4x64xf16>
func.func @view(%x: tensor<2x8x64xf16>, %d: tensor<?x64xf16>) -> (tensor<16x64xf16>, tensor<4x64xf16>) {
  %y = "tensor_cast.view"(%x) : (tensor<2x8x64xf16>) -> tensor<16x64xf16>
  %z = "tensor_cast.view"(%d) : (tensor<?x64xf16>) -> tensor<4x64xf16>
  return %y, %z : tensor<16x64xf16>, tensor<4x64xf16>
}

// CHECK-LABEL: func.func @norms
// CHECK: "tensor_cast.rms_norm"(%{{.*}}, %{{.*}}) {eps = 9.99999997E-7 : f32}
// CHECK: "tensor_cast.add_rms_norm"(%{{.*}}, %{{.*}}, %{{.*}}) {eps = 9.99999997E-7 : f32}
// CHECK: %{{.*}}:2 = "tensor_cast.add_rms_norm2"(%{{.*}}, %{{.*}}, %{{.*}}) {eps = 9.99999997E-7 : f32} : (tensor<1x8x64xbf16>, tensor<1x8x64xbf16>, tensor<64xbf16>) -> (tensor<1x8x64xbf16>, tensor<1x8x64xbf16>)
func.func @norms(%x: tensor<1x8x64xbf16>, %r: tensor<1x8x64xbf16>, %g: tensor<64xbf16>) -> (tensor<1x8x64xbf16>, tensor<1x8x64xbf16>, tensor<1x8x64xbf16>) {
  %a = "tensor_cast.rms_norm"(%x, %g) {eps = 1.0e-06 : f32} : (tensor<1x8x64xbf16>, tensor<64xbf16>) -> tensor<1x8x64xbf16>
  %b = "tensor_cast.add_rms_norm"(%x, %r, %g) {eps = 1.0e-06 : f32} : (tensor<1x8x64xbf16>, tensor<1x8x64xbf16>, tensor<64xbf16>) -> tensor<1x8x64xbf16>
  %c:2 = "tensor_cast.add_rms_norm2"(%x, %r, %g) {eps = 1.0e-06 : f32} : (tensor<1x8x64xbf16>, tensor<1x8x64xbf16>, tensor<64xbf16>) -> (tensor<1x8x64xbf16>, tensor<1x8x64xbf16>)
  return %a, %b, %c#1 : tensor<1x8x64xbf16>, tensor<1x8x64xbf16>, tensor<1x8x64xbf16>
}

// CHECK-LABEL: func.func @collectives
// CHECK: "tensor_cast.all_reduce"(%{{.*}}) {rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
// CHECK: "tensor_cast.reduce_scatter"(%{{.*}}) {dim = 1 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x4x64xf16>
// CHECK: "tensor_cast.all_gather"(%{{.*}}) {dim = 1 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x64xf16>) -> tensor<1x8x64xf16>
// CHECK: "tensor_cast.all_slice"(%{{.*}}) {dim = 0 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x64xf16>) -> tensor<4x64xf16>
func.func @collectives(%x: tensor<1x8x64xf16> {tensor_cast.sharded}, %y: tensor<8x64xf16>) -> (tensor<1x8x64xf16>, tensor<1x8x64xf16>, tensor<4x64xf16>) {
  %r = "tensor_cast.all_reduce"(%x) {rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  %s = "tensor_cast.reduce_scatter"(%x) {dim = 1 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x4x64xf16>
  %g = "tensor_cast.all_gather"(%s) {dim = 1 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x4x64xf16>) -> tensor<1x8x64xf16>
  %l = "tensor_cast.all_slice"(%y) {dim = 0 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x64xf16>) -> tensor<4x64xf16>
  return %r, %g, %l : tensor<1x8x64xf16>, tensor<1x8x64xf16>, tensor<4x64xf16>
}

// CHECK-LABEL: func.func @markers
// CHECK: %[[B:.*]] = "tensor_cast.region_begin"(%{{.*}}) {id = 0 : i64}
// CHECK: %[[E:.*]] = "tensor_cast.region_end"(%[[B]]) {id = 0 : i64}
// CHECK: "tensor_cast.copy_region"(%[[E]]) {id = 0 : i64}
func.func @markers(%x: tensor<1x8x64xf16>) -> tensor<1x8x64xf16> {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  %e = "tensor_cast.region_end"(%b) {id = 0 : i64} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  %c = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  return %c : tensor<1x8x64xf16>
}

// A vocab-parallel embedding: this rank's quarter of a 64-token vocabulary.
// CHECK-LABEL: func.func @embedding
// CHECK-SAME: (%[[IDS:.*]]: tensor<2x8xi64>, %[[TABLE:.*]]: tensor<16x32xbf16>)
// CHECK: "tensor_cast.embedding"(%[[IDS]], %[[TABLE]]) {rank = 1 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<2x8xi64>, tensor<16x32xbf16>) -> tensor<2x8x32xbf16>
func.func @embedding(%ids: tensor<2x8xi64>, %table: tensor<16x32xbf16>) -> tensor<2x8x32xbf16> {
  %y = "tensor_cast.embedding"(%ids, %table) {rank = 1 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<2x8xi64>, tensor<16x32xbf16>) -> tensor<2x8x32xbf16>
  return %y : tensor<2x8x32xbf16>
}

// RoPE on (B, S, heads, head_dim), plain, with Llama 3's rescaling and with
// YaRN's.
// CHECK-LABEL: func.func @rope
// CHECK-SAME: (%[[X:.*]]: tensor<2x8x4x16xf16>, %[[POS:.*]]: tensor<2x8xi32>)
// CHECK: %[[Y:.*]] = "tensor_cast.rope"(%[[X]], %[[POS]]) {theta = 1.000000e+06 : f64} : (tensor<2x8x4x16xf16>, tensor<2x8xi32>) -> tensor<2x8x4x16xf16>
// CHECK: %[[Z:.*]] = "tensor_cast.rope"(%[[Y]], %[[POS]]) {llama3_scaling = array<f64: 8.000000e+00, 1.000000e+00, 4.000000e+00, 8.192000e+03>, theta = 5.000000e+05 : f64}
// CHECK: "tensor_cast.rope"(%[[Z]], %[[POS]]) {theta = 1.000000e+04 : f64, yarn_scaling = array<f64: 4.000000e+00, 4.096000e+03, 3.200000e+01, 1.000000e+00, 1.138600e+00, 1.000000e+00>}
func.func @rope(%x: tensor<2x8x4x16xf16>, %pos: tensor<2x8xi32>) -> tensor<2x8x4x16xf16> {
  %y = "tensor_cast.rope"(%x, %pos) {theta = 1.0e+06 : f64} : (tensor<2x8x4x16xf16>, tensor<2x8xi32>) -> tensor<2x8x4x16xf16>
  %z = "tensor_cast.rope"(%y, %pos) {theta = 5.0e+05 : f64, llama3_scaling = array<f64: 8.0, 1.0, 4.0, 8192.0>} : (tensor<2x8x4x16xf16>, tensor<2x8xi32>) -> tensor<2x8x4x16xf16>
  %w = "tensor_cast.rope"(%z, %pos) {theta = 1.0e+04 : f64, yarn_scaling = array<f64: 4.0, 4096.0, 32.0, 1.0, 1.1386, 1.0>} : (tensor<2x8x4x16xf16>, tensor<2x8xi32>) -> tensor<2x8x4x16xf16>
  return %w : tensor<2x8x4x16xf16>
}

// Grouped-query attention: prefill (S = T) and decode over a cache (S < T),
// with a sliding window.
// CHECK-LABEL: func.func @attention
// CHECK-SAME: (%[[Q:.*]]: tensor<1x4x8x16xbf16>, %[[K:.*]]: tensor<1x4x2x16xbf16>, %[[V:.*]]: tensor<1x4x2x16xbf16>, %[[Q1:.*]]: tensor<1x1x8x16xbf16>)
// CHECK: "tensor_cast.attention"(%[[Q]], %[[K]], %[[V]]) {scale = 2.500000e-01 : f64} : (tensor<1x4x8x16xbf16>, tensor<1x4x2x16xbf16>, tensor<1x4x2x16xbf16>) -> tensor<1x4x8x16xbf16>
// CHECK: "tensor_cast.attention"(%[[Q1]], %[[K]], %[[V]]) {scale = 2.500000e-01 : f64, sliding_window = 2 : i64} : (tensor<1x1x8x16xbf16>, tensor<1x4x2x16xbf16>, tensor<1x4x2x16xbf16>) -> tensor<1x1x8x16xbf16>
func.func @attention(%q: tensor<1x4x8x16xbf16>, %k: tensor<1x4x2x16xbf16>, %v: tensor<1x4x2x16xbf16>, %q1: tensor<1x1x8x16xbf16>) -> (tensor<1x4x8x16xbf16>, tensor<1x1x8x16xbf16>) {
  %o = "tensor_cast.attention"(%q, %k, %v) {scale = 0.25 : f64} : (tensor<1x4x8x16xbf16>, tensor<1x4x2x16xbf16>, tensor<1x4x2x16xbf16>) -> tensor<1x4x8x16xbf16>
  %o1 = "tensor_cast.attention"(%q1, %k, %v) {scale = 0.25 : f64, sliding_window = 2 : i64} : (tensor<1x1x8x16xbf16>, tensor<1x4x2x16xbf16>, tensor<1x4x2x16xbf16>) -> tensor<1x1x8x16xbf16>
  return %o, %o1 : tensor<1x4x8x16xbf16>, tensor<1x1x8x16xbf16>
}

// An FP8 KV cache: k and v in fp8 with their per-tensor scales.
// CHECK-LABEL: func.func @attention_fp8_cache
// CHECK-SAME: (%[[Q:.*]]: tensor<1x1x8x16xbf16>, %[[K:.*]]: tensor<1x4x2x16xf8E4M3FN>, %[[V:.*]]: tensor<1x4x2x16xf8E4M3FN>, %[[KS:.*]]: tensor<f32>, %[[VS:.*]]: tensor<f32>)
// CHECK: "tensor_cast.attention"(%[[Q]], %[[K]], %[[V]], %[[KS]], %[[VS]]) {scale = 2.500000e-01 : f64} : (tensor<1x1x8x16xbf16>, tensor<1x4x2x16xf8E4M3FN>, tensor<1x4x2x16xf8E4M3FN>, tensor<f32>, tensor<f32>) -> tensor<1x1x8x16xbf16>
func.func @attention_fp8_cache(%q: tensor<1x1x8x16xbf16>, %k: tensor<1x4x2x16xf8E4M3FN>, %v: tensor<1x4x2x16xf8E4M3FN>, %ks: tensor<f32>, %vs: tensor<f32>) -> tensor<1x1x8x16xbf16> {
  %o = "tensor_cast.attention"(%q, %k, %v, %ks, %vs) {scale = 0.25 : f64} : (tensor<1x1x8x16xbf16>, tensor<1x4x2x16xf8E4M3FN>, tensor<1x4x2x16xf8E4M3FN>, tensor<f32>, tensor<f32>) -> tensor<1x1x8x16xbf16>
  return %o : tensor<1x1x8x16xbf16>
}

// CHECK-LABEL: func.func @swiglu
// CHECK-SAME: (%[[G:.*]]: tensor<2x8x64xf16>, %[[U:.*]]: tensor<2x8x64xf16>)
// CHECK: "tensor_cast.swiglu"(%[[G]], %[[U]]) : (tensor<2x8x64xf16>, tensor<2x8x64xf16>) -> tensor<2x8x64xf16>
func.func @swiglu(%g: tensor<2x8x64xf16>, %u: tensor<2x8x64xf16>) -> tensor<2x8x64xf16> {
  %y = "tensor_cast.swiglu"(%g, %u) : (tensor<2x8x64xf16>, tensor<2x8x64xf16>) -> tensor<2x8x64xf16>
  return %y : tensor<2x8x64xf16>
}

// CHECK-LABEL: func.func @moe
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x16xbf16>, %[[L:.*]]: tensor<2x4x8xbf16>)
// CHECK: %[[G:.*]]:2 = "tensor_cast.moe_gate"(%[[L]]) {norm_topk_prob, top_k = 2 : i64} : (tensor<2x4x8xbf16>) -> (tensor<2x4x2xbf16>, tensor<2x4x2xi64>)
// CHECK: %[[D:.*]] = "tensor_cast.moe_dispatch"(%[[X]], %[[G]]#1) : (tensor<2x4x16xbf16>, tensor<2x4x2xi64>) -> tensor<8x2x4x16xbf16>
// CHECK: %[[A:.*]] = "tensor_cast.all_to_all"(%[[D]]) {concat_dim = 2 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>, split_dim = 0 : i64} : (tensor<8x2x4x16xbf16>) -> tensor<4x2x8x16xbf16>
// CHECK: %[[B:.*]] = "tensor_cast.all_to_all"(%[[A]]) {concat_dim = 0 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>, split_dim = 2 : i64} : (tensor<4x2x8x16xbf16>) -> tensor<8x2x4x16xbf16>
// CHECK: "tensor_cast.moe_combine"(%[[B]], %[[G]]#0, %[[G]]#1) : (tensor<8x2x4x16xbf16>, tensor<2x4x2xbf16>, tensor<2x4x2xi64>) -> tensor<2x4x16xbf16>
func.func @moe(%x: tensor<2x4x16xbf16>, %l: tensor<2x4x8xbf16>) -> tensor<2x4x16xbf16> {
  %g:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64, norm_topk_prob} : (tensor<2x4x8xbf16>) -> (tensor<2x4x2xbf16>, tensor<2x4x2xi64>)
  %d = "tensor_cast.moe_dispatch"(%x, %g#1) : (tensor<2x4x16xbf16>, tensor<2x4x2xi64>) -> tensor<8x2x4x16xbf16>
  %a = "tensor_cast.all_to_all"(%d) {split_dim = 0 : i64, concat_dim = 2 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x2x4x16xbf16>) -> tensor<4x2x8x16xbf16>
  %b = "tensor_cast.all_to_all"(%a) {split_dim = 2 : i64, concat_dim = 0 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x2x8x16xbf16>) -> tensor<8x2x4x16xbf16>
  %c = "tensor_cast.moe_combine"(%b, %g#0, %g#1) : (tensor<8x2x4x16xbf16>, tensor<2x4x2xbf16>, tensor<2x4x2xi64>) -> tensor<2x4x16xbf16>
  return %c : tensor<2x4x16xbf16>
}

// Expert parallelism with every token on every rank: this rank's half of the
// 8 experts' rows, combined over them alone, summed over the ranks.
// CHECK-LABEL: func.func @moe_chunk
// CHECK: %[[S:.*]] = "tensor_cast.all_slice"(%[[D:.*]]) {dim = 0 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x2x4x16xbf16>) -> tensor<4x2x4x16xbf16>
// CHECK: %[[C:.*]] = "tensor_cast.moe_combine"(%[[S]], %{{.*}}#0, %{{.*}}#1) {rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x2x4x16xbf16>, tensor<2x4x2xbf16>, tensor<2x4x2xi64>) -> tensor<2x4x16xbf16>
// CHECK: "tensor_cast.all_reduce"(%[[C]])
func.func @moe_chunk(%x: tensor<2x4x16xbf16>, %l: tensor<2x4x8xbf16>) -> tensor<2x4x16xbf16> {
  %g:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64} : (tensor<2x4x8xbf16>) -> (tensor<2x4x2xbf16>, tensor<2x4x2xi64>)
  %d = "tensor_cast.moe_dispatch"(%x, %g#1) : (tensor<2x4x16xbf16>, tensor<2x4x2xi64>) -> tensor<8x2x4x16xbf16>
  %s = "tensor_cast.all_slice"(%d) {dim = 0 : i64, rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x2x4x16xbf16>) -> tensor<4x2x4x16xbf16>
  %c = "tensor_cast.moe_combine"(%s, %g#0, %g#1) {rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<4x2x4x16xbf16>, tensor<2x4x2xbf16>, tensor<2x4x2xi64>) -> tensor<2x4x16xbf16>
  %r = "tensor_cast.all_reduce"(%c) {rank = 1 : i64, rank_group = array<i64: 0, 1>} : (tensor<2x4x16xbf16>) -> tensor<2x4x16xbf16>
  return %r : tensor<2x4x16xbf16>
}

// A piece of a transposed, split weight (kv heads over two ranks each), an
// expert by rank, a bias held once, and joined logits: all valid.
// CHECK-LABEL: func.func @mla
// CHECK-SAME: (%[[Q:.*]]: tensor<2x1x4x8xbf16>, %[[W:.*]]: tensor<4x8x16xbf16>, %[[C:.*]]: tensor<2x5x1x20xbf16>, %[[P:.*]]: tensor<2x1xi64>)
// CHECK: %[[QL:.*]] = "tensor_cast.head_linear"(%[[Q]], %[[W]]) : (tensor<2x1x4x8xbf16>, tensor<4x8x16xbf16>) -> tensor<2x1x4x16xbf16>
// CHECK: %[[R:.*]] = "tensor_cast.rope"(%[[Q]], %[[P]]) {interleaved, theta = 1.000000e+04 : f64}
// CHECK: %[[V:.*]] = tensor.extract_slice %[[C]]
// CHECK: "tensor_cast.attention"(%{{.*}}, %[[C]], %[[V]]) {scale = 1.250000e-01 : f64} : (tensor<2x1x4x20xbf16>, tensor<2x5x1x20xbf16>, tensor<2x5x1x16xbf16>) -> tensor<2x1x4x16xbf16>
func.func @mla(%q: tensor<2x1x4x8xbf16>, %w: tensor<4x8x16xbf16>, %c: tensor<2x5x1x20xbf16>, %p: tensor<2x1xi64>) -> tensor<2x1x4x16xbf16> {
  %ql = "tensor_cast.head_linear"(%q, %w) : (tensor<2x1x4x8xbf16>, tensor<4x8x16xbf16>) -> tensor<2x1x4x16xbf16>
  %r = "tensor_cast.rope"(%q, %p) {theta = 1.0e+04 : f64, interleaved} : (tensor<2x1x4x8xbf16>, tensor<2x1xi64>) -> tensor<2x1x4x8xbf16>
  %pe = tensor.extract_slice %r[0, 0, 0, 0] [2, 1, 4, 4] [1, 1, 1, 1] : tensor<2x1x4x8xbf16> to tensor<2x1x4x4xbf16>
  %qc = tensor.concat dim(3) %ql, %pe : (tensor<2x1x4x16xbf16>, tensor<2x1x4x4xbf16>) -> tensor<2x1x4x20xbf16>
  %v = tensor.extract_slice %c[0, 0, 0, 0] [2, 5, 1, 16] [1, 1, 1, 1] : tensor<2x5x1x20xbf16> to tensor<2x5x1x16xbf16>
  %o = "tensor_cast.attention"(%qc, %c, %v) {scale = 0.125 : f64} : (tensor<2x1x4x20xbf16>, tensor<2x5x1x20xbf16>, tensor<2x5x1x16xbf16>) -> tensor<2x1x4x16xbf16>
  return %o : tensor<2x1x4x16xbf16>
}

// CHECK-LABEL: func.func @deepseek_routing
// CHECK-SAME: (%[[L:.*]]: tensor<2x8xf32>, %[[B:.*]]: tensor<8xf32>)
// CHECK: "tensor_cast.moe_gate"(%[[L]], %[[B]]) {n_group = 4 : i64, norm_topk_prob, routed_scaling_factor = 2.500000e+00 : f64, scoring_func = "sigmoid", top_k = 2 : i64, topk_group = 2 : i64, topk_method = "noaux_tc"}
// CHECK: "tensor_cast.moe_gate"(%[[L]]) {n_group = 2 : i64, top_k = 2 : i64, topk_group = 1 : i64, topk_method = "group_limited_greedy"}
func.func @deepseek_routing(%l: tensor<2x8xf32>, %b: tensor<8xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %g:2 = "tensor_cast.moe_gate"(%l, %b) {top_k = 2 : i64, scoring_func = "sigmoid", topk_method = "noaux_tc", n_group = 4 : i64, topk_group = 2 : i64, norm_topk_prob, routed_scaling_factor = 2.5 : f64} : (tensor<2x8xf32>, tensor<8xf32>) -> (tensor<2x2xf32>, tensor<2x2xi64>)
  %h:2 = "tensor_cast.moe_gate"(%l) {top_k = 2 : i64, topk_method = "group_limited_greedy", n_group = 2 : i64, topk_group = 1 : i64} : (tensor<2x8xf32>) -> (tensor<2x2xf32>, tensor<2x2xi64>)
  return %g#0, %h#0 : tensor<2x2xf32>, tensor<2x2xf32>
}

// CHECK-LABEL: func.func @sources
// CHECK-SAME: tensor_cast.source = {name = "model.layers.0.self_attn.k_proj.weight", shape = array<i64: 64, 32>, split = array<i64: 1, 4, 2>, transpose}
// CHECK-SAME: tensor_cast.source = {expert = array<i64: 3, 8, 2>, name = "model.layers.0.mlp.experts.{}.down_proj.weight", shape = array<i64: 32, 16>, transpose}
// CHECK-SAME: tensor_cast.source = {name = "model.layers.0.self_attn.o_proj.bias", partial = 8 : i64, shape = array<i64: 32>}
// CHECK-SAME: tensor_cast.source = {name = "logits", shape = array<i64: 1, 1, 500>, split = array<i64: 2, 8, 1>}
// CHECK-LABEL: func.func @data_parallel_sources
// CHECK-SAME: tensor_cast.source = {name = "past_key_values.0.key", shape = array<i64: 8, 5, 4, 16>, split = array<i64: 0, 4, 2, 2, 2, 1>}
// CHECK-SAME: tensor_cast.source = {name = "logits", shape = array<i64: 8, 1, 512>, split = array<i64: 0, 4, 2, 2, 2, 1>}
func.func @sources(
    %k: tensor<32x16xf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.k_proj.weight", shape = array<i64: 64, 32>, transpose, split = array<i64: 1, 4, 2>}},
    %e: tensor<16x32xf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.mlp.experts.{}.down_proj.weight", shape = array<i64: 32, 16>, transpose, expert = array<i64: 3, 8, 2>}},
    %b: tensor<32xf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.o_proj.bias", shape = array<i64: 32>, partial = 8}},
    %l: tensor<1x1x63xf16>) -> (tensor<1x1x63xf16> {tensor_cast.source = {name = "logits", shape = array<i64: 1, 1, 500>, split = array<i64: 2, 8, 1>}}) {
  return %l : tensor<1x1x63xf16>
}

// Attention data parallelism cuts the batch over 4 groups of 2 ranks, and
// tensor parallelism the heads (kv heads) or the vocabulary over a group's 2.
func.func @data_parallel_sources(
    %k: tensor<2x5x2x16xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "past_key_values.0.key", shape = array<i64: 8, 5, 4, 16>, split = array<i64: 0, 4, 2, 2, 2, 1>}},
    %l: tensor<2x1x256xbf16>) -> (tensor<2x1x256xbf16> {tensor_cast.source = {name = "logits", shape = array<i64: 8, 1, 512>, split = array<i64: 0, 4, 2, 2, 2, 1>}}) {
  return %l : tensor<2x1x256xbf16>
}
