//===- run.c - Tests of tc-run's C API (tensor_cast-c/Run.h) --------------===//
//
// Hand-computed results: each test runs a small function on explicit inputs,
// prints every output element and FileCheck compares them with values worked
// out by hand in the comments.
//
//===----------------------------------------------------------------------===//

// RUN: tc-run-capi-test 2>&1 | FileCheck %s

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "mlir-c/IR.h"
#include "tensor_cast-c/TensorCast.h"

#include "PrintDiagnostics.h"

/// A context with the dialect loaded that prints its diagnostics.
static MlirContext createContext(void) {
  MlirContext context = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(context, printDiagnostic, NULL, NULL);
  tcContextLoadDialect(context);
  return context;
}

/// Parses `text`; prints "parse failed" and returns a null module on error.
static MlirModule parseModule(MlirContext context, const char *text) {
  MlirModule module =
      mlirModuleCreateParse(context, mlirStringRefCreateFromCString(text));
  if (mlirModuleIsNull(module))
    fprintf(stderr, "parse failed\n");
  return module;
}

/// Parses `text`, runs its first function with `options` and prints each
/// output on each rank.
static void runWithOptionsAndPrint(const char *text,
                                   const TcRunOptions *options) {
  MlirContext context = createContext();
  MlirModule module = parseModule(context, text);
  if (mlirModuleIsNull(module)) {
    mlirContextDestroy(context);
    return;
  }
  MlirOperation function =
      mlirBlockGetFirstOperation(mlirModuleGetBody(module));
  TcRunResult result = tcRunResultCreateFromFunction(function, options);
  if (tcRunResultIsNull(result)) {
    fprintf(stderr, "run failed\n");
  } else {
    for (intptr_t out = 0; out < tcRunResultGetNumOutputs(result); ++out)
      for (int64_t rank = 0; rank < tcRunResultGetWorldSize(result); ++rank) {
        fprintf(stderr, "output %ld rank %ld:", (long)out, (long)rank);
        const double *data = tcRunResultGetOutputData(result, rank, out);
        for (int64_t i = 0; i < tcRunResultGetOutputNumElements(result, out);
             ++i)
          fprintf(stderr, " %g", data[i]);
        fprintf(stderr, "\n");
      }
    tcRunResultDestroy(result);
  }
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
}

/// runWithOptionsAndPrint with `inputs` (or generated ones when NULL) and
/// `worldSize`, the other options their defaults.
static void runAndPrint(const char *text, const double *const *inputs,
                        int64_t worldSize) {
  TcRunOptions options = tcRunOptionsGetDefault();
  options.inputs = inputs;
  options.worldSize = worldSize;
  runWithOptionsAndPrint(text, &options);
}

// [[1, 2], [3, 4]] x [[5, 6], [7, 8]] + [10, 20]
//   = [[1*5+2*7+10, 1*6+2*8+20], [3*5+4*7+10, 3*6+4*8+20]] = [[29, 42], [53, 70]]
static void testLinear2x2(void) {
  fprintf(stderr, "@testLinear2x2\n");
  static const double x[] = {1, 2, 3, 4}, w[] = {5, 6, 7, 8}, b[] = {10, 20};
  const double *inputs[] = {x, w, b};
  runAndPrint("func.func @f(%x: tensor<2x2xf32>, %w: tensor<2x2xf32>, %b: "
              "tensor<2xf32>) -> tensor<2x2xf32> {\n"
              "  %y = \"tensor_cast.linear\"(%x, %w, %b) : (tensor<2x2xf32>, "
              "tensor<2x2xf32>, tensor<2xf32>) -> tensor<2x2xf32>\n"
              "  return %y : tensor<2x2xf32>\n}\n",
              inputs, 0);
  // CHECK-LABEL: @testLinear2x2
  // CHECK-NEXT: output 0 rank 0: 29 42 53 70
}

