// tc-gen --config=qwen3_moe_30b_a3b.json: qwen3_moe, 48 layers, hidden 2048, 32 heads (4 kv) of 128, ffn 6144, vocab 151936
// rank 0 of 8 (4 q heads, 1 kv heads replicated, 18992 vocab rows here), batch 1, prefill of 4096, --quant=none --dtype=bf16
// MoE in 48 of 48 layers: 128 experts, top-8 renormalized, expert ffn 768; --expert-parallel=8: 16 whole experts here, tokens split along the sequence
func.func @decoder(
    %ids: tensor<1x4096xi64>,
    %positions: tensor<1x4096xi64>,
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
    %w_e15_down_0: tensor<768x2048xbf16> {tensor_cast.sharded}) -> tensor<1x1x18992xbf16> {
  %e = "tensor_cast.embedding"(%ids, %embed) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096xi64>, tensor<18992x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %h0 = "tensor_cast.all_reduce"(%e) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %begin = "tensor_cast.region_begin"(%h0) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_in = "tensor_cast.rms_norm"(%begin, %g_in_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x2048xbf16>, tensor<2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_q = "tensor_cast.linear"(%l0_in, %w_q_0) : (tensor<1x4096x2048xbf16>, tensor<2048x512xbf16>) -> tensor<1x4096x512xbf16>
  %l0_k = "tensor_cast.linear"(%l0_in, %w_k_0) : (tensor<1x4096x2048xbf16>, tensor<2048x128xbf16>) -> tensor<1x4096x128xbf16>
  %l0_v = "tensor_cast.linear"(%l0_in, %w_v_0) : (tensor<1x4096x2048xbf16>, tensor<2048x128xbf16>) -> tensor<1x4096x128xbf16>
  %l0_q4 = "tensor_cast.view"(%l0_q) : (tensor<1x4096x512xbf16>) -> tensor<1x4096x4x128xbf16>
  %l0_k4 = "tensor_cast.view"(%l0_k) : (tensor<1x4096x128xbf16>) -> tensor<1x4096x1x128xbf16>
  %l0_v4 = "tensor_cast.view"(%l0_v) : (tensor<1x4096x128xbf16>) -> tensor<1x4096x1x128xbf16>
  %l0_qn = "tensor_cast.rms_norm"(%l0_q4, %g_qn_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x4x128xbf16>, tensor<128xbf16>) -> tensor<1x4096x4x128xbf16>
  %l0_kn = "tensor_cast.rms_norm"(%l0_k4, %g_kn_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x1x128xbf16>, tensor<128xbf16>) -> tensor<1x4096x1x128xbf16>
  %l0_qr = "tensor_cast.rope"(%l0_qn, %positions) {theta = 1.0e+06 : f64} : (tensor<1x4096x4x128xbf16>, tensor<1x4096xi64>) -> tensor<1x4096x4x128xbf16>
  %l0_kr = "tensor_cast.rope"(%l0_kn, %positions) {theta = 1.0e+06 : f64} : (tensor<1x4096x1x128xbf16>, tensor<1x4096xi64>) -> tensor<1x4096x1x128xbf16>
  %l0_a = "tensor_cast.attention"(%l0_qr, %l0_kr, %l0_v4) {scale = 8.838834764831843e-02 : f64} : (tensor<1x4096x4x128xbf16>, tensor<1x4096x1x128xbf16>, tensor<1x4096x1x128xbf16>) -> tensor<1x4096x4x128xbf16>
  %l0_attn = "tensor_cast.view"(%l0_a) : (tensor<1x4096x4x128xbf16>) -> tensor<1x4096x512xbf16>
  %l0_o = "tensor_cast.linear"(%l0_attn, %w_o_0) : (tensor<1x4096x512xbf16>, tensor<512x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_o_sum = "tensor_cast.all_reduce"(%l0_o) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_post:2 = "tensor_cast.add_rms_norm2"(%l0_o_sum, %begin, %g_post_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<2048xbf16>) -> (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>)
  %l0_router = "tensor_cast.linear"(%l0_post#0, %w_router_0) : (tensor<1x4096x2048xbf16>, tensor<2048x128xbf16>) -> tensor<1x4096x128xbf16>
  %l0_route:2 = "tensor_cast.moe_gate"(%l0_router) {norm_topk_prob, top_k = 8 : i64} : (tensor<1x4096x128xbf16>) -> (tensor<1x4096x8xbf16>, tensor<1x4096x8xi64>)
  %l0_xs = "tensor_cast.all_slice"(%l0_post#0) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096x2048xbf16>) -> tensor<1x512x2048xbf16>
  %l0_ws = "tensor_cast.all_slice"(%l0_route#0) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096x8xbf16>) -> tensor<1x512x8xbf16>
  %l0_is = "tensor_cast.all_slice"(%l0_route#1) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096x8xi64>) -> tensor<1x512x8xi64>
  %l0_send = "tensor_cast.moe_dispatch"(%l0_xs, %l0_is) : (tensor<1x512x2048xbf16>, tensor<1x512x8xi64>) -> tensor<128x1x512x2048xbf16>
  %l0_disp = "tensor_cast.all_to_all"(%l0_send) {concat_dim = 2 : i64, split_dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<128x1x512x2048xbf16>) -> tensor<16x1x4096x2048xbf16>
  %l0_e0_x = tensor.extract_slice %l0_disp[0, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e0_gate = "tensor_cast.linear"(%l0_e0_x, %w_e0_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e0_up = "tensor_cast.linear"(%l0_e0_x, %w_e0_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e0_act = "tensor_cast.swiglu"(%l0_e0_gate, %l0_e0_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e0_down = "tensor_cast.linear"(%l0_e0_act, %w_e0_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e0_y = "tensor_cast.view"(%l0_e0_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e1_x = tensor.extract_slice %l0_disp[1, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e1_gate = "tensor_cast.linear"(%l0_e1_x, %w_e1_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e1_up = "tensor_cast.linear"(%l0_e1_x, %w_e1_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e1_act = "tensor_cast.swiglu"(%l0_e1_gate, %l0_e1_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e1_down = "tensor_cast.linear"(%l0_e1_act, %w_e1_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e1_y = "tensor_cast.view"(%l0_e1_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e2_x = tensor.extract_slice %l0_disp[2, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e2_gate = "tensor_cast.linear"(%l0_e2_x, %w_e2_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e2_up = "tensor_cast.linear"(%l0_e2_x, %w_e2_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e2_act = "tensor_cast.swiglu"(%l0_e2_gate, %l0_e2_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e2_down = "tensor_cast.linear"(%l0_e2_act, %w_e2_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e2_y = "tensor_cast.view"(%l0_e2_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e3_x = tensor.extract_slice %l0_disp[3, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e3_gate = "tensor_cast.linear"(%l0_e3_x, %w_e3_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e3_up = "tensor_cast.linear"(%l0_e3_x, %w_e3_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e3_act = "tensor_cast.swiglu"(%l0_e3_gate, %l0_e3_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e3_down = "tensor_cast.linear"(%l0_e3_act, %w_e3_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e3_y = "tensor_cast.view"(%l0_e3_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e4_x = tensor.extract_slice %l0_disp[4, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e4_gate = "tensor_cast.linear"(%l0_e4_x, %w_e4_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e4_up = "tensor_cast.linear"(%l0_e4_x, %w_e4_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e4_act = "tensor_cast.swiglu"(%l0_e4_gate, %l0_e4_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e4_down = "tensor_cast.linear"(%l0_e4_act, %w_e4_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e4_y = "tensor_cast.view"(%l0_e4_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e5_x = tensor.extract_slice %l0_disp[5, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e5_gate = "tensor_cast.linear"(%l0_e5_x, %w_e5_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e5_up = "tensor_cast.linear"(%l0_e5_x, %w_e5_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e5_act = "tensor_cast.swiglu"(%l0_e5_gate, %l0_e5_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e5_down = "tensor_cast.linear"(%l0_e5_act, %w_e5_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e5_y = "tensor_cast.view"(%l0_e5_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e6_x = tensor.extract_slice %l0_disp[6, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e6_gate = "tensor_cast.linear"(%l0_e6_x, %w_e6_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e6_up = "tensor_cast.linear"(%l0_e6_x, %w_e6_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e6_act = "tensor_cast.swiglu"(%l0_e6_gate, %l0_e6_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e6_down = "tensor_cast.linear"(%l0_e6_act, %w_e6_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e6_y = "tensor_cast.view"(%l0_e6_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e7_x = tensor.extract_slice %l0_disp[7, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e7_gate = "tensor_cast.linear"(%l0_e7_x, %w_e7_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e7_up = "tensor_cast.linear"(%l0_e7_x, %w_e7_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e7_act = "tensor_cast.swiglu"(%l0_e7_gate, %l0_e7_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e7_down = "tensor_cast.linear"(%l0_e7_act, %w_e7_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e7_y = "tensor_cast.view"(%l0_e7_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e8_x = tensor.extract_slice %l0_disp[8, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e8_gate = "tensor_cast.linear"(%l0_e8_x, %w_e8_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e8_up = "tensor_cast.linear"(%l0_e8_x, %w_e8_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e8_act = "tensor_cast.swiglu"(%l0_e8_gate, %l0_e8_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e8_down = "tensor_cast.linear"(%l0_e8_act, %w_e8_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e8_y = "tensor_cast.view"(%l0_e8_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e9_x = tensor.extract_slice %l0_disp[9, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e9_gate = "tensor_cast.linear"(%l0_e9_x, %w_e9_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e9_up = "tensor_cast.linear"(%l0_e9_x, %w_e9_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e9_act = "tensor_cast.swiglu"(%l0_e9_gate, %l0_e9_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e9_down = "tensor_cast.linear"(%l0_e9_act, %w_e9_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e9_y = "tensor_cast.view"(%l0_e9_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e10_x = tensor.extract_slice %l0_disp[10, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e10_gate = "tensor_cast.linear"(%l0_e10_x, %w_e10_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e10_up = "tensor_cast.linear"(%l0_e10_x, %w_e10_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e10_act = "tensor_cast.swiglu"(%l0_e10_gate, %l0_e10_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e10_down = "tensor_cast.linear"(%l0_e10_act, %w_e10_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e10_y = "tensor_cast.view"(%l0_e10_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e11_x = tensor.extract_slice %l0_disp[11, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e11_gate = "tensor_cast.linear"(%l0_e11_x, %w_e11_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e11_up = "tensor_cast.linear"(%l0_e11_x, %w_e11_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e11_act = "tensor_cast.swiglu"(%l0_e11_gate, %l0_e11_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e11_down = "tensor_cast.linear"(%l0_e11_act, %w_e11_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e11_y = "tensor_cast.view"(%l0_e11_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e12_x = tensor.extract_slice %l0_disp[12, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e12_gate = "tensor_cast.linear"(%l0_e12_x, %w_e12_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e12_up = "tensor_cast.linear"(%l0_e12_x, %w_e12_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e12_act = "tensor_cast.swiglu"(%l0_e12_gate, %l0_e12_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e12_down = "tensor_cast.linear"(%l0_e12_act, %w_e12_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e12_y = "tensor_cast.view"(%l0_e12_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e13_x = tensor.extract_slice %l0_disp[13, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e13_gate = "tensor_cast.linear"(%l0_e13_x, %w_e13_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e13_up = "tensor_cast.linear"(%l0_e13_x, %w_e13_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e13_act = "tensor_cast.swiglu"(%l0_e13_gate, %l0_e13_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e13_down = "tensor_cast.linear"(%l0_e13_act, %w_e13_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e13_y = "tensor_cast.view"(%l0_e13_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e14_x = tensor.extract_slice %l0_disp[14, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e14_gate = "tensor_cast.linear"(%l0_e14_x, %w_e14_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e14_up = "tensor_cast.linear"(%l0_e14_x, %w_e14_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e14_act = "tensor_cast.swiglu"(%l0_e14_gate, %l0_e14_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e14_down = "tensor_cast.linear"(%l0_e14_act, %w_e14_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e14_y = "tensor_cast.view"(%l0_e14_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e15_x = tensor.extract_slice %l0_disp[15, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<16x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e15_gate = "tensor_cast.linear"(%l0_e15_x, %w_e15_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e15_up = "tensor_cast.linear"(%l0_e15_x, %w_e15_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e15_act = "tensor_cast.swiglu"(%l0_e15_gate, %l0_e15_up) : (tensor<1x4096x768xbf16>, tensor<1x4096x768xbf16>) -> tensor<1x4096x768xbf16>
  %l0_e15_down = "tensor_cast.linear"(%l0_e15_act, %w_e15_down_0) : (tensor<1x4096x768xbf16>, tensor<768x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e15_y = "tensor_cast.view"(%l0_e15_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_ye = tensor.concat dim(0) %l0_e0_y, %l0_e1_y, %l0_e2_y, %l0_e3_y, %l0_e4_y, %l0_e5_y, %l0_e6_y, %l0_e7_y, %l0_e8_y, %l0_e9_y, %l0_e10_y, %l0_e11_y, %l0_e12_y, %l0_e13_y, %l0_e14_y, %l0_e15_y : (tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>) -> tensor<16x1x4096x2048xbf16>
  %l0_back = "tensor_cast.all_to_all"(%l0_ye) {concat_dim = 0 : i64, split_dim = 2 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<16x1x4096x2048xbf16>) -> tensor<128x1x512x2048xbf16>
  %l0_moe = "tensor_cast.moe_combine"(%l0_back, %l0_ws, %l0_is) : (tensor<128x1x512x2048xbf16>, tensor<1x512x8xbf16>, tensor<1x512x8xi64>) -> tensor<1x512x2048xbf16>
  %l0_down_sum = "tensor_cast.all_gather"(%l0_moe) {dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x512x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_out = arith.addf %l0_post#1, %l0_down_sum : tensor<1x4096x2048xbf16>
  %c0 = "tensor_cast.region_end"(%l0_out) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c1 = "tensor_cast.copy_region"(%c0) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c2 = "tensor_cast.copy_region"(%c1) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c3 = "tensor_cast.copy_region"(%c2) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c4 = "tensor_cast.copy_region"(%c3) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c5 = "tensor_cast.copy_region"(%c4) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c6 = "tensor_cast.copy_region"(%c5) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c7 = "tensor_cast.copy_region"(%c6) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c8 = "tensor_cast.copy_region"(%c7) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c9 = "tensor_cast.copy_region"(%c8) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c10 = "tensor_cast.copy_region"(%c9) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c11 = "tensor_cast.copy_region"(%c10) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c12 = "tensor_cast.copy_region"(%c11) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c13 = "tensor_cast.copy_region"(%c12) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c14 = "tensor_cast.copy_region"(%c13) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c15 = "tensor_cast.copy_region"(%c14) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c16 = "tensor_cast.copy_region"(%c15) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c17 = "tensor_cast.copy_region"(%c16) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c18 = "tensor_cast.copy_region"(%c17) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c19 = "tensor_cast.copy_region"(%c18) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c20 = "tensor_cast.copy_region"(%c19) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c21 = "tensor_cast.copy_region"(%c20) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c22 = "tensor_cast.copy_region"(%c21) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c23 = "tensor_cast.copy_region"(%c22) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c24 = "tensor_cast.copy_region"(%c23) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c25 = "tensor_cast.copy_region"(%c24) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c26 = "tensor_cast.copy_region"(%c25) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c27 = "tensor_cast.copy_region"(%c26) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c28 = "tensor_cast.copy_region"(%c27) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c29 = "tensor_cast.copy_region"(%c28) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c30 = "tensor_cast.copy_region"(%c29) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c31 = "tensor_cast.copy_region"(%c30) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c32 = "tensor_cast.copy_region"(%c31) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c33 = "tensor_cast.copy_region"(%c32) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c34 = "tensor_cast.copy_region"(%c33) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c35 = "tensor_cast.copy_region"(%c34) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c36 = "tensor_cast.copy_region"(%c35) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c37 = "tensor_cast.copy_region"(%c36) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c38 = "tensor_cast.copy_region"(%c37) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c39 = "tensor_cast.copy_region"(%c38) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c40 = "tensor_cast.copy_region"(%c39) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c41 = "tensor_cast.copy_region"(%c40) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c42 = "tensor_cast.copy_region"(%c41) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c43 = "tensor_cast.copy_region"(%c42) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c44 = "tensor_cast.copy_region"(%c43) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c45 = "tensor_cast.copy_region"(%c44) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c46 = "tensor_cast.copy_region"(%c45) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %c47 = "tensor_cast.copy_region"(%c46) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %y = "tensor_cast.rms_norm"(%c47, %g_final) {eps = 1.0e-06 : f32} : (tensor<1x4096x2048xbf16>, tensor<2048xbf16>) -> tensor<1x4096x2048xbf16>
  %y_last = tensor.extract_slice %y[0, 4095, 0] [1, 1, 2048] [1, 1, 1] : tensor<1x4096x2048xbf16> to tensor<1x1x2048xbf16>
  %logits = "tensor_cast.linear"(%y_last, %lm_head) : (tensor<1x1x2048xbf16>, tensor<2048x18992xbf16>) -> tensor<1x1x18992xbf16>
  return %logits : tensor<1x1x18992xbf16>
}
