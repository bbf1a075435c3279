//! `AES_ENGINE_BACKEND`: every `new` constructor takes the backend it names when this CPU can run
//! it, and ignores a name that is unknown or names a backend this CPU lacks (then `detect()`),
//! without a panic or an error. The default is read once per process, so each value runs in a
//! child process (this test binary re-run with the variable set). x86_64 only: under the
//! qemu-user runs of CI (aarch64, s390x) a spawned test binary does not run (it exits at once,
//! without output); the parsing and fallback code is the same on every target.
#![cfg(target_arch = "x86_64")]

use aes_engine::{Aes128, Aes128Gcm, Aes192, Aes256, Backend, BlockCipher, GHash};
use std::process::Command;

const CHILD: &str = "AES_ENGINE_BACKEND_ENV_TEST_CHILD";

/// What the child checks: every constructor's backend is `want`, and each still works.
fn child(want: Backend) {
    assert_eq!(Aes128::new(&[1; 16]).backend(), want);
    assert_eq!(Aes192::new(&[1; 24]).backend(), want);
    assert_eq!(Aes256::new(&[1; 32]).backend(), want);
    assert_eq!(GHash::new(&[1; 16]).backend(), want);
    let gcm = Aes128Gcm::new(&[1; 16]);
    assert_eq!(gcm.backend(), want);
    // `Backend::from_env` says why a value is ignored (the report prints it).
    let value = std::env::var("AES_ENGINE_BACKEND").unwrap_or_default();
    match Backend::from_env() {
        Ok(Some(b)) => assert_eq!(b, want),
        Ok(None) => assert!(value.trim().is_empty() && want == Backend::detect()),
        Err(aes_engine::IgnoredBackend::Unknown(v)) => {
            assert_eq!((v.as_str(), want), (value.trim(), Backend::detect()));
            assert!(value.trim().parse::<Backend>().is_err());
        }
        Err(aes_engine::IgnoredBackend::Unavailable(b)) => {
            assert!(!b.is_available() && want == Backend::detect());
            assert_eq!(value.trim().parse::<Backend>(), Ok(b));
        }
        Err(e) => panic!("{e}"),
    }
    let soft = Aes128Gcm::with_backend(&[1; 16], Backend::Soft).unwrap();
    let msg = [0x5a; 300];
    assert_eq!(gcm.encrypt(&[2; 12], b"aad", &msg).unwrap(), soft.encrypt(&[2; 12], b"aad", &msg).unwrap());
    // A named backend this CPU lacks is still refused, whatever the default.
    for b in ["soft", "aesni", "vaes", "armv8"].map(|n| n.parse::<Backend>().unwrap()) {
        if !b.is_available() {
            assert_eq!(Aes128::with_backend(&[1; 16], b).unwrap_err(), aes_engine::Error::BackendUnavailable(b));
        }
    }
}

#[test]
fn env_default_takes_usable_names_and_ignores_the_rest() {
    if let Some(want) = std::env::var_os(CHILD) {
        child(want.to_str().unwrap().parse().unwrap());
        return;
    }
    let exe = std::env::current_exe().unwrap();
    let mut cases: Vec<(String, Backend)> =
        vec![("".into(), Backend::detect()), ("bogus".into(), Backend::detect()), ("sha-ni".into(), Backend::detect())];
    for b in ["soft", "aesni", "vaes", "armv8"].map(|n| n.parse::<Backend>().unwrap()) {
        let want = if b.is_available() { b } else { Backend::detect() };
        cases.push((b.name().into(), want));
        cases.push((format!("  {} \n", b.name().to_ascii_uppercase()), want));
    }
    for (value, want) in cases {
        let out = Command::new(&exe)
            .args(["env_default_takes_usable_names_and_ignores_the_rest", "--exact", "--nocapture"])
            .env(CHILD, want.name())
            .env("AES_ENGINE_BACKEND", &value)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "AES_ENGINE_BACKEND={value:?} (want {want}):\n{}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        println!("AES_ENGINE_BACKEND={value:?}: new() -> {want}");
    }
}