// q = clamp(round(x / 0.5) + 1, -128, 127), ties to even:
//   0.25/0.5 = 0.5 -> 0 (+1 = 1); 0.75/0.5 = 1.5 -> 2 (3); -1/0.5 = -2 (-1);
//   100/0.5 = 200 -> 201, clamped to 127; -100/0.5 -> -199 -> -128.
static void testInt8Quantize(void) {
  fprintf(stderr, "@testInt8Quantize\n");
  static const double x[] = {0.25, 0.75, -1, 100, -100}, s[] = {0.5},
                      o[] = {1};
  const double *inputs[] = {x, s, o};
  runAndPrint("func.func @f(%x: tensor<5xf32>, %s: tensor<f32>, %o: "
              "tensor<i32>) -> tensor<5xi8> {\n"
              "  %q = \"tensor_cast.quantize\"(%x, %s, %o) : (tensor<5xf32>, "
              "tensor<f32>, tensor<i32>) -> tensor<5xi8>\n"
              "  return %q : tensor<5xi8>\n}\n",
              inputs, 0);
  // CHECK-LABEL: @testInt8Quantize
  // CHECK-NEXT: output 0 rank 0: 1 3 -1 127 -128
}

// Per-token symmetric int8 of [[1, -2], [0.5, 0.25]]: scales 2/127 and
// 0.5/127, stored as f32 (slightly below the exact quotient), so
// q = round(x / scale) = [[64, -127], [127, 64]]: 1 / f32(2/127) and
// 0.25 / f32(0.5/127) are 63.50000024, just above the tie.
static void testDynamicQuantize(void) {
  fprintf(stderr, "@testDynamicQuantize\n");
  static const double x[] = {1, -2, 0.5, 0.25};
  const double *inputs[] = {x};
  runAndPrint("func.func @f(%x: tensor<2x2xf32>) -> tensor<2x2xi8> {\n"
              "  %q:2 = \"tensor_cast.dynamic_quantize_symmetric\"(%x) {dims "
              "= array<i64: -1>} : (tensor<2x2xf32>) -> (tensor<2x2xi8>, "
              "tensor<2x1xf32>)\n"
              "  return %q#0 : tensor<2x2xi8>\n}\n",
              inputs, 0);
  // CHECK-LABEL: @testDynamicQuantize
  // CHECK-NEXT: output 0 rank 0: 64 -127 127 64
}

// Rounding to the narrow formats: 1/3 in f16 is 0.333251953125 (0x3555);
// 500 saturates to 448 in f8E4M3FN; 0.2 = 1.6 * 2^-3 lies between 1.5 *
// 2^-3 = 0.1875 and 1.625 * 2^-3 = 0.203125 (3 mantissa bits) and is nearer
// the second; in f4E2M1FN 2.6 rounds to 3 and
// 5 to 4 (tie, even mantissa) in f4E2M1FN; 7 saturates to 6.
static void testRounding(void) {
  fprintf(stderr, "@testRounding\n");
  static const double x[] = {1.0 / 3.0}, y[] = {500, 0.2}, z[] = {2.6, 5, 7};
  const double *inputs[] = {x, y, z};
  runAndPrint("func.func @f(%x: tensor<1xf32>, %y: tensor<2xf32>, %z: "
              "tensor<3xf32>) -> (tensor<1xf16>, tensor<2xf8E4M3FN>, "
              "tensor<3xf4E2M1FN>) {\n"
              "  %a = arith.truncf %x : tensor<1xf32> to tensor<1xf16>\n"
              "  %b = arith.truncf %y : tensor<2xf32> to tensor<2xf8E4M3FN>\n"
              "  %c = arith.truncf %z : tensor<3xf32> to tensor<3xf4E2M1FN>\n"
              "  return %a, %b, %c : tensor<1xf16>, tensor<2xf8E4M3FN>, "
              "tensor<3xf4E2M1FN>\n}\n",
              inputs, 0);
  // CHECK-LABEL: @testRounding
  // CHECK-NEXT: output 0 rank 0: 0.333252
  // CHECK-NEXT: output 1 rank 0: 448 0.203125
  // CHECK-NEXT: output 2 rank 0: 3 4 6
}

