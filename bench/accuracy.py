#!/usr/bin/env python3
"""How close the calibrated cost model comes to measured GPU times.

    python3 bench/accuracy.py DATA_DIR... [--bin build/bin] [--seed 7] [--out bench]

Each DATA_DIR is one GPU's measured tables (h100_sxm, h200_sxm, b200_sxm;
scripts/calibrate.py says what they are). For each GPU the script
  1. holds out a fifth of each table's shapes (whole GEMM (n, k) pairs, whole
     attention head layouts, whole MoE configurations, collective message
     sizes; MLA: each head count in turn), fits the device on the rest with
     scripts/calibrate.py, and has the C formulas (tc-kernel-time) predict
     the held-out kernels: per kernel class the median and 90th-percentile
     relative error and the bias (the median signed error; + means the model
     is slow);
  2. costs the decode steps of the folder's serving runs (tc-gen | tc-opt
     --tc-cost-report, the shipped device devices/<gpu>.json) at each run's
     batch, mean context and tensor parallelism, with their share of
     in-flight prefills (scripts/serving.py), against the measured time per
     output token;
  3. writes DIR/accuracy.md (a summary with a column per GPU, then each
     GPU's tables) and a predicted-against-measured plot per GPU,
     DIR/accuracy-<gpu>.svg (a plain SVG the script draws itself).
--reuse takes a GPU's saved results (DIR/accuracy-<gpu>.json) instead of
fitting it again; with --redo-mla their MLA lines are judged again by the
current scripts (a change to the MLA fits alone, minutes instead of an hour),
and with --redo-decode their decode attention lines (the same held-out
fifth, the decode classes alone fitted again).
"""

import argparse
import copy
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import calibrate  # noqa: E402
import serving  # noqa: E402

TARGET_MEDIAN, TARGET_P90 = 0.10, 0.25


def kernel_line(table, shape):
    """The tc-kernel-time line of a calibration sample."""
    if table == "gemm":
        cls, m, n, k, wb, q = shape
        return "gemm,%s,%d,%d,%d,%g,%d" % (cls, m, n, k, wb, q)
    if table == "attention_context":
        return "context,%s,%d,%d,%d,%d,%d,%d,%g" % shape
    if table == "attention_decode":
        return "decode,%s,%d,%d,%d,%d,%d,%d,%g,%d" % shape
    if table == "collectives":
        return "collective,%s,%d,%d" % shape
    if table == "mla_context":
        return "mla_context,%s,%d,%d,%d,%g" % (shape + (calibrate.MLA_PREFILL_HEAD_DIM,))
    if table == "mla_decode":
        return "mla_decode,%s,%d,%d,%d,%d,%d,%g" % (shape[:4] + (
            calibrate.MLA_KEY_WIDTH, calibrate.MLA_VALUE_WIDTH, shape[4]))
    if table.startswith("moe_skewed"):
        return "moe,%s,%g,%d,%d,%d,%d,%d,%d,%d,%d,%d,%g" % shape
    return "moe,%s,%g,%d,%d,%d,%d,%d,%d,%d,%d,%d" % shape[:11]


def class_of(table, shape):
    if table == "collectives":
        return "collective %s" % shape[0]
    if table == "moe":
        return "moe %s" % shape[0]
    if table == "attention_decode":
        return "decode attention %s %s" % (shape[0], calibrate.head_layout(shape[3], shape[4]))
    if table.startswith("mla"):
        return "mla %s, %s cache" % ("prefill" if table == "mla_context" else "decode", shape[0])
    return "%s %s" % (table.replace("_", " ").replace("attention context", "prefill attention"),
                      shape[0])


def classes_of(table, shape):
    """The accuracy rows a held-out sample counts in: an MoE row in its
    class and in the class's all-rows line; one the work cannot explain
    (see calibrate.moe_unexplained) in the all-rows line alone."""
    if table == "moe_unexplained":
        return [class_of("moe", shape) + ", all rows"]
    if table.startswith("moe_skewed"):
        name = class_of("moe", shape) + " skewed %g" % shape[11]
        return [name + ", all rows"] + ([name] if table == "moe_skewed" else [])
    if table == "moe":
        return [class_of(table, shape), class_of(table, shape) + ", all rows"]
    return [class_of(table, shape)]


