//===- model.c - Tests of the generator's C API (tensor_cast-c/Model.h) ---===//
//
// A host builds a model's program in memory, runs it and costs it, with no
// tc-gen process or file in between; the text tcModelWrite gives for a
// TcModelOptions is what tc-gen writes for the same flags (the RUN lines diff
// them, and the defaults against tc-gen with no flags), and bad options or
// configs are a status and one sentence, with nothing written.
//
//===----------------------------------------------------------------------===//

// RUN: rm -rf %t && mkdir -p %t
// RUN: tc-model-capi-test %tc_src_root/examples/models/qwen3_dense_8b.json %t/api.mlir 2>&1 | FileCheck %s
// RUN: tc-gen --config=%tc_src_root/examples/models/qwen3_dense_8b.json --tiny --world-size 2 --layers=2 -o %t/api.mlir.tc-gen
// RUN: sed 's/api.mlir.tc-gen/api.mlir/' %t/api.mlir.tc-gen | diff - %t/api.mlir
// RUN: tc-gen -o %t/default.mlir.tc-gen
// RUN: sed 's/default.mlir.tc-gen/default.mlir/' %t/default.mlir.tc-gen | diff - %t/default.mlir

#include <stdio.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "tensor_cast-c/TensorCast.h"

#include "PrintDiagnostics.h"

static void writeToFile(MlirStringRef text, void *file) {
  fwrite(text.data, 1, text.length, file);
}

static void printError(MlirStringRef text, void *userData) {
  (void)userData;
  fprintf(stderr, "error: %.*s\n", (int)text.length, text.data);
}

static void countCalls(MlirStringRef text, void *calls) {
  (void)text;
  ++*(int *)calls;
}

/// The text for `options`, to the file at `path` (its locations name
/// `name`); prints the status.
static void writeProgram(const TcModelOptions *options, const char *path,
                         const char *name) {
  FILE *file = fopen(path, "w");
  if (!file)
    return;
  TcModelStatus status =
      tcModelWrite(options, mlirStringRefCreateFromCString(name), writeToFile,
                   file, printError, NULL);
  fclose(file);
  fprintf(stderr, "status %d\n", (int)status);
}

/// The model's text, and the defaults' (the stand-in layer stack), beside
/// `path`.
static void testWrite(const TcModelOptions *options, const char *path) {
  fprintf(stderr, "@testWrite\n");
  writeProgram(options, path, "api.mlir");
  char defaults[1100];
  snprintf(defaults, sizeof defaults, "%s", path);
  char *slash = strrchr(defaults, '/');
  snprintf(slash ? slash + 1 : defaults,
           sizeof defaults - (size_t)(slash ? slash + 1 - defaults : 0),
           "default.mlir");
  TcModelOptions none = tcModelOptionsGetDefault();
  writeProgram(&none, defaults, "default.mlir");
  // CHECK-LABEL: @testWrite
  // CHECK-NEXT: status 0
  // CHECK-NEXT: status 0
}

/// The first argument's and the result's sources, read back from the module.
static void printSources(MlirOperation function) {
  MlirAttribute args = mlirOperationGetAttributeByName(
      function, mlirStringRefCreateFromCString("arg_attrs"));
  MlirAttribute source = mlirDictionaryAttrGetElementByName(
      mlirArrayAttrGetElement(args, 2),
      mlirStringRefCreateFromCString("tensor_cast.source"));
  MlirStringRef name = mlirStringAttrGetValue(mlirDictionaryAttrGetElementByName(
      source, mlirStringRefCreateFromCString("name")));
  fprintf(stderr, "argument 2: %.*s\n", (int)name.length, name.data);
}

/// The module: verified, with the sources; it runs, and it costs.
static void testCreate(const TcModelOptions *options) {
  fprintf(stderr, "@testCreate\n");
  MlirContext context = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(context, printDiagnostic, NULL, NULL);
  MlirModule module = tcModelCreate(context, options, printError, NULL);
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "no module\n");
    mlirContextDestroy(context);
    return;
  }
  MlirOperation function =
      mlirBlockGetFirstOperation(mlirModuleGetBody(module));
  printSources(function);
  TcRunOptions runOptions = tcRunOptionsGetDefault();
  TcRunResult result = tcRunResultCreateFromFunction(function, &runOptions);
  TcRunJoinedOutput logits = tcRunResultGetJoinedOutput(result, 0);
  fprintf(stderr, "world size %lld, joined %.*s of %lld\n",
          (long long)tcRunResultGetWorldSize(result), (int)logits.name.length,
          logits.name.data, (long long)logits.numElements);
  tcRunResultDestroy(result);
  TcCostOptions costOptions = tcCostOptionsGetDefault();
  TcCostSummary summary;
  MlirLogicalResult costed = tcOperationEstimateCost(
      mlirModuleGetOperation(module), &costOptions, &summary);
  fprintf(stderr, "costed %d, step time positive %d\n",
          mlirLogicalResultIsSuccess(costed), summary.stepTimeMicroseconds > 0);
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
  // CHECK-LABEL: @testCreate
  // CHECK-NEXT: argument 2: model.embed_tokens.weight
  // CHECK-NEXT: world size 2, joined logits of 512
  // CHECK-NEXT: costed 1, step time positive 1
}

