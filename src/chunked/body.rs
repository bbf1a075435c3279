//! Runs of whole chunks in memory, on one thread or several: the core of the one-shot
//! functions and the file helpers.
//!
//! Chunks are independent (each has its own nonce and tag), so a run of `n` chunks splits into
//! `threads` contiguous runs of `ceil(n / threads)` chunks, one per thread
//! (`std::thread::scope`; the calling thread takes the first run). Every chunk is sealed or
//! opened exactly as on one thread, so the output does not depend on the thread count.
//!
//! Layout: chunk `i` of a run is `sealed[i·SEALED_CHUNK..]` (at most `SEALED_CHUNK` bytes: its
//! ciphertext, then its tag) and `plain[i·CHUNK_SIZE..]` (its plaintext, at most `CHUNK_SIZE`
//! bytes); only the last chunk of a run may be short (the message's final chunk, possibly empty).

use super::key::MessageKey;
use super::{CHUNK_SIZE, SEALED_CHUNK, TAG_LEN};
use crate::Error;
use std::vec::Vec;

/// The fewest chunks a thread is started for (256 KiB): starting a thread costs tens of
/// microseconds, a 16 KiB chunk about two, so shorter runs stay on fewer threads.
const MIN_RUN: usize = 16;

/// Chunks per thread for a run of `sealed_len` bytes on at most `threads` threads (0 taken as
/// 1), each thread given at least [`MIN_RUN`] chunks.
fn per_thread(sealed_len: usize, threads: usize) -> usize {
    let chunks = sealed_len.div_ceil(SEALED_CHUNK);
    let threads = threads.clamp(1, chunks.div_ceil(MIN_RUN).max(1));
    chunks.div_ceil(threads).max(1)
}

/// Whether a run of `sealed_len` bytes stays on the calling thread.
pub(super) fn one_thread(sealed_len: usize, threads: usize) -> bool {
    per_thread(sealed_len, threads) * SEALED_CHUNK >= sealed_len
}

/// Seals the chunks `first, first + 1, …` of `plain` into `sealed` (see the module docs; the
/// caller sizes `sealed` as `plain.len()` plus one tag per chunk).
pub(super) fn seal(key: &MessageKey, first: u64, plain: &[u8], sealed: &mut [u8], threads: usize) -> Result<(), Error> {
    let per = per_thread(sealed.len(), threads);
    if one_thread(sealed.len(), threads) {
        return seal_run(key, first, plain, sealed);
    }
    std::thread::scope(|s| {
        let mut rest = (plain, sealed);
        let mut index = first;
        let mut handles = Vec::new();
        let mut own = None;
        while !rest.1.is_empty() {
            let (p, c) = rest;
            let (p0, p1) = p.split_at((per * CHUNK_SIZE).min(p.len()));
            let (c0, c1) = c.split_at_mut((per * SEALED_CHUNK).min(c.len()));
            match own {
                None => own = Some((index, p0, c0)),
                Some(_) => handles.push(s.spawn(move || seal_run(key, index, p0, c0))),
            }
            index += per as u64;
            rest = (p1, c1);
        }
        let mut r = own.map_or(Ok(()), |(i, p, c)| seal_run(key, i, p, c));
        for h in handles {
            r = r.and(h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)));
        }
        r
    })
}

/// Opens the chunks `first, first + 1, …` of `sealed` into `plain` (see the module docs; the
/// caller sizes `plain` as `sealed.len()` less one tag per chunk). On failure the error is the
/// lowest failing chunk's, and `plain` is wiped.
pub(super) fn open(key: &MessageKey, first: u64, sealed: &[u8], plain: &mut [u8], threads: usize) -> Result<(), Error> {
    let per = per_thread(sealed.len(), threads);
    let r = if one_thread(sealed.len(), threads) {
        open_run(key, first, sealed, plain)
    } else {
        std::thread::scope(|s| {
            let mut rest = (&mut *plain, sealed);
            let mut index = first;
            let mut handles = Vec::new();
            let mut own = None;
            while !rest.1.is_empty() {
                let (p, c) = rest;
                let (p0, p1) = p.split_at_mut((per * CHUNK_SIZE).min(p.len()));
                let (c0, c1) = c.split_at((per * SEALED_CHUNK).min(c.len()));
                match own {
                    None => own = Some((index, p0, c0)),
                    Some(_) => handles.push(s.spawn(move || open_run(key, index, c0, p0))),
                }
                index += per as u64;
                rest = (p1, c1);
            }
            // Runs in chunk order: the first error is the lowest failing chunk's.
            let mut r = own.map_or(Ok(()), |(i, p, c)| open_run(key, i, c, p));
            for h in handles {
                r = r.and(h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)));
            }
            r
        })
    };
    if r.is_err() {
        crate::copy::wipe_bytes(plain);
    }
    r
}

/// [`seal`] on the calling thread, appending to `out` (which has room): each chunk's plaintext
/// is copied in and sealed there while it is in cache, and no byte of `out` is zero-filled
/// first (a zeroed buffer costs a `memset` of the whole message when the allocator reuses
/// memory). `plain` is the whole message from chunk `first` on, final chunk included.
pub(super) fn seal_append(key: &MessageKey, first: u64, plain: &[u8], out: &mut Vec<u8>) -> Result<(), Error> {
    let mut index = first;
    let mut rest = plain;
    loop {
        let n = rest.len().min(CHUNK_SIZE);
        let at = out.len();
        out.extend_from_slice(&rest[..n]);
        out.extend_from_slice(&[0; TAG_LEN]);
        let (body, tag) = out[at..].split_at_mut(n);
        key.seal(index, body, tag)?;
        rest = &rest[n..];
        index += 1;
        if n < CHUNK_SIZE {
            return Ok(());
        }
    }
}

/// [`open`] on the calling thread, appending the plaintext to `out` (which has room), with no
/// zero-fill first. On failure what was appended is wiped and removed.
pub(super) fn open_append(key: &MessageKey, first: u64, sealed: &[u8], out: &mut Vec<u8>) -> Result<(), Error> {
    let start = out.len();
    for (index, chunk) in (first..).zip(sealed.chunks(SEALED_CHUNK)) {
        let (body, tag) = chunk.split_at(chunk.len() - TAG_LEN);
        let at = out.len();
        out.extend_from_slice(body);
        if let Err(e) = key.open(index, &mut out[at..], tag) {
            crate::copy::wipe_bytes(&mut out[start..]);
            out.truncate(start);
            return Err(e);
        }
    }
    Ok(())
}

/// [`seal`] on the calling thread.
fn seal_run(key: &MessageKey, first: u64, plain: &[u8], sealed: &mut [u8]) -> Result<(), Error> {
    let mut plain = plain;
    for (index, chunk) in (first..).zip(sealed.chunks_mut(SEALED_CHUNK)) {
        let (body, tag) = chunk.split_at_mut(chunk.len() - TAG_LEN);
        let (p, rest) = plain.split_at(body.len());
        body.copy_from_slice(p);
        key.seal(index, body, tag)?;
        plain = rest;
    }
    Ok(())
}

/// [`open`] on the calling thread.
fn open_run(key: &MessageKey, first: u64, sealed: &[u8], plain: &mut [u8]) -> Result<(), Error> {
    let mut plain = plain;
    for (index, chunk) in (first..).zip(sealed.chunks(SEALED_CHUNK)) {
        let (body, tag) = chunk.split_at(chunk.len() - TAG_LEN);
        let (p, rest) = core::mem::take(&mut plain).split_at_mut(body.len());
        p.copy_from_slice(body);
        key.open(index, p, tag)?;
        plain = rest;
    }
    Ok(())
}