// all_reduce over 2 ranks of a sharded argument: rank 0 holds [1, 2], rank 1
// [10, 20]; both get [11, 22].
static void testAllReduce(void) {
  fprintf(stderr, "@testAllReduce\n");
  static const double rank0[] = {1, 2}, rank1[] = {10, 20};
  const double *inputs[] = {rank0, rank1};
  runAndPrint("func.func @f(%x: tensor<2xf32> {tensor_cast.sharded}) -> "
              "tensor<2xf32> {\n"
              "  %y = \"tensor_cast.all_reduce\"(%x) {rank = 0 : i64, "
              "rank_group = array<i64: 0, 1>} : (tensor<2xf32>) -> "
              "tensor<2xf32>\n"
              "  return %y : tensor<2xf32>\n}\n",
              inputs, 0);
  // CHECK-LABEL: @testAllReduce
  // CHECK-NEXT: output 0 rank 0: 11 22
  // CHECK-NEXT: output 0 rank 1: 11 22
}

// reduce_scatter then all_gather along dim 0 equals all_reduce: the sum is
// [11, 22, 33, 44]; rank 0 keeps [11, 22], rank 1 [33, 44]; the gather
// concatenates them back on both. all_slice of the same replicated sum
// gives each rank its chunk without communication.
static void testScatterGatherRoundTrip(void) {
  fprintf(stderr, "@testScatterGatherRoundTrip\n");
  static const double rank0[] = {1, 2, 3, 4}, rank1[] = {10, 20, 30, 40};
  const double *inputs[] = {rank0, rank1};
  runAndPrint(
      "func.func @f(%x: tensor<4xf32> {tensor_cast.sharded}) -> "
      "(tensor<2xf32>, tensor<4xf32>, tensor<2xf32>) {\n"
      "  %s = \"tensor_cast.reduce_scatter\"(%x) {dim = 0 : i64, rank = 0 : "
      "i64, rank_group = array<i64: 0, 1>} : (tensor<4xf32>) -> "
      "tensor<2xf32>\n"
      "  %g = \"tensor_cast.all_gather\"(%s) {dim = 0 : i64, rank = 0 : i64, "
      "rank_group = array<i64: 0, 1>} : (tensor<2xf32>) -> tensor<4xf32>\n"
      "  %l = \"tensor_cast.all_slice\"(%g) {dim = 0 : i64, rank = 0 : i64, "
      "rank_group = array<i64: 0, 1>} : (tensor<4xf32>) -> tensor<2xf32>\n"
      "  return %s, %g, %l : tensor<2xf32>, tensor<4xf32>, tensor<2xf32>\n}\n",
      inputs, 0);
  // CHECK-LABEL: @testScatterGatherRoundTrip
  // CHECK-NEXT: output 0 rank 0: 11 22
  // CHECK-NEXT: output 0 rank 1: 33 44
  // CHECK-NEXT: output 1 rank 0: 11 22 33 44
  // CHECK-NEXT: output 1 rank 1: 11 22 33 44
  // CHECK-NEXT: output 2 rank 0: 11 22
  // CHECK-NEXT: output 2 rank 1: 33 44
}

// Weight-only int4 per-group (g = 2) with offsets: w_deq[k][n] =
// (w - offset[k/2][n]) * scale[k/2][n]. x = [1, 1, 1, 1], w column 0 =
// [1, 2, 3, 4], scales [0.5, 2], offsets [1, -1]:
//   (1-1)*0.5 + (2-1)*0.5 + (3+1)*2 + (4+1)*2 = 0 + 0.5 + 8 + 10 = 18.5.
static void testInt4GroupWise(void) {
  fprintf(stderr, "@testInt4GroupWise\n");
  static const double x[] = {1, 1, 1, 1}, w[] = {1, 2, 3, 4},
                      s[] = {0.5, 2}, o[] = {1, -1};
  const double *inputs[] = {x, w, s, o};
  runAndPrint("func.func @f(%x: tensor<1x4xf32>, %w: tensor<4x1xi4>, %s: "
              "tensor<2x1xf32>, %o: tensor<2x1xi32>) -> tensor<1x1xf32> {\n"
              "  %y = \"tensor_cast.quant_linear\"(%x, %w, %s, %o) "
              "{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0, 0>} : "
              "(tensor<1x4xf32>, tensor<4x1xi4>, tensor<2x1xf32>, "
              "tensor<2x1xi32>) -> tensor<1x1xf32>\n"
              "  return %y : tensor<1x1xf32>\n}\n",
              inputs, 0);
  // CHECK-LABEL: @testInt4GroupWise
  // CHECK-NEXT: output 0 rank 0: 18.5
}

