//! XTS-AES (SP 800-38E, IEEE 1619): length-preserving encryption of storage data units
//! (sectors), with ciphertext stealing for a unit that is not a whole number of blocks.
//!
//! The key is two AES keys `K1 ‖ K2` of the same size. A data unit with 16-byte tweak `i` is
//! processed block by block: `T_0 = AES_K2(i)`, `T_{j+1} = T_j ⊗ α`, and block `j` becomes
//! `AES_K1(P_j ⊕ T_j) ⊕ T_j` (decryption uses `AES⁻¹_K1` the same way).
//!
//! Tweaks are little-endian polynomials over GF(2) and `⊗ α` a shift with reduction by 0x87
//! (`backend/xts.rs`, which also holds the portable whole-block kernel).
//!
//! Speed. The whole blocks of a data unit go to the backend's XTS kernel in one call
//! (`AesKernels::xts_encrypt`): on x86 it keeps the tweaks in vector registers, advances them
//! per lane, and folds their XORs into the first and last round keys, one pass over the data;
//! the portable kernel (soft, armv8) batches the tweak XORs around the ECB kernel. This module
//! keeps the tweak's encryption and the ciphertext stealing. The many-sectors calls hand up to 64
//! units of whole blocks with their plain tweaks to the backend in one call
//! (`AesKernels::xts_encrypt_units`: on vaes with AVX-512 one loop over all of them that also
//! encrypts their tweaks; elsewhere the tweaks of 16 units encrypted together first).
//!
//! Ciphertext stealing (SP 800-38E §5.3.2): with `m` whole blocks and `r` bytes left, the last
//! whole block's ciphertext `CC` gives its first `r` bytes as the partial last block, and the
//! partial plaintext padded with the rest of `CC` is encrypted with tweak `T_m` into block `m − 1`.
//! Decryption undoes it: block `m − 1` is decrypted with `T_m` first, the other way round.
//!
//! Data units are limited to 2^20 blocks (16 MiB), SP 800-38E §5.1's bound.

use crate::backend::kernels::Block;
use crate::backend::wipe::{wipe, wipe_block};
use crate::backend::xts::mul_alpha;
use crate::{Aes128, Aes256, Backend, BlockCipher, Error, ct};
use core::fmt;
use subtle::ConstantTimeEq;
use zeroize::Zeroize;

/// The longest data unit, in bytes: 2^20 blocks (SP 800-38E §5.1).
///
/// ```
/// use aes_engine::{Error, xts::{Aes128Xts, MAX_DATA_UNIT}};
///
/// let xts = Aes128Xts::new(&core::array::from_fn(|i| i as u8))?;
/// let mut unit = vec![0u8; MAX_DATA_UNIT + 16];
/// assert_eq!(xts.encrypt_sector(&[0; 16], &mut unit), Err(Error::MessageTooLong));
/// xts.encrypt_sector(&[0; 16], &mut unit[..MAX_DATA_UNIT])?;
/// # Ok::<(), Error>(())
/// ```
pub const MAX_DATA_UNIT: usize = 16 << 20;

/// Data units that [`Xts::encrypt_sectors`] and [`Xts::decrypt_sectors`] hand to the backend in
/// one call (their plain tweaks in a stack array: 1 KiB).
const SECTOR_GROUP: usize = 64;

/// XTS with two keys of cipher `C`: `K1` encrypts the data, `K2` the tweak.
///
/// `Debug` prints the backend only; both keys are wiped on drop (each [`BlockCipher`] wipes its
/// own schedule).
///
/// ```
/// use aes_engine::xts::Aes128Xts;
///
/// let xts = Aes128Xts::new(&core::array::from_fn(|i| i as u8))?;
/// let mut sector = [0x5au8; 512];
/// xts.encrypt_sector_number(7, &mut sector)?;
/// assert_ne!(sector, [0x5a; 512]);
/// xts.decrypt_sector_number(7, &mut sector)?;
/// assert_eq!(sector, [0x5a; 512]);
/// # Ok::<(), aes_engine::Error>(())
/// ```
#[derive(Clone)]
pub struct Xts<C: BlockCipher> {
    data: C,
    tweak: C,
}

