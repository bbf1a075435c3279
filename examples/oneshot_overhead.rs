//! The per-call cost of a short one-shot digest: `Digest::digest` of 16 bytes against one bare
//! compression (a one-block `update` on a hasher with an empty buffer, as `benches/digest.rs`'s
//! `compress` rows), for each hash on its fastest backend. The two are timed in alternating
//! rounds and the best round of each kept, so a loaded machine disturbs the ratio little.
//!
//! ```sh
//! cargo run --release --example oneshot_overhead
//! ```

use aes_engine::digest::{Digest, Md5, Sha1, Sha256, Sha512};
use std::hint::black_box;
use std::time::Instant;

const CALLS: usize = 20_000;
const ROUNDS: usize = 300;

/// The best of `ROUNDS` runs of `CALLS` calls of `f`, in nanoseconds per call; `g` likewise,
/// interleaved with `f` round by round.
fn best_pair(mut f: impl FnMut(), mut g: impl FnMut()) -> (f64, f64) {
    let (mut bf, mut bg) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..ROUNDS {
        let t = Instant::now();
        for _ in 0..CALLS {
            f();
        }
        bf = bf.min(t.elapsed().as_secs_f64() * 1e9 / CALLS as f64);
        let t = Instant::now();
        for _ in 0..CALLS {
            g();
        }
        bg = bg.min(t.elapsed().as_secs_f64() * 1e9 / CALLS as f64);
    }
    (bf, bg)
}

fn row<H: Digest>(name: &str) {
    let data = [0x5au8; 16];
    let block = vec![0x5au8; H::BLOCK_LEN];
    let mut h = H::new();
    let (one, comp) = best_pair(
        || {
            black_box(H::digest(black_box(&data)));
        },
        || h.update(black_box(&block)),
    );
    println!(
        "{name:8} {:>8}  oneshot/16B {one:7.1} ns  compress {comp:7.1} ns  ratio {:.3}",
        H::new().backend().to_string(),
        one / comp
    );
}

fn main() {
    row::<Md5>("md5");
    row::<Sha1>("sha1");
    row::<Sha256>("sha256");
    row::<Sha512>("sha512");
}
