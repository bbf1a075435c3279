//! The crate's layering, read from the source: every `src/**/*.rs` file is a node, and file `A`
//! has an edge to file `B` when `A` names something `B` defines, in a `use` declaration (grouped
//! ones included) or in a path in code that starts with `crate::`, `$crate::`, `self::` or
//! `super::`; a `use` path may also start with a module in scope (`use x86::avx2;` in the file
//! that declares `mod x86;`). Paths are resolved to files through the module tree (`a.rs` or
//! `a/mod.rs`, nested folders, inline `mod name { .. }` blocks, `self::` and `super::`) and
//! through `pub use` re-exports (`crate::Aes` is the file that defines `Aes`, not `lib.rs`). A path
//! that ends in an item is an edge to the file of the item's module.
//!
//! Not edges: a module naming its own descendants (the `mod` tree: a `mod.rs` that calls into its
//! children is a folder's interface, not a circle), paths in comments and strings, and external
//! crates (`core::`, `zeroize::`, ...).
//!
//! The test fails, listing every violation, on:
//! - (a) a cycle between files: a strongly connected set of two or more files, or a file whose
//!   edges lead back to itself;
//! - (b) a file under `src/backend/` that names a module above the backend (`crate::digest`,
//!   `gcm`, `stream`, `cbc`, `ctr`, `crypter`, `interop`, ...). Allowed: the crate-level leaves
//!   that every layer uses and that import nothing above the backend: `error.rs`
//!   (`crate::Error`) and `copy.rs` (short copies without a `memcpy` call);
//! - (c) a file outside `src/backend/` that names `backend::x86`, `backend::armv8` or an
//!   architecture module (`x86`, `x86_64`, `aarch64`, `armv8` as a path segment, e.g.
//!   `core::arch::x86_64`): those layers reach kernels only through the backend's dispatch.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Crate-level files that code under `src/backend/` may name (rule b).
const BACKEND_MAY_USE: [&str; 2] = ["src/error.rs", "src/copy.rs"];
/// Path segments that name an architecture module (rule c).
const ARCH_SEGMENTS: [&str; 4] = ["x86", "x86_64", "aarch64", "armv8"];

/// `src` with comments, string and character literals blanked (newlines kept, so line numbers
/// stay right). Lifetimes (`'a`) are left alone.
fn strip(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    let blank = |out: &mut String, s: &[u8]| {
        for &c in s {
            out.push(if c == b'\n' { '\n' } else { ' ' });
        }
    };
    while i < b.len() {
        let c = b[i];
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            let end = src[i..].find('\n').map_or(b.len(), |e| i + e);
            blank(&mut out, &b[i..end]);
            i = end;
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            let mut depth = 0;
            let start = i;
            while i < b.len() {
                if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            blank(&mut out, &b[start..i]);
        } else if c == b'r' && (b.get(i + 1) == Some(&b'"') || b.get(i + 1) == Some(&b'#')) && !ident_byte(b, i) {
            // A raw string r"..", r#".."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&b'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&b'"') {
                out.push(c as char);
                i += 1;
                continue;
            }
            let close: String = std::iter::once('"').chain(std::iter::repeat_n('#', hashes)).collect();
            let end = src[j + 1..].find(&close).map_or(b.len(), |e| j + 1 + e + close.len());
            blank(&mut out, &b[i..end]);
            i = end;
        } else if c == b'"' {
            let start = i;
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(b.len());
            blank(&mut out, &b[start..i]);
        } else if c == b'\'' {
            // A character literal ('x', '\n', '\u{..}') or a lifetime ('a).
            let end = if b.get(i + 1) == Some(&b'\\') {
                src[i + 2..].find('\'').map(|e| i + 2 + e + 1)
            } else if b.get(i + 2) == Some(&b'\'') {
                Some(i + 3)
            } else {
                None
            };
            match end {
                Some(end) => {
                    blank(&mut out, &b[i..end]);
                    i = end;
                }
                None => {
                    out.push('\'');
                    i += 1;
                }
            }
        } else {
            // Copy one UTF-8 character.
            let ch = src[i..].chars().next().unwrap();
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

/// Whether `b[i]` continues an identifier (the byte before it is an identifier byte).
fn ident_byte(b: &[u8], i: usize) -> bool {
    i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Punct(char),
    /// `::`
    Sep,
}

/// Tokens of stripped source with their line numbers (`$crate` is one identifier).
fn tokens(s: &str) -> Vec<(Tok, usize)> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            line += 1;
            i += 1;
        } else if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_alphanumeric() || c == b'_' || (c == b'$' && s[i + 1..].starts_with("crate")) {
            let start = i;
            i += 1;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            let word = &s[start..i];
            // `r#ident`
            out.push((Tok::Ident(word.trim_start_matches('$').to_string()), line));
        } else if c == b':' && b.get(i + 1) == Some(&b':') {
            out.push((Tok::Sep, line));
            i += 2;
        } else {
            let ch = s[i..].chars().next().unwrap();
            out.push((Tok::Punct(ch), line));
            i += ch.len_utf8();
        }
    }
    out
}

