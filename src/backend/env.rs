//! `AES_ENGINE_BACKEND`: the default backend of every `new` constructor, and why a value is
//! ignored (std builds).

use super::Backend;
use std::string::String;

/// Why the value of `AES_ENGINE_BACKEND` is ignored (from [`Backend::from_env`]): `new`
/// constructors then use [`Backend::detect`].
///
/// ```
/// use aes_engine::{Backend, IgnoredBackend};
///
/// let unknown = IgnoredBackend::Unknown("bogus".into());
/// assert_eq!(unknown.to_string(), "`bogus` is not a backend name (soft, aesni, vaes, armv8)");
/// let unusable = IgnoredBackend::Unavailable(Backend::Armv8);
/// assert!(unusable.to_string().starts_with("backend `armv8` is not available on this CPU"));
/// ```
#[non_exhaustive]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IgnoredBackend {
    /// Not the name of a backend (nor valid Unicode, shown lossily).
    Unknown(String),
    /// A backend this CPU cannot run, or one not built for this architecture.
    Unavailable(Backend),
}

impl core::fmt::Display for IgnoredBackend {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            IgnoredBackend::Unknown(v) => write!(f, "`{v}` is not a backend name (soft, aesni, vaes, armv8)"),
            IgnoredBackend::Unavailable(b) => write!(
                f,
                "backend `{}` is not available on this CPU (new() uses `{}`)",
                b.name(),
                Backend::detect().name()
            ),
        }
    }
}

impl core::error::Error for IgnoredBackend {}

impl Backend {
    /// What `AES_ENGINE_BACKEND` asks of the `new` constructors in this process, read now:
    /// `Ok(None)` if it is not set (or empty), `Ok(Some(backend))` if it names a backend this
    /// CPU can run (names are matched without regard to case or surrounding spaces), and an
    /// error saying why it is ignored otherwise. (`new` reads the variable once, at its first
    /// use, so a change after that has no effect.)
    ///
    /// # Errors
    ///
    /// - [`IgnoredBackend::Unknown`] if the value is not a backend name;
    /// - [`IgnoredBackend::Unavailable`] if it names a backend this CPU cannot run.
    ///
    /// ```
    /// use aes_engine::{Backend, IgnoredBackend};
    ///
    /// match Backend::from_env() {
    ///     Ok(None) => println!("AES_ENGINE_BACKEND not set: new() uses {}", Backend::detect()),
    ///     Ok(Some(b)) => println!("AES_ENGINE_BACKEND={b}: new() uses it"),
    ///     Err(why) => println!("AES_ENGINE_BACKEND ignored: {why}"),
    /// }
    /// # let _ = IgnoredBackend::Unavailable(Backend::Soft);
    /// ```
    pub fn from_env() -> Result<Option<Backend>, IgnoredBackend> {
        let Some(value) = std::env::var_os("AES_ENGINE_BACKEND") else { return Ok(None) };
        let value = value.to_string_lossy();
        let name = value.trim();
        if name.is_empty() {
            return Ok(None);
        }
        match name.parse::<Backend>() {
            Ok(b) if b.is_available() => Ok(Some(b)),
            Ok(b) => Err(IgnoredBackend::Unavailable(b)),
            Err(_) => Err(IgnoredBackend::Unknown(name.into())),
        }
    }
}
