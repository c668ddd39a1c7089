#!/usr/bin/env python3
"""The warpmath catalogue as data: the JSON that catalogue/export.cpp prints.

  import catalogue; cat = catalogue.load()          # {"families": [...], "entries": [...]}
  scripts/catalogue.py [--json FILE] ids [--kind K[,K]] [--tier T]   one id a line
  scripts/catalogue.py [--json FILE] json                             the whole export
  scripts/catalogue.py [--json FILE] sassemu-fns [--tier default|fast|accurate[,...]|all] [--arity 1|2|all]
                                        an --fn-file for /work/shared/tools/sassemu (sassemu.sh)

load() reads FILE (--json, or the WARPMATH_CATALOGUE_JSON environment variable: CMake writes
build/catalogue.json at configure time), else compiles catalogue/export.cpp with $CXX (or c++)
into a temporary directory and runs it: a second, and no build needed. Nothing in the project
parses catalogue/*.def or bench/vendor_equivalents.def otherwise.
"""
import json
import re
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def export_json():
    """The export's text, compiled and run from the sources."""
    cxx = os.environ.get("CXX") or shutil.which("c++") or shutil.which("g++") or "clang++"
    with tempfile.TemporaryDirectory(prefix="warpmath-catalogue-") as tmp:
        exe = os.path.join(tmp, "warpmath-catalogue")
        subprocess.run([cxx, "-std=c++17", "-O0", "-I" + ROOT,
                        os.path.join(ROOT, "catalogue", "export.cpp"), "-o", exe], check=True)
        return subprocess.run([exe, "--json"], check=True, stdout=subprocess.PIPE,
                              universal_newlines=True).stdout


def load(path=None):
    path = path or os.environ.get("WARPMATH_CATALOGUE_JSON")
    if path:
        with open(path) as f:
            return json.load(f)
    return json.loads(export_json())


# Views whose CUDA equivalent has no row in bench/vendor_equivalents.def (sassemu compares with
# CUDA's own view of the same output).
SASSEMU_CUDA_VIEWS = {
    "frexpf_mant": "[&] { int e; return ::frexpf(x, &e); }()",
    "frexpf_exp": "[&] { int e; ::frexpf(x, &e); return static_cast<float>(e); }()",
    "modff_frac": "[&] { float i; return ::modff(x, &i); }()",
    "modff_int": "[&] { float i; ::modff(x, &i); return i; }()",
    "fast_sincosf_sin": "[&] { float s, c; __sincosf(x, &s, &c); return s; }()",
    "fast_sincosf_cos": "[&] { float s, c; __sincosf(x, &s, &c); return c; }()",
    "remquof_rem": "[&] { int q; return ::remquof(x, y, &q); }()",
    "remquof_quo": "[&] { int q; ::remquof(x, y, &q); return static_cast<float>(q); }()",
}

# Entries whose catalogue call wraps the function for the sweeps (fast_fdividef divides exactly
# outside its fast domain, so that the sweep measures that domain): the per-warp list measures the
# function itself, on its usual inputs, which lie in that domain.
SASSEMU_CALLS = {
    "fast_fdividef": "warpmath::fast::fdividef(x, y)",
}


def sassemu_fns(cat, tier="default", arity="1"):
    """Lines of a sassemu --fn-file: a bare name where the catalogue calls warpmath::<id>(x) (or
    (x, y)), else `id = <call>` (views need catalogue/kernels.hpp, which sassemu.sh includes when
    the include dir's parent has it), with `@cuda <expr>` for views that have no vendor row.
    BINARY_INT, TERNARY and QUATERNARY entries take the benchmark's (x, y) shape
    (bench/bench_catalogue.hpp): z = x/2, w = y/2 (exact scalings), and the integer n from y as
    CUDA's rows in bench/vendor_equivalents.def convert it, (int) y (the catalogue's saturating
    integer_argument, some 30 instructions, is for sweeps over every float; on the usual domains
    the two agree)."""
    out, skipped = [], []
    for e in cat["entries"]:
        if tier != "all" and e["tier"] not in tier.split(","):
            continue
        if e["kind"] in ("binary_int", "ternary", "quaternary"):
            if arity not in ("all", "2"):
                continue
            call = e["call"]
            if e["kind"] == "binary_int":
                call = call.replace("warpmath::catalogue_detail::clamp_to_int(n)",
                                    "static_cast<int>(y)")
                call = re.sub(r"\bn\b", "static_cast<long long>(static_cast<int>(y))", call)
            else:
                call = re.sub(r"\bz\b", "warpmath::fp::mul(x, 0.5f)", call)
                call = re.sub(r"\bw\b", "warpmath::fp::mul(y, 0.5f)", call)
            out.append("%s = %s" % (e["id"], call))
            continue
        if arity != "all" and int(arity) != e["arity"]:
            continue
        args = "(x)" if e["arity"] == 1 else "(x, y)"
        if e["id"] in SASSEMU_CALLS:
            out.append("%s = %s" % (e["id"], SASSEMU_CALLS[e["id"]]))
            continue
        if e["call"] == "warpmath::" + e["id"] + args:
            line = e["id"]
        else:
            line = "%s = %s" % (e["id"], e["call"])
            if e["id"] in SASSEMU_CUDA_VIEWS:
                line += " @cuda " + SASSEMU_CUDA_VIEWS[e["id"]]
        out.append(line)
    head = ["# generated by scripts/catalogue.py from the catalogue export (tier %s, arity %s)"
            % (tier, arity)]
    if skipped:
        head.append("# skipped (no p[i], q[i] form): " + ", ".join(skipped))
    return head + out


def main(argv):
    path = None
    if len(argv) >= 2 and argv[0] == "--json":
        path, argv = argv[1], argv[2:]
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv else 2
    cmd, opts = argv[0], dict(zip(argv[1::2], argv[2::2]))
    cat = load(path)
    if cmd == "json":
        json.dump(cat, sys.stdout, indent=1)
        print()
    elif cmd == "ids":
        kinds = opts.get("--kind", "").split(",") if "--kind" in opts else None
        for e in cat["entries"]:
            if (kinds is None or e["kind"] in kinds) and opts.get("--tier", e["tier"]) == e["tier"]:
                print(e["id"])
    elif cmd == "sassemu-fns":
        print("\n".join(sassemu_fns(cat, opts.get("--tier", "default"), opts.get("--arity", "1"))))
    else:
        print("catalogue.py: unknown command %s" % cmd, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
