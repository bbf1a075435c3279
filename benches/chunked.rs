//! c2sp.org/chunked-encryption against its targets (issue 48), not criterion: each pair is timed
//! in interleaved rounds (A, B, A, B, …) and the ratio of their medians printed, so that a
//! machine shared with other work slows both sides alike.
//!
//! * `one-shot`: `chunked::encrypt`/`decrypt` (one thread) against `Aes128Gcm::encrypt`/
//!   `decrypt` over the same bytes (both allocate their output), 1 MiB and 64 MiB. Target ≥ 0.9x.
//! * `reader`: `Reader` drained with `io::copy` (its 8 KiB buffer) into `io::sink`, against
//!   one-shot `Aes128Gcm::decrypt`, 64 MiB. Target ≥ 0.85x.
//! * `threads`: `encrypt_with_threads`/`decrypt_with_threads` with 2 threads against 1, 8 MiB
//!   and 64 MiB. Target ≥ 1.8x on two cores.
//! * `file`: `decrypt_file` of a 256 MiB message against `cat` of the same file to the same disk
//!   (both into `target/`). Target ≥ 0.8x.
//! * `seek`: 16 bytes at a random offset of a 1 GiB message (a file in `target/`, read through
//!   the page cache) through a seeking `Reader`, against opening one 16 KiB chunk in memory.
//!
//! `cargo bench --bench chunked` (all), or name parts: `cargo bench --bench chunked -- seek file`.
//! `ROUNDS=n` sets the rounds (default 7).

use aes_engine::Aes128Gcm;
use aes_engine::chunked::{self, Hash, Reader};
use std::hint::black_box;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::PathBuf;
use std::time::{Duration, Instant};

const MIB: usize = 1 << 20;
const KEY: [u8; 16] = [7; 16];

fn rounds() -> usize {
    std::env::var("ROUNDS").ok().and_then(|s| s.parse().ok()).unwrap_or(7)
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// Times `a` and `b` in interleaved rounds; prints both medians and `b_time / a_time` (the
/// speed of `a` relative to `b`). What a closure returns is dropped after its time is taken:
/// closures that drop their output themselves are timed with the drop.
fn pair<T>(name: &str, bytes: usize, mut a: impl FnMut() -> T, mut b: impl FnMut() -> T, target: &str) {
    drop(a());
    drop(b());
    let (mut ta, mut tb) = (Vec::new(), Vec::new());
    for _ in 0..rounds() {
        let t = Instant::now();
        let out = a();
        ta.push(t.elapsed());
        drop(out);
        let t = Instant::now();
        let out = b();
        tb.push(t.elapsed());
        drop(out);
    }
    let (ma, mb) = (median(ta), median(tb));
    let gbs = |d: Duration| bytes as f64 / d.as_secs_f64() / 1e9;
    println!(
        "{name:<44} {:>9.3} ms ({:>5.2} GB/s) vs {:>9.3} ms ({:>5.2} GB/s): {:.2}x  [target {target}]",
        ma.as_secs_f64() * 1e3,
        gbs(ma),
        mb.as_secs_f64() * 1e3,
        gbs(mb),
        mb.as_secs_f64() / ma.as_secs_f64()
    );
}

fn one_shot() {
    let gcm = Aes128Gcm::new(&KEY);
    for len in [MIB, 64 * MIB] {
        let msg = vec![0x5au8; len];
        let sealed = chunked::encrypt(&KEY, b"", Hash::Sha512, &msg).unwrap();
        let gcm_sealed = gcm.encrypt(&[1; 12], b"", &msg).unwrap();
        pair(
            &format!("one-shot seal {} MiB: chunked / Aes128Gcm", len / MIB),
            len,
            || drop(black_box(chunked::encrypt(&KEY, b"", Hash::Sha512, black_box(&msg)).unwrap())),
            || drop(black_box(gcm.encrypt(&[1; 12], b"", black_box(&msg)).unwrap())),
            ">= 0.9x",
        );
        pair(
            &format!("one-shot open {} MiB: chunked / Aes128Gcm", len / MIB),
            len,
            || drop(black_box(chunked::decrypt(&KEY, b"", Hash::Sha512, black_box(&sealed)).unwrap())),
            || drop(black_box(gcm.decrypt(&[1; 12], b"", black_box(&gcm_sealed)).unwrap())),
            ">= 0.9x",
        );
    }
}

fn reader() {
    let gcm = Aes128Gcm::new(&KEY);
    let len = 64 * MIB;
    let msg = vec![0x5au8; len];
    let sealed = chunked::encrypt(&KEY, b"", Hash::Sha512, &msg).unwrap();
    let gcm_sealed = gcm.encrypt(&[1; 12], b"", &msg).unwrap();
    let mut buf = vec![0u8; gcm_sealed.len()];
    pair(
        "Reader + io::copy 64 MiB / Aes128Gcm in place",
        len,
        || {
            let mut r = Reader::new(&sealed[..], &KEY, b"", Hash::Sha512).unwrap();
            assert_eq!(io::copy(&mut r, &mut io::sink()).unwrap(), len as u64);
        },
        || {
            // The fastest one-shot use that leaves the input intact: copy into a preallocated
            // buffer and open there.
            buf.copy_from_slice(&gcm_sealed);
            let (ct, tag) = buf.split_at_mut(len);
            gcm.decrypt_in_place_detached(&[1; 12], b"", ct, tag).unwrap();
            black_box(&buf);
        },
        ">= 0.85x",
    );
    pair(
        "Reader + io::copy 64 MiB / Aes128Gcm::decrypt",
        len,
        || {
            let mut r = Reader::new(&sealed[..], &KEY, b"", Hash::Sha512).unwrap();
            assert_eq!(io::copy(&mut r, &mut io::sink()).unwrap(), len as u64);
        },
        || drop(black_box(gcm.decrypt(&[1; 12], b"", black_box(&gcm_sealed)).unwrap())),
        ">= 0.85x",
    );
}

fn threads() {
    // 8 MiB: below glibc's largest mmap threshold, so after the first round the output comes
    // from the heap without page faults; 64 MiB: a fresh mapping (page faults) every call.
    // Each pair is timed twice: with the output's drop (a `munmap` at 64 MiB, serial, ~1.2 ms
    // here) and without it (the function alone).
    for len in [8 * MIB, 64 * MIB] {
        let msg = vec![0x5au8; len];
        let sealed = chunked::encrypt(&KEY, b"", Hash::Sha512, &msg).unwrap();
        let seal = |t| chunked::encrypt_with_threads(&KEY, b"", Hash::Sha512, black_box(&msg), t).unwrap();
        let open = |t| chunked::decrypt_with_threads(&KEY, b"", Hash::Sha512, black_box(&sealed), t).unwrap();
        let mib = len / MIB;
        pair(&format!("seal {mib} MiB: 2 threads / 1 thread"), len, || drop(seal(2)), || drop(seal(1)), ">= 1.8x");
        pair("  the call alone (drop untimed)", len, || seal(2), || seal(1), ">= 1.8x");
        pair(&format!("open {mib} MiB: 2 threads / 1 thread"), len, || drop(open(2)), || drop(open(1)), ">= 1.8x");
        pair("  the call alone (drop untimed)", len, || open(2), || open(1), ">= 1.8x");
    }
}

fn scratch() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/chunked-bench");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn file() {
    let dir = scratch();
    let len = 256 * MIB;
    let (plain, sealed, out, copy) = (dir.join("plain"), dir.join("sealed"), dir.join("out"), dir.join("copy"));
    std::fs::write(&plain, vec![0x5au8; len]).unwrap();
    chunked::encrypt_file(&plain, &sealed, &KEY, b"", Hash::Sha512).unwrap();
    std::fs::remove_file(&plain).unwrap();
    pair(
        "decrypt_file 256 MiB / cat to the same disk",
        len,
        || chunked::decrypt_file(&sealed, &out, &KEY, b"", Hash::Sha512).unwrap(),
        || {
            let f = std::fs::File::create(&copy).unwrap();
            let st = std::process::Command::new("cat").arg(&sealed).stdout(f).status().unwrap();
            assert!(st.success());
        },
        ">= 0.8x",
    );
    for p in [sealed, out, copy] {
        let _ = std::fs::remove_file(p);
    }
}

