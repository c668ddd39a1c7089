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

  scripts/accuracy_table.py            rewrite the README table, docs/functions.md and
                                       catalogue/bounds.def (the measured bounds)

It also writes docs/functions.md: per function its signature, tier, domain, measured error and
sweep, CUDA's documented bound and its results at special inputs (docs/special_values.json, the
output of `warpmath-conformance all --special-values FILE`, checked against the library by the
CTest test docs_special_values), with the error plots of docs/plots/ where they exist.
  scripts/accuracy_table.py --check    exit 1 if any of the three is not what the reports say:
                                       every function needs a report, and its bound is the
                                       measured maximum rounded up to 3 decimals after an
                                       exhaustive sweep (no looser, no tighter), or the sampled
                                       maximum plus 0.005 rounded up to 2 decimals
  --catalogue FILE                     the catalogue export (build/catalogue.json); default: the
                                       WARPMATH_CATALOGUE_JSON variable, else catalogue/export.cpp
                                       compiled on the fly (scripts/catalogue.py)

Everything about a function (its call, tier, family, views, metric, CUDA's bound) comes from the
catalogue export: this script parses no .def file.
"""
import glob
import json
import math
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BEGIN, END = "<!-- accuracy-table:begin -->", "<!-- accuracy-table:end -->"

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import catalogue  # noqa: E402

CATALOGUE = None  # the export (main() loads it)


def entries():
    return CATALOGUE["entries"]


def entry(name):
    return next(e for e in entries() if e["id"] == name)


DEFINITIVE_PAIRS = 2 ** 28
DEFINITIVE_TUPLES = 2 ** 26


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
    arity = row.get("arity", 1)
    kind = "inputs" if arity == 1 else "pairs" if arity == 2 else "tuples"
    return f"{row['inputs']:,} {kind}"


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
    # Outputs that tests/unit/exhaustive_two_output.cpp proves bit-identical, over all 2^32
    # inputs, to a single-output function share its sweep (the catalogue's WARPMATH_VIEW `same`).
    for alias, original in ((e["id"], e["identical_to"]) for e in entries() if e["identical_to"]):
        # The original's definitive sweep also beats a sampled report of the alias.
        if original in rows and (alias not in rows or
                                 (rows[original]["exhaustive"] and not rows[alias]["exhaustive"])):
            rows[alias] = dict(rows[original], identical_to=original)
    return rows


# Plots in docs/plots/ (written by `warpmath-conformance FN --plot docs/plots`), by entry.
PLOT_DIR = os.path.join(ROOT, "docs", "plots")


def show_float(text):
    if text in ("nan", "inf", "-inf"):
        return text.replace("inf", "∞")
    v = float.fromhex(text)
    if v == 0:
        return "-0" if text.startswith("-") else "+0"
    if abs(v) == 2.0 ** -149:
        return ("-" if v < 0 else "") + "2^-149"
    if abs(v) == float.fromhex("0x1.fffffep+127"):
        return ("-" if v < 0 else "") + "FLT_MAX"
    if abs(v) in (2.0 ** 31, 2.0 ** 63):
        return f"{'-' if v < 0 else ''}2^{int(math.log2(abs(v)))}"
    return f"{v:.9g}"


def bound_text(bound):
    if bound is None:
        return "none"
    return "exact" if bound == 0 else fmt_bound(bound)


def functions_md(rows):
    path = os.path.join(ROOT, "docs", "special_values.json")
    specials = json.load(open(path)) if os.path.exists(path) else {}
    lines = [
        "# warpmath functions",
        "",
        "Generated by `scripts/accuracy_table.py` from the catalogue (`catalogue/`), the sweep",
        "reports in `docs/sweeps/` and `docs/special_values.json` -- do not edit by hand. Tiers:",
        "the families below are the default tier (`warpmath::`); then come the `warpmath::fast` tier,",
        "whose domain column gives the fast domain, and the internal accurate kernels that the",
        "default tier used before its rewrite for cost (kept for the correctly rounded tier).",
        "Errors are in ulps of the exact result (docs/design.md, \"Error metric\"). *Swept*: all",
        "2^32 inputs, or the number of stratified pairs / tuples (README, Accuracy). CUDA: the",
        "bound CUDA's math API documents (n/a: CUDA has no such function or documents none).",
        "",
    ]
    sections = [(f["title"], [e for e in entries() if e["tier"] == "default" and e["family"] == f["id"]])
                for f in CATALOGUE["families"]]
    sections.append(("Fast tier (warpmath::fast)", [e for e in entries() if e["tier"] == "fast"]))
    sections.append(("Accurate kernels (internal: warpmath::detail::accurate, the correctly rounded "
                     "tier's starting point)", [e for e in entries() if e["tier"] == "accurate"]))
    for title, members in sections:
        if not members:
            continue
        lines += [f"## {title}", ""]
        lines += ["| entry | call | domain | max error | swept | bound | CUDA |",
                  "| --- | --- | --- | ---: | ---: | ---: | ---: |"]
        for e in members:
            name = e["id"]
            r = rows.get(name)
            err = f"{ceil3(r['max_ulp']):.3f}" if r else "not yet swept"
            swept = sweep_label(r) + ("" if r["exhaustive"] else " (sample)") if r else ""
            cuda = e["cuda_ulp"]
            cuda_txt = f"{cuda:g}" if cuda > 0 else "n/a"
            call_txt = e["call"].replace("warpmath::catalogue_detail::", "view ").replace("|", "\\|")
            domain_txt = e["domain"].replace("|", "\\|")
            lines.append(f"| `{name}` | `{call_txt}` | {domain_txt} | {err} | {swept} | "
                         f"{bound_text(new_bound(rows, name))} | {cuda_txt} |")
        lines.append("")
        for e in members:
            values = specials.get(e["id"])
            if not values:
                continue
            cells = []
            for args, result in values:
                cells.append(f"({', '.join(show_float(a) for a in args)}) → {show_float(result)}")
            lines.append(f"- `{e['id']}` at special inputs: " + "; ".join(cells))
        plots = [e["id"] for e in members if os.path.exists(os.path.join(PLOT_DIR, e["id"] + ".svg"))]
        if plots:
            lines.append("")
            for name in plots:
                lines.append(f"![{name} error plot](plots/{name}.svg)")
        lines.append("")
    return "\n".join(lines)


def new_bound(rows, name):
    """The bound catalogue/bounds.def gives `name` after these reports (None: no report)."""
    return expected_bound(rows[name]) if name in rows else None


def ceil3(v):
    return math.ceil(v * 1000 - 1e-9) / 1000


SAMPLE_MARGIN = 0.005


def fmt_bound(bound):
    """A bound as written in the catalogue and the tables: up to 3 decimals, no trailing zeros
    (%g would round 55224.349 down to 55224.3, below the maximum it bounds)."""
    return ("%.3f" % bound).rstrip("0").rstrip(".")


def expected_bound(row):
    """The bound a definitive sweep sets: the maximum rounded up to 3 decimals after an
    exhaustive sweep; after a sample of pairs or tuples (which cannot prove a maximum) the
    maximum plus 0.005 ulp rounded up to 2 decimals, or 0 when every result was exact."""
    if row["space"] == "exhaustive" or row["max_ulp"] == 0:
        return ceil3(row["max_ulp"])
    return math.ceil((row["max_ulp"] + SAMPLE_MARGIN) * 100 - 1e-9) / 100


def table(rows):
    lines = [
        "| function | max error (ulp) | at | results not correctly rounded | swept | bound (tested) | CUDA documents |",
        "| --- | ---: | --- | ---: | ---: | ---: | ---: |",
    ]
    for e in entries():
        name, cuda = e["id"], e["cuda_ulp"]
        cuda_txt = f"{cuda:g}" if cuda > 0 else "n/a"
        r = rows.get(name)
        if r is None:
            lines.append(f"| `{name}` | not yet swept | | | | none | {cuda_txt} |")
            continue
        pct = 100.0 * r["non_cr"] / r["inputs"]
        same = f" (bit-identical to `{r['identical_to']}`)" if "identical_to" in r else ""
        sampled = "" if r["exhaustive"] else f" (sampled: {r['inputs']:,} inputs)*"
        if e["metric"] == "absolute":
            # Where |f| < 1 when the report has it (ynf, near 0 and for x << n, is huge).
            absolute = r.get("max_abs_error_below_1", r.get("max_abs_error", float("nan")))
            sampled += f"; absolute {absolute:.3g}†"
        lines.append(
            f"| `{name}`{same} | {ceil3(r['max_ulp']):.3f}{sampled} | `{argmax_text(r)}` | "
            f"{r['non_cr']:,} ({pct:.4f}%) | {sweep_label(r)} | {bound_text(new_bound(rows, name))} | {cuda_txt} |")
    swept = {r["backend"] for r in rows.values()}
    lines.append("")
    lines.append(
        f"Unmarked rows: the definitive sweep (*swept*: all 2^32 inputs of a one-argument "
        f"function; 2^28 stratified pairs plus the special pairs of a two-argument one, or of a "
        f"float and an integer; 2^26 tuples plus the special ones for three or four arguments), "
        f"against the correctly rounded MPFR oracle (backend: {', '.join(sorted(swept)) or 'none'}; "
        f"the bound after a sample of pairs or tuples is the maximum plus 0.005 ulp, rounded up "
        f"to two decimals, as a sample cannot prove a maximum; "
        f"reports in `docs/sweeps/`). *exact*: every result bit-exact (0 ulp). Views: `_sin`/`_cos`, "
        f"`_mant`/`_exp`, `_frac`/`_int`, `_rem`/`_quo` are the outputs of two-output functions; "
        f"`lrintf`, `ilogbf` ... integer results as floats; `normf_3`, `rnormf_4` are "
        f"normf/rnormf on 3 and 4 elements.")
    if any(not r["exhaustive"] for r in rows.values()):
        lines.append(
            "\\* Sampled: the figure is the maximum over the function's own sample (jnf, ynf: "
            "the pairs of orders where J_n and Y_n are neither negligible nor huge) plus the "
            "special inputs, and the tested bound is that maximum plus 0.005 ulp, rounded up to "
            "two decimals.")
    if any(e["metric"] == "absolute" and e["id"] in rows for e in entries()):
        lines.append(
            "† Bessel functions: judged by an absolute error wherever |f| < 1 (2^-24 for j0f..y1f, "
            "1e-6 for jnf and ynf, |n| <= 128) and by the tested ulp bound elsewhere; the ulp "
            "maximum is reached next to a zero, where the error is absolute. The error is at most "
            "4 ulp on |x| < 20 (tests/unit/test_bessel_j.cpp; the exhaustive sweeps' maxima on "
            "|x| < 20 are in the domain column of docs/functions.md and in the plots of that range "
            "there). The figure after *absolute* is the largest absolute error over the results "
            "below 1 in magnitude where the report gives it, else over all inputs.")
    return "\n".join(lines)


def bounds_def(rows):
    """catalogue/bounds.def: WARPMATH_BOUND(id, bound) for every entry with a report."""
    path = os.path.join(ROOT, "catalogue", "bounds.def")
    text = open(path).read() if os.path.exists(path) else ""
    header = text[:text.index("#ifndef WARPMATH_BOUND")] if "#ifndef WARPMATH_BOUND" in text else ""
    lines = [header + "#ifndef WARPMATH_BOUND", "#define WARPMATH_BOUND(id, bound_ulp)", "#endif", ""]
    for e in entries():
        bound = new_bound(rows, e["id"])
        if bound is not None:
            lines.append(f"WARPMATH_BOUND({e['id']}, {fmt_bound(bound)})")
    return "\n".join(lines + ["", "#undef WARPMATH_BOUND", ""])


GOLDEN_SAMPLE = os.path.join(ROOT, "tests", "golden", "sample.txt")


def golden_digests(path=GOLDEN_SAMPLE):
    """{id: digest} of a warpmath-golden output (tests/golden/sample.txt: checked against the code
    by the CTest test golden_sample)."""
    out = {}
    for line in open(path):
        parts = line.split()
        if len(parts) == 2 and not line.startswith("#"):
            out[parts[0]] = parts[1]
    return out


def stamp(report_path, name, digest):
    """Writes `"fingerprint": digest` into the report's entry for `name` (the sample digest of the
    code that was swept), keeping the rest of the file as the runner wrote it."""
    if not re.fullmatch(r"[0-9a-f]{16}", digest or ""):
        sys.exit(f"accuracy_table.py: bad fingerprint {digest!r} for {name}")
    lines = open(report_path).read().split("\n")
    for i, line in enumerate(lines):
        if line.strip() == f'"name": "{name}",':
            indent = line[:len(line) - len(line.lstrip())]
            new = f'{indent}"fingerprint": "{digest}",'
            if i + 1 < len(lines) and lines[i + 1].strip().startswith('"fingerprint":'):
                lines[i + 1] = new
            else:
                lines.insert(i + 1, new)
            break
    else:
        sys.exit(f"accuracy_table.py: {report_path} has no function {name}")
    with open(report_path, "w") as f:
        f.write("\n".join(lines))
    json.load(open(report_path))  # still JSON


def check_fingerprints(rows):
    """Each report a row comes from must carry the fingerprint of the code as it is now: the
    golden sample digest of its function."""
    digests = golden_digests()
    ok = True
    for name, r in sorted(rows.items()):
        source = r.get("identical_to", name)
        want = digests.get(source)
        if r.get("fingerprint") != want:
            print(f"{name}: its sweep report (docs/sweeps/) has fingerprint {r.get('fingerprint')} "
                  f"but the code's is {want} (tests/golden/sample.txt): the report measured other "
                  f"code; sweep again (scripts/sweep.sh {source})")
            ok = False
    return ok


def main():
    global CATALOGUE
    args = sys.argv[1:]
    if args[:1] == ["--stamp"] and len(args) == 4:
        stamp(args[1], args[2], args[3])
        return
    json_path = args[args.index("--catalogue") + 1] if "--catalogue" in args else None
    CATALOGUE = catalogue.load(json_path)
    rows = load_reports()
    readme_path = os.path.join(ROOT, "README.md")
    readme = open(readme_path).read()
    new_block = f"{BEGIN}\n{table(rows)}\n{END}"
    pattern = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), re.S)
    if not pattern.search(readme):
        sys.exit("README.md has no accuracy-table markers")
    updated = pattern.sub(lambda _: new_block, readme)
    functions_path = os.path.join(ROOT, "docs", "functions.md")
    new_functions = functions_md(rows)
    old_functions = open(functions_path).read() if os.path.exists(functions_path) else ""
    bounds_path = os.path.join(ROOT, "catalogue", "bounds.def")
    new_bounds = bounds_def(rows)
    old_bounds = open(bounds_path).read() if os.path.exists(bounds_path) else ""
    if "--check" in args:
        ok = True
        for e in entries():
            if e["id"] not in rows:
                print(f"{e['id']}: no sweep report (exhaustive or sampled) in docs/sweeps/, so no "
                      f"bound: run its sweep (docs/adding-a-function.md)")
                ok = False
        ok = check_fingerprints(rows) and ok
        if new_bounds != old_bounds:
            print("catalogue/bounds.def is not what the sweep reports say: run scripts/accuracy_table.py")
            ok = False
        if new_functions != old_functions:
            print("docs/functions.md is stale: run scripts/accuracy_table.py")
            ok = False
        if updated != readme:
            print("README.md accuracy table is stale: run scripts/accuracy_table.py")
            ok = False
        sys.exit(0 if ok else 1)
    for path, text in ((readme_path, updated), (functions_path, new_functions),
                       (bounds_path, new_bounds)):
        with open(path, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
