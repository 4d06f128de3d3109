#!/usr/bin/env python3
"""tc-fuzz: structure-aware mutation fuzzing of tc-opt, the passes and tc-run.

Each case takes a seed program (the lit inputs, the examples, `tc-gen
--random` models, tiny DeepSeek models from the test configs), applies one to three mutations that know MLIR's text
(dims, element types, operands dropped/duplicated/swapped, sharded
arguments, attribute values, op names, truncation, random bytes, deep
nesting, lines) and runs it:

  tc-opt MUTANT                       must exit 0, or 1 with file:line:col
  tc-run MUTANT                       the same
  tc-opt --PASS MUTANT (3 of them)    on a mutant that verifies: must succeed,
                                      print IR that re-parses, be the same
                                      without threads, and compute what the
                                      mutant computes (tc-run --compare)

Findings are classified (crash, hang, unlocated-error, pass-failure,
no-reparse, inexact, nondeterministic), deduplicated, shrunk line by line to a
small reproducer and written to OUT/findings/. The campaign is deterministic
for a given --seed and number of cases, whatever --jobs is.

  utils/fuzz.py --bin build/bin --cases 200 --seed 1             # smoke run
  utils/fuzz.py --bin build-asan/bin --seconds 3600 --jobs 2     # a long run

Exits 1 when there are findings, 0 otherwise; the summary (runs, findings by
class) is printed and written to OUT/summary.json.
"""

import argparse
import hashlib
import json
import multiprocessing
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CLASSES = ["crash", "hang", "unlocated-error", "accepted-invalid",
           "pass-failure", "no-reparse", "inexact", "nondeterministic"]
# What mlir-opt does as badly without our plugin is MLIR's, not ours: counted
# apart, never a finding.
UPSTREAM = "upstream"

# Pass configurations and how tc-run --compare judges them: "exact", a
# number of ulps, or "unchecked". tc-split-cat-linear re-associates sums: it
# is allowed as many ulps (of the output's element type, at its largest
# magnitude) as it may make parts, the tolerance its README section states.
# loose=true is documented as not exact: only crashes and validity count.
# "refusable": exact where it applies; a located error is a refusal, not a
# finding (tc-cost-report refuses what it cannot count, e.g. broken markers).
PASSES = [
    ("--tc-lift-combine-quant", "exact"),
    ("--tc-merge-linear", "exact"),
    ("--tc-merge-linear=max-merged-n=48", "exact"),
    ("--tc-merge-linear=min-group-size=3", "exact"),
    ("--tc-merge-linear=loose=true", "unchecked"),
    ("--tc-sequence-parallel", "exact"),
    ("--tc-sequence-parallel=slice-replicated=false", "exact"),
    ("--tc-sequence-parallel=sink-quantize=false", "exact"),
    ("--tc-split-cat-linear", 3),
    ("--tc-split-cat-linear=max-parts=8 min-piece-width=1 max-total-width=100000",
     8),
    ("--tc-fuse-norm-quant", "exact"),
    ("--tc-fuse-act-quant", "exact"),
    ("--tc-fuse-allreduce-norm", "exact"),
    ("--tc-fuse-qk-norm-rope", "exact"),
    ("--tc-fuse-attn-quant", "exact"),
    ("--tc-pipeline", "exact"),
    ("--tc-pipeline=engine=vllm", "exact"),
    ("--tc-pipeline=engine=none", "exact"),
    ("--tc-pipeline=sequence-parallel=true", "exact"),
    ("--tc-verify", "exact"),
    ("--tc-cost-report=out=/dev/null", "refusable"),
    ("--tc-cost-report=format=trace out=/dev/null device=ascend910b", "refusable"),
]

# Pipelines for mlir-opt with the plugin, where the passes see IR that only
# IRDL has verified (mlir-opt knows nothing of the semantic verifier).
PLUGIN_PASSES = ["tc-lift-combine-quant", "tc-merge-linear",
                 "tc-sequence-parallel", "tc-split-cat-linear",
                 "tc-fuse-norm-quant", "tc-fuse-act-quant",
                 "tc-fuse-allreduce-norm", "tc-fuse-qk-norm-rope",
                 "tc-fuse-attn-quant",
                 "tc-pipeline{sequence-parallel=true}", "tc-verify",
                 "tc-cost-report{out=/dev/null}"]
