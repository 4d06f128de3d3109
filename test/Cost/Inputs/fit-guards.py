"""scripts/calibrate.py's guards against fitting what the data cannot tell,
on made-up inputs: unseen_decode_parameters (a decode class without a
window that cuts its cache, or without sinks, keeps window_tile 0 and
sink_scale 1) and fit_serving (a serving loss that moves by less than
LAUNCH_IDENTIFIED_GAIN LAUNCH_PROBE_US either side of its minimum leaves the
data sheet's launch time; an iteration sync that lowers the loss by less
than that factor is 0). fit_serving runs here on a loss given as a function
of the launch time, in place of costing serving runs; serving_loss's sync
search on made-up predictions."""
import json
import math
import os
import sys

ROOT = sys.argv[1]
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import calibrate  # noqa: E402

calibrate.SERVING_LOSS = calibrate.serving_loss  # the real one, before the stubs


def row(ctx, window, sinks):  # (cls, b, ctx, hq, hkv, d, window, kv_bytes, sinks)
    return (("bf16", 1, ctx, 8, 8, 128, window, 2.0, sinks), 10.0, ("attn",))


def unseen(rows):
    return sorted(calibrate.unseen_decode_parameters(rows).items())


print("none:", unseen([row(1024, 0, 0), row(64, 128, 0)]))  # the window covers the cache
print("window:", unseen([row(1024, 128, 0)]))
print("sinks:", unseen([row(1024, 128, 1)]))


class NoPrograms:
    def __init__(self, *args):
        pass


def serving_with(loss, sync=0.0, unsynced=None):
    """fit_serving on `loss(launch)`, whose best sync is `sync` and whose
    loss without it is `unsynced` times the loss (1: the same)."""
    calibrate.serving.read_runs = lambda data_dir: []
    calibrate.serving.Programs = NoPrograms
    calibrate.serving_loss = lambda dev, runs, programs, directory, kernels, launch: (
        loss(launch), sync(launch) if callable(sync) else sync, (unsynced or 1.0) * loss(launch))
    calibrate.parallel_map = lambda function, items, **shared: [function(i) for i in items]
    calibrate._FORKED["args"] = (None, None, None, None, None)
    return calibrate.fit_serving({"name": "test"}, None, None, log=sys.stdout)


calibrate.use_datasheet(os.path.join(ROOT, "devices", "b200-datasheet.json"))
print("sharp:", serving_with(lambda us: 0.01 + (us - 60.0) ** 2 * 1e-5))
print("flat:", serving_with(lambda us: 0.0055 + us * 1e-7))
print("synced:", serving_with(lambda us: 0.01 + (us - 60.0) ** 2 * 1e-5, 450.0, 1.5))
# The sync is the one at the launch the device keeps: the data sheet's when
# the runs do not tell the launch (here the best sync is 300 us at 4 us and
# 450 us elsewhere).
print("flat synced:", serving_with(lambda us: 0.0055 + us * 1e-7,
                                   lambda us: 300.0 if us == 4.0 else 450.0, 1.5))
print("sync untold:", serving_with(lambda us: 0.01 + (us - 60.0) ** 2 * 1e-5, 450.0, 1.01))

# serving_loss's search: runs at TP 1 predicted exactly, runs at TP 2 whose
# measured TPOT is 0.5 ms above the prediction; the sync found is 500 us.
RUNS = [{"tp": 1, "tpot_ms": 4.0, "fused": 4.0}, {"tp": 2, "tpot_ms": 3.5, "fused": 3.0},
        {"tp": 2, "tpot_ms": 2.5, "fused": 2.0}]
calibrate.write_device = lambda dev, path: None
calibrate.serving.predict = lambda run, programs, kernels, path, sync: {
    "fused_ms": run["fused"] + (sync / 1000.0 if run["tp"] > 1 else 0.0)}
loss, sync, unsynced = calibrate.SERVING_LOSS({}, RUNS, None, "/nowhere", None, 50.0)
print("search: sync %g, loss %.6f, without %.4f" % (sync, loss, unsynced))

