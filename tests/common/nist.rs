//! The official-vector validations, shared by the vector tests and `examples/report.rs` so that
//! both run ONE implementation.
//!
//! Each family function runs every case of its files on one backend and returns the number of
//! cases passed, or a description of the first failure (it never panics on a wrong answer or a
//! malformed file). A file that yields no case is a failure too.

use super::{Record, hex_checked, try_parse_rsp, vectors_dir};
use aes_engine::cbc::{self, Decryptor, Encryptor, Padding};
use aes_engine::{
    Aes128, Aes128Gcm, Aes192, Aes192Gcm, Aes256, Aes256Gcm, Backend, BlockCipher, Crypter, Error, GHash,
};
use std::collections::HashMap;

/// The result of one family on one backend: cases passed, or the first failure.
pub type Outcome = Result<usize, String>;

/// One family of official vectors.
pub struct Family {
    /// Short stable name (used in the report's JSON).
    pub name: &'static str,
    /// What it covers.
    pub what: &'static str,
    /// Runs every case on a backend.
    pub run: fn(Backend) -> Outcome,
}

/// Every family, in the order the report prints them.
pub const FAMILIES: [Family; 7] = [
    Family { name: "ecb", what: "AESAVS ECB: GFSbox KeySbox VarKey VarTxt MMT MCT, 128/192/256", run: ecb },
    Family { name: "cbc", what: "AESAVS CBC: GFSbox KeySbox VarKey VarTxt MMT MCT, 128/192/256", run: cbc },
    Family { name: "cbc-sp800-38a", what: "SP 800-38A F.2 CBC examples", run: cbc_sp800_38a },
    Family { name: "gcmvs", what: "GCMVS: gcmEncryptExtIV/gcmDecrypt 128/192/256", run: gcmvs },
    Family { name: "gcm-spec", what: "GCM spec (McGrew-Viega) cases, OpenSSL slice", run: gcm_spec },
    Family { name: "ghash-nist", what: "NIST GCM worked examples: H and GHASH", run: ghash_examples },
    Family { name: "ghash-rfc8452", what: "RFC 8452 Appendix A GHASH", run: ghash_rfc8452 },
];

/// Expected case counts per backend (a family yielding another number is a failure).
pub const GCMVS_CASES: usize = 47_250;
pub const GCM_SPEC_CASES: usize = 21;
pub const GHASH_NIST_EXAMPLES: usize = 18;

fn field(r: &Record, name: &str) -> Result<Vec<u8>, String> {
    let v = r.get(name).ok_or_else(|| format!("field {name} missing in {r:?}"))?;
    hex_checked(v)
}

fn block(v: Vec<u8>, what: &str) -> Result<[u8; 16], String> {
    v.try_into().map_err(|v: Vec<u8>| format!("{what}: {} bytes, expected 16", v.len()))
}

fn check(ok: bool, msg: impl FnOnce() -> String) -> Result<(), String> {
    if ok { Ok(()) } else { Err(msg()) }
}

fn rsp(dir: &str, name: &str) -> Result<Vec<Record>, String> {
    let path = vectors_dir().join(dir).join(name);
    let records = try_parse_rsp(&path)?;
    check(!records.is_empty(), || format!("{} yielded no cases", path.display()))?;
    Ok(records)
}

fn unavailable(backend: Backend) -> impl Fn(Error) -> String {
    move |e| format!("backend {backend}: {e}")
}

/// Runs `$body` with `$c` bound to a cipher of `$key`'s size on `$backend`; evaluates to the
/// body's `Result`.
macro_rules! with_cipher {
    ($key:expr, $backend:expr, |$c:ident| $body:expr) => {{
        let key: &[u8] = &$key;
        match key.len() {
            16 => {
                let $c = Aes128::with_backend(key.try_into().unwrap(), $backend).map_err(unavailable($backend))?;
                $body
            }
            24 => {
                let $c = Aes192::with_backend(key.try_into().unwrap(), $backend).map_err(unavailable($backend))?;
                $body
            }
            32 => {
                let $c = Aes256::with_backend(key.try_into().unwrap(), $backend).map_err(unavailable($backend))?;
                $body
            }
            n => Err(format!("key length {n}")),
        }
    }};
}

