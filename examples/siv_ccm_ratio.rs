//! GCM-SIV against this crate's GCM, and CCM against its CBC encryption, at the sizes:
//! each pair timed back to back (best of 7 rounds), so the ratios hold on a shared machine.
//! `cargo run --release --example siv_ccm_ratio`
use aes_engine::cbc::{self, Padding};
use aes_engine::ccm::Ccm;
use aes_engine::gcm_siv::Aes128GcmSiv;
use aes_engine::{Aes128, Aes128Gcm};
use std::hint::black_box;
use std::time::Instant;

fn time(mut f: impl FnMut(), bytes: usize) -> f64 {
    let iters = (4_000_000 / bytes.max(64)).max(20);
    let mut best = f64::MAX;
    for _ in 0..7 {
        let t = Instant::now();
        for _ in 0..iters {
            f();
        }
        best = best.min(t.elapsed().as_secs_f64() / iters as f64);
    }
    best * 1e9
}

fn main() {
    let key = [7u8; 16];
    let siv = Aes128GcmSiv::new(&key);
    let gcm = Aes128Gcm::new(&key);
    let aes = Aes128::new(&key);
    let ccm = Ccm::new(Aes128::new(&key), 16, 13).unwrap();
    println!("backend {}", aes_engine::Backend::detect());
    for len in [16usize, 1024, 16384, 1 << 20] {
        let mut buf = vec![0x5au8; len];
        let tag = siv.encrypt_in_place_detached(&[1; 12], b"", &mut buf).unwrap();
        let sealed = buf.clone();
        let s_seal = time(
            || {
                black_box(siv.encrypt_in_place_detached(&[1; 12], b"", black_box(&mut buf)).unwrap());
            },
            len,
        );
        let s_open = time(
            || {
                buf.copy_from_slice(&sealed);
                siv.decrypt_in_place_detached(&[1; 12], b"", black_box(&mut buf), &tag).unwrap();
            },
            len,
        );
        let gtag = gcm.encrypt_in_place_detached(&[1; 12], b"", &mut buf).unwrap();
        let gsealed = buf.clone();
        let g_seal = time(
            || {
                black_box(gcm.encrypt_in_place_detached(&[1; 12], b"", black_box(&mut buf)).unwrap());
            },
            len,
        );
        let g_open = time(
            || {
                buf.copy_from_slice(&gsealed);
                gcm.decrypt_in_place_detached(&[1; 12], b"", black_box(&mut buf), gtag.as_ref()).unwrap();
            },
            len,
        );
        println!(
            "{len:>8} B  siv seal {s_seal:>10.0} ns  gcm seal {g_seal:>10.0} ns  ratio gcm/siv {:.2} | siv open {s_open:>10.0} gcm open {g_open:>10.0} ratio {:.2}",
            g_seal / s_seal,
            g_open / s_open
        );
    }
    for len in [1024usize, 16384] {
        let mut buf = vec![0x5au8; len];
        let c_seal = time(
            || {
                black_box(ccm.encrypt_in_place_detached(&[1; 13], b"", black_box(&mut buf)).unwrap());
            },
            len,
        );
        let cbc = time(
            || {
                black_box(cbc::encrypt_in_place(&aes, &[1; 16], Padding::None, black_box(&mut buf), len).unwrap());
            },
            len,
        );
        let tag = ccm.encrypt_in_place_detached(&[1; 13], b"", &mut buf).unwrap();
        let sealed = buf.clone();
        let c_open = time(
            || {
                buf.copy_from_slice(&sealed);
                ccm.decrypt_in_place_detached(&[1; 13], b"", black_box(&mut buf), tag.as_ref()).unwrap();
            },
            len,
        );
        println!(
            "{len:>8} B  ccm seal {c_seal:>8.0} ns  ccm open {c_open:>8.0} ns  cbc enc {cbc:>8.0} ns  ratio cbc/ccm seal {:.2} open {:.2}",
            cbc / c_seal,
            cbc / c_open
        );
    }
}
