//! CBC with ciphertext stealing (the addendum to SP 800-38A): CBC for any message of one block
//! or more, without padding and without expansion. [`Variant::Cs3`] is Kerberos' (RFC 3962) and
//! the JDK's `AES/CTS`.
//!
//! With `n = ⌈len/16⌉` blocks and `d = len − 16·(n − 1)` bytes (1..=16) in the last: CBC
//! encryption of `P_1 … P_{n−1}` and of `P_n` padded with zeros gives `C_1 … C_n`; the output is
//! `C_1 … C_{n−2}`, then the first `d` bytes of `C_{n−1}` (written `C*_{n−1}`) and `C_n` in the
//! variant's order: CS1 `C*_{n−1} ‖ C_n`; CS3 `C_n ‖ C*_{n−1}`; CS2 as CS3 when `d < 16` and as
//! CS1 (that is, plain CBC) when `d = 16`. A one-block message is one CBC block in every variant.
//!
//! Decryption recovers `C_{n−1}` first: `Z = AES⁻¹(C_n) = (P_n ‖ 0…0) ⊕ C_{n−1}`, so the bytes of
//! `C_{n−1}` that were stolen are the last `16 − d` bytes of `Z`. With `C_{n−1}` written back in
//! place, `C_1 … C_{n−1}` is an ordinary CBC ciphertext and goes to the wide CBC decryption kernel
//! in one call; `P_n` is the first `d` bytes of `Z ⊕ C*_{n−1}`. The one block decrypted on its own
//! does not hold up the wide kernel: only the kernel's last batch reads what it produced.

use crate::backend::kernels::Block;
use crate::backend::wipe::wipe_block;
use crate::{BlockCipher, Error};

/// Where the two last blocks go (the addendum to SP 800-38A, §§2–4).
///
/// ```
/// use aes_engine::{Aes128, cts::{self, Variant}};
///
/// let aes = Aes128::new(&[1; 16]);
/// let msg = *b"twenty-one byte text!";
/// let (mut cs1, mut cs2, mut cs3) = (msg, msg, msg);
/// cts::encrypt(&aes, &[0; 16], Variant::Cs1, &mut cs1)?;
/// cts::encrypt(&aes, &[0; 16], Variant::Cs2, &mut cs2)?;
/// cts::encrypt(&aes, &[0; 16], Variant::Cs3, &mut cs3)?;
/// // CS1 keeps CBC's order (the partial block C*_{n-1} first); CS2 and CS3 swap the two.
/// assert_eq!((&cs1[..5], &cs1[5..]), (&cs2[16..], &cs2[..16]));
/// assert_eq!(cs2, cs3); // the last block is partial: CS2 is CS3
/// # Ok::<(), aes_engine::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// CS1: `… C*_{n−1} ‖ C_n` (the partial block in CBC's place).
    Cs1,
    /// CS2: as CS3 when the last block is partial, otherwise plain CBC.
    Cs2,
    /// CS3: `… C_n ‖ C*_{n−1}`, always swapped (Kerberos, RFC 3962; the JDK's `AES/CTS`).
    Cs3,
}

impl Variant {
    /// Whether the last two blocks are swapped for a last block of `d` bytes (1..=16).
    fn swapped(self, d: usize) -> bool {
        match self {
            Variant::Cs1 => false,
            Variant::Cs2 => d < 16,
            Variant::Cs3 => true,
        }
    }
}

/// The message's shape: `(n − 2)·16` bytes of leading whole blocks and `d` (1..=16).
fn shape(len: usize) -> Result<(usize, usize), Error> {
    if len < 16 {
        return Err(Error::InvalidLength);
    }
    let n = len.div_ceil(16);
    Ok((16 * (n.max(2) - 2), len - 16 * (n - 1)))
}

