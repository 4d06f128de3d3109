#!/usr/bin/env bash
# Differential tests: every pass, and the default pipeline, must leave what a
# program computes unchanged. For each generated graph:
#   tc-gen ... > in.mlir; tc-opt --PASS in.mlir | tc-run --compare in.mlir -
# must pass exactly (no rewrite here reassociates floating-point sums).
#
#   utils/differential.sh --bin build/bin --matrix           # the fixed matrix (CI)
#   utils/differential.sh --bin build/bin --seeds 20         # random graphs, seeds 1..20
#   utils/differential.sh --bin build/bin --seeds 500 --first-seed 1000   # longer local runs
#   utils/differential.sh --bin build/bin --models CONFIG.json...   # real models (--tiny)
#   utils/differential.sh --bin build/bin --moe CONFIG.json...      # MoE models (--tiny)
#   --quick: no config gets the whole matrix (the default suite's smaller run;
#            the long suite, test/Long, runs the matrix)
#
# Prints one line per failing case (with the commands that reproduce it) and
# ends with "N cases, M failed"; exits 1 when any case failed.
set -u -o pipefail

bin=""; matrix=0; quick=0; seeds=0; first=1; models=(); moe=()
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin="$2"; shift 2 ;;
    --matrix) matrix=1; shift ;;
    --quick) quick=1; shift ;;
    --seeds) seeds="$2"; shift 2 ;;
    --first-seed) first="$2"; shift 2 ;;
    --models) shift; while [ $# -gt 0 ] && [ "${1#--}" = "$1" ]; do models+=("$1"); shift; done ;;
    --moe) shift; while [ $# -gt 0 ] && [ "${1#--}" = "$1" ]; do moe+=("$1"); shift; done ;;
    *) echo "differential.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
done
[ -n "$bin" ] || { echo "differential.sh: --bin DIR is required" >&2; exit 2; }
case "$seeds$first" in *[!0-9]*) echo "differential.sh: --seeds and --first-seed take integers" >&2; exit 2 ;; esac

work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
passes=(--tc-lift-combine-quant --tc-merge-linear --tc-sequence-parallel
        --tc-pipeline --tc-pipeline=sequence-parallel=true)
cases=0; failed=0

# check_graph NAME TC-GEN-FLAGS...: generate, verify, then every pass.
check_graph() {
  local name="$1"; shift
  local in="$work/in.mlir"
  cases=$((cases + 1))
  if ! "$bin/tc-gen" "$@" -o "$in" 2>"$work/err" || ! "$bin/tc-opt" "$in" >/dev/null 2>>"$work/err"; then
    failed=$((failed + 1))
    echo "FAIL $name: tc-gen output does not verify: tc-gen $*"; sed 's/^/  /' "$work/err" | head -5
    return
  fi
  for pass in "${passes[@]}"; do
    cases=$((cases + 1))
    if ! "$bin/tc-opt" "$pass" "$in" 2>"$work/err" | "$bin/tc-run" --compare "$in" - >"$work/out" 2>>"$work/err"; then
      failed=$((failed + 1))
      echo "FAIL $name $pass: tc-gen $* > in.mlir; tc-opt $pass in.mlir | tc-run --compare in.mlir -"
      grep -h "MISMATCH\|error" "$work/out" "$work/err" | head -5 | sed 's/^/  /'
    fi
  done
}

if [ "$matrix" = 1 ]; then
  for quant in none int8 int8-dynamic int4 fp8 mxfp4 nvfp4; do
    for markers in --markers --no-markers; do
      for world in 1 2 4; do
        check_graph "$quant $markers world-size=$world" --quant="$quant" "$markers" \
          --world-size="$world" --heads=4 --kv-heads=4 --hidden=128 --ffn=256 --layers=2 --qkv-bias
      done
    done
  done
  # GQA (kv heads repeated), batch > 1 and bf16, with and without markers.
  check_graph "gqa bf16" --heads=8 --kv-heads=2 --hidden=64 --ffn=128 --world-size=2 --batch=2 --dtype=bf16
  check_graph "gqa bf16 unrolled" --heads=8 --kv-heads=2 --hidden=64 --ffn=128 --world-size=2 --batch=2 --dtype=bf16 --no-markers --layers=3