/// XTS-AES-128: a 32-byte key `K1 ‖ K2`.
///
/// ```
/// use aes_engine::xts::Aes128Xts;
/// use hex_literal::hex;
///
/// // IEEE 1619 annex B, vector 4 (its first block): data unit 0, bytes 00 01 02 ...
/// let xts = Aes128Xts::new(&hex!("2718281828459045235360287471352631415926535897932384626433832795"))?;
/// let mut unit: [u8; 512] = core::array::from_fn(|i| i as u8);
/// xts.encrypt_sector_number(0, &mut unit)?;
/// assert_eq!(unit[..16], hex!("27a7479befa1d476489f308cd4cfa6e2"));
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub type Aes128Xts = Xts<Aes128>;
/// XTS-AES-256: a 64-byte key `K1 ‖ K2`.
///
/// ```
/// use aes_engine::xts::Aes256Xts;
///
/// let xts = Aes256Xts::new(&core::array::from_fn(|i| i as u8))?;
/// let mut unit = [0u8; 4096];
/// xts.encrypt_sector_number(1, &mut unit)?;
/// xts.decrypt_sector_number(1, &mut unit)?;
/// assert_eq!(unit, [0; 4096]);
/// # Ok::<(), aes_engine::Error>(())
/// ```
pub type Aes256Xts = Xts<Aes256>;

/// `K1 == K2`, compared in constant time; the verdict is public (it decides the error).
fn halves_equal(key: &[u8]) -> bool {
    let (k1, k2) = key.split_at(key.len() / 2);
    ct::declassify(k1.ct_eq(k2))
}

/// The two keys `K1`, `K2` of `key` (`H` bytes each; `key` is `2H` bytes long).
fn halves<const H: usize>(key: &[u8]) -> (&[u8; H], &[u8; H]) {
    let (keys, _) = key.as_chunks::<H>();
    (&keys[0], &keys[1])
}

macro_rules! xts_new {
    ($cipher:ident, $half:literal, $full:literal) => {
        impl Xts<$cipher> {
            #[doc = concat!("XTS with the ", $full, "-byte key `K1 ‖ K2` on the default backend.")]
            ///
            /// # Errors
            ///
            /// [`Error::InvalidKey`] if `K1 == K2` (SP 800-38E §5.1 requires distinct halves;
            /// compared in constant time).
            ///
            /// ```
            #[doc = concat!("use aes_engine::{Error, xts::Xts, ", stringify!($cipher), "};")]
            ///
            #[doc = concat!("let key: [u8; ", $full, "] = core::array::from_fn(|i| i as u8);")]
            #[doc = concat!("assert!(Xts::<", stringify!($cipher), ">::new(&key).is_ok());")]
            #[doc = concat!("assert_eq!(Xts::<", stringify!($cipher), ">::new(&[9; ", $full, "]).unwrap_err(), Error::InvalidKey);")]
            /// ```
            pub fn new(key: &[u8; $full]) -> Result<Self, Error> {
                if halves_equal(key) {
                    return Err(Error::InvalidKey);
                }
                let (k1, k2) = halves::<$half>(key);
                Ok(Xts { data: $cipher::new(k1), tweak: $cipher::new(k2) })
            }

            /// Like `new`, on a named backend.
            ///
            /// # Errors
            ///
            /// [`Error::InvalidKey`] if `K1 == K2`; [`Error::BackendUnavailable`] if this CPU
            /// cannot run `backend`.
            ///
            /// ```
            #[doc = concat!("use aes_engine::{Backend, BlockCipher, xts::Xts, ", stringify!($cipher), "};")]
            ///
            #[doc = concat!("let key: [u8; ", $full, "] = core::array::from_fn(|i| i as u8);")]
            #[doc = concat!("let soft = Xts::<", stringify!($cipher), ">::with_backend(&key, Backend::Soft)?;")]
            #[doc = concat!("let auto = Xts::<", stringify!($cipher), ">::new(&key)?;")]
            /// let (mut a, mut b) = ([1u8; 100], [1u8; 100]);
            /// soft.encrypt_sector(&[2; 16], &mut a)?;
            /// auto.encrypt_sector(&[2; 16], &mut b)?;
            /// assert_eq!(a, b);
            /// assert_eq!(soft.backend(), Backend::Soft);
            /// # Ok::<(), aes_engine::Error>(())
            /// ```
            pub fn with_backend(key: &[u8; $full], backend: Backend) -> Result<Self, Error> {
                if halves_equal(key) {
                    return Err(Error::InvalidKey);
                }
                let (k1, k2) = halves::<$half>(key);
                Ok(Xts { data: $cipher::with_backend(k1, backend)?, tweak: $cipher::with_backend(k2, backend)? })
            }
        }
    };
}