/// Bad options and configs: a status, one sentence naming the option as
/// tc-gen spells it, nothing written, no module.
static void testErrors(const char *config) {
  fprintf(stderr, "@testErrors\n");
  TcModelOptions cases[7];
  for (int i = 0; i < 7; ++i) {
    cases[i] = tcModelOptionsGetDefault();
    cases[i].config = config;
  }
  cases[0].worldSize = 3;
  cases[1].config = "/no/such/config.json";
  cases[2].seq = 0;
  cases[3].rank = TC_MODEL_UNSET - 1;
  cases[4].quant = "fp9";
  cases[5].kvDtype = "f64";
  cases[6].markers = (TcModelChoice)2;
  for (int i = 0; i < 7; ++i) {
    int calls = 0;
    TcModelStatus status =
        tcModelWrite(&cases[i], mlirStringRefCreateFromCString(""), countCalls,
                     &calls, printError, NULL);
    fprintf(stderr, "status %d, text calls %d\n", (int)status, calls);
  }
  fprintf(stderr, "null options: status %d\n",
          (int)tcModelWrite(NULL, mlirStringRefCreateFromCString(""),
                            countCalls, NULL, printError, NULL));
  MlirContext context = mlirContextCreate();
  MlirModule module = tcModelCreate(context, &cases[2], printError, NULL);
  fprintf(stderr, "module null %d\n", mlirModuleIsNull(module));
  mlirContextDestroy(context);
  // CHECK-LABEL: @testErrors
  // CHECK-NEXT: error: attention's tensor parallelism (--world-size / --attention-dp) must divide num_attention_heads (--heads)
  // CHECK-NEXT: status 2, text calls 0
  // CHECK-NEXT: error: could not read config '/no/such/config.json': No such file or directory
  // CHECK-NEXT: status 1, text calls 0
  // CHECK-NEXT: error: expected a positive integer in '--seq=0'
  // CHECK-NEXT: status 2, text calls 0
  // CHECK-NEXT: error: expected a non-negative integer in '--rank=-2'
  // CHECK-NEXT: status 2, text calls 0
  // CHECK-NEXT: error: unknown quantization scheme in '--quant=fp9' (none, int8, int8-dynamic, int4, fp8, mxfp4, fp8-block, fp8-channel, nvfp4)
  // CHECK-NEXT: status 2, text calls 0
  // CHECK-NEXT: error: unknown KV cache dtype in '--kv-dtype=f64' (auto, fp8, or the model's dtype: f16, bf16, f32)
  // CHECK-NEXT: status 2, text calls 0
  // CHECK-NEXT: error: a yes-or-no option (allLogits, allToAll, markers, normTopkProb) is not a TcModelChoice
  // CHECK-NEXT: status 2, text calls 0
  // CHECK-NEXT: error: expected options (tcModelOptionsGetDefault gives them, none set)
  // CHECK-NEXT: null options: status 2
  // CHECK-NEXT: error: expected a positive integer in '--seq=0'
  // CHECK-NEXT: module null 1
}

static void printWarning(MlirStringRef text, void *userData) {
  (void)userData;
  fprintf(stderr, "warning: %.*s\n", (int)text.length, text.data);
}

