//! SHA-1 and SHA-2 (AFT, the standard and alternate Monte Carlo tests, the large data test) and
//! HMAC over them.
//!
//! Monte Carlo (ACVP SHA, "standard"): 100 rounds; each starts A = B = C = seed and hashes
//! M = A ‖ B ‖ C 1,000 times, shifting (A, B, C) <- (B, C, MD); the last MD is output and is the
//! next seed. "alternate" cuts or zero-pads each M to the seed's initial length first.
//! Large data (LDT): `largeMsg.content` repeated to `fullLength` bits (up to 8 GiB), fed from one
//! buffer of whole repeats, so memory stays constant.

use crate::runner::Options;
use crate::util::{Answer, Outcome, answer_hex, bytes, hex_upper, number, text, unhex};
use aes_engine::digest::{Digest, Hmac, Sha1, Sha224, Sha256, Sha384, Sha512, Sha512_224, Sha512_256};
use serde_json::{Value, json};

/// Runs `$body` with `$H` the digest type the ACVP algorithm name (SHA2-256, HMAC-SHA2-256, ...)
/// names.
macro_rules! with_digest {
    ($name:expr, $H:ident => $body:expr) => {
        match $name {
            "SHA-1" => {
                type $H = Sha1;
                $body
            }
            "SHA2-224" => {
                type $H = Sha224;
                $body
            }
            "SHA2-256" => {
                type $H = Sha256;
                $body
            }
            "SHA2-384" => {
                type $H = Sha384;
                $body
            }
            "SHA2-512" => {
                type $H = Sha512;
                $body
            }
            "SHA2-512/224" => {
                type $H = Sha512_224;
                $body
            }
            "SHA2-512/256" => {
                type $H = Sha512_256;
                $body
            }
            other => Err(format!("hash {other:?}")),
        }
    };
}

fn hasher<H: Digest>(opts: &Options) -> Outcome<H> {
    match opts.hash_backend {
        Some(b) => H::with_backend(b).map_err(|e| e.to_string()),
        None => Ok(H::new()),
    }
}

fn digest<H: Digest>(opts: &Options, data: &[u8]) -> Outcome<Vec<u8>> {
    let mut h = hasher::<H>(opts)?;
    h.update(data);
    Ok(h.finalize().as_ref().to_vec())
}

/// The digest of a message of `bits` bits: its whole bytes absorbed, the leftmost `bits % 8` bits
/// of the next byte through `finalize_bits`.
fn digest_bits<H: Digest>(opts: &Options, msg: &Message) -> Outcome<Vec<u8>> {
    let mut h = hasher::<H>(opts)?;
    h.update(&msg.bytes);
    Ok(h.finalize_bits(msg.last, msg.bits).map_err(|e| e.to_string())?.as_ref().to_vec())
}

/// One SHA case: `hash` is the algorithm name without the "HMAC-" prefix.
pub fn sha(hash: &str, group: &Value, test: &Value, opts: &Options) -> Outcome<Answer> {
    with_digest!(hash, H => sha_case::<H>(group, test, opts))
}

fn sha_case<H: Digest>(group: &Value, test: &Value, opts: &Options) -> Outcome<Answer> {
    match text(group, "testType")? {
        "AFT" => {
            let msg = message(group, test)?;
            Ok(answer_hex("md", &digest_bits::<H>(opts, &msg)?))
        }
        "MCT" => {
            let seed = message(group, test)?;
            if seed.bits != 0 {
                return Err(format!("an MCT seed of {} bits past a byte", seed.bits));
            }
            let seed = seed.bytes;
            let alternate = text(group, "mctVersion").unwrap_or("standard") == "alternate";
            let mut a = Answer::new();
            a.insert("resultsArray".into(), Value::Array(monte_carlo::<H>(opts, seed, alternate)?));
            Ok(a)
        }
        "LDT" => large::<H>(test, opts).map(|md| answer_hex("md", &md)),
        t => Err(format!("testType {t:?}")),
    }
}

/// A message of any bit length: whole bytes, then the `bits` (0..=7) leftmost bits of `last`.
struct Message {
    bytes: Vec<u8>,
    last: u8,
    bits: u32,
}

