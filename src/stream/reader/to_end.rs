//! `CipherReader::read_to_end`: GCM decryption straight into the caller's vector.
//!
//! `std`'s provided `read_to_end` zero-fills the vector's spare room before each `read` and
//! probes for the end with extra reads: a reader outside `std` cannot take uninitialised room,
//! since `Read::read_buf` is unstable. For a small message that costs more than the decryption.
//! An engine that keeps its whole input (GCM decryption, [`Crypter::input_buffer`]) needs none of
//! it:
//! - A message of which nothing has been read yet is read into the vector itself, after its
//!   current end. The room grows geometrically (about quadrupling, from 320 bytes), each
//!   new part zero-filled once. At the inner reader's end the message is opened there in place
//!   ([`Crypter::finish_in_place`]): the one-shot path, one copy in all, no buffer of the reader
//!   or the engine, one message of memory. On a tag mismatch the vector is cut back to its
//!   length before the call, the bytes it held zeroed. If the inner reader fails, what was read
//!   goes to the engine and the vector is cut back, so that a retry carries on.
//! - Otherwise (a message partly read already, or an engine that cannot finish in place) the
//!   rest of the input goes to the engine's buffer, is opened there and appended from it: one
//!   copy, the vector grown once for all of it.
//!
//! Other engines take the provided method. `read_to_string` reads to the end the same way.

use super::{CipherReader, PROBE, State};
use crate::Crypter;
use alloc::string::String;
use alloc::vec::Vec;
use std::io::{self, Read};
use zeroize::Zeroize;

/// The vector's room for a message grows to 256 + 64, 1024 + 64, 4096 + 64, ... bytes (4^k + 64
/// from 4^4 on), up to the reader's capacity: a message of a power of 4 bytes and its tag then
/// fits without a larger room zero-filled for nothing.
const FIRST_ROOM: usize = 256;

/// The provided `read_to_end`, over the reader's own `read`.
struct Provided<'a, R: Read, E: Crypter>(&'a mut CipherReader<R, E>);

impl<R: Read, E: Crypter> Read for Provided<'_, R, E> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.0.read(buf)
    }
}

impl<R: Read, E: Crypter> CipherReader<R, E> {
    /// `read_to_end` (module docs).
    pub(super) fn read_to_end_impl(&mut self, v: &mut Vec<u8>) -> io::Result<usize> {
        if self.engine.input_buffer(0).is_none() {
            return Provided(self).read_to_end(v);
        }
        let start = v.len();
        if self.fresh && matches!(self.state, State::Running) {
            self.read_message_into(v)?;
        }
        self.append_rest(v)?;
        Ok(v.len() - start)
    }

    /// `read_to_string`: `read_to_end` into a vector of its own, then checked as UTF-8 (the
    /// provided method's contract: on invalid UTF-8 an `InvalidData` error and `buf` unchanged;
    /// on an error of the read, what was read is appended if it is UTF-8). The vector becomes
    /// `buf` when that is empty, else is appended and wiped; a vector that is not appended is
    /// wiped too.
    pub(super) fn read_to_string_impl(&mut self, buf: &mut String) -> io::Result<usize> {
        if self.engine.input_buffer(0).is_none() {
            return Provided(self).read_to_string(buf);
        }
        let mut v = Vec::new();
        let result = self.read_to_end_impl(&mut v);
        let n = v.len();
        match String::from_utf8(v) {
            Ok(mut s) => {
                if buf.is_empty() {
                    *buf = s;
                } else {
                    buf.push_str(&s);
                    s.zeroize();
                }
                result.map(|_| n)
            }
            Err(e) => {
                e.into_bytes().zeroize();
                result.and(Err(io::Error::new(io::ErrorKind::InvalidData, "stream did not contain valid UTF-8")))
            }
        }
    }

