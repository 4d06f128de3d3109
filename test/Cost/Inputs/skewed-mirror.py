"""Prints scripts/calibrate.py's moe_time (skewed) for each moe line of
argv[2] on the device argv[1], as tc-kernel-time prints its own: the two
must agree (the accuracy report judges the C formulas, the fit runs the
Python ones)."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "scripts"))
import calibrate  # noqa: E402

device = json.load(open(sys.argv[1]))
for line in open(sys.argv[2]):
    f = line.strip().split(",")
    cls, wb, q = f[1], float(f[2]), int(f[3])
    gated, tokens, hidden, inter, topk, experts, tp, ep = (int(v) for v in f[4:12])
    print("%.5g" % calibrate.moe_time(device, cls, wb, q, gated, tokens, hidden, inter,
                                      topk, experts, tp, ep, float(f[12])))
