// tc-gen --layers=4 --batch=1 --seq=8 --hidden=64 --heads=4 --kv-heads=2 --ffn=128 --world-size=2 --rank=0 --quant=none --dtype=f16 --no-markers
func.func @decoder(
    %emb: tensor<1x8x64xf16> {tensor_cast.sharded},
    %g_final: tensor<64xf16>,
    %g_in_0: tensor<64xf16>,
    %g_post_0: tensor<64xf16>,
    %w_q_0: tensor<64x32xf16> {tensor_cast.sharded},
    %w_k_0: tensor<64x16xf16> {tensor_cast.sharded},
    %w_v_0: tensor<64x16xf16> {tensor_cast.sharded},
    %w_o_0: tensor<32x64xf16> {tensor_cast.sharded},
    %w_gate_0: tensor<64x64xf16> {tensor_cast.sharded},
    %w_up_0: tensor<64x64xf16> {tensor_cast.sharded},
    %w_down_0: tensor<64x64xf16> {tensor_cast.sharded},
    %g_in_1: tensor<64xf16>,
    %g_post_1: tensor<64xf16>,
    %w_q_1: tensor<64x32xf16> {tensor_cast.sharded},
    %w_k_1: tensor<64x16xf16> {tensor_cast.sharded},
    %w_v_1: tensor<64x16xf16> {tensor_cast.sharded},
    %w_o_1: tensor<32x64xf16> {tensor_cast.sharded},
    %w_gate_1: tensor<64x64xf16> {tensor_cast.sharded},
    %w_up_1: tensor<64x64xf16> {tensor_cast.sharded},
    %w_down_1: tensor<64x64xf16> {tensor_cast.sharded},
    %g_in_2: tensor<64xf16>,
    %g_post_2: tensor<64xf16>,
    %w_q_2: tensor<64x32xf16> {tensor_cast.sharded},
    %w_k_2: tensor<64x16xf16> {tensor_cast.sharded},
    %w_v_2: tensor<64x16xf16> {tensor_cast.sharded},
    %w_o_2: tensor<32x64xf16> {tensor_cast.sharded},
    %w_gate_2: tensor<64x64xf16> {tensor_cast.sharded},
    %w_up_2: tensor<64x64xf16> {tensor_cast.sharded},
    %w_down_2: tensor<64x64xf16> {tensor_cast.sharded},
    %g_in_3: tensor<64xf16>,
    %g_post_3: tensor<64xf16>,
    %w_q_3: tensor<64x32xf16> {tensor_cast.sharded},
    %w_k_3: tensor<64x16xf16> {tensor_cast.sharded},
    %w_v_3: tensor<64x16xf16> {tensor_cast.sharded},
    %w_o_3: tensor<32x64xf16> {tensor_cast.sharded},
    %w_gate_3: tensor<64x64xf16> {tensor_cast.sharded},
    %w_up_3: tensor<64x64xf16> {tensor_cast.sharded},
    %w_down_3: tensor<64x64xf16> {tensor_cast.sharded}) -> tensor<1x8x64xf16> {
  %h0 = "tensor_cast.all_reduce"(%emb) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16>
  %l0_in = "tensor_cast.rms_norm"(%h0, %g_in_0) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<64xf16>) -> tensor<1x8x64xf16> loc("layers.0.input_layernorm"("llama-tp2-unrolled.mlir":42:3))
  %l0_q = "tensor_cast.linear"(%l0_in, %w_q_0) : (tensor<1x8x64xf16>, tensor<64x32xf16>) -> tensor<1x8x32xf16> loc("layers.0.self_attn.q_proj"("llama-tp2-unrolled.mlir":43:3))
  %l0_k = "tensor_cast.linear"(%l0_in, %w_k_0) : (tensor<1x8x64xf16>, tensor<64x16xf16>) -> tensor<1x8x16xf16> loc("layers.0.self_attn.k_proj"("llama-tp2-unrolled.mlir":44:3))
  %l0_v = "tensor_cast.linear"(%l0_in, %w_v_0) : (tensor<1x8x64xf16>, tensor<64x16xf16>) -> tensor<1x8x16xf16> loc("layers.0.self_attn.v_proj"("llama-tp2-unrolled.mlir":45:3))
  %l0_kr = tensor.concat dim(2) %l0_k, %l0_k : (tensor<1x8x16xf16>, tensor<1x8x16xf16>) -> tensor<1x8x32xf16> loc("layers.0.self_attn"("llama-tp2-unrolled.mlir":46:3))
  %l0_vr = tensor.concat dim(2) %l0_v, %l0_v : (tensor<1x8x16xf16>, tensor<1x8x16xf16>) -> tensor<1x8x32xf16> loc("layers.0.self_attn"("llama-tp2-unrolled.mlir":47:3))
  %l0_qk = arith.mulf %l0_q, %l0_kr : tensor<1x8x32xf16> loc("layers.0.self_attn"("llama-tp2-unrolled.mlir":48:3))
  %l0_attn = arith.addf %l0_qk, %l0_vr : tensor<1x8x32xf16> loc("layers.0.self_attn"("llama-tp2-unrolled.mlir":49:3))
  %l0_o = "tensor_cast.linear"(%l0_attn, %w_o_0) : (tensor<1x8x32xf16>, tensor<32x64xf16>) -> tensor<1x8x64xf16> loc("layers.0.self_attn.o_proj"("llama-tp2-unrolled.mlir":50:3))
  %l0_o_sum = "tensor_cast.all_reduce"(%l0_o) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16> loc("layers.0.self_attn.o_proj"("llama-tp2-unrolled.mlir":51:3))
  %l0_post:2 = "tensor_cast.add_rms_norm2"(%l0_o_sum, %h0, %g_post_0) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<1x8x64xf16>, tensor<64xf16>) -> (tensor<1x8x64xf16>, tensor<1x8x64xf16>) loc("layers.0.post_attention_layernorm"("llama-tp2-unrolled.mlir":52:3))
  %l0_gate = "tensor_cast.linear"(%l0_post#0, %w_gate_0) : (tensor<1x8x64xf16>, tensor<64x64xf16>) -> tensor<1x8x64xf16> loc("layers.0.mlp.gate_proj"("llama-tp2-unrolled.mlir":53:3))
  %l0_up = "tensor_cast.linear"(%l0_post#0, %w_up_0) : (tensor<1x8x64xf16>, tensor<64x64xf16>) -> tensor<1x8x64xf16> loc("layers.0.mlp.up_proj"("llama-tp2-unrolled.mlir":54:3))
  %l0_act = arith.mulf %l0_gate, %l0_up : tensor<1x8x64xf16> loc("layers.0.mlp.act_fn"("llama-tp2-unrolled.mlir":55:3))
  %l0_down = "tensor_cast.linear"(%l0_act, %w_down_0) : (tensor<1x8x64xf16>, tensor<64x64xf16>) -> tensor<1x8x64xf16> loc("layers.0.mlp.down_proj"("llama-tp2-unrolled.mlir":56:3))
  %l0_down_sum = "tensor_cast.all_reduce"(%l0_down) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16> loc("layers.0.mlp.down_proj"("llama-tp2-unrolled.mlir":57:3))
  %l1_in:2 = "tensor_cast.add_rms_norm2"(%l0_down_sum, %l0_post#1, %g_in_1) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<1x8x64xf16>, tensor<64xf16>) -> (tensor<1x8x64xf16>, tensor<1x8x64xf16>) loc("layers.1.input_layernorm"("llama-tp2-unrolled.mlir":58:3))
  %l1_q = "tensor_cast.linear"(%l1_in#0, %w_q_1) : (tensor<1x8x64xf16>, tensor<64x32xf16>) -> tensor<1x8x32xf16> loc("layers.1.self_attn.q_proj"("llama-tp2-unrolled.mlir":59:3))
  %l1_k = "tensor_cast.linear"(%l1_in#0, %w_k_1) : (tensor<1x8x64xf16>, tensor<64x16xf16>) -> tensor<1x8x16xf16> loc("layers.1.self_attn.k_proj"("llama-tp2-unrolled.mlir":60:3))
  %l1_v = "tensor_cast.linear"(%l1_in#0, %w_v_1) : (tensor<1x8x64xf16>, tensor<64x16xf16>) -> tensor<1x8x16xf16> loc("layers.1.self_attn.v_proj"("llama-tp2-unrolled.mlir":61:3))
  %l1_kr = tensor.concat dim(2) %l1_k, %l1_k : (tensor<1x8x16xf16>, tensor<1x8x16xf16>) -> tensor<1x8x32xf16> loc("layers.1.self_attn"("llama-tp2-unrolled.mlir":62:3))
  %l1_vr = tensor.concat dim(2) %l1_v, %l1_v : (tensor<1x8x16xf16>, tensor<1x8x16xf16>) -> tensor<1x8x32xf16> loc("layers.1.self_attn"("llama-tp2-unrolled.mlir":63:3))
  %l1_qk = arith.mulf %l1_q, %l1_kr : tensor<1x8x32xf16> loc("layers.1.self_attn"("llama-tp2-unrolled.mlir":64:3))
  %l1_attn = arith.addf %l1_qk, %l1_vr : tensor<1x8x32xf16> loc("layers.1.self_attn"("llama-tp2-unrolled.mlir":65:3))
  %l1_o = "tensor_cast.linear"(%l1_attn, %w_o_1) : (tensor<1x8x32xf16>, tensor<32x64xf16>) -> tensor<1x8x64xf16> loc("layers.1.self_attn.o_proj"("llama-tp2-unrolled.mlir":66:3))
  %l1_o_sum = "tensor_cast.all_reduce"(%l1_o) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16> loc("layers.1.self_attn.o_proj"("llama-tp2-unrolled.mlir":67:3))
  %l1_post:2 = "tensor_cast.add_rms_norm2"(%l1_o_sum, %l1_in#1, %g_post_1) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<1x8x64xf16>, tensor<64xf16>) -> (tensor<1x8x64xf16>, tensor<1x8x64xf16>) loc("layers.1.post_attention_layernorm"("llama-tp2-unrolled.mlir":68:3))
  %l1_gate = "tensor_cast.linear"(%l1_post#0, %w_gate_1) : (tensor<1x8x64xf16>, tensor<64x64xf16>) -> tensor<1x8x64xf16> loc("layers.1.mlp.gate_proj"("llama-tp2-unrolled.mlir":69:3))
  %l1_up = "tensor_cast.linear"(%l1_post#0, %w_up_1) : (tensor<1x8x64xf16>, tensor<64x64xf16>) -> tensor<1x8x64xf16> loc("layers.1.mlp.up_proj"("llama-tp2-unrolled.mlir":70:3))
  %l1_act = arith.mulf %l1_gate, %l1_up : tensor<1x8x64xf16> loc("layers.1.mlp.act_fn"("llama-tp2-unrolled.mlir":71:3))
  %l1_down = "tensor_cast.linear"(%l1_act, %w_down_1) : (tensor<1x8x64xf16>, tensor<64x64xf16>) -> tensor<1x8x64xf16> loc("layers.1.mlp.down_proj"("llama-tp2-unrolled.mlir":72:3))
  %l1_down_sum = "tensor_cast.all_reduce"(%l1_down) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16> loc("layers.1.mlp.down_proj"("llama-tp2-unrolled.mlir":73:3))
  %l2_in:2 = "tensor_cast.add_rms_norm2"(%l1_down_sum, %l1_post#1, %g_in_2) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<1x8x64xf16>, tensor<64xf16>) -> (tensor<1x8x64xf16>, tensor<1x8x64xf16>) loc("layers.2.input_layernorm"("llama-tp2-unrolled.mlir":74:3))
  %l2_q = "tensor_cast.linear"(%l2_in#0, %w_q_2) : (tensor<1x8x64xf16>, tensor<64x32xf16>) -> tensor<1x8x32xf16> loc("layers.2.self_attn.q_proj"("llama-tp2-unrolled.mlir":75:3))
  %l2_k = "tensor_cast.linear"(%l2_in#0, %w_k_2) : (tensor<1x8x64xf16>, tensor<64x16xf16>) -> tensor<1x8x16xf16> loc("layers.2.self_attn.k_proj"("llama-tp2-unrolled.mlir":76:3))
  %l2_v = "tensor_cast.linear"(%l2_in#0, %w_v_2) : (tensor<1x8x64xf16>, tensor<64x16xf16>) -> tensor<1x8x16xf16> loc("layers.2.self_attn.v_proj"("llama-tp2-unrolled.mlir":77:3))
  %l2_kr = tensor.concat dim(2) %l2_k, %l2_k : (tensor<1x8x16xf16>, tensor<1x8x16xf16>) -> tensor<1x8x32xf16> loc("layers.2.self_attn"("llama-tp2-unrolled.mlir":78:3))
  %l2_vr = tensor.concat dim(2) %l2_v, %l2_v : (tensor<1x8x16xf16>, tensor<1x8x16xf16>) -> tensor<1x8x32xf16> loc("layers.2.self_attn"("llama-tp2-unrolled.mlir":79:3))
  %l2_qk = arith.mulf %l2_q, %l2_kr : tensor<1x8x32xf16> loc("layers.2.self_attn"("llama-tp2-unrolled.mlir":80:3))
  %l2_attn = arith.addf %l2_qk, %l2_vr : tensor<1x8x32xf16> loc("layers.2.self_attn"("llama-tp2-unrolled.mlir":81:3))
  %l2_o = "tensor_cast.linear"(%l2_attn, %w_o_2) : (tensor<1x8x32xf16>, tensor<32x64xf16>) -> tensor<1x8x64xf16> loc("layers.2.self_attn.o_proj"("llama-tp2-unrolled.mlir":82:3))
  %l2_o_sum = "tensor_cast.all_reduce"(%l2_o) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16> loc("layers.2.self_attn.o_proj"("llama-tp2-unrolled.mlir":83:3))
  %l2_post:2 = "tensor_cast.add_rms_norm2"(%l2_o_sum, %l2_in#1, %g_post_2) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<1x8x64xf16>, tensor<64xf16>) -> (tensor<1x8x64xf16>, tensor<1x8x64xf16>) loc("layers.2.post_attention_layernorm"("llama-tp2-unrolled.mlir":84:3))
  %l2_gate = "tensor_cast.linear"(%l2_post#0, %w_gate_2) : (tensor<1x8x64xf16>, tensor<64x64xf16>) -> tensor<1x8x64xf16> loc("layers.2.mlp.gate_proj"("llama-tp2-unrolled.mlir":85:3))
  %l2_up = "tensor_cast.linear"(%l2_post#0, %w_up_2) : (tensor<1x8x64xf16>, tensor<64x64xf16>) -> tensor<1x8x64xf16> loc("layers.2.mlp.up_proj"("llama-tp2-unrolled.mlir":86:3))
  %l2_act = arith.mulf %l2_gate, %l2_up : tensor<1x8x64xf16> loc("layers.2.mlp.act_fn"("llama-tp2-unrolled.mlir":87:3))
  %l2_down = "tensor_cast.linear"(%l2_act, %w_down_2) : (tensor<1x8x64xf16>, tensor<64x64xf16>) -> tensor<1x8x64xf16> loc("layers.2.mlp.down_proj"("llama-tp2-unrolled.mlir":88:3))
  %l2_down_sum = "tensor_cast.all_reduce"(%l2_down) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16> loc("layers.2.mlp.down_proj"("llama-tp2-unrolled.mlir":89:3))
  %l3_in:2 = "tensor_cast.add_rms_norm2"(%l2_down_sum, %l2_post#1, %g_in_3) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<1x8x64xf16>, tensor<64xf16>) -> (tensor<1x8x64xf16>, tensor<1x8x64xf16>) loc("layers.3.input_layernorm"("llama-tp2-unrolled.mlir":90:3))
  %l3_q = "tensor_cast.linear"(%l3_in#0, %w_q_3) : (tensor<1x8x64xf16>, tensor<64x32xf16>) -> tensor<1x8x32xf16> loc("layers.3.self_attn.q_proj"("llama-tp2-unrolled.mlir":91:3))
  %l3_k = "tensor_cast.linear"(%l3_in#0, %w_k_3) : (tensor<1x8x64xf16>, tensor<64x16xf16>) -> tensor<1x8x16xf16> loc("layers.3.self_attn.k_proj"("llama-tp2-unrolled.mlir":92:3))
  %l3_v = "tensor_cast.linear"(%l3_in#0, %w_v_3) : (tensor<1x8x64xf16>, tensor<64x16xf16>) -> tensor<1x8x16xf16> loc("layers.3.self_attn.v_proj"("llama-tp2-unrolled.mlir":93:3))
  %l3_kr = tensor.concat dim(2) %l3_k, %l3_k : (tensor<1x8x16xf16>, tensor<1x8x16xf16>) -> tensor<1x8x32xf16> loc("layers.3.self_attn"("llama-tp2-unrolled.mlir":94:3))
  %l3_vr = tensor.concat dim(2) %l3_v, %l3_v : (tensor<1x8x16xf16>, tensor<1x8x16xf16>) -> tensor<1x8x32xf16> loc("layers.3.self_attn"("llama-tp2-unrolled.mlir":95:3))
  %l3_qk = arith.mulf %l3_q, %l3_kr : tensor<1x8x32xf16> loc("layers.3.self_attn"("llama-tp2-unrolled.mlir":96:3))
  %l3_attn = arith.addf %l3_qk, %l3_vr : tensor<1x8x32xf16> loc("layers.3.self_attn"("llama-tp2-unrolled.mlir":97:3))
  %l3_o = "tensor_cast.linear"(%l3_attn, %w_o_3) : (tensor<1x8x32xf16>, tensor<32x64xf16>) -> tensor<1x8x64xf16> loc("layers.3.self_attn.o_proj"("llama-tp2-unrolled.mlir":98:3))
  %l3_o_sum = "tensor_cast.all_reduce"(%l3_o) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16> loc("layers.3.self_attn.o_proj"("llama-tp2-unrolled.mlir":99:3))
  %l3_post:2 = "tensor_cast.add_rms_norm2"(%l3_o_sum, %l3_in#1, %g_post_3) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<1x8x64xf16>, tensor<64xf16>) -> (tensor<1x8x64xf16>, tensor<1x8x64xf16>) loc("layers.3.post_attention_layernorm"("llama-tp2-unrolled.mlir":100:3))
  %l3_gate = "tensor_cast.linear"(%l3_post#0, %w_gate_3) : (tensor<1x8x64xf16>, tensor<64x64xf16>) -> tensor<1x8x64xf16> loc("layers.3.mlp.gate_proj"("llama-tp2-unrolled.mlir":101:3))
  %l3_up = "tensor_cast.linear"(%l3_post#0, %w_up_3) : (tensor<1x8x64xf16>, tensor<64x64xf16>) -> tensor<1x8x64xf16> loc("layers.3.mlp.up_proj"("llama-tp2-unrolled.mlir":102:3))
  %l3_act = arith.mulf %l3_gate, %l3_up : tensor<1x8x64xf16> loc("layers.3.mlp.act_fn"("llama-tp2-unrolled.mlir":103:3))
  %l3_down = "tensor_cast.linear"(%l3_act, %w_down_3) : (tensor<1x8x64xf16>, tensor<64x64xf16>) -> tensor<1x8x64xf16> loc("layers.3.mlp.down_proj"("llama-tp2-unrolled.mlir":104:3))
  %l3_down_sum = "tensor_cast.all_reduce"(%l3_down) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<1x8x64xf16>) -> tensor<1x8x64xf16> loc("layers.3.mlp.down_proj"("llama-tp2-unrolled.mlir":105:3))
  %y:2 = "tensor_cast.add_rms_norm2"(%l3_down_sum, %l3_post#1, %g_final) {eps = 1.0e-05 : f32} : (tensor<1x8x64xf16>, tensor<1x8x64xf16>, tensor<64xf16>) -> (tensor<1x8x64xf16>, tensor<1x8x64xf16>) loc("norm"("llama-tp2-unrolled.mlir":106:3))
  return %y#0 : tensor<1x8x64xf16>
}
