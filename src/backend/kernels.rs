//! The safe interface between the modes and the backends.
//!
//! Each backend key type implements these traits. The provided methods are generic fallbacks
//! built on the required ones (so a backend is complete as soon as it can encrypt blocks); a
//! backend overrides them with fused, wide kernels. Because every backend's impl is monomorphised,
//! there is no dispatch per block: the mode calls the key enum once per buffer and the enum calls
//! one kernel for the whole buffer.

pub(crate) use super::block::{Block, inc32, inc128, xor_block};
use super::wipe::wipe;
use super::xts::{xts_per_unit, xts_tweak_groups, xts_with};
use zeroize::Zeroize;

/// Blocks per batch of the generic fallbacks (a stack buffer of 256 bytes).
const BATCH: usize = 16;

/// Blocks per pass of the two-pass GCM fallback: 4 KiB, so the second pass reads from L1.
const GCM_CHUNK: usize = 256;

/// AES with an expanded key, and the modes' whole-block kernels.
pub(crate) trait AesKernels {
    /// Encrypts independent blocks in place (ECB).
    fn encrypt_blocks(&self, blocks: &mut [Block]);

    /// Decrypts independent blocks in place (ECB).
    fn decrypt_blocks(&self, blocks: &mut [Block]);

    /// CTR with a 128-bit big-endian counter (SP 800-38A): `data[i] ^= E(counter + i)`.
    /// On return `counter` is the next unused counter block.
    fn ctr128(&self, counter: &mut Block, data: &mut [Block]) {
        ctr_generic::<Self, true>(self, counter, data);
    }

    /// GCM's CTR: like [`AesKernels::ctr128`] but only the low 32 bits count (inc32).
    fn ctr32(&self, counter: &mut Block, data: &mut [Block]) {
        ctr_generic::<Self, false>(self, counter, data);
    }

    /// CBC encryption of whole blocks; `iv` becomes the last ciphertext block.
    fn cbc_encrypt(&self, iv: &mut Block, data: &mut [Block]) {
        for block in data {
            xor_block(block, iv);
            self.encrypt_blocks(core::slice::from_mut(block));
            *iv = *block;
        }
    }

    /// CBC decryption of whole blocks; `iv` becomes the last ciphertext block.
    fn cbc_decrypt(&self, iv: &mut Block, data: &mut [Block]) {
        let mut saved = [[0u8; 16]; BATCH];
        for chunk in data.chunks_mut(BATCH) {
            let saved = &mut saved[..chunk.len()];
            saved.copy_from_slice(chunk);
            self.decrypt_blocks(chunk);
            xor_block(&mut chunk[0], iv);
            for i in 1..chunk.len() {
                xor_block(&mut chunk[i], &saved[i - 1]);
            }
            *iv = saved[saved.len() - 1];
        }
    }

    /// CFB8 (SP 800-38A, 8-bit segments) over `data` in place, encrypting or (`decrypt`)
    /// decrypting: `reg` is the shift register (the IV, then the last 16 ciphertext bytes) and is
    /// updated. One AES call per byte, each waiting for the byte before.
    fn cfb8(&self, reg: &mut Block, data: &mut [u8], decrypt: bool) {
        let mut r = u128::from_be_bytes(*reg);
        let mut block = [0u8; 16];
        for d in data {
            block = r.to_be_bytes();
            self.encrypt_blocks(core::slice::from_mut(&mut block));
            let c = if decrypt { *d } else { *d ^ block[0] };
            *d ^= block[0];
            r = (r << 8) | u128::from(c);
        }
        *reg = r.to_be_bytes();
        block.zeroize();
    }

    /// CFB128 encryption of whole blocks in place, `C_i = P_i ⊕ E(C_{i−1})`; `iv` (the last
    /// ciphertext block so far) becomes the last ciphertext block. A chain of AES calls.
    fn cfb128_encrypt(&self, iv: &mut Block, data: &mut [Block]) {
        super::feedback::cfb128_encrypt(|iv, d| self.cbc_encrypt(iv, d), iv, data);
    }

