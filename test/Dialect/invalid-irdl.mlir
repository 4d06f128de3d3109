// One case per rule the IRDL definition (dialect/tensor_cast.irdl.mlir) checks;
// tc-opt and mlir-opt --irdl-file report them alike.
// RUN: tc-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --irdl-file=%tc_irdl --split-input-file --verify-diagnostics

func.func @unknown_op(%x: tensor<4xf16>) {
  // expected-error@+1 {{unregistered operation 'tensor_cast.bogus' found in dialect ('tensor_cast') that does not allow unknown operations}}
  %0 = "tensor_cast.bogus"(%x) : (tensor<4xf16>) -> tensor<4xf16>
  return
}

// -----

func.func @too_many_operands(%x: tensor<4xf16>) {
  // expected-error@+1 {{op expects exactly 1 operands, but got 2}}
  %0 = "tensor_cast.view"(%x, %x) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return
}

// -----

func.func @too_few_results(%x: tensor<4xf16>) {
  // expected-error@+1 {{op expects exactly 2 results, but got 1}}
  %0 = "tensor_cast.dynamic_quantize_symmetric"(%x) {dims = array<i64>} : (tensor<4xf16>) -> tensor<4xi8>
  return
}

// -----

func.func @optional_operand_count(%x: tensor<2x8xf16>, %w: tensor<8x4xf16>, %b: tensor<4xf16>) {
  // expected-error@+1 {{op expects at most 3 operands, but got 4}}
  %0 = "tensor_cast.linear"(%x, %w, %b, %b) : (tensor<2x8xf16>, tensor<8x4xf16>, tensor<4xf16>, tensor<4xf16>) -> tensor<2x4xf16>
  return
}

// -----

func.func @missing_segment_sizes(%x: tensor<4x64xf16>, %w: tensor<64x16xi8>, %s: tensor<16xf32>) {
  // expected-error@+1 {{'operandSegmentSizes' attribute is expected but not provided}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s) : (tensor<4x64xf16>, tensor<64x16xi8>, tensor<16xf32>) -> tensor<4x16xf16>
  return
}

// -----

func.func @segment_sizes_sum(%x: tensor<4x64xf16>, %w: tensor<64x16xi8>, %s: tensor<16xf32>) {
  // expected-error@+1 {{sum of elements in 'operandSegmentSizes' attribute must be equal to the number of operands}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (tensor<4x64xf16>, tensor<64x16xi8>, tensor<16xf32>) -> tensor<4x16xf16>
  return
}

// -----

func.func @segment_sizes_length(%x: tensor<4x64xf16>, %w: tensor<64x16xi8>, %s: tensor<16xf32>) {
  // expected-error@+1 {{'operandSegmentSizes' attribute for specifying operand segments must have 8 elements, but got 3}}
  %0 = "tensor_cast.quant_linear"(%x, %w, %s) {operandSegmentSizes = array<i32: 1, 1, 1>} : (tensor<4x64xf16>, tensor<64x16xi8>, tensor<16xf32>) -> tensor<4x16xf16>
  return
}

// -----

func.func @missing_attribute(%x: tensor<4xf16>) {
  // expected-error@+1 {{attribute "rank_group" is expected but not provided}}
  %0 = "tensor_cast.all_reduce"(%x) {rank = 0 : i64} : (tensor<4xf16>) -> tensor<4xf16>
  return
}

// -----

func.func @attribute_kind(%x: tensor<4xf16>) {
  // expected-error@+1 {{expected base attribute 'builtin.integer' but got 'builtin.string'}}
  %0 = "tensor_cast.region_begin"(%x) {id = "layer0"} : (tensor<4xf16>) -> tensor<4xf16>
  return
}

// -----

func.func @operand_not_a_tensor(%x: memref<4xf16>) {
  // expected-error@+1 {{expected base type 'builtin.tensor' but got 'builtin.memref'}}
  %0 = "tensor_cast.region_end"(%x) {id = 0 : i64} : (memref<4xf16>) -> tensor<4xf16>
  return
}

// -----

func.func @unranked_tensor(%x: tensor<*xf16>, %w: tensor<8x4xf16>) {
  // expected-error@+1 {{expected base type 'builtin.tensor' but got 'builtin.unranked_tensor'}}
  %0 = "tensor_cast.linear"(%x, %w) : (tensor<*xf16>, tensor<8x4xf16>) -> tensor<2x4xf16>
  return
}
