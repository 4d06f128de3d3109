//===- StringBuffer.h - A growable, NUL-terminated text buffer -----*- C -*-===//
//
// Used wherever C API text arrives in pieces (printing callbacks) or a message
// is built from parts. Out of memory aborts: there is no useful way on.
//
//===----------------------------------------------------------------------===//
#ifndef TC_UTIL_STRINGBUFFER_H
#define TC_UTIL_STRINGBUFFER_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct TcStringBuffer {
  char *data; // NUL-terminated; NULL until something is appended.
  size_t length;
  size_t capacity;
} TcStringBuffer;

void tcBufferAppend(TcStringBuffer *buffer, const char *data, size_t length);
void tcBufferAppendCString(TcStringBuffer *buffer, const char *text);
void tcBufferAppendFormat(TcStringBuffer *buffer, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
void tcBufferAppendFormatV(TcStringBuffer *buffer, const char *format,
                           va_list args);
/// Appends what is left of `stream` up to its end. False, with errno set,
/// when reading fails (what was read before stays appended).
bool tcBufferAppendStream(TcStringBuffer *buffer, FILE *stream);
/// Appends `length` bytes of `text` as a JSON string literal, quotes included.
void tcBufferAppendJsonString(TcStringBuffer *buffer, const char *text,
                              size_t length);
/// Returns the text, "" when empty; valid until the next append or destroy.
const char *tcBufferGetCString(const TcStringBuffer *buffer);
/// Makes room for `extra` more bytes (and the NUL) without growing again.
void tcBufferReserve(TcStringBuffer *buffer, size_t extra);
void tcBufferClear(TcStringBuffer *buffer);
void tcBufferDestroy(TcStringBuffer *buffer);
/// An MlirStringCallback whose userData is a TcStringBuffer*.
void tcBufferAppendCallback(MlirStringRef text, void *userData);

/// Returns a malloc'ed copy of `text`, owned by the caller.
char *tcCopyCString(const char *text);

/// Aborts with a message when `pointer` is NULL; returns it otherwise.
void *tcCheckAllocation(void *pointer);

#ifdef __cplusplus
}
#endif

#endif // TC_UTIL_STRINGBUFFER_H
