//===- KernelModel.h - A device's kernel classes, fitted to measurements -*- C -*-===//
//
// A calibrated device says, per kernel class, how close real kernels come to
// its data-sheet figures: GEMMs by dtype, causal prefill attention, decode
// attention by head layout, bandwidth-bound kernels, the fused MoE block and
// collectives by op and group size. scripts/calibrate.py fits the parameters
// to measured kernel times and writes them into a device file; this file
// evaluates the same formulas (docs: "Cost model").
//
//===----------------------------------------------------------------------===//
#ifndef TC_COST_KERNELMODEL_H
#define TC_COST_KERNELMODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// GEMM classes: bf16 (also f16, f32 and weight-only quantized weights,
/// which run bf16 tensor cores), fp8 with per-tensor scales (also int8:
/// the same tensor-core rate), fp8 with 128-wide block scales, and NVFP4
/// (e2m1 with an e4m3 scale per 16 elements; Blackwell's FP4 tensor cores,
/// a class only devices fitted to it have).
typedef enum TcGemmClass {
  TC_GEMM_BF16,
  TC_GEMM_FP8,
  TC_GEMM_FP8_BLOCK,
  TC_GEMM_NVFP4,
  TC_GEMM_CLASS_COUNT
} TcGemmClass;

/// The classes every calibrated device has; those after them are optional.
enum { TC_GEMM_REQUIRED_CLASSES = TC_GEMM_NVFP4 };

/// Each GEMM class's name in device files and kernel lines ("fp8_block").
extern const char *const tcGemmClassNames[TC_GEMM_CLASS_COUNT];

/// `mEdge` above 0: the kernel computes the rows beyond one 128-row tile
/// padded to a multiple of it (Hopper's fp8 block-scaled GEMM: 129 rows
/// take as long as 256). `splitK` above 0: a GEMM of fewer output tiles
/// than SMs splits k into slices at least that deep, as many as fill the
/// SMs once (cuBLAS's and TensorRT-LLM's split-K).
typedef struct TcGemmModel {
  double fixedMicroseconds, computeEfficiency, kHalf, mMin, waveExponent,
      memoryEfficiency, sharpness, mEdge, splitK;
} TcGemmModel;

/// Attention's compute classes: bf16 and fp8 (FMHA in fp8).
typedef enum TcAttentionClass {
  TC_ATTENTION_BF16,
  TC_ATTENTION_FP8,
  TC_ATTENTION_CLASS_COUNT
} TcAttentionClass;

/// Each attention class's name in device files and kernel lines.
extern const char *const tcAttentionClassNames[TC_ATTENTION_CLASS_COUNT];

/// `windowTile`: the masked keys a query whose sliding window cuts its keys
/// also visits (the partial key tiles at the window's far edge).
typedef struct TcContextAttentionModel {
  double fixedMicroseconds, sequenceMicroseconds, computeEfficiency,
      headDimHalf, diagonalTile, queryTile, memoryEfficiency, sharpness,
      waveMicroseconds, windowTile;
} TcContextAttentionModel;

/// The parameter sets of a decode class, one per kernel: the per-head kernel
/// for one query head per kv head (MHA) and for the grouped queries XQA's
/// dispatcher declines (see `xqaMinBlocks`), XQA for grouped queries (at most
/// 32 per kv head), wider groups, and (optional: a set whose `headsAbove` is
/// 0 is absent) XQA's large groups: more than `headsAbove` query heads per kv
/// head, at tiles' head dims of at least `tileHeadDimFrom`. Hopper's
/// fp8-cache XQA runs groups of more than one 8-head tile at 256-wide tiles
/// at 0.7-0.8 of its bf16-cache time, where it runs smaller ones at 0.5.
typedef enum TcDecodeRegime {
  TC_DECODE_MHA,
  TC_DECODE_GQA,
  TC_DECODE_WIDE,
  TC_DECODE_GQA_LARGE_GROUP,
  TC_DECODE_REGIME_COUNT
} TcDecodeRegime;

