#!/usr/bin/env python3
"""asm/mca.py: a static pipeline model (llvm-mca) of every hot kernel loop, and ring's, per CPU.

Run through asm/mca.sh (which finds llvm-mca-19 and ring's source). See docs/perf/mca.md for the
method and the committed table; `--check` compares fresh listings against that table.

The steady-state loop of a kernel instance is cut from its listing (asm/<arch>/<kernel>.s, one
instance per `==== <kernel><N> <symbol>` header): every backward branch (a branch to a label
above it in the same instance) spans a candidate loop, the text from the label to the branch;
the loop chosen is the one holding the most of the kernel's key instruction (its AES last round,
carry-less multiply, SHA round instruction, ...), the smallest such. Its blocks per iteration
come from its AES last-round instructions where it has AES rounds (x86: aesenclast/aesdeclast x1
per xmm, x2 per ymm, x4 per zmm; aarch64: aese/aesd count / Nr) and from the kernel's row in
KERNELS otherwise (a fixed number, checked against an instruction count where there is one).
Hashes count 64-byte blocks (a SHA-512 128-byte block counts as two).

Ring's loops are traced, not cut: from a named label along its instructions, unconditional
branches followed, conditional ones not taken unless the row says how many times a branch at a
given source line is taken (its inner round loops, its AES-128/256 branches), up to the branch
that closes the loop.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

CPUS = {
    'aarch64': ['neoverse-n1', 'neoverse-v1', 'neoverse-n2', 'neoverse-v2'],
    'x86_64': ['znver3', 'znver4', 'icelake-server', 'sapphirerapids'],
}
SHORT = {'neoverse-n1': 'N1', 'neoverse-v1': 'V1', 'neoverse-n2': 'N2', 'neoverse-v2': 'V2',
         'znver3': 'Zen3', 'znver4': 'Zen4', 'icelake-server': 'ICX', 'sapphirerapids': 'SPR'}
MATTR = {'aarch64': '+aes,+sha2,+sha3', 'x86_64': None}
ITERATIONS = 100
TOLERANCE = 1.03  # --check fails when a kernel's modeled cycles per block grow by more than 3%

# The kernels modeled: arch, kernel, how its blocks per iteration are found, the key instruction
# that picks its loop. `aes` derives blocks from the AES last rounds; `N:insn/k` states N blocks
# per iteration and checks that the loop holds N*k of insn (k may be fractional: one reduction
# per several blocks is written as a total instead, `N:insn=total`); a bare `N` states N blocks.
KERNELS = '''
x86_64  aesni_encrypt_blocks     aes                   aesenclast
x86_64  aesni_decrypt_blocks     aes                   aesdeclast
x86_64  aesni_ctr32              aes                   aesenclast
x86_64  aesni_ctr32_le           aes                   aesenclast
x86_64  aesni_cbc_decrypt        aes                   aesdeclast
x86_64  aesni_cfb128_decrypt     aes                   aesenclast
x86_64  aesni_cbc_encrypt_many   aes                   aesenclast
x86_64  aesni_ghash              8:pclmulqdq=26        pclmulqdq
x86_64  aesni_polyval            8:pclmulqdq=26        pclmulqdq
x86_64  aesni_gcm_seal           aes                   aesenclast
x86_64  aesni_gcm_open           aes                   aesenclast
x86_64  aesni_siv_open           aes                   aesenclast
x86_64  aesni_xts_encrypt        aes                   aesenclast
x86_64  aesni_xts_decrypt        aes                   aesdeclast
x86_64  vaes_ecb_encrypt         aes                   vaesenclast
x86_64  vaes_ecb_decrypt         aes                   vaesdeclast
x86_64  vaes_ctr32               aes                   vaesenclast
x86_64  vaes_ctr32_le            aes                   vaesenclast
x86_64  vaes_cbc_decrypt         aes                   vaesdeclast
x86_64  vaes_cfb128_decrypt      aes                   vaesenclast
x86_64  vaes_cbc_encrypt_lanes   aes                   vaesenclast
x86_64  vaes_ghash               16:vpclmulqdq=26      vpclmulqdq
x86_64  vaes_gcm_seal            aes                   vaesenclast
x86_64  vaes_gcm_open            aes                   vaesenclast
x86_64  vaes_xts_encrypt         aes                   vaesenclast
x86_64  vaes_xts_decrypt         aes                   vaesdeclast
x86_64  vaes_xts_encrypt_vl      aes                   vaesenclast
x86_64  vaes_xts_decrypt_vl      aes                   vaesdeclast
x86_64  vaes_xts_units_encrypt_vl aes                  vaesenclast
x86_64  vaes_xts_units_decrypt_vl aes                  vaesdeclast
x86_64  vaes512_xts_units_encrypt 32:vaesenclast=9      vaesenclast
x86_64  vaes512_xts_units_decrypt 32:vaesdeclast=8      vaesdeclast
x86_64  vaes512_xts_encrypt      aes                   vaesenclast
x86_64  vaes512_xts_decrypt      aes                   vaesdeclast
x86_64  aesni_xts_units_encrypt  aes                   aesenclast
x86_64  aesni_xts_units_decrypt  aes                   aesdeclast
x86_64  vaes512_ghash            GHASH512              vpclmulqdq
x86_64  vaes512_polyval          GHASH512              vpclmulqdq
x86_64  vaes512_gcm_seal         aes                   vaesenclast
x86_64  vaes512_gcm_open         aes                   vaesenclast
x86_64  shani_sha1_compress      1:sha1rnds4=20        sha1rnds4
x86_64  shani_sha1_compress_msg  1:sha1rnds4=20        sha1rnds4
x86_64  shani_sha256_compress    1:sha256rnds2=32      sha256rnds2
x86_64  avx2_sha512_compress     2:rorx=480            rorx
x86_64  avx2_sha512_compress_vl  2:rorx=480            rorx
x86_64  soft_md5_compress        1                     add
x86_64  soft_sha1_compress       1                     add
x86_64  soft_sha256_compress     1                     add
x86_64  soft_sha512_compress     2                     add
x86_64  shani_sha1_x4            4:sha1rnds4=80        sha1rnds4
x86_64  shani_sha256_x4          4:sha256rnds2=128     sha256rnds2
x86_64  avx2_md5_x8              8                     vpaddd
x86_64  avx2_md5_x16             16                    vpaddd
x86_64  avx2_sha1_x8             8                     vpaddd
x86_64  avx2_sha256_x8           8                     vpaddd
x86_64  avx2_sha512_x4           8                     vpaddq
x86_64  avx512_md5_x16           16                    vpaddd
x86_64  avx512_md5_x32           32                    vpaddd
x86_64  avx512_sha256_x16        16                    vpaddd
x86_64  avx512_sha512_x8         16                    vpaddq
aarch64 armv8_encrypt_blocks     aes                   aese
aarch64 armv8_decrypt_blocks     aes                   aesd
aarch64 armv8_ctr32              aes                   aese
aarch64 armv8_cbc_decrypt        aes                   aesd
aarch64 armv8_cbc_encrypt_many   aes                   aese
aarch64 armv8_ghash              8:pmull2=11           pmull
aarch64 armv8_gcm_seal           aes                   aese
aarch64 armv8_gcm_open           aes                   aese
aarch64 armv8_gcm_seal_eor3      aes                   aese
aarch64 armv8_gcm_open_eor3      aes                   aese
aarch64 armv8_sha1_compress      1:sha1h=20            sha1h
aarch64 armv8_sha256_compress    1:sha256h=16          sha256h
aarch64 armv8_sha512_compress    2:sha512h=40          sha512h
aarch64 soft_md5_compress        1                     add
aarch64 soft_sha1_compress       1                     add
aarch64 soft_sha256_compress     1                     add
aarch64 soft_sha512_compress     2                     add
'''
# vaes512_ghash: <false> multiplies schoolbook (4 vpclmulqdq per zmm of four blocks, 8 zmm, 2 for
# the reduction: 34), <true> Karatsuba (3 per zmm, 4 zmm, 2: 14); vaes512_polyval (GCM-SIV's POLYVAL: the
# same loops without the byte swaps) likewise.
GHASH512 = {'vaes512_ghash<false>': '32:vpclmulqdq=34', 'vaes512_ghash<true>': '16:vpclmulqdq=14',
            'vaes512_polyval<false>': '32:vpclmulqdq=34', 'vaes512_polyval<true>': '16:vpclmulqdq=14'}

# Ring 0.17.14's loops: arch, crate kernel instance it is set beside, file, loop label, the line
# of the branch that closes one iteration, blocks per iteration (checked against its AES rounds
# or its count of a named instruction), and branches taken per iteration: line=times (its
# AES-128 skip of the AES-192/256 rounds; `solve` finds the trip count of its rolled round loop
# on that line from the AES rounds).
RING = '''
aarch64 armv8_ctr32<10>          aesv8-armx-linux64.S        .Loop3x_ctr32   292  3   solve=224
aarch64 armv8_ctr32<14>          aesv8-armx-linux64.S        .Loop3x_ctr32   292  3   solve=224
aarch64 armv8_gcm_seal<10>       aesv8-gcm-armv8-linux64.S   .Lenc_main_loop 471  4   377=1
aarch64 armv8_gcm_seal<14>       aesv8-gcm-armv8-linux64.S   .Lenc_main_loop 471  4   -
aarch64 armv8_gcm_open<10>       aesv8-gcm-armv8-linux64.S   .Ldec_main_loop 1226 4   1142=1
aarch64 armv8_gcm_open<14>       aesv8-gcm-armv8-linux64.S   .Ldec_main_loop 1226 4   -
aarch64 armv8_gcm_seal_eor3<10>  aesv8-gcm-armv8-linux64.S   .Lenc_main_loop 471  4   377=1
aarch64 armv8_gcm_seal_eor3<14>  aesv8-gcm-armv8-linux64.S   .Lenc_main_loop 471  4   -
aarch64 armv8_gcm_open_eor3<10>  aesv8-gcm-armv8-linux64.S   .Ldec_main_loop 1226 4   1142=1
aarch64 armv8_gcm_open_eor3<14>  aesv8-gcm-armv8-linux64.S   .Ldec_main_loop 1226 4   -
aarch64 armv8_sha256_compress    sha256-armv8-linux64.S      .Loop_hw        1187 1:sha256h=16 -
aarch64 armv8_sha512_compress    sha512-armv8-linux64.S      .Loop_hw        1590 2:sha512h=40 -
x86_64  aesni_ctr32<10>          aesni-x86_64-elf.S          .Lctr32_loop8   576  8   470=1
x86_64  aesni_ctr32<14>          aesni-x86_64-elf.S          .Lctr32_loop8   576  8   -
x86_64  aesni_ghash              ghash-x86_64-elf.S          .Lmod4_loop     325  4:pclmulqdq=12 -
x86_64  aesni_gcm_seal<10>       aesni-gcm-x86_64-elf.S      .Loop6x         333  6   218=1
x86_64  aesni_gcm_seal<14>       aesni-gcm-x86_64-elf.S      .Loop6x         333  6   -
x86_64  aesni_gcm_open<10>       aesni-gcm-x86_64-elf.S      .Loop6x         333  6   218=1
x86_64  aesni_gcm_open<14>       aesni-gcm-x86_64-elf.S      .Loop6x         333  6   -
x86_64  vaes_gcm_seal<10>        aes-gcm-avx2-x86_64-elf.S   .Lcrypt_loop_4x__func1 506 8 328=1
x86_64  vaes_gcm_seal<14>        aes-gcm-avx2-x86_64-elf.S   .Lcrypt_loop_4x__func1 506 8 -
x86_64  vaes_gcm_open<10>        aes-gcm-avx2-x86_64-elf.S   .Lcrypt_loop_4x__func2 995 8 817=1
x86_64  vaes_gcm_open<14>        aes-gcm-avx2-x86_64-elf.S   .Lcrypt_loop_4x__func2 995 8 -
x86_64  vaes512_gcm_seal<10,false> aes-gcm-avx2-x86_64-elf.S .Lcrypt_loop_4x__func1 506 8 328=1
x86_64  vaes512_gcm_open<10,false> aes-gcm-avx2-x86_64-elf.S .Lcrypt_loop_4x__func2 995 8 817=1
x86_64  vaes512_gcm_seal<14,false> aes-gcm-avx2-x86_64-elf.S .Lcrypt_loop_4x__func1 506 8 -
x86_64  vaes512_gcm_open<14,false> aes-gcm-avx2-x86_64-elf.S .Lcrypt_loop_4x__func2 995 8 -
x86_64  shani_sha256_compress    sha256-x86_64-elf.S         .Loop_shaext    1965 1:sha256rnds2=32 -
x86_64  avx2_sha512_compress     sha512-x86_64-elf.S         .Lloop_avx      2955 2 -
'''


def parse_kernels():
    rows = []
    for line in KERNELS.strip().splitlines():
        arch, kernel, blocks, key = line.split()
        rows.append((arch, kernel, blocks, key))
    return rows


# ---------------------------------------------------------------------------------------------
# Listings

LABEL = re.compile(r'^([.\w$]+):')


def comment(arch):
    return '//' if arch == 'aarch64' else '#'


def instances(path, arch):
    """[(name, [lines])] for each `==== name symbol` instance of a listing."""
    cc = comment(arch)
    out, cur = [], None
    with open(path) as f:
        for line in f:
            line = line.rstrip('\n')
            m = re.match(re.escape(cc) + r' ==== (\S+)', line)
            if m:
                cur = (m.group(1), [])
                out.append(cur)
            elif cur is not None:
                cur[1].append(line)
    return out


def strip_comment(line, arch):
    if arch == 'aarch64':
        line = line.split('//')[0]
    else:
        line = re.sub(r'\s#.*$', '', line)
        if line.lstrip().startswith('#'):
            line = ''
    return line.rstrip()


def mnemonic(line):
    t = line.split()
    return t[0].lower() if t else ''


def is_insn(line):
    s = line.strip()
    return bool(s) and not s.startswith('.') and not LABEL.match(s)


BRANCH_A64 = re.compile(r'^\s*(b(?:\.\w+)?|cbn?z|tbn?z)\s+(?:.*,\s*)?([.\w$]+)\s*$')
BRANCH_X86 = re.compile(r'^\s*(j\w+)\s+([.\w$]+)\s*$')


def branch_target(line, arch):
    m = (BRANCH_A64 if arch == 'aarch64' else BRANCH_X86).match(line)
    return (m.group(1).lower(), m.group(2)) if m else None


def loops(lines, arch):
    """Candidate loops: (start, end) line indices, label at start, backward branch at end."""
    labels = {}
    out = []
    for i, raw in enumerate(lines):
        line = strip_comment(raw, arch)
        m = LABEL.match(line.strip())
        if m:
            labels[m.group(1)] = i
            continue
        bt = branch_target(line, arch)
        if bt and bt[1] in labels:
            out.append((labels[bt[1]], i))
    return out


def body(lines, start, end, arch):
    return [strip_comment(l, arch).strip() for l in lines[start:end + 1]
            if is_insn(strip_comment(l, arch))]


def count(insns, mn):
    return sum(1 for i in insns if mnemonic(i) == mn)


def pick_loop(lines, arch, key):
    best = None
    for s, e in loops(lines, arch):
        b = body(lines, s, e, arch)
        k = count(b, key)
        cand = (k, -len(b), s, e)
        if best is None or cand > best:
            best = cand
    if best is None or best[0] == 0:
        return None
    return body(lines, best[2], best[3], arch)


def width_x86(insn):
    if 'zmm' in insn:
        return 4
    if 'ymm' in insn:
        return 2
    return 1


def rounds_of(name):
    m = re.search(r'<(\d+)', name)
    return int(m.group(1)) if m else None


def aes_blocks(insns, arch, nr):
    if arch == 'x86_64':
        return sum(width_x86(i) for i in insns
                   if mnemonic(i) in ('aesenclast', 'aesdeclast', 'vaesenclast', 'vaesdeclast'))
    n = sum(1 for i in insns if mnemonic(i) in ('aese', 'aesd'))
    return n / nr if nr else 0


# ---------------------------------------------------------------------------------------------
# Traces: one iteration of a loop, along the branches it takes.
#
# A tiny interpreter follows the listing from the loop's head: unconditional branches are taken;
# a conditional one is decided from the integer registers it tracks (immediates, copies, add/sub/
# inc/dec, lea reg+imm, compares) where they are known (the round loops LLVM leaves rolled count
# with such constants), else not taken; `overrides` (ring's rows) say how many times the branch on a
# given source line is taken in one iteration. The trace ends back at the head (the crate) or
# at the branch on the row's closing line (ring).

X86_GPR = {}
for _i, _n in enumerate(['ax', 'bx', 'cx', 'dx', 'si', 'di', 'bp', 'sp']):
    for _f in ('r%s' % _n, 'e%s' % _n, _n):
        X86_GPR[_f] = 'r' + _n
    X86_GPR[_n[0] + 'l' if _n in ('ax', 'bx', 'cx', 'dx') else _n + 'l'] = 'r' + _n
for _i in range(8, 16):
    for _s in ('', 'd', 'w', 'b'):
        X86_GPR['r%d%s' % (_i, _s)] = 'r%d' % _i


def reg(tok, arch):
    tok = tok.strip().lower()
    if arch == 'aarch64':
        if tok in ('xzr', 'wzr'):
            return 'zr'
        m = re.fullmatch(r'[xw](\d+)', tok)
        return 'x' + m.group(1) if m else None
    return X86_GPR.get(tok)


def imm(tok):
    tok = tok.strip().lstrip('#$')
    try:
        return int(tok, 0)
    except ValueError:
        return None


def operands(insn):
    parts = insn.split(None, 1)
    if len(parts) < 2:
        return []
    out, depth, cur = [], 0, ''
    for ch in parts[1]:
        if ch in '[{(':
            depth += 1
        elif ch in ']})':
            depth -= 1
        if ch == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += ch
    out.append(cur.strip())
    return out


MASK = (1 << 64) - 1


def signed(v):
    return v - (1 << 64) if v >> 63 else v


class Machine:
    def __init__(self, arch):
        self.arch = arch
        self.r = {}
        self.flags = None  # (a, b) of the last compare: flags of a - b

    def val(self, tok):
        v = imm(tok)
        if v is not None:
            return v & MASK
        r = reg(tok, self.arch)
        if r == 'zr':
            return 0
        return self.r.get(r) if r else None

    def set(self, tok, v):
        r = reg(tok, self.arch)
        if r and r != 'zr':
            if v is None:
                self.r.pop(r, None)
            else:
                self.r[r] = v & MASK

    def step(self, insn):
        """Update the tracked state for a non-branch instruction."""
        mn, ops = mnemonic(insn), operands(insn)
        a64 = self.arch == 'aarch64'
        if not ops:
            return
        if a64:
            if mn in ('cmp', 'cmn') and len(ops) == 2:
                a, b = self.val(ops[0]), self.val(ops[1])
                if mn == 'cmn' and b is not None:
                    b = -b & MASK
                self.flags = (a, b)
                return
            if mn in ('mov', 'movz') and len(ops) == 2:
                self.set(ops[0], self.val(ops[1]))
                return
            if mn in ('add', 'sub', 'adds', 'subs') and len(ops) == 3:
                a, b = self.val(ops[1]), self.val(ops[2])
                v = None
                if a is not None and b is not None:
                    v = (a + b if mn.startswith('add') else a - b) & MASK
                self.set(ops[0], v)
                if mn.endswith('s'):
                    self.flags = (v, 0) if v is not None else (None, None)
                return
            if mn in ('str', 'stp', 'stur', 'st1', 'strb', 'strh', 'b', 'ret', 'prfm'):
                return
            if mn.startswith('cmp') or mn == 'tst':
                self.flags = (None, None)
                return
            self.set(ops[0], None)
            return
        # x86_64 (Intel syntax for the crate; ring's AT&T is handled by its overrides)
        if mn == 'cmp' and len(ops) == 2:
            self.flags = (self.val(ops[0]), self.val(ops[1]))
            return
        if mn == 'test':
            self.flags = (None, None)
            return
        if mn == 'mov' and len(ops) == 2:
            self.set(ops[0], self.val(ops[1]))
            return
        if mn == 'xor' and len(ops) == 2 and reg(ops[0], 'x86_64') and \
                reg(ops[0], 'x86_64') == reg(ops[1], 'x86_64'):
            self.set(ops[0], 0)
            self.flags = (0, 0)
            return
        if mn in ('inc', 'dec') and len(ops) == 1:
            v = self.val(ops[0])
            v = None if v is None else (v + (1 if mn == 'inc' else -1)) & MASK
            self.set(ops[0], v)
            self.flags = (v, 0)
            return
        if mn in ('add', 'sub') and len(ops) == 2:
            a, b = self.val(ops[0]), self.val(ops[1])
            v = None
            if a is not None and b is not None:
                v = (a + b if mn == 'add' else a - b) & MASK
            self.set(ops[0], v)
            self.flags = (v, 0) if v is not None else (None, None)
            return
        if mn == 'lea' and len(ops) == 2:
            m = re.fullmatch(r'\[(\w+)\s*([+-])\s*(\w+)\]', ops[1])
            v = None
            if m and reg(m.group(1), 'x86_64'):
                a, b = self.val(m.group(1)), imm(m.group(3))
                if a is not None and b is not None:
                    v = a + b if m.group(2) == '+' else a - b
            self.set(ops[0], v)
            return
        if mn.startswith('cmp') or mn.startswith('j') or mn.startswith('push') or \
                mn.startswith('prefetch'):
            return
        # anything else that writes a general register as its first operand forgets it
        if reg(ops[0], 'x86_64'):
            self.set(ops[0], None)
            if mn in ('and', 'or', 'xor', 'shl', 'shr', 'sar', 'neg', 'adc', 'sbb'):
                self.flags = (None, None)

    def cond(self, insn):
        """True/False when a conditional branch's outcome is known, None when not."""
        mn, ops = mnemonic(insn), operands(insn)
        if self.arch == 'aarch64':
            if mn in ('cbz', 'cbnz'):
                v = self.val(ops[0])
                return None if v is None else ((v == 0) == (mn == 'cbz'))
            if mn in ('tbz', 'tbnz'):
                v, bit = self.val(ops[0]), imm(ops[1])
                return None if v is None else ((((v >> bit) & 1) == 0) == (mn == 'tbz'))
            cc = mn.split('.', 1)[1] if '.' in mn else None
        else:
            cc = mn[1:]
        if not self.flags or None in self.flags:
            return None
        a, b = self.flags
        ua, ub, sa, sb = a & MASK, b & MASK, signed(a & MASK), signed(b & MASK)
        table = {
            'eq': ua == ub, 'e': ua == ub, 'z': ua == ub, 'ne': ua != ub, 'nz': ua != ub,
            'hs': ua >= ub, 'cs': ua >= ub, 'ae': ua >= ub, 'nc': ua >= ub, 'nb': ua >= ub,
            'lo': ua < ub, 'cc': ua < ub, 'b': ua < ub, 'c': ua < ub,
            'hi': ua > ub, 'a': ua > ub, 'ls': ua <= ub, 'be': ua <= ub,
            'ge': sa >= sb, 'lt': sa < sb, 'l': sa < sb, 'gt': sa > sb, 'g': sa > sb,
            'le': sa <= sb,
        }
        return table.get(cc)


