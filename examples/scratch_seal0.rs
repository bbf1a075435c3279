use aes_engine::*;
use std::hint::black_box;
fn main() {
    let g = Aes128Gcm::with_backend(&[1; 16], Backend::AesNi).unwrap();
    let mut b0 = [0u8; 0];
    for _ in 0..2_000_000 { black_box(g.encrypt_in_place_detached(&[7; 12], b"", black_box(&mut b0)).unwrap()); }
}
