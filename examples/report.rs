//! What this machine does with aes-engine: the CPU and the backends it can run, the official
//! vectors validated on each backend, and the throughput of every primitive on every backend.
//!
//! ```sh
//! cargo run --release --example report                     # full run (about a minute)
//! cargo run --release --example report -- --quick          # CI: a few seconds, no 1 MiB column
//! cargo run --release --example report -- --json           # machine-readable, on stdout
//! cargo run --release --example report -- --backend vaes,soft
//! ```
//!
//! The validation runs the same code as `cargo test` (`tests/common/nist.rs`); any failing case
//! makes the report exit with status 1 before it measures anything. The throughput is measured
//! with a plain timing loop (batch size grown until one batch takes at least 2 ms, then the best
//! of up to 40 such batches within 150 ms; --quick: 1 ms, 8, 15 ms), reported in MB/s (10^6 bytes per second), in cycles per
//! byte at the core clock estimated at run time, and as the speed-up over the portable backend.
//! An SVG bar chart of the 16 KiB figures is written to `target/report/throughput.svg`.
//!
//! The digests (`report/digests.rs`) follow the same pattern with their own backends (`soft`,
//! `sha-ni`, `avx2`, `armv8`): SHAVS/RFC validation on each, then MD5, SHA-1, SHA-256, SHA-512,
//! HMAC-SHA-256 and `digest_many` throughput, and a chart in `target/report/digests.svg`.

#[path = "../tests/common/mod.rs"]
mod common;
#[path = "report/digests.rs"]
mod digests;

use aes_engine::cbc::{self, Lane, Padding};
use aes_engine::ccm::Ccm;
use aes_engine::cmac;
use aes_engine::ctr::Ctr;
use aes_engine::gcm_siv::{Aes128GcmSiv, Aes256GcmSiv};
use aes_engine::stream::CipherReader;
use aes_engine::xts::{Aes128Xts, Aes256Xts, Xts};
use aes_engine::{Aes128, Aes128Gcm, Aes192, Aes192Gcm, Aes256, Aes256Gcm, Backend, BlockCipher, GHash};
use common::nist;
use std::fmt::Write as _;
use std::hint::black_box;
use std::io::{IsTerminal, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

const USAGE: &str = "\
usage: cargo run --release --example report -- [--quick] [--json] [--backend NAME[,NAME...]]

  --quick           a few seconds (CI): sizes 16 B, 1 KiB, 16 KiB; short timing batches
  --json            print one JSON document on stdout instead of the text report
  --backend NAMES   validate and measure only these backends (soft, aesni, vaes, armv8);
                    the speed-up column needs soft among them
  -h, --help        this text";

// ---------------------------------------------------------------------------------------------
// Command line

struct Args {
    quick: bool,
    json: bool,
    backends: Vec<Backend>,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args { quick: false, json: false, backends: Backend::available().collect() };
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) => (f.to_string(), Some(v.to_string())),
            None => (a.clone(), None),
        };
        match flag.as_str() {
            "--quick" => args.quick = true,
            "--json" => args.json = true,
            "--backend" | "--backends" => {
                let list = inline.or_else(|| it.next()).ok_or("--backend needs a name")?;
                let mut chosen = Vec::new();
                for name in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                    let b: Backend = name.parse().map_err(|e| format!("--backend {name}: {e}"))?;
                    if !b.is_available() {
                        return Err(format!(
                            "--backend {name}: this CPU cannot run it (available: {})",
                            names(&args.backends)
                        ));
                    }
                    if !chosen.contains(&b) {
                        chosen.push(b);
                    }
                }
                if chosen.is_empty() {
                    return Err("--backend needs a name".into());
                }
                // Fastest first, as Backend::available orders them.
                args.backends.retain(|b| chosen.contains(b));
            }
            "-h" | "--help" => return Err(String::new()),
            // `cargo bench`-style harness flags are ignored.
            "--bench" => {}
            _ => return Err(format!("unknown argument {a}")),
        }
    }
    Ok(args)
}

fn names(backends: &[Backend]) -> String {
    backends.iter().map(|b| b.name()).collect::<Vec<_>>().join(", ")
}

// ---------------------------------------------------------------------------------------------
// The machine

struct Machine {
    arch: &'static str,
    cpu_model: String,
    /// (feature, detected by std)
    features: Vec<(&'static str, bool)>,
    env_backend: Option<String>,
    available: Vec<Backend>,
    /// What `Aes128::new` picks (AES_ENGINE_BACKEND if usable, else the fastest).
    default: Backend,
}

fn cpu_model() -> String {
    let Ok(info) = std::fs::read_to_string("/proc/cpuinfo") else {
        return "unknown (no /proc/cpuinfo)".into();
    };
    let field = |key: &str| {
        info.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            (k.trim() == key && !v.trim().is_empty()).then(|| v.trim().to_string())
        })
    };
    if let Some(m) = field("model name").or_else(|| field("Model name")).or_else(|| field("Hardware")) {
        return m;
    }
    match (field("CPU implementer"), field("CPU part")) {
        (Some(i), Some(p)) => format!("implementer {i}, part {p}"),
        _ => "unknown".into(),
    }
}

#[allow(unused_mut, clippy::vec_init_then_push)]
fn features() -> Vec<(&'static str, bool)> {
    let mut f = Vec::new();
    #[cfg(target_arch = "x86_64")]
    {
        f.push(("aes", std::is_x86_feature_detected!("aes")));
        f.push(("pclmulqdq", std::is_x86_feature_detected!("pclmulqdq")));
        f.push(("avx2", std::is_x86_feature_detected!("avx2")));
        f.push(("vaes", std::is_x86_feature_detected!("vaes")));
        f.push(("vpclmulqdq", std::is_x86_feature_detected!("vpclmulqdq")));
    }
    #[cfg(target_arch = "aarch64")]
    {
        f.push(("aes", std::arch::is_aarch64_feature_detected!("aes")));
        f.push(("pmull", std::arch::is_aarch64_feature_detected!("pmull")));
    }
    f
}

