"""A DeepSeek-V3 (or V2) prefill computed here in double, as transformers'
modeling_deepseek_v3.py (and V2's router) computes it, against tc-run's
logits.

  deepseek.py reference CONFIG PROGRAM DIR OUTPUT
  deepseek.py mtp CONFIG PROGRAM DIR OUTPUT

PROGRAM is tc-gen's --no-markers prefill (mtp: its --decode --mtp-draft step) of CONFIG (any --tiny widths: they
are read from the program's header and the checkpoint's shapes), DIR the
checkpoint checkpoint.py wrote for it, OUTPUT tc-run's --output. The
reference follows the modelling code line by line: the low-rank q path and
its norm (eps 1e-6), the compressed kv and its norm, kv_b_proj's k_nope and
v, RoPE with YaRN on interleaved pairs (apply_rotary_pos_emb_interleave),
the shared RoPE key repeated over the heads, causal softmax attention at
qk_head_dim^-0.5 x mscale(factor, mscale_all_dim)^2, o_proj; the router's
sigmoid scores, the correction bias for choosing, groups ranked by the sum
of their two best, the closed groups' scores masked to 0, weights from the
uncorrected scores renormalized and scaled; the experts and the shared
experts; dense MLPs in the first first_k_dense_replace layers. A V2
config routes as DeepseekV2Moe: softmax, greedy or groups ranked by their
best score, no renormalization, times routed_scaling_factor (its attention
is V3's: the same math, with DeepSeek's mscale² that tc-gen writes).
"""
import json, math, os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import checkpoint  # safetensors with the standard library
import yarn  # YaRN's inverse frequencies


def matrix(ckpt, name):
    """A torch (out, in) weight as rows."""
    _, (rows, cols), data = ckpt[name]
    return [data[r * cols:(r + 1) * cols] for r in range(rows)]


def linear(x, w):
    return [sum(a * b for a, b in zip(x, row)) for row in w]


def rms_norm(x, g, eps):
    scale = 1.0 / math.sqrt(sum(v * v for v in x) / len(x) + eps)
    return [v * scale * w for v, w in zip(x, g)]


def silu(v):
    return v / (1.0 + math.exp(-v))


def mlp(x, ckpt, prefix):
    gate = linear(x, matrix(ckpt, prefix + ".gate_proj.weight"))
    up = linear(x, matrix(ckpt, prefix + ".up_proj.weight"))
    return linear([silu(g) * u for g, u in zip(gate, up)],
                  matrix(ckpt, prefix + ".down_proj.weight"))


def yarn_frequencies(dim, theta, params, max_positions):
    """transformers' _compute_yarn_parameters: inverse frequencies and the
    attention factor."""
    factor = params["factor"]
    original = params.get("original_max_position_embeddings") or max_positions
    fast, slow = params.get("beta_fast") or 32, params.get("beta_slow") or 1

    def mscale(scale, m=1.0):
        return 1.0 if scale <= 1 else 0.1 * m * math.log(scale) + 1.0

    if params.get("mscale") and params.get("mscale_all_dim"):
        attention = mscale(factor, params["mscale"]) / mscale(factor, params["mscale_all_dim"])
    else:
        attention = mscale(factor)

    return yarn.inverse_frequencies(dim, theta, factor, original, fast, slow,
                                    True), attention


def rope_interleave(x, position, inverse, attention):
    """apply_rotary_pos_emb_interleave on one head's RoPE part."""
    half = len(x) // 2
    x = x[0::2] + x[1::2]
    out = [0.0] * len(x)
    for i in range(half):
        c = math.cos(position * inverse[i]) * attention
        s = math.sin(position * inverse[i]) * attention
        out[i] = x[i] * c - x[half + i] * s
        out[half + i] = x[half + i] * c + x[i] * s
    return out


