//===- KernelTime.c - A device's kernel model on one kernel shape ---------===//
//
// tc-kernel-time's work: the calibration and accuracy scripts judge the C
// formulas of the kernel model through it, shape by shape. The line formats
// are in KernelTime.h.
//
//===----------------------------------------------------------------------===//

#include "ToolSupport/KernelTime.h"

#include <math.h>
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
  // The activation's dynamic quantize kernels, as a program's quantize op
  // costs them (tcActivationQuantizeBytes).
  for (int i = 0; i < (int)quantize; ++i)
    time += tcElementwiseTime(&model->elementwise, peaks, 0, true);
  if (quantize > 0)
    time += tcElementwiseTime(
        &model->elementwise, peaks,
        tcActivationQuantizeBytes((TcGemmClass)klass, v[0], v[2], quantize),
        false);
  return time;
}

/// The up and down GEMMs of every local expert under skewed routing, and
/// the rows routed to the busiest rank; false for a shape not modelled.
/// Up is (upWidth x hidden), down (hidden x localInter).
static bool skewedExpertsTimes(const TcMoeModel *moe, const TcKernelPeaks *peaks,
                               TcGemmClass klass,
                               const TcRoutedExperts *routing, double upWidth,
                               double hidden, double localInter,
                               double weightBytes, double *up, double *down,
                               double *routed) {
  *up = tcSkewedExpertsGemmTime(moe, peaks, klass, routing, upWidth, hidden,
                                weightBytes);
  *down = tcSkewedExpertsGemmTime(moe, peaks, klass, routing, hidden,
                                  localInter, weightBytes);
  *routed = tcSkewedRankRows(routing);
  return !(*up < 0 || *down < 0 || *routed < 0);
}

/// The bytes an MoE layer moves besides its GEMMs: every rank reads every
/// token and writes its output row; the `routed` copies are permuted,
/// quantized (when `quantize`) and finalized.
static double moeMovedBytes(double tokens, double routed, double hidden,
                            double quantize, TcGemmClass klass) {
  return tokens * hidden * 4.0 +
         routed * hidden * (8.0 + quantize * tcGemmClassActivationBytes(klass));
}

/// The fused MoE block: the local experts' GEMMs (gate and up as one, or up
/// alone; then down) on the rows each receives (balanced routing: the experts the
/// busiest rank runs; or skewed: the busiest rank's experts each on its own
/// rows, when a skew above 0 is given), one fixed cost (with what each local
/// expert adds), and the permutation's traffic (as
/// scripts/calibrate.py's moe_time). Negative for a skewed shape it does not
/// model.
static double moeTime(const TcDevice *device, const TcKernelPeaks *peaks,
                      int klass, const double *v, bool skewed) {
  const TcKernelModel *model = &device->model;
  double weightBytes = v[0], quantize = v[1], gated = v[2], tokens = v[3];
  double hidden = v[4], inter = v[5], topK = v[6], experts = v[7];
  double tp = v[8], ep = v[9];
  double localInter = inter / tp, share = topK / experts;
  double localExperts = experts / ep;
  // Gate and up run as one GEMM (the kernel's fc1, as tc-merge-linear
  // merges them in a program).
  double upWidth = (gated ? 2 : 1) * localInter;
  const TcMoeModel *moe = &model->moe[klass];
  double up, down; // every local expert's, added up
  double routed = tokens * topK / ep; // the copies routed to this rank
  if (skewed) {
    TcRoutedExperts routing = {.tokens = tokens,
                               .experts = experts,
                               .topK = topK,
                               .localExperts = localExperts,
                               .skew = v[10]};
    if (!skewedExpertsTimes(moe, peaks, (TcGemmClass)klass, &routing, upWidth,
                            hidden, localInter, weightBytes, &up, &down,
                            &routed))
      return -1;
  } else {
    double active = tcExpertActiveShare(tokens, share, localExperts);
    double rows = tcExpertRows(tokens * share, active);
    double busy = localExperts * active;
    up = busy * tcGroupedGemmBodyTime(moe, peaks, (TcGemmClass)klass, rows,
                                      upWidth, hidden, weightBytes);
    down = busy * tcGroupedGemmBodyTime(moe, peaks, (TcGemmClass)klass, rows,
                                        hidden, localInter, weightBytes);
  }
  double moved = moeMovedBytes(tokens, routed, hidden, quantize,
                               (TcGemmClass)klass);
  return tcMoeFixedTime(moe, localExperts, tokens * topK) + up + down +
         tcElementwiseTime(&model->elementwise, peaks, moved, false);
}

/// Whether the `count` numbers of a line are sizes the formulas take: finite,
/// at most 2^53, and above 0 except those whose bit is set in `zeroAllowed`
/// (a window, quantize kernels, gated), which may be 0.
static bool sizesInRange(const double *v, int count, unsigned zeroAllowed) {
  for (int i = 0; i < count; ++i) {
    bool mayBeZero = (zeroAllowed >> i) & 1u;
    if (!(v[i] <= 9007199254740992.0) || !(mayBeZero ? v[i] >= 0 : v[i] > 0))
      return false;
  }
  return true;
}

