//===- KernelModel.c - The calibrated kernel formulas ---------------------===//
//
// The same expressions as scripts/calibrate.py, which fits their parameters;
// test/Cost/calibrated.mlir checks each against a hand computation.
//
//===----------------------------------------------------------------------===//

#include "Cost/KernelModel.h"

#include <math.h>
#include <stdlib.h>

#include "Support/IRUtils.h"
#include "Util/ArraySize.h"

const char *const tcGemmClassNames[TC_GEMM_CLASS_COUNT] = {
    "bf16", "fp8", "fp8_block", "nvfp4"};
const char *const tcAttentionClassNames[TC_ATTENTION_CLASS_COUNT] = {"bf16",
                                                                     "fp8"};

double tcCollectiveRingBytes(TcCollectiveKind kind, double ranks,
                             double message) {
  double fraction = ranks > 0 ? (ranks - 1) / ranks : 0;
  bool reduces = kind == TC_COLLECTIVE_ALL_REDUCE ||
                 kind == TC_COLLECTIVE_CUSTOM_ALL_REDUCE;
  return (reduces ? 2 : 1) * fraction * message;
}

static double flopsPerMicrosecond(double teraFlops, double efficiency) {
  return teraFlops * 1e6 * efficiency;
}

static double bytesPerMicrosecond(const TcKernelPeaks *peaks,
                                  double efficiency) {
  return peaks->hbmGigabytesPerSecond * 1e3 * efficiency;
}

/// max(a, b) when `p` is large, a + b at p = 1: compute and memory overlap
/// well but not perfectly near the ridge.
static double softMax(double a, double b, double p) {
  if (a <= 0)
    return b;
  if (b <= 0)
    return a;
  return pow(pow(a, p) + pow(b, p), 1.0 / p);
}

/// softMax over three terms; a term of 0 drops out.
static double softMax3(double a, double b, double c, double p) {
  double sum = 0;
  double terms[3] = {a, b, c};
  for (int i = 0; i < 3; ++i)
    if (terms[i] > 0)
      sum += pow(terms[i], p);
  return sum > 0 ? pow(sum, 1.0 / p) : 0;
}

static double numSms(const TcKernelPeaks *peaks) {
  return peaks->numSms > 0 ? (double)peaks->numSms : 1.0;
}

/// The share of the SMs `working` blocks keep busy (1 when there are none
/// or they fill every SM).
static double busyShare(double working, const TcKernelPeaks *peaks) {
  double busy = working < numSms(peaks) ? working / numSms(peaks) : 1.0;
  return busy > 0 ? busy : 1.0;
}

/// The busy share of the SMs over `blocks` equal blocks run in waves.
static double waveUtilization(double blocks, double sms) {
  if (blocks <= 0)
    return 1.0;
  return blocks / (ceil(blocks / sms) * sms);
}

/// The tensor-core peak a GEMM class runs at.
static double classPeak(const TcKernelPeaks *peaks, TcGemmClass klass) {
  switch (klass) {
  case TC_GEMM_BF16:
    return peaks->bf16TeraFlops;
  case TC_GEMM_NVFP4:
    return peaks->fp4TeraFlops;
  case TC_GEMM_FP8:
  case TC_GEMM_FP8_BLOCK:
  case TC_GEMM_CLASS_COUNT:
    break;
  }
  return peaks->fp8TeraFlops;
}

double tcGemmClassActivationBytes(TcGemmClass klass) {
  return klass == TC_GEMM_BF16 ? 2.0 : klass == TC_GEMM_NVFP4 ? 0.5 : 1.0;
}

double tcActivationQuantizeBytes(TcGemmClass klass, double m, double k,
                                 double kernels) {
  if (klass == TC_GEMM_NVFP4)
    return m * k * (2.0 * kernels + 0.5) + m * ceil(k / TC_NVFP4_BLOCK) + 4.0;
  double scales = klass == TC_GEMM_FP8_BLOCK ? m * ceil(k / 128.0) : 1.0;
  return m * k * (2.0 * kernels + 1.0) + 4.0 * scales;
}

