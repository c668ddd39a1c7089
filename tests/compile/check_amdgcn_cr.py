#!/usr/bin/env python3
"""tests/compile/check_amdgcn_cr.py -- AMDGCN assembly: is every float division and square root
the correctly rounded sequence? (a `codegen` CTest test; tests/compile/CMakeLists.txt)

  check_amdgcn_cr.py FILE [--kernels N] [--expect-bare div,sqrt]

v_rcp_f32 and v_sqrt_f32 are hardware approximations (1 ulp), so their mere presence proves
nothing either way: what hipcc 5.2 (gfx90a, gfx940) emits for a correctly rounded operation is a
sequence around them, and that sequence is what this script recognises.

  division (fp::div, `/`): the IEEE sequence
      v_div_scale_f32 d, ...            scaled denominator
      v_rcp_f32 r, d                    the seed
      v_fma_f32 / v_fmac_f32 ...        Newton-Raphson refinement and residual
      v_div_fmas_f32 q, ...             final fma with the scale's condition
      v_div_fixup_f32 ...               special values
    Each v_rcp_f32 must read the result of a v_div_scale_f32 at most 6 instructions before it,
    and be followed by v_div_fmas_f32 and v_div_fixup_f32 within 40 VALU instructions (the
    scheduler interleaves other work). Else it is a bare reciprocal (what -ffast-math makes of
    `/`: v_rcp_f32 + v_mul_f32, not correctly rounded).

  integer division (64-bit `/` and `%` on integers, lowered by LLVM): v_cvt_f32_u32 (+ v_mac_f32)
    feeding v_rcp_f32, whose result goes to v_cvt_u32_f32 within 8 instructions and is then
    refined exactly in integer arithmetic. Counted apart; not a float result.

  square root (fp::sqrt, the HIP headers' sqrtf()): a (scaled) v_sqrt_f32 s, x followed by the
    exact correction towards the correctly rounded result:
      v_add_u32 m, -1, s   /   v_add_u32 p, 1, s        the neighbours of s (as integers)
      v_fma_f32 rm, -m, s, x  /  v_fma_f32 rp, -p, s, x  exact residuals, then a select
    Each v_sqrt_f32 must be followed within 24 instructions by both residual fmas on its own
    result and input. Else it is a bare v_sqrt_f32 (what __builtin_sqrtf, __fsqrt_rn and
    -fno-hip-fp32-correctly-rounded-divide-sqrt give: not correctly rounded).

  v_rsq_f32 and v_rcp_legacy_f32 are not used by correctly rounded code: any is a violation
  (of kind sqrt and div respectively).

Exit status 0 when the violations found are exactly of the kinds in --expect-bare (none by
default), 1 otherwise; 2 for a usage error or a file with fewer than N kernels. The counts of
recognised sequences are printed, and a file with no division or no square root sequence at all
fails (a check that sees nothing proves nothing).
"""
import argparse
import re
import sys

INSN = re.compile(r"^\s+(v_[a-z0-9_]+)\s*(.*?)\s*(?:;.*)?$")
KERNEL = re.compile(r"^\s*\.amdhsa_kernel\s")
LABEL = re.compile(r"^[^\s;.][^\s:]*:|^\.LBB")
DIV_BACK, DIV_AHEAD, SQRT_AHEAD, INT_AHEAD = 6, 40, 24, 8


def operands(text):
    return [o.strip() for o in text.split(",")]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("file")
    ap.add_argument("--kernels", type=int, default=0)
    ap.add_argument("--expect-bare", default="", help="comma-separated: div, sqrt")
    args = ap.parse_args()
    expect = {k for k in args.expect_bare.split(",") if k}
    if not expect <= {"div", "sqrt"}:
        ap.error("--expect-bare takes div and/or sqrt")

    insns = []  # (line number, mnemonic, operands); a None mnemonic marks a label
    kernels = 0
    with open(args.file, encoding="utf-8", errors="replace") as f:
        for n, line in enumerate(f, 1):
            if KERNEL.match(line):
                kernels += 1
            m = INSN.match(line)
            if m:
                insns.append((n, m.group(1), operands(m.group(2))))
            elif LABEL.match(line):
                insns.append((n, None, []))
    if kernels < args.kernels:
        print(f"{args.file}: {kernels} kernels, expected at least {args.kernels}")
        return 2

    bare = {"div": [], "sqrt": []}
    found = {"div": 0, "sqrt": 0, "int": 0}
    for i, (n, op, ops) in enumerate(insns):
        if op is None:
            continue
        base = op[:-4] if op.endswith(("_e32", "_e64")) else op
        if base == "v_rcp_f32":
            src = ops[1] if len(ops) > 1 else ""
            back = insns[max(0, i - DIV_BACK):i]
            ahead = [o for _, o, _ in insns[i + 1:i + 1 + DIV_AHEAD]]
            seeded = any(o == "v_div_scale_f32" and os and os[0] == src for _, o, os in back)
            int_seed = any(o in ("v_cvt_f32_u32_e32", "v_mac_f32_e32") and os and os[0] == src
                           for _, o, os in back) and \
                any(o == "v_cvt_u32_f32_e32" for o in ahead[:INT_AHEAD])
            if seeded and "v_div_fmas_f32" in ahead and "v_div_fixup_f32" in ahead:
                found["div"] += 1
            elif int_seed:
                found["int"] += 1
            else:
                bare["div"].append(n)
        elif base == "v_sqrt_f32":
            s, x = (ops + ["", ""])[:2]
            residuals = 0
            for _, o, os in insns[i + 1:i + 1 + SQRT_AHEAD]:
                if o is None:
                    break
                if o == "v_fma_f32" and len(os) == 4 and os[2] == s and os[3] == x and \
                        os[1].startswith("-"):
                    residuals += 1
                if os and os[0] in (s, x) and residuals < 2:
                    # s or x overwritten before both residuals: not the correction sequence
                    break
            if residuals >= 2:
                found["sqrt"] += 1
            else:
                bare["sqrt"].append(n)
        elif base in ("v_rsq_f32", "v_rsq_legacy_f32", "v_rsq_clamp_f32"):
            bare["sqrt"].append(n)
        elif base == "v_rcp_legacy_f32":
            bare["div"].append(n)

    kinds = {k for k, v in bare.items() if v}
    print(f"{args.file}: {kernels} kernels; correctly rounded sequences: {found['div']} "
          f"division, {found['sqrt']} square root ({found['int']} integer division seeds); bare: {len(bare['div'])} v_rcp_f32 "
          f"(division), {len(bare['sqrt'])} v_sqrt_f32/v_rsq_f32 (square root)")
    for k in ("div", "sqrt"):
        if bare[k]:
            where = ", ".join(str(n) for n in bare[k][:10])
            more = " ..." if len(bare[k]) > 10 else ""
            print(f"  bare {k} at line(s) {where}{more}")
    ok = kinds == expect
    for k in ("div", "sqrt"):
        if found[k] == 0 and k not in expect:
            print(f"  no correctly rounded {k} sequence at all: the file cannot be checked")
            ok = False
    if kinds != expect:
        print(f"  expected bare operations of kind(s): {sorted(expect) or 'none'}; "
              f"found: {sorted(kinds) or 'none'}")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
