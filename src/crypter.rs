//! The incremental engine trait shared by every mode and by the stream layer.

use crate::Error;
use crate::own_buffer::OwnBuffer;

/// What `try_update` refuses before anything changes, in the engines' common state: a finished
/// message ([`Error::Finished`]), or one an earlier `update` poisoned (the error `finish` will
/// give: [`Error::MessageTooLong`] if it went over the length limit, else
/// [`Error::InvalidLength`]).
pub(crate) fn refuse_update(finished: bool, poisoned: bool, too_long: bool) -> Result<(), Error> {
    if finished {
        Err(Error::Finished)
    } else if poisoned {
        Err(if too_long { Error::MessageTooLong } else { Error::InvalidLength })
    } else {
        Ok(())
    }
}

/// `try_update`'s output check: [`Error::OutputTooSmall`] if `got` is less than `needed`.
pub(crate) fn output_fits(needed: usize, got: usize) -> Result<(), Error> {
    if got < needed { Err(Error::OutputTooSmall { needed, got }) } else { Ok(()) }
}

/// The body of a `Crypter` impl that forwards every method to `**self`.
macro_rules! forward_crypter {
    () => {
        #[inline]
        fn update(&mut self, input: &[u8], output: &mut [u8]) -> usize {
            (**self).update(input, output)
        }
        #[inline]
        fn try_update(&mut self, input: &[u8], output: &mut [u8]) -> Result<usize, Error> {
            (**self).try_update(input, output)
        }
        #[inline]
        fn finish(&mut self, output: &mut [u8]) -> Result<usize, Error> {
            (**self).finish(output)
        }
        #[inline]
        fn update_len(&self, input_len: usize) -> usize {
            (**self).update_len(input_len)
        }
        #[inline]
        fn finish_len(&self) -> usize {
            (**self).finish_len()
        }
        #[inline]
        fn update_in_place(&mut self, data: &mut [u8]) -> Option<usize> {
            (**self).update_in_place(data)
        }
        #[cfg(feature = "alloc")]
        fn finish_to_vec(&mut self) -> Result<alloc::vec::Vec<u8>, Error> {
            (**self).finish_to_vec()
        }
        #[inline]
        fn own_buffer(&mut self) -> Option<&mut dyn OwnBuffer> {
            (**self).own_buffer()
        }
    };
}

