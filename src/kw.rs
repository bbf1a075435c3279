//! AES key wrap: KW and KWP (SP 800-38F §6.2–6.3; RFC 3394 and RFC 5649), the JDK's `AES/KW` and
//! `AES/KWP`.
//!
//! Both run the wrapping function W of SP 800-38F §6.1 over 64-bit semiblocks: with `A` the
//! integrity register and `R[1..n]` the key data, 6·n steps of
//! `B = CIPH_K(A ‖ R[i]); A = MSB64(B) ⊕ t; R[i] = LSB64(B)` with `t = n·j + i`. Each step needs
//! the `A` of the one before, so the whole wrap is one chain of AES calls: the block-at-a-time
//! latency floor, as in CBC encryption. KW starts `A` at `ICV1 = A6A6A6A6A6A6A6A6`; KWP at
//! `ICV2 ‖ MLI` (`A65959A6` and the key data's length in bytes, 32-bit big-endian) after padding
//! the key data with zeros to a multiple of 8 bytes, and wraps a single padded semiblock with one
//! AES call instead of W.
//!
//! Unwrapping runs W⁻¹ and then checks `A` (KWP: also the length and the zero padding) in
//! constant time: one `subtle::Choice` verdict, declassified once (see `crate::ct`). On failure
//! the unwrapped bytes are wiped and only [`Error::AuthenticationFailed`] comes back.
//!
//! The `_inverse` functions are SP 800-38F's variants with the inverse cipher as the forward
//! function (`CIPH⁻¹_K` inside W, `CIPH_K` inside W⁻¹): what CAVP's KWVS and ACVP call the
//! "inverse" `kwCipher`.

use crate::backend::wipe::wipe_block;
use crate::copy::wipe_bytes;
use crate::{BlockCipher, Error, ct};
use alloc::vec::Vec;
use subtle::{ConstantTimeEq, ConstantTimeGreater, ConstantTimeLess};

/// KW's initial value (SP 800-38F §6.2, ICV1).
const ICV1: [u8; 8] = [0xa6; 8];
/// KWP's initial value prefix (SP 800-38F §6.3, ICV2); the key data length follows it.
const ICV2: [u8; 4] = [0xa6, 0x59, 0x59, 0xa6];
/// The longest KWP key data: its length is a 32-bit field (SP 800-38F §5.3.1).
const KWP_MAX: usize = u32::MAX as usize;

/// Which AES function is W's forward function: SP 800-38F's `CIPH_K`, or `CIPH⁻¹_K` for the
/// inverse-cipher variants.
#[derive(Clone, Copy)]
enum Direction {
    Forward,
    Inverse,
}

impl Direction {
    /// Applies W's forward function (`wrap` side).
    fn forward<C: BlockCipher>(self, kek: &C, b: &mut [u8; 16]) {
        match self {
            Direction::Forward => kek.encrypt_block(b),
            Direction::Inverse => kek.decrypt_block(b),
        }
    }

    /// Applies the forward function's inverse (`unwrap` side).
    fn backward<C: BlockCipher>(self, kek: &C, b: &mut [u8; 16]) {
        match self {
            Direction::Forward => kek.decrypt_block(b),
            Direction::Inverse => kek.encrypt_block(b),
        }
    }
}

/// W (SP 800-38F Algorithm 1) in place: `a` is the integrity register (in: the ICV; out: the
/// first semiblock of the result), `r` the n ≥ 2 semiblocks after it.
fn w<C: BlockCipher>(kek: &C, dir: Direction, a: &mut [u8; 8], r: &mut [u8]) {
    let n = (r.len() / 8) as u64;
    let mut b = [0u8; 16];
    b[..8].copy_from_slice(a);
    let mut t = 0u64;
    for _ in 0..6 {
        for ri in r.as_chunks_mut::<8>().0 {
            t += 1;
            b[8..].copy_from_slice(ri);
            dir.forward(kek, &mut b);
            let msb = u64::from_be_bytes(b[..8].try_into().unwrap_or_default()) ^ t;
            b[..8].copy_from_slice(&msb.to_be_bytes());
            ri.copy_from_slice(&b[8..]);
        }
    }
    debug_assert_eq!(t, 6 * n);
    a.copy_from_slice(&b[..8]);
    wipe_block(&mut b);
}

