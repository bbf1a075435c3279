//! Compile-time checks of the auto traits and `Clone` a user relies on: keys and digests can be
//! shared between threads (`Send + Sync`, e.g. one `Aes256Gcm` in an `Arc` serving every
//! connection) and cloned; engines, hashers and stream adapters can move to another thread
//! (`Send`), and are `Sync` where they hold nothing shared. A regression (a raw pointer or an
//! `Rc` in a public type) fails to compile here instead of in a user's program.

use aes_engine::cbc::{self, Padding};
use aes_engine::ctr::Ctr;
use aes_engine::digest::{Hmac, HmacKey, Md5, Sha1, Sha224, Sha256, Sha384, Sha512, Sha512_224, Sha512_256};
use aes_engine::gcm;
use aes_engine::stream::{CipherReader, CipherWriter};
use aes_engine::{Aes128, Aes128Gcm, Aes192, Aes192Gcm, Aes256, Aes256Gcm, Backend, Error, GHash, Tag};
use std::panic::{RefUnwindSafe, UnwindSafe};

fn send_sync<T: Send + Sync>() {}
fn send_sync_clone<T: Send + Sync + Clone>() {}
fn unwind_safe<T: UnwindSafe + RefUnwindSafe>() {}

/// `check!(f: A, B, ...)` instantiates `f::<A>()`, `f::<B>()`, ...: each a compile-time check.
macro_rules! check {
    ($f:ident: $($t:ty),+ $(,)?) => {
        $($f::<$t>();)+
    };
}

#[test]
fn keys_and_one_shot_types_are_send_sync_clone() {
    check!(send_sync_clone: Aes128, Aes192, Aes256, Aes128Gcm, Aes192Gcm, Aes256Gcm, GHash, Tag, Backend, Error);
    check!(unwind_safe: Aes128, Aes256Gcm, GHash);
}

#[test]
fn hashers_and_hmac_are_send_sync_clone() {
    check!(send_sync_clone: Md5, Sha1, Sha224, Sha256, Sha384, Sha512, Sha512_224, Sha512_256, Hmac<Sha256>, Hmac<Sha512>, Hmac<Sha512_224>, HmacKey<Sha256>, HmacKey<Sha512>);
    check!(unwind_safe: Sha256, Hmac<Sha256>, HmacKey<Sha256>);
}

#[test]
fn engines_and_adapters_are_send_sync() {
    check!(send_sync: Ctr<Aes128>, Ctr<&Aes256>, cbc::Encryptor<Aes128>, cbc::Decryptor<Aes256>);
    check!(send_sync: cbc::Lane<'static>, Padding);
    check!(send_sync: gcm::Encryptor<'static, Aes128>, gcm::Decryptor<'static, Aes256>);
    check!(send_sync: CipherReader<&'static [u8], gcm::Decryptor<'static, Aes128>>);
    check!(send_sync: CipherWriter<Vec<u8>, gcm::Encryptor<'static, Aes128>>);
    check!(send_sync: aes_engine::chunked::Reader<&'static [u8]>, aes_engine::chunked::Writer<Vec<u8>>);
    check!(send_sync_clone: aes_engine::digest::Hkdf<Sha256>, aes_engine::chunked::Hash);
}

/// The point of `Send + Sync` on a key: one key, many threads, same answers.
#[test]
fn one_gcm_key_serves_many_threads() {
    let gcm = std::sync::Arc::new(Aes128Gcm::new(&[7; 16]));
    let expected = gcm.encrypt(&[1; 12], b"aad", b"shared key").unwrap();
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let gcm = std::sync::Arc::clone(&gcm);
            std::thread::spawn(move || gcm.encrypt(&[1; 12], b"aad", b"shared key").unwrap())
        })
        .collect();
    for h in handles {
        assert_eq!(h.join().unwrap(), expected);
    }
}
