//! Message digests — MD5, SHA-1, SHA-224, SHA-256, SHA-384, SHA-512, SHA-512/224, SHA-512/256 —
//! and [`Hmac`] over them ([`HmacKey`]: a key's keyed states computed once, for many messages).
//!
//! Every hasher has one shape, the [`Digest`] trait: incremental (`new`, `update`, `finalize`),
//! one-shot ([`Digest::digest`]) and many messages at once ([`Digest::digest_many`]). None
//! allocates; each is a small value (chaining value, one block of buffer, a byte count and the
//! chosen kernel) that is cheap to clone and is wiped when dropped.
//!
//! ```
//! use aes_engine::digest::{Digest, Md5, Sha256, Sha512};
//!
//! let one_shot = Sha256::digest(b"hello world");
//! let mut h = Sha256::new();
//! h.update(b"hello ");
//! h.update(b"world");
//! assert_eq!(h.finalize(), one_shot);
//!
//! // Many independent messages in one call (multi-buffer where the CPU has lanes for it).
//! let names: [&[u8]; 3] = [b"alpha", b"beta", b""];
//! let mut out = [[0u8; 16]; 3];
//! Md5::digest_many(&names, &mut out)?;
//! assert_eq!(out[2], Md5::digest(b""));
//! assert_eq!(Sha512::OUTPUT_LEN, 64);
//! # Ok::<(), aes_engine::Error>(())
//! ```
//!
//! # Backends
//!
//! Digests have their own [`HashBackend`]s, because their instructions are not the AES ones (a
//! CPU may have AES-NI without the SHA extensions). `new` picks the fastest kernel this CPU has
//! for the algorithm, once, when the hasher is made; a one-shot `digest` reads the same cached
//! answer. [`Digest::with_backend`] asks for a named one and fails with
//! [`Error::HashBackendUnavailable`] when the backend cannot run on this CPU *or* has no
//! single-stream kernel for that algorithm:
//!
//! | algorithm | `soft` | `sha-ni` (x86_64) | `avx2` (x86_64) | `armv8` (aarch64) |
//! | --- | --- | --- | --- | --- |
//! | MD5         | yes | —   | `digest_many` only: 8 lanes | —           |
//! | SHA-1       | yes | yes (and interleaved streams for `digest_many`) | `digest_many` only: 8 lanes | yes (SHA1)  |
//! | SHA-224/256 | yes | yes (and interleaved streams for `digest_many`) | `digest_many` only: 8 lanes | yes (SHA2)  |
//! | SHA-384/512, SHA-512/224, /256 | yes | —   | yes (one message: vector schedule, BMI2 rounds); `digest_many`: 4 lanes | yes where the CPU has the ARMv8.2 SHA512 instructions |
//!
//! SHA-512/224 and SHA-512/256 are SHA-512 with other initial values: every kernel, lane and
//! threshold below that names SHA-384/512 serves them too.
//!
//! `soft` is portable scalar code (unrolled rounds, the message schedule interleaved with them).
//! `sha-ni` uses the x86_64 SHA extensions (`sha256rnds2`, `sha1rnds4`, ...) with SSSE3 and
//! SSE4.1; its `digest_many` interleaves several messages (one stream is latency-bound). `avx2`
//! hashes 8 (SHA-384/512: 4) independent messages at once, one per vector lane, refilling lanes
//! as messages end. For SHA-384/512 it also has a single-stream kernel (the message schedule of
//! two blocks at a time on ymm registers, the rounds scalar with BMI2 `rorx`; faster than `soft`
//! at every size, so `new` picks it where AVX2 and BMI2 are present; on a CPU with AVX-512F/VL
//! the schedule's rotations are single `vprorq` instructions, same backend); for the others
//! `with_backend(Avx2)` is an error while [`Digest::digest_many_with`]`(Avx2, ..)` works. The
//! default `digest_many` takes, on a CPU with AVX-512F/BW, 512-bit lanes that no named backend
//! has (16 or 32 MD5, 16 SHA-224/256 or 8 SHA-384/512 messages at once, every boolean function
//! one `vpternlog`, every rotation one instruction) for batches of 9 or more MD5, 10 or more
//! SHA-224/256 and 2 or more SHA-384/512 messages; otherwise, on a CPU with SHA-NI, the SHA-NI
//! streams for SHA-224/256 batches of 2 or more and SHA-1 batches of 3 or more, and otherwise the
//! AVX2 lanes for batches of 2 or more where the CPU has AVX2. `armv8` uses the ARMv8
//! SHA1/SHA2 instructions and, where present, the ARMv8.2 SHA512 ones.
//!
//! # Cost per call
//!
//! A one-shot digest of 0–55 bytes (0–111 for SHA-384/512) is one padded block built on the
//! stack and one call of the compression function; longer inputs are compressed straight from
//! the caller's slice, whole blocks in one call, and only the tail is copied.