/// W⁻¹ (SP 800-38F Algorithm 2) in place: `a` is the first semiblock of the wrapped data (out:
/// the recovered integrity register), `r` the n ≥ 2 semiblocks after it.
fn w_inv<C: BlockCipher>(kek: &C, dir: Direction, a: &mut [u8; 8], r: &mut [u8]) {
    let n = (r.len() / 8) as u64;
    let mut b = [0u8; 16];
    b[..8].copy_from_slice(a);
    let mut t = 6 * n;
    for _ in 0..6 {
        for ri in r.as_chunks_mut::<8>().0.iter_mut().rev() {
            let msb = u64::from_be_bytes(b[..8].try_into().unwrap_or_default()) ^ t;
            b[..8].copy_from_slice(&msb.to_be_bytes());
            b[8..].copy_from_slice(ri);
            dir.backward(kek, &mut b);
            ri.copy_from_slice(&b[8..]);
            t -= 1;
        }
    }
    a.copy_from_slice(&b[..8]);
    wipe_block(&mut b);
}

fn kw_wrap<C: BlockCipher>(kek: &C, dir: Direction, key_data: &[u8]) -> Result<Vec<u8>, Error> {
    if key_data.len() < 16 || !key_data.len().is_multiple_of(8) {
        return Err(Error::InvalidLength);
    }
    let mut out = Vec::with_capacity(key_data.len() + 8);
    out.extend_from_slice(&ICV1);
    out.extend_from_slice(key_data);
    let (a, r) = out.split_first_chunk_mut::<8>().ok_or(Error::InvalidLength)?;
    w(kek, dir, a, r);
    Ok(out)
}

fn kw_unwrap<C: BlockCipher>(kek: &C, dir: Direction, wrapped: &[u8]) -> Result<Vec<u8>, Error> {
    if wrapped.len() < 24 || !wrapped.len().is_multiple_of(8) {
        return Err(Error::InvalidLength);
    }
    let (a, r) = wrapped.split_first_chunk::<8>().ok_or(Error::InvalidLength)?;
    let mut a = *a;
    let mut out = r.to_vec();
    w_inv(kek, dir, &mut a, &mut out);
    let valid = a.ct_eq(&ICV1);
    a.fill(0);
    if ct::declassify(valid) {
        Ok(out)
    } else {
        wipe_bytes(&mut out);
        Err(Error::AuthenticationFailed)
    }
}

fn kwp_wrap<C: BlockCipher>(kek: &C, dir: Direction, key_data: &[u8]) -> Result<Vec<u8>, Error> {
    if key_data.is_empty() || key_data.len() > KWP_MAX {
        return Err(Error::InvalidLength);
    }
    let padded = key_data.len().div_ceil(8) * 8;
    let mut a = [0u8; 8];
    a[..4].copy_from_slice(&ICV2);
    a[4..].copy_from_slice(&(key_data.len() as u32).to_be_bytes());
    let mut out = Vec::with_capacity(padded + 8);
    out.extend_from_slice(&a);
    out.extend_from_slice(key_data);
    out.resize(padded + 8, 0);
    if padded == 8 {
        // One semiblock: a single call of the forward function on ICV2 ‖ MLI ‖ padded data.
        let block: &mut [u8; 16] = out.as_mut_slice().try_into().map_err(|_| Error::InvalidLength)?;
        dir.forward(kek, block);
    } else {
        let (a, r) = out.split_first_chunk_mut::<8>().ok_or(Error::InvalidLength)?;
        w(kek, dir, a, r);
    }
    Ok(out)
}

fn kwp_unwrap<C: BlockCipher>(kek: &C, dir: Direction, wrapped: &[u8]) -> Result<Vec<u8>, Error> {
    if wrapped.len() < 16 || !wrapped.len().is_multiple_of(8) {
        return Err(Error::InvalidLength);
    }
    let (a, r) = wrapped.split_first_chunk::<8>().ok_or(Error::InvalidLength)?;
    let mut a = *a;
    let mut out = r.to_vec();
    if out.len() == 8 {
        let mut b = [0u8; 16];
        b[..8].copy_from_slice(&a);
        b[8..].copy_from_slice(&out);
        dir.backward(kek, &mut b);
        a.copy_from_slice(&b[..8]);
        out.copy_from_slice(&b[8..]);
        wipe_block(&mut b);
    } else {
        w_inv(kek, dir, &mut a, &mut out);
    }
    // The verdict (SP 800-38F Algorithm 6, steps 4–6), without a branch on any of its parts:
    // the prefix is ICV2, 8·(n−1) < MLI ≤ 8·n, and the 8·n − MLI padding bytes are zero.
    let len = out.len() as u64;
    let mli = u64::from(u32::from_be_bytes([a[4], a[5], a[6], a[7]]));
    let mut valid = a[..4].ct_eq(&ICV2) & mli.ct_gt(&(len - 8)) & !mli.ct_gt(&len);
    for (k, byte) in (len - 8..len).zip(&out[out.len() - 8..]) {
        let in_pad = !k.ct_lt(&mli);
        valid &= !in_pad | byte.ct_eq(&0);
    }
    // Only read when valid: then 0 ≤ pad ≤ 7, and the length it fixes is public.
    let pad = len.wrapping_sub(mli) as u8 & 7;
    a.fill(0);
    if ct::declassify(valid) {
        out.truncate(out.len() - usize::from(ct::declassify_u8(pad)));
        Ok(out)
    } else {
        wipe_bytes(&mut out);
        Err(Error::AuthenticationFailed)
    }
}

