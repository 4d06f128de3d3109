#!/usr/bin/env python3
"""What each fusion buys: step time and kernels before and after each pass.

For each model and layout below (tc-gen from the bundled configs, layers as
region markers, the reference simulator's passes first: tc-lift-combine-quant,
tc-merge-linear), adds the fusion passes one at a time in tc-pipeline's order
and reports, per stage, the kernels a step launches and its time from
tc-cost-report on the device of the row, with what the stage saved. The
published end-to-end ranges of vLLM's docs/design/fusions.md stand beside
them (end to end, not per step: a step is most of a decode request's time).
Writes bench/fusions.md.

  python3 bench/fusions.py [--build DIR]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

BASE = ["tc-lift-combine-quant", "tc-merge-linear"]
STAGES = [
    ("reference passes (engine=none)", None, ""),
    ("+ tc-fuse-norm-quant", "tc-fuse-norm-quant", "1-4%"),
    ("+ tc-fuse-act-quant", "tc-fuse-act-quant", "1-4%"),
    ("+ tc-fuse-allreduce-norm", "tc-fuse-allreduce-norm", "5-20%"),
    ("+ tc-fuse-qk-norm-rope", "tc-fuse-qk-norm-rope", "2-3%"),
    ("+ tc-fuse-attn-quant", "tc-fuse-attn-quant", "3-7%"),
]

# (label, config, tc-gen flags, device)
CASES = [
    ("Llama-3.1-70B FP8, TP 4, decode 32 x 2,048", "llama3_1_70b",
     "--quant=fp8 --world-size=4 --decode --context=2048 --batch=32", "h100"),
    ("Llama-3.1-70B FP8, TP 4, prefill 4 x 1,000", "llama3_1_70b",
     "--quant=fp8 --world-size=4 --seq=1000 --batch=4", "h100"),
    ("Llama-3.1-70B FP8, TP 8, decode 64 x 1,000", "llama3_1_70b",
     "--quant=fp8 --world-size=8 --decode --context=1000 --batch=64", "h200"),
    ("Llama-3.1-8B bf16, TP 1, decode 64 x 1,000", "llama3_1_8b",
     "--world-size=1 --decode --context=1000 --batch=64", "h100"),
    ("Llama-3.1-8B int8 (static), TP 2, decode 64 x 1,000", "llama3_1_8b",
     "--quant=int8 --world-size=2 --decode --context=1000 --batch=64", "h100"),
    ("Qwen3-32B FP8, TP 8, decode 32 x 2,048", "qwen3_dense_32b",
     "--quant=fp8 --world-size=8 --decode --context=2048 --batch=32", "h100"),
    ("Qwen3-8B NVFP4, TP 2, decode 64 x 1,000", "qwen3_dense_8b",
     "--quant=nvfp4 --world-size=2 --decode --context=1000 --batch=64", "b200"),
    ("DeepSeek-V3 fp8-block, TP 8 EP 8, decode 64 x 2,048", "deepseek_v3",
     "--world-size=8 --expert-parallel=8 --decode --context=2048 --batch=64", "h200"),
]


def run(cmd, stdin=None):
    result = subprocess.run(cmd, input=stdin, capture_output=True)
    if result.returncode != 0:
        sys.exit("bench: %s failed:\n%s" % (" ".join(cmd), result.stderr.decode()))
    return result.stdout


def cost(tools, program, passes, device):
    out = run([os.path.join(tools, "tc-opt"), "-", "-o", "/dev/null"] +
              ["--" + name for name in passes] +
              ["--tc-cost-report=device=%s format=json out=-" % device], program)
    total = json.loads(out)["total"]
    return total["kernels"], total["step_time_us"] / 1e3


def measure(root, tools):
    rows = []
    for label, config, flags, device in CASES:
        program = run([os.path.join(tools, "tc-gen"),
                       "--config=" + os.path.join(root, "examples", "models",
                                                  config + ".json")] +
                      flags.split())
        passes, stages = list(BASE), []
        for name, fusion, published in STAGES:
            if fusion:
                passes.append(fusion)
            kernels, ms = cost(tools, program, passes, device)
            stages.append((name, kernels, ms, published))
        rows.append((label, device, stages))
    return rows


def report(rows):
    lines = ["# What each fusion buys", "",
             "`python3 bench/fusions.py`: per model and layout, one rank's step "
             "(tc-gen, layers as region markers) after the reference passes, then "
             "each fusion pass added in tc-pipeline's order; kernels launched and "
             "the step's time from tc-cost-report on the row's device, with what "
             "each stage saved. vLLM's published end-to-end gains "
             "(docs/design/fusions.md) beside them: theirs are whole requests on "
             "their kernels, these one step on the calibrated TensorRT-LLM kernels.",
             ""]
    for label, device, stages in rows:
        lines += ["## %s (%s)" % (label, device), "",
                  "| stage | kernels | step ms | saved kernels | saved us | saved % | vLLM E2E |",
                  "|---|---:|---:|---:|---:|---:|---|"]
        previous = None
        for name, kernels, ms, published in stages:
            if previous is None:
                lines.append("| %s | %d | %.3f | | | | |" % (name, kernels, ms))
            else:
                saved = previous[1] - ms
                lines.append("| %s | %d | %.3f | %d | %.1f | %.2f%% | %s |" % (
                    name, kernels, ms, previous[0] - kernels, saved * 1e3,
                    100 * saved / previous[1], published))
            previous = (kernels, ms)
        first, last = stages[0], stages[-1]
        lines += ["", "All five: %d -> %d kernels, %.3f -> %.3f ms (%.1f%% shorter)."
                  % (first[1], last[1], first[2], last[2],
                     100 * (first[2] - last[2]) / first[2]), ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default="build")
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    tools = os.path.join(os.path.abspath(args.build), "bin")
    text = report(measure(root, tools))
    with open(os.path.join(root, "bench", "fusions.md"), "w") as out:
        out.write(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
