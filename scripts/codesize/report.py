#!/usr/bin/env python3
"""Code-size report: reads what scripts/codesize.sh compiled and writes docs/codesize.md.

Inputs (all produced from bench/codesize/codesize_kernels.cu, kernels `cs_<id>_V_<variant>`):
  --cubin FILE       nvcc -cubin -arch=sm_90 output
  --ptxas-log FILE   nvcc's -Xptxas -v output for the same compile (registers, stack, spills)
  --amdgcn FILE      hipcc --cuda-device-only -S --offload-arch=gfx90a output (optional)
  --catalogue FILE   the catalogue export (scripts/catalogue.py json: the functions, in
                     catalogue order)

What is counted, and why it is a fair proxy:
  sm_90   Every SASS instruction is 16 bytes, so a kernel's instruction count is the size of its
          `.text.<kernel>` section / 16, minus what ptxas appends after the last real
          instruction: the self-branch `BRA .` that stops a prefetcher running past EXIT
          (opcode 0x947 with offset -4 words), and the NOPs that pad the section to 128 bytes
          (first word 0x7918). Functions that the kernel calls (`.nv.callgraph`) are added in.
          Split: ptxas places each out-of-line callee of a kernel -- a __noinline__ function
          (WARPMATH_COLD_HD: `$<kernel>$<callee>`) or one of nvcc's own slow paths
          (`$__internal_<n>_$__cuda_...`: IEEE division, square root, 64-bit integer division)
          -- in the kernel's own section, after the kernel's body, with a function symbol of its
          own (offset and size). *Out of line* is the instructions inside those symbols' ranges,
          one copy per distinct callee, plus any callee in a section of its own; *inline* is the
          rest of the kernel's count: its body, the kernel frame and the call sequences included.
  gfx90a  Instruction lines of the kernel in the assembly (from its label to its .Lfunc_end,
          without labels, comments and directives), plus any function it calls; VGPRs and
          ScratchSize from the kernel-info comment that the compiler writes after it.

  --per-warp FILE    the JSON of ../shared/tools/sassemu (optional): issued instructions per
                     warp on each function's usual inputs, warpmath beside CUDA's function

Exit status: 0, or 1 if a warpmath kernel (the default tier or another tier) uses a stack frame
or spills on sm_90, or scratch memory on gfx90a -- the library is meant to run from registers.
The goals (static count at most 1.5x CUDA's; per warp, goal_of below) are reported, not enforced:
speed targets live in benchmarks, not in tests.
"""
import argparse
import json
import re
import struct
import sys

SASS_BYTES = 16
SASS_OPCODE_MASK = 0xFFF
SASS_NOP = 0x918
SASS_BRA = 0x947
SASS_BRA_SELF_OFFSET = 0xFFFFFFFC  # -4 instruction words: the branch targets itself
STT_FUNC = 2  # ELF symbol type of a function
RATIO_GOAL = 1.5  # static sm_90 count, warpmath / CUDA

# Per-warp goals of the default tier (docs/design.md, "Tiers"): at most CUDA's cost for the exact
# functions and for the functions whose CUDA version is faithful without an approximate
# instruction; 1.75x where CUDA's hot path is built on an approximate hardware instruction
# (MUFU: EX2, LG2, RSQ, RCP, SIN, COS), which warpmath may not use; 1.25x for the others.
PER_WARP_AT_PAR = {"logf", "log2f", "log10f", "erff", "erfcf"}


def goal_of(entry, cuda):
    if entry["family"] == "exact" or entry["id"] in PER_WARP_AT_PAR:
        return 1.0, "at par"
    if cuda and cuda.get("cls_hot", {}).get("mufu", 0) > 0:
        return 1.75, "CUDA uses MUFU"
    return 1.25, ""


# --- catalogue ------------------------------------------------------------------------------
def catalogue_ids(path):
    with open(path) as f:
        ids = [e["id"] for e in json.load(f)["entries"]]
    if not ids:
        sys.exit(f"codesize: no catalogue entries in {path}")
    return ids


