use aes_engine::*;
use std::hint::black_box;
use std::time::Instant;
fn t(name: &str, mut f: impl FnMut()) {
    let n = 200_000;
    let mut best = f64::MAX;
    for _ in 0..15 {
        let s = Instant::now();
        for _ in 0..n { f(); }
        best = best.min(s.elapsed().as_secs_f64() / n as f64);
    }
    println!("{name:40} {:7.1} ns", best * 1e9);
}
fn main() {
    for b in Backend::available() {
        let g = Aes128Gcm::with_backend(&[1; 16], b).unwrap();
        let a = Aes128::with_backend(&[1; 16], b).unwrap();
        let h = GHash::with_backend(&[1; 16], b).unwrap();
        let mut buf = [0u8; 16];
        t(&format!("{b} seal16"), || { black_box(g.encrypt_in_place_detached(&[7; 12], b"", black_box(&mut buf)).unwrap()); });
        let mut b0 = [0u8; 0];
        t(&format!("{b} seal0"), || { black_box(g.encrypt_in_place_detached(&[7; 12], b"", black_box(&mut b0)).unwrap()); });
        let mut b15 = [0u8; 15];
        t(&format!("{b} seal15"), || { black_box(g.encrypt_in_place_detached(&[7; 12], b"", black_box(&mut b15)).unwrap()); });
        let mut b128 = [0u8; 128];
        t(&format!("{b} seal128"), || { black_box(g.encrypt_in_place_detached(&[7; 12], b"", black_box(&mut b128)).unwrap()); });
        let mut blk = [0u8; 16];
        t(&format!("{b} encrypt_block"), || a.encrypt_block(black_box(&mut blk)));
        let mut two = [[0u8; 16]; 2];
        t(&format!("{b} encrypt_blocks(2)"), || a.encrypt_blocks(black_box(&mut two)));
        let mut hh = h.clone();
        t(&format!("{b} ghash update 1 block (no clone)"), || hh.update_padded(black_box(&blk)));
        t(&format!("{b} ghash update 0 block (no clone)"), || hh.update_padded(black_box(&[])));
        t(&format!("{b} ghash clone+drop"), || { let x = h.clone(); black_box(&x); });
        t(&format!("{b} ghash 1 block"), || { let mut x = h.clone(); x.update_padded(black_box(&blk)); black_box(x.finalize()); });
        t(&format!("{b} ghash 0 block"), || { let mut x = h.clone(); x.update_padded(black_box(&[])); black_box(x.finalize()); });
        let mut c = ctr::Ctr::new(&a, &[0; 16]);
        t(&format!("{b} ctr 16B"), || c.apply_keystream(black_box(&mut blk)));
    }
}
