// tc-gen --config=qwen3_moe_30b_a3b.json: qwen3_moe, 48 layers, hidden 2048, 32 heads (4 kv) of 128, ffn 6144, vocab 151936
// rank 0 of 8 (4 q heads, 1 kv heads replicated, 18992 vocab rows here), batch 1, prefill of 4096, --quant=none --dtype=bf16
// MoE in 48 of 48 layers: 128 experts, top-8 renormalized, expert ffn 768; --expert-parallel=1: every expert here with 96 of its columns
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
    %w_e0_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e0_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e0_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e1_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e1_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e1_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e2_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e2_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e2_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e3_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e3_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e3_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e4_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e4_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e4_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e5_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e5_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e5_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e6_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e6_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e6_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e7_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e7_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e7_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e8_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e8_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e8_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e9_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e9_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e9_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e10_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e10_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e10_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e11_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e11_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e11_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e12_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e12_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e12_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e13_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e13_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e13_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e14_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e14_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e14_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e15_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e15_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e15_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e16_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e16_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e16_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e17_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e17_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e17_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e18_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e18_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e18_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e19_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e19_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e19_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e20_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e20_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e20_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e21_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e21_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e21_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e22_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e22_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e22_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e23_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e23_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e23_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e24_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e24_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e24_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e25_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e25_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e25_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e26_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e26_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e26_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e27_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e27_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e27_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e28_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e28_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e28_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e29_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e29_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e29_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e30_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e30_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e30_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e31_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e31_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e31_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e32_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e32_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e32_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e33_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e33_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e33_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e34_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e34_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e34_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e35_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e35_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e35_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e36_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e36_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e36_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e37_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e37_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e37_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e38_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e38_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e38_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e39_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e39_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e39_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e40_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e40_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e40_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e41_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e41_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e41_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e42_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e42_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e42_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e43_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e43_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e43_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e44_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e44_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e44_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e45_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e45_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e45_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e46_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e46_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e46_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e47_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e47_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e47_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e48_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e48_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e48_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e49_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e49_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e49_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e50_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e50_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e50_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e51_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e51_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e51_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e52_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e52_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e52_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e53_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e53_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e53_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e54_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e54_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e54_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e55_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e55_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e55_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e56_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e56_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e56_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e57_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e57_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e57_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e58_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e58_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e58_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e59_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e59_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e59_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e60_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e60_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e60_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e61_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e61_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e61_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e62_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e62_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e62_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e63_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e63_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e63_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e64_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e64_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e64_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e65_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e65_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e65_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e66_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e66_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e66_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e67_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e67_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e67_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e68_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e68_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e68_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e69_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e69_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e69_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e70_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e70_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e70_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e71_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e71_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e71_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e72_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e72_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e72_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e73_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e73_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e73_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e74_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e74_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e74_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e75_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e75_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e75_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e76_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e76_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e76_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e77_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e77_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e77_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e78_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e78_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e78_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e79_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e79_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e79_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e80_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e80_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e80_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e81_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e81_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e81_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e82_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e82_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e82_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e83_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e83_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e83_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e84_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e84_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e84_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e85_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e85_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e85_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e86_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e86_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e86_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e87_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e87_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e87_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e88_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e88_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e88_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e89_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e89_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e89_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e90_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e90_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e90_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e91_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e91_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e91_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e92_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e92_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e92_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e93_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e93_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e93_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e94_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e94_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e94_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e95_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e95_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e95_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e96_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e96_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e96_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e97_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e97_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e97_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e98_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e98_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e98_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e99_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e99_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e99_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e100_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e100_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e100_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e101_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e101_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e101_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e102_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e102_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e102_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e103_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e103_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e103_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e104_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e104_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e104_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e105_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e105_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e105_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e106_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e106_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e106_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e107_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e107_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e107_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e108_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e108_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e108_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e109_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e109_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e109_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e110_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e110_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e110_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e111_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e111_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e111_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e112_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e112_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e112_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e113_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e113_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e113_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e114_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e114_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e114_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e115_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e115_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e115_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e116_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e116_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e116_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e117_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e117_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e117_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e118_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e118_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e118_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e119_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e119_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e119_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e120_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e120_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e120_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e121_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e121_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e121_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e122_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e122_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e122_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e123_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e123_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e123_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e124_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e124_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e124_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e125_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e125_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e125_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e126_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e126_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e126_down_0: tensor<96x2048xbf16> {tensor_cast.sharded},
    %w_e127_gate_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e127_up_0: tensor<2048x96xbf16> {tensor_cast.sharded},
    %w_e127_down_0: tensor<96x2048xbf16> {tensor_cast.sharded}) -> tensor<1x1x18992xbf16> {
  %e = "tensor_cast.embedding"(%ids, %embed) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096xi64>, tensor<18992x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("embed_tokens"("qwen3_moe_30b_a3b.tp8.prefill.mlir":403:3))
  %h0 = "tensor_cast.all_reduce"(%e) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("embed_tokens"("qwen3_moe_30b_a3b.tp8.prefill.mlir":404:3))
  %begin = "tensor_cast.region_begin"(%h0) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0"("qwen3_moe_30b_a3b.tp8.prefill.mlir":405:3))
  %l0_in = "tensor_cast.rms_norm"(%begin, %g_in_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x2048xbf16>, tensor<2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.input_layernorm"("qwen3_moe_30b_a3b.tp8.prefill.mlir":406:3))
  %l0_q = "tensor_cast.linear"(%l0_in, %w_q_0) : (tensor<1x4096x2048xbf16>, tensor<2048x512xbf16>) -> tensor<1x4096x512xbf16> loc("layers.0.self_attn.q_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":407:3))
  %l0_k = "tensor_cast.linear"(%l0_in, %w_k_0) : (tensor<1x4096x2048xbf16>, tensor<2048x128xbf16>) -> tensor<1x4096x128xbf16> loc("layers.0.self_attn.k_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":408:3))
  %l0_v = "tensor_cast.linear"(%l0_in, %w_v_0) : (tensor<1x4096x2048xbf16>, tensor<2048x128xbf16>) -> tensor<1x4096x128xbf16> loc("layers.0.self_attn.v_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":409:3))
  %l0_q4 = "tensor_cast.view"(%l0_q) : (tensor<1x4096x512xbf16>) -> tensor<1x4096x4x128xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":410:3))
  %l0_k4 = "tensor_cast.view"(%l0_k) : (tensor<1x4096x128xbf16>) -> tensor<1x4096x1x128xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":411:3))
  %l0_v4 = "tensor_cast.view"(%l0_v) : (tensor<1x4096x128xbf16>) -> tensor<1x4096x1x128xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":412:3))
  %l0_qn = "tensor_cast.rms_norm"(%l0_q4, %g_qn_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x4x128xbf16>, tensor<128xbf16>) -> tensor<1x4096x4x128xbf16> loc("layers.0.self_attn.q_norm"("qwen3_moe_30b_a3b.tp8.prefill.mlir":413:3))
  %l0_kn = "tensor_cast.rms_norm"(%l0_k4, %g_kn_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x1x128xbf16>, tensor<128xbf16>) -> tensor<1x4096x1x128xbf16> loc("layers.0.self_attn.k_norm"("qwen3_moe_30b_a3b.tp8.prefill.mlir":414:3))
  %l0_qr = "tensor_cast.rope"(%l0_qn, %positions) {theta = 1.0e+06 : f64} : (tensor<1x4096x4x128xbf16>, tensor<1x4096xi64>) -> tensor<1x4096x4x128xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":415:3))
  %l0_kr = "tensor_cast.rope"(%l0_kn, %positions) {theta = 1.0e+06 : f64} : (tensor<1x4096x1x128xbf16>, tensor<1x4096xi64>) -> tensor<1x4096x1x128xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":416:3))
  %l0_a = "tensor_cast.attention"(%l0_qr, %l0_kr, %l0_v4) {scale = 8.838834764831843e-02 : f64} : (tensor<1x4096x4x128xbf16>, tensor<1x4096x1x128xbf16>, tensor<1x4096x1x128xbf16>) -> tensor<1x4096x4x128xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":417:3))
  %l0_attn = "tensor_cast.view"(%l0_a) : (tensor<1x4096x4x128xbf16>) -> tensor<1x4096x512xbf16> loc("layers.0.self_attn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":418:3))
  %l0_o = "tensor_cast.linear"(%l0_attn, %w_o_0) : (tensor<1x4096x512xbf16>, tensor<512x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.self_attn.o_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":419:3))
  %l0_o_sum = "tensor_cast.all_reduce"(%l0_o) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.self_attn.o_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":420:3))
  %l0_post:2 = "tensor_cast.add_rms_norm2"(%l0_o_sum, %begin, %g_post_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<2048xbf16>) -> (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) loc("layers.0.post_attention_layernorm"("qwen3_moe_30b_a3b.tp8.prefill.mlir":421:3))
  %l0_router = "tensor_cast.linear"(%l0_post#0, %w_router_0) : (tensor<1x4096x2048xbf16>, tensor<2048x128xbf16>) -> tensor<1x4096x128xbf16> loc("layers.0.mlp.gate"("qwen3_moe_30b_a3b.tp8.prefill.mlir":422:3))
  %l0_route:2 = "tensor_cast.moe_gate"(%l0_router) {norm_topk_prob, top_k = 8 : i64} : (tensor<1x4096x128xbf16>) -> (tensor<1x4096x8xbf16>, tensor<1x4096x8xi64>) loc("layers.0.mlp.gate"("qwen3_moe_30b_a3b.tp8.prefill.mlir":423:3))
  %l0_disp = "tensor_cast.moe_dispatch"(%l0_post#0, %l0_route#1) : (tensor<1x4096x2048xbf16>, tensor<1x4096x8xi64>) -> tensor<128x1x4096x2048xbf16> loc("layers.0.mlp.experts"("qwen3_moe_30b_a3b.tp8.prefill.mlir":424:3))
  %l0_e0_x = tensor.extract_slice %l0_disp[0, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.0"("qwen3_moe_30b_a3b.tp8.prefill.mlir":425:3))
  %l0_e0_gate = "tensor_cast.linear"(%l0_e0_x, %w_e0_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.0.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":426:3))
  %l0_e0_up = "tensor_cast.linear"(%l0_e0_x, %w_e0_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.0.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":427:3))
  %l0_e0_act = "tensor_cast.swiglu"(%l0_e0_gate, %l0_e0_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.0.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":428:3))
  %l0_e0_down = "tensor_cast.linear"(%l0_e0_act, %w_e0_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.0.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":429:3))
  %l0_e0_y = "tensor_cast.view"(%l0_e0_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.0.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":430:3))
  %l0_e1_x = tensor.extract_slice %l0_disp[1, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.1"("qwen3_moe_30b_a3b.tp8.prefill.mlir":431:3))
  %l0_e1_gate = "tensor_cast.linear"(%l0_e1_x, %w_e1_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.1.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":432:3))
  %l0_e1_up = "tensor_cast.linear"(%l0_e1_x, %w_e1_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.1.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":433:3))
  %l0_e1_act = "tensor_cast.swiglu"(%l0_e1_gate, %l0_e1_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.1.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":434:3))
  %l0_e1_down = "tensor_cast.linear"(%l0_e1_act, %w_e1_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.1.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":435:3))
  %l0_e1_y = "tensor_cast.view"(%l0_e1_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.1.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":436:3))
  %l0_e2_x = tensor.extract_slice %l0_disp[2, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.2"("qwen3_moe_30b_a3b.tp8.prefill.mlir":437:3))
  %l0_e2_gate = "tensor_cast.linear"(%l0_e2_x, %w_e2_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.2.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":438:3))
  %l0_e2_up = "tensor_cast.linear"(%l0_e2_x, %w_e2_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.2.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":439:3))
  %l0_e2_act = "tensor_cast.swiglu"(%l0_e2_gate, %l0_e2_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.2.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":440:3))
  %l0_e2_down = "tensor_cast.linear"(%l0_e2_act, %w_e2_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.2.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":441:3))
  %l0_e2_y = "tensor_cast.view"(%l0_e2_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.2.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":442:3))
  %l0_e3_x = tensor.extract_slice %l0_disp[3, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.3"("qwen3_moe_30b_a3b.tp8.prefill.mlir":443:3))
  %l0_e3_gate = "tensor_cast.linear"(%l0_e3_x, %w_e3_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.3.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":444:3))
  %l0_e3_up = "tensor_cast.linear"(%l0_e3_x, %w_e3_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.3.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":445:3))
  %l0_e3_act = "tensor_cast.swiglu"(%l0_e3_gate, %l0_e3_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.3.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":446:3))
  %l0_e3_down = "tensor_cast.linear"(%l0_e3_act, %w_e3_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.3.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":447:3))
  %l0_e3_y = "tensor_cast.view"(%l0_e3_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.3.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":448:3))
  %l0_e4_x = tensor.extract_slice %l0_disp[4, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.4"("qwen3_moe_30b_a3b.tp8.prefill.mlir":449:3))
  %l0_e4_gate = "tensor_cast.linear"(%l0_e4_x, %w_e4_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.4.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":450:3))
  %l0_e4_up = "tensor_cast.linear"(%l0_e4_x, %w_e4_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.4.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":451:3))
  %l0_e4_act = "tensor_cast.swiglu"(%l0_e4_gate, %l0_e4_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.4.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":452:3))
  %l0_e4_down = "tensor_cast.linear"(%l0_e4_act, %w_e4_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.4.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":453:3))
  %l0_e4_y = "tensor_cast.view"(%l0_e4_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.4.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":454:3))
  %l0_e5_x = tensor.extract_slice %l0_disp[5, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.5"("qwen3_moe_30b_a3b.tp8.prefill.mlir":455:3))
  %l0_e5_gate = "tensor_cast.linear"(%l0_e5_x, %w_e5_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.5.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":456:3))
  %l0_e5_up = "tensor_cast.linear"(%l0_e5_x, %w_e5_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.5.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":457:3))
  %l0_e5_act = "tensor_cast.swiglu"(%l0_e5_gate, %l0_e5_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.5.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":458:3))
  %l0_e5_down = "tensor_cast.linear"(%l0_e5_act, %w_e5_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.5.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":459:3))
  %l0_e5_y = "tensor_cast.view"(%l0_e5_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.5.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":460:3))
  %l0_e6_x = tensor.extract_slice %l0_disp[6, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.6"("qwen3_moe_30b_a3b.tp8.prefill.mlir":461:3))
  %l0_e6_gate = "tensor_cast.linear"(%l0_e6_x, %w_e6_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.6.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":462:3))
  %l0_e6_up = "tensor_cast.linear"(%l0_e6_x, %w_e6_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.6.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":463:3))
  %l0_e6_act = "tensor_cast.swiglu"(%l0_e6_gate, %l0_e6_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.6.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":464:3))
  %l0_e6_down = "tensor_cast.linear"(%l0_e6_act, %w_e6_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.6.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":465:3))
  %l0_e6_y = "tensor_cast.view"(%l0_e6_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.6.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":466:3))
  %l0_e7_x = tensor.extract_slice %l0_disp[7, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.7"("qwen3_moe_30b_a3b.tp8.prefill.mlir":467:3))
  %l0_e7_gate = "tensor_cast.linear"(%l0_e7_x, %w_e7_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.7.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":468:3))
  %l0_e7_up = "tensor_cast.linear"(%l0_e7_x, %w_e7_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.7.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":469:3))
  %l0_e7_act = "tensor_cast.swiglu"(%l0_e7_gate, %l0_e7_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.7.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":470:3))
  %l0_e7_down = "tensor_cast.linear"(%l0_e7_act, %w_e7_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.7.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":471:3))
  %l0_e7_y = "tensor_cast.view"(%l0_e7_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.7.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":472:3))
  %l0_e8_x = tensor.extract_slice %l0_disp[8, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.8"("qwen3_moe_30b_a3b.tp8.prefill.mlir":473:3))
  %l0_e8_gate = "tensor_cast.linear"(%l0_e8_x, %w_e8_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.8.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":474:3))
  %l0_e8_up = "tensor_cast.linear"(%l0_e8_x, %w_e8_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.8.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":475:3))
  %l0_e8_act = "tensor_cast.swiglu"(%l0_e8_gate, %l0_e8_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.8.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":476:3))
  %l0_e8_down = "tensor_cast.linear"(%l0_e8_act, %w_e8_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.8.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":477:3))
  %l0_e8_y = "tensor_cast.view"(%l0_e8_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.8.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":478:3))
  %l0_e9_x = tensor.extract_slice %l0_disp[9, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.9"("qwen3_moe_30b_a3b.tp8.prefill.mlir":479:3))
  %l0_e9_gate = "tensor_cast.linear"(%l0_e9_x, %w_e9_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.9.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":480:3))
  %l0_e9_up = "tensor_cast.linear"(%l0_e9_x, %w_e9_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.9.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":481:3))
  %l0_e9_act = "tensor_cast.swiglu"(%l0_e9_gate, %l0_e9_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.9.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":482:3))
  %l0_e9_down = "tensor_cast.linear"(%l0_e9_act, %w_e9_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.9.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":483:3))
  %l0_e9_y = "tensor_cast.view"(%l0_e9_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.9.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":484:3))
  %l0_e10_x = tensor.extract_slice %l0_disp[10, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.10"("qwen3_moe_30b_a3b.tp8.prefill.mlir":485:3))
  %l0_e10_gate = "tensor_cast.linear"(%l0_e10_x, %w_e10_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.10.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":486:3))
  %l0_e10_up = "tensor_cast.linear"(%l0_e10_x, %w_e10_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.10.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":487:3))
  %l0_e10_act = "tensor_cast.swiglu"(%l0_e10_gate, %l0_e10_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.10.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":488:3))
  %l0_e10_down = "tensor_cast.linear"(%l0_e10_act, %w_e10_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.10.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":489:3))
  %l0_e10_y = "tensor_cast.view"(%l0_e10_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.10.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":490:3))
  %l0_e11_x = tensor.extract_slice %l0_disp[11, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.11"("qwen3_moe_30b_a3b.tp8.prefill.mlir":491:3))
  %l0_e11_gate = "tensor_cast.linear"(%l0_e11_x, %w_e11_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.11.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":492:3))
  %l0_e11_up = "tensor_cast.linear"(%l0_e11_x, %w_e11_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.11.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":493:3))
  %l0_e11_act = "tensor_cast.swiglu"(%l0_e11_gate, %l0_e11_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.11.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":494:3))
  %l0_e11_down = "tensor_cast.linear"(%l0_e11_act, %w_e11_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.11.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":495:3))
  %l0_e11_y = "tensor_cast.view"(%l0_e11_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.11.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":496:3))
  %l0_e12_x = tensor.extract_slice %l0_disp[12, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.12"("qwen3_moe_30b_a3b.tp8.prefill.mlir":497:3))
  %l0_e12_gate = "tensor_cast.linear"(%l0_e12_x, %w_e12_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.12.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":498:3))
  %l0_e12_up = "tensor_cast.linear"(%l0_e12_x, %w_e12_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.12.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":499:3))
  %l0_e12_act = "tensor_cast.swiglu"(%l0_e12_gate, %l0_e12_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.12.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":500:3))
  %l0_e12_down = "tensor_cast.linear"(%l0_e12_act, %w_e12_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.12.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":501:3))
  %l0_e12_y = "tensor_cast.view"(%l0_e12_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.12.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":502:3))
  %l0_e13_x = tensor.extract_slice %l0_disp[13, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.13"("qwen3_moe_30b_a3b.tp8.prefill.mlir":503:3))
  %l0_e13_gate = "tensor_cast.linear"(%l0_e13_x, %w_e13_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.13.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":504:3))
  %l0_e13_up = "tensor_cast.linear"(%l0_e13_x, %w_e13_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.13.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":505:3))
  %l0_e13_act = "tensor_cast.swiglu"(%l0_e13_gate, %l0_e13_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.13.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":506:3))
  %l0_e13_down = "tensor_cast.linear"(%l0_e13_act, %w_e13_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.13.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":507:3))
  %l0_e13_y = "tensor_cast.view"(%l0_e13_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.13.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":508:3))
  %l0_e14_x = tensor.extract_slice %l0_disp[14, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.14"("qwen3_moe_30b_a3b.tp8.prefill.mlir":509:3))
  %l0_e14_gate = "tensor_cast.linear"(%l0_e14_x, %w_e14_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.14.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":510:3))
  %l0_e14_up = "tensor_cast.linear"(%l0_e14_x, %w_e14_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.14.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":511:3))
  %l0_e14_act = "tensor_cast.swiglu"(%l0_e14_gate, %l0_e14_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.14.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":512:3))
  %l0_e14_down = "tensor_cast.linear"(%l0_e14_act, %w_e14_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.14.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":513:3))
  %l0_e14_y = "tensor_cast.view"(%l0_e14_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.14.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":514:3))
  %l0_e15_x = tensor.extract_slice %l0_disp[15, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.15"("qwen3_moe_30b_a3b.tp8.prefill.mlir":515:3))
  %l0_e15_gate = "tensor_cast.linear"(%l0_e15_x, %w_e15_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.15.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":516:3))
  %l0_e15_up = "tensor_cast.linear"(%l0_e15_x, %w_e15_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.15.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":517:3))
  %l0_e15_act = "tensor_cast.swiglu"(%l0_e15_gate, %l0_e15_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.15.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":518:3))
  %l0_e15_down = "tensor_cast.linear"(%l0_e15_act, %w_e15_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.15.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":519:3))
  %l0_e15_y = "tensor_cast.view"(%l0_e15_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.15.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":520:3))
  %l0_e16_x = tensor.extract_slice %l0_disp[16, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.16"("qwen3_moe_30b_a3b.tp8.prefill.mlir":521:3))
  %l0_e16_gate = "tensor_cast.linear"(%l0_e16_x, %w_e16_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.16.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":522:3))
  %l0_e16_up = "tensor_cast.linear"(%l0_e16_x, %w_e16_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.16.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":523:3))
  %l0_e16_act = "tensor_cast.swiglu"(%l0_e16_gate, %l0_e16_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.16.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":524:3))
  %l0_e16_down = "tensor_cast.linear"(%l0_e16_act, %w_e16_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.16.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":525:3))
  %l0_e16_y = "tensor_cast.view"(%l0_e16_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.16.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":526:3))
  %l0_e17_x = tensor.extract_slice %l0_disp[17, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.17"("qwen3_moe_30b_a3b.tp8.prefill.mlir":527:3))
  %l0_e17_gate = "tensor_cast.linear"(%l0_e17_x, %w_e17_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.17.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":528:3))
  %l0_e17_up = "tensor_cast.linear"(%l0_e17_x, %w_e17_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.17.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":529:3))
  %l0_e17_act = "tensor_cast.swiglu"(%l0_e17_gate, %l0_e17_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.17.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":530:3))
  %l0_e17_down = "tensor_cast.linear"(%l0_e17_act, %w_e17_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.17.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":531:3))
  %l0_e17_y = "tensor_cast.view"(%l0_e17_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.17.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":532:3))
  %l0_e18_x = tensor.extract_slice %l0_disp[18, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.18"("qwen3_moe_30b_a3b.tp8.prefill.mlir":533:3))
  %l0_e18_gate = "tensor_cast.linear"(%l0_e18_x, %w_e18_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.18.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":534:3))
  %l0_e18_up = "tensor_cast.linear"(%l0_e18_x, %w_e18_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.18.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":535:3))
  %l0_e18_act = "tensor_cast.swiglu"(%l0_e18_gate, %l0_e18_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.18.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":536:3))
  %l0_e18_down = "tensor_cast.linear"(%l0_e18_act, %w_e18_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.18.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":537:3))
  %l0_e18_y = "tensor_cast.view"(%l0_e18_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.18.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":538:3))
  %l0_e19_x = tensor.extract_slice %l0_disp[19, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.19"("qwen3_moe_30b_a3b.tp8.prefill.mlir":539:3))
  %l0_e19_gate = "tensor_cast.linear"(%l0_e19_x, %w_e19_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.19.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":540:3))
  %l0_e19_up = "tensor_cast.linear"(%l0_e19_x, %w_e19_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.19.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":541:3))
  %l0_e19_act = "tensor_cast.swiglu"(%l0_e19_gate, %l0_e19_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.19.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":542:3))
  %l0_e19_down = "tensor_cast.linear"(%l0_e19_act, %w_e19_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.19.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":543:3))
  %l0_e19_y = "tensor_cast.view"(%l0_e19_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.19.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":544:3))
  %l0_e20_x = tensor.extract_slice %l0_disp[20, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.20"("qwen3_moe_30b_a3b.tp8.prefill.mlir":545:3))
  %l0_e20_gate = "tensor_cast.linear"(%l0_e20_x, %w_e20_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.20.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":546:3))
  %l0_e20_up = "tensor_cast.linear"(%l0_e20_x, %w_e20_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.20.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":547:3))
  %l0_e20_act = "tensor_cast.swiglu"(%l0_e20_gate, %l0_e20_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.20.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":548:3))
  %l0_e20_down = "tensor_cast.linear"(%l0_e20_act, %w_e20_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.20.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":549:3))
  %l0_e20_y = "tensor_cast.view"(%l0_e20_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.20.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":550:3))
  %l0_e21_x = tensor.extract_slice %l0_disp[21, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.21"("qwen3_moe_30b_a3b.tp8.prefill.mlir":551:3))
  %l0_e21_gate = "tensor_cast.linear"(%l0_e21_x, %w_e21_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.21.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":552:3))
  %l0_e21_up = "tensor_cast.linear"(%l0_e21_x, %w_e21_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.21.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":553:3))
  %l0_e21_act = "tensor_cast.swiglu"(%l0_e21_gate, %l0_e21_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.21.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":554:3))
  %l0_e21_down = "tensor_cast.linear"(%l0_e21_act, %w_e21_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.21.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":555:3))
  %l0_e21_y = "tensor_cast.view"(%l0_e21_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.21.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":556:3))
  %l0_e22_x = tensor.extract_slice %l0_disp[22, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.22"("qwen3_moe_30b_a3b.tp8.prefill.mlir":557:3))
  %l0_e22_gate = "tensor_cast.linear"(%l0_e22_x, %w_e22_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.22.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":558:3))
  %l0_e22_up = "tensor_cast.linear"(%l0_e22_x, %w_e22_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.22.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":559:3))
  %l0_e22_act = "tensor_cast.swiglu"(%l0_e22_gate, %l0_e22_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.22.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":560:3))
  %l0_e22_down = "tensor_cast.linear"(%l0_e22_act, %w_e22_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.22.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":561:3))
  %l0_e22_y = "tensor_cast.view"(%l0_e22_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.22.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":562:3))
  %l0_e23_x = tensor.extract_slice %l0_disp[23, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.23"("qwen3_moe_30b_a3b.tp8.prefill.mlir":563:3))
  %l0_e23_gate = "tensor_cast.linear"(%l0_e23_x, %w_e23_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.23.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":564:3))
  %l0_e23_up = "tensor_cast.linear"(%l0_e23_x, %w_e23_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.23.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":565:3))
  %l0_e23_act = "tensor_cast.swiglu"(%l0_e23_gate, %l0_e23_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.23.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":566:3))
  %l0_e23_down = "tensor_cast.linear"(%l0_e23_act, %w_e23_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.23.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":567:3))
  %l0_e23_y = "tensor_cast.view"(%l0_e23_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.23.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":568:3))
  %l0_e24_x = tensor.extract_slice %l0_disp[24, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.24"("qwen3_moe_30b_a3b.tp8.prefill.mlir":569:3))
  %l0_e24_gate = "tensor_cast.linear"(%l0_e24_x, %w_e24_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.24.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":570:3))
  %l0_e24_up = "tensor_cast.linear"(%l0_e24_x, %w_e24_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.24.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":571:3))
  %l0_e24_act = "tensor_cast.swiglu"(%l0_e24_gate, %l0_e24_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.24.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":572:3))
  %l0_e24_down = "tensor_cast.linear"(%l0_e24_act, %w_e24_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.24.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":573:3))
  %l0_e24_y = "tensor_cast.view"(%l0_e24_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.24.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":574:3))
  %l0_e25_x = tensor.extract_slice %l0_disp[25, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.25"("qwen3_moe_30b_a3b.tp8.prefill.mlir":575:3))
  %l0_e25_gate = "tensor_cast.linear"(%l0_e25_x, %w_e25_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.25.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":576:3))
  %l0_e25_up = "tensor_cast.linear"(%l0_e25_x, %w_e25_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.25.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":577:3))
  %l0_e25_act = "tensor_cast.swiglu"(%l0_e25_gate, %l0_e25_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.25.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":578:3))
  %l0_e25_down = "tensor_cast.linear"(%l0_e25_act, %w_e25_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.25.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":579:3))
  %l0_e25_y = "tensor_cast.view"(%l0_e25_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.25.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":580:3))
  %l0_e26_x = tensor.extract_slice %l0_disp[26, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.26"("qwen3_moe_30b_a3b.tp8.prefill.mlir":581:3))
  %l0_e26_gate = "tensor_cast.linear"(%l0_e26_x, %w_e26_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.26.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":582:3))
  %l0_e26_up = "tensor_cast.linear"(%l0_e26_x, %w_e26_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.26.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":583:3))
  %l0_e26_act = "tensor_cast.swiglu"(%l0_e26_gate, %l0_e26_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.26.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":584:3))
  %l0_e26_down = "tensor_cast.linear"(%l0_e26_act, %w_e26_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.26.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":585:3))
  %l0_e26_y = "tensor_cast.view"(%l0_e26_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.26.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":586:3))
  %l0_e27_x = tensor.extract_slice %l0_disp[27, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.27"("qwen3_moe_30b_a3b.tp8.prefill.mlir":587:3))
  %l0_e27_gate = "tensor_cast.linear"(%l0_e27_x, %w_e27_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.27.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":588:3))
  %l0_e27_up = "tensor_cast.linear"(%l0_e27_x, %w_e27_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.27.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":589:3))
  %l0_e27_act = "tensor_cast.swiglu"(%l0_e27_gate, %l0_e27_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.27.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":590:3))
  %l0_e27_down = "tensor_cast.linear"(%l0_e27_act, %w_e27_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.27.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":591:3))
  %l0_e27_y = "tensor_cast.view"(%l0_e27_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.27.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":592:3))
  %l0_e28_x = tensor.extract_slice %l0_disp[28, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.28"("qwen3_moe_30b_a3b.tp8.prefill.mlir":593:3))
  %l0_e28_gate = "tensor_cast.linear"(%l0_e28_x, %w_e28_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.28.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":594:3))
  %l0_e28_up = "tensor_cast.linear"(%l0_e28_x, %w_e28_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.28.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":595:3))
  %l0_e28_act = "tensor_cast.swiglu"(%l0_e28_gate, %l0_e28_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.28.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":596:3))
  %l0_e28_down = "tensor_cast.linear"(%l0_e28_act, %w_e28_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.28.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":597:3))
  %l0_e28_y = "tensor_cast.view"(%l0_e28_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.28.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":598:3))
  %l0_e29_x = tensor.extract_slice %l0_disp[29, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.29"("qwen3_moe_30b_a3b.tp8.prefill.mlir":599:3))
  %l0_e29_gate = "tensor_cast.linear"(%l0_e29_x, %w_e29_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.29.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":600:3))
  %l0_e29_up = "tensor_cast.linear"(%l0_e29_x, %w_e29_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.29.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":601:3))
  %l0_e29_act = "tensor_cast.swiglu"(%l0_e29_gate, %l0_e29_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.29.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":602:3))
  %l0_e29_down = "tensor_cast.linear"(%l0_e29_act, %w_e29_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.29.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":603:3))
  %l0_e29_y = "tensor_cast.view"(%l0_e29_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.29.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":604:3))
  %l0_e30_x = tensor.extract_slice %l0_disp[30, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.30"("qwen3_moe_30b_a3b.tp8.prefill.mlir":605:3))
  %l0_e30_gate = "tensor_cast.linear"(%l0_e30_x, %w_e30_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.30.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":606:3))
  %l0_e30_up = "tensor_cast.linear"(%l0_e30_x, %w_e30_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.30.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":607:3))
  %l0_e30_act = "tensor_cast.swiglu"(%l0_e30_gate, %l0_e30_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.30.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":608:3))
  %l0_e30_down = "tensor_cast.linear"(%l0_e30_act, %w_e30_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.30.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":609:3))
  %l0_e30_y = "tensor_cast.view"(%l0_e30_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.30.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":610:3))
  %l0_e31_x = tensor.extract_slice %l0_disp[31, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.31"("qwen3_moe_30b_a3b.tp8.prefill.mlir":611:3))
  %l0_e31_gate = "tensor_cast.linear"(%l0_e31_x, %w_e31_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.31.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":612:3))
  %l0_e31_up = "tensor_cast.linear"(%l0_e31_x, %w_e31_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.31.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":613:3))
  %l0_e31_act = "tensor_cast.swiglu"(%l0_e31_gate, %l0_e31_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.31.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":614:3))
  %l0_e31_down = "tensor_cast.linear"(%l0_e31_act, %w_e31_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.31.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":615:3))
  %l0_e31_y = "tensor_cast.view"(%l0_e31_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.31.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":616:3))
  %l0_e32_x = tensor.extract_slice %l0_disp[32, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.32"("qwen3_moe_30b_a3b.tp8.prefill.mlir":617:3))
  %l0_e32_gate = "tensor_cast.linear"(%l0_e32_x, %w_e32_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.32.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":618:3))
  %l0_e32_up = "tensor_cast.linear"(%l0_e32_x, %w_e32_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.32.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":619:3))
  %l0_e32_act = "tensor_cast.swiglu"(%l0_e32_gate, %l0_e32_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.32.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":620:3))
  %l0_e32_down = "tensor_cast.linear"(%l0_e32_act, %w_e32_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.32.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":621:3))
  %l0_e32_y = "tensor_cast.view"(%l0_e32_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.32.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":622:3))
  %l0_e33_x = tensor.extract_slice %l0_disp[33, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.33"("qwen3_moe_30b_a3b.tp8.prefill.mlir":623:3))
  %l0_e33_gate = "tensor_cast.linear"(%l0_e33_x, %w_e33_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.33.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":624:3))
  %l0_e33_up = "tensor_cast.linear"(%l0_e33_x, %w_e33_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.33.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":625:3))
  %l0_e33_act = "tensor_cast.swiglu"(%l0_e33_gate, %l0_e33_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.33.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":626:3))
  %l0_e33_down = "tensor_cast.linear"(%l0_e33_act, %w_e33_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.33.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":627:3))
  %l0_e33_y = "tensor_cast.view"(%l0_e33_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.33.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":628:3))
  %l0_e34_x = tensor.extract_slice %l0_disp[34, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.34"("qwen3_moe_30b_a3b.tp8.prefill.mlir":629:3))
  %l0_e34_gate = "tensor_cast.linear"(%l0_e34_x, %w_e34_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.34.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":630:3))
  %l0_e34_up = "tensor_cast.linear"(%l0_e34_x, %w_e34_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.34.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":631:3))
  %l0_e34_act = "tensor_cast.swiglu"(%l0_e34_gate, %l0_e34_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.34.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":632:3))
  %l0_e34_down = "tensor_cast.linear"(%l0_e34_act, %w_e34_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.34.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":633:3))
  %l0_e34_y = "tensor_cast.view"(%l0_e34_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.34.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":634:3))
  %l0_e35_x = tensor.extract_slice %l0_disp[35, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.35"("qwen3_moe_30b_a3b.tp8.prefill.mlir":635:3))
  %l0_e35_gate = "tensor_cast.linear"(%l0_e35_x, %w_e35_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.35.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":636:3))
  %l0_e35_up = "tensor_cast.linear"(%l0_e35_x, %w_e35_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.35.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":637:3))
  %l0_e35_act = "tensor_cast.swiglu"(%l0_e35_gate, %l0_e35_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.35.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":638:3))
  %l0_e35_down = "tensor_cast.linear"(%l0_e35_act, %w_e35_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.35.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":639:3))
  %l0_e35_y = "tensor_cast.view"(%l0_e35_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.35.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":640:3))
  %l0_e36_x = tensor.extract_slice %l0_disp[36, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.36"("qwen3_moe_30b_a3b.tp8.prefill.mlir":641:3))
  %l0_e36_gate = "tensor_cast.linear"(%l0_e36_x, %w_e36_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.36.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":642:3))
  %l0_e36_up = "tensor_cast.linear"(%l0_e36_x, %w_e36_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.36.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":643:3))
  %l0_e36_act = "tensor_cast.swiglu"(%l0_e36_gate, %l0_e36_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.36.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":644:3))
  %l0_e36_down = "tensor_cast.linear"(%l0_e36_act, %w_e36_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.36.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":645:3))
  %l0_e36_y = "tensor_cast.view"(%l0_e36_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.36.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":646:3))
  %l0_e37_x = tensor.extract_slice %l0_disp[37, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.37"("qwen3_moe_30b_a3b.tp8.prefill.mlir":647:3))
  %l0_e37_gate = "tensor_cast.linear"(%l0_e37_x, %w_e37_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.37.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":648:3))
  %l0_e37_up = "tensor_cast.linear"(%l0_e37_x, %w_e37_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.37.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":649:3))
  %l0_e37_act = "tensor_cast.swiglu"(%l0_e37_gate, %l0_e37_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.37.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":650:3))
  %l0_e37_down = "tensor_cast.linear"(%l0_e37_act, %w_e37_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.37.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":651:3))
  %l0_e37_y = "tensor_cast.view"(%l0_e37_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.37.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":652:3))
  %l0_e38_x = tensor.extract_slice %l0_disp[38, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.38"("qwen3_moe_30b_a3b.tp8.prefill.mlir":653:3))
  %l0_e38_gate = "tensor_cast.linear"(%l0_e38_x, %w_e38_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.38.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":654:3))
  %l0_e38_up = "tensor_cast.linear"(%l0_e38_x, %w_e38_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.38.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":655:3))
  %l0_e38_act = "tensor_cast.swiglu"(%l0_e38_gate, %l0_e38_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.38.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":656:3))
  %l0_e38_down = "tensor_cast.linear"(%l0_e38_act, %w_e38_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.38.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":657:3))
  %l0_e38_y = "tensor_cast.view"(%l0_e38_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.38.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":658:3))
  %l0_e39_x = tensor.extract_slice %l0_disp[39, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.39"("qwen3_moe_30b_a3b.tp8.prefill.mlir":659:3))
  %l0_e39_gate = "tensor_cast.linear"(%l0_e39_x, %w_e39_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.39.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":660:3))
  %l0_e39_up = "tensor_cast.linear"(%l0_e39_x, %w_e39_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.39.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":661:3))
  %l0_e39_act = "tensor_cast.swiglu"(%l0_e39_gate, %l0_e39_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.39.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":662:3))
  %l0_e39_down = "tensor_cast.linear"(%l0_e39_act, %w_e39_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.39.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":663:3))
  %l0_e39_y = "tensor_cast.view"(%l0_e39_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.39.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":664:3))
  %l0_e40_x = tensor.extract_slice %l0_disp[40, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.40"("qwen3_moe_30b_a3b.tp8.prefill.mlir":665:3))
  %l0_e40_gate = "tensor_cast.linear"(%l0_e40_x, %w_e40_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.40.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":666:3))
  %l0_e40_up = "tensor_cast.linear"(%l0_e40_x, %w_e40_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.40.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":667:3))
  %l0_e40_act = "tensor_cast.swiglu"(%l0_e40_gate, %l0_e40_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.40.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":668:3))
  %l0_e40_down = "tensor_cast.linear"(%l0_e40_act, %w_e40_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.40.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":669:3))
  %l0_e40_y = "tensor_cast.view"(%l0_e40_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.40.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":670:3))
  %l0_e41_x = tensor.extract_slice %l0_disp[41, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.41"("qwen3_moe_30b_a3b.tp8.prefill.mlir":671:3))
  %l0_e41_gate = "tensor_cast.linear"(%l0_e41_x, %w_e41_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.41.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":672:3))
  %l0_e41_up = "tensor_cast.linear"(%l0_e41_x, %w_e41_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.41.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":673:3))
  %l0_e41_act = "tensor_cast.swiglu"(%l0_e41_gate, %l0_e41_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.41.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":674:3))
  %l0_e41_down = "tensor_cast.linear"(%l0_e41_act, %w_e41_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.41.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":675:3))
  %l0_e41_y = "tensor_cast.view"(%l0_e41_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.41.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":676:3))
  %l0_e42_x = tensor.extract_slice %l0_disp[42, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.42"("qwen3_moe_30b_a3b.tp8.prefill.mlir":677:3))
  %l0_e42_gate = "tensor_cast.linear"(%l0_e42_x, %w_e42_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.42.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":678:3))
  %l0_e42_up = "tensor_cast.linear"(%l0_e42_x, %w_e42_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.42.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":679:3))
  %l0_e42_act = "tensor_cast.swiglu"(%l0_e42_gate, %l0_e42_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.42.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":680:3))
  %l0_e42_down = "tensor_cast.linear"(%l0_e42_act, %w_e42_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.42.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":681:3))
  %l0_e42_y = "tensor_cast.view"(%l0_e42_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.42.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":682:3))
  %l0_e43_x = tensor.extract_slice %l0_disp[43, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.43"("qwen3_moe_30b_a3b.tp8.prefill.mlir":683:3))
  %l0_e43_gate = "tensor_cast.linear"(%l0_e43_x, %w_e43_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.43.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":684:3))
  %l0_e43_up = "tensor_cast.linear"(%l0_e43_x, %w_e43_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.43.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":685:3))
  %l0_e43_act = "tensor_cast.swiglu"(%l0_e43_gate, %l0_e43_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.43.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":686:3))
  %l0_e43_down = "tensor_cast.linear"(%l0_e43_act, %w_e43_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.43.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":687:3))
  %l0_e43_y = "tensor_cast.view"(%l0_e43_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.43.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":688:3))
  %l0_e44_x = tensor.extract_slice %l0_disp[44, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.44"("qwen3_moe_30b_a3b.tp8.prefill.mlir":689:3))
  %l0_e44_gate = "tensor_cast.linear"(%l0_e44_x, %w_e44_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.44.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":690:3))
  %l0_e44_up = "tensor_cast.linear"(%l0_e44_x, %w_e44_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.44.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":691:3))
  %l0_e44_act = "tensor_cast.swiglu"(%l0_e44_gate, %l0_e44_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.44.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":692:3))
  %l0_e44_down = "tensor_cast.linear"(%l0_e44_act, %w_e44_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.44.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":693:3))
  %l0_e44_y = "tensor_cast.view"(%l0_e44_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.44.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":694:3))
  %l0_e45_x = tensor.extract_slice %l0_disp[45, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.45"("qwen3_moe_30b_a3b.tp8.prefill.mlir":695:3))
  %l0_e45_gate = "tensor_cast.linear"(%l0_e45_x, %w_e45_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.45.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":696:3))
  %l0_e45_up = "tensor_cast.linear"(%l0_e45_x, %w_e45_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.45.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":697:3))
  %l0_e45_act = "tensor_cast.swiglu"(%l0_e45_gate, %l0_e45_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.45.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":698:3))
  %l0_e45_down = "tensor_cast.linear"(%l0_e45_act, %w_e45_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.45.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":699:3))
  %l0_e45_y = "tensor_cast.view"(%l0_e45_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.45.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":700:3))
  %l0_e46_x = tensor.extract_slice %l0_disp[46, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.46"("qwen3_moe_30b_a3b.tp8.prefill.mlir":701:3))
  %l0_e46_gate = "tensor_cast.linear"(%l0_e46_x, %w_e46_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.46.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":702:3))
  %l0_e46_up = "tensor_cast.linear"(%l0_e46_x, %w_e46_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.46.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":703:3))
  %l0_e46_act = "tensor_cast.swiglu"(%l0_e46_gate, %l0_e46_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.46.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":704:3))
  %l0_e46_down = "tensor_cast.linear"(%l0_e46_act, %w_e46_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.46.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":705:3))
  %l0_e46_y = "tensor_cast.view"(%l0_e46_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.46.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":706:3))
  %l0_e47_x = tensor.extract_slice %l0_disp[47, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.47"("qwen3_moe_30b_a3b.tp8.prefill.mlir":707:3))
  %l0_e47_gate = "tensor_cast.linear"(%l0_e47_x, %w_e47_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.47.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":708:3))
  %l0_e47_up = "tensor_cast.linear"(%l0_e47_x, %w_e47_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.47.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":709:3))
  %l0_e47_act = "tensor_cast.swiglu"(%l0_e47_gate, %l0_e47_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.47.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":710:3))
  %l0_e47_down = "tensor_cast.linear"(%l0_e47_act, %w_e47_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.47.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":711:3))
  %l0_e47_y = "tensor_cast.view"(%l0_e47_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.47.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":712:3))
  %l0_e48_x = tensor.extract_slice %l0_disp[48, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.48"("qwen3_moe_30b_a3b.tp8.prefill.mlir":713:3))
  %l0_e48_gate = "tensor_cast.linear"(%l0_e48_x, %w_e48_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.48.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":714:3))
  %l0_e48_up = "tensor_cast.linear"(%l0_e48_x, %w_e48_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.48.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":715:3))
  %l0_e48_act = "tensor_cast.swiglu"(%l0_e48_gate, %l0_e48_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.48.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":716:3))
  %l0_e48_down = "tensor_cast.linear"(%l0_e48_act, %w_e48_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.48.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":717:3))
  %l0_e48_y = "tensor_cast.view"(%l0_e48_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.48.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":718:3))
  %l0_e49_x = tensor.extract_slice %l0_disp[49, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.49"("qwen3_moe_30b_a3b.tp8.prefill.mlir":719:3))
  %l0_e49_gate = "tensor_cast.linear"(%l0_e49_x, %w_e49_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.49.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":720:3))
  %l0_e49_up = "tensor_cast.linear"(%l0_e49_x, %w_e49_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.49.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":721:3))
  %l0_e49_act = "tensor_cast.swiglu"(%l0_e49_gate, %l0_e49_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.49.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":722:3))
  %l0_e49_down = "tensor_cast.linear"(%l0_e49_act, %w_e49_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.49.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":723:3))
  %l0_e49_y = "tensor_cast.view"(%l0_e49_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.49.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":724:3))
  %l0_e50_x = tensor.extract_slice %l0_disp[50, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.50"("qwen3_moe_30b_a3b.tp8.prefill.mlir":725:3))
  %l0_e50_gate = "tensor_cast.linear"(%l0_e50_x, %w_e50_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.50.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":726:3))
  %l0_e50_up = "tensor_cast.linear"(%l0_e50_x, %w_e50_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.50.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":727:3))
  %l0_e50_act = "tensor_cast.swiglu"(%l0_e50_gate, %l0_e50_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.50.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":728:3))
  %l0_e50_down = "tensor_cast.linear"(%l0_e50_act, %w_e50_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.50.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":729:3))
  %l0_e50_y = "tensor_cast.view"(%l0_e50_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.50.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":730:3))
  %l0_e51_x = tensor.extract_slice %l0_disp[51, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.51"("qwen3_moe_30b_a3b.tp8.prefill.mlir":731:3))
  %l0_e51_gate = "tensor_cast.linear"(%l0_e51_x, %w_e51_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.51.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":732:3))
  %l0_e51_up = "tensor_cast.linear"(%l0_e51_x, %w_e51_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.51.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":733:3))
  %l0_e51_act = "tensor_cast.swiglu"(%l0_e51_gate, %l0_e51_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.51.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":734:3))
  %l0_e51_down = "tensor_cast.linear"(%l0_e51_act, %w_e51_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.51.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":735:3))
  %l0_e51_y = "tensor_cast.view"(%l0_e51_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.51.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":736:3))
  %l0_e52_x = tensor.extract_slice %l0_disp[52, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.52"("qwen3_moe_30b_a3b.tp8.prefill.mlir":737:3))
  %l0_e52_gate = "tensor_cast.linear"(%l0_e52_x, %w_e52_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.52.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":738:3))
  %l0_e52_up = "tensor_cast.linear"(%l0_e52_x, %w_e52_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.52.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":739:3))
  %l0_e52_act = "tensor_cast.swiglu"(%l0_e52_gate, %l0_e52_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.52.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":740:3))
  %l0_e52_down = "tensor_cast.linear"(%l0_e52_act, %w_e52_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.52.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":741:3))
  %l0_e52_y = "tensor_cast.view"(%l0_e52_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.52.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":742:3))
  %l0_e53_x = tensor.extract_slice %l0_disp[53, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.53"("qwen3_moe_30b_a3b.tp8.prefill.mlir":743:3))
  %l0_e53_gate = "tensor_cast.linear"(%l0_e53_x, %w_e53_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.53.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":744:3))
  %l0_e53_up = "tensor_cast.linear"(%l0_e53_x, %w_e53_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.53.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":745:3))
  %l0_e53_act = "tensor_cast.swiglu"(%l0_e53_gate, %l0_e53_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.53.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":746:3))
  %l0_e53_down = "tensor_cast.linear"(%l0_e53_act, %w_e53_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.53.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":747:3))
  %l0_e53_y = "tensor_cast.view"(%l0_e53_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.53.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":748:3))
  %l0_e54_x = tensor.extract_slice %l0_disp[54, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.54"("qwen3_moe_30b_a3b.tp8.prefill.mlir":749:3))
  %l0_e54_gate = "tensor_cast.linear"(%l0_e54_x, %w_e54_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.54.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":750:3))
  %l0_e54_up = "tensor_cast.linear"(%l0_e54_x, %w_e54_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.54.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":751:3))
  %l0_e54_act = "tensor_cast.swiglu"(%l0_e54_gate, %l0_e54_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.54.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":752:3))
  %l0_e54_down = "tensor_cast.linear"(%l0_e54_act, %w_e54_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.54.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":753:3))
  %l0_e54_y = "tensor_cast.view"(%l0_e54_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.54.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":754:3))
  %l0_e55_x = tensor.extract_slice %l0_disp[55, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.55"("qwen3_moe_30b_a3b.tp8.prefill.mlir":755:3))
  %l0_e55_gate = "tensor_cast.linear"(%l0_e55_x, %w_e55_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.55.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":756:3))
  %l0_e55_up = "tensor_cast.linear"(%l0_e55_x, %w_e55_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.55.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":757:3))
  %l0_e55_act = "tensor_cast.swiglu"(%l0_e55_gate, %l0_e55_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.55.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":758:3))
  %l0_e55_down = "tensor_cast.linear"(%l0_e55_act, %w_e55_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.55.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":759:3))
  %l0_e55_y = "tensor_cast.view"(%l0_e55_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.55.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":760:3))
  %l0_e56_x = tensor.extract_slice %l0_disp[56, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.56"("qwen3_moe_30b_a3b.tp8.prefill.mlir":761:3))
  %l0_e56_gate = "tensor_cast.linear"(%l0_e56_x, %w_e56_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.56.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":762:3))
  %l0_e56_up = "tensor_cast.linear"(%l0_e56_x, %w_e56_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.56.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":763:3))
  %l0_e56_act = "tensor_cast.swiglu"(%l0_e56_gate, %l0_e56_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.56.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":764:3))
  %l0_e56_down = "tensor_cast.linear"(%l0_e56_act, %w_e56_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.56.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":765:3))
  %l0_e56_y = "tensor_cast.view"(%l0_e56_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.56.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":766:3))
  %l0_e57_x = tensor.extract_slice %l0_disp[57, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.57"("qwen3_moe_30b_a3b.tp8.prefill.mlir":767:3))
  %l0_e57_gate = "tensor_cast.linear"(%l0_e57_x, %w_e57_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.57.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":768:3))
  %l0_e57_up = "tensor_cast.linear"(%l0_e57_x, %w_e57_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.57.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":769:3))
  %l0_e57_act = "tensor_cast.swiglu"(%l0_e57_gate, %l0_e57_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.57.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":770:3))
  %l0_e57_down = "tensor_cast.linear"(%l0_e57_act, %w_e57_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.57.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":771:3))
  %l0_e57_y = "tensor_cast.view"(%l0_e57_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.57.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":772:3))
  %l0_e58_x = tensor.extract_slice %l0_disp[58, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.58"("qwen3_moe_30b_a3b.tp8.prefill.mlir":773:3))
  %l0_e58_gate = "tensor_cast.linear"(%l0_e58_x, %w_e58_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.58.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":774:3))
  %l0_e58_up = "tensor_cast.linear"(%l0_e58_x, %w_e58_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.58.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":775:3))
  %l0_e58_act = "tensor_cast.swiglu"(%l0_e58_gate, %l0_e58_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.58.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":776:3))
  %l0_e58_down = "tensor_cast.linear"(%l0_e58_act, %w_e58_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.58.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":777:3))
  %l0_e58_y = "tensor_cast.view"(%l0_e58_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.58.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":778:3))
  %l0_e59_x = tensor.extract_slice %l0_disp[59, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.59"("qwen3_moe_30b_a3b.tp8.prefill.mlir":779:3))
  %l0_e59_gate = "tensor_cast.linear"(%l0_e59_x, %w_e59_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.59.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":780:3))
  %l0_e59_up = "tensor_cast.linear"(%l0_e59_x, %w_e59_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.59.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":781:3))
  %l0_e59_act = "tensor_cast.swiglu"(%l0_e59_gate, %l0_e59_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.59.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":782:3))
  %l0_e59_down = "tensor_cast.linear"(%l0_e59_act, %w_e59_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.59.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":783:3))
  %l0_e59_y = "tensor_cast.view"(%l0_e59_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.59.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":784:3))
  %l0_e60_x = tensor.extract_slice %l0_disp[60, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.60"("qwen3_moe_30b_a3b.tp8.prefill.mlir":785:3))
  %l0_e60_gate = "tensor_cast.linear"(%l0_e60_x, %w_e60_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.60.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":786:3))
  %l0_e60_up = "tensor_cast.linear"(%l0_e60_x, %w_e60_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.60.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":787:3))
  %l0_e60_act = "tensor_cast.swiglu"(%l0_e60_gate, %l0_e60_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.60.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":788:3))
  %l0_e60_down = "tensor_cast.linear"(%l0_e60_act, %w_e60_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.60.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":789:3))
  %l0_e60_y = "tensor_cast.view"(%l0_e60_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.60.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":790:3))
  %l0_e61_x = tensor.extract_slice %l0_disp[61, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.61"("qwen3_moe_30b_a3b.tp8.prefill.mlir":791:3))
  %l0_e61_gate = "tensor_cast.linear"(%l0_e61_x, %w_e61_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.61.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":792:3))
  %l0_e61_up = "tensor_cast.linear"(%l0_e61_x, %w_e61_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.61.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":793:3))
  %l0_e61_act = "tensor_cast.swiglu"(%l0_e61_gate, %l0_e61_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.61.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":794:3))
  %l0_e61_down = "tensor_cast.linear"(%l0_e61_act, %w_e61_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.61.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":795:3))
  %l0_e61_y = "tensor_cast.view"(%l0_e61_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.61.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":796:3))
  %l0_e62_x = tensor.extract_slice %l0_disp[62, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.62"("qwen3_moe_30b_a3b.tp8.prefill.mlir":797:3))
  %l0_e62_gate = "tensor_cast.linear"(%l0_e62_x, %w_e62_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.62.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":798:3))
  %l0_e62_up = "tensor_cast.linear"(%l0_e62_x, %w_e62_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.62.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":799:3))
  %l0_e62_act = "tensor_cast.swiglu"(%l0_e62_gate, %l0_e62_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.62.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":800:3))
  %l0_e62_down = "tensor_cast.linear"(%l0_e62_act, %w_e62_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.62.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":801:3))
  %l0_e62_y = "tensor_cast.view"(%l0_e62_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.62.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":802:3))
  %l0_e63_x = tensor.extract_slice %l0_disp[63, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.63"("qwen3_moe_30b_a3b.tp8.prefill.mlir":803:3))
  %l0_e63_gate = "tensor_cast.linear"(%l0_e63_x, %w_e63_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.63.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":804:3))
  %l0_e63_up = "tensor_cast.linear"(%l0_e63_x, %w_e63_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.63.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":805:3))
  %l0_e63_act = "tensor_cast.swiglu"(%l0_e63_gate, %l0_e63_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.63.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":806:3))
  %l0_e63_down = "tensor_cast.linear"(%l0_e63_act, %w_e63_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.63.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":807:3))
  %l0_e63_y = "tensor_cast.view"(%l0_e63_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.63.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":808:3))
  %l0_e64_x = tensor.extract_slice %l0_disp[64, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.64"("qwen3_moe_30b_a3b.tp8.prefill.mlir":809:3))
  %l0_e64_gate = "tensor_cast.linear"(%l0_e64_x, %w_e64_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.64.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":810:3))
  %l0_e64_up = "tensor_cast.linear"(%l0_e64_x, %w_e64_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.64.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":811:3))
  %l0_e64_act = "tensor_cast.swiglu"(%l0_e64_gate, %l0_e64_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.64.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":812:3))
  %l0_e64_down = "tensor_cast.linear"(%l0_e64_act, %w_e64_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.64.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":813:3))
  %l0_e64_y = "tensor_cast.view"(%l0_e64_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.64.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":814:3))
  %l0_e65_x = tensor.extract_slice %l0_disp[65, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.65"("qwen3_moe_30b_a3b.tp8.prefill.mlir":815:3))
  %l0_e65_gate = "tensor_cast.linear"(%l0_e65_x, %w_e65_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.65.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":816:3))
  %l0_e65_up = "tensor_cast.linear"(%l0_e65_x, %w_e65_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.65.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":817:3))
  %l0_e65_act = "tensor_cast.swiglu"(%l0_e65_gate, %l0_e65_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.65.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":818:3))
  %l0_e65_down = "tensor_cast.linear"(%l0_e65_act, %w_e65_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.65.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":819:3))
  %l0_e65_y = "tensor_cast.view"(%l0_e65_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.65.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":820:3))
  %l0_e66_x = tensor.extract_slice %l0_disp[66, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.66"("qwen3_moe_30b_a3b.tp8.prefill.mlir":821:3))
  %l0_e66_gate = "tensor_cast.linear"(%l0_e66_x, %w_e66_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.66.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":822:3))
  %l0_e66_up = "tensor_cast.linear"(%l0_e66_x, %w_e66_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.66.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":823:3))
  %l0_e66_act = "tensor_cast.swiglu"(%l0_e66_gate, %l0_e66_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.66.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":824:3))
  %l0_e66_down = "tensor_cast.linear"(%l0_e66_act, %w_e66_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.66.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":825:3))
  %l0_e66_y = "tensor_cast.view"(%l0_e66_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.66.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":826:3))
  %l0_e67_x = tensor.extract_slice %l0_disp[67, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.67"("qwen3_moe_30b_a3b.tp8.prefill.mlir":827:3))
  %l0_e67_gate = "tensor_cast.linear"(%l0_e67_x, %w_e67_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.67.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":828:3))
  %l0_e67_up = "tensor_cast.linear"(%l0_e67_x, %w_e67_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.67.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":829:3))
  %l0_e67_act = "tensor_cast.swiglu"(%l0_e67_gate, %l0_e67_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.67.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":830:3))
  %l0_e67_down = "tensor_cast.linear"(%l0_e67_act, %w_e67_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.67.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":831:3))
  %l0_e67_y = "tensor_cast.view"(%l0_e67_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.67.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":832:3))
  %l0_e68_x = tensor.extract_slice %l0_disp[68, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.68"("qwen3_moe_30b_a3b.tp8.prefill.mlir":833:3))
  %l0_e68_gate = "tensor_cast.linear"(%l0_e68_x, %w_e68_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.68.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":834:3))
  %l0_e68_up = "tensor_cast.linear"(%l0_e68_x, %w_e68_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.68.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":835:3))
  %l0_e68_act = "tensor_cast.swiglu"(%l0_e68_gate, %l0_e68_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.68.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":836:3))
  %l0_e68_down = "tensor_cast.linear"(%l0_e68_act, %w_e68_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.68.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":837:3))
  %l0_e68_y = "tensor_cast.view"(%l0_e68_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.68.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":838:3))
  %l0_e69_x = tensor.extract_slice %l0_disp[69, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.69"("qwen3_moe_30b_a3b.tp8.prefill.mlir":839:3))
  %l0_e69_gate = "tensor_cast.linear"(%l0_e69_x, %w_e69_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.69.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":840:3))
  %l0_e69_up = "tensor_cast.linear"(%l0_e69_x, %w_e69_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.69.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":841:3))
  %l0_e69_act = "tensor_cast.swiglu"(%l0_e69_gate, %l0_e69_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.69.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":842:3))
  %l0_e69_down = "tensor_cast.linear"(%l0_e69_act, %w_e69_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.69.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":843:3))
  %l0_e69_y = "tensor_cast.view"(%l0_e69_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.69.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":844:3))
  %l0_e70_x = tensor.extract_slice %l0_disp[70, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.70"("qwen3_moe_30b_a3b.tp8.prefill.mlir":845:3))
  %l0_e70_gate = "tensor_cast.linear"(%l0_e70_x, %w_e70_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.70.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":846:3))
  %l0_e70_up = "tensor_cast.linear"(%l0_e70_x, %w_e70_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.70.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":847:3))
  %l0_e70_act = "tensor_cast.swiglu"(%l0_e70_gate, %l0_e70_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.70.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":848:3))
  %l0_e70_down = "tensor_cast.linear"(%l0_e70_act, %w_e70_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.70.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":849:3))
  %l0_e70_y = "tensor_cast.view"(%l0_e70_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.70.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":850:3))
  %l0_e71_x = tensor.extract_slice %l0_disp[71, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.71"("qwen3_moe_30b_a3b.tp8.prefill.mlir":851:3))
  %l0_e71_gate = "tensor_cast.linear"(%l0_e71_x, %w_e71_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.71.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":852:3))
  %l0_e71_up = "tensor_cast.linear"(%l0_e71_x, %w_e71_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.71.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":853:3))
  %l0_e71_act = "tensor_cast.swiglu"(%l0_e71_gate, %l0_e71_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.71.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":854:3))
  %l0_e71_down = "tensor_cast.linear"(%l0_e71_act, %w_e71_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.71.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":855:3))
  %l0_e71_y = "tensor_cast.view"(%l0_e71_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.71.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":856:3))
  %l0_e72_x = tensor.extract_slice %l0_disp[72, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.72"("qwen3_moe_30b_a3b.tp8.prefill.mlir":857:3))
  %l0_e72_gate = "tensor_cast.linear"(%l0_e72_x, %w_e72_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.72.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":858:3))
  %l0_e72_up = "tensor_cast.linear"(%l0_e72_x, %w_e72_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.72.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":859:3))
  %l0_e72_act = "tensor_cast.swiglu"(%l0_e72_gate, %l0_e72_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.72.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":860:3))
  %l0_e72_down = "tensor_cast.linear"(%l0_e72_act, %w_e72_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.72.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":861:3))
  %l0_e72_y = "tensor_cast.view"(%l0_e72_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.72.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":862:3))
  %l0_e73_x = tensor.extract_slice %l0_disp[73, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.73"("qwen3_moe_30b_a3b.tp8.prefill.mlir":863:3))
  %l0_e73_gate = "tensor_cast.linear"(%l0_e73_x, %w_e73_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.73.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":864:3))
  %l0_e73_up = "tensor_cast.linear"(%l0_e73_x, %w_e73_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.73.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":865:3))
  %l0_e73_act = "tensor_cast.swiglu"(%l0_e73_gate, %l0_e73_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.73.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":866:3))
  %l0_e73_down = "tensor_cast.linear"(%l0_e73_act, %w_e73_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.73.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":867:3))
  %l0_e73_y = "tensor_cast.view"(%l0_e73_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.73.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":868:3))
  %l0_e74_x = tensor.extract_slice %l0_disp[74, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.74"("qwen3_moe_30b_a3b.tp8.prefill.mlir":869:3))
  %l0_e74_gate = "tensor_cast.linear"(%l0_e74_x, %w_e74_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.74.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":870:3))
  %l0_e74_up = "tensor_cast.linear"(%l0_e74_x, %w_e74_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.74.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":871:3))
  %l0_e74_act = "tensor_cast.swiglu"(%l0_e74_gate, %l0_e74_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.74.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":872:3))
  %l0_e74_down = "tensor_cast.linear"(%l0_e74_act, %w_e74_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.74.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":873:3))
  %l0_e74_y = "tensor_cast.view"(%l0_e74_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.74.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":874:3))
  %l0_e75_x = tensor.extract_slice %l0_disp[75, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.75"("qwen3_moe_30b_a3b.tp8.prefill.mlir":875:3))
  %l0_e75_gate = "tensor_cast.linear"(%l0_e75_x, %w_e75_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.75.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":876:3))
  %l0_e75_up = "tensor_cast.linear"(%l0_e75_x, %w_e75_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.75.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":877:3))
  %l0_e75_act = "tensor_cast.swiglu"(%l0_e75_gate, %l0_e75_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.75.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":878:3))
  %l0_e75_down = "tensor_cast.linear"(%l0_e75_act, %w_e75_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.75.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":879:3))
  %l0_e75_y = "tensor_cast.view"(%l0_e75_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.75.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":880:3))
  %l0_e76_x = tensor.extract_slice %l0_disp[76, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.76"("qwen3_moe_30b_a3b.tp8.prefill.mlir":881:3))
  %l0_e76_gate = "tensor_cast.linear"(%l0_e76_x, %w_e76_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.76.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":882:3))
  %l0_e76_up = "tensor_cast.linear"(%l0_e76_x, %w_e76_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.76.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":883:3))
  %l0_e76_act = "tensor_cast.swiglu"(%l0_e76_gate, %l0_e76_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.76.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":884:3))
  %l0_e76_down = "tensor_cast.linear"(%l0_e76_act, %w_e76_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.76.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":885:3))
  %l0_e76_y = "tensor_cast.view"(%l0_e76_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.76.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":886:3))
  %l0_e77_x = tensor.extract_slice %l0_disp[77, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.77"("qwen3_moe_30b_a3b.tp8.prefill.mlir":887:3))
  %l0_e77_gate = "tensor_cast.linear"(%l0_e77_x, %w_e77_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.77.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":888:3))
  %l0_e77_up = "tensor_cast.linear"(%l0_e77_x, %w_e77_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.77.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":889:3))
  %l0_e77_act = "tensor_cast.swiglu"(%l0_e77_gate, %l0_e77_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.77.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":890:3))
  %l0_e77_down = "tensor_cast.linear"(%l0_e77_act, %w_e77_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.77.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":891:3))
  %l0_e77_y = "tensor_cast.view"(%l0_e77_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.77.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":892:3))
  %l0_e78_x = tensor.extract_slice %l0_disp[78, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.78"("qwen3_moe_30b_a3b.tp8.prefill.mlir":893:3))
  %l0_e78_gate = "tensor_cast.linear"(%l0_e78_x, %w_e78_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.78.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":894:3))
  %l0_e78_up = "tensor_cast.linear"(%l0_e78_x, %w_e78_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.78.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":895:3))
  %l0_e78_act = "tensor_cast.swiglu"(%l0_e78_gate, %l0_e78_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.78.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":896:3))
  %l0_e78_down = "tensor_cast.linear"(%l0_e78_act, %w_e78_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.78.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":897:3))
  %l0_e78_y = "tensor_cast.view"(%l0_e78_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.78.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":898:3))
  %l0_e79_x = tensor.extract_slice %l0_disp[79, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.79"("qwen3_moe_30b_a3b.tp8.prefill.mlir":899:3))
  %l0_e79_gate = "tensor_cast.linear"(%l0_e79_x, %w_e79_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.79.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":900:3))
  %l0_e79_up = "tensor_cast.linear"(%l0_e79_x, %w_e79_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.79.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":901:3))
  %l0_e79_act = "tensor_cast.swiglu"(%l0_e79_gate, %l0_e79_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.79.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":902:3))
  %l0_e79_down = "tensor_cast.linear"(%l0_e79_act, %w_e79_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.79.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":903:3))
  %l0_e79_y = "tensor_cast.view"(%l0_e79_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.79.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":904:3))
  %l0_e80_x = tensor.extract_slice %l0_disp[80, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.80"("qwen3_moe_30b_a3b.tp8.prefill.mlir":905:3))
  %l0_e80_gate = "tensor_cast.linear"(%l0_e80_x, %w_e80_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.80.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":906:3))
  %l0_e80_up = "tensor_cast.linear"(%l0_e80_x, %w_e80_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.80.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":907:3))
  %l0_e80_act = "tensor_cast.swiglu"(%l0_e80_gate, %l0_e80_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.80.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":908:3))
  %l0_e80_down = "tensor_cast.linear"(%l0_e80_act, %w_e80_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.80.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":909:3))
  %l0_e80_y = "tensor_cast.view"(%l0_e80_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.80.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":910:3))
  %l0_e81_x = tensor.extract_slice %l0_disp[81, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.81"("qwen3_moe_30b_a3b.tp8.prefill.mlir":911:3))
  %l0_e81_gate = "tensor_cast.linear"(%l0_e81_x, %w_e81_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.81.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":912:3))
  %l0_e81_up = "tensor_cast.linear"(%l0_e81_x, %w_e81_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.81.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":913:3))
  %l0_e81_act = "tensor_cast.swiglu"(%l0_e81_gate, %l0_e81_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.81.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":914:3))
  %l0_e81_down = "tensor_cast.linear"(%l0_e81_act, %w_e81_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.81.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":915:3))
  %l0_e81_y = "tensor_cast.view"(%l0_e81_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.81.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":916:3))
  %l0_e82_x = tensor.extract_slice %l0_disp[82, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.82"("qwen3_moe_30b_a3b.tp8.prefill.mlir":917:3))
  %l0_e82_gate = "tensor_cast.linear"(%l0_e82_x, %w_e82_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.82.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":918:3))
  %l0_e82_up = "tensor_cast.linear"(%l0_e82_x, %w_e82_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.82.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":919:3))
  %l0_e82_act = "tensor_cast.swiglu"(%l0_e82_gate, %l0_e82_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.82.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":920:3))
  %l0_e82_down = "tensor_cast.linear"(%l0_e82_act, %w_e82_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.82.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":921:3))
  %l0_e82_y = "tensor_cast.view"(%l0_e82_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.82.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":922:3))
  %l0_e83_x = tensor.extract_slice %l0_disp[83, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.83"("qwen3_moe_30b_a3b.tp8.prefill.mlir":923:3))
  %l0_e83_gate = "tensor_cast.linear"(%l0_e83_x, %w_e83_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.83.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":924:3))
  %l0_e83_up = "tensor_cast.linear"(%l0_e83_x, %w_e83_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.83.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":925:3))
  %l0_e83_act = "tensor_cast.swiglu"(%l0_e83_gate, %l0_e83_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.83.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":926:3))
  %l0_e83_down = "tensor_cast.linear"(%l0_e83_act, %w_e83_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.83.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":927:3))
  %l0_e83_y = "tensor_cast.view"(%l0_e83_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.83.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":928:3))
  %l0_e84_x = tensor.extract_slice %l0_disp[84, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.84"("qwen3_moe_30b_a3b.tp8.prefill.mlir":929:3))
  %l0_e84_gate = "tensor_cast.linear"(%l0_e84_x, %w_e84_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.84.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":930:3))
  %l0_e84_up = "tensor_cast.linear"(%l0_e84_x, %w_e84_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.84.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":931:3))
  %l0_e84_act = "tensor_cast.swiglu"(%l0_e84_gate, %l0_e84_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.84.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":932:3))
  %l0_e84_down = "tensor_cast.linear"(%l0_e84_act, %w_e84_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.84.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":933:3))
  %l0_e84_y = "tensor_cast.view"(%l0_e84_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.84.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":934:3))
  %l0_e85_x = tensor.extract_slice %l0_disp[85, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.85"("qwen3_moe_30b_a3b.tp8.prefill.mlir":935:3))
  %l0_e85_gate = "tensor_cast.linear"(%l0_e85_x, %w_e85_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.85.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":936:3))
  %l0_e85_up = "tensor_cast.linear"(%l0_e85_x, %w_e85_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.85.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":937:3))
  %l0_e85_act = "tensor_cast.swiglu"(%l0_e85_gate, %l0_e85_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.85.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":938:3))
  %l0_e85_down = "tensor_cast.linear"(%l0_e85_act, %w_e85_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.85.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":939:3))
  %l0_e85_y = "tensor_cast.view"(%l0_e85_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.85.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":940:3))
  %l0_e86_x = tensor.extract_slice %l0_disp[86, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.86"("qwen3_moe_30b_a3b.tp8.prefill.mlir":941:3))
  %l0_e86_gate = "tensor_cast.linear"(%l0_e86_x, %w_e86_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.86.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":942:3))
  %l0_e86_up = "tensor_cast.linear"(%l0_e86_x, %w_e86_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.86.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":943:3))
  %l0_e86_act = "tensor_cast.swiglu"(%l0_e86_gate, %l0_e86_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.86.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":944:3))
  %l0_e86_down = "tensor_cast.linear"(%l0_e86_act, %w_e86_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.86.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":945:3))
  %l0_e86_y = "tensor_cast.view"(%l0_e86_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.86.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":946:3))
  %l0_e87_x = tensor.extract_slice %l0_disp[87, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.87"("qwen3_moe_30b_a3b.tp8.prefill.mlir":947:3))
  %l0_e87_gate = "tensor_cast.linear"(%l0_e87_x, %w_e87_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.87.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":948:3))
  %l0_e87_up = "tensor_cast.linear"(%l0_e87_x, %w_e87_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.87.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":949:3))
  %l0_e87_act = "tensor_cast.swiglu"(%l0_e87_gate, %l0_e87_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.87.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":950:3))
  %l0_e87_down = "tensor_cast.linear"(%l0_e87_act, %w_e87_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.87.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":951:3))
  %l0_e87_y = "tensor_cast.view"(%l0_e87_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.87.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":952:3))
  %l0_e88_x = tensor.extract_slice %l0_disp[88, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.88"("qwen3_moe_30b_a3b.tp8.prefill.mlir":953:3))
  %l0_e88_gate = "tensor_cast.linear"(%l0_e88_x, %w_e88_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.88.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":954:3))
  %l0_e88_up = "tensor_cast.linear"(%l0_e88_x, %w_e88_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.88.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":955:3))
  %l0_e88_act = "tensor_cast.swiglu"(%l0_e88_gate, %l0_e88_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.88.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":956:3))
  %l0_e88_down = "tensor_cast.linear"(%l0_e88_act, %w_e88_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.88.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":957:3))
  %l0_e88_y = "tensor_cast.view"(%l0_e88_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.88.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":958:3))
  %l0_e89_x = tensor.extract_slice %l0_disp[89, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.89"("qwen3_moe_30b_a3b.tp8.prefill.mlir":959:3))
  %l0_e89_gate = "tensor_cast.linear"(%l0_e89_x, %w_e89_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.89.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":960:3))
  %l0_e89_up = "tensor_cast.linear"(%l0_e89_x, %w_e89_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.89.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":961:3))
  %l0_e89_act = "tensor_cast.swiglu"(%l0_e89_gate, %l0_e89_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.89.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":962:3))
  %l0_e89_down = "tensor_cast.linear"(%l0_e89_act, %w_e89_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.89.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":963:3))
  %l0_e89_y = "tensor_cast.view"(%l0_e89_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.89.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":964:3))
  %l0_e90_x = tensor.extract_slice %l0_disp[90, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.90"("qwen3_moe_30b_a3b.tp8.prefill.mlir":965:3))
  %l0_e90_gate = "tensor_cast.linear"(%l0_e90_x, %w_e90_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.90.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":966:3))
  %l0_e90_up = "tensor_cast.linear"(%l0_e90_x, %w_e90_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.90.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":967:3))
  %l0_e90_act = "tensor_cast.swiglu"(%l0_e90_gate, %l0_e90_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.90.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":968:3))
  %l0_e90_down = "tensor_cast.linear"(%l0_e90_act, %w_e90_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.90.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":969:3))
  %l0_e90_y = "tensor_cast.view"(%l0_e90_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.90.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":970:3))
  %l0_e91_x = tensor.extract_slice %l0_disp[91, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.91"("qwen3_moe_30b_a3b.tp8.prefill.mlir":971:3))
  %l0_e91_gate = "tensor_cast.linear"(%l0_e91_x, %w_e91_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.91.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":972:3))
  %l0_e91_up = "tensor_cast.linear"(%l0_e91_x, %w_e91_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.91.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":973:3))
  %l0_e91_act = "tensor_cast.swiglu"(%l0_e91_gate, %l0_e91_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.91.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":974:3))
  %l0_e91_down = "tensor_cast.linear"(%l0_e91_act, %w_e91_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.91.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":975:3))
  %l0_e91_y = "tensor_cast.view"(%l0_e91_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.91.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":976:3))
  %l0_e92_x = tensor.extract_slice %l0_disp[92, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.92"("qwen3_moe_30b_a3b.tp8.prefill.mlir":977:3))
  %l0_e92_gate = "tensor_cast.linear"(%l0_e92_x, %w_e92_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.92.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":978:3))
  %l0_e92_up = "tensor_cast.linear"(%l0_e92_x, %w_e92_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.92.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":979:3))
  %l0_e92_act = "tensor_cast.swiglu"(%l0_e92_gate, %l0_e92_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.92.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":980:3))
  %l0_e92_down = "tensor_cast.linear"(%l0_e92_act, %w_e92_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.92.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":981:3))
  %l0_e92_y = "tensor_cast.view"(%l0_e92_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.92.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":982:3))
  %l0_e93_x = tensor.extract_slice %l0_disp[93, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.93"("qwen3_moe_30b_a3b.tp8.prefill.mlir":983:3))
  %l0_e93_gate = "tensor_cast.linear"(%l0_e93_x, %w_e93_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.93.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":984:3))
  %l0_e93_up = "tensor_cast.linear"(%l0_e93_x, %w_e93_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.93.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":985:3))
  %l0_e93_act = "tensor_cast.swiglu"(%l0_e93_gate, %l0_e93_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.93.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":986:3))
  %l0_e93_down = "tensor_cast.linear"(%l0_e93_act, %w_e93_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.93.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":987:3))
  %l0_e93_y = "tensor_cast.view"(%l0_e93_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.93.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":988:3))
  %l0_e94_x = tensor.extract_slice %l0_disp[94, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.94"("qwen3_moe_30b_a3b.tp8.prefill.mlir":989:3))
  %l0_e94_gate = "tensor_cast.linear"(%l0_e94_x, %w_e94_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.94.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":990:3))
  %l0_e94_up = "tensor_cast.linear"(%l0_e94_x, %w_e94_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.94.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":991:3))
  %l0_e94_act = "tensor_cast.swiglu"(%l0_e94_gate, %l0_e94_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.94.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":992:3))
  %l0_e94_down = "tensor_cast.linear"(%l0_e94_act, %w_e94_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.94.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":993:3))
  %l0_e94_y = "tensor_cast.view"(%l0_e94_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.94.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":994:3))
  %l0_e95_x = tensor.extract_slice %l0_disp[95, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.95"("qwen3_moe_30b_a3b.tp8.prefill.mlir":995:3))
  %l0_e95_gate = "tensor_cast.linear"(%l0_e95_x, %w_e95_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.95.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":996:3))
  %l0_e95_up = "tensor_cast.linear"(%l0_e95_x, %w_e95_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.95.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":997:3))
  %l0_e95_act = "tensor_cast.swiglu"(%l0_e95_gate, %l0_e95_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.95.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":998:3))
  %l0_e95_down = "tensor_cast.linear"(%l0_e95_act, %w_e95_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.95.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":999:3))
  %l0_e95_y = "tensor_cast.view"(%l0_e95_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.95.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1000:3))
  %l0_e96_x = tensor.extract_slice %l0_disp[96, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.96"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1001:3))
  %l0_e96_gate = "tensor_cast.linear"(%l0_e96_x, %w_e96_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.96.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1002:3))
  %l0_e96_up = "tensor_cast.linear"(%l0_e96_x, %w_e96_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.96.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1003:3))
  %l0_e96_act = "tensor_cast.swiglu"(%l0_e96_gate, %l0_e96_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.96.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1004:3))
  %l0_e96_down = "tensor_cast.linear"(%l0_e96_act, %w_e96_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.96.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1005:3))
  %l0_e96_y = "tensor_cast.view"(%l0_e96_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.96.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1006:3))
  %l0_e97_x = tensor.extract_slice %l0_disp[97, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.97"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1007:3))
  %l0_e97_gate = "tensor_cast.linear"(%l0_e97_x, %w_e97_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.97.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1008:3))
  %l0_e97_up = "tensor_cast.linear"(%l0_e97_x, %w_e97_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.97.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1009:3))
  %l0_e97_act = "tensor_cast.swiglu"(%l0_e97_gate, %l0_e97_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.97.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1010:3))
  %l0_e97_down = "tensor_cast.linear"(%l0_e97_act, %w_e97_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.97.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1011:3))
  %l0_e97_y = "tensor_cast.view"(%l0_e97_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.97.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1012:3))
  %l0_e98_x = tensor.extract_slice %l0_disp[98, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.98"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1013:3))
  %l0_e98_gate = "tensor_cast.linear"(%l0_e98_x, %w_e98_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.98.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1014:3))
  %l0_e98_up = "tensor_cast.linear"(%l0_e98_x, %w_e98_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.98.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1015:3))
  %l0_e98_act = "tensor_cast.swiglu"(%l0_e98_gate, %l0_e98_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.98.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1016:3))
  %l0_e98_down = "tensor_cast.linear"(%l0_e98_act, %w_e98_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.98.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1017:3))
  %l0_e98_y = "tensor_cast.view"(%l0_e98_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.98.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1018:3))
  %l0_e99_x = tensor.extract_slice %l0_disp[99, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.99"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1019:3))
  %l0_e99_gate = "tensor_cast.linear"(%l0_e99_x, %w_e99_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.99.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1020:3))
  %l0_e99_up = "tensor_cast.linear"(%l0_e99_x, %w_e99_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.99.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1021:3))
  %l0_e99_act = "tensor_cast.swiglu"(%l0_e99_gate, %l0_e99_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.99.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1022:3))
  %l0_e99_down = "tensor_cast.linear"(%l0_e99_act, %w_e99_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.99.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1023:3))
  %l0_e99_y = "tensor_cast.view"(%l0_e99_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.99.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1024:3))
  %l0_e100_x = tensor.extract_slice %l0_disp[100, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.100"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1025:3))
  %l0_e100_gate = "tensor_cast.linear"(%l0_e100_x, %w_e100_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.100.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1026:3))
  %l0_e100_up = "tensor_cast.linear"(%l0_e100_x, %w_e100_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.100.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1027:3))
  %l0_e100_act = "tensor_cast.swiglu"(%l0_e100_gate, %l0_e100_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.100.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1028:3))
  %l0_e100_down = "tensor_cast.linear"(%l0_e100_act, %w_e100_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.100.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1029:3))
  %l0_e100_y = "tensor_cast.view"(%l0_e100_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.100.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1030:3))
  %l0_e101_x = tensor.extract_slice %l0_disp[101, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.101"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1031:3))
  %l0_e101_gate = "tensor_cast.linear"(%l0_e101_x, %w_e101_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.101.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1032:3))
  %l0_e101_up = "tensor_cast.linear"(%l0_e101_x, %w_e101_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.101.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1033:3))
  %l0_e101_act = "tensor_cast.swiglu"(%l0_e101_gate, %l0_e101_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.101.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1034:3))
  %l0_e101_down = "tensor_cast.linear"(%l0_e101_act, %w_e101_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.101.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1035:3))
  %l0_e101_y = "tensor_cast.view"(%l0_e101_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.101.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1036:3))
  %l0_e102_x = tensor.extract_slice %l0_disp[102, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.102"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1037:3))
  %l0_e102_gate = "tensor_cast.linear"(%l0_e102_x, %w_e102_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.102.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1038:3))
  %l0_e102_up = "tensor_cast.linear"(%l0_e102_x, %w_e102_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.102.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1039:3))
  %l0_e102_act = "tensor_cast.swiglu"(%l0_e102_gate, %l0_e102_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.102.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1040:3))
  %l0_e102_down = "tensor_cast.linear"(%l0_e102_act, %w_e102_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.102.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1041:3))
  %l0_e102_y = "tensor_cast.view"(%l0_e102_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.102.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1042:3))
  %l0_e103_x = tensor.extract_slice %l0_disp[103, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.103"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1043:3))
  %l0_e103_gate = "tensor_cast.linear"(%l0_e103_x, %w_e103_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.103.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1044:3))
  %l0_e103_up = "tensor_cast.linear"(%l0_e103_x, %w_e103_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.103.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1045:3))
  %l0_e103_act = "tensor_cast.swiglu"(%l0_e103_gate, %l0_e103_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.103.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1046:3))
  %l0_e103_down = "tensor_cast.linear"(%l0_e103_act, %w_e103_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.103.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1047:3))
  %l0_e103_y = "tensor_cast.view"(%l0_e103_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.103.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1048:3))
  %l0_e104_x = tensor.extract_slice %l0_disp[104, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.104"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1049:3))
  %l0_e104_gate = "tensor_cast.linear"(%l0_e104_x, %w_e104_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.104.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1050:3))
  %l0_e104_up = "tensor_cast.linear"(%l0_e104_x, %w_e104_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.104.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1051:3))
  %l0_e104_act = "tensor_cast.swiglu"(%l0_e104_gate, %l0_e104_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.104.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1052:3))
  %l0_e104_down = "tensor_cast.linear"(%l0_e104_act, %w_e104_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.104.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1053:3))
  %l0_e104_y = "tensor_cast.view"(%l0_e104_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.104.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1054:3))
  %l0_e105_x = tensor.extract_slice %l0_disp[105, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.105"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1055:3))
  %l0_e105_gate = "tensor_cast.linear"(%l0_e105_x, %w_e105_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.105.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1056:3))
  %l0_e105_up = "tensor_cast.linear"(%l0_e105_x, %w_e105_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.105.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1057:3))
  %l0_e105_act = "tensor_cast.swiglu"(%l0_e105_gate, %l0_e105_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.105.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1058:3))
  %l0_e105_down = "tensor_cast.linear"(%l0_e105_act, %w_e105_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.105.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1059:3))
  %l0_e105_y = "tensor_cast.view"(%l0_e105_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.105.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1060:3))
  %l0_e106_x = tensor.extract_slice %l0_disp[106, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.106"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1061:3))
  %l0_e106_gate = "tensor_cast.linear"(%l0_e106_x, %w_e106_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.106.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1062:3))
  %l0_e106_up = "tensor_cast.linear"(%l0_e106_x, %w_e106_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.106.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1063:3))
  %l0_e106_act = "tensor_cast.swiglu"(%l0_e106_gate, %l0_e106_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.106.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1064:3))
  %l0_e106_down = "tensor_cast.linear"(%l0_e106_act, %w_e106_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.106.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1065:3))
  %l0_e106_y = "tensor_cast.view"(%l0_e106_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.106.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1066:3))
  %l0_e107_x = tensor.extract_slice %l0_disp[107, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.107"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1067:3))
  %l0_e107_gate = "tensor_cast.linear"(%l0_e107_x, %w_e107_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.107.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1068:3))
  %l0_e107_up = "tensor_cast.linear"(%l0_e107_x, %w_e107_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.107.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1069:3))
  %l0_e107_act = "tensor_cast.swiglu"(%l0_e107_gate, %l0_e107_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.107.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1070:3))
  %l0_e107_down = "tensor_cast.linear"(%l0_e107_act, %w_e107_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.107.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1071:3))
  %l0_e107_y = "tensor_cast.view"(%l0_e107_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.107.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1072:3))
  %l0_e108_x = tensor.extract_slice %l0_disp[108, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.108"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1073:3))
  %l0_e108_gate = "tensor_cast.linear"(%l0_e108_x, %w_e108_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.108.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1074:3))
  %l0_e108_up = "tensor_cast.linear"(%l0_e108_x, %w_e108_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.108.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1075:3))
  %l0_e108_act = "tensor_cast.swiglu"(%l0_e108_gate, %l0_e108_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.108.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1076:3))
  %l0_e108_down = "tensor_cast.linear"(%l0_e108_act, %w_e108_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.108.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1077:3))
  %l0_e108_y = "tensor_cast.view"(%l0_e108_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.108.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1078:3))
  %l0_e109_x = tensor.extract_slice %l0_disp[109, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.109"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1079:3))
  %l0_e109_gate = "tensor_cast.linear"(%l0_e109_x, %w_e109_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.109.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1080:3))
  %l0_e109_up = "tensor_cast.linear"(%l0_e109_x, %w_e109_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.109.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1081:3))
  %l0_e109_act = "tensor_cast.swiglu"(%l0_e109_gate, %l0_e109_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.109.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1082:3))
  %l0_e109_down = "tensor_cast.linear"(%l0_e109_act, %w_e109_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.109.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1083:3))
  %l0_e109_y = "tensor_cast.view"(%l0_e109_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.109.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1084:3))
  %l0_e110_x = tensor.extract_slice %l0_disp[110, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.110"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1085:3))
  %l0_e110_gate = "tensor_cast.linear"(%l0_e110_x, %w_e110_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.110.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1086:3))
  %l0_e110_up = "tensor_cast.linear"(%l0_e110_x, %w_e110_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.110.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1087:3))
  %l0_e110_act = "tensor_cast.swiglu"(%l0_e110_gate, %l0_e110_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.110.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1088:3))
  %l0_e110_down = "tensor_cast.linear"(%l0_e110_act, %w_e110_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.110.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1089:3))
  %l0_e110_y = "tensor_cast.view"(%l0_e110_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.110.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1090:3))
  %l0_e111_x = tensor.extract_slice %l0_disp[111, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.111"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1091:3))
  %l0_e111_gate = "tensor_cast.linear"(%l0_e111_x, %w_e111_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.111.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1092:3))
  %l0_e111_up = "tensor_cast.linear"(%l0_e111_x, %w_e111_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.111.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1093:3))
  %l0_e111_act = "tensor_cast.swiglu"(%l0_e111_gate, %l0_e111_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.111.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1094:3))
  %l0_e111_down = "tensor_cast.linear"(%l0_e111_act, %w_e111_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.111.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1095:3))
  %l0_e111_y = "tensor_cast.view"(%l0_e111_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.111.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1096:3))
  %l0_e112_x = tensor.extract_slice %l0_disp[112, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.112"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1097:3))
  %l0_e112_gate = "tensor_cast.linear"(%l0_e112_x, %w_e112_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.112.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1098:3))
  %l0_e112_up = "tensor_cast.linear"(%l0_e112_x, %w_e112_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.112.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1099:3))
  %l0_e112_act = "tensor_cast.swiglu"(%l0_e112_gate, %l0_e112_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.112.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1100:3))
  %l0_e112_down = "tensor_cast.linear"(%l0_e112_act, %w_e112_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.112.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1101:3))
  %l0_e112_y = "tensor_cast.view"(%l0_e112_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.112.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1102:3))
  %l0_e113_x = tensor.extract_slice %l0_disp[113, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.113"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1103:3))
  %l0_e113_gate = "tensor_cast.linear"(%l0_e113_x, %w_e113_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.113.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1104:3))
  %l0_e113_up = "tensor_cast.linear"(%l0_e113_x, %w_e113_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.113.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1105:3))
  %l0_e113_act = "tensor_cast.swiglu"(%l0_e113_gate, %l0_e113_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.113.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1106:3))
  %l0_e113_down = "tensor_cast.linear"(%l0_e113_act, %w_e113_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.113.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1107:3))
  %l0_e113_y = "tensor_cast.view"(%l0_e113_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.113.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1108:3))
  %l0_e114_x = tensor.extract_slice %l0_disp[114, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.114"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1109:3))
  %l0_e114_gate = "tensor_cast.linear"(%l0_e114_x, %w_e114_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.114.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1110:3))
  %l0_e114_up = "tensor_cast.linear"(%l0_e114_x, %w_e114_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.114.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1111:3))
  %l0_e114_act = "tensor_cast.swiglu"(%l0_e114_gate, %l0_e114_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.114.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1112:3))
  %l0_e114_down = "tensor_cast.linear"(%l0_e114_act, %w_e114_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.114.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1113:3))
  %l0_e114_y = "tensor_cast.view"(%l0_e114_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.114.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1114:3))
  %l0_e115_x = tensor.extract_slice %l0_disp[115, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.115"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1115:3))
  %l0_e115_gate = "tensor_cast.linear"(%l0_e115_x, %w_e115_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.115.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1116:3))
  %l0_e115_up = "tensor_cast.linear"(%l0_e115_x, %w_e115_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.115.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1117:3))
  %l0_e115_act = "tensor_cast.swiglu"(%l0_e115_gate, %l0_e115_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.115.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1118:3))
  %l0_e115_down = "tensor_cast.linear"(%l0_e115_act, %w_e115_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.115.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1119:3))
  %l0_e115_y = "tensor_cast.view"(%l0_e115_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.115.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1120:3))
  %l0_e116_x = tensor.extract_slice %l0_disp[116, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.116"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1121:3))
  %l0_e116_gate = "tensor_cast.linear"(%l0_e116_x, %w_e116_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.116.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1122:3))
  %l0_e116_up = "tensor_cast.linear"(%l0_e116_x, %w_e116_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.116.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1123:3))
  %l0_e116_act = "tensor_cast.swiglu"(%l0_e116_gate, %l0_e116_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.116.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1124:3))
  %l0_e116_down = "tensor_cast.linear"(%l0_e116_act, %w_e116_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.116.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1125:3))
  %l0_e116_y = "tensor_cast.view"(%l0_e116_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.116.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1126:3))
  %l0_e117_x = tensor.extract_slice %l0_disp[117, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.117"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1127:3))
  %l0_e117_gate = "tensor_cast.linear"(%l0_e117_x, %w_e117_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.117.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1128:3))
  %l0_e117_up = "tensor_cast.linear"(%l0_e117_x, %w_e117_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.117.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1129:3))
  %l0_e117_act = "tensor_cast.swiglu"(%l0_e117_gate, %l0_e117_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.117.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1130:3))
  %l0_e117_down = "tensor_cast.linear"(%l0_e117_act, %w_e117_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.117.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1131:3))
  %l0_e117_y = "tensor_cast.view"(%l0_e117_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.117.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1132:3))
  %l0_e118_x = tensor.extract_slice %l0_disp[118, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.118"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1133:3))
  %l0_e118_gate = "tensor_cast.linear"(%l0_e118_x, %w_e118_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.118.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1134:3))
  %l0_e118_up = "tensor_cast.linear"(%l0_e118_x, %w_e118_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.118.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1135:3))
  %l0_e118_act = "tensor_cast.swiglu"(%l0_e118_gate, %l0_e118_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.118.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1136:3))
  %l0_e118_down = "tensor_cast.linear"(%l0_e118_act, %w_e118_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.118.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1137:3))
  %l0_e118_y = "tensor_cast.view"(%l0_e118_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.118.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1138:3))
  %l0_e119_x = tensor.extract_slice %l0_disp[119, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.119"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1139:3))
  %l0_e119_gate = "tensor_cast.linear"(%l0_e119_x, %w_e119_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.119.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1140:3))
  %l0_e119_up = "tensor_cast.linear"(%l0_e119_x, %w_e119_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.119.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1141:3))
  %l0_e119_act = "tensor_cast.swiglu"(%l0_e119_gate, %l0_e119_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.119.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1142:3))
  %l0_e119_down = "tensor_cast.linear"(%l0_e119_act, %w_e119_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.119.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1143:3))
  %l0_e119_y = "tensor_cast.view"(%l0_e119_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.119.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1144:3))
  %l0_e120_x = tensor.extract_slice %l0_disp[120, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.120"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1145:3))
  %l0_e120_gate = "tensor_cast.linear"(%l0_e120_x, %w_e120_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.120.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1146:3))
  %l0_e120_up = "tensor_cast.linear"(%l0_e120_x, %w_e120_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.120.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1147:3))
  %l0_e120_act = "tensor_cast.swiglu"(%l0_e120_gate, %l0_e120_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.120.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1148:3))
  %l0_e120_down = "tensor_cast.linear"(%l0_e120_act, %w_e120_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.120.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1149:3))
  %l0_e120_y = "tensor_cast.view"(%l0_e120_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.120.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1150:3))
  %l0_e121_x = tensor.extract_slice %l0_disp[121, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.121"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1151:3))
  %l0_e121_gate = "tensor_cast.linear"(%l0_e121_x, %w_e121_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.121.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1152:3))
  %l0_e121_up = "tensor_cast.linear"(%l0_e121_x, %w_e121_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.121.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1153:3))
  %l0_e121_act = "tensor_cast.swiglu"(%l0_e121_gate, %l0_e121_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.121.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1154:3))
  %l0_e121_down = "tensor_cast.linear"(%l0_e121_act, %w_e121_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.121.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1155:3))
  %l0_e121_y = "tensor_cast.view"(%l0_e121_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.121.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1156:3))
  %l0_e122_x = tensor.extract_slice %l0_disp[122, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.122"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1157:3))
  %l0_e122_gate = "tensor_cast.linear"(%l0_e122_x, %w_e122_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.122.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1158:3))
  %l0_e122_up = "tensor_cast.linear"(%l0_e122_x, %w_e122_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.122.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1159:3))
  %l0_e122_act = "tensor_cast.swiglu"(%l0_e122_gate, %l0_e122_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.122.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1160:3))
  %l0_e122_down = "tensor_cast.linear"(%l0_e122_act, %w_e122_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.122.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1161:3))
  %l0_e122_y = "tensor_cast.view"(%l0_e122_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.122.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1162:3))
  %l0_e123_x = tensor.extract_slice %l0_disp[123, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.123"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1163:3))
  %l0_e123_gate = "tensor_cast.linear"(%l0_e123_x, %w_e123_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.123.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1164:3))
  %l0_e123_up = "tensor_cast.linear"(%l0_e123_x, %w_e123_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.123.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1165:3))
  %l0_e123_act = "tensor_cast.swiglu"(%l0_e123_gate, %l0_e123_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.123.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1166:3))
  %l0_e123_down = "tensor_cast.linear"(%l0_e123_act, %w_e123_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.123.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1167:3))
  %l0_e123_y = "tensor_cast.view"(%l0_e123_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.123.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1168:3))
  %l0_e124_x = tensor.extract_slice %l0_disp[124, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.124"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1169:3))
  %l0_e124_gate = "tensor_cast.linear"(%l0_e124_x, %w_e124_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.124.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1170:3))
  %l0_e124_up = "tensor_cast.linear"(%l0_e124_x, %w_e124_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.124.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1171:3))
  %l0_e124_act = "tensor_cast.swiglu"(%l0_e124_gate, %l0_e124_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.124.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1172:3))
  %l0_e124_down = "tensor_cast.linear"(%l0_e124_act, %w_e124_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.124.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1173:3))
  %l0_e124_y = "tensor_cast.view"(%l0_e124_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.124.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1174:3))
  %l0_e125_x = tensor.extract_slice %l0_disp[125, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.125"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1175:3))
  %l0_e125_gate = "tensor_cast.linear"(%l0_e125_x, %w_e125_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.125.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1176:3))
  %l0_e125_up = "tensor_cast.linear"(%l0_e125_x, %w_e125_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.125.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1177:3))
  %l0_e125_act = "tensor_cast.swiglu"(%l0_e125_gate, %l0_e125_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.125.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1178:3))
  %l0_e125_down = "tensor_cast.linear"(%l0_e125_act, %w_e125_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.125.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1179:3))
  %l0_e125_y = "tensor_cast.view"(%l0_e125_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.125.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1180:3))
  %l0_e126_x = tensor.extract_slice %l0_disp[126, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.126"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1181:3))
  %l0_e126_gate = "tensor_cast.linear"(%l0_e126_x, %w_e126_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.126.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1182:3))
  %l0_e126_up = "tensor_cast.linear"(%l0_e126_x, %w_e126_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.126.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1183:3))
  %l0_e126_act = "tensor_cast.swiglu"(%l0_e126_gate, %l0_e126_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.126.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1184:3))
  %l0_e126_down = "tensor_cast.linear"(%l0_e126_act, %w_e126_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.126.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1185:3))
  %l0_e126_y = "tensor_cast.view"(%l0_e126_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.126.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1186:3))
  %l0_e127_x = tensor.extract_slice %l0_disp[127, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.127"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1187:3))
  %l0_e127_gate = "tensor_cast.linear"(%l0_e127_x, %w_e127_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.127.gate_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1188:3))
  %l0_e127_up = "tensor_cast.linear"(%l0_e127_x, %w_e127_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.127.up_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1189:3))
  %l0_e127_act = "tensor_cast.swiglu"(%l0_e127_gate, %l0_e127_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16> loc("layers.0.mlp.experts.127.act_fn"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1190:3))
  %l0_e127_down = "tensor_cast.linear"(%l0_e127_act, %w_e127_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts.127.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1191:3))
  %l0_e127_y = "tensor_cast.view"(%l0_e127_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16> loc("layers.0.mlp.experts.127.down_proj"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1192:3))
  %l0_ye = tensor.concat dim(0) %l0_e0_y, %l0_e1_y, %l0_e2_y, %l0_e3_y, %l0_e4_y, %l0_e5_y, %l0_e6_y, %l0_e7_y, %l0_e8_y, %l0_e9_y, %l0_e10_y, %l0_e11_y, %l0_e12_y, %l0_e13_y, %l0_e14_y, %l0_e15_y, %l0_e16_y, %l0_e17_y, %l0_e18_y, %l0_e19_y, %l0_e20_y, %l0_e21_y, %l0_e22_y, %l0_e23_y, %l0_e24_y, %l0_e25_y, %l0_e26_y, %l0_e27_y, %l0_e28_y, %l0_e29_y, %l0_e30_y, %l0_e31_y, %l0_e32_y, %l0_e33_y, %l0_e34_y, %l0_e35_y, %l0_e36_y, %l0_e37_y, %l0_e38_y, %l0_e39_y, %l0_e40_y, %l0_e41_y, %l0_e42_y, %l0_e43_y, %l0_e44_y, %l0_e45_y, %l0_e46_y, %l0_e47_y, %l0_e48_y, %l0_e49_y, %l0_e50_y, %l0_e51_y, %l0_e52_y, %l0_e53_y, %l0_e54_y, %l0_e55_y, %l0_e56_y, %l0_e57_y, %l0_e58_y, %l0_e59_y, %l0_e60_y, %l0_e61_y, %l0_e62_y, %l0_e63_y, %l0_e64_y, %l0_e65_y, %l0_e66_y, %l0_e67_y, %l0_e68_y, %l0_e69_y, %l0_e70_y, %l0_e71_y, %l0_e72_y, %l0_e73_y, %l0_e74_y, %l0_e75_y, %l0_e76_y, %l0_e77_y, %l0_e78_y, %l0_e79_y, %l0_e80_y, %l0_e81_y, %l0_e82_y, %l0_e83_y, %l0_e84_y, %l0_e85_y, %l0_e86_y, %l0_e87_y, %l0_e88_y, %l0_e89_y, %l0_e90_y, %l0_e91_y, %l0_e92_y, %l0_e93_y, %l0_e94_y, %l0_e95_y, %l0_e96_y, %l0_e97_y, %l0_e98_y, %l0_e99_y, %l0_e100_y, %l0_e101_y, %l0_e102_y, %l0_e103_y, %l0_e104_y, %l0_e105_y, %l0_e106_y, %l0_e107_y, %l0_e108_y, %l0_e109_y, %l0_e110_y, %l0_e111_y, %l0_e112_y, %l0_e113_y, %l0_e114_y, %l0_e115_y, %l0_e116_y, %l0_e117_y, %l0_e118_y, %l0_e119_y, %l0_e120_y, %l0_e121_y, %l0_e122_y, %l0_e123_y, %l0_e124_y, %l0_e125_y, %l0_e126_y, %l0_e127_y : (tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>) -> tensor<128x1x4096x2048xbf16> loc("layers.0.mlp.experts"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1193:3))
  %l0_moe = "tensor_cast.moe_combine"(%l0_ye, %l0_route#0, %l0_route#1) : (tensor<128x1x4096x2048xbf16>, tensor<1x4096x8xbf16>, tensor<1x4096x8xi64>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp.experts"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1194:3))
  %l0_down_sum = "tensor_cast.all_reduce"(%l0_moe) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0.mlp"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1195:3))
  %l0_out = arith.addf %l0_post#1, %l0_down_sum : tensor<1x4096x2048xbf16> loc("layers.0"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1196:3))
  %c0 = "tensor_cast.region_end"(%l0_out) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.0"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1197:3))
  %c1 = "tensor_cast.copy_region"(%c0) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.1"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1198:3))
  %c2 = "tensor_cast.copy_region"(%c1) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.2"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1199:3))
  %c3 = "tensor_cast.copy_region"(%c2) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.3"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1200:3))
  %c4 = "tensor_cast.copy_region"(%c3) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.4"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1201:3))
  %c5 = "tensor_cast.copy_region"(%c4) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.5"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1202:3))
  %c6 = "tensor_cast.copy_region"(%c5) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.6"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1203:3))
  %c7 = "tensor_cast.copy_region"(%c6) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.7"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1204:3))
  %c8 = "tensor_cast.copy_region"(%c7) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.8"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1205:3))
  %c9 = "tensor_cast.copy_region"(%c8) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.9"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1206:3))
  %c10 = "tensor_cast.copy_region"(%c9) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.10"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1207:3))
  %c11 = "tensor_cast.copy_region"(%c10) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.11"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1208:3))
  %c12 = "tensor_cast.copy_region"(%c11) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.12"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1209:3))
  %c13 = "tensor_cast.copy_region"(%c12) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.13"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1210:3))
  %c14 = "tensor_cast.copy_region"(%c13) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.14"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1211:3))
  %c15 = "tensor_cast.copy_region"(%c14) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.15"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1212:3))
  %c16 = "tensor_cast.copy_region"(%c15) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.16"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1213:3))
  %c17 = "tensor_cast.copy_region"(%c16) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.17"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1214:3))
  %c18 = "tensor_cast.copy_region"(%c17) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.18"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1215:3))
  %c19 = "tensor_cast.copy_region"(%c18) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.19"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1216:3))
  %c20 = "tensor_cast.copy_region"(%c19) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.20"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1217:3))
  %c21 = "tensor_cast.copy_region"(%c20) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.21"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1218:3))
  %c22 = "tensor_cast.copy_region"(%c21) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.22"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1219:3))
  %c23 = "tensor_cast.copy_region"(%c22) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.23"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1220:3))
  %c24 = "tensor_cast.copy_region"(%c23) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.24"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1221:3))
  %c25 = "tensor_cast.copy_region"(%c24) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.25"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1222:3))
  %c26 = "tensor_cast.copy_region"(%c25) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.26"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1223:3))
  %c27 = "tensor_cast.copy_region"(%c26) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.27"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1224:3))
  %c28 = "tensor_cast.copy_region"(%c27) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.28"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1225:3))
  %c29 = "tensor_cast.copy_region"(%c28) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.29"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1226:3))
  %c30 = "tensor_cast.copy_region"(%c29) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.30"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1227:3))
  %c31 = "tensor_cast.copy_region"(%c30) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.31"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1228:3))
  %c32 = "tensor_cast.copy_region"(%c31) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.32"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1229:3))
  %c33 = "tensor_cast.copy_region"(%c32) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.33"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1230:3))
  %c34 = "tensor_cast.copy_region"(%c33) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.34"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1231:3))
  %c35 = "tensor_cast.copy_region"(%c34) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.35"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1232:3))
  %c36 = "tensor_cast.copy_region"(%c35) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.36"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1233:3))
  %c37 = "tensor_cast.copy_region"(%c36) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.37"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1234:3))
  %c38 = "tensor_cast.copy_region"(%c37) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.38"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1235:3))
  %c39 = "tensor_cast.copy_region"(%c38) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.39"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1236:3))
  %c40 = "tensor_cast.copy_region"(%c39) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.40"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1237:3))
  %c41 = "tensor_cast.copy_region"(%c40) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.41"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1238:3))
  %c42 = "tensor_cast.copy_region"(%c41) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.42"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1239:3))
  %c43 = "tensor_cast.copy_region"(%c42) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.43"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1240:3))
  %c44 = "tensor_cast.copy_region"(%c43) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.44"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1241:3))
  %c45 = "tensor_cast.copy_region"(%c44) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.45"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1242:3))
  %c46 = "tensor_cast.copy_region"(%c45) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.46"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1243:3))
  %c47 = "tensor_cast.copy_region"(%c46) {id = 0 : i64} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16> loc("layers.47"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1244:3))
  %y = "tensor_cast.rms_norm"(%c47, %g_final) {eps = 1.0e-06 : f32} : (tensor<1x4096x2048xbf16>, tensor<2048xbf16>) -> tensor<1x4096x2048xbf16> loc("norm"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1245:3))
  %y_last = tensor.extract_slice %y[0, 4095, 0] [1, 1, 2048] [1, 1, 1] : tensor<1x4096x2048xbf16> to tensor<1x1x2048xbf16> loc("lm_head"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1246:3))
  %logits = "tensor_cast.linear"(%y_last, %lm_head) : (tensor<1x1x2048xbf16>, tensor<2048x18992xbf16>) -> tensor<1x1x18992xbf16> loc("lm_head"("qwen3_moe_30b_a3b.tp8.prefill.mlir":1247:3))
  return %logits : tensor<1x1x18992xbf16>
}
