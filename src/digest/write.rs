//! `std::io::Write` for the hashers and [`Hmac`], so a file or any reader is hashed with
//! `io::copy` instead of a hand loop. Writing never fails and takes every byte; `flush` does
//! nothing.

use super::{Digest, Hmac, Md5, Sha1, Sha224, Sha256, Sha384, Sha512, Sha512_224, Sha512_256};
use std::io;

macro_rules! write_for_hasher {
    ($($name:ident),*) => {$(
        /// Absorbs the bytes (as [`Digest::update`]): `io::copy(&mut reader, &mut hasher)`
        /// hashes a whole reader.
        ///
        /// ```
        /// use aes_engine::digest::{Digest, Md5, Sha1, Sha224, Sha256, Sha384, Sha512, Sha512_224, Sha512_256};
        /// use std::io;
        ///
        /// fn through_io<H: Digest + io::Write>(data: &[u8]) -> io::Result<H::Output> {
        ///     let mut h = H::new();
        ///     io::copy(&mut &data[..], &mut h)?; // e.g. from a `File`
        ///     Ok(h.finalize())
        /// }
        /// let data = [7u8; 10_000];
        /// assert_eq!(through_io::<Md5>(&data)?, Md5::digest(&data));
        /// assert_eq!(through_io::<Sha1>(&data)?, Sha1::digest(&data));
        /// assert_eq!(through_io::<Sha224>(&data)?, Sha224::digest(&data));
        /// assert_eq!(through_io::<Sha256>(&data)?, Sha256::digest(&data));
        /// assert_eq!(through_io::<Sha384>(&data)?, Sha384::digest(&data));
        /// assert_eq!(through_io::<Sha512>(&data)?, Sha512::digest(&data));
        /// assert_eq!(through_io::<Sha512_224>(&data)?, Sha512_224::digest(&data));
        /// assert_eq!(through_io::<Sha512_256>(&data)?, Sha512_256::digest(&data));
        /// # Ok::<(), io::Error>(())
        /// ```
        impl io::Write for $name {
            #[inline]
            fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
                Digest::update(self, buf);
                Ok(buf.len())
            }

            #[inline]
            fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
                Digest::update(self, buf);
                Ok(())
            }

            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
    )*};
}

write_for_hasher!(Md5, Sha1, Sha224, Sha256, Sha384, Sha512, Sha512_224, Sha512_256);

/// Absorbs the bytes (as [`Hmac::update`]): `io::copy(&mut reader, &mut mac)` MACs a whole
/// reader.
///
/// ```
/// use aes_engine::digest::{Hmac, Sha256};
/// use hex_literal::hex;
/// use std::io::{self, Write};
///
/// // RFC 4231 test case 2, the message written in two pieces.
/// let mut mac = Hmac::<Sha256>::new(b"Jefe");
/// io::copy(&mut &b"what do ya want "[..], &mut mac)?;
/// write!(mac, "for nothing?")?;
/// mac.verify(&hex!("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"))?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl<H: Digest> io::Write for Hmac<H> {
    #[inline]
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.update(buf);
        Ok(buf.len())
    }

    #[inline]
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.update(buf);
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}
