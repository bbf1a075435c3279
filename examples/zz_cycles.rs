use aes_engine::digest::{Digest, HashBackend, Md5, Sha1, Sha256, Sha512};
use std::hint::black_box;
use std::time::Instant;
fn best(iters: usize, mut f: impl FnMut()) -> f64 {
    let mut best = f64::MAX;
    for _ in 0..200 {
        let t = Instant::now();
        for _ in 0..iters {
            f();
        }
        best = best.min(t.elapsed().as_nanos() as f64 / iters as f64);
    }
    best
}
fn main() {
    let d16 = [1u8; 16];
    let big = vec![3u8; 16384];
    let blk = [5u8; 64];
    for b in [HashBackend::ShaNi, HashBackend::Soft] {
        let mut h = Sha256::with_backend(b).unwrap();
        let c = best(2000, || h.update(black_box(&blk)));
        let p = Sha256::with_backend(b).unwrap();
        let o = best(2000, || {
            let mut x = p.clone();
            x.update(black_box(&d16));
            black_box(x.finalize());
        });
        let l = best(20, || {
            let mut x = p.clone();
            x.update(black_box(&big));
            black_box(x.finalize());
        });
        let p1 = Sha1::with_backend(b).unwrap();
        let l1 = best(20, || {
            let mut x = p1.clone();
            x.update(black_box(&big));
            black_box(x.finalize());
        });
        println!(
            "sha256 {b}: compress {c:.1} ns, 16B via hasher {o:.1} ns, 16KiB {l:.0} ns ({:.0} MB/s); sha1 16KiB {:.0} MB/s",
            16384e3 / l,
            16384e3 / l1
        );
    }
    let o = best(2000, || {
        black_box(zz_oneshot(black_box(&d16)));
    });
    println!("sha256 oneshot 16B {o:.1} ns");
    for n in [0usize, 3, 8, 16, 40, 55, 56, 64] {
        let v = vec![1u8; n];
        let o = best(2000, || {
            black_box(zz_oneshot(black_box(&v)));
        });
        println!("  oneshot {n}B {o:.1} ns");
    }
    let l = best(20, || {
        black_box(Sha512::digest(black_box(&big)));
    });
    let m = best(20, || {
        black_box(Md5::digest(black_box(&big)));
    });
    println!("sha512 soft {:.0} MB/s, md5 soft {:.0} MB/s", 16384e3 / l, 16384e3 / m);
}
#[inline(never)]
#[unsafe(no_mangle)]
pub fn zz_oneshot(d: &[u8]) -> [u8; 32] {
    Sha256::digest(d)
}
