//===- Role.c - Which model part an op belongs to -------------------------===//

#include "Cost/Role.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>


enum { MAX_LOCATION_DEPTH = 16 };

static void appendLabel(MlirLocation location, TcStringBuffer *out,
                        int depth) {
  if (depth > MAX_LOCATION_DEPTH)
    return;
  if (mlirLocationIsAName(location)) {
    MlirStringRef name = mlirIdentifierStr(mlirLocationNameGetName(location));
    tcBufferAppend(out, name.data, name.length);
  } else if (mlirLocationIsACallSite(location)) {
    appendLabel(mlirLocationCallSiteGetCallee(location), out, depth + 1);
  } else if (mlirLocationIsAFused(location)) {
    intptr_t count = mlirLocationFusedGetNumLocations(location);
    MlirLocation *parts = tcCheckAllocation(
        malloc((size_t)(count > 0 ? count : 1) * sizeof(MlirLocation)));
    mlirLocationFusedGetLocations(location, parts);
    for (intptr_t i = 0; i < count; ++i) {
      TcStringBuffer part = {0};
      appendLabel(parts[i], &part, depth + 1);
      if (part.length > 0 && out->length > 0)
        tcBufferAppendCString(out, "+");
      tcBufferAppend(out, part.data, part.length);
      tcBufferDestroy(&part);
    }
    free(parts);
  }
}

void tcLocationAppendLabel(MlirLocation location, TcStringBuffer *out) {
  appendLabel(location, out, 0);
}

static bool isNumber(const char *text, size_t length) {
  if (length == 0)
    return false;
  for (size_t i = 0; i < length; ++i)
    if (!isdigit((unsigned char)text[i]))
      return false;
  return true;
}

/// The role of one name (no '+'), appended.
static void appendPartRole(const char *part, size_t length,
                           TcStringBuffer *out) {
  size_t start = out->length;
  const char *end = part + length;
  for (const char *c = part; c < end;) {
    const char *dot = memchr(c, '.', (size_t)(end - c));
    size_t size = (size_t)((dot ? dot : end) - c);
    bool leadingLayers = c == part && size == 6 && !memcmp(c, "layers", 6) &&
                         dot != NULL;
    if (!isNumber(c, size) && !leadingLayers) {
      if (out->length > start)
        tcBufferAppendCString(out, ".");
      tcBufferAppend(out, c, size);
    }
    c = dot ? dot + 1 : end;
  }
  if (out->length == start && length > 0) // "layers.3": the layer itself
    tcBufferAppend(out, "layers", 6);
}

void tcLabelAppendRole(const char *label, TcStringBuffer *out) {
  TcStringBuffer role = {0};
  const char *end = label + strlen(label);
  for (const char *c = label; c < end;) {
    const char *plus = memchr(c, '+', (size_t)(end - c));
    size_t size = (size_t)((plus ? plus : end) - c);
    TcStringBuffer part = {0};
    appendPartRole(c, size, &part);
    // Skip a part already there (q/k/v of one attention merged, say).
    bool seen = false;
    for (const char *r = role.data; r && *r && !seen;) {
      const char *next = strchr(r, '+');
      size_t n = next ? (size_t)(next - r) : strlen(r);
      seen = n == part.length && !memcmp(r, part.data, n);
      r = next ? next + 1 : r + n;
    }
    if (!seen && part.length > 0) {
      if (role.length > 0)
        tcBufferAppendCString(&role, "+");
      tcBufferAppend(&role, part.data, part.length);
    }
    tcBufferDestroy(&part);
    c = plus ? plus + 1 : end;
  }
  tcBufferAppend(out, role.data, role.length);
  tcBufferDestroy(&role);
}