fn to_blocks(bytes: &[u8]) -> Result<Vec<[u8; 16]>, String> {
    check(bytes.len().is_multiple_of(16), || format!("{} bytes is not whole blocks", bytes.len()))?;
    Ok(bytes.chunks(16).map(|c| c.try_into().unwrap()).collect())
}

/// One block through the one-block call, several through the multi-block one.
fn ecb_apply<C: BlockCipher>(c: &C, blocks: &mut [[u8; 16]], decrypt: bool) {
    match (blocks, decrypt) {
        ([b], false) => c.encrypt_block(b),
        ([b], true) => c.decrypt_block(b),
        (bs, false) => c.encrypt_blocks(bs),
        (bs, true) => c.decrypt_blocks(bs),
    }
}

fn ecb_record(r: &Record, backend: Backend) -> Result<(), String> {
    let (pt, ct) = (field(r, "PLAINTEXT")?, field(r, "CIPHERTEXT")?);
    with_cipher!(field(r, "KEY")?, backend, |c| {
        let mut blocks = to_blocks(&pt)?;
        ecb_apply(&c, &mut blocks, false);
        check(blocks.concat() == ct, || format!("{backend} ECB encrypt {r:?}"))?;
        let mut blocks = to_blocks(&ct)?;
        ecb_apply(&c, &mut blocks, true);
        check(blocks.concat() == pt, || format!("{backend} ECB decrypt {r:?}"))
    })
}

/// The new key of an AESAVS Monte Carlo outer iteration: `key ^= last 16/24/32 bytes of
/// (prev ‖ last)` (vectors/FORMATS.md).
fn mct_next_key(key: &mut [u8], prev: &[u8; 16], last: &[u8; 16]) {
    let mut tail = prev.to_vec();
    tail.extend_from_slice(last);
    let skip = 32 - key.len();
    for (k, t) in key.iter_mut().zip(&tail[skip..]) {
        *k ^= t;
    }
}

fn mct_records<'a>(records: &'a [Record], direction: &str) -> Result<Vec<&'a Record>, String> {
    let recs: Vec<&Record> = records.iter().filter(|r| r.section == direction).collect();
    check(recs.len() == 100, || format!("MCT {direction}: {} records, expected 100", recs.len()))?;
    Ok(recs)
}

/// The AESAVS ECB Monte Carlo test: 100 chained outer iterations of 1,000 single-block calls.
fn ecb_mct(records: &[Record], backend: Backend) -> Result<(), String> {
    for (direction, decrypt) in [("ENCRYPT", false), ("DECRYPT", true)] {
        let recs = mct_records(records, direction)?;
        let (inp, outp) = if decrypt { ("CIPHERTEXT", "PLAINTEXT") } else { ("PLAINTEXT", "CIPHERTEXT") };
        let mut key = field(recs[0], "KEY")?;
        let mut x = block(field(recs[0], inp)?, inp)?;
        for r in &recs {
            check(key == field(r, "KEY")?, || format!("{backend} ECB MCT key chain at {r:?}"))?;
            check(x.to_vec() == field(r, inp)?, || format!("{backend} ECB MCT input chain at {r:?}"))?;
            let prev = with_cipher!(key, backend, |c| {
                let mut prev = [0u8; 16];
                for _ in 0..1000 {
                    prev = x;
                    ecb_apply(&c, core::slice::from_mut(&mut x), decrypt);
                }
                Ok::<_, String>(prev)
            })?;
            check(x.to_vec() == field(r, outp)?, || format!("{backend} ECB MCT {direction} {r:?}"))?;
            mct_next_key(&mut key, &prev, &x);
        }
    }
    Ok(())
}

const AESAVS: [&str; 6] = ["GFSbox", "KeySbox", "VarKey", "VarTxt", "MMT", "MCT"];