/// The message of an AFT or MCT case: `msg` of `len` bits (ACVP's hex carries the last partial
/// byte's bits leftmost).
fn message(group: &Value, test: &Value) -> Outcome<Message> {
    let mut msg = bytes(test, group, "msg")?;
    let len = number(test, group, "len").unwrap_or(msg.len() as u64 * 8);
    let whole = (len / 8) as usize;
    let bits = (len % 8) as u32;
    if msg.len() < whole + usize::from(bits != 0) {
        return Err(format!("a message of {len} bits in {} bytes", msg.len()));
    }
    let last = if bits != 0 { msg[whole] } else { 0 };
    msg.truncate(whole);
    Ok(Message { bytes: msg, last, bits })
}

fn monte_carlo<H: Digest>(opts: &Options, mut seed: Vec<u8>, alternate: bool) -> Outcome<Vec<Value>> {
    let initial = seed.len();
    let mut results = Vec::with_capacity(100);
    let mut msg = Vec::new();
    for _ in 0..100 {
        let (mut a, mut b, mut c) = (seed.clone(), seed.clone(), seed.clone());
        for _ in 0..1000 {
            msg.clear();
            msg.extend_from_slice(&a);
            msg.extend_from_slice(&b);
            msg.extend_from_slice(&c);
            if alternate {
                msg.resize(initial, 0);
            }
            let md = digest::<H>(opts, &msg)?;
            (a, b, c) = (b, c, md);
        }
        results.push(json!({ "md": hex_upper(&c), "outLen": c.len() * 8 }));
        seed = c;
    }
    Ok(results)
}

fn large<H: Digest>(test: &Value, opts: &Options) -> Outcome<Vec<u8>> {
    let large = test.get("largeMsg").ok_or("missing largeMsg")?;
    let content = unhex(text(large, "content")?)?;
    let content_bits = number(large, large, "contentLength")?;
    let full_bits = number(large, large, "fullLength")?;
    if let Ok(t) = text(large, "expansionTechnique")
        && t != "repeating"
    {
        return Err(format!("LDT expansionTechnique {t:?}"));
    }
    if content_bits % 8 != 0 || full_bits % 8 != 0 || content.is_empty() {
        return Err("an LDT of partial bytes".into());
    }
    let content = &content[..(content_bits / 8) as usize];
    // One buffer of whole repeats (~1 MiB), fed as often as the length asks.
    let repeats = (1 << 20) / content.len() + 1;
    let chunk: Vec<u8> = content.iter().copied().cycle().take(repeats * content.len()).collect();
    let mut h = hasher::<H>(opts)?;
    let mut left = full_bits / 8;
    while left > 0 {
        let n = left.min(chunk.len() as u64) as usize;
        h.update(&chunk[..n]);
        left -= n as u64;
    }
    Ok(h.finalize().as_ref().to_vec())
}

/// One HMAC case (macLen in bits: the leftmost bits of the MAC).
pub fn hmac(hash: &str, group: &Value, test: &Value, opts: &Options) -> Outcome<Answer> {
    with_digest!(hash, H => hmac_case::<H>(group, test, opts))
}

fn hmac_case<H: Digest>(group: &Value, test: &Value, opts: &Options) -> Outcome<Answer> {
    let key = bytes(test, group, "key")?;
    let msg = bytes(test, group, "msg")?;
    let mac_bits = number(test, group, "macLen")?;
    if mac_bits % 8 != 0 {
        return Err(format!("a MAC of {mac_bits} bits"));
    }
    let mut mac = match opts.hash_backend {
        Some(b) => Hmac::<H>::with_backend(&key, b).map_err(|e| e.to_string())?,
        None => Hmac::<H>::new(&key),
    };
    mac.update(&msg);
    let full = mac.finalize();
    let full = full.as_ref();
    let n = (mac_bits / 8) as usize;
    if n > full.len() {
        return Err(format!("a MAC of {mac_bits} bits from a {}-byte hash", full.len()));
    }
    Ok(answer_hex("mac", &full[..n]))
}
