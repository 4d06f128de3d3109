#!/usr/bin/env python3
"""Checks that the library's layers use only the layers below them.

    utils/check-layers.py --sources ROOT [--objects BUILD]

The layers, lowest first (lib/CMakeLists.txt says what each holds):

    Util < Support < Dialect < {Gen, Cost} < {Passes, Run} < ToolSupport < tools

Gen and Cost are siblings, as are Passes and Run: neither uses the other. A public header
(include/tensor_cast-c/X.h) belongs to the layer that implements it;
TensorCast.h, which includes them all, to the level above the library.
The tools (tools/*, lib/Plugin) use only the public headers, ToolSupport,
Util and their own headers.

With --sources it reads every `#include "..."` under lib/, include/ and
tools/. With --objects it also reads the symbols of the built objects (nm):
each undefined symbol defined by another of the project's objects must come
from an allowed layer, a tool may call into the library only through what
the shared library exports, and the files of a tool, or of a layer of the
library, must not call each other in a circle. Prints one line per
violation and exits 1 if any.
"""
import argparse
import os
import re
import subprocess
import sys

RANK = {"Util": 0, "Support": 1, "Dialect": 2, "Gen": 3, "Cost": 3, "Passes": 4,
        "Run": 4, "ToolSupport": 5, "tools": 6}
LIBRARY_LAYERS = ("Util", "Support", "Dialect", "Gen", "Cost", "Passes", "Run")
PUBLIC_HEADER_LAYER = {"Support.h": "Util", "Dialect.h": "Dialect", "Model.h": "Gen",
                       "Cost.h": "Cost", "Passes.h": "Passes", "Run.h": "Run",
                       "TensorCast.h": "ToolSupport"}
SOURCE_SUFFIXES = (".c", ".h", ".cpp", ".def")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


def may_use(user, used):
    """Whether layer `user` may use layer `used`."""
    return user == used or RANK[used] < RANK[user]


def layer_of_source(relative):
    """The layer of a source file, by its path under the root, or None."""
    parts = relative.split(os.sep)
    if parts[0] == "lib" and len(parts) > 2:
        if parts[1] == "Plugin":
            return "tools"
        return parts[1] if parts[1] in RANK and parts[1] != "tools" else None
    if parts[0] == "include" and parts[1] == "tensor_cast-c":
        return PUBLIC_HEADER_LAYER.get(parts[2])
    if parts[0] == "tools":
        return "tools"
    return None


def layer_of_include(target):
    """The layer an include names, or None for a system or MLIR header."""
    first, _, rest = target.partition("/")
    if first == "tensor_cast-c":
        return PUBLIC_HEADER_LAYER.get(rest, "?")
    if first in RANK and first != "tools":
        return first
    return None


def source_files(root):
    for top in ("lib", "include", "tools"):
        for directory, _, names in os.walk(os.path.join(root, top)):
            for name in sorted(names):
                if name.endswith(SOURCE_SUFFIXES):
                    path = os.path.join(directory, name)
                    yield os.path.relpath(path, root), path


def check_includes(root):
    problems = []
    for relative, path in source_files(root):
        user = layer_of_source(relative)
        if user is None:
            problems.append("%s: not in a layer (lib/<Layer>/, include/"
                            "tensor_cast-c/ or tools/)" % relative)
            continue
        with open(path, encoding="utf-8") as source:
            text = source.read()
        for match in INCLUDE.finditer(text):
            target = match.group(1)
            line = text.count("\n", 0, match.start()) + 1
            used = layer_of_include(target)
            if used is None:
                continue  # a system, MLIR or LLVM header, or a sibling's
            if used == "?":
                problems.append("%s:%d: includes \"%s\", not a public header"
                                % (relative, line, target))
            elif user == "tools" and target.split("/")[0] not in (
                    "tensor_cast-c", "ToolSupport", "Util"):
                problems.append("%s:%d: a tool includes \"%s\"; tools use the "
                                "public headers, ToolSupport and Util only"
                                % (relative, line, target))
            elif not may_use(user, used):
                problems.append("%s:%d: %s includes \"%s\" of layer %s above "
                                "or beside it" % (relative, line, user,
                                                  target, used))
    return problems


#===-----------------------------------------------------------------------===#
# Symbols.
#===-----------------------------------------------------------------------===#

OBJECT_DIR = re.compile(r"CMakeFiles/(?:TensorCast(\w+)|([\w.-]+))\.dir/")


