// tc-split-cat-linear: every case that fires. Each checks the row slices of
// W, the partial linears and the sum.
// RUN: tc-opt %s --split-input-file --tc-split-cat-linear | FileCheck %s
// RUN: tc-opt %s --split-input-file --tc-split-cat-linear | mlir-opt --split-input-file --irdl-file=%tc_irdl > /dev/null
// RUN: tc-opt %s --split-input-file --tc-split-cat-linear --tc-stats 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// Two parts of 16: two partial linears on row slices of W, summed.
// CHECK-LABEL: func.func @two_parts
// CHECK-SAME: (%[[A:.*]]: tensor<4x16xf16>, %[[B:.*]]: tensor<4x16xf16>, %[[W:.*]]: tensor<32x64xf16>)
// CHECK-NEXT: %[[W0:.*]] = tensor.extract_slice %[[W]][0, 0] [16, 64] [1, 1] : tensor<32x64xf16> to tensor<16x64xf16>
// CHECK-NEXT: %[[Y0:.*]] = "tensor_cast.linear"(%[[A]], %[[W0]]) : (tensor<4x16xf16>, tensor<16x64xf16>) -> tensor<4x64xf16>
// CHECK-NEXT: %[[W1:.*]] = tensor.extract_slice %[[W]][16, 0] [16, 64] [1, 1] : tensor<32x64xf16> to tensor<16x64xf16>
// CHECK-NEXT: %[[Y1:.*]] = "tensor_cast.linear"(%[[B]], %[[W1]]) : (tensor<4x16xf16>, tensor<16x64xf16>) -> tensor<4x64xf16>
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[Y0]], %[[Y1]] : tensor<4x64xf16>
// CHECK-NEXT: return %[[SUM]]
// STATS-LABEL: TcSplitCatLinear
// STATS: (S) 1 rewrites
func.func @two_parts(%a: tensor<4x16xf16>, %b: tensor<4x16xf16>, %w: tensor<32x64xf16>) -> tensor<4x64xf16> {
  %x = tensor.concat dim(1) %a, %b : (tensor<4x16xf16>, tensor<4x16xf16>) -> tensor<4x32xf16>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<4x32xf16>, tensor<32x64xf16>) -> tensor<4x64xf16>
  return %y : tensor<4x64xf16>
}

// -----

// Three parts of 16, 3-D inputs, a bias: the bias goes on the first partial
// linear only.
// CHECK-LABEL: func.func @three_parts_bias_3d
// CHECK-SAME: (%[[A:.*]]: tensor<2x4x16xbf16>, %[[B:.*]]: tensor<2x4x16xbf16>, %[[C:.*]]: tensor<2x4x16xbf16>, %[[W:.*]]: tensor<48x8xbf16>, %[[BIAS:.*]]: tensor<8xbf16>)
// CHECK-NEXT: %[[W0:.*]] = tensor.extract_slice %[[W]][0, 0] [16, 8] [1, 1]
// CHECK-NEXT: %[[Y0:.*]] = "tensor_cast.linear"(%[[A]], %[[W0]], %[[BIAS]]) : (tensor<2x4x16xbf16>, tensor<16x8xbf16>, tensor<8xbf16>) -> tensor<2x4x8xbf16>
// CHECK-NEXT: %[[W1:.*]] = tensor.extract_slice %[[W]][16, 0] [16, 8] [1, 1]
// CHECK-NEXT: %[[Y1:.*]] = "tensor_cast.linear"(%[[B]], %[[W1]]) : (tensor<2x4x16xbf16>, tensor<16x8xbf16>) -> tensor<2x4x8xbf16>
// CHECK-NEXT: %[[S1:.*]] = arith.addf %[[Y0]], %[[Y1]] : tensor<2x4x8xbf16>
// CHECK-NEXT: %[[W2:.*]] = tensor.extract_slice %[[W]][32, 0] [16, 8] [1, 1]
// CHECK-NEXT: %[[Y2:.*]] = "tensor_cast.linear"(%[[C]], %[[W2]]) : (tensor<2x4x16xbf16>, tensor<16x8xbf16>) -> tensor<2x4x8xbf16>
// CHECK-NEXT: %[[S2:.*]] = arith.addf %[[S1]], %[[Y2]] : tensor<2x4x8xbf16>
// CHECK-NEXT: return %[[S2]]
// STATS-LABEL: TcSplitCatLinear
// STATS: (S) 1 rewrites
func.func @three_parts_bias_3d(%a: tensor<2x4x16xbf16>, %b: tensor<2x4x16xbf16>, %c: tensor<2x4x16xbf16>, %w: tensor<48x8xbf16>, %bias: tensor<8xbf16>) -> tensor<2x4x8xbf16> {
  %x = tensor.concat dim(2) %a, %b, %c : (tensor<2x4x16xbf16>, tensor<2x4x16xbf16>, tensor<2x4x16xbf16>) -> tensor<2x4x48xbf16>
  %y = "tensor_cast.linear"(%x, %w, %bias) : (tensor<2x4x48xbf16>, tensor<48x8xbf16>, tensor<8xbf16>) -> tensor<2x4x8xbf16>
  return %y : tensor<2x4x8xbf16>
}