IRDL_FILE = os.path.join(ROOT, "dialect", "tensor_cast.irdl.mlir")

LOCATED = re.compile(rb"^[^\s:][^:\n]*:\d+:\d+: error: ", re.M)
SANITIZER = re.compile(rb"ERROR: (Address|Leak|Memory|Thread)Sanitizer|"
                       rb"runtime error:|Stack dump:|PLEASE submit a bug report|"
                       rb"Assertion .* failed|terminate called|Aborted")

INTERESTING_DIMS = ["0", "1", "2", "3", "5", "7", "8", "16", "31", "64", "127",
                    "1024", "?", "2147483648", "4294967297",
                    "4611686018427387904", "9223372036854775807"]
SMALL_DIMS = ["1", "2", "3", "4", "6", "8", "12", "16", "24", "32", "48", "64",
              "96", "128"]
ELEMENT_TYPES = ["f16", "bf16", "f32", "f64", "i1", "i4", "i8", "i32", "i64",
                 "index", "f8E4M3FN", "f8E5M2", "f4E2M1FN", "f8E8M0FNU",
                 "complex<f32>"]
INTERESTING_INTS = ["0", "1", "-1", "2", "-2", "3", "7", "-3", "64", "1024",
                    "2147483647", "-2147483648", "9223372036854775807",
                    "-9223372036854775808"]
TC_OPS = ["linear", "quant_linear", "quantize", "dynamic_quantize_symmetric",
          "dynamic_quantize_asymmetric", "dynamic_quantize_mxfp4",
          "dynamic_quantize_nvfp4", "view",
          "rms_norm", "add_rms_norm", "add_rms_norm2", "all_reduce",
          "reduce_scatter", "all_gather", "all_slice", "region_begin",
          "region_end", "copy_region"]

TENSOR_TYPE = re.compile(r"tensor<((?:[0-9?]+x)*)([A-Za-z][A-Za-z0-9]*)>")
GENERIC_OP = re.compile(r'"(tensor_cast\.\w+|tensor\.\w+|arith\.\w+)"\(([^()]*)\)')
SSA_USE = re.compile(r"%[A-Za-z_0-9]+(?:#\d+)?")
INT_ATTR = re.compile(r"(\b\w+ = )(-?\d+)( : i(?:64|32))")
ARRAY_ATTR = re.compile(r"array<i64(?:: ([-0-9, ]*))?>")
FLOAT_ATTR = re.compile(r"(\beps = )([-0-9.eE+]+)( : f32)")
ATTR_ENTRY = re.compile(r"(\b\w+ = [^,{}]+?)(, |\})")
FUNC_ARG = re.compile(r"(%\w+: tensor<[^>]*>)( \{tensor_cast\.sharded\})?")
TC_OP_NAME = re.compile(r"tensor_cast\.(\w+)")


# ---------------------------------------------------------------------------
# Mutations: each takes (rng, text, corpus) and returns new text (or the same
# text when it finds nothing to change).
# ---------------------------------------------------------------------------

def pick_match(rng, pattern, text):
    matches = list(pattern.finditer(text))
    return rng.choice(matches) if matches else None


def replace_span(text, start, end, new):
    return text[:start] + new + text[end:]


def mutate_dim(rng, text, corpus):
    m = pick_match(rng, TENSOR_TYPE, text)
    if not m or not m.group(1):
        return text
    dims = m.group(1)[:-1].split("x")
    dims[rng.randrange(len(dims))] = rng.choice(INTERESTING_DIMS)
    new = "tensor<" + "x".join(dims) + "x" + m.group(2) + ">"
    return replace_span(text, m.start(), m.end(), new)


def mutate_dim_everywhere(rng, text, corpus):
    """The same dim value changed in every type: keeps shapes consistent."""
    values = sorted({d for m in TENSOR_TYPE.finditer(text)
                     for d in m.group(1)[:-1].split("x") if d and d != "?"})
    if not values:
        return text
    old, new = rng.choice(values), rng.choice(SMALL_DIMS)

    def fix(m):
        dims = [new if d == old else d for d in m.group(1)[:-1].split("x")]
        return "tensor<" + "".join(d + "x" for d in dims) + m.group(2) + ">"
    return TENSOR_TYPE.sub(fix, text)


