//! The caller's side of [`CipherReader`]: serving output already produced (`out`), output the
//! engine holds in its own buffer (`take_buffered_output`), and the read loop (`read_some`)
//! that picks the path by which the next output is made.

use super::super::SecretBuf;
use super::{CipherReader, State, read_some};
use crate::Crypter;
use crate::copy::{copy, zero};
use crate::stream::hooks::Hooks;

use std::io::{self, Read};

impl<R: Read, E: Crypter> CipherReader<R, E> {
    /// Copies output already produced (`out[pos..end]`) into `buf`, as much as fits; `None` when
    /// there is none.
    #[inline(always)]
    pub(super) fn serve_out(&mut self, buf: &mut [u8]) -> Option<usize> {
        if self.pos >= self.end {
            return None;
        }
        let n = buf.len().min(self.end - self.pos);
        copy(&mut buf[..n], &self.out[self.pos..self.pos + n]);
        self.pos += n;
        Some(n)
    }

    /// Copies output the engine holds in its own buffer (`eng_pos..eng_end`, a GCM decryptor's
    /// opened chunks) into `buf`, as much as one piece of that buffer gives; `None` when there
    /// is none, or the engine gave nothing (`read_slow` then ends the output). Inlined, like
    /// `serve_out`: small reads of a decrypted message pay no call of the reader's own.
    #[inline(always)]
    pub(super) fn serve_engine(&mut self, buf: &mut [u8]) -> Option<usize> {
        if self.eng_pos >= self.eng_end {
            return None;
        }
        let want = buf.len().min(self.eng_end - self.eng_pos);
        let n = self.engine.take_buffered_output(self.eng_pos, &mut buf[..want]);
        if n == 0 {
            return None;
        }
        self.eng_pos += n;
        Some(n)
    }

    /// `read` when no produced output is waiting in `out`.
    #[inline(never)]
    pub(super) fn read_slow(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let mut stale = 0;
        let result = self.read_some(buf, &mut stale);
        if result.is_err() {
            zero(&mut buf[..stale]);
        }
        result
    }
}

impl<R: Read, E: Crypter> CipherReader<R, E> {
    /// `read` for a non-empty `buf`; `*stale`: how much of `buf` holds input read into it
    /// (see `read_whole_into`), which `read` zeroes if this fails.
    pub(super) fn read_some(&mut self, buf: &mut [u8], stale: &mut usize) -> io::Result<usize> {
        loop {
            if let Some(n) = self.serve_out(buf) {
                return Ok(n);
            }
            if self.eng_pos < self.eng_end {
                let want = buf.len().min(self.eng_end - self.eng_pos);
                let n = self.engine.take_buffered_output(self.eng_pos, &mut buf[..want]);
                // (An engine that serves nothing more ends the output.)
                self.eng_pos = if n == 0 { self.eng_end } else { self.eng_pos + n };
                if n > 0 {
                    return Ok(n);
                }
            }
            match self.state {
                State::Failed(e) => return Err(e.into()),
                State::Done => return Ok(0),
                State::Running => {}
            }
            // An engine that keeps its whole input (GCM decryption) is read into directly.
            if self.engine.input_buffer(0).is_some() {
                if self.fresh && buf.len() >= self.capacity && self.engine.update_len(buf.len()) == 0 {
                    // A large caller buffer: the message is read there. If it fits, it is opened
                    // there in place; if not, the buffer keeps its head (`read_whole_into`).
                    match self.read_whole_into(buf, stale)? {
                        Some(written) => return Ok(written),
                        None => continue,
                    }
                }
                let n = self.read_into_engine()?;
                self.fresh &= n == 0;
                if n == 0 {
                    match self.finish_engine(buf)? {
                        Some(written) => return Ok(written),
                        None => continue,
                    }
                }
                continue;
            }
            // A caller buffer of at least a chunk: read straight into it and let the engine
            // work there (CTR, GCM encryption: `update_in_place`), one copy in all, like
            // `BufReader` bypassing its buffer. (A GCM encryptor holding a partial block cannot
            // for this read: `update` takes it.)
            if self.in_place && (buf.len() >= self.capacity || self.small_direct) {
                let n = read_some(&mut self.inner, buf)?;
                if buf.len() < self.capacity && n > 0 {
                    self.small_direct = false;
                }
                if n == 0 {
                    match self.finish_engine(buf)? {
                        Some(written) => return Ok(written),
                        None => continue,
                    }
                }
                match self.engine.update_in_place(&mut buf[..n]) {
                    Some(0) => {}
                    Some(written) => return Ok(written),
                    None => {
                        self.feed(&buf[..n]);
                        zero(&mut buf[..n]);
                    }
                }
                continue;
            }
            if self.in_place {
                // A small caller buffer: read a chunk into `out`, transform it there and serve
                // it from there (one copy into the caller's buffer, as for any output).
                self.out.ensure_len(self.capacity);
                let n = read_some(&mut self.inner, &mut self.out[..self.capacity])?;
                if n == 0 {
                    match self.finish_engine(buf)? {
                        Some(written) => return Ok(written),
                        None => continue,
                    }
                }
                self.pos = 0;
                match self.engine.update_in_place(&mut self.out[..n]) {
                    Some(written) => self.end = written,
                    None => {
                        // Not in place this time (e.g. a GCM encryptor holding a partial
                        // block): the chunk becomes the input, the input buffer the output.
                        core::mem::swap(&mut self.input, &mut self.out);
                        let need = self.engine.update_len(n);
                        self.out.ensure_len(need);
                        self.end = match self.engine.try_update(&self.input[..n], &mut self.out[..need]) {
                            Ok(written) => written,
                            Err(e) => self.refused(e),
                        };
                        zero(&mut self.input[..n]);
                    }
                }
                continue;
            }
            if self.input.is_empty() {
                self.input = SecretBuf::zeroed(self.capacity);
            }
            // Read a full chunk, or a little less if that lets the output go straight into `buf`
            // (block modes may emit up to one buffered block more than they take in).
            let cap = self.capacity;
            let mut want = cap;
            let need = self.engine.update_len(cap);
            if need > buf.len() {
                let shorter = cap.saturating_sub(need - buf.len());
                if shorter >= cap / 2 && shorter > 0 && self.engine.update_len(shorter) <= buf.len() {
                    want = shorter;
                }
            }
            let n = read_some(&mut self.inner, &mut self.input[..want])?;
            if n == 0 {
                match self.finish_engine(buf)? {
                    Some(written) => return Ok(written),
                    None => continue,
                }
            }
            let need = self.engine.update_len(n);
            if need <= buf.len() {
                match self.engine.try_update(&self.input[..n], buf) {
                    Ok(0) => {}
                    Ok(written) => return Ok(written),
                    Err(e) => _ = self.refused(e),
                }
            } else {
                self.out.ensure_len(need);
                self.pos = 0;
                self.end = match self.engine.try_update(&self.input[..n], &mut self.out[..need]) {
                    Ok(written) => written,
                    Err(e) => self.refused(e),
                };
            }
        }
    }
}
