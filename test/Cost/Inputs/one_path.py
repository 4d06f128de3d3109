"""Every kernel class through both of the cost model's paths: a one-op
program (tc-opt --tc-cost-report, CUDA graphs on: the GPU's time alone) and
the kernel model's line for the same shape (tc-kernel-time), on one device.

    python3 one_path.py TC_OPT TC_KERNEL_TIME DEVICE [nvfp4]

Prints one line per case, "<class>: <program us> = <line us>", and exits 1
when any pair differs by more than 1 part in 100,000 (tc-kernel-time prints
6 digits). A program's quantize and GEMM are two ops; the line holds both.
With `nvfp4` (a device fitted to NVFP4: Blackwell) the NVFP4 GEMMs too."""
import json
import subprocess
import sys

TC_OPT, TC_KERNEL_TIME, DEVICE = sys.argv[1:4]
NVFP4 = sys.argv[4:] == ["nvfp4"]


def t(dims, element):
    return "tensor<%s%s>" % ("".join("%dx" % d for d in dims), element)


def gemm(m, n, k):
    x, w, y = t([m, k], "bf16"), t([k, n], "bf16"), t([m, n], "bf16")
    return ("%%x: %s, %%w: %s" % (x, w), y,
            '%%r = "tensor_cast.linear"(%%x, %%w) : (%s, %s) -> %s' % (x, w, y))