/// The numbers of a line of `kind` with `count` fields that may be 0; ~0u
/// when the kind and count are no line format.
static unsigned zeroAllowedFor(const char *kind, int count) {
  if (strcmp(kind, "gemm") == 0 && count == 7)
    return 1u << 4; // quantize_kernels
  if (strcmp(kind, "moe") == 0 && count == 12)
    return 1u << 1 | 1u << 2; // quantize_kernels, gated
  if (strcmp(kind, "moe") == 0 && count == 13)
    return 1u << 1 | 1u << 2 | 1u << 10; // and skew (0: balanced)
  if ((strcmp(kind, "context") == 0 || strcmp(kind, "decode") == 0) &&
      count == 9)
    return 1u << 5; // window
  if (strcmp(kind, "decode") == 0 && count == 10)
    return 1u << 5 | 1u << 7; // and sinks (0: none)
  if (strcmp(kind, "collective") == 0 && count == 4)
    return 1u << 1; // message_bytes
  if ((strcmp(kind, "mla_context") == 0 && count == 6) ||
      (strcmp(kind, "mla_decode") == 0 && count == 8))
    return 0;
  return ~0u;
}

/// The GEMM class called `name` that `device` has, or -1.
static int gemmClassOf(const TcDevice *device, const char *name) {
  int klass = findName(name, tcGemmClassNames, TC_GEMM_CLASS_COUNT);
  if (klass == TC_GEMM_NVFP4 && !device->model.hasNvfp4)
    return -1;
  return klass;
}

/// A `context` or `decode` line: attention of class f[1].
static bool predictAttention(const TcDevice *device, const TcKernelPeaks *peaks,
                             char **f, int n, const double *v, double *out) {
  const TcKernelModel *model = &device->model;
  int klass = findName(f[1], tcAttentionClassNames, TC_ATTENTION_CLASS_COUNT);
  if (klass < 0 || (n == 10 && v[7] != 0 && v[7] != 1))
    return false;
  if (f[0][0] == 'c')
    *out = tcContextAttentionTime(&model->contextAttention[klass], peaks,
                                  (TcAttentionClass)klass, v[0], v[1], v[1],
                                  v[2], v[3], v[4], v[5], v[6]);
  else
    *out = tcDecodeAttentionTime(model->decodeAttention[klass], peaks, v[0],
                                 v[1], v[2], v[3], v[4], v[5], v[6],
                                 n == 10 && v[7] == 1);
  return true;
}

/// An `mla_context` or `mla_decode` line: DeepSeek's attention of class
/// f[1], on a device that has it.
static bool predictMla(const TcDevice *device, const TcKernelPeaks *peaks,
                       char **f, const double *v, double *out) {
  const TcKernelModel *model = &device->model;
  int klass = findName(f[1], tcAttentionClassNames, TC_ATTENTION_CLASS_COUNT);
  if (klass < 0 || !model->hasMla)
    return false;
  if (f[0][4] == 'c')
    *out = tcMlaContextTime(&model->mlaContext[klass], peaks, v[0], v[1],
                            v[1], v[2], v[3]);
  else
    *out = tcMlaDecodeTime(tcKernelModelGetMlaDecode(model, klass, v[2]),
                           peaks, v[0], v[1], v[2], v[3], v[4], v[5]);
  return true;
}

static bool predict(const TcDevice *device, char **f, int n, double *out) {
  TcKernelPeaks peaks = tcDeviceGetKernelPeaks(device);
  double v[MAX_FIELDS];
  if (n < 3 || !parseNumbers(f + 2, n - 2, v))
    return false;
  unsigned zeroAllowed = zeroAllowedFor(f[0], n);
  if (zeroAllowed == ~0u || !sizesInRange(v, n - 2, zeroAllowed))
    return false;
  if (strcmp(f[0], "gemm") == 0 && n == 7) {
    int klass = gemmClassOf(device, f[1]);
    return klass >= 0 && (*out = gemmTime(device, &peaks, klass, v), true);
  }
  if (strcmp(f[0], "moe") == 0 && (n == 12 || n == 13)) {
    int klass = gemmClassOf(device, f[1]);
    if (klass < 0)
      return false;
    *out = moeTime(device, &peaks, klass, v, n == 13 && v[10] > 0);
    return *out >= 0;
  }
  if ((strcmp(f[0], "context") == 0 && n == 9) ||
      (strcmp(f[0], "decode") == 0 && (n == 9 || n == 10)))
    return predictAttention(device, &peaks, f, n, v, out);
  if (strcmp(f[0], "mla_context") == 0 || strcmp(f[0], "mla_decode") == 0)
    return predictMla(device, &peaks, f, v, out);
  if (strcmp(f[0], "collective") == 0 && n == 4) {
    int kind = findName(f[1], kCollectives, TC_COLLECTIVE_KIND_COUNT);
    return kind >= 0 && v[0] == floor(v[0]) &&
           (*out = tcCollectiveTime(&device->model.collectives[kind],
                                    (int64_t)v[0], v[1])) >= 0;
  }
  return false;
}

struct TcKernelTimer {
  TcDevice device;
};

TcKernelTimer *tcKernelTimerCreate(const char *device, TcStringBuffer *error) {
  TcKernelTimer *timer = tcCheckAllocation(calloc(1, sizeof *timer));
  if (!tcDeviceLoad(device, &timer->device, error)) {
    free(timer);
    return NULL;
  }
  if (!timer->device.calibrated) {
    tcBufferAppendFormat(error, "device '%s' has no kernel model (a "
                                "data-sheet device)", timer->device.name);
    free(timer);
    return NULL;
  }
  return timer;
}

void tcKernelTimerDestroy(TcKernelTimer *timer) { free(timer); }

bool tcKernelTimerPredictLine(const TcKernelTimer *timer, char *line,
                              double *microseconds) {
  char *fields[MAX_FIELDS];
  int count = splitFields(line, fields);
  return predict(&timer->device, fields, count, microseconds);
}
