//===- tc-gen.c - Write a model's program in the tensor_cast dialect ------===//
//
// The command line of the generator, which is library code
// (tensor_cast-c/Model.h, lib/Gen): --help, --version and -o are the tool's;
// every other flag is read into a TcModelOptions for tcModelWrite, and the
// program goes to the output once it is whole.
//
//===----------------------------------------------------------------------===//

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tensor_cast-c/Model.h"

#include "ToolSupport/ToolSupport.h"

#ifndef TC_VERSION
#define TC_VERSION "unknown"
#endif

static void printUsage(FILE *stream) {
  fputs(
      "OVERVIEW: tc-gen writes one tensor-parallel rank's program of a "
      "transformer\ndecoder in the tensor_cast dialect, as the simulator "
      "traces it.\n\n"
      "USAGE: tc-gen --config=config.json [options] [-o FILE]   a real model\n"
      "       tc-gen [options] [-o FILE]                        the layer "
      "stack with an\n"
      "                                                         attention "
      "stand-in\n\n"
      "A REAL MODEL (a Hugging Face config.json: llama, mistral, qwen2, "
      "qwen3,\nqwen2_moe, qwen3_moe, mixtral, deepseek_v2, deepseek_v3, "
      "kimi_k2):\n"
      "  --config=<file>        embedding, every layer (RoPE, GQA attention "
      "or DeepSeek's\n"
      "                         latent attention, SwiGLU or experts),\n"
      "                         final norm and LM head; the flags below "
      "override it.\n"
      "                         Each argument names the checkpoint tensor "
      "it is a piece of\n"
      "                         (tensor_cast.source: tc-run --weights, "
      "layouts compared)\n"
      "  --tiny                 the same structure with small widths (hidden "
      "64,\n"
      "                         head_dim 16, ffn 256, vocab 512), for tc-run\n"
      "  --logits=last|all [last] prefill: the LM head for each sequence's last\n"
      "                         token (as serving engines compute it) or every token\n"
      "  --decode --context=<n> one new token per sequence over a KV cache of "
      "n tokens\n"
      "  --seq=<s> --context=<n> a prefill chunk: s new tokens per sequence "
      "over a KV cache\n"
      "                         of n (chunked prefill's later chunks)\n"
      "  --head-dim=<n> --vocab=<n>\n"
      "  --expert-parallel=<n> [1]  MoE layers: the experts split over n "
      "groups of ranks,\n"
      "                         each expert's columns over the world size / n "
      "ranks of a\n"
      "                         group; 1: every rank holds every expert, as a "
      "dense MLP\n"
      "  --expert-exchange=all-reduce|all-to-all [all-reduce]  with n > 1: "
      "every rank\n"
      "                         keeps every token and one all_reduce sums the "
      "experts'\n"
      "                         outputs (TensorRT-LLM's and vLLM's way beside "
      "tensor-\n"
      "                         parallel attention), or the tokens are split "
      "over the\n"
      "                         expert-parallel group and exchanged with "
      "all_to_all\n"
      "  --attention-dp=<d> [1]  attention data parallelism: the world is d "
      "groups of\n"
      "                         world / d tensor-parallel ranks, each with its "
      "own batch / d\n"
      "                         sequences and KV cache; the experts span the "
      "world (their\n"
      "                         tokens gathered, or with "
      "--expert-exchange=all-to-all and\n"
      "                         d = n = world, exchanged as DeepEP does)\n"
      "  --kv-dtype=auto|fp8|<dtype> [auto]  the KV (or latent) cache's "
      "elements: fp8\n"
      "                         stores it in f8E4M3FN with each layer's "
      "static k_scale and\n"
      "                         v_scale (the step's entries quantized, "
      "attention reading\n"
      "                         the fp8 cache); auto: the checkpoint's "
      "kv_cache_scheme or\n"
      "                         kv_cache_quant_algo, else the model's dtype\n"
      "  --experts=<n> --top-k=<n> --moe-ffn=<n> --shared-ffn=<n>   override "
      "num_experts,\n"
      "                         num_experts_per_tok, moe_intermediate_size,\n"
      "                         shared_expert_intermediate_size (0: none)\n"
      "  --norm-topk-prob | --no-norm-topk-prob   renormalize the top-k "
      "weights or not\n"
      "  --strict               a config field nobody reads (a misspelt one) "
      "or an\n"
      "                         architecture size taken from the family's "
      "default is\n"
      "                         an error (by default a warning on stderr)\n\n",
      stream);
  fputs(
      "OPTIONS (defaults in brackets, without --config):\n"
      "  --layers=<n> [2]  --batch=<n> [1]  --seq=<n> [8]  --hidden=<n> [64]\n"
      "  --heads=<n> [4]  --kv-heads=<n> [2]  --ffn=<n> [128]\n"
      "  --world-size=<n> [2]   tensor-parallel ranks (heads, kv heads and "
      "ffn must divide;\n"
      "                         with --config kv heads fewer than the ranks "
      "are replicated)\n"
      "  --rank=<n> [0]         the rank this program is traced for\n"
      "  --quant=<scheme> [none] none | int8 (static) | int8-dynamic "
      "(per-token) |\n"
      "                         int4 (weight-only, group-wise with offsets) | "
      "fp8 | mxfp4 |\n"
      "                         fp8-block (activations in 1 x g groups, weights in\n"
      "                         g x g blocks: FP8 checkpoints' weight_block_size) |\n"
      "                         fp8-channel (per-token activations, per-channel "
      "weights:\n"
      "                         fbgemm_fp8 checkpoints) |\n"
      "                         nvfp4 (e2m1 in 16-blocks with e4m3 scales and "
      "per-tensor\n"
      "                         global scales: ModelOpt NVFP4 checkpoints). "
      "With --config:\n"
      "                         the config's quantization_config (fp8, "
      "fbgemm_fp8,\n"
      "                         compressed-tensors, awq, gptq, modelopt), which "
      "--quant\n"
      "                         overrides\n"
      "  --group-size=<n> [32]  int4 group size; fp8-block's block side g\n"
      "                         [128; or the config's]\n"
      "  --dtype=<t> [f16]      f16 | bf16 | f32 (--config: dtype)\n"
      "  --qkv-bias             q/k/v projections with bias\n"
      "  --markers [default] | --no-markers   region_begin/end + "
      "copy_region, or every layer\n"
      "                         (a copy_region runs layer 0 again with its "
      "weights: tc-run\n"
      "                         computes every layer of a marker program)\n"
      "  --random=<seed>        draw all of the above from a seed (small "
      "shapes; the\n                         header comment lists what was "
      "drawn)\n"
      "  -o <file>              output file (default stdout)\n"
      "  --help, --version\n",
      stream);
}

