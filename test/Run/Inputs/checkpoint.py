"""Writes and reads safetensors checkpoints with the standard library only
(8 bytes of header length, a JSON header, raw little-endian data).

  checkpoint.py write PROGRAM DIR [--dtype bf16|f16|f32] [--shards N]
                [--seed S] [--zero-layers] [--skip NAME] [--reshape NAME]
      A checkpoint in DIR for every tensor_cast.source a tc-gen program
      names (model.safetensors, or N shards and model.safetensors.index.json,
      as transformers' save_pretrained writes them). --zero-layers makes
      every tensor of model.layers.* zero except the norms, so each layer
      adds nothing to the residual stream.
  checkpoint.py reference PROGRAM DIR OUTPUT
      With a --zero-layers checkpoint the logits are the final norm of the
      token's embedding times the LM head; checks tc-run's --output
      against that, computed here in double.
  checkpoint.py list FILE
      Each tensor of a safetensors file: name, dtype, shape.
"""
import json, math, os, random, re, struct, sys

SIZES = {"BF16": 2, "F16": 2, "F32": 4, "I64": 8}


def sources(program):
    """(name, shape) of each argument's tensor_cast.source, in order."""
    text = open(program).read()
    found = re.findall(
        r'tensor_cast\.source = \{name = "([^"]+)", shape = array<i64: ([0-9, ]+)>',
        text.split(") -> ", 1)[0])
    return [(name, [int(d) for d in dims.split(",")]) for name, dims in found]


def encode(values, dtype):
    if dtype == "I64":
        return struct.pack("<%dq" % len(values), *values)
    if dtype == "F32":
        return struct.pack("<%df" % len(values), *values)
    if dtype == "F16":
        return struct.pack("<%de" % len(values), *values)
    # BF16: the top half of the f32, rounded to nearest even.
    out = bytearray()
    for v in values:
        bits = struct.unpack("<I", struct.pack("<f", v))[0]
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
        out += struct.pack("<H", bits & 0xFFFF)
    return bytes(out)


def decode(data, dtype, count):
    if dtype == "I64":
        return list(struct.unpack("<%dq" % count, data))
    if dtype == "F32":
        return list(struct.unpack("<%df" % count, data))
    if dtype == "F16":
        return list(struct.unpack("<%de" % count, data))
    halves = struct.unpack("<%dH" % count, data)
    return [struct.unpack("<f", struct.pack("<I", h << 16))[0] for h in halves]


def write_file(path, tensors):
    header, blobs, offset = {}, [], 0
    for name, (dtype, shape, data) in tensors.items():
        header[name] = {"dtype": dtype, "shape": shape,
                        "data_offsets": [offset, offset + len(data)]}
        blobs.append(data)
        offset += len(data)
    header["__metadata__"] = {"format": "pt"}
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text + b"".join(blobs))


def read_file(path):
    data = open(path, "rb").read()
    length = struct.unpack("<Q", data[:8])[0]
    header = json.loads(data[8:8 + length])
    header.pop("__metadata__", None)
    out = {}
    for name, entry in header.items():
        begin, end = entry["data_offsets"]
        count = math.prod(entry["shape"])
        raw = data[8 + length + begin:8 + length + end]
        out[name] = (entry["dtype"], entry["shape"],
                     decode(raw, entry["dtype"], count))
    return out


def read_checkpoint(directory):
    index = os.path.join(directory, "model.safetensors.index.json")
    files = (sorted(set(json.load(open(index))["weight_map"].values()))
             if os.path.exists(index) else ["model.safetensors"])
    tensors = {}
    for f in files:
        tensors.update(read_file(os.path.join(directory, f)))
    return tensors


def values_for(name, shape, rng, zero_layers, vocab):
    count = math.prod(shape)
    if name in ("input_ids",):
        return [rng.randrange(vocab) for _ in range(count)]
    if name == "position_ids":
        return [rng.randrange(4096) for _ in range(count)]
    if zero_layers and name.startswith("model.layers.") and "norm" not in name:
        return [0.0] * count
    if name.endswith("norm.weight"):
        return [rng.uniform(0.5, 1.5) for _ in range(count)]
    return [rng.uniform(-1.0, 1.0) for _ in range(count)]


def write(args):
    program, directory = args[0], args[1]
    opts = {"--dtype": "bf16", "--shards": "1", "--seed": "1"}
    flags, skip, reshape = set(), set(), set()
    i = 2
    while i < len(args):
        if args[i] == "--zero-layers":
            flags.add(args[i]); i += 1
        elif args[i] == "--skip":
            skip.add(args[i + 1]); i += 2
        elif args[i] == "--reshape":
            reshape.add(args[i + 1]); i += 2
        else:
            opts[args[i]] = args[i + 1]; i += 2
    dtype = opts["--dtype"].upper()
    rng = random.Random(int(opts["--seed"]))
    named = sources(program)
    vocab = dict(named)["model.embed_tokens.weight"][0]
    tensors = {}
    for name, shape in named:
        if name in tensors or name in skip:
            continue
        values = values_for(name, shape, rng, "--zero-layers" in flags, vocab)
        kind = "I64" if name in ("input_ids", "position_ids") else dtype
        if name in reshape:
            shape = list(reversed(shape))
        tensors[name] = (kind, shape, encode(values, kind))
    os.makedirs(directory, exist_ok=True)
    shards = int(opts["--shards"])
    if shards == 1:
        write_file(os.path.join(directory, "model.safetensors"), tensors)
        return
    names = list(tensors)
    weight_map = {}
    for s in range(shards):
        part = names[s::shards]
        file = "model-%05d-of-%05d.safetensors" % (s + 1, shards)
        write_file(os.path.join(directory, file), {n: tensors[n] for n in part})
        weight_map.update({n: file for n in part})
    json.dump({"metadata": {}, "weight_map": weight_map},
              open(os.path.join(directory, "model.safetensors.index.json"), "w"))


def reference(args):
    program, directory, output = args
    text = open(program).read()
    eps = float(re.findall(r'eps = ([0-9.e+-]+)', text)[-1])  # rms_norm_eps
    ckpt = read_checkpoint(directory)
    _, (batch, seq), ids = ckpt["input_ids"]
    _, (vocab, hidden), embed = ckpt["model.embed_tokens.weight"]
    g = ckpt["model.norm.weight"][2]
    head = ckpt.get("lm_head.weight", ckpt["model.embed_tokens.weight"])[2]
    dtype, shape, logits = read_file(output)["logits"]
    assert shape == [batch, 1, vocab], shape
    worst = 0.0
    for b in range(batch):
        token = ids[b * seq + seq - 1]
        x = embed[token * hidden:(token + 1) * hidden]
        scale = 1.0 / math.sqrt(sum(v * v for v in x) / hidden + eps)
        y = [x[i] * scale * g[i] for i in range(hidden)]
        for v in range(vocab):
            want = sum(y[i] * head[v * hidden + i] for i in range(hidden))
            got = logits[b * vocab + v]
            worst = max(worst, abs(got - want) / max(1.0, abs(want)))
    print("logits %s %s, max error %.3g: %s" % (dtype, shape, worst,
                                               "OK" if worst < 1e-4 else "WRONG"))


def list_file(args):
    for name, (dtype, shape, _) in sorted(read_file(args[0]).items()):
        print(name, dtype, shape)


if __name__ == "__main__":
    {"write": write, "reference": reference, "list": list_file}[sys.argv[1]](sys.argv[2:])
