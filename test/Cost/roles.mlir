// Rows by role: an op's role is the model part its location names, without
// layer and expert numbers and without the leading "layers" (tc-gen writes
// loc("layers.3.self_attn.q_proj"(file:line:col)) on every op). A fused
// location (a merged linear) is its parts' roles joined by '+', each once; a
// call site's is its callee's; "layers.0" alone is "layers". An op without
// a name in its location has no role: its row has none, and a table shows
// the column only when some row has one. The trace's events carry the whole
// name. Times on the unit device: 250 us a linear, 82 the norm; outside a
// CUDA graph the host launches them 1000 us apart, so each starts at its
// launch (the trace's ts) and the step is the last launch and its kernel.
// RUN: tc-opt %s -o /dev/null --tc-cost-report="out=- device=%S/Inputs/unit-calibrated.json" | FileCheck %s
// RUN: tc-opt %s -o /dev/null --tc-cost-report="out=- format=csv device=%S/Inputs/unit-calibrated.json" | FileCheck %s --check-prefix=CSV
// RUN: tc-opt %s -o /dev/null --tc-cost-report="out=- format=markdown device=%S/Inputs/unit-calibrated.json" | FileCheck %s --check-prefix=MD
// RUN: tc-opt %s -o /dev/null --tc-cost-report="out=- format=trace device=%S/Inputs/unit-calibrated.json" | FileCheck %s --check-prefix=TRACE

// CHECK-LABEL: "functions": ["@roles"]
// CHECK:      {"op": "tensor_cast.linear", "role": "self_attn.q_proj", "count": 2, "kernels": 2, "flops": 256, "bytes": 224, "comm_bytes": 0, "time_us": 500},
// CHECK-NEXT: {"op": "tensor_cast.linear", "role": "self_attn.q_proj+self_attn.k_proj", "count": 1,
// CHECK-NEXT: {"op": "tensor_cast.linear", "role": "mlp.experts.up_proj", "count": 1,
// CHECK-NEXT: {"op": "tensor_cast.rms_norm", "role": "layers", "count": 1,
// CHECK-NEXT: {"op": "tensor_cast.linear", "role": "a,b|c\"d", "count": 1,
// CHECK-NEXT: {"op": "tensor_cast.linear", "count": 1, "kernels": 1,
// CHECK-NEXT: ],
// CHECK-NEXT: "total": {"flops": 832, "bytes": 752, "comm_bytes": 0, "kernels": 7, "time_us": 1582, "peak_activation_bytes": 224, "step_time_us": 7250, "cuda_graphs": false},

// CSV:      op,role,count,kernels,flops,bytes,comm_bytes,time_us,peak_activation_bytes
// CSV-NEXT: tensor_cast.linear,self_attn.q_proj,2,2,256,224,0,500,
// CSV:      tensor_cast.linear,"a,b|c""d",1,1,128,112,0,250,
// CSV-NEXT: tensor_cast.linear,,1,1,128,112,0,250,
// CSV-NEXT: total,,7,7,832,752,0,1582,224

// MD:      | op | role | count | kernels | FLOPs | memory traffic | communication | time | share |
// MD-NEXT: |---|---|---:|---:|---:|---:|---:|---:|---:|
// MD-NEXT: | `tensor_cast.linear` | self_attn.q_proj | 2 | 2 | 256 FLOP | 224 B | 0 B | 500 µs | 31.6% |
// MD:      | `tensor_cast.linear` | a,b\|c"d | 1 |
// MD:      | **total** | | 7 | 7 | 832 FLOP |
// MD:      Step time 7.25 ms ({{.*}}: 1.58 ms), CUDA graphs off (the host launches a kernel every 1000 µs; none starts before its launch).

// TRACE:      "ts": 1000, "dur": 250, "args": {"flops": 128, "bytes": 112, "comm_bytes": 0, "loc": "layers.0.self_attn.q_proj"}},
// TRACE-NEXT: "ts": 2000, "dur": 250, {{.*}}"loc": "layers.1.self_attn.q_proj"}},
// TRACE-NEXT: "loc": "layers.0.self_attn.q_proj+layers.0.self_attn.k_proj+layers.1.self_attn.q_proj"}},
// TRACE-NEXT: "loc": "layers.2.mlp.experts.17.up_proj"}},
// TRACE-NEXT: "ts": 5000, "dur": 82, {{.*}}"loc": "layers.0"}},
// TRACE-NEXT: "loc": "a,b|c\"d"}},
// TRACE-NEXT: "args": {"flops": 128, "bytes": 112, "comm_bytes": 0}}
func.func @roles(%x: tensor<2x4xbf16>, %w: tensor<4x8xbf16>, %g: tensor<8xbf16>) -> (tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>) {
  %q0 = "tensor_cast.linear"(%x, %w) : (tensor<2x4xbf16>, tensor<4x8xbf16>) -> tensor<2x8xbf16> loc("layers.0.self_attn.q_proj"("model.mlir":2:3))
  %q1 = "tensor_cast.linear"(%x, %w) : (tensor<2x4xbf16>, tensor<4x8xbf16>) -> tensor<2x8xbf16> loc("layers.1.self_attn.q_proj")
  %qk = "tensor_cast.linear"(%x, %w) : (tensor<2x4xbf16>, tensor<4x8xbf16>) -> tensor<2x8xbf16> loc(fused["layers.0.self_attn.q_proj", "layers.0.self_attn.k_proj", "layers.1.self_attn.q_proj"])
  %e = "tensor_cast.linear"(%x, %w) : (tensor<2x4xbf16>, tensor<4x8xbf16>) -> tensor<2x8xbf16> loc(callsite("layers.2.mlp.experts.17.up_proj" at "caller.py":3:1))
  %n = "tensor_cast.rms_norm"(%q0, %g) {eps = 1.0e-06 : f32} : (tensor<2x8xbf16>, tensor<8xbf16>) -> tensor<2x8xbf16> loc("layers.0")
  %p = "tensor_cast.linear"(%x, %w) : (tensor<2x4xbf16>, tensor<4x8xbf16>) -> tensor<2x8xbf16> loc("a,b|c\"d")
  %u = "tensor_cast.linear"(%x, %w) : (tensor<2x4xbf16>, tensor<4x8xbf16>) -> tensor<2x8xbf16>
  return %q0, %q1, %qk, %e, %n, %p, %u : tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>
}
