//===- ModelKernels.c - tc-run: embedding, RoPE, attention, SwiGLU --------===//
//
// The decoder's own ops, with the semantics of Hugging Face transformers'
// modelling code (Llama, Mistral, Qwen2/3), computed in double and rounded
// once to the result's element type. Sums run in a fixed order (ascending
// key, then ascending head_dim), so equal programs give equal bits.
//
//===----------------------------------------------------------------------===//

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"

#include "Run/Machine.h"
#include "Support/IRUtils.h"

/// π to double precision (C11's math.h need not define M_PI).
static const double kPi = 3.14159265358979323846;

static double *allocateDoubles(int64_t count) {
  return tcCheckAllocation(malloc(sizeof(double) * (size_t)(count ? count : 1)));
}

//===----------------------------------------------------------------------===//
// Embedding.
//===----------------------------------------------------------------------===//

/// Rank p of the group owns rows [p·V, (p+1)·V) of the vocabulary, V the
/// rows of its table; it writes zeros for every other id (the all_reduce
/// after it sums the one rank that owns the id), as vocab-parallel
/// embeddings do. An id no rank owns is zero everywhere.
bool tcRunEmbeddingOnRank(TcMachine *machine, MlirOperation op,
                            int64_t position) {
  const TcTensor *ids = tcMachineGetOperand(machine, op, 0, position);
  const TcTensor *table = tcMachineGetOperand(machine, op, 1, position);
  TcTensor *y = tcMachineGetResult(machine, op, 0, position);
  int64_t place = 0, size;
  if (!ids || !table ||
      !tcMachineGetPlaceInGroup(machine, op, position, &place, &size))
    return false;
  int64_t rows = table->shape[0], width = table->shape[1];
  if (y->numElements != ids->numElements * width)
    return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
  for (int64_t t = 0; t < ids->numElements; ++t) {
    double local = ids->data[t] - (double)place * (double)rows;
    double *out = &y->data[t * width];
    if (local < 0.0 || local >= (double)rows) {
      memset(out, 0, sizeof(double) * (size_t)width);
      continue;
    }
    const double *row = &table->data[(int64_t)local * width];
    for (int64_t i = 0; i < width; ++i)
      out[i] = tcNumberRound(y->format, row[i]);
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Rotary position embedding.
//===----------------------------------------------------------------------===//

/// Llama 3's rescaling of the inverse frequencies (transformers'
/// _compute_llama3_parameters): long wavelengths are divided by `factor`,
/// short ones kept, and the band between is interpolated.
static double llama3InverseFrequency(double inverse, MlirAttribute scaling) {
  double factor = mlirDenseF64ArrayGetElement(scaling, 0);
  double low = mlirDenseF64ArrayGetElement(scaling, 1);
  double high = mlirDenseF64ArrayGetElement(scaling, 2);
  double original = mlirDenseF64ArrayGetElement(scaling, 3);
  double wavelength = 2.0 * kPi / inverse;
  double lowWavelength = original / low, highWavelength = original / high;
  if (wavelength > lowWavelength)
    return inverse / factor;
  if (wavelength < highWavelength)
    return inverse;
  double smooth = (original / wavelength - low) / (high - low);
  return (1.0 - smooth) * inverse / factor + smooth * inverse;
}

/// The dim whose frequency turns `rotations` times over `positions`
/// (YaRN's find_correction_dim).
static double yarnCorrectionDim(double rotations, double headDim, double theta,
                                double positions) {
  return headDim * log(positions / (rotations * 2.0 * kPi)) /
         (2.0 * log(theta));
}

/// YaRN (transformers' _compute_yarn_parameters): each frequency blends the
/// original (extrapolation) and the one divided by `factor` (interpolation)
/// by a linear ramp over the dims between the corrections for beta_fast and
/// beta_slow rotations.
static void yarnInverseFrequencies(double *inverse, int64_t headDim,
                                   double theta, MlirAttribute scaling) {
  double factor = mlirDenseF64ArrayGetElement(scaling, 0);
  double original = mlirDenseF64ArrayGetElement(scaling, 1);
  double fast = mlirDenseF64ArrayGetElement(scaling, 2);
  double slow = mlirDenseF64ArrayGetElement(scaling, 3);
  bool truncate = mlirDenseF64ArrayGetElement(scaling, 5) != 0.0;
  double low = yarnCorrectionDim(fast, (double)headDim, theta, original);
  double high = yarnCorrectionDim(slow, (double)headDim, theta, original);
  if (truncate) {
    low = floor(low);
    high = ceil(high);
  }
  low = fmax(low, 0.0);
  high = fmin(high, (double)headDim - 1.0);
  if (low == high)
    high += 0.001; // as transformers: no division by zero
  for (int64_t i = 0; i < headDim / 2; ++i) {
    double ramp = fmin(fmax(((double)i - low) / (high - low), 0.0), 1.0);
    double extrapolation = 1.0 - ramp;
    inverse[i] = inverse[i] / factor * (1.0 - extrapolation) +
                 inverse[i] * extrapolation;
  }
}

/// inverse[i] = theta^(-2i/D), rescaled when the op says so.
static double *inverseFrequencies(MlirOperation op, int64_t headDim) {
  double theta = mlirFloatAttrGetValueDouble(tcOpGetAttr(op, "theta"));
  MlirAttribute scaling = tcOpGetAttr(op, "llama3_scaling");
  MlirAttribute yarn = tcOpGetAttr(op, "yarn_scaling");
  int64_t half = headDim / 2;
  double *inverse = allocateDoubles(half);
  for (int64_t i = 0; i < half; ++i) {
    inverse[i] = 1.0 / pow(theta, (double)(2 * i) / (double)headDim);
    if (!mlirAttributeIsNull(scaling))
      inverse[i] = llama3InverseFrequency(inverse[i], scaling);
  }
  if (!mlirAttributeIsNull(yarn))
    yarnInverseFrequencies(inverse, headDim, theta, yarn);
  return inverse;
}

/// What cos and sin are multiplied by: YaRN's attention factor, else 1.
static double ropeAttentionFactor(MlirOperation op) {
  MlirAttribute yarn = tcOpGetAttr(op, "yarn_scaling");
  return mlirAttributeIsNull(yarn) ? 1.0 : mlirDenseF64ArrayGetElement(yarn, 4);
}

/// Rotate-half: with x = (x1, x2) split at D/2 and angle = position ·
/// inverse[i], y1 = x1·cos − x2·sin and y2 = x2·cos + x1·sin.
bool tcRunRopeOnRank(TcMachine *machine, MlirOperation op, int64_t position) {
  const TcTensor *x = tcMachineGetOperand(machine, op, 0, position);
  const TcTensor *positions = tcMachineGetOperand(machine, op, 1, position);
  return x && positions &&
         tcRunRopeTensors(op, x, positions,
                          tcMachineGetResult(machine, op, 0, position));
}

bool tcRunRopeTensors(MlirOperation op, const TcTensor *x,
                      const TcTensor *positions, TcTensor *y) {
  if (x->rank < 3 || x->shape[x->rank - 1] % 2 != 0)
    return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
  int64_t headDim = x->shape[x->rank - 1], heads = x->shape[x->rank - 2];
  int64_t half = headDim / 2, rowWidth = heads * headDim;
  if (positions->numElements * rowWidth != x->numElements)
    return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
  double *inverse = inverseFrequencies(op, headDim);
  double attentionFactor = ropeAttentionFactor(op);
  // interleaved: x's pairs (x[2i], x[2i+1]) are the halves' i-th elements,
  // as transformers' apply_rotary_pos_emb_interleave views them; y is
  // written in the rotate-half layout, as there.
  bool interleaved = !mlirAttributeIsNull(tcOpGetAttr(op, "interleaved"));
  int64_t firstStride = interleaved ? 2 : 1, secondAt = interleaved ? 1 : half;
  for (int64_t token = 0; token < positions->numElements; ++token) {
    double at = positions->data[token];
    for (int64_t i = 0; i < half; ++i) {
      double angle = at * inverse[i];
      double c = attentionFactor * cos(angle), s = attentionFactor * sin(angle);
      for (int64_t h = 0; h < heads; ++h) {
        int64_t base = token * rowWidth + h * headDim;
        double x1 = x->data[base + firstStride * i];
        double x2 = x->data[base + secondAt + firstStride * i];
        y->data[base + i] = tcNumberRound(y->format, x1 * c - x2 * s);
        y->data[base + half + i] = tcNumberRound(y->format, x2 * c + x1 * s);
      }
    }
  }
  free(inverse);
  return true;
}

//===----------------------------------------------------------------------===//
// Attention.
//===----------------------------------------------------------------------===//

typedef struct AttentionShape {
  int64_t batch, queries, keys, heads, kvHeads, headDim;
  int64_t valueDim; // Dv: v's and o's head_dim
  int64_t window;   // 0: the whole causal prefix
  double scale;
} AttentionShape;

static double dotProduct(const double *a, const double *b, int64_t n) {
  double sum = 0.0;
  for (int64_t i = 0; i < n; ++i)
    sum += a[i] * b[i];
  return sum;
}

/// One query row of one head: softmax(q·kᵀ·scale) over the keys it may see
/// (at or before its own position T − S + i, within the window), times v.
static void attendOneQuery(const AttentionShape *shape, const double *q,
                           const double *k, const double *v, int64_t query,
                           int64_t kvHead, double *scores, double *out) {
  int64_t stride = shape->kvHeads * shape->headDim;
  int64_t valueStride = shape->kvHeads * shape->valueDim;
  int64_t last = shape->keys - shape->queries + query;
  int64_t first = 0;
  if (shape->window > 0 && last - shape->window + 1 > 0)
    first = last - shape->window + 1;
  double highest = -INFINITY;
  for (int64_t j = first; j <= last; ++j) {
    const double *key = &k[j * stride + kvHead * shape->headDim];
    scores[j] = dotProduct(q, key, shape->headDim) * shape->scale;
    highest = fmax(highest, scores[j]);
  }
  double total = 0.0;
  for (int64_t j = first; j <= last; ++j) {
    scores[j] = exp(scores[j] - highest);
    total += scores[j];
  }
  memset(out, 0, sizeof(double) * (size_t)shape->valueDim);
  for (int64_t j = first; j <= last; ++j) {
    const double *value = &v[j * valueStride + kvHead * shape->valueDim];
    double weight = scores[j] / total;
    for (int64_t d = 0; d < shape->valueDim; ++d)
      out[d] += weight * value[d];
  }
}

static bool readAttentionShape(MlirOperation op, const TcTensor *q,
                               const TcTensor *k, const TcTensor *v,
                               AttentionShape *shape) {
  if (q->rank != 4 || k->rank != 4 || v->rank != 4)
    return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
  *shape = (AttentionShape){q->shape[0], q->shape[1], k->shape[1], q->shape[2],
                            k->shape[2], q->shape[3], v->shape[3], 0,
                            mlirFloatAttrGetValueDouble(tcOpGetAttr(op, "scale"))};
  for (int d = 0; d < 3; ++d)
    if (v->shape[d] != k->shape[d])
      return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
  MlirAttribute window = tcOpGetAttr(op, "sliding_window");
  if (!mlirAttributeIsNull(window))
    shape->window = mlirIntegerAttrGetValueInt(window);
  if (k->shape[0] != shape->batch || k->shape[3] != shape->headDim ||
      shape->kvHeads == 0 || shape->heads % shape->kvHeads != 0 ||
      shape->keys < shape->queries)
    return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
  return true;
}

/// An FP8 KV cache's values: `stored` times the per-tensor scale operand
/// `scaleOperand` (3: k_scale, 4: v_scale), in double, or NULL after a
/// diagnostic. Without `kv_scales` the stored values themselves.
static const double *dequantizedCache(TcMachine *machine, MlirOperation op,
                                      bool scaled, intptr_t scaleOperand,
                                      const TcTensor *stored, int64_t position,
                                      double **owned) {
  *owned = NULL;
  if (!scaled)
    return stored->data;
  const TcTensor *scale =
      tcMachineGetOperand(machine, op, scaleOperand, position);
  if (!scale)
    return NULL;
  if (scale->numElements != 1) {
    tcRunEmitError(op,
                   "'kv_scales' must be per-tensor () scales (run tc-verify)");
    return NULL;
  }
  *owned = allocateDoubles(stored->numElements > 0 ? stored->numElements : 1);
  for (int64_t i = 0; i < stored->numElements; ++i)
    (*owned)[i] = stored->data[i] * scale->data[0];
  return *owned;
}

static void attendEveryQuery(const AttentionShape *shape, const TcTensor *q,
                             const double *k, const double *v, TcTensor *o) {
  int64_t group = shape->heads / shape->kvHeads, d = shape->headDim;
  int64_t dv = shape->valueDim;
  int64_t qRow = shape->heads * d, kBatch = shape->keys * shape->kvHeads * d;
  int64_t vBatch = shape->keys * shape->kvHeads * dv;
  double *scores = allocateDoubles(shape->keys);
  double *out = allocateDoubles(dv > 0 ? dv : 1);
  for (int64_t b = 0; b < shape->batch; ++b)
    for (int64_t i = 0; i < shape->queries; ++i)
      for (int64_t h = 0; h < shape->heads; ++h) {
        int64_t at = (b * shape->queries + i) * qRow + h * d;
        int64_t outAt = ((b * shape->queries + i) * shape->heads + h) * dv;
        attendOneQuery(shape, &q->data[at], &k[b * kBatch], &v[b * vBatch], i,
                       h / group, scores, out);
        for (int64_t e = 0; e < dv; ++e)
          o->data[outAt + e] = tcNumberRound(o->format, out[e]);
      }
  free(scores);
  free(out);
}

/// softmax(q·kᵀ·scale)·v over k and v dequantized in double (an FP8 KV
/// cache), rounded once to o's type.
bool tcRunAttentionOnRank(TcMachine *machine, MlirOperation op,
                            int64_t position) {
  return tcRunAttentionInto(machine, op, position,
                            mlirOperationGetNumOperands(op) > 3,
                            tcMachineGetResult(machine, op, 0, position));
}

bool tcRunAttentionInto(TcMachine *machine, MlirOperation op,
                        int64_t position, bool hasKvScales, TcTensor *o) {
  const TcTensor *q = tcMachineGetOperand(machine, op, 0, position);
  const TcTensor *k = tcMachineGetOperand(machine, op, 1, position);
  const TcTensor *v = tcMachineGetOperand(machine, op, 2, position);
  AttentionShape shape = {0};
  if (!q || !k || !v || !readAttentionShape(op, q, k, v, &shape))
    return false;
  double *ownedKeys = NULL, *ownedValues = NULL;
  const double *keys =
      dequantizedCache(machine, op, hasKvScales, 3, k, position, &ownedKeys);
  const double *values =
      keys ? dequantizedCache(machine, op, hasKvScales, 4, v, position,
                              &ownedValues)
           : NULL;
  if (values)
    attendEveryQuery(&shape, q, keys, values, o);
  free(ownedKeys);
  free(ownedValues);
  return values != NULL;
}

//===----------------------------------------------------------------------===//
// SwiGLU.
//===----------------------------------------------------------------------===//

void tcRunSwigluTensors(const TcTensor *gate, const TcTensor *up,
                        TcTensor *y) {
  for (int64_t i = 0; i < y->numElements; ++i) {
    double g = gate->data[i];
    y->data[i] = tcNumberRound(y->format, g / (1.0 + exp(-g)) * up->data[i]);
  }
}

/// silu(gate) · up, silu(g) = g / (1 + e^−g).
bool tcRunSwigluOnRank(TcMachine *machine, MlirOperation op,
                         int64_t position) {
  const TcTensor *gate = tcMachineGetOperand(machine, op, 0, position);
  const TcTensor *up = tcMachineGetOperand(machine, op, 1, position);
  TcTensor *y = tcMachineGetResult(machine, op, 0, position);
  if (!gate || !up)
    return false;
  if (gate->numElements != y->numElements || up->numElements != y->numElements)
    return tcRunEmitError(op, "operand shapes do not agree (run tc-verify)");
  tcRunSwigluTensors(gate, up, y);
  return true;
}
