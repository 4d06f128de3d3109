//===- PassOptions.c - Parse "name=value ..." pass options ----------------===//
//
// The syntax of MLIR's textual pass options: whitespace-separated entries,
// `name=value` or a bare `name` for a true bool; values may be quoted.
//
//===----------------------------------------------------------------------===//

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "PassDefinition.h"
#include "Support/IRUtils.h"

typedef struct Cursor {
  const char *at, *end;
} Cursor;

static void skipSpaces(Cursor *cursor) {
  while (cursor->at < cursor->end && isspace((unsigned char)*cursor->at))
    ++cursor->at;
}

/// Reads up to whitespace or '=', or a quoted string; quotes are dropped.
static MlirStringRef readToken(Cursor *cursor, bool stopAtEquals) {
  if (cursor->at < cursor->end && (*cursor->at == '"' || *cursor->at == '\'')) {
    char quote = *cursor->at++;
    const char *start = cursor->at;
    while (cursor->at < cursor->end && *cursor->at != quote)
      ++cursor->at;
    MlirStringRef token = mlirStringRefCreate(start, (size_t)(cursor->at - start));
    if (cursor->at < cursor->end)
      ++cursor->at;
    return token;
  }
  const char *start = cursor->at;
  while (cursor->at < cursor->end && !isspace((unsigned char)*cursor->at) &&
         !(stopAtEquals && *cursor->at == '='))
    ++cursor->at;
  return mlirStringRefCreate(start, (size_t)(cursor->at - start));
}

static const TcPassOption *findOption(const TcPassOption *options,
                                      unsigned numOptions, MlirStringRef name) {
  for (unsigned i = 0; i < numOptions; ++i)
    if (tcStringRefEquals(name, options[i].name))
      return &options[i];
  return NULL;
}

static void describeKnownOptions(const TcPassOption *options,
                                 unsigned numOptions, TcStringBuffer *error) {
  if (!numOptions) {
    tcBufferAppendCString(error, " (it takes no options)");
    return;
  }
  tcBufferAppendCString(error, " (options are:");
  for (unsigned i = 0; i < numOptions; ++i)
    tcBufferAppendFormat(error, " %s", options[i].name);
  tcBufferAppendCString(error, ")");
}

static bool parseBool(MlirStringRef value, bool *out) {
  if (tcStringRefEquals(value, "true") || tcStringRefEquals(value, "1")) {
    *out = true;
    return true;
  }
  if (tcStringRefEquals(value, "false") || tcStringRefEquals(value, "0")) {
    *out = false;
    return true;
  }
  return false;
}

static bool parseInt64(MlirStringRef value, int64_t *out) {
  char text[32];
  if (value.length == 0 || value.length >= sizeof(text))
    return false;
  memcpy(text, value.data, value.length);
  text[value.length] = '\0';
  char *end = NULL;
  errno = 0;
  long long parsed = strtoll(text, &end, 10);
  if (errno || *end != '\0')
    return false;
  *out = (int64_t)parsed;
  return true;
}

static bool setOption(const char *owner, const TcPassOption *option,
                      MlirStringRef value, bool hasValue, void *optionsOut,
                      TcStringBuffer *error) {
  char *field = (char *)optionsOut + option->offset;
  if (option->kind == TC_OPTION_BOOL) {
    bool parsed = true;
    if (hasValue && !parseBool(value, &parsed)) {
      tcBufferAppendFormat(error,
                           "%s: option '%s' expects true or false, got '%.*s'",
                           owner, option->name, (int)value.length, value.data);
      return false;
    }
    memcpy(field, &parsed, sizeof(bool));
    return true;
  }
  int64_t parsed = 0;
  if (!hasValue || !parseInt64(value, &parsed) || parsed < option->minValue ||
      parsed > option->maxValue) {
    tcBufferAppendFormat(error,
                         "%s: option '%s' expects an integer in [%" PRId64
                         ", %" PRId64 "], got '%.*s'",
                         owner, option->name, option->minValue,
                         option->maxValue, (int)value.length, value.data);
    return false;
  }
  memcpy(field, &parsed, sizeof(int64_t));
  return true;
}

bool tcParsePassOptions(const char *owner, const TcPassOption *options,
                        unsigned numOptions, size_t optionsSize,
                        const void *defaults, MlirStringRef text,
                        TcOptionsStorage *optionsOut, TcStringBuffer *error) {
  if (optionsSize > sizeof(optionsOut->bytes)) {
    tcBufferAppendFormat(error, "%s: options struct too large", owner);
    return false;
  }
  if (optionsSize)
    memcpy(optionsOut->bytes, defaults, optionsSize);
  Cursor cursor = {text.data, text.data + text.length};
  for (skipSpaces(&cursor); cursor.at < cursor.end; skipSpaces(&cursor)) {
    MlirStringRef name = readToken(&cursor, /*stopAtEquals=*/true);
    bool hasValue = cursor.at < cursor.end && *cursor.at == '=';
    MlirStringRef value = {NULL, 0};
    if (hasValue) {
      ++cursor.at;
      value = readToken(&cursor, /*stopAtEquals=*/false);
    }
    const TcPassOption *option = findOption(options, numOptions, name);
    if (!option) {
      tcBufferAppendFormat(error, "%s: no such option '%.*s'", owner,
                           (int)name.length, name.data);
      describeKnownOptions(options, numOptions, error);
      return false;
    }
    if (!setOption(owner, option, value, hasValue, optionsOut->bytes, error))
      return false;
  }
  return true;
}
