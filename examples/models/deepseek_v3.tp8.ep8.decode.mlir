// tc-gen --config=deepseek_v3.json: deepseek_v3, 61 layers, hidden 7168, 128 heads (128 kv) of 192, ffn 18432, vocab 129280; 671B parameters
// rank 0 of 8 (16 q heads, 16 kv heads, 16160 vocab rows here), batch 8, decode over a context of 32768, --quant=fp8-block --group-size=128 --dtype=bf16
// multi-head latent attention (absorbed form): q_lora_rank 1536, kv_lora_rank 512, qk 128 + 64 (RoPE), v 128; the KV cache is the latent, 576 a token
// routing: sigmoid scores, noaux_tc (4 of 8 groups), weights x 2.5e+00; the first 3 layers dense
// MoE in 58 of 61 layers: 256 experts, top-8 renormalized, expert ffn 2048; --expert-parallel=8: a shared expert of ffn 2048 (split), 32 whole experts here, every token here, one all_reduce
func.func @decoder(
    %ids: tensor<8x1xi64> {tensor_cast.source = {name = "input_ids", shape = array<i64: 8, 1>}},
    %positions: tensor<8x1xi64> {tensor_cast.source = {name = "position_ids", shape = array<i64: 8, 1>}},
    %embed: tensor<16160x7168xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.embed_tokens.weight", shape = array<i64: 129280, 7168>, split = array<i64: 0, 8, 1>}},
    %g_final: tensor<7168xbf16> {tensor_cast.source = {name = "model.norm.weight", shape = array<i64: 7168>}},
    %lm_head: tensor<7168x16160xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "lm_head.weight", shape = array<i64: 129280, 7168>, transpose, split = array<i64: 1, 8, 1>}},
    %g_in_0: tensor<7168xbf16> {tensor_cast.source = {name = "model.layers.0.input_layernorm.weight", shape = array<i64: 7168>}},
    %g_post_0: tensor<7168xbf16> {tensor_cast.source = {name = "model.layers.0.post_attention_layernorm.weight", shape = array<i64: 7168>}},
    %g_qa_0: tensor<1536xbf16> {tensor_cast.source = {name = "model.layers.0.self_attn.q_a_layernorm.weight", shape = array<i64: 1536>}},
    %g_kva_0: tensor<512xbf16> {tensor_cast.source = {name = "model.layers.0.self_attn.kv_a_layernorm.weight", shape = array<i64: 512>}},
    %w_q_a_0: tensor<7168x1536xf8E4M3FN>,
    %ws_q_a_0: tensor<56x12xf32>,
    %w_kv_a_0: tensor<7168x576xf8E4M3FN>,
    %ws_kv_a_0: tensor<56x9xf32>,
    %w_q_b_0: tensor<1536x3072xf8E4M3FN> {tensor_cast.sharded},
    %ws_q_b_0: tensor<12x24xf32> {tensor_cast.sharded},
    %w_o_0: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_o_0: tensor<16x56xf32> {tensor_cast.sharded},
    %w_gate_0: tensor<7168x2304xf8E4M3FN> {tensor_cast.sharded},
    %ws_gate_0: tensor<56x18xf32> {tensor_cast.sharded},
    %w_up_0: tensor<7168x2304xf8E4M3FN> {tensor_cast.sharded},
    %ws_up_0: tensor<56x18xf32> {tensor_cast.sharded},
    %w_down_0: tensor<2304x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_down_0: tensor<18x56xf32> {tensor_cast.sharded},
    %w_uk_0: tensor<16x128x512xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.kv_b_proj.weight", shape = array<i64: 32768, 512>, rows = array<i64: 256, 0, 128>, split = array<i64: 0, 8, 1>}},
    %w_uv_0: tensor<16x512x128xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.kv_b_proj.weight", shape = array<i64: 32768, 512>, rows = array<i64: 256, 128, 128>, transpose, split = array<i64: 0, 8, 1>}},
    %latent_cache_0: tensor<8x32768x1x576xbf16> {tensor_cast.source = {name = "past_key_values.0.latent", shape = array<i64: 8, 32768, 1, 576>}},
    %g_in_3: tensor<7168xbf16> {tensor_cast.source = {name = "model.layers.3.input_layernorm.weight", shape = array<i64: 7168>}},
    %g_post_3: tensor<7168xbf16> {tensor_cast.source = {name = "model.layers.3.post_attention_layernorm.weight", shape = array<i64: 7168>}},
    %g_qa_3: tensor<1536xbf16> {tensor_cast.source = {name = "model.layers.3.self_attn.q_a_layernorm.weight", shape = array<i64: 1536>}},
    %g_kva_3: tensor<512xbf16> {tensor_cast.source = {name = "model.layers.3.self_attn.kv_a_layernorm.weight", shape = array<i64: 512>}},
    %w_router_3: tensor<7168x256xbf16> {tensor_cast.source = {name = "model.layers.3.mlp.gate.weight", shape = array<i64: 256, 7168>, transpose}},
    %w_ebias_3: tensor<256xf32> {tensor_cast.source = {name = "model.layers.3.mlp.gate.e_score_correction_bias", shape = array<i64: 256>}},
    %w_q_a_3: tensor<7168x1536xf8E4M3FN>,
    %ws_q_a_3: tensor<56x12xf32>,
    %w_kv_a_3: tensor<7168x576xf8E4M3FN>,
    %ws_kv_a_3: tensor<56x9xf32>,
    %w_q_b_3: tensor<1536x3072xf8E4M3FN> {tensor_cast.sharded},
    %ws_q_b_3: tensor<12x24xf32> {tensor_cast.sharded},
    %w_o_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_o_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e0_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e0_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e0_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e0_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e0_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e0_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e1_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e1_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e1_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e1_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e1_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e1_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e2_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e2_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e2_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e2_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e2_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e2_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e3_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e3_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e3_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e3_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e3_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e3_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e4_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e4_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e4_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e4_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e4_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e4_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e5_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e5_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e5_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e5_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e5_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e5_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e6_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e6_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e6_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e6_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e6_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e6_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e7_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e7_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e7_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e7_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e7_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e7_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e8_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e8_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e8_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e8_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e8_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e8_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e9_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e9_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e9_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e9_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e9_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e9_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e10_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e10_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e10_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e10_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e10_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e10_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e11_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e11_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e11_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e11_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e11_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e11_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e12_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e12_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e12_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e12_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e12_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e12_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e13_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e13_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e13_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e13_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e13_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e13_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e14_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e14_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e14_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e14_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e14_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e14_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e15_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e15_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e15_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e15_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e15_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e15_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e16_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e16_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e16_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e16_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e16_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e16_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e17_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e17_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e17_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e17_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e17_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e17_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e18_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e18_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e18_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e18_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e18_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e18_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e19_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e19_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e19_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e19_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e19_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e19_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e20_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e20_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e20_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e20_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e20_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e20_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e21_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e21_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e21_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e21_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e21_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e21_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e22_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e22_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e22_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e22_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e22_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e22_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e23_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e23_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e23_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e23_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e23_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e23_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e24_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e24_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e24_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e24_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e24_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e24_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e25_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e25_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e25_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e25_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e25_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e25_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e26_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e26_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e26_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e26_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e26_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e26_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e27_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e27_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e27_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e27_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e27_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e27_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e28_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e28_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e28_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e28_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e28_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e28_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e29_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e29_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e29_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e29_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e29_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e29_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e30_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e30_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e30_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e30_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e30_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e30_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_e31_gate_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e31_gate_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e31_up_3: tensor<7168x2048xf8E4M3FN> {tensor_cast.sharded},
    %ws_e31_up_3: tensor<56x16xf32> {tensor_cast.sharded},
    %w_e31_down_3: tensor<2048x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_e31_down_3: tensor<16x56xf32> {tensor_cast.sharded},
    %w_se_gate_3: tensor<7168x256xf8E4M3FN> {tensor_cast.sharded},
    %ws_se_gate_3: tensor<56x2xf32> {tensor_cast.sharded},
    %w_se_up_3: tensor<7168x256xf8E4M3FN> {tensor_cast.sharded},
    %ws_se_up_3: tensor<56x2xf32> {tensor_cast.sharded},
    %w_se_down_3: tensor<256x7168xf8E4M3FN> {tensor_cast.sharded},
    %ws_se_down_3: tensor<2x56xf32> {tensor_cast.sharded},
    %w_uk_3: tensor<16x128x512xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.3.self_attn.kv_b_proj.weight", shape = array<i64: 32768, 512>, rows = array<i64: 256, 0, 128>, split = array<i64: 0, 8, 1>}},
    %w_uv_3: tensor<16x512x128xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.3.self_attn.kv_b_proj.weight", shape = array<i64: 32768, 512>, rows = array<i64: 256, 128, 128>, transpose, split = array<i64: 0, 8, 1>}},
    %latent_cache_3: tensor<8x32768x1x576xbf16> {tensor_cast.source = {name = "past_key_values.3.latent", shape = array<i64: 8, 32768, 1, 576>}}) -> (tensor<8x1x16160xbf16> {tensor_cast.source = {name = "logits", shape = array<i64: 8, 1, 129280>, split = array<i64: 2, 8, 1>}}) {
  %e = "tensor_cast.embedding"(%ids, %embed) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1xi64>, tensor<16160x7168xbf16>) -> tensor<8x1x7168xbf16> loc("embed_tokens"("deepseek_v3.tp8.ep8.decode.mlir":248:3))
  %h0 = "tensor_cast.all_reduce"(%e) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("embed_tokens"("deepseek_v3.tp8.ep8.decode.mlir":249:3))
  %begin = "tensor_cast.region_begin"(%h0) {id = 0 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.0"("deepseek_v3.tp8.ep8.decode.mlir":250:3))
  %l0_in = "tensor_cast.rms_norm"(%begin, %g_in_0) {eps = 1.0e-06 : f32} : (tensor<8x1x7168xbf16>, tensor<7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.0.input_layernorm"("deepseek_v3.tp8.ep8.decode.mlir":251:3))
  %l0_q_a_xv = "tensor_cast.view"(%l0_in) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.0.self_attn.q_a_proj"("deepseek_v3.tp8.ep8.decode.mlir":252:3))
  %l0_q_a_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l0_q_a_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.0.self_attn.q_a_proj"("deepseek_v3.tp8.ep8.decode.mlir":253:3))
  %l0_q_a_y = "tensor_cast.quant_linear"(%l0_q_a_xq#0, %w_q_a_0, %ws_q_a_0, %l0_q_a_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x1536xf8E4M3FN>, tensor<56x12xf32>, tensor<8x56xf32>) -> tensor<8x1536xbf16> loc("layers.0.self_attn.q_a_proj"("deepseek_v3.tp8.ep8.decode.mlir":254:3))
  %l0_q_a = "tensor_cast.view"(%l0_q_a_y) : (tensor<8x1536xbf16>) -> tensor<8x1x1536xbf16> loc("layers.0.self_attn.q_a_proj"("deepseek_v3.tp8.ep8.decode.mlir":255:3))
  %l0_q_an = "tensor_cast.rms_norm"(%l0_q_a, %g_qa_0) {eps = 1.0e-06 : f32} : (tensor<8x1x1536xbf16>, tensor<1536xbf16>) -> tensor<8x1x1536xbf16> loc("layers.0.self_attn.q_a_layernorm"("deepseek_v3.tp8.ep8.decode.mlir":256:3))
  %l0_q_b_xv = "tensor_cast.view"(%l0_q_an) : (tensor<8x1x1536xbf16>) -> tensor<8x1536xbf16> loc("layers.0.self_attn.q_b_proj"("deepseek_v3.tp8.ep8.decode.mlir":257:3))
  %l0_q_b_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l0_q_b_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x1536xbf16>) -> (tensor<8x1536xf8E4M3FN>, tensor<8x12xf32>) loc("layers.0.self_attn.q_b_proj"("deepseek_v3.tp8.ep8.decode.mlir":258:3))
  %l0_q_b_y = "tensor_cast.quant_linear"(%l0_q_b_xq#0, %w_q_b_0, %ws_q_b_0, %l0_q_b_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x1536xf8E4M3FN>, tensor<1536x3072xf8E4M3FN>, tensor<12x24xf32>, tensor<8x12xf32>) -> tensor<8x3072xbf16> loc("layers.0.self_attn.q_b_proj"("deepseek_v3.tp8.ep8.decode.mlir":259:3))
  %l0_q_b = "tensor_cast.view"(%l0_q_b_y) : (tensor<8x3072xbf16>) -> tensor<8x1x3072xbf16> loc("layers.0.self_attn.q_b_proj"("deepseek_v3.tp8.ep8.decode.mlir":260:3))
  %l0_q4 = "tensor_cast.view"(%l0_q_b) : (tensor<8x1x3072xbf16>) -> tensor<8x1x16x192xbf16> loc("layers.0.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":261:3))
  %l0_qn = tensor.extract_slice %l0_q4[0, 0, 0, 0] [8, 1, 16, 128] [1, 1, 1, 1] : tensor<8x1x16x192xbf16> to tensor<8x1x16x128xbf16> loc("layers.0.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":262:3))
  %l0_qp = tensor.extract_slice %l0_q4[0, 0, 0, 128] [8, 1, 16, 64] [1, 1, 1, 1] : tensor<8x1x16x192xbf16> to tensor<8x1x16x64xbf16> loc("layers.0.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":263:3))
  %l0_qr = "tensor_cast.rope"(%l0_qp, %positions) {theta = 1.0e+04 : f64, yarn_scaling = array<f64: 4.0e+01, 4.096e+03, 3.2e+01, 1.0e+00, 1.0e+00, 1.0e+00>, interleaved} : (tensor<8x1x16x64xbf16>, tensor<8x1xi64>) -> tensor<8x1x16x64xbf16> loc("layers.0.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":264:3))
  %l0_kv_a_xv = "tensor_cast.view"(%l0_in) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.0.self_attn.kv_a_proj_with_mqa"("deepseek_v3.tp8.ep8.decode.mlir":265:3))
  %l0_kv_a_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l0_kv_a_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.0.self_attn.kv_a_proj_with_mqa"("deepseek_v3.tp8.ep8.decode.mlir":266:3))
  %l0_kv_a_y = "tensor_cast.quant_linear"(%l0_kv_a_xq#0, %w_kv_a_0, %ws_kv_a_0, %l0_kv_a_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x576xf8E4M3FN>, tensor<56x9xf32>, tensor<8x56xf32>) -> tensor<8x576xbf16> loc("layers.0.self_attn.kv_a_proj_with_mqa"("deepseek_v3.tp8.ep8.decode.mlir":267:3))
  %l0_kv_a = "tensor_cast.view"(%l0_kv_a_y) : (tensor<8x576xbf16>) -> tensor<8x1x576xbf16> loc("layers.0.self_attn.kv_a_proj_with_mqa"("deepseek_v3.tp8.ep8.decode.mlir":268:3))
  %l0_ckv = tensor.extract_slice %l0_kv_a[0, 0, 0] [8, 1, 512] [1, 1, 1] : tensor<8x1x576xbf16> to tensor<8x1x512xbf16> loc("layers.0.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":269:3))
  %l0_kp = tensor.extract_slice %l0_kv_a[0, 0, 512] [8, 1, 64] [1, 1, 1] : tensor<8x1x576xbf16> to tensor<8x1x64xbf16> loc("layers.0.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":270:3))
  %l0_ckvn = "tensor_cast.rms_norm"(%l0_ckv, %g_kva_0) {eps = 1.0e-06 : f32} : (tensor<8x1x512xbf16>, tensor<512xbf16>) -> tensor<8x1x512xbf16> loc("layers.0.self_attn.kv_a_layernorm"("deepseek_v3.tp8.ep8.decode.mlir":271:3))
  %l0_kp4 = "tensor_cast.view"(%l0_kp) : (tensor<8x1x64xbf16>) -> tensor<8x1x1x64xbf16> loc("layers.0.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":272:3))
  %l0_kr = "tensor_cast.rope"(%l0_kp4, %positions) {theta = 1.0e+04 : f64, yarn_scaling = array<f64: 4.0e+01, 4.096e+03, 3.2e+01, 1.0e+00, 1.0e+00, 1.0e+00>, interleaved} : (tensor<8x1x1x64xbf16>, tensor<8x1xi64>) -> tensor<8x1x1x64xbf16> loc("layers.0.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":273:3))
  %l0_ckv4 = "tensor_cast.view"(%l0_ckvn) : (tensor<8x1x512xbf16>) -> tensor<8x1x1x512xbf16> loc("layers.0.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":274:3))
  %l0_lat = tensor.concat dim(3) %l0_ckv4, %l0_kr : (tensor<8x1x1x512xbf16>, tensor<8x1x1x64xbf16>) -> tensor<8x1x1x576xbf16> loc("layers.0.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":275:3))
  %l0_latc = tensor.concat dim(1) %latent_cache_0, %l0_lat : (tensor<8x32768x1x576xbf16>, tensor<8x1x1x576xbf16>) -> tensor<8x32769x1x576xbf16> loc("layers.0.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":276:3))
  %l0_ql = "tensor_cast.head_linear"(%l0_qn, %w_uk_0) : (tensor<8x1x16x128xbf16>, tensor<16x128x512xbf16>) -> tensor<8x1x16x512xbf16> loc("layers.0.self_attn.kv_b_proj"("deepseek_v3.tp8.ep8.decode.mlir":277:3))
  %l0_qc = tensor.concat dim(3) %l0_ql, %l0_qr : (tensor<8x1x16x512xbf16>, tensor<8x1x16x64xbf16>) -> tensor<8x1x16x576xbf16> loc("layers.0.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":278:3))
  %l0_vl = tensor.extract_slice %l0_latc[0, 0, 0, 0] [8, 32769, 1, 512] [1, 1, 1, 1] : tensor<8x32769x1x576xbf16> to tensor<8x32769x1x512xbf16> loc("layers.0.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":279:3))
  %l0_al = "tensor_cast.attention"(%l0_qc, %l0_latc, %l0_vl) {scale = 1.352337788608801e-01 : f64} : (tensor<8x1x16x576xbf16>, tensor<8x32769x1x576xbf16>, tensor<8x32769x1x512xbf16>) -> tensor<8x1x16x512xbf16> loc("layers.0.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":280:3))
  %l0_a = "tensor_cast.head_linear"(%l0_al, %w_uv_0) : (tensor<8x1x16x512xbf16>, tensor<16x512x128xbf16>) -> tensor<8x1x16x128xbf16> loc("layers.0.self_attn.kv_b_proj"("deepseek_v3.tp8.ep8.decode.mlir":281:3))
  %l0_attn = "tensor_cast.view"(%l0_a) : (tensor<8x1x16x128xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":282:3))
  %l0_o_xv = "tensor_cast.view"(%l0_attn) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.0.self_attn.o_proj"("deepseek_v3.tp8.ep8.decode.mlir":283:3))
  %l0_o_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l0_o_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.0.self_attn.o_proj"("deepseek_v3.tp8.ep8.decode.mlir":284:3))
  %l0_o_y = "tensor_cast.quant_linear"(%l0_o_xq#0, %w_o_0, %ws_o_0, %l0_o_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.0.self_attn.o_proj"("deepseek_v3.tp8.ep8.decode.mlir":285:3))
  %l0_o = "tensor_cast.view"(%l0_o_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.0.self_attn.o_proj"("deepseek_v3.tp8.ep8.decode.mlir":286:3))
  %l0_o_sum = "tensor_cast.all_reduce"(%l0_o) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.0.self_attn.o_proj"("deepseek_v3.tp8.ep8.decode.mlir":287:3))
  %l0_post:2 = "tensor_cast.add_rms_norm2"(%l0_o_sum, %begin, %g_post_0) {eps = 1.0e-06 : f32} : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>, tensor<7168xbf16>) -> (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) loc("layers.0.post_attention_layernorm"("deepseek_v3.tp8.ep8.decode.mlir":288:3))
  %l0_gate_xv = "tensor_cast.view"(%l0_post#0) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.0.mlp.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":289:3))
  %l0_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l0_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.0.mlp.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":290:3))
  %l0_gate_y = "tensor_cast.quant_linear"(%l0_gate_xq#0, %w_gate_0, %ws_gate_0, %l0_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2304xf8E4M3FN>, tensor<56x18xf32>, tensor<8x56xf32>) -> tensor<8x2304xbf16> loc("layers.0.mlp.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":291:3))
  %l0_gate = "tensor_cast.view"(%l0_gate_y) : (tensor<8x2304xbf16>) -> tensor<8x1x2304xbf16> loc("layers.0.mlp.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":292:3))
  %l0_up_xv = "tensor_cast.view"(%l0_post#0) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.0.mlp.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":293:3))
  %l0_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l0_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.0.mlp.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":294:3))
  %l0_up_y = "tensor_cast.quant_linear"(%l0_up_xq#0, %w_up_0, %ws_up_0, %l0_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2304xf8E4M3FN>, tensor<56x18xf32>, tensor<8x56xf32>) -> tensor<8x2304xbf16> loc("layers.0.mlp.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":295:3))
  %l0_up = "tensor_cast.view"(%l0_up_y) : (tensor<8x2304xbf16>) -> tensor<8x1x2304xbf16> loc("layers.0.mlp.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":296:3))
  %l0_act = "tensor_cast.swiglu"(%l0_gate, %l0_up) : (tensor<8x1x2304xbf16>, tensor<8x1x2304xbf16>) -> tensor<8x1x2304xbf16> loc("layers.0.mlp.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":297:3))
  %l0_down_xv = "tensor_cast.view"(%l0_act) : (tensor<8x1x2304xbf16>) -> tensor<8x2304xbf16> loc("layers.0.mlp.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":298:3))
  %l0_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l0_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2304xbf16>) -> (tensor<8x2304xf8E4M3FN>, tensor<8x18xf32>) loc("layers.0.mlp.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":299:3))
  %l0_down_y = "tensor_cast.quant_linear"(%l0_down_xq#0, %w_down_0, %ws_down_0, %l0_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2304xf8E4M3FN>, tensor<2304x7168xf8E4M3FN>, tensor<18x56xf32>, tensor<8x18xf32>) -> tensor<8x7168xbf16> loc("layers.0.mlp.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":300:3))
  %l0_down = "tensor_cast.view"(%l0_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.0.mlp.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":301:3))
  %l0_down_sum = "tensor_cast.all_reduce"(%l0_down) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.0.mlp.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":302:3))
  %l0_out = arith.addf %l0_post#1, %l0_down_sum : tensor<8x1x7168xbf16> loc("layers.0"("deepseek_v3.tp8.ep8.decode.mlir":303:3))
  %c0 = "tensor_cast.region_end"(%l0_out) {id = 0 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.0"("deepseek_v3.tp8.ep8.decode.mlir":304:3))
  %c1 = "tensor_cast.copy_region"(%c0) {id = 0 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.1"("deepseek_v3.tp8.ep8.decode.mlir":305:3))
  %c2 = "tensor_cast.copy_region"(%c1) {id = 0 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.2"("deepseek_v3.tp8.ep8.decode.mlir":306:3))
  %begin3 = "tensor_cast.region_begin"(%c2) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3"("deepseek_v3.tp8.ep8.decode.mlir":307:3))
  %l3_in = "tensor_cast.rms_norm"(%begin3, %g_in_3) {eps = 1.0e-06 : f32} : (tensor<8x1x7168xbf16>, tensor<7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.input_layernorm"("deepseek_v3.tp8.ep8.decode.mlir":308:3))
  %l3_q_a_xv = "tensor_cast.view"(%l3_in) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.self_attn.q_a_proj"("deepseek_v3.tp8.ep8.decode.mlir":309:3))
  %l3_q_a_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_q_a_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.self_attn.q_a_proj"("deepseek_v3.tp8.ep8.decode.mlir":310:3))
  %l3_q_a_y = "tensor_cast.quant_linear"(%l3_q_a_xq#0, %w_q_a_3, %ws_q_a_3, %l3_q_a_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x1536xf8E4M3FN>, tensor<56x12xf32>, tensor<8x56xf32>) -> tensor<8x1536xbf16> loc("layers.3.self_attn.q_a_proj"("deepseek_v3.tp8.ep8.decode.mlir":311:3))
  %l3_q_a = "tensor_cast.view"(%l3_q_a_y) : (tensor<8x1536xbf16>) -> tensor<8x1x1536xbf16> loc("layers.3.self_attn.q_a_proj"("deepseek_v3.tp8.ep8.decode.mlir":312:3))
  %l3_q_an = "tensor_cast.rms_norm"(%l3_q_a, %g_qa_3) {eps = 1.0e-06 : f32} : (tensor<8x1x1536xbf16>, tensor<1536xbf16>) -> tensor<8x1x1536xbf16> loc("layers.3.self_attn.q_a_layernorm"("deepseek_v3.tp8.ep8.decode.mlir":313:3))
  %l3_q_b_xv = "tensor_cast.view"(%l3_q_an) : (tensor<8x1x1536xbf16>) -> tensor<8x1536xbf16> loc("layers.3.self_attn.q_b_proj"("deepseek_v3.tp8.ep8.decode.mlir":314:3))
  %l3_q_b_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_q_b_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x1536xbf16>) -> (tensor<8x1536xf8E4M3FN>, tensor<8x12xf32>) loc("layers.3.self_attn.q_b_proj"("deepseek_v3.tp8.ep8.decode.mlir":315:3))
  %l3_q_b_y = "tensor_cast.quant_linear"(%l3_q_b_xq#0, %w_q_b_3, %ws_q_b_3, %l3_q_b_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x1536xf8E4M3FN>, tensor<1536x3072xf8E4M3FN>, tensor<12x24xf32>, tensor<8x12xf32>) -> tensor<8x3072xbf16> loc("layers.3.self_attn.q_b_proj"("deepseek_v3.tp8.ep8.decode.mlir":316:3))
  %l3_q_b = "tensor_cast.view"(%l3_q_b_y) : (tensor<8x3072xbf16>) -> tensor<8x1x3072xbf16> loc("layers.3.self_attn.q_b_proj"("deepseek_v3.tp8.ep8.decode.mlir":317:3))
  %l3_q4 = "tensor_cast.view"(%l3_q_b) : (tensor<8x1x3072xbf16>) -> tensor<8x1x16x192xbf16> loc("layers.3.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":318:3))
  %l3_qn = tensor.extract_slice %l3_q4[0, 0, 0, 0] [8, 1, 16, 128] [1, 1, 1, 1] : tensor<8x1x16x192xbf16> to tensor<8x1x16x128xbf16> loc("layers.3.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":319:3))
  %l3_qp = tensor.extract_slice %l3_q4[0, 0, 0, 128] [8, 1, 16, 64] [1, 1, 1, 1] : tensor<8x1x16x192xbf16> to tensor<8x1x16x64xbf16> loc("layers.3.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":320:3))
  %l3_qr = "tensor_cast.rope"(%l3_qp, %positions) {theta = 1.0e+04 : f64, yarn_scaling = array<f64: 4.0e+01, 4.096e+03, 3.2e+01, 1.0e+00, 1.0e+00, 1.0e+00>, interleaved} : (tensor<8x1x16x64xbf16>, tensor<8x1xi64>) -> tensor<8x1x16x64xbf16> loc("layers.3.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":321:3))
  %l3_kv_a_xv = "tensor_cast.view"(%l3_in) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.self_attn.kv_a_proj_with_mqa"("deepseek_v3.tp8.ep8.decode.mlir":322:3))
  %l3_kv_a_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_kv_a_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.self_attn.kv_a_proj_with_mqa"("deepseek_v3.tp8.ep8.decode.mlir":323:3))
  %l3_kv_a_y = "tensor_cast.quant_linear"(%l3_kv_a_xq#0, %w_kv_a_3, %ws_kv_a_3, %l3_kv_a_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x576xf8E4M3FN>, tensor<56x9xf32>, tensor<8x56xf32>) -> tensor<8x576xbf16> loc("layers.3.self_attn.kv_a_proj_with_mqa"("deepseek_v3.tp8.ep8.decode.mlir":324:3))
  %l3_kv_a = "tensor_cast.view"(%l3_kv_a_y) : (tensor<8x576xbf16>) -> tensor<8x1x576xbf16> loc("layers.3.self_attn.kv_a_proj_with_mqa"("deepseek_v3.tp8.ep8.decode.mlir":325:3))
  %l3_ckv = tensor.extract_slice %l3_kv_a[0, 0, 0] [8, 1, 512] [1, 1, 1] : tensor<8x1x576xbf16> to tensor<8x1x512xbf16> loc("layers.3.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":326:3))
  %l3_kp = tensor.extract_slice %l3_kv_a[0, 0, 512] [8, 1, 64] [1, 1, 1] : tensor<8x1x576xbf16> to tensor<8x1x64xbf16> loc("layers.3.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":327:3))
  %l3_ckvn = "tensor_cast.rms_norm"(%l3_ckv, %g_kva_3) {eps = 1.0e-06 : f32} : (tensor<8x1x512xbf16>, tensor<512xbf16>) -> tensor<8x1x512xbf16> loc("layers.3.self_attn.kv_a_layernorm"("deepseek_v3.tp8.ep8.decode.mlir":328:3))
  %l3_kp4 = "tensor_cast.view"(%l3_kp) : (tensor<8x1x64xbf16>) -> tensor<8x1x1x64xbf16> loc("layers.3.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":329:3))
  %l3_kr = "tensor_cast.rope"(%l3_kp4, %positions) {theta = 1.0e+04 : f64, yarn_scaling = array<f64: 4.0e+01, 4.096e+03, 3.2e+01, 1.0e+00, 1.0e+00, 1.0e+00>, interleaved} : (tensor<8x1x1x64xbf16>, tensor<8x1xi64>) -> tensor<8x1x1x64xbf16> loc("layers.3.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":330:3))
  %l3_ckv4 = "tensor_cast.view"(%l3_ckvn) : (tensor<8x1x512xbf16>) -> tensor<8x1x1x512xbf16> loc("layers.3.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":331:3))
  %l3_lat = tensor.concat dim(3) %l3_ckv4, %l3_kr : (tensor<8x1x1x512xbf16>, tensor<8x1x1x64xbf16>) -> tensor<8x1x1x576xbf16> loc("layers.3.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":332:3))
  %l3_latc = tensor.concat dim(1) %latent_cache_3, %l3_lat : (tensor<8x32768x1x576xbf16>, tensor<8x1x1x576xbf16>) -> tensor<8x32769x1x576xbf16> loc("layers.3.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":333:3))
  %l3_ql = "tensor_cast.head_linear"(%l3_qn, %w_uk_3) : (tensor<8x1x16x128xbf16>, tensor<16x128x512xbf16>) -> tensor<8x1x16x512xbf16> loc("layers.3.self_attn.kv_b_proj"("deepseek_v3.tp8.ep8.decode.mlir":334:3))
  %l3_qc = tensor.concat dim(3) %l3_ql, %l3_qr : (tensor<8x1x16x512xbf16>, tensor<8x1x16x64xbf16>) -> tensor<8x1x16x576xbf16> loc("layers.3.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":335:3))
  %l3_vl = tensor.extract_slice %l3_latc[0, 0, 0, 0] [8, 32769, 1, 512] [1, 1, 1, 1] : tensor<8x32769x1x576xbf16> to tensor<8x32769x1x512xbf16> loc("layers.3.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":336:3))
  %l3_al = "tensor_cast.attention"(%l3_qc, %l3_latc, %l3_vl) {scale = 1.352337788608801e-01 : f64} : (tensor<8x1x16x576xbf16>, tensor<8x32769x1x576xbf16>, tensor<8x32769x1x512xbf16>) -> tensor<8x1x16x512xbf16> loc("layers.3.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":337:3))
  %l3_a = "tensor_cast.head_linear"(%l3_al, %w_uv_3) : (tensor<8x1x16x512xbf16>, tensor<16x512x128xbf16>) -> tensor<8x1x16x128xbf16> loc("layers.3.self_attn.kv_b_proj"("deepseek_v3.tp8.ep8.decode.mlir":338:3))
  %l3_attn = "tensor_cast.view"(%l3_a) : (tensor<8x1x16x128xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.self_attn"("deepseek_v3.tp8.ep8.decode.mlir":339:3))
  %l3_o_xv = "tensor_cast.view"(%l3_attn) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.self_attn.o_proj"("deepseek_v3.tp8.ep8.decode.mlir":340:3))
  %l3_o_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_o_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.self_attn.o_proj"("deepseek_v3.tp8.ep8.decode.mlir":341:3))
  %l3_o_y = "tensor_cast.quant_linear"(%l3_o_xq#0, %w_o_3, %ws_o_3, %l3_o_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.self_attn.o_proj"("deepseek_v3.tp8.ep8.decode.mlir":342:3))
  %l3_o = "tensor_cast.view"(%l3_o_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.self_attn.o_proj"("deepseek_v3.tp8.ep8.decode.mlir":343:3))
  %l3_o_sum = "tensor_cast.all_reduce"(%l3_o) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.self_attn.o_proj"("deepseek_v3.tp8.ep8.decode.mlir":344:3))
  %l3_post:2 = "tensor_cast.add_rms_norm2"(%l3_o_sum, %begin3, %g_post_3) {eps = 1.0e-06 : f32} : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>, tensor<7168xbf16>) -> (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) loc("layers.3.post_attention_layernorm"("deepseek_v3.tp8.ep8.decode.mlir":345:3))
  %l3_router = "tensor_cast.linear"(%l3_post#0, %w_router_3) : (tensor<8x1x7168xbf16>, tensor<7168x256xbf16>) -> tensor<8x1x256xbf16> loc("layers.3.mlp.gate"("deepseek_v3.tp8.ep8.decode.mlir":346:3))
  %l3_route:2 = "tensor_cast.moe_gate"(%l3_router, %w_ebias_3) {norm_topk_prob, top_k = 8 : i64, scoring_func = "sigmoid", topk_method = "noaux_tc", n_group = 8 : i64, topk_group = 4 : i64, routed_scaling_factor = 2.5e+00 : f64} : (tensor<8x1x256xbf16>, tensor<256xf32>) -> (tensor<8x1x8xbf16>, tensor<8x1x8xi64>) loc("layers.3.mlp.gate"("deepseek_v3.tp8.ep8.decode.mlir":347:3))
  %l3_dall = "tensor_cast.moe_dispatch"(%l3_post#0, %l3_route#1) : (tensor<8x1x7168xbf16>, tensor<8x1x8xi64>) -> tensor<256x8x1x7168xbf16> loc("layers.3.mlp.experts"("deepseek_v3.tp8.ep8.decode.mlir":348:3))
  %l3_disp = "tensor_cast.all_slice"(%l3_dall) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<256x8x1x7168xbf16>) -> tensor<32x8x1x7168xbf16> loc("layers.3.mlp.experts"("deepseek_v3.tp8.ep8.decode.mlir":349:3))
  %l3_e0_x = tensor.extract_slice %l3_disp[0, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.0"("deepseek_v3.tp8.ep8.decode.mlir":350:3))
  %l3_e0_gate_xv = "tensor_cast.view"(%l3_e0_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.0.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":351:3))
  %l3_e0_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e0_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.0.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":352:3))
  %l3_e0_gate_y = "tensor_cast.quant_linear"(%l3_e0_gate_xq#0, %w_e0_gate_3, %ws_e0_gate_3, %l3_e0_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.0.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":353:3))
  %l3_e0_gate = "tensor_cast.view"(%l3_e0_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.0.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":354:3))
  %l3_e0_up_xv = "tensor_cast.view"(%l3_e0_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.0.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":355:3))
  %l3_e0_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e0_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.0.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":356:3))
  %l3_e0_up_y = "tensor_cast.quant_linear"(%l3_e0_up_xq#0, %w_e0_up_3, %ws_e0_up_3, %l3_e0_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.0.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":357:3))
  %l3_e0_up = "tensor_cast.view"(%l3_e0_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.0.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":358:3))
  %l3_e0_act = "tensor_cast.swiglu"(%l3_e0_gate, %l3_e0_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.0.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":359:3))
  %l3_e0_down_xv = "tensor_cast.view"(%l3_e0_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.0.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":360:3))
  %l3_e0_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e0_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.0.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":361:3))
  %l3_e0_down_y = "tensor_cast.quant_linear"(%l3_e0_down_xq#0, %w_e0_down_3, %ws_e0_down_3, %l3_e0_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.0.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":362:3))
  %l3_e0_down = "tensor_cast.view"(%l3_e0_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.0.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":363:3))
  %l3_e0_y = "tensor_cast.view"(%l3_e0_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.0.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":364:3))
  %l3_e1_x = tensor.extract_slice %l3_disp[1, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.1"("deepseek_v3.tp8.ep8.decode.mlir":365:3))
  %l3_e1_gate_xv = "tensor_cast.view"(%l3_e1_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.1.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":366:3))
  %l3_e1_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e1_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.1.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":367:3))
  %l3_e1_gate_y = "tensor_cast.quant_linear"(%l3_e1_gate_xq#0, %w_e1_gate_3, %ws_e1_gate_3, %l3_e1_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.1.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":368:3))
  %l3_e1_gate = "tensor_cast.view"(%l3_e1_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.1.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":369:3))
  %l3_e1_up_xv = "tensor_cast.view"(%l3_e1_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.1.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":370:3))
  %l3_e1_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e1_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.1.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":371:3))
  %l3_e1_up_y = "tensor_cast.quant_linear"(%l3_e1_up_xq#0, %w_e1_up_3, %ws_e1_up_3, %l3_e1_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.1.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":372:3))
  %l3_e1_up = "tensor_cast.view"(%l3_e1_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.1.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":373:3))
  %l3_e1_act = "tensor_cast.swiglu"(%l3_e1_gate, %l3_e1_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.1.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":374:3))
  %l3_e1_down_xv = "tensor_cast.view"(%l3_e1_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.1.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":375:3))
  %l3_e1_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e1_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.1.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":376:3))
  %l3_e1_down_y = "tensor_cast.quant_linear"(%l3_e1_down_xq#0, %w_e1_down_3, %ws_e1_down_3, %l3_e1_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.1.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":377:3))
  %l3_e1_down = "tensor_cast.view"(%l3_e1_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.1.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":378:3))
  %l3_e1_y = "tensor_cast.view"(%l3_e1_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.1.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":379:3))
  %l3_e2_x = tensor.extract_slice %l3_disp[2, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.2"("deepseek_v3.tp8.ep8.decode.mlir":380:3))
  %l3_e2_gate_xv = "tensor_cast.view"(%l3_e2_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.2.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":381:3))
  %l3_e2_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e2_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.2.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":382:3))
  %l3_e2_gate_y = "tensor_cast.quant_linear"(%l3_e2_gate_xq#0, %w_e2_gate_3, %ws_e2_gate_3, %l3_e2_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.2.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":383:3))
  %l3_e2_gate = "tensor_cast.view"(%l3_e2_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.2.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":384:3))
  %l3_e2_up_xv = "tensor_cast.view"(%l3_e2_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.2.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":385:3))
  %l3_e2_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e2_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.2.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":386:3))
  %l3_e2_up_y = "tensor_cast.quant_linear"(%l3_e2_up_xq#0, %w_e2_up_3, %ws_e2_up_3, %l3_e2_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.2.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":387:3))
  %l3_e2_up = "tensor_cast.view"(%l3_e2_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.2.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":388:3))
  %l3_e2_act = "tensor_cast.swiglu"(%l3_e2_gate, %l3_e2_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.2.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":389:3))
  %l3_e2_down_xv = "tensor_cast.view"(%l3_e2_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.2.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":390:3))
  %l3_e2_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e2_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.2.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":391:3))
  %l3_e2_down_y = "tensor_cast.quant_linear"(%l3_e2_down_xq#0, %w_e2_down_3, %ws_e2_down_3, %l3_e2_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.2.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":392:3))
  %l3_e2_down = "tensor_cast.view"(%l3_e2_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.2.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":393:3))
  %l3_e2_y = "tensor_cast.view"(%l3_e2_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.2.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":394:3))
  %l3_e3_x = tensor.extract_slice %l3_disp[3, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.3"("deepseek_v3.tp8.ep8.decode.mlir":395:3))
  %l3_e3_gate_xv = "tensor_cast.view"(%l3_e3_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.3.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":396:3))
  %l3_e3_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e3_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.3.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":397:3))
  %l3_e3_gate_y = "tensor_cast.quant_linear"(%l3_e3_gate_xq#0, %w_e3_gate_3, %ws_e3_gate_3, %l3_e3_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.3.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":398:3))
  %l3_e3_gate = "tensor_cast.view"(%l3_e3_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.3.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":399:3))
  %l3_e3_up_xv = "tensor_cast.view"(%l3_e3_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.3.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":400:3))
  %l3_e3_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e3_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.3.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":401:3))
  %l3_e3_up_y = "tensor_cast.quant_linear"(%l3_e3_up_xq#0, %w_e3_up_3, %ws_e3_up_3, %l3_e3_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.3.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":402:3))
  %l3_e3_up = "tensor_cast.view"(%l3_e3_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.3.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":403:3))
  %l3_e3_act = "tensor_cast.swiglu"(%l3_e3_gate, %l3_e3_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.3.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":404:3))
  %l3_e3_down_xv = "tensor_cast.view"(%l3_e3_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.3.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":405:3))
  %l3_e3_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e3_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.3.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":406:3))
  %l3_e3_down_y = "tensor_cast.quant_linear"(%l3_e3_down_xq#0, %w_e3_down_3, %ws_e3_down_3, %l3_e3_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.3.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":407:3))
  %l3_e3_down = "tensor_cast.view"(%l3_e3_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.3.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":408:3))
  %l3_e3_y = "tensor_cast.view"(%l3_e3_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.3.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":409:3))
  %l3_e4_x = tensor.extract_slice %l3_disp[4, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.4"("deepseek_v3.tp8.ep8.decode.mlir":410:3))
  %l3_e4_gate_xv = "tensor_cast.view"(%l3_e4_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.4.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":411:3))
  %l3_e4_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e4_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.4.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":412:3))
  %l3_e4_gate_y = "tensor_cast.quant_linear"(%l3_e4_gate_xq#0, %w_e4_gate_3, %ws_e4_gate_3, %l3_e4_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.4.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":413:3))
  %l3_e4_gate = "tensor_cast.view"(%l3_e4_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.4.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":414:3))
  %l3_e4_up_xv = "tensor_cast.view"(%l3_e4_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.4.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":415:3))
  %l3_e4_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e4_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.4.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":416:3))
  %l3_e4_up_y = "tensor_cast.quant_linear"(%l3_e4_up_xq#0, %w_e4_up_3, %ws_e4_up_3, %l3_e4_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.4.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":417:3))
  %l3_e4_up = "tensor_cast.view"(%l3_e4_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.4.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":418:3))
  %l3_e4_act = "tensor_cast.swiglu"(%l3_e4_gate, %l3_e4_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.4.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":419:3))
  %l3_e4_down_xv = "tensor_cast.view"(%l3_e4_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.4.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":420:3))
  %l3_e4_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e4_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.4.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":421:3))
  %l3_e4_down_y = "tensor_cast.quant_linear"(%l3_e4_down_xq#0, %w_e4_down_3, %ws_e4_down_3, %l3_e4_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.4.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":422:3))
  %l3_e4_down = "tensor_cast.view"(%l3_e4_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.4.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":423:3))
  %l3_e4_y = "tensor_cast.view"(%l3_e4_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.4.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":424:3))
  %l3_e5_x = tensor.extract_slice %l3_disp[5, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.5"("deepseek_v3.tp8.ep8.decode.mlir":425:3))
  %l3_e5_gate_xv = "tensor_cast.view"(%l3_e5_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.5.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":426:3))
  %l3_e5_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e5_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.5.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":427:3))
  %l3_e5_gate_y = "tensor_cast.quant_linear"(%l3_e5_gate_xq#0, %w_e5_gate_3, %ws_e5_gate_3, %l3_e5_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.5.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":428:3))
  %l3_e5_gate = "tensor_cast.view"(%l3_e5_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.5.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":429:3))
  %l3_e5_up_xv = "tensor_cast.view"(%l3_e5_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.5.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":430:3))
  %l3_e5_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e5_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.5.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":431:3))
  %l3_e5_up_y = "tensor_cast.quant_linear"(%l3_e5_up_xq#0, %w_e5_up_3, %ws_e5_up_3, %l3_e5_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.5.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":432:3))
  %l3_e5_up = "tensor_cast.view"(%l3_e5_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.5.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":433:3))
  %l3_e5_act = "tensor_cast.swiglu"(%l3_e5_gate, %l3_e5_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.5.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":434:3))
  %l3_e5_down_xv = "tensor_cast.view"(%l3_e5_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.5.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":435:3))
  %l3_e5_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e5_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.5.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":436:3))
  %l3_e5_down_y = "tensor_cast.quant_linear"(%l3_e5_down_xq#0, %w_e5_down_3, %ws_e5_down_3, %l3_e5_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.5.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":437:3))
  %l3_e5_down = "tensor_cast.view"(%l3_e5_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.5.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":438:3))
  %l3_e5_y = "tensor_cast.view"(%l3_e5_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.5.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":439:3))
  %l3_e6_x = tensor.extract_slice %l3_disp[6, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.6"("deepseek_v3.tp8.ep8.decode.mlir":440:3))
  %l3_e6_gate_xv = "tensor_cast.view"(%l3_e6_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.6.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":441:3))
  %l3_e6_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e6_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.6.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":442:3))
  %l3_e6_gate_y = "tensor_cast.quant_linear"(%l3_e6_gate_xq#0, %w_e6_gate_3, %ws_e6_gate_3, %l3_e6_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.6.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":443:3))
  %l3_e6_gate = "tensor_cast.view"(%l3_e6_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.6.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":444:3))
  %l3_e6_up_xv = "tensor_cast.view"(%l3_e6_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.6.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":445:3))
  %l3_e6_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e6_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.6.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":446:3))
  %l3_e6_up_y = "tensor_cast.quant_linear"(%l3_e6_up_xq#0, %w_e6_up_3, %ws_e6_up_3, %l3_e6_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.6.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":447:3))
  %l3_e6_up = "tensor_cast.view"(%l3_e6_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.6.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":448:3))
  %l3_e6_act = "tensor_cast.swiglu"(%l3_e6_gate, %l3_e6_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.6.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":449:3))
  %l3_e6_down_xv = "tensor_cast.view"(%l3_e6_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.6.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":450:3))
  %l3_e6_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e6_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.6.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":451:3))
  %l3_e6_down_y = "tensor_cast.quant_linear"(%l3_e6_down_xq#0, %w_e6_down_3, %ws_e6_down_3, %l3_e6_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.6.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":452:3))
  %l3_e6_down = "tensor_cast.view"(%l3_e6_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.6.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":453:3))
  %l3_e6_y = "tensor_cast.view"(%l3_e6_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.6.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":454:3))
  %l3_e7_x = tensor.extract_slice %l3_disp[7, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.7"("deepseek_v3.tp8.ep8.decode.mlir":455:3))
  %l3_e7_gate_xv = "tensor_cast.view"(%l3_e7_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.7.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":456:3))
  %l3_e7_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e7_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.7.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":457:3))
  %l3_e7_gate_y = "tensor_cast.quant_linear"(%l3_e7_gate_xq#0, %w_e7_gate_3, %ws_e7_gate_3, %l3_e7_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.7.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":458:3))
  %l3_e7_gate = "tensor_cast.view"(%l3_e7_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.7.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":459:3))
  %l3_e7_up_xv = "tensor_cast.view"(%l3_e7_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.7.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":460:3))
  %l3_e7_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e7_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.7.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":461:3))
  %l3_e7_up_y = "tensor_cast.quant_linear"(%l3_e7_up_xq#0, %w_e7_up_3, %ws_e7_up_3, %l3_e7_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.7.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":462:3))
  %l3_e7_up = "tensor_cast.view"(%l3_e7_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.7.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":463:3))
  %l3_e7_act = "tensor_cast.swiglu"(%l3_e7_gate, %l3_e7_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.7.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":464:3))
  %l3_e7_down_xv = "tensor_cast.view"(%l3_e7_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.7.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":465:3))
  %l3_e7_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e7_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.7.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":466:3))
  %l3_e7_down_y = "tensor_cast.quant_linear"(%l3_e7_down_xq#0, %w_e7_down_3, %ws_e7_down_3, %l3_e7_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.7.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":467:3))
  %l3_e7_down = "tensor_cast.view"(%l3_e7_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.7.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":468:3))
  %l3_e7_y = "tensor_cast.view"(%l3_e7_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.7.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":469:3))
  %l3_e8_x = tensor.extract_slice %l3_disp[8, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.8"("deepseek_v3.tp8.ep8.decode.mlir":470:3))
  %l3_e8_gate_xv = "tensor_cast.view"(%l3_e8_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.8.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":471:3))
  %l3_e8_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e8_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.8.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":472:3))
  %l3_e8_gate_y = "tensor_cast.quant_linear"(%l3_e8_gate_xq#0, %w_e8_gate_3, %ws_e8_gate_3, %l3_e8_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.8.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":473:3))
  %l3_e8_gate = "tensor_cast.view"(%l3_e8_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.8.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":474:3))
  %l3_e8_up_xv = "tensor_cast.view"(%l3_e8_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.8.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":475:3))
  %l3_e8_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e8_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.8.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":476:3))
  %l3_e8_up_y = "tensor_cast.quant_linear"(%l3_e8_up_xq#0, %w_e8_up_3, %ws_e8_up_3, %l3_e8_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.8.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":477:3))
  %l3_e8_up = "tensor_cast.view"(%l3_e8_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.8.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":478:3))
  %l3_e8_act = "tensor_cast.swiglu"(%l3_e8_gate, %l3_e8_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.8.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":479:3))
  %l3_e8_down_xv = "tensor_cast.view"(%l3_e8_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.8.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":480:3))
  %l3_e8_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e8_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.8.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":481:3))
  %l3_e8_down_y = "tensor_cast.quant_linear"(%l3_e8_down_xq#0, %w_e8_down_3, %ws_e8_down_3, %l3_e8_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.8.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":482:3))
  %l3_e8_down = "tensor_cast.view"(%l3_e8_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.8.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":483:3))
  %l3_e8_y = "tensor_cast.view"(%l3_e8_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.8.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":484:3))
  %l3_e9_x = tensor.extract_slice %l3_disp[9, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.9"("deepseek_v3.tp8.ep8.decode.mlir":485:3))
  %l3_e9_gate_xv = "tensor_cast.view"(%l3_e9_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.9.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":486:3))
  %l3_e9_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e9_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.9.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":487:3))
  %l3_e9_gate_y = "tensor_cast.quant_linear"(%l3_e9_gate_xq#0, %w_e9_gate_3, %ws_e9_gate_3, %l3_e9_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.9.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":488:3))
  %l3_e9_gate = "tensor_cast.view"(%l3_e9_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.9.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":489:3))
  %l3_e9_up_xv = "tensor_cast.view"(%l3_e9_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.9.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":490:3))
  %l3_e9_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e9_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.9.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":491:3))
  %l3_e9_up_y = "tensor_cast.quant_linear"(%l3_e9_up_xq#0, %w_e9_up_3, %ws_e9_up_3, %l3_e9_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.9.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":492:3))
  %l3_e9_up = "tensor_cast.view"(%l3_e9_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.9.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":493:3))
  %l3_e9_act = "tensor_cast.swiglu"(%l3_e9_gate, %l3_e9_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.9.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":494:3))
  %l3_e9_down_xv = "tensor_cast.view"(%l3_e9_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.9.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":495:3))
  %l3_e9_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e9_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.9.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":496:3))
  %l3_e9_down_y = "tensor_cast.quant_linear"(%l3_e9_down_xq#0, %w_e9_down_3, %ws_e9_down_3, %l3_e9_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.9.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":497:3))
  %l3_e9_down = "tensor_cast.view"(%l3_e9_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.9.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":498:3))
  %l3_e9_y = "tensor_cast.view"(%l3_e9_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.9.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":499:3))
  %l3_e10_x = tensor.extract_slice %l3_disp[10, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.10"("deepseek_v3.tp8.ep8.decode.mlir":500:3))
  %l3_e10_gate_xv = "tensor_cast.view"(%l3_e10_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.10.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":501:3))
  %l3_e10_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e10_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.10.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":502:3))
  %l3_e10_gate_y = "tensor_cast.quant_linear"(%l3_e10_gate_xq#0, %w_e10_gate_3, %ws_e10_gate_3, %l3_e10_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.10.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":503:3))
  %l3_e10_gate = "tensor_cast.view"(%l3_e10_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.10.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":504:3))
  %l3_e10_up_xv = "tensor_cast.view"(%l3_e10_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.10.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":505:3))
  %l3_e10_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e10_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.10.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":506:3))
  %l3_e10_up_y = "tensor_cast.quant_linear"(%l3_e10_up_xq#0, %w_e10_up_3, %ws_e10_up_3, %l3_e10_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.10.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":507:3))
  %l3_e10_up = "tensor_cast.view"(%l3_e10_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.10.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":508:3))
  %l3_e10_act = "tensor_cast.swiglu"(%l3_e10_gate, %l3_e10_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.10.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":509:3))
  %l3_e10_down_xv = "tensor_cast.view"(%l3_e10_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.10.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":510:3))
  %l3_e10_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e10_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.10.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":511:3))
  %l3_e10_down_y = "tensor_cast.quant_linear"(%l3_e10_down_xq#0, %w_e10_down_3, %ws_e10_down_3, %l3_e10_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.10.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":512:3))
  %l3_e10_down = "tensor_cast.view"(%l3_e10_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.10.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":513:3))
  %l3_e10_y = "tensor_cast.view"(%l3_e10_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.10.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":514:3))
  %l3_e11_x = tensor.extract_slice %l3_disp[11, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.11"("deepseek_v3.tp8.ep8.decode.mlir":515:3))
  %l3_e11_gate_xv = "tensor_cast.view"(%l3_e11_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.11.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":516:3))
  %l3_e11_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e11_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.11.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":517:3))
  %l3_e11_gate_y = "tensor_cast.quant_linear"(%l3_e11_gate_xq#0, %w_e11_gate_3, %ws_e11_gate_3, %l3_e11_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.11.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":518:3))
  %l3_e11_gate = "tensor_cast.view"(%l3_e11_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.11.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":519:3))
  %l3_e11_up_xv = "tensor_cast.view"(%l3_e11_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.11.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":520:3))
  %l3_e11_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e11_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.11.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":521:3))
  %l3_e11_up_y = "tensor_cast.quant_linear"(%l3_e11_up_xq#0, %w_e11_up_3, %ws_e11_up_3, %l3_e11_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.11.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":522:3))
  %l3_e11_up = "tensor_cast.view"(%l3_e11_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.11.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":523:3))
  %l3_e11_act = "tensor_cast.swiglu"(%l3_e11_gate, %l3_e11_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.11.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":524:3))
  %l3_e11_down_xv = "tensor_cast.view"(%l3_e11_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.11.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":525:3))
  %l3_e11_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e11_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.11.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":526:3))
  %l3_e11_down_y = "tensor_cast.quant_linear"(%l3_e11_down_xq#0, %w_e11_down_3, %ws_e11_down_3, %l3_e11_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.11.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":527:3))
  %l3_e11_down = "tensor_cast.view"(%l3_e11_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.11.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":528:3))
  %l3_e11_y = "tensor_cast.view"(%l3_e11_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.11.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":529:3))
  %l3_e12_x = tensor.extract_slice %l3_disp[12, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.12"("deepseek_v3.tp8.ep8.decode.mlir":530:3))
  %l3_e12_gate_xv = "tensor_cast.view"(%l3_e12_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.12.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":531:3))
  %l3_e12_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e12_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.12.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":532:3))
  %l3_e12_gate_y = "tensor_cast.quant_linear"(%l3_e12_gate_xq#0, %w_e12_gate_3, %ws_e12_gate_3, %l3_e12_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.12.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":533:3))
  %l3_e12_gate = "tensor_cast.view"(%l3_e12_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.12.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":534:3))
  %l3_e12_up_xv = "tensor_cast.view"(%l3_e12_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.12.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":535:3))
  %l3_e12_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e12_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.12.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":536:3))
  %l3_e12_up_y = "tensor_cast.quant_linear"(%l3_e12_up_xq#0, %w_e12_up_3, %ws_e12_up_3, %l3_e12_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.12.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":537:3))
  %l3_e12_up = "tensor_cast.view"(%l3_e12_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.12.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":538:3))
  %l3_e12_act = "tensor_cast.swiglu"(%l3_e12_gate, %l3_e12_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.12.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":539:3))
  %l3_e12_down_xv = "tensor_cast.view"(%l3_e12_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.12.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":540:3))
  %l3_e12_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e12_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.12.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":541:3))
  %l3_e12_down_y = "tensor_cast.quant_linear"(%l3_e12_down_xq#0, %w_e12_down_3, %ws_e12_down_3, %l3_e12_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.12.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":542:3))
  %l3_e12_down = "tensor_cast.view"(%l3_e12_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.12.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":543:3))
  %l3_e12_y = "tensor_cast.view"(%l3_e12_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.12.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":544:3))
  %l3_e13_x = tensor.extract_slice %l3_disp[13, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.13"("deepseek_v3.tp8.ep8.decode.mlir":545:3))
  %l3_e13_gate_xv = "tensor_cast.view"(%l3_e13_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.13.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":546:3))
  %l3_e13_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e13_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.13.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":547:3))
  %l3_e13_gate_y = "tensor_cast.quant_linear"(%l3_e13_gate_xq#0, %w_e13_gate_3, %ws_e13_gate_3, %l3_e13_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.13.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":548:3))
  %l3_e13_gate = "tensor_cast.view"(%l3_e13_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.13.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":549:3))
  %l3_e13_up_xv = "tensor_cast.view"(%l3_e13_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.13.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":550:3))
  %l3_e13_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e13_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.13.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":551:3))
  %l3_e13_up_y = "tensor_cast.quant_linear"(%l3_e13_up_xq#0, %w_e13_up_3, %ws_e13_up_3, %l3_e13_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.13.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":552:3))
  %l3_e13_up = "tensor_cast.view"(%l3_e13_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.13.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":553:3))
  %l3_e13_act = "tensor_cast.swiglu"(%l3_e13_gate, %l3_e13_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.13.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":554:3))
  %l3_e13_down_xv = "tensor_cast.view"(%l3_e13_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.13.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":555:3))
  %l3_e13_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e13_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.13.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":556:3))
  %l3_e13_down_y = "tensor_cast.quant_linear"(%l3_e13_down_xq#0, %w_e13_down_3, %ws_e13_down_3, %l3_e13_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.13.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":557:3))
  %l3_e13_down = "tensor_cast.view"(%l3_e13_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.13.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":558:3))
  %l3_e13_y = "tensor_cast.view"(%l3_e13_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.13.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":559:3))
  %l3_e14_x = tensor.extract_slice %l3_disp[14, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.14"("deepseek_v3.tp8.ep8.decode.mlir":560:3))
  %l3_e14_gate_xv = "tensor_cast.view"(%l3_e14_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.14.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":561:3))
  %l3_e14_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e14_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.14.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":562:3))
  %l3_e14_gate_y = "tensor_cast.quant_linear"(%l3_e14_gate_xq#0, %w_e14_gate_3, %ws_e14_gate_3, %l3_e14_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.14.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":563:3))
  %l3_e14_gate = "tensor_cast.view"(%l3_e14_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.14.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":564:3))
  %l3_e14_up_xv = "tensor_cast.view"(%l3_e14_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.14.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":565:3))
  %l3_e14_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e14_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.14.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":566:3))
  %l3_e14_up_y = "tensor_cast.quant_linear"(%l3_e14_up_xq#0, %w_e14_up_3, %ws_e14_up_3, %l3_e14_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.14.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":567:3))
  %l3_e14_up = "tensor_cast.view"(%l3_e14_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.14.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":568:3))
  %l3_e14_act = "tensor_cast.swiglu"(%l3_e14_gate, %l3_e14_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.14.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":569:3))
  %l3_e14_down_xv = "tensor_cast.view"(%l3_e14_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.14.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":570:3))
  %l3_e14_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e14_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.14.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":571:3))
  %l3_e14_down_y = "tensor_cast.quant_linear"(%l3_e14_down_xq#0, %w_e14_down_3, %ws_e14_down_3, %l3_e14_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.14.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":572:3))
  %l3_e14_down = "tensor_cast.view"(%l3_e14_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.14.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":573:3))
  %l3_e14_y = "tensor_cast.view"(%l3_e14_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.14.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":574:3))
  %l3_e15_x = tensor.extract_slice %l3_disp[15, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.15"("deepseek_v3.tp8.ep8.decode.mlir":575:3))
  %l3_e15_gate_xv = "tensor_cast.view"(%l3_e15_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.15.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":576:3))
  %l3_e15_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e15_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.15.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":577:3))
  %l3_e15_gate_y = "tensor_cast.quant_linear"(%l3_e15_gate_xq#0, %w_e15_gate_3, %ws_e15_gate_3, %l3_e15_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.15.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":578:3))
  %l3_e15_gate = "tensor_cast.view"(%l3_e15_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.15.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":579:3))
  %l3_e15_up_xv = "tensor_cast.view"(%l3_e15_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.15.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":580:3))
  %l3_e15_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e15_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.15.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":581:3))
  %l3_e15_up_y = "tensor_cast.quant_linear"(%l3_e15_up_xq#0, %w_e15_up_3, %ws_e15_up_3, %l3_e15_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.15.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":582:3))
  %l3_e15_up = "tensor_cast.view"(%l3_e15_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.15.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":583:3))
  %l3_e15_act = "tensor_cast.swiglu"(%l3_e15_gate, %l3_e15_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.15.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":584:3))
  %l3_e15_down_xv = "tensor_cast.view"(%l3_e15_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.15.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":585:3))
  %l3_e15_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e15_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.15.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":586:3))
  %l3_e15_down_y = "tensor_cast.quant_linear"(%l3_e15_down_xq#0, %w_e15_down_3, %ws_e15_down_3, %l3_e15_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.15.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":587:3))
  %l3_e15_down = "tensor_cast.view"(%l3_e15_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.15.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":588:3))
  %l3_e15_y = "tensor_cast.view"(%l3_e15_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.15.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":589:3))
  %l3_e16_x = tensor.extract_slice %l3_disp[16, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.16"("deepseek_v3.tp8.ep8.decode.mlir":590:3))
  %l3_e16_gate_xv = "tensor_cast.view"(%l3_e16_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.16.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":591:3))
  %l3_e16_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e16_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.16.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":592:3))
  %l3_e16_gate_y = "tensor_cast.quant_linear"(%l3_e16_gate_xq#0, %w_e16_gate_3, %ws_e16_gate_3, %l3_e16_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.16.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":593:3))
  %l3_e16_gate = "tensor_cast.view"(%l3_e16_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.16.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":594:3))
  %l3_e16_up_xv = "tensor_cast.view"(%l3_e16_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.16.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":595:3))
  %l3_e16_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e16_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.16.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":596:3))
  %l3_e16_up_y = "tensor_cast.quant_linear"(%l3_e16_up_xq#0, %w_e16_up_3, %ws_e16_up_3, %l3_e16_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.16.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":597:3))
  %l3_e16_up = "tensor_cast.view"(%l3_e16_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.16.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":598:3))
  %l3_e16_act = "tensor_cast.swiglu"(%l3_e16_gate, %l3_e16_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.16.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":599:3))
  %l3_e16_down_xv = "tensor_cast.view"(%l3_e16_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.16.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":600:3))
  %l3_e16_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e16_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.16.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":601:3))
  %l3_e16_down_y = "tensor_cast.quant_linear"(%l3_e16_down_xq#0, %w_e16_down_3, %ws_e16_down_3, %l3_e16_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.16.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":602:3))
  %l3_e16_down = "tensor_cast.view"(%l3_e16_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.16.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":603:3))
  %l3_e16_y = "tensor_cast.view"(%l3_e16_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.16.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":604:3))
  %l3_e17_x = tensor.extract_slice %l3_disp[17, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.17"("deepseek_v3.tp8.ep8.decode.mlir":605:3))
  %l3_e17_gate_xv = "tensor_cast.view"(%l3_e17_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.17.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":606:3))
  %l3_e17_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e17_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.17.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":607:3))
  %l3_e17_gate_y = "tensor_cast.quant_linear"(%l3_e17_gate_xq#0, %w_e17_gate_3, %ws_e17_gate_3, %l3_e17_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.17.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":608:3))
  %l3_e17_gate = "tensor_cast.view"(%l3_e17_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.17.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":609:3))
  %l3_e17_up_xv = "tensor_cast.view"(%l3_e17_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.17.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":610:3))
  %l3_e17_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e17_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.17.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":611:3))
  %l3_e17_up_y = "tensor_cast.quant_linear"(%l3_e17_up_xq#0, %w_e17_up_3, %ws_e17_up_3, %l3_e17_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.17.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":612:3))
  %l3_e17_up = "tensor_cast.view"(%l3_e17_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.17.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":613:3))
  %l3_e17_act = "tensor_cast.swiglu"(%l3_e17_gate, %l3_e17_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.17.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":614:3))
  %l3_e17_down_xv = "tensor_cast.view"(%l3_e17_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.17.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":615:3))
  %l3_e17_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e17_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.17.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":616:3))
  %l3_e17_down_y = "tensor_cast.quant_linear"(%l3_e17_down_xq#0, %w_e17_down_3, %ws_e17_down_3, %l3_e17_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.17.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":617:3))
  %l3_e17_down = "tensor_cast.view"(%l3_e17_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.17.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":618:3))
  %l3_e17_y = "tensor_cast.view"(%l3_e17_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.17.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":619:3))
  %l3_e18_x = tensor.extract_slice %l3_disp[18, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.18"("deepseek_v3.tp8.ep8.decode.mlir":620:3))
  %l3_e18_gate_xv = "tensor_cast.view"(%l3_e18_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.18.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":621:3))
  %l3_e18_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e18_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.18.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":622:3))
  %l3_e18_gate_y = "tensor_cast.quant_linear"(%l3_e18_gate_xq#0, %w_e18_gate_3, %ws_e18_gate_3, %l3_e18_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.18.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":623:3))
  %l3_e18_gate = "tensor_cast.view"(%l3_e18_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.18.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":624:3))
  %l3_e18_up_xv = "tensor_cast.view"(%l3_e18_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.18.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":625:3))
  %l3_e18_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e18_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.18.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":626:3))
  %l3_e18_up_y = "tensor_cast.quant_linear"(%l3_e18_up_xq#0, %w_e18_up_3, %ws_e18_up_3, %l3_e18_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.18.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":627:3))
  %l3_e18_up = "tensor_cast.view"(%l3_e18_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.18.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":628:3))
  %l3_e18_act = "tensor_cast.swiglu"(%l3_e18_gate, %l3_e18_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.18.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":629:3))
  %l3_e18_down_xv = "tensor_cast.view"(%l3_e18_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.18.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":630:3))
  %l3_e18_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e18_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.18.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":631:3))
  %l3_e18_down_y = "tensor_cast.quant_linear"(%l3_e18_down_xq#0, %w_e18_down_3, %ws_e18_down_3, %l3_e18_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.18.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":632:3))
  %l3_e18_down = "tensor_cast.view"(%l3_e18_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.18.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":633:3))
  %l3_e18_y = "tensor_cast.view"(%l3_e18_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.18.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":634:3))
  %l3_e19_x = tensor.extract_slice %l3_disp[19, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.19"("deepseek_v3.tp8.ep8.decode.mlir":635:3))
  %l3_e19_gate_xv = "tensor_cast.view"(%l3_e19_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.19.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":636:3))
  %l3_e19_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e19_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.19.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":637:3))
  %l3_e19_gate_y = "tensor_cast.quant_linear"(%l3_e19_gate_xq#0, %w_e19_gate_3, %ws_e19_gate_3, %l3_e19_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.19.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":638:3))
  %l3_e19_gate = "tensor_cast.view"(%l3_e19_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.19.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":639:3))
  %l3_e19_up_xv = "tensor_cast.view"(%l3_e19_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.19.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":640:3))
  %l3_e19_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e19_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.19.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":641:3))
  %l3_e19_up_y = "tensor_cast.quant_linear"(%l3_e19_up_xq#0, %w_e19_up_3, %ws_e19_up_3, %l3_e19_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.19.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":642:3))
  %l3_e19_up = "tensor_cast.view"(%l3_e19_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.19.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":643:3))
  %l3_e19_act = "tensor_cast.swiglu"(%l3_e19_gate, %l3_e19_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.19.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":644:3))
  %l3_e19_down_xv = "tensor_cast.view"(%l3_e19_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.19.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":645:3))
  %l3_e19_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e19_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.19.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":646:3))
  %l3_e19_down_y = "tensor_cast.quant_linear"(%l3_e19_down_xq#0, %w_e19_down_3, %ws_e19_down_3, %l3_e19_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.19.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":647:3))
  %l3_e19_down = "tensor_cast.view"(%l3_e19_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.19.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":648:3))
  %l3_e19_y = "tensor_cast.view"(%l3_e19_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.19.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":649:3))
  %l3_e20_x = tensor.extract_slice %l3_disp[20, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.20"("deepseek_v3.tp8.ep8.decode.mlir":650:3))
  %l3_e20_gate_xv = "tensor_cast.view"(%l3_e20_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.20.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":651:3))
  %l3_e20_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e20_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.20.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":652:3))
  %l3_e20_gate_y = "tensor_cast.quant_linear"(%l3_e20_gate_xq#0, %w_e20_gate_3, %ws_e20_gate_3, %l3_e20_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.20.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":653:3))
  %l3_e20_gate = "tensor_cast.view"(%l3_e20_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.20.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":654:3))
  %l3_e20_up_xv = "tensor_cast.view"(%l3_e20_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.20.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":655:3))
  %l3_e20_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e20_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.20.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":656:3))
  %l3_e20_up_y = "tensor_cast.quant_linear"(%l3_e20_up_xq#0, %w_e20_up_3, %ws_e20_up_3, %l3_e20_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.20.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":657:3))
  %l3_e20_up = "tensor_cast.view"(%l3_e20_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.20.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":658:3))
  %l3_e20_act = "tensor_cast.swiglu"(%l3_e20_gate, %l3_e20_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.20.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":659:3))
  %l3_e20_down_xv = "tensor_cast.view"(%l3_e20_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.20.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":660:3))
  %l3_e20_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e20_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.20.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":661:3))
  %l3_e20_down_y = "tensor_cast.quant_linear"(%l3_e20_down_xq#0, %w_e20_down_3, %ws_e20_down_3, %l3_e20_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.20.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":662:3))
  %l3_e20_down = "tensor_cast.view"(%l3_e20_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.20.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":663:3))
  %l3_e20_y = "tensor_cast.view"(%l3_e20_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.20.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":664:3))
  %l3_e21_x = tensor.extract_slice %l3_disp[21, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.21"("deepseek_v3.tp8.ep8.decode.mlir":665:3))
  %l3_e21_gate_xv = "tensor_cast.view"(%l3_e21_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.21.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":666:3))
  %l3_e21_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e21_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.21.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":667:3))
  %l3_e21_gate_y = "tensor_cast.quant_linear"(%l3_e21_gate_xq#0, %w_e21_gate_3, %ws_e21_gate_3, %l3_e21_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.21.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":668:3))
  %l3_e21_gate = "tensor_cast.view"(%l3_e21_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.21.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":669:3))
  %l3_e21_up_xv = "tensor_cast.view"(%l3_e21_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.21.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":670:3))
  %l3_e21_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e21_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.21.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":671:3))
  %l3_e21_up_y = "tensor_cast.quant_linear"(%l3_e21_up_xq#0, %w_e21_up_3, %ws_e21_up_3, %l3_e21_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.21.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":672:3))
  %l3_e21_up = "tensor_cast.view"(%l3_e21_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.21.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":673:3))
  %l3_e21_act = "tensor_cast.swiglu"(%l3_e21_gate, %l3_e21_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.21.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":674:3))
  %l3_e21_down_xv = "tensor_cast.view"(%l3_e21_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.21.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":675:3))
  %l3_e21_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e21_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.21.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":676:3))
  %l3_e21_down_y = "tensor_cast.quant_linear"(%l3_e21_down_xq#0, %w_e21_down_3, %ws_e21_down_3, %l3_e21_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.21.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":677:3))
  %l3_e21_down = "tensor_cast.view"(%l3_e21_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.21.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":678:3))
  %l3_e21_y = "tensor_cast.view"(%l3_e21_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.21.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":679:3))
  %l3_e22_x = tensor.extract_slice %l3_disp[22, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.22"("deepseek_v3.tp8.ep8.decode.mlir":680:3))
  %l3_e22_gate_xv = "tensor_cast.view"(%l3_e22_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.22.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":681:3))
  %l3_e22_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e22_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.22.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":682:3))
  %l3_e22_gate_y = "tensor_cast.quant_linear"(%l3_e22_gate_xq#0, %w_e22_gate_3, %ws_e22_gate_3, %l3_e22_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.22.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":683:3))
  %l3_e22_gate = "tensor_cast.view"(%l3_e22_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.22.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":684:3))
  %l3_e22_up_xv = "tensor_cast.view"(%l3_e22_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.22.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":685:3))
  %l3_e22_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e22_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.22.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":686:3))
  %l3_e22_up_y = "tensor_cast.quant_linear"(%l3_e22_up_xq#0, %w_e22_up_3, %ws_e22_up_3, %l3_e22_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.22.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":687:3))
  %l3_e22_up = "tensor_cast.view"(%l3_e22_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.22.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":688:3))
  %l3_e22_act = "tensor_cast.swiglu"(%l3_e22_gate, %l3_e22_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.22.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":689:3))
  %l3_e22_down_xv = "tensor_cast.view"(%l3_e22_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.22.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":690:3))
  %l3_e22_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e22_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.22.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":691:3))
  %l3_e22_down_y = "tensor_cast.quant_linear"(%l3_e22_down_xq#0, %w_e22_down_3, %ws_e22_down_3, %l3_e22_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.22.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":692:3))
  %l3_e22_down = "tensor_cast.view"(%l3_e22_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.22.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":693:3))
  %l3_e22_y = "tensor_cast.view"(%l3_e22_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.22.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":694:3))
  %l3_e23_x = tensor.extract_slice %l3_disp[23, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.23"("deepseek_v3.tp8.ep8.decode.mlir":695:3))
  %l3_e23_gate_xv = "tensor_cast.view"(%l3_e23_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.23.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":696:3))
  %l3_e23_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e23_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.23.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":697:3))
  %l3_e23_gate_y = "tensor_cast.quant_linear"(%l3_e23_gate_xq#0, %w_e23_gate_3, %ws_e23_gate_3, %l3_e23_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.23.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":698:3))
  %l3_e23_gate = "tensor_cast.view"(%l3_e23_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.23.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":699:3))
  %l3_e23_up_xv = "tensor_cast.view"(%l3_e23_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.23.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":700:3))
  %l3_e23_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e23_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.23.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":701:3))
  %l3_e23_up_y = "tensor_cast.quant_linear"(%l3_e23_up_xq#0, %w_e23_up_3, %ws_e23_up_3, %l3_e23_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.23.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":702:3))
  %l3_e23_up = "tensor_cast.view"(%l3_e23_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.23.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":703:3))
  %l3_e23_act = "tensor_cast.swiglu"(%l3_e23_gate, %l3_e23_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.23.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":704:3))
  %l3_e23_down_xv = "tensor_cast.view"(%l3_e23_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.23.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":705:3))
  %l3_e23_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e23_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.23.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":706:3))
  %l3_e23_down_y = "tensor_cast.quant_linear"(%l3_e23_down_xq#0, %w_e23_down_3, %ws_e23_down_3, %l3_e23_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.23.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":707:3))
  %l3_e23_down = "tensor_cast.view"(%l3_e23_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.23.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":708:3))
  %l3_e23_y = "tensor_cast.view"(%l3_e23_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.23.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":709:3))
  %l3_e24_x = tensor.extract_slice %l3_disp[24, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.24"("deepseek_v3.tp8.ep8.decode.mlir":710:3))
  %l3_e24_gate_xv = "tensor_cast.view"(%l3_e24_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.24.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":711:3))
  %l3_e24_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e24_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.24.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":712:3))
  %l3_e24_gate_y = "tensor_cast.quant_linear"(%l3_e24_gate_xq#0, %w_e24_gate_3, %ws_e24_gate_3, %l3_e24_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.24.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":713:3))
  %l3_e24_gate = "tensor_cast.view"(%l3_e24_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.24.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":714:3))
  %l3_e24_up_xv = "tensor_cast.view"(%l3_e24_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.24.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":715:3))
  %l3_e24_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e24_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.24.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":716:3))
  %l3_e24_up_y = "tensor_cast.quant_linear"(%l3_e24_up_xq#0, %w_e24_up_3, %ws_e24_up_3, %l3_e24_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.24.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":717:3))
  %l3_e24_up = "tensor_cast.view"(%l3_e24_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.24.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":718:3))
  %l3_e24_act = "tensor_cast.swiglu"(%l3_e24_gate, %l3_e24_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.24.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":719:3))
  %l3_e24_down_xv = "tensor_cast.view"(%l3_e24_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.24.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":720:3))
  %l3_e24_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e24_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.24.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":721:3))
  %l3_e24_down_y = "tensor_cast.quant_linear"(%l3_e24_down_xq#0, %w_e24_down_3, %ws_e24_down_3, %l3_e24_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.24.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":722:3))
  %l3_e24_down = "tensor_cast.view"(%l3_e24_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.24.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":723:3))
  %l3_e24_y = "tensor_cast.view"(%l3_e24_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.24.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":724:3))
  %l3_e25_x = tensor.extract_slice %l3_disp[25, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.25"("deepseek_v3.tp8.ep8.decode.mlir":725:3))
  %l3_e25_gate_xv = "tensor_cast.view"(%l3_e25_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.25.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":726:3))
  %l3_e25_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e25_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.25.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":727:3))
  %l3_e25_gate_y = "tensor_cast.quant_linear"(%l3_e25_gate_xq#0, %w_e25_gate_3, %ws_e25_gate_3, %l3_e25_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.25.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":728:3))
  %l3_e25_gate = "tensor_cast.view"(%l3_e25_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.25.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":729:3))
  %l3_e25_up_xv = "tensor_cast.view"(%l3_e25_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.25.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":730:3))
  %l3_e25_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e25_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.25.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":731:3))
  %l3_e25_up_y = "tensor_cast.quant_linear"(%l3_e25_up_xq#0, %w_e25_up_3, %ws_e25_up_3, %l3_e25_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.25.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":732:3))
  %l3_e25_up = "tensor_cast.view"(%l3_e25_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.25.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":733:3))
  %l3_e25_act = "tensor_cast.swiglu"(%l3_e25_gate, %l3_e25_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.25.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":734:3))
  %l3_e25_down_xv = "tensor_cast.view"(%l3_e25_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.25.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":735:3))
  %l3_e25_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e25_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.25.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":736:3))
  %l3_e25_down_y = "tensor_cast.quant_linear"(%l3_e25_down_xq#0, %w_e25_down_3, %ws_e25_down_3, %l3_e25_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.25.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":737:3))
  %l3_e25_down = "tensor_cast.view"(%l3_e25_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.25.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":738:3))
  %l3_e25_y = "tensor_cast.view"(%l3_e25_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.25.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":739:3))
  %l3_e26_x = tensor.extract_slice %l3_disp[26, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.26"("deepseek_v3.tp8.ep8.decode.mlir":740:3))
  %l3_e26_gate_xv = "tensor_cast.view"(%l3_e26_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.26.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":741:3))
  %l3_e26_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e26_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.26.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":742:3))
  %l3_e26_gate_y = "tensor_cast.quant_linear"(%l3_e26_gate_xq#0, %w_e26_gate_3, %ws_e26_gate_3, %l3_e26_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.26.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":743:3))
  %l3_e26_gate = "tensor_cast.view"(%l3_e26_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.26.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":744:3))
  %l3_e26_up_xv = "tensor_cast.view"(%l3_e26_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.26.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":745:3))
  %l3_e26_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e26_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.26.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":746:3))
  %l3_e26_up_y = "tensor_cast.quant_linear"(%l3_e26_up_xq#0, %w_e26_up_3, %ws_e26_up_3, %l3_e26_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.26.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":747:3))
  %l3_e26_up = "tensor_cast.view"(%l3_e26_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.26.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":748:3))
  %l3_e26_act = "tensor_cast.swiglu"(%l3_e26_gate, %l3_e26_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.26.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":749:3))
  %l3_e26_down_xv = "tensor_cast.view"(%l3_e26_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.26.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":750:3))
  %l3_e26_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e26_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.26.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":751:3))
  %l3_e26_down_y = "tensor_cast.quant_linear"(%l3_e26_down_xq#0, %w_e26_down_3, %ws_e26_down_3, %l3_e26_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.26.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":752:3))
  %l3_e26_down = "tensor_cast.view"(%l3_e26_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.26.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":753:3))
  %l3_e26_y = "tensor_cast.view"(%l3_e26_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.26.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":754:3))
  %l3_e27_x = tensor.extract_slice %l3_disp[27, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.27"("deepseek_v3.tp8.ep8.decode.mlir":755:3))
  %l3_e27_gate_xv = "tensor_cast.view"(%l3_e27_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.27.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":756:3))
  %l3_e27_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e27_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.27.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":757:3))
  %l3_e27_gate_y = "tensor_cast.quant_linear"(%l3_e27_gate_xq#0, %w_e27_gate_3, %ws_e27_gate_3, %l3_e27_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.27.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":758:3))
  %l3_e27_gate = "tensor_cast.view"(%l3_e27_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.27.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":759:3))
  %l3_e27_up_xv = "tensor_cast.view"(%l3_e27_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.27.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":760:3))
  %l3_e27_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e27_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.27.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":761:3))
  %l3_e27_up_y = "tensor_cast.quant_linear"(%l3_e27_up_xq#0, %w_e27_up_3, %ws_e27_up_3, %l3_e27_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.27.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":762:3))
  %l3_e27_up = "tensor_cast.view"(%l3_e27_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.27.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":763:3))
  %l3_e27_act = "tensor_cast.swiglu"(%l3_e27_gate, %l3_e27_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.27.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":764:3))
  %l3_e27_down_xv = "tensor_cast.view"(%l3_e27_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.27.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":765:3))
  %l3_e27_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e27_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.27.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":766:3))
  %l3_e27_down_y = "tensor_cast.quant_linear"(%l3_e27_down_xq#0, %w_e27_down_3, %ws_e27_down_3, %l3_e27_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.27.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":767:3))
  %l3_e27_down = "tensor_cast.view"(%l3_e27_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.27.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":768:3))
  %l3_e27_y = "tensor_cast.view"(%l3_e27_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.27.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":769:3))
  %l3_e28_x = tensor.extract_slice %l3_disp[28, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.28"("deepseek_v3.tp8.ep8.decode.mlir":770:3))
  %l3_e28_gate_xv = "tensor_cast.view"(%l3_e28_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.28.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":771:3))
  %l3_e28_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e28_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.28.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":772:3))
  %l3_e28_gate_y = "tensor_cast.quant_linear"(%l3_e28_gate_xq#0, %w_e28_gate_3, %ws_e28_gate_3, %l3_e28_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.28.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":773:3))
  %l3_e28_gate = "tensor_cast.view"(%l3_e28_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.28.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":774:3))
  %l3_e28_up_xv = "tensor_cast.view"(%l3_e28_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.28.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":775:3))
  %l3_e28_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e28_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.28.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":776:3))
  %l3_e28_up_y = "tensor_cast.quant_linear"(%l3_e28_up_xq#0, %w_e28_up_3, %ws_e28_up_3, %l3_e28_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.28.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":777:3))
  %l3_e28_up = "tensor_cast.view"(%l3_e28_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.28.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":778:3))
  %l3_e28_act = "tensor_cast.swiglu"(%l3_e28_gate, %l3_e28_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.28.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":779:3))
  %l3_e28_down_xv = "tensor_cast.view"(%l3_e28_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.28.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":780:3))
  %l3_e28_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e28_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.28.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":781:3))
  %l3_e28_down_y = "tensor_cast.quant_linear"(%l3_e28_down_xq#0, %w_e28_down_3, %ws_e28_down_3, %l3_e28_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.28.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":782:3))
  %l3_e28_down = "tensor_cast.view"(%l3_e28_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.28.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":783:3))
  %l3_e28_y = "tensor_cast.view"(%l3_e28_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.28.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":784:3))
  %l3_e29_x = tensor.extract_slice %l3_disp[29, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.29"("deepseek_v3.tp8.ep8.decode.mlir":785:3))
  %l3_e29_gate_xv = "tensor_cast.view"(%l3_e29_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.29.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":786:3))
  %l3_e29_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e29_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.29.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":787:3))
  %l3_e29_gate_y = "tensor_cast.quant_linear"(%l3_e29_gate_xq#0, %w_e29_gate_3, %ws_e29_gate_3, %l3_e29_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.29.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":788:3))
  %l3_e29_gate = "tensor_cast.view"(%l3_e29_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.29.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":789:3))
  %l3_e29_up_xv = "tensor_cast.view"(%l3_e29_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.29.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":790:3))
  %l3_e29_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e29_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.29.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":791:3))
  %l3_e29_up_y = "tensor_cast.quant_linear"(%l3_e29_up_xq#0, %w_e29_up_3, %ws_e29_up_3, %l3_e29_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.29.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":792:3))
  %l3_e29_up = "tensor_cast.view"(%l3_e29_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.29.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":793:3))
  %l3_e29_act = "tensor_cast.swiglu"(%l3_e29_gate, %l3_e29_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.29.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":794:3))
  %l3_e29_down_xv = "tensor_cast.view"(%l3_e29_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.29.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":795:3))
  %l3_e29_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e29_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.29.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":796:3))
  %l3_e29_down_y = "tensor_cast.quant_linear"(%l3_e29_down_xq#0, %w_e29_down_3, %ws_e29_down_3, %l3_e29_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.29.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":797:3))
  %l3_e29_down = "tensor_cast.view"(%l3_e29_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.29.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":798:3))
  %l3_e29_y = "tensor_cast.view"(%l3_e29_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.29.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":799:3))
  %l3_e30_x = tensor.extract_slice %l3_disp[30, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.30"("deepseek_v3.tp8.ep8.decode.mlir":800:3))
  %l3_e30_gate_xv = "tensor_cast.view"(%l3_e30_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.30.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":801:3))
  %l3_e30_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e30_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.30.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":802:3))
  %l3_e30_gate_y = "tensor_cast.quant_linear"(%l3_e30_gate_xq#0, %w_e30_gate_3, %ws_e30_gate_3, %l3_e30_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.30.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":803:3))
  %l3_e30_gate = "tensor_cast.view"(%l3_e30_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.30.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":804:3))
  %l3_e30_up_xv = "tensor_cast.view"(%l3_e30_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.30.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":805:3))
  %l3_e30_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e30_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.30.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":806:3))
  %l3_e30_up_y = "tensor_cast.quant_linear"(%l3_e30_up_xq#0, %w_e30_up_3, %ws_e30_up_3, %l3_e30_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.30.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":807:3))
  %l3_e30_up = "tensor_cast.view"(%l3_e30_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.30.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":808:3))
  %l3_e30_act = "tensor_cast.swiglu"(%l3_e30_gate, %l3_e30_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.30.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":809:3))
  %l3_e30_down_xv = "tensor_cast.view"(%l3_e30_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.30.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":810:3))
  %l3_e30_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e30_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.30.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":811:3))
  %l3_e30_down_y = "tensor_cast.quant_linear"(%l3_e30_down_xq#0, %w_e30_down_3, %ws_e30_down_3, %l3_e30_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.30.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":812:3))
  %l3_e30_down = "tensor_cast.view"(%l3_e30_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.30.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":813:3))
  %l3_e30_y = "tensor_cast.view"(%l3_e30_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.30.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":814:3))
  %l3_e31_x = tensor.extract_slice %l3_disp[31, 0, 0, 0] [1, 8, 1, 7168] [1, 1, 1, 1] : tensor<32x8x1x7168xbf16> to tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.31"("deepseek_v3.tp8.ep8.decode.mlir":815:3))
  %l3_e31_gate_xv = "tensor_cast.view"(%l3_e31_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.31.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":816:3))
  %l3_e31_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e31_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.31.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":817:3))
  %l3_e31_gate_y = "tensor_cast.quant_linear"(%l3_e31_gate_xq#0, %w_e31_gate_3, %ws_e31_gate_3, %l3_e31_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.31.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":818:3))
  %l3_e31_gate = "tensor_cast.view"(%l3_e31_gate_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.31.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":819:3))
  %l3_e31_up_xv = "tensor_cast.view"(%l3_e31_x) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.31.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":820:3))
  %l3_e31_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e31_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.experts.31.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":821:3))
  %l3_e31_up_y = "tensor_cast.quant_linear"(%l3_e31_up_xq#0, %w_e31_up_3, %ws_e31_up_3, %l3_e31_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x2048xf8E4M3FN>, tensor<56x16xf32>, tensor<8x56xf32>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.31.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":822:3))
  %l3_e31_up = "tensor_cast.view"(%l3_e31_up_y) : (tensor<8x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.31.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":823:3))
  %l3_e31_act = "tensor_cast.swiglu"(%l3_e31_gate, %l3_e31_up) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3.mlp.experts.31.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":824:3))
  %l3_e31_down_xv = "tensor_cast.view"(%l3_e31_act) : (tensor<8x1x2048xbf16>) -> tensor<8x2048xbf16> loc("layers.3.mlp.experts.31.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":825:3))
  %l3_e31_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_e31_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x2048xbf16>) -> (tensor<8x2048xf8E4M3FN>, tensor<8x16xf32>) loc("layers.3.mlp.experts.31.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":826:3))
  %l3_e31_down_y = "tensor_cast.quant_linear"(%l3_e31_down_xq#0, %w_e31_down_3, %ws_e31_down_3, %l3_e31_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x2048xf8E4M3FN>, tensor<2048x7168xf8E4M3FN>, tensor<16x56xf32>, tensor<8x16xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.experts.31.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":827:3))
  %l3_e31_down = "tensor_cast.view"(%l3_e31_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts.31.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":828:3))
  %l3_e31_y = "tensor_cast.view"(%l3_e31_down) : (tensor<8x1x7168xbf16>) -> tensor<1x8x1x7168xbf16> loc("layers.3.mlp.experts.31.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":829:3))
  %l3_ye = tensor.concat dim(0) %l3_e0_y, %l3_e1_y, %l3_e2_y, %l3_e3_y, %l3_e4_y, %l3_e5_y, %l3_e6_y, %l3_e7_y, %l3_e8_y, %l3_e9_y, %l3_e10_y, %l3_e11_y, %l3_e12_y, %l3_e13_y, %l3_e14_y, %l3_e15_y, %l3_e16_y, %l3_e17_y, %l3_e18_y, %l3_e19_y, %l3_e20_y, %l3_e21_y, %l3_e22_y, %l3_e23_y, %l3_e24_y, %l3_e25_y, %l3_e26_y, %l3_e27_y, %l3_e28_y, %l3_e29_y, %l3_e30_y, %l3_e31_y : (tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>, tensor<1x8x1x7168xbf16>) -> tensor<32x8x1x7168xbf16> loc("layers.3.mlp.experts"("deepseek_v3.tp8.ep8.decode.mlir":830:3))
  %l3_moe = "tensor_cast.moe_combine"(%l3_ye, %l3_route#0, %l3_route#1) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<32x8x1x7168xbf16>, tensor<8x1x8xbf16>, tensor<8x1x8xi64>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.experts"("deepseek_v3.tp8.ep8.decode.mlir":831:3))
  %l3_se_gate_xv = "tensor_cast.view"(%l3_post#0) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.shared_experts.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":832:3))
  %l3_se_gate_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_se_gate_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.shared_experts.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":833:3))
  %l3_se_gate_y = "tensor_cast.quant_linear"(%l3_se_gate_xq#0, %w_se_gate_3, %ws_se_gate_3, %l3_se_gate_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x256xf8E4M3FN>, tensor<56x2xf32>, tensor<8x56xf32>) -> tensor<8x256xbf16> loc("layers.3.mlp.shared_experts.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":834:3))
  %l3_se_gate = "tensor_cast.view"(%l3_se_gate_y) : (tensor<8x256xbf16>) -> tensor<8x1x256xbf16> loc("layers.3.mlp.shared_experts.gate_proj"("deepseek_v3.tp8.ep8.decode.mlir":835:3))
  %l3_se_up_xv = "tensor_cast.view"(%l3_post#0) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16> loc("layers.3.mlp.shared_experts.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":836:3))
  %l3_se_up_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_se_up_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x7168xbf16>) -> (tensor<8x7168xf8E4M3FN>, tensor<8x56xf32>) loc("layers.3.mlp.shared_experts.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":837:3))
  %l3_se_up_y = "tensor_cast.quant_linear"(%l3_se_up_xq#0, %w_se_up_3, %ws_se_up_3, %l3_se_up_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x7168xf8E4M3FN>, tensor<7168x256xf8E4M3FN>, tensor<56x2xf32>, tensor<8x56xf32>) -> tensor<8x256xbf16> loc("layers.3.mlp.shared_experts.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":838:3))
  %l3_se_up = "tensor_cast.view"(%l3_se_up_y) : (tensor<8x256xbf16>) -> tensor<8x1x256xbf16> loc("layers.3.mlp.shared_experts.up_proj"("deepseek_v3.tp8.ep8.decode.mlir":839:3))
  %l3_se_act = "tensor_cast.swiglu"(%l3_se_gate, %l3_se_up) : (tensor<8x1x256xbf16>, tensor<8x1x256xbf16>) -> tensor<8x1x256xbf16> loc("layers.3.mlp.shared_experts.act_fn"("deepseek_v3.tp8.ep8.decode.mlir":840:3))
  %l3_se_down_xv = "tensor_cast.view"(%l3_se_act) : (tensor<8x1x256xbf16>) -> tensor<8x256xbf16> loc("layers.3.mlp.shared_experts.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":841:3))
  %l3_se_down_xq:2 = "tensor_cast.dynamic_quantize_symmetric"(%l3_se_down_xv) {dims = array<i64: -1>, group_size = 128 : i64} : (tensor<8x256xbf16>) -> (tensor<8x256xf8E4M3FN>, tensor<8x2xf32>) loc("layers.3.mlp.shared_experts.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":842:3))
  %l3_se_down_y = "tensor_cast.quant_linear"(%l3_se_down_xq#0, %w_se_down_3, %ws_se_down_3, %l3_se_down_xq#1) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0>} : (tensor<8x256xf8E4M3FN>, tensor<256x7168xf8E4M3FN>, tensor<2x56xf32>, tensor<8x2xf32>) -> tensor<8x7168xbf16> loc("layers.3.mlp.shared_experts.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":843:3))
  %l3_se_down = "tensor_cast.view"(%l3_se_down_y) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp.shared_experts.down_proj"("deepseek_v3.tp8.ep8.decode.mlir":844:3))
  %l3_moes = arith.addf %l3_moe, %l3_se_down : tensor<8x1x7168xbf16> loc("layers.3.mlp"("deepseek_v3.tp8.ep8.decode.mlir":845:3))
  %l3_down_sum = "tensor_cast.all_reduce"(%l3_moes) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3.mlp"("deepseek_v3.tp8.ep8.decode.mlir":846:3))
  %l3_out = arith.addf %l3_post#1, %l3_down_sum : tensor<8x1x7168xbf16> loc("layers.3"("deepseek_v3.tp8.ep8.decode.mlir":847:3))
  %c3 = "tensor_cast.region_end"(%l3_out) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.3"("deepseek_v3.tp8.ep8.decode.mlir":848:3))
  %c4 = "tensor_cast.copy_region"(%c3) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.4"("deepseek_v3.tp8.ep8.decode.mlir":849:3))
  %c5 = "tensor_cast.copy_region"(%c4) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.5"("deepseek_v3.tp8.ep8.decode.mlir":850:3))
  %c6 = "tensor_cast.copy_region"(%c5) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.6"("deepseek_v3.tp8.ep8.decode.mlir":851:3))
  %c7 = "tensor_cast.copy_region"(%c6) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.7"("deepseek_v3.tp8.ep8.decode.mlir":852:3))
  %c8 = "tensor_cast.copy_region"(%c7) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.8"("deepseek_v3.tp8.ep8.decode.mlir":853:3))
  %c9 = "tensor_cast.copy_region"(%c8) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.9"("deepseek_v3.tp8.ep8.decode.mlir":854:3))
  %c10 = "tensor_cast.copy_region"(%c9) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.10"("deepseek_v3.tp8.ep8.decode.mlir":855:3))
  %c11 = "tensor_cast.copy_region"(%c10) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.11"("deepseek_v3.tp8.ep8.decode.mlir":856:3))
  %c12 = "tensor_cast.copy_region"(%c11) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.12"("deepseek_v3.tp8.ep8.decode.mlir":857:3))
  %c13 = "tensor_cast.copy_region"(%c12) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.13"("deepseek_v3.tp8.ep8.decode.mlir":858:3))
  %c14 = "tensor_cast.copy_region"(%c13) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.14"("deepseek_v3.tp8.ep8.decode.mlir":859:3))
  %c15 = "tensor_cast.copy_region"(%c14) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.15"("deepseek_v3.tp8.ep8.decode.mlir":860:3))
  %c16 = "tensor_cast.copy_region"(%c15) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.16"("deepseek_v3.tp8.ep8.decode.mlir":861:3))
  %c17 = "tensor_cast.copy_region"(%c16) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.17"("deepseek_v3.tp8.ep8.decode.mlir":862:3))
  %c18 = "tensor_cast.copy_region"(%c17) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.18"("deepseek_v3.tp8.ep8.decode.mlir":863:3))
  %c19 = "tensor_cast.copy_region"(%c18) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.19"("deepseek_v3.tp8.ep8.decode.mlir":864:3))
  %c20 = "tensor_cast.copy_region"(%c19) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.20"("deepseek_v3.tp8.ep8.decode.mlir":865:3))
  %c21 = "tensor_cast.copy_region"(%c20) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.21"("deepseek_v3.tp8.ep8.decode.mlir":866:3))
  %c22 = "tensor_cast.copy_region"(%c21) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.22"("deepseek_v3.tp8.ep8.decode.mlir":867:3))
  %c23 = "tensor_cast.copy_region"(%c22) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.23"("deepseek_v3.tp8.ep8.decode.mlir":868:3))
  %c24 = "tensor_cast.copy_region"(%c23) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.24"("deepseek_v3.tp8.ep8.decode.mlir":869:3))
  %c25 = "tensor_cast.copy_region"(%c24) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.25"("deepseek_v3.tp8.ep8.decode.mlir":870:3))
  %c26 = "tensor_cast.copy_region"(%c25) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.26"("deepseek_v3.tp8.ep8.decode.mlir":871:3))
  %c27 = "tensor_cast.copy_region"(%c26) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.27"("deepseek_v3.tp8.ep8.decode.mlir":872:3))
  %c28 = "tensor_cast.copy_region"(%c27) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.28"("deepseek_v3.tp8.ep8.decode.mlir":873:3))
  %c29 = "tensor_cast.copy_region"(%c28) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.29"("deepseek_v3.tp8.ep8.decode.mlir":874:3))
  %c30 = "tensor_cast.copy_region"(%c29) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.30"("deepseek_v3.tp8.ep8.decode.mlir":875:3))
  %c31 = "tensor_cast.copy_region"(%c30) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.31"("deepseek_v3.tp8.ep8.decode.mlir":876:3))
  %c32 = "tensor_cast.copy_region"(%c31) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.32"("deepseek_v3.tp8.ep8.decode.mlir":877:3))
  %c33 = "tensor_cast.copy_region"(%c32) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.33"("deepseek_v3.tp8.ep8.decode.mlir":878:3))
  %c34 = "tensor_cast.copy_region"(%c33) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.34"("deepseek_v3.tp8.ep8.decode.mlir":879:3))
  %c35 = "tensor_cast.copy_region"(%c34) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.35"("deepseek_v3.tp8.ep8.decode.mlir":880:3))
  %c36 = "tensor_cast.copy_region"(%c35) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.36"("deepseek_v3.tp8.ep8.decode.mlir":881:3))
  %c37 = "tensor_cast.copy_region"(%c36) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.37"("deepseek_v3.tp8.ep8.decode.mlir":882:3))
  %c38 = "tensor_cast.copy_region"(%c37) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.38"("deepseek_v3.tp8.ep8.decode.mlir":883:3))
  %c39 = "tensor_cast.copy_region"(%c38) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.39"("deepseek_v3.tp8.ep8.decode.mlir":884:3))
  %c40 = "tensor_cast.copy_region"(%c39) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.40"("deepseek_v3.tp8.ep8.decode.mlir":885:3))
  %c41 = "tensor_cast.copy_region"(%c40) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.41"("deepseek_v3.tp8.ep8.decode.mlir":886:3))
  %c42 = "tensor_cast.copy_region"(%c41) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.42"("deepseek_v3.tp8.ep8.decode.mlir":887:3))
  %c43 = "tensor_cast.copy_region"(%c42) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.43"("deepseek_v3.tp8.ep8.decode.mlir":888:3))
  %c44 = "tensor_cast.copy_region"(%c43) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.44"("deepseek_v3.tp8.ep8.decode.mlir":889:3))
  %c45 = "tensor_cast.copy_region"(%c44) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.45"("deepseek_v3.tp8.ep8.decode.mlir":890:3))
  %c46 = "tensor_cast.copy_region"(%c45) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.46"("deepseek_v3.tp8.ep8.decode.mlir":891:3))
  %c47 = "tensor_cast.copy_region"(%c46) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.47"("deepseek_v3.tp8.ep8.decode.mlir":892:3))
  %c48 = "tensor_cast.copy_region"(%c47) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.48"("deepseek_v3.tp8.ep8.decode.mlir":893:3))
  %c49 = "tensor_cast.copy_region"(%c48) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.49"("deepseek_v3.tp8.ep8.decode.mlir":894:3))
  %c50 = "tensor_cast.copy_region"(%c49) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.50"("deepseek_v3.tp8.ep8.decode.mlir":895:3))
  %c51 = "tensor_cast.copy_region"(%c50) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.51"("deepseek_v3.tp8.ep8.decode.mlir":896:3))
  %c52 = "tensor_cast.copy_region"(%c51) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.52"("deepseek_v3.tp8.ep8.decode.mlir":897:3))
  %c53 = "tensor_cast.copy_region"(%c52) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.53"("deepseek_v3.tp8.ep8.decode.mlir":898:3))
  %c54 = "tensor_cast.copy_region"(%c53) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.54"("deepseek_v3.tp8.ep8.decode.mlir":899:3))
  %c55 = "tensor_cast.copy_region"(%c54) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.55"("deepseek_v3.tp8.ep8.decode.mlir":900:3))
  %c56 = "tensor_cast.copy_region"(%c55) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.56"("deepseek_v3.tp8.ep8.decode.mlir":901:3))
  %c57 = "tensor_cast.copy_region"(%c56) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.57"("deepseek_v3.tp8.ep8.decode.mlir":902:3))
  %c58 = "tensor_cast.copy_region"(%c57) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.58"("deepseek_v3.tp8.ep8.decode.mlir":903:3))
  %c59 = "tensor_cast.copy_region"(%c58) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.59"("deepseek_v3.tp8.ep8.decode.mlir":904:3))
  %c60 = "tensor_cast.copy_region"(%c59) {id = 1 : i64} : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16> loc("layers.60"("deepseek_v3.tp8.ep8.decode.mlir":905:3))
  %y = "tensor_cast.rms_norm"(%c60, %g_final) {eps = 1.0e-06 : f32} : (tensor<8x1x7168xbf16>, tensor<7168xbf16>) -> tensor<8x1x7168xbf16> loc("norm"("deepseek_v3.tp8.ep8.decode.mlir":906:3))
  %logits = "tensor_cast.linear"(%y, %lm_head) : (tensor<8x1x7168xbf16>, tensor<7168x16160xbf16>) -> tensor<8x1x16160xbf16> loc("lm_head"("deepseek_v3.tp8.ep8.decode.mlir":907:3))
  return %logits : tensor<8x1x16160xbf16>
}
