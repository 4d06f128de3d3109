// tc-gen --config=qwen3_dense_8b.json: qwen3, 36 layers, hidden 4096, 32 heads (8 kv) of 128, ffn 12288, vocab 151936; 8.19B parameters
// rank 0 of 8 (4 q heads, 1 kv heads, 18992 vocab rows here), batch 1, prefill of 4096, --quant=none --dtype=bf16
func.func @decoder(
    %ids: tensor<1x4096xi64> {tensor_cast.source = {name = "input_ids", shape = array<i64: 1, 4096>}},
    %positions: tensor<1x4096xi64> {tensor_cast.source = {name = "position_ids", shape = array<i64: 1, 4096>}},
    %embed: tensor<18992x4096xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.embed_tokens.weight", shape = array<i64: 151936, 4096>, split = array<i64: 0, 8, 1>}},
    %g_final: tensor<4096xbf16> {tensor_cast.source = {name = "model.norm.weight", shape = array<i64: 4096>}},
    %lm_head: tensor<4096x18992xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "lm_head.weight", shape = array<i64: 151936, 4096>, transpose, split = array<i64: 1, 8, 1>}},
    %g_in_0: tensor<4096xbf16> {tensor_cast.source = {name = "model.layers.0.input_layernorm.weight", shape = array<i64: 4096>}},
    %g_post_0: tensor<4096xbf16> {tensor_cast.source = {name = "model.layers.0.post_attention_layernorm.weight", shape = array<i64: 4096>}},
    %g_qn_0: tensor<128xbf16> {tensor_cast.source = {name = "model.layers.0.self_attn.q_norm.weight", shape = array<i64: 128>}},
    %g_kn_0: tensor<128xbf16> {tensor_cast.source = {name = "model.layers.0.self_attn.k_norm.weight", shape = array<i64: 128>}},
    %w_q_0: tensor<4096x512xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.q_proj.weight", shape = array<i64: 4096, 4096>, transpose, split = array<i64: 1, 8, 1>}},
    %w_k_0: tensor<4096x128xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.k_proj.weight", shape = array<i64: 1024, 4096>, transpose, split = array<i64: 1, 8, 1>}},
    %w_v_0: tensor<4096x128xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.v_proj.weight", shape = array<i64: 1024, 4096>, transpose, split = array<i64: 1, 8, 1>}},
    %w_o_0: tensor<512x4096xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.o_proj.weight", shape = array<i64: 4096, 4096>, transpose, split = array<i64: 0, 8, 1>}},
    %w_gate_0: tensor<4096x1536xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.mlp.gate_proj.weight", shape = array<i64: 12288, 4096>, transpose, split = array<i64: 1, 8, 1>}},
    %w_up_0: tensor<4096x1536xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.mlp.up_proj.weight", shape = array<i64: 12288, 4096>, transpose, split = array<i64: 1, 8, 1>}},
    %w_down_0: tensor<1536x4096xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.mlp.down_proj.weight", shape = array<i64: 4096, 12288>, transpose, split = array<i64: 0, 8, 1>}}) -> (tensor<1x1x18992xbf16> {tensor_cast.source = {name = "logits", shape = array<i64: 1, 1, 151936>, split = array<i64: 2, 8, 1>}}) {
  %e = "tensor_cast.embedding"(%ids, %embed) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096xi64>, tensor<18992x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("embed_tokens"("qwen3_dense_8b.tp8.prefill.mlir":20:3))
  %h0 = "tensor_cast.all_reduce"(%e) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("embed_tokens"("qwen3_dense_8b.tp8.prefill.mlir":21:3))
  %begin = "tensor_cast.region_begin"(%h0) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.0"("qwen3_dense_8b.tp8.prefill.mlir":22:3))
  %l0_in = "tensor_cast.rms_norm"(%begin, %g_in_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x4096xbf16>, tensor<4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.0.input_layernorm"("qwen3_dense_8b.tp8.prefill.mlir":23:3))
  %l0_q = "tensor_cast.linear"(%l0_in, %w_q_0) : (tensor<1x4096x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x4096x512xbf16> loc("layers.0.self_attn.q_proj"("qwen3_dense_8b.tp8.prefill.mlir":24:3))
  %l0_k = "tensor_cast.linear"(%l0_in, %w_k_0) : (tensor<1x4096x4096xbf16>, tensor<4096x128xbf16>) -> tensor<1x4096x128xbf16> loc("layers.0.self_attn.k_proj"("qwen3_dense_8b.tp8.prefill.mlir":25:3))
  %l0_v = "tensor_cast.linear"(%l0_in, %w_v_0) : (tensor<1x4096x4096xbf16>, tensor<4096x128xbf16>) -> tensor<1x4096x128xbf16> loc("layers.0.self_attn.v_proj"("qwen3_dense_8b.tp8.prefill.mlir":26:3))
  %l0_q4 = "tensor_cast.view"(%l0_q) : (tensor<1x4096x512xbf16>) -> tensor<1x4096x4x128xbf16> loc("layers.0.self_attn"("qwen3_dense_8b.tp8.prefill.mlir":27:3))
  %l0_k4 = "tensor_cast.view"(%l0_k) : (tensor<1x4096x128xbf16>) -> tensor<1x4096x1x128xbf16> loc("layers.0.self_attn"("qwen3_dense_8b.tp8.prefill.mlir":28:3))
  %l0_v4 = "tensor_cast.view"(%l0_v) : (tensor<1x4096x128xbf16>) -> tensor<1x4096x1x128xbf16> loc("layers.0.self_attn"("qwen3_dense_8b.tp8.prefill.mlir":29:3))
  %l0_qn = "tensor_cast.rms_norm"(%l0_q4, %g_qn_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x4x128xbf16>, tensor<128xbf16>) -> tensor<1x4096x4x128xbf16> loc("layers.0.self_attn.q_norm"("qwen3_dense_8b.tp8.prefill.mlir":30:3))
  %l0_kn = "tensor_cast.rms_norm"(%l0_k4, %g_kn_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x1x128xbf16>, tensor<128xbf16>) -> tensor<1x4096x1x128xbf16> loc("layers.0.self_attn.k_norm"("qwen3_dense_8b.tp8.prefill.mlir":31:3))
  %l0_qr = "tensor_cast.rope"(%l0_qn, %positions) {theta = 1.0e+06 : f64} : (tensor<1x4096x4x128xbf16>, tensor<1x4096xi64>) -> tensor<1x4096x4x128xbf16> loc("layers.0.self_attn"("qwen3_dense_8b.tp8.prefill.mlir":32:3))
  %l0_kr = "tensor_cast.rope"(%l0_kn, %positions) {theta = 1.0e+06 : f64} : (tensor<1x4096x1x128xbf16>, tensor<1x4096xi64>) -> tensor<1x4096x1x128xbf16> loc("layers.0.self_attn"("qwen3_dense_8b.tp8.prefill.mlir":33:3))
  %l0_a = "tensor_cast.attention"(%l0_qr, %l0_kr, %l0_v4) {scale = 8.838834764831843e-02 : f64} : (tensor<1x4096x4x128xbf16>, tensor<1x4096x1x128xbf16>, tensor<1x4096x1x128xbf16>) -> tensor<1x4096x4x128xbf16> loc("layers.0.self_attn"("qwen3_dense_8b.tp8.prefill.mlir":34:3))
  %l0_attn = "tensor_cast.view"(%l0_a) : (tensor<1x4096x4x128xbf16>) -> tensor<1x4096x512xbf16> loc("layers.0.self_attn"("qwen3_dense_8b.tp8.prefill.mlir":35:3))
  %l0_o = "tensor_cast.linear"(%l0_attn, %w_o_0) : (tensor<1x4096x512xbf16>, tensor<512x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.0.self_attn.o_proj"("qwen3_dense_8b.tp8.prefill.mlir":36:3))
  %l0_o_sum = "tensor_cast.all_reduce"(%l0_o) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.0.self_attn.o_proj"("qwen3_dense_8b.tp8.prefill.mlir":37:3))
  %l0_post:2 = "tensor_cast.add_rms_norm2"(%l0_o_sum, %begin, %g_post_0) {eps = 1.0e-06 : f32} : (tensor<1x4096x4096xbf16>, tensor<1x4096x4096xbf16>, tensor<4096xbf16>) -> (tensor<1x4096x4096xbf16>, tensor<1x4096x4096xbf16>) loc("layers.0.post_attention_layernorm"("qwen3_dense_8b.tp8.prefill.mlir":38:3))
  %l0_gate = "tensor_cast.linear"(%l0_post#0, %w_gate_0) : (tensor<1x4096x4096xbf16>, tensor<4096x1536xbf16>) -> tensor<1x4096x1536xbf16> loc("layers.0.mlp.gate_proj"("qwen3_dense_8b.tp8.prefill.mlir":39:3))
  %l0_up = "tensor_cast.linear"(%l0_post#0, %w_up_0) : (tensor<1x4096x4096xbf16>, tensor<4096x1536xbf16>) -> tensor<1x4096x1536xbf16> loc("layers.0.mlp.up_proj"("qwen3_dense_8b.tp8.prefill.mlir":40:3))
  %l0_act = "tensor_cast.swiglu"(%l0_gate, %l0_up) : (tensor<1x4096x1536xbf16>, tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xbf16> loc("layers.0.mlp.act_fn"("qwen3_dense_8b.tp8.prefill.mlir":41:3))
  %l0_down = "tensor_cast.linear"(%l0_act, %w_down_0) : (tensor<1x4096x1536xbf16>, tensor<1536x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.0.mlp.down_proj"("qwen3_dense_8b.tp8.prefill.mlir":42:3))
  %l0_down_sum = "tensor_cast.all_reduce"(%l0_down) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.0.mlp.down_proj"("qwen3_dense_8b.tp8.prefill.mlir":43:3))
  %l0_out = arith.addf %l0_post#1, %l0_down_sum : tensor<1x4096x4096xbf16> loc("layers.0"("qwen3_dense_8b.tp8.prefill.mlir":44:3))
  %c0 = "tensor_cast.region_end"(%l0_out) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.0"("qwen3_dense_8b.tp8.prefill.mlir":45:3))
  %c1 = "tensor_cast.copy_region"(%c0) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.1"("qwen3_dense_8b.tp8.prefill.mlir":46:3))
  %c2 = "tensor_cast.copy_region"(%c1) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.2"("qwen3_dense_8b.tp8.prefill.mlir":47:3))
  %c3 = "tensor_cast.copy_region"(%c2) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.3"("qwen3_dense_8b.tp8.prefill.mlir":48:3))
  %c4 = "tensor_cast.copy_region"(%c3) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.4"("qwen3_dense_8b.tp8.prefill.mlir":49:3))
  %c5 = "tensor_cast.copy_region"(%c4) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.5"("qwen3_dense_8b.tp8.prefill.mlir":50:3))
  %c6 = "tensor_cast.copy_region"(%c5) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.6"("qwen3_dense_8b.tp8.prefill.mlir":51:3))
  %c7 = "tensor_cast.copy_region"(%c6) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.7"("qwen3_dense_8b.tp8.prefill.mlir":52:3))
  %c8 = "tensor_cast.copy_region"(%c7) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.8"("qwen3_dense_8b.tp8.prefill.mlir":53:3))
  %c9 = "tensor_cast.copy_region"(%c8) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.9"("qwen3_dense_8b.tp8.prefill.mlir":54:3))
  %c10 = "tensor_cast.copy_region"(%c9) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.10"("qwen3_dense_8b.tp8.prefill.mlir":55:3))
  %c11 = "tensor_cast.copy_region"(%c10) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.11"("qwen3_dense_8b.tp8.prefill.mlir":56:3))
  %c12 = "tensor_cast.copy_region"(%c11) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.12"("qwen3_dense_8b.tp8.prefill.mlir":57:3))
  %c13 = "tensor_cast.copy_region"(%c12) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.13"("qwen3_dense_8b.tp8.prefill.mlir":58:3))
  %c14 = "tensor_cast.copy_region"(%c13) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.14"("qwen3_dense_8b.tp8.prefill.mlir":59:3))
  %c15 = "tensor_cast.copy_region"(%c14) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.15"("qwen3_dense_8b.tp8.prefill.mlir":60:3))
  %c16 = "tensor_cast.copy_region"(%c15) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.16"("qwen3_dense_8b.tp8.prefill.mlir":61:3))
  %c17 = "tensor_cast.copy_region"(%c16) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.17"("qwen3_dense_8b.tp8.prefill.mlir":62:3))
  %c18 = "tensor_cast.copy_region"(%c17) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.18"("qwen3_dense_8b.tp8.prefill.mlir":63:3))
  %c19 = "tensor_cast.copy_region"(%c18) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.19"("qwen3_dense_8b.tp8.prefill.mlir":64:3))
  %c20 = "tensor_cast.copy_region"(%c19) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.20"("qwen3_dense_8b.tp8.prefill.mlir":65:3))
  %c21 = "tensor_cast.copy_region"(%c20) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.21"("qwen3_dense_8b.tp8.prefill.mlir":66:3))
  %c22 = "tensor_cast.copy_region"(%c21) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.22"("qwen3_dense_8b.tp8.prefill.mlir":67:3))
  %c23 = "tensor_cast.copy_region"(%c22) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.23"("qwen3_dense_8b.tp8.prefill.mlir":68:3))
  %c24 = "tensor_cast.copy_region"(%c23) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.24"("qwen3_dense_8b.tp8.prefill.mlir":69:3))
  %c25 = "tensor_cast.copy_region"(%c24) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.25"("qwen3_dense_8b.tp8.prefill.mlir":70:3))
  %c26 = "tensor_cast.copy_region"(%c25) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.26"("qwen3_dense_8b.tp8.prefill.mlir":71:3))
  %c27 = "tensor_cast.copy_region"(%c26) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.27"("qwen3_dense_8b.tp8.prefill.mlir":72:3))
  %c28 = "tensor_cast.copy_region"(%c27) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.28"("qwen3_dense_8b.tp8.prefill.mlir":73:3))
  %c29 = "tensor_cast.copy_region"(%c28) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.29"("qwen3_dense_8b.tp8.prefill.mlir":74:3))
  %c30 = "tensor_cast.copy_region"(%c29) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.30"("qwen3_dense_8b.tp8.prefill.mlir":75:3))
  %c31 = "tensor_cast.copy_region"(%c30) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.31"("qwen3_dense_8b.tp8.prefill.mlir":76:3))
  %c32 = "tensor_cast.copy_region"(%c31) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.32"("qwen3_dense_8b.tp8.prefill.mlir":77:3))
  %c33 = "tensor_cast.copy_region"(%c32) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.33"("qwen3_dense_8b.tp8.prefill.mlir":78:3))
  %c34 = "tensor_cast.copy_region"(%c33) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.34"("qwen3_dense_8b.tp8.prefill.mlir":79:3))
  %c35 = "tensor_cast.copy_region"(%c34) {id = 0 : i64} : (tensor<1x4096x4096xbf16>) -> tensor<1x4096x4096xbf16> loc("layers.35"("qwen3_dense_8b.tp8.prefill.mlir":80:3))
  %y = "tensor_cast.rms_norm"(%c35, %g_final) {eps = 1.0e-06 : f32} : (tensor<1x4096x4096xbf16>, tensor<4096xbf16>) -> tensor<1x4096x4096xbf16> loc("norm"("qwen3_dense_8b.tp8.prefill.mlir":81:3))
  %y_last = tensor.extract_slice %y[0, 4095, 0] [1, 1, 4096] [1, 1, 1] : tensor<1x4096x4096xbf16> to tensor<1x1x4096xbf16> loc("lm_head"("qwen3_dense_8b.tp8.prefill.mlir":82:3))
  %logits = "tensor_cast.linear"(%y_last, %lm_head) : (tensor<1x1x4096xbf16>, tensor<4096x18992xbf16>) -> tensor<1x1x18992xbf16> loc("lm_head"("qwen3_dense_8b.tp8.prefill.mlir":83:3))
  return %logits : tensor<1x1x18992xbf16>
}
