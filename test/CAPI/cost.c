//===- cost.c - Tests of the cost analysis's C API (tensor_cast-c/Cost.h) -===//
//
// Hand-computed: each test costs a small module on the round-figure device
// of test/Cost/Inputs/unit-calibrated.json (1 FLOP/us, 1 byte/us, a GEMM is
// fixed 10 + compute + memory, a bandwidth-bound kernel 2 + bytes; 1000
// bytes of memory) and prints the summary, which FileCheck compares with the
// numbers worked out in the comments.
//
//===----------------------------------------------------------------------===//

// RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); d['iteration_sync_us'] = 250; json.dump(d, open(sys.argv[2], 'w'))" %S/../Cost/Inputs/unit-calibrated.json %t.sync.json
// RUN: tc-cost-capi-test %S/../Cost/Inputs/unit-calibrated.json %t.sync.json 2>&1 | FileCheck %s

#include <stdio.h>

#include "mlir-c/IR.h"
#include "tensor_cast-c/TensorCast.h"

#include "PrintDiagnostics.h"

static const char *gDevice;
static const char *gSyncDevice; // the same with iteration_sync_us 250
static bool gSetRoutingSkew; // false: the default options' skew
static double gRoutingSkew;
static TcCudaGraphMode gGraphs = TC_CUDA_GRAPH_MODE_ON;
static const char *gNetwork; // NULL: the default
static int64_t gGpusPerNode; // 0: the network's

/// Parses `text` and prints its summary, with CUDA graphs on (no launches)
/// unless a test sets gGraphs.
static void costAndPrint(const char *name, const char *text) {
  MlirContext context = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(context, printDiagnostic, NULL, NULL);
  tcContextLoadDialect(context);
  MlirModule module =
      mlirModuleCreateParse(context, mlirStringRefCreateFromCString(text));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "%s: parse failed\n", name);
    mlirContextDestroy(context);
    return;
  }
  TcCostOptions options = tcCostOptionsGetDefault();
  options.device = gDevice;
  options.cudaGraphs = gGraphs;
  if (gSetRoutingSkew)
    options.moeRoutingSkew = gRoutingSkew;
  options.network = gNetwork;
  options.gpusPerNode = gGpusPerNode;
  TcCostSummary summary;
  MlirLogicalResult result =
      tcOperationEstimateCost(mlirModuleGetOperation(module), &options, &summary);
  fprintf(stderr, "%s:", name); // after the call's diagnostics
  if (mlirLogicalResultIsFailure(result))
    fprintf(stderr, " failed\n");
  else
    fprintf(stderr,
            " step %g serial %g host %g sync %g flops %g bytes %g comm %g kernels "
            "%ld world %ld weights %g kv %g peak %g capacity %g fits %d attention "
            "%g launch %g\n",
            summary.stepTimeMicroseconds, summary.serialTimeMicroseconds,
            summary.hostMicroseconds, summary.iterationSyncMicroseconds,
            summary.flops, summary.bytes, summary.commBytes,
            (long)summary.kernels, (long)summary.worldSize, summary.weightBytes,
            summary.kvCacheBytes, summary.peakActivationBytes,
            summary.capacityBytes, summary.fits, summary.attentionMicroseconds,
            summary.launchOverheadMicroseconds);
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
}

static const char *const kChain =
    "func.func @f(%x: tensor<2x4xbf16>, %w: tensor<4x8xbf16>, %g: tensor<8xbf16>) -> tensor<2x8xbf16> {\n"
    "  %y = \"tensor_cast.linear\"(%x, %w) : (tensor<2x4xbf16>, tensor<4x8xbf16>) -> tensor<2x8xbf16>\n"
    "  %n = \"tensor_cast.rms_norm\"(%y, %g) {eps = 1.0e-06 : f32} : (tensor<2x8xbf16>, tensor<8xbf16>) -> tensor<2x8xbf16>\n"
    "  return %n : tensor<2x8xbf16>\n"
    "}\n";

