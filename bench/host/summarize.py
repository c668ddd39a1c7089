#!/usr/bin/env python3
"""Turns warpmath_bench_host's JSON output into the Markdown table of docs/performance.md.

  warpmath_bench_host --benchmark_format=json --benchmark_out=host.json ...
  bench/host/summarize.py host.json

One line per (function, inputs), one column per row of the benchmark (warpmath, glibc,
sleef_u10, ...), in ns/element (from items_per_second, which Google Benchmark computes from CPU
time: the figure least disturbed by other processes on a shared machine). With
--benchmark_repetitions, the median aggregate is used.
"""
import json
import sys


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: summarize.py BENCH.json")
    with open(sys.argv[1]) as f:
        report = json.load(f)
    cells, lines, columns = {}, [], []
    repeated = any(b.get("run_type") == "aggregate" for b in report["benchmarks"])
    for b in report["benchmarks"]:
        if repeated and b.get("aggregate_name") != "median":
            continue
        if "items_per_second" not in b:
            continue
        name = b.get("run_name", b["name"])
        function, inputs, row = name.split("/")[:3]
        key = (function, inputs)
        if key not in cells:
            cells[key] = {}
            lines.append(key)
        if row not in columns:
            columns.append(row)
        cells[key][row] = 1e9 / b["items_per_second"]

    # warpmath and its tiers first, then the others alphabetically (glibc, sleef_u05, ...).
    columns.sort(key=lambda c: (c != "warpmath", not c.startswith("tier_"), c))
    ctx = report.get("context", {})
    print(f"Host: {ctx.get('host_name', '?')}, {ctx.get('num_cpus', '?')} CPUs at "
          f"{ctx.get('mhz_per_cpu', '?')} MHz; ns/element (lower is better).")
    print()
    print("| function | inputs | " + " | ".join(columns) + " |")
    print("| --- | --- |" + " ---: |" * len(columns))
    for function, inputs in lines:
        row = cells[(function, inputs)]
        values = [f"{row[c]:.1f}" if c in row else "—" for c in columns]
        label = "usual" if inputs == "usual" else "all floats"
        print(f"| {function} | {label} | " + " | ".join(values) + " |")


if __name__ == "__main__":
    main()