# fit's simplex can walk on in a direction where the loss keeps falling (a
# bound of infinity here; in the MLA decode fit of H200's fp8 rows without
# their 64-head count, three clamped parameters drifting with one that still
# improved) until the log of a parameter leaves exp's range: the exponent is
# capped, so the fit ends at the cap instead of raising OverflowError.
print("unbounded:", calibrate.fit(["a"], {"a": 1.0}, [(0.01, float("inf"))],
                                  lambda p: -math.log(p["a"]), iterations=400))

# fit_mla_decode_class fits the MLA decode kernels the data sheet names, on
# rows the shipped B200 device's two bf16 kernels time: with the sheet's
# mla_decode_low_latency_heads (32) it returns the wide kernel and the
# low-latency one, whose re-read is fitted when a count runs in two of its
# 16-head tiles (32 heads) and held at MLA_REREAD_PRIOR without one; with the
# sheet silent, one kernel. split_low_latency_kernels moves the low-latency
# kernel to its section.
with open(os.path.join(ROOT, "devices", "b200.json")) as f:
    B200 = json.load(f)
calibrate.use_datasheet(os.path.join(ROOT, "devices", "b200-datasheet.json"))


def mla_rows(counts):
    rows = []
    for h in counts:
        kernel = B200["mla_decode_low_latency" if h <= 32 else "mla_decode"]["bf16"]
        for b in (1, 16, 128):
            for ctx in (1024, 16384):
                shape = ("bf16", b, ctx, h, 2.0)
                rows.append((shape, calibrate.mla_decode_time(kernel, *shape[1:]), ("mla", h)))
    return rows


def kernels(fitted):
    low = fitted.get("low_latency")
    if not low:
        return "one kernel"
    return "two kernels, low-latency up to %g heads, re-read %s" % (
        low["max_heads"], "held at %g" % low["reread"]
        if low["reread"] == calibrate.MLA_REREAD_PRIOR else "fitted")


for counts in ((1, 4, 8, 64, 128), (1, 4, 8, 32, 64, 128)):
    print("sheet 32, heads %s: %s" % (
        counts, kernels(calibrate.fit_mla_decode_class({}, mla_rows(counts), 1, "bf16"))))
del calibrate.GPU["sheet"]["mla_decode_low_latency_heads"]
print("sheet silent: %s" % kernels(
    calibrate.fit_mla_decode_class({}, mla_rows((1, 4, 8, 32, 64, 128)), 1, "bf16")))
print("sheet silent: tiles %s, adds %s" % calibrate.mla_decode_head_tiles())

# A data sheet that names the kernel's head tile (H200's: FlashMLA's 64)
# gives the fit that tile alone and frees head_bytes, and the fp8 class's
# kernel holds the memory efficiency the bf16 rows fit. Rows timed by two
# made-up kernels whose memory efficiencies differ (0.9, 0.6): the fp8 fit
# returns the bf16 fit's, not its own rows' 0.6.
calibrate.use_datasheet(os.path.join(ROOT, "devices", "h200-datasheet.json"))
FLASH = {"fixed_us": 8.0, "wave_us": 5.0, "memory_eff": 0.9, "compute_eff": 0.66,
         "sharpness": 2.0, "split_chunk": 128.0, "split_target": 800.0, "split_us": 1.0,
         "overlap": 5.0, "head_tile": 64.0, "mma_bytes": 2.0, "head_bytes": 5000.0}


def flash_rows():
    rows = []
    for cls, kernel in (("bf16", FLASH), ("fp8", dict(FLASH, memory_eff=0.6, compute_eff=0.37))):
        for h in (1, 8, 32, 64, 128):
            for b in (1, 64, 1024):
                for ctx in (2, 1024, 16384):
                    shape = (cls, b, ctx, h, 2.0 if cls == "bf16" else 1.0)
                    rows.append((shape, calibrate.mla_decode_time(kernel, *shape[1:]), ("mla", h)))
    return rows


