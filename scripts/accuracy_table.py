#!/usr/bin/env python3
"""Builds the README accuracy table from the sweep reports in docs/sweeps/*.json.

Each report is the --json output of `warpmath-conformance FN... --space SPACE`. The sweep that
sets a function's bound is its *definitive* sweep: all 2^32 inputs (`--space exhaustive`) for a
one-argument function; at least 2^28 stratified pairs plus the special pairs
(`--space pairs:268435456+special`) for a function of two arguments (or of a float and an
integer); at least 2^26 tuples plus the special ones for three or four arguments. A function
without one may instead appear in a smaller sampled report (`--space sample:N+special`), and
then keeps its design bound (faithful, < 1 ulp, or 0.5 for correctly rounded sqrtf) while the
table shows the sampled figure and says so. The table goes between the `<!-- accuracy-table:begin -->` and `<!-- accuracy-table:end -->`
markers of README.md.

  scripts/accuracy_table.py            rewrite the README table
  scripts/accuracy_table.py --bounds   also write the measured bounds into catalogue/functions.def
  scripts/accuracy_table.py --check    exit 1 if the README table or a catalogue bound is stale:
                                       every exhaustively swept function's bound must equal the
                                       measured maximum rounded up to 3 decimals (no looser, no
                                       tighter); a sampled-only function keeps its design bound
                                       (at most 1) and its sampled maximum within it; every function needs a report.
"""
import glob
import json
import math
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BEGIN, END = "<!-- accuracy-table:begin -->", "<!-- accuracy-table:end -->"

# Outputs of two-output functions that tests/unit/exhaustive_two_output.cpp proves bit-identical,
# over all 2^32 inputs, to a single-output function: they share its sweep.
IDENTICAL_TO = {
    "sincosf_sin": "sinf",
    "sincosf_cos": "cosf",
    "sincospif_sin": "sinpif",
    "sincospif_cos": "cospif",
}


FAITHFUL = 1.0
DEFINITIVE_PAIRS = 2 ** 28
DEFINITIVE_TUPLES = 2 ** 26
ENTRY = r"^WARPMATH_(?:UNARY|BINARY|BINARY_INT|TERNARY|QUATERNARY)"


def definitive(report, fn):
    if report.get("space") == "exhaustive":
        return True
    arity = fn.get("arity", 1)
    if arity == 2:
        return fn["inputs"] >= DEFINITIVE_PAIRS
    if arity >= 3:
        return fn["inputs"] >= DEFINITIVE_TUPLES
    return False


def sweep_label(row):
    if row["space"] == "exhaustive":
        return "all 2^32"
    return f"{row['inputs']:,} {'pairs' if row.get('arity', 1) == 2 else 'tuples'}"


def argmax_text(row):
    args = [row["argmax"]] + [row[k] for k in ("argmax_y", "argmax_z", "argmax_w") if k in row]
    return ", ".join(args)


def load_reports():
    rows = {}
    sampled = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "docs", "sweeps", "*.json"))):
        with open(path) as f:
            report = json.load(f)
        for fn in report["functions"]:
            exhaustive = definitive(report, fn)
            row = dict(fn, backend=report.get("backend", ""), space=report.get("space", ""),
                       exhaustive=exhaustive)
            (rows if exhaustive else sampled)[fn["name"]] = row
    for name, row in sampled.items():
        rows.setdefault(name, row)
    for alias, original in IDENTICAL_TO.items():
        if alias not in rows and original in rows:
            rows[alias] = dict(rows[original], identical_to=original)
    return rows


def catalogue_order():
    """(name, bound, cuda bound) in catalogue order, parsed from catalogue/functions.def."""
    text = open(os.path.join(ROOT, "catalogue", "functions.def")).read()
    out = []
    for m in re.finditer(ENTRY + r"\((\w+),.*,\s*(\w+),\s*([0-9.]+),\s*([0-9.]+),\s*\"", text, re.M):
        out.append((m.group(1), float(m.group(3)), float(m.group(4))))
    return out


def ceil3(v):
    return math.ceil(v * 1000 - 1e-9) / 1000