/// The slices of k a GEMM of few output tiles runs in (split-K): as many
/// as fill the SMs once, each at least `splitK` deep (0: the class shows
/// none). 256 x 51,200 at m = 9 on B200 is 2 tiles, 9.5 us where one CTA a
/// tile would take 20.
static double gemmSplits(const TcGemmModel *model, double tiles, double k,
                         double sms) {
  if (model->splitK <= 0 || tiles >= sms)
    return 1;
  double fill = floor(sms / tiles), deep = floor(k / model->splitK);
  double splits = fill < deep ? fill : deep;
  return splits > 1 ? splits : 1;
}

double tcGemmBodyTime(const TcGemmModel *model, const TcKernelPeaks *peaks,
                      TcGemmClass klass, double m, double n, double k,
                      double weightBytes) {
  if (m <= 0 || n <= 0 || k <= 0)
    return 0;
  double peak = classPeak(peaks, klass);
  if (model->mEdge > 0 && m > 128)
    m = ceil(m / model->mEdge) * model->mEdge;
  double tiles = ceil(m / 128.0) * ceil(n / 128.0);
  double splits = gemmSplits(model, tiles, k, numSms(peaks));
  double rows = m > model->mMin ? m : model->mMin;
  double compute = 2.0 * rows * n * k /
                   flopsPerMicrosecond(peak, model->computeEfficiency) *
                   (1.0 + model->kHalf * splits / k) /
                   pow(waveUtilization(tiles * splits, numSms(peaks)),
                       model->waveExponent);
  // A split k writes each slice's f32 partial output and reads it back.
  double partials = splits > 1 ? 8.0 * m * n * splits : 0.0;
  double moved = n * k * weightBytes + 2.0 * m * k + 2.0 * m * n + partials;
  double memory =
      moved / bytesPerMicrosecond(peaks, model->memoryEfficiency);
  return softMax(compute, memory, model->sharpness);
}

double tcGroupedGemmBodyTime(const TcMoeModel *model,
                             const TcKernelPeaks *peaks, TcGemmClass klass,
                             double rows, double n, double k,
                             double weightBytes) {
  if (rows <= 0 || n <= 0 || k <= 0)
    return 0;
  double peak = classPeak(peaks, klass);
  double tile = model->rowTile > 0 ? model->rowTile : 1;
  double padded = ceil(rows / tile) * tile;
  double narrow = n < k ? n : k;
  double efficiency =
      model->computeEfficiency * narrow / (narrow + model->narrowHalf);
  double compute =
      2.0 * padded * n * k / flopsPerMicrosecond(peak, efficiency);
  // Quantized GEMMs read their rows quantized; every class writes bf16.
  double inputBytes = tcGemmClassActivationBytes(klass);
  double memory =
      (n * k * weightBytes + inputBytes * rows * k + 2.0 * rows * n) /
      bytesPerMicrosecond(peaks, model->memoryEfficiency);
  return softMax(compute, memory, model->sharpness);
}

double tcVisiblePairs(double queries, double keys, double window) {
  double first = keys - queries + 1, last = keys; // visible counts p + 1
  if (first < 1)
    first = 1;
  if (last < first)
    return 0;
  if (window >= last)
    return (first + last) * (last - first + 1) / 2;
  if (window < first)
    return window * (last - first + 1);
  return (first + window) * (window - first + 1) / 2 + window * (last - window);
}

double tcContextAttentionTime(const TcContextAttentionModel *model,
                              const TcKernelPeaks *peaks,
                              TcAttentionClass klass, double batch,
                              double queries, double keys, double qHeads,
                              double kvHeads, double headDim, double window,
                              double kvBytes) {
  if (window <= 0 || window > keys)
    window = keys;
  // The diagonal tiles compute about half a tile of masked pairs a query;
  // a query whose window cuts its keys also visits the window's edge tiles.
  double capped = keys - window < queries ? keys - window : queries;
  double pairs = tcVisiblePairs(queries, keys, window) +
                 queries * model->diagonalTile / 2.0 +
                 (capped > 0 ? capped : 0) * model->windowTile;
  double queryTile = model->queryTile > 0 ? model->queryTile : 128.0;
  double blocks = batch * qHeads * ceil(queries / queryTile);
  double waves = ceil(blocks / numSms(peaks));
  double efficiency =
      model->computeEfficiency * headDim / (headDim + model->headDimHalf);
  double peak = klass == TC_ATTENTION_BF16 ? peaks->bf16TeraFlops
                                           : peaks->fp8TeraFlops;
  double compute = 4.0 * batch * qHeads * headDim * pairs /
                   (flopsPerMicrosecond(peak, efficiency) *
                    waveUtilization(blocks, numSms(peaks)));
  // q, k, v in and the output out (bf16), the new k and v into the cache,
  // and the cached keys and values before them read.
  double bytes =
      batch * queries * headDim *
          (2.0 * (qHeads + 2 * kvHeads) + 2.0 * qHeads + 2.0 * kvHeads * kvBytes) +
      batch * (keys - queries) * 2.0 * kvHeads * headDim * kvBytes;
  double memory = bytes / bytesPerMicrosecond(peaks, model->memoryEfficiency);
  return model->fixedMicroseconds + batch * model->sequenceMicroseconds +
         softMax3(compute, memory, waves * model->waveMicroseconds,
                  model->sharpness);
}