    /// CFB128 decryption of whole blocks in place, `P_i = C_i ⊕ E(C_{i−1})`; `iv` becomes the
    /// last ciphertext block. Parallel: every AES input is ciphertext.
    fn cfb128_decrypt(&self, iv: &mut Block, data: &mut [Block]) {
        super::feedback::cfb128_decrypt(|b| self.encrypt_blocks(b), iv, data);
    }

    /// OFB over whole blocks in place, `data[i] ^= O_i` with `O_i = E(O_{i−1})`; `reg` (the last
    /// output block so far, the IV at the start) becomes the last output block.
    fn ofb(&self, reg: &mut Block, data: &mut [Block]) {
        super::feedback::ofb(|iv, d| self.cbc_encrypt(iv, d), reg, data);
    }

    /// CCM's payload (SP 800-38C) over whole blocks in one pass: CTR from `counter` and the
    /// CBC-MAC chain. The chain is passed in its pending form `x`: the chain value is `E(x)`, and
    /// each plaintext block `P` makes `x = E(x) ^ P` (so the caller's last `E(x)` can share one
    /// call with `E(A_0)`). `seal`: `data` holds plaintext (MAC it, then encrypt); otherwise
    /// ciphertext (decrypt, then MAC the plaintext). `counter` counts as a 128-bit big-endian
    /// integer and ends as the next unused counter block; callers keep it from carrying out of
    /// its low 64 bits (CCM's length limit does), which a kernel may assume.
    ///
    /// With `a0 = Some(A_0)` the call also ends the MAC: after the blocks, `x` becomes
    /// `E(x) ^ E(A_0)`, the untruncated tag (`counter` still ends past the blocks). A message
    /// of whole blocks is then one call, with no second kernel entry for the tag between the
    /// end of its chain and the start of the next message's.
    fn ccm(&self, x: &mut Block, counter: &mut Block, data: &mut [Block], seal: bool, a0: Option<&Block>) {
        ccm_generic(self, x, counter, data, seal);
        if let Some(a0) = a0 {
            ccm_tag(self, x, a0);
        }
    }

    /// XTS encryption (SP 800-38E) of whole blocks with this key as the data key `K1`: block `j`
    /// becomes `E(b_j ⊕ T_j) ⊕ T_j` with `T_j = tweak ⊗ α^j`, `tweak` being the encrypted tweak
    /// `T_0` (a little-endian polynomial, see `backend/xts.rs`). On return `tweak` is
    /// `T_0 ⊗ α^len`, the next block's tweak. Ciphertext stealing stays with the caller.
    fn xts_encrypt(&self, tweak: &mut Block, data: &mut [Block]) {
        xts_with(|b| self.encrypt_blocks(b), tweak, data);
    }

    /// XTS decryption of whole blocks: block `j` becomes `D(b_j ⊕ T_j) ⊕ T_j`; `tweak` as for
    /// [`AesKernels::xts_encrypt`].
    fn xts_decrypt(&self, tweak: &mut Block, data: &mut [Block]) {
        xts_with(|b| self.decrypt_blocks(b), tweak, data);
    }

    /// XTS encryption of consecutive data units of `unit` whole blocks each (`data.len() ==
    /// tweaks.len() * unit`) from their plain tweaks: unit `u`, blocks `u·unit ..`, as
    /// [`AesKernels::xts_encrypt`] from `E_K2(tweaks[u])`, `tweak_key` being `K2` (a key of the
    /// same size on the same backend). By default the tweaks of 16 units are encrypted in one
    /// call, then one call per unit; a kernel that walks the units itself keeps its round keys
    /// and its batches in flight across unit boundaries.
    fn xts_encrypt_units(&self, tweak_key: &Self, tweaks: &[Block], unit: usize, data: &mut [Block]) {
        xts_tweak_groups(
            |t| tweak_key.encrypt_blocks(t),
            |t, d| xts_per_unit(|t, d| self.xts_encrypt(t, d), t, unit, d),
            tweaks,
            unit,
            data,
        );
    }