def predict(bin_dir, device_path, lines):
    result = subprocess.run([os.path.join(bin_dir, "tc-kernel-time"), "--device=" + device_path],
                            input="\n".join(lines) + "\n", capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit("accuracy.py: tc-kernel-time failed: " + result.stderr)
    return [float(v) for v in result.stdout.split()]


def summarize(errors):
    magnitudes = sorted(abs(e) for e in errors)
    return {
        "n": len(errors),
        "median": magnitudes[len(magnitudes) // 2],
        "p90": magnitudes[min(len(magnitudes) - 1, int(len(magnitudes) * 0.9))],
        "bias": statistics.median(errors),
    }


def predict_with(bin_dir, dev, lines):
    """tc-kernel-time's predictions of `lines` on the device `dev`."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        path = f.name
    try:
        calibrate.write_device(dev, path)
        return predict(bin_dir, path, lines)
    finally:
        os.unlink(path)


def record(rows, points, table, samples, predicted):
    """Adds each sample's error to the lines it counts in (classes_of) and
    its (table, measured, predicted) point to the plot's."""
    for (shape, measured, _), p in zip(samples, predicted):
        for name in classes_of(table, shape):
            rows.setdefault(name, []).append(p / measured - 1)
        points.append(("moe" if table.startswith("moe") else "mla" if table.startswith("mla")
                       else table, measured, p))


def held_out_accuracy(data_dir, bin_dir, seed):
    """Every class on the shapes its fit did not see (fit_device's held-out
    fifth; MLA: each head count in turn, mla_count_by_count), the per-count
    MLA lines apart."""
    dev, test = calibrate.fit_device(data_dir, held_out=0.2, seed=seed)
    rows, points = {}, []
    for table, samples in test.items():
        if samples and not table.startswith("mla"):
            record(rows, points, table, samples, predict_with(bin_dir, dev, [
                kernel_line(table, s[0]) for s in samples]))
    by_count = mla_accuracy(rows, points, data_dir, bin_dir, dev, seed)
    return {name: summarize(errors) for name, errors in sorted(rows.items())}, points, by_count


def mla_accuracy(rows, points, data_dir, bin_dir, dev, seed):
    """Adds the MLA rows, each head count held out in turn
    (mla_count_by_count), to `rows` and `points` (as record does); returns
    the per-count lines."""
    by_count = {}
    for (table, cls, count), (samples, predicted) in mla_count_by_count(data_dir, bin_dir, dev, seed):
        record(rows, points, table, samples, predicted)
        by_count["%s, %d heads" % (class_of(table, samples[0][0]), count)] = summarize(
            [p / measured - 1 for (_, measured, _), p in zip(samples, predicted)])
    return by_count


def shipped_device(data_dir, gpu):
    """The GPU's shipped device (devices/<gpu>.json), its data sheet's
    figures in use, for judging a saved result's lines again."""
    calibrate.use_datasheet(calibrate.datasheet_path(data_dir))
    with open(os.path.join(ROOT, "devices", "%s.json" % gpu)) as f:
        return json.load(f)


def with_mla_redone(result, data_dir, bin_dir, seed, gpu):
    """A saved result whose MLA lines are judged again by the current
    scripts (mla_accuracy), on the shipped device: an MLA row's time reads
    only the GPU's figures and the class's MLA kernels, which each fold
    replaces, so this is what a whole run would give them."""
    dev = shipped_device(data_dir, gpu)
    rows, points = {}, []
    by_count = mla_accuracy(rows, points, data_dir, bin_dir, dev, seed)
    classes = dict((name, s) for name, s in result["classes"].items() if not name.startswith("mla "))
    classes.update((name, summarize(errors)) for name, errors in rows.items())
    return dict(result, classes=dict(sorted(classes.items())), mla_counts=by_count,
                points=[p for p in result["points"] if p[0] != "mla"] + points)


def with_decode_redone(result, data_dir, bin_dir, seed, gpu):
    """A saved result whose decode attention lines are judged again by the
    current scripts, on the shipped device: the table's held-out fifth cut
    as fit_device cuts it (split_by_shape, the same seed), each class fitted
    on the rest as fit_classes fits it, the held-out rows timed through
    tc-kernel-time on the shipped device with that section replaced (a
    decode row reads only the GPU's figures and its class)."""
    dev = shipped_device(data_dir, gpu)
    samples = calibrate.table_samples(data_dir, "attention_generation.csv",
                                      calibrate.decode_samples)
    train, test = calibrate.split_by_shape(samples, 0.2, seed, exact=False)
    classes = sorted(set(s[0][0] for s in train))
    fits = calibrate.parallel_map(calibrate._fit_one_class,
                                  [("attention_decode", cls) for cls in classes], dev=dev,
                                  train={"attention_decode": train}, seed=seed)
    fold = copy.deepcopy(dev)
    fold["attention_decode"] = dict(zip(classes, fits))
    rows, points = {}, []
    record(rows, points, "attention_decode", test, predict_with(
        bin_dir, fold, [kernel_line("attention_decode", s[0]) for s in test]))
    kept = dict((name, line) for name, line in result["classes"].items()
                if not name.startswith("decode attention "))
    kept.update((name, summarize(errors)) for name, errors in rows.items())
    return dict(result, classes=dict(sorted(kept.items())),
                points=[p for p in result["points"] if p[0] != "attention_decode"] + points)


# The MLA tables hold six head counts a rank, and MLA's kernels change with
# them (on B200 TensorRT-LLM's low-latency decode kernel up to 32 heads, in
# tiles of 8 up to 8 heads and of 16 above, and 64-head tiles beyond): one
# count drawn by the seed judged the fit at that count alone (32 on seed 7,
# the only count the low-latency kernel runs in two tiles). Each count is
# held out in turn instead, every row predicted by a fit that never saw its
# count.
MLA_TABLES = (("mla_context", "mla_context.csv", calibrate.mla_context_samples),
              ("mla_decode", "mla_generation.csv", calibrate.mla_decode_samples))


def _fit_mla_without(task):
    table, cls, count = task
    fit_class = dict((name, f) for name, f, _ in calibrate.CLASS_FITS)[table]
    train = [s for s in calibrate._FORKED["samples"][table] if s[0][3] != count]
    return fit_class(copy.deepcopy(calibrate._FORKED["dev"]), train, calibrate._FORKED["seed"], cls)


def mla_count_by_count(data_dir, bin_dir, dev, seed):
    """[((table, class, count), (held-out samples, predictions))] of every
    MLA class and head count: the class fitted without the count (as
    fit_device fits it, the low-latency decode kernel where the GPU's data
    sheet names one), the count's rows predicted through tc-kernel-time."""
    samples = dict((table, calibrate.table_samples(data_dir, name, read))
                   for table, name, read in MLA_TABLES)
    tasks = [(table, cls, count) for table, rows in samples.items()
             for cls in sorted(set(s[0][0] for s in rows))
             for count in sorted(set(s[0][3] for s in rows))]
    fits = calibrate.parallel_map(_fit_mla_without, tasks, dev=dev, samples=samples, seed=seed)
    out = []
    for (table, cls, count), fit in zip(tasks, fits):
        held = [s for s in samples[table] if s[0][0] == cls and s[0][3] == count]
        out.append(((table, cls, count), (held, predict_with(
            bin_dir, with_mla_class(dev, table, cls, fit),
            [kernel_line(table, s[0]) for s in held]))))
    return out


def with_mla_class(dev, table, cls, fit):
    """A copy of `dev` whose MLA class is `fit`, a fit's result, its decode
    low-latency kernel (if the fit has one) moved to the section fit_device
    moves it to, and the class's old one dropped."""
    fold = copy.deepcopy(dev)
    kernel = copy.deepcopy(fit)
    fold[table][cls] = kernel
    if table == "mla_decode":
        low = fold.pop("mla_decode_low_latency", {})
        low.pop(cls, None)
        if "low_latency" in kernel:
            low[cls] = kernel.pop("low_latency")
        if low:
            fold["mla_decode_low_latency"] = low
    return fold


def serving_accuracy(data_dir, bin_dir, device):
    """Every measured serving run with its predictions (scripts/serving.py)
    on the shipped device."""
    runs = serving.read_runs(data_dir)
    programs = serving.Programs(bin_dir, runs)
    return [serving.predict(run, programs, device) for run in runs]


def svg_plot(points, serving, path):
    """Log-log predicted against measured, a colour per table, y = x."""
    colours = {"gemm": "#1f77b4", "attention_context": "#ff7f0e", "attention_decode": "#2ca02c",
               "collectives": "#d62728", "moe": "#9467bd", "mla": "#8c564b",
               "serving TPOT": "#000000"}
    all_points = [(t, m, p) for t, m, p in points] + \
        [("serving TPOT", s["tpot_ms"] * 1000, s["fused_ms"] * 1000) for s in serving]
    lo, hi = 1.0, 1e6
    size, margin = 560, 60

    def xy(v):
        v = min(max(v, lo), hi)
        return margin + (math.log10(v) - math.log10(lo)) / (math.log10(hi) - math.log10(lo)) * (size - 2 * margin)

    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="11">' % (size + 170, size),
           '<rect width="100%" height="100%" fill="white"/>',
           '<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="#999"/>' % (xy(lo), size - xy(lo), xy(hi), size - xy(hi))]
    for decade in range(0, 7):
        v = 10 ** decade
        out.append('<text x="%g" y="%d" text-anchor="middle">%s</text>' % (xy(v), size - margin + 16, "1e%d" % decade))
        out.append('<text x="%d" y="%g" text-anchor="end">%s</text>' % (margin - 6, size - xy(v) + 4, "1e%d" % decade))
    out.append('<text x="%d" y="%d" text-anchor="middle">measured (us)</text>' % (size / 2, size - 20))
    out.append('<text x="16" y="%d" transform="rotate(-90 16 %d)" text-anchor="middle">predicted (us)</text>' % (size / 2, size / 2))
    step = max(1, len(all_points) // 6000)  # keep the file small
    for i, (table, measured, predicted) in enumerate(all_points):
        if table != "serving TPOT" and i % step:
            continue
        out.append('<circle cx="%.1f" cy="%.1f" r="%g" fill="%s" fill-opacity="0.35"/>' % (
            xy(measured), size - xy(predicted), 3 if table == "serving TPOT" else 1.3, colours[table]))
    for j, (table, colour) in enumerate(colours.items()):
        out.append('<rect x="%d" y="%d" width="10" height="10" fill="%s"/><text x="%d" y="%d">%s</text>' % (
            size + 10, 70 + 18 * j, colour, size + 26, 79 + 18 * j, table.replace("_", " ")))
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def gpu_of(data_dir):
    """h100_sxm -> h100: the shipped device fitted to the folder."""
    return os.path.basename(os.path.normpath(data_dir)).split("_")[0]


def summary_markdown(results):
    """One line per kernel class, a column per GPU: median / p90 / bias."""
    gpus = [gpu for gpu, _, _ in results]
    names = sorted(set(n for _, classes, _ in results for n in classes))
    lines = ["| kernel class | " + " | ".join("%s median / p90 / bias" % g.upper() for g in gpus) + " |",
             "|---|" + "---:|" * len(gpus)]
    for name in names:
        cells = []
        for _, classes, _ in results:
            c = classes.get(name)
            cells.append("—" if c is None else "%.1f%% / %.1f%% / %+.1f%%%s" % (
                100 * c["median"], 100 * c["p90"], 100 * c["bias"],
                "" if c["median"] <= TARGET_MEDIAN and c["p90"] <= TARGET_P90 else " **no**"))
        lines.append("| %s | %s |" % (name, " | ".join(cells)))
    serving_cells = []
    for _, _, runs in results:
        if not runs:
            serving_cells.append("—")
            continue
        e = summarize([r["fused_ms"] / r["tpot_ms"] - 1 for r in runs])
        worst = max((r["fused_ms"] / r["tpot_ms"] - 1 for r in runs), key=abs)
        serving_cells.append("%.1f%% / %.1f%% / %+.1f%% (worst %+.1f%%, %d runs)" % (
            100 * e["median"], 100 * e["p90"], 100 * e["bias"], 100 * worst, e["n"]))
    lines.append("| serving TPOT (fused prefill share) | %s |" % " | ".join(serving_cells))
    return lines


def document(results, seed, data_dirs, mla_counts):
    lines = ["# Cost model accuracy (%s)" % ", ".join(g.upper() + " SXM" for g, _, _ in results), "",
             "<!-- Written by bench/accuracy.py; do not edit. -->", "",
             "Written by `python3 bench/accuracy.py %s` (seed %d): every GPU's classes on the shapes "
             "it held out itself, and the serving runs its folder ships, through its shipped device "
             "(`devices/<gpu>.json`). Targets: per class median <= 10%%, p90 <= 25%%; serving TPOT "
             "median <= 15%%, none beyond 35%%." % (" ".join(
                 "../shared/calibration/" + os.path.basename(os.path.normpath(d)) for d in data_dirs),
                 seed), ""]
    lines += summary_markdown(results) + [""]
    for gpu, classes, runs in results:
        lines += ["## %s SXM" % gpu.upper(), ""] + markdown(classes, runs, seed, gpu,
                                                            mla_counts.get(gpu, {}))
    return "\n".join(lines)


def markdown(classes, serving, seed, gpu, mla_counts):
    lines = ["Each kernel class is fitted on "
             "four fifths of its table's shapes and judged, through the C formulas (`tc-kernel-time`), on "
             "the fifth it never saw: whole GEMM (n, k) pairs and attention head layouts, MLA's head counts each in turn (the table below the first), and for MoE whole "
             "configurations (hidden, expert width, top-k, experts: 3 of the 15, every layout and token "
             "count of each), as the calibration data's own held-out fifth is cut. Error = predicted / measured - 1; bias is the median signed error "
             "(+: the model is slower than the hardware). Targets: median <= 10%, p90 <= 25%. MoE rows "
             "slower by more than 20% than the same configuration with more tokens, or than the same "
             "configuration and tokens on a layout with no more tensor and expert parallelism, or than a "
             "configuration of the same experts and top-k with experts no smaller either way at the same "
             "layout and tokens, measured "
             "something else (more tokens never take less work, a rank of the wider layout runs a "
             "part of the narrower one's, and larger experts never take less time; the bf16 and fp8 "
             "tables hold stretches 2-6x slow where the "
             "skewed-routing runs of the same shape are not): they are left out of the fit, "
             "and each MoE class has a second line, `all rows`, judged with them. The `skewed` MoE lines "
             "judge the skewed-routing model (the cost report's default, `moe-routing=skewed`) on the "
             "measured power-law runs of the held-out configurations, which the fit never sees (it "
             "fits balanced runs): besides the rows the work cannot explain, as above (under the same "
             "draw the busiest rank of a wider layout holds a part of the experts and rows of a "
             "rank of the narrower one), whole configurations whose one-token time is more than 1.5x the balanced run's, and runs more than 1.5x "
             "slower than the most work any routing gives the rank (each of its experts at most "
             "every token once, at most T x k rows; timed by the fitted device), are left out of "
             "the first line (one token picks the same experts whatever the routing; several "
             "configurations are 5x throughout, the sum of the 5 draws rather than their mean).", "",
             "| kernel class | held-out kernels | median error | p90 error | bias | target met |",
             "|---|---:|---:|---:|---:|---|"]
    lines += [class_row(name, s) for name, s in classes.items()]
    lines += mla_count_markdown(mla_counts)
    lines += ["", "![predicted against measured on %s](accuracy-%s.svg)" % (gpu.upper(), gpu), ""]
    if serving:
        lines += serving_markdown(serving)
    return lines


def mla_count_markdown(counts):
    """The MLA lines by the head count held out: each class fitted on the
    other five counts, judged on this one's rows."""
    if not counts:
        return []
    lines = ["", "MLA by the head count held out (the class fitted on the other counts; the MLA lines "
             "above pool these rows):", "",
             "| class, heads a rank held out | kernels | median error | p90 error | bias | target met |",
             "|---|---:|---:|---:|---:|---|"]
    for name in sorted(counts, key=lambda n: (n.rsplit(",", 1)[0], int(n.rsplit(" ", 2)[-2]))):
        lines.append(class_row(name, counts[name]))
    return lines


def class_row(name, s):
    """A class's line of a GPU's tables: kernels, median, p90, bias, target."""
    ok = s["median"] <= TARGET_MEDIAN and s["p90"] <= TARGET_P90
    return "| %s | %d | %.1f%% | %.1f%% | %+.1f%% | %s |" % (
        name, s["n"], 100 * s["median"], 100 * s["p90"], 100 * s["bias"], "yes" if ok else "**no**")


def serving_markdown(serving):
    errors = [s["step_ms"] / s["tpot_ms"] - 1 for s in serving]
    mixed_errors = [s["mixed_ms"] / s["tpot_ms"] - 1 for s in serving]
    long_runs = [s for s in serving if s["osl"] >= s["isl"]]
    model = "%s %s" % (serving[0]["model"].split("/")[-1], serving[0]["precision"] or "bf16")
    lines = ["### Decode step against measured serving runs", "",
              model + " on TensorRT-LLM (aggregated serving): `tc-gen --decode` at the run's "
              "concurrency as the batch, input + output/2 as the context, TP as the world size, through "
              "`tc-opt --tc-pipeline` (engines fuse q/k/v and gate/up as tc-merge-linear does); the cost "
              "report's step time (CUDA graphs, as engines capture decode) against the measured time per "
              "output token. TPOT also carries the other requests' prefill chunks, so the pure decode step "
              "is expected below it where the input is long against the output.", "",
              "The second estimate adds the prefills in-flight batching runs between decode steps: each "
              "of the batch's requests is replaced every `osl` steps, so a step carries batch / osl "
              "prefills of `isl` tokens (the cost report of `tc-gen --seq=isl`, launched from the host). "
              "The third runs each prefill inside a decode iteration, as in-flight batching does: that "
              "iteration's GEMMs, norms and collectives are those of one program over the prefill's and "
              "the batch's tokens together (`tc-gen --seq=isl+batch`: the weights read once, not twice), "
              "launched from the host, with the decode step's and the prefill's attention, and at least "
              "as long as the host takes to launch its kernels one after another (TensorRT-LLM replays "
              "only decode-only iterations from a graph); a step carries batch / osl times what that "
              "iteration adds to a decode step. tc-plan's TPOT is the third. On more than one GPU every "
              "iteration also pays the host's time keeping the ranks in step (`iteration_sync_us`), "
              "in each estimate. The host's time per kernel (`launch_overhead_us`) and that sync are "
              "the two parameters fitted to these runs (scripts/calibrate.py; no kernel table holds "
              "them), so these lines are in-sample for them; every other parameter comes from the "
              "kernel tables.",
              "",
              "| estimate | runs | median error | p90 error | bias | worst |",
              "|---|---:|---:|---:|---:|---:|"]
    fused_errors = [s["fused_ms"] / s["tpot_ms"] - 1 for s in serving]
    for name, errs in (("decode step", errors), ("decode step + prefill share", mixed_errors),
                       ("decode step + fused prefill share", fused_errors)):
        s = summarize(errs)
        lines.append("| %s | %d | %.1f%% | %.1f%% | %+.1f%% | %+.1f%% |" % (
            name, s["n"], 100 * s["median"], 100 * s["p90"], 100 * s["bias"],
            100 * max(errs, key=abs)))
    lines += ["", "Runs with output >= input (the judged subset): %d here%s." % (
        len(long_runs), "" if long_runs else "; every run of this table has output < input, so all are shown"), "",
              "Runs with the longest output (%d tokens):" % max(r["osl"] for r in serving), "",
              "| isl | osl | batch | TP | measured TPOT (ms) | decode step (ms) | error | + prefill share (ms) | error | + fused share (ms) | error |",
              "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in serving:
        if r["osl"] == max(x["osl"] for x in serving):
            lines.append("| %d | %d | %d | %d | %.2f | %.2f | %+.1f%% | %.2f | %+.1f%% | %.2f | %+.1f%% |" % (
                r["isl"], r["osl"], r["batch"], r["tp"], r["tpot_ms"], r["step_ms"],
                100 * (r["step_ms"] / r["tpot_ms"] - 1), r["mixed_ms"],
                100 * (r["mixed_ms"] / r["tpot_ms"] - 1), r["fused_ms"],
                100 * (r["fused_ms"] / r["tpot_ms"] - 1)))
    lines += ["", "The ten runs the fused estimate misses most:", "",
              "| isl | osl | batch | TP | measured TPOT (ms) | decode step (ms) | + fused share (ms) | error |",
              "|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in sorted(serving, key=lambda r: -abs(r["fused_ms"] / r["tpot_ms"] - 1))[:10]:
        lines.append("| %d | %d | %d | %d | %.2f | %.2f | %.2f | %+.1f%% |" % (
            r["isl"], r["osl"], r["batch"], r["tp"], r["tpot_ms"], r["step_ms"], r["fused_ms"],
            100 * (r["fused_ms"] / r["tpot_ms"] - 1)))
    lines.append("")
    return lines


def check_folder(data_dir):
    """Exits naming what a GPU's folder lacks: its data sheet or a table."""
    missing = [p for p in [calibrate.datasheet_path(data_dir)] + [
        os.path.join(data_dir, n) for n in calibrate.FITTED_TABLES] if not os.path.isfile(p)]
    if missing:
        sys.exit("accuracy.py: %s: no %s (a GPU's folder of measured tables, named <gpu>_sxm, "
                 "with a data-sheet device devices/<gpu>-datasheet.json)" % (data_dir, missing[0]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data_dirs", nargs="+", help="one folder per GPU (<gpu>_sxm)")
    parser.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", default=os.path.join(ROOT, "bench"))
    parser.add_argument("--no-serving", action="store_true", help="skip the decode-step comparison")
    parser.add_argument("--reuse", action="store_true",
                        help="take a GPU's results from DIR/accuracy-<gpu>.json when a run with "
                        "the same seed wrote them (each GPU's fit takes minutes)")
    parser.add_argument("--redo-mla", action="store_true",
                        help="with --reuse: judge the MLA lines again with the current scripts "
                        "(each head count held out in turn) and save them")
    parser.add_argument("--redo-decode", action="store_true",
                        help="with --reuse: judge the decode attention lines again with the "
                        "current scripts (the same held-out fifth) and save them")
    args = parser.parse_args()
    if args.redo_mla and not args.reuse:
        parser.error("--redo-mla judges saved results again: it needs --reuse")
    if args.redo_decode and not args.reuse:
        parser.error("--redo-decode judges saved results again: it needs --reuse")
    results, mla_counts = [], {}
    os.makedirs(args.out, exist_ok=True)
    for data_dir in args.data_dirs:
        gpu = gpu_of(data_dir)
        saved = os.path.join(args.out, "accuracy-%s.json" % gpu)
        if args.reuse and os.path.isfile(saved) and json.load(open(saved))["seed"] == args.seed:
            result = json.load(open(saved))
            if args.redo_mla or args.redo_decode:
                check_folder(data_dir)
                if args.redo_mla:
                    result = with_mla_redone(result, data_dir, args.bin, args.seed, gpu)
                if args.redo_decode:
                    result = with_decode_redone(result, data_dir, args.bin, args.seed, gpu)
                with open(saved, "w") as f:
                    json.dump(result, f)
        else:
            check_folder(data_dir)
            try:
                classes, points, by_count = held_out_accuracy(data_dir, args.bin, args.seed)
            except calibrate.TableError as e:
                sys.exit("accuracy.py: %s" % e)
            try:
                runs = [] if args.no_serving else serving_accuracy(data_dir, args.bin, gpu)
            except ValueError as e:  # the serving table: missing, or a row it cannot read
                sys.exit("accuracy.py: %s" % e)
            result = {"seed": args.seed, "classes": classes, "points": points, "runs": runs,
                      "mla_counts": by_count}
            with open(saved, "w") as f:
                json.dump(result, f)
        svg_plot(result["points"], result["runs"], os.path.join(args.out, "accuracy-%s.svg" % gpu))
        results.append((gpu, result["classes"], result["runs"]))
        mla_counts[gpu] = result.get("mla_counts", {})
    text = document(results, args.seed, args.data_dirs, mla_counts)
    with open(os.path.join(args.out, "accuracy.md"), "w") as f:
        f.write(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
