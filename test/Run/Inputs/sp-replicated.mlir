// The replicated twins of test/Passes/sequence-parallel-per-rank.mlir and
// sequence-parallel-sink-per-rank.mlir: norm weights, scales and offsets the
// same on every rank (arguments without tensor_cast.sharded, values computed
// from them, all_reduce outputs over the rewrite's group, constants), so
// tc-sequence-parallel must rewrite and stay exact.
func.func @p1_weight_argument(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %g: tensor<16xf16>) -> tensor<1x8x16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}
func.func @p1_marker_weight_computed(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>, %d: tensor<16xf16>) -> tensor<1x8x16xf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %b = "tensor_cast.region_begin"(%r) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %w = arith.mulf %g, %d : tensor<16xf16>
  %n = "tensor_cast.add_rms_norm"(%b, %res, %w) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}
func.func @p2_weight_all_reduced(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %gp: tensor<16xf16> {tensor_cast.sharded}) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %g = "tensor_cast.all_reduce"(%gp) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<16xf16>) -> tensor<16xf16>
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h:2 = "tensor_cast.add_rms_norm2"(%res, %a, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  return %h#0, %h#1 : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}
func.func @p3_weight_constant(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>) -> tensor<1x8x16xf16> {
  %g = arith.constant dense<1.5> : tensor<16xf16>
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s = arith.addf %res, %a : tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%s, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}
func.func @p3_chain_view_markers(%x0: tensor<1x8x16xf16> {tensor_cast.sharded}, %x: tensor<8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %res2: tensor<1x8x16xf16>, %g2: tensor<32xf16> {tensor_cast.sharded}) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %gs = "tensor_cast.all_gather"(%g2) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<32xf16>) -> tensor<64xf16>
  %g = tensor.extract_slice %gs[8] [16] [1] : tensor<64xf16> to tensor<16xf16>
  %a0 = "tensor_cast.all_reduce"(%x0) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %b = "tensor_cast.region_begin"(%a0) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n0 = "tensor_cast.rms_norm"(%b, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x16xf16>) -> tensor<8x16xf16>
  %v = "tensor_cast.view"(%a) : (tensor<8x16xf16>) -> tensor<1x8x16xf16>
  %s = arith.addf %res, %v : tensor<1x8x16xf16>
  %e = "tensor_cast.region_end"(%s) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %c = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.add_rms_norm"(%c, %res2, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n, %n0 : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}
func.func @p3_fused_view(%x: tensor<8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> tensor<1x8x16xf16> {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<8x16xf16>) -> tensor<8x16xf16>
  %v = "tensor_cast.view"(%a) : (tensor<8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.add_rms_norm"(%res, %v, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n : tensor<1x8x16xf16>
}
func.func @quantize_replicated_factors(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %g: tensor<16xf16>, %s: tensor<f32>, %op: tensor<i32> {tensor_cast.sharded}) -> tensor<1x8x16xi8> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%r, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %o = "tensor_cast.all_reduce"(%op) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<i32>) -> tensor<i32>
  %q = "tensor_cast.quantize"(%n, %s, %o) : (tensor<1x8x16xf16>, tensor<f32>, tensor<i32>) -> tensor<1x8x16xi8>
  return %q : tensor<1x8x16xi8>
}
// P3 with an add that has other users: returned, and the next layer's
// residual (through the gather, and through a slice P2 made).
func.func @p3_shared_add(%x: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %a = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s = arith.addf %res, %a : tensor<1x8x16xf16>
  %n = "tensor_cast.rms_norm"(%s, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n, %s : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}
func.func @p3_written_out(%x0: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>, %w: tensor<16x16xf16> {tensor_cast.sharded}) -> tensor<1x8x16xf16> {
  %a0 = "tensor_cast.all_reduce"(%x0) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s0 = arith.addf %res, %a0 : tensor<1x8x16xf16>
  %n0 = "tensor_cast.rms_norm"(%s0, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %o = "tensor_cast.linear"(%n0, %w) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  %a1 = "tensor_cast.all_reduce"(%o) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s1 = arith.addf %s0, %a1 : tensor<1x8x16xf16>
  %n1 = "tensor_cast.rms_norm"(%s1, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  return %n1 : tensor<1x8x16xf16>
}
func.func @p3_written_out_after_p2(%x0: tensor<1x8x16xf16> {tensor_cast.sharded}, %res: tensor<1x8x16xf16>, %g: tensor<16xf16>, %w: tensor<16x16xf16> {tensor_cast.sharded}) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>) {
  %a0 = "tensor_cast.all_reduce"(%x0) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %s0 = arith.addf %res, %a0 : tensor<1x8x16xf16>
  %n0 = "tensor_cast.rms_norm"(%s0, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<16xf16>) -> tensor<1x8x16xf16>
  %o = "tensor_cast.linear"(%n0, %w) : (tensor<1x8x16xf16>, tensor<16x16xf16>) -> tensor<1x8x16xf16>
  %a1 = "tensor_cast.all_reduce"(%o) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %h:2 = "tensor_cast.add_rms_norm2"(%a1, %s0, %g) {eps = 1.0e-05 : f32} : (tensor<1x8x16xf16>, tensor<1x8x16xf16>, tensor<16xf16>) -> (tensor<1x8x16xf16>, tensor<1x8x16xf16>)
  return %h#0, %h#1 : tensor<1x8x16xf16>, tensor<1x8x16xf16>
}