/// An incremental cipher engine, the shape of Java's `Cipher.update` / `doFinal`: feed input in
/// chunks of any size with [`update`](Crypter::update), receive output as soon as it is
/// determined, then call [`finish`](Crypter::finish) once.
///
/// Implemented by [`crate::ctr::Ctr`], [`crate::cbc::Encryptor`], [`crate::cbc::Decryptor`],
/// [`crate::gcm::Encryptor`] and [`crate::gcm::Decryptor`]; the stream adapters of
/// `aes_engine::stream` (with `std`) work with any of them.
///
/// **Output sizes and misuse.** `update` writes at most
/// [`update_len`](Crypter::update_len)`(input.len())` bytes and `finish` at most
/// [`finish_len`](Crypter::finish_len) bytes. [`try_update`](Crypter::try_update) refuses a
/// shorter output slice, and any call after `finish`, with an error at that call, changing
/// nothing. `update` cannot return an error, so on the same misuse it processes nothing, returns
/// 0 and poisons the engine: the next `finish` fails with [`Error::InvalidLength`] (after
/// `finish`, `update` is a no-op returning 0). Prefer `try_update`; the stream adapters use it.
/// (No call panics.)
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
///
/// **What the trait carries.** Only what a user calls: `update`/`try_update`, `finish`, the two
/// size hints, `update_in_place` and `finish_to_vec`. The stream adapters need more from an
/// engine that keeps its whole input before it outputs anything (the GCM decryptor): room in
/// its own buffer to read into, opening in place, a head left in the caller's buffer. Those
/// hooks live on a crate-private trait, reached through one hidden provided method that returns
/// `None` for every engine but the GCM decryptor. So the trait stays open (implement it for an
/// engine of your own, or wrap one, and `CipherReader`/`CipherWriter` serve it through
/// `update`/`finish`), the hooks are no part of the API, and one reader and one writer still
/// serve every engine: for a concrete engine type the hidden method inlines to a constant
/// `None` or `Some(self)`, so the adapters' generic code compiles to the direct calls it made
/// when the hooks were trait methods. (A sealed supertrait would have closed the trait to
/// outside engines; separate adapters per engine kind would have doubled the stream layer.)
/// `Box<E>` and `&mut E` forward every method, the hidden one included, so a boxed
/// `dyn Crypter` keeps the GCM decryptor's no-copy paths.
pub trait Crypter {
    /// Processes `input`, writing the output it determines to the front of `output`; returns the
    /// number of bytes written. `output` must hold at least `self.update_len(input.len())` bytes.
    ///
    /// ```
    /// use aes_engine::{Aes128, Aes128Gcm, Crypter, cbc::{Encryptor, Padding}};
    /// use hex_literal::hex;
    ///
    /// // SP 800-38A F.2.1 (CBC-AES128.Encrypt), first block: CBC outputs whole blocks only.
    /// let aes = Aes128::new(&hex!("2b7e151628aed2a6abf7158809cf4f3c"));
    /// let mut enc = Encryptor::new(&aes, &hex!("000102030405060708090a0b0c0d0e0f"), Padding::None);
    /// let plain = hex!("6bc1bee22e409f96e93d7e117393172a");
    /// let mut out = [0u8; 16];
    /// assert_eq!(enc.update(&plain[..10], &mut out), 0); // a partial block: kept
    /// assert_eq!(enc.update(&plain[10..], &mut out), 16); // the block is complete
    /// assert_eq!(out, hex!("7649abac8119b246cee98e9b12e9197d"));
    ///
    /// // A GCM decryptor keeps everything until `finish`: it writes nothing and returns 0.
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// assert_eq!(dec.update(&gcm.encrypt(&[4; 12], b"", &plain).unwrap(), &mut []), 0);
    /// assert_eq!(dec.finish_to_vec().unwrap(), plain);
    /// ```
    ///
    /// Misuse cannot be reported here: an `output` shorter than `update_len(input.len())`
    /// processes nothing, returns 0 and poisons the engine (`finish` then fails with
    /// [`Error::InvalidLength`]); after `finish` it is a no-op returning 0. Use
    /// [`try_update`](Crypter::try_update) to have both refused at the call, with nothing lost.
    fn update(&mut self, input: &[u8], output: &mut [u8]) -> usize;

    /// [`update`](Crypter::update) that refuses misuse at the call and changes nothing: the
    /// output is too small, or the message is finished or already lost. The engine can go on
    /// (retry with a larger output) where `update` would have poisoned it.
    ///
    /// The default checks the output length against [`update_len`](Crypter::update_len), then
    /// calls `update`; this crate's engines also refuse a finished message (an engine of your
    /// own should override it if it can tell).
    ///
    /// # Errors
    ///
    /// Nothing is processed on an error:
    /// - [`Error::OutputTooSmall`] if `output` is shorter than `update_len(input.len())`;
    /// - [`Error::Finished`] if the message is finished (`finish` was called, or a `reset` failed);
    /// - [`Error::InvalidLength`] if an earlier `update` poisoned the engine (the message is lost;
    ///   `finish` reports the same), or [`Error::MessageTooLong`] if it went over the GCM length
    ///   limit, or if this input would take it over (GCM: refused, not poisoned).
    ///
    /// ```
    /// use aes_engine::{Aes128, Crypter, Error, cbc::{Encryptor, Padding}};
    ///
    /// let mut enc = Encryptor::new(Aes128::new(&[1; 16]), &[2; 16], Padding::Pkcs7);
    /// let mut out = [0u8; 64];
    /// // Too small an output: refused, and the engine goes on as if the call had not happened.
    /// let err = enc.try_update(&[7; 40], &mut out[..16]).unwrap_err();
    /// assert_eq!(err, Error::OutputTooSmall { needed: 32, got: 16 });
    /// assert_eq!(err.to_string(), "output buffer too small: 32 bytes needed, got 16");
    /// assert_eq!(enc.try_update(&[7; 40], &mut out)?, 32);
    /// let n = enc.finish(&mut out)?;
    /// assert_eq!(n, 16);
    /// // After `finish`: an error, where `update` would silently return 0.
    /// assert_eq!(enc.try_update(&[7; 16], &mut out), Err(Error::Finished));
    /// # Ok::<(), Error>(())
    /// ```
    fn try_update(&mut self, input: &[u8], output: &mut [u8]) -> Result<usize, Error> {
        output_fits(self.update_len(input.len()), output.len())?;
        Ok(self.update(input, output))
    }