// An op tc-run cannot execute is an error at the op, never zeros.
static void testUnsupportedOp(void) {
  fprintf(stderr, "@testUnsupportedOp\n");
  runAndPrint("func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
              "  %y = tensor.pad %x low[1] high[0] {\n"
              "  ^bb0(%i: index):\n"
              "    %z = arith.constant 0.0 : f32\n"
              "    tensor.yield %z : f32\n"
              "  } : tensor<2xf32> to tensor<3xf32>\n"
              "  %w = tensor.extract_slice %y[0] [2] [1] : tensor<3xf32> to "
              "tensor<2xf32>\n"
              "  return %w : tensor<2xf32>\n}\n",
              NULL, 0);
  // CHECK-LABEL: @testUnsupportedOp
  // CHECK-NEXT: diagnostic: tc-run: cannot execute 'tensor.pad'
  // CHECK-NEXT: run failed
}

// tc-run runs what the caller hands it, verified by tc-verify or not: a
// copy_region that names no region before it, or that does not fit its
// region's types, is an error at the copy, not a crash. (tc-verify refuses
// both first: test/Dialect/invalid-regions.mlir.)
static void testCopyRegionGuards(void) {
  fprintf(stderr, "@testCopyRegionGuards\n");
  runAndPrint("func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
              "  %c = \"tensor_cast.copy_region\"(%x) {id = 3 : i64} : "
              "(tensor<2xf32>) -> tensor<2xf32>\n"
              "  return %c : tensor<2xf32>\n}\n",
              NULL, 0);
  runAndPrint("func.func @f(%x: tensor<2xf32>, %y: tensor<4xf32>) -> "
              "tensor<4xf32> {\n"
              "  %b = \"tensor_cast.region_begin\"(%x) {id = 0 : i64} : "
              "(tensor<2xf32>) -> tensor<2xf32>\n"
              "  %e = \"tensor_cast.region_end\"(%b) {id = 0 : i64} : "
              "(tensor<2xf32>) -> tensor<2xf32>\n"
              "  %c = \"tensor_cast.copy_region\"(%y) {id = 0 : i64} : "
              "(tensor<4xf32>) -> tensor<4xf32>\n"
              "  return %c : tensor<4xf32>\n}\n",
              NULL, 0);
  runAndPrint("func.func @f(%x: tensor<2xf32>, %y: tensor<4xf32>) -> "
              "tensor<2xf32> {\n"
              "  %b = \"tensor_cast.region_begin\"(%x) {id = 0 : i64} : "
              "(tensor<2xf32>) -> tensor<2xf32>\n"
              "  %e = \"tensor_cast.region_end\"(%y) {id = 0 : i64} : "
              "(tensor<4xf32>) -> tensor<4xf32>\n"
              "  %c = \"tensor_cast.copy_region\"(%x) {id = 0 : i64} : "
              "(tensor<2xf32>) -> tensor<2xf32>\n"
              "  return %c : tensor<2xf32>\n}\n",
              NULL, 0);
  // CHECK-LABEL: @testCopyRegionGuards
  // CHECK-NEXT: diagnostic: tc-run: copy_region id 3 names no region that ends before it in this block
  // CHECK-NEXT: run failed
  // CHECK-NEXT: diagnostic: tc-run: copy_region id 0 runs its region on a value of type tensor<4xf32>, but the region's input is tensor<2xf32>
  // CHECK-NEXT: run failed
  // CHECK-NEXT: diagnostic: tc-run: copy_region id 0 runs its region on a value of type tensor<2xf32>, but the region's output is tensor<4xf32>
  // CHECK-NEXT: run failed
}

// Generated inputs: the same seed gives the same values; a replicated
// argument is the same on both ranks, a sharded one differs; another seed
// gives other values.
static const char kTwoArguments[] =
    "func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32> {tensor_cast.sharded}) "
    "-> (tensor<4xf32>, tensor<4xf32>) {\n"
    "  return %a, %b : tensor<4xf32>, tensor<4xf32>\n}\n";

static bool sameData(TcRunResult x, int64_t rankX, TcRunResult y,
                     int64_t rankY, intptr_t output) {
  const double *a = tcRunResultGetOutputData(x, rankX, output);
  const double *b = tcRunResultGetOutputData(y, rankY, output);
  for (int64_t i = 0; i < tcRunResultGetOutputNumElements(x, output); ++i)
    if (a[i] != b[i])
      return false;
  return true;
}

