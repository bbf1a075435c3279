//! Shared test helpers: the CAVP `.rsp` parser, hex decoding, and (in [`nist`]) the official-vector
//! validations that the vector tests and `examples/report.rs` both run.
#![allow(dead_code, unused_macros)]

/// Runs `$body` with `$c` an AES cipher of `$key`'s size (16, 24 or 32 bytes) on `$backend`
/// (`#[macro_use] mod common;` to use it).
macro_rules! with_cipher {
    ($key:expr, $backend:expr, |$c:ident| $body:expr) => {{
        let key: &[u8] = &$key;
        match key.len() {
            16 => {
                let $c = Aes128::with_backend(key.try_into().unwrap(), $backend).unwrap();
                $body
            }
            24 => {
                let $c = Aes192::with_backend(key.try_into().unwrap(), $backend).unwrap();
                $body
            }
            32 => {
                let $c = Aes256::with_backend(key.try_into().unwrap(), $backend).unwrap();
                $body
            }
            n => panic!("key length {n}"),
        }
    }};
}

/// Bytes derived from a seed by xorshift (cheaper than a proptest vector of 10,000 elements).
pub fn bytes(len: usize, seed: u64) -> Vec<u8> {
    let mut x = seed | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 32) as u8
        })
        .collect()
}

pub mod acvp;
pub mod nist;
pub mod shs;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One record of a CAVP response file.
#[derive(Debug, Clone, Default)]
pub struct Record {
    /// The last bare section header, e.g. `ENCRYPT` or `DECRYPT` ("" if none).
    pub section: String,
    /// The bracketed `[Name = value]` parameters in force (GCMVS group headers).
    pub params: BTreeMap<String, String>,
    /// `NAME = value` fields, in order.
    pub fields: Vec<(String, String)>,
    /// Bare words inside the record, e.g. `FAIL`.
    pub flags: Vec<String>,
}

impl Record {
    pub fn get(&self, name: &str) -> Option<&str> {
        self.fields.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    pub fn hex(&self, name: &str) -> Vec<u8> {
        hex(self.get(name).unwrap_or_else(|| panic!("field {name} missing in {self:?}")))
    }

    pub fn has_flag(&self, flag: &str) -> bool {
        self.flags.iter().any(|f| f == flag)
    }
}

pub fn hex(s: &str) -> Vec<u8> {
    hex_checked(s).unwrap_or_else(|e| panic!("{e}"))
}

/// Hex decoding that reports a malformed string instead of panicking.
pub fn hex_checked(s: &str) -> Result<Vec<u8>, String> {
    let s = s.trim();
    if !s.len().is_multiple_of(2) || !s.is_ascii() {
        return Err(format!("bad hex (odd length or not ASCII): {s}"));
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).map_err(|e| format!("bad hex {s}: {e}")))
        .collect()
}

pub fn vectors_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("vectors")
}

/// Parses a CAVP `.rsp` file (CRLF or LF); panics if it cannot be read.
pub fn parse_rsp(path: &Path) -> Vec<Record> {
    try_parse_rsp(path).unwrap_or_else(|e| panic!("{e}"))
}

/// Parses a CAVP `.rsp` file (CRLF or LF), or says why it cannot be read.
pub fn try_parse_rsp(path: &Path) -> Result<Vec<Record>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut out = Vec::new();
    let mut section = String::new();
    let mut params = BTreeMap::new();
    let mut cur: Option<Record> = None;
    for line in text.lines() {
        let line = line.trim_end_matches('\r').trim();
        if line.starts_with('#') {
            continue;
        }
        if line.is_empty() {
            if let Some(r) = cur.take() {
                out.push(r);
            }
            continue;
        }
        if line.starts_with('[') && line.ends_with(']') {
            if let Some(r) = cur.take() {
                out.push(r);
            }
            let inner = &line[1..line.len() - 1];
            match inner.split_once('=') {
                Some((k, v)) => {
                    params.insert(k.trim().to_string(), v.trim().to_string());
                }
                None => section = inner.trim().to_string(),
            }
            continue;
        }
        let rec = cur.get_or_insert_with(|| Record {
            section: section.clone(),
            params: params.clone(),
            ..Default::default()
        });
        match line.split_once('=') {
            Some((k, v)) => rec.fields.push((k.trim().to_string(), v.trim().to_string())),
            None => rec.flags.push(line.to_string()),
        }
    }
    if let Some(r) = cur.take() {
        out.push(r);
    }
    Ok(out)
}

/// Every backend this CPU can run.
pub fn backends() -> Vec<aes_engine::Backend> {
    aes_engine::Backend::available().collect()
}