    /// Ends the message: writes the remaining output (at most [`Crypter::finish_len`] bytes) and
    /// returns its length. Any error ends the message too.
    ///
    /// # Errors
    ///
    /// What the engines of this crate return:
    /// - [`Error::Finished`] if the message is already finished: `finish` was called before (for
    ///   the GCM engines, since the last successful [`Reset::reset`]), or a `reset` failed.
    /// - [`Error::InvalidLength`] if an earlier call poisoned the engine (an `update` given too
    ///   small an output; for the GCM decryptor, a `commit_input` beyond the room lent), if
    ///   `output` is shorter than what `finish` must write (CBC, GCM), if a CBC message with
    ///   [`Padding::None`](crate::cbc::Padding::None) ends in a partial block, if a CBC
    ///   ciphertext with PKCS#7 padding is empty or not a whole number of blocks, or if a GCM
    ///   decryptor's input is shorter than the tag.
    /// - [`Error::InvalidPadding`] if a CBC decryptor finds malformed PKCS#7 padding (nothing of
    ///   the last block is written).
    /// - [`Error::AuthenticationFailed`] if a GCM decryptor's tag does not verify (what it wrote
    ///   to `output` is wiped).
    /// - [`Error::MessageTooLong`] if the input of a GCM engine went over the GCM length limit
    ///   (the `update` that would have crossed it was refused).
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter, Error};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let mut sealed = gcm.encrypt(&[4; 12], b"", b"released by finish").unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// dec.update(&sealed, &mut []);
    /// let mut out = vec![0u8; dec.finish_len()];
    /// let n = dec.finish(&mut out).unwrap();
    /// assert_eq!(&out[..n], b"released by finish");
    /// assert_eq!(dec.finish(&mut out), Err(Error::Finished)); // only once
    ///
    /// // A tag that does not verify ends the message with an error, and no plaintext.
    /// *sealed.last_mut().unwrap() ^= 1;
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// dec.update(&sealed, &mut []);
    /// assert_eq!(dec.finish(&mut out), Err(Error::AuthenticationFailed));
    /// assert_eq!(out, [0; 18]);
    /// ```
    fn finish(&mut self, output: &mut [u8]) -> Result<usize, Error>;

    /// An upper bound on what `update` writes for `input_len` more input bytes.
    ///
    /// ```
    /// use aes_engine::{Aes128, Crypter, Error, cbc::{Encryptor, Padding}};
    ///
    /// let mut enc = Encryptor::new(Aes128::new(&[1; 16]), &[2; 16], Padding::Pkcs7);
    /// let mut out = [0u8; 64];
    /// assert_eq!(enc.update_len(10), 0); // less than a block: kept for later
    /// assert_eq!(enc.update(&[7; 10], &mut out), 0);
    /// assert_eq!(enc.update_len(30), 32); // the 10 bytes kept count too
    /// assert_eq!(enc.update(&[7; 30], &mut out), 32);
    /// // 8 bytes kept: 16 more make one block. A shorter output poisons the message.
    /// assert_eq!(enc.update_len(16), 16);
    /// assert_eq!(enc.update(&[7; 16], &mut out[..15]), 0);
    /// assert_eq!(enc.finish(&mut out), Err(Error::InvalidLength));
    /// ```
    fn update_len(&self, input_len: usize) -> usize;

    /// An upper bound on what `finish` writes, given the input so far.
    ///
    /// ```
    /// use aes_engine::{Aes128, Aes128Gcm, Crypter, cbc::{self, Decryptor, Padding}};
    ///
    /// // A CBC decryptor with PKCS#7 padding holds the last block back; `finish` writes up to 15 bytes.
    /// let aes = Aes128::new(&[1; 16]);
    /// let ct = cbc::encrypt(&aes, &[2; 16], Padding::Pkcs7, b"twenty bytes of text").unwrap();
    /// let mut dec = Decryptor::new(&aes, &[2; 16], Padding::Pkcs7);
    /// let mut out = vec![0u8; dec.update_len(ct.len())];
    /// let mut n = dec.update(&ct, &mut out);
    /// assert_eq!((n, dec.finish_len()), (16, 15));
    /// out.resize(n + dec.finish_len(), 0);
    /// n += dec.finish(&mut out[n..]).unwrap();
    /// assert_eq!(&out[..n], b"twenty bytes of text");
    ///
    /// // A GCM encryptor: the partial block it keeps, and the tag.
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let mut enc = gcm.encryptor(&[4; 12], b"").unwrap();
    /// assert_eq!(enc.update(&[5; 20], &mut [0; 16]), 16);
    /// assert_eq!(enc.finish_len(), 4 + 16);
    /// ```
    fn finish_len(&self) -> usize;

    /// Processes `data` in place, for engines whose output for it lands where its input was:
    /// writes the output to `data[..n]`, zeroes the rest of `data` (input the engine keeps, at
    /// most a partial block) and returns `Some(n)`. This is `update` without the copy from input
    /// to output, so a caller that reads input into the buffer the output must end in (a reader
    /// handing its caller ciphertext) pays one copy instead of two.
    ///
    /// `None` (the default) when the engine cannot do it for this call (CTR always can; a GCM
    /// encryptor can when it holds no partial block; the other engines cannot): nothing
    /// happened, use `update`. Limits and poisoning are those of `update`.
    ///
    /// ```
    /// use aes_engine::{Aes128, Crypter, ctr::Ctr};
    ///
    /// let aes = Aes128::new(&[1; 16]);
    /// let mut data = *b"encrypted where it lies";
    /// let n = Ctr::new(&aes, &[2; 16]).update_in_place(&mut data).unwrap();
    /// assert_eq!(n, data.len());
    /// let mut expected = *b"encrypted where it lies";
    /// Ctr::new(&aes, &[2; 16]).apply_keystream(&mut expected);
    /// assert_eq!(data, expected);
    /// ```
    fn update_in_place(&mut self, data: &mut [u8]) -> Option<usize> {
        let _ = data;
        None
    }

    /// `finish` into a new vector. Authenticated decryptors override it to verify and decrypt in
    /// the buffer they already hold, so the message is not copied a second time.
    ///
    /// # Errors
    ///
    /// Those of [`Crypter::finish`], under the same conditions, except that the output is never
    /// too small: [`Error::Finished`], [`Error::InvalidLength`] (a poisoned engine, a CBC message
    /// of the wrong length, a GCM input shorter than the tag), [`Error::InvalidPadding`] (CBC),
    /// [`Error::AuthenticationFailed`] and [`Error::MessageTooLong`] (GCM).
    ///
    /// ```
    /// use aes_engine::{Aes128, Crypter, cbc::{self, Encryptor, Padding}};
    /// use hex_literal::hex;
    ///
    /// // SP 800-38A F.2.1 (CBC-AES128.Encrypt), first block; `finish` adds the PKCS#7 padding block.
    /// let (key, iv) = (hex!("2b7e151628aed2a6abf7158809cf4f3c"), hex!("000102030405060708090a0b0c0d0e0f"));
    /// let plain = hex!("6bc1bee22e409f96e93d7e117393172a");
    /// let aes = Aes128::new(&key);
    /// let mut enc = Encryptor::new(&aes, &iv, Padding::Pkcs7);
    /// let mut ct = vec![0u8; 16];
    /// assert_eq!(enc.update(&plain, &mut ct), 16);
    /// assert_eq!(ct, hex!("7649abac8119b246cee98e9b12e9197d"));
    /// ct.extend(enc.finish_to_vec().unwrap());
    /// assert_eq!(ct, cbc::encrypt(&aes, &iv, Padding::Pkcs7, &plain).unwrap());
    /// ```
    #[cfg(feature = "alloc")]
    fn finish_to_vec(&mut self) -> Result<alloc::vec::Vec<u8>, Error> {
        let mut out = alloc::vec![0u8; self.finish_len()];
        let n = self.finish(&mut out)?;
        out.truncate(n);
        Ok(out)
    }

    /// The stream adapters' hooks into an engine that keeps its whole input in a buffer of its
    /// own (see "What the trait carries" above): `None` (the default) for every other engine.
    /// Not part of the API: the returned trait cannot be named outside this crate.
    #[doc(hidden)]
    fn own_buffer(&mut self) -> Option<&mut dyn OwnBuffer> {
        None
    }
}

