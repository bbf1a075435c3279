//! The digest half of the report: the official digest and HMAC vectors on every hash backend
//! (`tests/common/shs.rs`, the code `cargo test` runs), and the throughput of MD5, SHA-1,
//! SHA-256, SHA-512, SHA-512/256, HMAC-SHA-256 and `digest_many` on each hash backend that implements them.
//! Hash backends are not AES backends (a CPU may have AES-NI without SHA-NI), so they get their
//! own columns; `--backend` does not apply to them.

use super::{
    BarGroup, Machine, Progress, Timing, fmt_cpb, fmt_mbps, json_num, json_str, seconds_per_op, size_label, svg_bars,
    table,
};
use crate::common::shs;
use aes_engine::digest::{Digest, HashBackend, Hmac, Md5, Sha1, Sha256, Sha512, Sha512_256};
use std::fmt::Write as _;
use std::hint::black_box;
use std::io::IsTerminal;
use std::time::Instant;

/// Messages per `digest_many` call in the `digest-many` rows.
pub const MANY: usize = 64;

/// One family on one hash backend: `None` = the backend does not implement the algorithm.
pub struct Validation {
    family: usize,
    backend: HashBackend,
    outcome: Option<shs::Outcome>,
    seconds: f64,
}

/// Every digest family on every hash backend this CPU has.
pub fn validate() -> Vec<Validation> {
    let backends = shs::hash_backends();
    let tty = std::io::stderr().is_terminal();
    let mut progress = Progress { tty, total: shs::FAMILIES.len() * backends.len(), done: 0 };
    let mut out = Vec::new();
    for &backend in &backends {
        for (fi, f) in shs::FAMILIES.iter().enumerate() {
            progress.show(&format!("validating {} on {backend}", f.name));
            let t = Instant::now();
            let outcome = (f.run)(backend);
            out.push(Validation { family: fi, backend, outcome, seconds: t.elapsed().as_secs_f64() });
        }
    }
    progress.clear();
    out
}

/// The failures, as lines for the error output.
pub fn failures(v: &[Validation]) -> Vec<String> {
    v.iter()
        .filter_map(|x| match &x.outcome {
            Some(Err(e)) => Some(format!("{} on {}: {e}", shs::FAMILIES[x.family].name, x.backend)),
            _ => None,
        })
        .collect()
}

pub fn print_validation(v: &[Validation]) {
    let backends = shs::hash_backends();
    println!("digest validation: official vectors from vectors/ (cases passed; - = not implemented by that backend)");
    let mut rows = vec![{
        let mut h = vec!["family".to_string(), "vectors".to_string()];
        h.extend(backends.iter().map(|b| b.to_string()));
        h
    }];
    for (fi, f) in shs::FAMILIES.iter().enumerate() {
        let mut r = vec![f.name.to_string(), f.what.to_string()];
        for &b in &backends {
            let cell =
                v.iter().find(|x| x.family == fi && x.backend == b).map_or(String::new(), |x| match &x.outcome {
                    None => "-".to_string(),
                    Some(Ok(n)) => n.to_string(),
                    Some(Err(_)) => "FAILED".to_string(),
                });
            r.push(cell);
        }
        rows.push(r);
    }
    let mut total = vec!["total".to_string(), String::new()];
    for &b in &backends {
        let n: usize = v.iter().filter(|x| x.backend == b).filter_map(|x| x.outcome.as_ref()?.as_ref().ok()).sum();
        total.push(n.to_string());
    }
    rows.push(total);
    print!("{}", table(&rows, 2));
    let secs: f64 = v.iter().map(|x| x.seconds).sum();
    println!(
        "  (on a backend with single-stream kernels every vector is hashed whole and in pieces; on a backend with a"
    );
    println!("   digest_many path each file is also hashed as one batch of mixed lengths; {secs:.1} s)");
    println!();
}

type Op = Box<dyn FnMut()>;

/// One measured digest operation; `make` returns `None` where the backend lacks it.
struct Primitive {
    id: &'static str,
    lanes: usize,
    make: fn(HashBackend, usize) -> Option<Op>,
}

/// A one-shot digest of `size` bytes on backend `b` (the hasher set up once, cloned per call).
fn one_shot<H: Digest + 'static>(b: HashBackend, size: usize) -> Option<Op> {
    let proto = H::with_backend(b).ok()?;
    let data = vec![0x5a; size];
    Some(Box::new(move || {
        let mut h = proto.clone();
        h.update(black_box(&data));
        black_box(h.finalize());
    }))
}