fn machine() -> Machine {
    Machine {
        arch: std::env::consts::ARCH,
        cpu_model: cpu_model(),
        features: features(),
        env_backend: std::env::var("AES_ENGINE_BACKEND").ok(),
        available: Backend::available().collect(),
        default: Aes128::new(&[0; 16]).backend(),
    }
}

// ---------------------------------------------------------------------------------------------
// The core clock
//
// The time-stamp counter ticks at a fixed reference rate whatever the core runs at (boost,
// power saving), so cycles per byte computed from it are not core cycles. Instead we time a long
// chain of dependent register-to-register integer adds, each of which has a latency of exactly
// one core cycle on every x86_64 and aarch64 core: adds / seconds = core clock. The loop counter
// runs on another port in parallel, so it does not lengthen the chain.

const CLOCK_METHOD: &str = "timed a chain of dependent 1-cycle register adds (best of 25 runs of ~2 ms, \
    before and after the measurements; the higher estimate counts, as sharing the core can only lower one); \
    not the TSC, which ticks at a fixed reference rate, not at the core clock";

/// Adds per iteration of `add_chain` (the `.rept` count); only the two add-chain kernels use it.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
const CHAIN: u64 = 64;

#[cfg(target_arch = "x86_64")]
fn add_chain(iters: u64) {
    // SAFETY: register-only arithmetic and a local backward branch; no memory, no stack.
    unsafe {
        std::arch::asm!(
            "2:",
            ".rept 64",
            "add {x}, {one}",
            ".endr",
            "dec {n}",
            "jnz 2b",
            x = inout(reg) 0u64 => _,
            one = in(reg) 1u64,
            n = inout(reg) iters.max(1) => _,
            options(nomem, nostack),
        );
    }
}

#[cfg(target_arch = "aarch64")]
fn add_chain(iters: u64) {
    // SAFETY: register-only arithmetic and a local backward branch; no memory, no stack.
    unsafe {
        std::arch::asm!(
            "2:",
            ".rept 64",
            "add {x}, {x}, {one}",
            ".endr",
            "subs {n}, {n}, #1",
            "b.ne 2b",
            x = inout(reg) 0u64 => _,
            one = in(reg) 1u64,
            n = inout(reg) iters.max(1) => _,
            options(nomem, nostack),
        );
    }
}

