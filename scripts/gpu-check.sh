#!/usr/bin/env bash
# scripts/gpu-check.sh -- everything that needs an NVIDIA GPU, as one prepared run.
#
# usage: scripts/gpu-check.sh [OUT_DIR]
#   OUT_DIR defaults to $OUT, else build-gpu/out/ in the repository. Needs nvcc, g++, cmake and
#   python3; no network.
#   Environment: GPU_CHECK_BUDGET_S (default 450: the whole run ends within about that many
#   seconds), GPU_CHECK_BUILD_DIR (default build-gpu/ in the repository), GPU_CHECK_JOBS
#   (default nproc), GPU_CHECK_PARITY_HOST_FLAGS (extra flags for the host half of the parity
#   check, e.g. -march=native: the same bits by design, 4-8x faster on x86-64 than the default
#   target's calls to libm's fmaf).
#
# Steps, most valuable first; each under `timeout`, each later step only while time remains:
#   1. build for the GPU's own arch: warpmath_gpu_parity and warpmath_bench_gpu straight from
#      nvcc (they need nothing but the repository); in the background, the CMake tree's
#      conformance runner and tests (only if CMake configures: GoogleTest and MPFR may be missing)
#   2. bit parity, CUDA vs the host build, all 2^32 inputs of every one-argument catalogue
#      function and 2^28 random pairs of a two-argument one (host-bound: about
#      2^32 x 20-40 ns / cores per one-argument function)
#   3. the tests that need a device: conformance_core_test's GpuRunners tests, the special
#      values of every function through the CUDA backend, and the CUDA builds of the samples
#   4. warpmath-conformance FN --backend cuda --space exhaustive (pairs:2^30+special for a
#      two-argument function), function by function, while the budget allows (the MPFR-checked
#      oracle makes this the costliest step: about 2^32 x 60-100 ns / cores per function); a
#      reserve is kept for step 5
#   5. the GPU throughput benchmark (about 20 s)
# Files in OUT_DIR (at most 8): summary.md (written after every step; the last write is the
# final one), build.log, parity.log, unit.log, conformance.log, conformance.md, bench.log,
# bench.md. Exit status: 0 if every step that ran passed, 1 otherwise.
set -uo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
budget=${GPU_CHECK_BUDGET_S:-450}
build=${GPU_CHECK_BUILD_DIR:-$repo_root/build-gpu}
out=${1:-${OUT:-$build/out}}
jobs=${GPU_CHECK_JOBS:-$(nproc)}
bench_reserve=45  # seconds kept for step 5 (which takes about 10-20 s)
mkdir -p "$out" "$build/standalone"
t0=$SECONDS

elapsed() { echo $((SECONDS - t0)); }
left() { echo $((budget - (SECONDS - t0))); }
say() { echo "[gpu-check $(elapsed)s] $*"; }
min() { if (($1 < $2)); then echo "$1"; else echo "$2"; fi; }

# Step results for the summary: name|status|seconds|notes
steps=()
record() { steps+=("$1|$2|$3|$4"); write_summary; }
failed=0

nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
# Entry ids from the catalogue export (scripts/catalogue.py compiles catalogue/export.cpp).
mapfile -t catalogue < <(python3 "$repo_root/scripts/catalogue.py" ids)
mapfile -t binary < <(python3 "$repo_root/scripts/catalogue.py" ids --kind binary,binary_int,ternary,quaternary)
if [[ ${#catalogue[@]} -eq 0 ]]; then
  echo "gpu-check: no catalogue entries (scripts/catalogue.py ids)" >&2
  exit 2
fi
# The conformance space: all 2^32 inputs of a one-argument function; 2^30 random pairs (or
# tuples) and the special ones for the others (sample:N reads as pairs:N or tuples:N).
space_of() {
  local b
  for b in "${binary[@]}"; do
    [[ "$b" == "$1" ]] && { echo "sample:1073741824+special"; return; }
  done
  echo exhaustive
}
cxx=$(command -v g++ || command -v c++ || echo g++)

write_summary() {
  {
    echo "# gpu-check summary"
    echo
    echo "- GPU: ${gpu_name:-?} (sm_${arch:-?}), driver ${driver:-?}; $("$nvcc" --version 2>/dev/null | grep -m1 release)"
    echo "- host: ${cpu_model:-?}, $jobs threads; budget ${budget} s, $(elapsed) s used when written"
    echo
    echo "| step | status | seconds | notes |"
    echo "| --- | --- | ---: | --- |"
    for s in "${steps[@]}"; do
      IFS='|' read -r name status secs notes <<< "$s"
      echo "| $name | $status | $secs | $notes |"
    done
    echo
    if [[ -s "$out/parity.log" ]]; then
      echo "## Bit parity (CUDA vs host build)"
      echo
      echo "| function | inputs | differing | NaN payload only | seconds |"
      echo "| --- | ---: | ---: | ---: | ---: |"
      sed -n 's/^parity \([^ ]*\) *inputs=\([0-9]*\) differ=\([0-9]*\) nan_payload=\([0-9]*\) seconds=\([0-9.]*\).*/| \1 | \2 | \3 | \4 | \5 |/p' "$out/parity.log"
      echo
    fi
    local reports=() fn
    for fn in "${catalogue[@]}"; do
      [[ -f "$build/conformance-$fn.json" ]] && reports+=("$build/conformance-$fn.json")
    done
    if ((${#reports[@]})); then
      echo "## Conformance, --backend cuda"
      echo
      python3 "$repo_root/bench/gpu_check_conformance.py" "${reports[@]}" 2>&1
      echo
    fi
    if [[ -s "$out/bench.log" ]]; then
      echo "## Throughput (warpmath rows; full table in bench.md)"
      echo
      echo '```'
      grep -E '^function|^[a-z_0-9]+ .* warpmath |^goal' "$out/bench.log" || true
      echo '```'
    fi
  } > "$out/summary.md.tmp" && mv "$out/summary.md.tmp" "$out/summary.md"
}

# --- 0. The machine -----------------------------------------------------------------------------
{
  echo "== machine"
  nvidia-smi -L 2>&1 || true
  nvidia-smi --query-gpu=name,compute_cap,driver_version,clocks.max.sm --format=csv 2>&1 || true
  "$nvcc" --version 2>&1 | tail -2
  "$cxx" --version 2>&1 | head -1
  cmake --version 2>&1 | head -1
  nproc
} > "$out/build.log" 2>&1
gpu_name=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)
driver=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -1)
arch=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d '. ')
cpu_model=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)
if [[ -z "$arch" ]]; then
  say "no GPU visible to nvidia-smi; building for sm_90"
  arch=90
fi
say "GPU ${gpu_name:-?} sm_$arch, $jobs host threads, budget ${budget}s, output in $out"

# --- 1. Builds ----------------------------------------------------------------------------------
t=$SECONDS
includes=(-I"$repo_root/include" -I"$repo_root")
cuda_flags=(-std=c++17 -O3 -arch=sm_"$arch" "${includes[@]}")
# The host half of the parity check is built like the project's host backend (Release flags).
read -r -a parity_host_flags <<< "${GPU_CHECK_PARITY_HOST_FLAGS:-}"
(
  "$cxx" -std=c++17 -O3 -DNDEBUG -ffp-contract=off "${parity_host_flags[@]}" "${includes[@]}" \
    -c "$repo_root/bench/parity/host_compare.cpp" -o "$build/standalone/host_compare.o" &&
  "$nvcc" "${cuda_flags[@]}" "$repo_root/bench/parity/gpu_parity.cu" \
    "$build/standalone/host_compare.o" -o "$build/standalone/warpmath_gpu_parity"
) >> "$out/build.log" 2>&1 &
parity_build=$!
"$nvcc" "${cuda_flags[@]}" "$repo_root/bench/gpu/bench_gpu.cu" \
  -o "$build/standalone/warpmath_bench_gpu" > "$build/bench-build.log" 2>&1 &
bench_build=$!
# The CMake tree at low priority (the parity check's host threads come first), and never past
# the point where only the benchmark's reserve is left.
cmake_limit=$(($(left) - bench_reserve))
(
  echo "== cmake (conformance runner and tests)"
  timeout "$cmake_limit" nice -n 10 cmake -S "$repo_root" -B "$build/cmake" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_ARCHITECTURES="$arch" -DWARPMATH_ENABLE_CUDA=ON \
    -DWARPMATH_ENABLE_HIP=OFF -DCMAKE_CUDA_COMPILER="$nvcc" &&
  timeout "$(($(left) - bench_reserve))" nice -n 10 cmake --build "$build/cmake" -j "$jobs" \
    --target warpmath-conformance conformance_core_test sample_black_scholes_cuda \
    sample_box_muller_cuda sample_nbody_cuda sample_softmax_cuda sample_gamma_loglik_cuda \
    sample_thrust_transform_cuda
) > "$build/cmake-build.log" 2>&1 &
cmake_build=$!

if wait "$parity_build"; then
  record "build parity check (nvcc sm_$arch)" ok $((SECONDS - t)) ""
else
  record "build parity check (nvcc sm_$arch)" FAIL $((SECONDS - t)) "see build.log"
  failed=1
fi

# --- 2. Bit parity ------------------------------------------------------------------------------
if [[ -x "$build/standalone/warpmath_gpu_parity" ]]; then
  t=$SECONDS
  limit=$(min $(($(left) - bench_reserve)) 360)
  say "bit parity, all 2^32 inputs per function (limit ${limit}s)"
  timeout "$limit" "$build/standalone/warpmath_gpu_parity" --threads "$jobs" \
    > "$out/parity.log" 2>&1
  rc=$?
  done_fns=$(grep -c '^parity ' "$out/parity.log")
  differing=$(grep -c '^parity .* differ=[1-9]' "$out/parity.log")
  case $rc in
    0) record "bit parity (all 2^32)" PASS $((SECONDS - t)) "$done_fns functions, 0 differing" ;;
    124) record "bit parity (all 2^32)" INCOMPLETE $((SECONDS - t)) \
           "timed out after $done_fns functions; $differing with differences"; failed=1 ;;
    1) record "bit parity (all 2^32)" FAIL $((SECONDS - t)) \
         "$differing of $done_fns functions differ; see parity.log"; failed=1 ;;
    *) record "bit parity (all 2^32)" FAIL $((SECONDS - t)) \
         "exit $rc: $(head -c 150 "$out/parity.log" | tail -1)"; failed=1 ;;
  esac