/// Multi-block mode splits each sequence's keys into chunks of `splitChunk`
/// while the blocks number under `splitTarget`; the partial results' reduction
/// costs `splitMicroseconds`. A `splitRoot` above 0 is XQA's rule: the chunks
/// of the whole cache (window or not) capped at round(sqrt(splitRoot *
/// chunks)); 0 is the per-head kernel's, chunks of the keys it attends. A
/// grouped-query block's wave cost grows with its query tiles (of
/// TC_GQA_QUERY_TILE heads) to the power `tileExponent`. A
/// sliding window reads `windowTile` keys beyond it (its edge tiles). The
/// waves and the scores grow with the head dim the tiles hold
/// (tcDecodeTileHeadDim), the cache read with the head dim itself. A kernel
/// with learned attention sinks (gpt-oss's; the calibration's head-dim-64
/// rows all have them) takes `sinkScale` times as long; the dialect's
/// attention has none, so programs are costed without. `xqaMinBlocks`, read
/// in the grouped-query set alone: TensorRT-LLM's dispatcher runs XQA only
/// when kv heads x batch x one per TC_XQA_HISTORY_PER_BLOCK cached keys
/// reach it (a quarter of the SMs), else the per-head kernel, costed by the
/// MHA set (the per-head kernel's); 0: always XQA (the fp8-cache kernels
/// show no switch). `threadsPerSm` above 0: the set is TensorRT-LLM's masked
/// MHA kernel as its launcher sizes it (tcDecodeAttentionTime), the threads
/// its registers let an SM hold; the split parameters are then unused.
/// `headsAbove` and `tileHeadDimFrom`, read in the large-group set alone:
/// where it runs.
typedef struct TcDecodeAttentionModel {
  double fixedMicroseconds, waveMicroseconds, headDimExponent,
      memoryEfficiency, computeEfficiency, sharpness, splitChunk, splitTarget,
      splitMicroseconds, tileExponent, windowTile, splitRoot, sinkScale,
      xqaMinBlocks, threadsPerSm, headsAbove, tileHeadDimFrom;
} TcDecodeAttentionModel;

enum { TC_GQA_QUERY_TILE = 8, TC_XQA_HISTORY_PER_BLOCK = 128 };

/// Masked MHA's launcher: blocks of TC_MMHA_BASE_THREADS threads, grown up
/// to TC_MMHA_MAX_THREADS while the SMs have room; a split holds at least
/// one loop of TC_MMHA_LOOP_UNROLL keys per group of threads sharing a row.
enum {
  TC_MMHA_BASE_THREADS = 256,
  TC_MMHA_MAX_THREADS = 1024,
  TC_MMHA_LOOP_UNROLL = 8
};

/// DeepSeek's multi-head latent attention in decode, absorbed (FlashMLA on
/// Hopper, TensorRT-LLM's trtllm-gen kernels on Blackwell): every query head
/// (keyWidth wide: the latent and the rope part) against one shared latent
/// key head, whose first valueWidth columns are the values. The heads run in
/// tiles of `headTile` (a tile's FLOPs whether its heads are there or not:
/// the time hardly grows with the heads up to a tile); each sequence's keys
/// split in chunks of `splitChunk` while the blocks number under
/// `splitTarget`, the reduction costing `splitMicroseconds`. The latent
/// cache is streamed once, and `reread` of it again for each further tile
/// (0: the tiles share it through L2). `headBytes`: the bytes each
/// (sequence, head) moves at the whole GPU's bandwidth besides the cache
/// (the query in, the output out, and the kernel ahead that applies RoPE to
/// the query and appends the cache). `maxHeads`: the most heads per rank a
/// low-latency kernel runs (0 for the class's own kernel, which runs any).
typedef struct TcMlaDecodeModel {
  double fixedMicroseconds, waveMicroseconds, memoryEfficiency,
      computeEfficiency, sharpness, splitChunk, splitTarget, splitMicroseconds,
      headTile, reread, headBytes, maxHeads;
  /// The bytes of a query and cache element as the MMAs take them: 2 runs
  /// them at the bf16 peak, 1 at the fp8 peak (an fp8 cache whose kernel
  /// quantizes the query to fp8 too).
  double mmaBytes;
  /// How sharply the cache stream and the MMAs overlap (a soft max's power:
  /// large is a max, 1 a sum); a device file without it takes `sharpness`,
  /// which makes the time the three-way soft max of waves, memory and compute.
  double overlap;
} TcMlaDecodeModel;