/// The core clock in Hz, or `None` where there is no add-chain kernel for this architecture.
fn core_clock_hz() -> Option<f64> {
    #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
    {
        add_chain(1 << 16); // wake the core up
        let mut iters = 1u64 << 12;
        loop {
            let t = Instant::now();
            add_chain(iters);
            if t.elapsed() >= Duration::from_millis(2) || iters >= 1 << 30 {
                break;
            }
            iters *= 2;
        }
        // Many short runs: on a shared machine some run is likely to go uninterrupted.
        let best = (0..25)
            .map(|_| {
                let t = Instant::now();
                add_chain(iters);
                t.elapsed().as_secs_f64()
            })
            .fold(f64::INFINITY, f64::min);
        Some((iters * CHAIN) as f64 / best)
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    {
        None
    }
}

// ---------------------------------------------------------------------------------------------
// Timing

struct Timing {
    /// Grow the batch until one batch takes at least this long.
    min_batch: Duration,
    /// At most this many batches are timed; the best one counts.
    max_runs: usize,
    /// ... and no more batches start once this much time has gone (at least two run).
    budget: Duration,
}

/// Seconds per call of `op`: the best of several short batches. Short batches and the minimum
/// keep the figure honest on a shared machine: a batch that was preempted is slower, never
/// faster, and with batches of a few milliseconds some run within one time slice.
fn seconds_per_op(op: &mut dyn FnMut(), t: &Timing) -> f64 {
    let start_all = Instant::now();
    op(); // warm-up: page faults, caches, branch predictors
    let mut iters: u64 = 1;
    let mut best;
    loop {
        let start = Instant::now();
        for _ in 0..iters {
            op();
        }
        let e = start.elapsed();
        if e >= t.min_batch {
            best = e.as_secs_f64() / iters as f64;
            break;
        }
        let grow = if e.is_zero() { 100.0 } else { 1.2 * t.min_batch.as_secs_f64() / e.as_secs_f64() };
        iters = (iters as f64 * grow.clamp(2.0, 100.0)).ceil() as u64;
    }
    for run in 1..t.max_runs {
        if run >= 2 && start_all.elapsed() >= t.budget {
            break;
        }
        let start = Instant::now();
        for _ in 0..iters {
            op();
        }
        best = best.min(start.elapsed().as_secs_f64() / iters as f64);
    }
    best
}

// ---------------------------------------------------------------------------------------------
// The primitives

type Op = Box<dyn FnMut()>;

/// One measurable operation on a buffer of the given size, and optionally a baseline whose time
/// is subtracted (the copy that gives GCM open a fresh ciphertext each time).
struct Bench {
    op: Op,
    baseline: Option<Op>,
}

impl Bench {
    fn new(op: impl FnMut() + 'static) -> Self {
        Bench { op: Box::new(op), baseline: None }
    }
}

struct Primitive {
    /// Stable id (JSON `primitive`).
    id: &'static str,
    /// `aes128`, `aes192`, `aes256`, or `-` for GHASH.
    cipher: &'static str,
    /// Messages per call: bytes per call = lanes x size.
    lanes: usize,
    make: fn(Backend, usize) -> Bench,
}

const NONCE: [u8; 12] = [7; 12];
const IV: [u8; 16] = [3; 16];

fn aes128(b: Backend) -> Aes128 {
    Aes128::with_backend(&[0x42; 16], b).expect("backend checked available")
}

fn aes256(b: Backend) -> Aes256 {
    Aes256::with_backend(&[0x42; 32], b).expect("backend checked available")
}

/// GCM open in place consumes its ciphertext, so each call first copies a fresh one in; the
/// same copy, timed alone, is subtracted. `$tag` gives the tag as the open takes it (GCM and
/// CCM by default, `tag_array` for GCM-SIV).
macro_rules! gcm_open {
    ($gcm:expr) => {
        gcm_open!($gcm, tag_slice)
    };
    ($gcm:expr, $tag:expr) => {
        |b: Backend, size: usize| {
            let g = $gcm(b);
            let mut ct = vec![0u8; size];
            let tag = g.encrypt_in_place_detached(&NONCE, b"", &mut ct).expect("seal");
            let mut buf = vec![0u8; size];
            let (src, mut dst) = (ct.clone(), vec![0u8; size]);
            Bench {
                op: Box::new(move || {
                    buf.copy_from_slice(&ct);
                    g.decrypt_in_place_detached(&NONCE, b"", black_box(&mut buf), $tag(&tag)).expect("open");
                }),
                baseline: Some(Box::new(move || black_box(&mut dst).copy_from_slice(black_box(&src)))),
            }
        }
    };
}

macro_rules! gcm_seal {
    ($gcm:expr) => {
        |b: Backend, size: usize| {
            let g = $gcm(b);
            let mut buf = vec![0u8; size];
            Bench::new(move || {
                black_box(g.encrypt_in_place_detached(&NONCE, b"", black_box(&mut buf)).expect("seal"));
            })
        }
    };
}

macro_rules! ecb {
    ($ty:ident, $len:literal, $method:ident) => {
        |b: Backend, size: usize| {
            let k = $ty::with_backend(&[0x42; $len], b).expect("backend checked available");
            let mut blocks = vec![[0u8; 16]; size / 16];
            Bench::new(move || k.$method(black_box(&mut blocks)))
        }
    };
}

fn gcm128(b: Backend) -> Aes128Gcm {
    Aes128Gcm::with_backend(&[0x42; 16], b).expect("backend checked available")
}

fn gcm192(b: Backend) -> Aes192Gcm {
    Aes192Gcm::with_backend(&[0x42; 24], b).expect("backend checked available")
}

fn gcm256(b: Backend) -> Aes256Gcm {
    Aes256Gcm::with_backend(&[0x42; 32], b).expect("backend checked available")
}

/// An XTS key whose halves differ, both as 64 bytes and in its first 32 (bytes 0, 1, 2, ...).
const XTS_KEY: [u8; 64] = {
    let mut k = [0; 64];
    let mut i = 0;
    while i < 64 {
        k[i] = i as u8;
        i += 1;
    }
    k
};

fn xts128(b: Backend) -> Aes128Xts {
    Aes128Xts::with_backend(XTS_KEY[..32].try_into().expect("32 bytes"), b).expect("backend checked available")
}

fn xts256(b: Backend) -> Aes256Xts {
    Aes256Xts::with_backend(&XTS_KEY, b).expect("backend checked available")
}

/// XTS over a `size`-byte buffer: one data unit up to 4 KiB, 4 KiB units (sector numbers from 0)
/// above that; under 16 bytes, one 16-byte unit.
fn xts_bench<C: BlockCipher + 'static>(x: Xts<C>, encrypt: bool, size: usize) -> Bench {
    let mut buf = vec![0u8; size.max(16)];
    Bench::new(move || {
        for (n, d) in black_box(&mut buf).chunks_mut(4096).enumerate() {
            let r = if encrypt { x.encrypt_sector_number(n as u128, d) } else { x.decrypt_sector_number(n as u128, d) };
            r.expect("xts units of >= 16 bytes");
        }
    })
}

/// The tag as `decrypt_in_place_detached` takes it: a slice for GCM and CCM.
fn tag_slice(t: &aes_engine::Tag) -> &[u8] {
    t.as_ref()
}

/// The tag as GCM-SIV's `decrypt_in_place_detached` takes it: the array itself.
fn tag_array(t: &[u8; 16]) -> &[u8; 16] {
    t
}

fn siv128(b: Backend) -> Aes128GcmSiv {
    Aes128GcmSiv::with_backend(&[0x42; 16], b).expect("backend checked available")
}

fn siv256(b: Backend) -> Aes256GcmSiv {
    Aes256GcmSiv::with_backend(&[0x42; 32], b).expect("backend checked available")
}

/// CCM with 16-byte tags and 12-byte nonces (q = 3: messages up to 16 MiB).
fn ccm128(b: Backend) -> Ccm<Aes128> {
    Ccm::new(aes128(b), 16, 12).expect("valid sizes")
}