fi
# Real models at --tiny widths with two layers. The first config gets the
# whole matrix: every quantization scheme at every TP size, prefill (every
# layer written out) and decode over a KV cache (markers). The others:
# unquantized at every TP size, and every scheme at TP 2 prefill and TP 8
# decode (kv heads replicated where the config has fewer than 8).
first_model=$((1 - quick))
for config in ${models[@]+"${models[@]}"}; do
  name=$(basename "$config" .json)
  model=(--config="$config" --tiny --layers=2)
  for quant in none int8 int8-dynamic int4 fp8 mxfp4 nvfp4; do
    for world in 1 2 4 8; do
      if [ "$first_model" = 1 ] || [ "$quant" = none ] || [ "$world" = 2 ]; then
        check_graph "$name $quant world-size=$world prefill" "${model[@]}" --quant="$quant" --world-size="$world" --seq=4 --no-markers
      fi
      if [ "$first_model" = 1 ] || [ "$quant" = none ] || [ "$world" = 8 ]; then
        check_graph "$name $quant world-size=$world decode" "${model[@]}" --quant="$quant" --world-size="$world" --decode --context=3 --batch=2 --rank=$((world - 1))
      fi
    done
  done
  first_model=0
done
# MoE models at --tiny widths with two layers of 16 experts. The first config
# gets the whole matrix: TP 1, 2 and 4, each with every expert parallel size
# that divides it (1: the experts' columns split over the ranks; TP: whole
# experts per rank; 2 of 4: two expert groups of two column shards, over
# sub-groups of the ranks); prefill (every layer written out) and decode
# (markers); unquantized, int8 and fp8; top-k 1, 2 and 8; renormalized or
# not; and with expert parallelism, unquantized and renormalized, the tokens
# exchanged with all_to_all (split by batch when decoding) besides the
# default all_reduce. The others (a Qwen2-MoE config
# adds a shared expert): top-2 at TP 2, both expert layouts, prefill and
# decode, unquantized.
first_moe=$((1 - quick))
for config in ${moe[@]+"${moe[@]}"}; do
  name=$(basename "$config" .json)
  model=(--config="$config" --tiny --layers=2 --experts=16)
  for world in 1 2 4; do
    layouts=(1); [ "$world" = 4 ] && layouts+=(2); [ "$world" = 1 ] || layouts+=("$world")
    for ep in "${layouts[@]}"; do
      for step in prefill decode; do
        if [ "$step" = prefill ]; then shape=(--seq=4 --no-markers); else shape=(--decode --context=3 --batch=4 --rank=$((world - 1))); fi
        for quant in none int8 fp8; do
          for topk in 1 2 8; do
            for norm in --norm-topk-prob --no-norm-topk-prob; do
              if [ "$first_moe" = 1 ] || { [ "$world" = 2 ] && [ "$quant" = none ] && [ "$topk" = 2 ] && [ "$norm" = --norm-topk-prob ]; }; then
                check_graph "$name tp=$world ep=$ep $step $quant top-$topk $norm" "${model[@]}" \
                  --world-size="$world" --expert-parallel="$ep" "${shape[@]}" --quant="$quant" --top-k="$topk" "$norm"
              fi
              # The tokens exchanged with all_to_all instead (unquantized,
              # renormalized: the exchange is what differs).
              if [ "$ep" != 1 ] && [ "$quant" = none ] && [ "$norm" = --norm-topk-prob ] &&
                 { [ "$first_moe" = 1 ] || { [ "$world" = 2 ] && [ "$topk" = 2 ]; }; }; then
                check_graph "$name tp=$world ep=$ep all-to-all $step top-$topk" "${model[@]}" \
                  --world-size="$world" --expert-parallel="$ep" --expert-exchange=all-to-all "${shape[@]}" --quant=none --top-k="$topk" "$norm"
              fi
            done
          done
        done
      done
    done
  done
  first_moe=0
done
for ((seed = first; seed < first + seeds; ++seed)); do
  check_graph "random seed $seed" --random="$seed"
done
echo "$cases cases, $failed failed"
[ "$failed" = 0 ]
