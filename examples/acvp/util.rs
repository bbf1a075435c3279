//! Field access, hex and bit-string helpers shared by the ACVP handlers.

use serde_json::{Map, Value};

/// One test case's answer fields (`ct`, `tag`, `md`, `testPassed`, `resultsArray`, ...).
pub type Answer = Map<String, Value>;

/// Why a case or a set could not be answered: the runner says it instead of guessing.
pub type Outcome<T> = Result<T, String>;

/// Lowercase-insensitive hex decoding of an ACVP field (ACVP writes upper case).
pub fn unhex(s: &str) -> Outcome<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return Err(format!("odd-length hex string ({} digits)", s.len()));
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).map_err(|e| format!("bad hex {s:?}: {e}")))
        .collect()
}

/// Upper-case hex, as ACVP writes it.
pub fn hex_upper(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02X}")).collect()
}

/// The hex field `name` of a test case (or of its group, when the case lacks it).
pub fn bytes(test: &Value, group: &Value, name: &str) -> Outcome<Vec<u8>> {
    match test.get(name).or_else(|| group.get(name)) {
        Some(Value::String(s)) => unhex(s),
        Some(other) => Err(format!("field {name:?} is not a hex string: {other}")),
        None => Err(format!("missing field {name:?}")),
    }
}

/// A numeric field of a case or its group; ACVP writes numbers both as numbers and as strings.
pub fn number(test: &Value, group: &Value, name: &str) -> Outcome<u64> {
    match test.get(name).or_else(|| group.get(name)) {
        Some(Value::Number(n)) => n.as_u64().ok_or_else(|| format!("field {name:?} = {n}")),
        Some(Value::String(s)) => s.parse().map_err(|e| format!("field {name:?} = {s:?}: {e}")),
        Some(other) => Err(format!("field {name:?} is not a number: {other}")),
        None => Err(format!("missing field {name:?}")),
    }
}

/// A string field of a group (direction, testType, kwCipher, ...).
pub fn text<'a>(v: &'a Value, name: &str) -> Outcome<&'a str> {
    v.get(name).and_then(Value::as_str).ok_or_else(|| format!("missing string field {name:?}"))
}

/// Clears the bits of the last byte beyond `bits` (ACVP's bit strings are left-aligned, the
/// unused low-order bits of the last byte zero).
pub fn truncate_bits(mut data: Vec<u8>, bits: u64) -> Vec<u8> {
    let len = bits.div_ceil(8) as usize;
    data.truncate(len);
    let rem = (bits % 8) as u32;
    if rem != 0
        && let Some(last) = data.last_mut()
    {
        *last &= 0xffu8 << (8 - rem);
    }
    data
}

/// An answer with one hex field.
pub fn answer_hex(name: &str, bytes: &[u8]) -> Answer {
    let mut a = Answer::new();
    a.insert(name.into(), Value::String(hex_upper(bytes)));
    a
}

/// An answer `{"testPassed": false}` (a decrypt or verify case whose input must be rejected).
pub fn failed() -> Answer {
    let mut a = Answer::new();
    a.insert("testPassed".into(), Value::Bool(false));
    a
}

/// An answer `{"testPassed": true}` (a verify case whose input is accepted).
pub fn passed() -> Answer {
    let mut a = Answer::new();
    a.insert("testPassed".into(), Value::Bool(true));
    a
}

/// Bits `off..off + len` of `src` (most significant bit of a byte first), left-aligned in
/// `⌈len/8⌉` bytes with the unused low bits of the last zero.
pub fn get_bits(src: &[u8], off: usize, len: usize) -> Vec<u8> {
    let mut out = vec![0u8; len.div_ceil(8)];
    for i in 0..len {
        let bit = (src[(off + i) / 8] >> (7 - (off + i) % 8)) & 1;
        out[i / 8] |= bit << (7 - i % 8);
    }
    out
}

/// Writes the `len` leftmost bits of `bits` into `dst` from bit `off` (those bits of `dst` start
/// as zero).
pub fn put_bits(dst: &mut [u8], off: usize, bits: &[u8], len: usize) {
    for i in 0..len {
        let bit = (bits[i / 8] >> (7 - i % 8)) & 1;
        dst[(off + i) / 8] |= bit << (7 - (off + i) % 8);
    }
}
