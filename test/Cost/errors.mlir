// tc-cost-report refuses what it cannot count, with the op's location: one
// case per guard. The IR is never changed, so a refusal loses nothing.
// RUN: tc-opt %s --split-input-file --verify-diagnostics --tc-cost-report="out=%t.json"

func.func @dynamic_dim(%x: tensor<?x4xbf16>, %w: tensor<4x8xbf16>) -> tensor<?x8xbf16> {
  // expected-error @+1 {{tc-cost-report: the cost model needs static shapes: operand #0 has a dynamic dim}}
  %y = "tensor_cast.linear"(%x, %w) : (tensor<?x4xbf16>, tensor<4x8xbf16>) -> tensor<?x8xbf16>
  return %y : tensor<?x8xbf16>
}

// -----

func.func @end_without_begin(%x: tensor<2x4xbf16>) -> tensor<2x4xbf16> {
  // expected-error @+1 {{tc-cost-report: region_end id 0 has no open region_begin before it}}
  %e = "tensor_cast.region_end"(%x) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  return %e : tensor<2x4xbf16>
}

// -----

func.func @end_of_outer_region_first(%x: tensor<2x4xbf16>) -> tensor<2x4xbf16> {
  %b0 = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %b1 = "tensor_cast.region_begin"(%b0) {id = 1 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  // expected-error @+1 {{tc-cost-report: region_end id 0 does not close the innermost open region (id 1)}}
  %e0 = "tensor_cast.region_end"(%b1) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %e1 = "tensor_cast.region_end"(%e0) {id = 1 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  return %e1 : tensor<2x4xbf16>
}

// -----

func.func @begins_twice(%x: tensor<2x4xbf16>) -> tensor<2x4xbf16> {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %e = "tensor_cast.region_end"(%b) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  // expected-error @+1 {{tc-cost-report: region id 0 begins twice in one function}}
  %b2 = "tensor_cast.region_begin"(%e) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %e2 = "tensor_cast.region_end"(%b2) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  return %e2 : tensor<2x4xbf16>
}

// -----

func.func @never_closed(%x: tensor<2x4xbf16>, %w: tensor<4x4xbf16>) -> tensor<2x4xbf16> {
  // expected-error @+1 {{tc-cost-report: region_begin id 3 has no region_end in its block}}
  %b = "tensor_cast.region_begin"(%x) {id = 3 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %l = "tensor_cast.linear"(%b, %w) : (tensor<2x4xbf16>, tensor<4x4xbf16>) -> tensor<2x4xbf16>
  return %l : tensor<2x4xbf16>
}

// -----

func.func @copy_of_unknown_region(%x: tensor<2x4xbf16>) -> tensor<2x4xbf16> {
  // expected-error @+1 {{tc-cost-report: copy_region id 7 names no region that ends before it in this function}}
  %c = "tensor_cast.copy_region"(%x) {id = 7 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  return %c : tensor<2x4xbf16>
}

// -----

func.func @copy_inside_its_own_region(%x: tensor<2x4xbf16>) -> tensor<2x4xbf16> {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  // expected-error @+1 {{tc-cost-report: copy_region id 0 names no region that ends before it in this function}}
  %c = "tensor_cast.copy_region"(%b) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  %e = "tensor_cast.region_end"(%c) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>
  return %e : tensor<2x4xbf16>
}
