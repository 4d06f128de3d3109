// tc-gen --config=qwen3_dense_32b.json: qwen3, 64 layers, hidden 5120, 64 heads (8 kv) of 128, ffn 25600, vocab 151936; 32.8B parameters
// rank 0 of 8 (8 q heads, 1 kv heads, 18992 vocab rows here), batch 8, decode over a context of 32768, --quant=none --dtype=bf16
func.func @decoder(
    %ids: tensor<8x1xi64> {tensor_cast.source = {name = "input_ids", shape = array<i64: 8, 1>}},
    %positions: tensor<8x1xi64> {tensor_cast.source = {name = "position_ids", shape = array<i64: 8, 1>}},
    %embed: tensor<18992x5120xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.embed_tokens.weight", shape = array<i64: 151936, 5120>, split = array<i64: 0, 8, 1>}},
    %g_final: tensor<5120xbf16> {tensor_cast.source = {name = "model.norm.weight", shape = array<i64: 5120>}},
    %lm_head: tensor<5120x18992xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "lm_head.weight", shape = array<i64: 151936, 5120>, transpose, split = array<i64: 1, 8, 1>}},
    %g_in_0: tensor<5120xbf16> {tensor_cast.source = {name = "model.layers.0.input_layernorm.weight", shape = array<i64: 5120>}},
    %g_post_0: tensor<5120xbf16> {tensor_cast.source = {name = "model.layers.0.post_attention_layernorm.weight", shape = array<i64: 5120>}},
    %g_qn_0: tensor<128xbf16> {tensor_cast.source = {name = "model.layers.0.self_attn.q_norm.weight", shape = array<i64: 128>}},
    %g_kn_0: tensor<128xbf16> {tensor_cast.source = {name = "model.layers.0.self_attn.k_norm.weight", shape = array<i64: 128>}},
    %w_q_0: tensor<5120x1024xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.q_proj.weight", shape = array<i64: 8192, 5120>, transpose, split = array<i64: 1, 8, 1>}},
    %w_k_0: tensor<5120x128xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.k_proj.weight", shape = array<i64: 1024, 5120>, transpose, split = array<i64: 1, 8, 1>}},
    %w_v_0: tensor<5120x128xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.v_proj.weight", shape = array<i64: 1024, 5120>, transpose, split = array<i64: 1, 8, 1>}},
    %w_o_0: tensor<1024x5120xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.self_attn.o_proj.weight", shape = array<i64: 5120, 8192>, transpose, split = array<i64: 0, 8, 1>}},
    %w_gate_0: tensor<5120x3200xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.mlp.gate_proj.weight", shape = array<i64: 25600, 5120>, transpose, split = array<i64: 1, 8, 1>}},
    %w_up_0: tensor<5120x3200xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.mlp.up_proj.weight", shape = array<i64: 25600, 5120>, transpose, split = array<i64: 1, 8, 1>}},
    %w_down_0: tensor<3200x5120xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "model.layers.0.mlp.down_proj.weight", shape = array<i64: 5120, 25600>, transpose, split = array<i64: 0, 8, 1>}},
    %k_cache_0: tensor<8x32768x1x128xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "past_key_values.0.key", shape = array<i64: 8, 32768, 8, 128>, split = array<i64: 2, 8, 1>}},
    %v_cache_0: tensor<8x32768x1x128xbf16> {tensor_cast.sharded, tensor_cast.source = {name = "past_key_values.0.value", shape = array<i64: 8, 32768, 8, 128>, split = array<i64: 2, 8, 1>}}) -> (tensor<8x1x18992xbf16> {tensor_cast.source = {name = "logits", shape = array<i64: 8, 1, 151936>, split = array<i64: 2, 8, 1>}}) {
  %e = "tensor_cast.embedding"(%ids, %embed) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1xi64>, tensor<18992x5120xbf16>) -> tensor<8x1x5120xbf16> loc("embed_tokens"("qwen3_dense_32b.tp8.decode.mlir":22:3))
  %h0 = "tensor_cast.all_reduce"(%e) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("embed_tokens"("qwen3_dense_32b.tp8.decode.mlir":23:3))
  %begin = "tensor_cast.region_begin"(%h0) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.0"("qwen3_dense_32b.tp8.decode.mlir":24:3))
  %l0_in = "tensor_cast.rms_norm"(%begin, %g_in_0) {eps = 1.0e-06 : f32} : (tensor<8x1x5120xbf16>, tensor<5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.0.input_layernorm"("qwen3_dense_32b.tp8.decode.mlir":25:3))
  %l0_q = "tensor_cast.linear"(%l0_in, %w_q_0) : (tensor<8x1x5120xbf16>, tensor<5120x1024xbf16>) -> tensor<8x1x1024xbf16> loc("layers.0.self_attn.q_proj"("qwen3_dense_32b.tp8.decode.mlir":26:3))
  %l0_k = "tensor_cast.linear"(%l0_in, %w_k_0) : (tensor<8x1x5120xbf16>, tensor<5120x128xbf16>) -> tensor<8x1x128xbf16> loc("layers.0.self_attn.k_proj"("qwen3_dense_32b.tp8.decode.mlir":27:3))
  %l0_v = "tensor_cast.linear"(%l0_in, %w_v_0) : (tensor<8x1x5120xbf16>, tensor<5120x128xbf16>) -> tensor<8x1x128xbf16> loc("layers.0.self_attn.v_proj"("qwen3_dense_32b.tp8.decode.mlir":28:3))
  %l0_q4 = "tensor_cast.view"(%l0_q) : (tensor<8x1x1024xbf16>) -> tensor<8x1x8x128xbf16> loc("layers.0.self_attn"("qwen3_dense_32b.tp8.decode.mlir":29:3))
  %l0_k4 = "tensor_cast.view"(%l0_k) : (tensor<8x1x128xbf16>) -> tensor<8x1x1x128xbf16> loc("layers.0.self_attn"("qwen3_dense_32b.tp8.decode.mlir":30:3))
  %l0_v4 = "tensor_cast.view"(%l0_v) : (tensor<8x1x128xbf16>) -> tensor<8x1x1x128xbf16> loc("layers.0.self_attn"("qwen3_dense_32b.tp8.decode.mlir":31:3))
  %l0_qn = "tensor_cast.rms_norm"(%l0_q4, %g_qn_0) {eps = 1.0e-06 : f32} : (tensor<8x1x8x128xbf16>, tensor<128xbf16>) -> tensor<8x1x8x128xbf16> loc("layers.0.self_attn.q_norm"("qwen3_dense_32b.tp8.decode.mlir":32:3))
  %l0_kn = "tensor_cast.rms_norm"(%l0_k4, %g_kn_0) {eps = 1.0e-06 : f32} : (tensor<8x1x1x128xbf16>, tensor<128xbf16>) -> tensor<8x1x1x128xbf16> loc("layers.0.self_attn.k_norm"("qwen3_dense_32b.tp8.decode.mlir":33:3))
  %l0_qr = "tensor_cast.rope"(%l0_qn, %positions) {theta = 1.0e+06 : f64} : (tensor<8x1x8x128xbf16>, tensor<8x1xi64>) -> tensor<8x1x8x128xbf16> loc("layers.0.self_attn"("qwen3_dense_32b.tp8.decode.mlir":34:3))
  %l0_kr = "tensor_cast.rope"(%l0_kn, %positions) {theta = 1.0e+06 : f64} : (tensor<8x1x1x128xbf16>, tensor<8x1xi64>) -> tensor<8x1x1x128xbf16> loc("layers.0.self_attn"("qwen3_dense_32b.tp8.decode.mlir":35:3))
  %l0_kc = tensor.concat dim(1) %k_cache_0, %l0_kr : (tensor<8x32768x1x128xbf16>, tensor<8x1x1x128xbf16>) -> tensor<8x32769x1x128xbf16> loc("layers.0.self_attn"("qwen3_dense_32b.tp8.decode.mlir":36:3))
  %l0_vc = tensor.concat dim(1) %v_cache_0, %l0_v4 : (tensor<8x32768x1x128xbf16>, tensor<8x1x1x128xbf16>) -> tensor<8x32769x1x128xbf16> loc("layers.0.self_attn"("qwen3_dense_32b.tp8.decode.mlir":37:3))
  %l0_a = "tensor_cast.attention"(%l0_qr, %l0_kc, %l0_vc) {scale = 8.838834764831843e-02 : f64} : (tensor<8x1x8x128xbf16>, tensor<8x32769x1x128xbf16>, tensor<8x32769x1x128xbf16>) -> tensor<8x1x8x128xbf16> loc("layers.0.self_attn"("qwen3_dense_32b.tp8.decode.mlir":38:3))
  %l0_attn = "tensor_cast.view"(%l0_a) : (tensor<8x1x8x128xbf16>) -> tensor<8x1x1024xbf16> loc("layers.0.self_attn"("qwen3_dense_32b.tp8.decode.mlir":39:3))
  %l0_o = "tensor_cast.linear"(%l0_attn, %w_o_0) : (tensor<8x1x1024xbf16>, tensor<1024x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.0.self_attn.o_proj"("qwen3_dense_32b.tp8.decode.mlir":40:3))
  %l0_o_sum = "tensor_cast.all_reduce"(%l0_o) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.0.self_attn.o_proj"("qwen3_dense_32b.tp8.decode.mlir":41:3))
  %l0_post:2 = "tensor_cast.add_rms_norm2"(%l0_o_sum, %begin, %g_post_0) {eps = 1.0e-06 : f32} : (tensor<8x1x5120xbf16>, tensor<8x1x5120xbf16>, tensor<5120xbf16>) -> (tensor<8x1x5120xbf16>, tensor<8x1x5120xbf16>) loc("layers.0.post_attention_layernorm"("qwen3_dense_32b.tp8.decode.mlir":42:3))
  %l0_gate = "tensor_cast.linear"(%l0_post#0, %w_gate_0) : (tensor<8x1x5120xbf16>, tensor<5120x3200xbf16>) -> tensor<8x1x3200xbf16> loc("layers.0.mlp.gate_proj"("qwen3_dense_32b.tp8.decode.mlir":43:3))
  %l0_up = "tensor_cast.linear"(%l0_post#0, %w_up_0) : (tensor<8x1x5120xbf16>, tensor<5120x3200xbf16>) -> tensor<8x1x3200xbf16> loc("layers.0.mlp.up_proj"("qwen3_dense_32b.tp8.decode.mlir":44:3))
  %l0_act = "tensor_cast.swiglu"(%l0_gate, %l0_up) : (tensor<8x1x3200xbf16>, tensor<8x1x3200xbf16>) -> tensor<8x1x3200xbf16> loc("layers.0.mlp.act_fn"("qwen3_dense_32b.tp8.decode.mlir":45:3))
  %l0_down = "tensor_cast.linear"(%l0_act, %w_down_0) : (tensor<8x1x3200xbf16>, tensor<3200x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.0.mlp.down_proj"("qwen3_dense_32b.tp8.decode.mlir":46:3))
  %l0_down_sum = "tensor_cast.all_reduce"(%l0_down) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3, 4, 5, 6, 7>} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.0.mlp.down_proj"("qwen3_dense_32b.tp8.decode.mlir":47:3))
  %l0_out = arith.addf %l0_post#1, %l0_down_sum : tensor<8x1x5120xbf16> loc("layers.0"("qwen3_dense_32b.tp8.decode.mlir":48:3))
  %c0 = "tensor_cast.region_end"(%l0_out) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.0"("qwen3_dense_32b.tp8.decode.mlir":49:3))
  %c1 = "tensor_cast.copy_region"(%c0) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.1"("qwen3_dense_32b.tp8.decode.mlir":50:3))
  %c2 = "tensor_cast.copy_region"(%c1) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.2"("qwen3_dense_32b.tp8.decode.mlir":51:3))
  %c3 = "tensor_cast.copy_region"(%c2) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.3"("qwen3_dense_32b.tp8.decode.mlir":52:3))
  %c4 = "tensor_cast.copy_region"(%c3) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.4"("qwen3_dense_32b.tp8.decode.mlir":53:3))
  %c5 = "tensor_cast.copy_region"(%c4) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.5"("qwen3_dense_32b.tp8.decode.mlir":54:3))
  %c6 = "tensor_cast.copy_region"(%c5) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.6"("qwen3_dense_32b.tp8.decode.mlir":55:3))
  %c7 = "tensor_cast.copy_region"(%c6) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.7"("qwen3_dense_32b.tp8.decode.mlir":56:3))
  %c8 = "tensor_cast.copy_region"(%c7) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.8"("qwen3_dense_32b.tp8.decode.mlir":57:3))
  %c9 = "tensor_cast.copy_region"(%c8) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.9"("qwen3_dense_32b.tp8.decode.mlir":58:3))
  %c10 = "tensor_cast.copy_region"(%c9) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.10"("qwen3_dense_32b.tp8.decode.mlir":59:3))
  %c11 = "tensor_cast.copy_region"(%c10) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.11"("qwen3_dense_32b.tp8.decode.mlir":60:3))
  %c12 = "tensor_cast.copy_region"(%c11) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.12"("qwen3_dense_32b.tp8.decode.mlir":61:3))
  %c13 = "tensor_cast.copy_region"(%c12) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.13"("qwen3_dense_32b.tp8.decode.mlir":62:3))
  %c14 = "tensor_cast.copy_region"(%c13) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.14"("qwen3_dense_32b.tp8.decode.mlir":63:3))
  %c15 = "tensor_cast.copy_region"(%c14) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.15"("qwen3_dense_32b.tp8.decode.mlir":64:3))
  %c16 = "tensor_cast.copy_region"(%c15) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.16"("qwen3_dense_32b.tp8.decode.mlir":65:3))
  %c17 = "tensor_cast.copy_region"(%c16) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.17"("qwen3_dense_32b.tp8.decode.mlir":66:3))
  %c18 = "tensor_cast.copy_region"(%c17) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.18"("qwen3_dense_32b.tp8.decode.mlir":67:3))
  %c19 = "tensor_cast.copy_region"(%c18) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.19"("qwen3_dense_32b.tp8.decode.mlir":68:3))
  %c20 = "tensor_cast.copy_region"(%c19) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.20"("qwen3_dense_32b.tp8.decode.mlir":69:3))
  %c21 = "tensor_cast.copy_region"(%c20) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.21"("qwen3_dense_32b.tp8.decode.mlir":70:3))
  %c22 = "tensor_cast.copy_region"(%c21) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.22"("qwen3_dense_32b.tp8.decode.mlir":71:3))
  %c23 = "tensor_cast.copy_region"(%c22) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.23"("qwen3_dense_32b.tp8.decode.mlir":72:3))
  %c24 = "tensor_cast.copy_region"(%c23) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.24"("qwen3_dense_32b.tp8.decode.mlir":73:3))
  %c25 = "tensor_cast.copy_region"(%c24) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.25"("qwen3_dense_32b.tp8.decode.mlir":74:3))
  %c26 = "tensor_cast.copy_region"(%c25) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.26"("qwen3_dense_32b.tp8.decode.mlir":75:3))
  %c27 = "tensor_cast.copy_region"(%c26) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.27"("qwen3_dense_32b.tp8.decode.mlir":76:3))
  %c28 = "tensor_cast.copy_region"(%c27) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.28"("qwen3_dense_32b.tp8.decode.mlir":77:3))
  %c29 = "tensor_cast.copy_region"(%c28) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.29"("qwen3_dense_32b.tp8.decode.mlir":78:3))
  %c30 = "tensor_cast.copy_region"(%c29) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.30"("qwen3_dense_32b.tp8.decode.mlir":79:3))
  %c31 = "tensor_cast.copy_region"(%c30) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.31"("qwen3_dense_32b.tp8.decode.mlir":80:3))
  %c32 = "tensor_cast.copy_region"(%c31) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.32"("qwen3_dense_32b.tp8.decode.mlir":81:3))
  %c33 = "tensor_cast.copy_region"(%c32) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.33"("qwen3_dense_32b.tp8.decode.mlir":82:3))
  %c34 = "tensor_cast.copy_region"(%c33) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.34"("qwen3_dense_32b.tp8.decode.mlir":83:3))
  %c35 = "tensor_cast.copy_region"(%c34) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.35"("qwen3_dense_32b.tp8.decode.mlir":84:3))
  %c36 = "tensor_cast.copy_region"(%c35) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.36"("qwen3_dense_32b.tp8.decode.mlir":85:3))
  %c37 = "tensor_cast.copy_region"(%c36) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.37"("qwen3_dense_32b.tp8.decode.mlir":86:3))
  %c38 = "tensor_cast.copy_region"(%c37) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.38"("qwen3_dense_32b.tp8.decode.mlir":87:3))
  %c39 = "tensor_cast.copy_region"(%c38) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.39"("qwen3_dense_32b.tp8.decode.mlir":88:3))
  %c40 = "tensor_cast.copy_region"(%c39) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.40"("qwen3_dense_32b.tp8.decode.mlir":89:3))
  %c41 = "tensor_cast.copy_region"(%c40) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.41"("qwen3_dense_32b.tp8.decode.mlir":90:3))
  %c42 = "tensor_cast.copy_region"(%c41) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.42"("qwen3_dense_32b.tp8.decode.mlir":91:3))
  %c43 = "tensor_cast.copy_region"(%c42) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.43"("qwen3_dense_32b.tp8.decode.mlir":92:3))
  %c44 = "tensor_cast.copy_region"(%c43) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.44"("qwen3_dense_32b.tp8.decode.mlir":93:3))
  %c45 = "tensor_cast.copy_region"(%c44) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.45"("qwen3_dense_32b.tp8.decode.mlir":94:3))
  %c46 = "tensor_cast.copy_region"(%c45) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.46"("qwen3_dense_32b.tp8.decode.mlir":95:3))
  %c47 = "tensor_cast.copy_region"(%c46) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.47"("qwen3_dense_32b.tp8.decode.mlir":96:3))
  %c48 = "tensor_cast.copy_region"(%c47) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.48"("qwen3_dense_32b.tp8.decode.mlir":97:3))
  %c49 = "tensor_cast.copy_region"(%c48) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.49"("qwen3_dense_32b.tp8.decode.mlir":98:3))
  %c50 = "tensor_cast.copy_region"(%c49) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.50"("qwen3_dense_32b.tp8.decode.mlir":99:3))
  %c51 = "tensor_cast.copy_region"(%c50) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.51"("qwen3_dense_32b.tp8.decode.mlir":100:3))
  %c52 = "tensor_cast.copy_region"(%c51) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.52"("qwen3_dense_32b.tp8.decode.mlir":101:3))
  %c53 = "tensor_cast.copy_region"(%c52) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.53"("qwen3_dense_32b.tp8.decode.mlir":102:3))
  %c54 = "tensor_cast.copy_region"(%c53) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.54"("qwen3_dense_32b.tp8.decode.mlir":103:3))
  %c55 = "tensor_cast.copy_region"(%c54) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.55"("qwen3_dense_32b.tp8.decode.mlir":104:3))
  %c56 = "tensor_cast.copy_region"(%c55) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.56"("qwen3_dense_32b.tp8.decode.mlir":105:3))
  %c57 = "tensor_cast.copy_region"(%c56) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.57"("qwen3_dense_32b.tp8.decode.mlir":106:3))
  %c58 = "tensor_cast.copy_region"(%c57) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.58"("qwen3_dense_32b.tp8.decode.mlir":107:3))
  %c59 = "tensor_cast.copy_region"(%c58) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.59"("qwen3_dense_32b.tp8.decode.mlir":108:3))
  %c60 = "tensor_cast.copy_region"(%c59) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.60"("qwen3_dense_32b.tp8.decode.mlir":109:3))
  %c61 = "tensor_cast.copy_region"(%c60) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.61"("qwen3_dense_32b.tp8.decode.mlir":110:3))
  %c62 = "tensor_cast.copy_region"(%c61) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.62"("qwen3_dense_32b.tp8.decode.mlir":111:3))
  %c63 = "tensor_cast.copy_region"(%c62) {id = 0 : i64} : (tensor<8x1x5120xbf16>) -> tensor<8x1x5120xbf16> loc("layers.63"("qwen3_dense_32b.tp8.decode.mlir":112:3))
  %y = "tensor_cast.rms_norm"(%c63, %g_final) {eps = 1.0e-06 : f32} : (tensor<8x1x5120xbf16>, tensor<5120xbf16>) -> tensor<8x1x5120xbf16> loc("norm"("qwen3_dense_32b.tp8.decode.mlir":113:3))
  %logits = "tensor_cast.linear"(%y, %lm_head) : (tensor<8x1x5120xbf16>, tensor<5120x18992xbf16>) -> tensor<8x1x18992xbf16> loc("lm_head"("qwen3_dense_32b.tp8.decode.mlir":114:3))
  return %logits : tensor<8x1x18992xbf16>
}
