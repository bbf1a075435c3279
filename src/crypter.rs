//! The incremental engine trait shared by every mode and by the stream layer.

use crate::Error;

/// An incremental cipher engine, the shape of Java's `Cipher.update` / `doFinal`: feed input in
/// chunks of any size with [`update`](Crypter::update), receive output as soon as it is
/// determined, then call [`finish`](Crypter::finish) once.
///
/// Implemented by [`crate::ctr::Ctr`], [`crate::cbc::Encryptor`], [`crate::cbc::Decryptor`],
/// [`crate::gcm::Encryptor`] and [`crate::gcm::Decryptor`]; the stream adapters of
/// `aes_engine::stream` (with `std`) work with any of them.
///
/// **Output sizes.** `update` writes at most [`update_len`](Crypter::update_len)`(input.len())`
/// bytes and `finish` at most [`finish_len`](Crypter::finish_len) bytes. If the output slice
/// given to `update` is shorter than that bound, nothing is processed, `update` returns 0 and the
/// engine is poisoned: the next `finish` fails with [`Error::InvalidLength`]. (No call panics.)
///
/// **Security.** An authenticated decryptor ([`crate::gcm::Decryptor`]) releases no plaintext
/// from `update`: everything comes out of `finish`, after the tag has verified. A CBC decryptor
/// with PKCS#7 padding holds the last block back until `finish` checks the padding.
///
/// ```
/// use aes_engine::{Aes128, Crypter, ctr::Ctr};
///
/// let mut engine = Ctr::new(Aes128::new(&[1; 16]), &[2; 16]);
/// let msg = b"incremental engines take input in chunks of any size";
/// let mut out = vec![0u8; msg.len()];
/// let mut n = 0;
/// for chunk in msg.chunks(7) {
///     n += engine.update(chunk, &mut out[n..n + engine.update_len(chunk.len())]);
/// }
/// n += engine.finish(&mut out[n..]).unwrap();
/// assert_eq!(n, msg.len());
///
/// let mut one_shot = msg.to_vec();
/// Ctr::new(Aes128::new(&[1; 16]), &[2; 16]).apply_keystream(&mut one_shot);
/// assert_eq!(out, one_shot);
/// ```
pub trait Crypter {
    /// Processes `input`, writing the output it determines to the front of `output`; returns the
    /// number of bytes written. `output` must hold at least `self.update_len(input.len())` bytes.
    fn update(&mut self, input: &[u8], output: &mut [u8]) -> usize;

    /// Ends the message: writes the remaining output (at most [`Crypter::finish_len`] bytes) and
    /// returns its length, or the error that ends the message (wrong tag, bad padding, a partial
    /// block without padding, a too-small output). Calling it a second time gives
    /// [`Error::Finished`].
    fn finish(&mut self, output: &mut [u8]) -> Result<usize, Error>;

    /// An upper bound on what `update` writes for `input_len` more input bytes.
    fn update_len(&self, input_len: usize) -> usize;

    /// An upper bound on what `finish` writes, given the input so far.
    fn finish_len(&self) -> usize;

    /// `finish` into a new vector. Authenticated decryptors override it to verify and decrypt in
    /// the buffer they already hold, so the message is not copied a second time.
    #[cfg(feature = "alloc")]
    fn finish_to_vec(&mut self) -> Result<alloc::vec::Vec<u8>, Error> {
        let mut out = alloc::vec![0u8; self.finish_len()];
        let n = self.finish(&mut out)?;
        out.truncate(n);
        Ok(out)
    }
}