/// One source file: its module path and what it declares.
struct File {
    path: String,
    module: Vec<String>,
    toks: Vec<(Tok, usize)>,
}

/// The module path of a file (`src/a/b/mod.rs` and `src/a/b.rs`: `["a", "b"]`).
fn module_of(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" {
        parts.push(stem.to_string());
    }
    parts
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// A path as written, with the module it was written in and the line.
struct Use {
    /// The module scope it appears in (the file's module plus any inline `mod` blocks).
    scope: Vec<String>,
    segs: Vec<String>,
    line: usize,
    /// Written in a `use` declaration (may start with a module in scope).
    in_use: bool,
    /// A `pub`/`pub(..)` use: a re-export `(alias, full path)`.
    reexport: Option<String>,
}

/// Expands a `use` tree starting at `toks[*i]` into full paths (each with its alias).
fn use_tree(toks: &[(Tok, usize)], i: &mut usize, prefix: Vec<String>, out: &mut Vec<(Vec<String>, String)>) {
    let mut segs = prefix;
    loop {
        match toks.get(*i).map(|t| &t.0) {
            Some(Tok::Ident(w)) => {
                segs.push(w.clone());
                *i += 1;
            }
            Some(Tok::Punct('*')) => {
                *i += 1;
                return; // a glob: the module itself is already an edge
            }
            Some(Tok::Punct('{')) => {
                *i += 1;
                loop {
                    match toks.get(*i).map(|t| &t.0) {
                        Some(Tok::Punct('}')) => {
                            *i += 1;
                            break;
                        }
                        Some(Tok::Punct(',')) => *i += 1,
                        None => return,
                        _ => use_tree(toks, i, segs.clone(), out),
                    }
                }
                return;
            }
            _ => break,
        }
        match toks.get(*i).map(|t| &t.0) {
            Some(Tok::Sep) => *i += 1,
            _ => break,
        }
    }
    let mut alias = segs.last().cloned().unwrap_or_default();
    if let Some(Tok::Ident(w)) = toks.get(*i).map(|t| &t.0)
        && w == "as"
    {
        if let Some(Tok::Ident(a)) = toks.get(*i + 1).map(|t| &t.0) {
            alias = a.clone();
        }
        *i += 2;
    }
    if alias == "self" {
        segs.pop();
        alias = segs.last().cloned().unwrap_or_default();
    }
    out.push((segs, alias));
}

