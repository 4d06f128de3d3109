#!/usr/bin/env python3
"""Runs the README's commands as written and compares their output with the
README's excerpts, so that neither drifts from the tools.

  check_readme.py README.md --bin BIN_DIR --build BUILD_DIR

Every ```sh block is run with bash (set -eo pipefail), in a scratch folder
where `examples` and `build` point at the repository's, with BIN_DIR first on
PATH (MLIR's tools under their Debian names, mlir-opt-22); blocks that install,
build or run the suites (bootstrap.sh, .ci/run, export) are skipped. A plain
``` block right after an sh block is that block's output, as excerpts: each
of its lines other than `...` must appear in the output (stdout and stderr),
in order, after the one before it; `...` stands for the lines left out.
Prints one line per block and a summary; exits 1 on the first block that
fails or whose excerpt is not in its output.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

SKIPPED = ("bootstrap.sh", ".ci/run", "export PATH")


def blocks(text):
    """(kind, body, line) for each fenced block: kind 'sh' or '' (plain)."""
    found = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        match = re.match(r"^```(\w*)\s*$", lines[i])
        if not match:
            i += 1
            continue
        start, kind, body = i + 1, match.group(1), []
        i += 1
        while i < len(lines) and not lines[i].startswith("```"):
            body.append(lines[i])
            i += 1
        found.append((kind, body, start, i))
        i += 1
    return found, lines


def pairs(text):
    """Each sh block with the plain block right after it (or None)."""
    found, lines = blocks(text)
    result = []
    for index, (kind, body, start, end) in enumerate(found):
        if kind != "sh":
            continue
        excerpt = None
        if index + 1 < len(found) and found[index + 1][0] == "":
            gap = lines[end + 1:found[index + 1][2] - 1]
            if all(not line.strip() for line in gap):
                excerpt = found[index + 1][1]
        result.append((body, start, excerpt))
    return result


def missing_line(output, excerpt):
    """The first excerpt line not found in order in `output`, else None."""
    lines = [line.rstrip() for line in output.split("\n")]
    at = 0
    for wanted in excerpt:
        wanted = wanted.rstrip()
        if not wanted or wanted == "...":
            continue
        while at < len(lines) and lines[at] != wanted:
            at += 1
        if at == len(lines):
            return wanted
        at += 1
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("readme")
    parser.add_argument("--bin", required=True)
    parser.add_argument("--build", required=True)
    args = parser.parse_args()
    root = os.path.dirname(os.path.abspath(args.readme))
    text = open(args.readme).read()
    scratch = tempfile.mkdtemp(prefix="readme.")
    os.symlink(os.path.join(root, "examples"), os.path.join(scratch, "examples"))
    os.symlink(os.path.abspath(args.build), os.path.join(scratch, "build"))
    env = dict(os.environ, PATH=os.pathsep.join(
        [os.path.abspath(args.bin), "/usr/lib/llvm-22/bin", os.environ["PATH"]]))
    ran = matched = 0
    for body, line, excerpt in pairs(text):
        script = "\n".join(body)
        if any(word in script for word in SKIPPED):
            continue
        done = subprocess.run(["bash", "-c", "set -eo pipefail\n" + script],
                              cwd=scratch, env=env, capture_output=True, text=True)
        output = done.stdout + done.stderr
        if done.returncode != 0:
            print("README.md:%d: the block failed (exit %d):\n%s" %
                  (line, done.returncode, output[-2000:]))
            return 1
        ran += 1
        if excerpt is not None:
            wanted = missing_line(output, excerpt)
            if wanted is not None:
                print("README.md:%d: the excerpt's line\n  %s\nis not in the output:\n%s" %
                      (line, wanted, output[-4000:]))
                return 1
            matched += 1
        print("README.md:%d: ok%s" % (line, ", excerpt matched" if excerpt else ""))
    print("README: %d blocks run, %d excerpts matched" % (ran, matched))
    return 0


if __name__ == "__main__":
    sys.exit(main())
