// Collectives between nodes, hand-computed on the unit device (a roofline:
// NVLink 1 byte/us, 2 us a collective) in a system of 2 GPUs a node joined by
// a network of 0.5 byte/us a GPU and 5 us a message (Inputs/unit-network.json;
// docs/cost-model.md, "Nodes"). Rank r is on node r / 2.
// RUN: tc-opt %s --split-input-file -o /dev/null --tc-cost-report="device=%S/Inputs/unit-device.json network=%S/Inputs/unit-network.json out=-" | FileCheck %s
// The same group inside one node of 4: NVLink alone.
// RUN: tc-opt %s --split-input-file -o /dev/null --tc-cost-report="device=%S/Inputs/unit-device.json network=%S/Inputs/unit-network.json gpus-per-node=4 out=-" | FileCheck %s --check-prefix=ONE-NODE

// all_reduce of 96 bytes over ranks 0-3: 2 nodes of 2. Inside each node the
// ring over 2 (2·1/2·96 = 96 bytes, + 2 us) = 98 us, between the nodes an
// all_reduce of 1/2 of the message through each rank's NIC: 2·1/2·48 = 48
// bytes at 0.5 byte/us = 96 us, + 5 us: 199 us.
// CHECK-LABEL: "functions": ["@all_reduce_two_nodes"]
// CHECK: "network": {"name": "unit-network", "gpus_per_node": 2, "nodes": 2, "gb_per_s": 0.0005, "latency_us": 5},
// CHECK: {"op": "tensor_cast.all_reduce", "count": 1, "kernels": 1, "flops": 0, "bytes": 0, "comm_bytes": 144, "time_us": 199}
// One node of 4: the ring over 4, 2·3/4·96 = 144 bytes + 2 us.
// ONE-NODE-LABEL: "functions": ["@all_reduce_two_nodes"]
// ONE-NODE: "network": {"name": "unit-network", "gpus_per_node": 4, "nodes": 1,
// ONE-NODE: {"op": "tensor_cast.all_reduce", {{.*}} "time_us": 146}
func.func @all_reduce_two_nodes(%x: tensor<2x3x8xbf16>) -> tensor<2x3x8xbf16> {
  %s = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<2x3x8xbf16>) -> tensor<2x3x8xbf16>
  return %s : tensor<2x3x8xbf16>
}

// -----

// all_gather over ranks 0 and 2, one a node (a data-parallel group's peers):
// no NVLink part; the other node's half of the 64-byte result, 32 bytes at
// 0.5 byte/us = 64 us, + 5 us: 69 us.
// CHECK-LABEL: "functions": ["@all_gather_strided"]
// CHECK: {"op": "tensor_cast.all_gather", {{.*}} "time_us": 69}
// Inside one node: 1/2·64 = 32 bytes + 2 us.
// ONE-NODE-LABEL: "functions": ["@all_gather_strided"]
// ONE-NODE: {"op": "tensor_cast.all_gather", {{.*}} "time_us": 34}
func.func @all_gather_strided(%x: tensor<2x8xbf16>) -> tensor<4x8xbf16> {
  %g = "tensor_cast.all_gather"(%x) {dim = 0 : i64, rank = 0 : i64, rank_group = array<i64: 0, 2>} : (tensor<2x8xbf16>) -> tensor<4x8xbf16>
  return %g : tensor<4x8xbf16>
}

// -----

// all_to_all of 64 bytes over ranks 0-3 that is not an MoE block's: half of
// it goes to the other node, 32 bytes at 0.5 byte/us = 64 us, beside the
// NVLink part (1/2·64 = 32 bytes + 2 us = 34 us): 64 + 5 = 69 us.
// CHECK-LABEL: "functions": ["@all_to_all_plain"]
// CHECK: {"op": "tensor_cast.all_to_all", {{.*}} "time_us": 69}
func.func @all_to_all_plain(%x: tensor<4x8xbf16>) -> tensor<1x32xbf16> {
  %y = "tensor_cast.all_to_all"(%x) {split_dim = 0 : i64, concat_dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<4x8xbf16>) -> tensor<1x32xbf16>
  return %y : tensor<1x32xbf16>
}

// -----

// An MoE block's dispatch over ranks 0-3: 4 tokens of 16 bytes, each to 2 of
// 4 experts, 128 routed bytes. A token's copies bound for the other node
// cross once (DeepEP): of its 2 copies, 1 goes there on average, but the
// other node receives it with probability 1 - (1/2)² = 3/4, so 3/4 of the 64
// remote bytes cross: 48 bytes at 0.5 byte/us = 96 us, beside the NVLink
// part (1/2·128 = 64 bytes + 2 us = 66 us): 96 + 5 = 101 us (133 us if each
// copy crossed).
// CHECK-LABEL: "functions": ["@moe_dispatch_two_nodes"]
// CHECK: {"op": "tensor_cast.all_to_all", {{.*}} "time_us": 101}
func.func @moe_dispatch_two_nodes(%x: tensor<1x4x8xbf16>, %ids: tensor<1x4x2xi64>) -> tensor<1x4x4x8xbf16> {
  %d = "tensor_cast.moe_dispatch"(%x, %ids) : (tensor<1x4x8xbf16>, tensor<1x4x2xi64>) -> tensor<4x1x4x8xbf16>
  %y = "tensor_cast.all_to_all"(%d) {split_dim = 0 : i64, concat_dim = 1 : i64, rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<4x1x4x8xbf16>) -> tensor<1x4x4x8xbf16>
  return %y : tensor<1x4x4x8xbf16>
}
