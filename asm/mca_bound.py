#!/usr/bin/env python3
"""asm/mca_bound.py: lower bounds on the cycles per block of the armv8 target kernels, per
Neoverse model, for this crate's loop, ring's loop and the job itself; is 0.9x ring reachable?

Run through `bash asm/mca.sh --bound` (or `python3 asm/mca_bound.py [--listings DIR]`); the
result and its reading are in docs/perf/mca.md ("Lower bounds"). It reuses asm/mca.py's loop
cutting (the crate's listings) and tracing (ring 0.17.14's pregenerated assembly).

Three bounds, all from LLVM 19's scheduling models (llvm-mca-19), cycles per 16-byte block
(per 64-byte block for SHA-256, per half 128-byte block for SHA-512, as in the main table):

- **pipes**: `llvm-mca -instruction-tables` prints, per instruction, the cycles it holds each
  pipe, split evenly over the pipes it may issue to (AESE on N1: 1.00 on V0; on N2: 0.50 on V0
  and 0.50 on V1). The pipes an instruction shows are the pipes it may use, its total the
  cycles it needs there. (The dynamic `-resource-pressure` view of a normal run is not used:
  it shows where llvm-mca's scheduler happened to put each instruction, not where it may go,
  so a set of pipes could be charged with work that had somewhere else to run.) Pipes are grouped by kind (V: vector, L: load, D: store data,
  I: integer S/M, B: branch), so a post-indexed store's address, data and base-update parts
  count in their own groups. Within a group, for every set S of pipes, the work that can run
  nowhere but in S needs at least work(S) / |S| cycles; the bound is the largest over all S
  and groups (the fractional scheduling bound; with AESE, AESMC and PMULL on V0 only, N1's
  S = {V0}). Also the dispatch bound: micro-ops / dispatch width.
- **chain**: the loop-carried dependency bound. The loop is run on an idealised machine with
  unlimited pipes where each instruction starts when its source registers are ready and its
  results are ready after its latency (the Instruction Info view; a load's post-indexed base
  after 1 cycle); cycles per iteration = the growth of the finish time per iteration over 40
  iterations. Memory is not a dependency (as in llvm-mca's default `-noalias=true`).
- **job**: the pipes bound of the instructions no implementation of the job can leave out,
  one block: AES-Nr: Nr AESE + Nr-1 AESMC (AESD/AESIMC) + one EOR (the last round key and the
  data, or for CBC the previous ciphertext) + one 16-byte store (its data goes through a vector
  pipe in all four models); GCM adds GHASH's three PMULL (Karatsuba; the
  reduction amortised to nothing); the counter, byte swaps, GHASH sums and reduction are left
  out, so the bound is below what any real loop needs. SHA: the instructions of the round
  function and message schedule (SHA-256: 16 SHA256H, 16 SHA256H2, 12 SHA256SU0, 12
  SHA256SU1, 16 ADD of W+K, 16 MOV; SHA-512 per 128-byte block: 40 SHA512H, 40 SHA512H2,
  32 SHA512SU0, 32 SHA512SU1, 40 ADD of W+K, 40 ADD of the round's T1) and the round chain:
  SHA256H and SHA256H2 overwrite their first operand and both need the old ABCD, so each
  group of four rounds copies one state half (a MOV); the two halves then advance as
  a' = max(a, e) + h, e' = max(a + c, e) + h (h: SHA256H latency, c: MOV), h + c/2 cycles a
  group, 16 groups a block. SHA-512 (the ARMv8.2 sequence ring and this crate both use): each
  pair of rounds runs SHA512H -> ADD (D + T1) -> EXT (the next SHA512H's operand) -> SHA512H,
  20 pairs a 64-byte half block; no sequence without that EXT on the chain is known here.

- **soft MC**: the job bound again with m of a block's AESMC/AESIMC done in software (MC_SOFT,
  nine instructions on any vector pipe), m in steps of 0.1 chosen to minimise it: the one way
  to take work off N1's only AES pipe (V0) under a model that does not fuse AESE+AESMC (on the
  core the fused pair is one V0 operation, so this would be slower there).

`reach`: `yes` when 0.9 x ring's modeled cycles is at least the job bound; `soft` when only the
soft MC bound is at or below it; `no` when neither is (no loop made of these instructions runs
that fast under this model).
"""
import argparse
import itertools
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mca  # noqa: E402

