//! Constant-time check with valgrind memcheck (the "ctgrind" method, as BoringSSL uses it).
//!
//! Every secret — key bytes, GHASH keys, plaintext, and for decryption the ciphertext and the
//! received tag — is marked *undefined* with a memcheck client request. Memcheck then reports any
//! conditional jump that depends on it ("Conditional jump or move depends on uninitialised
//! value(s)") and any memory access whose address depends on it ("Use of uninitialised value of
//! size 8": a secret-indexed table lookup). Arithmetic on undefined values is silent, so an error
//! means a secret reached a branch or an address: a timing or cache side channel.
//!
//! The crate branches on exactly three secret-derived values on purpose (the GCM tag verdict, the
//! PKCS#7 padding verdict, and a valid padding's length); it passes them through `crate::ct`, which
//! in a `--cfg aes_engine_ctgrind` build calls the hook installed here, to mark them defined.
//! Every output is declassified at the end of an operation and compared with the same operation run
//! on defined inputs, so the check also proves the paths it walks compute the right answer.
//!
//! Run (what `.ci/ctgrind.sh` does):
//! ```text
//! cd ctgrind && RUSTFLAGS="--cfg aes_engine_ctgrind" cargo build --release
//! valgrind --error-exitcode=1 target/release/ctgrind [soft|aesni|vaes|armv8|all] [--only=gcm]
//! valgrind --error-exitcode=1 target/release/ctgrind --leak=branch   # must FAIL
//! valgrind --error-exitcode=1 target/release/ctgrind --leak=index    # must FAIL
//! valgrind target/release/ctgrind --info      # what valgrind's CPUID offers
//! ```
//! Outside valgrind the client requests are no-ops and the program just runs the operations.
//!
//! `unsafe`: the crate itself forbids it outside its backend modules; this is a separate binary,
//! and its only `unsafe` is the client-request instruction sequence in [`vg`] (and CPUID).

use aes_engine::cbc::{self, Lane, Padding};
use aes_engine::ctr::Ctr;
use aes_engine::{Aes128, Aes192, Aes256, Backend, BlockCipher, Crypter, GHash, Gcm, Reset};
use std::process::ExitCode;

/// Valgrind client requests (valgrind.h / memcheck.h, valgrind 3.x ABI).
mod vg {
    /// `VG_USERREQ__RUNNING_ON_VALGRIND` (valgrind.h).
    const RUNNING_ON_VALGRIND: usize = 0x1001;
    /// `VG_USERREQ_TOOL_BASE('M','C')`, the first memcheck request (memcheck.h).
    const MC_BASE: usize = (b'M' as usize) << 24 | (b'C' as usize) << 16;
    /// `VG_USERREQ__MAKE_MEM_UNDEFINED` = base + 1 (0x4d430001).
    const MAKE_MEM_UNDEFINED: usize = MC_BASE + 1;
    /// `VG_USERREQ__MAKE_MEM_DEFINED` = base + 2 (0x4d430002).
    const MAKE_MEM_DEFINED: usize = MC_BASE + 2;

    /// `VALGRIND_DO_CLIENT_REQUEST_EXPR`: returns `default` when not running under valgrind.
    #[inline(never)]
    fn request(default: usize, req: usize, a1: usize, a2: usize) -> usize {
        let args: [usize; 6] = [req, a1, a2, 0, 0, 0];
        let result: usize;
        #[cfg(target_arch = "x86_64")]
        // SAFETY: the "special instruction preamble" rotates rdi by 3+13+61+51 = 128 bits, i.e.
        // leaves it unchanged (declared clobbered anyway), and `xchg rbx,rbx` is a no-op: natively
        // the sequence does nothing and rdx keeps `default`. Under valgrind it is the client
        // request: valgrind reads the six words at rax (a live local array) and writes the result
        // to rdx. No other register or memory of ours is touched.
        unsafe {
            core::arch::asm!(
                "rol rdi, 3", "rol rdi, 13", "rol rdi, 61", "rol rdi, 51",
                "xchg rbx, rbx",
                in("rax") args.as_ptr(),
                inout("rdx") default => result,
                inout("rdi") 0usize => _,
                options(nostack),
            );
        }
        #[cfg(target_arch = "aarch64")]
        // SAFETY: the preamble rotates x12 by 3+13+51+61 = 128 bits (unchanged, declared
        // clobbered) and `orr x10, x10, x10` is a no-op natively; under valgrind it reads the
        // six words at x4 and returns the result in x3.
        unsafe {
            core::arch::asm!(
                "ror x12, x12, #3", "ror x12, x12, #13", "ror x12, x12, #51", "ror x12, x12, #61",
                "orr x10, x10, x10",
                in("x4") args.as_ptr(),
                inout("x3") default => result,
                inout("x12") 0usize => _,
                options(nostack),
            );
        }
        #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
        {
            let _ = (req, a1, a2, args);
            result = default;
        }
        result
    }

    /// Whether the program runs under valgrind.
    pub fn running() -> bool {
        request(0, RUNNING_ON_VALGRIND, 0, 0) != 0
    }

    /// Marks `bytes` secret: memcheck reports any branch or address that depends on them.
    pub fn secret(bytes: &mut [u8]) {
        request(0, MAKE_MEM_UNDEFINED, bytes.as_mut_ptr() as usize, bytes.len());
    }