def table(rows):
    lines = [
        "| function | max error (ulp) | at | results not correctly rounded | swept | bound (tested) | CUDA documents |",
        "| --- | ---: | --- | ---: | ---: | ---: | ---: |",
    ]
    for name, bound, cuda in catalogue_order():
        r = rows.get(name)
        if r is None:
            lines.append(f"| `{name}` | not yet swept | | | | {bound:g} | {cuda:g} |")
            continue
        pct = 100.0 * r["non_cr"] / r["inputs"]
        cuda_txt = f"{cuda:g}" if cuda > 0 else "n/a"
        same = f" (bit-identical to `{r['identical_to']}`)" if "identical_to" in r else ""
        sampled = "" if r["exhaustive"] else f" (sampled: {r['inputs']:,} inputs)*"
        bound_txt = "exact" if bound == 0 else f"{bound:g}"
        lines.append(
            f"| `{name}`{same} | {ceil3(r['max_ulp']):.3f}{sampled} | `{argmax_text(r)}` | "
            f"{r['non_cr']:,} ({pct:.4f}%) | {sweep_label(r)} | {bound_txt} | {cuda_txt} |")
    swept = {r["backend"] for r in rows.values()}
    lines.append("")
    lines.append(
        f"Unmarked rows: the definitive sweep (*swept*: all 2^32 inputs of a one-argument "
        f"function; 2^28 stratified pairs plus the special pairs of a two-argument one, or of a "
        f"float and an integer; 2^26 tuples plus the special ones for three or four arguments), "
        f"against the correctly rounded MPFR oracle (backend: {', '.join(sorted(swept)) or 'none'}; "
        f"reports in `docs/sweeps/`). *exact*: every result bit-exact (0 ulp). Views: `_sin`/`_cos`, "
        f"`_mant`/`_exp`, `_frac`/`_int`, `_rem`/`_quo` are the outputs of two-output functions; "
        f"`lrintf`, `ilogbf` ... integer results as floats; `normf_3`, `rnormf_4` are "
        f"normf/rnormf on 3 and 4 elements.")
    if any(not r["exhaustive"] for r in rows.values()):
        lines.append(
            "\\* Exhaustive sweep still to run: the figure is the maximum over the stratified sample "
            "(every binade of both signs) plus the special inputs, and the tested bound is the "
            "design bound (faithful rounding, or correct rounding for sqrtf), enforced on that sample.")
    return "\n".join(lines)


def write_bounds(rows):
    """Sets each swept catalogue entry's bound_ulp to its measured maximum rounded up."""
    path = os.path.join(ROOT, "catalogue", "functions.def")
    text = open(path).read()
    for name, _, _ in catalogue_order():
        if name in rows and rows[name]["exhaustive"]:
            bound = ceil3(rows[name]["max_ulp"])
            text = re.sub(r"^(WARPMATH_(?:UNARY|BINARY|BINARY_INT|TERNARY|QUATERNARY)\(%s,.*,\s*\w+,\s*)([0-9.]+)(,\s*[0-9.]+,\s*\")" % name,
                          lambda m: f"{m.group(1)}{bound:g}{m.group(3)}", text, flags=re.M)
    with open(path, "w") as f:
        f.write(text)


def main():
    rows = load_reports()
    if "--bounds" in sys.argv:
        write_bounds(rows)
    readme_path = os.path.join(ROOT, "README.md")
    readme = open(readme_path).read()
    new_block = f"{BEGIN}\n{table(rows)}\n{END}"
    pattern = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), re.S)
    if not pattern.search(readme):
        sys.exit("README.md has no accuracy-table markers")
    updated = pattern.sub(lambda _: new_block, readme)
    if "--check" in sys.argv:
        ok = True
        for name, bound, _ in catalogue_order():
            r = rows.get(name)
            if r is None:
                print(f"{name}: no sweep report (exhaustive or sampled) in docs/sweeps/")
                ok = False
            elif not r["exhaustive"]:
                if bound > FAITHFUL or r["max_ulp"] > bound:
                    print(f"{name}: sampled only, so its bound must be the design bound (at most "
                          f"{FAITHFUL}) and the sampled maximum ({r['max_ulp']:.6f}) within it "
                          f"(bound is {bound})")
                    ok = False
            elif abs(ceil3(r["max_ulp"]) - bound) > 1e-9:
                print(f"{name}: catalogue bound {bound} but the exhaustive sweep measured "
                      f"{r['max_ulp']:.6f} (expected bound {ceil3(r['max_ulp'])})")
                ok = False
        if updated != readme:
            print("README.md accuracy table is stale: run scripts/accuracy_table.py")
            ok = False
        sys.exit(0 if ok else 1)
    with open(readme_path, "w") as f:
        f.write(updated)


if __name__ == "__main__":
    main()
