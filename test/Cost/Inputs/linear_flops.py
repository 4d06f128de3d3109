"""Checks tc-cost-report against a model's config, outside the code.

The linear FLOPs of every rank's report (tensor_cast.linear and quant_linear
rows) must add up to 2 x tokens x the model's linear weights (q/k/v/o,
gate/up/down per layer, and the LM head), counted here from the Hugging Face
config alone. Bias adds are not FLOPs of the model, nor parameters here.

usage: linear_flops.py CONFIG TOKENS REPORT.json...
"""
import json
import sys


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
    reports = [json.load(open(path)) for path in sys.argv[3:]]
    measured = sum(row["flops"] for report in reports for row in report["ops"]
                   if row["op"] in ("tensor_cast.linear",
                                    "tensor_cast.quant_linear"))
    expected = 2 * tokens * linear_parameters(config)
    print("ranks %d: linear FLOPs %d, 2 x %d tokens x %d parameters = %d: %s"
          % (len(reports), measured, tokens, linear_parameters(config),
             expected, "equal" if measured == expected else "DIFFERENT"))
    return 0 if measured == expected else 1


if __name__ == "__main__":
    sys.exit(main())
