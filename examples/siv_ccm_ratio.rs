//! GCM-SIV against this crate's GCM, and CCM against its CBC encryption, at the sizes:
//! each pair timed in alternating rounds (best of 7 each), so the ratios hold on a shared machine.
//! `cargo run --release --example siv_ccm_ratio`
use aes_engine::cbc::{self, Padding};
use aes_engine::ccm::Ccm;
use aes_engine::gcm_siv::Aes128GcmSiv;
use aes_engine::{Aes128, Aes128Gcm};
use std::hint::black_box;
use std::time::Instant;

/// Times `f` and `g` in alternating rounds (7 each), so a load change on the shared machine hits
/// both alike; returns the best round of each, in ns per call.
fn pair(mut f: impl FnMut(), mut g: impl FnMut(), bytes: usize) -> (f64, f64) {
    let iters = (4_000_000 / bytes.max(64)).max(20);
    let (mut best_f, mut best_g) = (f64::MAX, f64::MAX);
    for _ in 0..7 {
        let t = Instant::now();
        for _ in 0..iters {
            f();
        }
        best_f = best_f.min(t.elapsed().as_secs_f64() / iters as f64);
        let t = Instant::now();
        for _ in 0..iters {
            g();
        }
        best_g = best_g.min(t.elapsed().as_secs_f64() / iters as f64);
    }
    (best_f * 1e9, best_g * 1e9)
}

fn main() {
    let key = [7u8; 16];
    let siv = Aes128GcmSiv::new(&key);
    let gcm = Aes128Gcm::new(&key);
    let aes = Aes128::new(&key);
    let ccm = Ccm::new(Aes128::new(&key), 16, 13).unwrap();
    println!("backend {}", aes_engine::Backend::detect());
    for len in [16usize, 1024, 16384, 1 << 20] {
        let (mut a, mut b) = (vec![0x5au8; len], vec![0x5au8; len]);
        let (s_seal, g_seal) = pair(
            || {
                let _ = black_box(siv.encrypt_in_place_detached(&[1; 12], b"", black_box(&mut a)));
            },
            || {
                let _ = black_box(gcm.encrypt_in_place_detached(&[1; 12], b"", black_box(&mut b)));
            },
            len,
        );
        let tag = siv.encrypt_in_place_detached(&[1; 12], b"", &mut a).unwrap();
        let gtag = gcm.encrypt_in_place_detached(&[1; 12], b"", &mut b).unwrap();
        let (sealed, gsealed) = (a.clone(), b.clone());
        let (s_open, g_open) = pair(
            || {
                a.copy_from_slice(&sealed);
                siv.decrypt_in_place_detached(&[1; 12], b"", black_box(&mut a), &tag).unwrap();
            },
            || {
                b.copy_from_slice(&gsealed);
                gcm.decrypt_in_place_detached(&[1; 12], b"", black_box(&mut b), gtag.as_ref()).unwrap();
            },
            len,
        );
        println!(
            "{len:>8} B  siv seal {s_seal:>9.0} ns  gcm seal {g_seal:>9.0} ns  siv/gcm speed {:.2} | siv open {s_open:>9.0} ns  gcm open {g_open:>9.0} ns  siv/gcm speed {:.2}",
            g_seal / s_seal,
            g_open / s_open
        );
    }
    for len in [1024usize, 16384] {
        let (mut a, mut b) = (vec![0x5au8; len], vec![0x5au8; len]);
        let (c_seal, cbc) = pair(
            || {
                let _ = black_box(ccm.encrypt_in_place_detached(&[1; 13], b"", black_box(&mut a)));
            },
            || {
                let _ = black_box(cbc::encrypt_in_place(&aes, &[1; 16], Padding::None, black_box(&mut b), len));
            },
            len,
        );
        let tag = ccm.encrypt_in_place_detached(&[1; 13], b"", &mut a).unwrap();
        let sealed = a.clone();
        // An in-place open consumes its ciphertext, so the open row copies it back per call;
        // the CBC side copies the same number of bytes into its buffer, so that both sides
        // pay the copy (and its effect on how consecutive calls overlap).
        let plain = vec![0x5au8; len];
        let (c_open, cbc2) = pair(
            || {
                a.copy_from_slice(&sealed);
                ccm.decrypt_in_place_detached(&[1; 13], b"", black_box(&mut a), tag.as_ref()).unwrap();
            },
            || {
                b.copy_from_slice(&plain);
                let _ = black_box(cbc::encrypt_in_place(&aes, &[1; 16], Padding::None, black_box(&mut b), len));
            },
            len,
        );
        // Open against seal with the same copy on both sides: what opening itself adds.
        let (co_open, co_seal) = pair(
            || {
                a.copy_from_slice(&sealed);
                ccm.decrypt_in_place_detached(&[1; 13], b"", black_box(&mut a), tag.as_ref()).unwrap();
            },
            || {
                b.copy_from_slice(&plain);
                let _ = black_box(ccm.encrypt_in_place_detached(&[1; 13], b"", black_box(&mut b)));
            },
            len,
        );
        println!(
            "{len:>8} B  ccm seal {c_seal:>8.0} ns  cbc enc {cbc:>8.0} ns  ccm/cbc speed {:.2} | copied: ccm open {c_open:>8.0} ns  cbc enc {cbc2:>8.0} ns  ccm/cbc speed {:.2} | both copied: open {co_open:>8.0} ns  seal {co_seal:>8.0} ns  open/seal speed {:.2}",
            cbc / c_seal,
            cbc2 / c_open,
            co_seal / co_open
        );
    }
}
