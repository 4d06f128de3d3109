// The tensor_cast dialect in IRDL (docs/dialect.md is the contract).
// Load it with `mlir-opt --irdl-file=tensor_cast.irdl.mlir` or tcContextLoadDialect().
// IRDL checks op names, operand/result counts and attribute kinds; shapes, element
// types and attribute widths are checked by the C verifier (lib/Dialect/Verifier.c).
// Every constraint has its own SSA value: IRDL unifies values that share one.
irdl.dialect @tensor_cast {
  irdl.operation @linear {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    irdl.operands(x: %0, w: %1, bias: optional %2)
    irdl.results(y: %3)
  }
  irdl.operation @quant_linear {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.tensor"
    %6 = irdl.base "!builtin.tensor"
    %7 = irdl.base "!builtin.tensor"
    %8 = irdl.base "!builtin.tensor"
    irdl.operands(x: %0, w: %1, w_scale: %2, w_offset: optional %3, x_scale: optional %4, x_offset: optional %5, bias: optional %6, global_scale: optional %7)
    irdl.results(y: %8)
  }
  irdl.operation @quantize {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    irdl.operands(x: %0, scale: %1, offset: optional %2)
    irdl.results(q: %3)
  }
  irdl.operation @dynamic_quantize_symmetric {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "#builtin.dense_array"
    irdl.operands(x: %0)
    irdl.results(q: %1, scale: %2)
    irdl.attributes {"dims" = %3}
  }
  irdl.operation @dynamic_quantize_asymmetric {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    %4 = irdl.base "#builtin.dense_array"
    irdl.operands(x: %0)
    irdl.results(q: %1, scale: %2, offset: %3)
    irdl.attributes {"dims" = %4}
  }
  irdl.operation @dynamic_quantize_mxfp4 {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "#builtin.integer"
    irdl.operands(x: %0)
    irdl.results(q: %1, scale: %2)
    irdl.attributes {"group_size" = %3}
  }
  irdl.operation @dynamic_quantize_nvfp4 {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    irdl.operands(x: %0, global_scale: %1)
    irdl.results(q: %2, scale: %3)
  }
  irdl.operation @view {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    irdl.operands(x: %0)
    irdl.results(y: %1)
  }
  irdl.operation @rms_norm {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "#builtin.float"
    irdl.operands(x: %0, weight: %1)
    irdl.results(y: %2)
    irdl.attributes {"eps" = %3}
  }
  irdl.operation @add_rms_norm {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    %4 = irdl.base "#builtin.float"
    irdl.operands(x: %0, residual: %1, weight: %2)
    irdl.results(y: %3)
    irdl.attributes {"eps" = %4}
  }
  irdl.operation @add_rms_norm2 {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "#builtin.float"
    irdl.operands(x: %0, residual: %1, weight: %2)
    irdl.results(y: %3, residual_out: %4)
    irdl.attributes {"eps" = %5}
  }
  irdl.operation @all_reduce {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "#builtin.integer"
    %3 = irdl.base "#builtin.dense_array"
    irdl.operands(x: %0)
    irdl.results(y: %1)
    irdl.attributes {"rank" = %2, "rank_group" = %3}
  }
  irdl.operation @reduce_scatter {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "#builtin.integer"
    %3 = irdl.base "#builtin.integer"
    %4 = irdl.base "#builtin.dense_array"
    irdl.operands(x: %0)
    irdl.results(y: %1)
    irdl.attributes {"dim" = %2, "rank" = %3, "rank_group" = %4}
  }
  irdl.operation @all_gather {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "#builtin.integer"
    %3 = irdl.base "#builtin.integer"
    %4 = irdl.base "#builtin.dense_array"
    irdl.operands(x: %0)
    irdl.results(y: %1)
    irdl.attributes {"dim" = %2, "rank" = %3, "rank_group" = %4}
  }
  irdl.operation @all_slice {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "#builtin.integer"
    %3 = irdl.base "#builtin.integer"
    %4 = irdl.base "#builtin.dense_array"
    irdl.operands(x: %0)
    irdl.results(y: %1)
    irdl.attributes {"dim" = %2, "rank" = %3, "rank_group" = %4}
  }
  irdl.operation @region_begin {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "#builtin.integer"
    irdl.operands(x: %0)
    irdl.results(y: %1)
    irdl.attributes {"id" = %2}
  }
  irdl.operation @region_end {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "#builtin.integer"
    irdl.operands(x: %0)
    irdl.results(y: %1)
    irdl.attributes {"id" = %2}
  }
  irdl.operation @copy_region {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "#builtin.integer"
    irdl.operands(x: %0)
    irdl.results(y: %1)
    irdl.attributes {"id" = %2}
  }
  irdl.operation @embedding {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "#builtin.integer"
    %4 = irdl.base "#builtin.dense_array"
    irdl.operands(ids: %0, table: %1)
    irdl.results(y: %2)
    irdl.attributes {"rank" = %3, "rank_group" = %4}
  }
  irdl.operation @rope {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "#builtin.float"
    irdl.operands(x: %0, positions: %1)
    irdl.results(y: %2)
    irdl.attributes {"theta" = %3}
  }
  irdl.operation @attention {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    %4 = irdl.base "#builtin.float"
    %5 = irdl.base "!builtin.tensor"
    irdl.operands(q: %0, k: %1, v: %2, kv_scales: variadic %5)
    irdl.results(o: %3)
    irdl.attributes {"scale" = %4}
  }
  irdl.operation @head_linear {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    irdl.operands(x: %0, w: %1)
    irdl.results(y: %2)
  }
  irdl.operation @swiglu {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    irdl.operands(gate: %0, up: %1)
    irdl.results(y: %2)
  }
  irdl.operation @moe_gate {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "#builtin.integer"
    %4 = irdl.base "!builtin.tensor"
    irdl.operands(logits: %0, bias: optional %4)
    irdl.results(weights: %1, ids: %2)
    irdl.attributes {"top_k" = %3}
  }
  irdl.operation @moe_dispatch {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    irdl.operands(x: %0, ids: %1)
    irdl.results(y: %2)
  }
  irdl.operation @moe_combine {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    irdl.operands(y: %0, weights: %1, ids: %2)
    irdl.results(out: %3)
  }
  irdl.operation @all_to_all {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "#builtin.integer"
    %3 = irdl.base "#builtin.integer"
    %4 = irdl.base "#builtin.integer"
    %5 = irdl.base "#builtin.dense_array"
    irdl.operands(x: %0)
    irdl.results(y: %1)
    irdl.attributes {"split_dim" = %2, "concat_dim" = %3, "rank" = %4, "rank_group" = %5}
  }
  irdl.operation @moe_shared_add {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    irdl.operands(routed: %0, shared: %1, gate: %2)
    irdl.results(out: %3)
  }
  irdl.operation @rms_norm_quant {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "#builtin.float"
    %6 = irdl.base "#builtin.string"
    irdl.operands(x: %0, weight: %1, quant_scale: optional %2)
    irdl.results(q: %3, scale: optional %4)
    irdl.attributes {"eps" = %5, "quantize" = %6}
  }
  irdl.operation @add_rms_norm_quant {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.tensor"
    %6 = irdl.base "!builtin.tensor"
    %7 = irdl.base "#builtin.float"
    %8 = irdl.base "#builtin.string"
    irdl.operands(x: %0, residual: %1, weight: %2, quant_scale: optional %3)
    irdl.results(q: %4, scale: optional %5, residual_out: %6)
    irdl.attributes {"eps" = %7, "quantize" = %8}
  }
  irdl.operation @swiglu_quant {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "#builtin.string"
    irdl.operands(gate: %0, up: %1, quant_scale: optional %2)
    irdl.results(q: %3, scale: optional %4)
    irdl.attributes {"quantize" = %5}
  }
  irdl.operation @all_reduce_add_rms_norm {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.tensor"
    %6 = irdl.base "!builtin.tensor"
    %7 = irdl.base "#builtin.integer"
    %8 = irdl.base "#builtin.dense_array"
    %9 = irdl.base "#builtin.float"
    irdl.operands(x: %0, residual: %1, weight: %2, quant_scale: optional %3)
    irdl.results(y: %4, scale: optional %5, residual_out: %6)
    irdl.attributes {"rank" = %7, "rank_group" = %8, "eps" = %9}
  }
  irdl.operation @qk_norm_rope {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.tensor"
    %6 = irdl.base "!builtin.tensor"
    %7 = irdl.base "#builtin.float"
    %8 = irdl.base "#builtin.float"
    irdl.operands(q: %0, k: %1, q_weight: %2, k_weight: %3, positions: %4)
    irdl.results(q_out: %5, k_out: %6)
    irdl.attributes {"eps" = %7, "theta" = %8}
  }
  irdl.operation @attention_quant {
    %0 = irdl.base "!builtin.tensor"
    %1 = irdl.base "!builtin.tensor"
    %2 = irdl.base "!builtin.tensor"
    %3 = irdl.base "!builtin.tensor"
    %4 = irdl.base "!builtin.tensor"
    %5 = irdl.base "!builtin.tensor"
    %6 = irdl.base "!builtin.tensor"
    %7 = irdl.base "#builtin.float"
    %8 = irdl.base "#builtin.string"
    irdl.operands(q: %0, k: %1, v: %2, kv_scales: variadic %3, o_scale: %4)
    irdl.results(o: %5, o_block_scale: optional %6)
    irdl.attributes {"scale" = %7, "quantize" = %8}
  }
}