    /// Marks `bytes` public again (a deliberate declassification).
    pub fn public(bytes: &mut [u8]) {
        request(0, MAKE_MEM_DEFINED, bytes.as_mut_ptr() as usize, bytes.len());
    }
}

/// Deterministic test bytes.
fn bytes(seed: u8, len: usize) -> Vec<u8> {
    (0..len).map(|i| (i as u8).wrapping_mul(31).wrapping_add(seed).rotate_left(3) ^ 0x5a).collect()
}

/// Like [`bytes`], as an array.
fn array<const N: usize>(seed: u8) -> [u8; N] {
    bytes(seed, N).try_into().unwrap()
}

/// One run of an operation: `secret` says whether its secret inputs are marked undefined.
/// Every output goes to `out` (declassified first), so the two runs can be compared.
struct Run {
    secret: bool,
    out: Vec<u8>,
}

impl Run {
    /// Marks a secret input (in the secret run).
    fn hide(&self, b: &mut [u8]) {
        if self.secret {
            vg::secret(b);
        }
    }

    /// Declassifies an output and records it.
    fn emit(&mut self, b: &[u8]) {
        let mut b = b.to_vec();
        vg::public(&mut b);
        self.out.extend_from_slice(&(b.len() as u32).to_le_bytes());
        self.out.extend_from_slice(&b);
    }

    /// Records a public verdict (an `Ok`/`Err` the crate already declassified).
    fn verdict<T>(&mut self, r: &Result<T, aes_engine::Error>) {
        let tag = match r {
            Ok(_) => "ok".to_string(),
            Err(e) => format!("{e:?}"),
        };
        self.out.extend_from_slice(tag.as_bytes());
    }
}

type Op = fn(&mut Run, Backend);

fn key_expansion(r: &mut Run, b: Backend) {
    let mut k16: [u8; 16] = array(1);
    let mut k24: [u8; 24] = array(2);
    let mut k32: [u8; 32] = array(3);
    r.hide(&mut k16);
    r.hide(&mut k24);
    r.hide(&mut k32);
    let mut block = [0u8; 16];
    // The output of each expansion is checked through one encryption of a public block.
    let a = Aes128::with_backend(&k16, b).unwrap();
    a.encrypt_block(&mut block);
    r.emit(&block);
    let a = Aes192::with_backend(&k24, b).unwrap();
    a.encrypt_block(&mut block);
    r.emit(&block);
    let a = Aes256::with_backend(&k32, b).unwrap();
    a.encrypt_block(&mut block);
    r.emit(&block);
    // The slice constructor checks a public length only.
    let a = Aes128::new_from_slice(&k16).unwrap();
    let _ = a.backend();
}

fn blocks(r: &mut Run, b: Backend) {
    let mut key: [u8; 32] = array(4);
    r.hide(&mut key);
    let aes = Aes256::with_backend(&key, b).unwrap();
    let mut one: [u8; 16] = array(5);
    r.hide(&mut one);
    aes.encrypt_block(&mut one);
    r.emit(&one);
    aes.decrypt_block(&mut one);
    r.emit(&one);
    // 37 blocks: every width of the wide kernels plus a ragged remainder.
    let mut many: Vec<[u8; 16]> = (0..37).map(|i| array(i as u8)).collect();
    for blk in &mut many {
        r.hide(blk);
    }
    aes.encrypt_blocks(&mut many);
    r.emit(many.as_flattened());
    aes.decrypt_blocks(&mut many);
    r.emit(many.as_flattened());
    let aes = Aes128::with_backend(&array(6), b).unwrap();
    let mut k = [0u8; 16];
    r.hide(&mut k);
    aes.encrypt_block(&mut k); // secret data under a public key
    r.emit(&k);
}

fn ghash(r: &mut Run, b: Backend) {
    let mut h: [u8; 16] = array(7);
    r.hide(&mut h);
    let mut g = GHash::with_backend(&h, b).unwrap();
    for len in [0, 5, 16, 47, 16 * 19 + 3] {
        let mut data = bytes(len as u8, len);
        r.hide(&mut data);
        g.update_padded(&data);
    }
    r.emit(&g.finalize());
}

fn ctr(r: &mut Run, b: Backend) {
    let mut key: [u8; 16] = array(8);
    r.hide(&mut key);
    let iv = [0xffu8; 16]; // public; wraps the 128-bit counter at once
    let mut ctr = Ctr::new(Aes128::with_backend(&key, b).unwrap(), &iv);
    let mut data = bytes(9, 300);
    r.hide(&mut data);
    for chunk in data.chunks_mut(37) {
        ctr.apply_keystream(chunk);
    }
    r.emit(&data);
    // As an engine.
    let mut engine = Ctr::new(Aes128::with_backend(&key, b).unwrap(), &iv);
    let mut out = vec![0u8; data.len()];
    let n = engine.update(&data, &mut out);
    let fin = engine.finish(&mut []);
    r.verdict(&fin);
    r.emit(&out[..n]);
}

