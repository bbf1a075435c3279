//! Whole files, on several threads, through a temporary file that becomes `dst` only once
//! the operation succeeded.
//!
//! Both helpers stream: they read `threads × BATCH_PER_THREAD` chunks (1 MiB of plaintext per
//! thread) at a time, seal or open them on `threads` threads ([`body`]), and write the result
//! to a temporary file beside `dst` (same directory, hence same file system). Only after the
//! last chunk — for decryption, the short final chunk, whose verification authenticates the
//! length — is the temporary renamed to `dst`; on any error, or a panic, it is removed. So
//! `dst` never holds plaintext of a message that did not verify, and an existing `dst` is
//! replaced only by a complete result. Memory: two batch buffers, O(threads × chunk).
//!
//! The rename is atomic but not made durable (no `fsync`): after a power loss `dst` may be
//! missing or short, never unverified plaintext. Callers who need durability sync the file and
//! its directory themselves.

use super::SecretVec;
use super::key::MessageKey;
use super::reader::read_full;
use super::write_all;
use super::{CHUNK_SIZE, HEADER_LEN, Hash, SEALED_CHUNK, TAG_LEN, body, default_threads, io_error};
use crate::Error;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Chunks per thread in one batch: 1 MiB of plaintext, so that starting the threads of a batch
/// (tens of microseconds) stays a small share of sealing it.
const BATCH_PER_THREAD: usize = 64;

/// Encrypts the file `src` into `dst` (replaced if it exists) under `key` (16 or 32 bytes) and
/// `context`, with a fresh random salt, on every core (at most 8 threads). `dst` appears only
/// when complete; on failure nothing is left at `dst` or beside it. Needs the `getrandom`
/// feature (on by default).
///
/// # Errors
///
/// The I/O errors of reading `src` or writing beside `dst`; [`io::ErrorKind::InvalidInput`]
/// for a key neither 16 nor 32 bytes or a `dst` without a file name.
///
/// ```
/// use aes_engine::chunked::{self, Hash};
///
/// let dir = std::env::temp_dir().join(format!("chunked-doc-enc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir)?;
/// std::fs::write(dir.join("plain"), vec![1u8; 100_000])?;
/// chunked::encrypt_file(&dir.join("plain"), &dir.join("sealed"), &[7; 16], b"", Hash::Sha512)?;
/// chunked::decrypt_file(&dir.join("sealed"), &dir.join("opened"), &[7; 16], b"", Hash::Sha512)?;
/// assert_eq!(std::fs::read(dir.join("opened"))?, vec![1u8; 100_000]);
/// std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), std::io::Error>(())
/// ```
#[cfg(feature = "getrandom")]
pub fn encrypt_file(src: &Path, dst: &Path, key: &[u8], context: &[u8], hash: Hash) -> io::Result<()> {
    let salt = super::random_salt().map_err(io_error)?;
    let (mk, commitment) = MessageKey::derive(key, context, hash, &salt).map_err(io_error)?;
    let mut input = File::open(src)?;
    let mut tmp = TempFile::beside(dst)?;
    let threads = default_threads();
    let batch = threads * BATCH_PER_THREAD;
    let mut sealed = std::vec![0u8; batch * SEALED_CHUNK];
    write_all(&mut tmp.file, &salt)?;
    write_all(&mut tmp.file, &commitment)?;
    let mut index = 0u64;
    read_ahead(&mut input, batch * CHUNK_SIZE, |plain, last| {
        // A full batch is `batch` full chunks; the last one ends with the short final chunk.
        let chunks = if last { plain.len() / CHUNK_SIZE + 1 } else { batch };
        let out = &mut sealed[..plain.len() + chunks * TAG_LEN];
        body::seal(&mk, index, plain, out, threads).map_err(io_error)?;
        write_all(&mut tmp.file, out)?;
        index += chunks as u64;
        Ok(())
    })?;
    tmp.commit(dst)
}

