//===- Json.h - A small JSON reader for configuration files --------*- C -*-===//
//
// Hugging Face config.json files (tc-gen --config) and device descriptions
// are JSON. This reads a whole document into a tree; every value keeps its
// line and column so that a bad field is reported where it is.
//
//===----------------------------------------------------------------------===//
#ifndef TC_UTIL_JSON_H
#define TC_UTIL_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "Util/StringBuffer.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum TcJsonKind {
  TC_JSON_NULL,
  TC_JSON_BOOL,
  TC_JSON_NUMBER,
  TC_JSON_STRING,
  TC_JSON_ARRAY,
  TC_JSON_OBJECT,
} TcJsonKind;

typedef struct TcJsonValue TcJsonValue;
struct TcJsonValue {
  TcJsonKind kind;
  unsigned line, column; // where the value starts, 1-based
  bool boolean;
  double number;
  bool isInteger;  // a number written without fraction or exponent that
  int64_t integer; // fits in int64
  char *string;    // decoded, NUL-terminated (strings only)
  // Arrays and objects: `count` items; objects also have a key per item.
  TcJsonValue *items;
  char **keys;
  size_t count;
};

/// Parses `text` whole. On failure writes "LINE:COLUMN: what was expected"
/// to `error`, leaves `root` empty and returns false.
bool tcJsonParse(const char *text, size_t length, TcJsonValue *root,
                 TcStringBuffer *error);

typedef enum TcJsonFileStatus {
  TC_JSON_FILE_OK,
  TC_JSON_FILE_UNREADABLE, // errno says why
  TC_JSON_FILE_MALFORMED,  // `error` says where and what was expected
} TcJsonFileStatus;

/// Reads the file at `path` and parses it whole into `root`, which the caller
/// destroys when the status is TC_JSON_FILE_OK (it is left empty otherwise).
/// Each caller words its own message around the status.
TcJsonFileStatus tcJsonParseFile(const char *path, TcJsonValue *root,
                                 TcStringBuffer *error);

/// Frees what tcJsonParse allocated under `value`.
void tcJsonDestroy(TcJsonValue *value);

/// The value of `key` in `object` (the last one if repeated), or NULL when
/// `object` is not an object or has no such key.
const TcJsonValue *tcJsonObjectGet(const TcJsonValue *object, const char *key);

/// "null", "a boolean", "a number", ...: for messages.
const char *tcJsonKindGetName(TcJsonKind kind);

#ifdef __cplusplus
}
#endif

#endif // TC_UTIL_JSON_H