fn cbc_both_ways(r: &mut Run, b: Backend) {
    let mut key: [u8; 24] = array(10);
    r.hide(&mut key);
    let aes = Aes192::with_backend(&key, b).unwrap();
    let iv: [u8; 16] = array(11); // public
    for len in [0usize, 1, 15, 16, 17, 100] {
        let mut pt = bytes(len as u8, len);
        r.hide(&mut pt);
        let mut ct = cbc::encrypt(&aes, &iv, Padding::Pkcs7, &pt).unwrap();
        r.emit(&ct);
        // Decryption: the ciphertext is secret too (chosen-ciphertext attacker model).
        r.hide(&mut ct);
        let back = cbc::decrypt(&aes, &iv, Padding::Pkcs7, &ct);
        r.verdict(&back);
        r.emit(&back.unwrap());
        let mut buf = ct.clone();
        let n = cbc::decrypt_in_place(&aes, &iv, Padding::Pkcs7, &mut buf);
        r.verdict(&n);
        // Engines, fed in 7-byte pieces.
        let mut enc = cbc::Encryptor::new(&aes, &iv, Padding::Pkcs7);
        let mut dec = cbc::Decryptor::new(&aes, &iv, Padding::Pkcs7);
        let (mut eo, mut n) = (vec![0u8; len + 16], 0);
        for c in pt.chunks(7) {
            n += enc.update(c, &mut eo[n..]);
        }
        n += enc.finish(&mut eo[n..]).unwrap();
        r.emit(&eo[..n]);
        let (mut dout, mut m) = (vec![0u8; len + 16], 0);
        for c in ct.chunks(7) {
            m += dec.update(c, &mut dout[m..]);
        }
        let fin = dec.finish(&mut dout[m..]);
        r.verdict(&fin);
        r.emit(&dout[..m + fin.unwrap_or(0)]);
    }
    // Every bad padding shape: the verdict is the only thing revealed.
    for last in [0u8, 17, 0xff, 2, 16] {
        // Forge a last plaintext block ending in `last` with a wrong byte before it.
        let mut pt = [3u8; 32];
        pt[31] = last;
        pt[30] = last.wrapping_add(1);
        r.hide(&mut pt);
        let mut ct = cbc::encrypt(&aes, &iv, Padding::None, &pt).unwrap();
        r.hide(&mut ct);
        let res = cbc::decrypt(&aes, &iv, Padding::Pkcs7, &ct);
        r.verdict(&res);
        let mut dec = cbc::Decryptor::new(&aes, &iv, Padding::Pkcs7);
        let mut o = [0u8; 48];
        let n = dec.update(&ct, &mut o);
        let fin = dec.finish(&mut o[n..]);
        r.verdict(&fin);
    }
    // No padding, in place, and multi-buffer.
    let mut buf = bytes(12, 64);
    r.hide(&mut buf);
    cbc::encrypt_in_place(&aes, &iv, Padding::None, &mut buf, 64).unwrap();
    r.emit(&buf);
    cbc::decrypt_in_place(&aes, &iv, Padding::None, &mut buf).unwrap();
    r.emit(&buf);
    let mut msgs: Vec<Vec<u8>> = (0..9).map(|i| bytes(i, 16 * (i as usize % 4 + 1))).collect();
    for m in &mut msgs {
        r.hide(m);
    }
    let mut lanes: Vec<Lane<'_>> =
        msgs.iter_mut().enumerate().map(|(i, m)| Lane { iv: array(i as u8), data: m }).collect();
    cbc::encrypt_many(&aes, &mut lanes).unwrap();
    drop(lanes);
    for m in &msgs {
        r.emit(m);
    }
}

fn gcm(r: &mut Run, b: Backend) {
    let mut key: [u8; 32] = array(13);
    r.hide(&mut key);
    let gcm = Gcm::from_cipher(Aes256::with_backend(&key, b).unwrap());
    // Every class of tag length: 16, 12 (13..=15 alike) and the short 8 and 4.
    let short = |n| Gcm::from_cipher(Aes256::with_backend(&key, b).unwrap()).with_tag_len(n).unwrap();
    let (gcm12, gcm8, gcm4) = (short(12), short(8), short(4));
    for (len, nonce_len, aad_len) in
        [(0usize, 12usize, 0usize), (1, 12, 5), (16, 8, 16), (100, 12, 20), (16 * 17 + 9, 60, 33)]
    {
        let nonce = bytes(14, nonce_len); // public
        let mut aad = bytes(15, aad_len);
        r.hide(&mut aad); // stricter than needed: AAD is usually public
        let mut pt = bytes(len as u8, len);
        r.hide(&mut pt);
        for g in [&gcm, &gcm12, &gcm8, &gcm4] {
            // Seal: one-shot, detached, engine.
            let mut sealed = g.encrypt(&nonce, &aad, &pt).unwrap();
            r.emit(&sealed);
            let mut buf = pt.clone();
            let tag = g.encrypt_in_place_detached(&nonce, &aad, &mut buf).unwrap();
            r.emit(&buf);
            r.emit(tag.as_ref());
            let mut enc = g.encryptor(&nonce, &aad).unwrap();
            let (mut eo, mut n) = (vec![0u8; len + 16], 0);
            for c in pt.chunks(11) {
                n += enc.update(c, &mut eo[n..]);
            }
            n += enc.finish(&mut eo[n..]).unwrap();
            r.emit(&eo[..n]);
            // Open: ciphertext and tag are secret; only the verdict is declassified (by the crate).
            r.hide(&mut sealed);
            let opened = g.decrypt(&nonce, &aad, &sealed);
            r.verdict(&opened);
            r.emit(&opened.unwrap());
            let mut dec = g.decryptor(&nonce, &aad).unwrap();
            for c in sealed.chunks(13) {
                dec.update(c, &mut []);
            }
            let got = dec.finish_to_vec();
            r.verdict(&got);
            r.emit(&got.unwrap());
            // Tampered: one bit of the ciphertext or tag flipped (the flip keeps it secret).
            for pos in [0, sealed.len() / 2, sealed.len() - 1] {
                let mut bad = sealed.clone();
                bad[pos] ^= 0x10;
                let opened = g.decrypt(&nonce, &aad, &bad);
                r.verdict(&opened);
                let (ct, t) = bad.split_at_mut(len);
                let res = g.decrypt_in_place_detached(&nonce, &aad, ct, t);
                r.verdict(&res);
                r.emit(ct); // wiped
                let mut dec = g.decryptor(&nonce, &aad).unwrap();
                dec.update(&bad, &mut []);
                let mut o = vec![0u8; len];
                let fin = dec.finish(&mut o);
                r.verdict(&fin);
            }
            // Re-armed engines (`Reset`): a tampered message, then the intact one, through one
            // decryptor, and two messages through one encryptor (a new nonce needs no secret).
            let mut enc = g.encryptor(&nonce, &aad).unwrap();
            let mut dec = g.decryptor(&nonce, &aad).unwrap();
            for flip in [0x01u8, 0] {
                let mut eo = vec![0u8; len + 16];
                let n = enc.update(&pt, &mut eo);
                let n = n + enc.finish(&mut eo[n..]).unwrap();
                r.emit(&eo[..n]);
                eo[n - 1] ^= flip; // the tag's last byte (still secret)
                dec.update(&eo[..n], &mut []);
                let got = dec.finish_to_vec();
                r.verdict(&got);
                r.emit(&got.unwrap_or_default());
                enc.reset(&nonce, &aad).unwrap();
                dec.reset(&nonce, &aad).unwrap();
            }
        }
    }
}

