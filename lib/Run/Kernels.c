//===- Kernels.c - tc-run: the tensor_cast compute ops --------------------===//
//
// Linears, quantizers and norms, in double, each result rounded to its
// element type. Reductions run in a fixed order (ascending K, then the bias),
// so two programs that compute a value the same way get the same bits.
//
//===----------------------------------------------------------------------===//

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"

#include "Run/Machine.h"
#include "Support/IRUtils.h"
#include "Util/StringBuffer.h"

static int64_t lastDimOf(const TcTensor *tensor) {
  return tensor->rank ? tensor->shape[tensor->rank - 1] : 1;
}

//===----------------------------------------------------------------------===//
// Linears.
//===----------------------------------------------------------------------===//

/// M, the rows of a linear's (M x N) result. Not x's count / K: K may be 0,
/// and then x's leading dims may multiply past int64 while x is empty.
static int64_t rowsOfResult(const TcTensor *y, int64_t n) {
  return n ? y->numElements / n : 0;
}

/// y (M x N) = x (M x K) · w (K x N) + bias, summed over ascending k.
static void matmulInto(const double *x, const double *w, const double *bias,
                       int64_t m, int64_t k, int64_t n, TcTensor *y) {
  double *row = tcCheckAllocation(calloc((size_t)(n ? n : 1), sizeof(double)));
  for (int64_t i = 0; i < m; ++i) {
    memset(row, 0, sizeof(double) * (size_t)n);
    for (int64_t kk = 0; kk < k; ++kk) {
      double xv = x[i * k + kk];
      const double *wRow = &w[kk * n];
      for (int64_t j = 0; j < n; ++j)
        row[j] += xv * wRow[j];
    }
    for (int64_t j = 0; j < n; ++j)
      y->data[i * n + j] =
          tcNumberRound(y->format, bias ? row[j] + bias[j] : row[j]);
  }
  free(row);
}

/// y[..., g, :] = x[..., g, :] · w[g] for each of the G groups (heads).
bool tcRunHeadLinearOnRank(TcMachine *machine, MlirOperation op,
                           int64_t rank) {
  const TcTensor *x = tcMachineGetOperand(machine, op, 0, rank);
  const TcTensor *w = tcMachineGetOperand(machine, op, 1, rank);
  TcTensor *y = tcMachineGetResult(machine, op, 0, rank);
  if (!x || !w || w->rank != 3 || x->rank < 2)
    return tcRunEmitError(op, "expected x (..., G, K) and w (G, K, N)");
  int64_t groups = w->shape[0], k = w->shape[1], n = w->shape[2];
  if (x->shape[x->rank - 2] != groups || lastDimOf(x) != k ||
      lastDimOf(y) != n)
    return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
  int64_t rows = groups && n ? y->numElements / (groups * n) : 0;
  double *sum = tcCheckAllocation(calloc((size_t)(n ? n : 1), sizeof(double)));
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t g = 0; g < groups; ++g) {
      const double *in = &x->data[(r * groups + g) * k];
      const double *weight = &w->data[g * k * n];
      memset(sum, 0, sizeof(double) * (size_t)n);
      for (int64_t kk = 0; kk < k; ++kk)
        for (int64_t j = 0; j < n; ++j)
          sum[j] += in[kk] * weight[kk * n + j];
      for (int64_t j = 0; j < n; ++j)
        y->data[(r * groups + g) * n + j] = tcNumberRound(y->format, sum[j]);
    }
  free(sum);
  return true;
}

bool tcRunLinearOnRank(TcMachine *machine, MlirOperation op, int64_t rank) {
  const TcTensor *x = tcMachineGetOperand(machine, op, 0, rank);
  const TcTensor *w = tcMachineGetOperand(machine, op, 1, rank);
  const TcTensor *bias = mlirOperationGetNumOperands(op) > 2
                             ? tcMachineGetOperand(machine, op, 2, rank)
                             : NULL;
  TcTensor *y = tcMachineGetResult(machine, op, 0, rank);
  if (!x || !w || w->rank != 2)
    return tcRunEmitError(op, "expected a 2-D weight");
  int64_t k = w->shape[0], n = w->shape[1];
  if (lastDimOf(x) != k || lastDimOf(y) != n || (bias && bias->numElements != n))
    return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
  matmulInto(x->data, w->data, bias ? bias->data : NULL, rowsOfResult(y, n), k,
             n, y);
  return true;
}