/// MLA prefill (TensorRT-LLM's MLA context path: each head's keys and values
/// built from the projections, RoPE, the latent cache written, causal FMHA):
/// the FMHA's pairs as tcContextAttentionTime's, against `headBytes` moved
/// per token and head through those kernels.
typedef struct TcMlaContextModel {
  double fixedMicroseconds, sequenceMicroseconds, computeEfficiency,
      diagonalTile, queryTile, headBytes, sharpness, waveMicroseconds;
} TcMlaContextModel;

typedef struct TcElementwiseModel {
  double fixedMicroseconds, memoryEfficiency;
} TcElementwiseModel;

/// The fused MoE block: one fixed cost; its grouped GEMMs pad each expert's
/// rows to the kernel's row tile, and lose efficiency on a narrow expert
/// slice (min(n, k) against `narrowHalf`).
typedef struct TcMoeModel {
  double fixedMicroseconds, rowTile, computeEfficiency, memoryEfficiency,
      sharpness, narrowHalf;
  /// What each of the rank's experts adds to the fixed cost whether it
  /// receives rows or not (the kernel walks every local expert).
  double expertMicroseconds;
  /// What each token-expert assignment of the block (tokens x top-k) adds,
  /// wherever its expert is: every rank sorts them all to find its rows.
  double assignmentNanoseconds;
} TcMoeModel;

enum { TC_MAX_PROTOCOLS = 4, TC_MAX_CURVES = 8 };

/// A collective library's protocol: a latency and a bus bandwidth.
typedef struct TcProtocol {
  double latencyMicroseconds, gigabytesPerSecond;
} TcProtocol;

/// The protocols measured at one group size.
typedef struct TcCollectiveCurve {
  int64_t ranks;
  TcProtocol protocols[TC_MAX_PROTOCOLS];
  size_t numProtocols;
} TcCollectiveCurve;

typedef enum TcCollectiveKind {
  TC_COLLECTIVE_ALL_REDUCE,
  TC_COLLECTIVE_ALL_GATHER,
  TC_COLLECTIVE_REDUCE_SCATTER,
  TC_COLLECTIVE_ALL_TO_ALL,
  TC_COLLECTIVE_CUSTOM_ALL_REDUCE, // one-shot/two-shot kernels (TRT-LLM, vLLM)
  TC_COLLECTIVE_KIND_COUNT
} TcCollectiveKind;

/// The bytes each rank sends in a ring over `ranks` ranks for a `message`
/// (the larger buffer: all_gather's gathered output, the others' input):
/// twice (ranks - 1) / ranks of it for an all_reduce (a reduce-scatter,
/// then an all-gather), once for the rest.
double tcCollectiveRingBytes(TcCollectiveKind kind, double ranks,
                             double message);

typedef struct TcCollectiveModel {
  TcCollectiveCurve curves[TC_MAX_CURVES]; // ascending ranks
  size_t numCurves;
} TcCollectiveModel;

/// Everything a calibrated device knows beyond its data sheet.
typedef struct TcKernelModel {
  TcGemmModel gemm[TC_GEMM_CLASS_COUNT];
  TcContextAttentionModel contextAttention[TC_ATTENTION_CLASS_COUNT];
  TcDecodeAttentionModel decodeAttention[TC_ATTENTION_CLASS_COUNT]
                                        [TC_DECODE_REGIME_COUNT];
  TcElementwiseModel elementwise;
  TcMoeModel moe[TC_GEMM_CLASS_COUNT];
  /// The GEMM and MoE classes of NVFP4, when the device was fitted to them
  /// (Blackwell); a program with NVFP4 GEMMs is refused elsewhere.
  bool hasNvfp4;
  TcCollectiveModel collectives[TC_COLLECTIVE_KIND_COUNT];
  /// MLA's kernels by KV cache type (TcAttentionClass: bf16 or fp8 cache),
  /// when the device was fitted to them; else MLA is costed as attention.
  bool hasMla;
  TcMlaContextModel mlaContext[TC_ATTENTION_CLASS_COUNT];
  TcMlaDecodeModel mlaDecode[TC_ATTENTION_CLASS_COUNT];
  /// The low-latency MLA decode kernel an engine runs for few heads per
  /// rank (TensorRT-LLM's on Blackwell), by class; maxHeads 0 where the
  /// class has one kernel.
  TcMlaDecodeModel mlaDecodeLowLatency[TC_ATTENTION_CLASS_COUNT];
} TcKernelModel;