/// The model's heads: one query head per kv head, grouped queries that share
/// one XQA tile's kv head, or wider groups.
static TcDecodeRegime headLayoutOf(double qHeads, double kvHeads) {
  double ratio = kvHeads > 0 ? qHeads / kvHeads : 1;
  return ratio <= 1 ? TC_DECODE_MHA
                    : ratio <= 32 ? TC_DECODE_GQA : TC_DECODE_WIDE;
}

/// XQA's sets: both run grouped queries a block per (sequence, kv head).
static bool isXqaRegime(TcDecodeRegime regime) {
  return regime == TC_DECODE_GQA || regime == TC_DECODE_GQA_LARGE_GROUP;
}

/// The kernel, and so the parameter set of `models` (one decode class), that
/// runs a decode step of `batch` sequences over `keys` cached positions.
static TcDecodeRegime decodeRegimeOf(const TcDecodeAttentionModel *models,
                                     double batch, double keys, double qHeads,
                                     double kvHeads, double headDim) {
  TcDecodeRegime layout = headLayoutOf(qHeads, kvHeads);
  if (layout != TC_DECODE_GQA)
    return layout;
  double chunks = floor(keys / TC_XQA_HISTORY_PER_BLOCK);
  double blocks = kvHeads * batch * (chunks > 1 ? chunks : 1);
  if (blocks < models[TC_DECODE_GQA].xqaMinBlocks)
    return TC_DECODE_MHA;
  const TcDecodeAttentionModel *large = &models[TC_DECODE_GQA_LARGE_GROUP];
  bool isLarge = large->headsAbove > 0 &&
                 qHeads / kvHeads > large->headsAbove &&
                 tcDecodeTileHeadDim(headDim) >= large->tileHeadDimFrom;
  return isLarge ? TC_DECODE_GQA_LARGE_GROUP : TC_DECODE_GQA;
}

/// Thread blocks before the keys are split: one per (sequence, kv head) on
/// XQA, whose grouped queries share their kv head's tile; one per (sequence,
/// query head) on the per-head kernel.
static double decodeBlocks(TcDecodeRegime regime, double batch, double qHeads,
                           double kvHeads) {
  return batch * (isXqaRegime(regime) ? kvHeads : qHeads);
}

/// Multi-block mode: keys split into chunks while the blocks leave SMs idle.
/// XQA (splitRoot > 0) caps the chunks at a root of their number, so that the
/// reduction of the partial results does not dominate.
/// Splits of each sequence's `keys` in chunks of `chunk` while `blocks`
/// times them stays under `target` (the per-head kernels' multi-block mode).
static double chunkSplits(double chunk, double target, double blocks,
                          double keys) {
  if (keys <= chunk)
    return 1;
  double byKeys = ceil(keys / chunk);
  double bySms = floor(target / blocks);
  double splits = byKeys < bySms ? byKeys : bySms;
  return splits > 1 ? splits : 1;
}

static double decodeSplits(const TcDecodeAttentionModel *model, double blocks,
                           double keys) {
  if (blocks <= 0)
    return 1;
  if (model->splitRoot > 0) {
    double chunks = floor(keys / model->splitChunk);
    double root = floor(sqrt(model->splitRoot * chunks) + 0.5);
    double splits = chunks < root ? chunks : root;
    if (splits < 1)
      splits = 1;
    if (blocks * splits > model->splitTarget)
      splits = floor(model->splitTarget / blocks);
    return splits > 1 ? splits : 1;
  }
  return chunkSplits(model->splitChunk, model->splitTarget, blocks, keys);
}