def mutate_element_type(rng, text, corpus):
    m = pick_match(rng, TENSOR_TYPE, text)
    if not m:
        return text
    if rng.random() < 0.5:  # one type
        new = "tensor<" + m.group(1) + rng.choice(ELEMENT_TYPES) + ">"
        return replace_span(text, m.start(), m.end(), new)
    old, new = m.group(2), rng.choice(ELEMENT_TYPES)  # everywhere
    return TENSOR_TYPE.sub(lambda t: "tensor<" + t.group(1) +
                           (new if t.group(2) == old else t.group(2)) + ">", text)


def split_operands(text):
    return [o.strip() for o in text.split(",")] if text.strip() else []


def mutate_operands(rng, text, corpus):
    """Drops, duplicates or swaps an operand of a generic op (types too,
    half of the time, so that some mutants still parse)."""
    m = pick_match(rng, GENERIC_OP, text)
    if not m:
        return text
    operands = split_operands(m.group(2))
    kind = rng.choice(["drop", "dup", "swap"])
    if kind == "swap":
        uses = SSA_USE.findall(text[:m.start()])
        if not operands or not uses:
            return text
        operands[rng.randrange(len(operands))] = rng.choice(uses)
        return replace_span(text, m.start(2), m.end(2), ", ".join(operands))
    if not operands:
        return text
    i = rng.randrange(len(operands))
    if kind == "drop":
        del operands[i]
    else:
        operands.insert(i, operands[i])
    out = replace_span(text, m.start(2), m.end(2), ", ".join(operands))
    if rng.random() < 0.5:  # the type list right after, ": (t, t) ->"
        rest = out[m.start():]
        t = re.search(r"\) : \(([^()]*)\) ->", rest)
        if t:
            types = split_operands(t.group(1))
            if i < len(types):
                if kind == "drop":
                    del types[i]
                else:
                    types.insert(i, types[i])
                start = m.start() + t.start(1)
                out = replace_span(out, start, m.start() + t.end(1),
                                   ", ".join(types))
    return out


ARG_DEF = re.compile(r"(%\w+): (tensor<[^>]*>)")
RESULT_DEF = re.compile(r"(?m)^\s*(%\w+) = .*(?:->|:) (tensor<[^>]*>)\s*$")


def mutate_swap_same_type(rng, text, corpus):
    """Replaces an operand of a generic op with another value of its type
    defined earlier in the same function: the mutant usually still
    verifies, but computes something else (e.g. a norm weight that now
    comes from a sharded argument)."""
    m = pick_match(rng, GENERIC_OP, text)
    if not m:
        return text
    line_end = text.find("\n", m.end())
    types = re.search(r"\) : \(([^()]*)\) ->", text[m.start():line_end])
    operands = split_operands(m.group(2))
    if not types or not operands:
        return text
    types = split_operands(types.group(1))
    i = rng.randrange(len(operands))
    if i >= len(types):
        return text
    function_start = text.rfind("func.func", 0, m.start())
    scope = text[max(function_start, 0):m.start()]
    same = [d.group(1) for pattern in (ARG_DEF, RESULT_DEF)
            for d in pattern.finditer(scope)
            if d.group(2) == types[i] and d.group(1) != operands[i]]
    if not same:
        return text
    operands[i] = rng.choice(same)
    return replace_span(text, m.start(2), m.end(2), ", ".join(operands))


def mutate_sharded(rng, text, corpus):
    m = pick_match(rng, FUNC_ARG, text)
    if not m:
        return text
    new = m.group(1) + ("" if m.group(2) else " {tensor_cast.sharded}")
    return replace_span(text, m.start(), m.end(), new)


