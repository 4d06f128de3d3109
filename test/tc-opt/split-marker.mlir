// A marker of one's own: --split-input-file=<marker>, as in mlir-opt (the
// RUN line spells it in two quoted pieces, or it would split there); the
// outputs are still separated by MLIR's default output marker.
// RUN: tc-opt %s --split-input-file='// =''===' | FileCheck %s
// RUN: not tc-opt %s 2>&1 | FileCheck %s --check-prefix=WHOLE

// CHECK-LABEL: func.func @f
// CHECK: {{^// -{5}$}}
// CHECK-LABEL: func.func @f
func.func @f() {
  return
}

// ====

func.func @f() {
  return
}

// Without the marker, one module holds both functions.
// WHOLE: error: redefinition of symbol named 'f'
