// Bad input to tc-run: a diagnostic with file:line:col or a usage error, and
// exit 1, never a crash or silent zeros.
// RUN: not tc-run %s --func=unsupported 2>&1 | FileCheck %s --check-prefix=OP
// RUN: not tc-run %s --func=dynamic 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: not tc-run %s --func=missing 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not tc-run %s --func=mixed_groups 2>&1 | FileCheck %s --check-prefix=GROUPS
// RUN: not tc-run %S/Inputs/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=NOFILE
// RUN: not tc-run %S/Inputs/bad-shape.mlir 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: not tc-run --rtol=-1 --compare %s %s 2>&1 | FileCheck %s --check-prefix=RTOL
// RUN: not tc-run --atol=abc --compare %s %s 2>&1 | FileCheck %s --check-prefix=ATOL
// RUN: not tc-run --ulps=-2 --compare %s %s 2>&1 | FileCheck %s --check-prefix=ULPS
// RUN: not tc-run --seed=x %s 2>&1 | FileCheck %s --check-prefix=SEED
// RUN: not tc-run --world-size=0 %s 2>&1 | FileCheck %s --check-prefix=WORLD
// RUN: not tc-run --frobnicate %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not tc-run --compare %s 2>&1 | FileCheck %s --check-prefix=ONEFILE
// RUN: not tc-run --compare - - 2>&1 | FileCheck %s --check-prefix=STDIN
// RUN: not tc-run 2>&1 | FileCheck %s --check-prefix=NOFILES
// RUN: not tc-run %S/Inputs/no-function.mlir 2>&1 | FileCheck %s --check-prefix=NOFUNC
// RUN: tc-run %S/Inputs/nested-module.mlir | FileCheck %s --check-prefix=NESTED
// RUN: not tc-run %s --func=too_big 2>&1 | FileCheck %s --check-prefix=BIG
// Output that cannot be written (a full disk) is an error, not exit 0: in
// tc-run, tc-plan and tc-kernel-time alike.
// RUN: not tc-run %S/Inputs/nested-module.mlir 2>&1 > /dev/full | FileCheck %s --check-prefix=FULL-INTERPRETER
// RUN: not tc-plan --config=%tc_src_root/examples/models/llama3_1_8b.json --gpus=1 --isl=128 --osl=16 --batch=1 2>&1 > /dev/full | FileCheck %s --check-prefix=FULL-PLAN
// RUN: printf 'gemm,bf16,2,8,4,2,0\n' | not tc-kernel-time 2>&1 > /dev/full | FileCheck %s --check-prefix=FULL-TIME
// FULL-INTERPRETER: tc-run: error: could not write the output: No space left on device
// FULL-PLAN: tc-plan: error: could not write the output: No space left on device
// FULL-TIME: tc-kernel-time: error: could not write the output: No space left on device
// RUN: tc-run %s --func=empty_k | FileCheck %s --check-prefix=EMPTYK
// RUN: not tc-run %s --func=negative_stride 2>&1 | FileCheck %s --check-prefix=STRIDE
// RUN: tc-run %s --func=reversed --print=8 | FileCheck %s --check-prefix=REVERSED
// RUN: tc-run --help | FileCheck %s --check-prefix=HELP
// RUN: tc-run --version | FileCheck %s --check-prefix=VERSION

// OP: errors.mlir:[[@LINE+2]]:8: error: tc-run: cannot execute 'linalg.fill' (see tc-run --help for the ops it runs)
func.func @unsupported(%x: tensor<2xf32>, %c: f32) -> tensor<2xf32> {
  %0 = linalg.fill ins(%c : f32) outs(%x : tensor<2xf32>) -> tensor<2xf32>
  %1 = arith.addf %x, %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}

// DYNAMIC: errors.mlir:[[@LINE+1]]:1: error: tc-run: cannot hold a value of type tensor<?xf32>: it needs a scalar or a static ranked tensor
func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}

