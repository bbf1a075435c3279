//! The portable hash compression functions: unrolled scalar rounds with the message schedule
//! interleaved (`md5.rs`, `sha1.rs`; `sha2.rs` generates `sha256.rs` and `sha512.rs`). Their
//! round constants `K` are the tables every other SHA-2 backend reads.

mod md5;
mod sha1;
mod sha2;
pub(crate) mod sha256;
pub(crate) mod sha512;

pub(crate) use md5::soft_md5_compress as md5_compress;
pub(crate) use sha1::soft_sha1_compress as sha1_compress;
pub(crate) use sha256::soft_sha256_compress as sha256_compress;
pub(crate) use sha512::soft_sha512_compress as sha512_compress;