ARCH = 'aarch64'
CPUS = mca.CPUS[ARCH]
# (crate instance, ring row or None, job)
ROWS = [
    ('armv8_gcm_seal<10>', 'armv8_gcm_seal<10>', ('gcm', 10)),
    ('armv8_gcm_seal_eor3<10>', 'armv8_gcm_seal<10>', ('gcm', 10)),
    ('armv8_gcm_seal<14>', 'armv8_gcm_seal<14>', ('gcm', 14)),
    ('armv8_gcm_seal_eor3<14>', 'armv8_gcm_seal<14>', ('gcm', 14)),
    ('armv8_gcm_open<10>', 'armv8_gcm_open<10>', ('gcm', 10)),
    ('armv8_gcm_open_eor3<10>', 'armv8_gcm_open<10>', ('gcm', 10)),
    ('armv8_gcm_open<14>', 'armv8_gcm_open<14>', ('gcm', 14)),
    ('armv8_gcm_open_eor3<14>', 'armv8_gcm_open<14>', ('gcm', 14)),
    ('armv8_ctr32<10>', 'armv8_ctr32<10>', ('ctr', 10)),
    ('armv8_ctr32<14>', 'armv8_ctr32<14>', ('ctr', 14)),
    ('armv8_cbc_decrypt<10>', None, ('cbcd', 10)),
    ('armv8_cbc_decrypt<14>', None, ('cbcd', 14)),
    ('armv8_sha256_compress', 'armv8_sha256_compress', ('sha256', 1)),
    ('armv8_sha512_compress', 'armv8_sha512_compress', ('sha512', 2)),
]


def job_insns(job):
    """The instructions one block of the job cannot do without (see the module doc)."""
    kind, n = job
    if kind in ('gcm', 'ctr'):
        out = ['aese v0.16b, v1.16b', 'aesmc v0.16b, v0.16b'] * (n - 1) + ['aese v0.16b, v1.16b']
        out += ['eor v2.16b, v0.16b, v3.16b', 'st1 {v2.16b}, [x1], #16']
        if kind == 'gcm':
            out += ['pmull v4.1q, v5.1d, v6.1d', 'pmull2 v7.1q, v5.2d, v6.2d',
                    'pmull v8.1q, v9.1d, v10.1d']
        return out
    if kind == 'cbcd':
        return ['aesd v0.16b, v1.16b', 'aesimc v0.16b, v0.16b'] * (n - 1) + \
            ['aesd v0.16b, v1.16b', 'eor v2.16b, v0.16b, v3.16b', 'st1 {v2.16b}, [x1], #16']
    if kind == 'sha256':
        return (['sha256h q0, q1, v2.4s', 'sha256h2 q1, q3, v2.4s', 'add v2.4s, v4.4s, v5.4s',
                 'mov v3.16b, v0.16b'] * 16 + ['sha256su0 v4.4s, v6.4s'] * 12
                + ['sha256su1 v4.4s, v6.4s, v7.4s'] * 12)
    if kind == 'sha512':
        return (['sha512h q0, q1, v2.2d', 'sha512h2 q0, q3, v4.2d', 'add v5.2d, v6.2d, v7.2d',
                 'add v8.2d, v8.2d, v5.2d'] * 40 + ['sha512su0 v9.2d, v10.2d'] * 32
                + ['sha512su1 v9.2d, v10.2d, v11.2d'] * 32)
    raise ValueError(kind)


# ---------------------------------------------------------------------------------------------
# llvm-mca's static tables

def run(args, text):
    p = subprocess.run([mca.MCA, '-mtriple=aarch64-unknown-linux-gnu', '-mattr=' + mca.MATTR[ARCH]]
                       + args, input=text, capture_output=True, text=True)
    if p.returncode:
        raise RuntimeError(p.stderr[:400])
    return p.stdout


def tables(insns, cpu):
    """(per instruction (uops, latency, {pipe: cycles}), pipe names) from -instruction-tables."""
    out = run(['-mcpu=' + cpu, '-instruction-tables'], '\n'.join(insns) + '\n')
    info = out[out.index('Instruction Info:'):out.index('Resources:')]
    rows = [l.split() for l in info.split('Instructions:')[1].strip('\n').splitlines()]
    info = [(int(r[0]), int(r[1])) for r in rows if r]
    names = {}
    for idx, name in re.findall(r'^\[(\d+(?:\.\d+)?)\]\s+-\s+(\S+)', out, re.M):
        names[idx] = name + ('.' + idx.split('.')[1] if '.' in idx else '')
    by = out[out.index('Resource pressure by instruction:'):]
    head, *lines = by.splitlines()[1:]
    cols = [names[c] for c in re.findall(r'\[([\d.]+)\]', head)]
    press = []
    for l in lines[:len(info)]:
        t = l.split()
        press.append({c: float(v) for c, v in zip(cols, t[:len(cols)]) if v != '-'})
    assert len(press) == len(info) == len(insns), (len(press), len(info), len(insns))
    return [(u, lat, p) for (u, lat), p in zip(info, press)], cols


