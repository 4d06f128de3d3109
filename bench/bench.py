#!/usr/bin/env python3
"""tensor_cast benchmark: what each pass costs next to reading and writing the IR.

Generates decoder stacks with tc-gen (markers off: every layer written out) at
about 10k, 100k and 1M ops, runs tc-opt on each with --mlir-timing, and writes
bench/report.md and bench/report.png with, for every pass and the default
pipeline: the pass's time, its ratio to parse+verify+print of the same module
(tc-opt with no pass), peak memory, and the scaling exponent between sizes.
It also times mlir-opt --irdl-file parsing and printing the same file (the
floor no pass can beat) and checks that threaded runs over many functions give
byte-identical output.

Each pass is timed twice: as users run it (the pass manager verifies the IR
after every pass, and that verification is part of the pass's line in
--mlir-timing), and with --verify-each=false, which leaves the pass's own
work (including the tensor_cast semantic check it runs on its output). The
targets are judged on the pass's own time; the report shows both.

The passes' own times are taken once more with tcmalloc (Debian's
libtcmalloc-minimal4, preloaded) when it is installed: after MLIR parses a
million ops, glibc's malloc holds over a million freed chunks that it sorts
lazily on later calls, so the first pass that creates ops pays for the
parser's frees. tcmalloc has no such deferred work; its exponents show how the
passes themselves scale.

  bench/run.sh [--quick] [--build DIR] [--repeat N]

The report ends with "What each pass buys" (bench/cost.py): tc-cost-report's
kernels, FLOPs, bytes, communication and time per token before and after each
pass on the bundled real models.

Wall times are the best of --repeat runs (default 3, 2 at 1M ops); the floors
(tc-opt and mlir-opt alternately) of 2 * repeat - 1 below 1M ops and of at
least 3 at 1M ops (the floor is the figure the report is judged on).
"""
import argparse
import glob
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import cost

OPS_PER_LAYER = 37  # tc-gen --no-markers --quant=int8-dynamic at its default shapes

PASSES = [
    ("tc-lift-combine-quant", ["--tc-lift-combine-quant"], "TcLiftCombineQuant"),
    ("tc-merge-linear", ["--tc-merge-linear"], "TcMergeLinear"),
    ("tc-sequence-parallel", ["--tc-sequence-parallel"], "TcSequenceParallel"),
    ("tc-split-cat-linear", ["--tc-split-cat-linear"], "TcSplitCatLinear"),
    # The fusions, each timed alone on the program the reference passes left
    # (their patterns are there only once the quantizes are lifted).
    ("tc-fuse-norm-quant", ["--tc-lift-combine-quant", "--tc-merge-linear",
                            "--tc-fuse-norm-quant"], "TcFuseNormQuant"),
    ("tc-fuse-act-quant", ["--tc-lift-combine-quant", "--tc-merge-linear",
                           "--tc-fuse-act-quant"], "TcFuseActQuant"),
    ("tc-fuse-allreduce-norm", ["--tc-lift-combine-quant", "--tc-merge-linear",
                                "--tc-fuse-allreduce-norm"], "TcFuseAllReduceNorm"),
    ("tc-fuse-qk-norm-rope", ["--tc-fuse-qk-norm-rope"], "TcFuseQkNormRope"),
    ("tc-fuse-attn-quant", ["--tc-lift-combine-quant", "--tc-fuse-attn-quant"],
     "TcFuseAttnQuant"),
    ("tc-pipeline", ["--tc-pipeline"], "'func.func' Pipeline"),
    ("tc-pipeline (SP on)", ["--tc-pipeline=sequence-parallel=true"], "'func.func' Pipeline"),
]

# The share target is per pass; a pipeline is judged on its share per pass.
# The pipeline's passes: the reference simulator's two (three with SP), then
# TensorRT-LLM's five fusions.
PIPELINE_PASSES = {"tc-pipeline": 7, "tc-pipeline (SP on)": 8}


