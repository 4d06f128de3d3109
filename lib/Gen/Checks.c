//===- Checks.c - Whether a model's shapes fit its layout -----------------===//
//
// The last of the options' checks: every width divides over the ranks that
// split it, every quantization group or block fits the K it runs along, and
// no tensor has more elements than int64 counts. Each answer is one sentence
// naming the option (as tc-gen spells it) or the config field.
//
//===----------------------------------------------------------------------===//

#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "Gen.h"
#include "Util/CheckedMath.h"

/// True when the largest tensors the model has (activations of tokens x the
/// widest dim, weights of hidden x the widest dim) can be counted in int64.
static bool shapesFit(const Options *o) {
  int64_t widest = o->hidden > o->ffn ? o->hidden : o->ffn, tokens, count;
  return tcMultiplyChecked(o->batch, o->seq, &tokens) &&
         tcMultiplyChecked(tokens, widest, &count) &&
         tcMultiplyChecked(o->hidden, widest, &count);
}

const char *tcGenCheckStandInShapes(const Options *o) {
  char why[160] = "";
  if (!shapesFit(o))
    snprintf(why, sizeof why,
             "the model's tensors would have more elements than fit in 64 "
             "bits (--batch x --seq x max(--hidden, --ffn), or --hidden x "
             "max(--hidden, --ffn))");
  else if (o->hidden % o->heads)
    snprintf(why, sizeof why, "--heads must divide --hidden");
  else if (o->heads % o->kvHeads)
    snprintf(why, sizeof why, "--kv-heads must divide --heads");
  else if (o->heads % o->worldSize || o->kvHeads % o->worldSize ||
           o->ffn % o->worldSize)
    snprintf(why, sizeof why,
             "--world-size must divide --heads, --kv-heads and --ffn");
  else if (o->rank >= o->worldSize)
    snprintf(why, sizeof why, "--rank must be below --world-size");
  else if ((o->quant == QUANT_INT4 || o->quant == QUANT_FP8_BLOCK) &&
           (o->hidden % o->groupSize ||
            (o->ffn / o->worldSize) % o->groupSize ||
            (o->hidden / o->worldSize) % o->groupSize))
    snprintf(why, sizeof why,
             o->quant == QUANT_INT4
                 ? "--group-size must divide every K (hidden, and hidden and "
                   "ffn per rank)"
                 : "fp8-block's block (--group-size, 128 unless given) must "
                   "divide every K (hidden, and hidden and ffn per rank)");
  else if (tcGenFp4Group(o->quant) &&
           (o->hidden % tcGenFp4Group(o->quant) ||
            (o->ffn / o->worldSize) % tcGenFp4Group(o->quant) ||
            (o->hidden / o->worldSize) % tcGenFp4Group(o->quant)))
    snprintf(why, sizeof why,
             "%s needs every K (hidden, and hidden and ffn per rank) to be "
             "a multiple of %" PRId64,
             kTcQuantNames[o->quant], tcGenFp4Group(o->quant));
  static char reason[160];
  memcpy(reason, why, sizeof reason);
  return why[0] ? reason : NULL;
}

/// The experts' ffn per rank (`width`, the shared expert's `shared`) holds
/// whole quantization groups or blocks.
static const char *checkExpertQuantGroups(const Options *o, int64_t width,
                                          int64_t shared) {
  int64_t fp4 = tcGenFp4Group(o->quant);
  if ((o->quant == QUANT_INT4 &&
       (width % o->groupSize || shared % o->groupSize)) ||
      (fp4 && (width % fp4 || shared % fp4)))
    return "the experts' ffn per rank must be a multiple of the quantization "
           "group (--group-size; 32 for mxfp4, 16 for nvfp4)";
  if (o->quant == QUANT_FP8_BLOCK &&
      (width % o->groupSize || shared % o->groupSize)) {
    static char why[240];
    snprintf(why, sizeof why,
             "fp8-block needs the experts' ffn per rank (%" PRId64
             ", shared %" PRId64 ") to be a multiple of the block (%" PRId64
             "): engines keep an expert's blocks whole, so split its columns "
             "over fewer ranks (a larger --expert-parallel)",
             width, shared, o->groupSize);
    return why;
  }
  return NULL;
}

