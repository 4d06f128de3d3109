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

/// The program of the flags in `text`; the status, with the reason in
/// `error` on failure.
static TcModelStatus writeProgram(intptr_t numFlags, const char *const *flags,
                                  const char *fileName, TcStringBuffer *text,
                                  TcStringBuffer *error) {
  if (numFlags < 0 || numFlags > 100000 || (numFlags && !flags)) {
    tcBufferAppendCString(error, "expected a list of flags");
    return TC_MODEL_BAD_FLAGS;
  }
  Flags copy = copyFlags(numFlags, flags);
  Options options;
  int code = tcGenParseOptions(copy.argc, copy.argv, &options, error);
  if (code == TC_GEN_OK)
    tcGenWriteProgram(&options, fileName, text);
  tcGenDestroyOptions(&options);
  freeFlags(&copy, numFlags);
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
  *facts = (TcModelFacts){.modelType = "", .quant = ""};
  TcStringBuffer message = {0};
  if (numFlags < 0 || numFlags > 100000 || (numFlags && !flags)) {
    tcBufferAppendCString(&message, "expected a list of flags");
    report(error, errorData, &message);
    tcBufferDestroy(&message);
    return TC_MODEL_BAD_FLAGS;
  }
  Flags copy = copyFlags(numFlags, flags);
  Options options;
  int code = tcGenParseOptions(copy.argc, copy.argv, &options, &message);
  if (code == TC_GEN_OK) {
    tcGenGetFacts(&options, facts);
    reportLines(&options.configWarnings, warning, warningData);
  } else {
    report(error, errorData, &message);
  }
  tcGenDestroyOptions(&options);
  freeFlags(&copy, numFlags);
  tcBufferDestroy(&message);
  return statusOf(code);
}