/// Encrypts `data` in place (CBC with ciphertext stealing; no padding, no expansion).
///
/// # Errors
///
/// [`Error::InvalidLength`] (and `data` is left unchanged) if `data` is shorter than 16 bytes.
///
/// ```
/// use aes_engine::{Aes128, cts::{self, Variant}};
/// use hex_literal::hex;
///
/// // RFC 3962 appendix B (Kerberos AES-CTS, CS3): the 17-byte example.
/// let aes = Aes128::new(&hex!("636869636b656e207465726979616b69"));
/// let mut data = *b"I would like the ";
/// cts::encrypt(&aes, &[0; 16], Variant::Cs3, &mut data)?;
/// assert_eq!(data, hex!("c6353568f2bf8cb4d8a580362da7ff7f97"));
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn encrypt<C: BlockCipher>(cipher: &C, iv: &[u8; 16], variant: Variant, data: &mut [u8]) -> Result<(), Error> {
    let (head, d) = shape(data.len())?;
    let key = cipher.key();
    let mut chain = *iv;
    if data.len() == 16 || (d == 16 && !variant.swapped(d)) {
        // Plain CBC: the message is whole blocks and nothing moves.
        key.cbc_encrypt(&mut chain, data.as_chunks_mut::<16>().0);
        wipe_block(&mut chain);
        return Ok(());
    }
    let (blocks, tail) = data.split_at_mut(head + 16);
    key.cbc_encrypt(&mut chain, blocks.as_chunks_mut::<16>().0);
    // `chain` is C_{n−1}; C_n = E((P_n ‖ 0…0) ⊕ C_{n−1}).
    let mut last: Block = [0; 16];
    last[..d].copy_from_slice(tail);
    let mut c_prev = chain;
    key.cbc_encrypt(&mut chain, core::slice::from_mut(&mut last));
    let out = &mut data[head..];
    if variant.swapped(d) {
        out[..16].copy_from_slice(&last);
        out[16..].copy_from_slice(&c_prev[..d]);
    } else {
        out[..d].copy_from_slice(&c_prev[..d]);
        out[d..].copy_from_slice(&last);
    }
    wipe_block(&mut chain);
    wipe_block(&mut c_prev);
    Ok(())
}

/// Decrypts `data` in place (CBC with ciphertext stealing, the variant it was encrypted with).
/// The whole blocks run on the backend's wide CBC decryption kernel.
///
/// # Errors
///
/// [`Error::InvalidLength`] (and `data` is left unchanged) if `data` is shorter than 16 bytes.
///
/// ```
/// use aes_engine::{Aes256, cts::{self, Variant}};
///
/// let aes = Aes256::new(&[7; 32]);
/// let msg: Vec<u8> = (0..100u8).collect();
/// for variant in [Variant::Cs1, Variant::Cs2, Variant::Cs3] {
///     let mut data = msg.clone();
///     cts::encrypt(&aes, &[9; 16], variant, &mut data)?;
///     cts::decrypt(&aes, &[9; 16], variant, &mut data)?;
///     assert_eq!(data, msg);
/// }
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn decrypt<C: BlockCipher>(cipher: &C, iv: &[u8; 16], variant: Variant, data: &mut [u8]) -> Result<(), Error> {
    let (head, d) = shape(data.len())?;
    let key = cipher.key();
    let mut chain = *iv;
    if data.len() == 16 || (d == 16 && !variant.swapped(d)) {
        key.cbc_decrypt(&mut chain, data.as_chunks_mut::<16>().0);
        wipe_block(&mut chain);
        return Ok(());
    }
    // The stolen pair: C*_{n−1} (d bytes) and C_n, in the variant's order.
    let mut z: Block = [0; 16];
    let mut stolen: Block = [0; 16];
    let pair = &data[head..];
    if variant.swapped(d) {
        z.copy_from_slice(&pair[..16]);
        stolen[..d].copy_from_slice(&pair[16..]);
    } else {
        stolen[..d].copy_from_slice(&pair[..d]);
        z.copy_from_slice(&pair[d..]);
    }
    cipher.decrypt_block(&mut z);
    // C_{n−1} = C*_{n−1} ‖ the last 16 − d bytes of Z, back in its block; then plain CBC.
    let pair = &mut data[head..];
    pair[..d].copy_from_slice(&stolen[..d]);
    pair[d..16].copy_from_slice(&z[d..]);
    key.cbc_decrypt(&mut chain, data[..head + 16].as_chunks_mut::<16>().0);
    for ((p, z), c) in data[head + 16..].iter_mut().zip(&z).zip(&stolen) {
        *p = z ^ c;
    }
    wipe_block(&mut z);
    wipe_block(&mut stolen);
    wipe_block(&mut chain);
    Ok(())
}
