#!/usr/bin/env python3
"""What each pass buys: tc-cost-report before and after every pass.

For every bundled real model (examples/models/*.mlir, rank 0 of tensor
parallelism 8, layers as region markers) and Qwen3-8B quantized by tc-gen
(static int8, whose quantize tc-sequence-parallel moves before the gather,
and per-token int8, whose quantizes tc-lift-combine-quant combines), runs
the default pipeline's passes one at a time, in upstream's order, with
sequence parallelism on, and reports per stage: kernels, FLOPs, bytes,
communication bytes and estimated time per token on one device preset, with
the change from the stage before. Writes the "What each pass buys" section of
bench/report.md (replacing it in place) and bench/report-cost.png.

  python3 bench/cost.py [--build DIR] [--device h100|ascend910b|FILE]

bench/bench.py runs this too, so a full benchmark report always carries it.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

STAGES = [
    ("as written", []),
    ("+ tc-lift-combine-quant", ["tc-lift-combine-quant"]),
    ("+ tc-sequence-parallel", ["tc-lift-combine-quant", "tc-sequence-parallel"]),
    ("+ tc-merge-linear", ["tc-lift-combine-quant", "tc-sequence-parallel", "tc-merge-linear"]),
]

BEGIN, END = "<!-- cost report: bench/cost.py -->", "<!-- end of cost report -->"


def models(root, tools, workdir):
    """(label, path, tokens per step) of every model to cost."""
    found = []
    for path in sorted(glob.glob(os.path.join(root, "examples", "models", "*.mlir"))):
        found.append((os.path.basename(path)[:-len(".mlir")], path))
    for scheme in ("int8", "int8-dynamic"):
        label = "qwen3_dense_8b.tp8.%s.prefill" % scheme
        quantized = os.path.join(workdir, label + ".mlir")
        subprocess.run([tools["tc-gen"], "--config=" + os.path.join(
            root, "examples", "models", "qwen3_dense_8b.json"), "--world-size=8",
            "--seq=4096", "--quant=" + scheme, "-o", quantized], check=True)
        found.append((label + " (tc-gen)", quantized))
    result = []
    for label, path in found:
        with open(path) as f:
            match = re.search(r"%ids: tensor<(\d+)x(\d+)xi\d+>", f.read())
        result.append((label, path, int(match.group(1)) * int(match.group(2))))
    return result


def cost(tools, path, passes, device, out):
    pipeline = "builtin.module(%s%stc-cost-report{device=%s out=%s})" % (
        "func.func(%s)," % ",".join(passes) if passes else "", "", device, out)
    subprocess.run([tools["tc-opt"], path, "--pass-pipeline=" + pipeline, "-o", os.devnull],
                   check=True)
    with open(out) as f:
        return json.load(f)["total"]


def change(new, old):
    if old == new:
        return "="
    if old == 0:
        return "new"
    return "%+.1f%%" % (100.0 * (new - old) / old)


def measure(tools, device, workdir, root):
    rows = []
    for label, path, tokens in models(root, tools, workdir):
        totals = [cost(tools, path, passes, device, os.path.join(workdir, "cost.json"))
                  for _, passes in STAGES]
        rows.append((label, tokens, totals))
        print("   %s: %s" % (label, ", ".join("%.1f us/token" % (t["time_us"] / tokens)
                                               for t in totals)), flush=True)
    return rows


def section(rows, device):
    lines = [BEGIN, "", "## What each pass buys", "",
             "`tc-opt MODEL --pass-pipeline='builtin.module(func.func(PASSES),tc-cost-report"
             "{device=%s})'` on rank 0 of each bundled real model (`examples/models`, tensor "
             "parallelism 8) and on Qwen3-8B quantized by tc-gen (static and per-token int8), the default pipeline's passes "
             "added one at a time in its order with sequence parallelism on. Totals are one "
             "rank's step (the cost model in docs/cost-report.md); time per token is the "
             "step's estimated time over the tokens it consumes; each change is against the "
             "stage above. Produced by `python3 bench/cost.py` (also run by `bench/run.sh`)."
             % device, "",
             "| model | tokens | stage | kernels | GFLOP | GB moved | comm MB | us per token | "
             "change in time |",
             "|---|---:|---|---:|---:|---:|---:|---:|---:|"]
    for label, tokens, totals in rows:
        for i, ((stage, _), total) in enumerate(zip(STAGES, totals)):
            previous = totals[i - 1] if i else None
            lines.append("| %s | %s | %s | %d%s | %.1f | %.3f%s | %.2f%s | %.2f | %s |" % (
                label if i == 0 else "", tokens if i == 0 else "", stage, total["kernels"],
                "" if not previous else " (%s)" % change(total["kernels"], previous["kernels"]),
                total["flops"] / 1e9, total["bytes"] / 1e9,
                "" if not previous else " (%s)" % change(total["bytes"], previous["bytes"]),
                total["comm_bytes"] / 1e6,
                "" if not previous else " (%s)" % change(total["comm_bytes"],
                                                         previous["comm_bytes"]),
                total["time_us"] / tokens,
                "" if not previous else change(total["time_us"], previous["time_us"])))
    lines += ["", "![estimated time per token by stage](report-cost.png)", "", END]
    return lines


def plot(path, rows):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(max(10, 0.9 * len(rows)), 6))
    width = 0.8 / len(STAGES)
    for s, (stage, _) in enumerate(STAGES):
        base = [r[2][0]["time_us"] for r in rows]
        ax.bar([i + s * width for i in range(len(rows))],
               [r[2][s]["time_us"] / b for r, b in zip(rows, base)], width, label=stage)
    ax.set_xticks([i + width * (len(STAGES) - 1) / 2 for i in range(len(rows))])
    # Model names are long: slanted, so that a dozen models stay readable.
    ax.set_xticklabels([r[0].replace(".tp8.", "\n") for r in rows], fontsize=7,
                       rotation=35, ha="right")
    ax.set_ylabel("estimated step time / as written")
    ax.set_title("What each pass buys (one rank, tc-cost-report)")
    ax.set_ylim(0.5, 1.12)
    ax.legend(fontsize=8, loc="upper center", ncol=len(STAGES))
    ax.grid(True, axis="y", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def replace_section(report, lines):
    """Puts `lines` in place of the section in `report` (appended if absent)."""
    text = open(report).read() if os.path.exists(report) else ""
    block = "\n".join(lines)
    if BEGIN in text and END in text:
        text = text[:text.index(BEGIN)] + block + text[text.index(END) + len(END):]
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    with open(report, "w") as f:
        f.write(text)


def run(root, tools, out, device="h100"):
    print("== what each pass buys (tc-cost-report, device %s)" % device, flush=True)
    with tempfile.TemporaryDirectory() as workdir:
        rows = measure(tools, device, workdir, root)
    lines = section(rows, device)
    replace_section(os.path.join(out, "report.md"), lines)
    try:
        plot(os.path.join(out, "report-cost.png"), rows)
    except ImportError:
        print("bench: matplotlib is missing (bench/run.sh installs python3-matplotlib); no plot")
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", default="build")
    parser.add_argument("--device", default="h100")
    parser.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    tools = {name: os.path.join(args.build, "bin", name) for name in ("tc-gen", "tc-opt")}
    print("\n".join(run(root, tools, args.out, args.device)))


if __name__ == "__main__":
    sys.exit(main())
