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
    fn update(&mut self, input: &[u8], output: &mut [u8]) -> usize;

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

    /// Lends room inside the engine's own input buffer, for engines that keep their whole input
    /// before they output anything (the GCM decryptor), so a caller can read input straight into
    /// it instead of through a buffer of its own and [`update`](Crypter::update); then
    /// [`commit_input`](Crypter::commit_input) takes the bytes written there as input.
    ///
    /// Returns `None` (the default) when the engine has no such buffer: use `update`. Otherwise
    /// `Some` of the free room at the end of the buffer, at most `max_len` bytes (zeroed, or what
    /// was written into room lent earlier for this message; never a byte of an earlier message,
    /// on this engine or, for a GCM decryptor that took its thread's spare buffer, on this
    /// thread: neither its plaintext nor its ciphertext, except what a caller wrote into lent
    /// room beyond the count it committed, which is not tracked). It is empty when the buffer
    /// is full (pass more input to `update`, which grows it, or reserve room up front, e.g.
    /// [`crate::gcm::Decryptor::reserve`]), when `max_len` is 0, and once the engine is finished
    /// or poisoned. Lending allocates nothing.
    ///
    /// ```
    /// use std::io::Read;
    /// use aes_engine::{Aes128Gcm, Crypter};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", &[5; 1000]).unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// dec.reserve(sealed.len());
    /// let mut src = &sealed[..];
    /// loop {
    ///     let room = dec.input_buffer(256).unwrap();
    ///     let n = src.read(room)?; // straight into the decryptor's buffer
    ///     if n == 0 {
    ///         break;
    ///     }
    ///     dec.commit_input(n);
    /// }
    /// assert_eq!(dec.finish_to_vec().unwrap(), [5; 1000]);
    /// # Ok::<(), std::io::Error>(())
    /// ```
    fn input_buffer(&mut self, max_len: usize) -> Option<&mut [u8]> {
        let _ = max_len;
        None
    }

    /// Takes the first `n` bytes of the room last lent by [`input_buffer`](Crypter::input_buffer)
    /// as input, exactly as `update` would have taken them (and, like it for these engines,
    /// outputs nothing). Room not committed before the next call on the engine is not input.
    /// An `n` larger than the room lent poisons the engine (`finish` then fails); an engine
    /// without an input buffer (the default) ignores the call.
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter, Error};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", b"read straight into the engine").unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// dec.reserve(sealed.len());
    /// let room = dec.input_buffer(10).unwrap();
    /// room.copy_from_slice(&sealed[..10]); // e.g. by `Read::read`
    /// dec.commit_input(10); // now input, as if given to `update`
    /// dec.update(&sealed[10..], &mut []);
    /// assert_eq!(dec.finish_to_vec().unwrap(), b"read straight into the engine");
    ///
    /// // Committing more than was lent poisons the message.
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// dec.commit_input(1); // nothing was lent
    /// dec.update(&sealed, &mut []);
    /// assert_eq!(dec.finish_to_vec(), Err(Error::InvalidLength));
    /// ```
    fn commit_input(&mut self, n: usize) {
        let _ = n;
    }

    /// Ends a message whose whole input is `data`, in place, for engines that keep their whole
    /// input (the GCM decryptor) and have taken none yet: writes the output to the front of
    /// `data` and returns `Some` of its length or of the error that ends the message (a GCM
    /// decryptor wipes `data` if the tag does not verify). This is the one-shot cost, without a
    /// copy into the engine's buffer: a caller that read the input into its own buffer tries it
    /// first. `None` (the default, and whenever input was already taken): nothing happened, use
    /// `update` and `finish`.
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let mut data = gcm.encrypt(&[4; 12], b"", b"opened where it lies").unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// let n = dec.finish_in_place(&mut data).unwrap().unwrap();
    /// assert_eq!(&data[..n], b"opened where it lies");
    /// ```
    fn finish_in_place(&mut self, data: &mut [u8]) -> Option<Result<usize, Error>> {
        let _ = data;
        None
    }

    /// Ends the message inside the engine's own buffer, for engines that keep their whole input
    /// (the GCM decryptor): verifies and decrypts there, and returns `Some` of the output length
    /// (then read it with [`buffered_output`](Crypter::buffered_output)) or of the error that
    /// ends the message (a GCM decryptor wipes its buffer if the tag does not verify). No copy
    /// and no second buffer: what [`crate::stream::CipherReader`] and
    /// [`crate::stream::CipherWriter`] use for such engines. `None` (the default): nothing
    /// happened, use `finish`.
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", &[5; 100_000]).unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// dec.update(&sealed, &mut []);
    /// let n = dec.finish_buffered().unwrap().unwrap();
    /// let mut plain = Vec::new();
    /// while plain.len() < n {
    ///     let piece = dec.buffered_output(plain.len());
    ///     plain.extend_from_slice(piece);
    /// }
    /// assert_eq!(plain, [5; 100_000]);
    /// ```
    fn finish_buffered(&mut self) -> Option<Result<usize, Error>> {
        None
    }

    /// For engines that keep their whole input (the GCM decryptor) and can leave the first bytes
    /// of a message, its *head*, in the caller's buffer instead of taking them as input: how
    /// many of the `held` bytes a caller holds at the start of a message known to be at least
    /// `known_len` bytes long it may keep as the head (a multiple of 16 bytes that leaves at
    /// least a tag to the engine). 0 (the default) when the engine cannot, or has already taken
    /// input. A caller that keeps a head gives the engine the rest of the message (from byte
    /// `head` on) as usual and ends it with
    /// [`finish_buffered_with_head`](Crypter::finish_buffered_with_head). This saves copying
    /// the head into the engine and its plaintext out again: what
    /// [`CipherReader`](crate::stream::CipherReader) does with the caller's first buffer when the
    /// message turns out longer than it. An engine (or a wrapper forwarding to one) that answers
    /// more than 0 here must implement `finish_buffered_with_head` too.
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", &[5; 1000]).unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// let mut first = sealed[..600].to_vec(); // what a first read brought
    /// let head = dec.max_head(first.len(), sealed.len());
    /// assert_eq!(head, 592);
    /// dec.update(&first[head..], &mut []); // the rest goes to the engine
    /// dec.update(&sealed[600..], &mut []);
    /// let n = dec.finish_buffered_with_head(&mut first[..head]).unwrap().unwrap();
    /// assert_eq!(n, 1000);
    /// assert_eq!(&first[..head], &[5; 592][..]); // the head's plaintext, where it lay
    /// assert_eq!(dec.buffered_output(0), &[5; 408][..]); // the rest, in the engine
    /// ```
    fn max_head(&self, held: usize, known_len: usize) -> usize {
        let _ = (held, known_len);
        0
    }

    /// Ends a message whose first bytes the caller kept in `head` (a length that
    /// [`max_head`](Crypter::max_head) allowed) and whose rest it gave the engine: verifies and
    /// decrypts `head` in place and the rest in the engine's own buffer, as
    /// [`finish_buffered`](Crypter::finish_buffered) does. Returns `Some` of the output length
    /// `n`: the first `min(n, head.len())` bytes are in `head`, the rest is read with
    /// [`buffered_output`](Crypter::buffered_output) from offset 0. On an error (a GCM tag that
    /// does not verify) `head` and the engine's buffer are wiped. `None` (the default, and for a
    /// head that is not a multiple of 16 bytes): nothing happened.
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter, Error};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", &[5; 100]).unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// let mut head = sealed[..32].to_vec(); // the first two blocks, kept by the caller
    /// assert_eq!(dec.max_head(head.len(), sealed.len()), 32);
    /// dec.update(&sealed[32..], &mut []);
    /// assert_eq!(dec.finish_buffered_with_head(&mut head), Some(Ok(100)));
    /// assert_eq!((&head[..], dec.buffered_output(0)), (&[5; 32][..], &[5; 68][..]));
    ///
    /// // A tag that does not verify (here: the wrong nonce) wipes the head.
    /// let mut dec = gcm.decryptor(&[6; 12], b"").unwrap();
    /// let mut head = sealed[..32].to_vec();
    /// dec.update(&sealed[32..], &mut []);
    /// assert_eq!(dec.finish_buffered_with_head(&mut head), Some(Err(Error::AuthenticationFailed)));
    /// assert_eq!(head, [0; 32]);
    /// ```
    fn finish_buffered_with_head(&mut self, head: &mut [u8]) -> Option<Result<usize, Error>> {
        let _ = head;
        None
    }

    /// After a successful [`finish_buffered`](Crypter::finish_buffered): the output from byte
    /// `offset` on, as one contiguous piece of the engine's buffer (the next piece starts where
    /// it ends); empty at the end, and always empty for engines without such a buffer (the
    /// default). Reading the pieces in order costs O(1) a call.
    ///
    /// ```
    /// use aes_engine::{Aes128, Aes128Gcm, Crypter, ctr::Ctr};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", b"served from the engine's buffer").unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// dec.update(&sealed, &mut []);
    /// assert_eq!(dec.finish_buffered(), Some(Ok(31)));
    /// assert_eq!(dec.buffered_output(0), b"served from the engine's buffer");
    /// assert_eq!(dec.buffered_output(12), b"the engine's buffer");
    /// assert!(dec.buffered_output(31).is_empty()); // the end
    ///
    /// // An engine without such a buffer has nothing there.
    /// assert!(Ctr::new(Aes128::new(&[1; 16]), &[2; 16]).buffered_output(0).is_empty());
    /// ```
    fn buffered_output(&mut self, offset: usize) -> &[u8] {
        let _ = offset;
        &[]
    }

    /// After a successful [`finish_buffered`](Crypter::finish_buffered): copies the output from
    /// byte `offset` on into `dst`, as much as fits of one piece of the engine's buffer (see
    /// [`buffered_output`](Crypter::buffered_output)), and returns how many bytes (0 at the end).
    /// The output is taken: a GCM decryptor wipes a message of up to 256 KiB behind the reader,
    /// while it is in the cache, so its buffer holds no plaintext once the message has been
    /// read to the end and the next message's room is lent without a zero-fill (a longer one
    /// is left for the next message's input to overwrite, as with `buffered_output`). Read in
    /// order; output before what was taken may read as zeros. The default copies from
    /// `buffered_output`.
    ///
    /// ```
    /// use aes_engine::{Aes128Gcm, Crypter};
    ///
    /// let gcm = Aes128Gcm::new(&[3; 16]);
    /// let sealed = gcm.encrypt(&[4; 12], b"", &[5; 100_000]).unwrap();
    /// let mut dec = gcm.decryptor(&[4; 12], b"").unwrap();
    /// dec.update(&sealed, &mut []);
    /// let n = dec.finish_buffered().unwrap().unwrap();
    /// let (mut plain, mut buf) = (Vec::new(), [0u8; 4096]);
    /// loop {
    ///     let k = dec.take_buffered_output(plain.len(), &mut buf);
    ///     if k == 0 {
    ///         break;
    ///     }
    ///     plain.extend_from_slice(&buf[..k]);
    /// }
    /// assert_eq!((plain.len(), &plain[..], n), (100_000, &[5; 100_000][..], 100_000));
    /// ```
    fn take_buffered_output(&mut self, offset: usize, dst: &mut [u8]) -> usize {
        let piece = self.buffered_output(offset);
        let n = piece.len().min(dst.len());
        dst[..n].copy_from_slice(&piece[..n]);
        n
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
