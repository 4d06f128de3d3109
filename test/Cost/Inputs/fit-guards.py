"""scripts/calibrate.py's two guards against fitting what the data cannot
tell, on made-up inputs: unseen_decode_parameters (a decode class without a
window that cuts its cache, or without sinks, keeps window_tile 0 and
sink_scale 1) and fit_launch (a serving loss that moves by less than
LAUNCH_IDENTIFIED_GAIN LAUNCH_PROBE_US either side of its minimum leaves the
data sheet's launch time). fit_launch runs here on a loss given as a
function of the launch time, in place of costing serving runs."""
import os
import sys

ROOT = sys.argv[1]
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import calibrate  # noqa: E402


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


def launch_with(loss):
    calibrate.serving.read_runs = lambda data_dir: []
    calibrate.serving.Programs = NoPrograms
    calibrate.serving_loss = lambda dev, runs, programs, directory, kernels, launch: loss(launch)
    calibrate.parallel_map = lambda function, items, **shared: [function(i) for i in items]
    calibrate._FORKED["args"] = (None, None, None, None, None)
    return calibrate.fit_launch({"name": "test"}, None, None, log=sys.stdout)


calibrate.use_datasheet(os.path.join(ROOT, "devices", "b200-datasheet.json"))
print("sharp:", launch_with(lambda us: 0.01 + (us - 60.0) ** 2 * 1e-5))
print("flat:", launch_with(lambda us: 0.0055 + us * 1e-7))
