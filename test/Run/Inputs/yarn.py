"""YaRN RoPE against transformers' formula, computed here in double.

  yarn.py inputs DIR      writes DIR/inputs.safetensors: x (1, 4, 2, 16) and
                          positions (1, 4), the rope program's arguments
  yarn.py check DIR       reads DIR/output.safetensors (tc-run --output) and
                          compares y with the reference

The reference follows transformers' _compute_yarn_parameters (v5): the
frequencies blend theta^(-2i/D) and the same divided by `factor` by a ramp
between the dims that turn beta_fast and beta_slow times over the original
context (floor and ceil when truncating), and cos/sin are scaled by the
attention factor. The program's attribute holds the same six numbers.
"""
import math, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import checkpoint  # safetensors with the standard library

THETA, DIM = 10000.0, 16
FACTOR, ORIGINAL, FAST, SLOW, ATTENTION, TRUNCATE = 4.0, 64.0, 32.0, 1.0, 1.5, True
POSITIONS = [0, 7, 100, 5000]


def inverse_frequencies(dim=DIM, theta=THETA, factor=FACTOR, original=ORIGINAL,
                        fast=FAST, slow=SLOW, truncate=TRUNCATE):
    """YaRN's inverse frequencies (this test's parameters unless given;
    deepseek.py passes a config's)."""
    def correction(rotations):
        return dim * math.log(original / (rotations * 2 * math.pi)) / (2 * math.log(theta))
    low, high = correction(fast), correction(slow)
    if truncate:
        low, high = math.floor(low), math.ceil(high)
    low, high = max(low, 0), min(high, dim - 1)
    if low == high:
        high += 0.001
    out = []
    for i in range(dim // 2):
        base = 1.0 / theta ** (2 * i / dim)
        extrapolation = 1 - min(max((i - low) / (high - low), 0.0), 1.0)
        out.append(base / factor * (1 - extrapolation) + base * extrapolation)
    return out


def inputs(directory):
    rng = random.Random(3)
    x = [rng.uniform(-1, 1) for _ in range(len(POSITIONS) * 2 * DIM)]
    checkpoint.write_file(os.path.join(directory, "inputs.safetensors"), {
        "x": ("F32", [1, len(POSITIONS), 2, DIM], checkpoint.encode(x, "F32")),
        "positions": ("I64", [1, len(POSITIONS)],
                      checkpoint.encode(POSITIONS, "I64"))})


def check(directory):
    x = checkpoint.read_file(os.path.join(directory, "inputs.safetensors"))["x"][2]
    _, shape, y = checkpoint.read_file(os.path.join(directory, "output.safetensors"))["y"]
    inverse, half, worst = inverse_frequencies(), DIM // 2, 0.0
    for t, position in enumerate(POSITIONS):
        for h in range(2):
            row = (t * 2 + h) * DIM
            for i in range(half):
                c = ATTENTION * math.cos(position * inverse[i])
                s = ATTENTION * math.sin(position * inverse[i])
                x1, x2 = x[row + i], x[row + half + i]
                for got, want in ((y[row + i], x1 * c - x2 * s),
                                  (y[row + half + i], x2 * c + x1 * s)):
                    worst = max(worst, abs(got - want) / max(1.0, abs(want)))
    print("yarn %s, max error %.2g: %s" % (shape, worst, "OK" if worst < 1e-6 else "WRONG"))


if __name__ == "__main__":
    {"inputs": inputs, "check": check}[sys.argv[1]](sys.argv[2])