print("sheet tile 64: tiles %s, adds %s" % calibrate.mla_decode_head_tiles())
wide = calibrate.fit_mla_decode_class({}, flash_rows(), 1, "bf16")
narrow = calibrate.fit_mla_decode_class({}, flash_rows(), 1, "fp8")
print("sheet tile 64: bf16 tile %g, head_bytes %s; fp8 tile %g, memory_eff %s the bf16 fit's" % (
    wide["head_tile"], "fitted" if wide["head_bytes"] != calibrate.MLA_HEAD_BYTES_START
    else "at its start", narrow["head_tile"],
    "held at" if narrow["memory_eff"] == wide["memory_eff"] else "not"))
dev = {"mla_decode": {"bf16": {"fixed_us": 2.0, "low_latency": {"fixed_us": 3.0}},
                      "fp8": {"fixed_us": 1.0}}}
calibrate.split_low_latency_kernels(dev)
print("split:", json.dumps(dev, sort_keys=True))

# choose_mla_decode_shape: head tiles whose best losses lie within
# MLA_TILE_TIE (2%) of the lowest tie, and the tied form's loss breaks the
# tie. Tile 64's best (1.01) is within 2% of tile 32's (1.00) and its tied
# form is the better (1.05 against 1.30): 64 is kept. At 1.03 it is out of
# the tie and 32's lowest loss wins. Tile 128's tied form is the best of
# all, but its best loss (1.50) is out of the tie either way.


def shapes(loss64):
    return [(1.30, (1.00, {"head_tile": 32.0})), (1.05, (loss64, {"head_tile": 64.0})),
            (1.01, (1.50, {"head_tile": 128.0}))]


for loss64 in (1.01, 1.03):
    print("tie at %.2f:" % loss64, calibrate.choose_mla_decode_shape(shapes(loss64)))


# The large-group set of a decode class: the data sheet's rule (Hopper's
# fp8-cache XQA: more than 8 query heads per kv head at 256-wide tiles) cuts
# the grouped rows in two, each set fitted on its own part alone, the rule
# carried in the set; a class the rule does not name (bf16), and a sheet
# that names none (B200's), keep one grouped set. fit_decode_class is
# stubbed: each set records the rows it was fitted on.
def stub_set(part, regime):
    params = {"fixed_us": 4.0, "wave_us": 1.0, "head_dim_exp": 0.5, "memory_eff": 0.9,
              "compute_eff": 0.2, "sharpness": 2.0, "split_chunk": 256.0,
              "split_target": 1000.0, "split_us": 2.0, "tile_exp": 0.5, "window_tile": 0.0,
              "split_root": 0.0, "sink_scale": 1.0}
    return dict(params, rows=sorted(set((s[0][3] // s[0][4], s[0][5]) for s in part)))


def grouped_row(cls, hq, hkv, d):  # (cls, b, ctx, hq, hkv, d, window, kv_bytes, sinks)
    return ((cls, 8, 4096, hq, hkv, d, 0, 1.0 if cls == "fp8" else 2.0, 0), 20.0, ("attn",))


calibrate.fit_decode_class = stub_set
rows = [grouped_row(cls, hq, hkv, d) for cls in ("bf16", "fp8")
        for hq, hkv, d in ((32, 4, 256), (64, 4, 256), (64, 4, 192), (64, 4, 128), (64, 1, 256))]
for sheet in ("h200", "b200"):
    calibrate.use_datasheet(os.path.join(ROOT, "devices", sheet + "-datasheet.json"))
    for cls in ("fp8", "bf16"):
        fitted = calibrate.fit_decode_attention_class(None, rows, 1, cls)
        large = fitted.get("gqa_large_group")
        print("%s %s: gqa %s; large %s" % (sheet, cls, fitted["gqa"]["rows"], large and (
            large["rows"], large["heads_above"], large["tile_head_dim_from"])))
        if large:
            regimes = [calibrate.decode_regime(fitted, 8, 4096, hq, hkv, d)
                       for hq, hkv, d in ((64, 4, 256), (64, 4, 192), (64, 4, 128), (32, 4, 256))]
            print("%s %s: regimes %s" % (sheet, cls, regimes))
