//! The ends of a message in one kernel call ([`Compress::compress_then`],
//! [`Compress::hmac_end`]) against the reference hashes, on every SHA-224/256 kernel.

use super::reference::{SHA224_IV, SHA256_IV, sha256_ref};
use super::{Compress, HashBackend, Sha256Kernel, padded};
use std::vec::Vec;

/// HMAC-SHA-224/256 (RFC 2104) from the keyed chaining values, and the inner hash alone, for
/// messages of 0..=200 bytes (none, one and several whole blocks; tails that pad into one block
/// and into two), on every kernel; where `hmac_end` has a path it must give the MAC, elsewhere
/// it must decline.
#[test]
fn message_ends_match_the_reference() {
    let key_block = |pad: u8| -> [u8; 64] { core::array::from_fn(|i| (i as u8).wrapping_mul(29) ^ pad) };
    let (ipad, opad) = (key_block(0x36), key_block(0x5c));
    for b in HashBackend::available() {
        let Some(k) = Sha256Kernel::for_backend(b) else { continue };
        for (iv, out_len) in [(SHA256_IV, 32usize), (SHA224_IV, 28)] {
            let (mut inner, mut outer) = (iv, iv);
            k.compress(&mut inner, &[ipad]);
            k.compress(&mut outer, &[opad]);
            for len in 0..=200usize {
                let msg: Vec<u8> = (0..len).map(|i| (i * 7 + len) as u8).collect();
                let digest = sha256_ref(&iv, &[&ipad[..], &msg].concat(), out_len);
                let mac = sha256_ref(&iv, &[&opad[..], &digest].concat(), out_len);
                let (blocks, tail) = Sha256Kernel::split(&msg);
                let total = 64 + len as u64;
                let mut state = inner;
                padded::<Sha256Kernel, _>(tail, total, |last| k.compress_then(&mut state, blocks, last));
                let got: Vec<u8> = state.iter().flat_map(|w| w.to_be_bytes()).take(out_len).collect();
                assert_eq!(got, digest, "{b} compress_then, {out_len}-byte digest, {len} B");
                let bits = (64 + out_len as u64) * 8;
                let end = padded::<Sha256Kernel, _>(tail, total, |last| {
                    k.hmac_end(&inner, blocks, last, &outer, out_len, bits)
                });
                match end {
                    Some(end) => {
                        let got: Vec<u8> = end.iter().flat_map(|w| w.to_be_bytes()).take(out_len).collect();
                        assert_eq!(got, mac, "{b} hmac_end, {out_len}-byte digest, {len} B");
                    }
                    None => assert_ne!(b, HashBackend::ShaNi, "SHA-NI has the fused end"),
                }
            }
        }
    }
}