/// GCM over AES-128 and AES-192 too: their kernels are other instances (10 and 12 rounds) than
/// the AES-256 ones `gcm` runs. A short message (`gcm_finish` alone) and a long one (the bulk
/// kernel), with a 96-bit and a 480-bit nonce; intact and with a flipped tag bit.
fn gcm_other_keys(r: &mut Run, b: Backend) {
    fn one<C: BlockCipher>(r: &mut Run, g: Gcm<C>) {
        for (len, nonce_len) in [(20usize, 12usize), (16 * 17 + 9, 12), (20, 60), (16 * 17 + 9, 60)] {
            let nonce = bytes(20, nonce_len); // public
            let mut pt = bytes(21, len);
            r.hide(&mut pt);
            let mut sealed = g.encrypt(&nonce, b"aad", &pt).unwrap();
            r.emit(&sealed);
            r.hide(&mut sealed);
            let opened = g.decrypt(&nonce, b"aad", &sealed);
            r.verdict(&opened);
            r.emit(&opened.unwrap());
            let last = sealed.len() - 1;
            sealed[last] ^= 0x01;
            r.verdict(&g.decrypt(&nonce, b"aad", &sealed));
        }
    }
    let mut k16: [u8; 16] = array(22);
    let mut k24: [u8; 24] = array(23);
    r.hide(&mut k16);
    r.hide(&mut k24);
    one(r, Gcm::from_cipher(Aes128::with_backend(&k16, b).unwrap()));
    one(r, Gcm::from_cipher(Aes192::with_backend(&k24, b).unwrap()));
}