/// KW (SP 800-38F §6.2, RFC 3394): wraps `key_data` under the key-encryption key `kek`; the
/// result is 8 bytes longer.
///
/// # Errors
///
/// [`Error::InvalidLength`] unless `key_data` is a multiple of 8 bytes and at least 16 bytes.
///
/// ```
/// use aes_engine::{Aes128, kw};
/// use hex_literal::hex;
///
/// // RFC 3394 §4.1: 128 bits of key data with a 128-bit KEK.
/// let kek = Aes128::new(&hex!("000102030405060708090a0b0c0d0e0f"));
/// let wrapped = kw::wrap(&kek, &hex!("00112233445566778899aabbccddeeff"))?;
/// assert_eq!(wrapped, hex!("1fa68b0a8112b447 aef34bd8fb5a7b82 9d3e862371d2cfe5"));
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn wrap<C: BlockCipher>(kek: &C, key_data: &[u8]) -> Result<Vec<u8>, Error> {
    kw_wrap(kek, Direction::Forward, key_data)
}

/// KW unwrapping (SP 800-38F §6.2, RFC 3394): recovers the key data from `wrapped` and checks
/// its integrity in constant time.
///
/// # Errors
///
/// - [`Error::InvalidLength`] unless `wrapped` is a multiple of 8 bytes and at least 24 bytes.
/// - [`Error::AuthenticationFailed`] if the integrity check fails (a wrong KEK, or altered
///   data): nothing of the key data is returned, and the working copy is wiped.
///
/// ```
/// use aes_engine::{Aes256, Error, kw};
/// use hex_literal::hex;
///
/// // RFC 3394 §4.6: 256 bits of key data with a 256-bit KEK.
/// let kek = Aes256::new(&hex!("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"));
/// let mut wrapped = hex!(
///     "28c9f404c4b810f4 cbccb35cfb87f826 3f5786e2d80ed326 cbc7f0e71a99f43b fb988b9b7a02dd21"
/// );
/// let key = kw::unwrap(&kek, &wrapped)?;
/// assert_eq!(key, hex!("00112233445566778899aabbccddeeff000102030405060708090a0b0c0d0e0f"));
///
/// wrapped[20] ^= 1;
/// assert_eq!(kw::unwrap(&kek, &wrapped), Err(Error::AuthenticationFailed));
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn unwrap<C: BlockCipher>(kek: &C, wrapped: &[u8]) -> Result<Vec<u8>, Error> {
    kw_unwrap(kek, Direction::Forward, wrapped)
}

/// KWP (SP 800-38F §6.3, RFC 5649): wraps `key_data` of any length from 1 byte, padded with
/// zeros to a multiple of 8 bytes; the result is that padded length plus 8 bytes.
///
/// # Errors
///
/// [`Error::InvalidLength`] if `key_data` is empty or longer than 2³² − 1 bytes.
///
/// ```
/// use aes_engine::{Aes192, kw};
/// use hex_literal::hex;
///
/// // RFC 5649 §6: 20 bytes and 7 bytes of key data with a 192-bit KEK.
/// let kek = Aes192::new(&hex!("5840df6e29b02af1 ab493b705bf16ea1 ae8338f4dcc176a8"));
/// let wrapped = kw::wrap_pad(&kek, &hex!("c37b7e6492584340 bed1220780894115 5068f738"))?;
/// assert_eq!(wrapped, hex!("138bdeaa9b8fa7fc 61f97742e72248ee 5ae6ae5360d1ae6a 5f54f373fa543b6a"));
/// assert_eq!(kw::wrap_pad(&kek, &hex!("466f7250617369"))?, hex!("afbeb0f07dfbf541 9200f2ccb50bb24f"));
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn wrap_pad<C: BlockCipher>(kek: &C, key_data: &[u8]) -> Result<Vec<u8>, Error> {
    kwp_wrap(kek, Direction::Forward, key_data)
}

