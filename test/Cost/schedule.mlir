// The two-stream schedule, hand-computed on Inputs/unit-calibrated.json
// (test/Cost/calibrated.mlir has the per-op times): an op starts when its
// operands are ready and its stream (compute or communication) is free.
// RUN: tc-opt %s --split-input-file -o /dev/null --tc-cost-report="device=%S/Inputs/unit-calibrated.json out=- cuda-graphs=on" | FileCheck %s
// Without --split-input-file the functions are one module, one program that
// runs them one after another.
// RUN: tc-opt %s -o /dev/null --tc-cost-report="device=%S/Inputs/unit-calibrated.json out=%t.trace format=trace cuda-graphs=on"
// RUN: python3 -c "import json,sys; t=json.load(open(sys.argv[1])); print([(e['name'], e['tid'], e['ts'], e['dur']) for e in t['traceEvents'] if e['ph'] == 'X'])" %t.trace | FileCheck %s --check-prefix=TRACE

// The all_reduce (32 bytes over 4 ranks: 32.5) runs on the communication
// stream while the linear (250) runs on the compute stream; the product (2 +
// 3·32 bytes = 98) needs both: it starts at 250 and ends at 348. Serially
// 32.5 + 250 + 98 = 380.5.
// CHECK-LABEL: "functions": ["@overlap"]
// CHECK: "total": {{.*}} "time_us": 380.5, {{.*}} "step_time_us": 348, "cuda_graphs": true},
// The trace keeps each op's own time, at its start on its stream.
// TRACE: [('tensor_cast.all_reduce', 1, 0, 32.5), ('tensor_cast.linear', 0, 0, 250), ('arith.mulf', 0, 250, 98)
func.func @overlap(%x: tensor<2x8xbf16>, %a: tensor<2x4xbf16>, %w: tensor<4x8xbf16>) -> tensor<2x8xbf16> {
  %r = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %y = "tensor_cast.linear"(%a, %w) : (tensor<2x4xbf16>, tensor<4x8xbf16>) -> tensor<2x8xbf16>
  %s = arith.mulf %r, %y : tensor<2x8xbf16>
  return %s : tensor<2x8xbf16>
}

// -----

// A layer of the same three ops between markers (the linear now 8x8:
// 10 + 256 + (128 + 32 + 32) = 458), copied twice: each layer waits for the
// one before (its all_reduce and linear read the previous sum), so a layer
// takes 458 + 98 = 556 with its all_reduce hidden, 3 · 556 = 1668; the
// written-out layers below give the same. In one module this function
// starts after @overlap's 348.
// CHECK-LABEL: "functions": ["@layers"]
// CHECK: "time_us": 1765.5, {{.*}} "step_time_us": 1668,
// TRACE-SAME: ('tensor_cast.all_reduce', 1, 348, 32.5), ('tensor_cast.linear', 0, 348, 458), ('arith.mulf', 0, 806, 98), ('tensor_cast.all_reduce', 1, 904, 32.5), ('tensor_cast.linear', 0, 904, 458), ('arith.mulf', 0, 1362, 98), ('tensor_cast.all_reduce', 1, 1460, 32.5), ('tensor_cast.linear', 0, 1460, 458), ('arith.mulf', 0, 1918, 98)
func.func @layers(%x: tensor<2x8xbf16>, %w: tensor<8x8xbf16>) -> tensor<2x8xbf16> {
  %b = "tensor_cast.region_begin"(%x) {id = 0 : i64} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %r = "tensor_cast.all_reduce"(%b) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %y = "tensor_cast.linear"(%b, %w) : (tensor<2x8xbf16>, tensor<8x8xbf16>) -> tensor<2x8xbf16>
  %s = arith.mulf %r, %y : tensor<2x8xbf16>
  %e = "tensor_cast.region_end"(%s) {id = 0 : i64} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %c1 = "tensor_cast.copy_region"(%e) {id = 0 : i64} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %c2 = "tensor_cast.copy_region"(%c1) {id = 0 : i64} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  return %c2 : tensor<2x8xbf16>
}

// -----

// CHECK-LABEL: "functions": ["@written_out"]
// CHECK: "time_us": 1765.5, {{.*}} "step_time_us": 1668,
func.func @written_out(%x: tensor<2x8xbf16>, %w: tensor<8x8xbf16>) -> tensor<2x8xbf16> {
  %r0 = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %y0 = "tensor_cast.linear"(%x, %w) : (tensor<2x8xbf16>, tensor<8x8xbf16>) -> tensor<2x8xbf16>
  %s0 = arith.mulf %r0, %y0 : tensor<2x8xbf16>
  %r1 = "tensor_cast.all_reduce"(%s0) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %y1 = "tensor_cast.linear"(%s0, %w) : (tensor<2x8xbf16>, tensor<8x8xbf16>) -> tensor<2x8xbf16>
  %s1 = arith.mulf %r1, %y1 : tensor<2x8xbf16>
  %r2 = "tensor_cast.all_reduce"(%s1) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>
  %y2 = "tensor_cast.linear"(%s1, %w) : (tensor<2x8xbf16>, tensor<8x8xbf16>) -> tensor<2x8xbf16>
  %s2 = arith.mulf %r2, %y2 : tensor<2x8xbf16>
  return %s2 : tensor<2x8xbf16>
}