/// The stream layer (`aes_engine::stream`): `CipherReader` and `CipherWriter` over every engine
/// (CTR, CBC with PKCS#7 both ways, GCM seal and open, tampered GCM), with buffers smaller than
/// the message so the chunked paths run. Key, plaintext and, for decryption, ciphertext and tag
/// are secret; all lengths are public.
fn stream(r: &mut Run, b: Backend) {
    use aes_engine::stream::{CipherReader, CipherWriter};
    use std::io::{Read, Write};

    /// Reads to the end in `step`-byte calls; records the bytes and the verdict.
    fn drain(r: &mut Run, mut rd: impl Read, step: usize) {
        let (mut out, mut buf) = (Vec::new(), vec![0u8; step]);
        let res = loop {
            match rd.read(&mut buf) {
                Ok(0) => break Ok(()),
                Ok(n) => out.extend_from_slice(&buf[..n]),
                Err(e) => break Err(e),
            }
        };
        r.emit(&out);
        let kind = match &res {
            Ok(()) => "ok".to_string(),
            Err(e) => format!("{:?}", e.kind()),
        };
        r.out.extend_from_slice(kind.as_bytes());
    }

    let mut key: [u8; 16] = array(16);
    r.hide(&mut key);
    let aes = Aes128::with_backend(&key, b).unwrap();
    let gcm = Gcm::from_cipher(Aes128::with_backend(&key, b).unwrap());
    let iv: [u8; 16] = array(17); // public
    let nonce = [18u8; 12]; // public
    for len in [0usize, 1, 31, 100] {
        let mut pt = bytes(len as u8 ^ 0x33, len);
        r.hide(&mut pt);
        // Writers: a 16-byte buffer, fed in 7-byte writes.
        let write = |e: &mut dyn FnMut(&[u8]) -> std::io::Result<()>| {
            for c in pt.chunks(7) {
                e(c).unwrap();
            }
        };
        let mut w = CipherWriter::with_capacity(16, Vec::new(), Ctr::new(&aes, &iv));
        write(&mut |c| w.write_all(c));
        let mut ctr_ct = w.finish().unwrap();
        r.emit(&ctr_ct);
        let mut w = CipherWriter::with_capacity(16, Vec::new(), cbc::Encryptor::new(&aes, &iv, Padding::Pkcs7));
        write(&mut |c| w.write_all(c));
        let mut cbc_ct = w.finish().unwrap();
        r.emit(&cbc_ct);
        let mut w = CipherWriter::with_capacity(16, Vec::new(), gcm.encryptor(&nonce, b"hdr").unwrap());
        write(&mut |c| w.write_all(c));
        let mut gcm_ct = w.finish().unwrap();
        r.emit(&gcm_ct);
        // Readers: the ciphertext is secret; a 16-byte buffer, read in 5-byte calls.
        r.hide(&mut ctr_ct);
        r.hide(&mut cbc_ct);
        r.hide(&mut gcm_ct);
        drain(r, CipherReader::with_capacity(16, &ctr_ct[..], Ctr::new(&aes, &iv)), 5);
        drain(r, CipherReader::with_capacity(16, &cbc_ct[..], cbc::Decryptor::new(&aes, &iv, Padding::Pkcs7)), 5);
        drain(r, CipherReader::with_capacity(16, &gcm_ct[..], gcm.decryptor(&nonce, b"hdr").unwrap()), 5);
        // CBC writer side of decryption, GCM reader side of encryption.
        let mut w = CipherWriter::with_capacity(16, Vec::new(), cbc::Decryptor::new(&aes, &iv, Padding::Pkcs7));
        w.write_all(&cbc_ct).unwrap();
        r.emit(&w.finish().unwrap());
        drain(r, CipherReader::with_capacity(16, &pt[..], gcm.encryptor(&nonce, b"hdr").unwrap()), 5);
        // Tampered GCM: one bit flipped (still secret); only the verdict comes out.
        let mut bad = gcm_ct.clone();
        let pos = bad.len() / 2;
        bad[pos] ^= 0x04;
        drain(r, CipherReader::with_capacity(16, &bad[..], gcm.decryptor(&nonce, b"hdr").unwrap()), 5);

        // GCM opened through large caller buffers: the whole message read into the caller's
        // buffer and opened there (finish_in_place), a buffer shorter than the message (its head
        // kept there, the rest in the engine's chunks: finish_buffered_with_head), and
        // read_to_end (to_end.rs) into an empty and a preallocated vector; intact and tampered.
        for ct in [&gcm_ct, &bad] {
            for step in [4096, 48] {
                drain(r, CipherReader::with_capacity(16, &ct[..], gcm.decryptor(&nonce, b"hdr").unwrap()), step);
            }
            for cap in [0, 4096] {
                let mut v = Vec::with_capacity(cap);
                let mut rd = CipherReader::with_capacity(16, &ct[..], gcm.decryptor(&nonce, b"hdr").unwrap());
                let res = rd.read_to_end(&mut v);
                r.emit(&v);
                r.out.extend_from_slice(format!("{:?}", res.map_err(|e| e.kind())).as_bytes());
            }
        }
    }
}

/// Digests and HMAC on every hash backend that runs here, and on the default (`new`) paths: the
/// message (and for HMAC the key, of every length class: short, one block, longer than a block) is
/// secret; one-shot (`digest`, whose 0–55-byte path builds one padded block on the stack),
/// incremental, `digest_many` / `digest_many_with` (the multi-buffer lanes and their scheduler),
/// and `verify` with right, wrong and truncated tags (only the verdict comes out). Hash backends
/// are independent of the AES one, so this runs once, in the `soft` pass. valgrind's CPU offers
/// AVX2 and BMI2 but not SHA-NI or AVX-512: the `avx2` single-stream SHA-384/512 kernel and the
/// AVX2 lanes are checked here; the SHA-NI and AVX-512 kernels cannot be (data-independent
/// instructions, kept constant-time by construction and review).
fn digests(r: &mut Run, b: Backend) {
    use aes_engine::digest::{Digest, HashBackend, Hmac, Md5, Sha1, Sha224, Sha256, Sha384, Sha512};
    /// `hb`: a named backend, or `None` for the default (`new`, `Hmac::new`, one-shot `digest`).
    fn one<H: Digest>(r: &mut Run, hb: Option<HashBackend>) {
        let fresh = || match hb {
            Some(hb) => H::with_backend(hb).ok(),
            None => Some(H::new()),
        };
        if fresh().is_none() {
            return; // no single-stream kernel for H on this backend (e.g. MD5 on avx2)
        }
        for len in [0usize, 16, 55, 56, 64, 111, 112, 200] {
            let mut msg = bytes(40 + len as u8, len);
            r.hide(&mut msg);
            let mut h = fresh().unwrap();
            for c in msg.chunks(7) {
                h.update(c);
            }
            r.emit(h.finalize().as_ref());
            if hb.is_none() {
                r.emit(H::digest(&msg).as_ref());
            }
            for key_len in [0usize, 20, H::BLOCK_LEN, H::BLOCK_LEN + 9] {
                let mut key = bytes(90 + key_len as u8, key_len);
                r.hide(&mut key);
                let mac = || {
                    let mut m = match hb {
                        Some(hb) => Hmac::<H>::with_backend(&key, hb).unwrap(),
                        None => Hmac::<H>::new(&key),
                    };
                    m.update(&msg);
                    m
                };
                let tag = mac().finalize();
                r.emit(tag.as_ref());
                let mut good = tag.as_ref().to_vec();
                let mut bad = good.clone();
                bad[3] ^= 0x10;
                r.hide(&mut good);
                r.hide(&mut bad);
                r.verdict(&mac().verify(&good));
                r.verdict(&mac().verify(&bad));
                r.verdict(&mac().verify(&good[..(H::OUTPUT_LEN / 2).max(10)]));
            }
        }
    }
    /// `digest_many` (default) and `digest_many_with` every available backend: batches of 1 to
    /// 12 messages of mixed lengths, so lanes run, end at different blocks and are refilled.
    fn many<H: Digest>(r: &mut Run) {
        for n in [1usize, 2, 3, 9, 12] {
            let mut msgs: Vec<Vec<u8>> = (0..n).map(|i| bytes(60 + i as u8, (i * 37) % 300)).collect();
            for m in &mut msgs {
                r.hide(m);
            }
            let inputs: Vec<&[u8]> = msgs.iter().map(Vec::as_slice).collect();
            let mut out = vec![H::digest(b""); n];
            r.verdict(&H::digest_many(&inputs, &mut out));
            for o in &out {
                r.emit(o.as_ref());
            }
            for hb in HashBackend::available() {
                let res = H::digest_many_with(hb, &inputs, &mut out);
                r.verdict(&res);
                if res.is_ok() {
                    for o in &out {
                        r.emit(o.as_ref());
                    }
                }
            }
        }
    }
    fn all<H: Digest>(r: &mut Run) {
        for hb in HashBackend::available() {
            one::<H>(r, Some(hb));
        }
        one::<H>(r, None);
        many::<H>(r);
    }
    if b != Backend::Soft {
        return;
    }
    all::<Md5>(r);
    all::<Sha1>(r);
    all::<Sha224>(r);
    all::<Sha256>(r);
    all::<Sha384>(r);
    all::<Sha512>(r);
}