pub(crate) mod core;
mod hasher;
mod hkdf;
mod hmac;
mod hmac_key;
mod many;
mod md5;
mod sha1;
mod sha256;
mod sha512;
#[cfg(feature = "std")]
mod write;

pub use hkdf::Hkdf;
pub use hmac::Hmac;
pub use hmac_key::HmacKey;
pub use md5::Md5;
pub use sha1::Sha1;
pub use sha256::{Sha224, Sha256};
pub use sha512::{Sha384, Sha512, Sha512_224, Sha512_256};

pub use crate::backend::hash::HashBackend;

use crate::Error;

pub(crate) mod sealed {
    use super::{Digest, HashBackend};

    /// Only this crate's hashers implement [`Digest`](super::Digest); and [`HmacKey`](super::HmacKey)
    /// reaches the keyed states' chaining values through it (generic code sees only `H: Digest`).
    pub trait Sealed {
        /// The HMAC of `msg` from the keyed states `inner` and `outer` (each has absorbed one
        /// block and nothing more): `core::hmac_sign`.
        fn hmac_sign(inner: &Self, outer: &Self, msg: &[u8]) -> <Self as Digest>::Output
        where
            Self: Digest;

        /// The outer hash of HMAC from the keyed state `outer`: the MAC whose inner digest is
        /// `digest` (`core::hmac_outer`).
        fn hmac_outer(outer: &Self, digest: &<Self as Digest>::Output) -> <Self as Digest>::Output
        where
            Self: Digest;

        /// The HMACs of a batch (`many::hmac_many`).
        fn hmac_sign_many<M: AsRef<[u8]>>(
            backend: Option<HashBackend>,
            inner: &Self,
            outer: &Self,
            msgs: &[M],
            out: &mut [<Self as Digest>::Output],
        ) -> Result<(), crate::Error>
        where
            Self: Digest;
    }
}

/// A message digest: implemented by [`Md5`], [`Sha1`], [`Sha224`], [`Sha256`], [`Sha384`],
/// [`Sha512`], [`Sha512_224`] and [`Sha512_256`] (sealed). `Clone` copies the running state; `Default` is `new()`.
///
/// ```
/// use aes_engine::digest::{Digest, Sha1};
///
/// fn hex_digest<H: Digest>(data: &[u8]) -> String {
///     H::digest(data).as_ref().iter().map(|b| format!("{b:02x}")).collect()
/// }
/// assert_eq!(hex_digest::<Sha1>(b""), "da39a3ee5e6b4b0d3255bfef95601890afd80709");
/// ```
pub trait Digest: Clone + Default + sealed::Sealed {
    /// Bytes of output.
    const OUTPUT_LEN: usize;
    /// Bytes per block of the compression function (64, or 128 for SHA-384/512).
    const BLOCK_LEN: usize;
    /// The digest: `[u8; OUTPUT_LEN]`.
    type Output: AsRef<[u8]> + AsMut<[u8]> + Copy;

    /// A hasher on the fastest backend this CPU has for this algorithm.
    ///
    /// ```
    /// use aes_engine::digest::{Digest, Sha256};
    /// use hex_literal::hex;
    ///
    /// let mut h = Sha256::new();
    /// assert!(h.backend().is_available());
    /// h.update(b"abc"); // FIPS 180-2 B.1
    /// assert_eq!(h.finalize(), hex!("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    /// ```
    fn new() -> Self;

    /// A hasher on backend `b`.
    ///
    /// # Errors
    ///
    /// [`Error::HashBackendUnavailable`] if `b` cannot run on this CPU or has no single-stream
    /// kernel for this algorithm (see the [module table](self)).
    ///
    /// ```
    /// use aes_engine::{Error, digest::{Digest, HashBackend, Md5}};
    ///
    /// assert!(Md5::with_backend(HashBackend::Soft).is_ok());
    /// assert_eq!(
    ///     Md5::with_backend(HashBackend::ShaNi).err(),
    ///     Some(Error::HashBackendUnavailable(HashBackend::ShaNi))
    /// );
    /// ```
    fn with_backend(b: HashBackend) -> Result<Self, Error>;