static void testGeneratedInputs(void) {
  fprintf(stderr, "@testGeneratedInputs\n");
  MlirContext context = createContext();
  MlirModule module = parseModule(context, kTwoArguments);
  if (mlirModuleIsNull(module)) {
    mlirContextDestroy(context);
    return;
  }
  MlirOperation function = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
  TcRunOptions options = tcRunOptionsGetDefault();
  options.worldSize = 2;
  options.seed = 7;
  TcRunResult first = tcRunResultCreateFromFunction(function, &options);
  TcRunResult again = tcRunResultCreateFromFunction(function, &options);
  options.seed = 8;
  TcRunResult other = tcRunResultCreateFromFunction(function, &options);
  fprintf(stderr, "world size: %ld\n", (long)tcRunResultGetWorldSize(first));
  fprintf(stderr, "same seed, same values: %d\n",
          sameData(first, 0, again, 0, 0) && sameData(first, 1, again, 1, 1));
  fprintf(stderr, "replicated equal across ranks: %d\n",
          sameData(first, 0, first, 1, 0));
  fprintf(stderr, "sharded equal across ranks: %d\n",
          sameData(first, 0, first, 1, 1));
  fprintf(stderr, "other seed, same values: %d\n",
          sameData(first, 0, other, 0, 0));
  tcRunResultDestroy(first);
  tcRunResultDestroy(again);
  tcRunResultDestroy(other);
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testGeneratedInputs
  // CHECK-NEXT: world size: 2
  // CHECK-NEXT: same seed, same values: 1
  // CHECK-NEXT: replicated equal across ranks: 1
  // CHECK-NEXT: sharded equal across ranks: 0
  // CHECK-NEXT: other seed, same values: 0
}

static const char kThreeWorlds[] =
    "func.func @three(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
    "  %y = \"tensor_cast.all_reduce\"(%x) {rank = 1 : i64, rank_group "
    "= array<i64: 2, 0, 1>} : (tensor<2xf32>) -> tensor<2xf32>\n"
    "  return %y : tensor<2xf32>\n}\n"
    "func.func @none(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
    "  return %x : tensor<2xf32>\n}\n"
    "func.func @mixed(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
    "  %y = \"tensor_cast.all_reduce\"(%x) {rank = 0 : i64, rank_group "
    "= array<i64: 0, 1>} : (tensor<2xf32>) -> tensor<2xf32>\n"
    "  %z = \"tensor_cast.all_reduce\"(%y) {rank = 0 : i64, rank_group "
    "= array<i64: 0, 2>} : (tensor<2xf32>) -> tensor<2xf32>\n"
    "  return %z : tensor<2xf32>\n}\n";

// The world size comes from the collectives' rank_group; a function whose
// collectives disagree is not one SPMD program.
static void testWorldSize(void) {
  fprintf(stderr, "@testWorldSize\n");
  MlirContext context = createContext();
  MlirModule module = parseModule(context, kThreeWorlds);
  if (mlirModuleIsNull(module)) {
    mlirContextDestroy(context);
    return;
  }
  for (MlirOperation f = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
       !mlirOperationIsNull(f); f = mlirOperationGetNextInBlock(f))
    fprintf(stderr, "%ld\n", (long)tcFunctionGetWorldSize(f));
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testWorldSize
  // CHECK-NEXT: 3
  // CHECK-NEXT: 0
  // CHECK-NEXT: -1
}