/// AES-GCM-SIV (AES-128 and AES-256) and CCM (tags of 16 and 4 bytes, nonces of 13 and 7): seal
/// and open of a short and a long message (past the 1 KiB GCM-SIV chunk and the 512-byte CCM
/// chunk), intact and with a flipped bit; the key, plaintext, AAD, ciphertext and tag secret.
fn siv_ccm(r: &mut Run, b: Backend) {
    use aes_engine::ccm::Ccm;
    use aes_engine::gcm_siv::{Aes128GcmSiv, Aes256GcmSiv};
    let mut k16: [u8; 16] = array(30);
    let mut k32: [u8; 32] = array(31);
    r.hide(&mut k16);
    r.hide(&mut k32);
    let siv128 = Aes128GcmSiv::with_backend(&k16, b).unwrap();
    let siv256 = Aes256GcmSiv::with_backend(&k32, b).unwrap();
    let ccm16 = Ccm::new(Aes128::with_backend(&k16, b).unwrap(), 16, 13).unwrap();
    let ccm4 = Ccm::new(Aes256::with_backend(&k32, b).unwrap(), 4, 7).unwrap();
    for len in [20usize, 16 * 70 + 9] {
        let nonce = bytes(32, 13); // public
        let n12: [u8; 12] = nonce[..12].try_into().unwrap();
        let mut aad = bytes(33, 21);
        r.hide(&mut aad);
        let mut pt = bytes(34, len);
        r.hide(&mut pt);
        let mut sealed = vec![siv128.encrypt(&n12, &aad, &pt).unwrap(), siv256.encrypt(&n12, &aad, &pt).unwrap()];
        sealed.push(ccm16.encrypt(&nonce, &aad, &pt).unwrap());
        sealed.push(ccm4.encrypt(&nonce[..7], &aad, &pt).unwrap());
        for s in &mut sealed {
            r.emit(s);
            r.hide(s);
        }
        for flip in [0u8, 0x08] {
            let mut opened = Vec::new();
            for (i, s) in sealed.iter().enumerate() {
                let mut s = s.clone();
                let last = s.len() - 1;
                s[last] ^= flip;
                opened.push(match i {
                    0 => siv128.decrypt(&n12, &aad, &s),
                    1 => siv256.decrypt(&n12, &aad, &s),
                    2 => ccm16.decrypt(&nonce, &aad, &s),
                    _ => ccm4.decrypt(&nonce[..7], &aad, &s),
                });
            }
            for o in &opened {
                r.verdict(o);
                if let Ok(p) = o {
                    r.emit(p);
                }
            }
        }
    }
}

