"""Writes argv[2]: the device file argv[1] with each later argument applied,
in order: PATH=VALUE sets the dotted key PATH to the JSON VALUE, -PATH
removes it. A test states the one field it varies instead of carrying a copy
of the whole device; the file is written as the checked-in devices are
(indent 1), so an error's line:column is what a copy would give."""
import json
import sys

device = json.load(open(sys.argv[1]))
for change in sys.argv[3:]:
    remove = change.startswith("-")
    path, _, value = change.lstrip("-").partition("=")
    *parents, key = path.split(".")
    target = device
    for name in parents:
        target = target[name]
    if remove:
        del target[key]
    else:
        target[key] = json.loads(value)
with open(sys.argv[2], "w") as f:
    json.dump(device, f, indent=1)
    f.write("\n")