/// A scale or offset of quant_linear's activation: per tensor (one element),
/// per token (last dim 1) or per group (last dim K/g), at row `row`, column
/// `column` of the (M x K) activation.
static double activationFactor(const TcTensor *factor, int64_t row,
                               int64_t column, int64_t k) {
  if (factor->numElements == 1)
    return factor->data[0];
  int64_t groups = lastDimOf(factor);
  return factor->data[row * groups + column / (k / groups)];
}

/// A scale or offset of quant_linear's weight: per tensor, per channel (N),
/// per group (K/g x N) or per block (K/g x N/h), at (row k, column n) of the
/// (K x N) weight.
static double weightFactor(const TcTensor *factor, int64_t row, int64_t column,
                           int64_t k, int64_t n) {
  if (factor->numElements == 1)
    return factor->data[0];
  if (factor->rank == 1)
    return factor->data[column];
  int64_t groups = factor->shape[0], blocks = factor->shape[1];
  return factor->data[(row / (k / groups)) * blocks + column / (n / blocks)];
}

static bool factorFits(const TcTensor *factor, int64_t rows, int64_t k,
                       bool isWeight, int64_t n) {
  if (!factor || factor->numElements == 1)
    return true;
  int64_t last = lastDimOf(factor);
  if (isWeight)
    return factor->rank == 1
               ? last == n
               : factor->rank == 2 && last > 0 && n % last == 0 &&
                     factor->shape[0] > 0 && k % factor->shape[0] == 0;
  return last > 0 && k % last == 0 && factor->numElements == rows * last;
}

/// (value - offset) * scale for every element of a (m x k) activation or a
/// (k x n) weight.
static double *dequantize(const TcTensor *data, const TcTensor *scale,
                          const TcTensor *offset, bool isWeight, int64_t m,
                          int64_t k, int64_t n) {
  int64_t rows = isWeight ? k : m;
  int64_t columns = isWeight ? n : k;
  int64_t count = rows * columns;
  double *out = tcCheckAllocation(
      malloc(sizeof(double) * (size_t)(count > 0 ? count : 1)));
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < columns; ++c) {
      double s = isWeight ? weightFactor(scale, r, c, k, n)
                          : activationFactor(scale, r, c, k);
      double o = !offset ? 0.0
                 : isWeight ? weightFactor(offset, r, c, k, n)
                            : activationFactor(offset, r, c, k);
      out[r * columns + c] = (data->data[r * columns + c] - o) * s;
    }
  return out;
}

bool tcRunQuantLinearOnRank(TcMachine *machine, MlirOperation op,
                              int64_t rank) {
  MlirValue slots[TC_QL_NUM_SLOTS];
  if (tcQuantLinearGetOperands(op, slots) >= 0)
    return tcRunEmitError(op, "malformed operandSegmentSizes (run tc-verify)");
  const TcTensor *t[TC_QL_NUM_SLOTS] = {0};
  for (int slot = 0; slot < TC_QL_NUM_SLOTS; ++slot)
    if (!mlirValueIsNull(slots[slot]))
      t[slot] = tcMachineGetValue(machine, slots[slot], rank);
  const TcTensor *x = t[TC_QL_X], *w = t[TC_QL_W];
  TcTensor *y = tcMachineGetResult(machine, op, 0, rank);
  if (!x || !w || w->rank != 2 || lastDimOf(x) != w->shape[0])
    return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
  int64_t k = w->shape[0], n = w->shape[1], m = rowsOfResult(y, n);
  if (!factorFits(t[TC_QL_W_SCALE], k, k, true, n) ||
      !factorFits(t[TC_QL_W_OFFSET], k, k, true, n) ||
      !factorFits(t[TC_QL_X_SCALE], m, k, false, n) ||
      !factorFits(t[TC_QL_X_OFFSET], m, k, false, n) ||
      (t[TC_QL_BIAS] && t[TC_QL_BIAS]->numElements != n))
    return tcRunEmitError(op, "scale, offset or bias shapes do not fit x and w "
                              "(run tc-verify)");
  const TcTensor *global = t[TC_QL_GLOBAL_SCALE];
  if (global && global->numElements != 1 && global->numElements != n)
    return tcRunEmitError(op, "'global_scale' must hold one element or one per "
                              "column (run tc-verify)");
  double *wDeq =
      dequantize(w, t[TC_QL_W_SCALE], t[TC_QL_W_OFFSET], true, m, k, n);
  // NVFP4's factor (per tensor or per column), carried by the weight: each
  // product q_w * s_w * global is exact in a double, so the sums are the
  // kernel's global * sum(q_x s_x q_w s_w) up to their order.
  for (int64_t i = 0; global && i < k * n; ++i)
    wDeq[i] *= global->data[global->numElements == 1 ? 0 : i % n];
  double *xDeq = t[TC_QL_X_SCALE] ? dequantize(x, t[TC_QL_X_SCALE],
                                               t[TC_QL_X_OFFSET], false, m, k, n)
                                  : NULL;
  matmulInto(xDeq ? xDeq : x->data, wDeq,
             t[TC_QL_BIAS] ? t[TC_QL_BIAS]->data : NULL, m, k, n, y);
  free(wDeq);
  free(xDeq);
  return true;
}