/// The experts' shapes: top_k of E; the experts split over `ep` groups of
/// ranks, each expert's columns over the n/ep ranks of a group, and the
/// tokens (with ep > 1) over the ep groups, along the sequence or the batch.
static const char *checkExpertShapes(const Options *o) {
  int64_t n = o->worldSize, ep = o->expertParallel, columns = n / ep;
  if (o->exchangeGiven && ep == 1)
    return "--expert-exchange needs --expert-parallel above 1";
  if (o->experts == 0)
    return ep == 1 ? NULL
                   : "--expert-parallel needs a model with experts (model_type "
                     "qwen3_moe or mixtral)";
  if (o->topK > o->experts)
    return "num_experts_per_tok (--top-k) must be at most the experts";
  if (n % ep)
    return "--expert-parallel must divide --world-size";
  if (o->moeFfn % columns)
    return "--world-size / --expert-parallel (the ranks that split each "
           "expert's columns) must divide the experts' ffn "
           "(moe_intermediate_size, --moe-ffn)";
  if (o->sharedFfn % tcGenSharedSplit(o))
    return o->allToAll
               ? "--world-size / --expert-parallel must divide the shared "
                 "expert's ffn (shared_expert_intermediate_size, --shared-ffn)"
               : "--world-size must divide the shared expert's ffn "
                 "(shared_expert_intermediate_size, --shared-ffn)";
  if (ep > 1 && o->experts % ep)
    return "--expert-parallel must divide the experts";
  return checkExpertQuantGroups(o, o->moeFfn / columns,
                                o->sharedFfn / tcGenSharedSplit(o));
}

/// Attention data parallelism: d groups of the world, each with its own
/// sequences; all_to_all then only in DeepEP's layout (one rank a group,
/// whole experts).
static const char *checkDataParallel(const Options *o) {
  int64_t dp = o->attentionDp;
  if (dp == 1)
    return NULL;
  if (o->worldSize % dp)
    return "--attention-dp must divide --world-size (the world is "
           "--attention-dp "
           "groups of tensor-parallel ranks)";
  if (o->batch % dp)
    return "--batch must be a multiple of --attention-dp (each attention "
           "data-parallel group serves batch / attention-dp sequences)";
  if (o->allToAll && (attentionTp(o) != 1 || o->expertParallel != o->worldSize))
    return "--expert-exchange=all-to-all with --attention-dp needs one rank a "
           "group (--attention-dp equal to --world-size) and whole experts "
           "(--expert-parallel equal to --world-size), as DeepEP runs it";
  return NULL;
}

/// The heads and the dense MLP over attention's tensor-parallel ranks, the
/// rank, RoPE's pairs and MLA's schemes.
static const char *checkDecoderHeads(const Options *o) {
  int64_t n = attentionTp(o);
  if (o->heads % o->kvHeads)
    return "num_key_value_heads (--kv-heads) must divide num_attention_heads "
           "(--heads)";
  if (o->heads % n)
    return "attention's tensor parallelism (--world-size / --attention-dp) "
           "must divide num_attention_heads (--heads)";
  if (o->kvHeads % n && n % o->kvHeads)
    return "attention's tensor parallelism (--world-size / --attention-dp) "
           "must divide num_key_value_heads (--kv-heads) or be a multiple of "
           "it (kv heads are then replicated)";
  if (o->ffn % n)
    return "attention's tensor parallelism (--world-size / --attention-dp), "
           "which the dense MLP shares, must divide intermediate_size (--ffn)";
  if (o->rank >= o->worldSize)
    return "--rank must be below --world-size";
  if (o->headDim % 2)
    return "head_dim must be even (RoPE rotates pairs)";
  if (o->mla && (o->quant == QUANT_INT4 || o->quant == QUANT_MXFP4))
    return "int4 and mxfp4 have no scheme for multi-head latent attention "
           "here (its absorbed weights stay in the model's dtype; use fp8, "
           "int8 or int8-dynamic)";
  return NULL;
}

