//! Answers NIST ACVP vector sets with this crate, and checks answers.
//!
//! ```text
//! cargo run --release --example acvp -- SET.json > RESPONSE.json
//! cargo run --release --example acvp -- --check EXPECTED.json RESPONSE.json
//! ```
//!
//! SET.json is a prompt (`prompt.json`) or the server's `internalProjection.json`; the response
//! follows ACVP's layout (`[{"acvVersion"}, {vsId, algorithm, revision, testGroups: [{tgId,
//! tests: [{tcId, answers}]}]}]`). `--backend NAME` / `--hash-backend NAME` answer on a named
//! backend (`soft`, `aesni`, `vaes`, `armv8`; `soft`, `sha-ni`, `avx2`, `armv8`). An algorithm or
//! revision the crate does not implement is named on stderr (exit status 2); a case the runner
//! cannot answer (e.g. a bit-string length the crate's byte API cannot express) is named on
//! stderr and left out of the response (exit status 1). `--check` prints one line per
//! mismatching case and ends with `N mismatches`; it exits 0 only when N is 0.

mod aead;
mod block;
mod check;
mod hash;
mod runner;
mod util;

use aes_engine::Backend;
use aes_engine::digest::HashBackend;
use serde_json::Value;
use std::process::ExitCode;

fn load(path: &str) -> Result<Value, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    serde_json::from_str(&text).map_err(|e| format!("{path}: {e}"))
}

fn hash_backend(name: &str) -> Result<HashBackend, String> {
    HashBackend::available()
        .chain([HashBackend::Soft])
        .find(|b| b.name() == name)
        .ok_or_else(|| format!("hash backend {name:?} is unknown or not usable on this CPU"))
}

fn run(args: &[String]) -> Result<ExitCode, String> {
    if args.first().map(String::as_str) == Some("--check") {
        let [_, expected, response] = args else {
            return Err("usage: acvp --check EXPECTED.json RESPONSE.json".into());
        };
        let lines = check::check(&load(expected)?, &load(response)?)?;
        for line in &lines {
            println!("{line}");
        }
        println!("{} mismatches", lines.len());
        return Ok(if lines.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE });
    }
    let mut opts = runner::Options::default();
    let mut set = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--backend" => {
                let name = it.next().ok_or("--backend needs a name")?;
                let b: Backend = name.parse().map_err(|_| format!("unknown backend {name:?}"))?;
                if !b.is_available() {
                    return Err(format!("backend {name:?} is not usable on this CPU"));
                }
                opts.backend = Some(b);
            }
            "--hash-backend" => {
                opts.hash_backend = Some(hash_backend(it.next().ok_or("--hash-backend needs a name")?)?)
            }
            path if set.is_none() => set = Some(path.to_string()),
            extra => return Err(format!("unexpected argument {extra:?}")),
        }
    }
    let set = set.ok_or("usage: acvp [--backend NAME] [--hash-backend NAME] SET.json")?;
    let (response, skipped) = match runner::respond(&load(&set)?, &opts) {
        Ok(r) => r,
        Err(unsupported) => {
            eprintln!("{set}: {unsupported}");
            return Ok(ExitCode::from(2));
        }
    };
    println!("{}", serde_json::to_string_pretty(&response).map_err(|e| e.to_string())?);
    for s in &skipped {
        eprintln!("tgId {} tcId {}: not answered: {}", s.tg_id, s.tc_id, s.why);
    }
    Ok(if skipped.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    run(&args).unwrap_or_else(|e| {
        eprintln!("acvp: {e}");
        ExitCode::from(2)
    })
}