DISPATCH = {}


def dispatch_width(cpu):
    if cpu not in DISPATCH:
        out = run(['-mcpu=' + cpu, '-iterations=1', '-all-views=false', '-summary-view'],
                  'nop\n')
        DISPATCH[cpu] = int(re.search(r'^Dispatch Width:\s+(\d+)', out, re.M).group(1))
    return DISPATCH[cpu]


def kind(pipe):
    """The group of a pipe: V (vector), L (load), D (store data), I (integer), B (branch)."""
    k = re.sub(r'^(N1|N2|V1|V2)Unit', '', pipe)[0]
    return 'I' if k in 'SMI' else k


def weighted_bound(rows, cols, cpu, weights=None):
    """(cycles, the binding pipe set) of the fractional scheduling bound of `rows`, each row's
    work scaled by its weight (default 1)."""
    weights = weights or [1.0] * len(rows)
    best = (0.0, '-')
    for g in sorted({kind(c) for c in cols}):
        pipes = [c for c in cols if kind(c) == g]
        work = []
        for (_, _, p), wt in zip(rows, weights):
            use = {c: v for c, v in p.items() if kind(c) == g}
            if use and wt:
                work.append((frozenset(use), wt * sum(use.values())))
        for k in range(1, len(pipes) + 1):
            for s in itertools.combinations(pipes, k):
                s = frozenset(s)
                w = sum(v for a, v in work if a <= s) / len(s)
                if w > best[0] + 1e-9:
                    best = (w, '+'.join(re.sub(r'^(N1|N2|V1|V2)Unit', '', c) for c in sorted(s)))
    uops = sum(u * wt for (u, _, _), wt in zip(rows, weights)) / dispatch_width(cpu)
    if uops > best[0] + 1e-9:
        best = (uops, 'dispatch')
    return best


def pipe_bound(insns, cpu):
    """((cycles per iteration, the binding pipe set), the table rows) of a loop."""
    rows, cols = tables(insns, cpu)
    return weighted_bound(rows, cols, cpu), rows


# MixColumns without AESMC (FIPS-197 5.1.3, per column a0..a3, r = the column rotated by one
# byte, t = a ^ r): out = xtime(t) ^ r ^ (t rotated by two bytes); xtime by sign mask, AND 0x1b,
# doubling add and EOR. Nine instructions, none of them tied to the AES pipe.
MC_SOFT = ['tbl v1.16b, {v0.16b}, v30.16b', 'eor v2.16b, v0.16b, v1.16b', 'rev32 v3.8h, v2.8h',
           'cmlt v4.16b, v2.16b, #0', 'and v4.16b, v4.16b, v31.16b', 'add v5.16b, v2.16b, v2.16b',
           'eor v5.16b, v5.16b, v4.16b', 'eor v5.16b, v5.16b, v1.16b', 'eor v0.16b, v5.16b, v3.16b']


def soft_mc_bound(job, cpu):
    """The job bound when m of a block's AESMC/AESIMC are MixColumns in software (MC_SOFT, the
    inverse taken as no cheaper), m chosen from 0, 0.1, ..., Nr - 1 to minimise it: a way to
    take work off a core's only AES pipe (N1: V0) in a model that does not fuse AESE+AESMC."""
    insns = job_insns(job) + MC_SOFT
    rows, cols = tables(insns, cpu)
    n = len(job_insns(job))
    mc = [i for i in range(n) if mca.mnemonic(insns[i]) in ('aesmc', 'aesimc')]
    best = None
    for tenth in range(0, 10 * len(mc) + 1):
        m = tenth / 10
        w = [1.0] * n + [m] * len(MC_SOFT)
        for i in mc:
            w[i] = 1 - m / len(mc)
        b = weighted_bound(rows, cols, cpu, w)
        if best is None or b[0] < best[0][0] - 1e-9:
            best = (b, m)
    return best


# ---------------------------------------------------------------------------------------------
# The loop-carried dependency chain

RMW = {'aese', 'aesd', 'sha256h', 'sha256h2', 'sha256su0', 'sha256su1', 'sha512h', 'sha512h2',
       'sha512su0', 'sha512su1', 'sha1c', 'sha1p', 'sha1m', 'sha1su0', 'sha1su1', 'bsl', 'bit',
       'bif', 'movk', 'ins', 'mla', 'mls'}
STORES = re.compile(r'^st(r|p|ur|np|1|2|3|4|rb|rh|urb|urh)?$')