xts_new!(Aes128, 16, 32);
xts_new!(Aes256, 32, 64);

impl<C: BlockCipher> Xts<C> {
    /// The backend both keys run on.
    ///
    /// ```
    /// use aes_engine::{Backend, xts::Aes256Xts};
    ///
    /// let xts = Aes256Xts::with_backend(&core::array::from_fn(|i| i as u8), Backend::Soft)?;
    /// assert_eq!(xts.backend(), Backend::Soft);
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    #[must_use]
    pub fn backend(&self) -> Backend {
        self.data.backend()
    }

    /// Encrypts one data unit in place under the 16-byte tweak (`i` of SP 800-38E).
    ///
    /// # Errors
    ///
    /// [`Error::InvalidLength`] if `data` is shorter than 16 bytes; [`Error::MessageTooLong`] if
    /// it exceeds [`MAX_DATA_UNIT`]. `data` is unchanged then.
    ///
    /// ```
    /// use aes_engine::xts::Aes128Xts;
    /// use hex_literal::hex;
    ///
    /// // IEEE 1619 annex B, vector 1: zero keys (K1 == K2 is refused, so K2 differs here:
    /// // vector 2's keys), 32 zero bytes at tweak 0x3333333333.
    /// let xts = Aes128Xts::new(&hex!("1111111111111111111111111111111122222222222222222222222222222222"))?;
    /// let mut data = [0x44; 32];
    /// xts.encrypt_sector(&hex!("33333333330000000000000000000000"), &mut data)?;
    /// assert_eq!(data, hex!("c454185e6a16936e39334038acef838bfb186fff7480adc4289382ecd6d394f0"));
    /// // Any length of at least 16 bytes (ciphertext stealing); shorter is an error.
    /// let mut odd = [1u8; 17];
    /// xts.encrypt_sector(&[0; 16], &mut odd)?;
    /// xts.decrypt_sector(&[0; 16], &mut odd)?;
    /// assert_eq!(odd, [1; 17]);
    /// assert!(xts.encrypt_sector(&[0; 16], &mut [0u8; 15]).is_err());
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn encrypt_sector(&self, tweak: &[u8; 16], data: &mut [u8]) -> Result<(), Error> {
        self.crypt_unit::<true>(tweak, data)
    }

    /// Decrypts one data unit in place under the 16-byte tweak.
    ///
    /// # Errors
    ///
    /// As [`Xts::encrypt_sector`].
    ///
    /// ```
    /// use aes_engine::xts::Aes128Xts;
    /// use hex_literal::hex;
    ///
    /// // IEEE 1619 annex B, vector 2, backwards.
    /// let xts = Aes128Xts::new(&hex!("1111111111111111111111111111111122222222222222222222222222222222"))?;
    /// let mut data = hex!("c454185e6a16936e39334038acef838bfb186fff7480adc4289382ecd6d394f0");
    /// xts.decrypt_sector(&hex!("33333333330000000000000000000000"), &mut data)?;
    /// assert_eq!(data, [0x44; 32]);
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn decrypt_sector(&self, tweak: &[u8; 16], data: &mut [u8]) -> Result<(), Error> {
        self.crypt_unit::<false>(tweak, data)
    }

    /// Encrypts one data unit in place whose tweak is its sequence number `n`, as a 16-byte
    /// little-endian integer (IEEE 1619 §5.1; the CAVP "data unit sequence number" form).
    ///
    /// # Errors
    ///
    /// As [`Xts::encrypt_sector`].
    ///
    /// ```
    /// use aes_engine::xts::Aes128Xts;
    ///
    /// let xts = Aes128Xts::new(&core::array::from_fn(|i| i as u8))?;
    /// let (mut a, mut b) = ([3u8; 512], [3u8; 512]);
    /// xts.encrypt_sector_number(0x0102, &mut a)?;
    /// let mut tweak = [0u8; 16];
    /// tweak[..2].copy_from_slice(&[0x02, 0x01]);
    /// xts.encrypt_sector(&tweak, &mut b)?;
    /// assert_eq!(a, b);
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn encrypt_sector_number(&self, n: u128, data: &mut [u8]) -> Result<(), Error> {
        self.crypt_unit::<true>(&n.to_le_bytes(), data)
    }