// The work limit: the 2x2x2 linear is 2 * 2 * 2 * 2 = 16 FLOPs, allowed at
// a limit of 16 and refused below it before it runs; 0 is no limit. The
// default is TC_RUN_DEFAULT_MAX_FLOPS.
static void testWorkLimit(void) {
  fprintf(stderr, "@testWorkLimit\n");
  static const char kLinear[] =
      "func.func @f(%x: tensor<2x2xf32>, %w: tensor<2x2xf32>) -> "
      "tensor<2x2xf32> {\n"
      "  %y = \"tensor_cast.linear\"(%x, %w) : (tensor<2x2xf32>, "
      "tensor<2x2xf32>) -> tensor<2x2xf32>\n"
      "  return %y : tensor<2x2xf32>\n}\n";
  static const double x[] = {1, 2, 3, 4}, w[] = {5, 6, 7, 8};
  const double *inputs[] = {x, w};
  TcRunOptions options = tcRunOptionsGetDefault();
  fprintf(stderr, "default limit: %g\n", options.maxFlops);
  options.inputs = inputs;
  const double limits[] = {16, 15, 0};
  for (int i = 0; i < 3; ++i) {
    options.maxFlops = limits[i];
    fprintf(stderr, "limit %g:\n", limits[i]);
    runWithOptionsAndPrint(kLinear, &options);
  }
  // CHECK-LABEL: @testWorkLimit
  // CHECK-NEXT: default limit: 6.4e+10
  // CHECK-NEXT: limit 16:
  // CHECK-NEXT: output 0 rank 0: 19 22 43 50
  // CHECK-NEXT: limit 15:
  // CHECK-NEXT: diagnostic: tc-run: the function needs about 16 FLOP on its 1 rank(s), more than the limit of 15 FLOP (--max-gflop); its largest op is this 'tensor_cast.linear' (16 FLOP)
  // CHECK-NEXT: run failed
  // CHECK-NEXT: limit 0:
  // CHECK-NEXT: output 0 rank 0: 19 22 43 50
}

// The spacing of each output's numbers (tc-run --ulps): at 1, f16 has 10
// mantissa bits (2^-10 = 0.000976562), bf16 7 (0.0078125), f8E4M3FN 3
// (0.125); at 1000, in [512, 1024), the spacing is 2^9 times those: 0.5, 4
// and 64 (f8E4M3FN's grid continued past its largest number, 448); an
// integer's is 1 at any magnitude.
static void testOutputUlp(void) {
  fprintf(stderr, "@testOutputUlp\n");
  MlirContext context = createContext();
  MlirModule module = parseModule(
      context,
      "func.func @f(%x: tensor<1xf32>, %i: tensor<1xi8>) -> (tensor<1xf16>, "
      "tensor<1xbf16>, "
      "tensor<1xf8E4M3FN>, tensor<1xi8>) {\n"
      "  %a = arith.truncf %x : tensor<1xf32> to tensor<1xf16>\n"
      "  %b = arith.truncf %x : tensor<1xf32> to tensor<1xbf16>\n"
      "  %c = arith.truncf %x : tensor<1xf32> to tensor<1xf8E4M3FN>\n"
      "  return %a, %b, %c, %i : tensor<1xf16>, tensor<1xbf16>, "
      "tensor<1xf8E4M3FN>, tensor<1xi8>\n}\n");
  MlirOperation function = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
  TcRunOptions options = tcRunOptionsGetDefault();
  TcRunResult result = tcRunResultCreateFromFunction(function, &options);
  for (intptr_t out = 0; out < tcRunResultGetNumOutputs(result); ++out)
    fprintf(stderr, "output %ld: %g at 1, %g at 1000\n", (long)out,
            tcRunResultGetOutputUlp(result, out, 1.0),
            tcRunResultGetOutputUlp(result, out, 1000.0));
  tcRunResultDestroy(result);
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testOutputUlp
  // CHECK-NEXT: output 0: 0.000976562 at 1, 0.5 at 1000
  // CHECK-NEXT: output 1: 0.0078125 at 1, 4 at 1000
  // CHECK-NEXT: output 2: 0.125 at 1, 64 at 1000
  // CHECK-NEXT: output 3: 1 at 1, 1 at 1000
}

// One model tensor, two layouts: "w" is (3, 4) in the checkpoint's layout;
// the whole program holds its transpose, the two-rank one its columns in two
// parts of 2 (rank 1's second column past the tensor: padding, zero). Both
// draw "w" once from its name, so the joined outputs are equal. "b" is a
// partial term: only rank 0 holds it. A result without a source has no
// joined output.
static const char kWhole[] =
    "func.func @whole(%w: tensor<4x3xf32> {tensor_cast.source = {name = "
    "\"w\", shape = array<i64: 3, 4>, transpose}}) -> (tensor<4x3xf32> "
    "{tensor_cast.source = {name = \"w_t\", shape = array<i64: 4, 3>}}) {\n"
    "  return %w : tensor<4x3xf32>\n}\n";
