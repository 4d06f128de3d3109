// What tc-opt gets from being MLIR's own driver: aliases (its own output's
// among them), #loc aliases from --mlir-print-debuginfo, bytecode in and out,
// expected-error-re, and `@below` written with a space.
// RUN: tc-opt %s --split-input-file --verify-diagnostics
// RUN: tc-opt %s --split-input-file --verify-diagnostics --mlir-print-debuginfo

// Top-level type and attribute aliases; the output re-parses, #loc aliases
// and all.
// RUN: tc-opt %tc_src_root/test/tc-opt/Inputs/aliases.mlir | FileCheck %s --check-prefix=ALIASES
// ALIASES-LABEL: func.func @aliased
// ALIASES: "tensor_cast.rms_norm"(%{{.*}}, %{{.*}}) {eps = 9.99999997E-7 : f32}
// RUN: tc-opt %tc_src_root/test/tc-opt/Inputs/aliases.mlir --mlir-print-debuginfo > %t.loc.mlir
// RUN: FileCheck %s --check-prefix=LOC < %t.loc.mlir
// LOC: #loc{{[0-9]*}} = loc("{{.*}}aliases.mlir":{{[0-9]+}}:{{[0-9]+}})
// RUN: tc-opt %t.loc.mlir --mlir-print-debuginfo | diff %t.loc.mlir -

// Bytecode: written, read back, the same IR; the passes run on it.
// RUN: tc-opt %tc_src_root/examples/decoder_layer.mlir --emit-bytecode -o %t.mlirbc
// RUN: tc-opt %tc_src_root/examples/decoder_layer.mlir > %t.text.mlir
// RUN: tc-opt %t.mlirbc | diff %t.text.mlir -
// RUN: tc-opt %t.mlirbc --tc-pipeline=sequence-parallel=true | FileCheck %s --check-prefix=BYTECODE
// BYTECODE: "tensor_cast.reduce_scatter"

// The guards against text MLIR crashes on read text only: bytecode holding
// 3000 '<' bytes (a constant's raw data) is read, not refused as nesting.
// RUN: python3 -c "print('func.func @lt() -> tensor<6000xi8> {\n  %%0 = arith.constant dense<\"0x' + '3C41' * 3000 + '\"> : tensor<6000xi8>\n  return %%0 : tensor<6000xi8>\n}')" > %t.lt.mlir
// RUN: tc-opt %t.lt.mlir --emit-bytecode -o %t.lt.mlirbc
// RUN: tc-opt %t.lt.mlirbc | FileCheck %s --check-prefix=BYTES
// BYTES: arith.constant dense<"0x3C413C41

// An expected-error-re that does not match fails, as in mlir-opt.
// RUN: not tc-opt %tc_src_root/test/tc-opt/Inputs/wrong-expectation.mlir --verify-diagnostics 2>&1 | FileCheck %s --check-prefix=WRONG-RE
// WRONG-RE: error: unexpected error: 'tensor_cast.linear' op operand 'w' dim 0 must be 8
// WRONG-RE: error: expected error "{{.*}}must be {{[{][{]}}[0-7]{{[}][}]}}{{.*}}" was not produced

func.func @regex(%x: tensor<2x8xf16>, %w: tensor<6x4xf16>) -> tensor<2x4xf16> {
  // expected-error-re @below {{'tensor_cast.linear' op operand 'w' dim 0 must be {{[0-9]+}} (K, the last dim of 'x'), got 6}}
  %0 = "tensor_cast.linear"(%x, %w) : (tensor<2x8xf16>, tensor<6x4xf16>) -> tensor<2x4xf16>
  return %0 : tensor<2x4xf16>
}

// -----

func.func @below_with_a_space(%x: tensor<2x8xf16>) -> tensor<2x8xf16> {
  // expected-error @below {{'tensor_cast.rms_norm' op operand 'weight' must be a 1-D tensor (H), got 'tensor<2x8xf16>'}}
  %0 = "tensor_cast.rms_norm"(%x, %x) {eps = 1.0e-6 : f32} : (tensor<2x8xf16>, tensor<2x8xf16>) -> tensor<2x8xf16>
  return %0 : tensor<2x8xf16>
}