/// Every `use` and every `crate::`/`self::`/`super::` path of a file.
fn paths(f: &File) -> Vec<Use> {
    let toks = &f.toks;
    let mut out = Vec::new();
    // Inline modules: (name, brace depth at which it closes).
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    let scope = |inline: &Vec<(String, usize)>| {
        let mut s = f.module.clone();
        s.extend(inline.iter().map(|(n, _)| n.clone()));
        s
    };
    while i < toks.len() {
        let (t, line) = (&toks[i].0, toks[i].1);
        match t {
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => {
                depth -= 1;
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
            }
            Tok::Ident(w) if w == "mod" => {
                if let (Some((Tok::Ident(name), _)), Some((Tok::Punct('{'), _))) = (toks.get(i + 1), toks.get(i + 2)) {
                    inline.push((name.clone(), depth));
                    depth += 1;
                    i += 3;
                    continue;
                }
            }
            Tok::Ident(w) if w == "use" => {
                // Visibility before it: `pub use`, `pub(crate) use`, `pub(in path) use`.
                let mut v = i;
                if v > 0 && toks[v - 1].0 == Tok::Punct(')') {
                    while v > 0 && toks[v - 1].0 != Tok::Punct('(') {
                        v -= 1;
                    }
                    v = v.saturating_sub(1);
                }
                let public = v > 0 && toks[v - 1].0 == Tok::Ident("pub".into());
                let mut j = i + 1;
                if toks.get(j).map(|t| &t.0) == Some(&Tok::Sep) {
                    j += 1; // `use ::core::..`: an external crate
                    while j < toks.len() && toks[j].0 != Tok::Punct(';') {
                        j += 1;
                    }
                    i = j;
                    continue;
                }
                let mut tree = Vec::new();
                use_tree(toks, &mut j, Vec::new(), &mut tree);
                for (segs, alias) in tree {
                    out.push(Use {
                        scope: scope(&inline),
                        segs,
                        line,
                        in_use: true,
                        reexport: (public && !alias.is_empty()).then_some(alias),
                    });
                }
                i = j;
                continue;
            }
            Tok::Ident(w)
                if (w == "crate" || w == "self" || w == "super")
                    && toks.get(i + 1).map(|t| &t.0) == Some(&Tok::Sep) =>
            {
                // Not the tail of a longer path (`a::super::b` does not occur; `pub(in crate::x)` does).
                let prev_sep = i > 0 && toks[i - 1].0 == Tok::Sep;
                if !prev_sep {
                    let mut segs = vec![w.clone()];
                    let mut j = i + 1;
                    while toks.get(j).map(|t| &t.0) == Some(&Tok::Sep) {
                        match toks.get(j + 1).map(|t| &t.0) {
                            Some(Tok::Ident(n)) => {
                                segs.push(n.clone());
                                j += 2;
                            }
                            _ => break,
                        }
                    }
                    out.push(Use { scope: scope(&inline), segs, line, in_use: false, reexport: None });
                    i = j;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

struct Crate {
    files: Vec<File>,
    /// Module path -> file index.
    modules: BTreeMap<Vec<String>, usize>,
    /// (module path, alias) -> full path it re-exports.
    reexports: BTreeMap<(Vec<String>, String), Vec<String>>,
    /// Every module path declared inline (`mod x { }`), mapped to its file.
    inline: BTreeMap<Vec<String>, usize>,
}

impl Crate {
    fn load() -> Crate {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut list = Vec::new();
        collect(&root, &mut list);
        list.sort();
        let mut files = Vec::new();
        let mut modules = BTreeMap::new();
        for p in list {
            let rel = p.strip_prefix(&root).unwrap();
            let module = module_of(rel);
            let text = fs::read_to_string(&p).unwrap();
            let toks = tokens(&strip(&text));
            modules.insert(module.clone(), files.len());
            files.push(File { path: format!("src/{}", rel.display()), module, toks });
        }
        let mut c = Crate { files, modules, reexports: BTreeMap::new(), inline: BTreeMap::new() };
        for (k, f) in c.files.iter().enumerate() {
            for u in paths(f) {
                if u.scope.len() > f.module.len() {
                    c.inline.insert(u.scope.clone(), k);
                }
            }
        }
        // Re-exports, resolved to absolute paths (a few passes for chains).
        for _ in 0..3 {
            let mut found = Vec::new();
            for f in &c.files {
                for u in paths(f) {
                    if let Some(alias) = &u.reexport
                        && let Some(abs) = c.absolute(&u)
                    {
                        found.push(((u.scope.clone(), alias.clone()), abs));
                    }
                }
            }
            c.reexports.extend(found);
        }
        c
    }

    fn is_module(&self, m: &[String]) -> bool {
        self.modules.contains_key(m) || self.inline.contains_key(m)
    }

    /// The absolute module path a written path starts from, and the rest of it; `None` for a path
    /// into another crate.
    fn absolute(&self, u: &Use) -> Option<Vec<String>> {
        let mut segs = u.segs.iter();
        let first = segs.next()?;
        let mut base: Vec<String> = match first.as_str() {
            "crate" => Vec::new(),
            "self" => u.scope.clone(),
            "super" => {
                let mut s = u.scope.clone();
                s.pop()?;
                s
            }
            name if u.in_use => {
                // A module (or an item) in scope: a child module of the scope.
                let mut child = u.scope.clone();
                child.push(name.to_string());
                if self.is_module(&child) || self.reexports.contains_key(&(u.scope.clone(), name.to_string())) {
                    child
                } else {
                    return None;
                }
            }
            _ => return None,
        };
        let mut rest: Vec<String> = Vec::new();
        for s in segs {
            if s == "super" && rest.is_empty() {
                base.pop()?;
            } else if s == "self" && rest.is_empty() {
            } else {
                rest.push(s.clone());
            }
        }
        base.extend(rest);
        Some(base)
    }

    /// The file that defines what an absolute path names: the deepest module on it, following
    /// re-exports.
    fn file_of(&self, abs: &[String], hops: usize) -> Option<(usize, Vec<String>)> {
        for cut in (0..=abs.len()).rev() {
            let m = &abs[..cut];
            if !self.is_module(m) {
                continue;
            }
            if cut < abs.len()
                && hops < 8
                && let Some(target) = self.reexports.get(&(m.to_vec(), abs[cut].clone()))
            {
                let mut t = target.clone();
                t.extend(abs[cut + 1..].iter().cloned());
                if t != abs {
                    return self.file_of(&t, hops + 1);
                }
            }
            let file = self.modules.get(m).or_else(|| self.inline.get(m)).copied()?;
            return Some((file, abs.to_vec()));
        }
        None
    }
}

struct Edge {
    to: usize,
    line: usize,
    written: String,
}

#[test]
fn layering() {
    let c = Crate::load();
    let n = c.files.len();
    let mut edges: Vec<Vec<Edge>> = (0..n).map(|_| Vec::new()).collect();
    let mut violations: Vec<String> = Vec::new();
    for (k, f) in c.files.iter().enumerate() {
        let in_backend = f.path.starts_with("src/backend/");
        for u in paths(f) {
            let written = u.segs.join("::");
            // (c): architecture modules named outside the backend, whatever crate they belong to.
            let arch_named = !in_backend && u.segs.iter().any(|s| ARCH_SEGMENTS.contains(&s.as_str()));
            if arch_named {
                violations.push(format!("(c) {}:{}: names an architecture module: {written}", f.path, u.line));
            }
            let Some(abs) = c.absolute(&u) else { continue };
            let Some((to, resolved)) = c.file_of(&abs, 0) else { continue };
            // (c) through a re-export (`crate::backend::x` re-exporting an architecture module's item).
            if !in_backend
                && !arch_named
                && resolved.len() >= 2
                && resolved[0] == "backend"
                && ARCH_SEGMENTS.contains(&resolved[1].as_str())
            {
                violations.push(format!("(c) {}:{}: names {}", f.path, u.line, resolved.join("::")));
            }
            if to == k {
                continue;
            }
            let target = &c.files[to];
            // The `mod` tree: a module naming its own descendants is not an edge.
            if target.module.starts_with(&f.module) && target.module.len() > f.module.len() {
                continue;
            }
            if in_backend
                && !target.path.starts_with("src/backend/")
                && target.path != "src/lib.rs"
                && !BACKEND_MAY_USE.contains(&target.path.as_str())
            {
                violations.push(format!("(b) {}:{}: names {} ({})", f.path, u.line, written, target.path));
            }
            edges[k].push(Edge { to, line: u.line, written });
        }
    }
    for (k, group) in cycles(n, &edges) {
        let _ = k;
        let names: Vec<&str> = group.iter().map(|&i| c.files[i].path.as_str()).collect();
        let mut detail = Vec::new();
        for &i in &group {
            for e in &edges[i] {
                if group.contains(&e.to) {
                    detail.push(format!(
                        "      {}:{} -> {} ({})",
                        c.files[i].path, e.line, c.files[e.to].path, e.written
                    ));
                }
            }
        }
        detail.dedup();
        violations.push(format!("(a) cycle between {}:\n{}", names.join(", "), detail.join("\n")));
    }
    assert!(violations.is_empty(), "{} layering violation(s):\n{}", violations.len(), violations.join("\n"));
}

/// The strongly connected components of two or more files (Tarjan), each sorted, with an index.
fn cycles(n: usize, edges: &[Vec<Edge>]) -> Vec<(usize, Vec<usize>)> {
    struct T<'a> {
        edges: &'a [Vec<Edge>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(t: &mut T<'_>, v: usize) {
        t.index[v] = Some(t.next);
        t.low[v] = t.next;
        t.next += 1;
        t.stack.push(v);
        t.on[v] = true;
        let succ: BTreeSet<usize> = t.edges[v].iter().map(|e| e.to).collect();
        for w in succ {
            match t.index[w] {
                None => {
                    visit(t, w);
                    t.low[v] = t.low[v].min(t.low[w]);
                }
                Some(iw) if t.on[w] => t.low[v] = t.low[v].min(iw),
                _ => {}
            }
        }
        if Some(t.low[v]) == t.index[v] {
            let mut group = Vec::new();
            loop {
                let w = t.stack.pop().unwrap();
                t.on[w] = false;
                group.push(w);
                if w == v {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                t.out.push(group);
            }
        }
    }
    let mut t = T {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        on: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if t.index[v].is_none() {
            visit(&mut t, v);
        }
    }
    t.out.into_iter().enumerate().collect()
}

/// The parser on a small made-up crate: grouped uses, `super::`, inline modules, comments.
#[test]
fn parser_reads_grouped_uses_and_scopes() {
    let src = "use crate::a::{b, c::{d as e, self}};\n// use crate::ignored;\nmod tests { use super::x; }\nfn f() { crate::g::h(); let s = \"crate::no\"; }";
    let f = File { path: "src/m.rs".into(), module: vec!["m".into()], toks: tokens(&strip(src)) };
    let got: Vec<(String, String)> = paths(&f).iter().map(|u| (u.scope.join("::"), u.segs.join("::"))).collect();
    let want = [
        ("m", "crate::a::b"),
        ("m", "crate::a::c::d"),
        ("m", "crate::a::c"),
        ("m::tests", "super::x"),
        ("m", "crate::g::h"),
    ];
    let want: Vec<(String, String)> = want.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
    assert_eq!(got, want);
}
