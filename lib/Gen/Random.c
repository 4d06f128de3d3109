//===- Random.c - tc-gen's --random: a model drawn from a seed ------------===//
//
// The fuzzers' models: shapes, a scheme and a layout drawn from one seed,
// redrawn until they fit, so that the seed alone reproduces the program.
//
//===----------------------------------------------------------------------===//

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "Gen.h"
#include "Util/ArraySize.h"

/// splitmix64, for --random.
static uint64_t nextRandom(uint64_t *state) {
  uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
  z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static int64_t pick(uint64_t *state, const int64_t *choices, size_t count) {
  return choices[nextRandom(state) % count];
}

static void randomizeExperts(Options *o);

/// Half the seeds are real decoders: a model type and the features of its
/// config, drawn on top of the shapes (which fit a decoder too), from a
/// stream of their own so the shapes stay what the seed gave before.
static void randomizeDecoder(Options *o) {
  static const char *const types[] = {"llama", "mistral", "qwen2", "qwen3"};
  static const int64_t vocabs[] = {64, 96, 128}, contexts[] = {1, 3, 5},
                       windows[] = {2, 3, 8};
  uint64_t state = o->randomSeed ^ UINT64_C(0xD1B54A32D192ED03);
  if (nextRandom(&state) % 2 == 0)
    return;
  o->decoder = true;
  o->modelType = types[nextRandom(&state) % 4];
  o->headDim = o->hidden / o->heads;
  if (nextRandom(&state) % 3 == 0)
    o->kvHeads = 1; // replicated on every rank past the first
  o->vocab = pick(&state, vocabs, 3);
  o->eps = nextRandom(&state) % 2 ? 1e-5 : 1e-6;
  o->ropeTheta = nextRandom(&state) % 2 ? 10000.0 : 1e6;
  o->tieEmbeddings = nextRandom(&state) % 2;
  o->llama3Scaling = !strcmp(o->modelType, "llama") && nextRandom(&state) % 2;
  static const double llama3[4] = {8.0, 1.0, 4.0, 64.0};
  memcpy(o->llama3, llama3, sizeof llama3);
  o->slidingWindow =
      !strcmp(o->modelType, "mistral") ? pick(&state, windows, 3) : 0;
  if (!strcmp(o->modelType, "qwen2"))
    o->qkvBias = true;
  else if (!strcmp(o->modelType, "mistral"))
    o->qkvBias = false;
  o->oBias = o->qkvBias && strcmp(o->modelType, "qwen2") != 0;
  o->decode = nextRandom(&state) % 2;
  o->context = o->decode ? pick(&state, contexts, 3) : 0;
}

/// A third of the random Mistral and Qwen2/3 decoders become their MoE
/// family (mixtral, qwen2_moe with a shared expert, qwen3_moe), with every
/// expert layout the world size allows. Drawn from a stream of their own, and
/// valid by construction: widths are multiples of 32 per rank (mxfp4's group)
/// and the expert-parallel size divides the step's tokens.
static void randomizeExperts(Options *o) {
  static const char *const dense[] = {"mistral", "qwen2", "qwen3"};
  static const char *const moe[] = {"mixtral", "qwen2_moe", "qwen3_moe"};
  static const int64_t experts[] = {4, 8}, topKs[] = {1, 2, 4},
                       units[] = {1, 2};
  uint64_t state = o->randomSeed ^ UINT64_C(0x8BB84B93962EACC9);
  int family = -1;
  for (int i = 0; i < 3; ++i)
    if (!strcmp(o->modelType, dense[i]))
      family = i;
  if (family < 0 || nextRandom(&state) % 3 != 0)
    return;
  o->modelType = moe[family];
  o->experts = pick(&state, experts, 2);
  o->topK = pick(&state, topKs, 3);
  int64_t n = o->worldSize, queries = o->decode ? 1 : o->seq, choices[3];
  size_t count = 0;
  for (int64_t ep = 1; ep <= n; ep *= 2)
    if (n % ep == 0 && (queries % ep == 0 || o->batch % ep == 0))
      choices[count++] = ep;
  o->expertParallel = pick(&state, choices, count);
  int64_t columns = n / o->expertParallel;
  o->moeFfn = columns * 32 * pick(&state, units, 2);
  // The shared expert's columns split over every rank (all_reduce) or over
  // one expert group's (all_to_all): n · 32 · u suits both.
  o->sharedFfn = family == 1 ? n * 32 * pick(&state, units, 2) : 0;
  o->normTopk = family == 0 || nextRandom(&state) % 2;
  o->sparseStep = o->layers > 1 && nextRandom(&state) % 3 == 0 ? 2 : 1;
  o->allToAll = o->expertParallel > 1 && nextRandom(&state) % 2;
}

/// --random=SEED: shapes, scheme, world size, rank, dtype, bias and markers
/// drawn from the seed, redrawn until they fit together; for half the seeds
/// a real decoder's features too. Shapes stay small
/// so tc-run checks them quickly; the seed alone reproduces the graph.
void tcGenRandomizeOptions(Options *o) {
  static const int64_t worlds[] = {1, 2, 4}, small[] = {1, 2},
                       seqs[] = {2, 4, 8}, headDims[] = {8, 16, 32},
                       layers[] = {1, 2, 3}, ffnUnits[] = {1, 2, 3};
  static const char *const dtypes[] = {"f16", "bf16", "f32"};
  uint64_t state = o->randomSeed;
  do {
    o->worldSize = pick(&state, worlds, 3);
    o->kvHeads = o->worldSize * pick(&state, small, 2);
    o->heads = o->kvHeads * pick(&state, small, 2);
    o->hidden = o->heads * pick(&state, headDims, 3);
    o->ffn = o->worldSize * 32 * pick(&state, ffnUnits, 3);
    o->batch = pick(&state, small, 2);
    o->seq = pick(&state, seqs, 3);
    o->layers = pick(&state, layers, 3);
    o->rank = (int64_t)(nextRandom(&state) % (uint64_t)o->worldSize);
    o->quant = (Quant)(nextRandom(&state) % (TC_ARRAY_SIZE(kTcQuantNames)));
    o->groupSize =
        o->quant == QUANT_INT4 || o->quant == QUANT_FP8_BLOCK ? 8 : 32;
    o->dtype = dtypes[nextRandom(&state) % 3];
    o->qkvBias = nextRandom(&state) % 2;
    o->markers = nextRandom(&state) % 2;
  } while (tcGenCheckStandInShapes(o));
  randomizeDecoder(o);
  if (o->decoder)
    randomizeExperts(o);
}
