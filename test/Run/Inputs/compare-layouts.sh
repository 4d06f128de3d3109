#!/bin/sh
# compare-layouts.sh BIN CONFIG "MODEL FLAGS" "LAYOUT FLAGS" [TC-OPT FLAGS]
# Writes the model of CONFIG at --tiny in f32 on one device (--world-size=1:
# tc-gen's default is two) and in the layout, optionally rewrites the layout
# with tc-opt, and compares their joined outputs with tc-run. Prints
# "<verdict>: <config> <flags>" for FileCheck.
set -e
bin=$1 config=$2 model=$3 layout=$4 passes=$5
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$bin/tc-gen" --config="$config" --tiny --dtype=f32 $model --world-size=1 -o "$dir/one.mlir"
"$bin/tc-gen" --config="$config" --tiny --dtype=f32 $model $layout -o "$dir/layout.mlir"
if [ -n "$passes" ]; then
  "$bin/tc-opt" $passes "$dir/layout.mlir" -o "$dir/layout.mlir"
fi
verdict=$("$bin/tc-run" --compare --ulps="${ULPS:-8}" "$dir/one.mlir" "$dir/layout.mlir" | tail -1 | cut -d: -f1) || true
echo "$verdict: $(basename "$config") $model $layout $passes"