double tcDecodeTileHeadDim(double headDim) {
  static const double kCompiled[] = {64, 128, 256};
  for (size_t i = 0; i < TC_ARRAY_SIZE(kCompiled); ++i)
    if (headDim <= kCompiled[i])
      return kCompiled[i];
  return headDim;
}

/// Threads that share one row of V in masked MHA: 16 bytes of bf16 each,
/// over the head dim rounded up to a power of two (its compiled Dh_MAX).
static double mmhaValueThreads(double headDim) {
  double padded = 32;
  while (padded < headDim)
    padded *= 2;
  return padded * 2 / 16;
}

typedef struct MmhaLaunch {
  double threads, splits, waves;
} MmhaLaunch;

/// Masked MHA's launch of `blocks` (sequence, query head) blocks: threads
/// per block grown while the blocks leave room on the SMs, each sequence's
/// keys split until one block per SM fills the GPU (each split at least one
/// loop of the block), and the waves those blocks take. The launcher counts
/// keys + 1 positions (the tables' knees: one sequence of 16 heads takes 9
/// splits from 4,096 keys on).
static MmhaLaunch mmhaLaunch(double threadsPerSm, double sms, double blocks,
                             double keys, double headDim) {
  MmhaLaunch launch;
  double basePerSm = floor(threadsPerSm / TC_MMHA_BASE_THREADS);
  double factor = ceil(sms * basePerSm / blocks);
  if (factor > basePerSm)
    factor = basePerSm;
  double grown = TC_MMHA_BASE_THREADS * (factor > 1 ? factor : 1);
  // 256, 512 or 1024 threads: the block sizes the launcher compiles.
  launch.threads = grown < 2 * TC_MMHA_BASE_THREADS ? TC_MMHA_BASE_THREADS
                   : grown < TC_MMHA_MAX_THREADS    ? 2 * TC_MMHA_BASE_THREADS
                                                    : TC_MMHA_MAX_THREADS;
  double resident = floor(threadsPerSm / launch.threads);
  if (resident < 1)
    resident = 1;
  double loop = ceil(launch.threads / mmhaValueThreads(headDim)) *
                TC_MMHA_LOOP_UNROLL;
  double byKeys = ceil((keys + 1) / loop);
  double bySms = ceil(sms / blocks);
  launch.splits = byKeys < bySms ? byKeys : bySms;
  if (launch.splits < 1)
    launch.splits = 1;
  launch.waves = ceil(blocks * launch.splits / (sms * resident));
  return launch;
}

/// Masked MHA by its launcher: waves of blocks, each over its split's keys
/// at its share of an SM (its threads of the SM's threadsPerSm: a lone
/// 256-thread block reads at a quarter of a full SM's rate), plus the
/// reduction when the keys are split. `attended`: the keys after a window.
static double mmhaTime(const TcDecodeAttentionModel *model,
                       const TcKernelPeaks *peaks, double batch, double keys,
                       double attended, double qHeads, double headDim,
                       double kvBytes) {
  double sms = numSms(peaks);
  if (batch * qHeads <= 0)
    return model->fixedMicroseconds;
  MmhaLaunch launch =
      mmhaLaunch(model->threadsPerSm, sms, batch * qHeads, keys, headDim);
  double perBlock = ceil((attended + 1) / launch.splits);
  double slots = sms * model->threadsPerSm / launch.threads;
  double memory = perBlock * 2.0 * headDim * kvBytes * slots /
                  bytesPerMicrosecond(peaks, model->memoryEfficiency);
  double tile = tcDecodeTileHeadDim(headDim);
  double compute =
      4.0 * tile * perBlock * slots /
      flopsPerMicrosecond(peaks->bf16TeraFlops, model->computeEfficiency);
  double perWave =
      model->waveMicroseconds * pow(tile / 128.0, model->headDimExponent);
  return model->fixedMicroseconds +
         (launch.splits > 1 ? model->splitMicroseconds : 0) +
         launch.waves * softMax3(perWave, memory, compute, model->sharpness);
}