// linear 250 then rms_norm 82, one after the other: step = serial = 332.
// Weights: w 4·8·2 = 64 and the norm's scale 16. Peak: y and n, 64.
// CHECK: chain: step 332 serial 332 host 0 sync 0 flops 192 bytes 192 comm 0 kernels 2 world 1 weights 80 kv 0 peak 64 capacity 1000 fits 1 {{.*}} launch 1000{{$}}
static void testChain(void) {
  costAndPrint("chain", kChain);
}

// The same chain launched from the host (graphs off), whose launches are
// 1000 us apart: the linear runs from 1000 to 1250, the norm from its launch
// at 2000 to 2082. The host's time is its two launches; the kernels' own
// times do not change. The summary states the device's launch time under
// graphs too (the chain above), where the program does not pay it.
// CHECK: launched: step 2082 serial 332 host 2000 sync 0 flops 192 {{.*}} launch 1000{{$}}
static void testHostLaunches(void) {
  gGraphs = TC_CUDA_GRAPH_MODE_OFF;
  costAndPrint("launched", kChain);
  gGraphs = TC_CUDA_GRAPH_MODE_ON;
}

// An all_reduce of 32 bytes over 4 ranks (the one-shot kernel: 0.5 + 32)
// on the communication stream beside an independent linear (250) on the
// compute stream: the step is the longer, 250; serially 282.5.
// CHECK: overlap: step 250 serial 282.5 host 0 sync 0 flops 128 bytes 112 comm 48 kernels 2 world 4
static const char *const kOverlap =
    "func.func @f(%x: tensor<2x8xbf16>, %a: tensor<2x4xbf16>, %w: tensor<4x8xbf16>) -> (tensor<2x8xbf16>, tensor<2x8xbf16>) {\n"
    "  %r = \"tensor_cast.all_reduce\"(%x) {rank = 0 : i64, rank_group = array<i64: 0, 1, 2, 3>} : (tensor<2x8xbf16>) -> tensor<2x8xbf16>\n"
    "  %y = \"tensor_cast.linear\"(%a, %w) : (tensor<2x4xbf16>, tensor<4x8xbf16>) -> tensor<2x8xbf16>\n"
    "  return %r, %y : tensor<2x8xbf16>, tensor<2x8xbf16>\n"
    "}\n";

static void testOverlap(void) { costAndPrint("overlap", kOverlap); }

// On a device whose engine iterations pay 250 us on the host to keep their
// ranks in step, the summary says so for the four-rank program and not for
// the one-rank chain; the step time is the kernels' either way.
// CHECK: synced-ranks: step 250 serial 282.5 host 0 sync 250 {{.*}} world 4
// CHECK: synced-one-rank: step 332 serial 332 host 0 sync 0 {{.*}} world 1
static void testIterationSync(void) {
  const char *device = gDevice;
  gDevice = gSyncDevice;
  costAndPrint("synced-ranks", kOverlap);
  costAndPrint("synced-one-rank", kChain);
  gDevice = device;
}

// A layer between region markers and two copies: three layers. Each runs a
// linear (M=2, K=4, N=4: 10 + 64 + (32 + 16 + 16) = 138) after appending
// the new row to its KV cache (the append writes in place: 2·8 bytes read
// and written = 32, plus 2 fixed = 34), one after the other: 3·172 = 516.
// Resident: the layer's weight (32 bytes) and cache (2·4·2 = 16 bytes)
// stand for every layer's, three each: 96 and 48.
// CHECK: layers: step 516 serial 516 {{.*}} weights 96 kv 48
static void testRegionsCountEveryLayer(void) {
  costAndPrint("layers",
               "func.func @f(%x: tensor<2x4xbf16>, %w: tensor<4x4xbf16>, %cache: tensor<2x4xbf16>) -> (tensor<2x4xbf16>, tensor<4x4xbf16>) {\n"
               "  %b = \"tensor_cast.region_begin\"(%x) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>\n"
               "  %k = tensor.concat dim(0) %cache, %b : (tensor<2x4xbf16>, tensor<2x4xbf16>) -> tensor<4x4xbf16>\n"
               "  %y = \"tensor_cast.linear\"(%b, %w) : (tensor<2x4xbf16>, tensor<4x4xbf16>) -> tensor<2x4xbf16>\n"
               "  %e = \"tensor_cast.region_end\"(%y) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>\n"
               "  %c1 = \"tensor_cast.copy_region\"(%e) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>\n"
               "  %c2 = \"tensor_cast.copy_region\"(%c1) {id = 0 : i64} : (tensor<2x4xbf16>) -> tensor<2x4xbf16>\n"
               "  return %c2, %k : tensor<2x4xbf16>, tensor<4x4xbf16>\n"
               "}\n");
}

