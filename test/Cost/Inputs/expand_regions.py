"""Writes out every copy_region of a tc-gen program as the ops it stands for.

Reads a program with one op per line (as tc-gen writes it); each
`%c = copy_region(%p) {id = K}` becomes the ops between region_begin K and
region_end K again, their values renamed, reading %p where the region read its
region_begin's result; every marker is dropped and its uses read its operand.
The result is the same model with every layer written out, for checking that
tc-cost-report counts a copy_region as one more execution of its region.

usage: expand_regions.py < program.mlir > written-out.mlir
"""
import re
import sys

VALUE = re.compile(r"%([A-Za-z0-9_$.]+)")
MARKER = re.compile(
    r'^\s*%([A-Za-z0-9_$.]+) = "tensor_cast\.(region_begin|region_end|'
    r'copy_region)"\(%([A-Za-z0-9_$.#]+)\) \{id = (\d+) : i64\}')
DEFINITION = re.compile(r"^\s*%([A-Za-z0-9_$.]+)(:\d+)? = ")


def rename(line, names):
    return VALUE.sub(lambda m: "%" + names.get(m.group(1), m.group(1)), line)


def main():
    names = {}  # value -> what it is now called
    regions = {}  # id -> (begin value, body lines, end operand)
    current = None  # (id, begin value, body lines) while inside a region
    copies = 0
    for line in sys.stdin:
        marker = MARKER.match(line)
        if not marker:
            if current:
                current[2].append(line)
            sys.stdout.write(rename(line, names))
            continue
        result, kind, operand, region = marker.groups()
        operand_now = rename("%" + operand, names)[1:]
        if kind == "region_begin":
            current = (region, result, [])
            names[result] = operand_now
        elif kind == "region_end":
            regions[region] = (current[1], current[2], operand)
            current = None
            names[result] = operand_now
        else:
            copies += 1
            begin, body, end = regions[region]
            local = {begin: operand_now}
            for body_line in body:
                definition = DEFINITION.match(body_line)
                if definition:
                    local[definition.group(1)] = "%s_copy%d" % (
                        definition.group(1), copies)
                merged = dict(names)
                merged.update(local)
                sys.stdout.write(rename(body_line, merged))
            merged = dict(names)
            merged.update(local)
            names[result] = rename("%" + end, merged)[1:]


if __name__ == "__main__":
    main()
