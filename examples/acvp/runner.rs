//! Answers one ACVP vector set: picks the handler for its algorithm and revision, runs every
//! test case of every group through the crate's public API and lays the answers out as ACVP's
//! response (`tgId`/`tcId`, the answer fields, `testPassed` for rejected inputs, `resultsArray`
//! for Monte Carlo).

use crate::util::{Answer, Outcome, text};
use crate::{aead, block, hash};
use aes_engine::digest::HashBackend;
use aes_engine::{Aes128, Aes192, Aes256, Backend};
use serde_json::{Map, Value, json};

/// Which backends answer: `None` is what `new` picks (the fastest, or `AES_ENGINE_BACKEND`).
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// The AES backend.
    pub backend: Option<Backend>,
    /// The hash backend.
    pub hash_backend: Option<HashBackend>,
}

/// Builds the AES key of the length given (16, 24 or 32 bytes) on the options' backend, binds it
/// to `$c` and evaluates `$body` (in the calling function: `?` returns from it).
macro_rules! with_aes {
    ($opts:expr, $key:expr, |$c:ident| $body:expr) => {{
        let key: &[u8] = $key;
        let opts: &$crate::runner::Options = $opts;
        match key.len() {
            16 => {
                let k: &[u8; 16] = key.try_into().unwrap();
                let $c = match opts.backend {
                    Some(b) => aes_engine::Aes128::with_backend(k, b).map_err(|e| e.to_string())?,
                    None => aes_engine::Aes128::new(k),
                };
                $body
            }
            24 => {
                let k: &[u8; 24] = key.try_into().unwrap();
                let $c = match opts.backend {
                    Some(b) => aes_engine::Aes192::with_backend(k, b).map_err(|e| e.to_string())?,
                    None => aes_engine::Aes192::new(k),
                };
                $body
            }
            32 => {
                let k: &[u8; 32] = key.try_into().unwrap();
                let $c = match opts.backend {
                    Some(b) => aes_engine::Aes256::with_backend(k, b).map_err(|e| e.to_string())?,
                    None => aes_engine::Aes256::new(k),
                };
                $body
            }
            n => return Err(format!("an AES key of {n} bytes")),
        }
    }};
}
pub(crate) use with_aes;

/// Keeps the three key types in use (the macro names them by path).
#[allow(dead_code)]
type Keys = (Aes128, Aes192, Aes256);

type Handler = fn(&Value, &Value, &Options) -> Outcome<Answer>;

/// The handler for an algorithm and revision, or why there is none.
fn handler(algorithm: &str, revision: &str) -> Outcome<Handler> {
    use aes_engine::cts::Variant;
    use block::Mode;
    let h: Handler = match (algorithm, revision) {
        ("ACVP-AES-ECB", "1.0") => |g, t, o| block::classic(Mode::Ecb, g, t, o),
        ("ACVP-AES-CBC", "1.0") => |g, t, o| block::classic(Mode::Cbc, g, t, o),
        ("ACVP-AES-CFB8", "1.0") => |g, t, o| block::classic(Mode::Cfb8, g, t, o),
        ("ACVP-AES-CFB128", "1.0") => |g, t, o| block::classic(Mode::Cfb128, g, t, o),
        ("ACVP-AES-OFB", "1.0") => |g, t, o| block::classic(Mode::Ofb, g, t, o),
        ("ACVP-AES-CTR", "1.0") => block::ctr,
        ("ACVP-AES-CBC-CS1", "1.0") => |g, t, o| block::cts(Variant::Cs1, g, t, o),
        ("ACVP-AES-CBC-CS2", "1.0") => |g, t, o| block::cts(Variant::Cs2, g, t, o),
        ("ACVP-AES-CBC-CS3", "1.0") => |g, t, o| block::cts(Variant::Cs3, g, t, o),
        ("ACVP-AES-KW", "1.0") => |g, t, o| block::key_wrap(false, g, t, o),
        ("ACVP-AES-KWP", "1.0") => |g, t, o| block::key_wrap(true, g, t, o),
        ("ACVP-AES-GCM", "1.0") | ("ACVP-AES-GMAC", "1.0") => aead::gcm,
        ("ACVP-AES-GCM-SIV", "1.0") => aead::gcm_siv,
        ("ACVP-AES-CCM", "1.0") => aead::ccm,
        ("CMAC-AES", "1.0") => aead::cmac,
        ("ACVP-AES-XTS", "2.0") => block::xts,
        ("SHA-1" | "SHA2-224" | "SHA2-256" | "SHA2-384" | "SHA2-512" | "SHA2-512/224" | "SHA2-512/256", "1.0") => {
            |g, t, o| hash::sha(text(g, "__algorithm")?, g, t, o)
        }
        (
            "HMAC-SHA-1" | "HMAC-SHA2-224" | "HMAC-SHA2-256" | "HMAC-SHA2-384" | "HMAC-SHA2-512" | "HMAC-SHA2-512/224"
            | "HMAC-SHA2-512/256",
            "1.0",
        ) => |g, t, o| hash::hmac(&text(g, "__algorithm")?["HMAC-".len()..], g, t, o),
        _ => return Err(format!("algorithm {algorithm:?} revision {revision:?} is not supported")),
    };
    Ok(h)
}

