// `expected-*` comments are only comments without --verify-diagnostics: no
// "expected error ... was not produced" (MLIR 22's mlir-opt prints one and
// exits 0), the IR is processed as usual, and a real error is still reported
// and fails the run. A string that says "expected-error" is left as it is.
// RUN: tc-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: sed -e 's/tensor<2x4xf16> {$/tensor<2x4xf16> { %%b = "tensor_cast.linear"(%%a, %%a) : (tensor<2x4xf16>, tensor<2x4xf16>) -> tensor<2x4xf16> \/\/ expected-note {{x}}/' %s > %t.bad.mlir
// RUN: not tc-opt %t.bad.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK-NOT: was not produced
// CHECK-NOT: error

// CHECK-LABEL: func.func @commented
// CHECK-SAME:    attributes {note = "// expected-error {{.*}}kept
// CHECK-NEXT:    return %arg0
func.func @commented(%a: tensor<2x4xf16>) -> tensor<2x4xf16> attributes {note = "// expected-error {{kept}}"} {
  // expected-error @+1 {{never produced}}
  return %a : tensor<2x4xf16> // expected-warning {{nor this}}
}

// -----

// CHECK-LABEL: func.func @below
func.func @below(%a: tensor<2x4xf16>) -> tensor<2x4xf16> {
  // expected-remark @below {{nothing}}
  return %a : tensor<2x4xf16>
}

// BAD: expectations-without-flag.mlir.tmp.bad.mlir:22:{{[0-9]+}}: error: 'tensor_cast.linear' op operand 'w' dim 0 must be 4
// BAD-NOT: was not produced
