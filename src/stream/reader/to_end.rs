//! `CipherReader::read_to_end`: GCM decryption straight into the caller's vector.
//!
//! `std`'s provided `read_to_end` zero-fills the vector's spare room (each byte once per call)
//! and probes for the end with extra short reads: a reader outside `std` cannot take
//! uninitialised room, since `Read::read_buf` is unstable. For a small message that costs more
//! than the decryption. An engine that keeps its whole input (GCM decryption,
//! [`gcm::Decryptor::input_buffer`](crate::gcm::Decryptor::input_buffer)) needs little of it:
//! - A message of which nothing has been read yet is read into the vector itself, after its
//!   current end. The room grows geometrically (320, 1,088, 4,160 bytes, then doubling, see
//!   [`FIRST_ROOM`]) up to the reader's capacity, each new part zero-filled once; a full room
//!   from 4 KiB on is grown only after a short read into a stack probe brought more. At the
//!   inner reader's end the message is opened there in place ([`gcm::Decryptor::finish_in_place`](crate::gcm::Decryptor::finish_in_place)):
//!   the one-shot path, one copy in all, no buffer of the reader or the engine, one message of
//!   memory.
//! - A message longer than the capacity keeps its first whole blocks in the vector
//!   ([`gcm::Decryptor::max_head`](crate::gcm::Decryptor::max_head)); the rest is read into the engine's buffer. At the end the vector
//!   is grown once for the whole output while it still holds only ciphertext, the head is
//!   opened there in place and the rest appended from the engine's buffer (one copy).
//! - Otherwise (a message partly read already, or an engine that cannot finish in place) the
//!   rest of the input goes to the engine's buffer, is opened there and appended from it: one
//!   copy, the vector grown once for all of it.
//!
//! The vector is never grown while it holds plaintext of this call: growing moves its bytes to
//! a new block and frees the old one unwiped. On a tag mismatch it is cut back to its length
//! before the call, the bytes it held zeroed. If the inner reader fails, what was read goes to
//! the engine and the vector is cut back, so that a retry carries on. The plaintext appended
//! from the engine's buffer stays there, as after `CipherWriter`'s reads of it, until the next
//! message's input overwrites it, the reader is dropped (wiped) or the room is lent again
//! (zero-filled first).
//!
//! Other engines take the provided method. `read_to_string` reads to the end the same way, into
//! the string's own bytes.

use super::{CipherReader, PROBE, State, read_some};
use crate::Crypter;
use crate::copy::{wipe_bytes, zero};
use crate::stream::hooks::Hooks;
use alloc::string::String;
use alloc::vec::Vec;
use std::io::{self, Read};
use zeroize::Zeroize;

/// The vector's room for a message grows to 256 + 64, 1024 + 64, 4096 + 64 bytes, then doubles
/// (8192 + 64, 16384 + 64, ...: 2^k + 64), up to the larger of the reader's capacity and
/// `FIRST_ROOM + PROBE`: a message of a power of 2 bytes (a power of 4 below 4 KiB) and its tag
/// then fits without a larger room zero-filled for nothing. Quadrupling at first saves reads and
/// zero-fills of small rooms; doubling from `QUADRUPLE_BELOW` on keeps the room within twice what
/// the message needs, as the vector's own growth does.
const FIRST_ROOM: usize = 256;

/// See [`FIRST_ROOM`].
const QUADRUPLE_BELOW: usize = 4096;