def split_kernel(name):
    """cs_<id>_V_<variant> -> (id, variant); None for other symbols."""
    m = re.fullmatch(r"cs_(.+)_V_(.+)", name)
    return (m.group(1), m.group(2)) if m else None


# --- sm_90: cubin (ELF64) -------------------------------------------------------------------
class Elf:
    def __init__(self, path):
        with open(path, "rb") as f:
            self.data = f.read()
        d = self.data
        if d[:4] != b"\x7fELF" or d[4] != 2 or d[5] != 1:
            sys.exit(f"codesize: {path} is not a little-endian ELF64 file (a cubin)")
        shoff, = struct.unpack_from("<Q", d, 0x28)
        shentsize, shnum, shstrndx = struct.unpack_from("<HHH", d, 0x3A)
        self.sections = []
        for i in range(shnum):
            (name, stype, flags, addr, off, size, link, info, align,
             entsize) = struct.unpack_from("<IIQQQQIIQQ", d, shoff + i * shentsize)
            self.sections.append(dict(name_off=name, type=stype, off=off, size=size,
                                      link=link, info=info, entsize=entsize))
        strtab = self.sections[shstrndx]
        for s in self.sections:
            s["name"] = self._str(strtab["off"], s["name_off"])
        self.by_name = {s["name"]: s for s in self.sections}

    def _str(self, base, off):
        end = self.data.index(b"\0", base + off)
        return self.data[base + off:end].decode()

    def contents(self, section):
        return self.data[section["off"]:section["off"] + section["size"]]

    def symbol_entries(self):
        """(name, type, section index, value, size) of every symbol, by index (.symtab)."""
        symtab = self.by_name.get(".symtab")
        if symtab is None:
            return []
        strtab = self.sections[symtab["link"]]
        entries = []
        for i in range(symtab["size"] // 24):
            name_off, info, _other, shndx, value, size = struct.unpack_from(
                "<IBBHQQ", self.data, symtab["off"] + i * 24)
            entries.append((self._str(strtab["off"], name_off), info & 0xF, shndx, value, size))
        return entries

    def symbols(self):
        """Symbol names by index (from .symtab)."""
        return [e[0] for e in self.symbol_entries()]


def sass_instruction_count(code):
    """Instructions of one .text section, without the trailing self-branch and NOP padding."""
    if len(code) % SASS_BYTES:
        sys.exit("codesize: a .text section is not a whole number of 16-byte SASS instructions")
    words = [struct.unpack_from("<Q", code, i)[0] for i in range(0, len(code), SASS_BYTES)]
    n = len(words)
    while n and words[n - 1] & SASS_OPCODE_MASK == SASS_NOP:
        n -= 1
    if n and words[n - 1] & SASS_OPCODE_MASK == SASS_BRA and \
            words[n - 1] >> 32 == SASS_BRA_SELF_OFFSET:
        n -= 1
    return n


def callee_name(symbol):
    """A readable name for an out-of-line callee's symbol.

    `$<kernel>$_ZN8warpmath6detail3exp8exp_rareEfffff` -> warpmath::detail::exp::exp_rare,
    `$__internal_3_$__cuda_sm20_sqrt_rn_f32_slowpath` -> __cuda_sm20_sqrt_rn_f32_slowpath;
    template arguments are shown as <...>.
    """
    name = re.sub(r"^\$[^$]*\$", "", symbol)
    nested = name.startswith("_ZN")
    if not nested and not name.startswith("_Z"):
        return name
    pos, parts = 3 if nested else 2, []
    while True:  # <length><identifier>, one per scope (only one if not nested)
        m = re.match(r"\d+", name[pos:])
        if not m or pos + len(m.group(0)) + int(m.group(0)) > len(name):
            break
        pos += len(m.group(0))
        parts.append(name[pos:pos + int(m.group(0))])
        pos += int(m.group(0))
        if not nested:
            break
    if not parts:
        return name
    return "::".join(parts) + ("<...>" if name[pos:pos + 1] == "I" else "")


def callees(edges, root):
    """Every function reachable from root through the call graph, root excluded."""
    seen, todo = set(), [root]
    while todo:
        for callee in edges.get(todo.pop(), ()):
            if callee not in seen and callee != root:
                seen.add(callee)
                todo.append(callee)
    return seen


def cubin_counts(path):
    elf = Elf(path)
    own = {}
    for s in elf.sections:
        if s["name"].startswith(".text."):
            own[s["name"][len(".text."):]] = sass_instruction_count(elf.contents(s))
    # Out-of-line callees that ptxas places inside a kernel's own section: every function symbol
    # of the section other than the kernel, as (offset, size) in instructions, in offset order.
    placed = {}
    for name, stype, shndx, value, size in elf.symbol_entries():
        if stype != STT_FUNC or shndx >= len(elf.sections):
            continue
        section = elf.sections[shndx]["name"]
        kernel = section[len(".text."):]
        if section.startswith(".text.") and kernel in own and name != kernel:
            if value % SASS_BYTES or size % SASS_BYTES:
                sys.exit(f"codesize: symbol {name} is not on a {SASS_BYTES}-byte boundary")
            placed.setdefault(kernel, []).append((value // SASS_BYTES, size // SASS_BYTES, name))
    # .nv.callgraph: (caller, callee) pairs of symbol indices; ptxas also writes marker entries
    # with indices that name no function, which the lookup below skips.
    edges = {}
    graph = elf.by_name.get(".nv.callgraph")
    if graph is not None:
        names = elf.symbols()
        raw = elf.contents(graph)
        for i in range(0, len(raw) - 7, 8):
            caller, callee = struct.unpack_from("<II", raw, i)
            if caller < len(names) and callee < len(names):
                a, b = names[caller], names[callee]
                if a in own and b in own and a != b:
                    edges.setdefault(a, set()).add(b)
    counts = {k: own[k] + sum(own[c] for c in callees(edges, k)) for k in own}
    # split[kernel] = (inline, [(callee, instructions), ...]): each placed callee's range, cut at
    # the end of the counted instructions (the trailing self-branch and padding stay out), then
    # the callees in sections of their own; inline = the total less all of them.
    split = {}
    for k in own:
        out, end = [], 0
        for start, size, name in sorted(placed.get(k, [])):
            if start < end:
                sys.exit(f"codesize: callee {name} overlaps another in .text.{k}")
            end = start + size
            n = max(0, min(end, own[k]) - start)
            if n:
                out.append((callee_name(name), n))
        out += [(callee_name(c), own[c]) for c in sorted(callees(edges, k))]
        split[k] = (counts[k] - sum(n for _, n in out), out)
    # Subroutines that ptxas keeps inside a kernel's own section (a __noinline__ callee) have
    # local symbols `$<kernel>$<callee>`; their stack and spills are reported under <callee>.
    subroutines = {}
    for sym in elf.symbols():
        m = re.fullmatch(r"\$([^$]+)\$(.+)", sym)
        if m and m.group(1) in own:
            subroutines.setdefault(m.group(1), []).append(m.group(2))
    for k in own:
        for c in callees(edges, k):
            subroutines.setdefault(k, []).append(c)
    return counts, subroutines, split


def ptxas_resources(path):
    """{function: {regs, stack, spill_stores, spill_loads}} from -Xptxas -v output."""
    res, current = {}, None
    with open(path) as f:
        for line in f:
            m = re.search(r"Function properties for (\S+)", line)
            if m:
                current = m.group(1)
                res.setdefault(current, {})
                continue
            m = re.search(r"Compiling entry function '([^']+)'", line)
            if m:
                current = m.group(1)
                res.setdefault(current, {})
                continue
            if current is None:
                continue
            m = re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, "
                          r"(\d+) bytes spill loads", line)
            if m:
                res[current].update(stack=int(m.group(1)), spill_stores=int(m.group(2)),
                                    spill_loads=int(m.group(3)))
            m = re.search(r"Used (\d+) registers", line)
            if m:
                res[current]["regs"] = int(m.group(1))
    return res


# --- gfx90a: assembly ------------------------------------------------------------------------
def amdgcn_kernels(path):
    """{symbol: {instr, vgprs, scratch}} for every function in the assembly, callees added in."""
    own, refs, info = {}, {}, {}
    current, last_ended = None, None
    with open(path) as f:
        for raw in f:
            line = raw.split(";", 1)[0].rstrip()
            m = re.match(r"([A-Za-z_][A-Za-z0-9_.$]*):", line)
            if m and not m.group(1).startswith("."):
                current = m.group(1)
                own[current], refs[current] = 0, set()
                continue
            if current and re.match(r"\.Lfunc_end\d+:", line):
                last_ended, current = current, None
                continue
            if current and line.startswith(("\t", " ")):
                body = line.strip()
                if body and not body.startswith(".") and not body.endswith(":"):
                    own[current] += 1
                    for sym in re.findall(r"([A-Za-z_][A-Za-z0-9_.$]*)@(?:rel|abs|gotpc)", body):
                        refs[current].add(sym)
            # The kernel-info comment block follows the function it describes.
            m = re.match(r";\s*(NumVgprs|ScratchSize|TotalNumVgprs):\s*(\d+)", raw.strip())
            if m and last_ended:
                info.setdefault(last_ended, {})[m.group(1)] = int(m.group(2))
    edges = {k: {r for r in v if r in own} for k, v in refs.items()}
    result = {}
    for k in own:
        i = info.get(k, {})
        result[k] = dict(instr=own[k] + sum(own[c] for c in callees(edges, k)),
                         vgprs=i.get("TotalNumVgprs", i.get("NumVgprs")),
                         scratch=i.get("ScratchSize"))
    return result


# --- report ----------------------------------------------------------------------------------
def fmt(v):
    return "—" if v is None else str(v)


def ratio(ours, theirs):
    if ours is None or not theirs:
        return None
    return ours / theirs


def per_warp_section(w, args):
    """The per-warp table from sassemu's JSON; returns the default-tier rows above their goal."""
    data = json.load(open(args.per_warp))
    entries = {e["id"]: e for e in json.load(open(args.catalogue))["entries"]}
    meta = data.get("meta", {})
    w("## Per warp on usual inputs (sm_90, emulated)")
    w("")
    w("Issued instructions per warp: `../shared/tools/sassemu` compiles the kernel "
      "`p[i] = f(p[i])` (or `f(p[i], q[i])`; three and four arguments as `f(x, y, x/2)` and "
      "`f(x, y, x/2, y/2)`, an integer argument as `(int) y`, as CUDA's rows have them) for "
      "sm_90, runs its SASS per lane in an emulator on "
      "the function's usual inputs (`bench/vendor_equivalents.def`; "
      f"{meta.get('lanes', 8192)} inputs, warps of 32 consecutive lanes) and counts, per "
      "instruction, the issue of every warp that reaches it: divergent paths add up, a loop "
      "costs its longest trip. The kernel frame (14 instructions, 17 with two arguments) is "
      "included on both sides. *hot*: the most common per-lane path. Goal (default tier): "
      "at most CUDA's count for the exact functions, logf, log2f, log10f, erff and erfcf; "
      "1.75x where CUDA's hot path uses an approximate MUFU instruction (the reason is "
      "measured in [performance.md](performance.md)); 1.25x otherwise. "
      "Regenerate with `scripts/codesize.sh --per-warp`.")
    w("")
    w("| function | tier | usual inputs | warpmath per warp | hot | CUDA | CUDA per warp "
      "| ratio | goal | met | host parity |")
    w("| --- | --- | --- | ---: | ---: | --- | ---: | ---: | ---: | :---: | ---: |")
    over, unmeasured = [], []
    for f in data["functions"]:
        e = entries.get(f["label"])
        wm, cu = f.get("wm") or {}, f.get("cuda") or {}
        if e is None:
            continue
        if "warp_mean" not in wm:
            # Not emulated (an opcode the emulator does not know): say so, with CUDA's figure.
            theirs = cu.get("warp_mean")
            status = wm.get("status", "not measured")
            w(f"| {e['id']} | {e['tier']} | {f.get('domain_label', '')} | {status} | — "
              f"| {'—' if theirs is None else '`' + f['cuda_expr'] + '`'} "
              f"| {'—' if theirs is None else f'{theirs:.1f}'} | — | — | — | — |")
            if e["tier"] == "default":
                unmeasured.append(e["id"])
            continue
        ours, theirs = wm["warp_mean"], cu.get("warp_mean")
        q = ratio(ours, theirs)
        goal, why = goal_of(e, cu)
        met = "—"
        if q is not None and e["tier"] == "default":
            met = "yes" if q <= goal + 1e-9 else "**no**"
            if q > goal + 1e-9:
                over.append(f"{e['id']} {q:.2f}x (goal {goal}x)")
        hc = f.get("host_check")
        if not hc:
            parity_txt = "—"
        elif "status" in hc:
            parity_txt = hc["status"]
        else:
            parity_txt = f"{hc['mismatches']}/{hc['n']}"
        w(f"| {e['id']} | {e['tier']} | {f.get('domain_label', '')} | {ours:.1f} "
          f"| {wm.get('hot', '—')} | {'—' if theirs is None else '`' + f['cuda_expr'] + '`'} "
          f"| {'—' if theirs is None else f'{theirs:.1f}'} "
          f"| {'—' if q is None else f'{q:.2f}'} "
          f"| {goal if e['tier'] == 'default' and q is not None else '—'}"
          f"{' (' + why + ')' if why and e['tier'] == 'default' and q is not None else ''} "
          f"| {met} | {parity_txt} |")
    w("")
    if unmeasured:
        w("Not emulated (no per-warp figure): " + ", ".join(unmeasured) + "; see "
          "[performance.md](performance.md) for their path counted in the SASS.")
        w("")
    return over


def static_over_section(w, over):
    """The functions whose static sm_90 count is above RATIO_GOAL x CUDA's, each split into its
    inline body and its out-of-line callees beside CUDA's kernel split the same way."""
    def callee_list(out):
        return ", ".join(f"`{name}` {n}" for name, n in out) or "—"

    inline_ok, inline_over = [], []
    for g in over:
        g["q_in"] = ratio(g["ours_in"], g["theirs_in"])
        g["in_ok"] = g["q_in"] is not None and g["q_in"] <= RATIO_GOAL
        g["q_in_txt"] = "—" if g["q_in"] is None else f"{g['q_in']:.2f}"
        (inline_ok if g["in_ok"] else inline_over).append(g)
    w(f"Static count above {RATIO_GOAL}x CUDA's on sm_90: {len(over)} functions, split below "
      "into the kernel's inline body and its out-of-line callees (counted as the method above "
      "says; CUDA's kernel split the same way). *out of line*: the count less the inline "
      "count, the callees named in the last two columns with each one's instructions; "
      "*inline ratio*: warpmath's inline count / CUDA's inline count.")
    w("")
    w("| function | warpmath | inline | out of line | CUDA | inline | out of line "
      f"| warpmath / CUDA | inline ratio | inline ≤ {RATIO_GOAL}x | warpmath's callees "
      "| CUDA's callees |")
    w("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: | --- | --- |")
    for g in over:
        w(f"| {g['fn']} | {g['ours']} | {g['ours_in']} | {g['ours'] - g['ours_in']} "
          f"| {g['theirs']} | {g['theirs_in']} | {g['theirs'] - g['theirs_in']} "
          f"| {g['q']:.2f} | {g['q_in_txt']} "
          f"| {'yes' if g['in_ok'] else '**no**'} "
          f"| {callee_list(g['ours_out'])} | {callee_list(g['theirs_out'])} |")
    w("")
    if inline_ok:
        w(f"Inline body within {RATIO_GOAL}x CUDA's ({len(inline_ok)}): the excess over the goal "
          "is out-of-line code for rare inputs -- " + "; ".join(
              f"{g['fn']}: inline {g['q_in_txt']}x, {g['ours'] - g['ours_in']} instructions out "
              "of line" for g in inline_ok) + ".")
    else:
        w(f"No function above {RATIO_GOAL}x has its inline body within {RATIO_GOAL}x CUDA's.")
    w("")
    if inline_over:
        w(f"**Inline body alone above {RATIO_GOAL}x CUDA's** ({len(inline_over)}): " + ", ".join(
            f"{g['fn']} {g['q_in_txt']}x ({g['ours_in']} vs {g['theirs_in']})"
            for g in inline_over) + ".")
    else:
        w(f"Every function above {RATIO_GOAL}x has its inline body within {RATIO_GOAL}x CUDA's: "
          "the excess is out-of-line code for rare inputs.")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cubin", required=True)
    ap.add_argument("--ptxas-log", required=True)
    ap.add_argument("--amdgcn")
    ap.add_argument("--catalogue", required=True)
    ap.add_argument("--output", required=True)
    ap.add_argument("--nvcc-version", default="nvcc")
    ap.add_argument("--hipcc-version", default="hipcc")
    ap.add_argument("--flags", default="-O3")
    ap.add_argument("--per-warp")
    args = ap.parse_args()

    ids = catalogue_ids(args.catalogue)
    sass, subroutines, sass_split = cubin_counts(args.cubin)
    ptx = ptxas_resources(args.ptxas_log)

    def frame(kernel):
        """Stack frame and spill bytes of a kernel and the subroutines it calls."""
        total = dict(stack=0, spill_stores=0, spill_loads=0)
        for f in [kernel] + subroutines.get(kernel, []):
            for key in total:
                total[key] += ptx.get(f, {}).get(key, 0)
        return total
    amd = amdgcn_kernels(args.amdgcn) if args.amdgcn else {}

    # Variants present per function, in a stable order: warpmath, its tiers, then vendors.
    def variants(counts, fn):
        found = [v for (i, v) in filter(None, map(split_kernel, counts)) if i == fn]
        return sorted(found, key=lambda v: (v != "warpmath", not v.startswith("tier_"), v))

    for fn in ids:
        if f"cs_{fn}_V_warpmath" not in sass:
            sys.exit(f"codesize: no sm_90 kernel for catalogue function {fn} in {args.cubin}")
        if amd and f"cs_{fn}_V_warpmath" not in amd:
            sys.exit(f"codesize: no gfx90a kernel for catalogue function {fn} in {args.amdgcn}")

    problems, over_goal = [], []
    out = []
    w = out.append
    w("# Code size: static proxy")
    w("")
    w("<!-- Generated by scripts/codesize.sh; edit the script, not this file. -->")
    w("")
    w("Without a GPU, the size of the compiled code is the proxy for the cost of a function: for "
      "every catalogue function, the kernel `p[i] = f(p[i])` "
      "(`bench/codesize/codesize_kernels.cu`) compiled once for sm_90"
      f"{' and once for gfx90a' if amd else ''}, "
      "beside the same kernel around CUDA's and HIP's own function "
      "(`bench/vendor_equivalents.def`). It counts instructions, not cycles: a branchy "
      "function whose slow path is rarely taken (Payne-Hanek reduction of huge arguments) "
      "costs less per call than its size suggests. The GPU benchmark "
      "([performance.md](performance.md)) measures the real throughput.")
    w("")
    cuda_callers = [k for k, (_, out) in sorted(sass_split.items())
                    if k.endswith("_V_cuda") and out]
    cuda_callees = sorted({c for k in cuda_callers for c, _ in sass_split[k][1]})
    w(f"- **sm_90**: {args.nvcc_version}, `{args.flags} -arch=sm_90`; instructions = "
      "`.text` bytes / 16 without the trailing self-branch and NOP padding, callees included; "
      "registers, stack frame and spills from `-Xptxas -v`. *inline*: the same count without "
      "the kernel's out-of-line callees. ptxas puts each function that the kernel calls "
      "(a `WARPMATH_COLD_HD` rare-input path, which is `__noinline__`, or one of nvcc's own "
      "slow paths: `__cuda_sm3x_div_rn_noftz_f32_slowpath` of an IEEE division, "
      "`__cuda_sm20_sqrt_rn_f32_slowpath` of a correctly rounded square root, "
      "`__cuda_sm20_div_u64` of a 64-bit integer division) into the "
      "kernel's own `.text` section after the kernel's body, under a function symbol of its "
      "own (`$<kernel>$<callee>`, `$__internal_<n>_$<callee>`) whose offset and size give "
      "its instructions; those are *out of line*, one copy per distinct callee however many "
      "call sites it has (a callee that ptxas put in a section of its own, found through "
      "`.nv.callgraph`, would count whole), and the rest "
      "is *inline*: the kernel frame, the function's body and its call sequences. "
      "CUDA's kernel is split the same way"
      + (f" ({len(cuda_callers)} of them have callees: "
         + ", ".join(f"`{c}`" for c in cuda_callees) + ")." if cuda_callers else "."))
    if amd:
        w(f"- **gfx90a**: {args.hipcc_version}, `{args.flags} --offload-arch=gfx90a -S`; "
          "instruction lines of the kernel, VGPRs and scratch bytes from the compiler's "
          "kernel info.")
    base_sass = sass.get("cs_baseline")
    base_amd = amd.get("cs_baseline", {}).get("instr")
    def less_one(v):
        return None if v is None else v - 1
    w(f"- The kernel's own frame (index, bounds check, load, store, exit) is "
      f"{fmt(less_one(base_sass))} instructions on sm_90"
      f"{f' and {fmt(less_one(base_amd))} on gfx90a' if amd else ''} "
      f"(`cs_baseline`, `p[i] = -p[i]`, counts one more: {fmt(base_sass)}"
      f"{f' and {fmt(base_amd)}' if amd else ''}); it is included in every count "
      "(a two-argument function's kernel also loads `q[i]`).")
    w(f"- Goal: warpmath's count at most {RATIO_GOAL}x CUDA's own function's. "
      "The script fails if a warpmath kernel spills or needs a stack frame or scratch memory.")
    w("")

    w("## sm_90 (SASS)")
    w("")
    w("| function | warpmath | inline | regs | stack | spills | CUDA | inline | regs | stack "
      f"| warpmath / CUDA | ≤ {RATIO_GOAL}x | other rows |")
    w("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: | --- |")
    for fn in ids:
        vs = variants(sass, fn)
        ours = sass[f"cs_{fn}_V_warpmath"]
        r = ptx.get(f"cs_{fn}_V_warpmath", {})
        fr = frame(f"cs_{fn}_V_warpmath")
        spills = fr["spill_stores"] + fr["spill_loads"]
        for v in vs:
            if v == "warpmath" or v.startswith("tier_"):
                fv = frame(f"cs_{fn}_V_{v}")
                if fv["stack"] or fv["spill_stores"] or fv["spill_loads"]:
                    problems.append(f"sm_90 {fn} ({v}): {fv['stack']} bytes stack frame, "
                                    f"{fv['spill_stores']} bytes spill stores, "
                                    f"{fv['spill_loads']} bytes spill loads")
        theirs = sass.get(f"cs_{fn}_V_cuda")
        rc = ptx.get(f"cs_{fn}_V_cuda", {})
        stack_c = frame(f"cs_{fn}_V_cuda")["stack"] if theirs is not None else None
        q = ratio(ours, theirs)
        ours_in, ours_out = sass_split[f"cs_{fn}_V_warpmath"]
        theirs_in, theirs_out = sass_split.get(f"cs_{fn}_V_cuda", (None, []))
        if q is not None and q > RATIO_GOAL:
            over_goal.append(dict(fn=fn, q=q, ours=ours, ours_in=ours_in, ours_out=ours_out,
                                  theirs=theirs, theirs_in=theirs_in, theirs_out=theirs_out))
        others = ", ".join(f"{v} {sass[f'cs_{fn}_V_{v}']}" for v in vs
                           if v not in ("warpmath", "cuda"))
        w(f"| {fn} | {ours} | {ours_in} | {fmt(r.get('regs'))} | {fr['stack']} | {spills} "
          f"| {fmt(theirs)} | {fmt(theirs_in)} | {fmt(rc.get('regs'))} | {fmt(stack_c)} "
          f"| {'—' if q is None else f'{q:.2f}'} "
          f"| {'—' if q is None else ('yes' if q <= RATIO_GOAL else '**no**')} "
          f"| {others or '—'} |")
    w("")

    if amd:
        w("## gfx90a (AMDGCN)")
        w("")
        w("| function | warpmath | VGPRs | scratch | HIP | VGPRs | scratch | warpmath / HIP "
          "| other rows |")
        w("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
        for fn in ids:
            vs = variants(amd, fn)
            a = amd[f"cs_{fn}_V_warpmath"]
            for v in vs:
                if (v == "warpmath" or v.startswith("tier_")) and amd[f"cs_{fn}_V_{v}"]["scratch"]:
                    problems.append(f"gfx90a {fn} ({v}): "
                                    f"{amd[f'cs_{fn}_V_{v}']['scratch']} bytes of scratch")
            h = amd.get(f"cs_{fn}_V_hip", {})
            q = ratio(a["instr"], h.get("instr"))
            others = ", ".join(f"{v} {amd[f'cs_{fn}_V_{v}']['instr']}" for v in vs
                               if v not in ("warpmath", "hip"))
            w(f"| {fn} | {a['instr']} | {fmt(a['vgprs'])} | {fmt(a['scratch'])} "
              f"| {fmt(h.get('instr'))} | {fmt(h.get('vgprs'))} | {fmt(h.get('scratch'))} "
              f"| {'—' if q is None else f'{q:.2f}'} | {others or '—'} |")
        w("")

    per_warp_over = per_warp_section(w, args) if args.per_warp else None

    w("## Summary")
    w("")
    if per_warp_over is not None:
        w("Per warp, above the goal: " + (", ".join(per_warp_over) or "none") + ".")
        w("")
    if problems:
        w("**Failing:** " + "; ".join(problems) + ".")
    else:
        w("No warpmath kernel spills or uses a stack frame (sm_90)"
          f"{' or scratch memory (gfx90a)' if amd else ''}.")
    w("")
    if over_goal:
        static_over_section(w, over_goal)
    else:
        w(f"Every function with a CUDA equivalent is within {RATIO_GOAL}x of CUDA's count "
          "on sm_90.")
    w("")

    with open(args.output, "w") as f:
        f.write("\n".join(out))
    for p in problems:
        print(f"codesize: FAIL {p}", file=sys.stderr)
    for g in over_goal:
        print(f"codesize: above the {RATIO_GOAL}x goal on sm_90 (reported, not a failure): "
              f"{g['fn']} {g['q']:.2f}x")
    print(f"codesize: wrote {args.output} ({len(ids)} functions)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