def attention_layer(xs, positions, ckpt, p, cfg, dims, cache=()):
    """MLA over `xs` (causal) after the `cache`d latent entries: each the
    normalized compressed kv followed by its rotated RoPE key, as tc-gen's
    latent cache holds them."""
    heads, nope, rope, vdim, eps = dims
    q = [linear(rms_norm(linear(x, matrix(ckpt, p + "q_a_proj.weight")),
                         ckpt[p + "q_a_layernorm.weight"][2], 1e-6),
                matrix(ckpt, p + "q_b_proj.weight")) for x in xs]
    kv_a = [linear(x, matrix(ckpt, p + "kv_a_proj_with_mqa.weight")) for x in xs]
    latent = len(ckpt[p + "kv_a_layernorm.weight"][2])
    kv = [linear(rms_norm(a[:latent], ckpt[p + "kv_a_layernorm.weight"][2], 1e-6),
                 matrix(ckpt, p + "kv_b_proj.weight")) for a in kv_a]
    inverse, factor = cfg["rope"]
    width = nope + rope
    keys, values, queries = [], [], []
    for entry in cache:
        expanded = linear(entry[:latent], matrix(ckpt, p + "kv_b_proj.weight"))
        keys.append([expanded[h * (nope + vdim):h * (nope + vdim) + nope] + entry[latent:]
                     for h in range(heads)])
        values.append([expanded[h * (nope + vdim) + nope:(h + 1) * (nope + vdim)]
                       for h in range(heads)])
    for t, x in enumerate(xs):
        k_rot = rope_interleave(kv_a[t][latent:], positions[t], inverse, factor)
        keys.append([kv[t][h * (nope + vdim):h * (nope + vdim) + nope] + k_rot
                     for h in range(heads)])
        values.append([kv[t][h * (nope + vdim) + nope:(h + 1) * (nope + vdim)]
                       for h in range(heads)])
        queries.append([q[t][h * width:h * width + nope] +
                        rope_interleave(q[t][h * width + nope:(h + 1) * width],
                                        positions[t], inverse, factor)
                        for h in range(heads)])
    out = []
    for t in range(len(xs)):
        row = []
        seen = len(cache) + t + 1
        for h in range(heads):
            scores = [sum(a * b for a, b in zip(queries[t][h], keys[j][h])) * cfg["scale"]
                      for j in range(seen)]
            top = max(scores)
            e = [math.exp(s - top) for s in scores]
            total = sum(e)
            row += [sum(e[j] / total * values[j][h][d] for j in range(seen))
                    for d in range(vdim)]
        out.append(linear(row, matrix(ckpt, p + "o_proj.weight")))
    return out