UNCOND = {'aarch64': ('b',), 'x86_64': ('jmp',)}


def trace(lines, arch, head, close_line=None, overrides=None, limit=60000):
    """The instructions of one iteration from the label line `head`, or None if it runs away."""
    labels = {}
    for i, raw in enumerate(lines):
        m = LABEL.match(strip_comment(raw, arch).strip())
        if m:
            labels[m.group(1)] = i
    mach = Machine(arch)
    taken = {}
    out, i = [], head + 1
    while len(out) < limit:
        if i >= len(lines):
            return None
        line = strip_comment(lines[i], arch)
        if not is_insn(line):
            m = LABEL.match(line.strip())
            if close_line is None and m and i == head:
                return out
            i += 1
            continue
        insn = line.strip()
        out.append(insn)
        if close_line is not None and i == close_line:
            return out
        bt = branch_target(line, arch)
        if bt and bt[1] in labels:
            mn = bt[0]
            if mn in UNCOND[arch]:
                go = True
            elif overrides and i in overrides:
                n = taken.get(i, 0)
                go = n < overrides[i]
                taken[i] = n + 1
            else:
                c = mach.cond(insn)
                # unknown: not taken, except the branch back to the head (the loop goes on)
                go = c if c is not None else (close_line is None and labels[bt[1]] == head)
            if go:
                i = labels[bt[1]]
                if close_line is None and i == head:
                    return out
                continue
        elif not bt:
            mach.step(insn)
        i += 1
    return None