fi

# --- 3. Device tests ----------------------------------------------------------------------------
t=$SECONDS
say "waiting for the CMake build"
wait "$cmake_build"
cmake_rc=$?
cat "$build/cmake-build.log" >> "$out/build.log"
cli="$build/cmake/tests/conformance/warpmath-conformance"
core_test="$build/cmake/tests/conformance/conformance_core_test"
if [[ $cmake_rc -ne 0 || ! -x "$cli" ]]; then
  why=$(grep -m1 -E 'Could NOT find|CMake Error|error:' "$build/cmake-build.log" | cut -c1-120)
  record "CMake build (conformance, tests)" SKIPPED $((SECONDS - t)) \
    "exit $cmake_rc: ${why:-see build.log}; steps 3-4 skipped"
else
  record "CMake build (conformance, tests)" ok $((SECONDS - t)) ""
  t=$SECONDS
  say "device tests"
  {
    echo "== conformance_core_test --gtest_filter=GpuRunners.*"
    timeout 120 "$core_test" --gtest_filter='GpuRunners.*'
    echo "exit $?"
    echo "== warpmath-conformance all --backend cuda --space special"
    timeout 120 "$cli" all --backend cuda --space special
    echo "exit $?"
    echo "== ctest -L samples -L cuda (the sample programs on the GPU)"
    timeout 180 ctest --test-dir "$build/cmake" -L samples -L cuda --output-on-failure
    echo "exit $?"
  } > "$out/unit.log" 2>&1
  if grep -q '^exit [1-9]' "$out/unit.log"; then
    record "device tests (GpuRunners, special values, samples on CUDA)" FAIL $((SECONDS - t)) "see unit.log"
    failed=1
  else
    record "device tests (GpuRunners, special values, samples on CUDA)" PASS $((SECONDS - t)) ""
  fi

  # --- 4. Exhaustive conformance, function by function -----------------------------------------
  t=$SECONDS
  : > "$out/conformance.log"
  : > "$out/conformance.md"
  rm -f "$build"/conformance-*.json
  slowest=0
  ran=() skipped=() failing=()
  for fn in "${catalogue[@]}"; do
    avail=$(($(left) - bench_reserve))
    # Start a function only if it should finish: the slowest so far, or 30 s before any ran.
    need=$((slowest > 0 ? slowest + slowest / 5 : 30))
    if ((avail < need)); then
      skipped+=("$fn")
      continue
    fi
    f0=$SECONDS
    space=$(space_of "$fn")
    say "conformance $fn --backend cuda --space $space (limit ${avail}s)"
    timeout "$avail" "$cli" "$fn" --backend cuda --space "$space" --threads "$jobs" \
      --json "$build/conformance-$fn.json" --markdown "$build/conformance-$fn.md" \
      >> "$out/conformance.log" 2>&1
    rc=$?
    [[ -f "$build/conformance-$fn.md" ]] && cat "$build/conformance-$fn.md" >> "$out/conformance.md"
    ((SECONDS - f0 > slowest)) && slowest=$((SECONDS - f0))
    case $rc in
      0) ran+=("$fn") ;;
      124) skipped+=("$fn (timed out)"); rm -f "$build/conformance-$fn.json" ;;
      *) ran+=("$fn"); failing+=("$fn") ;;
    esac
    write_summary
  done
  notes="${#ran[@]} of ${#catalogue[@]} run"
  ((${#skipped[@]})) && notes+="; not run (time): ${skipped[*]}"
  ((${#failing[@]})) && notes+="; failing: ${failing[*]}"
  if ((${#failing[@]})); then
    record "exhaustive conformance, --backend cuda" FAIL $((SECONDS - t)) "$notes"
    failed=1
  elif ((${#skipped[@]})); then
    record "exhaustive conformance, --backend cuda" PARTIAL $((SECONDS - t)) "$notes"
  else
    record "exhaustive conformance, --backend cuda" PASS $((SECONDS - t)) "$notes"
  fi
fi

# --- 5. Throughput benchmark --------------------------------------------------------------------
t=$SECONDS
if wait "$bench_build" && [[ -x "$build/standalone/warpmath_bench_gpu" ]]; then
  limit=$(min "$(left)" 120)
  ((limit < 20)) && limit=20
  say "throughput benchmark (limit ${limit}s)"
  timeout "$limit" "$build/standalone/warpmath_bench_gpu" --markdown "$out/bench.md" \
    > "$out/bench.log" 2>&1
  rc=$?
  goal=$(grep -m1 '^goal' "$out/bench.log" | sed 's/|/\//g')
  if [[ $rc -eq 0 ]]; then
    record "throughput benchmark" ok $((SECONDS - t)) "${goal:-}"
  else
    record "throughput benchmark" FAIL $((SECONDS - t)) "exit $rc: $(head -c 150 "$out/bench.log" | tail -1)"
    failed=1
  fi
else
  cat "$build/bench-build.log" >> "$out/build.log"
  record "throughput benchmark" FAIL $((SECONDS - t)) "build failed; see build.log"
  failed=1
fi

write_summary
say "done in $(elapsed)s; summary:"
cat "$out/summary.md"
exit $failed
