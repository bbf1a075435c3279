//! The hooks of [`OwnBuffer`] on every engine, for the stream adapters (`crate::own_buffer` says
//! why they are not part of the public [`Crypter`] trait).

use crate::{Crypter, Error};

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
