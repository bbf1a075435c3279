//! The official digest and HMAC vectors (NIST SHAVS byte-oriented ShortMsg/LongMsg/Monte for
//! SHA-1/224/256/384/512, RFC 1321 for MD5, RFC 2202 and RFC 4231 for HMAC), one implementation
//! for `tests/digest_vectors.rs` and the report.
//!
//! Each family runs on one [`HashBackend`] and returns `None` when that backend implements
//! neither a single-stream kernel nor a `digest_many` path for the family's algorithms, else the
//! number of cases passed or the first failure. On a backend with a single-stream kernel every
//! message is hashed incrementally (one `update`, and again in three uneven pieces) and the
//! Monte chains run through `finalize_reset`; on every backend with a `digest_many` path all the
//! messages of a file are also hashed as one batch of mixed lengths, so each vector is one lane
//! among others. The soft backend's run also checks the default `digest_many` (no backend named),
//! which on CPUs with AVX-512 takes the 512-bit lanes for large batches.

use super::{Record, hex_checked, try_parse_rsp, vectors_dir};
use aes_engine::digest::{Digest, HashBackend, Hmac, HmacKey, Md5, Sha1, Sha224, Sha256, Sha384, Sha512};

/// Cases passed, or the first failure.
pub type Outcome = Result<usize, String>;

/// One family of digest vectors.
pub struct Family {
    /// Short stable name.
    pub name: &'static str,
    /// What it covers.
    pub what: &'static str,
    /// Runs every case on a backend; `None` if the backend does not implement the algorithm.
    pub run: fn(HashBackend) -> Option<Outcome>,
}

/// Every family, in report order.
pub const FAMILIES: [Family; 8] = [
    Family { name: "md5-rfc1321", what: "RFC 1321 A.5 MD5 suite", run: md5_rfc1321 },
    Family { name: "shavs-sha1", what: "SHAVS SHA-1: ShortMsg LongMsg Monte", run: shavs::<Sha1> },
    Family { name: "shavs-sha224", what: "SHAVS SHA-224: ShortMsg LongMsg Monte", run: shavs::<Sha224> },
    Family { name: "shavs-sha256", what: "SHAVS SHA-256: ShortMsg LongMsg Monte", run: shavs::<Sha256> },
    Family { name: "shavs-sha384", what: "SHAVS SHA-384: ShortMsg LongMsg Monte", run: shavs::<Sha384> },
    Family { name: "shavs-sha512", what: "SHAVS SHA-512: ShortMsg LongMsg Monte", run: shavs::<Sha512> },
    Family { name: "hmac-rfc2202", what: "RFC 2202 HMAC-MD5, HMAC-SHA-1", run: hmac_rfc2202 },
    Family { name: "hmac-rfc4231", what: "RFC 4231 HMAC-SHA-224/256/384/512", run: hmac_rfc4231 },
];

/// Every hash backend this CPU can run.
pub fn hash_backends() -> Vec<HashBackend> {
    HashBackend::available().collect()
}

/// Whether `b` has a single-stream kernel for `H` here.
pub fn single<H: Digest>(b: HashBackend) -> bool {
    H::with_backend(b).is_ok()
}

/// Whether `b` has a `digest_many` path for `H` here.
pub fn many<H: Digest>(b: HashBackend) -> bool {
    H::digest_many_with(b, &[] as &[&[u8]], &mut []).is_ok()
}

fn check(ok: bool, msg: impl FnOnce() -> String) -> Result<(), String> {
    if ok { Ok(()) } else { Err(msg()) }
}

fn hexs(d: &[u8]) -> String {
    d.iter().map(|b| format!("{b:02x}")).collect()
}

fn field(r: &Record, name: &str) -> Result<Vec<u8>, String> {
    hex_checked(r.get(name).ok_or_else(|| format!("field {name} missing in {r:?}"))?)
}

