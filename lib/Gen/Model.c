//===- Model.c - Programs of real models: the public entry points --------===//
//
// tcModelWrite reads the options as tc-gen does and appends the program to
// a buffer, handed to the caller's callback only once it is whole (a failure
// writes nothing). tcModelCreate parses that text into a module and verifies
// it with the project's rules.
//
//===----------------------------------------------------------------------===//

#include "tensor_cast-c/Model.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "tensor_cast-c/Dialect.h"

#include "Gen/Gen.h"
#include "Util/StringBuffer.h"

TcModelOptions tcModelOptionsGetDefault(void) {
  return (TcModelOptions){.layers = TC_MODEL_UNSET,
                          .batch = TC_MODEL_UNSET,
                          .seq = TC_MODEL_UNSET,
                          .hidden = TC_MODEL_UNSET,
                          .heads = TC_MODEL_UNSET,
                          .kvHeads = TC_MODEL_UNSET,
                          .ffn = TC_MODEL_UNSET,
                          .worldSize = TC_MODEL_UNSET,
                          .rank = TC_MODEL_UNSET,
                          .groupSize = TC_MODEL_UNSET,
                          .headDim = TC_MODEL_UNSET,
                          .vocab = TC_MODEL_UNSET,
                          .context = TC_MODEL_UNSET,
                          .expertParallel = TC_MODEL_UNSET,
                          .attentionDp = TC_MODEL_UNSET,
                          .mtp = TC_MODEL_UNSET,
                          .experts = TC_MODEL_UNSET,
                          .topK = TC_MODEL_UNSET,
                          .moeFfn = TC_MODEL_UNSET,
                          .sharedFfn = TC_MODEL_UNSET,
                          .allLogits = TC_MODEL_CHOICE_UNSET,
                          .allToAll = TC_MODEL_CHOICE_UNSET,
                          .markers = TC_MODEL_CHOICE_UNSET,
                          .normTopkProb = TC_MODEL_CHOICE_UNSET};
}

static TcModelStatus statusOf(int code) {
  return code == TC_GEN_OK           ? TC_MODEL_OK
         : code == TC_GEN_BAD_CONFIG ? TC_MODEL_BAD_CONFIG
                                     : TC_MODEL_BAD_OPTIONS;
}

/// The model of `given` in `model` (destroyed by the caller on TC_GEN_OK),
/// or another code with the reason in `error` and nothing left to free.
static int readModel(const TcModelOptions *given, Options *model,
                     TcStringBuffer *error) {
  if (!given) {
    tcBufferAppendCString(error, "expected options (tcModelOptionsGetDefault "
                                 "gives them, none set)");
    return TC_GEN_BAD_OPTIONS;
  }
  int code = tcGenApplyOptions(given, model, error);
  if (code != TC_GEN_OK)
    tcGenDestroyOptions(model);
  return code;
}

/// The program of `given` in `text`; the status, with the reason in
/// `error` on failure.
static TcModelStatus writeProgram(const TcModelOptions *given,
                                  const char *fileName, TcStringBuffer *text,
                                  TcStringBuffer *error) {
  Options model;
  int code = readModel(given, &model, error);
  if (code == TC_GEN_OK) {
    tcGenWriteProgram(&model, fileName, text);
    tcGenDestroyOptions(&model);
  }
  return statusOf(code);
}

static void report(MlirStringCallback callback, void *userData,
                   const TcStringBuffer *text) {
  if (callback)
    callback(mlirStringRefCreate(tcBufferGetCString(text), text->length),
             userData);
}

TcModelStatus tcModelWrite(const TcModelOptions *options,
                           MlirStringRef fileName, MlirStringCallback callback,
                           void *userData, MlirStringCallback error,
                           void *errorData) {
  TcStringBuffer text = {0}, message = {0}, name = {0};
  tcBufferAppend(&name, fileName.data ? fileName.data : "", fileName.length);
  TcModelStatus status =
      writeProgram(options, name.length ? tcBufferGetCString(&name) : "<stdin>",
                   &text, &message);
  report(status == TC_MODEL_OK ? callback : error,
         status == TC_MODEL_OK ? userData : errorData,
         status == TC_MODEL_OK ? &text : &message);
  tcBufferDestroy(&text);
  tcBufferDestroy(&message);
  tcBufferDestroy(&name);
  return status;
}

MlirModule tcModelCreate(MlirContext context, const TcModelOptions *options,
                         MlirStringCallback error, void *errorData) {
  TcStringBuffer text = {0}, message = {0};
  MlirModule module = {NULL};
  if (writeProgram(options, "tc-gen", &text, &message) != TC_MODEL_OK)
    report(error, errorData, &message);
  else if (mlirLogicalResultIsSuccess(tcContextLoadDialect(context)))
    module = mlirModuleCreateParse(
        context, mlirStringRefCreate(tcBufferGetCString(&text), text.length));
  if (!mlirModuleIsNull(module) &&
      mlirLogicalResultIsFailure(
          tcOperationVerifySemantics(mlirModuleGetOperation(module)))) {
    mlirModuleDestroy(module);
    module = (MlirModule){NULL};
  }
  tcBufferDestroy(&text);
  tcBufferDestroy(&message);
  return module;
}

/// Each line of `lines` to `callback`, without its newline.
static void reportLines(const TcStringBuffer *lines,
                        MlirStringCallback callback, void *userData) {
  const char *text = tcBufferGetCString(lines);
  while (callback && *text) {
    size_t length = strcspn(text, "\n");
    callback(mlirStringRefCreate(text, length), userData);
    text += length + (text[length] == '\n');
  }
}

TcModelStatus tcModelGetFacts(const TcModelOptions *options,
                              TcModelFacts *facts, MlirStringCallback warning,
                              void *warningData, MlirStringCallback error,
                              void *errorData) {
  *facts = (TcModelFacts){
        .modelType = "", .quant = "", .dtype = "", .kvCache = ""};
  TcStringBuffer message = {0};
  Options model;
  int code = readModel(options, &model, &message);
  if (code == TC_GEN_OK) {
    tcGenGetFacts(&model, facts);
    reportLines(&model.configWarnings, warning, warningData);
    tcGenDestroyOptions(&model);
  } else {
    report(error, errorData, &message);
  }
  tcBufferDestroy(&message);
  return statusOf(code);
}