fn primitives() -> Vec<Primitive> {
    let mut p = vec![
        Primitive { id: "aes-encrypt", cipher: "aes128", lanes: 1, make: ecb!(Aes128, 16, encrypt_blocks) },
        Primitive { id: "aes-decrypt", cipher: "aes128", lanes: 1, make: ecb!(Aes128, 16, decrypt_blocks) },
        Primitive { id: "aes-encrypt", cipher: "aes192", lanes: 1, make: ecb!(Aes192, 24, encrypt_blocks) },
        Primitive { id: "aes-encrypt", cipher: "aes256", lanes: 1, make: ecb!(Aes256, 32, encrypt_blocks) },
        Primitive { id: "aes-decrypt", cipher: "aes256", lanes: 1, make: ecb!(Aes256, 32, decrypt_blocks) },
        Primitive {
            id: "ghash",
            cipher: "-",
            lanes: 1,
            make: |b, size| {
                let proto = GHash::with_backend(&[0x42; 16], b).expect("backend checked available");
                let data = vec![0x5a; size];
                Bench::new(move || {
                    let mut h = proto.clone();
                    h.update_padded(black_box(&data));
                    black_box(h.finalize());
                })
            },
        },
        Primitive {
            id: "ctr",
            cipher: "aes128",
            lanes: 1,
            make: |b, size| {
                let k = aes128(b);
                let mut buf = vec![0u8; size];
                Bench::new(move || Ctr::new(&k, &IV).apply_keystream(black_box(&mut buf)))
            },
        },
        Primitive {
            id: "ctr",
            cipher: "aes256",
            lanes: 1,
            make: |b, size| {
                let k = aes256(b);
                let mut buf = vec![0u8; size];
                Bench::new(move || Ctr::new(&k, &IV).apply_keystream(black_box(&mut buf)))
            },
        },
        Primitive {
            id: "cbc-encrypt",
            cipher: "aes128",
            lanes: 1,
            make: |b, size| {
                let k = aes128(b);
                let mut buf = vec![0u8; size];
                Bench::new(move || {
                    black_box(cbc::encrypt_in_place(&k, &IV, Padding::None, black_box(&mut buf), size).expect("cbc"));
                })
            },
        },
        Primitive {
            id: "cbc-decrypt",
            cipher: "aes128",
            lanes: 1,
            make: |b, size| {
                let k = aes128(b);
                let mut buf = vec![0u8; size];
                Bench::new(move || {
                    black_box(cbc::decrypt_in_place(&k, &IV, Padding::None, black_box(&mut buf)).expect("cbc"));
                })
            },
        },
        Primitive {
            id: "cbc-encrypt-many8",
            cipher: "aes128",
            lanes: 8,
            make: |b, size| {
                let k = aes128(b);
                let mut msgs = vec![vec![0u8; size]; 8];
                Bench::new(move || {
                    let mut it = msgs.iter_mut();
                    let mut lanes: [Lane; 8] =
                        std::array::from_fn(|i| Lane { iv: [i as u8; 16], data: it.next().expect("8 messages") });
                    cbc::encrypt_many(&k, black_box(&mut lanes)).expect("cbc");
                })
            },
        },
        Primitive { id: "xts-encrypt", cipher: "aes128", lanes: 1, make: |b, size| xts_bench(xts128(b), true, size) },
        Primitive { id: "xts-decrypt", cipher: "aes128", lanes: 1, make: |b, size| xts_bench(xts128(b), false, size) },
        Primitive { id: "xts-encrypt", cipher: "aes256", lanes: 1, make: |b, size| xts_bench(xts256(b), true, size) },
        Primitive {
            id: "cmac",
            cipher: "aes128",
            lanes: 1,
            make: |b, size| {
                let k = aes128(b);
                let data = vec![0x5a; size];
                Bench::new(move || {
                    black_box(cmac::mac(&k, black_box(&data)));
                })
            },
        },
        Primitive {
            id: "cmac-many64",
            cipher: "aes128",
            lanes: 64,
            make: |b, size| {
                let k = aes128(b);
                let msgs = vec![vec![0x5au8; size]; 64];
                let mut tags = vec![[0u8; 16]; 64];
                Bench::new(move || cmac::cmac_many(&k, black_box(&msgs), &mut tags).expect("cmac"))
            },
        },
        Primitive { id: "gcm-seal", cipher: "aes128", lanes: 1, make: gcm_seal!(gcm128) },
        Primitive { id: "gcm-open", cipher: "aes128", lanes: 1, make: gcm_open!(gcm128) },
        Primitive { id: "gcm-seal", cipher: "aes192", lanes: 1, make: gcm_seal!(gcm192) },
        Primitive { id: "gcm-open", cipher: "aes192", lanes: 1, make: gcm_open!(gcm192) },
        Primitive { id: "gcm-seal", cipher: "aes256", lanes: 1, make: gcm_seal!(gcm256) },
        Primitive { id: "gcm-open", cipher: "aes256", lanes: 1, make: gcm_open!(gcm256) },
        Primitive { id: "gcm-siv-seal", cipher: "aes128", lanes: 1, make: gcm_seal!(siv128) },
        Primitive { id: "gcm-siv-open", cipher: "aes128", lanes: 1, make: gcm_open!(siv128, tag_array) },
        Primitive { id: "gcm-siv-seal", cipher: "aes256", lanes: 1, make: gcm_seal!(siv256) },
        Primitive { id: "gcm-siv-open", cipher: "aes256", lanes: 1, make: gcm_open!(siv256, tag_array) },
        Primitive { id: "ccm-seal", cipher: "aes128", lanes: 1, make: gcm_seal!(ccm128) },
        Primitive { id: "ccm-open", cipher: "aes128", lanes: 1, make: gcm_open!(ccm128) },
    ];
    p.extend(stream_primitives());
    p
}

/// The stream-layer row: GCM decryption through `stream::CipherReader` (the whole authenticated
/// read path: 8 KiB reads of the inner stream, tag check, release).
fn stream_primitives() -> Vec<Primitive> {
    vec![Primitive {
        id: "gcm-stream-reader",
        cipher: "aes128",
        lanes: 1,
        make: |b, size| {
            let g = gcm128(b);
            let sealed = g.encrypt(&NONCE, b"", &vec![0u8; size]).expect("seal");
            let mut out = vec![0u8; size];
            Bench::new(move || {
                let mut d = g.decryptor(&NONCE, b"").expect("nonce");
                d.reserve(sealed.len()); // as a caller that knows the length does
                let mut r = CipherReader::new(&sealed[..], d);
                r.read_exact(black_box(&mut out)).expect("read");
                assert_eq!(r.read(&mut [0u8; 1]).expect("end"), 0);
            })
        },
    }]
}

/// Printed (and put in the JSON) while a row family is missing.
const STREAM_NOTE: Option<&str> = None;

// ---------------------------------------------------------------------------------------------
// Measuring

struct Measurement {
    prim: usize,
    size: usize,
    backend: Backend,
    /// Bytes processed per second.
    bytes_per_s: f64,
}

fn size_label(size: usize) -> String {
    match size {
        s if s >= 1 << 20 && s % (1 << 20) == 0 => format!("{} MiB", s >> 20),
        s if s >= 1 << 10 && s % (1 << 10) == 0 => format!("{} KiB", s >> 10),
        s => format!("{s} B"),
    }
}