static void printError(MlirStringRef text, void *userData) {
  fprintf(stderr, "tc-gen: error: %.*s", (int)text.length, text.data);
}

static int failUsage(const char *message) {
  fprintf(stderr, "tc-gen: error: %s\nRun 'tc-gen --help' for the options.\n",
          message);
  return 1;
}

/// The file name each op's location names: the output's base name, the
/// same wherever tc-gen ran; a pipe's reader sees <stdin>.
static const char *locationFile(const char *output) {
  if (!output || !strcmp(output, "-"))
    return "<stdin>";
  const char *slash = strrchr(output, '/');
  return slash ? slash + 1 : output;
}

/// Where the program goes: tcModelWrite hands it over whole, once it has
/// been written, so the file is opened then (a failure leaves it alone).
typedef struct Output {
  const char *path; // NULL or "-": stdout
  bool failed;      // the file could not be opened or written
} Output;

static void writeToOutput(MlirStringRef text, void *userData) {
  Output *output = userData;
  FILE *out = stdout;
  if (output->path && strcmp(output->path, "-") &&
      !(out = fopen(output->path, "w"))) {
    fprintf(stderr, "tc-gen: error: could not open output file '%s': %s\n",
            output->path, strerror(errno));
    output->failed = true;
    return;
  }
  fwrite(text.data, 1, text.length, out);
  if (fflush(out) != 0 || ferror(out) || (out != stdout && fclose(out) != 0)) {
    fprintf(stderr, "tc-gen: error: could not write the output\n");
    output->failed = true;
  }
}

static void printWarning(MlirStringRef text, void *userData) {
  fprintf(stderr, "tc-gen: warning: %.*s\n", (int)text.length, text.data);
}

/// Writes the program of `flags` to `path` (NULL or "-": stdout), after
/// what the config left to chance (tcModelWrite says why it fails).
static int writeProgram(int numFlags, const char *const *flags,
                        const char *path) {
  TcModelOptions options;
  TcStringBuffer error = {0};
  if (!tcToolParseModelFlags(numFlags, flags, &options, &error)) {
    int code = failUsage(tcBufferGetCString(&error));
    tcBufferDestroy(&error);
    return code;
  }
  TcModelFacts facts;
  tcModelGetFacts(&options, &facts, printWarning, NULL, NULL, NULL);
  Output output = {path, false};
  TcModelStatus status =
      tcModelWrite(&options, mlirStringRefCreateFromCString(locationFile(path)),
                   writeToOutput, &output, printError, NULL);
  if (status == TC_MODEL_OK)
    return output.failed ? 1 : 0;
  if (status == TC_MODEL_BAD_OPTIONS)
    fputs("\nRun 'tc-gen --help' for the options.", stderr);
  fputc('\n', stderr);
  return 1;
}

int main(int argc, char **argv) {
  const char **flags = calloc((size_t)argc + 1, sizeof(char *));
  const char *output = NULL;
  int numFlags = 0;
  for (int i = 1; i < argc; ++i) {
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
      printUsage(stdout);
      free(flags);
      return 0;
    }
    if (!strcmp(argv[i], "--version")) {
      printf("tc-gen (tensor_cast) %s\n", TC_VERSION);
      free(flags);
      return 0;
    }
    if (!strcmp(argv[i], "-o")) {
      if (++i == argc) {
        free(flags);
        return failUsage("-o needs a file name");
      }
      output = argv[i];
      continue;
    }
    flags[numFlags++] = argv[i];
  }
  int code = flags ? writeProgram(numFlags, flags, output) : 1;
  free(flags);
  return code;
}