    /// XTS decryption of consecutive data units (see [`AesKernels::xts_encrypt_units`]; the
    /// tweaks are encrypted with `tweak_key` there too).
    fn xts_decrypt_units(&self, tweak_key: &Self, tweaks: &[Block], unit: usize, data: &mut [Block]) {
        xts_tweak_groups(
            |t| tweak_key.encrypt_blocks(t),
            |t, d| xts_per_unit(|t, d| self.xts_decrypt(t, d), t, unit, d),
            tweaks,
            unit,
            data,
        );
    }

    /// CBC encryption of several independent messages (one IV each, `ivs.len() == data.len()`);
    /// each `ivs[i]` becomes the last ciphertext block of message `i`.
    fn cbc_encrypt_many(&self, ivs: &mut [Block], data: &mut [&mut [Block]]) {
        for (iv, msg) in ivs.iter_mut().zip(data.iter_mut()) {
            self.cbc_encrypt(iv, msg);
        }
    }
}

/// CTR with the counter held as one `u128` in registers: each counter block is written once
/// into the keystream buffer and nothing reads it back until the batch is encrypted. (Through
/// `inc128`/`inc32` on the block in memory, each block's 16-byte load followed a 4- or 16-byte
/// store to the same bytes, a store-forwarding stall per block: `docs/perf/soft.md`.)
/// `INC128`: the whole block counts (SP 800-38A); otherwise only its last 32 bits (inc32).
fn ctr_generic<K: AesKernels + ?Sized, const INC128: bool>(key: &K, counter: &mut Block, data: &mut [Block]) {
    let mut c = u128::from_be_bytes(*counter);
    let mut ks = [[0u8; 16]; BATCH];
    for chunk in data.chunks_mut(BATCH) {
        let ks = &mut ks[..chunk.len()];
        for k in ks.iter_mut() {
            *k = c.to_be_bytes();
            c = if INC128 { c.wrapping_add(1) } else { (c & !0xffff_ffff) | u128::from((c as u32).wrapping_add(1)) };
        }
        key.encrypt_blocks(ks);
        for (d, k) in chunk.iter_mut().zip(ks.iter()) {
            xor_block(d, k);
        }
    }
    *counter = c.to_be_bytes();
    ks.as_flattened_mut().zeroize();
}

/// Blocks per chunk (two stack buffers of 512 bytes).
const CCM_CHUNK: usize = 32;

/// [`AesKernels::ccm`] from the key's ECB and CBC kernels, per chunk: the keystream through the
/// ECB kernel and the chain through the CBC kernel, one call after the other. A chunk of `m`
/// blocks is CBC encryption under a zero IV of `x, P_0, .., P_(m-2)`: its last output is
/// `E(x_(m-1))`, and `x_m = E(x_(m-1)) ^ P_(m-1)`.
fn ccm_generic<K: AesKernels + ?Sized>(key: &K, x: &mut Block, counter: &mut Block, data: &mut [Block], seal: bool) {
    let mut c = u128::from_be_bytes(*counter);
    let mut ks = [[0u8; 16]; CCM_CHUNK];
    let mut chain = [[0u8; 16]; CCM_CHUNK];
    for piece in data.chunks_mut(CCM_CHUNK) {
        let m = piece.len();
        for k in &mut ks[..m] {
            *k = c.to_be_bytes();
            c = c.wrapping_add(1);
        }
        key.encrypt_blocks(&mut ks[..m]);
        if !seal {
            for (d, k) in piece.iter_mut().zip(&ks[..m]) {
                xor_block(d, k);
            }
        }
        // `piece` holds plaintext here.
        chain[0] = *x;
        chain[1..m].copy_from_slice(&piece[..m - 1]);
        let mut iv = [0u8; 16];
        key.cbc_encrypt(&mut iv, &mut chain[..m]);
        *x = iv;
        xor_block(x, &piece[m - 1]);
        if seal {
            for (d, k) in piece.iter_mut().zip(&ks[..m]) {
                xor_block(d, k);
            }
        }
    }
    *counter = c.to_be_bytes();
    wipe(&mut ks);
    wipe(&mut chain);
}

/// `x = E(x) ^ E(A_0)` in one two-block ECB call: [`AesKernels::ccm`]'s tag step for kernels
/// without their own.
pub(crate) fn ccm_tag<K: AesKernels + ?Sized>(key: &K, x: &mut Block, a0: &Block) {
    let mut pair = [*x, *a0];
    key.encrypt_blocks(&mut pair);
    *x = pair[0];
    xor_block(x, &pair[1]);
    wipe(&mut pair);
}