/// The per-head kernel (regime MHA or wide) or XQA (GQA) by the set's own
/// split parameters.
static double splitRuleTime(const TcDecodeAttentionModel *model,
                            TcDecodeRegime regime, const TcKernelPeaks *peaks,
                            double batch, double cached, double keys,
                            double qHeads, double kvHeads, double headDim,
                            double kvBytes) {
  double blocks = decodeBlocks(regime, batch, qHeads, kvHeads);
  double splits, working;
  if (isXqaRegime(regime)) {
    // XQA splits the whole cache, window or not: the blocks of the splits
    // outside the window are launched and return at once.
    double history = model->splitRoot > 0 ? cached : keys;
    splits = decodeSplits(model, blocks, history);
    double workingSplits = history > 0 ? ceil(keys * splits / history) : 1;
    working = blocks * (workingSplits < splits ? workingSplits : splits);
  } else {
    // The per-head kernel caps its splits by the whole cache too, but
    // spreads the window's keys over all of them: every block works.
    splits = decodeSplits(model, blocks, cached);
    working = blocks * splits;
  }
  double units = blocks * splits;
  // Memory and compute run on the SMs the working blocks keep busy.
  double busy = busyShare(working, peaks);
  double memory =
      (batch * keys * 2.0 * kvHeads * headDim * kvBytes +
       4.0 * batch * qHeads * headDim) /
      bytesPerMicrosecond(peaks, model->memoryEfficiency) / busy;
  // The scores and the waves run on the tiles' head dim, padded.
  double tile = tcDecodeTileHeadDim(headDim);
  double compute =
      4.0 * batch * qHeads * tile * keys /
      flopsPerMicrosecond(peaks->bf16TeraFlops, model->computeEfficiency) /
      busy;
  double waves = ceil(units / numSms(peaks));
  double perWave =
      model->waveMicroseconds * pow(tile / 128.0, model->headDimExponent);
  if (isXqaRegime(regime))
    perWave *= pow(ceil(qHeads / kvHeads / TC_GQA_QUERY_TILE),
                   model->tileExponent);
  return model->fixedMicroseconds +
         (splits > 1 ? model->splitMicroseconds : 0) +
         softMax3(waves * perWave, memory, compute, model->sharpness);
}

double tcDecodeAttentionTime(const TcDecodeAttentionModel *models,
                             const TcKernelPeaks *peaks, double batch,
                             double keys, double qHeads, double kvHeads,
                             double headDim, double window, double kvBytes,
                             bool sinks) {
  TcDecodeRegime regime =
      decodeRegimeOf(models, batch, keys, qHeads, kvHeads, headDim);
  const TcDecodeAttentionModel *model = &models[regime];
  // A sliding window also reads the masked keys of its edge tiles.
  double attended = keys;
  if (window > 0 && window < keys && window + model->windowTile < keys)
    attended = window + model->windowTile;
  double time =
      model->threadsPerSm > 0
          ? mmhaTime(model, peaks, batch, keys, attended, qHeads, headDim,
                     kvBytes)
          : splitRuleTime(model, regime, peaks, batch, keys, attended, qHeads,
                          kvHeads, headDim, kvBytes);
  return sinks ? time * model->sinkScale : time;
}

const TcMlaDecodeModel *tcKernelModelGetMlaDecode(const TcKernelModel *model,
                                                  TcAttentionClass klass,
                                                  double heads) {
  const TcMlaDecodeModel *lowLatency = &model->mlaDecodeLowLatency[klass];
  if (lowLatency->maxHeads > 0 && heads <= lowLatency->maxHeads)
    return lowLatency;
  return &model->mlaDecode[klass];
}

