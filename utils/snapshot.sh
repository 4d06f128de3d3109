#!/usr/bin/env bash
# What the tools print for the bundled examples and model configs, one file
# per (input, tool, pass) into OUTDIR: take a snapshot before and after a
# refactor that must not change behaviour, and `diff -r` the two.
#
#   utils/snapshot.sh BINDIR OUTDIR
#
# Covers every example program through every pass and both pipelines, the
# cost report in Markdown and JSON (with the trace), tc-verify, every config
# of examples/models through tc-gen (prefill, decode, tiny, unrolled) and
# tc-run on its tiny programs, and the stand-in generator's random models.
set -u
bin=${1:?usage: utils/snapshot.sh BINDIR OUTDIR}
out=${2:?usage: utils/snapshot.sh BINDIR OUTDIR}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"

passes=(tc-verify tc-merge-linear tc-lift-combine-quant tc-sequence-parallel
        tc-split-cat-linear "tc-pipeline" "tc-pipeline=sequence-parallel=true")

# Runs a command, keeping its stdout, stderr and exit code in one file.
record() {
  local file=$1
  shift
  { "$@" 2>&1; echo "exit $?"; } >"$out/$file"
}

# Runs a generator: its output alone in FILE (an input of later commands),
# its stderr and exit code in FILE.log.
generate() {
  local file=$1
  shift
  { "$@" >"$out/$file"; echo "exit $?"; } 2>&1 >"$out/$file.log"
}

programs=("$root"/examples/*.mlir "$root"/examples/generated/*.mlir
          "$root"/examples/models/*.mlir)
for program in "${programs[@]}"; do
  name=$(basename "$program" .mlir)
  for pass in "${passes[@]}"; do
    record "$name.$pass.txt" "$bin/tc-opt" "--$pass" "$program"
  done
  for format in markdown json csv trace; do
    record "$name.cost.$format" "$bin/tc-opt" "$program" \
      "--tc-cost-report=device=h100 format=$format out=-"
  done
done

for config in "$root"/examples/models/*.json; do
  name=$(basename "$config" .json)
  generate "$name.gen.prefill.mlir" "$bin/tc-gen" --config="$config" --world-size=8
  generate "$name.gen.decode.mlir" "$bin/tc-gen" --config="$config" \
    --world-size=8 --decode --context=1024 --batch=16
  generate "$name.gen.unrolled.mlir" "$bin/tc-gen" --config="$config" \
    --world-size=2 --no-markers --layers=3
  generate "$name.gen.tiny.mlir" "$bin/tc-gen" --config="$config" --tiny \
    --world-size=2 --layers=2
  for step in prefill decode; do
    record "$name.gen.$step.cost.json" "$bin/tc-opt" "$out/$name.gen.$step.mlir" \
      "--tc-pipeline" "--tc-cost-report=device=h100 format=json out=-"
  done
  record "$name.run.tiny.txt" "$bin/tc-run" "$out/$name.gen.tiny.mlir"
  for pass in "${passes[@]}"; do
    record "$name.gen.tiny.$pass.txt" "$bin/tc-opt" "--$pass" \
      "$out/$name.gen.tiny.mlir"
  done
done

for seed in 1 2 3 4 5 6 7 8; do
  generate "random-$seed.mlir" "$bin/tc-gen" --random=$seed
  record "random-$seed.pipeline.txt" "$bin/tc-opt" \
    "--tc-pipeline=sequence-parallel=true" "$out/random-$seed.mlir"
  record "random-$seed.run.txt" "$bin/tc-run" "$out/random-$seed.mlir"
done