/// `digest_many` over [`MANY`] messages of `size` bytes on backend `b`.
fn many<H: Digest + 'static>(b: HashBackend, size: usize) -> Option<Op> {
    H::digest_many_with(b, &[] as &[&[u8]], &mut []).ok()?;
    let data = vec![vec![0x5a; size]; MANY];
    let mut out = vec![H::digest(b""); MANY];
    Some(Box::new(move || {
        let inputs: Vec<&[u8]> = data.iter().map(Vec::as_slice).collect();
        H::digest_many_with(b, black_box(&inputs), &mut out).unwrap();
        black_box(&out);
    }))
}

fn primitives() -> Vec<Primitive> {
    vec![
        Primitive { id: "md5", lanes: 1, make: one_shot::<Md5> },
        Primitive { id: "sha1", lanes: 1, make: one_shot::<Sha1> },
        Primitive { id: "sha256", lanes: 1, make: one_shot::<Sha256> },
        Primitive { id: "sha512", lanes: 1, make: one_shot::<Sha512> },
        Primitive { id: "sha512-256", lanes: 1, make: one_shot::<Sha512_256> },
        Primitive {
            id: "hmac-sha256",
            lanes: 1,
            make: |b, size| {
                let mut mac = Hmac::<Sha256>::with_backend(&[0x42; 32], b).ok()?;
                let data = vec![0x5a; size];
                Some(Box::new(move || {
                    mac.update(black_box(&data));
                    black_box(mac.finalize_reset());
                }))
            },
        },
        Primitive { id: "digest-many-md5", lanes: MANY, make: many::<Md5> },
        Primitive { id: "digest-many-sha256", lanes: MANY, make: many::<Sha256> },
        Primitive { id: "digest-many-sha512-256", lanes: MANY, make: many::<Sha512_256> },
    ]
}

pub struct Measurement {
    prim: usize,
    size: usize,
    backend: HashBackend,
    bytes_per_s: f64,
}

pub struct Results {
    prims: Vec<Primitive>,
    sizes: Vec<usize>,
    backends: Vec<HashBackend>,
    m: Vec<Measurement>,
    clock_hz: Option<f64>,
}

impl Results {
    fn get(&self, prim: usize, size: usize, b: HashBackend) -> Option<f64> {
        self.m.iter().find(|x| x.prim == prim && x.size == size && x.backend == b).map(|x| x.bytes_per_s)
    }

    fn speedup(&self, prim: usize, size: usize, b: HashBackend) -> Option<f64> {
        Some(self.get(prim, size, b)? / self.get(prim, size, HashBackend::Soft)?)
    }

    /// The clock estimate, once both halves of the report have measured.
    pub fn set_clock(&mut self, hz: Option<f64>) {
        self.clock_hz = hz;
    }
}

/// Every primitive at every size on every hash backend that has it.
pub fn measure(sizes: &[usize], t: &Timing) -> Results {
    let prims = primitives();
    let backends = shs::hash_backends();
    let tty = std::io::stderr().is_terminal();
    let mut progress = Progress { tty, total: prims.len(), done: 0 };
    let mut m = Vec::new();
    for (pi, p) in prims.iter().enumerate() {
        progress.show(&format!("measuring {}", p.id));
        for &size in sizes {
            for &backend in &backends {
                let Some(mut op) = (p.make)(backend, size) else { continue };
                let secs = seconds_per_op(&mut op, t);
                m.push(Measurement { prim: pi, size, backend, bytes_per_s: (p.lanes * size) as f64 / secs });
            }
        }
    }
    progress.clear();
    Results { prims, sizes: sizes.to_vec(), backends, m, clock_hz: None }
}

