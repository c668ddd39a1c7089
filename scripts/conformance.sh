#!/usr/bin/env bash
# scripts/conformance.sh -- the conformance report: every catalogue function swept against the
# MPFR oracle, on the GPU when there is one.
#
#   scripts/conformance.sh                      # all functions, sample:4194304+special
#   scripts/conformance.sh --space exhaustive   # all 2^32 inputs of every function (hours)
#   scripts/conformance.sh sinf cosf --space special
#   scripts/conformance.sh --seed 1234          # the sample of an earlier run again
#
# Configures and builds build/ (Release) if needed, picks the backend (cuda when `nvidia-smi -L`
# lists a GPU, else host), runs warpmath-conformance with the arguments given (functions
# default to all; a later --backend overrides the detected one) and writes
# build/conformance/report.md and build/conformance/report.json. Exit status: the runner's
# (0 all pass, 1 some fail, 2 error). Each function is judged by its own contract (its measured
# bound in ulps, or an absolute error where |f| < 1 for the Bessel functions: catalogue/).
# The sampled spaces are drawn from a fresh seed on every run (--seed random), printed on the
# report's space line; pass --seed S to draw the same inputs again.
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="$repo_root/build"

if [[ ! -f "$build/CMakeCache.txt" ]]; then
  if [[ -f "$repo_root/scripts/install-deps.sh" ]]; then
    bash "$repo_root/scripts/install-deps.sh"
  fi
  cmake -S "$repo_root" -B "$build" -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$build" -j "$(nproc)" --target warpmath-conformance

runner="$build/tests/conformance/warpmath-conformance"
[[ -x "$runner" ]] || runner=$(find "$build/" -name warpmath-conformance -type f -perm -u+x -print -quit)
if [[ -z "$runner" ]]; then
  echo "conformance.sh: warpmath-conformance not found under $build" >&2
  exit 2
fi

backend=host
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  backend=cuda
fi

# Functions first ("all" unless the first argument names some), then our options, then the
# caller's options, so that theirs win.
functions=(all)
if [[ $# -gt 0 && "$1" != -* ]]; then
  functions=()
fi

mkdir -p "$build/conformance"
echo "conformance.sh: backend $backend; reports in $build/conformance/" >&2
exec "$runner" "${functions[@]}" --backend "$backend" --seed random \
  --markdown "$build/conformance/report.md" --json "$build/conformance/report.json" "$@"
