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
  %l0_disp = "tensor_cast.moe_dispatch"(%l0_post#0, %l0_route#1) : (tensor<1x4096x2048xbf16>, tensor<1x4096x8xi64>) -> tensor<128x1x4096x2048xbf16>
  %l0_e0_x = tensor.extract_slice %l0_disp[0, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e0_gate = "tensor_cast.linear"(%l0_e0_x, %w_e0_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e0_up = "tensor_cast.linear"(%l0_e0_x, %w_e0_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e0_act = "tensor_cast.swiglu"(%l0_e0_gate, %l0_e0_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e0_down = "tensor_cast.linear"(%l0_e0_act, %w_e0_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e0_y = "tensor_cast.view"(%l0_e0_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e1_x = tensor.extract_slice %l0_disp[1, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e1_gate = "tensor_cast.linear"(%l0_e1_x, %w_e1_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e1_up = "tensor_cast.linear"(%l0_e1_x, %w_e1_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e1_act = "tensor_cast.swiglu"(%l0_e1_gate, %l0_e1_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e1_down = "tensor_cast.linear"(%l0_e1_act, %w_e1_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e1_y = "tensor_cast.view"(%l0_e1_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e2_x = tensor.extract_slice %l0_disp[2, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e2_gate = "tensor_cast.linear"(%l0_e2_x, %w_e2_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e2_up = "tensor_cast.linear"(%l0_e2_x, %w_e2_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e2_act = "tensor_cast.swiglu"(%l0_e2_gate, %l0_e2_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e2_down = "tensor_cast.linear"(%l0_e2_act, %w_e2_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e2_y = "tensor_cast.view"(%l0_e2_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e3_x = tensor.extract_slice %l0_disp[3, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e3_gate = "tensor_cast.linear"(%l0_e3_x, %w_e3_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e3_up = "tensor_cast.linear"(%l0_e3_x, %w_e3_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e3_act = "tensor_cast.swiglu"(%l0_e3_gate, %l0_e3_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e3_down = "tensor_cast.linear"(%l0_e3_act, %w_e3_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e3_y = "tensor_cast.view"(%l0_e3_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e4_x = tensor.extract_slice %l0_disp[4, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e4_gate = "tensor_cast.linear"(%l0_e4_x, %w_e4_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e4_up = "tensor_cast.linear"(%l0_e4_x, %w_e4_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e4_act = "tensor_cast.swiglu"(%l0_e4_gate, %l0_e4_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e4_down = "tensor_cast.linear"(%l0_e4_act, %w_e4_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e4_y = "tensor_cast.view"(%l0_e4_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e5_x = tensor.extract_slice %l0_disp[5, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e5_gate = "tensor_cast.linear"(%l0_e5_x, %w_e5_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e5_up = "tensor_cast.linear"(%l0_e5_x, %w_e5_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e5_act = "tensor_cast.swiglu"(%l0_e5_gate, %l0_e5_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e5_down = "tensor_cast.linear"(%l0_e5_act, %w_e5_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e5_y = "tensor_cast.view"(%l0_e5_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e6_x = tensor.extract_slice %l0_disp[6, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e6_gate = "tensor_cast.linear"(%l0_e6_x, %w_e6_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e6_up = "tensor_cast.linear"(%l0_e6_x, %w_e6_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e6_act = "tensor_cast.swiglu"(%l0_e6_gate, %l0_e6_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e6_down = "tensor_cast.linear"(%l0_e6_act, %w_e6_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e6_y = "tensor_cast.view"(%l0_e6_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e7_x = tensor.extract_slice %l0_disp[7, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e7_gate = "tensor_cast.linear"(%l0_e7_x, %w_e7_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e7_up = "tensor_cast.linear"(%l0_e7_x, %w_e7_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e7_act = "tensor_cast.swiglu"(%l0_e7_gate, %l0_e7_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e7_down = "tensor_cast.linear"(%l0_e7_act, %w_e7_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e7_y = "tensor_cast.view"(%l0_e7_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e8_x = tensor.extract_slice %l0_disp[8, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e8_gate = "tensor_cast.linear"(%l0_e8_x, %w_e8_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e8_up = "tensor_cast.linear"(%l0_e8_x, %w_e8_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e8_act = "tensor_cast.swiglu"(%l0_e8_gate, %l0_e8_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e8_down = "tensor_cast.linear"(%l0_e8_act, %w_e8_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e8_y = "tensor_cast.view"(%l0_e8_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e9_x = tensor.extract_slice %l0_disp[9, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e9_gate = "tensor_cast.linear"(%l0_e9_x, %w_e9_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e9_up = "tensor_cast.linear"(%l0_e9_x, %w_e9_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e9_act = "tensor_cast.swiglu"(%l0_e9_gate, %l0_e9_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e9_down = "tensor_cast.linear"(%l0_e9_act, %w_e9_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e9_y = "tensor_cast.view"(%l0_e9_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e10_x = tensor.extract_slice %l0_disp[10, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e10_gate = "tensor_cast.linear"(%l0_e10_x, %w_e10_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e10_up = "tensor_cast.linear"(%l0_e10_x, %w_e10_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e10_act = "tensor_cast.swiglu"(%l0_e10_gate, %l0_e10_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e10_down = "tensor_cast.linear"(%l0_e10_act, %w_e10_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e10_y = "tensor_cast.view"(%l0_e10_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e11_x = tensor.extract_slice %l0_disp[11, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e11_gate = "tensor_cast.linear"(%l0_e11_x, %w_e11_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e11_up = "tensor_cast.linear"(%l0_e11_x, %w_e11_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e11_act = "tensor_cast.swiglu"(%l0_e11_gate, %l0_e11_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e11_down = "tensor_cast.linear"(%l0_e11_act, %w_e11_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e11_y = "tensor_cast.view"(%l0_e11_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e12_x = tensor.extract_slice %l0_disp[12, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e12_gate = "tensor_cast.linear"(%l0_e12_x, %w_e12_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e12_up = "tensor_cast.linear"(%l0_e12_x, %w_e12_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e12_act = "tensor_cast.swiglu"(%l0_e12_gate, %l0_e12_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e12_down = "tensor_cast.linear"(%l0_e12_act, %w_e12_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e12_y = "tensor_cast.view"(%l0_e12_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e13_x = tensor.extract_slice %l0_disp[13, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e13_gate = "tensor_cast.linear"(%l0_e13_x, %w_e13_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e13_up = "tensor_cast.linear"(%l0_e13_x, %w_e13_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e13_act = "tensor_cast.swiglu"(%l0_e13_gate, %l0_e13_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e13_down = "tensor_cast.linear"(%l0_e13_act, %w_e13_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e13_y = "tensor_cast.view"(%l0_e13_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e14_x = tensor.extract_slice %l0_disp[14, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e14_gate = "tensor_cast.linear"(%l0_e14_x, %w_e14_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e14_up = "tensor_cast.linear"(%l0_e14_x, %w_e14_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e14_act = "tensor_cast.swiglu"(%l0_e14_gate, %l0_e14_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e14_down = "tensor_cast.linear"(%l0_e14_act, %w_e14_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e14_y = "tensor_cast.view"(%l0_e14_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e15_x = tensor.extract_slice %l0_disp[15, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e15_gate = "tensor_cast.linear"(%l0_e15_x, %w_e15_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e15_up = "tensor_cast.linear"(%l0_e15_x, %w_e15_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e15_act = "tensor_cast.swiglu"(%l0_e15_gate, %l0_e15_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e15_down = "tensor_cast.linear"(%l0_e15_act, %w_e15_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e15_y = "tensor_cast.view"(%l0_e15_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e16_x = tensor.extract_slice %l0_disp[16, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e16_gate = "tensor_cast.linear"(%l0_e16_x, %w_e16_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e16_up = "tensor_cast.linear"(%l0_e16_x, %w_e16_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e16_act = "tensor_cast.swiglu"(%l0_e16_gate, %l0_e16_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e16_down = "tensor_cast.linear"(%l0_e16_act, %w_e16_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e16_y = "tensor_cast.view"(%l0_e16_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e17_x = tensor.extract_slice %l0_disp[17, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e17_gate = "tensor_cast.linear"(%l0_e17_x, %w_e17_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e17_up = "tensor_cast.linear"(%l0_e17_x, %w_e17_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e17_act = "tensor_cast.swiglu"(%l0_e17_gate, %l0_e17_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e17_down = "tensor_cast.linear"(%l0_e17_act, %w_e17_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e17_y = "tensor_cast.view"(%l0_e17_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e18_x = tensor.extract_slice %l0_disp[18, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e18_gate = "tensor_cast.linear"(%l0_e18_x, %w_e18_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e18_up = "tensor_cast.linear"(%l0_e18_x, %w_e18_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e18_act = "tensor_cast.swiglu"(%l0_e18_gate, %l0_e18_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e18_down = "tensor_cast.linear"(%l0_e18_act, %w_e18_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e18_y = "tensor_cast.view"(%l0_e18_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e19_x = tensor.extract_slice %l0_disp[19, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e19_gate = "tensor_cast.linear"(%l0_e19_x, %w_e19_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e19_up = "tensor_cast.linear"(%l0_e19_x, %w_e19_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e19_act = "tensor_cast.swiglu"(%l0_e19_gate, %l0_e19_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e19_down = "tensor_cast.linear"(%l0_e19_act, %w_e19_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e19_y = "tensor_cast.view"(%l0_e19_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e20_x = tensor.extract_slice %l0_disp[20, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e20_gate = "tensor_cast.linear"(%l0_e20_x, %w_e20_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e20_up = "tensor_cast.linear"(%l0_e20_x, %w_e20_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e20_act = "tensor_cast.swiglu"(%l0_e20_gate, %l0_e20_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e20_down = "tensor_cast.linear"(%l0_e20_act, %w_e20_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e20_y = "tensor_cast.view"(%l0_e20_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e21_x = tensor.extract_slice %l0_disp[21, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e21_gate = "tensor_cast.linear"(%l0_e21_x, %w_e21_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e21_up = "tensor_cast.linear"(%l0_e21_x, %w_e21_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e21_act = "tensor_cast.swiglu"(%l0_e21_gate, %l0_e21_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e21_down = "tensor_cast.linear"(%l0_e21_act, %w_e21_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e21_y = "tensor_cast.view"(%l0_e21_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e22_x = tensor.extract_slice %l0_disp[22, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e22_gate = "tensor_cast.linear"(%l0_e22_x, %w_e22_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e22_up = "tensor_cast.linear"(%l0_e22_x, %w_e22_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e22_act = "tensor_cast.swiglu"(%l0_e22_gate, %l0_e22_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e22_down = "tensor_cast.linear"(%l0_e22_act, %w_e22_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e22_y = "tensor_cast.view"(%l0_e22_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e23_x = tensor.extract_slice %l0_disp[23, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e23_gate = "tensor_cast.linear"(%l0_e23_x, %w_e23_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e23_up = "tensor_cast.linear"(%l0_e23_x, %w_e23_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e23_act = "tensor_cast.swiglu"(%l0_e23_gate, %l0_e23_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e23_down = "tensor_cast.linear"(%l0_e23_act, %w_e23_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e23_y = "tensor_cast.view"(%l0_e23_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e24_x = tensor.extract_slice %l0_disp[24, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e24_gate = "tensor_cast.linear"(%l0_e24_x, %w_e24_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e24_up = "tensor_cast.linear"(%l0_e24_x, %w_e24_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e24_act = "tensor_cast.swiglu"(%l0_e24_gate, %l0_e24_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e24_down = "tensor_cast.linear"(%l0_e24_act, %w_e24_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e24_y = "tensor_cast.view"(%l0_e24_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e25_x = tensor.extract_slice %l0_disp[25, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e25_gate = "tensor_cast.linear"(%l0_e25_x, %w_e25_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e25_up = "tensor_cast.linear"(%l0_e25_x, %w_e25_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e25_act = "tensor_cast.swiglu"(%l0_e25_gate, %l0_e25_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e25_down = "tensor_cast.linear"(%l0_e25_act, %w_e25_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e25_y = "tensor_cast.view"(%l0_e25_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e26_x = tensor.extract_slice %l0_disp[26, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e26_gate = "tensor_cast.linear"(%l0_e26_x, %w_e26_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e26_up = "tensor_cast.linear"(%l0_e26_x, %w_e26_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e26_act = "tensor_cast.swiglu"(%l0_e26_gate, %l0_e26_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e26_down = "tensor_cast.linear"(%l0_e26_act, %w_e26_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e26_y = "tensor_cast.view"(%l0_e26_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e27_x = tensor.extract_slice %l0_disp[27, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e27_gate = "tensor_cast.linear"(%l0_e27_x, %w_e27_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e27_up = "tensor_cast.linear"(%l0_e27_x, %w_e27_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e27_act = "tensor_cast.swiglu"(%l0_e27_gate, %l0_e27_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e27_down = "tensor_cast.linear"(%l0_e27_act, %w_e27_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e27_y = "tensor_cast.view"(%l0_e27_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e28_x = tensor.extract_slice %l0_disp[28, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e28_gate = "tensor_cast.linear"(%l0_e28_x, %w_e28_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e28_up = "tensor_cast.linear"(%l0_e28_x, %w_e28_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e28_act = "tensor_cast.swiglu"(%l0_e28_gate, %l0_e28_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e28_down = "tensor_cast.linear"(%l0_e28_act, %w_e28_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e28_y = "tensor_cast.view"(%l0_e28_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e29_x = tensor.extract_slice %l0_disp[29, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e29_gate = "tensor_cast.linear"(%l0_e29_x, %w_e29_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e29_up = "tensor_cast.linear"(%l0_e29_x, %w_e29_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e29_act = "tensor_cast.swiglu"(%l0_e29_gate, %l0_e29_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e29_down = "tensor_cast.linear"(%l0_e29_act, %w_e29_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e29_y = "tensor_cast.view"(%l0_e29_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e30_x = tensor.extract_slice %l0_disp[30, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e30_gate = "tensor_cast.linear"(%l0_e30_x, %w_e30_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e30_up = "tensor_cast.linear"(%l0_e30_x, %w_e30_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e30_act = "tensor_cast.swiglu"(%l0_e30_gate, %l0_e30_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e30_down = "tensor_cast.linear"(%l0_e30_act, %w_e30_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e30_y = "tensor_cast.view"(%l0_e30_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e31_x = tensor.extract_slice %l0_disp[31, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e31_gate = "tensor_cast.linear"(%l0_e31_x, %w_e31_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e31_up = "tensor_cast.linear"(%l0_e31_x, %w_e31_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e31_act = "tensor_cast.swiglu"(%l0_e31_gate, %l0_e31_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e31_down = "tensor_cast.linear"(%l0_e31_act, %w_e31_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e31_y = "tensor_cast.view"(%l0_e31_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e32_x = tensor.extract_slice %l0_disp[32, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e32_gate = "tensor_cast.linear"(%l0_e32_x, %w_e32_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e32_up = "tensor_cast.linear"(%l0_e32_x, %w_e32_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e32_act = "tensor_cast.swiglu"(%l0_e32_gate, %l0_e32_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e32_down = "tensor_cast.linear"(%l0_e32_act, %w_e32_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e32_y = "tensor_cast.view"(%l0_e32_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e33_x = tensor.extract_slice %l0_disp[33, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e33_gate = "tensor_cast.linear"(%l0_e33_x, %w_e33_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e33_up = "tensor_cast.linear"(%l0_e33_x, %w_e33_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e33_act = "tensor_cast.swiglu"(%l0_e33_gate, %l0_e33_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e33_down = "tensor_cast.linear"(%l0_e33_act, %w_e33_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e33_y = "tensor_cast.view"(%l0_e33_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e34_x = tensor.extract_slice %l0_disp[34, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e34_gate = "tensor_cast.linear"(%l0_e34_x, %w_e34_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e34_up = "tensor_cast.linear"(%l0_e34_x, %w_e34_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e34_act = "tensor_cast.swiglu"(%l0_e34_gate, %l0_e34_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e34_down = "tensor_cast.linear"(%l0_e34_act, %w_e34_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e34_y = "tensor_cast.view"(%l0_e34_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e35_x = tensor.extract_slice %l0_disp[35, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e35_gate = "tensor_cast.linear"(%l0_e35_x, %w_e35_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e35_up = "tensor_cast.linear"(%l0_e35_x, %w_e35_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e35_act = "tensor_cast.swiglu"(%l0_e35_gate, %l0_e35_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e35_down = "tensor_cast.linear"(%l0_e35_act, %w_e35_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e35_y = "tensor_cast.view"(%l0_e35_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e36_x = tensor.extract_slice %l0_disp[36, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e36_gate = "tensor_cast.linear"(%l0_e36_x, %w_e36_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e36_up = "tensor_cast.linear"(%l0_e36_x, %w_e36_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e36_act = "tensor_cast.swiglu"(%l0_e36_gate, %l0_e36_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e36_down = "tensor_cast.linear"(%l0_e36_act, %w_e36_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e36_y = "tensor_cast.view"(%l0_e36_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e37_x = tensor.extract_slice %l0_disp[37, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e37_gate = "tensor_cast.linear"(%l0_e37_x, %w_e37_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e37_up = "tensor_cast.linear"(%l0_e37_x, %w_e37_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e37_act = "tensor_cast.swiglu"(%l0_e37_gate, %l0_e37_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e37_down = "tensor_cast.linear"(%l0_e37_act, %w_e37_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e37_y = "tensor_cast.view"(%l0_e37_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e38_x = tensor.extract_slice %l0_disp[38, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e38_gate = "tensor_cast.linear"(%l0_e38_x, %w_e38_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e38_up = "tensor_cast.linear"(%l0_e38_x, %w_e38_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e38_act = "tensor_cast.swiglu"(%l0_e38_gate, %l0_e38_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e38_down = "tensor_cast.linear"(%l0_e38_act, %w_e38_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e38_y = "tensor_cast.view"(%l0_e38_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e39_x = tensor.extract_slice %l0_disp[39, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e39_gate = "tensor_cast.linear"(%l0_e39_x, %w_e39_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e39_up = "tensor_cast.linear"(%l0_e39_x, %w_e39_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e39_act = "tensor_cast.swiglu"(%l0_e39_gate, %l0_e39_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e39_down = "tensor_cast.linear"(%l0_e39_act, %w_e39_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e39_y = "tensor_cast.view"(%l0_e39_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e40_x = tensor.extract_slice %l0_disp[40, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e40_gate = "tensor_cast.linear"(%l0_e40_x, %w_e40_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e40_up = "tensor_cast.linear"(%l0_e40_x, %w_e40_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e40_act = "tensor_cast.swiglu"(%l0_e40_gate, %l0_e40_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e40_down = "tensor_cast.linear"(%l0_e40_act, %w_e40_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e40_y = "tensor_cast.view"(%l0_e40_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e41_x = tensor.extract_slice %l0_disp[41, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e41_gate = "tensor_cast.linear"(%l0_e41_x, %w_e41_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e41_up = "tensor_cast.linear"(%l0_e41_x, %w_e41_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e41_act = "tensor_cast.swiglu"(%l0_e41_gate, %l0_e41_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e41_down = "tensor_cast.linear"(%l0_e41_act, %w_e41_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e41_y = "tensor_cast.view"(%l0_e41_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e42_x = tensor.extract_slice %l0_disp[42, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e42_gate = "tensor_cast.linear"(%l0_e42_x, %w_e42_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e42_up = "tensor_cast.linear"(%l0_e42_x, %w_e42_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e42_act = "tensor_cast.swiglu"(%l0_e42_gate, %l0_e42_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e42_down = "tensor_cast.linear"(%l0_e42_act, %w_e42_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e42_y = "tensor_cast.view"(%l0_e42_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e43_x = tensor.extract_slice %l0_disp[43, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e43_gate = "tensor_cast.linear"(%l0_e43_x, %w_e43_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e43_up = "tensor_cast.linear"(%l0_e43_x, %w_e43_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e43_act = "tensor_cast.swiglu"(%l0_e43_gate, %l0_e43_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e43_down = "tensor_cast.linear"(%l0_e43_act, %w_e43_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e43_y = "tensor_cast.view"(%l0_e43_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e44_x = tensor.extract_slice %l0_disp[44, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e44_gate = "tensor_cast.linear"(%l0_e44_x, %w_e44_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e44_up = "tensor_cast.linear"(%l0_e44_x, %w_e44_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e44_act = "tensor_cast.swiglu"(%l0_e44_gate, %l0_e44_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e44_down = "tensor_cast.linear"(%l0_e44_act, %w_e44_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e44_y = "tensor_cast.view"(%l0_e44_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e45_x = tensor.extract_slice %l0_disp[45, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e45_gate = "tensor_cast.linear"(%l0_e45_x, %w_e45_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e45_up = "tensor_cast.linear"(%l0_e45_x, %w_e45_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e45_act = "tensor_cast.swiglu"(%l0_e45_gate, %l0_e45_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e45_down = "tensor_cast.linear"(%l0_e45_act, %w_e45_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e45_y = "tensor_cast.view"(%l0_e45_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e46_x = tensor.extract_slice %l0_disp[46, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e46_gate = "tensor_cast.linear"(%l0_e46_x, %w_e46_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e46_up = "tensor_cast.linear"(%l0_e46_x, %w_e46_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e46_act = "tensor_cast.swiglu"(%l0_e46_gate, %l0_e46_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e46_down = "tensor_cast.linear"(%l0_e46_act, %w_e46_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e46_y = "tensor_cast.view"(%l0_e46_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e47_x = tensor.extract_slice %l0_disp[47, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e47_gate = "tensor_cast.linear"(%l0_e47_x, %w_e47_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e47_up = "tensor_cast.linear"(%l0_e47_x, %w_e47_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e47_act = "tensor_cast.swiglu"(%l0_e47_gate, %l0_e47_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e47_down = "tensor_cast.linear"(%l0_e47_act, %w_e47_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e47_y = "tensor_cast.view"(%l0_e47_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e48_x = tensor.extract_slice %l0_disp[48, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e48_gate = "tensor_cast.linear"(%l0_e48_x, %w_e48_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e48_up = "tensor_cast.linear"(%l0_e48_x, %w_e48_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e48_act = "tensor_cast.swiglu"(%l0_e48_gate, %l0_e48_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e48_down = "tensor_cast.linear"(%l0_e48_act, %w_e48_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e48_y = "tensor_cast.view"(%l0_e48_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e49_x = tensor.extract_slice %l0_disp[49, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e49_gate = "tensor_cast.linear"(%l0_e49_x, %w_e49_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e49_up = "tensor_cast.linear"(%l0_e49_x, %w_e49_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e49_act = "tensor_cast.swiglu"(%l0_e49_gate, %l0_e49_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e49_down = "tensor_cast.linear"(%l0_e49_act, %w_e49_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e49_y = "tensor_cast.view"(%l0_e49_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e50_x = tensor.extract_slice %l0_disp[50, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e50_gate = "tensor_cast.linear"(%l0_e50_x, %w_e50_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e50_up = "tensor_cast.linear"(%l0_e50_x, %w_e50_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e50_act = "tensor_cast.swiglu"(%l0_e50_gate, %l0_e50_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e50_down = "tensor_cast.linear"(%l0_e50_act, %w_e50_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e50_y = "tensor_cast.view"(%l0_e50_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e51_x = tensor.extract_slice %l0_disp[51, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e51_gate = "tensor_cast.linear"(%l0_e51_x, %w_e51_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e51_up = "tensor_cast.linear"(%l0_e51_x, %w_e51_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e51_act = "tensor_cast.swiglu"(%l0_e51_gate, %l0_e51_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e51_down = "tensor_cast.linear"(%l0_e51_act, %w_e51_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e51_y = "tensor_cast.view"(%l0_e51_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e52_x = tensor.extract_slice %l0_disp[52, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e52_gate = "tensor_cast.linear"(%l0_e52_x, %w_e52_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e52_up = "tensor_cast.linear"(%l0_e52_x, %w_e52_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e52_act = "tensor_cast.swiglu"(%l0_e52_gate, %l0_e52_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e52_down = "tensor_cast.linear"(%l0_e52_act, %w_e52_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e52_y = "tensor_cast.view"(%l0_e52_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e53_x = tensor.extract_slice %l0_disp[53, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e53_gate = "tensor_cast.linear"(%l0_e53_x, %w_e53_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e53_up = "tensor_cast.linear"(%l0_e53_x, %w_e53_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e53_act = "tensor_cast.swiglu"(%l0_e53_gate, %l0_e53_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e53_down = "tensor_cast.linear"(%l0_e53_act, %w_e53_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e53_y = "tensor_cast.view"(%l0_e53_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e54_x = tensor.extract_slice %l0_disp[54, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e54_gate = "tensor_cast.linear"(%l0_e54_x, %w_e54_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e54_up = "tensor_cast.linear"(%l0_e54_x, %w_e54_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e54_act = "tensor_cast.swiglu"(%l0_e54_gate, %l0_e54_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e54_down = "tensor_cast.linear"(%l0_e54_act, %w_e54_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e54_y = "tensor_cast.view"(%l0_e54_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e55_x = tensor.extract_slice %l0_disp[55, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e55_gate = "tensor_cast.linear"(%l0_e55_x, %w_e55_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e55_up = "tensor_cast.linear"(%l0_e55_x, %w_e55_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e55_act = "tensor_cast.swiglu"(%l0_e55_gate, %l0_e55_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e55_down = "tensor_cast.linear"(%l0_e55_act, %w_e55_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e55_y = "tensor_cast.view"(%l0_e55_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e56_x = tensor.extract_slice %l0_disp[56, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e56_gate = "tensor_cast.linear"(%l0_e56_x, %w_e56_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e56_up = "tensor_cast.linear"(%l0_e56_x, %w_e56_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e56_act = "tensor_cast.swiglu"(%l0_e56_gate, %l0_e56_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e56_down = "tensor_cast.linear"(%l0_e56_act, %w_e56_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e56_y = "tensor_cast.view"(%l0_e56_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e57_x = tensor.extract_slice %l0_disp[57, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e57_gate = "tensor_cast.linear"(%l0_e57_x, %w_e57_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e57_up = "tensor_cast.linear"(%l0_e57_x, %w_e57_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e57_act = "tensor_cast.swiglu"(%l0_e57_gate, %l0_e57_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e57_down = "tensor_cast.linear"(%l0_e57_act, %w_e57_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e57_y = "tensor_cast.view"(%l0_e57_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e58_x = tensor.extract_slice %l0_disp[58, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e58_gate = "tensor_cast.linear"(%l0_e58_x, %w_e58_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e58_up = "tensor_cast.linear"(%l0_e58_x, %w_e58_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e58_act = "tensor_cast.swiglu"(%l0_e58_gate, %l0_e58_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e58_down = "tensor_cast.linear"(%l0_e58_act, %w_e58_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e58_y = "tensor_cast.view"(%l0_e58_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e59_x = tensor.extract_slice %l0_disp[59, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e59_gate = "tensor_cast.linear"(%l0_e59_x, %w_e59_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e59_up = "tensor_cast.linear"(%l0_e59_x, %w_e59_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e59_act = "tensor_cast.swiglu"(%l0_e59_gate, %l0_e59_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e59_down = "tensor_cast.linear"(%l0_e59_act, %w_e59_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e59_y = "tensor_cast.view"(%l0_e59_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e60_x = tensor.extract_slice %l0_disp[60, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e60_gate = "tensor_cast.linear"(%l0_e60_x, %w_e60_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e60_up = "tensor_cast.linear"(%l0_e60_x, %w_e60_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e60_act = "tensor_cast.swiglu"(%l0_e60_gate, %l0_e60_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e60_down = "tensor_cast.linear"(%l0_e60_act, %w_e60_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e60_y = "tensor_cast.view"(%l0_e60_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e61_x = tensor.extract_slice %l0_disp[61, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e61_gate = "tensor_cast.linear"(%l0_e61_x, %w_e61_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e61_up = "tensor_cast.linear"(%l0_e61_x, %w_e61_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e61_act = "tensor_cast.swiglu"(%l0_e61_gate, %l0_e61_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e61_down = "tensor_cast.linear"(%l0_e61_act, %w_e61_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e61_y = "tensor_cast.view"(%l0_e61_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e62_x = tensor.extract_slice %l0_disp[62, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e62_gate = "tensor_cast.linear"(%l0_e62_x, %w_e62_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e62_up = "tensor_cast.linear"(%l0_e62_x, %w_e62_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e62_act = "tensor_cast.swiglu"(%l0_e62_gate, %l0_e62_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e62_down = "tensor_cast.linear"(%l0_e62_act, %w_e62_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e62_y = "tensor_cast.view"(%l0_e62_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e63_x = tensor.extract_slice %l0_disp[63, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e63_gate = "tensor_cast.linear"(%l0_e63_x, %w_e63_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e63_up = "tensor_cast.linear"(%l0_e63_x, %w_e63_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e63_act = "tensor_cast.swiglu"(%l0_e63_gate, %l0_e63_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e63_down = "tensor_cast.linear"(%l0_e63_act, %w_e63_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e63_y = "tensor_cast.view"(%l0_e63_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e64_x = tensor.extract_slice %l0_disp[64, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e64_gate = "tensor_cast.linear"(%l0_e64_x, %w_e64_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e64_up = "tensor_cast.linear"(%l0_e64_x, %w_e64_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e64_act = "tensor_cast.swiglu"(%l0_e64_gate, %l0_e64_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e64_down = "tensor_cast.linear"(%l0_e64_act, %w_e64_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e64_y = "tensor_cast.view"(%l0_e64_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e65_x = tensor.extract_slice %l0_disp[65, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e65_gate = "tensor_cast.linear"(%l0_e65_x, %w_e65_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e65_up = "tensor_cast.linear"(%l0_e65_x, %w_e65_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e65_act = "tensor_cast.swiglu"(%l0_e65_gate, %l0_e65_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e65_down = "tensor_cast.linear"(%l0_e65_act, %w_e65_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e65_y = "tensor_cast.view"(%l0_e65_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e66_x = tensor.extract_slice %l0_disp[66, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e66_gate = "tensor_cast.linear"(%l0_e66_x, %w_e66_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e66_up = "tensor_cast.linear"(%l0_e66_x, %w_e66_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e66_act = "tensor_cast.swiglu"(%l0_e66_gate, %l0_e66_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e66_down = "tensor_cast.linear"(%l0_e66_act, %w_e66_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e66_y = "tensor_cast.view"(%l0_e66_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e67_x = tensor.extract_slice %l0_disp[67, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e67_gate = "tensor_cast.linear"(%l0_e67_x, %w_e67_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e67_up = "tensor_cast.linear"(%l0_e67_x, %w_e67_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e67_act = "tensor_cast.swiglu"(%l0_e67_gate, %l0_e67_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e67_down = "tensor_cast.linear"(%l0_e67_act, %w_e67_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e67_y = "tensor_cast.view"(%l0_e67_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e68_x = tensor.extract_slice %l0_disp[68, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e68_gate = "tensor_cast.linear"(%l0_e68_x, %w_e68_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e68_up = "tensor_cast.linear"(%l0_e68_x, %w_e68_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e68_act = "tensor_cast.swiglu"(%l0_e68_gate, %l0_e68_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e68_down = "tensor_cast.linear"(%l0_e68_act, %w_e68_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e68_y = "tensor_cast.view"(%l0_e68_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e69_x = tensor.extract_slice %l0_disp[69, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e69_gate = "tensor_cast.linear"(%l0_e69_x, %w_e69_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e69_up = "tensor_cast.linear"(%l0_e69_x, %w_e69_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e69_act = "tensor_cast.swiglu"(%l0_e69_gate, %l0_e69_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e69_down = "tensor_cast.linear"(%l0_e69_act, %w_e69_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e69_y = "tensor_cast.view"(%l0_e69_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e70_x = tensor.extract_slice %l0_disp[70, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e70_gate = "tensor_cast.linear"(%l0_e70_x, %w_e70_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e70_up = "tensor_cast.linear"(%l0_e70_x, %w_e70_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e70_act = "tensor_cast.swiglu"(%l0_e70_gate, %l0_e70_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e70_down = "tensor_cast.linear"(%l0_e70_act, %w_e70_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e70_y = "tensor_cast.view"(%l0_e70_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e71_x = tensor.extract_slice %l0_disp[71, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e71_gate = "tensor_cast.linear"(%l0_e71_x, %w_e71_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e71_up = "tensor_cast.linear"(%l0_e71_x, %w_e71_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e71_act = "tensor_cast.swiglu"(%l0_e71_gate, %l0_e71_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e71_down = "tensor_cast.linear"(%l0_e71_act, %w_e71_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e71_y = "tensor_cast.view"(%l0_e71_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e72_x = tensor.extract_slice %l0_disp[72, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e72_gate = "tensor_cast.linear"(%l0_e72_x, %w_e72_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e72_up = "tensor_cast.linear"(%l0_e72_x, %w_e72_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e72_act = "tensor_cast.swiglu"(%l0_e72_gate, %l0_e72_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e72_down = "tensor_cast.linear"(%l0_e72_act, %w_e72_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e72_y = "tensor_cast.view"(%l0_e72_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e73_x = tensor.extract_slice %l0_disp[73, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e73_gate = "tensor_cast.linear"(%l0_e73_x, %w_e73_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e73_up = "tensor_cast.linear"(%l0_e73_x, %w_e73_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e73_act = "tensor_cast.swiglu"(%l0_e73_gate, %l0_e73_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e73_down = "tensor_cast.linear"(%l0_e73_act, %w_e73_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e73_y = "tensor_cast.view"(%l0_e73_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e74_x = tensor.extract_slice %l0_disp[74, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e74_gate = "tensor_cast.linear"(%l0_e74_x, %w_e74_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e74_up = "tensor_cast.linear"(%l0_e74_x, %w_e74_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e74_act = "tensor_cast.swiglu"(%l0_e74_gate, %l0_e74_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e74_down = "tensor_cast.linear"(%l0_e74_act, %w_e74_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e74_y = "tensor_cast.view"(%l0_e74_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e75_x = tensor.extract_slice %l0_disp[75, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e75_gate = "tensor_cast.linear"(%l0_e75_x, %w_e75_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e75_up = "tensor_cast.linear"(%l0_e75_x, %w_e75_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e75_act = "tensor_cast.swiglu"(%l0_e75_gate, %l0_e75_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e75_down = "tensor_cast.linear"(%l0_e75_act, %w_e75_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e75_y = "tensor_cast.view"(%l0_e75_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e76_x = tensor.extract_slice %l0_disp[76, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e76_gate = "tensor_cast.linear"(%l0_e76_x, %w_e76_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e76_up = "tensor_cast.linear"(%l0_e76_x, %w_e76_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e76_act = "tensor_cast.swiglu"(%l0_e76_gate, %l0_e76_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e76_down = "tensor_cast.linear"(%l0_e76_act, %w_e76_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e76_y = "tensor_cast.view"(%l0_e76_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e77_x = tensor.extract_slice %l0_disp[77, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e77_gate = "tensor_cast.linear"(%l0_e77_x, %w_e77_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e77_up = "tensor_cast.linear"(%l0_e77_x, %w_e77_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e77_act = "tensor_cast.swiglu"(%l0_e77_gate, %l0_e77_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e77_down = "tensor_cast.linear"(%l0_e77_act, %w_e77_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e77_y = "tensor_cast.view"(%l0_e77_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e78_x = tensor.extract_slice %l0_disp[78, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e78_gate = "tensor_cast.linear"(%l0_e78_x, %w_e78_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e78_up = "tensor_cast.linear"(%l0_e78_x, %w_e78_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e78_act = "tensor_cast.swiglu"(%l0_e78_gate, %l0_e78_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e78_down = "tensor_cast.linear"(%l0_e78_act, %w_e78_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e78_y = "tensor_cast.view"(%l0_e78_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e79_x = tensor.extract_slice %l0_disp[79, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e79_gate = "tensor_cast.linear"(%l0_e79_x, %w_e79_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e79_up = "tensor_cast.linear"(%l0_e79_x, %w_e79_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e79_act = "tensor_cast.swiglu"(%l0_e79_gate, %l0_e79_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e79_down = "tensor_cast.linear"(%l0_e79_act, %w_e79_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e79_y = "tensor_cast.view"(%l0_e79_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e80_x = tensor.extract_slice %l0_disp[80, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e80_gate = "tensor_cast.linear"(%l0_e80_x, %w_e80_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e80_up = "tensor_cast.linear"(%l0_e80_x, %w_e80_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e80_act = "tensor_cast.swiglu"(%l0_e80_gate, %l0_e80_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e80_down = "tensor_cast.linear"(%l0_e80_act, %w_e80_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e80_y = "tensor_cast.view"(%l0_e80_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e81_x = tensor.extract_slice %l0_disp[81, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e81_gate = "tensor_cast.linear"(%l0_e81_x, %w_e81_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e81_up = "tensor_cast.linear"(%l0_e81_x, %w_e81_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e81_act = "tensor_cast.swiglu"(%l0_e81_gate, %l0_e81_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e81_down = "tensor_cast.linear"(%l0_e81_act, %w_e81_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e81_y = "tensor_cast.view"(%l0_e81_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e82_x = tensor.extract_slice %l0_disp[82, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e82_gate = "tensor_cast.linear"(%l0_e82_x, %w_e82_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e82_up = "tensor_cast.linear"(%l0_e82_x, %w_e82_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e82_act = "tensor_cast.swiglu"(%l0_e82_gate, %l0_e82_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e82_down = "tensor_cast.linear"(%l0_e82_act, %w_e82_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e82_y = "tensor_cast.view"(%l0_e82_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e83_x = tensor.extract_slice %l0_disp[83, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e83_gate = "tensor_cast.linear"(%l0_e83_x, %w_e83_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e83_up = "tensor_cast.linear"(%l0_e83_x, %w_e83_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e83_act = "tensor_cast.swiglu"(%l0_e83_gate, %l0_e83_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e83_down = "tensor_cast.linear"(%l0_e83_act, %w_e83_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e83_y = "tensor_cast.view"(%l0_e83_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e84_x = tensor.extract_slice %l0_disp[84, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e84_gate = "tensor_cast.linear"(%l0_e84_x, %w_e84_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e84_up = "tensor_cast.linear"(%l0_e84_x, %w_e84_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e84_act = "tensor_cast.swiglu"(%l0_e84_gate, %l0_e84_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e84_down = "tensor_cast.linear"(%l0_e84_act, %w_e84_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e84_y = "tensor_cast.view"(%l0_e84_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e85_x = tensor.extract_slice %l0_disp[85, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e85_gate = "tensor_cast.linear"(%l0_e85_x, %w_e85_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e85_up = "tensor_cast.linear"(%l0_e85_x, %w_e85_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e85_act = "tensor_cast.swiglu"(%l0_e85_gate, %l0_e85_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e85_down = "tensor_cast.linear"(%l0_e85_act, %w_e85_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e85_y = "tensor_cast.view"(%l0_e85_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e86_x = tensor.extract_slice %l0_disp[86, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e86_gate = "tensor_cast.linear"(%l0_e86_x, %w_e86_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e86_up = "tensor_cast.linear"(%l0_e86_x, %w_e86_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e86_act = "tensor_cast.swiglu"(%l0_e86_gate, %l0_e86_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e86_down = "tensor_cast.linear"(%l0_e86_act, %w_e86_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e86_y = "tensor_cast.view"(%l0_e86_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e87_x = tensor.extract_slice %l0_disp[87, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e87_gate = "tensor_cast.linear"(%l0_e87_x, %w_e87_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e87_up = "tensor_cast.linear"(%l0_e87_x, %w_e87_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e87_act = "tensor_cast.swiglu"(%l0_e87_gate, %l0_e87_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e87_down = "tensor_cast.linear"(%l0_e87_act, %w_e87_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e87_y = "tensor_cast.view"(%l0_e87_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e88_x = tensor.extract_slice %l0_disp[88, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e88_gate = "tensor_cast.linear"(%l0_e88_x, %w_e88_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e88_up = "tensor_cast.linear"(%l0_e88_x, %w_e88_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e88_act = "tensor_cast.swiglu"(%l0_e88_gate, %l0_e88_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e88_down = "tensor_cast.linear"(%l0_e88_act, %w_e88_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e88_y = "tensor_cast.view"(%l0_e88_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e89_x = tensor.extract_slice %l0_disp[89, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e89_gate = "tensor_cast.linear"(%l0_e89_x, %w_e89_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e89_up = "tensor_cast.linear"(%l0_e89_x, %w_e89_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e89_act = "tensor_cast.swiglu"(%l0_e89_gate, %l0_e89_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e89_down = "tensor_cast.linear"(%l0_e89_act, %w_e89_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e89_y = "tensor_cast.view"(%l0_e89_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e90_x = tensor.extract_slice %l0_disp[90, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e90_gate = "tensor_cast.linear"(%l0_e90_x, %w_e90_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e90_up = "tensor_cast.linear"(%l0_e90_x, %w_e90_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e90_act = "tensor_cast.swiglu"(%l0_e90_gate, %l0_e90_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e90_down = "tensor_cast.linear"(%l0_e90_act, %w_e90_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e90_y = "tensor_cast.view"(%l0_e90_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e91_x = tensor.extract_slice %l0_disp[91, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e91_gate = "tensor_cast.linear"(%l0_e91_x, %w_e91_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e91_up = "tensor_cast.linear"(%l0_e91_x, %w_e91_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e91_act = "tensor_cast.swiglu"(%l0_e91_gate, %l0_e91_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e91_down = "tensor_cast.linear"(%l0_e91_act, %w_e91_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e91_y = "tensor_cast.view"(%l0_e91_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e92_x = tensor.extract_slice %l0_disp[92, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e92_gate = "tensor_cast.linear"(%l0_e92_x, %w_e92_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e92_up = "tensor_cast.linear"(%l0_e92_x, %w_e92_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e92_act = "tensor_cast.swiglu"(%l0_e92_gate, %l0_e92_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e92_down = "tensor_cast.linear"(%l0_e92_act, %w_e92_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e92_y = "tensor_cast.view"(%l0_e92_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e93_x = tensor.extract_slice %l0_disp[93, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e93_gate = "tensor_cast.linear"(%l0_e93_x, %w_e93_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e93_up = "tensor_cast.linear"(%l0_e93_x, %w_e93_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e93_act = "tensor_cast.swiglu"(%l0_e93_gate, %l0_e93_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e93_down = "tensor_cast.linear"(%l0_e93_act, %w_e93_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e93_y = "tensor_cast.view"(%l0_e93_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e94_x = tensor.extract_slice %l0_disp[94, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e94_gate = "tensor_cast.linear"(%l0_e94_x, %w_e94_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e94_up = "tensor_cast.linear"(%l0_e94_x, %w_e94_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e94_act = "tensor_cast.swiglu"(%l0_e94_gate, %l0_e94_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e94_down = "tensor_cast.linear"(%l0_e94_act, %w_e94_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e94_y = "tensor_cast.view"(%l0_e94_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e95_x = tensor.extract_slice %l0_disp[95, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e95_gate = "tensor_cast.linear"(%l0_e95_x, %w_e95_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e95_up = "tensor_cast.linear"(%l0_e95_x, %w_e95_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e95_act = "tensor_cast.swiglu"(%l0_e95_gate, %l0_e95_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e95_down = "tensor_cast.linear"(%l0_e95_act, %w_e95_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e95_y = "tensor_cast.view"(%l0_e95_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e96_x = tensor.extract_slice %l0_disp[96, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e96_gate = "tensor_cast.linear"(%l0_e96_x, %w_e96_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e96_up = "tensor_cast.linear"(%l0_e96_x, %w_e96_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e96_act = "tensor_cast.swiglu"(%l0_e96_gate, %l0_e96_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e96_down = "tensor_cast.linear"(%l0_e96_act, %w_e96_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e96_y = "tensor_cast.view"(%l0_e96_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e97_x = tensor.extract_slice %l0_disp[97, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e97_gate = "tensor_cast.linear"(%l0_e97_x, %w_e97_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e97_up = "tensor_cast.linear"(%l0_e97_x, %w_e97_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e97_act = "tensor_cast.swiglu"(%l0_e97_gate, %l0_e97_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e97_down = "tensor_cast.linear"(%l0_e97_act, %w_e97_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e97_y = "tensor_cast.view"(%l0_e97_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e98_x = tensor.extract_slice %l0_disp[98, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e98_gate = "tensor_cast.linear"(%l0_e98_x, %w_e98_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e98_up = "tensor_cast.linear"(%l0_e98_x, %w_e98_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e98_act = "tensor_cast.swiglu"(%l0_e98_gate, %l0_e98_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e98_down = "tensor_cast.linear"(%l0_e98_act, %w_e98_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e98_y = "tensor_cast.view"(%l0_e98_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e99_x = tensor.extract_slice %l0_disp[99, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e99_gate = "tensor_cast.linear"(%l0_e99_x, %w_e99_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e99_up = "tensor_cast.linear"(%l0_e99_x, %w_e99_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e99_act = "tensor_cast.swiglu"(%l0_e99_gate, %l0_e99_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e99_down = "tensor_cast.linear"(%l0_e99_act, %w_e99_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e99_y = "tensor_cast.view"(%l0_e99_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e100_x = tensor.extract_slice %l0_disp[100, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e100_gate = "tensor_cast.linear"(%l0_e100_x, %w_e100_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e100_up = "tensor_cast.linear"(%l0_e100_x, %w_e100_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e100_act = "tensor_cast.swiglu"(%l0_e100_gate, %l0_e100_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e100_down = "tensor_cast.linear"(%l0_e100_act, %w_e100_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e100_y = "tensor_cast.view"(%l0_e100_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e101_x = tensor.extract_slice %l0_disp[101, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e101_gate = "tensor_cast.linear"(%l0_e101_x, %w_e101_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e101_up = "tensor_cast.linear"(%l0_e101_x, %w_e101_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e101_act = "tensor_cast.swiglu"(%l0_e101_gate, %l0_e101_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e101_down = "tensor_cast.linear"(%l0_e101_act, %w_e101_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e101_y = "tensor_cast.view"(%l0_e101_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e102_x = tensor.extract_slice %l0_disp[102, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e102_gate = "tensor_cast.linear"(%l0_e102_x, %w_e102_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e102_up = "tensor_cast.linear"(%l0_e102_x, %w_e102_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e102_act = "tensor_cast.swiglu"(%l0_e102_gate, %l0_e102_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e102_down = "tensor_cast.linear"(%l0_e102_act, %w_e102_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e102_y = "tensor_cast.view"(%l0_e102_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e103_x = tensor.extract_slice %l0_disp[103, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e103_gate = "tensor_cast.linear"(%l0_e103_x, %w_e103_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e103_up = "tensor_cast.linear"(%l0_e103_x, %w_e103_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e103_act = "tensor_cast.swiglu"(%l0_e103_gate, %l0_e103_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e103_down = "tensor_cast.linear"(%l0_e103_act, %w_e103_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e103_y = "tensor_cast.view"(%l0_e103_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e104_x = tensor.extract_slice %l0_disp[104, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e104_gate = "tensor_cast.linear"(%l0_e104_x, %w_e104_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e104_up = "tensor_cast.linear"(%l0_e104_x, %w_e104_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e104_act = "tensor_cast.swiglu"(%l0_e104_gate, %l0_e104_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e104_down = "tensor_cast.linear"(%l0_e104_act, %w_e104_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e104_y = "tensor_cast.view"(%l0_e104_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e105_x = tensor.extract_slice %l0_disp[105, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e105_gate = "tensor_cast.linear"(%l0_e105_x, %w_e105_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e105_up = "tensor_cast.linear"(%l0_e105_x, %w_e105_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e105_act = "tensor_cast.swiglu"(%l0_e105_gate, %l0_e105_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e105_down = "tensor_cast.linear"(%l0_e105_act, %w_e105_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e105_y = "tensor_cast.view"(%l0_e105_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e106_x = tensor.extract_slice %l0_disp[106, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e106_gate = "tensor_cast.linear"(%l0_e106_x, %w_e106_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e106_up = "tensor_cast.linear"(%l0_e106_x, %w_e106_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e106_act = "tensor_cast.swiglu"(%l0_e106_gate, %l0_e106_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e106_down = "tensor_cast.linear"(%l0_e106_act, %w_e106_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e106_y = "tensor_cast.view"(%l0_e106_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e107_x = tensor.extract_slice %l0_disp[107, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e107_gate = "tensor_cast.linear"(%l0_e107_x, %w_e107_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e107_up = "tensor_cast.linear"(%l0_e107_x, %w_e107_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e107_act = "tensor_cast.swiglu"(%l0_e107_gate, %l0_e107_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e107_down = "tensor_cast.linear"(%l0_e107_act, %w_e107_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e107_y = "tensor_cast.view"(%l0_e107_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e108_x = tensor.extract_slice %l0_disp[108, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e108_gate = "tensor_cast.linear"(%l0_e108_x, %w_e108_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e108_up = "tensor_cast.linear"(%l0_e108_x, %w_e108_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e108_act = "tensor_cast.swiglu"(%l0_e108_gate, %l0_e108_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e108_down = "tensor_cast.linear"(%l0_e108_act, %w_e108_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e108_y = "tensor_cast.view"(%l0_e108_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e109_x = tensor.extract_slice %l0_disp[109, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e109_gate = "tensor_cast.linear"(%l0_e109_x, %w_e109_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e109_up = "tensor_cast.linear"(%l0_e109_x, %w_e109_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e109_act = "tensor_cast.swiglu"(%l0_e109_gate, %l0_e109_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e109_down = "tensor_cast.linear"(%l0_e109_act, %w_e109_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e109_y = "tensor_cast.view"(%l0_e109_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e110_x = tensor.extract_slice %l0_disp[110, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e110_gate = "tensor_cast.linear"(%l0_e110_x, %w_e110_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e110_up = "tensor_cast.linear"(%l0_e110_x, %w_e110_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e110_act = "tensor_cast.swiglu"(%l0_e110_gate, %l0_e110_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e110_down = "tensor_cast.linear"(%l0_e110_act, %w_e110_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e110_y = "tensor_cast.view"(%l0_e110_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e111_x = tensor.extract_slice %l0_disp[111, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e111_gate = "tensor_cast.linear"(%l0_e111_x, %w_e111_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e111_up = "tensor_cast.linear"(%l0_e111_x, %w_e111_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e111_act = "tensor_cast.swiglu"(%l0_e111_gate, %l0_e111_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e111_down = "tensor_cast.linear"(%l0_e111_act, %w_e111_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e111_y = "tensor_cast.view"(%l0_e111_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e112_x = tensor.extract_slice %l0_disp[112, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e112_gate = "tensor_cast.linear"(%l0_e112_x, %w_e112_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e112_up = "tensor_cast.linear"(%l0_e112_x, %w_e112_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e112_act = "tensor_cast.swiglu"(%l0_e112_gate, %l0_e112_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e112_down = "tensor_cast.linear"(%l0_e112_act, %w_e112_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e112_y = "tensor_cast.view"(%l0_e112_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e113_x = tensor.extract_slice %l0_disp[113, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e113_gate = "tensor_cast.linear"(%l0_e113_x, %w_e113_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e113_up = "tensor_cast.linear"(%l0_e113_x, %w_e113_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e113_act = "tensor_cast.swiglu"(%l0_e113_gate, %l0_e113_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e113_down = "tensor_cast.linear"(%l0_e113_act, %w_e113_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e113_y = "tensor_cast.view"(%l0_e113_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e114_x = tensor.extract_slice %l0_disp[114, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e114_gate = "tensor_cast.linear"(%l0_e114_x, %w_e114_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e114_up = "tensor_cast.linear"(%l0_e114_x, %w_e114_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e114_act = "tensor_cast.swiglu"(%l0_e114_gate, %l0_e114_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e114_down = "tensor_cast.linear"(%l0_e114_act, %w_e114_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e114_y = "tensor_cast.view"(%l0_e114_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e115_x = tensor.extract_slice %l0_disp[115, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e115_gate = "tensor_cast.linear"(%l0_e115_x, %w_e115_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e115_up = "tensor_cast.linear"(%l0_e115_x, %w_e115_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e115_act = "tensor_cast.swiglu"(%l0_e115_gate, %l0_e115_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e115_down = "tensor_cast.linear"(%l0_e115_act, %w_e115_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e115_y = "tensor_cast.view"(%l0_e115_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e116_x = tensor.extract_slice %l0_disp[116, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e116_gate = "tensor_cast.linear"(%l0_e116_x, %w_e116_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e116_up = "tensor_cast.linear"(%l0_e116_x, %w_e116_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e116_act = "tensor_cast.swiglu"(%l0_e116_gate, %l0_e116_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e116_down = "tensor_cast.linear"(%l0_e116_act, %w_e116_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e116_y = "tensor_cast.view"(%l0_e116_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e117_x = tensor.extract_slice %l0_disp[117, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e117_gate = "tensor_cast.linear"(%l0_e117_x, %w_e117_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e117_up = "tensor_cast.linear"(%l0_e117_x, %w_e117_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e117_act = "tensor_cast.swiglu"(%l0_e117_gate, %l0_e117_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e117_down = "tensor_cast.linear"(%l0_e117_act, %w_e117_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e117_y = "tensor_cast.view"(%l0_e117_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e118_x = tensor.extract_slice %l0_disp[118, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e118_gate = "tensor_cast.linear"(%l0_e118_x, %w_e118_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e118_up = "tensor_cast.linear"(%l0_e118_x, %w_e118_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e118_act = "tensor_cast.swiglu"(%l0_e118_gate, %l0_e118_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e118_down = "tensor_cast.linear"(%l0_e118_act, %w_e118_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e118_y = "tensor_cast.view"(%l0_e118_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e119_x = tensor.extract_slice %l0_disp[119, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e119_gate = "tensor_cast.linear"(%l0_e119_x, %w_e119_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e119_up = "tensor_cast.linear"(%l0_e119_x, %w_e119_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e119_act = "tensor_cast.swiglu"(%l0_e119_gate, %l0_e119_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e119_down = "tensor_cast.linear"(%l0_e119_act, %w_e119_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e119_y = "tensor_cast.view"(%l0_e119_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e120_x = tensor.extract_slice %l0_disp[120, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e120_gate = "tensor_cast.linear"(%l0_e120_x, %w_e120_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e120_up = "tensor_cast.linear"(%l0_e120_x, %w_e120_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e120_act = "tensor_cast.swiglu"(%l0_e120_gate, %l0_e120_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e120_down = "tensor_cast.linear"(%l0_e120_act, %w_e120_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e120_y = "tensor_cast.view"(%l0_e120_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e121_x = tensor.extract_slice %l0_disp[121, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e121_gate = "tensor_cast.linear"(%l0_e121_x, %w_e121_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e121_up = "tensor_cast.linear"(%l0_e121_x, %w_e121_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e121_act = "tensor_cast.swiglu"(%l0_e121_gate, %l0_e121_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e121_down = "tensor_cast.linear"(%l0_e121_act, %w_e121_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e121_y = "tensor_cast.view"(%l0_e121_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e122_x = tensor.extract_slice %l0_disp[122, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e122_gate = "tensor_cast.linear"(%l0_e122_x, %w_e122_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e122_up = "tensor_cast.linear"(%l0_e122_x, %w_e122_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e122_act = "tensor_cast.swiglu"(%l0_e122_gate, %l0_e122_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e122_down = "tensor_cast.linear"(%l0_e122_act, %w_e122_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e122_y = "tensor_cast.view"(%l0_e122_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e123_x = tensor.extract_slice %l0_disp[123, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e123_gate = "tensor_cast.linear"(%l0_e123_x, %w_e123_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e123_up = "tensor_cast.linear"(%l0_e123_x, %w_e123_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e123_act = "tensor_cast.swiglu"(%l0_e123_gate, %l0_e123_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e123_down = "tensor_cast.linear"(%l0_e123_act, %w_e123_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e123_y = "tensor_cast.view"(%l0_e123_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e124_x = tensor.extract_slice %l0_disp[124, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e124_gate = "tensor_cast.linear"(%l0_e124_x, %w_e124_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e124_up = "tensor_cast.linear"(%l0_e124_x, %w_e124_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e124_act = "tensor_cast.swiglu"(%l0_e124_gate, %l0_e124_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e124_down = "tensor_cast.linear"(%l0_e124_act, %w_e124_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e124_y = "tensor_cast.view"(%l0_e124_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e125_x = tensor.extract_slice %l0_disp[125, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e125_gate = "tensor_cast.linear"(%l0_e125_x, %w_e125_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e125_up = "tensor_cast.linear"(%l0_e125_x, %w_e125_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e125_act = "tensor_cast.swiglu"(%l0_e125_gate, %l0_e125_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e125_down = "tensor_cast.linear"(%l0_e125_act, %w_e125_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e125_y = "tensor_cast.view"(%l0_e125_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e126_x = tensor.extract_slice %l0_disp[126, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e126_gate = "tensor_cast.linear"(%l0_e126_x, %w_e126_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e126_up = "tensor_cast.linear"(%l0_e126_x, %w_e126_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e126_act = "tensor_cast.swiglu"(%l0_e126_gate, %l0_e126_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e126_down = "tensor_cast.linear"(%l0_e126_act, %w_e126_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e126_y = "tensor_cast.view"(%l0_e126_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_e127_x = tensor.extract_slice %l0_disp[127, 0, 0, 0] [1, 1, 4096, 2048] [1, 1, 1, 1] : tensor<128x1x4096x2048xbf16> to tensor<1x4096x2048xbf16>
  %l0_e127_gate = "tensor_cast.linear"(%l0_e127_x, %w_e127_gate_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e127_up = "tensor_cast.linear"(%l0_e127_x, %w_e127_up_0) : (tensor<1x4096x2048xbf16>, tensor<2048x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e127_act = "tensor_cast.swiglu"(%l0_e127_gate, %l0_e127_up) : (tensor<1x4096x96xbf16>, tensor<1x4096x96xbf16>) -> tensor<1x4096x96xbf16>
  %l0_e127_down = "tensor_cast.linear"(%l0_e127_act, %w_e127_down_0) : (tensor<1x4096x96xbf16>, tensor<96x2048xbf16>) -> tensor<1x4096x2048xbf16>
  %l0_e127_y = "tensor_cast.view"(%l0_e127_down) : (tensor<1x4096x2048xbf16>) -> tensor<1x1x4096x2048xbf16>
  %l0_ye = tensor.concat dim(0) %l0_e0_y, %l0_e1_y, %l0_e2_y, %l0_e3_y, %l0_e4_y, %l0_e5_y, %l0_e6_y, %l0_e7_y, %l0_e8_y, %l0_e9_y, %l0_e10_y, %l0_e11_y, %l0_e12_y, %l0_e13_y, %l0_e14_y, %l0_e15_y, %l0_e16_y, %l0_e17_y, %l0_e18_y, %l0_e19_y, %l0_e20_y, %l0_e21_y, %l0_e22_y, %l0_e23_y, %l0_e24_y, %l0_e25_y, %l0_e26_y, %l0_e27_y, %l0_e28_y, %l0_e29_y, %l0_e30_y, %l0_e31_y, %l0_e32_y, %l0_e33_y, %l0_e34_y, %l0_e35_y, %l0_e36_y, %l0_e37_y, %l0_e38_y, %l0_e39_y, %l0_e40_y, %l0_e41_y, %l0_e42_y, %l0_e43_y, %l0_e44_y, %l0_e45_y, %l0_e46_y, %l0_e47_y, %l0_e48_y, %l0_e49_y, %l0_e50_y, %l0_e51_y, %l0_e52_y, %l0_e53_y, %l0_e54_y, %l0_e55_y, %l0_e56_y, %l0_e57_y, %l0_e58_y, %l0_e59_y, %l0_e60_y, %l0_e61_y, %l0_e62_y, %l0_e63_y, %l0_e64_y, %l0_e65_y, %l0_e66_y, %l0_e67_y, %l0_e68_y, %l0_e69_y, %l0_e70_y, %l0_e71_y, %l0_e72_y, %l0_e73_y, %l0_e74_y, %l0_e75_y, %l0_e76_y, %l0_e77_y, %l0_e78_y, %l0_e79_y, %l0_e80_y, %l0_e81_y, %l0_e82_y, %l0_e83_y, %l0_e84_y, %l0_e85_y, %l0_e86_y, %l0_e87_y, %l0_e88_y, %l0_e89_y, %l0_e90_y, %l0_e91_y, %l0_e92_y, %l0_e93_y, %l0_e94_y, %l0_e95_y, %l0_e96_y, %l0_e97_y, %l0_e98_y, %l0_e99_y, %l0_e100_y, %l0_e101_y, %l0_e102_y, %l0_e103_y, %l0_e104_y, %l0_e105_y, %l0_e106_y, %l0_e107_y, %l0_e108_y, %l0_e109_y, %l0_e110_y, %l0_e111_y, %l0_e112_y, %l0_e113_y, %l0_e114_y, %l0_e115_y, %l0_e116_y, %l0_e117_y, %l0_e118_y, %l0_e119_y, %l0_e120_y, %l0_e121_y, %l0_e122_y, %l0_e123_y, %l0_e124_y, %l0_e125_y, %l0_e126_y, %l0_e127_y : (tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>, tensor<1x1x4096x2048xbf16>) -> tensor<128x1x4096x2048xbf16>
  %l0_moe = "tensor_cast.moe_combine"(%l0_ye, %l0_route#0, %l0_route#1) : (tensor<128x1x4096x2048xbf16>, tensor<1x4096x8xbf16>, tensor<1x4096x8xi64>) -> tensor<1x4096x2048xbf16>
  %l0_down_sum = "tensor_cast.all_reduce"(%l0_moe) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
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
