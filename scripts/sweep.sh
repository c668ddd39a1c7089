#!/usr/bin/env bash
# scripts/sweep.sh -- the definitive sweep of catalogue entries, and everything generated from it.
#
#   scripts/sweep.sh ID [ID ...]        e.g. scripts/sweep.sh myfnf   (hours on a small machine)
#   BUILD=dir scripts/sweep.sh ID       another build tree (default build/)
#   GOLDEN_FULL=0 scripts/sweep.sh ID   do not add the full golden digest (minutes per function;
#                                       golden_full then does not cover the entry)
#
# Per ID: runs the entry's definitive sweep -- the command of its CTest test exhaustive_ID (all
# 2^32 inputs of a one-argument entry) or definitive_ID (2^28 stratified pairs + special + the
# known hard pairs, 2^26 tuples + special, or the entry's own space), so the space is written
# once, in tests/conformance/CMakeLists.txt -- with --json docs/sweeps/ID.json, and stamps the
# report with the entry's fingerprint (its warpmath-golden sample digest: a report of other code
# fails scripts/accuracy_table.py --check). Adds the entry's golden digests to
# tests/golden/sample.txt and full.txt if they lack them (lines already there are never
# rewritten: a changed digest is a changed result, tests/golden/CMakeLists.txt). Then, once:
# docs/special_values.json (warpmath-conformance all --special-values) and
# scripts/accuracy_table.py (catalogue/bounds.def, the README table, docs/functions.md).
# Exit status: 1 if a sweep failed to run (a FAIL verdict is expected on a first sweep: the entry
# has no bound yet), 2 for a bad command line.
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="${BUILD:-$repo_root/build}"
if [[ $# -eq 0 ]]; then
  echo "usage: scripts/sweep.sh ID [ID ...]" >&2
  exit 2
fi

if [[ ! -f "$build/CMakeCache.txt" ]]; then
  cmake -S "$repo_root" -B "$build" -DCMAKE_BUILD_TYPE=Release
else
  cmake "$build" >/dev/null  # the catalogue export (build/catalogue.json) and the tests
fi
cmake --build "$build" -j "$(nproc)" --target warpmath-conformance warpmath-golden
golden="$build/tests/golden/warpmath-golden"
conformance="$build/tests/conformance/warpmath-conformance"
export WARPMATH_CATALOGUE_JSON="$build/catalogue.json"

for id in "$@"; do
  if ! grep -qx "$id" <<< "$(python3 "$repo_root/scripts/catalogue.py" ids)"; then
    echo "sweep.sh: $id is not a catalogue entry" >&2
    exit 2
  fi
  # The definitive sweep's command line, from CTest (its first word is the runner).
  mapfile -t cmd < <(ctest --test-dir "$build" --show-only=json-v1 -R "^(exhaustive|definitive)_${id}\$" |
                     python3 -c 'import json, sys
tests = json.load(sys.stdin)["tests"]
print("\n".join(tests[0]["command"][1:]) if tests else "")')
  if [[ ${#cmd[@]} -eq 0 || -z "${cmd[0]}" ]]; then
    echo "sweep.sh: no CTest test exhaustive_$id or definitive_$id in $build" >&2
    exit 1
  fi
  report="$repo_root/docs/sweeps/$id.json"
  echo "sweep.sh: $id: warpmath-conformance ${cmd[*]}" >&2
  rc=0
  "$conformance" "${cmd[@]}" --json "$report" || rc=$?
  if [[ $rc -ge 2 ]]; then
    echo "sweep.sh: $id: the sweep did not run (exit $rc)" >&2
    exit 1
  fi
  digest=$("$golden" --set sample "$id" | awk -v id="$id" '$1 == id {print $2}')
  python3 "$repo_root/scripts/accuracy_table.py" --stamp "$report" "$id" "$digest"
  sets=(sample)
  [[ "${GOLDEN_FULL:-1}" == 0 ]] || sets+=(full)
  for set in "${sets[@]}"; do
    file="$repo_root/tests/golden/$set.txt"
    if ! awk -v id="$id" '$1 == id {found = 1} END {exit !found}' "$file"; then
      "$golden" --set "$set" "$id" | grep -v '^#' >> "$file"
    fi
  done
done

"$conformance" all --special-values "$repo_root/docs/special_values.json"
python3 "$repo_root/scripts/accuracy_table.py"
