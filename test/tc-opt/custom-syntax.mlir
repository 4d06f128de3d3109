// An op of the dialect in custom syntax: IRDL ops parse only in generic form.
// MLIR 22's parser fails on it without any diagnostic (plain mlir-opt
// --irdl-file exits 1 in silence); with the dialect loaded by tensor_cast it
// is a located error that says how to write it, under --verify-diagnostics
// like any parse error, in tc-opt, in mlir-opt with the plugin, and in tc-run.
// RUN: tc-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt_plugin %s --split-input-file --verify-diagnostics
// RUN: not tc-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: sed -n '/^func.func @custom_syntax/,/^}/p' %s | not tc-run - 2>&1 | FileCheck %s --check-prefix=INTERP

// CHECK: custom-syntax.mlir:[[@LINE+4]]:8: error: custom op 'tensor_cast.linear' has no custom syntax: the dialect's ops (IRDL) parse only in generic form, "tensor_cast.linear"(operands) : (types) -> types
// INTERP: <stdin>:3:8: error: custom op 'tensor_cast.linear' has no custom syntax
func.func @custom_syntax(%a: tensor<2x8xf16> {tensor_cast.sharded}, %b: tensor<8x4xf16>) -> tensor<2x4xf16> {
  // expected-error @below {{custom op 'tensor_cast.linear' has no custom syntax: the dialect's ops (IRDL) parse only in generic form, "tensor_cast.linear"(operands) : (types) -> types}}
  %0 = tensor_cast.linear %a, %b : (tensor<2x8xf16>, tensor<8x4xf16>) -> tensor<2x4xf16>
  return %0 : tensor<2x4xf16>
}

// -----

// Every op of the dialect, without operands too.
func.func @marker(%x: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error-re @below {{custom op 'tensor_cast.region_end' has no custom syntax{{.*}}"tensor_cast.region_end"(operands)}}
  %0 = tensor_cast.region_end %x
  return %0 : tensor<4xf16>
}