def object_files(build):
    """(layer, unit, path) of each of the project's objects: `unit` is the
    tool an object belongs to (None in the library)."""
    for top in ("lib", "tools"):
        for directory, _, names in os.walk(os.path.join(build, top)):
            for name in sorted(names):
                if not name.endswith(".o"):
                    continue
                path = os.path.join(directory, name)
                if "/__/" in path.replace(os.sep, "/"):
                    continue  # a source from outside the target's folder
                match = OBJECT_DIR.search(path.replace(os.sep, "/"))
                if not match:
                    continue
                layer, tool = match.groups()
                if layer in LIBRARY_LAYERS or layer == "ToolSupport":
                    yield layer, None, path
                elif layer == "Plugin":
                    yield "tools", "TensorCastPlugin", path
                elif tool:
                    yield "tools", tool, path
                # the static and shared libraries' own objects are the
                # layers' (listed above); anything else is not ours


def symbols(path, nm):
    """(defined, undefined) global symbols of an object."""
    output = subprocess.run([nm, "-P", path], capture_output=True, text=True,
                            check=True).stdout
    defined, undefined = set(), set()
    for line in output.splitlines():
        fields = line.split()
        if len(fields) < 2:
            continue
        name, kind = fields[0], fields[1]
        if kind == "U":
            undefined.add(name)
        elif kind.isupper() and kind not in ("W", "V"):
            defined.add(name)  # weak symbols (C++ inlines) belong to no one
    return defined, undefined


def exported_symbols(build, nm):
    library = os.path.join(build, "lib", "libTensorCast.so")
    if not os.path.exists(library):
        return None
    output = subprocess.run([nm, "-D", "-P", "--defined-only", library],
                            capture_output=True, text=True, check=True).stdout
    return {line.split()[0] for line in output.splitlines() if line.strip()}


def find_cycle(edges):
    """A cycle of the graph {node: set(nodes)} as a list, or None."""
    state, stack = {}, []

    def visit(node):
        state[node] = 1
        stack.append(node)
        for successor in sorted(edges.get(node, ())):
            if state.get(successor) == 1:
                return stack[stack.index(successor):] + [successor]
            if successor not in state:
                cycle = visit(successor)
                if cycle:
                    return cycle
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(edges):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def check_symbols(build, nm):
    objects = list(object_files(build))
    if not objects:
        return ["%s: no objects of the project found" % build]
    table = {path: symbols(path, nm) for _, _, path in objects}
    where = {}  # symbol -> (layer, unit, path) of a library or tool object
    for layer, unit, path in objects:
        for name in table[path][0]:
            where.setdefault((unit, name), (layer, path))
            if unit is None:
                where.setdefault((None, name), (layer, path))
    exported = exported_symbols(build, nm)
    problems, tool_edges, layer_edges = [], {}, {}
    for layer, unit, path in objects:
        for name in sorted(table[path][1]):
            own = where.get((unit, name)) if unit else None
            if own:  # another file of the same tool
                tool_edges.setdefault(unit, {}).setdefault(
                    os.path.basename(path), set()).add(
                        os.path.basename(own[1]))
                continue
            found = where.get((None, name))
            if not found:
                continue  # MLIR, LLVM or the C library
            used, definer = found
            if unit is None and used == layer and definer != path:
                layer_edges.setdefault(layer, {}).setdefault(
                    os.path.basename(path), set()).add(os.path.basename(definer))
            short = os.path.relpath(path, build)
            if unit and used in LIBRARY_LAYERS and used != "Util" and \
                    exported is not None and name not in exported:
                problems.append("%s: a tool calls %s, which the library does "
                                "not export (%s)" % (short, name,
                                                     os.path.basename(definer)))
            elif not may_use(layer, used):
                problems.append("%s (%s) uses %s of layer %s (%s)"
                                % (short, layer, name, used,
                                   os.path.basename(definer)))
    for unit, edges in sorted(tool_edges.items()) + sorted(layer_edges.items()):
        cycle = find_cycle(edges)
        if cycle:
            problems.append("%s: its files call each other in a circle: %s"
                            % (unit, " -> ".join(cycle)))
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sources", required=True,
                        help="the project's root (lib/, include/, tools/)")
    parser.add_argument("--objects", help="a build directory to read the "
                        "objects of (nm)")
    parser.add_argument("--nm", default="nm", help="the nm to use")
    arguments = parser.parse_args()
    problems = check_includes(arguments.sources)
    if arguments.objects:
        problems += check_symbols(arguments.objects, arguments.nm)
    for problem in problems:
        print("error: " + problem)
    print("%d layering problem%s" % (len(problems),
                                    "" if len(problems) == 1 else "s"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