/// GHASH with a precomputed key (H and whatever powers of H the backend keeps).
pub(crate) trait GhashKernels {
    /// Absorbs whole blocks: for each block `X`, `y = (y ^ X) · H` in GF(2^128) as SP 800-38D
    /// defines it. `y` is in the standard's byte order (the bit string of the spec, byte 0 first).
    fn update_blocks(&self, y: &mut Block, blocks: &[Block]);
}

/// The GCM bulk kernels: CTR (inc32) and GHASH over the same whole blocks. The provided methods
/// are two-pass fallbacks; the SIMD backends override them with stitched single-pass kernels.
pub(crate) trait GcmKernels: AesKernels {
    /// The GHASH key type of the same backend.
    type GHashKey: GhashKernels;

    /// Encrypts `data` with CTR from `counter` (inc32), then absorbs the ciphertext into `y`.
    ///
    /// `ctr_public`: the counter is public (J0 from a 96-bit nonce: `nonce ‖ 0^31 ‖ 1`), so a
    /// kernel may branch on its value. For any other nonce length J0 = GHASH_H(nonce ‖ …) is
    /// derived from the key, and a branch on the counter would leak bits of it (bits of J0 are
    /// GF(2)-linear in H); then every path must be the same whatever the counter.
    fn gcm_seal(
        &self,
        ghash: &Self::GHashKey,
        counter: &mut Block,
        y: &mut Block,
        data: &mut [Block],
        _ctr_public: bool,
    ) {
        for chunk in data.chunks_mut(GCM_CHUNK) {
            self.ctr32(counter, chunk);
            ghash.update_blocks(y, chunk);
        }
    }

    /// Absorbs the ciphertext `data` into `y`, then decrypts it with CTR from `counter` (inc32);
    /// `ctr_public` as for [`GcmKernels::gcm_seal`].
    fn gcm_open(
        &self,
        ghash: &Self::GHashKey,
        counter: &mut Block,
        y: &mut Block,
        data: &mut [Block],
        _ctr_public: bool,
    ) {
        for chunk in data.chunks_mut(GCM_CHUNK) {
            ghash.update_blocks(y, chunk);
            self.ctr32(counter, chunk);
        }
    }

    /// The rest of a message, `data` (any length), in one call: [`GcmKernels::gcm_seal`] (or
    /// `gcm_open`, per `last.seal`) of its whole blocks, then its partial block, the length
    /// block and E_K(J0); returns the untruncated tag. `counter` and `y` are left unspecified.
    /// The provided method makes the two calls (the bulk call and [`GcmKernels::gcm_finish`]); a
    /// backend whose bulk kernel can end the message itself overrides it.
    fn gcm_crypt_last(
        &self,
        ghash: &Self::GHashKey,
        counter: &mut Block,
        y: &mut Block,
        data: &mut [u8],
        last: GcmLast<'_>,
    ) -> Block {
        crypt_then_finish(self, ghash, counter, y, data, last)
    }

    /// Ends a message (see [`GcmEnd`]) and returns the untruncated tag `GHASH ⊕ E_K(J0)`.
    ///
    /// Small messages are all fixed cost, so the backends with a fused kernel override this; the
    /// provided method makes one AES call and one GHASH call.
    fn gcm_finish(&self, ghash: &Self::GHashKey, end: GcmEnd<'_>) -> Block {
        gcm_finish_with(|b| self.encrypt_blocks(b), |y, b| ghash.update_blocks(y, b), end)
    }
}

/// The end of a GCM message, for [`GcmKernels::gcm_finish`]: `tail` (at most [`GCM_TAIL`]
/// bytes; the rest is left alone) is XORed with the keystream from `counter` (inc32; `counter`
/// advances past the blocks used), its ciphertext zero-padded to whole blocks and then `lens`
/// are absorbed into a copy of `y`, and E_K(`j0`) is added to give the tag. `seal`: `tail` holds
/// plaintext and the ciphertext is hashed after the XOR; otherwise it is ciphertext, hashed as is.
pub(crate) struct GcmEnd<'a> {
    pub(crate) j0: &'a Block,
    pub(crate) counter: &'a mut Block,
    pub(crate) y: &'a Block,
    pub(crate) tail: &'a mut [u8],
    pub(crate) lens: Block,
    pub(crate) seal: bool,
}