    /// Decrypts one data unit in place whose tweak is its sequence number `n` (little-endian).
    ///
    /// # Errors
    ///
    /// As [`Xts::encrypt_sector`].
    ///
    /// ```
    /// use aes_engine::xts::Aes256Xts;
    ///
    /// let xts = Aes256Xts::new(&core::array::from_fn(|i| i as u8))?;
    /// let mut sector = [9u8; 4096];
    /// xts.encrypt_sector_number(u128::MAX, &mut sector)?;
    /// xts.decrypt_sector_number(u128::MAX, &mut sector)?;
    /// assert_eq!(sector, [9; 4096]);
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn decrypt_sector_number(&self, n: u128, data: &mut [u8]) -> Result<(), Error> {
        self.crypt_unit::<false>(&n.to_le_bytes(), data)
    }

    /// Encrypts consecutive data units of `sector_size` bytes in place, the first with sequence
    /// number `first` (little-endian tweak), the next `first + 1` (mod 2^128), and so on. The last
    /// unit may be shorter than `sector_size` if it is at least 16 bytes (SP 800-38E data units
    /// of a longer payload, as ACVP tests them).
    ///
    /// # Errors
    ///
    /// [`Error::InvalidLength`] if `sector_size` < 16 or the last unit is shorter than 16 bytes
    /// (an empty `data` is fine); [`Error::MessageTooLong`] if `sector_size` exceeds
    /// [`MAX_DATA_UNIT`]. Nothing is encrypted then.
    ///
    /// ```
    /// use aes_engine::xts::Aes128Xts;
    ///
    /// let xts = Aes128Xts::new(&core::array::from_fn(|i| i as u8))?;
    /// let mut disk = vec![0u8; 4 * 512];
    /// xts.encrypt_sectors(100, 512, &mut disk)?;
    /// let mut third = [0u8; 512];
    /// xts.encrypt_sector_number(102, &mut third)?;
    /// assert_eq!(disk[1024..1536], third);
    /// xts.decrypt_sectors(100, 512, &mut disk)?;
    /// assert_eq!(disk, [0; 2048]);
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn encrypt_sectors(&self, first: u128, sector_size: usize, data: &mut [u8]) -> Result<(), Error> {
        self.crypt_units::<true>(first, sector_size, data)
    }

    /// Decrypts consecutive data units of `sector_size` bytes in place, numbered from `first`.
    ///
    /// # Errors
    ///
    /// As [`Xts::encrypt_sectors`].
    ///
    /// ```
    /// use aes_engine::xts::Aes256Xts;
    ///
    /// let xts = Aes256Xts::new(&core::array::from_fn(|i| 3 * i as u8))?;
    /// let mut buf = vec![7u8; 3 * 4096 + 100]; // the last unit is 100 bytes
    /// xts.encrypt_sectors(0, 4096, &mut buf)?;
    /// xts.decrypt_sectors(0, 4096, &mut buf)?;
    /// assert_eq!(buf, vec![7u8; 3 * 4096 + 100]);
    /// assert!(xts.decrypt_sectors(0, 4096, &mut [0u8; 4096 + 15]).is_err());
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn decrypt_sectors(&self, first: u128, sector_size: usize, data: &mut [u8]) -> Result<(), Error> {
        self.crypt_units::<false>(first, sector_size, data)
    }

