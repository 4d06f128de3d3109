//===- ModelOptions.h - Checks of the generator's options --------*- C -*-===//
//
// What the library and tc-gen's flag parser (in the tools' layer) both say
// of an option's value, so that a bad value reads the same from a C host's
// TcModelOptions and from a command line: the option named as tc-gen spells
// it.
//
//===----------------------------------------------------------------------===//
#ifndef TC_GEN_MODELOPTIONS_H
#define TC_GEN_MODELOPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "Util/StringBuffer.h"

enum { TC_GEN_OK = 0, TC_GEN_BAD_CONFIG = 1, TC_GEN_BAD_OPTIONS = 2 };

/// The largest size an integer option takes.
#define TC_GEN_MAX_INTEGER (INT64_C(1) << 40)

/// An integer option: its flag (without "--"), its int64_t field in
/// TcModelOptions (an offsetof) and whether 0 is a value.
typedef struct TcGenIntegerOption {
  const char *flag;
  size_t field;
  bool allowZero;
} TcGenIntegerOption;

/// The `index`th integer option; NULL past the last.
const TcGenIntegerOption *tcGenGetIntegerOption(size_t index);

/// Whether `value` is one `option` takes.
bool tcGenIntegerOptionAllows(const TcGenIntegerOption *option, int64_t value);

/// Appends why `text` is no value of `option` to `error`; returns
/// TC_GEN_BAD_OPTIONS.
int tcGenFailInteger(const TcGenIntegerOption *option, const char *text,
                     TcStringBuffer *error);

/// The `index`th quantization scheme tc-gen writes ("int8-dynamic"); NULL
/// past the last.
const char *tcGenGetQuantName(size_t index);

/// Appends the schemes tc-gen writes to `out`: "none, int8, ...".
void tcGenAppendQuantNames(TcStringBuffer *out);

/// TC_GEN_OK when the name is a scheme, dtype or KV cache dtype tc-gen
/// writes; else TC_GEN_BAD_OPTIONS with the names it knows in `error`.
int tcGenCheckQuantName(const char *name, TcStringBuffer *error);
int tcGenCheckDtype(const char *dtype, TcStringBuffer *error);
int tcGenCheckKvDtype(const char *kv, TcStringBuffer *error);

#endif // TC_GEN_MODELOPTIONS_H