/// NIST AESAVS ECB (every file, all key sizes, both directions; MCT chained); cases passed.
pub fn ecb(backend: Backend) -> Outcome {
    let mut cases = 0;
    for family in AESAVS {
        for bits in [128, 192, 256] {
            let records = rsp("nist/aes", &format!("ECB{family}{bits}.rsp"))?;
            if family == "MCT" {
                ecb_mct(&records, backend)?;
            } else {
                records.iter().try_for_each(|r| ecb_record(r, backend))?;
            }
            cases += records.len();
        }
    }
    Ok(cases)
}

fn cbc_record(r: &Record, backend: Backend) -> Result<(), String> {
    let iv = block(field(r, "IV")?, "IV")?;
    let (pt, ct) = (field(r, "PLAINTEXT")?, field(r, "CIPHERTEXT")?);
    with_cipher!(field(r, "KEY")?, backend, |c| {
        let got = cbc::encrypt(&c, &iv, Padding::None, &pt).map_err(|e| format!("{backend} CBC encrypt: {e}"))?;
        check(got == ct, || format!("{backend} CBC encrypt {r:?}"))?;
        let got = cbc::decrypt(&c, &iv, Padding::None, &ct).map_err(|e| format!("{backend} CBC decrypt: {e}"))?;
        check(got == pt, || format!("{backend} CBC decrypt {r:?}"))
    })
}

/// One block through an incremental engine with no padding: CBC's running chain.
fn step<E: Crypter>(engine: &mut E, input: &[u8; 16]) -> Result<[u8; 16], String> {
    let mut out = [0u8; 16];
    let n = engine.update(input, &mut out);
    check(n == 16, || format!("engine wrote {n} bytes for one block"))?;
    Ok(out)
}

/// The AESAVS CBC Monte Carlo test (vectors/FORMATS.md), run through the incremental engines.
fn cbc_mct(records: &[Record], backend: Backend) -> Result<(), String> {
    for (direction, decrypt) in [("ENCRYPT", false), ("DECRYPT", true)] {
        let recs = mct_records(records, direction)?;
        let (inp, outp) = if decrypt { ("CIPHERTEXT", "PLAINTEXT") } else { ("PLAINTEXT", "CIPHERTEXT") };
        let mut key = field(recs[0], "KEY")?;
        let mut iv = block(field(recs[0], "IV")?, "IV")?;
        let mut x = block(field(recs[0], inp)?, inp)?;
        for r in &recs {
            check(
                (key.clone(), iv.to_vec(), x.to_vec()) == (field(r, "KEY")?, field(r, "IV")?, field(r, inp)?),
                || format!("{backend} CBC MCT chain at {r:?}"),
            )?;
            let outs: Vec<[u8; 16]> = with_cipher!(key, backend, |c| {
                let mut outs: Vec<[u8; 16]> = Vec::with_capacity(1000);
                let mut input = x;
                // The input stream is X, then IV, C[0], C[1], ... (for both directions).
                if decrypt {
                    let mut d = Decryptor::new(&c, &iv, Padding::None);
                    for j in 0..1000 {
                        outs.push(step(&mut d, &input)?);
                        input = if j == 0 { iv } else { outs[j - 1] };
                    }
                } else {
                    let mut e = Encryptor::new(&c, &iv, Padding::None);
                    for j in 0..1000 {
                        outs.push(step(&mut e, &input)?);
                        input = if j == 0 { iv } else { outs[j - 1] };
                    }
                }
                Ok::<_, String>(outs)
            })?;
            check(outs[999].to_vec() == field(r, outp)?, || format!("{backend} CBC MCT {direction} {r:?}"))?;
            mct_next_key(&mut key, &outs[998], &outs[999]);
            iv = outs[999];
            x = outs[998];
        }
    }
    Ok(())
}

/// NIST AESAVS CBC (every file, all key sizes, both directions; MCT through the engines).
pub fn cbc(backend: Backend) -> Outcome {
    let mut cases = 0;
    for family in AESAVS {
        for bits in [128, 192, 256] {
            let records = rsp("nist/aes", &format!("CBC{family}{bits}.rsp"))?;
            if family == "MCT" {
                cbc_mct(&records, backend)?;
            } else {
                records.iter().try_for_each(|r| cbc_record(r, backend))?;
            }
            cases += records.len();
        }
    }
    Ok(cases)
}