/// What a config describes, without its program: the full-size Qwen3-8B
/// (8.19 billion parameters: embedding and LM head 2 x 151936 x 4096, 36
/// layers of attention 4096 x (4096 + 2 x 1024) + 4096 x 4096, q/k norms,
/// SwiGLU 3 x 4096 x 12288 and two norms, the final norm); a config with a
/// field nobody reads and a size left to the family's default warns, and
/// with `strict` fails; a bad option fails with the facts zeroed.
static void testFacts(const char *config, const char *directory) {
  fprintf(stderr, "@testFacts\n");
  TcModelOptions full = tcModelOptionsGetDefault();
  full.config = config;
  full.worldSize = 8;
  TcModelFacts facts;
  TcModelStatus status =
      tcModelGetFacts(&full, &facts, printWarning, NULL, printError, NULL);
  fprintf(stderr,
          "status %d: %s, %lld layers, hidden %lld, %lld heads (%lld kv) of "
          "%lld, ffn %lld, vocab %lld, experts %lld, mla %d, max positions "
          "%lld, quant %s, parameters %.0f, dtype %s, KV cache %s, MTP layers "
          "%lld\n",
          (int)status, facts.modelType, (long long)facts.layers,
          (long long)facts.hidden, (long long)facts.heads,
          (long long)facts.kvHeads, (long long)facts.headDim,
          (long long)facts.ffn, (long long)facts.vocab,
          (long long)facts.experts, facts.latentAttention,
          (long long)facts.maxPositions, facts.quant, facts.parameters,
          facts.dtype, facts.kvCache, (long long)facts.mtpLayers);
  // CHECK-LABEL: @testFacts
  // CHECK-NEXT: status 0: qwen3, 36 layers, hidden 4096, 32 heads (8 kv) of 128, ffn 12288, vocab 151936, experts 0, mla 0, max positions 40960, quant none, parameters 8190735360, dtype bf16, KV cache bf16, MTP layers 0
  TcModelOptions fp8Cache = full;
  fp8Cache.kvDtype = "fp8";
  status =
      tcModelGetFacts(&fp8Cache, &facts, printWarning, NULL, printError, NULL);
  fprintf(stderr, "--kv-dtype=fp8: status %d, KV cache %s\n", (int)status,
          facts.kvCache);
  // CHECK-NEXT: --kv-dtype=fp8: status 0, KV cache fp8

  char path[1100];
  snprintf(path, sizeof path, "%s/typo.json", directory);
  FILE *file = fopen(path, "w");
  if (!file)
    return;
  fputs("{\"model_type\": \"llama\", \"hidden_size\": 64,\n"
        " \"num_attention_heads\": 4, \"num_hiden_layers\": 2}\n",
        file);
  fclose(file);
  TcModelOptions typo = tcModelOptionsGetDefault();
  typo.config = path;
  typo.worldSize = 1;
  status = tcModelGetFacts(&typo, &facts, printWarning, NULL, printError, NULL);
  fprintf(stderr, "status %d, %lld layers\n", (int)status,
          (long long)facts.layers);
  TcModelOptions strict = typo;
  strict.strict = true;
  status =
      tcModelGetFacts(&strict, &facts, printWarning, NULL, printError, NULL);
  fprintf(stderr, "strict: status %d, %lld layers, type '%s'\n", (int)status,
          (long long)facts.layers, facts.modelType);
  TcModelOptions badDtype = typo;
  badDtype.dtype = "f8";
  status = tcModelGetFacts(&badDtype, &facts, NULL, NULL, printError, NULL);
  fprintf(stderr, "status %d, %lld layers\n", (int)status,
          (long long)facts.layers);
  // CHECK: warning: {{.*}}typo.json: field 'num_hidden_layers' is missing: took llama's default 32
  // CHECK: warning: {{.*}}typo.json: field 'intermediate_size' is missing: took llama's default 11008
  // CHECK: warning: {{.*}}typo.json: field 'vocab_size' is missing: took llama's default 32000
  // CHECK: warning: {{.*}}typo.json:2:48: field 'num_hiden_layers' is not read by tc-gen (did you mean 'num_hidden_layers'?)
  // CHECK-NEXT: status 0, 32 layers
  // CHECK-NEXT: error: --strict: {{.*}}typo.json: field 'num_hidden_layers' is missing: took llama's default 32; {{.*}}(did you mean 'num_hidden_layers'?)
  // CHECK-NEXT: strict: status 1, 0 layers, type ''
  // CHECK-NEXT: error: unknown dtype in '--dtype=f8' (f16, bf16, f32)
  // CHECK-NEXT: status 2, 0 layers
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: tc-model-capi-test CONFIG.json OUTPUT.mlir\n");
    return 1;
  }
  // tc-gen --config=CONFIG --tiny --world-size 2 --layers=2
  TcModelOptions options = tcModelOptionsGetDefault();
  options.config = argv[1];
  options.tiny = true;
  options.worldSize = 2;
  options.layers = 2;
  testWrite(&options, argv[2]);
  testCreate(&options);
  testErrors(argv[1]);
  char directory[1024];
  snprintf(directory, sizeof directory, "%s", argv[2]);
  char *slash = strrchr(directory, '/');
  if (slash)
    *slash = '\0';
  testFacts(argv[1], slash ? directory : ".");
  return 0;
}