    /// Absorbs `data`.
    ///
    /// ```
    /// use aes_engine::digest::{Digest, Sha1};
    /// use hex_literal::hex;
    ///
    /// let mut h = Sha1::new();
    /// h.update(b"a");
    /// h.update(b"");
    /// h.update(b"bc");
    /// assert_eq!(h.finalize(), hex!("a9993e364706816aba3e25717850c26c9cd0d89d")); // FIPS 180-2 A.1
    /// // Pieces of any size, across block boundaries, give the one-shot digest.
    /// let msg = [0x5au8; 200];
    /// let mut h = Sha1::new();
    /// msg.chunks(63).for_each(|piece| h.update(piece));
    /// assert_eq!(h.finalize(), Sha1::digest(&msg));
    /// ```
    fn update(&mut self, data: &[u8]);

    /// The digest of everything absorbed.
    ///
    /// ```
    /// use aes_engine::digest::{Digest, Md5};
    /// use hex_literal::hex;
    ///
    /// let mut h = Md5::new();
    /// h.update(b"abc");
    /// let d: [u8; 16] = h.finalize(); // consumes the hasher
    /// assert_eq!(d, hex!("900150983cd24fb0d6963f7d28e17f72")); // RFC 1321 A.5
    /// ```
    fn finalize(self) -> Self::Output;

    /// The digest of a message whose length is not a whole number of bytes: the bytes absorbed,
    /// then the `bits` (0..=7) leftmost (most significant) bits of `last`; the other bits of
    /// `last` are ignored. `bits == 0` is [`Digest::finalize`]. FIPS 180-4 defines the SHA
    /// family on bit strings (§5.1: the message's bits, a `1` bit, zeros, the length in bits),
    /// and NIST's ACVP vectors for SHA-1 and SHA-2 have messages of any bit length; MD5
    /// (RFC 1321 §3.1, bits in the same most-significant-first order) is padded the same way.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidLength`] if `bits > 7`.
    ///
    /// ```
    /// use aes_engine::{Error, digest::{Digest, Sha224}};
    /// use hex_literal::hex;
    ///
    /// // The 2-bit message 11 (NIST ACVP SHA2-224 sample set, tcId 57: msg "C0", len 2).
    /// let h = Sha224::new();
    /// assert_eq!(h.clone().finalize_bits(0xc0, 2)?, hex!("d292e85981c477c7a8c30551941e8b4a6fddc7a09b753df67f0a2490"));
    /// // No extra bits: the byte-oriented digest.
    /// assert_eq!(h.clone().finalize_bits(0xff, 0)?, Sha224::digest(b""));
    /// assert_eq!(h.finalize_bits(0, 8), Err(Error::InvalidLength));
    /// # Ok::<(), Error>(())
    /// ```
    fn finalize_bits(self, last: u8, bits: u32) -> Result<Self::Output, Error>;

    /// The digest of everything absorbed; the hasher is then as if new (same backend).
    ///
    /// ```
    /// use aes_engine::digest::{Digest, Sha512};
    /// use hex_literal::hex;
    ///
    /// let mut h = Sha512::new();
    /// h.update(b"abc"); // FIPS 180-2 C.1
    /// assert_eq!(h.finalize_reset(), hex!("ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"));
    /// // Reused, it hashes the next message as a fresh hasher would.
    /// h.update(b"next message");
    /// let mut fresh = Sha512::new();
    /// fresh.update(b"next message");
    /// assert_eq!(h.finalize(), fresh.finalize());
    /// ```
    fn finalize_reset(&mut self) -> Self::Output;

    /// Forgets everything absorbed (same backend).
    ///
    /// ```
    /// use aes_engine::digest::{Digest, HashBackend, Sha256};
    ///
    /// let mut h = Sha256::with_backend(HashBackend::Soft)?;
    /// h.update(b"discarded");
    /// h.reset();
    /// h.update(b"abc");
    /// assert_eq!(h.backend(), HashBackend::Soft);
    /// assert_eq!(h.finalize(), Sha256::digest(b"abc"));
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    fn reset(&mut self);

