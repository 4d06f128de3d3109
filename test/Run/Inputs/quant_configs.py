"""Writes small Llama configs (hidden 64, one layer) with the
quantization_config of each method tc-gen reads or refuses, into DIR:

  quant_configs.py DIR

q-fbgemm (Meta's FP8 checkpoints), q-ct-* (compressed-tensors, as
llm-compressor writes them: FP8 per channel / per tensor / 16 x 16 blocks,
INT8 W8A8 dynamic and static, INT4 weight-only groups of 16, NVFP4, fp4
weights with 8-bit float activations, two groups of different schemes),
q-awq, q-gptq (4-bit groups of 16), q-gptq8, q-bnb (bitsandbytes),
q-modelopt-* (NVIDIA ModelOpt: NVFP4 as its config.json carries it and in
the hf_quant_config.json layout, FP8, NVFP4 in groups of 32, NVFP4 that keeps
attention unquantized); q-ct-fp8-router-kept leaves MoE routers out, as
tc-gen does anyway.
"""
import json
import os
import sys

BASE = {"model_type": "llama", "num_hidden_layers": 1, "hidden_size": 64,
        "intermediate_size": 128, "num_attention_heads": 4, "vocab_size": 96}


def weights(kind, bits, strategy, **extra):
    return dict({"num_bits": bits, "type": kind, "strategy": strategy,
                 "symmetric": True, "dynamic": False}, **extra)


def inputs(kind, strategy, dynamic, **extra):
    return dict({"num_bits": 8, "type": kind, "strategy": strategy,
                 "symmetric": True, "dynamic": dynamic}, **extra)


def compressed(*groups):
    return {"quant_method": "compressed-tensors", "format": "float-quantized",
            "config_groups": {"group_%d" % i: dict({"targets": ["Linear"]}, **g)
                              for i, g in enumerate(groups)},
            "ignore": ["lm_head"]}


FP8_CHANNEL = {"weights": weights("float", 8, "channel"),
               "input_activations": inputs("float", "token", True)}
CONFIGS = {
    "fbgemm": {"quant_method": "fbgemm_fp8", "activation_scale_ub": 1200.0,
               "modules_to_not_convert": ["lm_head"]},
    "ct-fp8-channel": compressed(FP8_CHANNEL),
    "ct-fp8-tensor": compressed({"weights": weights("float", 8, "tensor"),
                                 "input_activations": inputs("float", "token", True)}),
    "ct-fp8-block": compressed({"weights": weights("float", 8, "block", block_structure=[16, 16]),
                                "input_activations": inputs("float", "group", True, group_size=16)}),
    "ct-int8": compressed({"weights": weights("int", 8, "channel"),
                           "input_activations": inputs("int", "token", True)}),
    "ct-int8-static": compressed({"weights": weights("int", 8, "channel"),
                                  "input_activations": inputs("int", "tensor", False)}),
    "ct-w4": compressed({"weights": weights("int", 4, "group", group_size=16),
                         "input_activations": None}),
    "ct-nvfp4": compressed({"weights": weights("float", 4, "tensor_group", group_size=16),
                            "input_activations": dict(inputs("float", "tensor_group", "local",
                                                             group_size=16), num_bits=4)}),
    "ct-w4a8-float": compressed({"weights": weights("float", 4, "tensor_group", group_size=16),
                                 "input_activations": inputs("float", "tensor_group", True,
                                                             group_size=16)}),
    "modelopt-nvfp4": {"quant_method": "modelopt", "quant_algo": "NVFP4",
                       "producer": {"name": "modelopt", "version": "0.29.0"},
                       "config_groups": {"group_0": {
                           "weights": {"dynamic": False, "num_bits": 4, "type": "float",
                                       "group_size": 16},
                           "input_activations": {"dynamic": False, "num_bits": 4,
                                                 "type": "float", "group_size": 16},
                           "targets": ["Linear"]}},
                       "ignore": ["lm_head"]},
    "modelopt-nested": {"quant_method": "modelopt",
                        "quantization": {"quant_algo": "NVFP4", "group_size": 16,
                                         "exclude_modules": ["lm_head"]}},
    "modelopt-fp8": {"quant_method": "modelopt", "quant_algo": "FP8"},
    "modelopt-attn-kept": {"quant_method": "modelopt",
                           "quantization": {"quant_algo": "NVFP4", "group_size": 16,
                                            "exclude_modules": ["lm_head",
                                                                "model.layers.*.self_attn*"]}},
    "ct-fp8-router-kept": dict(compressed(FP8_CHANNEL), ignore=["lm_head", "re:.*mlp.gate$"]),
    "modelopt-group32": {"quant_method": "modelopt",
                         "quantization": {"quant_algo": "NVFP4", "group_size": 32}},
    "ct-mixed": compressed(FP8_CHANNEL, {"weights": weights("int", 4, "group", group_size=16),
                                         "input_activations": None}),
    "awq": {"quant_method": "awq", "bits": 4, "group_size": 16, "zero_point": True,
            "version": "gemm"},
    "gptq": {"quant_method": "gptq", "bits": 4, "group_size": 16, "desc_act": False,
             "sym": True},
    "gptq8": {"quant_method": "gptq", "bits": 8, "group_size": 16},
    "bnb": {"quant_method": "bitsandbytes", "load_in_4bit": True},
}

for name, quantization in CONFIGS.items():
    with open(os.path.join(sys.argv[1], "q-%s.json" % name), "w") as f:
        json.dump(dict(BASE, quantization_config=quantization), f)
