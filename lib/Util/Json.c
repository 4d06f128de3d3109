//===- Json.c - A small JSON reader for configuration files ---------------===//
//
// RFC 8259 JSON, recursive descent. Nesting is limited (configuration files
// nest a few levels) so that a hostile file cannot exhaust the stack.
//
//===----------------------------------------------------------------------===//

#include "Util/Json.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

enum { MAX_DEPTH = 64 };

typedef struct Reader {
  const char *at, *end, *lineStart;
  unsigned line;
  TcStringBuffer *error;
  bool failed;
} Reader;

static unsigned columnOf(const Reader *reader) {
  return (unsigned)(reader->at - reader->lineStart) + 1;
}

static bool failAt(Reader *reader, const char *expected) {
  if (!reader->failed) {
    tcBufferClear(reader->error);
    if (reader->at == reader->end)
      tcBufferAppendFormat(reader->error, "%u:%u: expected %s, got the end of "
                           "the file", reader->line, columnOf(reader), expected);
    else
      tcBufferAppendFormat(reader->error, "%u:%u: expected %s, got '%c'",
                           reader->line, columnOf(reader), expected,
                           *reader->at);
  }
  reader->failed = true;
  return false;
}

static void skipSpace(Reader *reader) {
  while (reader->at < reader->end) {
    char c = *reader->at;
    if (c == '\n') {
      ++reader->line;
      reader->lineStart = reader->at + 1;
    } else if (c != ' ' && c != '\t' && c != '\r') {
      return;
    }
    ++reader->at;
  }
}

static bool consume(Reader *reader, char c) {
  skipSpace(reader);
  if (reader->at < reader->end && *reader->at == c) {
    ++reader->at;
    return true;
  }
  return false;
}

static bool consumeWord(Reader *reader, const char *word) {
  size_t length = strlen(word);
  if ((size_t)(reader->end - reader->at) < length ||
      memcmp(reader->at, word, length) != 0)
    return false;
  reader->at += length;
  return true;
}

