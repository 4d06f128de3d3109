// The tensor_cast dialect in IRDL, in MLIR's generic form (the form the C API
// parses; docs/dialect.md is the contract).
// Load it with `mlir-opt --irdl-file=tensor_cast.irdl.mlir` or tcContextLoadDialect().
// IRDL checks op names, operand/result counts and attribute kinds; shapes, element
// types and attribute widths are checked by the C verifier (lib/Verifier.c).
// Every constraint has its own SSA value: IRDL unifies values that share one.
"irdl.dialect"() <{sym_name = "tensor_cast"}> ({
  "irdl.operation"() <{sym_name = "linear"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1, %2) <{names = ["x", "w", "bias"], variadicity = #irdl<variadicity_array[single, single, optional]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%3) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "quant_linear"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %5 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %6 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %7 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %8 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1, %2, %3, %4, %5, %6, %7) <{names = ["x", "w", "w_scale", "w_offset", "x_scale", "x_offset", "bias", "global_scale"], variadicity = #irdl<variadicity_array[single, single, single, optional, optional, optional, optional, optional]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute, !irdl.attribute, !irdl.attribute, !irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%8) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "quantize"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1, %2) <{names = ["x", "scale", "offset"], variadicity = #irdl<variadicity_array[single, single, optional]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%3) <{names = ["q"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "dynamic_quantize_symmetric"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "#builtin.dense_array"}> : () -> !irdl.attribute
    "irdl.operands"(%0) <{names = ["x"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.results"(%1, %2) <{names = ["q", "scale"], variadicity = #irdl<variadicity_array[single, single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.attributes"(%3) <{attributeValueNames = ["dims"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "dynamic_quantize_asymmetric"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "#builtin.dense_array"}> : () -> !irdl.attribute
    "irdl.operands"(%0) <{names = ["x"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.results"(%1, %2, %3) <{names = ["q", "scale", "offset"], variadicity = #irdl<variadicity_array[single, single, single]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.attributes"(%4) <{attributeValueNames = ["dims"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "dynamic_quantize_mxfp4"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    "irdl.operands"(%0) <{names = ["x"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.results"(%1, %2) <{names = ["q", "scale"], variadicity = #irdl<variadicity_array[single, single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.attributes"(%3) <{attributeValueNames = ["group_size"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "dynamic_quantize_nvfp4"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1) <{names = ["x", "global_scale"], variadicity = #irdl<variadicity_array[single, single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%2, %3) <{names = ["q", "scale"], variadicity = #irdl<variadicity_array[single, single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "view"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    "irdl.operands"(%0) <{names = ["x"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.results"(%1) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "rms_norm"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "#builtin.float"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1) <{names = ["x", "weight"], variadicity = #irdl<variadicity_array[single, single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%2) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.attributes"(%3) <{attributeValueNames = ["eps"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "add_rms_norm"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "#builtin.float"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1, %2) <{names = ["x", "residual", "weight"], variadicity = #irdl<variadicity_array[single, single, single]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%3) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.attributes"(%4) <{attributeValueNames = ["eps"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "add_rms_norm2"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %5 = "irdl.base"() <{base_name = "#builtin.float"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1, %2) <{names = ["x", "residual", "weight"], variadicity = #irdl<variadicity_array[single, single, single]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%3, %4) <{names = ["y", "residual_out"], variadicity = #irdl<variadicity_array[single, single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.attributes"(%5) <{attributeValueNames = ["eps"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "all_reduce"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "#builtin.dense_array"}> : () -> !irdl.attribute
    "irdl.operands"(%0) <{names = ["x"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.results"(%1) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.attributes"(%2, %3) <{attributeValueNames = ["rank", "rank_group"]}> : (!irdl.attribute, !irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "reduce_scatter"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "#builtin.dense_array"}> : () -> !irdl.attribute
    "irdl.operands"(%0) <{names = ["x"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.results"(%1) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.attributes"(%2, %3, %4) <{attributeValueNames = ["dim", "rank", "rank_group"]}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "all_gather"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "#builtin.dense_array"}> : () -> !irdl.attribute
    "irdl.operands"(%0) <{names = ["x"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.results"(%1) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.attributes"(%2, %3, %4) <{attributeValueNames = ["dim", "rank", "rank_group"]}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "all_slice"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "#builtin.dense_array"}> : () -> !irdl.attribute
    "irdl.operands"(%0) <{names = ["x"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.results"(%1) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.attributes"(%2, %3, %4) <{attributeValueNames = ["dim", "rank", "rank_group"]}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "region_begin"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    "irdl.operands"(%0) <{names = ["x"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.results"(%1) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.attributes"(%2) <{attributeValueNames = ["id"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "region_end"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    "irdl.operands"(%0) <{names = ["x"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.results"(%1) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.attributes"(%2) <{attributeValueNames = ["id"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "copy_region"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    "irdl.operands"(%0) <{names = ["x"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.results"(%1) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.attributes"(%2) <{attributeValueNames = ["id"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "embedding"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "#builtin.dense_array"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1) <{names = ["ids", "table"], variadicity = #irdl<variadicity_array[single, single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%2) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.attributes"(%3, %4) <{attributeValueNames = ["rank", "rank_group"]}> : (!irdl.attribute, !irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "rope"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "#builtin.float"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1) <{names = ["x", "positions"], variadicity = #irdl<variadicity_array[single, single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%2) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.attributes"(%3) <{attributeValueNames = ["theta"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "attention"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "#builtin.float"}> : () -> !irdl.attribute
    %5 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1, %2, %5) <{names = ["q", "k", "v", "kv_scales"], variadicity = #irdl<variadicity_array[single, single, single, variadic]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%3) <{names = ["o"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.attributes"(%4) <{attributeValueNames = ["scale"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "head_linear"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1) <{names = ["x", "w"], variadicity = #irdl<variadicity_array[single, single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%2) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "swiglu"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1) <{names = ["gate", "up"], variadicity = #irdl<variadicity_array[single, single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%2) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "moe_gate"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %4) <{names = ["logits", "bias"], variadicity = #irdl<variadicity_array[single, optional]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%1, %2) <{names = ["weights", "ids"], variadicity = #irdl<variadicity_array[single, single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.attributes"(%3) <{attributeValueNames = ["top_k"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "moe_dispatch"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1) <{names = ["x", "ids"], variadicity = #irdl<variadicity_array[single, single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%2) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "moe_combine"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1, %2) <{names = ["y", "weights", "ids"], variadicity = #irdl<variadicity_array[single, single, single]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%3) <{names = ["out"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "all_to_all"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    %5 = "irdl.base"() <{base_name = "#builtin.dense_array"}> : () -> !irdl.attribute
    "irdl.operands"(%0) <{names = ["x"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.results"(%1) <{names = ["y"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
    "irdl.attributes"(%2, %3, %4, %5) <{attributeValueNames = ["split_dim", "concat_dim", "rank", "rank_group"]}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "moe_shared_add"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1, %2) <{names = ["routed", "shared", "gate"], variadicity = #irdl<variadicity_array[single, single, single]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%3) <{names = ["out"], variadicity = #irdl<variadicity_array[single]>}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "rms_norm_quant"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %5 = "irdl.base"() <{base_name = "#builtin.float"}> : () -> !irdl.attribute
    %6 = "irdl.base"() <{base_name = "#builtin.string"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1, %2) <{names = ["x", "weight", "quant_scale"], variadicity = #irdl<variadicity_array[single, single, optional]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%3, %4) <{names = ["q", "scale"], variadicity = #irdl<variadicity_array[single, optional]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.attributes"(%5, %6) <{attributeValueNames = ["eps", "quantize"]}> : (!irdl.attribute, !irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "add_rms_norm_quant"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %5 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %6 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %7 = "irdl.base"() <{base_name = "#builtin.float"}> : () -> !irdl.attribute
    %8 = "irdl.base"() <{base_name = "#builtin.string"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1, %2, %3) <{names = ["x", "residual", "weight", "quant_scale"], variadicity = #irdl<variadicity_array[single, single, single, optional]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%4, %5, %6) <{names = ["q", "scale", "residual_out"], variadicity = #irdl<variadicity_array[single, optional, single]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.attributes"(%7, %8) <{attributeValueNames = ["eps", "quantize"]}> : (!irdl.attribute, !irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "swiglu_quant"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %5 = "irdl.base"() <{base_name = "#builtin.string"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1, %2) <{names = ["gate", "up", "quant_scale"], variadicity = #irdl<variadicity_array[single, single, optional]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%3, %4) <{names = ["q", "scale"], variadicity = #irdl<variadicity_array[single, optional]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.attributes"(%5) <{attributeValueNames = ["quantize"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "all_reduce_add_rms_norm"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %5 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %6 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %7 = "irdl.base"() <{base_name = "#builtin.integer"}> : () -> !irdl.attribute
    %8 = "irdl.base"() <{base_name = "#builtin.dense_array"}> : () -> !irdl.attribute
    %9 = "irdl.base"() <{base_name = "#builtin.float"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1, %2, %3) <{names = ["x", "residual", "weight", "quant_scale"], variadicity = #irdl<variadicity_array[single, single, single, optional]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%4, %5, %6) <{names = ["y", "scale", "residual_out"], variadicity = #irdl<variadicity_array[single, optional, single]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.attributes"(%7, %8, %9) <{attributeValueNames = ["rank", "rank_group", "eps"]}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "qk_norm_rope"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %5 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %6 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %7 = "irdl.base"() <{base_name = "#builtin.float"}> : () -> !irdl.attribute
    %8 = "irdl.base"() <{base_name = "#builtin.float"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1, %2, %3, %4) <{names = ["q", "k", "q_weight", "k_weight", "positions"], variadicity = #irdl<variadicity_array[single, single, single, single, single]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%5, %6) <{names = ["q_out", "k_out"], variadicity = #irdl<variadicity_array[single, single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.attributes"(%7, %8) <{attributeValueNames = ["eps", "theta"]}> : (!irdl.attribute, !irdl.attribute) -> ()
  }) : () -> ()
  "irdl.operation"() <{sym_name = "attention_quant"}> ({
    %0 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %2 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %3 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %4 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %5 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %6 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
    %7 = "irdl.base"() <{base_name = "#builtin.float"}> : () -> !irdl.attribute
    %8 = "irdl.base"() <{base_name = "#builtin.string"}> : () -> !irdl.attribute
    "irdl.operands"(%0, %1, %2, %3, %4) <{names = ["q", "k", "v", "kv_scales", "o_scale"], variadicity = #irdl<variadicity_array[single, single, single, variadic, single]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
    "irdl.results"(%5, %6) <{names = ["o", "o_block_scale"], variadicity = #irdl<variadicity_array[single, optional]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    "irdl.attributes"(%7, %8) <{attributeValueNames = ["scale", "quantize"]}> : (!irdl.attribute, !irdl.attribute) -> ()
  }) : () -> ()
}) : () -> ()
