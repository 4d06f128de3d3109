//===- ModelFlags.c - tc-gen's flags, read into a TcModelOptions ----------===//
//
// The command line of the generator (tc-gen's, and the flags tc-plan prints
// as each point's command): `--name=value` or `--name value` for an option
// with a value, `--name` for a switch. The library checks what the options
// mean together; here each flag is read, with the library's own words for a
// bad value.
//
//===----------------------------------------------------------------------===//

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "Gen/ModelOptions.h"
#include "ToolSupport/ToolSupport.h"
#include "Util/ArraySize.h"

/// The options with a value that is not an integer.
static const char *const kTextFlags[] = {
    "config", "quant",           "dtype", "kv-dtype",
    "logits", "expert-exchange", "random"};

static const TcGenIntegerOption *integerOption(const char *name) {
  const TcGenIntegerOption *option;
  for (size_t i = 0; (option = tcGenGetIntegerOption(i)); ++i)
    if (!strcmp(name, option->flag))
      return option;
  return NULL;
}

/// Whether `arg` is `--name` of an option that takes a value.
static bool takesValue(const char *arg) {
  if (strncmp(arg, "--", 2) != 0)
    return false;
  for (size_t f = 0; f < TC_ARRAY_SIZE(kTextFlags); ++f)
    if (!strcmp(arg + 2, kTextFlags[f]))
      return true;
  return integerOption(arg + 2) != NULL;
}

/// An integer as tc-gen reads it (decimal, within int64).
static bool parseInteger(const char *text, int64_t *value) {
  char *end;
  errno = 0;
  long long parsed = strtoll(text, &end, 10);
  if (!*text || *end || errno)
    return false;
  *value = parsed;
  return true;
}

/// `--name=value` (or the two-word form, joined by the caller) of an
/// integer option.
static bool readInteger(const TcGenIntegerOption *option, const char *value,
                        TcModelOptions *options, TcStringBuffer *error) {
  int64_t parsed;
  if (!parseInteger(value, &parsed) ||
      !tcGenIntegerOptionAllows(option, parsed)) {
    tcGenFailInteger(option, value, error);
    return false;
  }
  *(int64_t *)((char *)options + option->field) = parsed;
  return true;
}

/// A yes-or-no option spelt as one of two words.
static bool readChoice(const char *flag, const char *value, const char *yes,
                       const char *no, TcModelChoice *choice,
                       TcStringBuffer *error) {
  if (strcmp(value, yes) && strcmp(value, no)) {
    tcBufferAppendFormat(error, "unknown value in '--%s=%s' (%s, %s)", flag,
                         value, no, yes);
    return false;
  }
  *choice = strcmp(value, yes) ? TC_MODEL_CHOICE_NO : TC_MODEL_CHOICE_YES;
  return true;
}

/// `--random=SEED`: a positive seed, checked as the integer options are (its
/// field is unsigned, so it is set here, not through `field`).
static bool readSeed(const char *value, TcModelOptions *options,
                     TcStringBuffer *error) {
  static const TcGenIntegerOption kSeed = {"random", 0, false};
  int64_t seed;
  if (!parseInteger(value, &seed) || !tcGenIntegerOptionAllows(&kSeed, seed)) {
    tcGenFailInteger(&kSeed, value, error);
    return false;
  }
  options->randomSeed = (uint64_t)seed;
  return true;
}

/// An option with a value that is not an integer.
static bool readText(const char *name, const char *value,
                     TcModelOptions *options, TcStringBuffer *error) {
  if (!strcmp(name, "logits"))
    return readChoice(name, value, "all", "last", &options->allLogits, error);
  if (!strcmp(name, "expert-exchange"))
    return readChoice(name, value, "all-to-all", "all-reduce",
                      &options->allToAll, error);
  if (!strcmp(name, "random"))
    return readSeed(value, options, error);
  if (!strcmp(name, "quant") && tcGenCheckQuantName(value, error))
    return false;
  if (!strcmp(name, "dtype") && tcGenCheckDtype(value, error))
    return false;
  if (!strcmp(name, "kv-dtype") && tcGenCheckKvDtype(value, error))
    return false;
  const char **field = !strcmp(name, "config")  ? &options->config
                       : !strcmp(name, "quant") ? &options->quant
                       : !strcmp(name, "dtype") ? &options->dtype
                                                : &options->kvDtype;
  *field = value;
  return true;
}

/// A switch: `--name` alone.
static bool readSwitch(const char *arg, TcModelOptions *options) {
  static const struct {
    const char *flag;
    size_t field;
  } kBools[] = {{"--tiny", offsetof(TcModelOptions, tiny)},
                {"--decode", offsetof(TcModelOptions, decode)},
                {"--qkv-bias", offsetof(TcModelOptions, qkvBias)},
                {"--strict", offsetof(TcModelOptions, strict)},
                {"--mtp-draft", offsetof(TcModelOptions, mtpDraft)}};
  for (size_t i = 0; i < TC_ARRAY_SIZE(kBools); ++i)
    if (!strcmp(arg, kBools[i].flag)) {
      *(bool *)((char *)options + kBools[i].field) = true;
      return true;
    }
  bool markers = !strcmp(arg, "--markers"),
       topk = !strcmp(arg, "--norm-topk-prob");
  if (markers || !strcmp(arg, "--no-markers"))
    options->markers = markers ? TC_MODEL_CHOICE_YES : TC_MODEL_CHOICE_NO;
  else if (topk || !strcmp(arg, "--no-norm-topk-prob"))
    options->normTopkProb = topk ? TC_MODEL_CHOICE_YES : TC_MODEL_CHOICE_NO;
  else
    return false;
  return true;
}

/// One flag; `value` is the next argument when `arg` is `--name` of an
/// option with a value (the caller then skips it), else NULL.
static bool readFlag(const char *arg, const char *value,
                     TcModelOptions *options, TcStringBuffer *error) {
  char name[64];
  const char *equals = strchr(arg, '=');
  if (!value && equals && strncmp(arg, "--", 2) == 0 &&
      (size_t)(equals - arg) < sizeof name) {
    snprintf(name, sizeof name, "--%.*s", (int)(equals - arg - 2), arg + 2);
    if (takesValue(name))
      return readFlag(name, equals + 1, options, error);
  }
  if (value) {
    const TcGenIntegerOption *integer = integerOption(arg + 2);
    return integer ? readInteger(integer, value, options, error)
                   : readText(arg + 2, value, options, error);
  }
  if (readSwitch(arg, options))
    return true;
  tcBufferAppendFormat(error,
                       takesValue(arg) ? "'%s' needs a value ('--name=value' "
                                         "or '--name value')"
                                       : "unknown option '%s'",
                       arg);
  return false;
}

bool tcToolParseModelFlags(int numFlags, const char *const *flags,
                           TcModelOptions *options, TcStringBuffer *error) {
  *options = tcModelOptionsGetDefault();
  for (int i = 0; i < numFlags; ++i) {
    const char *arg = flags[i] ? flags[i] : "";
    const char *value =
        takesValue(arg) && i + 1 < numFlags && flags[i + 1] ? flags[++i] : NULL;
    if (!readFlag(arg, value, options, error))
      return false;
  }
  return true;
}

const char *tcToolGetQuantName(size_t index) { return tcGenGetQuantName(index); }

void tcToolAppendQuantNames(TcStringBuffer *out) { tcGenAppendQuantNames(out); }
