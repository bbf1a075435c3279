//! The stream adapters' hooks into an engine that keeps its whole input in a buffer of its own
//! before it outputs anything (the GCM decryptor), out of the public [`Crypter`] trait.
//!
//! [`OwnBuffer`] is `pub` inside this private module: [`Crypter::own_buffer`] can return it, but
//! nothing outside the crate can name, implement or call it. [`Hooks`] gives every engine the
//! hooks as methods (through `own_buffer`, with the answers of an engine without such a buffer
//! when it returns `None`), so the stream layer calls `engine.input_buffer(n)` and the like on
//! any `E: Crypter`. The GCM decryptor offers the same operations as documented inherent
//! methods ([`crate::gcm::Decryptor::input_buffer`] and the rest), which its impl forwards to.

use crate::{Crypter, Error};

/// The hooks, implemented by the GCM decryptor; each is documented on its inherent method of
/// [`crate::gcm::Decryptor`].
pub trait OwnBuffer {
    /// [`crate::gcm::Decryptor::input_buffer`].
    fn input_buffer(&mut self, max_len: usize) -> Option<&mut [u8]>;
    /// [`crate::gcm::Decryptor::commit_input`].
    fn commit_input(&mut self, n: usize);
    /// [`crate::gcm::Decryptor::finish_in_place`].
    fn finish_in_place(&mut self, data: &mut [u8]) -> Option<Result<usize, Error>>;
    /// [`crate::gcm::Decryptor::finish_buffered`].
    fn finish_buffered(&mut self) -> Option<Result<usize, Error>>;
    /// [`crate::gcm::Decryptor::max_head`].
    fn max_head(&self, held: usize, known_len: usize) -> usize;
    /// [`crate::gcm::Decryptor::finish_buffered_with_head`].
    fn finish_buffered_with_head(&mut self, head: &mut [u8]) -> Option<Result<usize, Error>>;
    /// [`crate::gcm::Decryptor::buffered_output`].
    fn buffered_output(&mut self, offset: usize) -> &[u8];
    /// [`crate::gcm::Decryptor::take_buffered_output`].
    fn take_buffered_output(&mut self, offset: usize, dst: &mut [u8]) -> usize;
}

/// The hooks on every engine, for the stream layer: an engine without its own buffer lends no
/// room (`None`), opens nothing in place (`None`), keeps no head (0) and has no buffered output.
pub(crate) trait Hooks: Crypter {
    /// Room in the engine's buffer to read input into, at most `max_len` bytes; `None` if the
    /// engine has no such buffer (use `update`).
    #[inline]
    fn input_buffer(&mut self, max_len: usize) -> Option<&mut [u8]> {
        self.own_buffer()?.input_buffer(max_len)
    }

    /// Takes `n` bytes of the room last lent as input.
    #[inline]
    fn commit_input(&mut self, n: usize) {
        if let Some(b) = self.own_buffer() {
            b.commit_input(n);
        }
    }

    /// Ends a message whose whole input is `data`, in place; `None`: use `update` and `finish`.
    #[inline]
    fn finish_in_place(&mut self, data: &mut [u8]) -> Option<Result<usize, Error>> {
        self.own_buffer()?.finish_in_place(data)
    }

    /// Ends the message in the engine's own buffer; `None`: use `finish`.
    #[inline]
    fn finish_buffered(&mut self) -> Option<Result<usize, Error>> {
        self.own_buffer()?.finish_buffered()
    }

    /// How many of `held` bytes at the start of a message the caller may keep as its head.
    #[inline]
    fn max_head(&mut self, held: usize, known_len: usize) -> usize {
        self.own_buffer().map_or(0, |b| b.max_head(held, known_len))
    }

    /// Ends a message whose head the caller kept; `None`: nothing happened.
    #[inline]
    fn finish_buffered_with_head(&mut self, head: &mut [u8]) -> Option<Result<usize, Error>> {
        self.own_buffer()?.finish_buffered_with_head(head)
    }

    /// The output in the engine's buffer from `offset` on, one piece; empty without a buffer.
    #[inline]
    fn buffered_output(&mut self, offset: usize) -> &[u8] {
        match self.own_buffer() {
            Some(b) => b.buffered_output(offset),
            None => &[],
        }
    }

    /// Copies (and takes) output from the engine's buffer; 0 without a buffer.
    #[inline]
    fn take_buffered_output(&mut self, offset: usize, dst: &mut [u8]) -> usize {
        self.own_buffer().map_or(0, |b| b.take_buffered_output(offset, dst))
    }
}

impl<E: Crypter + ?Sized> Hooks for E {}
