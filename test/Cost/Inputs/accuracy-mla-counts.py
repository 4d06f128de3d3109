"""bench/accuracy.py's MLA judging, each head count held out in turn
(mla_count_by_count), on made-up tables: rows timed by the shipped B200
device's own formulas at four head counts, and class fits stubbed to record
the counts they are given and return the device's kernels (decode's two, the
low-latency one under `low_latency` as the real fit returns it). Each fold
must fit without its count and with every other, and tc-kernel-time must give
the rows back on the fold's device (the low-latency kernel moved to its
section, and 32 heads run on it). A saved result's MLA lines judged again (--redo-mla), the rest
kept. Then the report of two GPUs' saved results (--reuse), whose
per-count tables list the counts in order.

argv: the source root, the tools' directory, a scratch directory."""
import copy
import csv
import json
import os
import subprocess
import sys

ROOT, BIN, SCRATCH = sys.argv[1:4]
sys.path.insert(0, os.path.join(ROOT, "scripts"))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import accuracy  # noqa: E402
import calibrate  # noqa: E402

COUNTS = (1, 8, 32, 128)
with open(os.path.join(ROOT, "devices", "b200.json")) as f:
    DEV = json.load(f)
calibrate.use_device(DEV)

data = os.path.join(SCRATCH, "b200_sxm")
os.makedirs(data, exist_ok=True)
with open(os.path.join(data, "mla_generation.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["batch", "context_len", "cached_len", "num_heads", "tp_size", "q_dtype",
                "kv_dtype", "latency_us"])
    for kv, kv_bytes in (("bf16", 2.0), ("fp8", 1.0)):
        for h in COUNTS:
            for b, ctx in ((1, 2), (8, 4096), (64, 32768)):
                t = calibrate.mla_decode_time(calibrate.mla_decode_kernel(DEV, kv, h), b, ctx, h,
                                              kv_bytes)
                w.writerow([b, ctx, ctx - 1, h, 1, "bf16", kv, "%.9g" % t])
with open(os.path.join(data, "mla_context.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["batch", "seq_len", "num_heads", "tp_size", "kv_dtype", "latency_us"])
    for kv in ("bf16", "fp8"):
        for h in COUNTS:
            for b, s in ((1, 16), (4, 2048)):
                t = calibrate.mla_context_time(DEV["mla_context"][kv], b, s, h)
                w.writerow([b, s, h, 1, kv, "%.9g" % t])

seen = []


def stub(table):
    def fit(dev, samples, seed, cls):
        seen.append((table, cls, sorted(set(s[0][3] for s in samples if s[0][0] == cls))))
        kernel = copy.deepcopy(DEV[table][cls])
        if table == "mla_decode" and cls in DEV.get("mla_decode_low_latency", {}):
            # As the real fit returns two kernels: a fold that lost the
            # low-latency one would not give its rows back.
            kernel["low_latency"] = copy.deepcopy(DEV["mla_decode_low_latency"][cls])
        return kernel
    return fit


calibrate.CLASS_FITS = [("mla_decode", stub("mla_decode"), ("bf16", "fp8")),
                        ("mla_context", stub("mla_context"), ("bf16", "fp8"))]
calibrate.parallel_map = lambda function, items, **shared: (
    calibrate._FORKED.update(shared), [function(i) for i in items])[1]
# Each fold's device without the sections the made-up tables do not fit.
dev = copy.deepcopy(DEV)
folds = accuracy.mla_count_by_count(data, BIN, dev, 7)
print("folds:", len(folds))
for ((table, cls, count), (samples, predicted)), (fit_table, fit_cls, counts) in zip(folds, seen):
    worst = max(abs(p / m - 1) for (_, m, _), p in zip(samples, predicted))
    print("%s %s without %d: fitted on %s, %d rows, worst %s" % (
        table, cls, count, counts, len(samples), "exact" if worst < 1e-4 else "%.3g" % worst))
    assert (fit_table, fit_cls) == (table, cls) and count not in counts
    assert sorted(counts + [count]) == list(COUNTS)

# --redo-mla (with_mla_redone): a saved result's MLA lines judged again (the
# stubbed fits give the rows back exactly), its other lines and points kept.
saved = {"seed": 7, "runs": [], "mla_counts": {"old": {}},
         "classes": {"gemm bf16": {"n": 5, "median": 0.3}, "mla decode, bf16 cache": {"n": 1, "median": 0.5}},
         "points": [["gemm", 1.0, 1.0], ["mla", 1.0, 2.0]]}
redone = accuracy.with_mla_redone(saved, data, BIN, 7, "b200")
for name, line in sorted(redone["classes"].items()):
    print("redone %s: %d rows, median %s" % (
        name, line["n"], "exact" if line.get("median", 0) < 1e-4 else line["median"]))
print("redone points: %d gemm, %d mla; %d counts" % (
    sum(p[0] == "gemm" for p in redone["points"]), sum(p[0] == "mla" for p in redone["points"]),
    len(redone["mla_counts"])))

# The report from saved results: two GPUs, their per-count tables in order.
out = os.path.join(SCRATCH, "out")
os.makedirs(out, exist_ok=True)
for gpu in ("h100", "b200"):
    counts = {"mla decode, bf16 cache, %d heads" % h: {"n": 3, "median": 0.01 * h, "p90": 0.02,
                                                       "bias": 0.0} for h in (128, 8, 32, 1)}
    with open(os.path.join(out, "accuracy-%s.json" % gpu), "w") as f:
        json.dump({"seed": 7, "classes": {"mla decode, bf16 cache": {
            "n": 12, "median": 0.05, "p90": 0.1, "bias": 0.0}}, "points": [], "runs": [],
            "mla_counts": counts}, f)
subprocess.run([sys.executable, os.path.join(ROOT, "bench", "accuracy.py"), "--reuse",
                "--no-serving", "--out", out, "--bin", BIN, os.path.join(SCRATCH, "h100_sxm"),
                os.path.join(SCRATCH, "b200_sxm")], check=True, stdout=subprocess.DEVNULL)
with open(os.path.join(out, "accuracy.md")) as f:
    for line in f:
        if line.startswith("## ") or "heads |" in line:
            print(line.rstrip())
