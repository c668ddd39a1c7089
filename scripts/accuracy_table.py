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

It also writes docs/functions.md: per function its signature, tier, domain, measured error and
sweep, CUDA's documented bound and its results at special inputs (docs/special_values.json, the
output of `warpmath-conformance all --special-values FILE`, checked against the library by the
CTest test docs_special_values), with the error plots of docs/plots/ where they exist.
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
    "fast_sincosf_sin": "fast_sinf",
    "fast_sincosf_cos": "fast_cosf",
}


FAITHFUL = 1.0
# Functions whose accuracy is stated as an absolute error where the result is small (the Bessel
# functions next to their zeros beyond x = 12, and those of integer order): their catalogue bound
# is the sampled maximum in ulps, the absolute bound and the ulp bound on |x| < 12 are enforced by
# their unit tests.
ABSOLUTE = {"j0f", "j1f", "y0f", "y1f", "jnf", "ynf"}
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
    for alias, original in IDENTICAL_TO.items():
        # The original's definitive sweep also beats a sampled report of the alias.
        if original in rows and (alias not in rows or
                                 (rows[original]["exhaustive"] and not rows[alias]["exhaustive"])):
            rows[alias] = dict(rows[original], identical_to=original)
    return rows


def catalogue_entries():
    """{name: (kind, call, ref, domain)} parsed from catalogue/functions.def."""
    text = open(os.path.join(ROOT, "catalogue", "functions.def")).read()
    out = {}
    for m in re.finditer(r"^WARPMATH_(UNARY|BINARY|BINARY_INT|TERNARY|QUATERNARY)\((\w+), (.*), (\w+), "
                         r"([0-9.]+), ([0-9.]+), \"(.*)\"\)\s*$", text, re.M):
        out[m.group(2)] = (m.group(1), m.group(3), m.group(4), m.group(7))
    return out


FAMILIES = [
    ("Trigonometric", ["sinf", "cosf", "tanf", "sincosf", "sinpif", "cospif", "sincospif", "tanpif"]),
    ("Inverse trigonometric", ["asinf", "acosf", "atanf", "atan2f", "asinpif", "acospif", "atanpif",
                               "atan2pif"]),
    ("Exponentials", ["expf", "exp2f", "exp10f", "expm1f", "exp2m1f", "exp10m1f"]),
    ("Logarithms", ["logf", "log2f", "log10f", "log1pf", "log2p1f", "log10p1f"]),
    ("Powers and roots", ["powf", "powrf", "pownf", "rootnf", "compoundnf", "sqrtf", "rsqrtf",
                          "cbrtf", "rcbrtf"]),
    ("Hyperbolic", ["sinhf", "coshf", "tanhf", "asinhf", "acoshf", "atanhf"]),
    ("Norms", ["hypotf", "rhypotf", "norm3df", "rnorm3df", "norm4df", "rnorm4df", "normf", "rnormf"]),
    ("Special functions", ["erff", "erfcf", "erfcxf", "normcdff", "erfinvf", "erfcinvf",
                           "normcdfinvf", "lgammaf", "tgammaf", "cyl_bessel_i0f", "cyl_bessel_i1f",
                           "j0f", "j1f", "y0f", "y1f", "jnf", "ynf"]),
    ("Fast tier (warpmath::fast)", ["fast_expf", "fast_exp2f", "fast_exp10f", "fast_logf",
                                    "fast_log2f", "fast_log10f", "fast_sinf", "fast_cosf",
                                    "fast_sincosf", "fast_tanf", "fast_rsqrtf", "fast_sinpif",
                                    "fast_cospif", "fast_asinf", "fast_acosf", "fast_atanf",
                                    "fast_atan2f", "fast_sinhf", "fast_coshf", "fast_tanhf",
                                    "fast_cbrtf", "fast_powf", "fast_expm1f", "fast_log1pf",
                                    "fast_erff", "fast_erfcf"]),
    ("Exact functions", ["fmodf", "remainderf", "remquof", "modff", "fdimf", "nextafterf",
                         "copysignf", "fminf", "fmaxf", "truncf", "floorf", "ceilf", "roundf",
                         "rintf", "nearbyintf", "lrintf", "llrintf", "lroundf", "llroundf", "logbf",
                         "ilogbf", "frexpf", "ldexpf", "scalbnf", "scalblnf"]),
]