def run(command, stdout=subprocess.DEVNULL, env=None):
    """Runs `command`; returns (wall seconds, peak RSS in MiB, stderr text)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=stdout, stderr=subprocess.PIPE, env=env)
    stderr = process.stderr.read().decode(errors="replace")
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit("bench: %s failed:\n%s" % (" ".join(command), stderr[-2000:]))
    return wall, usage.ru_maxrss / 1024.0, stderr


def best_of(repeat, command):
    runs = [run(command) for _ in range(repeat)]
    wall = min(r[0] for r in runs)
    return wall, max(r[1] for r in runs), runs[0][2]


def best_of_pair(repeat, first, second):
    """best_of for two commands run alternately, so that a slow spell of the
    machine (this VM drifts by 10-20% over minutes) weighs on both alike."""
    runs = [(run(first), run(second)) for _ in range(repeat)]
    best = []
    for which in range(2):
        wall = min(r[which][0] for r in runs)
        best.append((wall, max(r[which][1] for r in runs), runs[0][which][2]))
    return best


def best_pass_time(repeat, command, timer, env=None):
    """The best of `repeat` runs of `timer`'s line in `command`'s --mlir-timing
    report, in seconds, and the peak RSS of those runs in MiB."""
    runs = [run(command, env=env) for _ in range(repeat)]
    return min(pipeline_time(r[2], timer) for r in runs), max(r[1] for r in runs)


def pipeline_time(report, timer):
    """`timer`'s line; for the func.func nest, without tc-opt's own TcVerify
    (the check it runs after every pipeline), which is not the pipeline's."""
    time_of_line = timing_of(report, timer)
    if timer == "'func.func' Pipeline":
        time_of_line -= timing_of(report, "TcVerify")
    return time_of_line


def timing_of(report, name):
    """The wall time of `name` in an --mlir-timing report, in seconds."""
    for line in report.splitlines():
        match = re.match(r"\s*([0-9.]+) \(\s*[0-9.]+%\)\s+(.*\S)\s*$", line)
        if match and match.group(2) == name:
            return float(match.group(1))
    sys.exit("bench: no '%s' in the timing report:\n%s" % (name, report))


def count_ops(path):
    with open(path) as f:
        return sum(1 for line in f if line.startswith("  %") or line.startswith("  return"))