/// Forwards every method, the hidden hooks included, so `Box<dyn Crypter>` serves as an engine
/// with the boxed engine's fast paths.
///
/// ```
/// use aes_engine::{Aes128, Aes128Gcm, Crypter, ctr::Ctr};
///
/// let gcm = Aes128Gcm::new(&[3; 16]);
/// let mut engines: Vec<Box<dyn Crypter + '_>> =
///     vec![Box::new(Ctr::new(Aes128::new(&[1; 16]), &[2; 16])), Box::new(gcm.encryptor(&[4; 12], b"")?)];
/// for e in &mut engines {
///     let mut out = [0u8; 64];
///     let n = e.try_update(b"sixteen bytes!!!", &mut out)?;
///     assert_eq!(n, 16);
/// }
/// # Ok::<(), aes_engine::Error>(())
/// ```
#[cfg(feature = "alloc")]
impl<E: Crypter + ?Sized> Crypter for alloc::boxed::Box<E> {
    forward_crypter!();
}

/// Forwards every method, the hidden hooks included: lend an engine to an adapter and keep it.
///
/// ```
/// use aes_engine::{Aes128, Crypter, ctr::Ctr};
///
/// let mut engine = Ctr::new(Aes128::new(&[1; 16]), &[2; 16]);
/// let mut lent = &mut engine;
/// let mut out = [0u8; 5];
/// assert_eq!(lent.try_update(b"hello", &mut out)?, 5);
/// assert_eq!(engine.finish(&mut [])?, 0);
/// # Ok::<(), aes_engine::Error>(())
/// ```
impl<E: Crypter + ?Sized> Crypter for &mut E {
    forward_crypter!();
}