/// The room of the vector for a message of which `filled` bytes fill the room so far (see
/// [`FIRST_ROOM`]), before the cap.
fn next_room(filled: usize) -> usize {
    let data = filled.saturating_sub(PROBE);
    let factor = if data < QUADRUPLE_BELOW { 4 } else { 2 };
    data.saturating_mul(factor).max(FIRST_ROOM).saturating_add(PROBE)
}

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

    /// `read_to_string`: `read_to_end` into the string's own bytes, then checked as UTF-8 (the
    /// provided method's contract: on invalid UTF-8 an `InvalidData` error and `buf` unchanged,
    /// the bytes read wiped; on an error of the read, what was read is kept if it is UTF-8).
    pub(super) fn read_to_string_impl(&mut self, buf: &mut String) -> io::Result<usize> {
        if self.engine.input_buffer(0).is_none() {
            return Provided(self).read_to_string(buf);
        }
        let mut v = core::mem::take(buf).into_bytes();
        let start = v.len();
        let result = self.read_to_end_impl(&mut v);
        // (`buf` was UTF-8 and ends on a character boundary, so an error lies in what was
        // appended.)
        let appended = match String::from_utf8(v) {
            Ok(s) => {
                *buf = s;
                true
            }
            Err(e) => {
                let mut v = e.into_bytes();
                wipe_bytes(&mut v[start..]);
                v.truncate(start);
                // (Cannot fail: `buf`'s own bytes.)
                *buf = String::from_utf8(v).unwrap_or_default();
                false
            }
        };
        match result {
            Ok(n) if appended => Ok(n),
            Ok(_) => Err(io::Error::new(io::ErrorKind::InvalidData, "stream did not contain valid UTF-8")),
            Err(e) => Err(e),
        }
    }

    /// Reads the message into `v` after its end and opens it there (module docs). On `Ok`
    /// either the message is done, its output appended, or the engine holds what was read (and
    /// `v` at most the message's first blocks, opened), and `append_rest` carries on.
    fn read_message_into(&mut self, v: &mut Vec<u8>) -> io::Result<()> {
        let start = v.len();
        let limit = self.capacity.max(FIRST_ROOM + PROBE);
        let mut filled = 0;
        let mut probe = [0u8; PROBE];
        // Input read into `probe` once the vector's room was full at `limit`.
        let mut more = 0;
        let ended = loop {
            if start + filled == v.len() {
                let mut got = 0;
                if filled >= limit || filled >= QUADRUPLE_BELOW + PROBE {
                    // Full: a short read tells the end of the input from more of it before the
                    // room grows (a message that fits it exactly costs no larger room; below
                    // 4 KiB the read would cost more than the zero-fill it saves). At `limit`
                    // what it brings goes to the engine, else after the room.
                    let probe = &mut probe[..if filled >= limit { PROBE } else { PROBE.min(limit - filled) }];
                    match read_some(&mut self.inner, probe) {
                        Ok(0) => break Ok(()),
                        Ok(n) if filled >= limit => {
                            more = n;
                            break Ok(());
                        }
                        Ok(n) => got = n,
                        Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                        Err(e) => break Err(e),
                    }
                }
                let room = next_room(filled).min(limit) - filled;
                // (Exactly: the rooms already grow geometrically.)
                if let Err(e) = v.try_reserve_exact(room) {
                    // (What the probe brought is input too: it goes to the engine below.)
                    self.feed(&v[start..start + filled]);
                    self.feed(&probe[..got]);
                    v.truncate(start);
                    self.fresh &= filled + got == 0;
                    return Err(e.into());
                }
                v.resize(start + filled + room, 0);
                v[start + filled..start + filled + got].copy_from_slice(&probe[..got]);
                filled += got;
                if got > 0 {
                    continue;
                }
            }
            let room = &mut v[start + filled..];
            match read_some(&mut self.inner, room) {
                Ok(0) => break Ok(()),
                Ok(n) => filled += n,
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
            if let Err(e) = self.read_rest_input(&v[start..]) {
                // (The head, ciphertext, moved to `out`.) `Interrupted` is retried by
                // `append_rest`.
                v.truncate(start);
                return if e.kind() == io::ErrorKind::Interrupted { Ok(()) } else { Err(e) };
            }
            // The vector takes the whole output now, while it holds no plaintext: growing it
            // after the head is opened would leave plaintext in the block it frees.
            if let Err(e) = v.try_reserve(self.engine.finish_len()) {
                self.hold_head(&v[start..]);
                v.truncate(start);
                return Err(e.into());
            }
            return match self.finish_rest(&mut v[start..]) {
                Ok(direct) => {
                    v.truncate(start + direct);
                    Ok(())
                }
                Err(e) => {
                    // (The engine wiped the head.)
                    v.truncate(start);
                    Err(e)
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
                zero(&mut v[start..]);
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
            // Room for all of it at once: the vector is not grown again once it holds plaintext
            // of this call (it would leave that in the block it frees).
            v.try_reserve((self.end - self.pos) + (self.eng_end - self.eng_pos))?;
            if self.pos < self.end {
                v.extend_from_slice(&self.out[self.pos..self.end]);
                self.pos = self.end;
            }
            if self.eng_pos < self.eng_end {
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