/// KWP unwrapping (SP 800-38F §6.3, RFC 5649): recovers the key data from `wrapped` and checks,
/// in constant time, the integrity value, the length it records and the zero padding.
///
/// # Errors
///
/// - [`Error::InvalidLength`] unless `wrapped` is a multiple of 8 bytes and at least 16 bytes.
/// - [`Error::AuthenticationFailed`] if the check fails: nothing is returned, and the working
///   copy is wiped.
///
/// ```
/// use aes_engine::{Aes192, Error, kw};
/// use hex_literal::hex;
///
/// // RFC 5649 §6, the 7-byte example.
/// let kek = Aes192::new(&hex!("5840df6e29b02af1 ab493b705bf16ea1 ae8338f4dcc176a8"));
/// assert_eq!(kw::unwrap_pad(&kek, &hex!("afbeb0f07dfbf541 9200f2ccb50bb24f"))?, hex!("466f7250617369"));
/// // The same bytes are not a KW wrapping, and a KW wrapping is not a KWP one.
/// assert_eq!(kw::unwrap_pad(&kek, &kw::wrap(&kek, &[7; 16])?), Err(Error::AuthenticationFailed));
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn unwrap_pad<C: BlockCipher>(kek: &C, wrapped: &[u8]) -> Result<Vec<u8>, Error> {
    kwp_unwrap(kek, Direction::Forward, wrapped)
}

/// [`wrap`] with the inverse cipher as W's forward function (SP 800-38F §5.1; KWVS's and
/// ACVP's "inverse" `kwCipher`).
///
/// # Errors
///
/// As [`wrap`]: [`Error::InvalidLength`] unless `key_data` is a multiple of 8 bytes and at
/// least 16 bytes.
///
/// ```
/// use aes_engine::{Aes128, kw};
///
/// let kek = Aes128::new(&[1; 16]);
/// let wrapped = kw::wrap_inverse(&kek, &[2; 24])?;
/// assert_ne!(wrapped, kw::wrap(&kek, &[2; 24])?);
/// assert_eq!(kw::unwrap_inverse(&kek, &wrapped)?, [2; 24]);
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn wrap_inverse<C: BlockCipher>(kek: &C, key_data: &[u8]) -> Result<Vec<u8>, Error> {
    kw_wrap(kek, Direction::Inverse, key_data)
}

/// [`unwrap`] for [`wrap_inverse`]'s output (the forward cipher inside W⁻¹).
///
/// # Errors
///
/// As [`unwrap`]: [`Error::InvalidLength`] for a length that is not 24 bytes or more in steps
/// of 8, [`Error::AuthenticationFailed`] (nothing returned) if the integrity check fails.
///
/// ```
/// use aes_engine::{Aes128, Error, kw};
///
/// let kek = Aes128::new(&[1; 16]);
/// let wrapped = kw::wrap_inverse(&kek, &[2; 16])?;
/// assert_eq!(kw::unwrap_inverse(&kek, &wrapped)?, [2; 16]);
/// assert_eq!(kw::unwrap(&kek, &wrapped), Err(Error::AuthenticationFailed));
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn unwrap_inverse<C: BlockCipher>(kek: &C, wrapped: &[u8]) -> Result<Vec<u8>, Error> {
    kw_unwrap(kek, Direction::Inverse, wrapped)
}

/// [`wrap_pad`] with the inverse cipher as the forward function (KWVS's and ACVP's "inverse"
/// `kwCipher` for KWP).
///
/// # Errors
///
/// As [`wrap_pad`]: [`Error::InvalidLength`] if `key_data` is empty or longer than 2³² − 1
/// bytes.
///
/// ```
/// use aes_engine::{Aes256, kw};
///
/// let kek = Aes256::new(&[3; 32]);
/// for len in [1, 8, 9, 31] {
///     let wrapped = kw::wrap_pad_inverse(&kek, &vec![4; len])?;
///     assert_eq!(wrapped.len(), len.div_ceil(8) * 8 + 8);
///     assert_eq!(kw::unwrap_pad_inverse(&kek, &wrapped)?, vec![4; len]);
/// }
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn wrap_pad_inverse<C: BlockCipher>(kek: &C, key_data: &[u8]) -> Result<Vec<u8>, Error> {
    kwp_wrap(kek, Direction::Inverse, key_data)
}

/// [`unwrap_pad`] for [`wrap_pad_inverse`]'s output.
///
/// # Errors
///
/// As [`unwrap_pad`]: [`Error::InvalidLength`] for a length that is not 16 bytes or more in
/// steps of 8, [`Error::AuthenticationFailed`] (nothing returned) if the check fails.
///
/// ```
/// use aes_engine::{Aes256, Error, kw};
///
/// let kek = Aes256::new(&[3; 32]);
/// let wrapped = kw::wrap_pad_inverse(&kek, b"seven b")?;
/// assert_eq!(kw::unwrap_pad_inverse(&kek, &wrapped)?, b"seven b");
/// assert_eq!(kw::unwrap_pad(&kek, &wrapped), Err(Error::AuthenticationFailed));
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn unwrap_pad_inverse<C: BlockCipher>(kek: &C, wrapped: &[u8]) -> Result<Vec<u8>, Error> {
    kwp_unwrap(kek, Direction::Inverse, wrapped)
}
