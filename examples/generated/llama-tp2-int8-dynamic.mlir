// tc-gen --layers=2 --batch=1 --seq=8 --hidden=64 --heads=4 --kv-heads=2 --ffn=128 --world-size=2 --rank=0 --quant=int8-dynamic --dtype=f16
func.func @decoder(
    %emb: tensor<1x8x64xf16> {tensor_cast.sharded},
    %g_final: tensor<64xf16>,
    %g_in_0: tensor<64xf16>,
    %g_post_0: tensor<64xf16>,
    %w_q_0: tensor<64x32xi8> {tensor_cast.sharded},
    %ws_q_0: tensor<32xf32> {tensor_cast.sharded},
    %w_k_0: tensor<64x16xi8> {tensor_cast.sharded},
    %ws_k_0: tensor<16xf32> {tensor_cast.sharded},
    %w_v_0: tensor<64x16xi8> {tensor_cast.sharded},
    %ws_v_0: tensor<16xf32> {tensor_cast.sharded},
    %w_o_0: tensor<32x64xi8> {tensor_cast.sharded},
    %ws_o_0: tensor<64xf32> {tensor_cast.sharded},
    %w_gate_0: tensor<64x64xi8> {tensor_cast.sharded},
    %ws_gate_0: tensor<64xf32> {tensor_cast.sharded},
    %w_up_0: tensor<64x64xi8> {tensor_cast.sharded},
    %ws_up_0: tensor<64xf32> {tensor_cast.sharded},
    %w_down_0: tensor<64x64xi8> {tensor_cast.sharded},
    %ws_down_0: tensor<64xf32> {tensor_cast.sharded}) -> tensor<1x8x64xf16> {
  %h0 = "tensor_cast.all_reduce"(%emb) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  %begin = "tensor_cast.region_begin"(%h0) {id = 0 : i64} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16> loc("layers.0"("llama-tp2-int8-dynamic.mlir":22:3))
  %l0_in = "tensor_cast.rms_norm"(%begin, %g_in_0) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<64xf16>) -> tensor<1x8x64xf16> loc("layers.0.input_layernorm"("llama-tp2-int8-dynamic.mlir":23:3))
  %l0_q_xv = "tensor_cast.view"(%l0_in) : (tensor<1x8x64xf16>) -> tensor<8x64xf16> loc("layers.0.self_attn.q_proj"("llama-tp2-int8-dynamic.mlir":24:3))
  %l0_q_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l0_q_xv) {dims = array<i64: -1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>) loc("layers.0.self_attn.q_proj"("llama-tp2-int8-dynamic.mlir":25:3))
  %l0_q_y = "tensor_cast.quant_linear"(%l0_q_xq#0, %w_q_0, %ws_q_0, %l0_q_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x32xi8>, tensor<32xf32>, tensor<8x1xf32>) -> tensor<8x32xf16> loc("layers.0.self_attn.q_proj"("llama-tp2-int8-dynamic.mlir":26:3))
  %l0_q = "tensor_cast.view"(%l0_q_y) : (tensor<8x32xf16>) -> tensor<1x8x32xf16> loc("layers.0.self_attn.q_proj"("llama-tp2-int8-dynamic.mlir":27:3))
  %l0_k_xv = "tensor_cast.view"(%l0_in) : (tensor<1x8x64xf16>) -> tensor<8x64xf16> loc("layers.0.self_attn.k_proj"("llama-tp2-int8-dynamic.mlir":28:3))
  %l0_k_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l0_k_xv) {dims = array<i64: -1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>) loc("layers.0.self_attn.k_proj"("llama-tp2-int8-dynamic.mlir":29:3))
  %l0_k_y = "tensor_cast.quant_linear"(%l0_k_xq#0, %w_k_0, %ws_k_0, %l0_k_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x16xi8>, tensor<16xf32>, tensor<8x1xf32>) -> tensor<8x16xf16> loc("layers.0.self_attn.k_proj"("llama-tp2-int8-dynamic.mlir":30:3))
  %l0_k = "tensor_cast.view"(%l0_k_y) : (tensor<8x16xf16>) -> tensor<1x8x16xf16> loc("layers.0.self_attn.k_proj"("llama-tp2-int8-dynamic.mlir":31:3))
  %l0_v_xv = "tensor_cast.view"(%l0_in) : (tensor<1x8x64xf16>) -> tensor<8x64xf16> loc("layers.0.self_attn.v_proj"("llama-tp2-int8-dynamic.mlir":32:3))
  %l0_v_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l0_v_xv) {dims = array<i64: -1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>) loc("layers.0.self_attn.v_proj"("llama-tp2-int8-dynamic.mlir":33:3))
  %l0_v_y = "tensor_cast.quant_linear"(%l0_v_xq#0, %w_v_0, %ws_v_0, %l0_v_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x16xi8>, tensor<16xf32>, tensor<8x1xf32>) -> tensor<8x16xf16> loc("layers.0.self_attn.v_proj"("llama-tp2-int8-dynamic.mlir":34:3))
  %l0_v = "tensor_cast.view"(%l0_v_y) : (tensor<8x16xf16>) -> tensor<1x8x16xf16> loc("layers.0.self_attn.v_proj"("llama-tp2-int8-dynamic.mlir":35:3))
  %l0_kr = tensor.concat dim(2) %l0_k, %l0_k : (tensor<1x8x16xf16>, tensor<1x8x16xf16>) -> tensor<1x8x32xf16> loc("layers.0.self_attn"("llama-tp2-int8-dynamic.mlir":36:3))
  %l0_vr = tensor.concat dim(2) %l0_v, %l0_v : (tensor<1x8x16xf16>, tensor<1x8x16xf16>) -> tensor<1x8x32xf16> loc("layers.0.self_attn"("llama-tp2-int8-dynamic.mlir":37:3))
  %l0_qk = arith.mulf %l0_q, %l0_kr : tensor<1x8x32xf16> loc("layers.0.self_attn"("llama-tp2-int8-dynamic.mlir":38:3))
  %l0_attn = arith.addf %l0_qk, %l0_vr : tensor<1x8x32xf16> loc("layers.0.self_attn"("llama-tp2-int8-dynamic.mlir":39:3))
  %l0_o_xv = "tensor_cast.view"(%l0_attn) : (tensor<1x8x32xf16>) -> tensor<8x32xf16> loc("layers.0.self_attn.o_proj"("llama-tp2-int8-dynamic.mlir":40:3))
  %l0_o_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l0_o_xv) {dims = array<i64: -1>} : (tensor<8x32xf16>) -> (tensor<8x32xi8>, tensor<8x1xf32>) loc("layers.0.self_attn.o_proj"("llama-tp2-int8-dynamic.mlir":41:3))
  %l0_o_y = "tensor_cast.quant_linear"(%l0_o_xq#0, %w_o_0, %ws_o_0, %l0_o_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x32xi8>, tensor<32x64xi8>, tensor<64xf32>, tensor<8x1xf32>) -> tensor<8x64xf16> loc("layers.0.self_attn.o_proj"("llama-tp2-int8-dynamic.mlir":42:3))
  %l0_o = "tensor_cast.view"(%l0_o_y) : (tensor<8x64xf16>) -> tensor<1x8x64xf16> loc("layers.0.self_attn.o_proj"("llama-tp2-int8-dynamic.mlir":43:3))
  %l0_o_sum = "tensor_cast.all_reduce"(%l0_o) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16> loc("layers.0.self_attn.o_proj"("llama-tp2-int8-dynamic.mlir":44:3))
  %l0_post:2 = "tensor_cast.add_rms_norm2"(%l0_o_sum, %begin, %g_post_0) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<1x8x64xf16>, tensor<64xf16>) -> (tensor<1x8x64xf16>, tensor<1x8x64xf16>) loc("layers.0.post_attention_layernorm"("llama-tp2-int8-dynamic.mlir":45:3))
  %l0_gate_xv = "tensor_cast.view"(%l0_post#0) : (tensor<1x8x64xf16>) -> tensor<8x64xf16> loc("layers.0.mlp.gate_proj"("llama-tp2-int8-dynamic.mlir":46:3))
  %l0_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l0_gate_xv) {dims = array<i64: -1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>) loc("layers.0.mlp.gate_proj"("llama-tp2-int8-dynamic.mlir":47:3))
  %l0_gate_y = "tensor_cast.quant_linear"(%l0_gate_xq#0, %w_gate_0, %ws_gate_0, %l0_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x64xi8>, tensor<64xf32>, tensor<8x1xf32>) -> tensor<8x64xf16> loc("layers.0.mlp.gate_proj"("llama-tp2-int8-dynamic.mlir":48:3))
  %l0_gate = "tensor_cast.view"(%l0_gate_y) : (tensor<8x64xf16>) -> tensor<1x8x64xf16> loc("layers.0.mlp.gate_proj"("llama-tp2-int8-dynamic.mlir":49:3))
  %l0_up_xv = "tensor_cast.view"(%l0_post#0) : (tensor<1x8x64xf16>) -> tensor<8x64xf16> loc("layers.0.mlp.up_proj"("llama-tp2-int8-dynamic.mlir":50:3))
  %l0_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l0_up_xv) {dims = array<i64: -1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>) loc("layers.0.mlp.up_proj"("llama-tp2-int8-dynamic.mlir":51:3))
  %l0_up_y = "tensor_cast.quant_linear"(%l0_up_xq#0, %w_up_0, %ws_up_0, %l0_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x64xi8>, tensor<64xf32>, tensor<8x1xf32>) -> tensor<8x64xf16> loc("layers.0.mlp.up_proj"("llama-tp2-int8-dynamic.mlir":52:3))
  %l0_up = "tensor_cast.view"(%l0_up_y) : (tensor<8x64xf16>) -> tensor<1x8x64xf16> loc("layers.0.mlp.up_proj"("llama-tp2-int8-dynamic.mlir":53:3))
  %l0_act = arith.mulf %l0_gate, %l0_up : tensor<1x8x64xf16> loc("layers.0.mlp.act_fn"("llama-tp2-int8-dynamic.mlir":54:3))
  %l0_down_xv = "tensor_cast.view"(%l0_act) : (tensor<1x8x64xf16>) -> tensor<8x64xf16> loc("layers.0.mlp.down_proj"("llama-tp2-int8-dynamic.mlir":55:3))
  %l0_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l0_down_xv) {dims = array<i64: -1>} : (tensor<8x64xf16>) -> (tensor<8x64xi8>, tensor<8x1xf32>) loc("layers.0.mlp.down_proj"("llama-tp2-int8-dynamic.mlir":56:3))
  %l0_down_y = "tensor_cast.quant_linear"(%l0_down_xq#0, %w_down_0, %ws_down_0, %l0_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<8x64xi8>, tensor<64x64xi8>, tensor<64xf32>, tensor<8x1xf32>) -> tensor<8x64xf16> loc("layers.0.mlp.down_proj"("llama-tp2-int8-dynamic.mlir":57:3))
  %l0_down = "tensor_cast.view"(%l0_down_y) : (tensor<8x64xf16>) -> tensor<1x8x64xf16> loc("layers.0.mlp.down_proj"("llama-tp2-int8-dynamic.mlir":58:3))
  %l0_down_sum = "tensor_cast.all_reduce"(%l0_down) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16> loc("layers.0.mlp.down_proj"("llama-tp2-int8-dynamic.mlir":59:3))
  %l0_out = arith.addf %l0_post#1, %l0_down_sum : tensor<1x8x64xf16> loc("layers.0"("llama-tp2-int8-dynamic.mlir":60:3))
  %c0 = "tensor_cast.region_end"(%l0_out) {id = 0 : i64} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16> loc("layers.0"("llama-tp2-int8-dynamic.mlir":61:3))
  %c1 = "tensor_cast.copy_region"(%c0) {id = 0 : i64} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16> loc("layers.1"("llama-tp2-int8-dynamic.mlir":62:3))
  %y = "tensor_cast.rms_norm"(%c1, %g_final) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<64xf16>) -> tensor<1x8x64xf16> loc("norm"("llama-tp2-int8-dynamic.mlir":63:3))
  return %y : tensor<1x8x64xf16>
}