struct Progress {
    tty: bool,
    total: usize,
    done: usize,
}

impl Progress {
    fn show(&mut self, what: &str) {
        self.done += 1;
        let mut e = std::io::stderr().lock();
        if self.tty {
            let _ = write!(e, "\r\x1b[K[{:>3}/{}] {what}", self.done, self.total);
        } else {
            let _ = writeln!(e, "[{:>3}/{}] {what}", self.done, self.total);
        }
        let _ = e.flush();
    }

    fn clear(&self) {
        if self.tty {
            let _ = write!(std::io::stderr(), "\r\x1b[K");
        }
    }
}

fn measure(prims: &[Primitive], sizes: &[usize], backends: &[Backend], t: &Timing) -> Vec<Measurement> {
    let tty = std::io::stderr().is_terminal();
    let mut progress =
        Progress { tty, total: if tty { prims.len() * sizes.len() * backends.len() } else { prims.len() }, done: 0 };
    let mut out = Vec::new();
    for (pi, p) in prims.iter().enumerate() {
        if !tty {
            progress.show(&format!("measuring {} {}", p.id, p.cipher));
        }
        for &size in sizes {
            for &backend in backends {
                if tty {
                    progress.show(&format!("measuring {} {} {} on {backend}", p.id, p.cipher, size_label(size)));
                }
                let mut bench = (p.make)(backend, size);
                let mut secs = seconds_per_op(&mut bench.op, t);
                if let Some(base) = bench.baseline.as_mut() {
                    // Subtract the copy, but never claim more than 20x the measured speed.
                    secs = (secs - seconds_per_op(base, t)).max(secs / 20.0);
                }
                out.push(Measurement { prim: pi, size, backend, bytes_per_s: (p.lanes * size) as f64 / secs });
            }
        }
    }
    progress.clear();
    out
}

// ---------------------------------------------------------------------------------------------
// Validation

struct Validation {
    family: usize,
    backend: Backend,
    outcome: nist::Outcome,
    seconds: f64,
}

fn validate(backends: &[Backend]) -> Vec<Validation> {
    let tty = std::io::stderr().is_terminal();
    let mut progress = Progress { tty, total: nist::FAMILIES.len() * backends.len(), done: 0 };
    let mut out = Vec::new();
    for &backend in backends {
        for (fi, f) in nist::FAMILIES.iter().enumerate() {
            progress.show(&format!("validating {} on {backend}", f.name));
            let t = Instant::now();
            let outcome = (f.run)(backend);
            out.push(Validation { family: fi, backend, outcome, seconds: t.elapsed().as_secs_f64() });
        }
    }
    progress.clear();
    out
}

// ---------------------------------------------------------------------------------------------
// Text output

/// Left-aligns the first `left` columns and right-aligns the rest.
fn table(rows: &[Vec<String>], left: usize) -> String {
    let ncols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let width: Vec<usize> = (0..ncols)
        .map(|c| rows.iter().filter_map(|r| r.get(c)).map(|s| s.chars().count()).max().unwrap_or(0))
        .collect();
    let mut s = String::new();
    for r in rows {
        let mut line = String::from("  ");
        for (c, cell) in r.iter().enumerate() {
            let pad = width[c] - cell.chars().count();
            if c < left {
                line += cell;
                line += &" ".repeat(pad);
            } else {
                line += &" ".repeat(pad);
                line += cell;
            }
            line += "  ";
        }
        s += line.trim_end();
        s.push('\n');
    }
    s
}

fn fmt_mbps(v: f64) -> String {
    if v >= 100.0 { format!("{v:.0}") } else { format!("{v:.1}") }
}

fn fmt_cpb(v: f64) -> String {
    if v >= 100.0 {
        format!("{v:.0}")
    } else if v >= 10.0 {
        format!("{v:.1}")
    } else {
        format!("{v:.2}")
    }
}

fn print_header(m: &Machine, clock: Option<(f64, f64)>, args: &Args) {
    println!("aes-engine {} report{}", env!("CARGO_PKG_VERSION"), if args.quick { " (--quick)" } else { "" });
    println!();
    println!("machine");
    println!("  cpu        {} ({})", m.cpu_model, m.arch);
    let feats: Vec<String> =
        m.features.iter().map(|(n, on)| format!("{n}:{}", if *on { "yes" } else { "no" })).collect();
    println!(
        "  features   {} (std::is_*_feature_detected!)",
        if feats.is_empty() { "-".into() } else { feats.join(" ") }
    );
    match (&m.env_backend, Backend::from_env()) {
        (Some(v), Ok(Some(b))) => {
            println!("  env        AES_ENGINE_BACKEND={v}: `new` picks {b} (this report names each backend itself)")
        }
        (Some(v), Err(why)) => println!("  env        AES_ENGINE_BACKEND={v}: ignored: {why}"),
        _ => println!("  env        AES_ENGINE_BACKEND not set"),
    }
    let unavailable: Vec<Backend> = ["vaes", "aesni", "armv8", "soft"]
        .iter()
        .filter_map(|n| n.parse::<Backend>().ok())
        .filter(|b| !b.is_available())
        .collect();
    println!(
        "  backends   available: {}; not on this CPU: {}; `new` picks {}",
        names(&m.available),
        if unavailable.is_empty() { "-".into() } else { names(&unavailable) },
        m.default
    );
    if args.backends != m.available {
        println!("  measuring  {} (--backend)", names(&args.backends));
    }
    match clock {
        Some((a, b)) => {
            println!(
                "  clock      ≈ {:.2} GHz, measured: a timed chain of dependent 1-cycle adds (not the TSC)",
                a.max(b) / 1e9
            )
        }
        None => println!("  clock      unknown on {} (no cycles/byte)", m.arch),
    }
    println!();
}