def mutate_int_attr(rng, text, corpus):
    if rng.random() < 0.5:
        m = pick_match(rng, INT_ATTR, text)
        if m:
            return replace_span(text, m.start(2), m.end(2),
                                rng.choice(INTERESTING_INTS))
    m = pick_match(rng, ARRAY_ATTR, text)
    if not m:
        return text
    items = split_operands(m.group(1) or "")
    kind = rng.choice(["drop", "dup", "change", "grow"])
    if kind == "drop" and items:
        del items[rng.randrange(len(items))]
    elif kind == "dup" and items:
        items.append(rng.choice(items))
    elif kind == "change" and items:
        items[rng.randrange(len(items))] = rng.choice(INTERESTING_INTS)
    else:
        items = [str(i) for i in range(rng.choice([1, 3, 4, 8, 1000]))]
    new = "array<i64: " + ", ".join(items) + ">" if items else "array<i64>"
    return replace_span(text, m.start(), m.end(), new)


def mutate_float_attr(rng, text, corpus):
    m = pick_match(rng, FLOAT_ATTR, text)
    if not m:
        return text
    if rng.random() < 0.3:
        return replace_span(text, m.start(3), m.end(3),
                            rng.choice([" : f64", " : f16", " : i64"]))
    value = rng.choice(["0.0", "-1.0", "1.0e+38", "1.0e-45", "3.4e38", "1.0"])
    return replace_span(text, m.start(2), m.end(2), value)


def mutate_remove_attr(rng, text, corpus):
    m = pick_match(rng, ATTR_ENTRY, text)
    if not m:
        return text
    return replace_span(text, m.start(1), m.end(2),
                        "}" if m.group(2) == "}" else "")


def mutate_op_name(rng, text, corpus):
    m = pick_match(rng, TC_OP_NAME, text)
    if not m:
        return text
    return replace_span(text, m.start(1), m.end(1), rng.choice(TC_OPS))


def mutate_unquote(rng, text, corpus):
    """A generic op written as custom syntax: its name unquoted, with or
    without the parentheses around its operands."""
    m = pick_match(rng, GENERIC_OP, text)
    if not m:
        return text
    operands = m.group(2) if rng.random() < 0.5 else "(" + m.group(2) + ")"
    return replace_span(text, m.start(), m.end(), m.group(1) + " " + operands)


def mutate_truncate(rng, text, corpus):
    return text[:rng.randrange(len(text) + 1)] if text else text


def mutate_bytes(rng, text, corpus):
    junk = "".join(chr(rng.choice([0, 1, 0x7f, 0xff, 0x1234, ord("{"), ord("}"),
                                   ord("\""), ord("%"), ord("<"), ord(">")] +
                                  list(range(32, 127))))
                   for _ in range(rng.randint(1, 8)))
    at = rng.randrange(len(text) + 1)
    cut = rng.randint(0, 4)
    return text[:at] + junk + text[at + cut:]


def mutate_nesting(rng, text, corpus):
    depth = rng.choice([10, 500, 1999, 2000, 2001, 5000, 20000])
    if rng.random() < 0.5:
        return "module {" * depth + text + "}" * depth
    m = pick_match(rng, re.compile(r"\{(tensor_cast\.sharded|eps|dim|id)"),
                   text)
    attr = "{deep = " + "[" * depth + "]" * depth + ", "
    if not m:
        return text
    return replace_span(text, m.start(), m.start() + 1, attr)


def mutate_lines(rng, text, corpus):
    lines = text.split("\n")
    if len(lines) < 2:
        return text
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    kind = rng.choice(["delete", "duplicate", "swap", "move"])
    if kind == "delete":
        del lines[i]
    elif kind == "duplicate":
        lines.insert(j, lines[i])
    elif kind == "swap":
        lines[i], lines[j] = lines[j], lines[i]
    else:
        lines.insert(j, lines.pop(i))
    return "\n".join(lines)


def mutate_splice(rng, text, corpus):
    other = rng.choice(corpus)
    funcs = re.findall(r"(?ms)^func\.func .*?^\}", other)
    return text + "\n" + rng.choice(funcs) + "\n" if funcs else text


MUTATIONS = [
    (mutate_dim, 6), (mutate_dim_everywhere, 6), (mutate_element_type, 5),
    (mutate_operands, 5), (mutate_swap_same_type, 10), (mutate_sharded, 12), (mutate_int_attr, 6),
    (mutate_float_attr, 2), (mutate_remove_attr, 3), (mutate_op_name, 3),
    (mutate_unquote, 2),
    (mutate_truncate, 2), (mutate_bytes, 3), (mutate_nesting, 1),
    (mutate_lines, 5), (mutate_splice, 2),
]