pub fn print_throughput(r: &Results) {
    println!("digest throughput: MB/s, c/B at the same clock, x soft = speed-up over the portable hash backend");
    let mut head1 = vec![String::new(); 2];
    let mut head2 = vec!["primitive".to_string(), "size".to_string()];
    for &b in &r.backends {
        let cols = if b != HashBackend::Soft { 3 } else { 2 };
        head1.push(b.to_string());
        head1.extend(std::iter::repeat_n(String::new(), cols - 1));
        head2.push("MB/s".into());
        head2.push("c/B".into());
        if cols == 3 {
            head2.push("x soft".into());
        }
    }
    let mut rows = vec![head1, head2];
    for (pi, p) in r.prims.iter().enumerate() {
        for &size in &r.sizes {
            let label = if p.lanes > 1 { format!("{}x{}", p.lanes, size_label(size)) } else { size_label(size) };
            let mut row = vec![p.id.to_string(), label];
            for &b in &r.backends {
                let bps = r.get(pi, size, b);
                row.push(bps.map_or("-".into(), |v| fmt_mbps(v / 1e6)));
                row.push(match (bps, r.clock_hz) {
                    (Some(v), Some(hz)) => fmt_cpb(hz / v),
                    _ => "-".into(),
                });
                if b != HashBackend::Soft {
                    row.push(r.speedup(pi, size, b).map(|x| format!("{x:.1}x")).unwrap_or_default());
                }
            }
            rows.push(row);
        }
    }
    print!("{}", table(&rows, 2));
    println!("  note: md5..hmac-sha256 are one-shot digests of one message (hasher set up once, cloned per call);");
    println!("        digest-many-* hash {MANY} independent messages of the given size per call; - = not implemented");
    println!();
}

/// The chart of the 16 KiB figures.
pub fn svg(r: &Results, machine: &Machine, size: usize) -> String {
    let colour = |b: HashBackend| match b {
        HashBackend::ShaNi => "#1f77b4",
        HashBackend::Avx2 => "#9467bd",
        HashBackend::Armv8 => "#2ca02c",
        _ => "#8c8c8c",
    };
    let series: Vec<(String, &str)> = r.backends.iter().map(|&b| (b.to_string(), colour(b))).collect();
    let groups: Vec<BarGroup> = r
        .prims
        .iter()
        .enumerate()
        .map(|(pi, p)| BarGroup {
            label: p.id.to_string(),
            values: r.backends.iter().map(|&b| r.get(pi, size, b).map(|v| v / 1e6)).collect(),
        })
        .collect();
    svg_bars(
        &format!("aes-engine digests at {} (MB/s, log scale)", size_label(size)),
        &machine.cpu_model,
        &series,
        &groups,
    )
}

/// The JSON fields `digest_validation` and `digest_throughput` (each line ends with a comma).
pub fn json(v: &[Validation], r: Option<&Results>) -> String {
    let mut s = String::new();
    let ok = v.iter().all(|x| !matches!(x.outcome, Some(Err(_))));
    let _ = writeln!(s, "  \"digest_validation_ok\": {ok},");
    s += "  \"digest_validation\": [\n";
    let items: Vec<String> = v
        .iter()
        .map(|x| {
            let (implemented, cases, err) = match &x.outcome {
                None => (false, "null".to_string(), "null".to_string()),
                Some(Ok(n)) => (true, n.to_string(), "null".to_string()),
                Some(Err(e)) => (true, "0".to_string(), json_str(e)),
            };
            format!(
                "    {{\"hash_backend\": {}, \"family\": {}, \"implemented\": {implemented}, \"cases\": {cases}, \"error\": {err}, \"seconds\": {:.3}}}",
                json_str(x.backend.name()),
                json_str(shs::FAMILIES[x.family].name),
                x.seconds
            )
        })
        .collect();
    s += &items.join(",\n");
    s += "\n  ],\n";
    s += "  \"digest_throughput\": [\n";
    if let Some(r) = r {
        let items: Vec<String> = r
            .m
            .iter()
            .map(|x| {
                let p = &r.prims[x.prim];
                format!(
                    "    {{\"primitive\": {}, \"hash_backend\": {}, \"size\": {}, \"lanes\": {}, \"mb_per_s\": {}, \"cycles_per_byte\": {}, \"speedup_vs_soft\": {}}}",
                    json_str(p.id),
                    json_str(x.backend.name()),
                    x.size,
                    p.lanes,
                    json_num(Some(x.bytes_per_s / 1e6), 2),
                    json_num(r.clock_hz.map(|hz| hz / x.bytes_per_s), 4),
                    json_num(r.speedup(x.prim, x.size, x.backend), 3)
                )
            })
            .collect();
        s += &items.join(",\n");
        s.push('\n');
    }
    s += "  ],\n";
    s
}