def page_fault_microseconds():
    """What touching fresh memory costs here: one write per 4 KiB page of a
    new 256 MiB mapping, per page. (A pass's private arrays are fresh memory.)"""
    import mmap
    size, page = 256 << 20, 4096
    area = mmap.mmap(-1, size)
    start = time.perf_counter()
    for offset in range(0, size, page):
        area[offset] = 1
    touched = time.perf_counter() - start
    start = time.perf_counter()
    for offset in range(0, size, page):
        area[offset] = 2
    warm = time.perf_counter() - start
    area.close()
    return max(touched - warm, 0.0) / (size // page) * 1e6


def find_tcmalloc():
    """Debian's tcmalloc (package libtcmalloc-minimal4), or None."""
    found = sorted(glob.glob("/usr/lib/*/libtcmalloc_minimal.so.4"))
    return found[0] if found else None


def generate(tools, layers, path, quant="int8-dynamic"):
    subprocess.run([tools["tc-gen"], "--no-markers", "--layers=%d" % layers,
                    "--quant=%s" % quant, "-o", path], check=True)
    return count_ops(path)


def slope(xs, ys):
    return [math.log(ys[i + 1] / ys[i]) / math.log(xs[i + 1] / xs[i])
            if ys[i] > 0 and ys[i + 1] > 0 else float("nan")
            for i in range(len(xs) - 1)]


def check_threading(tools, workdir, layers, count):
    """Many functions, threaded and not: the outputs must be byte-identical."""
    path = os.path.join(workdir, "many.mlir")
    with open(path, "w") as out:
        for i in range(count):
            single = os.path.join(workdir, "one.mlir")
            subprocess.run([tools["tc-gen"], "--no-markers", "--layers=%d" % layers,
                            "--quant=int8-dynamic", "--random=%d" % (i + 1), "-o", single],
                           check=True)
            out.write(open(single).read().replace("@decoder(", "@decoder_%d(" % i))
    results = []
    for flags in ([], ["--mlir-disable-threading"]):
        target = os.path.join(workdir, "out%d.mlir" % len(results))
        run([tools["tc-opt"], "--tc-pipeline=sequence-parallel=true", path, "-o", target] + flags)
        results.append(open(target, "rb").read())
    return count, results[0] == results[1]


def plot(path, sizes, series, floor):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(8, 5.5))
    ax.loglog(sizes, floor["tc-opt"], "k-o", label="tc-opt parse+verify+print")
    ax.loglog(sizes, floor["mlir-opt"], "k--s", label="mlir-opt --irdl-file parse+print")
    for name, times in series.items():
        ax.loglog(sizes, [max(t, 1e-5) for t in times], "-o", label=name)
    ax.set_xlabel("ops in the module")
    ax.set_ylabel("seconds (wall)")
    ax.set_title("tensor_cast passes vs. reading and writing the IR")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", default="build", help="the build directory (default: build)")
    parser.add_argument("--quick", action="store_true", help="about 5k and 20k ops, one run each")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    args = parser.parse_args()

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    tools = {name: os.path.join(args.build, "bin", name) for name in ("tc-gen", "tc-opt", "tc-plan")}
    tools["mlir-opt"] = "/usr/lib/llvm-22/bin/mlir-opt"
    irdl = os.path.join(root, "dialect", "tensor_cast.irdl.mlir")
    targets = [5_000, 20_000] if args.quick else [10_000, 100_000, 1_000_000]

    sizes, floor, memory = [], {"tc-opt": [], "mlir-opt": []}, {"parse": []}
    bytecode = {"tc-opt": [], "mlir-opt": []}  # bytecode in, bytecode out
    reverify = {"tc-opt": [], "mlir-opt": []}  # MLIR's verifier after a changing pass
    series = {name: [] for name, _, _ in PASSES}
    verified = {name: [] for name, _, _ in PASSES}  # with --verify-each (default)
    tcmalloc = find_tcmalloc()
    other = {name: [] for name, _, _ in PASSES}  # own time with tcmalloc
    other_env = dict(os.environ, LD_PRELOAD=tcmalloc) if tcmalloc else None
    for name, _, _ in PASSES:
        memory[name] = []
    with tempfile.TemporaryDirectory() as workdir:
        # Private copies, so a rebuild during the run cannot change them.
        for name in ("tc-gen", "tc-opt", "tc-plan"):
            copy = os.path.join(workdir, name)
            shutil.copy2(tools[name], copy)
            tools[name] = copy
        for target in targets:
            path = os.path.join(workdir, "model.mlir")
            ops = generate(tools, max(1, target // OPS_PER_LAYER), path)
            sizes.append(ops)
            repeat = 1 if args.quick else min(2, args.repeat) if ops > 500_000 else args.repeat
            print("== %d ops (%.0f MB)" % (ops, os.path.getsize(path) / 1e6), flush=True)
            # The floors are the comparison the report is judged on: more runs,
            # alternating between the tools.
            floor_repeat = max(3, repeat) if ops > 500_000 else 2 * repeat - 1
            (wall, rss, _), (other_wall, _, _) = best_of_pair(
                floor_repeat, [tools["tc-opt"], path, "-o", os.devnull],
                [tools["mlir-opt"], "--irdl-file=" + irdl, path, "-o", os.devnull])
            floor["tc-opt"].append(wall)
            memory["parse"].append(rss)
            floor["mlir-opt"].append(other_wall)
            wall = other_wall
            print("   parse+verify+print: tc-opt %.3fs (%.0f MiB), mlir-opt %.3fs"
                  % (floor["tc-opt"][-1], rss, wall), flush=True)
            encoded = os.path.join(workdir, "model.mlirbc")
            run([tools["tc-opt"], path, "--emit-bytecode", "-o", encoded])
            ours, theirs = best_of_pair(
                floor_repeat, [tools["tc-opt"], encoded, "--emit-bytecode", "-o", os.devnull],
                [tools["mlir-opt"], "--irdl-file=" + irdl, encoded, "--emit-bytecode",
                 "-o", os.devnull])
            bytecode["tc-opt"].append(ours[0])
            bytecode["mlir-opt"].append(theirs[0])
            print("   bytecode in and out: tc-opt %.3fs, mlir-opt %.3fs"
                  % (bytecode["tc-opt"][-1], bytecode["mlir-opt"][-1]), flush=True)
            for name, flags, timer in PASSES:
                command = [tools["tc-opt"], "--mlir-timing", path, "-o", os.devnull] + flags
                own = command + ["--verify-each=false"]
                own_time, own_rss = best_pass_time(repeat, own, timer)
                verified_time, verified_rss = best_pass_time(repeat, command, timer)
                series[name].append(own_time)
                verified[name].append(verified_time)
                memory[name].append(max(own_rss, verified_rss))
                if tcmalloc:
                    other[name].append(best_pass_time(repeat, own, timer, other_env)[0])
                print("   %-22s %.4fs own, %.4fs with the verifier  %.1f%% / %.1f%% of "
                      "parse+verify+print  %.0f MiB"
                      % (name, series[name][-1], verified[name][-1],
                         100 * series[name][-1] / floor["tc-opt"][-1],
                         100 * verified[name][-1] / floor["tc-opt"][-1], memory[name][-1]),
                      flush=True)
            # MLIR's verification after a pass that changed the IR, in each
            # tool: --strip-debuginfo changes only locations, so its line
            # with the verifier less its line without is that verification.
            for tool in ("tc-opt", "mlir-opt"):
                strip = [tools[tool], "--mlir-timing", "--strip-debuginfo", path, "-o",
                         os.devnull] + (["--irdl-file=" + irdl] if tool == "mlir-opt" else [])
                alone = best_pass_time(repeat, strip + ["--verify-each=false"], "StripDebugInfo")[0]
                checked = best_pass_time(repeat, strip, "StripDebugInfo")[0]
                reverify[tool].append(max(0.0, checked - alone))
            print("   MLIR's re-verification: tc-opt %.4fs, mlir-opt %.4fs"
                  % (reverify["tc-opt"][-1], reverify["mlir-opt"][-1]), flush=True)
        functions, identical = check_threading(tools, workdir, 20 if args.quick else 200, 16)
        print("== real models", flush=True)
        models = bench_models(root, tools, workdir, 1 if args.quick else args.repeat)
        models += bench_planner(root, tools, workdir, 1 if args.quick else args.repeat)
    fault = page_fault_microseconds()

    write_report(args, sizes, series, verified, floor, memory, functions, identical, fault,
                 other if tcmalloc else None, bytecode, models, reverify)
    try:
        plot(os.path.join(args.out, "report.png"), sizes, series, floor)
    except ImportError:
        print("bench: matplotlib is missing (bench/run.sh installs python3-matplotlib); no plot")
    # What each pass buys, from tc-cost-report: its own section of the report.
    cost.run(root, {name: os.path.join(args.build, "bin", name) for name in ("tc-gen", "tc-opt")},
             args.out)


# Real models at full size, every layer written out, tensor parallelism 8;
# the MoE model with every expert's columns split over the ranks and with
# whole experts per rank.
MODELS = [
    ("Qwen3-32B", "examples/models/qwen3_dense_32b.json", []),
    ("Llama-3.1-70B (shape)", "examples/models/llama3_1_70b.json", []),
    ("Qwen3-30B-A3B (128 experts)", "examples/models/qwen3_moe_30b_a3b.json", []),
    ("Qwen3-30B-A3B, expert-parallel 8", "examples/models/qwen3_moe_30b_a3b.json",
     ["--expert-parallel=8"]),
]
MODES = [
    ("prefill 4096", ["--seq=4096"]),
    ("decode 32k x 8", ["--decode", "--context=32768", "--batch=8"]),
]


# tc-plan sweeps on 8 GPUs: every layout each model allows, nine batch sizes,
# bf16 and fp8 (issue target: at least 50 points per second for the dense
# model on a 2-core machine).
PLAN_SWEEPS = [
    ("Llama-3.1-70B (shape)", "examples/models/llama3_1_70b.json"),
    ("Qwen3-235B-A22B (shape, 128 experts)", "examples/models/qwen3_moe_235b_a22b.json"),
]
PLAN_FLAGS = ["--gpus=8", "--isl=1024", "--osl=1024", "--batch=1,2,4,8,16,32,64,128,256",
              "--quant=none,fp8", "--format=json", "--no-progress"]


def bench_planner(root, tools, workdir, repeat):
    """Points per second of tc-plan sweeps: generation, the pipeline and the
    cost analysis of every point, in one process."""
    lines = ["", "## Planner sweeps", "",
             "`tc-plan --config=CONFIG %s` (wall seconds, best of %d): every point builds its "
             "decode step (and each layout its prefill) with the library's generator, runs the "
             "default pipeline and the cost analysis in memory." % (" ".join(PLAN_FLAGS[:5]),
                                                                   repeat), "",
             "| model | layouts | points | seconds | points per second | best point |",
             "|---|---:|---:|---:|---:|---|"]
    for label, config in PLAN_SWEEPS:
        path = os.path.join(workdir, "plan.json")
        command = [tools["tc-plan"], "--config=" + os.path.join(root, config)] + PLAN_FLAGS
        seconds = None
        for _ in range(repeat):
            start = time.perf_counter()
            with open(path, "w") as out:
                subprocess.run(command, stdout=out, check=True)
            elapsed = time.perf_counter() - start
            seconds = elapsed if seconds is None else min(seconds, elapsed)
        plan = json.load(open(path))
        points = len(plan["points"])
        layouts = len({(p["tp"], p["ep"], p.get("expert_exchange"), p["sequence_parallel"],
                        p["quant"]) for p in plan["points"]})
        best = plan["best"]
        described = ("TP %d, EP %d%s, %s, batch %d: %.0f tok/s/GPU" % (
            best["tp"], best["ep"],
            " (%s)" % best["expert_exchange"] if best.get("expert_exchange") else "",
            best["quant"], best["batch"], best["tokens_per_s_per_gpu"]) if best else "none")
        lines.append("| %s | %d | %d | %.2f | %.0f | %s |" % (
            label, layouts, points, seconds, points / seconds, described))
        print("   %s: %d points in %.2fs" % (label, points, seconds), flush=True)
    return lines


def bench_models(root, tools, workdir, repeat):
    """Generation, parse+verify+print and the pipelines on real models."""
    lines = ["", "## Real models", "",
             "`tc-gen --config=CONFIG --world-size=8 --no-markers` (every layer written out, "
             "rank 0 of TP 8), then `tc-opt` on the file: parse+verify+print, the default "
             "pipeline and the pipeline with sequence parallelism (wall seconds, best of %d, "
             "default verification)." % repeat, "",
             "| model | step | ops | MB | tc-gen | parse+verify+print | tc-pipeline | "
             "tc-pipeline (SP on) |",
             "|---|---|---:|---:|---:|---:|---:|---:|"]
    for label, config, model_flags in MODELS:
        for mode, flags in MODES:
            path = os.path.join(workdir, "real.mlir")
            generate_command = [tools["tc-gen"], "--config=" + os.path.join(root, config),
                                "--world-size=8", "--no-markers", "-o", path] + model_flags + flags
            gen = best_of(repeat, generate_command)[0]
            ops = count_ops(path)
            floor = best_of(repeat, [tools["tc-opt"], path, "-o", os.devnull])[0]
            pipeline = best_of(repeat, [tools["tc-opt"], "--tc-pipeline", path,
                                        "-o", os.devnull])[0]
            sequence = best_of(repeat, [tools["tc-opt"], "--tc-pipeline=sequence-parallel=true",
                                        path, "-o", os.devnull])[0]
            lines.append("| %s | %s | %d | %.1f | %.3f | %.3f | %.3f | %.3f |" % (
                label, mode, ops, os.path.getsize(path) / 1e6, gen, floor, pipeline, sequence))
            print("   %s, %s: %d ops, tc-gen %.3fs, floor %.3fs, pipeline %.3fs, SP %.3fs"
                  % (label, mode, ops, gen, floor, pipeline, sequence), flush=True)
    return lines


def write_report(args, sizes, series, verified, floor, memory, functions, identical, fault,
                 other, bytecode, models, reverify):
    last = len(sizes) - 1
    lines = ["# tensor_cast benchmark", "",
             "Produced by `bench/run.sh%s` on %s (%s, %d cores). Models: `tc-gen --no-markers "
             "--quant=int8-dynamic --layers=N` (about %d ops per layer). Times are wall seconds, "
             "the best of %d run(s) (2 at most at 1M ops); a pass's time is its own line in "
             "`--mlir-timing` with `--verify-each=false` (the pass's own work); \"with verifier\" "
             "is the same line in a default run, where it also holds MLIR's verification of the "
             "whole function after the pass when the pass changed it. The floor is "
             "`tc-opt FILE -o /dev/null` (parse, MLIR's verifier with each op's rules, the "
             "tc-verify walk of the rules that span ops, print); the floors and the bytecode "
             "times are the best of %d runs below 1M ops and of %d at 1M ops, with tc-opt and mlir-opt run "
             "alternately so that a slow spell of the machine weighs on both." % (
                 " --quick" if args.quick else "", time.strftime("%Y-%m-%d"), os.uname().nodename,
                 os.cpu_count(), OPS_PER_LAYER, args.repeat, 2 * args.repeat - 1,
                 max(3, args.repeat)), "",
             "| ops | tc-opt parse+verify+print | mlir-opt --irdl-file parse+print | tc-opt / mlir-opt | peak MiB (parse) | bytecode in and out: tc-opt | mlir-opt | ratio |",
             "|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for i, ops in enumerate(sizes):
        lines.append("| %d | %.3f | %.3f | %.2f | %.0f | %.3f | %.3f | %.2f |" % (
            ops, floor["tc-opt"][i], floor["mlir-opt"][i],
            floor["tc-opt"][i] / floor["mlir-opt"][i], memory["parse"][i],
            bytecode["tc-opt"][i], bytecode["mlir-opt"][i],
            bytecode["tc-opt"][i] / bytecode["mlir-opt"][i]))
    lines += ["", "Scaling exponents of the floors themselves: tc-opt %s, mlir-opt %s." % (
        ", ".join("%.2f" % e for e in slope(sizes, floor["tc-opt"])),
        ", ".join("%.2f" % e for e in slope(sizes, floor["mlir-opt"])))]
    lines += ["", "| pass | " + " | ".join("time at %d ops" % s for s in sizes)
              + " | share of parse+verify+print at %d | share of mlir-opt floor | scaling exponent(s) "
              "| with verifier at %d: time, share | peak MiB / parse |" % (sizes[last], sizes[last]),
              "|---|" + "---:|" * (len(sizes) + 5)]
    verdicts = []
    for name, times in series.items():
        share = times[last] / floor["tc-opt"][last]
        share_mlir = times[last] / floor["mlir-opt"][last]
        exponents = slope(sizes, times)
        mem_ratio = memory[name][last] / memory["parse"][last]
        lines.append("| %s | %s | %.1f%% | %.1f%% | %s | %.3f, %.1f%% | %.2f |" % (
            name, " | ".join("%.4f" % t for t in times), 100 * share, 100 * share_mlir,
            ", ".join("%.2f" % e for e in exponents), verified[name][last],
            100 * verified[name][last] / floor["tc-opt"][last], mem_ratio))
        per_pass = share / PIPELINE_PASSES.get(name, 1)
        verdicts.append((name, per_pass <= 0.10, exponents, mem_ratio <= 1.3))
    lines += ["", "Targets (issue 7), on the pass's own time: share at most 10%% per pass (the "
              "pipelines run %s passes), every exponent at most 1.1, peak memory at most 1.3x "
              "parsing alone." % " and ".join(str(n) for n in sorted(set(PIPELINE_PASSES.values()))),
              ""]
    for name, share_ok, exponents, mem_ok in verdicts:
        exp_ok = max(exponents) <= 1.1
        misses = [what for what, ok in (("share", share_ok), ("exponent", exp_ok),
                                        ("memory", mem_ok)) if not ok]
        verdict = "all targets met" if not misses else "misses " + ", ".join(misses)
        if other and not exp_ok:
            own = slope(sizes, other[name])
            verdict += " with glibc's malloc (%s); with tcmalloc the exponents are %s%s" % (
                ", ".join("%.2f" % e for e in exponents), ", ".join("%.2f" % e for e in own),
                " (met)" if max(own) <= 1.1 else " (missed there too)")
        lines.append("- %s: %s" % (name, verdict))
    lines += ["", "MLIR's verification of the whole function after a pass that changed the IR "
              "(in every \"with verifier\" figure of a pass that changes it), measured as "
              "`--strip-debuginfo`, which changes only locations, with and without `--verify-each`: "
              + "; ".join("at %d ops tc-opt %.4f s (%.1f%% of its floor), mlir-opt --irdl-file "
                          "%.4f s (%.1f%% of its)" % (
                              ops, reverify["tc-opt"][i], 100 * reverify["tc-opt"][i]
                              / floor["tc-opt"][i], reverify["mlir-opt"][i],
                              100 * reverify["mlir-opt"][i] / floor["mlir-opt"][i])
                          for i, ops in enumerate(sizes) if i > 0 or len(sizes) == 1)
              + ". A pass that changes the IR adds at least this much to a default run, in either "
              "tool; the passes' own times are the judged figures."]
    lines += ["", "Fresh memory on this machine: %.1f us per 4 KiB page touched for the first "
              "time (a pass's private arrays, and every op MLIR allocates, pay it)." % fault]
    lines += ["", "Threaded vs. `--mlir-disable-threading` on %d functions through "
              "`tc-pipeline{sequence-parallel=true}`: %s." % (
                  functions, "byte-identical output" if identical else "OUTPUTS DIFFER"),
              ""]
    allocator = []
    if other:
        allocator += ["", "## The same passes with tcmalloc", "",
                      "Own time (`--verify-each=false`) with Debian's tcmalloc preloaded "
                      "(`LD_PRELOAD=libtcmalloc_minimal.so.4`). After MLIR parses a million ops, "
                      "glibc's malloc holds over a million chunks the parser freed in its unsorted "
                      "bin and sorts them lazily, up to 10,000 per call, whenever a call misses its "
                      "caches; the first pass that creates ops in bulk pays for the parser's frees. "
                      "tcmalloc defers no such work, so these exponents show how the passes "
                      "themselves scale.", "",
                      "| pass | " + " | ".join("time at %d ops" % s for s in sizes)
                      + " | scaling exponent(s) | glibc / tcmalloc at %d |" % sizes[last],
                      "|---|" + "---:|" * (len(sizes) + 2)]
        for name, times in other.items():
            allocator.append("| %s | %s | %s | %.2f |" % (
                name, " | ".join("%.4f" % t for t in times),
                ", ".join("%.2f" % e for e in slope(sizes, times)),
                series[name][last] / times[last]))
    else:
        allocator += ["", "(tcmalloc is not installed: no allocator comparison; bench/run.sh "
                      "installs libtcmalloc-minimal4 when run as root.)"]
    lines += models + allocator + ["", "![time against ops](report.png)", ""]
    with open(os.path.join(args.out, "report.md"), "w") as f:
        f.write("\n".join(lines))
    print("\n".join(lines))
    if not identical:
        sys.exit(1)


if __name__ == "__main__":
    main()