def mutate(rng, text, corpus):
    names = []
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        function = rng.choices([m for m, _ in MUTATIONS],
                               weights=[w for _, w in MUTATIONS])[0]
        text = function(rng, text, corpus)
        names.append(function.__name__[len("mutate_"):])
    return text, names


# ---------------------------------------------------------------------------
# Running the tools and classifying what they do.
# ---------------------------------------------------------------------------

class Runner:
    def __init__(self, bin_dir, timeout, plugin=None):
        self.bin = bin_dir
        self.timeout = timeout
        self.plugin = plugin  # (mlir-opt, TensorCastPlugin.so, extra env)
        self.processes = 0

    def run(self, tool, args, stdin=None, extra_env=None):
        """Returns (status, stdout, stderr); status is the exit code, or
        'hang' after the timeout. `tool` is one of ours, or a path."""
        self.processes += 1
        env = dict(os.environ)
        env.setdefault("ASAN_OPTIONS", "detect_leaks=1:abort_on_error=1")
        env.setdefault("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1")
        env.update(extra_env or {})
        try:
            p = subprocess.run([os.path.join(self.bin, tool)] + args,
                               input=stdin, capture_output=True,
                               timeout=self.timeout, env=env)
            return p.returncode, p.stdout, p.stderr
        except subprocess.TimeoutExpired as e:
            return "hang", e.stdout or b"", e.stderr or b""


def classify_tool(status, err):
    """The finding class of a run that should exit 0 or 1 with a location."""
    if status == "hang":
        return "hang"
    if status not in (0, 1) or SANITIZER.search(err):
        return "crash"
    if status == 1 and not LOCATED.search(err):
        return "unlocated-error"
    return None


def check_case(runner, path, text, configs=None):
    """Runs every check on the program at `path` (the pass configurations
    `configs`, or three drawn from the text); returns a list of (class,
    step, stderr) findings and whether the program verified."""
    findings = []
    status, out, err = runner.run("tc-opt", [path])
    cls = classify_tool(status, err)
    if cls:
        findings.append((cls, "tc-opt", err))
    valid = status == 0
    status, _, err = runner.run("tc-run", [path])
    cls = classify_tool(status, err)
    if cls:
        findings.append((cls, "tc-run", err))
    elif valid and status == 1 and b"(run tc-verify)" in err:
        # tc-run's kernels found operands that do not fit, in a program the
        # verifier let through.
        findings.append(("accepted-invalid", "tc-run", err))
    runs = status == 0
    if configs and configs[0][0].startswith("mlir-opt "):  # shrinking one
        return findings + check_plugin(runner, path, text, configs[0][0][9:]), valid
    if runner.plugin and configs is None:
        findings += check_plugin(runner, path, text)
    if not valid:
        return findings, False
    if configs is None:
        rng = random.Random(hashlib.sha256(text.encode("utf-8", "replace")).digest())
        configs = rng.sample(PASSES, 3)
        if "all_reduce" in text and not any("sequence" in f for f, _ in configs):
            # Collectives are where a rewrite can mix the ranks' values up.
            configs[0] = rng.choice([p for p in PASSES if "sequence" in p[0]])
    for flag, mode in configs:
        findings += check_pass(runner, path, text, flag, mode, runs)
    return findings, True


def check_plugin(runner, path, text, pipeline=None):
    """mlir-opt with the plugin and one tensor_cast pass, on any mutant: the
    pass must not crash on IR only IRDL has checked. What plain mlir-opt
    --irdl-file does the same way is MLIR's own (class UPSTREAM)."""
    mlir_opt, plugin, env = runner.plugin
    if pipeline is None:
        rng = random.Random(hashlib.sha256(b"plugin" + text.encode(
            "utf-8", "replace")).digest())
        pipeline = rng.choice(PLUGIN_PASSES)
    step = "mlir-opt " + pipeline
    # tc-cost-report runs on the module; the others on each function.
    anchored = pipeline if pipeline.startswith("tc-cost-report") else f"func.func({pipeline})"
    status, _, err = runner.run(
        mlir_opt, [f"--load-pass-plugin={plugin}", f"--load-dialect-plugin={plugin}",
                   f"--pass-pipeline=builtin.module({anchored})",
                   path, "-o", os.devnull], extra_env=env)
    cls = classify_tool(status, err)
    if not cls:
        return []
    plain, _, plain_err = runner.run(mlir_opt, [f"--irdl-file={IRDL_FILE}", path,
                                                "-o", os.devnull])
    if classify_tool(plain, plain_err) == cls:
        return [(UPSTREAM, "mlir-opt " + cls, plain_err)]
    return [(cls, step, err)]


