#!/usr/bin/env python3
"""Fits the cost model's device parameters to measured kernel tables.

    python3 scripts/calibrate.py DATA_DIR [-o devices/<gpu>.json] [--bin build/bin]

DATA_DIR holds one GPU's tables (<gpu>_sxm: h100_sxm, h200_sxm, b200_sxm)
converted from NVIDIA AIConfigurator's performance database (Apache-2.0;
gemm.csv, attention_context.csv, attention_generation.csv, collectives.csv,
moe.csv, one e2e_<model>.csv of serving runs; docs/cost-model.md says where
they come from). The GPU's figures come from its data-sheet device,
devices/<gpu>-datasheet.json: a GPU is a data file, not code. The script
fits the physics of each kernel class (efficiency by regime, fixed costs,
curves in size: the formulas below, which lib/Cost/KernelModel.c evaluates
the same way) by least squares on the log of the time, and writes the
device file the project ships. One parameter no kernel table holds, the
serving engine's host time per kernel launched outside a CUDA graph, is
fitted last to the folder's measured serving runs through the built tools
(tc-gen, tc-opt in --bin; scripts/serving.py). It uses Python's standard
library only, so it runs wherever the build does.

bench/accuracy.py imports these functions: it fits on part of the tables and
judges the model (through the C code, via tc-kernel-time) on the rest.
"""

import argparse
import collections
import copy
import csv
import hashlib
import json
import math
import multiprocessing
import os
import random
import sys
import tempfile

import serving  # beside this file: the measured serving runs against the model

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The data-sheet figures of the GPU being fitted, which the formulas scale:
# dense TFLOP/s by GEMM precision, HBM GB/s, SMs. use_datasheet() sets them
# from the GPU's data-sheet device file (devices/<gpu>-datasheet.json), whose
# other figures (memory, links) the fitted device keeps.
GPU = {"tflops": {}, "hbm_gb_per_s": 0.0, "num_sms": 0, "sheet": {}}


def datasheet_path(data_dir):
    """The data-sheet device of a calibration folder: h200_sxm -> h200."""
    gpu = os.path.basename(os.path.normpath(data_dir)).split("_")[0]
    return os.path.join(ROOT, "devices", gpu + "-datasheet.json")


def use_device(device):
    """The figures of a device (a data sheet, or a fitted device file that
    carries them) for the formulas."""
    tflops = device["tflops"]
    GPU.update(tflops={"bf16": tflops["bf16"], "fp8": tflops.get("f8", tflops["bf16"]),
                       "fp4": tflops.get("f4", 0.0)},
               hbm_gb_per_s=device["hbm_gb_per_s"], num_sms=device["num_sms"], sheet=device)


def use_datasheet(path):
    with open(path) as f:
        use_device(json.load(f))

# ---------------------------------------------------------------------------
# The formulas. Each takes the parameter dict of its class and a shape and
# returns microseconds. KernelModel.c implements the same expressions.
# ---------------------------------------------------------------------------


def soft_max(a, b, p):
    """A smooth roofline: max(a, b) when p is large, a + b at p = 1."""
    if a <= 0:
        return b
    if b <= 0:
        return a
    return (a ** p + b ** p) ** (1.0 / p)


def soft_max3(a, b, c, p):
    """soft_max over three terms (a term of 0 drops out)."""
    return sum(t ** p for t in (a, b, c) if t > 0) ** (1.0 / p) if max(a, b, c) > 0 else 0.0


def flop_us(peak_tflops, efficiency):
    return peak_tflops * 1e6 * efficiency  # FLOP per microsecond


def byte_us(efficiency):
    return GPU["hbm_gb_per_s"] * 1e3 * efficiency  # bytes per microsecond