/// Decrypts the file `src` into `dst` (replaced if it exists) under `key` and `context`, on
/// every core (at most 8 threads). The plaintext goes to a temporary file beside `dst`, which is
/// renamed to `dst` only after every chunk, the short final one included, verified; on any
/// failure it is removed: `dst` never holds unverified (or partial) plaintext.
///
/// # Errors
///
/// [`io::ErrorKind::InvalidData`] wrapping the format's [`Error`] (as in
/// [`decrypt`](super::decrypt)); the I/O errors of reading `src` or writing beside `dst`;
/// [`io::ErrorKind::InvalidInput`] for a key neither 16 nor 32 bytes or a `dst` without a file
/// name.
///
/// ```
/// use aes_engine::Error;
/// use aes_engine::chunked::{self, Hash};
///
/// let dir = std::env::temp_dir().join(format!("chunked-doc-dec-{}", std::process::id()));
/// std::fs::create_dir_all(&dir)?;
/// let mut sealed = chunked::encrypt(&[7; 16], b"", Hash::Sha512, &[1u8; 100_000])?;
/// sealed.truncate(sealed.len() - 1); // damaged at the end
/// std::fs::write(dir.join("sealed"), &sealed)?;
/// let err = chunked::decrypt_file(&dir.join("sealed"), &dir.join("opened"), &[7; 16], b"", Hash::Sha512)
///     .unwrap_err();
/// let e = err.get_ref().and_then(|e| e.downcast_ref::<Error>());
/// assert_eq!(e, Some(&Error::ChunkAuthenticationFailed { chunk: 6, offset: 56 + 6 * 16_400 }));
/// assert!(!dir.join("opened").exists()); // nothing of the first six verified chunks was kept
/// assert_eq!(std::fs::read_dir(&dir)?.count(), 1); // and no temporary file either
/// std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn decrypt_file(src: &Path, dst: &Path, key: &[u8], context: &[u8], hash: Hash) -> io::Result<()> {
    if !matches!(key.len(), 16 | 32) {
        return Err(io_error(Error::InvalidLength));
    }
    let mut input = File::open(src)?;
    let mut header = [0u8; HEADER_LEN];
    let n = read_full(&mut input, &mut header)?;
    if n < HEADER_LEN {
        return Err(io_error(Error::HeaderTooShort { len: n }));
    }
    let mk = MessageKey::derive_and_check(key, context, hash, &header).map_err(io_error)?;
    let mut tmp = TempFile::beside(dst)?;
    let threads = default_threads();
    let batch = threads * BATCH_PER_THREAD;
    let mut plain = SecretVec::zeroed(batch * CHUNK_SIZE);
    let mut index = 0u64;
    read_ahead(&mut input, batch * SEALED_CHUNK, |sealed, last| {
        let (chunks, len) = if last {
            // The last batch: it must end with the short final chunk.
            let len = super::plain_len(sealed.len() as u64).map_err(|e| match e {
                Error::Truncated { chunks } => io_error(Error::Truncated { chunks: index + chunks }),
                e => io_error(e),
            })?;
            ((sealed.len() / SEALED_CHUNK) + 1, len as usize)
        } else {
            (batch, batch * CHUNK_SIZE)
        };
        body::open(&mk, index, sealed, &mut plain[..len], threads).map_err(io_error)?;
        write_all(&mut tmp.file, &plain[..len])?;
        index += chunks as u64;
        Ok(())
    })?;
    tmp.commit(dst)
}

/// Reads `input` in batches of `len` bytes on a thread of its own, one batch ahead, and hands
/// each to `consume` (`last`: the batch is short, the input ended in it) on the calling thread:
/// reading the next batch overlaps sealing or opening and writing this one. Two buffers
/// circulate between the threads (wiped on drop: they may hold plaintext). An error of either
/// side ends both.
fn read_ahead(input: &mut File, len: usize, mut consume: impl FnMut(&[u8], bool) -> io::Result<()>) -> io::Result<()> {
    use std::sync::mpsc::sync_channel;
    let (full_tx, full_rx) = sync_channel::<(SecretVec, io::Result<usize>)>(1);
    let (empty_tx, empty_rx) = sync_channel::<SecretVec>(2);
    for _ in 0..2 {
        let _ = empty_tx.send(SecretVec::zeroed(len));
    }
    std::thread::scope(|s| {
        s.spawn(move || {
            while let Ok(mut buf) = empty_rx.recv() {
                let r = read_full(input, &mut buf);
                let done = !matches!(r, Ok(n) if n == len);
                if full_tx.send((buf, r)).is_err() || done {
                    return;
                }
            }
        });
        // Owned here, so that returning (an error included) drops them before the scope joins
        // the reader: it then sees closed channels and stops instead of waiting forever.
        let (full_rx, empty_tx) = (full_rx, empty_tx);
        loop {
            let Ok((buf, r)) = full_rx.recv() else {
                return Err(io::Error::other("the reading thread stopped"));
            };
            let n = r?;
            let last = n < len;
            consume(&buf[..n], last)?;
            if last {
                return Ok(());
            }
            // The reader may have stopped already; then the next `recv` reports it.
            let _ = empty_tx.send(buf);
        }
    })
}

/// A temporary file beside the destination, removed on drop unless committed.
struct TempFile {
    path: PathBuf,
    file: File,
    committed: bool,
}

impl TempFile {
    /// Creates `.<name>.<pid>.<n>.tmp` in `dst`'s directory (a fresh name: `create_new`).
    fn beside(dst: &Path) -> io::Result<Self> {
        static COUNTER: core::sync::atomic::AtomicUsize = core::sync::atomic::AtomicUsize::new(0);
        let name = dst
            .file_name()
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "destination has no file name"))?;
        let dir = dst.parent().unwrap_or(Path::new(""));
        loop {
            let n = COUNTER.fetch_add(1, core::sync::atomic::Ordering::Relaxed);
            let mut tmp_name = std::ffi::OsString::from(".");
            tmp_name.push(name);
            tmp_name.push(std::format!(".{}.{n}.tmp", std::process::id()));
            let path = dir.join(tmp_name);
            match OpenOptions::new().write(true).create_new(true).open(&path) {
                Ok(file) => return Ok(TempFile { path, file, committed: false }),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
                Err(e) => return Err(e),
            }
        }
    }

    /// Flushes the file and renames it to `dst`.
    fn commit(mut self, dst: &Path) -> io::Result<()> {
        self.file.flush()?;
        fs::rename(&self.path, dst)?;
        self.committed = true;
        Ok(())
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        if !self.committed {
            let _ = fs::remove_file(&self.path);
        }
    }
}