def regs(op):
    """Register names an operand mentions, normalised (v7 for q7/d7/v7.16b, x3 for w3/x3)."""
    out = []
    for r in re.findall(r'\b([vqdsbhxw])(\d+)\b', op):
        out.append(('v' if r[0] in 'vqdsbh' else 'x') + r[1])
    return out


def deps(insn):
    """(defs as [(reg, is_writeback)], uses) of one aarch64 instruction."""
    mn, ops = mca.mnemonic(insn), mca.operands(insn)
    if mn.startswith('b') and mn not in ('bsl', 'bit', 'bif', 'bic') or mn in ('ret', 'nop'):
        return [], []
    if mn in ('cbz', 'cbnz', 'tbz', 'tbnz'):
        return [], []
    defs, uses = [], []
    mem = next((i for i, o in enumerate(ops) if o.startswith('[')), None)
    if mem is not None:
        base = regs(ops[mem])
        uses += base
        wb = ops[mem].endswith('!') or (mem + 1 < len(ops) and not ops[mem + 1].startswith('['))
        if wb and base:
            defs.append((base[0], True))
        data = [r for o in ops[:mem] for r in regs(o)]
        if STORES.match(mn):
            uses += data
        else:
            defs += [(r, False) for r in data]
            if any('[' in o and not o.startswith('[') for o in ops[:mem]) or '}[' in insn:
                uses += data  # a lane load keeps the other lanes
        return defs, uses
    if mn in ('cmp', 'cmn', 'tst', 'ccmp', 'fcmp'):
        return [], [r for o in ops for r in regs(o)]
    if not ops:
        return [], []
    d = regs(ops[0])
    uses = [r for o in ops[1:] for r in regs(o)]
    if mn in RMW or ('[' in ops[0] and mn in ('mov', 'ins')):
        uses += d
    return [(r, False) for r in d], uses


def chain_bound(insns, rows, iterations=40):
    """Cycles per iteration of the loop's dependency chains (unlimited pipes)."""
    lat = [r[1] for r in rows]
    dd = [deps(i) for i in insns]
    ready, done = {}, []
    for _ in range(iterations):
        end = 0
        for (defs, uses), l in zip(dd, lat):
            t = max((ready.get(u, 0) for u in uses), default=0)
            for r, wb in defs:
                ready[r] = t + (1 if wb else l)
            end = max(end, t + l)
        done.append(end)
    h = iterations // 2
    return (done[-1] - done[h - 1]) / (iterations - h)


def sha_chain(job, cpu):
    """The round chain of one 64-byte block: see the module doc."""
    if job == 'sha256':
        rows, _ = tables(['sha256h q0, q1, v2.4s', 'mov v3.16b, v0.16b'], cpu)
        h, c = rows[0][1], rows[1][1]
        return 16 * (h + c / 2)
    rows, _ = tables(['sha512h q0, q1, v2.2d', 'add v3.2d, v0.2d, v1.2d',
                      'ext v4.16b, v3.16b, v5.16b, #8'], cpu)
    return 20 * sum(r[1] for r in rows)


# ---------------------------------------------------------------------------------------------

def cycles(insns, cpu):
    return mca.run_mca(mca.mca_input(insns, ARCH, None), ARCH, cpu)[0]


def evaluate(listings, ring_src):
    crate = {r[1]: r for r in mca.crate_rows(listings) if r[0] == ARCH}
    ring = {r[1]: r for r in mca.ring_rows(ring_src) if r[0] == ARCH} if ring_src else {}
    out = []
    for inst, rname, job in ROWS:
        _, _, blocks, t, problem = crate[inst]
        if t is None or problem:
            raise SystemExit(f'{inst}: {problem}')
        rr = ring.get(rname)
        for cpu in CPUS:
            row = {'kernel': inst, 'cpu': cpu}
            (pb, pset), rows = pipe_bound(t, cpu)
            row['crate'] = cycles(t, cpu) / blocks
            row['crate_pipes'], row['crate_set'] = pb / blocks, pset
            row['crate_chain'] = chain_bound(t, rows) / blocks
            if rr and rr[4] is not None and not rr[5]:
                n, tr = rr[3], rr[4]
                (rb, rset), rrows = pipe_bound(tr, cpu)
                row['ring'] = cycles(tr, cpu) / n
                row['ring_pipes'], row['ring_set'] = rb / n, rset
                row['ring_chain'] = chain_bound(tr, rrows) / n
            for side in ('crate', 'ring'):
                if side in row and row[side + '_chain'] > row[side] * 1.001:
                    print(f'mca_bound: {inst} {cpu} {side}: chain {row[side + "_chain"]:.2f} above '
                          f'the modeled {row[side]:.2f} (a dependency the model does not have?)',
                          file=sys.stderr)
            jb, jset = pipe_bound(job_insns(job), cpu)[0]
            jb /= job[1] if job[0].startswith('sha') else 1
            row['job'], row['job_set'] = jb, jset
            if job[0] in ('gcm', 'ctr', 'cbcd'):
                (row['job_soft'], _), row['soft_m'] = soft_mc_bound(job, cpu)
            if job[0].startswith('sha') and sha_chain(job[0], cpu) > jb:
                row['job'], row['job_set'] = sha_chain(job[0], cpu), 'chain'
            out.append(row)
    return out