double tcMlaDecodeTime(const TcMlaDecodeModel *model,
                       const TcKernelPeaks *peaks, double batch, double keys,
                       double heads, double keyWidth, double valueWidth,
                       double kvBytes) {
  double tiles = ceil(heads / model->headTile);
  double blocks = batch * tiles;
  double splits =
      blocks > 0 ? chunkSplits(model->splitChunk, model->splitTarget, blocks,
                               keys)
                 : 1;
  double units = blocks * splits;
  double busy = busyShare(units, peaks);
  double reads = 1.0 + model->reread * (tiles - 1);
  double memory = batch * keys * keyWidth * kvBytes * reads /
                  bytesPerMicrosecond(peaks, model->memoryEfficiency) / busy;
  double compute =
      2.0 * batch * keys * tiles * model->headTile * (keyWidth + valueWidth) /
      flopsPerMicrosecond(model->mmaBytes == 1 ? peaks->fp8TeraFlops
                                               : peaks->bf16TeraFlops,
                          model->computeEfficiency) /
      busy;
  double waves = ceil(units / numSms(peaks));
  // The cache stream and the MMAs overlap as the kernel's pipeline lets
  // them (overlap); the waves' fixed work adds to both (sharpness).
  double work = softMax(memory, compute, model->overlap);
  // The per-head bytes run on every SM, whatever the attention's blocks.
  double headTraffic = batch * heads * model->headBytes /
                       bytesPerMicrosecond(peaks, model->memoryEfficiency);
  return model->fixedMicroseconds +
         (splits > 1 ? model->splitMicroseconds : 0.0) +
         softMax(waves * model->waveMicroseconds, work, model->sharpness) +
         headTraffic;
}

double tcMlaContextTime(const TcMlaContextModel *model,
                        const TcKernelPeaks *peaks, double batch,
                        double queries, double keys, double heads,
                        double headDim) {
  double pairs = tcVisiblePairs(queries, keys, keys) +
                 queries * model->diagonalTile / 2.0;
  double blocks = batch * heads * ceil(queries / model->queryTile);
  double waves = ceil(blocks / numSms(peaks));
  double compute =
      4.0 * batch * heads * headDim * pairs /
      (flopsPerMicrosecond(peaks->bf16TeraFlops, model->computeEfficiency) *
       waveUtilization(blocks, numSms(peaks)));
  double memory = batch * queries * heads * model->headBytes /
                  bytesPerMicrosecond(peaks, 1.0);
  return model->fixedMicroseconds + batch * model->sequenceMicroseconds +
         softMax3(compute, memory, waves * model->waveMicroseconds,
                  model->sharpness);
}

double tcElementwiseTime(const TcElementwiseModel *model,
                         const TcKernelPeaks *peaks, double bytes,
                         bool withFixedCost) {
  return (withFixedCost ? model->fixedMicroseconds : 0) +
         bytes / bytesPerMicrosecond(peaks, model->memoryEfficiency);
}

static double protocolsTime(const TcCollectiveCurve *curve, double bytes) {
  double best = -1;
  for (size_t i = 0; i < curve->numProtocols; ++i) {
    const TcProtocol *protocol = &curve->protocols[i];
    double time = protocol->latencyMicroseconds +
                  bytes / (protocol->gigabytesPerSecond * 1e3);
    if (best < 0 || time < best)
      best = time;
  }
  return best;
}

double tcCollectiveTime(const TcCollectiveModel *model, int64_t ranks,
                        double messageBytes) {
  if (model->numCurves == 0)
    return -1;
  const TcCollectiveCurve *curves = model->curves;
  size_t last = model->numCurves - 1;
  if (ranks <= curves[0].ranks)
    return protocolsTime(&curves[0], messageBytes);
  if (ranks >= curves[last].ranks) {
    // Past the largest measured group (or with one curve): its curve, the
    // latency grown in log2(ranks) at the rate of the last two sizes.
    double time = protocolsTime(&curves[last], messageBytes);
    if (last == 0 || ranks == curves[last].ranks)
      return time;
    double slope = (protocolsTime(&curves[last], 0) -
                    protocolsTime(&curves[last - 1], 0)) /
                   (log2((double)curves[last].ranks) -
                    log2((double)curves[last - 1].ranks));
    double extra = slope * (log2((double)ranks) -
                            log2((double)curves[last].ranks));
    return time + (extra > 0 ? extra : 0);
  }
  size_t upper = 1;
  while (curves[upper].ranks < ranks)
    ++upper;
  const TcCollectiveCurve *low = &curves[upper - 1], *high = &curves[upper];
  double t = (log2((double)ranks) - log2((double)low->ranks)) /
             (log2((double)high->ranks) - log2((double)low->ranks));
  return (1 - t) * protocolsTime(low, messageBytes) +
         t * protocolsTime(high, messageBytes);
}

