//! The tables a key builds on first use (`src/backend/lazy.rs`: the aesni GHASH key's H^1..H^8,
//! built by any first input, and the vaes wide tables, built by the first long one): many threads
//! sealing and opening under one fresh shared key race to build them, and every result must
//! match the portable backend's; short messages first, long ones after (and the reverse), on
//! every backend; clones build their own.

use aes_engine::{Aes128Gcm, Aes256Gcm, Backend, Gcm};
use std::sync::Barrier;

const THREADS: usize = 8;

/// Message lengths around the wide kernels' batch (256 B) and the small-message path (64 B).
const LENS: [usize; 10] = [0, 15, 64, 65, 255, 256, 257, 1024, 4096 + 17, 16 * 1024];

fn message(len: usize, seed: u8) -> Vec<u8> {
    (0..len).map(|i| (i as u8).wrapping_mul(31).wrapping_add(seed)).collect()
}

/// `THREADS` threads start together on `gcm` (fresh: no table built), each sealing and opening
/// every length of `lens` (starting at a different one, so long and short messages race), and
/// compare with `reference` (the same key on the portable backend).
fn race<C>(gcm: &Gcm<C>, reference: &Gcm<C>, lens: &[usize], what: &str)
where
    C: aes_engine::BlockCipher + Sync,
{
    let barrier = Barrier::new(THREADS);
    std::thread::scope(|s| {
        for t in 0..THREADS {
            let barrier = &barrier;
            s.spawn(move || {
                barrier.wait();
                for i in 0..lens.len() {
                    let len = lens[(i + t) % lens.len()];
                    let nonce = [t as u8 ^ 0x5a; 12];
                    let aad = message(len % 40, 0x33);
                    let msg = message(len, t as u8);
                    let sealed = gcm.encrypt(&nonce, &aad, &msg).unwrap();
                    assert_eq!(
                        sealed,
                        reference.encrypt(&nonce, &aad, &msg).unwrap(),
                        "{what}: seal {len} B (thread {t})"
                    );
                    assert_eq!(gcm.decrypt(&nonce, &aad, &sealed).unwrap(), msg, "{what}: open {len} B (thread {t})");
                    let mut bad = sealed.clone();
                    bad[0] ^= 1;
                    assert!(gcm.decrypt(&nonce, &aad, &bad).is_err(), "{what}: forged {len} B (thread {t})");
                }
            });
        }
    });
}

#[test]
fn threads_racing_on_a_fresh_key_agree_with_the_portable_backend() {
    for b in Backend::available() {
        for round in 0..4u8 {
            let k16 = [round ^ 0x11; 16];
            let k32 = [round ^ 0x22; 32];
            let (g, r) =
                (Aes128Gcm::with_backend(&k16, b).unwrap(), Aes128Gcm::with_backend(&k16, Backend::Soft).unwrap());
            race(&g, &r, &LENS, &format!("{b}: Aes128Gcm"));
            let (g, r) =
                (Aes256Gcm::with_backend(&k32, b).unwrap(), Aes256Gcm::with_backend(&k32, Backend::Soft).unwrap());
            race(&g, &r, &LENS, &format!("{b}: Aes256Gcm"));
        }
    }
}

/// Only messages of under 16 blocks: every thread's first call needs the aesni powers of H (on
/// aesni directly, on vaes through its aesni twin) and nothing wider, so all race on that one
/// cell.
#[test]
fn threads_racing_short_messages_on_a_fresh_key_agree_with_the_portable_backend() {
    const SHORT: [usize; 4] = [0, 1, 16, 100];
    for b in Backend::available() {
        for round in 0..16u8 {
            let k16 = [round ^ 0x44; 16];
            let (g, r) =
                (Aes128Gcm::with_backend(&k16, b).unwrap(), Aes128Gcm::with_backend(&k16, Backend::Soft).unwrap());
            race(&g, &r, &SHORT, &format!("{b}: Aes128Gcm"));
        }
    }
}

#[test]
fn short_then_long_then_short_and_clones_agree() {
    for b in Backend::available() {
        let k = [0x77; 16];
        let gcm = Aes128Gcm::with_backend(&k, b).unwrap();
        let soft = Aes128Gcm::with_backend(&k, Backend::Soft).unwrap();
        // Short messages on a key with no table; a long one builds it; short ones again (now
        // on the wide kernels where the backend sends them there); a clone starts without one.
        for len in [16, 100, 200, 20_000, 16, 100, 200] {
            let msg = message(len, 9);
            let sealed = gcm.encrypt(&[1; 12], b"aad", &msg).unwrap();
            assert_eq!(sealed, soft.encrypt(&[1; 12], b"aad", &msg).unwrap(), "{b}: {len} B");
            let copy = gcm.clone();
            assert_eq!(copy.decrypt(&[1; 12], b"aad", &sealed).unwrap(), msg, "{b}: clone opens {len} B");
        }
    }
}