    fn crypt_units<const ENCRYPT: bool>(&self, first: u128, sector_size: usize, data: &mut [u8]) -> Result<(), Error> {
        if sector_size < 16 || data.len() % sector_size < 16 && !data.len().is_multiple_of(sector_size) {
            return Err(Error::InvalidLength);
        }
        if sector_size > MAX_DATA_UNIT {
            return Err(Error::MessageTooLong);
        }
        // Units of whole blocks go to the backend's many-unit kernel with their plain tweaks,
        // up to `SECTOR_GROUP` units a call: on vaes with AVX-512 the kernel encrypts the
        // tweaks itself, four units' at a time beside the data's rounds, and walks all units in
        // one loop; the other backends encrypt them 16 units at a time first, so that they are
        // in flight together (one unit at a time waits out a whole AES latency before its first
        // block). A unit with a partial block (ciphertext stealing), or the shorter last one,
        // goes one at a time, the tweaks of those in the group encrypted in one call. Decided by
        // public lengths only.
        let mut tweaks = [[0u8; 16]; SECTOR_GROUP];
        let mut n = first;
        for group in data.chunks_mut(sector_size * SECTOR_GROUP) {
            let units = group.len().div_ceil(sector_size);
            for t in &mut tweaks[..units] {
                *t = n.to_le_bytes();
                n = n.wrapping_add(1);
            }
            let whole = if sector_size.is_multiple_of(16) { group.len() / sector_size } else { 0 };
            let (bulk, rest) = group.split_at_mut(whole * sector_size);
            if whole > 0 {
                let blocks = bulk.as_chunks_mut::<16>().0;
                let (key, tweak_key) = (self.data.key(), self.tweak.key());
                if ENCRYPT {
                    key.xts_encrypt_units(tweak_key, &tweaks[..whole], sector_size / 16, blocks);
                } else {
                    key.xts_decrypt_units(tweak_key, &tweaks[..whole], sector_size / 16, blocks);
                }
            }
            // The plain tweaks are sequence numbers (public); the encrypted ones are wiped, one
            // store a block (`zeroize` on the array makes 16 byte stores a block, a visible
            // share of a 512-byte unit's time: `docs/perf/xts-cmac.md`).
            let rest_tweaks = &mut tweaks[whole..units];
            if !rest_tweaks.is_empty() {
                self.tweak.encrypt_blocks(rest_tweaks);
                for (unit, t) in rest.chunks_mut(sector_size).zip(rest_tweaks.iter()) {
                    let bits = unit.len() * 8;
                    self.crypt_encrypted_tweak::<ENCRYPT>(u128::from_le_bytes(*t), unit, bits);
                }
                wipe(rest_tweaks);
            }
        }
        Ok(())
    }

    fn crypt_unit<const ENCRYPT: bool>(&self, tweak: &[u8; 16], data: &mut [u8]) -> Result<(), Error> {
        if data.len() < 16 {
            return Err(Error::InvalidLength);
        }
        if data.len() > MAX_DATA_UNIT {
            return Err(Error::MessageTooLong);
        }
        self.crypt_bits::<ENCRYPT>(tweak, data, data.len() * 8)
    }

    /// One data unit of `bits` bits in `data` (`⌈bits/8⌉` bytes, checked by the callers).
    fn crypt_bits<const ENCRYPT: bool>(&self, tweak: &[u8; 16], data: &mut [u8], bits: usize) -> Result<(), Error> {
        let mut t = *tweak;
        self.tweak.encrypt_block(&mut t);
        let t0 = u128::from_le_bytes(t);
        wipe_block(&mut t);
        self.crypt_encrypted_tweak::<ENCRYPT>(t0, data, bits);
        Ok(())
    }

    /// [`Self::crypt_bits`] given the encrypted tweak `t0 = E_K2(tweak)`.
    fn crypt_encrypted_tweak<const ENCRYPT: bool>(&self, t0: u128, data: &mut [u8], bits: usize) {
        // `m` whole blocks, then `r` bits (1..=127) in `tail`, left-aligned (a partial block of
        // 121..=127 bits fills 16 bytes: the split is by bits, not by `data.len()`).
        let r = (bits % 128) as u32;
        let (blocks, tail) = data.split_at_mut(16 * (bits / 128));
        let blocks = blocks.as_chunks_mut::<16>().0;
        if r == 0 {
            self.xex::<ENCRYPT>(t0, blocks);
            return;
        }
        // `keep` masks the partial block's bits in a block read big-endian (bit order is byte
        // order, most significant bit first).
        let keep = !(u128::MAX >> r);
        let m = blocks.len();
        let (full, last) = blocks.split_at_mut(m - 1);
        let last = &mut last[0];
        let mut partial = [0u8; 16];
        partial[..tail.len()].copy_from_slice(tail);
        let partial_bits = u128::from_be_bytes(partial) & keep;
        if ENCRYPT {
            let t_steal = self.xex::<true>(t0, full);
            let t_steal = self.xex::<true>(t_steal, core::slice::from_mut(last));
            // CC = the last whole block's ciphertext: its first r bits are the partial block's
            // ciphertext, the rest pads the partial plaintext, encrypted with T_m.
            let cc = u128::from_be_bytes(*last);
            *last = (partial_bits | (cc & !keep)).to_be_bytes();
            tail.copy_from_slice(&(cc & keep).to_be_bytes()[..tail.len()]);
            self.xex::<true>(t_steal, core::slice::from_mut(last));
        } else {
            let t_prev = self.xex::<false>(t0, full);
            self.xex::<false>(mul_alpha(t_prev), core::slice::from_mut(last));
            let pp = u128::from_be_bytes(*last);
            *last = (partial_bits | (pp & !keep)).to_be_bytes();
            tail.copy_from_slice(&(pp & keep).to_be_bytes()[..tail.len()]);
            self.xex::<false>(t_prev, core::slice::from_mut(last));
        }
        partial.zeroize();
    }

