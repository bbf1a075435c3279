//! Shared helpers of the fuzz targets: the backends to compare, key construction for each key
//! size, and input chunking.
#![allow(dead_code)]

use aes_engine::{Aes128, Aes192, Aes256, Backend, BlockCipher};
use libfuzzer_sys::arbitrary::{Result, Unstructured};

/// Every backend this CPU runs, the portable one (the reference) first.
pub fn backends() -> Vec<Backend> {
    let mut v: Vec<Backend> = Backend::available().collect();
    v.sort_by_key(|b| *b != Backend::Soft);
    v
}

/// A block cipher type that can be built from a key slice on a named backend.
pub trait Key: BlockCipher + Sized {
    fn make(key: &[u8], backend: Backend) -> Self;
}

macro_rules! key {
    ($t:ident, $n:literal) => {
        impl Key for $t {
            fn make(key: &[u8], backend: Backend) -> Self {
                let key: &[u8; $n] = key.try_into().unwrap();
                $t::with_backend(key, backend).unwrap()
            }
        }
    };
}
key!(Aes128, 16);
key!(Aes192, 24);
key!(Aes256, 32);

/// Runs `$body` with `$K` bound to the key type chosen by the input (`$sel`: 0, 1 or 2).
#[macro_export]
macro_rules! with_key_type {
    ($sel:expr, $K:ident => $body:expr) => {
        match $sel {
            0 => {
                type $K = aes_engine::Aes128;
                $body
            }
            1 => {
                type $K = aes_engine::Aes192;
                $body
            }
            _ => {
                type $K = aes_engine::Aes256;
                $body
            }
        }
    };
}

/// Key length for the selector of [`with_key_type`].
pub fn key_len(sel: usize) -> usize {
    [16, 24, 32][sel.min(2)]
}

/// A byte string of exactly `n` bytes (zero-padded when the input runs out).
pub fn bytes(u: &mut Unstructured<'_>, n: usize) -> Vec<u8> {
    let mut v = vec![0u8; n];
    let take = n.min(u.len());
    v[..take].copy_from_slice(u.bytes(take).unwrap_or(&[]));
    v
}

/// A length-prefixed byte string of at most `max` bytes.
pub fn var_bytes(u: &mut Unstructured<'_>, max: usize) -> Result<Vec<u8>> {
    let n = u.int_in_range(0..=max)?;
    Ok(bytes(u, n))
}

/// Splits `total` into chunk lengths chosen by the input (the last chunk takes the rest).
pub fn chunking(u: &mut Unstructured<'_>, total: usize) -> Vec<usize> {
    let mut out = Vec::new();
    let mut left = total;
    while left > 0 {
        let n = match u.int_in_range(0..=40u8) {
            Ok(0) | Err(_) => left,
            Ok(k) if k < 20 => (k as usize).min(left),
            Ok(k) => ((k as usize - 19) * 16).min(left),
        };
        out.push(n);
        left -= n;
    }
    out
}
