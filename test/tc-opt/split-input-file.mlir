// --split-input-file is MLIR's: each chunk is parsed alone, diagnostics keep
// the file's line numbers, a failing chunk prints nothing and does not stop
// later ones, outputs are separated by the marker, and the exit code reports
// the failure. (MLIR splits on the marker anywhere in a line, so the checks
// below spell it with a regex.)
// RUN: not tc-opt %s --split-input-file > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// OUT-LABEL: func.func @first
// OUT: "tensor_cast.region_begin"
func.func @first(%x: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----
// OUT: {{^// -{5}$}}
// OUT-NOT: @second
// OUT: {{^// -{5}$}}

// ERR: split-input-file.mlir:[[@LINE+3]]:8: error: 'tensor_cast.linear' op operand 'w' dim 0 must be 8 (K, the last dim of 'x'), got 6
// ERR-NEXT: {{^}}  %0 = "tensor_cast.linear"
func.func @second(%x: tensor<2x8xf16>, %w: tensor<6x4xf16>) -> tensor<2x4xf16> {
  %0 = "tensor_cast.linear"(%x, %w) : (tensor<2x8xf16>, tensor<6x4xf16>) -> tensor<2x4xf16>
  return %0 : tensor<2x4xf16>
}

// -----

// Several top-level ops in one chunk are wrapped in one module, as mlir-opt does.
// OUT-LABEL: func.func @third
// OUT-LABEL: func.func @fourth
func.func @third() {
  return
}
func.func @fourth() {
  return
}

// -----

// ERR: split-input-file.mlir:[[@LINE+1]]:3: error: custom op 'bogus' is unknown
  bogus
