//===- PipelineParser.c - Textual pipelines mixing tc and MLIR passes -----===//
//
// MLIR's textual pipeline parser only sees passes in MLIR's global registry,
// which C cannot add to, and external passes cannot take options. So the
// pipeline is parsed here, with MLIR's grammar:
//
//   pipeline := anchor '(' elements ')'
//   elements := element (',' element)*
//   element  := name '(' elements ')'   -- nested pass manager on op `name`
//             | name ('{' options '}')? -- a pass or pipeline
//
// tensor_cast passes and pipelines are built here; any other element is
// handed, as text, to mlirOpPassManagerAddPipeline.
//
//===----------------------------------------------------------------------===//

#include <ctype.h>
#include <stdarg.h>
#include <string.h>

#include "PassDefinition.h"
#include "Support/IRUtils.h"

typedef struct Parser {
  const char *begin, *at, *end;
  TcStatistics statistics;
  TcStringBuffer error;
  TcStringBuffer anchorPath; // "func.func" or "a/b" for nested managers
  int depth;
} Parser;

enum { MAX_NESTING = 64 };

static int columnOf(const Parser *parser, const char *at) {
  return (int)(at - parser->begin) + 1;
}

/// Writes "<pass-pipeline>:1:COL: error: MESSAGE", the pipeline and a caret.
static bool failAt(Parser *parser, const char *at, const char *format, ...)
    __attribute__((format(printf, 3, 4)));
static bool failAt(Parser *parser, const char *at, const char *format, ...) {
  if (parser->error.length)
    return false; // keep the first error
  int column = columnOf(parser, at);
  tcBufferAppendFormat(&parser->error, "<pass-pipeline>:1:%d: error: ", column);
  va_list args;
  va_start(args, format);
  tcBufferAppendFormatV(&parser->error, format, args);
  va_end(args);
  tcBufferAppendFormat(&parser->error, "\n%.*s\n%*s^",
                       (int)(parser->end - parser->begin), parser->begin,
                       column - 1, "");
  return false;
}

static void skipSpaces(Parser *parser) {
  while (parser->at < parser->end && isspace((unsigned char)*parser->at))
    ++parser->at;
}

static bool isNameChar(char c) {
  return isalnum((unsigned char)c) || c == '_' || c == '-' || c == '.' ||
         c == '$';
}

static MlirStringRef parseName(Parser *parser) {
  skipSpaces(parser);
  const char *start = parser->at;
  while (parser->at < parser->end && isNameChar(*parser->at))
    ++parser->at;
  return mlirStringRefCreate(start, (size_t)(parser->at - start));
}

/// Parses '{ ... }' (nested braces and quotes allowed); returns the inside.
static bool parseOptionsBlock(Parser *parser, MlirStringRef *options) {
  const char *open = parser->at++;
  int depth = 1;
  char quote = 0;
  const char *start = parser->at;
  for (; parser->at < parser->end; ++parser->at) {
    char c = *parser->at;
    if (quote) {
      quote = c == quote ? 0 : quote;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '{') {
      ++depth;
    } else if (c == '}' && --depth == 0) {
      *options = mlirStringRefCreate(start, (size_t)(parser->at - start));
      ++parser->at;
      return true;
    }
  }
  return failAt(parser, open, "unbalanced '{' in pass options");
}

static void collectMessage(MlirStringRef text, void *userData) {
  tcBufferAppend((TcStringBuffer *)userData, text.data, text.length);
}

/// Hands one element to MLIR's registry; its error, if any, is re-reported at
/// the element's column (MLIR's columns count from the element's start).
static bool addUpstreamElement(Parser *parser, MlirOpPassManager passManager,
                               const char *start) {
  MlirStringRef element =
      mlirStringRefCreate(start, (size_t)(parser->at - start));
  TcStringBuffer message = {0};
  MlirLogicalResult result = mlirOpPassManagerAddPipeline(
      passManager, element, collectMessage, &message);
  if (mlirLogicalResultIsSuccess(result)) {
    tcBufferDestroy(&message);
    return true;
  }
  const char *text = tcBufferGetCString(&message);
  const char *reason = strstr(text, "error: ");
  reason = reason ? reason + strlen("error: ") : text;
  const char *lineEnd = strchr(reason, '\n');
  int length = lineEnd ? (int)(lineEnd - reason) : (int)strlen(reason);
  failAt(parser, start, "%.*s", length, reason);
  tcBufferDestroy(&message);
  return false;
}