# Catalogue entries that are views of a function's outputs or of its use on fixed sizes.
VIEW_OF = {"sincosf_sin": "sincosf", "sincosf_cos": "sincosf", "sincospif_sin": "sincospif",
           "sincospif_cos": "sincospif", "frexpf_mant": "frexpf", "frexpf_exp": "frexpf",
           "modff_frac": "modff", "modff_int": "modff", "remquof_rem": "remquof",
           "remquof_quo": "remquof", "normf_3": "normf", "normf_4": "normf", "rnormf_3": "rnormf",
           "rnormf_4": "rnormf", "fast_sincosf_sin": "fast_sincosf",
           "fast_sincosf_cos": "fast_sincosf"}

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


def functions_md(rows):
    entries = catalogue_entries()
    path = os.path.join(ROOT, "docs", "special_values.json")
    specials = json.load(open(path)) if os.path.exists(path) else {}
    lines = [
        "# warpmath functions",
        "",
        "Generated by `scripts/accuracy_table.py` from `catalogue/functions.def`, the sweep reports",
        "in `docs/sweeps/` and `docs/special_values.json` -- do not edit by hand. Tiers: every",
        "function is in the default tier (`warpmath::`) except the `fast_` entries, the",
        "`warpmath::fast` tier, whose domain column gives the fast domain.",
        "Errors are in ulps of the exact result (DESIGN.md section 5). *Swept*: all 2^32 inputs,",
        "or the number of stratified pairs / tuples (README, Accuracy). CUDA: the bound CUDA's",
        "math API documents (n/a: CUDA has no such function or documents none).",
        "",
    ]
    listed = set()
    for family, names in FAMILIES:
        members = [n for n in entries if VIEW_OF.get(n, n) in names]
        if not members:
            continue
        lines += [f"## {family}", ""]
        lines += ["| entry | call | domain | max error | swept | bound | CUDA |",
                  "| --- | --- | --- | ---: | ---: | ---: | ---: |"]
        for name in members:
            kind, call, ref, domain = entries[name]
            bound, cuda = next((b, c) for n, b, c in catalogue_order() if n == name)
            r = rows.get(name)
            err = f"{ceil3(r['max_ulp']):.3f}" if r else "not yet swept"
            swept = sweep_label(r) + ("" if r["exhaustive"] else " (sample)") if r else ""
            bound_txt = "exact" if bound == 0 else f"{fmt_bound(bound)}"
            cuda_txt = f"{cuda:g}" if cuda > 0 else "n/a"
            call_txt = call.replace("warpmath::catalogue_detail::", "view ").replace("|", "\\|")
            domain_txt = domain.replace("|", "\\|")
            lines.append(f"| `{name}` | `{call_txt}` | {domain_txt} | {err} | {swept} | {bound_txt} | {cuda_txt} |")
            listed.add(name)
        lines.append("")
        for name in members:
            values = specials.get(name)
            if not values:
                continue
            cells = []
            for args, result in values:
                cells.append(f"({', '.join(show_float(a) for a in args)}) → {show_float(result)}")
            lines.append(f"- `{name}` at special inputs: " + "; ".join(cells))
        plots = [n for n in members if os.path.exists(os.path.join(PLOT_DIR, n + ".svg"))]
        if plots:
            lines.append("")
            for name in plots:
                lines.append(f"![{name} error plot](plots/{name}.svg)")
        lines.append("")
    missing = [n for n in entries if n not in listed]
    if missing:
        lines += ["## Other entries", ""] + [f"- `{n}`" for n in missing] + [""]
    return "\n".join(lines)


