"""Measured serving runs against the cost model: what TPOT a run predicts.

Shared by scripts/calibrate.py (which fits the host's launch time to these
runs) and bench/accuracy.py (which reports how close the runs come). A run
is one model (Llama-3.1-8B bf16 on H100, Llama-3.1-70B FP8 on H200 and
B200) on TensorRT-LLM, aggregated serving (in-flight batching): `concurrency` requests at once, each reading `isl` tokens and
writing `osl`, on `tp` GPUs. Its predicted time per output token is the
decode step (tc-gen --decode at the concurrency as the batch and the mean
context, in a CUDA graph, as engines capture decode) plus its share of the
iterations that also run a request's prefill: each of the batch's requests
is replaced every `osl` steps, so a step carries batch / osl of what such an
iteration adds to a decode step. Engines launch those iterations from the
host (only decode-only ones replay a graph): the iteration is one program
over the prefill's and the batch's tokens (tc-gen --seq=isl+batch: the
weights read once), with the decode step's and the prefill's own attention,
and it takes at least the host's time to launch its kernels one after
another. On more than one GPU every iteration also pays the device's
iteration_sync_us, the host keeping the ranks in step.

Every program goes through `tc-opt --tc-pipeline` first, as engines fuse
q/k/v and gate/up as tc-merge-linear does.

A batch runs only as far as its KV cache fits: TensorRT-LLM's default
scheduler (GUARANTEED_NO_EVICT) admits a request when its whole isl + osl
tokens fit the cache, so at most (memory less the reserve, the weights and
the activations) / (a token's cache x (isl + osl)) requests decode at once;
the rest wait (in TTFT), and the step runs that many.
"""

import csv
import glob
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The serving tables' models, by the bundled config that describes each.
MODELS = {
    "meta-llama/Llama-3.1-8B-Instruct": "llama3_1_8b.json",
    "meta-llama/Llama-3.1-70B": "llama3_1_70b.json",
}
# A run's precision (blank: the checkpoint's bf16) as tc-gen's flags. The
# fp8 runs serve a per-tensor FP8 checkpoint: fp8 weights, activations
# quantized on the fly, as tc-gen --quant=fp8 writes them, and an FP8 KV
# cache, as AIConfigurator's quantization defaults give FP8 checkpoints
# (its FMHA and KV cache in fp8 with the weights). The runs themselves say
# so: at TP 1 on one H200, 64 and 128 requests of 8,192 + 1,024 tokens run
# at the TPOT of the batch an fp8 cache holds, twice the bf16 cache's.
PRECISIONS = {"": [], "bf16": [], "fp8": ["--quant=fp8", "--kv-dtype=fp8"]}


def serving_table(data_dir):
    """The folder's one table of measured serving runs (e2e_<model>.csv)."""
    tables = sorted(glob.glob(os.path.join(data_dir, "e2e_*.csv")))
    if len(tables) != 1:
        raise ValueError("%s: expected one e2e_*.csv (measured serving runs), found %d"
                         % (data_dir, len(tables)))
    return tables[0]


class TableError(ValueError):
    """A table row that cannot be read: the message starts FILE:LINE."""


def read_rows(path, convert):
    """[convert(row) for each row of the CSV file `path`]: a row it cannot
    read (a column missing, a value that is no number, a short row) is a
    TableError at its line rather than a traceback. Shared with
    scripts/calibrate.py's kernel tables."""
    out = []
    with open(path, newline="") as f:
        reader = csv.DictReader(f)
        for row in reader:
            try:
                out.append(convert(row))
            except KeyError as e:
                raise TableError("%s:%d: %s %s" % (path, reader.line_num, "no column" if e.args[0]
                                                   not in row else "an unknown value", e))
            except (TypeError, ValueError) as e:
                raise TableError("%s:%d: %s" % (path, reader.line_num, "a short row"
                                                if None in row.values() else e))
    return out


def read_runs(data_dir):
    """The measured runs: dicts of model, precision, isl, osl, batch, tp and
    tpot_ms. A row it cannot read is a TableError at its line."""
    def run(r):
        out = {"model": r["model"], "precision": r["precision"], "isl": int(r["isl"]),
               "osl": int(r["osl"]), "batch": int(r["concurrency"]), "tp": int(r["tp"]),
               "tpot_ms": float(r["tpot_ms"])}
        if not (0.0 < out["tpot_ms"] < float("inf")) or min(
                out[k] for k in ("isl", "osl", "batch", "tp")) < 1:
            raise ValueError("isl, osl, concurrency and tp must be at least 1, and tpot_ms a "
                             "positive number")
        return out
    return read_rows(serving_table(data_dir), run)