def check_pass(runner, path, text, flag, mode, runs):
    step = "tc-opt " + flag
    status, out, err = runner.run("tc-opt", [flag, path])
    cls = classify_tool(status, err)
    if cls:
        return [(cls, step, err)]
    if status != 0:
        return [] if mode == "refusable" else [("pass-failure", step, err)]
    result = path + ".out.mlir"
    with open(result, "wb") as f:
        f.write(out)
    status, _, err = runner.run("tc-opt", [result])
    if status != 0:
        return [("no-reparse" if classify_tool(status, err) is None
                 else classify_tool(status, err), step + " | tc-opt", err)]
    status, again, err = runner.run("tc-opt", [flag, "--mlir-disable-threading", path])
    if status != 0 or again != out:
        return [("nondeterministic", step + " --mlir-disable-threading",
                 err or b"output differs")]
    if not runs or mode == "unchecked":
        return []
    args = ["--compare", path, result]
    if mode not in ("exact", "refusable"):
        args.insert(0, f"--ulps={mode}")
    status, out, err = runner.run("tc-run", args)
    if status == 1 and re.search(rb"^FAIL: ", out, re.M):
        return [("inexact", step + " | tc-run --compare", out + err)]
    cls = classify_tool(status, err)
    if cls:
        return [(cls, step + " | tc-run --compare", err)]
    return []


def signature(cls, step, err):
    """What makes two findings the same bug: class, step and the first
    error or crash line, with numbers and names blurred."""
    lines = [l for l in err.decode("utf-8", "replace").splitlines()
             if "error" in l or "ERROR" in l or "runtime error" in l or
             "MISMATCH" in l]
    first = lines[0] if lines else ""
    first = re.sub(r"^[^:]*:\d+:\d+: ", "", first)
    first = re.sub(r"'[^']*'|\d+|%\w+|@\w+", "_", first)
    # The tool and pass, without option values, and the stage after it.
    tool = re.match(r"[\w-]+(?: --[\w-]+| [\w-]+)?", step).group(0)
    stage = step.split(" | ")[1] if " | " in step else ""
    return f"{cls}|{tool}|{stage}|{first[:120]}"


# ---------------------------------------------------------------------------
# Shrinking.
# ---------------------------------------------------------------------------

def configs_of_step(step):
    """The pass configuration a finding's step ran (none for a plain tc-opt
    or tc-run), so that shrinking re-runs that one."""
    if step.startswith("mlir-opt "):
        return [(step, None)]
    flags = [p for p in PASSES if step.startswith("tc-opt " + p[0])]
    return [max(flags, key=lambda p: len(p[0]))] if flags else []


