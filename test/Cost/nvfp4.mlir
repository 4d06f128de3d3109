// NVFP4 in the cost model. On a device fitted to NVFP4 kernels, an NVFP4
// GEMM is its own class (FP4 tensor cores), worked out by hand with the
// round parameters of Inputs/unit-nvfp4.json: 4 FLOP/us in fp4, 1 byte/us of
// HBM, efficiencies 1, sharpness 1 (a kernel takes fixed + compute +
// memory). A device without the format refuses it by name: H100 (fitted,
// no NVFP4 class), a data sheet without an FP4 peak; B200's data sheet has
// one (the roofline prices it).
// RUN: tc-opt %s -o /dev/null --tc-cost-report="device=%S/Inputs/unit-nvfp4.json out=- cuda-graphs=on" | FileCheck %s
// RUN: not tc-opt %s -o /dev/null --tc-cost-report="device=h100" 2>&1 | FileCheck %s --check-prefix=H100
// RUN: not tc-opt %s -o /dev/null --tc-cost-report="device=h100-datasheet" 2>&1 | FileCheck %s --check-prefix=SHEET
// A device with an FP4 peak but fitted without NVFP4 kernels.
// RUN: sed 's/"f8": 2e-6}/"f8": 2e-6, "f4": 4e-6}/' %S/Inputs/unit-calibrated.json > %t.no-class.json
// RUN: not tc-opt %s -o /dev/null --tc-cost-report="device=%t.no-class.json" 2>&1 | FileCheck %s --check-prefix=NO-CLASS
// NO-CLASS: error: tc-cost-report: NVFP4 GEMM {{.*}} on device 'unit-calibrated', which has no NVFP4 kernels (its fitted classes have no gemm.nvfp4)
// NVFP4's classes come together, with the FP4 peak they scale.
// RUN: not tc-opt %s -o /dev/null --tc-cost-report="device=%S/Inputs/nvfp4-half.json" 2>&1 | FileCheck %s --check-prefix=HALF
// HALF: error: tc-cost-report: device file '{{.*}}nvfp4-half.json':{{[0-9]+}}:{{[0-9]+}}: field 'moe.nvfp4': missing (NVFP4's GEMM and MoE classes come together)
// RUN: not tc-opt %s -o /dev/null --tc-cost-report="device=%S/Inputs/nvfp4-no-f4.json" 2>&1 | FileCheck %s --check-prefix=NO-F4
// NO-F4: error: tc-cost-report: device file '{{.*}}nvfp4-no-f4.json':{{[0-9]+}}:{{[0-9]+}}: field 'tflops.f4': missing (the FP4 peak the nvfp4 classes scale)
// RUN: tc-opt %s -o /dev/null --tc-cost-report="device=b200-datasheet out=-" | FileCheck %s --check-prefix=B200-SHEET
// The kernel line of the same shape (one quantize kernel) costs the same.
// RUN: echo "gemm,nvfp4,1,2,16,0.5625,1" | tc-kernel-time --device=%S/Inputs/unit-nvfp4.json | FileCheck %s --check-prefix=LINE
// RUN: echo "gemm,nvfp4,1,2,16,0.5625,1" | not tc-kernel-time --device=h100 2>&1 | FileCheck %s --check-prefix=LINE-H100

// dynamic_quantize_nvfp4 (1 x 16 bf16): fixed 2 + x 32 + global 4 + q 8 (half
// a byte each) + 1 e4m3 scale = 47.
// quant_linear (M=1, K=16, N=2): fixed 40; compute 2·1·2·16 / 4 = 16;
// memory: the weight 32 x (0.5 + 1/16 of its e4m3 scales) = 18, x 2·16 =
// 32, y 2·2 = 4: 54. 40 + 16 + 54 = 110. The global factor (arith.mulf of
// two arguments) is weight preparation: no kernel.
// CHECK-LABEL: "functions": ["@nvfp4_linear"]
// CHECK: {"op": "tensor_cast.dynamic_quantize_nvfp4", "count": 1, "kernels": 1, {{.*}}"bytes": 45, "comm_bytes": 0, "time_us": 47},
// CHECK-NEXT: {"op": "arith.mulf", "count": 1, "kernels": 0, "flops": 0, "bytes": 0, "comm_bytes": 0, "time_us": 0},
// CHECK-NEXT: {"op": "tensor_cast.quant_linear", "count": 1, "kernels": 1, "flops": 64, {{.*}}"time_us": 110}
// CHECK: "total": {{.*}}"time_us": 157,
// H100: nvfp4.mlir:[[@LINE+9]]:8: error: tc-cost-report: NVFP4 GEMM (f4E2M1FN x and w with f8E4M3FN block scales) on device 'h100', which has no NVFP4 kernels (no tflops.f4): NVFP4 runs on FP4 tensor cores (Blackwell: b200)
// SHEET: error: tc-cost-report: NVFP4 GEMM (f4E2M1FN x and w with f8E4M3FN block scales) on device 'h100-datasheet', which has no NVFP4 kernels (no tflops.f4): NVFP4 runs on FP4 tensor cores (Blackwell: b200)
// B200-SHEET: "device": {"name": "b200-datasheet"
// B200-SHEET: {"op": "tensor_cast.quant_linear", "count": 1, "kernels": 1, "flops": 64,
// LINE: 157
// LINE-H100: <stdin>:1: expected a kernel shape {{.*}}the nvfp4 gemm and moe classes on a device fitted to NVFP4)
func.func @nvfp4_linear(%x: tensor<1x16xbf16>, %xg: tensor<f32>, %w: tensor<16x2xf4E2M1FN>, %ws: tensor<1x2xf8E4M3FN>, %wg: tensor<f32>) -> tensor<1x2xbf16> {
  %q:2 = "tensor_cast.dynamic_quantize_nvfp4"(%x, %xg) : (tensor<1x16xbf16>, tensor<f32>) -> (tensor<1x16xf4E2M1FN>, tensor<1x1xf8E4M3FN>)
  %alpha = arith.mulf %xg, %wg : tensor<f32>
  %y = "tensor_cast.quant_linear"(%q#0, %w, %ws, %q#1, %alpha) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (tensor<1x16xf4E2M1FN>, tensor<16x2xf4E2M1FN>, tensor<1x2xf8E4M3FN>, tensor<1x1xf8E4M3FN>, tensor<f32>) -> tensor<1x2xbf16>
  return %y : tensor<1x2xbf16>
}