/// The digest of `msg` on hasher `h` (fresh), fed in one `update` and, on a clone, in three
/// uneven pieces; both must agree.
fn incremental<H: Digest>(proto: &H, msg: &[u8]) -> Result<H::Output, String> {
    let mut a = proto.clone();
    a.update(msg);
    let one = a.finalize();
    let mut b = proto.clone();
    let (x, rest) = msg.split_at(msg.len() / 3);
    let (y, z) = rest.split_at(rest.len() / 2 + 1.min(rest.len() / 2));
    b.update(x);
    b.update(y);
    b.update(z);
    let three = b.finalize();
    check(one.as_ref() == three.as_ref(), || format!("{}-byte message: split updates differ", msg.len()))?;
    Ok(one)
}

/// Runs (message, expected) pairs through the single-stream kernel (if any) and as one batch
/// through `digest_many_with` (if any). Returns the number of checks.
fn messages<H: Digest>(b: HashBackend, what: &str, cases: &[(Vec<u8>, Vec<u8>)]) -> Outcome {
    let mut n = 0;
    if let Ok(proto) = H::with_backend(b) {
        for (msg, want) in cases {
            let got = incremental(&proto, msg).map_err(|e| format!("{what}: {e}"))?;
            check(got.as_ref() == &want[..], || {
                format!("{what} on {b}: {}-byte message: got {}, want {}", msg.len(), hexs(got.as_ref()), hexs(want))
            })?;
            n += 1;
        }
    }
    if many::<H>(b) {
        let inputs: Vec<&[u8]> = cases.iter().map(|(m, _)| &m[..]).collect();
        let mut out = vec![H::digest(b""); cases.len()];
        H::digest_many_with(b, &inputs, &mut out).map_err(|e| format!("{what}: digest_many_with({b}): {e}"))?;
        for ((msg, want), got) in cases.iter().zip(&out) {
            check(got.as_ref() == &want[..], || {
                format!("{what} on {b}: digest_many lane of {} bytes: got {}", msg.len(), hexs(got.as_ref()))
            })?;
            n += 1;
        }
    }
    if b == HashBackend::Soft {
        // The default `digest_many`, which may take lanes no named backend has (AVX-512 where
        // the CPU has it, for batches above a threshold): checked once, with the soft backend's
        // run, on the file's messages three times over so every file's batch is large enough.
        let inputs: Vec<&[u8]> = cases.iter().chain(cases).chain(cases).map(|(m, _)| &m[..]).collect();
        let mut out = vec![H::digest(b""); inputs.len()];
        H::digest_many(&inputs, &mut out).map_err(|e| format!("{what}: digest_many: {e}"))?;
        for ((msg, want), got) in cases.iter().chain(cases).chain(cases).zip(&out) {
            check(got.as_ref() == &want[..], || {
                format!("{what} (default digest_many): lane of {} bytes: got {}", msg.len(), hexs(got.as_ref()))
            })?;
            n += 1;
        }
    }
    Ok(n)
}

fn file_name<H: Digest>() -> &'static str {
    match H::OUTPUT_LEN {
        20 => "SHA1",
        28 => "SHA224",
        32 => "SHA256",
        48 => "SHA384",
        _ => "SHA512",
    }
}

/// SHAVS ShortMsg + LongMsg + Monte for one SHA function.
pub fn shavs<H: Digest>(b: HashBackend) -> Option<Outcome> {
    if !single::<H>(b) && !many::<H>(b) {
        return None;
    }
    Some(shavs_run::<H>(b))
}

fn shavs_run<H: Digest>(b: HashBackend) -> Outcome {
    let name = file_name::<H>();
    let mut total = 0;
    for kind in ["ShortMsg", "LongMsg"] {
        let file = format!("{name}{kind}.rsp");
        let path = vectors_dir().join("nist/shs").join(&file);
        let records = try_parse_rsp(&path)?;
        let mut cases = Vec::new();
        for r in &records {
            let len: usize =
                r.get("Len").ok_or_else(|| format!("{file}: Len missing"))?.parse().map_err(|e| format!("{e}"))?;
            let mut msg = field(r, "Msg")?;
            msg.truncate(len / 8); // Len = 0 carries a placeholder byte
            check(msg.len() * 8 == len, || format!("{file}: Len {len} vs {} bytes", msg.len()))?;
            let md = field(r, "MD")?;
            check(md.len() == H::OUTPUT_LEN, || format!("{file}: MD of {} bytes", md.len()))?;
            cases.push((msg, md));
        }
        check(!cases.is_empty(), || format!("{file}: no case"))?;
        total += messages::<H>(b, &file, &cases)?;
    }
    total += monte::<H>(b, &format!("{name}Monte.rsp"))?;
    Ok(total)
}

