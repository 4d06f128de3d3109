#!/usr/bin/env bash
# Installs what is missing (Debian 12, as root), builds, and then:
#   bash scripts/bootstrap.sh demo   runs tc-opt's default pipeline on the example model
#   bash scripts/bootstrap.sh test   runs the lit suite (dialect, verifier, passes, tools, C API,
#                                    proofs through tc-run, a fuzz smoke run): a few minutes
#   bash scripts/bootstrap.sh long   runs the long suite (test/Long: the whole differential
#                                    matrices), which CI runs beside it
# Environment: BUILD_DIR (default build), TC_SANITIZE=ON for an ASan+UBSan build.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(cmake ninja-build gcc g++ python3 pkg-config llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools)
BUILD_DIR=${BUILD_DIR:-build}
LLVM_BIN=/usr/lib/llvm-22/bin

install_missing_packages() {
  local missing=()
  for package in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

build() {
  cmake -S . -B "$BUILD_DIR" -G Ninja \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DTC_WERROR=ON -DTC_SANITIZE="${TC_SANITIZE:-OFF}" >/dev/null
  cmake --build "$BUILD_DIR"
}

case "${1:-}" in
demo)
  install_missing_packages
  build
  "$BUILD_DIR/bin/tc-opt" --tc-pipeline --tc-stats examples/decoder_layer.mlir
  ;;
test)
  install_missing_packages
  build
  # TC_LIT_ARGS: more lit arguments (CI's sanitized run adds the fuzz tests)
  "$LLVM_BIN/lit" -sv ${TC_LIT_ARGS:-} "$BUILD_DIR/test"
  ;;
long)
  install_missing_packages
  build
  "$LLVM_BIN/lit" -sv --param suite=long "$BUILD_DIR/test/Long" "$BUILD_DIR/test/Fuzz"
  ;;
*)
  echo "usage: bash scripts/bootstrap.sh demo|test|long" >&2
  exit 2
  ;;
esac