/// XTS (both key sizes, stealing tails), CMAC (tag and verify), KW/KWP (wrap, unwrap, tampered),
/// CTS (each variant), CFB128, CFB8, OFB, and the chunked format (seal, open, a tampered chunk).
fn more_modes(r: &mut Run, b: Backend) {
    use aes_engine::cfb::{Cfb8, Cfb128};
    use aes_engine::chunked::{self, Hash};
    use aes_engine::cmac::Cmac;
    use aes_engine::cts::{self, Variant};
    use aes_engine::kw;
    use aes_engine::ofb::Ofb;
    use aes_engine::xts::{Aes128Xts, Aes256Xts};
    let mut k16: [u8; 16] = array(40);
    let mut k32: [u8; 32] = array(41);
    let mut k64: [u8; 64] = array(42);
    r.hide(&mut k16);
    r.hide(&mut k32);
    r.hide(&mut k64);
    let aes = Aes128::with_backend(&k16, b).unwrap();
    let aes256 = Aes256::with_backend(&k32, b).unwrap();
    let iv: [u8; 16] = array(43); // public
    for len in [17usize, 16 * 37 + 5] {
        let mut pt = bytes(44, len);
        r.hide(&mut pt);

        let xts128 = Aes128Xts::with_backend(&k32, b).unwrap();
        let xts256 = Aes256Xts::with_backend(&k64, b).unwrap();
        for x in 0..2 {
            let mut d = pt.clone();
            if x == 0 {
                xts128.encrypt_sector(&iv, &mut d).unwrap()
            } else {
                xts256.encrypt_sector(&iv, &mut d).unwrap()
            }
            r.emit(&d);
            r.hide(&mut d);
            if x == 0 {
                xts128.decrypt_sector(&iv, &mut d).unwrap()
            } else {
                xts256.decrypt_sector(&iv, &mut d).unwrap()
            }
            r.emit(&d);
        }

        let mut mac = Cmac::new(aes.clone());
        mac.update(&pt);
        let tag = mac.clone().finalize();
        r.emit(&tag);
        let mut t = tag;
        r.hide(&mut t);
        r.verdict(&mac.verify(&t));
        t[15] ^= 1;
        r.verdict(&mac.verify(&t));

        for v in [Variant::Cs1, Variant::Cs2, Variant::Cs3] {
            let mut d = pt.clone();
            cts::encrypt(&aes, &iv, v, &mut d).unwrap();
            r.emit(&d);
            r.hide(&mut d);
            cts::decrypt(&aes, &iv, v, &mut d).unwrap();
            r.emit(&d);
        }

        let mut d = pt.clone();
        Cfb128::new(aes.clone(), &iv).encrypt(&mut d);
        r.emit(&d);
        r.hide(&mut d);
        Cfb128::new(aes.clone(), &iv).decrypt(&mut d);
        r.emit(&d);
        let mut d = pt.clone();
        Cfb8::new(aes256.clone(), &iv).encrypt(&mut d);
        r.emit(&d);
        r.hide(&mut d);
        Cfb8::new(aes256.clone(), &iv).decrypt(&mut d);
        r.emit(&d);
        let mut d = pt.clone();
        Ofb::new(aes.clone(), &iv).apply_keystream(&mut d);
        r.emit(&d);
    }

    // Key wrap: the key data is the secret; unwrap checks the integrity value (and KWP's length
    // and zero padding) on secret plaintext, and must reach only the final verdict.
    for len in [16usize, 20, 32] {
        let mut kd = bytes(45, len);
        r.hide(&mut kd);
        let mut wrapped = vec![kw::wrap_pad(&aes, &kd).unwrap()];
        if len % 8 == 0 {
            wrapped.push(kw::wrap(&aes256, &kd).unwrap());
        }
        for (i, w) in wrapped.iter().enumerate() {
            r.emit(w);
            for flip in [0u8, 0x40] {
                let mut w = w.clone();
                w[3] ^= flip;
                r.hide(&mut w);
                let o = if i == 0 { kw::unwrap_pad(&aes, &w) } else { kw::unwrap(&aes256, &w) };
                r.verdict(&o);
                if let Ok(p) = o {
                    r.emit(&p);
                }
            }
        }
    }

    // The chunked format (default backend: the format has no backend choice; the salt is random,
    // so only what the two runs share is recorded: the opened plaintext and the verdicts).
    let mut pt = bytes(46, chunked::CHUNK_SIZE + 100);
    r.hide(&mut pt);
    let sealed = chunked::encrypt(&k32, b"ctx", Hash::Sha256, &pt).unwrap();
    for flip in [0u8, 0x01] {
        let mut s = sealed.clone();
        let last = s.len() - 1;
        s[last] ^= flip;
        r.hide(&mut s);
        let o = chunked::decrypt(&k32, b"ctx", Hash::Sha256, &s);
        r.verdict(&o);
        if let Ok(p) = o {
            r.emit(&p);
        }
    }
}

const OPS: [(&str, Op); 11] = [
    ("key expansion (128/192/256)", key_expansion),
    ("block encrypt/decrypt (1 and 37 blocks)", blocks),
    ("GHASH", ghash),
    ("CTR (one-shot, chunks, engine)", ctr),
    ("CBC both ways, PKCS#7 unpadding, bad paddings, engines, encrypt_many", cbc_both_ways),
    ("GCM seal/open, tags of 16, 12, 8 and 4 bytes, tampered inputs, engines (re-armed too)", gcm),
    ("GCM over AES-128 and AES-192 (short and long, 96-bit and longer nonces)", gcm_other_keys),
    ("stream layer (CipherReader/CipherWriter over every engine)", stream),
    ("digests and HMAC on every hash backend (MD5, SHA-1, SHA-2; one-shot, many, verify)", digests),
    ("AES-GCM-SIV (128/256) and CCM (tags 16 and 4) seal/open, short and long, tampered", siv_ccm),
    ("XTS, CMAC, KW/KWP, CTS, CFB128, CFB8, OFB, chunked format (tampered too)", more_modes),
];