    /// Encrypts one data unit of `bits` bits in place (SP 800-38E allows any bit length of at least
    /// one block; NIST's ACVP tests them): `data` holds `⌈bits/8⌉` bytes, the unit left-aligned,
    /// and the unused low bits of its last byte come back zero. Whole bytes are
    /// [`Xts::encrypt_sector`]; ciphertext stealing takes bits instead of bytes.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidLength`] if `bits` < 128 or `data.len()` is not `⌈bits/8⌉`;
    /// [`Error::MessageTooLong`] if the unit exceeds [`MAX_DATA_UNIT`] bytes. `data` is unchanged
    /// then.
    ///
    /// ```
    /// use aes_engine::xts::Aes128Xts;
    ///
    /// let xts = Aes128Xts::new(&core::array::from_fn(|i| i as u8))?;
    /// let mut unit = [0x5au8; 30]; // 237 bits: the last byte keeps its 5 leftmost bits
    /// unit[29] &= 0xf8;
    /// let plain = unit;
    /// xts.encrypt_sector_bits(&[9; 16], &mut unit, 237)?;
    /// assert_ne!(unit, plain);
    /// assert_eq!(unit[29] & 0x07, 0);
    /// xts.decrypt_sector_bits(&[9; 16], &mut unit, 237)?;
    /// assert_eq!(unit, plain);
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn encrypt_sector_bits(&self, tweak: &[u8; 16], data: &mut [u8], bits: usize) -> Result<(), Error> {
        self.check_bits(data, bits)?;
        self.crypt_bits::<true>(tweak, data, bits)
    }

    /// Decrypts one data unit of `bits` bits in place (see [`Xts::encrypt_sector_bits`]).
    ///
    /// # Errors
    ///
    /// As [`Xts::encrypt_sector_bits`].
    ///
    /// ```
    /// use aes_engine::xts::Aes256Xts;
    ///
    /// let xts = Aes256Xts::new(&core::array::from_fn(|i| i as u8))?;
    /// let mut unit = [0xc3u8; 17]; // 129 bits
    /// unit[16] = 0x80;
    /// xts.encrypt_sector_bits(&[0; 16], &mut unit, 129)?;
    /// xts.decrypt_sector_bits(&[0; 16], &mut unit, 129)?;
    /// assert_eq!(unit[..16], [0xc3; 16]);
    /// assert_eq!(unit[16], 0x80);
    /// # Ok::<(), aes_engine::Error>(())
    /// ```
    pub fn decrypt_sector_bits(&self, tweak: &[u8; 16], data: &mut [u8], bits: usize) -> Result<(), Error> {
        self.check_bits(data, bits)?;
        self.crypt_bits::<false>(tweak, data, bits)
    }

    fn check_bits(&self, data: &[u8], bits: usize) -> Result<(), Error> {
        if bits < 128 || data.len() != bits.div_ceil(8) {
            return Err(Error::InvalidLength);
        }
        if data.len() > MAX_DATA_UNIT {
            return Err(Error::MessageTooLong);
        }
        Ok(())
    }

    /// Block `j` of `blocks` becomes `E(b_j ⊕ T_j) ⊕ T_j` (or with `D`), `T_j = t ⊗ α^j`;
    /// returns the next tweak `t ⊗ α^len`.
    fn xex<const ENCRYPT: bool>(&self, t: u128, blocks: &mut [Block]) -> u128 {
        let mut tweak = t.to_le_bytes();
        if ENCRYPT {
            self.data.key().xts_encrypt(&mut tweak, blocks);
        } else {
            self.data.key().xts_decrypt(&mut tweak, blocks);
        }
        let next = u128::from_le_bytes(tweak);
        wipe_block(&mut tweak);
        next
    }
}

impl<C: BlockCipher> fmt::Debug for Xts<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Xts").field("backend", &self.backend()).finish_non_exhaustive()
    }
}
