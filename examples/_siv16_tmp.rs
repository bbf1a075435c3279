use aes_engine::gcm_siv::Aes128GcmSiv;
fn main() {
    let siv = Aes128GcmSiv::new(&[7; 16]);
    let mut a = [0x5au8; 16];
    let t = std::time::Instant::now();
    for _ in 0..3_000_000 {
        let _ = std::hint::black_box(siv.encrypt_in_place_detached(&[1; 12], b"", std::hint::black_box(&mut a)));
    }
    println!("{:?}", t.elapsed() / 3_000_000);
}