static bool parseElements(Parser *parser, MlirOpPassManager passManager);

static bool addPipelineElements(Parser *parser, MlirOpPassManager passManager,
                                const TcPipelineDefinition *pipeline,
                                MlirStringRef options, const char *start) {
  TcOptionsStorage parsed;
  TcStringBuffer reason = {0};
  if (!tcParsePassOptions(pipeline->argument, pipeline->options,
                          pipeline->numOptions, pipeline->optionsSize,
                          pipeline->defaultOptions, options, &parsed,
                          &reason)) {
    failAt(parser, start, "%s", tcBufferGetCString(&reason));
    tcBufferDestroy(&reason);
    return false;
  }
  TcStringBuffer elements = {0};
  pipeline->expand(parsed.bytes, &elements);
  // The expansion is our own text; parse it with a nested parser so that an
  // error in it (there should be none) still points into this pipeline.
  Parser nested = {elements.data, elements.data, elements.data + elements.length,
                   parser->statistics, {0}, {0}, parser->depth};
  tcBufferAppendCString(&nested.anchorPath,
                        tcBufferGetCString(&parser->anchorPath));
  bool ok = parseElements(&nested, passManager);
  if (!ok)
    failAt(parser, start, "in pipeline '%s': %s", pipeline->argument,
           tcBufferGetCString(&nested.error));
  tcBufferDestroy(&nested.error);
  tcBufferDestroy(&nested.anchorPath);
  tcBufferDestroy(&elements);
  tcBufferDestroy(&reason);
  return ok;
}

static bool addTensorCastElement(Parser *parser, MlirOpPassManager passManager,
                                 MlirStringRef name, MlirStringRef options,
                                 const char *start) {
  const TcPipelineDefinition *pipeline = tcLookupPipeline(name);
  if (pipeline)
    return addPipelineElements(parser, passManager, pipeline, options, start);
  TcStringBuffer reason = {0};
  MlirPass pass = tcCreateConfiguredPass(
      tcLookupPass(name), options, parser->statistics,
      tcBufferGetCString(&parser->anchorPath), &reason);
  if (tcPassIsNull(pass)) {
    failAt(parser, start, "%s", tcBufferGetCString(&reason));
    tcBufferDestroy(&reason);
    return false;
  }
  mlirOpPassManagerAddOwnedPass(passManager, pass);
  tcBufferDestroy(&reason);
  return true;
}

static bool parseNestedManager(Parser *parser, MlirOpPassManager passManager,
                               MlirStringRef opName, const char *start) {
  if (parser->depth >= MAX_NESTING)
    return failAt(parser, start, "pass pipeline nested too deeply");
  ++parser->at; // '('
  MlirOpPassManager nested =
      mlirOpPassManagerGetNestedUnder(passManager, opName);
  size_t savedLength = parser->anchorPath.length;
  if (savedLength)
    tcBufferAppendCString(&parser->anchorPath, "/");
  tcBufferAppend(&parser->anchorPath, opName.data, opName.length);
  ++parser->depth;
  bool ok = parseElements(parser, nested);
  --parser->depth;
  parser->anchorPath.length = savedLength;
  if (parser->anchorPath.data)
    parser->anchorPath.data[savedLength] = '\0';
  if (!ok)
    return false;
  skipSpaces(parser);
  if (parser->at >= parser->end || *parser->at != ')')
    return failAt(parser, parser->at, "expected ')' to close '%.*s('",
                  (int)opName.length, opName.data);
  ++parser->at;
  return true;
}

