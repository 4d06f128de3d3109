// One decoder layer of a tensor-parallel (world size 2, rank 0) Llama-style
// model, as the simulator traces it: input norm, q/k/v projections on int8
// per-token activations (views to (-1, H) before the quantize), an attention
// stand-in, o_proj + all_reduce, add_rms_norm2, gate/up, down + all_reduce,
// add_rms_norm2. Batch 1, sequence 8, hidden 64, q 64 / kv 32 (GQA), FFN 128.
//
//   tc-opt --tc-pipeline examples/decoder_layer.mlir
func.func @decoder_layer(
    %hidden: tensor<1x8x64xf16>, %residual: tensor<1x8x64xf16>,
    %g_in: tensor<64xf16>, %g_post: tensor<64xf16>,
    %wq: tensor<64x64xi8> {tensor_cast.sharded}, %sq: tensor<64xf32> {tensor_cast.sharded},
    %wk: tensor<64x32xi8> {tensor_cast.sharded}, %sk: tensor<32xf32> {tensor_cast.sharded},
    %wv: tensor<64x32xi8> {tensor_cast.sharded}, %sv: tensor<32xf32> {tensor_cast.sharded},
    %wo: tensor<64x64xf16> {tensor_cast.sharded},
    %wg: tensor<64x128xf16> {tensor_cast.sharded}, %wu: tensor<64x128xf16> {tensor_cast.sharded},
    %wd: tensor<128x64xf16> {tensor_cast.sharded})
    -> (tensor<1x8x64xf16>, tensor<1x8x64xf16>) {
  %h:2 = "tensor_cast.add_rms_norm2"(%hidden, %residual, %g_in) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<1x8x64xf16>, tensor<64xf16>) -> (tensor<1x8x64xf16>, tensor<1x8x64xf16>)

  // q/k/v: each projection views the normed input to (-1, H) and quantizes it.
  %vq = "tensor_cast.view"(%h#0) : (tensor<1x8x64xf16>) -> tensor<8x64xf16>
  %xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%vq) {dims = array<i64: -1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>)
  %q = "tensor_cast.quant_linear"(%xq#0, %wq, %sq, %xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x64xi8>, tensor<64xf32>, tensor<8x1xf32>) -> tensor<8x64xf16>
  %vk = "tensor_cast.view"(%h#0) : (tensor<1x8x64xf16>) -> tensor<8x64xf16>
  %xk:2 = "tensor_cast.dynamic_quantize_symmetric"(%vk) {dims = array<i64: -1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>)
  %k = "tensor_cast.quant_linear"(%xk#0, %wk, %sk, %xk#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x32xi8>, tensor<32xf32>, tensor<8x1xf32>) -> tensor<8x32xf16>
  %vv = "tensor_cast.view"(%h#0) : (tensor<1x8x64xf16>) -> tensor<8x64xf16>
  %xv:2 = "tensor_cast.dynamic_quantize_symmetric"(%vv) {dims = array<i64: -1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>)
  %v = "tensor_cast.quant_linear"(%xv#0, %wv, %sv, %xv#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x32xi8>, tensor<32xf32>, tensor<8x1xf32>) -> tensor<8x32xf16>

  // Attention stand-in: elementwise ops over q, k and v with the right shapes.
  %kv = tensor.concat dim(1) %k, %v : (tensor<8x32xf16>, tensor<8x32xf16>) -> tensor<8x64xf16>
  %attn = arith.mulf %q, %kv : tensor<8x64xf16>

  %o = "tensor_cast.linear"(%attn, %wo) : (tensor<8x64xf16>, tensor<64x64xf16>) -> tensor<8x64xf16>
  %o3 = "tensor_cast.view"(%o) : (tensor<8x64xf16>) -> tensor<1x8x64xf16>
  %o_sum = "tensor_cast.all_reduce"(%o3) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  %p:2 = "tensor_cast.add_rms_norm2"(%o_sum, %h#1, %g_post) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<1x8x64xf16>, tensor<64xf16>) -> (tensor<1x8x64xf16>, tensor<1x8x64xf16>)

  // MLP: gate and up share their input; down is row-parallel.
  %gate = "tensor_cast.linear"(%p#0, %wg) : (tensor<1x8x64xf16>, tensor<64x128xf16>) -> tensor<1x8x128xf16>
  %up = "tensor_cast.linear"(%p#0, %wu) : (tensor<1x8x64xf16>, tensor<64x128xf16>) -> tensor<1x8x128xf16>
  %act = arith.mulf %gate, %up : tensor<1x8x128xf16>
  %down = "tensor_cast.linear"(%act, %wd) : (tensor<1x8x128xf16>, tensor<128x64xf16>) -> tensor<1x8x64xf16>
  %d_sum = "tensor_cast.all_reduce"(%down) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  return %d_sum, %p#1 : tensor<1x8x64xf16>, tensor<1x8x64xf16>
}