/// The SHAVS Monte Carlo procedure (FORMATS.md §5): 100 chained checkpoints of 1,000 hashes of
/// the last three digests. Single-stream: one hasher reused through `finalize_reset`. Many: each
/// of the 100,000 steps hashes the real message as the middle lane of a batch of three, between
/// a shorter and a longer filler message.
fn monte<H: Digest>(b: HashBackend, file: &str) -> Outcome {
    let records = try_parse_rsp(&vectors_dir().join("nist/shs").join(file))?;
    let seed = field(records.iter().find(|r| r.get("Seed").is_some()).ok_or("no Seed")?, "Seed")?;
    let checkpoints: Vec<Vec<u8>> =
        records.iter().filter(|r| r.get("COUNT").is_some()).map(|r| field(r, "MD")).collect::<Result<_, _>>()?;
    check(checkpoints.len() == 100, || format!("{file}: {} checkpoints", checkpoints.len()))?;
    let mut n = 0;
    if let Ok(mut h) = H::with_backend(b) {
        let mut seed = seed.clone();
        for (j, want) in checkpoints.iter().enumerate() {
            let mut md = [seed.clone(), seed.clone(), seed.clone()];
            for _ in 0..1000 {
                h.update(&md[0]);
                h.update(&md[1]);
                h.update(&md[2]);
                let next = h.finalize_reset().as_ref().to_vec();
                md = [md[1].clone(), md[2].clone(), next];
            }
            check(&md[2] == want, || format!("{file} on {b}: checkpoint {j}: got {}", hexs(&md[2])))?;
            seed = md[2].clone();
            n += 1;
        }
    }
    if many::<H>(b) {
        let mut seed = seed.clone();
        let filler: Vec<u8> = (0..300u32).map(|i| (i * 7) as u8).collect();
        for (j, want) in checkpoints.iter().enumerate() {
            let mut md = [seed.clone(), seed.clone(), seed.clone()];
            for i in 0..1000usize {
                let m: Vec<u8> = md.concat();
                let inputs: [&[u8]; 3] = [&filler[..i % 130], &m, &filler[..(i * 13) % 300]];
                let mut out = [H::digest(b""); 3];
                H::digest_many_with(b, &inputs, &mut out).map_err(|e| e.to_string())?;
                md = [md[1].clone(), md[2].clone(), out[1].as_ref().to_vec()];
            }
            check(&md[2] == want, || format!("{file} on {b} (digest_many): checkpoint {j}: got {}", hexs(&md[2])))?;
            seed = md[2].clone();
            n += 1;
        }
    }
    Ok(n)
}

/// RFC 1321 A.5.
pub fn md5_rfc1321(b: HashBackend) -> Option<Outcome> {
    if !single::<Md5>(b) && !many::<Md5>(b) {
        return None;
    }
    Some((|| {
        let path = vectors_dir().join("other/md5-rfc1321.txt");
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut cases = Vec::new();
        for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            let (msg, md) = line.rsplit_once(" -> ").ok_or_else(|| format!("bad line {line}"))?;
            let msg = msg.trim().strip_prefix('"').and_then(|m| m.strip_suffix('"')).ok_or("unquoted message")?;
            cases.push((msg.as_bytes().to_vec(), hex_checked(md)?));
        }
        check(cases.len() == 7, || format!("{} MD5 vectors", cases.len()))?;
        messages::<Md5>(b, "md5-rfc1321", &cases)
    })())
}