//===----------------------------------------------------------------------===//
// Quantizers.
//===----------------------------------------------------------------------===//

/// Index into `operand` of the element at `index` of `shape`, broadcasting
/// `operand` against it NumPy-style (trailing dims aligned, size-1 dims
/// repeated).
static int64_t broadcastIndex(const TcTensor *operand, const TcTensor *shape,
                              int64_t index) {
  int64_t result = 0, stride = 1;
  for (int64_t d = shape->rank - 1, od = operand->rank - 1; d >= 0; --d, --od) {
    int64_t coordinate = index % shape->shape[d];
    index /= shape->shape[d];
    if (od < 0)
      continue;
    if (operand->shape[od] != 1)
      result += coordinate * stride;
    stride *= operand->shape[od];
  }
  return result;
}

static bool broadcasts(const TcTensor *operand, const TcTensor *shape) {
  if (operand->rank > shape->rank)
    return operand->numElements == 1;
  for (int64_t od = operand->rank - 1, d = shape->rank - 1; od >= 0; --od, --d)
    if (operand->shape[od] != 1 && operand->shape[od] != shape->shape[d])
      return false;
  return true;
}

/// round(v) + offset for integers, v + offset for float formats, then the
/// format's clamp.
static double quantizeValue(TcNumberFormat format, double scaled,
                            double offset) {
  if (tcNumberFormatIsInteger(format))
    return tcNumberRound(format, nearbyint(scaled) + offset);
  return tcNumberRound(format, scaled + offset);
}

/// q = round(x / scale) + offset, scale and offset broadcast to x.
static bool quantizeStatic(MlirOperation op, const TcQuantizeTensors *t) {
  const TcTensor *x = t->x, *scale = t->arguments[0], *offset = t->arguments[1];
  TcTensor *q = t->results[0];
  if (!scale || !broadcasts(scale, x) || (offset && !broadcasts(offset, x)))
    return tcRunEmitError(op, "scale and offset must broadcast to x");
  for (int64_t i = 0; i < x->numElements; ++i) {
    double s = scale->data[broadcastIndex(scale, x, i)];
    double o = offset ? offset->data[broadcastIndex(offset, x, i)] : 0.0;
    q->data[i] = quantizeValue(q->format, x->data[i] / s, o);
  }
  return true;
}

/// How a dynamic quantization maps x's elements to its scale's: the dims it
/// reduces (`dims`, or all of them when it is empty) and, with a
/// `group_size` g, the last dim's groups of g (0: no groups).
typedef struct Reduction {
  bool reduced[TC_RUN_MAX_RANK];
  int64_t group;
} Reduction;

static bool readReduction(MlirOperation op, const TcTensor *x,
                          Reduction *reduction) {
  MlirAttribute dims = tcOpGetAttr(op, "dims");
  if (mlirAttributeIsNull(dims) || !mlirAttributeIsADenseI64Array(dims))
    return tcRunEmitError(op, "expected attribute 'dims' (array<i64>)");
  intptr_t count = mlirDenseArrayGetNumElements(dims);
  for (int64_t d = 0; d < x->rank; ++d)
    reduction->reduced[d] = count == 0;
  for (intptr_t i = 0; i < count; ++i) {
    int64_t dim = mlirDenseI64ArrayGetElement(dims, i);
    if (dim < 0)
      dim += x->rank;
    if (dim < 0 || dim >= x->rank)
      return tcRunEmitError(op, "attribute 'dims' is out of range");
    reduction->reduced[dim] = true;
  }
  reduction->group = 0;
  MlirAttribute group = tcOpGetAttr(op, "group_size");
  if (mlirAttributeIsNull(group))
    return true;
  if (!mlirAttributeIsAInteger(group) || x->rank == 0)
    return tcRunEmitError(op, "expected attribute 'group_size' (i64)");
  reduction->group = mlirIntegerAttrGetValueInt(group);
  if (reduction->group <= 0 || lastDimOf(x) % reduction->group != 0)
    return tcRunEmitError(op, "'group_size' must divide the last dim of x");
  reduction->reduced[x->rank - 1] = false; // kept, in groups
  return true;
}

