#!/usr/bin/env python3
"""same_machine_code.py -- prove that a refactor left every catalogue function's results alone.

usage: scripts/same_machine_code.py OLD_TREE NEW_TREE [--cxx g++] [--flags "-O2"] [id ...]

OLD_TREE and NEW_TREE are two checkouts of warpmath (e.g. `git worktree add /tmp/old <rev>`).
For each, every catalogue entry present in both is wrapped in a non-inlined function of four
float arguments (tests/golden's functors, catalogue/kernels.hpp), compiled into one host
executable, and disassembled. Each wrapper's code is put in a canonical form: the addresses of
the executable are replaced by what they denote -- a call by the canonical code of the function
called (recursively), a constant or table load by the bytes of the object it reads (its whole
symbol when it has one, else 16 bytes), a jump inside the function by its offset. Two functions
with the same canonical code compute the same bits for every input, so a function reported SAME
needs no sweep to show that its results are unchanged: the proof covers all 2^32 (or 2^64 ...)
inputs, for this compiler and these flags. A function reported DIFFERENT may still give the same
results (an inlining decision moved, an operation was written another way): sweep it
(tests/golden's `warpmath-golden --set full --check`).

Exit status: 0 when every common function is SAME, 1 otherwise, 2 on errors.
"""
import argparse
import hashlib
import os
import re
import subprocess
import sys
import tempfile

WRAPPER = r'''
#include "catalogue/kernels.hpp"
namespace {
template <typename F>
inline float call4(float x, float y, float z, float w) {
  F f;
  if constexpr (F::kArity == 1) {
    (void)y; (void)z; (void)w;
    return f(x);
  } else if constexpr (F::kArity == 2) {
    (void)z; (void)w;
    return f(x, y);
  } else if constexpr (F::kArity == 3) {
    (void)w;
    return f(x, y, z);
  } else {
    return f(x, y, z, w);
  }
}
}  // namespace
#define WARPMATH_UNARY(id, ...) \
  extern "C" __attribute__((noinline, used)) float wm_##id(float x, float y, float z, float w) { \
    return call4<warpmath::catalogue::id##_fn>(x, y, z, w); }
#define WARPMATH_BINARY(id, ...) WARPMATH_UNARY(id)
#include "catalogue/functions.def"
int main() { return 0; }
'''


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw).stdout


class Image:
    """An executable's sections (for reading constants) and symbols (for their sizes)."""

    def __init__(self, path):
        self.data = open(path, 'rb').read()
        self.sections = []  # (vma, size, file offset)
        for line in run(['objdump', '-h', '-w', path]).splitlines():
            f = line.split()
            if len(f) >= 7 and f[0].isdigit():
                self.sections.append((int(f[3], 16), int(f[2], 16), int(f[5], 16), f[1]))
        self.symbols = {}  # address -> (size, name)
        for line in run(['nm', '-S', '--defined-only', path]).splitlines():
            f = line.split()
            if len(f) == 4:
                self.symbols.setdefault(int(f[0], 16), (int(f[1], 16), f[3]))

    def read(self, addr, size):
        for vma, sz, off, name in self.sections:
            if vma <= addr < vma + sz:
                if name == '.bss':
                    return b'\0' * size
                n = min(size, vma + sz - addr)
                return self.data[off + addr - vma: off + addr - vma + n]
        return b''

    def object_bytes(self, addr):
        size = self.symbols.get(addr, (16, ''))[0] or 16
        return self.read(addr, size)


FUNC_RE = re.compile(r'^([0-9a-f]+) <(.+)>:$')
INSN_RE = re.compile(r'^\s*([0-9a-f]+):\s*(.*)$')
REF_RE = re.compile(r'([0-9a-f]+) <([^>]+)>')


def disassemble(path):
    """{function name: (start address, [instruction text])}"""
    funcs, cur = {}, None
    out = run(['objdump', '-d', '--no-show-raw-insn', '-w', path])
    for line in out.splitlines():
        m = FUNC_RE.match(line)
        if m:
            cur = m.group(2)
            funcs[cur] = (int(m.group(1), 16), [])
            continue
        m = INSN_RE.match(line)
        if m and cur is not None and m.group(2):
            funcs[cur][1].append((int(m.group(1), 16), m.group(2)))
    return funcs


class Canon:
    def __init__(self, path):
        self.image = Image(path)
        self.funcs = disassemble(path)
        self.by_addr = {start: name for name, (start, _) in self.funcs.items()}
        self.memo = {}

    def canonical(self, name, stack=()):
        if name in self.memo:
            return self.memo[name]
        if name in stack:
            return 'RECURSION'
        start, insns = self.funcs[name]
        end = insns[-1][0] + 16 if insns else start
        out = []
        for addr, text in insns:
            text = text.split('#')[0].rstrip() + (' #' + text.split('#', 1)[1] if '#' in text else '')

            def repl(m):
                target = int(m.group(1), 16)
                if start <= target < end:
                    return 'SELF+%x' % (target - start)
                if target in self.by_addr:
                    return 'FN[%s]' % self.canonical(self.by_addr[target], stack + (name,))
                return 'DATA[%s]' % self.image.object_bytes(target).hex()

            text = REF_RE.sub(repl, text)
            # RIP-relative operands also print a raw displacement (0x1234(%rip)): drop it, the
            # comment's target replaced above says what is read.
            text = re.sub(r'-?0x[0-9a-f]+\(%rip\)', '(%rip)', text)
            out.append(text)
        digest = hashlib.sha256('\n'.join(out).encode()).hexdigest()[:16]
        self.memo[name] = digest
        return digest


def build(tree, workdir, cxx, flags):
    src = os.path.join(workdir, 'wrap.cpp')
    with open(src, 'w') as f:
        f.write(WRAPPER)
    exe = os.path.join(workdir, 'wrap')
    cmd = [cxx, '-std=c++17', *flags.split(), '-ffp-contract=off', '-I', os.path.join(tree, 'include'),
           '-I', tree, src, '-o', exe]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.stderr.write(r.stderr[-4000:])
        sys.exit(2)
    return exe


def main():
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    p.add_argument('old')
    p.add_argument('new')
    p.add_argument('ids', nargs='*')
    p.add_argument('--cxx', default='g++')
    p.add_argument('--flags', default='-O2')
    a = p.parse_args()
    canon = {}
    with tempfile.TemporaryDirectory() as tmp:
        for which, tree in (('old', a.old), ('new', a.new)):
            d = os.path.join(tmp, which)
            os.mkdir(d)
            canon[which] = Canon(build(tree, d, a.cxx, a.flags))
    names = lambda c: {n[3:] for n in c.funcs if n.startswith('wm_')}
    common = sorted(names(canon['old']) & names(canon['new']))
    if a.ids:
        common = [n for n in common if n in a.ids]
    same, different = [], []
    for n in common:
        (same if canon['old'].canonical('wm_' + n) == canon['new'].canonical('wm_' + n) else different).append(n)
    only = sorted(names(canon['old']) ^ names(canon['new']))
    print('SAME (%d): %s' % (len(same), ' '.join(same)))
    print('DIFFERENT (%d): %s' % (len(different), ' '.join(different)))
    if only:
        print('in one tree only (%d): %s' % (len(only), ' '.join(only)))
    return 0 if not different else 1


if __name__ == '__main__':
    sys.exit(main())
