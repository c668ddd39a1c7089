#!/usr/bin/env bash
# scripts/codesize.sh -- the static code-size proxy, no GPU needed.
#
# Compiles bench/codesize/codesize_kernels.cu -- the kernel p[i] = f(p[i]) for every catalogue
# function and for CUDA's / HIP's own function (bench/vendor_equivalents.def) -- once for sm_90
# (nvcc -cubin, -Xptxas -v) and once for gfx90a (hipcc -S), then writes the table
# (scripts/codesize/report.py explains what is counted).
#
# usage: scripts/codesize.sh [options]
#   --output FILE     the Markdown report (default: docs/codesize.md)
#   --work-dir DIR    where the cubin, the ptxas log and the assembly go (default: a temporary
#                     directory, removed at exit)
#   --nvcc PATH       default: $NVCC, nvcc on PATH, /usr/local/cuda/bin/nvcc
#   --hipcc PATH      default: $HIPCC, hipcc on PATH; without one the gfx90a table is left out
#   --no-hip          leave the gfx90a table out
#   --compile-only    compile into --work-dir and stop (the CMake build does this)
#   --no-compile      only write the report from what --work-dir already holds (the CTest test)
#   --per-warp        also measure issued instructions per warp on the usual inputs of every
#                     default- and fast-tier function beside CUDA's with ../shared/tools/sassemu
#                     (or $SASSEMU; a few minutes) and add that table; fails if the tool is absent
#   --per-warp-json F the same table from a sassemu JSON measured before
#
# Exit status: 0; 1 if a warpmath kernel spills or uses a stack frame (sm_90) or scratch memory
# (gfx90a); 2 for a usage or tool error. Being above the 1.25x instruction-count goal is
# reported, not an error.
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
output="$repo_root/docs/codesize.md"
work_dir=""
nvcc="${NVCC:-}"
hipcc="${HIPCC:-}"
use_hip=1
compile=1
report=1
per_warp=0
per_warp_json=""

die() { echo "codesize.sh: $*" >&2; exit 2; }

while [[ $# -gt 0 ]]; do
  case "$1" in
    --output) output=${2:?--output needs a value}; shift 2 ;;
    --work-dir) work_dir=${2:?--work-dir needs a value}; shift 2 ;;
    --nvcc) nvcc=${2:?--nvcc needs a value}; shift 2 ;;
    --hipcc) hipcc=${2:?--hipcc needs a value}; shift 2 ;;
    --no-hip) use_hip=0; shift ;;
    --compile-only) report=0; shift ;;
    --no-compile) compile=0; shift ;;
    --per-warp) per_warp=1; shift ;;
    --per-warp-json) per_warp_json=${2:?--per-warp-json needs a value}; shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown option '$1' (see --help)" ;;
  esac
done

if [[ -z "$nvcc" ]]; then
  nvcc=$(command -v nvcc || true)
  [[ -z "$nvcc" && -x /usr/local/cuda/bin/nvcc ]] && nvcc=/usr/local/cuda/bin/nvcc
fi
[[ -n "$nvcc" && -x "$nvcc" ]] || die "nvcc not found (pass --nvcc or set NVCC)"
if [[ $use_hip == 1 && -z "$hipcc" ]]; then
  hipcc=$(command -v hipcc || true)
fi
[[ -n "$hipcc" ]] || use_hip=0

if [[ -z "$work_dir" ]]; then
  [[ $compile == 1 && $report == 1 ]] || die "--compile-only and --no-compile need --work-dir"
  work_dir=$(mktemp -d)
  trap 'rm -rf "$work_dir"' EXIT
fi
mkdir -p "$work_dir"

src="$repo_root/bench/codesize/codesize_kernels.cu"
cubin="$work_dir/codesize_sm_90.cubin"
ptxas_log="$work_dir/codesize_sm_90.ptxas.log"
asm="$work_dir/codesize_gfx90a.s"
flags=(-std=c++17 -O3 -I"$repo_root/include" -I"$repo_root")

if [[ $compile == 1 ]]; then
  # The two compiles are independent: run them side by side.
  "$nvcc" "${flags[@]}" -arch=sm_90 -cubin -Xptxas -v -Werror all-warnings "$src" -o "$cubin" \
    2> "$ptxas_log" &
  nvcc_pid=$!
  if [[ $use_hip == 1 ]]; then
    # --offload-arch always (without it hipcc probes for GPUs and falls back to gfx803).
    "$hipcc" -x hip "${flags[@]}" -Wall -Wextra -Werror --offload-arch=gfx90a --cuda-device-only \
      -S -Wno-unused-command-line-argument "$src" -o "$asm" &
    hipcc_pid=$!
    wait "$hipcc_pid" || die "hipcc failed on $src"
  fi
  if ! wait "$nvcc_pid"; then
    cat "$ptxas_log" >&2
    die "nvcc failed on $src"
  fi
fi

[[ $report == 1 ]] || exit 0

[[ -f "$cubin" && -f "$ptxas_log" ]] || die "no compiled kernels in $work_dir (run without --no-compile first)"
nvcc_version=$("$nvcc" --version | sed -n 's/.*release \([0-9.]*\), V\([0-9.]*\).*/nvcc \2/p')
catalogue_json="$work_dir/catalogue.json"
python3 "$repo_root/scripts/catalogue.py" json > "$catalogue_json"
args=(--cubin "$cubin" --ptxas-log "$ptxas_log" --catalogue "$catalogue_json"
      --output "$output" --nvcc-version "${nvcc_version:-nvcc}" --flags=-O3)
if [[ $use_hip == 1 ]]; then
  [[ -f "$asm" ]] || die "no gfx90a assembly in $work_dir (run without --no-compile, or pass --no-hip)"
  hip_version=$("$hipcc" --version 2>/dev/null | sed -n 's/^HIP version: \([0-9.]*\).*/hipcc \1/p')
  clang_version=$("$hipcc" --version 2>/dev/null | sed -n 's/.*clang version \([0-9.]*\).*/clang \1/p')
  args+=(--amdgcn "$asm" --hipcc-version "${hip_version:-hipcc} (${clang_version:-clang})")
fi
if [[ $per_warp == 1 ]]; then
  sassemu="${SASSEMU:-$repo_root/../shared/tools/sassemu/sassemu.sh}"
  [[ -x "$sassemu" || -f "$sassemu" ]] || die "--per-warp: no sassemu at $sassemu (set SASSEMU)"
  python3 "$repo_root/scripts/catalogue.py" --json "$catalogue_json" sassemu-fns \
    --tier default,fast --arity all > "$work_dir/per_warp.fns"
  per_warp_json="$work_dir/per_warp.json"
  bash "$sassemu" --include "$repo_root/include" --fn-file "$work_dir/per_warp.fns" --check-host \
    --json "$per_warp_json" >&2 || die "sassemu failed"
fi
[[ -z "$per_warp_json" ]] || args+=(--per-warp "$per_warp_json")
mkdir -p "$(dirname "$output")"
exec "${PYTHON:-python3}" "$repo_root/scripts/codesize/report.py" "${args[@]}"