/// The vector set object of a file: ACVP wraps it as `[{"acvVersion": ...}, {set}]`; the
/// server's own files hold the object alone.
pub fn vector_set(file: &Value) -> Outcome<&Value> {
    match file {
        Value::Array(items) => items
            .iter()
            .find(|v| v.get("testGroups").is_some())
            .ok_or_else(|| "no object with testGroups in the array".into()),
        v if v.get("testGroups").is_some() => Ok(v),
        _ => Err("not an ACVP vector set (no testGroups)".into()),
    }
}

/// A case the runner could not answer, with the reason.
pub struct Skipped {
    /// Where.
    pub tg_id: Value,
    /// Which case.
    pub tc_id: Value,
    /// Why.
    pub why: String,
}

/// Answers a vector set. `Err` when its algorithm/revision is not supported; otherwise the
/// response and the cases it could not answer (left out of the response).
pub fn respond(file: &Value, opts: &Options) -> Outcome<(Value, Vec<Skipped>)> {
    let set = vector_set(file)?;
    let algorithm = text(set, "algorithm")?;
    // ACVP-AES-GCM-SIV's sample set carries no revision field; its only revision is 1.0.
    let revision = set.get("revision").and_then(Value::as_str).unwrap_or("1.0");
    let handle = handler(algorithm, revision)?;
    let mut skipped = Vec::new();
    let mut groups = Vec::new();
    for group in set["testGroups"].as_array().ok_or("testGroups is not an array")? {
        // The handlers that serve several algorithms read the name from the group.
        let mut g = group.clone();
        g["__algorithm"] = json!(algorithm);
        let mut tests = Vec::new();
        for test in group["tests"].as_array().ok_or("tests is not an array")? {
            match handle(&g, test, opts) {
                Ok(answer) => {
                    let mut t = Map::new();
                    t.insert("tcId".into(), test["tcId"].clone());
                    t.extend(answer);
                    tests.push(Value::Object(t));
                }
                Err(why) => skipped.push(Skipped { tg_id: group["tgId"].clone(), tc_id: test["tcId"].clone(), why }),
            }
        }
        groups.push(json!({ "tgId": group["tgId"], "tests": tests }));
    }
    let mut response = Map::new();
    response.insert("vsId".into(), set.get("vsId").cloned().unwrap_or(json!(0)));
    response.insert("algorithm".into(), json!(algorithm));
    response.insert("revision".into(), json!(revision));
    response.insert("testGroups".into(), Value::Array(groups));
    Ok((json!([{ "acvVersion": "1.0" }, Value::Object(response)]), skipped))
}
