#!/usr/bin/env bash
# scripts/install-deps.sh -- install the Debian packages warpmath's build and tests need.
#
# Idempotent and fast when everything is present (one dpkg-query, no network). Otherwise runs
# `apt-get update` once and installs what is missing, as root or through sudo. nvcc (CUDA) is
# not a Debian package here: install the CUDA toolkit yourself and put nvcc on PATH (or leave it
# in /usr/local/cuda/bin); scripts/test.sh requires it unless WARPMATH_ENABLE_CUDA=OFF is set.
# clang is the second host compiler of the golden compiler/flag matrix (tests/golden).
set -euo pipefail

packages=(cmake g++ clang clang-format python3 libgtest-dev libmpfr-dev libgmp-dev sollya libbenchmark-dev libsleef-dev
          hipcc libamdhip64-dev rocm-device-libs)

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "install-deps: not a Debian system; make sure these (or equivalents) are installed:" >&2
  echo "  ${packages[*]}" >&2
  exit 0
fi

missing=()
for pkg in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
  [[ "$status" == "installed" ]] || missing+=("$pkg")
done

if [[ ${#missing[@]} -eq 0 ]]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

echo "install-deps: missing: ${missing[*]}"
if [[ $(id -u) -eq 0 ]]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1; then
  sudo=(sudo)
else
  echo "install-deps: not root and no sudo; as root, run:" >&2
  echo "  apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi

"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
  apt-get install -y -q --no-install-recommends "${missing[@]}"
echo "install-deps: installed ${missing[*]}"