def gemm_splits(g, tiles, k):
    """The slices of k a kernel of few output tiles runs in (split-K): as
    many as fill the SMs once, each at least `split_k` deep (0: the class
    shows none). 256 x 51,200 at m = 9 on B200 is 2 tiles, 9.5 us where one
    CTA a tile would take 20."""
    chunk = g.get("split_k", 0)
    if chunk <= 0 or tiles >= GPU["num_sms"]:
        return 1
    return max(1, min(GPU["num_sms"] // tiles, int(k // chunk)))


def gemm_body(g, peak, m, n, k, weight_bytes):
    """The GEMM kernel without its fixed cost: compute against memory.

    Compute: 2·max(m, m_min)·n·k at the class's efficiency, which falls for
    short k (a tile's prologue and epilogue: k / (k + k_half), per slice of
    a split k) and with the last wave's idle SMs (128×128 output tiles, times
    the split-K slices, over the SMs, to the power `wave_exp`). Memory: the
    weight, the input and the output once each, and a split k's f32 partial
    outputs written and read back.
    A class with an `m_edge` (Hopper's fp8 block-scaled GEMM) computes the
    rows beyond one 128-row tile padded to a multiple of it: 129 rows take
    as long as 256 (the tables: 1.8x the time of 128 rows at 8192 x 8192).
    """
    if g.get("m_edge", 0) > 0 and m > 128:
        m = math.ceil(m / g["m_edge"]) * g["m_edge"]
    tiles = math.ceil(m / 128.0) * math.ceil(n / 128.0)
    splits = gemm_splits(g, tiles, k)
    units = tiles * splits
    waves = math.ceil(units / GPU["num_sms"])
    wave_util = units / (waves * GPU["num_sms"])
    compute = (2.0 * max(m, g["m_min"]) * n * k
               / flop_us(peak, g["compute_eff"])
               * (1.0 + g["k_half"] * splits / k)
               / wave_util ** g["wave_exp"])
    partials = 8.0 * m * n * splits if splits > 1 else 0.0
    memory = (n * k * weight_bytes + 2.0 * m * k + 2.0 * m * n + partials) / byte_us(g["memory_eff"])
    return soft_max(compute, memory, g["sharpness"])


def elementwise_time(e, nbytes, kernels=1):
    return kernels * e["fixed_us"] + nbytes / byte_us(e["memory_eff"])


# NVFP4: an e2m1 element (half a byte) and an e4m3 scale per 16 of them.
NVFP4_BLOCK = 16
NVFP4_BYTES = 0.5 + 1.0 / NVFP4_BLOCK

GEMM_DTYPES = {  # table dtype -> (device class, weight bytes, quantize kernels)
    "bf16": ("bf16", 2.0, 0),
    "fp8_per_tensor": ("fp8", 1.0, 2),  # abs-max, then quantize
    "fp8_block_128": ("fp8_block", 1.0, 1),  # one 1x128 quantize
    "nvfp4": ("nvfp4", NVFP4_BYTES, 1),  # one quantize against the static global scale
}


def class_peak(cls):
    """The tensor-core peak a GEMM class runs at."""
    return GPU["tflops"]["bf16" if cls == "bf16" else "fp4" if cls == "nvfp4" else "fp8"]


def quantize_bytes(cls, m, k, kernels):
    """The bytes of the activation's dynamic quantize, as a program's
    quantize op costs them: x (bf16) read by each kernel; fp8 writes 1 B an
    element and f32 scales (one, or one per 1 x 128 group of fp8_block);
    NVFP4 reads its f32 global scale and writes half a byte an element and
    an e4m3 scale per 16."""
    if cls == "nvfp4":
        return m * k * (2.0 * kernels + 0.5) + m * math.ceil(k / NVFP4_BLOCK) + 4.0
    scales = m * math.ceil(k / 128.0) if cls == "fp8_block" else 1
    return m * k * (2.0 * kernels + 1.0) + 4.0 * scales


def gemm_time(dev, cls, m, n, k, weight_bytes, quant_kernels):
    g = dev["gemm"][cls]
    t = g["fixed_us"] + gemm_body(g, class_peak(cls), m, n, k, weight_bytes)
    if quant_kernels:  # the activation's dynamic quantize
        t += elementwise_time(dev["elementwise"], quantize_bytes(cls, m, k, quant_kernels),
                              quant_kernels)
    return t


def visible_pairs(queries, keys, window):
    first, last = max(keys - queries + 1, 1), keys
    if last < first:
        return 0.0
    if window >= last:
        return (first + last) * (last - first + 1) / 2.0
    if window < first:
        return window * (last - first + 1.0)
    return (first + window) * (window - first + 1) / 2.0 + window * (last - window)


def context_attention_time(a, b, s, hq, hkv, d, window, kv_bytes, peak):
    """Causal prefill (TensorRT-LLM's attention op: FMHA with the KV cache
    write): a cost per sequence and one per wave of (sequence, head, query
    tile) blocks over the SMs (each block's set-up, which dominates short
    sequences in large batches), the visible (query, key) pairs plus the
    masked part of the diagonal tiles (and of the window's edge tiles) at an
    efficiency that grows with the head dim and falls with the last wave's
    idle SMs, and the bytes it moves."""
    window = window if window > 0 else s
    pairs = visible_pairs(s, s, window) + s * a["diag_tile"] / 2.0
    # A query whose window cuts its keys also visits `window_tile` masked
    # keys: the partial key tiles at the window's far edge.
    pairs += max(0, s - window) * a["window_tile"]
    blocks = b * hq * math.ceil(s / a["tile_q"])
    waves = math.ceil(blocks / GPU["num_sms"])
    util = blocks / (waves * GPU["num_sms"])
    eff = a["compute_eff"] * d / (d + a["d_half"])
    compute = 4.0 * b * hq * d * pairs / (flop_us(peak, eff) * util)
    memory = b * s * d * (2.0 * (hq + 2 * hkv) + 2.0 * hq + 2.0 * hkv * kv_bytes) / byte_us(a["memory_eff"])
    return (a["fixed_us"] + b * a["seq_us"]
            + soft_max3(compute, memory, waves * a["wave_us"], a["sharpness"]))


def head_layout(hq, hkv):
    """A model's decode attention by its heads: one query head per kv head
    (MHA), grouped queries sharing a kv head (GQA, up to 32 per kv head: one
    tensor-core tile of XQA, TensorRT-LLM's grouped kernel), and wider groups.
    The accuracy report's classes."""
    ratio = hq / float(hkv)
    return "mha" if ratio <= 1 else "gqa" if ratio <= 32 else "wide"


# TensorRT-LLM's XQA dispatcher runs a decode step on XQA only when its blocks
# (kv heads x batch x one per 128 cached keys) fill a quarter of the SMs
# (kMinHistoryTokensPerBlock, kEnableMinBlockFactor); fewer go to the
# per-head kernel. The bf16-cache rows show the switch (32/8 heads, batch 1:
# 15.2 us at 512 keys, 12.6 us at 1024), the fp8-cache rows do not (7.8, 8.4).
XQA_HISTORY_PER_BLOCK = 128


def xqa_min_blocks():
    return math.ceil(GPU["num_sms"] / 4.0)


def is_large_group(large, hq, hkv, d):
    """Whether the large-group set `large` (its heads_above and
    tile_head_dim_from) runs a kv head's group of hq / hkv query heads at
    head dim d."""
    return (hq / float(hkv) > large["heads_above"]
            and tile_head_dim(d) >= large.get("tile_head_dim_from", 0))


def decode_regime(a, b, ctx, hq, hkv, d):
    """The kernel a decode step runs, by the parameter set of the class `a`
    (regime name -> parameters) that costs it: "mha" and "wide" are the
    per-head kernel (one block per query head), "gqa" XQA. Grouped queries
    run the per-head kernel when the class states an `xqa_min_blocks` their
    blocks do not reach: costed by the MHA set, which is that kernel's. A
    class with a "gqa_large_group" set runs on it the groups it names
    (is_large_group)."""
    layout = head_layout(hq, hkv)
    if layout != "gqa":
        return layout
    need = a["gqa"].get("xqa_min_blocks", 0)
    chunks = max(1, ctx // XQA_HISTORY_PER_BLOCK)
    if hkv * b * chunks < need:
        return "mha"
    large = a.get("gqa_large_group")
    return "gqa_large_group" if large and is_large_group(large, hq, hkv, d) else "gqa"


def decode_blocks(b, hq, hkv, regime):
    """Thread blocks of a decode kernel before splitting the keys: one per
    (sequence, kv head) on XQA, whose grouped queries share their kv head's
    tile; one per (sequence, query head) on the per-head kernel."""
    return b * (hkv if regime == "gqa" else hq)


def decode_splits(a, blocks, keys):
    """Multi-block mode: when the blocks leave SMs idle, each sequence's keys
    are split into chunks of `split_chunk` (up to `split_target` blocks in
    all), and a second kernel reduces the partial results. With a
    `split_root` (TensorRT-LLM's XQA kernel, which runs grouped queries) the
    chunks are capped at round(sqrt(split_root * chunks)), so that the
    reduction does not dominate: the splits grow as the root of the keys."""
    if a["split_root"] > 0:
        n = math.floor(keys / a["split_chunk"])
        n = max(1, min(n, math.floor(math.sqrt(a["split_root"] * n) + 0.5)))
        if blocks * n > a["split_target"]:
            n = math.floor(a["split_target"] / blocks)
        return max(1, n)
    if keys <= a["split_chunk"]:
        return 1
    return max(1, min(math.ceil(keys / a["split_chunk"]), math.floor(a["split_target"] / blocks)))


GQA_QUERY_TILE = 8  # grouped query heads one tensor-core tile holds


def tile_head_dim(d):
    """The head dim a decode kernel's tiles hold (KernelModel.c's
    tcDecodeTileHeadDim): the smallest of the compiled sizes 64, 128, 256
    that fits d, or d above them. The measured d=192 kernels take as long as
    the d=256 ones where waves or scores dominate, 3/4 of it where the cache
    read does: they run padded."""
    for size in (64, 128, 256):
        if d <= size:
            return size
    return d


# TensorRT-LLM's per-head kernel (masked multi-head attention) as its
# launcher sizes it: blocks of 256 threads, grown to 512 or 1024 while the
# blocks leave room on the SMs; each sequence's keys split until one block
# per SM fills the GPU, each split at least one loop of the block's keys.
MMHA_BASE_THREADS = 256
MMHA_MAX_THREADS = 1024
MMHA_LOOP_UNROLL = 8  # keys a thread group reads per loop


def mmha_value_threads(d):
    """Threads that share one row of V: 16 bytes of bf16 each, over the head
    dim rounded up to a power of two (the kernel's compiled Dh_MAX)."""
    padded = 32
    while padded < d:
        padded *= 2
    return padded * 2 // 16


def mmha_launch(threads_per_sm, b, hq, ctx, d):
    """(threads per block, splits of each sequence's keys, waves) of the
    per-head kernel. `threads_per_sm`: the threads the kernel's registers let
    an SM hold. The launcher counts ctx + 1 positions (the tables' knees: one
    sequence of 16 heads takes 9 splits from 4,096 keys on)."""
    blocks = b * hq
    base_per_sm = threads_per_sm // MMHA_BASE_THREADS
    factor = max(1, min(math.ceil(GPU["num_sms"] * base_per_sm / float(blocks)), base_per_sm))
    grown = MMHA_BASE_THREADS * factor
    threads = (MMHA_BASE_THREADS if grown < 2 * MMHA_BASE_THREADS
               else 2 * MMHA_BASE_THREADS if grown < MMHA_MAX_THREADS else MMHA_MAX_THREADS)
    resident = max(1, threads_per_sm // threads)
    loop = math.ceil(threads / float(mmha_value_threads(d))) * MMHA_LOOP_UNROLL
    splits = max(1, min(math.ceil((ctx + 1) / float(loop)), math.ceil(GPU["num_sms"] / float(blocks))))
    waves = math.ceil(blocks * splits / float(GPU["num_sms"] * resident))
    return threads, splits, waves


def mmha_kernel_time(a, b, ctx, keys, hq, d, kv_bytes):
    """The per-head kernel by its launcher (mmha_launch) over `keys` of the
    `ctx` cached (a window's): waves of blocks, each over its split's keys at
    its share of an SM (threads of the SM's threads_per_sm: a lone
    256-thread block reads at a quarter of the rate a full SM does), plus the
    reduction's cost when the keys are split (KernelModel.c's mmhaTime)."""
    threads, splits, waves = mmha_launch(a["threads_per_sm"], b, hq, ctx, d)
    per_block = math.ceil((keys + 1) / float(splits))
    slots = GPU["num_sms"] * a["threads_per_sm"] / float(threads)
    memory = per_block * 2.0 * d * kv_bytes * slots / byte_us(a["memory_eff"])
    tile = tile_head_dim(d)
    compute = 4.0 * tile * per_block * slots / flop_us(GPU["tflops"]["bf16"], a["compute_eff"])
    per_wave = a["wave_us"] * (tile / 128.0) ** a["head_dim_exp"]
    return (a["fixed_us"] + (a["split_us"] if splits > 1 else 0.0)
            + waves * soft_max3(per_wave, memory, compute, a["sharpness"]))


def split_rule_time(a, regime, b, ctx, keys, hq, hkv, d, kv_bytes):
    """XQA or the per-head kernel by the set's own split parameters, over
    `keys` of the `ctx` cached (KernelModel.c's splitRuleTime): a cost per
    wave of blocks over the SMs that grows with the head dim (and on XQA with
    the query tiles a block runs), K and V streamed once and the scores at
    the regime's compute efficiency, both at the share of the SMs the blocks
    keep busy; plus the reduction's cost when the keys are split. The waves
    and scores run on the tiles' head dim (tile_head_dim), the cache read on
    d."""
    blocks = decode_blocks(b, hq, hkv, regime)
    if regime == "gqa":
        # XQA splits the whole cache, window or not: the blocks of splits
        # outside the window are launched and return, only those over it work.
        history = ctx if a["split_root"] > 0 else keys
        splits = decode_splits(a, blocks, history)
        working = blocks * min(splits, math.ceil(keys * splits / float(history)))
    else:
        # The per-head kernel caps its splits by the whole cache too, but
        # spreads the window's keys over all of them: every block works.
        splits = decode_splits(a, blocks, ctx)
        working = blocks * splits
    units = blocks * splits
    busy = min(1.0, working / float(GPU["num_sms"]))
    memory = (b * keys * 2.0 * hkv * d * kv_bytes + 4.0 * b * hq * d) / byte_us(a["memory_eff"]) / busy
    tile = tile_head_dim(d)
    compute = 4.0 * b * hq * tile * keys / flop_us(GPU["tflops"]["bf16"], a["compute_eff"]) / busy
    waves = math.ceil(units / float(GPU["num_sms"]))
    per_wave = a["wave_us"] * (tile / 128.0) ** a["head_dim_exp"]
    if regime == "gqa":
        per_wave *= math.ceil(hq / float(hkv) / GQA_QUERY_TILE) ** a["tile_exp"]
    return (a["fixed_us"] + (a["split_us"] if splits > 1 else 0.0)
            + soft_max3(waves * per_wave, memory, compute, a["sharpness"]))


def decode_attention_time(a, b, ctx, hq, hkv, d, window, kv_bytes, sinks=0):
    """One new token per sequence over its cache, on the kernel
    decode_regime picks from the class `a` (regime name -> parameters)."""
    regime = decode_regime(a, b, ctx, hq, hkv, d)
    kernel = "gqa" if regime == "gqa_large_group" else regime  # both XQA's
    return decode_kernel_time(a[regime], kernel, b, ctx, hq, hkv, d, window, kv_bytes, sinks)


def decode_kernel_time(a, regime, b, ctx, hq, hkv, d, window, kv_bytes, sinks=0):
    """One decode kernel, `regime`'s parameters `a`: masked MHA by its own
    launcher when the set has `threads_per_sm` (mmha_kernel_time), else by
    the set's split parameters (split_rule_time). A kernel with learned
    attention sinks (`sinks`: the tables' d=64 rows, gpt-oss style) takes
    sink_scale times as long."""
    # A sliding window also reads the masked keys of its partial edge tiles.
    keys = min(ctx, window + a["window_tile"]) if 0 < window < ctx else ctx
    if a.get("threads_per_sm", 0) > 0:
        time = mmha_kernel_time(a, b, ctx, keys, hq, d, kv_bytes)
    else:
        time = split_rule_time(a, regime, b, ctx, keys, hq, hkv, d, kv_bytes)
    return time * a.get("sink_scale", 1.0) if sinks else time


# DeepSeek's multi-head latent attention (MLA) as serving engines run it.
# Decode runs absorbed: each head's query is the latent plus the rope part
# (MLA_KEY_WIDTH) against one latent key head shared by every head, whose
# first MLA_VALUE_WIDTH columns are the values (FlashMLA on Hopper,
# TensorRT-LLM's trtllm-gen kernels on Blackwell). Prefill runs as
# multi-head attention over the up-projected keys (128 + 64 rope) and values
# (128) of each head: a mean head dim of MLA_PREFILL_HEAD_DIM.
MLA_KEY_WIDTH, MLA_VALUE_WIDTH = 576, 512
MLA_PREFILL_HEAD_DIM = (192 + 128) / 2.0
MLA_HEAD_TILES = (16, 32, 64, 128)  # the query heads a kernel's tile holds


def mla_decode_time(a, b, ctx, h, kv_bytes, dk=MLA_KEY_WIDTH, dv=MLA_VALUE_WIDTH):
    """One new token per sequence over `ctx` cached latents: the heads run
    in tiles of `head_tile` (the tile's FLOPs whether its heads are there or
    not, which is why the time hardly grows with the heads up to a tile),
    each sequence's keys split in chunks until the blocks fill the SMs; the
    latent cache streamed once, and `reread` of it again for each further
    head tile (0: the tiles share it through L2 or a CTA pair), the scores
    and values at the compute efficiency of the peak the MMAs run at
    (`mma_bytes` 1: fp8, else bf16), both at the share of the SMs the
    blocks keep busy and overlapped as sharply as `overlap` says (the
    kernels pipeline the cache stream under the MMAs), the waves' fixed
    work added at `sharpness`, plus the split reduction, plus `head_bytes`
    for each (sequence, head) at the whole GPU's bandwidth: the query read
    and the output written, and the kernel ahead of the attention that
    applies RoPE to the query and appends the cache (quantizing the query
    over an fp8 cache), which runs on every SM whatever the attention's
    blocks do (KernelModel.c's tcMlaDecodeTime)."""
    tiles = math.ceil(h / a["head_tile"])
    blocks = b * tiles
    splits = decode_splits(dict(a, split_root=0.0), blocks, ctx)
    units = blocks * splits
    busy = min(1.0, units / float(GPU["num_sms"]))
    reads = 1.0 + a.get("reread", 0.0) * (tiles - 1)
    memory = b * ctx * dk * kv_bytes * reads / byte_us(a["memory_eff"]) / busy
    peak = GPU["tflops"]["fp8" if a.get("mma_bytes", 2.0) == 1.0 else "bf16"]
    compute = (2.0 * b * ctx * tiles * a["head_tile"] * (dk + dv)
               / flop_us(peak, a["compute_eff"]) / busy)
    waves = math.ceil(units / float(GPU["num_sms"]))
    work = soft_max(memory, compute, a.get("overlap", a["sharpness"]))
    head_traffic = b * h * a.get("head_bytes", 0.0) / byte_us(a["memory_eff"])
    return (a["fixed_us"] + (a["split_us"] if splits > 1 else 0.0)
            + soft_max(waves * a["wave_us"], work, a["sharpness"]) + head_traffic)


def mla_decode_kernel(dev, cls, h):
    """The parameters of the MLA decode kernel that runs `h` heads per rank
    with the class's cache: the low-latency kernel's
    (`mla_decode_low_latency`, up to its `max_heads`) when the device has
    one, else the class's (KernelModel.c's tcKernelModelGetMlaDecode)."""
    small = dev.get("mla_decode_low_latency", {}).get(cls)
    return small if small and h <= small["max_heads"] else dev["mla_decode"][cls]


def mla_context_time(a, b, s, h):
    """MLA prefill (TensorRT-LLM's MLA context path: the keys and values of
    each head built from the projections, RoPE, the latent cache written,
    then causal FMHA): a cost per sequence, the visible (query, key) pairs
    plus the masked part of the diagonal tiles at the compute efficiency,
    falling with the last wave's idle SMs, against the bytes each token of
    each head moves through those kernels (`head_bytes`, fitted: the
    kernels around the FMHA write and read the heads' keys again), and the
    waves of (sequence, head, query tile) blocks."""
    pairs = visible_pairs(s, s, s) + s * a["diag_tile"] / 2.0
    blocks = b * h * math.ceil(s / a["tile_q"])
    waves = math.ceil(blocks / GPU["num_sms"])
    util = blocks / (waves * GPU["num_sms"])
    compute = (4.0 * b * h * MLA_PREFILL_HEAD_DIM * pairs
               / (flop_us(GPU["tflops"]["bf16"], a["compute_eff"]) * util))
    memory = b * s * h * a["head_bytes"] / byte_us(1.0)
    return (a["fixed_us"] + b * a["seq_us"]
            + soft_max3(compute, memory, waves * a["wave_us"], a["sharpness"]))


def collective_time(curve, message_bytes):
    """The fastest of the library's protocols, each a latency and a bus
    bandwidth: low-latency protocols win small messages, bulk ones large."""
    return min(p["latency_us"] + message_bytes / (p["gb_per_s"] * 1e3) for p in curve)


MOE_DTYPES = {  # table dtype -> (GEMM class, weight bytes, quantize kernels)
    "bf16": ("bf16", 2.0, 0),
    "fp8_per_tensor": ("fp8", 1.0, 1),
    "fp8_block_128": ("fp8_block", 1.0, 1),
    "nvfp4": ("nvfp4", NVFP4_BYTES, 1),
}  # w4a16_mxfp4 rows (gpt-oss's weights) are left out: no scheme of ours runs them


def moe_act_bytes(cls):
    """The bytes of a quantized activation element the grouped GEMMs read."""
    return {"bf16": 2.0, "nvfp4": 0.5}.get(cls, 1.0)


def busiest_rank_experts(rows, share, local_experts):
    """The experts the busiest rank of an expert-parallel group runs when
    `rows` tokens each go to a `share` of the experts: balanced routing
    spreads the assignments evenly, so a min(1, rows x share) share of every
    rank's experts receives any (the measured balanced runs have every
    expert busy once tokens x topk reach the experts, where independent
    draws would leave a third of them idle); a rank runs whole experts, so
    the busiest runs the ceiling of that (one token's top-22 of 512 experts
    puts 2 of them on a rank of 32 experts, 1 on a rank of 4: the measured
    ranks take as long as that, not a fraction of an expert)."""
    return math.ceil(local_experts * min(1.0, rows * share) - 1e-9)


def grouped_gemm_body(mo, peak, rows, n, k, weight_bytes, act_bytes):
    """One expert's GEMM inside the grouped kernel, without fixed cost: its
    rows padded to the kernel's row tile (the waste of few tokens per
    expert) at the grouped kernel's compute efficiency, which falls for a
    narrow expert slice (min(n, k) against `narrow_half`: tensor parallelism
    cuts the experts' intermediate width, and the tiles no longer fill),
    against its weight, its input rows (`act_bytes` each: fp8 GEMMs read the
    quantized rows) and its bf16 output at its memory efficiency."""
    padded = math.ceil(rows / mo["tile_m"]) * mo["tile_m"]
    narrow = min(n, k)
    eff = mo["compute_eff"] * narrow / (narrow + mo["narrow_half"])
    compute = 2.0 * padded * n * k / flop_us(peak, eff)
    memory = (n * k * weight_bytes + act_bytes * rows * k + 2.0 * rows * n) / byte_us(mo["memory_eff"])
    return soft_max(compute, memory, mo["sharpness"])


def moe_time(dev, cls, weight_bytes, quant_kernels, gated, tokens, hidden, inter, topk, experts, tp, ep,
             alpha=0.0):
    """The fused MoE block (permute, grouped GEMMs with the activation,
    finalize) as one kernel: each local expert's GEMMs (gate and up as one
    GEMM, as the kernel's fc1 and tc-merge-linear run them, or up alone;
    then down) and one fixed cost. Balanced
    routing (alpha 0): the experts the busiest rank runs
    (busiest_rank_experts), each on its share of the rank's rows. Skewed (a
    power law of exponent alpha > 0): the busiest rank's experts, each on
    its own rows (skewed_loads), the rank's rows permuted."""
    if alpha > 0:
        loads = collections.Counter(skewed_loads(tokens, experts, topk, experts // ep, alpha))
        return moe_rank_time(dev, cls, weight_bytes, quant_kernels, gated, tokens, topk, hidden,
                             inter / tp, experts // ep, loads)
    active = busiest_rank_experts(tokens, topk / float(experts), experts / ep)
    # the rows of an expert that is active: at least one
    rows = max(1.0, tokens * topk / float(ep) / active)
    return moe_rank_time(dev, cls, weight_bytes, quant_kernels, gated, tokens, topk, hidden,
                         inter / tp, experts // ep, {rows: active}, routed=tokens * topk / ep)


def moe_rank_time(dev, cls, weight_bytes, quant_kernels, gated, tokens, topk, hidden,
                  local_inter, local_experts, loads, routed=None):
    """One rank's fused MoE block of `local_experts` experts whose busy ones
    receive rows as `loads` says ({rows: experts with that many}; 0 rows:
    the expert runs nothing); `routed` the copies the rank permutes (their
    sum unless given). Its fixed cost grows with
    the rank's experts (expert_us each, busy or not: the kernel walks them
    all; block-128 fp8 at one token takes 0.2 us more an expert, 53 us at
    256 experts) and with the block's token-expert assignments, tokens x
    topk (assignment_ns each, wherever the expert is: the routing sorts
    them all on every rank; a rank of 2 of 512 experts, top-22, takes
    0.8-1.1 ns more per assignment from 1 to 16,384 tokens on B200 nvfp4,
    0.5-1.4 ns in bf16, while its own experts' work hardly grows)."""
    mo = dev["moe"][cls]
    peak = class_peak(cls)
    act_bytes = moe_act_bytes(cls)

    def expert(rows):  # gate and up as one GEMM (fc1), then down
        return (grouped_gemm_body(mo, peak, rows, (2 if gated else 1) * local_inter, hidden,
                                  weight_bytes, act_bytes)
                + grouped_gemm_body(mo, peak, rows, hidden, local_inter, weight_bytes, act_bytes))

    gemms = sum(count * expert(rows) for rows, count in loads.items() if rows > 0)
    routed = sum(rows * count for rows, count in loads.items()) if routed is None else routed
    # Every rank reads every token and writes its output row (bf16); the
    # copies routed here are permuted, quantized and finalized.
    moved = tokens * hidden * 4.0 + routed * hidden * (8.0 + quant_kernels * act_bytes)
    fixed = (mo["fixed_us"] + mo.get("expert_us", 0.0) * local_experts
             + mo.get("assignment_ns", 0.0) * 1e-3 * tokens * topk)
    return fixed + gemms + moved / byte_us(dev["elementwise"]["memory_eff"])


MOST_WORK_SLACK = 1.5


def moe_most_work_time(dev, shape):
    """The rank's time under the most work any routing gives it: each of its
    experts receives at most every token once, and it holds at most T x k
    assignments, spread over as many of its experts as they reach (every
    expert's weights read) or packed T to an expert (the most rows a GEMM
    runs); the slower of the two. A skewed run more than MOST_WORK_SLACK x
    that measured something else: whole configurations are 5x (5120 x 8192,
    top-1 of 16 experts at TP 2: 1.43 ms for 8 tokens, whose 8 experts'
    weights read in 0.34 ms), their balanced runs as slow and left out
    themselves, so moe_skewed_suspect's one-token check does not see them."""
    cls, weight_bytes, quant_kernels, gated, tokens, hidden, inter, topk, experts, tp, ep = shape[:11]
    local = experts // ep
    spread = min(local, tokens * topk)
    loads_spread = {min(tokens, math.ceil(tokens * topk / spread)): spread}
    loads_packed = {tokens: min(local, topk)}
    return max(moe_rank_time(dev, cls, weight_bytes, quant_kernels, gated, tokens, topk, hidden,
                             inter / tp, local, loads)
               for loads in (loads_spread, loads_packed))


def moe_beyond_most_work(dev, samples):
    """The MoE samples (shapes) more than MOST_WORK_SLACK x slower than
    moe_most_work_time on `dev`."""
    return set(shape for shape, measured, _ in samples
               if measured > MOST_WORK_SLACK * moe_most_work_time(dev, shape))


ROUTING_SKEW = 1.2  # the power-law exponent of skewed routing (TC_DEFAULT_ROUTING_SKEW)


def round_half_away(x):
    return math.floor(x + 0.5) if x >= 0 else -math.floor(-x + 0.5)


def power_law_weight(index, experts, alpha, low, high):
    """The weight of the index-th largest of `experts` experts: a power law
    of exponent alpha on [low, high] at the middle of the index's quantile."""
    u = (experts - 1 - index + 0.5) / experts
    a = 1.0 - alpha
    if abs(a) < 1e-9:
        return low * (high / low) ** u
    return ((high ** a - low ** a) * u + low ** a) ** (1.0 / a)


def fill_least_loaded(loads, units, cap):
    """Gives units rows one at a time to the least-loaded of the ascending
    loads below cap (as KernelModel.c's fillLeastLoaded)."""
    count = len(loads)
    while units > 0 and loads[0] < cap:
        group = 1
        while group < count and loads[group] == loads[0]:
            group += 1
        nxt = loads[group] if group < count and loads[group] < cap else cap
        step = min(nxt - loads[0], math.floor(units / group))
        if step <= 0:
            for i in range(int(units)):
                loads[i] += 1
            return
        for i in range(group):
            loads[i] += step
        units -= step * group


def drain_most_loaded(loads, units):
    count = len(loads)
    while units > 0 and loads[count - 1] > 0:
        group = 1
        while group < count and loads[count - 1 - group] == loads[count - 1]:
            group += 1
        nxt = loads[count - 1 - group] if group < count else 0
        step = min(loads[count - 1] - nxt, math.floor(units / group))
        if step <= 0:
            for i in range(int(units)):
                loads[count - 1 - i] -= 1
            return
        for i in range(group):
            loads[count - 1 - i] -= step
        units -= step * group


def skewed_loads(tokens, experts, topk, local_experts, alpha):
    """The rows of each expert of the busiest rank under power-law routing
    (KernelModel.c's tcSkewedExpertLoads): the collector's draw with each
    expert at the middle of its quantile; the rank holds the heaviest expert
    and the heaviest of each stratum of the rest."""
    target = round_half_away(tokens * topk)
    crowded = target > experts
    low = 1.0 if crowded else 0.01
    high = max(0.8 * tokens, low) if crowded else 2.0
    weights = 0.0
    for i in range(experts):
        weights += power_law_weight(float(i), experts, alpha, low, high)

    def load(i):
        w = power_law_weight(float(i), experts, alpha, low, high)
        return min(float(tokens), float(round_half_away(w / weights * target)))

    assigned = 0.0
    for i in range(experts):
        assigned += load(i)
    loads = [load(0)] + [load(1 + math.floor(j * (experts - 1) / (local_experts - 1)))
                         for j in range(local_experts - 1)]
    # The collector hands the difference out one unit a rank, rank 0 first,
    # and the busiest rank is the heaviest after that: it gains the most
    # (the ceiling of its share) and loses the least (the floor).
    share = (target - assigned) / (experts / local_experts)
    units = math.ceil(share - 1e-9) if share > 0 else -math.floor(-share + 1e-9)
    loads.sort()
    if units > 0:
        fill_least_loaded(loads, units, tokens)
    elif units < 0:
        drain_most_loaded(loads, -units)
    return loads


# ---------------------------------------------------------------------------
# Tables.
# ---------------------------------------------------------------------------


def read_table(directory, name):
    with open(os.path.join(directory, name), newline="") as f:
        return list(csv.DictReader(f))


TableError = serving.TableError


def table_samples(directory, name, samples_of):
    """samples_of's samples of the table `name`, row by row (each builder
    maps a row to at most one sample; serving.read_rows), so that a row it
    cannot read (a column missing, a value that is no number, a time that is
    not a positive number) is a TableError at its line rather than a
    traceback."""
    def row_samples(row):
        samples = samples_of([row])
        for sample in samples:
            if not (0.0 < sample[1] < math.inf):
                raise ValueError("the time must be a positive number of microseconds, not %r"
                                 % sample[1])
        return samples
    return [s for samples in serving.read_rows(os.path.join(directory, name), row_samples)
            for s in samples]


def gemm_samples(rows):
    out = []
    for r in rows:
        if r["dtype"] not in GEMM_DTYPES:
            continue  # a format the cost model has no class for
        cls, wb, q = GEMM_DTYPES[r["dtype"]]
        out.append(((cls, int(r["m"]), int(r["n"]), int(r["k"]), wb, q), float(r["latency_us"]),
                    ("gemm", r["n"], r["k"])))
    return out


def context_samples(rows):
    out = []
    for r in rows:
        if r["attn_dtype"] == "bf16" and r["kv_dtype"] != "bf16":
            continue  # README: these behave as fp8 compute; a bf16 program never runs them
        cls = "bf16" if r["attn_dtype"] == "bf16" else "fp8"
        shape = (cls, int(r["batch"]), int(r["seq_len"]), int(r["q_heads"]), int(r["kv_heads"]),
                 int(r["head_dim"]), int(r["window_size"]), 2.0 if r["kv_dtype"] == "bf16" else 1.0)
        out.append((shape, float(r["latency_us"]), ("attn", r["q_heads"], r["kv_heads"], r["head_dim"])))
    return out


def decode_samples(rows):
    out = []
    for r in rows:
        cls = "bf16" if r["kv_dtype"] == "bf16" else "fp8"
        shape = (cls, int(r["batch"]), int(r["context_len"]), int(r["q_heads"]), int(r["kv_heads"]),
                 int(r["head_dim"]), int(r["window_size"]), 2.0 if cls == "bf16" else 1.0,
                 int(r["attention_sinks"]))
        out.append((shape, float(r["latency_us"]), ("attn", r["q_heads"], r["kv_heads"], r["head_dim"])))
    return out


def mla_context_samples(rows):
    """MLA prefill kernels (bf16 compute), a class per cache type (with an
    fp8 cache the keys and values are quantized and the FMHA runs fp8: slower
    on short sequences, faster on long ones), keyed by the local head count,
    as the tables hold whole counts out."""
    return [((r["kv_dtype"], int(r["batch"]), int(r["seq_len"]), int(r["num_heads"])),
             float(r["latency_us"]),
             ("mla", r["num_heads"])) for r in rows]


def mla_decode_samples(rows):
    """MLA decode kernels, a class per cache type (the fp8 cache's kernel
    quantizes the query and runs other tiles)."""
    return [((r["kv_dtype"], int(r["batch"]), int(r["context_len"]), int(r["num_heads"]),
              2.0 if r["kv_dtype"] == "bf16" else 1.0), float(r["latency_us"]),
             ("mla", r["num_heads"])) for r in rows]


def moe_modelled(row):
    """A row of a format the cost model has a class for, run by the fused
    MoE block it models: B200's TRTLLMGen min-latency rows (every one with a
    CUTLASS twin) leave the finalize out, so they time a part of it."""
    return row["dtype"] in MOE_DTYPES and row.get("moe_backend") != "trtllm_gen_min_latency"


def moe_samples(rows):
    out = []
    for r in rows:
        if r["distribution"] != "balanced" or not moe_modelled(r):
            continue  # the cost model assumes balanced routing
        cls, wb, q = MOE_DTYPES[r["dtype"]]
        shape = (cls, wb, q, int(r["gated"]), int(r["num_tokens"]), int(r["hidden_size"]),
                 int(r["inter_size"]), int(r["topk"]), int(r["num_experts"]), int(r["moe_tp"]),
                 int(r["moe_ep"]))
        key = ("moe",) + tuple(r[c] for c in ("hidden_size", "inter_size", "topk", "num_experts"))
        out.append((shape, float(r["latency_us"]), key))
    return out


def moe_skewed_samples(rows):
    """The power-law runs (skewed routing) as samples whose shape ends with
    the exponent; the fit never sees them: they judge the skewed routing
    model (moe_time with alpha) on its own."""
    out = []
    for r in rows:
        if not r["distribution"].startswith("power_law_") or not moe_modelled(r):
            continue
        cls, wb, q = MOE_DTYPES[r["dtype"]]
        shape = (cls, wb, q, int(r["gated"]), int(r["num_tokens"]), int(r["hidden_size"]),
                 int(r["inter_size"]), int(r["topk"]), int(r["num_experts"]), int(r["moe_tp"]),
                 int(r["moe_ep"]), float(r["distribution"][len("power_law_"):]))
        key = ("moe",) + tuple(r[c] for c in ("hidden_size", "inter_size", "topk", "num_experts"))
        out.append((shape, float(r["latency_us"]), key))
    return out


ONE_TOKEN_SLACK = 1.5


def moe_skewed_suspect(skewed, balanced):
    """The skewed samples of configurations that measured something else:
    those the work cannot explain as the balanced ones (moe_unexplained: the
    busiest rank of a wider layout holds a part of the experts and rows of a
    rank of the narrower one under the same draw), and whole configurations
    whose one-token time is more than ONE_TOKEN_SLACK x the balanced run's.
    One token picks top-k experts whatever the routing, so the work is the
    same; several such configurations are 5x (the sum of the 5 draws rather
    than their mean)."""
    marked = moe_unexplained(skewed)  # per exponent: it ends the shape
    one_balanced = {s[:4] + s[5:]: m for s, m, _ in balanced if s[4] == 1}
    slow = set()
    for shape, measured, _ in skewed:
        base = one_balanced.get(shape[:4] + shape[5:11])
        if shape[4] == 1 and base and measured > ONE_TOKEN_SLACK * base:
            slow.add(shape[:4] + shape[5:])
    return marked | set(s for s, _, _ in skewed if s[:4] + s[5:] in slow)


NON_MONOTONE_SLACK = 1.2


def moe_non_monotone(samples):
    """The MoE samples (shapes) slower by more than NON_MONOTONE_SLACK than
    the same configuration with more tokens. More tokens never take less
    work, so such a row measured something else (the bf16 and fp8
    per-tensor tables hold whole stretches 2-6x slow, e.g. one expert per
    rank at 495 us for one token where the skewed runs of the same shape
    take 155 us; fp8 block-128 has one such row in 9,099). They are left
    out of the fit and reported apart by bench/accuracy.py."""
    sweeps = {}
    for shape, measured, _ in samples:
        sweeps.setdefault(shape[:4] + shape[5:], []).append((shape[4], measured, shape))
    marked = set()
    for points in sweeps.values():
        points.sort()
        fastest_after = float("inf")
        for tokens, measured, shape in reversed(points):
            if measured > NON_MONOTONE_SLACK * fastest_after:
                marked.add(shape)
            fastest_after = min(fastest_after, measured)
    return marked


def moe_dominated(samples):
    """The MoE samples slower by more than NON_MONOTONE_SLACK than the same
    configuration and tokens on a layout with no more tensor and no more
    expert parallelism. A rank of the wider layout runs a part of what a rank
    of the narrower one runs (a slice of fewer experts), so it never takes
    longer; the bf16 and fp8 per-tensor tables hold such rows by the hundred
    (5120 x 8192, top-1 of 16 experts, 16 tokens: 1.29 ms on one GPU, 3.54 ms
    with half the experts at EP 2, time growing with the tokens as if every
    expert were local), fp8 block-128 one in 9,099."""
    layouts = {}
    for shape, measured, _ in samples:  # a skewed shape ends with its exponent
        layouts.setdefault(shape[:9] + shape[11:], []).append((shape[9], shape[10], measured, shape))
    marked = set()
    for points in layouts.values():
        for tp, ep, measured, shape in points:
            if any(tp >= tp2 and ep >= ep2 and (tp, ep) != (tp2, ep2)
                   and measured > NON_MONOTONE_SLACK * measured2
                   for tp2, ep2, measured2, _ in points):
                marked.add(shape)
    return marked


def moe_outweighed(samples):
    """The MoE samples slower by more than NON_MONOTONE_SLACK than another
    configuration of the same experts and top-k, no narrower in hidden size
    or expert width, at the same layout and tokens. Each of its experts'
    GEMMs is at least as large in both dimensions, so it never takes less
    time; B200's 4096 x 2048, top-8 of 256 experts, holds whole layouts
    that are not (32 tokens at TP 16: 405 us, where 6144 x 2048 takes 246
    us, and TP 8 536 us against 379)."""
    configurations = {}
    for shape, measured, _ in samples:  # a skewed shape ends with its exponent
        configurations.setdefault(shape[:5] + shape[7:], []).append(
            (shape[5], shape[6], measured, shape))
    marked = set()
    for points in configurations.values():
        for hidden, inter, measured, shape in points:
            if any(hidden2 >= hidden and inter2 >= inter and (hidden2, inter2) != (hidden, inter)
                   and measured > NON_MONOTONE_SLACK * measured2
                   for hidden2, inter2, measured2, _ in points):
                marked.add(shape)
    return marked


def moe_unexplained(samples):
    """The MoE samples the work cannot explain: non-monotone in the tokens,
    dominated by a narrower layout or outweighed by a larger configuration.
    Left out of the fit, reported apart."""
    return moe_non_monotone(samples) | moe_dominated(samples) | moe_outweighed(samples)


def collective_samples(rows):
    out = []
    for r in rows:
        name = "custom_all_reduce" if r["library"] == "trtllm_custom" else r["op"]
        out.append(((name, int(r["n_gpus"]), int(r["message_bytes"])), float(r["latency_us"]),
                    ("coll", r["message_bytes"])))
    return out


def split_by_shape(samples, held_out_fraction, seed, exact=False):
    """Training and held-out samples, whole shapes (the key) at a time: each
    key held out with the fraction's probability, or (exact) that fraction
    of the keys, rounded, drawn at once (a table of few keys, as the MoE
    configurations, would otherwise hold out anywhere from none to half)."""
    keys = sorted(set(s[2] for s in samples))
    rng = random.Random(seed)
    if exact:
        held = set(rng.sample(keys, max(1, round(held_out_fraction * len(keys)))))
    else:
        held = set(k for k in keys if rng.random() < held_out_fraction)
    return ([s for s in samples if s[2] not in held], [s for s in samples if s[2] in held])


# ---------------------------------------------------------------------------
# Fitting: Nelder-Mead on log-parameters, minimizing the mean absolute log
# error (a relative error that treats 5 µs and 5 ms kernels alike).
# ---------------------------------------------------------------------------


def nelder_mead(f, x0, steps, iterations):
    n = len(x0)
    simplex = [list(x0)] + [[x0[j] + (steps[j] if j == i else 0) for j in range(n)] for i in range(n)]
    values = [f(x) for x in simplex]
    for _ in range(iterations):
        order = sorted(range(n + 1), key=lambda i: values[i])
        simplex = [simplex[i] for i in order]
        values = [values[i] for i in order]
        centroid = [sum(simplex[i][j] for i in range(n)) / n for j in range(n)]
        worst = simplex[-1]
        reflected = [centroid[j] + (centroid[j] - worst[j]) for j in range(n)]
        fr = f(reflected)
        if fr < values[0]:
            expanded = [centroid[j] + 2 * (centroid[j] - worst[j]) for j in range(n)]
            fe = f(expanded)
            simplex[-1], values[-1] = (expanded, fe) if fe < fr else (reflected, fr)
        elif fr < values[-2]:
            simplex[-1], values[-1] = reflected, fr
        else:
            contracted = [centroid[j] + 0.5 * (worst[j] - centroid[j]) for j in range(n)]
            fc = f(contracted)
            if fc < values[-1]:
                simplex[-1], values[-1] = contracted, fc
            else:
                best = simplex[0]
                simplex = [best] + [[best[j] + 0.5 * (s[j] - best[j]) for j in range(n)]
                                    for s in simplex[1:]]
                values = [values[0]] + [f(s) for s in simplex[1:]]
    best = min(range(n + 1), key=lambda i: values[i])
    return simplex[best], values[best]


LOG_CAP = 700.0  # exp(700) ~ 1e304, above every bound and below overflow


def fit(names, start, bounds, loss_of, iterations=400, restarts=2):
    """Parameters (by name) minimizing loss_of(params); fitted in log space
    within `bounds` (each a (low, high) pair)."""

    def unpack(x):
        # Nelder-Mead walks on in a direction the bounds make flat: its log
        # can pass exp's range (or become NaN) long after the value is
        # clamped, so the exponent is capped first (the same values below).
        return {name: min(max(math.exp(v if v < LOG_CAP else LOG_CAP), lo), hi)
                for name, v, (lo, hi) in zip(names, x, bounds)}

    x = [math.log(start[name]) for name in names]
    for _ in range(restarts):
        x, _ = nelder_mead(lambda v: loss_of(unpack(v)), x, [0.3] * len(names), iterations)
    return {k: float("%.6g" % v) for k, v in unpack(x).items()}


def log_loss(samples, predict):
    """The mean absolute log error: the median relative error is what the
    model is judged by, and a few kernels far off the physics (another
    kernel picked for one shape) must not pull every other shape."""
    total = 0.0
    for shape, measured, _ in samples:
        t = predict(shape)
        total += abs(math.log(t / measured)) if t > 0 else 100.0
    return total / max(len(samples), 1)


def subsample(samples, count, seed):
    if len(samples) <= count:
        return samples
    return random.Random(seed).sample(samples, count)


GEMM_START = {"fixed_us": 4.0, "compute_eff": 0.8, "k_half": 64.0, "m_min": 32.0,
              "wave_exp": 0.5, "memory_eff": 0.85, "sharpness": 3.0}
GEMM_BOUNDS = {"fixed_us": (0.5, 30), "compute_eff": (0.2, 1.0), "k_half": (1, 4096),
               "m_min": (1, 256), "wave_exp": (0.01, 1.0), "memory_eff": (0.3, 1.0),
               "sharpness": (1.0, 20.0)}


FP8_BLOCK_EDGES = (0, 256)  # 0: no padding (Blackwell's DeepGEMM shows none)

# Split-K is fitted from the class's optimum without it (so that it refines
# that fit rather than trading it for another) and kept where it explains
# the rows better: a loss below SPLIT_K_GAIN times the one without.
SPLIT_K_START, SPLIT_K_BOUNDS, SPLIT_K_GAIN = 1024.0, (16, 1e6), 0.97


def refine_split_k(names, bounds, base, loss):
    """`base` (parameters `names` within `bounds`) with a split-K depth
    fitted from it, where that pays; else `base`."""
    refined = fit(names + ["split_k"], dict(base, split_k=SPLIT_K_START),
                  bounds + [SPLIT_K_BOUNDS], loss)
    return refined if loss(refined) < SPLIT_K_GAIN * loss(base) else base


def fit_gemm_class(dev, samples, cls):
    """One GEMM class's parameters: fitted without split-K, then refined
    with it."""
    names = list(GEMM_START)
    bounds = [GEMM_BOUNDS[n] for n in names]

    def loss(g):
        return log_loss(samples, lambda s: _gemm_with(dev, cls, g, s))

    return refine_split_k(names, bounds, fit(names, GEMM_START, bounds, loss), loss)


def fit_gemm(dev, samples, seed):
    names = list(GEMM_START)
    bounds = [GEMM_BOUNDS[n] for n in names]
    bf16 = subsample([s for s in samples if s[0][0] == "bf16"], 3000, seed)
    dev["gemm"]["bf16"] = fit_gemm_class(dev, bf16, "bf16")
    # fp8 per tensor carries the activation quantize: fit it with the
    # elementwise kernels' fixed cost and bandwidth it identifies.
    fp8 = subsample([s for s in samples if s[0][0] == "fp8"], 3000, seed)
    names_ew = names + ["ew_fixed_us", "ew_memory_eff"]
    start = dict(GEMM_START, ew_fixed_us=3.0, ew_memory_eff=0.7)
    bounds_ew = bounds + [(0.5, 20), (0.2, 1.0)]

    def fp8_loss(p):
        dev["elementwise"] = {"fixed_us": p["ew_fixed_us"], "memory_eff": p["ew_memory_eff"]}
        return log_loss(fp8, lambda s: _gemm_with(dev, "fp8", p, s))

    p = refine_split_k(names_ew, bounds_ew, fit(names_ew, start, bounds_ew, fp8_loss), fp8_loss)
    dev["elementwise"] = {"fixed_us": p["ew_fixed_us"], "memory_eff": p["ew_memory_eff"]}
    dev["gemm"]["fp8"] = {n: p[n] for n in p if not n.startswith("ew_")}
    # The block-scaled kernel with and without padding its rows to a
    # multiple of 256 past the first tile (FP8_BLOCK_EDGES), the better fit.
    block = subsample([s for s in samples if s[0][0] == "fp8_block"], 3000, seed)
    best = None
    for edge in FP8_BLOCK_EDGES:
        def loss(g, edge=edge):  # bound now: refine_split_k calls it after the loop
            return log_loss(block, lambda s: _gemm_with(dev, "fp8_block", dict(g, m_edge=edge), s))
        g = fit(names, GEMM_START, bounds, loss)
        g_loss = loss(g)
        if best is None or g_loss < best[0]:
            best = (g_loss, g, edge, loss)
    _, g, edge, loss = best
    g = refine_split_k(names, bounds, g, loss)
    dev["gemm"]["fp8_block"] = dict(g, m_edge=float(edge)) if edge else g
    # NVFP4 (Blackwell's tables alone): its quantize priced by the
    # elementwise kernels the fp8 fit identified.
    nvfp4 = subsample([s for s in samples if s[0][0] == "nvfp4"], 3000, seed)
    if nvfp4:
        dev["gemm"]["nvfp4"] = fit_gemm_class(dev, nvfp4, "nvfp4")


def _gemm_with(dev, cls, params, shape):
    saved = dev["gemm"].get(cls)
    dev["gemm"][cls] = params
    try:
        return gemm_time(dev, *shape)
    finally:
        if saved is None:
            del dev["gemm"][cls]
        else:
            dev["gemm"][cls] = saved


ATTN_START = {"fixed_us": 10.0, "seq_us": 0.5, "compute_eff": 0.7, "d_half": 32.0,
              "diag_tile": 128.0, "tile_q": 128.0, "memory_eff": 0.7, "sharpness": 3.0,
              "wave_us": 2.0, "window_tile": 64.0}
ATTN_BOUNDS = {"fixed_us": (1, 60), "seq_us": (0.001, 10), "compute_eff": (0.05, 1.0),
               "d_half": (0.1, 1024), "diag_tile": (1, 4096), "tile_q": (16, 256),
               "memory_eff": (0.05, 1.0), "sharpness": (1.0, 20.0), "wave_us": (0.01, 50),
               "window_tile": (0.01, 4096)}


def fit_context_attention_class(dev, samples, seed, cls):
    names = list(ATTN_START)
    part = subsample([s for s in samples if s[0][0] == cls], 3000, seed)
    peak = GPU["tflops"][cls]
    return fit(names, ATTN_START, [ATTN_BOUNDS[n] for n in names],
               lambda a: log_loss(part, lambda s: context_attention_time(a, *s[1:], peak)),
               iterations=600)


DECODE_START = {"fixed_us": 5.0, "wave_us": 4.0, "head_dim_exp": 0.3, "memory_eff": 0.85,
                "compute_eff": 0.1, "sharpness": 2.0, "split_chunk": 200.0,
                "split_target": 1000.0, "split_us": 5.0, "tile_exp": 0.5,
                "window_tile": 64.0, "sink_scale": 1.0}
DECODE_BOUNDS = {"fixed_us": (1, 60), "wave_us": (0.01, 50), "head_dim_exp": (0.01, 4.0),
                 "memory_eff": (0.05, 1.0), "compute_eff": (0.001, 1.0), "sharpness": (1.0, 20.0),
                 "split_chunk": (16, 8192), "split_target": (1, 100000), "split_us": (0.1, 50),
                 "tile_exp": (0.0001, 3.0), "window_tile": (0.1, 4096),
                 "sink_scale": (0.3, 3.0)}


def decode_bounds():
    """DECODE_BOUNDS with the splits' target at least one block per SM."""
    return dict(DECODE_BOUNDS, split_target=(GPU["num_sms"], DECODE_BOUNDS["split_target"][1]))


def xqa_start_bounds():
    """XQA's own constants as the start of its fit: chunks of 128 keys, at
    most round(sqrt(8 * chunks)) of them, until the blocks fill 8 waves of
    the SMs."""
    return (dict(DECODE_START, split_chunk=128.0, split_root=8.0, split_target=8.0 * GPU["num_sms"]),
            dict(decode_bounds(), split_root=(0.5, 10000)))


# Masked MHA's launcher sizes its splits and blocks itself (mmha_launch);
# its registers let an SM hold 1024 threads (the tables: 160 one-key blocks
# take two waves of 1024-thread blocks, 192 one wave of 512-thread ones).
MMHA_THREADS_PER_SM = 1024
MMHA_START = {n: DECODE_START[n] for n in ("fixed_us", "wave_us", "head_dim_exp", "memory_eff",
                                           "compute_eff", "sharpness", "split_us", "window_tile",
                                           "sink_scale")}


def unseen_decode_parameters(part):
    """The parameters no row of `part` bears on, at the value that adds
    nothing: a window's masked edge keys (window_tile 0) without a row whose
    window cuts its cache, the sinks' factor (1) without a row with sinks.
    Fitted freely they take any value; with B200's windowed per-head layouts
    held out, the per-head kernel's window_tile came out at 643 keys and its
    held-out windows 60-90% slow."""
    unseen = {}
    if not any(0 < s[0][6] < s[0][2] for s in part):
        unseen["window_tile"] = 0.0
    if not any(s[0][8] for s in part):
        unseen["sink_scale"] = 1.0
    return unseen


def fit_decode_class(part, regime):
    """The multi-block rules fitted, and the one that fits the training
    shapes best: a generic per-head rule (splits of the attended keys until
    the SMs fill; split_root 0), XQA's (a root of the whole cache), and for
    the per-head regimes masked MHA's own launcher (threads_per_sm)."""

    def fit_rule(start, bounds, fixed):
        names = [n for n in start if n not in fixed]

        def loss(a):
            return log_loss(part, lambda s: decode_kernel_time(dict(a, **fixed), regime, *s[1:]))

        p = fit(names, start, [bounds[n] for n in names], loss, iterations=600)
        return loss(p), dict(p, **fixed)

    unseen = unseen_decode_parameters(part)
    rules = [fit_rule(DECODE_START, decode_bounds(), dict(unseen, split_root=0.0)),
             fit_rule(*xqa_start_bounds(), unseen)]
    if regime != "gqa":
        rules.append(fit_rule(MMHA_START, decode_bounds(),
                              dict(unseen, threads_per_sm=MMHA_THREADS_PER_SM)))
    return min(rules, key=lambda r: r[0])[1]


def fit_xqa_dispatch(samples, fitted, seed):
    """The grouped-query parameters, with and without XQA's dispatch to the
    per-head kernel (xqa_min_blocks(); the declined steps costed by the MHA
    set in `fitted`), whichever fits the class's grouped training shapes
    better: the bf16-cache kernels switch, the fp8-cache ones do not."""
    judge = subsample(samples, 6000, seed)
    best = None
    for need in (0, xqa_min_blocks()):
        trial = dict(fitted, gqa={"xqa_min_blocks": need})
        xqa = [s for s in samples if decode_regime(trial, *s[0][1:6]) == "gqa"]
        trial["gqa"] = fit_decode_class(subsample(xqa, 3000, seed), "gqa")
        if need:
            trial["gqa"]["xqa_min_blocks"] = need
        loss = log_loss(judge, lambda s: decode_attention_time(trial, *s[1:]))
        if best is None or loss < best[0]:
            best = (loss, trial)
    return best[1]


# Hopper's fp8-cache XQA runs groups of more than one 8-head tile
# (GQA_QUERY_TILE) at 256-wide tiles slower than the smaller groups: H100's
# and H200's tables measure the fp8 cache at 0.5 of the bf16 cache's time up
# to 8 query heads per kv head at every head dim, and at 0.66-0.86 above 8 at
# head dims 192 and 256, short caches and long alike (0.58-0.81 at 128,
# which a set of their own fitted no better than the grouped set). Each set
# is fitted on its own rows. The data sheet names the rule
# (decode_fp8_large_group_heads, decode_fp8_large_group_head_dim); B200
# shows no such step and names none.
def large_group_rule(cls):
    """The large-group set's rule for class `cls` from the data sheet
    (heads_above, tile_head_dim_from), or None: one grouped-query kernel."""
    heads = GPU["sheet"].get("decode_fp8_large_group_heads", 0) if cls == "fp8" else 0
    if not heads:
        return None
    return {"heads_above": float(heads),
            "tile_head_dim_from": float(GPU["sheet"].get("decode_fp8_large_group_head_dim", 0))}


def fit_decode_attention_class(dev, samples, seed, cls):
    own = [s for s in samples if s[0][0] == cls]
    layouts = {name: [s for s in own if head_layout(s[0][3], s[0][4]) == name]
               for name in ("mha", "gqa", "wide")}
    rule = large_group_rule(cls)
    is_large = [bool(rule) and is_large_group(rule, *s[0][3:6]) for s in layouts["gqa"]]
    fitted = {name: fit_decode_class(subsample(layouts[name], 3000, seed), name)
              for name in ("mha", "wide")}
    sets = fit_xqa_dispatch([s for s, big in zip(layouts["gqa"], is_large) if not big],
                            fitted, seed)
    fitted = {name: sets[name] for name in ("mha", "gqa", "wide")}
    # The large groups' own rows, those the dispatch sends there (none to
    # the per-head kernel): without any the class keeps one grouped set.
    trial = dict(fitted, gqa_large_group=rule)
    large = [s for s in layouts["gqa"]
             if rule and decode_regime(trial, *s[0][1:6]) == "gqa_large_group"]
    if large:
        fitted["gqa_large_group"] = dict(fit_decode_class(subsample(large, 3000, seed), "gqa"),
                                         **rule)
    return fitted


MLA_CONTEXT_START = {"fixed_us": 10.0, "seq_us": 0.1, "compute_eff": 0.6, "diag_tile": 128.0,
                     "tile_q": 128.0, "head_bytes": 2048.0, "sharpness": 3.0, "wave_us": 2.0}
MLA_CONTEXT_BOUNDS = {"fixed_us": (1, 60), "seq_us": (0.001, 10), "compute_eff": (0.05, 1.0),
                      "diag_tile": (1, 4096), "tile_q": (16, 256), "head_bytes": (64, 65536),
                      "sharpness": (1.0, 20.0), "wave_us": (0.01, 50)}


def fit_mla_context_class(dev, samples, seed, cls):
    names = list(MLA_CONTEXT_START)
    part = subsample([s for s in samples if s[0][0] == cls], 3000, seed)
    return fit(names, MLA_CONTEXT_START, [MLA_CONTEXT_BOUNDS[n] for n in names],
               lambda a: log_loss(part, lambda s: mla_context_time(a, *s[1:])), iterations=600)


MLA_DECODE_START = {"fixed_us": 8.0, "wave_us": 1.0, "memory_eff": 0.85, "compute_eff": 0.7,
                    "sharpness": 3.0, "split_chunk": 256.0, "split_target": 1000.0,
                    "split_us": 3.0}
MLA_OVERLAP_START = 6.0
MLA_DECODE_BOUNDS = {"fixed_us": (1, 60), "wave_us": (0.01, 50), "memory_eff": (0.05, 1.0),
                     "compute_eff": (0.01, 1.0), "sharpness": (1.0, 20.0),
                     "split_chunk": (16, 8192), "split_target": (1, 100000), "split_us": (0.1, 50),
                     "overlap": (1.0, 20.0), "head_bytes": (16.0, 65536.0)}


def fit_mla_decode_kernel(part, tiles, mma_choices, extra=None, fixed=None):
    """The head tile (of `tiles`), MMA element bytes (of `mma_choices`) and
    parameters of one MLA decode kernel whose fit to `part` is best
    (choose_mla_decode_shape picks among the shapes). `extra`:
    further parameters fitted, from these starts; `fixed`: parameters held
    at these values."""
    start = dict(MLA_DECODE_START, **(extra or {}))
    names = [n for n in start if n not in (fixed or {})]
    bounds = dict(MLA_DECODE_BOUNDS, split_target=(GPU["num_sms"], 100000), reread=(0.001, 1.0))
    free = names + ["overlap"]
    shapes = []
    for tile in tiles:
        for mma in mma_choices:
            shape = dict(fixed or {}, head_tile=float(tile), mma_bytes=float(mma))

            def loss(a):
                return log_loss(part, lambda s: mla_decode_time(dict(a, **shape), *s[1:]))
            # The stream and the MMAs overlapped at `sharpness` (no
            # `overlap`), then `overlap` freed from that optimum and from a
            # start of its own: each can settle in a minimum worse than
            # another's, and the best of the three is kept.
            p = fit(names, start, [bounds[n] for n in names], loss, iterations=600)
            candidates = [(loss(a), dict(a, **shape)) for a in (
                p,
                fit(free, dict(p, overlap=p["sharpness"]), [bounds[n] for n in free], loss,
                    iterations=600),
                fit(free, dict(start, overlap=MLA_OVERLAP_START), [bounds[n] for n in free], loss,
                    iterations=600))]
            shapes.append((candidates[0][0], min(candidates, key=lambda c: c[0])))
    return choose_mla_decode_shape(shapes)[1]


# With `overlap` free, head tiles whose fits lie within a couple of percent
# of each other are told apart by noise: held-out folds of H200's decode rows
# flipped the tile on a 1% margin and missed the held-out head counts by 30%
# at p90 (measured). The tied form (overlap at `sharpness`) separates the
# tiles by what they do to the waves, so shapes whose best losses are within
# MLA_TILE_TIE of the best one are a tie that the tied form's loss breaks.
MLA_TILE_TIE = 1.02


def choose_mla_decode_shape(shapes):
    """Of (tied-form loss, (best loss, kernel)) for each head tile and MMA
    choice, the (best loss, kernel) of the shape the comment above
    MLA_TILE_TIE picks."""
    lowest = min(best[0] for _, best in shapes)
    tied = [(tied_loss, best) for tied_loss, best in shapes if best[0] <= MLA_TILE_TIE * lowest]
    return min(tied, key=lambda t: t[0])[1]


# The MMAs of an MLA decode kernel over an fp8 cache run at the fp8 peak
# when the kernel quantizes the query to fp8 too (TensorRT-LLM's Blackwell
# kernels do), at the bf16 peak when it widens the cache to bf16: the fit
# tries both and keeps the better (mma_bytes 1 or 2). A bf16 cache runs
# bf16 MMAs.
MLA_MMA_CHOICES = {"bf16": (2,), "fp8": (2, 1)}


# TensorRT-LLM's Blackwell MLA decode (trtllm-gen) runs two kernels: up to
# 32 heads per rank a low-latency one whose CTAs hold 16 heads each (so 32
# heads stream the cache twice, in part through L2), above that a
# high-throughput one with 64-head tiles (128 heads as a CTA pair sharing
# the cache). FlashMLA on Hopper runs one. Which it is belongs to the GPU's
# attention backend, not to the rows: the data-sheet device says it
# (mla_decode_low_latency_heads, the heads up to which the low-latency
# kernel runs; absent, one kernel), and every class and every held-out fold
# fits the kernels it names. (This was decided on the classes' losses pooled,
# two kernels kept below 0.75 of one's: B200 0.65, H100 0.78, H200 0.82 on
# every row, but B200 without its 32-head rows 0.79, so that fold ran 32
# heads on one kernel in one tile and came out 18-24% fast in the median.)
# The low-latency kernel's re-read is fitted when the rows hold a count it
# runs in more than one tile (17 to 32 heads); without one no row bears on
# it, and it is held at MLA_REREAD_PRIOR: half of a further tile's cache
# from HBM, midway between all of it through L2 (0) and none (1). (B200's
# 32-head rows fit 0.51 for bf16, 0.57 for fp8.)
MLA_LOW_LATENCY_TILE, MLA_REREAD_PRIOR = 16, 0.5


def mla_low_latency_heads():
    """The heads per rank up to which the GPU's data sheet says its MLA
    decode runs a low-latency kernel (0: one kernel)."""
    return int(GPU["sheet"].get("mla_decode_low_latency_heads", 0))


# FlashMLA (Hopper) runs the query heads of a sequence in blocks of 64 (its
# BLOCK_SIZE_M): 1 to 64 heads take one tile and 128 take two, and on long
# caches 1, 4, 8, 32 and 64 heads measure the same time while 128 take 1.6x
# (bf16) to 2x (fp8). With the tile free the fits picked 16 or 32 and
# explained the growth with the heads on short caches by extra tiles; a fold
# without 128 heads then ran them 10% fast in the median. The tile is the
# kernel's, not the rows', so the data sheet may name it
# (mla_decode_head_tile). Its kernel runs 1 to 64 heads in one block, so
# what grows with the heads on short caches (H200, batch 1,024 over 2
# tokens: 66 us at 1 head, 92 at 32, 123 at 64) is traffic per (sequence,
# head), which that fit frees (head_bytes in mla_decode_time, from
# MLA_HEAD_BYTES_START). A fit that picks the tile explains that growth
# with its tiles, and both at once confound: B200's wide kernel, fitted on
# its one other count when 64 or 128 heads are held out, missed them at p90
# 45% with head_bytes against 23-25% without (B200's times do not grow from
# 1 to 8 heads at all).
MLA_HEAD_BYTES_START = 2048.0


def mla_decode_head_tiles():
    """The head tiles an MLA decode kernel's fit tries (the data sheet's
    mla_decode_head_tile, else each of MLA_HEAD_TILES) and the parameters
    the fit adds to MLA_DECODE_START for them."""
    tile = GPU["sheet"].get("mla_decode_head_tile")
    if tile:
        return (int(tile),), {"head_bytes": MLA_HEAD_BYTES_START}
    return MLA_HEAD_TILES, {}


# FlashMLA runs an fp8 cache by widening it to bf16 in shared memory: the
# bf16 kernel's stream, half the bytes, plus SM work the compute term
# carries. Fitted alone, the two classes split a long cache's time between
# stream and compute as they like: H200's fp8 kernel fitted without 128
# heads took memory_eff 0.65 and compute_eff 1.0, where the bf16 kernel
# takes 0.9-1.0 and the fp8 rows say compute (their time doubles from 64 to
# 128 heads, the second tile), and ran 128 heads 10% fast in the median, 41%
# at p90. So where the data sheet names the kernel's tile (FlashMLA's), the
# other classes hold the memory efficiency MLA_STREAM_CLASS's rows fit.
# TensorRT-LLM's Blackwell kernels are other kernels per cache type (fp8
# MMAs; B200's low-latency fp8 kernel fits 0.84 against bf16's 0.72): held
# there, B200's fp8 fold without 4 heads went from 4.5% to 10.9% median.
MLA_STREAM_CLASS = "bf16"


def fit_mla_decode_class(dev, samples, seed, cls):
    """The class's kernel (its head tile, of mla_decode_head_tiles, and
    parameters) or, on a GPU whose data sheet names a low-latency kernel,
    the wide kernel with the low-latency one's parameters under
    `low_latency` (split_low_latency_kernels moves them to their section);
    a class other than MLA_STREAM_CLASS of a kernel the data sheet names
    holds that class's memory efficiency."""
    tiles, extra = mla_decode_head_tiles()
    named = len(tiles) == 1
    stream = (fit_mla_decode_class(dev, samples, seed, MLA_STREAM_CLASS)
              if named and cls != MLA_STREAM_CLASS else None)

    def held(kernel):
        return {"memory_eff": kernel["memory_eff"]} if kernel else {}
    part = subsample([s for s in samples if s[0][0] == cls], 3000, seed)
    mma = MLA_MMA_CHOICES[cls]
    heads = mla_low_latency_heads()
    few = [s for s in part if s[0][3] <= heads]
    many = [s for s in part if s[0][3] > heads]
    if not few or not many:
        return fit_mla_decode_kernel(part, tiles, mma, extra=extra, fixed=held(stream))
    reread = {"reread": MLA_REREAD_PRIOR}
    small_held = held(stream.get("low_latency") if stream else None)
    if any(s[0][3] > MLA_LOW_LATENCY_TILE for s in few):
        small = fit_mla_decode_kernel(few, (MLA_LOW_LATENCY_TILE,), mma, extra=reread,
                                      fixed=small_held)
    else:
        small = fit_mla_decode_kernel(few, (MLA_LOW_LATENCY_TILE,), mma,
                                      fixed=dict(reread, **small_held))
    wide = fit_mla_decode_kernel(many, tiles, mma, extra=extra, fixed=held(stream))
    return dict(wide, low_latency=dict(small, max_heads=float(heads)))


def split_low_latency_kernels(dev):
    """Moves each MLA decode class's low-latency kernel (fit_mla_decode_class)
    to the section `mla_decode_low_latency`."""
    for cls, kernel in dev.get("mla_decode", {}).items():
        if "low_latency" in kernel:
            dev.setdefault("mla_decode_low_latency", {})[cls] = kernel.pop("low_latency")


PROTOCOL_STARTS = [(5.0, 20.0), (15.0, 150.0), (40.0, 400.0)]  # (latency us, GB/s)


def fit_collectives(samples):
    """Per collective and group size, three protocols (a latency and a bus
    bandwidth each: NCCL's LL, LL128 and Simple, which win small, middling
    and large messages); the device file lists them by group size."""
    curves = {}
    count = len(PROTOCOL_STARTS)
    names = [f % i for i in range(count) for f in ("lat%d", "bw%d")]
    start = {}
    for i, (latency, bandwidth) in enumerate(PROTOCOL_STARTS):
        start["lat%d" % i], start["bw%d" % i] = latency, bandwidth
    bounds = [(0.5, 500) if n.startswith("lat") else (0.1, 5000) for n in names]

    def curve_of(p):
        return [{"latency_us": p["lat%d" % i], "gb_per_s": p["bw%d" % i]} for i in range(count)]

    for name in sorted(set(s[0][0] for s in samples)):
        for n in sorted(set(s[0][1] for s in samples if s[0][0] == name)):
            part = [s for s in samples if s[0][0] == name and s[0][1] == n]
            p = fit(names, start, bounds,
                    lambda p: log_loss(part, lambda s: collective_time(curve_of(p), s[2])),
                    iterations=1500, restarts=4)
            curves.setdefault(name, []).append({"ranks": n, "protocols": curve_of(p)})
    return curves


MOE_START = {"fixed_us": 20.0, "tile_m": 64.0, "compute_eff": 0.6, "memory_eff": 0.7,
             "sharpness": 3.0, "narrow_half": 64.0, "expert_us": 0.05, "assignment_ns": 0.5}
MOE_BOUNDS = {"fixed_us": (1, 200), "tile_m": (1, 256), "compute_eff": (0.05, 1.0),
              "memory_eff": (0.05, 1.0), "sharpness": (1.0, 20.0), "narrow_half": (0.1, 10000),
              "expert_us": (0.0, 2.0), "assignment_ns": (0.0, 100.0)}


# The assignments' cost is kept where it fits the rows better than the
# kernel without it, below MOE_ASSIGNMENT_GAIN times its loss (B200 NVFP4:
# 0.86). It is fitted from that kernel's optimum: started afresh, H200's
# block-128 fp8 fit moved to another optimum, better on its own rows and
# worse on the held-out configurations (median 4.5% -> 6.3%).
MOE_ASSIGNMENT_GAIN = 0.99


def fit_moe_class(dev, samples, seed, cls):
    """A GEMM class's grouped kernel: its fixed cost (its own, each local
    expert's and, where it pays, each assignment's), row tile and
    efficiencies. The assignments' cost is fitted from the kernel fitted
    without it, so that it refines that optimum rather than trading it for
    another."""
    part = subsample([s for s in samples if s[0][0] == cls], 3000, seed)
    dev.setdefault("moe", {})

    def loss(p):
        dev["moe"][cls] = p
        return log_loss(part, lambda s: moe_time(dev, *s))

    names = [n for n in MOE_START if n != "assignment_ns"]
    base = fit(names, MOE_START, [MOE_BOUNDS[n] for n in names], loss)
    names = list(MOE_START)
    start = dict(base, assignment_ns=MOE_START["assignment_ns"])
    refined = fit(names, start, [MOE_BOUNDS[n] for n in names], loss)
    return refined if loss(refined) < MOE_ASSIGNMENT_GAIN * loss(base) else base


# The fits after the GEMMs' (which the MoE classes read: the elementwise
# kernels), each class on its own: (section, fit, classes), the longest
# first, so that worker processes finish together. The device file lists a
# section's classes in this order.
CLASS_FITS = [
    ("attention_decode", fit_decode_attention_class, ("bf16", "fp8")),
    ("moe", fit_moe_class, ("bf16", "fp8", "fp8_block", "nvfp4")),
    ("attention_context", fit_context_attention_class, ("bf16", "fp8")),
    ("mla_decode", fit_mla_decode_class, ("bf16", "fp8")),
    ("mla_context", fit_mla_context_class, ("bf16", "fp8")),
    ("collectives", lambda dev, samples, seed, cls: fit_collectives(samples), (None,)),
]

_FORKED = {}  # what parallel_map's worker processes inherit


def parallel_map(function, items, **shared):
    """[function(item) for item in items], in worker processes (fork, one
    per core, or TC_CALIBRATE_JOBS) that inherit `shared` as _FORKED: each
    call is deterministic and independent of the others, so the result is
    the same whatever runs it."""
    jobs = int(os.environ.get("TC_CALIBRATE_JOBS", "0")) or os.cpu_count() or 1
    _FORKED.update(shared)
    try:
        if jobs > 1 and len(items) > 1:
            with multiprocessing.get_context("fork").Pool(min(jobs, len(items))) as pool:
                return pool.map(function, items, chunksize=1)
        return [function(item) for item in items]
    finally:
        _FORKED.clear()


def _fit_one_class(task):
    section, cls = task
    fit_class = dict((name, f) for name, f, _ in CLASS_FITS)[section]
    return fit_class(copy.deepcopy(_FORKED["dev"]), _FORKED["train"][section],
                     _FORKED["seed"], cls)


def fit_classes(dev, train, seed, log):
    """Every CLASS_FITS class the GPU's tables have (NVFP4 on Blackwell
    alone), fitted in worker processes (parallel_map)."""
    tasks = [(section, cls) for section, _, classes in CLASS_FITS for cls in classes
             if cls is None or any(s[0][0] == cls for s in train[section])]
    for section, _, _ in CLASS_FITS:
        print("fitting %s on %d samples" % (section, len(train[section])), file=log)
    results = parallel_map(_fit_one_class, tasks, dev=dev, train=train, seed=seed)
    for (section, cls), result in zip(tasks, results):
        if cls is None:
            dev[section] = result
        else:
            dev.setdefault(section, {})[cls] = result


def fit_device(data_dir, held_out=None, seed=1, log=sys.stderr, datasheet=None):
    """The fitted device, and the samples of each class it was not fitted on
    (those of `held_out`, a fraction of each table's shapes, when given).
    `datasheet`: the GPU's data-sheet device file (datasheet_path's by
    default)."""
    use_datasheet(datasheet or datasheet_path(data_dir))
    tables = {
        "gemm": table_samples(data_dir, "gemm.csv", gemm_samples),
        "attention_context": table_samples(data_dir, "attention_context.csv", context_samples),
        "attention_decode": table_samples(data_dir, "attention_generation.csv", decode_samples),
        "collectives": table_samples(data_dir, "collectives.csv", collective_samples),
        "moe": table_samples(data_dir, "moe.csv", moe_samples),
        "mla_context": table_samples(data_dir, "mla_context.csv", mla_context_samples),
        "mla_decode": table_samples(data_dir, "mla_generation.csv", mla_decode_samples),
    }
    train, test = {}, {}
    for name, samples in tables.items():
        if held_out:  # MoE and MLA: whole configurations, head counts, as the judges hold out
            train[name], test[name] = split_by_shape(samples, held_out, seed,
                                                     exact=name.startswith(("moe", "mla")))
        else:
            train[name], test[name] = samples, []
    marked = moe_unexplained(tables["moe"])
    if held_out:  # the skewed runs of the held-out configurations
        held = set(s[2] for s in test["moe"])
        skewed = table_samples(data_dir, "moe.csv", moe_skewed_samples)
        suspect = moe_skewed_suspect(skewed, tables["moe"])  # every layout's rows
        skewed = [s for s in skewed if s[2] in held]
        test["moe_skewed"] = [s for s in skewed if s[0] not in suspect]
        test["moe_skewed_suspect"] = [s for s in skewed if s[0] in suspect]
    test["moe_unexplained"] = [s for s in test["moe"] if s[0] in marked]
    test["moe"] = [s for s in test["moe"] if s[0] not in marked]
    train["moe"] = [s for s in train["moe"] if s[0] not in marked]
    print("moe: %d rows the work cannot explain left out" % len(marked), file=log)
    dev = new_device()
    dev["source"] = attribution(data_dir)
    print("fitting gemm on %d samples" % len(train["gemm"]), file=log)
    fit_gemm(dev, train["gemm"], seed)
    fit_classes(dev, train, seed, log)
    split_low_latency_kernels(dev)
    if held_out:  # a skewed run slower than any routing's work measured something else
        beyond = moe_beyond_most_work(dev, test["moe_skewed"])
        test["moe_skewed_suspect"] += [s for s in test["moe_skewed"] if s[0] in beyond]
        test["moe_skewed"] = [s for s in test["moe_skewed"] if s[0] not in beyond]
    return dev, test


def new_device():
    """The fitted device before its kernel classes: the data sheet's figures
    (use_datasheet) under the GPU's own name (h200-datasheet -> h200)."""
    sheet = GPU["sheet"]
    return {
        "name": sheet["name"].replace("-datasheet", ""),
        "tflops": dict(sheet["tflops"]),
        "hbm_gb_per_s": GPU["hbm_gb_per_s"],
        "link_gb_per_s": sheet["link_gb_per_s"],
        "launch_overhead_us": sheet["launch_overhead_us"],
        "collective_latency_us": sheet["collective_latency_us"],
        "hbm_gb": sheet["hbm_gb"],
        # What a serving engine keeps off the model: vLLM's default
        # gpu_memory_utilization of 0.9 leaves a tenth of HBM for the CUDA
        # context, CUDA graphs, NCCL buffers and the allocator.
        "memory_reserve_gb": sheet["memory_reserve_gb"],
        "num_sms": GPU["num_sms"],
        "gemm": {},
        "attention_context": {},
        "attention_decode": {},
        "elementwise": {},
    }


def attribution(data_dir):
    folder = os.path.basename(os.path.normpath(data_dir))
    gpu = folder.replace("_sxm", "").upper() + (" SXM" if folder.endswith("_sxm") else "")
    return ("Fitted by scripts/calibrate.py to %s kernel measurements converted "
            "from NVIDIA AIConfigurator's performance database (github.com/ai-dynamo/"
            "aiconfigurator, commit 095f58a5, systems/data/%s; TensorRT-LLM 1.3.0rc20 "
            "kernels in CUDA graphs, NCCL 2.29 nccl-tests), (c) NVIDIA CORPORATION & "
            "AFFILIATES, Apache-2.0." % (gpu, folder))


def write_device(dev, path):
    order = ["name", "source", "tflops", "hbm_gb_per_s", "link_gb_per_s", "hbm_gb",
             "memory_reserve_gb", "num_sms",
             "launch_overhead_us", "iteration_sync_us", "collective_latency_us", "gemm", "attention_context",
             "attention_decode", "elementwise", "moe", "collectives", "mla_context",
             "mla_decode", "mla_decode_low_latency", "fitted_from"]
    text = json.dumps({k: dev[k] for k in order if k in dev}, indent=2) + "\n"
    with open(path, "w") as f:
        f.write(text)


# What a fit reads: the tables, the serving runs and the two scripts (the
# launch time also depends on the tools' costs, which CI checks by re-fitting
# one GPU whole).
FITTED_TABLES = ("gemm.csv", "attention_context.csv", "attention_generation.csv",
                 "collectives.csv", "moe.csv", "mla_context.csv", "mla_generation.csv")


def fingerprint(data_dir, sheet=None):
    """SHA-256 of the tables and serving runs a device was fitted to, of the
    data-sheet device it was fitted over (`sheet`, else the folder's: it
    names kernels and tiles the fit takes), and of the scripts that fitted
    it: a shipped device whose fingerprint no longer matches was fitted to
    other data or by other code (check_fingerprint)."""
    data = hashlib.sha256()
    for path in [os.path.join(data_dir, n) for n in FITTED_TABLES] + [serving.serving_table(data_dir)]:
        data.update(os.path.basename(path).encode() + b"\0")
        with open(path, "rb") as f:
            data.update(f.read())
    with open(sheet or datasheet_path(data_dir), "rb") as f:
        sheet_hash = hashlib.sha256(f.read())
    code = hashlib.sha256()
    for path in (os.path.abspath(__file__), os.path.abspath(serving.__file__)):
        with open(path, "rb") as f:
            code.update(f.read())
    return {"data_sha256": data.hexdigest(), "sheet_sha256": sheet_hash.hexdigest(),
            "code_sha256": code.hexdigest()}


FINGERPRINT_PARTS = {"data_sha256": "the tables give", "sheet_sha256": "the data sheet gives",
                     "code_sha256": "the scripts give"}


def check_fingerprint(data_dir, device_path, sheet=None):
    """0 when the device file says it was fitted to `data_dir` over `sheet`
    by this code (what it would be re-fitted to), else 1 after saying what
    differs."""
    with open(device_path) as f:
        recorded = json.load(f).get("fitted_from", {})
    current = fingerprint(data_dir, sheet)
    differs = [k for k in FINGERPRINT_PARTS if recorded.get(k) != current[k]]
    for k in differs:
        print("calibrate.py: %s: %s %s, but %s %s (re-fit it: python3 scripts/calibrate.py %s)"
              % (device_path, k, recorded.get(k, "missing"), FINGERPRINT_PARTS[k], current[k],
                 data_dir), file=sys.stderr)
    if not differs:
        print("%s: fitted to %s by these scripts" % (device_path, data_dir))
    return 1 if differs else 0


# The host's time a serving iteration spends keeping its ranks in step is
# looked for up to ITERATION_SYNC_MAX_US, in ITERATION_SYNC_STEP_US.
ITERATION_SYNC_MAX_US, ITERATION_SYNC_STEP_US = 2000.0, 10.0


def serving_loss(dev, runs, programs, directory, kernels, launch_us):
    """The mean squared log(predicted / measured TPOT) of the serving runs
    when the host launches a kernel every `launch_us` (scripts/serving.py),
    at the iteration sync that minimises it: (loss, sync_us, loss at no
    sync). Least squares on the log, as every kernel class is fitted.
    `kernels` is `dev` written out: it costs the decode steps (in a graph)
    and the prefills (whose attention alone the estimate uses), which the
    launch time does not change. The sync adds to every iteration of a run
    on more than one GPU, so a run's TPOT moves by exactly it."""
    path = os.path.join(directory, "launch-%g.json" % launch_us)
    write_device(dict(dev, launch_overhead_us=launch_us), path)
    predicted = [(serving.predict(run, programs, kernels, path, sync=0.0)["fused_ms"],
                  run["tp"] > 1, run["tpot_ms"]) for run in runs]

    def loss(sync_us):
        errors = [math.log((ms + (sync_us / 1000.0 if ranks else 0.0)) / measured)
                  for ms, ranks, measured in predicted]
        return sum(e * e for e in errors) / len(errors)

    steps = int(ITERATION_SYNC_MAX_US / ITERATION_SYNC_STEP_US)
    best = min((ITERATION_SYNC_STEP_US * i for i in range(steps + 1)), key=loss)
    return loss(best), best, loss(0.0)


# The runs tell the launch time when moving it LAUNCH_PROBE_US either way
# raises their loss by LAUNCH_IDENTIFIED_GAIN or more (H100 +62%, H200 +7%).
# B200's runs (Llama-3.1-70B FP8) are never host-bound: their loss moves by
# 0.2% from 0 to 40 us, and the grid's minimum is whichever end the kernels'
# last digits favour; the device keeps its data sheet's launch instead. The
# iteration sync is kept where it lowers the loss by the same factor.
LAUNCH_PROBE_US, LAUNCH_IDENTIFIED_GAIN = 20.0, 1.02


def fit_serving(dev, data_dir, bin_dir, log=sys.stderr):
    """The host's times the kernel tables cannot hold, fitted to the
    measured serving runs: (launch_overhead_us, iteration_sync_us).

    The launch is the host's time to launch one kernel outside a CUDA graph
    (the kernel tables are timed in graphs). TensorRT-LLM replays
    decode-only iterations from a graph but launches those that run a
    prefill from Python, one module after another: at high TP and short
    inputs those iterations take as long whatever the GPUs' share (about
    20 ms for Llama-3.1-8B at TP 4 and 8, 1,024 or 2,048 inputs), the
    host's time. A grid in 5 us, then 0.5 us around the best; the data
    sheet's launch where the runs do not tell it (LAUNCH_PROBE_US).

    The sync is what every iteration on more than one GPU adds whatever
    its kernels: TensorRT-LLM's PyTorch executor broadcasts each
    iteration's new requests from rank 0 to the other ranks. H100's runs (TensorRT-LLM 1.0.0rc3) show it: at
    TP 2-8 their TPOT is about 0.5 ms above the decode step and the prefill
    share, at TP 1 not. At each launch the sync is the loss's minimum over
    its grid; 0 where the runs do not tell it."""
    runs = serving.read_runs(data_dir)
    programs = serving.Programs(bin_dir, runs)
    with tempfile.TemporaryDirectory() as directory:
        kernels = os.path.join(directory, "kernels.json")
        write_device(dev, kernels)
        losses = {}

        def evaluate(grid):
            """The losses of the grid's new points, in worker processes that
            share the programs and kernel reports costed so far."""
            todo = sorted(set(p for p in grid if p not in losses))
            losses.update(zip(todo, parallel_map(_serving_loss_at, todo,
                                                 args=(dev, runs, programs, directory, kernels))))

        def loss(launch):
            return losses[launch][0]

        evaluate([0.0])  # generates the programs and the kernels' reports once
        grid = [5.0 * i for i in range(41)]
        evaluate(grid)
        best = min(grid, key=loss)
        grid = [best + 0.5 * i for i in range(-10, 11) if best + 0.5 * i >= 0]
        evaluate(grid)
        best = min(grid, key=loss)
        print("launch_overhead_us: %g (mean squared log error %.5f over %d serving runs)"
              % (best, loss(best), len(runs)), file=log)
        probes = [p for p in (best - LAUNCH_PROBE_US, best + LAUNCH_PROBE_US) if p >= 0]
        evaluate(probes)
        if any(loss(p) < LAUNCH_IDENTIFIED_GAIN * loss(best) for p in probes):
            sheet = GPU["sheet"]["launch_overhead_us"]
            print("launch_overhead_us: the runs do not tell it (%s us off, the loss moves less "
                  "than %d%%): the data sheet's %g"
                  % (LAUNCH_PROBE_US, round(100 * (LAUNCH_IDENTIFIED_GAIN - 1)), sheet), file=log)
            best = sheet
            evaluate([best])  # the sync at the launch the device keeps
        return best, told_sync(best, losses[best], log)


def told_sync(launch, fitted, log):
    """The sync of `fitted` (the loss, the sync and the loss without it at
    `launch`) where it lowers the loss by LAUNCH_IDENTIFIED_GAIN or more,
    else 0: the runs do not tell it."""
    loss, sync, unsynced = fitted
    print("iteration_sync_us: %g at a launch of %g us (mean squared log error %.5f; %.5f "
          "without the sync)" % (sync, launch, loss, unsynced), file=log)
    if unsynced < LAUNCH_IDENTIFIED_GAIN * loss:
        print("iteration_sync_us: the runs do not tell it (the loss moves less than "
              "%d%% without it): 0" % round(100 * (LAUNCH_IDENTIFIED_GAIN - 1)), file=log)
        return 0.0
    return sync


def _serving_loss_at(launch_us):
    return serving_loss(*_FORKED["args"], launch_us)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data_dir", help="folder of one GPU's measured tables (gemm.csv, ...), "
                        "named <gpu>_sxm")
    parser.add_argument("-o", "--output", help="the device file to write "
                        "[devices/<gpu>.json]")
    parser.add_argument("--datasheet", help="the GPU's data-sheet device "
                        "[devices/<gpu>-datasheet.json]")
    parser.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"),
                        help="tc-gen and tc-opt, which cost the serving runs the launch time is fitted to")
    parser.add_argument("--check", metavar="DEVICE_FILE",
                        help="fit nothing: check that DEVICE_FILE's fingerprint is DATA_DIR's and "
                        "this script's (exit 1 when not)")
    args = parser.parse_args()
    if args.check:
        return check_fingerprint(args.data_dir, args.check, args.datasheet)
    datasheet = args.datasheet or datasheet_path(args.data_dir)
    output = args.output or os.path.join(
        ROOT, "devices", os.path.basename(datasheet).replace("-datasheet", ""))
    if not os.path.isfile(datasheet):
        print("calibrate.py: %s: no data-sheet device for this GPU (say --datasheet)" % datasheet,
              file=sys.stderr)
        return 1
    for name in FITTED_TABLES:
        if not os.path.isfile(os.path.join(args.data_dir, name)):
            print("calibrate.py: %s: no %s there" % (args.data_dir, name), file=sys.stderr)
            return 1
    try:
        serving.Programs(args.bin, serving.read_runs(args.data_dir))
    except (OSError, ValueError, KeyError) as e:
        print("calibrate.py: %s: %s" % (args.data_dir, e), file=sys.stderr)
        return 1
    for tool in ("tc-gen", "tc-opt"):
        if not os.access(os.path.join(args.bin, tool), os.X_OK):
            print("calibrate.py: %s: no %s there (build first, or say --bin)" % (args.bin, tool),
                  file=sys.stderr)
            return 1
    try:
        dev, _ = fit_device(args.data_dir, datasheet=datasheet)
    except TableError as e:
        print("calibrate.py: %s" % e, file=sys.stderr)
        return 1
    dev["launch_overhead_us"], dev["iteration_sync_us"] = fit_serving(dev, args.data_dir,
                                                                      args.bin)
    dev["fitted_from"] = fingerprint(args.data_dir, datasheet)
    write_device(dev, output)
    print("wrote %s" % output, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
