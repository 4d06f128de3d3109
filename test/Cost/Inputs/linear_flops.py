"""Checks tc-cost-report against a model's config, outside the code.

The linear FLOPs of every rank's report (tensor_cast.linear and quant_linear
rows) must add up to 2 x tokens x the model's linear weights (q/k/v/o,
gate/up/down per layer, and the LM head), counted here from the Hugging Face
config alone. Bias adds are not FLOPs of the model, nor parameters here.

With --head-tokens=N the LM head computes N tokens' logits (serving
engines' prefill: the last token of each sequence) and the layers TOKENS.

usage: linear_flops.py CONFIG TOKENS [--head-tokens=N] REPORT.json...
"""
import json
import sys


def head_parameters(config):
    return config["hidden_size"] * config["vocab_size"]


def linear_parameters(config):
    hidden = config["hidden_size"]
    heads = config["num_attention_heads"]
    kv_heads = config.get("num_key_value_heads") or heads
    head_dim = config.get("head_dim") or hidden // heads
    ffn = config["intermediate_size"]
    layers = config["num_hidden_layers"]
    attention = hidden * heads * head_dim * 2 + hidden * kv_heads * head_dim * 2
    mlp = 3 * hidden * ffn
    return layers * (attention + mlp) + hidden * config["vocab_size"]


def main():
    config = json.load(open(sys.argv[1]))
    tokens = int(sys.argv[2])
    paths = sys.argv[3:]
    head_tokens = tokens
    if paths and paths[0].startswith("--head-tokens="):
        head_tokens = int(paths[0].split("=", 1)[1])
        paths = paths[1:]
    reports = [json.load(open(path)) for path in paths]
    measured = sum(row["flops"] for report in reports for row in report["ops"]
                   if row["op"] in ("tensor_cast.linear",
                                    "tensor_cast.quant_linear"))
    layers = linear_parameters(config) - head_parameters(config)
    expected = 2 * tokens * layers + 2 * head_tokens * head_parameters(config)
    if head_tokens == tokens:
        print("ranks %d: linear FLOPs %d, 2 x %d tokens x %d parameters = %d: %s"
              % (len(reports), measured, tokens, linear_parameters(config),
                 expected, "equal" if measured == expected else "DIFFERENT"))
    else:
        print("ranks %d: linear FLOPs %d, 2 x %d tokens x %d layer parameters"
              " + 2 x %d tokens x %d LM head parameters = %d: %s"
              % (len(reports), measured, tokens, layers, head_tokens,
                 head_parameters(config), expected,
                 "equal" if measured == expected else "DIFFERENT"))
    return 0 if measured == expected else 1


if __name__ == "__main__":
    sys.exit(main())