/// Whether `scale` has one element per slice the reduction leaves.
static bool reductionFits(MlirOperation op, const TcTensor *x,
                          const Reduction *reduction, const TcTensor *scale) {
  int64_t slices = 1;
  for (int64_t d = 0; d < x->rank; ++d)
    if (!reduction->reduced[d])
      slices *= d == x->rank - 1 && reduction->group
                    ? x->shape[d] / reduction->group
                    : x->shape[d];
  return scale->numElements == slices ||
         tcRunEmitError(op, "the scale's shape does not fit x's reduction (run "
                            "tc-verify)");
}

/// Index of the scale element that element `index` of x belongs to.
static int64_t reducedIndex(const TcTensor *x, const Reduction *reduction,
                            int64_t index) {
  int64_t result = 0, stride = 1;
  for (int64_t d = x->rank - 1; d >= 0; --d) {
    int64_t coordinate = index % x->shape[d], extent = x->shape[d];
    index /= x->shape[d];
    if (reduction->reduced[d])
      continue;
    if (d == x->rank - 1 && reduction->group) {
      coordinate /= reduction->group;
      extent /= reduction->group;
    }
    result += coordinate * stride;
    stride *= extent;
  }
  return result;
}

static double nonZeroOr(double value, double fallback) {
  return value > 0.0 && isfinite(value) ? value : fallback;
}

/// scale = amax / qmax per reduced slice (1 for an all-zero slice), stored in
/// the scale's type; q = round(x / stored scale).
static bool quantizeDynamicSymmetric(MlirOperation op,
                                     const TcQuantizeTensors *t) {
  const TcTensor *x = t->x;
  TcTensor *q = t->results[0], *scale = t->results[1];
  Reduction reduction;
  if (!readReduction(op, x, &reduction) ||
      !reductionFits(op, x, &reduction, scale))
    return false;
  double qmax = tcNumberMaxValue(q->format);
  for (int64_t i = 0; i < x->numElements; ++i) {
    double *amax = &scale->data[reducedIndex(x, &reduction, i)];
    *amax = fmax(*amax, fabs(x->data[i]));
  }
  for (int64_t i = 0; i < scale->numElements; ++i)
    scale->data[i] =
        tcNumberRound(scale->format, nonZeroOr(scale->data[i] / qmax, 1.0));
  for (int64_t i = 0; i < x->numElements; ++i)
    q->data[i] = quantizeValue(
        q->format, x->data[i] / scale->data[reducedIndex(x, &reduction, i)], 0.0);
  return true;
}

/// Over [min(x, 0), max(x, 0)]: scale = range / (qmax - qmin), offset =
/// round(qmin - min / scale); q = clamp(round(x / scale) + offset).
static bool quantizeDynamicAsymmetric(MlirOperation op,
                                      const TcQuantizeTensors *t) {
  const TcTensor *x = t->x;
  TcTensor *q = t->results[0], *scale = t->results[1], *offset = t->results[2];
  Reduction reduction;
  if (!readReduction(op, x, &reduction) ||
      !reductionFits(op, x, &reduction, scale))
    return false;
  // scale holds the running min, offset the running max (both start at 0).
  for (int64_t i = 0; i < x->numElements; ++i) {
    int64_t slot = reducedIndex(x, &reduction, i);
    scale->data[slot] = fmin(scale->data[slot], x->data[i]);
    offset->data[slot] = fmax(offset->data[slot], x->data[i]);
  }
  double qmin = tcNumberMinValue(q->format), qmax = tcNumberMaxValue(q->format);
  for (int64_t i = 0; i < scale->numElements; ++i) {
    double low = scale->data[i], high = offset->data[i];
    double s = tcNumberRound(scale->format,
                             nonZeroOr((high - low) / (qmax - qmin), 1.0));
    scale->data[i] = s;
    offset->data[i] = tcNumberRound(
        offset->format, fmin(fmax(nearbyint(qmin - low / s), qmin), qmax));
  }
  for (int64_t i = 0; i < x->numElements; ++i) {
    int64_t slot = reducedIndex(x, &reduction, i);
    q->data[i] = quantizeValue(q->format, x->data[i] / scale->data[slot],
                               offset->data[slot]);
  }
  return true;
}