static const char kSplit[] =
    "func.func @split(%w: tensor<4x2xf32> {tensor_cast.sharded, "
    "tensor_cast.source = {name = \"w\", shape = array<i64: 3, 4>, "
    "transpose, split = array<i64: 1, 2, 1>}}, %b: tensor<3xf32> "
    "{tensor_cast.sharded, tensor_cast.source = {name = \"b\", shape = "
    "array<i64: 3>, partial = 2}}) -> (tensor<4x2xf32> {tensor_cast.source = "
    "{name = \"w_t\", shape = array<i64: 4, 3>, split = array<i64: 1, 2, "
    "1>}}, tensor<3xf32>) {\n"
    "  return %w, %b : tensor<4x2xf32>, tensor<3xf32>\n}\n";

static TcRunResult runFirstFunction(MlirModule module, int64_t worldSize) {
  TcRunOptions options = tcRunOptionsGetDefault();
  options.worldSize = worldSize;
  options.seed = 3;
  return tcRunResultCreateFromFunction(
      mlirBlockGetFirstOperation(mlirModuleGetBody(module)), &options);
}

static void testJoinedOutputs(void) {
  fprintf(stderr, "@testJoinedOutputs\n");
  MlirContext context = createContext();
  MlirModule whole = parseModule(context, kWhole);
  MlirModule split = parseModule(context, kSplit);
  if (mlirModuleIsNull(whole) || mlirModuleIsNull(split)) {
    mlirContextDestroy(context);
    return;
  }
  TcRunResult one = runFirstFunction(whole, 1), two = runFirstFunction(split, 2);
  TcRunJoinedOutput a = tcRunResultGetJoinedOutput(one, 0);
  TcRunJoinedOutput b = tcRunResultGetJoinedOutput(two, 0);
  bool equal = a.numElements == b.numElements && a.numElements == 12;
  for (int64_t i = 0; equal && i < a.numElements; ++i)
    equal = a.data[i] == b.data[i];
  fprintf(stderr, "joined %.*s: rank %ld, %lldx%lld, equal: %d\n",
          (int)b.name.length, b.name.data, (long)b.rank,
          (long long)b.shape[0], (long long)b.shape[1], equal);
  const double *rank1 = tcRunResultGetOutputData(two, 1, 0);
  fprintf(stderr, "rank 1's padding column: %g %g %g %g\n", rank1[1],
          rank1[3], rank1[5], rank1[7]);
  const double *bias0 = tcRunResultGetOutputData(two, 0, 1);
  const double *bias1 = tcRunResultGetOutputData(two, 1, 1);
  fprintf(stderr, "partial: rank 0 nonzero %d, rank 1 %g %g %g\n",
          bias0[0] != 0.0 && bias0[1] != 0.0 && bias0[2] != 0.0, bias1[0],
          bias1[1], bias1[2]);
  TcRunJoinedOutput none = tcRunResultGetJoinedOutput(two, 1);
  fprintf(stderr, "no source: data %s, name length %zu\n",
          none.data ? "set" : "NULL", none.name.length);
  fprintf(stderr, "loaded arguments: %lld\n",
          (long long)tcRunResultGetNumLoadedArguments(two));
  tcRunResultDestroy(one);
  tcRunResultDestroy(two);
  mlirModuleDestroy(whole);
  mlirModuleDestroy(split);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testJoinedOutputs
  // CHECK-NEXT: joined w_t: rank 2, 4x3, equal: 1
  // CHECK-NEXT: rank 1's padding column: 0 0 0 0
  // CHECK-NEXT: partial: rank 0 nonzero 1, rank 1 0 0 0
  // CHECK-NEXT: no source: data NULL, name length 0
  // CHECK-NEXT: loaded arguments: 0
}

int main(void) {
  testLinear2x2();
  testInt8Quantize();
  testDynamicQuantize();
  testRounding();
  testAllReduce();
  testScatterGatherRoundTrip();
  testInt4GroupWise();
  testUnsupportedOp();
  testCopyRegionGuards();
  testGeneratedInputs();
  testWorldSize();
  testWorkLimit();
  testOutputUlp();
  testJoinedOutputs();
  return 0;
}