def key_count(insns, key):
    return sum(1 for i in insns if mnemonic(i) == key)


def crate_loop(lines, arch, key):
    """The steady-state loop of one kernel instance: the iteration trace of the loop head whose
    trace holds at least half the most key instructions any head's does, the densest such."""
    cands = []
    for head in sorted({s for s, _ in loops(lines, arch)}):
        t = trace(lines, arch, head)
        if t:
            k = key_count(t, key)
            if k:
                cands.append((k, len(t), head, t))
    if not cands:
        return None
    most = max(c[0] for c in cands)
    return max((c for c in cands if 2 * c[0] >= most), key=lambda c: (c[0] / c[1], c[0]))[3]


def aes_rounds_check(insns, arch, nr, blocks):
    """None when the loop's AES rounds agree with `blocks` blocks of nr rounds, else a message."""
    if arch == 'x86_64':
        mid = sum(width_x86(i) for i in insns
                  if mnemonic(i) in ('aesenc', 'aesdec', 'vaesenc', 'vaesdec'))
        want = blocks * (nr - 1)
    else:
        mid = sum(1 for i in insns if mnemonic(i) in ('aese', 'aesd'))
        want = blocks * nr
    return None if abs(mid - want) < 1e-9 else f'{mid} AES rounds for {blocks} blocks of {nr}'