/// The largest magnitude of the `count` values at `values` (0 for none).
static double absMax(const double *values, int64_t count) {
  double amax = 0.0;
  for (int64_t i = 0; i < count; ++i)
    amax = fmax(amax, fabs(values[i]));
  return amax;
}

/// OCP MX: per group of `group_size` along the last dim, the shared scale is
/// 2^(floor(log2(amax)) - 2) (2 is the largest exponent of e2m1), then each
/// element is rounded to e2m1, saturating at 6.
static bool quantizeMxfp4(MlirOperation op, const TcQuantizeTensors *t) {
  const TcTensor *x = t->x;
  TcTensor *q = t->results[0], *scale = t->results[1];
  MlirAttribute groupAttr = tcOpGetAttr(op, "group_size");
  if (mlirAttributeIsNull(groupAttr) || !mlirAttributeIsAInteger(groupAttr))
    return tcRunEmitError(op, "expected attribute 'group_size' (i64)");
  int64_t group = mlirIntegerAttrGetValueInt(groupAttr), k = lastDimOf(x);
  if (group <= 0 || k % group != 0 || scale->numElements * group != x->numElements)
    return tcRunEmitError(op, "'group_size' must divide the last dim of x");
  for (int64_t g = 0; g < scale->numElements; ++g) {
    const double *in = &x->data[g * group];
    double amax = absMax(in, group);
    double exponent = amax > 0.0 ? floor(log2(amax)) - 2.0 : -127.0;
    exponent = fmin(fmax(exponent, -127.0), 127.0);
    double s = ldexp(1.0, (int)exponent);
    scale->data[g] = s;
    for (int64_t i = 0; i < group; ++i)
      q->data[g * group + i] = tcNumberRound(q->format, in[i] / s);
  }
  return true;
}

/// NVFP4 (NVIDIA ModelOpt's format): per block of 16 along the last dim,
/// the e4m3 scale s = amax / (6 * global), rounded (saturating at 448), then
/// each element rounded to e2m1 as x / (s * global), saturating at 6; a
/// block whose scale rounds to 0 quantizes to 0. `global` is the per-tensor
/// f32 scale (the activation's calibrated amax / (6 * 448)), so x is about
/// q * s * global. Serving kernels compute the same in f32 through
/// reciprocals, which can differ from this exact rounding at ties.
static bool quantizeNvfp4(MlirOperation op, const TcQuantizeTensors *t) {
  const TcTensor *x = t->x, *global = t->arguments[0];
  TcTensor *q = t->results[0], *scale = t->results[1];
  enum { BLOCK = TC_NVFP4_BLOCK };
  if (!global || global->numElements != 1 ||
      scale->numElements * BLOCK != x->numElements || lastDimOf(x) % BLOCK)
    return tcRunEmitError(op,
                          "expected x with a last dim in blocks of 16 and a "
                          "one-element 'global_scale' (run tc-verify)");
  double g = global->data[0];
  if (!(g > 0) || isinf(g))
    return tcRunEmitError(op,
                          "'global_scale' must be a positive finite number");
  for (int64_t b = 0; b < scale->numElements; ++b) {
    const double *in = &x->data[b * BLOCK];
    double s = tcNumberRound(scale->format, absMax(in, BLOCK) / (6.0 * g));
    scale->data[b] = s;
    for (int64_t i = 0; i < BLOCK; ++i)
      q->data[b * BLOCK + i] =
          s > 0 ? tcNumberRound(q->format, in[i] / (s * g)) : 0.0;
  }
  return true;
}

bool tcRunQuantizeTensors(MlirOperation op, TcOpKind kind,
                          const TcQuantizeTensors *tensors) {
  switch (kind) {
  case TC_OP_QUANTIZE:
    return quantizeStatic(op, tensors);
  case TC_OP_DYNAMIC_QUANTIZE_SYMMETRIC:
    return quantizeDynamicSymmetric(op, tensors);
  case TC_OP_DYNAMIC_QUANTIZE_ASYMMETRIC:
    return quantizeDynamicAsymmetric(op, tensors);
  case TC_OP_DYNAMIC_QUANTIZE_MXFP4:
    return quantizeMxfp4(op, tensors);
  case TC_OP_DYNAMIC_QUANTIZE_NVFP4:
    return quantizeNvfp4(op, tensors);
  default:
    return tcRunEmitError(op, "names no quantize op (run tc-verify)");
  }
}