double tcMoeFixedTime(const TcMoeModel *model, double localExperts,
                      double assignments) {
  return model->fixedMicroseconds +
         (localExperts >= 1 ? model->expertMicroseconds * localExperts : 0) +
         (assignments > 0 ? model->assignmentNanoseconds * 1e-3 * assignments
                          : 0);
}

double tcExpertActiveShare(double rows, double share, double localExperts) {
  double assigned = rows * share;
  if (share >= 1 || rows <= 0 || assigned >= 1)
    return 1.0;
  if (!(localExperts >= 1))
    return assigned;
  // Whole experts: the ceiling, less a hair so that an exact product of
  // rounded factors does not take one more.
  double experts = ceil(localExperts * assigned - 1e-9);
  return (experts > 1 ? experts : 1) / localExperts;
}

double tcExpertRows(double expectedRows, double activeShare) {
  double rows = expectedRows / activeShare;
  return rows > 1 ? rows : 1;
}

//===----------------------------------------------------------------------===//
// Skewed routing.
//===----------------------------------------------------------------------===//

/// floor(x + 0.5) away from zero: the rounding scripts/calibrate.py mirrors.
static double roundHalfAway(double x) {
  return x >= 0 ? floor(x + 0.5) : -floor(-x + 0.5);
}

/// The weight of the `index`-th largest of `experts` experts: a power law of
/// exponent `alpha` on [low, high] (its inverse CDF) at the middle of the
/// index's quantile.
static double powerLawWeight(double index, double experts, double alpha,
                             double low, double high) {
  double u = (experts - 1 - index + 0.5) / experts;
  double a = 1 - alpha;
  if (fabs(a) < 1e-9)
    return low * pow(high / low, u);
  return pow((pow(high, a) - pow(low, a)) * u + pow(low, a), 1 / a);
}