fn seek() {
    let dir = scratch();
    let len = 1024 * MIB;
    let sealed = dir.join("sealed-1g");
    {
        let f = std::fs::File::create(&sealed).unwrap();
        let mut w = chunked::Writer::new(io::BufWriter::new(f), &KEY, b"", Hash::Sha512).unwrap();
        let piece = vec![0x5au8; MIB];
        for _ in 0..len / MIB {
            io::Write::write_all(&mut w, &piece).unwrap();
        }
        w.finish().unwrap();
    }
    let mut r = Reader::new(std::fs::File::open(&sealed).unwrap(), &KEY, b"", Hash::Sha512).unwrap();
    assert_eq!(r.seek(SeekFrom::End(0)).unwrap(), len as u64);
    let chunk = chunked::encrypt(&KEY, b"", Hash::Sha512, &[0x5a; 16_383]).unwrap();
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let mut buf = [0u8; 16];
    let n = 200;
    pair(
        &format!("seek+read 16 B in 1 GiB ({n}x) / open one chunk ({n}x)"),
        16 * n,
        || {
            for _ in 0..n {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                r.seek(SeekFrom::Start(x % (len as u64 - 16))).unwrap();
                r.read_exact(&mut buf).unwrap();
                assert_eq!(buf, [0x5a; 16]);
            }
        },
        || {
            for _ in 0..n {
                black_box(chunked::decrypt(&KEY, b"", Hash::Sha512, black_box(&chunk)).unwrap());
            }
        },
        "about 1x: one chunk per read",
    );
    let _ = std::fs::remove_file(sealed);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    let want = |name: &str| args.is_empty() || args.iter().any(|a| a == name);
    println!("backend: {}, rounds: {}", Aes128Gcm::new(&KEY).backend(), rounds());
    for (name, f) in
        [("one-shot", one_shot as fn()), ("reader", reader), ("threads", threads), ("file", file), ("seek", seek)]
    {
        if want(name) {
            f();
        }
    }
}
