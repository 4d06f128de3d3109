#!/usr/bin/env bash
# The benchmark: bench/run.sh [--quick] [--build DIR] [--repeat N].
# Installs Debian's python3-matplotlib for the plot and libtcmalloc-minimal4
# for the allocator comparison if they are missing, builds
# the project if needed, then runs bench/bench.py (report in bench/report.md,
# bench/report.png and, from bench/cost.py, bench/report-cost.png).
set -euo pipefail
cd "$(dirname "$0")/.."
build=build
for ((i = 1; i <= $#; ++i)); do [ "${!i}" = --build ] && { j=$((i + 1)); build=${!j}; }; done
if ! /usr/bin/python3 -c "import matplotlib" 2>/dev/null; then
  if [ "$(id -u)" = 0 ]; then
    apt-get install -y -q python3-matplotlib >/dev/null || { apt-get update -q >/dev/null && apt-get install -y -q python3-matplotlib >/dev/null; }
  else
    echo "bench: python3-matplotlib is missing (no plot); install it as root" >&2
  fi
fi
# tcmalloc, for the allocator comparison in the report (see bench.py).
if ! ls /usr/lib/*/libtcmalloc_minimal.so.4 >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get install -y -q libtcmalloc-minimal4 >/dev/null || { apt-get update -q >/dev/null && apt-get install -y -q libtcmalloc-minimal4 >/dev/null; }
  else
    echo "bench: libtcmalloc-minimal4 is missing (no allocator comparison); install it as root" >&2
  fi
fi
[ -x "$build/bin/tc-opt" ] && [ -x "$build/bin/tc-gen" ] || { cmake -S . -B "$build" -G Ninja >/dev/null && cmake --build "$build"; }
exec /usr/bin/python3 bench/bench.py "$@"
