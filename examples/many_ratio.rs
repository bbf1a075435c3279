//! `digest_many` against one `digest` call per message, for 64 messages of 64 bytes (the
//! `digest-many/<algo>/.../64x64B` rows of `benches/digest.rs`), for each hash: the default
//! path, then every backend that has a batch path. Each is timed in rounds alternating with
//! one-by-one and the best round of each kept, so a loaded machine disturbs the
//! ratio little.
//!
//! ```sh
//! cargo run --release --example many_ratio            # 64-byte messages
//! cargo run --release --example many_ratio -- 100     # or any other length
//! ```

use aes_engine::digest::{Digest, HashBackend, Md5, Sha1, Sha256, Sha512};
use std::hint::black_box;
use std::time::Instant;

const BATCHES: usize = 500;
const ROUNDS: usize = 100;

fn row<H: Digest>(name: &str, len: usize) {
    let msgs: Vec<Vec<u8>> = (0..64u8).map(|i| vec![i; len]).collect();
    let inputs: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
    let mut out = vec![H::digest(b""); 64];
    let paths = std::iter::once(None).chain(
        HashBackend::available().filter(|&b| H::digest_many_with(b, &[] as &[&[u8]], &mut []).is_ok()).map(Some),
    );
    for path in paths {
        let (mut many, mut one) = (f64::INFINITY, f64::INFINITY);
        for _ in 0..ROUNDS {
            let t = Instant::now();
            for _ in 0..BATCHES {
                match path {
                    None => H::digest_many(black_box(&inputs), &mut out).unwrap(),
                    Some(b) => H::digest_many_with(b, black_box(&inputs), &mut out).unwrap(),
                }
            }
            many = many.min(t.elapsed().as_secs_f64() * 1e9 / BATCHES as f64);
            let t = Instant::now();
            for _ in 0..BATCHES {
                for (o, m) in out.iter_mut().zip(&inputs) {
                    *o = H::digest(black_box(m));
                }
            }
            one = one.min(t.elapsed().as_secs_f64() * 1e9 / BATCHES as f64);
        }
        let label = path.map_or("default".to_string(), |b| b.to_string());
        println!(
            "{name:7} {label:8} 64x{len}B  digest_many {many:7.0} ns  one by one {one:7.0} ns  speedup {:.2}x",
            one / many
        );
    }
}

fn main() {
    let len = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(64);
    row::<Md5>("md5", len);
    row::<Sha1>("sha1", len);
    row::<Sha256>("sha256", len);
    row::<Sha512>("sha512", len);
}