/// Hex groups of the SP 800-38A example listing (e.g. "7649ABAC 8119B246 ...").
fn hex_words(line: &str) -> Option<Vec<u8>> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.is_empty() || !words.iter().all(|w| w.len() == 8 && w.chars().all(|c| c.is_ascii_hexdigit())) {
        return None;
    }
    hex_checked(&words.concat()).ok()
}

/// SP 800-38A Appendix F.2 (CBC-AES128/192/256), parsed from NIST's example listing.
pub fn cbc_sp800_38a(backend: Backend) -> Outcome {
    let path = vectors_dir().join("nist-examples/AES_CBC.txt");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let lines: Vec<&str> = text.lines().collect();
    let value_after = |start: usize, label: &str| -> Result<Vec<u8>, String> {
        let i =
            (start..lines.len()).find(|&i| lines[i].trim() == label).ok_or(format!("no '{label}' in AES_CBC.txt"))?;
        Ok(lines[i + 1..].iter().map_while(|l| hex_words(l)).flatten().collect())
    };
    let iv = block(value_after(0, "IV is")?, "IV")?;
    let mut n = 0;
    for (i, line) in lines.iter().enumerate() {
        if !(line.starts_with("CBC-AES") && line.contains("(Encryption)")) {
            continue;
        }
        let (key, pt) = (value_after(i, "Key is")?, value_after(i, "Plaintext is")?);
        // The per-block "Ciphertext XXXXXXXX ..." lines of this section (the summary listing is
        // split by page breaks in some sections).
        let end = (i + 1..lines.len()).find(|&j| lines[j].starts_with("CBC-AES")).unwrap_or(lines.len());
        let ct: Vec<u8> =
            lines[i..end].iter().filter_map(|l| l.strip_prefix("Ciphertext ").and_then(hex_words)).flatten().collect();
        check((pt.len(), ct.len()) == (64, 64), || format!("{line}: parsed {} / {} bytes", pt.len(), ct.len()))?;
        with_cipher!(key, backend, |c| {
            let enc = cbc::encrypt(&c, &iv, Padding::None, &pt).map_err(|e| e.to_string())?;
            check(enc == ct, || format!("{backend} {line} encrypt"))?;
            let dec = cbc::decrypt(&c, &iv, Padding::None, &ct).map_err(|e| e.to_string())?;
            check(dec == pt, || format!("{backend} {line} decrypt"))
        })?;
        n += 1;
    }
    check(n == 3, || format!("AES_CBC.txt: {n} examples, expected 3"))?;
    Ok(n)
}

/// Seal/open with any key size, tag length and backend.
enum AnyGcm {
    A128(Aes128Gcm),
    A192(Aes192Gcm),
    A256(Aes256Gcm),
}

impl AnyGcm {
    fn new(key: &[u8], tag_len: usize, backend: Backend) -> Result<Self, String> {
        let err = |e: Error| format!("{backend}: key of {} bytes, tag of {tag_len}: {e}", key.len());
        Ok(match key.len() {
            16 => AnyGcm::A128(
                Aes128Gcm::with_backend(key.try_into().unwrap(), backend)
                    .and_then(|g| g.with_tag_len(tag_len))
                    .map_err(err)?,
            ),
            24 => AnyGcm::A192(
                Aes192Gcm::with_backend(key.try_into().unwrap(), backend)
                    .and_then(|g| g.with_tag_len(tag_len))
                    .map_err(err)?,
            ),
            32 => AnyGcm::A256(
                Aes256Gcm::with_backend(key.try_into().unwrap(), backend)
                    .and_then(|g| g.with_tag_len(tag_len))
                    .map_err(err)?,
            ),
            n => return Err(format!("key length {n}")),
        })
    }

