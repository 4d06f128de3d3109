"""bench/accuracy.py --redo-decode (with_decode_redone) on made-up tables:
decode attention rows timed by the shipped H100 device's own formulas over
ten head layouts, and the decode class fit stubbed to record the rows it is
given and return the device's class. The fit must see the training layouts
alone, the held-out ones must come back exactly through tc-kernel-time, and
the saved result's other lines and points must be kept.

argv: the source root, the tools' directory, a scratch directory."""
import copy
import csv
import json
import os
import sys

ROOT, BIN, SCRATCH = sys.argv[1:4]
sys.path.insert(0, os.path.join(ROOT, "scripts"))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import accuracy  # noqa: E402
import calibrate  # noqa: E402

with open(os.path.join(ROOT, "devices", "h100.json")) as f:
    DEV = json.load(f)
calibrate.use_device(DEV)
LAYOUTS = [(8, 8, 128), (32, 8, 128), (64, 8, 128), (16, 2, 64), (40, 8, 128), (64, 1, 128),
           (28, 4, 128), (12, 2, 128), (96, 2, 128), (32, 32, 64)]
data = os.path.join(SCRATCH, "h100_sxm")
os.makedirs(data, exist_ok=True)
with open(os.path.join(data, "attention_generation.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["batch", "context_len", "cached_len", "q_heads", "kv_heads", "head_dim",
                "window_size", "attention_sinks", "q_dtype", "kv_dtype", "latency_us"])
    for kv, kv_bytes in (("bf16", 2.0), ("fp8", 1.0)):
        for hq, hkv, d in LAYOUTS:
            for b, ctx in ((1, 2), (8, 4096), (64, 32768)):
                t = calibrate.decode_attention_time(DEV["attention_decode"][kv], b, ctx, hq, hkv,
                                                    d, 0, kv_bytes)
                w.writerow([b, ctx, ctx - 1, hq, hkv, d, 0, 0, "bf16",
                            "bf16" if kv == "bf16" else "fp8", "%.6f" % t])

seen = []


def stub(dev, samples, seed, cls):
    seen.append((cls, sorted(set(s[2] for s in samples))))
    return copy.deepcopy(DEV["attention_decode"][cls])


calibrate.CLASS_FITS = [("attention_decode", stub, ("bf16", "fp8"))]
calibrate.parallel_map = lambda function, items, **shared: (
    calibrate._FORKED.update(shared), [function(i) for i in items])[1]
saved = {"seed": 7, "runs": [], "mla_counts": {},
         "classes": {"gemm bf16": {"n": 5, "median": 0.3},
                     "decode attention bf16 gqa": {"n": 1, "median": 0.5}},
         "points": [["gemm", 1.0, 1.0], ["attention_decode", 1.0, 2.0]]}
samples = calibrate.table_samples(data, "attention_generation.csv", calibrate.decode_samples)
train, test = calibrate.split_by_shape(samples, 0.2, 7)
redone = accuracy.with_decode_redone(saved, data, BIN, 7, "h100")
held = set(s[2] for s in test)
for cls, keys in seen:
    print("fit %s on %d layouts, none held out: %s" % (cls, len(keys), not held & set(keys)))
for name, line in sorted(redone["classes"].items()):
    print("redone %s: %d rows, median %s" % (
        name, line["n"], "exact" if line.get("median", 0) < 1e-4 else line["median"]))
print("redone points: %d gemm, %d decode (held-out rows %d)" % (
    sum(p[0] == "gemm" for p in redone["points"]),
    sum(p[0] == "attention_decode" for p in redone["points"]), len(test)))
