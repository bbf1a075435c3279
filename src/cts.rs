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
//! does not hold up the wide kernel: only the kernel's last batch reads what it produced. A
//! message of whole blocks (`d = 16`) is plain CBC with, in CS3, the last two blocks swapped: they
//! are swapped back and all `n` blocks go to the kernel, so a length that fills the kernel's
//! batches (e.g. 1 KiB) is not cut one block short into its narrower tail path.

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
    if d == 16 {
        // Whole blocks: CBC, then (CS3, two blocks or more) the last two swapped.
        let (blocks, _) = data.as_chunks_mut::<16>();
        key.cbc_encrypt(&mut chain, blocks);
        if variant.swapped(d) && blocks.len() > 1 {
            blocks.swap(blocks.len() - 2, blocks.len() - 1);
        }
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
    if d == 16 {
        // Whole blocks: (CS3) the last two swapped back, then CBC over all of them in one call
        // (whole batches of the wide kernel where the length is, not one block short).
        let (blocks, _) = data.as_chunks_mut::<16>();
        if variant.swapped(d) && blocks.len() > 1 {
            blocks.swap(blocks.len() - 2, blocks.len() - 1);
        }
        key.cbc_decrypt(&mut chain, blocks);
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

/// The last two blocks of a message of `bits` bits that is not whole bytes: `(head, d)` with
/// `head` the bytes of the leading whole blocks before the last two and `d` (1..=127) the bits of
/// the partial last block.
fn shape_bits(len: usize, bits: usize) -> Result<(usize, u32), Error> {
    if bits < 128 || len != bits.div_ceil(8) {
        return Err(Error::InvalidLength);
    }
    let n = bits.div_ceil(128);
    Ok((16 * (n - 2), (bits - 128 * (n - 1)) as u32))
}

/// The `d` leftmost bits of a block as a mask (`1 ≤ d ≤ 127`).
fn high_mask(d: u32) -> u128 {
    !(u128::MAX >> d)
}

/// `n` bits (1..=128) of `buf` from bit `off`, most significant first, left-aligned in a `u128`.
fn get_bits(buf: &[u8], off: usize, n: u32) -> u128 {
    let mut v = 0u128;
    for i in 0..n as usize {
        let bit = (buf[(off + i) / 8] >> (7 - (off + i) % 8)) & 1;
        v |= u128::from(bit) << (127 - i);
    }
    v
}

/// Writes the `n` leftmost bits of `v` into `buf` from bit `off` (the bits there start as zero).
fn put_bits(buf: &mut [u8], off: usize, v: u128, n: u32) {
    for i in 0..n as usize {
        let bit = ((v >> (127 - i)) & 1) as u8;
        buf[(off + i) / 8] |= bit << (7 - (off + i) % 8);
    }
}

/// [`encrypt`] for a message of `bits` bits (SP 800-38A's addendum defines CBC-CS over bit
/// strings; NIST's ACVP tests them): `data` holds `⌈bits/8⌉` bytes, the message left-aligned,
/// and the unused low bits of its last byte come back zero. Whole bytes go to [`encrypt`].
///
/// The partial last block has `d` bits (1..=127); `C*_{n−1}` is the `d` leftmost bits of
/// `C_{n−1}`. When the variant does not swap (CS1), `C_n` follows `C*_{n−1}` at a bit offset that
/// is not a byte boundary, so the last `16 + ⌈d/8⌉` bytes are laid out bit by bit; they hold
/// ciphertext only.
///
/// # Errors
///
/// [`Error::InvalidLength`] (and `data` is left unchanged) if `bits` < 128 or `data.len()` is not
/// `⌈bits/8⌉`.
///
/// ```
/// use aes_engine::{Aes128, cts::{self, Variant}};
///
/// let aes = Aes128::new(&[3; 16]);
/// let msg = [0xa5u8; 17]; // 131 bits: the last byte's three leftmost bits
/// for variant in [Variant::Cs1, Variant::Cs2, Variant::Cs3] {
///     let mut data = msg;
///     cts::encrypt_bits(&aes, &[0; 16], variant, &mut data, 131)?;
///     cts::decrypt_bits(&aes, &[0; 16], variant, &mut data, 131)?;
///     assert_eq!(data[..16], msg[..16]);
///     assert_eq!(data[16], 0xa0); // 101 and five zero bits
/// }
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn encrypt_bits<C: BlockCipher>(
    cipher: &C,
    iv: &[u8; 16],
    variant: Variant,
    data: &mut [u8],
    bits: usize,
) -> Result<(), Error> {
    if bits.is_multiple_of(8) && data.len() == bits / 8 {
        return encrypt(cipher, iv, variant, data);
    }
    let (head, d) = shape_bits(data.len(), bits)?;
    let mut chain = *iv;
    cipher.key().cbc_encrypt(&mut chain, data[..head + 16].as_chunks_mut::<16>().0);
    // chain = C_{n−1}; C_n = E((P*_n ‖ 0…0) ⊕ C_{n−1}).
    let c_prev = u128::from_be_bytes(chain);
    let p_last = get_bits(data, 8 * (head + 16), d);
    let mut last = (p_last ^ c_prev).to_be_bytes();
    cipher.encrypt_block(&mut last);
    let c_last = u128::from_be_bytes(last);
    let out = &mut data[head..];
    out.fill(0);
    // The last block is partial (d < 128 bits): CS2 swaps like CS3.
    if variant != Variant::Cs1 {
        put_bits(out, 0, c_last, 128);
        put_bits(out, 128, c_prev & high_mask(d), d);
    } else {
        put_bits(out, 0, c_prev & high_mask(d), d);
        put_bits(out, d as usize, c_last, 128);
    }
    wipe_block(&mut chain);
    wipe_block(&mut last);
    Ok(())
}

/// [`decrypt`] for a message of `bits` bits (see [`encrypt_bits`]); whole bytes go to
/// [`decrypt`].
///
/// # Errors
///
/// [`Error::InvalidLength`] (and `data` is left unchanged) if `bits` < 128 or `data.len()` is not
/// `⌈bits/8⌉`.
///
/// ```
/// use aes_engine::{Aes256, cts::{self, Variant}};
///
/// let aes = Aes256::new(&[5; 32]);
/// let mut data = [0x3cu8; 40]; // 313 bits
/// data[39] &= 0x80;
/// let msg = data;
/// cts::encrypt_bits(&aes, &[1; 16], Variant::Cs1, &mut data, 313)?;
/// cts::decrypt_bits(&aes, &[1; 16], Variant::Cs1, &mut data, 313)?;
/// assert_eq!(data, msg);
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub fn decrypt_bits<C: BlockCipher>(
    cipher: &C,
    iv: &[u8; 16],
    variant: Variant,
    data: &mut [u8],
    bits: usize,
) -> Result<(), Error> {
    if bits.is_multiple_of(8) && data.len() == bits / 8 {
        return decrypt(cipher, iv, variant, data);
    }
    let (head, d) = shape_bits(data.len(), bits)?;
    let pair = &data[head..];
    let (c_last, stolen) = if variant != Variant::Cs1 {
        (get_bits(pair, 0, 128), get_bits(pair, 128, d))
    } else {
        (get_bits(pair, d as usize, 128), get_bits(pair, 0, d))
    };
    // Z = AES⁻¹(C_n) = (P*_n ‖ 0…0) ⊕ C_{n−1}: C_{n−1} is C*_{n−1} and the rest of Z.
    let mut z = c_last.to_be_bytes();
    cipher.decrypt_block(&mut z);
    let zv = u128::from_be_bytes(z);
    let c_prev = stolen | (zv & !high_mask(d));
    let p_last = (zv ^ stolen) & high_mask(d);
    data[head..head + 16].copy_from_slice(&c_prev.to_be_bytes());
    let mut chain = *iv;
    cipher.key().cbc_decrypt(&mut chain, data[..head + 16].as_chunks_mut::<16>().0);
    let tail = &mut data[head + 16..];
    tail.fill(0);
    put_bits(tail, 0, p_last, d);
    wipe_block(&mut z);
    wipe_block(&mut chain);
    Ok(())
}
