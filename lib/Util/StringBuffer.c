//===- StringBuffer.c - A growable, NUL-terminated text buffer ------------===//

#include "Util/StringBuffer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void *tcCheckAllocation(void *pointer) {
  if (!pointer) {
    fputs("tensor_cast: out of memory\n", stderr);
    abort();
  }
  return pointer;
}

char *tcCopyCString(const char *text) {
  size_t length = strlen(text);
  char *copy = tcCheckAllocation(malloc(length + 1));
  memcpy(copy, text, length + 1);
  return copy;
}

static void reserve(TcStringBuffer *buffer, size_t extra) {
  size_t needed = buffer->length + extra + 1;
  if (needed <= buffer->capacity)
    return;
  size_t capacity = buffer->capacity ? buffer->capacity : 64;
  while (capacity < needed)
    capacity *= 2;
  buffer->data = tcCheckAllocation(realloc(buffer->data, capacity));
  buffer->capacity = capacity;
}

void tcBufferReserve(TcStringBuffer *buffer, size_t extra) {
  reserve(buffer, extra);
}

void tcBufferAppend(TcStringBuffer *buffer, const char *data, size_t length) {
  reserve(buffer, length);
  if (length)
    memcpy(buffer->data + buffer->length, data, length);
  buffer->length += length;
  buffer->data[buffer->length] = '\0';
}

bool tcBufferAppendStream(TcStringBuffer *buffer, FILE *stream) {
  for (;;) {
    reserve(buffer, (size_t)1 << 16);
    size_t room = buffer->capacity - buffer->length - 1;
    size_t got = fread(buffer->data + buffer->length, 1, room, stream);
    buffer->length += got;
    buffer->data[buffer->length] = '\0';
    if (got < room) // the end, or an error
      return !ferror(stream);
  }
}

void tcBufferAppendCString(TcStringBuffer *buffer, const char *text) {
  tcBufferAppend(buffer, text, strlen(text));
}

void tcBufferAppendFormatV(TcStringBuffer *buffer, const char *format,
                           va_list args) {
  va_list sizing;
  va_copy(sizing, args);
  int length = vsnprintf(NULL, 0, format, sizing);
  va_end(sizing);
  if (length <= 0)
    return;
  reserve(buffer, (size_t)length);
  vsnprintf(buffer->data + buffer->length, (size_t)length + 1, format, args);
  buffer->length += (size_t)length;
}

void tcBufferAppendFormat(TcStringBuffer *buffer, const char *format, ...) {
  va_list args;
  va_start(args, format);
  tcBufferAppendFormatV(buffer, format, args);
  va_end(args);
}

const char *tcBufferGetCString(const TcStringBuffer *buffer) {
  return buffer->data ? buffer->data : "";
}

void tcBufferClear(TcStringBuffer *buffer) {
  buffer->length = 0;
  if (buffer->data)
    buffer->data[0] = '\0';
}

void tcBufferDestroy(TcStringBuffer *buffer) {
  free(buffer->data);
  *buffer = (TcStringBuffer){0};
}

void tcBufferAppendCallback(MlirStringRef text, void *userData) {
  tcBufferAppend((TcStringBuffer *)userData, text.data, text.length);
}

void tcBufferAppendJsonString(TcStringBuffer *buffer, const char *text,
                              size_t length) {
  tcBufferAppendCString(buffer, "\"");
  for (size_t i = 0; i < length; ++i) {
    unsigned char c = (unsigned char)text[i];
    if (c == '"' || c == '\\')
      tcBufferAppendFormat(buffer, "\\%c", c);
    else if (c < 0x20)
      tcBufferAppendFormat(buffer, "\\u%04x", c);
    else
      tcBufferAppend(buffer, &text[i], 1);
  }
  tcBufferAppendCString(buffer, "\"");
}