/// The figures the formulas scale: data-sheet peaks and bandwidth.
typedef struct TcKernelPeaks {
  double bf16TeraFlops, fp8TeraFlops, fp4TeraFlops, hbmGigabytesPerSecond;
  int64_t numSms;
} TcKernelPeaks;

/// The bytes an element of a class's quantized activation takes in its
/// GEMM's input (bf16 2, fp8 1, NVFP4 a half).
double tcGemmClassActivationBytes(TcGemmClass klass);

/// The bytes the activation's dynamic quantize (`kernels` passes over an
/// m x k bf16 input) moves, as a program's quantize op counts them: x read
/// by each pass; fp8 writes 1 B an element and f32 scales (one per 1 x 128
/// group for fp8_block, else one); NVFP4 reads its f32 global scale and
/// writes half a byte an element and an e4m3 scale per 16.
double tcActivationQuantizeBytes(TcGemmClass klass, double m, double k,
                                 double kernels);

/// A GEMM (m×k by k×n) of `klass`, `weightBytes` per weight element, without
/// its fixed cost: the smooth roofline of compute and memory.
double tcGemmBodyTime(const TcGemmModel *model, const TcKernelPeaks *peaks,
                      TcGemmClass klass, double m, double n, double k,
                      double weightBytes);

/// One expert's GEMM inside the fused MoE block, `rows` its expected rows
/// when it receives any, without the block's fixed cost.
double tcGroupedGemmBodyTime(const TcMoeModel *model,
                             const TcKernelPeaks *peaks, TcGemmClass klass,
                             double rows, double n, double k,
                             double weightBytes);

/// Causal prefill attention over `queries` new tokens that see `keys`
/// positions (queries == keys without a cache), at most `window` of them.
double tcContextAttentionTime(const TcContextAttentionModel *model,
                              const TcKernelPeaks *peaks,
                              TcAttentionClass klass, double batch,
                              double queries, double keys, double qHeads,
                              double kvHeads, double headDim, double window,
                              double kvBytes);

/// The head dim a decode kernel's tiles hold: the smallest of the sizes the
/// kernels are compiled for (64, 128, 256) that fits `headDim`, or `headDim`
/// above them. A head of 192 runs in 256-wide tiles: the measured 192 kernels
/// take as long as the 256 ones where waves or scores dominate, and 3/4 of
/// their time where the cache read does.
double tcDecodeTileHeadDim(double headDim);

/// One new token per sequence over `keys` cached positions, on the kernel its
/// batch, keys and heads pick from `models` (one decode class: XQA or the
/// per-head kernel, TcDecodeRegime); `sinks`: the kernel with learned
/// attention sinks (only the calibration's rows have them).
double tcDecodeAttentionTime(const TcDecodeAttentionModel *models,
                             const TcKernelPeaks *peaks, double batch,
                             double keys, double qHeads, double kvHeads,
                             double headDim, double window, double kvBytes,
                             bool sinks);

/// MLA decode (TcMlaDecodeModel): one new token of each of `batch`
/// sequences over `keys` cached latents of `keyWidth` (`kvBytes` each), for
/// `heads` query heads whose values are `valueWidth` wide.
/// The MLA decode kernel of the class that runs `heads` heads per rank: the
/// low-latency one up to its maxHeads, else the class's own.
const TcMlaDecodeModel *tcKernelModelGetMlaDecode(const TcKernelModel *model,
                                                  TcAttentionClass klass,
                                                  double heads);

double tcMlaDecodeTime(const TcMlaDecodeModel *model,
                       const TcKernelPeaks *peaks, double batch, double keys,
                       double heads, double keyWidth, double valueWidth,
                       double kvBytes);

