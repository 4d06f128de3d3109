// copy_region runs its region again on its operand: the region must end
// before it in its block, and the copy's operand and result must have the
// types the region takes at its region_begin and gives at its region_end.
// These rules look across ops: tc-verify checks them (tc-opt runs it after
// every pipeline), as tc-run does before it runs anything.
// RUN: tc-opt %s --split-input-file --verify-diagnostics

func.func @copy_before_region(%x: tensor<2x8xf16>) -> tensor<2x8xf16> {
  // expected-error@+1 {{'tensor_cast.copy_region' op names region 0, but no region_begin/region_end of that id ends before it in its block}}
  %c = "tensor_cast.copy_region"(%x) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  %b = "tensor_cast.region_begin"(%c) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  %e = "tensor_cast.region_end"(%b) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  return %e : tensor<2x8xf16>
}

// -----

func.func @copy_of_other_id(%x: tensor<2x8xf16>) -> tensor<2x8xf16> {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  %e = "tensor_cast.region_end"(%b) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  // expected-error@+1 {{'tensor_cast.copy_region' op names region 1, but no region_begin/region_end of that id ends before it in its block}}
  %c = "tensor_cast.copy_region"(%e) {id = 1 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  return %c : tensor<2x8xf16>
}

// -----

// The region is still open at the copy.
func.func @copy_inside_region(%x: tensor<2x8xf16>) -> tensor<2x8xf16> {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  // expected-error@+1 {{names region 0, but no region_begin/region_end of that id ends before it in its block}}
  %c = "tensor_cast.copy_region"(%b) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  %e = "tensor_cast.region_end"(%c) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  return %e : tensor<2x8xf16>
}

// -----

// The region takes a local 1x4x16 chunk; the copy gives it the full value.
func.func @copy_input_type(%x: tensor<1x4x16xf16>, %y: tensor<1x8x16xf16>) -> tensor<1x8x16xf16> {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<1x4x16xf16>) -> tensor<1x4x16xf16>
  %e = "tensor_cast.region_end"(%y) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  // expected-error@+1 {{'tensor_cast.copy_region' op operand 'x' must have the type of the region's input (its region_begin's result) ('tensor<1x4x16xf16>'), got 'tensor<1x8x16xf16>'}}
  %c = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  return %c : tensor<1x8x16xf16>
}

// -----

func.func @copy_output_type(%x: tensor<1x8x16xf16>, %y: tensor<1x4x16xf16>) -> tensor<1x8x16xf16> {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  %e = "tensor_cast.region_end"(%y) {id = 0 : i64} : (tensor<1x4x16xf16>) -> tensor<1x4x16xf16>
  // expected-error@+1 {{'tensor_cast.copy_region' op result 'y' must have the type of the region's output (its region_end's result) ('tensor<1x4x16xf16>'), got 'tensor<1x8x16xf16>'}}
  %c = "tensor_cast.copy_region"(%x) {id = 0 : i64} : (tensor<1x8x16xf16>) -> tensor<1x8x16xf16>
  return %c : tensor<1x8x16xf16>
}

// -----

// A region of the same id later in the block is another region; a copy
// runs the last one that ended before it.
func.func @copy_runs_last_region(%x: tensor<2x8xf16>, %z: tensor<4x8xf16>) -> (tensor<2x8xf16>, tensor<4x8xf16>) {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  %e = "tensor_cast.region_end"(%b) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  %c = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  %b2 = "tensor_cast.region_begin"(%z) {id = 0 : i64} : (tensor<4x8xf16>) -> tensor<4x8xf16>
  %e2 = "tensor_cast.region_end"(%b2) {id = 0 : i64} : (tensor<4x8xf16>) -> tensor<4x8xf16>
  %c2 = "tensor_cast.copy_region"(%e2) {id = 0 : i64} : (tensor<4x8xf16>) -> tensor<4x8xf16>
  // expected-error@+1 {{operand 'x' must have the type of the region's input (its region_begin's result) ('tensor<4x8xf16>'), got 'tensor<2x8xf16>'}}
  %c3 = "tensor_cast.copy_region"(%c) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  return %c3, %c2 : tensor<2x8xf16>, tensor<4x8xf16>
}

// -----

// Nested regions of one id: the region_end closes the innermost open one,
// and a copy runs the region that ended last, here the outer one (2x8), not
// the inner one (4x8) that began last.
func.func @copy_runs_region_ended_last(%x: tensor<2x8xf16>, %z: tensor<4x8xf16>) -> (tensor<2x8xf16>, tensor<4x8xf16>) {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  %bi = "tensor_cast.region_begin"(%z) {id = 0 : i64} : (tensor<4x8xf16>) -> tensor<4x8xf16>
  %ei = "tensor_cast.region_end"(%bi) {id = 0 : i64} : (tensor<4x8xf16>) -> tensor<4x8xf16>
  %e = "tensor_cast.region_end"(%b) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  %c = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<2x8xf16>) -> tensor<2x8xf16>
  // expected-error@+1 {{operand 'x' must have the type of the region's input (its region_begin's result) ('tensor<2x8xf16>'), got 'tensor<4x8xf16>'}}
  %ci = "tensor_cast.copy_region"(%ei) {id = 0 : i64} : (tensor<4x8xf16>) -> tensor<4x8xf16>
  return %c, %ci : tensor<2x8xf16>, tensor<4x8xf16>
}
