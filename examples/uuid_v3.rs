//! Name-based UUIDs, version 3 (RFC 9562 §5.3: MD5 of a namespace UUID followed by a name, with
//! the version and variant bits overwritten), for 20,000 names: the workload of JDK's
//! `UUID.nameUUIDFromBytes`, timed one UUID at a time and with `Md5::digest_many`.
//!
//! ```sh
//! cargo run --release --example uuid_v3
//! ```
//!
//! Each name is 16 bytes, so each MD5 input is 32 bytes: one padded block. The figure printed is
//! the best of 200 passes over all names, in nanoseconds per UUID; each pass times
//! both ways in turn.

use aes_engine::digest::{Digest, Md5};
use std::hint::black_box;
use std::time::Instant;

/// The DNS namespace, 6ba7b810-9dad-11d1-80b4-00c04fd430c8 (RFC 9562 Appendix A).
const NAMESPACE_DNS: [u8; 16] =
    [0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8];

const NAMES: usize = 20_000;
const PASSES: usize = 200;

/// Turns an MD5 digest into a version-3 UUID: the top four bits of byte 6 become the version
/// (0011), the top two bits of byte 8 the variant (10).
fn uuid_from_md5(mut h: [u8; 16]) -> [u8; 16] {
    h[6] = (h[6] & 0x0f) | 0x30;
    h[8] = (h[8] & 0x3f) | 0x80;
    h
}

/// One UUID on its own: namespace || name through the one-shot digest.
fn uuid_v3(namespace: &[u8; 16], name: &[u8]) -> [u8; 16] {
    let mut input = [0u8; 64];
    input[..16].copy_from_slice(namespace);
    input[16..16 + name.len()].copy_from_slice(name);
    uuid_from_md5(Md5::digest(&input[..16 + name.len()]))
}

fn format_uuid(u: &[u8; 16]) -> String {
    let hex: String = u.iter().map(|b| format!("{b:02x}")).collect();
    format!("{}-{}-{}-{}-{}", &hex[..8], &hex[8..12], &hex[12..16], &hex[16..20], &hex[20..])
}

/// The best of `PASSES` runs of each of `a` and `b`, in nanoseconds per UUID, the two timed in
/// turn inside each pass (a neighbour's burst then slows both, not one).
fn best_ns(mut a: impl FnMut(), mut b: impl FnMut()) -> (f64, f64) {
    let (mut best_a, mut best_b) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..PASSES {
        let t = Instant::now();
        a();
        best_a = best_a.min(t.elapsed().as_secs_f64() * 1e9 / NAMES as f64);
        let t = Instant::now();
        b();
        best_b = best_b.min(t.elapsed().as_secs_f64() * 1e9 / NAMES as f64);
    }
    (best_a, best_b)
}

fn main() -> Result<(), aes_engine::Error> {
    // A known answer first: Python's uuid.uuid3(uuid.NAMESPACE_DNS, "python.org").
    let known = format_uuid(&uuid_v3(&NAMESPACE_DNS, b"python.org"));
    assert_eq!(known, "6fa459ea-ee8a-3ca4-894e-db77e160355e");

    // Every input is namespace || name, laid out once; the names are 16 ASCII digits.
    let inputs: Vec<[u8; 32]> = (0..NAMES)
        .map(|i| {
            let mut m = [0u8; 32];
            m[..16].copy_from_slice(&NAMESPACE_DNS);
            m[16..].copy_from_slice(format!("{i:016}").as_bytes());
            m
        })
        .collect();
    let slices: Vec<&[u8]> = inputs.iter().map(|m| &m[..]).collect();
    let mut one = vec![[0u8; 16]; NAMES];
    let mut many = vec![[0u8; 16]; NAMES];

    let (t_one, t_many) = best_ns(
        || {
            for (u, m) in one.iter_mut().zip(&slices) {
                *u = uuid_from_md5(Md5::digest(black_box(m)));
            }
        },
        || {
            Md5::digest_many(black_box(&slices), &mut many).expect("lengths match");
            for u in many.iter_mut() {
                *u = uuid_from_md5(*u);
            }
        },
    );
    assert_eq!(one, many, "digest_many and one-by-one disagree");

    println!("uuid v3, {NAMES} names of 16 bytes (best of {PASSES} passes)");
    println!("  first:        {}", format_uuid(&many[0]));
    println!("  one by one:   {t_one:6.1} ns per UUID");
    println!("  digest_many:  {t_many:6.1} ns per UUID ({:.2}x)", t_one / t_many);
    Ok(())
}
