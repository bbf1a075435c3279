//! KW/KWP, CTS, CFB and OFB against this crate's CBC, interleaved (each cell runs batches of the
//! contenders in turn and keeps the best of each, so all see the same load on a shared machine):
//!
//! - CTS encryption and decryption (CS3) against CBC in the same direction, 1 KiB to 1 MiB;
//! - CFB128 decryption against CBC decryption;
//! - OFB, CFB128 encryption and CFB8 against CBC encryption, the one-block-at-a-time latency
//!   floor, in core cycles per AES call (the core clock from a timed chain of dependent 1-cycle
//!   adds, as `examples/report.rs` measures it);
//! - KW and KWP of a 32-byte key (their OpenSSL comparison is `benches/peers -- --kw`).
//!
//! `cargo bench --bench more_modes [-- --quick]`; every hardware backend, AES-128 and AES-256.

use aes_engine::cbc::{self, Padding};
use aes_engine::cfb::{Cfb8, Cfb128};
use aes_engine::cts::{self, Variant};
use aes_engine::ofb::Ofb;
use aes_engine::{Aes128, Aes256, Backend, BlockCipher, kw};
use std::hint::black_box;
use std::time::Instant;

/// Best seconds per call of each of `fs`, batches of ~`batch_s` interleaved for `rounds` rounds.
fn interleaved(rounds: usize, batch_s: f64, fs: &mut [&mut dyn FnMut()]) -> Vec<f64> {
    let iters: Vec<u64> = fs
        .iter_mut()
        .map(|f| {
            let t = Instant::now();
            f();
            ((batch_s / t.elapsed().as_secs_f64().max(1e-9)) as u64).clamp(1, 1 << 20)
        })
        .collect();
    let mut best = vec![f64::MAX; fs.len()];
    for _ in 0..rounds {
        for (i, f) in fs.iter_mut().enumerate() {
            let t = Instant::now();
            for _ in 0..iters[i] {
                f();
            }
            best[i] = best[i].min(t.elapsed().as_secs_f64() / iters[i] as f64);
        }
    }
    best
}

/// 64 dependent register adds per iteration: 64 core cycles.
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

/// The core clock in Hz (best of a few 1 ms chains).
#[cfg(target_arch = "x86_64")]
fn core_hz() -> f64 {
    let n = 40_000u64;
    let mut best = f64::MAX;
    for _ in 0..50 {
        let t = Instant::now();
        add_chain(black_box(n));
        best = best.min(t.elapsed().as_secs_f64());
    }
    (n * 64) as f64 / best
}

#[cfg(not(target_arch = "x86_64"))]
fn core_hz() -> f64 {
    f64::NAN
}

fn run<C: BlockCipher>(name: &str, c: &C, rounds: usize) {
    let b = c.backend();
    let iv = [7u8; 16];
    for size in [1024usize, 16 * 1024, 1 << 20] {
        let mut bufs: [Vec<u8>; 5] = std::array::from_fn(|_| vec![0x3cu8; size]);
        let [b0, b1, b2, b3, b4] = &mut bufs;
        let batch = 2e-3;
        let t = interleaved(
            rounds,
            batch,
            &mut [
                &mut || {
                    let _ = black_box(cbc::encrypt_in_place(c, &iv, Padding::None, black_box(&mut b0[..]), size));
                },
                &mut || {
                    let _ = black_box(cts::encrypt(c, &iv, Variant::Cs3, black_box(&mut b1[..])));
                },
                &mut || {
                    let _ = black_box(cbc::decrypt_in_place(c, &iv, Padding::None, black_box(&mut b2[..])));
                },
                &mut || {
                    let _ = black_box(cts::decrypt(c, &iv, Variant::Cs3, black_box(&mut b3[..])));
                },
                &mut || Cfb128::new(c, &iv).decrypt(black_box(&mut b4[..])),
            ],
        );
        let mbs = |s: f64| size as f64 / s / 1e6;
        println!(
            "{b:<5} {name:<7} {size:>8} B  CBC enc {:>7.0} MB/s  CTS enc {:>7.0} ({:.3}x) | CBC dec {:>7.0}  CTS dec {:>7.0} ({:.3}x)  CFB128 dec {:>7.0} ({:.3}x)",
            mbs(t[0]),
            mbs(t[1]),
            t[0] / t[1],
            mbs(t[2]),
            mbs(t[3]),
            t[2] / t[3],
            mbs(t[4]),
            t[2] / t[4],
        );
    }
    // The latency floor: cycles per AES call, 16 KiB (CFB8: 1 KiB, one call per byte).
    let hz = core_hz();
    let mut bufs: [Vec<u8>; 3] = std::array::from_fn(|_| vec![0x3cu8; 16 * 1024]);
    let [b0, b1, b2] = &mut bufs;
    let (mut s0, mut s1) = (vec![0x3cu8; 1024], vec![0x3cu8; 1024]);
    let t = interleaved(
        rounds,
        2e-3,
        &mut [
            &mut || {
                let _ = black_box(cbc::encrypt_in_place(c, &iv, Padding::None, black_box(&mut b0[..]), 16 * 1024));
            },
            &mut || Ofb::new(c, &iv).apply_keystream(black_box(&mut b1[..])),
            &mut || Cfb128::new(c, &iv).encrypt(black_box(&mut b2[..])),
            &mut || Cfb8::new(c, &iv).encrypt(black_box(&mut s0[..])),
            &mut || Cfb8::new(c, &iv).decrypt(black_box(&mut s1[..])),
        ],
    );
    let cyc = |s: f64, calls: f64| s * hz / calls;
    println!(
        "{b:<5} {name:<7} cycles per AES call (core {:.2} GHz): CBC enc {:.1}  OFB {:.1}  CFB128 enc {:.1}  CFB8 enc {:.1}  CFB8 dec {:.1}",
        hz / 1e9,
        cyc(t[0], 1024.0),
        cyc(t[1], 1024.0),
        cyc(t[2], 1024.0),
        cyc(t[3], 1024.0),
        cyc(t[4], 1024.0),
    );
    let key = [0x5au8; 32];
    let (w, wp) = (kw::wrap(c, &key).unwrap(), kw::wrap_pad(c, &key).unwrap());
    let t = interleaved(
        rounds,
        2e-3,
        &mut [
            &mut || drop(black_box(kw::wrap(c, black_box(&key)))),
            &mut || drop(black_box(kw::unwrap(c, black_box(&w)))),
            &mut || drop(black_box(kw::wrap_pad(c, black_box(&key)))),
            &mut || drop(black_box(kw::unwrap_pad(c, black_box(&wp)))),
        ],
    );
    println!(
        "{b:<5} {name:<7} 32-byte key: KW wrap {:.0} ns, unwrap {:.0} ns; KWP wrap {:.0} ns, unwrap {:.0} ns ({:.1} cycles per AES call for KW wrap)",
        t[0] * 1e9,
        t[1] * 1e9,
        t[2] * 1e9,
        t[3] * 1e9,
        cyc(t[0], 24.0),
    );
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let rounds = if quick { 5 } else { 20 };
    for b in Backend::available().filter(|&b| b != Backend::Soft) {
        run("AES-128", &Aes128::with_backend(&[0x42; 16], b).unwrap(), rounds);
        run("AES-256", &Aes256::with_backend(&[0x42; 32], b).unwrap(), rounds);
    }
}
