//! Shared by tests/rustcrypto_*.rs: running the RustCrypto harnesses on every backend, and reading
//! the test vectors RustCrypto keeps in Rust source (`hex!` tables) rather than in `.blb` files.
#![allow(dead_code)]

use aes_engine::{Aes128, Backend, BlockCipher};
use std::process::Command;

/// Set in a child run: run the body on the backend `AES_ENGINE_BACKEND` names, and only that.
const CHILD: &str = "AES_ENGINE_RUSTCRYPTO_CHILD";

/// Runs `body` (which checks vectors and returns `(family, cases)` counts) once per available
/// backend.
///
/// RustCrypto's harnesses build their ciphers through `KeyInit::new`, which takes the crate's
/// default backend; `AES_ENGINE_BACKEND` chooses that default once per process. So the parent
/// runs this same test (`test_name`, exact) in a child process per backend with the variable
/// set, and checks that each child passed on the backend it asked for.
pub fn on_every_backend(test_name: &str, body: fn() -> Vec<(&'static str, usize)>) {
    if std::env::var_os(CHILD).is_some() {
        let want = std::env::var("AES_ENGINE_BACKEND").expect("child without AES_ENGINE_BACKEND");
        let got = Aes128::new(&[0; 16]).backend();
        assert_eq!(got.name(), want, "KeyInit/new did not pick the requested backend");
        for (family, n) in body() {
            assert!(n > 0, "{family}: no cases ran");
            println!("rustcrypto-case-count {want} {family} {n}");
        }
        return;
    }
    let exe = std::env::current_exe().expect("test binary path");
    for backend in Backend::available() {
        let out = Command::new(&exe)
            .args([test_name, "--exact", "--nocapture", "--test-threads=1"])
            .env(CHILD, "1")
            .env("AES_ENGINE_BACKEND", backend.name())
            .output()
            .expect("re-running the test binary");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{test_name} failed on backend {backend}:\n{stdout}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        // The harness may print "test NAME ... " on the same line before the child's output.
        let counts: Vec<&str> =
            stdout.lines().filter_map(|l| l.find("rustcrypto-case-count ").map(|at| &l[at..])).collect();
        assert!(!counts.is_empty(), "{test_name} on {backend}: the child ran no cases:\n{stdout}");
        for line in counts {
            let mut f = line.split(' ').skip(1);
            let (b, family, n) = (f.next().unwrap(), f.next().unwrap(), f.next().unwrap());
            assert_eq!(b, backend.name());
            println!("{test_name}: {family:<28} {n:>6} cases passed on {b}");
        }
    }
}

/// Decodes lower- or upper-case hex.
pub fn hex(s: &str) -> Vec<u8> {
    assert!(s.len().is_multiple_of(2), "odd hex length: {s}");
    (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).expect("hex digit")).collect()
}

/// The `field: &hex!("…")` entries of each `TestVector { … }` literal in a RustCrypto test source
/// (e.g. aes-gcm's `tests/aes128gcm.rs`), in order, as (field, bytes) lists. A field written
/// `b""` is not listed: callers treat a missing field as empty (the only byte-string literal
/// those tables use).
pub fn hex_struct_literals(source: &str, struct_name: &str) -> Vec<Vec<(String, Vec<u8>)>> {
    let open = format!("{struct_name} {{");
    let mut out = Vec::new();
    for chunk in source.split(&open).skip(1) {
        let body = &chunk[..chunk.find('}').expect("unterminated struct literal")];
        let mut fields = Vec::new();
        let mut rest = body;
        // `name: &hex!("…" "…")`, the literal possibly split over lines.
        while let Some(at) = rest.find("hex!(") {
            let name = rest[..at].trim_end().trim_end_matches('&').trim_end().trim_end_matches(':');
            let name = name.rsplit(|c: char| c.is_whitespace() || c == ',').next().unwrap_or("");
            let args = &rest[at + 5..];
            let close = args.find(')').expect("unterminated hex! literal");
            let digits: String = args[..close].split('"').skip(1).step_by(2).collect();
            fields.push((name.to_string(), hex(&digits)));
            rest = &args[close + 1..];
        }
        if !fields.is_empty() {
            out.push(fields);
        }
    }
    out
}

/// The `const NAME: [u8; N] = hex!("…");` constants of a RustCrypto test source.
pub fn hex_consts(source: &str) -> Vec<(String, Vec<u8>)> {
    source
        .lines()
        .filter_map(|line| {
            let rest = line.trim().strip_prefix("const ")?;
            let (name, value) = rest.split_once(':')?;
            let start = value.find("hex!(\"")? + 6;
            let end = start + value[start..].find('"')?;
            Some((name.trim().to_string(), hex(&value[start..end])))
        })
        .collect()
}

/// Leaks `v` to get the `&'static [u8]` the RustCrypto `TestVector` structs hold.
pub fn leak(v: Vec<u8>) -> &'static [u8] {
    Box::leak(v.into_boxed_slice())
}