// 64·8·2 = 1024 bytes of weights do not fit 1000.
// CHECK: too-big: {{.*}} weights 1024 kv 0 {{.*}} capacity 1000 fits 0
static void testDoesNotFit(void) {
  costAndPrint("too-big",
               "func.func @f(%x: tensor<1x64xbf16>, %w: tensor<64x8xbf16>) -> tensor<1x8xbf16> {\n"
               "  %y = \"tensor_cast.linear\"(%x, %w) : (tensor<1x64xbf16>, tensor<64x8xbf16>) -> tensor<1x8xbf16>\n"
               "  return %y : tensor<1x8xbf16>\n"
               "}\n");
}

// An unknown device is an error at the module, and the call fails.
// CHECK: diagnostic: unknown device 'no-such-device'
// CHECK: bad-device: failed
static void testUnknownDevice(void) {
  const char *device = gDevice;
  gDevice = "no-such-device";
  costAndPrint("bad-device", "func.func @f() { return }\n");
  gDevice = device;
}

// Causal prefill attention (B=1, S=4, 2 heads of 2, D=4) beside a linear:
// the attention kernel is 712 of the serial time (test/Cost/kernel-time.test
// has its terms), the linear (M=4, K=4, N=4: 10 + 128 + 96) the rest.
// CHECK: attention: step 946 serial 946 {{.*}} attention 712
static void testAttentionTime(void) {
  costAndPrint("attention",
               "func.func @f(%q: tensor<1x4x2x4xbf16>, %k: tensor<1x4x2x4xbf16>, %v: tensor<1x4x2x4xbf16>, %w: tensor<4x4xbf16>) -> tensor<4x4xbf16> {\n"
               "  %a = \"tensor_cast.attention\"(%q, %k, %v) {scale = 5.0e-01 : f64} : (tensor<1x4x2x4xbf16>, tensor<1x4x2x4xbf16>, tensor<1x4x2x4xbf16>) -> tensor<1x4x2x4xbf16>\n"
               "  %x = \"tensor_cast.view\"(%a) : (tensor<1x4x2x4xbf16>) -> tensor<4x8xbf16>\n"
               "  %s = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<4x8xbf16> to tensor<4x4xbf16>\n"
               "  %y = \"tensor_cast.linear\"(%s, %w) : (tensor<4x4xbf16>, tensor<4x4xbf16>) -> tensor<4x4xbf16>\n"
               "  return %y : tensor<4x4xbf16>\n"
               "}\n");
}