def f(x):
    return '-' if x is None else mca.fmt(x)


def reach(r):
    ring = r.get('ring')
    if not ring:
        return None, '-'
    t = 0.9 * ring
    if t >= r['job'] - 1e-9:
        return t, 'yes'
    return t, 'soft' if t >= r.get('job_soft', float('inf')) - 1e-9 else 'no'


def soft(r):
    return f"{f(r['job_soft'])} ({r['soft_m']:g})" if 'job_soft' in r else '-'


def short(pset):
    return re.sub(r'^V0\+V1\+V2\+V3$', 'V', pset)


def table_long(res):
    """One row per kernel and model, with the pipe set or chain that binds each bound."""
    lines = ['| kernel | model | crate | crate pipes (set) / chain | ring | ring pipes (set) / chain '
             '| job bound (set) | soft MC bound (m) | 0.9 x ring | reach |',
             '| --- | --- | ---: | --- | ---: | --- | --- | --- | ---: | --- |']
    for r in res:
        tgt, ok = reach(r)
        rp = (f"{f(r['ring_pipes'])} ({r['ring_set']}) / {f(r['ring_chain'])}"
              if r.get('ring') else '-')
        lines.append(f"| `{r['kernel']}` | {mca.SHORT[r['cpu']]} | {f(r['crate'])} | "
                     f"{f(r['crate_pipes'])} ({r['crate_set']}) / {f(r['crate_chain'])} | "
                     f"{f(r.get('ring'))} | {rp} | {f(r['job'])} ({r['job_set']}) | {soft(r)} | {f(tgt)} "
                     f"| {ok} |")
    return '\n'.join(lines) + '\n'


def table(res):
    """One row per kernel, N1 / V1 / N2 / V2 in each cell; a loop's bound is the larger of
    its pipes and its chain bound."""
    slash = ' / '.join(mca.SHORT[c] for c in CPUS)
    lines = [f'| kernel | crate {slash} | ring | crate loop bound | ring loop bound | job bound '
             f'(binding) | soft MC bound | 0.9 x ring | reachable |',
             '| --- | --- | --- | --- | --- | --- | --- | --- | --- |']
    for k in dict.fromkeys(r['kernel'] for r in res):
        rs = [r for r in res if r['kernel'] == k]
        j = lambda xs: ' / '.join(xs)
        ring = [r.get('ring') for r in rs]
        lines.append(
            f"| `{k}` | {j(f(r['crate']) for r in rs)} | {j(f(x) for x in ring)} | "
            f"{j(f(max(r['crate_pipes'], r['crate_chain'])) for r in rs)} | "
            + (j(f(max(r['ring_pipes'], r['ring_chain'])) for r in rs) if ring[0] else '-')
            + f" | {j(f(r['job']) + ' ' + short(r['job_set']) for r in rs)} | "
            f"{j(f(r.get('job_soft')) for r in rs)} | {j(f(reach(r)[0]) for r in rs)} | {j(reach(r)[1] for r in rs)} |")
    return '\n'.join(lines) + '\n'


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--listings', default=os.path.dirname(os.path.abspath(__file__)),
                    help='folder holding aarch64/ listings (default: asm/)')
    ap.add_argument('--kernel', help='only crate instances matching this regex')
    ap.add_argument('--long', action='store_true',
                    help='one row per kernel and model, naming the binding pipe set')
    a = ap.parse_args()
    if a.kernel:
        ROWS[:] = [r for r in ROWS if re.search(a.kernel, r[0])]
    ring = mca.ring_dir()
    if not ring:
        print('mca_bound: ring 0.17.14 not found (RING_SRC=...): ring columns left empty',
              file=sys.stderr)
    res = evaluate(a.listings, ring)
    sys.stdout.write(table_long(res) if a.long else table(res))
    return 0


if __name__ == '__main__':
    sys.exit(main())
