// tc-gen --config=qwen3_moe_30b_a3b.json: qwen3_moe, 48 layers, hidden 2048, 32 heads (4 kv) of 128, ffn 6144, vocab 151936
// rank 0 of 8 (4 q heads, 1 kv heads replicated, 18992 vocab rows here), batch 8, decode over a context of 32768, --quant=none --dtype=bf16
// MoE in 48 of 48 layers: 128 experts, top-8 renormalized, expert ffn 768; --expert-parallel=8: 16 whole experts here, tokens split along the batch
func.func @decoder(
    %ids: tensor<8x1xi64>,
    %positions: tensor<8x1xi64>,
    %embed: tensor<18992x2048xbf16> {tensor_cast.sharded},
    %g_final: tensor<2048xbf16>,
    %lm_head: tensor<2048x18992xbf16> {tensor_cast.sharded},
    %g_in_0: tensor<2048xbf16>,
    %g_post_0: tensor<2048xbf16>,
    %g_qn_0: tensor<128xbf16>,
    %g_kn_0: tensor<128xbf16>,
    %w_router_0: tensor<2048x128xbf16>,
    %w_q_0: tensor<2048x512xbf16> {tensor_cast.sharded},
    %w_k_0: tensor<2048x128xbf16> {tensor_cast.sharded},
    %w_v_0: tensor<2048x128xbf16> {tensor_cast.sharded},
    %w_o_0: tensor<512x2048xbf16> {tensor_cast.sharded},
    %w_e0_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e0_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e0_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %w_e1_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e1_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e1_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %w_e2_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e2_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e2_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %w_e3_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e3_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e3_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %w_e4_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e4_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e4_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %w_e5_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e5_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e5_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %w_e6_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e6_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e6_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %w_e7_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e7_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e7_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %w_e8_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e8_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e8_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %w_e9_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e9_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e9_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %w_e10_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e10_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e10_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %w_e11_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e11_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e11_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %w_e12_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e12_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e12_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %w_e13_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e13_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e13_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %w_e14_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e14_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e14_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %w_e15_gate_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e15_up_0: tensor<2048x768xbf16> {tensor_cast.sharded},
    %w_e15_down_0: tensor<768x2048xbf16> {tensor_cast.sharded},
    %k_cache_0: tensor<8x32768x1x128xbf16> {tensor_cast.sharded},
    %v_cache_0: tensor<8x32768x1x128xbf16> {tensor_cast.sharded}) -> tensor<8x1x18992xbf16> {
  %e = "tensor_cast.embedding"(%ids, %embed) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1xi64>, tensor<18992x2048xbf16>) -> tensor<8x1x2048xbf16> loc("embed_tokens"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":69:3))
  %h0 = "tensor_cast.all_reduce"(%e) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("embed_tokens"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":70:3))
  %begin = "tensor_cast.region_begin"(%h0) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":71:3))
  %l0_in = "tensor_cast.rms_norm"(%begin, %g_in_0) {eps = 1.0e-06 : f32} : (tensor<8x1x2048xbf16>, tensor<2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.input_layernorm"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":72:3))
  %l0_q = "tensor_cast.linear"(%l0_in, %w_q_0) : (tensor<8x1x2048xbf16>, tensor<2048x512xbf16>) -> tensor<8x1x512xbf16> loc("layers.0.self_attn.q_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":73:3))
  %l0_k = "tensor_cast.linear"(%l0_in, %w_k_0) : (tensor<8x1x2048xbf16>, tensor<2048x128xbf16>) -> tensor<8x1x128xbf16> loc("layers.0.self_attn.k_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":74:3))
  %l0_v = "tensor_cast.linear"(%l0_in, %w_v_0) : (tensor<8x1x2048xbf16>, tensor<2048x128xbf16>) -> tensor<8x1x128xbf16> loc("layers.0.self_attn.v_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":75:3))
  %l0_q4 = "tensor_cast.view"(%l0_q) : (tensor<8x1x512xbf16>) -> tensor<8x1x4x128xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":76:3))
  %l0_k4 = "tensor_cast.view"(%l0_k) : (tensor<8x1x128xbf16>) -> tensor<8x1x1x128xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":77:3))
  %l0_v4 = "tensor_cast.view"(%l0_v) : (tensor<8x1x128xbf16>) -> tensor<8x1x1x128xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":78:3))
  %l0_qn = "tensor_cast.rms_norm"(%l0_q4, %g_qn_0) {eps = 1.0e-06 : f32} : (tensor<8x1x4x128xbf16>, tensor<128xbf16>) -> tensor<8x1x4x128xbf16> loc("layers.0.self_attn.q_norm"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":79:3))
  %l0_kn = "tensor_cast.rms_norm"(%l0_k4, %g_kn_0) {eps = 1.0e-06 : f32} : (tensor<8x1x1x128xbf16>, tensor<128xbf16>) -> tensor<8x1x1x128xbf16> loc("layers.0.self_attn.k_norm"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":80:3))
  %l0_qr = "tensor_cast.rope"(%l0_qn, %positions) {theta = 1.0e+06 : f64} : (tensor<8x1x4x128xbf16>, tensor<8x1xi64>) -> tensor<8x1x4x128xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":81:3))
  %l0_kr = "tensor_cast.rope"(%l0_kn, %positions) {theta = 1.0e+06 : f64} : (tensor<8x1x1x128xbf16>, tensor<8x1xi64>) -> tensor<8x1x1x128xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":82:3))
  %l0_kc = tensor.concat dim(1) %k_cache_0, %l0_kr : (tensor<8x32768x1x128xbf16>, tensor<8x1x1x128xbf16>) -> tensor<8x32769x1x128xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":83:3))
  %l0_vc = tensor.concat dim(1) %v_cache_0, %l0_v4 : (tensor<8x32768x1x128xbf16>, tensor<8x1x1x128xbf16>) -> tensor<8x32769x1x128xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":84:3))
  %l0_a = "tensor_cast.attention"(%l0_qr, %l0_kc, %l0_vc) {scale = 8.838834764831843e-02 : f64} : (tensor<8x1x4x128xbf16>, tensor<8x32769x1x128xbf16>, tensor<8x32769x1x128xbf16>) -> tensor<8x1x4x128xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":85:3))
  %l0_attn = "tensor_cast.view"(%l0_a) : (tensor<8x1x4x128xbf16>) -> tensor<8x1x512xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":86:3))
  %l0_o = "tensor_cast.linear"(%l0_attn, %w_o_0) : (tensor<8x1x512xbf16>, tensor<512x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.self_attn.o_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":87:3))
  %l0_o_sum = "tensor_cast.all_reduce"(%l0_o) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.self_attn.o_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":88:3))
  %l0_post:2 = "tensor_cast.add_rms_norm2"(%l0_o_sum, %begin, %g_post_0) {eps = 1.0e-06 : f32} : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>, tensor<2048xbf16>) -> (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) loc("layers.0.post_attention_layernorm"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":89:3))
  %l0_router = "tensor_cast.linear"(%l0_post#0, %w_router_0) : (tensor<8x1x2048xbf16>, tensor<2048x128xbf16>) -> tensor<8x1x128xbf16> loc("layers.0.mlp.gate"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":90:3))
  %l0_route:2 = "tensor_cast.moe_gate"(%l0_router) {norm_topk_prob, top_k = 8 : i64} : (tensor<8x1x128xbf16>) -> (tensor<8x1x8xbf16>, tensor<8x1x8xi64>) loc("layers.0.mlp.gate"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":91:3))
  %l0_xs = "tensor_cast.all_slice"(%l0_post#0) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x2048xbf16>) -> tensor<1x1x2048xbf16> loc("layers.0.mlp.experts"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":92:3))
  %l0_ws = "tensor_cast.all_slice"(%l0_route#0) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x8xbf16>) -> tensor<1x1x8xbf16> loc("layers.0.mlp.experts"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":93:3))
  %l0_is = "tensor_cast.all_slice"(%l0_route#1) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x8xi64>) -> tensor<1x1x8xi64> loc("layers.0.mlp.experts"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":94:3))
  %l0_send = "tensor_cast.moe_dispatch"(%l0_xs, %l0_is) : (tensor<1x1x2048xbf16>, tensor<1x1x8xi64>) -> tensor<128x1x1x2048xbf16> loc("layers.0.mlp.experts"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":95:3))
  %l0_disp = "tensor_cast.all_to_all"(%l0_send) {concat_dim = 1 : i64, split_dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<128x1x1x2048xbf16>) -> tensor<16x8x1x2048xbf16> loc("layers.0.mlp.experts"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":96:3))
  %l0_e0_x = tensor.extract_slice %l0_disp[0, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.0"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":97:3))
  %l0_e0_gate = "tensor_cast.linear"(%l0_e0_x, %w_e0_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.0.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":98:3))
  %l0_e0_up = "tensor_cast.linear"(%l0_e0_x, %w_e0_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.0.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":99:3))
  %l0_e0_act = "tensor_cast.swiglu"(%l0_e0_gate, %l0_e0_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.0.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":100:3))
  %l0_e0_down = "tensor_cast.linear"(%l0_e0_act, %w_e0_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.0.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":101:3))
  %l0_e0_y = "tensor_cast.view"(%l0_e0_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.0.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":102:3))
  %l0_e1_x = tensor.extract_slice %l0_disp[1, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.1"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":103:3))
  %l0_e1_gate = "tensor_cast.linear"(%l0_e1_x, %w_e1_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.1.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":104:3))
  %l0_e1_up = "tensor_cast.linear"(%l0_e1_x, %w_e1_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.1.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":105:3))
  %l0_e1_act = "tensor_cast.swiglu"(%l0_e1_gate, %l0_e1_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.1.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":106:3))
  %l0_e1_down = "tensor_cast.linear"(%l0_e1_act, %w_e1_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.1.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":107:3))
  %l0_e1_y = "tensor_cast.view"(%l0_e1_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.1.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":108:3))
  %l0_e2_x = tensor.extract_slice %l0_disp[2, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.2"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":109:3))
  %l0_e2_gate = "tensor_cast.linear"(%l0_e2_x, %w_e2_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.2.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":110:3))
  %l0_e2_up = "tensor_cast.linear"(%l0_e2_x, %w_e2_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.2.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":111:3))
  %l0_e2_act = "tensor_cast.swiglu"(%l0_e2_gate, %l0_e2_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.2.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":112:3))
  %l0_e2_down = "tensor_cast.linear"(%l0_e2_act, %w_e2_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.2.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":113:3))
  %l0_e2_y = "tensor_cast.view"(%l0_e2_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.2.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":114:3))
  %l0_e3_x = tensor.extract_slice %l0_disp[3, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.3"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":115:3))
  %l0_e3_gate = "tensor_cast.linear"(%l0_e3_x, %w_e3_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.3.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":116:3))
  %l0_e3_up = "tensor_cast.linear"(%l0_e3_x, %w_e3_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.3.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":117:3))
  %l0_e3_act = "tensor_cast.swiglu"(%l0_e3_gate, %l0_e3_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.3.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":118:3))
  %l0_e3_down = "tensor_cast.linear"(%l0_e3_act, %w_e3_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.3.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":119:3))
  %l0_e3_y = "tensor_cast.view"(%l0_e3_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.3.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":120:3))
  %l0_e4_x = tensor.extract_slice %l0_disp[4, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.4"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":121:3))
  %l0_e4_gate = "tensor_cast.linear"(%l0_e4_x, %w_e4_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.4.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":122:3))
  %l0_e4_up = "tensor_cast.linear"(%l0_e4_x, %w_e4_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.4.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":123:3))
  %l0_e4_act = "tensor_cast.swiglu"(%l0_e4_gate, %l0_e4_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.4.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":124:3))
  %l0_e4_down = "tensor_cast.linear"(%l0_e4_act, %w_e4_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.4.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":125:3))
  %l0_e4_y = "tensor_cast.view"(%l0_e4_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.4.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":126:3))
  %l0_e5_x = tensor.extract_slice %l0_disp[5, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.5"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":127:3))
  %l0_e5_gate = "tensor_cast.linear"(%l0_e5_x, %w_e5_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.5.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":128:3))
  %l0_e5_up = "tensor_cast.linear"(%l0_e5_x, %w_e5_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.5.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":129:3))
  %l0_e5_act = "tensor_cast.swiglu"(%l0_e5_gate, %l0_e5_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.5.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":130:3))
  %l0_e5_down = "tensor_cast.linear"(%l0_e5_act, %w_e5_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.5.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":131:3))
  %l0_e5_y = "tensor_cast.view"(%l0_e5_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.5.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":132:3))
  %l0_e6_x = tensor.extract_slice %l0_disp[6, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.6"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":133:3))
  %l0_e6_gate = "tensor_cast.linear"(%l0_e6_x, %w_e6_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.6.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":134:3))
  %l0_e6_up = "tensor_cast.linear"(%l0_e6_x, %w_e6_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.6.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":135:3))
  %l0_e6_act = "tensor_cast.swiglu"(%l0_e6_gate, %l0_e6_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.6.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":136:3))
  %l0_e6_down = "tensor_cast.linear"(%l0_e6_act, %w_e6_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.6.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":137:3))
  %l0_e6_y = "tensor_cast.view"(%l0_e6_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.6.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":138:3))
  %l0_e7_x = tensor.extract_slice %l0_disp[7, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.7"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":139:3))
  %l0_e7_gate = "tensor_cast.linear"(%l0_e7_x, %w_e7_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.7.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":140:3))
  %l0_e7_up = "tensor_cast.linear"(%l0_e7_x, %w_e7_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.7.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":141:3))
  %l0_e7_act = "tensor_cast.swiglu"(%l0_e7_gate, %l0_e7_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.7.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":142:3))
  %l0_e7_down = "tensor_cast.linear"(%l0_e7_act, %w_e7_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.7.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":143:3))
  %l0_e7_y = "tensor_cast.view"(%l0_e7_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.7.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":144:3))
  %l0_e8_x = tensor.extract_slice %l0_disp[8, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.8"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":145:3))
  %l0_e8_gate = "tensor_cast.linear"(%l0_e8_x, %w_e8_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.8.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":146:3))
  %l0_e8_up = "tensor_cast.linear"(%l0_e8_x, %w_e8_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.8.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":147:3))
  %l0_e8_act = "tensor_cast.swiglu"(%l0_e8_gate, %l0_e8_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.8.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":148:3))
  %l0_e8_down = "tensor_cast.linear"(%l0_e8_act, %w_e8_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.8.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":149:3))
  %l0_e8_y = "tensor_cast.view"(%l0_e8_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.8.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":150:3))
  %l0_e9_x = tensor.extract_slice %l0_disp[9, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.9"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":151:3))
  %l0_e9_gate = "tensor_cast.linear"(%l0_e9_x, %w_e9_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.9.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":152:3))
  %l0_e9_up = "tensor_cast.linear"(%l0_e9_x, %w_e9_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.9.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":153:3))
  %l0_e9_act = "tensor_cast.swiglu"(%l0_e9_gate, %l0_e9_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.9.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":154:3))
  %l0_e9_down = "tensor_cast.linear"(%l0_e9_act, %w_e9_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.9.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":155:3))
  %l0_e9_y = "tensor_cast.view"(%l0_e9_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.9.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":156:3))
  %l0_e10_x = tensor.extract_slice %l0_disp[10, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.10"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":157:3))
  %l0_e10_gate = "tensor_cast.linear"(%l0_e10_x, %w_e10_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.10.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":158:3))
  %l0_e10_up = "tensor_cast.linear"(%l0_e10_x, %w_e10_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.10.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":159:3))
  %l0_e10_act = "tensor_cast.swiglu"(%l0_e10_gate, %l0_e10_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.10.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":160:3))
  %l0_e10_down = "tensor_cast.linear"(%l0_e10_act, %w_e10_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.10.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":161:3))
  %l0_e10_y = "tensor_cast.view"(%l0_e10_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.10.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":162:3))
  %l0_e11_x = tensor.extract_slice %l0_disp[11, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.11"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":163:3))
  %l0_e11_gate = "tensor_cast.linear"(%l0_e11_x, %w_e11_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.11.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":164:3))
  %l0_e11_up = "tensor_cast.linear"(%l0_e11_x, %w_e11_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.11.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":165:3))
  %l0_e11_act = "tensor_cast.swiglu"(%l0_e11_gate, %l0_e11_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.11.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":166:3))
  %l0_e11_down = "tensor_cast.linear"(%l0_e11_act, %w_e11_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.11.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":167:3))
  %l0_e11_y = "tensor_cast.view"(%l0_e11_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.11.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":168:3))
  %l0_e12_x = tensor.extract_slice %l0_disp[12, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.12"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":169:3))
  %l0_e12_gate = "tensor_cast.linear"(%l0_e12_x, %w_e12_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.12.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":170:3))
  %l0_e12_up = "tensor_cast.linear"(%l0_e12_x, %w_e12_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.12.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":171:3))
  %l0_e12_act = "tensor_cast.swiglu"(%l0_e12_gate, %l0_e12_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.12.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":172:3))
  %l0_e12_down = "tensor_cast.linear"(%l0_e12_act, %w_e12_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.12.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":173:3))
  %l0_e12_y = "tensor_cast.view"(%l0_e12_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.12.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":174:3))
  %l0_e13_x = tensor.extract_slice %l0_disp[13, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.13"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":175:3))
  %l0_e13_gate = "tensor_cast.linear"(%l0_e13_x, %w_e13_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.13.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":176:3))
  %l0_e13_up = "tensor_cast.linear"(%l0_e13_x, %w_e13_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.13.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":177:3))
  %l0_e13_act = "tensor_cast.swiglu"(%l0_e13_gate, %l0_e13_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.13.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":178:3))
  %l0_e13_down = "tensor_cast.linear"(%l0_e13_act, %w_e13_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.13.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":179:3))
  %l0_e13_y = "tensor_cast.view"(%l0_e13_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.13.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":180:3))
  %l0_e14_x = tensor.extract_slice %l0_disp[14, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.14"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":181:3))
  %l0_e14_gate = "tensor_cast.linear"(%l0_e14_x, %w_e14_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.14.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":182:3))
  %l0_e14_up = "tensor_cast.linear"(%l0_e14_x, %w_e14_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.14.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":183:3))
  %l0_e14_act = "tensor_cast.swiglu"(%l0_e14_gate, %l0_e14_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.14.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":184:3))
  %l0_e14_down = "tensor_cast.linear"(%l0_e14_act, %w_e14_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.14.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":185:3))
  %l0_e14_y = "tensor_cast.view"(%l0_e14_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.14.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":186:3))
  %l0_e15_x = tensor.extract_slice %l0_disp[15, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<16x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.15"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":187:3))
  %l0_e15_gate = "tensor_cast.linear"(%l0_e15_x, %w_e15_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.15.gate_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":188:3))
  %l0_e15_up = "tensor_cast.linear"(%l0_e15_x, %w_e15_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.15.up_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":189:3))
  %l0_e15_act = "tensor_cast.swiglu"(%l0_e15_gate, %l0_e15_up) : (tensor<8x1x768xbf16>, tensor<8x1x768xbf16>) -> tensor<8x1x768xbf16> loc("layers.0.mlp.experts.15.act_fn"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":190:3))
  %l0_e15_down = "tensor_cast.linear"(%l0_e15_act, %w_e15_down_0) : (tensor<8x1x768xbf16>, tensor<768x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts.15.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":191:3))
  %l0_e15_y = "tensor_cast.view"(%l0_e15_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.0.mlp.experts.15.down_proj"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":192:3))
  %l0_ye = tensor.concat dim(0) %l0_e0_y, %l0_e1_y, %l0_e2_y, %l0_e3_y, %l0_e4_y, %l0_e5_y, %l0_e6_y, %l0_e7_y, %l0_e8_y, %l0_e9_y, %l0_e10_y, %l0_e11_y, %l0_e12_y, %l0_e13_y, %l0_e14_y, %l0_e15_y : (tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>) -> tensor<16x8x1x2048xbf16> loc("layers.0.mlp.experts"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":193:3))
  %l0_back = "tensor_cast.all_to_all"(%l0_ye) {concat_dim = 0 : i64, split_dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<16x8x1x2048xbf16>) -> tensor<128x1x1x2048xbf16> loc("layers.0.mlp.experts"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":194:3))
  %l0_moe = "tensor_cast.moe_combine"(%l0_back, %l0_ws, %l0_is) : (tensor<128x1x1x2048xbf16>, tensor<1x1x8xbf16>, tensor<1x1x8xi64>) -> tensor<1x1x2048xbf16> loc("layers.0.mlp.experts"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":195:3))
  %l0_down_sum = "tensor_cast.all_gather"(%l0_moe) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.experts"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":196:3))
  %l0_out = arith.addf %l0_post#1, %l0_down_sum : tensor<8x1x2048xbf16> loc("layers.0"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":197:3))
  %c0 = "tensor_cast.region_end"(%l0_out) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":198:3))
  %c1 = "tensor_cast.copy_region"(%c0) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":199:3))
  %c2 = "tensor_cast.copy_region"(%c1) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.2"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":200:3))
  %c3 = "tensor_cast.copy_region"(%c2) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":201:3))
  %c4 = "tensor_cast.copy_region"(%c3) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.4"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":202:3))
  %c5 = "tensor_cast.copy_region"(%c4) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.5"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":203:3))
  %c6 = "tensor_cast.copy_region"(%c5) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.6"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":204:3))
  %c7 = "tensor_cast.copy_region"(%c6) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.7"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":205:3))
  %c8 = "tensor_cast.copy_region"(%c7) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.8"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":206:3))
  %c9 = "tensor_cast.copy_region"(%c8) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.9"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":207:3))
  %c10 = "tensor_cast.copy_region"(%c9) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.10"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":208:3))
  %c11 = "tensor_cast.copy_region"(%c10) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.11"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":209:3))
  %c12 = "tensor_cast.copy_region"(%c11) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.12"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":210:3))
  %c13 = "tensor_cast.copy_region"(%c12) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.13"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":211:3))
  %c14 = "tensor_cast.copy_region"(%c13) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.14"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":212:3))
  %c15 = "tensor_cast.copy_region"(%c14) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.15"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":213:3))
  %c16 = "tensor_cast.copy_region"(%c15) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.16"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":214:3))
  %c17 = "tensor_cast.copy_region"(%c16) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.17"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":215:3))
  %c18 = "tensor_cast.copy_region"(%c17) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.18"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":216:3))
  %c19 = "tensor_cast.copy_region"(%c18) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.19"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":217:3))
  %c20 = "tensor_cast.copy_region"(%c19) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.20"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":218:3))
  %c21 = "tensor_cast.copy_region"(%c20) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.21"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":219:3))
  %c22 = "tensor_cast.copy_region"(%c21) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.22"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":220:3))
  %c23 = "tensor_cast.copy_region"(%c22) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.23"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":221:3))
  %c24 = "tensor_cast.copy_region"(%c23) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.24"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":222:3))
  %c25 = "tensor_cast.copy_region"(%c24) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.25"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":223:3))
  %c26 = "tensor_cast.copy_region"(%c25) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.26"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":224:3))
  %c27 = "tensor_cast.copy_region"(%c26) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.27"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":225:3))
  %c28 = "tensor_cast.copy_region"(%c27) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.28"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":226:3))
  %c29 = "tensor_cast.copy_region"(%c28) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.29"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":227:3))
  %c30 = "tensor_cast.copy_region"(%c29) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.30"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":228:3))
  %c31 = "tensor_cast.copy_region"(%c30) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.31"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":229:3))
  %c32 = "tensor_cast.copy_region"(%c31) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.32"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":230:3))
  %c33 = "tensor_cast.copy_region"(%c32) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.33"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":231:3))
  %c34 = "tensor_cast.copy_region"(%c33) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.34"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":232:3))
  %c35 = "tensor_cast.copy_region"(%c34) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.35"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":233:3))
  %c36 = "tensor_cast.copy_region"(%c35) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.36"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":234:3))
  %c37 = "tensor_cast.copy_region"(%c36) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.37"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":235:3))
  %c38 = "tensor_cast.copy_region"(%c37) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.38"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":236:3))
  %c39 = "tensor_cast.copy_region"(%c38) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.39"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":237:3))
  %c40 = "tensor_cast.copy_region"(%c39) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.40"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":238:3))
  %c41 = "tensor_cast.copy_region"(%c40) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.41"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":239:3))
  %c42 = "tensor_cast.copy_region"(%c41) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.42"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":240:3))
  %c43 = "tensor_cast.copy_region"(%c42) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.43"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":241:3))
  %c44 = "tensor_cast.copy_region"(%c43) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.44"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":242:3))
  %c45 = "tensor_cast.copy_region"(%c44) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.45"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":243:3))
  %c46 = "tensor_cast.copy_region"(%c45) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.46"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":244:3))
  %c47 = "tensor_cast.copy_region"(%c46) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.47"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":245:3))
  %y = "tensor_cast.rms_norm"(%c47, %g_final) {eps = 1.0e-06 : f32} : (tensor<8x1x2048xbf16>, tensor<2048xbf16>) -> tensor<8x1x2048xbf16> loc("norm"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":246:3))
  %logits = "tensor_cast.linear"(%y, %lm_head) : (tensor<8x1x2048xbf16>, tensor<2048x18992xbf16>) -> tensor<8x1x18992xbf16> loc("lm_head"("qwen3_moe_30b_a3b.tp8.ep8.decode.mlir":247:3))
  return %logits : tensor<8x1x18992xbf16>
}