/// Re-arming an engine for the next message with a new nonce and associated data, keeping its
/// buffers: implemented by the GCM engines ([`crate::gcm::Encryptor`], [`crate::gcm::Decryptor`]),
/// and used by [`crate::stream::CipherReader::reset`] and [`crate::stream::CipherWriter::reset`].
///
/// Whatever the current message had reached (nothing, the middle, a failure, the end) is
/// dropped; nothing of it is output afterwards. On an error (a bad nonce:
/// [`Error::InvalidNonce`]; too long an AAD: [`Error::MessageTooLong`]) the engine is left
/// finished: it outputs nothing until a successful `reset`.
///
/// ```
/// use aes_engine::{Aes128Gcm, Crypter, Reset};
///
/// let gcm = Aes128Gcm::new(&[1; 16]);
/// let mut enc = gcm.encryptor(&[0; 12], b"").unwrap();
/// let mut out = [0u8; 64];
/// for i in 0..3u8 {
///     let nonce = [i; 12];
///     enc.reset(&nonce, b"header").unwrap();
///     let n = enc.update(b"message", &mut out);
///     let n = n + enc.finish(&mut out[n..]).unwrap();
///     assert_eq!(&out[..n], gcm.encrypt(&nonce, b"header", b"message").unwrap());
/// }
/// ```
pub trait Reset {
    /// Starts the next message with `nonce` and `aad`.
    ///
    /// # Errors
    ///
    /// What the GCM engines return, leaving the engine finished:
    /// - [`Error::InvalidNonce`] if `nonce` is empty (or longer than 2^61 − 1 bytes).
    /// - [`Error::MessageTooLong`] if `aad` is longer than GCM allows (2^61 − 1 bytes).
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter, Error, Reset};
    ///
    /// let gcm = Aes128Gcm::new(&[1; 16]);
    /// let mut dec = gcm.decryptor(&[1; 12], b"").unwrap();
    /// dec.update(&[0; 40], &mut []); // not a sealed message
    /// assert_eq!(dec.finish_to_vec(), Err(Error::AuthenticationFailed));
    /// // A bad nonce leaves the engine finished; a good one re-arms it for the next message.
    /// assert_eq!(dec.reset(&[], b""), Err(Error::InvalidNonce));
    /// assert_eq!(dec.finish_to_vec(), Err(Error::Finished));
    /// dec.reset(&[2; 12], b"v2").unwrap();
    /// dec.update(&gcm.encrypt(&[2; 12], b"v2", b"next message").unwrap(), &mut []);
    /// assert_eq!(dec.finish_to_vec().unwrap(), b"next message");
    /// ```
    fn reset(&mut self, nonce: &[u8], aad: &[u8]) -> Result<(), Error>;
}