class Programs:
    """tc-gen's programs of the runs' model at their precision, each
    generated once, and their cost reports on a device (a preset name or a
    device file)."""

    def __init__(self, bin_dir, runs):
        models = set((r["model"], r["precision"]) for r in runs)
        if len(models) != 1:
            raise ValueError("expected the runs of one model at one precision, got %s"
                             % sorted(models))
        model, precision = models.pop()
        if model not in MODELS or precision not in PRECISIONS:
            raise ValueError("no bundled config for %s at precision '%s'" % (model, precision))
        self.model = model
        self.config = os.path.join(ROOT, "examples", "models", MODELS[model])
        self.flags = PRECISIONS[precision]
        self.bin_dir = bin_dir
        self.texts = {}
        self.reports = {}

    def text(self, tp, flags):
        key = (tp, tuple(flags))
        if key not in self.texts:
            self.texts[key] = subprocess.run(
                [os.path.join(self.bin_dir, "tc-gen"), "--config=" + self.config,
                 "--world-size=%d" % tp] + self.flags + list(flags),
                capture_output=True, text=True, check=True).stdout
        return self.texts[key]

    def report(self, tp, flags, graphs="auto", device="h100"):
        key = (tp, tuple(flags), graphs, device)
        if key not in self.reports:
            out = subprocess.run(
                [os.path.join(self.bin_dir, "tc-opt"), "-o", "/dev/null", "--tc-pipeline",
                 "--tc-cost-report=format=json out=- cuda-graphs=%s device=%s" % (graphs, device)],
                input=self.text(tp, flags), capture_output=True, text=True, check=True).stdout
            self.reports[key] = json.loads(out)
        return self.reports[key]


def attention_us(report):
    """The time of a report's attention kernels, in microseconds."""
    return sum(row["time_us"] for row in report["ops"] if row["op"] == "tensor_cast.attention")


def host_us(report):
    """The host's time launching a report's kernels outside a CUDA graph."""
    total = report["total"]
    return 0.0 if total["cuda_graphs"] else total["kernels"] * report["device"]["launch_overhead_us"]


def sync_us(report):
    """What an engine iteration running a report's program adds on the host
    to keep its ranks in step: the device's iteration_sync_us when the
    program spans more than one rank (as tc-plan adds it)."""
    return report["device"].get("iteration_sync_us", 0.0) if report["world_size"] > 1 else 0.0


def fused_iteration_us(decode, prefill, joint):
    """A decode iteration that also runs one request's prefill: the `joint`
    program (every token of both, launched from the host) with the decode
    step's and the prefill's attention in place of its own, and at least the
    host's launches (whose slack hides the attention's difference)."""
    gpu = joint["total"]["step_time_us"] - attention_us(joint) + attention_us(decode) \
        + attention_us(prefill)
    return max(gpu, host_us(joint))


def running_batch(run, programs, device):
    """The requests that decode at once: the run's concurrency, or as many
    as the KV cache holds with each request's isl + osl tokens reserved
    (TensorRT-LLM's GUARANTEED_NO_EVICT), at least one."""
    isl, osl, batch, tp = run["isl"], run["osl"], run["batch"], run["tp"]
    context = isl + osl // 2
    memory = programs.report(tp, ["--decode", "--batch=%d" % batch, "--context=%d" % context],
                             device=device)["memory"]
    per_token = memory["kv_cache_bytes"] / float(batch * context)
    free = memory["capacity_bytes"] - memory["reserve_bytes"] - memory["weight_bytes"] \
        - memory["peak_activation_bytes"]
    if memory["capacity_bytes"] <= 0 or per_token <= 0:
        return batch
    return max(1, min(batch, int(free / per_token // (isl + osl))))


def predict(run, programs, device="h100", joint_device=None, sync=None):
    """The run with its predictions added: the decode step alone (step_ms),
    with a separate prefill of each new request between steps (mixed_ms),
    and with each prefill inside a decode iteration (fused_ms; tc-plan's).
    Every iteration of a run on more than one GPU also pays the device's
    iteration_sync_us (`sync`, in us, instead when given). `joint_device`
    costs the iteration's program on another device (the serving fit varies
    only the host's times)."""
    isl, osl, tp = run["isl"], run["osl"], run["tp"]
    context = isl + osl // 2  # the mean context over the decode
    batch = running_batch(run, programs, device)
    decode = programs.report(tp, ["--decode", "--batch=%d" % batch, "--context=%d" % context],
                             device=device)
    prefill = programs.report(tp, ["--seq=%d" % isl], device=device)
    joint = programs.report(tp, ["--seq=%d" % (isl + batch)], graphs="off",
                            device=joint_device or device)
    gpu_step = decode["total"]["step_time_us"] / 1000.0
    if sync is None:
        sync_ms = sync_us(decode) / 1000.0
    else:
        sync_ms = sync / 1000.0 if decode["world_size"] > 1 else 0.0
    step = gpu_step + sync_ms  # every iteration pays the sync; a prefill's adds none
    share = batch / float(osl)
    extra = max(0.0, fused_iteration_us(decode, prefill, joint) / 1000.0 - gpu_step)
    return dict(run, running_batch=batch, step_ms=step,
                mixed_ms=step + share * (prefill["total"]["step_time_us"] / 1000.0 + sync_ms),
                fused_ms=step + share * extra)