/// Deliberately secret-dependent code, to prove the check fails when it should.
#[inline(never)]
fn leak(kind: &str) {
    let mut key: [u8; 16] = array(99);
    vg::secret(&mut key);
    match kind {
        // A branch on a key byte (as a variable-time comparison or early exit would do).
        "branch" => {
            if key[0] & 1 == 1 {
                std::hint::black_box(one_side());
            }
        }
        // A table lookup indexed by a key byte (as a table-based S-box does).
        "index" => {
            static TABLE: [u8; 256] = {
                let mut t = [0u8; 256];
                let mut i = 0;
                while i < 256 {
                    t[i] = (i as u8).wrapping_mul(7);
                    i += 1;
                }
                t
            };
            let i = std::hint::black_box(key[3]) as usize;
            std::hint::black_box(TABLE[i]);
        }
        other => panic!("unknown --leak kind {other:?} (branch or index)"),
    }
}

#[inline(never)]
fn one_side() -> u8 {
    std::hint::black_box(1)
}

#[cfg(aes_engine_ctgrind)]
fn install_hook() -> bool {
    aes_engine::__ctgrind_set_declassify_hook(vg::public);
    true
}

#[cfg(not(aes_engine_ctgrind))]
fn install_hook() -> bool {
    false
}

/// What the CPU (or valgrind's emulated CPUID) reports.
#[cfg(target_arch = "x86_64")]
#[allow(unused_unsafe)]
fn cpuid_line() -> String {
    use core::arch::x86_64::{__cpuid, __cpuid_count};
    // SAFETY: CPUID exists on every x86_64 CPU; leaf 7 is read only if leaf 0 reports it.
    let (l1, max) = unsafe { (__cpuid(1), __cpuid(0).eax) };
    // SAFETY: as above.
    let l7 = if max >= 7 { unsafe { __cpuid_count(7, 0) } } else { l1 };
    let bit = |r: u32, n: u32| if r >> n & 1 == 1 { "yes" } else { "no" };
    format!(
        "CPUID: aes={} pclmulqdq={} ssse3={} sse4.1={} avx={} osxsave={} | leaf7 (max leaf {max}): avx2={} vaes={} vpclmulqdq={} avx512f={}",
        bit(l1.ecx, 25),
        bit(l1.ecx, 1),
        bit(l1.ecx, 9),
        bit(l1.ecx, 19),
        bit(l1.ecx, 28),
        bit(l1.ecx, 27),
        if max >= 7 { bit(l7.ebx, 5) } else { "n/a" },
        if max >= 7 { bit(l7.ecx, 9) } else { "n/a" },
        if max >= 7 { bit(l7.ecx, 10) } else { "n/a" },
        if max >= 7 { bit(l7.ebx, 16) } else { "n/a" },
    )
}

#[cfg(not(target_arch = "x86_64"))]
fn cpuid_line() -> String {
    "CPUID: not x86_64".to_string()
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let under_valgrind = vg::running();
    let hooked = install_hook();
    println!("ctgrind: under valgrind: {under_valgrind}; declassification hook: {hooked}");
    println!("ctgrind: {}", cpuid_line());
    let available: Vec<Backend> = Backend::available().collect();
    println!(
        "ctgrind: Backend::available() = [{}], detect() = {}",
        available.iter().map(|b| b.name()).collect::<Vec<_>>().join(", "),
        Backend::detect()
    );
    println!(
        "ctgrind: HashBackend::available() = [{}]",
        aes_engine::digest::HashBackend::available().map(|b| b.name()).collect::<Vec<_>>().join(", ")
    );
    if args.iter().any(|a| a == "--info") {
        return ExitCode::SUCCESS;
    }
    if let Some(kind) = args.iter().find_map(|a| a.strip_prefix("--leak=")) {
        println!("ctgrind: running a deliberate secret-dependent {kind}: valgrind must report it");
        leak(kind);
        return ExitCode::SUCCESS;
    }
    if !hooked {
        eprintln!(
            "ctgrind: built without `--cfg aes_engine_ctgrind`: the crate's deliberate verdict \
             branches will be reported too. Build with RUSTFLAGS=\"--cfg aes_engine_ctgrind\"."
        );
        if under_valgrind {
            return ExitCode::from(2);
        }
    }
    let wanted: Vec<Backend> = match args.iter().find(|a| !a.starts_with("--")).map(String::as_str) {
        None | Some("all") => available.clone(),
        Some(name) => match name.parse::<Backend>() {
            Ok(b) if b.is_available() => vec![b],
            Ok(b) => {
                println!("ctgrind: backend {b} is not available here (under valgrind: {under_valgrind}): SKIPPED");
                return ExitCode::SUCCESS;
            }
            Err(e) => {
                eprintln!("ctgrind: {e}");
                return ExitCode::from(2);
            }
        },
    };
    let only = args.iter().find_map(|a| a.strip_prefix("--only=")).map(str::to_owned);
    for b in wanted {
        for (name, op) in OPS {
            if only.as_deref().is_some_and(|o| !name.to_lowercase().contains(&o.to_lowercase())) {
                continue;
            }
            let mut plain = Run { secret: false, out: Vec::new() };
            op(&mut plain, b);
            let mut secret = Run { secret: true, out: Vec::new() };
            op(&mut secret, b);
            assert_eq!(plain.out, secret.out, "{b}: {name}: results differ between the runs");
            println!("ctgrind: {b:>5}: {name}: ran ({} output bytes)", secret.out.len());
        }
    }
    ExitCode::SUCCESS
}