static int hexDigit(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/// Appends code point `code` as UTF-8.
static void appendUtf8(TcStringBuffer *out, unsigned code) {
  char bytes[4];
  size_t n;
  if (code < 0x80) {
    bytes[0] = (char)code;
    n = 1;
  } else if (code < 0x800) {
    bytes[0] = (char)(0xC0 | (code >> 6));
    bytes[1] = (char)(0x80 | (code & 0x3F));
    n = 2;
  } else if (code < 0x10000) {
    bytes[0] = (char)(0xE0 | (code >> 12));
    bytes[1] = (char)(0x80 | ((code >> 6) & 0x3F));
    bytes[2] = (char)(0x80 | (code & 0x3F));
    n = 3;
  } else {
    bytes[0] = (char)(0xF0 | (code >> 18));
    bytes[1] = (char)(0x80 | ((code >> 12) & 0x3F));
    bytes[2] = (char)(0x80 | ((code >> 6) & 0x3F));
    bytes[3] = (char)(0x80 | (code & 0x3F));
    n = 4;
  }
  tcBufferAppend(out, bytes, n);
}

static bool readHex4(Reader *reader, unsigned *code) {
  *code = 0;
  for (int i = 0; i < 4; ++i) {
    int digit = reader->at < reader->end ? hexDigit(*reader->at) : -1;
    if (digit < 0)
      return failAt(reader, "four hex digits after \\u");
    *code = *code * 16 + (unsigned)digit;
    ++reader->at;
  }
  return true;
}

static bool readEscape(Reader *reader, TcStringBuffer *out) {
  static const char kFrom[] = "\"\\/bfnrt", kTo[] = "\"\\/\b\f\n\r\t";
  char c = *reader->at;
  const char *simple = c ? strchr(kFrom, c) : NULL;
  if (simple) {
    ++reader->at;
    tcBufferAppend(out, &kTo[simple - kFrom], 1);
    return true;
  }
  if (c != 'u')
    return failAt(reader, "an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)");
  ++reader->at;
  unsigned code;
  if (!readHex4(reader, &code))
    return false;
  if (code >= 0xD800 && code < 0xDC00 && consumeWord(reader, "\\u")) {
    unsigned low;
    if (!readHex4(reader, &low))
      return false;
    if (low >= 0xDC00 && low < 0xE000)
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
  }
  appendUtf8(out, code);
  return true;
}

/// At the opening quote; leaves a malloc'ed copy in `*string`.
static bool readString(Reader *reader, char **string) {
  TcStringBuffer out = {0};
  ++reader->at;
  while (reader->at < reader->end && *reader->at != '"') {
    unsigned char c = (unsigned char)*reader->at;
    if (c < 0x20) {
      tcBufferDestroy(&out);
      return failAt(reader, "a closing quote (strings do not span lines)");
    }
    if (c == '\\') {
      ++reader->at;
      if (reader->at == reader->end || !readEscape(reader, &out)) {
        tcBufferDestroy(&out);
        return failAt(reader, "an escape");
      }
      continue;
    }
    tcBufferAppend(&out, reader->at, 1);
    ++reader->at;
  }
  if (reader->at == reader->end) {
    tcBufferDestroy(&out);
    return failAt(reader, "a closing quote");
  }
  ++reader->at;
  *string = tcCopyCString(tcBufferGetCString(&out));
  tcBufferDestroy(&out);
  return true;
}

static size_t skipDigits(Reader *reader) {
  size_t count = 0;
  while (reader->at < reader->end && *reader->at >= '0' && *reader->at <= '9') {
    ++reader->at;
    ++count;
  }
  return count;
}

/// -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
static bool readNumber(Reader *reader, TcJsonValue *value) {
  const char *start = reader->at;
  if (*reader->at == '-')
    ++reader->at;
  if (reader->at < reader->end && *reader->at == '0')
    ++reader->at;
  else if (!skipDigits(reader))
    return failAt(reader, "a digit");
  bool integral = true;
  if (reader->at < reader->end && *reader->at == '.') {
    ++reader->at;
    integral = false;
    if (!skipDigits(reader))
      return failAt(reader, "a digit after the decimal point");
  }
  if (reader->at < reader->end && (*reader->at == 'e' || *reader->at == 'E')) {
    ++reader->at;
    integral = false;
    if (reader->at < reader->end && (*reader->at == '+' || *reader->at == '-'))
      ++reader->at;
    if (!skipDigits(reader))
      return failAt(reader, "a digit in the exponent");
  }
  size_t length = (size_t)(reader->at - start);
  char *text = tcCheckAllocation(malloc(length + 1));
  memcpy(text, start, length);
  text[length] = '\0';
  value->kind = TC_JSON_NUMBER;
  value->number = strtod(text, NULL);
  if (integral) {
    errno = 0;
    long long parsed = strtoll(text, NULL, 10);
    value->isInteger = errno == 0;
    value->integer = parsed;
  }
  free(text);
  if (!isfinite(value->number)) {
    reader->at = start;
    return failAt(reader, "a number that fits in a double");
  }
  return true;
}

static bool readValue(Reader *reader, TcJsonValue *value, unsigned depth);

static void appendItem(TcJsonValue *container, TcJsonValue *item, char *key,
                       size_t *capacity) {
  if (container->count == *capacity) {
    *capacity = *capacity ? 2 * *capacity : 8;
    container->items = tcCheckAllocation(
        realloc(container->items, *capacity * sizeof(TcJsonValue)));
    if (container->kind == TC_JSON_OBJECT)
      container->keys = tcCheckAllocation(
          realloc(container->keys, *capacity * sizeof(char *)));
  }
  container->items[container->count] = *item;
  if (container->kind == TC_JSON_OBJECT)
    container->keys[container->count] = key;
  ++container->count;
}

/// At '[' or '{'.
static bool readContainer(Reader *reader, TcJsonValue *value, unsigned depth) {
  bool isObject = *reader->at == '{';
  char close = isObject ? '}' : ']';
  value->kind = isObject ? TC_JSON_OBJECT : TC_JSON_ARRAY;
  if (depth >= MAX_DEPTH)
    return failAt(reader, "at most 64 levels of nesting");
  ++reader->at;
  size_t capacity = 0;
  if (consume(reader, close))
    return true;
  do {
    char *key = NULL;
    skipSpace(reader);
    if (isObject) {
      if (reader->at == reader->end || *reader->at != '"')
        return failAt(reader, "a quoted key");
      if (!readString(reader, &key))
        return false;
      if (!consume(reader, ':')) {
        free(key);
        return failAt(reader, "':' after the key");
      }
    }
    TcJsonValue item = {0};
    bool ok = readValue(reader, &item, depth + 1);
    appendItem(value, &item, key, &capacity);
    if (!ok)
      return false;
  } while (consume(reader, ','));
  return consume(reader, close) ||
         failAt(reader, isObject ? "',' or '}'" : "',' or ']'");
}

static bool readValue(Reader *reader, TcJsonValue *value, unsigned depth) {
  skipSpace(reader);
  value->line = reader->line;
  value->column = columnOf(reader);
  if (reader->at == reader->end)
    return failAt(reader, "a value");
  switch (*reader->at) {
  case '{':
  case '[':
    return readContainer(reader, value, depth);
  case '"':
    value->kind = TC_JSON_STRING;
    return readString(reader, &value->string);
  case 't':
  case 'f':
    value->kind = TC_JSON_BOOL;
    value->boolean = *reader->at == 't';
    return consumeWord(reader, value->boolean ? "true" : "false") ||
           failAt(reader, "a value");
  case 'n':
    value->kind = TC_JSON_NULL;
    return consumeWord(reader, "null") || failAt(reader, "a value");
  default:
    if (*reader->at == '-' || (*reader->at >= '0' && *reader->at <= '9'))
      return readNumber(reader, value);
    return failAt(reader, "a value");
  }
}

bool tcJsonParse(const char *text, size_t length, TcJsonValue *root,
                 TcStringBuffer *error) {
  Reader reader = {text, text + length, text, 1, error, false};
  *root = (TcJsonValue){0};
  if (readValue(&reader, root, 0)) {
    skipSpace(&reader);
    if (reader.at == reader.end)
      return true;
    failAt(&reader, "the end of the file after the value");
  }
  tcJsonDestroy(root);
  *root = (TcJsonValue){0};
  return false;
}

void tcJsonDestroy(TcJsonValue *value) {
  for (size_t i = 0; i < value->count; ++i) {
    tcJsonDestroy(&value->items[i]);
    if (value->keys)
      free(value->keys[i]);
  }
  free(value->items);
  free(value->keys);
  free(value->string);
  value->items = NULL;
  value->keys = NULL;
  value->string = NULL;
  value->count = 0;
}

const TcJsonValue *tcJsonObjectGet(const TcJsonValue *object,
                                   const char *key) {
  if (object->kind != TC_JSON_OBJECT)
    return NULL;
  for (size_t i = object->count; i-- > 0;)
    if (strcmp(object->keys[i], key) == 0)
      return &object->items[i];
  return NULL;
}

const char *tcJsonKindGetName(TcJsonKind kind) {
  static const char *const kNames[] = {"null",     "a boolean", "a number",
                                       "a string", "an array",  "an object"};
  return kNames[kind];
}

TcJsonFileStatus tcJsonParseFile(const char *path, TcJsonValue *root,
                                 TcStringBuffer *error) {
  FILE *file = fopen(path, "rb");
  if (!file)
    return TC_JSON_FILE_UNREADABLE;
  TcStringBuffer text = {0};
  bool read = tcBufferAppendStream(&text, file);
  int readErrno = errno;
  fclose(file);
  bool parsed = read && tcJsonParse(tcBufferGetCString(&text), text.length,
                                    root, error);
  tcBufferDestroy(&text);
  if (!read)
    errno = readErrno ? readErrno : EIO;
  return !read ? TC_JSON_FILE_UNREADABLE
               : parsed ? TC_JSON_FILE_OK : TC_JSON_FILE_MALFORMED;
}
