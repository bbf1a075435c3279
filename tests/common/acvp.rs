//! Reading the ACVP JSON vector sets (vectors/acvp/, layout in its README) and a seeded byte
//! stream for the differential tests of the modes.

use super::vectors_dir;

/// The JSON document at `path` under vectors/.
pub fn json(path: &str) -> serde_json::Value {
    let text = std::fs::read_to_string(vectors_dir().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// String field `k` of `v`.
pub fn s<'a>(v: &'a serde_json::Value, k: &str) -> &'a str {
    v[k].as_str().unwrap_or_else(|| panic!("field {k} in {v}"))
}

/// Integer field `k` of `v`.
pub fn n(v: &serde_json::Value, k: &str) -> usize {
    v[k].as_u64().unwrap_or_else(|| panic!("field {k} in {v}")) as usize
}

/// `len` bytes of a xorshift stream from `seed`.
pub fn bytes(seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u8
        })
        .collect()
}
