// tc-gen --config=qwen3_dense_32b.json: qwen3, 64 layers, hidden 5120, 64 heads (8 kv) of 128, ffn 25600, vocab 151936
// rank 0 of 8 (8 q heads, 1 kv heads, 18992 vocab rows here), batch 1, prefill of 4096, --quant=none --dtype=bf16
func.func @decoder(
    %ids: tensor<1x4096xi64>,
    %positions: tensor<1x4096xi64>,
    %embed: tensor<18992x5120xbf16> {tensor_cast.sharded},
    %g_final: tensor<5120xbf16>,
    %lm_head: tensor<5120x18992xbf16> {tensor_cast.sharded},
    %g_in_0: tensor<5120xbf16>,
    %g_post_0: tensor<5120xbf16>,
    %g_qn_0: tensor<128xbf16>,
    %g_kn_0: tensor<128xbf16>,
    %w_q_0: tensor<5120x1024xbf16> {tensor_cast.sharded},
    %w_k_0: tensor<5120x128xbf16> {tensor_cast.sharded},
    %w_v_0: tensor<5120x128xbf16> {tensor_cast.sharded},
    %w_o_0: tensor<1024x5120xbf16> {tensor_cast.sharded},
    %w_gate_0: tensor<5120x3200xbf16> {tensor_cast.sharded},
    %w_up_0: tensor<5120x3200xbf16> {tensor_cast.sharded},
    %w_down_0: tensor<3200x5120xbf16> {tensor_cast.sharded}) -> tensor<1x1x18992xbf16> {
  %e = "tensor_cast.embedding"(%ids, %embed) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096xi64>, tensor<18992x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %h0 = "tensor_cast.all_reduce"(%e) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %begin = "tensor_cast.region_begin"(%h0) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %l0_in = "tensor_cast.rms_norm"(%begin, %g_in_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x5120xbf16>, tensor<5120xbf16>) -> tensor<1x4096x5120xbf16>
  %l0_q = "tensor_cast.linear"(%l0_in, %w_q_0) : (tensor<1x4096x5120xbf16>, tensor<5120x1024xbf16>) -> tensor<1x4096x1024xbf16>
  %l0_k = "tensor_cast.linear"(%l0_in, %w_k_0) : (tensor<1x4096x5120xbf16>, tensor<5120x128xbf16>) -> tensor<1x4096x128xbf16>
  %l0_v = "tensor_cast.linear"(%l0_in, %w_v_0) : (tensor<1x4096x5120xbf16>, tensor<5120x128xbf16>) -> tensor<1x4096x128xbf16>
  %l0_q4 = "tensor_cast.view"(%l0_q) : (tensor<1x4096x1024xbf16>) -> tensor<1x4096x8x128xbf16>
  %l0_k4 = "tensor_cast.view"(%l0_k) : (tensor<1x4096x128xbf16>) -> tensor<1x4096x1x128xbf16>
  %l0_v4 = "tensor_cast.view"(%l0_v) : (tensor<1x4096x128xbf16>) -> tensor<1x4096x1x128xbf16>
  %l0_qn = "tensor_cast.rms_norm"(%l0_q4, %g_qn_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x8x128xbf16>, tensor<128xbf16>) -> tensor<1x4096x8x128xbf16>
  %l0_kn = "tensor_cast.rms_norm"(%l0_k4, %g_kn_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x1x128xbf16>, tensor<128xbf16>) -> tensor<1x4096x1x128xbf16>
  %l0_qr = "tensor_cast.rope"(%l0_qn, %positions) {theta = 1.0e+06 : f64} : (tensor<1x4096x8x128xbf16>, tensor<1x4096xi64>) -> tensor<1x4096x8x128xbf16>
  %l0_kr = "tensor_cast.rope"(%l0_kn, %positions) {theta = 1.0e+06 : f64} : (tensor<1x4096x1x128xbf16>, tensor<1x4096xi64>) -> tensor<1x4096x1x128xbf16>
  %l0_a = "tensor_cast.attention"(%l0_qr, %l0_kr, %l0_v4) {scale = 8.838834764831843e-02 : f64} : (tensor<1x4096x8x128xbf16>, tensor<1x4096x1x128xbf16>, tensor<1x4096x1x128xbf16>) -> tensor<1x4096x8x128xbf16>
  %l0_attn = "tensor_cast.view"(%l0_a) : (tensor<1x4096x8x128xbf16>) -> tensor<1x4096x1024xbf16>
  %l0_o = "tensor_cast.linear"(%l0_attn, %w_o_0) : (tensor<1x4096x1024xbf16>, tensor<1024x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %l0_o_sum = "tensor_cast.all_reduce"(%l0_o) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %l0_post:2 = "tensor_cast.add_rms_norm2"(%l0_o_sum, %begin, %g_post_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x5120xbf16>, tensor<1x4096x5120xbf16>, tensor<5120xbf16>) -> (tensor<1x4096x5120xbf16>, tensor<1x4096x5120xbf16>)
  %l0_gate = "tensor_cast.linear"(%l0_post#0, %w_gate_0) : (tensor<1x4096x5120xbf16>, tensor<5120x3200xbf16>) -> tensor<1x4096x3200xbf16>
  %l0_up = "tensor_cast.linear"(%l0_post#0, %w_up_0) : (tensor<1x4096x5120xbf16>, tensor<5120x3200xbf16>) -> tensor<1x4096x3200xbf16>
  %l0_act = "tensor_cast.swiglu"(%l0_gate, %l0_up) : (tensor<1x4096x3200xbf16>, tensor<1x4096x3200xbf16>) -> tensor<1x4096x3200xbf16>
  %l0_down = "tensor_cast.linear"(%l0_act, %w_down_0) : (tensor<1x4096x3200xbf16>, tensor<3200x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %l0_down_sum = "tensor_cast.all_reduce"(%l0_down) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %l0_out = arith.addf %l0_post#1, %l0_down_sum : tensor<1x4096x5120xbf16>
  %c0 = "tensor_cast.region_end"(%l0_out) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c1 = "tensor_cast.copy_region"(%c0) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c2 = "tensor_cast.copy_region"(%c1) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c3 = "tensor_cast.copy_region"(%c2) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c4 = "tensor_cast.copy_region"(%c3) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c5 = "tensor_cast.copy_region"(%c4) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c6 = "tensor_cast.copy_region"(%c5) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c7 = "tensor_cast.copy_region"(%c6) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c8 = "tensor_cast.copy_region"(%c7) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c9 = "tensor_cast.copy_region"(%c8) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c10 = "tensor_cast.copy_region"(%c9) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c11 = "tensor_cast.copy_region"(%c10) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c12 = "tensor_cast.copy_region"(%c11) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c13 = "tensor_cast.copy_region"(%c12) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c14 = "tensor_cast.copy_region"(%c13) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c15 = "tensor_cast.copy_region"(%c14) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c16 = "tensor_cast.copy_region"(%c15) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c17 = "tensor_cast.copy_region"(%c16) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c18 = "tensor_cast.copy_region"(%c17) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c19 = "tensor_cast.copy_region"(%c18) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c20 = "tensor_cast.copy_region"(%c19) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c21 = "tensor_cast.copy_region"(%c20) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c22 = "tensor_cast.copy_region"(%c21) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c23 = "tensor_cast.copy_region"(%c22) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c24 = "tensor_cast.copy_region"(%c23) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c25 = "tensor_cast.copy_region"(%c24) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c26 = "tensor_cast.copy_region"(%c25) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c27 = "tensor_cast.copy_region"(%c26) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c28 = "tensor_cast.copy_region"(%c27) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c29 = "tensor_cast.copy_region"(%c28) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c30 = "tensor_cast.copy_region"(%c29) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c31 = "tensor_cast.copy_region"(%c30) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c32 = "tensor_cast.copy_region"(%c31) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c33 = "tensor_cast.copy_region"(%c32) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c34 = "tensor_cast.copy_region"(%c33) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c35 = "tensor_cast.copy_region"(%c34) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c36 = "tensor_cast.copy_region"(%c35) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c37 = "tensor_cast.copy_region"(%c36) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c38 = "tensor_cast.copy_region"(%c37) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c39 = "tensor_cast.copy_region"(%c38) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c40 = "tensor_cast.copy_region"(%c39) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c41 = "tensor_cast.copy_region"(%c40) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c42 = "tensor_cast.copy_region"(%c41) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c43 = "tensor_cast.copy_region"(%c42) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c44 = "tensor_cast.copy_region"(%c43) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c45 = "tensor_cast.copy_region"(%c44) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c46 = "tensor_cast.copy_region"(%c45) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c47 = "tensor_cast.copy_region"(%c46) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c48 = "tensor_cast.copy_region"(%c47) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c49 = "tensor_cast.copy_region"(%c48) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c50 = "tensor_cast.copy_region"(%c49) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c51 = "tensor_cast.copy_region"(%c50) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c52 = "tensor_cast.copy_region"(%c51) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c53 = "tensor_cast.copy_region"(%c52) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c54 = "tensor_cast.copy_region"(%c53) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c55 = "tensor_cast.copy_region"(%c54) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c56 = "tensor_cast.copy_region"(%c55) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c57 = "tensor_cast.copy_region"(%c56) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c58 = "tensor_cast.copy_region"(%c57) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c59 = "tensor_cast.copy_region"(%c58) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c60 = "tensor_cast.copy_region"(%c59) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c61 = "tensor_cast.copy_region"(%c60) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c62 = "tensor_cast.copy_region"(%c61) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %c63 = "tensor_cast.copy_region"(%c62) {id = 0 : i64} : (tensor<1x4096x5120xbf16>) -> tensor<1x4096x5120xbf16>
  %y = "tensor_cast.rms_norm"(%c63, %g_final) {eps = 1.0e-06 : f32} : (tensor<1x4096x5120xbf16>, tensor<5120xbf16>) -> tensor<1x4096x5120xbf16>
  %y_last = tensor.extract_slice %y[0, 4095, 0] [1, 1, 5120] [1, 1, 1] : tensor<1x4096x5120xbf16> to tensor<1x1x5120xbf16>
  %logits = "tensor_cast.linear"(%y_last, %lm_head) : (tensor<1x1x5120xbf16>, tensor<5120x18992xbf16>) -> tensor<1x1x18992xbf16>
  return %logits : tensor<1x1x18992xbf16>
}