// -----

// A constant W: the row slices are folded into constants, the old one erased.
// CHECK-LABEL: func.func @constant_weight
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[W0:.*]] = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], {{.*}}, [1.500000e+01, 1.600000e+01]]> : tensor<8x2xf32>
// CHECK-NEXT: %[[Y0:.*]] = "tensor_cast.linear"(%[[A]], %[[W0]])
// CHECK-NEXT: %[[W1:.*]] = arith.constant dense<{{\[\[}}1.700000e+01, 1.800000e+01], {{.*}}, [3.100000e+01, 3.200000e+01]]> : tensor<8x2xf32>
// CHECK-NEXT: %[[Y1:.*]] = "tensor_cast.linear"(%[[B]], %[[W1]])
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[Y0]], %[[Y1]]
// CHECK-NEXT: return %[[SUM]]
// CHECK-NOT: tensor<16x2xf32>
// STATS-LABEL: TcSplitCatLinear
// STATS: (S) 2 constants-folded
// STATS: (S) 1 rewrites
func.func @constant_weight(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x2xf32> {
  %w = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 10.0], [11.0, 12.0], [13.0, 14.0], [15.0, 16.0], [17.0, 18.0], [19.0, 20.0], [21.0, 22.0], [23.0, 24.0], [25.0, 26.0], [27.0, 28.0], [29.0, 30.0], [31.0, 32.0]]> : tensor<16x2xf32>
  %x = tensor.concat dim(1) %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<4x16xf32>, tensor<16x2xf32>) -> tensor<4x2xf32>
  return %y : tensor<4x2xf32>
}

// -----

// A dynamic N: the slices take it from W.
// CHECK-LABEL: func.func @dynamic_n
// CHECK-SAME: (%[[A:.*]]: tensor<4x16xf16>, %[[B:.*]]: tensor<4x16xf16>, %[[W:.*]]: tensor<32x?xf16>)
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[N:.*]] = tensor.dim %[[W]], %[[C1]]
// CHECK-NEXT: %[[W0:.*]] = tensor.extract_slice %[[W]][0, 0] [16, %[[N]]] [1, 1] : tensor<32x?xf16> to tensor<16x?xf16>
// CHECK-NEXT: "tensor_cast.linear"(%[[A]], %[[W0]])
// CHECK-NEXT: %[[W1:.*]] = tensor.extract_slice %[[W]][16, 0] [16, %[[N]]] [1, 1] : tensor<32x?xf16> to tensor<16x?xf16>
// STATS-LABEL: TcSplitCatLinear
// STATS: (S) 1 rewrites
func.func @dynamic_n(%a: tensor<4x16xf16>, %b: tensor<4x16xf16>, %w: tensor<32x?xf16>) -> tensor<4x?xf16> {
  %x = tensor.concat dim(1) %a, %b : (tensor<4x16xf16>, tensor<4x16xf16>) -> tensor<4x32xf16>
  %y = "tensor_cast.linear"(%x, %w) : (tensor<4x32xf16>, tensor<32x?xf16>) -> tensor<4x?xf16>
  return %y : tensor<4x?xf16>
}