bool tcMachineGetQuantizeTensors(TcMachine *machine, MlirOperation op,
                                 const TcTensor *x, intptr_t firstArgument,
                                 intptr_t numArguments, intptr_t firstResult,
                                 intptr_t numResults, int64_t position,
                                 TcQuantizeTensors *tensors) {
  *tensors = (TcQuantizeTensors){.x = x};
  if (!x || numArguments > 2 || numResults > 3)
    return false;
  for (intptr_t i = 0; i < numArguments; ++i)
    if (!(tensors->arguments[i] = tcMachineGetOperand(
              machine, op, firstArgument + i, position)))
      return false;
  for (intptr_t i = 0; i < numResults; ++i)
    tensors->results[i] =
        tcMachineGetResult(machine, op, firstResult + i, position);
  return true;
}

bool tcRunQuantizeOnRank(TcMachine *machine, MlirOperation op,
                         int64_t position) {
  TcQuantizeTensors tensors;
  const TcTensor *x = tcMachineGetOperand(machine, op, 0, position);
  return tcMachineGetQuantizeTensors(
             machine, op, x, 1, mlirOperationGetNumOperands(op) - 1, 0,
             mlirOperationGetNumResults(op), position, &tensors) &&
         tcRunQuantizeTensors(op, tcOpGetKind(op), &tensors);
}

//===----------------------------------------------------------------------===//
// Norms.
//===----------------------------------------------------------------------===//

/// y = x / sqrt(mean(x^2 over the last dim) + eps) * weight.
static void rmsNormInto(MlirOperation op, const double *x,
                        const TcTensor *weight, TcTensor *y) {
  double eps = mlirFloatAttrGetValueDouble(tcOpGetAttr(op, "eps"));
  int64_t h = lastDimOf(y), rows = h ? y->numElements / h : 0;
  for (int64_t r = 0; r < rows; ++r) {
    const double *in = &x[r * h];
    double sumOfSquares = 0.0;
    for (int64_t i = 0; i < h; ++i)
      sumOfSquares += in[i] * in[i];
    double inverse = 1.0 / sqrt(sumOfSquares / (double)h + eps);
    for (int64_t i = 0; i < h; ++i)
      y->data[r * h + i] =
          tcNumberRound(y->format, in[i] * inverse * weight->data[i]);
  }
}

bool tcRunNormTensors(MlirOperation op, const TcTensor *x,
                      const TcTensor *residual, const TcTensor *weight,
                      TcTensor *y, TcTensor *residualOut) {
  MlirAttribute eps = tcOpGetAttr(op, "eps");
  if (mlirAttributeIsNull(eps) || !mlirAttributeIsAFloat(eps))
    return tcRunEmitError(op, "expected attribute 'eps' (f32)");
  if (!x || !weight || weight->numElements != lastDimOf(x) ||
      y->numElements != x->numElements ||
      (residual && residual->numElements != x->numElements))
    return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
  if (!residual) {
    rmsNormInto(op, x->data, weight, y);
    return true;
  }
  double *sum = tcCheckAllocation(
      malloc(sizeof(double) * (size_t)(x->numElements ? x->numElements : 1)));
  for (int64_t i = 0; i < x->numElements; ++i)
    sum[i] = tcNumberRound(x->format, x->data[i] + residual->data[i]);
  rmsNormInto(op, sum, weight, y);
  if (residualOut)
    memcpy(residualOut->data, sum, sizeof(double) * (size_t)x->numElements);
  free(sum);
  return true;
}

/// rms_norm(x, w); add_rms_norm(x, r, w) and add_rms_norm2 normalize
/// s = x + r rounded to x's type, which add_rms_norm2 also returns.
bool tcRunNormOnRank(TcMachine *machine, MlirOperation op, int64_t rank) {
  TcOpKind kind = tcOpGetKind(op);
  bool adds = kind != TC_OP_RMS_NORM;
  const TcTensor *x = tcMachineGetOperand(machine, op, 0, rank);
  const TcTensor *residual =
      adds ? tcMachineGetOperand(machine, op, 1, rank) : NULL;
  const TcTensor *weight = tcMachineGetOperand(machine, op, adds ? 2 : 1, rank);
  if (adds && !residual)
    return false;
  return tcRunNormTensors(
      op, x, residual, weight, tcMachineGetResult(machine, op, 0, rank),
      kind == TC_OP_ADD_RMS_NORM2 ? tcMachineGetResult(machine, op, 1, rank)
                                  : NULL);
}