// One token-heavy expert under skewed routing (the default's exponent, 1.2)
// against two light ones under balanced routing (skew 0), as
// test/Cost/calibrated.mlir's @skewed_experts computes (the linears 561 and
// 849, the router's top-k its 36 bytes, no fixed cost: it runs inside the
// block, whose runs were timed from the router's logits): 825 and 1113. A
// negative or NaN skew is refused at the module.
// CHECK: skewed: step 825 serial 825
// CHECK: balanced: step 1113 serial 1113
// CHECK: diagnostic: expected moeRoutingSkew finite and at least 0 (0: balanced routing)
// CHECK: negative-skew: failed
// CHECK: diagnostic: expected moeRoutingSkew finite and at least 0 (0: balanced routing)
// CHECK: nan-skew: failed
static void testRoutingSkew(void) {
  static const char *const kExperts =
      "func.func @f(%x: tensor<2x8xbf16>, %wg: tensor<8x4xbf16>, %we: tensor<8x8xbf16>) -> tensor<2x8xbf16> {\n"
      "  %logits = \"tensor_cast.linear\"(%x, %wg) : (tensor<2x8xbf16>, tensor<8x4xbf16>) -> tensor<2x4xbf16>\n"
      "  %g:2 = \"tensor_cast.moe_gate\"(%logits) {top_k = 1 : i64} : (tensor<2x4xbf16>) -> (tensor<2x1xbf16>, tensor<2x1xi64>)\n"
      "  %d = \"tensor_cast.moe_dispatch\"(%x, %g#1) : (tensor<2x8xbf16>, tensor<2x1xi64>) -> tensor<4x2x8xbf16>\n"
      "  %s = tensor.extract_slice %d[0, 0, 0] [1, 2, 8] [1, 1, 1] : tensor<4x2x8xbf16> to tensor<2x8xbf16>\n"
      "  %h = \"tensor_cast.linear\"(%s, %we) : (tensor<2x8xbf16>, tensor<8x8xbf16>) -> tensor<2x8xbf16>\n"
      "  %hv = \"tensor_cast.view\"(%h) : (tensor<2x8xbf16>) -> tensor<1x2x8xbf16>\n"
      "  %y = tensor.concat dim(0) %hv, %hv, %hv, %hv : (tensor<1x2x8xbf16>, tensor<1x2x8xbf16>, tensor<1x2x8xbf16>, tensor<1x2x8xbf16>) -> tensor<4x2x8xbf16>\n"
      "  %c = \"tensor_cast.moe_combine\"(%y, %g#0, %g#1) : (tensor<4x2x8xbf16>, tensor<2x1xbf16>, tensor<2x1xi64>) -> tensor<2x8xbf16>\n"
      "  return %c : tensor<2x8xbf16>\n"
      "}\n";
  costAndPrint("skewed", kExperts);
  gSetRoutingSkew = true;
  gRoutingSkew = 0;
  costAndPrint("balanced", kExperts);
  gRoutingSkew = -1e-9;
  costAndPrint("negative-skew", kExperts);
  gRoutingSkew = 0.0 / 0.0;
  costAndPrint("nan-skew", kExperts);
  gSetRoutingSkew = false;
}

// The network and GPUs per node: a summary names the transfer links (the
// default ndr400: 50 GB/s a GPU, 10 us; the device file's NVLink); an
// unknown network or a node of no GPUs is refused at the module.
// CHECK: diagnostic: {{.*}}no-such-network
// CHECK: bad-network: failed
// CHECK: diagnostic: GPUs per node -1: expected 1 to 4096 (0: the network's own)
// CHECK: bad-node: failed
// CHECK: links: NVLink 450 GB/s, network 50 GB/s, 10 us, 8 GPUs a node
static void testNetwork(void) {
  gNetwork = "no-such-network";
  costAndPrint("bad-network", "func.func @f() { return }\n");
  gNetwork = NULL;
  gGpusPerNode = -1;
  costAndPrint("bad-node", "func.func @f() { return }\n");
  gGpusPerNode = 0;
  MlirContext context = mlirContextCreate();
  tcContextLoadDialect(context);
  MlirModule module = mlirModuleCreateParse(
      context, mlirStringRefCreateFromCString("func.func @f() { return }\n"));
  TcCostOptions options = tcCostOptionsGetDefault();
  options.device = "h100";
  TcCostSummary summary;
  if (mlirLogicalResultIsSuccess(tcOperationEstimateCost(
          mlirModuleGetOperation(module), &options, &summary)))
    fprintf(stderr, "links: NVLink %g GB/s, network %g GB/s, %g us, %ld GPUs a "
                    "node\n",
            summary.linkGigabytesPerSecond, summary.networkGigabytesPerSecond,
            summary.networkLatencyMicroseconds, (long)summary.gpusPerNode);
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: tc-cost-capi-test DEVICE.json SYNC_DEVICE.json\n");
    return 1;
  }
  gDevice = argv[1];
  gSyncDevice = argv[2];
  testChain();
  testHostLaunches();
  testOverlap();
  testIterationSync();
  testRegionsCountEveryLayer();
  testDoesNotFit();
  testUnknownDevice();
  testAttentionTime();
  testRoutingSkew();
  testNetwork();
  return 0;
}
