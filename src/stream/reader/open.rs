//! The engine side of [`CipherReader`]: giving the engine input (`feed`, room lent by an engine
//! that keeps its whole input), a message read whole into the caller's buffer and opened there,
//! a head kept there while the rest goes to the engine, and ending the message
//! (`finish_engine`).

use super::super::SecretBuf;
use super::{CipherReader, PROBE, State, read_some};
use crate::copy::{copy, zero};
use crate::stream::hooks::Hooks;
use crate::{Crypter, Error};
use std::io::{self, Read};
use zeroize::Zeroize;

impl<R: Read, E: Crypter> CipherReader<R, E> {
    /// Gives `input` to the engine, keeping its output (if any) in `out`.
    pub(super) fn feed(&mut self, input: &[u8]) {
        if input.is_empty() {
            return;
        }
        let need = self.engine.update_len(input.len());
        self.out.ensure_len(need);
        self.pos = 0;
        self.end = match self.engine.try_update(input, &mut self.out[..need]) {
            Ok(n) => n,
            Err(e) => self.refused(e),
        };
    }

    /// An engine refused input (`try_update`: its message over the length limit, or ended by a
    /// call on [`engine_mut`](Self::engine_mut)): the stream fails with that error, at the next
    /// turn of the read loop. Returns the output length, 0.
    pub(super) fn refused(&mut self, e: Error) -> usize {
        self.state = State::Failed(e);
        0
    }

    /// For an engine that keeps its whole input, with nothing read yet: reads the input into the
    /// caller's `buf` (which must take `update` input without output). If it all fits, the
    /// engine opens it there in place ([`gcm::Decryptor::finish_in_place`](crate::gcm::Decryptor::finish_in_place): the one-shot cost, no copy
    /// into the engine, no allocation) and the output length is returned. Otherwise what was read
    /// goes to the engine (`None`: carry on); so does it before an error of the inner reader.
    /// On carrying on, `buf` keeps that ciphertext (`*stale` says how much: `read` zeroes it if
    /// it then fails, and the output it returns otherwise overwrites it); in every other case
    /// without output what was read into `buf` is zeroed here. So a failing `read` leaves the
    /// caller's buffer as it was or zeroed, never holding plaintext or ciphertext. (Not zeroing
    /// on carrying on saves a pass over the buffer for every message longer than it.)
    pub(super) fn read_whole_into(&mut self, buf: &mut [u8], stale: &mut usize) -> io::Result<Option<usize>> {
        let mut filled = 0;
        let mut probe = [0u8; PROBE];
        let end = loop {
            let result = if filled < buf.len() {
                read_some(&mut self.inner, &mut buf[filled..])
            } else {
                // Full: one more short read tells whether the input ends here.
                read_some(&mut self.inner, &mut probe)
            };
            match result {
                Ok(0) => break true,
                Ok(n) if filled < buf.len() => filled += n,
                Ok(n) => {
                    // The engine takes what follows the head it lets `buf` keep (if any).
                    let head = self.engine.max_head(filled, filled + n);
                    self.feed(&buf[head..filled]);
                    self.feed(&probe[..n]);
                    probe.zeroize();
                    if head > 0 {
                        zero(&mut buf[head..filled]);
                        self.fresh = false;
                        *stale = head;
                        return self.read_rest(buf, head).map(Some);
                    }
                    *stale = filled;
                    break false;
                }
                Err(e) => {
                    self.feed(&buf[..filled]);
                    zero(&mut buf[..filled]);
                    self.fresh &= filled == 0;
                    return Err(e);
                }
            }
        };
        self.fresh = false;
        if !end {
            return Ok(None);
        }
        match self.engine.finish_in_place(&mut buf[..filled]) {
            Some(Ok(n)) => {
                self.state = State::Done;
                Ok(Some(n))
            }
            Some(Err(e)) => {
                zero(&mut buf[..filled]); // (the engine wiped the plaintext; the tag goes too)
                self.state = State::Failed(e);
                Err(e.into())
            }
            None => {
                self.feed(&buf[..filled]);
                zero(&mut buf[..filled]);
                self.finish_engine(buf)
            }
        }
    }

    /// After `read_whole_into` kept the message's first `head` bytes in `buf` (the engine took
    /// what followed them): reads the rest of the input into the engine and ends the message,
    /// the head opened where it is. Returns how much output `buf` holds (the rest is served
    /// from the engine). On an error of the inner reader the head moves into `out` (see `head`),
    /// since the next `read` may come with another buffer.
    pub(super) fn read_rest(&mut self, buf: &mut [u8], head: usize) -> io::Result<usize> {
        self.read_rest_input(&buf[..head])?;
        self.finish_rest(&mut buf[..head])
    }