def catalogue_order():
    """(name, bound, cuda bound) in catalogue order, parsed from catalogue/functions.def."""
    text = open(os.path.join(ROOT, "catalogue", "functions.def")).read()
    out = []
    for m in re.finditer(ENTRY + r"\((\w+),.*,\s*(\w+),\s*([0-9.]+),\s*([0-9.]+),\s*\"", text, re.M):
        out.append((m.group(1), float(m.group(3)), float(m.group(4))))
    return out


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
    for name, bound, cuda in catalogue_order():
        r = rows.get(name)
        if r is None:
            lines.append(f"| `{name}` | not yet swept | | | | {fmt_bound(bound)} | {cuda:g} |")
            continue
        pct = 100.0 * r["non_cr"] / r["inputs"]
        cuda_txt = f"{cuda:g}" if cuda > 0 else "n/a"
        same = f" (bit-identical to `{r['identical_to']}`)" if "identical_to" in r else ""
        sampled = "" if r["exhaustive"] else f" (sampled: {r['inputs']:,} inputs)*"
        if name in ABSOLUTE:
            # Where |f| < 1 when the report has it (ynf, near 0 and for x << n, is huge).
            absolute = r.get("max_abs_error_below_1", r.get("max_abs_error", float("nan")))
            sampled += f"; absolute {absolute:.3g}†"
        bound_txt = "exact" if bound == 0 else f"{fmt_bound(bound)}"
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
        f"the bound after a sample of pairs or tuples is the maximum plus 0.005 ulp, rounded up "
        f"to two decimals, as a sample cannot prove a maximum; "
        f"reports in `docs/sweeps/`). *exact*: every result bit-exact (0 ulp). Views: `_sin`/`_cos`, "
        f"`_mant`/`_exp`, `_frac`/`_int`, `_rem`/`_quo` are the outputs of two-output functions; "
        f"`lrintf`, `ilogbf` ... integer results as floats; `normf_3`, `rnormf_4` are "
        f"normf/rnormf on 3 and 4 elements.")
    if any(not r["exhaustive"] for r in rows.values()):
        lines.append(
            "\\* Exhaustive sweep still to run: the figure is the maximum over the stratified sample "
            "(every binade of both signs) plus the special inputs, and the tested bound is the "
            "design bound (faithful rounding, or correct rounding for sqrtf), enforced on that sample.")
    if any(name in rows for name in ABSOLUTE):
        lines.append(
            "† Bessel functions: the ulp maximum is reached next to a zero beyond x = 12, where the "
            "error is absolute; the absolute error is at most 2^-24 wherever |f| < 1 and the error "
            "is at most 4 ulp on |x| < 12 (both enforced by tests/unit/test_bessel_j.cpp; the "
            "exhaustive sweeps' maxima on |x| < 12 are in the domain column of docs/functions.md "
            "and in the plots of that range there). The figure after *absolute* is the largest "
            "absolute error over the results below 1 in magnitude where the report gives it, else "
            "over all inputs. jnf and ynf (|n| <= 128) document an absolute error of 1e-6 where "
            "|f| < 1, also enforced by that test.")
    return "\n".join(lines)


def write_bounds(rows):
    """Sets each swept catalogue entry's bound_ulp to its measured maximum rounded up."""
    path = os.path.join(ROOT, "catalogue", "functions.def")
    text = open(path).read()
    for name, _, _ in catalogue_order():
        if name in rows and rows[name]["exhaustive"]:
            bound = expected_bound(rows[name])
            text = re.sub(r"^(WARPMATH_(?:UNARY|BINARY|BINARY_INT|TERNARY|QUATERNARY)\(%s,.*,\s*\w+,\s*)([0-9.]+)(,\s*[0-9.]+,\s*\")" % name,
                          lambda m: f"{m.group(1)}{fmt_bound(bound)}{m.group(3)}", text, flags=re.M)
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
    functions_path = os.path.join(ROOT, "docs", "functions.md")
    new_functions = functions_md(rows)
    old_functions = open(functions_path).read() if os.path.exists(functions_path) else ""
    if "--check" in sys.argv:
        ok = True
        if new_functions != old_functions:
            print("docs/functions.md is stale: run scripts/accuracy_table.py")
            ok = False
        for name, bound, _ in catalogue_order():
            r = rows.get(name)
            if r is None:
                print(f"{name}: no sweep report (exhaustive or sampled) in docs/sweeps/")
                ok = False
            elif not r["exhaustive"]:
                # The fast tier's design bounds exceed 1 ulp; every other function is faithful.
                design_ok = name.startswith("fast_") or name in ABSOLUTE or bound <= FAITHFUL
                if not design_ok or r["max_ulp"] > bound:
                    print(f"{name}: sampled only, so its bound must be the design bound (at most "
                          f"{FAITHFUL}) and the sampled maximum ({r['max_ulp']:.6f}) within it "
                          f"(bound is {bound})")
                    ok = False
            elif abs(expected_bound(r) - bound) > 1e-9:
                print(f"{name}: catalogue bound {bound} but the definitive sweep measured "
                      f"{r['max_ulp']:.6f} (expected bound {expected_bound(r)})")
                ok = False
        if updated != readme:
            print("README.md accuracy table is stale: run scripts/accuracy_table.py")
            ok = False
        sys.exit(0 if ok else 1)
    with open(readme_path, "w") as f:
        f.write(updated)
    with open(functions_path, "w") as f:
        f.write(new_functions)


if __name__ == "__main__":
    main()
