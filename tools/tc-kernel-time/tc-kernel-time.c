//===- tc-kernel-time.c - A device's predicted kernel times ----------------===//
//
// Reads kernel shapes, one per line, and prints what the device's kernel
// model predicts for each, in microseconds, one per line:
//   gemm,CLASS,m,n,k,weight_bytes,quantize_kernels   (CLASS bf16|fp8|fp8_block)
//   context,CLASS,batch,seq,q_heads,kv_heads,head_dim,window,kv_bytes
//   decode,CLASS,batch,context,q_heads,kv_heads,head_dim,window,kv_bytes
//   collective,NAME,ranks,message_bytes   (NAME all_reduce|...|custom_all_reduce)
//   moe,CLASS,weight_bytes,quantize_kernels,gated,tokens,hidden,inter,top_k,experts,tp,ep
// A line that does not parse is an error at its line number (exit 1).
//
//===----------------------------------------------------------------------===//

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Cost/Device.h"
#include "Cost/KernelModel.h"

enum { MAX_FIELDS = 16 };

static int findName(const char *name, const char *const *names, int count) {
  for (int i = 0; i < count; ++i)
    if (strcmp(name, names[i]) == 0)
      return i;
  return -1;
}

/// Splits `line` at commas into `fields`; returns how many.
static int splitFields(char *line, char **fields) {
  int count = 0;
  for (char *field = strtok(line, ",\r\n"); field && count < MAX_FIELDS;
       field = strtok(NULL, ",\r\n"))
    fields[count++] = field;
  return count;
}

static bool parseNumbers(char **fields, int count, double *numbers) {
  for (int i = 0; i < count; ++i) {
    char *end;
    numbers[i] = strtod(fields[i], &end);
    if (end == fields[i] || *end)
      return false;
  }
  return true;
}

static const char *const kGemmClasses[] = {"bf16", "fp8", "fp8_block"};
static const char *const kAttentionClasses[] = {"bf16", "fp8"};
static const char *const kCollectives[] = {"all_reduce", "all_gather",
                                           "reduce_scatter", "all_to_all",
                                           "custom_all_reduce"};

static double gemmTime(const TcDevice *device, const TcKernelPeaks *peaks,
                       int klass, const double *v) {
  const TcKernelModel *model = &device->model;
  double quantize = v[4];
  double time = model->gemm[klass].fixedMicroseconds +
                tcGemmBodyTime(&model->gemm[klass], peaks, (TcGemmClass)klass,
                               v[0], v[1], v[2], v[3]);
  // The activation's dynamic quantize kernels: each reads x, one writes 1 B.
  for (int i = 0; i < (int)quantize; ++i)
    time += tcElementwiseTime(&model->elementwise, peaks, 0, true);
  if (quantize > 0)
    time += tcElementwiseTime(&model->elementwise, peaks,
                              v[0] * v[2] * (2.0 * quantize + 1.0), false);
  return time;
}

/// The fused MoE block: the expert GEMMs of the rows each local expert
/// receives, weighted by the chance it receives any, one fixed cost, and the
/// permutation's traffic (as scripts/calibrate.py's moe_time).
static double moeTime(const TcDevice *device, const TcKernelPeaks *peaks,
                      int klass, const double *v) {
  const TcKernelModel *model = &device->model;
  double weightBytes = v[0], quantize = v[1], gated = v[2], tokens = v[3];
  double hidden = v[4], inter = v[5], topK = v[6], experts = v[7];
  double tp = v[8], ep = v[9];
  double localInter = inter / tp, share = topK / experts;
  double active = tcExpertActiveShare(tokens, share);
  double rows = tokens * share / active;
  const TcMoeModel *moe = &model->moe[klass];
  double up = tcGroupedGemmBodyTime(moe, peaks, (TcGemmClass)klass, rows,
                                    localInter, hidden, weightBytes);
  double down = tcGroupedGemmBodyTime(moe, peaks, (TcGemmClass)klass, rows,
                                      hidden, localInter, weightBytes);
  // Every rank reads every token and writes its output row; the copies
  // routed here are permuted, quantized and finalized.
  double routed = tokens * topK / ep;
  double moved = tokens * hidden * 4.0 + routed * hidden * (8.0 + quantize);
  return moe->fixedMicroseconds +
         experts / ep * active * ((gated ? 2 : 1) * up + down) +
         tcElementwiseTime(&model->elementwise, peaks, moved, false);
}