static int compareAscending(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/// Gives `units` rows one at a time to the least-loaded of the ascending
/// `loads` that are below `cap` (the group of equal minima raised together).
static void fillLeastLoaded(double *loads, size_t count, double units,
                            double cap) {
  while (units > 0 && loads[0] < cap) {
    size_t group = 1;
    while (group < count && loads[group] == loads[0])
      ++group;
    double next = group < count && loads[group] < cap ? loads[group] : cap;
    double step = fmin(next - loads[0], floor(units / (double)group));
    if (step <= 0) { // fewer units than the group: one each to some of it
      for (size_t i = 0; i < (size_t)units; ++i)
        loads[i] += 1;
      return;
    }
    for (size_t i = 0; i < group; ++i)
      loads[i] += step;
    units -= step * (double)group;
  }
}

/// Takes `units` rows one at a time from the most-loaded of the ascending
/// `loads` (the group of equal maxima lowered together).
static void drainMostLoaded(double *loads, size_t count, double units) {
  while (units > 0 && loads[count - 1] > 0) {
    size_t group = 1;
    while (group < count && loads[count - 1 - group] == loads[count - 1])
      ++group;
    double next = group < count ? loads[count - 1 - group] : 0;
    double step = fmin(loads[count - 1] - next, floor(units / (double)group));
    if (step <= 0) {
      for (size_t i = 0; i < (size_t)units; ++i)
        loads[count - 1 - i] -= 1;
      return;
    }
    for (size_t i = 0; i < group; ++i)
      loads[count - 1 - i] -= step;
    units -= step * (double)group;
  }
}

/// The collector's skewed draw of T tokens' k choices over E experts.
typedef struct PowerLawDraw {
  double tokens, experts, alpha, low, high, target, weights;
} PowerLawDraw;

/// The rows of the `index`-th heaviest expert: its share of the T·k
/// assignments, rounded, at most T (a token picks an expert once).
static double drawnLoad(const PowerLawDraw *draw, double index) {
  double weight = powerLawWeight(index, draw->experts, draw->alpha, draw->low,
                                 draw->high);
  return fmin(draw->tokens,
              roundHalfAway(weight / draw->weights * draw->target));
}

/// Whether the power-law draw is defined for the shape: whole tokens (that
/// a double counts exactly) and experts, top-k within the experts, local
/// experts dividing them, a positive exponent.
static bool isSkewedRoutingModelled(double tokens, double experts, double topK,
                                    double localExperts, double alpha) {
  return tokens >= 1 && tokens <= 9007199254740992.0 &&
         tokens == floor(tokens) && topK >= 1 && topK <= experts &&
         experts <= TC_MAX_SKEWED_EXPERTS && localExperts >= 1 &&
         localExperts <= experts && alpha > 0 && experts == floor(experts) &&
         localExperts == floor(localExperts) &&
         fmod(experts, localExperts) == 0;
}

bool tcSkewedExpertLoads(double tokens, double experts, double topK,
                         double localExperts, double alpha, double *loads) {
  if (!isSkewedRoutingModelled(tokens, experts, topK, localExperts, alpha))
    return false;
  PowerLawDraw draw = {.tokens = tokens, .experts = experts, .alpha = alpha};
  draw.target = roundHalfAway(tokens * topK);
  // The collector draws weights on [1, 0.8 T] once the assignments outnumber
  // the experts, on [0.01, 2] before.
  bool crowded = draw.target > experts;
  draw.low = crowded ? 1.0 : 0.01;
  draw.high = crowded ? fmax(0.8 * tokens, draw.low) : 2.0;
  for (double i = 0; i < experts; ++i)
    draw.weights += powerLawWeight(i, experts, alpha, draw.low, draw.high);
  double assigned = 0;
  for (double i = 0; i < experts; ++i)
    assigned += drawnLoad(&draw, i);
  // The busiest rank: the heaviest expert, then the heaviest of each of the
  // other experts' strata (one rank's share of them).
  size_t count = (size_t)localExperts;
  loads[0] = drawnLoad(&draw, 0);
  for (size_t j = 0; j + 1 < count; ++j)
    loads[j + 1] = drawnLoad(
        &draw, 1 + floor((double)j * (experts - 1) / (localExperts - 1)));
  // Rounding and the cap of T per expert leave the total off its target.
  // The collector hands the difference out one unit a rank, rank 0 first,
  // and the busiest rank is the heaviest after that: it gains the most (the
  // ceiling of its share: one token's top-1 of 128 experts on 4 ranks gives
  // it the row, not a quarter rounded to none) and loses the least (the
  // floor).
  double share = (draw.target - assigned) / (experts / localExperts);
  double units = share > 0 ? ceil(share - 1e-9) : -floor(-share + 1e-9);
  qsort(loads, count, sizeof *loads, compareAscending);
  if (units > 0)
    fillLeastLoaded(loads, count, units, tokens);
  else if (units < 0)
    drainMostLoaded(loads, count, -units);
  return true;
}

/// The rows of each of the busiest rank's experts (tcSkewedExpertLoads),
/// owned by the caller (free); NULL for shapes it does not model.
static double *skewedRankLoads(const TcRoutedExperts *experts) {
  double local = experts->localExperts;
  if (!(local >= 1 && local <= TC_MAX_SKEWED_EXPERTS))
    return NULL;
  double *loads = malloc((size_t)local * sizeof *loads);
  if (loads && !tcSkewedExpertLoads(experts->tokens, experts->experts,
                                    experts->topK, local, experts->skew,
                                    loads)) {
    free(loads);
    return NULL;
  }
  return loads;
}

double tcSkewedExpertsGemmTime(const TcMoeModel *model,
                               const TcKernelPeaks *peaks, TcGemmClass klass,
                               const TcRoutedExperts *experts, double n,
                               double k, double weightBytes) {
  double *loads = skewedRankLoads(experts);
  if (!loads)
    return -1;
  double time = 0;
  for (size_t i = 0; i < (size_t)experts->localExperts; ++i)
    time += tcGroupedGemmBodyTime(model, peaks, klass, loads[i], n, k,
                                  weightBytes);
  free(loads);
  return time;
}

double tcSkewedRankRows(const TcRoutedExperts *experts) {
  double *loads = skewedRankLoads(experts);
  if (!loads)
    return -1;
  double rows = 0;
  for (size_t i = 0; i < (size_t)experts->localExperts; ++i)
    rows += loads[i];
  free(loads);
  return rows;
}