def route_v2(logits, cfg):
    """DeepseekV2Moe.route_tokens_to_experts: softmax, greedy or groups
    ranked by their best score, never renormalized, times the scale."""
    top = max(logits)
    e = [math.exp(v - top) for v in logits]
    scores = [v / sum(e) for v in e]
    masked = scores
    if cfg.get("topk_method") == "group_limited_greedy":
        groups = cfg["n_group"]
        size = len(scores) // groups
        best = [max(scores[g * size:(g + 1) * size]) for g in range(groups)]
        open_groups = sorted(range(groups), key=lambda g: -best[g])[:cfg["topk_group"]]
        masked = [s if e // size in open_groups else 0.0 for e, s in enumerate(scores)]
    ids = sorted(range(len(scores)), key=lambda e: -masked[e])[:cfg["num_experts_per_tok"]]
    return ids, [masked[e] * cfg.get("routed_scaling_factor", 1.0) for e in ids]


def route(x, ckpt, p, cfg):
    logits = linear(x, matrix(ckpt, p + "gate.weight"))
    if cfg["model_type"] == "deepseek_v2":
        return route_v2(logits, cfg)
    scores = [1.0 / (1.0 + math.exp(-v)) for v in logits]
    bias = ckpt[p + "gate.e_score_correction_bias"][2]
    choice = [s + b for s, b in zip(scores, bias)]
    experts, groups = len(scores), cfg["n_group"]
    size = experts // groups
    group_scores = [sum(sorted(choice[g * size:(g + 1) * size], reverse=True)[:2])
                    for g in range(groups)]
    # torch.topk: the larger first; ties do not arise with random weights.
    open_groups = sorted(range(groups), key=lambda g: -group_scores[g])[:cfg["topk_group"]]
    masked = [c if e // size in open_groups else 0.0 for e, c in enumerate(choice)]
    ids = sorted(range(experts), key=lambda e: -masked[e])[:cfg["num_experts_per_tok"]]
    weights = [scores[e] for e in ids]
    if cfg.get("norm_topk_prob", True):
        total = sum(weights) + 1e-20
        weights = [w / total for w in weights]
    return ids, [w * cfg["routed_scaling_factor"] for w in weights]


def moe(x, ckpt, p, cfg):
    ids, weights = route(x, ckpt, p, cfg)
    out = [0.0] * len(x)
    for e, w in zip(ids, weights):
        y = mlp(x, ckpt, p + "experts.%d" % e)
        out = [o + w * v for o, v in zip(out, y)]
    shared = mlp(x, ckpt, p + "shared_experts")
    return [o + s for o, s in zip(out, shared)]


def read_program(config_path, program):
    """The config with its RoPE and softmax scale, the program's widths
    (heads, nope, rope, v) and its layer count, from its header."""
    cfg = json.load(open(config_path))
    text = open(program).read()
    heads = int(re.search(r", (\d+) heads \(", text).group(1))
    nope, rope, vdim = map(int, re.search(r"qk (\d+) \+ (\d+) \(RoPE\), v (\d+)", text).groups())
    layers = int(re.search(r": deepseek_v[23], (\d+) layers", text).group(1))
    params = cfg["rope_scaling"]
    cfg["rope"] = yarn_frequencies(rope, cfg.get("rope_theta", 10000.0), params,
                                   cfg.get("max_position_embeddings"))
    mscale = 0.1 * params["mscale_all_dim"] * math.log(params["factor"]) + 1.0
    cfg["scale"] = (nope + rope) ** -0.5 * mscale * mscale
    return cfg, (heads, nope, rope, vdim), layers


def compare(output, batch, vocab, wanted):
    """tc-run's logits against the reference's, row by row."""
    dtype, shape, logits = checkpoint.read_file(output)["logits"]
    assert shape == [batch, 1, vocab], shape
    worst = 0.0
    for b, want in enumerate(wanted):
        scale = max(abs(v) for v in want)
        for v in range(vocab):
            worst = max(worst, abs(logits[b * vocab + v] - want[v]) / scale)
    print("logits %s %s, max error %.3g of the largest: %s" % (
        dtype, shape, worst, "OK" if worst < 1e-5 else "WRONG"))


def mtp(args):
    """The MTP draft layer's decode step (vLLM's
    DeepSeekMultiTokenPredictorLayer, then the shared head): enorm of the
    next token's embedding and hnorm of the target model's final hidden
    state, concatenated, times eh_proj; layer num_hidden_layers over its
    latent cache; its residual; the shared head's norm and LM head."""
    config_path, program, directory, output = args
    cfg, (heads, nope, rope, vdim), layers = read_program(config_path, program)
    eps = cfg.get("rms_norm_eps", 1e-6)
    ckpt = checkpoint.read_checkpoint(directory)
    _, (batch, seq), ids = ckpt["input_ids"]
    assert seq == 1, "a decode step: one token a sequence"
    positions = ckpt["position_ids"][2]
    _, (vocab, hidden), embed = ckpt["model.embed_tokens.weight"]
    p = "model.layers.%d." % layers
    hiddens = ckpt["hidden_states"][2]
    _, (_, context, _, width), cached = ckpt["past_key_values.%d.latent" % layers]
    wanted = []
    for b in range(batch):
        e = rms_norm(embed[ids[b] * hidden:(ids[b] + 1) * hidden], ckpt[p + "enorm.weight"][2], eps)
        h = rms_norm(hiddens[b * hidden:(b + 1) * hidden], ckpt[p + "hnorm.weight"][2], eps)
        x = linear(e + h, matrix(ckpt, p + "eh_proj.weight"))
        cache = [cached[(b * context + t) * width:(b * context + t + 1) * width]
                 for t in range(context)]
        attn = attention_layer([rms_norm(x, ckpt[p + "input_layernorm.weight"][2], eps)],
                               [positions[b]], ckpt, p + "self_attn.", cfg,
                               (heads, nope, rope, vdim, eps), cache)[0]
        x = [a + c for a, c in zip(x, attn)]
        y = moe(rms_norm(x, ckpt[p + "post_attention_layernorm.weight"][2], eps), ckpt, p + "mlp.", cfg)
        x = [a + c for a, c in zip(x, y)]
        wanted.append(linear(rms_norm(x, ckpt[p + "shared_head.norm.weight"][2], eps),
                             matrix(ckpt, p + "shared_head.head.weight")))
    compare(output, batch, vocab, wanted)


def reference(args):
    config_path, program, directory, output = args
    cfg, (heads, nope, rope, vdim), layers = read_program(config_path, program)
    eps = cfg.get("rms_norm_eps", 1e-6)
    ckpt = checkpoint.read_checkpoint(directory)
    _, (batch, seq), ids = ckpt["input_ids"]
    positions = ckpt["position_ids"][2]
    _, (vocab, hidden), embed = ckpt["model.embed_tokens.weight"]
    head = matrix(ckpt, "lm_head.weight")
    wanted = []
    for b in range(batch):
        xs = [embed[i * hidden:(i + 1) * hidden] for i in ids[b * seq:(b + 1) * seq]]
        pos = positions[b * seq:(b + 1) * seq]
        for layer in range(layers):
            p = "model.layers.%d." % layer
            normed = [rms_norm(x, ckpt[p + "input_layernorm.weight"][2], eps) for x in xs]
            attn = attention_layer(normed, pos, ckpt, p + "self_attn.", cfg,
                                   (heads, nope, rope, vdim, eps))
            xs = [[a + c for a, c in zip(x, y)] for x, y in zip(xs, attn)]
            normed = [rms_norm(x, ckpt[p + "post_attention_layernorm.weight"][2], eps) for x in xs]
            v2 = cfg["model_type"] == "deepseek_v2"
            dense = layer < cfg.get("first_k_dense_replace", 0 if v2 else 3)
            ys = [mlp(x, ckpt, p + "mlp") if dense else moe(x, ckpt, p + "mlp.", cfg)
                  for x in normed]
            xs = [[a + c for a, c in zip(x, y)] for x, y in zip(xs, ys)]
        last = rms_norm(xs[-1], ckpt["model.norm.weight"][2], eps)
        wanted.append(linear(last, head))
    compare(output, batch, vocab, wanted)


if __name__ == "__main__":
    {"reference": reference, "mtp": mtp}[sys.argv[1]](sys.argv[2:])