/// The end of a message, for [`GcmKernels::gcm_crypt_last`]: its `j0`, its length block, the
/// direction, and whether the counter is public (see [`GcmKernels::gcm_seal`]).
#[derive(Clone, Copy)]
pub(crate) struct GcmLast<'a> {
    pub(crate) j0: &'a Block,
    pub(crate) lens: Block,
    pub(crate) seal: bool,
    pub(crate) ctr_public: bool,
}

impl<'a> GcmLast<'a> {
    /// The same end as a [`GcmEnd`] of `tail`, after the bulk call.
    pub(crate) fn end<'b>(&self, counter: &'b mut Block, y: &'b Block, tail: &'b mut [u8]) -> GcmEnd<'b>
    where
        'a: 'b,
    {
        GcmEnd { j0: self.j0, counter, y, tail, lens: self.lens, seal: self.seal }
    }
}

/// [`GcmKernels::gcm_crypt_last`] as two calls: the bulk call over the whole blocks of `data`
/// for `last.seal`'s direction, then `gcm_finish` with the partial block (the provided method,
/// and what an override falls back to).
pub(crate) fn crypt_then_finish<K: GcmKernels + ?Sized>(
    kernels: &K,
    ghash: &K::GHashKey,
    counter: &mut Block,
    y: &mut Block,
    data: &mut [u8],
    last: GcmLast<'_>,
) -> Block {
    let (blocks, tail) = data.as_chunks_mut::<16>();
    if last.seal {
        kernels.gcm_seal(ghash, counter, y, blocks, last.ctr_public);
    } else {
        kernels.gcm_open(ghash, counter, y, blocks, last.ctr_public);
    }
    kernels.gcm_finish(ghash, last.end(counter, y, tail))
}

/// Longest tail [`GcmKernels::gcm_finish`] takes: the GCM front end sends whole messages of up
/// to this many bytes through it alone, skipping the bulk kernels.
pub(crate) const GCM_TAIL: usize = 64;

/// [`GcmKernels::gcm_finish`] from an AES call and a GHASH call: E_K(J0) and the tail's
/// keystream in one `encrypt` batch, the padded ciphertext and `lens` in one `absorb` call.
pub(crate) fn gcm_finish_with(
    encrypt: impl Fn(&mut [Block]),
    absorb: impl Fn(&mut Block, &[Block]),
    GcmEnd { j0, counter, y, tail, lens, seal }: GcmEnd<'_>,
) -> Block {
    const MAX: usize = GCM_TAIL / 16;
    let n = tail.len().min(GCM_TAIL);
    let tail = &mut tail[..n];
    let blocks = n.div_ceil(16);
    // ks[0] = E_K(J0); ks[1..] = the keystream of the tail's blocks.
    let mut ks = [[0u8; 16]; MAX + 1];
    ks[0] = *j0;
    for k in &mut ks[1..=blocks] {
        *k = *counter;
        inc32(counter);
    }
    encrypt(&mut ks[..=blocks]);
    // hashed = the tail's ciphertext, zero-padded, then the length block.
    let mut hashed = [[0u8; 16]; MAX + 1];
    let ks_bytes = ks[1..=blocks].as_flattened();
    if !seal {
        hashed.as_flattened_mut()[..n].copy_from_slice(tail);
    }
    for (b, k) in tail.iter_mut().zip(ks_bytes) {
        *b ^= k;
    }
    if seal {
        hashed.as_flattened_mut()[..n].copy_from_slice(tail);
    }
    hashed[blocks] = lens;
    let mut s = *y;
    absorb(&mut s, &hashed[..=blocks]);
    let mut tag = s;
    xor_block(&mut tag, &ks[0]);
    wipe(&mut ks[..=blocks]);
    wipe(core::slice::from_mut(&mut s));
    tag
}
