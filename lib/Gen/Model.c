//===- Model.c - Programs of real models: the public entry points --------===//
//
// tcModelWrite parses the flags as tc-gen does and appends the program to a
// buffer, handed to the caller's callback only once it is whole (a failure
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

/// The flags as a writable argv, `--name value` joined; freed with
/// freeFlags.
typedef struct Flags {
  char **argv, **joined, **copies;
  int argc;
} Flags;

static Flags copyFlags(intptr_t numFlags, const char *const *flags) {
  Flags out = {0};
  out.copies = tcCheckAllocation(calloc((size_t)numFlags + 1, sizeof(char *)));
  for (intptr_t i = 0; i < numFlags; ++i)
    out.copies[i] = tcCopyCString(flags[i] ? flags[i] : "");
  out.argc = (int)numFlags;
  out.argv = tcGenJoinFlagValues(&out.argc, out.copies, &out.joined);
  return out;
}

static void freeFlags(Flags *flags, intptr_t numFlags) {
  for (char **flag = flags->joined; *flag; ++flag)
    free(*flag);
  for (intptr_t i = 0; i < numFlags; ++i)
    free(flags->copies[i]);
  free(flags->joined);
  free(flags->copies);
  free(flags->argv);
}

static TcModelStatus statusOf(int code) {
  return code == TC_GEN_OK           ? TC_MODEL_OK
         : code == TC_GEN_BAD_CONFIG ? TC_MODEL_BAD_CONFIG
                                     : TC_MODEL_BAD_FLAGS;
}

/// The flags parsed as tc-gen parses them: TC_GEN_OK with `options` set,
/// pointing into `copy` (the caller destroys both), or another code with the
/// reason in `error` and nothing left to free.
static int parseModelFlags(intptr_t numFlags, const char *const *flags,
                           Flags *copy, Options *options,
                           TcStringBuffer *error) {
  if (numFlags < 0 || numFlags > 100000 || (numFlags && !flags)) {
    tcBufferAppendCString(error, "expected a list of flags");
    return TC_GEN_BAD_FLAGS;
  }
  *copy = copyFlags(numFlags, flags);
  int code = tcGenParseOptions(copy->argc, copy->argv, options, error);
  if (code != TC_GEN_OK) {
    tcGenDestroyOptions(options);
    freeFlags(copy, numFlags);
  }
  return code;
}

/// The program of the flags in `text`; the status, with the reason in
/// `error` on failure.
static TcModelStatus writeProgram(intptr_t numFlags, const char *const *flags,
                                  const char *fileName, TcStringBuffer *text,
                                  TcStringBuffer *error) {
  Flags copy;
  Options options;
  int code = parseModelFlags(numFlags, flags, &copy, &options, error);
  if (code == TC_GEN_OK) {
    tcGenWriteProgram(&options, fileName, text);
    tcGenDestroyOptions(&options);
    freeFlags(&copy, numFlags);
  }
  return statusOf(code);
}

static void report(MlirStringCallback callback, void *userData,
                   const TcStringBuffer *text) {
  if (callback)
    callback(mlirStringRefCreate(tcBufferGetCString(text), text->length),
             userData);
}

TcModelStatus tcModelWrite(intptr_t numFlags, const char *const *flags,
                           MlirStringRef fileName, MlirStringCallback callback,
                           void *userData, MlirStringCallback error,
                           void *errorData) {
  TcStringBuffer text = {0}, message = {0}, name = {0};
  tcBufferAppend(&name, fileName.data ? fileName.data : "", fileName.length);
  TcModelStatus status = writeProgram(
      numFlags, flags, name.length ? tcBufferGetCString(&name) : "<stdin>",
      &text, &message);
  report(status == TC_MODEL_OK ? callback : error,
         status == TC_MODEL_OK ? userData : errorData,
         status == TC_MODEL_OK ? &text : &message);
  tcBufferDestroy(&text);
  tcBufferDestroy(&message);
  tcBufferDestroy(&name);
  return status;
}

MlirModule tcModelCreate(MlirContext context, intptr_t numFlags,
                         const char *const *flags, MlirStringCallback error,
                         void *errorData) {
  TcStringBuffer text = {0}, message = {0};
  MlirModule module = {NULL};
  if (writeProgram(numFlags, flags, "tc-gen", &text, &message) != TC_MODEL_OK)
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

TcModelStatus tcModelGetFacts(intptr_t numFlags, const char *const *flags,
                              TcModelFacts *facts, MlirStringCallback warning,
                              void *warningData, MlirStringCallback error,
                              void *errorData) {
  *facts = (TcModelFacts){
        .modelType = "", .quant = "", .dtype = "", .kvCache = ""};
  TcStringBuffer message = {0};
  Flags copy;
  Options options;
  int code = parseModelFlags(numFlags, flags, &copy, &options, &message);
  if (code == TC_GEN_OK) {
    tcGenGetFacts(&options, facts);
    reportLines(&options.configWarnings, warning, warningData);
    tcGenDestroyOptions(&options);
    freeFlags(&copy, numFlags);
  } else {
    report(error, errorData, &message);
  }
  tcBufferDestroy(&message);
  return statusOf(code);
}
