//! The stream adapters' hooks into an engine that keeps its whole input in a buffer of its own
//! before it outputs anything (the GCM decryptor), out of the public `Crypter` trait.
//!
//! [`OwnBuffer`] is `pub` inside this private module: `Crypter::own_buffer` can return it, but
//! nothing outside the crate can name, implement or call it. The stream layer's `Hooks`
//! (`stream/hooks.rs`) gives every engine the hooks as methods (through `own_buffer`, with the
//! answers of an engine without such a buffer when it returns `None`), so it calls
//! `engine.input_buffer(n)` and the like on any `E: Crypter`. The GCM decryptor offers the same
//! operations as documented inherent methods ([`crate::gcm::Decryptor::input_buffer`] and the
//! rest), which its impl forwards to.

use crate::Error;

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