/// MLA prefill (TcMlaContextModel): `queries` new tokens of each sequence
/// that see `keys` positions, `heads` heads of the mean head dim `headDim`
/// (of the keys' and the values').
double tcMlaContextTime(const TcMlaContextModel *model,
                        const TcKernelPeaks *peaks, double batch,
                        double queries, double keys, double heads,
                        double headDim);

/// A bandwidth-bound kernel moving `bytes`, with (`withFixedCost`) or
/// without its fixed cost (when it runs inside a fused kernel).
double tcElementwiseTime(const TcElementwiseModel *model,
                         const TcKernelPeaks *peaks, double bytes,
                         bool withFixedCost);

/// A collective of `messageBytes` (the larger of the per-rank input and
/// output buffers) over `ranks`: the fastest protocol at the nearest
/// measured group size, latency interpolated in log2(ranks) between sizes.
/// Returns a negative number when the model has no curve.
double tcCollectiveTime(const TcCollectiveModel *model, int64_t ranks,
                        double messageBytes);

/// The fused MoE block's fixed cost on a rank of `localExperts` experts that
/// sorts `assignments` token-expert pairs (tokens x top-k): the kernel's own,
/// each local expert's (below 1, not known: none) and each assignment's.
double tcMoeFixedTime(const TcMoeModel *model, double localExperts,
                      double assignments);

/// The share of a rank's `localExperts` experts that run on the busiest rank
/// when `rows` tokens each go to a `share` of the experts and balanced
/// routing spreads the assignments evenly (as the calibration's balanced
/// runs do): min(1, rows * share) of every rank's experts receive any, and a
/// rank runs whole experts, so the busiest runs the ceiling of that many (one
/// token's top-22 of 512 experts: 2 of a rank's 32, 1 of a rank's 4).
/// `localExperts` below 1 (not known): min(1, rows * share).
double tcExpertActiveShare(double rows, double share, double localExperts);

/// The rows of an expert that runs: its `expectedRows` over the
/// tcExpertActiveShare `activeShare` of the experts that run, at least one.
double tcExpertRows(double expectedRows, double activeShare);

enum { TC_MAX_SKEWED_EXPERTS = 1 << 20 };

/// The routing exponent of the skewed (power-law) routing the calibration's
/// power-law runs draw for Qwen-style MoE, and serving estimates assume.
#define TC_DEFAULT_ROUTING_SKEW 1.2

/// The rows each of the `localExperts` experts of the busiest rank receives
/// (into `loads`, `localExperts` of them, ascending) when `tokens` tokens
/// each pick `topK` of `experts` experts, skewed as a power law of exponent
/// `alpha` (the draw of the calibration's power-law runs, made deterministic
/// by taking each expert at the middle of its quantile; the rank holds the
/// heaviest expert and the heaviest of each stratum of the rest). False,
/// with `loads` untouched, for shapes it does not model: a fractional or
/// larger-than-TC_MAX_SKEWED_EXPERTS expert count, local experts that do
/// not divide it, a fractional token count or fewer than one token.
bool tcSkewedExpertLoads(double tokens, double experts, double topK,
                         double localExperts, double alpha, double *loads);

/// An MoE block's routing as tcSkewedExpertLoads takes it.
typedef struct TcRoutedExperts {
  double tokens, experts, topK, localExperts, skew;
} TcRoutedExperts;

/// One GEMM (n, k) of each of the busiest rank's experts under skewed
/// routing, summed: each expert's grouped GEMM body on its own rows (an
/// expert with none runs nothing). Negative when tcSkewedExpertLoads does
/// not model the shape.
double tcSkewedExpertsGemmTime(const TcMoeModel *model,
                               const TcKernelPeaks *peaks, TcGemmClass klass,
                               const TcRoutedExperts *experts, double n,
                               double k, double weightBytes);

/// The rows the busiest rank's experts receive under skewed routing, added
/// up (what its permutation moves); negative when tcSkewedExpertLoads does
/// not model the shape.
double tcSkewedRankRows(const TcRoutedExperts *experts);

/// "visible (query, key) pairs" of causal attention: S queries at the last S
/// of T positions, each seeing at most `window` keys.
double tcVisiblePairs(double queries, double keys, double window);

#endif // TC_COST_KERNELMODEL_H