    fn seal(&self, nonce: &[u8], aad: &[u8], buf: &mut [u8]) -> Result<Vec<u8>, Error> {
        Ok(match self {
            AnyGcm::A128(g) => g.encrypt_in_place_detached(nonce, aad, buf)?.as_ref().to_vec(),
            AnyGcm::A192(g) => g.encrypt_in_place_detached(nonce, aad, buf)?.as_ref().to_vec(),
            AnyGcm::A256(g) => g.encrypt_in_place_detached(nonce, aad, buf)?.as_ref().to_vec(),
        })
    }

    fn open(&self, nonce: &[u8], aad: &[u8], buf: &mut [u8], tag: &[u8]) -> Result<(), Error> {
        match self {
            AnyGcm::A128(g) => g.decrypt_in_place_detached(nonce, aad, buf, tag),
            AnyGcm::A192(g) => g.decrypt_in_place_detached(nonce, aad, buf, tag),
            AnyGcm::A256(g) => g.decrypt_in_place_detached(nonce, aad, buf, tag),
        }
    }
}

/// Counts of a GCMVS run, for the tests' detailed line.
#[derive(Debug, Default, Clone, Copy)]
pub struct GcmvsCounts {
    pub encrypt: usize,
    pub decrypt: usize,
    /// Decrypt cases marked FAIL (rejected, buffer wiped).
    pub fail: usize,
}

/// NIST CAVP GCMVS, all six files (47,250 cases), with the per-direction counts.
pub fn gcmvs_counts(backend: Backend) -> Result<GcmvsCounts, String> {
    let mut n = GcmvsCounts::default();
    for bits in [128, 192, 256] {
        for kind in ["EncryptExtIV", "Decrypt"] {
            let records = rsp("nist/gcm", &format!("gcm{kind}{bits}.rsp"))?;
            for r in &records {
                let (iv, aad, tag) = (field(r, "IV")?, field(r, "AAD")?, field(r, "Tag")?);
                let gcm = AnyGcm::new(&field(r, "Key")?, tag.len(), backend)?;
                if kind == "EncryptExtIV" {
                    let mut buf = field(r, "PT")?;
                    let t = gcm.seal(&iv, &aad, &mut buf).map_err(|e| format!("{backend} seal: {e} {r:?}"))?;
                    check(buf == field(r, "CT")?, || format!("{backend} GCM CT {r:?}"))?;
                    check(t == tag, || format!("{backend} GCM tag {r:?}"))?;
                    n.encrypt += 1;
                } else {
                    let mut buf = field(r, "CT")?;
                    let res = gcm.open(&iv, &aad, &mut buf, &tag);
                    if r.has_flag("FAIL") {
                        check(res == Err(Error::AuthenticationFailed), || format!("{backend} accepted {r:?}"))?;
                        check(buf.iter().all(|&b| b == 0), || format!("{backend} buffer not wiped {r:?}"))?;
                        n.fail += 1;
                    } else {
                        check(res == Ok(()), || format!("{backend} rejected ({res:?}) {r:?}"))?;
                        check(buf == field(r, "PT")?, || format!("{backend} GCM PT {r:?}"))?;
                    }
                    n.decrypt += 1;
                }
            }
        }
    }
    let total = n.encrypt + n.decrypt;
    check(total == GCMVS_CASES, || format!("GCMVS: {total} cases, expected {GCMVS_CASES}"))?;
    Ok(n)
}

/// NIST CAVP GCMVS (all 47,250 cases); cases passed.
pub fn gcmvs(backend: Backend) -> Outcome {
    gcmvs_counts(backend).map(|n| n.encrypt + n.decrypt)
}