fn print_validation(v: &[Validation], backends: &[Backend]) {
    println!("validation: official vectors from vectors/, the code `cargo test` runs (cases passed)");
    let mut rows = vec![{
        let mut h = vec!["family".to_string(), "vectors".to_string()];
        h.extend(backends.iter().map(|b| b.to_string()));
        h
    }];
    for (fi, f) in nist::FAMILIES.iter().enumerate() {
        let mut r = vec![f.name.to_string(), f.what.to_string()];
        for &b in backends {
            let cell = v
                .iter()
                .find(|x| x.family == fi && x.backend == b)
                .map(|x| match &x.outcome {
                    Ok(n) => n.to_string(),
                    Err(_) => "FAILED".to_string(),
                })
                .unwrap_or_default();
            r.push(cell);
        }
        rows.push(r);
    }
    let mut total = vec!["total".to_string(), String::new()];
    for &b in backends {
        let n: usize = v.iter().filter(|x| x.backend == b).filter_map(|x| x.outcome.as_ref().ok()).sum();
        total.push(n.to_string());
    }
    rows.push(total);
    print!("{}", table(&rows, 2));
    let secs: f64 = v.iter().map(|x| x.seconds).sum();
    println!("  ({secs:.1} s)");
    println!();
}

struct Results<'a> {
    prims: &'a [Primitive],
    sizes: &'a [usize],
    backends: &'a [Backend],
    m: &'a [Measurement],
    clock_hz: Option<f64>,
}

impl Results<'_> {
    fn get(&self, prim: usize, size: usize, backend: Backend) -> Option<f64> {
        self.m.iter().find(|x| x.prim == prim && x.size == size && x.backend == backend).map(|x| x.bytes_per_s)
    }

    fn speedup(&self, prim: usize, size: usize, backend: Backend) -> Option<f64> {
        let soft = self.get(prim, size, Backend::Soft)?;
        Some(self.get(prim, size, backend)? / soft)
    }
}

fn print_throughput(r: &Results) {
    let with_soft = r.backends.contains(&Backend::Soft);
    println!(
        "throughput: MB/s = 10^6 bytes/s; c/B = core cycles per byte{}; x soft = speed-up over the portable backend",
        match r.clock_hz {
            Some(hz) => format!(" at {:.2} GHz", hz / 1e9),
            None => " (unknown clock)".into(),
        }
    );
    let mut head1 = vec![String::new(); 3];
    let mut head2 = vec!["primitive".to_string(), "cipher".to_string(), "size".to_string()];
    for &b in r.backends {
        let cols = if with_soft && b != Backend::Soft { 3 } else { 2 };
        head1.push(format!("{b}"));
        head1.extend(std::iter::repeat_n(String::new(), cols - 1));
        head2.push("MB/s".into());
        head2.push("c/B".into());
        if cols == 3 {
            head2.push("x soft".into());
        }
    }
    let mut rows = vec![head1, head2];
    for (pi, p) in r.prims.iter().enumerate() {
        for &size in r.sizes {
            let lanes = if p.lanes > 1 { format!("{}x{}", p.lanes, size_label(size)) } else { size_label(size) };
            let mut row = vec![p.id.to_string(), p.cipher.to_string(), lanes];
            for &b in r.backends {
                let bps = r.get(pi, size, b);
                row.push(bps.map(|v| fmt_mbps(v / 1e6)).unwrap_or_default());
                row.push(match (bps, r.clock_hz) {
                    (Some(v), Some(hz)) => fmt_cpb(hz / v),
                    _ => "-".into(),
                });
                if with_soft && b != Backend::Soft {
                    row.push(r.speedup(pi, size, b).map(|x| format!("{x:.1}x")).unwrap_or_default());
                }
            }
            rows.push(row);
        }
    }
    // The backend names head their MB/s column: left-align those group titles by hand.
    let text = table(&rows, 3);
    print!("{text}");
    if let Some(note) = STREAM_NOTE {
        println!("  note: {note}");
    }
    println!(
        "  note: each figure is the best of up to 40 batches of >= 2 ms (--quick: 8 of >= 1 ms): preemption only slows a batch"
    );
    println!("  note: gcm-open copies a fresh ciphertext in before each call; the copy, timed alone, is subtracted");
    println!("  note: cbc-encrypt-many8 encrypts 8 independent messages of the given size per call");
    println!("  note: gcm-stream-reader decrypts through stream::CipherReader (8 KiB reads, tag checked before any");
    println!("        plaintext is released)");
    println!();
}

// ---------------------------------------------------------------------------------------------
// SVG chart (hand-written; no dependency)

fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

fn backend_colour(b: Backend) -> &'static str {
    match b {
        Backend::Vaes => "#1f77b4",
        Backend::AesNi => "#ff7f0e",
        Backend::Armv8 => "#2ca02c",
        _ => "#8c8c8c",
    }
}

/// Horizontal grouped bars of the 16 KiB figures on a log scale: one group per primitive, one
/// bar per backend.
fn svg_chart(r: &Results, machine: &Machine, size: usize) -> String {
    let series: Vec<(String, &str)> = r.backends.iter().map(|&b| (b.to_string(), backend_colour(b))).collect();
    let groups: Vec<BarGroup> = r
        .prims
        .iter()
        .enumerate()
        .map(|(pi, p)| BarGroup {
            label: if p.cipher == "-" { p.id.to_string() } else { format!("{} {}", p.id, p.cipher) },
            values: r.backends.iter().map(|&b| r.get(pi, size, b).map(|v| v / 1e6)).collect(),
        })
        .collect();
    let clock = r.clock_hz.map(|hz| format!(", core ≈ {:.2} GHz", hz / 1e9)).unwrap_or_default();
    svg_bars(
        &format!("aes-engine throughput at {} (MB/s, log scale)", size_label(size)),
        &format!("{}{clock}", machine.cpu_model),
        &series,
        &groups,
    )
}

/// One group of bars: its label and one value (MB/s) per series, `None` where not measured.
struct BarGroup {
    label: String,
    values: Vec<Option<f64>>,
}

