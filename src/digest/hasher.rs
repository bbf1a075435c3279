//! The public hasher types: each a `Core` of its algorithm behind the [`Digest`](super::Digest)
//! trait, defined by one macro so the eight (and their `digest_many`) cannot drift apart.

/// Defines a public hasher type over `Core<$algo>` and implements [`Digest`](crate::digest::Digest).
macro_rules! hasher {
    (
        $(#[$doc:meta])*
        $name:ident, $algo:ty, output = $out:literal, block = $block:literal
    ) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name {
            core: $crate::digest::core::Core<$algo>,
        }

        impl $crate::digest::sealed::Sealed for $name {
            #[inline]
            fn hmac_sign(inner: &Self, outer: &Self, msg: &[u8]) -> [u8; $out] {
                $crate::digest::core::hmac_sign::<$algo>(&inner.core, &outer.core, msg)
            }

            #[inline]
            fn hmac_outer(outer: &Self, digest: &[u8; $out]) -> [u8; $out] {
                $crate::digest::core::hmac_outer::<$algo>(&outer.core, digest)
            }

            fn hmac_sign_many<M: AsRef<[u8]>>(
                backend: Option<$crate::digest::HashBackend>,
                inner: &Self,
                outer: &Self,
                msgs: &[M],
                out: &mut [[u8; $out]],
            ) -> Result<(), $crate::Error> {
                $crate::digest::many::hmac_many::<$algo>(backend, &inner.core, &outer.core, msgs, out)
            }
        }

        #[cfg(feature = "digest")]
        impl $name {
            /// See [`Core::split_pending`]($crate::digest::core::Core::split_pending).
            pub(crate) fn split_pending(&mut self) -> ([u8; $block], usize) {
                self.core.split_pending()
            }
        }

        impl Default for $name {
            #[inline]
            fn default() -> Self {
                <Self as $crate::digest::Digest>::new()
            }
        }

        impl core::fmt::Debug for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                use $crate::digest::Digest;
                f.debug_struct(stringify!($name)).field("backend", &self.backend()).finish_non_exhaustive()
            }
        }

        impl $crate::digest::Digest for $name {
            const OUTPUT_LEN: usize = $out;
            const BLOCK_LEN: usize = $block;
            type Output = [u8; $out];

            #[inline]
            fn new() -> Self {
                use $crate::backend::hash::Compress;
                $name { core: $crate::digest::core::Core::new(Compress::fastest()) }
            }

            fn with_backend(b: $crate::digest::HashBackend) -> Result<Self, $crate::Error> {
                use $crate::backend::hash::Compress;
                match Compress::for_backend(b) {
                    Some(k) => Ok($name { core: $crate::digest::core::Core::new(k) }),
                    None => Err($crate::Error::HashBackendUnavailable(b)),
                }
            }

            #[inline]
            fn update(&mut self, data: &[u8]) {
                self.core.update(data)
            }

            #[inline]
            fn finalize(mut self) -> [u8; $out] {
                self.core.finish()
            }

            fn finalize_bits(mut self, last: u8, bits: u32) -> Result<[u8; $out], $crate::Error> {
                if bits > 7 {
                    return Err($crate::Error::InvalidLength);
                }
                Ok(self.core.finish_bits(last, bits))
            }

            #[inline]
            fn finalize_reset(&mut self) -> [u8; $out] {
                let out = self.core.finish();
                self.core.reset();
                out
            }

            #[inline]
            fn reset(&mut self) {
                self.core.reset()
            }

            fn backend(&self) -> $crate::digest::HashBackend {
                use $crate::backend::hash::Compress;
                self.core.kernel().backend()
            }

            #[inline]
            fn digest(data: &[u8]) -> [u8; $out] {
                use $crate::backend::hash::Compress;
                $crate::digest::core::oneshot::<$algo>(Compress::fastest(), data)
            }

            fn digest_many(inputs: &[impl AsRef<[u8]>], out: &mut [[u8; $out]]) -> Result<(), $crate::Error> {
                $crate::digest::many::digest_many::<$algo>(None, inputs, out)
            }

            fn digest_many_with(
                backend: $crate::digest::HashBackend,
                inputs: &[impl AsRef<[u8]>],
                out: &mut [[u8; $out]],
            ) -> Result<(), $crate::Error> {
                $crate::digest::many::digest_many::<$algo>(Some(backend), inputs, out)
            }
        }
    };
}

pub(crate) use hasher;
