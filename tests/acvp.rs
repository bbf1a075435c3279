//! Every NIST ACVP sample vector set in vectors/acvp/, answered by the ACVP runner
//! (examples/acvp, included here module by module so the test and the example run the same
//! code) on every backend this CPU has, and checked case by case against the server's answers.
//!
//! The large data tests (SHA-2 LDT: messages of 1 to 4 GiB) run only with
//! `AES_ENGINE_ACVP_LDT=1` (a CI step of its own, on the default hash backend): under qemu or in
//! a debug build they would take hours.

#[path = "../examples/acvp/aead.rs"]
mod aead;
#[path = "../examples/acvp/block.rs"]
mod block;
#[path = "../examples/acvp/check.rs"]
mod check;
#[path = "../examples/acvp/hash.rs"]
mod hash;
#[path = "../examples/acvp/runner.rs"]
mod runner;
#[path = "../examples/acvp/util.rs"]
mod util;

use aes_engine::Backend;
use aes_engine::digest::HashBackend;
use serde_json::Value;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};

fn load(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Drops the groups of `test_type` from a vector set (prompt or expected answers; an
/// expectedResults file names no test type, so its groups are matched by tgId).
fn drop_groups(file: &mut Value, tg_ids: &[Value]) {
    let set = match file {
        Value::Array(items) => items.iter_mut().find(|v| v.get("testGroups").is_some()).unwrap(),
        v => v,
    };
    set["testGroups"].as_array_mut().unwrap().retain(|g| !tg_ids.contains(&g["tgId"]));
}

/// The set's vector file (inputs) and its answers.
fn set_files(dir: &Path) -> (Value, Value) {
    let projection = dir.join("internalProjection.json");
    if projection.exists() {
        let v = load(&projection);
        (v.clone(), v)
    } else {
        (load(&dir.join("prompt.json")), load(&dir.join("expectedResults.json")))
    }
}

/// Whether `backend` computes the hash of an ACVP algorithm name (SHA-NI has no SHA-512).
fn hash_usable(algorithm: &str, backend: HashBackend) -> bool {
    use aes_engine::digest::{Digest, Sha1, Sha224, Sha256, Sha384, Sha512, Sha512_224, Sha512_256};
    let name = algorithm.strip_prefix("HMAC-").unwrap_or(algorithm);
    match name {
        "SHA-1" => Sha1::with_backend(backend).is_ok(),
        "SHA2-224" => Sha224::with_backend(backend).is_ok(),
        "SHA2-256" => Sha256::with_backend(backend).is_ok(),
        "SHA2-384" => Sha384::with_backend(backend).is_ok(),
        "SHA2-512" => Sha512::with_backend(backend).is_ok(),
        "SHA2-512/224" => Sha512_224::with_backend(backend).is_ok(),
        "SHA2-512/256" => Sha512_256::with_backend(backend).is_ok(),
        _ => false,
    }
}

fn run_set(dir: &Path) -> Vec<String> {
    let (mut prompt, mut expected) = set_files(dir);
    let set = runner::vector_set(&prompt).unwrap().clone();
    let algorithm = set["algorithm"].as_str().unwrap().to_string();
    let ldt: Vec<Value> = set["testGroups"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["testType"] == "LDT")
        .map(|g| g["tgId"].clone())
        .collect();
    let with_ldt = std::env::var_os("AES_ENGINE_ACVP_LDT").is_some();
    if !with_ldt {
        drop_groups(&mut prompt, &ldt);
        drop_groups(&mut expected, &ldt);
    }
    let hashing = algorithm.starts_with("SHA") || algorithm.starts_with("HMAC-");
    let mut options: Vec<runner::Options> = if hashing {
        HashBackend::available()
            .filter(|&b| hash_usable(&algorithm, b))
            .map(|b| runner::Options { hash_backend: Some(b), ..Default::default() })
            .collect()
    } else {
        Backend::available().map(|b| runner::Options { backend: Some(b), ..Default::default() }).collect()
    };
    if with_ldt {
        // The large data tests alone, on the default backend: one pass is enough to show the
        // constant-memory path; the other backends ran the same groups' logic above.
        options.truncate(1);
    }
    let mut failures = Vec::new();
    for opts in options {
        let who = format!("{} on {:?}/{:?}", dir.display(), opts.backend, opts.hash_backend);
        let (response, skipped) = match runner::respond(&prompt, &opts) {
            Ok(r) => r,
            Err(unsupported) => {
                failures.push(format!("{who}: {unsupported}"));
                continue;
            }
        };
        for s in &skipped {
            failures.push(format!("{who}: tgId {} tcId {}: not answered: {}", s.tg_id, s.tc_id, s.why));
        }
        let lines = check::check(&expected, &response).unwrap();
        let cases: usize = runner::vector_set(&response).unwrap()["testGroups"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["tests"].as_array().unwrap().len())
            .sum();
        println!("{who}: {cases} cases answered, {} mismatches", lines.len());
        failures.extend(lines.into_iter().take(20).map(|l| format!("{who}: {l}")));
    }
    failures
}

#[test]
fn every_acvp_set_on_every_backend() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("vectors/acvp");
    let mut dirs: Vec<_> =
        std::fs::read_dir(&root).unwrap().map(|e| e.unwrap().path()).filter(|p| p.is_dir()).collect();
    dirs.sort();
    assert_eq!(dirs.len(), 28, "the 28 ACVP sample sets (31 files) of vectors/acvp/");
    // The sets on every CPU (each thread takes the next set not yet taken; a set's lines print
    // as it ends), the failures gathered in set order. With the large data tests the six SHA-2
    // sets take nearly all the time, one 1-4 GiB message after another each.
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(dirs.len());
    let mut per_set = vec![Vec::new(); dirs.len()];
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    while let Some(dir) = dirs.get(next.fetch_add(1, Ordering::Relaxed)) {
                        done.push((dir.clone(), run_set(dir)));
                    }
                    done
                })
            })
            .collect();
        for worker in workers {
            for (dir, failures) in worker.join().unwrap() {
                per_set[dirs.iter().position(|d| *d == dir).unwrap()] = failures;
            }
        }
    });
    let failures: Vec<String> = per_set.concat();
    assert!(failures.is_empty(), "{} problems:\n{}", failures.len(), failures.join("\n"));
}