static bool parseElement(Parser *parser, MlirOpPassManager passManager) {
  skipSpaces(parser);
  const char *start = parser->at;
  MlirStringRef name = parseName(parser);
  if (name.length == 0)
    return failAt(parser, start, "expected a pass or pipeline name");
  skipSpaces(parser);
  bool isTensorCast = tcIsRegisteredPass(name);
  if (parser->at < parser->end && *parser->at == '(') {
    if (isTensorCast)
      return failAt(parser, parser->at,
                    "'%.*s' is a pass, not an operation to nest under; "
                    "options go in '{...}'",
                    (int)name.length, name.data);
    return parseNestedManager(parser, passManager, name, start);
  }
  MlirStringRef options = {"", 0};
  if (parser->at < parser->end && *parser->at == '{' &&
      !parseOptionsBlock(parser, &options))
    return false;
  if (isTensorCast)
    return addTensorCastElement(parser, passManager, name, options, start);
  return addUpstreamElement(parser, passManager, start);
}

static bool parseElements(Parser *parser, MlirOpPassManager passManager) {
  skipSpaces(parser);
  if (parser->at < parser->end && *parser->at == ')')
    return true; // an empty nested pipeline, as MLIR allows
  for (;;) {
    if (!parseElement(parser, passManager))
      return false;
    skipSpaces(parser);
    if (parser->at >= parser->end || *parser->at != ',')
      return true;
    ++parser->at;
  }
}

static MlirLogicalResult finish(Parser *parser, bool ok,
                                MlirStringCallback errorCallback,
                                void *userData) {
  if (!ok && errorCallback)
    errorCallback(mlirStringRefCreate(parser->error.data, parser->error.length),
                  userData);
  tcBufferDestroy(&parser->error);
  tcBufferDestroy(&parser->anchorPath);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

MlirLogicalResult tcOpPassManagerAddPipeline(MlirOpPassManager passManager,
                                             MlirStringRef pipelineElements,
                                             TcStatistics statistics,
                                             MlirStringCallback errorCallback,
                                             void *userData) {
  Parser parser = {pipelineElements.data, pipelineElements.data,
                   pipelineElements.data + pipelineElements.length,
                   statistics, {0}, {0}, 0};
  bool ok = parseElements(&parser, passManager);
  skipSpaces(&parser);
  if (ok && parser.at < parser.end)
    ok = failAt(&parser, parser.at, "unexpected '%c' in pass pipeline",
                *parser.at);
  return finish(&parser, ok, errorCallback, userData);
}

MlirLogicalResult tcParsePassPipeline(MlirOpPassManager passManager,
                                      MlirStringRef anchorOpName,
                                      MlirStringRef pipeline,
                                      TcStatistics statistics,
                                      MlirStringCallback errorCallback,
                                      void *userData) {
  Parser parser = {pipeline.data, pipeline.data, pipeline.data + pipeline.length,
                   statistics, {0}, {0}, 0};
  const char *start = (skipSpaces(&parser), parser.at);
  MlirStringRef anchor = parseName(&parser);
  bool ok = true;
  skipSpaces(&parser);
  if (anchor.length == 0 || parser.at >= parser.end || *parser.at != '(')
    ok = failAt(&parser, start,
                "expected a pipeline anchored on an operation, e.g. "
                "'%.*s(...)'",
                (int)anchorOpName.length, anchorOpName.data);
  else if (anchor.length != anchorOpName.length ||
           memcmp(anchor.data, anchorOpName.data, anchor.length))
    ok = failAt(&parser, start,
                "the pipeline is anchored on '%.*s' but runs on '%.*s'",
                (int)anchor.length, anchor.data, (int)anchorOpName.length,
                anchorOpName.data);
  if (ok) {
    ++parser.at;
    ok = parseElements(&parser, passManager);
    skipSpaces(&parser);
    if (ok && (parser.at >= parser.end || *parser.at != ')'))
      ok = failAt(&parser, parser.at, "expected ')' to close '%.*s('",
                  (int)anchor.length, anchor.data);
    else if (ok && (++parser.at, skipSpaces(&parser), parser.at < parser.end))
      ok = failAt(&parser, parser.at, "unexpected text after the pipeline");
  }
  return finish(&parser, ok, errorCallback, userData);
}