static bool predict(const TcDevice *device, char **f, int n, double *out) {
  TcKernelPeaks peaks = tcDeviceGetKernelPeaks(device);
  const TcKernelModel *model = &device->model;
  double v[MAX_FIELDS];
  if (n < 3 || !parseNumbers(f + 2, n - 2, v))
    return false;
  if (strcmp(f[0], "gemm") == 0 && n == 7) {
    int klass = findName(f[1], kGemmClasses, 3);
    return klass >= 0 && (*out = gemmTime(device, &peaks, klass, v), true);
  }
  if (strcmp(f[0], "moe") == 0 && n == 12) {
    int klass = findName(f[1], kGemmClasses, 3);
    return klass >= 0 && (*out = moeTime(device, &peaks, klass, v), true);
  }
  if ((strcmp(f[0], "context") == 0 || strcmp(f[0], "decode") == 0) && n == 9) {
    int klass = findName(f[1], kAttentionClasses, 2);
    if (klass < 0)
      return false;
    if (f[0][0] == 'c')
      *out = tcContextAttentionTime(&model->contextAttention[klass], &peaks,
                                    (TcAttentionClass)klass, v[0], v[1], v[1],
                                    v[2], v[3], v[4], v[5], v[6]);
    else
      *out = tcDecodeAttentionTime(
          &model->decodeAttention[klass][tcDecodeRegimeOf(v[2], v[3])], &peaks,
          v[0], v[1], v[2], v[3], v[4], v[5], v[6]);
    return true;
  }
  if (strcmp(f[0], "collective") == 0 && n == 4) {
    int kind = findName(f[1], kCollectives, TC_COLLECTIVE_KIND_COUNT);
    return kind >= 0 &&
           (*out = tcCollectiveTime(&model->collectives[kind], (int64_t)v[0],
                                    v[1])) >= 0;
  }
  return false;
}

int main(int argc, char **argv) {
  const char *deviceName = "h100";
  for (int i = 1; i < argc; ++i) {
    if (strncmp(argv[i], "--device=", 9) == 0) {
      deviceName = argv[i] + 9;
    } else {
      fprintf(stderr,
              "usage: tc-kernel-time [--device=NAME|FILE] < shapes.csv\n"
              "(see the comment at the top of tc-kernel-time.c for the "
              "line formats)\n");
      return argv[i][0] == '-' && argv[i][1] == 'h' ? 0 : 1;
    }
  }
  TcDevice device;
  TcStringBuffer error = {0};
  if (!tcDeviceLoad(deviceName, &device, &error)) {
    fprintf(stderr, "tc-kernel-time: %s\n", tcBufferGetCString(&error));
    tcBufferDestroy(&error);
    return 1;
  }
  if (!device.calibrated) {
    fprintf(stderr, "tc-kernel-time: device '%s' has no kernel model (a "
                    "data-sheet device)\n", device.name);
    return 1;
  }
  char line[1024];
  for (long number = 1; fgets(line, sizeof(line), stdin); ++number) {
    char *fields[MAX_FIELDS];
    int count = splitFields(line, fields);
    double time;
    if (!predict(&device, fields, count, &time)) {
      fprintf(stderr, "<stdin>:%ld: expected a kernel shape (gemm, context, "
                      "decode, collective or moe line)\n", number);
      return 1;
    }
    printf("%.6g\n", time);
  }
  return 0;
}