    /// Reads the message into `v` after its end and opens it there (module docs). On `Ok`
    /// either the message is done, its output appended, or the engine holds what was read (and
    /// `v` at most the message's first blocks, opened), and `append_rest` carries on.
    fn read_message_into(&mut self, v: &mut Vec<u8>) -> io::Result<()> {
        let start = v.len();
        let limit = self.capacity.max(FIRST_ROOM);
        let mut filled = 0;
        let mut probe = [0u8; PROBE];
        // Input read into `probe` once the vector's room was full at `limit`.
        let mut more = 0;
        let ended = loop {
            if start + filled == v.len() {
                if filled >= limit {
                    // Full: one more short read tells the end of the input from more of it.
                    match self.inner.read(&mut probe) {
                        Ok(n) => {
                            more = n.min(PROBE);
                            break Ok(());
                        }
                        Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                        Err(e) => break Err(e),
                    }
                }
                let room = ((filled.saturating_sub(PROBE) * 4).max(FIRST_ROOM) + PROBE).min(limit) - filled;
                if let Err(e) = v.try_reserve(room) {
                    break Err(e.into());
                }
                v.resize(start + filled + room, 0);
            }
            let room = &mut v[start + filled..];
            match self.inner.read(room) {
                Ok(0) => break Ok(()),
                // (A reader that claims more than its room gets a message that fails to verify.)
                Ok(n) => filled += n.min(room.len()),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => break Err(e),
            }
        };
        v.truncate(start + filled);
        if let Err(e) = ended {
            self.fresh &= filled == 0;
            self.feed(&v[start..]);
            v.truncate(start);
            return Err(e);
        }
        self.fresh = false;
        if more > 0 {
            // Longer than the room: the vector keeps the message's first whole blocks, which
            // are opened there at the end, and the engine takes the rest (as `read_whole_into`
            // does with a caller's buffer).
            let head = self.engine.max_head(filled, filled + more);
            self.feed(&v[start + head..]);
            self.feed(&probe[..more]);
            probe.zeroize();
            v.truncate(start + head);
            if head == 0 {
                return Ok(());
            }
            return match self.read_rest(&mut v[start..], head) {
                Ok(direct) => {
                    v.truncate(start + direct);
                    Ok(())
                }
                Err(e) => {
                    // (On an error of the inner reader the head moved to `out`; on a tag
                    // mismatch the engine wiped it.) `Interrupted` is retried by `append_rest`.
                    v.truncate(start);
                    if e.kind() == io::ErrorKind::Interrupted { Ok(()) } else { Err(e) }
                }
            };
        }
        match self.engine.finish_in_place(&mut v[start..]) {
            Some(Ok(n)) => {
                v.truncate(start + n);
                self.state = State::Done;
                Ok(())
            }
            Some(Err(e)) => {
                // (The engine wiped the plaintext; the tag goes too.)
                v[start..].fill(0);
                v.truncate(start);
                self.state = State::Failed(e);
                Err(e.into())
            }
            None => {
                self.feed(&v[start..]);
                v.truncate(start);
                self.finish_engine(&mut []).map(drop)
            }
        }
    }

    /// Appends the output held in `out` and in the engine, reading the rest of the input into
    /// the engine and ending it first where the message is not done.
    fn append_rest(&mut self, v: &mut Vec<u8>) -> io::Result<()> {
        loop {
            if self.pos < self.end {
                v.try_reserve(self.end - self.pos)?;
                v.extend_from_slice(&self.out[self.pos..self.end]);
                self.pos = self.end;
            }
            if self.eng_pos < self.eng_end {
                v.try_reserve(self.eng_end - self.eng_pos)?;
                while self.eng_pos < self.eng_end {
                    let piece = self.engine.buffered_output(self.eng_pos);
                    let n = piece.len().min(self.eng_end - self.eng_pos);
                    if n == 0 {
                        // (An engine that serves nothing more ends the output.)
                        self.eng_pos = self.eng_end;
                        break;
                    }
                    v.extend_from_slice(&piece[..n]);
                    self.eng_pos += n;
                }
            }
            match self.state {
                State::Failed(e) => return Err(e.into()),
                State::Done => return Ok(()),
                State::Running => {}
            }
            match self.read_into_engine() {
                Ok(0) => {
                    self.fresh = false;
                    // The output stays in the engine or goes to `out` (none fits in no room).
                    self.finish_engine(&mut [])?;
                }
                Ok(_) => self.fresh = false,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }
}