def quantized_gemm(m, n, k, block):
    """An fp8 GEMM whose activation is quantized on the fly: to one scale
    (per tensor: the abs-max, then the quantize), or in 1 x 128 groups."""
    x, xq, w, y = t([m, k], "bf16"), t([m, k], "f8E4M3FN"), t([k, n], "f8E4M3FN"), t([m, n], "bf16")
    xs = t([m, k // 128], "f32") if block else "tensor<f32>"
    ws = t([k // 128, n // 128], "f32") if block else "tensor<f32>"
    quantize = ('{dims = array<i64: -1>, group_size = 128 : i64}' if block
                else '{dims = array<i64>}')
    return ("%%x: %s, %%w: %s, %%ws: %s" % (x, w, ws), y,
            '%%q:2 = "tensor_cast.dynamic_quantize_symmetric"(%%x) %s : (%s) -> (%s, %s)\n'
            '  %%r = "tensor_cast.quant_linear"(%%q#0, %%w, %%ws, %%q#1) '
            '{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 0>} : (%s, %s, %s, %s) -> %s'
            % (quantize, x, xq, xs, xq, w, ws, xs, y))


def nvfp4_gemm(m, n, k):
    """An NVFP4 GEMM: the activation quantized against its static global
    scale (one pass), e4m3 block scales per 16 on both sides, the product
    scaled by the global factor."""
    x, xq, w, y = t([m, k], "bf16"), t([m, k], "f4E2M1FN"), t([k, n], "f4E2M1FN"), t([m, n], "bf16")
    xs, ws = t([m, k // 16], "f8E4M3FN"), t([k // 16, n], "f8E4M3FN")
    return ("%%x: %s, %%xg: tensor<f32>, %%w: %s, %%ws: %s, %%g: tensor<f32>" % (x, w, ws), y,
            '%%q:2 = "tensor_cast.dynamic_quantize_nvfp4"(%%x, %%xg) : (%s, tensor<f32>) -> (%s, %s)\n'
            '  %%r = "tensor_cast.quant_linear"(%%q#0, %%w, %%ws, %%q#1, %%g) '
            '{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0, 0, 1>} : (%s, %s, %s, %s, tensor<f32>) -> %s'
            % (x, xq, xs, xq, w, ws, xs, y))


def attention(b, queries, keys, hq, hkv, dk, dv, q_element, kv_element, window=0):
    """The dialect's attention over bf16 queries, keys and values; or, with
    `kv_element` f8E4M3FN, over an fp8 KV cache and its two static scales
    (tc-gen's --kv-dtype=fp8), which a generation step runs in the fp8
    decode class. fp8 FMHA (fp8 queries) has no program."""
    q, k, v = t([b, queries, hq, dk], q_element), t([b, keys, hkv, dk], kv_element), \
        t([b, keys, hkv, dv], kv_element)
    y = t([b, queries, hq, dv], "bf16")
    scaled = kv_element.startswith("f8")
    args = "%%q: %s, %%k: %s, %%v: %s" % (q, k, v) + (
        ", %ks: tensor<f32>, %vs: tensor<f32>" if scaled else "")
    return (args, y,
            '%%r = "tensor_cast.attention"(%%q, %%k, %%v%s) {scale = 0.125 : f64%s} : (%s, %s, %s%s) -> %s'
            % (", %ks, %vs" if scaled else "", ", sliding_window = %d : i64" % window if window else "",
               q, k, v, ", tensor<f32>, tensor<f32>" if scaled else "", y))


def latent_decode(b, keys, heads):
    """MLA's absorbed decode: the values are the latent's first 512 columns."""
    q, k = t([b, 1, heads, 576], "bf16"), t([b, keys, 1, 576], "bf16")
    v, y = t([b, keys, 1, 512], "bf16"), t([b, 1, heads, 512], "bf16")
    return ("%%q: %s, %%k: %s" % (q, k), y,
            '%%v = tensor.extract_slice %%k[0, 0, 0, 0] [%d, %d, 1, 512] [1, 1, 1, 1] : %s to %s\n'
            '  %%r = "tensor_cast.attention"(%%q, %%k, %%v) {scale = 0.125 : f64} : (%s, %s, %s) -> %s'
            % (b, keys, k, v, q, k, v, y))


def collective(op, rows, width, ranks, gathered):
    x = t([rows, width], "bf16")
    y = t([rows * ranks, width], "bf16") if gathered else x
    attrs = '{rank = 0 : i64, rank_group = array<i64: %s>}' % ", ".join(str(r) for r in range(ranks))
    if gathered:
        attrs = attrs[:-1] + ", dim = 0 : i64}"
    return ("%%x: %s" % x, y, '%%r = "tensor_cast.%s"(%%x) %s : (%s) -> %s' % (op, attrs, x, y))


CASES = [
    ("gemm bf16", gemm(256, 4096, 4096), "gemm,bf16,256,4096,4096,2,0"),
    ("gemm bf16, one row", gemm(1, 8192, 1024), "gemm,bf16,1,8192,1024,2,0"),
    ("gemm fp8 per tensor", quantized_gemm(256, 2048, 4096, False), "gemm,fp8,256,2048,4096,1,2"),
    ("gemm fp8 per tensor, large", quantized_gemm(4096, 8192, 8192, False),
     "gemm,fp8,4096,8192,8192,1,2"),
    ("gemm fp8 block", quantized_gemm(129, 7168, 2048, True), "gemm,fp8_block,129,7168,2048,1,1"),
    ("gemm fp8 block, large", quantized_gemm(2048, 4096, 7168, True),
     "gemm,fp8_block,2048,4096,7168,1,1"),
    ("prefill attention bf16", attention(2, 1024, 1024, 32, 8, 128, 128, "bf16", "bf16"),
     "context,bf16,2,1024,32,8,128,0,2"),
    ("prefill attention bf16, window", attention(1, 2048, 2048, 8, 8, 64, 64, "bf16", "bf16", 512),
     "context,bf16,1,2048,8,8,64,512,2"),
    ("decode attention bf16 mha", attention(8, 1, 2048, 16, 16, 128, 128, "bf16", "bf16"),
     "decode,bf16,8,2048,16,16,128,0,2"),
    ("decode attention bf16 gqa", attention(64, 1, 4096, 32, 8, 128, 128, "bf16", "bf16"),
     "decode,bf16,64,4096,32,8,128,0,2"),
    ("decode attention bf16 wide", attention(4, 1, 1024, 64, 1, 128, 128, "bf16", "bf16"),
     "decode,bf16,4,1024,64,1,128,0,2"),
    ("decode attention fp8 gqa", attention(64, 1, 4096, 32, 8, 128, 128, "bf16", "f8E4M3FN"),
     "decode,fp8,64,4096,32,8,128,0,1"),
    ("decode attention fp8 gqa, large group",
     attention(32, 1, 4096, 64, 4, 256, 256, "bf16", "f8E4M3FN"),
     "decode,fp8,32,4096,64,4,256,0,1"),
    ("mla decode bf16", latent_decode(32, 4096, 16), "mla_decode,bf16,32,4096,16,576,512,2"),
    ("mla decode bf16, 128 heads", latent_decode(8, 16384, 128),
     "mla_decode,bf16,8,16384,128,576,512,2"),
    ("mla prefill bf16", attention(1, 4096, 4096, 16, 16, 192, 128, "bf16", "bf16"),
     "mla_context,bf16,1,4096,16,160"),
    ("mla prefill bf16, batch", attention(8, 512, 512, 128, 128, 192, 128, "bf16", "bf16"),
     "mla_context,bf16,8,512,128,160"),
    ("all_reduce", collective("all_reduce", 64, 8192, 8, False), "collective,all_reduce,8,1048576"),
    ("all_gather", collective("all_gather", 16, 8192, 4, True), "collective,all_gather,4,1048576"),
] + ([
    ("gemm nvfp4", nvfp4_gemm(256, 4096, 4096), "gemm,nvfp4,256,4096,4096,0.5625,1"),
    ("gemm nvfp4, one row", nvfp4_gemm(1, 7168, 2048), "gemm,nvfp4,1,7168,2048,0.5625,1"),
] if NVFP4 else [])


def program_time(args, result, body):
    text = ("func.func @f(%s) -> %s {\n  %s\n  return %%r : %s\n}\n" % (args, result, body, result))
    out = subprocess.run([TC_OPT, "-o", "/dev/null", "--tc-cost-report=format=json out=- "
                          "cuda-graphs=on all-reduce=nccl device=" + DEVICE],
                         input=text, capture_output=True, text=True)
    if out.returncode:
        sys.exit("one_path.py: tc-opt failed on\n%s%s" % (text, out.stderr))
    return sum(row["time_us"] for row in json.loads(out.stdout)["ops"])


def line_times(lines):
    out = subprocess.run([TC_KERNEL_TIME, "--device=" + DEVICE], input="\n".join(lines) + "\n",
                         capture_output=True, text=True)
    if out.returncode:
        sys.exit("one_path.py: tc-kernel-time failed: " + out.stderr)
    return [float(v) for v in out.stdout.split()]


failed = 0
for (name, program, _), line in zip(CASES, line_times([c[2] for c in CASES])):
    ours = program_time(*program)
    same = abs(ours - line) <= 1e-5 * max(ours, line)
    failed += not same
    print("%s: %.6g %s %.6g" % (name, ours, "=" if same else "!=", line))
sys.exit(1 if failed else 0)
