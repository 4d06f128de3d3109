"""Prints scripts/calibrate.py's time for each line of argv[2] (moe lines
with a skew: moe_time; decode lines: decode_attention_time; gemm, mla_context
and mla_decode lines) on the device argv[1], in full; same-times.py holds it against tc-kernel-time's (the
accuracy report judges the C formulas, the fit runs the Python ones)."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "scripts"))
import calibrate  # noqa: E402


def moe(device, f):
    cls, wb, q = f[1], float(f[2]), int(f[3])
    gated, tokens, hidden, inter, topk, experts, tp, ep = (int(v) for v in f[4:12])
    return calibrate.moe_time(device, cls, wb, q, gated, tokens, hidden, inter,
                              topk, experts, tp, ep, float(f[12]))


def decode(device, f):
    b, ctx, hq, hkv, d, window = (int(v) for v in f[2:8])
    sinks = int(f[9]) if len(f) > 9 else 0
    return calibrate.decode_attention_time(device["attention_decode"][f[1]], b, ctx, hq, hkv,
                                           d, window, float(f[8]), sinks)


def mla_context(device, f):
    b, s, h = (int(v) for v in f[2:5])
    return calibrate.mla_context_time(device["mla_context"][f[1]], b, s, h)


def mla_decode(device, f):
    b, ctx, h, dk, dv = (int(v) for v in f[2:7])
    return calibrate.mla_decode_time(calibrate.mla_decode_kernel(device, f[1], h), b, ctx, h,
                                     float(f[7]), dk, dv)


def gemm(device, f):
    m, n, k = (int(v) for v in f[2:5])
    return calibrate.gemm_time(device, f[1], m, n, k, float(f[5]), int(f[6]))


device = json.load(open(sys.argv[1]))
calibrate.use_device(device)
kinds = {"moe": moe, "decode": decode, "mla_context": mla_context, "mla_decode": mla_decode,
         "gemm": gemm}
for line in open(sys.argv[2]):
    f = line.strip().split(",")
    print(repr(kinds[f[0]](device, f)))