/// HMAC records of one file for hash `H` (`Hash = name`).
fn hmac_file<H: Digest>(b: HashBackend, file: &str, name: &str) -> Outcome {
    let records = try_parse_rsp(&vectors_dir().join("other").join(file))?;
    let mut n = 0;
    for r in records.iter().filter(|r| r.get("Hash") == Some(name)) {
        let (key, data, mac) = (field(r, "Key")?, field(r, "Data")?, field(r, "Mac")?);
        let case = r.get("Case").unwrap_or("?");
        let mut m = Hmac::<H>::with_backend(&key, b).map_err(|e| e.to_string())?;
        let (x, y) = data.split_at(data.len() / 2);
        m.update(x);
        m.update(y);
        let full = m.clone().finalize();
        check(full.as_ref()[..mac.len()] == mac[..], || {
            format!("{file} {name} case {case} on {b}: got {}", hexs(full.as_ref()))
        })?;
        // The MAC is reusable: a second message after finalize_reset gives the same result.
        let again = {
            let mut m2 = m.clone();
            let _ = m2.finalize_reset();
            m2.update(&data);
            m2.finalize()
        };
        check(again.as_ref() == full.as_ref(), || format!("{file} {name} case {case}: finalize_reset"))?;
        if mac.len() >= (H::OUTPUT_LEN / 2).max(10) {
            m.verify(&mac).map_err(|e| format!("{file} {name} case {case} on {b}: verify: {e}"))?;
        }
        // The same through `HmacKey`: `sign`, `verify`, `sign_many` (the record among others)
        // and `hmac`.
        let key = HmacKey::<H>::with_backend(&key, b).map_err(|e| e.to_string())?;
        let signed = key.sign(&data);
        check(signed.as_ref()[..mac.len()] == mac[..], || {
            format!("{file} {name} case {case} on {b}: HmacKey::sign got {}", hexs(signed.as_ref()))
        })?;
        if mac.len() >= (H::OUTPUT_LEN / 2).max(10) {
            key.verify(&data, &mac).map_err(|e| format!("{file} {name} case {case} on {b}: HmacKey::verify: {e}"))?;
        }
        let batch: Vec<&[u8]> = vec![b"", &data, &data[..data.len() / 2], &data];
        let mut out = vec![signed; batch.len()];
        key.sign_many(&batch, &mut out).map_err(|e| e.to_string())?;
        check(out[1].as_ref() == signed.as_ref() && out[3].as_ref() == signed.as_ref(), || {
            format!("{file} {name} case {case} on {b}: HmacKey::sign_many")
        })?;
        let mut inc = key.hmac();
        inc.update(x);
        inc.update(y);
        check(inc.finalize().as_ref() == signed.as_ref(), || {
            format!("{file} {name} case {case} on {b}: HmacKey::hmac")
        })?;
        n += 1;
    }
    check(n > 0, || format!("{file}: no {name} record"))?;
    Ok(n)
}

/// RFC 2202: HMAC-MD5 and HMAC-SHA-1.
pub fn hmac_rfc2202(b: HashBackend) -> Option<Outcome> {
    let (md5, sha1) = (single::<Md5>(b), single::<Sha1>(b));
    if !md5 && !sha1 {
        return None;
    }
    Some((|| {
        let mut n = 0;
        if md5 {
            n += hmac_file::<Md5>(b, "hmac-rfc2202.txt", "MD5")?;
        }
        if sha1 {
            n += hmac_file::<Sha1>(b, "hmac-rfc2202.txt", "SHA-1")?;
        }
        Ok(n)
    })())
}

/// RFC 4231: HMAC-SHA-224/256/384/512.
pub fn hmac_rfc4231(b: HashBackend) -> Option<Outcome> {
    let mut any = false;
    let mut n = 0;
    let mut run = |ok: bool, r: &dyn Fn() -> Outcome| -> Result<(), String> {
        if ok {
            any = true;
            n += r()?;
        }
        Ok(())
    };
    let f = "hmac-rfc4231.txt";
    let res = (|| {
        run(single::<Sha224>(b), &|| hmac_file::<Sha224>(b, f, "SHA-224"))?;
        run(single::<Sha256>(b), &|| hmac_file::<Sha256>(b, f, "SHA-256"))?;
        run(single::<Sha384>(b), &|| hmac_file::<Sha384>(b, f, "SHA-384"))?;
        run(single::<Sha512>(b), &|| hmac_file::<Sha512>(b, f, "SHA-512"))
    })();
    if !any {
        return None;
    }
    Some(res.map(|()| n))
}