/// True when a real decoder's largest tensors can be counted in int64.
static bool decoderShapesFit(const Options *o) {
  int64_t tokens, count, widest = o->vocab > o->ffn ? o->vocab : o->ffn;
  return tcMultiplyChecked(o->batch, o->seq + o->context + 1, &tokens) &&
         tcMultiplyChecked(tokens, widest > o->hidden ? widest : o->hidden,
                           &count) &&
         tcMultiplyChecked(o->heads, o->headDim, &count) &&
         tcMultiplyChecked(count, o->hidden, &count) &&
         tcMultiplyChecked(widest, o->hidden, &count);
}

/// Every K per rank (hidden, the q heads' and ffn's columns) against the
/// scheme's block or group.
static const char *checkBlockWidths(const Options *o) {
  static char why[200];
  int64_t n = attentionTp(o);
  int64_t k[3] = {o->hidden, o->heads / n * o->headDim, o->ffn / n};
  int64_t fp4 = tcGenFp4Group(o->quant);
  for (int i = 0; i < 3; ++i) {
    if (o->quant == QUANT_FP8_BLOCK && k[i] % o->groupSize)
      snprintf(why, sizeof why,
               "fp8-block needs every K per rank to be a multiple of the "
               "block (%" PRId64 "): hidden %" PRId64 ", q heads x head_dim "
               "%" PRId64 ", ffn %" PRId64,
               o->groupSize, k[0], k[1], k[2]);
    else if (o->quant == QUANT_INT4 && k[i] % o->groupSize)
      snprintf(why, sizeof why,
               "--group-size (%" PRId64 ") must divide every K per rank "
               "(hidden %" PRId64 ", q heads x head_dim %" PRId64
               ", ffn %" PRId64 ")",
               o->groupSize, k[0], k[1], k[2]);
    else if (fp4 && k[i] % fp4)
      snprintf(why, sizeof why,
               "%s needs every K per rank to be a multiple of %" PRId64
               " (hidden %" PRId64 ", q heads x head_dim %" PRId64
               ", ffn %" PRId64 ")",
               kTcQuantNames[o->quant], fp4, k[0], k[1], k[2]);
    else
      continue;
    return why;
  }
  return NULL;
}

/// MLA's low ranks and value heads against an fp8 or NVFP4 block.
static const char *checkLatentBlocks(const Options *o) {
  static char why[200];
  int64_t n = attentionTp(o);
  int64_t block = o->quant == QUANT_FP8_BLOCK ? o->groupSize
                  : o->quant == QUANT_NVFP4   ? tcGenFp4Group(o->quant)
                                              : 0;
  if (!block || !o->mla ||
      !(o->qLoraRank % block || o->kvLoraRank % block ||
        (o->heads / n * o->vHeadDim) % block))
    return NULL;
  snprintf(why, sizeof why,
           "%s needs every K per rank to be a multiple of the block "
           "(%" PRId64 "): q_lora_rank %" PRId64 ", kv_lora_rank %" PRId64
           ", heads x v_head_dim %" PRId64,
           kTcQuantNames[o->quant], block, o->qLoraRank, o->kvLoraRank,
           o->heads / n * o->vHeadDim);
  return why;
}

/// A real decoder's shapes on `worldSize` ranks: heads split, kv heads
/// split or (fewer than the ranks) replicated, the vocabulary padded to a
/// multiple of the ranks.
const char *tcGenCheckDecoderShapes(const Options *o) {
  const char *why = checkDataParallel(o);
  if (!why)
    why = checkDecoderHeads(o);
  if (!why && !decoderShapesFit(o))
    why = "the model's tensors would have more elements than fit in 64 bits";
  if (!why)
    why = checkBlockWidths(o);
  if (!why)
    why = checkLatentBlocks(o);
  if (!why && o->decode && o->context == 0)
    why = "--decode needs --context=N, the tokens already in the KV cache";
  return why ? why : checkExpertShapes(o);
}