/// A horizontal grouped bar chart on a log scale: `series` = (name, colour) of the bars in each
/// group (the legend); groups with no value at all are left out.
fn svg_bars(title: &str, subtitle: &str, series: &[(String, &str)], groups: &[BarGroup]) -> String {
    let rows: Vec<&BarGroup> = groups.iter().filter(|g| g.values.iter().any(Option::is_some)).collect();
    let values: Vec<f64> = rows.iter().flat_map(|g| g.values.iter().flatten().copied()).collect();
    let (lo, hi) = values.iter().fold((f64::INFINITY, 0.0f64), |(lo, hi), &v| (lo.min(v), hi.max(v)));
    let (lo_exp, hi_exp) =
        if values.is_empty() { (0, 1) } else { (lo.log10().floor() as i32, hi.log10().ceil() as i32) };
    let hi_exp = hi_exp.max(lo_exp + 1);
    let (label_w, plot_w, bar_h, gap, top) = (190.0, 620.0, 13.0, 12.0, 78.0);
    let group_h = bar_h * series.len() as f64 + gap;
    let height = top + group_h * rows.len() as f64 + 40.0;
    let width = label_w + plot_w + 110.0;
    let x_of = |mbps: f64| {
        label_w + plot_w * (mbps.max(10f64.powi(lo_exp)).log10() - lo_exp as f64) / (hi_exp - lo_exp) as f64
    };

    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="sans-serif" font-size="11">"#
    );
    let _ = writeln!(s, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(s, r#"<text x="10" y="20" font-size="14" font-weight="bold">{}</text>"#, xml_escape(title));
    let _ = writeln!(s, r##"<text x="10" y="37" fill="#444">{}</text>"##, xml_escape(subtitle));
    // Legend.
    for (i, (name, colour)) in series.iter().enumerate() {
        let x = 10.0 + 110.0 * i as f64;
        let _ = writeln!(s, r#"<rect x="{x}" y="47" width="12" height="12" fill="{colour}"/>"#);
        let _ = writeln!(s, r#"<text x="{}" y="57">{}</text>"#, x + 16.0, xml_escape(name));
    }
    // Grid: one line per power of ten.
    let bottom = top + group_h * rows.len() as f64;
    for e in lo_exp..=hi_exp {
        let x = x_of(10f64.powi(e));
        let _ = writeln!(s, r##"<line x1="{x:.1}" y1="{}" x2="{x:.1}" y2="{bottom:.1}" stroke="#ddd"/>"##, top - 6.0);
        let label = if e >= 0 { format!("{}", 10u64.pow(e as u32)) } else { format!("{}", 10f64.powi(e)) };
        let _ = writeln!(
            s,
            r##"<text x="{x:.1}" y="{:.1}" text-anchor="middle" fill="#666">{label}</text>"##,
            bottom + 14.0
        );
    }
    for (gi, g) in rows.iter().enumerate() {
        let y0 = top + group_h * gi as f64;
        let _ = writeln!(
            s,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"#,
            label_w - 8.0,
            y0 + bar_h * series.len() as f64 / 2.0 + 4.0,
            xml_escape(&g.label)
        );
        for (bi, ((name, colour), v)) in series.iter().zip(&g.values).enumerate() {
            let Some(mbps) = *v else { continue };
            let y = y0 + bar_h * bi as f64;
            let w = (x_of(mbps) - label_w).max(1.0);
            let _ = writeln!(
                s,
                r#"<rect x="{label_w}" y="{y:.1}" width="{w:.1}" height="{:.1}" fill="{colour}"><title>{} {}: {} MB/s</title></rect>"#,
                bar_h - 2.0,
                xml_escape(&g.label),
                xml_escape(name),
                fmt_mbps(mbps)
            );
            let _ = writeln!(
                s,
                r#"<text x="{:.1}" y="{:.1}" font-size="10">{}</text>"#,
                label_w + w + 4.0,
                y + bar_h - 4.0,
                fmt_mbps(mbps)
            );
        }
    }
    s += "</svg>\n";
    s
}

fn svg_path() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target"));
    target.join("report").join("throughput.svg")
}

// ---------------------------------------------------------------------------------------------
// JSON (hand-written; field names are stable: add fields, never rename them)

fn json_str(s: &str) -> String {
    let mut o = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => o += "\\\"",
            '\\' => o += "\\\\",
            '\n' => o += "\\n",
            c if (c as u32) < 0x20 => {
                let _ = write!(o, "\\u{:04x}", c as u32);
            }
            c => o.push(c),
        }
    }
    o.push('"');
    o
}

fn json_num(v: Option<f64>, decimals: usize) -> String {
    match v {
        Some(v) if v.is_finite() => format!("{v:.decimals$}"),
        _ => "null".into(),
    }
}

fn json(
    m: &Machine,
    args: &Args,
    clock: Option<(f64, f64)>,
    v: &[Validation],
    r: Option<&Results>,
    (dv, dr): (&[digests::Validation], Option<&digests::Results>),
    svg: Option<&PathBuf>,
) -> String {
    let mut s = String::from("{\n");
    let _ = writeln!(s, "  \"schema\": \"aes-engine-report/1\",");
    let _ = writeln!(s, "  \"version\": {},", json_str(env!("CARGO_PKG_VERSION")));
    let _ = writeln!(s, "  \"quick\": {},", args.quick);
    let feats: Vec<String> = m.features.iter().map(|(n, on)| format!("{}: {on}", json_str(n))).collect();
    let _ = writeln!(
        s,
        "  \"machine\": {{\"arch\": {}, \"cpu_model\": {}, \"features\": {{{}}}, \"env_backend\": {}, \"backends_available\": [{}], \"default_backend\": {}}},",
        json_str(m.arch),
        json_str(&m.cpu_model),
        feats.join(", "),
        m.env_backend.as_deref().map_or("null".into(), json_str),
        m.available.iter().map(|b| json_str(b.name())).collect::<Vec<_>>().join(", "),
        json_str(m.default.name())
    );
    let _ = writeln!(
        s,
        "  \"backends_measured\": [{}],",
        args.backends.iter().map(|b| json_str(b.name())).collect::<Vec<_>>().join(", ")
    );
    let _ = writeln!(
        s,
        "  \"clock\": {{\"ghz\": {}, \"ghz_before\": {}, \"ghz_after\": {}, \"method\": {}}},",
        json_num(clock.map(|(a, b)| a.max(b) / 1e9), 3),
        json_num(clock.map(|(a, _)| a / 1e9), 3),
        json_num(clock.map(|(_, b)| b / 1e9), 3),
        json_str(CLOCK_METHOD)
    );
    let ok = v.iter().all(|x| x.outcome.is_ok());
    let _ = writeln!(s, "  \"validation_ok\": {ok},");
    s += "  \"validation\": [\n";
    let items: Vec<String> = v
        .iter()
        .map(|x| {
            let (cases, err) = match &x.outcome {
                Ok(n) => (n.to_string(), "null".to_string()),
                Err(e) => ("0".to_string(), json_str(e)),
            };
            format!(
                "    {{\"backend\": {}, \"family\": {}, \"ok\": {}, \"cases\": {cases}, \"error\": {err}, \"seconds\": {:.3}}}",
                json_str(x.backend.name()),
                json_str(nist::FAMILIES[x.family].name),
                x.outcome.is_ok(),
                x.seconds
            )
        })
        .collect();
    s += &items.join(",\n");
    s += "\n  ],\n";
    s += "  \"throughput\": [\n";
    if let Some(r) = r {
        let items: Vec<String> = r
            .m
            .iter()
            .map(|x| {
                let p = &r.prims[x.prim];
                format!(
                    "    {{\"primitive\": {}, \"cipher\": {}, \"backend\": {}, \"size\": {}, \"lanes\": {}, \"mb_per_s\": {}, \"cycles_per_byte\": {}, \"speedup_vs_soft\": {}}}",
                    json_str(p.id),
                    json_str(p.cipher),
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
    s += &digests::json(dv, dr);
    let notes: Vec<String> = STREAM_NOTE.iter().map(|n| json_str(n)).collect();
    let _ = writeln!(s, "  \"notes\": [{}],", notes.join(", "));
    let _ = writeln!(s, "  \"svg\": {}", svg.map_or("null".into(), |p| json_str(&p.display().to_string())));
    s += "}\n";
    s
}

// ---------------------------------------------------------------------------------------------

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) if e.is_empty() => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("report: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let m = machine();
    let clock_before = core_clock_hz();
    if !args.json {
        // The header goes out before the (slow) validation so a user sees what is being tested.
        print_header(&m, clock_before.map(|a| (a, a)), &args);
    }

    let v = validate(&args.backends);
    let failures: Vec<&Validation> = v.iter().filter(|x| x.outcome.is_err()).collect();
    let dv = digests::validate();
    let digest_failures = digests::failures(&dv);
    if !args.json {
        print_validation(&v, &args.backends);
        digests::print_validation(&dv);
    }
    if !failures.is_empty() || !digest_failures.is_empty() {
        if args.json {
            print!("{}", json(&m, &args, clock_before.map(|a| (a, a)), &v, None, (&dv, None), None));
        }
        eprintln!();
        eprintln!(
            "!!! VALIDATION FAILED: {} family/backend pair(s) did not pass; no throughput measured",
            failures.len() + digest_failures.len()
        );
        for f in failures {
            eprintln!("!!!   {} on {}: {}", nist::FAMILIES[f.family].name, f.backend, f.outcome.as_ref().unwrap_err());
        }
        for f in digest_failures {
            eprintln!("!!!   {f}");
        }
        return ExitCode::FAILURE;
    }

    let (sizes, timing): (Vec<usize>, Timing) = if args.quick {
        let t = Timing { min_batch: Duration::from_millis(1), max_runs: 8, budget: Duration::from_millis(15) };
        (vec![16, 1 << 10, 16 << 10], t)
    } else {
        let t = Timing { min_batch: Duration::from_millis(2), max_runs: 40, budget: Duration::from_millis(150) };
        (vec![16, 1 << 10, 16 << 10, 1 << 20], t)
    };
    let prims = primitives();
    let ms = measure(&prims, &sizes, &args.backends, &timing);
    let mut dr = digests::measure(&sizes, &timing);
    let clock_after = core_clock_hz();
    let clock = clock_before.zip(clock_after);
    let results = Results {
        prims: &prims,
        sizes: &sizes,
        backends: &args.backends,
        m: &ms,
        clock_hz: clock.map(|(a, b)| a.max(b)),
    };
    dr.set_clock(results.clock_hz);

    let path = svg_path();
    let svg = svg_chart(&results, &m, 16 << 10);
    let written = path.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|()| std::fs::write(&path, svg));
    if let Err(e) = &written {
        eprintln!("report: cannot write {}: {e}", path.display());
    }
    let svg_out = written.is_ok().then_some(&path);
    let digest_path = path.with_file_name("digests.svg");
    if let Err(e) = std::fs::write(&digest_path, digests::svg(&dr, &m, 16 << 10)) {
        eprintln!("report: cannot write {}: {e}", digest_path.display());
    }

    if args.json {
        print!("{}", json(&m, &args, clock, &v, Some(&results), (&dv, Some(&dr)), svg_out));
    } else {
        print_throughput(&results);
        digests::print_throughput(&dr);
        if let Some((a, b)) = clock {
            println!("clock: {:.2} GHz before, {:.2} GHz after the measurements; {CLOCK_METHOD}", a / 1e9, b / 1e9);
        }
        match svg_out {
            Some(p) => println!("chart: {} and {} (16 KiB figures)", p.display(), digest_path.display()),
            None => println!("chart: not written"),
        }
    }
    ExitCode::SUCCESS
}