    /// `read_rest`'s reading: the rest of the input into the engine, up to the inner reader's
    /// end. On an error of the inner reader the `head` (ciphertext) moves into `out`.
    pub(super) fn read_rest_input(&mut self, head: &[u8]) -> io::Result<()> {
        loop {
            match self.read_into_engine() {
                Ok(0) => return Ok(()),
                Ok(_) => {}
                Err(e) => {
                    self.hold_head(head);
                    return Err(e);
                }
            }
        }
    }

    /// Moves a message's `head` (ciphertext the engine never took, [`gcm::Decryptor::max_head`](crate::gcm::Decryptor::max_head)) out
    /// of a caller's buffer into `out` (see the field `head`), where the message's end opens it.
    pub(super) fn hold_head(&mut self, head: &[u8]) {
        self.out.ensure_len(head.len());
        copy(&mut self.out[..head.len()], head);
        (self.head, self.pos, self.end) = (head.len(), 0, 0);
    }

    /// `read_rest`'s end: the message ended, `head` opened in place, the rest in the engine.
    /// Returns how much output `head` holds.
    pub(super) fn finish_rest(&mut self, head: &mut [u8]) -> io::Result<usize> {
        let result = self.engine.finish_buffered_with_head(head);
        match result.unwrap_or(Err(Error::InvalidLength)) {
            Ok(n) => {
                self.state = State::Done;
                let direct = n.min(head.len());
                (self.eng_pos, self.eng_end) = (0, n - direct);
                Ok(direct)
            }
            Err(e) => {
                self.state = State::Failed(e);
                Err(e.into())
            }
        }
    }

    /// One read of the inner reader for an engine that keeps its whole input: into the room its
    /// buffer lends or, when the buffer is full, a short probe read that `update` takes (the
    /// buffer growing geometrically), which also tells the end of the input from more of it.
    /// Returns how many bytes were read (0 at the end).
    pub(super) fn read_into_engine(&mut self) -> io::Result<usize> {
        if let Some(room) = self.engine.input_buffer(self.next_room).filter(|room| !room.is_empty()) {
            let lent = room.len();
            let n = read_some(&mut self.inner, room)?;
            self.engine.commit_input(n);
            self.after_read(n, lent);
            return Ok(n);
        }
        let mut probe = [0u8; PROBE];
        let n = read_some(&mut self.inner, &mut probe)?;
        self.after_read(n, PROBE);
        self.feed(&probe[..n]);
        probe.zeroize();
        Ok(n)
    }

    /// Ends the engine at the inner reader's end. Writes straight into `buf` when the final
    /// output fits (returns `Some(n)`), else keeps it in `out` (returns `None`).
    pub(super) fn finish_engine(&mut self, buf: &mut [u8]) -> io::Result<Option<usize>> {
        if self.head > 0 {
            // The head held in `out` (see `read_rest`): opened there, served from there.
            let head = core::mem::take(&mut self.head);
            let result = self.engine.finish_buffered_with_head(&mut self.out[..head]);
            return match result.unwrap_or(Err(Error::InvalidLength)) {
                Ok(n) => {
                    self.state = State::Done;
                    (self.pos, self.end) = (0, n.min(head));
                    self.opened_head = self.end;
                    (self.eng_pos, self.eng_end) = (0, n - self.end);
                    Ok(None)
                }
                Err(e) => {
                    zero(&mut self.out[..head]);
                    self.state = State::Failed(e);
                    Err(e.into())
                }
            };
        }
        let result = if self.engine.finish_len() <= buf.len() {
            self.engine.finish(buf).map(Some)
        } else if let Some(result) = self.engine.finish_buffered() {
            // Served from the engine's buffer (a GCM decryptor's chunks): no copy of our own.
            result.map(|n| {
                self.eng_pos = 0;
                self.eng_end = n;
                None
            })
        } else {
            self.engine.finish_to_vec().map(|v| {
                self.end = v.len();
                self.pos = 0;
                self.out = SecretBuf::from_vec(v);
                None
            })
        };
        match result {
            Ok(direct) => {
                self.state = State::Done;
                Ok(direct)
            }
            Err(e) => {
                self.state = State::Failed(e);
                Err(e.into())
            }
        }
    }
}