def shrink(runner, text, wanted, step, work, budget):
    """Removes chunks of lines (halving the chunk size) while the mutant still
    has the finding `wanted` (its signature) at `step`; at most `budget`
    checks."""
    configs = configs_of_step(step)
    lines = text.split("\n")
    path = os.path.join(work, "shrink.mlir")
    chunk = max(1, len(lines) // 2)
    while chunk >= 1 and budget > 0:
        i, changed = 0, False
        while i < len(lines) and budget > 0:
            candidate = lines[:i] + lines[i + chunk:]
            with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write("\n".join(candidate))
            budget -= 1
            found = {signature(*f) for f in
                     check_case(runner, path, "\n".join(candidate), configs)[0]}
            if wanted in found:
                lines, changed = candidate, True
            else:
                i += chunk
        if not changed:
            chunk //= 2
    return "\n".join(lines)


# ---------------------------------------------------------------------------
# The campaign.
# ---------------------------------------------------------------------------

def load_corpus(bin_dir, num_random):
    texts = []
    for base in ("test", "examples"):
        for dirpath, _, files in os.walk(os.path.join(ROOT, base)):
            # Full-size models: tc-run refuses them (--max-gflop), and a
            # mutant that shrinks one just under the bound would run for
            # minutes under ASan. tc-gen --random models have their structure.
            if os.path.relpath(dirpath, ROOT) == os.path.join("examples", "models"):
                continue
            for name in sorted(files):
                if name.endswith(".mlir"):
                    with open(os.path.join(dirpath, name), encoding="utf-8",
                              errors="replace") as f:
                        for chunk in re.split(r"(?m)^// -----\s*$", f.read()):
                            if "func.func" in chunk:
                                texts.append(chunk)
    for seed in range(1, num_random + 1):
        p = subprocess.run([os.path.join(bin_dir, "tc-gen"), f"--random={seed}"],
                           capture_output=True, text=True)
        if p.returncode == 0:
            texts.append(p.stdout)
    # --random draws the families without a config; DeepSeek's (multi-head
    # latent attention, its routing) come from the test configs, tiny.
    configs = os.path.join(ROOT, "test", "Run", "Inputs", "configs")
    for config, flags in (("deepseek_v3_small.json", ["--world-size=2", "--expert-parallel=2"]),
                          ("deepseek_v3_small.json", ["--decode", "--context=3", "--world-size=2"]),
                          ("deepseek_v2_groups.json", ["--world-size=2", "--quant=fp8"])):
        p = subprocess.run([os.path.join(bin_dir, "tc-gen"), "--config=" + os.path.join(configs, config),
                            "--tiny", "--layers=2", "--dtype=f32"] + flags,
                           capture_output=True, text=True)
        if p.returncode == 0:
            texts.append(p.stdout)
    return sorted(set(texts))


WORKER = {}


def init_worker(bin_dir, timeout, plugin, corpus, seed, work_root):
    WORKER["runner"] = Runner(bin_dir, timeout, plugin)
    WORKER["corpus"] = corpus
    WORKER["seed"] = seed
    WORKER["work"] = tempfile.mkdtemp(prefix="case-", dir=work_root)


def run_case(index):
    rng = random.Random(f"{WORKER['seed']}:{index}")
    corpus = WORKER["corpus"]
    text, names = mutate(rng, rng.choice(corpus), corpus)
    path = os.path.join(WORKER["work"], "mutant.mlir")
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(text)
    runner = WORKER["runner"]
    before = runner.processes
    findings, valid = check_case(runner, path, text)
    return index, names, text, findings, valid, runner.processes - before


def plugin_setup(args, bin_dir):
    """(mlir-opt, a copy of the plugin, environment) or None. A sanitized
    plugin needs the sanitizer runtime preloaded into mlir-opt."""
    plugin = args.plugin or os.path.join(args.bin, "..", "lib",
                                         "TensorCastPlugin.so")
    if args.plugin == "none" or not os.path.exists(plugin):
        return None
    copy = os.path.join(bin_dir, "TensorCastPlugin.so")
    shutil.copy2(plugin, copy)
    env = {}
    libraries = subprocess.run(["ldd", copy], capture_output=True, text=True).stdout
    if "libasan" in libraries:
        runtime = subprocess.run(["cc", "-print-file-name=libasan.so"],
                                 capture_output=True, text=True).stdout.strip()
        env = {"LD_PRELOAD": runtime, "ASAN_OPTIONS": "detect_leaks=0"}
    return (args.mlir_opt, copy, env)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", required=True, help="tc-opt, tc-run, tc-gen")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", type=int, default=0,
                        help="mutants to run (default: until --seconds)")
    parser.add_argument("--seconds", type=float, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--random-models", type=int, default=20,
                        help="tc-gen --random models in the corpus")
    parser.add_argument("--shrink-budget", type=int, default=150)
    parser.add_argument("--out", default="fuzz-out")
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--plugin", default="",
                        help="TensorCastPlugin.so (default: BIN/../lib/; "
                             "'none' to skip the mlir-opt runs)")
    args = parser.parse_args()
    if not args.cases and not args.seconds:
        parser.error("give --cases or --seconds")
    work_root = tempfile.mkdtemp(prefix="tc-fuzz-")
    # The campaign runs copies: a rebuild of --bin while it runs would
    # otherwise make tools vanish under it.
    bin_dir = os.path.join(work_root, "bin")
    os.makedirs(bin_dir)
    for tool in ("tc-opt", "tc-run", "tc-gen"):
        shutil.copy2(os.path.join(args.bin, tool), bin_dir)
    plugin = plugin_setup(args, bin_dir)
    corpus = load_corpus(bin_dir, args.random_models)
    os.makedirs(args.out, exist_ok=True)
    start = time.time()
    mutants, verified, processes, findings = 0, 0, 0, {}
    counts = {cls: 0 for cls in CLASSES}
    upstream = {}
    pool = multiprocessing.Pool(args.jobs, init_worker,
                                (bin_dir, args.timeout, plugin, corpus,
                                 args.seed, work_root))
    limit = args.cases or 10 ** 9
    try:
        for index, names, text, found, valid, used in pool.imap(
                run_case, range(limit), chunksize=1):
            mutants += 1
            verified += valid
            processes += used
            for cls, step, err in found:
                key = signature(cls, step, err)
                if cls == UPSTREAM:
                    upstream.setdefault(key, (index, text))
                    continue
                counts[cls] += 1
                if key not in findings:
                    findings[key] = (index, names, text, cls, step, err)
                    print(f"[{mutants}] {cls}: {step}: {key}", flush=True)
            if mutants % 500 == 0:
                print(f"... {mutants} mutants ({verified} verified), "
                      f"{processes} runs, {time.time() - start:.0f} s, "
                      f"{len(findings)} distinct findings", flush=True)
            if args.seconds and time.time() - start > args.seconds:
                break
    finally:
        pool.terminate()
    runner = Runner(bin_dir, args.timeout, plugin)
    shrink_dir = tempfile.mkdtemp(prefix="shrink-", dir=work_root)
    reports = []
    for n, (key, (index, names, text, cls, step, err)) in enumerate(sorted(findings.items())):
        small = shrink(runner, text, key, step, shrink_dir, args.shrink_budget)
        folder = os.path.join(args.out, "findings", f"{n:03d}-{cls}")
        os.makedirs(folder, exist_ok=True)
        for name, data in (("input.mlir", text), ("shrunk.mlir", small)):
            with open(os.path.join(folder, name), "w", encoding="utf-8",
                      errors="surrogateescape") as f:
                f.write(data)
        with open(os.path.join(folder, "finding.txt"), "wb") as f:
            f.write(f"class: {cls}\nstep: {step}\ncase: {index} "
                    f"(seed {args.seed}), mutations: {', '.join(names)}\n"
                    f"signature: {key}\n\n".encode() + err[-4000:])
        reports.append({"class": cls, "step": step, "case": index,
                        "signature": key, "folder": folder,
                        "shrunk_lines": small.count("\n") + 1})
    for n, (key, (index, text)) in enumerate(sorted(upstream.items())):
        folder = os.path.join(args.out, "upstream", f"{n:03d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "input.mlir"), "w", encoding="utf-8",
                  errors="surrogateescape") as f:
            f.write(text)
        with open(os.path.join(folder, "finding.txt"), "w") as f:
            f.write(f"signature: {key}\ncase: {index} (seed {args.seed})\n")
    shutil.rmtree(work_root, ignore_errors=True)
    summary = {"seed": args.seed, "mutants": mutants, "verified": verified,
               "runs": processes, "seconds": round(time.time() - start, 1),
               "findings_by_class": counts,
               "distinct_findings": len(findings), "findings": reports,
               "upstream": [{"signature": k, "case": v[0]}
                            for k, v in sorted(upstream.items())]}
    with open(os.path.join(args.out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=2)
    print(f"{mutants} mutants ({verified} verified), {processes} runs in "
          f"{summary['seconds']} s; "
          f"findings by class: " +
          ", ".join(f"{c} {counts[c]}" for c in CLASSES) +
          f"; {len(findings)} distinct; {len(upstream)} MLIR's own "
          "(mlir-opt without the plugin does the same)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
