//! universal-hash 0.6 on aes-engine's GHASH, checked with the `ghash` 0.6.0 crate's own test
//! (vectors/rustcrypto/ghash/lib.rs: RFC 8452 Appendix A, read from that file) on every backend,
//! through each of the trait's paths, and against the crate's own `GHash` on random inputs.
#![cfg(feature = "universal-hash")]

mod rustcrypto_support;

use aes_engine::{Backend, GHash};
use rustcrypto_support::{hex_consts, on_every_backend};
use universal_hash::{Block, KeyInit, UhfBackend, UhfClosure, UniversalHash};

/// Feeds blocks through `update_with_backend` one at a time or in the backend's parallel batches.
struct Feed<'a>(&'a [Block<GHash>]);

impl universal_hash::common::BlockSizeUser for Feed<'_> {
    type BlockSize = universal_hash::consts::U16;
}

impl UhfClosure for Feed<'_> {
    fn call<B: UhfBackend<BlockSize = Self::BlockSize>>(self, backend: &mut B) {
        let (batches, tail) = universal_hash::array::Array::slice_as_chunks(self.0);
        for batch in batches {
            backend.proc_par_blocks(batch);
        }
        for block in tail {
            backend.proc_block(block);
        }
    }
}

/// The `ghash` crate's `ghash_test_vector`, with its constants read from its source, through
/// `update`, `update_padded`, `update_with_backend` and `verify`.
fn rfc8452() -> Vec<(&'static str, usize)> {
    let consts = hex_consts(include_str!("../vectors/rustcrypto/ghash/lib.rs"));
    let get =
        |name: &str| -> [u8; 16] { consts.iter().find(|(n, _)| n == name).unwrap().1.clone().try_into().unwrap() };
    let (h, x1, x2, want) = (get("H"), get("X_1"), get("X_2"), get("GHASH_RESULT"));

    let mut ghash = <GHash as KeyInit>::new(&h.into());
    ghash.update(&[x1.into(), x2.into()]);
    assert_eq!(UniversalHash::finalize(ghash).0, want, "update");

    let mut ghash = <GHash as KeyInit>::new(&h.into());
    UniversalHash::update_padded(&mut ghash, &[x1, x2].concat());
    assert_eq!(UniversalHash::finalize(ghash).0, want, "update_padded");

    let mut ghash = <GHash as KeyInit>::new(&h.into());
    ghash.update_with_backend(Feed(&[x1.into(), x2.into()]));
    assert!(ghash.verify(&want.into()).is_ok(), "update_with_backend + verify");

    let mut ghash = <GHash as KeyInit>::new(&h.into());
    ghash.update(&[x1.into()]);
    assert!(ghash.verify(&want.into()).is_err(), "verify accepted a wrong value");
    vec![("rfc8452-ghash", 1)]
}

#[test]
fn rustcrypto_ghash_vector_on_every_backend() {
    on_every_backend("rustcrypto_ghash_vector_on_every_backend", rfc8452);
}

/// Every trait path equals the crate's own `GHash` on every backend, for lengths that cover the
/// parallel batch (8 blocks) and its remainders, and a padded tail.
#[test]
fn trait_paths_match_the_crate_api_on_every_backend() {
    let mut x = 0x9e3779b97f4a7c15u64;
    let mut byte = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x as u8
    };
    let h: [u8; 16] = core::array::from_fn(|_| byte());
    let data: Vec<u8> = (0..16 * 40 + 5).map(|_| byte()).collect();
    for backend in Backend::available() {
        for len in [0, 5, 16, 16 * 7, 16 * 8, 16 * 9 + 3, 16 * 17, data.len()] {
            let mut own = GHash::with_backend(&h, backend).unwrap();
            own.update_padded(&data[..len]);
            let want = own.finalize();

            let mut padded = GHash::with_backend(&h, backend).unwrap();
            UniversalHash::update_padded(&mut padded, &data[..len]);
            assert_eq!(UniversalHash::finalize(padded).0, want, "{backend} update_padded len={len}");

            if len % 16 == 0 {
                let blocks: Vec<Block<GHash>> =
                    data[..len].chunks(16).map(|c| <[u8; 16]>::try_from(c).unwrap().into()).collect();
                let mut via_update = GHash::with_backend(&h, backend).unwrap();
                via_update.update(&blocks);
                assert_eq!(UniversalHash::finalize(via_update).0, want, "{backend} update len={len}");
                let mut via_backend = GHash::with_backend(&h, backend).unwrap();
                via_backend.update_with_backend(Feed(&blocks));
                assert_eq!(UniversalHash::finalize(via_backend).0, want, "{backend} closure len={len}");
            }
        }
    }
}
