//! Randomness from the operating system, through the `getrandom` crate (cargo feature
//! `getrandom`, on by default). Nothing in the crate reads a device file by hand.

use crate::Error;

/// Fills `buf` with random bytes from the operating system.
///
/// # Errors
/// [`Error::RandomUnavailable`] if the operating system's generator fails.
#[cfg(feature = "getrandom")]
pub(crate) fn fill(buf: &mut [u8]) -> Result<(), Error> {
    getrandom::fill(buf).map_err(|_| Error::RandomUnavailable)
}
