// tc-gen --config=deepseek_v2_lite.json: deepseek_v2, 27 layers, hidden 2048, 16 heads (16 kv) of 192, ffn 10944, vocab 102400; 15.7B parameters
// rank 0 of 8 (2 q heads, 2 kv heads, 12800 vocab rows here), batch 8, decode over a context of 32768, --quant=none --dtype=bf16
// multi-head latent attention (absorbed form): a plain q_proj, kv_lora_rank 512, qk 128 + 64 (RoPE), v 128; the KV cache is the latent, 576 a token
// routing: softmax scores, greedy, weights x 1.0e+00; the first 1 layers dense
// MoE in 26 of 27 layers: 64 experts, top-6, expert ffn 1408; --expert-parallel=8: a shared expert of ffn 2816 (split), 8 whole experts here, every token here, one all_reduce
func.func @decoder(
    %ids: tensor<8x1xi64> {tensor_cast.source = {name = "input_ids", shape = array<i64: 8, 1>}},
    %positions: tensor<8x1xi64> {tensor_cast.source = {name = "position_ids", shape = array<i64: 8, 1>}},
    %embed: tensor<12800x2048xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.embed_tokens.weight", shape = array<i64: 102400, 2048>, split = array<i64: 0, 8, 1>}},
    %g_final: tensor<2048xbf16> {tensor_cast.source = {name = "model.norm.weight", shape = array<i64: 2048>}},
    %lm_head: tensor<2048x12800xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "lm_head.weight", shape = array<i64: 102400, 2048>, transpose, split = array<i64: 1, 8, 1>}},
    %g_in_0: tensor<2048xbf16> {tensor_cast.source = {name = "model.layers.0.input_layernorm.weight", shape = array<i64: 2048>}},
    %g_post_0: tensor<2048xbf16> {tensor_cast.source = {name = "model.layers.0.post_attention_layernorm.weight", shape = array<i64: 2048>}},
    %g_kva_0: tensor<512xbf16> {tensor_cast.source = {name = "model.layers.0.self_attn.kv_a_layernorm.weight", shape = array<i64: 512>}},
    %w_kv_a_0: tensor<2048x576xbf16> {tensor_cast.source = {name = "model.layers.0.self_attn.kv_a_proj_with_mqa.weight", shape = array<i64: 576, 2048>, transpose}},
    %w_q_0: tensor<2048x384xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.q_proj.weight", shape = array<i64: 3072, 2048>, transpose, split = array<i64: 1, 8, 1>}},
    %w_o_0: tensor<256x2048xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.o_proj.weight", shape = array<i64: 2048, 2048>, transpose, split = array<i64: 0, 8, 1>}},
    %w_gate_0: tensor<2048x1368xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.mlp.gate_proj.weight", shape = array<i64: 10944, 2048>, transpose, split = array<i64: 1, 8, 1>}},
    %w_up_0: tensor<2048x1368xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.mlp.up_proj.weight", shape = array<i64: 10944, 2048>, transpose, split = array<i64: 1, 8, 1>}},
    %w_down_0: tensor<1368x2048xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.mlp.down_proj.weight", shape = array<i64: 2048, 10944>, transpose, split = array<i64: 0, 8, 1>}},
    %w_uk_0: tensor<2x128x512xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.kv_b_proj.weight", shape = array<i64: 4096, 512>, rows = array<i64: 256, 0, 128>, split = array<i64: 0, 8, 1>}},
    %w_uv_0: tensor<2x512x128xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.kv_b_proj.weight", shape = array<i64: 4096, 512>, rows = array<i64: 256, 128, 128>, transpose, split = array<i64: 0, 8, 1>}},
    %latent_cache_0: tensor<8x32768x1x576xbf16> {tensor_cast.source = {name = "past_key_values.0.latent", shape = array<i64: 8, 32768, 1, 576>}},
    %g_in_1: tensor<2048xbf16> {tensor_cast.source = {name = "model.layers.1.input_layernorm.weight", shape = array<i64: 2048>}},
    %g_post_1: tensor<2048xbf16> {tensor_cast.source = {name = "model.layers.1.post_attention_layernorm.weight", shape = array<i64: 2048>}},
    %g_kva_1: tensor<512xbf16> {tensor_cast.source = {name = "model.layers.1.self_attn.kv_a_layernorm.weight", shape = array<i64: 512>}},
    %w_router_1: tensor<2048x64xbf16> {tensor_cast.source = {name = "model.layers.1.mlp.gate.weight", shape = array<i64: 64, 2048>, transpose}},
    %w_kv_a_1: tensor<2048x576xbf16> {tensor_cast.source = {name = "model.layers.1.self_attn.kv_a_proj_with_mqa.weight", shape = array<i64: 576, 2048>, transpose}},
    %w_q_1: tensor<2048x384xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.self_attn.q_proj.weight", shape = array<i64: 3072, 2048>, transpose, split = array<i64: 1, 8, 1>}},
    %w_o_1: tensor<256x2048xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.self_attn.o_proj.weight", shape = array<i64: 2048, 2048>, transpose, split = array<i64: 0, 8, 1>}},
    %w_e0_gate_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.gate_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 0, 8, 1>}},
    %w_e0_up_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.up_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 0, 8, 1>}},
    %w_e0_down_1: tensor<1408x2048xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.down_proj.weight", shape = array<i64: 2048, 1408>, transpose, expert = array<i64: 0, 8, 1>}},
    %w_e1_gate_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.gate_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 1, 8, 1>}},
    %w_e1_up_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.up_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 1, 8, 1>}},
    %w_e1_down_1: tensor<1408x2048xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.down_proj.weight", shape = array<i64: 2048, 1408>, transpose, expert = array<i64: 1, 8, 1>}},
    %w_e2_gate_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.gate_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 2, 8, 1>}},
    %w_e2_up_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.up_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 2, 8, 1>}},
    %w_e2_down_1: tensor<1408x2048xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.down_proj.weight", shape = array<i64: 2048, 1408>, transpose, expert = array<i64: 2, 8, 1>}},
    %w_e3_gate_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.gate_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 3, 8, 1>}},
    %w_e3_up_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.up_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 3, 8, 1>}},
    %w_e3_down_1: tensor<1408x2048xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.down_proj.weight", shape = array<i64: 2048, 1408>, transpose, expert = array<i64: 3, 8, 1>}},
    %w_e4_gate_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.gate_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 4, 8, 1>}},
    %w_e4_up_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.up_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 4, 8, 1>}},
    %w_e4_down_1: tensor<1408x2048xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.down_proj.weight", shape = array<i64: 2048, 1408>, transpose, expert = array<i64: 4, 8, 1>}},
    %w_e5_gate_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.gate_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 5, 8, 1>}},
    %w_e5_up_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.up_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 5, 8, 1>}},
    %w_e5_down_1: tensor<1408x2048xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.down_proj.weight", shape = array<i64: 2048, 1408>, transpose, expert = array<i64: 5, 8, 1>}},
    %w_e6_gate_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.gate_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 6, 8, 1>}},
    %w_e6_up_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.up_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 6, 8, 1>}},
    %w_e6_down_1: tensor<1408x2048xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.down_proj.weight", shape = array<i64: 2048, 1408>, transpose, expert = array<i64: 6, 8, 1>}},
    %w_e7_gate_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.gate_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 7, 8, 1>}},
    %w_e7_up_1: tensor<2048x1408xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.up_proj.weight", shape = array<i64: 1408, 2048>, transpose, expert = array<i64: 7, 8, 1>}},
    %w_e7_down_1: tensor<1408x2048xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.experts.{}.down_proj.weight", shape = array<i64: 2048, 1408>, transpose, expert = array<i64: 7, 8, 1>}},
    %w_se_gate_1: tensor<2048x352xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.shared_experts.gate_proj.weight", shape = array<i64: 2816, 2048>, transpose, split = array<i64: 1, 8, 1>}},
    %w_se_up_1: tensor<2048x352xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.shared_experts.up_proj.weight", shape = array<i64: 2816, 2048>, transpose, split = array<i64: 1, 8, 1>}},
    %w_se_down_1: tensor<352x2048xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.mlp.shared_experts.down_proj.weight", shape = array<i64: 2048, 2816>, transpose, split = array<i64: 0, 8, 1>}},
    %w_uk_1: tensor<2x128x512xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.self_attn.kv_b_proj.weight", shape = array<i64: 4096, 512>, rows = array<i64: 256, 0, 128>, split = array<i64: 0, 8, 1>}},
    %w_uv_1: tensor<2x512x128xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.1.self_attn.kv_b_proj.weight", shape = array<i64: 4096, 512>, rows = array<i64: 256, 128, 128>, transpose, split = array<i64: 0, 8, 1>}},
    %latent_cache_1: tensor<8x32768x1x576xbf16> {tensor_cast.source = {name = "past_key_values.1.latent", shape = array<i64: 8, 32768, 1, 576>}}) -> (tensor<8x1x12800xbf16> {tensor_cast.source = {name = "logits", shape = array<i64: 8, 1, 102400>, split = array<i64: 2, 8, 1>}}) {
  %e = "tensor_cast.embedding"(%ids, %embed) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1xi64>, tensor<12800x2048xbf16>) -> tensor<8x1x2048xbf16> loc("embed_tokens"("deepseek_v2_lite.tp8.ep8.decode.mlir":61:3))
  %h0 = "tensor_cast.all_reduce"(%e) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("embed_tokens"("deepseek_v2_lite.tp8.ep8.decode.mlir":62:3))
  %begin = "tensor_cast.region_begin"(%h0) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0"("deepseek_v2_lite.tp8.ep8.decode.mlir":63:3))
  %l0_in = "tensor_cast.rms_norm"(%begin, %g_in_0) {eps = 1.0e-06 : f32} : (tensor<8x1x2048xbf16>, tensor<2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.input_layernorm"("deepseek_v2_lite.tp8.ep8.decode.mlir":64:3))
  %l0_q = "tensor_cast.linear"(%l0_in, %w_q_0) : (tensor<8x1x2048xbf16>, tensor<2048x384xbf16>) -> tensor<8x1x384xbf16> loc("layers.0.self_attn.q_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":65:3))
  %l0_q4 = "tensor_cast.view"(%l0_q) : (tensor<8x1x384xbf16>) -> tensor<8x1x2x192xbf16> loc("layers.0.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":66:3))
  %l0_qn = tensor.extract_slice %l0_q4[0, 0, 0, 0] [8, 1, 2, 128] [1, 1, 1, 1] : tensor<8x1x2x192xbf16> to tensor<8x1x2x128xbf16> loc("layers.0.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":67:3))
  %l0_qp = tensor.extract_slice %l0_q4[0, 0, 0, 128] [8, 1, 2, 64] [1, 1, 1, 1] : tensor<8x1x2x192xbf16> to tensor<8x1x2x64xbf16> loc("layers.0.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":68:3))
  %l0_qr = "tensor_cast.rope"(%l0_qp, %positions) {theta = 1.0e+04 : f64, yarn_scaling = array<f64: 4.0e+01, 4.096e+03, 3.2e+01, 1.0e+00, 1.0e+00, 1.0e+00>, interleaved} : (tensor<8x1x2x64xbf16>, tensor<8x1xi64>) -> tensor<8x1x2x64xbf16> loc("layers.0.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":69:3))
  %l0_kv_a = "tensor_cast.linear"(%l0_in, %w_kv_a_0) : (tensor<8x1x2048xbf16>, tensor<2048x576xbf16>) -> tensor<8x1x576xbf16> loc("layers.0.self_attn.kv_a_proj_with_mqa"("deepseek_v2_lite.tp8.ep8.decode.mlir":70:3))
  %l0_ckv = tensor.extract_slice %l0_kv_a[0, 0, 0] [8, 1, 512] [1, 1, 1] : tensor<8x1x576xbf16> to tensor<8x1x512xbf16> loc("layers.0.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":71:3))
  %l0_kp = tensor.extract_slice %l0_kv_a[0, 0, 512] [8, 1, 64] [1, 1, 1] : tensor<8x1x576xbf16> to tensor<8x1x64xbf16> loc("layers.0.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":72:3))
  %l0_ckvn = "tensor_cast.rms_norm"(%l0_ckv, %g_kva_0) {eps = 1.0e-06 : f32} : (tensor<8x1x512xbf16>, tensor<512xbf16>) -> tensor<8x1x512xbf16> loc("layers.0.self_attn.kv_a_layernorm"("deepseek_v2_lite.tp8.ep8.decode.mlir":73:3))
  %l0_kp4 = "tensor_cast.view"(%l0_kp) : (tensor<8x1x64xbf16>) -> tensor<8x1x1x64xbf16> loc("layers.0.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":74:3))
  %l0_kr = "tensor_cast.rope"(%l0_kp4, %positions) {theta = 1.0e+04 : f64, yarn_scaling = array<f64: 4.0e+01, 4.096e+03, 3.2e+01, 1.0e+00, 1.0e+00, 1.0e+00>, interleaved} : (tensor<8x1x1x64xbf16>, tensor<8x1xi64>) -> tensor<8x1x1x64xbf16> loc("layers.0.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":75:3))
  %l0_ckv4 = "tensor_cast.view"(%l0_ckvn) : (tensor<8x1x512xbf16>) -> tensor<8x1x1x512xbf16> loc("layers.0.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":76:3))
  %l0_lat = tensor.concat dim(3) %l0_ckv4, %l0_kr : (tensor<8x1x1x512xbf16>, tensor<8x1x1x64xbf16>) -> tensor<8x1x1x576xbf16> loc("layers.0.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":77:3))
  %l0_latc = tensor.concat dim(1) %latent_cache_0, %l0_lat : (tensor<8x32768x1x576xbf16>, tensor<8x1x1x576xbf16>) -> tensor<8x32769x1x576xbf16> loc("layers.0.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":78:3))
  %l0_ql = "tensor_cast.head_linear"(%l0_qn, %w_uk_0) : (tensor<8x1x2x128xbf16>, tensor<2x128x512xbf16>) -> tensor<8x1x2x512xbf16> loc("layers.0.self_attn.kv_b_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":79:3))
  %l0_qc = tensor.concat dim(3) %l0_ql, %l0_qr : (tensor<8x1x2x512xbf16>, tensor<8x1x2x64xbf16>) -> tensor<8x1x2x576xbf16> loc("layers.0.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":80:3))
  %l0_vl = tensor.extract_slice %l0_latc[0, 0, 0, 0] [8, 32769, 1, 512] [1, 1, 1, 1] : tensor<8x32769x1x576xbf16> to tensor<8x32769x1x512xbf16> loc("layers.0.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":81:3))
  %l0_al = "tensor_cast.attention"(%l0_qc, %l0_latc, %l0_vl) {scale = 1.1472138679292612e-01 : f64} : (tensor<8x1x2x576xbf16>, tensor<8x32769x1x576xbf16>, tensor<8x32769x1x512xbf16>) -> tensor<8x1x2x512xbf16> loc("layers.0.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":82:3))
  %l0_a = "tensor_cast.head_linear"(%l0_al, %w_uv_0) : (tensor<8x1x2x512xbf16>, tensor<2x512x128xbf16>) -> tensor<8x1x2x128xbf16> loc("layers.0.self_attn.kv_b_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":83:3))
  %l0_attn = "tensor_cast.view"(%l0_a) : (tensor<8x1x2x128xbf16>) -> tensor<8x1x256xbf16> loc("layers.0.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":84:3))
  %l0_o = "tensor_cast.linear"(%l0_attn, %w_o_0) : (tensor<8x1x256xbf16>, tensor<256x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.self_attn.o_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":85:3))
  %l0_o_sum = "tensor_cast.all_reduce"(%l0_o) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.self_attn.o_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":86:3))
  %l0_post:2 = "tensor_cast.add_rms_norm2"(%l0_o_sum, %begin, %g_post_0) {eps = 1.0e-06 : f32} : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>, tensor<2048xbf16>) -> (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) loc("layers.0.post_attention_layernorm"("deepseek_v2_lite.tp8.ep8.decode.mlir":87:3))
  %l0_gate = "tensor_cast.linear"(%l0_post#0, %w_gate_0) : (tensor<8x1x2048xbf16>, tensor<2048x1368xbf16>) -> tensor<8x1x1368xbf16> loc("layers.0.mlp.gate_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":88:3))
  %l0_up = "tensor_cast.linear"(%l0_post#0, %w_up_0) : (tensor<8x1x2048xbf16>, tensor<2048x1368xbf16>) -> tensor<8x1x1368xbf16> loc("layers.0.mlp.up_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":89:3))
  %l0_act = "tensor_cast.swiglu"(%l0_gate, %l0_up) : (tensor<8x1x1368xbf16>, tensor<8x1x1368xbf16>) -> tensor<8x1x1368xbf16> loc("layers.0.mlp.act_fn"("deepseek_v2_lite.tp8.ep8.decode.mlir":90:3))
  %l0_down = "tensor_cast.linear"(%l0_act, %w_down_0) : (tensor<8x1x1368xbf16>, tensor<1368x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":91:3))
  %l0_down_sum = "tensor_cast.all_reduce"(%l0_down) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0.mlp.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":92:3))
  %l0_out = arith.addf %l0_post#1, %l0_down_sum : tensor<8x1x2048xbf16> loc("layers.0"("deepseek_v2_lite.tp8.ep8.decode.mlir":93:3))
  %c0 = "tensor_cast.region_end"(%l0_out) {id = 0 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.0"("deepseek_v2_lite.tp8.ep8.decode.mlir":94:3))
  %begin1 = "tensor_cast.region_begin"(%c0) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1"("deepseek_v2_lite.tp8.ep8.decode.mlir":95:3))
  %l1_in = "tensor_cast.rms_norm"(%begin1, %g_in_1) {eps = 1.0e-06 : f32} : (tensor<8x1x2048xbf16>, tensor<2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1.input_layernorm"("deepseek_v2_lite.tp8.ep8.decode.mlir":96:3))
  %l1_q = "tensor_cast.linear"(%l1_in, %w_q_1) : (tensor<8x1x2048xbf16>, tensor<2048x384xbf16>) -> tensor<8x1x384xbf16> loc("layers.1.self_attn.q_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":97:3))
  %l1_q4 = "tensor_cast.view"(%l1_q) : (tensor<8x1x384xbf16>) -> tensor<8x1x2x192xbf16> loc("layers.1.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":98:3))
  %l1_qn = tensor.extract_slice %l1_q4[0, 0, 0, 0] [8, 1, 2, 128] [1, 1, 1, 1] : tensor<8x1x2x192xbf16> to tensor<8x1x2x128xbf16> loc("layers.1.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":99:3))
  %l1_qp = tensor.extract_slice %l1_q4[0, 0, 0, 128] [8, 1, 2, 64] [1, 1, 1, 1] : tensor<8x1x2x192xbf16> to tensor<8x1x2x64xbf16> loc("layers.1.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":100:3))
  %l1_qr = "tensor_cast.rope"(%l1_qp, %positions) {theta = 1.0e+04 : f64, yarn_scaling = array<f64: 4.0e+01, 4.096e+03, 3.2e+01, 1.0e+00, 1.0e+00, 1.0e+00>, interleaved} : (tensor<8x1x2x64xbf16>, tensor<8x1xi64>) -> tensor<8x1x2x64xbf16> loc("layers.1.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":101:3))
  %l1_kv_a = "tensor_cast.linear"(%l1_in, %w_kv_a_1) : (tensor<8x1x2048xbf16>, tensor<2048x576xbf16>) -> tensor<8x1x576xbf16> loc("layers.1.self_attn.kv_a_proj_with_mqa"("deepseek_v2_lite.tp8.ep8.decode.mlir":102:3))
  %l1_ckv = tensor.extract_slice %l1_kv_a[0, 0, 0] [8, 1, 512] [1, 1, 1] : tensor<8x1x576xbf16> to tensor<8x1x512xbf16> loc("layers.1.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":103:3))
  %l1_kp = tensor.extract_slice %l1_kv_a[0, 0, 512] [8, 1, 64] [1, 1, 1] : tensor<8x1x576xbf16> to tensor<8x1x64xbf16> loc("layers.1.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":104:3))
  %l1_ckvn = "tensor_cast.rms_norm"(%l1_ckv, %g_kva_1) {eps = 1.0e-06 : f32} : (tensor<8x1x512xbf16>, tensor<512xbf16>) -> tensor<8x1x512xbf16> loc("layers.1.self_attn.kv_a_layernorm"("deepseek_v2_lite.tp8.ep8.decode.mlir":105:3))
  %l1_kp4 = "tensor_cast.view"(%l1_kp) : (tensor<8x1x64xbf16>) -> tensor<8x1x1x64xbf16> loc("layers.1.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":106:3))
  %l1_kr = "tensor_cast.rope"(%l1_kp4, %positions) {theta = 1.0e+04 : f64, yarn_scaling = array<f64: 4.0e+01, 4.096e+03, 3.2e+01, 1.0e+00, 1.0e+00, 1.0e+00>, interleaved} : (tensor<8x1x1x64xbf16>, tensor<8x1xi64>) -> tensor<8x1x1x64xbf16> loc("layers.1.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":107:3))
  %l1_ckv4 = "tensor_cast.view"(%l1_ckvn) : (tensor<8x1x512xbf16>) -> tensor<8x1x1x512xbf16> loc("layers.1.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":108:3))
  %l1_lat = tensor.concat dim(3) %l1_ckv4, %l1_kr : (tensor<8x1x1x512xbf16>, tensor<8x1x1x64xbf16>) -> tensor<8x1x1x576xbf16> loc("layers.1.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":109:3))
  %l1_latc = tensor.concat dim(1) %latent_cache_1, %l1_lat : (tensor<8x32768x1x576xbf16>, tensor<8x1x1x576xbf16>) -> tensor<8x32769x1x576xbf16> loc("layers.1.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":110:3))
  %l1_ql = "tensor_cast.head_linear"(%l1_qn, %w_uk_1) : (tensor<8x1x2x128xbf16>, tensor<2x128x512xbf16>) -> tensor<8x1x2x512xbf16> loc("layers.1.self_attn.kv_b_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":111:3))
  %l1_qc = tensor.concat dim(3) %l1_ql, %l1_qr : (tensor<8x1x2x512xbf16>, tensor<8x1x2x64xbf16>) -> tensor<8x1x2x576xbf16> loc("layers.1.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":112:3))
  %l1_vl = tensor.extract_slice %l1_latc[0, 0, 0, 0] [8, 32769, 1, 512] [1, 1, 1, 1] : tensor<8x32769x1x576xbf16> to tensor<8x32769x1x512xbf16> loc("layers.1.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":113:3))
  %l1_al = "tensor_cast.attention"(%l1_qc, %l1_latc, %l1_vl) {scale = 1.1472138679292612e-01 : f64} : (tensor<8x1x2x576xbf16>, tensor<8x32769x1x576xbf16>, tensor<8x32769x1x512xbf16>) -> tensor<8x1x2x512xbf16> loc("layers.1.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":114:3))
  %l1_a = "tensor_cast.head_linear"(%l1_al, %w_uv_1) : (tensor<8x1x2x512xbf16>, tensor<2x512x128xbf16>) -> tensor<8x1x2x128xbf16> loc("layers.1.self_attn.kv_b_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":115:3))
  %l1_attn = "tensor_cast.view"(%l1_a) : (tensor<8x1x2x128xbf16>) -> tensor<8x1x256xbf16> loc("layers.1.self_attn"("deepseek_v2_lite.tp8.ep8.decode.mlir":116:3))
  %l1_o = "tensor_cast.linear"(%l1_attn, %w_o_1) : (tensor<8x1x256xbf16>, tensor<256x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1.self_attn.o_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":117:3))
  %l1_o_sum = "tensor_cast.all_reduce"(%l1_o) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1.self_attn.o_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":118:3))
  %l1_post:2 = "tensor_cast.add_rms_norm2"(%l1_o_sum, %begin1, %g_post_1) {eps = 1.0e-06 : f32} : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>, tensor<2048xbf16>) -> (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) loc("layers.1.post_attention_layernorm"("deepseek_v2_lite.tp8.ep8.decode.mlir":119:3))
  %l1_router = "tensor_cast.linear"(%l1_post#0, %w_router_1) : (tensor<8x1x2048xbf16>, tensor<2048x64xbf16>) -> tensor<8x1x64xbf16> loc("layers.1.mlp.gate"("deepseek_v2_lite.tp8.ep8.decode.mlir":120:3))
  %l1_route:2 = "tensor_cast.moe_gate"(%l1_router) {top_k = 6 : i64} : (tensor<8x1x64xbf16>) -> (tensor<8x1x6xbf16>, tensor<8x1x6xi64>) loc("layers.1.mlp.gate"("deepseek_v2_lite.tp8.ep8.decode.mlir":121:3))
  %l1_dall = "tensor_cast.moe_dispatch"(%l1_post#0, %l1_route#1) : (tensor<8x1x2048xbf16>, tensor<8x1x6xi64>) -> tensor<64x8x1x2048xbf16> loc("layers.1.mlp.experts"("deepseek_v2_lite.tp8.ep8.decode.mlir":122:3))
  %l1_disp = "tensor_cast.all_slice"(%l1_dall) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<64x8x1x2048xbf16>) -> tensor<8x8x1x2048xbf16> loc("layers.1.mlp.experts"("deepseek_v2_lite.tp8.ep8.decode.mlir":123:3))
  %l1_e0_x = tensor.extract_slice %l1_disp[0, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<8x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.0"("deepseek_v2_lite.tp8.ep8.decode.mlir":124:3))
  %l1_e0_gate = "tensor_cast.linear"(%l1_e0_x, %w_e0_gate_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.0.gate_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":125:3))
  %l1_e0_up = "tensor_cast.linear"(%l1_e0_x, %w_e0_up_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.0.up_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":126:3))
  %l1_e0_act = "tensor_cast.swiglu"(%l1_e0_gate, %l1_e0_up) : (tensor<8x1x1408xbf16>, tensor<8x1x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.0.act_fn"("deepseek_v2_lite.tp8.ep8.decode.mlir":127:3))
  %l1_e0_down = "tensor_cast.linear"(%l1_e0_act, %w_e0_down_1) : (tensor<8x1x1408xbf16>, tensor<1408x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.0.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":128:3))
  %l1_e0_y = "tensor_cast.view"(%l1_e0_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.1.mlp.experts.0.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":129:3))
  %l1_e1_x = tensor.extract_slice %l1_disp[1, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<8x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.1"("deepseek_v2_lite.tp8.ep8.decode.mlir":130:3))
  %l1_e1_gate = "tensor_cast.linear"(%l1_e1_x, %w_e1_gate_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.1.gate_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":131:3))
  %l1_e1_up = "tensor_cast.linear"(%l1_e1_x, %w_e1_up_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.1.up_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":132:3))
  %l1_e1_act = "tensor_cast.swiglu"(%l1_e1_gate, %l1_e1_up) : (tensor<8x1x1408xbf16>, tensor<8x1x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.1.act_fn"("deepseek_v2_lite.tp8.ep8.decode.mlir":133:3))
  %l1_e1_down = "tensor_cast.linear"(%l1_e1_act, %w_e1_down_1) : (tensor<8x1x1408xbf16>, tensor<1408x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.1.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":134:3))
  %l1_e1_y = "tensor_cast.view"(%l1_e1_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.1.mlp.experts.1.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":135:3))
  %l1_e2_x = tensor.extract_slice %l1_disp[2, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<8x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.2"("deepseek_v2_lite.tp8.ep8.decode.mlir":136:3))
  %l1_e2_gate = "tensor_cast.linear"(%l1_e2_x, %w_e2_gate_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.2.gate_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":137:3))
  %l1_e2_up = "tensor_cast.linear"(%l1_e2_x, %w_e2_up_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.2.up_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":138:3))
  %l1_e2_act = "tensor_cast.swiglu"(%l1_e2_gate, %l1_e2_up) : (tensor<8x1x1408xbf16>, tensor<8x1x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.2.act_fn"("deepseek_v2_lite.tp8.ep8.decode.mlir":139:3))
  %l1_e2_down = "tensor_cast.linear"(%l1_e2_act, %w_e2_down_1) : (tensor<8x1x1408xbf16>, tensor<1408x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.2.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":140:3))
  %l1_e2_y = "tensor_cast.view"(%l1_e2_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.1.mlp.experts.2.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":141:3))
  %l1_e3_x = tensor.extract_slice %l1_disp[3, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<8x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.3"("deepseek_v2_lite.tp8.ep8.decode.mlir":142:3))
  %l1_e3_gate = "tensor_cast.linear"(%l1_e3_x, %w_e3_gate_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.3.gate_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":143:3))
  %l1_e3_up = "tensor_cast.linear"(%l1_e3_x, %w_e3_up_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.3.up_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":144:3))
  %l1_e3_act = "tensor_cast.swiglu"(%l1_e3_gate, %l1_e3_up) : (tensor<8x1x1408xbf16>, tensor<8x1x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.3.act_fn"("deepseek_v2_lite.tp8.ep8.decode.mlir":145:3))
  %l1_e3_down = "tensor_cast.linear"(%l1_e3_act, %w_e3_down_1) : (tensor<8x1x1408xbf16>, tensor<1408x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.3.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":146:3))
  %l1_e3_y = "tensor_cast.view"(%l1_e3_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.1.mlp.experts.3.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":147:3))
  %l1_e4_x = tensor.extract_slice %l1_disp[4, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<8x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.4"("deepseek_v2_lite.tp8.ep8.decode.mlir":148:3))
  %l1_e4_gate = "tensor_cast.linear"(%l1_e4_x, %w_e4_gate_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.4.gate_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":149:3))
  %l1_e4_up = "tensor_cast.linear"(%l1_e4_x, %w_e4_up_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.4.up_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":150:3))
  %l1_e4_act = "tensor_cast.swiglu"(%l1_e4_gate, %l1_e4_up) : (tensor<8x1x1408xbf16>, tensor<8x1x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.4.act_fn"("deepseek_v2_lite.tp8.ep8.decode.mlir":151:3))
  %l1_e4_down = "tensor_cast.linear"(%l1_e4_act, %w_e4_down_1) : (tensor<8x1x1408xbf16>, tensor<1408x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.4.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":152:3))
  %l1_e4_y = "tensor_cast.view"(%l1_e4_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.1.mlp.experts.4.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":153:3))
  %l1_e5_x = tensor.extract_slice %l1_disp[5, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<8x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.5"("deepseek_v2_lite.tp8.ep8.decode.mlir":154:3))
  %l1_e5_gate = "tensor_cast.linear"(%l1_e5_x, %w_e5_gate_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.5.gate_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":155:3))
  %l1_e5_up = "tensor_cast.linear"(%l1_e5_x, %w_e5_up_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.5.up_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":156:3))
  %l1_e5_act = "tensor_cast.swiglu"(%l1_e5_gate, %l1_e5_up) : (tensor<8x1x1408xbf16>, tensor<8x1x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.5.act_fn"("deepseek_v2_lite.tp8.ep8.decode.mlir":157:3))
  %l1_e5_down = "tensor_cast.linear"(%l1_e5_act, %w_e5_down_1) : (tensor<8x1x1408xbf16>, tensor<1408x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.5.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":158:3))
  %l1_e5_y = "tensor_cast.view"(%l1_e5_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.1.mlp.experts.5.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":159:3))
  %l1_e6_x = tensor.extract_slice %l1_disp[6, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<8x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.6"("deepseek_v2_lite.tp8.ep8.decode.mlir":160:3))
  %l1_e6_gate = "tensor_cast.linear"(%l1_e6_x, %w_e6_gate_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.6.gate_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":161:3))
  %l1_e6_up = "tensor_cast.linear"(%l1_e6_x, %w_e6_up_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.6.up_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":162:3))
  %l1_e6_act = "tensor_cast.swiglu"(%l1_e6_gate, %l1_e6_up) : (tensor<8x1x1408xbf16>, tensor<8x1x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.6.act_fn"("deepseek_v2_lite.tp8.ep8.decode.mlir":163:3))
  %l1_e6_down = "tensor_cast.linear"(%l1_e6_act, %w_e6_down_1) : (tensor<8x1x1408xbf16>, tensor<1408x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.6.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":164:3))
  %l1_e6_y = "tensor_cast.view"(%l1_e6_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.1.mlp.experts.6.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":165:3))
  %l1_e7_x = tensor.extract_slice %l1_disp[7, 0, 0, 0] [1, 8, 1, 2048] [1, 1, 1, 1] : tensor<8x8x1x2048xbf16> to tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.7"("deepseek_v2_lite.tp8.ep8.decode.mlir":166:3))
  %l1_e7_gate = "tensor_cast.linear"(%l1_e7_x, %w_e7_gate_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.7.gate_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":167:3))
  %l1_e7_up = "tensor_cast.linear"(%l1_e7_x, %w_e7_up_1) : (tensor<8x1x2048xbf16>, tensor<2048x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.7.up_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":168:3))
  %l1_e7_act = "tensor_cast.swiglu"(%l1_e7_gate, %l1_e7_up) : (tensor<8x1x1408xbf16>, tensor<8x1x1408xbf16>) -> tensor<8x1x1408xbf16> loc("layers.1.mlp.experts.7.act_fn"("deepseek_v2_lite.tp8.ep8.decode.mlir":169:3))
  %l1_e7_down = "tensor_cast.linear"(%l1_e7_act, %w_e7_down_1) : (tensor<8x1x1408xbf16>, tensor<1408x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1.mlp.experts.7.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":170:3))
  %l1_e7_y = "tensor_cast.view"(%l1_e7_down) : (tensor<8x1x2048xbf16>) -> tensor<1x8x1x2048xbf16> loc("layers.1.mlp.experts.7.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":171:3))
  %l1_ye = tensor.concat dim(0) %l1_e0_y, %l1_e1_y, %l1_e2_y, %l1_e3_y, %l1_e4_y, %l1_e5_y, %l1_e6_y, %l1_e7_y : (tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>, tensor<1x8x1x2048xbf16>) -> tensor<8x8x1x2048xbf16> loc("layers.1.mlp.experts"("deepseek_v2_lite.tp8.ep8.decode.mlir":172:3))
  %l1_moe = "tensor_cast.moe_combine"(%l1_ye, %l1_route#0, %l1_route#1) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x8x1x2048xbf16>, tensor<8x1x6xbf16>, tensor<8x1x6xi64>) -> tensor<8x1x2048xbf16> loc("layers.1.mlp.experts"("deepseek_v2_lite.tp8.ep8.decode.mlir":173:3))
  %l1_se_gate = "tensor_cast.linear"(%l1_post#0, %w_se_gate_1) : (tensor<8x1x2048xbf16>, tensor<2048x352xbf16>) -> tensor<8x1x352xbf16> loc("layers.1.mlp.shared_experts.gate_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":174:3))
  %l1_se_up = "tensor_cast.linear"(%l1_post#0, %w_se_up_1) : (tensor<8x1x2048xbf16>, tensor<2048x352xbf16>) -> tensor<8x1x352xbf16> loc("layers.1.mlp.shared_experts.up_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":175:3))
  %l1_se_act = "tensor_cast.swiglu"(%l1_se_gate, %l1_se_up) : (tensor<8x1x352xbf16>, tensor<8x1x352xbf16>) -> tensor<8x1x352xbf16> loc("layers.1.mlp.shared_experts.act_fn"("deepseek_v2_lite.tp8.ep8.decode.mlir":176:3))
  %l1_se_down = "tensor_cast.linear"(%l1_se_act, %w_se_down_1) : (tensor<8x1x352xbf16>, tensor<352x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1.mlp.shared_experts.down_proj"("deepseek_v2_lite.tp8.ep8.decode.mlir":177:3))
  %l1_moes = arith.addf %l1_moe, %l1_se_down : tensor<8x1x2048xbf16> loc("layers.1.mlp"("deepseek_v2_lite.tp8.ep8.decode.mlir":178:3))
  %l1_down_sum = "tensor_cast.all_reduce"(%l1_moes) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1.mlp"("deepseek_v2_lite.tp8.ep8.decode.mlir":179:3))
  %l1_out = arith.addf %l1_post#1, %l1_down_sum : tensor<8x1x2048xbf16> loc("layers.1"("deepseek_v2_lite.tp8.ep8.decode.mlir":180:3))
  %c1 = "tensor_cast.region_end"(%l1_out) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.1"("deepseek_v2_lite.tp8.ep8.decode.mlir":181:3))
  %c2 = "tensor_cast.copy_region"(%c1) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.2"("deepseek_v2_lite.tp8.ep8.decode.mlir":182:3))
  %c3 = "tensor_cast.copy_region"(%c2) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.3"("deepseek_v2_lite.tp8.ep8.decode.mlir":183:3))
  %c4 = "tensor_cast.copy_region"(%c3) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.4"("deepseek_v2_lite.tp8.ep8.decode.mlir":184:3))
  %c5 = "tensor_cast.copy_region"(%c4) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.5"("deepseek_v2_lite.tp8.ep8.decode.mlir":185:3))
  %c6 = "tensor_cast.copy_region"(%c5) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.6"("deepseek_v2_lite.tp8.ep8.decode.mlir":186:3))
  %c7 = "tensor_cast.copy_region"(%c6) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.7"("deepseek_v2_lite.tp8.ep8.decode.mlir":187:3))
  %c8 = "tensor_cast.copy_region"(%c7) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.8"("deepseek_v2_lite.tp8.ep8.decode.mlir":188:3))
  %c9 = "tensor_cast.copy_region"(%c8) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.9"("deepseek_v2_lite.tp8.ep8.decode.mlir":189:3))
  %c10 = "tensor_cast.copy_region"(%c9) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.10"("deepseek_v2_lite.tp8.ep8.decode.mlir":190:3))
  %c11 = "tensor_cast.copy_region"(%c10) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.11"("deepseek_v2_lite.tp8.ep8.decode.mlir":191:3))
  %c12 = "tensor_cast.copy_region"(%c11) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.12"("deepseek_v2_lite.tp8.ep8.decode.mlir":192:3))
  %c13 = "tensor_cast.copy_region"(%c12) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.13"("deepseek_v2_lite.tp8.ep8.decode.mlir":193:3))
  %c14 = "tensor_cast.copy_region"(%c13) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.14"("deepseek_v2_lite.tp8.ep8.decode.mlir":194:3))
  %c15 = "tensor_cast.copy_region"(%c14) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.15"("deepseek_v2_lite.tp8.ep8.decode.mlir":195:3))
  %c16 = "tensor_cast.copy_region"(%c15) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.16"("deepseek_v2_lite.tp8.ep8.decode.mlir":196:3))
  %c17 = "tensor_cast.copy_region"(%c16) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.17"("deepseek_v2_lite.tp8.ep8.decode.mlir":197:3))
  %c18 = "tensor_cast.copy_region"(%c17) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.18"("deepseek_v2_lite.tp8.ep8.decode.mlir":198:3))
  %c19 = "tensor_cast.copy_region"(%c18) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.19"("deepseek_v2_lite.tp8.ep8.decode.mlir":199:3))
  %c20 = "tensor_cast.copy_region"(%c19) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.20"("deepseek_v2_lite.tp8.ep8.decode.mlir":200:3))
  %c21 = "tensor_cast.copy_region"(%c20) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.21"("deepseek_v2_lite.tp8.ep8.decode.mlir":201:3))
  %c22 = "tensor_cast.copy_region"(%c21) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.22"("deepseek_v2_lite.tp8.ep8.decode.mlir":202:3))
  %c23 = "tensor_cast.copy_region"(%c22) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.23"("deepseek_v2_lite.tp8.ep8.decode.mlir":203:3))
  %c24 = "tensor_cast.copy_region"(%c23) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.24"("deepseek_v2_lite.tp8.ep8.decode.mlir":204:3))
  %c25 = "tensor_cast.copy_region"(%c24) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.25"("deepseek_v2_lite.tp8.ep8.decode.mlir":205:3))
  %c26 = "tensor_cast.copy_region"(%c25) {id = 1 : i64} : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16> loc("layers.26"("deepseek_v2_lite.tp8.ep8.decode.mlir":206:3))
  %y = "tensor_cast.rms_norm"(%c26, %g_final) {eps = 1.0e-06 : f32} : (tensor<8x1x2048xbf16>, tensor<2048xbf16>) -> tensor<8x1x2048xbf16> loc("norm"("deepseek_v2_lite.tp8.ep8.decode.mlir":207:3))
  %logits = "tensor_cast.linear"(%y, %lm_head) : (tensor<8x1x2048xbf16>, tensor<2048x12800xbf16>) -> tensor<8x1x12800xbf16> loc("lm_head"("deepseek_v2_lite.tp8.ep8.decode.mlir":208:3))
  return %logits : tensor<8x1x12800xbf16>
}
