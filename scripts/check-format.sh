#!/usr/bin/env bash
# scripts/check-format.sh -- fail if any tracked C++ file (.cpp .hpp .h .cu .cuh) differs from what
# clang-format makes of it with the repository's .clang-format. `--fix` reformats them instead.
# Debian's clang-format 14 is the reference version (scripts/install-deps.sh installs it).
# It also fails on references a reader cannot follow: the team's design file (the project's rules are
# docs/design.md, cited by section name) or an issue number of the team's tracker.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
fmt=$(command -v clang-format-14 || command -v clang-format || true)
if [[ -z "$fmt" ]]; then
  echo "check-format: clang-format not found (scripts/install-deps.sh installs it)" >&2
  exit 1
fi
mapfile -t files < <(git ls-files '*.cpp' '*.hpp' '*.h' '*.cu' '*.cuh')
if [[ "${1:-}" == --fix ]]; then
  "$fmt" -i "${files[@]}"
  exit 0
fi
if ! "$fmt" --dry-run -Werror "${files[@]}" 2> >(grep -E '^[^ ].*error:' | sed 's/: error:.*//' | sort -u >&2); then
  echo "check-format: the files above are not clang-formatted; run scripts/check-format.sh --fix" >&2
  exit 1
fi
if git grep -nE 'DESIGN[.]md|[Ii]ssues? #?[0-9]' -- . ':!docs/sweeps' >&2; then
  echo "check-format: the lines above cite the team design file or an issue number; cite docs/design.md by section" >&2
  exit 1
fi
echo "check-format: ${#files[@]} files clang-formatted, no dangling references"
