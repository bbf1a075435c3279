//! The unsafe audit, as a test that reads the crate's sources.
//!
//! Rules (ARCHITECTURE.md, "Where `unsafe` lives"):
//! 1. `src/lib.rs` has `#![deny(unsafe_code)]`.
//! 2. `allow(unsafe_code)` appears only in files under `src/backend/`.
//! 3. Every `unsafe { … }` block and `unsafe impl` carries a `SAFETY` comment: on the same line,
//!    or in the comments directly above the statement that contains it (a statement may span a
//!    few lines; the search stops at the end of the previous statement or a blank line).
//!
//! `UNSAFE_AUDIT_ROOT=<dir>` audits another tree (e.g. a branch exported with `git archive`).

use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    std::env::var_os("UNSAFE_AUDIT_ROOT")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf())
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The code part of a line: without a trailing `//` comment and without string literals (good
/// enough for this crate's sources: no `//` inside strings next to `unsafe`).
fn code_of(line: &str) -> String {
    let mut out = String::new();
    let mut in_str = false;
    let mut prev = ' ';
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if in_str {
            if c == '"' && prev != '\\' {
                in_str = false;
            }
        } else if c == '"' {
            in_str = true;
        } else if c == '/' && chars.get(i + 1) == Some(&'/') {
            break;
        } else {
            out.push(c);
        }
        prev = if prev == '\\' && c == '\\' { ' ' } else { c };
        i += 1;
    }
    out
}

fn is_comment(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("//") || t.starts_with("/*") || t.starts_with('*')
}

/// Positions of `unsafe` used as a block or an impl in the code part of a line.
fn unsafe_uses(code: &str) -> usize {
    let mut n = 0;
    let mut rest = code;
    while let Some(i) = rest.find("unsafe") {
        let before = rest[..i].chars().last();
        let after = &rest[i + 6..];
        let word_start = before.is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        let t = after.trim_start();
        if word_start && (t.starts_with('{') || t.starts_with("impl")) {
            n += 1;
        }
        rest = after;
    }
    n
}

/// Whether the `unsafe` on line `i` is covered by a SAFETY comment.
fn has_safety(lines: &[&str], i: usize) -> bool {
    if lines[i].contains("SAFETY") {
        return true;
    }
    let mut j = i;
    let mut code_lines = 0;
    while j > 0 {
        j -= 1;
        let l = lines[j];
        if l.trim().is_empty() {
            return false;
        }
        if is_comment(l) {
            if l.contains("SAFETY") {
                return true;
            }
            continue;
        }
        if l.trim_start().starts_with("#[") {
            continue;
        }
        // A code line: part of the same statement unless it ends the previous one.
        let code = code_of(l);
        let t = code.trim_end();
        if t.ends_with(';') || t.ends_with('{') || t.ends_with('}') {
            return l.contains("SAFETY");
        }
        code_lines += 1;
        if code_lines > 6 {
            return false;
        }
    }
    false
}

#[test]
fn unsafe_is_confined_and_justified() {
    let root = root();
    let lib = fs::read_to_string(root.join("src/lib.rs")).unwrap();
    assert!(lib.contains("#![deny(unsafe_code)]"), "src/lib.rs must have #![deny(unsafe_code)]");

    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    let mut problems = Vec::new();
    let (mut blocks, mut allowed_files) = (0, 0);
    for path in &files {
        let rel = path.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/");
        let text = fs::read_to_string(path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let mut allows = false;
        for (i, line) in lines.iter().enumerate() {
            if is_comment(line) {
                continue;
            }
            let code = code_of(line);
            if code.contains("allow(unsafe_code)") {
                allows = true;
                if !rel.starts_with("src/backend/") {
                    problems.push(format!("{rel}:{}: allow(unsafe_code) outside src/backend/", i + 1));
                }
            }
            for _ in 0..unsafe_uses(&code) {
                blocks += 1;
                if !has_safety(&lines, i) {
                    problems.push(format!("{rel}:{}: unsafe without a SAFETY comment: {}", i + 1, line.trim()));
                }
            }
        }
        allowed_files += usize::from(allows);
    }
    println!("unsafe audit: {} files, {allowed_files} allow unsafe_code, {blocks} unsafe blocks/impls", files.len());
    assert!(problems.is_empty(), "unsafe audit failed:\n{}", problems.join("\n"));
}

/// The checker itself: it must flag what it is meant to flag.
#[test]
fn audit_rules_catch_violations() {
    let bad = ["fn f() {", "    let x = unsafe { g() };", "}"];
    assert_eq!(unsafe_uses(&code_of(bad[1])), 1);
    assert!(!has_safety(&bad, 1));
    let good = ["fn f() {", "    // SAFETY: g has no preconditions.", "    let x = unsafe { g() };", "}"];
    assert!(has_safety(&good, 2));
    let multi =
        ["    // SAFETY: bounds checked above.", "    let x = h(", "        a,", "        unsafe { g() },", "    );"];
    assert!(has_safety(&multi, 3));
    let stale = ["    // SAFETY: for the first call only.", "    first();", "    unsafe { g() };"];
    assert!(!has_safety(&stale, 2));
    assert_eq!(unsafe_uses(&code_of("#![deny(unsafe_code)] // unsafe { }")), 0);
    assert_eq!(unsafe_uses(&code_of("unsafe impl Send for X {}")), 1);
    assert_eq!(unsafe_uses(&code_of("unsafe fn k() {}")), 0);
}