    /// The backend this hasher runs on.
    ///
    /// ```
    /// use aes_engine::digest::{Digest, HashBackend, Sha256};
    ///
    /// let h = Sha256::with_backend(HashBackend::Soft)?;
    /// assert_eq!(h.backend(), HashBackend::Soft);
    /// assert_eq!(h.backend().name(), "soft");
    /// // `new` picks one this CPU can run (`soft` where it has nothing faster).
    /// assert!(Sha256::new().backend().is_available());
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    fn backend(&self) -> HashBackend;

    /// The digest of `data` in one call, on the fastest backend; never allocates.
    ///
    /// ```
    /// use aes_engine::digest::{Digest, Sha1, Sha256};
    /// use hex_literal::hex;
    ///
    /// // FIPS 180-2 B.1 and A.1
    /// assert_eq!(Sha256::digest(b"abc"), hex!("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    /// assert_eq!(Sha1::digest(b"abc"), hex!("a9993e364706816aba3e25717850c26c9cd0d89d"));
    /// ```
    fn digest(data: &[u8]) -> Self::Output;

    /// The digests of many independent messages: `out[i]` = digest of `inputs[i]`. The messages
    /// may be anything that is `AsRef<[u8]>`: a `&[&[u8]]`, a `&[[u8; 32]]`, a `&[Vec<u8>]`
    /// (nothing is allocated to view them as byte slices).
    ///
    /// # Errors
    ///
    /// [`Error::InvalidLength`] if `out.len()` differs from `inputs.len()`; nothing is written.
    ///
    /// ```
    /// use aes_engine::{Error, digest::{Digest, Sha256}};
    ///
    /// let msgs: [&[u8]; 2] = [b"a", b"b"];
    /// let mut out = [[0u8; 32]; 2];
    /// Sha256::digest_many(&msgs, &mut out)?;
    /// assert_eq!(out[1], Sha256::digest(b"b"));
    /// assert_eq!(Sha256::digest_many(&msgs, &mut out[..1]), Err(Error::InvalidLength));
    ///
    /// // Digests of digests, and owned messages, without building a `Vec<&[u8]>` first.
    /// let mut again = [[0u8; 32]; 2];
    /// Sha256::digest_many(&out, &mut again)?;
    /// assert_eq!(again[0], Sha256::digest(&out[0]));
    /// let owned = vec![b"a".to_vec(), b"b".to_vec()];
    /// Sha256::digest_many(&owned, &mut again)?;
    /// assert_eq!(again, out);
    /// # Ok::<(), Error>(())
    /// ```
    fn digest_many(inputs: &[impl AsRef<[u8]>], out: &mut [Self::Output]) -> Result<(), Error>;

    /// [`Digest::digest_many`] on a named backend (its multi-buffer lanes, or its single-stream
    /// kernel one message after another).
    ///
    /// # Errors
    ///
    /// Nothing is written on an error:
    /// - [`Error::InvalidLength`] if `out.len()` differs from `inputs.len()` (checked first).
    /// - [`Error::HashBackendUnavailable`] if `backend` has neither multi-buffer lanes nor a
    ///   single-stream kernel for this algorithm on this CPU.
    ///
    /// ```
    /// use aes_engine::{Error, digest::{Digest, HashBackend, Md5}};
    ///
    /// let msgs: [&[u8]; 4] = [b"", b"abc", &[7; 100], &[1; 1000]];
    /// let mut out = [[0u8; 16]; 4];
    /// Md5::digest_many_with(HashBackend::Soft, &msgs, &mut out)?;
    /// assert!(out.iter().zip(msgs).all(|(d, m)| *d == Md5::digest(m)));
    /// // MD5 has AVX2 lanes but no single-stream AVX2 kernel: an error on CPUs without AVX2.
    /// let mut lanes = [[0u8; 16]; 4];
    /// match Md5::digest_many_with(HashBackend::Avx2, &msgs, &mut lanes) {
    ///     Ok(()) => assert_eq!(lanes, out),
    ///     Err(e) => assert_eq!(e, Error::HashBackendUnavailable(HashBackend::Avx2)),
    /// }
    /// # Ok::<(), Error>(())
    /// ```
    fn digest_many_with(
        backend: HashBackend,
        inputs: &[impl AsRef<[u8]>],
        out: &mut [Self::Output],
    ) -> Result<(), Error>;
}