/// OpenSSL's evp-test slice of the GCM spec cases (12-, 8- and 60-byte IVs, negative cases).
pub fn gcm_spec(backend: Backend) -> Outcome {
    let path = vectors_dir().join("gcm-spec/mcgrew_viega_cases_openssl_slice.txt");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut n = 0;
    for rec in text.split("\n\n") {
        let fields: HashMap<&str, &str> = rec
            .lines()
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| l.split_once(" = "))
            .map(|(k, v)| (k.trim(), v.trim()))
            .collect();
        let Some(key) = fields.get("Key") else {
            continue;
        };
        let get = |name: &str| hex_checked(fields.get(name).copied().unwrap_or(""));
        let (key, iv, aad, tag) = (hex_checked(key)?, get("IV")?, get("AAD")?, get("Tag")?);
        let (pt, ct) = (get("Plaintext")?, get("Ciphertext")?);
        let gcm = AnyGcm::new(&key, tag.len(), backend)?;
        let mut buf = ct.clone();
        let res = gcm.open(&iv, &aad, &mut buf, &tag);
        if fields.get("Result") == Some(&"CIPHERFINAL_ERROR") {
            check(res == Err(Error::AuthenticationFailed), || format!("{backend} accepted {fields:?}"))?;
        } else {
            check(res == Ok(()) && buf == pt, || format!("{backend} open ({res:?}) {fields:?}"))?;
            let mut buf = pt.clone();
            let t = gcm.seal(&iv, &aad, &mut buf).map_err(|e| format!("{backend} seal: {e}"))?;
            check(t == tag && buf == ct, || format!("{backend} seal {fields:?}"))?;
        }
        n += 1;
    }
    check(n == GCM_SPEC_CASES, || format!("GCM spec: {n} cases, expected {GCM_SPEC_CASES}"))?;
    Ok(n)
}

/// GHASH_H(A ‖ C ‖ len(A) ‖ len(C)) through the public `GHash` on a backend.
fn ghash_ac(h: &[u8; 16], a: &[u8], c: &[u8], backend: Backend) -> Result<[u8; 16], String> {
    let mut g = GHash::with_backend(h, backend).map_err(unavailable(backend))?;
    g.update_padded(a);
    g.update_padded(c);
    let mut lens = [0u8; 16];
    lens[..8].copy_from_slice(&(a.len() as u64 * 8).to_be_bytes());
    lens[8..].copy_from_slice(&(c.len() as u64 * 8).to_be_bytes());
    g.update_padded(&lens);
    Ok(g.finalize())
}

/// The NIST GCM worked examples' H and GHASH values (18 examples).
pub fn ghash_examples(backend: Backend) -> Outcome {
    let path = vectors_dir().join("ghash/nist_gcm_examples_ghash.txt");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut examples: Vec<HashMap<String, String>> = Vec::new();
    let mut cur = HashMap::new();
    for line in text.lines().chain(std::iter::once("[end]")) {
        let line = line.trim();
        if line.starts_with('#') {
            continue;
        }
        if line.starts_with('[') {
            if !cur.is_empty() {
                examples.push(std::mem::take(&mut cur));
            }
        } else if let Some((k, v)) = line.split_once('=') {
            cur.insert(k.trim().to_string(), v.trim().to_string());
        }
    }
    check(examples.len() == GHASH_NIST_EXAMPLES, || format!("{} GHASH examples, expected 18", examples.len()))?;
    for ex in &examples {
        let get = |name: &str| hex_checked(ex.get(name).map_or("", |s| s));
        let h = block(get("H")?, "H")?;
        let got = ghash_ac(&h, &get("A")?, &get("C")?, backend)?;
        check(got.to_vec() == get("S")?, || format!("{backend} GHASH {ex:?}"))?;
    }
    Ok(examples.len())
}

/// RFC 8452 Appendix A's GHASH example (1 case).
pub fn ghash_rfc8452(backend: Backend) -> Outcome {
    let path = vectors_dir().join("ghash/rfc8452_appendixA_ghash.txt");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let f: HashMap<&str, &str> =
        text.lines().filter(|l| !l.starts_with('#')).filter_map(|l| l.split_once(" = ")).collect();
    let get = |name: &str| f.get(name).ok_or(format!("{name} missing in RFC 8452 file")).and_then(|v| hex_checked(v));
    let mut g = GHash::with_backend(&block(get("H")?, "H")?, backend).map_err(unavailable(backend))?;
    g.update_padded(&get("X1")?);
    g.update_padded(&get("X2")?);
    check(g.finalize().to_vec() == get("GHASH")?, || format!("{backend} RFC 8452 GHASH"))?;
    Ok(1)
}
