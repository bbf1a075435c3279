//! cipher 0.5 on aes-engine's AES and CTR, checked with RustCrypto's own data and harness
//! (`cipher::dev`): the NESSIE `.blb` files of the `aes` 0.9.4 crate and the CTR `.blb` files of
//! the `ctr` 0.10.1 crate (copied to vectors/rustcrypto/, see vectors/rustcrypto/SOURCES.md), on
//! every backend. The CTR data runs twice: through RustCrypto's `ctr::Ctr128BE` over this crate's
//! `BlockCipherEncrypt`, and through this crate's own `ctr::Ctr` as a `StreamCipher`.
#![cfg(feature = "cipher")]

mod rustcrypto_support;

use aes_engine::{Aes128, Aes192, Aes256};
use cipher::dev::block_cipher::{TestVector as BlockVector, decrypt_test, encrypt_decrypt_test, encrypt_test};
use cipher::dev::stream::{TestVector as StreamVector, stream_cipher_test};
use cipher::{BlockCipherDecrypt, BlockCipherEncrypt, KeyInit};
use rustcrypto_support::on_every_backend;

macro_rules! blb {
    ($name:ident, $path:literal, $vector:ident { $($field:ident),* }) => {
        cipher::dev::blobby::parse_into_structs!(
            include_bytes!(concat!("../vectors/rustcrypto/", $path));
            static $name: &[$vector { $($field),* }];
        );
    };
}

blb!(AES128, "aes/aes128.blb", BlockVector { key, plaintext, ciphertext });
blb!(AES192, "aes/aes192.blb", BlockVector { key, plaintext, ciphertext });
blb!(AES256, "aes/aes256.blb", BlockVector { key, plaintext, ciphertext });
blb!(AES128_CTR, "ctr/aes128-ctr.blb", StreamVector { key, iv, plaintext, ciphertext });
blb!(AES256_CTR, "ctr/aes256-ctr.blb", StreamVector { key, iv, plaintext, ciphertext });

/// Runs one `cipher::dev` check over `vectors`, panicking with its reason and the case.
fn run<T: core::fmt::Debug>(family: &str, vectors: &[T], check: fn(&T) -> Result<(), &'static str>) -> usize {
    for (i, tv) in vectors.iter().enumerate() {
        if let Err(reason) = check(tv) {
            panic!("{family} #{i}: {reason}\n{tv:?}");
        }
    }
    vectors.len()
}

/// What the `aes` crate's `tests/mod.rs` runs (`block_cipher_test!` with the combined,
/// encrypt-only and decrypt-only checks), with this crate's key types in place of its own.
fn block_vectors() -> Vec<(&'static str, usize)> {
    vec![
        ("nessie-aes128", run("aes128", AES128, encrypt_decrypt_test::<Aes128>)),
        ("nessie-aes192", run("aes192", AES192, encrypt_decrypt_test::<Aes192>)),
        ("nessie-aes256", run("aes256", AES256, encrypt_decrypt_test::<Aes256>)),
        ("nessie-aes128-enc", run("aes128", AES128, encrypt_test::<Aes128>)),
        ("nessie-aes192-enc", run("aes192", AES192, encrypt_test::<Aes192>)),
        ("nessie-aes256-enc", run("aes256", AES256, encrypt_test::<Aes256>)),
        ("nessie-aes128-dec", run("aes128", AES128, decrypt_test::<Aes128>)),
        ("nessie-aes192-dec", run("aes192", AES192, decrypt_test::<Aes192>)),
        ("nessie-aes256-dec", run("aes256", AES256, decrypt_test::<Aes256>)),
    ]
}

/// What the `ctr` crate's `tests/ctr128` runs (`stream_cipher_test!`, every chunk length 1..256).
fn ctr_vectors() -> Vec<(&'static str, usize)> {
    vec![
        ("ctr128be-over-aes128", run("aes128-ctr", AES128_CTR, stream_cipher_test::<ctr::Ctr128BE<Aes128>>)),
        ("ctr128be-over-aes256", run("aes256-ctr", AES256_CTR, stream_cipher_test::<ctr::Ctr128BE<Aes256>>)),
        ("engine-ctr-aes128", run("aes128-ctr", AES128_CTR, stream_cipher_test::<aes_engine::ctr::Ctr<Aes128>>)),
        ("engine-ctr-aes256", run("aes256-ctr", AES256_CTR, stream_cipher_test::<aes_engine::ctr::Ctr<Aes256>>)),
    ]
}

#[test]
fn rustcrypto_block_cipher_vectors_on_every_backend() {
    on_every_backend("rustcrypto_block_cipher_vectors_on_every_backend", block_vectors);
}

#[test]
fn rustcrypto_ctr_vectors_on_every_backend() {
    on_every_backend("rustcrypto_ctr_vectors_on_every_backend", ctr_vectors);
}

/// The closure interface (`encrypt_with_backend`: what generic modes use), buffer-to-buffer and
/// in-place calls of every length up to three parallel batches agree with the crate's own API.
#[test]
fn every_trait_path_matches_the_crate_api() {
    use aes_engine::BlockCipher;
    let aes = <Aes192 as KeyInit>::new(&[9u8; 24].into());
    for n in 0..50 {
        let input: Vec<[u8; 16]> = (0..n).map(|i| [i as u8 ^ 0x5a; 16]).collect();
        let mut want = input.clone();
        BlockCipher::encrypt_blocks(&aes, &mut want);

        let arrays: Vec<cipher::Block<Aes192>> = input.iter().map(|b| (*b).into()).collect();
        let mut out = vec![cipher::Block::<Aes192>::default(); n];
        aes.encrypt_blocks_b2b(&arrays, &mut out).unwrap();
        assert!(out.iter().zip(&want).all(|(a, b)| a.0 == *b), "b2b n={n}");

        // Through the rank-2 closure: the path a generic mode (e.g. `ctr`) takes.
        let mut via_backend = arrays.clone();
        struct Ctx<'a>(&'a mut [cipher::Block<Aes192>]);
        impl cipher::BlockSizeUser for Ctx<'_> {
            type BlockSize = cipher::consts::U16;
        }
        impl cipher::BlockCipherEncClosure for Ctx<'_> {
            fn call<B: cipher::BlockCipherEncBackend<BlockSize = Self::BlockSize>>(self, backend: &B) {
                let (batches, tail) = cipher::array::Array::slice_as_chunks_mut(self.0);
                for batch in batches {
                    backend.encrypt_par_blocks_inplace(batch);
                }
                for block in tail.chunks_mut(1) {
                    backend.encrypt_block_inplace(&mut block[0]);
                }
            }
        }
        aes.encrypt_with_backend(Ctx(&mut via_backend));
        assert!(via_backend.iter().zip(&want).all(|(a, b)| a.0 == *b), "closure n={n}");

        let mut back = out.clone();
        BlockCipherDecrypt::decrypt_blocks(&aes, &mut back);
        assert!(back.iter().zip(&input).all(|(a, b)| a.0 == *b), "decrypt n={n}");
    }
}