// GROUPS: errors.mlir:[[@LINE+1]]:1: error: tc-run: the collectives run over different sets of ranks, so this is not one SPMD program
func.func @mixed_groups(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tensor_cast.all_reduce"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "tensor_cast.all_reduce"(%0) {rank = 0 : i64, rank_group = array<i64: 0, 2>} : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

// MISSING: errors.mlir:1:1: error: tc-run: no func.func named '@missing' with a body in this file
// NOFILE: tc-run: error: {{.*}}does-not-exist.mlir
// VERIFY: bad-shape.mlir:3:8: error: 'tensor_cast.linear' op operand 'w' dim 0 must be 8 (K, the last dim of 'x'), got 6
// RTOL: tc-run: error: option '--rtol' expects a non-negative number, got '-1'
// ATOL: tc-run: error: option '--atol' expects a non-negative number, got 'abc'
// ULPS: tc-run: error: option '--ulps' expects a non-negative number, got '-2'
// SEED: tc-run: error: option '--seed' expects an unsigned integer, got 'x'
// WORLD: tc-run: error: option '--world-size' expects an integer in 1..1024, got '0'
// UNKNOWN: tc-run: error: unknown option '--frobnicate'
// ONEFILE: tc-run: error: --compare needs two input files
// STDIN: tc-run: error: only one input can be stdin
// NOFILES: tc-run: error: expected one input file
// HELP: USAGE: tc-run [options] FILE
// VERSION: tc-run (tensor_cast)

// Index values (dynamic offsets, indexed extracts) are not held, so the
// first one is the error.
// RUN: not tc-run %s --func=indexed_extract 2>&1 | FileCheck %s --check-prefix=EXTRACT
// EXTRACT: errors.mlir:[[@LINE+1]]:1: error: tc-run: cannot hold a value of type index
func.func @indexed_extract(%x: tensor<4xf32>, %i: index) -> f32 {
  %0 = tensor.extract %x[%i] : tensor<4xf32>
  return %0 : f32
}

// RUN: not tc-run --print=x %s 2>&1 | FileCheck %s --check-prefix=PRINT
// PRINT: tc-run: error: option '--print' expects an unsigned integer, got 'x'
// RUN: not tc-run %S/Inputs/no-function.mlir 2>&1 | FileCheck %s --check-prefix=NOFUNC
// RUN: tc-run %S/Inputs/nested-module.mlir | FileCheck %s --check-prefix=NESTED
// RUN: not tc-run %s --func=too_big 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: tc-run %s --func=empty_k | FileCheck %s --check-prefix=EMPTYK
// RUN: not tc-run %s --func=negative_stride 2>&1 | FileCheck %s --check-prefix=STRIDE
// RUN: tc-run %s --func=reversed --print=8 | FileCheck %s --check-prefix=REVERSED
// RUN: tc-run --help | FileCheck %s --check-prefix=HELP-OPS
// HELP-OPS: tensor.extract from a 0-D tensor, tensor.splat;

// NOFUNC: no-function.mlir:1:1: error: tc-run: no func.func with a body in this file
// NESTED: @nested: world size 1

// A value tc-run cannot hold is refused at its op before anything is
// allocated (2^40 elements, 8 TiB as doubles), not an abort in malloc.
// BIG: errors.mlir:[[@LINE+2]]:8: error: tc-run: a value of type tensor<1048576x1048576xf16>, held on each of 1 ranks, needs more memory than tc-run gives a program's values (8 GiB, 0 MiB already in use)
func.func @too_big(%x: tensor<4xf16>) -> tensor<4xf16> {
  %c = arith.constant dense<1.0> : tensor<1048576x1048576xf16>
  %v = "tensor_cast.view"(%c) : (tensor<1048576x1048576xf16>) -> tensor<1099511627776xf16>
  return %x : tensor<4xf16>
}

// K = 0: the sum over K is empty, so y is the bias on every row (it was a
// division by zero).
// EMPTYK: output 0: tensor<3x2xf32>
// EMPTYK-NEXT: rank 0: sum 9, abs-sum 9, values [1, 2, 1, 2, ...]
func.func @empty_k(%x: tensor<3x0xf32>, %w: tensor<0x2xf32>) -> tensor<3x2xf32> {
  %b = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = "tensor_cast.linear"(%x, %w, %b) : (tensor<3x0xf32>, tensor<0x2xf32>, tensor<2xf32>) -> tensor<3x2xf32>
  return %y : tensor<3x2xf32>
}

// MLIR's verifier accepts a negative stride; from offset 0 it reads before
// the tensor (tc-run read past its buffer), so it is an error at the op.
// STRIDE: errors.mlir:[[@LINE+2]]:8: error: tc-run: the slice is out of bounds in dim 0
func.func @negative_stride(%x: tensor<8xf32>) -> tensor<4xf32> {
  %0 = tensor.extract_slice %x[0] [4] [-1] : tensor<8xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// In bounds, a negative stride reverses: elements 3, 2, 1, 0.
// REVERSED: rank 0: sum 3, abs-sum 3, values [0, 1, 2, 0]
func.func @reversed() -> tensor<4xf32> {
  %x = arith.constant dense<[0.0, 2.0, 1.0, 0.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %0 = tensor.extract_slice %x[3] [4] [-1] : tensor<8xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// Work past the limit is refused before anything runs, at the largest op:
// 2 * 65536 * 1024 * 1024 FLOPs for the linear. The limit is inclusive and
// counts every rank.
// RUN: not tc-run %s --func=too_much_work 2>&1 | FileCheck %s --check-prefix=WORK
// RUN: tc-run %s --func=at_the_limit --max-gflop=0.5 | FileCheck %s --check-prefix=LIMIT-OK
// RUN: not tc-run %s --func=at_the_limit --max-gflop=0.4 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: not tc-run --max-gflop=-3 %s 2>&1 | FileCheck %s --check-prefix=MAXGFLOP
// RUN: not tc-run %s --func=huge_join 2>&1 | FileCheck %s --check-prefix=HUGE-JOIN
// RUN: not tc-run %s --func=unheld_part 2>&1 | FileCheck %s --check-prefix=UNHELD
// MAXGFLOP: tc-run: error: option '--max-gflop' expects a non-negative number (0: no limit), got '-3'
// LIMIT-OK: @at_the_limit: world size 2
// LIMIT: errors.mlir:[[@LINE+9]]:8: error: tc-run: the function needs about 500.0 MFLOP on its 2 rank(s), more than the limit of 400.0 MFLOP (--max-gflop); its largest op is this 'tensor_cast.linear' (500.0 MFLOP)
// WORK: errors.mlir:[[@LINE+2]]:8: error: tc-run: the function needs about 137.4 GFLOP on its 1 rank(s), more than the limit of 64.0 GFLOP (--max-gflop); its largest op is this 'tensor_cast.linear' (137.4 GFLOP). tc-run is meant for small programs, such as tc-gen --tiny writes
func.func @too_much_work(%x: tensor<65536x1024xf16>, %w: tensor<1024x1024xf16>) -> tensor<65536x1024xf16> {
  %y = "tensor_cast.linear"(%x, %w) : (tensor<65536x1024xf16>, tensor<1024x1024xf16>) -> tensor<65536x1024xf16>
  return %y : tensor<65536x1024xf16>
}

// 2 * 500^3 FLOPs on each of 2 ranks; the all_reduce counts none.
func.func @at_the_limit(%x: tensor<500x500xf32> {tensor_cast.sharded}, %w: tensor<500x500xf32>) -> tensor<500x500xf32> {
  %y = "tensor_cast.linear"(%x, %w) : (tensor<500x500xf32>, tensor<500x500xf32>) -> tensor<500x500xf32>
  %s = "tensor_cast.all_reduce"(%y) {rank = 0 : i64, rank_group = array<i64: 0, 1>} : (tensor<500x500xf32>) -> tensor<500x500xf32>
  return %s : tensor<500x500xf32>
}

// A result whose source joins into more than tc-run holds is refused, not
// allocated; a part no rank of the world holds cannot be joined (a source
// cut for more ranks than tc-run simulates adds none to its world).
// HUGE-JOIN: errors.mlir:[[@LINE+1]]:1: error: tc-run: result 0 joins into 4000000000 elements (its source), more than tc-run holds (8 GiB)
func.func @huge_join(%x: tensor<1xf32>) -> (tensor<1xf32> {tensor_cast.source = {name = "y", shape = array<i64: 4000000000>, split = array<i64: 0, 4000000000, 1>}}) {
  return %x : tensor<1xf32>
}
// UNHELD: errors.mlir:[[@LINE+1]]:1: error: tc-run: result 0's part 1 of 2 (its source) is on no rank of a world of 1
func.func @unheld_part(%x: tensor<2xf32>) -> (tensor<2xf32> {tensor_cast.source = {name = "y", shape = array<i64: 4>, split = array<i64: 0, 2, 1024>}}) {
  return %x : tensor<2xf32>
}
