#!/usr/bin/env python3
"""Markdown table of warpmath-conformance --json reports, for scripts/gpu-check.sh's summary.

  gpu_check_conformance.py REPORT.json...

One line per function: inputs, max error (ulps) against the documented bound, results that are
not correctly rounded, special-value mistakes, results that differ from the host backend (the
"vs host" cross-check of a GPU run), PASS/FAIL, seconds.
"""
import json
import sys


def main():
    rows = []
    for path in sys.argv[1:]:
        try:
            with open(path) as f:
                report = json.load(f)
        except (OSError, ValueError) as e:
            rows.append(f"| {path} | unreadable: {e} | | | | | | | |")
            continue
        for fn in report.get("functions", []):
            host = fn.get("host_mismatches")
            rows.append(
                f"| {fn['name']} | {fn['inputs']} | {float(fn['max_ulp']):.3f} "
                f"| {fn['bound_ulp']} | {fn['non_cr']} | {fn['special_mistakes']} "
                f"| {'—' if host is None else host} | {'PASS' if fn['pass'] else '**FAIL**'} "
                f"| {float(fn.get('seconds', 0)):.0f} |")
    print("| function | inputs | max ulp | bound | not CR | special mistakes | vs host "
          "| result | seconds |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