# ---------------------------------------------------------------------------------------------
# llvm-mca

MCA = os.environ.get('LLVM_MCA', 'llvm-mca-19')


def mca_input(insns, arch, syntax):
    head = '.intel_syntax noprefix\n' if syntax == 'intel' else ''
    return head + '\n'.join(insns) + '\n'


def iterations(text):
    # enough iterations for a steady state; fewer for long loops (the model's time grows with both)
    return max(5, min(ITERATIONS, 10000 // max(1, text.count('\n'))))


def run_mca(text, arch, cpu, noalias=True):
    cmd = [MCA, '-mtriple=' + ('aarch64' if arch == 'aarch64' else 'x86_64') + '-unknown-linux-gnu',
           '-mcpu=' + cpu, '-iterations=%d' % iterations(text), '-noalias=' + ('true' if noalias else 'false'),
           '-all-views=false', '-summary-view', '-resource-pressure']
    if MATTR[arch]:
        cmd.append('-mattr=' + MATTR[arch])
    p = subprocess.run(cmd, input=text, capture_output=True, text=True)
    if p.returncode != 0:
        if 'unsupported instruction' in p.stderr:
            return None, 'n/a'  # an instruction this CPU lacks (AVX-512 on Zen 3)
        raise RuntimeError(f'llvm-mca {cpu}: {p.stderr.strip()[:400]}')
    return parse_mca(p.stdout)


def parse_mca(out):
    g = lambda pat: float(re.search(pat, out, re.M).group(1))
    iters, cycles = g(r'^Iterations:\s+(\d+)'), g(r'^Total Cycles:\s+(\d+)')
    uops, width = g(r'^Total uOps:\s+(\d+)'), g(r'^Dispatch Width:\s+(\d+)')
    names = dict(re.findall(r'^\[(\d+(?:\.\d+)?)\]\s+-\s+(\S+)', out, re.M))
    pressure = {}
    m = re.search(r'Resource pressure per iteration:\n(.*)\n(.*)\n', out)
    if m:
        heads = re.findall(r'\[([\d.]+)\]', m.group(1))
        vals = m.group(2).split()
        for h, v in zip(heads, vals):
            pressure[names.get(h, h)] = 0.0 if v == '-' else float(v)
    per_iter = cycles / iters
    bott = 'latency'
    if pressure:
        res, p = max(pressure.items(), key=lambda kv: kv[1])
        if p >= 0.9 * per_iter:
            bott = res
    if uops / iters / width >= 0.9 * per_iter and bott == 'latency':
        bott = 'dispatch'
    return per_iter, bott


# ---------------------------------------------------------------------------------------------
# Ring's source: `.byte` (x86_64) and `.inst` (aarch64) lines are instructions written as bytes
# (for old assemblers); llvm-mc turns them back into mnemonics so llvm-mca sees them.

def decode_encoded(lines, arch, lo=0, hi=None):
    idx, chunks = [], []
    for i, l in enumerate(lines):
        if i < lo or (hi is not None and i > hi):
            continue
        s = strip_comment(l, arch).strip()
        if arch == 'x86_64' and s.startswith('.byte'):
            bs = [int(b.strip(), 0) for b in s[5:].split(',')]
        elif arch == 'aarch64' and s.startswith('.inst'):
            w = int(s[5:].strip(), 0)
            bs = [(w >> (8 * k)) & 0xff for k in range(4)]
        else:
            continue
        idx.append(i)
        chunks.append(bs)
    if not idx:
        return lines
    out = list(lines)
    mattr = ['-mattr=' + MATTR[arch]] if MATTR[arch] else []
    text = '\n'.join(' '.join('0x%02x' % b for b in bs) for bs in chunks) + '\n'
    p = subprocess.run([MC, '--disassemble', '-triple=%s-unknown-linux-gnu' % arch] + mattr,
                       input=text, capture_output=True, text=True)
    insns = [l.strip() for l in p.stdout.splitlines()
             if l.strip() and not l.strip().startswith('.')]
    if p.returncode != 0 or len(insns) != len(idx):
        raise RuntimeError(f'llvm-mc could not decode {len(idx)} encoded lines ({len(insns)} decoded): '
                           + p.stderr[:300])
    for i, insn in zip(idx, insns):
        out[i] = '\t' + insn.split('//')[0].split('#')[0].strip() if arch == 'aarch64' else '\t' + insn
    return out


MC = os.environ.get('LLVM_MC', 'llvm-mc-19')


def parse_blocks(spec):
    """'aes' -> ('aes',); 'N' -> (N, None, None); 'N:insn=total' -> (N, insn, total)."""
    if spec == 'aes':
        return ('aes', None, None)
    m = re.fullmatch(r'(\d+)(?::(\w+)=(\d+))?', spec)
    return (int(m.group(1)), m.group(2), int(m.group(3)) if m.group(3) else None)


def loop_of(insns, arch, name, spec):
    """(blocks per iteration, problem or None) for a cut loop."""
    n, insn, total = parse_blocks(spec)
    if n == 'aes':
        nr = rounds_of(name)
        blocks = aes_blocks(insns, arch, nr)
        if not blocks:
            return 0, 'no AES last round in the loop'
        return blocks, aes_rounds_check(insns, arch, nr, blocks)
    if insn and count(insns, insn) != total:
        return n, f'{count(insns, insn)} {insn}, expected {total} for {n} blocks: update KERNELS'
    return n, None


def crate_rows(root, only=None):
    """[(arch, instance, blocks, insns, problem)] for every kernel of KERNELS found under root."""
    rows = []
    for arch, kernel, spec, key in parse_kernels():
        if only and not re.search(only, kernel):
            continue
        path = os.path.join(root, arch, kernel + '.s')
        if not os.path.exists(path):
            rows.append((arch, kernel, 0, None, 'listing missing'))
            continue
        for name, lines in instances(path, arch):
            sp = GHASH512.get(name, spec) if spec == 'GHASH512' else spec
            t = crate_loop(lines, arch, key)
            if not t:
                rows.append((arch, name, 0, None, 'no loop found'))
                continue
            blocks, problem = loop_of(t, arch, name, sp)
            rows.append((arch, name, blocks, t, problem))
    return rows


def ring_dir():
    d = os.environ.get('RING_SRC')
    if d:
        return d
    home = os.path.expanduser('~/.cargo/registry/src')
    if os.path.isdir(home):
        for reg in sorted(os.listdir(home)):
            p = os.path.join(home, reg, 'ring-0.17.14')
            if os.path.isdir(p):
                return p
    return None


def ring_rows(ring):
    rows = []
    cache = {}
    for line in RING.strip().splitlines():
        arch, inst, fname, label, close, spec, takes = line.split()
        key = (arch, fname)
        if key not in cache:
            with open(os.path.join(ring, 'pregenerated', fname)) as f:
                cache[key] = f.read().split('\n')
        head = next(i for i, l in enumerate(cache[key]) if l.startswith(label + ':'))
        close = int(close) - 1
        lines = decode_encoded(cache[key], arch, head, close)
        overrides, solve = {}, None
        for t in takes.split(','):
            if t.startswith('solve='):
                solve = int(t[6:]) - 1
            elif '=' in t:
                a, b = t.split('=')
                overrides[int(a) - 1] = int(b)
        name = f'{fname} {label}'
        nr = rounds_of(inst)
        n, insn, total = parse_blocks(spec)
        tr, problem = None, None
        for k in (range(0, 16) if solve is not None else [None]):
            if k is not None:
                overrides[solve] = k
            tr = trace(lines, arch, head, close_line=close, overrides=overrides)
            if tr is None:
                problem = 'trace ran away'
                break
            if nr and arch == 'aarch64':
                problem = aes_rounds_check(tr, arch, nr, n)
            elif nr:
                last = aes_blocks(tr, arch, nr)
                problem = (f'{last} AES last rounds, expected {n}' if last != n
                           else aes_rounds_check(tr, arch, nr, n))
            elif insn and count(tr, insn) != total:
                problem = f'{count(tr, insn)} {insn}, expected {total}'
            if not problem:
                break
        rows.append((arch, inst, name, n, tr, problem))
    return rows


# ---------------------------------------------------------------------------------------------
# Modeling and the table

def model_all(jobs):
    """jobs: [(key, text, arch, cpu, noalias)] -> {key: (cycles per iteration, bottleneck)}."""
    out = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        futs = {ex.submit(run_mca, text, arch, cpu, na): key for key, text, arch, cpu, na in jobs}
        for f in concurrent.futures.as_completed(futs):
            out[futs[f]] = f.result()
    return out


def is_gcm(name):
    return '_gcm_' in name


def fmt(x):
    if x is None:
        return 'n/a'
    return '%.1f' % x if x >= 10 else '%.2f' % x


def per_block(res, key, blocks):
    c = res[key][0]
    return None if c is None else c / blocks


def ratio(c, r):
    return 'n/a' if c is None or r is None else '%.2f' % (r / c)


def evaluate(root, with_ring, only=None):
    crate = crate_rows(root, only)
    jobs = []
    for arch, name, blocks, t, problem in crate:
        if t is None or problem:
            continue
        syn = 'intel' if arch == 'x86_64' else None
        for cpu in CPUS[arch]:
            jobs.append(((name, cpu, True), mca_input(t, arch, syn), arch, cpu, True))
            if is_gcm(name) and with_ring:
                jobs.append(((name, cpu, False), mca_input(t, arch, syn), arch, cpu, False))
    ring = []
    if with_ring:
        ring = ring_rows(with_ring)
        for arch, inst, rname, n, tr, problem in ring:
            if tr is None or problem:
                continue
            for cpu in CPUS[arch]:
                jobs.append((('ring', inst, cpu, True), mca_input(tr, arch, None), arch, cpu, True))
                if is_gcm(inst):
                    jobs.append((('ring', inst, cpu, False), mca_input(tr, arch, None), arch, cpu, False))
    res = model_all(jobs)
    return crate, ring, res


def table(crate, ring, res):
    """The markdown of docs/perf/mca.md's generated part."""
    out = []
    for arch in ('aarch64', 'x86_64'):
        cpus = CPUS[arch]
        hdr = ' | '.join(SHORT[c] for c in cpus)
        slash = ' / '.join(SHORT[c] for c in cpus)
        out += ['', f'### {arch}: cycles per block, this crate', '',
                f'<!-- mca:crate {arch} -->',
                f'| arch | kernel | blocks/iter | {hdr} | bottleneck ({" / ".join(SHORT[c] for c in cpus)}) |',
                '| --- | --- | ---: |' + ' ---: |' * len(cpus) + ' --- |']
        for a, name, blocks, t, problem in crate:
            if a != arch:
                continue
            if t is None or problem:
                out.append(f'| {arch} | `{name}` | - |' + ' - |' * len(cpus) + f' {problem} |')
                continue
            cyc = [per_block(res, (name, c, True), blocks) for c in cpus]
            bot = ' / '.join(res[(name, c, True)][1] for c in cpus)
            out.append(f'| {arch} | `{name}` | {blocks:g} | ' + ' | '.join(fmt(x) for x in cyc)
                       + f' | {bot} |')
        out.append(f'<!-- /mca:crate {arch} -->')
        byname = {r[1]: r for r in crate if r[0] == arch}
        rows = [r for r in ring if r[0] == arch and r[1] in byname]
        if not rows:
            continue
        byname = {r[1]: r for r in crate if r[0] == arch}
        out += ['', f'### {arch}: against ring 0.17.14 (ring/crate above 1: this crate faster)', '',
                f'| kernel | ring loop (blocks/iter) | this crate {slash} | ring {slash} | ring/crate {slash} |',
                '| --- | --- | --- | --- | --- |']
        gcm = []
        for a, inst, rname, n, tr, problem in rows:
            cr = byname.get(inst)
            if tr is None or problem or not cr or cr[3] is None or cr[4]:
                out.append(f'| `{inst}` | {rname} | - | - | {problem or "crate row missing"} |')
                continue
            c = [per_block(res, (inst, cpu, True), cr[2]) for cpu in cpus]
            r = [per_block(res, ('ring', inst, cpu, True), n) for cpu in cpus]
            out.append(f'| `{inst}` | {rname} ({n:g}) | ' + ' / '.join(fmt(x) for x in c) + ' | '
                       + ' / '.join(fmt(x) for x in r) + ' | '
                       + ' / '.join(ratio(x, y) for x, y in zip(c, r)) + ' |')
            if is_gcm(inst):
                c2 = [per_block(res, (inst, cpu, False), cr[2]) for cpu in cpus]
                r2 = [per_block(res, ('ring', inst, cpu, False), n) for cpu in cpus]
                gcm.append(f'| `{inst}` | ' + ' / '.join(fmt(x) for x in c2) + ' | '
                           + ' / '.join(fmt(x) for x in r2) + ' | '
                           + ' / '.join(ratio(x, y) for x, y in zip(c2, r2)) + ' |')
        if gcm:
            out += ['', f'### {arch}: GCM with `-noalias=false` (a load may wait for an earlier store: stack spills count)', '',
                    f'| kernel | this crate {slash} | ring {slash} | ring/crate {slash} |',
                    '| --- | --- | --- | --- |'] + gcm
    return '\n'.join(out) + '\n'


BEGIN, END = '<!-- mca:begin (generated by asm/mca.sh --write) -->', '<!-- mca:end -->'


def committed(path):
    """{(arch, instance): [cycles per block per CPU]} from the table in path."""
    rows = {}
    with open(path) as f:
        for line in f:
            m = re.match(r'\|\s*(x86_64|aarch64)\s*\|\s*`([^`]+)`\s*\|\s*([\d.]+)\s*\|(.*)$', line)
            if m:
                cells = [c.strip() for c in m.group(4).split('|')]
                rows[(m.group(1), m.group(2))] = [None if c == 'n/a' else float(c) for c in cells[:4]]
    return rows


def check(root, path):
    want = committed(path)
    crate, _, res = evaluate(root, None)
    bad, notes = [], []
    seen = set()
    for arch, name, blocks, t, problem in crate:
        seen.add((arch, name))
        if t is None or problem:
            bad.append(f'{arch} {name}: {problem}')
            continue
        old = want.get((arch, name))
        if old is None:
            notes.append(f'{arch} {name}: not in {path} (add it: asm/mca.sh --write)')
            continue
        for cpu, o in zip(CPUS[arch], old):
            new = per_block(res, (name, cpu, True), blocks)
            if new is None or o is None:
                if (new is None) != (o is None):
                    bad.append(f'{arch} {name} {cpu}: modeled {fmt(new)}, table {fmt(o)}')
                continue
            # the table rounds: compare against the rounding's upper edge
            slack = 0.05 if o >= 10 else 0.005
            if new > (o + slack) * TOLERANCE:
                bad.append(f'{arch} {name} {cpu}: {new:.3f} cycles/block, table {o} (+{100 * (new / o - 1):.1f}%)')
            elif new < (o - slack) / TOLERANCE:
                notes.append(f'{arch} {name} {cpu}: {new:.3f} cycles/block, table {o}: faster, update the table')
    for key in want:
        if key not in seen:
            bad.append(f'{key[0]} {key[1]}: in the table but not in the listings')
    for n in notes:
        print('  note: ' + n)
    for b in bad:
        print('  SLOWER: ' + b)
    print(f'mca check: {len(seen)} kernel instances x 4 models, {len(bad)} over the table by more than '
          f'{round(100 * (TOLERANCE - 1))}%')
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--listings', default=os.path.join(os.path.dirname(os.path.abspath(__file__))),
                    help='folder holding x86_64/ and aarch64/ listings (default: asm/)')
    ap.add_argument('--ring', action='store_true', help="also model ring 0.17.14's loops")
    ap.add_argument('--kernel', help='only kernels matching this regex')
    ap.add_argument('--write', metavar='MD', help='replace the generated table in this markdown file')
    ap.add_argument('--check', metavar='MD', help='fail if a kernel grows >3%% over the table in MD')
    ap.add_argument('--dump', metavar='INSTANCE', help='print the cut loop of one kernel instance')
    a = ap.parse_args()
    if a.dump:
        for arch, name, blocks, t, problem in crate_rows(a.listings):
            if name == a.dump:
                print(f'// {arch} {name}: {blocks} blocks per iteration {problem or ""}')
                print('\n'.join(t or []))
        return 0
    if a.check:
        return check(a.listings, a.check)
    ring = None
    if a.ring or a.write:
        ring = ring_dir()
        if not ring:
            sys.exit('mca: ring 0.17.14 not in ~/.cargo/registry (RING_SRC=...; see docs/perf/mca.md)')
    crate, rrows, res = evaluate(a.listings, ring, a.kernel)
    md = table(crate, rrows, res)
    if a.write:
        with open(a.write) as f:
            doc = f.read()
        i, j = doc.index(BEGIN), doc.index(END)
        with open(a.write, 'w') as f:
            f.write(doc[:i + len(BEGIN)] + '\n' + md + doc[j:])
    else:
        print(md)
    return 0


if __name__ == '__main__':
    sys.exit(main())
