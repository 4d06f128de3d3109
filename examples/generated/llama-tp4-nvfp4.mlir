// tc-gen --layers=2 --batch=1 --seq=8 --hidden=256 --heads=8 --kv-heads=4 --ffn=512 --world-size=4 --rank=0 --quant=nvfp4 --dtype=f16 --qkv-bias
func.func @decoder(
    %emb: tensor<1x8x256xf16> {tensor_cast.sharded},
    %g_final: tensor<256xf16>,
    %g_in_0: tensor<256xf16>,
    %g_post_0: tensor<256xf16>,
    %xg_attn_0: tensor<f32>,
    %xg_o_0: tensor<f32>,
    %xg_mlp_0: tensor<f32>,
    %xg_down_0: tensor<f32>,
    %w_q_0: tensor<256x64xf4E2M1FN> {tensor_cast.sharded},
    %ws_q_0: tensor<16x64xf8E4M3FN> {tensor_cast.sharded},
    %wg_q_0: tensor<f32>,
    %b_q_0: tensor<64xf16> {tensor_cast.sharded},
    %w_k_0: tensor<256x32xf4E2M1FN> {tensor_cast.sharded},
    %ws_k_0: tensor<16x32xf8E4M3FN> {tensor_cast.sharded},
    %wg_k_0: tensor<f32>,
    %b_k_0: tensor<32xf16> {tensor_cast.sharded},
    %w_v_0: tensor<256x32xf4E2M1FN> {tensor_cast.sharded},
    %ws_v_0: tensor<16x32xf8E4M3FN> {tensor_cast.sharded},
    %wg_v_0: tensor<f32>,
    %b_v_0: tensor<32xf16> {tensor_cast.sharded},
    %w_o_0: tensor<64x256xf4E2M1FN> {tensor_cast.sharded},
    %ws_o_0: tensor<4x256xf8E4M3FN> {tensor_cast.sharded},
    %wg_o_0: tensor<f32>,
    %w_gate_0: tensor<256x128xf4E2M1FN> {tensor_cast.sharded},
    %ws_gate_0: tensor<16x128xf8E4M3FN> {tensor_cast.sharded},
    %wg_gate_0: tensor<f32>,
    %w_up_0: tensor<256x128xf4E2M1FN> {tensor_cast.sharded},
    %ws_up_0: tensor<16x128xf8E4M3FN> {tensor_cast.sharded},
    %wg_up_0: tensor<f32>,
    %w_down_0: tensor<128x256xf4E2M1FN> {tensor_cast.sharded},
    %ws_down_0: tensor<8x256xf8E4M3FN> {tensor_cast.sharded},
    %wg_down_0: tensor<f32>) -> tensor<1x8x256xf16> {
  %h0 = "tensor_cast.all_reduce"(%emb) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<1x8x256xf16>) -> tensor<1x8x256xf16>
  %begin = "tensor_cast.region_begin"(%h0) {id = 0 : i64} : (tensor<1x8x256xf16>) -> tensor<1x8x256xf16> loc("layers.0"("llama-tp4-nvfp4.mlir":36:3))
  %l0_in = "tensor_cast.rms_norm"(%begin, %g_in_0) {eps = 1.0e-05 : f32} : (tensor<1x8x256xf16>, tensor<256xf16>) -> tensor<1x8x256xf16> loc("layers.0.input_layernorm"("llama-tp4-nvfp4.mlir":37:3))
  %l0_q_xv = "tensor_cast.view"(%l0_in) : (tensor<1x8x256xf16>) -> tensor<8x256xf16> loc("layers.0.self_attn.q_proj"("llama-tp4-nvfp4.mlir":38:3))
  %l0_q_xq:2 = "tensor_cast.dynamic_quantize_nvfp4"(%l0_q_xv, %xg_attn_0) : (tensor<8x256xf16>, tensor<f32>) -> (tensor<8x256xf4E2M1FN>, tensor<8x16xf8E4M3FN>) loc("layers.0.self_attn.q_proj"("llama-tp4-nvfp4.mlir":39:3))
  %l0_q_alpha = arith.mulf %xg_attn_0, %wg_q_0 : tensor<f32> loc("layers.0.self_attn.q_proj"("llama-tp4-nvfp4.mlir":40:3))
  %l0_q_y = "tensor_cast.quant_linear"(%l0_q_xq#0, %w_q_0, %ws_q_0, %l0_q_xq#1, %b_q_0, %l0_q_alpha) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 1, 1>} : (tensor<8x256xf4E2M1FN>, tensor<256x64xf4E2M1FN>, tensor<16x64xf8E4M3FN>, tensor<8x16xf8E4M3FN>, tensor<64xf16>, tensor<f32>) -> tensor<8x64xf16> loc("layers.0.self_attn.q_proj"("llama-tp4-nvfp4.mlir":41:3))
  %l0_q = "tensor_cast.view"(%l0_q_y) : (tensor<8x64xf16>) -> tensor<1x8x64xf16> loc("layers.0.self_attn.q_proj"("llama-tp4-nvfp4.mlir":42:3))
  %l0_k_xv = "tensor_cast.view"(%l0_in) : (tensor<1x8x256xf16>) -> tensor<8x256xf16> loc("layers.0.self_attn.k_proj"("llama-tp4-nvfp4.mlir":43:3))
  %l0_k_xq:2 = "tensor_cast.dynamic_quantize_nvfp4"(%l0_k_xv, %xg_attn_0) : (tensor<8x256xf16>, tensor<f32>) -> (tensor<8x256xf4E2M1FN>, tensor<8x16xf8E4M3FN>) loc("layers.0.self_attn.k_proj"("llama-tp4-nvfp4.mlir":44:3))
  %l0_k_alpha = arith.mulf %xg_attn_0, %wg_k_0 : tensor<f32> loc("layers.0.self_attn.k_proj"("llama-tp4-nvfp4.mlir":45:3))
  %l0_k_y = "tensor_cast.quant_linear"(%l0_k_xq#0, %w_k_0, %ws_k_0, %l0_k_xq#1, %b_k_0, %l0_k_alpha) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 1, 1>} : (tensor<8x256xf4E2M1FN>, tensor<256x32xf4E2M1FN>, tensor<16x32xf8E4M3FN>, tensor<8x16xf8E4M3FN>, tensor<32xf16>, tensor<f32>) -> tensor<8x32xf16> loc("layers.0.self_attn.k_proj"("llama-tp4-nvfp4.mlir":46:3))
  %l0_k = "tensor_cast.view"(%l0_k_y) : (tensor<8x32xf16>) -> tensor<1x8x32xf16> loc("layers.0.self_attn.k_proj"("llama-tp4-nvfp4.mlir":47:3))
  %l0_v_xv = "tensor_cast.view"(%l0_in) : (tensor<1x8x256xf16>) -> tensor<8x256xf16> loc("layers.0.self_attn.v_proj"("llama-tp4-nvfp4.mlir":48:3))
  %l0_v_xq:2 = "tensor_cast.dynamic_quantize_nvfp4"(%l0_v_xv, %xg_attn_0) : (tensor<8x256xf16>, tensor<f32>) -> (tensor<8x256xf4E2M1FN>, tensor<8x16xf8E4M3FN>) loc("layers.0.self_attn.v_proj"("llama-tp4-nvfp4.mlir":49:3))
  %l0_v_alpha = arith.mulf %xg_attn_0, %wg_v_0 : tensor<f32> loc("layers.0.self_attn.v_proj"("llama-tp4-nvfp4.mlir":50:3))
  %l0_v_y = "tensor_cast.quant_linear"(%l0_v_xq#0, %w_v_0, %ws_v_0, %l0_v_xq#1, %b_v_0, %l0_v_alpha) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 1, 1>} : (tensor<8x256xf4E2M1FN>, tensor<256x32xf4E2M1FN>, tensor<16x32xf8E4M3FN>, tensor<8x16xf8E4M3FN>, tensor<32xf16>, tensor<f32>) -> tensor<8x32xf16> loc("layers.0.self_attn.v_proj"("llama-tp4-nvfp4.mlir":51:3))
  %l0_v = "tensor_cast.view"(%l0_v_y) : (tensor<8x32xf16>) -> tensor<1x8x32xf16> loc("layers.0.self_attn.v_proj"("llama-tp4-nvfp4.mlir":52:3))
  %l0_kr = tensor.concat dim(2) %l0_k, %l0_k : (tensor<1x8x32xf16>, tensor<1x8x32xf16>) -> tensor<1x8x64xf16> loc("layers.0.self_attn"("llama-tp4-nvfp4.mlir":53:3))
  %l0_vr = tensor.concat dim(2) %l0_v, %l0_v : (tensor<1x8x32xf16>, tensor<1x8x32xf16>) -> tensor<1x8x64xf16> loc("layers.0.self_attn"("llama-tp4-nvfp4.mlir":54:3))
  %l0_qk = arith.mulf %l0_q, %l0_kr : tensor<1x8x64xf16> loc("layers.0.self_attn"("llama-tp4-nvfp4.mlir":55:3))
  %l0_attn = arith.addf %l0_qk, %l0_vr : tensor<1x8x64xf16> loc("layers.0.self_attn"("llama-tp4-nvfp4.mlir":56:3))
  %l0_o_xv = "tensor_cast.view"(%l0_attn) : (tensor<1x8x64xf16>) -> tensor<8x64xf16> loc("layers.0.self_attn.o_proj"("llama-tp4-nvfp4.mlir":57:3))
  %l0_o_xq:2 = "tensor_cast.dynamic_quantize_nvfp4"(%l0_o_xv, %xg_o_0) : (tensor<8x64xf16>, tensor<f32>) -> (tensor<8x64xf4E2M1FN>, tensor<8x4xf8E4M3FN>) loc("layers.0.self_attn.o_proj"("llama-tp4-nvfp4.mlir":58:3))
  %l0_o_alpha = arith.mulf %xg_o_0, %wg_o_0 : tensor<f32> loc("layers.0.self_attn.o_proj"("llama-tp4-nvfp4.mlir":59:3))
  %l0_o_y = "tensor_cast.quant_linear"(%l0_o_xq#0, %w_o_0, %ws_o_0, %l0_o_xq#1, %l0_o_alpha) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<8x64xf4E2M1FN>, tensor<64x256xf4E2M1FN>, tensor<4x256xf8E4M3FN>, tensor<8x4xf8E4M3FN>, tensor<f32>) -> tensor<8x256xf16> loc("layers.0.self_attn.o_proj"("llama-tp4-nvfp4.mlir":60:3))
  %l0_o = "tensor_cast.view"(%l0_o_y) : (tensor<8x256xf16>) -> tensor<1x8x256xf16> loc("layers.0.self_attn.o_proj"("llama-tp4-nvfp4.mlir":61:3))
  %l0_o_sum = "tensor_cast.all_reduce"(%l0_o) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<1x8x256xf16>) -> tensor<1x8x256xf16> loc("layers.0.self_attn.o_proj"("llama-tp4-nvfp4.mlir":62:3))
  %l0_post:2 = "tensor_cast.add_rms_norm2"(%l0_o_sum, %begin, %g_post_0) {eps = 1.0e-05 : f32} : (tensor<1x8x256xf16>, tensor<1x8x256xf16>, tensor<256xf16>) -> (tensor<1x8x256xf16>, tensor<1x8x256xf16>) loc("layers.0.post_attention_layernorm"("llama-tp4-nvfp4.mlir":63:3))
  %l0_gate_xv = "tensor_cast.view"(%l0_post#0) : (tensor<1x8x256xf16>) -> tensor<8x256xf16> loc("layers.0.mlp.gate_proj"("llama-tp4-nvfp4.mlir":64:3))
  %l0_gate_xq:2 = "tensor_cast.dynamic_quantize_nvfp4"(%l0_gate_xv, %xg_mlp_0) : (tensor<8x256xf16>, tensor<f32>) -> (tensor<8x256xf4E2M1FN>, tensor<8x16xf8E4M3FN>) loc("layers.0.mlp.gate_proj"("llama-tp4-nvfp4.mlir":65:3))
  %l0_gate_alpha = arith.mulf %xg_mlp_0, %wg_gate_0 : tensor<f32> loc("layers.0.mlp.gate_proj"("llama-tp4-nvfp4.mlir":66:3))
  %l0_gate_y = "tensor_cast.quant_linear"(%l0_gate_xq#0, %w_gate_0, %ws_gate_0, %l0_gate_xq#1, %l0_gate_alpha) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<8x256xf4E2M1FN>, tensor<256x128xf4E2M1FN>, tensor<16x128xf8E4M3FN>, tensor<8x16xf8E4M3FN>, tensor<f32>) -> tensor<8x128xf16> loc("layers.0.mlp.gate_proj"("llama-tp4-nvfp4.mlir":67:3))
  %l0_gate = "tensor_cast.view"(%l0_gate_y) : (tensor<8x128xf16>) -> tensor<1x8x128xf16> loc("layers.0.mlp.gate_proj"("llama-tp4-nvfp4.mlir":68:3))
  %l0_up_xv = "tensor_cast.view"(%l0_post#0) : (tensor<1x8x256xf16>) -> tensor<8x256xf16> loc("layers.0.mlp.up_proj"("llama-tp4-nvfp4.mlir":69:3))
  %l0_up_xq:2 = "tensor_cast.dynamic_quantize_nvfp4"(%l0_up_xv, %xg_mlp_0) : (tensor<8x256xf16>, tensor<f32>) -> (tensor<8x256xf4E2M1FN>, tensor<8x16xf8E4M3FN>) loc("layers.0.mlp.up_proj"("llama-tp4-nvfp4.mlir":70:3))
  %l0_up_alpha = arith.mulf %xg_mlp_0, %wg_up_0 : tensor<f32> loc("layers.0.mlp.up_proj"("llama-tp4-nvfp4.mlir":71:3))
  %l0_up_y = "tensor_cast.quant_linear"(%l0_up_xq#0, %w_up_0, %ws_up_0, %l0_up_xq#1, %l0_up_alpha) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<8x256xf4E2M1FN>, tensor<256x128xf4E2M1FN>, tensor<16x128xf8E4M3FN>, tensor<8x16xf8E4M3FN>, tensor<f32>) -> tensor<8x128xf16> loc("layers.0.mlp.up_proj"("llama-tp4-nvfp4.mlir":72:3))
  %l0_up = "tensor_cast.view"(%l0_up_y) : (tensor<8x128xf16>) -> tensor<1x8x128xf16> loc("layers.0.mlp.up_proj"("llama-tp4-nvfp4.mlir":73:3))
  %l0_act = arith.mulf %l0_gate, %l0_up : tensor<1x8x128xf16> loc("layers.0.mlp.act_fn"("llama-tp4-nvfp4.mlir":74:3))
  %l0_down_xv = "tensor_cast.view"(%l0_act) : (tensor<1x8x128xf16>) -> tensor<8x128xf16> loc("layers.0.mlp.down_proj"("llama-tp4-nvfp4.mlir":75:3))
  %l0_down_xq:2 = "tensor_cast.dynamic_quantize_nvfp4"(%l0_down_xv, %xg_down_0) : (tensor<8x128xf16>, tensor<f32>) -> (tensor<8x128xf4E2M1FN>, tensor<8x8xf8E4M3FN>) loc("layers.0.mlp.down_proj"("llama-tp4-nvfp4.mlir":76:3))
  %l0_down_alpha = arith.mulf %xg_down_0, %wg_down_0 : tensor<f32> loc("layers.0.mlp.down_proj"("llama-tp4-nvfp4.mlir":77:3))
  %l0_down_y = "tensor_cast.quant_linear"(%l0_down_xq#0, %w_down_0, %ws_down_0, %l0_down_xq#1, %l0_down_alpha) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<8x128xf4E2M1FN>, tensor<128x256xf4E2M1FN>, tensor<8x256xf8E4M3FN>, tensor<8x8xf8E4M3FN>, tensor<f32>) -> tensor<8x256xf16> loc("layers.0.mlp.down_proj"("llama-tp4-nvfp4.mlir":78:3))
  %l0_down = "tensor_cast.view"(%l0_down_y) : (tensor<8x256xf16>) -> tensor<1x8x256xf16> loc("layers.0.mlp.down_proj"("llama-tp4-nvfp4.mlir":79:3))
  %l0_down_sum = "tensor_cast.all_reduce"(%l0_down) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<1x8x256xf16>) -> tensor<1x8x256xf16> loc("layers.0.mlp.down_proj"("llama-tp4-nvfp4.mlir":80:3))
  %l0_out = arith.addf %l0_post#1, %l0_down_sum : tensor<1x8x256xf16> loc("layers.0"("llama-tp4-nvfp4.mlir":81:3))
  %c0 = "tensor_cast.region_end"(%l0_out) {id = 0 : i64} : (tensor<1x8x256xf16>) -> tensor<1x8x256xf16> loc("layers.0"("llama-tp4-nvfp4.mlir":82:3))
  %c1 = "tensor_cast.copy_region"(%c0) {id = 0 : i64} : (tensor<1x8x256xf16>) -> tensor<1x8x256xf16> loc("layers.1"("llama-tp4-nvfp4.mlir":83:3))
  %y = "tensor_cast.rms_norm"(%c1, %g_final) {eps = 1.0e-05 : f32} : (tensor<1x8x256xf16>, tensor<256xf16>) -> tensor<1x8x256xf16> loc("norm"("llama-tp4-nvfp4.mlir":84:3))
  return %y : tensor<1x8x256xf16>
}
